//! Invariants of the engine over random standings: every schedule's plan is
//! accounted for to the fen, payouts add up to awards plus subsidies, and the
//! order of the input rows changes nothing in results.json; every decision
//! has its record, and every player left out of a pool its reason.

use proptest::prelude::*;
use xqprize::engine::{Outcome, PlayerId, Standing, compute};
use xqprize::money::Money;
use xqprize::msg::Lang;
use xqprize::report::json::to_json;
use xqprize::rules::{Combining, Rules, Stacking, Tax, TaxAmounts};
use xqprize::standings::{Player, Region, Sex, Standings};

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
                    Some(Region::named("石柱")),
                    Some(Region::named("重庆")),
                    Some(Region::named("市外")),
                    None,
                ][region as usize]
                    .clone();
                p.member = member;
                p.title = if master { "大师".into() } else { "".into() };
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
            p.region = Some(Region::named("重庆"));
            p
        })
        .collect();
    Standings::of(&[], [("公开组", open_players), ("少儿组", youth_players)])
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
                    to_json(&rules, &standings, &a, &a.warnings, Lang::Zh),
                    to_json(&rules, &shuffled, &b, &b.warnings, Lang::Zh)
                ),
                (Err(a), Err(b)) => prop_assert_eq!(a.message(), b.message()),
                (a, b) => prop_assert!(false, "one order failed, the other not: {:?} / {:?}", a.err(), b.err()),
            }
        }
    }

    #[test]
    fn withholding_keeps_every_account_whole(
        open in prop::collection::vec(player(), 0..70),
        youth in prop::collection::vec((1u32..20, 0u8..10), 0..30),
        basis_points in 1u32..10_000,
        net in any::<bool>(),
        exempt in prop::sample::subsequence(
            vec!["overall", "women", "member", "surprise", "youth-u8", "student"],
            0..4,
        ),
    ) {
        let plain = Rules::shizhu_2019();
        let mut rules = plain.clone();
        let rate = rust_decimal::Decimal::new(i64::from(basis_points), 4);
        rules.tax = Some(Tax {
            kind: "偶然所得".into(),
            rate: Some(rate.to_string().parse().unwrap()),
            amounts: if net { TaxAmounts::Net } else { TaxAmounts::Gross },
            exempt: exempt.iter().map(|s| s.to_string()).collect(),
            withholder: None,
            period: None,
        });
        let standings = build(&open, &youth);
        let untaxed = compute(&plain, &standings).unwrap();
        let outcome = compute(&rules, &standings).unwrap();
        // Tax changes no award, vacancy or budget line, and the accounts
        // still balance.
        prop_assert_eq!(&outcome.awards, &untaxed.awards);
        prop_assert_eq!(&outcome.budget, &untaxed.budget);
        accounts_balance(&outcome);
        let mut sums = (Money::ZERO, Money::ZERO, Money::ZERO);
        for p in &outcome.payouts {
            let w = p.tax.expect("every payout carries its withholding");
            let exempt_items: Money = p
                .items
                .iter()
                .filter(|i| exempt.contains(&i.source.as_str()))
                .map(|i| i.amount)
                .sum();
            let taxed_items = p.total - exempt_items;
            // 应发 = 实发 + 税, per person.
            prop_assert_eq!(w.gross, w.net + w.tax);
            prop_assert_eq!(w.exempt, exempt_items);
            prop_assert_eq!(w.gross, w.taxable + exempt_items);
            if net {
                // The published total is what the player receives; only
                // the taxed items are grossed up.
                prop_assert_eq!(w.net, p.total);
                prop_assert_eq!(w.tax, w.taxable - taxed_items);
                // taxable × (1 − rate) is the published part, to within
                // half a fen of rounding taxable.
                let back = w.taxable.as_decimal() * (rust_decimal::Decimal::ONE - rate);
                prop_assert!((back - taxed_items.as_decimal()).abs() <= rust_decimal::Decimal::new(5, 3));
            } else {
                // Nothing is withheld from exempt items: the tax is the
                // taxed items' alone, and the player gets the exempt ones whole.
                prop_assert_eq!(w.gross, p.total);
                prop_assert_eq!(w.taxable, taxed_items);
                let exact = taxed_items.as_decimal() * rate;
                prop_assert!((w.tax.as_decimal() - exact).abs() <= rust_decimal::Decimal::new(5, 3));
                prop_assert!(w.net >= exempt_items);
                if taxed_items.is_zero() {
                    prop_assert!(w.tax.is_zero());
                }
            }
            sums = (sums.0 + w.gross, sums.1 + w.tax, sums.2 + w.net);
        }
        // Totals: Σ实发 + Σ税 = Σ应发, and the published side is the total paid.
        prop_assert_eq!(sums.2 + sums.1, sums.0);
        let published = if net { sums.2 } else { sums.0 };
        prop_assert_eq!(published, outcome.total_paid());
        let withheld = outcome.withheld().unwrap_or_default();
        prop_assert_eq!((withheld.gross, withheld.tax, withheld.net), sums);
    }
}

/// Every award, vacancy, subsidy and qualifier of the outcome has its
/// record, and every player outside a pool, or inside it but unpaid or not
/// on the list, has the reason.
fn every_decision_has_its_record(rules: &Rules, standings: &Standings, outcome: &Outcome) {
    let one = outcome.combining == Combining::One;
    let mut records = std::collections::BTreeMap::new();
    for (g, group) in standings.groups.iter().enumerate() {
        for index in 0..group.players.len() {
            let id = PlayerId { group: g, index };
            records.insert(id, outcome.record_of(rules, standings, id));
        }
    }
    for record in records.values() {
        for (schedule, s) in rules.schedules.iter().zip(&record.schedules) {
            match &s.standing {
                Standing::Out(why) => {
                    assert!(!why.is_empty(), "out of {} with no reason", s.id);
                    assert!(why.iter().all(|v| v.reason().is_some()), "{why:?}");
                    assert!(s.awards.is_empty(), "paid outside the pool of {}", s.id);
                }
                Standing::In {
                    place, shared_by, ..
                } if *place <= s.places && s.awards.is_empty() => {
                    if one {
                        // A place within the paid ones, unpaid: a prize
                        // held elsewhere took it.
                        let held = s.passed_over_for.as_ref().expect("what took the place");
                        assert_eq!(held.player, record.player);
                        assert_ne!(held.schedule, s.id);
                    } else {
                        // Prizes add up: only a share of nothing pays nothing.
                        let covered: Money = (*place..*place + *shared_by)
                            .map(|p| schedule.amount(p as usize))
                            .sum();
                        assert!(covered.split(*shared_by).0.is_zero(), "{} unpaid", s.id);
                    }
                }
                Standing::In { .. } => {}
            }
            if let Some(tie) = &s.tie {
                assert!(tie.players.contains(&record.player) && tie.players.len() > 1);
                assert!(tie.shared.contains(&record.player));
                assert_eq!(tie.last + 1 - tie.first, tie.players.len() as u32);
            }
        }
        for s in &record.subsidies {
            if !s.pool_failed.is_empty() {
                assert!(s.check.is_none() && s.amount.is_zero(), "{s:?}");
            }
        }
        for (list, l) in rules.qualifiers.iter().zip(&record.lists) {
            match &l.standing {
                Standing::Out(why) => {
                    assert!(!why.is_empty(), "out of {} with no reason", l.id);
                    assert!(l.qualified.is_none());
                }
                Standing::In { .. } if l.qualified.is_none() => assert!(
                    !l.ineligible.is_empty() || l.eligible_place.is_some_and(|p| p > list.top),
                    "{} not on the list with no reason",
                    l.id
                ),
                Standing::In { .. } => assert!(l.ineligible.is_empty()),
            }
        }
    }
    let index = |id: &str| rules.schedules.iter().position(|s| s.id == id).unwrap();
    for award in &outcome.awards {
        let s = &records[&award.player].schedules[index(&award.schedule)];
        assert!(matches!(s.standing, Standing::In { .. }));
        assert!(s.awards.contains(award), "{award:?} without its record");
    }
    for vacancy in &outcome.vacancies {
        let i = index(&vacancy.schedule);
        let pool = &outcome.drawn.schedules[i].members;
        if one {
            // Every member took a prize, here or in a larger schedule.
            for id in pool {
                let s = &records[id].schedules[i];
                assert!(
                    !s.awards.is_empty() || s.passed_over_for.is_some(),
                    "{vacancy:?}"
                );
            }
        } else {
            assert!(
                pool.len() < vacancy.place as usize,
                "{vacancy:?} with a pool"
            );
        }
    }
    let subsidy = |id: &str| rules.subsidies.iter().position(|s| s.id == id).unwrap();
    for grant in &outcome.grants {
        let s = &records[&grant.player].subsidies[subsidy(&grant.subsidy)];
        assert_eq!(s.amount, grant.amount);
        assert!(
            s.check
                .as_ref()
                .is_some_and(|c| c.granted && c.checks.iter().all(|k| k.met))
        );
    }
    for check in &outcome.subsidy_checks {
        let s = &records[&check.player].subsidies[subsidy(&check.subsidy)];
        assert_eq!(s.check.as_ref(), Some(check));
    }
    let list = |id: &str| rules.qualifiers.iter().position(|q| q.id == id).unwrap();
    for q in &outcome.qualifiers {
        let l = &records[&q.player].lists[list(&q.list)];
        assert_eq!(l.qualified.as_ref(), Some(q));
    }
    for i in &outcome.ineligible {
        let l = &records[&i.player].lists[list(&i.list)];
        let out = matches!(&l.standing, Standing::Out(why) if !why.is_empty());
        assert!(out || !l.ineligible.is_empty(), "{i:?} without its reason");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_award_vacancy_subsidy_and_qualifier_has_its_record(
        open in prop::collection::vec(player(), 0..60),
        youth in prop::collection::vec((1u32..20, 0u8..10), 0..25),
    ) {
        let rules = Rules::shizhu_2019();
        let standings = build(&open, &youth);
        for stacking in [Stacking::All, Stacking::One] {
            let rules = rules.with_stacking(stacking);
            if let Ok(outcome) = compute(&rules, &standings) {
                every_decision_has_its_record(&rules, &standings, &outcome);
            }
        }
    }
}
