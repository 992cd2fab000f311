//! The speed path of reading: the same work as `plain`, on more threads
//! and with less parsing. Nothing here decides what a cell means; someone
//! learning how a standings sheet is understood (header, rows, cells,
//! merges) can skip this module. `XQPRIZE_THREADS=1` turns it off, and the
//! tests compare both paths on every committed workbook.
//!
//! What it does, and what each part gained when it came in (2 cores,
//! 100 000 + 25 000 noisy players, `cargo bench --bench scale`):
//! - an .xlsx sheet's merged cells are found in the bytes after its cells
//!   (`xlsx_merges`) on a thread started as the workbook opens, instead of
//!   calamine parsing the sheet a second time for them: on a run of 12 500
//!   players, 68 million instructions instead of several times that;
//! - the rows of a sheet are checked on a thread of their own while the
//!   file is parsed, and a second reader over the same file reads the
//!   smaller sheets meanwhile (`threads`): together they brought `run`
//!   from about 2.3 × calamine's one-thread streaming reader to 1.5 ×.

mod batch;
mod early;
mod threads;
mod xlsx_merges;

use super::workbook::{Source, Workbook};
use crate::msg::Msg;

pub(super) use early::MergeFinder;
pub(super) use threads::read_sheets;

/// Open the workbook of `source` (`Workbook::open`), starting the search
/// for an .xlsx workbook's merged cells as soon as its parts are known to
/// be within the limits, so it runs while the workbook reader reads the
/// shared strings; with the finder that gives them (for .xlsx only).
pub(super) fn open(source: &Source) -> Result<(Workbook, Option<MergeFinder>), Msg> {
    let mut finder = None;
    let workbook = Workbook::open(source, |checked| {
        finder = Some(MergeFinder::start(checked));
    })?;
    let finder = finder.filter(|_| workbook.is_xlsx());
    Ok((workbook, finder))
}
