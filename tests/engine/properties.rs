//! Invariants of the engine over random standings: every schedule's plan is
//! accounted for to the fen, payouts add up to awards plus subsidies, and the
//! order of the input rows changes nothing in results.json.

use proptest::prelude::*;
use xqprize::engine::{Outcome, compute};
use xqprize::money::Money;
use xqprize::report::json::to_json;
use xqprize::rules::{Rules, Stacking};
use xqprize::standings::{GroupStandings, Player, Region, Sex, Standings};

/// (名次, 预赛名次, woman, region, member, master, unused, student).
type Row = (u32, Option<u32>, bool, u8, bool, bool, u8, bool);

/// A random player: rank drawn from a small range so that shared places are common.
fn player() -> impl Strategy<Value = Row> {
    (
        1u32..40,
        prop::option::of(1u32..40),
        any::<bool>(),
        0u8..4,
        any::<bool>(),
        any::<bool>(),
        0u8..10,
        any::<bool>(),
    )
}

fn build(open: &[Row], youth: &[(u32, u8)]) -> Standings {
    let open_players = open
        .iter()
        .enumerate()
        .map(
            |(i, &(rank, prelim, woman, region, member, master, _, student))| {
                let mut p = Player::new(
                    i as u32 + 2,
                    rank,
                    &format!("{}", 1000 + i),
                    &format!("P{i}"),
                );
                p.prelim_rank = prelim;
                p.sex = Some(if woman { Sex::Female } else { Sex::Male });
                p.region = [
                    Some(Region::Shizhu),
                    Some(Region::Chongqing),
                    Some(Region::Outside),
                    None,
                ][region as usize];
                p.member = member;
                p.title = if master {
                    "大师".into()
                } else {
                    String::new()
                };
                p.student = student;
                p.student_proof = student;
                p
            },
        )
        .collect();
    let youth_players = youth
        .iter()
        .enumerate()
        .map(|(i, &(rank, age))| {
            let mut p = Player::new(
                i as u32 + 2,
                rank,
                &format!("{}", 2000 + i),
                &format!("Y{i}"),
            );
            p.birth_date = chrono::NaiveDate::from_ymd_opt(2019 - 6 - i32::from(age), 3, 1);
            p.region = Some(Region::Chongqing);
            p
        })
        .collect();
    Standings {
        groups: vec![
            GroupStandings {
                sheet: "公开组".into(),
                columns: Default::default(),
                players: open_players,
            },
            GroupStandings {
                sheet: "少儿组".into(),
                columns: Default::default(),
                players: youth_players,
            },
        ],
    }
}

fn accounts_balance(outcome: &Outcome) {
    for line in &outcome.budget {
        assert_eq!(
            line.planned,
            line.awarded + line.vacant + line.remainder,
            "{}",
            line.schedule
        );
    }
    let awards: Money = outcome.awards.iter().map(|a| a.amount).sum();
    let grants: Money = outcome.grants.iter().map(|g| g.amount).sum();
    assert_eq!(outcome.total_paid(), awards + grants);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn plan_equals_awarded_plus_vacant_plus_remainder(
        open in prop::collection::vec(player(), 0..70),
        youth in prop::collection::vec((1u32..20, 0u8..10), 0..30),
    ) {
        let rules = Rules::shizhu_2019();
        let standings = build(&open, &youth);
        accounts_balance(&compute(&rules.with_stacking(Stacking::All), &standings).unwrap());
        // One prize per player may refuse a tie that decides money; when it
        // does not, the same accounts hold.
        if let Ok(outcome) = compute(&rules.with_stacking(Stacking::One), &standings) {
            accounts_balance(&outcome);
            let mut holders = std::collections::BTreeSet::new();
            for a in &outcome.awards {
                prop_assert!(holders.insert(a.player), "a player holds two place prizes");
            }
        }
    }

    #[test]
    fn shuffling_the_rows_changes_nothing_in_results_json(
        open in prop::collection::vec(player(), 1..60),
        youth in prop::collection::vec((1u32..20, 0u8..10), 0..20),
        seed in any::<u64>(),
    ) {
        let rules = Rules::shizhu_2019();
        let standings = build(&open, &youth);
        let mut shuffled = standings.clone();
        for group in &mut shuffled.groups {
            // A seeded Fisher-Yates shuffle.
            let mut state = seed | 1;
            for i in (1..group.players.len()).rev() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                group.players.swap(i, (state % (i as u64 + 1)) as usize);
            }
        }
        for stacking in [Stacking::All, Stacking::One] {
            let a = compute(&rules.with_stacking(stacking), &standings);
            let b = compute(&rules.with_stacking(stacking), &shuffled);
            match (a, b) {
                (Ok(a), Ok(b)) => prop_assert_eq!(
                    to_json(&rules, &standings, &a, &a.warnings),
                    to_json(&rules, &shuffled, &b, &b.warnings)
                ),
                (Err(a), Err(b)) => prop_assert_eq!(a.to_string(), b.to_string()),
                (a, b) => prop_assert!(false, "one order failed, the other not: {:?} / {:?}", a.err(), b.err()),
            }
        }
    }
}
