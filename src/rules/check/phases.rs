//! A group's phases and tie-breaks: phases that run from place 1 without a
//! gap or overlap to the last place, at most one knockout, at the top, of a
//! bracket's size and agreeing with the group's `knockout`; tie-breaks given
//! exactly when a Swiss phase needs them, each column once.

use super::Checker;
use crate::rules::Group;
use crate::rules::{PhaseKind, TieBreak};
use std::collections::BTreeSet;

impl Checker<'_> {
    pub(super) fn phases(&mut self, path: &str, g: &Group) {
        let what = format!("group \"{}\"", g.sheet);
        let mut next = 1;
        let last = g.phases.len().saturating_sub(1);
        for (i, phase) in g.phases.iter().enumerate() {
            let here = format!("{path}.phases[{i}]");
            if phase.from != next {
                let message = if phase.from > next {
                    format!(
                        "{what}: no phase decides place {next}{}; phases must run on from place 1",
                        if phase.from > next + 1 {
                            format!("–{}", phase.from - 1)
                        } else {
                            String::new()
                        }
                    )
                } else {
                    format!(
                        "{what}: the phase from place {} overlaps the one before (which ends at {})",
                        phase.from,
                        next - 1
                    )
                };
                self.at(&format!("{here}.from"), message);
            }
            match phase.to {
                Some(to) if to < phase.from => self.at(
                    &format!("{here}.to"),
                    format!("{what}: the phase runs from place {} to {to}", phase.from),
                ),
                Some(_) if i == last => self.at(
                    &format!("{here}.to"),
                    format!(
                        "{what}: the last phase decides every place after {}; leave out `to`",
                        phase.from
                    ),
                ),
                None if i != last => self.at(
                    &here,
                    format!(
                        "{what}: only the last phase may leave out `to` (the place it ends at)"
                    ),
                ),
                _ => {}
            }
            next = phase.to.map_or(u32::MAX, |to| to.max(phase.from) + 1);
            if phase.by == PhaseKind::Knockout {
                self.knockout_phase(&here, g, phase.from, phase.to, &what);
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
                format!(
                    "{what}: more than one knockout phase; one knockout decides the top places"
                ),
            );
        }
        let swiss = g.phases.iter().any(|p| p.by == PhaseKind::Swiss);
        if swiss && g.tiebreaks.is_empty() {
            self.at(
                &format!("{path}.phases"),
                format!(
                    "{what}: a Swiss phase needs the ranking order: tiebreaks = [{{ column = \"积分\", first = \"more\" }}, {{ column = \"累进分\", first = \"more\" }}, …]"
                ),
            );
        }
        if !swiss && !g.tiebreaks.is_empty() {
            self.at(
                &format!("{path}.tiebreaks"),
                format!("{what}: tiebreaks rank a Swiss, but no phase has by = \"swiss\""),
            );
        }
        self.tiebreak_columns(path, &g.tiebreaks, &what);
    }

    fn knockout_phase(&mut self, here: &str, g: &Group, from: u32, to: Option<u32>, what: &str) {
        if from != 1 {
            self.at(
                &format!("{here}.from"),
                format!("{what}: a knockout decides the top places: it must start at place 1"),
            );
        }
        let Some(to) = to else {
            self.at(
                here,
                format!(
                    "{what}: a knockout phase needs `to`, its number of players (e.g. to = 32)"
                ),
            );
            return;
        };
        if to < 2 || !to.is_power_of_two() {
            self.at(
                &format!("{here}.to"),
                format!("{what}: a knockout bracket has 2, 4, 8, 16, 32 … players, not {to}"),
            );
        }
        if g.knockout != Some(to) {
            let group_path = here.split(".phases").next().unwrap_or(here).to_string();
            let message = match g.knockout {
                Some(k) => format!(
                    "{what}: knockout = {k}, but the knockout phase covers places 1–{to}; make them agree"
                ),
                None => format!(
                    "{what}: the knockout phase covers places 1–{to}: write knockout = {to} under this group as well"
                ),
            };
            self.at(&format!("{group_path}.knockout"), message);
        }
    }

    fn tiebreak_columns(&mut self, path: &str, tiebreaks: &[TieBreak], what: &str) {
        let mut seen = BTreeSet::new();
        for (i, t) in tiebreaks.iter().enumerate() {
            if !seen.insert(t.column) {
                self.at(
                    &format!("{path}.tiebreaks[{i}].column"),
                    format!(
                        "{what}: the tie-break column {} is listed twice",
                        t.column.0
                    ),
                );
            }
        }
    }
}
