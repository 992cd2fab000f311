//! The ceremony's kept events (SPEC §20): a run kept in one SQLite file as
//! it was computed (its rules file, its standings bytes and its
//! results.json, never changed afterwards), and the treasurer's marks
//! against it: who collected what, how, when and by whose hand. A mark is
//! never changed or erased; a mistake is undone by a new mark. Bank details
//! given for a transfer live only in that file's marks.
//!
//! `EventFile` is the store (`store.rs`, its tables in `schema.rs`),
//! `default_path` where it lives unless told (`place.rs`), and `collection`
//! the state of every payee folded from the marks, a pure function
//! (`collection.rs`). This is library code: the page at the ceremony table
//! and the command line's `record` both sit on it.

mod collection;
mod marks;
mod place;
mod schema;
mod store;
#[cfg(test)]
mod tests;

pub use collection::{
    Collection, Kind, KindTally, PayeeState, ScheduleTally, State, Tally, collection,
};
pub use place::{ENV_VAR, default_path};
pub use store::EventFile;

use serde::{Deserialize, Serialize};
use std::fmt;

/// An event kept in the file (one tournament, any number of runs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EventId(pub i64);

/// One kept run of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RunId(pub i64);

/// One mark, numbered in the order written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MarkId(pub i64);

impl fmt::Display for EventId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
impl fmt::Display for RunId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
impl fmt::Display for MarkId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A run to keep: `event` none starts a new event named `event_name`;
/// otherwise the run is a new run of that event (a corrected standings)
/// and `event_name` is not used.
#[derive(Debug, Clone)]
pub struct NewRun {
    pub event: Option<EventId>,
    pub event_name: String,
    pub rules_toml: String,
    /// The standings file's name as it was given (`成绩.xlsx`).
    pub standings_name: String,
    pub standings: Vec<u8>,
    pub results_json: String,
}

/// Where a kept run is found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunRef {
    pub event: EventId,
    pub run: RunId,
}

/// An event and its runs, oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EventSummary {
    pub id: EventId,
    pub name: String,
    pub runs: Vec<RunSummary>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RunSummary {
    pub id: RunId,
    /// RFC 3339, UTC.
    pub kept_at: String,
    pub standings_name: String,
}

/// A kept run, as it was kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptRun {
    pub event: EventId,
    pub id: RunId,
    pub rules_toml: String,
    pub standings_name: String,
    pub standings: Vec<u8>,
    pub results_json: String,
    pub kept_at: String,
}

/// Who a mark is about: a player (by group and 编号) or a team of a team
/// prize.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Payee {
    Person { group: String, number: String },
    Team { prize: String, team: String },
}

/// What a mark records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// 已领, and how.
    Collected { how: How },
    /// The payee's last 已领 mark (`of`) was a mistake: back to 未领.
    Undo { of: MarkId },
}

/// How the money was handed over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum How {
    /// 现金.
    Cash,
    /// 转账, to this bank and account (kept in the event file only).
    Transfer { bank: String, account: String },
    /// 代领: collected by `name` for the payee.
    Proxy { name: String },
}

/// A mark to append. `at` is given by the caller (RFC 3339), so a test is
/// deterministic and the page records the moment the treasurer confirmed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewMark {
    pub payee: Payee,
    pub action: Action,
    /// The treasurer (出纳) or whoever handed the money over (经办人).
    pub by: String,
    #[serde(default)]
    pub note: String,
    pub at: String,
}

/// A mark as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    pub id: MarkId,
    pub payee: Payee,
    pub action: Action,
    pub by: String,
    pub note: String,
    pub at: String,
}

impl Payee {
    /// How a message names the payee: 「公开组 17号」, 「团体奖 火车头队」.
    pub fn label(&self) -> String {
        match self {
            Payee::Person { group, number } => format!("{group} {number}"),
            Payee::Team { prize, team } => format!("{prize} {team}"),
        }
    }
}
