//! The budget as published, reconciled with the schedules: each section's
//! stated total against its schedules as first published (before any
//! amendment), and the grand total against the sections.

use super::Checker;
use crate::money::Money;
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
                let sum = crate::rules::amend::expand_places(&s.places)
                    .into_iter()
                    .sum();
                (s.id.as_str(), sum)
            })
            .collect();
        let mut placed: BTreeMap<&str, &str> = BTreeMap::new();
        for (i, section) in budget.sections.iter().enumerate() {
            let path = format!("budget.sections[{i}]");
            let what = format!("budget section \"{}\"", section.name);
            let mut sum = Money::ZERO;
            let mut known = true;
            for id in &section.schedules {
                match base.get(id.as_str()) {
                    Some(&amount) => sum += amount,
                    None => {
                        known = false;
                        self.at(
                            &path,
                            format!("{what}: there is no schedule \"{id}\" in the base regulation"),
                        );
                    }
                }
                if let Some(other) = placed.insert(id.as_str(), section.name.as_str()) {
                    self.at(
                        &path,
                        format!(
                            "{what}: schedule \"{id}\" is already counted in section \"{other}\""
                        ),
                    );
                }
            }
            if known && sum != section.stated {
                self.at(
                    &path,
                    format!(
                        "{what}: its schedules add up to {sum}, but the stated total is {}",
                        section.stated
                    ),
                );
            }
        }
        let (sum, from) = if budget.sections.is_empty() {
            (base.values().copied().sum::<Money>(), "the schedules")
        } else {
            (
                budget.sections.iter().map(|s| s.stated).sum(),
                "the sections",
            )
        };
        if sum != budget.stated {
            self.at(
                "budget.stated",
                format!(
                    "budget: {from} add up to {sum}, but the stated total is {}",
                    budget.stated
                ),
            );
        }
    }
}
