//! The rows of the largest sheet checked on a thread of their own while
//! the file is parsed, and the other sheets read by a second reader over
//! the same file meanwhile. What it reads is what `plain` reads; the tests
//! compare the two on every committed workbook.

use calamine::Dimensions;

use super::super::plain::{self, SheetJob, failed};
use super::super::sheet::{SheetRead, SheetReader};
use super::batch::CellBatch;
use xqprize_workbook::Error;
use xqprize_workbook::GridCell;
use xqprize_workbook::fast::MergeFinder;
use xqprize_workbook::{Order, RowStream, Workbook};

/// Read the sheets of `jobs`, in their order, with at most `readers`
/// readers over the file; `finder` finds an .xlsx workbook's merged cells.
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
pub(in crate::standings) fn read_sheets(
    workbook: &mut Workbook,
    mut finder: Option<MergeFinder>,
    jobs: &[SheetJob],
    readers: usize,
) -> Vec<SheetRead> {
    if !workbook.streams() {
        return plain::read_sheets(workbook, jobs);
    }
    // The sheet this thread parses when a second reader takes the others.
    let largest = (readers > 1 && jobs.len() > 1).then(|| {
        let names: Vec<&str> = jobs.iter().map(|job| job.sheet.as_str()).collect();
        let sizes = match finder.as_mut() {
            Some(finder) => finder.sheet_sizes(&names),
            None => vec![None; names.len()],
        };
        // The first of the largest; the first sheet when no size is known.
        (0..jobs.len())
            .rev()
            .max_by_key(|&at| sizes[at].unwrap_or(0))
            .unwrap_or(0)
    });
    std::thread::scope(|scope| {
        // The merged cells of .xlsx sheets, searched on a thread of their
        // own since the workbook was opened (`fast::open`), are handed
        // to each sheet's reader, which waits for its sheet's.
        let mut found: Vec<Option<Found>> = jobs.iter().map(|_| None).collect();
        if let Some(mut finder) = finder {
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
                .map(|(job, found)| read_beside(workbook, job, found))
                .collect();
        };
        let mut others: Vec<(&SheetJob, Option<Found>)> = jobs.iter().zip(found).collect();
        let (own, own_found) = others.remove(largest);
        let open_again = workbook.second_reader();
        let second = scope.spawn(move || match open_again() {
            Ok(mut again) => others
                .into_iter()
                .map(|(job, found)| read_here(&mut again, job, found))
                .collect::<Vec<_>>(),
            Err(message) => others
                .into_iter()
                .map(|(job, _)| failed(&job.sheet, message.clone()))
                .collect(),
        });
        let own = read_beside(workbook, own, own_found);
        // The others came in the jobs' order: the largest goes back between them.
        let mut all = second
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        all.insert(largest, own);
        all
    })
}

/// A sheet's merged regions, as another thread finds them.
type Found = std::sync::mpsc::Receiver<Result<Vec<Dimensions>, Error>>;

/// A sheet's merged regions, or the sheet failed for want of them.
type Merged = Result<Vec<Dimensions>, Box<SheetRead>>;

/// The merged regions another thread found for `sheet` (`merges_from`),
/// received while the sheet is parsed: the batches that arrive before them
/// are kept in `held`, in order, so the parse goes on meanwhile, up to
/// `MAX_HELD` batches.
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
    merges_from(sheet, found.recv())
}

/// What the merge search gave for `sheet`: a failed search fails the
/// sheet, a search that stopped (it panicked) found nothing.
fn merges_from(
    sheet: &str,
    got: Result<Result<Vec<Dimensions>, Error>, std::sync::mpsc::RecvError>,
) -> Merged {
    match got {
        Ok(Ok(regions)) => Ok(regions),
        Ok(Err(message)) => Err(Box::new(failed(sheet, message))),
        Err(_) => Ok(Vec::new()),
    }
}

/// Cells per batch handed from the thread parsing the file to the one
/// checking them (`CellBatch`): large enough that handing over costs
/// nothing, small enough that the batches in flight hold little.
const BATCH_CELLS: usize = 8192;

/// Batches parsed before the sheet's merged regions are known that wait
/// for them on the checking thread: at most 20 MiB of cells, and the text
/// of any inline strings. On 100 000 rows of inline strings, whose parse
/// needs no shared strings first, the search ended (by the timings) when
/// about 20 batches had been parsed.
const MAX_HELD: usize = 64;

/// Read one sheet on this thread, its merged regions from `found`, or
/// else asked of the workbook.
fn read_here(workbook: &mut Workbook, job: &SheetJob, found: Option<Found>) -> SheetRead {
    match found.map(|found| merges_from(&job.sheet, found.recv())) {
        None => plain::read_sheet(workbook, job),
        Some(Ok(merged)) => plain::read_rows(workbook, job, merged),
        Some(Err(failure)) => *failure,
    }
}

/// Read one sheet of a streaming workbook, its rows checked on a thread of
/// their own while this one parses the file; its merged regions from
/// `found`, or else asked of the workbook first.
fn read_beside(workbook: &mut Workbook, job: &SheetJob, found: Option<Found>) -> SheetRead {
    let name = job.sheet.as_str();
    let merged = match found {
        Some(_) => Vec::new(),
        None => match workbook.merges(name) {
            Ok(regions) => regions,
            Err(message) => return failed(name, message),
        },
    };
    let piped = workbook.with_cells(name, |next| {
        std::thread::scope(|scope| {
            let (send, receive) = std::sync::mpsc::sync_channel::<CellBatch>(4);
            let (give_back, take_back) = std::sync::mpsc::channel::<CellBatch>();
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
                    batch.take_each(|row, col, value| rows.push(row, col, value));
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
                    .unwrap_or_else(|_| CellBatch::with_capacity(BATCH_CELLS));
                if let Err(message) = batch.fill(next, BATCH_CELLS) {
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
    let (order, checked) = match piped {
        Err(message) => return failed(name, message),
        // A workbook that holds its sheets: read as the plain path reads it.
        Ok(None) => return plain::read_sheet(workbook, job),
        Ok(Some((order, checked))) => (
            order,
            checked.unwrap_or_else(|p| std::panic::resume_unwind(p)),
        ),
    };
    match (order, checked) {
        (Err(message), _) => failed(name, message),
        (Ok(_), Err(failure)) => *failure,
        (Ok(Order::InOrder), Ok((_, read))) => read,
        // Rows stored out of order: read again, holding the sheet.
        (Ok(Order::Disordered), Ok((merged, _))) => plain::read_held(workbook, job, merged),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Batches 0, 1, 2, … sent as the parse would, each taken before the
    /// next is sent, and the merged regions sent after the first `before`
    /// of them (after all, with the parse ended, when `before` is their
    /// number); what `receive_merges_meanwhile` held and what it left.
    fn meanwhile(
        batches: u32,
        before: u32,
        search: Result<Vec<Dimensions>, Error>,
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
        let why = Error::FileRead {
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
