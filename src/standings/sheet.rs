//! Reading one group sheet: find the header row, turn every row below it
//! into a `Player`, and check what only the whole sheet shows (repeated
//! 编号, places that do not fit together). One pass over the cells; every
//! problem is reported, none stops the pass.

use calamine::Data;
use std::collections::{BTreeSet, HashMap};

use super::cell;
use super::grid::{GridCell, a1};
use super::header::{self, HeaderRow, HeaderSearch, Search};
use super::idcard;
use super::ranks;
use super::read::{Problem, Problems};
use super::{Column, GroupStandings, Player, Warning};

/// Where a sheet's messages go until the sheet is done.
pub struct Sink {
    pub sheet: String,
    pub problems: Problems,
    pub warnings: Vec<Warning>,
    /// Problems of the row being read, by sheet column, so they are
    /// listed left to right whatever order the cells are parsed in.
    row_problems: Vec<(u32, Problem)>,
}

impl Sink {
    /// A problem with one cell of the row being read.
    fn cell_problem(&mut self, row: u32, col: u32, column: Column, message: String) {
        self.row_problems.push((
            col,
            Problem {
                sheet: Some(self.sheet.clone()),
                cell: Some(a1(row, col)),
                column: Some(column.header().to_string()),
                message,
            },
        ));
    }

    /// Move the row's problems to the list, left to right.
    fn end_row(&mut self) {
        self.row_problems.sort_by_key(|(col, _)| *col);
        for (_, problem) in self.row_problems.drain(..) {
            self.problems.push(problem);
        }
    }

    fn problem(&mut self, cell: Option<String>, column: Option<Column>, message: String) {
        self.problems.push(Problem {
            sheet: Some(self.sheet.clone()),
            cell,
            column: column.map(|c| c.header().to_string()),
            message,
        });
    }

    fn warn(&mut self, row: u32, column: Column, message: String) {
        self.warnings.push(Warning {
            sheet: self.sheet.clone(),
            row: Some(row + 1),
            column: Some(column.header().to_string()),
            message,
        });
    }
}

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
        body.players.push(player);
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

/// The cells of one row, by column: (0-based sheet column, value).
struct Fields<'a> {
    row: u32,
    /// The sheet column of each column named in the header row.
    positions: &'a [Option<u32>; Column::ALL.len()],
    cells: [Option<(u32, &'a Data)>; Column::ALL.len()],
}

impl<'a> Fields<'a> {
    fn value(&self, column: Column) -> &'a Data {
        self.cells[column as usize].map_or(&Data::Empty, |(_, v)| v)
    }

    /// Parse one cell; a failure is reported with its place and gives `None`.
    fn parse<T>(
        &self,
        column: Column,
        sink: &mut Sink,
        parser: impl FnOnce(&Data) -> Result<T, String>,
    ) -> Option<T> {
        match parser(self.value(column)) {
            Ok(v) => Some(v),
            Err(message) => {
                let col = self.positions[column as usize].unwrap_or(0);
                sink.cell_problem(self.row, col, column, message);
                None
            }
        }
    }

    /// A required cell: blank is a problem too.
    fn required<T>(
        &self,
        column: Column,
        sink: &mut Sink,
        parser: impl FnOnce(&Data) -> Result<Option<T>, String>,
    ) -> Option<T> {
        let value = self.parse(column, sink, parser)?;
        if value.is_none() {
            let col = self.positions[column as usize].unwrap_or(0);
            sink.cell_problem(
                self.row,
                col,
                column,
                "blank, but the row holds a player".to_string(),
            );
        }
        value
    }
}

/// What one row gave: a player, or, when a cell could not be read (each
/// such cell is reported), the place and 编号 that could be, so the checks
/// across rows still run.
enum RowRead {
    Player(Player),
    Broken {
        rank: Option<u32>,
        no: Option<String>,
    },
}

/// Turn one row into a player.
fn read_row(fields: &Fields<'_>, is_1904: bool, sink: &mut Sink) -> RowRead {
    let row = fields.row;
    let rank = fields.required(Column::Rank, sink, cell::place);
    let no = fields.required(Column::No, sink, cell::text);
    let name = fields.required(Column::Name, sink, cell::text);
    let stated_sex = fields.parse(Column::Sex, sink, cell::sex).flatten();
    let stated_birth = fields
        .parse(Column::BirthDate, sink, |v| cell::date(v, is_1904))
        .flatten();
    let club = fields.parse(Column::Club, sink, cell::text).flatten();
    let title = fields.parse(Column::Title, sink, cell::text).flatten();
    let region = fields.parse(Column::Region, sink, cell::region).flatten();
    let member = fields.parse(Column::Member, sink, cell::yes_no).flatten();
    let prelim_rank = fields
        .parse(Column::PrelimRank, sink, cell::place)
        .flatten();
    let fouls = fields.parse(Column::Fouls, sink, cell::count);
    let student = fields.parse(Column::Student, sink, cell::yes_no).flatten();
    let proof = fields
        .parse(Column::StudentProof, sink, cell::yes_no)
        .flatten();
    let completed = fields
        .parse(Column::Completed, sink, cell::yes_no)
        .flatten();
    let discipline = fields
        .parse(Column::Discipline, sink, cell::yes_no)
        .flatten();
    for column in [
        Column::Score,
        Column::Progressive,
        Column::Wins,
        Column::Blacks,
        Column::OppScore,
    ] {
        fields.parse(column, sink, cell::number);
    }
    let id = fields.parse(Column::IdNumber, sink, id_text).flatten();

    let (rank, no, name) = match (rank, no, name) {
        (Some(rank), Some(no), Some(name)) if sink.row_problems.is_empty() => (rank, no, name),
        (rank, no, _) => return RowRead::Broken { rank, no },
    };
    let mut player = Player::new(row + 1, rank, "", "");
    player.no = no;
    player.name = name;
    player.club = club.unwrap_or_default();
    player.title = title.unwrap_or_default();
    player.region = region;
    player.member = member.unwrap_or(false);
    player.prelim_rank = prelim_rank;
    player.fouls = fouls.unwrap_or(0);
    player.student = student.unwrap_or(false);
    player.student_proof = proof.unwrap_or(false);
    player.completed = completed.unwrap_or(true);
    player.discipline = discipline.unwrap_or(false);
    player.sex = stated_sex;
    player.birth_date = stated_birth;
    if let Some(id) = id {
        apply_id(&mut player, id, sink);
    }
    RowRead::Player(player)
}

/// An ID number cell as text. A number cell with 16 or more digits has
/// been rounded by the spreadsheet and is kept as written but flagged.
fn id_text(value: &Data) -> Result<Option<IdCell>, String> {
    let rounded = match value {
        Data::Float(f) => f.abs() >= 1e15,
        Data::Int(i) => i.unsigned_abs() >= 1_000_000_000_000_000,
        _ => false,
    };
    Ok(cell::text(value)?.map(|text| IdCell { text, rounded }))
}

struct IdCell {
    text: String,
    rounded: bool,
}

/// Check the ID number; take birth date and sex from it where the sheet
/// leaves them blank, and warn where the sheet says otherwise.
fn apply_id(player: &mut Player, id: IdCell, sink: &mut Sink) {
    let row = player.row - 1;
    if id.rounded {
        sink.warn(
            row,
            Column::IdNumber,
            format!(
                "ID number {} is stored as a number, which the spreadsheet rounds; \
                 enter it as text; not used",
                id.text
            ),
        );
        player.id_number = Some(id.text);
        return;
    }
    let facts = match idcard::check(&id.text) {
        Ok(facts) => facts,
        Err(fault) => {
            sink.warn(row, Column::IdNumber, fault.describe(&id.text));
            player.id_number = Some(id.text);
            return;
        }
    };
    match player.birth_date {
        None => player.birth_date = Some(facts.birth_date),
        Some(stated) if stated != facts.birth_date => sink.warn(
            row,
            Column::BirthDate,
            format!(
                "stated {stated} but ID says {}; stated used",
                facts.birth_date
            ),
        ),
        Some(_) => {}
    }
    match player.sex {
        None => player.sex = Some(facts.sex),
        Some(stated) if stated != facts.sex => sink.warn(
            row,
            Column::Sex,
            format!(
                "stated {} but ID says {}; stated used",
                stated.label(),
                facts.sex.label()
            ),
        ),
        Some(_) => {}
    }
    player.id_number = Some(facts.number);
}
