//! The reader's messages about the shape of a workbook (which sheet was
//! read, which rows were skipped, which headers were not read, values
//! mapped to their meaning): each kind is one variant, its text written in
//! one place.

use std::fmt;

use super::Column;

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
    fn label(self) -> &'static str {
        match self {
            SkipKind::Title => "title rows above the header",
            SkipKind::Blank => "blank rows",
            SkipKind::RepeatedHeader => "the header row repeated",
            SkipKind::Total => "total rows (合计/统计)",
            SkipKind::Footer => "lines without 编号 or 姓名 (notes, signatures, dates)",
        }
    }
}

/// One message of the reader about a workbook's layout or values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// Rows skipped on a sheet, of one kind (1-based rows).
    Skipped { kind: SkipKind, rows: Vec<u32> },
    /// Header cells that name no column the tool reads.
    NotRead { headers: Vec<String> },
    /// A header naming two fields at once (性别/出生日期).
    TwoFields {
        header: String,
        first: Column,
        second: Column,
    },
    /// Two header rows name one sheet column as two different fields.
    HeaderClash { above: String, below: String },
    /// A repeated header row whose columns stand elsewhere.
    HeaderMoved { first_row: u32 },
    /// A row with a place but no 编号 or 姓名.
    PlaceWithoutPlayer { place: u32 },
    /// A place written as a range (5-8) shared by another number of rows.
    RangeCount {
        first: u32,
        last: u32,
        rows: Vec<u32>,
    },
    /// A 组别 value naming no group of the rules.
    UnknownGroup { value: String, groups: Vec<String> },
    /// A player row with a blank 组别 on a sheet holding every group.
    BlankGroup,
    /// The group is read from one sheet holding every group.
    GroupFromSheet { group: String, sheet: String },
    /// The group's sheet was found by its name without spaces or by prefix.
    SheetMatched { group: String, sheet: String },
    /// Two sheets could be the group's.
    TwoSheets { group: String, sheets: Vec<String> },
    /// No sheet is the group's.
    NoSheet { group: String, have: Vec<String> },
    /// `--sheet GROUP=SHEET` names a sheet the workbook lacks.
    ChosenSheetMissing {
        group: String,
        sheet: String,
        have: Vec<String>,
    },
    /// A sheet with merged cells in a format whose merges cannot be read.
    MergesUnreadable { format: &'static str },
    /// A valid ID number's region code disagrees with the stated 地区.
    RegionDisagrees {
        stated: String,
        id: String,
        id_region: &'static str,
    },
}

impl Notice {
    /// The stable code of the kind of message.
    pub fn code(&self) -> &'static str {
        match self {
            Notice::Skipped { .. } => "input.skipped_rows",
            Notice::NotRead { .. } => "input.not_read",
            Notice::TwoFields { .. } => "header.two_fields",
            Notice::HeaderClash { .. } => "header.clash",
            Notice::HeaderMoved { .. } => "header.moved",
            Notice::PlaceWithoutPlayer { .. } => "rank.without_player",
            Notice::RangeCount { .. } => "rank.range_count",
            Notice::UnknownGroup { .. } => "group.unknown",
            Notice::BlankGroup => "group.blank",
            Notice::GroupFromSheet { .. } => "sheet.shared",
            Notice::SheetMatched { .. } => "sheet.matched",
            Notice::TwoSheets { .. } => "sheet.two_candidates",
            Notice::NoSheet { .. } => "sheet.missing",
            Notice::ChosenSheetMissing { .. } => "sheet.chosen_missing",
            Notice::MergesUnreadable { .. } => "merge.unreadable",
            Notice::RegionDisagrees { .. } => "region.id_disagrees",
        }
    }
}

/// "1–3, 7, 9–10".
pub fn row_ranges(rows: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < rows.len() {
        let start = rows[i];
        let mut end = start;
        while i + 1 < rows.len() && rows[i + 1] == end + 1 {
            i += 1;
            end = rows[i];
        }
        parts.push(if start == end {
            start.to_string()
        } else {
            format!("{start}–{end}")
        });
        i += 1;
    }
    parts.join(", ")
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Skipped { kind, rows } => write!(
                f,
                "skipped {} {} (no player): row{} {}",
                rows.len(),
                kind.label(),
                if rows.len() == 1 { "" } else { "s" },
                row_ranges(rows)
            ),
            Notice::NotRead { headers } => write!(f, "not read: {}", headers.join(", ")),
            Notice::TwoFields {
                header,
                first,
                second,
            } => write!(
                f,
                "the header \"{header}\" could be two fields ({first} and {second}); \
                 give each its own column"
            ),
            Notice::HeaderClash { above, below } => write!(
                f,
                "the two header rows name this column both \"{above}\" and \"{below}\"; keep one"
            ),
            Notice::HeaderMoved { first_row } => write!(
                f,
                "the header row is repeated here with its columns in other places than in row \
                 {first_row}; a sheet must keep one layout"
            ),
            Notice::PlaceWithoutPlayer { place } => write!(
                f,
                "名次 {place} but no 编号 or 姓名: fill them in, or clear the row if it holds no player"
            ),
            Notice::RangeCount { first, last, rows } => write!(
                f,
                "名次 {first}-{last} is a place shared by {} players, but {} row{} hold{} it (rows {})",
                last - first + 1,
                rows.len(),
                if rows.len() == 1 { "" } else { "s" },
                if rows.len() == 1 { "s" } else { "" },
                row_ranges(rows)
            ),
            Notice::UnknownGroup { value, groups } => write!(
                f,
                "{value:?} is not a group of the rules (they name {})",
                groups.join(", ")
            ),
            Notice::BlankGroup => f.write_str(
                "blank, but the row holds a player and the sheet holds every group: say which",
            ),
            Notice::GroupFromSheet { group, sheet } => write!(
                f,
                "{group} read from the rows of sheet \"{sheet}\" whose 组别 is {group}"
            ),
            Notice::SheetMatched { group, sheet } => {
                write!(f, "{group} read from sheet \"{sheet}\"")
            }
            Notice::TwoSheets { group, sheets } => write!(
                f,
                "{} sheets could be {group}: {}; rename or delete the stale copy, or choose with \
                 --sheet {group}=SHEET",
                sheets.len(),
                sheets
                    .iter()
                    .map(|s| format!("\"{s}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Notice::NoSheet { group, have } => write!(
                f,
                "no such sheet in the workbook (it has: {}), and none with a 组别 column \
                 holding every group; name a sheet {group} or choose one with --sheet {group}=SHEET",
                have.join(", ")
            ),
            Notice::ChosenSheetMissing { group, sheet, have } => write!(
                f,
                "--sheet {group}={sheet}: no such sheet (the workbook has: {})",
                have.join(", ")
            ),
            Notice::MergesUnreadable { format } => write!(
                f,
                "the sheet has cells merged down a column, which the {format} reader cannot \
                 place; save the workbook as .xlsx"
            ),
            Notice::RegionDisagrees {
                stated,
                id,
                id_region,
            } => write!(
                f,
                "地区 {stated} but ID number {id} was issued in {id_region}; the stated 地区 is used"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_shown_as_ranges() {
        assert_eq!(row_ranges(&[1, 2, 3, 7, 9, 10]), "1–3, 7, 9–10");
        assert_eq!(row_ranges(&[4]), "4");
    }
}
