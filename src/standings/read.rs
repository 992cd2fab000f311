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

use super::grid::GridCell;
use super::notice::Notice;
use super::problem::{Problem, Problems};
use super::sheet::{OnlyGroup, SheetOptions, SheetRead, SheetReader};
use super::workbook::{CellBatch, Order, RowStream, Source, Workbook};
use super::{Column, Regions, Standings, Warning, squeeze};
use crate::msg::Msg;
use calamine::Dimensions;
use std::ops::ControlFlow;
use std::path::Path;

pub use super::problem::InputError;

/// What reading gives: the standings and what is worth a look.
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    pub standings: Standings,
    pub warnings: Vec<Warning>,
}

/// Read the sheets named `sheets` of the workbook at `path`, in that order.
pub fn read_standings<S: AsRef<str>>(path: &Path, sheets: &[S]) -> Result<Read, InputError> {
    read_source(
        &Source::File(path.to_path_buf()),
        sheets,
        &ReadOptions::default(),
    )
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
        &ReadOptions::default(),
    )
}

/// What the command line and the rules file say about reading: which
/// sheet is which group, and more names for headers and regions.
#[derive(Debug, Clone, Default)]
pub struct ReadOptions {
    /// `--sheet GROUP=SHEET`: (group, sheet).
    pub sheets: Vec<(String, String)>,
    /// Header names the rules file adds: (name, column).
    pub header_aliases: Vec<(String, Column)>,
    /// The event's regions (`[regions]` of the rules file); none: 地区 is free text.
    pub regions: Regions,
}

/// Where a group's rows are.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Place {
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
    n.starts_with(&*g)
        && !groups.iter().any(|other| {
            let o = squeeze(other);
            o.len() > g.len() && n.starts_with(&*o)
        })
}

/// Read the groups named `sheets` from the workbook at `path`, as
/// `options` say (which sheet is which group, more header names and
/// 地区 spellings).
pub fn read_standings_with<S: AsRef<str>>(
    path: &Path,
    sheets: &[S],
    options: &ReadOptions,
) -> Result<Read, InputError> {
    read_source(&Source::File(path.to_path_buf()), sheets, options)
}

/// `read_standings_bytes`, as `options` say.
pub fn read_standings_bytes_with<S: AsRef<str>>(
    name: &str,
    bytes: Vec<u8>,
    sheets: &[S],
    options: &ReadOptions,
) -> Result<Read, InputError> {
    let source = Source::Bytes {
        name: name.to_string(),
        bytes: bytes.into(),
    };
    read_source(&source, sheets, options)
}

fn read_source<S: AsRef<str>>(
    source: &Source,
    sheets: &[S],
    options: &ReadOptions,
) -> Result<Read, InputError> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    read_source_with(source, sheets, options, cores.min(2))
}

/// `read_source` with at most `readers` readers over the file at once.
fn read_source_with<S: AsRef<str>>(
    source: &Source,
    sheets: &[S],
    options: &ReadOptions,
    readers: usize,
) -> Result<Read, InputError> {
    let fail = |problems: Vec<Problem>| InputError {
        file: source.path(),
        problems,
    };
    let mut workbook = Workbook::open(source).map_err(|m| fail(vec![Problem::file(m)]))?;
    let mut problems = Problems::default();
    let mut warnings = Vec::new();
    let mut standings = Standings::default();
    let names: Vec<String> = workbook.sheet_names().to_vec();
    let group_names: Vec<String> = sheets.iter().map(|g| g.as_ref().to_string()).collect();
    let base = SheetOptions {
        is_1904: workbook.is_1904(),
        header_aliases: options
            .header_aliases
            .iter()
            .map(|(name, column)| (squeeze(name).to_lowercase(), *column))
            .collect(),
        regions: options.regions.clone(),
        only_group: None,
    };

    // Which sheet is each group's.
    let mut plan: Vec<(&str, Option<Place>)> = Vec::new();
    for group in &group_names {
        let chosen = options
            .sheets
            .iter()
            .find(|(g, _)| squeeze(g) == squeeze(group));
        let place = if let Some((_, sheet)) = chosen {
            match names
                .iter()
                .find(|n| *n == sheet)
                .or_else(|| names.iter().find(|n| squeeze(n) == squeeze(sheet)))
            {
                Some(name) => Some(Place::Sheet(name.clone())),
                None => {
                    let notice = Notice::ChosenSheetMissing {
                        group: group.clone(),
                        sheet: sheet.clone(),
                        have: names.clone(),
                    };
                    problems.push(Problem::sheet(group, notice));
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
                [one] => Some(Place::Sheet(one.clone())),
                [] => None,
                _ => {
                    let notice = Notice::TwoSheets {
                        group: group.clone(),
                        sheets: candidates.into_iter().cloned().collect(),
                    };
                    problems.push(Problem::sheet(group, notice));
                    plan.push((group, None));
                    continue;
                }
            }
        };
        if let Some(Place::Sheet(name)) = &place {
            if name != group {
                warnings.push(Warning {
                    sheet: name.clone(),
                    row: None,
                    column: None,
                    message: Notice::SheetMatched {
                        group: group.clone(),
                        sheet: name.clone(),
                    },
                });
            }
        }
        plan.push((group, place.or(Some(Place::Shared(String::new())))));
    }
    // Groups without a sheet: one sheet holding every group, by 组别.
    if plan
        .iter()
        .any(|(_, p)| *p == Some(Place::Shared(String::new())))
    {
        let used: Vec<&String> = plan
            .iter()
            .filter_map(|(_, s)| match s {
                Some(Place::Sheet(n)) => Some(n),
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
            let job = SheetJob {
                group: String::new(),
                sheet: name.clone(),
                options: peek,
            };
            let read = read_sheet(&mut workbook, &job, Plan::here(None));
            if read
                .group
                .is_some_and(|g| g.columns.contains(&Column::Group))
            {
                shared.push(name.clone());
            }
        }
        for (group, place) in &mut plan {
            if *place != Some(Place::Shared(String::new())) {
                continue;
            }
            match &shared[..] {
                [one] => *place = Some(Place::Shared(one.clone())),
                [] => {
                    let notice = Notice::NoSheet {
                        group: group.to_string(),
                        have: names.clone(),
                    };
                    problems.push(Problem::sheet(group, notice));
                    *place = None;
                }
                _ => {
                    let notice = Notice::TwoSheets {
                        group: group.to_string(),
                        sheets: shared.clone(),
                    };
                    problems.push(Problem::sheet(group, notice));
                    *place = None;
                }
            }
        }
    }

    let mut reported: Vec<String> = Vec::new();
    let mut jobs: Vec<SheetJob> = Vec::new();
    for (group, place) in plan {
        let (name, only_group) = match place {
            None => continue,
            Some(Place::Sheet(name)) => (name, None),
            Some(Place::Shared(name)) => {
                let reports = !reported.contains(&name);
                reported.push(name.clone());
                warnings.push(Warning {
                    sheet: name.clone(),
                    row: None,
                    column: None,
                    message: Notice::GroupFromSheet {
                        group: group.to_string(),
                        sheet: name.clone(),
                    },
                });
                let only = OnlyGroup {
                    group: group.to_string(),
                    all: group_names.clone(),
                    reports,
                };
                (name, Some(only))
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
    let read = read_sheets(&mut workbook, &jobs, readers);
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

/// One group's reading: the sheet it is on, and how to read it.
struct SheetJob {
    group: String,
    sheet: String,
    options: SheetOptions,
}

/// Read the sheets of `jobs`, in their order, with at most `readers`
/// readers over the file.
///
/// A workbook whose sheets stream from the file (.xlsx, .xlsb) is parsed
/// as it is read, each sheet's rows checked while the file is parsed, and
/// the merged cells of .xlsx sheets found on a thread of their own. With
/// two sheets or more and two readers, this thread parses the largest sheet,
/// its rows checked on a thread of their own, while a second reader over
/// the same file parses and checks the others: only the largest sheet's
/// parse waits. Its merged cells are searched first, and its parse runs on
/// while they are (`receive_merges_meanwhile`). The second reader parses the
/// shared strings again (about a sixth of calamine's time for the whole
/// file), which the smaller sheets' parse more than pays for. The .xls and
/// .ods readers hold the whole workbook once opened; they are read one
/// sheet after another on this thread.
fn read_sheets(workbook: &mut Workbook, jobs: &[SheetJob], readers: usize) -> Vec<SheetRead> {
    if !workbook.streams() {
        return jobs
            .iter()
            .map(|job| read_sheet(workbook, job, Plan::here(None)))
            .collect();
    }
    // The sheet this thread parses when a second reader takes the others.
    let largest = (readers > 1 && jobs.len() > 1).then(|| {
        let names: Vec<&str> = jobs.iter().map(|job| job.sheet.as_str()).collect();
        let sizes = workbook.sheet_sizes(&names);
        // The first of the largest; the first sheet when no size is known.
        (0..jobs.len())
            .rev()
            .max_by_key(|&at| sizes[at].unwrap_or(0))
            .unwrap_or(0)
    });
    std::thread::scope(|scope| {
        // The merged cells of .xlsx sheets, searched on a thread of their
        // own since the workbook was opened (`Workbook::open`), are handed
        // to each sheet's reader, which waits for its sheet's.
        let mut found: Vec<Option<Found>> = jobs.iter().map(|_| None).collect();
        if let Some(mut finder) = workbook.merge_finder() {
            let mut senders = Vec::new();
            for slot in &mut found {
                let (send, receive) = std::sync::mpsc::sync_channel(1);
                *slot = Some(receive);
                senders.push(send);
            }
            // The largest sheet's first: its parse starts at once.
            let mut searches: Vec<_> = jobs.iter().zip(senders).collect();
            if let Some(largest) = largest {
                let first = searches.remove(largest);
                searches.insert(0, first);
            }
            scope.spawn(move || {
                for (job, send) in searches {
                    // A reader that stopped no longer waits.
                    let _ = send.send(finder.merges(&job.sheet));
                }
            });
        }
        let Some(largest) = largest else {
            return jobs
                .iter()
                .zip(found)
                .map(|(job, found)| read_sheet(workbook, job, Plan::beside(found)))
                .collect();
        };
        let mut others: Vec<(&SheetJob, Option<Found>)> = jobs.iter().zip(found).collect();
        let (own, own_found) = others.remove(largest);
        let open_again = workbook.second_reader();
        let second = scope.spawn(move || {
            yield_to_the_others();
            match open_again() {
                Ok(mut again) => others
                    .into_iter()
                    .map(|(job, found)| read_sheet(&mut again, job, Plan::here(found)))
                    .collect::<Vec<_>>(),
                Err(message) => others
                    .into_iter()
                    .map(|(job, _)| failed(&job.sheet, message.clone()))
                    .collect(),
            }
        });
        let own = read_sheet(workbook, own, Plan::beside(own_found));
        // The others came in the jobs' order: the largest goes back between them.
        let mut all = second
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        all.insert(largest, own);
        all
    })
}

/// Let the calling thread give way to the process's others: the second
/// reader has time to spare, while the first reader and its checking have
/// none. A hint to the scheduler, on Linux; where refused, nothing changes.
fn yield_to_the_others() {
    #[cfg(target_os = "linux")]
    // SAFETY: `gettid` and `setpriority` take and return plain integers and
    // touch no memory of ours; on Linux, PRIO_PROCESS with a thread id
    // lowers that thread alone.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 10);
    }
}

/// A sheet's merged regions, as another thread finds them.
type Found = std::sync::mpsc::Receiver<Result<Vec<Dimensions>, Msg>>;

/// A sheet's merged regions, or the sheet failed for want of them.
type Merged = Result<Vec<Dimensions>, Box<SheetRead>>;

/// How a sheet is read: where its merged regions come from, and where its
/// rows are checked.
struct Plan {
    /// The merged regions as another thread finds them; `None`: asked of
    /// the workbook first.
    found: Option<Found>,
    /// Whether the rows are checked on a thread of their own while the file
    /// is parsed (streaming workbooks only).
    beside: bool,
}

impl Plan {
    /// Rows checked on this thread; merged regions from `found`, or else
    /// asked of the workbook.
    fn here(found: Option<Found>) -> Plan {
        Plan {
            found,
            beside: false,
        }
    }

    /// Rows checked on a thread of their own; merged regions from `found`,
    /// or else asked of the workbook.
    fn beside(found: Option<Found>) -> Plan {
        Plan {
            found,
            beside: true,
        }
    }
}

/// The merged regions another thread found for `sheet` (`merges_from`).
fn receive_merges(sheet: &str, found: Found) -> Merged {
    merges_from(sheet, found.recv())
}

/// `receive_merges`, while the sheet is parsed: the batches that arrive
/// before the merged regions are kept in `held`, in order, so the parse
/// goes on meanwhile, up to `MAX_HELD` batches.
fn receive_merges_meanwhile<B>(
    sheet: &str,
    found: Found,
    batches: &std::sync::mpsc::Receiver<B>,
    held: &mut Vec<B>,
) -> Merged {
    use std::sync::mpsc::{RecvError, TryRecvError};
    while held.len() < MAX_HELD {
        let Ok(batch) = batches.recv() else { break };
        held.push(batch);
        match found.try_recv() {
            Err(TryRecvError::Empty) => {}
            got => return merges_from(sheet, got.map_err(|_| RecvError)),
        }
    }
    receive_merges(sheet, found)
}

/// What the merge search gave for `sheet`: a failed search fails the
/// sheet, a search that stopped (it panicked) found nothing.
fn merges_from(
    sheet: &str,
    got: Result<Result<Vec<Dimensions>, Msg>, std::sync::mpsc::RecvError>,
) -> Merged {
    match got {
        Ok(Ok(regions)) => Ok(regions),
        Ok(Err(message)) => Err(Box::new(failed(sheet, message))),
        Err(_) => Ok(Vec::new()),
    }
}

/// A sheet that could not be read, and why.
fn failed(sheet: &str, message: Msg) -> SheetRead {
    let mut problems = Problems::default();
    problems.push(Problem::sheet(sheet, message));
    SheetRead {
        group: None,
        problems,
        warnings: Vec::new(),
    }
}

/// Cells handed from the thread parsing the file to the one checking them,
/// in the file's order, their text still in the reader's shared strings.
type Batch<'w> = CellBatch<'w>;

/// Cells per batch: large enough that handing over costs nothing, small
/// enough that the batches in flight hold little.
const BATCH_CELLS: usize = 8192;

/// Batches parsed before the sheet's merged regions are known that wait
/// for them on the checking thread: at most 20 MiB of cells, and the text
/// of any inline strings. On 100 000 rows of inline strings, whose parse
/// needs no shared strings first, the search ended (by the timings) when
/// about 20 batches had been parsed.
const MAX_HELD: usize = 64;

/// Read one sheet, streamed where the file allows it, as `plan` says.
fn read_sheet(workbook: &mut Workbook, job: &SheetJob, plan: Plan) -> SheetRead {
    let name = job.sheet.as_str();
    // The merged regions now, unless the checking thread waits for them.
    let (merged, found) = match (plan.found, plan.beside) {
        (Some(found), true) => (Vec::new(), Some(found)),
        (Some(found), false) => match receive_merges(name, found) {
            Ok(regions) => (regions, None),
            Err(failure) => return *failure,
        },
        (None, _) => match workbook.merges(name) {
            Ok(regions) => (regions, None),
            Err(message) => return failed(name, message),
        },
    };
    let streamed = if plan.beside {
        let piped = workbook.with_cells(name, |cells| {
            std::thread::scope(|scope| {
                let (send, receive) = std::sync::mpsc::sync_channel::<Batch>(4);
                let (give_back, take_back) = std::sync::mpsc::channel::<Batch>();
                let checker = scope.spawn(move || -> Result<_, Box<SheetRead>> {
                    let mut held = Vec::new();
                    let merged = match found {
                        Some(found) => receive_merges_meanwhile(name, found, &receive, &mut held)?,
                        None => merged,
                    };
                    let mut reader = SheetReader::new(name, job.options.clone(), merged.clone());
                    let mut visit = |row: u32, cells: &mut Vec<GridCell>| reader.row(row, cells);
                    let mut rows = RowStream::new(&mut visit);
                    for mut batch in held.into_iter().chain(receive) {
                        // The parsing thread cut the sheet before any
                        // row stored out of order: every cell is taken.
                        let _ = batch.take_each(|row, col, value| {
                            rows.push(row, col, value);
                            ControlFlow::<()>::Continue(())
                        });
                        // The parsing thread may have stopped.
                        let _ = give_back.send(batch);
                    }
                    rows.flush();
                    Ok((merged, reader.finish()))
                });
                let mut last = 0;
                let order = loop {
                    let mut batch = take_back
                        .try_recv()
                        .unwrap_or_else(|_| Batch::with_capacity(BATCH_CELLS));
                    if let Err(message) = cells.fill(&mut batch, BATCH_CELLS) {
                        break Err(message);
                    }
                    let more = batch.len() == BATCH_CELLS;
                    let disordered = batch.rows().position(|row| {
                        let before = row < last;
                        last = row;
                        before
                    });
                    if let Some(at) = disordered {
                        batch.truncate(at);
                    }
                    // The checker stops early only when it has failed.
                    let _ = send.send(batch);
                    match (disordered, more) {
                        (Some(_), _) => break Ok(Order::Disordered),
                        (None, true) => {}
                        (None, false) => break Ok(Order::InOrder),
                    }
                };
                drop(send);
                (order, checker.join())
            })
        });
        match piped {
            Err(message) => Err(message),
            Ok(None) => unreachable!("only streaming workbooks are piped"),
            Ok(Some((order, checked))) => {
                let checked = checked.unwrap_or_else(|p| std::panic::resume_unwind(p));
                order.map(|order| (order, checked))
            }
        }
    } else {
        let mut reader = SheetReader::new(name, job.options.clone(), merged.clone());
        let mut visit = |row: u32, cells: &mut Vec<GridCell>| reader.row(row, cells);
        workbook
            .stream_rows(name, &mut visit)
            .map(|order| (order, Ok((merged, reader.finish()))))
    };
    match streamed {
        Ok((_, Err(failure))) => *failure,
        Ok((Order::InOrder, Ok((_, read)))) => read,
        // Rows stored out of order: read again, holding the sheet.
        Ok((Order::Disordered, Ok((merged, _)))) => match workbook.grid(name) {
            Ok(grid) => {
                let mut reader = SheetReader::new(name, job.options.clone(), merged);
                for (row, cells) in grid.rows() {
                    reader.row(row, cells);
                }
                reader.finish()
            }
            Err(message) => failed(name, message),
        },
        Err(message) => failed(name, message),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synthetic::SyntheticEvent;

    const GROUPS: [&str; 2] = ["公开组", "少儿组"];

    fn read_with(source: &Source, groups: &[&str], readers: usize) -> Result<Read, InputError> {
        read_source_with(source, groups, &ReadOptions::default(), readers)
    }

    /// Whichever reader reads which sheet, the standings, warnings and
    /// problems are those of one reader reading them in order.
    fn same_with_two_readers(source: &Source) {
        for groups in [GROUPS, [GROUPS[1], GROUPS[0]]] {
            let one = read_with(source, &groups, 1);
            let two = read_with(source, &groups, 2);
            assert_eq!(two, one, "{} read as {groups:?}", source.path().display());
        }
    }

    #[test]
    fn two_readers_read_noisy_standings_as_one_does_whichever_sheet_is_larger() {
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
            let read = read_with(&source, &GROUPS, 2).expect("readable");
            let players: Vec<usize> = read
                .standings
                .groups
                .iter()
                .map(|g| g.players.len())
                .collect();
            assert_eq!(players, [open, youth]);
            assert!(!read.warnings.is_empty(), "the noise gives warnings");
            same_with_two_readers(&source);
        }
    }

    #[test]
    fn two_readers_read_every_committed_workbook_as_one_does() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut read = 0;
        for dir in ["tests/disguised", "tests/bad_input", "samples"] {
            for entry in std::fs::read_dir(root.join(dir)).expect("folder") {
                let path = entry.expect("entry").path();
                if path.extension().is_some_and(|e| e == "xlsx" || e == "xlsb") {
                    same_with_two_readers(&Source::File(path));
                    read += 1;
                }
            }
        }
        assert!(read > 40, "only {read} workbooks found");
    }

    #[test]
    fn the_largest_sheet_is_found_from_the_file() {
        let event = SyntheticEvent {
            open: 50,
            youth: 400,
            seed: 3,
        };
        let bytes = event.build().to_xlsx_bytes().expect("workbook");
        let source = Source::Bytes {
            name: "sizes.xlsx".to_string(),
            bytes: bytes.into(),
        };
        let mut workbook = Workbook::open(&source).expect("opens");
        let sizes = workbook.sheet_sizes(&["公开组", "少儿组", "no such sheet"]);
        let (open, youth) = (sizes[0].expect("公开组"), sizes[1].expect("少儿组"));
        assert!(youth > 4 * open, "{youth} against {open}");
        assert_eq!(sizes[2], None);
    }

    /// Batches 0, 1, 2, … sent as the parse would, each taken before the
    /// next is sent, and the merged regions sent after the first `before`
    /// of them (after all, with the parse ended, when `before` is their
    /// number); what `receive_merges_meanwhile` held and what it left.
    fn meanwhile(
        batches: u32,
        before: u32,
        search: Result<Vec<Dimensions>, Msg>,
    ) -> (Merged, Vec<u32>, Vec<u32>) {
        let (send, receive) = std::sync::mpsc::sync_channel(0);
        let (found, found_receive) = std::sync::mpsc::sync_channel(1);
        let sender = std::thread::spawn(move || {
            let mut search = Some(search);
            for batch in 0..batches {
                if batch == before {
                    found.send(search.take().expect("once")).expect("sent");
                }
                // Refused only if the receiving end has gone.
                if send.send(batch).is_err() {
                    return;
                }
            }
            drop(send);
            if let Some(search) = search {
                found.send(search).expect("sent");
            }
        });
        let mut held = Vec::new();
        let got = receive_merges_meanwhile("公开组", found_receive, &receive, &mut held);
        let left: Vec<u32> = receive.iter().collect();
        sender.join().expect("sender");
        (got, held, left)
    }

    fn region() -> Vec<Dimensions> {
        vec![Dimensions::new((0, 0), (0, 3))]
    }

    /// The regions found; a failed sheet fails the test.
    fn regions_of(got: Merged) -> Vec<Dimensions> {
        got.unwrap_or_else(|_| panic!("the sheet failed"))
    }

    #[test]
    fn batches_parsed_before_the_merged_cells_are_found_are_held_in_order() {
        for before in [0, 1, 5, 20] {
            let (got, held, left) = meanwhile(30, before, Ok(region()));
            assert_eq!(regions_of(got), region());
            // The batches sent before the regions are held, and at most the
            // one after them (the regions may come while it is awaited);
            // nothing is lost or reordered.
            let held_count = held.len() as u32;
            assert!(
                held_count == before.max(1) || held_count == before + 1,
                "{before}: {held:?}"
            );
            let all: Vec<u32> = held.into_iter().chain(left).collect();
            assert_eq!(all, (0..30).collect::<Vec<_>>());
        }
    }

    #[test]
    fn at_most_max_held_batches_wait_for_the_merged_cells() {
        // The regions come once the last batch that may be held is taken.
        let batches = MAX_HELD as u32 + 40;
        let (got, held, left) = meanwhile(batches, MAX_HELD as u32, Ok(region()));
        assert_eq!(regions_of(got), region());
        assert_eq!(held, (0..MAX_HELD as u32).collect::<Vec<_>>());
        assert_eq!(left, (MAX_HELD as u32..batches).collect::<Vec<_>>());
    }

    #[test]
    fn a_sheet_that_ends_before_its_merged_cells_are_found_waits_for_them() {
        let (got, held, left) = meanwhile(3, 3, Ok(region()));
        assert_eq!(regions_of(got), region());
        assert_eq!((held, left), (vec![0, 1, 2], vec![]));
    }

    #[test]
    fn a_failed_merge_search_fails_the_sheet_and_a_stopped_one_finds_nothing() {
        let why = Msg::FileRead {
            detail: "broken part".to_string(),
        };
        let (got, ..) = meanwhile(10, 4, Err(why.clone()));
        let Err(failure) = got else {
            panic!("the sheet was read")
        };
        assert!(failure.group.is_none());
        let problems = failure.problems.into_vec();
        assert_eq!(problems, failed("公开组", why).problems.into_vec());

        let (send, receive) = std::sync::mpsc::channel::<u32>();
        let (found, found_receive) = std::sync::mpsc::sync_channel(1);
        drop(found);
        send.send(0).expect("sent");
        let mut held = Vec::new();
        let got = receive_merges_meanwhile("公开组", found_receive, &receive, &mut held);
        assert_eq!(regions_of(got), Vec::new());
        assert_eq!(held, vec![0]);
    }
}
