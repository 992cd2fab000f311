//! How a group's final places were decided, as the regulation states it: the
//! phases (a knockout for the top places, a Swiss for the rest, or a Swiss
//! for everyone) and the Swiss tie-break order. The standings audit
//! (`crate::audit`) checks the places against them.

use crate::standings::Column;
use serde::{Deserialize, Serialize};

/// Places `from..=to` (`to` left out: to the last place) were decided by `by`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Phase {
    pub from: u32,
    #[serde(default)]
    pub to: Option<u32>,
    pub by: PhaseKind,
    /// Rounds of the Swiss whose figures the score columns hold, for the record.
    #[serde(default)]
    pub rounds: Option<u32>,
}

impl Phase {
    /// Whether `place` falls in this phase.
    pub fn covers(&self, place: u32) -> bool {
        place >= self.from && self.to.is_none_or(|to| place <= to)
    }

    /// "33–" or "9–108", as the regulation would write the places.
    pub fn places(&self) -> String {
        match self.to {
            Some(to) if to == self.from => format!("{to}"),
            Some(to) => format!("{}–{to}", self.from),
            None => format!("{}–", self.from),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PhaseKind {
    /// Single elimination; losers of a round share a place.
    Knockout,
    /// Swiss (积分编排制): ranked by score, then the tie-breaks.
    Swiss,
}

/// One column of the Swiss ranking and which way is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TieBreak {
    pub column: ScoreColumn,
    pub first: First,
}

/// Which end of a column ranks first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum First {
    /// The larger number ranks first (积分, 累进分, 胜局, 后走局数, 对手分).
    More,
    /// The smaller number ranks first (犯规).
    Fewer,
}

impl First {
    pub fn label(self) -> &'static str {
        match self {
            First::More => "多者在前",
            First::Fewer => "少者在前",
        }
    }
}

/// A standings column a Swiss ranks by: 积分, 累进分, 胜局, 犯规, 后走局数, 对手分,
/// written as the Chinese header or its English alias.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct ScoreColumn(pub Column);

/// The columns a tie-break may name, in the order of docs/input.md#columns.
pub const SCORE_COLUMNS: [Column; 6] = [
    Column::Score,
    Column::Progressive,
    Column::Wins,
    Column::Fouls,
    Column::Blacks,
    Column::OppScore,
];

/// Every word a tie-break's `column` accepts: the headers, then the aliases.
pub(crate) const SCORE_COLUMN_WORDS: &[&str] = &[
    "积分",
    "累进分",
    "胜局",
    "犯规",
    "后走局数",
    "对手分",
    "score",
    "progressive",
    "wins",
    "fouls",
    "blacks",
    "opp_score",
];

impl<'de> Deserialize<'de> for ScoreColumn {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ScoreColumn, D::Error> {
        let text = String::deserialize(d)?;
        Column::from_header(&text)
            .filter(|c| SCORE_COLUMNS.contains(c))
            .map(ScoreColumn)
            .ok_or_else(|| {
                serde::de::Error::custom(format!(
                    "\"{text}\" is not one of: {}",
                    SCORE_COLUMN_WORDS.join(", ")
                ))
            })
    }
}

impl Serialize for ScoreColumn {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.header())
    }
}

/// What a finding of the standings audit does to a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum AuditMode {
    /// Each finding is a warning; the run goes on.
    #[default]
    Warn,
    /// Each finding is an error: nothing is written until the places are fixed.
    Refuse,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_ended_phase_covers_every_later_place() {
        let swiss = Phase {
            from: 33,
            to: None,
            by: PhaseKind::Swiss,
            rounds: Some(11),
        };
        assert!(!swiss.covers(32));
        assert!(swiss.covers(33) && swiss.covers(100_000));
        assert_eq!(swiss.places(), "33–");
        let knockout = Phase {
            from: 1,
            to: Some(32),
            by: PhaseKind::Knockout,
            rounds: None,
        };
        assert!(knockout.covers(1) && knockout.covers(32) && !knockout.covers(33));
    }

    #[test]
    fn a_tie_break_column_is_named_in_chinese_or_by_its_alias() {
        let t: TieBreak = toml::from_str("column = \"后走局数\"\nfirst = \"more\"").unwrap();
        assert_eq!(t.column, ScoreColumn(Column::Blacks));
        let t: TieBreak = toml::from_str("column = \"fouls\"\nfirst = \"fewer\"").unwrap();
        assert_eq!((t.column.0, t.first), (Column::Fouls, First::Fewer));
        assert!(toml::from_str::<TieBreak>("column = \"姓名\"\nfirst = \"more\"").is_err());
    }
}
