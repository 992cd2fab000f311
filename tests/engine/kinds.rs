//! Kinds of award that are not a place's money, each from a real regulation's
//! clause, on a field made by hand: prizes without money (奖杯, 象棋一副),
//! payments that are not prizes (退还保证金), awards the committee chooses
//! (体育道德风尚奖). Every amount is worked out from the clause in the comments.

use crate::common::{Others, range_rows};
use calamine::{Reader, Xlsx};
use std::io::Cursor;
use xqprize::engine::{self, Outcome};
use xqprize::explain::words::explanation;
use xqprize::money::Money;
use xqprize::msg::Lang;
use xqprize::report::{Report, awards, json, payouts};
use xqprize::rules::{self, Rules};
use xqprize::standings::{Column, Player, Standings};

/// Rules, standings and what the engine made of them.
struct Event {
    rules: Rules,
    lines: rules::Lines,
    standings: Standings,
    outcome: Outcome,
}

impl Event {
    fn new(rules_text: &str, standings: Standings) -> Event {
        let (rules, lines) =
            rules::load_with_lines("kinds.toml", rules_text).expect("the rules are valid");
        let outcome = engine::compute(&rules, &standings).expect("the engine decides");
        Event {
            rules,
            lines,
            standings,
            outcome,
        }
    }

    fn report(&self) -> Report<'_> {
        Report {
            rules: &self.rules,
            standings: &self.standings,
            outcome: &self.outcome,
            rules_name: "kinds.toml".to_string(),
            rules_sha256: "ab".repeat(32),
            version: "9.9.9",
            warnings: &[],
            lang: Lang::Zh,
        }
    }

    /// Each payee's 编号 and total, in payout order.
    fn totals(&self) -> Vec<(String, Money)> {
        self.outcome
            .payouts
            .iter()
            .map(|p| (p.player.player(&self.standings).no.to_string(), p.total))
            .collect()
    }

    fn json(&self) -> serde_json::Value {
        let text = json::to_json(&self.rules, &self.standings, &self.outcome, &[], Lang::Zh);
        serde_json::from_str(&text).unwrap()
    }

    /// The sheet names of a workbook's bytes, in order.
    fn sheets(bytes: Vec<u8>) -> Vec<String> {
        Xlsx::new(Cursor::new(bytes))
            .unwrap()
            .sheet_names()
            .to_vec()
    }

    /// One sheet of a workbook's bytes, as text rows.
    fn rows(bytes: Vec<u8>, sheet: &str) -> Vec<Vec<String>> {
        let mut book = Xlsx::new(Cursor::new(bytes)).unwrap();
        range_rows(&book.worksheet_range(sheet).unwrap(), Others::Shown)
    }
}

/// A group of `n` players, 名次 1..=n, 编号 "1".."n" (the first of the
/// group's 编号 is `first`), 姓名 "{prefix}1"…, each given `each`.
fn group(n: u32, prefix: &str, each: impl Fn(&mut Player)) -> Vec<Player> {
    (1..=n)
        .map(|rank| {
            let mut p = Player::new(
                rank + 1,
                rank,
                &rank.to_string(),
                &format!("{prefix}{rank}"),
            );
            p.club = format!("{prefix}俱乐部").into();
            each(&mut p);
            p
        })
        .collect()
}

fn yuan(n: i64) -> Money {
    Money::yuan(n)
}

fn rows_with<'a>(rows: &'a [Vec<String>], text: &str) -> Vec<&'a Vec<String>> {
    rows.iter()
        .filter(|r| r.iter().any(|c| c == text))
        .collect()
}

// ---- prizes without money (docs/prizes.md#prizes-without-money) ----

/// 2018 滕州 久泰红木杯, 九、奖励办法: 「成人奖励前8名；冠军奖励1000元，第二名奖励
/// 600元，第三名奖励400元，第四--八名奖励价值580元缅甸花梨象棋一副。少儿奖励前8名；
/// 奖励价值580元缅甸花梨象棋一副。」 The chess set is a prize, not cash.
const TENGZHOU: &str = r#"
event = "2018久泰红木杯象棋比赛"
event_year = 2018

[[groups]]
sheet = "成人组"
kind = "open"

[[groups]]
sheet = "少年组"
kind = "youth"

[[schedules]]
id = "adult"
name = "成人组"
pool = { group = "成人组" }
total = "2000"
places = [
  { place = "1", amount = "1000", prize = "奖杯" },
  { place = "2", amount = "600" },
  { place = "3", amount = "400" },
  { place = "4-8", prize = "价值580元缅甸花梨象棋一副" },
]

[[schedules]]
id = "junior"
name = "少年组"
pool = { group = "少年组" }
places = [
  { place = "1-8", prize = "价值580元缅甸花梨象棋一副" },
]
"#;

fn tengzhou() -> Event {
    let columns = [Column::Rank, Column::No, Column::Name, Column::Club];
    // 成人组 of 10; 少年组 of 5, so its places 6-8 are not reached.
    let standings = Standings::of(
        &columns,
        [
            ("成人组", group(10, "成人", |_| {})),
            ("少年组", group(5, "少年", |_| {})),
        ],
    );
    Event::new(TENGZHOU, standings)
}

#[test]
fn a_prize_without_money_is_on_the_list_and_in_no_money_total() {
    let e = tengzhou();
    // Money only for 成人组 places 1-3: 1000 + 600 + 400 = 2000; the chess
    // sets (成人 4-8, 少年 1-5) are paid in no money.
    assert_eq!(
        e.totals(),
        [
            ("1".to_string(), yuan(1000)),
            ("2".to_string(), yuan(600)),
            ("3".to_string(), yuan(400)),
        ]
    );
    assert_eq!(e.outcome.total_paid(), yuan(2000));
    // The budget counts money only: 成人组 planned 2000, awarded 2000; 少年组 0.
    let budget: Vec<(&str, Money, Money)> = e
        .outcome
        .budget
        .iter()
        .map(|b| (b.schedule.as_str(), b.planned, b.awarded))
        .collect();
    assert_eq!(
        budget,
        [
            ("adult", yuan(2000), yuan(2000)),
            ("junior", Money::ZERO, Money::ZERO)
        ]
    );
    // Yet all 8 adults and the 5 juniors are awarded: 13 awards.
    assert_eq!(e.outcome.awards.len(), 8 + 5);
}

#[test]
fn the_award_list_names_the_prize_and_the_payout_sheet_leaves_it_out() {
    let e = tengzhou();
    let list = Event::rows(awards::to_bytes(&e.report()).unwrap(), "获奖名单");
    assert_eq!(list[1], ["名次", "姓名", "单位", "奖金", "奖品"]);
    // 成人4 (place 4): no money, the chess set.
    let set = "价值580元缅甸花梨象棋一副";
    assert_eq!(
        rows_with(&list, "成人4")[0],
        &["第4名", "成人4", "成人俱乐部", "", set]
    );
    // The champion: 1,000.00 and the cup.
    assert_eq!(
        rows_with(&list, "成人1")[0],
        &["第1名", "成人1", "成人俱乐部", "1000", "奖杯"]
    );
    // 少年组: five chess sets, places 6-8 空缺 with the set left over.
    assert_eq!(rows_with(&list, set).len(), 5 + 5 + 3);
    assert_eq!(rows_with(&list, "空缺").len(), 3);

    let sheet = Event::rows(payouts::to_bytes(&e.report()).unwrap(), "奖金发放表");
    // Only the three with money are on the payout sheet.
    assert!(rows_with(&sheet, "成人4").is_empty());
    assert!(rows_with(&sheet, "少年1").is_empty());
    let champion = sheet
        .iter()
        .find(|r| r.iter().any(|c| c == "成人1"))
        .unwrap();
    assert!(
        champion
            .iter()
            .any(|c| c == "成人组第1名 1,000.00（另奖杯）"),
        "{champion:?}"
    );
}

#[test]
fn results_json_carries_the_prize() {
    let e = tengzhou();
    let json = e.json();
    let awards = json["awards"].as_array().unwrap();
    // 8 adults + 5 juniors, the gifts with amount 0.00.
    assert_eq!(awards.len(), 13);
    assert_eq!(awards[0]["prize"], "奖杯");
    assert_eq!(awards[0]["amount"], "1000.00");
    assert!(awards[1].get("prize").is_none());
    assert_eq!(awards[3]["place"], 4);
    assert_eq!(awards[3]["amount"], "0.00");
    assert_eq!(awards[3]["prize"], "价值580元缅甸花梨象棋一副");
    assert_eq!(json["payouts"].as_array().unwrap().len(), 3);
}

#[test]
fn explain_says_the_prize_not_nothing() {
    let e = tengzhou();
    let id = e
        .outcome
        .awards
        .iter()
        .find(|a| a.schedule == "adult" && a.place == 5)
        .unwrap()
        .player;
    let record = e.outcome.record_of(&e.rules, &e.standings, id);
    let text = explanation(&e.rules, &e.lines, &e.standings, &record, Lang::Zh);
    assert!(
        text.contains("发第 5 名：价值580元缅甸花梨象棋一副"),
        "{text}"
    );
    assert!(!text.contains("未发"), "{text}");
}

#[test]
fn an_empty_prize_text_is_an_error_at_its_line() {
    let text = TENGZHOU.replace(r#"prize = "奖杯""#, r#"prize = " ""#);
    let err = rules::load("kinds.toml", &text).unwrap_err();
    let lines = err.lines(Lang::Zh);
    assert_eq!(lines.len(), 1, "{lines:?}");
    // Line 19 of the file holds place 1 of 成人组.
    assert!(lines[0].starts_with("kinds.toml 第19行"), "{lines:?}");
    assert!(lines[0].contains("第1名的奖品为空"), "{lines:?}");
}

#[test]
fn an_amount_of_nothing_on_a_place_is_an_error_asking_for_its_prize() {
    // 「青年组、少年组前八名获礼品一份」 written as money of 0: every way
    // of writing it is refused at its line, and the message asks for
    // prize = "…" instead.
    for zero in ["0", "0.00"] {
        let text = TENGZHOU.replace(
            r#"{ place = "1-8", prize = "价值580元缅甸花梨象棋一副" }"#,
            &format!(r#"{{ place = "1-8", amount = "{zero}" }}"#),
        );
        let lines = rules::load("kinds.toml", &text)
            .unwrap_err()
            .lines(Lang::Zh);
        // Line 30 of the file holds place 1-8 of 少年组 (the text opens with
        // an empty line).
        assert_eq!(
            lines,
            [
                r#"kinds.toml 第30行：奖项「junior」：第1-8名的金额为 0。只发奖品、不发奖金的名次请删去 amount，写 prize = "…"（如 prize = "礼品一份"）；不发奖的名次请删去这一项。"#
            ],
            "{zero}"
        );
    }
    // Beside a prize it is refused too: the prize alone says it.
    let text = TENGZHOU.replace(
        r#"{ place = "4-8", prize"#,
        r#"{ place = "4-8", amount = "0", prize"#,
    );
    let err = rules::load("kinds.toml", &text).unwrap_err();
    let lines = err.lines(Lang::En);
    assert_eq!(lines.len(), 1, "{lines:?}");
    // Place 4-8 of 成人组, on line 22.
    assert!(lines[0].starts_with("kinds.toml line 22: "), "{lines:?}");
    assert!(
        lines[0].contains("place 4-8 has an amount of 0; for a prize without money drop amount and write prize = \"…\""),
        "{lines:?}"
    );
}

#[test]
fn a_place_with_neither_money_nor_a_prize_is_an_error() {
    let text = TENGZHOU
        .replace(r#"{ place = "3", amount = "400" }"#, r#"{ place = "3" }"#)
        .replace(r#"total = "2000""#, r#"total = "1600""#);
    let lines = rules::load("kinds.toml", &text)
        .unwrap_err()
        .lines(Lang::Zh);
    // Place 3 of 成人组, on line 21; the total made to match (1000 + 600).
    assert_eq!(
        lines,
        [
            r#"kinds.toml 第21行：奖项「adult」：第3名既没有金额也没有奖品。请写 amount = "500" 或 prize = "礼品一份"，或删去这一项。"#
        ]
    );
}

// ---- payments that are not prizes (docs/prizes.md#payments-that-are-not-prizes) ----

/// The same regulation, 十一、其它事项: 「本次比赛不收取报名费，报名时每人收取20元
/// 比赛保证金，赛后退还。」 Every player, of both groups, gets the 20 back.
fn tengzhou_deposit() -> Event {
    let text = format!(
        "{TENGZHOU}\n{}",
        r#"
[[payments]]
id = "deposit"
name = "退还保证金"
amount = "20"
"#
    );
    let columns = [Column::Rank, Column::No, Column::Name, Column::Club];
    let standings = Standings::of(
        &columns,
        [
            ("成人组", group(10, "成人", |_| {})),
            ("少年组", group(5, "少年", |_| {})),
        ],
    );
    Event::new(&text, standings)
}

#[test]
fn a_refund_goes_to_everyone_under_its_own_name_and_budget_line() {
    let e = tengzhou_deposit();
    // 成人组 1-3: 1000 + 20, 600 + 20, 400 + 20; 成人组 4-10 and 少年组 1-5:
    // the 20 alone. 15 players; 2000 + 15 × 20 = 2300.
    let totals = e.totals();
    assert_eq!(totals.len(), 15);
    assert_eq!(totals[0], ("1".to_string(), yuan(1020)));
    assert_eq!(totals[1], ("2".to_string(), yuan(620)));
    assert_eq!(totals[2], ("3".to_string(), yuan(420)));
    assert!(totals[3..].iter().all(|(_, t)| *t == yuan(20)));
    assert_eq!(e.outcome.total_paid(), yuan(2300));
    // Its own budget line: 15 × 20 = 300, paid as planned.
    let line = e.outcome.budget.iter().find(|b| b.schedule == "deposit");
    let line = line.unwrap();
    assert_eq!((line.planned, line.awarded), (yuan(300), yuan(300)));

    let json = e.json();
    assert_eq!(json["payments"].as_array().unwrap().len(), 15);
    assert_eq!(json["payments"][0]["schedule"], "deposit");
    assert_eq!(json["payments"][0]["amount"], "20.00");
    assert!(json["subsidies"].as_array().unwrap().is_empty());
}

#[test]
fn a_refund_is_on_the_payout_sheet_by_name_and_never_on_the_award_list() {
    let e = tengzhou_deposit();
    let sheet = Event::rows(payouts::to_bytes(&e.report()).unwrap(), "奖金发放表");
    let fourth = sheet
        .iter()
        .find(|r| r.iter().any(|c| c == "成人4"))
        .unwrap();
    assert!(fourth.iter().any(|c| c == "退还保证金 20.00"), "{fourth:?}");
    let list = Event::rows(awards::to_bytes(&e.report()).unwrap(), "获奖名单");
    assert!(
        !list.iter().flatten().any(|c| c.contains("保证金")),
        "{list:?}"
    );
    // The budget sheet: the refund in a part of its own, not in the
    // comparison of the regulation's prize money (no difference of +300).
    let budget = Event::rows(payouts::to_bytes(&e.report()).unwrap(), "预算核对");
    let part = budget
        .iter()
        .position(|r| r[0].starts_with("另：非奖金支付"))
        .expect("a part for payments");
    assert_eq!(budget[part + 2][..4], ["退还保证金", "20", "15", "300"]);
    let compared = budget
        .iter()
        .position(|r| r[0].starts_with("二、"))
        .unwrap();
    // 二、: 成人组 2000, 少年组 0, then the total 2000 + 0 = 2000; no
    // refund row, and no 补充通知 column: the rules have no amendment.
    assert_eq!(budget[compared + 4][0], "合计");
    assert_eq!(budget[compared + 4][1], "2000");
    assert_eq!(budget[compared + 4][3], "");
    assert!(!budget.iter().flatten().any(|c| c.contains("补充通知")));
    // No subsidy, so no subsidy check sheet: a refund is not checked.
    let sheets = Event::sheets(payouts::to_bytes(&e.report()).unwrap());
    assert!(!sheets.iter().any(|s| s == "学生补贴核对"), "{sheets:?}");
}

#[test]
fn explain_lists_a_refund_apart_from_the_subsidies() {
    let e = tengzhou_deposit();
    let id = e.outcome.payouts[3].player;
    let record = e.outcome.record_of(&e.rules, &e.standings, id);
    let text = explanation(&e.rules, &e.lines, &e.standings, &record, Lang::Zh);
    assert!(text.contains("其他支付（退还、补助）：\n"), "{text}");
    assert!(text.contains("退还保证金"), "{text}");
    assert!(text.contains("：20.00\n"), "{text}");
    assert!(!text.contains("补贴："), "{text}");
}

#[test]
fn a_refund_of_nothing_is_an_error_naming_the_payment() {
    let text = format!(
        "{TENGZHOU}\n[[payments]]\nid = \"deposit\"\nname = \"退还保证金\"\namount = \"0\"\n"
    );
    let lines = rules::load("kinds.toml", &text)
        .unwrap_err()
        .lines(Lang::Zh);
    // The payment is written from line 33; its amount on line 36.
    assert_eq!(
        lines,
        ["kinds.toml 第36行：支付「deposit」：金额为零。请填写金额。"]
    );
}

#[test]
fn the_run_summary_says_the_refund_apart_and_no_overspend() {
    let e = tengzhou_deposit();
    let computed = xqprize::pipeline::Computed {
        outcome: e.outcome.clone(),
        warnings: Vec::new(),
        audit: Default::default(),
    };
    let summary = xqprize::pipeline::summary_table(&e.rules, &e.standings, &computed);
    let text = summary.render(Lang::Zh);
    // The regulation publishes no total ([budget] absent): the places' plan
    // 2000 is said and compared with nothing; no amendment, no subsidy, so
    // neither is named (SPEC §19); the refund is not in it.
    assert!(
        text.contains("规程未写总额，不作比较：各奖项计划 2000.00\n"),
        "{text}"
    );
    assert!(!text.contains("补充通知"), "{text}");
    assert!(!text.contains("补贴"), "{text}");
    assert!(
        text.contains("另有退还、补助等非奖金支付 300.00（15 笔），不计入奖金预算\n"),
        "{text}"
    );
}

// ---- awards the committee chooses (docs/prizes.md#awards-the-committee-chooses) ----

/// 2021 西安 启杰·鑫棋道杯 少儿赛, 八、5: 「比赛设立体育道德风尚奖8名」. The
/// regulation says no amount; the places' prizes there are 证书+奖品, so the
/// award is written as a certificate. Two of its groups, the committee's
/// eight named by group and 编号.
const XIAN: &str = r#"
event = "2021西安第三届启杰·鑫棋道杯少儿象棋大奖赛"
event_year = 2021

[[groups]]
sheet = "初高中组"
kind = "youth"

[[groups]]
sheet = "三四年级组"
kind = "youth"

[[schedules]]
id = "senior"
name = "初高中组"
pool = { group = "初高中组" }
total = "2200"
places = [
  { place = "1", amount = "1000" },
  { place = "2", amount = "500" },
  { place = "3", amount = "300" },
  { place = "4", amount = "200" },
  { place = "5-6", amount = "100" },
]

[[awards]]
id = "sportsmanship"
name = "体育道德风尚奖"
prize = "证书"
players = ["初高中组:3", "初高中组:9", "初高中组:10", "初高中组:12",
           "三四年级组:1", "三四年级组:4", "三四年级组:7", "三四年级组:8"]
"#;

fn xian(rules_text: &str) -> Event {
    let columns = [Column::Rank, Column::No, Column::Name, Column::Club];
    let standings = Standings::of(
        &columns,
        [
            ("初高中组", group(12, "初高", |_| {})),
            ("三四年级组", group(8, "三四", |_| {})),
        ],
    );
    Event::new(rules_text, standings)
}

#[test]
fn the_committees_choice_is_on_the_list_with_its_prize_and_pays_no_money() {
    let e = xian(XIAN);
    // Money: 初高中组 places 1-6 only, 1000 + 500 + 300 + 200 + 100 + 100 = 2200;
    // the certificates add nothing. 初高中组:3 has 300 and the certificate.
    assert_eq!(e.outcome.total_paid(), yuan(2200));
    assert_eq!(e.totals().len(), 6);
    let chosen: Vec<String> = (e.outcome.grants.iter())
        .map(|g| {
            let p = g.player.player(&e.standings);
            format!("{}:{}", g.player.group_name(&e.standings), p.no)
        })
        .collect();
    // Listed as subsidies are: by final place (名次), the group breaking ties.
    assert_eq!(
        chosen,
        [
            "三四年级组:1",
            "初高中组:3",
            "三四年级组:4",
            "三四年级组:7",
            "三四年级组:8",
            "初高中组:9",
            "初高中组:10",
            "初高中组:12"
        ]
    );
    let list = Event::rows(awards::to_bytes(&e.report()).unwrap(), "获奖名单");
    let heading = list.iter().position(|r| r[0] == "体育道德风尚奖").unwrap();
    assert_eq!(list[heading + 1][1..], ["三四1", "三四俱乐部", "", "证书"]);
    assert_eq!(list[heading + 8][1..], ["初高12", "初高俱乐部", "", "证书"]);
    assert!(!list.iter().flatten().any(|c| c.contains("学生")));

    let json = e.json();
    assert_eq!(json["chosen"].as_array().unwrap().len(), 8);
    assert_eq!(json["chosen"][1]["no"], "3");
    assert_eq!(json["chosen"][0]["prize"], "证书");
    assert_eq!(json["chosen"][0]["amount"], "0.00");
    assert!(json["subsidies"].as_array().unwrap().is_empty());
    // Nobody is checked as a student: a committee award is no subsidy, and
    // no sheet says 无人需核对.
    let sheets = Event::sheets(payouts::to_bytes(&e.report()).unwrap());
    assert!(!sheets.iter().any(|s| s == "学生补贴核对"), "{sheets:?}");
}

#[test]
fn explain_says_chosen_or_not_chosen_never_student() {
    let e = xian(XIAN);
    let say = |no: &str| {
        let id = (e.outcome.payouts.iter().map(|p| p.player))
            .chain(e.outcome.grants.iter().map(|g| g.player))
            .find(|id| id.group == 0 && id.player(&e.standings).no == no)
            .unwrap();
        let record = e.outcome.record_of(&e.rules, &e.standings, id);
        explanation(&e.rules, &e.lines, &e.standings, &record, Lang::Zh)
    };
    let chosen = say("9");
    assert!(chosen.contains("评选奖：\n  体育道德风尚奖"), "{chosen}");
    assert!(chosen.contains("：证书\n"), "{chosen}");
    let not = say("1");
    assert!(not.contains("：未获评选\n"), "{not}");
    assert!(!not.contains("学生"), "{not}");
}

#[test]
fn a_committee_award_with_money_is_paid_under_its_name() {
    // Had the committee's award carried 100 元 besides the certificate:
    // 初高中组:3 gets 300 + 100 = 400, 初高中组:9 100, and 2200 + 8 × 100 = 3000.
    let e = xian(&XIAN.replace("prize = \"证书\"", "amount = \"100\"\nprize = \"证书\""));
    assert_eq!(e.outcome.total_paid(), yuan(3000));
    let totals = e.totals();
    assert_eq!(totals[2], ("3".to_string(), yuan(400)));
    assert!(totals.contains(&("9".to_string(), yuan(100))));
    let sheet = Event::rows(payouts::to_bytes(&e.report()).unwrap(), "奖金发放表");
    let nine = sheet
        .iter()
        .find(|r| r.iter().any(|c| c == "初高9"))
        .unwrap();
    assert!(
        nine.iter().any(|c| c == "体育道德风尚奖 100.00"),
        "{nine:?}"
    );
}

#[test]
fn a_committee_award_naming_no_group_of_the_file_is_an_error_at_its_line() {
    let text = XIAN
        .replace("\"初高中组:9\"", "\"高中组:9\"")
        .replace("prize = \"证书\"\n", "");
    let lines = rules::load("kinds.toml", &text)
        .unwrap_err()
        .lines(Lang::Zh);
    // Both at once: no amount and no prize (line 26, the award's table), and
    // "高中组:9" names no group (line 29, the players, once the prize is gone).
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("kinds.toml 第26行"), "{lines:?}");
    assert!(lines[0].contains("既没有金额也没有奖品"), "{lines:?}");
    assert!(lines[1].starts_with("kinds.toml 第29行"), "{lines:?}");
    assert!(lines[1].contains("“高中组:9”不是“组别:编号”"), "{lines:?}");
}

#[test]
fn a_named_player_not_on_the_sheet_is_warned_of() {
    // 三四年级组 has 编号 1-8: a 编号 "18" (for 8) pays no one, and says so.
    let e = xian(&XIAN.replace("\"三四年级组:8\"", "\"三四年级组:18\""));
    assert_eq!(e.outcome.grants.len(), 7);
    let warned: Vec<String> = (e.outcome.warnings.iter())
        .filter(|w| w.message.code() == "award.chosen_not_found")
        .map(|w| format!("{} {}", w.sheet, w.text(Lang::Zh)))
        .collect();
    assert_eq!(
        warned,
        ["三四年级组 体育道德风尚奖：规则文件列出的编号 18 不在本表中，此人未发。请核对编号。"]
    );
}
