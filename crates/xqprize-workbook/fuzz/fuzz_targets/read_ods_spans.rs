//! The workbook reader on a well-formed .ods workbook whose content.xml is
//! the fuzz input, so mutations reach both the workbook library's parser
//! and the reading of the spans (merged cells) beside it instead of
//! failing at the ZIP layer. Never a panic, an abort or a hang. Seed the
//! corpus with `content.xml` of `tests/disguised/*_ods.ods`.

#![no_main]

mod every_sheet;
mod zip_base;

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use xqprize_workbook::Source;
use zip_base::ZipBase;

const BASE: &[u8] = include_bytes!("../../../../tests/disguised/merged_ranks_ods.ods");

fn base() -> &'static ZipBase {
    static BASE_PARTS: OnceLock<ZipBase> = OnceLock::new();
    BASE_PARTS.get_or_init(|| {
        std::panic::set_hook(Box::new(|_| {}));
        ZipBase::new(BASE, "content.xml", "ods", ".ods")
    })
}

fuzz_target!(|content_xml: &[u8]| {
    let base = base();
    if !base.write(content_xml) {
        return;
    }
    every_sheet::read(&Source::File(base.path.clone()));
});
