//! A well-formed ZIP workbook whose one part is replaced by the fuzz
//! input, for the targets that fuzz a part rather than the archive
//! (`read_ods_spans` here, `read_sheet_xml` of the root's fuzz/):
//! mutations then reach the part's parser instead of failing at the ZIP
//! layer.

use std::io::{Cursor, Read, Write};
use std::path::PathBuf;

/// Every part of a base workbook, in order, and the file the rewritten
/// workbook is written to (one per process).
pub struct ZipBase {
    parts: Vec<(String, Vec<u8>)>,
    part: &'static str,
    pub path: PathBuf,
}

impl ZipBase {
    /// The parts of `workbook`, of which `part` is to be replaced; the
    /// file is named `xqprize-fuzz-{stem}-{pid}{extension}` in the
    /// temporary folder.
    pub fn new(workbook: &[u8], part: &'static str, stem: &str, extension: &str) -> ZipBase {
        let mut archive = zip::ZipArchive::new(Cursor::new(workbook)).unwrap();
        let mut parts = Vec::new();
        for i in 0..archive.len() {
            let mut file = archive.by_index(i).unwrap();
            let name = file.name().unwrap().to_string();
            let mut content = Vec::new();
            file.read_to_end(&mut content).unwrap();
            parts.push((name, content));
        }
        let path = std::env::temp_dir().join(format!(
            "xqprize-fuzz-{stem}-{}{extension}",
            std::process::id()
        ));
        ZipBase { parts, part, path }
    }

    /// Write the workbook with the part replaced by `input` (every part
    /// stored, not compressed); false when the file cannot be written.
    pub fn write(&self, input: &[u8]) -> bool {
        let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored);
        for (name, content) in &self.parts {
            out.start_file(name.as_str(), options).unwrap();
            let body = if name == self.part {
                input
            } else {
                content.as_slice()
            };
            out.write_all(body).unwrap();
        }
        let bytes = out.finish().unwrap().into_inner();
        std::fs::write(&self.path, bytes).is_ok()
    }
}
