//! The final standings as typed, validated records: one `Player` per row of a
//! group sheet. Reading and checking the workbook lives in `read`; everything
//! after that works on these types and never sees a raw cell.

pub mod cell;
mod fast;
mod figures;
mod grid;
mod header;
pub mod idcard;
pub mod kinds;
mod merges;
pub mod notice;
mod parts;
mod plain;
pub mod problem;
mod ranks;
pub mod read;
mod region;
pub mod resemble;
mod row;
mod sheet;
mod workbook;
mod xlsb;

use crate::msg::{Lang, Msg, text};
use chrono::{Datelike, NaiveDate};
use compact_str::CompactString;
use rust_decimal::Decimal;
use std::collections::BTreeSet;
use std::fmt;

pub use figures::Figures;
pub use region::{Reading, Region, RegionDef, Regions};

/// A column of the standings workbook (docs/input.md#columns), matched by its Chinese header
/// or its English alias.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
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
    OppScore,
    Student,
    StudentProof,
    Completed,
    Discipline,
    /// 组别: which group a row belongs to, on one sheet holding every group.
    Group,
}

impl Column {
    pub const ALL: [Column; 22] = [
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
        Column::OppScore,
        Column::Student,
        Column::StudentProof,
        Column::Completed,
        Column::Discipline,
        Column::Group,
    ];

    /// The columns of a sheet holding one group (all but 组别).
    pub const PER_GROUP: [Column; 21] = {
        let mut out = [Column::Rank; 21];
        let mut i = 0;
        while i < 21 {
            out[i] = Column::ALL[i];
            i += 1;
        }
        out
    };

    /// The Chinese header, as written in the standings and in every message.
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
            Column::OppScore => "对手分",
            Column::Student => "在校学生",
            Column::StudentProof => "学生证明",
            Column::Completed => "完赛",
            Column::Discipline => "违纪",
            Column::Group => "组别",
        }
    }

    /// The English alias accepted in place of the Chinese header.
    pub fn alias(self) -> &'static str {
        match self {
            Column::Rank => "rank",
            Column::No => "no",
            Column::Name => "name",
            Column::Sex => "gender",
            Column::BirthDate => "birth_date",
            Column::IdNumber => "id_number",
            Column::Club => "club",
            Column::Title => "title",
            Column::Region => "region",
            Column::Member => "member",
            Column::PrelimRank => "prelim_rank",
            Column::Score => "score",
            Column::Progressive => "progressive",
            Column::Wins => "wins",
            Column::Fouls => "fouls",
            Column::Blacks => "blacks",
            Column::OppScore => "opp_score",
            Column::Student => "student",
            Column::StudentProof => "student_proof",
            Column::Completed => "completed",
            Column::Discipline => "discipline",
            Column::Group => "group",
        }
    }

    /// Other Chinese headers accepted for the column (docs/input.md). 序号 is not
    /// here: it means 编号 only beside a separate 名次 column (`header`).
    pub fn also_accepted(self) -> &'static [&'static str] {
        match self {
            Column::Rank => &["排名", "最终名次"],
            Column::No => &["选手编号"],
            Column::Name => &["选手", "棋手"],
            Column::BirthDate => &["出生年月", "出生年份", "生日"],
            Column::IdNumber => &["身份证", "身份证号码", "证件号码"],
            Column::Club => &["代表队", "俱乐部"],
            Column::Title => &["等级称号", "棋手称号"],
            Column::Region => &["籍贯", "户籍"],
            Column::Member => &["是否会员", "会员否"],
            Column::PrelimRank => &["淘汰赛编号"],
            Column::Score => &["总分"],
            Column::Fouls => &["犯规次数"],
            Column::Blacks => &["后手局数"],
            Column::Student => &["在校大学生", "是否在校大学生", "大学生"],
            Column::StudentProof => &["学生证", "学籍证明", "有无学生证"],
            Column::Completed => &["是否完赛", "赛完全程"],
            Column::Discipline => &["有无违纪", "是否违纪"],
            _ => &[],
        }
    }

    pub fn is_required(self) -> bool {
        matches!(self, Column::Rank | Column::No | Column::Name)
    }

    /// The column named by a header cell: the Chinese header, another
    /// accepted Chinese header or the English alias (any case), with every
    /// kind of space removed.
    pub fn from_header(text: &str) -> Option<Column> {
        // Asked of every row (a header printed again on each page): a cell
        // whose first letter starts no name (a player's name, nearly
        // always) is turned away before it is folded.
        let first = text.chars().find(|c| !is_space(*c))?;
        let first = first.to_lowercase().next()?;
        if FIRST_LETTERS.binary_search(&first).is_err() {
            return None;
        }
        let folded = squeeze(text).to_lowercase();
        Column::ALL
            .into_iter()
            .find(|c| c.names().any(|name| name == folded))
    }

    /// Every name the column goes by: its header, its alias, the other
    /// accepted headers.
    fn names(self) -> impl Iterator<Item = &'static str> {
        [self.header(), self.alias()]
            .into_iter()
            .chain(self.also_accepted().iter().copied())
    }
}

/// The first letter of every name a column goes by, sorted.
static FIRST_LETTERS: std::sync::LazyLock<Vec<char>> = std::sync::LazyLock::new(|| {
    let mut firsts: Vec<char> = Column::ALL
        .into_iter()
        .flat_map(Column::names)
        .filter_map(|name| name.chars().next())
        .collect();
    firsts.sort_unstable();
    firsts.dedup();
    firsts
});

/// Whether `c` is a space of any kind: ASCII and Unicode white space, the
/// ideographic space, and the zero-width spaces and joiners pasted text
/// carries.
pub fn is_space(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{3000}' | '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}'
        )
}

/// `text` with every kind of space removed (`is_space`); borrowed when it
/// has none, as most cells and titles do.
pub fn squeeze(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().any(is_space) {
        text.chars()
            .filter(|c| !is_space(*c))
            .collect::<String>()
            .into()
    } else {
        text.into()
    }
}

impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.header())
    }
}

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
    pub id_number: Option<CompactString>,
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
        }
    }

    pub fn birth_year(&self) -> Option<i32> {
        self.birth_date.map(|d| d.year())
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

/// One group sheet as read.
#[derive(Debug, Clone, PartialEq)]
pub struct GroupStandings {
    /// The sheet name, which is also the group's name (公开组, 少儿组).
    pub sheet: String,
    /// Columns that were present in the header row.
    pub columns: BTreeSet<Column>,
    /// Header cells naming no column: (cell as A1, header as written).
    pub unread: Vec<(String, String)>,
    pub players: Vec<Player>,
}

/// All group sheets, in the order the rules file lists the groups.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Standings {
    pub groups: Vec<GroupStandings>,
}

impl Standings {
    pub fn group(&self, sheet: &str) -> Option<&GroupStandings> {
        self.groups.iter().find(|g| g.sheet == sheet)
    }

    pub fn player_count(&self) -> usize {
        self.groups.iter().map(|g| g.players.len()).sum()
    }
}

/// Something worth a look that does not stop the run.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Warning {
    pub sheet: String,
    /// 1-based sheet row, when the warning is about one row.
    pub row: Option<u32>,
    /// Column header, when the warning is about one column.
    pub column: Option<String>,
    /// The message; its `code()` is the warning's stable code in results.json.
    pub message: Msg,
}

impl Warning {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        self.message.render(lang)
    }

    /// "公开组 第12行（出生日期）" or "公开组 row 12 (出生日期)".
    pub fn at(&self, lang: Lang) -> String {
        let mut s = self.sheet.clone();
        if let Some(row) = self.row {
            s.push_str(&match lang {
                Lang::Zh => format!(" 第{row}行"),
                Lang::En => format!(" row {row}"),
            });
        }
        s.push_str(&text::place(None, None, self.column.as_deref(), lang));
        s
    }

    /// "公开组 第12行（出生日期）：…" or "公开组 row 12 (出生日期): …".
    pub fn line(&self, lang: Lang) -> String {
        format!("{}{}{}", self.at(lang), text::colon(lang), self.text(lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// How a header cell was matched before: fold the text, then compare.
    fn folded_then_compared(text: &str) -> Option<Column> {
        let folded = squeeze(text).to_lowercase();
        Column::ALL.into_iter().find(|c| {
            c.header() == folded || c.alias() == folded || c.also_accepted().contains(&&*folded)
        })
    }

    /// Every name of every column.
    fn all_names() -> Vec<&'static str> {
        Column::ALL.into_iter().flat_map(Column::names).collect()
    }

    #[test]
    fn every_name_of_a_column_names_it_with_spaces_and_in_any_case() {
        for column in Column::ALL {
            for name in column.names() {
                let spaced: String = name.chars().flat_map(|c| [c, '\u{3000}']).collect();
                for text in [
                    name.to_string(),
                    name.to_uppercase(),
                    format!(" {spaced}\u{200B}"),
                ] {
                    assert_eq!(Column::from_header(&text), Some(column), "{text:?}");
                }
            }
        }
        assert_eq!(Column::from_header("张三"), None);
        assert_eq!(Column::from_header(""), None);
    }

    proptest! {
        /// Names pieced together, cut short, spaced, upper-cased, or with
        /// other characters (Greek sigma's final form included) are matched
        /// as folding and comparing matched them.
        #[test]
        fn header_cells_are_matched_as_folding_then_comparing_matched_them(
            parts in proptest::collection::vec((0usize..5, any::<u32>()), 0..6)
        ) {
            let all = all_names();
            let text: String = parts
                .iter()
                .map(|&(kind, n)| {
                    let name = all[n as usize % all.len()];
                    match kind {
                        0 => name.to_string(),
                        1 => name.to_uppercase(),
                        2 => name.chars().take(n as usize % 3).collect(),
                        3 => [" ", "\u{3000}", "\u{200B}", "Σ", "ß", "İ"][n as usize % 6].to_string(),
                        _ => char::from_u32(n % 0x11_0000).map(String::from).unwrap_or_default(),
                    }
                })
                .collect();
            prop_assert_eq!(Column::from_header(&text), folded_then_compared(&text));
        }
    }
}
