//! How a player's place prizes combine is said the same way by every
//! output: the terminal, results.json, the 说明 sheet and `explain` name
//! the sets of schedules that do not combine (不兼得), and a choice of
//! prizes per player for the run is refused where the rules file wrote
//! sets.

use crate::common::*;
use std::path::Path;

/// changshu-2021: 「如常熟选手进入总名次前12名，奖金就高领取」, written
/// `not_combined = [["名次奖", "常熟选手奖"]]` at line 9 of its rules file.
fn changshu(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/regulations/changshu-2021")
        .join(file)
        .display()
        .to_string()
}

const SETS_ZH: &str = "可兼得，但「名次奖、常熟选手奖」之间不兼得（就高不就低，名次顺延）";

#[test]
fn every_output_names_the_sets_that_do_not_combine() {
    let w = Workdir::new();
    let out = w
        .xqprize_zh()
        .args([
            "run",
            &changshu("standings.xlsx"),
            "--rules",
            &changshu("rules.toml"),
        ])
        .args(["--out", "out"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let terminal = String::from_utf8(out.stdout).unwrap();
    assert!(
        terminal.contains(&format!("名次奖：{SETS_ZH}\n")),
        "{terminal}"
    );
    assert!(!terminal.contains("名次奖：每人可兼得"), "{terminal}");

    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    assert_eq!(json["settings"]["stacking"], "all");
    assert_eq!(
        json["settings"]["not_combined"],
        serde_json::json!([["名次奖", "常熟选手奖"]])
    );

    let payouts = std::fs::read(w.path("out/payouts.xlsx")).unwrap();
    let strings = xlsx_part(&payouts, "xl/sharedStrings.xml");
    assert!(strings.contains(SETS_ZH), "the 说明 sheet names the set");
    assert!(!strings.contains("每人可兼得：各奖项的名次奖可同时领取"));

    let out = w
        .xqprize_zh()
        .args([
            "explain",
            &changshu("standings.xlsx"),
            "--rules",
            &changshu("rules.toml"),
        ])
        .args(["--player", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let explained = String::from_utf8(out.stdout).unwrap();
    let first = explained.lines().next().unwrap_or_default();
    assert!(first.ends_with(&format!("；名次奖{SETS_ZH}")), "{first}");
}

#[test]
fn a_choice_of_prizes_per_player_beside_not_combined_is_refused_at_its_line() {
    let w = Workdir::new();
    for mode in ["one", "all"] {
        let out = w
            .xqprize_zh()
            .args([
                "run",
                &changshu("standings.xlsx"),
                "--rules",
                &changshu("rules.toml"),
            ])
            .args(["--out", "out", "--prizes-per-player", mode])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{mode}: {out:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.contains(&format!(
                "rules.toml 第9行：规则文件用不兼得（not_combined）写明了哪几项奖金不兼得，本次又另选了每人可领几项名次奖（{mode}）"
            )),
            "{err}"
        );
        assert!(!w.path("out").exists(), "{mode}: nothing written");
    }
}
