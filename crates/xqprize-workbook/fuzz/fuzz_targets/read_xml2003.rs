//! The workbook reader on an XML Spreadsheet 2003 file: the fuzz input
//! after the declaration and the `<Workbook>` start tag, so every input is
//! taken for such a file and mutations reach the XML parser, ss:Index,
//! ss:MergeAcross/ss:MergeDown and the typed values. Never a panic, an
//! abort or a hang. Seed the corpus with the worksheets of
//! `tests/disguised/*_xml2003.xls` (everything after the `<Workbook …>`
//! start tag).

#![no_main]

mod every_sheet;

use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;
use xqprize_workbook::Source;

const HEAD: &[u8] = br#"<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
"#;

fn setup() -> &'static PathBuf {
    static SETUP: OnceLock<PathBuf> = OnceLock::new();
    SETUP.get_or_init(|| {
        std::panic::set_hook(Box::new(|_| {}));
        std::env::temp_dir().join(format!("xqprize-fuzz-xml-{}.xls", std::process::id()))
    })
}

fuzz_target!(|body: &[u8]| {
    let path = setup();
    if std::fs::write(path, [HEAD, body].concat()).is_err() {
        return;
    }
    every_sheet::read(&Source::File(path.clone()));
});
