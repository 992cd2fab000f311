//! Test helpers: write small standings workbooks and run the built binary in a
//! scratch folder.
#![allow(dead_code)]

use assert_cmd::Command;
use rust_xlsxwriter::Workbook;
use std::path::{Path, PathBuf};

/// A cell to write: text or a number.
#[derive(Clone, Debug)]
pub enum Cell {
    Text(String),
    Number(f64),
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

/// One sheet: a header row, then data rows.
pub struct Sheet {
    pub name: String,
    pub rows: Vec<Vec<Cell>>,
}

impl Sheet {
    pub fn new(name: &str, headers: &[&str]) -> Sheet {
        Sheet {
            name: name.to_string(),
            rows: vec![headers.iter().map(|h| Cell::from(*h)).collect()],
        }
    }

    pub fn row(mut self, cells: Vec<Cell>) -> Sheet {
        self.rows.push(cells);
        self
    }
}

/// Write the sheets to `path` as .xlsx.
pub fn write_workbook(path: &Path, sheets: &[Sheet]) {
    let mut workbook = Workbook::new();
    for sheet in sheets {
        let ws = workbook.add_worksheet();
        ws.set_name(&sheet.name).unwrap();
        for (r, row) in sheet.rows.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let (r, c) = (r as u32, c as u16);
                match cell {
                    Cell::Text(t) if t.is_empty() => {}
                    Cell::Text(t) => {
                        ws.write_string(r, c, t).unwrap();
                    }
                    Cell::Number(n) => {
                        ws.write_number(r, c, *n).unwrap();
                    }
                }
            }
        }
    }
    workbook.save(path).unwrap();
}

/// A scratch folder with an input workbook and an output folder.
pub struct Workdir {
    pub dir: tempfile::TempDir,
}

impl Workdir {
    pub fn new() -> Workdir {
        Workdir {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    pub fn xqprize(&self) -> Command {
        let mut cmd = Command::cargo_bin("xqprize").unwrap();
        cmd.current_dir(self.dir.path());
        cmd
    }

    /// Write a text file into the folder.
    pub fn write(&self, name: &str, text: &str) -> PathBuf {
        let path = self.path(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    /// Run the binary with `args`, expect exit status `code`, give stdout.
    pub fn stdout(&self, args: &[&str], code: i32) -> String {
        let out = self.xqprize().args(args).output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(code),
            "stdout: {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    /// Run the binary with `args`, expect exit status `code`, give stderr.
    pub fn stderr(&self, args: &[&str], code: i32) -> String {
        let out = self.xqprize().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(code));
        String::from_utf8(out.stderr).unwrap()
    }

    /// Names of the files in `out/`, sorted; empty when the folder is absent.
    pub fn outputs(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.path("out"))
            .map(|d| {
                d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }
}

pub const OPEN_HEADERS: [&str; 6] = ["名次", "编号", "姓名", "性别", "出生日期", "地区"];
pub const YOUTH_HEADERS: [&str; 6] = ["名次", "编号", "姓名", "性别", "出生日期", "地区"];

/// A 公开组 row under `OPEN_HEADERS`: a man from 重庆.
pub fn open_man(rank: u32, no: &str, name: &str, born: &str) -> Vec<Cell> {
    vec![
        rank.into(),
        no.into(),
        name.into(),
        "男".into(),
        born.into(),
        "重庆".into(),
    ]
}

/// A well-formed 公开组 of `n` men from 重庆 and an empty 少儿组.
pub fn small_event(n: u32) -> Vec<Sheet> {
    let mut open = Sheet::new("公开组", &OPEN_HEADERS);
    for r in 1..=n {
        open = open.row(open_man(
            r,
            &(100 + r).to_string(),
            &format!("选手{r}"),
            "1990-01-01",
        ));
    }
    vec![open, Sheet::new("少儿组", &YOUTH_HEADERS)]
}

/// Every cell of a sheet of the workbook at `path` as text: numbers as Rust
/// prints them (450.5, 2901), blanks empty.
pub fn sheet_rows(path: &Path, sheet: &str) -> Vec<Vec<String>> {
    use calamine::{Reader, open_workbook_auto};
    let mut book = open_workbook_auto(path).unwrap();
    let range = book.worksheet_range(sheet).unwrap();
    range
        .rows()
        .map(|r| r.iter().map(cell_text).collect())
        .collect()
}

/// One part of an .xlsx (a zip archive) as text, e.g. "xl/workbook.xml".
pub fn xlsx_part(bytes: &[u8], name: &str) -> String {
    use std::io::Read;
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut text = String::new();
    archive
        .by_name(name)
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    text
}

/// One cell as text, as `sheet_rows` gives it.
pub fn cell_text(cell: &calamine::Data) -> String {
    use calamine::Data;
    match cell {
        Data::String(s) => s.clone(),
        Data::Float(f) => format!("{f}"),
        Data::Int(i) => i.to_string(),
        Data::Empty => String::new(),
        other => format!("{other}"),
    }
}
