//! 递补 (`fill_from` of a schedule): the regions named, each one of
//! `[regions]`, at least one, on a pool that ranks by region (a pool that
//! admits every region leaves nobody to fill its places). 名额 (`reserved`):
//! no more places kept than the schedule pays, `unless_top` only beside
//! the `amount` it limits, an `amount` that pays something; in a set of
//! schedules handed out one prize per player (`not_combined`, `stacking =
//! "one"`) an `amount` only with `unless_top` and the places within it
//! paying at least the amount, so that a reserved player can weigh it
//! against the other prizes (就高不就低) knowing it follows from his place,
//! and one such amount in a set, so that no player is owed two.

use super::Checker;
use crate::msg::{Msg, Owner};
use crate::rules::Stacking;
use crate::rules::types::{Change, Schedule};

impl Checker<'_> {
    /// 名额: a count no larger than the places paid, a sub-pool checked as
    /// any pool.
    pub(super) fn reserved(&mut self, path: &str, s: &Schedule, what: &Owner) {
        let Some(reserved) = &s.reserved else {
            return;
        };
        let at = format!("{path}.reserved");
        self.pool(&format!("{at}.pool"), &reserved.pool, what, false);
        // With tables by the number of players, the smallest table's places.
        let tables = s
            .tables
            .iter()
            .map(|t| super::expand_places(&t.places).len());
        let places = (tables.min()).unwrap_or_else(|| super::expand_places(&s.places).len());
        let places = u32::try_from(places).unwrap_or(u32::MAX);
        if reserved.count > places {
            self.at(
                &format!("{at}.count"),
                Msg::RulesReservedTooMany {
                    owner: what.clone(),
                    count: reserved.count,
                    places,
                },
            );
        }
        if reserved.amount.is_some_and(|a| a.is_zero()) {
            self.at(
                &format!("{at}.amount"),
                Msg::RulesReservedAmountZero {
                    owner: what.clone(),
                },
            );
        }
        let one = self.file.settings.stacking == Stacking::One;
        let in_set = (self.file.settings.not_combined.iter().flatten())
            .any(|name| *name == s.id || *name == s.name);
        let amounts = super::expand_places(&s.places);
        let weighable = match (reserved.amount, reserved.unless_top) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(amount), Some(top)) => {
                (0..top as usize).all(|i| amounts.get(i).is_some_and(|a| *a >= amount))
            }
        };
        if (one || in_set) && reserved.amount.is_some() {
            if let Some(other) = self.other_fixed_amount(s) {
                self.at(
                    &at,
                    Msg::RulesReservedAmountTwice {
                        owner: what.clone(),
                        other,
                    },
                );
            }
        }
        if (one || in_set) && !weighable {
            self.at(
                &at,
                Msg::RulesReservedOnePrize {
                    owner: what.clone(),
                    one,
                },
            );
        }
        if reserved.unless_top.is_some() && reserved.amount.is_none() {
            self.at(
                &format!("{at}.unless_top"),
                Msg::RulesReservedTopWithoutAmount {
                    owner: what.clone(),
                },
            );
        }
    }

    /// Another schedule handed out one prize per player with `s` (every
    /// schedule under `stacking = "one"`, else those of its set of
    /// `not_combined`) that pays its reserved players a fixed amount too:
    /// its id. A player of both sub-pools could be owed both amounts.
    fn other_fixed_amount(&self, s: &Schedule) -> Option<String> {
        let settings = &self.file.settings;
        let named = |o: &Schedule, name: &String| *name == o.id || *name == o.name;
        let set_of = |o: &Schedule| {
            (settings.not_combined.iter()).position(|set| set.iter().any(|n| named(o, n)))
        };
        let together = |o: &Schedule| {
            settings.stacking == Stacking::One || set_of(o).is_some_and(|i| Some(i) == set_of(s))
        };
        let added = self.file.amendments.iter().flat_map(|a| {
            a.changes.iter().filter_map(|c| match c {
                Change::AddSchedule { schedule } => Some(schedule),
                _ => None,
            })
        });
        (self.file.schedules.iter().chain(added))
            .filter(|o| o.id != s.id && together(o))
            .find(|o| o.reserved.as_ref().is_some_and(|r| r.amount.is_some()))
            .map(|o| o.id.clone())
    }

    pub(super) fn fill_from(&mut self, path: &str, s: &Schedule, what: &Owner) {
        let Some(regions) = &s.fill_from else {
            return;
        };
        let at = format!("{path}.fill_from");
        if regions.is_empty() {
            self.at(
                &at,
                Msg::RulesFillFromEmpty {
                    owner: what.clone(),
                },
            );
        }
        if s.pool.region.is_none() {
            self.at(
                &at,
                Msg::RulesFillFromAnyRegion {
                    owner: what.clone(),
                },
            );
        }
        for (i, r) in regions.iter().enumerate() {
            self.region_defined(&format!("{at}[{i}]"), r);
        }
    }
}
