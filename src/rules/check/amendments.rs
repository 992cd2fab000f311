//! Amendments applied in order: each change names a schedule still in force
//! at that point, new places are checked like the base ones, and added
//! schedules and subsidies take ids not used before.

use super::{Checker, Ids};
use crate::msg::{AmendVerb, Msg, Owner, OwnerKind};
use crate::rules::types::Change;
use std::collections::BTreeSet;

impl Checker<'_> {
    /// Amendments apply in order; each change must name a schedule in force
    /// at that point (or, when adding, an id not yet used).
    pub(super) fn amendments(&mut self, ids: &mut Ids) {
        let mut in_force: BTreeSet<String> =
            self.file.schedules.iter().map(|s| s.id.clone()).collect();
        for (a, amendment) in self.file.amendments.iter().enumerate() {
            let date = &amendment.date;
            for (c, change) in amendment.changes.iter().enumerate() {
                let path = format!("amendments[{a}].changes[{c}]");
                match change {
                    Change::ReplacePlaces {
                        schedule,
                        places,
                        total,
                    } => {
                        let what = Owner::Amendment(date.to_string(), schedule.clone());
                        let tabled = (self.file.schedules.iter())
                            .any(|s| s.id == *schedule && !s.tables.is_empty());
                        if tabled {
                            let owner = Owner::Schedule(schedule.clone());
                            self.at(&path, Msg::RulesTablesAmended { owner });
                        } else if in_force.contains(schedule) {
                            self.places(&path, places, *total, &what);
                        } else {
                            self.not_in_force(&path, date, AmendVerb::Changes, schedule);
                        }
                    }
                    Change::Cancel { schedule } => {
                        if !in_force.remove(schedule) {
                            self.not_in_force(&path, date, AmendVerb::Cancels, schedule);
                        }
                    }
                    Change::AddSchedule { schedule } => {
                        let s_path = format!("{path}.schedule");
                        let what = Owner::NewSchedule(date.to_string(), schedule.id.clone());
                        self.schedule(&s_path, schedule, &what);
                        ids.schedule(self, &schedule.id, &s_path);
                        in_force.insert(schedule.id.clone());
                    }
                    Change::AddSubsidy { subsidy } => {
                        let s_path = format!("{path}.subsidy");
                        let what = Owner::Subsidy(subsidy.id.clone());
                        self.subsidy(&s_path, subsidy, what);
                        ids.subsidy(self, &subsidy.id, &s_path, OwnerKind::Subsidy);
                    }
                }
            }
        }
    }

    fn not_in_force(&mut self, path: &str, date: &str, verb: AmendVerb, schedule: &str) {
        let known = self.file.schedules.iter().any(|s| s.id == schedule);
        self.at(
            &format!("{path}.schedule"),
            Msg::RulesAmendmentSchedule {
                date: date.to_string(),
                verb,
                schedule: schedule.to_string(),
                cancelled: known,
            },
        );
    }
}
