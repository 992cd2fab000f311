//! The temporary files of the writes under way, known to the whole
//! process, so that a run stopped by Ctrl-C or SIGTERM removes them before
//! it ends (the program's handler calls `interrupted`), and the names
//! those files take, recognisable as ours: `.payouts.xlsx.xqprize-tmp-PID`
//! for a file being written, `.payouts.xlsx.xqprize-old-PID` for the
//! earlier file kept while the new ones are renamed into place. A run
//! killed outright (SIGKILL, a power cut) cannot remove them; the next run
//! writing the same files sweeps them away (`sweep_stale`).
//!
//! A commit holds the register's lock from its first rename to its last
//! (or its roll-back), so a stop never cuts it in half: the handler waits,
//! then removes what is left and closes the register, and nothing is
//! staged or renamed after it.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// The temporary files of this process, and whether it was stopped.
#[derive(Default)]
pub(super) struct Live {
    files: BTreeSet<PathBuf>,
    /// Stopped: nothing more is staged or renamed.
    closed: bool,
    /// A commit finished: what was renamed into place stays.
    committed: bool,
}

static LIVE: Mutex<Live> = Mutex::new(Live {
    files: BTreeSet::new(),
    closed: false,
    committed: false,
});

/// The register, locked (a panic elsewhere while it was held does not
/// make it unusable: it only holds names).
pub(super) fn lock() -> MutexGuard<'static, Live> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

impl Live {
    /// Note `tmp` before it is created; refused once the run was stopped.
    pub(super) fn add(&mut self, tmp: &Path) -> Result<(), Stopped> {
        if self.closed {
            return Err(Stopped);
        }
        self.files.insert(tmp.to_path_buf());
        Ok(())
    }

    /// `tmp` was renamed into place or removed.
    pub(super) fn forget(&mut self, tmp: &Path) {
        self.files.remove(tmp);
    }

    /// Whether the run was stopped.
    pub(super) fn is_closed(&self) -> bool {
        self.closed
    }

    pub(super) fn mark_committed(&mut self) {
        self.committed = true;
    }

    /// Remove every temporary file and close: `interrupted`.
    pub(super) fn interrupt(&mut self) -> bool {
        self.closed = true;
        for tmp in std::mem::take(&mut self.files) {
            let _ = fs::remove_file(tmp);
        }
        self.committed
    }
}

/// The run was stopped: nothing more may be written.
#[derive(Debug)]
pub(super) struct Stopped;

/// The process is being stopped (Ctrl-C, SIGTERM or SIGHUP; Ctrl-C or
/// Ctrl-Break in a Windows console): wait for a commit under way to
/// finish, remove every temporary file of this process and write nothing
/// more. Whether outputs were renamed into place before the stop (a
/// commit had finished).
pub fn interrupted() -> bool {
    lock().interrupt()
}

/// Where `path` is written before it is renamed into place.
pub(super) fn temporary(path: &Path) -> PathBuf {
    beside(path, "tmp")
}

/// Where the file at `path` is kept while the new files are renamed into
/// place, so a failure can put it back.
pub(super) fn backup(path: &Path) -> PathBuf {
    beside(path, "old")
}

fn beside(path: &Path, kind: &str) -> PathBuf {
    path.with_file_name(format!(
        ".{}.xqprize-{kind}-{}",
        file_name(path),
        std::process::id()
    ))
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Remove the temporary and kept files of `paths` that an earlier run
/// killed outright left behind: any `.NAME.xqprize-tmp-PID` or
/// `.NAME.xqprize-old-PID` beside them (a kept file is always a second
/// copy of a file that stayed in place, or one the killed run was
/// removing). Nothing else is touched.
pub(super) fn sweep_stale(paths: &[PathBuf]) {
    let mut folders: std::collections::BTreeMap<PathBuf, Vec<String>> = Default::default();
    for path in paths {
        let dir = path.parent().unwrap_or(Path::new("")).to_path_buf();
        folders.entry(dir).or_default().push(file_name(path));
    }
    for (dir, names) in folders {
        let listed = if dir.as_os_str().is_empty() {
            fs::read_dir(".")
        } else {
            fs::read_dir(&dir)
        };
        let Ok(entries) = listed else { continue };
        for entry in entries.flatten() {
            let found = entry.file_name().to_string_lossy().into_owned();
            let is_file = entry.file_type().is_ok_and(|t| t.is_file());
            if is_file && names.iter().any(|n| is_leftover(&found, n)) {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// `found` is `.NAME.xqprize-tmp-PID` or `.NAME.xqprize-old-PID`.
fn is_leftover(found: &str, name: &str) -> bool {
    let rest = found
        .strip_prefix('.')
        .and_then(|r| r.strip_prefix(name))
        .and_then(|r| {
            r.strip_prefix(".xqprize-tmp-")
                .or_else(|| r.strip_prefix(".xqprize-old-"))
        });
    rest.is_some_and(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leftovers_are_recognised_by_their_whole_name_only() {
        assert!(is_leftover(
            ".results.json.xqprize-tmp-4242",
            "results.json"
        ));
        assert!(is_leftover(".results.json.xqprize-old-7", "results.json"));
        // Another output's, a person's file, a name without the process id.
        assert!(!is_leftover(".awards.xlsx.xqprize-tmp-1", "results.json"));
        assert!(!is_leftover("results.json", "results.json"));
        assert!(!is_leftover(".results.json.xqprize-tmp-", "results.json"));
        assert!(!is_leftover(
            ".results.json.xqprize-tmp-12a",
            "results.json"
        ));
        assert!(!is_leftover(".results.json.tmp", "results.json"));
    }

    #[test]
    fn a_killed_runs_leftovers_are_swept_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("results.json");
        for name in [
            ".results.json.xqprize-tmp-99999",
            ".results.json.xqprize-old-99999",
            "results.json",
            "notes.txt",
            ".awards.xlsx.xqprize-tmp-99999",
        ] {
            fs::write(dir.path().join(name), name).unwrap();
        }
        sweep_stale(&[out]);
        let mut left: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        // awards.xlsx was not among the paths written: its leftover stays.
        assert_eq!(
            left,
            [
                ".awards.xlsx.xqprize-tmp-99999",
                "notes.txt",
                "results.json"
            ]
        );
    }
}
