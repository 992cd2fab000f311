//! A workbook held whole, as the readers of text workbooks (`markup`:
//! `html_table`, `xml2003`) build it: sheets of cells with their merged
//! regions, placed cell after cell as a spreadsheet program places them.

use calamine::{Data, Dimensions};
use std::collections::{HashMap, HashSet};

use super::base::{MAX_COLUMNS, MAX_ROWS};
use super::grid::GridCell;
use crate::Error;

/// A workbook held whole: its sheets in order.
#[derive(Debug, Default)]
pub struct HeldBook {
    pub sheets: Vec<HeldSheet>,
    /// The names taken, and for each name asked for, the number its next
    /// copy gets (so a page of many tables is named in linear time).
    taken: HashSet<String>,
    copies: HashMap<String, u32>,
}

/// One sheet: its name, and its cells and merged regions, or why the
/// sheet cannot be read (said when the sheet is asked for).
#[derive(Debug)]
pub struct HeldSheet {
    pub name: String,
    pub content: Result<SheetContent, Error>,
}

/// The non-blank cells of a sheet, in row order, and its merged regions.
#[derive(Debug, Default, PartialEq)]
pub struct SheetContent {
    pub cells: Vec<GridCell>,
    pub merges: Vec<Dimensions>,
}

impl HeldBook {
    /// The sheet named `name`.
    pub fn sheet(&self, name: &str) -> Result<&SheetContent, Error> {
        let sheet = self.sheets.iter().find(|s| s.name == name);
        match sheet.map(|s| &s.content) {
            Some(Ok(content)) => Ok(content),
            Some(Err(message)) => Err(message.clone()),
            None => Err(Error::FileDamaged {
                detail: format!("no sheet {name}"),
            }),
        }
    }

    pub fn names(&self) -> Vec<String> {
        self.sheets.iter().map(|s| s.name.clone()).collect()
    }

    /// Add a sheet, its name made unique as a spreadsheet program does
    /// (`公开组 (2)`), a blank name given the sheet's place (`Sheet1`).
    pub fn push(&mut self, name: &str, content: Result<SheetContent, Error>) {
        let base: String = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let base = match base.is_empty() {
            true => format!("Sheet{}", self.sheets.len() + 1),
            false => base,
        };
        let mut name = base.clone();
        while self.taken.contains(&name) {
            let n = self.copies.entry(base.clone()).or_insert(1);
            *n += 1;
            name = format!("{base} ({n})");
        }
        self.taken.insert(name.clone());
        self.sheets.push(HeldSheet { name, content });
    }
}

/// The cells of a sheet as they are placed, cell after cell, row after
/// row: where a cell without its own column goes (after the cells and
/// merged regions already there), its merged region, and a check that no
/// two cells claim one place. Shared by the HTML and XML 2003 readers.
#[derive(Debug, Default)]
pub struct Placer {
    content: SheetContent,
    /// By column: the last region merged down over it (it covers the
    /// current row when it ends at or after it).
    down: Vec<Option<Dimensions>>,
    row: u32,
    /// The next free column of the current row.
    next: u32,
    /// The last column taken in the current row, if any.
    last: Option<u32>,
}

/// Why a cell could not be placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Misplaced {
    /// A cell or region past Excel's last row or column.
    Beyond { row: u64, col: u64 },
    /// A cell placed on one already there or inside a merged region.
    Covered { cell: String, region: String },
}

impl Misplaced {
    pub fn message(self) -> Error {
        match self {
            Misplaced::Beyond { row, .. } if row >= MAX_ROWS as u64 => Error::SheetTooManyRows {
                declared: false,
                rows: row + 1,
                max: MAX_ROWS,
            },
            Misplaced::Beyond { col, .. } => Error::SheetTooManyColumns {
                declared: false,
                columns: col + 1,
                max: MAX_COLUMNS,
            },
            Misplaced::Covered { cell, region } => Error::CellCovered { cell, region },
        }
    }
}

impl Placer {
    /// Start row `row` (0-based; rows come in increasing order).
    pub fn start_row(&mut self, row: u32) {
        self.row = row;
        self.next = 0;
        self.last = None;
        self.skip_covered();
    }

    /// Move the next free column past regions merged down over this row.
    fn skip_covered(&mut self) {
        while let Some(r) = self.covering(self.next) {
            self.next = r.end.1 + 1;
        }
    }

    fn covering(&self, col: u32) -> Option<Dimensions> {
        let region = (*self.down.get(col as usize)?)?;
        (region.start.0 < self.row && self.row <= region.end.0).then_some(region)
    }

    /// Place a cell at `col` (`None`: the next free column) spanning
    /// `across` more columns and `down` more rows; a blank value takes its
    /// place and region but is not kept.
    pub fn place(
        &mut self,
        col: Option<u64>,
        across: u64,
        down: u64,
        value: Data,
    ) -> Result<(), Misplaced> {
        let row = self.row;
        let col = col.unwrap_or(self.next as u64);
        let (last_row, last_col) = (row as u64 + down, col + across);
        if last_row >= MAX_ROWS as u64 || last_col >= MAX_COLUMNS as u64 {
            return Err(Misplaced::Beyond {
                row: last_row,
                col: last_col,
            });
        }
        let (col, last_col, last_row) = (col as u32, last_col as u32, last_row as u32);
        let name = super::grid::a1(row, col);
        if self.last.is_some_and(|last| col <= last) {
            return Err(Misplaced::Covered {
                region: super::grid::a1(row, self.last.unwrap_or_default()),
                cell: name,
            });
        }
        if let Some(r) = (col..=last_col).find_map(|c| self.covering(c)) {
            return Err(Misplaced::Covered {
                cell: name,
                region: region_name(r),
            });
        }
        if across > 0 || down > 0 {
            let region = Dimensions {
                start: (row, col),
                end: (last_row, last_col),
            };
            self.content.merges.push(region);
            if down > 0 {
                if self.down.len() <= last_col as usize {
                    self.down.resize(last_col as usize + 1, None);
                }
                self.down[col as usize..=last_col as usize].fill(Some(region));
            }
        }
        if !is_blank(&value) {
            self.content.cells.push((row, col, value));
        }
        self.last = Some(last_col);
        self.next = last_col + 1;
        self.skip_covered();
        Ok(())
    }

    pub fn finish(self) -> SheetContent {
        self.content
    }
}

fn is_blank(value: &Data) -> bool {
    match value {
        Data::Empty => true,
        Data::String(s) => s.is_empty(),
        _ => false,
    }
}

/// "B4:C6".
fn region_name(r: Dimensions) -> String {
    format!(
        "{}:{}",
        super::grid::a1(r.start.0, r.start.1),
        super::grid::a1(r.end.0, r.end.1)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_go_past_regions_merged_down_and_never_on_them() {
        let mut p = Placer::default();
        p.start_row(0);
        p.place(None, 0, 1, Data::String("1".into())).unwrap(); // A1:A2
        p.place(None, 1, 0, Data::String("x".into())).unwrap(); // B1:C1
        p.start_row(1);
        p.place(None, 0, 0, Data::String("y".into())).unwrap(); // B2
        assert_eq!(
            p.place(Some(1), 0, 0, Data::Empty),
            Err(Misplaced::Covered {
                cell: "B2".into(),
                region: "B2".into()
            })
        );
        p.start_row(2);
        assert_eq!(
            p.place(Some(0), 0, 0, Data::String("z".into())),
            Ok(()),
            "A2 was the region's last row"
        );
        let mut q = Placer::default();
        q.start_row(0);
        q.place(Some(2), 0, 2, Data::Empty).unwrap();
        q.start_row(1);
        assert_eq!(
            q.place(Some(2), 0, 0, Data::Empty),
            Err(Misplaced::Covered {
                cell: "C2".into(),
                region: "C1:C3".into()
            })
        );
        assert_eq!(
            q.place(Some(16_383), 1, 0, Data::Empty),
            Err(Misplaced::Beyond {
                row: 1,
                col: 16_384
            })
        );
        let content = p.finish();
        assert_eq!(content.cells.len(), 4);
        assert_eq!(content.cells[2], (1, 1, Data::String("y".into())));
        assert_eq!(content.merges.len(), 2);
    }
}
