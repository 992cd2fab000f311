//! The standings reader on a well-formed .ods workbook whose content.xml
//! is the fuzz input, so mutations reach both the workbook library's
//! parser and the reading of the spans (merged cells) beside it, and the
//! cell checks, instead of failing at the ZIP layer. Never a panic, an
//! abort or a hang. Seed the corpus with `content.xml` of
//! `tests/disguised/*_ods.ods`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::io::{Cursor, Read, Write};
use std::path::PathBuf;
use std::sync::OnceLock;
use xqprize::standings::read::read_standings;

/// Every part of the base workbook, in order.
struct Base {
    parts: Vec<(String, Vec<u8>)>,
    path: PathBuf,
    groups: Vec<String>,
}

const BASE: &[u8] = include_bytes!("../../tests/disguised/merged_ranks_ods.ods");
const CONTENT: &str = "content.xml";

fn base() -> &'static Base {
    static BASE_PARTS: OnceLock<Base> = OnceLock::new();
    BASE_PARTS.get_or_init(|| {
        std::panic::set_hook(Box::new(|_| {}));
        let mut archive = zip::ZipArchive::new(Cursor::new(BASE)).unwrap();
        let mut parts = Vec::new();
        for i in 0..archive.len() {
            let mut file = archive.by_index(i).unwrap();
            let name = file.name().unwrap().to_string();
            let mut content = Vec::new();
            file.read_to_end(&mut content).unwrap();
            parts.push((name, content));
        }
        let path =
            std::env::temp_dir().join(format!("xqprize-fuzz-ods-{}.ods", std::process::id()));
        let groups = vec!["公开组".to_string(), "少儿组".to_string()];
        Base {
            parts,
            path,
            groups,
        }
    })
}

fuzz_target!(|content_xml: &[u8]| {
    let base = base();
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, content) in &base.parts {
        out.start_file(name.as_str(), options).unwrap();
        let body = if name == CONTENT {
            content_xml
        } else {
            content.as_slice()
        };
        out.write_all(body).unwrap();
    }
    let bytes = out.finish().unwrap().into_inner();
    if std::fs::write(&base.path, bytes).is_err() {
        return;
    }
    let outcome = std::panic::catch_unwind(|| read_standings(&base.path, &base.groups));
    assert!(outcome.is_ok(), "read_standings panicked");
});
