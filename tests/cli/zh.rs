//! The Chinese a treasurer reads by default, and the English of `--lang en`:
//! a bad 名次 gives a Chinese message with what to do and exit 1; the help is
//! Chinese; results.json warnings carry codes; and nothing printed in zh
//! mode holds an English word.

use crate::common::{Sheet, Workdir, write_workbook};
use predicates::prelude::*;

/// A command left in the default language (no XQPRIZE_LANG).
fn zh(w: &Workdir) -> assert_cmd::Command {
    w.xqprize_zh()
}

/// Words of three or more Latin letters, outside file names, codes and
/// the names of options, values and formats the user types.
fn english_words(text: &str) -> Vec<String> {
    const ALLOWED: &[&str] = &[
        "xlsx",
        "xls",
        "xlsb",
        "ods",
        "json",
        "results",
        "toml",
        "rules",
        "out",
        "force",
        "lang",
        "sheet",
        "xqprize",
        "payouts",
        "awards",
        "qualifiers",
        "standings",
        "tmp",
        "shizhu",
    ];
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .map(str::to_lowercase)
        .filter(|w| !ALLOWED.contains(&w.as_str()))
        .collect()
}

fn bad_rank_workbook(w: &Workdir) {
    let sheet = Sheet::new("公开组", &["名次", "编号", "姓名"])
        .row(vec![1.into(), "1".into(), "甲".into()])
        .row(vec!["2.5".into(), "2".into(), "乙".into()]);
    write_workbook(&w.path("in.xlsx"), &[sheet]);
}

#[test]
fn a_bad_place_is_told_in_chinese_with_what_to_do_and_exit_one() {
    let w = Workdir::new();
    bad_rank_workbook(&w);
    let out = zh(&w)
        .args(["run", "in.xlsx", "--out", "out"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    // 「2.5」 in A3 has a fraction: the action is to write a whole place.
    assert!(
        stderr.contains(
            "公开组!A3（名次）：「2.5」不是名次。名次应为 1 或更大的整数，如 5；也可写作 第5名、5.，并列名次可写作 5-8。名次不能有小数，请改为整数名次。"
        ),
        "{stderr}"
    );
    assert!(english_words(&stderr).is_empty(), "{stderr}");
    assert!(w.outputs().is_empty());
}

#[test]
fn the_same_with_lang_en_is_english() {
    let w = Workdir::new();
    bad_rank_workbook(&w);
    zh(&w)
        .args(["--lang", "en", "run", "in.xlsx", "--out", "out"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "公开组!A3 (名次): “2.5” is not a place (a whole number of 1 or more",
        ));
    zh(&w)
        .env("XQPRIZE_LANG", "en")
        .args(["run", "in.xlsx", "--out", "out"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("is not a place"));
}

#[test]
fn help_is_chinese() {
    let w = Workdir::new();
    for args in [
        &["--help"][..],
        &["run", "--help"],
        &["check", "--help"],
        &["explain", "--help"],
        &["init", "--help"],
        &["serve", "--help"],
        &["record", "--help"],
    ] {
        let out = zh(&w).args(args).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("用法：") && text.contains("选项"), "{text}");
        let words: Vec<String> = english_words(&text)
            .into_iter()
            .filter(|w| {
                ![
                    "run", "check", "explain", "init", "serve", "help", "version", "template",
                    "blank", "shizhu", "hengfang", "hangu", "player", "prizes", "per", "player",
                    "all", "one", "port", "listen", "each", "encoding", "utf", "gbk", "paid",
                    "record", "events", "event", "out", "force", "sqlite", "xqprize", "XQPRIZE",
                    "EVENTS", "windows", "appdata", "linux", "local", "share",
                ]
                .contains(&w.as_str())
            })
            .collect();
        assert!(words.is_empty(), "{args:?}: {words:?}\n{text}");
    }
}

#[test]
fn help_with_lang_en_is_english() {
    let w = Workdir::new();
    for (args, usage) in [
        (
            &["--lang", "en", "--help"][..],
            "Usage: xqprize <COMMAND> [OPTIONS]",
        ),
        (
            &["run", "--help", "--lang=en"],
            "Usage: xqprize run <STANDINGS> [OPTIONS]",
        ),
        (
            &["--lang", "en", "serve", "--help"],
            "Usage: xqprize serve [OPTIONS]",
        ),
    ] {
        let out = zh(&w).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(usage) && text.contains("Options:"), "{text}");
        assert!(!text.contains("用法") && !text.contains("选项"), "{text}");
    }
    let out = zh(&w)
        .env("XQPRIZE_LANG", "en")
        .args(["check", "--help"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("Usage: xqprize check"));
}

#[test]
fn the_sample_run_prints_chinese_and_results_json_warnings_carry_codes() {
    let w = Workdir::new();
    let sample = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/shizhu-2019.xlsx");
    let out = zh(&w)
        .arg("run")
        .arg(&sample)
        .args(["--out", "out"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("已读 公开组 260 人，少儿组 120 人"),
        "{stdout}"
    );
    // The 2019 regulation states 131500; its 补充通知 cancels and lowers
    // places to 116600; two students are paid the 300 subsidy: 600. It has
    // amendments and a subsidy, so both are named (SPEC §19).
    assert!(
        stdout.contains(
            "规程总额 131500.00；补充通知后 116600.00 + 补贴 600.00（2 人）= 117200.00，相差 -14300.00\n"
        ),
        "{stdout}"
    );
    // Two blank 地区, two ages outside every band, seven payees without a
    // valid ID number, two players on an age band's boundary day (S103 born
    // 2008-12-31, 11, the youngest of 11—12岁; S061 born 2009-01-01, 10,
    // the oldest of 9—10岁).
    assert!(stdout.contains("警告 13 条（见 说明 工作表）"), "{stdout}");
    assert!(
        english_words(&stdout).is_empty(),
        "{:?}",
        english_words(&stdout)
    );
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let warnings = json["warnings"].as_array().unwrap();
    assert_eq!(warnings.len(), 13);
    for warning in warnings {
        assert!(warning["code"].as_str().is_some_and(|c| c.contains('.')));
        let message = warning["message"].as_str().unwrap();
        assert!(english_words(message).is_empty(), "{message}");
    }
}

#[test]
fn explain_speaks_chinese_and_cites_the_rules_line() {
    let w = Workdir::new();
    let sample = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/shizhu-2019.xlsx");
    let out = zh(&w)
        .arg("explain")
        .arg(&sample)
        .args(["--player", "1"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    // 编号 1 is placed 187th of the 260 in 公开组; the 2019 regulation pays
    // places 1–32 of 公开组, and he is a man, not a member, from 石柱.
    assert!(
        stdout
            .starts_with("崔超伟（公开组第188行，编号 1，名次 187）；名次奖每人可兼得\n名次奖：\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("：在范围内，第 187 名（共 260 人）；未发：本奖只奖前 32 名"),
        "{stdout}"
    );
    assert!(
        stdout.contains("女子组〔shizhu-2019.toml（内置） 第"),
        "{stdout}"
    );
    assert!(
        stdout.contains("：不在范围内：非女子（性别 男）"),
        "{stdout}"
    );
    assert!(stdout.contains("\n合计：0.00\n名次核对："), "{stdout}");
    assert!(english_words(&stdout).is_empty(), "{stdout}");
    // Nobody is called 无此人: the message says what to do.
    let out = zh(&w)
        .arg("explain")
        .arg(&sample)
        .args(["--player", "无此人"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("中没有编号或姓名为「无此人」的选手。请核对编号或姓名"),
        "{stderr}"
    );
}

#[test]
fn init_says_in_chinese_what_it_wrote_and_what_to_do_next() {
    let w = Workdir::new();
    let out = zh(&w).args(["init", "新赛事"]).output().unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    // The 2019 template names two group sheets: 公开组 and 少儿组. The
    // paths are written as the system writes them (新赛事\standings.xlsx on Windows).
    let dir = std::path::Path::new("新赛事");
    let standings = dir.join("standings.xlsx");
    let rules = dir.join("rules.toml");
    let (standings, rules) = (standings.display(), rules.display());
    assert_eq!(
        stdout,
        format!(
            "已写出 {standings}\n已写出 {rules}\n\
             请在成绩表中填好各工作表（公开组、少儿组），然后运行：xqprize check {standings} --rules {rules}\n\
             规则模板：2019 石柱棋王赛预选赛（shizhu-2019）\n"
        )
    );
    // A second init refuses, in Chinese, and names both files.
    let out = zh(&w).args(["init", "新赛事"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "{standings}、{rules} 已存在，未写出任何文件。如要替换，请加 --force。"
        )),
        "{stderr}"
    );
}

/// Everything a person reads from a run: the terminal (both streams) and the
/// messages of results.json, when one was written.
fn read_by_a_person(cmd: &mut assert_cmd::Command, out: &std::path::Path) -> String {
    let output = cmd.output().unwrap();
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    if let Ok(bytes) = std::fs::read(out.join("results.json")) {
        let results: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        for w in results["warnings"].as_array().unwrap() {
            text.push('\n');
            text.push_str(w["message"].as_str().unwrap());
        }
    }
    text
}

/// The text without the paths it names and the values it quotes as typed
/// (「…」), which are the workbook's, not the message's.
fn typed_values_out(text: &str, book: &std::path::Path, w: &Workdir) -> String {
    let text = text
        .replace(&*book.to_string_lossy(), "")
        .replace(&*w.path("").to_string_lossy(), "");
    let mut out = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '「' => quoted = true,
            '」' => quoted = false,
            _ if !quoted => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn the_worked_examples_and_the_bad_inputs_read_in_chinese_only() {
    let w = Workdir::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut workbooks: Vec<std::path::PathBuf> = ["data/examples", "bad_input"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(root.join(dir)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension()
                .is_some_and(|x| ["xlsx", "xls", "xlsb", "ods"].contains(&&*x.to_string_lossy()))
        })
        .collect();
    workbooks.sort();
    assert!(workbooks.len() >= 20, "{workbooks:?}");
    let mut faults = Vec::new();
    for (i, book) in workbooks.iter().enumerate() {
        for (m, mode) in ["all", "one"].iter().enumerate() {
            let out = w.path(&format!("out{i}-{m}"));
            let text = read_by_a_person(
                zh(&w)
                    .arg("run")
                    .arg(book)
                    .arg("--out")
                    .arg(&out)
                    .args(["--prizes-per-player", *mode]),
                &out,
            );
            let words = english_words(&typed_values_out(&text, book, &w));
            if !words.is_empty() {
                faults.push(format!("run {} {mode}: {words:?}\n{text}", book.display()));
            }
        }
        let text = read_by_a_person(zh(&w).arg("check").arg(book), &w.path("none"));
        let words = english_words(&typed_values_out(&text, book, &w));
        if !words.is_empty() {
            faults.push(format!("check {}: {words:?}\n{text}", book.display()));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n\n"));
}
