//! Renaming the written files into place all or nothing. Before a file
//! replaces an earlier one, the earlier one is kept under a second name (a
//! hard link, or a copy where the file system has none), so at every
//! moment each output is whole, old or new; a file to remove is moved to
//! that name. If a rename fails (a file open in Excel on Windows, a full
//! disk), what was already done is undone, last first: the earlier files
//! put back, the new ones removed, so the folder is as it was. On success
//! the kept files are removed.

use super::live::{self, Live};
use super::{Problems, WriteError, write_failed};
use crate::msg::Msg;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// How a file is renamed: `fs::rename`, or in tests one that fails when
/// told to.
pub(super) type Rename<'a> = &'a dyn Fn(&Path, &Path) -> io::Result<()>;

/// One step done, as it is undone.
enum Done {
    /// A new file where there was none: removed.
    Created(PathBuf),
    /// A file replaced, the earlier one kept at `backup`: put back.
    Replaced { path: PathBuf, backup: PathBuf },
    /// A file removed, moved to `backup`: put back.
    Removed { path: PathBuf, backup: PathBuf },
}

/// Rename each `(temporary, path)` into place, then remove each of
/// `removes` that exists, all or nothing; `live` is the register of
/// temporary files, held locked for the whole commit. The paths removed.
pub(super) fn commit(
    live: &mut Live,
    moves: &[(PathBuf, PathBuf)],
    removes: &[PathBuf],
    rename: Rename,
) -> Result<Vec<PathBuf>, WriteError> {
    let mut done: Vec<Done> = Vec::new();
    for (tmp, path) in moves {
        let kept = match fs::symlink_metadata(path) {
            Ok(_) => match keep(path) {
                Ok(backup) => Some(backup),
                Err(e) => return Err(undo(done, write_failed(path, &e))),
            },
            Err(_) => None,
        };
        if let Err(e) = rename(tmp, path) {
            if let Some(backup) = kept {
                let _ = fs::remove_file(backup);
            }
            return Err(undo(done, write_failed(path, &e)));
        }
        live.forget(tmp);
        done.push(match kept {
            Some(backup) => Done::Replaced {
                path: path.clone(),
                backup,
            },
            None => Done::Created(path.clone()),
        });
    }
    let mut removed = Vec::new();
    for path in removes {
        if fs::symlink_metadata(path).is_err() {
            continue;
        }
        let backup = live::backup(path);
        if let Err(e) = rename(path, &backup) {
            return Err(undo(done, write_failed(path, &e)));
        }
        done.push(Done::Removed {
            path: path.clone(),
            backup,
        });
        removed.push(path.clone());
    }
    for step in done {
        if let Done::Replaced { backup, .. } | Done::Removed { backup, .. } = step {
            let _ = fs::remove_file(backup);
        }
    }
    live.mark_committed();
    Ok(removed)
}

/// Keep the file at `path` under its backup name while it stays in place:
/// a hard link, else a copy.
fn keep(path: &Path) -> io::Result<PathBuf> {
    let backup = live::backup(path);
    let _ = fs::remove_file(&backup);
    if fs::hard_link(path, &backup).is_err() {
        fs::copy(path, &backup)?;
    }
    Ok(backup)
}

/// Undo `done`, last first, after `failure`: the error, with a line for
/// each earlier file that could not be put back (it stays at its backup
/// name, which the line gives).
fn undo(done: Vec<Done>, failure: anyhow::Error) -> WriteError {
    let mut problems = Vec::new();
    for step in done.into_iter().rev() {
        let (path, backup) = match step {
            Done::Created(path) => {
                let _ = fs::remove_file(path);
                continue;
            }
            Done::Replaced { path, backup } | Done::Removed { path, backup } => (path, backup),
        };
        if let Err(e) = fs::rename(&backup, &path) {
            problems.push(Msg::OutputNotRestored {
                path: path.display().to_string(),
                backup: backup.display().to_string(),
                detail: e.to_string(),
            });
        }
    }
    if problems.is_empty() {
        return WriteError(failure);
    }
    if let Some(first) = failure.downcast_ref::<Msg>() {
        problems.insert(0, first.clone());
    }
    WriteError(Problems(problems).into())
}
