//! Writing output files (the outputs of `run`, the files of `init`) all
//! or nothing. Every path is checked first (`targets`: no input written
//! over, no folder or read-only file in the way, nothing replaced unless
//! forced); each file is written to a temporary name beside its path and
//! flushed to disk (`staging`); once every one is written, all are renamed
//! into place, the earlier files kept until the last rename succeeds and
//! put back if one fails (`commit`). A failure, a panic or a stop by
//! Ctrl-C or SIGTERM (`live`) leaves the folder as it was, with no
//! temporary file.

mod commit;
mod live;
mod staging;
mod targets;

pub use live::interrupted;

use crate::corrections::Corrections;
use crate::msg::{Lang, Msg};
use crate::pipeline::{
    CORRECTIONS_NAME, Computed, LoadedRules, OUTPUT_NAMES, OutputBytes, output_files_with,
};
use crate::standings::Standings;
use crate::threads::Threads;
use staging::Staging;
use std::path::{Path, PathBuf};

/// A file to write: its final path and its bytes.
pub struct OutputFile {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
}

/// The outputs could not be written (a folder or a file could not be
/// created, written or replaced): the command line exits with its own
/// status. The error within is a `Msg`, or several (`Problems`), that the
/// front end renders in its language.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct WriteError(pub anyhow::Error);

/// Several problems with the paths to write, all reported at once.
#[derive(Debug)]
pub struct Problems(pub Vec<Msg>);

impl Problems {
    /// One line per problem, in `lang`.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        self.0.iter().map(|m| m.render(lang)).collect()
    }
}

impl std::fmt::Display for Problems {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.lines(Lang::En).join("\n"))
    }
}

impl std::error::Error for Problems {}

/// Write every file, all or nothing. Without `force`, refuse (writing
/// nothing) if any of them exists; never write over one of `inputs`. A
/// refusal is an ordinary error; a failure to write is a `WriteError`.
pub fn write_all(
    files: &[OutputFile],
    inputs: &[&Path],
    force: bool,
    threads: Threads,
) -> anyhow::Result<()> {
    let paths: Vec<PathBuf> = files.iter().map(|f| f.path.clone()).collect();
    let staging = Staging::new(paths, Vec::new(), inputs, force)?;
    if threads == Threads::One {
        for (at, file) in files.iter().enumerate() {
            staging.stage(at, &file.bytes)?;
        }
        staging.commit()?;
        return Ok(());
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
    staging.commit()?;
    Ok(())
}

/// Where a run's outputs go: the folder, the inputs they must never
/// replace, and whether existing outputs may be replaced.
pub struct Destination<'a> {
    pub out: &'a Path,
    pub inputs: &'a [&'a Path],
    pub force: bool,
}

/// What a run wrote: the files, in `OUTPUT_NAMES` order, and the earlier
/// outputs it removed (corrections.xlsx of an earlier `run --paid`).
#[derive(Debug)]
pub struct Written {
    pub paths: Vec<PathBuf>,
    pub removed: Vec<PathBuf>,
}

/// Build a run's four outputs (and with `corrections`, `run --paid`,
/// corrections.xlsx too) and write them into `to.out` as `write_all` would
/// (the same checks first, then all or nothing), each written as soon as it
/// is built, on the threads `threads` allows. Without `corrections`, a
/// corrections.xlsx of an earlier run is removed in the same commit, so
/// the folder holds one run's files (without `to.force` it is refused as
/// any existing output is).
pub fn write_outputs(
    loaded: &LoadedRules,
    standings: &Standings,
    computed: &Computed,
    corrections: Option<&Corrections>,
    to: &Destination,
    lang: Lang,
    threads: Threads,
) -> anyhow::Result<Written> {
    let extra = corrections.map(|_| CORRECTIONS_NAME);
    let names = OUTPUT_NAMES.iter().copied().chain(extra);
    let paths: Vec<PathBuf> = names.map(|name| to.out.join(name)).collect();
    let removes = match corrections {
        Some(_) => Vec::new(),
        None => vec![to.out.join(CORRECTIONS_NAME)],
    };
    let staging = Staging::new(paths.clone(), removes, to.inputs, to.force)?;
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
    let removed = staging.commit()?;
    Ok(Written { paths, removed })
}

/// "cannot write PATH", with the system's words.
fn write_failed(path: &Path, e: &std::io::Error) -> anyhow::Error {
    anyhow::Error::new(Msg::OutputWrite {
        path: path.display().to_string(),
        detail: e.to_string(),
    })
}

#[cfg(test)]
mod tests;
