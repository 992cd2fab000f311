//! A committee award read from a column of the standings (`[[awards]]`
//! with `column = "风尚奖"`): the corpus case xian-qijie-2021 marks its
//! 体育道德风尚奖 so; here the mistakes around it, each stopping the run
//! with the rules file's line and the sheet, nothing written.

use std::path::{Path, PathBuf};

fn case(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/regulations/xian-qijie-2021")
        .join(file)
}

/// The case's rules, changed by `edit`, run on its standings: stderr.
fn run_with(edit: impl Fn(String) -> String, code: i32) -> (String, Vec<String>) {
    let w = crate::common::Workdir::new();
    let rules = edit(std::fs::read_to_string(case("rules.toml")).unwrap());
    w.write("rules.toml", &rules);
    std::fs::copy(case("standings.xlsx"), w.path("in.xlsx")).unwrap();
    let stderr = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        code,
    );
    (stderr, w.outputs())
}

/// The line of the rules file that is `text`.
fn line_of(text: &str) -> usize {
    let rules = std::fs::read_to_string(case("rules.toml")).unwrap();
    rules.lines().position(|l| l == text).unwrap() + 1
}

#[test]
fn a_column_no_sheet_has_is_an_error_for_every_sheet_with_its_line() {
    let line = line_of("column = \"风尚奖\"");
    let (stderr, outputs) = run_with(
        |r| r.replace("\ncolumn = \"风尚奖\"\n", "\ncolumn = \"道德风尚\"\n"),
        1,
    );
    for sheet in ["初高中组", "五六年级组", "三四年级组", "一二年级组"] {
        let want = format!(
            "rules.toml line {line}: award \"sportsmanship\": its conditions need 道德风尚, but the sheet \"{sheet}\" has no 道德风尚 column"
        );
        assert!(stderr.contains(&want), "{want}\n{stderr}");
    }
    assert!(outputs.is_empty());
}

#[test]
fn players_and_a_column_both_are_an_error_at_the_line() {
    let line = line_of("column = \"风尚奖\"");
    let (stderr, outputs) = run_with(
        |r| {
            r.replace(
                "\ncolumn = \"风尚奖\"\n",
                "\ncolumn = \"风尚奖\"\nplayers = [\"初高中组:3\"]\n",
            )
        },
        1,
    );
    let want = format!(
        "rules.toml line {line}: award \"sportsmanship\": both players and column are given"
    );
    assert!(stderr.contains(&want), "{want}\n{stderr}");
    assert!(outputs.is_empty());
}

#[test]
fn explain_says_who_the_column_marks_and_who_it_does_not() {
    let w = crate::common::Workdir::new();
    std::fs::copy(case("standings.xlsx"), w.path("in.xlsx")).unwrap();
    std::fs::copy(case("rules.toml"), w.path("rules.toml")).unwrap();
    let explain = |player: &str| {
        let mut cmd = w.xqprize_zh();
        let out = cmd
            .args([
                "explain",
                "in.xlsx",
                "--rules",
                "rules.toml",
                "--player",
                player,
            ])
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    // 初高中组 编号 3 (名次 11) is marked 是; 编号 1 (名次 1) is not.
    let award_line = |text: &str| {
        let line = text.lines().find(|l| l.contains("体育道德风尚奖〔"));
        line.unwrap_or_else(|| panic!("{text}")).to_string()
    };
    assert!(award_line(&explain("初高中组:3")).ends_with("：证书"));
    assert!(award_line(&explain("初高中组:1")).ends_with("：未获评选（成绩表“风尚奖”一列未标注）"));
}

/// An open group of six with a 风尚奖 column holding `marks` (placed 1–6),
/// and rules paying 名次奖 1000 to place 1 and 体育道德风尚奖 a 证书 to the
/// players the column marks.
fn marked_event(marks: [&str; 6]) -> crate::common::Workdir {
    use crate::common::{Cell, Sheet};
    let w = crate::common::Workdir::new();
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名", "风尚奖"]);
    for (r, mark) in (1..=6u32).zip(marks) {
        let name = format!("棋手{r}");
        let mark = if mark.is_empty() {
            Cell::blank()
        } else {
            Cell::from(mark)
        };
        sheet = sheet.row(vec![r.into(), r.into(), name.as_str().into(), mark]);
    }
    crate::common::write_workbook(&w.path("in.xlsx"), &[sheet]);
    w.write(
        "rules.toml",
        r#"event = "标记"
event_year = 2025
[[groups]]
sheet = "公开组"
kind = "open"
[[schedules]]
id = "places"
name = "名次奖"
pool = { group = "公开组" }
places = [{ place = 1, amount = "1000" }]
[[awards]]
id = "sportsmanship"
name = "体育道德风尚奖"
prize = "证书"
column = "风尚奖"
"#,
    );
    w
}

/// Issue 49: 不是, 未评, 非, 不, -, /, x and × each marked a winner. Only a
/// clear yes marks now: placed 1 (是) and 6 (the award's own column name)
/// are chosen; 2–5 (不是, -, x, 未评) are not.
#[test]
fn a_clear_no_in_the_column_marks_nobody_and_a_clear_yes_marks_the_winner() {
    let w = marked_event(["是", "不是", "-", "x", "未评", "风尚奖"]);
    let explain = |player: &str| {
        let text = w.explain_zh("in.xlsx", player);
        let line = text.lines().find(|l| l.contains("体育道德风尚奖〔"));
        line.unwrap_or_else(|| panic!("{text}")).to_string()
    };
    for chosen in ["公开组:1", "公开组:6"] {
        assert!(explain(chosen).ends_with("：证书"), "{chosen}");
    }
    for not in ["公开组:2", "公开组:3", "公开组:4", "公开组:5"] {
        assert!(
            explain(not).ends_with("：未获评选（成绩表“风尚奖”一列未标注）"),
            "{not}"
        );
    }
}

/// A mark that is neither a clear yes nor a clear no (待定, 优) is an error
/// naming the cell and the column, quoting the value and saying what is
/// accepted: exit status 1, nothing written.
#[test]
fn a_mark_neither_yes_nor_no_stops_the_run_naming_its_cell() {
    let w = marked_event(["是", "待定", "", "否", "优", ""]);
    w.write(
        "rules.toml",
        &std::fs::read_to_string(w.path("rules.toml")).unwrap(),
    );
    let out = w
        .xqprize_zh()
        .args(["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    for (cell, value) in [("D3", "待定"), ("D6", "优")] {
        let want = format!(
            "公开组!{cell}（风尚奖）：「{value}」不是“风尚奖”一列的标记。获奖的填：是、有、获奖、√、✓、★、1、Y 或“风尚奖”；未获奖的留空，或填：否、无、不是、非、不、未评、未获、×、0、N、x、-、/。请改为其中之一。"
        );
        assert!(stderr.contains(&want), "{want}\n{stderr}");
    }
    assert!(w.outputs().is_empty());
}

#[test]
fn a_column_the_standings_read_themselves_cannot_mark_an_award() {
    // column = "姓名" was answered 「"初高中组"工作表没有"姓名"列（现有列：…姓名…）」:
    // 姓名 is there, but read as the players' names, never as marks.
    let line = line_of("column = \"风尚奖\"");
    let w = crate::common::Workdir::new();
    let rules = std::fs::read_to_string(case("rules.toml")).unwrap();
    w.write(
        "rules.toml",
        &rules.replace("\ncolumn = \"风尚奖\"\n", "\ncolumn = \"姓名\"\n"),
    );
    std::fs::copy(case("standings.xlsx"), w.path("in.xlsx")).unwrap();
    let out = w
        .xqprize_zh()
        .args(["check", "in.xlsx", "--rules", "rules.toml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let errors: Vec<&str> = stdout.lines().filter(|l| l.starts_with("错误：")).collect();
    assert_eq!(
        errors,
        [format!(
            "错误：rules.toml 第{line}行：评选奖「sportsmanship」：column = \"姓名\" 是成绩表本身的“姓名”列，程序按它读每位棋手的姓名，不能同时用作评选奖的标记列。请在成绩表中另设一列（如“风尚奖”），在获奖者一行填“是”，并把 column 改为该列名；或改用 players 列出获奖者。"
        )]
    );
}

#[test]
fn a_column_named_in_traditional_characters_finds_the_simplified_header() {
    // 風尚獎 is 风尚奖 in traditional characters: the sheets' 风尚奖 column
    // is found (a column no sheet has is refused, as the first test shows).
    let (stderr, outputs) = run_with(
        |r| r.replace("\ncolumn = \"风尚奖\"\n", "\ncolumn = \"風尚獎\"\n"),
        0,
    );
    assert!(!stderr.contains("风尚奖"), "{stderr}");
    assert!(!outputs.is_empty());
}
