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
//! - the same problem in many rows of one column is one entry naming
//!   every row (`Problems`); nothing is left out;
//! - sheets beyond Excel's size limits are refused (`workbook`).

#[cfg(feature = "fast")]
use super::fast;
use super::plain::{self, SheetJob};
use super::problem::{Problem, Problems};
use super::sheet::{OnlyGroup, SheetOptions};
use super::{Column, Regions, Standings, Warning};
use crate::msg::Msg;
use crate::threads::Threads;
use crate::vocab::key;
use xqprize_workbook::Workbook;

pub use super::problem::InputError;
pub use xqprize_workbook::Source;

/// What reading gives: the standings and what is worth a look.
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    pub standings: Standings,
    pub warnings: Vec<Warning>,
}

/// What the command line and the rules file say about reading: which
/// sheet is which group, more names for headers and regions, and the
/// run's thread policy.
#[derive(Debug, Clone, Default)]
pub struct ReadOptions {
    /// `--sheet GROUP=SHEET`: (group, sheet).
    pub sheets: Vec<(String, String)>,
    /// Header names the rules file adds: (name, column).
    pub header_aliases: Vec<(String, Column)>,
    /// The event's regions (`[regions]` of the rules file); none: 地区 is free text.
    pub regions: Regions,
    /// Headers of columns whose cells mark players for a committee award
    /// (`[[awards]] column`), as the rules file writes them.
    pub marks: Vec<String>,
    /// Headers of columns read as text of their own (`[[teams]]
    /// team_column = "队名"`), as the rules file writes them.
    pub texts: Vec<String>,
    /// The header of the column holding each payee's identity document
    /// (`id_document = { column = … }`), as the rules file writes it.
    pub document: Option<String>,
    /// The event's day (`event_year`, `age_date`): a birth date after it
    /// is an error; none when the rules cannot say it.
    pub event_day: Option<super::EventDay>,
    /// `Threads::One`: the plain path, one sheet after another on this
    /// thread, instead of the speed path (`fast`); the front end decides
    /// it for the whole run (`XQPRIZE_THREADS=1`).
    pub threads: Threads,
}

/// Whether the sheet `name` could be the group `group`'s: its name, spaces
/// removed, is the group's or begins with it (and not with a longer
/// group's name that also fits).
fn could_be(name: &str, group: &str, groups: &[String]) -> bool {
    let (n, g) = (key(name), key(group));
    if n == g {
        return true;
    }
    n.starts_with(&*g)
        && !groups.iter().any(|other| {
            let o = key(other);
            o.len() > g.len() && n.starts_with(&*o)
        })
}

/// The sheet the group `group` has to itself: the one `--sheet` chose
/// (`chosen`: (group, sheet)), or else the one sheet whose name could be
/// its (`could_be`); `None` when no sheet's name could be.
fn own_sheet(
    group: &str,
    chosen: &[(String, String)],
    names: &[String],
    groups: &[String],
) -> Result<Option<String>, Msg> {
    if let Some((_, sheet)) = chosen.iter().find(|(g, _)| key(g) == key(group)) {
        let found = (names.iter().find(|n| *n == sheet))
            .or_else(|| names.iter().find(|n| key(n) == key(sheet)));
        return found.cloned().map(Some).ok_or(Msg::ChosenSheetMissing {
            group: group.to_string(),
            sheet: sheet.clone(),
            have: names.to_vec(),
        });
    }
    let candidates: Vec<&String> = names
        .iter()
        .filter(|n| could_be(n, group, groups))
        .collect();
    match candidates[..] {
        [one] => Ok(Some(one.clone())),
        [] => Ok(None),
        _ => Err(Msg::TwoSheets {
            group: group.to_string(),
            sheets: candidates.into_iter().cloned().collect(),
        }),
    }
}

/// A warning about the whole sheet `sheet`.
fn sheet_warning(sheet: &str, message: Msg) -> Warning {
    Warning {
        sheet: sheet.to_string(),
        row: None,
        column: None,
        message,
    }
}

/// Read the groups named `sheets`, in that order, from the workbook of
/// `source` (a file, or an upload whose name names it in messages and whose
/// extension says which format is tried first), as `options` say (which
/// sheet is which group, more header names and 地区 spellings).
pub fn read_standings<S: AsRef<str>>(
    source: &Source,
    sheets: &[S],
    options: &ReadOptions,
) -> Result<Read, InputError> {
    read_as(source, sheets, options, Reading::chosen(options))
}

/// Which way a workbook is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// One sheet after another on this thread, as calamine reads them (`plain`).
    Plain,
    /// The speed path (`fast`), with at most `readers` readers over the file.
    #[cfg(feature = "fast")]
    Fast { readers: usize },
}

impl Reading {
    /// The plain path when `options` allow one thread only or the program
    /// is built without the speed path, else the speed path with a reader
    /// for each core, up to two.
    fn chosen(options: &ReadOptions) -> Reading {
        if options.threads == Threads::One {
            return Reading::Plain;
        }
        #[cfg(feature = "fast")]
        {
            Reading::Fast {
                readers: options.threads.workers().min(2),
            }
        }
        #[cfg(not(feature = "fast"))]
        Reading::Plain
    }
}

/// Without the speed path, no search for merged cells runs beside the
/// reading.
#[cfg(not(feature = "fast"))]
type MergeFinder = std::convert::Infallible;
#[cfg(feature = "fast")]
use xqprize_workbook::fast::MergeFinder;

/// `read_standings`, read as `reading` says.
fn read_as<S: AsRef<str>>(
    source: &Source,
    sheets: &[S],
    options: &ReadOptions,
    reading: Reading,
) -> Result<Read, InputError> {
    let fail = |problems: Vec<Problem>| InputError {
        file: source.path(),
        problems,
    };
    let opened = match reading {
        Reading::Plain => Workbook::open(source, |_| {}).map(|workbook| (workbook, None)),
        #[cfg(feature = "fast")]
        Reading::Fast { .. } => xqprize_workbook::fast::open(source),
    };
    #[cfg_attr(not(feature = "fast"), allow(unused_variables))]
    let (mut workbook, finder): (Workbook, Option<MergeFinder>) =
        opened.map_err(|m| fail(vec![Problem::file(m.into())]))?;
    let mut problems = Problems::default();
    let mut warnings = Vec::new();
    let names: Vec<String> = workbook.sheet_names().to_vec();
    let group_names: Vec<String> = sheets.iter().map(|g| g.as_ref().to_string()).collect();
    let base = SheetOptions {
        is_1904: workbook.is_1904(),
        header_aliases: options
            .header_aliases
            .iter()
            .map(|(name, column)| (key(name).to_lowercase(), *column))
            .collect(),
        regions: options.regions.clone(),
        only_group: None,
        marks: options.marks.clone(),
        texts: options.texts.clone(),
        document: options.document.clone(),
        document_in_id: false,
        event_day: options.event_day,
    };

    // Each group's own sheet, or none (its rows are on the sheet holding
    // every group); a group whose sheet cannot be told is left out.
    let mut own: Vec<(&str, Option<String>)> = Vec::new();
    for group in &group_names {
        match own_sheet(group, &options.sheets, &names, &group_names) {
            Ok(sheet) => {
                // A sheet named as the group once folded (公開組 for 公开组)
                // is the group's own: nothing to warn of.
                if let Some(name) = sheet.as_ref().filter(|name| key(name) != key(group)) {
                    let matched = Msg::SheetMatched {
                        group: group.clone(),
                        sheet: name.clone(),
                    };
                    warnings.push(sheet_warning(name, matched));
                }
                own.push((group, sheet));
            }
            Err(notice) => problems.push(Problem::sheet(group, notice)),
        }
    }
    // The sheets, not any group's own, that hold every group by 组别.
    let mut shared = Vec::new();
    if own.iter().any(|(_, sheet)| sheet.is_none()) {
        let peek = SheetOptions {
            only_group: Some(OnlyGroup {
                group: String::new(),
                all: group_names.clone(),
                reports: false,
            }),
            ..base.clone()
        };
        for name in names
            .iter()
            .filter(|n| !own.iter().any(|(_, s)| s.as_ref() == Some(n)))
        {
            let job = SheetJob {
                group: String::new(),
                sheet: name.clone(),
                options: peek.clone(),
            };
            let read = plain::read_sheet(&mut workbook, &job);
            if read
                .group
                .is_some_and(|g| g.columns.contains(&Column::Group))
            {
                shared.push(name.clone());
            }
        }
    }

    // The shared sheet's first group lists what concerns the whole sheet.
    let mut reports = true;
    let mut jobs: Vec<SheetJob> = Vec::new();
    for (group, sheet) in own {
        let (name, only_group) = match (sheet, &shared[..]) {
            (Some(name), _) => (name, None),
            (None, [name]) => {
                let from = Msg::GroupFromSheet {
                    group: group.to_string(),
                    sheet: name.clone(),
                };
                warnings.push(sheet_warning(name, from));
                let only = OnlyGroup {
                    group: group.to_string(),
                    all: group_names.clone(),
                    reports: std::mem::replace(&mut reports, false),
                };
                (name.clone(), Some(only))
            }
            (None, []) => {
                let have = names.clone();
                let notice = Msg::NoSheet {
                    group: group.to_string(),
                    have,
                };
                problems.push(Problem::sheet(group, notice));
                continue;
            }
            (None, several) => {
                let notice = Msg::TwoSheets {
                    group: group.to_string(),
                    sheets: several.to_vec(),
                };
                problems.push(Problem::sheet(group, notice));
                continue;
            }
        };
        jobs.push(SheetJob {
            group: group.to_string(),
            sheet: name,
            options: SheetOptions {
                only_group,
                ..base.clone()
            },
        });
    }
    let read = match reading {
        #[cfg(feature = "fast")]
        Reading::Fast { readers } => fast::read_sheets(&mut workbook, finder, &jobs, readers),
        Reading::Plain => plain::read_sheets(&mut workbook, &jobs),
    };
    let mut standings = Standings::default();
    for (job, sheet) in jobs.iter().zip(read) {
        problems.absorb(sheet.problems);
        warnings.extend(sheet.warnings);
        if let Some(mut read) = sheet.group {
            read.sheet = job.group.clone();
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

// The speed path against the plain path: only where there is a speed path.
#[cfg(all(test, feature = "fast"))]
mod tests {
    use super::*;
    use xqprize_testkit::synthetic::SyntheticEvent;

    const GROUPS: [&str; 2] = ["公开组", "少儿组"];

    fn read_with(source: &Source, groups: &[&str], reading: Reading) -> Result<Read, InputError> {
        read_as(source, groups, &ReadOptions::default(), reading)
    }

    #[test]
    fn one_thread_takes_the_plain_path_and_cores_the_speed_path() {
        let with = |threads| ReadOptions {
            threads,
            ..ReadOptions::default()
        };
        assert_eq!(Reading::chosen(&with(Threads::One)), Reading::Plain);
        assert!(matches!(
            Reading::chosen(&with(Threads::Cores)),
            Reading::Fast { readers: 1..=2 }
        ));
    }

    /// Whichever reader reads which sheet, on however many threads, the
    /// standings, warnings and problems are those of the plain path.
    fn same_both_ways(source: &Source) {
        for groups in [GROUPS, [GROUPS[1], GROUPS[0]]] {
            let plain = read_with(source, &groups, Reading::Plain);
            for readers in [1, 2] {
                let fast = read_with(source, &groups, Reading::Fast { readers });
                assert_eq!(
                    fast,
                    plain,
                    "{} read as {groups:?}, {readers}",
                    source.path().display()
                );
            }
        }
    }

    #[test]
    fn the_speed_path_reads_noisy_standings_as_the_plain_path_does_whichever_sheet_is_larger() {
        for (open, youth) in [(900, 150), (120, 700)] {
            let event = SyntheticEvent {
                open,
                youth,
                seed: 15,
            };
            let bytes = event.build_noisy().to_xlsx_bytes().expect("workbook");
            let source = Source::Bytes {
                name: "noisy.xlsx".to_string(),
                bytes: bytes.into(),
            };
            let read = read_with(&source, &GROUPS, Reading::Fast { readers: 2 }).expect("readable");
            let players: Vec<usize> = read
                .standings
                .groups
                .iter()
                .map(|g| g.players.len())
                .collect();
            assert_eq!(players, [open, youth]);
            assert!(!read.warnings.is_empty(), "the noise gives warnings");
            same_both_ways(&source);
        }
    }

    #[test]
    fn the_speed_path_reads_every_committed_workbook_as_the_plain_path_does() {
        let all = xqprize_testkit::committed(&["xlsx", "xlsb"]);
        for path in &all {
            same_both_ways(&Source::File(path.clone()));
        }
        assert!(all.len() > 40, "only {} workbooks found", all.len());
    }
}
