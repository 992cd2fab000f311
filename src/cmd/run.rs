//! `xqprize run`: read the standings, apply the rules, write results.json and
//! the workbooks, print a summary. The steps are `xqprize::pipeline`'s.

use super::Input;
use std::path::PathBuf;
use xqprize::msg::{Lang, text};
use xqprize::output::{OutputFile, write_all};
use xqprize::pipeline::{self, Stop};

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
    let (loaded, read) = input.load()?;
    let computed = match pipeline::compute(&loaded.rules, &loaded.lines, &read) {
        Ok(computed) => computed,
        Err(Stop::MissingColumns(lacking)) => {
            let lines: Vec<String> = lacking.iter().map(|p| p.render(lang)).collect();
            anyhow::bail!("{}\n{}", lines.join("\n"), text::nothing_written(lang))
        }
        Err(Stop::Engine(e)) => return Err(e.into()),
    };
    for assumed in &computed.assumed {
        eprintln!("{}{}", text::warning_prefix(lang), assumed.render(lang));
    }
    let files: Vec<OutputFile> = pipeline::output_files(&loaded, &read.standings, &computed)?
        .into_iter()
        .map(|f| OutputFile {
            path: args.out.join(f.name),
            bytes: f.bytes,
        })
        .collect();
    write_all(&files, &[input.standings.as_path()], args.force)?;
    let mut shown = pipeline::summary_table(&loaded.rules, &read.standings, &computed);
    shown.written = files.iter().map(|f| f.path.display().to_string()).collect();
    print!("{}", shown.render(lang));
    Ok(())
}
