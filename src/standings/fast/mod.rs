//! The speed path of reading: the same work as `plain`, on more threads
//! and with less parsing. Nothing here decides what a cell means; someone
//! learning how a standings sheet is understood (header, rows, cells,
//! merges) can skip this module. It is the Cargo feature `fast` (on by
//! default; `cargo test --no-default-features` builds without it), and
//! `XQPRIZE_THREADS=1` turns it off at run time; the tests compare both
//! paths on every committed workbook.
//!
//! What it does, and what each part gained when it came in (2 cores,
//! 100 000 + 25 000 noisy players, `cargo bench --bench scale`):
//! - an .xlsx sheet's merged cells are found in the bytes after its cells
//!   on a thread started as the workbook opens (`xqprize_workbook::fast`),
//!   instead of calamine parsing the sheet a second time for them: on a run
//!   of 12 500 players, 68 million instructions instead of several times
//!   that;
//! - the rows of a sheet are checked on a thread of their own while the
//!   file is parsed, and a second reader over the same file reads the
//!   smaller sheets meanwhile (`threads`): together they brought `run`
//!   from about 2.3 × calamine's one-thread streaming reader to 1.5 ×.

mod batch;
mod threads;

pub(super) use threads::read_sheets;
