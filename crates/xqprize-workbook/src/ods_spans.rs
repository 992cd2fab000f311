//! The merged cells of an .ods workbook, from its own spans: a cell with
//! `table:number-rows-spanned` or `table:number-columns-spanned` above 1
//! covers that many rows and columns from its place. Places count as the
//! workbook reader counts them: rows and cells repeated
//! (`number-rows-repeated`, `number-columns-repeated`) take as many places,
//! covered cells take theirs. A span in a row repeated is the first
//! repeat's (spans of later repeats would cover each other).

use calamine::Dimensions;
use quick_xml::events::{BytesStart, Event};
use std::io::Read;

use super::base::{MAX_COLUMNS, MAX_ROWS, Source};
use crate::Error;

/// Each table's name and merged regions, in the order of the file.
pub type Spans = Vec<(String, Vec<Dimensions>)>;

/// The spans of the .ods workbook of `source` (its content part's size is
/// bounded before: `check_part_sizes`).
pub fn read(source: &Source) -> Result<Spans, Error> {
    let damaged = |detail: String| Error::FileDamaged { detail };
    let file = source.open().map_err(|e| Error::FileRead {
        detail: e.to_string(),
    })?;
    let mut archive = zip::ZipArchive::new(file).map_err(|e| damaged(e.to_string()))?;
    let mut content = String::new();
    archive
        .by_name("content.xml")
        .map_err(|e| e.to_string())
        .and_then(|mut part| part.read_to_string(&mut content).map_err(|e| e.to_string()))
        .map_err(damaged)?;
    spans(&content).map_err(|e| damaged(format!("content.xml: {e}")))
}

/// The spans of an .ods content part. A table not closed before the end of
/// the part is an error: the workbook library would read on past the end
/// forever, so the part is refused before it is handed over.
pub fn spans(content: &str) -> Result<Spans, String> {
    let mut reader = quick_xml::Reader::from_str(content);
    // As forgiving as the workbook reader, which reads the cells.
    reader.config_mut().check_end_names = false;
    let mut found = Spans::new();
    // Within a table: (next row, next column, repeats of the current row).
    let mut at: Option<(u64, u64, u64)> = None;
    loop {
        let (start, empty) = match reader.read_event().map_err(|e| e.to_string())? {
            Event::Start(e) => (e, false),
            Event::Empty(e) => (e, true),
            Event::End(e) => {
                match e.name().as_ref() {
                    "table:table" => at = None,
                    "table:table-row" => at = at.map(|(row, _, repeats)| (row + repeats, 0, 1)),
                    _ => {}
                }
                continue;
            }
            Event::Eof => {
                return match (at, found.last()) {
                    (Some(_), Some((name, _))) => Err(format!(
                        "the table \"{name}\" (table:table) is not closed before the end of the file"
                    )),
                    _ => Ok(found),
                };
            }
            _ => continue,
        };
        match start.name().as_ref() {
            "table:table" if at.is_none() => {
                let name = attribute(&start, "table:name").unwrap_or_default();
                found.push((name, Vec::new()));
                at = (!empty).then_some((0, 0, 1));
            }
            "table:table-row" => {
                if let Some((row, _, _)) = at {
                    let repeats = count(&start, "table:number-rows-repeated");
                    at = Some(match empty {
                        true => (row.saturating_add(repeats), 0, 1),
                        false => (row, 0, repeats),
                    });
                }
            }
            "table:table-cell" | "table:covered-table-cell" => {
                let (Some((row, col, repeats)), Some((_, regions))) = (at, found.last_mut()) else {
                    continue;
                };
                let across = count(&start, "table:number-columns-spanned");
                let down = count(&start, "table:number-rows-spanned");
                let columns = count(&start, "table:number-columns-repeated");
                if (across > 1 || down > 1) && row < MAX_ROWS as u64 && col < MAX_COLUMNS as u64 {
                    let last = |from: u64, n: u64, max: u32| {
                        from.saturating_add(n - 1).min(max as u64 - 1) as u32
                    };
                    regions.push(Dimensions {
                        start: (row as u32, col as u32),
                        end: (last(row, down, MAX_ROWS), last(col, across, MAX_COLUMNS)),
                    });
                }
                at = Some((row, col.saturating_add(columns), repeats));
            }
            _ => {}
        }
    }
}

fn attribute(e: &BytesStart<'_>, name: &str) -> Option<String> {
    e.attributes().flatten().find_map(|a| {
        (a.key.as_ref() == name)
            .then(|| a.normalized_value(quick_xml::XmlVersion::default()).ok())
            .flatten()
            .map(|v| v.into_owned())
    })
}

/// A count attribute: a whole number from 1; 1 when absent or not one.
fn count(e: &BytesStart<'_>, name: &str) -> u64 {
    attribute(e, name)
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(1)
        .max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &str, rows: &str) -> String {
        format!(r#"<table:table table:name="{name}">{rows}</table:table>"#)
    }

    #[test]
    fn spans_are_placed_as_the_workbook_reader_counts_places() {
        let content = format!(
            "<office:document-content><office:body><office:spreadsheet>{}{}</office:spreadsheet></office:body></office:document-content>",
            table(
                "公开组",
                r#"<table:table-row table:number-rows-repeated="2"><table:table-cell/></table:table-row>
<table:table-header-rows><table:table-row><table:table-cell table:number-columns-repeated="3"/>
<table:table-cell table:number-columns-spanned="2"><text:p>单位</text:p></table:table-cell><table:covered-table-cell/></table:table-row></table:table-header-rows>
<table:table-row><table:table-cell table:number-rows-spanned="3"/><table:table-cell/></table:table-row>
<table:table-row/>
<table:table-row><table:covered-table-cell/><table:table-cell table:number-rows-spanned="1" table:number-columns-spanned="1"/></table:table-row>"#
            ),
            table("少儿组", "")
        );
        let found = spans(&content).unwrap();
        let regions: Vec<(String, Vec<_>)> = found
            .into_iter()
            .map(|(name, r)| (name, r.into_iter().map(|d| (d.start, d.end)).collect()))
            .collect();
        assert_eq!(
            regions,
            vec![
                (
                    "公开组".to_string(),
                    vec![((2, 3), (2, 4)), ((3, 0), (5, 0))]
                ),
                ("少儿组".to_string(), vec![]),
            ]
        );
    }

    #[test]
    fn spans_past_the_limits_end_at_them_and_broken_xml_is_an_error() {
        let content = table(
            "S",
            r#"<table:table-row><table:table-cell table:number-rows-spanned="99999999999"/></table:table-row>"#,
        );
        let found = spans(&content).unwrap();
        assert_eq!(found[0].1[0].end, (MAX_ROWS - 1, 0));
        assert!(spans("<table:table table:name=\"S><table:table-row>").is_err());
    }

    #[test]
    fn a_table_cut_off_before_its_end_is_an_error() {
        let content = table(
            "S",
            "<table:table-row><table:table-cell/></table:table-row>",
        );
        assert!(spans(&content).is_ok());
        let cut = &content[..content.find("</table:table>").unwrap()];
        let error = spans(cut).unwrap_err();
        assert!(
            error.contains("\"S\"") && error.contains("not closed"),
            "{error}"
        );
    }
}
