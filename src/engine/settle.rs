//! Settling up: awards in a fixed order, one payout per person paid, and the
//! budget reconciliation (planned = awarded + vacant + remainder, per schedule).

use super::pool::standing_order;
use super::{Award, BudgetLine, Grant, PayItem, Payout, PlayerId, Vacancy};
use crate::money::Money;
use crate::rules::Rules;
use crate::standings::Standings;
use std::collections::BTreeMap;

/// Awards by schedule (rules order), place, then standing; vacancies by
/// schedule and place.
pub fn order_awards(
    rules: &Rules,
    standings: &Standings,
    awards: &mut [Award],
    vacancies: &mut [Vacancy],
) {
    let index: BTreeMap<&str, usize> = rules
        .schedules
        .iter()
        .enumerate()
        .map(|(i, s)| (s.id.as_str(), i))
        .collect();
    let rank = |id: &str| index.get(id).copied().unwrap_or(usize::MAX);
    awards.sort_by(|a, b| {
        rank(&a.schedule)
            .cmp(&rank(&b.schedule))
            .then(a.place.cmp(&b.place))
            .then_with(|| standing_order(standings, a.player, b.player))
    });
    vacancies.sort_by(|a, b| {
        rank(&a.schedule)
            .cmp(&rank(&b.schedule))
            .then(a.place.cmp(&b.place))
    });
}

/// One payout per player with a non-zero total, in standing order by group.
pub fn payouts(standings: &Standings, awards: &[Award], grants: &[Grant]) -> Vec<Payout> {
    let mut by_player: BTreeMap<PlayerId, Vec<PayItem>> = BTreeMap::new();
    for a in awards.iter().filter(|a| !a.amount.is_zero()) {
        by_player.entry(a.player).or_default().push(PayItem {
            source: a.schedule.clone(),
            place: Some(a.place),
            shared_by: a.shared_by,
            amount: a.amount,
        });
    }
    for g in grants.iter().filter(|g| !g.amount.is_zero()) {
        by_player.entry(g.player).or_default().push(PayItem {
            source: g.subsidy.clone(),
            place: None,
            shared_by: 1,
            amount: g.amount,
        });
    }
    let mut payouts: Vec<Payout> = by_player
        .into_iter()
        .map(|(player, items)| Payout {
            player,
            total: items.iter().map(|i| i.amount).sum(),
            items,
            tax: None,
        })
        .collect();
    payouts.sort_by(|a, b| {
        a.player
            .group
            .cmp(&b.player.group)
            .then_with(|| standing_order(standings, a.player, b.player))
    });
    payouts
}

/// One line per schedule in force, then one per subsidy.
pub fn budget(
    rules: &Rules,
    awards: &[Award],
    vacancies: &[Vacancy],
    remainders: &[Money],
    grants: &[Grant],
) -> Vec<BudgetLine> {
    let mut lines: Vec<BudgetLine> = rules
        .schedules
        .iter()
        .zip(remainders)
        .map(|(s, &remainder)| BudgetLine {
            schedule: s.id.clone(),
            planned: s.planned(),
            awarded: awards
                .iter()
                .filter(|a| a.schedule == s.id)
                .map(|a| a.amount)
                .sum(),
            vacant: vacancies
                .iter()
                .filter(|v| v.schedule == s.id)
                .map(|v| v.amount)
                .sum(),
            remainder,
        })
        .collect();
    for subsidy in &rules.subsidies {
        let paid: Money = grants
            .iter()
            .filter(|g| g.subsidy == subsidy.id)
            .map(|g| g.amount)
            .sum();
        lines.push(BudgetLine {
            schedule: subsidy.id.clone(),
            planned: paid,
            awarded: paid,
            vacant: Money::ZERO,
            remainder: Money::ZERO,
        });
    }
    lines
}
