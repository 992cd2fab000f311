//! Rules checked against the standings they are applied to
//! (docs/input.md#columns-the-rules-depend-on: a column the rules depend on
//! must be there). A pool, a subsidy condition or
//! a qualifier list that filters on a column a group's sheet lacks would
//! silently be empty, so it is an error naming the rule's line, the column
//! to add or rename and the columns the sheet has. The only fallbacks are
//! the ID number for 性别 and 出生日期, and one exception: a sheet without
//! the subsidy's marker column 在校学生 has no candidates, which is said
//! once in every output (`notes`). The column `id_document` names for the
//! payees' document is checked here too (`missing_document`).

use super::{Filter, Lines, Named, Rules, RulesProblem, SubsidyCondition};
use crate::msg::{Msg, Owner};
use crate::standings::{Column, GroupStandings, Standings, Warning, resemble};
use chrono::NaiveDate;

/// `id_document = { column }` against the sheets: an error at its line
/// for every sheet with payees (`paid`, the sheets' names) that lacks the
/// column, and for every sheet when none has it (so it is found before
/// anything is computed, with `paid` empty). A sheet without it would
/// leave every payee there without a document, or a misspelt name every
/// payee of the event.
pub fn missing_document(
    rules: &Rules,
    lines: &Lines,
    standings: &Standings,
    paid: &std::collections::BTreeSet<&str>,
) -> Vec<RulesProblem> {
    let Some(column) = rules.settings.id_document.column() else {
        return Vec::new();
    };
    let nowhere = !standings.groups.iter().any(|g| g.has_document);
    (standings.groups.iter())
        .filter(|g| !g.has_document && (nowhere || paid.contains(g.sheet.as_str())))
        .map(|g| RulesProblem {
            file: lines.name.clone(),
            line: lines.line("settings.id_document"),
            message: Msg::DocumentColumnMissing {
                column: column.to_string(),
                sheet: g.sheet.clone(),
                present: (g.columns.iter().map(|c| c.header().to_string()))
                    .chain(g.unread.iter().map(|(_, text)| text.clone()))
                    .collect(),
            },
        })
        .collect()
}

/// Every rule that needs a column the group's sheet lacks, as
/// "rules.toml line 90: …" (birth dates the rules need whole are the
/// workbook's problems: `undated`). Sheets absent from the standings are
/// left to the reader, which reports them.
pub fn missing_columns(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<RulesProblem> {
    let mut out = Vec::new();
    let at = |named: &Named, message: Msg| RulesProblem {
        file: lines.name.clone(),
        line: lines.line_of_named(named),
        message,
    };
    let mut check = |named: Named, owner: Owner, filter: &Filter, group: Option<&str>| {
        let Some(sheet) = group.and_then(|g| standings.group(g)) else {
            return;
        };
        for condition in filter.conditions() {
            if let Some(message) = condition
                .column()
                .and_then(|c| lacking(c, sheet, &owner, false))
            {
                out.push(at(&named, message));
            }
        }
    };
    for s in &rules.schedules {
        let group = s.pool.group.as_deref();
        check(
            Named::Schedule(s.id.clone()),
            Owner::Schedule(s.id.clone()),
            &s.pool,
            group,
        );
    }
    for s in &rules.subsidies {
        if let Some(pool) = &s.pool {
            let group = pool.group.as_deref();
            check(
                Named::Subsidy(s.id.clone()),
                Owner::Subsidy(s.id.clone()),
                pool,
                group,
            );
        }
    }
    for q in &rules.qualifiers {
        let group = q.pool.group.as_deref();
        let owner = Owner::Qualifier(q.id.clone());
        check(
            Named::Qualifier(q.id.clone()),
            owner.clone(),
            &q.pool,
            group,
        );
        let group = q.eligible.group.as_deref().or(group);
        check(Named::Eligible(q.id.clone()), owner, &q.eligible, group);
    }
    // A team prize needs the column naming the teams, and 积分 when it
    // adds up scores; a team-name column of its own (队名) and a member
    // column (团体) must be on its group's sheet, at the line of their key.
    for (i, t) in rules.teams.iter().enumerate() {
        let Some(sheet) = standings.group(&t.group) else {
            continue;
        };
        let owner = Owner::Team(t.id.clone());
        let score = (t.by == super::TeamMeasure::Score).then_some(Column::Score);
        for column in t.team_column.column().into_iter().chain(score) {
            if let Some(message) = lacking(column, sheet, &owner, false) {
                out.push(at(&Named::Team(t.id.clone()), message));
            }
        }
        let named = match &t.team_column {
            super::TeamColumn::Named(header) => Some(("team_column", header)),
            _ => None,
        };
        let members = t.members.as_ref().map(|m| ("members", m));
        for (key, header) in named.into_iter().chain(members) {
            if !sheet.marked.contains(header) {
                out.push(RulesProblem {
                    file: lines.name.clone(),
                    line: lines.line(&format!("teams[{i}].{key}")),
                    message: Msg::PoolColumnMissing {
                        owner: Box::new(owner.clone()),
                        column: header.clone(),
                        sheet: sheet.sheet.clone(),
                        derivable: false,
                        condition: false,
                        present: (sheet.columns.iter())
                            .map(|c| c.header().to_string())
                            .collect(),
                    },
                });
            }
        }
    }
    // A subsidy's condition columns, on every sheet that has its marker.
    for s in &rules.subsidies {
        for sheet in subsidy_sheets(s, standings) {
            if !s.conditions.contains(&SubsidyCondition::Student)
                || !sheet.columns.contains(&Column::Student)
            {
                continue;
            }
            for condition in &s.conditions {
                for &column in condition_columns(*condition) {
                    let owner = Owner::Subsidy(s.id.clone());
                    if let Some(message) = lacking(column, sheet, &owner, true) {
                        out.push(at(&Named::Subsidy(s.id.clone()), message));
                    }
                }
            }
        }
    }
    // A committee award or a payment read from a column: every sheet must
    // have it (a sheet without it would silently give the award or the
    // payment to nobody there). Payments, then committee awards, come last
    // among the grants, each kind in the file's order.
    let of_kind = |payment: bool| {
        (rules.subsidies.iter())
            .filter(move |s| s.payment == payment && (payment || s.chosen.is_some()))
            .enumerate()
            .filter_map(|(k, s)| Some((k, s, s.chosen.as_ref()?.column.as_ref()?)))
    };
    let columns = (of_kind(true)
        .map(|(k, s, c)| (format!("payments[{k}]"), Owner::Payment(s.id.clone()), c)))
    .chain(of_kind(false).map(|(k, s, c)| (format!("awards[{k}]"), Owner::Award(s.id.clone()), c)));
    for (path, owner, column) in columns {
        for sheet in standings
            .groups
            .iter()
            .filter(|g| !g.marked.contains(column))
        {
            out.push(RulesProblem {
                file: lines.name.clone(),
                line: lines.line(&format!("{path}.column")),
                message: Msg::PoolColumnMissing {
                    owner: Box::new(owner.clone()),
                    column: column.clone(),
                    sheet: sheet.sheet.clone(),
                    derivable: false,
                    condition: true,
                    present: sheet
                        .columns
                        .iter()
                        .map(|c| c.header().to_string())
                        .collect(),
                },
            });
        }
    }
    // A header that looks like a missing column says more than "missing".
    let resembling = resembling(rules, lines, standings);
    out.retain(|p| match &p.message {
        Msg::PoolColumnMissing { column, sheet, .. } => !resembling.iter().any(|r| {
            matches!(&r.message, Msg::HeaderResembles { sheet: s, column: c, .. } if s == sheet && c == column)
        }),
        _ => true,
    });
    out.extend(resembling);
    out.dedup();
    out
}

/// The columns a subsidy's condition reads: 无违纪 reads 犯规 as well as
/// 违纪 (a sheet without 犯规 would count everyone clean).
fn condition_columns(condition: SubsidyCondition) -> &'static [Column] {
    match condition {
        SubsidyCondition::Student => &[Column::Student],
        SubsidyCondition::StudentProof => &[Column::StudentProof],
        SubsidyCondition::Completed => &[Column::Completed],
        SubsidyCondition::NoDiscipline => &[Column::Discipline, Column::Fouls],
        SubsidyCondition::NoPlacePrize => &[],
    }
}

/// The columns the rules use on `sheet`, each with the rule naming it
/// (None: the outputs or the places audit use it), and whether the tool
/// falls back on something else when the sheet lacks it.
fn used_columns(rules: &Rules, sheet: &GroupStandings) -> Vec<(Column, Option<Named>, bool)> {
    let mut used = Vec::new();
    let on_sheet = |f: &Filter| f.group.as_deref().is_none_or(|g| g == sheet.sheet);
    let filter = |named: Named, f: &Filter, used: &mut Vec<(Column, Option<Named>, bool)>| {
        if on_sheet(f) {
            for column in f.conditions().into_iter().filter_map(|c| c.column()) {
                let fallback = matches!(column, Column::Sex | Column::BirthDate)
                    && sheet.columns.contains(&Column::IdNumber);
                used.push((column, Some(named.clone()), fallback));
            }
        }
    };
    for s in &rules.schedules {
        filter(Named::Schedule(s.id.clone()), &s.pool, &mut used);
    }
    for q in &rules.qualifiers {
        filter(Named::Qualifier(q.id.clone()), &q.pool, &mut used);
        filter(Named::Eligible(q.id.clone()), &q.eligible, &mut used);
    }
    for s in &rules.subsidies {
        if let Some(pool) = &s.pool {
            filter(Named::Subsidy(s.id.clone()), pool, &mut used);
        }
        let group = s.pool.as_ref().and_then(|p| p.group.as_deref());
        if group.is_some_and(|g| g != sheet.sheet) {
            continue;
        }
        let named = Some(Named::Subsidy(s.id.clone()));
        let marker = s.conditions.contains(&SubsidyCondition::Student);
        for condition in &s.conditions {
            for &column in condition_columns(*condition) {
                // No marker column means no candidates: a fallback.
                let fallback = column == Column::Student;
                if marker {
                    used.push((column, named.clone(), fallback));
                }
            }
        }
    }
    if let Some(group) = rules.groups.iter().find(|g| g.sheet == sheet.sheet) {
        for t in &group.tiebreaks {
            used.push((t.column.0, None, true));
        }
    }
    // Shared places are ordered by 预赛名次; payees are recorded by ID
    // number, unless the event needs none or names another column.
    if has_shared_place(sheet) {
        used.push((Column::PrelimRank, None, true));
    }
    if rules.settings.id_document.is_id_card() {
        used.push((Column::IdNumber, None, true));
    }
    used
}

/// Whether two players of the sheet share a place (the ties 预赛名次 orders).
fn has_shared_place(sheet: &GroupStandings) -> bool {
    let mut ranks: Vec<u32> = sheet.players.iter().map(|p| p.rank).collect();
    ranks.sort_unstable();
    ranks.windows(2).any(|w| w[0] == w[1])
}

/// Every unread header that looks like a column the rules use while the
/// sheet lacks that column (docs/input.md#headers-a-person-would-recognise):
/// an error naming the header, the column and both fixes. Headers the
/// rules file's `ignore_columns` names are left alone.
fn resembling(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<RulesProblem> {
    let ignored: Vec<String> = rules
        .settings
        .ignore_columns
        .iter()
        .map(|h| crate::vocab::key(h).to_lowercase())
        .collect();
    let mut out: Vec<RulesProblem> = Vec::new();
    for sheet in &standings.groups {
        let unread: Vec<&(String, String)> = sheet
            .unread
            .iter()
            .filter(|(_, h)| !ignored.contains(&crate::vocab::key(h).to_lowercase()))
            .collect();
        if unread.is_empty() {
            continue;
        }
        for (column, named, fallback) in used_columns(rules, sheet) {
            if sheet.columns.contains(&column) {
                continue;
            }
            for (cell, header) in &unread {
                if !resemble::resembles(header, column) {
                    continue;
                }
                let message = Msg::HeaderResembles {
                    sheet: sheet.sheet.clone(),
                    cell: cell.clone(),
                    header: header.clone(),
                    column: column.header().to_string(),
                    fallback,
                };
                if out.iter().any(|p| p.message == message) {
                    continue;
                }
                out.push(RulesProblem {
                    file: lines.name.clone(),
                    line: named.as_ref().and_then(|n| lines.line_of_named(n)),
                    message,
                });
            }
        }
    }
    out
}

/// The sheets a subsidy applies to: its pool's group, or every group.
fn subsidy_sheets<'a>(
    subsidy: &'a super::Subsidy,
    standings: &'a Standings,
) -> impl Iterator<Item = &'a GroupStandings> {
    let group = subsidy.pool.as_ref().and_then(|p| p.group.as_deref());
    standings
        .groups
        .iter()
        .filter(move |g| group.is_none_or(|name| g.sheet == name))
}

/// What the sheets say that every output must repeat: a sheet without a
/// subsidy's marker column (no candidates there), 称号 values that are
/// neither a master's nor a known grade or honour, and players born on a
/// boundary day of a birth-date window or an age band.
pub fn notes(rules: &Rules, standings: &Standings) -> Vec<Warning> {
    let mut out = Vec::new();
    for s in &rules.subsidies {
        if !s.conditions.contains(&SubsidyCondition::Student) {
            continue;
        }
        for sheet in subsidy_sheets(s, standings) {
            if !sheet.columns.contains(&Column::Student) {
                out.push(Warning {
                    sheet: sheet.sheet.clone(),
                    row: None,
                    column: Some(Column::Student.header().to_string()),
                    message: Msg::SubsidyNoMarker {
                        sheet: sheet.sheet.clone(),
                        column: Column::Student.header().to_string(),
                        subsidy: s.name.clone(),
                    },
                });
            }
        }
    }
    // Fallbacks, each said where it is used: 性别 and 出生日期 from the
    // ID numbers; shared places without 预赛名次 share the money.
    for sheet in &standings.groups {
        let mut from_id: Vec<Column> = Vec::new();
        for (column, _, fallback) in used_columns(rules, sheet) {
            if fallback
                && matches!(column, Column::Sex | Column::BirthDate)
                && !sheet.columns.contains(&column)
                && !from_id.contains(&column)
            {
                from_id.push(column);
                out.push(Warning {
                    sheet: sheet.sheet.clone(),
                    row: None,
                    column: Some(column.header().to_string()),
                    message: Msg::FallbackFromId {
                        sheet: sheet.sheet.clone(),
                        column: column.header().to_string(),
                    },
                });
            }
        }
        if has_shared_place(sheet) && !sheet.columns.contains(&Column::PrelimRank) {
            out.push(Warning {
                sheet: sheet.sheet.clone(),
                row: None,
                column: Some(Column::PrelimRank.header().to_string()),
                message: Msg::FallbackNoPrelim {
                    sheet: sheet.sheet.clone(),
                },
            });
        }
    }
    // Unknown 称号 values: one warning for the workbook, each value once,
    // in the order they first appear; it names the sheets holding them.
    let mut unknown: Vec<&str> = Vec::new();
    let mut sheets: Vec<&str> = Vec::new();
    for sheet in &standings.groups {
        for title in sheet.players.iter().map(|p| p.title.as_str()) {
            if rules.is_known_title(title) {
                continue;
            }
            if !unknown.contains(&title) {
                unknown.push(title);
            }
            if !sheets.contains(&sheet.sheet.as_str()) {
                sheets.push(&sheet.sheet);
            }
        }
    }
    if !unknown.is_empty() {
        out.push(Warning {
            sheet: sheets.join("、"),
            row: None,
            column: Some(Column::Title.header().to_string()),
            message: Msg::TitleUnknown {
                titles: unknown.iter().map(|t| t.to_string()).collect(),
            },
        });
    }
    out.extend(born_on_boundary(rules, standings));
    out
}

/// Players born on the first or last day of a schedule's or a qualifier
/// list's birth-date window and counted in: 以后/以前/至 include the day,
/// which the organizer confirms against the regulation's words. Likewise
/// players on the boundary day of an age band (`age_max`, `age_min`): born
/// a day earlier (or later) they would be outside it.
fn born_on_boundary(rules: &Rules, standings: &Standings) -> Vec<Warning> {
    // Each window, with its name and every filter a member passes: a
    // schedule's pool; a list's pool, then its eligibility (on the pool's
    // group), either of which may hold the window.
    let mut windows: Vec<(&str, bool, Filter, Vec<Filter>)> = (rules.schedules.iter())
        .map(|s| (s.name.as_str(), false, s.pool.clone(), vec![s.pool.clone()]))
        .collect();
    for q in &rules.qualifiers {
        let mut eligible = q.eligible.clone();
        eligible.group = q.pool.group.clone();
        let all = vec![q.pool.clone(), eligible.clone()];
        windows.push((q.name.as_str(), true, q.pool.clone(), all.clone()));
        windows.push((q.name.as_str(), true, eligible, all));
    }
    let mut out = Vec::new();
    for (name, list, window, all) in &windows {
        let dated = window.born_from.is_some() || window.born_until.is_some();
        let banded = window.age_min.is_some() || window.age_max.is_some();
        if !dated && !banded {
            continue;
        }
        let Some(sheet) = window.group.as_deref().and_then(|g| standings.group(g)) else {
            continue;
        };
        for p in &sheet.players {
            let Some(born) = p.birth_date else { continue };
            let first = window.born_from == Some(born);
            let on_window = first || window.born_until == Some(born);
            let band = age_band_edge(rules, window, born);
            if (!on_window && band.is_none())
                || !all.iter().all(|f| f.admits(rules, &sheet.sheet, p))
            {
                continue;
            }
            let warning = |message| Warning {
                sheet: sheet.sheet.clone(),
                row: Some(p.row),
                column: Some(Column::BirthDate.header().to_string()),
                message,
            };
            if on_window {
                out.push(warning(Msg::BornOnBoundary {
                    no: p.no.to_string(),
                    name: p.name.to_string(),
                    born: born.to_string(),
                    schedule: name.to_string(),
                    first,
                    list: *list,
                }));
            }
            if let Some((age, oldest)) = band {
                out.push(warning(Msg::AgeOnBoundary {
                    no: p.no.to_string(),
                    name: p.name.to_string(),
                    born: born.to_string(),
                    age,
                    schedule: name.to_string(),
                    oldest,
                    list: *list,
                }));
            }
        }
    }
    out
}

/// Whether a player born on `born` stands on the edge of `window`'s age
/// band: his age is `age_max` and born a day earlier he would be older
/// (`oldest`), or his age is `age_min` and born a day later he would be
/// younger. Gives the age and which edge.
fn age_band_edge(rules: &Rules, window: &Filter, born: NaiveDate) -> Option<(i32, bool)> {
    let age = super::filter::age_of(rules, born)?;
    let aged = |day: Option<NaiveDate>| day.and_then(|d| super::filter::age_of(rules, d));
    if window.age_max == Some(age) && aged(born.pred_opt()).is_some_and(|a| a > age) {
        return Some((age, true));
    }
    if window.age_min == Some(age) && aged(born.succ_opt()).is_some_and(|a| a < age) {
        return Some((age, false));
    }
    None
}

/// Why `column` cannot be read on `sheet`, if it cannot: what `owner`
/// filters on (`condition`: a subsidy's condition, not its pool).
fn lacking(column: Column, sheet: &GroupStandings, owner: &Owner, condition: bool) -> Option<Msg> {
    let has = |c: Column| sheet.columns.contains(&c);
    let derivable = matches!(column, Column::Sex | Column::BirthDate);
    if has(column) || (derivable && has(Column::IdNumber)) {
        return None;
    }
    Some(Msg::PoolColumnMissing {
        owner: Box::new(owner.clone()),
        column: column.header().to_string(),
        sheet: sheet.sheet.clone(),
        derivable,
        condition,
        present: sheet
            .columns
            .iter()
            .map(|c| c.header().to_string())
            .collect(),
    })
}
