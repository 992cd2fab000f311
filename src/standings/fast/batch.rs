//! Cells handed from the thread parsing a sheet to the one checking its
//! rows, a batch at a time (`threads`).

use calamine::{Data, DataRef};

use xqprize_workbook::Error;
use xqprize_workbook::{NextCell, Order};

/// Cells in the file's order, as the reader gave them: (row, column,
/// value). A shared string stays borrowed from the reader's table; the
/// text a cell holds itself (an inline string) is copied into one buffer
/// of the batch, so a batch handed to another thread and back is reused
/// whole: a text allocated on the reading thread and freed on the checking
/// one would make the two wait on each other's memory.
#[derive(Debug)]
pub struct CellBatch<'w> {
    cells: Vec<(u32, u32, Held<'w>)>,
    texts: String,
}

/// A value of a batch: borrowed or owned as the reader gave it, or a text
/// of the batch's buffer.
#[derive(Debug)]
enum Held<'w> {
    Value(DataRef<'w>),
    Text(std::ops::Range<usize>),
}

impl<'w> CellBatch<'w> {
    pub fn with_capacity(cells: usize) -> CellBatch<'w> {
        CellBatch {
            cells: Vec::with_capacity(cells),
            texts: String::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Add the sheet's next cells until the batch holds `max`, or fewer
    /// when the sheet has no more.
    pub fn fill(&mut self, next: &mut NextCell<'_, 'w>, max: usize) -> Result<(), Error> {
        while self.cells.len() < max {
            let Some((row, col, value)) = next()? else {
                break;
            };
            let held = match value {
                DataRef::String(text) => {
                    let start = self.texts.len();
                    self.texts.push_str(&text);
                    Held::Text(start..self.texts.len())
                }
                other => Held::Value(other),
            };
            self.cells.push((row, col, held));
        }
        Ok(())
    }

    /// The row of each cell, in order.
    pub fn rows(&self) -> impl Iterator<Item = u32> + '_ {
        self.cells.iter().map(|&(row, ..)| row)
    }

    /// Keep the first `len` cells.
    pub fn truncate(&mut self, len: usize) {
        self.cells.truncate(len);
    }

    /// Give each cell to `take` as an owned value, in order, and empty the
    /// batch (keeping its room); stop at the first `Order::Disordered`.
    pub fn take_each(&mut self, mut take: impl FnMut(u32, u32, Data) -> Order) -> Order {
        let mut order = Order::InOrder;
        for (row, col, held) in self.cells.drain(..) {
            let value = match held {
                Held::Value(value) => Data::from(value),
                Held::Text(range) => Data::String(self.texts[range].to_owned()),
            };
            order = take(row, col, value);
            if order == Order::Disordered {
                break;
            }
        }
        // The drain has emptied `cells`, even after a stop.
        self.texts.clear();
        order
    }
}
