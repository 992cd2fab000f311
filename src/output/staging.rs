//! Files written, each to a temporary name beside its path and flushed to
//! disk (from any thread), then renamed into place together by `commit`.
//! A `Staging` dropped without a commit (another file failed, a panic
//! unwinding) removes its temporary files: nothing is written.

use super::commit::{self, Rename};
use super::{WriteError, live, targets, write_failed};
use crate::msg::Msg;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

pub(super) struct Staging<'a> {
    paths: Vec<PathBuf>,
    /// Earlier outputs this run does not write, removed by the commit
    /// (corrections.xlsx of an earlier `run --paid`, with `--force`).
    removes: Vec<PathBuf>,
    inputs: &'a [&'a Path],
    force: bool,
    /// Each path's temporary file, once written.
    written: Mutex<Vec<Option<PathBuf>>>,
}

impl<'a> Staging<'a> {
    /// Ready to write `paths` and remove `removes`, once checked
    /// (`targets::check`); the temporary files an earlier run killed
    /// outright left beside them are swept away.
    pub(super) fn new(
        paths: Vec<PathBuf>,
        removes: Vec<PathBuf>,
        inputs: &'a [&'a Path],
        force: bool,
    ) -> anyhow::Result<Staging<'a>> {
        let all: Vec<PathBuf> = paths.iter().chain(&removes).cloned().collect();
        targets::check(&all, inputs, force)?;
        live::sweep_stale(&all);
        Ok(Staging {
            written: Mutex::new(vec![None; paths.len()]),
            paths,
            removes,
            inputs,
            force,
        })
    }

    /// Write `bytes` for the path at `at` (of those given to `new`) to its
    /// temporary file and flush it; any thread may stage any file.
    pub(super) fn stage(&self, at: usize, bytes: &[u8]) -> Result<(), WriteError> {
        let path = &self.paths[at];
        let tmp = live::temporary(path);
        create_folder(path)?;
        live::lock()
            .add(&tmp)
            .map_err(|_| WriteError(Msg::OutputInterrupted.into()))?;
        if let Some(old) = self.written()[at].replace(tmp.clone()) {
            let _ = fs::remove_file(old);
        }
        let result = (|| -> std::io::Result<()> {
            let mut f = fs::File::create(&tmp)?;
            f.write_all(bytes)?;
            f.sync_all()
        })();
        result.map_err(|e| WriteError(write_failed(path, &e)))
    }

    fn written(&self) -> MutexGuard<'_, Vec<Option<PathBuf>>> {
        self.written.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Check the paths again (a file may have appeared while the outputs
    /// were built), then rename every staged file into place and remove
    /// `removes`, all or nothing. The paths removed.
    pub(super) fn commit(self) -> anyhow::Result<Vec<PathBuf>> {
        self.commit_with(&|from, to| fs::rename(from, to))
    }

    /// `commit` renaming through `rename`.
    pub(super) fn commit_with(self, rename: Rename) -> anyhow::Result<Vec<PathBuf>> {
        let mut live = live::lock();
        if live.is_closed() {
            return Err(WriteError(Msg::OutputInterrupted.into()).into());
        }
        let all: Vec<PathBuf> = self.paths.iter().chain(&self.removes).cloned().collect();
        targets::check(&all, self.inputs, self.force)?;
        let mut written = self.written();
        let moves: Vec<(PathBuf, PathBuf)> = written
            .iter()
            .zip(&self.paths)
            .filter_map(|(tmp, path)| Some((tmp.clone()?, path.clone())))
            .collect();
        let removed = commit::commit(&mut live, &moves, &self.removes, rename)?;
        // Renamed into place: no longer temporary files to remove.
        written.iter_mut().for_each(|tmp| *tmp = None);
        Ok(removed)
    }
}

impl Drop for Staging<'_> {
    fn drop(&mut self) {
        let left: Vec<PathBuf> = self.written().iter_mut().filter_map(Option::take).collect();
        if left.is_empty() {
            return;
        }
        let mut live = live::lock();
        for tmp in left {
            let _ = fs::remove_file(&tmp);
            live.forget(&tmp);
        }
    }
}

/// Create the folder `path` goes in.
fn create_folder(path: &Path) -> Result<(), WriteError> {
    let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) else {
        return Ok(());
    };
    fs::create_dir_all(dir).map_err(|e| {
        WriteError(
            Msg::OutputFolder {
                path: dir.display().to_string(),
                detail: e.to_string(),
            }
            .into(),
        )
    })
}
