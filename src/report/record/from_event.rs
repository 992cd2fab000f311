//! A kept run of the event file made into 領奖记录.xlsx: the run and its
//! marks read, the collection folded (what the rules say of an uncollected
//! prize decides 未领 or 放弃), the schedule names taken from the kept rules
//! file, and the workbook's bytes. What `xqprize record` and the page both
//! call, so the record is the same whichever front end writes it.

use super::{Record, to_bytes};
use crate::corrections::paid::Paid;
use crate::event::{Collection, EventFile, RunId, collection};
use crate::msg::{Lang, Msg, text};
use crate::rules::Uncollected;
use std::collections::BTreeMap;

/// What the kept rules say of a prize not collected: 保留 when they no
/// longer load (a file written by another version).
fn uncollected_of(rules: Option<&crate::rules::Rules>) -> Uncollected {
    rules
        .map(|r| r.ceremony.uncollected.clone())
        .unwrap_or_default()
}

/// Whether, at local time `now`, what a kept run (its rules file as kept)
/// has not paid out is forfeited: the one decision the record and the
/// page's totals both take.
pub fn forfeits(rules_toml: &str, now: chrono::NaiveDateTime) -> bool {
    let rules = crate::rules::load("rules.toml", rules_toml).ok();
    uncollected_of(rules.as_ref()).forfeits_at(now)
}

/// The local time on this computer's clock, which a forfeit time in the
/// rules file is written in.
pub fn local_now() -> chrono::NaiveDateTime {
    chrono::Local::now().naive_local()
}

/// The record of one run, and what it was made of.
pub struct Made {
    pub bytes: Vec<u8>,
    pub collection: Collection,
    pub event: String,
}

/// 领奖记录.xlsx of `run`. `now` is the local time the record is made at
/// (`2019-05-01 18:30`), which decides whether a forfeit time has passed.
pub fn from_event(
    file: &EventFile,
    run: RunId,
    now: chrono::NaiveDateTime,
    lang: Lang,
) -> Result<Made, Msg> {
    let kept = file.run(run)?;
    let marks = file.marks(run)?;
    let event = file
        .events()?
        .into_iter()
        .find(|e| e.id == kept.event)
        .map(|e| e.name)
        .unwrap_or_default();
    let paid = Paid::parse("results.json", kept.results_json.as_bytes())?;
    // The kept run was computed from these rules, so they load; a file
    // written by another version that no longer loads still gives its
    // record, with schedules named by id.
    let rules = crate::rules::load("rules.toml", &kept.rules_toml).ok();
    let mut names = BTreeMap::new();
    if let Some(rules) = &rules {
        for id in paid
            .awards
            .iter()
            .map(|a| &a.schedule)
            .chain(paid.subsidies.iter().map(|s| &s.schedule))
            .chain(paid.payments.iter().map(|s| &s.schedule))
            .chain(paid.chosen.iter().map(|s| &s.schedule))
            .chain(paid.teams.iter().map(|t| &t.schedule))
        {
            if let Some(name) = rules.name_of(id) {
                names.insert(id.clone(), name.to_string());
            }
        }
    }
    let uncollected = uncollected_of(rules.as_ref());
    let collection = collection(&paid, &marks, uncollected.forfeits_at(now));
    let record = Record {
        event: &event,
        run: &kept,
        collection: &collection,
        names,
        uncollected: match &uncollected {
            Uncollected::Kept => text::uncollected_kept(lang),
            Uncollected::ForfeitAfter(time) => text::uncollected_forfeit(time, lang),
        },
    };
    let bytes = to_bytes(&record, lang).map_err(|e| Msg::EventFailed {
        path: super::FILE_NAME.to_string(),
        detail: e.to_string(),
    })?;
    Ok(Made {
        bytes,
        collection,
        event,
    })
}
