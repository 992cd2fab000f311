//! `[ceremony]`: what the regulation says of a prize not collected at the
//! ceremony. `uncollected = "保留"` (the default): it is kept and paid when
//! the payee comes for it. `uncollected = { forfeit_after = "2019-05-01
//! 18:00" }`: 「未按时领取视为自动放弃」, after that local time a prize not
//! collected is forfeited and its money returns to the organizer's budget;
//! it is never passed down to the next player. It moves no money in the
//! run itself (who is placed and paid is the same); the ceremony's record
//! (`report::record`) reads it.

use chrono::NaiveDateTime;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The `[ceremony]` table.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Ceremony {
    pub uncollected: Uncollected,
}

/// What becomes of a prize not collected.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Uncollected {
    /// 保留: kept for later payment.
    #[default]
    Kept,
    /// 视为放弃 after this time, as the rules file writes it
    /// ("2019-05-01 18:00"; `check` refuses any other form).
    ForfeitAfter(String),
}

/// The forms `forfeit_after` is accepted in.
pub const TIME_FORMATS: [&str; 2] = ["%Y-%m-%d %H:%M", "%Y-%m-%d %H:%M:%S"];

impl Uncollected {
    /// The word the rules file may write.
    pub const WORDS: [&'static str; 1] = ["保留"];

    pub fn is_kept(&self) -> bool {
        *self == Uncollected::Kept
    }

    /// The local time after which an uncollected prize is forfeited; none
    /// when kept, or when the time is not in an accepted form (which the
    /// rules check refuses).
    pub fn deadline(&self) -> Option<NaiveDateTime> {
        match self {
            Uncollected::Kept => None,
            Uncollected::ForfeitAfter(text) => parse_time(text),
        }
    }

    /// Whether, at local time `now`, a prize not yet collected is
    /// forfeited: the deadline is past (at the minute written, it is not).
    pub fn forfeits_at(&self, now: NaiveDateTime) -> bool {
        self.deadline().is_some_and(|deadline| now > deadline)
    }
}

/// "2019-05-01 18:00" (or with seconds) as a local time.
pub fn parse_time(text: &str) -> Option<NaiveDateTime> {
    TIME_FORMATS
        .iter()
        .find_map(|f| NaiveDateTime::parse_from_str(text.trim(), f).ok())
}

#[derive(Deserialize, Serialize)]
#[serde(untagged)]
enum Written {
    Word(String),
    Table { forfeit_after: String },
}

impl<'de> Deserialize<'de> for Uncollected {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Written::deserialize(deserializer)? {
            Written::Word(word) if word == Self::WORDS[0] => Ok(Uncollected::Kept),
            // The shape check names the line and the words accepted.
            Written::Word(word) => Err(serde::de::Error::custom(format!(
                "uncollected: \"{word}\" is not \"保留\" or {{ forfeit_after = \"…\" }}"
            ))),
            Written::Table { forfeit_after } => Ok(Uncollected::ForfeitAfter(forfeit_after)),
        }
    }
}

impl Serialize for Uncollected {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Uncollected::Kept => Written::Word(Self::WORDS[0].to_string()),
            Uncollected::ForfeitAfter(time) => Written::Table {
                forfeit_after: time.clone(),
            },
        }
        .serialize(serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        parse_time(text).unwrap()
    }

    #[test]
    fn a_prize_is_forfeited_only_after_the_time_the_regulation_sets() {
        let rule = Uncollected::ForfeitAfter("2019-05-01 18:00".to_string());
        assert!(!rule.forfeits_at(at("2019-05-01 17:59")));
        assert!(
            !rule.forfeits_at(at("2019-05-01 18:00")),
            "at the minute itself, not yet"
        );
        assert!(rule.forfeits_at(at("2019-05-01 18:01")));
        assert!(
            !Uncollected::Kept.forfeits_at(at("2030-01-01 00:00")),
            "保留: never"
        );
    }

    #[test]
    fn the_time_is_read_with_or_without_seconds_and_nothing_else() {
        assert_eq!(
            parse_time("2019-05-01 18:00:30"),
            Some(at("2019-05-01 18:00") + chrono::Duration::seconds(30))
        );
        assert_eq!(parse_time("2019年5月1日18时"), None);
        assert_eq!(parse_time("2019-05-01"), None);
    }
}
