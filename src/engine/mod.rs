//! The prize engine: pure, no files and no printing. Standings and rules in,
//! `Outcome` out. Each rule lives where its name says: `pool` (单独排名),
//! `places` (prizes that add up, shared places), `one_prize` (就高不就低,
//! 名次顺延), `subsidy`, `qualify`, `checks` (data warnings), `settle`
//! (payouts and budget); `ledger` every payment and prize of the run as
//! one typed entry, which every view of money totals; `record` the record of every decision about a
//! player, which every renderer reads.

mod budget_check;
mod checks;
mod documents;
mod fill;
mod ledger;
mod one_prize;
mod outcome;
mod placed_as;
mod places;
pub mod pool;
mod qualify;
mod record;
mod reserve;
mod settle;
mod stack_sets;
mod subsidy;
pub mod tax;
mod teams;

pub use budget_check::{BudgetCheck, Tally};
pub use ledger::{Entry, KindTotals, Ledger, Payee};
pub use outcome::*;
pub use placed_as::PlacedAs;
pub use record::{
    Drawn, ListRecord, PassedOver, Placed, PlayerRecord, Raised, RankTie, ScheduleRecord, Standing,
    SubsidyRecord,
};
pub use tax::{Assessment, Withholding, assess, assess_under, withhold};
pub use teams::{TeamDecided, TeamOutcome, TeamStanding};

use crate::money::Money;
use crate::msg::{Msg, Tie};
use crate::rules::{Rules, ScheduleInForce};
use crate::standings::Standings;
use pool::{Field, Pool};

/// Why the engine cannot decide the money.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// Players still tied would take places that pay different amounts.
    UnresolvedTie(Box<Tie>),
    /// The standings do not hold the groups of the rules, in order.
    MissingGroup(String),
    /// A schedule keeps reserved places (名额) while one prize per player is
    /// asked for: the name of the schedule. The rules file's check refuses
    /// the combination at its line; this is the same refusal when it comes
    /// from an override (`--prizes-per-player one`).
    ReservedOnePrize(String),
    /// Two schedules of one set pay reserved players a fixed amount: their
    /// names.
    ReservedAmountTwice(String, String),
    /// No prize table of a schedule holds the players of its group
    /// (`Rules::for_field`), when the rules came without their tables
    /// chosen: the message, without a line.
    NoTable(Box<Msg>),
}

impl EngineError {
    /// The message for a person.
    pub fn message(&self) -> Msg {
        match self {
            EngineError::UnresolvedTie(tie) => Msg::TieUnresolved { tie: tie.clone() },
            EngineError::MissingGroup(sheet) => Msg::EngineMissingGroup {
                sheet: sheet.clone(),
            },
            EngineError::ReservedOnePrize(schedule) => Msg::EngineReservedOnePrize {
                schedule: schedule.clone(),
            },
            EngineError::ReservedAmountTwice(schedule, other) => Msg::EngineReservedAmountTwice {
                schedule: schedule.clone(),
                other: other.clone(),
            },
            EngineError::NoTable(message) => (**message).clone(),
        }
    }

    fn unresolved_tie(
        standings: &Standings,
        schedule: &ScheduleInForce,
        place: u32,
        players: &[PlayerId],
        amounts: &[Money],
    ) -> EngineError {
        let first = players[0];
        EngineError::UnresolvedTie(Box::new(Tie {
            schedule: schedule.id.clone(),
            schedule_name: schedule.name.clone(),
            place,
            players: players
                .iter()
                .map(|id| {
                    let p = id.player(standings);
                    (p.no.to_string(), p.name.to_string())
                })
                .collect(),
            group: first.group_name(standings).to_string(),
            rank: first.player(standings).rank,
            amounts: amounts.iter().map(Money::to_string).collect(),
        }))
    }
}

/// Apply the rules in force, with their resolved settings
/// (`Rules::with_overrides`), to the standings.
pub fn compute(rules: &Rules, standings: &Standings) -> Result<Outcome, EngineError> {
    // Prize tables by the number of players are chosen by the pipeline
    // (`LoadedRules::for_field`); rules that come without are never paid
    // by an empty table.
    let unchosen = (rules.schedules.iter()).any(|s| !s.tables.is_empty() && s.table.is_none());
    if unchosen {
        let lines = crate::rules::Lines::new("");
        let chosen = (rules.clone().for_field(&lines, standings))
            .map_err(|mut e| EngineError::NoTable(Box::new(e.problems.remove(0).message)))?;
        // A schedule still without its table has a group the standings lack.
        if let Some(s) =
            (chosen.schedules.iter()).find(|s| !s.tables.is_empty() && s.table.is_none())
        {
            return Err(EngineError::MissingGroup(
                s.pool.group.clone().unwrap_or_default(),
            ));
        }
        return compute(&chosen, standings);
    }
    for (i, group) in rules.groups.iter().enumerate() {
        if standings.groups.get(i).map(|g| g.sheet.as_str()) != Some(group.sheet.as_str()) {
            return Err(EngineError::MissingGroup(group.sheet.clone()));
        }
    }
    let sets = stack_sets::sets(rules);
    if let Some(reserved) = reserve::in_a_set(rules, &sets) {
        return Err(EngineError::ReservedOnePrize(reserved.name.clone()));
    }
    if let Some((first, second)) = reserve::two_amounts_in_a_set(rules, &sets) {
        return Err(EngineError::ReservedAmountTwice(
            first.name.clone(),
            second.name.clone(),
        ));
    }
    let field = Field::new(rules, standings);
    let pools: Vec<Pool> = rules
        .schedules
        .iter()
        .map(|s| Pool::drawn(&field, &s.pool))
        .collect();
    let mut warnings = checks::data_warnings(rules, &field);
    let mut awards = Vec::new();
    let mut vacancies = Vec::new();
    let mut passed_over = Vec::new();
    let mut remainders = vec![Money::ZERO; rules.schedules.len()];
    // Schedules in no set of 不兼得 add up; each set hands out one place
    // prize per player (`stacking = "one"`: one set of everything).
    // 递补: the places are handed out on pools widened by `fill_from`.
    let mut widened = fill::widened(rules, &field, &pools);
    // 名额: places kept for a sub-pool, given by reordering the pool.
    let mut moves = reserve::reserve(rules, &field, &mut widened, &sets);
    for (i, schedule) in rules.schedules.iter().enumerate() {
        if sets.iter().flatten().any(|&s| s == i) {
            continue;
        }
        let result = places::award_schedule(rules, standings, schedule, &widened[i])?;
        awards.extend(result.awards);
        vacancies.extend(result.vacancies);
        remainders[i] = result.remainder;
        warnings.extend(result.warnings);
    }
    for set in &sets {
        let kept = reserve::kept(rules, &field, &widened, set);
        let handout = one_prize::hand_out(rules, standings, &widened, set, &kept)?;
        for (s, takers) in handout.reserved {
            moves.kept(s, takers);
        }
        awards.extend(handout.awards);
        vacancies.extend(handout.vacancies);
        passed_over.extend(handout.passed_over);
    }
    let mut placed = stack_sets::passed_down(rules, standings, &pools, &sets, &awards);
    placed.retain(|p| !moves.took(rules, &p.schedule, p.player));
    placed.extend(fill::filled(rules, &pools, &awards));
    placed.extend(moves.placed(rules, standings, &awards));
    let raised = reserve::fixed_amounts(rules, &field, &mut awards);
    settle::order_awards(rules, standings, &mut awards, &mut vacancies);
    placed_as::mark(standings, &placed, &raised, &vacancies, &mut awards);
    let (grants, subsidy_checks) = subsidy::grant_subsidies(rules, standings, &awards);
    warnings.extend(subsidy::chosen_not_found(rules, standings));
    let lists = qualify::draw_lists(rules, &field);
    warnings.extend(lists.warnings);
    warnings.sort();
    warnings.dedup();
    let mut payouts = settle::payouts(standings, &awards, &grants);
    if let Some(tax) = &rules.tax {
        for payout in &mut payouts {
            payout.tax = Some(withhold(tax, &payout.items));
        }
    }
    let mut budget = settle::budget(rules, &awards, &vacancies, &remainders, &grants);
    reserve::plan_fixed_amounts(&raised, &mut budget);
    let teams = teams::rank_teams(rules, standings);
    let ledger = Ledger::of(rules, &awards, &raised, &grants, &teams.standings);
    Ok(Outcome {
        combining: rules.combining(),
        awards,
        vacancies,
        grants,
        subsidy_checks,
        qualifiers: lists.qualifiers,
        ineligible: lists.ineligible,
        payouts,
        budget,
        warnings,
        drawn: Drawn {
            schedules: pools,
            lists: lists.pools,
            passed_over,
            placed,
            raised,
        },
        teams,
        ledger,
    })
}

#[cfg(test)]
mod tests;
