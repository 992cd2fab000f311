//! One place prize per player (就高不就低, 名次顺延): places are handed out one at
//! a time, largest amount first (equal amounts: the schedule listed first, then
//! the lower place), each to the best-placed pool member still without a prize.
//! The schedules handed out together are one set: every schedule with
//! `stacking = "one"`, a set of `not_combined` otherwise.

use super::pool::{Pool, place_number};
use super::{Award, EngineError, PassedOver, PlayerId, Vacancy};
use crate::money::Money;
use crate::rules::Rules;
use crate::standings::Standings;
use std::collections::{BTreeSet, HashSet};

/// Awards and vacancies of the schedules of one set.
#[derive(Debug, Default)]
pub struct Handout {
    pub awards: Vec<Award>,
    pub vacancies: Vec<Vacancy>,
    /// The pool members a schedule's places went past, each with the prize
    /// they held.
    pub passed_over: Vec<PassedOver>,
}

/// One place of one schedule, waiting to be handed out.
struct Item {
    amount: Money,
    schedule: usize,
    place: usize,
}

pub fn hand_out(
    rules: &Rules,
    standings: &Standings,
    pools: &[Pool],
    set: &[usize],
) -> Result<Handout, EngineError> {
    let mut items: Vec<Item> = set
        .iter()
        .map(|&s| (s, &rules.schedules[s]))
        .flat_map(|(s, schedule)| {
            (1..=schedule.amounts.len()).map(move |place| Item {
                amount: schedule.amount(place),
                schedule: s,
                place,
            })
        })
        .collect();
    items.sort_by(|a, b| {
        b.amount
            .cmp(&a.amount)
            .then(a.schedule.cmp(&b.schedule))
            .then(a.place.cmp(&b.place))
    });

    let mut holders: HashSet<PlayerId> = HashSet::new();
    // Per schedule: places already handed out, and how far the front of the
    // pool is known to hold prizes (holders only ever grow).
    let mut taken: Vec<Vec<bool>> = rules
        .schedules
        .iter()
        .map(|s| vec![false; s.amounts.len() + 1])
        .collect();
    let mut front = vec![0usize; pools.len()];
    let mut out = Handout::default();
    // (schedule, player) of every holder a schedule's places went past.
    let mut passed: BTreeSet<(usize, PlayerId)> = BTreeSet::new();

    for item in items {
        let schedule = &rules.schedules[item.schedule];
        if taken[item.schedule][item.place] {
            continue;
        }
        let pool = &pools[item.schedule];
        while front[item.schedule] < pool.members.len()
            && holders.contains(&pool.members[front[item.schedule]])
        {
            passed.insert((item.schedule, pool.members[front[item.schedule]]));
            front[item.schedule] += 1;
        }
        let Some(&first) = pool.members.get(front[item.schedule]) else {
            taken[item.schedule][item.place] = true;
            out.vacancies.push(Vacancy {
                schedule: schedule.id.clone(),
                place: place_number(item.place - 1),
                amount: item.amount,
            });
            continue;
        };
        let key = first.player(standings).standing_key();
        let tied: Vec<PlayerId> = pool.members[front[item.schedule]..]
            .iter()
            .copied()
            .take_while(|id| id.player(standings).standing_key() == key)
            .filter(|id| {
                let held = holders.contains(id);
                if held {
                    passed.insert((item.schedule, *id));
                }
                !held
            })
            .collect();
        // The places the tied players would take: this one and the next ones
        // still open in the schedule (zero beyond its last place).
        let places: Vec<usize> = (item.place..)
            .filter(|&p| p >= taken[item.schedule].len() || !taken[item.schedule][p])
            .take(tied.len())
            .collect();
        let amounts: Vec<Money> = places.iter().map(|&p| schedule.amount(p)).collect();
        if amounts.iter().any(|a| *a != item.amount) {
            return Err(EngineError::unresolved_tie(
                standings,
                schedule,
                place_number(item.place - 1),
                &tied,
                &amounts,
            ));
        }
        let shared_by = u32::try_from(tied.len()).unwrap_or(u32::MAX);
        for (&player, &place) in tied.iter().zip(&places) {
            taken[item.schedule][place] = true;
            holders.insert(player);
            out.awards.push(Award {
                schedule: schedule.id.clone(),
                place: place_number(item.place - 1),
                shared_by,
                player,
                amount: item.amount,
            });
        }
    }
    // Each passed over holds exactly one prize: the one that took the place.
    for (schedule, player) in passed {
        if let Some(held) = out.awards.iter().find(|a| a.player == player) {
            out.passed_over.push(PassedOver {
                schedule: rules.schedules[schedule].id.clone(),
                player,
                held: held.clone(),
            });
        }
    }
    Ok(out)
}
