//! The results.json of the run that was paid, read back: only the parts a
//! correction compares (the event, the settings, the awards and subsidies,
//! the payouts with their standings facts, the budget). A file that is no
//! results.json, or is cut short, is a `Msg::PaidDamaged` naming the line
//! and column where reading stopped; one larger than any results.json a
//! run writes is `Msg::PaidTooLarge`, before it is read.

use super::facts::Facts;
use crate::money::Money;
use crate::msg::Msg;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Deserialize)]
pub struct Paid {
    pub event: String,
    pub settings: BTreeMap<String, serde_json::Value>,
    /// The money rules paid under, part by part (`money_rules::record`);
    /// none in a file written before results.json recorded them.
    #[serde(default)]
    pub money_rules: Option<BTreeMap<String, String>>,
    pub awards: Vec<PaidAward>,
    #[serde(default)]
    pub subsidies: Vec<PaidSubsidy>,
    /// Refunds and allowances (`[[payments]]`), in a subsidy's shape.
    #[serde(default)]
    pub payments: Vec<PaidSubsidy>,
    /// Awards the committee chose (`[[awards]]`), in a subsidy's shape.
    #[serde(default)]
    pub chosen: Vec<PaidSubsidy>,
    pub payouts: Vec<PaidPayout>,
    pub budget: Vec<PaidBudget>,
    /// One line per team prize; none in a run without `[[teams]]`.
    #[serde(default)]
    pub team_budget: Vec<PaidBudget>,
    /// Every team of the team prizes, paid or not; none in a run without
    /// `[[teams]]`.
    #[serde(default)]
    pub teams: Vec<PaidTeam>,
}

/// One team of a team prize as it was placed and paid.
#[derive(Debug, Clone, Deserialize)]
pub struct PaidTeam {
    pub schedule: String,
    pub team: String,
    pub place: Option<u32>,
    pub amount: Money,
}

#[derive(Debug, Clone, Deserialize)]
pub struct PaidAward {
    pub schedule: String,
    pub place: u32,
    pub group: String,
    pub no: String,
    #[serde(default)]
    pub name: String,
    pub amount: Money,
}

#[derive(Debug, Clone, Deserialize)]
pub struct PaidSubsidy {
    pub schedule: String,
    pub group: String,
    pub no: String,
    #[serde(default)]
    pub name: String,
    pub amount: Money,
}

#[derive(Debug, Clone, Deserialize)]
pub struct PaidPayout {
    pub group: String,
    pub no: String,
    pub name: String,
    pub total: Money,
    #[serde(default)]
    pub gross: Option<Money>,
    #[serde(default)]
    pub tax: Option<Money>,
    #[serde(default)]
    pub net: Option<Money>,
    /// Written since results.json records the facts; older files lack it.
    #[serde(default)]
    pub standing: Option<Facts>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct PaidBudget {
    pub schedule: String,
    pub planned: Money,
    pub awarded: Money,
    pub vacant: Money,
    pub remainder: Money,
}

/// The largest paid file read, like every other input bounded: above the
/// results.json of the largest run (a sheet of Excel's 1 048 576 rows, every
/// player paid one prize, writes about 420 MiB), far below what would
/// exhaust a treasurer's computer once parsed.
pub const MAX_BYTES: u64 = 512 * 1024 * 1024;

impl Paid {
    /// The paid results read from `bytes`; `file` names it in the message.
    pub fn parse(file: &str, bytes: &[u8]) -> Result<Paid, Msg> {
        let size = bytes.len() as u64;
        if size > MAX_BYTES {
            return Err(too_large(file, size));
        }
        serde_json::from_slice(bytes).map_err(|e| Msg::PaidDamaged {
            file: file.to_string(),
            line: e.line(),
            column: e.column(),
            detail: e.to_string(),
        })
    }
}

/// The paid file `file` of `size` bytes, over `MAX_BYTES`.
pub fn too_large(file: &str, size: u64) -> Msg {
    Msg::PaidTooLarge {
        file: file.to_string(),
        size,
        limit: MAX_BYTES,
    }
}
