//! `check`'s report: everything a run reads, checks and computes, every
//! problem found, nothing written. The standings are read even when the
//! rules have errors of meaning (the groups are known once the file
//! parses), and the places audit runs whatever stops the computation: what
//! it could not check is said on every path.

use super::{Request, Stop, assess, load_with_groups, merged, refuses};
use crate::audit::Audit;
use crate::msg::{Lang, Msg, text};
use crate::rules::RulesProblem;
use crate::standings::Warning;
use crate::standings::problem::Problem;
use crate::standings::read::ReadOptions;

/// What `check` found.
pub struct CheckReport {
    /// The rules file's name, and the standings file's.
    pub rules: String,
    pub standings: String,
    /// Whether the rules file names groups that can be read; if not, the
    /// standings were not read.
    pub groups_known: bool,
    /// Each sheet read and its players; `None` when the standings were not read.
    pub sheets: Option<Vec<(String, usize)>>,
    pub errors: Vec<CheckProblem>,
    pub warnings: Vec<Warning>,
    /// `None` when errors in the rules or the standings kept it from running.
    pub audit: Option<Audit>,
}

impl CheckReport {
    /// The places audit's line: what it found or could not check, or that
    /// it could not run.
    pub fn audit_summary(&self) -> Msg {
        self.audit.as_ref().map_or(Msg::AuditNotRun, Audit::summary)
    }
}

/// One error `check` reports.
pub enum CheckProblem {
    /// A problem of the rules file, or a pool needing a column the sheets lack.
    Rules(RulesProblem),
    /// A problem of the standings workbook `file`.
    Input { file: String, problem: Problem },
    /// A finding of the places audit, an error with `audit = "refuse"`.
    Audit(Warning),
    /// The engine could not compute (`engine.failed`).
    Msg(Msg),
    /// Another reason a run would stop.
    Stop(Stop),
}

impl CheckProblem {
    pub fn render(&self, lang: Lang) -> String {
        match self {
            CheckProblem::Rules(p) => p.render(lang),
            CheckProblem::Input { file, problem } => {
                format!("{file}{}{}", text::colon(lang), problem.render(lang))
            }
            CheckProblem::Audit(w) => w.line(lang),
            CheckProblem::Msg(m) => m.render(lang),
            CheckProblem::Stop(stop) => stop.render(lang),
        }
    }
}

/// Read and check everything a run would, and compute, writing nothing.
pub fn check(request: Request) -> CheckReport {
    let (groups, loaded) = load_with_groups(&request.rules, &request.overrides);
    let mut report = CheckReport {
        rules: request.rules.name.clone(),
        standings: request.workbook.name(),
        groups_known: groups.is_some(),
        sheets: None,
        errors: Vec::new(),
        warnings: Vec::new(),
        audit: None,
    };
    let errors = &mut report.errors;
    let loaded =
        (loaded.map_err(|e| errors.extend(e.problems.into_iter().map(CheckProblem::Rules)))).ok();
    let Some(groups) = groups else {
        return report;
    };
    // The rules file's header names and 地区 spellings: when it does not
    // load, as far as they can be read, and never another event's.
    let options = ReadOptions {
        threads: request.threads,
        ..match &loaded {
            Some(loaded) => loaded.rules.read_options(&request.sheets),
            None => crate::rules::read_options_of(&request.rules.text, &request.sheets),
        }
    };
    let sheets: Vec<&str> = groups.iter().map(|g| g.sheet.as_str()).collect();
    let team_sheets = loaded
        .as_ref()
        .map_or(Vec::new(), |l| l.rules.team_sheets());
    let read = match request.workbook.read(&sheets, &team_sheets, &options) {
        Ok(read) => read,
        Err(e) => {
            let file = e.file.display().to_string();
            report.errors.extend(e.problems.into_iter().map(|problem| {
                let file = file.clone();
                CheckProblem::Input { file, problem }
            }));
            return report;
        }
    };
    let groups = read.standings.groups.iter();
    report.sheets = Some(groups.map(|g| (g.sheet.clone(), g.players.len())).collect());
    let Some(loaded) = loaded else {
        report.warnings = read.warnings;
        return report;
    };
    // Prize tables by the number of players: one must hold the count.
    let loaded = match loaded.for_field(&read.standings) {
        Ok(loaded) => loaded,
        Err(e) => {
            report
                .errors
                .extend(e.problems.into_iter().map(CheckProblem::Rules));
            report.warnings = read.warnings;
            return report;
        }
    };
    let rules = &loaded.rules;
    // Birth dates the rules need whole: problems of the workbook, by cell.
    let file = report.standings.clone();
    let undated = crate::rules::undated::undated_births(rules, &read.standings);
    report.errors.extend(undated.into_iter().map(|problem| {
        let file = file.clone();
        CheckProblem::Input { file, problem }
    }));
    let (audit, noted, outcome) = assess(rules, &loaded.lines, &read, request.threads);
    let outcome = outcome.map_err(|stop| {
        report.errors.extend(match stop {
            Stop::MissingColumns(lacking) => lacking.into_iter().map(CheckProblem::Rules).collect(),
            Stop::Engine(e) => vec![CheckProblem::Msg(Msg::EngineFailed {
                stacking: rules.settings.stacking.label().to_string(),
                reason: Box::new(e.message()),
            })],
            stop => vec![CheckProblem::Stop(stop)],
        })
    });
    // When nothing was computed, the warnings are reading's, the notes,
    // what the audit could not check and its findings.
    let outcome = outcome.ok();
    report.warnings = merged(rules, &read.standings, noted, outcome.as_ref(), &audit);
    if refuses(rules) {
        let findings = audit.warnings().into_iter();
        report.errors.extend(findings.map(CheckProblem::Audit));
    }
    report.audit = Some(audit);
    report
}
