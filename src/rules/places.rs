//! A schedule's places as the rules file writes them ("5", "5-8", with an
//! amount and a prize) and each place's value, place 1 first: below the
//! rules file's tables and the team prizes, which both pay by place.

use crate::money::Money;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Places `from..=to` pay `amount` each, and give `prize` (奖杯, 证书,
/// 礼品) when the regulation names one; a place may give a prize alone.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlaceAmount {
    pub place: PlaceRange,
    #[serde(default)]
    pub amount: Money,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prize: Option<String>,
}

/// The amount of every place, place 1 first; places no range covers are zero.
pub(crate) fn expand_places(places: &[PlaceAmount]) -> Vec<Money> {
    expand(places, |p| p.amount)
}

/// The prize text of every place, place 1 first (none: money only).
pub(crate) fn expand_prizes(places: &[PlaceAmount]) -> Vec<Option<String>> {
    expand(places, |p| p.prize.clone())
}

/// One value of each place's range, place 1 first; places no range covers
/// get the default.
fn expand<T: Clone + Default>(places: &[PlaceAmount], value: impl Fn(&PlaceAmount) -> T) -> Vec<T> {
    let last = places.iter().map(|p| p.place.to).max().unwrap_or(0) as usize;
    let mut out = vec![T::default(); last];
    for p in places {
        for place in p.place.from..=p.place.to {
            out[place as usize - 1] = value(p);
        }
    }
    out
}

/// "5" or "5-8", as the standings write places too (5–8, 5~8, 5至8,
/// 第5名, 第5-8名: `standings::cell::places_text`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct PlaceRange {
    pub from: u32,
    pub to: u32,
}

impl FromStr for PlaceRange {
    type Err = String;
    fn from_str(text: &str) -> Result<PlaceRange, String> {
        match crate::standings::cell::places_text(text) {
            Some((from, to)) if from <= to => Ok(PlaceRange { from, to }),
            _ => Err(format!(
                "\"{text}\" is not a place or a range of places like \"5-8\""
            )),
        }
    }
}

impl fmt::Display for PlaceRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.from == self.to {
            write!(f, "{}", self.from)
        } else {
            write!(f, "{}-{}", self.from, self.to)
        }
    }
}

impl<'de> Deserialize<'de> for PlaceRange {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PlaceRange, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Number(u32),
            Text(String),
        }
        match Raw::deserialize(d)? {
            Raw::Number(n) => n.to_string().parse(),
            Raw::Text(t) => t.parse(),
        }
        .map_err(serde::de::Error::custom)
    }
}

impl Serialize for PlaceRange {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}
