//! Whatever the file holds, the reader answers with standings or an error
//! naming the file, never a panic: random bytes, workbooks whose XML has
//! been damaged at random, and well-formed workbooks with random cell
//! values. The `fuzz/` target does the same with coverage guidance.

use crate::common::{Cell, Sheet, read_file, read_upload, workbook_bytes};
use proptest::prelude::*;
use std::io::{Cursor, Read as _, Write as _};

/// The sheets to read.
const SHEETS: [&str; 2] = ["公开组", "少儿组"];

/// Read `bytes` as a workbook file; fail if reading panics or an error
/// does not name the file.
fn read_bytes(bytes: &[u8]) -> Result<(), TestCaseError> {
    read_named("standings.xlsx", bytes)
}

/// The same, the file named `name`.
fn read_named(name: &str, bytes: &[u8]) -> Result<(), TestCaseError> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    let outcome = std::panic::catch_unwind(|| read_file(&path, &SHEETS));
    match outcome {
        Err(_) => Err(TestCaseError::fail("read_standings panicked")),
        Ok(Ok(_)) => Ok(()),
        Ok(Err(e)) => {
            prop_assert!(
                e.render(xqprize::msg::Lang::En)
                    .starts_with(&path.display().to_string())
            );
            prop_assert!(!e.problems.is_empty());
            Ok(())
        }
    }
}

/// A small valid workbook to damage.
fn seed() -> Vec<u8> {
    let rows: [[&str; 6]; 4] = [
        ["名次", "编号", "姓名", "出生日期", "身份证号", "会员"],
        ["1", "1", "甲", "2008-05-01", "11010519491231002X", "是"],
        ["2", "2", "乙", "2008/5/1", "", "否"],
        ["2", "3", "丙", "", "110105491231002", ""],
    ];
    let sheet = |name: &str| {
        let cells = rows
            .iter()
            .map(|row| row.iter().map(|&text| Cell::from(text)).collect())
            .chain([vec![Cell::Number(4.0), Cell::Number(4.0), Cell::from("丁")]])
            .collect();
        Sheet::of(name, cells)
    };
    workbook_bytes(&[sheet("公开组"), sheet("少儿组")])
}

/// The seed as an .xlsb (written record by record), the shared place 2
/// merged down over its two rows.
fn seed_xlsb() -> Vec<u8> {
    let mut sheets = crate::disguise::load(&seed());
    sheets[0].merges.push((2, 0, 3, 0));
    crate::disguise::save_xlsb(&sheets)
}

/// The seed with one part's text damaged: `cut` bytes from `at` replaced
/// by `insert` (positions taken modulo the part's length).
pub(crate) fn damaged(seed: &[u8], part: usize, at: usize, cut: usize, insert: &[u8]) -> Vec<u8> {
    let mut archive = zip::ZipArchive::new(Cursor::new(seed)).unwrap();
    let part = part % archive.len();
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).unwrap();
        let name = file.name().unwrap().to_string();
        let mut content = Vec::new();
        file.read_to_end(&mut content).unwrap();
        if i == part && !content.is_empty() {
            let at = at % content.len();
            let end = (at + cut).min(content.len());
            content.splice(at..end, insert.iter().copied());
        }
        out.start_file(name, zip::write::SimpleFileOptions::default())
            .unwrap();
        out.write_all(&content).unwrap();
    }
    out.finish().unwrap().into_inner()
}

/// Pieces of XML most likely to upset a reader when dropped in.
fn xml_piece() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..16),
        Just(b"<c r=\"XFE1\"><v>1</v></c>".to_vec()),
        Just(b"<c r=\"A2000000\" t=\"s\"><v>99999</v></c>".to_vec()),
        Just(b"<dimension ref=\"Z9:A1\"/>".to_vec()),
        Just(b"<c t=\"s\"><v>-1</v></c>".to_vec()),
        Just(b"<c r=\"B2\" t=\"d\"><v>notadate</v></c>".to_vec()),
        Just(b"<c r=\"A3\" s=\"999\"><v>1e308</v></c>".to_vec()),
        Just(b"<row r=\"0\">".to_vec()),
        Just(b"</sheetData>".to_vec()),
        Just(b"date1904=\"1\"".to_vec()),
        Just(b"<si><t>\xe5\x90\x8d\xe6\xac\xa1</t></si>".to_vec()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2048)) {
        read_bytes(&bytes)?;
    }

    #[test]
    fn random_bytes_behind_a_zip_signature_never_panic(
        bytes in proptest::collection::vec(any::<u8>(), 0..2048)
    ) {
        let mut file = b"PK\x03\x04".to_vec();
        file.extend(bytes);
        read_bytes(&file)?;
    }

    #[test]
    fn damaged_workbook_xml_never_panics(
        part in 0usize..32,
        at in 0usize..100_000,
        cut in 0usize..64,
        insert in xml_piece(),
    ) {
        let seed = seed();
        read_bytes(&damaged(&seed, part, at, cut, &insert))?;
    }

    #[test]
    fn damaged_xlsb_records_never_panic(
        part in 0usize..32,
        at in 0usize..100_000,
        cut in 0usize..16,
        insert in proptest::collection::vec(any::<u8>(), 0..16),
    ) {
        read_named("standings.xlsb", &damaged(&seed_xlsb(), part, at, cut, &insert))?;
    }

    #[test]
    fn random_cell_values_never_panic(
        cells in proptest::collection::vec(
            (0u32..6, 0u16..8, prop_oneof![
                any::<f64>().prop_map(CellValue::Number),
                "\\PC{0,12}".prop_map(CellValue::Text),
                any::<bool>().prop_map(CellValue::Bool),
            ]),
            0..40,
        )
    ) {
        let header = ["名次", "编号", "姓名", "出生日期", "身份证号", "会员", "性别", "犯规"];
        let mut open = Sheet::new("公开组", &header);
        // A blank grid below the header; a later value for a cell replaces
        // an earlier one.
        open.rows.resize(7, vec![Cell::from(""); header.len()]);
        for (r, c, value) in &cells {
            open.rows[*r as usize + 1][usize::from(*c)] = match value {
                CellValue::Number(n) => Cell::Number(*n),
                CellValue::Text(t) if t.is_empty() => Cell::EmptyString,
                CellValue::Text(t) => Cell::Text(t.clone()),
                CellValue::Bool(b) => Cell::Bool(*b),
            };
        }
        let bytes = workbook_bytes(&[open, Sheet::new("少儿组", &[])]);
        read_bytes(&bytes)?;
    }
}

#[derive(Debug, Clone)]
enum CellValue {
    Number(f64),
    Text(String),
    Bool(bool),
}

#[test]
fn the_xlsb_seed_itself_reads() {
    let read = read_upload("seed.xlsb", seed_xlsb(), &SHEETS).unwrap();
    assert_eq!(read.standings.player_count(), 8);
}

#[test]
fn the_seed_itself_reads() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("seed.xlsx");
    std::fs::write(&path, seed()).unwrap();
    let read = read_file(&path, &SHEETS).unwrap();
    assert_eq!(read.standings.player_count(), 8);
}
