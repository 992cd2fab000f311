//! `explain` keeps every fact it gave before it rendered the engine's
//! record: the answer for every player of the sample, in both stacking
//! modes, was captured once in Chinese (`explain/sample.zip`: `sample-all.txt`
//! and `sample-one.txt`, before the record existed), and every line of it
//! must still be printed, in the same order. Lines may be added between
//! them (the wording of a tie).

use std::io::Read;
use xqprize::engine::PlayerId;
use xqprize::msg::Lang;
use xqprize::pipeline::{self, Request, RulesSource, Workbook};
use xqprize::rules::{Overrides, Stacking};

const SAMPLE: &str = "samples/shizhu-2019.xlsx";

/// Every player's answer, one after another, in standings order.
fn every_answer(stacking: Stacking) -> String {
    let report = pipeline::run(Request {
        workbook: Workbook::File(SAMPLE.into()),
        rules: RulesSource::built_in(Lang::Zh),
        overrides: Overrides {
            stacking: Some(stacking),
        },
        sheets: Vec::new(),
        lang: Lang::Zh,
        threads: crate::common::threads(),
    })
    .expect("the sample runs");
    let standings = &report.read.standings;
    let mut all = String::new();
    for (group, g) in standings.groups.iter().enumerate() {
        for index in 0..g.players.len() {
            all.push_str(&report.explain(PlayerId { group, index }, Lang::Zh));
            all.push_str("----\n");
        }
    }
    all
}

/// Every line of `before` appears in `after`, in order; the first line
/// missing is returned.
fn first_missing<'a>(before: &'a str, after: &str) -> Option<&'a str> {
    let mut after = after.lines();
    before.lines().find(|&line| !after.any(|new| new == line))
}

/// One file of the captured answers.
fn captured(file: &str) -> String {
    let zip = std::fs::File::open("tests/engine/explain/sample.zip").expect("the captured answers");
    let mut archive = zip::ZipArchive::new(zip).expect("a zip archive");
    let mut text = String::new();
    archive
        .by_name(file)
        .expect("the file in the archive")
        .read_to_string(&mut text)
        .expect("UTF-8 text");
    text
}

fn keeps_the_facts(stacking: Stacking, file: &str) {
    let now = every_answer(stacking);
    let before = captured(file);
    assert!(
        before.lines().count() > 5000,
        "{} lines",
        before.lines().count()
    );
    if let Some(line) = first_missing(&before, &now) {
        panic!("{file}: no longer said, or out of order: {line}");
    }
}

#[test]
fn explain_keeps_every_fact_for_every_player_when_prizes_add_up() {
    keeps_the_facts(Stacking::All, "sample-all.txt");
}

#[test]
fn explain_keeps_every_fact_for_every_player_with_one_prize_each() {
    keeps_the_facts(Stacking::One, "sample-one.txt");
}

#[test]
fn a_line_dropped_is_found_missing() {
    assert_eq!(first_missing("a\nb\nc\n", "a\nx\nb\nc\n"), None);
    assert_eq!(first_missing("a\nb\nc\n", "a\nc\n"), Some("b"));
    assert_eq!(first_missing("a\nb\n", "b\na\n"), Some("b"));
}
