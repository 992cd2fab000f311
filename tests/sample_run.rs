//! End to end on the sample event (samples/shizhu-2019.xlsx): the binary's
//! results.json must equal the expected files in tests/data, which were
//! checked against an independent computation of the regulation (see the
//! note in tests/data/README.md), and the totals must be what the regulation
//! gives for a field where every place is filled.

use assert_cmd::Command;
use serde_json::Value;
use std::path::Path;

fn run(mode: &str) -> Value {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().unwrap();
    Command::cargo_bin("xqprize")
        .unwrap()
        .arg("run")
        .arg(root.join("samples/shizhu-2019.xlsx"))
        .arg("--out")
        .arg(out.path())
        .args(["--prizes-per-player", mode])
        .assert()
        .success();
    serde_json::from_slice(&std::fs::read(out.path().join("results.json")).unwrap()).unwrap()
}

fn expected(name: &str) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
}

fn total(results: &Value, section: &str, field: &str) -> rust_decimal::Decimal {
    results[section]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            row[field]
                .as_str()
                .unwrap()
                .parse::<rust_decimal::Decimal>()
                .unwrap()
        })
        .sum()
}

#[test]
fn sample_event_with_prizes_stacking_matches_the_checked_results() {
    let got = run("all");
    assert_eq!(got, expected("sample.all.results.json"));
    // Every schedule fills (no vacant place, no shared place splits money), so
    // the place prizes are the amended 116600; two students qualify: + 600.
    assert!(got["vacant"].as_array().unwrap().is_empty());
    assert_eq!(total(&got, "awards", "amount"), "116600".parse().unwrap());
    assert_eq!(total(&got, "payouts", "total"), "117200".parse().unwrap());
    assert_eq!(got["awards"][0]["amount"], "20000.00");
}

#[test]
fn sample_event_with_one_prize_per_player_matches_the_checked_results() {
    let got = run("one");
    assert_eq!(got, expected("sample.one.results.json"));
    // Passing places down changes who is paid, not how much.
    assert_eq!(total(&got, "payouts", "total"), "117200".parse().unwrap());
    // Nobody holds two place prizes.
    let mut holders: Vec<(String, String)> = got["awards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a["group"].to_string(), a["no"].to_string()))
        .collect();
    let n = holders.len();
    holders.sort();
    holders.dedup();
    assert_eq!(holders.len(), n);
}
