//! The workbooks for a small field run through the engine under the built-in
//! 2019 Shizhu rules, every amount worked out by hand from docs/prizes.md#prize-schedules:
//!
//! 公开组 (all 市外, so no member, 石柱籍 or qualifier pool): 1 甲, 2 乙 (woman),
//! 3 丙 and 3 丁 (tied, no 预赛名次), 5 戊 (woman), 6 己.
//! 公开组名次奖: 20000, 10000, (5000 + 3000) / 2 = 4000 each, 1500, 1500;
//! places 7-32 vacant (2 × 1500 + 8 × 1000 + 16 × 600 = 20600).
//! 女子组: 乙 5000, 戊 3000; places 3-12 vacant (2000 + 1500 + 4 × 1200 + 4 × 1000 = 12300).
//! 少儿组: 小明 (born 2012, age 7) and 小红 (born 2011, age 8) take 8岁以下
//! places 1 and 2: 600 and 500. 小刚 has no birth date, so no band prize; a
//! student with proof and no prize, he gets the 300 subsidy.
//! Paid: 20000 + 15000 + 4000 + 4000 + 4500 + 1500 + 600 + 500 + 300 = 50400.

use crate::common::{Others, bytes_rows, signed_table, xlsx_part};
use chrono::NaiveDate;
use xqprize::engine;
use xqprize::pipeline;
use xqprize::report::{Report, awards, payouts, qualifiers};
use xqprize::rules::{Rules, Stacking};
use xqprize::standings::{Column, Player, Region, Sex, Standings};
use xqprize::threads::Threads;

fn standings() -> Standings {
    let open = [
        (1, "1", "甲", Sex::Male),
        (2, "2", "乙", Sex::Female),
        (3, "3", "丙", Sex::Male),
        (3, "4", "丁", Sex::Male),
        (5, "5", "戊", Sex::Female),
        (6, "6", "己", Sex::Male),
    ];
    let open: Vec<Player> = open
        .iter()
        .enumerate()
        .map(|(i, &(rank, no, name, sex))| {
            let mut p = Player::new(i as u32 + 2, rank, no, name);
            p.sex = Some(sex);
            p.region = Some(Region::named("市外"));
            p.club = "贵州遵义棋友会".into();
            p.id_number = Some(format!("52030219900101{:03}X", i).into());
            p
        })
        .collect();
    let youth = [
        ("101", "小明", NaiveDate::from_ymd_opt(2012, 3, 1)),
        ("102", "小红", NaiveDate::from_ymd_opt(2011, 6, 1)),
        ("103", "小刚", None),
    ];
    let youth: Vec<Player> = youth
        .iter()
        .enumerate()
        .map(|(i, &(no, name, birth))| {
            let mut p = Player::new(i as u32 + 2, i as u32 + 1, no, name);
            p.sex = Some(Sex::Male);
            p.region = Some(Region::named("市外"));
            p.birth_date = birth;
            p
        })
        .collect();
    let mut youth = youth;
    youth[2].student = true;
    youth[2].student_proof = true;
    Standings::of(&Column::ALL, [("公开组", open), ("少儿组", youth)])
}

fn find<'a>(rows: &'a [Vec<String>], col: usize, value: &str) -> &'a [String] {
    rows.iter()
        .find(|r| r[col] == value)
        .unwrap_or_else(|| panic!("no {value:?} in column {col}"))
}

fn with_report<T>(f: impl FnOnce(&Report) -> T) -> T {
    let rules = Rules::shizhu_2019();
    let standings = standings();
    let outcome = engine::compute(&rules.with_stacking(Stacking::All), &standings).unwrap();
    let mut warnings = outcome.warnings.clone();
    pipeline::in_report_order(&rules, &mut warnings);
    let report = Report {
        rules: &rules,
        standings: &standings,
        outcome: &outcome,
        rules_name: "shizhu-2019.toml".to_string(),
        rules_sha256: String::new(),
        version: "0",
        warnings: &warnings,
        lang: xqprize::msg::Lang::Zh,
    };
    f(&report)
}

#[test]
fn payouts_from_the_engine_match_the_amounts_worked_by_hand() {
    let rows =
        with_report(|r| bytes_rows(payouts::to_bytes(r).unwrap(), "奖金发放表", Others::Tagged));
    let expected = [
        ("甲", "20000", "贰万元整"),
        ("乙", "15000", "壹万伍仟元整"),
        ("丙", "4000", "肆仟元整"),
        ("丁", "4000", "肆仟元整"),
        ("戊", "4500", "肆仟伍佰元整"),
        ("己", "1500", "壹仟伍佰元整"),
        ("小明", "600", "陆佰元整"),
        ("小红", "500", "伍佰元整"),
        ("小刚", "300", "叁佰元整"),
    ];
    for (i, (name, total, capitals)) in expected.iter().enumerate() {
        let row = &rows[2 + i];
        assert_eq!((row[3].as_str(), row[7].as_str()), (*name, *total));
        assert_eq!(row[8], *capitals, "{name}");
    }
    assert_eq!(
        find(&rows, 3, "丙")[6],
        "公开组名次奖第3-4名(2人并列) 4,000.00"
    );
    assert_eq!(
        find(&rows, 3, "乙")[6],
        "公开组名次奖第2名 10,000.00\n女子组第1名 5,000.00"
    );
    assert_eq!(find(&rows, 3, "小刚")[6], "大学生食宿补贴 300.00");
    let total = signed_table(&rows).last().unwrap();
    assert_eq!(total[0], "合计（9人）");
    assert_eq!(total[7], "50400");
    assert_eq!(total[8], "伍万零肆佰元整");
}

#[test]
fn english_labels_on_the_payouts_and_the_same_chinese_by_default() {
    use xqprize::msg::Lang;
    use xqprize::report::xlsx::{SIGN_OFF, SIGN_OFF_EN};
    let (chinese, default, english) = with_report(|r| {
        (
            payouts::to_bytes_in(r, Lang::Zh, Threads::Cores, || ()).unwrap(),
            payouts::to_bytes(r).unwrap(),
            payouts::to_bytes_in(r, Lang::En, Threads::Cores, || ()).unwrap(),
        )
    });
    // The default language is Chinese, and Chinese labels are those the
    // other tests of this file read.
    assert!(chinese == default);
    let zh = bytes_rows(chinese, "奖金发放表", Others::Tagged);
    assert_eq!(zh.last().unwrap()[0], SIGN_OFF);

    let rows = bytes_rows(english.clone(), "Payouts", Others::Tagged);
    assert!(
        rows[0][0].ends_with("第七届“冉氏杯”象棋公开赛 Payouts"),
        "{:?}",
        rows[0]
    );
    assert_eq!(
        rows[1][..9],
        [
            "No.",
            "Group",
            "Player no.",
            "Name",
            "Club",
            "ID number",
            "Prizes",
            "Total",
            "Amount in words (大写)"
        ]
    );
    // The same people and amounts as in Chinese; the items' words in
    // English, the schedules' names as the rules file writes them, the
    // capitals Chinese (a legal form).
    let item = |name: &str| find(&rows, 3, name)[6].clone();
    assert_eq!(item("丙"), "公开组名次奖 places 3-4 (2 tied) 4,000.00");
    assert_eq!(
        item("乙"),
        "公开组名次奖 place 2 10,000.00\n女子组 place 1 5,000.00"
    );
    assert_eq!(find(&rows, 3, "小刚")[5], "no ID number");
    let sign = rows.last().unwrap();
    assert_eq!(sign[0], SIGN_OFF_EN);
    for label in ["Prepared by:", "Checked by:", "Approved by:", "Date:"] {
        assert!(sign[0].contains(label), "{label} in {sign:?}");
    }
    let total = &rows[rows.len() - 3];
    assert_eq!(total[0], "Total (9 people)");
    assert_eq!(total[7], "50400");
    assert_eq!(total[8], "伍万零肆佰元整");
    // Every sheet in English, each footer counting its own pages.
    let workbook = xlsx_part(&english, "xl/workbook.xml");
    for name in ["Payouts", "Budget check", "Subsidy check", "Notes"] {
        assert!(workbook.contains(&format!("name=\"{name}\"")), "{workbook}");
    }
    let sheet = xlsx_part(&english, "xl/worksheets/sheet1.xml");
    assert!(
        sheet.contains("<oddFooter>&amp;C&amp;A  page &amp;P</oddFooter>"),
        "{sheet}"
    );
}

#[test]
fn budget_from_the_engine_reconciles_to_the_fen() {
    let rows =
        with_report(|r| bytes_rows(payouts::to_bytes(r).unwrap(), "预算核对", Others::Tagged));
    assert_eq!(
        find(&rows, 0, "公开组名次奖")[..6],
        ["公开组名次奖", "61600", "41000", "20600", "0", "✓"]
    );
    assert_eq!(
        find(&rows, 0, "女子组")[..6],
        ["女子组", "20300", "8000", "12300", "0", "✓"]
    );
    // 116600 of place prizes + 300 subsidy planned; 50400 paid.
    assert_eq!(
        find(&rows, 0, "合计")[..6],
        ["合计", "116900", "50400", "66500", "0", "✓"]
    );
    assert_eq!(find(&rows, 0, "奖金发放表合计")[5], "✓");
    // Published 131500; amended 116600 + 300 = 116900, 14600 less.
    let totals: Vec<_> = rows.iter().filter(|r| r[0] == "合计").collect();
    assert_eq!(totals[1][1..4], ["131500", "116900", "-14600"]);
    assert_eq!(
        find(&rows, 0, "总奖金")[..4],
        ["总奖金", "131500", "131500", "✓"]
    );
}

#[test]
fn award_list_from_the_engine_shows_the_tie_and_every_vacant_place() {
    let rows =
        with_report(|r| bytes_rows(awards::to_bytes(r).unwrap(), "获奖名单", Others::Tagged));
    // 丙 and 丁 share 第3名 in the standings: both 并列第3名.
    let tie: Vec<_> = rows.iter().filter(|r| r[0] == "并列第3名").collect();
    assert_eq!(tie.len(), 2);
    assert!(tie.iter().all(|r| r[3] == "4000"));
    // 26 vacant overall places, 10 women's, 6 of 8岁以下 and 8 in each other band,
    // 20 member, 12 石柱籍, 8 surprise.
    let vacant = rows.iter().filter(|r| r[1] == "空缺").count();
    assert_eq!(vacant, 26 + 10 + 6 + 3 * 8 + 20 + 12 + 8);
    let subsidy = rows
        .iter()
        .position(|r| r[0].starts_with("大学生食宿补贴"))
        .unwrap();
    assert_eq!(rows[subsidy + 1][1..], ["小刚", "", "300"]);
}

#[test]
fn qualifier_lists_from_the_engine_are_empty_without_chongqing_players() {
    let rows =
        with_report(|r| bytes_rows(qualifiers::to_bytes(r).unwrap(), "晋级名单", Others::Tagged));
    let headings: Vec<&str> = rows
        .iter()
        .filter(|r| r[0].contains("组（"))
        .map(|r| r[0].as_str())
        .collect();
    assert_eq!(
        headings,
        [
            "成年组（公开组前6名）",
            "女子组（公开组前3名）",
            "少年组（少儿组前3名）",
            "儿童组（少儿组前3名）"
        ]
    );
    assert_eq!(rows.iter().filter(|r| r[0] == "无人入选").count(), 4);
    // 甲 is placed first but from outside Chongqing: listed under 成年组 with the reason.
    let jia = find(&rows, 1, "甲");
    assert_eq!(jia[0], "—");
    assert!(jia[6].starts_with("不具资格："), "{jia:?}");
    assert!(
        jia[6].contains("市外") || jia[6].contains("非重庆籍"),
        "{jia:?}"
    );
}
