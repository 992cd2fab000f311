//! One run of the pipeline for the web page, in memory: an upload in, the
//! four files `xqprize run` writes (byte for byte) plus a zip of them out, or
//! every problem found. Also answers 为什么 for one player of a kept run.

use super::text::Texts;
use crate::cmd::run::{Budget, all_warnings, output_files, schedule_name, signed, summary};
use crate::cmd::{LoadedRules, load_rules_text};
use crate::engine::{self, Outcome};
use crate::explain::{Lookup, explain, find_player};
use crate::rules::Stacking;
use crate::rules::columns::{assumed_columns, missing_columns};
use crate::standings::read::read_standings_from;
use crate::standings::{Source, Standings, Warning};
use serde::Serialize;
use serde_json::{Value, json};
use std::io::{Cursor, Write};
use std::path::Path;
use std::sync::Arc;

/// What the page sends: the standings workbook, the rules, the setting.
pub struct Input {
    /// The upload's file name (its extension picks the reader tried first).
    pub standings_name: String,
    pub standings: Arc<[u8]>,
    /// The rules' name (as the outputs record it) and text.
    pub rules_name: String,
    pub rules_text: String,
    /// `prizes_per_player`; `None` keeps the rules file's setting.
    pub stacking: Option<Stacking>,
}

/// The names of the files a run offers, in the order `xqprize run` writes
/// them, and the zip of all four.
pub const FILES: [&str; 4] = [
    "payouts.xlsx",
    "awards.xlsx",
    "qualifiers.xlsx",
    "results.json",
];
pub const ZIP: &str = "all.zip";

/// A finished run, kept for its downloads and for 为什么.
pub struct Ran {
    /// The bytes of each of `FILES`, then of `ZIP`.
    pub files: Vec<(&'static str, Vec<u8>)>,
    /// The figures the page shows (results.json is in `files`).
    pub summary: Value,
    /// What 为什么 needs.
    loaded: LoadedRules,
    standings: Standings,
    outcome: Outcome,
}

impl Ran {
    /// The bytes of one download by its name.
    pub fn file(&self, name: &str) -> Option<&[u8]> {
        self.files
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, b)| b.as_slice())
    }
}

/// One problem that stops a run, in the shape results.json gives warnings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub code: &'static str,
    pub sheet: Option<String>,
    /// A1 reference, e.g. "F17".
    pub cell: Option<String>,
    pub row: Option<u32>,
    pub column: Option<String>,
    pub message: String,
}

impl Problem {
    pub fn plain(code: &'static str, message: impl Into<String>) -> Problem {
        Problem {
            code,
            sheet: None,
            cell: None,
            row: None,
            column: None,
            message: message.into(),
        }
    }
}

/// Run the pipeline on an upload, as `xqprize run` does, writing nothing.
pub fn run(input: &Input) -> Result<Ran, Vec<Problem>> {
    let loaded = load_rules_text(input.rules_name.clone(), &input.rules_text).map_err(|e| {
        e.problems
            .into_iter()
            .map(|m| Problem::plain("rules.invalid", m))
            .collect::<Vec<_>>()
    })?;
    let rules = &loaded.rules;
    let source = Source::Bytes {
        name: Path::new(&input.standings_name),
        bytes: &input.standings,
    };
    let read = read_standings_from(source, &rules.groups).map_err(|e| {
        e.problems
            .into_iter()
            .map(|p| Problem {
                code: "standings.invalid",
                row: p.cell.as_deref().and_then(row_of),
                sheet: p.sheet,
                cell: p.cell,
                column: p.column,
                message: p.message,
            })
            .collect::<Vec<_>>()
    })?;
    let lacking = missing_columns(rules, &loaded.lines, &read.standings);
    if !lacking.is_empty() {
        return Err(lacking
            .into_iter()
            .map(|m| Problem::plain("rules.missing_column", m))
            .collect());
    }
    let stacking = input.stacking.unwrap_or(rules.settings.stacking);
    let outcome = engine::compute(rules, &read.standings, stacking)
        .map_err(|e| vec![Problem::plain("engine.unresolved_tie", e.to_string())])?;
    let warnings = all_warnings(rules, &read.warnings, &outcome.warnings);
    let assumed = assumed_columns(rules, &loaded.lines, &read.standings);
    let written = output_files(&loaded, &read.standings, &outcome, &warnings, Path::new(""))
        .map_err(|e| vec![Problem::plain("output.failed", format!("{e:#}"))])?;
    let mut files: Vec<(&'static str, Vec<u8>)> = FILES
        .into_iter()
        .zip(written.into_iter().map(|f| f.bytes))
        .collect();
    let zip = zip_of(&files).map_err(|e| vec![Problem::plain("output.failed", e.to_string())])?;
    files.push((ZIP, zip));
    let summary = figures(&loaded, &read.standings, &outcome, &warnings, &assumed);
    Ok(Ran {
        files,
        summary,
        loaded,
        standings: read.standings,
        outcome,
    })
}

/// The figures of the page: players per sheet, each schedule's planned,
/// awarded, vacant and remainder, the budget check, the terminal summary.
fn figures(
    loaded: &LoadedRules,
    standings: &Standings,
    outcome: &Outcome,
    warnings: &[Warning],
    assumed: &[String],
) -> Value {
    let rules = &loaded.rules;
    let schedules: Vec<Value> = outcome
        .budget
        .iter()
        .map(|line| {
            json!({
                "id": line.schedule,
                "name": schedule_name(rules, &line.schedule),
                "planned": line.planned.to_string(),
                "awarded": line.awarded.to_string(),
                "vacant": line.vacant.to_string(),
                "remainder": line.remainder.to_string(),
            })
        })
        .collect();
    let sum = |f: fn(&engine::BudgetLine) -> crate::money::Money| -> String {
        outcome
            .budget
            .iter()
            .map(f)
            .sum::<crate::money::Money>()
            .to_string()
    };
    let budget = Budget::of(rules, outcome);
    json!({
        "event": rules.event,
        "rules": loaded.name,
        "stacking": outcome.stacking,
        "sheets": standings.groups.iter().map(|g| json!({"sheet": g.sheet, "players": g.players.len()})).collect::<Vec<_>>(),
        "schedules": schedules,
        "total": {
            "planned": sum(|l| l.planned),
            "awarded": sum(|l| l.awarded),
            "vacant": sum(|l| l.vacant),
            "remainder": sum(|l| l.remainder),
        },
        "people": outcome.payouts.len(),
        "budget": {
            "published": budget.published.to_string(),
            "amended": budget.amended.to_string(),
            "subsidies": budget.subsidies.to_string(),
            "students": budget.students,
            "amended_total": (budget.amended + budget.subsidies).to_string(),
            "difference": signed(budget.amended + budget.subsidies, budget.published),
        },
        "assumed": assumed,
        "warnings": warnings.len(),
        "text": summary(rules, standings, outcome, warnings),
    })
}

/// The row number of an A1 reference ("F17" → 17).
fn row_of(cell: &str) -> Option<u32> {
    cell.trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok()
}

/// A zip of the four files, deflated, every entry dated 1980-01-01 so the
/// same run gives the same bytes.
fn zip_of(files: &[(&'static str, Vec<u8>)]) -> zip::result::ZipResult<Vec<u8>> {
    use zip::write::SimpleFileOptions;
    let options = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default())
        .unix_permissions(0o644);
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in files {
        zip.start_file(*name, options)?;
        zip.write_all(bytes)?;
    }
    Ok(zip.finish()?.into_inner())
}

/// 为什么 for one player of a kept run, as `xqprize explain` prints it.
pub fn why(ran: &Ran, player: &str, texts: &Texts) -> Result<String, Problem> {
    match find_player(&ran.standings, player) {
        Lookup::Found(id) => Ok(crate::cmd::explain::render(
            &ran.loaded.rules,
            &ran.loaded.lines,
            &ran.standings,
            &explain(&ran.loaded.rules, &ran.standings, &ran.outcome, id),
        )),
        Lookup::NotFound => Err(Problem::plain(
            "player.not_found",
            texts.no_such_player.replace("{}", player),
        )),
        Lookup::Ambiguous(ids) => {
            let names: Vec<String> = ids
                .iter()
                .map(|id| {
                    format!(
                        "{}:{}",
                        id.group_name(&ran.standings),
                        id.player(&ran.standings).no
                    )
                })
                .collect();
            Err(Problem::plain(
                "player.ambiguous",
                texts.ambiguous_player.replace("{}", player) + &names.join("、"),
            ))
        }
    }
}

/// The rules of a built-in template, named as `xqprize run` names them.
pub fn builtin(name: &str) -> Option<(String, String)> {
    use crate::cmd::init::Template;
    use clap::ValueEnum;
    let template = Template::value_variants()
        .iter()
        .find(|t| t.to_possible_value().is_some_and(|v| v.get_name() == name))?;
    let file = format!("{name}.toml");
    Some((format!("{file} (built in)"), template.text().to_string()))
}

/// The built-in templates' names, the default first.
pub fn builtin_names() -> Vec<String> {
    use crate::cmd::init::Template;
    use clap::ValueEnum;
    Template::value_variants()
        .iter()
        .filter_map(|t| t.to_possible_value().map(|v| v.get_name().to_string()))
        .collect()
}
