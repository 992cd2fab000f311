//! One place prize per player (就高不就低, 名次顺延): places are handed out one at
//! a time, largest amount first (equal amounts: the schedule listed first, then
//! the lower place), each to the best-placed pool member still without a prize.
//! The schedules handed out together are one set: every schedule with
//! `stacking = "one"`, a set of `not_combined` otherwise.
//!
//! 名额 in a set (`reserve::Kept`): while a schedule still owes its sub-pool
//! as many places as it has open, each goes to the best sub-pool member
//! still without a prize (the lowest places, as `reserve` gives them where
//! prizes add up); and a sub-pool member the schedule still owes a place is
//! passed over for a prize of another schedule smaller than his fixed
//! amount, which he is then sure to be paid (就高不就低).

use super::pool::{Pool, place_number};
use super::reserve::Kept;
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
    /// Per schedule (index) keeping places: the sub-pool members given a
    /// place the schedule owed them.
    pub reserved: Vec<(usize, Vec<PlayerId>)>,
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
    kept: &[Kept],
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

    // Per schedule keeping places (as `kept`): the sub-pool members paid.
    let mut paid_sub = vec![0usize; kept.len()];
    let mut takers: Vec<Vec<PlayerId>> = vec![Vec::new(); kept.len()];

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
        // The schedule's reserved places: how many it still owes its
        // sub-pool, and whether this place is one of them (as many places
        // owed as open, and a sub-pool member left to take it).
        let reserve = kept.iter().position(|k| k.schedule == item.schedule);
        let open = (1..taken[item.schedule].len())
            .filter(|&p| !taken[item.schedule][p])
            .count();
        let owed = reserve.map_or(0, |r| owed(&kept[r], paid_sub[r], &holders));
        let forced = reserve.filter(|_| owed > 0 && owed >= open);
        // A sub-pool member another schedule of the set still owes a place
        // whose fixed amount pays more than this one waits for it.
        let waits = |id: &PlayerId| {
            kept.iter().enumerate().any(|(r, k)| {
                k.schedule != item.schedule
                    && k.amount.is_some_and(|a| a > item.amount)
                    && owes(k, paid_sub[r], &holders, *id)
            })
        };
        let eligible = |id: &PlayerId| {
            !holders.contains(id) && forced.is_none_or(|r| kept[r].sub.contains(id)) && !waits(id)
        };
        let Some(start) =
            (front[item.schedule]..pool.members.len()).find(|&i| eligible(&pool.members[i]))
        else {
            taken[item.schedule][item.place] = true;
            out.vacancies.push(Vacancy {
                schedule: schedule.id.clone(),
                place: place_number(item.place - 1),
                amount: item.amount,
            });
            continue;
        };
        for &id in &pool.members[front[item.schedule]..start] {
            if holders.contains(&id) {
                passed.insert((item.schedule, id));
            }
        }
        let key = pool.members[start].player(standings).standing_key();
        let tied: Vec<PlayerId> = pool.members[start..]
            .iter()
            .copied()
            .take_while(|id| id.player(standings).standing_key() == key)
            .filter(|id| {
                if holders.contains(id) {
                    passed.insert((item.schedule, *id));
                }
                eligible(id)
            })
            .collect();
        // The places the tied players would take: this one and the next ones
        // still open in the schedule (zero beyond its last place, and beyond
        // the places not owed to the sub-pool when they are not owed it).
        let free = if forced.is_some() { open } else { open - owed };
        let places: Vec<usize> = (item.place..)
            .filter(|&p| p >= taken[item.schedule].len() || !taken[item.schedule][p])
            .take(tied.len())
            .collect();
        let amounts: Vec<Money> = (places.iter().enumerate())
            .map(|(i, &p)| {
                if i < free {
                    schedule.amount(p)
                } else {
                    Money::ZERO
                }
            })
            .collect();
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
            if let Some(r) = reserve.filter(|&r| kept[r].sub.contains(&player)) {
                paid_sub[r] += 1;
                if forced.is_some() {
                    takers[r].push(player);
                }
            }
            out.awards.push(Award {
                schedule: schedule.id.clone(),
                place: place_number(item.place - 1),
                shared_by,
                player,
                amount: item.amount,
                placed: super::PlacedAs::AsFinished,
            });
        }
    }
    out.reserved = kept.iter().map(|k| k.schedule).zip(takers).collect();
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

/// How many places `kept`'s schedule, having paid `paid` of its sub-pool,
/// still owes it: the places reserved not yet paid, at most the sub-pool
/// members left without a prize.
fn owed(kept: &Kept, paid: usize, holders: &HashSet<PlayerId>) -> usize {
    let waiting = kept.sub.iter().filter(|m| !holders.contains(m)).count();
    kept.count.saturating_sub(paid).min(waiting)
}

/// Whether `kept`'s schedule, having paid `paid` of its sub-pool, still owes
/// `player` a place: he is a sub-pool member without a prize, and fewer
/// sub-pool members without one stand before him than places are owed.
fn owes(kept: &Kept, paid: usize, holders: &HashSet<PlayerId>, player: PlayerId) -> bool {
    let waiting = kept.sub.iter().filter(|m| !holders.contains(m));
    waiting
        .take(kept.count.saturating_sub(paid))
        .any(|&m| m == player)
}
