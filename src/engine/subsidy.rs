//! Subsidies: a flat amount for everyone who meets all of a subsidy's
//! conditions (the 2019 student subsidy: 补充通知 三). Not a place prize, so
//! never part of one-prize-per-player.

use super::pool::standing_order;
use super::{Award, ConditionCheck, Grant, PlayerId, SubsidyCheck};
use crate::money::Money;
use crate::msg::Msg;
use crate::msg::why::{Evidence, HeldPlace};
use crate::rules::{Rules, Subsidy, SubsidyCondition};
use crate::standings::{Column, Player, Standings, Warning};
use std::collections::BTreeMap;

/// Check every candidate of every subsidy; grant where all conditions hold.
pub fn grant_subsidies(
    rules: &Rules,
    standings: &Standings,
    awards: &[Award],
) -> (Vec<Grant>, Vec<SubsidyCheck>) {
    let mut prizes: BTreeMap<PlayerId, Vec<&Award>> = BTreeMap::new();
    for award in awards.iter().filter(|a| !a.amount.is_zero()) {
        prizes.entry(award.player).or_default().push(award);
    }
    let mut grants = Vec::new();
    let mut checks = Vec::new();
    for subsidy in &rules.subsidies {
        for (g, group) in standings.groups.iter().enumerate() {
            for (i, player) in group.players.iter().enumerate() {
                let id = PlayerId { group: g, index: i };
                if !is_candidate(rules, subsidy, &group.sheet, player) {
                    continue;
                }
                let won = prizes.get(&id).map(Vec::as_slice).unwrap_or(&[]);
                let condition_checks: Vec<ConditionCheck> = subsidy
                    .conditions
                    .iter()
                    .map(|&c| check(rules, c, player, won))
                    .collect();
                let granted = condition_checks.iter().all(|c| c.met);
                if granted {
                    grants.push(Grant {
                        subsidy: subsidy.id.clone(),
                        player: id,
                        amount: subsidy.amount,
                    });
                }
                checks.push(SubsidyCheck {
                    subsidy: subsidy.id.clone(),
                    player: id,
                    checks: condition_checks,
                    granted,
                });
            }
        }
    }
    // Row order is not an order: within each subsidy, list by standing.
    let position = |id: &str| rules.subsidies.iter().position(|s| s.id == id);
    grants.sort_by(|a, b| {
        position(&a.subsidy)
            .cmp(&position(&b.subsidy))
            .then_with(|| standing_order(standings, a.player, b.player))
    });
    checks.sort_by(|a, b| {
        position(&a.subsidy)
            .cmp(&position(&b.subsidy))
            .then_with(|| standing_order(standings, a.player, b.player))
    });
    (grants, checks)
}

/// A warning for each player a committee award names who is not on the
/// group's sheet (a mistyped 编号 would otherwise pay no one, silently).
/// A payment naming such a player is an error before the engine runs
/// (`rules::named`).
pub fn chosen_not_found(rules: &Rules, standings: &Standings) -> Vec<Warning> {
    let mut warnings = Vec::new();
    for subsidy in rules.subsidies.iter().filter(|s| !s.payment) {
        let Some(chosen) = &subsidy.chosen else {
            continue;
        };
        for (group, no) in &chosen.players {
            let sheet = standings.groups.iter().find(|g| &g.sheet == group);
            let found = sheet.is_some_and(|g| g.players.iter().any(|p| p.no.as_str() == no));
            if !found {
                warnings.push(Warning {
                    sheet: group.clone(),
                    row: None,
                    column: Some(Column::No.header().to_string()),
                    message: Msg::ChosenNotFound {
                        award: subsidy.name.clone(),
                        no: no.clone(),
                    },
                });
            }
        }
    }
    warnings
}

/// Who is checked: the players a committee award or a payment names or
/// marks (the one test of who is chosen: `Chosen::holds`), within the
/// pool, and, where being a student is a condition, only players marked as
/// students.
fn is_candidate(rules: &Rules, subsidy: &Subsidy, group: &str, player: &Player) -> bool {
    // 体育道德风尚奖, 路费补助 to invited players: the committee named them,
    // or marked them in a column of the standings.
    let chosen =
        (subsidy.chosen.as_ref()).is_none_or(|c| c.holds(group, player.no.as_str(), &player.marks));
    let in_pool = subsidy
        .pool
        .as_ref()
        .is_none_or(|pool| pool.admits(rules, group, player));
    let needs_student = subsidy.conditions.contains(&SubsidyCondition::Student);
    chosen && in_pool && (!needs_student || player.student)
}

fn check(
    rules: &Rules,
    condition: SubsidyCondition,
    player: &Player,
    won: &[&Award],
) -> ConditionCheck {
    let (met, evidence) = match condition {
        SubsidyCondition::Student => (player.student, Evidence::Student(player.student)),
        SubsidyCondition::StudentProof => (
            player.student_proof,
            Evidence::StudentProof(player.student_proof),
        ),
        SubsidyCondition::Completed => (player.completed, Evidence::Completed(player.completed)),
        SubsidyCondition::NoDiscipline => (
            player.fouls == 0 && !player.discipline,
            Evidence::Conduct {
                fouls: player.fouls,
                discipline: player.discipline,
            },
        ),
        SubsidyCondition::NoPlacePrize => {
            let total: Money = won.iter().map(|a| a.amount).sum();
            let held = won
                .iter()
                .map(|a| HeldPlace {
                    schedule: rules
                        .name_of(&a.schedule)
                        .unwrap_or(&a.schedule)
                        .to_string(),
                    place: a.place,
                    amount: a.amount,
                })
                .collect();
            (total.is_zero(), Evidence::PlacePrizes(held))
        }
    };
    ConditionCheck {
        condition,
        met,
        evidence,
    }
}
