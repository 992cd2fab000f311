//! One module per subcommand, each with its `Args` and `run`; the steps of a
//! run live in the library's `pipeline`.

pub mod check;
pub mod explain;
pub mod init;
pub mod run;
pub mod serve;

use std::path::PathBuf;
use xqprize::pipeline::{self, LoadedRules, RulesSource};
use xqprize::rules::{Overrides, Stacking};
use xqprize::standings::read::Read;

/// What `run`, `check` and `explain` all take: the standings, the rules and
/// the override of the rules file's stacking setting.
#[derive(Debug, clap::Args)]
pub struct Input {
    /// The final standings workbook (.xlsx, .xls, .xlsb, .ods).
    pub standings: PathBuf,
    /// Rules file (TOML); the built-in 2019 Shizhu rules when left out.
    #[arg(long)]
    pub rules: Option<PathBuf>,
    /// Overrides the rules file's stacking setting.
    #[arg(long = "prizes-per-player", value_enum)]
    pub stacking: Option<Stacking>,
    /// Which sheet holds a group, when the names do not say (repeatable).
    #[arg(long = "sheet", value_name = "GROUP=SHEET", value_parser = parse_sheet_choice)]
    pub sheet: Vec<(String, String)>,
}

impl Input {
    /// The command line's overrides of the rules file's settings.
    pub fn overrides(&self) -> Overrides {
        Overrides {
            stacking: self.stacking,
        }
    }

    /// The rules in force (settings resolved) and the standings they name.
    pub fn load(&self) -> anyhow::Result<(LoadedRules, Read)> {
        let source = RulesSource::given(self.rules.as_deref())?;
        let loaded = pipeline::load_rules(&source, &self.overrides())?;
        let read = pipeline::read(&self.standings, &loaded.rules, &self.sheet)?;
        Ok((loaded, read))
    }
}

/// `--sheet GROUP=SHEET`: which sheet holds a group.
pub fn parse_sheet_choice(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((group, sheet)) if !group.trim().is_empty() && !sheet.is_empty() => {
            Ok((group.trim().to_string(), sheet.to_string()))
        }
        _ => Err(format!(
            "\"{text}\" is not GROUP=SHEET (for example --sheet 公开组=\"公开组 (2)\")"
        )),
    }
}
