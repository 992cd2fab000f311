//! Rules checked against the standings they are applied to. A pool needs
//! its columns (docs/input.md#columns-the-rules-depend-on):
//! 性别 (or 身份证号) required for a women's pool, 出生日期 (or 身份证号) for
//! an age band and 地区 for region pools: a pool on such a column the sheet
//! lacks would silently be empty, so it is an error naming the rule's line
//! and the sheet. 会员 and 称号 are optional (blank means no member, no
//! master): a pool on them where the column is missing is only worth a warning.

use super::filter::Condition;
use super::{Filter, Lines, Named, Rules, RulesProblem};
use crate::msg::{Msg, Owner};
use crate::standings::{Column, GroupStandings, Standings};

/// Every pool condition that needs a column the group's sheet lacks, at
/// the line of its pool ("rules.toml 第90行：…"). Sheets absent from the
/// standings are left to the reader, which reports them.
pub fn missing_columns(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<RulesProblem> {
    lacking_columns(rules, lines, standings, true)
}

/// Every pool condition on an optional column (会员, 称号) the sheet lacks:
/// everyone there counts as "no". Worth a warning, not an error.
pub fn assumed_columns(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<RulesProblem> {
    lacking_columns(rules, lines, standings, false)
}

fn lacking_columns(
    rules: &Rules,
    lines: &Lines,
    standings: &Standings,
    required: bool,
) -> Vec<RulesProblem> {
    let mut out = Vec::new();
    let mut check = |named: Named, owner: Owner, filter: &Filter, group: Option<&str>| {
        let Some(sheet) = group.and_then(|g| standings.group(g)) else {
            return;
        };
        for condition in filter.conditions() {
            let optional = matches!(condition.column(), Some(Column::Member | Column::Title));
            if optional == required {
                continue;
            }
            if let Some(message) = lacking(condition, sheet, &owner) {
                out.push(RulesProblem {
                    file: lines.name.clone(),
                    line: lines.line_of_named(&named),
                    message,
                });
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
    out
}

/// Why `condition` cannot be decided on `sheet`, if it cannot.
fn lacking(condition: Condition, sheet: &GroupStandings, owner: &Owner) -> Option<Msg> {
    let has = |c: Column| sheet.columns.contains(&c);
    let column = condition.column()?;
    let derivable = matches!(column, Column::Sex | Column::BirthDate);
    if has(column) || (derivable && has(Column::IdNumber)) {
        return None;
    }
    let (owner, column, sheet) = (
        owner.clone(),
        column.header().to_string(),
        sheet.sheet.clone(),
    );
    Some(
        if matches!(condition.column(), Some(Column::Member | Column::Title)) {
            Msg::PoolColumnAssumed {
                owner,
                column,
                sheet,
            }
        } else {
            Msg::PoolColumnMissing {
                owner,
                column,
                sheet,
                derivable,
            }
        },
    )
}
