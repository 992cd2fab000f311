//! `xqprize check STANDINGS [--rules FILE]`: read and validate the rules and
//! the standings without writing anything, and print every problem found:
//! rules errors with their lines, workbook errors with their cells, pools
//! that need columns the sheets lack, ties the arbiters must settle, places
//! the standings audit questions (warnings, or errors with `audit = "refuse"`),
//! and warnings. Exit 1 when there are errors, 0 otherwise.

use super::rules_text;
use super::run::all_warnings;
use crate::audit;
use crate::engine;
use crate::rules::columns::{assumed_columns, missing_columns};
use crate::rules::{AuditMode, RulesFile, groups_of};
use crate::standings::Warning;
use crate::standings::read::read_standings;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The final standings workbook (.xlsx, .xls, .xlsb, .ods).
    pub standings: PathBuf,
    /// Rules file (TOML); the built-in 2019 Shizhu rules when left out.
    #[arg(long)]
    pub rules: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let (name, text) = rules_text(args.rules.as_deref())?;
    let mut errors: Vec<String> = Vec::new();
    let mut warnings: Vec<String> = Vec::new();
    let mut audit_line = None;

    // The groups are known as soon as the file parses, so the standings can be
    // read even when the rules have errors of meaning.
    let (groups, checked) = match RulesFile::parse_named(&name, &text) {
        Err(e) => {
            errors.extend(e.problems);
            (groups_of(&text), None)
        }
        Ok(file) => {
            let groups = file.groups.clone();
            match file.into_rules_with_lines() {
                Ok(checked) => (Some(groups), Some(checked)),
                Err(e) => {
                    errors.extend(e.problems);
                    (Some(groups), None)
                }
            }
        }
    };

    println!("rules: {name}");
    let Some(groups) = groups else {
        println!("standings: not read (the rules file must name its [[groups]] first)");
        return finish(&errors, &warnings);
    };
    match read_standings(&args.standings, &groups) {
        Err(e) => {
            let file = e.file.display().to_string();
            errors.extend(e.problems.iter().map(|p| format!("{file}: {p}")));
        }
        Ok(read) => {
            let sheets: Vec<String> = read
                .standings
                .groups
                .iter()
                .map(|g| format!("{} {} players", g.sheet, g.players.len()))
                .collect();
            println!(
                "standings: {} ({})",
                args.standings.display(),
                sheets.join(", ")
            );
            for g in read
                .standings
                .groups
                .iter()
                .filter(|g| g.players.is_empty())
            {
                warnings.push(format!("{}: the sheet has no players yet", g.sheet));
            }
            let mut found: Vec<Warning> = read.warnings.clone();
            if let Some((rules, lines)) = &checked {
                let lacking = missing_columns(rules, lines, &read.standings);
                warnings.extend(assumed_columns(rules, lines, &read.standings));
                if lacking.is_empty() {
                    let stacking = rules.settings.stacking;
                    match engine::compute(rules, &read.standings, stacking) {
                        Ok(outcome) => {
                            found = all_warnings(rules, &read.warnings, &outcome.warnings);
                        }
                        Err(e) => {
                            errors.push(format!("prizes per player \"{}\": {e}", stacking.label()))
                        }
                    }
                }
                errors.extend(lacking);
                let audit = audit::audit(rules, &read.standings);
                match rules.settings.audit {
                    AuditMode::Warn => found = all_warnings(rules, &found, &audit.warnings()),
                    AuditMode::Refuse => {
                        errors.extend(audit.warnings().iter().map(warning_line));
                    }
                }
                audit_line = Some(audit.summary_line());
            }
            warnings.extend(found.iter().map(warning_line));
        }
    }
    if let Some(line) = audit_line {
        println!("{line}");
    }
    finish(&errors, &warnings)
}

/// "公开组 row 12 (出生日期): …".
pub(crate) fn warning_line(w: &Warning) -> String {
    let mut s = w.sheet.clone();
    if let Some(row) = w.row {
        s.push_str(&format!(" row {row}"));
    }
    if let Some(column) = &w.column {
        s.push_str(&format!(" ({column})"));
    }
    format!("{s}: {}", w.message)
}

fn finish(errors: &[String], warnings: &[String]) -> anyhow::Result<()> {
    for e in errors {
        println!("error: {e}");
    }
    for w in warnings {
        println!("warning: {w}");
    }
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let (e, w) = (errors.len(), warnings.len());
    if e > 0 {
        anyhow::bail!("{e} error{}, {w} warning{}", plural(e), plural(w));
    }
    println!("no errors, {w} warning{}", plural(w));
    Ok(())
}
