//! `xqprize check STANDINGS [--rules FILE]`: read and validate the rules and
//! the standings without writing anything, and print every problem found:
//! rules errors with their lines, workbook errors with their cells, pools
//! that need columns the sheets lack, ties the arbiters must settle, places
//! the standings audit questions (warnings, or errors with `audit = "refuse"`),
//! and warnings: many of one kind in one column as one line naming every row
//! (`standings::warning_lines`), or each on its own with `--each`. Exit 1 when there
//! are errors, 0 otherwise. What is found is `xqprize::pipeline::check`'s
//! report; this only prints it.

use super::Input;
use xqprize::msg::{Lang, Msg, text};
use xqprize::pipeline;
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
    let report = pipeline::check(input.request()?);
    let errors: Vec<String> = report.errors.iter().map(|e| e.render(lang)).collect();
    sayln!("{}", text::check_rules(&report.rules, lang));
    if !report.groups_known {
        sayln!("{}", text::check_not_read(lang));
        return finish(&errors, &Warnings::default(), lang);
    }
    if let Some(sheets) = &report.sheets {
        sayln!("{}", text::check_standings(&report.standings, sheets, lang));
    }
    let empty: Vec<&String> = (report.sheets.iter().flatten())
        .filter_map(|(sheet, players)| (*players == 0).then_some(sheet))
        .collect();
    let mut warnings = Warnings {
        lines: (empty.iter())
            .map(|sheet| {
                let empty = Msg::SheetNoPlayers.render(lang);
                format!("{sheet}{}{empty}", text::colon(lang))
            })
            .collect(),
        count: empty.len() + report.warnings.len(),
    };
    let found = &report.warnings;
    if each {
        warnings.lines.extend(found.iter().map(|w| w.line(lang)));
    } else {
        warnings
            .lines
            .extend(listed(found).iter().map(|l| l.line(lang)));
    }
    sayln!("{}", report.audit_summary().render(lang));
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
