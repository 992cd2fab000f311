//! Places picked out of the order (幸运奖 「第11、21、31名」, 「第31至40名」):
//! a schedule that does not start at place 1 pays the players at the places
//! it names and adds up with every other prize, so it is never handed out
//! one prize per player (`not_combined`, `stacking = "one"`), where a place
//! goes to the best player still without a prize, and keeps no 名额
//! (`reserved`), which moves players into the first places.

use super::Checker;
use crate::msg::{Msg, Owner};
use crate::rules::Stacking;
use crate::rules::types::Schedule;

impl Checker<'_> {
    pub(super) fn picked(&mut self, path: &str, s: &Schedule, what: &Owner) {
        let tables = s.tables.iter().flat_map(|t| &t.places);
        let Some(first) = s.places.iter().chain(tables).map(|p| p.place.from).min() else {
            return;
        };
        if first <= 1 {
            return;
        }
        let settings = &self.file.settings;
        if settings.stacking == Stacking::One {
            let message = Msg::RulesPlacesPickedOnePrize {
                owner: what.clone(),
                first,
                one: true,
            };
            self.at(&format!("{path}.places"), message);
        }
        let named = |name: &String| *name == s.id || *name == s.name;
        let set = (settings.not_combined.iter()).position(|set| set.iter().any(named));
        if let Some(i) = set {
            let message = Msg::RulesPlacesPickedOnePrize {
                owner: what.clone(),
                first,
                one: false,
            };
            self.at(&format!("settings.not_combined[{i}]"), message);
        }
        if s.reserved.is_some() {
            let message = Msg::RulesPlacesPickedReserved {
                owner: what.clone(),
                first,
            };
            self.at(&format!("{path}.reserved"), message);
        }
    }
}
