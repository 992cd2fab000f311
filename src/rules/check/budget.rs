//! The budget as published, reconciled with the schedules: each section's
//! stated total against its schedules as first published (before any
//! amendment), and the grand total against the sections. A section may
//! name the id of any money kind (SPEC §19); an award's, a payment's, a
//! subsidy's or a reserved set's money is known only from the standings.

use super::Checker;
use crate::money::Money;
use crate::msg::Msg;
use std::collections::BTreeMap;

impl Checker<'_> {
    /// The published budget: each section's stated total against its
    /// schedules as the base regulation has them, and the grand total against
    /// the sections (or against every schedule when there are no sections).
    pub(super) fn budget(&mut self) {
        let Some(budget) = &self.file.budget else {
            return;
        };
        let base: BTreeMap<&str, Money> = self
            .file
            .schedules
            .iter()
            .map(|s| {
                // Tables by the number of players: the published budget is
                // the largest field's, the table with the highest bounds.
                let largest = (s.tables.iter())
                    .max_by_key(|t| (t.players.to.is_none(), t.players.to, t.players.from));
                let places = largest.map_or(&s.places, |t| &t.places);
                let sum = crate::rules::places::expand_places(places)
                    .into_iter()
                    .sum();
                (s.id.as_str(), sum)
            })
            // A section may hold team prizes too (团体奖).
            .chain((self.file.teams.iter()).map(|t| (t.id.as_str(), t.planned())))
            .collect();
        // And any other money kind (SPEC §19): what they pay is known only
        // from the standings, so a section holding one is not summed here.
        let file = self.file;
        let reserved =
            (file.schedules.iter()).filter_map(|s| s.reserved.as_ref().map(|r| r.name.as_str()));
        let others: Vec<&str> = (file.awards.iter().map(|a| a.id.as_str()))
            .chain(file.payments.iter().map(|p| p.id.as_str()))
            .chain(file.subsidies.iter().map(|s| s.id.as_str()))
            .chain(reserved)
            .collect();
        let mut placed: BTreeMap<&str, &str> = BTreeMap::new();
        for (i, section) in budget.sections.iter().enumerate() {
            let path = format!("budget.sections[{i}]");
            let mut sum = Money::ZERO;
            let mut known = true;
            for id in &section.schedules {
                match base.get(id.as_str()) {
                    Some(&amount) => sum += amount,
                    None if others.contains(&id.as_str()) => known = false,
                    None => {
                        known = false;
                        let ids = base.keys().chain(&others).map(|id| id.to_string());
                        self.at(
                            &path,
                            Msg::RulesBudgetUnknownId {
                                section: section.name.clone(),
                                id: id.clone(),
                                known: ids.collect(),
                            },
                        );
                    }
                }
                if let Some(other) = placed.insert(id.as_str(), section.name.as_str()) {
                    self.at(
                        &path,
                        Msg::RulesBudgetTwice {
                            section: section.name.clone(),
                            schedule: id.clone(),
                            other: other.to_string(),
                        },
                    );
                }
            }
            if known && sum != section.stated {
                self.at(
                    &path,
                    Msg::RulesBudgetSection {
                        section: section.name.clone(),
                        sum: sum.to_string(),
                        total: section.stated.to_string(),
                    },
                );
            }
        }
        let (sum, from) = if budget.sections.is_empty() {
            (base.values().copied().sum::<Money>(), false)
        } else {
            (budget.sections.iter().map(|s| s.stated).sum(), true)
        };
        if sum != budget.stated {
            self.at(
                "budget.stated",
                Msg::RulesBudgetTotal {
                    sections: from,
                    sum: sum.to_string(),
                    total: budget.stated.to_string(),
                },
            );
        }
    }
}
