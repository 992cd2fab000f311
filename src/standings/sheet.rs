//! Reading one group sheet: find the header row, turn every row below it
//! into a `Player`, and check what only the whole sheet shows (repeated
//! 编号, places that do not fit together). One pass over the cells; every
//! problem is reported, none stops the pass.

use std::collections::{BTreeSet, HashMap};

use super::cell;
use super::grid::{GridCell, a1};
use super::header::{self, HeaderRow, HeaderSearch, Search};
use super::problem::{Problems, Sink};
use super::ranks;
use super::row::{Fields, RowRead, read_row};
use super::{Column, GroupStandings, Player, Warning};

/// Reads one group sheet row by row, in row order, so the sheet's cells
/// never have to be held all at once.
pub struct SheetReader {
    sink: Sink,
    is_1904: bool,
    any_cell: bool,
    state: State,
}

enum State {
    /// Looking for the header row.
    Seeking(HeaderSearch),
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
    /// 编号 → the 0-based row where it first appears.
    seen: HashMap<String, u32>,
    rank_errors: bool,
}

impl Body {
    fn new(header: HeaderRow) -> Body {
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
            seen: HashMap::new(),
            rank_errors: false,
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
    pub fn new(sheet: &str, is_1904: bool) -> SheetReader {
        SheetReader {
            sink: Sink {
                sheet: sheet.to_string(),
                problems: Problems::default(),
                warnings: Vec::new(),
                row_problems: Vec::new(),
            },
            is_1904,
            any_cell: false,
            state: State::Seeking(HeaderSearch::default()),
        }
    }

    /// Take the next row (0-based `row`, its non-blank cells); rows must
    /// come in increasing order.
    pub fn row(&mut self, row: u32, cells: &[GridCell]) {
        self.any_cell |= !cells.is_empty();
        let search = match &mut self.state {
            State::Reading(body) => {
                read_data_row(body, row, cells, self.is_1904, &mut self.sink);
                return;
            }
            State::Failed => return,
            State::Seeking(search) => search,
        };
        match search.row(row, cells) {
            Search::Found(header) => self.state = settle_header(Some(header), &mut self.sink),
            Search::Over(best) => self.state = settle_header(best, &mut self.sink),
            Search::Continue => {}
        }
    }

    /// The sheet is done: check the places and hand over what was read.
    pub fn finish(mut self) -> SheetRead {
        let group = match std::mem::replace(&mut self.state, State::Failed) {
            State::Seeking(_) if !self.any_cell => {
                self.sink.problem(
                    None,
                    None,
                    "the sheet is empty; it needs a header row with 名次, 编号 and 姓名 and one row per player"
                        .to_string(),
                );
                None
            }
            State::Seeking(search) => {
                settle_header(search.end(), &mut self.sink);
                None
            }
            State::Failed => None,
            State::Reading(body) => {
                let body = *body;
                if !body.rank_errors {
                    let rank_col = body.header.position(Column::Rank).unwrap_or(0);
                    for found in ranks::breaks(body.places) {
                        self.sink.problem(
                            Some(a1(found.row, rank_col)),
                            Some(Column::Rank),
                            found.message,
                        );
                    }
                }
                Some(GroupStandings {
                    sheet: self.sink.sheet.clone(),
                    columns: body
                        .header
                        .columns
                        .iter()
                        .map(|(_, c)| *c)
                        .collect::<BTreeSet<_>>(),
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

/// Report what the header row lacks; read below it when it is usable.
fn settle_header(found: Option<HeaderRow>, sink: &mut Sink) -> State {
    match check_header(found, sink) {
        Some(header) => State::Reading(Box::new(Body::new(header))),
        None => State::Failed,
    }
}

/// One row below the header row.
fn read_data_row(body: &mut Body, row: u32, cells: &[GridCell], is_1904: bool, sink: &mut Sink) {
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
    let read = read_row(&fields, is_1904, sink);
    let (rank, no) = match &read {
        RowRead::Player(p) => (Some(p.rank), Some(p.no.as_str())),
        RowRead::Broken { rank, no } => (*rank, no.as_deref()),
    };
    if let Some(no) = no {
        let no_col = body.positions[Column::No as usize].unwrap_or(0);
        if let Some(first) = body.seen.get(no) {
            let message = format!(
                "{no:?} is already the 编号 of the player in {}; each player needs their own",
                a1(*first, no_col)
            );
            sink.cell_problem(row, no_col, Column::No, message);
        } else {
            body.seen.insert(no.to_string(), row);
        }
    }
    match rank {
        Some(rank) => body.places.push((rank, row)),
        None => body.rank_errors = true,
    }
    if let RowRead::Player(player) = read {
        body.players.push(*player);
    }
    sink.end_row();
}

/// Report a missing or ambiguous header row; the header when usable.
fn check_header(found: Option<HeaderRow>, sink: &mut Sink) -> Option<HeaderRow> {
    let Some(header) = found else {
        sink.problem(
            None,
            None,
            format!(
                "no header row: none of the first {} rows names the columns 名次, 编号 and 姓名",
                header::SEARCH_ROWS
            ),
        );
        return None;
    };
    let missing = header.missing_required();
    for column in &missing {
        let present: Vec<&str> = header.columns.iter().map(|(_, c)| c.header()).collect();
        sink.problem(
            None,
            Some(*column),
            format!(
                "required column is missing (header row {} has {})",
                header.row + 1,
                present.join(", ")
            ),
        );
    }
    for (column, first, second) in &header.repeated {
        sink.problem(
            Some(a1(header.row, *second)),
            Some(*column),
            format!(
                "the column appears twice (also {}); keep one",
                a1(header.row, *first)
            ),
        );
    }
    (missing.is_empty() && header.repeated.is_empty()).then_some(header)
}
