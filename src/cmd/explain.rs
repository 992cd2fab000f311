//! `xqprize explain STANDINGS --player NO_OR_NAME`: for one player, each prize
//! schedule, subsidy and qualifier list: in the pool or not and why, place,
//! amount, and what the standings audit says about their place. The answer is
//! computed by `xqprize::explain` and `xqprize::audit`, and worded by
//! `xqprize::explain::words`; this only prints it.

use super::Input;
use xqprize::audit;
use xqprize::engine;
use xqprize::explain::words::{audit_lines, explanation};
use xqprize::explain::{Lookup, explain, find_player};
use xqprize::msg::{Lang, Msg};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    /// 选手的编号或姓名（“少儿组:3”指少儿组的 3 号）
    #[arg(long, value_name = "编号或姓名")]
    pub player: String,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let input = &args.input;
    let (loaded, read) = input.load()?;
    let rules = &loaded.rules;
    let lacking = xqprize::rules::columns::missing_columns(rules, &loaded.lines, &read.standings);
    if !lacking.is_empty() {
        let lines: Vec<String> = lacking.iter().map(|p| p.render(Lang::current())).collect();
        anyhow::bail!("{}", lines.join("\n"));
    }
    let standings = &read.standings;
    let outcome = engine::compute(rules, standings)?;
    match find_player(standings, &args.player) {
        Lookup::Found(id) => {
            say!(
                "{}",
                explanation(
                    rules,
                    &loaded.lines,
                    standings,
                    &explain(rules, standings, &outcome, id),
                    Lang::current()
                )
            );
            let p = id.player(standings);
            say!(
                "{}",
                audit_lines(
                    &audit::audit(rules, standings),
                    id.group_name(standings),
                    p.row,
                    Lang::current()
                )
            );
            Ok(())
        }
        Lookup::NotFound => anyhow::bail!(
            "{}",
            Msg::PlayerNotFound {
                query: args.player.clone(),
                file: input.standings.display().to_string(),
            }
        ),
        Lookup::Ambiguous(ids) => anyhow::bail!(
            "{}",
            Msg::PlayerAmbiguous {
                query: args.player.clone(),
                candidates: ids
                    .iter()
                    .map(|id| {
                        let p = id.player(standings);
                        format!(
                            "{}:{}  {}  名次 {}",
                            id.group_name(standings),
                            p.no,
                            p.name,
                            p.rank
                        )
                    })
                    .collect(),
            }
        ),
    }
}
