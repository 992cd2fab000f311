//! `xqprize check STANDINGS [--rules FILE]`: read and validate the rules and
//! the standings without writing anything, and print every problem found:
//! rules errors with their lines, workbook errors with their cells, pools
//! that need columns the sheets lack, ties the arbiters must settle, places
//! the standings audit questions (warnings, or errors with `audit = "refuse"`),
//! and warnings: many of one kind in one column as one line naming every row
//! (`standings::warning_lines`), or each on its own with `--each`. Exit 1 when there
//! are errors, 0 otherwise.

use super::Input;
use xqprize::audit;
use xqprize::msg::{Lang, Msg, text};
use xqprize::pipeline::{self, RulesSource, Stop};
use xqprize::rules::{AuditMode, Rules, RulesFile, groups_of};
use xqprize::standings::Warning;
use xqprize::standings::read::read_standings_with;
use xqprize::standings::warning_lines::listed;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    /// 逐条列出警告（默认同一列同一类的警告有 4 条或更多时合并为一行，并列出全部行号）
    #[arg(long)]
    pub each: bool,
}

pub fn run(Args { input, each }: Args) -> anyhow::Result<()> {
    let lang = Lang::current();
    let RulesSource { name, text } = RulesSource::given(input.rules.as_deref())?;
    let mut errors: Vec<String> = Vec::new();
    let mut warnings = Warnings::default();
    let mut audit_line = None;

    // The groups are known as soon as the file parses, so the standings can be
    // read even when the rules have errors of meaning.
    let (groups, checked) = match RulesFile::parse_named(&name, &text) {
        Err(e) => {
            errors.extend(e.lines(lang));
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
                    errors.extend(e.lines(lang));
                    (Some(groups), None)
                }
            }
        }
    };

    sayln!("{}", text::check_rules(&name, lang));
    let Some(groups) = groups else {
        sayln!("{}", text::check_not_read(lang));
        return finish(&errors, &warnings, lang);
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
            errors.extend(
                e.problems
                    .iter()
                    .map(|p| format!("{file}{}{}", text::colon(lang), p.render(lang))),
            );
        }
        Ok(read) => {
            let sheets: Vec<(String, usize)> = read
                .standings
                .groups
                .iter()
                .map(|g| (g.sheet.clone(), g.players.len()))
                .collect();
            sayln!(
                "{}",
                text::check_standings(&input.standings.display().to_string(), &sheets, lang)
            );
            for g in read
                .standings
                .groups
                .iter()
                .filter(|g| g.players.is_empty())
            {
                warnings.lines.push(format!(
                    "{}{}{}",
                    g.sheet,
                    text::colon(lang),
                    Msg::SheetNoPlayers.render(lang)
                ));
                warnings.count += 1;
            }
            let mut found: Vec<Warning> = read.warnings.clone();
            if let Some((rules, lines)) = &checked {
                // The places audit runs whatever else stops the computation.
                let places = audit::audit(rules, &read.standings);
                audit_line = Some(places.summary().render(lang));
                match pipeline::compute(rules, lines, &read) {
                    Ok(computed) => found = computed.warnings,
                    Err(Stop::Audit(computed)) => {
                        errors.extend(computed.audit.warnings().iter().map(|w| w.line(lang)));
                        found = computed.warnings;
                    }
                    Err(stop) => {
                        match stop {
                            Stop::MissingColumns(lacking) => {
                                errors.extend(lacking.iter().map(|p| p.render(lang)))
                            }
                            Stop::Engine(e) => errors.push(
                                Msg::EngineFailed {
                                    stacking: rules.settings.stacking.label().to_string(),
                                    reason: Box::new(e.message()),
                                }
                                .render(lang),
                            ),
                            other => errors.push(other.render(lang)),
                        }
                        // Nothing was computed: the audit's findings on their own.
                        match rules.settings.audit {
                            AuditMode::Warn => found.extend(places.warnings()),
                            AuditMode::Refuse => {
                                errors.extend(places.warnings().iter().map(|w| w.line(lang)))
                            }
                        }
                    }
                }
            }
            warnings.count += found.len();
            if each {
                warnings.lines.extend(found.iter().map(|w| w.line(lang)));
            } else {
                warnings
                    .lines
                    .extend(listed(&found).iter().map(|l| l.line(lang)));
            }
        }
    }
    if let Some(line) = audit_line {
        sayln!("{line}");
    }
    finish(&errors, &warnings, lang)
}

/// The warning lines to print, and how many warnings they stand for (a
/// line may stand for a whole kind).
#[derive(Default)]
struct Warnings {
    lines: Vec<String>,
    count: usize,
}

fn finish(errors: &[String], warnings: &Warnings, lang: Lang) -> anyhow::Result<()> {
    for e in errors {
        sayln!("{}{e}", text::error_prefix(lang));
    }
    for w in &warnings.lines {
        sayln!("{}{w}", text::warning_prefix(lang));
    }
    let (e, w) = (errors.len(), warnings.count);
    if e > 0 {
        anyhow::bail!("{}", text::check_count(e, w, lang));
    }
    sayln!("{}", text::check_count(e, w, lang));
    Ok(())
}
