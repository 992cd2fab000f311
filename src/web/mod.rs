//! `xqprize serve`: the same pipeline as `xqprize run` behind a page in the
//! browser, for the treasurer who does not use a terminal.
//!
//! - `GET /` the page; its script and styles are compiled into the binary.
//! - `POST /api/run` (multipart: `standings` file; `rules` file or
//!   `template` name; `prizes_per_player` = all|one) → 200
//!   `{"run", "results", "summary", "files"}`, or 4xx `{"errors": [...]}`.
//! - `POST /api/run` answers with `printed` too: the award lists and the
//!   payout table the page prints, from the workbooks' own lists and rows.
//! - `GET /api/explain?run=ID&player=组别:编号` → `{"player", "paid",
//!   "items", "reasons", "text"}`: what the player receives (none: paid
//!   nothing), each item, the main reason (each schedule whose pool holds
//!   the player, from the engine's record), and `explain`'s text.
//! - `GET /api/templates/ID/rules.toml`, `…/standings.xlsx`: a built-in
//!   template and its blank standings, for rules that cannot run as they
//!   are (nothing to pay yet).
//! - `GET /api/players?run=ID&q=TEXT&page=N` → one page of the players
//!   found, paid or not (`players::Found`).
//! - `GET /api/runs/ID` → `{"kept": bool}`: is the run still in memory?
//! - `POST /api/corrections` (multipart: `run` ID; `paid` results.json or
//!   `paid_run` ID; optional `player`) → corrections.xlsx, or with `player`
//!   `{"player", "text"}` (`corrections`).
//! - `GET /api/files/ID/NAME` the four files and `all.zip`, saved under a
//!   name for a person (「2019冉氏杯 奖金发放表.xlsx」).
//! - The ceremony (SPEC §20, `ceremony`), on the events file `serve`
//!   opened (`Config::events`; 404 `event.none` without one):
//!   - `GET /api/events` → `{"path", "code_needed", "can_mark", "events"}`:
//!     where the file is, whether writes need the access code and whether
//!     this request carries it, every kept event with its runs.
//!   - `POST /api/events` (JSON `{"run": ID, "name"?, "event"?}`) keeps a
//!     page's run: a new event named `name` (blank: the rules' event name),
//!     or a new run of `event` (a corrected standings) → `{"event", "run"}`.
//!   - `GET /api/events/RUN` → `{"event", "kept", "answer", "collection"}`:
//!     the kept run as after a run (`answer`, computed again from the kept
//!     rules and standings so downloads and 为什么 work, with the kept
//!     results.json), and who has collected what (`event::collection`,
//!     each amount with its 大写).
//!   - `GET /api/events/RUN/collection` → `{"collection"}`: the same
//!     state alone, which the page asks for every few seconds while it
//!     marks, so marks from another device show.
//!   - `POST /api/events/RUN/marks` (JSON `{"payee", "action", "by",
//!     "note"?}`, the server gives the time) → `{"mark", "collection"}`
//!     once the mark is committed; 409 for 已领 twice or an undo of nothing.
//!   - `GET /api/events/RUN/record` → 领奖记录.xlsx as of now (the same
//!     workbook `xqprize record` writes, 放弃 once the rules' forfeit time
//!     has passed on this computer's clock), saved as 「2019冉氏杯
//!     领奖记录.xlsx」; no access code needed, it holds no bank details.
//!   - `GET /api/events/RUN/corrections` → corrections.xlsx of the kept run
//!     against the earlier run of its event as collected (a payee who
//!     never collected returns nothing and is owed his corrected amount in
//!     full), what `run --paid EVENTFILE` writes; 404
//!     `event.no_earlier_run` for an event's first run.
//!   - The totals and states of every answer say 放弃 for what was not
//!     collected once the kept rules' `[ceremony] uncollected = {
//!     forfeit_after = … }` has passed on this computer's clock.
//!   - With an access code (`serve --listen` beyond this computer), both
//!     POSTs need it in `X-Xqprize-Code`, else 403 `event.code` and nothing
//!     is written; a wrong code waits a second. No answer carries a
//!     transfer's bank or account.
//!
//! Limits: uploads up to 20 MiB (413 beyond); `max_running` runs computed at
//! once (a large upload alone) and `max_waiting` more queued (503 beyond); finished runs kept in
//! memory only, the last `keep`, `keep_bytes` in all, for `keep_for`;
//! nothing is written to disk. A panic while computing is answered 500 with
//! text and the server goes on. Every request must name the served address
//! in `Host`, and a POST must come from the page itself (`guard`).

mod ceremony;
mod ceremony_downloads;
mod corrections;
mod guard;
mod in_kind;
mod players;
mod run;
mod store;
mod template_words;
pub mod text;

pub use run::{FILES, Input, PLAYER_BYTES, Problem, Ran, ZIP, run as compute};
pub use text::Lang;

use crate::pipeline::{RulesSource, Workbook};
use crate::threads::Threads;
use axum::Router;
use axum::extract::multipart::{Multipart, MultipartError, MultipartRejection};
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};
use serde_json::json;
use serde_json::value::RawValue;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use store::Store;
use text::Texts;
use tokio::sync::Semaphore;

/// The largest upload accepted, standings and rules together.
pub const MAX_UPLOAD: usize = 20 * 1024 * 1024;
/// An upload from this size on (some 30 000 players) is computed alone:
/// a large event's run holds hundreds of MiB while it lasts, so two at once
/// would double the server's peak.
const ALONE_FROM: usize = 2 * 1024 * 1024;
/// Room for the form's own bytes around the files.
const FORM_SLACK: usize = 64 * 1024;

const PAGE: &str = include_str!("page/index.html");
const SCRIPT: &str = include_str!("page/app.js");
const STYLE: &str = include_str!("page/style.css");

/// How the server behaves; `Config::default()` is what `xqprize serve` uses.
#[derive(Clone)]
pub struct Config {
    /// The language of the page, its answers and the files it offers.
    pub lang: Lang,
    /// The thread policy of every run (`pipeline::Request::threads`).
    pub threads: Threads,
    /// Runs computed at once.
    pub max_running: usize,
    /// Runs waiting for a turn; more are answered 503.
    pub max_waiting: usize,
    /// Finished runs kept for downloads and 为什么, and for how long.
    pub keep: usize,
    /// The bytes the kept runs may hold in all.
    pub keep_bytes: usize,
    pub keep_for: Duration,
    /// The address served: requests naming another in `Host` are refused.
    /// `serve` sets it to the address it listens on.
    pub serves: SocketAddr,
    /// The computation (the pipeline; tests put a failing one here).
    pub compute: fn(Input) -> Result<Ran, Vec<Problem>>,
    /// The kept events (SPEC §20), opened by `serve`; none: the page
    /// offers no 保存为赛事 and no marking.
    pub events: Option<Arc<crate::event::EventFile>>,
    /// The access code a mark (and any write to the events) must carry in
    /// `X-Xqprize-Code`; `serve` sets one when it listens beyond this
    /// computer. None: the page's own POSTs, as `guard` admits them.
    pub access_code: Option<String>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            lang: Lang::Zh,
            threads: Threads::Cores,
            max_running: 2,
            max_waiting: 8,
            keep: 20,
            keep_bytes: 256 * 1024 * 1024,
            keep_for: Duration::from_secs(30 * 60),
            serves: SocketAddr::from(([127, 0, 0, 1], 8080)),
            compute: run::run,
            events: None,
            access_code: None,
        }
    }
}

struct App {
    config: Config,
    texts: &'static Texts,
    page: String,
    running: Arc<Semaphore>,
    admitted: Arc<Semaphore>,
    store: Store<Ran>,
    /// Held through the pause after a wrong access code, so codes are
    /// tried one a second at most.
    wrong_code: tokio::sync::Mutex<()>,
}

/// The page and the API.
pub fn router(config: Config) -> Router {
    let texts = text::texts(config.lang);
    let boot = json!({
        "texts": texts,
        "templates": run::builtin_offered(),
        "max_upload": MAX_UPLOAD,
        "compare": corrections::texts(config.lang),
    });
    // `</` cannot end the script element the data sits in.
    let boot = boot.to_string().replace("</", "<\\/");
    let page = PAGE
        .replace("{{LANG}}", text::tag(config.lang))
        .replace("{{TITLE}}", texts.title)
        .replace("{{BOOT}}", &boot);
    let app = Arc::new(App {
        texts,
        page,
        running: Arc::new(Semaphore::new(config.max_running.max(1))),
        admitted: Arc::new(Semaphore::new(
            config.max_running.max(1) + config.max_waiting,
        )),
        store: Store::new(config.keep, config.keep_bytes, config.keep_for),
        wrong_code: tokio::sync::Mutex::new(()),
        config,
    });
    let served = guard::Served(app.config.serves);
    Router::new()
        .route("/", get(index))
        .route("/app.js", get(script))
        .route("/style.css", get(style))
        .route(
            "/api/run",
            post(api_run).layer(DefaultBodyLimit::max(MAX_UPLOAD + FORM_SLACK)),
        )
        .route(
            "/api/corrections",
            post(corrections::api_corrections)
                .layer(DefaultBodyLimit::max(MAX_UPLOAD + FORM_SLACK)),
        )
        .route("/compare.js", get(corrections::script))
        .route("/api/explain", get(api_explain))
        .route("/api/players", get(api_players))
        .route("/api/runs/{run}", get(api_kept))
        .route("/api/files/{run}/{name}", get(api_file))
        .route("/api/templates/{id}/{file}", get(api_template))
        .route("/ceremony.js", get(ceremony::script))
        .route(
            "/api/events",
            get(ceremony::api_events).post(ceremony::api_keep),
        )
        .route("/api/events/{run}", get(ceremony::api_event_run))
        .route("/api/events/{run}/marks", post(ceremony::api_mark))
        .route(
            "/api/events/{run}/collection",
            get(ceremony::api_collection),
        )
        .route(
            "/api/events/{run}/record",
            get(ceremony_downloads::api_record),
        )
        .route(
            "/api/events/{run}/corrections",
            get(ceremony_downloads::api_corrections),
        )
        .fallback(not_found)
        .method_not_allowed_fallback(wrong_method)
        .layer(axum::middleware::from_fn(
            move |method: Method,
                  headers: HeaderMap,
                  request: axum::extract::Request,
                  next: axum::middleware::Next| async move {
                match served.admit(&method, &headers) {
                    Ok(()) => next.run(request).await,
                    Err(guard::Refused::Host) => one_error(
                        StatusCode::MISDIRECTED_REQUEST,
                        "http.host",
                        texts.wrong_host,
                    ),
                    Err(guard::Refused::Origin) => {
                        one_error(StatusCode::FORBIDDEN, "http.origin", texts.wrong_origin)
                    }
                }
            },
        ))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(
            move |_: Box<dyn std::any::Any + Send>| crashed(texts),
        ))
        .with_state(app)
}

/// Serve on `addr` until the process is stopped; print the address first.
pub fn serve(addr: SocketAddr, config: Config) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_io()
        // The pause after a wrong access code (`ceremony`).
        .enable_time()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| anyhow::anyhow!("cannot listen on {addr}: {e}"))?;
        let bound = listener.local_addr()?;
        let config = Config {
            serves: bound,
            ..config
        };
        let shown = if bound.ip().is_unspecified() {
            format!("http://127.0.0.1:{}/", bound.port())
        } else {
            format!("http://{bound}/")
        };
        println!("{shown}");
        if bound.ip().is_unspecified() {
            let others = other_computers(bound.port());
            let texts = text::texts(config.lang);
            match others.is_empty() {
                false => println!("{}{}", texts.listen_open, others.join("  ")),
                true => println!(
                    "{}",
                    texts.listen_none.replace("{}", &bound.port().to_string())
                ),
            }
        }
        if let Some(code) = &config.access_code {
            println!("{}", crate::msg::text::access_code(code, config.lang));
        }
        use std::io::Write;
        let _ = std::io::stdout().flush();
        axum::serve(listener, router(config)).await?;
        Ok(())
    })
}

/// The addresses another computer opens when the server listens on every
/// address: this machine's IPv4 addresses but loopback, read from its
/// network interfaces (no traffic is sent), in order.
fn other_computers(port: u16) -> Vec<String> {
    let mut ips: Vec<std::net::Ipv4Addr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|i| match i.ip() {
            std::net::IpAddr::V4(ip) if !ip.is_loopback() && !ip.is_unspecified() => Some(ip),
            _ => None,
        })
        .collect();
    ips.sort();
    ips.dedup();
    ips.iter()
        .map(|ip| format!("http://{ip}:{port}/"))
        .collect()
}

/// An answer with `{"errors": [...]}`.
fn errors(status: StatusCode, problems: Vec<Problem>) -> Response {
    (status, axum::Json(json!({ "errors": problems }))).into_response()
}

fn one_error(status: StatusCode, code: &'static str, message: &str) -> Response {
    errors(status, vec![Problem::plain(code, message)])
}

fn crashed(texts: &Texts) -> Response {
    one_error(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal.panic",
        texts.crashed,
    )
}

async fn index(State(app): State<Arc<App>>) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        app.page.clone(),
    )
        .into_response()
}

async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        SCRIPT,
    )
        .into_response()
}

async fn style() -> Response {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE).into_response()
}

async fn not_found(State(app): State<Arc<App>>) -> Response {
    one_error(StatusCode::NOT_FOUND, "http.not_found", app.texts.not_found)
}

async fn wrong_method(State(app): State<Arc<App>>) -> Response {
    one_error(
        StatusCode::METHOD_NOT_ALLOWED,
        "http.method",
        app.texts.wrong_method,
    )
}

/// The form as sent, before it is checked.
#[derive(Default)]
struct Form {
    standings: Option<(String, Vec<u8>)>,
    rules: Option<(String, Vec<u8>)>,
    template: Option<String>,
    stacking: Option<String>,
}

async fn read_form(mut multipart: Multipart) -> Result<Form, MultipartError> {
    let mut form = Form::default();
    while let Some(field) = multipart.next_field().await? {
        let name = field.name().unwrap_or_default().to_string();
        let file = field.file_name().unwrap_or_default().to_string();
        let bytes = field.bytes().await?.to_vec();
        match name.as_str() {
            "standings" => form.standings = Some((file, bytes)),
            // A file input left empty sends a part with no name and no bytes.
            "rules" if !(file.is_empty() && bytes.is_empty()) => form.rules = Some((file, bytes)),
            "template" => form.template = Some(String::from_utf8_lossy(&bytes).into_owned()),
            "prizes_per_player" => {
                form.stacking = Some(String::from_utf8_lossy(&bytes).trim().to_string())
            }
            _ => {}
        }
    }
    Ok(form)
}

/// Check the form and turn it into the pipeline's input.
/// A refusal: the status and the problem (boxed: a problem is large).
type Refusal = Box<(StatusCode, Problem)>;

fn input_of(form: Form, texts: &Texts, config: &Config) -> Result<Input, Refusal> {
    let lang = config.lang;
    let bad = |code, message: &str| -> Refusal {
        Box::new((
            StatusCode::UNPROCESSABLE_ENTITY,
            Problem::plain(code, message),
        ))
    };
    let Some((standings_name, standings)) = form.standings else {
        return Err(bad("upload.no_standings", texts.no_standings));
    };
    if standings.is_empty() {
        return Err(bad("upload.empty", texts.empty_standings));
    }
    if standings.len() > MAX_UPLOAD {
        return Err(Box::new((
            StatusCode::PAYLOAD_TOO_LARGE,
            Problem::plain("upload.too_large", texts.too_large),
        )));
    }
    let rules = match form.rules {
        Some((name, bytes)) => {
            let name = if name.is_empty() {
                "rules.toml".to_string()
            } else {
                name
            };
            let text = crate::rules::encoding::decode(&name, bytes)
                .map_err(|refused| bad(refused.code(), &refused.render(lang)))?;
            RulesSource { name, text }
        }
        None => {
            let wanted = form
                .template
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty())
                .unwrap_or_else(|| run::builtin_names()[0].to_string());
            run::builtin(&wanted, lang).ok_or_else(|| {
                bad(
                    "rules.unknown_template",
                    &texts.unknown_template.replace("{}", &wanted),
                )
            })?
        }
    };
    let stacking = match form.stacking.as_deref() {
        None | Some("") | Some("rules") => None,
        Some("all") => Some(crate::rules::Stacking::All),
        Some("one") => Some(crate::rules::Stacking::One),
        Some(_) => return Err(bad("upload.prizes_per_player", texts.bad_stacking)),
    };
    let name = match standings_name.is_empty() {
        true => "standings.xlsx".to_string(),
        false => standings_name,
    };
    Ok(Input {
        workbook: Workbook::Bytes {
            name,
            bytes: standings,
        },
        rules,
        overrides: crate::rules::Overrides { stacking },
        sheets: Vec::new(),
        lang,
        threads: config.threads,
    })
}

async fn api_run(
    State(app): State<Arc<App>>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Response {
    let texts = app.texts;
    let Ok(_admitted) = Arc::clone(&app.admitted).try_acquire_owned() else {
        return one_error(StatusCode::SERVICE_UNAVAILABLE, "server.busy", texts.busy);
    };
    let form = match multipart {
        Ok(multipart) => read_form(multipart).await,
        Err(_) => return one_error(StatusCode::BAD_REQUEST, "upload.bad_form", texts.bad_form),
    };
    let form = match form {
        Ok(form) => form,
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return one_error(
                StatusCode::PAYLOAD_TOO_LARGE,
                "upload.too_large",
                texts.too_large,
            );
        }
        Err(_) => return one_error(StatusCode::BAD_REQUEST, "upload.bad_form", texts.bad_form),
    };
    // The upload is read; the bytes of the form go with `form`.
    let input = match input_of(form, texts, &app.config) {
        Ok(input) => input,
        Err(refusal) => {
            let (status, problem) = *refusal;
            return errors(status, vec![problem]);
        }
    };
    let large =
        matches!(&input.workbook, Workbook::Bytes { bytes, .. } if bytes.len() >= ALONE_FROM);
    let permits = if large {
        app.config.max_running.max(1)
    } else {
        1
    };
    let permits = u32::try_from(permits).unwrap_or(1);
    let Ok(permit) = Arc::clone(&app.running).acquire_many_owned(permits).await else {
        return crashed(texts);
    };
    let compute = app.config.compute;
    let lang = app.config.lang;
    let outcome = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        // The printed lists and table, from the run's own lists and rows;
        // a failure there leaves the page without a print view only.
        compute(input).map(|ran| {
            let printed = ran.printed(lang).ok();
            (ran, printed)
        })
    })
    .await;
    let (ran, printed) = match outcome {
        Ok(Ok(ran)) => ran,
        Ok(Err(problems)) => return errors(StatusCode::UNPROCESSABLE_ENTITY, problems),
        Err(_) => return crashed(texts),
    };
    axum::Json(answer_of(&app, ran, printed, None)).into_response()
}

/// The answer to a finished run, the run kept in memory for its downloads
/// and 为什么: results.json as computed, or `results` when given (a kept
/// event's own results.json, which its marks are against).
fn answer_of(
    app: &App,
    ran: Ran,
    printed: Option<crate::report::printed::Printed>,
    results: Option<Box<RawValue>>,
) -> RunAnswer {
    let results = results.or_else(|| {
        ran.file("results.json")
            .and_then(|b| std::str::from_utf8(b).ok())
            .and_then(|s| RawValue::from_string(s.to_string()).ok())
    });
    let summary = ran.summary.clone();
    let names: Vec<String> = FILES
        .iter()
        .chain([&ZIP])
        .map(|f| ran.saved_as(f).unwrap_or_else(|| f.to_string()))
        .collect();
    let first = ran.find("", 0);
    let ran_offers_qualifiers = ran.offers("qualifiers.xlsx");
    let weight = ran.weight();
    let Some(run) = app.store.insert(ran, weight) else {
        // Too large to keep: the figures, no downloads, no 为什么.
        return RunAnswer {
            results,
            summary,
            files: None,
            names,
            first,
            printed,
            run: None,
        };
    };
    let url = |name: &str| format!("/api/files/{run}/{name}");
    let files = Files {
        payouts: url("payouts.xlsx"),
        awards: url("awards.xlsx"),
        qualifiers: ran_offers_qualifiers.then(|| url("qualifiers.xlsx")),
        results: url("results.json"),
        zip: url(ZIP),
    };
    RunAnswer {
        results,
        summary,
        files: Some(files),
        names,
        first,
        printed,
        run: Some(run),
    }
}

/// The answer to a run: results.json as `xqprize run` writes it (not
/// re-serialized), the page's figures, and where to download the files.
#[derive(Serialize)]
struct RunAnswer {
    /// `None` when the run was too large to keep.
    run: Option<String>,
    results: Option<Box<RawValue>>,
    summary: serde_json::Value,
    files: Option<Files>,
    /// The names the downloads are saved as, in `FILES` order, the zip last.
    names: Vec<String>,
    /// The first page of the payout table.
    first: players::Found,
    /// The award lists and the payout table as printed
    /// (`report::printed`).
    printed: Option<crate::report::printed::Printed>,
}

#[derive(Serialize)]
struct Files {
    #[serde(rename = "payouts.xlsx")]
    payouts: String,
    #[serde(rename = "awards.xlsx")]
    awards: String,
    /// None when the rules have no qualifier lists: not offered.
    #[serde(rename = "qualifiers.xlsx", skip_serializing_if = "Option::is_none")]
    qualifiers: Option<String>,
    #[serde(rename = "results.json")]
    results: String,
    #[serde(rename = "all.zip")]
    zip: String,
}

/// A query about a kept run, and the run; or the answer saying the query
/// cannot be read or the run was let go.
fn asked<Q>(
    app: &App,
    query: Result<Query<Q>, axum::extract::rejection::QueryRejection>,
    run: fn(&Q) -> &String,
) -> Result<(Q, Arc<Ran>), Box<Response>> {
    let texts = app.texts;
    let Ok(Query(query)) = query else {
        return Err(Box::new(one_error(
            StatusCode::BAD_REQUEST,
            "http.bad_query",
            texts.bad_form,
        )));
    };
    let Some(ran) = app.store.get(run(&query)) else {
        return Err(Box::new(one_error(
            StatusCode::NOT_FOUND,
            "run.expired",
            texts.expired,
        )));
    };
    Ok((query, ran))
}

#[derive(Deserialize)]
struct ExplainQuery {
    run: String,
    player: String,
}

async fn api_explain(
    State(app): State<Arc<App>>,
    query: Result<Query<ExplainQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let texts = app.texts;
    let (query, ran) = match asked(&app, query, |q: &ExplainQuery| &q.run) {
        Ok(asked) => asked,
        Err(refused) => return *refused,
    };
    let player = query.player.clone();
    let lang = app.config.lang;
    let answer = tokio::task::spawn_blocking(move || run::why(&ran, &player, lang)).await;
    match answer {
        Ok(Ok(why)) => axum::Json(json!({
            "player": query.player,
            "text": why.text,
            "paid": why.paid,
            "items": why.items,
            "reasons": why.reasons,
            "prizes": why.prizes,
        }))
        .into_response(),
        Ok(Err(problem)) => errors(StatusCode::NOT_FOUND, vec![problem]),
        Err(_) => crashed(texts),
    }
}

#[derive(Deserialize)]
struct PlayersQuery {
    run: String,
    #[serde(default)]
    q: String,
    #[serde(default)]
    page: usize,
}

async fn api_players(
    State(app): State<Arc<App>>,
    query: Result<Query<PlayersQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let texts = app.texts;
    let (query, ran) = match asked(&app, query, |q: &PlayersQuery| &q.run) {
        Ok(asked) => asked,
        Err(refused) => return *refused,
    };
    let found = tokio::task::spawn_blocking(move || ran.find(&query.q, query.page)).await;
    match found {
        Ok(found) => axum::Json(found).into_response(),
        Err(_) => crashed(texts),
    }
}

/// Is the run still kept? The page asks before it offers the downloads.
async fn api_kept(State(app): State<Arc<App>>, Path(id): Path<String>) -> Response {
    let kept = app.store.get(&id).is_some();
    (
        [(header::CACHE_CONTROL, "no-store")],
        axum::Json(json!({ "kept": kept })),
    )
        .into_response()
}

async fn api_file(
    State(app): State<Arc<App>>,
    Path((id, name)): Path<(String, String)>,
) -> Response {
    let Some(ran) = app.store.get(&id) else {
        return one_error(StatusCode::NOT_FOUND, "run.expired", app.texts.expired);
    };
    let Some(bytes) = ran.file(&name) else {
        return one_error(StatusCode::NOT_FOUND, "http.not_found", app.texts.not_found);
    };
    let kind = match name.rsplit('.').next() {
        Some("xlsx") => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        Some("json") => "application/json",
        _ => "application/zip",
    };
    let saved_as = ran.saved_as(&name).unwrap_or_else(|| name.clone());
    (
        [
            (header::CONTENT_TYPE, kind.to_string()),
            (header::CONTENT_DISPOSITION, disposition(&name, &saved_as)),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
        bytes.to_vec(),
    )
        .into_response()
}

/// A built-in template's rules or blank standings (`run::template_file`).
async fn api_template(
    State(app): State<Arc<App>>,
    Path((id, file)): Path<(String, String)>,
) -> Response {
    let Some((saved_as, bytes)) = run::template_file(&id, &file) else {
        return one_error(StatusCode::NOT_FOUND, "http.not_found", app.texts.not_found);
    };
    let kind = if file.ends_with(".toml") {
        "text/plain; charset=utf-8"
    } else {
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    };
    (
        [
            (header::CONTENT_TYPE, kind.to_string()),
            (header::CONTENT_DISPOSITION, disposition(&file, &saved_as)),
        ],
        bytes,
    )
        .into_response()
}

/// `attachment` saved as `saved_as` (UTF-8, RFC 6266), with the plain
/// `name` for a client that reads only `filename`.
fn disposition(name: &str, saved_as: &str) -> String {
    let encoded: String = saved_as
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' | b'-' | b'_' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect();
    format!("attachment; filename=\"{name}\"; filename*=UTF-8''{encoded}")
}
