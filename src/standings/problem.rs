//! What is wrong with a standings workbook: one `Problem` located by sheet,
//! cell and column (or the same problem down several rows of a column); the
//! `Problems` of a read, grouped so that none is left out; the `InputError`
//! that lists them; and the `Sink` where one sheet's messages gather.

use super::{Column, Warning};
use crate::msg::{self, Lang, Msg, text};
use std::collections::HashMap;
use std::path::PathBuf;
use xqprize_workbook::a1;

/// One thing wrong with the input, located as precisely as it can be; or
/// the same thing wrong in several rows of one column (`rows`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub sheet: Option<String>,
    /// A1-style cell reference, e.g. "F17".
    pub cell: Option<String>,
    /// The column header, e.g. "出生日期".
    pub column: Option<String>,
    pub message: Msg,
    /// When the same problem is in several rows of the column: every
    /// 1-based row (the first is `cell`'s).
    pub rows: Vec<u32>,
}

impl Problem {
    /// "公开组!A263（名次）：「…」不是名次。…", or for a group
    /// "公开组 名次列第2–381行（共380行）：「第N名」不是名次。…".
    pub fn render(&self, lang: Lang) -> String {
        let at = if self.rows.len() > 1 {
            text::rows_place(
                self.sheet.as_deref().unwrap_or(""),
                self.column.as_deref(),
                &self.rows,
                lang,
            )
        } else {
            text::place(
                self.sheet.as_deref(),
                self.cell.as_deref(),
                self.column.as_deref(),
                lang,
            )
        };
        if at.is_empty() {
            self.message.render(lang)
        } else {
            format!("{at}{}{}", text::colon(lang), self.message.render(lang))
        }
    }
}

/// A standings workbook that cannot be used, with every problem found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    pub file: PathBuf,
    pub problems: Vec<Problem>,
}

impl InputError {
    /// "名次表.xlsx：3 处问题" and one line per problem, naming the file.
    pub fn render(&self, lang: Lang) -> String {
        let n = self.problems.len();
        let file = self.file.display();
        let mut s = match lang {
            Lang::Zh => format!("{file}：{n} 处问题"),
            Lang::En => format!("{file}: {n} problem{}", if n == 1 { "" } else { "s" }),
        };
        for p in &self.problems {
            s.push_str(&format!(
                "\n  {file}{}{}",
                text::colon(lang),
                p.render(lang)
            ));
        }
        s
    }
}

/// The problems found so far. The same problem in many rows of one column
/// (the same kind, the same value or the same value but for its digits:
/// 第3名, 第4名 …) is kept once with all its rows, so a badly broken file
/// gives a few lines, every row named, none left out.
#[derive(Debug, Default)]
pub struct Problems {
    kept: Vec<Problem>,
    /// (sheet, column letters, code, value pattern) → index in `kept`.
    groups: HashMap<(String, String, &'static str, String), usize>,
}

impl Problems {
    pub fn push(&mut self, problem: Problem) {
        let key = problem.group_key();
        if let Some(key) = key.clone()
            && let Some(&i) = self.groups.get(&key)
        {
            let kept = &mut self.kept[i];
            kept.rows.extend(problem.rows);
            if kept.message.value() != problem.message.value() {
                // Different values of one pattern: show the pattern.
                kept.message = kept.message.with_value(key.3);
            }
            return;
        }
        if let Some(key) = key {
            self.groups.insert(key, self.kept.len());
        }
        self.kept.push(problem);
    }

    /// Add the problems of one sheet.
    pub fn absorb(&mut self, other: Problems) {
        for problem in other.kept {
            self.push(problem);
        }
    }

    /// How many lines the problems take.
    pub fn total(&self) -> usize {
        self.kept.len()
    }

    /// Every problem, grouped, in the order first found.
    pub fn into_vec(self) -> Vec<Problem> {
        self.kept
    }
}

impl Problem {
    /// A problem with the file as a whole.
    pub(super) fn file(message: Msg) -> Problem {
        Problem {
            sheet: None,
            cell: None,
            column: None,
            message,
            rows: Vec::new(),
        }
    }

    /// A problem found after reading, at the cell of `column` in the 1-based
    /// `row` of `sheet` (`col`: its 0-based sheet column, when known).
    pub fn at_cell(
        sheet: &str,
        row: u32,
        col: Option<u32>,
        column: Column,
        message: Msg,
    ) -> Problem {
        Problem {
            sheet: Some(sheet.to_string()),
            cell: col.map(|col| a1(row.saturating_sub(1), col)),
            column: Some(column.header().to_string()),
            message,
            rows: vec![row],
        }
    }

    /// A problem with a whole sheet.
    pub(super) fn sheet(sheet: &str, message: Msg) -> Problem {
        Problem {
            sheet: Some(sheet.to_string()),
            ..Problem::file(message)
        }
    }

    /// A cell's problem that may stand for the same problem in other rows
    /// of its column: a value that cannot be read, or a blank.
    fn group_key(&self) -> Option<(String, String, &'static str, String)> {
        let cell = self.cell.as_ref()?;
        let letters: String = cell
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        let pattern = match (&self.message, self.message.value()) {
            (_, Some(value)) => msg::pattern(value),
            (Msg::CellBlank, None) => String::new(),
            (Msg::NoDuplicate { no, first }, None) => format!("{no}@{first}"),
            _ => return None,
        };
        Some((
            self.sheet.clone().unwrap_or_default(),
            letters,
            self.message.code(),
            pattern,
        ))
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
    pub fn cell_problem(&mut self, row: u32, col: u32, column: Column, message: Msg) {
        self.row_problems.push((
            col,
            Problem {
                sheet: Some(self.sheet.clone()),
                cell: Some(a1(row, col)),
                column: Some(column.header().to_string()),
                message,
                rows: vec![row + 1],
            },
        ));
    }

    /// As `cell_problem`, in a column the rules name by its header (a
    /// committee's mark column), not one of the reader's `Column`s.
    pub fn header_problem(&mut self, row: u32, col: u32, header: &str, message: Msg) {
        self.row_problems.push((
            col,
            Problem {
                sheet: Some(self.sheet.clone()),
                cell: Some(a1(row, col)),
                column: Some(header.to_string()),
                message,
                rows: vec![row + 1],
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

    pub(super) fn problem(&mut self, cell: Option<String>, column: Option<Column>, message: Msg) {
        self.problems.push(Problem {
            sheet: Some(self.sheet.clone()),
            cell,
            column: column.map(|c| c.header().to_string()),
            message,
            rows: Vec::new(),
        });
    }

    /// A warning about the whole sheet.
    pub(super) fn warn_sheet(&mut self, notice: Msg) {
        self.warnings.push(Warning {
            sheet: self.sheet.clone(),
            row: None,
            column: None,
            message: notice,
        });
    }

    pub fn warn(&mut self, row: u32, column: Column, message: Msg) {
        self.warnings.push(Warning {
            sheet: self.sheet.clone(),
            row: Some(row + 1),
            column: Some(column.header().to_string()),
            message,
        });
    }
}
