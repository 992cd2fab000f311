//! What the ceremony view hands over as files (SPEC §20): the final record
//! 领奖记录.xlsx of a kept run (`report::record::from_event`, the same
//! workbook `xqprize record` writes), and corrections.xlsx of a corrected
//! run against the earlier run of its event as it was collected
//! (`pipeline::corrections_collected_in`, what `run --paid EVENTFILE`
//! compares): a payee who never collected returns nothing and is owed his
//! corrected amount in full. Both are reads, so neither needs the access
//! code; neither holds a transfer's bank or account.

use super::ceremony::{blocking, computed_again, refused};
use super::{App, errors};
use crate::event::{EventFile, KeptRun, RunId};
use crate::msg::{Lang, Msg};
use crate::report::record::{FILE_NAME, from_event, local_now};
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// The record's name for a client that reads only the plain `filename`,
/// which must be ASCII; the others are given 「… 领奖记录.xlsx」.
const PLAIN_NAME: &str = "record.xlsx";

const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// A workbook saved as `saved_as`, its plain name `name`.
fn workbook(name: &str, saved_as: &str, bytes: Vec<u8>) -> Response {
    (
        [
            (header::CONTENT_TYPE, XLSX.to_string()),
            (
                header::CONTENT_DISPOSITION,
                super::disposition(name, saved_as),
            ),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
        bytes,
    )
        .into_response()
}

/// `GET /api/events/RUN/record` → 领奖记录.xlsx as of now (what the rules
/// say of an uncollected prize decided by this computer's clock), saved as
/// 「2019冉氏杯 领奖记录.xlsx」.
pub async fn api_record(State(app): State<Arc<App>>, Path(run): Path<i64>) -> Response {
    let run = RunId(run);
    let lang = app.config.lang;
    let made = blocking(&app, move |file| {
        let made = from_event(file, run, local_now(), lang)?;
        let kept = file.run(run)?;
        Ok((made, record_saved_as(&kept)))
    })
    .await;
    match made {
        Ok((made, saved_as)) => workbook(PLAIN_NAME, &saved_as, made.bytes),
        Err(refusal) => refusal,
    }
}

/// The record's name for a person: the event's short name as the other
/// downloads give it, from the kept rules (the plain name when they no
/// longer load).
fn record_saved_as(kept: &KeptRun) -> String {
    match crate::rules::load("rules.toml", &kept.rules_toml) {
        Ok(rules) => super::run::saved_as_named(&rules, "领奖记录.xlsx"),
        Err(_) => FILE_NAME.to_string(),
    }
}

/// The kept run before `run` in its event that a correction of it is
/// compared with: the newest earlier one marked at the ceremony, else the
/// newest earlier one (`EventFile::paid_run`).
fn earlier_run(file: &EventFile, run: RunId) -> Result<(KeptRun, RunId), Msg> {
    let kept = file.run(run)?;
    let events = file.events()?;
    let event = events.iter().find(|e| e.id == kept.event);
    let earlier = file
        .paid_run(kept.event, Some(run))?
        .ok_or_else(|| Msg::EventNoEarlierRun {
            event: event.map(|e| e.name.clone()).unwrap_or_default(),
            run: run.to_string(),
        })?;
    Ok((kept, earlier))
}

/// `GET /api/events/RUN/corrections` → corrections.xlsx of the kept run
/// `RUN` against the earlier run of its event as collected (补发 and 退回
/// by what each payee was handed), saved as 「2019冉氏杯 成绩更正.xlsx」;
/// 404 `event.no_earlier_run` for the first run of an event.
pub async fn api_corrections(State(app): State<Arc<App>>, Path(run): Path<i64>) -> Response {
    let run = RunId(run);
    let (kept, earlier) = match blocking(&app, move |file| earlier_run(file, run)).await {
        Ok(found) => found,
        Err(refusal) => return refusal,
    };
    let (ran, _) = match computed_again(&app, &kept, false).await {
        Ok(done) => done,
        Err(refusal) => return refusal,
    };
    let Some(events) = app.config.events.clone() else {
        return refused(&app, &Msg::EventNoPath);
    };
    let lang: Lang = app.config.lang;
    let made = tokio::task::spawn_blocking(move || {
        let report = ran.report();
        let name = events.path().display().to_string();
        let found = crate::pipeline::corrections_collected_in(report, &events, earlier, &name)
            .map_err(|e| e.0)?;
        let bytes = crate::pipeline::corrections_workbook(report, &found, lang).map_err(|e| {
            vec![Msg::EventFailed {
                path: "corrections.xlsx".to_string(),
                detail: format!("{e:#}"),
            }]
        })?;
        let saved_as = ran
            .saved_as("results.json")
            .map(|s| s.replace("计算结果.json", "成绩更正.xlsx"))
            .unwrap_or_else(|| "corrections.xlsx".to_string());
        Ok::<_, Vec<Msg>>((bytes, saved_as))
    })
    .await;
    match made {
        Ok(Ok((bytes, saved_as))) => workbook("corrections.xlsx", &saved_as, bytes),
        Ok(Err(problems)) => errors(
            StatusCode::UNPROCESSABLE_ENTITY,
            problems
                .iter()
                .map(|m| super::Problem::plain(m.code(), m.render_on_page(lang)))
                .collect(),
        ),
        Err(_) => super::crashed(app.texts),
    }
}
