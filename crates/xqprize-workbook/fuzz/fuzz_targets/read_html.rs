//! The workbook reader on an HTML page saved as .xls: the fuzz input after
//! `<html>`, so every input is taken for a page and mutations reach the
//! charset detection, the tag and entity parser and the placing of
//! rowspan/colspan. Never a panic, an abort or a hang. Seed the corpus
//! with `tests/disguised/*_html.xls` and `tests/reader/files/*.html`.

#![no_main]

mod every_sheet;

use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;
use xqprize_workbook::Source;

fn setup() -> &'static PathBuf {
    static SETUP: OnceLock<PathBuf> = OnceLock::new();
    SETUP.get_or_init(|| {
        // Let panics inside the workbook library unwind to the reader's
        // guard; a panic escaping the reading still fails the run.
        std::panic::set_hook(Box::new(|_| {}));
        std::env::temp_dir().join(format!("xqprize-fuzz-html-{}.xls", std::process::id()))
    })
}

fuzz_target!(|page: &[u8]| {
    let path = setup();
    if std::fs::write(path, [b"<html>".as_slice(), page].concat()).is_err() {
        return;
    }
    every_sheet::read(&Source::File(path.clone()));
});
