//! End to end on the sample event (samples/shizhu-2019.xlsx): the binary's
//! results.json must equal the expected files in tests/data, which were
//! checked against an independent computation of the regulation (see the
//! note in tests/data/README.md), and the totals must be what the regulation
//! gives for a field where every place is filled.

use crate::common::{sheet_rows, signed_table};
use assert_cmd::Command;
use serde_json::Value;
use std::path::Path;

fn run(mode: &str) -> Value {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().unwrap();
    Command::cargo_bin("xqprize")
        .unwrap()
        .env("XQPRIZE_LANG", "en")
        .arg("run")
        .arg(root.join("samples/shizhu-2019.xlsx"))
        .arg("--out")
        .arg(out.path())
        .args(["--prizes-per-player", mode])
        .assert()
        .success();
    let mut got: Value =
        serde_json::from_slice(&std::fs::read(out.path().join("results.json")).unwrap()).unwrap();
    // `money_rules` fingerprints the rules in force for a later `run
    // --paid`; it is no amount and changes with the rules' types, so the
    // checked results leave it out (`cli::paid_file` tests it).
    got.as_object_mut().unwrap().remove("money_rules");
    // The ledger is the arrays' entries once more, one row each: it must
    // pay every payee exactly the payout total the checked results give,
    // and is then left out of the comparison with them.
    let ledger = got.as_object_mut().unwrap().remove("ledger").unwrap();
    let mut by_payee: std::collections::BTreeMap<String, rust_decimal::Decimal> =
        Default::default();
    for row in ledger.as_array().unwrap() {
        let amount: rust_decimal::Decimal = row["amount"].as_str().unwrap().parse().unwrap();
        if !amount.is_zero() {
            *by_payee
                .entry(format!("{}:{}", row["group"], row["no"]))
                .or_default() += amount;
        }
    }
    let payouts: std::collections::BTreeMap<String, rust_decimal::Decimal> = got["payouts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let key = format!("{}:{}", p["group"], p["no"]);
            (key, p["total"].as_str().unwrap().parse().unwrap())
        })
        .collect();
    assert_eq!(by_payee, payouts);
    // `placed` (a winner's own final place beside the place paid) is no
    // amount and was added after the checked results were; the notes it
    // records are checked against the standings in
    // `the_2019_award_list_notes_agree_with_the_standings`.
    crate::common::without_placed(&mut got);
    got
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

#[test]
fn sample_event_workbooks_read_back_as_the_treasurer_and_the_public_see_them() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().unwrap();
    Command::cargo_bin("xqprize")
        .unwrap()
        .arg("run")
        .arg(root.join("samples/shizhu-2019.xlsx"))
        .arg("--out")
        .arg(out.path())
        .assert()
        .success();

    // Treasurer: 97 people paid, 117200 = 116600 of places + 2 × 300, and in
    // capitals 壹拾壹万柒仟贰佰元整 (a leading 拾 is written 壹拾).
    let pay = sheet_rows(&out.path().join("payouts.xlsx"), "奖金发放表");
    let pay = signed_table(&pay);
    let totals = pay.last().unwrap();
    assert_eq!(totals[0], "合计（97人）");
    assert_eq!(totals[7], "117200");
    assert_eq!(totals[8], "壹拾壹万柒仟贰佰元整");
    // The first paid row is the champion: 公开组名次奖第1名 20000.00, 贰万元整.
    assert_eq!(pay[2][6], "公开组名次奖第1名 20,000.00");
    assert_eq!(pay[2][8], "贰万元整");

    // Public: a section per schedule in force, in the regulation's order, and
    // not one ID number from the payout sheet anywhere.
    let awards = sheet_rows(&out.path().join("awards.xlsx"), "获奖名单");
    let firsts: Vec<&str> = awards.iter().map(|r| r[0].as_str()).collect();
    let sections = [
        "公开组名次奖",
        "少儿组8岁以下",
        "少儿组9—10岁",
        "少儿组11—12岁",
        "少儿组13—14岁",
        "会员组",
        "石柱籍会员",
        "女子组",
        "意外惊喜奖",
    ];
    let positions: Vec<usize> = sections
        .iter()
        .map(|s| {
            firsts
                .iter()
                .position(|f| f == s)
                .unwrap_or_else(|| panic!("no section {s}"))
        })
        .collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{positions:?}");
    assert!(
        !firsts.contains(&"非大师女子"),
        "the cancelled schedule is not published"
    );
    let ids: Vec<&String> = pay[2..pay.len() - 1]
        .iter()
        .map(|r| &r[5])
        .filter(|id| !id.is_empty())
        .collect();
    assert!(!ids.is_empty());
    for row in &awards {
        for cell in row {
            assert!(!ids.contains(&cell), "ID number {cell} in the award list");
        }
    }

    // Association: the four lists, each first holding its title.
    let lists = sheet_rows(&out.path().join("qualifiers.xlsx"), "晋级名单");
    for title in [
        "石柱分站赛成年组棋王",
        "石柱分站赛女子组棋王",
        "石柱分站赛少年组棋王",
        "石柱分站赛儿童组棋王",
    ] {
        assert!(
            lists.iter().any(|r| r.iter().any(|c| c == title)),
            "{title}"
        );
    }
}

/// What came in, which an English run quotes as it is: every cell of the
/// sample's sheets (names, 单位, 地区, the headers as written) and every
/// quoted text of the built-in rules file (the event, its groups,
/// schedules, lists, regions and titles), longest first.
fn what_came_in(sample: &Path) -> Vec<String> {
    let mut words: Vec<String> = ["公开组", "少儿组"]
        .iter()
        .flat_map(|sheet| sheet_rows(sample, sheet))
        .flatten()
        .collect();
    let rules = xqprize::rules::DEFAULT_RULES;
    words.extend(rules.split('"').skip(1).step_by(2).map(str::to_string));
    words.retain(|w| w.chars().any(is_chinese));
    words.sort_by_key(|w| std::cmp::Reverse(w.chars().count()));
    words.dedup();
    words
}

fn is_chinese(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// `--lang en` prints English: run and check of the sample say nothing in
/// Chinese but what came in (names, 单位, 地区, headers, the rules file's
/// own names).
#[test]
fn an_english_run_of_the_sample_prints_no_chinese_but_what_came_in() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let sample = root.join("samples/shizhu-2019.xlsx");
    let out = tempfile::tempdir().unwrap();
    let mut printed = String::new();
    for args in [vec!["run", "--out"], vec!["check"]] {
        let mut cmd = Command::cargo_bin("xqprize").unwrap();
        cmd.env_remove("XQPRIZE_LANG").arg(args[0]).arg(&sample);
        if args.len() > 1 {
            cmd.arg(args[1]).arg(out.path());
        }
        let done = cmd.args(["--lang", "en"]).assert().success();
        let output = done.get_output();
        printed += &String::from_utf8_lossy(&output.stdout);
        printed += &String::from_utf8_lossy(&output.stderr);
    }
    assert!(
        printed.contains("wrote") && printed.contains("warning"),
        "{printed}"
    );
    let mut left = printed.clone();
    for word in what_came_in(&sample) {
        left = left.replace(&word, "");
    }
    let chinese: Vec<&str> = left
        .lines()
        .filter(|line| line.chars().any(is_chinese))
        .collect();
    assert!(chinese.is_empty(), "Chinese in English: {chinese:#?}");
}

/// The sample's players by name (names given twice are left out): their
/// final place (名次) and whether a 预赛名次 is written.
fn standings_by_name(sample: &Path) -> std::collections::BTreeMap<String, (u32, bool)> {
    let mut seen = std::collections::BTreeMap::new();
    let mut twice = std::collections::BTreeSet::new();
    for sheet in ["公开组", "少儿组"] {
        let rows = sheet_rows(sample, sheet);
        let at = |name: &str| rows[0].iter().position(|h| h == name).unwrap();
        let (rank, name, prelim) = (at("名次"), at("姓名"), at("预赛名次"));
        for row in &rows[1..] {
            let player = (row[rank].parse().unwrap(), !row[prelim].is_empty());
            if seen.insert(row[name].clone(), player).is_some() {
                twice.insert(row[name].clone());
            }
        }
    }
    seen.retain(|name, _| !twice.contains(name));
    seen
}

/// SPEC §7: the award list notes after a winner's name his own final place
/// where it is not the place paid (「（名次第38）」: players above him were
/// passed over) and players tied on a final place whom the 预赛名次 set
/// apart (「（名次并列第17，按预赛名次分列）」). The engine records it once
/// (`PlacedAs`); awards.xlsx and results.json render that record.
#[test]
fn the_2019_award_list_notes_agree_with_the_standings() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let sample = root.join("samples/shizhu-2019.xlsx");
    let out = tempfile::tempdir().unwrap();
    Command::cargo_bin("xqprize")
        .unwrap()
        .env("XQPRIZE_LANG", "zh")
        .arg("run")
        .arg(&sample)
        .arg("--out")
        .arg(out.path())
        .assert()
        .success();
    let list = sheet_rows(&out.path().join("awards.xlsx"), "获奖名单");
    let line = |row: usize| (list[row - 1][0].as_str(), list[row - 1][1].as_str());
    // Worked by hand from samples/shizhu-2019.xlsx (公开组: 名次, 地区, 会员,
    // 预赛名次) and the 2019 rules:
    // 公开组名次奖 places 5-8: 田德晨, 毛玲思, 龙旭博, 姚磊铭 share 名次 5 and
    // are set apart by 预赛名次 6, 10, 12, 17.
    assert_eq!(line(9), ("第5名", "田德晨（名次并列第5，按预赛名次分列）"));
    // 少儿组8岁以下 (age ≤ 8 in 2019): 汪强, 少儿组 名次 1, born 2008, is
    // 11; 贺毅刚, 名次 2, born 2012, is 7 and takes place 1.
    assert_eq!(line(39), ("第1名", "贺毅刚（名次第2）"));
    // 会员组 (重庆 or 石柱, 会员): nobody of 名次 1-4 is a member; 名次 5:
    // 田德晨 (预赛 6), 龙旭博 (12): places 1, 2; 名次 9: 曾涛波 (18), 赵泽毅
    // (28), 孟飞毅 (32): places 3-5; 名次 17: 许彬 (14), 余晨强 (21), 何锋宁
    // (22), 姚帅文 (29), 郝磊辉 (30): places 6-10, so 何锋宁 is 第8名; 名次
    // 33-37 are not members (秦磊涛 no 会员, the others 市外); 徐德渝, 名次
    // 38, 重庆, 会员, is 第11名.
    assert_eq!(
        line(86),
        ("第8名", "何锋宁（名次并列第17，按预赛名次分列）")
    );
    assert_eq!(line(89), ("第11名", "徐德渝（名次第38）"));
    // 石柱籍会员 (石柱, 会员): 名次 5 has one, 龙旭博: place 1, alone at his
    // final place in this pool, so no tie is said; 名次 9: 孟飞毅, place 2;
    // 名次 17: 许彬 (预赛 14), 余晨强 (21): places 3 and 4.
    assert_eq!(line(101), ("第1名", "龙旭博（名次第5）"));
    assert_eq!(line(102), ("第2名", "孟飞毅（名次第9）"));
    assert_eq!(line(103), ("第3名", "许彬（名次并列第17，按预赛名次分列）"));
    assert_eq!(
        line(104),
        ("第4名", "余晨强（名次并列第17，按预赛名次分列）")
    );

    // Every line of a place against the standings: a winner's own final
    // place is said exactly where it is not the place paid; a tie set apart
    // names the final place the winner shares, with a 预赛名次 written, and
    // is said of at least two winners of the same list.
    let players = standings_by_name(&sample);
    let mut section = 0;
    let mut ties: std::collections::BTreeMap<(usize, String), usize> = Default::default();
    let (mut own_notes, mut tie_notes) = (0, 0);
    for row in &list[2..] {
        let (label, name) = (row[0].as_str(), row[1].as_str());
        let Some(place) = label.strip_prefix('第').and_then(|l| l.strip_suffix('名')) else {
            section += usize::from(name.is_empty());
            continue;
        };
        let place: u32 = place.parse().unwrap();
        let (who, note) = name.split_once('（').unwrap_or((name, ""));
        if who == "空缺" {
            continue;
        }
        let Some(&(rank, prelim)) = players.get(who) else {
            continue;
        };
        if let Some(own) = note
            .strip_prefix("名次第")
            .and_then(|n| n.strip_suffix('）'))
        {
            own_notes += 1;
            assert_eq!(own.parse::<u32>().unwrap(), rank, "{row:?}");
            assert_ne!(rank, place, "{row:?}");
        } else if let Some(tied) = note
            .strip_prefix("名次并列第")
            .and_then(|n| n.strip_suffix("，按预赛名次分列）"))
        {
            tie_notes += 1;
            assert_eq!(tied.parse::<u32>().unwrap(), rank, "{row:?}");
            assert!(prelim, "a tie set apart by a 预赛名次 not written: {row:?}");
            *ties.entry((section, tied.to_string())).or_default() += 1;
        } else {
            assert_eq!(note, "", "{row:?}");
            assert_eq!(rank, place, "his own place paid, said nothing: {row:?}");
        }
    }
    assert!(ties.values().all(|&n| n >= 2), "{ties:?}");
    assert!(own_notes > 0 && tie_notes > 0, "{own_notes} {tie_notes}");

    // results.json records the same: 会员组 place 8 and place 11.
    let results: Value =
        serde_json::from_slice(&std::fs::read(out.path().join("results.json")).unwrap()).unwrap();
    let award = |place: u64| {
        let awards = results["awards"].as_array().unwrap();
        (awards.iter())
            .find(|a| a["schedule"] == "member" && a["place"] == place)
            .unwrap()["placed"]
            .clone()
    };
    assert_eq!(
        award(8),
        serde_json::json!({"tie_set_apart": {"tied_place": 17, "by": "预赛名次"}})
    );
    assert_eq!(
        award(11),
        serde_json::json!({"passed_over": {"own_place": 38}})
    );
    assert!(award(1).get("tie_set_apart").is_some());
}
