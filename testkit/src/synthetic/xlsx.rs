//! Writing synthetic standings as the workbook an arbiter would hand over:
//! sheets 公开组 and 少儿组, the Chinese headers of docs/input.md#columns in the first row,
//! real date cells for 出生日期, numbers as numbers, yes/no as 是/否 or blank.
//! The document creation time is fixed, so the bytes depend on the rows only.
//! Rows stream to disk as they are written ("low memory" mode), with a shared
//! string table as Excel itself writes, so large files read like real ones.

use super::{
    Layout, OPEN_SHEET, PlayerNo, Strings, SyntheticRow, SyntheticSheet, SyntheticStandings,
};
use chrono::Datelike;
use rust_xlsxwriter::{DocProperties, ExcelDateTime, Format, Workbook, Worksheet, XlsxError};

/// A column of a synthetic sheet (docs/input.md#columns).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    Rank,
    No,
    Name,
    Sex,
    BirthDate,
    IdNumber,
    Club,
    Title,
    Region,
    Member,
    PrelimRank,
    Score,
    Progressive,
    Wins,
    Fouls,
    Blacks,
    Student,
    StudentProof,
    Completed,
    Discipline,
}

impl Column {
    /// The header docs/input.md gives it.
    pub fn header(self) -> &'static str {
        match self {
            Column::Rank => "名次",
            Column::No => "编号",
            Column::Name => "姓名",
            Column::Sex => "性别",
            Column::BirthDate => "出生日期",
            Column::IdNumber => "身份证号",
            Column::Club => "单位",
            Column::Title => "称号",
            Column::Region => "地区",
            Column::Member => "会员",
            Column::PrelimRank => "预赛名次",
            Column::Score => "积分",
            Column::Progressive => "累进分",
            Column::Wins => "胜局",
            Column::Fouls => "犯规",
            Column::Blacks => "后走局数",
            Column::Student => "在校学生",
            Column::StudentProof => "学生证明",
            Column::Completed => "完赛",
            Column::Discipline => "违纪",
        }
    }
}

/// The columns of a synthetic sheet, in order (对手分 is not used in 2019).
pub const SHEET_COLUMNS: [Column; 20] = [
    Column::Rank,
    Column::No,
    Column::Name,
    Column::Sex,
    Column::BirthDate,
    Column::IdNumber,
    Column::Club,
    Column::Title,
    Column::Region,
    Column::Member,
    Column::PrelimRank,
    Column::Score,
    Column::Progressive,
    Column::Wins,
    Column::Fouls,
    Column::Blacks,
    Column::Student,
    Column::StudentProof,
    Column::Completed,
    Column::Discipline,
];

/// What a cell holds.
enum Cell<'a> {
    Blank,
    Number(f64),
    Text(&'a str),
    Date(ExcelDateTime),
}

fn yes_or_blank(b: bool) -> Cell<'static> {
    if b { Cell::Text("是") } else { Cell::Blank }
}

fn yes_no(b: bool) -> Cell<'static> {
    Cell::Text(if b { "是" } else { "否" })
}

fn cell(row: &SyntheticRow, column: Column) -> Result<Cell<'_>, XlsxError> {
    Ok(match column {
        Column::Rank => Cell::Number(row.rank.into()),
        Column::No => match &row.no {
            PlayerNo::Number(n) => Cell::Number((*n).into()),
            PlayerNo::Text(t) => Cell::Text(t),
        },
        Column::Name => Cell::Text(&row.name),
        Column::Sex if row.sex_written => Cell::Text(row.sex.label()),
        Column::BirthDate if row.birth_written => Cell::Date(ExcelDateTime::from_ymd(
            row.birth.year() as u16,
            row.birth.month() as u8,
            row.birth.day() as u8,
        )?),
        Column::IdNumber => row.id_number.as_deref().map_or(Cell::Blank, Cell::Text),
        Column::Club => Cell::Text(&row.club),
        Column::Title if !row.title.is_empty() => Cell::Text(&row.title),
        Column::Region => row.region.map_or(Cell::Blank, |r| Cell::Text(r.label())),
        Column::Member => yes_or_blank(row.member),
        Column::PrelimRank => row
            .prelim_rank
            .map_or(Cell::Blank, |p| Cell::Number(p.into())),
        Column::Score => Cell::Number(row.score.into()),
        Column::Progressive => Cell::Number(row.progressive.into()),
        Column::Wins => Cell::Number(row.wins.into()),
        Column::Fouls => Cell::Number(row.fouls.into()),
        Column::Blacks => Cell::Number(row.blacks.into()),
        Column::Student => yes_or_blank(row.student),
        Column::StudentProof if row.student => yes_no(row.student_proof),
        // Arbiters fill the student columns in full; elsewhere a blank 完赛
        // means finished and a blank 违纪 means none.
        Column::Completed if row.student || !row.completed => yes_no(row.completed),
        Column::Discipline if row.student || row.discipline => yes_no(row.discipline),
        Column::Sex
        | Column::BirthDate
        | Column::Title
        | Column::StudentProof
        | Column::Completed
        | Column::Discipline => Cell::Blank,
    })
}

fn column_width(column: Column) -> f64 {
    match column {
        Column::IdNumber => 21.0,
        Column::Club => 22.0,
        Column::BirthDate => 12.0,
        Column::Name | Column::Title => 10.0,
        _ => 8.5,
    }
}

/// The rounds of a sheet's Swiss, for its round-by-round columns.
fn rounds(sheet: &SyntheticSheet) -> usize {
    if sheet.name == OPEN_SHEET {
        super::open::ROUNDS
    } else {
        super::youth::ROUNDS
    }
}

/// The headers of `rounds` rounds' columns: 第1轮对手, 第1轮得分, 第2轮对手, …
fn round_headers(rounds: usize) -> Vec<String> {
    (1..=rounds)
        .flat_map(|n| [format!("第{n}轮对手"), format!("第{n}轮得分")])
        .collect()
}

/// Round `round`'s columns of the player in row `at` (0-based) of `rows`:
/// another player's 编号 and 2, 1 or 0 points, spread over the field.
fn write_round(
    ws: &mut Worksheet,
    rows: &[SyntheticRow],
    at: usize,
    round: usize,
    col: u16,
) -> Result<(), XlsxError> {
    let r = at as u32 + 1;
    let opponent = &rows[(at + 37 * round + 1) % rows.len()].no;
    match opponent {
        PlayerNo::Number(n) => ws.write_number(r, col, *n)?,
        PlayerNo::Text(t) => ws.write_string(r, col, t)?,
    };
    ws.write_number(r, col + 1, ((at + round) % 3) as u32)?;
    Ok(())
}

fn write_rows(
    ws: &mut Worksheet,
    sheet: &SyntheticSheet,
    date: &Format,
    rounds: usize,
) -> Result<(), XlsxError> {
    let rows = &sheet.rows;
    for (at, row) in rows.iter().enumerate() {
        let r = at as u32 + 1;
        for (c, &column) in SHEET_COLUMNS.iter().enumerate() {
            let c = c as u16;
            match cell(row, column)? {
                Cell::Blank => {}
                Cell::Number(x) => {
                    ws.write_number(r, c, x)?;
                }
                Cell::Text(t) => {
                    ws.write_string(r, c, t)?;
                }
                Cell::Date(d) => {
                    ws.write_datetime_with_format(r, c, &d, date)?;
                }
            }
        }
        for round in 0..rounds {
            let col = (SHEET_COLUMNS.len() + 2 * round) as u16;
            write_round(ws, rows, at, round, col)?;
        }
    }
    Ok(())
}

pub(crate) fn workbook(
    standings: &SyntheticStandings,
    layout: Layout,
) -> Result<Workbook, XlsxError> {
    let mut workbook = Workbook::new();
    // The last day of the 2019 event.
    let created = ExcelDateTime::from_ymd(2019, 5, 3)?.and_hms(18, 0, 0)?;
    workbook.set_properties(&DocProperties::new().set_creation_datetime(&created));
    let header = Format::new().set_bold();
    let date = Format::new().set_num_format("yyyy-mm-dd");
    for sheet in standings.sheets() {
        // Both write rows as they come; constant memory writes text inline.
        let ws = match layout.strings {
            Strings::Shared => workbook.add_worksheet_with_low_memory()?,
            Strings::Inline => workbook.add_worksheet_with_constant_memory()?,
        };
        ws.set_name(sheet.name)?;
        for (c, &column) in SHEET_COLUMNS.iter().enumerate() {
            ws.write_string_with_format(0, c as u16, column.header(), &header)?;
            ws.set_column_width(c as u16, column_width(column))?;
        }
        let rounds = if layout.rounds { rounds(sheet) } else { 0 };
        for (at, text) in round_headers(rounds).iter().enumerate() {
            let c = (SHEET_COLUMNS.len() + at) as u16;
            ws.write_string_with_format(0, c, text, &header)?;
        }
        ws.set_freeze_panes(1, 0)?;
        write_rows(ws, sheet, &date, rounds)?;
    }
    Ok(workbook)
}
