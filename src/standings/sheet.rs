//! Reading one group sheet: find the header row, turn every row below it
//! into a `Player`, and check what only the whole sheet shows (repeated
//! 编号, places that do not fit together). One pass over the cells; every
//! problem is reported, none stops the pass.

use calamine::Data;
use std::collections::{BTreeSet, HashMap};

use super::cell;
use super::grid::{Grid, a1};
use super::header::{self, HeaderRow};
use super::idcard;
use super::ranks;
use super::read::{Problem, Problems};
use super::{Column, GroupStandings, Player, Warning};

/// Where a sheet's messages go.
pub struct Sink<'a> {
    pub sheet: &'a str,
    pub problems: &'a mut Problems,
    pub warnings: &'a mut Vec<Warning>,
}

impl Sink<'_> {
    fn problem(&mut self, cell: Option<String>, column: Option<Column>, message: String) {
        self.problems.push(Problem {
            sheet: Some(self.sheet.to_string()),
            cell,
            column: column.map(|c| c.header().to_string()),
            message,
        });
    }

    fn warn(&mut self, row: u32, column: Column, message: String) {
        self.warnings.push(Warning {
            sheet: self.sheet.to_string(),
            row: Some(row + 1),
            column: Some(column.header().to_string()),
            message,
        });
    }
}

/// Read one group sheet; `None` when it has no usable header row (the
/// problem is in `sink`).
pub fn read_sheet(grid: &Grid, is_1904: bool, sink: &mut Sink<'_>) -> Option<GroupStandings> {
    if grid.is_empty() {
        sink.problem(
            None,
            None,
            "the sheet is empty; it needs a header row with 名次, 编号 and 姓名 and one row per player"
                .to_string(),
        );
        return None;
    }
    let header = check_header(header::find(grid.rows()), sink)?;
    let mut slots: Vec<Option<Column>> = Vec::new();
    for (col, column) in &header.columns {
        let col = *col as usize;
        if slots.len() <= col {
            slots.resize(col + 1, None);
        }
        slots[col] = Some(*column);
    }
    let positions = Column::ALL.map(|c| header.position(c));
    let rank_col = header.position(Column::Rank).unwrap_or(0);
    let no_col = header.position(Column::No).unwrap_or(0);

    let mut players = Vec::new();
    let mut places = Vec::new();
    let mut seen: HashMap<String, u32> = HashMap::new();
    let mut rank_errors = false;
    for (row, cells) in grid.rows().skip_while(|(r, _)| *r <= header.row) {
        let mut fields = Fields {
            row,
            positions: &positions,
            cells: [None; Column::ALL.len()],
        };
        for (_, col, value) in cells {
            if let Some(Some(column)) = slots.get(*col as usize) {
                fields.cells[*column as usize] = Some((*col, value));
            }
        }
        if fields
            .cells
            .iter()
            .flatten()
            .all(|(_, v)| cell::is_blank(v))
        {
            continue;
        }
        let (player, rank_read) = read_row(&fields, is_1904, sink);
        rank_errors |= !rank_read;
        let Some(player) = player else { continue };
        if let Some(first) = seen.get(&player.no) {
            sink.problem(
                Some(a1(row, no_col)),
                Some(Column::No),
                format!(
                    "{:?} is already the 编号 of the player in {}; each player needs their own",
                    player.no,
                    a1(*first, no_col)
                ),
            );
        } else {
            seen.insert(player.no.clone(), row);
        }
        places.push((player.rank, row));
        players.push(player);
    }
    if !rank_errors {
        for found in ranks::breaks(places) {
            sink.problem(
                Some(a1(found.row, rank_col)),
                Some(Column::Rank),
                found.message,
            );
        }
    }
    Some(GroupStandings {
        sheet: sink.sheet.to_string(),
        columns: header
            .columns
            .iter()
            .map(|(_, c)| *c)
            .collect::<BTreeSet<_>>(),
        players,
    })
}

/// Report a missing or ambiguous header row; the header when usable.
fn check_header(found: Option<HeaderRow>, sink: &mut Sink<'_>) -> Option<HeaderRow> {
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
        sink: &mut Sink<'_>,
        parser: impl FnOnce(&Data) -> Result<T, String>,
    ) -> Option<T> {
        match parser(self.value(column)) {
            Ok(v) => Some(v),
            Err(message) => {
                let col = self.positions[column as usize].unwrap_or(0);
                sink.problem(Some(a1(self.row, col)), Some(column), message);
                None
            }
        }
    }

    /// A required cell: blank is a problem too.
    fn required<T>(
        &self,
        column: Column,
        sink: &mut Sink<'_>,
        parser: impl FnOnce(&Data) -> Result<Option<T>, String>,
    ) -> Option<T> {
        let value = self.parse(column, sink, parser)?;
        if value.is_none() {
            let col = self.positions[column as usize].unwrap_or(0);
            sink.problem(
                Some(a1(self.row, col)),
                Some(column),
                "blank, but the row holds a player".to_string(),
            );
        }
        value
    }
}

/// Turn one row into a player; `None` when a required value is missing or
/// any cell cannot be read (each such cell is reported). The flag says
/// whether the 名次 cell was read.
fn read_row(fields: &Fields<'_>, is_1904: bool, sink: &mut Sink<'_>) -> (Option<Player>, bool) {
    let row = fields.row;
    let before = sink.problems.total();
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

    let (Some(rank), Some(no), Some(name)) = (rank, no, name) else {
        return (None, rank.is_some());
    };
    if sink.problems.total() != before {
        return (None, true);
    }
    let mut player = Player::new(row + 1, rank, &no, &name);
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
    (Some(player), true)
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
fn apply_id(player: &mut Player, id: IdCell, sink: &mut Sink<'_>) {
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
