//! `run --paid` and `explain --paid` (成绩更正, docs/corrections.md): the
//! sample event paid, then its standings corrected the ways arbiters correct
//! them after an appeal (two places swapped, a 会员 mark added, a birth date
//! fixed); every difference below is worked out by hand from the regulation
//! (docs/prizes.md#prize-schedules) and the sample's rows (samples/README.md), not read from a run.

use crate::common::{Workdir, sheet_rows};
use chrono::NaiveDate;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;
use xqprize_testkit::synthetic::{PlayerNo, SyntheticEvent, SyntheticRow, SyntheticStandings};

fn sample() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples/shizhu-2019.xlsx")
        .display()
        .to_string()
}

fn row<'a>(rows: &'a mut [SyntheticRow], no: &str) -> &'a mut SyntheticRow {
    rows.iter_mut()
        .find(|r| r.no.to_string() == no)
        .unwrap_or_else(|| panic!("no {no} in the sample"))
}

/// The sample (built by the generator that wrote samples/shizhu-2019.xlsx)
/// with three corrections:
/// - 公开组 places 3 and 4 swapped: 170 覃帆 (重庆, no 会员) is 4th, 12
///   曹泽铭 (石柱, no 会员) 3rd; neither is a woman or from 市外, so only
///   公开组名次奖 moves: 3rd 5000, 4th 3000.
/// - a 会员 mark for 126 余伟荣 (重庆, place 79, no student): the 会员组
///   pool (重庆 or 石柱, 会员) was ..., 78 严志坤 (19th), 81 龙睿杰 (20th);
///   余伟荣 comes between them as 20th (400) and 龙睿杰 is 21st (0). He is
///   石柱籍 and stays 8th of 石柱籍会员 (400); 余伟荣 is from 重庆, not in it.
/// - 少儿组 S012 崔柏伟 (place 13, no ID number, so 出生日期 decides) born
///   2009-03-23 (age 2019 − 2009 = 10, 9–10岁 2nd, 500) fixed to
///   2008-03-23 (age 11, 11–12岁).
fn corrected() -> SyntheticStandings {
    let mut s = SyntheticEvent::SHIZHU_2019.build();
    let open = &mut s.open.rows;
    assert_eq!(
        (open[2].no.clone(), open[3].no.clone()),
        (PlayerNo::Number(170), PlayerNo::Number(12))
    );
    open.swap(2, 3);
    open[2].rank = 3;
    open[3].rank = 4;
    let member = row(open, "126");
    assert!(!member.member && !member.student);
    member.member = true;
    let youth = row(&mut s.youth.rows, "S012");
    assert_eq!(youth.birth, NaiveDate::from_ymd_opt(2009, 3, 23).unwrap());
    assert!(youth.id_number.is_none() && youth.birth_written);
    youth.birth = NaiveDate::from_ymd_opt(2008, 3, 23).unwrap();
    s
}

/// The differences (due − paid) worked out by hand, by (group, 编号).
///
/// 公开组名次奖: 170 覃帆 3rd → 4th: 3000 − 5000 = −2000; 12 曹泽铭 4th → 3rd:
/// 5000 − 3000 = +2000.
/// 会员组: 126 余伟荣 0 → 20th 400: +400; 16 龙睿杰 20th 400 → 21st 0: −400.
/// 少儿组 (each band pays 1: 600, 2: 500, 3: 400, 4–6: 300, 7–8: 200), by
/// band place in final-place order:
/// - 11–12岁 was 汪强 1, 魏彬航 3, 周睿斌 5, 熊琳 8, 谷静 14, 刘文辉 15, 江建 16,
///   段海 19; 崔柏伟 (13) comes in 5th: 300 (he had 500 in 9–10: −200); 谷静
///   5th → 6th, 300 both; 刘文辉 6th → 7th: 200 − 300 = −100; 江建 7th →
///   8th, 200 both; 段海 8th → 9th: 0 − 200 = −200.
/// - 9–10岁 was 陆翔 12, 崔柏伟 13, 谷德 21, 冉雨慧 26, 许柏锋 27, 曹川 28,
///   曹璐艳 30, 冉琪 32, 谭峰 44; without 崔柏伟 each below moves up one: 谷德
///   3rd → 2nd: 500 − 400 = +100; 冉雨慧 4th → 3rd: 400 − 300 = +100; 许柏锋
///   5th → 4th and 曹川 6th → 5th, 300 both; 曹璐艳 7th → 6th: 300 − 200 =
///   +100; 冉琪 8th → 7th, 200 both; 谭峰 9th → 8th: 200 − 0 = +200.
fn expected() -> BTreeMap<(&'static str, &'static str), &'static str> {
    BTreeMap::from([
        (("公开组", "170"), "-2000.00"),
        (("公开组", "12"), "+2000.00"),
        (("公开组", "126"), "+400.00"),
        (("公开组", "16"), "-400.00"),
        (("少儿组", "S012"), "-200.00"),
        (("少儿组", "S045"), "-100.00"),
        (("少儿组", "S087"), "-200.00"),
        (("少儿组", "S017"), "+100.00"),
        (("少儿组", "S016"), "+100.00"),
        (("少儿组", "S079"), "+100.00"),
        (("少儿组", "S061"), "+200.00"),
    ])
}

/// The sample paid into `paid/`, the corrected standings in corrected.xlsx.
fn paid_and_corrected(w: &Workdir, rules: &[&str]) {
    let mut cmd = w.xqprize_zh();
    cmd.args(["run", &sample(), "--out", "paid"]).args(rules);
    cmd.assert().success();
    corrected().write_xlsx(&w.path("corrected.xlsx")).unwrap();
}

fn json(path: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
}

/// results.json's payouts as (group, 编号) → total.
fn totals(results: &Value) -> BTreeMap<(String, String), rust_decimal::Decimal> {
    results["payouts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let key = (
                p["group"].as_str().unwrap().to_string(),
                p["no"].as_str().unwrap().to_string(),
            );
            (key, p["total"].as_str().unwrap().parse().unwrap())
        })
        .collect()
}

fn money(text: &str) -> rust_decimal::Decimal {
    text.replace(',', "")
        .trim_start_matches('+')
        .parse()
        .unwrap()
}

#[test]
fn corrections_list_exactly_the_people_the_regulation_moves_with_the_hand_worked_differences() {
    let w = Workdir::new();
    paid_and_corrected(&w, &[]);
    correct(&w, &[]);
    let now = json(&w.path("out/results.json"));
    let rows = now["corrections"].as_array().unwrap();
    let got: BTreeMap<(&str, &str), &str> = rows
        .iter()
        .map(|r| {
            let key = (r["group"].as_str().unwrap(), r["no"].as_str().unwrap());
            (key, r["difference"].as_str().unwrap())
        })
        .collect();
    assert_eq!(got, expected());

    // Each person's difference is the two runs' difference, and nobody
    // whose total is the same in both runs is listed.
    let (before, after) = (totals(&json(&w.path("paid/results.json"))), totals(&now));
    let zero = rust_decimal::Decimal::ZERO;
    let mut moved = BTreeMap::new();
    for key in before.keys().chain(after.keys()) {
        let (a, b) = (
            before.get(key).copied().unwrap_or(zero),
            after.get(key).copied().unwrap_or(zero),
        );
        if a != b {
            moved.insert(key.clone(), b - a);
        }
    }
    for r in rows {
        let key = (
            r["group"].as_str().unwrap().to_string(),
            r["no"].as_str().unwrap().to_string(),
        );
        assert_eq!(
            money(r["paid"].as_str().unwrap()),
            before.get(&key).copied().unwrap_or(zero)
        );
        assert_eq!(
            money(r["due"].as_str().unwrap()),
            after.get(&key).copied().unwrap_or(zero)
        );
        assert_eq!(
            Some(&money(r["difference"].as_str().unwrap())),
            moved.get(&key)
        );
    }
    assert_eq!(moved.len(), rows.len());

    // 补发: 曹泽铭 2000, 余伟荣 400, 谷德, 冉雨慧, 曹璐艳 100 each, 谭峰 200:
    // 2900. 退回: 覃帆 2000, 龙睿杰 400, 崔柏伟 200, 刘文辉 100, 段海 200: 2900.
    // Every place is still filled, so the total does not change: 2900 − 2900 = 0.
    let pay = sheet_rows(&w.path("out/corrections.xlsx"), "补发");
    let back = sheet_rows(&w.path("out/corrections.xlsx"), "退回");
    let side = |rows: &[Vec<String>],
                signature: &str|
     -> (Vec<String>, Vec<String>, rust_decimal::Decimal) {
        let header = &rows[1];
        let col = |name: &str| {
            header
                .iter()
                .position(|h| h == name)
                .unwrap_or_else(|| panic!("no {name} in {header:?}"))
        };
        let (no, amount, words, sign) = (
            col("编号"),
            header.len() - 3,
            col("大写金额"),
            col(signature),
        );
        assert_eq!(sign, header.len() - 1);
        let table = crate::common::signed_table(rows);
        let (people, total) = table[2..].split_at(table.len() - 3);
        let total = &total[0];
        for p in people {
            assert!(!p[words].is_empty() && p[sign].is_empty(), "{p:?}");
        }
        let nos = people.iter().map(|p| p[no].clone()).collect();
        let words_col = people
            .iter()
            .map(|p| format!("{} {}", p[amount], p[words]))
            .collect();
        (nos, words_col, money(&total[amount]))
    };
    let (pay_nos, pay_words, pay_total) = side(&pay, "领款人签名");
    let (back_nos, back_words, back_total) = side(&back, "退款人签名");
    assert_eq!(pay_nos, ["12", "126", "S017", "S016", "S079", "S061"]);
    assert_eq!(back_nos, ["170", "16", "S012", "S045", "S087"]);
    assert_eq!(pay_total, "2900".parse().unwrap());
    assert_eq!(back_total, "2900".parse().unwrap());
    let change: rust_decimal::Decimal = after.values().sum::<rust_decimal::Decimal>()
        - before.values().sum::<rust_decimal::Decimal>();
    assert_eq!(pay_total - back_total, change);
    assert_eq!(pay_words[0], "2000 贰仟元整");
    assert_eq!(back_words[1], "400 肆佰元整");
    assert_eq!(pay_words[3], "100 壹佰元整");
}

/// `run` on the corrected standings into `out/`, against the paid file.
const CORRECTED_RUN: [&str; 6] = [
    "run",
    "corrected.xlsx",
    "--out",
    "out",
    "--paid",
    "paid/results.json",
];

/// The corrected run in `out/`, against `paid/results.json`.
fn correct(w: &Workdir, rules: &[&str]) {
    let mut cmd = w.xqprize_zh();
    cmd.args(CORRECTED_RUN).args(rules);
    cmd.assert().success();
}

fn explain(w: &Workdir, player: &str, lang: &str) -> String {
    let out = w
        .xqprize()
        .env("XQPRIZE_LANG", lang)
        .args([
            "explain",
            "corrected.xlsx",
            "--player",
            player,
            "--paid",
            "paid/results.json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn explain_says_what_was_paid_what_is_due_and_which_correction_moved_it() {
    let w = Workdir::new();
    paid_and_corrected(&w, &[]);
    // 覃帆: 3rd (5000) then, 4th (3000) now, his own 名次 corrected.
    let qin = explain(&w, "170", "zh");
    assert!(
        qin.contains(
            "已发 5000.00（公开组名次奖 第3名 5000.00）；现应得 3000.00（公开组名次奖 第4名 3000.00）；差额 -2000.00，应退回 2000.00。原因：更正了公开组 覃帆（编号170）的名次（3→4）。"
        ),
        "{qin}"
    );
    let en = explain(&w, "170", "en");
    assert!(
        en.contains("was 5000.00 (公开组名次奖 place 3 5000.00); now 3000.00 (公开组名次奖 place 4 3000.00); difference -2000.00, to return 2000.00; after the correction of 公开组 覃帆 (no. 170)'s 名次 (3 → 4)."),
        "{en}"
    );
    // 曹璐艳 moved up in 9–10岁 only because 崔柏伟's birth date was fixed.
    let cao = explain(&w, "S079", "zh");
    assert!(
        cao.contains("现应得 300.00（少儿组9—10岁 第6名 300.00）"),
        "{cao}"
    );
    assert!(
        cao.contains("原因：更正了少儿组 崔柏伟（编号S012）的出生日期（2009-03-23→2008-03-23）。"),
        "{cao}"
    );
    // 龙睿杰 lost 会员组 20th to 余伟荣, paid nothing then.
    let long = explain(&w, "16", "zh");
    assert!(long.contains("原因：公开组 余伟荣（编号126）现得 会员组 第20名 400.00（已发放时未获奖，其当时成绩未记录）。"), "{long}");
    // The champion's money did not change.
    assert!(explain(&w, "103", "zh").contains("此人的奖金与已发放的相同，无需补发或退回。"));
}

#[test]
fn a_paid_results_file_written_before_standings_were_recorded_still_gives_every_difference() {
    let w = Workdir::new();
    paid_and_corrected(&w, &[]);
    let path = w.path("paid/results.json");
    let mut old = json(&path);
    crate::common::without_standing(&mut old);
    std::fs::write(&path, serde_json::to_string_pretty(&old).unwrap()).unwrap();
    correct(&w, &[]);
    let rows = json(&w.path("out/results.json"))["corrections"].clone();
    let got: BTreeMap<(&str, &str), &str> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                (r["group"].as_str().unwrap(), r["no"].as_str().unwrap()),
                r["difference"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(got, expected());
    assert!(explain(&w, "170", "zh").contains("原因：已发放的结果文件未记录选手成绩"));
}

#[test]
fn corrections_are_the_same_bytes_every_time() {
    let w = Workdir::new();
    paid_and_corrected(&w, &[]);
    correct(&w, &[]);
    let first = std::fs::read(w.path("out/corrections.xlsx")).unwrap();
    let json_first = std::fs::read(w.path("out/results.json")).unwrap();
    correct(&w, &["--force"]);
    assert!(first == std::fs::read(w.path("out/corrections.xlsx")).unwrap());
    assert!(json_first == std::fs::read(w.path("out/results.json")).unwrap());
}

/// Run the corrected standings against a paid file; expect exit 1, nothing
/// written, and the message.
fn refused(w: &Workdir, rules: &[&str]) -> String {
    let out = w
        .xqprize_zh()
        .args(CORRECTED_RUN)
        .args(rules)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(w.outputs().is_empty(), "{:?}", w.outputs());
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn a_paid_file_of_other_settings_another_event_or_damaged_is_refused_with_nothing_written() {
    let w = Workdir::new();
    paid_and_corrected(&w, &[]);
    let err = refused(&w, &["--prizes-per-player", "one"]);
    assert!(
        err.contains("paid/results.json 的设置 stacking 为「all」，本次为「one」。"),
        "{err}"
    );
    assert!(err.contains("未写出任何文件。"), "{err}");

    let path = w.path("paid/results.json");
    let good = std::fs::read_to_string(&path).unwrap();
    let mut other = json(&path);
    other["event"] = Value::from("2020 别的比赛");
    other["payouts"][0]["name"] = Value::from("王某");
    std::fs::write(&path, serde_json::to_string_pretty(&other).unwrap()).unwrap();
    let err = refused(&w, &[]);
    assert!(
        err.contains("paid/results.json 是「2020 别的比赛」的结果"),
        "{err}"
    );
    assert!(
        err.contains(
            "paid/results.json 中 公开组 编号103 是「王某」，更正后的成绩表中是「万华」。"
        ),
        "{err}"
    );

    std::fs::write(&path, &good[..good.len() / 2]).unwrap();
    let err = refused(&w, &[]);
    assert!(
        err.contains("paid/results.json 不是完整的结果文件（第"),
        "{err}"
    );

    std::fs::remove_file(&path).unwrap();
    let err = refused(&w, &[]);
    assert!(
        err.contains("无法读取已发放的结果文件 paid/results.json"),
        "{err}"
    );
}

#[test]
fn the_paid_file_is_never_written_over() {
    let w = Workdir::new();
    paid_and_corrected(&w, &[]);
    let before = std::fs::read(w.path("paid/results.json")).unwrap();
    let out = w
        .xqprize()
        .args([
            "run",
            "corrected.xlsx",
            "--out",
            "paid",
            "--force",
            "--paid",
            "paid/results.json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(before == std::fs::read(w.path("paid/results.json")).unwrap());
}

const TAXED: &str = "templates/shizhu-2019-taxed.example.toml";

#[test]
fn with_tax_withheld_the_difference_is_in_gross_tax_and_net() {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(TAXED)
        .display()
        .to_string();
    let w = Workdir::new();
    paid_and_corrected(&w, &["--rules", &rules]);
    correct(&w, &["--rules", &rules]);
    let now = json(&w.path("out/results.json"));
    let row = |no: &str| {
        now["corrections"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["no"] == no)
            .unwrap()
            .clone()
    };
    // 偶然所得 20 %, published amounts before tax (gross), tax rounded
    // half-up to the fen per person. 覃帆: 5000 → tax 1000, net 4000; now
    // 3000 → tax 600, net 2400: gross −2000, tax −400, net −1600.
    let qin = row("170");
    let triple = |v: &Value| (v["paid"].clone(), v["due"].clone(), v["difference"].clone());
    assert_eq!(
        triple(&qin["gross"]),
        (
            Value::from("5000.00"),
            Value::from("3000.00"),
            Value::from("-2000.00")
        )
    );
    assert_eq!(
        triple(&qin["tax"]),
        (
            Value::from("1000.00"),
            Value::from("600.00"),
            Value::from("-400.00")
        )
    );
    assert_eq!(
        triple(&qin["net"]),
        (
            Value::from("4000.00"),
            Value::from("2400.00"),
            Value::from("-1600.00")
        )
    );
    // 龙睿杰: 800 (tax 160, net 640) → 400 (tax 80, net 320): net −320.
    assert_eq!(row("16")["net"]["difference"], "-320.00");

    // In hand: 补发 曹泽铭 1600, 余伟荣 320, three of 80, 谭峰 160 = 2320;
    // 退回 覃帆 1600, 龙睿杰 320, 崔柏伟 160 (net 400 → 240), 刘文辉 80,
    // 段海 160 = 2320.
    let book = w.path("out/corrections.xlsx");
    let total = |sheet: &str| -> String {
        let rows = sheet_rows(&book, sheet);
        let table = crate::common::signed_table(&rows);
        let last = table.last().unwrap();
        format!("{} {}", last[last.len() - 3], last[last.len() - 2])
    };
    assert_eq!(total("补发"), "2320 贰仟叁佰贰拾元整");
    assert_eq!(total("退回"), "2320 贰仟叁佰贰拾元整");
    let back = sheet_rows(&book, "退回");
    let qin_row = back
        .iter()
        .find(|r| r.get(2).is_some_and(|c| c == "170"))
        .unwrap();
    assert_eq!(
        &qin_row[qin_row.len() - 3..qin_row.len() - 1],
        ["1600", "壹仟陆佰元整"]
    );
    // The withholding list's correction rows: 覃帆's tax 1000 → 600.
    let tax = sheet_rows(&book, "个税更正");
    let qin_tax = tax
        .iter()
        .find(|r| r.get(1).is_some_and(|c| c == "覃帆"))
        .unwrap();
    assert_eq!(&qin_tax[5..10], ["5000", "3000", "1000", "600", "-400.00"]);
    // 崔柏伟 has no ID number: marked, as on the withholding list.
    let cui = tax
        .iter()
        .find(|r| r.get(1).is_some_and(|c| c == "崔柏伟"))
        .unwrap();
    assert!(cui[10].starts_with("缺有效证件号码；"), "{cui:?}");
    // Tax then: 曹泽铭 600, 覃帆 1000, 余伟荣 0, 龙睿杰 160, 崔柏伟 100, 刘文辉 60,
    // 段海 40, 谷德 80, 冉雨慧 60, 曹璐艳 40, 谭峰 0 = 2140; now 1000, 600, 80,
    // 80, 60, 40, 0, 100, 80, 60, 40 = 2140: nothing more withheld in all.
    let sums = tax.iter().find(|r| r[0] == "合计（11人）").unwrap();
    assert_eq!(&sums[7..10], ["2140", "2140", "0.00"]);
    // 11 people, each with a change of tax.
    assert_eq!(
        tax.iter().filter(|r| r[0].parse::<u32>().is_ok()).count(),
        11
    );
}

#[test]
fn a_paid_file_with_tax_against_rules_without_it_is_refused() {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(TAXED)
        .display()
        .to_string();
    let w = Workdir::new();
    paid_and_corrected(&w, &["--rules", &rules]);
    let err = refused(&w, &[]);
    assert!(
        err.contains("paid/results.json 已代扣个税，本次规则不代扣个税。"),
        "{err}"
    );
}

/// The paid run kept in events.sqlite, with 已领 marked for 170 覃帆, S012
/// 崔柏伟, S016 冉雨慧 and S079 曹璐艳; nobody else collected.
fn kept_and_partly_collected(w: &Workdir) {
    use xqprize::event::{Action, EventFile, How, NewMark, NewRun, Payee};
    let file = EventFile::open(&w.path("events.sqlite")).unwrap();
    let results = std::fs::read_to_string(w.path("paid/results.json")).unwrap();
    let run = file
        .keep_at(
            NewRun {
                event: None,
                event_name: "石柱预选赛".to_string(),
                rules_toml: String::new(),
                standings_name: "成绩.xlsx".to_string(),
                standings: Vec::new(),
                results_json: results,
            },
            "2019-05-01T08:00:00Z",
        )
        .unwrap()
        .run;
    for (group, number) in [
        ("公开组", "170"),
        ("少儿组", "S012"),
        ("少儿组", "S016"),
        ("少儿组", "S079"),
    ] {
        let mark = NewMark {
            payee: Payee::Person {
                group: group.to_string(),
                number: number.to_string(),
            },
            action: Action::Collected { how: How::Cash },
            by: "刘出纳".to_string(),
            note: String::new(),
            at: "2019-05-01T17:00:00+08:00".to_string(),
        };
        file.mark(run, mark).unwrap();
    }
}

/// Against what was collected (the same corrections as `expected`):
/// - collected, compared with what they collected (= computed): 170 覃帆
///   5000 → 3000: −2000; S012 崔柏伟 500 → 300: −200; S016 冉雨慧 300 → 400:
///   +100; S079 曹璐艳 200 → 300: +100.
/// - never collected, owed the corrected total in full, nothing to return:
///   12 曹泽铭 (computed 3000) due 3rd 5000: +5000; 16 龙睿杰 (computed 800:
///   会员组 20th 400 + 石柱籍会员 8th 400) due 400: +400, not −400; S045 刘文辉
///   (300) due 200: +200, not −100; S017 谷德 (400) due 500: +500; S087 段海
///   (200) due 0: off the list, nothing to return.
/// - paid nothing then: 126 余伟荣 +400, S061 谭峰 +200, as before.
#[test]
fn corrections_against_the_event_file_compare_with_what_was_collected() {
    let w = Workdir::new();
    paid_and_corrected(&w, &[]);
    kept_and_partly_collected(&w);
    w.xqprize_zh()
        .args([
            "run",
            "corrected.xlsx",
            "--out",
            "out",
            "--paid",
            "events.sqlite",
        ])
        .assert()
        .success();
    let now = json(&w.path("out/results.json"));
    let got: BTreeMap<(&str, &str), &str> = now["corrections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let key = (r["group"].as_str().unwrap(), r["no"].as_str().unwrap());
            (key, r["difference"].as_str().unwrap())
        })
        .collect();
    assert_eq!(
        got,
        BTreeMap::from([
            (("公开组", "170"), "-2000.00"),
            (("公开组", "12"), "+5000.00"),
            (("公开组", "126"), "+400.00"),
            (("公开组", "16"), "+400.00"),
            (("少儿组", "S012"), "-200.00"),
            (("少儿组", "S045"), "+200.00"),
            (("少儿组", "S017"), "+500.00"),
            (("少儿组", "S016"), "+100.00"),
            (("少儿组", "S079"), "+100.00"),
            (("少儿组", "S061"), "+200.00"),
        ])
    );
    // 退回 only from those who collected: 2000 + 200 = 2200.
    let back = sheet_rows(&w.path("out/corrections.xlsx"), "退回");
    let all: String = back.iter().flatten().map(String::as_str).collect();
    assert!(all.contains("覃帆") && all.contains("崔柏伟"), "{back:?}");
    for never in ["龙睿杰", "刘文辉", "段海", "曹泽铭"] {
        assert!(
            !all.contains(never),
            "{never} collected nothing and returns nothing"
        );
    }
}
