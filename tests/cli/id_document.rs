//! The identity document a payee must have (`id_document` in `[settings]`):
//! an event without mainland ID numbers pays without one (`"不需要"`) or
//! against any number in a column of its own (`{ column = "证件号码" }`);
//! the default, a valid 身份证号, warns as before. Each run here on a
//! two-group event whose workbook has no mainland ID number.

use crate::common::{Cell, Sheet, Workdir, sheet_rows, write_workbook};
use serde_json::Value;

/// 甲组 pays places 1 and 2 1000 and 500, 乙组 800 and 400; `settings`
/// is the `[settings]` table's body.
fn rules(settings: &str) -> String {
    format!(
        r#"event = "两组公开赛"
event_year = 2017

[settings]
{settings}

[[groups]]
sheet = "甲组"
kind = "open"

[[groups]]
sheet = "乙组"
kind = "open"

[[schedules]]
id = "a"
name = "甲组奖金"
pool = {{ group = "甲组" }}
places = [{{ place = 1, amount = "1000" }}, {{ place = 2, amount = "500" }}]

[[schedules]]
id = "b"
name = "乙组奖金"
pool = {{ group = "乙组" }}
places = [{{ place = 1, amount = "800" }}, {{ place = 2, amount = "400" }}]
"#
    )
}

/// Three players in each group; with `documents`, a document column
/// written 证件号码 on 甲组 and in traditional characters, 證件號碼, on 乙组
/// (A1 a Hong Kong identity card, A2 blank, A3 a number but unpaid; B1
/// blank, B2 a passport, B3 blank but unpaid).
fn event(settings: &str, documents: bool) -> Workdir {
    let w = Workdir::new();
    let a = [
        ("A1", "陈一", "H1234567(8)"),
        ("A2", "林二", ""),
        ("A3", "黄三", "E1"),
    ];
    write_event(&w.path("in.xlsx"), documents, a);
    w.write("rules.toml", &rules(settings));
    w
}

/// The workbook of `event`, 甲组 in the order of `a` (编号, 姓名, document).
fn write_event(path: &std::path::Path, documents: bool, a: [(&str, &str, &str); 3]) {
    let sheet = |name: &str, headers: &[&str], rows: [(&str, &str, &str); 3]| {
        let mut sheet = Sheet::new(name, &headers[..if documents { 5 } else { 4 }]);
        for (rank, (no, player, document)) in (1..=3u32).zip(rows) {
            let mut row: Vec<Cell> = vec![rank.into(), no.into(), player.into(), "香港".into()];
            if documents {
                row.push(match document {
                    "" => Cell::blank(),
                    number => number.into(),
                });
            }
            sheet = sheet.row(row);
        }
        sheet
    };
    let a = sheet("甲组", &["名次", "编号", "姓名", "单位", "证件号码"], a);
    let b = sheet(
        "乙组",
        &["名次", "編號", "姓名", "單位", "證件號碼"],
        [
            ("B1", "何四", ""),
            ("B2", "吴五", "护照 E7654321"),
            ("B3", "周六", ""),
        ],
    );
    write_workbook(path, &[a, b]);
}

/// `run` in Chinese; its results.json.
fn run(w: &Workdir) -> Value {
    let out = (w.xqprize_zh())
        .args(["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(w.path("out/results.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The warnings about payees: (code, sheet, row, column).
fn payee_warnings(results: &Value) -> Vec<(String, String, u64, String)> {
    (results["warnings"].as_array().unwrap().iter())
        .filter(|w| w["code"].as_str().unwrap().starts_with("payee."))
        .map(|w| {
            let text = |key: &str| w[key].as_str().unwrap_or("").to_string();
            (
                text("code"),
                text("sheet"),
                w["row"].as_u64().unwrap(),
                text("column"),
            )
        })
        .collect()
}

fn warning(code: &str, sheet: &str, row: u64, column: &str) -> (String, String, u64, String) {
    (code.to_string(), sheet.to_string(), row, column.to_string())
}

#[test]
fn the_default_still_warns_every_payee_without_an_id_number() {
    // No setting: 身份证. Nobody has a mainland ID number, so each of the
    // four payees (A1 1000, A2 500, B1 800, B2 400) is held back; A3 and
    // B3 are paid nothing.
    let w = event("", true);
    let results = run(&w);
    assert_eq!(
        payee_warnings(&results),
        [
            warning("payee.no_id", "甲组", 2, "身份证号"),
            warning("payee.no_id", "甲组", 3, "身份证号"),
            warning("payee.no_id", "乙组", 2, "身份证号"),
            warning("payee.no_id", "乙组", 3, "身份证号"),
        ]
    );
    // results.json's settings say nothing of the default.
    assert_eq!(results["settings"].get("id_document"), None);
    let payouts = sheet_rows(&w.path("out/payouts.xlsx"), "奖金发放表");
    assert_eq!(payouts[1][5], "身份证号");
    assert_eq!(payouts[2][5], "缺身份证号");
}

#[test]
fn an_event_needing_no_document_warns_nobody_and_prints_no_empty_id_column() {
    let w = event("id_document = \"不需要\"", false);
    let results = run(&w);
    assert_eq!(payee_warnings(&results), []);
    assert_eq!(results["settings"]["id_document"], "不需要");
    // The money is the regulation's: places 1 and 2 of each group.
    let paid: Vec<(&str, &str)> = (results["payouts"].as_array().unwrap().iter())
        .map(|p| (p["no"].as_str().unwrap(), p["total"].as_str().unwrap()))
        .collect();
    assert_eq!(
        paid,
        [
            ("A1", "1000.00"),
            ("A2", "500.00"),
            ("B1", "800.00"),
            ("B2", "400.00")
        ]
    );
    // No sheet has 身份证号: the payout table leaves the column out, the
    // prizes following 单位.
    let payouts = sheet_rows(&w.path("out/payouts.xlsx"), "奖金发放表");
    assert_eq!(
        payouts[1][..6],
        ["序号", "组别", "编号", "姓名", "单位", "奖项"]
    );
    assert_eq!(payouts[2][..5], ["1", "甲组", "A1", "陈一", "香港"]);
    assert!(payouts[2][5].starts_with("甲组奖金"), "{:?}", payouts[2]);
    assert_eq!(payouts[2][6], "1000");
    let about = sheet_rows(&w.path("out/payouts.xlsx"), "说明");
    let line = about.iter().find(|r| r[0] == "领款证件").expect("领款证件");
    assert!(line[3].starts_with("不需要："), "{line:?}");
}

#[test]
fn a_document_column_holds_back_exactly_the_payees_whose_cell_is_blank() {
    // Paid: A1 1000 (H1234567(8)), A2 500 (blank), B1 800 (blank), B2 400
    // (护照 E7654321). Held back: A2 at 甲组 row 3 and B1 at 乙组 row 2,
    // named in 证件号码, however the sheet writes it (證件號碼). The
    // numbers that are no mainland ID are no fault in that column.
    let w = event("id_document = { column = \"证件号码\" }", true);
    let results = run(&w);
    assert_eq!(
        payee_warnings(&results),
        [
            warning("payee.no_document", "甲组", 3, "证件号码"),
            warning("payee.no_document", "乙组", 2, "证件号码"),
        ]
    );
    let codes: Vec<&str> = (results["warnings"].as_array().unwrap().iter())
        .map(|w| w["code"].as_str().unwrap())
        .collect();
    assert!(!codes.iter().any(|c| c.starts_with("id.")), "{codes:?}");
    let texts: Vec<&str> = (results["warnings"].as_array().unwrap().iter())
        .filter(|w| w["code"] == "payee.no_document")
        .map(|w| w["message"].as_str().unwrap())
        .collect();
    assert_eq!(
        texts,
        [
            "领款人 A2 林二（合计 500.00）的“证件号码”为空：付款需登记证件号码。请补上后再发放。",
            "领款人 B1 何四（合计 800.00）的“证件号码”为空：付款需登记证件号码。请补上后再发放。",
        ]
    );
    assert_eq!(results["settings"]["id_document"]["column"], "证件号码");
    // The payout table's document column is the rules' column.
    let payouts = sheet_rows(&w.path("out/payouts.xlsx"), "奖金发放表");
    assert_eq!(payouts[1][5], "证件号码");
    let documents: Vec<&str> = payouts[2..6].iter().map(|r| r[5].as_str()).collect();
    assert_eq!(
        documents,
        ["H1234567(8)", "缺证件号码", "缺证件号码", "护照 E7654321"]
    );
}

#[test]
fn a_document_column_a_sheet_with_payees_lacks_is_an_error_at_its_line() {
    // 乙组 has no 护照号码 column; 甲组 has none either: the column no
    // sheet has is an error for both, at the line of the setting, with
    // the headers each sheet has; nothing is written, by run or check.
    let w = event("id_document = { column = \"护照号码\" }", true);
    let line = rules("id_document = { column = \"护照号码\" }")
        .lines()
        .position(|l| l.starts_with("id_document"))
        .unwrap()
        + 1;
    let stderr = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    for sheet in ["甲组", "乙组"] {
        let want = format!(
            "rules.toml line {line}: id_document says payees' document numbers are in the column 护照号码, but the sheet \"{sheet}\" has payees and no such column (it has 名次, 编号, 姓名, 身份证号, 单位)"
        );
        assert!(stderr.contains(&want), "{want}\n{stderr}");
    }
    assert!(w.outputs().is_empty());
    let stdout = w.stdout(&["check", "in.xlsx", "--rules", "rules.toml"], 1);
    assert!(stdout.contains("护照号码"), "{stdout}");
}

#[test]
fn a_document_column_only_some_sheets_have_is_an_error_for_the_others() {
    // 甲组 has 证件号码 and 乙组 no such column: only 乙组 is named.
    let w = event("id_document = { column = \"证件号码\" }", true);
    let b = Sheet::new("乙组", &["名次", "编号", "姓名"]).row(vec![
        1u32.into(),
        "B1".into(),
        "何四".into(),
    ]);
    let a = Sheet::new("甲组", &["名次", "编号", "姓名", "证件号码"]).row(vec![
        1u32.into(),
        "A1".into(),
        "陈一".into(),
        "H1".into(),
    ]);
    write_workbook(&w.path("in.xlsx"), &[a, b]);
    let stderr = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    assert!(
        stderr
            .contains("the sheet \"乙组\" has payees and no such column (it has 名次, 编号, 姓名)"),
        "{stderr}"
    );
    assert!(!stderr.contains("the sheet \"甲组\""), "{stderr}");
    assert!(w.outputs().is_empty());
}

#[test]
fn an_unknown_id_document_is_an_error_at_its_line_listing_the_accepted() {
    let w = event("id_document = \"护照\"", false);
    let stdout = w.stdout(&["check", "in.xlsx", "--rules", "rules.toml"], 1);
    let want = "rules.toml line 5: id_document: \"护照\" is not one of: \"身份证\", \"不需要\", \"{ column = \"列名\" }\"";
    assert!(stdout.contains(want), "{want}\n{stdout}");
}

#[test]
fn corrections_name_the_document_column_of_the_rules() {
    // Paid: 甲组 A2 second (500). Corrected: A3 second, A2 third. A3 is
    // owed 500 (补发, his 证件号码 E1); A2 returns 500 (退回, his 证件号码
    // blank: 缺证件号码).
    let w = event("id_document = { column = \"证件号码\" }", true);
    let mut cmd = w.xqprize_zh();
    cmd.args(["run", "in.xlsx", "--rules", "rules.toml", "--out", "paid"]);
    cmd.assert().success();
    let a = [
        ("A1", "陈一", "H1234567(8)"),
        ("A3", "黄三", "E1"),
        ("A2", "林二", ""),
    ];
    write_event(&w.path("corrected.xlsx"), true, a);
    let mut cmd = w.xqprize_zh();
    cmd.args([
        "run",
        "corrected.xlsx",
        "--rules",
        "rules.toml",
        "--out",
        "out",
    ])
    .args(["--paid", "paid/results.json"]);
    cmd.assert().success();
    let corrections = w.path("out/corrections.xlsx");
    let to_pay = sheet_rows(&corrections, "补发");
    assert_eq!(to_pay[1][5], "证件号码");
    assert_eq!(to_pay[2][2..6], ["A3", "黄三", "香港", "E1"]);
    let to_return = sheet_rows(&corrections, "退回");
    assert_eq!(to_return[1][5], "证件号码");
    assert_eq!(to_return[2][2..6], ["A2", "林二", "香港", "缺证件号码"]);
}

#[test]
fn a_document_column_of_its_own_is_found_through_traditional_characters_and_a_hint() {
    // The rules write 护照号码 in traditional characters; the sheets write
    // it simplified with a hint in brackets, on 甲组 with spaces too. It is
    // no name of 身份证号: read only as the document. Held back: A2 (500),
    // the one payee whose cell is blank; the header is not reported unread.
    let w = Workdir::new();
    let sheet = |name: &str, header: &str, rows: [(&str, &str); 2]| {
        let mut sheet = Sheet::new(name, &["名次", "编号", "姓名", header]);
        for (rank, (no, document)) in (1..=2u32).zip(rows) {
            let document = if document.is_empty() {
                Cell::blank()
            } else {
                document.into()
            };
            sheet = sheet.row(vec![
                rank.into(),
                no.into(),
                format!("选手{no}").as_str().into(),
                document,
            ]);
        }
        sheet
    };
    let a = sheet("甲组", "护照 号码（或通行证）", [("A1", "K1"), ("A2", "")]);
    let b = sheet("乙组", "护照号码", [("B1", "K2"), ("B2", "K3")]);
    write_workbook(&w.path("in.xlsx"), &[a, b]);
    w.write(
        "rules.toml",
        &rules("id_document = { column = \"護照號碼\" }"),
    );
    let results = run(&w);
    assert_eq!(
        payee_warnings(&results),
        [warning("payee.no_document", "甲组", 3, "護照號碼")]
    );
    let codes: Vec<&str> = (results["warnings"].as_array().unwrap().iter())
        .map(|w| w["code"].as_str().unwrap())
        .collect();
    assert!(!codes.contains(&"input.not_read"), "{codes:?}");
}

#[test]
fn a_header_like_the_id_column_stops_only_an_event_that_needs_the_id() {
    // 证件编号 looks like 身份证号 (证件) without being one of its names.
    // Payees are recorded by 身份证号 by default, so the run refuses it as
    // a misnamed column; an event needing no document has no use for
    // 身份证号 and pays, the header merely not read.
    let write = |settings: &str| {
        let w = Workdir::new();
        let sheet = |name: &str| {
            Sheet::new(name, &["名次", "编号", "姓名", "证件编号"]).row(vec![
                1u32.into(),
                "1".into(),
                "陈一".into(),
                "K1".into(),
            ])
        };
        write_workbook(&w.path("in.xlsx"), &[sheet("甲组"), sheet("乙组")]);
        w.write("rules.toml", &rules(settings));
        w
    };
    let w = write("");
    let stderr = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    assert!(
        stderr.contains("证件编号") && stderr.contains("身份证号"),
        "{stderr}"
    );
    assert!(w.outputs().is_empty());
    let w = write("id_document = \"不需要\"");
    let results = run(&w);
    assert_eq!(payee_warnings(&results), []);
}
