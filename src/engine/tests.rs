//! The engine's rules, one test each, on small fields built by hand. Every
//! expected amount is worked out in the comment beside it from the 2019
//! regulation (竞赛规程 十, 补充规定 四, 补充通知 一至三).

use super::*;
use crate::rules::{Rules, Stacking};
use crate::standings::{Player, Region, Sex, Standings};
use chrono::NaiveDate;

/// A field of players for the built-in 2019 rules.
struct Field {
    open: Vec<Player>,
    youth: Vec<Player>,
}

impl Field {
    /// `n` 公开组 players, men from 重庆, not members, ranks 1..=n, each with a
    /// distinct 预赛名次 so that nobody is tied.
    fn open(n: u32) -> Field {
        let open = (1..=n)
            .map(|r| {
                let mut p = Player::new(r + 1, r, &format!("A{r:03}"), &format!("选手{r}"));
                p.sex = Some(Sex::Male);
                p.region = Some(Region::named("重庆"));
                p.prelim_rank = Some(r);
                p
            })
            .collect();
        Field {
            open,
            youth: Vec::new(),
        }
    }

    fn at(&mut self, rank: u32) -> &mut Player {
        self.open
            .iter_mut()
            .find(|p| p.rank == rank)
            .expect("a player at that rank")
    }

    fn woman(&mut self, rank: u32) -> &mut Player {
        let p = self.at(rank);
        p.sex = Some(Sex::Female);
        p
    }

    /// The women at `ranks` share the first of those places with no 预赛名次,
    /// as knockout losers of one round do.
    fn women_tied(&mut self, ranks: std::ops::RangeInclusive<u32>) {
        let first = *ranks.start();
        for rank in ranks {
            let p = self.woman(rank);
            p.rank = first;
            p.prelim_rank = None;
        }
    }

    fn youth(&mut self, rank: u32, no: &str, born: (i32, u32, u32)) -> &mut Player {
        let mut p = Player::new(rank + 1, rank, no, &format!("少儿{no}"));
        p.birth_date = NaiveDate::from_ymd_opt(born.0, born.1, born.2);
        p.region = Some(Region::named("重庆"));
        self.youth.push(p);
        self.youth.last_mut().unwrap()
    }

    fn standings(&self) -> Standings {
        Standings::of(
            &[],
            [
                ("公开组", self.open.clone()),
                ("少儿组", self.youth.clone()),
            ],
        )
    }

    fn compute(&self, stacking: Stacking) -> Result<(Standings, Outcome), EngineError> {
        let standings = self.standings();
        let outcome = compute(&Rules::shizhu_2019().with_stacking(stacking), &standings)?;
        Ok((standings, outcome))
    }
}

fn yuan(n: i64) -> Money {
    Money::yuan(n)
}

fn m(text: &str) -> Money {
    text.parse().unwrap()
}

/// (schedule, place, 编号, amount) of every award, in the engine's order.
fn awards(standings: &Standings, outcome: &Outcome, schedule: &str) -> Vec<(u32, String, Money)> {
    outcome
        .awards
        .iter()
        .filter(|a| a.schedule == schedule)
        .map(|a| (a.place, a.player.player(standings).no.to_string(), a.amount))
        .collect()
}

fn paid_to(standings: &Standings, outcome: &Outcome, no: &str) -> Money {
    outcome
        .payouts
        .iter()
        .find(|p| p.player.player(standings).no == no)
        .map_or(Money::ZERO, |p| p.total)
}

fn budget_line<'a>(outcome: &'a Outcome, schedule: &str) -> &'a BudgetLine {
    outcome
        .budget
        .iter()
        .find(|b| b.schedule == schedule)
        .unwrap()
}

#[test]
fn published_budget_is_131500_and_amended_place_prizes_116600() {
    let rules = Rules::shizhu_2019();
    // 61600 + 4 × 2800 + 13300 + 5700 + 30700 + 4500 + 4500
    assert_eq!(rules.base_planned(), yuan(131_500));
    // women 30700 → 20300, non-master women 4500 → cancelled.
    assert_eq!(rules.amended_planned(), yuan(116_600));
}

#[test]
fn women_prizes_stop_at_twelve_after_amendment_and_non_master_women_is_gone() {
    let mut field = Field::open(60);
    for rank in 31..=50 {
        field.woman(rank);
    }
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    let women = awards(&standings, &outcome, "women");
    // Twenty women, but only places 1-12 pay: 5000 3000 2000 1500, 1200 × 4, 1000 × 4.
    assert_eq!(women.len(), 12);
    assert_eq!(women[0], (1, "A031".into(), yuan(5000)));
    assert_eq!(women[11], (12, "A042".into(), yuan(1000)));
    assert!(!women.iter().any(|(place, _, _)| *place > 12));
    assert_eq!(budget_line(&outcome, "women").planned, yuan(20_300));
    assert_eq!(budget_line(&outcome, "women").awarded, yuan(20_300));
    assert!(
        outcome
            .awards
            .iter()
            .all(|a| a.schedule != "women-non-master")
    );
    assert!(
        outcome
            .budget
            .iter()
            .all(|b| b.schedule != "women-non-master")
    );
}

#[test]
fn women_pool_of_nine_leaves_places_ten_to_twelve_vacant() {
    let mut field = Field::open(40);
    for rank in [2, 6, 11, 15, 22, 28, 33, 36, 39] {
        field.woman(rank);
    }
    let (_, outcome) = field.compute(Stacking::All).unwrap();
    let vacant: Vec<(u32, Money)> = outcome
        .vacancies
        .iter()
        .filter(|v| v.schedule == "women")
        .map(|v| (v.place, v.amount))
        .collect();
    assert_eq!(
        vacant,
        vec![(10, yuan(1000)), (11, yuan(1000)), (12, yuan(1000))]
    );
    // Planned 20300 = awarded (5000+3000+2000+1500+4×1200+1000 = 17300) + vacant 3000.
    let line = budget_line(&outcome, "women");
    assert_eq!(
        (line.awarded, line.vacant, line.remainder),
        (yuan(17_300), yuan(3000), Money::ZERO)
    );
}

#[test]
fn woman_in_overall_top_eight_also_takes_a_women_prize_when_prizes_stack() {
    let mut field = Field::open(40);
    field.woman(5);
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    // 公开组第5名 1500 + 女子组第1名 5000.
    assert_eq!(paid_to(&standings, &outcome, "A005"), yuan(6500));
}

#[test]
fn one_prize_per_player_keeps_the_larger_prize_and_passes_the_place_down() {
    let mut field = Field::open(40);
    field.woman(5);
    let (standings, outcome) = field.compute(Stacking::One).unwrap();
    // Women's place 1 (5000) is handed out before overall 5-8 (1500): she keeps 5000.
    assert_eq!(paid_to(&standings, &outcome, "A005"), yuan(5000));
    let overall = awards(&standings, &outcome, "overall");
    // Overall place 5 passes to the player ranked 6, and so on: ranked 9 takes place 8.
    assert!(overall.contains(&(5, "A006".into(), yuan(1500))));
    assert!(overall.contains(&(8, "A009".into(), yuan(1500))));
    assert!(!overall.iter().any(|(_, no, _)| no == "A005"));
    // The 32 overall places reach the player ranked 33 (one place passed down).
    assert!(overall.contains(&(32, "A033".into(), yuan(600))));
}

#[test]
fn student_loses_the_subsidy_only_because_she_won_a_prize() {
    let mut field = Field::open(60);
    for rank in [50, 55] {
        let p = field.at(rank);
        p.student = true;
        p.student_proof = true;
    }
    field.woman(50); // the only woman: 女子组第1名 5000.
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    assert_eq!(granted(&standings, &outcome), vec!["A055"]);
    assert_eq!(paid_to(&standings, &outcome, "A055"), yuan(300));
    assert_eq!(paid_to(&standings, &outcome, "A050"), yuan(5000));
    assert_eq!(
        failed_conditions(&standings, &outcome, "A050"),
        vec![crate::rules::SubsidyCondition::NoPlacePrize]
    );
}

/// The 编号 of everyone granted a subsidy, in the outcome's order.
fn granted<'a>(standings: &'a Standings, outcome: &Outcome) -> Vec<&'a str> {
    outcome
        .grants
        .iter()
        .map(|g| g.player.player(standings).no.as_str())
        .collect()
}

/// The subsidy conditions a player was checked for and did not meet.
fn failed_conditions(
    standings: &Standings,
    outcome: &Outcome,
    no: &str,
) -> Vec<crate::rules::SubsidyCondition> {
    let check = outcome
        .subsidy_checks
        .iter()
        .find(|c| c.player.player(standings).no == no)
        .unwrap_or_else(|| panic!("{no} is not checked"));
    check
        .checks
        .iter()
        .filter(|c| !c.met)
        .map(|c| c.condition)
        .collect()
}

#[test]
fn a_foul_or_a_discipline_record_alone_costs_the_subsidy() {
    // 补充通知 三 4: 比赛期间无违规违纪行为，无蓄意犯规记录 — both must hold
    // (docs/prizes.md: 犯规 = 0 and 违纪 not yes). Three students with proof,
    // no prize (ranked 50, 52, 55 of 60, all men: no place reaches them):
    // A050 has one foul, A052 a discipline record, A055 neither. Only A055
    // meets all five conditions: 300; the other two nothing.
    let mut field = Field::open(60);
    for rank in [50, 52, 55] {
        let p = field.at(rank);
        p.student = true;
        p.student_proof = true;
    }
    field.at(50).fouls = 1;
    field.at(52).discipline = true;
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    assert_eq!(granted(&standings, &outcome), vec!["A055"]);
    assert_eq!(paid_to(&standings, &outcome, "A055"), yuan(300));
    assert_eq!(paid_to(&standings, &outcome, "A050"), Money::ZERO);
    assert_eq!(paid_to(&standings, &outcome, "A052"), Money::ZERO);
    for no in ["A050", "A052"] {
        assert_eq!(
            failed_conditions(&standings, &outcome, no),
            vec![crate::rules::SubsidyCondition::NoDiscipline],
            "{no}"
        );
    }
}

#[test]
fn youth_age_bands_count_by_calendar_year_and_are_inclusive() {
    let mut field = Field::open(40);
    field.youth(1, "Y1", (2011, 1, 1)); // 2019 - 2011 = 8: 8岁以下
    field.youth(2, "Y2", (2010, 12, 31)); // 9: 9—10岁
    field.youth(3, "Y3", (2004, 6, 1)); // 15: no band
    field.youth(4, "Y4", (2005, 1, 1)); // 14: 13—14岁
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    assert_eq!(
        awards(&standings, &outcome, "youth-u8"),
        vec![(1, "Y1".into(), yuan(600))]
    );
    assert_eq!(
        awards(&standings, &outcome, "youth-9-10"),
        vec![(1, "Y2".into(), yuan(600))]
    );
    assert_eq!(
        awards(&standings, &outcome, "youth-13-14"),
        vec![(1, "Y4".into(), yuan(600))]
    );
    assert_eq!(paid_to(&standings, &outcome, "Y3"), Money::ZERO);
    assert!(outcome.warnings.iter().any(|w| w.sheet == "少儿组"
        && w.row == Some(4)
        && w.message.code() == "age.outside_bands"));
}

#[test]
fn four_women_tied_at_place_five_share_the_women_places_they_cover() {
    let mut field = Field::open(40);
    field.woman(1);
    field.woman(3);
    // Knockout losers of the quarter-finals: four women at 名次 5, no 预赛名次.
    field.women_tied(5..=8);
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    let women = awards(&standings, &outcome, "women");
    // They cover women's places 3-6: (2000 + 1500 + 1200 + 1200) / 4 = 1475.00 each.
    let tied: Vec<_> = women.iter().filter(|(place, _, _)| *place == 3).collect();
    assert_eq!(tied.len(), 4);
    assert!(tied.iter().all(|(_, _, amount)| *amount == yuan(1475)));
    // Overall places 5-8 all pay 1500: sharing moves no money.
    let overall = awards(&standings, &outcome, "overall");
    assert_eq!(
        overall
            .iter()
            .filter(|(p, _, a)| *p == 5 && *a == yuan(1500))
            .count(),
        4
    );
    // One warning names the women's tie.
    let tie_warnings: Vec<_> = outcome
        .warnings
        .iter()
        .filter(|w| w.message.code() == "tie.shared")
        .collect();
    assert_eq!(tie_warnings.len(), 1);
    let en = tie_warnings[0].text(crate::msg::Lang::En);
    assert!(en.starts_with("women place 3: unresolved tie"), "{en}");
}

#[test]
fn three_tied_share_rounded_down_to_the_fen_and_the_remainder_is_kept() {
    let mut field = Field::open(40);
    field.woman(1);
    field.women_tied(10..=12);
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    // Women's places 2-4: (3000 + 2000 + 1500) / 3 = 2166.666… → 2166.66 each, 0.02 left.
    let women = awards(&standings, &outcome, "women");
    assert!(
        women[1..4]
            .iter()
            .all(|(place, _, a)| *place == 2 && *a == m("2166.66"))
    );
    let line = budget_line(&outcome, "women");
    assert_eq!(line.remainder, m("0.02"));
    assert_eq!(line.planned, line.awarded + line.vacant + line.remainder);
}

#[test]
fn a_tie_across_the_last_paid_place_shares_it_and_the_women_after_get_nothing() {
    let mut field = Field::open(40);
    for rank in 1..=10 {
        field.woman(rank);
    }
    // Women's places 11-14 tied; 补充通知 一 pays women's places 1-12, so the
    // four share places 11 and 12: (1000 + 1000 + 0 + 0) / 4 = 500.00 each.
    field.women_tied(11..=14);
    // Women's places 15-17, past the last paid place.
    for rank in 15..=17 {
        field.woman(rank);
    }
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    let women = awards(&standings, &outcome, "women");
    assert_eq!(women.len(), 14);
    let tied: Vec<_> = women.iter().filter(|(place, _, _)| *place == 11).collect();
    assert_eq!(tied.len(), 4);
    assert!(tied.iter().all(|(_, _, amount)| *amount == yuan(500)));
    assert!(women.iter().all(|(place, _, _)| *place <= 11));
    // Every woman's place is paid, nothing is left over.
    let line = budget_line(&outcome, "women");
    assert_eq!(line.awarded, yuan(20300));
    assert_eq!((line.vacant, line.remainder), (Money::ZERO, Money::ZERO));
    // The tie moves money, so it is named once.
    let ties = outcome
        .warnings
        .iter()
        .filter(|w| w.message.code() == "tie.shared")
        .count();
    assert_eq!(ties, 1);
}

#[test]
fn a_tie_that_decides_money_is_refused_in_one_prize_mode() {
    let mut field = Field::open(40);
    field.woman(1);
    field.woman(3);
    field.women_tied(5..=8);
    let err = field.compute(Stacking::One).unwrap_err();
    // Largest first: overall 1 (20000) → A001, overall 2 → A002, overall 3 (5000)
    // → A003, then women's place 1 (5000, listed after overall): the women ranked
    // 1 and 3 already hold prizes, so the four tied women would take women's
    // places 1-4, which pay different amounts.
    assert_eq!(
        err.message().render(crate::msg::Lang::En),
        "women place 1: unresolved tie between A005/选手5, A006/选手6, A007/选手7, A008/选手8 \
         (公开组, 名次 5) covering amounts 5000.00/3000.00/2000.00/1500.00; the arbiters must settle it"
    );
}

#[test]
fn surprise_award_skips_the_knockout_but_reaches_the_swiss() {
    let mut field = Field::open(45);
    field.at(30).region = Some(Region::named("市外"));
    field.at(40).region = Some(Region::named("市外"));
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    // Only the 市外 player outside the knockout (final place 40) is in the pool.
    assert_eq!(
        awards(&standings, &outcome, "surprise"),
        vec![(1, "A040".into(), yuan(1000))]
    );
    // Places 2-8 are vacant: 800 + 600 + 500 + 4 × 400 = 3500.
    assert_eq!(budget_line(&outcome, "surprise").vacant, yuan(3500));
}

#[test]
fn blank_region_keeps_a_player_out_of_member_and_qualifier_pools_with_a_warning() {
    let mut field = Field::open(40);
    let p = field.at(1);
    p.region = None;
    p.member = true;
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    assert!(
        awards(&standings, &outcome, "member")
            .iter()
            .all(|(_, no, _)| no != "A001")
    );
    let adult: Vec<_> = outcome
        .qualifiers
        .iter()
        .filter(|q| q.list == "final-adult")
        .collect();
    assert_eq!(adult[0].player.player(&standings).no, "A002");
    assert!(
        outcome
            .warnings
            .iter()
            .any(|w| w.row == Some(2) && w.column.as_deref() == Some("地区"))
    );
    assert!(outcome.ineligible.iter().any(
        |i| i.list == "final-adult" && i.reasons == vec![crate::msg::why::Reason::RegionBlank]
    ));
}

#[test]
fn qualifiers_skip_masters_and_outsiders_and_the_first_holds_the_title() {
    let mut field = Field::open(40);
    field.at(1).title = "大师".into();
    field.at(2).region = Some(Region::named("市外"));
    field.at(3).title = "棋协大师".into(); // an amateur grade: still eligible
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    let adult: Vec<(u32, String, Option<String>)> = outcome
        .qualifiers
        .iter()
        .filter(|q| q.list == "final-adult")
        .map(|q| {
            (
                q.place,
                q.player.player(&standings).no.to_string(),
                q.title.clone(),
            )
        })
        .collect();
    assert_eq!(adult.len(), 6);
    assert_eq!(
        adult[0],
        (1, "A003".into(), Some("石柱分站赛成年组棋王".into()))
    );
    assert_eq!(adult[5], (6, "A008".into(), None));
    let reasons: Vec<(String, Vec<String>)> = outcome
        .ineligible
        .iter()
        .filter(|i| i.list == "final-adult")
        .map(|i| {
            (
                i.player.player(&standings).no.to_string(),
                i.reasons
                    .iter()
                    .map(|r| r.label(crate::msg::Lang::Zh))
                    .collect(),
            )
        })
        .collect();
    assert_eq!(
        reasons,
        vec![
            ("A001".into(), vec!["大师称号".into()]),
            ("A002".into(), vec!["非重庆籍".into()])
        ]
    );
}

#[test]
fn a_woman_on_two_lists_is_marked_on_both() {
    let mut field = Field::open(40);
    field.woman(2);
    let (standings, outcome) = field.compute(Stacking::All).unwrap();
    let hers: Vec<_> = outcome
        .qualifiers
        .iter()
        .filter(|q| q.player.player(&standings).no == "A002")
        .map(|q| (q.list.as_str(), q.also_on.clone()))
        .collect();
    assert_eq!(
        hers,
        vec![
            ("final-adult", vec!["final-women".to_string()]),
            ("final-women", vec!["final-adult".to_string()])
        ]
    );
}

#[test]
fn every_pool_drawn_from_the_field_is_its_admitted_players_sorted_by_standing() {
    // Rows in no particular order, shared places, blank 预赛名次 and every
    // kind of value a filter reads: the field's one sort per group and its
    // facts must give each pool exactly what admitting every player and
    // sorting them gives.
    let rules = Rules::shizhu_2019();
    let mut state: u64 = 5;
    let mut next = |n: u64| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
        (state >> 33) % n
    };
    let mut field = Field::open(0);
    for i in 0..120u32 {
        let rank = 1 + next(60) as u32;
        // 编号 unique, in an order of their own (37 and 120 are coprime).
        let mut p = Player::new(2 + i, rank, &format!("A{:03}", i * 37 % 120), "甲");
        p.prelim_rank = [None, Some(1 + next(60) as u32)][next(2) as usize];
        p.sex = [None, Some(Sex::Male), Some(Sex::Female)][next(3) as usize];
        p.region = [
            None,
            Some(Region::named("石柱")),
            Some(Region::named("重庆")),
            Some(Region::named("市外")),
        ][next(4) as usize]
            .clone();
        p.member = next(2) == 1;
        p.title = ["", "大师", "棋协大师", "特大"][next(4) as usize].into();
        field.open.push(p);
        let born = (
            2005 + next(9) as i32,
            1 + next(12) as u32,
            1 + next(28) as u32,
        );
        field
            .youth(1 + next(40) as u32, &format!("Y{i:03}"), born)
            .birth_date =
            [None, NaiveDate::from_ymd_opt(born.0, born.1, born.2)][next(4).min(1) as usize];
    }
    let standings = field.standings();
    let drawn_from = pool::Field::new(&rules, &standings);
    let filters = rules
        .schedules
        .iter()
        .map(|s| &s.pool)
        .chain(rules.qualifiers.iter().map(|q| &q.pool));
    for filter in filters.chain([&crate::rules::Filter::default()]) {
        let mut expected: Vec<PlayerId> = Vec::new();
        for (g, group) in standings.groups.iter().enumerate() {
            for (index, player) in group.players.iter().enumerate() {
                if filter.admits(&rules, &group.sheet, player) {
                    expected.push(PlayerId { group: g, index });
                }
            }
        }
        pool::sort_by_standing(&standings, &mut expected);
        assert_eq!(
            Pool::drawn(&drawn_from, filter).members,
            expected,
            "{filter:?}"
        );
    }
}

#[test]
fn a_subsidy_checks_only_the_students_of_its_pool_and_subsidies_list_in_rules_order() {
    // Students with proof: A050 (a woman) and A055 (a man). A040 is a
    // woman and no student. A "meal" subsidy of 50 for women students is
    // listed before the 2019 student subsidy of 300.
    let mut field = Field::open(60);
    for rank in [50, 55] {
        let p = field.at(rank);
        p.student = true;
        p.student_proof = true;
    }
    field.woman(40);
    field.woman(50);
    let standings = field.standings();
    let mut rules = Rules::shizhu_2019().with_stacking(Stacking::All);
    let student = rules.subsidies[0].clone();
    rules.subsidies.insert(
        0,
        crate::rules::Subsidy {
            id: "meal".into(),
            name: "餐补".into(),
            amount: yuan(50),
            conditions: vec![crate::rules::SubsidyCondition::Student],
            pool: Some(crate::rules::Filter {
                sex: Some(Sex::Female),
                ..Default::default()
            }),
            payment: false,
            chosen: None,
        },
    );
    assert_eq!(rules.subsidies[1].id, student.id);
    let outcome = compute(&rules, &standings).unwrap();
    let no = |id: PlayerId| id.player(&standings).no.to_string();
    // meal: only A050 is a woman and a student, granted 50; A055 is a
    // student outside the pool, A040 a woman who is no student: neither is
    // checked. student: A050 won a women's place and is refused; A055 gets
    // 300. Grants list the subsidies in rules order.
    let grants: Vec<(&str, String, Money)> = outcome
        .grants
        .iter()
        .map(|g| (g.subsidy.as_str(), no(g.player), g.amount))
        .collect();
    assert_eq!(
        grants,
        [
            ("meal", "A050".to_string(), yuan(50)),
            ("student", "A055".to_string(), yuan(300)),
        ]
    );
    let checked: Vec<(&str, String, bool)> = outcome
        .subsidy_checks
        .iter()
        .map(|c| (c.subsidy.as_str(), no(c.player), c.granted))
        .collect();
    assert_eq!(
        checked,
        [
            ("meal", "A050".to_string(), true),
            ("student", "A050".to_string(), false),
            ("student", "A055".to_string(), true),
        ]
    );
    assert_eq!(paid_to(&standings, &outcome, "A055"), yuan(300));
}

/// Five players of 公开组 at ranks 1, 2, 2, 2, 5 (three level at place 2), and
/// a schedule paying 2000, 1000, 700, 500, with shares cut to `unit`.
fn three_at_place_two(unit: &str) -> (Standings, Outcome) {
    let text = format!(
        r#"
event = "平分测试"
event_year = 2025
[settings]
split_unit = "{unit}"
[[groups]]
sheet = "公开组"
kind = "open"
[[schedules]]
id = "overall"
name = "名次奖"
pool = {{ group = "公开组" }}
places = [
  {{ place = "1", amount = "2000" }},
  {{ place = "2", amount = "1000" }},
  {{ place = "3", amount = "700" }},
  {{ place = "4", amount = "500" }},
]
"#
    );
    let rules = crate::rules::load("rules.toml", &text).expect("valid rules");
    let players = [(1, "A1"), (2, "A2"), (2, "A3"), (2, "A4"), (5, "A5")]
        .iter()
        .enumerate()
        .map(|(i, &(rank, no))| Player::new(i as u32 + 2, rank, no, no))
        .collect();
    let standings = Standings::of(&[], [("公开组", players)]);
    let outcome = compute(&rules, &standings).unwrap();
    (standings, outcome)
}

#[test]
fn split_unit_rounds_each_share_down_to_the_fen_jiao_or_yuan_and_keeps_the_remainder() {
    // Places 2-4 shared by three: 1000 + 700 + 500 = 2200, 2200 / 3 = 733.333…
    // 分: 733.33 each, 3 × 733.33 = 2199.99, remainder 0.01.
    // 角: 733.30 each, 3 × 733.3 = 2199.9, remainder 0.10.
    // 元: 733 each, 3 × 733 = 2199, remainder 1.00.
    // Place 1 is not shared: 2000 in every case.
    for (unit, share, remainder) in [
        ("分", "733.33", "0.01"),
        ("jiao", "733.30", "0.10"),
        ("元", "733.00", "1.00"),
    ] {
        let (standings, outcome) = three_at_place_two(unit);
        assert_eq!(paid_to(&standings, &outcome, "A1"), yuan(2000), "{unit}");
        for no in ["A2", "A3", "A4"] {
            assert_eq!(paid_to(&standings, &outcome, no), m(share), "{unit} {no}");
        }
        assert_eq!(paid_to(&standings, &outcome, "A5"), Money::ZERO, "{unit}");
        let line = budget_line(&outcome, "overall");
        assert_eq!(line.remainder, m(remainder), "{unit}");
        assert_eq!(line.planned, line.awarded + line.vacant + line.remainder);
    }
}
