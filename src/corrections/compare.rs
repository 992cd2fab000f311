//! The comparison itself: the paid results against the corrected run's
//! outcome. First that the paid file is this event's under these rules
//! (every difference named), then everyone whose money changed, with the
//! prizes behind both amounts and their corrected facts, and the budget
//! before and after.

use super::facts::Facts;
use super::paid::{self, Paid};
use super::{Amounts, BudgetChange, Corrections, Item, Line, TeamLine, Withheld};
use crate::engine::pool::no_order;
use crate::engine::{Outcome, PlayerId};
use crate::money::Money;
use crate::msg::Msg;
use crate::rules::Rules;
use crate::standings::Standings;
use std::collections::{BTreeMap, BTreeSet};

/// A player's key: (group sheet, 编号).
type Key = (String, String);

/// Compare the paid results (`paid`, read from `file`) with the corrected
/// run: `settings` are the corrected run's, as results.json writes them.
/// Every way the paid file is not this event's under these rules is an
/// error, all of them together.
pub fn compare(
    file: &str,
    paid: &Paid,
    settings: &BTreeMap<String, serde_json::Value>,
    rules: &Rules,
    standings: &Standings,
    outcome: &Outcome,
) -> Result<Corrections, Vec<Msg>> {
    let mut problems = same_event(file, paid, settings, rules, outcome);
    problems.extend(super::whole::problems(file, paid));
    let mut index: BTreeMap<(&str, &str), PlayerId> = BTreeMap::new();
    for (g, group) in standings.groups.iter().enumerate() {
        for (i, p) in group.players.iter().enumerate() {
            index.insert((&group.sheet, &p.no), PlayerId { group: g, index: i });
        }
    }
    for payout in &paid.payouts {
        if rules.groups.iter().all(|g| g.sheet != payout.group) {
            problems.push(Msg::PaidUnknownGroup {
                file: file.to_string(),
                group: payout.group.clone(),
            });
            continue;
        }
        if let Some(id) = index.get(&(payout.group.as_str(), payout.no.as_str())) {
            let now = id.player(standings);
            if now.name != payout.name {
                problems.push(Msg::PaidOtherPlayer {
                    file: file.to_string(),
                    group: payout.group.clone(),
                    no: payout.no.clone(),
                    paid: payout.name.clone(),
                    now: now.name.to_string(),
                });
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(differences(file, paid, rules, standings, outcome, &index))
}

/// The paid file's event, settings, schedules and withholding against the
/// corrected run's.
fn same_event(
    file: &str,
    paid: &Paid,
    settings: &BTreeMap<String, serde_json::Value>,
    rules: &Rules,
    outcome: &Outcome,
) -> Vec<Msg> {
    let mut problems = Vec::new();
    if paid.event != rules.event {
        problems.push(Msg::PaidOtherEvent {
            file: file.to_string(),
            paid: paid.event.clone(),
            now: rules.event.clone(),
        });
    }
    let keys: BTreeSet<&String> = paid.settings.keys().chain(settings.keys()).collect();
    for key in keys {
        let (was, now) = (paid.settings.get(key), settings.get(key));
        if was != now {
            let shown = |v: Option<&serde_json::Value>| match v {
                None => String::new(),
                Some(serde_json::Value::String(s)) => s.clone(),
                Some(v) => v.to_string(),
            };
            problems.push(Msg::PaidOtherSetting {
                file: file.to_string(),
                key: key.clone(),
                paid: shown(was),
                now: shown(now),
            });
        }
    }
    // Place schedules must plan the same amounts; a subsidy's plan is what
    // it paid, which a correction may change.
    let planned = |lines: &mut dyn Iterator<Item = (&String, Money)>| -> BTreeMap<String, Money> {
        lines
            .filter(|(id, _)| rules.subsidies.iter().all(|s| &s.id != *id))
            .map(|(id, m)| (id.clone(), m))
            .collect()
    };
    let was = planned(&mut paid.budget.iter().map(|b| (&b.schedule, b.planned)));
    let now = planned(&mut outcome.budget.iter().map(|b| (&b.schedule, b.planned)));
    let ids: BTreeSet<&String> = was.keys().chain(now.keys()).collect();
    let named = problems.len();
    for id in ids {
        let (a, b) = (was.get(id), now.get(id));
        if a != b {
            problems.push(Msg::PaidOtherSchedule {
                file: file.to_string(),
                schedule: id.clone(),
                paid: a.map_or(String::new(), Money::to_string),
                now: b.map_or(String::new(), Money::to_string),
            });
        }
    }
    // Every other part of the money rules; the place schedules only when
    // no schedule was named above with its amounts.
    let schedules_named = problems.len() > named;
    problems.extend(
        super::money_rules::differences(file, paid, rules)
            .into_iter()
            .filter(|m| {
                !(schedules_named
                    && matches!(m, Msg::PaidOtherRules { kind, .. } if kind == "schedules"))
            }),
    );
    let taxed_then = paid.payouts.iter().any(|p| p.net.is_some());
    let taxed_now = rules.tax.is_some();
    if !paid.payouts.is_empty() && taxed_then != taxed_now {
        problems.push(Msg::PaidOtherTax {
            file: file.to_string(),
            paid: taxed_then,
            now: taxed_now,
        });
    }
    problems
}

/// Everyone whose money changed, and the budget before and after.
fn differences(
    file: &str,
    paid: &Paid,
    rules: &Rules,
    standings: &Standings,
    outcome: &Outcome,
    index: &BTreeMap<(&str, &str), PlayerId>,
) -> Corrections {
    let key = |group: &str, no: &str| -> Key { (group.to_string(), no.to_string()) };
    let mut was: BTreeMap<Key, Vec<Item>> = BTreeMap::new();
    for a in &paid.awards {
        was.entry(key(&a.group, &a.no)).or_default().push(Item {
            source: a.schedule.clone(),
            place: Some(a.place),
            amount: a.amount,
        });
    }
    for s in paid
        .subsidies
        .iter()
        .chain(&paid.payments)
        .chain(&paid.chosen)
    {
        was.entry(key(&s.group, &s.no)).or_default().push(Item {
            source: s.schedule.clone(),
            place: None,
            amount: s.amount,
        });
    }
    let then: BTreeMap<Key, &paid::PaidPayout> = paid
        .payouts
        .iter()
        .map(|p| (key(&p.group, &p.no), p))
        .collect();
    let now: BTreeMap<Key, &crate::engine::Payout> = outcome
        .payouts
        .iter()
        .map(|p| {
            let player = p.player.player(standings);
            (key(p.player.group_name(standings), &player.no), p)
        })
        .collect();
    let recorded = paid.payouts.iter().any(|p| p.standing.is_some());
    let keys: BTreeSet<&Key> = then.keys().chain(now.keys()).collect();
    let mut lines = Vec::new();
    for k in keys {
        let before = then.get(k).map_or(Amounts::default(), |p| Amounts {
            total: p.total,
            withheld: match (p.gross, p.tax, p.net) {
                (Some(gross), Some(tax), Some(net)) => Some(Withheld { gross, tax, net }),
                _ => None,
            },
        });
        let after = now.get(k).map_or(Amounts::default(), |p| Amounts {
            total: p.total,
            withheld: p.tax.map(|w| Withheld {
                gross: w.gross,
                tax: w.tax,
                net: w.net,
            }),
        });
        let taxed = rules.tax.is_some();
        let (before, after) = match taxed {
            true => (with_zero_tax(before), with_zero_tax(after)),
            false => (before, after),
        };
        if before == after {
            continue;
        }
        let player = index.get(&(k.0.as_str(), k.1.as_str())).copied();
        let name = match (player, then.get(k)) {
            (Some(id), _) => id.player(standings).name.to_string(),
            (None, Some(p)) => p.name.clone(),
            (None, None) => String::new(),
        };
        let changes = then
            .get(k)
            .and_then(|p| p.standing.as_ref())
            .and_then(|facts| {
                let current = Facts::of(player?.player(standings));
                Some(facts.changes(&current))
            });
        lines.push(Line {
            group: k.0.clone(),
            no: k.1.clone(),
            name,
            player,
            paid: before,
            due: after,
            was: was.get(k).cloned().unwrap_or_default(),
            now: now.get(k).map_or(Vec::new(), |p| {
                p.items
                    .iter()
                    .map(|i| Item {
                        source: i.source.clone(),
                        place: i.place,
                        amount: i.amount,
                    })
                    .collect()
            }),
            changes,
        });
    }
    let position = |sheet: &str| rules.groups.iter().position(|g| g.sheet == sheet);
    let standing = |l: &Line| {
        l.player.map_or((u32::MAX, u32::MAX), |id| {
            id.player(standings).standing_key()
        })
    };
    lines.sort_by(|a, b| {
        position(&a.group)
            .cmp(&position(&b.group))
            .then_with(|| standing(a).cmp(&standing(b)))
            .then_with(|| no_order(&a.no, &b.no))
    });
    Corrections {
        file: file.to_string(),
        lines,
        teams: teams(paid, outcome),
        budget: budget(paid, outcome),
        paid_total: paid.payouts.iter().map(|p| p.total).sum(),
        due_total: outcome.total_paid(),
        recorded,
    }
}

/// Every team whose team prize money changed: the corrected run's teams in
/// its order, then the paid file's teams it no longer has.
fn teams(paid: &Paid, outcome: &Outcome) -> Vec<TeamLine> {
    let then: BTreeMap<(&str, &str), &paid::PaidTeam> = (paid.teams.iter())
        .map(|t| ((t.schedule.as_str(), t.team.as_str()), t))
        .collect();
    let mut seen: BTreeSet<(&str, &str)> = BTreeSet::new();
    let mut out = Vec::new();
    for t in &outcome.teams.standings {
        let key = (t.prize.as_str(), t.team.as_str());
        seen.insert(key);
        let was = then.get(&key);
        out.push(TeamLine {
            prize: t.prize.clone(),
            team: t.team.clone(),
            was: was.and_then(|w| w.place),
            now: t.place,
            paid: was.map_or(Money::ZERO, |w| w.amount),
            due: t.amount,
        });
    }
    for t in &paid.teams {
        if !seen.contains(&(t.schedule.as_str(), t.team.as_str())) {
            out.push(TeamLine {
                prize: t.schedule.clone(),
                team: t.team.clone(),
                was: t.place,
                now: None,
                paid: t.amount,
                due: Money::ZERO,
            });
        }
    }
    out.retain(|t| !t.difference().is_zero());
    out
}

/// With tax withheld, someone paid nothing has 0.00 of each.
fn with_zero_tax(a: Amounts) -> Amounts {
    Amounts {
        total: a.total,
        withheld: Some(a.withheld.unwrap_or_default()),
    }
}

/// Each budget line before and after, in the corrected run's order (a
/// line only the paid run has comes last).
fn budget(paid: &Paid, outcome: &Outcome) -> Vec<BudgetChange> {
    let zero = [Money::ZERO; 3];
    let mut rows: Vec<BudgetChange> = outcome
        .budget
        .iter()
        .map(|b| {
            let before = paid.budget.iter().find(|p| p.schedule == b.schedule);
            BudgetChange {
                schedule: b.schedule.clone(),
                planned: b.planned,
                before: before.map_or(zero, |p| [p.awarded, p.vacant, p.remainder]),
                after: [b.awarded, b.vacant, b.remainder],
            }
        })
        .collect();
    for p in &paid.budget {
        if outcome.budget.iter().all(|b| b.schedule != p.schedule) {
            rows.push(BudgetChange {
                schedule: p.schedule.clone(),
                planned: p.planned,
                before: [p.awarded, p.vacant, p.remainder],
                after: zero,
            });
        }
    }
    rows
}
