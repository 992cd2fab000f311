//! Reading the standings workbook (SPEC §6) into `Standings`: headers matched
//! by name, every cell parsed and checked, every problem collected.
//!
//! How it reads, where SPEC §6 leaves room:
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
use super::sheet::SheetReader;
use super::workbook::{Order, Source, Workbook};
use super::{Standings, Warning};
use crate::rules::Group;
use std::fmt;
use std::path::{Path, PathBuf};

/// One thing wrong with the input, located as precisely as it can be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub sheet: Option<String>,
    /// A1-style cell reference, e.g. "F17".
    pub cell: Option<String>,
    /// The column header, e.g. "出生日期".
    pub column: Option<String>,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.sheet, &self.cell) {
            (Some(s), Some(c)) => write!(f, "{s}!{c}")?,
            (Some(s), None) => write!(f, "{s}")?,
            _ => {}
        }
        if let Some(col) = &self.column {
            write!(f, " ({col})")?;
        }
        if self.sheet.is_some() || self.column.is_some() {
            f.write_str(": ")?;
        }
        f.write_str(&self.message)
    }
}

/// A standings workbook that cannot be used, with every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct InputError {
    pub file: PathBuf,
    pub problems: Vec<Problem>,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.problems.len();
        write!(
            f,
            "{}: {n} problem{}",
            self.file.display(),
            if n == 1 { "" } else { "s" }
        )?;
        for p in &self.problems {
            write!(f, "\n  {}: {p}", self.file.display())?;
        }
        Ok(())
    }
}

/// What reading gives: the standings and what is worth a look.
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    pub standings: Standings,
    pub warnings: Vec<Warning>,
}

/// At most this many problems are listed; the rest are counted.
pub const MAX_PROBLEMS: usize = 50;

/// The problems found so far: the first `MAX_PROBLEMS` kept, the rest
/// counted, so a badly broken file cannot fill memory with messages.
#[derive(Debug, Default)]
pub struct Problems {
    kept: Vec<Problem>,
    more: usize,
}

impl Problems {
    pub fn push(&mut self, problem: Problem) {
        if self.kept.len() < MAX_PROBLEMS {
            self.kept.push(problem);
        } else {
            self.more += 1;
        }
    }

    /// Add the problems of one sheet.
    pub fn absorb(&mut self, other: Problems) {
        for problem in other.kept {
            self.push(problem);
        }
        self.more += other.more;
    }

    /// How many problems were found, listed or not.
    pub fn total(&self) -> usize {
        self.kept.len() + self.more
    }

    /// The listed problems, with a last line counting the others.
    pub fn into_vec(self) -> Vec<Problem> {
        let mut list = self.kept;
        if self.more > 0 {
            list.push(Problem {
                sheet: None,
                cell: None,
                column: None,
                message: format!(
                    "and {} more problem{}",
                    self.more,
                    if self.more == 1 { "" } else { "s" }
                ),
            });
        }
        list
    }
}

impl Problem {
    /// A problem with the file as a whole.
    fn file(message: String) -> Problem {
        Problem {
            sheet: None,
            cell: None,
            column: None,
            message,
        }
    }

    /// A problem with a whole sheet.
    fn sheet(sheet: &str, message: String) -> Problem {
        Problem {
            sheet: Some(sheet.to_string()),
            cell: None,
            column: None,
            message,
        }
    }
}

/// Read the group sheets named by `groups`, in that order.
pub fn read_standings(path: &Path, groups: &[Group]) -> Result<Read, InputError> {
    read_standings_from(Source::File(path), groups)
}

/// Read the group sheets named by `groups` from a file or from memory.
pub fn read_standings_from(source: Source<'_>, groups: &[Group]) -> Result<Read, InputError> {
    let fail = |problems: Vec<Problem>| InputError {
        file: source.name().to_path_buf(),
        problems,
    };
    let mut workbook = Workbook::open_source(source).map_err(|m| fail(vec![Problem::file(m)]))?;
    let mut problems = Problems::default();
    let mut warnings = Vec::new();
    let mut standings = Standings::default();
    for group in groups {
        let Some(name) = workbook.find_sheet(&group.sheet).map(str::to_string) else {
            let have = workbook.sheet_names().join(", ");
            problems.push(Problem::sheet(
                &group.sheet,
                format!("no such sheet in the workbook (it has: {have})"),
            ));
            continue;
        };
        let is_1904 = workbook.is_1904();
        let mut reader = SheetReader::new(&group.sheet, is_1904);
        let order = {
            let mut visit = |row: u32, cells: &[GridCell]| reader.row(row, cells);
            workbook.stream_rows(&name, &mut visit)
        };
        let reader = match order {
            Ok(Order::InOrder) => reader,
            // Rows stored out of order: read again, holding the sheet.
            Ok(Order::Disordered) => match workbook.grid(&name) {
                Ok(grid) => {
                    let mut reader = SheetReader::new(&group.sheet, is_1904);
                    for (row, cells) in grid.rows() {
                        reader.row(row, cells);
                    }
                    reader
                }
                Err(message) => {
                    problems.push(Problem::sheet(&group.sheet, message));
                    continue;
                }
            },
            Err(message) => {
                problems.push(Problem::sheet(&group.sheet, message));
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
