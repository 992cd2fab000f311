//! Prize tables by the number of players and places picked out of the
//! order, from the outside: the table chosen is said in the terminal
//! summary, results.json, the 说明 sheet and `explain`; a field no table is
//! for stops the run at the line of the tables with nothing written; a
//! player at a place a 幸运奖 does not name is told which places it pays.

use crate::common::{Cell, Sheet, Workdir, sheet_rows, write_workbook};

/// 「参赛人数不足32人时，奖金按下表发放」 (places 1–3 for 16 to 31 players)
/// beside a 幸运奖 for the 11th and 21st.
const RULES: &str = r#"event = "按人数设奖"
event_year = 2025
[[groups]]
sheet = "公开组"
kind = "open"
[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
[[schedules.tables]]
players = "32-"
places = [{ place = 1, amount = "1000" }, { place = 2, amount = "600" }, { place = "3-4", amount = "300" }]
[[schedules.tables]]
players = "16-31"
places = [{ place = 1, amount = "500" }, { place = 2, amount = "300" }, { place = 3, amount = "200" }]
[[schedules]]
id = "lucky"
name = "幸运奖"
pool = { group = "公开组" }
places = [{ place = "第11名", amount = "50" }, { place = "第21名", amount = "50" }]
"#;

/// An open group of `size` players placed 1, 2, …, with the rules.
fn event(size: u32) -> Workdir {
    let w = Workdir::new();
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名"]);
    for r in 1..=size {
        let name = format!("棋手{r}");
        sheet = sheet.row(vec![r.into(), r.into(), Cell::from(name.as_str())]);
    }
    write_workbook(&w.path("in.xlsx"), &[sheet]);
    w.write("rules.toml", RULES);
    w
}

fn run_zh(w: &Workdir) -> std::process::Output {
    (w.xqprize_zh())
        .args(["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"])
        .output()
        .unwrap()
}

#[test]
fn the_table_chosen_by_28_players_is_said_in_every_output() {
    let w = event(28);
    let out = run_zh(&w);
    assert_eq!(out.status.code(), Some(0));
    let said = "名次奖：参赛 28 人，按 16-31 人奖金表发放";
    let summary = String::from_utf8(out.stdout).unwrap();
    assert!(summary.contains(said), "{summary}");
    // 16-31 table 500 + 300 + 200 = 1000, and 幸运奖 11th and 21st 50 each:
    // 1100 to five players.
    assert!(summary.contains("共发放 1100.00，5 人领款"), "{summary}");
    let about = sheet_rows(&w.path("out/payouts.xlsx"), "说明");
    let row = about.iter().find(|r| r.iter().any(|c| c == said));
    assert!(
        row.is_some_and(|r| r[0] == "奖金表（按参赛人数）"),
        "{about:?}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(w.path("out/results.json")).unwrap())
            .unwrap();
    assert_eq!(
        json["settings"]["tables"],
        serde_json::json!([{ "schedule": "overall", "players": 28, "table": "16-31" }])
    );
    let explain = (w.xqprize_zh())
        .args([
            "explain",
            "in.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "公开组:1",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(explain.stdout).unwrap();
    assert!(
        text.contains("（参赛 28 人，按 16-31 人奖金表发放）"),
        "{text}"
    );
    // Place 12 is none the 幸运奖 names.
    let explain = (w.xqprize_zh())
        .args([
            "explain",
            "in.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "公开组:12",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(explain.stdout).unwrap();
    assert!(text.contains("未发：本奖只奖第11名、第21名"), "{text}");
}

#[test]
fn a_field_no_table_is_for_stops_the_run_at_the_line_of_the_tables() {
    // 10 players: neither 32- nor 16-31.
    let w = event(10);
    let out = run_zh(&w);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    let want = "rules.toml 第10行：奖项「overall」：公开组参赛 10 人，没有哪张奖金表适用（各表参赛人数：32-、16-31）。请补上 10 人的奖金表，或改正人数范围。";
    assert!(stderr.contains(want), "{stderr}");
    assert!(w.outputs().is_empty());
    // `check` says the same.
    let check = (w.xqprize_zh())
        .args(["check", "in.xlsx", "--rules", "rules.toml"])
        .output()
        .unwrap();
    assert_eq!(check.status.code(), Some(1));
    let text = String::from_utf8_lossy(&check.stdout).to_string()
        + &String::from_utf8_lossy(&check.stderr);
    assert!(text.contains(want), "{text}");
}

#[test]
fn a_tie_at_a_lucky_place_is_paid_as_that_place_not_a_range() {
    // Two players share 名次 21 of 28: places 21 and 22 of the 幸运奖,
    // which names 21 only: (50 + 0) / 2 = 25 each. The payout item names
    // the lucky place, 第21名, never 第21-22名: 22 is no prize of it.
    let w = Workdir::new();
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名"]);
    for r in 1..=28u32 {
        let rank = if r == 22 { 21 } else { r };
        let name = format!("棋手{r}");
        sheet = sheet.row(vec![rank.into(), r.into(), Cell::from(name.as_str())]);
    }
    write_workbook(&w.path("in.xlsx"), &[sheet]);
    w.write("rules.toml", RULES);
    let out = run_zh(&w);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let payouts = std::fs::read(w.path("out/payouts.xlsx")).unwrap();
    let strings = crate::common::xlsx_part(&payouts, "xl/sharedStrings.xml");
    assert!(strings.contains("幸运奖第21名(2人并列) 25.00"), "{strings}");
    assert!(!strings.contains("幸运奖第21-22名"), "{strings}");
}
