//! Warnings about the data as the rules see it: a blank value a pool needs
//! (naming the schedules and lists it keeps the player out of), youth
//! players outside every age band, and players of any group whom a
//! schedule's age band or birth-date window keeps out of its prize places,
//! or a qualifier list's out of its top N.

use super::PlayerId;
use super::pool::Field;
use crate::msg::Msg;
use crate::rules::filter::Condition;
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
    let outside = outside_birth_limits(rules, field);
    let off_lists = outside_list_limits(rules, field);
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
                        continue;
                    }
                }
            }
            // Kept out of a schedule's prize places, of a list's top N.
            let kinds: [(_, fn(_, _, _, _, _) -> Msg); 2] = [
                (&outside, |no, name, born, age, missed| {
                    Msg::PoolOutsideBirth {
                        no,
                        name,
                        born,
                        age,
                        missed,
                    }
                }),
                (&off_lists, |no, name, born, age, missed| {
                    Msg::ListOutsideBirth {
                        no,
                        name,
                        born,
                        age,
                        missed,
                    }
                }),
            ];
            for (kept_out, message) in kinds {
                let Some(missed) = kept_out.get(&(g, index)) else {
                    continue;
                };
                warnings.push(Warning {
                    sheet: group.sheet.clone(),
                    row: Some(player.row),
                    column: Some(Column::BirthDate.header().to_string()),
                    message: message(
                        player.no.to_string(),
                        player.name.to_string(),
                        player.birth_date.map_or(String::new(), |d| d.to_string()),
                        facts.age,
                        missed.clone(),
                    ),
                });
            }
        }
    }
    warnings
}

/// A ranking an age band or a birth-date window may keep a player out of:
/// a schedule (its pool, the places it pays) or a qualifier list (its pool
/// and its eligibility, its top N).
struct Ranking<'a> {
    name: &'a str,
    /// The sheet it ranks.
    group: Option<&'a str>,
    /// Every filter a member passes: a schedule's pool; a list's pool,
    /// then its eligibility.
    filters: Vec<Filter>,
    /// The last place within its range.
    last: u32,
}

impl Ranking<'_> {
    fn limited(&self) -> bool {
        let limited = [Condition::Age, Condition::Born];
        (self.filters.iter()).any(|f| f.conditions().iter().any(|c| limited.contains(c)))
    }
}

/// Players a schedule's age band or birth-date window leaves out, who would
/// otherwise be within its prize places (money or a prize alone) and whom no schedule of their group
/// ranks, by (group, index): the schedules' names and the places missed. In
/// every kind of group: a veteran born too late placed 2nd on the 耆英组
/// sheet is not dropped in silence.
fn outside_birth_limits(
    rules: &Rules,
    field: &Field,
) -> BTreeMap<(usize, usize), Vec<(String, u32)>> {
    let rankings: Vec<Ranking> = (rules.schedules.iter())
        .map(|s| Ranking {
            name: &s.name,
            group: s.pool.group.as_deref(),
            filters: vec![s.pool.clone()],
            // The last prize place: one that pays, or gives only a prize
            // (「前八名获礼品一份」).
            last: (1..=s.amounts.len())
                .rfind(|&place| s.gives(place))
                .map_or(0, |place| u32::try_from(place).unwrap_or(u32::MAX)),
        })
        .collect();
    kept_out(field, &rankings)
}

/// Players a qualifier list's age band or birth-date window (of its pool
/// or its eligibility) leaves out, who would otherwise be within its top N
/// and whom no other list of their group draws from, by (group, index):
/// the lists' names and the places missed.
fn outside_list_limits(
    rules: &Rules,
    field: &Field,
) -> BTreeMap<(usize, usize), Vec<(String, u32)>> {
    let rankings: Vec<Ranking> = (rules.qualifiers.iter())
        .map(|q| {
            let mut eligible = q.eligible.clone();
            eligible.group = q.pool.group.clone();
            Ranking {
                name: &q.name,
                group: q.pool.group.as_deref(),
                filters: vec![q.pool.clone(), eligible],
                last: q.top,
            }
        })
        .collect();
    kept_out(field, &rankings)
}

/// Of `rankings` (all of one kind: schedules, or lists), the players each
/// one's age band or birth-date window leaves out, who would otherwise be
/// within its range (by the place they would have had in its pool, among
/// its members, not their place on the sheet), on a known birth date, and whom no other ranking of
/// their group holds (a man of 30 on 公开组 is not told he is too young for
/// its 耆英奖 while the overall places rank him).
fn kept_out(field: &Field, rankings: &[Ranking]) -> BTreeMap<(usize, usize), Vec<(String, u32)>> {
    let mut outside: BTreeMap<(usize, usize), Vec<(String, u32)>> = BTreeMap::new();
    for r in rankings.iter().filter(|r| r.limited()) {
        let Some(g) =
            (r.group).and_then(|name| field.standings.groups.iter().position(|x| x.sheet == name))
        else {
            continue;
        };
        let group = &field.standings.groups[g];
        let sheet = group.sheet.as_str();
        // The other rankings of the group.
        let others: Vec<&Ranking> = (rankings.iter())
            .filter(|x| x.group == r.group && !std::ptr::eq(*x, r))
            .collect();
        // The ranking as it would be without its age band and birth window.
        let relaxed: Vec<Filter> = (r.filters.iter())
            .map(|f| Filter {
                age_min: None,
                age_max: None,
                born_from: None,
                born_until: None,
                ..f.clone()
            })
            .collect();
        // The place a player left out would have had in the pool: one
        // after the members placed strictly ahead of him (the players the
        // band or window leaves out too take no place), shared with the
        // members of his own standing.
        let (mut ahead, mut members, mut standing) = (0u32, 0u32, None);
        for id in field.in_order(g) {
            let facts = field.facts(id);
            if !relaxed.iter().all(|f| f.admits_given(sheet, facts)) {
                continue;
            }
            let player = &group.players[id.index];
            if standing != Some(player.standing_key()) {
                standing = Some(player.standing_key());
                ahead = members;
            }
            let place = ahead + 1;
            if place > r.last {
                break;
            }
            if r.filters.iter().all(|f| f.admits_given(sheet, facts)) {
                members += 1;
                continue;
            }
            // Out on a known birth date, and in no other ranking of the
            // group either.
            let elsewhere =
                || (others.iter()).any(|x| x.filters.iter().all(|f| f.admits_given(sheet, facts)));
            if r.filters.iter().any(|f| !f.blanks(sheet, facts).is_empty()) || elsewhere() {
                continue;
            }
            outside
                .entry((g, id.index))
                .or_default()
                .push((r.name.to_string(), place));
        }
    }
    outside
}
