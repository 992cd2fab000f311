//! `xqprize check STANDINGS [--rules FILE]`: read and validate the rules and
//! the standings without writing anything, and print every problem found:
//! rules errors with their lines, workbook errors with their cells, pools
//! that need columns the sheets lack, ties the arbiters must settle, and
//! warnings. Exit 1 when there are errors, 0 otherwise.

use super::rules_text;
use super::run::all_warnings;
use crate::engine;
use crate::msg::{Lang, Msg, text};
use crate::rules::columns::{assumed_columns, missing_columns};
use crate::rules::{RulesFile, groups_of};
use crate::standings::read::read_standings;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// 最终成绩表（.xlsx、.xls、.xlsb、.ods）
    #[arg(value_name = "成绩表", help_heading = "参数")]
    pub standings: PathBuf,
    /// 规则文件（TOML）；不填时用内置的 2019 年石柱赛规则
    #[arg(long, value_name = "规则文件")]
    pub rules: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let lang = Lang::current();
    let (name, text) = rules_text(args.rules.as_deref())?;
    let mut errors: Vec<String> = Vec::new();
    let mut warnings: Vec<String> = Vec::new();

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
                Ok(checked) => (Some(groups), Some(checked)),
                Err(e) => {
                    errors.extend(e.lines(lang));
                    (Some(groups), None)
                }
            }
        }
    };

    println!("{}", text::check_rules(&name, lang));
    let Some(groups) = groups else {
        println!("{}", text::check_not_read(lang));
        return finish(&errors, &warnings, lang);
    };
    match read_standings(&args.standings, &groups) {
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
            println!(
                "{}",
                text::check_standings(&args.standings.display().to_string(), &sheets, lang)
            );
            for g in read
                .standings
                .groups
                .iter()
                .filter(|g| g.players.is_empty())
            {
                warnings.push(format!(
                    "{}{}{}",
                    g.sheet,
                    text::colon(lang),
                    Msg::SheetNoPlayers.render(lang)
                ));
            }
            let mut found: Vec<crate::standings::Warning> = read.warnings.clone();
            if let Some((rules, lines)) = &checked {
                let lacking = missing_columns(rules, lines, &read.standings);
                warnings.extend(
                    assumed_columns(rules, lines, &read.standings)
                        .iter()
                        .map(|p| p.render(lang)),
                );
                if lacking.is_empty() {
                    let stacking = rules.settings.stacking;
                    match engine::compute(rules, &read.standings, stacking) {
                        Ok(outcome) => {
                            found = all_warnings(rules, &read.warnings, &outcome.warnings);
                        }
                        Err(e) => errors.push(
                            Msg::EngineFailed {
                                stacking: stacking.label().to_string(),
                                reason: Box::new(e.message()),
                            }
                            .render(lang),
                        ),
                    }
                }
                errors.extend(lacking.iter().map(|p| p.render(lang)));
            }
            warnings.extend(found.iter().map(|w| w.line(lang)));
        }
    }
    finish(&errors, &warnings, lang)
}

fn finish(errors: &[String], warnings: &[String], lang: Lang) -> anyhow::Result<()> {
    for e in errors {
        println!("{}{e}", text::error_prefix(lang));
    }
    for w in warnings {
        println!("{}{w}", text::warning_prefix(lang));
    }
    let (e, w) = (errors.len(), warnings.len());
    if e > 0 {
        anyhow::bail!("{}", text::check_count(e, w, lang));
    }
    println!("{}", text::check_count(e, w, lang));
    Ok(())
}
