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

/// How the reader tests read: the 2019 event's three regions, with no
/// catch-all, so that a place none of them names is an error to be seen.
fn options() -> xqprize::standings::read::ReadOptions {
    const RULES: &str = r#"
event = "地区"
event_year = 2019

[regions]
"石柱" = { names = ["石柱县", "石柱土家族自治县"], id_codes = ["500240"] }
"重庆" = { names = ["重庆市"], id_codes = ["50"] }
"市外" = { names = ["外地", "外省", "市外选手"] }

[[groups]]
sheet = "公开组"
kind = "open"
"#;
    xqprize::standings::read::ReadOptions {
        threads: common::threads(),
        ..xqprize::rules::load("regions.toml", RULES)
            .expect("the test's regions are valid")
            .read_options(&[])
    }
}

/// `read_standings` with the test's regions (`options`).
fn read_standings<S: AsRef<str>>(
    path: &std::path::Path,
    sheets: &[S],
) -> Result<xqprize::standings::read::Read, xqprize::standings::read::InputError> {
    let source = xqprize::standings::read::Source::File(path.into());
    xqprize::standings::read::read_standings(&source, sheets, &options())
}
