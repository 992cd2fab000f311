//! Finding the header row of a group sheet and what each column holds.
//!
//! A sheet may open with a title row or merged cells; the header row is the
//! first of the first `SEARCH_ROWS` rows that names all required columns
//! (名次, 编号, 姓名, or their aliases); failing that, the row naming the
//! most columns is reported with what it lacks. Headers are matched by name in any
//! order (`Column::from_header`); other headers are ignored.

use calamine::Data;

use super::Column;
use xqprize_workbook::{GridCell, a1};

/// How many rows from the top may hold the header row.
pub const SEARCH_ROWS: u32 = 20;

/// Header names the rules file adds: (name with spaces removed, in lower
/// case; the column it names).
pub type Aliases = [(String, Column)];

/// The column a header text names, with the rules file's names first;
/// failing that, the name without a hint in brackets or an English word
/// after it (`resemble::bare`: 性别(M/F), 姓名 Name).
pub fn column_named(text: &str, aliases: &Aliases) -> Option<Column> {
    if !aliases.is_empty() {
        let folded = crate::vocab::key(text).to_lowercase();
        if let Some((_, c)) = aliases.iter().find(|(a, _)| *a == folded) {
            return Some(*c);
        }
    }
    Column::from_header(text).or_else(|| match super::resemble::bare(text) {
        std::borrow::Cow::Owned(bare) => column_named(&bare, aliases),
        std::borrow::Cow::Borrowed(_) => None,
    })
}

/// Two columns a header such as 性别/出生日期 names at once.
fn two_fields(text: &str, aliases: &Aliases) -> Option<(Column, Column)> {
    let parts: Vec<Column> = text
        .split(['/', '／', '、', '|', '\\'])
        .filter_map(|p| column_named(p, aliases))
        .collect();
    match parts[..] {
        [a, b, ..] if a != b => Some((a, b)),
        _ => None,
    }
}

/// A header cell: 0-based sheet column and row. A header written over
/// two rows has its texts on both; a message quoting one names its cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct At {
    pub col: u32,
    pub row: u32,
}

impl At {
    /// The cell as A1 (`C4`).
    pub fn a1(self) -> String {
        a1(self.row, self.col)
    }
}

/// The header row of a sheet: which column of the sheet holds what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeaderRow {
    /// 0-based sheet row (the first, when the header spans two).
    pub row: u32,
    /// (0-based sheet column, what it holds), left to right, first
    /// occurrence of each column only.
    pub columns: Vec<(u32, Column)>,
    /// Columns named twice: (column, first sheet column, second).
    pub repeated: Vec<(Column, u32, u32)>,
    /// Header texts naming no column: (cell, text as written).
    pub unread: Vec<(At, String)>,
    /// Headers naming two fields: (cell, text, the two).
    pub double: Vec<(At, String, Column, Column)>,
    /// The text of every header naming a column: (cell, text), the first
    /// row's before the second's.
    pub written: Vec<(At, String)>,
}

impl HeaderRow {
    /// Read one row as a header row.
    pub fn from_cells(row: u32, cells: &[GridCell], aliases: &Aliases) -> HeaderRow {
        let mut header = HeaderRow {
            row,
            columns: Vec::new(),
            repeated: Vec::new(),
            unread: Vec::new(),
            double: Vec::new(),
            written: Vec::new(),
        };
        let mut serial = None;
        for (cell_row, col, value) in cells {
            let Data::String(text) = value else { continue };
            let at = At {
                col: *col,
                row: *cell_row,
            };
            let Some(column) = column_named(text, aliases) else {
                let shown = text.trim().to_string();
                if shown.is_empty() {
                    continue;
                }
                if let Some((a, b)) = two_fields(text, aliases) {
                    header.double.push((at, shown, a, b));
                } else if crate::vocab::key(text) == "序号" && serial.is_none() {
                    serial = Some((at, shown));
                } else {
                    header.unread.push((at, shown));
                }
                continue;
            };
            header.written.push((at, text.trim().to_string()));
            header.add(*col, column);
        }
        // 序号 is the player number only beside a separate 名次 column.
        if let Some((at, text)) = serial {
            if header.position(Column::No).is_none() && header.position(Column::Rank).is_some() {
                header.written.push((at, text));
                header.add(at.col, Column::No);
            } else {
                header.unread.push((at, text));
                header.unread.sort();
            }
        }
        header
    }

    fn add(&mut self, col: u32, column: Column) {
        match self.columns.iter().find(|(_, c)| *c == column) {
            Some((first, _)) => self.repeated.push((column, *first, col)),
            None => {
                self.columns.push((col, column));
                self.columns.sort();
            }
        }
    }

    /// Whether a row below this header is its second line: it names at
    /// least one column and nothing but headers (a cell merged down from
    /// the first line repeats its text).
    pub fn is_continued_by(&self, below: &HeaderRow, cells: &[GridCell]) -> bool {
        if below.columns.is_empty()
            || cells
                .iter()
                .any(|(_, _, v)| !matches!(v, Data::String(_) | Data::Empty))
        {
            return false;
        }
        // Under 名次, 编号 and 姓名: blank, or the same name again.
        self.columns
            .iter()
            .filter(|(_, c)| c.is_required())
            .all(|(col, column)| {
                let filled = cells
                    .iter()
                    .any(|(_, c, v)| c == col && !super::cell::is_blank(v));
                !filled || below.position(*column) == Some(*col)
            })
    }

    /// Join the second line of a two-row header: its names take the
    /// columns under a merged heading (比赛成绩 over 积分 累进分 …).
    /// A sheet column named differently on the two lines is returned.
    pub fn join(&mut self, below: HeaderRow) -> Vec<(u32, Column, Column)> {
        let mut clashes = Vec::new();
        for (col, column) in below.columns {
            match self.columns.iter().find(|(c, _)| *c == col) {
                Some((_, same)) if *same == column => {}
                Some((_, other)) => clashes.push((col, *other, column)),
                None => {
                    self.unread.retain(|(at, _)| at.col != col);
                    self.add(col, column);
                }
            }
        }
        // A heading over named columns is not a column of its own.
        let named: Vec<u32> = self.columns.iter().map(|(c, _)| *c).collect();
        self.unread.retain(|(at, _)| !named.contains(&at.col));
        // A header under a heading naming nothing (比赛成绩 over 总分数) is
        // kept beside it: it may still resemble a column the rules use. A
        // cell merged down over both rows is kept once.
        for (at, text) in below.unread {
            let again = |(a, t): &(At, String)| a.col == at.col && *t == text;
            if !named.contains(&at.col) && !self.unread.iter().any(again) {
                self.unread.push((at, text));
            }
        }
        self.unread.sort();
        self.repeated.extend(below.repeated);
        self.written.extend(below.written);
        self.double.extend(below.double);
        clashes
    }

    /// The header naming the column at sheet column `col`, as written,
    /// and its cell: of a two-row header, the second row's when it names
    /// the column there, else the first's.
    pub fn written_at(&self, col: u32) -> (At, &str) {
        self.written
            .iter()
            .rev()
            .find(|(at, _)| at.col == col)
            .map_or((At { col, row: self.row }, ""), |(at, t)| (*at, t.as_str()))
    }

    /// The sheet column that holds `column`, when present.
    pub fn position(&self, column: Column) -> Option<u32> {
        self.columns
            .iter()
            .find(|(_, c)| *c == column)
            .map(|(col, _)| *col)
    }

    /// Required columns this row does not name.
    pub fn missing_required(&self) -> Vec<Column> {
        Column::ALL
            .into_iter()
            .filter(|c| c.is_required() && self.position(*c).is_none())
            .collect()
    }
}

/// The search for the header row, fed one row at a time in row order.
#[derive(Debug, Default)]
pub struct HeaderSearch {
    /// The candidate naming the most columns so far.
    best: Option<HeaderRow>,
    /// The rules file's header names.
    pub aliases: Vec<(String, Column)>,
}

/// Where the search stands after a row.
#[derive(Debug, PartialEq, Eq)]
pub enum Search {
    /// This row names every required column: it is the header row.
    Found(HeaderRow),
    /// Not yet.
    Continue,
    /// The first `SEARCH_ROWS` rows are past without a complete header
    /// row; the fullest candidate, for the message.
    Over(Option<HeaderRow>),
}

impl HeaderSearch {
    /// A search that also knows the rules file's header names.
    pub fn with_aliases(aliases: Vec<(String, Column)>) -> HeaderSearch {
        HeaderSearch {
            best: None,
            aliases,
        }
    }

    pub fn row(&mut self, row: u32, cells: &[GridCell]) -> Search {
        if row >= SEARCH_ROWS {
            return Search::Over(self.best.take());
        }
        let candidate = HeaderRow::from_cells(row, cells, &self.aliases);
        if candidate.missing_required().is_empty() {
            return Search::Found(candidate);
        }
        if candidate.columns.len() > self.best.as_ref().map_or(0, |b| b.columns.len()) {
            self.best = Some(candidate);
        }
        Search::Continue
    }

    /// The sheet ended first: the fullest candidate, for the message.
    pub fn end(self) -> Option<HeaderRow> {
        self.best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(r: u32, texts: &[&str]) -> Vec<GridCell> {
        texts
            .iter()
            .enumerate()
            .filter(|(_, t)| !t.is_empty())
            .map(|(c, t)| (r, c as u32, Data::String(t.to_string())))
            .collect()
    }

    /// The search over whole rows: the header row, or the fullest
    /// candidate when none is complete.
    fn find<'a>(rows: impl Iterator<Item = (u32, &'a [GridCell])>) -> Option<HeaderRow> {
        let mut search = HeaderSearch::default();
        for (row, cells) in rows {
            match search.row(row, cells) {
                Search::Found(header) => return Some(header),
                Search::Over(best) => return best,
                Search::Continue => {}
            }
        }
        search.end()
    }

    #[test]
    fn headers_match_chinese_aliases_and_spaces_in_any_order() {
        let cells = row(
            0,
            &[
                "姓名",
                " 名 次 ",
                "NO",
                "备注",
                "出生\u{3000}日期",
                "Birth_Date",
            ],
        );
        let header = HeaderRow::from_cells(0, &cells, &[]);
        assert_eq!(header.position(Column::Name), Some(0));
        assert_eq!(header.position(Column::Rank), Some(1));
        assert_eq!(header.position(Column::No), Some(2));
        assert_eq!(header.position(Column::BirthDate), Some(4));
        assert_eq!(header.repeated, vec![(Column::BirthDate, 4, 5)]);
        assert!(header.missing_required().is_empty());
    }

    #[test]
    fn title_rows_above_the_header_are_skipped() {
        let title = row(0, &["2019年石柱县象棋公开赛 公开组成绩"]);
        let note = row(2, &["", "名次"]);
        let header = row(3, &["rank", "no", "name", "club"]);
        let rows = [(0u32, &title[..]), (2, &note[..]), (3, &header[..])];
        let found = find(rows.into_iter()).unwrap();
        assert_eq!(found.row, 3);
        assert_eq!(found.position(Column::Club), Some(3));
    }

    #[test]
    fn without_a_complete_row_the_fullest_one_is_reported() {
        let a = row(0, &["名次"]);
        let b = row(1, &["名次", "姓名", "单位"]);
        let rows = [(0u32, &a[..]), (1, &b[..])];
        let found = find(rows.into_iter()).unwrap();
        assert_eq!(found.row, 1);
        assert_eq!(found.missing_required(), vec![Column::No]);
    }

    #[test]
    fn a_header_below_row_twenty_is_not_found() {
        let late = row(20, &["名次", "编号", "姓名"]);
        assert_eq!(find([(20u32, &late[..])].into_iter()), None);
    }
}
