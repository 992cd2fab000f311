//! `run --paid` against a paid results.json that cannot be trusted: edited
//! by hand (a total changed, a payee removed, invented or listed twice, a
//! budget line changed) or paid under other money rules (team prizes
//! removed, another tax rate, a payment, committee award or subsidy
//! changed). Each would move money with nothing wrong in the standings, so
//! each is refused: exit 1, nothing written, the paid file and what is
//! wrong named. Also what the 退回 sheet says was paid: every item,
//! payments and committee awards included. The paid file comes from a run
//! of the sample (samples/README.md) and is edited as a person would.

use crate::common::{Workdir, sheet_rows};
use serde_json::Value;
use std::path::Path;
use xqprize_testkit::synthetic::{PlayerNo, SyntheticEvent};

fn sample() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples/shizhu-2019.xlsx")
        .display()
        .to_string()
}

fn template(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("templates")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

/// The 2019 rules with a payment (退还保证金 100 to every 公开组 player who
/// completed), a committee award (体育道德风尚奖 1000 to 公开组:103 万华)
/// and a team prize (团体奖 by club: 1st 10000, 2nd 5000).
fn rules_with_every_kind() -> String {
    template("shizhu-2019.toml")
        + r#"
[[payments]]
id = "deposit"
name = "退还保证金"
amount = "100"
conditions = ["completed"]
pool = { group = "公开组" }

[[awards]]
id = "sportsmanship"
name = "体育道德风尚奖"
amount = "1000"
players = ["公开组:103"]

[[teams]]
id = "team"
name = "团体奖"
group = "公开组"
counted = 3
places = [
  { place = "1", amount = "10000" },
  { place = "2", amount = "5000" },
]
"#
}

/// The sample paid under `rules` (written as rules.toml) into `paid/`.
fn paid(w: &Workdir, rules: &str) {
    w.write("rules.toml", rules);
    let mut cmd = w.xqprize_zh();
    cmd.args(["run", &sample(), "--rules", "rules.toml", "--out", "paid"]);
    cmd.assert().success();
}

fn read(w: &Workdir) -> Value {
    serde_json::from_slice(&std::fs::read(w.path("paid/results.json")).unwrap()).unwrap()
}

fn write(w: &Workdir, results: &Value) {
    let text = serde_json::to_string_pretty(results).unwrap();
    std::fs::write(w.path("paid/results.json"), text).unwrap();
}

/// The same standings against the paid file under `rules`: exit 1,
/// nothing in `out/`, the messages.
fn refused(w: &Workdir, rules: &str) -> String {
    w.write("rules.toml", rules);
    let out = w
        .xqprize_zh()
        .args(["run", &sample(), "--rules", "rules.toml", "--out", "out"])
        .args(["--paid", "paid/results.json"])
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(w.outputs().is_empty(), "{:?}", w.outputs());
    assert!(err.contains("未写出任何文件。"), "{err}");
    err
}

/// The sample paid under `rules`, its results.json changed by `edit`, then
/// refused by a run under the same rules: the messages.
fn edited_and_refused(rules: &str, edit: impl FnOnce(&mut Value)) -> String {
    let w = Workdir::new();
    paid(&w, rules);
    let mut results = read(&w);
    edit(&mut results);
    write(&w, &results);
    refused(&w, rules)
}

/// The index of the payee `no` in the file's payouts.
fn payee(results: &Value, no: &str) -> usize {
    (results["payouts"].as_array().unwrap().iter())
        .position(|p| p["no"] == no)
        .unwrap()
}

/// The sample under the shipped rules pays 117 200 in all: the place
/// prizes after the amendment 116 600 (SPEC §3) and the student subsidy to
/// the sample's two students, 2 × 300 = 600.
const PAID_IN_ALL: &str = "117200.00";

#[test]
fn an_edited_total_is_refused_naming_the_payee_and_what_his_items_add_up_to() {
    let err = edited_and_refused(&template("shizhu-2019.toml"), |results| {
        // 万华 won 公开组 1st, 20 000, and nothing else; the total made 21 000.
        let i = payee(results, "103");
        results["payouts"][i]["total"] = Value::from("21000.00");
    });
    assert!(
        err.contains("paid/results.json 中 公开组 编号103 万华 的合计（payouts 的 total）为 21000.00，而其各项奖金（awards、subsidies、payments、chosen）相加为 20000.00。已发放的结果文件不能手工修改，否则会多付或少付；请选用发放时运行写出的原文件。"),
        "{err}"
    );
    // The payees now add up to 117 200 + 1 000 = 118 200.
    assert!(
        err.contains(&format!(
            "paid/results.json 的预算（budget）已发合计 {PAID_IN_ALL}，而领奖名单（payouts）的合计相加为 118200.00。"
        )),
        "{err}"
    );
}

#[test]
fn an_edited_budget_line_is_refused_naming_its_place_in_the_file() {
    let err = edited_and_refused(&template("shizhu-2019.toml"), |results| {
        // 公开组名次奖 (the first budget line) plans 61 600 and awarded all of
        // it; 60 600 written instead.
        assert_eq!(results["budget"][0]["schedule"], "overall");
        results["budget"][0]["awarded"] = Value::from("60600.00");
    });
    assert!(
        err.contains("paid/results.json 的预算 budget[0]（奖项 overall）已发 60600.00，而获奖名单中该奖项的金额相加为 61600.00。"),
        "{err}"
    );
    // 60 600 awarded + 0 vacant + 0 remainder against 61 600 planned.
    assert!(
        err.contains("paid/results.json 的预算 budget[0]（奖项 overall）计划 61600.00，而已发、空缺与余额相加为 60600.00。"),
        "{err}"
    );
    // The budget now adds up to 117 200 − 1 000 = 116 200.
    assert!(
        err.contains(&format!(
            "已发合计 116200.00，而领奖名单（payouts）的合计相加为 {PAID_IN_ALL}。"
        )),
        "{err}"
    );
}

#[test]
fn a_payee_removed_is_refused_rather_than_paid_his_1000_again() {
    let err = edited_and_refused(&template("shizhu-2019.toml"), |results| {
        // 黎波华, 公开组 9th: places 9–16 pay 1 000 each, his only prize.
        let i = payee(results, "106");
        assert_eq!(results["payouts"][i]["name"], "黎波华");
        results["payouts"].as_array_mut().unwrap().remove(i);
    });
    assert!(
        err.contains("paid/results.json 的获奖名单中 公开组 编号106 黎波华 得奖金 1000.00，但领奖名单（payouts）中没有此人。"),
        "{err}"
    );
    // 117 200 − 1 000 = 116 200 paid to the payees left.
    assert!(
        err.contains(&format!(
            "已发合计 {PAID_IN_ALL}，而领奖名单（payouts）的合计相加为 116200.00。"
        )),
        "{err}"
    );
}

#[test]
fn an_invented_payee_is_refused_rather_than_asked_to_give_back_500() {
    let err = edited_and_refused(&template("shizhu-2019.toml"), |results| {
        let invented = serde_json::json!({
            "group": "公开组", "no": "999", "name": "张三", "total": "500.00",
            "standing": { "rank": 40 }
        });
        results["payouts"].as_array_mut().unwrap().push(invented);
    });
    assert!(
        err.contains("paid/results.json 的领奖名单（payouts）中有 公开组 编号999 张三（合计 500.00），但该次的获奖名单（awards、subsidies、payments、chosen）中没有此人。"),
        "{err}"
    );
}

#[test]
fn an_invented_payee_without_the_standings_the_others_have_is_named() {
    let err = edited_and_refused(&template("shizhu-2019.toml"), |results| {
        // An award and a budget line that agree with it, but no standing.
        let payout = serde_json::json!({
            "group": "公开组", "no": "999", "name": "张三", "total": "500.00"
        });
        let award = serde_json::json!({
            "schedule": "extra", "place": 1, "group": "公开组", "no": "999",
            "name": "张三", "amount": "500.00"
        });
        results["payouts"].as_array_mut().unwrap().push(payout);
        results["awards"].as_array_mut().unwrap().push(award);
    });
    assert!(
        err.contains("paid/results.json 的领奖名单（payouts）中 公开组 编号999 张三 没有记录成绩（standing），而其他领奖人都有。"),
        "{err}"
    );
}

#[test]
fn a_payee_listed_twice_is_refused() {
    let err = edited_and_refused(&template("shizhu-2019.toml"), |results| {
        let i = payee(results, "106");
        let twice = results["payouts"][i].clone();
        results["payouts"].as_array_mut().unwrap().insert(i, twice);
    });
    assert!(
        err.contains(
            "paid/results.json 的领奖名单（payouts）中 公开组 编号106 黎波华 出现了不止一次。"
        ),
        "{err}"
    );
    // 117 200 + 黎波华's 1 000 again = 118 200.
    assert!(err.contains("的合计相加为 118200.00。"), "{err}");
}

#[test]
fn team_prizes_removed_from_the_rules_since_paying_are_refused_not_asked_back() {
    let w = Workdir::new();
    let rules = rules_with_every_kind();
    paid(&w, &rules);
    // Without [[teams]] the two clubs paid 10 000 + 5 000 would be asked
    // for 15 000 back.
    let without = rules[..rules.find("[[teams]]").unwrap()].to_string();
    let err = refused(&w, &without);
    assert!(
        err.contains("paid/results.json 发放时的团体奖（[[teams]]）与本次规则文件不同（金额、税率、名额、条件或人选有改动）。成绩更正只改成绩表，不改奖金规则；请用发放时的规则文件重新运行。"),
        "{err}"
    );
    // Only the team prizes: nothing else differs.
    assert_eq!(err.matches("paid/results.json").count(), 1, "{err}");
}

#[test]
fn a_payment_committee_award_or_subsidy_changed_since_paying_is_refused() {
    let rules = rules_with_every_kind();
    for (from, to, part) in [
        (
            "name = \"退还保证金\"\namount = \"100\"",
            "name = \"退还保证金\"\namount = \"50\"",
            "退费与补助（[[payments]]）",
        ),
        (
            "players = [\"公开组:103\"]",
            "players = [\"公开组:244\"]",
            "组委会评选的奖（[[awards]]）",
        ),
        (
            "name = \"大学生食宿补贴\", amount = \"300\"",
            "name = \"大学生食宿补贴\", amount = \"200\"",
            "补贴（[[subsidies]]）",
        ),
    ] {
        let w = Workdir::new();
        paid(&w, &rules);
        assert!(rules.contains(from), "{from}");
        let err = refused(&w, &rules.replacen(from, to, 1));
        assert!(
            err.contains(&format!(
                "paid/results.json 发放时的{part}与本次规则文件不同"
            )),
            "{part}: {err}"
        );
    }
}

#[test]
fn tax_at_20_percent_paid_and_10_percent_now_is_refused() {
    let w = Workdir::new();
    let taxed = template("shizhu-2019-taxed.example.toml");
    paid(&w, &taxed);
    assert!(taxed.contains("rate = \"0.20\""));
    let err = refused(&w, &taxed.replacen("rate = \"0.20\"", "rate = \"0.10\"", 1));
    assert!(
        err.contains("paid/results.json 发放时的代扣个税（[tax]）与本次规则文件不同"),
        "{err}"
    );
}

#[test]
fn an_edited_tax_figure_is_refused() {
    let taxed = template("shizhu-2019-taxed.example.toml");
    let err = edited_and_refused(&taxed, |results| {
        // 万华: 20 000 at 20 %: 应发 20 000, 代扣个税 4 000, 实发 16 000; the
        // tax written 2 000, so tax and net add up to 2 000 + 16 000 = 18 000.
        let i = payee(results, "103");
        assert_eq!(results["payouts"][i]["tax"], "4000.00");
        results["payouts"][i]["tax"] = Value::from("2000.00");
    });
    assert!(
        err.contains("paid/results.json 中 公开组 编号103 万华 的应发为 20000.00，而代扣个税与实发相加为 18000.00。"),
        "{err}"
    );
}

#[test]
fn a_paid_file_without_the_money_rules_is_refused() {
    let err = edited_and_refused(&template("shizhu-2019.toml"), |results| {
        results.as_object_mut().unwrap().remove("money_rules");
    });
    assert!(
        err.contains("paid/results.json 未记录发放时的奖金规则（旧版 results.json），无法确认本次的奖金规则与发放时相同。"),
        "{err}"
    );
}

/// 万华 (103) and 何平铭 (244), 1st and 2nd, swapped: under
/// `rules_with_every_kind` 万华 was paid 公开组 1st 20 000 + 退还保证金 100 +
/// 体育道德风尚奖 1 000 = 21 100, and is due 2nd 10 000 + 100 + 1 000 = 11 100:
/// he returns 10 000. Neither is in another pool that moves (each was paid
/// his place alone under the shipped rules).
#[test]
fn the_return_sheet_shows_everything_paid_payments_and_committee_awards_included() {
    let w = Workdir::new();
    paid(&w, &rules_with_every_kind());
    let mut s = SyntheticEvent::SHIZHU_2019.build();
    let open = &mut s.open.rows;
    assert_eq!(
        (open[0].no.clone(), open[1].no.clone()),
        (PlayerNo::Number(103), PlayerNo::Number(244))
    );
    open.swap(0, 1);
    open[0].rank = 1;
    open[1].rank = 2;
    s.write_xlsx(&w.path("corrected.xlsx")).unwrap();
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
    let rows = sheet_rows(&w.path("out/corrections.xlsx"), "退回");
    let wan = rows
        .iter()
        .find(|r| r.get(2).is_some_and(|c| c == "103"))
        .unwrap();
    assert!(
        wan[6].starts_with(
            "已发 21100.00（公开组名次奖 第1名 20000.00、退还保证金 100.00、体育道德风尚奖 1000.00）；现应得 11100.00（"
        ),
        "{wan:?}"
    );
    assert_eq!(&wan[7..10], ["21100", "11100", "10000"], "{wan:?}");
}

#[test]
fn a_paid_file_larger_than_any_results_json_is_refused_before_it_is_read() {
    let w = Workdir::new();
    paid(&w, &template("shizhu-2019.toml"));
    // One byte over the 512 MiB limit (536 870 912 bytes), as a sparse
    // file: nothing is written to disk and nothing is read.
    let file = std::fs::File::create(w.path("paid/results.json")).unwrap();
    file.set_len(512 * 1024 * 1024 + 1).unwrap();
    let err = refused(&w, &template("shizhu-2019.toml"));
    assert!(
        err.contains(
            "paid/results.json 有 536870913 字节，超过已发放结果文件的上限 536870912 字节。"
        ),
        "{err}"
    );
}

#[test]
fn a_reserved_set_changed_since_paying_is_refused() {
    // 开平楼冈 2017 keeps 3 of its 12 paid places for 楼冈 players; paid
    // so, then run with 2.
    let regulation =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regulations/kaiping-lougang-2017");
    let rules = std::fs::read_to_string(regulation.join("rules.toml")).unwrap();
    let standings = regulation.join("standings.xlsx").display().to_string();
    let w = Workdir::new();
    w.write("rules.toml", &rules);
    let mut cmd = w.xqprize_zh();
    cmd.args(["run", &standings, "--rules", "rules.toml", "--out", "paid"]);
    cmd.assert().success();
    let two = rules.replacen("reserved = { count = 3,", "reserved = { count = 2,", 1);
    assert_ne!(two, rules);
    w.write("rules.toml", &two);
    let out = w
        .xqprize_zh()
        .args(["run", &standings, "--rules", "rules.toml", "--out", "out"])
        .args(["--paid", "paid/results.json"])
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(w.outputs().is_empty(), "{:?}", w.outputs());
    // The reserved places' fixed amounts change what the schedule plans:
    // named with both amounts, the other parts of the rules being the same.
    assert!(
        err.contains("paid/results.json 中奖项 places 的计划金额为"),
        "{err}"
    );
    assert_eq!(err.matches("paid/results.json").count(), 1, "{err}");
}
