//! A rules file for an event other than Shizhu 2019: one open group, prizes for
//! the top 16 and a women's top 6, one prize per player. Standings built by
//! hand; every amount below is worked out from the rules in the comments.

use xqprize::engine::{self, Outcome};
use xqprize::explain::{Lookup, Standing, explain, find_player};
use xqprize::money::Money;
use xqprize::rules::{self, Rules, Stacking};
use xqprize::standings::{Column, GroupStandings, Player, Sex, Standings};

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
    Standings {
        groups: vec![GroupStandings {
            sheet: "公开组".to_string(),
            unread: Vec::new(),
            columns: [Column::Rank, Column::No, Column::Name, Column::Sex]
                .into_iter()
                .collect(),
            players,
        }],
    }
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
    assert_eq!(phrases(failed, Lang::En), "非女子 (性别 男)");
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
