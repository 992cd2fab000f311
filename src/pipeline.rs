//! One run of the tool, the same for every front end (the command line's
//! `run`, `check` and `explain`, the benchmark, a web page): load the rules,
//! resolve the settings once (the rules file's, then the front end's
//! overrides), read the standings, check that every column a pool filters on
//! is there, compute, merge the warnings, and build the output files as bytes
//! in memory. Nothing here prints or touches the file system except
//! `RulesSource::given` and `read`, which read the files they are named.

use crate::audit::{self, Audit};
use crate::engine::{self, EngineError, Outcome};
use crate::money::Money;
use crate::msg::{Lang, Msg, text};
use crate::report;
use crate::rules::columns::{missing_columns, notes};
use crate::rules::{
    AuditMode, DEFAULT_RULES, DEFAULT_RULES_NAME, Lines, Overrides, Rules, RulesError, RulesProblem,
};
use crate::standings::read::{InputError, Read, read_standings_bytes_with, read_standings_with};
use crate::standings::{Standings, Warning};
use sha2::{Digest, Sha256};
use std::path::Path;

/// The text of a rules file and the name it goes by in messages.
#[derive(Debug, Clone)]
pub struct RulesSource {
    pub name: String,
    pub text: String,
}

impl RulesSource {
    /// The built-in 2019 Shizhu rules.
    pub fn built_in() -> RulesSource {
        RulesSource {
            name: format!(
                "{DEFAULT_RULES_NAME}{}",
                Lang::current().pick("（内置）", " (built in)")
            ),
            text: DEFAULT_RULES.to_string(),
        }
    }

    /// The rules file at `path`, or the built-in rules when there is none.
    pub fn given(path: Option<&Path>) -> anyhow::Result<RulesSource> {
        Ok(match path {
            Some(p) => RulesSource {
                name: p.display().to_string(),
                text: std::fs::read_to_string(p).map_err(|e| {
                    anyhow::anyhow!(
                        "{}",
                        Msg::RulesFileRead {
                            path: p.display().to_string(),
                            detail: e.to_string(),
                        }
                    )
                })?,
            },
            None => RulesSource::built_in(),
        })
    }
}

/// The rules in force, with their settings resolved, and where they came from.
pub struct LoadedRules {
    pub rules: Rules,
    /// File name (or the built-in template's name).
    pub name: String,
    /// SHA-256 of the rules text, hex.
    pub sha256: String,
    /// Where each rule stands in the file, for `rules::columns::missing_columns`.
    pub lines: Lines,
}

/// Parse and check the rules, then resolve their settings against `overrides`:
/// the one place the settings in force are decided.
pub fn load_rules(source: &RulesSource, overrides: &Overrides) -> Result<LoadedRules, RulesError> {
    // Every problem names the file and its line: "rules.toml line 85: …".
    let (rules, lines) = crate::rules::load_with_lines(&source.name, &source.text)?;
    let sha256 = Sha256::digest(source.text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    Ok(LoadedRules {
        rules: rules.with_overrides(overrides),
        name: source.name.clone(),
        sha256,
        lines,
    })
}

/// Read the standings workbook at `path`: the groups the rules name, with
/// the rules file's header names and 地区 spellings, and the sheets chosen
/// on the command line (`--sheet GROUP=SHEET`: (group, sheet)).
pub fn read(path: &Path, rules: &Rules, sheets: &[(String, String)]) -> Result<Read, InputError> {
    read_standings_with(path, &rules.sheets(), &rules.read_options(sheets))
}

/// Why a run stopped after reading.
#[derive(Debug, thiserror::Error)]
pub enum Stop {
    /// Pools filter on columns the sheets lack (each line names the rule).
    #[error("{}", lines(.0))]
    MissingColumns(Vec<RulesProblem>),
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The rules pay nothing: no schedule, subsidy or qualifier list (a
    /// template whose prize tables are still to be filled in). Writing
    /// payout and award lists with nobody on them would look like a result.
    #[error("{}", nothing_to_pay(.0))]
    NothingToPay(String),
    /// No player in any group the rules need (`standings.empty`): empty
    /// payouts would look like a result.
    #[error("{}", empty(.0))]
    Empty(String),
    /// The places audit found places to look at and the rules say
    /// `audit = "refuse"`; everything else was computed.
    #[error("{}", refusal(&.0.audit, Lang::current()))]
    Audit(Box<Computed>),
}

impl Stop {
    /// The reason in `lang`, one problem a line.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Stop::MissingColumns(problems) => {
                let lines: Vec<String> = problems.iter().map(|p| p.render(lang)).collect();
                lines.join("\n")
            }
            Stop::Engine(e) => e.message().render(lang),
            Stop::NothingToPay(file) => nothing_to_pay(file).render(lang),
            Stop::Empty(file) => empty(file).render(lang),
            Stop::Audit(computed) => refusal(&computed.audit, lang),
        }
    }
}

fn empty(file: &str) -> Msg {
    Msg::StandingsEmpty {
        file: file.to_string(),
    }
}

fn nothing_to_pay(file: &str) -> Msg {
    Msg::RulesNothingToPay {
        file: file.to_string(),
    }
}

/// The audit's findings as errors, one a line, then the count.
fn refusal(audit: &Audit, lang: Lang) -> String {
    let mut lines: Vec<String> = audit.warnings().iter().map(|w| w.line(lang)).collect();
    lines.push(
        Msg::AuditRefused {
            found: audit.findings.len(),
        }
        .render(lang),
    );
    lines.join("\n")
}

/// Stop before reading when the rules have nothing to pay (`run` only:
/// `check` still reads the standings and audits the places).
pub fn payable(loaded: &LoadedRules) -> Result<(), Stop> {
    if loaded.rules.has_nothing_to_pay() {
        return Err(Stop::NothingToPay(loaded.name.clone()));
    }
    Ok(())
}

/// Stop after reading when no group the rules need has a player (`run`
/// only: `check` warns of each empty sheet).
pub fn anyone_to_pay(read: &Read, file: &str) -> Result<(), Stop> {
    if read.standings.player_count() == 0 {
        return Err(Stop::Empty(file.to_string()));
    }
    Ok(())
}

/// One line per problem, in the language chosen for the process.
fn lines(problems: &[RulesProblem]) -> String {
    let lang = Lang::current();
    let lines: Vec<String> = problems.iter().map(|p| p.render(lang)).collect();
    lines.join("\n")
}

/// What a run computed, before anything is written.
#[derive(Debug)]
pub struct Computed {
    pub outcome: Outcome,
    /// Reading's, the sheets' notes (`rules::columns::notes`) and the
    /// engine's warnings together, in report order: every output lists
    /// these.
    pub warnings: Vec<Warning>,
    /// The places audit; in `warnings` too unless `audit = "refuse"`.
    pub audit: Audit,
}

/// Check the columns the rules need, compute, and merge the warnings.
pub fn compute(rules: &Rules, lines: &Lines, read: &Read) -> Result<Computed, Stop> {
    // A pool that filters on a column the sheet lacks would be silently empty.
    let lacking = missing_columns(rules, lines, &read.standings);
    if !lacking.is_empty() {
        return Err(Stop::MissingColumns(lacking));
    }
    // The engine, the places audit and the sheets' notes read only the
    // rules and the standings: the audit (the longest, inside a run) runs
    // on a second thread while this one computes, then notes the sheets
    // and copies reading's warnings for the merge.
    let (outcome, mut warnings, audit) = std::thread::scope(|scope| {
        let audit = scope.spawn(|| audit::audit(rules, &read.standings));
        let outcome = engine::compute(rules, &read.standings);
        let mut warnings = read.warnings.clone();
        warnings.extend(notes(rules, &read.standings));
        (outcome, warnings, joined(audit.join()))
    });
    let outcome = outcome?;
    let refuse = rules.settings.audit == AuditMode::Refuse && !audit.findings.is_empty();
    warnings.extend_from_slice(&outcome.warnings);
    warnings.extend(audit.gaps().cloned());
    warnings.extend(outcome.payees_without_id(&read.standings));
    if !refuse {
        warnings.extend(audit.warnings());
    }
    in_report_order(rules, &mut warnings);
    let computed = Computed {
        outcome,
        warnings,
        audit,
    };
    if refuse {
        return Err(Stop::Audit(Box::new(computed)));
    }
    Ok(computed)
}

/// What a scoped thread returned; a panic there goes on in the caller, as
/// it would had the work been done in line.
fn joined<T>(result: std::thread::Result<T>) -> T {
    result.unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// Reading's and the engine's warnings together, in the order every output
/// lists them (`in_report_order`), as `compute` merges them.
pub fn merge_warnings(rules: &Rules, read: &[Warning], engine: &[Warning]) -> Vec<Warning> {
    let mut all = Vec::with_capacity(read.len() + engine.len());
    all.extend_from_slice(read);
    all.extend_from_slice(engine);
    in_report_order(rules, &mut all);
    all
}

/// Sort warnings by group (rules order), then row, column and message:
/// the one order every output lists them in, whichever part (reading, the
/// sheets' notes, the engine, the audit) each came from.
fn in_report_order(rules: &Rules, warnings: &mut [Warning]) {
    let position = |sheet: &str| rules.groups.iter().position(|g| g.sheet == sheet);
    warnings.sort_by(|a, b| {
        position(&a.sheet)
            .cmp(&position(&b.sheet))
            .then_with(|| a.cmp(b))
    });
}

/// One output file, by name, as bytes.
pub struct OutputBytes {
    /// "payouts.xlsx", "awards.xlsx", "qualifiers.xlsx" or "results.json".
    pub name: &'static str,
    pub bytes: Vec<u8>,
}

/// The names of the four output files, in the order they are built.
pub const OUTPUT_NAMES: [&str; 4] = [
    "payouts.xlsx",
    "awards.xlsx",
    "qualifiers.xlsx",
    "results.json",
];

/// The four outputs: three workbooks and results.json, in `OUTPUT_NAMES` order.
pub fn output_files(
    loaded: &LoadedRules,
    standings: &Standings,
    computed: &Computed,
) -> anyhow::Result<Vec<OutputBytes>> {
    output_files_each(loaded, standings, computed, &|_, _| Ok(()))
}

/// What is done with each output as soon as it is built, on the thread that
/// built it: its place in `OUTPUT_NAMES` and its bytes.
pub type Ready<'a> = dyn Fn(usize, &OutputBytes) -> anyhow::Result<()> + Sync + 'a;

/// `output_files`, each handed to `ready` as soon as it is built: the small
/// files are built (and may be written) while payouts.xlsx's parts are
/// compressed. The first error, `ready`'s included, is returned.
pub fn output_files_each(
    loaded: &LoadedRules,
    standings: &Standings,
    computed: &Computed,
    ready: &Ready,
) -> anyhow::Result<Vec<OutputBytes>> {
    let rules = &loaded.rules;
    let (outcome, warnings) = (&computed.outcome, &computed.warnings);
    let workbooks = report::Report {
        rules,
        standings,
        outcome,
        rules_name: loaded.name.clone(),
        rules_sha256: loaded.sha256.clone(),
        version: env!("CARGO_PKG_VERSION"),
        warnings,
    };
    // payouts.xlsx, the largest, on this thread (its sheets fill on threads
    // of their own, then one thread compresses its parts); the three small
    // files one after another on one other thread once payouts.xlsx's
    // sheets are filled, so they take nothing from the fill and use the
    // core the compression leaves idle. Every file's bytes depend only on
    // its inputs, and the Vec keeps `OUTPUT_NAMES` order.
    let done = |at: usize, bytes: Vec<u8>| -> anyhow::Result<OutputBytes> {
        let file = OutputBytes {
            name: OUTPUT_NAMES[at],
            bytes,
        };
        ready(at, &file)?;
        Ok(file)
    };
    let small = |at: usize| -> anyhow::Result<OutputBytes> {
        let bytes = match OUTPUT_NAMES[at] {
            "awards.xlsx" => report::awards::to_bytes(&workbooks)?,
            "qualifiers.xlsx" => report::qualifiers::to_bytes(&workbooks)?,
            _ => report::json::to_json(rules, standings, outcome, warnings).into_bytes(),
        };
        done(at, bytes)
    };
    std::thread::scope(|scope| {
        // Its sender gone (the sheets filled, or payouts.xlsx failed), the
        // receiver stops waiting.
        let (sheets_filled, wait) = std::sync::mpsc::channel::<()>();
        let others = scope.spawn(move || {
            let _ = wait.recv();
            [1, 2, 3].map(small)
        });
        let payouts = report::payouts::to_bytes_then(&workbooks, move || drop(sheets_filled));
        let mut files = vec![done(0, payouts?)?];
        for other in joined(others.join()) {
            files.push(other?);
        }
        Ok(files)
    })
}

/// A whole run held in memory: what a front end without a terminal or a
/// file system (a web page) shows and offers for download.
pub struct InMemoryRun {
    pub loaded: LoadedRules,
    pub read: Read,
    pub computed: Computed,
    /// The four outputs, in `OUTPUT_NAMES` order.
    pub files: Vec<OutputBytes>,
    /// The summary `run` prints.
    pub summary: String,
}

/// Why an in-memory run gave no outputs; each says what to fix.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("{0}")]
    Rules(#[from] RulesError),
    #[error("{0}")]
    Input(#[from] InputError),
    #[error("{0}")]
    Stop(#[from] Stop),
    /// Building an output file failed (a bug, not the input's fault).
    #[error("{0:#}")]
    Output(anyhow::Error),
}

/// Run everything in memory: the bytes of a standings workbook (`file_name`,
/// as uploaded, names it in messages and its extension says which format to
/// try first), a rules file's name and text (the built-in rules when
/// `None`), and the front end's overrides.
pub fn run_in_memory(
    file_name: &str,
    workbook: Vec<u8>,
    rules: Option<RulesSource>,
    overrides: &Overrides,
) -> Result<InMemoryRun, RunError> {
    let source = rules.unwrap_or_else(RulesSource::built_in);
    let loaded = load_rules(&source, overrides)?;
    payable(&loaded)?;
    let options = loaded.rules.read_options(&[]);
    let read = read_standings_bytes_with(file_name, workbook, &loaded.rules.sheets(), &options)?;
    anyone_to_pay(&read, file_name)?;
    let computed = compute(&loaded.rules, &loaded.lines, &read)?;
    let files = output_files(&loaded, &read.standings, &computed).map_err(RunError::Output)?;
    let summary = summary(&loaded.rules, &read.standings, &computed);
    Ok(InMemoryRun {
        loaded,
        read,
        computed,
        files,
        summary,
    })
}

/// The run summary, in the language chosen for the process.
pub fn summary(rules: &Rules, standings: &Standings, computed: &Computed) -> String {
    summary_table(rules, standings, computed).render(Lang::current())
}

/// What the run summary says: players per sheet, the budget per schedule
/// (计划/已发/空缺/余数) and its totals, the published budget beside the
/// amended one, and the warnings. The files written are the front end's to
/// add.
pub fn summary_table(rules: &Rules, standings: &Standings, computed: &Computed) -> text::Summary {
    let (outcome, warnings) = (&computed.outcome, &computed.warnings);
    let mut totals = [Money::ZERO; 4];
    let lines = outcome
        .budget
        .iter()
        .map(|line| {
            for (t, v) in
                totals
                    .iter_mut()
                    .zip([line.planned, line.awarded, line.vacant, line.remainder])
            {
                *t += v;
            }
            text::BudgetLine {
                name: rules
                    .name_of(&line.schedule)
                    .unwrap_or(&line.schedule)
                    .to_string(),
                planned: line.planned.to_string(),
                awarded: line.awarded.to_string(),
                vacant: line.vacant.to_string(),
                remainder: line.remainder.to_string(),
            }
        })
        .collect();
    let subsidies: Money = outcome.grants.iter().map(|g| g.amount).sum();
    let published = rules
        .budget
        .as_ref()
        .map(|b| b.stated)
        .unwrap_or_else(|| rules.base_planned());
    let amended = rules.amended_planned();
    text::Summary {
        event: rules.event.clone(),
        sheets: standings
            .groups
            .iter()
            .map(|g| (g.sheet.clone(), g.players.len()))
            .collect(),
        stacking: outcome.stacking.label().to_string(),
        lines,
        totals: totals.map(|t| t.to_string()),
        people: outcome.payouts.len(),
        published: published.to_string(),
        amended: amended.to_string(),
        subsidies: subsidies.to_string(),
        students: outcome.grants.len(),
        with_subsidies: (amended + subsidies).to_string(),
        difference: signed(amended + subsidies, published),
        tax: match (&rules.tax, outcome.withheld()) {
            (Some(tax), Some(w)) => Some(text::TaxLine {
                kind: tax.kind.to_string(),
                percent: tax.rate_label(),
                net_amounts: tax.amounts.label() == "net",
                gross: w.gross.to_string(),
                tax: w.tax.to_string(),
                net: w.net.to_string(),
            }),
            _ => None,
        },
        warnings: warnings.len(),
        audit: computed.audit.summary(),
        written: Vec::new(),
    }
}

/// `a - b` with its sign.
fn signed(a: Money, b: Money) -> String {
    if a >= b {
        format!("+{}", a - b)
    } else {
        format!("-{}", b - a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn warning(sheet: &str, row: Option<u32>, column: Option<&str>) -> Warning {
        Warning {
            sheet: sheet.to_string(),
            row,
            column: column.map(str::to_string),
            message: Msg::SheetEmpty,
        }
    }

    #[test]
    fn warnings_are_listed_by_group_in_the_rules_order_then_row_and_column() {
        let mut rules = crate::rules::load("rules.toml", DEFAULT_RULES).expect("rules");
        // 少儿组 before 公开组, against the order of their names.
        rules.groups.reverse();
        let (youth, open) = (rules.groups[0].sheet.clone(), rules.groups[1].sheet.clone());
        assert!(open < youth, "the names would sort the other way");
        let read = [
            warning(&open, Some(3), Some("出生日期")),
            warning(&youth, Some(9), None),
            warning(&open, None, None),
        ];
        let engine = [
            warning(&youth, Some(2), Some("性别")),
            warning(&open, Some(3), Some("地区")),
        ];
        let listed: Vec<(String, Option<u32>, Option<String>)> =
            merge_warnings(&rules, &read, &engine)
                .into_iter()
                .map(|w| (w.sheet, w.row, w.column))
                .collect();
        let expected = [
            (&youth, Some(2), Some("性别")),
            (&youth, Some(9), None),
            (&open, None, None),
            (&open, Some(3), Some("出生日期")),
            (&open, Some(3), Some("地区")),
        ]
        .map(|(sheet, row, column)| (sheet.clone(), row, column.map(str::to_string)));
        assert_eq!(listed, expected);
    }
}
