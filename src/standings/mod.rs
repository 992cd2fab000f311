//! The final standings as typed, validated records: one `Player` per row of a
//! group sheet. Reading and checking the workbook lives in `read`; everything
//! after that works on these types and never sees a raw cell.

pub mod cell;
#[cfg(feature = "fast")]
mod fast;
mod file_error;
mod header;
pub mod idcard;
pub mod mark;
mod options;
mod plain;
pub mod problem;
mod ranks;
pub mod read;
pub mod resemble;
mod row;
mod sheet;
pub mod teams;

use chrono::NaiveDate;
use compact_str::CompactString;
use rust_decimal::Decimal;
use std::collections::BTreeSet;

pub use crate::msg::warning_lines::Warning;
pub use crate::region::{Reading, Region, RegionDef, Regions};
pub use crate::vocab::{Column, is_space, squeeze};
pub use options::EventDay;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Deserialize, serde::Serialize,
)]
pub enum Sex {
    #[serde(rename = "男", alias = "M")]
    Male,
    #[serde(rename = "女", alias = "F")]
    Female,
}

impl Sex {
    pub fn label(self) -> &'static str {
        match self {
            Sex::Male => "男",
            Sex::Female => "女",
        }
    }
}

/// How much of a birth date was written: a whole date, a year and month,
/// or a year alone (age by calendar year needs only the year).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum DatePrecision {
    #[default]
    Day,
    Month,
    Year,
}

/// One row of a group sheet, after parsing and validation. Its texts are
/// `CompactString`s: a 编号, a name, an ID number, a club or a title of up
/// to 24 bytes (nearly all of them) is held in the player itself, so
/// reading 100 000 rows allocates no memory for each text and a copy of
/// one allocates none either.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// 1-based row of the sheet the player was read from.
    pub row: u32,
    /// Final place (名次); equal values mean a shared place.
    pub rank: u32,
    /// 编号, unique within the sheet.
    pub no: CompactString,
    pub name: CompactString,
    pub sex: Option<Sex>,
    pub birth_date: Option<NaiveDate>,
    /// How much of `birth_date` was written (a year alone is kept as 1 January).
    pub birth_precision: DatePrecision,
    /// The number as written (a valid GB 11643 number normalized), or as a
    /// figure's digits when the spreadsheet stored it as a number.
    pub id_number: Option<CompactString>,
    /// The document the number is of (证件类型; blank: 居民身份证).
    pub id_type: idcard::IdType,
    /// The number reached the workbook as a figure: its last digits are lost.
    pub id_digits_lost: bool,
    pub club: CompactString,
    /// 称号 as written, trimmed; empty when blank.
    pub title: CompactString,
    pub region: Option<Region>,
    pub member: bool,
    /// 预赛名次: place before the knockout, when given.
    pub prelim_rank: Option<u32>,
    pub fouls: u32,
    /// 积分, 累进分, 胜局, 后走局数, 对手分 as given (犯规 is `fouls`).
    pub figures: Figures,
    pub student: bool,
    pub student_proof: bool,
    pub completed: bool,
    pub discipline: bool,
    /// The committee's marks on the row: the headers (as the rules file
    /// names them) of the mark columns (`[[awards]] column`) whose cell
    /// marks the player.
    pub marks: Vec<CompactString>,
    /// The text columns the rules read (`ReadOptions::texts`) whose cell
    /// on the row is not blank: (header as the rules file names it, text).
    pub texts: Vec<(CompactString, CompactString)>,
    /// The identity document's number as written in the column the rules
    /// name for it (`id_document = { column = … }`); none when blank or
    /// when the rules name no column.
    pub document: Option<CompactString>,
}

impl Player {
    /// A player with only the required values; everything else blank.
    pub fn new(row: u32, rank: u32, no: &str, name: &str) -> Player {
        Player {
            row,
            rank,
            no: no.into(),
            name: name.into(),
            sex: None,
            birth_date: None,
            birth_precision: DatePrecision::Day,
            id_number: None,
            id_type: idcard::IdType::ResidentCard,
            id_digits_lost: false,
            club: CompactString::default(),
            title: CompactString::default(),
            region: None,
            member: false,
            prelim_rank: None,
            fouls: 0,
            figures: Figures::default(),
            student: false,
            student_proof: false,
            completed: true,
            discipline: false,
            marks: Vec::new(),
            texts: Vec::new(),
            document: None,
        }
    }

    /// The order inside every pool: final place, then preliminary place
    /// (a blank 预赛名次 sorts after any number).
    pub fn standing_key(&self) -> (u32, u32) {
        (self.rank, self.prelim_rank.unwrap_or(u32::MAX))
    }
}

impl Player {
    /// The player's value in a Swiss column; 犯规 blank counts as 0 (docs/prizes.md#blank-cells).
    /// `None` for a blank cell or a column that holds no figure.
    pub fn figure(&self, column: Column) -> Option<Decimal> {
        match column {
            Column::Fouls => Some(Decimal::from(self.fouls)),
            _ => self.figures.get(column),
        }
    }
}

/// The Swiss figures of a row (积分, 累进分, 胜局, 后走局数, 对手分), each
/// `None` when the cell is blank or the column is absent. 犯规 is the
/// player's `fouls`. Equal when every figure is equal as a number (12.5
/// equals 12.50), as decimals compare.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Figures([Option<Decimal>; 5]);

impl Figures {
    /// The columns a figure is kept for, in the order `new` takes them.
    pub const COLUMNS: [Column; 5] = [
        Column::Score,
        Column::Progressive,
        Column::Wins,
        Column::Blacks,
        Column::OppScore,
    ];

    /// The figures in `Figures::COLUMNS` order.
    pub fn new(values: [Option<Decimal>; 5]) -> Figures {
        Figures(values)
    }

    /// The figure in `column`; `None` for a blank cell or a column that is
    /// not one of `Figures::COLUMNS`.
    pub fn get(&self, column: Column) -> Option<Decimal> {
        let at = Figures::COLUMNS.iter().position(|&c| c == column)?;
        self.0[at]
    }
}

/// One group sheet as read.
#[derive(Debug, Clone, PartialEq)]
pub struct GroupStandings {
    /// The sheet name, which is also the group's name (公开组, 少儿组).
    pub sheet: String,
    /// Columns that were present in the header row.
    pub columns: BTreeSet<Column>,
    /// The sheet column (0-based) of each column of the header row, so
    /// that a check made after reading names the cell (公开组!E7).
    pub positions: std::collections::BTreeMap<Column, u32>,
    /// Header cells naming no column: (cell as A1, header as written).
    pub unread: Vec<(String, String)>,
    /// The mark and text columns the rules asked for (`ReadOptions::marks`,
    /// `ReadOptions::texts`) that the sheet has, as the rules file names them.
    pub marked: Vec<String>,
    /// Whether the sheet has the column the rules name for the identity
    /// document (`ReadOptions::document`).
    pub has_document: bool,
    pub players: Vec<Player>,
}

/// All group sheets, in the order the rules file lists the groups.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Standings {
    pub groups: Vec<GroupStandings>,
    /// The team standings sheets the rules pay team prizes from
    /// (`[[teams]]` with `sheet`), in the rules' order.
    pub teams: Vec<teams::TeamSheet>,
}

impl Standings {
    /// Standings built without a workbook (tests, demonstrations): each
    /// group's sheet and players in place order, every sheet with the
    /// header columns `columns` and no header cell left unread.
    pub fn of<'a>(
        columns: &[Column],
        groups: impl IntoIterator<Item = (&'a str, Vec<Player>)>,
    ) -> Standings {
        let groups = groups
            .into_iter()
            .map(|(sheet, players)| GroupStandings {
                sheet: sheet.to_string(),
                columns: columns.iter().copied().collect(),
                positions: (columns.iter().copied()).zip(0..).collect(),
                unread: Vec::new(),
                marked: (players.iter().flat_map(|p: &Player| &p.marks))
                    .chain(
                        players
                            .iter()
                            .flat_map(|p: &Player| p.texts.iter().map(|(h, _)| h)),
                    )
                    .map(|m| m.to_string())
                    .collect::<std::collections::BTreeSet<_>>()
                    .into_iter()
                    .collect(),
                // Built without a workbook, a sheet has the document
                // column when a player has a document.
                has_document: players.iter().any(|p| p.document.is_some()),
                players,
            })
            .collect();
        Standings {
            groups,
            teams: Vec::new(),
        }
    }

    pub fn group(&self, sheet: &str) -> Option<&GroupStandings> {
        self.groups.iter().find(|g| g.sheet == sheet)
    }

    pub fn player_count(&self) -> usize {
        self.groups.iter().map(|g| g.players.len()).sum()
    }
}
