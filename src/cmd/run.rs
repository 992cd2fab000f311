//! `xqprize run`: compute and write everything.

use crate::rules::Stacking;
use std::path::PathBuf;

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

pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("not yet")
}
