//! 递补 (`fill_from` of a schedule): the regions named, each one of
//! `[regions]`, at least one, on a pool that ranks by region (a pool that
//! admits every region leaves nobody to fill its places). 名额 (`reserved`):
//! no more places kept than the schedule pays, and `unless_top` only beside
//! the `amount` it limits.

use super::Checker;
use crate::msg::{Msg, Owner};
use crate::rules::types::Schedule;

impl Checker<'_> {
    /// 名额: a count no larger than the places paid, a sub-pool checked as
    /// any pool.
    pub(super) fn reserved(&mut self, path: &str, s: &Schedule, what: &Owner) {
        let Some(reserved) = &s.reserved else {
            return;
        };
        let at = format!("{path}.reserved");
        self.pool(&format!("{at}.pool"), &reserved.pool, what, false);
        let places = super::expand_places(&s.places).len();
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
        if reserved.unless_top.is_some() && reserved.amount.is_none() {
            self.at(
                &format!("{at}.unless_top"),
                Msg::RulesReservedTopWithoutAmount {
                    owner: what.clone(),
                },
            );
        }
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
