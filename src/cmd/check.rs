//! `xqprize check STANDINGS [--rules FILE]`: read and validate the rules and
//! the standings without writing anything, and print every problem found:
//! rules errors with their lines, workbook errors with their cells, pools
//! that need columns the sheets lack, ties the arbiters must settle, places
//! the standings audit questions (warnings, or errors with `audit = "refuse"`),
//! and warnings. Exit 1 when there are errors, 0 otherwise.

use super::Input;
use xqprize::audit;
use xqprize::pipeline::{self, RulesSource, Stop};
use xqprize::rules::{AuditMode, Rules, RulesFile, groups_of};
use xqprize::standings::Warning;
use xqprize::standings::read::read_standings_with;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
}

pub fn run(Args { input }: Args) -> anyhow::Result<()> {
    let RulesSource { name, text } = RulesSource::given(input.rules.as_deref())?;
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
                Ok((rules, lines)) => (
                    Some(groups),
                    Some((rules.with_overrides(&input.overrides()), lines)),
                ),
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
    // The rules file's header names and 地区 spellings, when it loads.
    let options = match &checked {
        Some((rules, _)) => rules.read_options(&input.sheet),
        None => Rules::shizhu_2019().read_options(&input.sheet),
    };
    let sheets: Vec<&str> = groups.iter().map(|g| g.sheet.as_str()).collect();
    match read_standings_with(&input.standings, &sheets, &options) {
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
                input.standings.display(),
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
                // The places audit runs whatever else stops the computation.
                let places = audit::audit(rules, &read.standings);
                audit_line = Some(places.summary_line());
                match pipeline::compute(rules, lines, &read) {
                    Ok(computed) => found = computed.warnings,
                    Err(Stop::Audit(computed)) => {
                        errors.extend(computed.audit.warnings().iter().map(Warning::line));
                        found = computed.warnings;
                    }
                    Err(stop) => {
                        match stop {
                            Stop::MissingColumns(lacking) => errors.extend(lacking),
                            Stop::Engine(e) => errors.push(format!(
                                "prizes per player \"{}\": {e}",
                                rules.settings.stacking.label()
                            )),
                            other => errors.push(other.to_string()),
                        }
                        // Nothing was computed: the audit's findings on their own.
                        match rules.settings.audit {
                            AuditMode::Warn => found.extend(places.warnings()),
                            AuditMode::Refuse => {
                                errors.extend(places.warnings().iter().map(Warning::line))
                            }
                        }
                    }
                }
            }
            warnings.extend(found.iter().map(Warning::line));
        }
    }
    if let Some(line) = audit_line {
        println!("{line}");
    }
    finish(&errors, &warnings)
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
