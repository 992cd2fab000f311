//! `xqprize explain STANDINGS --player NO_OR_NAME`: for one player, each prize
//! schedule, subsidy and qualifier list: in the pool or not and why, place,
//! amount, and what the standings audit says about their place. The answer is
//! computed by `xqprize::explain` and `xqprize::audit`; this only prints it.

use super::Input;
use std::fmt::Write;
use xqprize::audit::{self, Audit, Finding};
use xqprize::engine;
use xqprize::explain::{Explanation, Lookup, Standing, describe, explain, find_player};
use xqprize::rules::{Lines, Named, Rules, Stacking};
use xqprize::standings::Standings;

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

/// The explanation as text, one line per schedule, subsidy and list, each
/// citing the line of its pool in the rules file and the player's sheet row.
pub fn render(rules: &Rules, lines: &Lines, standings: &Standings, e: &Explanation) -> String {
    let p = e.player.player(standings);
    let rule = |named: Named| match lines.line_of_named(&named) {
        Some(line) => format!(" [{} line {line}]", lines.name),
        None => String::new(),
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} ({} row {}, 编号 {}, 名次 {}); prizes per player: {}",
        p.name,
        e.player.group_name(standings),
        p.row,
        p.no,
        p.rank,
        e.stacking.label()
    );
    let _ = writeln!(s, "prize schedules:");
    for a in &e.schedules {
        let _ = write!(
            s,
            "  {} {}{}: ",
            a.id,
            a.name,
            rule(Named::Schedule(a.id.clone()))
        );
        match &a.standing {
            Standing::Out(failed) => {
                let _ = write!(s, "not in the pool: {}", phrases(failed));
            }
            Standing::In {
                place,
                shared_by,
                size,
            } => {
                let _ = write!(s, "in the pool, place {place}");
                if *shared_by > 1 {
                    let _ = write!(s, " (shared by {shared_by})");
                }
                let _ = write!(s, " of {size}; ");
                if let Some(held) = &a.passed_over_for {
                    let _ = write!(
                        s,
                        "nothing: holds {} {} place {} ({}), the larger prize, and the place passed to the next player (one prize per player)",
                        held.schedule, held.name, held.place, held.amount
                    );
                } else if a.awards.is_empty() {
                    if *place > a.places {
                        let _ = write!(s, "nothing: the schedule pays {} places", a.places);
                    } else {
                        let _ = write!(s, "nothing");
                    }
                } else {
                    let paid: Vec<String> = a
                        .awards
                        .iter()
                        .map(|w| {
                            let shared = if w.shared_by > 1 {
                                format!(" shared by {}", w.shared_by)
                            } else {
                                String::new()
                            };
                            let moved = if w.place != *place && e.stacking == Stacking::One {
                                " (名次顺延: places passed down)"
                            } else {
                                ""
                            };
                            format!("paid place {}{shared}{moved}: {}", w.place, w.amount)
                        })
                        .collect();
                    let _ = write!(s, "{}", paid.join(", "));
                }
            }
        }
        let _ = writeln!(s);
    }
    for c in &rules.cancelled {
        let _ = writeln!(
            s,
            "  {} {}: cancelled by the amendment of {}",
            c.id, c.name, c.cancelled_by
        );
    }
    if !e.subsidies.is_empty() {
        let _ = writeln!(s, "subsidies:");
    }
    for a in &e.subsidies {
        let _ = write!(
            s,
            "  {} {}{}: ",
            a.id,
            a.name,
            rule(Named::Subsidy(a.id.clone()))
        );
        if !a.pool_failed.is_empty() {
            let _ = write!(s, "not in the pool: {}", phrases(&a.pool_failed));
        } else if a.checks.is_empty() {
            let _ = write!(s, "not a candidate (not marked 在校学生)");
        } else {
            let checks: Vec<String> = a
                .checks
                .iter()
                .map(|c| {
                    let mark = if c.met { "✓" } else { "✗" };
                    format!("{mark} {} ({})", c.condition.label(), c.evidence)
                })
                .collect();
            let _ = write!(s, "{}; ", checks.join(", "));
            if a.amount.is_zero() {
                let _ = write!(s, "nothing");
            } else {
                let _ = write!(s, "{}", a.amount);
            }
        }
        let _ = writeln!(s);
    }
    if !e.lists.is_empty() {
        let _ = writeln!(s, "qualifier lists:");
    }
    for a in &e.lists {
        let _ = write!(
            s,
            "  {} {} (top {}){}: ",
            a.id,
            a.name,
            a.top,
            rule(Named::Qualifier(a.id.clone()))
        );
        match &a.standing {
            Standing::Out(failed) => {
                let _ = write!(s, "not in the pool: {}", phrases(failed));
            }
            Standing::In { place, .. } => {
                let _ = write!(s, "in the pool, place {place}; ");
                if !a.ineligible.is_empty() {
                    let _ = write!(s, "not eligible: {}", phrases(&a.ineligible));
                } else if let Some(q) = &a.qualified {
                    let _ = write!(s, "qualified, place {}", q.place);
                    if let Some(title) = &q.title {
                        let _ = write!(s, ", {title}");
                    }
                } else {
                    let _ = write!(
                        s,
                        "eligible, place {} among the eligible: below the top {}",
                        a.eligible_place.unwrap_or(0),
                        a.top
                    );
                }
            }
        }
        let _ = writeln!(s);
    }
    let _ = writeln!(s, "total: {}", e.total);
    if let (Some(tax), Some(w)) = (&rules.tax, e.tax) {
        let _ = writeln!(
            s,
            "tax ({} {}, amounts {}): 应发 {}, 代扣个税 {}, 实发 {} (taxed {}, exempt {})",
            tax.kind,
            tax.rate.percent(),
            tax.amounts.label(),
            w.gross,
            w.tax,
            w.net,
            w.taxable,
            w.exempt
        );
    }
    s
}

fn phrases(verdicts: &[xqprize::rules::filter::Verdict]) -> String {
    verdicts.iter().map(describe).collect::<Vec<_>>().join(", ")
}
