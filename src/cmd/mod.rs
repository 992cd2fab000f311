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
pub mod environment;
pub mod explain;
pub mod failure;
pub mod init;
pub mod record;
pub mod run;
pub mod serve;

use std::path::PathBuf;
use xqprize::msg::{Lang, text};
use xqprize::pipeline::{Request, RulesSource, RunError, Stop, Workbook};
use xqprize::rules::{Overrides, Stacking};

/// What `run`, `check` and `explain` all take: the standings, the rules,
/// the override of the rules file's stacking setting and the sheets chosen
/// for groups (their help: `cli::help`).
#[derive(Debug, clap::Args)]
pub struct Input {
    pub standings: PathBuf,
    #[arg(long)]
    pub rules: Option<PathBuf>,
    #[arg(long = "prizes-per-player", value_enum, hide_possible_values = true)]
    pub stacking: Option<Stacking>,
    #[arg(long = "sheet", value_parser = parse_sheet_choice)]
    pub sheet: Vec<(String, String)>,
}

impl Input {
    /// The pipeline's request: the rules file read (or the built-in rules),
    /// the standings named, the command line's overrides and sheets, and
    /// the language of the command line.
    pub fn request(&self, lang: Lang) -> anyhow::Result<Request> {
        Ok(Request {
            workbook: Workbook::File(self.standings.clone()),
            rules: RulesSource::given(self.rules.as_deref(), lang)?,
            overrides: Overrides {
                stacking: self.stacking,
            },
            sheets: self.sheet.clone(),
            lang,
            threads: environment::threads(),
        })
    }
}

/// Why the pipeline stopped, as the command ends with it, in `lang`: the
/// rules' and the workbook's problems and the engine's failure as they
/// are, any other stop followed (`run`) by the line that nothing was
/// written.
pub fn stopped(error: RunError, nothing_written: bool, lang: Lang) -> anyhow::Error {
    match error {
        RunError::Rules(e) => anyhow::anyhow!("{}", e.lines(lang).join("\n")),
        RunError::Input(e) => anyhow::anyhow!("{}", e.render(lang)),
        RunError::Stop(Stop::Engine(e)) => anyhow::anyhow!("{}", e.message().render(lang)),
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
        .render(environment::lang_of_raw_args())),
    }
}
