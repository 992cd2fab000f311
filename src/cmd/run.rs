//! `xqprize run`: read the standings, apply the rules, write results.json and
//! the workbooks, print a summary. The steps are `xqprize::pipeline`'s.

use super::Input;
use std::path::PathBuf;
use xqprize::output::{OutputFile, write_all};
use xqprize::pipeline::{self, RulesSource, Stop};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    /// Folder for the outputs.
    #[arg(long, default_value = "out")]
    pub out: PathBuf,
    /// Replace existing output files.
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let input = &args.input;
    let source = RulesSource::given(input.rules.as_deref())?;
    let loaded = pipeline::load_rules(&source, &input.overrides())?;
    // Rules with nothing to pay stop before the standings are read.
    if let Err(stop) = pipeline::payable(&loaded) {
        anyhow::bail!("{stop}\nnothing was written");
    }
    let read = pipeline::read(&input.standings, &loaded.rules, &input.sheet)?;
    let computed = match pipeline::compute(&loaded.rules, &loaded.lines, &read) {
        Ok(computed) => computed,
        Err(Stop::Engine(e)) => return Err(e.into()),
        Err(stop) => anyhow::bail!("{stop}\nnothing was written"),
    };
    let files: Vec<OutputFile> = pipeline::output_files(&loaded, &read.standings, &computed)?
        .into_iter()
        .map(|f| OutputFile {
            path: args.out.join(f.name),
            bytes: f.bytes,
        })
        .collect();
    write_all(&files, &[input.standings.as_path()], args.force)?;
    print!(
        "{}",
        pipeline::summary(&loaded.rules, &read.standings, &computed)
    );
    for f in &files {
        println!("wrote {}", f.path.display());
    }
    Ok(())
}
