//! Every kind of the run's ledger through every view (SPEC §19): one
//! regulation with all of them (tests/data/every-kind.toml), run once, and
//! each output — the terminal summary, results.json, payouts.xlsx's
//! 预算核对 and 说明 read back, and the page's run answer — checked to say
//! each entry with its amount worked out by hand.
//!
//! The field, 公开组 of ten (编号 101-110), 名次 1, 2, 2, 4, 5 … 10:
//!
//! | 编号 | 名次 | 单位 | 地区 | 在校学生 |
//! |---|---|---|---|---|
//! | 101 | 1 | A队 | 外地 | |
//! | 102 | 2 | B队 | 外地 | |
//! | 103 | 2 | C队 | 外地 | |
//! | 104 | 4 | A队 | 外地 | |
//! | 105 | 5 | B队 | 外地 | 是 |
//! | 106 | 6 | C队 | 外地 | |
//! | 107 | 7 | A队 | 外地 | |
//! | 108 | 8 | B队 | 楼冈镇 | |
//! | 109 | 9 | C队 | 外地 | |
//! | 110 | 10 | A队 | 外地 | |
//!
//! Worked by hand from the rules:
//! - 名次奖 (1000, 600, 400, 200; 前4名中保证楼冈棋手1个名额): no 楼冈 player
//!   is in the first four, so place 4 is kept for the best one, 108, and
//!   104 gives it up. 101 place 1: 1000 and 奖杯. 102 and 103 share places
//!   2-3: (600 + 400) / 2 = 500 each. 108 at place 4 (200), below
//!   `unless_top = 2`, is paid the fixed 500: place 200 + 名额定额 300.
//!   Place prizes 1000 + 500 + 500 + 200 = 2200; fixed 300.
//! - 团体奖 (best 2 places added): A队 1 + 4 = 5, B队 2 + 5 = 7, C队 2 + 6 =
//!   8: A队 place 1, 400 and 锦旗; B队 place 2, 200. 600 to 2 teams.
//! - 学生补贴 100 to 105 (a student with no place prize); 体育道德风尚奖 50
//!   and 证书 to 109; 退还保证金 20 to 108, the one 楼冈 player.
//! - Prizes besides money: 奖杯, 证书, 锦旗: 3.
//! - Paid to people: 101 1000, 102 500, 103 500, 105 100, 108 500 + 20 =
//!   520, 109 50: 2670 to 6 people.
//! - Budget: published 2800 (2200 + 600); plan 2200 + 600 + 300 = 3100
//!   (含名额定额 300); + 补贴 100 + 评选奖 50 = 3250; difference without the
//!   stated fixed 300: 3250 − 300 − 2800 = +150 (the subsidy and the award).

use crate::common::{Others, range_rows};
use calamine::{Reader, Xlsx};
use serde_json::Value;
use std::io::Cursor;
use xqprize::msg::Lang;
use xqprize::pipeline::{self, InMemoryRun, RulesSource};
use xqprize::rules::Overrides;
use xqprize_testkit::workbook::{Cell, Sheet, workbook_bytes};

const RULES: &str = include_str!("../data/every-kind.toml");

fn standings() -> Vec<u8> {
    let players: [(u32, u32, &str, &str, &str); 10] = [
        (1, 101, "A队", "外地", ""),
        (2, 102, "B队", "外地", ""),
        (2, 103, "C队", "外地", ""),
        (4, 104, "A队", "外地", ""),
        (5, 105, "B队", "外地", "是"),
        (6, 106, "C队", "外地", ""),
        (7, 107, "A队", "外地", ""),
        (8, 108, "B队", "楼冈镇", ""),
        (9, 109, "C队", "外地", ""),
        (10, 110, "A队", "外地", ""),
    ];
    let mut sheet = Sheet::new(
        "公开组",
        &["名次", "编号", "姓名", "单位", "地区", "在校学生"],
    );
    for (rank, no, club, region, student) in players {
        let row: Vec<Cell> = vec![
            rank.into(),
            no.into(),
            format!("选手{no}").as_str().into(),
            club.into(),
            region.into(),
            student.into(),
        ];
        sheet = sheet.row(row);
    }
    workbook_bytes(&[sheet])
}

fn run() -> InMemoryRun {
    run_under(RULES)
}

fn run_under(text: &str) -> InMemoryRun {
    let rules = RulesSource {
        name: "every-kind.toml".to_string(),
        text: text.to_string(),
    };
    let run = pipeline::run_in_memory(
        "in.xlsx",
        standings(),
        Some(rules),
        &Overrides::default(),
        Lang::Zh,
    );
    run.unwrap_or_else(|e| panic!("{e:?}"))
}

fn file<'a>(run: &'a InMemoryRun, name: &str) -> &'a [u8] {
    let file = run.files.iter().find(|f| f.name == name);
    &file.unwrap().bytes
}

fn rows(run: &InMemoryRun, sheet: &str) -> Vec<Vec<String>> {
    let bytes = file(run, "payouts.xlsx").to_vec();
    let mut book = Xlsx::new(Cursor::new(bytes)).unwrap();
    range_rows(&book.worksheet_range(sheet).unwrap(), Others::Shown)
}

#[test]
fn every_ledger_kind_is_said_with_its_amount_by_every_view() {
    let run = run();

    // The terminal summary.
    let said = run.report.summary.render(Lang::Zh);
    assert!(said.contains("共发放 2670.00，6 人领款"), "{said}");
    assert!(
        said.contains(
            "规程总额 2800.00；各奖项计划 3100.00（含名额定额 300.00） + 补贴 100.00（1 人） + 评选奖 50.00（1 人）= 3250.00，相差 +150.00"
        ),
        "{said}"
    );
    assert!(
        said.contains("另有退还、补助等非奖金支付 20.00（1 笔），不计入奖金预算"),
        "{said}"
    );
    assert!(
        said.contains("另有团体奖 600.00（2 队领款），付给各队"),
        "{said}"
    );
    assert!(!said.contains("补充通知"), "{said}");

    // results.json: one ledger row per entry: places, the grants in the
    // rules' order (subsidies, payments, awards), teams, prizes in kind.
    let json: Value = serde_json::from_slice(file(&run, "results.json")).unwrap();
    let ledger: Vec<(String, String, String, String)> = json["ledger"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let who = match r["team"].as_str() {
                Some(team) => team.to_string(),
                None => r["no"].as_str().unwrap().to_string(),
            };
            let what = match r["prize"].as_str() {
                Some(prize) => prize.to_string(),
                None => r["amount"].as_str().unwrap().to_string(),
            };
            let kind = r["kind"].as_str().unwrap().to_string();
            (kind, r["source"].as_str().unwrap().to_string(), who, what)
        })
        .collect();
    let expected = [
        ("place", "places", "101", "1000.00"),
        ("place", "places", "102", "500.00"),
        ("place", "places", "103", "500.00"),
        ("place", "places", "108", "200.00"),
        ("reserved", "places", "108", "300.00"),
        ("subsidy", "student", "105", "100.00"),
        ("payment", "deposit", "108", "20.00"),
        ("award", "fair-play", "109", "50.00"),
        ("team", "team", "A队", "400.00"),
        ("team", "team", "B队", "200.00"),
        ("in-kind", "places", "101", "奖杯"),
        ("in-kind", "fair-play", "109", "证书"),
        ("in-kind", "team", "A队", "锦旗"),
    ]
    .map(|(k, s, w, a)| (k.to_string(), s.to_string(), w.to_string(), a.to_string()));
    assert_eq!(ledger, expected);

    // payouts.xlsx, 预算核对: the fixed amounts on a row of their own, the
    // run against the published total in the terminal's words.
    let budget = rows(&run, "预算核对");
    let find = |label: &str| {
        (budget.iter())
            .find(|r| r[0] == label)
            .unwrap_or_else(|| panic!("no row {label}: {budget:?}"))
    };
    let fixed = find("名次奖名额定额（楼冈棋手）");
    assert_eq!(fixed[1], "300");
    assert_eq!(fixed[5], "规程所定，不计超出");
    // Part 一 per schedule and grant: 名次奖 2200 + the fixed 300 = 2500
    // planned and awarded; 100, 20 and 50 as paid; 2670 in all.
    assert_eq!(find("名次奖")[1..3], ["2500", "2500"]);
    assert_eq!(find("奖金发放表合计")[2], "2670");
    // Part 二, the regulation's list: no amendment, so one column.
    let listed = |label: &str| {
        (budget.iter())
            .rfind(|r| r[0] == label)
            .map(|r| [r[1].as_str(), r[2].as_str(), r[5].as_str()])
            .unwrap()
    };
    assert_eq!(listed("学生补贴"), ["100", "", "每人100.00 × 1人"]);
    assert_eq!(listed("体育道德风尚奖"), ["50", "", "每人50.00 × 1人"]);
    let total = (budget.iter())
        .find(|r| r[5].starts_with("名次奖 2,200.00"))
        .unwrap();
    assert_eq!(
        [total[0].as_str(), total[1].as_str(), total[5].as_str()],
        [
            "合计",
            "3250",
            "名次奖 2,200.00 + 名额定额 300.00 + 团体奖 600.00 + 补贴 100.00 + 评选奖 50.00"
        ]
    );
    assert_eq!(find("规程总额")[1], "2800");
    let plan = find("各奖项计划");
    assert_eq!(
        (plan[1].as_str(), plan[5].as_str()),
        ("3100", "含名额定额 300.00")
    );
    assert_eq!(find("补贴")[1], "100");
    assert_eq!(find("评选奖")[1], "50");
    let difference = find("相差（计划 − 规程）");
    assert_eq!(
        (difference[1].as_str(), difference[5].as_str()),
        ("150", "超出规程预算")
    );
    // The refund outside the prize budget: 20 each × 1 = 20.
    let refund = (budget.iter()).rfind(|r| r[0] == "退还保证金").unwrap();
    assert_eq!(refund[1..4], ["20", "1", "20"]);
    // The team part: 团体奖 planned 600, awarded 600.
    let team = (budget.iter())
        .find(|r| r[0] == "团体奖" && r[5] == "✓")
        .unwrap();
    assert_eq!(team[1..3], ["600", "600"]);
    let cells: Vec<&String> = budget.iter().flatten().collect();
    assert!(!cells.iter().any(|c| c.contains("补充通知")), "{budget:?}");

    // 说明: the money by kind.
    let about = rows(&run, "说明");
    let by_kind = (about.iter())
        .find(|r| r[0] == "发放合计（按类）")
        .unwrap_or_else(|| panic!("{about:?}"));
    assert_eq!(
        by_kind[3],
        "名次奖 2,200.00；名额定额 300.00；团体奖 600.00（2 笔）；评选奖 50.00（1 笔）；补贴 100.00（1 笔）；非奖金支付 20.00（1 笔）；奖品 3 件"
    );
    assert!(!about.iter().flatten().any(|c| c.contains("补充通知")));
}

#[test]
fn a_payment_the_budget_names_counts_inside_the_published_total() {
    // The same event, its budget in two sections: 奖金 2800 (名次奖 2200 +
    // 团体奖 600) and 保证金 20, naming the refund: stated 2820.
    let text = RULES.replace(
        "stated = \"2800\"",
        "stated = \"2820\"\nsections = [{ name = \"奖金\", stated = \"2800\", schedules = [\"places\", \"team\"] }, { name = \"保证金\", stated = \"20\", schedules = [\"deposit\"] }]",
    );
    assert_ne!(text, RULES);
    let run = run_under(&text);
    // The refund inside the compared total: 3250 + 20 = 3270; the
    // difference without the stated fixed 300: 3270 − 300 − 2820 = +150.
    let said = run.report.summary.render(Lang::Zh);
    assert!(
        said.contains(
            "规程总额 2820.00；各奖项计划 3100.00（含名额定额 300.00） + 补贴 100.00（1 人） + 评选奖 50.00（1 人） + 预算所列非奖金支付 20.00（1 笔）= 3270.00，相差 +150.00"
        ),
        "{said}"
    );
    assert!(!said.contains("另有退还"), "{said}");
    // 预算核对: the section of the refund counted as paid, 20 ✓; the total
    // 2800 + 20 = 2820 ✓; the refund listed with the prizes, no part of
    // its own outside the budget.
    let budget = rows(&run, "预算核对");
    let row = |label: &str| (budget.iter()).find(|r| r[0] == label).unwrap();
    assert_eq!(row("保证金")[1..4], ["20", "20", "✓"]);
    assert_eq!(row("奖金")[1..4], ["2800", "2800", "✓"]);
    assert_eq!(row("总奖金")[1..4], ["2820", "2820", "✓"]);
    assert_eq!(row("预算所列非奖金支付")[1], "20");
    let refund = (budget.iter()).rfind(|r| r[0] == "退还保证金").unwrap();
    assert_eq!(refund[5], "每人20.00 × 1人");
    assert!(!budget.iter().any(|r| r[0].starts_with("另：非奖金支付")));
}

#[cfg(feature = "app")]
#[tokio::test]
async fn the_pages_run_answer_says_every_ledger_kind() {
    let answer = crate::web::run_on_page(&standings(), RULES.as_bytes()).await;
    let summary = &answer["summary"];
    // The same figures as the terminal: see the working at the top.
    let budget = &summary["budget"];
    assert_eq!(budget["published"], "2800.00");
    assert_eq!(budget["amended"], "3100.00");
    assert_eq!(budget["fixed"], "300.00");
    assert_eq!(budget["subsidy_paid"], "100.00");
    assert_eq!(budget["awards_paid"], "50.00");
    assert_eq!(budget["amended_total"], "3250.00");
    assert_eq!(budget["difference"], "+150.00");
    assert_eq!(budget["amendments"], false);
    let kinds = &summary["kinds"];
    let said = [
        ("places", "2200.00"),
        ("reserved", "300.00"),
        ("teams", "600.00"),
        ("awards", "50.00"),
        ("payments", "20.00"),
        ("subsidies", "100.00"),
    ];
    for (kind, amount) in said {
        assert_eq!(kinds[kind], amount, "{kind}: {kinds}");
    }
    assert_eq!(kinds["in_kind"], 3);
    assert_eq!(summary["teams_paid"], 2);
}
