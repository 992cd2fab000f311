//! Writers: the outcome as results.json and as the three workbooks, one per
//! audience (treasurer, public, association), so personal data never reaches
//! the public list. `Report` bundles what every writer needs.

pub mod awards;
pub mod blank;
pub mod capitals;
pub mod corrections;
pub mod in_kind;
pub mod json;
pub mod payouts;
pub mod printed;
pub mod qualifiers;
pub mod record;
pub mod xlsx;

use crate::engine::{Outcome, PlayerId};
use crate::msg::Lang;
use crate::rules::Rules;
use crate::standings::{Player, Standings, Warning};

/// Everything the workbook writers read.
pub struct Report<'a> {
    pub rules: &'a Rules,
    pub standings: &'a Standings,
    pub outcome: &'a Outcome,
    /// The rules file's name as given (or the built-in template's).
    pub rules_name: String,
    /// SHA-256 of the rules file's bytes, in hex.
    pub rules_sha256: String,
    /// The xqprize version that wrote the files.
    pub version: &'static str,
    /// Every warning of the run, reading's and the engine's, in report
    /// order (`pipeline::compute`, `pipeline::in_report_order`).
    pub warnings: &'a [Warning],
    /// The language of the labels, passed down from the command line or the
    /// page request.
    pub lang: Lang,
}

impl Report<'_> {
    /// The player behind an id of the outcome.
    pub fn player(&self, id: PlayerId) -> anyhow::Result<&Player> {
        id.get(self.standings).ok_or_else(|| {
            anyhow::anyhow!(
                "the outcome names player {}/{} who is not in the standings",
                id.group,
                id.index
            )
        })
    }

    /// The sheet (group) a player was read from.
    pub fn group_name(&self, id: PlayerId) -> &str {
        self.standings
            .groups
            .get(id.group)
            .map_or("", |g| g.sheet.as_str())
    }

    /// The name of a schedule, subsidy or qualifier list; the id when unknown.
    pub fn name_of(&self, id: &str) -> String {
        self.rules.name_of(id).unwrap_or(id).to_string()
    }
}

/// "第5名", or "第5-8名" for a place shared by four (in English "place 5",
/// "places 5-8").
pub fn place_label(place: u32, shared_by: u32, lang: Lang) -> String {
    let last = place + shared_by.max(1) - 1;
    match (lang, last == place) {
        (Lang::Zh, true) => format!("第{place}名"),
        (Lang::Zh, false) => format!("第{place}-{last}名"),
        (Lang::En, true) => format!("place {place}"),
        (Lang::En, false) => format!("places {place}-{last}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_places_read_as_a_range() {
        assert_eq!(place_label(5, 4, Lang::Zh), "第5-8名");
        assert_eq!(place_label(3, 1, Lang::Zh), "第3名");
        assert_eq!(place_label(3, 0, Lang::Zh), "第3名");
        assert_eq!(place_label(5, 4, Lang::En), "places 5-8");
        assert_eq!(place_label(3, 1, Lang::En), "place 3");
    }
}
