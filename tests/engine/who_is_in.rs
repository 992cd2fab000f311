//! Who is in a pool, written as regulations write it: birth-date windows
//! (「04年9月1日以后出生」, 「2009年1月1日至2010年12月31日出生」), both days
//! included, with a notice for a player born on a boundary day; and a
//! warning, in every kind of group, for a player an age band or a window
//! keeps out of a paid place. Standings built by hand; every amount worked
//! out from the regulation in the comments.

use chrono::NaiveDate;
use xqprize::engine;
use xqprize::money::Money;
use xqprize::msg::Msg;
use xqprize::rules::{self, Rules};
use xqprize::standings::{Column, Player, Sex, Standings, Warning};

/// 「少年儿童组：04年9月1日以后出生」: 1st 300, 2nd 200, 3rd 100.
const YOUTH_2017: &str = r#"
event = "2017年某市少年儿童象棋赛"
event_year = 2017

[[groups]]
sheet = "少儿组"
kind = "youth"

[[schedules]]
id = "youth"
name = "少年儿童组名次奖"
pool = { group = "少儿组", born_from = "BORN_FROM" }
total = "600"
places = [
  { place = "1", amount = "300" },
  { place = "2", amount = "200" },
  { place = "3", amount = "100" },
]
"#;

/// 「2009年1月1日至2010年12月31日出生」: 1st 500, 2nd 300, 3rd–4th 100.
const WINDOW_2019: &str = r#"
event = "2019年某县少儿象棋赛"
event_year = 2019

[[groups]]
sheet = "少儿组"
kind = "youth"

[[schedules]]
id = "u11"
name = "少儿乙组名次奖"
pool = { group = "少儿组", born_from = "2009年1月1日", born_until = "2010年12月31日" }
total = "1000"
places = [
  { place = "1", amount = "500" },
  { place = "2", amount = "300" },
  { place = "3-4", amount = "100" },
]
"#;

fn day(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(y, m, d)
}

/// One group 少儿组, a player per (sex, birth date) in 名次 order 1, 2, …;
/// 编号 "P1", "P2" …
fn field(players: &[(Sex, Option<NaiveDate>)]) -> Standings {
    field_on("少儿组", players)
}

/// `field` on the sheet `sheet`.
fn field_on(sheet: &str, players: &[(Sex, Option<NaiveDate>)]) -> Standings {
    let players = players
        .iter()
        .zip(1..)
        .map(|(&(sex, born), rank)| {
            let mut p = Player::new(rank + 1, rank, &format!("P{rank}"), &format!("选手{rank}"));
            p.sex = Some(sex);
            p.birth_date = born;
            p
        })
        .collect();
    let columns = [
        Column::Rank,
        Column::No,
        Column::Name,
        Column::Sex,
        Column::BirthDate,
    ];
    Standings::of(&columns, [(sheet, players)])
}

/// The exclusion warnings of a run: (编号, the place missed).
fn exclusions(rules: &Rules, standings: &Standings) -> Vec<(String, u32)> {
    engine::compute(rules, standings)
        .unwrap()
        .warnings
        .into_iter()
        .flat_map(|w| match w.message {
            Msg::PoolOutsideBirth { no, missed, .. } => missed
                .into_iter()
                .map(|(_, place)| (no.clone(), place))
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// (编号, amount) of everyone paid, in 名次 order.
fn paid(rules: &Rules, standings: &Standings) -> Vec<(String, Money)> {
    let outcome = engine::compute(rules, standings).unwrap();
    let mut paid: Vec<(u32, String, Money)> = outcome
        .payouts
        .iter()
        .map(|p| {
            let player = p.player.player(standings);
            (player.rank, player.no.to_string(), p.total)
        })
        .collect();
    paid.sort();
    paid.into_iter().map(|(_, no, m)| (no, m)).collect()
}

fn paid_as(list: &[(&str, i64)]) -> Vec<(String, Money)> {
    list.iter()
        .map(|(no, n)| (no.to_string(), Money::yuan(*n)))
        .collect()
}

/// The boundary notices of `check`: (编号, first day or last).
fn boundary_notices(rules: &Rules, standings: &Standings) -> Vec<(String, bool)> {
    rules::columns::notes(rules, standings)
        .into_iter()
        .filter_map(|w: Warning| match w.message {
            Msg::BornOnBoundary { no, first, .. } => Some((no, first)),
            _ => None,
        })
        .collect()
}

/// 名次 1 a boy born 2004-08-31, 2 a girl born 2004-09-01, 3 a boy born
/// 2004-08-28, then players born 2006, 2005 and 2007.
fn youth_2017() -> Standings {
    field(&[
        (Sex::Male, day(2004, 8, 31)),
        (Sex::Female, day(2004, 9, 1)),
        (Sex::Male, day(2004, 8, 28)),
        (Sex::Female, day(2006, 5, 5)),
        (Sex::Male, day(2005, 1, 1)),
        (Sex::Male, day(2007, 1, 1)),
    ])
}

#[test]
fn born_on_or_after_the_first_day_is_in_and_the_day_before_is_out() {
    let standings = youth_2017();
    // 以后出生 includes 2004-09-01: the pool is P2 (2004-09-01), P4, P5, P6;
    // P1 (2004-08-31) and P3 (2004-08-28) are out.
    // Pool places: P2 1st 300, P4 2nd 200, P5 3rd 100; P6 4th unpaid.
    let expected = paid_as(&[("P2", 300), ("P4", 200), ("P5", 100)]);
    for written in ["2004-09-01", "2004年9月1日", "2004/9/1"] {
        let rules = rules::load("r.toml", &YOUTH_2017.replace("BORN_FROM", written)).unwrap();
        assert_eq!(paid(&rules, &standings), expected, "{written}");
        // Only the girl born on the first day is noticed.
        assert_eq!(
            boundary_notices(&rules, &standings),
            [("P2".to_string(), true)]
        );
        // In the pool P1 would be 1st and P3 2nd (after P2 alone: P1 is
        // out too), both paid places: each is warned; nobody else is left
        // out.
        assert_eq!(
            exclusions(&rules, &standings),
            [("P1".to_string(), 1), ("P3".to_string(), 2)]
        );
    }
}

#[test]
fn a_window_from_one_day_to_another_includes_both_days() {
    let rules = rules::load("r.toml", WINDOW_2019).unwrap();
    let standings = field(&[
        (Sex::Male, day(2008, 12, 31)),
        (Sex::Male, day(2009, 1, 1)),
        (Sex::Female, day(2011, 1, 1)),
        (Sex::Female, day(2010, 12, 31)),
        (Sex::Male, day(2010, 6, 15)),
        (Sex::Male, None),
        (Sex::Female, day(2009, 7, 1)),
        (Sex::Male, day(2009, 8, 1)),
    ]);
    // In: P2 (2009-01-01, first day), P4 (2010-12-31, last day), P5, P7, P8.
    // Out: P1 (2008-12-31), P3 (2011-01-01), P6 (no birth date).
    // P2 1st 500, P4 2nd 300, P5 3rd 100, P7 4th 100; P8 5th unpaid:
    // 500 + 300 + 100 + 100 = 1000, the stated total.
    let expected = paid_as(&[("P2", 500), ("P4", 300), ("P5", 100), ("P7", 100)]);
    assert_eq!(paid(&rules, &standings), expected);
    assert_eq!(
        boundary_notices(&rules, &standings),
        [("P2".to_string(), true), ("P4".to_string(), false)]
    );
}

#[test]
fn the_boundary_notice_names_the_row_and_the_schedule() {
    let rules = rules::load("r.toml", &YOUTH_2017.replace("BORN_FROM", "2004-09-01")).unwrap();
    let notice = rules::columns::notes(&rules, &youth_2017())
        .into_iter()
        .find(|w| matches!(w.message, Msg::BornOnBoundary { .. }))
        .unwrap();
    // 名次 2 stands on row 3 (Player::new(rank + 1, …)).
    assert_eq!(
        notice.line(xqprize::msg::Lang::Zh),
        "少儿组 第3行（出生日期）：P2号选手2：2004-09-01出生，正是「少年儿童组名次奖」出生日期范围的首日，已计入（“以后出生”含当日）。请对照规程核对。"
    );
}

/// 「耆英组：57岁以上」 of a 2021 event, an open group: 1st 1000, 2nd 600,
/// 3rd 400.
const VETERANS_2021: &str = r#"
event = "2021年某市象棋公开赛"
event_year = 2021

[[groups]]
sheet = "耆英组"
kind = "open"

[[schedules]]
id = "veterans"
name = "耆英组名次奖"
pool = { group = "耆英组", age_min = 57 }
total = "2000"
places = [
  { place = "1", amount = "1000" },
  { place = "2", amount = "600" },
  { place = "3", amount = "400" },
]
"#;

#[test]
fn a_veteran_too_young_for_the_band_is_warned_in_an_open_group() {
    let rules = rules::load("r.toml", VETERANS_2021).unwrap();
    let players = [
        (Sex::Male, day(1950, 3, 1)),
        (Sex::Male, day(1965, 6, 1)),
        (Sex::Male, day(1960, 1, 1)),
        (Sex::Male, day(1958, 1, 1)),
        (Sex::Male, day(1966, 1, 1)),
    ];
    let standings = field_on("耆英组", &players);
    // Calendar-year ages in 2021: P1 71, P2 56 (out), P3 61, P4 63, P5 55 (out).
    // P1 1st 1000, P3 2nd 600, P4 3rd 400.
    assert_eq!(
        paid(&rules, &standings),
        paid_as(&[("P1", 1000), ("P3", 600), ("P4", 400)])
    );
    // Without the band P2 would be 2nd (paid): warned. P5 would be 5th,
    // past the last paid place: not warned.
    assert_eq!(exclusions(&rules, &standings), [("P2".to_string(), 2)]);
    let warning = engine::compute(&rules, &standings)
        .unwrap()
        .warnings
        .into_iter()
        .find(|w| matches!(w.message, Msg::PoolOutsideBirth { .. }))
        .unwrap();
    assert_eq!(
        warning.line(xqprize::msg::Lang::Zh),
        "耆英组 第3行（出生日期）：P2号选手2（1965-06-01出生，56岁）不符合「耆英组名次奖」（否则可得第2名）的年龄或出生日期条件，也不在本组其他奖项之内，因此不领名次奖。请核对出生日期与规程。"
    );
}

/// 「青年组（2003年1月1日至2008年12月31日出生）：冠军300元及证书，
/// 第二至四名获礼品一份」: places 2–4 give a prize and no money.
const GIFTS_2021: &str = r#"
event = "2021年某市象棋个人赛"
event_year = 2021

[[groups]]
sheet = "青年组"
kind = "youth"

[[schedules]]
id = "youth"
name = "青年组名次奖"
pool = { group = "青年组", born_from = "2003-01-01", born_until = "2008-12-31" }
places = [
  { place = "1", amount = "300", prize = "证书" },
  { place = "2-4", prize = "礼品一份" },
]
"#;

#[test]
fn a_player_the_window_keeps_from_a_gift_is_warned() {
    let rules = rules::load("r.toml", GIFTS_2021).unwrap();
    let standings = field_on(
        "青年组",
        &[
            (Sex::Male, day(2005, 3, 1)),
            (Sex::Male, day(2002, 12, 31)),
            (Sex::Male, day(2004, 1, 1)),
            (Sex::Male, day(2009, 1, 1)),
            (Sex::Male, day(2006, 1, 1)),
            (Sex::Male, day(2007, 1, 1)),
            (Sex::Male, day(2001, 6, 1)),
        ],
    );
    // In the window: P1, P3, P5, P6. Pool places: P1 1st (300 and 证书),
    // P3 2nd, P5 3rd, P6 4th (a gift each, no money). Only P1 is paid.
    assert_eq!(paid(&rules, &standings), paid_as(&[("P1", 300)]));
    // In the pool, P2 (a day before the first day) would stand after P1
    // alone: 2nd; P4 (a day after the last) after P1 and P3 (P2 is out
    // too and takes no place): 3rd. Both places give a gift: each is
    // warned. P7 would stand after P1, P3, P5, P6: 5th, past place 4.
    assert_eq!(
        exclusions(&rules, &standings),
        [("P2".to_string(), 2), ("P4".to_string(), 3)]
    );
    let warning = engine::compute(&rules, &standings)
        .unwrap()
        .warnings
        .into_iter()
        .find(|w| matches!(w.message, Msg::PoolOutsideBirth { .. }))
        .unwrap();
    assert_eq!(
        warning.line(xqprize::msg::Lang::Zh),
        "青年组 第3行（出生日期）：P2号选手2（2002-12-31出生，19岁）不符合「青年组名次奖」（否则可得第2名）的年龄或出生日期条件，也不在本组其他奖项之内，因此不领名次奖。请核对出生日期与规程。"
    );
}

#[test]
fn a_player_ranked_by_another_schedule_of_the_group_is_not_warned() {
    // 公开组 pays the overall places and a 耆英奖 for 57 and over: the
    // young winner is ranked by the overall places, so nothing was dropped
    // in silence; P2 (born 1965, 56 in 2021) likewise.
    let text = VETERANS_2021.replace("耆英组", "公开组").replace(
        "[[schedules]]\nid = \"veterans\"",
        "[[schedules]]\nid = \"overall\"\nname = \"名次奖\"\npool = { group = \"公开组\" }\nplaces = [{ place = \"1\", amount = \"2000\" }]\n\n[[schedules]]\nid = \"veterans\"",
    );
    let rules = rules::load("r.toml", &text).unwrap();
    let standings = field_on(
        "公开组",
        &[
            (Sex::Male, day(1991, 3, 1)),
            (Sex::Male, day(1965, 6, 1)),
            (Sex::Male, day(1960, 1, 1)),
        ],
    );
    assert_eq!(exclusions(&rules, &standings), []);
}

#[test]
fn a_birth_date_without_its_day_across_a_window_boundary_is_refused() {
    use xqprize::standings::DatePrecision;
    let rules = rules::load("r.toml", &YOUTH_2017.replace("BORN_FROM", "2004-09-01")).unwrap();
    // Written 2004 (the whole year: could be before or after 1 September),
    // 2004-08 (all of it before: out), 2004-09 (all of it after: in).
    let mut standings = field(&[
        (Sex::Male, day(2004, 1, 1)),
        (Sex::Male, day(2004, 8, 1)),
        (Sex::Female, day(2004, 9, 1)),
    ]);
    let players = &mut standings.groups[0].players;
    players[0].birth_precision = DatePrecision::Year;
    players[1].birth_precision = DatePrecision::Month;
    players[2].birth_precision = DatePrecision::Month;
    // A problem of the standings at the cell (出生日期 is the sheet's 5th
    // column, E; the first player is on row 2), not of the rules file.
    let problems: Vec<String> = rules::undated::undated_births(&rules, &standings)
        .iter()
        .map(|p| p.render(xqprize::msg::Lang::Zh))
        .collect();
    assert_eq!(
        problems,
        [
            "少儿组!E2（出生日期）：出生日期只写到「2004」，无法判断是否在「少年儿童组名次奖」的出生日期范围内。请写完整的出生日期，或填写身份证号。"
        ]
    );
}

#[test]
fn the_window_says_why_a_player_is_out_in_both_languages() {
    use xqprize::msg::Lang;
    use xqprize::rules::filter::Verdict;
    let rules = rules::load("r.toml", &YOUTH_2017.replace("BORN_FROM", "2004-09-01")).unwrap();
    let standings = youth_2017();
    let boy = &standings.groups[0].players[0];
    let failed: Vec<(String, String)> = rules.schedules[0]
        .pool
        .verdicts(&rules, "少儿组", boy)
        .into_iter()
        .filter_map(|v| match v {
            Verdict::Fail { reason, .. } => {
                Some((reason.phrase(Lang::Zh), reason.phrase(Lang::En)))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        failed,
        [(
            "出生日期不符（出生日期 2004-08-31，2004-09-01及以后出生）".to_string(),
            "born outside the window (born 2004-08-31, born 2004-09-01 or later)".to_string()
        )]
    );
}

// ---- qualifier lists: the same notice and warning as schedules ----

/// A qualifier list 「10岁组（2009年1月1日至2010年12月31日出生）前2名」 of a
/// youth event, the window written on the list's pool (`WINDOW`) or on its
/// eligibility (`eligible = { WINDOW }`).
const LIST_2019: &str = r#"
event = "2019年某县少儿象棋赛"
event_year = 2019

[[groups]]
sheet = "少儿组"
kind = "youth"

[[qualifiers]]
id = "u10"
name = "10岁组"
pool = { group = "少儿组", WINDOW }
top = 2
"#;

const WINDOW: &str = r#"born_from = "2009-01-01", born_until = "2010-12-31""#;

/// 名次 1 born 2008-12-31 (the day before the window), 2 born 2009-01-01
/// (its first day), 3 born 2011-03-01 (after it), 4 born 2010-12-31 (its
/// last day), 5 born 2010-06-01.
fn list_field() -> Standings {
    field(&[
        (Sex::Male, day(2008, 12, 31)),
        (Sex::Female, day(2009, 1, 1)),
        (Sex::Male, day(2011, 3, 1)),
        (Sex::Male, day(2010, 12, 31)),
        (Sex::Male, day(2010, 6, 1)),
    ])
}

/// The qualifier lists' exclusion warnings: (编号, list, the place missed).
fn list_exclusions(rules: &Rules, standings: &Standings) -> Vec<(String, String, u32)> {
    engine::compute(rules, standings)
        .unwrap()
        .warnings
        .into_iter()
        .flat_map(|w| match w.message {
            Msg::ListOutsideBirth { no, missed, .. } => missed
                .into_iter()
                .map(|(list, place)| (no.clone(), list, place))
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

#[test]
fn a_qualifier_list_s_window_gives_the_boundary_notice_and_the_exclusion_warning() {
    for rules_text in [
        LIST_2019.replace("WINDOW", WINDOW),
        LIST_2019
            .replace(", WINDOW", "")
            .replace("top = 2", &format!("eligible = {{ {WINDOW} }}\ntop = 2")),
    ] {
        let rules = rules::load("r.toml", &rules_text).unwrap();
        let standings = list_field();
        // The list: P2 (born on the first day) 1st, P4 (on the last day)
        // 2nd; P1 and P3 are outside the window.
        let outcome = engine::compute(&rules, &standings).unwrap();
        let on_list: Vec<(String, u32)> = (outcome.qualifiers.iter())
            .map(|q| (q.player.player(&standings).no.to_string(), q.place))
            .collect();
        assert_eq!(
            on_list,
            [("P2".to_string(), 1), ("P4".to_string(), 2)],
            "{rules_text}"
        );
        // Both boundary days counted in get the notice.
        assert_eq!(
            boundary_notices(&rules, &standings),
            [("P2".to_string(), true), ("P4".to_string(), false)],
            "{rules_text}"
        );
        // In the list's pool P1 would be 1st (top 2): warned. P3 would
        // stand after P2 alone (P1 is out too): 2nd, within the top 2:
        // warned as well.
        assert_eq!(
            list_exclusions(&rules, &standings),
            [
                ("P1".to_string(), "10岁组".to_string(), 1),
                ("P3".to_string(), "10岁组".to_string(), 2)
            ],
            "{rules_text}"
        );
    }
    let rules = rules::load("r.toml", &LIST_2019.replace("WINDOW", WINDOW)).unwrap();
    let warnings = engine::compute(&rules, &list_field()).unwrap().warnings;
    let warning = (warnings.iter())
        .find(|w| matches!(w.message, Msg::ListOutsideBirth { .. }))
        .unwrap();
    // Calendar-year age in 2019: 2019 - 2008 = 11. 名次 1 stands on row 2.
    assert_eq!(
        warning.line(xqprize::msg::Lang::Zh),
        "少儿组 第2行（出生日期）：P1号选手1（2008-12-31出生，11岁）不符合资格名单「10岁组」（否则可列第1名）的年龄或出生日期条件，也不在本组其他资格名单之内，因此不入选。请核对出生日期与规程。"
    );
    let notice = rules::columns::notes(&rules, &list_field())
        .into_iter()
        .find(|w| matches!(w.message, Msg::BornOnBoundary { .. }))
        .unwrap();
    assert_eq!(
        notice.line(xqprize::msg::Lang::Zh),
        "少儿组 第3行（出生日期）：P2号选手2：2009-01-01出生，正是资格名单「10岁组」出生日期范围的首日，已计入（“以后出生”含当日）。请对照规程核对。"
    );
}

#[test]
fn a_player_another_list_of_the_group_draws_from_is_not_warned() {
    // A second list, 「12岁组（2007年1月1日至2008年12月31日出生）」: P1
    // (born 2008-12-31) is in its pool, so the 10岁组 window does not leave
    // him out of every list. P3 (born 2011) is in neither: in 10岁组's pool
    // he would stand after P2 alone, 2nd; in 12岁组's after P1 alone, 2nd;
    // both within the top 2, so he is warned for both.
    let text = LIST_2019.replace("WINDOW", WINDOW)
        + r#"
[[qualifiers]]
id = "u12"
name = "12岁组"
pool = { group = "少儿组", born_from = "2007-01-01", born_until = "2008-12-31" }
top = 2
"#;
    let rules = rules::load("r.toml", &text).unwrap();
    let standings = list_field();
    // 12岁组's pool is P1 alone; without its window P2 would be 2nd of it,
    // but 10岁组 draws from P2: no warning for P2.
    assert_eq!(
        list_exclusions(&rules, &standings),
        [
            ("P3".to_string(), "10岁组".to_string(), 2),
            ("P3".to_string(), "12岁组".to_string(), 2)
        ]
    );
    // P1 is born on 12岁组's last day: its notice too.
    assert_eq!(
        boundary_notices(&rules, &standings),
        [
            ("P2".to_string(), true),
            ("P4".to_string(), false),
            ("P1".to_string(), false)
        ]
    );
}

#[test]
fn a_junior_whose_birth_year_is_typed_into_a_date_cell_keeps_her_prize() {
    // 少年儿童组 「04年9月1日以后出生」: 1st 300, 2nd 200, 3rd 100. The
    // blank workbook formats 出生日期 as a date, so 2006 typed there is the
    // number 2006 in a date cell (shown 1905-06-28). Read as the year 2006,
    // the girl of place 2 is born after 2004-09-01 (all of 2006 is): the
    // pool is she (sheet place 2) and the boy of place 3 (born 2005-03-01),
    // so she is 1st: 300, and he is 2nd: 200; 3rd (100) is vacant. Read as
    // 1905 she would be out, and he would take her 300.
    use crate::common::{Cell, Sheet, workbook_bytes};
    use xqprize::pipeline::{RulesSource, run_in_memory};
    let rules = RulesSource {
        name: "rules.toml".to_string(),
        text: YOUTH_2017.replace("BORN_FROM", "2004-09-01"),
    };
    let sheet = Sheet::new("少儿组", &["名次", "编号", "姓名", "性别", "出生日期"])
        .row(vec![
            1.into(),
            "1".into(),
            "甲".into(),
            "男".into(),
            "2000-05-01".into(),
        ])
        .row(vec![
            2.into(),
            "2".into(),
            "乙".into(),
            "女".into(),
            Cell::DayNumber(2006.0),
        ])
        .row(vec![
            3.into(),
            "3".into(),
            "丙".into(),
            "男".into(),
            "2005-03-01".into(),
        ]);
    let bytes = workbook_bytes(&[sheet]);
    let run = run_in_memory(
        "少儿组.xlsx",
        bytes,
        Some(rules),
        &Default::default(),
        xqprize::msg::Lang::Zh,
    )
    .expect("the standings read and the prizes computed");
    let report = run.report;
    let players = &report.read.standings.groups[0].players;
    let paid: Vec<(&str, Money)> = (report.computed.outcome.payouts.iter())
        .map(|p| (players[p.player.index].name.as_str(), p.total))
        .collect();
    assert_eq!(paid, [("乙", Money::yuan(300)), ("丙", Money::yuan(200))]);
}

#[test]
fn the_exclusion_warning_counts_the_place_in_the_pool_not_on_the_sheet() {
    // 耆英组, 57岁以上 by calendar year in 2021, places 1-3 paid.
    let rules = rules::load("r.toml", VETERANS_2021).unwrap();
    let players = [
        (Sex::Male, day(1965, 6, 1)),
        (Sex::Male, day(1950, 3, 1)),
        (Sex::Male, day(1960, 1, 1)),
        (Sex::Male, day(1966, 1, 1)),
        (Sex::Male, day(1958, 1, 1)),
        (Sex::Male, day(1962, 1, 1)),
    ];
    let standings = field_on("耆英组", &players);
    // Ages: P1 56 (out), P2 71, P3 61, P4 55 (out), P5 63, P6 59.
    // Pool: P2 1st 1000, P3 2nd 600, P5 3rd 400; P6 4th, unpaid.
    assert_eq!(
        paid(&rules, &standings),
        paid_as(&[("P2", 1000), ("P3", 600), ("P5", 400)])
    );
    // P1: no pool member ahead, 1st. P4 stands 4th on the sheet, past the
    // 3 places, but in the pool only P2 and P3 are ahead (P1 is out too):
    // 3rd, a paid place, so he is warned.
    assert_eq!(
        exclusions(&rules, &standings),
        [("P1".to_string(), 1), ("P4".to_string(), 3)]
    );
}

/// The age-band boundary notices of `check`: (编号, the oldest the band
/// admits or the youngest).
fn age_notices(rules: &Rules, standings: &Standings) -> Vec<(String, bool)> {
    rules::columns::notes(rules, standings)
        .into_iter()
        .filter_map(|w: Warning| match w.message {
            Msg::AgeOnBoundary { no, oldest, .. } => Some((no, oldest)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_player_on_the_last_birth_day_of_an_age_minimum_gets_a_notice() {
    // 57岁以上 by calendar year in 2021: 2021 − 57 = 1964, so born on or
    // before 1964-12-31. P2 born 1964-12-31 is 57, and born a day later
    // (1965-01-01) he would be 56: the notice. P1 (1950) is far inside,
    // P3 (1965-01-01, 56) outside: no notice.
    let rules = rules::load("r.toml", VETERANS_2021).unwrap();
    let standings = field_on(
        "耆英组",
        &[
            (Sex::Male, day(1950, 3, 1)),
            (Sex::Male, day(1964, 12, 31)),
            (Sex::Male, day(1965, 1, 1)),
        ],
    );
    assert_eq!(age_notices(&rules, &standings), [("P2".to_string(), false)]);
    let notice = rules::columns::notes(&rules, &standings)
        .into_iter()
        .find(|w| matches!(w.message, Msg::AgeOnBoundary { .. }))
        .unwrap();
    assert_eq!(
        notice.line(xqprize::msg::Lang::Zh),
        "耆英组 第3行（出生日期）：P2号选手2：1964-12-31出生，57岁，正是「耆英组名次奖」年龄下限57岁的最晚出生日（晚一天出生就不满57岁），已计入。请对照规程核对年龄算法及“57岁以上”是否含57岁。"
    );
}

#[test]
fn a_player_on_the_first_birth_day_of_an_age_maximum_gets_a_notice() {
    // 12岁以下 in completed years on 2024-07-01: born 2011-07-01 turns 13
    // that day (out); born 2011-07-02 is 12 and the oldest admitted: a
    // day earlier he would be 13. P3 born 2012-01-01 is 12, far inside.
    let text = r#"
event = "2024年少儿赛"
event_year = 2024

[settings]
age_rule = "completed-years"
age_date = "2024-07-01"

[[groups]]
sheet = "少儿组"
kind = "youth"

[[schedules]]
id = "u12"
name = "12岁组名次奖"
pool = { group = "少儿组", age_max = 12 }
places = [{ place = "1-3", amount = "100" }]
"#;
    let rules = rules::load("r.toml", text).unwrap();
    let standings = field(&[
        (Sex::Male, day(2011, 7, 1)),
        (Sex::Male, day(2011, 7, 2)),
        (Sex::Male, day(2012, 1, 1)),
    ]);
    assert_eq!(age_notices(&rules, &standings), [("P2".to_string(), true)]);
}
