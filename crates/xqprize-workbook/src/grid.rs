//! The non-blank cells of one sheet, in row order, whatever file format
//! they came from; and A1 cell names for messages.

use calamine::Data;

/// One non-blank cell: 0-based row and column, and its value.
pub type GridCell = (u32, u32, Data);

/// The non-blank cells of a sheet, sorted by row then column.
#[derive(Debug, Default)]
pub struct Grid {
    cells: Vec<GridCell>,
}

impl Grid {
    /// Build from cells in any order; blank cells are dropped.
    pub fn new(mut cells: Vec<GridCell>) -> Grid {
        cells.retain(|(_, _, v)| !matches!(v, Data::Empty));
        // Writers emit cells in row order; sort only when one did not.
        if !cells.is_sorted_by_key(|(r, c, _)| (*r, *c)) {
            cells.sort_by_key(|(r, c, _)| (*r, *c));
        }
        Grid { cells }
    }

    /// The rows that hold at least one cell, as (row, cells of that row).
    pub fn rows(&self) -> impl Iterator<Item = (u32, &[GridCell])> {
        self.cells
            .chunk_by(|a, b| a.0 == b.0)
            .map(|chunk| (chunk[0].0, chunk))
    }
}

/// The column letters of a 0-based column: 0 → A, 25 → Z, 26 → AA.
pub fn column_letters(col: u32) -> String {
    let mut n = col as u64 + 1;
    let mut letters = Vec::new();
    while n > 0 {
        let rem = ((n - 1) % 26) as u8;
        letters.push(b'A' + rem);
        n = (n - 1) / 26;
    }
    letters.reverse();
    String::from_utf8(letters).unwrap_or_default()
}

/// The A1 name of a 0-based (row, column): (16, 5) → "F17".
pub fn a1(row: u32, col: u32) -> String {
    format!("{}{}", column_letters(col), row as u64 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_names_follow_excel() {
        assert_eq!(a1(0, 0), "A1");
        assert_eq!(a1(16, 5), "F17");
        assert_eq!(a1(0, 25), "Z1");
        assert_eq!(a1(0, 26), "AA1");
        assert_eq!(a1(0, 701), "ZZ1");
        assert_eq!(a1(0, 702), "AAA1");
        assert_eq!(a1(1_048_575, 16_383), "XFD1048576");
    }

    #[test]
    fn rows_come_sorted_and_without_blanks() {
        let grid = Grid::new(vec![
            (2, 0, Data::Int(3)),
            (0, 1, Data::Int(2)),
            (0, 0, Data::Int(1)),
            (1, 0, Data::Empty),
        ]);
        let rows: Vec<(u32, usize)> = grid.rows().map(|(r, cells)| (r, cells.len())).collect();
        assert_eq!(rows, vec![(0, 2), (2, 1)]);
    }
}
