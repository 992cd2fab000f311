//! `xqprize run` on the worked examples writes the three workbooks beside
//! results.json, and they agree with it: every payout row and the total, the
//! budget checks all pass, and no ID number or birth date of the input
//! reaches the public award list.

use crate::common::{cell_text, sheet_rows, signed_table};
use assert_cmd::Command;
use calamine::{Reader, open_workbook_auto};
use rust_decimal::Decimal;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use xqprize::money::Money;
use xqprize::report::capitals::capitals;

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/examples")
        .join(name)
}

fn run(workbook: &str, mode: &str) -> tempfile::TempDir {
    let out = tempfile::tempdir().unwrap();
    Command::cargo_bin("xqprize")
        .unwrap()
        .arg("run")
        .arg(example(workbook))
        .arg("--out")
        .arg(out.path())
        .args(["--prizes-per-player", mode])
        .assert()
        .success();
    out
}

fn payouts_agree_with_results_json(workbook: &str, mode: &str) {
    let out = run(workbook, mode);
    let results: Value =
        serde_json::from_slice(&std::fs::read(out.path().join("results.json")).unwrap()).unwrap();
    let expected: BTreeMap<(String, String), Decimal> = results["payouts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let key = (
                p["group"].as_str().unwrap().to_string(),
                p["no"].as_str().unwrap().to_string(),
            );
            (
                key,
                Decimal::from_str(p["total"].as_str().unwrap()).unwrap(),
            )
        })
        .collect();

    let rows = sheet_rows(&out.path().join("payouts.xlsx"), "奖金发放表");
    let rows = signed_table(&rows);
    let body = &rows[2..rows.len() - 1];
    assert_eq!(body.len(), expected.len());
    let mut sum = Decimal::ZERO;
    for row in body {
        let total = Decimal::from_str(&row[7]).unwrap();
        assert_eq!(
            Some(&total),
            expected.get(&(row[1].clone(), row[2].clone())),
            "{row:?}"
        );
        let money: Money = format!("{total:.2}").parse().unwrap();
        assert_eq!(row[8], capitals(money), "{row:?}");
        sum += total;
    }
    let last = rows.last().unwrap();
    assert_eq!(Decimal::from_str(&last[7]).unwrap(), sum);
    let sum: Money = format!("{sum:.2}").parse().unwrap();
    assert_eq!(last[8], capitals(sum));

    // Every line of the budget reconciles.
    let budget = sheet_rows(&out.path().join("payouts.xlsx"), "预算核对");
    assert!(budget.iter().flatten().any(|c| c == "✓"));
    assert!(
        !budget.iter().flatten().any(|c| c == "✗"),
        "{workbook} {mode}"
    );
}

#[test]
fn run_writes_payouts_that_agree_with_results_json() {
    payouts_agree_with_results_json("ex1-strict.xlsx", "all");
    payouts_agree_with_results_json("ex1-strict.xlsx", "one");
    payouts_agree_with_results_json("ex2-ties.xlsx", "all");
}

#[test]
fn no_id_number_or_birth_date_of_the_input_reaches_the_award_list() {
    let out = run("ex1-strict.xlsx", "all");
    let mut input = open_workbook_auto(example("ex1-strict.xlsx")).unwrap();
    let mut secrets = Vec::new();
    for name in input.sheet_names() {
        let range = input.worksheet_range(&name).unwrap();
        let mut rows = range.rows();
        let header: Vec<String> = rows.next().unwrap().iter().map(cell_text).collect();
        for col in ["身份证号", "出生日期"] {
            if let Some(i) = header.iter().position(|h| h.trim() == col) {
                secrets.extend(
                    rows.clone()
                        .map(|r| cell_text(&r[i]))
                        .filter(|s| s.len() >= 6),
                );
            }
        }
    }
    assert!(secrets.len() > 50, "the example has ID numbers to hide");
    let awards = sheet_rows(&out.path().join("awards.xlsx"), "获奖名单");
    let cells: Vec<&String> = awards.iter().flatten().collect();
    for secret in &secrets {
        assert!(
            !cells.iter().any(|c| c.contains(secret.as_str())),
            "{secret}"
        );
    }
    // The treasurer's sheet does carry them.
    let payouts = sheet_rows(&out.path().join("payouts.xlsx"), "奖金发放表");
    assert!(payouts.iter().any(|r| secrets.contains(&r[5])));
}

/// `--lang en` labels the paperwork in English, the same people and amounts
/// as the Chinese run, whose labels stay as they were; 大写 stays Chinese.
#[test]
fn lang_en_gives_english_paperwork_with_the_same_amounts() {
    use xqprize::report::xlsx::{SIGN_OFF, SIGN_OFF_EN};
    let chinese = run("ex1-strict.xlsx", "all");
    let english = tempfile::tempdir().unwrap();
    Command::cargo_bin("xqprize")
        .unwrap()
        .args(["--lang", "en", "run"])
        .arg(example("ex1-strict.xlsx"))
        .arg("--out")
        .arg(english.path())
        .assert()
        .success();
    let zh = sheet_rows(&chinese.path().join("payouts.xlsx"), "奖金发放表");
    let en = sheet_rows(&english.path().join("payouts.xlsx"), "Payouts");
    assert_eq!(zh.last().unwrap()[0], SIGN_OFF);
    assert_eq!(en.last().unwrap()[0], SIGN_OFF_EN);
    for label in ["Prepared by:", "Checked by:", "Approved by:", "Date:"] {
        assert!(en.last().unwrap()[0].contains(label), "{label}");
    }
    assert_eq!(zh[1][..4], ["序号", "组别", "编号", "姓名"]);
    assert_eq!(en[1][..4], ["No.", "Group", "Player no.", "Name"]);
    assert_eq!(zh.len(), en.len());
    // Row by row the same people, totals and capitals.
    for (z, e) in zh[2..zh.len() - 3].iter().zip(&en[2..en.len() - 3]) {
        assert_eq!((&z[1..5], &z[7..9]), (&e[1..5], &e[7..9]));
    }
    let (z, e) = (&zh[zh.len() - 3], &en[en.len() - 3]);
    let people = z[0].trim_start_matches("合计（").trim_end_matches("人）");
    assert_eq!(e[0], format!("Total ({people} people)"));
    assert_eq!(z[7..9], e[7..9]);
    let awards = sheet_rows(&english.path().join("awards.xlsx"), "Awards");
    assert_eq!(awards[1], ["Place", "Name", "Club", "Prize"]);
    let lists = sheet_rows(&english.path().join("qualifiers.xlsx"), "Qualifiers");
    assert_eq!(lists[1][..3], ["Place", "Name", "Club"]);
}
