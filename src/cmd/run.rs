//! `xqprize run`: read the standings, apply the rules, write results.json and
//! the workbooks, print a summary. The steps are `xqprize::pipeline`'s.

use super::Input;
use std::path::PathBuf;
use xqprize::msg::{Lang, text};
use xqprize::output::write_outputs;
use xqprize::pipeline::{self, RulesSource, Stop};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    /// 输出文件夹（默认 out）
    #[arg(
        long,
        default_value = "out",
        value_name = "文件夹",
        hide_default_value = true
    )]
    pub out: PathBuf,
    /// 覆盖已有的输出文件
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let lang = Lang::current();
    let input = &args.input;
    let source = RulesSource::given(input.rules.as_deref())?;
    let loaded = pipeline::load_rules(&source, &input.overrides())?;
    // Rules with nothing to pay stop before the standings are read.
    if let Err(stop) = pipeline::payable(&loaded) {
        anyhow::bail!("{}\n{}", stop.render(lang), text::nothing_written(lang));
    }
    let read = pipeline::read(&input.standings, &loaded.rules, &input.sheet)?;
    if let Err(stop) = pipeline::anyone_to_pay(&read, &input.standings.display().to_string()) {
        anyhow::bail!("{}\n{}", stop.render(lang), text::nothing_written(lang));
    }
    let computed = match pipeline::compute(&loaded.rules, &loaded.lines, &read) {
        Ok(computed) => computed,
        Err(Stop::Engine(e)) => return Err(e.into()),
        Err(stop) => anyhow::bail!("{}\n{}", stop.render(lang), text::nothing_written(lang)),
    };
    let written = write_outputs(
        &loaded,
        &read.standings,
        &computed,
        &args.out,
        &[input.standings.as_path()],
        args.force,
    )?;
    let mut shown = pipeline::summary_table(&loaded.rules, &read.standings, &computed);
    shown.written = written.iter().map(|p| p.display().to_string()).collect();
    say!("{}", shown.render(lang));
    // The process ends here and its memory goes back whole: freeing the
    // standings and the results piece by piece would only delay the exit
    // (about 50 ms at 125 000 players).
    std::mem::forget((read, computed));
    Ok(())
}
