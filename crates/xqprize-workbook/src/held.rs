//! Workbooks that are text files under a spreadsheet's name: an HTML table
//! saved as .xls (what web registration and results systems export) and an
//! XML Spreadsheet 2003 file (what some pairing programs export). They are
//! recognized by their first bytes, decoded (a byte-order mark, the
//! declared charset, else UTF-8, else GB18030), parsed whole by their own
//! reader (`html_table`, `xml2003`) and held as sheets of cells with their
//! merged regions, which the workbook hands on as it does any other
//! sheet's.

use calamine::{Data, Dimensions};
use encoding_rs::{Encoding, GB18030, UTF_8};
use std::collections::{HashMap, HashSet};
use std::io::Read;

use super::grid::GridCell;
use super::workbook::{MAX_COLUMNS, MAX_ROWS, Source};
use crate::Error;

/// The most such a file may hold: text is many times larger than the
/// .xlsx of the same sheet, and it is held whole while it is parsed.
pub const MAX_MARKUP_BYTES: u64 = 256 * 1024 * 1024;

/// How far into the file its kind is looked for: an exported page's
/// `<head>` of styles may come before its first table.
const SNIFF_BYTES: usize = 64 * 1024;

/// Which kind of text workbook a file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Markup {
    Html,
    Xml2003,
}

impl Markup {
    /// The kind as messages name it.
    pub fn format(self) -> &'static str {
        match self {
            Markup::Html => "HTML",
            Markup::Xml2003 => "XML Spreadsheet 2003",
        }
    }

    /// The kind of a file from its first bytes (up to `SNIFF_BYTES`): text
    /// beginning with a tag, holding an HTML page or table, or an XML
    /// Spreadsheet 2003 workbook. `None` for anything else.
    pub fn sniff(head: &[u8]) -> Option<Markup> {
        let head = &head[..head.len().min(SNIFF_BYTES)];
        let text: String = match Encoding::for_bom(head) {
            Some((encoding, bom)) if encoding != UTF_8 => encoding
                .decode_without_bom_handling(&head[bom..])
                .0
                .into_owned(),
            found => {
                let bom = found.map_or(0, |(_, bom)| bom);
                String::from_utf8_lossy(&head[bom..]).into_owned()
            }
        };
        let text = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        if !text.starts_with('<') {
            return None;
        }
        let lower = text.to_ascii_lowercase();
        if lower.contains("urn:schemas-microsoft-com:office:spreadsheet")
            && lower.contains("<workbook")
            && !lower.contains("<html")
        {
            return Some(Markup::Xml2003);
        }
        ["<html", "<!doctype html", "<table"]
            .iter()
            .any(|tag| lower.contains(tag))
            .then_some(Markup::Html)
    }
}

/// A workbook held whole: its sheets in order.
#[derive(Debug, Default)]
pub struct HeldBook {
    pub sheets: Vec<HeldSheet>,
    /// The names taken, and for each name asked for, the number its next
    /// copy gets (so a page of many tables is named in linear time).
    taken: HashSet<String>,
    copies: HashMap<String, u32>,
}

/// One sheet: its name, and its cells and merged regions, or why the
/// sheet cannot be read (said when the sheet is asked for).
#[derive(Debug)]
pub struct HeldSheet {
    pub name: String,
    pub content: Result<SheetContent, Error>,
}

/// The non-blank cells of a sheet, in row order, and its merged regions.
#[derive(Debug, Default, PartialEq)]
pub struct SheetContent {
    pub cells: Vec<GridCell>,
    pub merges: Vec<Dimensions>,
}

impl HeldBook {
    /// The sheet named `name`.
    pub fn sheet(&self, name: &str) -> Result<&SheetContent, Error> {
        let sheet = self.sheets.iter().find(|s| s.name == name);
        match sheet.map(|s| &s.content) {
            Some(Ok(content)) => Ok(content),
            Some(Err(message)) => Err(message.clone()),
            None => Err(Error::FileDamaged {
                detail: format!("no sheet {name}"),
            }),
        }
    }

    pub fn names(&self) -> Vec<String> {
        self.sheets.iter().map(|s| s.name.clone()).collect()
    }

    /// Add a sheet, its name made unique as a spreadsheet program does
    /// (`公开组 (2)`), a blank name given the sheet's place (`Sheet1`).
    pub fn push(&mut self, name: &str, content: Result<SheetContent, Error>) {
        let base: String = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let base = match base.is_empty() {
            true => format!("Sheet{}", self.sheets.len() + 1),
            false => base,
        };
        let mut name = base.clone();
        while self.taken.contains(&name) {
            let n = self.copies.entry(base.clone()).or_insert(1);
            *n += 1;
            name = format!("{base} ({n})");
        }
        self.taken.insert(name.clone());
        self.sheets.push(HeldSheet { name, content });
    }
}

/// The kind of text workbook `source` is, from its first bytes; `None`
/// when it is none.
pub fn sniff(source: &Source) -> Result<Option<Markup>, Error> {
    let file = source.open().map_err(|e| Error::FileRead {
        detail: e.to_string(),
    })?;
    let mut head = Vec::with_capacity(SNIFF_BYTES);
    file.take(SNIFF_BYTES as u64)
        .read_to_end(&mut head)
        .map_err(|e| Error::FileRead {
            detail: e.to_string(),
        })?;
    Ok(Markup::sniff(&head))
}

/// Open a text workbook of kind `kind`: read it whole (within
/// `MAX_MARKUP_BYTES`), decode it and parse it.
pub fn open(source: &Source, kind: Markup) -> Result<HeldBook, Error> {
    let file = source.open().map_err(|e| Error::FileRead {
        detail: e.to_string(),
    })?;
    let mut bytes = Vec::new();
    file.take(MAX_MARKUP_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::FileRead {
            detail: e.to_string(),
        })?;
    if bytes.len() as u64 > MAX_MARKUP_BYTES {
        return Err(Error::MarkupTooLarge {
            format: kind.format(),
            max_mib: MAX_MARKUP_BYTES / (1024 * 1024),
        });
    }
    read(&bytes, kind)
}

/// Decode and parse the bytes of a text workbook.
pub fn read(bytes: &[u8], kind: Markup) -> Result<HeldBook, Error> {
    let text = decode(bytes, kind)?;
    let book = match kind {
        Markup::Html => super::html_table::read(&text),
        Markup::Xml2003 => super::xml2003::read(&text)?,
    };
    if book.sheets.is_empty() {
        return Err(Error::MarkupNoSheet {
            format: kind.format(),
        });
    }
    Ok(book)
}

/// The text of the file: by its byte-order mark, else the encoding it
/// declares (`<?xml encoding=…?>`, `<meta charset=…>`), else UTF-8, else
/// GB18030 (which reads GBK and GB2312). A text that none of them reads
/// without a fault is refused rather than read with replaced characters,
/// since a name read wrongly would be paid wrongly.
fn decode(bytes: &[u8], kind: Markup) -> Result<String, Error> {
    if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        let (text, faulty) = encoding.decode_without_bom_handling(&bytes[bom..]);
        return match faulty {
            false => Ok(text.into_owned()),
            true => Err(Error::MarkupEncoding {
                format: kind.format(),
                encoding: encoding.name().to_string(),
            }),
        };
    }
    let declared = declared_encoding(&bytes[..bytes.len().min(SNIFF_BYTES)]);
    let mut tried = Vec::new();
    for encoding in declared.into_iter().chain([UTF_8, GB18030]) {
        if tried.contains(&encoding) {
            continue;
        }
        tried.push(encoding);
        if let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(bytes) {
            return Ok(text.into_owned());
        }
    }
    Err(Error::MarkupEncoding {
        format: kind.format(),
        encoding: tried[0].name().to_string(),
    })
}

/// The encoding a file declares in its first bytes: `encoding="…"` of an
/// XML declaration or `charset=…` of an HTML meta tag.
fn declared_encoding(head: &[u8]) -> Option<&'static Encoding> {
    let lower = head.to_ascii_lowercase();
    let text = String::from_utf8_lossy(&lower);
    for key in ["charset=", "encoding="] {
        for (at, _) in text.match_indices(key) {
            let rest = text[at + key.len()..].trim_start_matches(['"', '\'', ' ']);
            let label: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
                .collect();
            if let Some(encoding) = Encoding::for_label(label.as_bytes()) {
                // A page served as UTF-16 is read as bytes here: its mark
                // decides, not a label read through ASCII.
                if encoding.is_ascii_compatible() {
                    return Some(encoding);
                }
            }
        }
    }
    None
}

/// The cells of a sheet as they are placed, cell after cell, row after
/// row: where a cell without its own column goes (after the cells and
/// merged regions already there), its merged region, and a check that no
/// two cells claim one place. Shared by the HTML and XML 2003 readers.
#[derive(Debug, Default)]
pub struct Placer {
    content: SheetContent,
    /// By column: the last region merged down over it (it covers the
    /// current row when it ends at or after it).
    down: Vec<Option<Dimensions>>,
    row: u32,
    /// The next free column of the current row.
    next: u32,
    /// The last column taken in the current row, if any.
    last: Option<u32>,
}

/// Why a cell could not be placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Misplaced {
    /// A cell or region past Excel's last row or column.
    Beyond { row: u64, col: u64 },
    /// A cell placed on one already there or inside a merged region.
    Covered { cell: String, region: String },
}

impl Misplaced {
    pub fn message(self) -> Error {
        match self {
            Misplaced::Beyond { row, .. } if row >= MAX_ROWS as u64 => Error::SheetTooManyRows {
                declared: false,
                rows: row + 1,
                max: MAX_ROWS,
            },
            Misplaced::Beyond { col, .. } => Error::SheetTooManyColumns {
                declared: false,
                columns: col + 1,
                max: MAX_COLUMNS,
            },
            Misplaced::Covered { cell, region } => Error::CellCovered { cell, region },
        }
    }
}

impl Placer {
    /// Start row `row` (0-based; rows come in increasing order).
    pub fn start_row(&mut self, row: u32) {
        self.row = row;
        self.next = 0;
        self.last = None;
        self.skip_covered();
    }

    /// Move the next free column past regions merged down over this row.
    fn skip_covered(&mut self) {
        while let Some(r) = self.covering(self.next) {
            self.next = r.end.1 + 1;
        }
    }

    fn covering(&self, col: u32) -> Option<Dimensions> {
        let region = (*self.down.get(col as usize)?)?;
        (region.start.0 < self.row && self.row <= region.end.0).then_some(region)
    }

    /// Place a cell at `col` (`None`: the next free column) spanning
    /// `across` more columns and `down` more rows; a blank value takes its
    /// place and region but is not kept.
    pub fn place(
        &mut self,
        col: Option<u64>,
        across: u64,
        down: u64,
        value: Data,
    ) -> Result<(), Misplaced> {
        let row = self.row;
        let col = col.unwrap_or(self.next as u64);
        let (last_row, last_col) = (row as u64 + down, col + across);
        if last_row >= MAX_ROWS as u64 || last_col >= MAX_COLUMNS as u64 {
            return Err(Misplaced::Beyond {
                row: last_row,
                col: last_col,
            });
        }
        let (col, last_col, last_row) = (col as u32, last_col as u32, last_row as u32);
        let name = super::grid::a1(row, col);
        if self.last.is_some_and(|last| col <= last) {
            return Err(Misplaced::Covered {
                region: super::grid::a1(row, self.last.unwrap_or_default()),
                cell: name,
            });
        }
        if let Some(r) = (col..=last_col).find_map(|c| self.covering(c)) {
            return Err(Misplaced::Covered {
                cell: name,
                region: region_name(r),
            });
        }
        if across > 0 || down > 0 {
            let region = Dimensions {
                start: (row, col),
                end: (last_row, last_col),
            };
            self.content.merges.push(region);
            if down > 0 {
                if self.down.len() <= last_col as usize {
                    self.down.resize(last_col as usize + 1, None);
                }
                self.down[col as usize..=last_col as usize].fill(Some(region));
            }
        }
        if !is_blank(&value) {
            self.content.cells.push((row, col, value));
        }
        self.last = Some(last_col);
        self.next = last_col + 1;
        self.skip_covered();
        Ok(())
    }

    pub fn finish(self) -> SheetContent {
        self.content
    }
}

fn is_blank(value: &Data) -> bool {
    match value {
        Data::Empty => true,
        Data::String(s) => s.is_empty(),
        _ => false,
    }
}

/// "B4:C6".
fn region_name(r: Dimensions) -> String {
    format!(
        "{}:{}",
        super::grid::a1(r.start.0, r.start.1),
        super::grid::a1(r.end.0, r.end.1)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kind_is_known_from_the_first_bytes_not_the_name() {
        assert_eq!(Markup::sniff(b"<html><table>"), Some(Markup::Html));
        assert_eq!(
            Markup::sniff(b"\xEF\xBB\xBF  <TABLE border=1>"),
            Some(Markup::Html)
        );
        assert_eq!(
            Markup::sniff(b"<!DOCTYPE html>\n<meta charset=gbk>"),
            Some(Markup::Html)
        );
        let xml = br#"<?xml version="1.0"?><?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">"#;
        assert_eq!(Markup::sniff(xml), Some(Markup::Xml2003));
        // UTF-16 with its mark.
        let utf16: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("<table><tr><td>1".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        assert_eq!(Markup::sniff(&utf16), Some(Markup::Html));
        // Text that only mentions a table, and other XML, are no workbooks.
        assert_eq!(Markup::sniff(b"name,<table>"), None);
        assert_eq!(Markup::sniff(b"<?xml version=\"1.0\"?><rules/>"), None);
        assert_eq!(Markup::sniff(b""), None);
    }

    #[test]
    fn text_is_decoded_by_its_mark_its_label_or_what_reads_it_cleanly() {
        let gbk = GB18030.encode("<table><tr><td>石柱").0.into_owned();
        assert_eq!(decode(&gbk, Markup::Html).unwrap(), "<table><tr><td>石柱");
        let labelled = [b"<meta charset=\"gb2312\">".as_slice(), &gbk].concat();
        assert!(decode(&labelled, Markup::Html).unwrap().ends_with("石柱"));
        // A wrong label: the text that reads without a fault wins.
        let wrong = [b"<meta charset=\"utf-8\">".as_slice(), &gbk].concat();
        assert!(decode(&wrong, Markup::Html).unwrap().ends_with("石柱"));
        let utf8 = "<table><tr><td>石柱".as_bytes();
        assert!(decode(utf8, Markup::Html).unwrap().ends_with("石柱"));
        // Bytes no encoding reads are refused, not replaced.
        let bad = [0xEF, 0xBB, 0xBF, b'<', 0xFF, 0xFE, 0xFD];
        assert_eq!(
            decode(&bad, Markup::Html),
            Err(Error::MarkupEncoding {
                format: "HTML",
                encoding: "UTF-8".into()
            })
        );
    }

    #[test]
    fn cells_go_past_regions_merged_down_and_never_on_them() {
        let mut p = Placer::default();
        p.start_row(0);
        p.place(None, 0, 1, Data::String("1".into())).unwrap(); // A1:A2
        p.place(None, 1, 0, Data::String("x".into())).unwrap(); // B1:C1
        p.start_row(1);
        p.place(None, 0, 0, Data::String("y".into())).unwrap(); // B2
        assert_eq!(
            p.place(Some(1), 0, 0, Data::Empty),
            Err(Misplaced::Covered {
                cell: "B2".into(),
                region: "B2".into()
            })
        );
        p.start_row(2);
        assert_eq!(
            p.place(Some(0), 0, 0, Data::String("z".into())),
            Ok(()),
            "A2 was the region's last row"
        );
        let mut q = Placer::default();
        q.start_row(0);
        q.place(Some(2), 0, 2, Data::Empty).unwrap();
        q.start_row(1);
        assert_eq!(
            q.place(Some(2), 0, 0, Data::Empty),
            Err(Misplaced::Covered {
                cell: "C2".into(),
                region: "C1:C3".into()
            })
        );
        assert_eq!(
            q.place(Some(16_383), 1, 0, Data::Empty),
            Err(Misplaced::Beyond {
                row: 1,
                col: 16_384
            })
        );
        let content = p.finish();
        assert_eq!(content.cells.len(), 4);
        assert_eq!(content.cells[2], (1, 1, Data::String("y".into())));
        assert_eq!(content.merges.len(), 2);
    }
}
