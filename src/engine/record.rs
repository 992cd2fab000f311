//! The record of every decision, for one player: each schedule, subsidy and
//! qualifier list, in the pool or not and why (the typed reasons, with the
//! cell values they read), the place in the pool and who shared it, what
//! was paid, and in one-prize mode the prize that took a place away. The
//! pools are the ones the engine drew (`Drawn`, kept in the `Outcome`);
//! `explain`, the page's 为什么 and the sheets only render this record,
//! none of them draws a pool or tests a condition.

use super::pool::{Pool, place_number};
use super::{Award, Entry, Outcome, Payee, PlayerId, Qualifier, SubsidyCheck, Withholding};
use crate::money::Money;
use crate::msg::why::Placing;
use crate::rules::filter::{Condition, Verdict};
use crate::rules::{Combining, Filter, Rules};
use crate::standings::Standings;

/// The pools the engine drew, kept for the record.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Drawn {
    /// Each schedule's pool, in rules order.
    pub schedules: Vec<Pool>,
    /// Each qualifier list's pool, and the eligible members of it, in rules order.
    pub lists: Vec<(Pool, Pool)>,
    /// One-prize mode: each player passed over in a schedule because they
    /// already held a larger (or equal, earlier) prize.
    pub passed_over: Vec<PassedOver>,
    /// Awards given at a place other than the player's own in the pool
    /// (名次顺延), and how the player came to it.
    pub placed: Vec<Placed>,
    /// 名额 with a fixed amount: reserved players paid it instead of their
    /// place's amount.
    pub raised: Vec<Raised>,
}

/// 「如该3名楼冈棋手不能进入前四名，则可获奖金各500元」: a player of the
/// reserved sub-pool `name`, paid at `place` below the first `top` (any
/// place when `top` is none), is paid `amount` instead of `place_amount`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raised {
    pub schedule: String,
    pub player: PlayerId,
    pub place: u32,
    pub place_amount: Money,
    pub amount: Money,
    pub name: String,
    pub top: Option<u32>,
}

/// A schedule's place handed to a player other than at their own place in
/// its pool, and how (`Placing`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    pub schedule: String,
    pub player: PlayerId,
    pub place: u32,
    pub how: Placing,
}

/// A pool member the places of a schedule went past (名次顺延), and the
/// prize they held that took the place away.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassedOver {
    pub schedule: String,
    pub player: PlayerId,
    pub held: Award,
}

/// Where a player stands with respect to a pool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    /// In the pool at `place` (1 + members strictly ahead), the place
    /// shared by `shared_by` members of equal standing, of `size` members.
    In {
        place: u32,
        shared_by: u32,
        size: usize,
    },
    /// Kept out by these conditions (each a `Fail` or `Missing`); a player
    /// of another group is out for that reason alone.
    Out(Vec<Verdict>),
}

/// The players of a pool with the player's 名次: those of equal standing
/// share places (and their money), the others were set apart by 预赛名次.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankTie {
    /// Everyone of the pool with the same 名次, the player among them, in
    /// pool order.
    pub players: Vec<PlayerId>,
    /// The pool places they cover: `first..=last`.
    pub first: u32,
    pub last: u32,
    /// The members of equal standing with the player (the player among
    /// them): they share `place..place + shared.len()`.
    pub shared: Vec<PlayerId>,
}

/// One schedule, for one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduleRecord {
    pub id: String,
    pub name: String,
    /// How many places the schedule pays.
    pub places: u32,
    /// The places a schedule that picks places out of the order pays, as
    /// written (幸运奖 第11、21、31名); none for places from 1.
    pub picked: Option<Vec<crate::rules::PlaceRange>>,
    pub standing: Standing,
    /// The ties of the player's 名次 in the pool, when it has more than one
    /// member and reaches the paid places.
    pub tie: Option<RankTie>,
    /// What the engine paid the player from this schedule.
    pub awards: Vec<Award>,
    /// One-prize mode: the prize held that took this schedule's place away.
    pub passed_over_for: Option<Award>,
    /// How the player came to the place paid, when not at their own place
    /// in the pool (名次顺延).
    pub placing: Option<Placing>,
    /// 名额: the fixed amount paid instead of the place's.
    pub raised: Option<Raised>,
}

impl ScheduleRecord {
    /// Whether the schedule is of another group than the player's: out of
    /// its pool for that reason alone, with nothing else to say.
    pub fn of_another_group(&self) -> bool {
        let Standing::Out(failed) = &self.standing else {
            return false;
        };
        (failed.iter()).any(|v| v.condition() == Some(Condition::Group))
            && self.placing.is_none()
            && self.tie.is_none()
    }
}

/// One subsidy, for one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubsidyRecord {
    pub id: String,
    pub name: String,
    /// The conditions of the subsidy's own pool that failed.
    pub pool_failed: Vec<Verdict>,
    /// Each condition with what it read, when the player was a candidate.
    pub check: Option<SubsidyCheck>,
    pub amount: Money,
}

/// One qualifier list, for one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListRecord {
    pub id: String,
    pub name: String,
    pub top: u32,
    pub standing: Standing,
    /// Eligibility conditions (region, title …) that failed.
    pub ineligible: Vec<Verdict>,
    /// Place among the eligible members of the pool.
    pub eligible_place: Option<u32>,
    pub qualified: Option<Qualifier>,
}

/// Everything the engine decided about one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRecord {
    pub player: PlayerId,
    pub combining: Combining,
    pub schedules: Vec<ScheduleRecord>,
    pub subsidies: Vec<SubsidyRecord>,
    pub lists: Vec<ListRecord>,
    pub total: Money,
    /// 应发, 代扣个税, 实发, when the rules withhold tax and the player is paid.
    pub tax: Option<Withholding>,
    /// The teams the player is a member of, one per team prize: their
    /// place and money, which go to the team and not into `total`.
    pub teams: Vec<super::TeamStanding>,
    /// The prizes besides money handed to the player (证书、奖牌), each as
    /// the rules write it, from the ledger's prizes in kind for them, in
    /// its order, each text once.
    pub in_kind: Vec<String>,
}

impl Outcome {
    /// The record of every decision about `player`, from the pools drawn
    /// and the places handed out. The rules and standings must be the ones
    /// the outcome was computed from.
    pub fn record_of(
        &self,
        rules: &Rules,
        standings: &Standings,
        player: PlayerId,
    ) -> PlayerRecord {
        let schedules = rules
            .schedules
            .iter()
            .zip(&self.drawn.schedules)
            .map(|(s, pool)| {
                let places = u32::try_from(s.amounts.len()).unwrap_or(u32::MAX);
                let standing = standing(rules, standings, &s.pool, pool, player);
                let awards: Vec<Award> = self
                    .awards
                    .iter()
                    .filter(|a| a.schedule == s.id && a.player == player)
                    .cloned()
                    .collect();
                let passed_over_for = self
                    .drawn
                    .passed_over
                    .iter()
                    .find(|p| p.schedule == s.id && p.player == player)
                    .map(|p| p.held.clone());
                let placing = self
                    .drawn
                    .placed
                    .iter()
                    .find(|p| p.schedule == s.id && p.player == player)
                    .map(|p| p.how.clone());
                let raised = (self.drawn.raised.iter())
                    .find(|r| r.schedule == s.id && r.player == player)
                    .cloned();
                ScheduleRecord {
                    placing,
                    raised,
                    id: s.id.clone(),
                    name: s.name.clone(),
                    places,
                    picked: s.picks_places().then(|| s.places_written()),
                    tie: tie(standings, pool, player).filter(|t| t.first <= places),
                    standing,
                    awards,
                    passed_over_for,
                }
            })
            .collect();
        let subsidies = rules
            .subsidies
            .iter()
            .map(|s| SubsidyRecord {
                id: s.id.clone(),
                name: s.name.clone(),
                pool_failed: s
                    .pool
                    .as_ref()
                    .map_or_else(Vec::new, |f| failed(f, rules, standings, player)),
                check: self
                    .subsidy_checks
                    .iter()
                    .find(|c| c.subsidy == s.id && c.player == player)
                    .cloned(),
                amount: self
                    .grants
                    .iter()
                    .filter(|g| g.subsidy == s.id && g.player == player)
                    .map(|g| g.amount)
                    .sum(),
            })
            .collect();
        let lists = rules
            .qualifiers
            .iter()
            .zip(&self.drawn.lists)
            .map(|(q, (pool, eligible))| {
                let mut eligible_filter = q.eligible.clone();
                eligible_filter.group = q.pool.group.clone();
                let ineligible = failed(&eligible_filter, rules, standings, player);
                ListRecord {
                    id: q.id.clone(),
                    name: q.name.clone(),
                    top: q.top,
                    standing: standing(rules, standings, &q.pool, pool, player),
                    eligible_place: place_in(standings, eligible, player),
                    ineligible,
                    qualified: self
                        .qualifiers
                        .iter()
                        .find(|x| x.list == q.id && x.player == player)
                        .cloned(),
                }
            })
            .collect();
        let payout = self.payouts.iter().find(|p| p.player == player);
        PlayerRecord {
            player,
            combining: self.combining.clone(),
            schedules,
            subsidies,
            lists,
            total: payout.map_or(Money::ZERO, |p| p.total),
            tax: payout.and_then(|p| p.tax),
            teams: (self.teams.standings.iter())
                .filter(|t| t.members.contains(&player))
                .cloned()
                .collect(),
            in_kind: self.in_kind_of(player),
        }
    }

    /// The prize texts of the ledger's prizes in kind handed to `player`.
    fn in_kind_of(&self, player: PlayerId) -> Vec<String> {
        let mut texts: Vec<String> = Vec::new();
        for entry in &self.ledger.entries {
            match entry {
                Entry::InKind {
                    payee: Payee::Player(p),
                    prize,
                    ..
                } if *p == player => {
                    if !texts.contains(prize) {
                        texts.push(prize.clone());
                    }
                }
                // A team's prize goes to the team; money is in the total.
                Entry::InKind { .. }
                | Entry::Place { .. }
                | Entry::Reserved { .. }
                | Entry::Team { .. }
                | Entry::Award { .. }
                | Entry::Payment { .. }
                | Entry::Subsidy { .. } => {}
            }
        }
        texts
    }
}

/// The conditions of `filter` that `player` fails (or whose value is blank).
fn failed(filter: &Filter, rules: &Rules, standings: &Standings, player: PlayerId) -> Vec<Verdict> {
    filter
        .verdicts(
            rules,
            player.group_name(standings),
            player.player(standings),
        )
        .into_iter()
        .filter(|v| !v.is_pass())
        .collect()
}

/// The player's place in the pool drawn, or why they are not in it.
fn standing(
    rules: &Rules,
    standings: &Standings,
    filter: &Filter,
    pool: &Pool,
    player: PlayerId,
) -> Standing {
    let Some(place) = place_in(standings, pool, player) else {
        let failed = failed(filter, rules, standings, player);
        let other_group: Vec<Verdict> = failed
            .iter()
            .filter(|v| v.condition() == Some(Condition::Group))
            .cloned()
            .collect();
        return Standing::Out(if other_group.is_empty() {
            failed
        } else {
            other_group
        });
    };
    let key = player.player(standings).standing_key();
    let tied = pool
        .members
        .iter()
        .filter(|m| m.player(standings).standing_key() == key)
        .count();
    Standing::In {
        place,
        shared_by: u32::try_from(tied.max(1)).unwrap_or(u32::MAX),
        size: pool.members.len(),
    }
}

/// The player's place among the members of `pool`: 1 + members strictly
/// ahead. None when the player is not one of them.
fn place_in(standings: &Standings, pool: &Pool, player: PlayerId) -> Option<u32> {
    if !pool.members.contains(&player) {
        return None;
    }
    let key = player.player(standings).standing_key();
    let ahead = pool
        .members
        .iter()
        .filter(|m| m.player(standings).standing_key() < key)
        .count();
    Some(place_number(ahead))
}

/// The members of the pool with the player's 名次, when there are others.
fn tie(standings: &Standings, pool: &Pool, player: PlayerId) -> Option<RankTie> {
    let me = pool.members.iter().position(|&m| m == player)?;
    let p = player.player(standings);
    let same_rank = |m: &PlayerId| m.player(standings).rank == p.rank;
    let start = pool.members[..me]
        .iter()
        .rposition(|m| !same_rank(m))
        .map_or(0, |i| i + 1);
    let players: Vec<PlayerId> = pool.members[start..]
        .iter()
        .copied()
        .take_while(same_rank)
        .collect();
    if players.len() < 2 {
        return None;
    }
    let shared = players
        .iter()
        .copied()
        .filter(|m| m.player(standings).standing_key() == p.standing_key())
        .collect();
    Some(RankTie {
        first: place_number(start),
        last: place_number(start + players.len() - 1),
        players,
        shared,
    })
}
