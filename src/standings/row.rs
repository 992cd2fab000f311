//! One row of a group sheet into a `Player`: every cell parsed with the
//! parser for its column, blanks given their meaning (完赛 blank is yes,
//! 犯规 blank is 0 …), and the ID number checked against what the row
//! states, or used for what it leaves blank.

use calamine::Data;
use chrono::{Datelike, NaiveDate};
use compact_str::CompactString;

use super::cell;
use super::idcard;
use super::options::SheetOptions;
use super::problem::Sink;
use super::{Column, DatePrecision, Figures, Player, Reading};
use crate::msg::Msg;

/// The cells of one row, by column: (0-based sheet column, value).
pub struct Fields<'a> {
    pub row: u32,
    /// The sheet column of each column named in the header row.
    pub positions: &'a [Option<u32>; Column::ALL.len()],
    pub cells: [Option<(u32, &'a Data)>; Column::ALL.len()],
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
        parser: impl FnOnce(&Data) -> Result<T, Msg>,
    ) -> Option<T> {
        let value = self.value(column);
        match cell::within_limit(value).and_then(|()| parser(value)) {
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
        parser: impl FnOnce(&Data) -> Result<Option<T>, Msg>,
    ) -> Option<T> {
        let value = self.parse(column, sink, parser)?;
        if value.is_none() {
            let col = self.positions[column as usize].unwrap_or(0);
            sink.cell_problem(self.row, col, column, Msg::CellBlank);
        }
        value
    }
}

/// What one row gave: a player, or, when a cell could not be read (each
/// such cell is reported), the place and 编号 that could be, so the checks
/// across rows still run.
pub enum RowRead {
    Player(Box<Player>),
    Broken {
        rank: Option<u32>,
        no: Option<CompactString>,
    },
}

/// Turn one row into a player.
pub fn read_row(fields: &Fields<'_>, options: &SheetOptions, sink: &mut Sink) -> RowRead {
    let is_1904 = options.is_1904;
    let row = fields.row;
    let rank = fields.required(Column::Rank, sink, cell::place);
    let no = fields.required(Column::No, sink, cell::text);
    let name = fields.required(Column::Name, sink, cell::text);
    let stated_sex = fields.parse(Column::Sex, sink, cell::sex).flatten();
    let stated_birth = fields
        .parse(Column::BirthDate, sink, |v| born_by(v, is_1904, options))
        .flatten();
    let club = fields.parse(Column::Club, sink, cell::text).flatten();
    let title = fields.parse(Column::Title, sink, cell::text).flatten();
    let region = fields
        .parse(Column::Region, sink, |v| cell::region(v, &options.regions))
        .flatten();
    if let Some(Reading::Other(other)) = &region {
        let value = cell::fold(&cell::shown(fields.value(Column::Region))).into_owned();
        sink.warn(
            fields.row,
            Column::Region,
            Msg::RegionOther {
                value,
                region: other.label().to_string(),
            },
        );
    }
    let region = region.map(Reading::region);
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
    let figure = |column, sink: &mut Sink| fields.parse(column, sink, cell::figure).flatten();
    let figures = Figures::new(Figures::COLUMNS.map(|column| figure(column, sink)));
    let id = fields.parse(Column::IdNumber, sink, id_text).flatten();
    let id_type = fields.parse(Column::IdType, sink, cell::id_type).flatten();

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
    player.figures = figures;
    player.student = student.unwrap_or(false);
    player.student_proof = proof.unwrap_or(false);
    player.completed = completed.unwrap_or(true);
    player.discipline = discipline.unwrap_or(false);
    player.sex = stated_sex;
    if let Some((date, precision)) = stated_birth {
        player.birth_date = Some(date);
        player.birth_precision = precision;
    }
    player.id_type = id_type.unwrap_or_default();
    if let Some(id) = id {
        let col = fields.positions[Column::IdNumber as usize].unwrap_or(0);
        apply_id(&mut player, id, (options, col), sink);
    }
    RowRead::Player(Box::new(player))
}

/// A 出生日期 cell, refused when it is after the event's day: a date that
/// cannot be a birth date is a mistyped one, never a player who enters a
/// youth window.
fn born_by(
    value: &Data,
    is_1904: bool,
    options: &SheetOptions,
) -> Result<Option<(NaiveDate, DatePrecision)>, Msg> {
    let read = cell::birth_date(value, is_1904)?;
    match (read, &options.event_day) {
        (Some((date, precision)), Some(day)) if day.born_after(date) => {
            Err(day.birth_message(shown_date(date, precision)))
        }
        _ => Ok(read),
    }
}

/// An ID number cell as text. A number cell with 16 or more digits has
/// been rounded by the spreadsheet: it is kept in digits, as the figure
/// holds them (never 4.407031970112919e17), and flagged.
fn id_text(value: &Data) -> Result<Option<IdCell>, Msg> {
    let rounded = match value {
        Data::Float(f) => f.abs() >= 1e15,
        Data::Int(i) => i.unsigned_abs() >= 1_000_000_000_000_000,
        _ => false,
    };
    if let Data::Float(f) = value
        && rounded
        && f.is_finite()
    {
        // Display writes a float's shortest digits out in full, no exponent.
        let text = CompactString::from(format!("{f}"));
        return Ok(Some(IdCell { text, rounded }));
    }
    Ok(cell::text(value)?.map(|text| IdCell { text, rounded }))
}

struct IdCell {
    text: CompactString,
    rounded: bool,
}

/// Check the ID number; a valid one gives the birth date and sex, and a
/// stated value that disagrees is warned about and not used. One whose
/// birth date is after the event's day is an error naming its cell (`col`).
fn apply_id(
    player: &mut Player,
    id: IdCell,
    (options, col): (&SheetOptions, u32),
    sink: &mut Sink,
) {
    let regions = &options.regions;
    let row = player.row - 1;
    if id.rounded {
        sink.warn(
            row,
            Column::IdNumber,
            Msg::IdStoredAsNumber {
                id: id.text.to_string(),
            },
        );
        player.id_number = Some(id.text);
        player.id_digits_lost = true;
        return;
    }
    if !player.id_type.follows_gb11643() {
        // A pass or passport number: taken as written, nothing read from it.
        player.id_number = Some(idcard::normalize(&id.text).into());
        return;
    }
    let facts = match idcard::check(&id.text) {
        Ok(facts) => facts,
        Err(fault) => {
            // In the column the rules name for any document (a passport,
            // a 港澳通行证), a number that is no mainland ID is no fault.
            if !options.document_in_id {
                sink.warn(row, Column::IdNumber, fault.describe(&id.text));
            }
            player.id_number = Some(id.text);
            return;
        }
    };
    if let Some(day) = options
        .event_day
        .filter(|day| day.born_after(facts.birth_date))
    {
        let message = day.id_message(id.text.to_string(), facts.birth_date);
        sink.cell_problem(row, col, Column::IdNumber, message);
        player.id_number = Some(id.text);
        return;
    }
    // The regulation groups players by ID card (分组依据以身份证或户口本为准):
    // a valid ID number prevails over a stated value that disagrees.
    if let Some(stated) = player
        .birth_date
        .filter(|&d| !same_date(d, player.birth_precision, facts.birth_date))
    {
        let stated = shown_date(stated, player.birth_precision);
        sink.warn(
            row,
            Column::BirthDate,
            Msg::IdOverridesBirthDate {
                stated: stated.to_string(),
                from_id: facts.birth_date.to_string(),
            },
        );
    }
    player.birth_date = Some(facts.birth_date);
    player.birth_precision = DatePrecision::Day;
    if let Some(stated) = &player.region
        && let Some((id_region, described)) = regions.of_id(&facts.number)
        && *stated != id_region
    {
        let notice = Msg::RegionDisagrees {
            stated: stated.label().to_string(),
            id: facts.number.clone(),
            id_region: described,
        };
        sink.warn(row, Column::Region, notice);
    }
    if let Some(stated) = player.sex.filter(|&s| s != facts.sex) {
        sink.warn(
            row,
            Column::Sex,
            Msg::IdOverridesSex {
                stated: stated.label().to_string(),
                from_id: facts.sex.label().to_string(),
            },
        );
    }
    player.sex = Some(facts.sex);
    player.id_number = Some(facts.number.into());
}

/// Whether a stated date, written to `precision`, agrees with `id`.
fn same_date(stated: NaiveDate, precision: DatePrecision, id: NaiveDate) -> bool {
    match precision {
        DatePrecision::Day => stated == id,
        DatePrecision::Month => (stated.year(), stated.month()) == (id.year(), id.month()),
        DatePrecision::Year => stated.year() == id.year(),
    }
}

/// A date as written: 2008-05-01, 2008-05 or 2008.
pub fn shown_date(date: NaiveDate, precision: DatePrecision) -> String {
    match precision {
        DatePrecision::Day => date.to_string(),
        DatePrecision::Month => format!("{}-{:02}", date.year(), date.month()),
        DatePrecision::Year => date.year().to_string(),
    }
}
