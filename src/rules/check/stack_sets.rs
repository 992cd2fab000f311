//! 不兼得 between named schedules (`[settings] not_combined`): every name is
//! a schedule's id or name (of the base regulation or added by an
//! amendment), each schedule in one set at most, each set two schedules at
//! least, and never beside `stacking = "one"`, which already makes one set
//! of everything.

use super::Checker;
use crate::msg::Msg;
use crate::rules::Stacking;
use crate::rules::types::{Change, Schedule};
use std::collections::BTreeSet;

impl Checker<'_> {
    pub(super) fn not_combined(&mut self) {
        let sets = &self.file.settings.not_combined;
        if sets.is_empty() {
            return;
        }
        if self.file.settings.stacking == Stacking::One {
            self.at("settings.not_combined", Msg::RulesNotCombinedWithOne);
        }
        let schedules: Vec<&Schedule> = self
            .file
            .schedules
            .iter()
            .chain(self.file.amendments.iter().flat_map(|a| {
                a.changes.iter().filter_map(|c| match c {
                    Change::AddSchedule { schedule } => Some(schedule),
                    _ => None,
                })
            }))
            .collect();
        let known: Vec<String> = schedules
            .iter()
            .map(|s| format!("{} “{}”", s.id, s.name))
            .collect();
        let mut seen: BTreeSet<&str> = BTreeSet::new();
        for (i, set) in sets.iter().enumerate() {
            let path = format!("settings.not_combined[{i}]");
            if set.is_empty() {
                let ids = schedules.iter().map(|s| s.id.clone()).collect();
                self.at(&path, Msg::RulesNotCombinedEmpty { ids });
            } else if set.len() < 2 {
                self.at(&path, Msg::RulesNotCombinedAlone { names: set.clone() });
            }
            for name in set {
                let Some(schedule) = schedules
                    .iter()
                    .find(|s| s.id == *name)
                    .or_else(|| schedules.iter().find(|s| s.name == *name))
                else {
                    self.at(
                        &path,
                        Msg::RulesNotCombinedUnknown {
                            name: name.clone(),
                            known: known.clone(),
                        },
                    );
                    continue;
                };
                if !seen.insert(schedule.id.as_str()) {
                    self.at(
                        &path,
                        Msg::RulesNotCombinedTwice {
                            schedule: name.clone(),
                        },
                    );
                }
            }
        }
    }
}
