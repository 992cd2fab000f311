//! Writes the corpus of disguised standings in `tests/disguised/`: the
//! sample event's workbook (`samples/shizhu-2019.xlsx`) dressed the way
//! arbiters send standings, one file per situation of docs/input.md, and beside
//! each `<case>.expected.txt`: either the line `same money as the sample`
//! (the file must give the clean sample's results.json amounts exactly), or
//! the text the error must contain, one substring per line, written by hand
//! from docs/input.md. `tests/reader/disguised.rs` reads every case in the directory.
//!
//! Run `cargo run --example make_disguised` after changing a case; the
//! files are committed. The .xls and .ods copies in the directory
//! (`titles_xls.xls`, `merged_ranks_xls.xls`, `titles_ods.ods`,
//! `merged_ranks_ods.ods`) were converted from `titles.xlsx` and
//! `merged_ranks.xlsx` once with LibreOffice 7.4
//! (`soffice --headless --convert-to xls|ods`) and are kept as committed;
//! their expectations are written here.

#[path = "../tests/common/disguise.rs"]
mod disguise;

use disguise::{
    C, Disguise, Html, Sheet, apply, in_order, load, save, save_html, save_xlsb, save_xml2003,
};
use std::io::{Cursor, Read, Write};
use std::path::Path;

const SAME: &str = "same money as the sample";

fn sample() -> Vec<Sheet> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/shizhu-2019.xlsx");
    load(&std::fs::read(path).unwrap())
}

fn dressed(disguises: &[Disguise]) -> Vec<u8> {
    save(&dressed_sheets(disguises))
}

/// The same as an .xlsb, written record by record (`save_xlsb`).
fn dressed_xlsb(disguises: &[Disguise]) -> Vec<u8> {
    save_xlsb(&dressed_sheets(disguises))
}

fn dressed_sheets(disguises: &[Disguise]) -> Vec<Sheet> {
    let mut sheets = sample();
    for d in in_order(disguises.to_vec()) {
        apply(&mut sheets, d);
    }
    sheets
}

/// Both groups on one sheet with a 组别 column.
fn one_sheet() -> Vec<u8> {
    let sheets = sample();
    let mut rows: Vec<Vec<C>> = Vec::new();
    for s in &sheets {
        let width = s.width();
        for (i, row) in s.rows.iter().enumerate() {
            if i == 0 && !rows.is_empty() {
                continue;
            }
            let mut row = row.clone();
            row.resize(width, C::E);
            row.push(if i == 0 {
                C::T("组别".into())
            } else {
                C::T(s.name.clone())
            });
            rows.push(row);
        }
    }
    save(&[Sheet {
        name: "成绩表".into(),
        rows,
        merges: Vec::new(),
        hidden: Vec::new(),
        hidden_columns: Vec::new(),
    }])
}

/// The sample with a stale copy of 公开组 left by "move or copy".
fn stale_copy() -> Vec<u8> {
    let mut sheets = sample();
    let mut copy = sheets[0].clone();
    copy.name = "公开组 (2)".into();
    copy.rows.truncate(100);
    sheets.push(copy);
    save(&sheets)
}

/// Edit the sample's 公开组 sheet.
fn edited(edit: impl Fn(&mut Sheet)) -> Vec<u8> {
    let mut sheets = sample();
    edit(&mut sheets[0]);
    save(&sheets)
}

/// The sample with a shared-string table that expands beyond the limit.
fn huge_shared_strings() -> Vec<u8> {
    let bytes = save(&sample());
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .last_modified_time(zip::DateTime::default())
        .compression_level(Some(9));
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).unwrap();
        let name = file.name().unwrap().to_string();
        let mut content = Vec::new();
        file.read_to_end(&mut content).unwrap();
        if name == "xl/sharedStrings.xml" {
            let text = String::from_utf8(content).unwrap();
            let padding = " ".repeat(130 * 1024 * 1024);
            content = text
                .replacen("<sst ", &format!("<sst {padding}"), 1)
                .into_bytes();
        }
        out.start_file(name, options).unwrap();
        out.write_all(&content).unwrap();
    }
    out.finish().unwrap().into_inner()
}

/// (file name, bytes, what it must give).
fn cases() -> Vec<(&'static str, Vec<u8>, Vec<&'static str>)> {
    use Disguise::*;
    let mut cases: Vec<(&'static str, Vec<u8>, Vec<&'static str>)> = vec![
        ("titles.xlsx", dressed(&[Titles]), vec![SAME]),
        ("two_row_header.xlsx", dressed(&[TwoRowHeader]), vec![SAME]),
        ("footers.xlsx", dressed(&[Footers]), vec![SAME]),
        ("total_row.xlsx", dressed(&[TotalRow]), vec![SAME]),
        (
            "repeated_headers.xlsx",
            dressed(&[RepeatedHeaders]),
            vec![SAME],
        ),
        ("merged_ranks.xlsx", dressed(&[MergedRanks]), vec![SAME]),
        ("hidden_rows.xlsx", dressed(&[HiddenRows]), vec![SAME]),
        ("hidden_columns.xlsx", dressed(&[HiddenColumns]), vec![SAME]),
        ("header_aliases.xlsx", dressed(&[HeaderAliases]), vec![SAME]),
        ("rank_words.xlsx", dressed(&[RankWords]), vec![SAME]),
        (
            "year_month_numbers.xlsx",
            dressed(&[YearMonthNumbers]),
            vec![SAME],
        ),
        (
            "year_month_text.xlsx",
            dressed(&[YearMonthText]),
            vec![SAME],
        ),
        ("year_numbers.xlsx", dressed(&[YearNumbers]), vec![SAME]),
        ("year_text.xlsx", dressed(&[YearText]), vec![SAME]),
        ("spellings.xlsx", dressed(&[Spellings]), vec![SAME]),
        ("sheet_names.xlsx", dressed(&[SheetNames]), vec![SAME]),
        ("extra_column.xlsx", dressed(&[ExtraColumn]), vec![SAME]),
        ("everything.xlsx", dressed(&Disguise::ALL), vec![SAME]),
        // .xlsb: the merged regions are read from the sheet's part.
        ("plain_xlsb.xlsb", dressed_xlsb(&[]), vec![SAME]),
        (
            "merged_ranks_xlsb.xlsb",
            dressed_xlsb(&[MergedRanks]),
            vec![SAME],
        ),
        (
            "everything_xlsb.xlsb",
            dressed_xlsb(&Disguise::ALL),
            vec![SAME],
        ),
        ("one_sheet_with_groups.xlsx", one_sheet(), vec![SAME]),
        // Text files saved as .xls: an HTML page (as web registration
        // systems export, GBK with its charset, or UTF-8 with a mark) and
        // an XML Spreadsheet 2003 file, merged cells included.
        (
            "merged_ranks_html.xls",
            save_html(&dressed_sheets(&[MergedRanks]), Html::Gbk),
            vec![SAME],
        ),
        (
            "everything_html.xls",
            save_html(&dressed_sheets(&Disguise::ALL), Html::Utf8Captions),
            vec![SAME],
        ),
        (
            "merged_ranks_xml2003.xls",
            save_xml2003(&dressed_sheets(&[MergedRanks])),
            vec![SAME],
        ),
        (
            "everything_xml2003.xls",
            save_xml2003(&dressed_sheets(&Disguise::ALL)),
            vec![SAME],
        ),
        (
            "stale_copy.xlsx",
            stale_copy(),
            vec![
                "公开组: 2 sheets could be 公开组: \"公开组\", \"公开组 (2)\"; rename or delete the stale copy, or choose with --sheet 公开组=SHEET",
            ],
        ),
        (
            "wrong_range.xlsx",
            {
                // Places 5-8 written as 5-9 on their four rows: a fifth
                // player is missing, or the range is wrong.
                let mut sheets = sample();
                apply(&mut sheets, RankWords);
                for row in &mut sheets[0].rows {
                    if row.first() == Some(&C::T("5-8".into())) {
                        row[0] = C::T("5-9".into());
                    }
                }
                save(&sheets)
            },
            vec![
                "公开组!A6 (名次): 名次 5-9 is a place shared by 5 players, but 4 rows hold it (rows 6–9)",
            ],
        ),
        (
            "place_without_player.xlsx",
            edited(|s| {
                // Row 10 keeps its 名次 (9) but loses 编号 and 姓名.
                let (no, name) = (s.col(0, "编号").unwrap(), s.col(0, "姓名").unwrap());
                s.rows[9][no] = C::E;
                s.rows[9][name] = C::E;
            }),
            vec!["公开组!A10 (名次): 名次 9 but no 编号 or 姓名"],
        ),
        (
            "two_fields_header.xlsx",
            edited(|s| {
                let sex = s.col(0, "性别").unwrap();
                s.rows[0][sex] = C::T("性别/出生日期".into());
            }),
            vec!["the header \"性别/出生日期\" could be two fields (性别 and 出生日期)"],
        ),
        (
            "missing_member_column.xlsx",
            edited(|s| {
                let member = s.col(0, "会员").unwrap();
                for row in &mut s.rows {
                    if member < row.len() {
                        row.remove(member);
                    }
                }
            }),
            vec![
                "schedule \"member\": the pool filters on 会员, but the sheet \"公开组\" has no 会员 column",
                "schedule \"shizhu-member\": the pool filters on 会员",
            ],
        ),
        (
            "huge_shared_strings.xlsx",
            huge_shared_strings(),
            vec![
                "the workbook part xl/sharedStrings.xml (the shared-string table) expands to 131 MiB; at most 128 MiB are read",
            ],
        ),
    ];
    cases.sort_by_key(|c| c.0);
    cases
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/disguised");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, bytes, expected) in cases() {
        std::fs::write(dir.join(name), bytes).unwrap();
        let stem = name.rsplit_once('.').map_or(name, |(s, _)| s);
        let mut text = expected.join("\n");
        text.push('\n');
        std::fs::write(dir.join(format!("{stem}.expected.txt")), text).unwrap();
        println!("wrote {name}");
    }
    // The converted copies (see the top of this file): what each must give.
    for (stem, expected) in [
        ("titles_xls", SAME),
        ("merged_ranks_xls", SAME),
        ("titles_ods", SAME),
        // Read from the file's own spans.
        ("merged_ranks_ods", SAME),
    ] {
        std::fs::write(
            dir.join(format!("{stem}.expected.txt")),
            format!("{expected}\n"),
        )
        .unwrap();
    }
}
