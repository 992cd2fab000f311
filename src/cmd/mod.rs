//! One module per subcommand, each with its `Args` and `run`; the steps of a
//! run live in the library's `pipeline`, whose reports these only print.

/// `print!` through `console::out`: encoded as `--encoding` says, and
/// ending the command quietly when standard output is closed.
macro_rules! say {
    ($($arg:tt)*) => { $crate::console::out(format_args!($($arg)*)) };
}

/// `println!` through `console::out`, as `say!`.
macro_rules! sayln {
    ($($arg:tt)*) => { $crate::console::out(format_args!("{}\n", format_args!($($arg)*))) };
}

pub mod check;
pub mod corrections;
pub mod explain;
pub mod init;
pub mod run;
pub mod serve;

use std::path::PathBuf;
use xqprize::msg::{Lang, text};
use xqprize::pipeline::{Request, RulesSource, RunError, Stop, Workbook};
use xqprize::rules::{Overrides, Stacking};

/// What `run`, `check` and `explain` all take: the standings, the rules and
/// the override of the rules file's stacking setting.
#[derive(Debug, clap::Args)]
pub struct Input {
    /// 最终成绩表（.xlsx、.xls、.xlsb、.ods）
    #[arg(value_name = "成绩表", help_heading = "参数")]
    pub standings: PathBuf,
    /// 规则文件（TOML）；不填时用内置的 2019 年石柱赛规则
    #[arg(long, value_name = "规则文件")]
    pub rules: Option<PathBuf>,
    /// 每人可领几项名次奖：all（可兼得）或 one（只领一项，就高不就低，名次顺延）；不填时按规则文件
    #[arg(
        long = "prizes-per-player",
        value_enum,
        value_name = "all|one",
        hide_possible_values = true
    )]
    pub stacking: Option<Stacking>,
    /// 指定某组的成绩在哪张工作表（表名对不上时用；可写多次）
    #[arg(long = "sheet", value_name = "组别=工作表", value_parser = parse_sheet_choice)]
    pub sheet: Vec<(String, String)>,
}

impl Input {
    /// The pipeline's request: the rules file read (or the built-in rules),
    /// the standings named, the command line's overrides and sheets.
    pub fn request(&self) -> anyhow::Result<Request> {
        Ok(Request {
            workbook: Workbook::File(self.standings.clone()),
            rules: RulesSource::given(self.rules.as_deref())?,
            overrides: Overrides {
                stacking: self.stacking,
            },
            sheets: self.sheet.clone(),
        })
    }
}

/// Why the pipeline stopped, as the command ends with it: the rules' and
/// the workbook's problems and the engine's failure as they are (so their
/// causes print), any other stop in the process's language, then (`run`)
/// that nothing was written.
pub fn stopped(error: RunError, nothing_written: bool) -> anyhow::Error {
    let lang = Lang::current();
    match error {
        RunError::Rules(e) => e.into(),
        RunError::Input(e) => e.into(),
        RunError::Stop(Stop::Engine(e)) => e.into(),
        RunError::Stop(stop) if nothing_written => {
            anyhow::anyhow!("{}\n{}", stop.render(lang), text::nothing_written(lang))
        }
        RunError::Stop(stop) => anyhow::anyhow!("{}", stop.render(lang)),
        RunError::Output(e) => e,
    }
}

/// `--sheet GROUP=SHEET`: which sheet holds a group.
pub fn parse_sheet_choice(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((group, sheet)) if !group.trim().is_empty() && !sheet.is_empty() => {
            Ok((group.trim().to_string(), sheet.to_string()))
        }
        _ => Err(xqprize::msg::Msg::SheetChoiceShape {
            text: text.to_string(),
        }
        .to_string()),
    }
}
