//! The one writer of test workbooks: sheets given cell by cell, with merged
//! regions and hidden rows and columns where a test needs them, written as
//! an .xlsx whose bytes depend on the cells only (the document's creation
//! time is fixed). The tests' hand-made standings, the disguised corpus
//! (`tests/disguised/`) and the bad-input corpus (`tests/bad_input/`) are
//! all written by it; the synthetic events (`synthetic`) stream their own
//! large sheets.

use rust_xlsxwriter::{DocProperties, ExcelDateTime, Format, Workbook, Worksheet};
use std::path::Path;

/// A cell to write: text (empty text leaves the cell blank), a number, a
/// boolean, or a date shown as yyyy-mm-dd, given as year, month, day or as
/// the raw day count the file stores.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Text(String),
    Number(f64),
    Bool(bool),
    Date(u16, u8, u8),
    DayNumber(f64),
    /// A text cell holding the empty string, as some programs store one.
    EmptyString,
}

impl Cell {
    /// A blank cell.
    pub fn blank() -> Cell {
        Cell::Text(String::new())
    }
}

impl From<&str> for Cell {
    fn from(s: &str) -> Cell {
        Cell::Text(s.to_string())
    }
}

impl From<u32> for Cell {
    fn from(n: u32) -> Cell {
        Cell::Number(f64::from(n))
    }
}

/// One sheet: its rows from the first, merged regions (first row, first
/// column, last row, last column; 0-based), hidden rows and columns.
#[derive(Clone, Debug, Default)]
pub struct Sheet {
    pub name: String,
    pub rows: Vec<Vec<Cell>>,
    pub merges: Vec<(u32, u16, u32, u16)>,
    pub hidden_rows: Vec<u32>,
    pub hidden_columns: Vec<u16>,
}

impl Sheet {
    /// A sheet whose first row holds `headers`.
    pub fn new(name: &str, headers: &[&str]) -> Sheet {
        Sheet::of(name, vec![headers.iter().map(|h| Cell::from(*h)).collect()])
    }

    /// A sheet of these rows, the first of them at the top.
    pub fn of(name: &str, rows: Vec<Vec<Cell>>) -> Sheet {
        Sheet {
            name: name.to_string(),
            rows,
            ..Sheet::default()
        }
    }

    /// The sheet with one more row.
    pub fn row(mut self, cells: Vec<Cell>) -> Sheet {
        self.rows.push(cells);
        self
    }
}

/// Write the sheets to `path` as .xlsx.
pub fn write_workbook(path: &Path, sheets: &[Sheet]) {
    workbook(sheets)
        .save(path)
        .expect("the workbook is written");
}

/// The sheets as the bytes of an .xlsx file.
pub fn workbook_bytes(sheets: &[Sheet]) -> Vec<u8> {
    workbook(sheets)
        .save_to_buffer()
        .expect("the workbook is written")
}

/// A workbook holding the sheets, for a test to add to before saving.
pub fn workbook(sheets: &[Sheet]) -> Workbook {
    let mut book = Workbook::new();
    let created = ExcelDateTime::from_ymd(2019, 4, 23).expect("a date");
    book.set_properties(&DocProperties::new().set_creation_datetime(&created));
    let date = Format::new().set_num_format("yyyy-mm-dd");
    let plain = Format::new();
    for sheet in sheets {
        let ws = book.add_worksheet();
        ws.set_name(&sheet.name)
            .expect("a sheet name Excel accepts");
        // Merged first: a merge writes its first cell, which the rows then fill.
        for &(r0, c0, r1, c1) in &sheet.merges {
            ws.merge_range(r0, c0, r1, c1, "", &plain)
                .expect("merged regions do not overlap");
        }
        write_rows(ws, &sheet.rows, &date);
        for &row in &sheet.hidden_rows {
            ws.set_row_hidden(row).expect("a row within the limits");
        }
        for &column in &sheet.hidden_columns {
            ws.set_column_hidden(column)
                .expect("a column within the limits");
        }
    }
    book
}

fn write_rows(ws: &mut Worksheet, rows: &[Vec<Cell>], date: &Format) {
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            let (r, c) = (r as u32, c as u16);
            let written = match cell {
                Cell::Text(t) if t.is_empty() => continue,
                Cell::Text(t) => ws.write_string(r, c, t),
                Cell::Number(n) => ws.write_number(r, c, *n),
                Cell::Bool(b) => ws.write_boolean(r, c, *b),
                Cell::Date(y, m, d) => {
                    let day = ExcelDateTime::from_ymd(*y, *m, *d).expect("a calendar date");
                    ws.write_datetime_with_format(r, c, &day, date)
                }
                Cell::EmptyString => ws.write_string(r, c, ""),
                Cell::DayNumber(n) => ws.write_number_with_format(r, c, *n, date),
            };
            written.expect("a cell within the limits");
        }
    }
}
