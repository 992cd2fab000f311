//! The standings reader on a well-formed .ods workbook whose content.xml
//! is the fuzz input, so mutations reach both the workbook library's
//! parser and the reading of the spans (merged cells) beside it, and the
//! cell checks, instead of failing at the ZIP layer. Never a panic, an
//! abort or a hang. Seed the corpus with `content.xml` of
//! `tests/disguised/*_ods.ods`.

#![no_main]

mod zip_base;

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use xqprize::standings::read::{ReadOptions, Source, read_standings};
use zip_base::ZipBase;

const BASE: &[u8] = include_bytes!("../../tests/disguised/merged_ranks_ods.ods");

fn base() -> &'static (ZipBase, Vec<String>) {
    static BASE_PARTS: OnceLock<(ZipBase, Vec<String>)> = OnceLock::new();
    BASE_PARTS.get_or_init(|| {
        std::panic::set_hook(Box::new(|_| {}));
        let groups = vec!["公开组".to_string(), "少儿组".to_string()];
        (ZipBase::new(BASE, "content.xml", "ods", ".ods"), groups)
    })
}

fuzz_target!(|content_xml: &[u8]| {
    let (base, groups) = base();
    if !base.write(content_xml) {
        return;
    }
    let source = Source::File(base.path.clone());
    let outcome =
        std::panic::catch_unwind(|| read_standings(&source, groups, &ReadOptions::default()));
    assert!(outcome.is_ok(), "read_standings panicked");
});
