//! What every format of the crate stands on: where a workbook's bytes
//! come from (`Source`), Excel's limits and the limits on what a file may
//! expand to, and the guard that turns a panic of the parsing library into
//! `Error::FileDamaged`. The errors themselves (`Error`, in `lib.rs`) say
//! what was found: damaged, encrypted, beyond a limit.

use crate::Error;
use std::cell::Cell;
use std::fs::File;
use std::io::{BufReader, Cursor, Read, Seek};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::{Arc, Once};

/// Excel's own limits: a sheet declaring more is refused.
pub const MAX_ROWS: u32 = 1_048_576;
pub const MAX_COLUMNS: u32 = 16_384;
/// Non-blank cells per sheet: Excel's 1 048 576 rows of 30 columns (a
/// table of people has about 20). Rows stream, so this bounds the work,
/// and the memory only of a sheet stored out of order.
pub const MAX_CELLS: usize = 32_000_000;

/// The most a part of a ZIP workbook (.xlsx, .xlsb, .ods) may expand to: a
/// sheet of a million rows takes about 450 MiB.
pub const MAX_PART_BYTES: u64 = 1024 * 1024 * 1024;
/// The most the shared-string table may expand to: every text of a table
/// of 100 000 rows of names, clubs and numbers takes about 10 MiB.
pub const MAX_SHARED_STRINGS_BYTES: u64 = 128 * 1024 * 1024;

/// Where a workbook's bytes come from: a file, or memory (an upload).
#[derive(Clone)]
pub enum Source {
    File(PathBuf),
    Bytes { name: String, bytes: Arc<[u8]> },
}

/// A reader over a workbook's bytes, whichever the source.
pub trait ReadSeek: Read + Seek + Send {}
impl<T: Read + Seek + Send> ReadSeek for T {}

impl Source {
    /// The path that names the workbook in messages.
    pub fn path(&self) -> PathBuf {
        match self {
            Source::File(path) => path.clone(),
            Source::Bytes { name, .. } => PathBuf::from(name),
        }
    }

    /// A fresh reader from the first byte.
    pub(crate) fn open(&self) -> std::io::Result<Box<dyn ReadSeek>> {
        Ok(match self {
            Source::File(path) => Box::new(BufReader::new(File::open(path)?)),
            Source::Bytes { bytes, .. } => Box::new(Cursor::new(bytes.clone())),
        })
    }
}

thread_local! {
    /// Set while this thread is inside `guarded`: its panics are expected
    /// and reported as errors, so the panic hook stays silent.
    static GUARDED: Cell<bool> = const { Cell::new(false) };
}

/// Install, once, a panic hook that is silent for panics inside `guarded`
/// and hands every other panic to the hook that was there before.
fn install_quiet_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !GUARDED.with(Cell::get) {
                previous(info);
            }
        }));
    });
}

/// Run a call into the parsing library, turning a panic into an error.
pub(crate) fn guarded<T>(what: &str, call: impl FnOnce() -> Result<T, Error>) -> Result<T, Error> {
    install_quiet_hook();
    let was = GUARDED.with(|g| g.replace(true));
    let outcome = catch_unwind(AssertUnwindSafe(call));
    GUARDED.with(|g| g.set(was));
    match outcome {
        Ok(result) => result,
        Err(payload) => {
            let detail = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .map_or(what.to_string(), |d| format!("{what}: {d}"));
            Err(Error::FileDamaged { detail })
        }
    }
}

/// A file that cannot be opened.
pub(crate) fn open_error(e: std::io::Error) -> Error {
    Error::FileOpen {
        missing: e.kind() == std::io::ErrorKind::NotFound,
        detail: e.to_string(),
    }
}

/// A library error while reading a sheet.
pub(crate) fn damaged(e: impl std::fmt::Display) -> Error {
    Error::FileDamaged {
        detail: e.to_string(),
    }
}
