//! Finding anyone in a kept run: every player read, paid or not, by 姓名,
//! 编号 or 单位 (or 组别), one page of rows at a time, so that a result of
//! 100 000 players is searched on the server and the page draws 100 rows.

use crate::engine::{Payout, PlayerId};
use crate::money::Money;
use crate::standings::Standings;
use serde::Serialize;
use std::collections::BTreeMap;

/// Rows on one page of the table.
pub const PAGE_ROWS: usize = 100;

/// One player as the table shows them; `total` is `None` for a player
/// who is paid nothing.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct Row {
    pub group: String,
    pub no: String,
    pub name: String,
    pub club: String,
    pub total: Option<String>,
    /// For a player paid nothing but given a prize besides money (证书,
    /// 奖牌): what, e.g. 「女子组名次奖第1名：证书、奖牌」; none otherwise.
    pub prize: Option<String>,
}

/// One page of the players found.
#[derive(Debug, Serialize)]
pub struct Found {
    /// The page shown, from 0, and how many pages the match fills.
    pub page: usize,
    pub pages: usize,
    /// Players matching; every player read; those paid.
    pub matched: usize,
    pub players: usize,
    pub payees: usize,
    pub rows: Vec<Row>,
}

/// Page `page` of the players matching `query`: with no query, those paid,
/// in the order of the payout table; with one, every player read whose
/// 姓名, 编号, 单位 or 组别 contains it (letters in any case): first those
/// whose 编号 or 姓名 is exactly it, then the others, sheet by sheet, row
/// by row.
/// `in_kind` names what each winner of a prize besides money was given.
pub fn find(
    standings: &Standings,
    payouts: &[Payout],
    in_kind: &BTreeMap<PlayerId, Vec<String>>,
    query: &str,
    page: usize,
) -> Found {
    let paid: std::collections::HashMap<PlayerId, Money> =
        payouts.iter().map(|p| (p.player, p.total)).collect();
    let row = |id: PlayerId| {
        let group = &standings.groups[id.group];
        let p = &group.players[id.index];
        Row {
            group: group.sheet.clone(),
            no: p.no.to_string(),
            name: p.name.to_string(),
            club: p.club.to_string(),
            total: paid.get(&id).map(Money::to_string),
            prize: match paid.contains_key(&id) {
                true => None,
                false => in_kind.get(&id).map(|given| given.join("；")),
            },
        }
    };
    let query = query.trim().to_lowercase();
    let matching: Vec<PlayerId> = if query.is_empty() {
        payouts.iter().map(|p| p.player).collect()
    } else {
        let has = |value: &str| value.to_lowercase().contains(&query);
        standings
            .groups
            .iter()
            .enumerate()
            .flat_map(|(g, group)| {
                let sheet = has(&group.sheet);
                group
                    .players
                    .iter()
                    .enumerate()
                    .filter(move |(_, p)| sheet || has(&p.name) || has(&p.no) || has(&p.club))
                    .map(move |(index, _)| PlayerId { group: g, index })
            })
            .collect()
    };
    // Who is exactly what was typed (编号 1, 姓名 万华) comes first, the
    // rest in the table's order.
    let exact = |id: &PlayerId| {
        let p = &standings.groups[id.group].players[id.index];
        p.no.eq_ignore_ascii_case(&query) || p.name.eq_ignore_ascii_case(&query)
    };
    let (mut matching, rest): (Vec<PlayerId>, Vec<PlayerId>) = matching
        .into_iter()
        .partition(|id| !query.is_empty() && exact(id));
    matching.extend(rest);
    let pages = matching.len().div_ceil(PAGE_ROWS).max(1);
    let page = page.min(pages - 1);
    Found {
        page,
        pages,
        matched: matching.len(),
        players: standings.player_count(),
        payees: payouts.len(),
        rows: matching
            .iter()
            .skip(page * PAGE_ROWS)
            .take(PAGE_ROWS)
            .map(|&id| row(id))
            .collect(),
    }
}
