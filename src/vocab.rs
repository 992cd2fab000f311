//! The words of a standings sheet that both the reader (`standings`) and
//! the messages (`msg`) use: its columns and their names, the kinds of rows
//! the reader skips, and how a cell's text is folded before it is compared.
//! Traditional characters (繁體) are folded to their simplified forms for
//! every comparison (`simplify`, `key`), through the character table of the
//! `fast2s` crate; what is shown stays as written.
//! A leaf: it imports nothing else of the crate, so the two can share it
//! without either importing the other.

use std::borrow::Cow;
use std::fmt;

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
    /// 证件类型: which document the ID number is of (blank: 居民身份证).
    IdType,
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
    pub const ALL: [Column; 23] = [
        Column::Rank,
        Column::No,
        Column::Name,
        Column::Sex,
        Column::BirthDate,
        Column::IdNumber,
        Column::IdType,
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
    pub const PER_GROUP: [Column; 22] = {
        let mut out = [Column::Rank; 22];
        let mut i = 0;
        while i < 22 {
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
            Column::IdType => "证件类型",
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
            Column::IdType => "id_type",
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
            Column::IdNumber => &[
                "身份证",
                "身份证号码",
                "公民身份号码",
                "身份证件号码",
                "证件号码",
                "证件号",
            ],
            Column::IdType => &["身份证件类型", "证件种类"],
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
        if FIRST_LETTERS.binary_search(&first).is_err() && !starts_a_name_in_traditional(first) {
            return None;
        }
        let folded = key(text).to_lowercase();
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

/// Whether `c` is a traditional character that, simplified, begins a
/// column's name (編 of 編號).
fn starts_a_name_in_traditional(c: char) -> bool {
    TRADITIONAL_FIRST_LETTERS.binary_search(&c).is_ok()
}

/// The traditional characters whose simplified forms are in
/// `FIRST_LETTERS`, sorted: found once by simplifying every character of
/// the CJK blocks (about a millisecond), so that a name cell asked on every
/// row costs a search, not a conversion.
static TRADITIONAL_FIRST_LETTERS: std::sync::LazyLock<Vec<char>> = std::sync::LazyLock::new(|| {
    let mut buf = [0u8; 4];
    ('\u{3400}'..='\u{9FFF}')
        .filter(|&c| {
            let simple = simplify(c.encode_utf8(&mut buf));
            let mut chars = simple.chars();
            chars.next().is_some_and(|s| {
                s != c && chars.next().is_none() && FIRST_LETTERS.binary_search(&s).is_ok()
            })
        })
        .collect()
});

/// `text` with its traditional characters (繁體: 編號, 單位, 會員) in their
/// simplified forms, character by character through the `fast2s` table
/// (no regional vocabulary is replaced); borrowed when nothing changed.
/// For comparing only: a name is always shown as written.
pub fn simplify(text: &str) -> Cow<'_, str> {
    // The table holds characters of three UTF-8 bytes only.
    if !text.chars().any(|c| c.len_utf8() == 3) {
        return Cow::Borrowed(text);
    }
    let simple = fast2s::convert(text);
    if simple == text {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(simple)
    }
}

/// The form two words are compared in: every kind of space removed
/// (`squeeze`) and traditional characters simplified (`simplify`).
pub fn key(text: &str) -> Cow<'_, str> {
    match squeeze(text) {
        Cow::Borrowed(t) => simplify(t),
        Cow::Owned(t) => Cow::Owned(simplify(&t).into_owned()),
    }
}

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
pub fn squeeze(text: &str) -> Cow<'_, str> {
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

/// Text with full-width digits, letters and punctuation folded to ASCII
/// and surrounding (ordinary or full-width) spaces removed. Borrows when
/// nothing needed changing.
pub fn fold(text: &str) -> Cow<'_, str> {
    let trimmed = text.trim_matches(|c: char| c.is_whitespace() || c == '\u{3000}');
    if trimmed.chars().all(|c| !is_full_width(c)) {
        return Cow::Borrowed(trimmed);
    }
    Cow::Owned(
        trimmed
            .chars()
            .map(|c| {
                if c == '\u{3000}' {
                    ' '
                } else if is_full_width(c) {
                    char::from_u32(c as u32 - 0xFEE0).unwrap_or(c)
                } else {
                    c
                }
            })
            .collect(),
    )
}

/// Full-width forms of ASCII '!' … '~' (U+FF01 … U+FF5E), and the
/// ideographic space.
fn is_full_width(c: char) -> bool {
    ('\u{FF01}'..='\u{FF5E}').contains(&c) || c == '\u{3000}'
}

/// Why a row that holds no player was skipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SkipKind {
    /// Above the header row: a title, a date, a blank line.
    Title,
    /// Below the header: no cell filled.
    Blank,
    /// The header row again, as printed at the top of each page.
    RepeatedHeader,
    /// 合计, 总计, 小计, 统计.
    Total,
    /// Text without 编号 or 姓名: 裁判长：…, 注：…, a date, one cell merged
    /// across the table.
    Footer,
}

impl SkipKind {
    /// The kind in English (the catalogue gives the Chinese).
    pub fn label(self) -> &'static str {
        match self {
            SkipKind::Title => "title rows above the header",
            SkipKind::Blank => "blank rows",
            SkipKind::RepeatedHeader => "the header row repeated",
            SkipKind::Total => "total rows (合计/统计)",
            SkipKind::Footer => "lines without 编号 or 姓名 (notes, signatures, dates)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// How a header cell was matched before: fold the text, then compare.
    fn folded_then_compared(text: &str) -> Option<Column> {
        let folded = key(text).to_lowercase();
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

    #[test]
    fn traditional_headers_name_their_columns() {
        for (text, column) in [
            ("編號", Column::No),
            ("性別", Column::Sex),
            ("單位", Column::Club),
            ("地區", Column::Region),
            ("積分", Column::Score),
            ("對手分", Column::OppScore),
            ("累進分", Column::Progressive),
            ("勝局", Column::Wins),
            ("會員", Column::Member),
            ("稱號", Column::Title),
            ("身份證號", Column::IdNumber),
            ("證件類型", Column::IdType),
            ("預賽名次", Column::PrelimRank),
            ("後走局數", Column::Blacks),
            ("犯規", Column::Fouls),
            ("在校學生", Column::Student),
            ("學生證明", Column::StudentProof),
            ("完賽", Column::Completed),
            ("違紀", Column::Discipline),
            ("組別", Column::Group),
            ("選手編號", Column::No),
            (" 編 號 ", Column::No),
        ] {
            assert_eq!(Column::from_header(text), Some(column), "{text}");
        }
        // A player's name in traditional characters names no column.
        assert_eq!(Column::from_header("陳國華"), None);
    }

    #[test]
    fn simplify_borrows_what_it_does_not_change() {
        assert!(matches!(simplify("rank"), Cow::Borrowed("rank")));
        assert!(matches!(simplify("张三"), Cow::Borrowed("张三")));
        assert_eq!(simplify("公開組"), "公开组");
        assert_eq!(simplify("男"), "男");
        assert_eq!(key(" 少 兒組"), "少儿组");
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
