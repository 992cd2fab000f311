//! Team prizes (团体奖): the players of one group gathered into teams by the
//! column that names them (单位 or 地区), each team's best `counted` players
//! (by individual place) added up — their places (fewer is better) or their
//! 积分 (more is better) — teams level on the sum separated by the best
//! individual place, then the next (`tie = "最好个人名次"`), or sharing the
//! places and splitting their money (`tie = "平分"`, rounded down to the
//! fen or the `split_unit`, the remainder reported). A team with fewer
//! players than are counted is listed without a place, or ranked after the
//! full teams (`short_teams`). Or, with `sheet`, the teams of the arbiters' team
//! standings sheet at the places it gives, teams given the same place
//! sharing it and splitting its money. Paid to the team, never to a
//! player; what decided each team's place is recorded (`TeamDecided`) for
//! `explain` and the lists.

use super::pool::standing_order;
use super::{BudgetLine, PlayerId};
use crate::money::Money;
use crate::rules::{Rules, ShortTeams, TeamMeasure, TeamPrize, TeamRanking, TeamTie};
use crate::standings::teams::team_name;
use crate::standings::{Column, Standings};
use rust_decimal::Decimal;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// One team of a team prize, ranked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStanding {
    /// The team prize's id.
    pub prize: String,
    /// The team as the column writes it (spaces removed, full-width forms
    /// folded: `standings::teams::team_name`).
    pub team: String,
    /// Every player of the team, in standing order.
    pub members: Vec<PlayerId>,
    /// The players whose places (or 积分) count: the best `counted`.
    pub counted: Vec<PlayerId>,
    /// Their places, or their 积分, added up.
    pub sum: Decimal,
    /// The team's place; none for a short team that is not ranked.
    pub place: Option<u32>,
    /// Teams sharing the place (1 when not shared).
    pub shared_by: u32,
    /// What the team is paid (its share when the place is shared).
    pub amount: Money,
    /// The prize text (奖杯) of its place, if any.
    pub prize_text: Option<String>,
    pub decided: TeamDecided,
}

/// What decided a team's place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamDecided {
    /// The sum alone: no other team has the same.
    Sum,
    /// Level on the sum with these teams, separated by the best individual
    /// places.
    BestPlace { level_with: Vec<String> },
    /// Level with these teams all through: the places are shared.
    Shared { with: Vec<String> },
    /// Fewer players than are counted: `players` of `counted`.
    Short { players: u32, counted: u32 },
}

/// What the team prizes decide: every team ranked, and one budget line per
/// team prize (planned = awarded + vacant + remainder).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TeamOutcome {
    pub standings: Vec<TeamStanding>,
    pub budget: Vec<BudgetLine>,
}

/// Rank the teams of every team prize of the rules and pay their places.
pub fn rank_teams(rules: &Rules, standings: &Standings) -> TeamOutcome {
    let mut out = TeamOutcome::default();
    for prize in &rules.teams {
        let (ranked, line) = rank_one(rules, standings, prize);
        out.standings.extend(ranked);
        out.budget.push(line);
    }
    out
}

/// One team before it is placed.
struct Team {
    name: String,
    members: Vec<PlayerId>,
    counted: Vec<PlayerId>,
    sum: Decimal,
    /// The counted players' places, best first: the tie-break.
    places: Vec<u32>,
    full: bool,
    /// The place a team standings sheet gives; none when computed.
    given: Option<u32>,
}

fn rank_one(
    rules: &Rules,
    standings: &Standings,
    prize: &TeamPrize,
) -> (Vec<TeamStanding>, BudgetLine) {
    let mut teams = match prize.ranking() {
        TeamRanking::FromSheet { sheet, .. } => from_sheet(standings, sheet),
        TeamRanking::Computed { .. } => computed(rules, standings, prize),
    };
    // Full teams first; short ones after, more players first (they are
    // dropped below when short teams are not ranked). A sheet's teams go by
    // the places it gives, level when it gives the same.
    let level = |a: &Team, b: &Team| -> Ordering {
        if let (Some(x), Some(y)) = (a.given, b.given) {
            return x.cmp(&y);
        }
        b.full
            .cmp(&a.full)
            .then_with(|| b.counted.len().cmp(&a.counted.len()))
            .then_with(|| match prize.by {
                TeamMeasure::Places => a.sum.cmp(&b.sum),
                TeamMeasure::Score => b.sum.cmp(&a.sum),
            })
    };
    let order = |a: &Team, b: &Team| -> Ordering {
        let by_level = level(a, b);
        match (prize.tie, a.given) {
            (TeamTie::BestPlace, None) => by_level.then_with(|| a.places.cmp(&b.places)),
            _ => by_level,
        }
    };
    teams.sort_by(|a, b| order(a, b).then_with(|| a.name.cmp(&b.name)));
    let (ranked, short): (Vec<Team>, Vec<Team>) = teams
        .into_iter()
        .partition(|t| t.full || prize.short_teams == ShortTeams::After);
    let amounts = prize.amounts();
    let mut line = BudgetLine {
        schedule: prize.id.clone(),
        planned: amounts.iter().copied().sum(),
        awarded: Money::ZERO,
        vacant: Money::ZERO,
        remainder: Money::ZERO,
    };
    let mut out = Vec::new();
    let mut start = 0;
    while start < ranked.len() {
        let len = ranked[start..]
            .iter()
            .take_while(|t| order(t, &ranked[start]) == Ordering::Equal)
            .count();
        let tied = &ranked[start..start + len];
        let place = super::pool::place_number(start);
        let parts = u32::try_from(len).unwrap_or(u32::MAX);
        let sum: Money = (0..len).map(|i| prize.amount(start + i + 1)).sum();
        let (share, rest) = sum.split_to(parts, rules.settings.split_unit.decimals());
        line.awarded += share.times(len);
        line.remainder += rest;
        let prize_text = (0..len).find_map(|i| prize.prize(start + i + 1));
        for team in tied {
            let others = |pred: &dyn Fn(&Team) -> bool| -> Vec<String> {
                ranked
                    .iter()
                    .filter(|o| o.name != team.name && pred(o))
                    .map(|o| o.name.clone())
                    .collect()
            };
            let decided = if !team.full {
                TeamDecided::Short {
                    players: u32::try_from(team.members.len()).unwrap_or(u32::MAX),
                    counted: prize.counted,
                }
            } else if len > 1 {
                TeamDecided::Shared {
                    with: others(&|o| order(o, team) == Ordering::Equal),
                }
            } else {
                let level_with = others(&|o| level(o, team) == Ordering::Equal);
                match level_with.is_empty() {
                    true => TeamDecided::Sum,
                    false => TeamDecided::BestPlace { level_with },
                }
            };
            out.push(standing(
                prize,
                team,
                Some(place),
                parts,
                share,
                prize_text.clone(),
                decided,
            ));
        }
        start += len;
    }
    for place in ranked.len() + 1..=amounts.len() {
        line.vacant += prize.amount(place);
    }
    for team in &short {
        let decided = TeamDecided::Short {
            players: u32::try_from(team.members.len()).unwrap_or(u32::MAX),
            counted: prize.counted,
        };
        out.push(standing(prize, team, None, 1, Money::ZERO, None, decided));
    }
    (out, line)
}

/// The teams of a team standings sheet, each at the place it gives, its
/// points as its sum (0 when the sheet gives none).
fn from_sheet(standings: &Standings, sheet: &str) -> Vec<Team> {
    let rows = standings
        .teams
        .iter()
        .find(|s| crate::vocab::key(&s.sheet) == crate::vocab::key(sheet))
        .map_or(&[][..], |s| &s.rows[..]);
    rows.iter()
        .map(|r| Team {
            name: team_name(&r.team),
            members: Vec::new(),
            counted: Vec::new(),
            sum: r.points.unwrap_or_default(),
            places: vec![r.place],
            full: true,
            given: Some(r.place),
        })
        .collect()
}

/// The teams of the group's players, each with its best `counted` players
/// and their places or 积分 added up.
fn computed(rules: &Rules, standings: &Standings, prize: &TeamPrize) -> Vec<Team> {
    let k = prize.counted as usize;
    let mut by_team: BTreeMap<String, Vec<PlayerId>> = BTreeMap::new();
    if let Some(group) = rules.groups.iter().position(|g| g.sheet == prize.group)
        && let Some(sheet) = standings.groups.get(group)
    {
        for (index, player) in sheet.players.iter().enumerate() {
            if let Some(team) = prize.team_of(player) {
                by_team
                    .entry(team)
                    .or_default()
                    .push(PlayerId { group, index });
            }
        }
    }
    by_team
        .into_iter()
        .map(|(name, mut members)| {
            members.sort_by(|&a, &b| standing_order(standings, a, b));
            let counted: Vec<PlayerId> = members.iter().copied().take(k).collect();
            let players = counted.iter().map(|id| id.player(standings));
            let sum = match prize.by {
                TeamMeasure::Places => players.map(|p| Decimal::from(p.rank)).sum(),
                // A blank 积分 of a team's player stopped the run before
                // (`rules::team_standings::problems`).
                TeamMeasure::Score => players
                    .map(|p| p.figure(Column::Score).unwrap_or_default())
                    .sum(),
            };
            let places = counted.iter().map(|id| id.player(standings).rank).collect();
            Team {
                name,
                full: members.len() >= k,
                members,
                counted,
                sum,
                places,
                given: None,
            }
        })
        .collect()
}

fn standing(
    prize: &TeamPrize,
    team: &Team,
    place: Option<u32>,
    shared_by: u32,
    amount: Money,
    prize_text: Option<String>,
    decided: TeamDecided,
) -> TeamStanding {
    TeamStanding {
        prize: prize.id.clone(),
        team: team.name.clone(),
        members: team.members.clone(),
        counted: team.counted.clone(),
        sum: team.sum,
        place,
        shared_by,
        amount,
        prize_text,
        decided,
    }
}

#[cfg(test)]
mod tests;
