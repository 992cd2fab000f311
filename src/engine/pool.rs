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

    /// The tie groups, in order, found as they are asked for: a schedule
    /// that pays 8 places of a pool of 100 000 looks at the first few.
    pub fn tie_groups<'a>(
        &'a self,
        standings: &'a Standings,
    ) -> impl Iterator<Item = TieGroup> + 'a {
        let mut start = 0;
        std::iter::from_fn(move || {
            let key = self.members.get(start)?.player(standings).standing_key();
            let len = 1 + self.members[start + 1..]
                .iter()
                .take_while(|id| id.player(standings).standing_key() == key)
                .count();
            let group = TieGroup { start, len };
            start += len;
            Some(group)
        })
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
