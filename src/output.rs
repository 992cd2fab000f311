//! Writing output files: each to a temporary name in the same folder, then
//! renamed into place, so a reader never sees half a file; an existing file
//! is kept unless the caller forces. All files are checked before any is
//! written, so a refusal writes nothing.

use anyhow::{Context, bail};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// A file to write: its final path and its bytes.
pub struct OutputFile {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
}

/// The outputs could not be written (a folder or a file could not be
/// created or written): the command line exits with its own status.
#[derive(Debug, thiserror::Error)]
#[error("{0:#}")]
pub struct WriteError(pub anyhow::Error);

/// Write every file atomically. Without `force`, refuse (writing nothing) if
/// any of them exists; never write over one of `inputs`. A refusal is an
/// ordinary error; a failure to write is a `WriteError`.
pub fn write_all(files: &[OutputFile], inputs: &[&Path], force: bool) -> anyhow::Result<()> {
    for file in files {
        for input in inputs {
            if same_file(&file.path, input) {
                bail!(
                    "{} is an input; refusing to write over it (choose another --out)",
                    file.path.display()
                );
            }
        }
    }
    if !force {
        let existing: Vec<String> = files
            .iter()
            .filter(|f| f.path.exists())
            .map(|f| f.path.display().to_string())
            .collect();
        match existing.len() {
            0 => {}
            1 => bail!(
                "{} already exists; nothing was written (use --force to replace it)",
                existing[0]
            ),
            _ => bail!(
                "{} already exist; nothing was written (use --force to replace them)",
                existing.join(" and ")
            ),
        }
    }
    for file in files {
        write_atomic(&file.path, &file.bytes).map_err(WriteError)?;
    }
    Ok(())
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Write to a temporary file beside `path`, flush, then rename over it.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir).with_context(|| format!("cannot create folder {}", dir.display()))?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| -> std::io::Result<()> {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result.with_context(|| format!("cannot write {}", path.display()))
}
