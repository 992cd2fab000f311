//! The merged cells of an .xlsx workbook's sheets, found on a thread of
//! their own from the moment the workbook is open, from the bytes after
//! each sheet's cells (`xlsx_merges`) rather than by parsing the sheet
//! again as calamine does.

use super::xlsx_merges;
use crate::Error;
use crate::base::{ReadSeek, Source, damaged, guarded};
use crate::workbook::open_by_content;
use calamine::{Dimensions, Sheets};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The merged cells of every sheet of an .xlsx workbook, sheet after sheet
/// in workbook order, searched on a thread of their own from the moment
/// the workbook is opened: the search then runs while the workbook reader
/// reads the shared strings, not beside the checking of the rows. A sheet
/// the search cannot follow is asked of calamine. The thread ends with the
/// reading: dropping the finder stops it before its next sheet and waits
/// for it, so that no work and no memory of a finished reading is left
/// behind (`serve` reads one upload after another).
pub struct MergeFinder {
    source: Source,
    found: std::sync::mpsc::Receiver<(String, Result<Vec<Dimensions>, Error>)>,
    /// Sheets already received, not yet asked for.
    waiting: Vec<(String, Result<Vec<Dimensions>, Error>)>,
    /// Set when nobody will ask any more.
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl MergeFinder {
    /// Start the search. Nothing is found when the archive is no .xlsx
    /// workbook or its parts cannot be followed.
    pub fn start(source: &Source) -> MergeFinder {
        let (send, found) = std::sync::mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let opened = source.clone();
        let thread = std::thread::spawn(move || {
            let Ok(Some(mut parts)) = guarded("the workbook", || Ok(XlsxParts::open(&opened)))
            else {
                return;
            };
            for (sheet, part) in parts.sheets.clone() {
                if stopped.load(Ordering::Relaxed) {
                    return;
                }
                let what = format!("the merged cells of sheet {sheet}");
                let search = || Ok(xlsx_merges::merged_regions(&mut parts.zip, &part));
                let regions = match guarded(&what, search) {
                    Ok(None) => continue,
                    Ok(Some(regions)) => Ok(regions),
                    Err(message) => Err(message),
                };
                if send.send((sheet, regions)).is_err() {
                    return;
                }
            }
        });
        MergeFinder {
            source: source.clone(),
            found,
            waiting: Vec::new(),
            stop,
            thread: Some(thread),
        }
    }

    /// The merged regions of `sheet`.
    pub fn merges(&mut self, sheet: &str) -> Result<Vec<Dimensions>, Error> {
        if let Some(found) = self.take(sheet) {
            return found;
        }
        // The search could not follow the workbook's parts: calamine
        // parses the whole sheet for them.
        guarded(&format!("the merged cells of sheet {sheet}"), || {
            let Ok(Sheets::Xlsx(mut x)) = open_by_content(&self.source, false) else {
                return Ok(Vec::new());
            };
            x.merge_cells_by_sheet_name(sheet).map_err(damaged)
        })
    }

    /// The merged regions of `sheet` once the search reaches it; `None`
    /// when it will not.
    fn take(&mut self, sheet: &str) -> Option<Result<Vec<Dimensions>, Error>> {
        if let Some(at) = self.waiting.iter().position(|(name, _)| name == sheet) {
            return Some(self.waiting.swap_remove(at).1);
        }
        for (name, regions) in self.found.iter() {
            if name == sheet {
                return Some(regions);
            }
            self.waiting.push((name, regions));
        }
        None
    }

    /// How many bytes each of `sheets` takes once inflated, where the file
    /// says (.xlsx): a measure of the work of reading it.
    pub fn sheet_sizes(&self, sheets: &[&str]) -> Vec<Option<u64>> {
        let Some(mut parts) = XlsxParts::open(&self.source) else {
            return vec![None; sheets.len()];
        };
        sheets
            .iter()
            .map(|sheet| {
                let (_, part) = parts.sheets.iter().find(|(name, _)| name == sheet)?;
                let file = crate::parts::open_part(&mut parts.zip, part).ok()?;
                Some(file.size())
            })
            .collect()
    }
}

impl Drop for MergeFinder {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            // A panic on the thread was caught there (`guarded`).
            let _ = thread.join();
        }
    }
}

/// An .xlsx archive opened for the merged-cell search, and its sheets'
/// parts: (sheet name, part path), in workbook order.
struct XlsxParts {
    zip: zip::ZipArchive<Box<dyn ReadSeek>>,
    sheets: Vec<(String, String)>,
}

impl XlsxParts {
    /// `None` when the archive or its relationships cannot be followed.
    fn open(source: &Source) -> Option<XlsxParts> {
        let mut zip = zip::ZipArchive::new(source.open().ok()?).ok()?;
        let sheets = xlsx_merges::workbook_parts(&mut zip)?;
        Some(XlsxParts { zip, sheets })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workbook::Workbook;
    use xqprize_testkit::committed;
    use xqprize_testkit::synthetic::SyntheticEvent;

    #[test]
    fn merges_found_at_opening_come_whichever_sheet_is_asked_first() {
        // The thread started by `open` searches the sheets in workbook
        // order; asking for them last to first must still give each its
        // own, as calamine reads them.
        let mut several = 0;
        let mut merged = 0;
        for path in committed(&["xlsx"]) {
            let Ok(mut calamine) = calamine::open_workbook::<calamine::Xlsx<_>, _>(&path) else {
                continue;
            };
            let source = Source::File(path.clone());
            let Ok(workbook) = Workbook::open(&source, |_| {}) else {
                continue;
            };
            let mut early = MergeFinder::start(&source);
            let shown = path.display();
            several += usize::from(workbook.sheet_names().len() > 1);
            for name in workbook.sheet_names().iter().rev() {
                let expected = calamine.merge_cells_by_sheet_name(name).expect("merges");
                let found = early.take(name).expect("found at opening");
                assert_eq!(found, Ok(expected), "{shown} sheet {name}");
                merged += usize::from(found.is_ok_and(|regions| !regions.is_empty()));
            }
        }
        assert!(several > 10, "{several} workbooks of several sheets");
        assert!(merged > 3, "{merged} sheets with merged cells");
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
        let sizes = MergeFinder::start(&source).sheet_sizes(&["公开组", "少儿组", "no such sheet"]);
        let (open, youth) = (sizes[0].expect("公开组"), sizes[1].expect("少儿组"));
        assert!(youth > 4 * open, "{youth} against {open}");
        assert_eq!(sizes[2], None);
    }

    #[test]
    fn the_search_ends_with_the_reading_that_started_it() {
        // An .xlsx asked for nothing, and an .ods (a ZIP archive the search
        // cannot follow): once the search is dropped, its thread is gone,
        // and with it everything the thread held.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for file in [
            "tests/disguised/everything.xlsx",
            "tests/disguised/merged_ranks_ods.ods",
        ] {
            let source = Source::File(root.join(file));
            let early = MergeFinder::start(&source);
            let stop = Arc::clone(&early.stop);
            drop(early);
            assert_eq!(Arc::strong_count(&stop), 1, "{file}: the thread still runs");
        }
    }
}
