//! Writes the corpus of bad standings workbooks in `tests/bad_input/`: one
//! file per case and, next to it, `<case>.expected.txt` with the text the
//! reader's error must contain (one substring per line, written by hand
//! from docs/input.md, not copied from a run). `tests/reader/bad_input.rs` reads every
//! case in the directory.
//!
//! Run `cargo run --example make_bad_inputs` after adding a case; the files
//! are committed. Document times are fixed so the bytes do not change.
//!
//! One case is not written here: `password_protected.xlsx`, which needs
//! encryption this crate does not do. It was made once from
//! `bad_date.xlsx` with the Python package msoffcrypto-tool
//! (`OOXMLFile(f).encrypt("xqprize", out)`) and is kept as committed.

use std::io::{Cursor, Read, Write};
use std::path::{Path, PathBuf};
use xqprize_testkit::workbook::{Cell, Sheet, workbook_bytes};

/// One cell: text, a number, a number in a cell formatted as a date, or
/// blank.
#[derive(Clone, Copy)]
enum V {
    T(&'static str),
    N(f64),
    S(f64),
    E,
}
use V::{E, N, S, T};

const HEADER: &[V] = &[
    T("名次"),
    T("编号"),
    T("姓名"),
    T("出生日期"),
    T("会员"),
    T("性别"),
];

/// Rows under `HEADER` that read without any problem.
fn good_rows() -> Vec<Vec<V>> {
    vec![
        vec![N(1.0), N(1.0), T("甲"), T("2008-05-01"), T("是"), T("男")],
        vec![N(2.0), N(2.0), T("乙"), T("1990/1/2"), T("否"), T("女")],
        vec![N(3.0), N(3.0), T("丙"), E, E, E],
    ]
}

fn with_header(rows: Vec<Vec<V>>) -> Vec<Vec<V>> {
    let mut all = vec![HEADER.to_vec()];
    all.extend(rows);
    all
}

impl V {
    /// The cell for the test kit's writer.
    fn cell(self) -> Cell {
        match self {
            T("") => Cell::EmptyString,
            T(text) => Cell::from(text),
            N(n) => Cell::Number(n),
            S(n) => Cell::DayNumber(n),
            E => Cell::blank(),
        }
    }
}

/// An .xlsx with the given sheets, written by the test kit's writer (bytes
/// independent of the clock).
fn xlsx(sheets: &[(&str, Vec<Vec<V>>)]) -> Vec<u8> {
    let sheets: Vec<Sheet> = sheets
        .iter()
        .map(|(name, rows)| {
            let cells = rows
                .iter()
                .map(|row| row.iter().map(|v| v.cell()).collect())
                .collect();
            Sheet::of(name, cells)
        })
        .collect();
    workbook_bytes(&sheets)
}

/// 公开组 with these rows and a good 少儿组.
fn open_sheet(rows: Vec<Vec<V>>) -> Vec<u8> {
    xlsx(&[("公开组", rows), ("少儿组", with_header(good_rows()))])
}

/// Rewrite one part of an .xlsx archive.
fn patch(bytes: Vec<u8>, part: &str, edit: impl Fn(String) -> String) -> Vec<u8> {
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options =
        zip::write::SimpleFileOptions::default().last_modified_time(zip::DateTime::default());
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).unwrap();
        let name = file.name().unwrap().to_string();
        let mut content = Vec::new();
        file.read_to_end(&mut content).unwrap();
        if name == part {
            content = edit(String::from_utf8(content).unwrap()).into_bytes();
        }
        out.start_file(name, options).unwrap();
        out.write_all(&content).unwrap();
    }
    out.finish().unwrap().into_inner()
}

fn with_row(mut rows: Vec<Vec<V>>, row: usize, col: usize, value: V) -> Vec<Vec<V>> {
    rows[row][col] = value;
    rows
}

/// (file name, bytes, substrings the error must contain).
fn cases() -> Vec<(&'static str, Vec<u8>, &'static [&'static str])> {
    let good = || with_header(good_rows());
    vec![
        (
            "missing_column.xlsx",
            open_sheet(vec![vec![T("名次"), T("姓名")], vec![N(1.0), T("甲")]]),
            &["公开组 (编号): required column is missing (header row 1 has 名次, 姓名)"],
        ),
        (
            "no_header_row.xlsx",
            open_sheet(vec![vec![N(1.0), N(1.0), T("甲")]]),
            &[
                "公开组: no header row: none of the first 20 rows names the columns 名次, 编号 and 姓名",
            ],
        ),
        (
            "repeated_column.xlsx",
            open_sheet(vec![
                vec![T("名次"), T("编号"), T("姓名"), T("rank")],
                vec![N(1.0), N(1.0), T("甲"), N(1.0)],
            ]),
            &["公开组!D1 (名次): the column appears twice (also A1); keep one"],
        ),
        (
            "duplicate_no.xlsx",
            open_sheet(with_row(good(), 3, 1, T("2"))),
            &["公开组!B4 (编号): \"2\" is already the 编号 of the player in B3"],
        ),
        (
            "bad_date.xlsx",
            open_sheet(with_row(good(), 2, 3, T("2008/13/01"))),
            &["公开组!D3 (出生日期): \"2008/13/01\" is not a date"],
        ),
        (
            "impossible_date.xlsx",
            open_sheet(with_row(good(), 1, 3, T("2007年2月29日"))),
            &["公开组!D2 (出生日期): \"2007年2月29日\" is not a date"],
        ),
        (
            // 20041331 typed into a date cell: no month 13, quoted as typed
            // (never as the day 20041331 counts to, +56770-02-13).
            "date_cell_not_a_date.xlsx",
            open_sheet(with_row(good(), 1, 3, S(20041331.0))),
            &[
                "公开组!D2（出生日期）：「20041331」不是出生日期。可填：2008-05-01 这样的完整日期、2008.05 这样的年月，或 2008 这样的年份。请改为其中一种写法。",
            ],
        ),
        (
            // The reader's rules hold the 2019 event: nobody is born in 2020.
            "birth_after_event.xlsx",
            open_sheet(with_row(good(), 2, 3, T("2020-03-01"))),
            &[
                "公开组!D3（出生日期）：「2020-03-01」晚于比赛年份 2019 年，不可能是出生日期。请核对并改为棋手的出生日期（如 2008-05-01，或年份 2008）。",
            ],
        ),
        (
            // More than the 32 767 characters a cell of the outputs holds.
            // The writer refuses such a cell: a placeholder is replaced in
            // the file's text, wherever the writer keeps strings.
            "cell_too_long.xlsx",
            ["xl/worksheets/sheet1.xml", "xl/sharedStrings.xml"]
                .iter()
                .fold(
                    open_sheet(with_row(good(), 1, 2, T("LONG_CELL"))),
                    |bytes, part| {
                        patch(bytes, part, |xml| {
                            xml.replace("LONG_CELL", &"长".repeat(40_000))
                        })
                    },
                ),
            &[
                "公开组!C2（姓名）：单元格有 40000 个字符（以「长长长长长长长长长长…」开头），超过电子表格单元格的上限 32767 个字符，输出表无法写入。请删去多余的内容，只留本栏应写的（姓名、单位等）。",
            ],
        ),
        (
            "bad_yes_no.xlsx",
            open_sheet(with_row(good(), 1, 4, T("maybe"))),
            &["公开组!E2 (会员): \"maybe\" is not yes/no"],
        ),
        (
            "bad_sex.xlsx",
            open_sheet(with_row(good(), 1, 5, T("男士"))),
            &["公开组!F2 (性别): \"男士\" is not a sex"],
        ),
        (
            "bad_id_type.xlsx",
            open_sheet(vec![
                vec![T("名次"), T("编号"), T("姓名"), T("证件类型")],
                vec![N(1.0), N(1.0), T("甲"), T("驾驶证")],
            ]),
            &["公开组!D2 (证件类型): “驾驶证” is no document type"],
        ),
        (
            "bad_region.xlsx",
            open_sheet(vec![
                vec![T("名次"), T("编号"), T("姓名"), T("地区")],
                vec![N(1.0), N(1.0), T("甲"), T("四川")],
            ]),
            &["公开组!D2 (地区): \"四川\" is not a region (石柱, 重庆 or 市外)"],
        ),
        (
            "negative_fouls.xlsx",
            open_sheet(vec![
                vec![T("名次"), T("编号"), T("姓名"), T("犯规")],
                vec![N(1.0), N(1.0), T("甲"), N(-1.0)],
            ]),
            &["公开组!D2 (犯规): \"-1\" is not a count"],
        ),
        (
            "fractional_rank.xlsx",
            open_sheet(with_row(good(), 2, 0, N(2.5))),
            &["公开组!A3 (名次): \"2.5\" is not a place (a whole number of 1 or more)"],
        ),
        (
            "zero_rank.xlsx",
            open_sheet(with_row(good(), 1, 0, T("0"))),
            &["公开组!A2 (名次): \"0\" is not a place"],
        ),
        (
            "blank_name.xlsx",
            open_sheet(with_row(good(), 3, 2, E)),
            &["公开组!C4 (姓名): blank, but the row holds a player"],
        ),
        (
            "wrong_continuation.xlsx",
            open_sheet(with_header(
                [1.0, 2.0, 3.0, 4.0, 5.0, 5.0, 5.0, 5.0, 6.0]
                    .iter()
                    .enumerate()
                    .map(|(i, rank)| vec![N(*rank), N(i as f64 + 1.0), T("某")])
                    .collect(),
            )),
            &[
                "公开组!A10 (名次): 4 players share 名次 5 (rows 6, 7, 8, 9), so the next place is 9, not 6",
            ],
        ),
        (
            "rank_gap.xlsx",
            open_sheet(with_row(good(), 3, 0, N(4.0))),
            &["公开组!A4 (名次): 名次 jumps from 2 to 4: no player has 名次 3"],
        ),
        (
            "missing_sheet.xlsx",
            xlsx(&[("公开组", good())]),
            &["少儿组: no such sheet in the workbook (it has: 公开组)"],
        ),
        (
            "empty_workbook.xlsx",
            xlsx(&[("Sheet1", vec![])]),
            &[
                "公开组: no such sheet in the workbook (it has: Sheet1)",
                "少儿组: no such sheet in the workbook (it has: Sheet1)",
            ],
        ),
        (
            "empty_sheets.xlsx",
            xlsx(&[("公开组", vec![]), ("少儿组", vec![])]),
            &["公开组: the sheet is empty", "少儿组: the sheet is empty"],
        ),
        (
            "many_problems.xlsx",
            open_sheet(with_header(
                (0..70).map(|_| vec![T("first"), N(1.0), T("甲")]).collect(),
            )),
            &[
                "公开组!A2 (名次): \"first\" is not a place",
                // 70 bad places and 69 repeated 编号: 50 listed, 89 counted.
                "and 89 more problems",
            ],
        ),
        (
            "not_a_workbook.xlsx",
            "名次,编号,姓名\n1,1,甲\n".as_bytes().to_vec(),
            &["not a workbook"],
        ),
        ("empty_file.xlsx", Vec::new(), &["the file is empty"]),
        (
            "truncated.xlsx",
            {
                let mut bytes = open_sheet(good());
                bytes.truncate(bytes.len() / 2);
                bytes
            },
            &["not a readable workbook"],
        ),
        (
            "zip_without_workbook.xlsx",
            {
                let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
                let options = zip::write::SimpleFileOptions::default()
                    .last_modified_time(zip::DateTime::default());
                out.start_file("readme.txt", options).unwrap();
                out.write_all(b"not a spreadsheet").unwrap();
                out.finish().unwrap().into_inner()
            },
            &["not a readable workbook"],
        ),
        (
            "huge_dimension.xlsx",
            patch(open_sheet(good()), "xl/worksheets/sheet1.xml", |xml| {
                xml.replacen(
                    "<dimension ref=\"A1:F4\"/>",
                    "<dimension ref=\"A1:XFE5\"/>",
                    1,
                )
            }),
            &["公开组: the sheet declares 16385 columns; at most 16384 are allowed"],
        ),
        (
            // The parsing library panics on this in debug builds and wraps
            // around in release builds; either way it is refused.
            "reversed_dimension.xlsx",
            patch(open_sheet(good()), "xl/worksheets/sheet1.xml", |xml| {
                xml.replacen(
                    "<dimension ref=\"A1:F4\"/>",
                    "<dimension ref=\"F4:A1\"/>",
                    1,
                )
            }),
            &["公开组: the file is damaged"],
        ),
        (
            "cell_beyond_last_row.xlsx",
            patch(open_sheet(good()), "xl/worksheets/sheet1.xml", |xml| {
                xml.replace("r=\"4\"", "r=\"2000000\"")
                    .replace("A4\"", "A2000000\"")
                    .replace("B4\"", "B2000000\"")
                    .replace("C4\"", "C2000000\"")
            }),
            &["公开组: the sheet has a cell in row 2000000; at most 1048576 rows are allowed"],
        ),
    ]
}

fn main() {
    let dir: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_input");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, bytes, expected) in cases() {
        std::fs::write(dir.join(name), bytes).unwrap();
        let stem = name.rsplit_once('.').map_or(name, |(s, _)| s);
        // The committed expectations are the Chinese messages, each with its
        // action; the English lines here only start a new case's file.
        let path = dir.join(format!("{stem}.expected.txt"));
        if !path.exists() {
            let mut text = expected.join("\n");
            text.push('\n');
            std::fs::write(path, text).unwrap();
        }
        println!("wrote {name}");
    }
}
