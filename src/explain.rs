//! "Why did X get / not get Y": for one player, every prize schedule, subsidy
//! and qualifier list, whether the player is in the pool and which condition
//! kept them out (with the cell value), their place in the pool, what the
//! engine paid, and in one-prize mode the larger prize that took a place away.
//! Pure: standings, rules and the engine's outcome in, a structured answer out.

pub mod words;

use crate::engine::pool::Pool;
use crate::engine::{Award, ConditionCheck, Outcome, PlayerId, Qualifier, Withholding};
use crate::money::Money;
use crate::rules::filter::{Condition, Verdict};
use crate::rules::{Filter, Rules, Stacking};
use crate::standings::Standings;

/// The player a query names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lookup {
    Found(PlayerId),
    NotFound,
    /// Several players answer to the query: the caller lists them.
    Ambiguous(Vec<PlayerId>),
}

/// Find a player by 编号 (in every group) or, failing that, by 姓名;
/// "少儿组:3" names the 编号 of one group.
pub fn find_player(standings: &Standings, query: &str) -> Lookup {
    let query = query.trim();
    if let Some((sheet, no)) = query.split_once([':', '：']) {
        let found = standings.groups.iter().enumerate().find_map(|(g, group)| {
            let index = group.players.iter().position(|p| p.no.trim() == no.trim());
            (group.sheet == sheet.trim())
                .then_some(index)
                .flatten()
                .map(|index| PlayerId { group: g, index })
        });
        return found.map_or(Lookup::NotFound, Lookup::Found);
    }
    let matching = |by_no: bool| -> Vec<PlayerId> {
        let mut ids = Vec::new();
        for (g, group) in standings.groups.iter().enumerate() {
            for (i, p) in group.players.iter().enumerate() {
                let value = if by_no { &p.no } else { &p.name };
                if value.trim() == query {
                    ids.push(PlayerId { group: g, index: i });
                }
            }
        }
        ids
    };
    let mut ids = matching(true);
    if ids.is_empty() {
        ids = matching(false);
    }
    match ids.len() {
        0 => Lookup::NotFound,
        1 => Lookup::Found(ids[0]),
        _ => Lookup::Ambiguous(ids),
    }
}

/// Where a player stands with respect to a pool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    /// In the pool at `place` (shared by `shared_by`), of `size` members.
    In {
        place: u32,
        shared_by: u32,
        size: usize,
    },
    /// Kept out by these conditions.
    Out(Vec<Verdict>),
}

/// A prize held elsewhere that, in one-prize mode, took this place away.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldPrize {
    pub schedule: String,
    pub name: String,
    pub place: u32,
    pub amount: Money,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduleAnswer {
    pub id: String,
    pub name: String,
    /// How many places the schedule pays.
    pub places: u32,
    pub standing: Standing,
    /// What the engine paid the player from this schedule.
    pub awards: Vec<Award>,
    pub passed_over_for: Option<HeldPrize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubsidyAnswer {
    pub id: String,
    pub name: String,
    /// Conditions of the subsidy's own pool that failed.
    pub pool_failed: Vec<Verdict>,
    /// Each condition with its evidence, when the player was a candidate.
    pub checks: Vec<ConditionCheck>,
    pub amount: Money,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListAnswer {
    pub id: String,
    pub name: String,
    pub top: u32,
    pub standing: Standing,
    /// Eligibility conditions (region, title …) that failed.
    pub ineligible: Vec<Verdict>,
    /// Place among the eligible members of the pool.
    pub eligible_place: Option<u32>,
    pub qualified: Option<Qualifier>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    pub player: PlayerId,
    pub stacking: Stacking,
    pub schedules: Vec<ScheduleAnswer>,
    pub subsidies: Vec<SubsidyAnswer>,
    pub lists: Vec<ListAnswer>,
    pub total: Money,
    /// 应发, 代扣个税, 实发, when the rules withhold tax and the player is paid.
    pub tax: Option<Withholding>,
}

/// Explain everything the outcome says about `player`.
pub fn explain(
    rules: &Rules,
    standings: &Standings,
    outcome: &Outcome,
    player: PlayerId,
) -> Explanation {
    let held: Vec<&Award> = outcome
        .awards
        .iter()
        .filter(|a| a.player == player && !a.amount.is_zero())
        .collect();
    let schedules = rules
        .schedules
        .iter()
        .map(|s| {
            let standing = standing(rules, standings, &s.pool, player);
            let awards: Vec<Award> = outcome
                .awards
                .iter()
                .filter(|a| a.schedule == s.id && a.player == player)
                .cloned()
                .collect();
            let places = u32::try_from(s.amounts.len()).unwrap_or(u32::MAX);
            let within = matches!(standing, Standing::In { place, .. } if place <= places);
            let passed_over_for =
                if outcome.stacking == Stacking::One && within && awards.is_empty() {
                    largest_other(rules, &held, &s.id)
                } else {
                    None
                };
            ScheduleAnswer {
                id: s.id.clone(),
                name: s.name.clone(),
                places,
                standing,
                awards,
                passed_over_for,
            }
        })
        .collect();
    let subsidies = rules
        .subsidies
        .iter()
        .map(|s| {
            let pool_failed = s.pool.as_ref().map_or_else(Vec::new, |f| {
                failed(f, rules, player.group_name(standings), player, standings)
            });
            let checks = outcome
                .subsidy_checks
                .iter()
                .find(|c| c.subsidy == s.id && c.player == player)
                .map(|c| c.checks.clone())
                .unwrap_or_default();
            let amount = outcome
                .grants
                .iter()
                .filter(|g| g.subsidy == s.id && g.player == player)
                .map(|g| g.amount)
                .sum();
            SubsidyAnswer {
                id: s.id.clone(),
                name: s.name.clone(),
                pool_failed,
                checks,
                amount,
            }
        })
        .collect();
    let lists = rules
        .qualifiers
        .iter()
        .map(|q| {
            let standing = standing(rules, standings, &q.pool, player);
            let mut eligible = q.eligible.clone();
            eligible.group = q.pool.group.clone();
            let ineligible = failed(
                &eligible,
                rules,
                player.group_name(standings),
                player,
                standings,
            );
            let eligible_place = if ineligible.is_empty() {
                place_among(rules, standings, &q.pool, Some(&eligible), player)
            } else {
                None
            };
            let qualified = outcome
                .qualifiers
                .iter()
                .find(|x| x.list == q.id && x.player == player)
                .cloned();
            ListAnswer {
                id: q.id.clone(),
                name: q.name.clone(),
                top: q.top,
                standing,
                ineligible,
                eligible_place,
                qualified,
            }
        })
        .collect();
    let payout = outcome.payouts.iter().find(|p| p.player == player);
    let total = payout.map_or(Money::ZERO, |p| p.total);
    let tax = payout.and_then(|p| p.tax);
    Explanation {
        player,
        stacking: outcome.stacking,
        schedules,
        subsidies,
        lists,
        total,
        tax,
    }
}

/// The conditions of `filter` that `player` fails.
fn failed(
    filter: &Filter,
    rules: &Rules,
    group: &str,
    player: PlayerId,
    standings: &Standings,
) -> Vec<Verdict> {
    filter
        .verdicts(rules, group, player.player(standings))
        .into_iter()
        .filter(|v| !v.is_pass())
        .collect()
}

/// The player's place in the pool `filter` draws, or why they are not in it.
fn standing(rules: &Rules, standings: &Standings, filter: &Filter, player: PlayerId) -> Standing {
    let failed = failed(
        filter,
        rules,
        player.group_name(standings),
        player,
        standings,
    );
    if !failed.is_empty() {
        // A player of another group is out for that reason alone.
        let other_group: Vec<Verdict> = failed
            .iter()
            .filter(|v| {
                matches!(
                    v,
                    Verdict::Fail {
                        condition: Condition::Group,
                        ..
                    }
                )
            })
            .cloned()
            .collect();
        return Standing::Out(if other_group.is_empty() {
            failed
        } else {
            other_group
        });
    }
    let pool = Pool::build(rules, standings, filter);
    let key = player.player(standings).standing_key();
    let tied = pool
        .members
        .iter()
        .filter(|m| m.player(standings).standing_key() == key)
        .count();
    Standing::In {
        place: place_among(rules, standings, filter, None, player).unwrap_or(1),
        shared_by: u32::try_from(tied.max(1)).unwrap_or(u32::MAX),
        size: pool.members.len(),
    }
}

/// The player's place among the members of `pool` that `eligible` also
/// admits: 1 + members strictly ahead. None when the player is not one of them.
fn place_among(
    rules: &Rules,
    standings: &Standings,
    pool: &Filter,
    eligible: Option<&Filter>,
    player: PlayerId,
) -> Option<u32> {
    let members: Vec<PlayerId> = Pool::build(rules, standings, pool)
        .members
        .into_iter()
        .filter(|id| {
            eligible.is_none_or(|f| f.admits(rules, id.group_name(standings), id.player(standings)))
        })
        .collect();
    if !members.contains(&player) {
        return None;
    }
    let key = player.player(standings).standing_key();
    let ahead = members
        .iter()
        .filter(|m| m.player(standings).standing_key() < key)
        .count();
    u32::try_from(ahead + 1).ok()
}

/// The largest prize the player holds outside `schedule`.
fn largest_other(rules: &Rules, held: &[&Award], schedule: &str) -> Option<HeldPrize> {
    held.iter()
        .filter(|a| a.schedule != schedule)
        .max_by_key(|a| a.amount)
        .map(|a| HeldPrize {
            schedule: a.schedule.clone(),
            name: rules.name_of(&a.schedule).unwrap_or("").to_string(),
            place: a.place,
            amount: a.amount,
        })
}
