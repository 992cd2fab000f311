//! Prizes that are not money (证书, 奖牌, 奖杯, a gift) by winner, for the
//! page: a player given one is a winner (获奖, with what), not 「未获奖」,
//! even when it comes with no money. Read from the engine's awards and
//! grants and the prize text the rules give their place or award.

use crate::engine::{Outcome, PlayerId};
use crate::msg::Lang;
use crate::report::place_label;
use crate::rules::Rules;
use std::collections::BTreeMap;

/// Every player given a prize besides money, with each such prize worded
/// as 「女子组名次奖第1名：证书、奖牌」, in the order of the awards.
pub fn in_kind(rules: &Rules, outcome: &Outcome, lang: Lang) -> BTreeMap<PlayerId, Vec<String>> {
    let mut given: BTreeMap<PlayerId, Vec<String>> = BTreeMap::new();
    let colon = lang.pick("：", ": ");
    for award in &outcome.awards {
        if let Some(prize) = rules.prize_of(&award.schedule, award.place) {
            let name = rules.name_of(&award.schedule).unwrap_or(&award.schedule);
            let place = place_label(award.place, award.shared_by, lang);
            let at = match lang {
                Lang::Zh => format!("{name}{place}"),
                Lang::En => format!("{name} {place}"),
            };
            given
                .entry(award.player)
                .or_default()
                .push(format!("{at}{colon}{prize}"));
        }
    }
    for grant in &outcome.grants {
        let prize = rules
            .chosen(&grant.subsidy)
            .and_then(|c| c.prize.as_deref());
        if let Some(prize) = prize {
            let name = rules.name_of(&grant.subsidy).unwrap_or(&grant.subsidy);
            given
                .entry(grant.player)
                .or_default()
                .push(format!("{name}{colon}{prize}"));
        }
    }
    given
}
