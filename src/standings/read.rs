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
//! - the same problem in many rows of one column is one entry naming
//!   every row (`Problems`); nothing is left out;
//! - sheets beyond Excel's size limits are refused (`workbook`).

use super::grid::GridCell;
use super::sheet::SheetReader;
use super::workbook::{Order, Workbook};
use super::{Standings, Warning};
use crate::msg::{self, Lang, Msg, text};
use crate::rules::Group;
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

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

/// In the language chosen for the process.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::current()))
    }
}

/// A standings workbook that cannot be used, with every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
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

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::current()))
    }
}

/// What reading gives: the standings and what is worth a look.
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    pub standings: Standings,
    pub warnings: Vec<Warning>,
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
    pub fn file(message: Msg) -> Problem {
        Problem {
            sheet: None,
            cell: None,
            column: None,
            message,
            rows: Vec::new(),
        }
    }

    /// A problem with a whole sheet.
    pub fn sheet(sheet: &str, message: Msg) -> Problem {
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

/// Read the group sheets named by `groups`, in that order.
pub fn read_standings(path: &Path, groups: &[Group]) -> Result<Read, InputError> {
    let fail = |problems: Vec<Problem>| InputError {
        file: path.to_path_buf(),
        problems,
    };
    let mut workbook = Workbook::open(path).map_err(|m| fail(vec![Problem::file(m)]))?;
    let mut problems = Problems::default();
    let mut warnings = Vec::new();
    let mut standings = Standings::default();
    for group in groups {
        let Some(name) = workbook.find_sheet(&group.sheet).map(str::to_string) else {
            problems.push(Problem::sheet(
                &group.sheet,
                Msg::SheetMissing {
                    group: group.sheet.clone(),
                    have: workbook.sheet_names().to_vec(),
                },
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
