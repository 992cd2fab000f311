//! Reading the standings workbook (SPEC §6) into `Standings`: headers matched
//! by name, every cell parsed and checked, every problem collected.

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

/// Read the group sheets named by `groups`, in that order.
pub fn read_standings(path: &Path, _groups: &[Group]) -> Result<Read, InputError> {
    Err(InputError {
        file: path.to_path_buf(),
        problems: vec![Problem {
            sheet: None,
            cell: None,
            column: None,
            message: "reading workbooks is not available yet".to_string(),
        }],
    })
}
