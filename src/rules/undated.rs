//! Birth dates written without their day (a year or a month alone, not
//! completed by an ID number) where the rules need the day: an age in
//! completed years, or a birth-date window whose first or last day falls
//! inside the year or month written. Whether the player is in cannot be
//! told, so each is a problem of the standings, named by its workbook,
//! sheet and cell (少儿组!E7（出生日期）), as a cell that cannot be read is.

use super::filter::Condition;
use super::{AgeRule, Filter, Rules};
use crate::msg::Msg;
use crate::standings::problem::Problem;
use crate::standings::{Column, DatePrecision, GroupStandings, Player, Standings};
use chrono::{Datelike, Months, NaiveDate};
use std::collections::BTreeSet;

/// Every birth date the rules need whole but that is written without its
/// day, in the order of the groups, the schedules and the rows.
pub fn undated_births(rules: &Rules, standings: &Standings) -> Vec<Problem> {
    let mut out = Vec::new();
    // Ages in completed years need whole birth dates where a band asks.
    let banded: BTreeSet<&str> = rules
        .schedules
        .iter()
        .map(|s| &s.pool)
        .chain(rules.qualifiers.iter().flat_map(|q| [&q.pool, &q.eligible]))
        .filter(|f| f.conditions().into_iter().any(|c| c == Condition::Age))
        .filter_map(|f| f.group.as_deref())
        .collect();
    if rules.settings.age_rule == AgeRule::CompletedYears {
        for sheet in (standings.groups.iter()).filter(|g| banded.contains(g.sheet.as_str())) {
            let partial = sheet
                .players
                .iter()
                .filter(|p| p.birth_date.is_some() && p.birth_precision != DatePrecision::Day);
            out.extend(partial.map(|p| at(sheet, p, Msg::BirthDatePartial {})));
        }
    }
    // A birth-date window needs the day where a date written without it
    // could fall on either side of the window's first or last day.
    for s in &rules.schedules {
        let Some(sheet) = s.pool.group.as_deref().and_then(|g| standings.group(g)) else {
            continue;
        };
        for p in &sheet.players {
            if let Some(born) = across_window(&s.pool, p) {
                let message = Msg::BirthDatePartialWindow {
                    born,
                    schedule: s.name.clone(),
                };
                out.push(at(sheet, p, message));
            }
        }
    }
    out
}

/// The problem at the player's 出生日期 cell.
fn at(sheet: &GroupStandings, p: &Player, message: Msg) -> Problem {
    let col = sheet.positions.get(&Column::BirthDate).copied();
    Problem::at_cell(&sheet.sheet, p.row, col, Column::BirthDate, message)
}

/// The birth date as written (2004, 2004-09) when its year or month runs
/// across the first or last day of the pool's birth-date window.
fn across_window(pool: &Filter, p: &Player) -> Option<String> {
    let within = |d: NaiveDate| {
        pool.born_from.is_none_or(|from| d >= from) && pool.born_until.is_none_or(|to| d <= to)
    };
    let windowed = pool.born_from.is_some() || pool.born_until.is_some();
    let first = p.birth_date.filter(|_| windowed)?;
    let (last, shown) = match p.birth_precision {
        DatePrecision::Day => return None,
        DatePrecision::Month => (
            first
                .checked_add_months(Months::new(1))
                .and_then(|d| d.pred_opt())?,
            format!("{}-{:02}", first.year(), first.month()),
        ),
        DatePrecision::Year => (
            NaiveDate::from_ymd_opt(first.year(), 12, 31)?,
            first.year().to_string(),
        ),
    };
    (within(first) != within(last)).then_some(shown)
}
