//! The paid file against itself, before anything is compared: a
//! results.json as a run writes it adds up, and one edited by hand
//! usually does not. Each payee's total is the sum of his prize items
//! (awards, subsidies, payments, committee awards), 应发 is 代扣个税 + 实发,
//! every winner of money is a payee and every payee a winner, no payee is
//! listed twice, each payee has his standings recorded when the others do,
//! and every budget line adds up to its items and to its plan, the budget
//! to what the payees were paid. A file that fails any of these would move
//! money by itself (a payee removed would be paid again, an invented one
//! asked to give back what he never had), so it is refused with every
//! fault named. Keyed lookups throughout: a paid file of 200 000 payees is
//! checked in linear time.

use super::paid::{Paid, PaidBudget};
use crate::money::Money;
use crate::msg::{Msg, Payee};
use std::collections::{BTreeMap, BTreeSet};

/// A payee's key: (group sheet, 编号).
type Key<'a> = (&'a str, &'a str);

/// One prize item as the award lists hold it.
struct Item<'a> {
    schedule: &'a str,
    group: &'a str,
    no: &'a str,
    name: &'a str,
    amount: Money,
}

/// Every way the paid file (`file`) does not agree with itself.
pub fn problems(file: &str, paid: &Paid) -> Vec<Msg> {
    let grants = (paid.subsidies.iter())
        .chain(&paid.payments)
        .chain(&paid.chosen)
        .map(|s| Item {
            schedule: &s.schedule,
            group: &s.group,
            no: &s.no,
            name: &s.name,
            amount: s.amount,
        });
    let items = (paid.awards.iter())
        .map(|a| Item {
            schedule: &a.schedule,
            group: &a.group,
            no: &a.no,
            name: &a.name,
            amount: a.amount,
        })
        .chain(grants);
    // What each winner and each schedule was awarded, by the lists.
    let mut won: BTreeMap<Key, (Money, &str)> = BTreeMap::new();
    let mut by_schedule: BTreeMap<&str, Money> = BTreeMap::new();
    for item in items {
        let entry = won
            .entry((item.group, item.no))
            .or_insert((Money::ZERO, item.name));
        entry.0 += item.amount;
        *by_schedule.entry(item.schedule).or_default() += item.amount;
    }
    let mut out = Vec::new();
    let recorded = paid.payouts.iter().any(|p| p.standing.is_some());
    let mut payees: BTreeSet<Key> = BTreeSet::new();
    for p in &paid.payouts {
        let key = (p.group.as_str(), p.no.as_str());
        let who = || {
            let payee = Box::new(Payee {
                group: p.group.clone(),
                no: p.no.clone(),
                name: p.name.clone(),
            });
            (file.to_string(), payee)
        };
        if !payees.insert(key) {
            let (file, payee) = who();
            out.push(Msg::PaidPayeeTwice { file, payee });
            continue;
        }
        match won.get(&key) {
            None => {
                let (file, payee) = who();
                let total = p.total.to_string();
                out.push(Msg::PaidPayeeNoAward { file, payee, total });
            }
            Some(&(items, _)) if items != p.total => {
                let (file, payee) = who();
                let (total, items) = (p.total.to_string(), items.to_string());
                out.push(Msg::PaidTotalNotItems {
                    file,
                    payee,
                    total,
                    items,
                });
            }
            Some(_) => {}
        }
        if let (Some(gross), Some(tax), Some(net)) = (p.gross, p.tax, p.net)
            && tax + net != gross
        {
            let (file, payee) = who();
            let (gross, parts) = (gross.to_string(), (tax + net).to_string());
            out.push(Msg::PaidTaxNotSum {
                file,
                payee,
                gross,
                parts,
            });
        }
        if recorded && p.standing.is_none() {
            let (file, payee) = who();
            out.push(Msg::PaidPayeeNoStanding { file, payee });
        }
    }
    for (&(group, no), &(amount, name)) in &won {
        if !amount.is_zero() && !payees.contains(&(group, no)) {
            out.push(Msg::PaidWinnerNotPaid {
                file: file.to_string(),
                payee: Box::new(Payee {
                    group: group.to_string(),
                    no: no.to_string(),
                    name: name.to_string(),
                }),
                amount: amount.to_string(),
            });
        }
    }
    out.extend(budget(file, "budget", &paid.budget, &by_schedule));
    let mut by_team_prize: BTreeMap<&str, Money> = BTreeMap::new();
    for t in &paid.teams {
        *by_team_prize.entry(&t.schedule).or_default() += t.amount;
    }
    out.extend(budget(
        file,
        "team_budget",
        &paid.team_budget,
        &by_team_prize,
    ));
    let awarded: Money = paid.budget.iter().map(|b| b.awarded).sum();
    let payees: Money = paid.payouts.iter().map(|p| p.total).sum();
    if awarded != payees {
        out.push(Msg::PaidGrandTotal {
            file: file.to_string(),
            budget: awarded.to_string(),
            payees: payees.to_string(),
        });
    }
    out
}

/// Each line of the budget `list` against the items of its schedule
/// (`items`) and against its plan.
fn budget(file: &str, list: &str, lines: &[PaidBudget], items: &BTreeMap<&str, Money>) -> Vec<Msg> {
    let mut out = Vec::new();
    for (index, b) in lines.iter().enumerate() {
        let listed = items
            .get(b.schedule.as_str())
            .copied()
            .unwrap_or(Money::ZERO);
        if listed != b.awarded {
            out.push(Msg::PaidBudgetNotItems {
                file: file.to_string(),
                at: format!("{list}[{index}]"),
                schedule: b.schedule.clone(),
                awarded: b.awarded.to_string(),
                items: listed.to_string(),
            });
        }
        let parts = b.awarded + b.vacant + b.remainder;
        if parts != b.planned {
            out.push(Msg::PaidBudgetNotPlanned {
                file: file.to_string(),
                at: format!("{list}[{index}]"),
                schedule: b.schedule.clone(),
                planned: b.planned.to_string(),
                parts: parts.to_string(),
            });
        }
    }
    out
}
