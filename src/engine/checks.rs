//! Warnings about the data as the rules see it: a blank value a pool needs
//! (naming the schedules and lists it keeps the player out of), and youth
//! players outside every age band.

use super::PlayerId;
use super::pool::Field;
use crate::msg::Msg;
use crate::rules::{Filter, GroupKind, Rules};
use crate::standings::{Column, Warning};
use std::collections::BTreeMap;

pub fn data_warnings(rules: &Rules, field: &Field) -> Vec<Warning> {
    let standings = field.standings;
    let pools: Vec<(&str, &Filter)> = rules
        .schedules
        .iter()
        .map(|s| (s.name.as_str(), &s.pool))
        .chain(rules.qualifiers.iter().map(|q| (q.name.as_str(), &q.pool)))
        .collect();
    // A list's eligibility, with the list's pool: a player the pool
    // leaves out on a known value (a man, for a women's list) is not told
    // a blank keeps them off it.
    let eligibility: Vec<(&str, Filter, &Filter)> = rules
        .qualifiers
        .iter()
        .map(|q| {
            let mut f = q.eligible.clone();
            f.group = q.pool.group.clone();
            (q.name.as_str(), f, &q.pool)
        })
        .collect();
    let mut warnings = Vec::new();
    for (g, group) in standings.groups.iter().enumerate() {
        let kind = rules.group(&group.sheet).map(|g| g.kind);
        let bands: Vec<&Filter> = rules
            .schedules
            .iter()
            .map(|s| &s.pool)
            .filter(|f| f.group.as_deref() == Some(group.sheet.as_str()))
            .filter(|f| f.age_min.is_some() || f.age_max.is_some())
            .collect();
        for (index, player) in group.players.iter().enumerate() {
            let facts = field.facts(PlayerId { group: g, index });
            // Blank values, by column: the pools they keep the player out of.
            let mut missing: BTreeMap<String, Vec<&str>> = BTreeMap::new();
            let may_be_blank = facts.may_read_blank();
            let all = pools
                .iter()
                .map(|(n, f)| (*n, *f))
                .chain(
                    eligibility
                        .iter()
                        .filter(|(_, _, pool)| {
                            pool.admits_given(&group.sheet, facts)
                                || !pool.blanks(&group.sheet, facts).is_empty()
                        })
                        .map(|(n, f, _)| (*n, f)),
                )
                .filter(|_| may_be_blank);
            for (name, filter) in all {
                if filter.group.as_deref() != Some(group.sheet.as_str()) {
                    continue;
                }
                for condition in filter.blanks(&group.sheet, facts) {
                    let column = condition.column().map_or("", |c| c.header());
                    let names = missing.entry(column.to_string()).or_default();
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
            }
            for (column, names) in missing {
                warnings.push(Warning {
                    sheet: group.sheet.clone(),
                    row: Some(player.row),
                    column: Some(column.clone()),
                    message: Msg::PoolBlank {
                        no: player.no.to_string(),
                        name: player.name.to_string(),
                        column: column.clone(),
                        pools: names.iter().map(|n| n.to_string()).collect(),
                    },
                });
            }
            if kind == Some(GroupKind::Youth) && !bands.is_empty() {
                if let Some(age) = facts.age {
                    if !bands.iter().any(|f| {
                        f.age_min.is_none_or(|min| age >= min)
                            && f.age_max.is_none_or(|max| age <= max)
                    }) {
                        warnings.push(Warning {
                            sheet: group.sheet.clone(),
                            row: Some(player.row),
                            column: Some(Column::BirthDate.header().to_string()),
                            message: Msg::AgeOutsideBands {
                                no: player.no.to_string(),
                                name: player.name.to_string(),
                                age,
                                born: player.birth_date.map_or(String::new(), |d| d.to_string()),
                            },
                        });
                    }
                }
            }
        }
    }
    warnings
}
