//! `explain` keeps every fact it gave before it rendered the engine's
//! record: the answer for every player of the sample, in both stacking
//! modes, was captured once in Chinese (`explain/sample.zip`: `sample-all.txt`
//! and `sample-one.txt`, before the record existed), and every line of it
//! must still be printed, in the same order. Lines may be added between
//! them (the wording of a tie). One change is allowed and checked: where an
//! answer had several 「组别不符」 lines for schedules of the other group,
//! they are now one line that counts them (「其他组别的奖项（4 项）：组别不符」).

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

/// An answer as captured, with its prize schedules of another group left
/// out when there are several (the lines between 「名次奖：」 and the next
/// heading that say 「组别不符」), and how many were left out.
fn without_other_groups(answer: &str) -> (String, usize) {
    let (mut kept, mut schedules, mut others) = (String::new(), false, Vec::new());
    for line in answer.lines() {
        if !line.starts_with(' ') {
            schedules = line == "名次奖：";
        }
        if schedules && line.starts_with("  ") && line.contains("：不在范围内：组别不符（")
        {
            others.push(line);
            continue;
        }
        kept.push_str(line);
        kept.push('\n');
    }
    if others.len() < 2 {
        return (answer.to_string(), 0);
    }
    (kept, others.len())
}

fn keeps_the_facts(stacking: Stacking, file: &str) {
    let now = every_answer(stacking);
    let before = captured(file);
    assert!(
        before.lines().count() > 5000,
        "{} lines",
        before.lines().count()
    );
    let (before, now): (Vec<&str>, Vec<&str>) = (
        before.split("----\n").collect(),
        now.split("----\n").collect(),
    );
    assert_eq!(before.len(), now.len(), "{file}: answers");
    let mut folded = 0;
    for (before, now) in before.iter().zip(&now) {
        let (before, others) = without_other_groups(before);
        if let Some(line) = first_missing(&before, now) {
            panic!("{file}: no longer said, or out of order: {line}\n{now}");
        }
        if others > 0 {
            // The schedules of the other group, counted on one line.
            let fold = format!("  其他组别的奖项（{others} 项）：组别不符");
            assert!(now.lines().any(|l| l == fold), "{file}: {fold}\n{now}");
            folded += 1;
        }
    }
    // Every one of the sample's 380 players has several schedules of the
    // other group (公开组: the four 少儿组 age bands; 少儿组: 公开组's
    // places, 会员组, 石柱籍会员, 女子组 and 意外惊喜奖).
    assert_eq!(folded, now.len() - 1, "{file}");
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
fn only_several_schedules_of_another_group_are_set_aside() {
    let answer = "甲（公开组第2行，编号 1，名次 1）\n名次奖：\n  公开组名次奖：在范围内\n  少儿组8岁以下：不在范围内：组别不符（组别 公开组，需要 少儿组）\n  少儿组9—10岁：不在范围内：组别不符（组别 公开组，需要 少儿组）\n资格名单：\n  少年组（前 3 名）：不在范围内：组别不符（组别 公开组，需要 少儿组）\n";
    assert_eq!(
        without_other_groups(answer),
        (
            "甲（公开组第2行，编号 1，名次 1）\n名次奖：\n  公开组名次奖：在范围内\n资格名单：\n  少年组（前 3 名）：不在范围内：组别不符（组别 公开组，需要 少儿组）\n".to_string(),
            2
        )
    );
    // One alone stays as it was.
    let one = answer.replace(
        "  少儿组9—10岁：不在范围内：组别不符（组别 公开组，需要 少儿组）\n",
        "",
    );
    assert_eq!(without_other_groups(&one), (one.clone(), 0));
}

#[test]
fn a_line_dropped_is_found_missing() {
    assert_eq!(first_missing("a\nb\nc\n", "a\nx\nb\nc\n"), None);
    assert_eq!(first_missing("a\nb\nc\n", "a\nc\n"), Some("b"));
    assert_eq!(first_missing("a\nb\n", "b\na\n"), Some("b"));
}
