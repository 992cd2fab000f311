//! `xqprize explain STANDINGS --player NO_OR_NAME`: for one player, each prize
//! schedule, subsidy and qualifier list: in the pool or not and why, place,
//! amount, and what the standings audit says about their place. The answer is
//! `xqprize::pipeline::explain`'s report; this only prints it.

use super::{Input, stopped};
use xqprize::corrections::words;
use xqprize::explain::Lookup;
use xqprize::msg::{Lang, Msg};
use xqprize::pipeline;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: Input,
    /// 选手的编号或姓名（“少儿组:3”指少儿组的 3 号）
    #[arg(long, value_name = "编号或姓名")]
    pub player: String,
    /// 已发放时那次运行写出的 results.json：再说明此人的奖金因成绩更正有何变化、为什么
    #[arg(long, value_name = "results.json")]
    pub paid: Option<std::path::PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let input = &args.input;
    let report =
        pipeline::explain(input.request()?, &args.player).map_err(|e| stopped(e, false))?;
    let standings = &report.run.read.standings;
    match &report.player {
        Lookup::Found(player) => {
            let lang = Lang::current();
            let mut answer = report.run.explain(*player, lang);
            if let Some(path) = &args.paid {
                let corrections = super::corrections::of(&report.run, path)?;
                let rules = &report.run.loaded.rules;
                answer.push_str(&words::section(rules, &corrections, *player, lang));
            }
            say!("{}", answer);
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
