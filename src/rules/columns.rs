//! Rules checked against the standings they are applied to: a pool that
//! filters on a column its group's sheet does not have (a women's prize when
//! the sheet has neither 性别 nor 身份证号) would silently be empty or admit
//! everyone, so it is an error naming the rule's line and the sheet.

use super::filter::Condition;
use super::{Filter, Lines, Rules};
use crate::standings::{Column, GroupStandings, Standings};

/// Every pool condition that reads a column the group's sheet lacks, as
/// "rules.toml line 90: …". Sheets absent from the standings are left to the
/// reader, which reports them.
pub fn missing_columns(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<String> {
    let mut out = Vec::new();
    let mut check = |label: String, what: String, filter: &Filter, group: Option<&str>| {
        let Some(sheet) = group.and_then(|g| standings.group(g)) else {
            return;
        };
        for condition in filter.conditions() {
            if let Some(message) = lacking(condition, sheet) {
                let at = match lines.line_of_named(&label) {
                    Some(line) => format!("{} line {line}", lines.name),
                    None => lines.name.clone(),
                };
                out.push(format!("{at}: {what}: {message}"));
            }
        }
    };
    for s in &rules.schedules {
        let group = s.pool.group.as_deref();
        check(
            format!("schedule:{}", s.id),
            format!("schedule \"{}\"", s.id),
            &s.pool,
            group,
        );
    }
    for s in &rules.subsidies {
        if let Some(pool) = &s.pool {
            let group = pool.group.as_deref();
            check(
                format!("subsidy:{}", s.id),
                format!("subsidy \"{}\"", s.id),
                pool,
                group,
            );
        }
    }
    for q in &rules.qualifiers {
        let group = q.pool.group.as_deref();
        let what = format!("qualifier list \"{}\"", q.id);
        check(format!("qualifier:{}", q.id), what.clone(), &q.pool, group);
        let group = q.eligible.group.as_deref().or(group);
        check(format!("eligible:{}", q.id), what, &q.eligible, group);
    }
    out
}

/// Why `condition` cannot be decided on `sheet`, if it cannot.
fn lacking(condition: Condition, sheet: &GroupStandings) -> Option<String> {
    let has = |c: Column| sheet.columns.contains(&c);
    let name = &sheet.sheet;
    let column = condition.column()?;
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
    Some(format!(
        "the pool filters on {header}, but the sheet \"{name}\" has no {header} column{also}"
    ))
}
