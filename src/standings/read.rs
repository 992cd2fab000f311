//! Reading the standings workbook (docs/input.md) into `Standings`: headers matched
//! by name, every cell parsed and checked, every problem collected.
//!
//! How it reads, where docs/input.md leaves room:
//! - the header row is the first of the first 20 rows naming 名次, 编号 and
//!   姓名 (title rows and merged cells above it are skipped);
//! - a row whose known columns are all blank is skipped, wherever it is;
//! - places follow competition ranking: they start at 1, and m players
//!   sharing place k are followed by place k + m; a gap or a wrong
//!   continuation is an error, since money would go to the wrong place;
//! - a row with an unreadable cell still takes part in the 编号 and 名次
//!   checks, so one pass reports everything;
//! - at most `MAX_PROBLEMS` problems are listed, the rest counted;
//! - sheets beyond Excel's size limits are refused (`workbook`).

use super::grid::GridCell;
use super::problem::{Problem, Problems};
use super::sheet::SheetReader;
use super::workbook::{Order, Source, Workbook};
use super::{Standings, Warning};
use std::path::Path;

pub use super::problem::{InputError, MAX_PROBLEMS};

/// What reading gives: the standings and what is worth a look.
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    pub standings: Standings,
    pub warnings: Vec<Warning>,
}

/// Read the sheets named `sheets` of the workbook at `path`, in that order.
pub fn read_standings<S: AsRef<str>>(path: &Path, sheets: &[S]) -> Result<Read, InputError> {
    read_source(&Source::File(path.to_path_buf()), sheets)
}

/// Read the sheets named `sheets` of a workbook held in memory; `name` (the
/// file name it was uploaded as) names it in messages, and its extension
/// says which format is tried first.
pub fn read_standings_bytes<S: AsRef<str>>(
    name: &str,
    bytes: Vec<u8>,
    sheets: &[S],
) -> Result<Read, InputError> {
    read_source(
        &Source::Bytes {
            name: name.to_string(),
            bytes: bytes.into(),
        },
        sheets,
    )
}

fn read_source<S: AsRef<str>>(source: &Source, sheets: &[S]) -> Result<Read, InputError> {
    let fail = |problems: Vec<Problem>| InputError {
        file: source.path(),
        problems,
    };
    let mut workbook = Workbook::open(source).map_err(|m| fail(vec![Problem::file(m)]))?;
    let mut problems = Problems::default();
    let mut warnings = Vec::new();
    let mut standings = Standings::default();
    for wanted in sheets {
        let wanted = wanted.as_ref();
        let Some(name) = workbook.find_sheet(wanted).map(str::to_string) else {
            let have = workbook.sheet_names().join(", ");
            problems.push(Problem::sheet(
                wanted,
                format!("no such sheet in the workbook (it has: {have})"),
            ));
            continue;
        };
        let is_1904 = workbook.is_1904();
        let mut reader = SheetReader::new(wanted, is_1904);
        let order = {
            let mut visit = |row: u32, cells: &[GridCell]| reader.row(row, cells);
            workbook.stream_rows(&name, &mut visit)
        };
        let reader = match order {
            Ok(Order::InOrder) => reader,
            // Rows stored out of order: read again, holding the sheet.
            Ok(Order::Disordered) => match workbook.grid(&name) {
                Ok(grid) => {
                    let mut reader = SheetReader::new(wanted, is_1904);
                    for (row, cells) in grid.rows() {
                        reader.row(row, cells);
                    }
                    reader
                }
                Err(message) => {
                    problems.push(Problem::sheet(wanted, message));
                    continue;
                }
            },
            Err(message) => {
                problems.push(Problem::sheet(wanted, message));
                continue;
            }
        };
        let sheet = reader.finish();
        problems.absorb(sheet.problems);
        warnings.extend(sheet.warnings);
        if let Some(group) = sheet.group {
            standings.groups.push(group);
        }
    }
    if problems.total() > 0 {
        return Err(fail(problems.into_vec()));
    }
    Ok(Read {
        standings,
        warnings,
    })
}
