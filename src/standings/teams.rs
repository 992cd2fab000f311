//! A team standings sheet (团体成绩) as the arbiters give it: one row per
//! team with its place (名次), its name (队名, or 单位, 代表队, 队伍) and
//! often its points (积分, 总分, 局分). The header row is the first of the
//! first 20 rows naming a place column and a team column; every cell of the
//! rows below is checked and every problem reported at its cell, all at
//! once. A rules file's `[[teams]]` with `sheet = "…"` pays from it. A team
//! listed twice (the same name, up to spaces and full-width forms) would be
//! paid twice and is refused at both cells; a sheet whose header names
//! 姓名 or 编号 is a players' standings sheet, not a team one, and is
//! refused. Here too is what names a player's team (`team_of`) and how two
//! team names are compared (`team_key`, `near_key`), for the rules' checks
//! and the engine alike.

use super::problem::{InputError, Problem, Problems};
use super::{Column, Player, cell, squeeze};
use crate::msg::Msg;
use crate::vocab::fold;
use compact_str::CompactString;
use rust_decimal::Decimal;
use std::collections::BTreeMap;
use xqprize_workbook::{Data, Source, Workbook, a1};

/// One team standings sheet as read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TeamSheet {
    pub sheet: String,
    pub rows: Vec<TeamRow>,
    /// 0-based column of 队名, for messages naming a team's cell.
    pub team_column: u32,
}

impl TeamSheet {
    /// The A1 name of the 队名 cell of `row` (1-based).
    pub fn team_cell(&self, row: &TeamRow) -> String {
        a1(row.row.saturating_sub(1), self.team_column)
    }
}

/// One team of a team standings sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRow {
    /// 1-based row of the sheet.
    pub row: u32,
    pub place: u32,
    pub team: CompactString,
    /// 积分 (or 总分, 局分) when the sheet gives it.
    pub points: Option<Decimal>,
}

/// The headers of each column, folded (spaces removed).
const PLACE: &[&str] = &["名次", "排名", "团体名次"];
const TEAM: &[&str] = &["队名", "单位", "代表队", "队伍", "队别", "参赛队"];
const POINTS: &[&str] = &["积分", "总分", "局分", "总局分", "团体积分", "场分"];

/// A team's name as teams are gathered and shown: full-width letters,
/// digits and signs folded to ASCII and every kind of space removed (as
/// 「Ａ队 」, 「A　队」 and 「A队」 are one team).
pub fn team_name(text: &str) -> String {
    squeeze(&fold(text)).into_owned()
}

/// What two team names are compared by: `team_name` in simplified
/// characters (甲隊 and 甲队 are one team, as 單位 and 单位 are one column)
/// and in lower case.
pub fn team_key(text: &str) -> String {
    crate::vocab::simplify(&team_name(text)).to_lowercase()
}

/// The endings a team name is written with or without (石柱队 and 石柱,
/// 重庆市 and 重庆), longest first.
const TEAM_ENDINGS: &[&str] = &[
    "象棋俱乐部",
    "象棋协会",
    "象棋队",
    "代表队",
    "俱乐部",
    "棋队",
    "棋协",
    "协会",
    "棋院",
    "队",
    "市",
    "县",
    "区",
    "省",
];

/// Two names with the same `near_key` but different `team_key`s are
/// probably one team written two ways: `team_key` without punctuation
/// (·, “”, brackets, dashes) and without the endings of `TEAM_ENDINGS`
/// (石柱县队 → 石柱). 石柱一队 and 石柱二队 stay apart.
pub fn near_key(text: &str) -> String {
    let mut key: String = team_key(text)
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect();
    while let Some(shorter) = TEAM_ENDINGS
        .iter()
        .find_map(|e| key.strip_suffix(e).filter(|k| !k.is_empty()))
    {
        key = shorter.to_string();
    }
    key
}

/// The team a player belongs to by `column` (单位 or 地区), as
/// `team_name` writes it; none when the cell is blank.
pub fn team_of(player: &Player, column: Column) -> Option<String> {
    let name = match column {
        Column::Region => player.region.as_ref()?.label().to_string(),
        _ => team_name(&player.club),
    };
    (!name.is_empty()).then_some(name)
}

/// Read the team sheets `sheets` (named by the rules) from the workbook.
pub fn read_team_sheets(source: &Source, sheets: &[String]) -> Result<Vec<TeamSheet>, InputError> {
    let fail = |problems: Vec<Problem>| InputError {
        file: source.path(),
        problems,
    };
    if sheets.is_empty() {
        return Ok(Vec::new());
    }
    let mut workbook =
        Workbook::open(source, |_| {}).map_err(|m| fail(vec![Problem::file(m.into())]))?;
    let names: Vec<String> = workbook.sheet_names().to_vec();
    let mut problems = Problems::default();
    let mut out = Vec::new();
    for sheet in sheets {
        let Some(name) = (names.iter().find(|n| *n == sheet))
            .or_else(|| {
                names
                    .iter()
                    .find(|n| crate::vocab::key(n) == crate::vocab::key(sheet))
            })
            .cloned()
        else {
            problems.push(Problem::sheet(
                sheet,
                Msg::TeamSheetMissing {
                    sheet: sheet.clone(),
                    have: names.clone(),
                },
            ));
            continue;
        };
        match workbook.grid(&name) {
            Ok(grid) => {
                let rows: Vec<(u32, Vec<(u32, Data)>)> = grid
                    .rows()
                    .map(|(r, cells)| (r, cells.iter().map(|(_, c, v)| (*c, v.clone())).collect()))
                    .collect();
                out.push(read_sheet(&name, &rows, &mut problems));
            }
            Err(message) => problems.push(Problem::sheet(&name, message.into())),
        }
    }
    match problems.total() {
        0 => Ok(out),
        _ => Err(fail(problems.into_vec())),
    }
}

/// The column whose header is one of `words`, if any.
fn column_of(cells: &[(u32, Data)], words: &[&str]) -> Option<u32> {
    cells.iter().find_map(|(c, v)| match v {
        Data::String(s) => words.contains(&&*squeeze(s)).then_some(*c),
        _ => None,
    })
}

/// One sheet's rows: (0-based row, its non-blank cells as (column, value)).
fn read_sheet(name: &str, rows: &[(u32, Vec<(u32, Data)>)], problems: &mut Problems) -> TeamSheet {
    let mut sheet = TeamSheet {
        sheet: name.to_string(),
        rows: Vec::new(),
        team_column: 0,
    };
    // A players' standings sheet (名次 beside 姓名 or 编号) named as the
    // team sheet would be read as one team per player (its 单位 as 队名).
    if let Some((cell, header)) = players_header(rows) {
        problems.push(Problem::sheet(
            name,
            Msg::TeamSheetIsPlayers {
                sheet: name.to_string(),
                cell,
                header,
            },
        ));
        return sheet;
    }
    let header = rows.iter().take(20).find_map(|(r, cells)| {
        Some((
            *r,
            column_of(cells, PLACE)?,
            column_of(cells, TEAM)?,
            column_of(cells, POINTS),
        ))
    });
    let Some((header_row, place_col, team_col, points_col)) = header else {
        problems.push(Problem::sheet(
            name,
            Msg::TeamSheetNoHeader {
                sheet: name.to_string(),
            },
        ));
        return sheet;
    };
    sheet.team_column = team_col;
    let at = |row: u32, col: u32, header: &str, message: Msg| Problem {
        sheet: Some(name.to_string()),
        cell: Some(a1(row, col)),
        column: Some(header.to_string()),
        message,
        rows: vec![row + 1],
    };
    for (r, cells) in rows.iter().filter(|(r, _)| *r > header_row) {
        let value = |col: u32| {
            (cells.iter().find(|(c, _)| *c == col)).map_or(Data::Empty, |(_, v)| v.clone())
        };
        let (place, team) = (value(place_col), value(team_col));
        if matches!(place, Data::Empty) && matches!(team, Data::Empty) {
            continue;
        }
        let place = match cell::place(&place) {
            Ok(Some(p)) => Some(p),
            Ok(None) => {
                problems.push(at(
                    *r,
                    place_col,
                    "名次",
                    Msg::TeamSheetBlank {
                        column: "名次".into(),
                    },
                ));
                None
            }
            Err(m) => {
                problems.push(at(*r, place_col, "名次", m));
                None
            }
        };
        let team = match cell::text(&team) {
            Ok(Some(t)) => Some(t),
            Ok(None) => {
                problems.push(at(
                    *r,
                    team_col,
                    "队名",
                    Msg::TeamSheetBlank {
                        column: "队名".into(),
                    },
                ));
                None
            }
            Err(m) => {
                problems.push(at(*r, team_col, "队名", m));
                None
            }
        };
        let points = match points_col.map(|c| (c, cell::figure(&value(c)))) {
            Some((c, Err(m))) => {
                problems.push(at(*r, c, "积分", m));
                None
            }
            Some((_, Ok(p))) => p,
            None => None,
        };
        if let (Some(place), Some(team)) = (place, team) {
            sheet.rows.push(TeamRow {
                row: r + 1,
                place,
                team,
                points,
            });
        }
    }
    duplicates(name, &sheet.rows, team_col, problems);
    // The places must follow one another as shared places do: the team
    // with `i` teams above it is at place i + 1, or at the place of the team
    // above (tied). 1, 1, 3 is right; 1, 3 (no 2) and 1, 1, 2 are not. The
    // team's place is taken from its order, so a gap would be renumbered
    // silently.
    let mut order: Vec<&TeamRow> = sheet.rows.iter().collect();
    order.sort_by_key(|t| (t.place, t.row));
    for (i, team) in order.iter().enumerate() {
        let before = u32::try_from(i).unwrap_or(u32::MAX);
        let tied = i > 0 && order[i - 1].place == team.place;
        if team.place != before.saturating_add(1) && !tied {
            problems.push(at(
                team.row - 1,
                place_col,
                "名次",
                Msg::TeamSheetPlaceGap {
                    place: team.place,
                    before,
                },
            ));
        }
    }
    sheet
}

/// The cell (A1) and header of a 姓名 or 编号 column on a row of the first
/// 20 that also names a place column: the sheet is a players' standings.
fn players_header(rows: &[(u32, Vec<(u32, Data)>)]) -> Option<(String, String)> {
    rows.iter().take(20).find_map(|(r, cells)| {
        column_of(cells, PLACE)?;
        cells.iter().find_map(|(c, v)| match v {
            Data::String(s) => matches!(Column::from_header(s), Some(Column::Name | Column::No))
                .then(|| (a1(*r, *c), s.trim().to_string())),
            _ => None,
        })
    })
}

/// Every team listed again (the same `team_key`: a copied row, a trailing
/// or full-width space, a full-width letter), named at its cell with the
/// cell of its first listing: paid twice, it would leave another team
/// without its place.
fn duplicates(name: &str, rows: &[TeamRow], team_col: u32, problems: &mut Problems) {
    let mut first: BTreeMap<String, &TeamRow> = BTreeMap::new();
    for row in rows {
        match first.get(&team_key(&row.team)) {
            Some(earlier) => problems.push(Problem {
                sheet: Some(name.to_string()),
                cell: Some(a1(row.row - 1, team_col)),
                column: Some("队名".to_string()),
                message: Msg::TeamSheetDuplicate {
                    team: row.team.to_string(),
                    first: format!("{name}!{}", a1(earlier.row - 1, team_col)),
                    first_team: earlier.team.to_string(),
                },
                rows: vec![row.row],
            }),
            None => {
                first.insert(team_key(&row.team), row);
            }
        }
    }
}

#[cfg(test)]
mod tests;
