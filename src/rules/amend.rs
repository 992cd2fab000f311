//! How a rules file's dated amendments turn the published schedules into the
//! schedules in force.

use super::places::{expand_places, expand_prizes};
use super::types::{Change, Chosen, RulesFile, Subsidy};
use super::{CancelledSchedule, Rules, ScheduleInForce};
use crate::money::Money;

impl RulesFile {
    /// The rules in force: the base schedules with every change applied.
    /// Only called on a checked file.
    pub(super) fn apply_amendments(self) -> Rules {
        let mut schedules: Vec<ScheduleInForce> = self
            .schedules
            .iter()
            .map(|s| ScheduleInForce {
                id: s.id.clone(),
                name: s.name.clone(),
                pool: s.pool.clone(),
                amounts: expand_places(&s.places),
                prizes: expand_prizes(&s.places),
                base_planned: expand_places(&s.places).into_iter().sum(),
                amended_by: None,
                fill_from: s.fill_from.clone(),
                reserved: s.reserved.clone(),
                tables: expand_tables(s),
                table: None,
            })
            .collect();
        let mut cancelled = Vec::new();
        let mut subsidies = self.subsidies.clone();
        for amendment in &self.amendments {
            for change in &amendment.changes {
                let find = |id: &str, schedules: &[ScheduleInForce]| {
                    schedules.iter().position(|s| s.id == id)
                };
                match change {
                    Change::ReplacePlaces {
                        schedule, places, ..
                    } => {
                        if let Some(i) = find(schedule, &schedules) {
                            schedules[i].amounts = expand_places(places);
                            schedules[i].prizes = expand_prizes(places);
                            schedules[i].amended_by = Some(amendment.date.clone());
                        }
                    }
                    Change::Cancel { schedule } => {
                        if let Some(i) = find(schedule, &schedules) {
                            let s = schedules.remove(i);
                            cancelled.push(CancelledSchedule {
                                id: s.id,
                                name: s.name,
                                base_planned: s.base_planned,
                                cancelled_by: amendment.date.clone(),
                            });
                        }
                    }
                    Change::AddSchedule { schedule } => schedules.push(ScheduleInForce {
                        id: schedule.id.clone(),
                        name: schedule.name.clone(),
                        pool: schedule.pool.clone(),
                        amounts: expand_places(&schedule.places),
                        prizes: expand_prizes(&schedule.places),
                        base_planned: Money::ZERO,
                        amended_by: Some(amendment.date.clone()),
                        fill_from: schedule.fill_from.clone(),
                        reserved: schedule.reserved.clone(),
                        tables: expand_tables(schedule),
                        table: None,
                    }),
                    Change::AddSubsidy { subsidy } => subsidies.push(subsidy.clone()),
                }
            }
        }
        // Payments after every subsidy; a refund is never income to tax.
        let mut tax = self.tax;
        for payment in &self.payments {
            if let Some(tax) = tax.as_mut()
                && !tax.exempt.contains(&payment.id)
            {
                tax.exempt.push(payment.id.clone());
            }
            subsidies.push(payment.in_force());
        }
        // Committee awards last: granted to the players named.
        for award in &self.awards {
            subsidies.push(Subsidy {
                id: award.id.clone(),
                name: award.name.clone(),
                amount: award.amount,
                conditions: Vec::new(),
                pool: None,
                payment: false,
                chosen: Some(Chosen::of(
                    &award.players,
                    &award.column,
                    award.prize.clone(),
                )),
            });
        }
        Rules {
            event: self.event,
            event_year: self.event_year,
            settings: self.settings,
            regions: self.regions,
            groups: self.groups,
            schedules,
            cancelled,
            subsidies,
            qualifiers: self.qualifiers,
            budget: self.budget,
            amendments: self.amendments.iter().map(|a| a.date.clone()).collect(),
            tax,
            teams: self.teams,
            ceremony: self.ceremony,
        }
    }
}

/// A schedule's prize tables by the number of players, each expanded.
fn expand_tables(s: &super::types::Schedule) -> Vec<super::TableInForce> {
    (s.tables.iter())
        .map(|t| super::TableInForce {
            players: t.players,
            amounts: expand_places(&t.places),
            prizes: expand_prizes(&t.places),
        })
        .collect()
}
