//! Test data for xqprize, kept out of the shipped library: seeded synthetic
//! standings (`synthetic`) for the tests, the benchmark and the committed
//! sample, and the one writer of hand-made test workbooks (`workbook`). It knows nothing of xqprize's types: it writes the workbook an
//! arbiter would hand over, in the words of docs/input.md, so that the
//! reader is tested against what people write rather than against its own
//! tables, and so that xqprize's own unit tests can use it too.

pub mod every_column;
pub mod synthetic;
pub mod workbook;

/// The committed test and sample workbooks of the repository whose
/// extension is one of `extensions`: for the tests that compare two ways of
/// reading them.
pub fn committed(extensions: &[&str]) -> Vec<std::path::PathBuf> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for dir in ["tests/disguised", "tests/bad_input", "samples"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("folder") {
            let path = entry.expect("entry").path();
            if path
                .extension()
                .is_some_and(|e| extensions.iter().any(|x| e == *x))
            {
                found.push(path);
            }
        }
    }
    found
}
