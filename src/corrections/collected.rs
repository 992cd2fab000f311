//! Corrections against what was collected at the ceremony, not what was
//! computed (`run --paid` given the event file): a payee who never
//! collected gave nothing to return and is owed the corrected amount in
//! full; one who collected is compared with what he collected, which is
//! what was computed for him. Only the people and teams whose money the
//! correction changes are on the lines, as with a results.json; a payee
//! who collected nothing and is due nothing now drops off them.

use super::{Amounts, Corrections, Withheld};
use crate::money::Money;
use std::collections::BTreeSet;

/// Who collected at the ceremony: people by (group, 编号), teams by (team
/// prize id, team).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Collected {
    pub people: BTreeSet<(String, String)>,
    pub teams: BTreeSet<(String, String)>,
}

impl Corrections {
    /// These corrections with what was paid replaced by what was
    /// collected. `paid_total` becomes the collected people's totals.
    pub fn as_collected(
        mut self,
        collected: &Collected,
        paid_people: &[(String, String, Money)],
    ) -> Corrections {
        let person = |group: &str, no: &str| {
            collected
                .people
                .contains(&(group.to_string(), no.to_string()))
        };
        for line in &mut self.lines {
            if !person(&line.group, &line.no) {
                line.paid = Amounts {
                    total: Money::ZERO,
                    withheld: line.paid.withheld.map(|_| Withheld::default()),
                };
            }
        }
        self.lines.retain(|l| l.paid != l.due);
        for team in &mut self.teams {
            if !collected
                .teams
                .contains(&(team.prize.clone(), team.team.clone()))
            {
                team.paid = Money::ZERO;
            }
        }
        self.teams.retain(|t| t.paid != t.due);
        self.paid_total = paid_people
            .iter()
            .filter(|(group, no, _)| person(group, no))
            .map(|(_, _, total)| *total)
            .sum();
        self
    }
}
