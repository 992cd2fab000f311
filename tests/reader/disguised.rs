//! Standings as arbiters send them (docs/input.md). Every workbook in
//! `tests/disguised/` (written by `examples/make_disguised.rs` from the
//! sample event) gives either the clean sample's money exactly — the
//! results.json sections that carry amounts and names equal those of
//! `tests/data/sample.all.results.json`, which were checked by hand against
//! the regulation — or the error its `<case>.expected.txt` names. None may
//! give other money. A property test dresses random standings in a random
//! mix of disguises, saved as .xlsx or .xlsb, and asks for the money of the
//! plain workbook.

use crate::disguise;
use proptest::prelude::*;
use serde_json::Value;
use std::path::Path;
use xqprize::msg::Lang;
use xqprize::pipeline::{self, LoadedRules, RulesSource};
use xqprize::rules::Overrides;

/// The sections of results.json that say who gets what.
const MONEY: [&str; 6] = [
    "awards",
    "vacant",
    "subsidies",
    "qualifiers",
    "payouts",
    "budget",
];

fn built_in() -> LoadedRules {
    pipeline::load_rules(&RulesSource::built_in(Lang::En), &Overrides::default()).unwrap()
}

/// Read, check and compute as `run` does, with the built-in rules;
/// results.json, or the error text.
pub(crate) fn results(path: &Path) -> Result<Value, String> {
    // These cases pin the English wording (the Chinese of the reader is
    // pinned by the bad-input corpus).
    let loaded = built_in();
    let read = pipeline::read(path, &loaded.rules, &[], crate::common::threads())
        .map_err(|e| e.render(Lang::En))?;
    let computed =
        pipeline::compute(&loaded.rules, &loaded.lines, &read).map_err(|e| e.render(Lang::En))?;
    let files = pipeline::output_files(&loaded, &read.standings, &computed, Lang::En).unwrap();
    let json = files.iter().find(|f| f.name == "results.json").unwrap();
    Ok(serde_json::from_slice(&json.bytes).unwrap())
}

/// The money sections; a payout's `standing` (the facts as read, which a
/// disguise may write differently: a birth year alone) is left out, and an
/// award's `placed` (the award list's note, not in the checked sample
/// results).
pub(crate) fn money(results: &Value) -> Vec<(&'static str, Value)> {
    let mut results = results.clone();
    crate::common::without_standing(&mut results);
    crate::common::without_placed(&mut results);
    MONEY.iter().map(|s| (*s, results[s].clone())).collect()
}

pub(crate) fn sample_money() -> Vec<(&'static str, Value)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sample.all.results.json");
    money(&serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap())
}

#[test]
fn every_disguised_workbook_gives_the_sample_money_or_its_error() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/disguised");
    let cases = crate::corpus("tests/disguised");
    assert!(cases.len() >= 20, "only {} cases", cases.len());
    let clean = sample_money();
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let stem = name.rsplit_once('.').map_or(name.as_str(), |(s, _)| s);
        let expected = std::fs::read_to_string(dir.join(format!("{stem}.expected.txt")))
            .unwrap_or_else(|_| panic!("{name}: no {stem}.expected.txt"));
        let got = results(case);
        if expected.trim() == "same money as the sample" {
            match got {
                Ok(json) => {
                    for ((section, want), (_, have)) in clean.iter().zip(money(&json)) {
                        if *want != have {
                            failures.push(format!("{name}: {section} differs from the sample"));
                        }
                    }
                }
                Err(e) => failures.push(format!("{name}: refused:\n{e}")),
            }
        } else {
            match got {
                Ok(_) => failures.push(format!("{name}: read without error")),
                Err(e) => {
                    for line in expected.lines().filter(|l| !l.trim().is_empty()) {
                        if !e.contains(line) {
                            failures.push(format!("{name}: expected {line:?} in:\n{e}"));
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn skipped_rows_and_columns_not_read_are_listed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/disguised");
    let warnings = |case: &str| -> Vec<String> {
        let json = results(&dir.join(case)).unwrap();
        json["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| {
                format!(
                    "{} {}",
                    w["sheet"].as_str().unwrap(),
                    w["message"].as_str().unwrap()
                )
            })
            .collect()
    };
    let footers = warnings("footers.xlsx");
    // 260 players in rows 2–261; a blank row 262, then 裁判长 (263), 编排长
    // (264), a date (265), 注 (266).
    assert!(
        footers.contains(&"公开组 skipped 1 blank rows (no player): row 262".to_string()),
        "{footers:#?}"
    );
    assert!(footers.contains(
        &"公开组 skipped 4 lines without 编号 or 姓名 (notes, signatures, dates) (no player): rows 263–266"
            .to_string()
    ));
    let extra = warnings("extra_column.xlsx");
    assert!(
        extra.contains(&"公开组 not read: 备注".to_string()),
        "{extra:#?}"
    );
    let names = warnings("sheet_names.xlsx");
    assert!(names.contains(&"公开组成绩 公开组 read from sheet \"公开组成绩\"".to_string()));
}

#[test]
fn a_stale_copy_is_read_when_the_command_line_chooses_it() {
    let rules = built_in().rules;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/disguised/stale_copy.xlsx");
    let choice = [("公开组".to_string(), "公开组".to_string())];
    let read = pipeline::read(&path, &rules, &choice, crate::common::threads()).unwrap();
    assert_eq!(read.standings.group("公开组").unwrap().players.len(), 260);
    let choice = [("公开组".to_string(), "公开组 (2)".to_string())];
    let read = pipeline::read(&path, &rules, &choice, crate::common::threads()).unwrap();
    // The copy was cut after its 100th row: 99 players.
    assert_eq!(read.standings.group("公开组").unwrap().players.len(), 99);
}

/// The money of a workbook saved as `name`, or why it was refused.
pub(crate) fn money_of(name: &str, bytes: &[u8]) -> Result<Vec<(&'static str, Value)>, String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    results(&path).map(|json| money(&json))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn disguises_never_change_the_money(
        seed in 0u64..1_000_000,
        open in 33usize..90,
        youth in 10usize..40,
        chosen in proptest::collection::vec(0usize..disguise::Disguise::ALL.len(), 1..6),
        as_xlsb in any::<bool>(),
    ) {
        let event = xqprize_testkit::synthetic::SyntheticEvent { open, youth, seed };
        let plain = event.build().to_xlsx_bytes().unwrap();
        let mut sheets = disguise::load(&plain);
        let chosen: Vec<disguise::Disguise> =
            chosen.into_iter().map(|i| disguise::Disguise::ALL[i]).collect();
        for d in disguise::in_order(chosen.clone()) {
            disguise::apply(&mut sheets, d);
        }
        // Saved as .xlsx, or as .xlsb, whose merged cells are read apart.
        let (name, dressed) = if as_xlsb {
            ("standings.xlsb", disguise::save_xlsb(&sheets))
        } else {
            ("standings.xlsx", disguise::save(&sheets))
        };
        let want = money_of("standings.xlsx", &plain);
        let got = money_of(name, &dressed);
        match (&want, &got) {
            (Ok(w), Ok(g)) => prop_assert_eq!(w, g, "disguises {:?} in {}", chosen, name),
            // A plain workbook the engine refuses (a tie that decides money)
            // must be refused dressed too.
            (Err(_), Err(_)) => {}
            _ => prop_assert!(false, "disguises {:?}: plain {:?}, dressed {:?}",
                chosen, want.as_ref().err(), got.as_ref().err()),
        }
    }
}

#[test]
fn the_sample_with_its_id_header_as_the_id_card_writes_it_pays_the_same_money() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let plain = std::fs::read(root.join("samples/shizhu-2019.xlsx")).unwrap();
    let expected: Value = serde_json::from_slice(
        &std::fs::read(root.join("tests/data/sample.all.results.json")).unwrap(),
    )
    .unwrap();
    for header in ["公民身份号码", "身份证件号码", "证件号码"] {
        let mut sheets = disguise::load(&plain);
        let mut renamed = 0;
        for sheet in &mut sheets {
            for cell in sheet.rows.iter_mut().flatten() {
                if cell.text() == Some("身份证号") {
                    *cell = disguise::C::T(header.to_string());
                    renamed += 1;
                }
            }
        }
        assert_eq!(renamed, 2, "one ID header on each group's sheet");
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("standings.xlsx");
        std::fs::write(&path, disguise::save(&sheets)).unwrap();
        let got = results(&path).unwrap();
        assert_eq!(money(&got), sample_money(), "{header}");
        // Read as 身份证号: the same warnings (none says the column was not
        // read, no payee more without an ID number).
        assert_eq!(got["warnings"], expected["warnings"], "{header}");
    }
}
