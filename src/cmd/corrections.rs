//! `--paid FILE` of `run` and `explain`: the results.json of the run that
//! was paid, read and compared with this run (`pipeline::corrections`). A
//! file that cannot be read, or is not this event's under these rules,
//! stops the command with every problem named and nothing written.

use std::path::Path;
use xqprize::corrections::Corrections;
use xqprize::msg::{Lang, Msg, text};
use xqprize::pipeline::{self, PaidFile, RunReport};

/// The corrections of `report` against the paid results at `path`.
pub fn of(report: &RunReport, path: &Path, lang: Lang) -> anyhow::Result<Corrections> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        let msg = Msg::PaidRead {
            path: name.clone(),
            detail: e.to_string(),
        };
        anyhow::anyhow!("{}\n{}", msg.render(lang), text::nothing_written(lang))
    })?;
    pipeline::corrections(report, &PaidFile { name, bytes })
        .map_err(|e| anyhow::anyhow!("{}\n{}", e.render(lang), text::nothing_written(lang)))
}
