//! Merged cells as a person reads them: a cell merged down a column
//! applies its value to every row it covers (one value shared by several
//! rows, such as a place or a team's name); a cell merged across columns
//! is one cell, its value in the first column only.

use calamine::{Data, Dimensions};

use super::grid::GridCell;

/// The merged regions of one sheet, applied to its rows in row order.
#[derive(Debug, Default)]
pub struct Merges {
    /// Regions covering more than one row, by first row.
    down: Vec<Dimensions>,
    next: usize,
    /// (last row, column, value) of the regions being filled.
    active: Vec<(u32, u32, Data)>,
    /// Regions one row high covering more than one column: (row, first
    /// column), sorted.
    across: Vec<(u32, u32)>,
}

impl Merges {
    pub fn new(regions: Vec<Dimensions>) -> Merges {
        let mut down: Vec<Dimensions> = Vec::new();
        let mut across = Vec::new();
        for r in regions {
            if r.end.0 > r.start.0 {
                down.push(r);
            } else if r.end.1 > r.start.1 {
                across.push(r.start);
            }
        }
        down.sort_by_key(|r| r.start);
        across.sort_unstable();
        Merges {
            down,
            next: 0,
            active: Vec::new(),
            across,
        }
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.down.is_empty() && self.across.is_empty()
    }

    /// Whether the cell at (row, col) is the first of a region merged
    /// across columns.
    #[inline]
    pub fn is_across(&self, row: u32, col: u32) -> bool {
        self.across.binary_search(&(row, col)).is_ok()
    }

    /// Give the row its values from the regions merged down over it, and
    /// note the regions starting in it. Rows come in increasing order; a
    /// row without cells is never seen, and needs nothing.
    pub fn fill(&mut self, row: u32, cells: &mut Vec<GridCell>) {
        if self.down.is_empty() {
            return;
        }
        self.active.retain(|(last, _, _)| *last >= row);
        let mut added = false;
        for (_, col, value) in &self.active {
            match cells.iter_mut().find(|(_, c, _)| c == col) {
                Some(cell) if matches!(cell.2, Data::Empty) => cell.2 = value.clone(),
                Some(_) => {}
                None => {
                    cells.push((row, *col, value.clone()));
                    added = true;
                }
            }
        }
        while let Some(region) = self.down.get(self.next) {
            if region.start.0 > row {
                break;
            }
            self.next += 1;
            if region.start.0 < row {
                // Its first row held no cell: there is nothing to repeat.
                continue;
            }
            let col = region.start.1;
            if let Some((_, _, value)) = cells.iter().find(|(_, c, _)| *c == col) {
                if !matches!(value, Data::Empty) {
                    self.active.push((region.end.0, col, value.clone()));
                }
            }
        }
        if added {
            cells.sort_by_key(|(_, c, _)| *c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn region(r0: u32, c0: u32, r1: u32, c1: u32) -> Dimensions {
        Dimensions {
            start: (r0, c0),
            end: (r1, c1),
        }
    }

    #[test]
    fn a_cell_merged_down_gives_its_value_to_every_row_it_covers() {
        let mut merges = Merges::new(vec![region(4, 0, 7, 0), region(0, 0, 0, 9)]);
        let mut first = vec![(4, 0, Data::Int(5)), (4, 1, Data::Int(99))];
        merges.fill(4, &mut first);
        for row in 5..=7 {
            let mut cells = vec![(row, 1, Data::Int(row as i64))];
            merges.fill(row, &mut cells);
            assert_eq!(cells[0], (row, 0, Data::Int(5)), "row {row}");
        }
        let mut after = vec![(8, 1, Data::Int(1))];
        merges.fill(8, &mut after);
        assert_eq!(after.len(), 1);
        assert!(merges.is_across(0, 0));
        assert!(!merges.is_across(4, 0));
    }
}
