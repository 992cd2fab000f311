//! 递补 (`fill_from` of a schedule): the regions named, each one of
//! `[regions]`, at least one, on a pool that ranks by region (a pool that
//! admits every region leaves nobody to fill its places).

use super::Checker;
use crate::msg::{Msg, Owner};
use crate::rules::types::Schedule;

impl Checker<'_> {
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
