//! One run for the web page: `pipeline::run_in_memory` on an upload, the
//! problems that stop it in the shape of the JSON API, the zip of the four
//! files, the figures the page shows, and 为什么 for one player of a kept run.

use super::text::Lang;
use crate::engine::BudgetLine;
use crate::explain::{Lookup, explain, find_player};
use crate::money::Money;
use crate::msg::Msg;
use crate::msg::explain::{audit_lines, explanation};
use crate::pipeline::{InMemoryRun, OUTPUT_NAMES, RulesSource, RunError, Stop, run_in_memory};
use crate::rules::{
    BLANK_RULES, DEFAULT_RULES, DEFAULT_RULES_NAME, HANGU_2013_RULES, HENGFANG_2024_RULES,
    Overrides, Stacking,
};
use crate::standings::Warning;
use crate::standings::kinds::listed;
use crate::standings::problem::Problem as InputProblem;
use serde::Serialize;
use serde_json::{Value, json};
use std::io::{Cursor, Write};

/// What the page sends: the standings workbook, the rules, the setting.
pub struct Input {
    /// The upload's file name (its extension picks the reader tried first).
    pub standings_name: String,
    pub standings: Vec<u8>,
    /// The rules' name (as the outputs record it) and text.
    pub rules: RulesSource,
    /// `prizes_per_player`; `None` keeps the rules file's setting.
    pub stacking: Option<Stacking>,
}

/// The names of the files a run offers, in the order `xqprize run` writes
/// them, and the zip of all four.
pub const FILES: [&str; 4] = OUTPUT_NAMES;
pub const ZIP: &str = "all.zip";

/// The rules shipped in the binary, by the name `xqprize init --template`
/// gives them; the first is the default.
const TEMPLATES: [(&str, &str); 4] = [
    ("shizhu-2019", DEFAULT_RULES),
    ("hengfang-2024", HENGFANG_2024_RULES),
    ("hangu-2013", HANGU_2013_RULES),
    ("blank", BLANK_RULES),
];

/// A finished run, kept for its downloads and for 为什么.
pub struct Ran {
    run: InMemoryRun,
    zip: Vec<u8>,
    /// The figures the page shows (results.json is among the files).
    pub summary: Value,
}

impl Ran {
    /// The bytes of one download by its name.
    pub fn file(&self, name: &str) -> Option<&[u8]> {
        if name == ZIP {
            return Some(&self.zip);
        }
        self.run
            .files
            .iter()
            .find(|f| f.name == name)
            .map(|f| f.bytes.as_slice())
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
pub fn run(input: Input) -> Result<Ran, Vec<Problem>> {
    let overrides = Overrides {
        stacking: input.stacking,
    };
    let run = run_in_memory(
        &input.standings_name,
        input.standings,
        Some(input.rules),
        &overrides,
    )
    .map_err(|e| problems(e, Lang::current()))?;
    let zip = zip_of(&run).map_err(|e| vec![Problem::plain("output.failed", e.to_string())])?;
    let summary = figures(&run);
    Ok(Ran { run, zip, summary })
}

/// Every problem of a run that stopped, each with its catalogue code and
/// its message in `lang`, as `xqprize run` prints them.
fn problems(error: RunError, lang: Lang) -> Vec<Problem> {
    let coded = |message: &Msg| Problem::plain(message.code(), message.render(lang));
    match error {
        RunError::Rules(e) => e
            .problems
            .iter()
            .map(|p| Problem {
                code: p.message.code(),
                ..Problem::plain("", p.render(lang))
            })
            .collect(),
        RunError::Input(e) => e.problems.iter().map(|p| input_problem(p, lang)).collect(),
        RunError::Stop(Stop::MissingColumns(lacking)) => lacking
            .iter()
            .map(|p| Problem {
                code: p.message.code(),
                ..Problem::plain("", p.render(lang))
            })
            .collect(),
        RunError::Stop(Stop::Engine(e)) => vec![coded(&e.message())],
        RunError::Stop(e @ Stop::NothingToPay(_)) => {
            vec![Problem::plain("rules.nothing_to_pay", e.to_string())]
        }
        RunError::Stop(e @ Stop::Empty(_)) => {
            vec![Problem::plain("standings.empty", e.render(lang))]
        }
        RunError::Stop(Stop::Audit(computed)) => computed
            .audit
            .warnings()
            .iter()
            .map(|w| Problem {
                sheet: Some(w.sheet.clone()),
                row: w.row,
                column: w.column.clone(),
                ..coded(&w.message)
            })
            .collect(),
        RunError::Output(e) => vec![Problem::plain("output.failed", format!("{e:#}"))],
    }
}

/// A problem of the standings: where it is, and what it is. The same
/// problem down many rows of one column keeps its row ranges in the text.
fn input_problem(p: &InputProblem, lang: Lang) -> Problem {
    if p.rows.len() > 1 {
        return Problem::plain(p.message.code(), p.render(lang));
    }
    Problem {
        sheet: p.sheet.clone(),
        row: p.cell.as_deref().and_then(row_of),
        cell: p.cell.clone(),
        column: p.column.clone(),
        ..Problem::plain(p.message.code(), p.message.render(lang))
    }
}

/// The figures of the page: players per sheet, each schedule's planned,
/// awarded, vacant and remainder, the budget check, the terminal summary.
fn figures(run: &InMemoryRun) -> Value {
    let rules = &run.loaded.rules;
    let outcome = &run.computed.outcome;
    let schedules: Vec<Value> = outcome
        .budget
        .iter()
        .map(|line| {
            json!({
                "id": line.schedule,
                "name": rules.name_of(&line.schedule).unwrap_or(""),
                "planned": line.planned.to_string(),
                "awarded": line.awarded.to_string(),
                "vacant": line.vacant.to_string(),
                "remainder": line.remainder.to_string(),
            })
        })
        .collect();
    let sum = |f: fn(&BudgetLine) -> Money| outcome.budget.iter().map(f).sum::<Money>().to_string();
    let published = rules
        .budget
        .as_ref()
        .map(|b| b.stated)
        .unwrap_or_else(|| rules.base_planned());
    let amended = rules.amended_planned();
    let subsidies: Money = outcome.grants.iter().map(|g| g.amount).sum();
    let difference = if amended + subsidies >= published {
        format!("+{}", amended + subsidies - published)
    } else {
        format!("-{}", published - amended - subsidies)
    };
    let sheets: Vec<Value> = run
        .read
        .standings
        .groups
        .iter()
        .map(|g| json!({"sheet": g.sheet, "players": g.players.len()}))
        .collect();
    json!({
        "event": rules.event,
        "rules": run.loaded.name,
        "stacking": outcome.stacking,
        "sheets": sheets,
        "schedules": schedules,
        "total": {
            "planned": sum(|l| l.planned),
            "awarded": sum(|l| l.awarded),
            "vacant": sum(|l| l.vacant),
            "remainder": sum(|l| l.remainder),
        },
        "people": outcome.payouts.len(),
        "budget": {
            "published": published.to_string(),
            "amended": amended.to_string(),
            "subsidies": subsidies.to_string(),
            "students": outcome.grants.len(),
            "amended_total": (amended + subsidies).to_string(),
            "difference": difference,
        },
        "warnings": run.computed.warnings.len(),
        "warning_lines": warning_lines(&run.computed.warnings),
        "text": run.summary,
    })
}

/// The warnings as `check` lists them: many of one kind in one column as
/// one line (`standings::kinds`), each with where, what and how many it
/// stands for.
fn warning_lines(warnings: &[Warning]) -> Vec<Value> {
    let lang = Lang::current();
    listed(warnings)
        .iter()
        .map(|line| {
            json!({
                "at": line.at(lang),
                "message": line.text(lang),
                "count": line.count(),
            })
        })
        .collect()
}

/// The row number of an A1 reference ("F17" → 17).
fn row_of(cell: &str) -> Option<u32> {
    cell.trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok()
}

/// A zip of the four files, deflated, every entry dated 1980-01-01 so the
/// same run gives the same bytes.
fn zip_of(run: &InMemoryRun) -> zip::result::ZipResult<Vec<u8>> {
    use zip::write::SimpleFileOptions;
    let options = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default())
        .unix_permissions(0o644);
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for file in &run.files {
        zip.start_file(file.name, options)?;
        zip.write_all(&file.bytes)?;
    }
    Ok(zip.finish()?.into_inner())
}

/// 为什么 for one player of a kept run, as `xqprize explain` prints it.
pub fn why(ran: &Ran, player: &str, lang: Lang) -> Result<String, Problem> {
    let texts = super::text::texts(lang);
    let (rules, standings) = (&ran.run.loaded.rules, &ran.run.read.standings);
    match find_player(standings, player) {
        Lookup::Found(id) => {
            let p = id.player(standings);
            Ok(explanation(
                rules,
                &ran.run.loaded.lines,
                standings,
                &explain(rules, standings, &ran.run.computed.outcome, id),
                lang,
            ) + &audit_lines(
                &ran.run.computed.audit,
                id.group_name(standings),
                p.row,
                lang,
            ))
        }
        Lookup::NotFound => Err(Problem::plain(
            "player.not_found",
            texts.no_such_player.replace("{}", player),
        )),
        Lookup::Ambiguous(ids) => {
            let names: Vec<String> = ids
                .iter()
                .map(|id| format!("{}:{}", id.group_name(standings), id.player(standings).no))
                .collect();
            Err(Problem::plain(
                "player.ambiguous",
                texts.ambiguous_player.replace("{}", player) + &names.join("、"),
            ))
        }
    }
}

/// The rules of a built-in template, named as `xqprize run` names the
/// built-in rules.
pub fn builtin(name: &str) -> Option<RulesSource> {
    if name == DEFAULT_RULES_NAME.trim_end_matches(".toml") {
        return Some(RulesSource::built_in());
    }
    TEMPLATES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(n, text)| RulesSource {
            name: format!("{n}.toml (built in)"),
            text: text.to_string(),
        })
}

/// The built-in templates' names, the default first.
pub fn builtin_names() -> Vec<&'static str> {
    TEMPLATES.iter().map(|(n, _)| *n).collect()
}
