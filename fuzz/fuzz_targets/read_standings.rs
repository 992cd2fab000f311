//! Any bytes given to the standings reader give standings or an error,
//! never a panic or an abort. The bytes are written to a file because the
//! reader takes a path; seed the corpus with `tests/bad_input/*.xlsx` and
//! `tests/data/examples/*.xlsx`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;
use xqprize::standings::read::{ReadOptions, Source, read_standings};

fn setup() -> &'static (PathBuf, Vec<String>) {
    static SETUP: OnceLock<(PathBuf, Vec<String>)> = OnceLock::new();
    SETUP.get_or_init(|| {
        // The reader turns a panic inside the workbook library into an
        // error; libFuzzer's hook would abort first, so panics in that
        // library are allowed to unwind to the reader's guard. A panic
        // escaping `read_standings` still fails the run.
        std::panic::set_hook(Box::new(|_| {}));
        let path = std::env::temp_dir().join(format!("xqprize-fuzz-{}.xlsx", std::process::id()));
        let groups = vec!["公开组".to_string(), "少儿组".to_string()];
        (path, groups)
    })
}

fuzz_target!(|data: &[u8]| {
    let (path, groups) = setup();
    if std::fs::write(path, data).is_err() {
        return;
    }
    let outcome = std::panic::catch_unwind(|| {
        read_standings(&Source::File(path.clone()), groups, &ReadOptions::default())
    });
    assert!(outcome.is_ok(), "read_standings panicked");
});
