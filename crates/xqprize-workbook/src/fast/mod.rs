//! The speed path of opening a workbook: an .xlsx sheet's merged cells are
//! found in the bytes after its cells (`xlsx_merges`) on a thread started
//! as the workbook opens (`early`), instead of calamine parsing the sheet a
//! second time for them: on a run of 12 500 rows, 68 million instructions
//! instead of several times that. Behind the `fast` feature; without it,
//! `Workbook::merges` gives the same regions.

mod early;
mod xlsx_merges;

use crate::Error;
use crate::base::Source;
use crate::workbook::Workbook;

pub use early::MergeFinder;

/// Open the workbook of `source` (`Workbook::open`), starting the search
/// for an .xlsx workbook's merged cells as soon as its parts are known to
/// be within the limits, so it runs while the workbook reader reads the
/// shared strings; with the finder that gives them (for .xlsx only).
pub fn open(source: &Source) -> Result<(Workbook, Option<MergeFinder>), Error> {
    let mut finder = None;
    let workbook = Workbook::open(source, |checked| {
        finder = Some(MergeFinder::start(checked));
    })?;
    let finder = finder.filter(|_| workbook.is_xlsx());
    Ok((workbook, finder))
}
