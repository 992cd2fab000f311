//! Team prizes (团体奖) as the rules file writes them: whose players make up
//! the teams, which standings column names a player's team, how many of a
//! team's best players count, whether their places or their 积分 are added
//! up, how ties are broken and what places pay. The engine ranks the teams
//! (`engine::teams`); here are only the words of the file.

use super::places::PlaceAmount;
use crate::money::Money;
use crate::standings::teams::{team_name, team_of};
use crate::standings::{Column, Player};
use serde::{Deserialize, Serialize};

/// `[[teams]]`: "团体前三名 3000/2000/1000，按每队前3名名次之和".
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TeamPrize {
    pub id: String,
    pub name: String,
    /// The group (sheet) whose players make up the teams; empty with `sheet`.
    #[serde(default)]
    pub group: String,
    /// The team standings sheet the arbiters give (团体成绩: 名次, 队名,
    /// 积分 …), instead of a ranking computed from `group`.
    #[serde(default)]
    pub sheet: Option<String>,
    /// The standings column that names a player's team: 单位 (default), 地区,
    /// or a column of its own (队名) whose blank means "in no team".
    #[serde(default)]
    pub team_column: TeamColumn,
    /// A yes/no column (团体 是/否): only the players it marks are in their
    /// team; none: every player whose team column is written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub members: Option<String>,
    /// 每队取前k名: how many of a team's best players count; 0 with `sheet`.
    #[serde(default)]
    pub counted: u32,
    /// What is added up: the counted players' places or their 积分.
    #[serde(default)]
    pub by: TeamMeasure,
    /// How teams level on the sum are separated.
    #[serde(default)]
    pub tie: TeamTie,
    /// Where a team with fewer than `counted` players stands.
    #[serde(default)]
    pub short_teams: ShortTeams,
    /// With `sheet`: what a team of the team standings sheet that no
    /// player's team column names is (a slip, or a team of its own).
    #[serde(default)]
    pub unlisted_teams: UnlistedTeams,
    /// The total the regulation states, checked against the places.
    #[serde(default)]
    pub total: Option<Money>,
    pub places: Vec<PlaceAmount>,
}

/// How a team prize's places are decided, answered once
/// (`TeamPrize::ranking`) for the engine, the rules' checks and the team
/// lists alike: read from the arbiters' team standings sheet, or computed
/// from the players of a group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamRanking<'a> {
    /// The arbiters' team standings sheet gives the places (团体成绩), and
    /// what a team on it that no player names is (`unlisted`).
    FromSheet {
        sheet: &'a str,
        unlisted: UnlistedTeams,
    },
    /// Computed from the players of `group`: the best `counted` of each
    /// team, added up `by` places or 积分, level sums separated by `tie`,
    /// teams with fewer players placed by `short_teams`.
    Computed {
        group: &'a str,
        counted: u32,
        by: TeamMeasure,
        tie: TeamTie,
        short_teams: ShortTeams,
    },
}

impl TeamPrize {
    /// How this prize's places are decided (`TeamRanking`).
    pub fn ranking(&self) -> TeamRanking<'_> {
        match &self.sheet {
            Some(sheet) => TeamRanking::FromSheet {
                sheet,
                unlisted: self.unlisted_teams,
            },
            None => TeamRanking::Computed {
                group: &self.group,
                counted: self.counted,
                by: self.by,
                tie: self.tie,
                short_teams: self.short_teams,
            },
        }
    }

    /// The team `player` plays for in this prize, as `team_name` writes
    /// it: the team column's, when the member column (if any) marks him;
    /// none when it is blank or he is not marked.
    pub fn team_of(&self, player: &Player) -> Option<String> {
        if let Some(members) = &self.members
            && !player.marks.iter().any(|m| m.as_str() == members)
        {
            return None;
        }
        match &self.team_column {
            TeamColumn::Named(header) => (player.texts.iter())
                .find(|(h, _)| h.as_str() == header)
                .map(|(_, text)| team_name(text))
                .filter(|name| !name.is_empty()),
            column => team_of(player, column.column()?),
        }
    }

    /// The header of the team column, as the standings or the rules file
    /// write it (单位, 地区, 队名).
    pub fn team_header(&self) -> String {
        match &self.team_column {
            TeamColumn::Named(header) => header.clone(),
            column => column
                .column()
                .map_or_else(String::new, |c| c.header().to_string()),
        }
    }

    /// Whether a blank team column is said: not for a column of its own,
    /// whose blank means "in no team", nor for a player the member column
    /// leaves out.
    pub fn warns_blank(&self, player: &Player) -> bool {
        let member =
            (self.members.as_ref()).is_none_or(|m| player.marks.iter().any(|x| x.as_str() == m));
        member && !matches!(self.team_column, TeamColumn::Named(_))
    }

    /// Amount of team place `place` (1-based); zero beyond the last place.
    pub fn amount(&self, place: usize) -> Money {
        self.amounts()
            .get(place.wrapping_sub(1))
            .copied()
            .unwrap_or(Money::ZERO)
    }

    /// Amount of every place, place 1 first.
    pub fn amounts(&self) -> Vec<Money> {
        super::places::expand_places(&self.places)
    }

    /// Prize text (奖杯) of team place `place`, if the regulation names one.
    pub fn prize(&self, place: usize) -> Option<String> {
        super::places::expand_prizes(&self.places)
            .get(place.wrapping_sub(1))
            .cloned()
            .flatten()
    }

    /// The sum of the places.
    pub fn planned(&self) -> Money {
        self.amounts().into_iter().sum()
    }
}

/// Which column names a player's team.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum TeamColumn {
    /// 单位 (代表队, 俱乐部, or a header alias).
    #[default]
    Club,
    /// 地区.
    Region,
    /// A column of its own (队名), read as text and kept apart from 单位:
    /// a blank cell there is a player in no team, and is not warned of.
    Named(String),
}

impl TeamColumn {
    /// The standings' own column, for 单位 and 地区; none for a column of
    /// its own.
    pub fn column(&self) -> Option<Column> {
        match self {
            TeamColumn::Club => Some(Column::Club),
            TeamColumn::Region => Some(Column::Region),
            TeamColumn::Named(_) => None,
        }
    }
}

impl<'de> Deserialize<'de> for TeamColumn {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<TeamColumn, D::Error> {
        let text = String::deserialize(d)?;
        // A header the reader takes for 单位 or 地区 (代表队) is that column.
        Ok(match (text.trim(), Column::from_header(&text)) {
            ("club", _) | (_, Some(Column::Club)) => TeamColumn::Club,
            ("region", _) | (_, Some(Column::Region)) => TeamColumn::Region,
            (other, _) => TeamColumn::Named(other.to_string()),
        })
    }
}

impl Serialize for TeamColumn {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            TeamColumn::Club => "club",
            TeamColumn::Region => "region",
            TeamColumn::Named(header) => header,
        })
    }
}

/// What a team's counted players add up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum TeamMeasure {
    /// 名次之和: fewer is better.
    #[default]
    #[serde(alias = "名次")]
    Places,
    /// 积分之和: more is better.
    #[serde(alias = "积分")]
    Score,
}

/// How teams level on the sum are separated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum TeamTie {
    /// 以最好个人名次列前: the team whose best counted player placed higher
    /// goes first (then the second best, …); level all through: shared.
    #[default]
    #[serde(alias = "最好个人名次")]
    BestPlace,
    /// 名次并列: the teams share the places and split their money.
    #[serde(alias = "平分")]
    Split,
}

/// Where a team with fewer players than are counted stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum ShortTeams {
    /// 不计团体名次: listed without a place.
    #[default]
    #[serde(alias = "不计名次")]
    Unranked,
    /// 排在足额队之后: after every full team, more players first.
    #[serde(alias = "排在后")]
    After,
}

/// A team of the arbiters' team standings sheet that no player of the
/// individual standings has in the team column: a slip in its name (or a
/// sheet of another event) unless the regulation's team match fields teams
/// of its own (粤港澳棋王, made of players of several 单位).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum UnlistedTeams {
    /// 报错: the run stops, naming the cell.
    #[default]
    #[serde(alias = "报错")]
    Refuse,
    /// 照发: the team is paid as the sheet says, with a warning.
    #[serde(alias = "照发")]
    Pay,
}

/// The words of each key, as the schema lists them (the English and the
/// serde aliases above).
pub(crate) const TEAM_MEASURES: &[&str] = &["places", "score", "名次", "积分"];
pub(crate) const TEAM_TIES: &[&str] = &["best-place", "split", "最好个人名次", "平分"];
pub(crate) const SHORT_TEAMS: &[&str] = &["unranked", "after", "不计名次", "排在后"];
pub(crate) const UNLISTED_TEAMS: &[&str] = &["refuse", "pay", "报错", "照发"];
