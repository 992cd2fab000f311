//! Writing output files: each to a temporary name in the same folder and
//! flushed to disk, then, once every one is written, all renamed into
//! place, so a reader never sees half a file and a failure leaves none; an
//! existing file is kept unless the caller forces. All files are checked
//! before any is written, so a refusal writes nothing.

use crate::corrections::Corrections;
use crate::msg::{Lang, Msg};
use crate::pipeline::{
    CORRECTIONS_NAME, Computed, LoadedRules, OUTPUT_NAMES, OutputBytes, output_files_with,
};
use crate::standings::Standings;
use crate::threads::Threads;
use anyhow::bail;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// A file to write: its final path and its bytes.
pub struct OutputFile {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
}

/// The outputs could not be written (a folder or a file could not be
/// created or written): the command line exits with its own status. The
/// error within is a `Msg` the front end renders in its language.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct WriteError(pub anyhow::Error);

/// Write every file atomically. Without `force`, refuse (writing nothing) if
/// any of them exists; never write over one of `inputs`. A refusal is an
/// ordinary error; a failure to write is a `WriteError`.
pub fn write_all(
    files: &[OutputFile],
    inputs: &[&Path],
    force: bool,
    threads: Threads,
) -> anyhow::Result<()> {
    let paths: Vec<PathBuf> = files.iter().map(|f| f.path.clone()).collect();
    let staging = Staging::new(paths, inputs, force)?;
    if threads == Threads::One {
        for (at, file) in files.iter().enumerate() {
            staging.stage(at, &file.bytes)?;
        }
        return Ok(staging.commit()?);
    }
    // Each file written and flushed on a thread of its own: the flushes
    // wait on the disk, not on each other.
    std::thread::scope(|scope| {
        let staging = &staging;
        let writers: Vec<_> = files
            .iter()
            .enumerate()
            .map(|(at, file)| scope.spawn(move || staging.stage(at, &file.bytes)))
            .collect();
        writers
            .into_iter()
            .try_for_each(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
    })?;
    Ok(staging.commit()?)
}

/// Where a run's outputs go: the folder, the inputs they must never
/// replace, and whether existing outputs may be replaced.
pub struct Destination<'a> {
    pub out: &'a Path,
    pub inputs: &'a [&'a Path],
    pub force: bool,
}

/// Build a run's four outputs (and with `corrections`, `run --paid`,
/// corrections.xlsx too) and write them into `to.out` as `write_all` would
/// (the same checks first, then all or nothing), each written as soon as it
/// is built, on the threads `threads` allows. The paths written, in
/// `OUTPUT_NAMES` order.
pub fn write_outputs(
    loaded: &LoadedRules,
    standings: &Standings,
    computed: &Computed,
    corrections: Option<&Corrections>,
    to: &Destination,
    lang: Lang,
    threads: Threads,
) -> anyhow::Result<Vec<PathBuf>> {
    let extra = corrections.map(|_| CORRECTIONS_NAME);
    let names = OUTPUT_NAMES.iter().copied().chain(extra);
    let paths: Vec<PathBuf> = names.map(|name| to.out.join(name)).collect();
    let staging = Staging::new(paths.clone(), to.inputs, to.force)?;
    let stage = |at: usize, file: &OutputBytes| Ok(staging.stage(at, &file.bytes)?);
    output_files_with(
        loaded,
        standings,
        computed,
        corrections,
        lang,
        threads,
        &stage,
    )?;
    staging.commit()?;
    Ok(paths)
}

/// Files written, each to a temporary name beside its path and flushed to
/// disk (from any thread), then renamed into place together by `commit`.
/// Dropped without a commit (another file failed to be written), the
/// temporary files are removed: nothing is written.
struct Staging {
    paths: Vec<PathBuf>,
    /// Each path's temporary file, once written.
    written: Mutex<Vec<Option<PathBuf>>>,
}

impl Staging {
    /// Ready to write `paths`, once checked: none of them is one of
    /// `inputs`, and none exists unless `force`.
    fn new(paths: Vec<PathBuf>, inputs: &[&Path], force: bool) -> anyhow::Result<Staging> {
        for path in &paths {
            for input in inputs {
                if same_file(path, input) {
                    bail!(Msg::OutputIsInput {
                        path: path.display().to_string()
                    });
                }
            }
        }
        if !force {
            let existing: Vec<String> = paths
                .iter()
                .filter(|p| p.exists())
                .map(|p| p.display().to_string())
                .collect();
            if !existing.is_empty() {
                bail!(Msg::OutputExists { paths: existing });
            }
        }
        Ok(Staging {
            written: Mutex::new(vec![None; paths.len()]),
            paths,
        })
    }

    /// Write `bytes` for the path at `at` (of those given to `new`) to its
    /// temporary file and flush it; any thread may stage any file.
    fn stage(&self, at: usize, bytes: &[u8]) -> Result<(), WriteError> {
        let tmp = write_flushed(&self.paths[at], bytes).map_err(WriteError)?;
        if let Some(old) = self.written()[at].replace(tmp) {
            let _ = fs::remove_file(old);
        }
        Ok(())
    }

    fn written(&self) -> std::sync::MutexGuard<'_, Vec<Option<PathBuf>>> {
        self.written.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Rename every staged file into place, in the order of the paths.
    fn commit(self) -> Result<(), WriteError> {
        for (path, written) in self.paths.iter().zip(self.written().iter_mut()) {
            if let Some(tmp) = written.take() {
                fs::rename(&tmp, path).map_err(|e| WriteError(write_failed(path, &e)))?;
            }
        }
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        for tmp in self.written().iter_mut().filter_map(Option::take) {
            let _ = fs::remove_file(tmp);
        }
    }
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Write `bytes` to a temporary file beside `path` (creating the folder)
/// and flush it to disk; its name, or an error naming `path`.
fn write_flushed(path: &Path, bytes: &[u8]) -> anyhow::Result<PathBuf> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(|e| {
        anyhow::Error::new(Msg::OutputFolder {
            path: dir.display().to_string(),
            detail: e.to_string(),
        })
    })?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| -> std::io::Result<()> {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()
    })();
    match result {
        Ok(()) => Ok(tmp),
        Err(e) => {
            let _ = fs::remove_file(&tmp);
            Err(write_failed(path, &e))
        }
    }
}

fn write_failed(path: &Path, e: &std::io::Error) -> anyhow::Error {
    anyhow::Error::new(Msg::OutputWrite {
        path: path.display().to_string(),
        detail: e.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// Staging for a.xlsx and b.json in `dir`, and their paths.
    fn two_files(dir: &Path) -> (Staging, PathBuf, PathBuf) {
        let (a, b) = (dir.join("a.xlsx"), dir.join("b.json"));
        let staging = Staging::new(vec![a.clone(), b.clone()], &[], false).unwrap();
        (staging, a, b)
    }

    #[test]
    fn staged_files_appear_only_when_committed_and_all_together() {
        let dir = tempfile::tempdir().unwrap();
        let (staging, a, b) = two_files(dir.path());
        staging.stage(1, b"{}").unwrap();
        staging.stage(0, b"PK").unwrap();
        // Both written, neither under its own name yet.
        assert!(!a.exists() && !b.exists());
        assert_eq!(names_in(dir.path()).len(), 2);
        staging.commit().unwrap();
        assert_eq!(names_in(dir.path()), ["a.xlsx", "b.json"]);
        assert_eq!(fs::read(&a).unwrap(), b"PK");
        assert_eq!(fs::read(&b).unwrap(), b"{}");
    }

    #[test]
    fn files_staged_before_a_failure_are_removed_and_nothing_is_written() {
        let dir = tempfile::tempdir().unwrap();
        {
            let (staging, ..) = two_files(dir.path());
            staging.stage(0, b"PK").unwrap();
            // Dropped without a commit, as when writing b.json failed.
        }
        assert_eq!(names_in(dir.path()), Vec::<String>::new());
    }

    #[test]
    fn an_existing_file_is_refused_before_anything_is_staged_unless_forced() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.xlsx");
        fs::write(&a, b"old").unwrap();
        let refused = Staging::new(vec![a.clone()], &[], false).err().unwrap();
        let said = refused
            .downcast_ref::<Msg>()
            .expect("a message")
            .render(Lang::Zh);
        assert!(said.contains("a.xlsx"), "{said}");
        let staging = Staging::new(vec![a.clone()], &[], true).unwrap();
        staging.stage(0, b"new").unwrap();
        staging.commit().unwrap();
        assert_eq!(fs::read(&a).unwrap(), b"new");
        assert_eq!(names_in(dir.path()), ["a.xlsx"]);
    }

    /// The sample event run in memory, as the web page runs it.
    fn sample_run() -> crate::pipeline::InMemoryRun {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/shizhu-2019.xlsx");
        let bytes = fs::read(&path).expect("sample");
        let overrides = crate::rules::Overrides::default();
        crate::pipeline::run_in_memory("shizhu-2019.xlsx", bytes, None, &overrides, Lang::Zh)
            .unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn a_run_written_as_its_files_are_built_holds_the_bytes_built_in_memory() {
        let run = sample_run();
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        let report = &run.report;
        let (standings, computed) = (&report.read.standings, &report.computed);
        let write = || {
            let to = Destination {
                out: &out,
                inputs: &[],
                force: false,
            };
            write_outputs(
                &report.loaded,
                standings,
                computed,
                None,
                &to,
                Lang::Zh,
                Threads::Cores,
            )
        };
        let paths = write().unwrap();
        assert_eq!(paths.len(), run.files.len());
        for (path, file) in paths.iter().zip(&run.files) {
            assert_eq!(path, &out.join(file.name));
            assert!(fs::read(path).unwrap() == file.bytes, "{}", file.name);
        }
        // No temporary file is left beside them.
        let mut names: Vec<&str> = OUTPUT_NAMES.to_vec();
        names.sort();
        assert_eq!(names_in(&out), names);
        // Again, unforced: refused before anything is written.
        assert!(write().is_err());
        assert_eq!(names_in(&out), names);
    }

    #[test]
    fn a_run_whose_files_cannot_all_be_written_writes_none() {
        let run = sample_run();
        let dir = tempfile::tempdir().unwrap();
        // The folder is a file: no output can be written there.
        let out = dir.path().join("out");
        fs::write(&out, b"not a folder").unwrap();
        let (standings, computed) = (&run.report.read.standings, &run.report.computed);
        let to = Destination {
            out: &out,
            inputs: &[],
            force: true,
        };
        let failed = write_outputs(
            &run.report.loaded,
            standings,
            computed,
            None,
            &to,
            Lang::Zh,
            Threads::Cores,
        )
        .unwrap_err();
        assert!(failed.downcast_ref::<WriteError>().is_some(), "{failed:#}");
        assert_eq!(names_in(dir.path()), ["out"]);
        assert_eq!(fs::read(&out).unwrap(), b"not a folder");
    }
}
