//! The merged cells of an .xlsb sheet, which the workbook library does not
//! give. An .xlsb file is a ZIP archive of binary parts (MS-XLSB): each part
//! a stream of records, each record a type (1–2 bytes) and a size (1–4
//! bytes), both written 7 bits a byte with the high bit saying "more",
//! then the body. The sheet is found as the library finds it: its
//! BrtBundleSh record in `xl/workbook.bin` names a relationship, which
//! `xl/_rels/workbook.bin.rels` maps to the part `xl/<target>`. The part's
//! BrtMergeCell records are the merged regions. Every length is checked
//! against what is there: a damaged stream is an error, never a panic,
//! and a part that stops before its BrtEndSheet record is damaged (its
//! merged cells, which come last, could be missing). Part sizes are
//! bounded before anything is read (`check_part_sizes`).

use crate::Error;
use calamine::Dimensions;
use std::io::{BufRead, BufReader, Read, Seek};

use super::base::{MAX_COLUMNS, MAX_ROWS, damaged};
use super::parts::{open_part, read_part, relationships, resolve};

/// Record types (MS-XLSB 2.3.2).
const BRT_BUNDLE_SH: u16 = 0x009C;
const BRT_END_BUNDLE_SHS: u16 = 0x0090;
const BRT_MERGE_CELL: u16 = 0x00B0;
const BRT_END_SHEET: u16 = 0x0082;

/// The most a BrtBundleSh record may hold: a sheet name has at most 31
/// characters and a relationship id a few more.
const MAX_BUNDLE_SH_BYTES: u32 = 4096;

/// The read buffer for a sheet part: records are walked in place, most of
/// them skipped without a copy.
const BUFFER: usize = 64 * 1024;

const RELS: &str = "xl/_rels/workbook.bin.rels";
const WORKBOOK: &str = "xl/workbook.bin";

/// The merged regions of the sheet named `sheet` of the .xlsb archive read
/// by `file`, 0-based and inclusive, in the order the part lists them.
pub fn merges<R: Read + Seek>(file: R, sheet: &str) -> Result<Vec<Dimensions>, Error> {
    let mut archive = zip::ZipArchive::new(file).map_err(damaged)?;
    let rels = read_part(&mut archive, RELS)
        .and_then(|bytes| relationships(&bytes))
        .ok_or_else(|| damaged(format!("{RELS}: not readable")))?;
    let part = open_part(&mut archive, WORKBOOK).map_err(damaged)?;
    let rel_id = sheet_rel_id(BufReader::new(part), sheet)
        .map_err(|e| damaged(format!("{WORKBOOK}: {e}")))?;
    let Some(rel_id) = rel_id else {
        return Err(damaged(format!("{WORKBOOK}: no sheet {sheet}")));
    };
    let Some(target) = rels.iter().find(|r| r.id == rel_id).map(|r| &r.target) else {
        return Err(damaged(format!("{RELS}: no relationship {rel_id}")));
    };
    let path = resolve("xl/", target);
    let part = open_part(&mut archive, &path).map_err(damaged)?;
    merge_cells(BufReader::with_capacity(BUFFER, part)).map_err(|e| damaged(format!("{path}: {e}")))
}

/// The relationship id of the first BrtBundleSh naming `sheet` (the sheet
/// the library reads under that name); None when no record names it.
fn sheet_rel_id(stream: impl BufRead, sheet: &str) -> Result<Option<String>, String> {
    let mut records = Records { stream };
    while let Some((kind, size)) = records.header()? {
        match kind {
            BRT_BUNDLE_SH => {
                if size > MAX_BUNDLE_SH_BYTES {
                    return Err(format!("a sheet record of {size} bytes"));
                }
                let body = records.body(size)?;
                // hsState u32, iTabID u32, strRelID (nullable), strName.
                let mut at = 8;
                let rel_id = wide_string(&body, &mut at, true)?;
                let name = wide_string(&body, &mut at, false)?;
                if let (Some(rel_id), Some(name)) = (rel_id, name) {
                    if name == sheet {
                        return Ok(Some(rel_id));
                    }
                }
            }
            BRT_END_BUNDLE_SHS => return Ok(None),
            _ => records.skip(size)?,
        }
    }
    Err("the list of sheets does not end".to_string())
}

/// An XLWideString at `at` (u32 count of UTF-16 units, then the units),
/// moving `at` past it; None for the null string 0xFFFFFFFF where
/// `nullable`.
fn wide_string(body: &[u8], at: &mut usize, nullable: bool) -> Result<Option<String>, String> {
    let short = || "a sheet record ends inside a string".to_string();
    let count = u32_at(body, *at).ok_or_else(short)?;
    *at += 4;
    if nullable && count == 0xFFFF_FFFF {
        return Ok(None);
    }
    let end = (count as usize)
        .checked_mul(2)
        .and_then(|n| n.checked_add(*at))
        .filter(|&end| end <= body.len())
        .ok_or_else(short)?;
    let units: Vec<u16> = body[*at..end]
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    *at = end;
    Ok(Some(String::from_utf16_lossy(&units)))
}

fn u32_at(body: &[u8], at: usize) -> Option<u32> {
    let bytes = body.get(at..at.checked_add(4)?)?;
    Some(u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
}

/// The BrtMergeCell regions of a worksheet part's record stream.
fn merge_cells(stream: impl BufRead) -> Result<Vec<Dimensions>, String> {
    let mut records = Records { stream };
    let mut regions = Vec::new();
    while let Some((kind, size)) = records.header()? {
        match kind {
            BRT_MERGE_CELL => {
                if size != 16 {
                    return Err(format!("a merged-cell record of {size} bytes, not 16"));
                }
                let body = records.body(size)?;
                let field = |i: usize| u32_at(&body, 4 * i).unwrap_or(0);
                let (first_row, last_row) = (field(0), field(1));
                let (first_col, last_col) = (field(2), field(3));
                if first_row > last_row
                    || first_col > last_col
                    || last_row >= MAX_ROWS
                    || last_col >= MAX_COLUMNS
                {
                    return Err(format!(
                        "a merged region from row {first_row} column {first_col} to row {last_row} column {last_col}"
                    ));
                }
                regions.push(Dimensions {
                    start: (first_row, first_col),
                    end: (last_row, last_col),
                });
            }
            BRT_END_SHEET => return Ok(regions),
            _ => records.skip(size)?,
        }
    }
    Err("the sheet stops before its end record".to_string())
}

/// A BIFF12 record stream.
struct Records<R> {
    stream: R,
}

impl<R: BufRead> Records<R> {
    /// The next record's type and body size; None where the stream ends
    /// between records.
    fn header(&mut self) -> Result<Option<(u16, u32)>, String> {
        let Some(first) = self.byte()? else {
            return Ok(None);
        };
        let mut kind = u16::from(first & 0x7F);
        if first & 0x80 != 0 {
            let second = self.byte()?.ok_or("the stream ends inside a record type")?;
            if second & 0x80 != 0 {
                return Err("a record type longer than 2 bytes".to_string());
            }
            kind |= u16::from(second) << 7;
        }
        let mut size = 0u32;
        for i in 0..4 {
            let b = self.byte()?.ok_or("the stream ends inside a record size")?;
            size |= u32::from(b & 0x7F) << (7 * i);
            if b & 0x80 == 0 {
                return Ok(Some((kind, size)));
            }
        }
        Err("a record size longer than 4 bytes".to_string())
    }

    fn byte(&mut self) -> Result<Option<u8>, String> {
        let buffer = self.fill()?;
        let Some(&b) = buffer.first() else {
            return Ok(None);
        };
        self.stream.consume(1);
        Ok(Some(b))
    }

    /// The buffered bytes, refilled when empty; empty at the end.
    fn fill(&mut self) -> Result<&[u8], String> {
        loop {
            match self.stream.fill_buf() {
                Ok(_) => break,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.to_string()),
            }
        }
        // Filled: this gives the same bytes without reading.
        self.stream.fill_buf().map_err(|e| e.to_string())
    }

    /// The body of a record of `size` bytes (callers bound the size).
    fn body(&mut self, size: u32) -> Result<Vec<u8>, String> {
        let mut body = vec![0u8; size as usize];
        self.stream
            .read_exact(&mut body)
            .map_err(|_| "the stream ends inside a record".to_string())?;
        Ok(body)
    }

    fn skip(&mut self, size: u32) -> Result<(), String> {
        let mut left = size as usize;
        while left > 0 {
            let n = self.fill()?.len().min(left);
            if n == 0 {
                return Err("the stream ends inside a record".to_string());
            }
            self.stream.consume(n);
            left -= n;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One record: its type as written (one or two bytes, by hand), a
    /// one-byte size, the body.
    fn rec(kind: &[u8], body: &[u8]) -> Vec<u8> {
        assert!(body.len() < 0x80);
        [kind, &[body.len() as u8], body].concat()
    }

    // Types 128–255 are written as the low 7 bits with "more" set, then 1.
    const BEGIN_SHEET: &[u8] = &[0x81, 0x01];
    const END_SHEET: &[u8] = &[0x82, 0x01];
    const END_SHEET_DATA: &[u8] = &[0x92, 0x01];
    const MERGE_CELL: &[u8] = &[0xB0, 0x01];

    fn merge(r0: u32, r1: u32, c0: u32, c1: u32) -> Vec<u8> {
        let body: Vec<u8> = [r0, r1, c0, c1]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect();
        rec(MERGE_CELL, &body)
    }

    /// A worksheet stream: BrtBeginSheet, a row with one cell, a record of
    /// 200 bytes of type 0x01E5 (written E5 03 C8 01: 485 = 0x65 + (3 << 7),
    /// 200 = 0x48 + (1 << 7)), BrtEndSheetData, two merged regions (A3:A6
    /// down, A1:H1 across) between BrtBeginMergeCells and
    /// BrtEndMergeCells, BrtEndSheet.
    fn sheet_stream() -> Vec<u8> {
        let mut s = rec(BEGIN_SHEET, &[]);
        s.extend(rec(&[0x00], &[2, 0, 0, 0, 0, 0, 0, 0]));
        s.extend(rec(&[0x05], &[0; 16]));
        s.extend([0xE5, 0x03, 0xC8, 0x01]);
        s.extend([7; 200]);
        s.extend(rec(END_SHEET_DATA, &[]));
        s.extend(rec(&[0xB1, 0x01], &2u32.to_le_bytes()));
        s.extend(merge(2, 5, 0, 0));
        s.extend(merge(0, 0, 0, 7));
        s.extend(rec(&[0xB2, 0x01], &[]));
        s.extend(rec(END_SHEET, &[]));
        s
    }

    #[test]
    fn record_types_and_sizes_are_read_seven_bits_a_byte() {
        let mut records = Records {
            stream: &[0xE5u8, 0x03, 0xC8, 0x01, 0xB0, 0x01, 0x10][..],
        };
        assert_eq!(records.header(), Ok(Some((0x01E5, 200))));
        assert_eq!(records.header(), Ok(Some((0x00B0, 16))));
        assert_eq!(records.header(), Ok(None));
    }

    #[test]
    fn the_merged_regions_of_a_sheet_stream_are_found() {
        let regions = merge_cells(&sheet_stream()[..]).unwrap();
        assert_eq!(
            regions,
            vec![
                Dimensions {
                    start: (2, 0),
                    end: (5, 0)
                },
                Dimensions {
                    start: (0, 0),
                    end: (0, 7)
                },
            ]
        );
    }

    #[test]
    fn a_stream_cut_anywhere_is_damaged_never_a_panic() {
        let stream = sheet_stream();
        for cut in 0..stream.len() {
            assert!(merge_cells(&stream[..cut]).is_err(), "cut at {cut}");
        }
    }

    #[test]
    fn bad_lengths_and_regions_are_damaged() {
        let with = |r: Vec<u8>| [r, rec(END_SHEET, &[])].concat();
        // A merged-cell record of 12 bytes.
        assert!(merge_cells(&with(rec(MERGE_CELL, &[0; 12]))[..]).is_err());
        // Last row above the first; a column past Excel's last.
        assert!(merge_cells(&with(merge(5, 2, 0, 0))[..]).is_err());
        assert!(merge_cells(&with(merge(0, 0, 0, MAX_COLUMNS))[..]).is_err());
        // A size of five bytes, a type of three.
        assert!(merge_cells(&[0x01, 0x80, 0x80, 0x80, 0x80, 0x01][..]).is_err());
        assert!(merge_cells(&[0x81, 0x81, 0x01, 0x00][..]).is_err());
        // A record claiming 2^28 - 1 bytes where there are three.
        assert!(merge_cells(&[0x01, 0xFF, 0xFF, 0xFF, 0x7F, 1, 2, 3][..]).is_err());
    }

    /// BrtBundleSh: hsState, iTabID, strRelID (0xFFFFFFFF: none), strName.
    fn bundle_sh(rel_id: Option<&str>, name: &str) -> Vec<u8> {
        let text = |s: &str| -> Vec<u8> {
            let units: Vec<u16> = s.encode_utf16().collect();
            let count = (units.len() as u32).to_le_bytes();
            count
                .into_iter()
                .chain(units.iter().flat_map(|u| u.to_le_bytes()))
                .collect()
        };
        let mut body = vec![0u8; 8];
        body.extend(rel_id.map_or(vec![0xFF; 4], text));
        body.extend(text(name));
        rec(&[0x9C, 0x01], &body)
    }

    #[test]
    fn the_first_sheet_record_of_the_name_gives_the_relationship() {
        let end_list = rec(&[0x90, 0x01], &[]);
        let end_book = rec(&[0x84, 0x01], &[]);
        let mut book = rec(&[0x83, 0x01], &[]);
        book.extend(rec(&[0x8F, 0x01], &[]));
        book.extend(bundle_sh(None, "公开组"));
        book.extend(bundle_sh(Some("rId2"), "公开组"));
        book.extend(bundle_sh(Some("rId3"), "公开组"));
        book.extend(bundle_sh(Some("rId1"), "少儿组"));
        book.extend(&end_list);
        book.extend(&end_book);
        assert_eq!(sheet_rel_id(&book[..], "公开组"), Ok(Some("rId2".into())));
        assert_eq!(sheet_rel_id(&book[..], "少儿组"), Ok(Some("rId1".into())));
        assert_eq!(sheet_rel_id(&book[..], "女子组"), Ok(None));
        // Cut anywhere before the end of the record naming it: damaged,
        // never a panic.
        let end = book.len() - end_list.len() - end_book.len();
        for cut in 0..end {
            let got = sheet_rel_id(&book[..cut], "少儿组");
            assert!(got.is_err(), "cut at {cut}: {got:?}");
        }
        // A name longer than its record.
        let mut short = bundle_sh(Some("rId1"), "少儿组");
        short[2] -= 2;
        short.truncate(short.len() - 2);
        assert!(sheet_rel_id(&short[..], "少儿组").is_err());
    }
}
