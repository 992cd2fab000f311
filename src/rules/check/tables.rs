//! Prize tables by the number of players (`[[schedules.tables]]`): either
//! tables or places, never both (nor a schedule `total` beside tables, each
//! table states its own); each table's places checked as any schedule's;
//! bounds that overlap refused, so that one count never chooses two tables.
//! A count no table holds is known only with the standings
//! (`rules::tables`).

use super::{Checker, Named};
use crate::msg::{Msg, Owner};
use crate::rules::types::Schedule;

impl Checker<'_> {
    /// A schedule's places, or its tables, checked.
    pub(super) fn places_or_tables(&mut self, path: &str, s: &Schedule, what: &Owner) {
        if s.tables.is_empty() {
            self.places(path, &s.places, s.total, what);
            return;
        }
        self.lines
            .name(Named::Tables(s.id.clone()), &format!("{path}.tables"));
        for (key, total, written) in [
            ("places", false, !s.places.is_empty()),
            ("total", true, s.total.is_some()),
        ] {
            if written {
                let owner = what.clone();
                self.at(
                    &format!("{path}.{key}"),
                    Msg::RulesTablesAndPlaces { owner, total },
                );
            }
        }
        for (i, t) in s.tables.iter().enumerate() {
            self.places(&format!("{path}.tables[{i}]"), &t.places, t.total, what);
        }
        for (i, t) in s.tables.iter().enumerate() {
            let earlier = s.tables[..i].iter().find(|e| e.players.overlaps(t.players));
            if let Some(earlier) = earlier {
                self.at(
                    &format!("{path}.tables[{i}].players"),
                    Msg::RulesTablesOverlap {
                        owner: what.clone(),
                        first: earlier.players.to_string(),
                        second: t.players.to_string(),
                    },
                );
            }
        }
    }
}
