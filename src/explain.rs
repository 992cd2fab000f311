//! "Why did X get / not get Y": for one player, every prize schedule, subsidy
//! and qualifier list, whether the player is in the pool and which condition
//! kept them out (with the cell value), their place in the pool and who
//! shared it, what the engine paid, and in one-prize mode the larger prize
//! that took a place away. All of it is the engine's record
//! (`Outcome::record_of`); this module finds the player and `words` renders
//! the record: nothing here draws a pool or tests a condition.

pub mod words;

use crate::engine::{Outcome, PlayerId, PlayerRecord};
use crate::rules::Rules;
use crate::standings::Standings;

/// The player a query names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lookup {
    Found(PlayerId),
    NotFound,
    /// Several players answer to the query: the caller lists them.
    Ambiguous(Vec<PlayerId>),
}

/// Find a player by 编号 (in every group) or, failing that, by 姓名;
/// "少儿组:3" names the 编号 of one group.
pub fn find_player(standings: &Standings, query: &str) -> Lookup {
    let query = query.trim();
    if let Some((sheet, no)) = query.split_once([':', '：']) {
        let found = standings.groups.iter().enumerate().find_map(|(g, group)| {
            let index = group.players.iter().position(|p| p.no.trim() == no.trim());
            (group.sheet == sheet.trim())
                .then_some(index)
                .flatten()
                .map(|index| PlayerId { group: g, index })
        });
        return found.map_or(Lookup::NotFound, Lookup::Found);
    }
    let matching = |by_no: bool| -> Vec<PlayerId> {
        let mut ids = Vec::new();
        for (g, group) in standings.groups.iter().enumerate() {
            for (i, p) in group.players.iter().enumerate() {
                let value = if by_no { &p.no } else { &p.name };
                if value.trim() == query {
                    ids.push(PlayerId { group: g, index: i });
                }
            }
        }
        ids
    };
    let mut ids = matching(true);
    if ids.is_empty() {
        ids = matching(false);
    }
    match ids.len() {
        0 => Lookup::NotFound,
        1 => Lookup::Found(ids[0]),
        _ => Lookup::Ambiguous(ids),
    }
}

/// Everything the engine decided about `player`: its record, which
/// `words` renders.
pub fn explain(
    rules: &Rules,
    standings: &Standings,
    outcome: &Outcome,
    player: PlayerId,
) -> PlayerRecord {
    outcome.record_of(rules, standings, player)
}
