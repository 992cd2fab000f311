//! `--paid FILE` of `run` and `explain`: the results.json of the run that
//! was paid, read and compared with this run (`pipeline::corrections`). A
//! file that cannot be read, or is not this event's under these rules,
//! stops the command with every problem named and nothing written. The
//! ceremony's event file is accepted as well: then the correction compares
//! with what was collected (`pipeline::corrections_collected`).

use std::io::Read;
use std::path::Path;
use xqprize::corrections::Corrections;
use xqprize::corrections::paid;
use xqprize::msg::{Lang, Msg, text};
use xqprize::pipeline::{self, PaidFile, RunReport};

/// The corrections of `report` against the paid results at `path`.
pub fn of(report: &RunReport, path: &Path, lang: Lang) -> anyhow::Result<Corrections> {
    if is_event_file(path) {
        return pipeline::corrections_collected(report, path)
            .map_err(|e| anyhow::anyhow!("{}\n{}", e.render(lang), text::nothing_written(lang)));
    }
    let name = path.display().to_string();
    let bytes = read(path, &name)
        .map_err(|msg| anyhow::anyhow!("{}\n{}", msg.render(lang), text::nothing_written(lang)))?;
    pipeline::corrections(report, &PaidFile { name, bytes })
        .map_err(|e| anyhow::anyhow!("{}\n{}", e.render(lang), text::nothing_written(lang)))
}

/// Whether the file is an SQLite database (the ceremony's event file),
/// by the 16 bytes every one begins with.
fn is_event_file(path: &Path) -> bool {
    let mut head = [0u8; 16];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok_and(|()| &head == b"SQLite format 3\0")
}

/// The paid file's bytes, refused before reading when larger than any
/// results.json a run writes (`paid::MAX_BYTES`).
fn read(path: &Path, name: &str) -> Result<Vec<u8>, Box<Msg>> {
    let failed = |e: std::io::Error| {
        Box::new(Msg::PaidRead {
            path: name.to_string(),
            detail: e.to_string(),
        })
    };
    let file = std::fs::File::open(path).map_err(failed)?;
    let size = file.metadata().map_err(failed)?.len();
    if size > paid::MAX_BYTES {
        return Err(Box::new(paid::too_large(name, size)));
    }
    // A file that grows while read stops one byte past the limit, which
    // `Paid::parse` refuses.
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(paid::MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(failed)?;
    Ok(bytes)
}
