//! `xqprize check`: every problem of the rules and the standings at once,
//! each with its line or cell.

use super::organizer::*;

#[test]
fn check_names_the_line_of_a_total_that_disagrees_with_its_places() {
    let w = Workdir::new();
    w.stdout(&["init", "event"], 0);
    let typo = DEFAULT_RULES.replacen("total = \"61600\"", "total = \"60600\"", 1);
    let rules = w.write("rules.toml", &typo);
    let out = w.stdout(
        &[
            "check",
            "event/standings.xlsx",
            "--rules",
            rules.to_str().unwrap(),
        ],
        1,
    );
    let line = line_of(&typo, "60600");
    assert!(
        out.contains(&format!(
            "error: {} line {line}: schedule \"overall\": the places add up to 61600.00, but the stated total is 60600.00",
            rules.display()
        )),
        "{out}"
    );
}

#[test]
fn check_reports_every_unknown_key_at_once() {
    let w = Workdir::new();
    w.stdout(&["init", "event"], 0);
    let text = DEFAULT_RULES
        .replacen("stacking = \"all\"", "stackng = \"all\"", 1)
        .replacen("knockout = 32", "knockuot = 32", 1);
    w.write("rules.toml", &text);
    let out = w.stdout(
        &["check", "event/standings.xlsx", "--rules", "rules.toml"],
        1,
    );
    // The groups are still known, so the standings are read and checked too.
    assert!(
        out.contains("standings: event/standings.xlsx (公开组 0 players, 少儿组 0 players)"),
        "{out}"
    );
    for (key, meant) in [("stackng", "stacking"), ("knockuot", "knockout")] {
        let line = line_of(&text, key);
        assert!(
            out.contains(&format!(
                "rules.toml line {line}: unknown key \"{key}\" in "
            )) && out.contains(&format!("(did you mean \"{meant}\"?)")),
            "{out}"
        );
    }
}

#[test]
fn check_refuses_a_womens_pool_on_a_sheet_without_sex_or_id_number() {
    let w = Workdir::new();
    small_event(&w, false);
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 1);
    let line = line_of(SMALL_RULES, "sex = \"女\"");
    assert!(
        out.contains(&format!(
            "error: rules.toml line {line}: schedule \"women\": the pool filters on 性别, but the sheet \"公开组\" has no 性别 column and no 身份证号 to derive it from"
        )),
        "{out}"
    );
    small_event(&w, true);
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 0);
    assert!(out.contains("no errors"), "{out}");
}

#[test]
fn check_reports_a_syntax_error_with_its_line_and_does_not_read_the_standings() {
    let w = Workdir::new();
    w.stdout(&["init", "event"], 0);
    let text = DEFAULT_RULES.replacen("kind = \"youth\"", "kind = youth", 1);
    w.write("rules.toml", &text);
    let out = w.stdout(
        &["check", "event/standings.xlsx", "--rules", "rules.toml"],
        1,
    );
    assert!(
        out.contains(&format!(
            "error: rules.toml line {}: column 8: not valid TOML",
            line_of(&text, "kind = youth")
        )),
        "{out}"
    );
    assert!(out.contains("standings: not read"), "{out}");
}

#[test]
fn check_prints_rules_and_workbook_problems_together() {
    let w = Workdir::new();
    // A total typo in the rules (1000 + 600 + 2 × 300 = 2200, stated 2300) …
    let text = SMALL_RULES.replacen(
        "name = \"名次奖\"\n",
        "name = \"名次奖\"\ntotal = \"2300\"\n",
        1,
    );
    w.write("rules.toml", &text);
    // … and a 名次 that is not a whole number in the workbook.
    workbook(
        &w.path("standings.xlsx"),
        &[(
            "公开组",
            vec!["名次".into(), "编号".into(), "姓名".into(), "性别".into()],
            vec![
                vec![Cell::N(1.0), Cell::T("A1"), Cell::T("甲"), Cell::T("男")],
                vec![Cell::T("二"), Cell::T("A2"), Cell::T("乙"), Cell::T("女")],
            ],
        )],
    );
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 1);
    assert!(
        out.contains(&format!(
            "error: rules.toml line {}: schedule \"overall\": the places add up to 2200.00, but the stated total is 2300.00",
            line_of(&text, "2300")
        )),
        "{out}"
    );
    assert!(out.contains("standings.xlsx: 公开组!A3 (名次)"), "{out}");
    // The closing line counts both, said once: no "error: " before it.
    let last = w.stderr(&["check", "standings.xlsx", "--rules", "rules.toml"], 1);
    assert!(last.starts_with("2 errors, "), "{last}");
    let zh = w
        .xqprize_zh()
        .args(["check", "standings.xlsx", "--rules", "rules.toml"])
        .output()
        .unwrap();
    let last = String::from_utf8(zh.stderr).unwrap();
    assert!(last.starts_with("错误 2 处，警告 "), "{last}");
    assert!(!last.contains("错误："), "{last}");
}

#[test]
fn check_refuses_a_money_moving_tie_when_the_rules_say_ties_refuse() {
    let w = Workdir::new();
    let header = vec!["名次".to_string(), "编号".to_string(), "姓名".to_string()];
    // 乙 and 丙 share 名次 2: places 2 and 3 pay 600 and 300.
    let rows = vec![
        vec![Cell::N(1.0), Cell::T("A1"), Cell::T("甲")],
        vec![Cell::N(2.0), Cell::T("A2"), Cell::T("乙")],
        vec![Cell::N(2.0), Cell::T("A3"), Cell::T("丙")],
    ];
    workbook(&w.path("standings.xlsx"), &[("公开组", header, rows)]);
    let overall_only = |settings: &str| {
        let end = SMALL_RULES.find("[[schedules]]\nid = \"women\"").unwrap();
        SMALL_RULES[..end].replacen("stacking = \"one\"", settings, 1)
    };
    // Split (the default): the tie is shared, with a warning.
    w.write("split.toml", &overall_only("stacking = \"all\""));
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "split.toml"], 0);
    assert!(out.contains("unresolved tie between A2/乙, A3/丙"), "{out}");
    // Refuse: the same tie is an error.
    w.write(
        "refuse.toml",
        &overall_only("stacking = \"all\"\nties = \"refuse\""),
    );
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "refuse.toml"], 1);
    assert!(
        out.contains(
            "error: prizes per player \"all\": overall place 2: unresolved tie between A2/乙, A3/丙"
        ),
        "{out}"
    );
}

#[test]
fn check_folds_four_warnings_of_a_kind_into_one_line_and_each_lists_them_all() {
    let w = Workdir::new();
    w.write("rules.toml", SMALL_RULES);
    let header = vec![
        "名次".to_string(),
        "编号".to_string(),
        "姓名".to_string(),
        "性别".to_string(),
    ];
    // 性别 blank on sheet rows 3, 4, 6 and 7: four players the women's pool
    // cannot place, one warning each.
    let players = [
        ("A1", "男"),
        ("A2", ""),
        ("A3", ""),
        ("A4", "女"),
        ("A5", ""),
        ("A6", ""),
    ];
    let rows = (1..)
        .zip(players)
        .map(|(rank, (no, sex))| {
            vec![
                Cell::N(f64::from(rank)),
                Cell::T(no),
                Cell::T("某"),
                Cell::T(sex),
            ]
        })
        .collect();
    workbook(&w.path("standings.xlsx"), &[("公开组", header, rows)]);

    let folded = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 0);
    let lines: Vec<&str> = folded
        .lines()
        .filter(|l| l.starts_with("warning: ") && l.contains("性别"))
        .collect();
    assert_eq!(lines.len(), 1, "{folded}");
    assert!(
        lines[0].starts_with("warning: 公开组 column 性别, 4 rows: e.g. row 3: ")
            && lines[0].ends_with("; rows 3–4, 6–7"),
        "{folded}"
    );
    // The five payees have no ID number either (payee.no_id, one line).
    assert!(
        folded.contains("warning: 公开组 column 身份证号, 5 rows: e.g. row 2: payee A1 某 (total "),
        "{folded}"
    );
    assert!(folded.contains("no errors, 9 warnings"), "{folded}");

    let each = w.stdout(
        &["check", "standings.xlsx", "--rules", "rules.toml", "--each"],
        0,
    );
    let lines: Vec<&str> = each
        .lines()
        .filter(|l| l.starts_with("warning: ") && l.contains("性别"))
        .collect();
    assert_eq!(lines.len(), 4, "{each}");
    for (line, row) in lines.iter().zip([3, 4, 6, 7]) {
        assert!(
            line.starts_with(&format!("warning: 公开组 row {row} (性别): ")),
            "{each}"
        );
    }
    assert!(each.contains("no errors, 9 warnings"), "{each}");
}

/// A 中山 event's standings: 地区 written as its towns.
fn zhongshan_standings(w: &Workdir) {
    let header = ["名次", "编号", "姓名", "地区"].map(String::from).to_vec();
    let rows = [(1.0, "A1", "甲", "古镇镇"), (2.0, "A2", "乙", "石岐街道")]
        .iter()
        .map(|&(rank, no, name, region)| {
            vec![Cell::N(rank), Cell::T(no), Cell::T(name), Cell::T(region)]
        })
        .collect();
    workbook(&w.path("standings.xlsx"), &[("公开组", header, rows)]);
}

#[test]
fn a_broken_rules_file_reads_the_standings_with_no_other_events_regions() {
    let w = Workdir::new();
    zhongshan_standings(&w);
    // No [regions] and a typo: 地区 is free text, never counted as the
    // 2019 event's 市外.
    let typo = SMALL_RULES.replacen("stacking = \"one\"", "stackng = \"one\"", 1);
    w.write("rules.toml", &typo);
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 1);
    assert!(out.contains("unknown key \"stackng\""), "{out}");
    assert!(!out.contains("counts as"), "{out}");
    assert!(!out.contains("市外"), "{out}");
}

#[test]
fn a_broken_rules_file_still_reads_the_standings_with_its_own_regions() {
    let w = Workdir::new();
    zhongshan_standings(&w);
    let own = SMALL_RULES.replacen("stacking = \"one\"", "stackng = \"one\"", 1)
        + "\n[regions]\n\"中山\" = { names = [\"古镇镇\"] }\n\"外地\" = { other = true }\n";
    w.write("rules.toml", &own);
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 1);
    // 古镇镇 is 中山's own spelling; 石岐街道 falls to the file's catch-all.
    assert!(!out.contains("“古镇镇” is no region"), "{out}");
    assert!(
        out.contains("“石岐街道” is no region of its own in the rules file and counts as 外地"),
        "{out}"
    );
}

#[test]
fn check_gives_a_notice_for_a_player_born_on_a_window_boundary() {
    let w = Workdir::new();
    let rules = SMALL_RULES.replacen(
        "pool = { group = \"公开组\" }",
        "pool = { group = \"公开组\", born_from = \"2004年9月1日\" }",
        1,
    );
    w.write("rules.toml", &rules);
    let header = ["名次", "编号", "姓名", "性别", "出生日期"]
        .map(String::from)
        .to_vec();
    let rows = [
        (1.0, "A1", "甲", "男", "2004-08-31"),
        (2.0, "A2", "乙", "女", "2004-09-01"),
    ]
    .iter()
    .map(|&(rank, no, name, sex, born)| {
        vec![
            Cell::N(rank),
            Cell::T(no),
            Cell::T(name),
            Cell::T(sex),
            Cell::T(born),
        ]
    })
    .collect();
    workbook(&w.path("standings.xlsx"), &[("公开组", header, rows)]);
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 0);
    assert!(
        out.contains("公开组 row 3 (出生日期): A2 乙: born 2004-09-01, the first day of the birth-date window of \"名次奖\", counted in"),
        "{out}"
    );
    // 甲, born the day before, would be 1st of 名次奖: said too.
    assert!(
        out.contains("A1 甲 (born 2004-08-31, age 20) is outside the age or birth-date limits of \"名次奖\" (else place 1)"),
        "{out}"
    );
}

/// `check` in Chinese: (exit status, stdout, stderr).
fn check_zh(w: &Workdir, rules: &str) -> (Option<i32>, String, String) {
    let out = w
        .xqprize_zh()
        .args(["check", "standings.xlsx", "--rules", rules])
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

#[test]
fn a_key_written_twice_is_named_with_both_lines_not_called_a_bracket_problem() {
    let w = Workdir::new();
    small_event(&w, true);
    // stacking on line 5, again on line 6.
    let text = SMALL_RULES.replacen(
        "stacking = \"one\"\n",
        "stacking = \"one\"\nstacking = \"all\"\n",
        1,
    );
    w.write("twice.toml", &text);
    let (code, out, _) = check_zh(&w, "twice.toml");
    assert_eq!(code, Some(1));
    assert!(
        out.contains(
            "错误：twice.toml 第6行：“stacking”写了两次（第5行已写过）。同一项只能写一次：请删去其中一处，或把两处合并成一处。"
        ),
        "{out}"
    );
    assert!(!out.contains("引号、括号"), "{out}");
}

#[test]
fn a_rules_file_saved_as_gbk_is_told_so_not_that_it_cannot_be_found() {
    let w = Workdir::new();
    small_event(&w, true);
    // 小型公开赛 in GBK, as Notepad's "ANSI" saves it on a Chinese Windows.
    let (gbk, _, _) = encoding_rs::GBK.encode(SMALL_RULES);
    std::fs::write(w.path("gbk.toml"), &gbk).unwrap();
    let (code, _, err) = check_zh(&w, "gbk.toml");
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        "错误：规则文件 gbk.toml 是 GBK（ANSI）编码保存的，程序只读 UTF-8。请改存为 UTF-8：在记事本中打开它，选择“另存为”，编码选“UTF-8”，保存后再试。\n"
    );
    // The same file saved as UTF-16 with its mark (Notepad's "Unicode") is read.
    let mut utf16 = vec![0xff, 0xfe];
    utf16.extend(SMALL_RULES.encode_utf16().flat_map(u16::to_le_bytes));
    std::fs::write(w.path("utf16.toml"), &utf16).unwrap();
    let (code, out, _) = check_zh(&w, "utf16.toml");
    assert_eq!(code, Some(0), "{out}");
}

#[test]
fn every_way_check_run_and_explain_end_ends_with_a_line_end() {
    // The closing line 「错误 1 处，警告 0 条」 and every other last line end
    // with a newline, so the shell's prompt starts on a line of its own.
    let w = Workdir::new();
    small_event(&w, true);
    let twice = SMALL_RULES.replacen(
        "stacking = \"one\"\n",
        "stacking = \"one\"\nstacking = \"all\"\n",
        1,
    );
    w.write("twice.toml", &twice);
    let (gbk, _, _) = encoding_rs::GBK.encode(SMALL_RULES);
    std::fs::write(w.path("gbk.toml"), &gbk).unwrap();
    let runs: &[&[&str]] = &[
        &["check", "standings.xlsx", "--rules", "rules.toml"],
        &["check", "standings.xlsx", "--rules", "twice.toml"],
        &["check", "standings.xlsx", "--rules", "gbk.toml"],
        &["check", "standings.xlsx", "--rules", "absent.toml"],
        &["check", "absent.xlsx", "--rules", "rules.toml"],
        &[
            "run",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--out",
            "out",
        ],
        &[
            "run",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--out",
            "out",
        ],
        &[
            "run",
            "standings.xlsx",
            "--rules",
            "twice.toml",
            "--out",
            "out2",
        ],
        &[
            "run",
            "absent.xlsx",
            "--rules",
            "rules.toml",
            "--out",
            "out3",
        ],
        &[
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "A1",
        ],
        &[
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "nobody",
        ],
        &[
            "explain",
            "standings.xlsx",
            "--rules",
            "twice.toml",
            "--player",
            "A1",
        ],
    ];
    for args in runs {
        let out = w.xqprize_zh().args(*args).output().unwrap();
        for (stream, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
            assert!(
                bytes.is_empty() || bytes.ends_with(b"\n"),
                "{args:?} {stream}: {}",
                String::from_utf8_lossy(bytes)
            );
        }
        assert!(
            !(out.stdout.is_empty() && out.stderr.is_empty()),
            "{args:?}"
        );
    }
}

#[test]
fn a_birth_date_without_its_day_is_named_by_the_workbook_and_its_cell() {
    // 女子奖 for those born 2004-09-01 or later; 乙 is written 2004 alone,
    // which runs across that day. This was said as a problem of the rules
    // file (「rules.toml：公开组 第3行（出生日期）：…」); it is the workbook's.
    let w = Workdir::new();
    let rules = SMALL_RULES.replacen(
        "pool = { group = \"公开组\", sex = \"女\" }",
        "pool = { group = \"公开组\", sex = \"女\", born_from = \"2004-09-01\" }",
        1,
    );
    w.write("rules.toml", &rules);
    workbook(
        &w.path("standings.xlsx"),
        &[(
            "公开组",
            vec![
                "名次".into(),
                "编号".into(),
                "姓名".into(),
                "性别".into(),
                "出生日期".into(),
            ],
            vec![
                vec![
                    Cell::N(1.0),
                    Cell::T("A1"),
                    Cell::T("甲"),
                    Cell::T("男"),
                    Cell::T("1990-01-01"),
                ],
                vec![
                    Cell::N(2.0),
                    Cell::T("A2"),
                    Cell::T("乙"),
                    Cell::T("女"),
                    Cell::T("2004"),
                ],
            ],
        )],
    );
    let (code, out, _) = check_zh(&w, "rules.toml");
    assert_eq!(code, Some(1));
    let errors: Vec<&str> = out.lines().filter(|l| l.starts_with("错误：")).collect();
    assert_eq!(
        errors,
        [
            "错误：standings.xlsx：公开组!E3（出生日期）：出生日期只写到「2004」，无法判断是否在「女子奖」的出生日期范围内。请写完整的出生日期，或填写身份证号。"
        ]
    );
    // run stops on it the same way, naming the workbook, nothing written.
    let out = w
        .xqprize_zh()
        .args([
            "run",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--out",
            "out",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("standings.xlsx：公开组!E3（出生日期）：出生日期只写到「2004」"),
        "{err}"
    );
    assert!(w.outputs().is_empty());
}

/// A city's prize where players write their district: 石柱 inside 重庆 by
/// its ID code, 南岸 by `within`; 重庆籍奖 1st 300, 2nd 200, 3rd 100 beside
/// 名次奖 1st 1000, 2nd 600 (prizes add up).
const CITY_WITH_DISTRICTS: &str = include_str!("../data/city_with_districts.toml");

#[test]
fn a_city_prize_says_once_which_districts_it_takes_in_and_pays_them() {
    use crate::common::{Cell as C, Sheet, write_workbook};
    let w = Workdir::new();
    w.write("rules.toml", CITY_WITH_DISTRICTS);
    // 地区 as typed: 重庆市石柱县 and 重庆市南岸区 name the city and the
    // district (the district decides); 广东 and 四川 are 外地.
    let regions = [
        "广东",
        "重庆市石柱县",
        "重庆",
        "重庆市南岸区",
        "四川",
        "重庆市",
    ];
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名", "地区"]);
    for (i, region) in regions.iter().enumerate() {
        let rank = i as f64 + 1.0;
        let name = format!("选手{}", i + 1);
        sheet = sheet.row(vec![
            C::Number(rank),
            C::Number(rank),
            C::from(name.as_str()),
            C::from(*region),
        ]);
    }
    write_workbook(&w.path("in.xlsx"), &[sheet]);
    let out = w
        .xqprize_zh()
        .args(["check", "in.xlsx", "--rules", "rules.toml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    // The pool's line is 27; each district is said once.
    for said in [
        "rules.toml 第27行：奖项「city」的地区 重庆 包括 石柱（身份证代码 500240 在 50… 之内），地区为 石柱 的棋手也计入。",
        "rules.toml 第27行：奖项「city」的地区 重庆 包括 南岸（规则文件写明 南岸 在 重庆 之内），地区为 南岸 的棋手也计入。",
    ] {
        assert_eq!(stdout.matches(said).count(), 1, "{said}\n{stdout}");
    }
    w.stdout(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        0,
    );
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let includes = json["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|x| x["code"] == "region.includes")
        .count();
    assert_eq!(includes, 2);
    // 重庆籍奖: 1st 名次 2 (石柱) 300, 2nd 名次 3 (重庆) 200, 3rd 名次 4
    // (南岸) 100; 名次奖: 1st 1000, 2nd 600. 名次 2: 600 + 300 = 900.
    let paid: Vec<(String, String)> = json["payouts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["no"].as_str().unwrap().to_string(),
                p["total"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let paid: Vec<(&str, &str)> = paid.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(
        paid,
        [
            ("1", "1000.00"),
            ("2", "900.00"),
            ("3", "200.00"),
            ("4", "100.00")
        ]
    );
}
