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
