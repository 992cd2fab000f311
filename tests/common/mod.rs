//! Test helpers: small standings workbooks (written by the test kit's one
//! writer, `xqprize_testkit::workbook`), the built binary run in a scratch
//! folder, and workbooks read back as text.
#![allow(dead_code)]

use assert_cmd::Command;
use std::path::{Path, PathBuf};
use xqprize::standings::read::{InputError, Read, ReadOptions, Source, read_standings};
use xqprize::threads::Threads;
// Each test binary uses some of these.
#[allow(unused_imports)]
pub use xqprize_testkit::workbook::{Cell, Sheet, workbook_bytes, write_workbook};

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
        // These tests pin the English wording; the Chinese is pinned by
        // `cli::zh` and by the catalogue's own tests.
        cmd.env("XQPRIZE_LANG", "en");
        cmd
    }

    /// The same in the default language, Chinese.
    pub fn xqprize_zh(&self) -> Command {
        let mut cmd = self.xqprize();
        cmd.env_remove("XQPRIZE_LANG");
        cmd
    }

    /// What `explain` says in Chinese of `player` in the workbook
    /// `standings` under rules.toml, the command having succeeded.
    pub fn explain_zh(&self, standings: &str, player: &str) -> String {
        let out = (self.xqprize_zh())
            .args(["explain", standings, "--rules", "rules.toml"])
            .args(["--player", player])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
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

/// The columns the shipped rules need (docs/input.md: a column a pool filters on
/// must be there; 会员 and 称号 may be blank).
pub const OPEN_HEADERS: [&str; 8] = [
    "名次",
    "编号",
    "姓名",
    "性别",
    "出生日期",
    "地区",
    "会员",
    "称号",
];
pub const YOUTH_HEADERS: [&str; 8] = OPEN_HEADERS;

/// A 公开组 row under `OPEN_HEADERS`: a man from 重庆.
pub fn open_man(rank: u32, no: &str, name: &str, born: &str) -> Vec<Cell> {
    vec![
        rank.into(),
        no.into(),
        name.into(),
        "男".into(),
        born.into(),
        "重庆".into(),
        "否".into(),
        "".into(),
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

/// How a cell that is not text, a number or blank (a date, a boolean, an
/// error) is put as text when a sheet is read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Others {
    /// As the cell displays: `2019-05-01`, `true`.
    Shown,
    /// Tagged with its type: `DateTime(…)`, `Bool(true)`.
    Tagged,
}

/// The tests' thread policy: `Threads::One` with `XQPRIZE_THREADS=1`,
/// which the program reads in its binary, and these tests here, so that a
/// run with it set checks the plain path and the one-thread writers.
pub fn threads() -> Threads {
    Threads::one_if(std::env::var("XQPRIZE_THREADS").is_ok_and(|n| n.trim() == "1"))
}

/// How the tests read when the rules file says nothing about reading.
pub fn plain_options() -> ReadOptions {
    ReadOptions {
        threads: threads(),
        ..ReadOptions::default()
    }
}

/// The groups `sheets` of the workbook file at `path`, read as when the
/// rules file says nothing about reading.
pub fn read_file<S: AsRef<str>>(path: &Path, sheets: &[S]) -> Result<Read, InputError> {
    read_standings(&Source::File(path.into()), sheets, &plain_options())
}

/// The same, of a workbook's bytes uploaded as `name`.
pub fn read_upload<S: AsRef<str>>(
    name: &str,
    bytes: Vec<u8>,
    sheets: &[S],
) -> Result<Read, InputError> {
    let (name, bytes) = (name.to_string(), bytes.into());
    read_standings(&Source::Bytes { name, bytes }, sheets, &plain_options())
}

/// Every cell of a sheet of the workbook at `path` as text: numbers as Rust
/// prints them (450.5, 2901), blanks empty, other cells as shown.
pub fn sheet_rows(path: &Path, sheet: &str) -> Vec<Vec<String>> {
    use calamine::{Reader, open_workbook_auto};
    let mut book = open_workbook_auto(path).unwrap();
    range_rows(&book.worksheet_range(sheet).unwrap(), Others::Shown)
}

/// A table's rows down to its totals row: the rows of a sheet that ends, a
/// blank row after the totals, with the lines to sign (制表人, 审核人,
/// 负责人, 日期), which are checked to be there.
#[allow(dead_code)]
pub fn signed_table(rows: &[Vec<String>]) -> &[Vec<String>] {
    let n = rows.len();
    assert!(n >= 3, "too few rows for a signed table: {rows:?}");
    let sign = &rows[n - 1][0];
    for label in ["制表人：", "审核人：", "负责人：", "日期："] {
        assert!(sign.contains(label), "no {label} in {sign:?}");
    }
    assert!(
        rows[n - 2].iter().all(String::is_empty),
        "{:?}",
        rows[n - 2]
    );
    &rows[..n - 2]
}

/// Every cell of a sheet of an .xlsx file held in memory, as `range_rows`.
pub fn bytes_rows(bytes: Vec<u8>, sheet: &str, others: Others) -> Vec<Vec<String>> {
    use calamine::{Reader, Xlsx, open_workbook_from_rs};
    let mut book: Xlsx<_> = open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    range_rows(&book.worksheet_range(sheet).unwrap(), others)
}

/// The rows of a sheet as text, trailing blanks kept.
pub fn range_rows(range: &calamine::Range<calamine::Data>, others: Others) -> Vec<Vec<String>> {
    range
        .rows()
        .map(|r| r.iter().map(|c| cell_text_as(c, others)).collect())
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
    cell_text_as(cell, Others::Shown)
}

/// One cell as text: numbers as Rust prints them, blanks empty, other cells
/// as `others` says.
pub fn cell_text_as(cell: &calamine::Data, others: Others) -> String {
    use calamine::Data;
    match cell {
        Data::String(s) => s.clone(),
        Data::Float(f) => format!("{f}"),
        Data::Int(i) => i.to_string(),
        Data::Empty => String::new(),
        other if others == Others::Shown => format!("{other}"),
        other => format!("{other:?}"),
    }
}

/// results.json without each payout's `standing` (the standings facts it
/// rests on, recorded for corrections): for comparing money with results
/// that do not carry them, or read them differently.
pub fn without_standing(results: &mut serde_json::Value) {
    for payout in results["payouts"].as_array_mut().into_iter().flatten() {
        payout.as_object_mut().map(|p| p.remove("standing"));
    }
}

/// results.json without each award's `placed` (the winner's own final place
/// beside the place paid, the award list's note): for comparing money with
/// checked results written before it was recorded.
pub fn without_placed(results: &mut serde_json::Value) {
    for award in results["awards"].as_array_mut().into_iter().flatten() {
        award.as_object_mut().map(|a| a.remove("placed"));
    }
}
