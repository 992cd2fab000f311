//! The standings reader: every accepted form of every column, every problem
//! named by sheet, cell and column, the bad-input corpus, and no panic on any
//! bytes.

#[path = "../common/mod.rs"]
mod common;

#[path = "../common/disguise.rs"]
mod disguise;

mod bad_input;
mod disguised;
mod headers;
mod never_panics;
mod other_files;
mod read;
mod xlsb;

/// The workbooks of a committed corpus folder (each beside its
/// `.expected.txt`), sorted by name.
fn corpus(folder: &str) -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| !p.to_string_lossy().ends_with(".expected.txt"))
        .collect();
    cases.sort();
    cases
}
