//! Place prizes when they add up across schedules (stacking "all"): each
//! schedule ranks its own pool; shared places share the sum of the places they
//! cover, rounded down to the fen (or the `split_unit`: 角, 元), the remainder
//! reported.

use super::pool::Pool;
use super::{Award, EngineError, Vacancy};
use crate::money::Money;
use crate::msg::Msg;
use crate::rules::{Rules, ScheduleInForce};
use crate::standings::{Column, Standings, Warning};

/// What one schedule pays in stacking "all".
#[derive(Debug, Default)]
pub struct ScheduleResult {
    pub awards: Vec<Award>,
    pub vacancies: Vec<Vacancy>,
    pub remainder: Money,
    pub warnings: Vec<Warning>,
}

/// Hand out every place of `schedule` to its pool.
pub fn award_schedule(
    rules: &Rules,
    standings: &Standings,
    schedule: &ScheduleInForce,
    pool: &Pool,
) -> Result<ScheduleResult, EngineError> {
    let mut result = ScheduleResult::default();
    // A tie group that starts after the last paid place is paid nothing
    // and warns of nothing: every place it covers pays 0.
    let paid = schedule.amounts.len();
    for tie in pool.tie_groups(standings).take_while(|t| t.start < paid) {
        let place = tie.place();
        let covered: Vec<Money> = (0..tie.len)
            .map(|k| schedule.amount(tie.start + k + 1))
            .collect();
        let sum: Money = covered.iter().copied().sum();
        let members = &pool.members[tie.start..tie.start + tie.len];
        if tie.len > 1 && covered.iter().any(|a| *a != covered[0]) {
            let tie_error =
                EngineError::unresolved_tie(standings, schedule, place, members, &covered);
            if rules.settings.ties == crate::rules::TieRule::Refuse {
                return Err(tie_error);
            }
            let first = members[0].player(standings);
            result.warnings.push(Warning {
                sheet: members[0].group_name(standings).to_string(),
                row: Some(first.row),
                column: Some(Column::Rank.header().to_string()),
                message: match tie_error {
                    EngineError::UnresolvedTie(tie) => Msg::TieSharedEqually { tie },
                    other => other.message(),
                },
            });
        }
        let parts = u32::try_from(tie.len).unwrap_or(u32::MAX);
        let (share, rest) = sum.split_to(parts, rules.settings.split_unit.decimals());
        result.remainder += rest;
        // A place that gives a prize (奖杯, 礼品) is awarded even without money.
        let prize = (0..tie.len).any(|k| schedule.prize(tie.start + k + 1).is_some());
        if !share.is_zero() || prize {
            for &player in members {
                result.awards.push(Award {
                    schedule: schedule.id.clone(),
                    place,
                    shared_by: parts,
                    player,
                    amount: share,
                });
            }
        }
    }
    for place in pool.members.len() + 1..=schedule.amounts.len() {
        result.vacancies.push(Vacancy {
            schedule: schedule.id.clone(),
            place: super::pool::place_number(place - 1),
            amount: schedule.amount(place),
        });
    }
    Ok(result)
}
