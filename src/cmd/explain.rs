//! `xqprize explain STANDINGS --player NO_OR_NAME`: for one player, each prize
//! schedule, subsidy and qualifier list: in the pool or not and why, place,
//! amount, and what the standings audit says about their place. The answer is
//! `xqprize::pipeline::explain`'s report; this only prints it.

use super::{Input, stopped};
use xqprize::corrections::words;
use xqprize::explain::Lookup;
use xqprize::msg::{Lang, Msg, text};
use xqprize::pipeline;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    #[arg(long)]
    pub player: String,
    #[arg(long)]
    pub paid: Option<std::path::PathBuf>,
}

pub fn run(args: Args, lang: Lang) -> anyhow::Result<()> {
    let input = &args.input;
    let report = pipeline::explain(input.request(lang)?, &args.player)
        .map_err(|e| stopped(e, false, lang))?;
    let standings = &report.run.read.standings;
    match &report.player {
        Lookup::Found(player) => {
            let mut answer = report.run.explain(*player, lang);
            if let Some(path) = &args.paid {
                let corrections = super::corrections::of(&report.run, path, lang)?;
                let rules = &report.run.loaded.rules;
                answer.push_str(&words::section(rules, &corrections, *player, lang));
            }
            say!("{}", answer);
            Ok(())
        }
        Lookup::NotFound => anyhow::bail!(Msg::PlayerNotFound {
            query: args.player.clone(),
            file: input.standings.display().to_string(),
        }),
        Lookup::Ambiguous(ids) => anyhow::bail!(Msg::PlayerAmbiguous {
            query: args.player.clone(),
            candidates: ids
                .iter()
                .map(|id| {
                    let p = id.player(standings);
                    text::candidate(id.group_name(standings), &p.no, &p.name, p.rank, lang)
                })
                .collect(),
        }),
    }
}
