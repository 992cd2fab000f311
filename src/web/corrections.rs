//! 「与已发放的结果比较」 on the page: a run kept on the page (the corrected
//! standings) against the results of the run that was paid, uploaded as
//! its results.json or chosen among the runs kept on the page; the answer
//! is corrections.xlsx, byte for byte what `run --paid` writes, or (with a
//! `player`) that player's was/now/why as `explain --paid` prints it. A
//! paid file that does not match is answered with every problem, in the
//! page's language. Its script (`page/compare.js`) and words live here too,
//! apart from the rest of the page.

use super::run::Problem;
use super::{App, errors, one_error};
use crate::corrections::words;
use crate::explain::{Lookup, find_player};
use crate::msg::Lang;
use crate::pipeline::{PaidFile, corrections};
use axum::extract::State;
use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::sync::Arc;

/// The script of the block, served as /compare.js.
pub const SCRIPT: &str = include_str!("page/compare.js");

/// The block's words, handed to the page with the others.
#[derive(Serialize)]
pub struct Texts {
    pub title: &'static str,
    pub hint: &'static str,
    pub upload: &'static str,
    pub kept: &'static str,
    pub none_kept: &'static str,
    pub download: &'static str,
    pub why: &'static str,
    pub need_paid: &'static str,
}

pub fn texts(lang: Lang) -> Texts {
    match lang {
        Lang::Zh => Texts {
            title: "与已发放的结果比较",
            hint: "成绩更正后：选择发放时写出的 results.json（计算结果.json），或本页之前的一次运行，得到 corrections.xlsx（补发、退回、更正说明）。",
            upload: "已发放的结果文件",
            kept: "或本页之前的运行",
            none_kept: "（无）",
            download: "下载 corrections.xlsx",
            why: "为什么变了（填编号）",
            need_paid: "请先选择已发放的结果文件或之前的运行。",
        },
        Lang::En => Texts {
            title: "Compare with the results paid",
            hint: "After a correction: choose the results.json written when paying, or an earlier run on this page, to get corrections.xlsx (to pay, to return, what changed).",
            upload: "Results file paid",
            kept: "or an earlier run on this page",
            none_kept: "(none)",
            download: "Download corrections.xlsx",
            why: "Why it changed (player no.)",
            need_paid: "Choose the results file paid, or an earlier run, first.",
        },
    }
}

/// The form: `run` (the corrected run), `paid` (a results.json) or
/// `paid_run` (a kept run), and `player` for the why of one player.
#[derive(Default)]
struct Form {
    run: String,
    paid: Option<(String, Vec<u8>)>,
    paid_run: String,
    player: String,
    /// `list=1`: who changed, as lines to show on the page.
    list: bool,
}

async fn read_form(mut multipart: Multipart) -> Option<Form> {
    let mut form = Form::default();
    while let Ok(Some(field)) = multipart.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let file = field.file_name().unwrap_or_default().to_string();
        let bytes = field.bytes().await.ok()?.to_vec();
        let text = || String::from_utf8_lossy(&bytes).trim().to_string();
        match name.as_str() {
            "run" => form.run = text(),
            "paid_run" => form.paid_run = text(),
            "player" => form.player = text(),
            "list" => form.list = text() == "1",
            "paid" if !bytes.is_empty() => form.paid = Some((file, bytes)),
            _ => {}
        }
    }
    Some(form)
}

/// `POST /api/corrections`.
pub async fn api_corrections(
    State(app): State<Arc<App>>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Response {
    let texts = app.texts;
    let lang = app.config.lang;
    let Some(form) = (match multipart {
        Ok(m) => read_form(m).await,
        Err(_) => None,
    }) else {
        return one_error(StatusCode::BAD_REQUEST, "upload.bad_form", texts.bad_form);
    };
    let Some(ran) = app.store.get(&form.run) else {
        return one_error(StatusCode::NOT_FOUND, "run.expired", texts.expired);
    };
    let paid = match (form.paid, form.paid_run.is_empty()) {
        (Some((name, bytes)), _) => PaidFile {
            name: if name.is_empty() {
                "results.json".to_string()
            } else {
                name
            },
            bytes,
        },
        (None, false) => match app.store.get(&form.paid_run) {
            Some(earlier) => PaidFile {
                name: earlier.saved_as("results.json").unwrap_or_default(),
                bytes: earlier.file("results.json").unwrap_or_default().to_vec(),
            },
            None => return one_error(StatusCode::NOT_FOUND, "run.expired", texts.expired),
        },
        (None, true) => {
            let message = self::texts(lang).need_paid;
            return one_error(StatusCode::UNPROCESSABLE_ENTITY, "upload.no_paid", message);
        }
    };
    let answer = tokio::task::spawn_blocking(move || match form.list {
        true => changed(&ran, &paid, lang),
        false => answer(&ran, &paid, &form.player, lang),
    })
    .await;
    match answer {
        Ok(response) => response,
        Err(_) => super::crashed(texts),
    }
}

/// Who changed, for the page to list: the summary `run --paid` prints,
/// then one line per person whose money changed (「公开组 张三（编号17）：
/// 已发 5000.00（…）；现应得 3000.00（…）」) and one per team.
fn changed(ran: &super::Ran, paid: &PaidFile, lang: Lang) -> Response {
    let report = ran.report();
    let found = match corrections(report, paid) {
        Ok(found) => found,
        Err(e) => {
            let problems =
                e.0.iter()
                    .map(|m| Problem::plain(m.code(), m.render_on_page(lang)))
                    .collect();
            return errors(StatusCode::UNPROCESSABLE_ENTITY, problems);
        }
    };
    let rules = &report.loaded.rules;
    let people = found.lines.iter().map(|line| {
        let who = match lang {
            Lang::Zh => format!("{} {}（编号{}）：", line.group, line.name, line.no),
            Lang::En => format!("{} {} (no. {}): ", line.group, line.name, line.no),
        };
        who + &words::was_now(rules, line, lang)
    });
    let teams = found.teams.iter().map(|team| match lang {
        Lang::Zh => format!("{}：已发 {}；现应得 {}", team.team, team.paid, team.due),
        Lang::En => format!("{}: was {}; now {}", team.team, team.paid, team.due),
    });
    let summary = words::summary(&found, lang);
    axum::Json(serde_json::json!({
        "summary": summary,
        "changed": people.chain(teams).collect::<Vec<String>>(),
    }))
    .into_response()
}

/// corrections.xlsx, or one player's why; every problem of the paid file.
fn answer(ran: &super::Ran, paid: &PaidFile, player: &str, lang: Lang) -> Response {
    let report = ran.report();
    let found = match corrections(report, paid) {
        Ok(found) => found,
        Err(e) => {
            let problems =
                e.0.iter()
                    .map(|m| Problem::plain(m.code(), m.render_on_page(lang)))
                    .collect();
            return errors(StatusCode::UNPROCESSABLE_ENTITY, problems);
        }
    };
    if !player.is_empty() {
        return match find_player(&report.read.standings, player) {
            Lookup::Found(id) => {
                let text = words::section(&report.loaded.rules, &found, id, lang);
                axum::Json(serde_json::json!({ "player": player, "text": text.trim() }))
                    .into_response()
            }
            _ => {
                let texts = super::text::texts(lang);
                let message = texts.no_such_player.replace("{}", player);
                one_error(StatusCode::NOT_FOUND, "player.not_found", &message)
            }
        };
    }
    match crate::pipeline::corrections_workbook(report, &found, lang) {
        Ok(bytes) => {
            let saved_as = ran
                .saved_as("results.json")
                .map(|s| s.replace("计算结果.json", "成绩更正.xlsx"))
                .unwrap_or_else(|| "corrections.xlsx".to_string());
            (
                [
                    (
                        header::CONTENT_TYPE,
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                            .to_string(),
                    ),
                    (
                        header::CONTENT_DISPOSITION,
                        super::disposition("corrections.xlsx", &saved_as),
                    ),
                    (header::CACHE_CONTROL, "no-store".to_string()),
                ],
                bytes,
            )
                .into_response()
        }
        Err(e) => one_error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "output.failed",
            &format!("{e:#}"),
        ),
    }
}

/// `GET /compare.js`.
pub async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        SCRIPT,
    )
        .into_response()
}
