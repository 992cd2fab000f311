//! `xqprize run` from the outside: bad input is refused with the sheet, cell
//! and column named and nothing written; outputs are never replaced without
//! --force; the summary reports the budget.

use crate::common::{
    OPEN_HEADERS, Sheet, Workdir, YOUTH_HEADERS, open_man, small_event, write_workbook,
};
use predicates::prelude::*;

#[test]
fn missing_required_column_is_refused_naming_sheet_and_column() {
    let w = Workdir::new();
    let open = Sheet::new("公开组", &["名次", "姓名"]).row(vec![1.into(), "甲".into()]);
    write_workbook(
        &w.path("in.xlsx"),
        &[open, Sheet::new("少儿组", &YOUTH_HEADERS)],
    );
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("公开组").and(predicate::str::contains("编号")));
    assert!(w.outputs().is_empty());
}

#[test]
fn repeated_numbers_and_unreadable_dates_are_reported_together_even_on_one_row() {
    let w = Workdir::new();
    let open = Sheet::new("公开组", &OPEN_HEADERS)
        .row(open_man(1, "7", "甲", "1990-01-01"))
        .row(open_man(2, "7", "乙", "2008/13/01"))
        .row(open_man(3, "8", "丙", "2008/13/01"));
    write_workbook(
        &w.path("in.xlsx"),
        &[open, Sheet::new("少儿组", &YOUTH_HEADERS)],
    );
    let output = w
        .xqprize()
        .args(["run", "in.xlsx", "--out", "out"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    // Row 3 repeats 编号 7 (column B) and its 出生日期 (column E) is no date;
    // row 4's 出生日期 is no date either: three problems, all named at once,
    // the two dates of one value in one column on one line.
    assert!(stderr.contains("公开组!B3 (编号)"), "{stderr}");
    assert!(
        stderr.contains("公开组 column 出生日期, rows 3–4 (2 rows): “2008/13/01” is not a date"),
        "{stderr}"
    );
    assert!(stderr.contains("2 problems"), "{stderr}");
    assert!(w.outputs().is_empty());
}

#[test]
fn missing_group_sheet_is_refused() {
    let w = Workdir::new();
    let mut sheets = small_event(3);
    sheets.pop();
    write_workbook(&w.path("in.xlsx"), &sheets);
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("少儿组"));
    assert!(w.outputs().is_empty());
}

#[test]
fn an_existing_output_is_kept_without_force_and_replaced_with_it() {
    let w = Workdir::new();
    write_workbook(&w.path("in.xlsx"), &small_event(3));
    std::fs::create_dir(w.path("out")).unwrap();
    std::fs::write(w.path("out/results.json"), "keep me").unwrap();
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("--force"));
    assert_eq!(
        std::fs::read_to_string(w.path("out/results.json")).unwrap(),
        "keep me"
    );
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out", "--force"])
        .assert()
        .success();
    assert_ne!(
        std::fs::read_to_string(w.path("out/results.json")).unwrap(),
        "keep me"
    );
}

#[test]
fn summary_shows_the_published_budget_beside_the_amended_one() {
    let w = Workdir::new();
    write_workbook(&w.path("in.xlsx"), &small_event(40));
    // Forty players from 重庆, no women, no students: overall pays all 61600.
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out"])
        .assert()
        .success()
        .stdout(
            predicate::str::contains("公开组: 40 players read")
                .and(predicate::str::contains("published 131500.00"))
                .and(predicate::str::contains(
                    "amended 116600.00 + subsidies 0.00 (0 eligible)",
                ))
                .and(predicate::str::contains("total paid: 61600.00")),
        );
}

#[test]
fn a_wrong_command_line_exits_with_two() {
    let w = Workdir::new();
    w.xqprize().args(["run"]).assert().code(2);
    w.xqprize()
        .args(["run", "x.xlsx", "--prizes-per-player", "some"])
        .assert()
        .code(2);
}

#[test]
fn the_input_is_never_written() {
    let w = Workdir::new();
    write_workbook(&w.path("in.xlsx"), &small_event(5));
    let before = std::fs::read(w.path("in.xlsx")).unwrap();
    w.xqprize()
        .args(["run", "in.xlsx", "--out", ".", "--force"])
        .assert()
        .success();
    assert_eq!(std::fs::read(w.path("in.xlsx")).unwrap(), before);
}

#[test]
fn a_pool_on_a_column_the_sheet_lacks_is_refused() {
    let w = Workdir::new();
    // No 地区 column: the member, surprise and qualifier pools could not be drawn.
    let open = Sheet::new("公开组", &["名次", "编号", "姓名", "性别", "出生日期"]).row(vec![
        1.into(),
        "1".into(),
        "甲".into(),
        "男".into(),
        "1990-01-01".into(),
    ]);
    write_workbook(
        &w.path("in.xlsx"),
        &[open, Sheet::new("少儿组", &YOUTH_HEADERS)],
    );
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out"])
        .assert()
        .code(1)
        .stderr(
            predicate::str::contains("地区").and(predicate::str::contains("nothing was written")),
        );
    assert!(w.outputs().is_empty());
}

#[test]
fn a_sheet_without_the_student_column_is_said_once_in_every_output() {
    let w = Workdir::new();
    write_workbook(&w.path("in.xlsx"), &small_event(3));
    let out = w
        .xqprize()
        .args(["run", "in.xlsx", "--out", "out"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let warnings = json["warnings"].as_array().unwrap();
    let notes: Vec<&str> = warnings
        .iter()
        .filter_map(|w| w["message"].as_str())
        .filter(|m| m.contains("在校学生"))
        .collect();
    // Neither sheet of small_event has 在校学生: one note each.
    assert_eq!(
        notes,
        [
            "公开组 has no 在校学生 column: no 大学生食宿补贴 candidates there",
            "少儿组 has no 在校学生 column: no 大学生食宿补贴 candidates there",
        ]
    );
    // The summary counts what results.json lists.
    assert!(
        stdout.contains(&format!("warnings: {}", warnings.len())),
        "{stdout}"
    );
}

#[test]
fn check_refuses_a_missing_member_column_naming_the_schedule_and_the_columns() {
    let w = Workdir::new();
    // Without 会员, 19 000 yuan of member prizes would silently go vacant.
    let mut row = open_man(1, "1", "甲", "1990-01-01");
    row.remove(6);
    let headers = ["名次", "编号", "姓名", "性别", "出生日期", "地区", "称号"];
    let open = Sheet::new("公开组", &headers).row(row);
    write_workbook(
        &w.path("in.xlsx"),
        &[open, Sheet::new("少儿组", &YOUTH_HEADERS)],
    );
    let out = w.xqprize().args(["check", "in.xlsx"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains(
            "schedule \"member\": the pool filters on 会员, but the sheet \"公开组\" has no 会员 column (it has 名次, 编号, 姓名, 性别, 出生日期, 称号, 地区); add the column or rename the one that holds it to 会员"
        ),
        "{stdout}"
    );
}

#[test]
fn the_command_line_chooses_the_sheet_of_a_group() {
    let w = Workdir::new();
    let mut sheets = small_event(3);
    sheets[0].name = "Results".to_string();
    write_workbook(&w.path("in.xlsx"), &sheets);
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "公开组: no such sheet in the workbook (it has: Results, 少儿组)",
        ));
    w.xqprize()
        .args([
            "run",
            "in.xlsx",
            "--out",
            "out",
            "--sheet",
            "公开组=Results",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("公开组: 3 players read"));
}

#[test]
fn outputs_that_cannot_be_written_exit_with_status_3() {
    let w = Workdir::new();
    write_workbook(&w.path("in.xlsx"), &small_event(3));
    // A regular file where the output folder should go: the folder cannot be made.
    std::fs::write(w.path("blocked"), "a file").unwrap();
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "blocked/out"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("cannot create folder"));
}

/// The in-memory pipeline (a workbook's bytes in, the four files' bytes out)
/// gives exactly the bytes `run` writes, in both stacking settings.
#[test]
fn the_in_memory_run_gives_the_bytes_run_writes() {
    use xqprize::pipeline::{OUTPUT_NAMES, run_in_memory};
    use xqprize::rules::{Overrides, Stacking};
    let w = Workdir::new();
    write_workbook(&w.path("in.xlsx"), &small_event(5));
    // Both in the default language, Chinese: the 说明 sheet and the
    // warnings in results.json are in the language chosen.
    for (mode, stacking, said) in [
        ("all", Stacking::All, "名次奖：每人可兼得"),
        ("one", Stacking::One, "名次奖：每人限得一项"),
    ] {
        let out = format!("out-{mode}");
        w.xqprize()
            .env_remove("XQPRIZE_LANG")
            .args(["run", "in.xlsx", "--out", &out, "--prizes-per-player", mode])
            .assert()
            .success();
        let overrides = Overrides {
            stacking: Some(stacking),
        };
        let bytes = std::fs::read(w.path("in.xlsx")).unwrap();
        let run =
            run_in_memory("in.xlsx", bytes, None, &overrides, xqprize::msg::Lang::Zh).unwrap();
        let names: Vec<&str> = run.files.iter().map(|f| f.name).collect();
        assert_eq!(names, OUTPUT_NAMES);
        for f in &run.files {
            let written = std::fs::read(w.path(&format!("{out}/{}", f.name))).unwrap();
            assert!(written == f.bytes, "{mode}: {} differs", f.name);
        }
        let summary = run.report.summary.render(xqprize::msg::Lang::Zh);
        assert!(summary.contains(said), "{summary}");
    }
}

#[test]
fn unknown_titles_are_listed_once_for_the_workbook() {
    let w = Workdir::new();
    let mut sheets = small_event(3);
    // 称号 is the last column (OPEN_HEADERS). 业余大师 and 棋王 are neither a
    // master title nor a known grade or honour (docs/prizes.md#masters);
    // 棋王 is in both sheets, 棋协大师 is a known grade.
    let titles = ["业余大师", "棋王", "棋协大师"];
    for (row, title) in sheets[0].rows[1..].iter_mut().zip(titles) {
        *row.last_mut().unwrap() = title.into();
    }
    let youth = |rank: u32, no: &str, title: &str| {
        let mut row = open_man(rank, no, &format!("少年{no}"), "2010-01-01");
        *row.last_mut().unwrap() = title.into();
        row
    };
    sheets[1] = Sheet::new("少儿组", &YOUTH_HEADERS)
        .row(youth(1, "S1", "小棋圣"))
        .row(youth(2, "S2", "棋王"));
    write_workbook(&w.path("in.xlsx"), &sheets);
    w.stdout(&["run", "in.xlsx", "--out", "out"], 0);
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let unknown: Vec<(&str, &str)> = json["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|w| w["code"] == "title.unknown")
        .map(|w| (w["sheet"].as_str().unwrap(), w["message"].as_str().unwrap()))
        .collect();
    // One warning, each value once, in the order they first appear (公开组
    // before 少儿组, row by row), naming both sheets.
    assert_eq!(
        unknown,
        [(
            "公开组、少儿组",
            "称号 values that are no known title, so not a master: 业余大师, 棋王, 小棋圣; if one is a master title, add it to master_titles in the rules file"
        )]
    );
}

/// Every warning reaches every output (docs/input.md): over a workbook with
/// skipped rows of every kind, a column not read, sheets matched by prefix
/// and blank pool values (`tests/disguised/everything.xlsx`), the count on
/// the terminal, the warnings of results.json and the rows of the 说明
/// sheet's warning list are the same warnings, in the same order.
#[test]
fn the_terminal_results_json_and_the_about_sheet_list_the_same_warnings() {
    let w = Workdir::new();
    let input =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/disguised/everything.xlsx");
    let stdout = w.stdout(&["run", input.to_str().unwrap(), "--out", "out"], 0);
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let warnings = json["warnings"].as_array().unwrap();
    let text = |v: &serde_json::Value| match v {
        serde_json::Value::Null => String::new(),
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let in_json: Vec<[String; 4]> = warnings
        .iter()
        .map(|w| {
            [
                text(&w["sheet"]),
                text(&w["row"]),
                text(&w["column"]),
                text(&w["message"]),
            ]
        })
        .collect();
    let codes: Vec<&str> = warnings
        .iter()
        .map(|w| w["code"].as_str().unwrap())
        .collect();
    for code in ["input.skipped_rows", "input.not_read", "pool.blank_value"] {
        assert!(codes.contains(&code), "no {code} in {codes:?}");
    }
    let n = in_json.len();
    assert!(n >= 10, "only {n} warnings");
    assert!(
        stdout.contains(&format!("warnings: {n} (see the Notes sheet)")),
        "{stdout}"
    );
    // In English, as the run was: the 说明 sheet is the Notes sheet.
    let about = crate::common::sheet_rows(&w.path("out/payouts.xlsx"), "Notes");
    let at = about
        .iter()
        .position(|r| r[0].starts_with("Warnings ("))
        .expect("the Notes sheet lists warnings");
    assert_eq!(about[at][0], format!("Warnings ({n})"));
    assert_eq!(about[at + 1][..4], ["Sheet", "Row", "Column", "Message"]);
    let in_about: Vec<[String; 4]> = about[at + 2..]
        .iter()
        .take_while(|r| r.iter().any(|c| !c.is_empty()))
        .map(|r| [r[0].clone(), r[1].clone(), r[2].clone(), r[3].clone()])
        .collect();
    assert_eq!(in_about, in_json);
}

#[test]
fn a_rules_file_missing_one_quote_is_one_message_with_its_line_and_column() {
    let w = Workdir::new();
    write_workbook(&w.path("standings.xlsx"), &small_event(5));
    let template = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/shizhu-2019.toml"),
    )
    .unwrap();
    // The quote closing 「total = "61600"」 missing: the parser then reads
    // text as keys and keys as text down to the end of the file, and once
    // listed every line it stumbled on (110 of them).
    let broken = template.replacen("total = \"61600\"", "total = \"61600", 1);
    assert_ne!(broken, template);
    let line = 1 + broken.lines().position(|l| l == "total = \"61600").unwrap();
    w.write("rules.toml", &broken);
    let args = [
        "run",
        "standings.xlsx",
        "--rules",
        "rules.toml",
        "--out",
        "out",
    ];
    // 「total = "61600」 is 14 characters: the quote is missing at 15.
    let zh = w.xqprize_zh().args(args).output().unwrap();
    assert_eq!(zh.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(zh.stderr).unwrap(),
        format!(
            "错误：rules.toml 第{line}行：第15列起不符合 TOML 格式（引号、括号或等号不配对等）。请对照模板改正这一行；改正后才能检查其后的内容。\n"
        )
    );
    let en = w
        .xqprize()
        .args(args)
        .args(["--lang", "en"])
        .output()
        .unwrap();
    let en = String::from_utf8(en.stderr).unwrap();
    assert_eq!(en.lines().count(), 1, "{en}");
    assert!(
        en.starts_with(&format!(
            "error: rules.toml line {line}: column 15: not valid TOML"
        )),
        "{en}"
    );
    assert!(w.outputs().is_empty());

    // Problems of meaning are still listed all at once: two amounts.
    let two = template
        .replacen("amount = \"20000\"", "amount = \"2OOOO\"", 1)
        .replacen("amount = \"10000\"", "amount = \"1OOOO\"", 1);
    w.write("rules.toml", &two);
    let en = w.xqprize().args(args).output().unwrap();
    let en = String::from_utf8(en.stderr).unwrap();
    assert_eq!(en.lines().count(), 2, "{en}");
    assert!(en.contains("\"2OOOO\"") && en.contains("\"1OOOO\""), "{en}");
}

/// An event in traditional characters (繁體): the rules file names 公开组.
const TRADITIONAL_RULES: &str = r#"event = "繁體公開賽"
event_year = 2024

[settings]
stacking = "all"

[regions]
"石柱" = { names = ["石柱县"] }
"重庆" = { names = ["重庆市"] }
"市外" = { names = ["外地"], other = true }

[[groups]]
sheet = "公开组"
kind = "open"

[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
places = [
  { place = "1", amount = "1000" },
  { place = "2", amount = "600" },
  { place = "3", amount = "300" },
]

[[schedules]]
id = "women"
name = "女子奖"
pool = { group = "公开组", sex = "女" }
places = [
  { place = "1", amount = "400" },
  { place = "2", amount = "200" },
]

[[schedules]]
id = "local"
name = "石柱棋手奖"
pool = { group = "公开组", region = ["石柱"] }
places = [
  { place = "1", amount = "200" },
  { place = "2", amount = "100" },
]

[[schedules]]
id = "member"
name = "会员奖"
pool = { group = "公开组", member = true }
places = [{ place = "1", amount = "150" }]
"#;

#[test]
fn a_workbook_in_traditional_characters_is_paid_under_a_rules_file_in_simplified() {
    let w = Workdir::new();
    w.write("rules.toml", TRADITIONAL_RULES);
    let headers = [
        "名次",
        "編號",
        "姓名",
        "性別",
        "出生日期",
        "單位",
        "地區",
        "會員",
        "積分",
    ];
    let row = |cells: [&str; 9]| -> Vec<crate::common::Cell> {
        cells.iter().map(|&c| c.into()).collect()
    };
    let open = Sheet::new("公開組", &headers)
        .row(row([
            "1",
            "1",
            "陳國華",
            "男",
            "1990-01-01",
            "香港象棋總會",
            "重慶市",
            "有",
            "9",
        ]))
        .row(row([
            "2",
            "2",
            "黃麗萍",
            "女",
            "1992-02-02",
            "澳門象棋總會",
            "石柱縣",
            "無",
            "8",
        ]))
        .row(row([
            "3",
            "3",
            "張偉",
            "男",
            "1994-03-03",
            "石柱棋協",
            "石柱",
            "否",
            "7",
        ]))
        .row(row([
            "4",
            "4",
            "劉芳",
            "女",
            "1996-04-04",
            "臺北棋會",
            "臺北",
            "否",
            "6",
        ]));
    write_workbook(&w.path("in.xlsx"), &[open]);
    w.xqprize()
        .args(["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"])
        .assert()
        .success();
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let paid: Vec<(String, String, String, String)> = (json["payouts"].as_array().unwrap())
        .iter()
        .map(|p| {
            let s = |k: &str| p[k].as_str().unwrap().to_string();
            (s("group"), s("no"), s("name"), s("total"))
        })
        .collect();
    // stacking "all": every schedule pays on its own.
    // 名次奖: 1 陳國華 1000, 2 黃麗萍 600, 3 張偉 300.
    // 女子奖 (性別 女): 黃麗萍 first 400, 劉芳 second 200.
    // 石柱棋手奖 (地區 石柱縣 is 石柱县, a spelling of 石柱; 石柱 as is):
    //   黃麗萍 first 200, 張偉 second 100; 重慶市 is 重庆, 臺北 the catch-all.
    // 会员奖 (會員 有; 無 is 无, no): 陳國華 150.
    // Totals: 陳國華 1000 + 150 = 1150; 黃麗萍 600 + 400 + 200 = 1200;
    // 張偉 300 + 100 = 400; 劉芳 200. Names as written.
    let want = [
        ("1", "陳國華", "1150.00"),
        ("2", "黃麗萍", "1200.00"),
        ("3", "張偉", "400.00"),
        ("4", "劉芳", "200.00"),
    ];
    assert_eq!(
        paid,
        want.map(|(no, name, total)| ("公开组".to_string(), no.into(), name.into(), total.into()))
            .to_vec()
    );
    // Not a header left unread, and 臺北 is quoted as written.
    let warnings: Vec<&str> = (json["warnings"].as_array().unwrap())
        .iter()
        .filter_map(|w| w["message"].as_str())
        .collect();
    assert!(
        !warnings
            .iter()
            .any(|m| m.contains("未读取") || m.contains("not read")),
        "{warnings:?}"
    );
    assert!(warnings.iter().any(|m| m.contains("臺北")), "{warnings:?}");
    // 公開組 is the group 公开组's own sheet, written in traditional
    // characters: not a sheet "named like" the group, so no warning.
    let codes: Vec<&str> = (json["warnings"].as_array().unwrap())
        .iter()
        .filter_map(|w| w["code"].as_str())
        .collect();
    assert!(!codes.contains(&"sheet.matched"), "{codes:?}");
}
