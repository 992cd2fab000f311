//! What every target does with the file it wrote: open it as a workbook
//! and take every sheet's merged regions and cells, as a program reading a
//! table from it would. Errors are answers; a panic, an abort or a hang is
//! a finding.

use xqprize_workbook::{Source, Workbook};

/// Read every sheet of the workbook at `source`, failing the run if the
/// reading panics.
pub fn read(source: &Source) {
    let outcome = std::panic::catch_unwind(|| {
        let Ok(mut workbook) = Workbook::open(source, |_| {}) else {
            return;
        };
        for sheet in workbook.sheet_names().to_vec() {
            let _ = workbook.merges(&sheet);
            let mut cells = 0usize;
            let _ = workbook.stream_rows(&sheet, &mut |_, row| cells += row.len());
            let _ = workbook.grid(&sheet);
        }
    });
    assert!(outcome.is_ok(), "reading the workbook panicked");
}
