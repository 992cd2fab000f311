//! `xqprize run`: read the standings, apply the rules, write results.json and
//! the workbooks, print a summary.

use super::{LoadedRules, load_rules};
use crate::engine::{self, Outcome};
use crate::money::Money;
use crate::msg::{Lang, text};
use crate::output::{OutputFile, write_all};
use crate::report;
use crate::rules::columns::{assumed_columns, missing_columns};
use crate::rules::{Rules, Stacking};
use crate::standings::read::read_standings;
use crate::standings::{Standings, Warning};
use std::path::{Path, PathBuf};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// 最终成绩表（.xlsx、.xls、.xlsb、.ods）
    #[arg(value_name = "成绩表", help_heading = "参数")]
    pub standings: PathBuf,
    /// 规则文件（TOML）；不填时用内置的 2019 年石柱赛规则
    #[arg(long, value_name = "规则文件")]
    pub rules: Option<PathBuf>,
    /// 输出文件夹（默认 out）
    #[arg(
        long,
        default_value = "out",
        value_name = "文件夹",
        hide_default_value = true
    )]
    pub out: PathBuf,
    /// 每人可领几项名次奖：all（可兼得）或 one（只领一项，就高不就低，名次顺延）；不填时按规则文件
    #[arg(long, value_enum, value_name = "all|one", hide_possible_values = true)]
    pub prizes_per_player: Option<PrizesPerPlayer>,
    /// 覆盖已有的输出文件
    #[arg(long)]
    pub force: bool,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum PrizesPerPlayer {
    All,
    One,
}

impl From<PrizesPerPlayer> for Stacking {
    fn from(p: PrizesPerPlayer) -> Stacking {
        match p {
            PrizesPerPlayer::All => Stacking::All,
            PrizesPerPlayer::One => Stacking::One,
        }
    }
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let loaded = load_rules(args.rules.as_deref())?;
    let rules = &loaded.rules;
    let read = read_standings(&args.standings, &rules.groups)?;
    // A pool that filters on a column the sheet lacks would be silently empty.
    let lacking = missing_columns(rules, &loaded.lines, &read.standings);
    if !lacking.is_empty() {
        let lang = Lang::current();
        let lines: Vec<String> = lacking.iter().map(|p| p.render(lang)).collect();
        anyhow::bail!("{}\n{}", lines.join("\n"), text::nothing_written(lang));
    }
    let stacking = args
        .prizes_per_player
        .map_or(rules.settings.stacking, Stacking::from);
    let outcome = engine::compute(rules, &read.standings, stacking)?;
    let warnings = all_warnings(rules, &read.warnings, &outcome.warnings);
    let lang = Lang::current();
    for assumed in assumed_columns(rules, &loaded.lines, &read.standings) {
        eprintln!("{}{}", text::warning_prefix(lang), assumed.render(lang));
    }

    let files = output_files(&loaded, &read.standings, &outcome, &warnings, &args.out)?;
    write_all(&files, &[args.standings.as_path()], args.force)?;
    let written: Vec<PathBuf> = files.iter().map(|f| f.path.clone()).collect();
    let shown = summary(rules, &read.standings, &outcome, &warnings, &written);
    print!("{}", shown.render(lang));
    Ok(())
}

/// The four files `run` writes into `out`: three workbooks and results.json.
pub fn output_files(
    loaded: &LoadedRules,
    standings: &Standings,
    outcome: &Outcome,
    warnings: &[Warning],
    out: &Path,
) -> anyhow::Result<Vec<OutputFile>> {
    let rules = &loaded.rules;
    let workbooks = report::Report {
        rules,
        standings,
        outcome,
        rules_name: loaded.name.clone(),
        rules_sha256: loaded.sha256.clone(),
        version: env!("CARGO_PKG_VERSION"),
        warnings,
    };
    Ok(vec![
        OutputFile {
            path: out.join("payouts.xlsx"),
            bytes: report::payouts::to_bytes(&workbooks)?,
        },
        OutputFile {
            path: out.join("awards.xlsx"),
            bytes: report::awards::to_bytes(&workbooks)?,
        },
        OutputFile {
            path: out.join("qualifiers.xlsx"),
            bytes: report::qualifiers::to_bytes(&workbooks)?,
        },
        OutputFile {
            path: out.join("results.json"),
            bytes: report::json::to_json(rules, standings, outcome, warnings).into_bytes(),
        },
    ])
}

/// Reading's and the engine's warnings together, by group (rules order), row,
/// column.
pub fn all_warnings(rules: &Rules, read: &[Warning], engine: &[Warning]) -> Vec<Warning> {
    let mut all: Vec<Warning> = read.iter().chain(engine).cloned().collect();
    let position = |sheet: &str| rules.groups.iter().position(|g| g.sheet == sheet);
    all.sort_by(|a, b| {
        position(&a.sheet)
            .cmp(&position(&b.sheet))
            .then_with(|| a.cmp(b))
    });
    all
}

/// The terminal summary: players per sheet, the budget per schedule
/// (计划/已发/空缺/余数) and its totals, the published budget beside the
/// amended one, the warnings, and the files written.
pub fn summary(
    rules: &Rules,
    standings: &Standings,
    outcome: &Outcome,
    warnings: &[Warning],
    written: &[PathBuf],
) -> text::Summary {
    let name_of = |id: &str| {
        rules
            .schedules
            .iter()
            .find(|x| x.id == id)
            .map(|x| x.name.clone())
            .or_else(|| {
                rules
                    .subsidies
                    .iter()
                    .find(|x| x.id == id)
                    .map(|x| x.name.clone())
            })
            .unwrap_or_else(|| id.to_string())
    };
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
                name: name_of(&line.schedule),
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
        warnings: warnings.len(),
        written: written.iter().map(|p| p.display().to_string()).collect(),
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
