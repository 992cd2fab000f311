//! A group's phases and tie-breaks: phases that run from place 1 without a
//! gap or overlap to the last place, at most one knockout, at the top, of a
//! bracket's size and agreeing with the group's `knockout`; tie-breaks given
//! exactly when a Swiss phase needs them, each column once.

use super::Checker;
use crate::msg::Msg;
use crate::rules::Group;
use crate::rules::{PhaseKind, TieBreak};
use std::collections::BTreeSet;

impl Checker<'_> {
    pub(super) fn phases(&mut self, path: &str, g: &Group) {
        let group = || g.sheet.clone();
        let mut next = 1;
        let last = g.phases.len().saturating_sub(1);
        for (i, phase) in g.phases.iter().enumerate() {
            let here = format!("{path}.phases[{i}]");
            if phase.from != next {
                let message = if phase.from > next {
                    Msg::RulesPhaseGap {
                        group: group(),
                        from: next,
                        to: phase.from - 1,
                    }
                } else {
                    Msg::RulesPhaseOverlap {
                        group: group(),
                        from: phase.from,
                        before_ends: next - 1,
                    }
                };
                self.at(&format!("{here}.from"), message);
            }
            match phase.to {
                Some(to) if to < phase.from => self.at(
                    &format!("{here}.to"),
                    Msg::RulesPhaseBackwards {
                        group: group(),
                        from: phase.from,
                        to,
                    },
                ),
                // A knockout gives its size even when it is the last phase:
                // a group decided wholly by a knockout has it as its only one.
                Some(_) if i == last && phase.by != PhaseKind::Knockout => self.at(
                    &format!("{here}.to"),
                    Msg::RulesPhaseLastTo {
                        group: group(),
                        from: phase.from,
                    },
                ),
                None if i != last => self.at(&here, Msg::RulesPhaseNoTo { group: group() }),
                _ => {}
            }
            next = phase.to.map_or(u32::MAX, |to| to.max(phase.from) + 1);
            if phase.by == PhaseKind::Knockout {
                self.knockout_phase(&here, g, phase.from, phase.to);
            }
        }
        let knockouts = g
            .phases
            .iter()
            .filter(|p| p.by == PhaseKind::Knockout)
            .count();
        if knockouts > 1 {
            self.at(
                &format!("{path}.phases"),
                Msg::RulesKnockoutTwice { group: group() },
            );
        }
        let swiss = g.phases.iter().any(|p| p.by == PhaseKind::Swiss);
        if swiss && g.tiebreaks.is_empty() {
            self.at(
                &format!("{path}.phases"),
                Msg::RulesTiebreaksNeeded { group: group() },
            );
        }
        if !swiss && !g.tiebreaks.is_empty() {
            self.at(
                &format!("{path}.tiebreaks"),
                Msg::RulesTiebreaksUnused { group: group() },
            );
        }
        self.tiebreak_columns(path, &g.tiebreaks, &g.sheet);
    }

    fn knockout_phase(&mut self, here: &str, g: &Group, from: u32, to: Option<u32>) {
        let group = || g.sheet.clone();
        if from != 1 {
            self.at(
                &format!("{here}.from"),
                Msg::RulesKnockoutNotFirst { group: group() },
            );
        }
        let Some(to) = to else {
            self.at(here, Msg::RulesKnockoutNoTo { group: group() });
            return;
        };
        if to < 2 || !to.is_power_of_two() {
            self.at(
                &format!("{here}.to"),
                Msg::RulesKnockoutBracket { group: group(), to },
            );
        }
        if g.knockout != Some(to) {
            let group_path = here.split(".phases").next().unwrap_or(here).to_string();
            let message = Msg::RulesKnockoutDisagree {
                group: group(),
                knockout: g.knockout,
                to,
            };
            self.at(&format!("{group_path}.knockout"), message);
        }
    }

    fn tiebreak_columns(&mut self, path: &str, tiebreaks: &[TieBreak], group: &str) {
        let mut seen = BTreeSet::new();
        for (i, t) in tiebreaks.iter().enumerate() {
            if !seen.insert(t.column) {
                self.at(
                    &format!("{path}.tiebreaks[{i}].column"),
                    Msg::RulesTiebreakTwice {
                        group: group.to_string(),
                        column: t.column.0.header().to_string(),
                    },
                );
            }
        }
    }
}
