//! One run of the tool, the same for every front end (the command line's
//! `run`, `check` and `explain`, the benchmark, a web page): load the rules,
//! resolve the settings once (the rules file's, then the front end's
//! overrides), read the standings, check that every column a pool filters on
//! is there, compute and audit the places (once), merge the warnings, and
//! build the output files as bytes in memory. `run`, `check` and `explain`
//! each return a typed report (`RunReport`, `CheckReport`,
//! `ExplainReport`) that a front end only prints or serialises. Nothing
//! here prints or touches the file system except `RulesSource::given` and
//! the reading of a `Workbook::File`.

mod check;

pub use check::{CheckProblem, CheckReport, check};

use crate::audit::{self, Audit};
use crate::corrections::Corrections;
use crate::corrections::paid::Paid;
use crate::engine::{self, BudgetCheck, EngineError, Outcome, PlayerId, Tally};
use crate::explain::words::{audit_lines, explanation};
use crate::explain::{Lookup, find_player};
use crate::money::Money;
use crate::msg::{Lang, Msg, text};
use crate::report;
use crate::rules::columns::{missing_columns, missing_document, notes};
use crate::rules::team_standings;
use crate::rules::{
    AuditMode, DEFAULT_RULES, DEFAULT_RULES_NAME, Group, Lines, Overrides, Rules, RulesError,
    RulesFile, RulesProblem, groups_of,
};
use crate::standings::read::{InputError, Read, ReadOptions, Source, read_standings};
use crate::standings::{Standings, Warning};
use crate::threads::Threads;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// What a front end asks for: the standings, the rules, the front end's
/// overrides of the rules file's settings, the sheets chosen for groups
/// (`--sheet GROUP=SHEET`: (group, sheet)), the language a person reads
/// the outputs in, and the thread policy of the whole run (`Threads`: the
/// reader, the places audit and the writers follow it).
pub struct Request {
    pub workbook: Workbook,
    pub rules: RulesSource,
    pub overrides: Overrides,
    pub sheets: Vec<(String, String)>,
    pub lang: Lang,
    pub threads: Threads,
}

/// The standings workbook: a file, or the bytes of an upload (its name, as
/// uploaded, names it in messages, and its extension says which format to
/// try first).
pub enum Workbook {
    File(PathBuf),
    Bytes { name: String, bytes: Vec<u8> },
}

impl Workbook {
    /// The name messages give the workbook.
    pub fn name(&self) -> String {
        match self {
            Workbook::File(path) => path.display().to_string(),
            Workbook::Bytes { name, .. } => name.clone(),
        }
    }

    /// The `sheets` of the workbook, as `options` say, and the team
    /// standings sheets `team_sheets`; the problems of both at once.
    fn read<S: AsRef<str>>(
        self,
        sheets: &[S],
        team_sheets: &[String],
        options: &ReadOptions,
    ) -> Result<Read, InputError> {
        let source = match self {
            Workbook::File(path) => Source::File(path),
            Workbook::Bytes { name, bytes } => Source::Bytes {
                name,
                bytes: bytes.into(),
            },
        };
        let read = read_standings(&source, sheets, options);
        let teams = crate::standings::teams::read_team_sheets(&source, team_sheets);
        match (read, teams) {
            (Ok(mut read), Ok(teams)) => {
                read.standings.teams = teams;
                Ok(read)
            }
            (Err(mut error), Err(more)) => {
                error.problems.extend(more.problems);
                Err(error)
            }
            (Err(error), Ok(_)) | (Ok(_), Err(error)) => Err(error),
        }
    }
}

/// The text of a rules file and the name it goes by in messages.
#[derive(Debug, Clone)]
pub struct RulesSource {
    pub name: String,
    pub text: String,
}

impl RulesSource {
    /// The built-in 2019 Shizhu rules, named in `lang`.
    pub fn built_in(lang: Lang) -> RulesSource {
        RulesSource {
            name: format!(
                "{DEFAULT_RULES_NAME}{}",
                lang.pick("（内置）", " (built in)")
            ),
            text: DEFAULT_RULES.to_string(),
        }
    }

    /// The rules file at `path`, or the built-in rules when there is none
    /// (named in `lang`).
    pub fn given(path: Option<&Path>, lang: Lang) -> anyhow::Result<RulesSource> {
        Ok(match path {
            Some(p) => {
                let name = p.display().to_string();
                let bytes = std::fs::read(p).map_err(|e| {
                    anyhow::Error::new(Msg::RulesFileRead {
                        path: name.clone(),
                        detail: e.to_string(),
                    })
                })?;
                // A file that is there but not UTF-8 is said to be so.
                let text = crate::rules::encoding::decode(&name, bytes)?;
                RulesSource { name, text }
            }
            None => RulesSource::built_in(lang),
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

impl LoadedRules {
    /// These rules with each schedule's prize table chosen by the number of
    /// players on its group's sheet (`Rules::for_field`): a count no table
    /// holds is a rules error at the line of the tables.
    pub fn for_field(self, standings: &Standings) -> Result<LoadedRules, RulesError> {
        let rules = self.rules.for_field(&self.lines, standings)?;
        Ok(LoadedRules { rules, ..self })
    }
}

/// Parse and check the rules, then resolve their settings against `overrides`:
/// the one place the settings in force are decided.
pub fn load_rules(source: &RulesSource, overrides: &Overrides) -> Result<LoadedRules, RulesError> {
    load_with_groups(source, overrides).1
}

/// `load_rules`, and the groups the file names whenever they can be read
/// (even when the rules have errors: enough for `check` to read the
/// standings and report their problems too).
fn load_with_groups(
    source: &RulesSource,
    overrides: &Overrides,
) -> (Option<Vec<Group>>, Result<LoadedRules, RulesError>) {
    // Every problem names the file and its line: "rules.toml line 85: …".
    let file = match RulesFile::parse_named(&source.name, &source.text) {
        Ok(file) => file,
        Err(e) => return (groups_of(&source.text), Err(e)),
    };
    let groups = file.groups.clone();
    let loaded = file.into_rules_with_lines().and_then(|(rules, lines)| {
        // A choice of prizes per player for this run would quietly drop the
        // sets the rules file wrote: refused, at their line.
        if let Some(chosen) = overrides.stacking
            && !rules.settings.not_combined.is_empty()
        {
            return Err(RulesError {
                problems: vec![RulesProblem {
                    file: source.name.clone(),
                    line: lines.line("settings.not_combined"),
                    message: Msg::RulesNotCombinedOverridden {
                        chosen: chosen.label().to_string(),
                    },
                }],
            });
        }
        Ok(LoadedRules {
            rules: rules.with_overrides(overrides),
            name: source.name.clone(),
            sha256: Sha256::digest(source.text.as_bytes())
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect(),
            lines,
        })
    });
    (Some(groups), loaded)
}

/// Read the standings workbook at `path`: the groups the rules name, with
/// the rules file's header names and 地区 spellings, and the sheets chosen
/// on the command line (`--sheet GROUP=SHEET`: (group, sheet)), on the
/// threads `threads` allows.
pub fn read(
    path: &Path,
    rules: &Rules,
    sheets: &[(String, String)],
    threads: Threads,
) -> Result<Read, InputError> {
    read_as_rules_say(Workbook::File(path.to_path_buf()), rules, sheets, threads)
}

fn read_as_rules_say(
    workbook: Workbook,
    rules: &Rules,
    sheets: &[(String, String)],
    threads: Threads,
) -> Result<Read, InputError> {
    let options = ReadOptions {
        threads,
        ..rules.read_options(sheets)
    };
    let file = PathBuf::from(workbook.name());
    let read = workbook.read(&rules.sheets(), &rules.team_sheets(), &options)?;
    // Birth dates the rules need whole: problems of the workbook, by cell.
    let problems = crate::rules::undated::undated_births(rules, &read.standings);
    match problems.is_empty() {
        true => Ok(read),
        false => Err(InputError { file, problems }),
    }
}

/// Why a run stopped after reading.
#[derive(Debug)]
pub enum Stop {
    /// Pools filter on columns the sheets lack (each line names the rule).
    MissingColumns(Vec<RulesProblem>),
    Engine(EngineError),
    /// The rules pay nothing: no schedule, subsidy or qualifier list (a
    /// template whose prize tables are still to be filled in). Writing
    /// payout and award lists with nobody on them would look like a result.
    NothingToPay(String),
    /// No player in any group the rules need (`standings.empty`): empty
    /// payouts would look like a result.
    Empty(String),
    /// The places audit found places to look at and the rules say
    /// `audit = "refuse"`; everything else was computed.
    Audit(Box<Computed>),
}

impl Stop {
    /// The reason in `lang`, one problem a line (the audit's findings, then
    /// their count).
    pub fn render(&self, lang: Lang) -> String {
        let lines: Vec<String> = match self {
            Stop::MissingColumns(problems) => problems.iter().map(|p| p.render(lang)).collect(),
            Stop::Engine(e) => vec![e.message().render(lang)],
            Stop::NothingToPay(file) => {
                vec![Msg::RulesNothingToPay { file: file.clone() }.render(lang)]
            }
            Stop::Empty(file) => vec![Msg::StandingsEmpty { file: file.clone() }.render(lang)],
            Stop::Audit(computed) => {
                let audit = &computed.audit;
                let found = audit.findings.len();
                let refused = Msg::AuditRefused { found }.render(lang);
                let findings = audit.warnings().into_iter().map(|w| w.line(lang));
                findings.chain([refused]).collect()
            }
        };
        lines.join("\n")
    }
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

/// Check the columns the rules need, compute, audit the places, and merge
/// the warnings, on as many threads as there are cores (`compute_on`).
pub fn compute(rules: &Rules, lines: &Lines, read: &Read) -> Result<Computed, Stop> {
    compute_on(rules, lines, read, Threads::Cores)
}

/// `compute` on the threads `threads` allows.
pub fn compute_on(
    rules: &Rules,
    lines: &Lines,
    read: &Read,
    threads: Threads,
) -> Result<Computed, Stop> {
    let (audit, noted, outcome) = assess(rules, lines, read, threads);
    let outcome = outcome?;
    let warnings = merged(rules, &read.standings, noted, Some(&outcome), &audit);
    let refused = refuses(rules) && !audit.findings.is_empty();
    let computed = Computed {
        outcome,
        warnings,
        audit,
    };
    if refused {
        return Err(Stop::Audit(Box::new(computed)));
    }
    Ok(computed)
}

/// Whether the audit's findings are errors (`audit = "refuse"`), not warnings.
fn refuses(rules: &Rules) -> bool {
    rules.settings.audit == AuditMode::Refuse
}

/// The places audit, which runs whatever stops the engine; reading's
/// warnings with the sheets' notes; and the engine's outcome.
fn assess(
    rules: &Rules,
    lines: &Lines,
    read: &Read,
    threads: Threads,
) -> (Audit, Vec<Warning>, Result<Outcome, Stop>) {
    // The engine, the places audit and the sheets' notes read only the
    // rules and the standings: the audit (the longest, inside a run) runs
    // on a second thread, when `threads` allows one, while this one
    // computes, then notes the sheets and copies reading's warnings for
    // the merge.
    let (audit, (noted, outcome)) = threads.both(
        || audit::audit(rules, &read.standings),
        || {
            // A pool that filters on a column the sheet lacks would be silently empty.
            let mut lacking = missing_columns(rules, lines, &read.standings);
            // A blank 积分 of a team's player, when 积分 are added up.
            lacking.extend(team_standings::problems(rules, lines, &read.standings));
            // A payment naming a 编号 that is not on its group's sheet.
            lacking.extend(crate::rules::named::problems(rules, lines, &read.standings));
            // The identity document's column, when no sheet has it.
            let none = std::collections::BTreeSet::new();
            lacking.extend(missing_document(rules, lines, &read.standings, &none));
            let outcome = match lacking.is_empty() {
                true => engine::compute(rules, &read.standings)
                    .map_err(Stop::Engine)
                    .and_then(|outcome| documented(rules, lines, &read.standings, outcome)),
                false => Err(Stop::MissingColumns(lacking)),
            };
            let mut noted = read.warnings.clone();
            noted.extend(notes(rules, &read.standings));
            noted.extend(team_standings::notes(rules, lines, &read.standings));
            noted.extend(crate::rules::nested_regions::notes(rules, lines));
            (noted, outcome)
        },
    );
    (audit, noted, outcome)
}

/// The outcome, unless a sheet with payees lacks the column the rules name
/// for the identity document (`id_document = { column }`).
fn documented(
    rules: &Rules,
    lines: &Lines,
    standings: &Standings,
    outcome: Outcome,
) -> Result<Outcome, Stop> {
    let paid = (outcome.payouts.iter())
        .map(|p| p.player.group_name(standings))
        .collect();
    let lacking = missing_document(rules, lines, standings, &paid);
    match lacking.is_empty() {
        true => Ok(outcome),
        false => Err(Stop::MissingColumns(lacking)),
    }
}

/// Every warning in report order: reading's and the sheets' notes
/// (`noted`), the engine's (when it computed), what the audit could not
/// check, the payees without an ID number, and the audit's findings unless
/// they are errors.
fn merged(
    rules: &Rules,
    standings: &Standings,
    mut warnings: Vec<Warning>,
    outcome: Option<&Outcome>,
    audit: &Audit,
) -> Vec<Warning> {
    if let Some(outcome) = outcome {
        warnings.extend_from_slice(&outcome.warnings);
        warnings.extend(outcome.payees_without_id(standings, &rules.settings.id_document));
    }
    warnings.extend(audit.gaps().cloned());
    if !refuses(rules) {
        warnings.extend(audit.warnings());
    }
    in_report_order(rules, &mut warnings);
    warnings
}

/// Sort warnings by group (rules order), then row, column and message:
/// the one order every output lists them in, whichever part (reading, the
/// sheets' notes, the engine, the audit) each came from.
pub fn in_report_order(rules: &Rules, warnings: &mut [Warning]) {
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

/// The four outputs: three workbooks and results.json, in `OUTPUT_NAMES`
/// order, labelled in `lang`, built on as many threads as there are cores.
pub fn output_files(
    loaded: &LoadedRules,
    standings: &Standings,
    computed: &Computed,
    lang: Lang,
) -> anyhow::Result<Vec<OutputBytes>> {
    output_files_each(loaded, standings, computed, lang, &|_, _| Ok(()))
}

/// What is done with each output as soon as it is built, on the thread that
/// built it: its place in `OUTPUT_NAMES` and its bytes.
pub type Ready<'a> = dyn Fn(usize, &OutputBytes) -> anyhow::Result<()> + Sync + 'a;

/// `output_files`, each handed to `ready` as soon as it is built (and
/// written by it, or not). The first error, `ready`'s included, is
/// returned.
pub fn output_files_each(
    loaded: &LoadedRules,
    standings: &Standings,
    computed: &Computed,
    lang: Lang,
    ready: &Ready,
) -> anyhow::Result<Vec<OutputBytes>> {
    output_files_with(
        loaded,
        standings,
        computed,
        None,
        lang,
        Threads::Cores,
        ready,
    )
}

/// `output_files_each` on the threads `threads` allows, and with
/// `corrections` (`run --paid`) results.json carries them and
/// corrections.xlsx follows the four files, at place 4.
pub fn output_files_with(
    loaded: &LoadedRules,
    standings: &Standings,
    computed: &Computed,
    corrections: Option<&Corrections>,
    lang: Lang,
    threads: Threads,
    ready: &Ready,
) -> anyhow::Result<Vec<OutputBytes>> {
    let rules = &loaded.rules;
    let (outcome, warnings) = (&computed.outcome, &computed.warnings);
    let workbooks = report_of(loaded, standings, computed, lang);
    // payouts.xlsx, the largest, first (its sheets filled on the threads
    // `threads` allows, then its parts compressed on this thread), and its
    // workbook let go; then the small files, results.json beside the
    // workbooks when a second thread is allowed. One after the other, the
    // payout workbook's cells and the small files are never held at once:
    // the largest run's peak memory is the larger of the two, not their
    // sum. Every file's bytes depend only on its inputs, and the Vec keeps
    // `OUTPUT_NAMES` order.
    let done = |at: usize, bytes: Vec<u8>| -> anyhow::Result<OutputBytes> {
        let file = OutputBytes {
            name: OUTPUT_NAMES.get(at).copied().unwrap_or(CORRECTIONS_NAME),
            bytes,
        };
        ready(at, &file)?;
        Ok(file)
    };
    let small = |at: usize| -> anyhow::Result<OutputBytes> {
        let bytes = match OUTPUT_NAMES.get(at).copied().unwrap_or(CORRECTIONS_NAME) {
            "awards.xlsx" => report::awards::to_bytes(&workbooks)?,
            "qualifiers.xlsx" => report::qualifiers::to_bytes(&workbooks)?,
            CORRECTIONS_NAME => match corrections {
                Some(c) => report::corrections::to_bytes_in(&workbooks, c, lang, threads)?,
                None => return Err(anyhow::anyhow!("corrections.xlsx without corrections")),
            },
            _ => report::json::to_json_with(rules, standings, outcome, warnings, corrections, lang)
                .into_bytes(),
        };
        done(at, bytes)
    };
    let payouts = report::payouts::to_bytes_then(&workbooks, threads, || ())?;
    let mut files = vec![done(0, payouts)?];
    let books: &[usize] = if corrections.is_some() {
        &[1, 2, 4]
    } else {
        &[1, 2]
    };
    let (books, json) = threads.both(
        || books.iter().map(|&at| small(at)).collect::<Vec<_>>(),
        || small(3),
    );
    let mut books = books.into_iter();
    let in_order = [books.next(), books.next(), Some(json), books.next()];
    for file in in_order.into_iter().flatten() {
        files.push(file?);
    }
    Ok(files)
}

/// The file corrections.xlsx, written beside the four by `run --paid`.
pub const CORRECTIONS_NAME: &str = "corrections.xlsx";

/// The results.json of the run that was paid: its name (for messages) and
/// bytes.
pub struct PaidFile {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// Why the paid file cannot be compared: every problem, one a line.
#[derive(Debug)]
pub struct PaidError(pub Vec<Msg>);

impl PaidError {
    pub fn render(&self, lang: Lang) -> String {
        let lines: Vec<String> = self.0.iter().map(|m| m.render(lang)).collect();
        lines.join("\n")
    }
}

impl std::error::Error for PaidError {}

/// The codes of its messages; a person reads `render` in his language.
impl std::fmt::Display for PaidError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let codes: Vec<&str> = self.0.iter().map(Msg::code).collect();
        f.write_str(&codes.join(", "))
    }
}

/// What the correction changes against the paid run's results.json.
pub fn corrections(report: &RunReport, paid: &PaidFile) -> Result<Corrections, PaidError> {
    let (rules, standings) = (&report.loaded.rules, &report.read.standings);
    let outcome = &report.computed.outcome;
    let parsed = Paid::parse(&paid.name, &paid.bytes).map_err(|m| PaidError(vec![m]))?;
    let settings = report::json::settings_map(rules, outcome);
    crate::corrections::compare(&paid.name, &parsed, &settings, rules, standings, outcome)
        .map_err(PaidError)
}

/// What the correction changes against what was collected at the
/// ceremony: the run of the event file at `events` that the treasurer
/// marked (`EventFile::paid_run`: the newest marked run, else the newest;
/// of the event these rules name, or the file's only event), compared
/// as its results.json is, then each payee who never collected owed the
/// corrected amount in full and asked to return nothing
/// (`Corrections::as_collected`).
pub fn corrections_collected(
    report: &RunReport,
    events: &std::path::Path,
) -> Result<Corrections, PaidError> {
    use crate::event::EventFile;
    let one = |m: Msg| PaidError(vec![m]);
    let file = EventFile::open(events).map_err(one)?;
    let kept = file.events().map_err(one)?;
    // The event the rules name; an event file holding one event only may
    // have kept it under another name typed on the page.
    let event = match kept.iter().find(|e| e.name == report.loaded.rules.event) {
        Some(e) => e,
        None if kept.len() == 1 => &kept[0],
        None if kept.is_empty() => {
            return Err(one(Msg::EventNothingKept {
                path: events.display().to_string(),
            }));
        }
        None => {
            return Err(one(Msg::EventUnknown {
                path: events.display().to_string(),
                event: report.loaded.rules.event.clone(),
            }));
        }
    };
    let run = file.paid_run(event.id, None).map_err(one)?.ok_or_else(|| {
        one(Msg::EventNothingKept {
            path: events.display().to_string(),
        })
    })?;
    corrections_collected_in(report, &file, run, &events.display().to_string())
}

/// What the correction changes against what was collected of the kept
/// `run` of the open event `file` (named `name` in messages): the page's
/// comparison of a corrected run with the earlier run of its event, and
/// `run --paid` given the event file.
pub fn corrections_collected_in(
    report: &RunReport,
    file: &crate::event::EventFile,
    run: crate::event::RunId,
    name: &str,
) -> Result<Corrections, PaidError> {
    use crate::event::{Payee, State, collection};
    let one = |m: Msg| PaidError(vec![m]);
    let kept = file.run(run).map_err(one)?;
    let marks = file.marks(run).map_err(one)?;
    let name = name.to_string();
    let parsed = Paid::parse(&name, kept.results_json.as_bytes()).map_err(one)?;
    let mut collected = crate::corrections::Collected::default();
    for p in collection(&parsed, &marks, false).payees {
        if !matches!(p.state, State::Collected { .. }) {
            continue;
        }
        match p.payee {
            Payee::Person { group, number } => collected.people.insert((group, number)),
            Payee::Team { prize, team } => collected.teams.insert((prize, team)),
        };
    }
    let paid_people: Vec<(String, String, Money)> = (parsed.payouts.iter())
        .map(|p| (p.group.clone(), p.no.clone(), p.total))
        .collect();
    let paid = PaidFile {
        name,
        bytes: kept.results_json.into_bytes(),
    };
    Ok(corrections(report, &paid)?.as_collected(&collected, &paid_people))
}

/// What the writers read, for a run.
fn report_of<'a>(
    loaded: &'a LoadedRules,
    standings: &'a Standings,
    computed: &'a Computed,
    lang: Lang,
) -> report::Report<'a> {
    report::Report {
        rules: &loaded.rules,
        standings,
        outcome: &computed.outcome,
        rules_name: loaded.name.clone(),
        rules_sha256: loaded.sha256.clone(),
        version: env!("CARGO_PKG_VERSION"),
        warnings: &computed.warnings,
        lang,
    }
}

/// corrections.xlsx of `report` against its `corrections`, labelled in
/// `lang`: what `run --paid` writes, for a front end without files.
pub fn corrections_workbook(
    report: &RunReport,
    corrections: &Corrections,
    lang: Lang,
) -> anyhow::Result<Vec<u8>> {
    let workbooks = report_of(
        &report.loaded,
        &report.read.standings,
        &report.computed,
        lang,
    );
    report::corrections::to_bytes_in(&workbooks, corrections, lang, report.threads)
}

/// `run`'s report: the rules in force, the standings read, what was
/// computed (the places audit among it), and the summary every front end
/// shows. The output files are built from it (`output_files`).
pub struct RunReport {
    pub loaded: LoadedRules,
    pub read: Read,
    pub computed: Computed,
    /// The figures and lines of the summary, without the files written:
    /// `run` prints it, the web page shows and serialises it.
    pub summary: text::Summary,
    /// The run's thread policy (`Request::threads`), which the files built
    /// from the report follow too.
    pub threads: Threads,
}

impl RunReport {
    fn new(loaded: LoadedRules, read: Read, computed: Computed, threads: Threads) -> RunReport {
        let summary = summary_table(&loaded.rules, &read.standings, &computed);
        RunReport {
            loaded,
            read,
            computed,
            summary,
            threads,
        }
    }

    /// What the writers read of this run, labelled in `lang`.
    pub fn report(&self, lang: Lang) -> report::Report<'_> {
        report_of(&self.loaded, &self.read.standings, &self.computed, lang)
    }

    /// What the run decided for `player`, in `lang`: each schedule,
    /// subsidy and list, then what the places audit says about their place.
    pub fn explain(&self, player: PlayerId, lang: Lang) -> String {
        let (rules, standings) = (&self.loaded.rules, &self.read.standings);
        let answer = crate::explain::explain(rules, standings, &self.computed.outcome, player);
        explanation(rules, &self.loaded.lines, standings, &answer, lang)
            + &audit_lines(
                &self.computed.audit,
                player.group_name(standings),
                player.player(standings).row,
                lang,
            )
    }
}

/// `explain`'s report: the run, and the player the query names
/// (`RunReport::explain` words the answer).
pub struct ExplainReport {
    pub run: RunReport,
    pub player: Lookup,
}

/// Why a run gave no report; each says what to fix, rendered by the front
/// end in the language of the request.
#[derive(Debug)]
pub enum RunError {
    Rules(RulesError),
    Input(InputError),
    Stop(Stop),
    /// Building an output file failed (a bug, not the input's fault).
    Output(anyhow::Error),
}

impl From<RulesError> for RunError {
    fn from(e: RulesError) -> RunError {
        RunError::Rules(e)
    }
}

impl From<InputError> for RunError {
    fn from(e: InputError) -> RunError {
        RunError::Input(e)
    }
}

impl From<Stop> for RunError {
    fn from(e: Stop) -> RunError {
        RunError::Stop(e)
    }
}

/// The one run: load the rules (stopping when they pay nothing), read the
/// standings (stopping when nobody is in them), compute and audit.
pub fn run(request: Request) -> Result<RunReport, RunError> {
    let loaded = load_rules(&request.rules, &request.overrides)?;
    if loaded.rules.has_nothing_to_pay() {
        return Err(Stop::NothingToPay(loaded.name.clone()).into());
    }
    let file = request.workbook.name();
    let (workbook, sheets) = (request.workbook, &request.sheets);
    let read = read_as_rules_say(workbook, &loaded.rules, sheets, request.threads)?;
    if read.standings.player_count() == 0 {
        return Err(Stop::Empty(file).into());
    }
    let loaded = loaded.for_field(&read.standings)?;
    let computed = compute_on(&loaded.rules, &loaded.lines, &read, request.threads)?;
    Ok(RunReport::new(loaded, read, computed, request.threads))
}

/// The run as `explain` needs it, and the answer for `player`: rules that
/// pay nothing, empty sheets and an audit that would refuse still explain.
pub fn explain(request: Request, player: &str) -> Result<ExplainReport, RunError> {
    let loaded = load_rules(&request.rules, &request.overrides)?;
    let (workbook, sheets) = (request.workbook, &request.sheets);
    let read = read_as_rules_say(workbook, &loaded.rules, sheets, request.threads)?;
    let loaded = loaded.for_field(&read.standings)?;
    let computed = match compute_on(&loaded.rules, &loaded.lines, &read, request.threads) {
        Err(Stop::Audit(computed)) => *computed,
        computed => computed?,
    };
    let run = RunReport::new(loaded, read, computed, request.threads);
    let player = find_player(&run.read.standings, player);
    Ok(ExplainReport { run, player })
}

/// A whole run held in memory, its four outputs built: what a front end
/// without a terminal or a file system (a web page) shows and offers for
/// download.
pub struct InMemoryRun {
    pub report: RunReport,
    /// The four outputs, in `OUTPUT_NAMES` order.
    pub files: Vec<OutputBytes>,
}

/// `run` on the bytes of a standings workbook (`file_name`, as uploaded,
/// names it in messages and its extension says which format to try
/// first), a rules file's name and text (the built-in rules when `None`),
/// and the front end's overrides, with the outputs built in memory.
pub fn run_in_memory(
    file_name: &str,
    workbook: Vec<u8>,
    rules: Option<RulesSource>,
    overrides: &Overrides,
    lang: Lang,
) -> Result<InMemoryRun, RunError> {
    in_memory(Request {
        workbook: Workbook::Bytes {
            name: file_name.to_string(),
            bytes: workbook,
        },
        rules: rules.unwrap_or_else(|| RulesSource::built_in(lang)),
        overrides: *overrides,
        sheets: Vec::new(),
        lang,
        threads: Threads::Cores,
    })
}

/// `run`, with the outputs built in memory.
pub fn in_memory(request: Request) -> Result<InMemoryRun, RunError> {
    let lang = request.lang;
    let report = run(request)?;
    let files = output_files_with(
        &report.loaded,
        &report.read.standings,
        &report.computed,
        None,
        lang,
        report.threads,
        &|_, _| Ok(()),
    )
    .map_err(RunError::Output)?;
    Ok(InMemoryRun { report, files })
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
                id: line.schedule.clone(),
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
    // The budget as the regulation states it, decided once over the
    // ledger (SPEC §19).
    let check = BudgetCheck::of(rules, &outcome.ledger);
    let said = |p: Option<Tally>| p.map(|p| (p.amount.to_string(), p.count));
    text::Summary {
        event: rules.event.clone(),
        sheets: standings
            .groups
            .iter()
            .map(|g| (g.sheet.clone(), g.players.len()))
            .collect(),
        stacking: outcome.combining.label().to_string(),
        not_combined: match &outcome.combining {
            crate::rules::Combining::Sets(sets) => sets.clone(),
            _ => Vec::new(),
        },
        lines,
        tables: (rules.schedules.iter())
            .filter_map(|s| {
                s.table.map(|t| text::TableLine {
                    name: s.name.clone(),
                    players: t.players,
                    from: t.bounds.from,
                    to: t.bounds.to,
                })
            })
            .collect(),
        totals: totals.map(|t| t.to_string()),
        people: outcome.payouts.len(),
        published: check.published.to_string(),
        amended: check.plan.to_string(),
        stated: check.stated,
        amendments: check.amendments,
        subsidy_paid: said(check.subsidies),
        awards_paid: said(check.awards),
        budgeted_paid: said(check.budgeted),
        fixed: (!check.fixed.is_zero()).then(|| check.fixed.to_string()),
        subsidies: (check.total - check.plan).to_string(),
        students: [check.subsidies, check.awards, check.budgeted]
            .iter()
            .flatten()
            .map(|p| p.count)
            .sum(),
        payments: said(check.payments),
        // Only when some team is paid money, as the team payout sheet.
        teams: said(check.teams),
        in_kind: in_kind_line(rules, outcome),
        team_vacant: {
            let vacant: Money = outcome.teams.budget.iter().map(|l| l.vacant).sum();
            (!vacant.is_zero()).then(|| vacant.to_string())
        },
        with_subsidies: check.total.to_string(),
        // The fixed amounts are stated: never counted as over the total.
        difference: signed(check.total - check.fixed, check.published),
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
        removed: Vec::new(),
    }
}

/// The summary's line of prizes in kind (`report::in_kind`); none when the
/// event gives none. A player given a prize in kind with no payout won that
/// prize alone.
fn in_kind_line(rules: &Rules, outcome: &Outcome) -> Option<text::InKindLine> {
    let items = report::in_kind::counted(rules, outcome);
    if items.is_empty() {
        return None;
    }
    let paid: std::collections::BTreeSet<PlayerId> =
        outcome.payouts.iter().map(|p| p.player).collect();
    let placed = (outcome.awards.iter())
        .filter(|a| rules.prize_of(&a.schedule, a.place).is_some())
        .map(|a| a.player);
    let chosen = (outcome.grants.iter())
        .filter(|g| rules.chosen(&g.subsidy).is_some_and(|c| c.prize.is_some()))
        .map(|g| g.player);
    let prize_only: std::collections::BTreeSet<PlayerId> =
        placed.chain(chosen).filter(|p| !paid.contains(p)).collect();
    Some(text::InKindLine {
        total: report::in_kind::total(&items),
        items: (items.into_iter()).map(|i| (i.prize, i.count)).collect(),
        prize_only: prize_only.len(),
    })
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
        let mut all = [&read[..], &engine[..]].concat();
        in_report_order(&rules, &mut all);
        let listed: Vec<(String, Option<u32>, Option<String>)> = all
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
