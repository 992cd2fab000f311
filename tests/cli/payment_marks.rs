//! Payments to players marked in a standings column or named in the rules
//! file (`[[payments]]` with `column` or `players`, as `[[awards]]` marks
//! and names them): a travel allowance (路费补助) to the invited players the
//! arbiters mark 是, paid under its own name and budget line, never on the
//! award list nor as 评选奖 or 补贴; the marks and the names checked as an
//! award's are.

use crate::common::{Cell, Sheet, Workdir};

/// 公开组 of four, placed 1–4 (编号 = 名次, 姓名 棋手1…), with a 路费补助
/// column holding `marks`.
fn event(marks: [&str; 4], payment: &str) -> Workdir {
    let w = Workdir::new();
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名", "单位", "路费补助"]);
    for (r, mark) in (1..=4u32).zip(marks) {
        let name = format!("棋手{r}");
        let mark = match mark {
            "" => Cell::blank(),
            mark => Cell::from(mark),
        };
        let row = vec![
            r.into(),
            r.into(),
            name.as_str().into(),
            "石柱".into(),
            mark,
        ];
        sheet = sheet.row(row);
    }
    crate::common::write_workbook(&w.path("in.xlsx"), &[sheet]);
    w.write(
        "rules.toml",
        &format!(
            r#"event = "特邀赛"
event_year = 2025
[[groups]]
sheet = "公开组"
kind = "open"
[[schedules]]
id = "places"
name = "名次奖"
pool = {{ group = "公开组" }}
places = [{{ place = 1, amount = "1000" }}, {{ place = 2, amount = "500" }}]
[[payments]]
id = "travel"
name = "路费补助"
amount = "300"
{payment}
"#
        ),
    );
    w
}

/// Runs in Chinese (the sheets' names and words): results.json.
fn run(w: &Workdir) -> serde_json::Value {
    let out = (w.xqprize_zh())
        .args(["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap()
}

/// Each payee's 编号 and total, from results.json.
fn totals(json: &serde_json::Value) -> Vec<(String, String)> {
    (json["payouts"].as_array().unwrap().iter())
        .map(|p| {
            (
                p["no"].as_str().unwrap().to_string(),
                p["total"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The 编号 each line of a results.json list pays.
fn nos(list: &serde_json::Value) -> Vec<&str> {
    (list.as_array().unwrap().iter())
        .map(|g| g["no"].as_str().unwrap())
        .collect()
}

#[test]
fn a_travel_allowance_goes_to_the_players_its_column_marks_yes() {
    // 棋手1 是, 棋手2 否, 棋手3 blank, 棋手4 √: the allowance of 300 goes
    // to 1 and 4. 棋手1: 名次奖 1000 + 300 = 1300; 棋手2: 名次奖 500;
    // 棋手3: nothing; 棋手4: 300. Paid in all 1300 + 500 + 300 = 2100, of
    // which 2 × 300 = 600 is the allowance, outside the prize budget.
    let w = event(["是", "否", "", "√"], "column = \"路费补助\"");
    let json = run(&w);
    assert_eq!(
        totals(&json),
        [
            ("1".to_string(), "1300.00".to_string()),
            ("2".to_string(), "500.00".to_string()),
            ("4".to_string(), "300.00".to_string()),
        ]
    );
    assert_eq!(nos(&json["payments"]), ["1", "4"]);
    assert!(
        json["payments"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["amount"] == "300.00")
    );
    // Never a committee award (results.json leaves `chosen` out when there
    // is none) nor a subsidy.
    assert!(json.get("chosen").is_none(), "{json}");
    assert!(json["subsidies"].as_array().unwrap().is_empty(), "{json}");
    let line = (json["budget"].as_array().unwrap().iter()).find(|b| b["schedule"] == "travel");
    assert_eq!(line.unwrap()["awarded"], "600.00");
    // The public award list does not name it; the payout sheet does, on
    // 棋手4's row.
    let path = w.path("out/awards.xlsx");
    let book: calamine::Xlsx<_> = calamine::open_workbook(&path).unwrap();
    for name in calamine::Reader::sheet_names(&book) {
        let list = crate::common::sheet_rows(&path, &name);
        assert!(
            !list.iter().flatten().any(|c| c.contains("路费")),
            "{list:?}"
        );
    }
    let sheet = crate::common::sheet_rows(&w.path("out/payouts.xlsx"), "奖金发放表");
    let fourth = sheet
        .iter()
        .find(|r| r.iter().any(|c| c == "棋手4"))
        .unwrap();
    assert!(fourth.iter().any(|c| c == "路费补助 300.00"), "{fourth:?}");
    assert!(
        !sheet
            .iter()
            .flatten()
            .any(|c| c.contains("评选") || c.contains("补贴")),
        "{sheet:?}"
    );
}

#[test]
fn explain_says_a_player_the_column_does_not_mark_is_not_on_the_payments_list() {
    let w = event(["是", "否", "", "√"], "column = \"路费补助\"");
    let explain = |player: &str| {
        let text = w.explain_zh("in.xlsx", player);
        assert!(!text.contains("评选"), "{text}");
        let line = text.lines().find(|l| l.contains("路费补助〔"));
        line.unwrap_or_else(|| panic!("{text}")).to_string()
    };
    assert!(explain("公开组:4").ends_with("：300.00"));
    assert!(explain("公开组:2").ends_with("：不在支付名单内（成绩表“路费补助”一列未标注）"));
}

#[test]
fn an_allowance_to_named_players_pays_them_alone() {
    // 公开组:2 and 公开组:3 named: 棋手1 名次奖 1000; 棋手2 500 + 300 = 800;
    // 棋手3 300; 棋手4 nothing (the column's marks are not read).
    let w = event(
        ["是", "", "", "是"],
        "players = [\"公开组:2\", \"公开组:3\"]",
    );
    let json = run(&w);
    assert_eq!(
        totals(&json),
        [
            ("1".to_string(), "1000.00".to_string()),
            ("2".to_string(), "800.00".to_string()),
            ("3".to_string(), "300.00".to_string()),
        ]
    );
    assert_eq!(nos(&json["payments"]), ["2", "3"]);
}

#[test]
fn a_named_player_not_on_the_sheet_stops_the_run_at_the_line() {
    // 公开组 has 编号 1–4; 公开组:9 would pay nobody.
    let w = event(["", "", "", ""], "players = [\"公开组:2\", \"公开组:9\"]");
    let stderr = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    let want = "rules.toml line 15: 路费补助: \"公开组:9\", named by the rules file, is not on the sheet 公开组 (no player numbered 9), so it cannot be paid";
    assert!(stderr.contains(want), "{want}\n{stderr}");
    assert!(w.outputs().is_empty());
    let out = (w.xqprize_zh())
        .args(["check", "in.xlsx", "--rules", "rules.toml"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let want = "错误：rules.toml 第15行：路费补助：规则文件列出的“公开组:9”不在「公开组」表中（该表没有编号 9），无法支付。请核对组别和编号，改为成绩表中的编号。";
    assert!(stdout.contains(want), "{want}\n{stdout}");
}

#[test]
fn a_mark_neither_yes_nor_no_stops_the_run_naming_its_cell() {
    // E3 is 棋手2's 路费补助 cell.
    let w = event(["是", "待定", "", "否"], "column = \"路费补助\"");
    let stderr = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    assert!(stderr.contains("公开组!E3"), "{stderr}");
    assert!(
        stderr.contains("mark.unknown") || stderr.contains("待定"),
        "{stderr}"
    );
    assert!(w.outputs().is_empty());
}

#[test]
fn the_marks_and_the_pool_must_both_hold() {
    // Marked 是 for 棋手1, 2 and 4, but only those without a place prize
    // (no_place_prize): 棋手1 (1000) and 棋手2 (500) are out; 棋手4 gets
    // 300. Paid: 1000 + 500 + 300 = 1800.
    let w = event(
        ["是", "是", "", "是"],
        "column = \"路费补助\"\nconditions = [\"no_place_prize\"]",
    );
    let json = run(&w);
    assert_eq!(nos(&json["payments"]), ["4"]);
    assert_eq!(
        totals(&json),
        [
            ("1".to_string(), "1000.00".to_string()),
            ("2".to_string(), "500.00".to_string()),
            ("4".to_string(), "300.00".to_string()),
        ]
    );
}

#[test]
fn a_column_no_sheet_has_is_an_error_naming_the_payment() {
    let w = event(["是", "", "", ""], "column = \"特邀\"");
    let stderr = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    let want = "rules.toml line 15: payment \"travel\": its conditions need 特邀, but the sheet \"公开组\" has no 特邀 column";
    assert!(stderr.contains(want), "{want}\n{stderr}");
    assert!(w.outputs().is_empty());
}
