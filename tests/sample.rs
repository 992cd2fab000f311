//! The committed sample, samples/shizhu-2019.xlsx, is what the generator
//! writes for `SyntheticEvent::SHIZHU_2019`, byte for byte, and reads back as a
//! standings workbook with the SPEC §6 headers.

use calamine::{Data, Reader, Xlsx, open_workbook};
use std::path::Path;
use xqprize::synthetic::{SHEET_COLUMNS, SyntheticEvent};

const SAMPLE: &str = "samples/shizhu-2019.xlsx";

#[test]
fn committed_sample_is_regenerated_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let fresh = dir.path().join("shizhu-2019.xlsx");
    SyntheticEvent::SHIZHU_2019.write_xlsx(&fresh).unwrap();
    let committed = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(SAMPLE)).unwrap();
    let written = std::fs::read(&fresh).unwrap();
    assert!(
        committed == written,
        "{SAMPLE} differs from what the generator writes; regenerate it with \
         `cargo run --example make_sample -- {SAMPLE}` if the change is intended"
    );
}

#[test]
fn the_same_event_written_twice_gives_the_same_bytes() {
    let event = SyntheticEvent {
        open: 500,
        youth: 200,
        seed: 77,
    };
    let a = event.build().to_xlsx_bytes().unwrap();
    let b = event.build().to_xlsx_bytes().unwrap();
    assert!(a == b);
}

#[test]
fn sample_sheets_have_the_spec_headers_and_typed_cells() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(SAMPLE);
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    assert_eq!(book.sheet_names(), vec!["公开组", "少儿组"]);
    for (sheet, players) in [("公开组", 260), ("少儿组", 120)] {
        let range = book.worksheet_range(sheet).unwrap();
        assert_eq!(range.height(), players + 1, "{sheet}");
        let headers: Vec<String> = range
            .rows()
            .next()
            .unwrap()
            .iter()
            .map(|c| c.to_string())
            .collect();
        let expected: Vec<&str> = SHEET_COLUMNS.iter().map(|c| c.header()).collect();
        assert_eq!(headers, expected);
        let first = &range.rows().nth(1).unwrap();
        assert_eq!(first[0], Data::Float(1.0), "{sheet}: 名次 of the first row");
        assert!(
            matches!(first[4], Data::DateTime(_)),
            "{sheet}: 出生日期 is a date cell: {:?}",
            first[4]
        );
        assert!(matches!(first[2], Data::String(_)));
    }
}
