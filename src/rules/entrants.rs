//! How many players a prize table is for (参赛人数), as a regulation writes
//! it beside each table: 「9—16」, 「17-24人」, 「25人以上」, 「不足16人」.
//! Both ends are included; a table without an upper end is for any larger
//! field. `tables` chooses by it, `check::tables` refuses bounds that
//! overlap.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// From `from` to `to` players, both included; no `to`: any number from
/// `from` up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Entrants {
    pub from: u32,
    pub to: Option<u32>,
}

impl Entrants {
    /// Whether a field of `players` is within the bounds.
    pub fn contains(self, players: u32) -> bool {
        players >= self.from && self.to.is_none_or(|to| players <= to)
    }

    /// Whether two bounds share a number of players.
    pub fn overlaps(self, other: Entrants) -> bool {
        let below = |a: Entrants, b: Entrants| a.to.is_some_and(|to| to < b.from);
        !below(self, other) && !below(other, self)
    }
}

impl FromStr for Entrants {
    type Err = String;
    /// "32-", "32以上", "32人以上", "16-31", "16—31人", "16至31", "-15",
    /// "15人以下", "不足16人", "20".
    fn from_str(text: &str) -> Result<Entrants, String> {
        let folded: String = crate::vocab::fold(text)
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '人' && *c != '名')
            .map(|c| match c {
                '—' | '–' | '－' | '~' | '～' | '至' | '到' => '-',
                c => c,
            })
            .collect();
        let number = |s: &str| s.parse::<u32>().ok();
        let parsed = if let Some(n) = folded.strip_prefix("不足") {
            number(n).filter(|&n| n > 0).map(|n| (0, Some(n - 1)))
        } else if let Some(n) = folded.strip_suffix("以上") {
            number(n).map(|n| (n, None))
        } else if let Some(n) = folded.strip_suffix("以下") {
            number(n).map(|n| (0, Some(n)))
        } else if let Some(n) = folded.strip_suffix('-') {
            number(n).map(|n| (n, None))
        } else if let Some(n) = folded.strip_prefix('-') {
            number(n).map(|n| (0, Some(n)))
        } else if let Some((a, b)) = folded.split_once('-') {
            number(a).zip(number(b)).map(|(a, b)| (a, Some(b)))
        } else {
            number(&folded).map(|n| (n, Some(n)))
        };
        match parsed {
            Some((from, to)) if to.is_none_or(|to| from <= to) => Ok(Entrants { from, to }),
            _ => Err(format!(
                "\"{text}\" is not a number of players like \"16-31\" or \"32-\""
            )),
        }
    }
}

/// "16-31", "32-", "-15", "20": as the rules file may write it.
impl fmt::Display for Entrants {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.from, self.to) {
            (from, Some(to)) if from == to => write!(f, "{from}"),
            (0, Some(to)) => write!(f, "-{to}"),
            (from, Some(to)) => write!(f, "{from}-{to}"),
            (from, None) => write!(f, "{from}-"),
        }
    }
}

impl<'de> Deserialize<'de> for Entrants {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Entrants, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Number(u32),
            Text(String),
        }
        match Raw::deserialize(d)? {
            Raw::Number(n) => Ok(Entrants {
                from: n,
                to: Some(n),
            }),
            Raw::Text(t) => t.parse().map_err(serde::de::Error::custom),
        }
    }
}

impl Serialize for Entrants {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::Entrants;

    fn e(from: u32, to: Option<u32>) -> Entrants {
        Entrants { from, to }
    }

    #[test]
    fn the_bounds_read_as_regulations_write_them() {
        for (text, bounds) in [
            ("32-", e(32, None)),
            ("25人以上", e(25, None)),
            ("9—16", e(9, Some(16))),
            ("17-24人", e(17, Some(24))),
            ("16至31", e(16, Some(31))),
            ("不足16人", e(0, Some(15))),
            ("15人以下", e(0, Some(15))),
            ("-15", e(0, Some(15))),
            ("20", e(20, Some(20))),
        ] {
            assert_eq!(text.parse::<Entrants>(), Ok(bounds), "{text}");
        }
        for bad in ["", "31-16", "很多", "不足0人", "16-31-40"] {
            assert!(bad.parse::<Entrants>().is_err(), "{bad}");
        }
    }

    #[test]
    fn both_ends_are_included() {
        let middle = e(16, Some(31));
        assert!(!middle.contains(15) && middle.contains(16) && middle.contains(31));
        assert!(!middle.contains(32));
        assert!(middle.overlaps(e(31, None)) && !middle.overlaps(e(32, None)));
        assert!(e(0, Some(16)).overlaps(e(16, Some(16))));
    }
}
