//! What is checked of every path a run writes or removes, before any file
//! is written and again just before the first rename: none is one of the
//! inputs (by the file it names: symlinks, `out/../out/x` and, on Windows,
//! case resolved), none is a folder or a read-only file, and none exists
//! unless forced. Every problem is reported at once.

use super::{Problems, WriteError};
use crate::msg::Msg;
use std::fs;
use std::path::{Path, PathBuf};

/// Check `paths` (to write or remove) against `inputs` and what is already
/// there. A refusal (an input, an existing file without `force`) is an
/// ordinary error; a path that cannot be written (a folder, a read-only
/// file) makes it a `WriteError`.
pub(super) fn check(paths: &[PathBuf], inputs: &[&Path], force: bool) -> anyhow::Result<()> {
    let mut problems = Vec::new();
    let mut unwritable = false;
    let mut existing = Vec::new();
    for path in paths {
        let shown = path.display().to_string();
        if inputs.iter().any(|input| same_file(path, input)) {
            problems.push(Msg::OutputIsInput { path: shown });
            continue;
        }
        let Ok(meta) = fs::symlink_metadata(path) else {
            continue;
        };
        if meta.is_dir() {
            problems.push(Msg::OutputIsFolder { path: shown });
            unwritable = true;
        } else if meta.file_type().is_file() && meta.permissions().readonly() {
            problems.push(Msg::OutputReadOnly { path: shown });
            unwritable = true;
        } else if !force {
            existing.push(shown);
        }
    }
    if !existing.is_empty() {
        problems.push(Msg::OutputExists { paths: existing });
    }
    match problems.len() {
        0 => Ok(()),
        _ if unwritable => Err(WriteError(Problems(problems).into()).into()),
        _ => Err(Problems(problems).into()),
    }
}

/// Whether `a` and `b` name one file: the same path once symlinks, `.`
/// and `..` are resolved (and on Windows the letters' case, which the
/// resolved path spells as stored), or on Unix the same file by another
/// name (a hard link). A path that does not exist is no input.
fn same_file(a: &Path, b: &Path) -> bool {
    let (Ok(ca), Ok(cb)) = (fs::canonicalize(a), fs::canonicalize(b)) else {
        return false;
    };
    ca == cb || same_identity(&ca, &cb)
}

/// On Unix, the same device and inode: one file under two names.
#[cfg(unix)]
fn same_identity(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// On Windows, names differing only in case name one file.
#[cfg(windows)]
fn same_identity(a: &Path, b: &Path) -> bool {
    let lower = |p: &Path| p.to_string_lossy().to_lowercase();
    lower(a) == lower(b)
}

#[cfg(not(any(unix, windows)))]
fn same_identity(_: &Path, _: &Path) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg::Lang;

    fn said(e: &anyhow::Error) -> Vec<String> {
        let inner = e.downcast_ref::<WriteError>().map(|w| &w.0).unwrap_or(e);
        let problems = inner.downcast_ref::<Problems>().expect("problems");
        problems.0.iter().map(|m| m.code().to_string()).collect()
    }

    #[test]
    fn an_input_reached_by_another_spelling_of_its_path_is_never_an_output() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        fs::create_dir(&out).unwrap();
        let rules = out.join("results.json");
        fs::write(&rules, "[event]").unwrap();
        // out/../out/results.json, and the same file through a symlinked folder.
        let roundabout = out.join("..").join("out").join("results.json");
        let e = check(std::slice::from_ref(&rules), &[&roundabout], true).unwrap_err();
        assert_eq!(said(&e), ["output.is_input"]);
        assert!(
            e.downcast_ref::<WriteError>().is_none(),
            "a refusal: exit 1"
        );
        #[cfg(unix)]
        {
            let link = dir.path().join("link");
            std::os::unix::fs::symlink(&out, &link).unwrap();
            let e = check(&[link.join("results.json")], &[&rules], true).unwrap_err();
            assert_eq!(said(&e), ["output.is_input"]);
            // A hard link is the same file under another name.
            let hard = dir.path().join("rules.toml");
            fs::hard_link(&rules, &hard).unwrap();
            let e = check(std::slice::from_ref(&rules), &[&hard], true).unwrap_err();
            assert_eq!(said(&e), ["output.is_input"]);
        }
    }

    #[test]
    fn a_folder_a_read_only_file_and_existing_files_are_all_reported_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let [folder, locked, old, new] = [
            "results.json",
            "payouts.xlsx",
            "awards.xlsx",
            "qualifiers.xlsx",
        ]
        .map(|n| dir.path().join(n));
        fs::create_dir(&folder).unwrap();
        fs::write(&locked, "old").unwrap();
        let mut perms = fs::metadata(&locked).unwrap().permissions();
        perms.set_readonly(true);
        fs::set_permissions(&locked, perms).unwrap();
        fs::write(&old, "old").unwrap();
        let paths = [locked.clone(), old.clone(), new, folder];
        let e = check(&paths, &[], false).unwrap_err();
        assert_eq!(
            said(&e),
            ["output.read_only", "output.is_folder", "output.exists"]
        );
        assert!(e.downcast_ref::<WriteError>().is_some(), "exit 3");
        let listed = e
            .downcast_ref::<WriteError>()
            .and_then(|w| w.0.downcast_ref::<Problems>())
            .map(|p| p.0[2].render(Lang::En))
            .unwrap();
        assert!(listed.contains("awards.xlsx"), "{listed}");
        // --force replaces awards.xlsx, never the folder or the read-only file.
        let e = check(&paths, &[], true).unwrap_err();
        assert_eq!(said(&e), ["output.read_only", "output.is_folder"]);
    }
}
