//! The standings reader on an HTML page saved as .xls: the fuzz input
//! after `<html>`, so every input is taken for a page and mutations reach
//! the charset detection, the tag and entity parser, the placing of
//! rowspan/colspan and the cell checks. Never a panic, an abort or a hang.
//! Seed the corpus with `tests/disguised/*_html.xls` and
//! `tests/reader/files/*.html`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;
use xqprize::standings::read::{ReadOptions, Source, read_standings};

fn setup() -> &'static (PathBuf, Vec<String>) {
    static SETUP: OnceLock<(PathBuf, Vec<String>)> = OnceLock::new();
    SETUP.get_or_init(|| {
        // Let panics inside the workbook library unwind to the reader's
        // guard; a panic escaping `read_standings` still fails the run.
        std::panic::set_hook(Box::new(|_| {}));
        let path =
            std::env::temp_dir().join(format!("xqprize-fuzz-html-{}.xls", std::process::id()));
        let groups = vec!["公开组".to_string(), "少儿组".to_string()];
        (path, groups)
    })
}

fuzz_target!(|page: &[u8]| {
    let (path, groups) = setup();
    if std::fs::write(path, [b"<html>".as_slice(), page].concat()).is_err() {
        return;
    }
    let outcome = std::panic::catch_unwind(|| {
        read_standings(&Source::File(path.clone()), groups, &ReadOptions::default())
    });
    assert!(outcome.is_ok(), "read_standings panicked");
});
