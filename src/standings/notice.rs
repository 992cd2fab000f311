//! The reader's messages about the shape of a workbook (which sheet was
//! read, which rows were skipped, which headers were not read, values
//! mapped to their meaning): each kind is one variant, its text written in
//! one place.

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

/// The reader's messages are catalogue messages (`crate::msg`), in
/// Chinese or English; the name says where they come from.
pub use crate::msg::Msg as Notice;
