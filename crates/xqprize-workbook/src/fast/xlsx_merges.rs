//! The merged cells of an .xlsx sheet, found without parsing the sheet's XML
//! a second time. Excel keeps a sheet's `<mergeCells>` after its
//! `<sheetData>`, so calamine can give them only after reading every cell,
//! and the rows need them before. Here the sheet's part is inflated and
//! searched for the end of its cells (`</sheetData>`; cell text cannot hold
//! a `<`, so no cell is taken for it); only what comes after is parsed as
//! XML. That costs the inflating: on a sheet of 12 500 rows, 68 million
//! instructions, where parsing the sheets again cost several times that.
//!
//! Which part holds which sheet comes from the workbook's relationships, as
//! the Open Packaging Conventions say: `_rels/.rels` names the workbook
//! part, the workbook lists its sheets with relationship ids, and the
//! workbook's `.rels` maps each id to a part. When any of that is not as
//! expected, `None` says so and the caller asks calamine instead.

use calamine::Dimensions;
use memchr::memmem;
use std::io::{Read, Seek};
use zip::ZipArchive;

use crate::parts::{attribute, for_each_element, open_part, read_part, relationships, resolve};

/// The most the part's bytes after its cells may take before the search
/// gives up and the caller parses the sheet instead (a real sheet has a few
/// KiB there: merged cells, print settings).
const MAX_TAIL_BYTES: usize = 16 * 1024 * 1024;

/// The parts of an .xlsx workbook that hold its sheets: (sheet name, part
/// path), in workbook order.
pub fn workbook_parts<R: Read + Seek>(zip: &mut ZipArchive<R>) -> Option<Vec<(String, String)>> {
    let package_rels = read_part(zip, "_rels/.rels")?;
    let workbook = relationships(&package_rels)?
        .into_iter()
        .find(|r| r.kind.ends_with("/officeDocument"))
        .map(|r| resolve("", &r.target))?;
    let (dir, file) = match workbook.rfind('/') {
        Some(at) => (&workbook[..=at], &workbook[at + 1..]),
        None => ("", workbook.as_str()),
    };
    let rels = relationships(&read_part(zip, &format!("{dir}_rels/{file}.rels"))?)?;
    let mut sheets = Vec::new();
    let text = read_part(zip, &workbook)?;
    for_each_element(&text, "sheet", |e| {
        let name = attribute(e, "name")?;
        let id = attribute(e, "id")?;
        let rel = rels.iter().find(|r| r.id == id)?;
        sheets.push((name, resolve(dir, &rel.target)));
        Some(())
    })?;
    Some(sheets)
}

/// The merged regions of the sheet in `part`, or `None` when the part is
/// missing or does not look like a sheet.
pub fn merged_regions<R: Read + Seek>(
    zip: &mut ZipArchive<R>,
    part: &str,
) -> Option<Vec<Dimensions>> {
    let mut file = open_part(zip, part).ok()?;
    let mut end = CellsEnd::new();
    while end.read_from(&mut file).ok()? > 0 {}
    regions_after_cells(&end.finish()?)
}

/// The merged regions named in `tail`, the bytes after a sheet's cells;
/// `None` when its XML is broken.
fn regions_after_cells(tail: &[u8]) -> Option<Vec<Dimensions>> {
    let mut regions = Vec::new();
    for_each_element(tail, "mergeCell", |e| {
        let range = attribute(e, "ref")?;
        regions.push(dimensions(&range)?);
        Some(())
    })?;
    Some(regions)
}

/// The bytes after the end of a sheet part's cells (`</sheetData>`, with
/// any prefix, or an empty `<sheetData/>`), found as the part's bytes are
/// fed in, in pieces of any size.
struct CellsEnd {
    finder: memmem::Finder<'static>,
    /// The last bytes fed (an end tag across two pieces is found, and its
    /// `<` can be looked back at), then the newest piece.
    window: Vec<u8>,
    tail: Option<Vec<u8>>,
    /// More follows the cells than a sheet has there.
    too_long: bool,
}

impl CellsEnd {
    /// Bytes kept from one piece to the next.
    const KEEP: usize = 64;
    /// Bytes read at a time by `read_from`.
    const CHUNK: u64 = 256 * 1024;

    fn new() -> CellsEnd {
        CellsEnd {
            finder: memmem::Finder::new(b"sheetData"),
            window: Vec::with_capacity(Self::CHUNK as usize + Self::KEEP),
            tail: None,
            too_long: false,
        }
    }

    /// Read the next bytes of the part from `part`; how many (0 at its end).
    fn read_from(&mut self, part: &mut impl Read) -> std::io::Result<usize> {
        let carried = self.window.len();
        let read = part.take(Self::CHUNK).read_to_end(&mut self.window)?;
        self.search(carried);
        Ok(read)
    }

    /// Search the window, whose bytes from `carried` on are new.
    fn search(&mut self, carried: usize) {
        if self.too_long || self.window.len() == carried {
            return;
        }
        let window = &self.window;
        let end = self
            .finder
            .find_iter(window)
            .filter_map(|at| end_of_cells(window, at))
            .last();
        if let Some(end) = end {
            self.tail = Some(window[end..].to_vec());
        } else if let Some(tail) = &mut self.tail {
            tail.extend_from_slice(&window[carried..]);
        }
        if self.tail.as_ref().is_some_and(|t| t.len() > MAX_TAIL_BYTES) {
            self.too_long = true;
            self.tail = None;
        }
        let from = self.window.len().saturating_sub(Self::KEEP);
        self.window.drain(..from);
    }

    /// What followed the cells; `None` when they had no end or too much
    /// followed them.
    fn finish(self) -> Option<Vec<u8>> {
        if self.too_long { None } else { self.tail }
    }
}

/// Where the cells end, when the `sheetData` at `at` in `bytes` is the
/// name in an end tag (`</sheetData>`, `</x:sheetData>`) or an empty
/// element (`<sheetData/>`): the position after the tag. A start tag, or a
/// cell's text that happens to hold the word, is not.
fn end_of_cells(bytes: &[u8], at: usize) -> Option<usize> {
    let after = at + b"sheetData".len();
    let rest = &bytes[after..];
    if rest.starts_with(b"/>") {
        return Some(after + 2);
    }
    if !rest.starts_with(b">") {
        return None;
    }
    // The tag's `<` is a few bytes back (a namespace prefix at most).
    let open = memchr::memrchr(b'<', &bytes[at.saturating_sub(32)..at])? + at.saturating_sub(32);
    (bytes.get(open + 1) == Some(&b'/')).then_some(after + 1)
}

/// `A1:C3` (or `B2`, one cell) as 0-based (row, column) corners.
fn dimensions(range: &str) -> Option<Dimensions> {
    let (first, last) = range.split_once(':').unwrap_or((range, range));
    let (start, end) = (cell(first)?, cell(last)?);
    (start.0 <= end.0 && start.1 <= end.1).then_some(Dimensions { start, end })
}

/// `C3` as 0-based (row, column); `$` signs are allowed.
fn cell(reference: &str) -> Option<(u32, u32)> {
    let reference = reference.trim().replace('$', "");
    let split = reference.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = reference.split_at(split);
    if letters.is_empty() || letters.len() > 3 || !letters.bytes().all(|b| b.is_ascii_alphabetic())
    {
        return None;
    }
    let col = letters.bytes().fold(0u32, |n, b| {
        n * 26 + u32::from(b.to_ascii_uppercase() - b'A' + 1)
    });
    let row: u32 = digits.parse().ok()?;
    (row >= 1).then(|| (row - 1, col - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What follows the cells of `part`, read in the search's own pieces.
    fn after_cells(mut part: &[u8]) -> Option<Vec<u8>> {
        let mut end = CellsEnd::new();
        while end.read_from(&mut part).ok()? > 0 {}
        end.finish()
    }

    #[test]
    fn the_cells_end_is_found_in_pieces_of_any_size() {
        let sheet = b"<worksheet><sheetData><row/></x:sheetData><mergeCells/></worksheet>";
        for size in [1, 2, 7, 13, 64, 1000] {
            let mut end = CellsEnd::new();
            for piece in sheet.chunks(size) {
                let carried = end.window.len();
                end.window.extend_from_slice(piece);
                end.search(carried);
            }
            assert_eq!(
                end.finish(),
                Some(b"<mergeCells/></worksheet>".to_vec()),
                "pieces of {size}"
            );
        }
    }

    #[test]
    fn a1_references_become_zero_based_corners() {
        assert_eq!(cell("A1"), Some((0, 0)));
        assert_eq!(cell("$AB$12"), Some((11, 27)));
        assert_eq!(cell("A0"), None);
        assert_eq!(
            dimensions("A5:A8"),
            Some(Dimensions {
                start: (4, 0),
                end: (7, 0)
            })
        );
        assert_eq!(dimensions("C3:A1"), None);
    }

    #[test]
    fn the_cells_end_at_the_end_tag_not_the_start_tag() {
        let sheet = b"<worksheet><sheetData><row/></x:sheetData><mergeCells/></worksheet>";
        assert_eq!(
            after_cells(&sheet[..]),
            Some(b"<mergeCells/></worksheet>".to_vec())
        );
        let empty = b"<worksheet><sheetData/><mergeCells/></worksheet>";
        assert_eq!(
            after_cells(&empty[..]),
            Some(b"<mergeCells/></worksheet>".to_vec())
        );
        // A sheet far larger than what may follow its cells.
        let mut big = b"<worksheet><sheetData>".to_vec();
        while big.len() < MAX_TAIL_BYTES + 1024 {
            big.extend_from_slice(b"<row><c><v>1</v></c></row>");
        }
        big.extend_from_slice(b"</sheetData><mergeCells/></worksheet>");
        assert_eq!(
            after_cells(&big[..]),
            Some(b"<mergeCells/></worksheet>".to_vec())
        );
    }

    #[test]
    fn only_what_follows_the_cells_is_searched() {
        // A cell whose text names merged cells is not taken for them.
        let sheet = br#"<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lt;mergeCell ref="A1:A9"/&gt;</t></is></c></row></sheetData><mergeCells count="1"><x:mergeCell ref="A5:A8"/></mergeCells></worksheet>"#;
        let tail = after_cells(&sheet[..]).expect("cells end");
        let mut found = Vec::new();
        for_each_element(&tail, "mergeCell", |e| {
            found.push(dimensions(&attribute(e, "ref")?)?);
            Some(())
        })
        .expect("well formed");
        assert_eq!(
            found,
            vec![Dimensions {
                start: (4, 0),
                end: (7, 0)
            }]
        );
    }

    #[test]
    fn every_committed_workbook_gives_the_regions_calamine_gives() {
        use calamine::{Reader, Xlsx};
        let mut checked = 0;
        let mut merged = 0;
        for path in xqprize_testkit::committed(&["xlsx"]) {
            let Ok(mut calamine) = calamine::open_workbook::<Xlsx<_>, _>(&path) else {
                continue;
            };
            let file = std::fs::File::open(&path).expect("open");
            let mut zip = ZipArchive::new(file).expect("zip");
            let parts = workbook_parts(&mut zip).expect("parts");
            for name in calamine.sheet_names() {
                let expected = calamine.merge_cells_by_sheet_name(&name).expect("merges");
                let (_, part) = parts.iter().find(|(n, _)| *n == name).expect("part");
                let found = merged_regions(&mut zip, part).expect("search");
                assert_eq!(found, expected, "{} sheet {name}", path.display());
                checked += 1;
                merged += usize::from(!found.is_empty());
            }
        }
        assert!(
            checked > 40 && merged > 5,
            "{checked} sheets, {merged} with merges"
        );
    }
}
