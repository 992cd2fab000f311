//! The standings audit (docs/prizes.md, "The places audit"): money follows the places, so the places
//! are checked against the score columns and the phases the rules state,
//! before anyone is paid. Pure: standings and rules in, findings out.
//!
//! **Swiss order** (`audit.order`). Within one Swiss phase, player B is
//! *ahead of* player A when, on the group's tie-break columns in order, the
//! first column where they differ favours B. A pair placed A above B (a
//! smaller 名次) with B ahead of A is out of order. One misplacement puts
//! many pairs out of order (two players swapped across twenty places
//! disorder each of them with everyone in between), so a finding is reported
//! for the *outermost* pairs only: A above B, B ahead of A, where B is the
//! lowest-placed player of the phase ahead of A and A the highest-placed
//! player behind B. Two players swapped give one finding naming both; a
//! player put too high or too low gives one finding naming them and the
//! farthest player they were put past. Whenever some pair is out of order at
//! least one finding is reported. Players sharing a 名次 are not compared;
//! players equal on every column compared may stand in either order (the
//! last tie-breaks need round-by-round results the sheet does not have).
//!
//! The columns compared are the tie-break columns present in the sheet, from
//! the first up to the first one missing (a later tie-break means nothing
//! without the earlier ones). A player with a blank cell in one of them is
//! left out of the comparison. A group without phases is not audited; a
//! Swiss phase whose sheet lacks 积分 is *not done* (`audit.not_done`, in
//! every output), never reported as "0 found". A phase whose sheet has 积分
//! but lacks a later tie-break column is audited on the columns before it,
//! and every output says which tie-breaks were not checked
//! (`audit.partial`): what the first columns decide is decided whatever
//! the later ones hold, so its findings stand, but an order settled by a
//! missing column is never reported as checked.
//!
//! **Knockout** (`audit.knockout`). The players placed within the knockout's
//! places must be exactly those whose 预赛名次 is within them (where a
//! 预赛名次 is given), and a shared place there must be a whole round of the
//! bracket: 5–8 shared by 4, 9–16 by 8, 17–32 by 16 (and 3–4 by 2 where
//! third place is not played off).

use crate::msg::{Knockout, Msg, Order};
use crate::rules::{First, Group, Phase, PhaseKind, Rules, TieBreak};
use crate::standings::{Column, GroupStandings, Player, Standings, Warning};
use rust_decimal::Decimal;

/// The codes of the audit's findings (the catalogue's `audit.order`, `audit.knockout`).
pub const ORDER: &str = "audit.order";
pub const KNOCKOUT: &str = "audit.knockout";

/// One thing about the places an arbiter should look at.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Finding {
    pub sheet: String,
    /// The rows the finding is about, the one it is reported on first.
    pub rows: Vec<u32>,
    pub code: &'static str,
    /// The deciding column (order) or 名次/预赛名次 (knockout).
    pub column: String,
    /// What was found, as a catalogue message (`audit.order`, `audit.knockout`).
    pub found: Msg,
}

pub use crate::msg::Who;

impl Who {
    fn of(p: &Player) -> Who {
        Who {
            no: p.no.to_string(),
            name: p.name.to_string(),
            rank: p.rank,
            row: p.row,
        }
    }
}

impl Finding {
    pub fn warning(&self) -> Warning {
        Warning {
            sheet: self.sheet.clone(),
            row: self.rows.first().copied(),
            column: Some(self.column.clone()),
            message: self.msg(),
        }
    }

    /// Whether the finding names the player on `row` of `sheet`.
    pub fn names(&self, sheet: &str, row: u32) -> bool {
        self.sheet == sheet && self.rows.contains(&row)
    }

    /// The finding as a catalogue message.
    pub fn msg(&self) -> Msg {
        self.found.clone()
    }
}

/// What the audit did and found.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Audit {
    /// Groups whose places were checked (they state phases and have 积分
    /// or a knockout to check).
    pub groups: Vec<String>,
    pub findings: Vec<Finding>,
    /// Phases not audited because the sheet lacks a column the order
    /// needs (`audit.not_done`): said in every output, never "0 found".
    pub not_done: Vec<Warning>,
    /// Phases audited on their first tie-breaks only, the sheet lacking a
    /// later one (`audit.partial`): said in every output.
    pub partial: Vec<Warning>,
}

impl Audit {
    /// 「名次核对：发现 N 处与积分/破同分顺序不符」, or why nothing was checked.
    pub fn summary(&self) -> Msg {
        if !self.partial.is_empty() {
            return Msg::AuditSummaryPartial {
                found: self.findings.len(),
                not_done: self.not_done.len(),
                partial: self.partial.len(),
            };
        }
        Msg::AuditSummary {
            checked: !self.groups.is_empty(),
            found: self.findings.len(),
            not_done: self.not_done.len(),
        }
    }

    pub fn warnings(&self) -> Vec<Warning> {
        self.findings.iter().map(Finding::warning).collect()
    }

    /// What the audit could not check (`audit.not_done`, `audit.partial`):
    /// in every output, whatever the findings.
    pub fn gaps(&self) -> impl Iterator<Item = &Warning> {
        self.not_done.iter().chain(&self.partial)
    }
}

/// Check every group's places against its phases and tie-breaks.
pub fn audit(rules: &Rules, standings: &Standings) -> Audit {
    let mut out = Audit::default();
    for group in &rules.groups {
        let Some(sheet) = standings.group(&group.sheet) else {
            continue;
        };
        let mut audited = false;
        for phase in &group.phases {
            let players: Vec<&Player> = sheet
                .players
                .iter()
                .filter(|p| phase.covers(p.rank))
                .collect();
            match phase.by {
                PhaseKind::Swiss => {
                    let columns = compared_columns(&group.tiebreaks, sheet);
                    if let Some(gap) = gap(group, sheet, phase, &columns) {
                        match columns.is_empty() {
                            true => out.not_done.push(gap),
                            false => out.partial.push(gap),
                        }
                    }
                    if !columns.is_empty() {
                        audited = true;
                        out.findings.extend(swiss_order(sheet, &players, &columns));
                    }
                }
                PhaseKind::Knockout => {
                    audited = true;
                    let size = phase.to.unwrap_or(phase.from);
                    out.findings.extend(knockout(group, sheet, &players, size));
                }
            }
        }
        if audited {
            out.groups.push(group.sheet.clone());
        }
    }
    out
}

/// What a Swiss phase could not check: nothing (`audit.not_done`) when the
/// sheet lacks the first tie-break column, the order the later ones decide
/// (`audit.partial`) when it lacks a later one; `None` when every
/// tie-break column is there.
fn gap(
    group: &Group,
    sheet: &GroupStandings,
    phase: &Phase,
    compared: &[TieBreak],
) -> Option<Warning> {
    let missing = group.tiebreaks.get(compared.len())?;
    let header = |t: &TieBreak| t.column.0.header().to_string();
    let column = header(missing);
    let (sheet_name, from, to) = (sheet.sheet.clone(), phase.from, phase.to);
    let message = if compared.is_empty() {
        Msg::AuditNotDone {
            sheet: sheet_name,
            from,
            to,
            column: column.clone(),
        }
    } else {
        Msg::AuditPartial {
            sheet: sheet_name,
            from,
            to,
            compared: compared.iter().map(header).collect(),
            column: column.clone(),
            unchecked: group.tiebreaks[compared.len()..]
                .iter()
                .map(header)
                .collect(),
        }
    };
    Some(Warning {
        sheet: sheet.sheet.clone(),
        row: None,
        column: Some(column),
        message,
    })
}

/// The tie-breaks compared: those present in the sheet, up to the first missing.
fn compared_columns(tiebreaks: &[TieBreak], sheet: &GroupStandings) -> Vec<TieBreak> {
    tiebreaks
        .iter()
        .take_while(|t| sheet.columns.contains(&t.column.0))
        .copied()
        .collect()
}

/// A player's figure in a compared column, larger meaning better; `None`
/// when the cell is blank.
fn figure(player: &Player, t: &TieBreak) -> Option<Decimal> {
    let v = player.figure(t.column.0)?;
    Some(match t.first {
        First::More => v,
        First::Fewer => -v,
    })
}

/// One integer key per player whose order is the order of the player's
/// figures compared column by column, so that comparing two players is one
/// comparison (comparing decimals, then lists of whole numbers per player,
/// was most of the audit's time). Each column's figures become whole
/// numbers (`whole_numbers`), then the offset from the column's smallest,
/// in as many bits as the column's range needs, the first column in the
/// highest bits. When the columns need more than 128 bits together, each
/// player's key is instead the rank of its figures among the players'.
fn keys(players: &[&Player], columns: &[TieBreak]) -> Vec<u128> {
    // A column that repeats an earlier one never decides: whenever it is
    // reached, the earlier one was equal.
    let mut distinct: Vec<TieBreak> = Vec::new();
    for t in columns {
        if !distinct.iter().any(|d| d.column == t.column) {
            distinct.push(*t);
        }
    }
    let whole: Vec<Vec<i128>> = distinct
        .iter()
        .map(|t| {
            // Every figure is present; a missing one would count as 0
            // rather than shift the others.
            let figures: Vec<Decimal> = players
                .iter()
                .map(|p| figure(p, t).unwrap_or_default())
                .collect();
            whole_numbers(&figures)
        })
        .collect();
    packed(&whole, players.len())
}

/// Keys for `n` players from each column's whole numbers (`keys`).
fn packed(columns: &[Vec<i128>], n: usize) -> Vec<u128> {
    let ranges: Vec<(i128, u32)> = columns
        .iter()
        .map(|values| {
            let low = values.iter().copied().min().unwrap_or(0);
            let high = values.iter().copied().max().unwrap_or(0);
            // The difference of two i128 always fits a u128.
            let span = (high as u128).wrapping_sub(low as u128);
            (low, u128::BITS - span.leading_zeros())
        })
        .collect();
    if ranges.iter().map(|(_, bits)| bits).sum::<u32>() <= u128::BITS {
        // Each key is built whole and written once: filling a zeroed list
        // column by column read each fresh page before writing it, which
        // costs the system two faults a page instead of one.
        let key = |i: usize| {
            columns
                .iter()
                .zip(&ranges)
                .fold(0u128, |key, (values, (low, bits))| {
                    // A shift by 128 (a first column of 128 bits) would overflow;
                    // the key is then that column alone.
                    key.checked_shl(*bits).unwrap_or(0)
                        | (values[i] as u128).wrapping_sub(*low as u128)
                })
        };
        return (0..n).map(key).collect();
    }
    let row = |i: usize| columns.iter().map(move |c| c[i]);
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| row(a).cmp(row(b)));
    let mut keys = vec![0u128; n];
    let mut rank = 0u128;
    for pair in order.windows(2) {
        if row(pair[0]).ne(row(pair[1])) {
            rank += 1;
        }
        keys[pair[1]] = rank;
    }
    keys
}

/// Whole numbers in the order of `figures`: scaled to the finest figure's
/// scale, or, when one would not fit, ranks among the distinct values.
fn whole_numbers(figures: &[Decimal]) -> Vec<i128> {
    let scale = figures.iter().map(|d| d.scale()).max().unwrap_or(0);
    // 10^0 … 10^28: a decimal's scale is at most 28.
    let mut powers = [1i128; 29];
    for k in 1..powers.len() {
        powers[k] = powers[k - 1] * 10;
    }
    let mut scaled = Vec::with_capacity(figures.len());
    for d in figures {
        let power = powers.get((scale - d.scale()) as usize).copied();
        match power.and_then(|p| p.checked_mul(d.mantissa())) {
            Some(v) => scaled.push(v),
            None => return ranks(figures),
        }
    }
    scaled
}

/// Each figure's rank among the distinct figures.
fn ranks(figures: &[Decimal]) -> Vec<i128> {
    let mut distinct = figures.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    figures
        .iter()
        .map(|d| distinct.partition_point(|x| x < d) as i128)
        .collect()
}

/// The outermost out-of-order pairs of one Swiss phase (see the module text).
fn swiss_order(sheet: &GroupStandings, players: &[&Player], columns: &[TieBreak]) -> Vec<Finding> {
    // Place order; the sheet's row order among players sharing a place.
    let mut ranked: Vec<&Player> = players
        .iter()
        .copied()
        .filter(|p| columns.iter().all(|t| figure(p, t).is_some()))
        .collect();
    ranked.sort_by_key(|p| (p.rank, p.row));
    let keys = keys(&ranked, columns);
    let n = ranked.len();
    // Runs of equal 名次: a pair inside a run is never out of order.
    let runs = runs(&ranked);

    // lowest[i]: the last position after i's place whose key is larger.
    // Scanning up from the bottom, the candidates are the positions larger
    // than everything below them; their keys grow as the scan goes up.
    let mut lowest = vec![None; n];
    let mut candidates: Vec<usize> = Vec::new();
    for run in runs.iter().rev() {
        for i in run.clone() {
            // Candidates are kept bottom first, keys increasing.
            let k = candidates.partition_point(|&c| keys[c] <= keys[i]);
            lowest[i] = candidates.get(k).copied();
        }
        for i in run.clone().rev() {
            if candidates.last().is_none_or(|&c| keys[i] > keys[c]) {
                candidates.push(i);
            }
        }
    }
    // highest[j]: the first position before j's place whose key is smaller.
    let mut highest = vec![None; n];
    candidates.clear();
    for run in &runs {
        for j in run.clone() {
            // Candidates are kept top first, keys decreasing.
            let k = candidates.partition_point(|&c| keys[c] >= keys[j]);
            highest[j] = candidates.get(k).copied();
        }
        for j in run.clone() {
            if candidates.last().is_none_or(|&c| keys[j] < keys[c]) {
                candidates.push(j);
            }
        }
    }
    (0..n)
        .filter_map(|i| {
            let j = lowest[i]?;
            (highest[j] == Some(i)).then(|| order_finding(sheet, ranked[i], ranked[j], columns))
        })
        .collect()
}

/// Positions of equal 名次, in order.
fn runs(ranked: &[&Player]) -> Vec<std::ops::Range<usize>> {
    let mut runs = Vec::new();
    let mut start = 0;
    for i in 1..=ranked.len() {
        if i == ranked.len() || ranked[i].rank != ranked[start].rank {
            runs.push(start..i);
            start = i;
        }
    }
    runs
}

/// A figure as written: 58, 12.5.
fn shown(v: Decimal) -> String {
    v.normalize().to_string()
}

fn order_finding(
    sheet: &GroupStandings,
    above: &Player,
    below: &Player,
    columns: &[TieBreak],
) -> Finding {
    let at = columns
        .iter()
        .position(|t| figure(above, t) != figure(below, t))
        .expect("an out-of-order pair differs in some column");
    let t = columns[at];
    let value = |p: &Player| p.figure(t.column.0).map_or(String::new(), shown);
    Finding {
        sheet: sheet.sheet.clone(),
        rows: vec![above.row, below.row],
        code: ORDER,
        column: t.column.0.header().to_string(),
        found: Msg::AuditOrder {
            order: Box::new(Order {
                above: Who::of(above),
                below: Who::of(below),
                equal: columns[..at]
                    .iter()
                    .map(|c| c.column.0.header().to_string())
                    .collect(),
                column: t.column.0.header().to_string(),
                fewer_first: t.first == First::Fewer,
                values: (value(above), value(below)),
            }),
        },
    }
}

/// The knockout's players against 预赛名次, and its shared places against
/// the bracket.
fn knockout(group: &Group, sheet: &GroupStandings, players: &[&Player], size: u32) -> Vec<Finding> {
    let mut found = Vec::new();
    let finding = |rows: Vec<u32>, column: Column, fact: Knockout| Finding {
        sheet: group.sheet.clone(),
        rows,
        code: KNOCKOUT,
        column: column.header().to_string(),
        found: Msg::AuditKnockout { fact },
    };
    if sheet.columns.contains(&Column::PrelimRank) {
        for p in &sheet.players {
            let Some(prelim) = p.prelim_rank else {
                continue;
            };
            let who = Who::of(p);
            let inside = p.rank <= size;
            if inside && prelim > size {
                let fact = Knockout::Outsider { who, prelim, size };
                found.push(finding(vec![p.row], Column::PrelimRank, fact));
            } else if !inside && prelim <= size {
                let fact = Knockout::Missing { who, prelim, size };
                found.push(finding(vec![p.row], Column::PrelimRank, fact));
            }
        }
    }
    let mut ordered: Vec<&Player> = players.to_vec();
    ordered.sort_by_key(|p| (p.rank, p.row));
    for shared in ordered.chunk_by(|a, b| a.rank == b.rank) {
        let (place, count) = (shared[0].rank, shared.len() as u32);
        if count < 2 || fits_bracket(place, count, size) {
            continue;
        }
        let fact = Knockout::Bracket {
            place,
            players: shared.iter().map(|p| Who::of(p)).collect(),
            size,
        };
        let rows = shared.iter().map(|p| p.row).collect();
        found.push(finding(rows, Column::Rank, fact));
    }
    found
}

/// Whether `count` players sharing `place` are the losers of one knockout
/// round: k+1 … 2k shared by k (k ≥ 4), or 3–4 by 2 (no third-place match).
fn fits_bracket(place: u32, count: u32, size: u32) -> bool {
    let k = place - 1;
    (place == 3 && count == 2) || (k >= 4 && k.is_power_of_two() && count == k && 2 * k <= size)
}

#[cfg(test)]
mod tests;
