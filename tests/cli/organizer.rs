//! Helpers for the organizer's commands (`init`, `check`, `explain`): rows
//! written through the shared workbook writer, a small event, and ways to
//! read a workbook back.
#![allow(dead_code)]

pub use calamine::{Data, Reader, open_workbook_auto};
pub use std::path::Path;
pub use xqprize::rules::DEFAULT_RULES;
pub use xqprize::standings::Column;

pub use crate::common::Workdir;

/// A cell to write: text, or a number.
pub enum Cell<'a> {
    T(&'a str),
    N(f64),
}

pub type Rows<'a> = Vec<Vec<Cell<'a>>>;

/// Write a workbook: one sheet per (name, header, rows).
pub fn workbook(path: &Path, sheets: &[(&str, Vec<String>, Rows)]) {
    use crate::common::{Cell as C, Sheet, write_workbook};
    let sheets: Vec<Sheet> = sheets
        .iter()
        .map(|(name, header, rows)| {
            let header: Vec<&str> = header.iter().map(String::as_str).collect();
            rows.iter().fold(Sheet::new(name, &header), |sheet, row| {
                sheet.row(
                    row.iter()
                        .map(|cell| match cell {
                            Cell::T(t) => C::Text(t.to_string()),
                            Cell::N(n) => C::Number(*n),
                        })
                        .collect(),
                )
            })
        })
        .collect();
    write_workbook(path, &sheets);
}

/// The 1-based line of `text` holding `needle`.
pub fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

/// Sheet names and header rows of a workbook.
pub fn sheets_and_headers(path: &Path) -> Vec<(String, Vec<String>)> {
    let mut book = open_workbook_auto(path).unwrap();
    let names = book.sheet_names().to_vec();
    names
        .into_iter()
        .map(|name| {
            let range = book.worksheet_range(&name).unwrap();
            let header = range
                .rows()
                .next()
                .map(|row| {
                    row.iter()
                        .map(|c| match c {
                            Data::String(s) => s.clone(),
                            other => other.to_string(),
                        })
                        .collect()
                })
                .unwrap_or_default();
            (name, header)
        })
        .collect()
}

/// Open group only: top 4, women's top 2, one prize per player.
pub const SMALL_RULES: &str = r#"event = "小型公开赛"
event_year = 2024

[settings]
stacking = "one"

[[groups]]
sheet = "公开组"
kind = "open"

[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
places = [
  { place = "1", amount = "1000" },
  { place = "2", amount = "600" },
  { place = "3-4", amount = "300" },
]

[[schedules]]
id = "women"
name = "女子奖"
pool = { group = "公开组", sex = "女" }
places = [
  { place = "1", amount = "400" },
  { place = "2", amount = "200" },
]
"#;

pub fn small_event(w: &Workdir, with_sex: bool) {
    w.write("rules.toml", SMALL_RULES);
    let mut header = vec!["名次".to_string(), "编号".to_string(), "姓名".to_string()];
    if with_sex {
        header.push("性别".to_string());
    }
    let people = [
        (1.0, "A1", "甲", "男"),
        (2.0, "A2", "乙", "女"),
        (3.0, "A3", "丙", "男"),
        (4.0, "A4", "丁", "女"),
        (5.0, "A5", "乙", "女"),
    ];
    let rows = people
        .iter()
        .map(|&(rank, no, name, sex)| {
            let mut row = vec![Cell::N(rank), Cell::T(no), Cell::T(name)];
            if with_sex {
                row.push(Cell::T(sex));
            }
            row
        })
        .collect();
    workbook(&w.path("standings.xlsx"), &[("公开组", header, rows)]);
}

/// The XML of one sheet of an .xlsx file.
pub fn sheet_xml(path: &Path, index: usize) -> String {
    use std::io::Read as _;
    let file = std::fs::File::open(path).unwrap();
    let mut zip = zip::ZipArchive::new(file).unwrap();
    let mut xml = String::new();
    zip.by_name(&format!("xl/worksheets/sheet{index}.xml"))
        .unwrap()
        .read_to_string(&mut xml)
        .unwrap();
    xml
}
