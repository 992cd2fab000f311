//! Standings as arbiters send them: a clean workbook loaded as cells, then
//! dressed the way the pairing program's export is edited by hand (title
//! rows, two-row headers, footers, totals, repeated headers, merged places,
//! hidden rows, other header names, dates as a year and month …), and
//! written back. Each disguise keeps the evident meaning, so the money must
//! not change. Used by `examples/make_disguised.rs` (the committed corpus
//! in `tests/disguised/`) and by the property test in `tests/reader/disguised.rs`.
#![allow(dead_code)]

use calamine::{Data, Reader, open_workbook_auto_from_rs};
use std::io::Cursor;
use xqprize_testkit::workbook::{self, Cell};

/// One cell: text, a number, a date (Excel serial, shown as a date) or blank.
#[derive(Clone, Debug, PartialEq)]
pub enum C {
    T(String),
    N(f64),
    D(f64),
    E,
}

impl C {
    pub fn text(&self) -> Option<&str> {
        match self {
            C::T(t) => Some(t),
            _ => None,
        }
    }

    /// The cell for the test kit's writer.
    fn cell(&self) -> Cell {
        match self {
            C::T(t) if t.is_empty() => Cell::EmptyString,
            C::T(t) => Cell::Text(t.clone()),
            C::N(n) => Cell::Number(*n),
            C::D(d) => Cell::DayNumber(*d),
            C::E => Cell::blank(),
        }
    }
}

/// One sheet: rows of cells, merged regions (first row, first column, last
/// row, last column; 0-based), hidden rows and columns.
#[derive(Clone, Debug)]
pub struct Sheet {
    pub name: String,
    pub rows: Vec<Vec<C>>,
    pub merges: Vec<(u32, u16, u32, u16)>,
    pub hidden: Vec<u32>,
    pub hidden_columns: Vec<u16>,
}

impl Sheet {
    /// The column of a header in the header row `at`.
    pub fn col(&self, at: usize, header: &str) -> Option<usize> {
        self.rows[at].iter().position(|c| c.text() == Some(header))
    }

    /// Insert rows at `at`, moving merges and hidden rows below.
    pub fn insert_rows(&mut self, at: usize, rows: Vec<Vec<C>>) {
        let n = rows.len() as u32;
        for m in &mut self.merges {
            if m.0 as usize >= at {
                m.0 += n;
                m.2 += n;
            }
        }
        for h in &mut self.hidden {
            if *h as usize >= at {
                *h += n;
            }
        }
        self.rows.splice(at..at, rows);
    }

    pub fn width(&self) -> usize {
        self.rows.iter().map(Vec::len).max().unwrap_or(0)
    }
}

/// Load every sheet of a workbook as cells.
pub fn load(bytes: &[u8]) -> Vec<Sheet> {
    let mut book = open_workbook_auto_from_rs(Cursor::new(bytes.to_vec())).unwrap();
    let names = book.sheet_names();
    names
        .iter()
        .map(|name| {
            let range = book.worksheet_range(name).unwrap();
            let (r0, c0) = range.start().unwrap_or((0, 0));
            let mut rows = vec![Vec::new(); r0 as usize];
            for row in range.rows() {
                let mut cells = vec![C::E; c0 as usize];
                cells.extend(row.iter().map(|v| match v {
                    Data::String(s) => C::T(s.clone()),
                    Data::Float(f) => C::N(*f),
                    Data::Int(i) => C::N(*i as f64),
                    Data::DateTime(d) => C::D(d.as_f64()),
                    Data::Bool(b) => C::T(if *b { "是" } else { "否" }.to_string()),
                    _ => C::E,
                }));
                rows.push(cells);
            }
            Sheet {
                name: name.clone(),
                rows,
                merges: Vec::new(),
                hidden: Vec::new(),
                hidden_columns: Vec::new(),
            }
        })
        .collect()
}

/// Write sheets as an .xlsx with the test kit's writer, bytes independent
/// of the clock.
pub fn save(sheets: &[Sheet]) -> Vec<u8> {
    let sheets: Vec<workbook::Sheet> = sheets
        .iter()
        .map(|s| workbook::Sheet {
            name: s.name.clone(),
            rows: s
                .rows
                .iter()
                .map(|row| row.iter().map(C::cell).collect())
                .collect(),
            merges: s.merges.clone(),
            hidden_rows: s.hidden.clone(),
            hidden_columns: s.hidden_columns.clone(),
        })
        .collect();
    workbook::workbook_bytes(&sheets)
}

/// Write sheets as an .xlsb, record by record (MS-XLSB), since no writer
/// of the format is at hand: `xl/workbook.bin` lists the sheets
/// (BrtBundleSh: relationship id and name), `xl/_rels/workbook.bin.rels`
/// maps each id to its part, `xl/styles.bin` holds two cell formats
/// (general, and yyyy-mm-dd for dates), and each sheet part holds its
/// cells (BrtCellSt for text, BrtCellReal for numbers and dates), hidden
/// rows flagged in BrtRowHdr, hidden columns in BrtColInfo, and
/// BrtMergeCell for each merged region.
/// The parts are numbered from the last sheet (the first sheet is
/// `sheet<n>.bin`), so that a reader that took the parts in sheet order
/// would read the wrong ones.
pub fn save_xlsb(sheets: &[Sheet]) -> Vec<u8> {
    use std::io::Write;
    let n = sheets.len();
    let part = |i: usize| format!("sheet{}.bin", n - i);
    let mut content_types = String::from(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="bin" ContentType="application/vnd.ms-excel.sheet.binary.macroEnabled.main"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/styles.bin" ContentType="application/vnd.ms-excel.styles"/>"#,
    );
    let mut rels = String::from(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#,
    );
    let mut book = record(0x0083, &[]); // BrtBeginBook
    book.extend(record(0x008F, &[])); // BrtBeginBundleShs
    for (i, s) in sheets.iter().enumerate() {
        content_types.push_str(&format!(
            r#"<Override PartName="/xl/worksheets/{}" ContentType="application/vnd.ms-excel.worksheet"/>"#,
            part(i)
        ));
        rels.push_str(&format!(
            r#"<Relationship Id="rId{}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/{}"/>"#,
            i + 1,
            part(i)
        ));
        // hsState (visible), iTabID, strRelID, strName.
        let mut body = 0u32.to_le_bytes().to_vec();
        body.extend((i as u32 + 1).to_le_bytes());
        body.extend(wide(&format!("rId{}", i + 1)));
        body.extend(wide(&s.name));
        book.extend(record(0x009C, &body));
    }
    content_types.push_str("</Types>");
    rels.push_str(&format!(
        r#"<Relationship Id="rId{}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.bin"/></Relationships>"#,
        n + 1
    ));
    book.extend(record(0x0090, &[])); // BrtEndBundleShs
    book.extend(record(0x009D, &[0; 26])); // BrtCalcProp
    book.extend(record(0x0084, &[])); // BrtEndBook

    // Two cell formats: general (0) and the built-in date format 14.
    let mut styles = record(0x0116, &[]); // BrtBeginStyleSheet
    styles.extend(record(0x0269, &2u32.to_le_bytes())); // BrtBeginCellXFs
    for format in [0u16, 14] {
        let mut xf = 0xFFFFu16.to_le_bytes().to_vec(); // ixfeParent: none
        xf.extend(format.to_le_bytes());
        xf.resize(16, 0);
        styles.extend(record(0x002F, &xf)); // BrtXF
    }
    styles.extend(record(0x026A, &[])); // BrtEndCellXFs
    styles.extend(record(0x0117, &[])); // BrtEndStyleSheet

    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    let mut add = |name: &str, bytes: &[u8]| {
        zip.start_file(name, options).unwrap();
        zip.write_all(bytes).unwrap();
    };
    add("[Content_Types].xml", content_types.as_bytes());
    add(
        "_rels/.rels",
        br#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.bin"/></Relationships>"#,
    );
    add("xl/workbook.bin", &book);
    add("xl/_rels/workbook.bin.rels", rels.as_bytes());
    add("xl/styles.bin", &styles);
    for (i, s) in sheets.iter().enumerate() {
        add(&format!("xl/worksheets/{}", part(i)), &sheet_bin(s));
    }
    zip.finish().unwrap().into_inner()
}

/// One sheet part of an .xlsb.
fn sheet_bin(s: &Sheet) -> Vec<u8> {
    let u32s =
        |values: &[u32]| -> Vec<u8> { values.iter().flat_map(|v| v.to_le_bytes()).collect() };
    let last_row = s.rows.len().max(1) as u32 - 1;
    let last_col = s.width().max(1) as u32 - 1;
    let mut out = record(0x0081, &[]); // BrtBeginSheet
    out.extend(record(0x0094, &u32s(&[0, last_row, 0, last_col]))); // BrtWsDim
    if !s.hidden_columns.is_empty() {
        out.extend(record(0x0186, &[])); // BrtBeginColInfos
        for &c in &s.hidden_columns {
            // BrtColInfo: colFirst, colLast, coldx (width, 1/256 of a
            // character), ixfe, flags (fHidden).
            let mut body = u32s(&[u32::from(c), u32::from(c), 10 * 256, 0]);
            body.extend(1u16.to_le_bytes());
            out.extend(record(0x003C, &body));
        }
        out.extend(record(0x0187, &[])); // BrtEndColInfos
    }
    out.extend(record(0x0091, &[])); // BrtBeginSheetData
    for (r, row) in s.rows.iter().enumerate() {
        let r = r as u32;
        // BrtRowHdr: rw, ixfe, miyRw (15 pt), flags (fDyZero: hidden),
        // fPhShow, ccolspan.
        let mut header = u32s(&[r, 0]);
        header.extend(300u16.to_le_bytes());
        header.push(0);
        header.push(if s.hidden.contains(&r) { 0x10 } else { 0 });
        header.push(0);
        header.extend(0u32.to_le_bytes());
        out.extend(record(0x0000, &header));
        for (c, cell) in row.iter().enumerate() {
            // Cell: column, then iStyleRef (24 bits) and flags.
            let cell_head = |style: u32| u32s(&[c as u32, style]);
            match cell {
                C::T(t) => {
                    let mut body = cell_head(0);
                    body.extend(wide(t));
                    out.extend(record(0x0006, &body)); // BrtCellSt
                }
                C::N(v) | C::D(v) => {
                    let mut body = cell_head(u32::from(matches!(cell, C::D(_))));
                    body.extend(v.to_le_bytes());
                    out.extend(record(0x0005, &body)); // BrtCellReal
                }
                C::E => {}
            }
        }
    }
    out.extend(record(0x0092, &[])); // BrtEndSheetData
    if !s.merges.is_empty() {
        out.extend(record(0x00B1, &(s.merges.len() as u32).to_le_bytes())); // BrtBeginMergeCells
        for &(r0, c0, r1, c1) in &s.merges {
            // BrtMergeCell: rwFirst, rwLast, colFirst, colLast.
            let body = u32s(&[r0, r1, u32::from(c0), u32::from(c1)]);
            out.extend(record(0x00B0, &body));
        }
        out.extend(record(0x00B2, &[])); // BrtEndMergeCells
    }
    out.extend(record(0x0082, &[])); // BrtEndSheet
    out
}

/// One BIFF12 record: its type (1–2 bytes) and size (1–4 bytes), 7 bits a
/// byte with the high bit saying "more", then the body.
pub fn record(kind: u16, body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    if kind < 0x80 {
        out.push(kind as u8);
    } else {
        out.push((kind & 0x7F) as u8 | 0x80);
        out.push((kind >> 7) as u8);
    }
    let mut size = body.len();
    loop {
        let b = (size & 0x7F) as u8;
        size >>= 7;
        if size == 0 {
            out.push(b);
            break;
        }
        out.push(b | 0x80);
    }
    out.extend_from_slice(body);
    out
}

/// An XLWideString: the count of UTF-16 units, then the units.
fn wide(s: &str) -> Vec<u8> {
    let units: Vec<u16> = s.encode_utf16().collect();
    let mut out = (units.len() as u32).to_le_bytes().to_vec();
    out.extend(units.iter().flat_map(|u| u.to_le_bytes()));
    out
}

/// Every way of dressing a workbook, each keeping its meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Disguise {
    /// Two title rows merged across the table, and a blank row, above the header.
    Titles,
    /// The header on two rows: 名次, 编号, 姓名 … merged down, 比赛成绩
    /// merged over 积分 累进分 胜局 犯规 后走局数.
    TwoRowHeader,
    /// Lines under the table: 裁判长：… in the first column, 编排长：… in
    /// the third, a date, 注：….
    Footers,
    /// A 合计 row under the table.
    TotalRow,
    /// The header repeated every 40 rows after a blank row, as printed.
    RepeatedHeaders,
    /// Each shared 名次 merged down over its rows.
    MergedRanks,
    /// Every seventh player row hidden.
    HiddenRows,
    /// The 地区, 会员 and 身份证号 columns hidden (their values still
    /// there, as Excel shows them when the columns are unhidden).
    HiddenColumns,
    /// Other accepted header names, with spaces inside.
    HeaderAliases,
    /// 名次 written 第5名 and shared places as 5-8.
    RankWords,
    /// 出生日期 as the number 2008.05 (year and month).
    YearMonthNumbers,
    /// 出生日期 as the text 2008年5月.
    YearMonthText,
    /// 出生日期 as the number 2008 (year alone).
    YearNumbers,
    /// 出生日期 as the text 2008.
    YearText,
    /// 地区 as 重庆市 and 石柱县, 称号 大师 as 国家大师.
    Spellings,
    /// Sheets named 公开组成绩 and " 少儿组 ".
    SheetNames,
    /// A 备注 column the tool does not read.
    ExtraColumn,
}

impl Disguise {
    pub const ALL: [Disguise; 17] = [
        Disguise::Titles,
        Disguise::TwoRowHeader,
        Disguise::Footers,
        Disguise::TotalRow,
        Disguise::RepeatedHeaders,
        Disguise::MergedRanks,
        Disguise::HiddenRows,
        Disguise::HiddenColumns,
        Disguise::HeaderAliases,
        Disguise::RankWords,
        Disguise::YearMonthNumbers,
        Disguise::YearMonthText,
        Disguise::YearNumbers,
        Disguise::YearText,
        Disguise::Spellings,
        Disguise::SheetNames,
        Disguise::ExtraColumn,
    ];
}

/// The row holding the header (the first row naming 姓名).
pub fn header_row(s: &Sheet) -> usize {
    s.rows
        .iter()
        .position(|r| r.iter().any(|c| matches!(c.text(), Some(t) if t.contains("姓") && t.contains("名") || t == "棋手")))
        .unwrap_or(0)
}

/// The data rows: from below the header to the last row with a 姓名.
fn data_rows(s: &Sheet) -> std::ops::Range<usize> {
    let h = header_row(s);
    let last = s.rows.len();
    h + 1..last
}

/// (year, month) of a date cell or text.
fn year_month(c: &C) -> Option<(i32, u32)> {
    match c {
        C::D(serial) => {
            let d =
                calamine::ExcelDateTime::new(*serial, calamine::ExcelDateTimeType::DateTime, false)
                    .as_datetime()?;
            use chrono::Datelike;
            Some((d.year(), d.month()))
        }
        C::T(t) => {
            let digits: Vec<&str> = t
                .split(|c: char| !c.is_ascii_digit())
                .filter(|p| !p.is_empty())
                .collect();
            match digits[..] {
                [y, m, ..] => Some((y.parse().ok()?, m.parse().ok()?)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Apply one disguise to every sheet.
pub fn apply(sheets: &mut [Sheet], disguise: Disguise) {
    for s in sheets.iter_mut() {
        apply_sheet(s, disguise);
    }
}

/// The order disguises are applied in, so that each finds what it dresses:
/// values first, then rows, then the header, then the names.
pub fn in_order(mut chosen: Vec<Disguise>) -> Vec<Disguise> {
    chosen.sort_by_key(|d| Disguise::ALL.iter().position(|x| x == d));
    chosen.dedup();
    let layout = [
        Disguise::RepeatedHeaders,
        Disguise::TwoRowHeader,
        Disguise::Footers,
        Disguise::TotalRow,
        Disguise::Titles,
        Disguise::HeaderAliases,
        Disguise::SheetNames,
    ];
    let (late, mut early): (Vec<Disguise>, Vec<Disguise>) =
        chosen.into_iter().partition(|d| layout.contains(d));
    early.extend(layout.into_iter().filter(|d| late.contains(d)));
    early
}

/// Merge each run of equal values of the column `header` down over its
/// rows, the value kept in the first (as a spreadsheet program does).
pub fn merge_runs(s: &mut Sheet, header: &str) {
    let Some(rc) = s.col(header_row(s), header) else {
        return;
    };
    let rows = data_rows(s);
    let mut r = rows.start;
    while r < rows.end {
        let v = s.rows[r].get(rc).cloned().unwrap_or(C::E);
        let mut end = r;
        while end + 1 < rows.end && s.rows[end + 1].get(rc) == Some(&v) && v != C::E {
            end += 1;
        }
        if end > r {
            for k in r + 1..=end {
                s.rows[k][rc] = C::E;
            }
            s.merges.push((r as u32, rc as u16, end as u32, rc as u16));
        }
        r = end + 1;
    }
}

fn apply_sheet(s: &mut Sheet, disguise: Disguise) {
    let h = header_row(s);
    let width = s.width();
    let col = |s: &Sheet, name: &str| s.col(header_row(s), name);
    match disguise {
        Disguise::Titles => {
            s.insert_rows(
                0,
                vec![
                    vec![C::T("2019年石柱县“冉氏杯”象棋公开赛".into())],
                    vec![C::T(format!("{} 最终成绩", s.name.trim()))],
                    vec![],
                ],
            );
            s.merges.push((0, 0, 0, width as u16 - 1));
            s.merges.push((1, 0, 1, width as u16 - 1));
        }
        Disguise::TwoRowHeader => {
            let scores = ["积分", "累进分", "胜局", "犯规", "后走局数"];
            let mut top = s.rows[h].clone();
            let mut below = vec![C::E; top.len()];
            let cols: Vec<usize> = scores.iter().filter_map(|n| col(s, n)).collect();
            if cols.is_empty() {
                return;
            }
            let (first, last) = (*cols.iter().min().unwrap(), *cols.iter().max().unwrap());
            for c in first..=last {
                below[c] = top[c].clone();
                top[c] = C::E;
            }
            top[first] = C::T("比赛成绩".into());
            s.rows[h] = top;
            s.insert_rows(h + 1, vec![below]);
            s.merges
                .push((h as u32, first as u16, h as u32, last as u16));
            for c in (0..width).filter(|c| *c < first || *c > last) {
                if s.rows[h].get(c).is_some_and(|v| *v != C::E) {
                    s.merges.push((h as u32, c as u16, h as u32 + 1, c as u16));
                }
            }
        }
        Disguise::Footers => {
            let line = |col: usize, text: &str| {
                let mut row = vec![C::E; col];
                row.push(C::T(text.into()));
                row
            };
            let rows = vec![
                vec![],
                line(0, "裁判长：胡智慧"),
                line(2, "编排长：李明"),
                vec![C::D(43583.0)],
                line(0, "注：名次相同者按预赛名次排列。"),
            ];
            let n = s.rows.len();
            s.insert_rows(n, rows);
        }
        Disguise::TotalRow => {
            let players = data_rows(s).len();
            let n = s.rows.len();
            s.insert_rows(
                n,
                vec![vec![
                    C::T("合计".into()),
                    C::E,
                    C::T(format!("{players}人")),
                ]],
            );
        }
        Disguise::RepeatedHeaders => {
            let header = s.rows[h].clone();
            let mut at = h + 41;
            while at < s.rows.len() {
                s.insert_rows(at, vec![vec![], header.clone()]);
                at += 42;
            }
        }
        Disguise::MergedRanks => merge_runs(s, "名次"),
        Disguise::HiddenRows => {
            let rows = data_rows(s);
            s.hidden.extend(rows.step_by(7).map(|r| r as u32));
        }
        Disguise::HiddenColumns => {
            for header in ["地区", "会员", "身份证号"] {
                if let Some(c) = col(s, header) {
                    s.hidden_columns.push(c as u16);
                }
            }
        }
        Disguise::HeaderAliases => {
            let names = [
                ("名次", "排 名"),
                ("编号", "选手编号"),
                ("姓名", "姓\u{3000}名"),
                ("出生日期", "出生年月"),
                ("身份证号", "身份证号码"),
                ("单位", "代表队"),
                ("称号", "等级称号"),
                ("地区", "籍贯"),
                ("会员", "是否会员"),
                ("在校学生", "在校大学生"),
                ("学生证明", "学生证"),
                ("完赛", "是否完赛"),
                ("违纪", "有无违纪"),
                ("犯规", "犯规次数"),
                ("后走局数", "后手局数"),
            ];
            for cell in &mut s.rows[h] {
                if let Some((_, alias)) = names.iter().find(|(n, _)| cell.text() == Some(n)) {
                    *cell = C::T(alias.to_string());
                }
            }
        }
        Disguise::RankWords => {
            let Some(rc) = col(s, "名次") else { return };
            let rows = data_rows(s);
            let ranks: Vec<Option<f64>> = rows
                .clone()
                .map(|r| match s.rows[r].get(rc) {
                    Some(C::N(n)) => Some(*n),
                    _ => None,
                })
                .collect();
            for (i, r) in rows.enumerate() {
                let Some(place) = ranks[i] else { continue };
                let shared = ranks.iter().filter(|p| **p == Some(place)).count();
                s.rows[r][rc] = C::T(if shared > 1 {
                    format!("{}-{}", place, place as usize + shared - 1)
                } else {
                    format!("第{place}名")
                });
            }
        }
        Disguise::YearMonthNumbers
        | Disguise::YearMonthText
        | Disguise::YearNumbers
        | Disguise::YearText => {
            let Some(dc) = col(s, "出生日期") else {
                return;
            };
            for r in data_rows(s) {
                let Some((y, m)) = s.rows[r].get(dc).and_then(year_month) else {
                    continue;
                };
                s.rows[r][dc] = match disguise {
                    Disguise::YearMonthNumbers => C::N(f64::from(y) + f64::from(m) / 100.0),
                    Disguise::YearMonthText => C::T(format!("{y}年{m}月")),
                    Disguise::YearNumbers => C::N(f64::from(y)),
                    _ => C::T(y.to_string()),
                };
            }
        }
        Disguise::Spellings => {
            let region = col(s, "地区");
            let title = col(s, "称号");
            for r in data_rows(s) {
                let cell = |s: &Sheet, c: Option<usize>| c.and_then(|c| s.rows[r].get(c).cloned());
                if let (Some(c), Some(C::T(t))) = (region, cell(s, region)) {
                    let new = match t.as_str() {
                        "重庆" => "重庆市",
                        "石柱" => "石柱县",
                        other => other,
                    };
                    s.rows[r][c] = C::T(new.into());
                }
                if let (Some(c), Some(C::T(t))) = (title, cell(s, title)) {
                    if t == "大师" {
                        s.rows[r][c] = C::T("国家大师".into());
                    }
                }
            }
        }
        Disguise::SheetNames => {
            s.name = match s.name.as_str() {
                "公开组" => "公开组成绩".into(),
                "少儿组" => " 少儿组 ".into(),
                other => other.into(),
            };
        }
        Disguise::ExtraColumn => {
            let w = width;
            for (i, row) in s.rows.iter_mut().enumerate() {
                row.resize(w, C::E);
                if i == h {
                    row.push(C::T("备注".into()));
                } else if i > h && i % 5 == 0 {
                    row.push(C::T("已交费".into()));
                }
            }
        }
    }
}

/// How `save_html` writes a page.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Html {
    /// GB2312 as its meta tag says, the sheets named in Excel's
    /// `<x:Name>` block, as Excel and many registration systems save.
    Gbk,
    /// UTF-8 with a byte-order mark, each table named by its caption.
    Utf8Captions,
}

/// The date of an Excel serial day number.
fn serial_date(serial: f64) -> chrono::NaiveDate {
    let epoch = chrono::NaiveDate::from_ymd_opt(1899, 12, 30).unwrap();
    epoch + chrono::Duration::days(serial.floor() as i64)
}

/// A number as a spreadsheet program shows it in General format.
fn number_text(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        n.to_string()
    }
}

/// `text` with `&`, `<`, `>` and `"` as references.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Where a merged region starts at (row, column): its rows and columns;
/// `None` inside a region, `Some((1, 1))` for a plain cell.
fn span_at(s: &Sheet, r: u32, c: u16) -> Option<(u32, u16)> {
    for &(r0, c0, r1, c1) in &s.merges {
        if (r0, c0) == (r, c) {
            return Some((r1 - r0 + 1, c1 - c0 + 1));
        }
        if (r0..=r1).contains(&r) && (c0..=c1).contains(&c) {
            return None;
        }
    }
    Some((1, 1))
}

/// Write sheets as an HTML page saved as .xls: one `<table>` per sheet,
/// every cell as text (dates as yyyy-mm-dd), merged regions as
/// rowspan/colspan.
pub fn save_html(sheets: &[Sheet], how: Html) -> Vec<u8> {
    let mut page = String::from(
        "<html xmlns:o=\"urn:schemas-microsoft-com:office:office\" \
         xmlns:x=\"urn:schemas-microsoft-com:office:excel\">\n<head>\n",
    );
    match how {
        Html::Gbk => {
            page.push_str(
                "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=gb2312\">\n\
                 <!--[if gte mso 9]><xml><x:ExcelWorkbook><x:ExcelWorksheets>\n",
            );
            for s in sheets {
                page.push_str(&format!(
                    "<x:ExcelWorksheet><x:Name>{}</x:Name></x:ExcelWorksheet>\n",
                    escaped(&s.name)
                ));
            }
            page.push_str("</x:ExcelWorksheets></x:ExcelWorkbook></xml><![endif]-->\n");
        }
        Html::Utf8Captions => page.push_str("<meta charset=\"utf-8\">\n"),
    }
    page.push_str("<style>td { mso-number-format:\"\\@\"; }</style>\n</head>\n<body>\n");
    for s in sheets {
        page.push_str("<table border=1 cellspacing=0>\n");
        if how == Html::Utf8Captions {
            page.push_str(&format!("<caption>{}</caption>\n", escaped(&s.name)));
        }
        let width = s.width();
        for (r, row) in s.rows.iter().enumerate() {
            let hidden = s.hidden.contains(&(r as u32));
            page.push_str(if hidden {
                "<tr style='display:none'>"
            } else {
                "<tr>"
            });
            for c in 0..width {
                let Some((down, across)) = span_at(s, r as u32, c as u16) else {
                    continue;
                };
                let text = match row.get(c).unwrap_or(&C::E) {
                    C::T(t) => escaped(t),
                    C::N(n) => number_text(*n),
                    C::D(d) => serial_date(*d).format("%Y-%m-%d").to_string(),
                    C::E => String::new(),
                };
                page.push_str("<td");
                if down > 1 {
                    page.push_str(&format!(" rowspan={down}"));
                }
                if across > 1 {
                    page.push_str(&format!(" colspan=\"{across}\""));
                }
                page.push_str(&format!(">{text}</td>"));
            }
            page.push_str("</tr>\n");
        }
        page.push_str("</table>\n<br>\n");
    }
    page.push_str("</body>\n</html>\n");
    match how {
        Html::Gbk => encoding_rs::GBK.encode(&page).0.into_owned(),
        Html::Utf8Captions => [&[0xEF, 0xBB, 0xBF][..], page.as_bytes()].concat(),
    }
}

/// Write sheets as an XML Spreadsheet 2003 file, as Excel saves one: blank
/// cells and rows left out, the next one placed with `ss:Index`; merged
/// regions as `ss:MergeAcross`/`ss:MergeDown`; hidden rows and columns
/// flagged.
pub fn save_xml2003(sheets: &[Sheet]) -> Vec<u8> {
    let mut xml = String::from(
        "<?xml version=\"1.0\"?>\n<?mso-application progid=\"Excel.Sheet\"?>\n\
         <Workbook xmlns=\"urn:schemas-microsoft-com:office:spreadsheet\"\n \
         xmlns:o=\"urn:schemas-microsoft-com:office:office\"\n \
         xmlns:x=\"urn:schemas-microsoft-com:office:excel\"\n \
         xmlns:ss=\"urn:schemas-microsoft-com:office:spreadsheet\"\n \
         xmlns:html=\"http://www.w3.org/TR/REC-html40\">\n \
         <Styles><Style ss:ID=\"d\"><NumberFormat ss:Format=\"yyyy\\-mm\\-dd\"/></Style></Styles>\n",
    );
    for s in sheets {
        xml.push_str(&format!(
            " <Worksheet ss:Name=\"{}\">\n  <Table>\n",
            escaped(&s.name)
        ));
        for &c in &s.hidden_columns {
            xml.push_str(&format!(
                "   <Column ss:Index=\"{}\" ss:Hidden=\"1\"/>\n",
                c + 1
            ));
        }
        let mut next_row = 0;
        for (r, row) in s.rows.iter().enumerate() {
            let mut cells = String::new();
            let mut next_col = 0;
            for (c, cell) in row.iter().enumerate() {
                let Some((down, across)) = span_at(s, r as u32, c as u16) else {
                    continue;
                };
                let data = match cell {
                    C::T(t) => format!("<Data ss:Type=\"String\">{}</Data>", escaped(t)),
                    C::N(n) => format!("<Data ss:Type=\"Number\">{}</Data>", number_text(*n)),
                    C::D(d) => format!(
                        "<Data ss:Type=\"DateTime\">{}T00:00:00.000</Data>",
                        serial_date(*d).format("%Y-%m-%d")
                    ),
                    C::E if down > 1 || across > 1 => String::new(),
                    C::E => continue,
                };
                cells.push_str("<Cell");
                if c != next_col {
                    cells.push_str(&format!(" ss:Index=\"{}\"", c + 1));
                }
                if across > 1 {
                    cells.push_str(&format!(" ss:MergeAcross=\"{}\"", across - 1));
                }
                if down > 1 {
                    cells.push_str(&format!(" ss:MergeDown=\"{}\"", down - 1));
                }
                if matches!(cell, C::D(_)) {
                    cells.push_str(" ss:StyleID=\"d\"");
                }
                cells.push_str(&format!(">{data}</Cell>"));
                next_col = c + across as usize;
            }
            let hidden = s.hidden.contains(&(r as u32));
            if cells.is_empty() && !hidden {
                continue;
            }
            xml.push_str("   <Row");
            if r != next_row {
                xml.push_str(&format!(" ss:Index=\"{}\"", r + 1));
            }
            if hidden {
                xml.push_str(" ss:Hidden=\"1\"");
            }
            xml.push_str(&format!(">{cells}</Row>\n"));
            next_row = r + 1;
        }
        xml.push_str("  </Table>\n </Worksheet>\n");
    }
    xml.push_str("</Workbook>\n");
    xml.into_bytes()
}
