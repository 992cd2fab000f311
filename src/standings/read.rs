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
use super::notice::Notice;
use super::sheet::{OnlyGroup, SheetOptions, SheetRead, SheetReader};
use super::workbook::{Order, Workbook};
use super::{Column, Region, Standings, Warning, squeeze};
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

/// What the command line and the rules file say about reading: which
/// sheet is which group, and more names for headers and regions.
#[derive(Debug, Clone, Default)]
pub struct ReadOptions {
    /// `--sheet GROUP=SHEET`: (group, sheet).
    pub sheets: Vec<(String, String)>,
    /// Header names the rules file adds: (name, column).
    pub header_aliases: Vec<(String, Column)>,
    /// 地区 spellings the rules file adds.
    pub region_aliases: Vec<(String, Region)>,
}

/// Where a group's rows are.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Source {
    /// A sheet of its own.
    Sheet(String),
    /// The rows of a sheet holding every group, by its 组别 column.
    Shared(String),
}

/// Whether the sheet `name` could be the group `group`'s: its name, spaces
/// removed, is the group's or begins with it (and not with a longer
/// group's name that also fits).
fn could_be(name: &str, group: &str, groups: &[String]) -> bool {
    let (n, g) = (squeeze(name), squeeze(group));
    if n == g {
        return true;
    }
    n.starts_with(&g)
        && !groups.iter().any(|other| {
            let o = squeeze(other);
            o.len() > g.len() && n.starts_with(&o)
        })
}

/// Read the group sheets named by `groups`, in that order.
pub fn read_standings(path: &Path, groups: &[Group]) -> Result<Read, InputError> {
    read_standings_with(path, groups, &ReadOptions::default())
}

/// Read the groups named by `groups`, in that order, as `options` say.
pub fn read_standings_with(
    path: &Path,
    groups: &[Group],
    options: &ReadOptions,
) -> Result<Read, InputError> {
    let fail = |problems: Vec<Problem>| InputError {
        file: path.to_path_buf(),
        problems,
    };
    let mut workbook = Workbook::open(path).map_err(|m| fail(vec![Problem::file(m)]))?;
    let mut problems = Problems::default();
    let mut warnings = Vec::new();
    let mut standings = Standings::default();
    let names: Vec<String> = workbook.sheet_names().to_vec();
    let group_names: Vec<String> = groups.iter().map(|g| g.sheet.clone()).collect();
    let base = SheetOptions {
        is_1904: workbook.is_1904(),
        header_aliases: options
            .header_aliases
            .iter()
            .map(|(name, column)| (squeeze(name).to_lowercase(), *column))
            .collect(),
        region_aliases: options
            .region_aliases
            .iter()
            .map(|(name, region)| (squeeze(name), *region))
            .collect(),
        only_group: None,
    };

    // Which sheet is each group's.
    let mut plan: Vec<(&str, Option<Source>)> = Vec::new();
    for group in &group_names {
        let chosen = options
            .sheets
            .iter()
            .find(|(g, _)| squeeze(g) == squeeze(group));
        let source = if let Some((_, sheet)) = chosen {
            match names
                .iter()
                .find(|n| *n == sheet)
                .or_else(|| names.iter().find(|n| squeeze(n) == squeeze(sheet)))
            {
                Some(name) => Some(Source::Sheet(name.clone())),
                None => {
                    let notice = Notice::ChosenSheetMissing {
                        group: group.clone(),
                        sheet: sheet.clone(),
                        have: names.clone(),
                    };
                    problems.push(Problem::sheet(group, notice.to_string()));
                    plan.push((group, None));
                    continue;
                }
            }
        } else {
            let candidates: Vec<&String> = names
                .iter()
                .filter(|n| could_be(n, group, &group_names))
                .collect();
            match candidates[..] {
                [one] => Some(Source::Sheet(one.clone())),
                [] => None,
                _ => {
                    let notice = Notice::TwoSheets {
                        group: group.clone(),
                        sheets: candidates.into_iter().cloned().collect(),
                    };
                    problems.push(Problem::sheet(group, notice.to_string()));
                    plan.push((group, None));
                    continue;
                }
            }
        };
        if let Some(Source::Sheet(name)) = &source {
            if name != group {
                warnings.push(Warning {
                    sheet: name.clone(),
                    row: None,
                    column: None,
                    message: Notice::SheetMatched {
                        group: group.clone(),
                        sheet: name.clone(),
                    }
                    .to_string(),
                });
            }
        }
        plan.push((group, source.or(Some(Source::Shared(String::new())))));
    }
    // Groups without a sheet: one sheet holding every group, by 组别.
    if plan
        .iter()
        .any(|(_, s)| *s == Some(Source::Shared(String::new())))
    {
        let used: Vec<&String> = plan
            .iter()
            .filter_map(|(_, s)| match s {
                Some(Source::Sheet(n)) => Some(n),
                _ => None,
            })
            .collect();
        let mut shared = Vec::new();
        for name in names.iter().filter(|n| !used.contains(n)) {
            let peek = SheetOptions {
                only_group: Some(OnlyGroup {
                    group: String::new(),
                    all: group_names.clone(),
                    reports: false,
                }),
                ..base.clone()
            };
            let read = read_sheet(&mut workbook, name, peek);
            if read
                .group
                .is_some_and(|g| g.columns.contains(&Column::Group))
            {
                shared.push(name.clone());
            }
        }
        for (group, source) in &mut plan {
            if *source != Some(Source::Shared(String::new())) {
                continue;
            }
            match &shared[..] {
                [one] => *source = Some(Source::Shared(one.clone())),
                [] => {
                    let notice = Notice::NoSheet {
                        group: group.to_string(),
                        have: names.clone(),
                    };
                    problems.push(Problem::sheet(group, notice.to_string()));
                    *source = None;
                }
                _ => {
                    let notice = Notice::TwoSheets {
                        group: group.to_string(),
                        sheets: shared.clone(),
                    };
                    problems.push(Problem::sheet(group, notice.to_string()));
                    *source = None;
                }
            }
        }
    }

    let mut reported: Vec<String> = Vec::new();
    for (group, source) in plan {
        let (name, only_group) = match source {
            None => continue,
            Some(Source::Sheet(name)) => (name, None),
            Some(Source::Shared(name)) => {
                let reports = !reported.contains(&name);
                reported.push(name.clone());
                warnings.push(Warning {
                    sheet: name.clone(),
                    row: None,
                    column: None,
                    message: Notice::GroupFromSheet {
                        group: group.to_string(),
                        sheet: name.clone(),
                    }
                    .to_string(),
                });
                let only = OnlyGroup {
                    group: group.to_string(),
                    all: group_names.clone(),
                    reports,
                };
                (name, Some(only))
            }
        };
        let sheet_options = SheetOptions {
            only_group,
            ..base.clone()
        };
        let sheet = read_sheet(&mut workbook, &name, sheet_options);
        problems.absorb(sheet.problems);
        warnings.extend(sheet.warnings);
        if let Some(mut read) = sheet.group {
            read.sheet = group.to_string();
            standings.groups.push(read);
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

/// Read one sheet, streamed where the file allows it.
fn read_sheet(workbook: &mut Workbook, name: &str, options: SheetOptions) -> SheetRead {
    let failed = |message: String| {
        let mut problems = Problems::default();
        problems.push(Problem::sheet(name, message));
        SheetRead {
            group: None,
            problems,
            warnings: Vec::new(),
        }
    };
    let merged = match workbook.merges(name) {
        Ok(merged) => merged,
        Err(message) => return failed(message),
    };
    let mut reader = SheetReader::new(name, options.clone(), merged.clone());
    let order = {
        let mut visit = |row: u32, cells: &[GridCell]| reader.row(row, cells);
        workbook.stream_rows(name, &mut visit)
    };
    match order {
        Ok(Order::InOrder) => reader.finish(),
        // Rows stored out of order: read again, holding the sheet.
        Ok(Order::Disordered) => match workbook.grid(name) {
            Ok(grid) => {
                let mut reader = SheetReader::new(name, options, merged);
                for (row, cells) in grid.rows() {
                    reader.row(row, cells);
                }
                reader.finish()
            }
            Err(message) => failed(message),
        },
        Err(message) => failed(message),
    }
}
