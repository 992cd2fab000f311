//! The prize engine: pure, no files and no printing. Standings and rules in,
//! `Outcome` out. Each rule lives where its name says: `pool` (单独排名),
//! `places` (prizes that add up, shared places), `one_prize` (就高不就低,
//! 名次顺延), `subsidy`, `qualify`, `checks` (data warnings), `settle`
//! (payouts and budget); `record` the record of every decision about a
//! player, which every renderer reads.

mod checks;
mod one_prize;
mod outcome;
mod places;
pub mod pool;
mod qualify;
mod record;
mod settle;
mod subsidy;
pub mod tax;

pub use outcome::*;
pub use record::{
    Drawn, ListRecord, PassedOver, PlayerRecord, RankTie, ScheduleRecord, Standing, SubsidyRecord,
};
pub use tax::{Assessment, Withholding, assess, assess_under, withhold};

use crate::money::Money;
use crate::msg::{Msg, Tie};
use crate::rules::{Rules, ScheduleInForce, Stacking};
use crate::standings::Standings;
use pool::{Field, Pool};

/// Why the engine cannot decide the money.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// Players still tied would take places that pay different amounts.
    UnresolvedTie(Box<Tie>),
    /// The standings do not hold the groups of the rules, in order.
    MissingGroup(String),
}

impl EngineError {
    /// The message for a person.
    pub fn message(&self) -> Msg {
        match self {
            EngineError::UnresolvedTie(tie) => Msg::TieUnresolved { tie: tie.clone() },
            EngineError::MissingGroup(sheet) => Msg::EngineMissingGroup {
                sheet: sheet.clone(),
            },
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
    let stacking = rules.settings.stacking;
    for (i, group) in rules.groups.iter().enumerate() {
        if standings.groups.get(i).map(|g| g.sheet.as_str()) != Some(group.sheet.as_str()) {
            return Err(EngineError::MissingGroup(group.sheet.clone()));
        }
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
    match stacking {
        Stacking::All => {
            for (i, schedule) in rules.schedules.iter().enumerate() {
                let result = places::award_schedule(rules, standings, schedule, &pools[i])?;
                awards.extend(result.awards);
                vacancies.extend(result.vacancies);
                remainders[i] = result.remainder;
                warnings.extend(result.warnings);
            }
        }
        Stacking::One => {
            let handout = one_prize::hand_out(rules, standings, &pools)?;
            awards = handout.awards;
            vacancies = handout.vacancies;
            passed_over = handout.passed_over;
        }
    }
    settle::order_awards(rules, standings, &mut awards, &mut vacancies);
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
    let budget = settle::budget(rules, &awards, &vacancies, &remainders, &grants);
    Ok(Outcome {
        stacking,
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
        },
    })
}

#[cfg(test)]
mod tests;
