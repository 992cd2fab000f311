//! A schedule's or list's pool: the members of one group a filter admits, in
//! final-place order (单独排名), cut into tie groups of equal standing.

use super::PlayerId;
use crate::rules::filter::Facts;
use crate::rules::{Filter, Rules};
use crate::standings::Standings;
use std::cmp::Ordering;

/// What every pool of a run is drawn from, worked out once: each group's
/// players in pool order, and what the filters read of each player beyond
/// the sheet (`Facts`). A pool of one group is then one pass over its
/// group in order, with nothing left to sort.
pub struct Field<'s> {
    pub standings: &'s Standings,
    groups: Vec<GroupField>,
}

/// One group of a field.
struct GroupField {
    /// The players' indices, in pool order.
    order: Vec<usize>,
    /// Each player's facts, by index.
    facts: Vec<Facts>,
}

impl<'s> Field<'s> {
    pub fn new(rules: &Rules, standings: &'s Standings) -> Field<'s> {
        let groups = standings
            .groups
            .iter()
            .map(|group| {
                // `standing_order` within one group, sorting the keys
                // rather than reaching into the players for each comparison.
                let players = &group.players;
                let mut order: Vec<((u32, u32), usize)> = players
                    .iter()
                    .enumerate()
                    .map(|(index, p)| (p.standing_key(), index))
                    .collect();
                order.sort_by(|(a, i), (b, j)| {
                    a.cmp(b)
                        .then_with(|| no_order(&players[*i].no, &players[*j].no))
                });
                let facts = players
                    .iter()
                    .map(|p| Facts::of(rules, &group.sheet, p))
                    .collect();
                GroupField {
                    order: order.into_iter().map(|(_, index)| index).collect(),
                    facts,
                }
            })
            .collect();
        Field { standings, groups }
    }

    /// The players of group `g`, in pool order.
    pub fn in_order(&self, g: usize) -> impl Iterator<Item = PlayerId> + '_ {
        self.groups[g]
            .order
            .iter()
            .map(move |&index| PlayerId { group: g, index })
    }

    /// The facts of a player of these standings.
    pub fn facts(&self, id: PlayerId) -> &Facts {
        &self.groups[id.group].facts[id.index]
    }
}

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
        Pool::drawn(&Field::new(rules, standings), filter)
    }

    /// `build`, from a field worked out once for every pool of a run.
    pub fn drawn(field: &Field, filter: &Filter) -> Pool {
        let standings = field.standings;
        let mut members = Vec::new();
        let mut groups = 0;
        for (g, group) in standings.groups.iter().enumerate() {
            if filter
                .group
                .as_deref()
                .is_some_and(|name| name != group.sheet)
            {
                continue;
            }
            groups += 1;
            let GroupField { order, facts } = &field.groups[g];
            for &index in order {
                if filter.admits_given(&group.sheet, &facts[index]) {
                    members.push(PlayerId { group: g, index });
                }
            }
        }
        // Each group's members came in pool order; a pool of several
        // groups interleaves them.
        if groups > 1 {
            sort_by_standing(standings, &mut members);
        }
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
        .then_with(|| no_order(&pa.no, &pb.no))
}

/// 编号 in the order people count them: numbers by value (8 before 10),
/// before any 编号 that is not a number, which go by their text.
pub fn no_order(a: &str, b: &str) -> Ordering {
    let number = |no: &str| no.trim().parse::<u64>().ok();
    match (number(a), number(b)) {
        (Some(x), Some(y)) => x.cmp(&y).then_with(|| a.cmp(b)),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => a.cmp(b),
    }
}

#[cfg(test)]
mod no_order_tests {
    use super::no_order;
    use std::cmp::Ordering;

    #[test]
    fn numbers_go_by_value_before_other_numbers_by_text() {
        let mut nos = vec!["10", "B2", "8", "A1", "108", "9", "08"];
        nos.sort_by(|a, b| no_order(a, b));
        // 8 and 08 are the same number; the text then orders them.
        assert_eq!(nos, ["08", "8", "9", "10", "108", "A1", "B2"]);
        assert_eq!(no_order("8", "10"), Ordering::Less);
        assert_eq!(no_order("10", "8"), Ordering::Greater);
        assert_eq!(no_order("8", "8"), Ordering::Equal);
    }
}
