//! The standings reader on an XML Spreadsheet 2003 file: the fuzz input
//! after the declaration and the `<Workbook>` start tag, so every input is
//! taken for such a file and mutations reach the XML parser, ss:Index,
//! ss:MergeAcross/ss:MergeDown, the typed values and the cell checks.
//! Never a panic, an abort or a hang. Seed the corpus with the worksheets
//! of `tests/disguised/*_xml2003.xls` (everything after the `<Workbook …>`
//! start tag).

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;
use xqprize::standings::read::{ReadOptions, Source, read_standings};

const HEAD: &[u8] = br#"<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
"#;

fn setup() -> &'static (PathBuf, Vec<String>) {
    static SETUP: OnceLock<(PathBuf, Vec<String>)> = OnceLock::new();
    SETUP.get_or_init(|| {
        std::panic::set_hook(Box::new(|_| {}));
        let path =
            std::env::temp_dir().join(format!("xqprize-fuzz-xml-{}.xls", std::process::id()));
        let groups = vec!["公开组".to_string(), "少儿组".to_string()];
        (path, groups)
    })
}

fuzz_target!(|body: &[u8]| {
    let (path, groups) = setup();
    if std::fs::write(path, [HEAD, body].concat()).is_err() {
        return;
    }
    let outcome = std::panic::catch_unwind(|| {
        read_standings(&Source::File(path.clone()), groups, &ReadOptions::default())
    });
    assert!(outcome.is_ok(), "read_standings panicked");
});
