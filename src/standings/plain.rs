//! Reading the sheets of a workbook one after another on one thread, as
//! calamine reads them: each sheet's merged regions first, then its rows
//! streamed from the file and checked as they come. This is the whole of
//! reading; the speed path (`fast`) does the same work on more threads and
//! must give the same result. `XQPRIZE_THREADS=1`, or a build
//! without the `fast` feature, chooses this path.

use calamine::Dimensions;

use super::problem::{Problem, Problems};
use super::sheet::{SheetOptions, SheetRead, SheetReader};
use crate::msg::Msg;
use xqprize_workbook::GridCell;
use xqprize_workbook::{Order, Workbook};

/// One group's reading: the sheet it is on, and how to read it.
pub(super) struct SheetJob {
    pub group: String,
    pub sheet: String,
    pub options: SheetOptions,
}

/// Read the sheets of `jobs`, in their order.
pub(super) fn read_sheets(workbook: &mut Workbook, jobs: &[SheetJob]) -> Vec<SheetRead> {
    jobs.iter().map(|job| read_sheet(workbook, job)).collect()
}

/// Read one sheet: its merged regions, then its rows.
pub(super) fn read_sheet(workbook: &mut Workbook, job: &SheetJob) -> SheetRead {
    match workbook.merges(&job.sheet) {
        Ok(merged) => read_rows(workbook, job, merged),
        Err(message) => failed(&job.sheet, message),
    }
}

/// Read the rows of one sheet whose merged regions are `merged`, streamed
/// where the format allows it.
pub(super) fn read_rows(
    workbook: &mut Workbook,
    job: &SheetJob,
    merged: Vec<Dimensions>,
) -> SheetRead {
    let name = job.sheet.as_str();
    let mut reader = SheetReader::new(name, job.options.clone(), merged.clone());
    let mut visit = |row: u32, cells: &mut Vec<GridCell>| reader.row(row, cells);
    match workbook.stream_rows(name, &mut visit) {
        Ok(Order::InOrder) => reader.finish(),
        Ok(Order::Disordered) => read_held(workbook, job, merged),
        Err(message) => failed(name, message),
    }
}

/// Read one sheet holding all its cells at once: for rows stored out of
/// order (no spreadsheet program does that).
pub(super) fn read_held(
    workbook: &mut Workbook,
    job: &SheetJob,
    merged: Vec<Dimensions>,
) -> SheetRead {
    let name = job.sheet.as_str();
    match workbook.grid(name) {
        Ok(grid) => {
            let mut reader = SheetReader::new(name, job.options.clone(), merged);
            for (row, cells) in grid.rows() {
                reader.row(row, cells);
            }
            reader.finish()
        }
        Err(message) => failed(name, message),
    }
}

/// A sheet that could not be read, and why.
pub(super) fn failed(sheet: &str, message: impl Into<Msg>) -> SheetRead {
    let mut problems = Problems::default();
    problems.push(Problem::sheet(sheet, message.into()));
    SheetRead {
        group: None,
        problems,
        warnings: Vec::new(),
    }
}
