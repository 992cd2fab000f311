//! Qualifier lists (补充规定 四): the top N eligible players of a pool go to the
//! next stage; the first holds the list's title. Lists are independent: one
//! player may be on two. Ineligible players ranked above the cut are listed
//! with the reason, for the association to check.

use super::pool::{Field, Pool, place_number, standing_order};
use super::{Ineligible, PlayerId, Qualifier};
use crate::msg::Msg;
use crate::msg::why::Reason;
use crate::rules::filter::Verdict;
use crate::rules::{QualifierList, Rules};
use crate::standings::{Column, Warning};

#[derive(Debug, Default)]
pub struct Lists {
    pub qualifiers: Vec<Qualifier>,
    pub ineligible: Vec<Ineligible>,
    pub warnings: Vec<Warning>,
    /// Each list's pool and its eligible members, in rules order.
    pub pools: Vec<(Pool, Pool)>,
}

pub fn draw_lists(rules: &Rules, field: &Field) -> Lists {
    let mut out = Lists::default();
    for list in &rules.qualifiers {
        draw_list(rules, field, list, &mut out);
    }
    // Mark double entries.
    let entries: Vec<(String, PlayerId)> = out
        .qualifiers
        .iter()
        .map(|q| (q.list.clone(), q.player))
        .collect();
    for q in &mut out.qualifiers {
        q.also_on = entries
            .iter()
            .filter(|(list, player)| *player == q.player && *list != q.list)
            .map(|(list, _)| list.clone())
            .collect();
    }
    out
}

fn draw_list(rules: &Rules, field: &Field, list: &QualifierList, out: &mut Lists) {
    let standings = field.standings;
    let mut eligible_filter = list.eligible.clone();
    eligible_filter.group = list.pool.group.clone();
    let pool = Pool::drawn(field, &list.pool);
    let eligible: Vec<PlayerId> = pool
        .members
        .iter()
        .copied()
        .filter(|&id| eligible_filter.admits_given(id.group_name(standings), field.facts(id)))
        .collect();
    let eligible = Pool { members: eligible };
    let mut cut = None;
    for tie in eligible.tie_groups(standings) {
        let place = tie.place();
        if place > list.top {
            break;
        }
        let members = &eligible.members[tie.start..tie.start + tie.len];
        if place_number(tie.start + tie.len - 1) > list.top {
            let first = members[0].player(standings);
            out.warnings.push(Warning {
                sheet: members[0].group_name(standings).to_string(),
                row: Some(first.row),
                column: Some(Column::Rank.header().to_string()),
                message: Msg::QualifierTieAtCut {
                    list: list.id.clone(),
                    count: members.len(),
                    place,
                    top: list.top,
                },
            });
        }
        for &player in members {
            out.qualifiers.push(Qualifier {
                list: list.id.clone(),
                place,
                player,
                title: if place == 1 { list.title.clone() } else { None },
                also_on: Vec::new(),
            });
            cut = Some(player.player(standings).standing_key());
        }
    }
    // The ineligible ranked above the cut: in the list's scope by every known
    // value, but failing (or lacking a value for) some condition.
    let mut passed_over = Vec::new();
    for (g, group) in standings.groups.iter().enumerate() {
        if list
            .pool
            .group
            .as_deref()
            .is_some_and(|name| name != group.sheet)
        {
            continue;
        }
        for id in field.in_order(g) {
            let player = id.player(standings);
            // In pool order: everyone from here on stands below the cut.
            if cut.is_some_and(|c| player.standing_key() > c) {
                break;
            }
            let scope = list.pool.verdicts(rules, &group.sheet, player);
            if scope.iter().any(|v| matches!(v, Verdict::Fail { .. })) {
                continue;
            }
            let reasons: Vec<Reason> = scope
                .iter()
                .chain(&eligible_filter.verdicts(rules, &group.sheet, player))
                .filter_map(|v| v.reason().cloned())
                .collect();
            if !reasons.is_empty() {
                passed_over.push((id, reasons));
            }
        }
    }
    passed_over.sort_by(|a, b| standing_order(standings, a.0, b.0));
    for (player, reasons) in passed_over {
        out.ineligible.push(Ineligible {
            list: list.id.clone(),
            player,
            reasons,
        });
    }
    out.pools.push((pool, eligible));
}
