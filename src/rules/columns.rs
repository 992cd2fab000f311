//! Rules checked against the standings they are applied to
//! (docs/input.md#columns-the-rules-depend-on: a column the rules depend on
//! must be there). A pool, a subsidy condition or
//! a qualifier list that filters on a column a group's sheet lacks would
//! silently be empty, so it is an error naming the rule's line, the column
//! to add or rename and the columns the sheet has. The only fallbacks are
//! the ID number for 性别 and 出生日期, and one exception: a sheet without
//! the subsidy's marker column 在校学生 has no candidates, which is said
//! once in every output (`notes`).

use super::filter::Condition;
use super::{AgeRule, Filter, Lines, Named, Rules, SubsidyCondition};
use crate::standings::{Column, DatePrecision, GroupStandings, Standings, Warning};

/// Every rule that needs a column the group's sheet lacks, as
/// "rules.toml line 90: …"; and, under the completed-years age rule, every
/// birth date written without its day where an age band needs it. Sheets
/// absent from the standings are left to the reader, which reports them.
pub fn missing_columns(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<String> {
    let mut out = Vec::new();
    let at = |named: &Named| match lines.line_of_named(named) {
        Some(line) => format!("{} line {line}", lines.name),
        None => lines.name.clone(),
    };
    let mut check = |named: Named, what: String, filter: &Filter, group: Option<&str>| {
        let Some(sheet) = group.and_then(|g| standings.group(g)) else {
            return;
        };
        for condition in filter.conditions() {
            if let Some(message) = condition.column().and_then(|c| lacking(c, sheet)) {
                out.push(format!(
                    "{}: {what}: the pool filters on {message}",
                    at(&named)
                ));
            }
        }
    };
    for s in &rules.schedules {
        let group = s.pool.group.as_deref();
        check(
            Named::Schedule(s.id.clone()),
            format!("schedule \"{}\"", s.id),
            &s.pool,
            group,
        );
    }
    for s in &rules.subsidies {
        if let Some(pool) = &s.pool {
            let group = pool.group.as_deref();
            check(
                Named::Subsidy(s.id.clone()),
                format!("subsidy \"{}\"", s.id),
                pool,
                group,
            );
        }
    }
    for q in &rules.qualifiers {
        let group = q.pool.group.as_deref();
        let what = format!("qualifier list \"{}\"", q.id);
        check(Named::Qualifier(q.id.clone()), what.clone(), &q.pool, group);
        let group = q.eligible.group.as_deref().or(group);
        check(Named::Eligible(q.id.clone()), what, &q.eligible, group);
    }
    // Ages in completed years need whole birth dates where a band asks.
    let banded: std::collections::BTreeSet<&str> = rules
        .schedules
        .iter()
        .map(|s| &s.pool)
        .chain(rules.qualifiers.iter().flat_map(|q| [&q.pool, &q.eligible]))
        .filter(|f| f.conditions().into_iter().any(|c| c == Condition::Age))
        .filter_map(|f| f.group.as_deref())
        .collect();
    for sheet in standings
        .groups
        .iter()
        .filter(|g| banded.contains(g.sheet.as_str()))
    {
        out.extend(partial_dates(rules, sheet));
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
                let column = match condition {
                    SubsidyCondition::StudentProof => Column::StudentProof,
                    SubsidyCondition::Completed => Column::Completed,
                    SubsidyCondition::NoDiscipline => Column::Discipline,
                    _ => continue,
                };
                if let Some(message) = lacking(column, sheet) {
                    out.push(format!(
                        "{}: subsidy \"{}\": its conditions need {message}",
                        at(&Named::Subsidy(s.id.clone())),
                        s.id
                    ));
                }
            }
        }
    }
    out.dedup();
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
/// subsidy's marker column (no candidates there), and 称号 values that are
/// neither a master's nor a known grade or honour.
pub fn notes(rules: &Rules, standings: &Standings) -> Vec<Warning> {
    let mut out = Vec::new();
    for s in &rules.subsidies {
        if !s.conditions.contains(&SubsidyCondition::Student) {
            continue;
        }
        for sheet in subsidy_sheets(s, standings) {
            if !sheet.columns.contains(&Column::Student) {
                out.push(Warning {
                    code: Some("subsidy.no_marker_column"),
                    sheet: sheet.sheet.clone(),
                    row: None,
                    column: Some(Column::Student.header().to_string()),
                    message: format!(
                        "{} has no {} column: no {} candidates there",
                        sheet.sheet,
                        Column::Student.header(),
                        s.name
                    ),
                });
            }
        }
    }
    for sheet in &standings.groups {
        let mut unknown: Vec<&str> = sheet
            .players
            .iter()
            .map(|p| p.title.as_str())
            .filter(|t| !rules.is_known_title(t))
            .collect();
        unknown.sort_unstable();
        unknown.dedup();
        if !unknown.is_empty() {
            out.push(Warning {
                code: Some("title.unknown"),
                sheet: sheet.sheet.clone(),
                row: None,
                column: Some(Column::Title.header().to_string()),
                message: format!(
                    "称号 values that are no known title, so not a master: {}; \
                     if one is a master title, add it to master_titles in the rules file",
                    unknown.join(", ")
                ),
            });
        }
    }
    out
}

/// Under the completed-years rule, birth dates written without their day
/// (and not completed by an ID number): the age cannot be told.
fn partial_dates<'a>(
    rules: &Rules,
    sheet: &'a GroupStandings,
) -> impl Iterator<Item = String> + 'a {
    let applies = rules.settings.age_rule == AgeRule::CompletedYears;
    sheet
        .players
        .iter()
        .filter(move |p| {
            applies && p.birth_date.is_some() && p.birth_precision != DatePrecision::Day
        })
        .map(|p| {
            format!(
                "{} row {} ({}): the birth date gives no day, and ages are counted in completed \
                 years; write the whole date or the ID number",
                sheet.sheet,
                p.row,
                Column::BirthDate.header()
            )
        })
}

/// Why `column` cannot be read on `sheet`, if it cannot.
fn lacking(column: Column, sheet: &GroupStandings) -> Option<String> {
    let has = |c: Column| sheet.columns.contains(&c);
    let name = &sheet.sheet;
    let derivable = matches!(column, Column::Sex | Column::BirthDate);
    if has(column) || (derivable && has(Column::IdNumber)) {
        return None;
    }
    let header = column.header();
    let also = if derivable {
        format!(" and no {} to derive it from", Column::IdNumber.header())
    } else {
        String::new()
    };
    let present: Vec<&str> = sheet.columns.iter().map(|c| c.header()).collect();
    let advice = match column {
        Column::Member => "; to say nobody is a member, add an empty 会员 column",
        Column::Title => "; to say nobody holds a title, add an empty 称号 column",
        _ => "",
    };
    Some(format!(
        "{header}, but the sheet \"{name}\" has no {header} column{also} (it has {}); add the \
         column or rename the one that holds it to {header}{advice}",
        present.join(", ")
    ))
}
