//! `xqprize check STANDINGS [--rules FILE]`: read and validate the rules and
//! the standings without writing anything, and print every problem found:
//! rules errors with their lines, workbook errors with their cells, pools
//! that need columns the sheets lack, ties the arbiters must settle, places
//! the standings audit questions (warnings, or errors with `audit = "refuse"`),
//! and warnings: many of one kind in one column as one line naming every row
//! (`msg::warning_lines`), or each on its own with `--each`. Exit 1 when there
//! are errors, 0 otherwise. What is found is `xqprize::pipeline::check`'s
//! report; this only prints it.

use super::Input;
use xqprize::msg::warning_lines::listed;
use xqprize::msg::{Lang, Msg, text};
use xqprize::pipeline;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    #[arg(long)]
    pub each: bool,
}

pub fn run(Args { input, each }: Args, lang: Lang) -> anyhow::Result<()> {
    let report = pipeline::check(input.request(lang)?);
    sayln!("{}", text::check_rules(&report.rules, lang));
    // Each sheet without a player first, then the warnings found (a line
    // may stand for a whole kind).
    let mut warnings: Vec<String> = Vec::new();
    if !report.groups_known {
        sayln!("{}", text::check_not_read(lang));
    } else {
        if let Some(sheets) = &report.sheets {
            sayln!("{}", text::check_standings(&report.standings, sheets, lang));
            let empty = sheets.iter().filter(|(_, players)| *players == 0);
            warnings.extend(empty.map(|(sheet, _)| {
                let empty = Msg::SheetNoPlayers.render(lang);
                format!("{sheet}{}{empty}", text::colon(lang))
            }));
        }
        let found = &report.warnings;
        match each {
            true => warnings.extend(found.iter().map(|w| w.line(lang))),
            false => warnings.extend(listed(found).iter().map(|l| l.line(lang))),
        }
        sayln!("{}", report.audit_summary().render(lang));
    }
    let empty = report.sheets.iter().flatten().filter(|(_, n)| *n == 0);
    let counted = empty.count() + report.warnings.len();
    for e in &report.errors {
        sayln!("{}{}", text::error_prefix(lang), e.render(lang));
    }
    for w in &warnings {
        sayln!("{}{w}", text::warning_prefix(lang));
    }
    let counts = text::check_count(report.errors.len(), counted, lang);
    if !report.errors.is_empty() {
        return Err(super::failure::Told(counts).into());
    }
    sayln!("{counts}");
    Ok(())
}
