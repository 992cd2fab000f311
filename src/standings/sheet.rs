//! Reading one group sheet: find the header row, turn every row below it
//! into a `Player`, and check what only the whole sheet shows (repeated
//! 编号, places that do not fit together). One pass over the cells; every
//! problem is reported, none stops the pass. The columns the rules read as
//! a committee's marks (风尚奖, read by `mark`) are kept on each player as
//! they come.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use calamine::Data;
use compact_str::CompactString;

use super::cell;
use super::header::{self, HeaderRow, HeaderSearch, Search};
use super::problem::{Problems, Sink};
use super::ranks;
use super::row::{Fields, RowRead, read_row};
use super::{Column, GroupStandings, Player, Warning};
use crate::msg::Msg;
use crate::vocab::SkipKind;
use xqprize_workbook::Merges;
use xqprize_workbook::{GridCell, a1};

pub use super::options::{OnlyGroup, SheetOptions};

/// Whether a 组别 value names `group`: the same, spaces removed, or
/// without its last 组 (公开 for 公开组).
pub fn names_group(value: &str, group: &str) -> bool {
    let (v, g) = (super::squeeze(value), super::squeeze(group));
    v == g || g.strip_suffix('组') == Some(&*v)
}

/// Words that make a row without a player a total row.
const TOTAL_WORDS: [&str; 4] = ["合计", "总计", "小计", "统计"];

/// Reads one group sheet row by row, in row order, so the sheet's cells
/// never have to be held all at once.
pub struct SheetReader {
    sink: Sink,
    options: SheetOptions,
    merges: Merges,
    any_cell: bool,
    /// Rows skipped as holding no player, by kind (1-based).
    skipped: BTreeMap<SkipKind, Vec<u32>>,
    /// Rows with content above the header row (1-based).
    above: Vec<u32>,
    state: State,
}

enum State {
    /// Looking for the header row.
    Seeking(HeaderSearch),
    /// The header row is found; the next row may be its second line.
    Header(HeaderRow),
    Reading(Box<Body>),
    /// No usable header row; the problem is reported.
    Failed,
}

/// What reading the rows below the header row gathers.
struct Body {
    header: HeaderRow,
    /// The column of each sheet column that holds one, by sheet column.
    slots: Vec<Option<Column>>,
    /// The sheet column of each column named in the header row.
    positions: [Option<u32>; Column::ALL.len()],
    players: Vec<Player>,
    places: Vec<ranks::PlaceAt>,
    /// Places written as ranges (5-8): (first, last) → 0-based rows.
    ranges: BTreeMap<(u32, u32), Vec<u32>>,
    /// 编号 → the 0-based row where it first appears. A 编号 of up to 24
    /// bytes is held inline: no allocation for each of 100 000 rows, and
    /// none to free when the sheet is done.
    seen: HashMap<CompactString, u32>,
    rank_errors: bool,
    /// The last row seen (0-based).
    last_row: u32,
    /// The last row that repeated the header (0-based).
    header_again: Option<u32>,
    /// The mark columns the rules read (`SheetOptions::marks`): (sheet
    /// column, the header as the rules file writes it).
    marks: Vec<(u32, String)>,
    /// The text columns the rules read (`SheetOptions::texts`): (sheet
    /// column, the header as the rules file writes it).
    texts: Vec<(u32, String)>,
    /// The sheet column of the identity document the rules name
    /// (`SheetOptions::document`), when the sheet has it.
    document: Option<u32>,
}

impl Body {
    fn new(header: HeaderRow, last_row: u32) -> Body {
        let mut slots: Vec<Option<Column>> = Vec::new();
        for (col, column) in &header.columns {
            let col = *col as usize;
            if slots.len() <= col {
                slots.resize(col + 1, None);
            }
            slots[col] = Some(*column);
        }
        Body {
            positions: Column::ALL.map(|c| header.position(c)),
            header,
            slots,
            players: Vec::new(),
            places: Vec::new(),
            ranges: BTreeMap::new(),
            seen: HashMap::new(),
            rank_errors: false,
            last_row,
            header_again: None,
            marks: Vec::new(),
            texts: Vec::new(),
            document: None,
        }
    }
}

/// What a sheet gave: its standings when it had a usable header row, and
/// its problems and warnings.
pub struct SheetRead {
    pub group: Option<GroupStandings>,
    pub problems: Problems,
    pub warnings: Vec<Warning>,
}

impl SheetReader {
    /// `sheet` is the sheet's name as the workbook has it; `merged` its
    /// merged regions.
    pub fn new(
        sheet: &str,
        options: SheetOptions,
        merged: Vec<calamine::Dimensions>,
    ) -> SheetReader {
        let search = HeaderSearch::with_aliases(options.header_aliases.clone());
        SheetReader {
            sink: Sink {
                sheet: sheet.to_string(),
                problems: Problems::default(),
                warnings: Vec::new(),
                row_problems: Vec::new(),
            },
            options,
            merges: Merges::new(merged),
            any_cell: false,
            skipped: BTreeMap::new(),
            above: Vec::new(),
            state: State::Seeking(search),
        }
    }

    /// Whether this reading lists what concerns the whole sheet.
    fn reports(&self) -> bool {
        self.options.only_group.as_ref().is_none_or(|g| g.reports)
    }

    /// Take the next row (0-based `row`, its non-blank cells); rows must
    /// come in increasing order.
    pub fn row(&mut self, row: u32, cells: &[GridCell]) {
        self.any_cell |= !cells.is_empty();
        let filled;
        let cells = if self.merges.is_empty() {
            cells
        } else {
            let mut own = cells.to_vec();
            self.merges.fill(row, &mut own);
            filled = own;
            &filled[..]
        };
        self.take(row, cells);
    }

    /// Take a row whose merged cells are filled in.
    fn take(&mut self, row: u32, cells: &[GridCell]) {
        self.state = match std::mem::replace(&mut self.state, State::Failed) {
            State::Header(mut header) => {
                let below = HeaderRow::from_cells(row, cells, &self.options.header_aliases);
                if row != header.row + 1 || !header.is_continued_by(&below, cells) {
                    // No second line: this row is the first below the header.
                    let last = header.row;
                    self.state = self.settle(header, last);
                    return self.take(row, cells);
                }
                for (col, above, under) in header.join(below) {
                    let notice = Msg::HeaderClash {
                        above: above.header().to_string(),
                        below: under.header().to_string(),
                    };
                    self.sink.cell_problem(row, col, under, notice);
                    self.sink.end_row();
                }
                self.settle(header, row)
            }
            State::Reading(mut body) => {
                self.data_row(&mut body, row, cells);
                State::Reading(body)
            }
            State::Failed => State::Failed,
            State::Seeking(mut search) => match search.row(row, cells) {
                Search::Found(header) => State::Header(header),
                Search::Over(best) => {
                    check_header(best, &mut self.sink);
                    State::Failed
                }
                Search::Continue => {
                    if cells.iter().any(|(_, _, v)| !cell::is_blank(v)) {
                        self.above.push(row + 1);
                    }
                    State::Seeking(search)
                }
            },
        };
    }

    /// Check the header; read below it when it is usable.
    fn settle(&mut self, header: HeaderRow, last_row: u32) -> State {
        match check_header(Some(header), &mut self.sink) {
            Some(mut header) => {
                // The mark columns the rules read are read, not "not read".
                let mut marks = Vec::new();
                let mut texts = Vec::new();
                header.unread.retain(|(at, text)| {
                    let named = |names: &[String]| {
                        (names.iter())
                            .find(|m| crate::vocab::key(m) == crate::vocab::key(text))
                            .cloned()
                    };
                    if let Some(name) = named(&self.options.marks) {
                        marks.push((at.col, name));
                        false
                    } else if let Some(name) = named(&self.options.texts) {
                        texts.push((at.col, name));
                        false
                    } else {
                        true
                    }
                });
                // The identity document's column: a header the reader
                // knows (证件号码 is one name of 身份证号) or one it does not.
                let document = self.options.document.as_deref().and_then(|name| {
                    let found = (header.written.iter().chain(&header.unread))
                        .find(|(_, text)| same_header(name, text))
                        .map(|(at, _)| at.col);
                    header.unread.retain(|(at, _)| Some(at.col) != found);
                    found
                });
                self.options.document_in_id =
                    document.is_some() && document == header.position(Column::IdNumber);
                if self.reports() {
                    if !self.above.is_empty() {
                        let above = std::mem::take(&mut self.above);
                        self.skipped
                            .entry(SkipKind::Title)
                            .or_default()
                            .extend(above);
                    }
                    if !header.unread.is_empty() {
                        let headers = header.unread.iter().map(|(_, t)| t.clone()).collect();
                        self.sink.warn_sheet(Msg::NotRead { headers });
                    }
                }
                let mut body = Body::new(header, last_row);
                body.marks = marks;
                body.texts = texts;
                body.document = document;
                State::Reading(Box::new(body))
            }
            None => State::Failed,
        }
    }

    fn skip(&mut self, kind: SkipKind, row: u32) {
        if self.reports() {
            self.skipped.entry(kind).or_default().push(row + 1);
        }
    }

    /// One row below the header row.
    fn data_row(&mut self, body: &mut Body, row: u32, cells: &[GridCell]) {
        if row > body.last_row + 1 && self.reports() {
            let blank = self.skipped.entry(SkipKind::Blank).or_default();
            blank.extend(body.last_row + 2..=row);
        }
        body.last_row = row;
        let value = |column: Column| {
            body.positions[column as usize].and_then(|p| {
                cells
                    .iter()
                    .find(|(_, c, _)| *c == p)
                    .map(|(_, _, v)| v)
                    .filter(|v| !cell::is_blank(v))
            })
        };
        let (no, name) = (value(Column::No), value(Column::Name));
        // Without 编号 and a place, a 姓名 cell holding a label (编排长：…)
        // or a total (合计 …) is a footer or total line, not a player.
        let placed = value(Column::Rank).is_some_and(|v| matches!(cell::place(v), Ok(Some(_))));
        if no.is_none() && !placed && name.is_some() {
            let first = cells.iter().find(|(_, _, v)| !cell::is_blank(v));
            if first.is_some_and(|c| says_total(std::slice::from_ref(c))) {
                self.skip(SkipKind::Total, row);
                return;
            }
            if matches!(name, Some(Data::String(t)) if t.contains([':', '：'])) {
                self.skip(SkipKind::Footer, row);
                return;
            }
        }
        if no.is_none() && name.is_none() {
            let kind = self.without_player(body, row, cells);
            if let Some(kind) = kind {
                self.skip(kind, row);
            }
            return;
        }
        // The header again, as printed at the top of each page.
        let names = |v: Option<&Data>, c: Column| matches!(v, Some(Data::String(t)) if header::column_named(t, &[]) == Some(c));
        if names(name, Column::Name) || names(no, Column::No) {
            let again = HeaderRow::from_cells(row, cells, &self.options.header_aliases);
            let moved = again
                .columns
                .iter()
                .any(|(col, column)| body.header.position(*column) != Some(*col));
            if moved {
                let notice = Msg::HeaderMoved {
                    first_row: body.header.row + 1,
                };
                let col = body.positions[Column::Name as usize].unwrap_or(0);
                self.sink.cell_problem(row, col, Column::Name, notice);
                self.sink.end_row();
            }
            body.header_again = Some(row);
            self.skip(SkipKind::RepeatedHeader, row);
            return;
        }
        if let Some(only) = &self.options.only_group {
            let group_col = body.positions[Column::Group as usize].unwrap_or(0);
            match value(Column::Group).map(cell::shown) {
                Some(v) if names_group(&v, &only.group) => {}
                Some(v) => {
                    if only.reports && !only.all.iter().any(|g| names_group(&v, g)) {
                        let notice = Msg::UnknownGroup {
                            value: v,
                            groups: only.all.clone(),
                        };
                        self.sink
                            .cell_problem(row, group_col, Column::Group, notice);
                        self.sink.end_row();
                    }
                    return;
                }
                None => {
                    if only.reports {
                        self.sink
                            .cell_problem(row, group_col, Column::Group, Msg::BlankGroup);
                        self.sink.end_row();
                    }
                    return;
                }
            }
        }
        read_data_row(body, row, cells, &self.options, &mut self.sink);
    }

    /// What a row without 编号 and 姓名 is: a kind of skipped row, or
    /// `None` when it is an error (reported).
    fn without_player(&mut self, body: &Body, row: u32, cells: &[GridCell]) -> Option<SkipKind> {
        let filled: Vec<&GridCell> = cells
            .iter()
            .filter(|(_, _, v)| !cell::is_blank(v))
            .collect();
        if filled.is_empty() {
            return Some(SkipKind::Blank);
        }
        if body.header_again == Some(row.wrapping_sub(1)) {
            let below = HeaderRow::from_cells(row, cells, &self.options.header_aliases);
            if body.header.is_continued_by(&below, cells) {
                return Some(SkipKind::RepeatedHeader);
            }
        }
        if says_total(cells) {
            return Some(SkipKind::Total);
        }
        if let [(_, col, _)] = filled[..] {
            if self.merges.is_across(row, *col) {
                return Some(SkipKind::Footer);
            }
        }
        if let Some(rank_col) = body.positions[Column::Rank as usize] {
            if let Some((_, _, v)) = filled.iter().find(|(_, c, _)| *c == rank_col) {
                if let Ok(Some(place)) = cell::place(v) {
                    self.sink.cell_problem(
                        row,
                        rank_col,
                        Column::Rank,
                        Msg::PlaceWithoutPlayer { place },
                    );
                    self.sink.end_row();
                    return None;
                }
            }
        }
        Some(SkipKind::Footer)
    }

    /// The sheet is done: check the places and hand over what was read.
    pub fn finish(mut self) -> SheetRead {
        let group = match std::mem::replace(&mut self.state, State::Failed) {
            // The header row was the sheet's last.
            State::Header(header) => {
                let last = header.row;
                self.state = self.settle(header, last);
                return self.finish();
            }
            State::Seeking(_) if !self.any_cell => {
                self.sink.problem(None, None, Msg::SheetEmpty);
                None
            }
            State::Seeking(search) => {
                check_header(search.end(), &mut self.sink);
                None
            }
            State::Failed => None,
            State::Reading(body) => {
                let body = *body;
                let rank_col = body.header.position(Column::Rank).unwrap_or(0);
                if !body.rank_errors {
                    for found in ranks::breaks(body.places.clone()) {
                        self.sink.problem(
                            Some(a1(found.row, rank_col)),
                            Some(Column::Rank),
                            found.message,
                        );
                    }
                    for ((first, last), at) in &body.ranges {
                        let mut rows: Vec<u32> = body
                            .places
                            .iter()
                            .filter(|(p, _)| p == first)
                            .map(|(_, r)| r + 1)
                            .collect();
                        rows.sort_unstable();
                        if rows.len() as u32 != last - first + 1 {
                            let notice = Msg::RangeCount {
                                first: *first,
                                last: *last,
                                rows,
                            };
                            self.sink.problem(
                                Some(a1(at[0], rank_col)),
                                Some(Column::Rank),
                                notice,
                            );
                        }
                    }
                }
                for (kind, rows) in std::mem::take(&mut self.skipped) {
                    self.sink.warn_sheet(Msg::Skipped { kind, rows });
                }
                Some(GroupStandings {
                    sheet: self.sink.sheet.clone(),
                    columns: body
                        .header
                        .columns
                        .iter()
                        .map(|(_, c)| *c)
                        .collect::<BTreeSet<_>>(),
                    positions: (body.header.columns.iter())
                        .map(|(col, c)| (*c, *col))
                        .collect(),
                    unread: body
                        .header
                        .unread
                        .iter()
                        .map(|(at, text)| (at.a1(), text.clone()))
                        .collect(),
                    marked: (body.marks.iter().chain(&body.texts))
                        .map(|(_, name)| name.clone())
                        .collect(),
                    has_document: body.document.is_some(),
                    players: body.players,
                })
            }
        };
        SheetRead {
            group,
            problems: self.sink.problems,
            warnings: self.sink.warnings,
        }
    }
}

/// One row below the header row.
fn read_data_row(
    body: &mut Body,
    row: u32,
    cells: &[GridCell],
    options: &SheetOptions,
    sink: &mut Sink,
) {
    let mut fields = Fields {
        row,
        positions: &body.positions,
        cells: [None; Column::ALL.len()],
    };
    for (_, col, value) in cells {
        if let Some(Some(column)) = body.slots.get(*col as usize) {
            fields.cells[*column as usize] = Some((*col, value));
        }
    }
    if fields
        .cells
        .iter()
        .flatten()
        .all(|(_, v)| cell::is_blank(v))
    {
        return;
    }
    if let Some((_, value)) = fields.cells[Column::Rank as usize] {
        if let Some(range) = cell::place_range(value) {
            body.ranges.entry(range).or_default().push(row);
        }
    }
    let read = read_row(&fields, options, sink);
    let (rank, no) = match &read {
        RowRead::Player(p) => (Some(p.rank), Some(p.no.as_str())),
        RowRead::Broken { rank, no } => (*rank, no.as_deref()),
    };
    if let Some(no) = no {
        let no_col = body.positions[Column::No as usize].unwrap_or(0);
        if let Some(first) = body.seen.get(no) {
            let message = Msg::NoDuplicate {
                no: no.to_string(),
                first: a1(*first, no_col),
            };
            sink.cell_problem(row, no_col, Column::No, message);
        } else {
            body.seen.insert(CompactString::from(no), row);
        }
    }
    match rank {
        Some(rank) => body.places.push((rank, row)),
        None => body.rank_errors = true,
    }
    // Every mark column's cell is read, the player's or not: a value that
    // is no clear yes or no is an error in any row.
    let mut marked = Vec::new();
    for (col, name) in &body.marks {
        let Some((_, _, value)) = cells.iter().find(|(_, c, _)| c == col) else {
            continue;
        };
        match super::mark::mark(value, name) {
            Ok(true) => marked.push(CompactString::from(name.as_str())),
            Ok(false) => {}
            Err(message) => sink.header_problem(row, *col, name, message),
        }
    }
    // Every text column's cell too: a value no text is an error in any row.
    let mut texts = Vec::new();
    for (col, name) in &body.texts {
        let Some((_, _, value)) = cells.iter().find(|(_, c, _)| c == col) else {
            continue;
        };
        match cell::text(value) {
            Ok(Some(text)) => texts.push((CompactString::from(name.as_str()), text)),
            Ok(None) => {}
            Err(message) => sink.header_problem(row, *col, name, message),
        }
    }
    // The identity document is any value written: nothing is checked of it.
    let document = body.document.and_then(|col| {
        let (_, _, value) = cells.iter().find(|(_, c, _)| *c == col)?;
        cell::text(value).ok().flatten()
    });
    if let RowRead::Player(mut player) = read {
        player.marks = marked;
        player.texts = texts;
        player.document = document;
        body.players.push(*player);
    }
    sink.end_row();
}

/// Whether a header as written is the one the rules file names: the same
/// once spaces are removed, traditional characters made simplified and
/// letters lowered, or the same without a hint in brackets (证件号码（护照）).
fn same_header(named: &str, written: &str) -> bool {
    let folded = |t: &str| crate::vocab::key(t).to_lowercase();
    let named = folded(named);
    folded(written) == named || folded(&super::resemble::bare(written)) == named
}

/// Whether a cell of the row says 合计, 总计, 小计 or 统计.
fn says_total(cells: &[GridCell]) -> bool {
    cells.iter().any(|(_, _, v)| {
        matches!(v, Data::String(t) if TOTAL_WORDS.iter().any(|w| super::squeeze(t).contains(w)))
    })
}

/// Report a missing or ambiguous header row; the header when usable.
fn check_header(found: Option<HeaderRow>, sink: &mut Sink) -> Option<HeaderRow> {
    let Some(header) = found else {
        sink.problem(
            None,
            None,
            Msg::HeaderNotFound {
                rows: header::SEARCH_ROWS,
            },
        );
        return None;
    };
    let missing = header.missing_required();
    // Every header of the row as written, left to right: those read, those
    // naming no column and those naming two.
    let mut written: Vec<(header::At, &str)> = (header.written.iter())
        .chain(&header.unread)
        .map(|(at, text)| (*at, text.as_str()))
        .chain(
            header
                .double
                .iter()
                .map(|(at, text, ..)| (*at, text.as_str())),
        )
        .collect();
    written.sort();
    for column in &missing {
        let present = written.iter().map(|(_, t)| t.to_string()).collect();
        sink.problem(
            None,
            Some(*column),
            Msg::HeaderMissingColumn {
                column: column.header().to_string(),
                header_row: header.row + 1,
                present,
            },
        );
    }
    for (at, text, first, second) in &header.double {
        let notice = Msg::TwoFields {
            header: text.clone(),
            first: *first,
            second: *second,
        };
        sink.problem(Some(at.a1()), None, notice);
    }
    for (column, first, second) in &header.repeated {
        let (first, first_text) = header.written_at(*first);
        let (second, second_text) = header.written_at(*second);
        sink.problem(
            Some(second.a1()),
            Some(*column),
            Msg::HeaderRepeated {
                first: first.a1(),
                headers: vec![first_text.to_string(), second_text.to_string()],
            },
        );
    }
    (missing.is_empty() && header.repeated.is_empty() && header.double.is_empty()).then_some(header)
}
