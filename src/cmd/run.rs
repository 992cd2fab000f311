//! `xqprize run`: read the standings, apply the rules, write results.json and
//! the workbooks, print a summary. The steps are `xqprize::pipeline::run`'s.

use super::{Input, stopped};
use std::path::PathBuf;
use xqprize::msg::Lang;
use xqprize::output::{Destination, write_outputs};
use xqprize::pipeline::{self, RunReport};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    #[arg(long, default_value = "out", hide_default_value = true)]
    pub out: PathBuf,
    #[arg(long)]
    pub force: bool,
    #[arg(long)]
    pub paid: Option<PathBuf>,
}

pub fn run(args: Args, lang: Lang) -> anyhow::Result<()> {
    let input = &args.input;
    let report = pipeline::run(input.request(lang)?).map_err(|e| stopped(e, true, lang))?;
    let corrections = match &args.paid {
        Some(path) => Some(super::corrections::of(&report, path, lang)?),
        None => None,
    };
    let RunReport {
        loaded,
        read,
        computed,
        mut summary,
        threads,
    } = report;
    // Every file named on the command line is an input, never written over.
    let mut inputs = vec![input.standings.as_path()];
    inputs.extend(input.rules.as_deref());
    inputs.extend(args.paid.as_deref());
    let to = Destination {
        out: &args.out,
        inputs: &inputs,
        force: args.force,
    };
    let written = write_outputs(
        &loaded,
        &read.standings,
        &computed,
        corrections.as_ref(),
        &to,
        lang,
        threads,
    )?;
    let shown = |paths: &[PathBuf]| paths.iter().map(|p| p.display().to_string()).collect();
    summary.written = shown(&written.paths);
    summary.removed = shown(&written.removed);
    say!("{}", summary.render(lang));
    if let Some(c) = &corrections {
        sayln!("{}", xqprize::corrections::words::summary(c, lang));
    }
    // The process ends here and its memory goes back whole: freeing the
    // standings and the results piece by piece would only delay the exit
    // (about 50 ms at 125 000 players).
    std::mem::forget((read, computed));
    Ok(())
}
