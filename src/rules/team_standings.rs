//! Team prizes checked against the standings they are applied to, so that
//! no team money moves without a word. Errors: a blank 积分 of a team's
//! player when 积分 are added up (a blank is no 0); a team of a team
//! standings sheet that no player's team column names, unless the prize
//! says such teams are paid (`unlisted_teams = "照发"`). Warnings: players whose
//! team column is blank (in no team), team names written two nearly equal
//! ways (石柱队 and 石柱: probably one team, counted as two), a `counted`
//! no team reaches (every place vacant), and a team of a team standings
//! sheet that no player's team column names, where the prize pays it.

use super::teams::{TeamRanking, UnlistedTeams};
use super::{Lines, Rules, RulesProblem, ShortTeams, TeamMeasure, TeamPrize};
use crate::msg::Msg;
use crate::standings::teams::{TeamRow, TeamSheet, near_key, team_key};
use crate::standings::{Column, GroupStandings, Standings, Warning};
use std::collections::BTreeMap;

/// The team prizes' errors in the standings: every blank 积分 of a team's
/// player when a prize adds up 积分, all rows of a sheet in one problem at
/// the line of `by`.
pub fn problems(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<RulesProblem> {
    let mut out = Vec::new();
    for (i, prize) in rules.teams.iter().enumerate() {
        if let TeamRanking::FromSheet {
            sheet,
            unlisted: UnlistedTeams::Refuse,
        } = prize.ranking()
        {
            let key = format!("teams[{i}].unlisted_teams");
            let key = match lines.written(&key) {
                true => key,
                false => format!("teams[{i}].sheet"),
            };
            let line = lines.line(&key);
            out.extend(
                unlisted(prize, sheet, standings).map(|(read, r)| RulesProblem {
                    file: lines.name.clone(),
                    line,
                    message: Msg::TeamSheetUnlisted {
                        sheet: read.sheet.clone(),
                        cell: read.team_cell(r),
                        team: r.team.to_string(),
                        column: prize.team_header(),
                        prize: prize.name.clone(),
                    },
                }),
            );
        }
        let Some(sheet) = group_of(prize, standings) else {
            continue;
        };
        // A sheet without 积分 at all is `missing_columns`' error.
        if prize.by != TeamMeasure::Score || !sheet.columns.contains(&Column::Score) {
            continue;
        }
        let rows: Vec<u32> = (sheet.players.iter())
            .filter(|p| prize.team_of(p).is_some() && p.figure(Column::Score).is_none())
            .map(|p| p.row)
            .collect();
        if !rows.is_empty() {
            out.push(RulesProblem {
                file: lines.name.clone(),
                line: lines.line(&format!("teams[{i}].by")),
                message: Msg::TeamScoreBlank {
                    prize: prize.name.clone(),
                    sheet: sheet.sheet.clone(),
                    rows,
                },
            });
        }
    }
    out
}

/// The team prizes' warnings: for a computed prize, the players in no team,
/// the names nearly alike, a `counted` no team reaches; for a team
/// standings sheet, its teams no player's team column names.
pub fn notes(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<Warning> {
    let mut out = Vec::new();
    for (i, prize) in rules.teams.iter().enumerate() {
        match prize.ranking() {
            TeamRanking::FromSheet {
                sheet,
                unlisted: UnlistedTeams::Pay,
            } => out.extend(teams_without_players(prize, sheet, standings)),
            TeamRanking::FromSheet { .. } => {}
            TeamRanking::Computed { .. } => {
                // A sheet without the team column is `missing_columns`' error.
                let Some(sheet) = group_of(prize, standings).filter(|s| has_team_column(prize, s))
                else {
                    continue;
                };
                out.extend(blank_teams(prize, sheet));
                out.extend(near_spellings(prize, sheet));
                let line = lines.line(&format!("teams[{i}].counted"));
                out.extend(none_full(prize, sheet, &lines.name, line));
            }
        }
    }
    out
}

/// The players' sheet of a computed team prize, when the standings have it.
fn group_of<'a>(prize: &TeamPrize, standings: &'a Standings) -> Option<&'a GroupStandings> {
    match prize.ranking() {
        TeamRanking::Computed { group, .. } => standings.group(group),
        TeamRanking::FromSheet { .. } => None,
    }
}

/// Whether the sheet has the prize's team column (and its member column).
fn has_team_column(prize: &TeamPrize, sheet: &GroupStandings) -> bool {
    let team = match prize.team_column.column() {
        Some(column) => sheet.columns.contains(&column),
        None => sheet.marked.contains(&prize.team_header()),
    };
    team && (prize.members.as_ref()).is_none_or(|m| sheet.marked.contains(m))
}

/// One warning per player whose team column is blank, where a blank is
/// said: not in a team-name column of its own (队名, where a blank is a
/// player in no team), nor for a player the member column leaves out.
fn blank_teams<'a>(
    prize: &'a TeamPrize,
    sheet: &'a GroupStandings,
) -> impl Iterator<Item = Warning> + 'a {
    let column = prize.team_header();
    (sheet.players.iter())
        .filter(move |p| prize.warns_blank(p) && prize.team_of(p).is_none())
        .map(move |p| Warning {
            sheet: sheet.sheet.clone(),
            row: Some(p.row),
            column: Some(column.clone()),
            message: Msg::TeamBlank {
                column: column.clone(),
                prize: prize.name.clone(),
            },
        })
}

/// One warning for each set of team names (单位) that differ only in an
/// ending or punctuation (`near_key`), each with its rows. 地区 are the
/// rules' own names and are not compared.
fn near_spellings(prize: &TeamPrize, sheet: &GroupStandings) -> Vec<Warning> {
    if prize.team_column.column() == Some(Column::Region) {
        return Vec::new();
    }
    let column = prize.team_header();
    let mut near: BTreeMap<String, BTreeMap<String, Vec<u32>>> = BTreeMap::new();
    for p in &sheet.players {
        if let Some(team) = prize.team_of(p) {
            let spellings = near.entry(near_key(&team)).or_default();
            spellings.entry(team).or_default().push(p.row);
        }
    }
    near.into_values()
        .filter(|spellings| spellings.len() > 1)
        .map(|spellings| {
            let mut spellings: Vec<(String, Vec<u32>)> = spellings.into_iter().collect();
            // In the order the sheet first writes them.
            spellings.sort_by_key(|(_, rows)| rows.iter().min().copied());
            Warning {
                sheet: sheet.sheet.clone(),
                row: None,
                column: Some(column.clone()),
                message: Msg::TeamSpellingsNear {
                    prize: prize.name.clone(),
                    column: column.clone(),
                    spellings,
                },
            }
        })
        .collect()
}

/// A warning when `counted` is more than the players of every team: no
/// team is full, and unless short teams are ranked after the full ones
/// (and there is a team to rank) every place is vacant.
fn none_full(
    prize: &TeamPrize,
    sheet: &GroupStandings,
    file: &str,
    line: Option<usize>,
) -> Option<Warning> {
    let mut sizes: BTreeMap<String, u32> = BTreeMap::new();
    for team in sheet.players.iter().filter_map(|p| prize.team_of(p)) {
        *sizes.entry(team).or_default() += 1;
    }
    let largest = sizes.values().copied().max().unwrap_or(0);
    if largest >= prize.counted {
        return None;
    }
    let ranked = prize.short_teams == ShortTeams::After && largest > 0;
    Some(Warning {
        sheet: sheet.sheet.clone(),
        row: None,
        column: None,
        message: Msg::TeamNoneFull {
            file: file.to_string(),
            line,
            prize: prize.name.clone(),
            counted: prize.counted,
            largest,
            vacant: (!ranked).then(|| prize.planned().to_string()),
        },
    })
}

/// A warning for each team of the team standings sheet `sheet` that no
/// player of any group has in the prize's team column: the sheet still
/// pays it (a team event may field teams the individual event does not
/// name), but a slip in its name would go unseen.
fn teams_without_players(prize: &TeamPrize, sheet: &str, standings: &Standings) -> Vec<Warning> {
    let column = prize.team_header();
    unlisted(prize, sheet, standings)
        .map(|(read, r)| Warning {
            sheet: read.sheet.clone(),
            row: Some(r.row),
            column: Some("队名".to_string()),
            message: Msg::TeamSheetNoPlayers {
                team: r.team.to_string(),
                column: column.clone(),
                prize: prize.name.clone(),
            },
        })
        .collect()
}

/// The teams of the team standings sheet `sheet` that no player of any
/// group has in the prize's team column, with the sheet they are on.
fn unlisted<'a>(
    prize: &TeamPrize,
    sheet: &str,
    standings: &'a Standings,
) -> impl Iterator<Item = (&'a TeamSheet, &'a TeamRow)> {
    let read =
        (standings.teams.iter()).find(|s| crate::vocab::key(&s.sheet) == crate::vocab::key(sheet));
    let named: std::collections::BTreeSet<String> = (standings.groups.iter())
        .flat_map(|g| g.players.iter())
        .filter_map(|p| prize.team_of(p))
        .map(|t| team_key(&t))
        .collect();
    read.into_iter().flat_map(move |read| {
        let named = named.clone();
        (read.rows.iter())
            .filter(move |r| !named.contains(&team_key(&r.team)))
            .map(move |r| (read, r))
    })
}

#[cfg(test)]
mod tests;
