//! The money rules a run paid under, fingerprinted part by part (the
//! groups, place prizes with their reserved places, subsidies, payments,
//! committee awards, team prizes, tax, regions and the settings that decide
//! who is paid), as results.json records them (`money_rules`). A correction
//! changes the standings only: `run --paid` refuses a paid file whose
//! record differs from these rules in any part, naming the part, since any
//! such change moves money that no standings correction explains (a team
//! prize removed would ask 15 000 back; tax at 10 % instead of 20 % would
//! pay it out again). A fingerprint is the SHA-256 of the part as the rules
//! in force hold it (amendments applied), so a file written by another
//! version of xqprize may differ in a part whose rules did not: refused
//! too, never trusted.

use super::paid::Paid;
use crate::msg::Msg;
use crate::rules::{GrantKind, Rules, Stacking};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};

/// Each part of the money rules: its name (the rules file's table) and
/// fingerprint.
pub fn record(rules: &Rules) -> BTreeMap<&'static str, String> {
    let kind = |kind: GrantKind| -> Vec<_> {
        (rules.subsidies.iter())
            .filter(|s| s.kind() == kind)
            .collect()
    };
    // Stacking is a setting results.json records by itself (and a command
    // line can override): compared there, by name.
    let settings = crate::rules::Settings {
        stacking: Stacking::All,
        header_aliases: Vec::new(),
        ignore_columns: Vec::new(),
        // Which document a payee needs moves no money.
        id_document: crate::rules::IdDocument::IdCard,
        ..rules.settings.clone()
    };
    BTreeMap::from([
        ("groups", fingerprint(&rules.groups)),
        (
            "schedules",
            fingerprint(&(&rules.schedules, &rules.cancelled)),
        ),
        ("subsidies", fingerprint(&kind(GrantKind::Subsidy))),
        ("payments", fingerprint(&kind(GrantKind::Payment))),
        ("awards", fingerprint(&kind(GrantKind::Chosen))),
        ("teams", fingerprint(&rules.teams)),
        ("tax", fingerprint(&rules.tax)),
        ("regions", fingerprint(&rules.regions)),
        ("settings", fingerprint(&settings)),
    ])
}

/// The SHA-256 of a part of the rules, in hex.
fn fingerprint(part: &impl std::fmt::Debug) -> String {
    Sha256::digest(format!("{part:?}").as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Each part of the money rules the paid file (`file`) records otherwise
/// than `rules`; a file without the record is refused as a whole.
pub fn differences(file: &str, paid: &Paid, rules: &Rules) -> Vec<Msg> {
    let Some(then) = &paid.money_rules else {
        return vec![Msg::PaidNoRulesRecord {
            file: file.to_string(),
        }];
    };
    let now = record(rules);
    let kinds: BTreeSet<&str> = then
        .keys()
        .map(String::as_str)
        .chain(now.keys().copied())
        .collect();
    kinds
        .into_iter()
        .filter(|k| then.get(*k) != now.get(k))
        .map(|k| Msg::PaidOtherRules {
            file: file.to_string(),
            kind: k.to_string(),
        })
        .collect()
}
