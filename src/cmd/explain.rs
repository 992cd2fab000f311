//! `xqprize explain STANDINGS --player NO_OR_NAME`: for one player, each prize
//! schedule, subsidy and qualifier list: in the pool or not and why, place,
//! amount. The answer is computed by `crate::explain`; this only prints it.

use super::Input;
use std::fmt::Write;
use xqprize::engine;
use xqprize::explain::{Lookup, explain, find_player, render};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    /// The player's 编号 or 姓名 ("少儿组:3" for the 编号 of one group).
    #[arg(long)]
    pub player: String,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let input = &args.input;
    let (loaded, read) = input.load()?;
    let rules = &loaded.rules;
    let standings = &read.standings;
    let outcome = engine::compute(rules, standings)?;
    match find_player(standings, &args.player) {
        Lookup::Found(id) => {
            print!(
                "{}",
                render(
                    rules,
                    &loaded.lines,
                    standings,
                    &explain(rules, standings, &outcome, id)
                )
            );
            Ok(())
        }
        Lookup::NotFound => anyhow::bail!(
            "no player has the 编号 or 姓名 \"{}\" in {}",
            args.player,
            input.standings.display()
        ),
        Lookup::Ambiguous(ids) => {
            let mut s = format!(
                "{} players answer to \"{}\"; name one by 组别:编号:",
                ids.len(),
                args.player
            );
            for id in ids {
                let p = id.player(standings);
                let _ = write!(
                    s,
                    "\n  {}:{}  {}  名次 {}",
                    id.group_name(standings),
                    p.no,
                    p.name,
                    p.rank
                );
            }
            anyhow::bail!(s)
        }
    }
}
