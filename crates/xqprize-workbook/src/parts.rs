//! The parts of a ZIP workbook (.xlsx, .xlsb), found as the Open Packaging
//! Conventions say: `_rels/.rels` names the workbook part, and a part's
//! `.rels` maps relationship ids to other parts. Every step gives `None`
//! when the package is not as expected, and the caller says so or asks
//! calamine instead.

use quick_xml::errors::IllFormedError;
use quick_xml::events::{BytesStart, Event};
use std::io::{Read, Seek};
use zip::ZipArchive;
use zip::read::ZipFile;

/// A relationship of a `.rels` part.
pub(super) struct Relationship {
    pub id: String,
    /// The relationship's type (read by the speed path's search).
    #[cfg_attr(not(feature = "fast"), allow(dead_code))]
    pub kind: String,
    pub target: String,
}

/// The relationships of a `.rels` part; `None` when its XML is broken or a
/// relationship lacks its id or target.
pub(super) fn relationships(text: &[u8]) -> Option<Vec<Relationship>> {
    let mut all = Vec::new();
    for_each_element(text, "Relationship", |e| {
        all.push(Relationship {
            id: attribute(e, "Id")?,
            kind: attribute(e, "Type").unwrap_or_default(),
            target: attribute(e, "Target")?,
        });
        Some(())
    })?;
    Some(all)
}

/// Call `visit` with every element of local name `name` (start or empty
/// tag), in order; `None` when the XML is broken or `visit` says so.
pub(super) fn for_each_element(
    text: &[u8],
    name: &str,
    mut visit: impl FnMut(&BytesStart<'_>) -> Option<()>,
) -> Option<()> {
    // The text may begin inside a tag (after `sheetData`): start at the
    // first element.
    let start = memchr::memchr(b'<', text).unwrap_or(text.len());
    let mut reader = quick_xml::Reader::from_reader(&text[start..]);
    reader.config_mut().check_end_names = false;
    loop {
        match reader.read_event() {
            Ok(Event::Start(e) | Event::Empty(e)) if e.local_name().as_ref() == name => visit(&e)?,
            // The end of the element the text began inside (`</worksheet>`).
            Ok(Event::Eof)
            | Err(quick_xml::Error::IllFormed(IllFormedError::UnmatchedEndTag(_))) => {
                return Some(());
            }
            Ok(_) => {}
            Err(_) => return None,
        }
    }
}

/// The value of the attribute of local name `key`, unescaped.
pub(super) fn attribute(e: &BytesStart<'_>, key: &str) -> Option<String> {
    e.attributes()
        .flatten()
        .find(|a| a.key.local_name().as_ref() == key)
        .and_then(|a| a.normalized_value(quick_xml::XmlVersion::default()).ok())
        .map(|v| v.into_owned())
}

/// A relationship target as a part path: absolute (`/xl/…`) or relative to
/// `dir`, with `..` resolved.
pub(super) fn resolve(dir: &str, target: &str) -> String {
    let joined = match target.strip_prefix('/') {
        Some(absolute) => absolute.to_string(),
        None => format!("{dir}{target}"),
    };
    let mut parts: Vec<&str> = Vec::new();
    for part in joined.split('/') {
        match part {
            ".." => {
                parts.pop();
            }
            "." | "" => {}
            p => parts.push(p),
        }
    }
    parts.join("/")
}

/// The part `part` to read from, found under the archive's own spelling
/// of its name (matched ignoring case and which way the slashes lean, as
/// spreadsheet programs do); why not, when it cannot be.
pub(super) fn open_part<'z, R: Read + Seek>(
    zip: &'z mut ZipArchive<R>,
    part: &str,
) -> Result<ZipFile<'z, R>, String> {
    let folded = |name: &str| name.replace('\\', "/").to_ascii_lowercase();
    let wanted = folded(part);
    let name = (zip.file_names().flatten())
        .find(|n| folded(n) == wanted)
        .map(|n| n.into_owned())
        .ok_or_else(|| format!("{part}: missing"))?;
    zip.by_name(&name).map_err(|e| format!("{part}: {e}"))
}

/// The inflated bytes of `part`.
pub(super) fn read_part<R: Read + Seek>(zip: &mut ZipArchive<R>, part: &str) -> Option<Vec<u8>> {
    let mut bytes = Vec::new();
    open_part(zip, part).ok()?.read_to_end(&mut bytes).ok()?;
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_and_absolute_targets_resolve_to_part_paths() {
        assert_eq!(
            resolve("xl/", "worksheets/sheet1.xml"),
            "xl/worksheets/sheet1.xml"
        );
        assert_eq!(
            resolve("xl/", "/xl/worksheets/sheet2.xml"),
            "xl/worksheets/sheet2.xml"
        );
        assert_eq!(resolve("xl/", "../other/sheet.xml"), "other/sheet.xml");
    }
}
