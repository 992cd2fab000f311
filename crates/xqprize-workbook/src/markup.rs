//! Workbooks that are text files under a spreadsheet's name: an HTML table
//! saved as .xls (what web registration and results systems export) and an
//! XML Spreadsheet 2003 file (what some pairing programs export). They are
//! recognized by their first bytes, decoded (a byte-order mark, the
//! declared charset, else UTF-8, else GB18030) and parsed whole by their
//! own reader (`html_table`, `xml2003`) into a `HeldBook` (`held`), which
//! the workbook hands on as it does any other sheet's.

use encoding_rs::{Encoding, GB18030, UTF_8};
use std::io::Read;

use super::base::Source;
use super::held::HeldBook;
use crate::Error;

/// The most such a file may hold: text is many times larger than the
/// .xlsx of the same sheet, and it is held whole while it is parsed.
pub const MAX_MARKUP_BYTES: u64 = 256 * 1024 * 1024;

/// How far into the file its kind is looked for: an exported page's
/// `<head>` of styles may come before its first table.
const SNIFF_BYTES: usize = 64 * 1024;

/// Which kind of text workbook a file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Markup {
    Html,
    Xml2003,
}

impl Markup {
    /// The kind as messages name it.
    pub fn format(self) -> &'static str {
        match self {
            Markup::Html => "HTML",
            Markup::Xml2003 => "XML Spreadsheet 2003",
        }
    }

    /// The kind of a file from its first bytes (up to `SNIFF_BYTES`): text
    /// beginning with a tag, holding an HTML page or table, or an XML
    /// Spreadsheet 2003 workbook. `None` for anything else.
    pub fn sniff(head: &[u8]) -> Option<Markup> {
        let head = &head[..head.len().min(SNIFF_BYTES)];
        let text: String = match Encoding::for_bom(head) {
            Some((encoding, bom)) if encoding != UTF_8 => encoding
                .decode_without_bom_handling(&head[bom..])
                .0
                .into_owned(),
            found => {
                let bom = found.map_or(0, |(_, bom)| bom);
                String::from_utf8_lossy(&head[bom..]).into_owned()
            }
        };
        let text = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        if !text.starts_with('<') {
            return None;
        }
        let lower = text.to_ascii_lowercase();
        if lower.contains("urn:schemas-microsoft-com:office:spreadsheet")
            && lower.contains("<workbook")
            && !lower.contains("<html")
        {
            return Some(Markup::Xml2003);
        }
        ["<html", "<!doctype html", "<table"]
            .iter()
            .any(|tag| lower.contains(tag))
            .then_some(Markup::Html)
    }
}

/// The kind of text workbook `source` is, from its first bytes; `None`
/// when it is none.
pub fn sniff(source: &Source) -> Result<Option<Markup>, Error> {
    let file = source.open().map_err(|e| Error::FileRead {
        detail: e.to_string(),
    })?;
    let mut head = Vec::with_capacity(SNIFF_BYTES);
    file.take(SNIFF_BYTES as u64)
        .read_to_end(&mut head)
        .map_err(|e| Error::FileRead {
            detail: e.to_string(),
        })?;
    Ok(Markup::sniff(&head))
}

/// Open a text workbook of kind `kind`: read it whole (within
/// `MAX_MARKUP_BYTES`), decode it and parse it.
pub fn open(source: &Source, kind: Markup) -> Result<HeldBook, Error> {
    let file = source.open().map_err(|e| Error::FileRead {
        detail: e.to_string(),
    })?;
    let mut bytes = Vec::new();
    file.take(MAX_MARKUP_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::FileRead {
            detail: e.to_string(),
        })?;
    if bytes.len() as u64 > MAX_MARKUP_BYTES {
        return Err(Error::MarkupTooLarge {
            format: kind.format(),
            max_mib: MAX_MARKUP_BYTES / (1024 * 1024),
        });
    }
    read(&bytes, kind)
}

/// Decode and parse the bytes of a text workbook.
pub fn read(bytes: &[u8], kind: Markup) -> Result<HeldBook, Error> {
    let text = decode(bytes, kind)?;
    let book = match kind {
        Markup::Html => super::html_table::read(&text),
        Markup::Xml2003 => super::xml2003::read(&text)?,
    };
    if book.sheets.is_empty() {
        return Err(Error::MarkupNoSheet {
            format: kind.format(),
        });
    }
    Ok(book)
}

/// The text of the file: by its byte-order mark, else the encoding it
/// declares (`<?xml encoding=…?>`, `<meta charset=…>`), else UTF-8, else
/// GB18030 (which reads GBK and GB2312). A text that none of them reads
/// without a fault is refused rather than read with replaced characters,
/// since a name read wrongly would be paid wrongly.
fn decode(bytes: &[u8], kind: Markup) -> Result<String, Error> {
    if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        let (text, faulty) = encoding.decode_without_bom_handling(&bytes[bom..]);
        return match faulty {
            false => Ok(text.into_owned()),
            true => Err(Error::MarkupEncoding {
                format: kind.format(),
                encoding: encoding.name().to_string(),
            }),
        };
    }
    let declared = declared_encoding(&bytes[..bytes.len().min(SNIFF_BYTES)]);
    let mut tried = Vec::new();
    for encoding in declared.into_iter().chain([UTF_8, GB18030]) {
        if tried.contains(&encoding) {
            continue;
        }
        tried.push(encoding);
        if let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(bytes) {
            return Ok(text.into_owned());
        }
    }
    Err(Error::MarkupEncoding {
        format: kind.format(),
        encoding: tried[0].name().to_string(),
    })
}

/// The encoding a file declares in its first bytes: `encoding="…"` of an
/// XML declaration or `charset=…` of an HTML meta tag.
fn declared_encoding(head: &[u8]) -> Option<&'static Encoding> {
    let lower = head.to_ascii_lowercase();
    let text = String::from_utf8_lossy(&lower);
    for key in ["charset=", "encoding="] {
        for (at, _) in text.match_indices(key) {
            let rest = text[at + key.len()..].trim_start_matches(['"', '\'', ' ']);
            let label: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
                .collect();
            if let Some(encoding) = Encoding::for_label(label.as_bytes()) {
                // A page served as UTF-16 is read as bytes here: its mark
                // decides, not a label read through ASCII.
                if encoding.is_ascii_compatible() {
                    return Some(encoding);
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kind_is_known_from_the_first_bytes_not_the_name() {
        assert_eq!(Markup::sniff(b"<html><table>"), Some(Markup::Html));
        assert_eq!(
            Markup::sniff(b"\xEF\xBB\xBF  <TABLE border=1>"),
            Some(Markup::Html)
        );
        assert_eq!(
            Markup::sniff(b"<!DOCTYPE html>\n<meta charset=gbk>"),
            Some(Markup::Html)
        );
        let xml = br#"<?xml version="1.0"?><?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">"#;
        assert_eq!(Markup::sniff(xml), Some(Markup::Xml2003));
        // UTF-16 with its mark.
        let utf16: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("<table><tr><td>1".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        assert_eq!(Markup::sniff(&utf16), Some(Markup::Html));
        // Text that only mentions a table, and other XML, are no workbooks.
        assert_eq!(Markup::sniff(b"name,<table>"), None);
        assert_eq!(Markup::sniff(b"<?xml version=\"1.0\"?><rules/>"), None);
        assert_eq!(Markup::sniff(b""), None);
    }

    #[test]
    fn text_is_decoded_by_its_mark_its_label_or_what_reads_it_cleanly() {
        let gbk = GB18030.encode("<table><tr><td>石柱").0.into_owned();
        assert_eq!(decode(&gbk, Markup::Html).unwrap(), "<table><tr><td>石柱");
        let labelled = [b"<meta charset=\"gb2312\">".as_slice(), &gbk].concat();
        assert!(decode(&labelled, Markup::Html).unwrap().ends_with("石柱"));
        // A wrong label: the text that reads without a fault wins.
        let wrong = [b"<meta charset=\"utf-8\">".as_slice(), &gbk].concat();
        assert!(decode(&wrong, Markup::Html).unwrap().ends_with("石柱"));
        let utf8 = "<table><tr><td>石柱".as_bytes();
        assert!(decode(utf8, Markup::Html).unwrap().ends_with("石柱"));
        // Bytes no encoding reads are refused, not replaced.
        let bad = [0xEF, 0xBB, 0xBF, b'<', 0xFF, 0xFE, 0xFD];
        assert_eq!(
            decode(&bad, Markup::Html),
            Err(Error::MarkupEncoding {
                format: "HTML",
                encoding: "UTF-8".into()
            })
        );
    }
}
