//! `xqprize run`: read the standings, apply the rules, write results.json and
//! the workbooks, print a summary.

use super::{LoadedRules, load_rules};
use crate::engine::{self, Outcome};
use crate::money::Money;
use crate::output::{OutputFile, write_all};
use crate::report;
use crate::rules::columns::{assumed_columns, missing_columns};
use crate::rules::{Rules, Stacking};
use crate::standings::read::read_standings;
use crate::standings::{Standings, Warning};
use std::path::{Path, PathBuf};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The final standings workbook (.xlsx, .xls, .xlsb, .ods).
    pub standings: PathBuf,
    /// Rules file (TOML); the built-in 2019 Shizhu rules when left out.
    #[arg(long)]
    pub rules: Option<PathBuf>,
    /// Folder for the outputs.
    #[arg(long, default_value = "out")]
    pub out: PathBuf,
    /// Overrides the rules file's stacking setting.
    #[arg(long, value_enum)]
    pub prizes_per_player: Option<PrizesPerPlayer>,
    /// Replace existing output files.
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
        anyhow::bail!("{}\nnothing was written", lacking.join("\n"));
    }
    let stacking = args
        .prizes_per_player
        .map_or(rules.settings.stacking, Stacking::from);
    let outcome = engine::compute(rules, &read.standings, stacking)?;
    let warnings = all_warnings(rules, &read.warnings, &outcome.warnings);
    for assumed in assumed_columns(rules, &loaded.lines, &read.standings) {
        eprintln!("warning: {assumed}");
    }

    let files = output_files(&loaded, &read.standings, &outcome, &warnings, &args.out)?;
    write_all(&files, &[args.standings.as_path()], args.force)?;
    print!("{}", summary(rules, &read.standings, &outcome, &warnings));
    for f in &files {
        println!("wrote {}", f.path.display());
    }
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

/// The terminal summary: players per sheet, amount per schedule, totals,
/// warnings, and the published budget beside the amended one.
pub fn summary(
    rules: &Rules,
    standings: &Standings,
    outcome: &Outcome,
    warnings: &[Warning],
) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let _ = writeln!(s, "{}", rules.event);
    for g in &standings.groups {
        let _ = writeln!(s, "  {}: {} players read", g.sheet, g.players.len());
    }
    let _ = writeln!(s, "stacking: {}", outcome.stacking.label());
    let mut awarded = Money::ZERO;
    for line in &outcome.budget {
        let name = schedule_name(rules, &line.schedule);
        // Pad by display width: a CJK character takes two columns.
        let pad = 16usize.saturating_sub(unicode_width::UnicodeWidthStr::width(name));
        let _ = writeln!(
            s,
            "  {:<16} {name}{:pad$} {:>10}  (planned {}, vacant {}, remainder {})",
            line.schedule,
            "",
            line.awarded.to_string(),
            line.planned,
            line.vacant,
            line.remainder
        );
        awarded += line.awarded;
    }
    let _ = writeln!(
        s,
        "total paid: {awarded} to {} people",
        outcome.payouts.len()
    );
    let Budget {
        published,
        amended,
        subsidies,
        students,
    } = Budget::of(rules, outcome);
    let _ = writeln!(
        s,
        "budget: published {published}; amended {amended} + subsidies {subsidies} ({students} eligible) = {}; difference {}",
        amended + subsidies,
        signed(amended + subsidies, published)
    );
    let _ = writeln!(s, "warnings: {}", warnings.len());
    s
}

/// The name of a prize schedule or subsidy, by its id ("" when unknown).
pub fn schedule_name<'r>(rules: &'r Rules, id: &str) -> &'r str {
    rules
        .schedules
        .iter()
        .find(|x| x.id == id)
        .map(|x| x.name.as_str())
        .or_else(|| {
            rules
                .subsidies
                .iter()
                .find(|x| x.id == id)
                .map(|x| x.name.as_str())
        })
        .unwrap_or("")
}

/// The budget check: the published total beside the amended one plus the
/// subsidies actually due.
pub struct Budget {
    /// As published (the stated total, or the base regulation's sum).
    pub published: Money,
    /// The place prizes after the amendments.
    pub amended: Money,
    /// Subsidies granted, and to how many students.
    pub subsidies: Money,
    pub students: usize,
}

impl Budget {
    pub fn of(rules: &Rules, outcome: &Outcome) -> Budget {
        Budget {
            published: rules
                .budget
                .as_ref()
                .map(|b| b.stated)
                .unwrap_or_else(|| rules.base_planned()),
            amended: rules.amended_planned(),
            subsidies: outcome.grants.iter().map(|g| g.amount).sum(),
            students: outcome.grants.len(),
        }
    }
}

/// `a - b` with its sign.
pub fn signed(a: Money, b: Money) -> String {
    if a >= b {
        format!("+{}", a - b)
    } else {
        format!("-{}", b - a)
    }
}
