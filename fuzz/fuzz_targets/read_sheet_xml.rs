//! The standings reader on a well-formed workbook whose first sheet's XML
//! is the fuzz input, so mutations reach the sheet parser and the cell
//! checks instead of failing at the ZIP layer. Never a panic or an abort.
//! Seed the corpus with `xl/worksheets/sheet1.xml` of the bad-input
//! workbooks.

#![no_main]

#[path = "../../crates/xqprize-workbook/fuzz/fuzz_targets/zip_base.rs"]
mod zip_base;

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use xqprize::standings::read::{ReadOptions, Source, read_standings};
use zip_base::ZipBase;

const BASE: &[u8] = include_bytes!("../../tests/bad_input/bad_date.xlsx");

fn base() -> &'static (ZipBase, Vec<String>) {
    static BASE_PARTS: OnceLock<(ZipBase, Vec<String>)> = OnceLock::new();
    BASE_PARTS.get_or_init(|| {
        // Let panics inside the workbook library unwind to the reader's
        // guard; a panic escaping `read_standings` still fails the run.
        std::panic::set_hook(Box::new(|_| {}));
        let groups = vec!["公开组".to_string(), "少儿组".to_string()];
        let base = ZipBase::new(BASE, "xl/worksheets/sheet1.xml", "sheet", ".xlsx");
        (base, groups)
    })
}

fuzz_target!(|sheet_xml: &[u8]| {
    let (base, groups) = base();
    if !base.write(sheet_xml) {
        return;
    }
    let source = Source::File(base.path.clone());
    let outcome =
        std::panic::catch_unwind(|| read_standings(&source, groups, &ReadOptions::default()));
    assert!(outcome.is_ok(), "read_standings panicked");
});
