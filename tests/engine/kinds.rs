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

// ---- prizes without money (SPEC §17.7) ----

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
