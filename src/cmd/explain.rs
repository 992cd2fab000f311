//! `xqprize explain STANDINGS --player NO_OR_NAME`: for one player, each prize
//! schedule, subsidy and qualifier list: in the pool or not and why, place,
//! amount, and what the standings audit says about their place. The answer is
//! `xqprize::pipeline::explain`'s report; this only prints it.

use super::{Input, stopped};
use xqprize::explain::Lookup;
use xqprize::msg::{Lang, Msg, text};
use xqprize::pipeline;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    #[arg(long)]
    pub player: String,
}

pub fn run(args: Args, lang: Lang) -> anyhow::Result<()> {
    let input = &args.input;
    let report = pipeline::explain(input.request(lang)?, &args.player)
        .map_err(|e| stopped(e, false, lang))?;
    let standings = &report.run.read.standings;
    match &report.player {
        Lookup::Found(player) => {
            say!("{}", report.run.explain(*player, lang));
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
