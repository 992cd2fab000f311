//! A rules file for an event other than Shizhu 2019: one open group, prizes for
//! the top 16 and a women's top 6, one prize per player. Standings built by
//! hand; every amount below is worked out from the rules in the comments.

use xqprize::engine::Standing;
use xqprize::engine::{self, Outcome};
use xqprize::explain::{Lookup, explain, find_player};
use xqprize::money::Money;
use xqprize::rules::{self, Rules, Stacking};
use xqprize::standings::{Column, Player, Sex, Standings, Warning};

const RULES: &str = r#"
event = "2024年某县象棋公开赛"
event_year = 2024

[settings]
stacking = "one"

[[groups]]
sheet = "公开组"
kind = "open"
rounds = 9

[budget]
stated = "12500"

[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
total = "10100"
places = [
  { place = "1", amount = "3000" },
  { place = "2", amount = "2000" },
  { place = "3", amount = "1000" },
  { place = "4-8", amount = "500" },
  { place = "9-16", amount = "200" },
]

[[schedules]]
id = "women"
name = "女子奖"
pool = { group = "公开组", sex = "女" }
total = "2400"
places = [
  { place = "1", amount = "800" },
  { place = "2", amount = "600" },
  { place = "3", amount = "400" },
  { place = "4-6", amount = "200" },
]
"#;

/// Women finish 2, 5, 12, 17, 18, 19 and 20; everyone else is a man.
const WOMEN: [u32; 7] = [2, 5, 12, 17, 18, 19, 20];

/// 20 players, 名次 1..=20, 编号 "P1".."P20", 姓名 "选手1"…
fn standings() -> Standings {
    let players = (1..=20)
        .map(|rank| {
            let mut p = Player::new(rank + 1, rank, &format!("P{rank}"), &format!("选手{rank}"));
            p.sex = Some(if WOMEN.contains(&rank) {
                Sex::Female
            } else {
                Sex::Male
            });
            p
        })
        .collect();
    let columns = [Column::Rank, Column::No, Column::Name, Column::Sex];
    Standings::of(&columns, [("公开组", players)])
}

fn rules() -> Rules {
    rules::load("other.toml", RULES).expect("the rules are valid")
}

fn yuan(n: i64) -> Money {
    Money::yuan(n)
}

/// What each 名次 is paid in total, 名次 1 first (0 for nobody paid).
fn paid_by_rank(standings: &Standings, outcome: &Outcome) -> Vec<Money> {
    (1..=20)
        .map(|rank| {
            outcome
                .payouts
                .iter()
                .filter(|p| p.player.player(standings).rank == rank)
                .map(|p| p.total)
                .sum()
        })
        .collect()
}

#[test]
fn one_prize_per_player_passes_places_down_largest_prize_first() {
    let (rules, standings) = (rules(), standings());
    let outcome = engine::compute(&rules, &standings).unwrap();
    // Hand-out order, largest first (equal amounts: overall before women):
    //   overall 1 3000 → 名次1; overall 2 2000 → 名次2 (a woman);
    //   overall 3 1000 → 名次3; women 1 800 → 名次5 (名次2 already holds 2000);
    //   women 2 600 → 名次12; overall 4-8 500 → 名次4, 6, 7, 8, 9 (名次5 holds 800);
    //   women 3 400 → 名次17; overall 9-16 200 → 名次10, 11, 13, 14, 15, 16, 18, 19
    //   (12 and 17 hold women's prizes); women 4 200 → 名次20;
    //   women 5-6: no woman left without a prize → vacant.
    let expected: Vec<Money> = [
        3000, 2000, 1000, 500, 800, 500, 500, 500, 500, 200, //
        200, 600, 200, 200, 200, 200, 400, 200, 200, 200,
    ]
    .map(yuan)
    .to_vec();
    assert_eq!(paid_by_rank(&standings, &outcome), expected);
    // 10100 (every overall place) + 800 + 600 + 400 + 200 = 12100.
    assert_eq!(outcome.total_paid(), yuan(12_100));
    let vacant: Vec<(String, u32, Money)> = outcome
        .vacancies
        .iter()
        .map(|v| (v.schedule.clone(), v.place, v.amount))
        .collect();
    assert_eq!(
        vacant,
        [
            ("women".to_string(), 5, yuan(200)),
            ("women".to_string(), 6, yuan(200))
        ]
    );
}

#[test]
fn every_prize_adds_up_when_the_stacking_is_overridden_to_all() {
    let (rules, standings) = (rules(), standings());
    let outcome = engine::compute(&rules.with_stacking(Stacking::All), &standings).unwrap();
    // Overall places follow 名次 1-16; the women's pool in 名次 order is
    // 2, 5, 12, 17, 18, 19, 20: places 1-6 pay 800, 600, 400, 200, 200, 200.
    let expected: Vec<Money> = [
        3000,
        2000 + 800,
        1000,
        500,
        500 + 600,
        500,
        500,
        500,
        200,
        200,
        200,
        200 + 400,
        200,
        200,
        200,
        200,
        200,
        200,
        200,
        0,
    ]
    .map(yuan)
    .to_vec();
    assert_eq!(paid_by_rank(&standings, &outcome), expected);
    // The published 12500 = 10100 + 2400, all of it paid.
    assert_eq!(outcome.total_paid(), yuan(12_500));
    assert!(outcome.vacancies.is_empty());
}

#[test]
fn explain_says_which_condition_kept_a_man_out_of_the_womens_pool() {
    let (rules, standings) = (rules(), standings());
    let outcome = engine::compute(&rules.with_stacking(Stacking::One), &standings).unwrap();
    let Lookup::Found(id) = find_player(&standings, "P1") else {
        panic!("P1 is one player");
    };
    let answer = explain(&rules, &standings, &outcome, id);
    let women = answer.schedules.iter().find(|s| s.id == "women").unwrap();
    let Standing::Out(failed) = &women.standing else {
        panic!("a man is not in the women's pool");
    };
    use xqprize::explain::words::phrases;
    use xqprize::msg::Lang;
    assert_eq!(phrases(failed, Lang::Zh), "非女子（性别 男）");
    assert_eq!(phrases(failed, Lang::En), "not a woman (sex 男)");
}

#[test]
fn a_name_shared_by_two_players_is_ambiguous_and_a_number_is_not() {
    let mut standings = standings();
    standings.groups[0].players[5].name = "选手1".into();
    assert!(matches!(
        find_player(&standings, "选手1"),
        Lookup::Ambiguous(ids) if ids.len() == 2
    ));
    assert!(matches!(find_player(&standings, "P6"), Lookup::Found(_)));
    assert_eq!(find_player(&standings, "nobody"), Lookup::NotFound);
}

/// A new event written from the blank template as docs/使用说明.md says:
/// the template as shipped, with a second group, the event's regions and its
/// prize tables added below it (the template's own lines stay as they are).
fn sichuan_rules() -> Rules {
    let text = rules::BLANK_RULES.to_string()
        + r#"
[[groups]]
sheet = "少儿组"
kind = "youth"

[regions]
"成都" = { names = ["成都市", "锦江区", "武侯区"], id_codes = ["5101"] }
"绵阳" = { names = ["绵阳市"], id_codes = ["5107"] }
"四川" = { names = ["四川省"], id_codes = ["51"] }
"外省" = { names = ["外地"], other = true }

[[schedules]]
id = "overall"
name = "公开组名次奖"
pool = { group = "公开组" }
total = "4900"
places = [
  { place = "1", amount = "2000" },
  { place = "2", amount = "1200" },
  { place = "3", amount = "800" },
  { place = "4-6", amount = "300" },
]

[[schedules]]
id = "chengdu"
name = "成都籍奖"
pool = { group = "公开组", region = ["成都"] }
places = [{ place = "1", amount = "500" }, { place = "2", amount = "300" }]

[[schedules]]
id = "mianyang"
name = "绵阳棋手奖"
pool = { group = "公开组", region = ["绵阳"] }
places = [{ place = "1", amount = "400" }]

[[schedules]]
id = "youth"
name = "少儿组名次奖"
pool = { group = "少儿组" }
places = [
  { place = "1", amount = "600" },
  { place = "2", amount = "400" },
  { place = "3", amount = "200" },
]
"#;
    rules::load("sichuan.toml", &text).expect("the new event's rules are valid")
}

/// The standings as an arbiter would type them: 地区 in several spellings.
fn sichuan_workbook(open_regions: &[&str]) -> Vec<u8> {
    use crate::common::{Cell, Sheet, workbook_bytes};
    let mut open = Sheet::new("公开组", &["名次", "编号", "姓名", "地区"]);
    for (i, region) in open_regions.iter().enumerate() {
        let rank = i as f64 + 1.0;
        open = open.row(vec![
            Cell::Number(rank),
            Cell::Number(rank),
            Cell::from(format!("棋手{}", i + 1).as_str()),
            Cell::from(*region),
        ]);
    }
    let mut youth = Sheet::new("少儿组", &["名次", "编号", "姓名"]);
    for rank in 1..=3 {
        youth = youth.row(vec![
            Cell::Number(f64::from(rank)),
            Cell::Number(f64::from(100 + rank)),
            Cell::from(format!("少儿{rank}").as_str()),
        ]);
    }
    workbook_bytes(&[open, youth])
}

fn read_sichuan(
    rules: &Rules,
    open_regions: &[&str],
) -> Result<xqprize::standings::read::Read, xqprize::standings::read::InputError> {
    let bytes = sichuan_workbook(open_regions).into();
    xqprize::standings::read::read_standings(
        &xqprize::standings::read::Source::Bytes {
            name: "四川.xlsx".to_string(),
            bytes,
        },
        &rules.sheets(),
        &rules.read_options(&[]),
    )
}

#[test]
fn a_new_event_from_the_blank_template_pays_what_its_regions_say() {
    let rules = sichuan_rules();
    // 名次 1-7 of 公开组; the region each 地区 is read as:
    //   1 四川省成都市: 四川 and 成都, 成都 (5101) within 四川 (51) → 成都
    //   2 绵阳 → 绵阳;  3 重庆: no region names it → 外省 (the catch-all)
    //   4 武侯区 → 成都;  5 四川省 → 四川;  6 绵阳市 → 绵阳;  7 成都 → 成都
    let read = read_sichuan(
        &rules,
        &[
            "四川省成都市",
            "绵阳",
            "重庆",
            "武侯区",
            "四川省",
            "绵阳市",
            "成都",
        ],
    )
    .unwrap();
    let regions: Vec<&str> = read.standings.groups[0]
        .players
        .iter()
        .map(|p| p.region.as_ref().map_or("", |r| r.label()))
        .collect();
    assert_eq!(
        regions,
        ["成都", "绵阳", "外省", "成都", "四川", "绵阳", "成都"]
    );
    // 重庆 went to the catch-all: said once, for its row.
    let other: Vec<&Warning> = read
        .warnings
        .iter()
        .filter(|w| w.message.code() == "region.other")
        .collect();
    assert_eq!(other.len(), 1, "{:?}", read.warnings);
    assert_eq!(other[0].row, Some(4));

    let outcome = engine::compute(&rules, &read.standings).unwrap();
    // Prizes add up (the template's stacking = "all"):
    //   overall: 名次1 2000, 2 1200, 3 800, 4-6 300 each        = 4900
    //   成都籍奖: pool 名次 1, 4, 7 → 名次1 500, 名次4 300        =  800
    //   绵阳棋手奖: pool 名次 2, 6 → 名次2 400                    =  400
    //   少儿组: 600, 400, 200                                     = 1200
    let open_total = |rank: u32| -> Money {
        outcome
            .payouts
            .iter()
            .filter(|p| {
                let player = p.player.player(&read.standings);
                player.name.starts_with("棋手") && player.rank == rank
            })
            .map(|p| p.total)
            .sum()
    };
    let expected = [2500, 1600, 800, 600, 300, 300, 0].map(yuan);
    assert_eq!((1..=7).map(open_total).collect::<Vec<_>>(), expected);
    // 4900 + 800 + 400 + 1200.
    assert_eq!(outcome.total_paid(), yuan(7300));
}

#[test]
fn a_place_of_two_regions_neither_within_the_other_is_refused() {
    let rules = sichuan_rules();
    let err = read_sichuan(&rules, &["成都绵阳"]).unwrap_err();
    let text = err.render(xqprize::msg::Lang::Zh);
    assert!(
        text.contains("公开组!D2（地区）：「成都绵阳」同时写了成都和绵阳两个互不包含的地区"),
        "{text}"
    );
}

#[test]
fn the_blank_template_as_shipped_pays_nobody_and_regions_need_defining() {
    let blank = rules::load("blank.toml", rules::BLANK_RULES).unwrap();
    assert!(blank.has_nothing_to_pay());
    assert!(blank.regions.is_empty());
    // Without [regions] 地区 is free text: any place is read as written.
    let read = read_sichuan(&blank, &["成都市锦江区"]).unwrap();
    let region = &read.standings.groups[0].players[0].region;
    assert_eq!(region.as_ref().map(|r| r.label()), Some("成都市锦江区"));
    // ... and a prize filtering on a region is a rules error.
    let text = rules::BLANK_RULES.to_string()
        + "\n[[schedules]]\nid = \"x\"\nname = \"x\"\npool = { group = \"公开组\", region = [\"成都\"] }\nplaces = [{ place = \"1\", amount = \"100\" }]\n";
    let err = rules::load("r.toml", &text).unwrap_err();
    assert_eq!(err.problems[0].message.code(), "rules.region_undefined");
}

#[test]
fn the_regulations_words_pay_what_the_english_ones_do() {
    // 不兼得 is stacking "one"; places written 第4至8名 and 9~16 are 4-8 and
    // 9-16: the same hand-out as `one_prize_per_player_passes_places_down_
    // largest_prize_first`, 12100 in all.
    let text = RULES
        .replacen(
            "stacking = \"one\"",
            "stacking = \"不兼得\"\nties = \"平分\"",
            1,
        )
        .replacen("place = \"4-8\"", "place = \"第4至8名\"", 1)
        .replacen("place = \"9-16\"", "place = \"9~16\"", 1)
        .replacen("place = \"4-6\"", "place = \"4～6\"", 1);
    assert_ne!(text, RULES);
    let chinese = rules::load("other.toml", &text).unwrap();
    assert_eq!(chinese.settings.stacking, Stacking::One);
    let standings = standings();
    let outcome = engine::compute(&chinese, &standings).unwrap();
    let english = engine::compute(&rules(), &standings).unwrap();
    assert_eq!(
        paid_by_rank(&standings, &outcome),
        paid_by_rank(&standings, &english)
    );
    assert_eq!(outcome.total_paid(), yuan(12_100));
}
