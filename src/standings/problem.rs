//! What is wrong with a standings workbook: one `Problem` located by sheet,
//! cell and column; the `Problems` of a read, bounded; the `InputError` that
//! lists them; and the `Sink` where one sheet's messages gather.

use super::grid::a1;
use super::notice::Notice;
use super::{Column, Warning};
use std::fmt;
use std::path::PathBuf;

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
    pub(super) fn file(message: String) -> Problem {
        Problem {
            sheet: None,
            cell: None,
            column: None,
            message,
        }
    }

    /// A problem with a whole sheet.
    pub(super) fn sheet(sheet: &str, message: String) -> Problem {
        Problem {
            sheet: Some(sheet.to_string()),
            cell: None,
            column: None,
            message,
        }
    }
}

/// Where a sheet's messages go until the sheet is done.
pub struct Sink {
    pub sheet: String,
    pub problems: Problems,
    pub warnings: Vec<Warning>,
    /// Problems of the row being read, by sheet column, so they are
    /// listed left to right whatever order the cells are parsed in.
    pub row_problems: Vec<(u32, Problem)>,
}

impl Sink {
    /// A problem with one cell of the row being read.
    pub fn cell_problem(&mut self, row: u32, col: u32, column: Column, message: String) {
        self.row_problems.push((
            col,
            Problem {
                sheet: Some(self.sheet.clone()),
                cell: Some(a1(row, col)),
                column: Some(column.header().to_string()),
                message,
            },
        ));
    }

    /// Move the row's problems to the list, left to right.
    pub(super) fn end_row(&mut self) {
        self.row_problems.sort_by_key(|(col, _)| *col);
        for (_, problem) in self.row_problems.drain(..) {
            self.problems.push(problem);
        }
    }

    pub(super) fn problem(
        &mut self,
        cell: Option<String>,
        column: Option<Column>,
        message: String,
    ) {
        self.problems.push(Problem {
            sheet: Some(self.sheet.clone()),
            cell,
            column: column.map(|c| c.header().to_string()),
            message,
        });
    }

    /// A problem with one cell, told by a `Notice`.
    pub(super) fn notice_at(&mut self, row: u32, col: u32, column: Column, notice: Notice) {
        self.cell_problem(row, col, column, notice.to_string());
    }

    /// A warning about the whole sheet.
    pub(super) fn warn_sheet(&mut self, notice: Notice) {
        self.warnings.push(Warning {
            code: Some(notice.code()),
            sheet: self.sheet.clone(),
            row: None,
            column: None,
            message: notice.to_string(),
        });
    }

    pub fn warn(&mut self, row: u32, column: Column, message: String) {
        self.warnings.push(Warning {
            code: None,
            sheet: self.sheet.clone(),
            row: Some(row + 1),
            column: Some(column.header().to_string()),
            message,
        });
    }
}
