//! The page at the ceremony table (SPEC §20): a run kept as an event in the
//! events file `serve` opened, a kept run opened again after a restart, and
//! the treasurer's marks (已领 by cash, transfer or proxy, or an undo) with
//! who has collected what. A mark is answered only once the events file has
//! committed it. With an access code (`Config::access_code`), every write
//! must carry it in `X-Xqprize-Code`; a wrong one waits a second, so six
//! digits cannot be tried through. Bank details a transfer records are
//! never sent back: the answers say 转账 and nothing of the account.

use super::{App, Ran, answer_of, errors, one_error};
use crate::event::{
    self, Action, EventFile, EventId, KeptRun, Mark, NewMark, NewRun, Payee, RunId,
};
use crate::msg::Msg;
use crate::pipeline::{RulesSource, Workbook};
use crate::report::record::{forfeits, local_now};
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

/// The header carrying the access code.
pub const CODE_HEADER: &str = "x-xqprize-code";

/// The page's ceremony script, compiled in.
const SCRIPT: &str = include_str!("page/ceremony.js");

pub async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        SCRIPT,
    )
        .into_response()
}

/// Does the request carry the access code, where one is needed? A wrong
/// code (not a missing one) waits a second while holding the app's lock.
async fn code_ok(app: &App, headers: &HeaderMap) -> bool {
    let Some(code) = &app.config.access_code else {
        return true;
    };
    let Some(given) = headers.get(CODE_HEADER) else {
        return false;
    };
    let given = given.to_str().unwrap_or_default().trim();
    let same = given.len() == code.len()
        && given
            .bytes()
            .zip(code.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0;
    if !same {
        let _one_at_a_time = app.wrong_code.lock().await;
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    same
}

fn no_events(app: &App) -> Response {
    one_error(StatusCode::NOT_FOUND, "event.none", app.texts.events_none)
}

fn refused_code(app: &App) -> Response {
    one_error(StatusCode::FORBIDDEN, "event.code", app.texts.code_wrong)
}

/// A refusal of the events file as an answer: what the person can fix
/// (422, 404, 409) or a failure of the file (500).
pub(super) fn refused(app: &App, msg: &Msg) -> Response {
    let status = match msg {
        Msg::EventRunUnknown { .. }
        | Msg::EventUnknown { .. }
        | Msg::EventPayeeUnknown { .. }
        | Msg::EventNoEarlierRun { .. } => StatusCode::NOT_FOUND,
        Msg::EventAlreadyCollected { .. } | Msg::EventUndoNotStanding { .. } => {
            StatusCode::CONFLICT
        }
        Msg::EventMarkBlank { .. } | Msg::EventMarkTime { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        _ => StatusCode::INTERNAL_SERVER_ERROR,
    };
    errors(
        status,
        vec![super::Problem::plain(
            msg.code(),
            msg.render_on_page(app.config.lang),
        )],
    )
}

/// Work on the events file off the async threads.
pub(super) async fn blocking<T: Send + 'static>(
    app: &App,
    work: impl FnOnce(&EventFile) -> Result<T, Msg> + Send + 'static,
) -> Result<T, Response> {
    let Some(events) = app.config.events.clone() else {
        return Err(no_events(app));
    };
    match tokio::task::spawn_blocking(move || work(&events)).await {
        Ok(Ok(done)) => Ok(done),
        Ok(Err(msg)) => Err(refused(app, &msg)),
        Err(_) => Err(super::crashed(app.texts)),
    }
}

/// `GET /api/events`: the events file's place, whether marking needs a
/// code and whether this request carries it, and every kept event.
pub async fn api_events(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    let code_needed = app.config.access_code.is_some();
    let code_ok = code_ok(&app, &headers).await;
    let path = app
        .config
        .events
        .as_ref()
        .map(|e| e.path().display().to_string());
    let events = match blocking(&app, |file| file.events()).await {
        Ok(events) => events,
        Err(_) if path.is_none() => Vec::new(),
        Err(refusal) => return refusal,
    };
    (
        [(header::CACHE_CONTROL, "no-store")],
        axum::Json(json!({
            "path": path,
            "code_needed": code_needed,
            "can_mark": path.is_some() && code_ok,
            "events": events,
        })),
    )
        .into_response()
}

#[derive(Deserialize)]
pub struct Keep {
    /// The page's run (in memory) to keep.
    run: String,
    /// The new event's name; blank: the rules' event name.
    #[serde(default)]
    name: String,
    /// Keep as a new run of this event (a corrected standings).
    #[serde(default)]
    event: Option<EventId>,
}

/// `POST /api/events` `{"run", "name"?, "event"?}` → `{"event", "run"}`.
pub async fn api_keep(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Result<axum::Json<Keep>, JsonRejection>,
) -> Response {
    if !code_ok(&app, &headers).await {
        return refused_code(&app);
    }
    let Ok(axum::Json(keep)) = body else {
        return one_error(StatusCode::BAD_REQUEST, "http.bad_form", app.texts.bad_form);
    };
    let Some(ran) = app.store.get(&keep.run) else {
        return one_error(StatusCode::NOT_FOUND, "run.expired", app.texts.expired);
    };
    let Some(results) = ran.file("results.json") else {
        return one_error(StatusCode::NOT_FOUND, "run.expired", app.texts.expired);
    };
    let name = match keep.name.trim() {
        "" => ran.report().loaded.rules.event.trim().to_string(),
        typed => typed.to_string(),
    };
    let new = NewRun {
        event: keep.event,
        event_name: name,
        rules_toml: ran.source.rules_toml.clone(),
        standings_name: ran.source.standings_name.clone(),
        standings: ran.source.standings.clone(),
        results_json: String::from_utf8_lossy(results).into_owned(),
    };
    match blocking(&app, move |file| file.keep(new)).await {
        Ok(kept) => axum::Json(json!({ "event": kept.event, "run": kept.run })).into_response(),
        Err(refusal) => refusal,
    }
}

/// `GET /api/events/RUN`: the kept run shown as after a run (computed
/// again from its kept rules and standings, so downloads and 为什么 work,
/// with the kept results.json), and who has collected what.
pub async fn api_event_run(State(app): State<Arc<App>>, Path(run): Path<i64>) -> Response {
    let run = RunId(run);
    let (kept, marks, events) = match blocking(&app, move |file| {
        Ok((file.run(run)?, file.marks(run)?, file.events()?))
    })
    .await
    {
        Ok(found) => found,
        Err(refusal) => return refusal,
    };
    let paid =
        match crate::corrections::paid::Paid::parse("results.json", kept.results_json.as_bytes()) {
            Ok(paid) => paid,
            Err(msg) => return refused(&app, &msg),
        };
    let forfeit = forfeits(&kept.rules_toml, local_now());
    let collection = public(&event::collection(&paid, &marks, forfeit));
    let event = events.iter().find(|e| e.id == kept.event);
    let (ran, printed) = match computed_again(&app, &kept, true).await {
        Ok(done) => done,
        Err(refusal) => return refusal,
    };
    let results = RawValue::from_string(kept.results_json.clone()).ok();
    let answer = answer_of(&app, ran, printed, results);
    (
        [(header::CACHE_CONTROL, "no-store")],
        axum::Json(json!({
            "event": { "id": kept.event, "name": event.map(|e| e.name.clone()), "runs": event.map(|e| e.runs.clone()) },
            "kept": { "run": kept.id, "kept_at": kept.kept_at, "standings_name": kept.standings_name },
            "answer": answer,
            "collection": collection,
        })),
    )
        .into_response()
}

/// A kept run computed again from its kept rules and standings (with the
/// stacking its results.json records), so downloads and 为什么 work; with
/// the printed lists when `printed`.
pub(super) async fn computed_again(
    app: &App,
    kept: &KeptRun,
    printed: bool,
) -> Result<(Ran, Option<crate::report::printed::Printed>), Response> {
    let stacking = serde_json::from_str::<Value>(&kept.results_json)
        .ok()
        .and_then(|v| match v["settings"]["stacking"].as_str() {
            Some("all") => Some(crate::rules::Stacking::All),
            Some("one") => Some(crate::rules::Stacking::One),
            _ => None,
        });
    let input = super::Input {
        workbook: Workbook::Bytes {
            name: kept.standings_name.clone(),
            bytes: kept.standings.clone(),
        },
        rules: RulesSource {
            name: "rules.toml".to_string(),
            text: kept.rules_toml.clone(),
        },
        overrides: crate::rules::Overrides { stacking },
        sheets: Vec::new(),
        lang: app.config.lang,
        threads: app.config.threads,
    };
    let Ok(permit) = Arc::clone(&app.running).acquire_owned().await else {
        return Err(super::crashed(app.texts));
    };
    let compute = app.config.compute;
    let lang = app.config.lang;
    let computed = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        compute(input).map(|ran: Ran| {
            let printed = printed.then(|| ran.printed(lang).ok()).flatten();
            (ran, printed)
        })
    })
    .await;
    match computed {
        Ok(Ok(done)) => Ok(done),
        Ok(Err(problems)) => Err(errors(StatusCode::UNPROCESSABLE_ENTITY, problems)),
        Err(_) => Err(super::crashed(app.texts)),
    }
}

/// `GET /api/events/RUN/collection` → `{"collection"}`: who has collected
/// what now, for a page that marks beside another device.
pub async fn api_collection(State(app): State<Arc<App>>, Path(run): Path<i64>) -> Response {
    let run = RunId(run);
    let found = blocking(&app, move |file| collected(file, run)).await;
    match found {
        Ok(collection) => (
            [(header::CACHE_CONTROL, "no-store")],
            axum::Json(json!({ "collection": public(&collection) })),
        )
            .into_response(),
        Err(refusal) => refusal,
    }
}

/// The state of every payee of a kept run after its marks.
fn collected(file: &EventFile, run: RunId) -> Result<event::Collection, Msg> {
    let kept = file.run(run)?;
    let marks = file.marks(run)?;
    let paid = crate::corrections::paid::Paid::parse("results.json", kept.results_json.as_bytes())?;
    let forfeit = forfeits(&kept.rules_toml, local_now());
    Ok(event::collection(&paid, &marks, forfeit))
}

/// A mark as the page sends it; the server gives its time.
#[derive(Deserialize)]
pub struct MarkForm {
    payee: Payee,
    action: Action,
    by: String,
    #[serde(default)]
    note: String,
}

/// `POST /api/events/RUN/marks` → `{"mark", "collection"}` once the mark
/// is committed; 403 without the access code where one is needed.
pub async fn api_mark(
    State(app): State<Arc<App>>,
    Path(run): Path<i64>,
    headers: HeaderMap,
    body: Result<axum::Json<MarkForm>, JsonRejection>,
) -> Response {
    if !code_ok(&app, &headers).await {
        return refused_code(&app);
    }
    let Ok(axum::Json(form)) = body else {
        return one_error(StatusCode::BAD_REQUEST, "http.bad_form", app.texts.bad_form);
    };
    let run = RunId(run);
    let mark = NewMark {
        payee: form.payee,
        action: form.action,
        by: form.by,
        note: form.note,
        at: now(),
    };
    let done = blocking(&app, move |file| {
        let mark = file.mark(run, mark)?;
        Ok((mark, collected(file, run)?))
    })
    .await;
    match done {
        Ok((mark, collection)) => axum::Json(json!({
            "mark": public_mark(&mark),
            "collection": public(&collection),
        }))
        .into_response(),
        Err(refusal) => refusal,
    }
}

/// A mark as the answers show it: a transfer without its bank and account.
fn public_mark(mark: &Mark) -> Value {
    let mut value = serde_json::to_value(mark).unwrap_or(Value::Null);
    strip_bank(value.pointer_mut("/action/how"));
    value
}

/// Who has collected what, as the answers show it: each amount in 大写
/// beside its figures, and no bank details.
fn public(collection: &event::Collection) -> Value {
    let mut value = serde_json::to_value(collection).unwrap_or(Value::Null);
    if let Some(payees) = value["payees"].as_array_mut() {
        for (payee, state) in payees.iter_mut().zip(&collection.payees) {
            strip_bank(payee.pointer_mut("/state/how"));
            payee["capitals"] = Value::from(crate::report::capitals::capitals(state.amount));
        }
    }
    value
}

fn strip_bank(how: Option<&mut Value>) {
    if let Some(how) = how.and_then(Value::as_object_mut) {
        how.remove("bank");
        how.remove("account");
    }
}

/// The clock's time in UTC, RFC 3339 to the second: when the mark was
/// confirmed.
fn now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    chrono::DateTime::from_timestamp(secs, 0)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}
