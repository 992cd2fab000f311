//! An XML Spreadsheet 2003 file (SpreadsheetML, what some pairing programs
//! export under an .xls name): each `<Worksheet ss:Name>` a sheet, each
//! `<Row>` a row, each `<Cell>` a cell. A row or cell without `ss:Index`
//! follows the one before it (a row after `ss:Span` more rows, a cell
//! after the columns of a merged cell and of cells merged down from rows
//! above); `ss:MergeAcross` and `ss:MergeDown` give the merged region. The
//! value is the cell's `<Data>` (its rich-text pieces joined; a comment is
//! not the value): `Number` a number where it is one, `DateTime` a date,
//! `Boolean` yes or no, anything else text.
//!
//! The file must be well-formed XML: one that is not is refused naming
//! the line. A row or cell placed on or before one already there is an
//! error of its sheet naming the cell.

use calamine::Data;
use quick_xml::events::{BytesStart, Event};

use super::held::{HeldBook, Misplaced, Placer, SheetContent};
use crate::Error;

const FORMAT: &str = "XML Spreadsheet 2003";

/// The sheets of an XML Spreadsheet 2003 file.
pub fn read(text: &str) -> Result<HeldBook, Error> {
    let mut reader = quick_xml::Reader::from_str(text);
    let mut book = BookReader::default();
    loop {
        let at = reader.buffer_position();
        let event = reader.read_event().map_err(|e| broken(text, at, &e))?;
        let failed = |detail| broken_detail(text, at, detail);
        match event {
            Event::Start(e) => book.open(&e).map_err(failed)?,
            Event::Empty(e) => {
                book.open(&e).map_err(failed)?;
                book.close();
            }
            Event::End(_) => book.close(),
            Event::Text(t) => book.text(&t.xml10_content()),
            Event::CData(t) => book.text(&t.xml10_content()),
            Event::GeneralRef(r) => {
                let c = match r.resolve_char_ref() {
                    Ok(Some(c)) => Some(c),
                    Ok(None) => match &*r {
                        "amp" => Some('&'),
                        "lt" => Some('<'),
                        "gt" => Some('>'),
                        "quot" => Some('"'),
                        "apos" => Some('\''),
                        _ => None,
                    },
                    Err(e) => return Err(failed(e.to_string())),
                };
                let Some(c) = c else {
                    return Err(failed(format!("&{};", &*r)));
                };
                book.text(c.encode_utf8(&mut [0; 4]));
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Ok(book.book)
}

/// Reads the file element by element.
#[derive(Default)]
struct BookReader {
    book: HeldBook,
    sheet: Option<SheetReader>,
    /// Element names (local) from the root to the current one.
    path: Vec<String>,
}

impl BookReader {
    fn open(&mut self, e: &BytesStart<'_>) -> Result<(), String> {
        let name = local(e.name().as_ref());
        if let Some(sheet) = &mut self.sheet {
            sheet.start(&name, &self.path, e)?;
        } else if name == "Worksheet" {
            let title = value(e, "Name").unwrap_or_default();
            self.sheet = Some(SheetReader::new(title));
        }
        self.path.push(name);
        Ok(())
    }

    fn close(&mut self) {
        let name = self.path.pop().unwrap_or_default();
        let Some(sheet) = &mut self.sheet else {
            return;
        };
        sheet.end(&name, &self.path);
        if name == "Worksheet" && self.path.iter().all(|n| n != "Worksheet") {
            if let Some((title, content)) = self.sheet.take().map(SheetReader::finish) {
                self.book.push(&title, content);
            }
        }
    }

    fn text(&mut self, text: &str) {
        if let Some(sheet) = &mut self.sheet {
            sheet.text(text);
        }
    }
}

/// The local part of an element or attribute name (`ss:Row` → `Row`).
fn local(name: &str) -> String {
    name.rsplit(':').next().unwrap_or(name).to_string()
}

/// The value of the attribute whose local name is `name`, whatever its
/// prefix (`ss:Index`, `Index`).
fn value(e: &BytesStart<'_>, name: &str) -> Option<String> {
    e.attributes().flatten().find_map(|a| {
        let key = a.key.as_ref();
        (key.rsplit(':').next() == Some(name))
            .then(|| a.normalized_value(quick_xml::XmlVersion::default()).ok())
            .flatten()
            .map(|v| v.into_owned())
    })
}

/// A whole number attribute (`None` when absent); an error naming it when
/// it is no whole number from `min`.
fn number(e: &BytesStart<'_>, name: &str, min: u64) -> Result<Option<u64>, String> {
    let Some(text) = value(e, name) else {
        return Ok(None);
    };
    match text.trim().parse::<u64>() {
        Ok(n) if n >= min => Ok(Some(n)),
        _ => Err(format!("ss:{name}=\"{text}\"")),
    }
}

/// The 1-based line of byte `at`.
fn line(text: &str, at: u64) -> u64 {
    let end = (at as usize).min(text.len());
    text.as_bytes()[..end]
        .iter()
        .filter(|b| **b == b'\n')
        .count() as u64
        + 1
}

fn broken(text: &str, at: u64, error: &quick_xml::Error) -> Error {
    broken_detail(text, at, error.to_string())
}

fn broken_detail(text: &str, at: u64, detail: String) -> Error {
    Error::MarkupBroken {
        format: FORMAT,
        line: line(text, at),
        detail,
    }
}

/// One worksheet being read.
struct SheetReader {
    title: String,
    placer: Placer,
    /// The next row's 0-based index, when no `ss:Index` says.
    next_row: u64,
    /// The current row's 0-based index.
    row: Option<u64>,
    /// The cell being read: (column, across, down, type, text).
    cell: Option<PendingCell>,
    /// Whether the text now read is the current cell's value.
    in_data: bool,
    failed: Option<Error>,
}

struct PendingCell {
    col: Option<u64>,
    across: u64,
    down: u64,
    kind: Option<String>,
    text: String,
}

impl SheetReader {
    fn new(title: String) -> SheetReader {
        SheetReader {
            title,
            placer: Placer::default(),
            next_row: 0,
            row: None,
            cell: None,
            in_data: false,
            failed: None,
        }
    }

    /// An element opens inside the worksheet; `path` holds its ancestors.
    fn start(&mut self, name: &str, path: &[String], e: &BytesStart<'_>) -> Result<(), String> {
        let parent = path.last().map(String::as_str);
        match (name, parent) {
            ("Row", Some("Table")) => {
                let row = match number(e, "Index", 1)? {
                    Some(index) => index - 1,
                    None => self.next_row,
                };
                let span = number(e, "Span", 0)?.unwrap_or(0);
                self.start_row(row);
                self.next_row = row.saturating_add(span).saturating_add(1);
            }
            ("Cell", Some("Row")) => {
                let col = number(e, "Index", 1)?.map(|i| i - 1);
                self.cell = Some(PendingCell {
                    col,
                    across: number(e, "MergeAcross", 0)?.unwrap_or(0),
                    down: number(e, "MergeDown", 0)?.unwrap_or(0),
                    kind: None,
                    text: String::new(),
                });
            }
            ("Data", Some("Cell")) => {
                if let Some(cell) = &mut self.cell {
                    cell.kind = value(e, "Type");
                    self.in_data = true;
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn start_row(&mut self, row: u64) {
        if self.failed.is_some() {
            return;
        }
        let max = super::base::MAX_ROWS as u64;
        if row >= max {
            self.failed = Some(Misplaced::Beyond { row, col: 0 }.message());
        } else if self.row.is_some_and(|before| row <= before) {
            self.failed = Some(
                Misplaced::Covered {
                    cell: super::grid::a1(row as u32, 0),
                    region: super::grid::a1(self.row.unwrap_or_default() as u32, 0),
                }
                .message(),
            );
        } else {
            self.placer.start_row(row as u32);
            self.row = Some(row);
        }
    }

    /// An element closes; `path` holds its ancestors.
    fn end(&mut self, name: &str, path: &[String]) {
        match (name, path.last().map(String::as_str)) {
            ("Data", Some("Cell")) => self.in_data = false,
            ("Cell", Some("Row")) => {
                if let Some(cell) = self.cell.take() {
                    self.place(cell);
                }
            }
            _ => {}
        }
    }

    fn text(&mut self, text: &str) {
        if let (true, Some(cell)) = (self.in_data, &mut self.cell) {
            cell.text.push_str(text);
        }
    }

    fn place(&mut self, cell: PendingCell) {
        if self.failed.is_some() || self.row.is_none() {
            return;
        }
        let value = typed(cell.kind.as_deref(), cell.text);
        if let Err(misplaced) = self.placer.place(cell.col, cell.across, cell.down, value) {
            self.failed = Some(misplaced.message());
        }
    }

    fn finish(self) -> (String, Result<SheetContent, Error>) {
        let content = match self.failed {
            Some(message) => Err(message),
            None => Ok(self.placer.finish()),
        };
        (self.title, content)
    }
}

/// A `<Data>`'s value by its `ss:Type`.
fn typed(kind: Option<&str>, text: String) -> Data {
    match kind {
        Some("Number") => match text.trim().parse::<f64>() {
            Ok(n) if n.is_finite() => Data::Float(n),
            _ => Data::String(text),
        },
        Some("Boolean") => match text.trim() {
            "1" => Data::Bool(true),
            "0" => Data::Bool(false),
            _ => Data::String(text),
        },
        Some("DateTime") if text.trim().len() >= 10 => Data::DateTimeIso(text.trim().to_string()),
        _ => Data::String(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = r#"<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:html="http://www.w3.org/TR/REC-html40">"#;

    fn book(body: &str) -> Result<HeldBook, Error> {
        read(&format!("{HEAD}{body}</Workbook>"))
    }

    fn text(s: &str) -> Data {
        Data::String(s.into())
    }

    #[test]
    fn values_are_read_by_their_type() {
        let book = book(
            r#"<Worksheet ss:Name="公开组"><Table>
 <Row><Cell><Data ss:Type="String">序</Data></Cell><Cell><Data ss:Type="Number">3</Data></Cell>
  <Cell><Data ss:Type="DateTime">2008-05-01T00:00:00.000</Data></Cell>
  <Cell><Data ss:Type="Boolean">1</Data></Cell>
  <Cell><ss:Data ss:Type="String" xmlns="http://www.w3.org/TR/REC-html40"><B>刘</B><Font>备</Font></ss:Data><Comment><Data>not this</Data></Comment></Cell>
  <Cell><Data ss:Type="Number">x&amp;y</Data></Cell>
  <Cell><Data ss:Type="String">500240200805010014</Data></Cell></Row>
</Table></Worksheet>"#,
        )
        .unwrap();
        assert_eq!(book.names(), vec!["公开组"]);
        assert_eq!(
            book.sheet("公开组").unwrap().cells,
            vec![
                (0, 0, text("序")),
                (0, 1, Data::Float(3.0)),
                (0, 2, Data::DateTimeIso("2008-05-01T00:00:00.000".into())),
                (0, 3, Data::Bool(true)),
                (0, 4, text("刘备")),
                (0, 5, text("x&y")),
                (0, 6, text("500240200805010014")),
            ]
        );
    }

    #[test]
    fn indexes_gaps_and_merged_cells_place_the_cells() {
        let book = book(
            r#"<Worksheet ss:Name="S"><Table>
 <Row ss:Index="2"><Cell ss:MergeDown="1"><Data ss:Type="Number">3</Data></Cell>
  <Cell ss:MergeAcross="1"><Data ss:Type="String">甲</Data></Cell>
  <Cell><Data ss:Type="String">x</Data></Cell><Cell ss:Index="7"><Data ss:Type="String">y</Data></Cell></Row>
 <Row><Cell><Data ss:Type="String">乙</Data></Cell></Row>
 <Row ss:Span="2"/>
 <Row><Cell ss:Index="2"><Data ss:Type="String">丙</Data></Cell></Row>
</Table></Worksheet>"#,
        )
        .unwrap();
        let content = book.sheet("S").unwrap();
        assert_eq!(
            content.cells,
            vec![
                (1, 0, Data::Float(3.0)),
                (1, 1, text("甲")),
                (1, 3, text("x")),
                (1, 6, text("y")),
                // A2 is merged down: the cell without an index is B3.
                (2, 1, text("乙")),
                // Rows 4–6 are the spanned row; B7.
                (6, 1, text("丙")),
            ]
        );
        let regions: Vec<_> = content.merges.iter().map(|d| (d.start, d.end)).collect();
        assert_eq!(regions, vec![((1, 0), (2, 0)), ((1, 1), (1, 2))]);
    }

    #[test]
    fn a_cell_on_another_is_an_error_of_its_sheet_naming_the_cell() {
        let book = book(
            r#"<Worksheet ss:Name="A"><Table><Row><Cell ss:Index="3"/><Cell ss:Index="2"/></Row></Table></Worksheet>
<Worksheet ss:Name="B"><Table><Row><Cell ss:MergeDown="2"/></Row><Row><Cell ss:Index="1"/></Row></Table></Worksheet>
<Worksheet ss:Name="C"><Table><Row ss:Index="4"/><Row ss:Index="2"/></Table></Worksheet>
<Worksheet ss:Name="D"><Table/></Worksheet>"#,
        )
        .unwrap();
        let covered = |cell: &str, region: &str| Error::CellCovered {
            cell: cell.into(),
            region: region.into(),
        };
        assert_eq!(book.sheet("A").unwrap_err(), covered("B1", "C1"));
        assert_eq!(book.sheet("B").unwrap_err(), covered("A2", "A1:A3"));
        assert_eq!(book.sheet("C").unwrap_err(), covered("A2", "A4"));
        assert_eq!(book.sheet("D").unwrap(), &SheetContent::default());
    }

    #[test]
    fn a_file_that_is_not_well_formed_is_refused_naming_the_line() {
        let err = book("<Worksheet ss:Name=\"A\">\n<Table>\n<Row></Cell>").unwrap_err();
        assert!(
            matches!(
                &err,
                Error::MarkupBroken {
                    format: FORMAT,
                    line: 7,
                    ..
                }
            ),
            "{err:?}"
        );
        let err = book("<Worksheet><Table><Row ss:Index=\"0\"/></Table></Worksheet>").unwrap_err();
        assert!(
            matches!(&err, Error::MarkupBroken { detail, .. } if detail == "ss:Index=\"0\""),
            "{err:?}"
        );
    }
}
