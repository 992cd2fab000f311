//! The committed sample, samples/shizhu-2019.xlsx, is what the generator
//! writes for `SyntheticEvent::SHIZHU_2019`, byte for byte, and reads back as a
//! standings workbook with the headers of docs/input.md#columns, into the very rows generated.

use crate::common::read_file;
use calamine::{Data, Reader, Xlsx, open_workbook};
use std::path::Path;
use xqprize::engine;
use xqprize::rules::{DEFAULT_RULES, Rules, RulesFile, Stacking};
use xqprize_testkit::synthetic::{SHEET_COLUMNS, SyntheticEvent};

const SAMPLE: &str = "samples/shizhu-2019.xlsx";

#[test]
fn committed_sample_is_regenerated_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let fresh = dir.path().join("shizhu-2019.xlsx");
    SyntheticEvent::SHIZHU_2019.write_xlsx(&fresh).unwrap();
    let committed = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(SAMPLE)).unwrap();
    let written = std::fs::read(&fresh).unwrap();
    assert!(
        without_made_by_system(committed) == without_made_by_system(written),
        "{SAMPLE} differs from what the generator writes; regenerate it with \
         `cargo run --example make_sample -- {SAMPLE}` if the change is intended"
    );
}

/// A zip's bytes with the system that made each entry (the high byte of
/// "version made by" in the central directory: 3 Unix, 0 Windows) cleared:
/// the one byte by which the same workbook written on Linux and on Windows
/// differs.
fn without_made_by_system(mut zip: Vec<u8>) -> Vec<u8> {
    let u16_at = |b: &[u8], i: usize| usize::from(u16::from_le_bytes([b[i], b[i + 1]]));
    let u32_at = |b: &[u8], i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
    let end = (0..zip.len().saturating_sub(21))
        .rev()
        .find(|&i| zip[i..].starts_with(b"PK\x05\x06"))
        .expect("a zip has an end of central directory record");
    let entries = u16_at(&zip, end + 10);
    let mut at = u32_at(&zip, end + 16) as usize;
    for _ in 0..entries {
        assert!(
            zip[at..].starts_with(b"PK\x01\x02"),
            "central directory entry at {at}"
        );
        zip[at + 5] = 0;
        at += 46 + u16_at(&zip, at + 28) + u16_at(&zip, at + 30) + u16_at(&zip, at + 32);
    }
    zip
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

fn shipped_rules() -> Rules {
    RulesFile::parse(DEFAULT_RULES)
        .and_then(RulesFile::into_rules)
        .unwrap()
}

#[test]
fn sample_reads_back_as_the_rows_the_generator_built() {
    let rules = shipped_rules();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(SAMPLE);
    let read = read_file(&path, &rules.sheets()).unwrap();
    let built = SyntheticEvent::SHIZHU_2019.build();
    for (group, sheet) in read.standings.groups.iter().zip(built.sheets()) {
        assert_eq!(group.sheet, sheet.name);
        assert_eq!(group.players.len(), sheet.rows.len());
        for (p, r) in group.players.iter().zip(&sheet.rows) {
            let at = format!("{} row {}", group.sheet, p.row);
            assert_eq!(p.rank, r.rank, "{at}");
            assert_eq!(p.no, r.no.to_string(), "{at}");
            assert_eq!(p.name, r.name, "{at}");
            // A blank 性别 or 出生日期 is taken from the ID number.
            assert_eq!(p.sex.map(|s| s.label()), Some(r.sex.label()), "{at}");
            assert_eq!(p.birth_date, Some(r.birth), "{at}");
            assert_eq!(p.id_number.as_deref(), r.id_number.as_deref(), "{at}");
            assert_eq!(p.club, r.club, "{at}");
            assert_eq!(p.title, r.title, "{at}");
            assert_eq!(
                p.region.as_ref().map(|x| x.label()),
                r.region.map(|x| x.label()),
                "{at}"
            );
            assert_eq!(p.member, r.member, "{at}");
            assert_eq!(p.prelim_rank, r.prelim_rank, "{at}");
            assert_eq!(p.fouls, r.fouls, "{at}");
            assert_eq!(p.student, r.student, "{at}");
            assert_eq!(p.student_proof, r.student_proof, "{at}");
            assert_eq!(p.completed, r.completed, "{at}");
            assert_eq!(p.discipline, r.discipline, "{at}");
        }
    }
}

/// Of the eight students, four meet conditions 1-4; two of those are in the
/// knockout (an overall place prize, so condition 5 fails). The other two are
/// a non-member from 重庆 at place 84 and a player from 市外 at place 222, whom
/// no pool reaches in either mode: they get the subsidy, and only they.
#[test]
fn sample_subsidy_goes_to_the_two_students_meeting_every_condition() {
    let rules = shipped_rules();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(SAMPLE);
    let read = read_file(&path, &rules.sheets()).unwrap();
    let built = SyntheticEvent::SHIZHU_2019.build();
    let mut expected: Vec<String> = built
        .open
        .rows
        .iter()
        .filter(|r| r.meets_student_conditions() && r.rank > 32)
        .map(|r| r.no.to_string())
        .collect();
    expected.sort();
    assert_eq!(expected.len(), 2);
    for stacking in [Stacking::All, Stacking::One] {
        let outcome = engine::compute(&rules.with_stacking(stacking), &read.standings).unwrap();
        let mut granted: Vec<String> = outcome
            .grants
            .iter()
            .map(|g| g.player.player(&read.standings).no.to_string())
            .collect();
        granted.sort();
        assert_eq!(granted, expected, "{stacking:?}");
    }
}
