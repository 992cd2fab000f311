//! `xqprize explain STANDINGS --player NO_OR_NAME`: for one player, each prize
//! schedule, subsidy and qualifier list: in the pool or not and why, place,
//! amount, and what the standings audit says about their place. The answer is
//! computed by `xqprize::explain` and `xqprize::audit`; this only prints it.

use super::Input;
use std::fmt::Write;
use xqprize::audit::{self, Audit, Finding};
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
    let lacking = xqprize::rules::columns::missing_columns(rules, &loaded.lines, &read.standings);
    if !lacking.is_empty() {
        anyhow::bail!("{}", lacking.join("\n"));
    }
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
            let p = id.player(standings);
            print!(
                "{}",
                audit_lines(
                    &audit::audit(rules, standings),
                    id.group_name(standings),
                    p.row
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

/// What the standings audit says about the player on `row` of `sheet`.
pub fn audit_lines(audit: &Audit, sheet: &str, row: u32) -> String {
    if !audit.groups.iter().any(|g| g == sheet) {
        return "places audit (名次核对): not done for this group (no phases in the rules, or no 积分 column)\n".to_string();
    }
    let mine: Vec<&Finding> = audit
        .findings
        .iter()
        .filter(|f| f.names(sheet, row))
        .collect();
    if mine.is_empty() {
        return "places audit (名次核对): nothing out of order for this player\n".to_string();
    }
    let mut s = String::from("places audit (名次核对):\n");
    for f in mine {
        let _ = writeln!(s, "  [{}] {}", f.code, f.message());
    }
    s
}
