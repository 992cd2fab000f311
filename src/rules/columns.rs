//! Rules checked against the standings they are applied to. A pool needs
//! its columns (docs/input.md#columns-the-rules-depend-on):
//! 性别 (or 身份证号) required for a women's pool, 出生日期 (or 身份证号) for
//! an age band and 地区 for region pools: a pool on such a column the sheet
//! lacks would silently be empty, so it is an error naming the rule's line
//! and the sheet. 会员 and 称号 are optional (blank means no member, no
//! master): a pool on them where the column is missing is only worth a warning.

use super::filter::Condition;
use super::{Filter, Lines, Named, Rules};
use crate::standings::{Column, GroupStandings, Standings};

/// Every pool condition that needs a column the group's sheet lacks, as
/// "rules.toml line 90: …". Sheets absent from the standings are left to the
/// reader, which reports them.
pub fn missing_columns(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<String> {
    lacking_columns(rules, lines, standings, true)
}

/// Every pool condition on an optional column (会员, 称号) the sheet lacks:
/// everyone there counts as "no". Worth a warning, not an error.
pub fn assumed_columns(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<String> {
    lacking_columns(rules, lines, standings, false)
}

fn lacking_columns(
    rules: &Rules,
    lines: &Lines,
    standings: &Standings,
    required: bool,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut check = |named: Named, what: String, filter: &Filter, group: Option<&str>| {
        let Some(sheet) = group.and_then(|g| standings.group(g)) else {
            return;
        };
        for condition in filter.conditions() {
            let optional = matches!(condition.column(), Some(Column::Member | Column::Title));
            if optional == required {
                continue;
            }
            if let Some(message) = lacking(condition, sheet) {
                let at = match lines.line_of_named(&named) {
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
    let consequence = match column {
        Column::Member => "; nobody there counts as a member",
        Column::Title => "; nobody there counts as a master",
        _ => "",
    };
    Some(format!(
        "the pool filters on {header}, but the sheet \"{name}\" has no {header} column{also}{consequence}"
    ))
}
