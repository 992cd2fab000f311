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
