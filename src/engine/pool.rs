//! A schedule's or list's pool: the members of one group a filter admits, in
//! final-place order (单独排名), cut into tie groups of equal standing.

use super::PlayerId;
use crate::rules::{Filter, Rules};
use crate::standings::Standings;
use std::cmp::Ordering;

/// Pool members in standing order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pool {
    pub members: Vec<PlayerId>,
}

/// Consecutive pool members with equal standing: they share `place`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TieGroup {
    /// Index of the first member in `Pool::members`.
    pub start: usize,
    /// Number of members (1 when not tied).
    pub len: usize,
}

impl TieGroup {
    /// The pool place of the group: 1 + members strictly ahead.
    pub fn place(&self) -> u32 {
        place_number(self.start)
    }
}

/// Place number for a 0-based position, saturating on absurd sizes.
pub fn place_number(index: usize) -> u32 {
    u32::try_from(index + 1).unwrap_or(u32::MAX)
}

impl Pool {
    /// Every player of the filter's group that the filter admits, ordered by
    /// (名次, 预赛名次), 编号 last only to make the order independent of row order.
    pub fn build(rules: &Rules, standings: &Standings, filter: &Filter) -> Pool {
        let mut members = Vec::new();
        for (g, group) in standings.groups.iter().enumerate() {
            if filter
                .group
                .as_deref()
                .is_some_and(|name| name != group.sheet)
            {
                continue;
            }
            for (i, player) in group.players.iter().enumerate() {
                if filter.admits(rules, &group.sheet, player) {
                    members.push(PlayerId { group: g, index: i });
                }
            }
        }
        sort_by_standing(standings, &mut members);
        Pool { members }
    }

    /// The tie groups, in order.
    pub fn tie_groups(&self, standings: &Standings) -> Vec<TieGroup> {
        let mut groups: Vec<TieGroup> = Vec::new();
        let mut last_key = None;
        for (i, id) in self.members.iter().enumerate() {
            let key = Some(id.player(standings).standing_key());
            match groups.last_mut() {
                Some(last) if last_key == key => last.len += 1,
                _ => groups.push(TieGroup { start: i, len: 1 }),
            }
            last_key = key;
        }
        groups
    }
}

/// Sort players by standing; 编号 (then group) breaks nothing but row order.
pub fn sort_by_standing(standings: &Standings, ids: &mut [PlayerId]) {
    ids.sort_by(|a, b| standing_order(standings, *a, *b));
}

/// The pool order of two players.
pub fn standing_order(standings: &Standings, a: PlayerId, b: PlayerId) -> Ordering {
    let (pa, pb) = (a.player(standings), b.player(standings));
    pa.standing_key()
        .cmp(&pb.standing_key())
        .then_with(|| a.group.cmp(&b.group))
        .then_with(|| pa.no.cmp(&pb.no))
}
