//! The three workbooks, written from a small hand-made event and read back
//! cell by cell: amounts, capitals, vacant and shared places, the qualifier
//! marks, and that the public list carries no personal data.
//!
//! The event: 公开组 of five. 公开组名次奖 pays 1: 1000, 2: 500, 3: 300, 4: 201
//! (2001); 女子组 1: 400, 2: 200, 3: 100 (700); 非大师女子 (1: 200) is
//! cancelled by the amendment, which adds a 300 student subsidy. Players 3 and 4
//! share place 3 and split 300 + 201 = 501: 250.50 each. Only two women play,
//! so 女子组 place 3 (100) is vacant.

use crate::common::xlsx_part as part;
use crate::common::{Others, range_rows, signed_table};
use calamine::{Data, Range, Reader, Xlsx, open_workbook};
use std::path::Path;
use xqprize::engine::{
    Award, BudgetLine, ConditionCheck, Grant, Ineligible, Ledger, Outcome, PayItem, Payout,
    PlacedAs, PlayerId, Qualifier, SubsidyCheck, Vacancy,
};
use xqprize::money::Money;
use xqprize::msg::Msg;
use xqprize::msg::why::{Evidence, HeldPlace, Reason, RegionWant};
use xqprize::pipeline;
use xqprize::report::{Report, awards, payouts, printed, qualifiers};
use xqprize::rules::{Combining, Rules, RulesFile, SubsidyCondition};
use xqprize::standings::{Column, Player, Region, Sex, Standings, Warning};

const RULES: &str = r#"
event = "测试象棋公开赛"
event_year = 2019

[regions]
"石柱" = { id_codes = ["500240"] }
"重庆" = { id_codes = ["50"] }
"市外" = { other = true }

[[groups]]
sheet = "公开组"
kind = "open"

[budget]
stated = "2901"
sections = [
  { name = "公开组", stated = "2001", schedules = ["overall"] },
  { name = "女子组", stated = "900", schedules = ["women", "women-non-master"] },
]

[[schedules]]
id = "overall"
name = "公开组名次奖"
pool = { group = "公开组" }
places = [
  { place = "1", amount = "1000" },
  { place = "2", amount = "500" },
  { place = "3", amount = "300" },
  { place = "4", amount = "201" },
]

[[schedules]]
id = "women"
name = "女子组"
pool = { group = "公开组", sex = "女" }
places = [
  { place = "1", amount = "400" },
  { place = "2", amount = "200" },
  { place = "3", amount = "100" },
]

[[schedules]]
id = "women-non-master"
name = "非大师女子"
pool = { group = "公开组", sex = "女", master = false }
places = [{ place = "1", amount = "200" }]

[[qualifiers]]
id = "final-adult"
name = "成年组"
pool = { group = "公开组" }
eligible = { region = ["重庆", "石柱"], master = false }
top = 2
title = "成年组棋王"

[[qualifiers]]
id = "final-women"
name = "女子组"
pool = { group = "公开组", sex = "女" }
eligible = { region = ["重庆", "石柱"], master = false }
top = 1
title = "女子组棋王"

[[amendments]]
date = "2019-04-23"
name = "补充通知"

  [[amendments.changes]]
  action = "cancel"
  schedule = "women-non-master"

  [[amendments.changes]]
  action = "add-subsidy"
  subsidy = { id = "student", name = "大学生食宿补贴", amount = "300", conditions = ["student", "student_proof", "completed", "no_discipline", "no_place_prize"] }
"#;

const ID_NUMBERS: [&str; 5] = [
    "500240199001011234",
    "500240199502022345",
    "110101198803033456",
    "500101199904044569",
    "50024020000505567X",
];

fn m(text: &str) -> Money {
    text.parse().unwrap()
}

fn id(index: usize) -> PlayerId {
    PlayerId { group: 0, index }
}

fn rules() -> Rules {
    RulesFile::parse(RULES)
        .and_then(RulesFile::into_rules)
        .unwrap()
}

fn standings() -> Standings {
    let mut players = vec![
        Player::new(2, 1, "1", "张三"),
        Player::new(3, 2, "2", "李四"),
        Player::new(4, 3, "3", "王五"),
        Player::new(5, 3, "4", "赵六"),
        // A name that looks like a formula must stay text.
        Player::new(6, 5, "5", "=SUM(A1:A9)"),
    ];
    let sexes = [Sex::Male, Sex::Female, Sex::Male, Sex::Female, Sex::Male];
    let regions = [
        Region::named("石柱"),
        Region::named("重庆"),
        Region::named("市外"),
        Region::named("重庆"),
        Region::named("石柱"),
    ];
    for (i, p) in players.iter_mut().enumerate() {
        p.sex = Some(sexes[i]);
        p.region = Some(regions[i].clone());
        p.id_number = Some(ID_NUMBERS[i].into());
        p.birth_date = chrono::NaiveDate::from_ymd_opt(1990 + i as i32, 1, 1);
        p.club = format!("俱乐部{}", i + 1).into();
    }
    players[0].title = "大师".into();
    players[0].club = "四川省成都市青少年宫象棋培训中心".into();
    players[1].student = true;
    players[1].student_proof = true;
    players[4].student = true;
    players[4].student_proof = true;
    players[4].club = "+86 棋社".into();
    Standings::of(&Column::ALL, [("公开组", players)])
}

fn award(schedule: &str, place: u32, shared_by: u32, player: usize, amount: &str) -> Award {
    Award {
        schedule: schedule.to_string(),
        place,
        shared_by,
        player: id(player),
        amount: m(amount),
        placed: PlacedAs::AsFinished,
    }
}

fn item(source: &str, place: Option<u32>, shared_by: u32, amount: &str) -> PayItem {
    PayItem {
        source: source.to_string(),
        place,
        shared_by,
        amount: m(amount),
    }
}

fn check(condition: SubsidyCondition, met: bool, evidence: Evidence) -> ConditionCheck {
    ConditionCheck {
        condition,
        met,
        evidence,
    }
}

/// The student subsidy's checks of a student who meets every condition
/// but may hold place prizes (`prizes`: the condition fails when any).
fn student_checks(prizes: Vec<HeldPlace>) -> Vec<ConditionCheck> {
    use SubsidyCondition::*;
    let conduct = Evidence::Conduct {
        fouls: 0,
        discipline: false,
    };
    vec![
        check(Student, true, Evidence::Student(true)),
        check(StudentProof, true, Evidence::StudentProof(true)),
        check(Completed, true, Evidence::Completed(true)),
        check(NoDiscipline, true, conduct),
        check(
            NoPlacePrize,
            prizes.is_empty(),
            Evidence::PlacePrizes(prizes),
        ),
    ]
}

fn held(schedule: &str, place: u32, amount: &str) -> HeldPlace {
    HeldPlace {
        schedule: schedule.to_string(),
        place,
        amount: m(amount),
    }
}

fn outcome() -> Outcome {
    let payout = |player: usize, items: Vec<PayItem>| Payout {
        player: id(player),
        total: items.iter().map(|i| i.amount).sum(),
        items,
        tax: None,
    };
    let mut outcome = Outcome {
        combining: Combining::All,
        awards: vec![
            award("overall", 1, 1, 0, "1000"),
            award("overall", 2, 1, 1, "500"),
            award("overall", 3, 2, 2, "250.50"),
            award("overall", 3, 2, 3, "250.50"),
            award("women", 1, 1, 1, "400"),
            award("women", 2, 1, 3, "200"),
        ],
        vacancies: vec![Vacancy {
            schedule: "women".to_string(),
            place: 3,
            amount: m("100"),
        }],
        grants: vec![Grant {
            subsidy: "student".to_string(),
            player: id(4),
            amount: m("300"),
        }],
        subsidy_checks: vec![
            SubsidyCheck {
                subsidy: "student".to_string(),
                player: id(1),
                checks: student_checks(vec![
                    held("公开组名次奖", 2, "500"),
                    held("女子组", 1, "400"),
                ]),
                granted: false,
            },
            SubsidyCheck {
                subsidy: "student".to_string(),
                player: id(4),
                checks: student_checks(vec![]),
                granted: true,
            },
        ],
        qualifiers: vec![
            Qualifier {
                list: "final-adult".to_string(),
                place: 1,
                player: id(1),
                title: Some("成年组棋王".to_string()),
                also_on: vec!["final-women".to_string()],
            },
            Qualifier {
                list: "final-adult".to_string(),
                place: 2,
                player: id(3),
                title: None,
                also_on: vec![],
            },
            Qualifier {
                list: "final-women".to_string(),
                place: 1,
                player: id(1),
                title: Some("女子组棋王".to_string()),
                also_on: vec!["final-adult".to_string()],
            },
        ],
        ineligible: vec![
            Ineligible {
                list: "final-adult".to_string(),
                player: id(0),
                reasons: vec![Reason::Master {
                    title: "特级大师".to_string(),
                    master: true,
                }],
            },
            Ineligible {
                list: "final-adult".to_string(),
                player: id(2),
                reasons: vec![
                    Reason::Region {
                        have: "四川".to_string(),
                        want: RegionWant::Home("重庆籍".to_string()),
                    },
                    Reason::BirthDateBlank,
                ],
            },
        ],
        drawn: Default::default(),
        teams: Default::default(),
        payouts: vec![
            payout(0, vec![item("overall", Some(1), 1, "1000")]),
            payout(
                1,
                vec![
                    item("overall", Some(2), 1, "500"),
                    item("women", Some(1), 1, "400"),
                ],
            ),
            payout(2, vec![item("overall", Some(3), 2, "250.50")]),
            payout(
                3,
                vec![
                    item("overall", Some(3), 2, "250.50"),
                    item("women", Some(2), 1, "200"),
                ],
            ),
            payout(4, vec![item("student", None, 1, "300")]),
        ],
        budget: vec![
            BudgetLine {
                schedule: "overall".to_string(),
                planned: m("2001"),
                awarded: m("2001"),
                vacant: Money::ZERO,
                remainder: Money::ZERO,
            },
            BudgetLine {
                schedule: "women".to_string(),
                planned: m("700"),
                awarded: m("600"),
                vacant: m("100"),
                remainder: Money::ZERO,
            },
            BudgetLine {
                schedule: "student".to_string(),
                planned: m("300"),
                awarded: m("300"),
                vacant: Money::ZERO,
                remainder: Money::ZERO,
            },
        ],
        warnings: vec![Warning {
            sheet: "公开组".to_string(),
            row: Some(4),
            column: Some("出生日期".to_string()),
            message: Msg::AgeOutsideBands {
                no: "5".to_string(),
                name: "王五".to_string(),
                age: 15,
                born: "2004-01-01".to_string(),
            },
        }],
        ledger: Ledger::default(),
    };
    // The ledger of these awards and grants, as the engine builds it.
    outcome.ledger = Ledger::of(&rules(), &outcome.awards, &[], &outcome.grants, &[]);
    outcome
}

/// Everything one test needs, kept alive together.
struct Event {
    rules: Rules,
    standings: Standings,
    outcome: Outcome,
    warnings: Vec<Warning>,
}

impl Event {
    fn new() -> Event {
        let (rules, outcome) = (rules(), outcome());
        let read = [Warning {
            sheet: "公开组".to_string(),
            row: Some(6),
            column: Some("身份证号".to_string()),
            message: Msg::IdCheckDigit {
                id: "110105194912310021".to_string(),
                expected: '2',
            },
        }];
        // The run's warnings as a real run passes them: reading's and the
        // engine's merged once.
        let mut warnings = [&read[..], &outcome.warnings].concat();
        pipeline::in_report_order(&rules, &mut warnings);
        Event {
            rules,
            standings: standings(),
            outcome,
            warnings,
        }
    }

    fn report(&self) -> Report<'_> {
        Report {
            rules: &self.rules,
            standings: &self.standings,
            outcome: &self.outcome,
            rules_name: "test.toml".to_string(),
            rules_sha256: "ab".repeat(32),
            version: "9.9.9",
            warnings: &self.warnings,
            lang: xqprize::msg::Lang::Zh,
        }
    }
}

/// Write a workbook into `dir` and read one sheet back.
fn sheet(dir: &Path, file: &str, bytes: Vec<u8>, name: &str) -> Range<Data> {
    let path = dir.join(file);
    std::fs::write(&path, bytes).unwrap();
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    book.worksheet_range(name).unwrap()
}

/// The rows of a sheet as text, trailing blanks kept; dates and the like
/// tagged with their type.
fn rows(range: &Range<Data>) -> Vec<Vec<String>> {
    range_rows(range, Others::Tagged)
}

/// The first row whose cell `col` reads `value`.
fn row_with(rows: &[Vec<String>], col: usize, value: &str) -> Vec<String> {
    rows.iter()
        .find(|r| r.get(col).is_some_and(|c| c == value))
        .unwrap_or_else(|| panic!("no row with {value:?} in column {col}: {rows:#?}"))
        .clone()
}

fn all_cells(rows: &[Vec<String>]) -> Vec<String> {
    rows.iter().flatten().cloned().collect()
}

#[test]
fn payout_rows_carry_items_total_and_capitals() {
    let dir = tempfile::tempdir().unwrap();
    let event = Event::new();
    let bytes = payouts::to_bytes(&event.report()).unwrap();
    let rows = rows(&sheet(dir.path(), "payouts.xlsx", bytes, "奖金发放表"));
    let rows = signed_table(&rows);
    assert_eq!(
        rows[1],
        [
            "序号",
            "组别",
            "编号",
            "姓名",
            "单位",
            "身份证号",
            "奖项",
            "合计",
            "大写金额",
            "领款人签名"
        ]
    );
    // 赵六: half of 300 + 201 for the shared place 3, plus 女子组 place 2.
    let zhao = row_with(rows, 3, "赵六");
    assert_eq!(zhao[2], "4");
    assert_eq!(zhao[5], ID_NUMBERS[3]);
    assert_eq!(
        zhao[6],
        "公开组名次奖第3-4名(2人并列) 250.50\n女子组第2名 200.00"
    );
    assert_eq!(zhao[7], "450.5");
    assert_eq!(zhao[8], "肆佰伍拾元伍角整");
    assert_eq!(zhao[9], "");
    let li = row_with(rows, 3, "李四");
    assert_eq!(li[7], "900");
    assert_eq!(li[8], "玖佰元整");
    // 1000 + 900 + 250.50 + 450.50 + 300 = 2901.00
    let total = rows.last().unwrap();
    assert_eq!(total[0], "合计（5人）");
    assert_eq!(total[7], "2901");
    assert_eq!(total[8], "贰仟玖佰零壹元整");
    // Payout order is the outcome's.
    let names: Vec<&str> = rows[2..7].iter().map(|r| r[3].as_str()).collect();
    assert_eq!(names, ["张三", "李四", "王五", "赵六", "=SUM(A1:A9)"]);
}

#[test]
fn text_that_looks_like_a_formula_stays_text() {
    let dir = tempfile::tempdir().unwrap();
    let event = Event::new();
    let path = dir.path().join("payouts.xlsx");
    std::fs::write(&path, payouts::to_bytes(&event.report()).unwrap()).unwrap();
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    let formulas = book.worksheet_formula("奖金发放表").unwrap();
    assert!(formulas.used_cells().all(|(_, _, f)| f.is_empty()));
    let range = book.worksheet_range("奖金发放表").unwrap();
    let rows = rows(&range);
    let student = row_with(&rows, 3, "=SUM(A1:A9)");
    assert_eq!(student[4], "+86 棋社");
    assert_eq!(student[6], "大学生食宿补贴 300.00");
}

#[test]
fn budget_sheet_reconciles_planned_with_paid_and_base_with_amended() {
    let dir = tempfile::tempdir().unwrap();
    let event = Event::new();
    let bytes = payouts::to_bytes(&event.report()).unwrap();
    let rows = rows(&sheet(dir.path(), "payouts.xlsx", bytes, "预算核对"));
    assert_eq!(
        row_with(&rows, 0, "女子组")[..6],
        ["女子组", "700", "600", "100", "0", "✓"]
    );
    // Planned 2001 + 700 + 300; awarded 2001 + 600 + 300; vacant 100.
    assert_eq!(
        row_with(&rows, 0, "合计")[..6],
        ["合计", "3001", "2901", "100", "0", "✓"]
    );
    assert_eq!(row_with(&rows, 0, "奖金发放表合计")[2], "2901");
    // Second table: the cancelled schedule goes from 200 to nothing.
    assert_eq!(
        row_with(&rows, 0, "非大师女子")[..6],
        ["非大师女子", "200", "0", "-200", "", "2019-04-23 取消"]
    );
    let subsidy: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == "大学生食宿补贴").collect();
    assert_eq!(
        subsidy[1][1..6],
        ["0", "300", "300", "", "每人300.00 × 1人"]
    );
    // Base 2001 + 700 + 200 = 2901; amended 2001 + 700 + subsidy 300 = 3001.
    let totals: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == "合计").collect();
    assert_eq!(totals[1][1..4], ["2901", "3001", "100"]);
    // The published budget and its sections agree with the places.
    assert_eq!(
        row_with(&rows, 0, "总奖金")[..4],
        ["总奖金", "2901", "2901", "✓"]
    );
}

#[test]
fn budget_sheet_flags_a_line_that_does_not_add_up() {
    let dir = tempfile::tempdir().unwrap();
    let mut event = Event::new();
    // One fen missing between planned and awarded + vacant + remainder.
    event.outcome.budget[1].vacant = m("99.99");
    let bytes = payouts::to_bytes(&event.report()).unwrap();
    let rows = rows(&sheet(dir.path(), "payouts.xlsx", bytes, "预算核对"));
    assert_eq!(row_with(&rows, 0, "女子组")[5], "✗");
}

#[test]
fn subsidy_check_shows_each_condition_with_its_evidence() {
    let dir = tempfile::tempdir().unwrap();
    let event = Event::new();
    let bytes = payouts::to_bytes(&event.report()).unwrap();
    let rows = rows(&sheet(dir.path(), "payouts.xlsx", bytes, "学生补贴核对"));
    assert_eq!(
        rows[1],
        [
            "补贴",
            "组别",
            "编号",
            "姓名",
            "单位",
            "在校大学生",
            "学生证或学籍证明",
            "赛完全部赛程",
            "无违规违纪及蓄意犯规",
            "未获得名次奖励",
            "结果"
        ]
    );
    let li = row_with(&rows, 3, "李四");
    assert_eq!(li[5], "✓ 在校学生 是");
    // The place prizes 李四 holds, as the engine recorded them.
    assert_eq!(li[9], "✗ 公开组名次奖第2名 500.00；女子组第1名 400.00");
    assert_eq!(li[10], "不发放");
    assert_eq!(row_with(&rows, 3, "=SUM(A1:A9)")[10], "发放");
}

#[test]
fn notes_sheet_names_rules_settings_version_and_warnings() {
    let dir = tempfile::tempdir().unwrap();
    let event = Event::new();
    let bytes = payouts::to_bytes(&event.report()).unwrap();
    let rows = rows(&sheet(dir.path(), "payouts.xlsx", bytes, "说明"));
    assert_eq!(row_with(&rows, 0, "规则文件")[3], "test.toml");
    assert_eq!(row_with(&rows, 0, "规则文件 SHA-256")[3], "ab".repeat(32));
    assert_eq!(row_with(&rows, 0, "程序版本")[3], "xqprize 9.9.9");
    assert_eq!(row_with(&rows, 0, "读入选手")[3], "公开组 5人");
    // The settings in the regulation's words, not the rules file's keys.
    assert!(row_with(&rows, 0, "奖金叠加")[3].starts_with("每人可兼得："));
    assert!(row_with(&rows, 0, "并列名次")[3].starts_with("平分："));
    assert!(row_with(&rows, 0, "平分舍入单位")[3].starts_with("分："));
    assert!(row_with(&rows, 0, "年龄计算")[3].starts_with("按公历年份计算："));
    // The reader's warning and the engine's, each once.
    assert_eq!(
        // Worked from the catalogue's wording: the number quoted, the digit
        // the first 17 give, what to do.
        row_with(
            &rows,
            3,
            "身份证号「110105194912310021」的校验位不对（按前 17 位应为 2），未采用。请核对后改正。"
        )[..3],
        ["公开组", "6", "身份证号"]
    );
    assert_eq!(
        row_with(
            &rows,
            3,
            "5号王五：15岁（2004-01-01出生），不在任何年龄段内，不领年龄段名次奖。请核对出生日期。"
        )[..3],
        ["公开组", "4", "出生日期"]
    );
    assert!(all_cells(&rows).contains(&"警告（2条）".to_string()));
}

#[test]
fn award_list_shows_shared_and_vacant_places() {
    let dir = tempfile::tempdir().unwrap();
    let event = Event::new();
    let bytes = awards::to_bytes(&event.report()).unwrap();
    let rows = rows(&sheet(dir.path(), "awards.xlsx", bytes, "获奖名单"));
    assert_eq!(rows[1], ["名次", "姓名", "单位", "奖金"]);
    // 王五 and 赵六 share place 3 in the standings: both 并列第3名, the
    // split amount of places 3 and 4 each.
    let shared: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == "并列第3名").collect();
    assert_eq!(shared.len(), 2);
    assert_eq!(shared[0][1..], ["王五", "俱乐部3", "250.5"]);
    assert_eq!(shared[1][1..], ["赵六", "俱乐部4", "250.5"]);
    assert_eq!(
        row_with(&rows, 1, "空缺")[..4],
        ["第3名", "空缺", "", "100"]
    );
    // Sections in rules order, the cancelled schedule absent, subsidy last.
    let headings: Vec<&str> = rows
        .iter()
        .skip(2)
        .filter(|r| r[1].is_empty() && !r[0].is_empty())
        .map(|r| r[0].as_str())
        .collect();
    assert_eq!(
        headings,
        ["公开组名次奖", "女子组", "大学生食宿补贴（每人300.00元）"]
    );
    assert_eq!(row_with(&rows, 1, "=SUM(A1:A9)")[3], "300");
}

#[test]
fn award_list_has_no_personal_data() {
    let dir = tempfile::tempdir().unwrap();
    let event = Event::new();
    let bytes = awards::to_bytes(&event.report()).unwrap();
    let cells = all_cells(&rows(&sheet(dir.path(), "awards.xlsx", bytes, "获奖名单")));
    for id_number in ID_NUMBERS {
        assert!(!cells.iter().any(|c| c.contains(id_number)), "{id_number}");
    }
    for forbidden in [
        "身份证号",
        "出生日期",
        "地区",
        "石柱",
        "重庆",
        "市外",
        "1990",
    ] {
        assert!(!cells.iter().any(|c| c.contains(forbidden)), "{forbidden}");
    }
    // Nor in any other sheet of it.
    let path = dir.path().join("awards.xlsx");
    let book: Xlsx<_> = open_workbook(&path).unwrap();
    assert_eq!(book.sheet_names(), ["获奖名单"]);
}

#[test]
fn qualifier_lists_mark_double_entries_and_explain_the_ineligible() {
    let dir = tempfile::tempdir().unwrap();
    let event = Event::new();
    let bytes = qualifiers::to_bytes(&event.report()).unwrap();
    let rows = rows(&sheet(dir.path(), "qualifiers.xlsx", bytes, "晋级名单"));
    assert_eq!(
        rows[1],
        ["名次", "姓名", "单位", "组别", "组内名次", "称号", "备注"]
    );
    let li: Vec<&Vec<String>> = rows.iter().filter(|r| r[1] == "李四").collect();
    assert_eq!(
        li[0][..],
        [
            "第1名",
            "李四",
            "俱乐部2",
            "公开组",
            "2",
            "成年组棋王",
            "★ 同时入选女子组"
        ]
    );
    assert_eq!(
        li[1][..],
        [
            "第1名",
            "李四",
            "俱乐部2",
            "公开组",
            "2",
            "女子组棋王",
            "★ 同时入选成年组"
        ]
    );
    // Place 2 of the list is final place 3 of the group, no title.
    assert_eq!(
        row_with(&rows, 1, "赵六")[..6],
        ["第2名", "赵六", "俱乐部4", "公开组", "3", ""]
    );
    assert_eq!(row_with(&rows, 1, "张三")[6], "不具资格：大师称号");
    assert_eq!(
        row_with(&rows, 1, "王五")[6],
        "不具资格：非重庆籍、无出生日期"
    );
    // 成年组 before 女子组, as in the rules.
    let adult = rows
        .iter()
        .position(|r| r[0].starts_with("成年组"))
        .unwrap();
    let women = rows
        .iter()
        .position(|r| r[0].starts_with("女子组（"))
        .unwrap();
    assert!(adult < women);
    assert_eq!(rows[adult][0], "成年组（公开组前2名）");
}

#[test]
fn writing_twice_gives_identical_bytes() {
    let event = Event::new();
    let report = event.report();
    for write in [payouts::to_bytes, awards::to_bytes, qualifiers::to_bytes] {
        let first = write(&report).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(1100));
        assert_eq!(first, write(&report).unwrap());
    }
}

/// The values of attribute `attr` on every `<tag …>` of an XML text.
fn attributes(xml: &str, tag: &str, attr: &str) -> Vec<String> {
    xml.split(&format!("<{tag} "))
        .skip(1)
        .filter_map(|rest| {
            let element = format!(" {}", &rest[..rest.find('>')?]);
            let start = element.find(&format!(" {attr}=\""))? + attr.len() + 3;
            let len = element[start..].find('"')?;
            Some(element[start..start + len].to_string())
        })
        .collect()
}

#[test]
fn payout_sheet_prints_on_a4_with_header_on_every_page_and_room_to_sign() {
    let event = Event::new();
    let bytes = payouts::to_bytes(&event.report()).unwrap();
    let sheet = part(&bytes, "xl/worksheets/sheet1.xml");
    assert!(sheet.contains(r#"paperSize="9""#));
    assert!(sheet.contains(r#"orientation="landscape""#));
    assert!(sheet.contains(r#"<pageSetUpPr fitToPage="1"/>"#));
    assert!(sheet.contains(r#"fitToHeight="0""#));
    assert!(sheet.contains(r#"gridLines="1""#));
    assert!(sheet.contains(r#"ySplit="2""#) && sheet.contains(r#"state="frozen""#));
    // Every sheet counts its own pages from 1, its name beside the number;
    // no total, which LibreOffice would count over the whole workbook.
    for n in 1..=4 {
        let sheet = part(&bytes, &format!("xl/worksheets/sheet{n}.xml"));
        assert!(sheet.contains(r#"useFirstPageNumber="1""#), "sheet {n}");
        assert!(
            sheet.contains("<oddFooter>&amp;C&amp;A　第 &amp;P 页</oddFooter>"),
            "sheet {n}"
        );
    }
    let workbook = part(&bytes, "xl/workbook.xml");
    assert!(workbook.contains("奖金发放表!$2:$2"), "{workbook}");
    // Rows 3-7 are the five payees, row 8 the totals, row 10 the lines to
    // sign (制表人, 审核人, 负责人, 日期): each tall enough to sign.
    let rows = attributes(&sheet, "row", "r");
    let heights = attributes(&sheet, "row", "ht");
    for (r, ht) in rows
        .iter()
        .zip(&heights)
        .filter(|(r, _)| *r != "1" && *r != "2")
    {
        let ht: f64 = ht.parse().unwrap();
        assert!(ht >= 29.0, "row {r} is {ht} points high");
    }
    assert_eq!(rows.len(), 9);
    assert_eq!(rows.last().map(String::as_str), Some("10"));
}

#[test]
fn columns_are_as_wide_as_their_chinese_text() {
    let event = Event::new();
    let bytes = awards::to_bytes(&event.report()).unwrap();
    let sheet = part(&bytes, "xl/worksheets/sheet1.xml");
    let widths: Vec<f64> = attributes(&sheet, "col", "width")
        .iter()
        .map(|w| w.parse().unwrap())
        .collect();
    // 单位: 16 Chinese characters are 32 units, plus a margin of 2.
    assert!((34.0..35.0).contains(&widths[2]), "{widths:?}");
    // 名次: "并列第3名" is 2 + 2 + 2 + 1 + 2 = 9 units, plus 2.
    assert!((11.0..12.0).contains(&widths[0]), "{widths:?}");
    // In the payout sheet the club column stops at 24 and the name wraps.
    let bytes = payouts::to_bytes(&event.report()).unwrap();
    let sheet = part(&bytes, "xl/worksheets/sheet1.xml");
    let widths = attributes(&sheet, "col", "width");
    assert!(widths[4].starts_with("24."), "{widths:?}");
}

#[test]
fn documents_carry_a_fixed_creation_time() {
    let event = Event::new();
    for write in [payouts::to_bytes, awards::to_bytes, qualifiers::to_bytes] {
        let core = part(&write(&event.report()).unwrap(), "docProps/core.xml");
        assert!(core.contains(">2000-01-01T00:00:00Z<"), "{core}");
    }
}

#[test]
fn award_and_qualifier_lists_keep_their_header_in_view_and_on_every_page() {
    let event = Event::new();
    for (write, name) in [
        (
            awards::to_bytes as fn(&Report) -> anyhow::Result<Vec<u8>>,
            "获奖名单",
        ),
        (qualifiers::to_bytes, "晋级名单"),
    ] {
        let bytes = write(&event.report()).unwrap();
        let sheet = part(&bytes, "xl/worksheets/sheet1.xml");
        assert!(sheet.contains(r#"ySplit="2""#) && sheet.contains(r#"state="frozen""#));
        assert!(sheet.contains(r#"paperSize="9""#));
        let workbook = part(&bytes, "xl/workbook.xml");
        assert!(workbook.contains(&format!("{name}!$2:$2")), "{workbook}");
    }
}

/// An amount as a workbook cell reads back: 1,500.00 → 1500, 250.50 → 250.5.
fn as_read(amount: &str) -> String {
    let plain = amount.replace(',', "");
    match plain.contains('.') {
        true => plain
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string(),
        false => plain,
    }
}

#[test]
fn the_printed_lists_and_table_say_what_the_workbooks_say() {
    let dir = tempfile::tempdir().unwrap();
    let event = Event::new();
    let report = event.report();
    let sheets = printed::printed(&report, xqprize::msg::Lang::Zh, 100).unwrap();

    // awards.xlsx, read back: each section's heading, then its lines.
    let bytes = awards::to_bytes(&report).unwrap();
    let written: Vec<Vec<String>> = rows(&sheet(dir.path(), "awards.xlsx", bytes, "获奖名单"))
        .into_iter()
        .skip(2)
        .filter(|r| r.iter().any(|c| !c.is_empty()))
        .map(|r| r.into_iter().take(4).collect())
        .collect();
    assert_eq!(sheets.awards.headers, ["名次", "姓名", "单位", "奖金"]);
    assert_eq!(sheets.awards.title, "测试象棋公开赛 获奖名单");
    let mut drawn: Vec<Vec<String>> = Vec::new();
    for list in &sheets.awards.lists {
        drawn.push(vec![
            list.heading.clone(),
            String::new(),
            String::new(),
            String::new(),
        ]);
        for line in &list.lines {
            drawn.push(vec![
                line.place.clone(),
                line.name.clone(),
                line.club.clone(),
                as_read(&line.amount),
            ]);
        }
    }
    assert_eq!(drawn, written);
    // 王五 and 赵六 share place 3 (as the workbook test works out).
    let overall = &sheets.awards.lists[0];
    assert!(overall.places);
    assert_eq!(
        overall
            .lines
            .iter()
            .filter(|l| l.place == "并列第3名")
            .count(),
        2
    );
    // The subsidy has no places.
    assert!(!sheets.awards.lists.last().unwrap().places);

    // payouts.xlsx's first sheet, read back: every row and the totals.
    let bytes = payouts::to_bytes(&report).unwrap();
    let written = rows(&sheet(dir.path(), "payouts.xlsx", bytes, "奖金发放表"));
    let written = signed_table(&written);
    let table = &sheets.payouts;
    assert_eq!(written[1], table.headers);
    assert_eq!(table.rows.len(), 5);
    for (row, cells) in table.rows.iter().zip(&written[2..]) {
        let drawn = [
            row.number.to_string(),
            row.group.clone(),
            row.no.clone(),
            row.name.clone(),
            row.club.clone(),
            row.id.clone(),
            row.items.join("\n"),
            as_read(&row.figures[0]),
            row.capitals.clone(),
            String::new(),
        ];
        assert_eq!(drawn[..], cells[..10]);
    }
    // 1000 + 900 + 250.50 + 450.50 + 300 = 2901.00, 贰仟玖佰零壹元整.
    let total = written.last().unwrap();
    assert_eq!(table.total_label, total[0]);
    assert_eq!(table.totals, ["2,901.00"]);
    assert_eq!(table.total_capitals, "贰仟玖佰零壹元整");
    assert!(table.sign_off.starts_with("制表人"));

    // Past the limit the table carries no rows, only how many and the
    // totals.
    let few = printed::printed(&report, xqprize::msg::Lang::Zh, 4).unwrap();
    assert!(few.payouts.rows.is_empty());
    assert_eq!(few.payouts.omitted, 5);
    assert_eq!(few.payouts.totals, ["2,901.00"]);
}

/// A case of the corpus of real regulations (tests/regulations/) run in
/// memory, as the web page runs it.
fn corpus_run(case: &str, lang: xqprize::msg::Lang) -> xqprize::pipeline::RunReport {
    use xqprize::pipeline::{RulesSource, run_in_memory};
    let case = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/regulations")
        .join(case);
    let rules = RulesSource {
        name: "rules.toml".to_string(),
        text: std::fs::read_to_string(case.join("rules.toml")).unwrap(),
    };
    let bytes = std::fs::read(case.join("standings.xlsx")).unwrap();
    run_in_memory(
        "standings.xlsx",
        bytes,
        Some(rules),
        &Default::default(),
        lang,
    )
    .unwrap()
    .report
}

#[test]
fn the_printed_team_lists_and_payout_table_are_those_of_the_workbooks() {
    let lang = xqprize::msg::Lang::Zh;
    let run = corpus_run("lawyers-2022", lang);
    let report = run.report(lang);
    let sheets = printed::printed(&report, lang, 100).unwrap();
    // The team list, after the individual lists and with awards.xlsx's
    // 团体名次 columns (名次, 队名, 成员, 成绩, 奖金): 律师 first with 68
    // (2000), 军人 second with 66 (nothing), as regulation.md works out.
    let team_lists = sheets.teams.as_ref().unwrap();
    assert_eq!(team_lists.headers, ["名次", "队名", "成员", "成绩", "奖金"]);
    assert!(!team_lists.prizes);
    let teams = &team_lists.lists[0];
    // Eight of each club's twelve count (每队前八名): the heading says so,
    // and that the four in brackets do not.
    assert_eq!(teams.heading, "团体奖（每队计前8名；〔〕内队员不计成绩）");
    let lines: Vec<(&str, &str, &str)> = (teams.lines.iter())
        .map(|l| (l.place.as_str(), l.team.as_str(), l.amount.as_str()))
        .collect();
    assert_eq!(
        lines,
        [
            ("第1名", "广州律师象棋俱乐部", "2,000.00"),
            ("第2名", "广东军人象棋俱乐部", "")
        ]
    );
    // The members as awards.xlsx's 团体名次 lists them, the counted eight first.
    let dir = tempfile::tempdir().unwrap();
    let written = rows(&sheet(
        dir.path(),
        "awards.xlsx",
        awards::to_bytes(&report).unwrap(),
        "团体名次",
    ));
    let law = written
        .iter()
        .find(|r| r[1] == "广州律师象棋俱乐部")
        .unwrap();
    assert_eq!(teams.lines[0].members, law[2]);
    assert_eq!(teams.lines[0].result, law[3]);
    assert_eq!(teams.lines[0].result, "积分之和 68");
    // Paid 2000 to the club: the team payout table to sign, as payouts.xlsx.
    let table = sheets.team_payouts.as_ref().unwrap();
    assert_eq!(table.rows.len(), 1);
    assert_eq!(table.rows[0].team, "广州律师象棋俱乐部");
    assert_eq!(table.rows[0].amount, "2,000.00");
    assert_eq!(table.rows[0].capitals, "贰仟元整");
    assert_eq!(table.total, "2,000.00");
    assert!(written.iter().any(|r| r[0] == teams.heading), "{written:?}");
    assert!(law[2].starts_with("赵国庆（2）"), "{law:?}");
}

#[test]
fn the_printed_team_list_shows_the_prize_of_a_team_place_without_money() {
    let lang = xqprize::msg::Lang::Zh;
    let run = corpus_run("xilian-2009", lang);
    let report = run.report(lang);
    let sheets = printed::printed(&report, lang, 100).unwrap();
    // No individual place gives a prize, but the team places 1-6 give 团体
    // 录取: the team lists print 奖品, the players' lists do not.
    assert!(!sheets.awards.prizes);
    let team_lists = sheets.teams.as_ref().unwrap();
    assert!(team_lists.prizes);
    assert_eq!(team_lists.headers.last(), Some(&"奖品"));
    // 团体录取 pays no money: no team payout table.
    assert!(sheets.team_payouts.is_none());
    // regulation.md: 西联现代物流 27, 四川 29, 云南 40 (best place 4) before
    // 重庆 40 (5), 陕西 42, 广西 51 录取; 贵州 58 seventh, nothing.
    let teams = &team_lists.lists[0];
    let lines: Vec<(&str, &str, &str, &str)> = (teams.lines.iter())
        .map(|l| {
            (
                l.place.as_str(),
                l.team.as_str(),
                l.amount.as_str(),
                l.prize.as_str(),
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            ("第1名", "西联现代物流", "", "团体录取"),
            ("第2名", "四川", "", "团体录取"),
            ("第3名", "云南", "", "团体录取"),
            ("第4名", "重庆", "", "团体录取"),
            ("第5名", "陕西", "", "团体录取"),
            ("第6名", "广西", "", "团体录取"),
            ("第7名", "贵州", "", ""),
        ]
    );
}
