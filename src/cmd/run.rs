//! `xqprize run`: read the standings, apply the rules, write results.json and
//! the workbooks, print a summary. The steps are `xqprize::pipeline::run`'s.

use super::{Input, stopped};
use std::path::PathBuf;
use xqprize::msg::Lang;
use xqprize::output::write_outputs_with;
use xqprize::pipeline::{self, RunReport};

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
    /// 已发放时那次运行写出的 results.json：成绩更正后另写成绩更正表（补发、退回、更正说明）
    #[arg(long, value_name = "results.json")]
    pub paid: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let input = &args.input;
    let report = pipeline::run(input.request()?).map_err(|e| stopped(e, true))?;
    let corrections = match &args.paid {
        Some(path) => Some(super::corrections::of(&report, path)?),
        None => None,
    };
    let RunReport {
        loaded,
        read,
        computed,
        mut summary,
    } = report;
    let mut inputs = vec![input.standings.as_path()];
    inputs.extend(args.paid.as_deref());
    let written = write_outputs_with(
        &loaded,
        &read.standings,
        &computed,
        corrections.as_ref(),
        &args.out,
        &inputs,
        args.force,
    )?;
    summary.written = written.iter().map(|p| p.display().to_string()).collect();
    say!("{}", summary.render(Lang::current()));
    if let Some(c) = &corrections {
        sayln!(
            "{}",
            xqprize::corrections::words::summary(c, Lang::current())
        );
    }
    // The process ends here and its memory goes back whole: freeing the
    // standings and the results piece by piece would only delay the exit
    // (about 50 ms at 125 000 players).
    std::mem::forget((read, computed));
    Ok(())
}
