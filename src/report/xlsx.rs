//! What the three workbooks share: a workbook with a fixed creation time (so the
//! same outcome gives the same bytes), the cell formats, A4 print setup, and a
//! sheet wrapper that writes user text as text only and measures every column
//! the way a CJK font draws it (a Chinese character is two units wide).

use crate::money::Money;
use crate::msg::Lang;
use crate::threads::Threads;
use rust_decimal::prelude::ToPrimitive;
use rust_xlsxwriter::{
    ColNum, DocProperties, ExcelDateTime, Format, FormatAlign, FormatBorder, RowNum, Workbook,
    Worksheet, XlsxError,
};
use std::collections::BTreeMap;
use unicode_width::UnicodeWidthStr;

/// A4 in Excel's paper size numbering.
const PAPER_A4: u8 = 9;
/// Height of one line of 11-point text, in points, CJK fonts included.
pub const LINE_HEIGHT: f64 = 15.0;
/// Height of one line of the 14-point title, in points.
const TITLE_LINE_HEIGHT: f64 = 19.0;

/// A workbook whose document properties carry a fixed creation time, so that
/// writing the same outcome twice gives byte-identical files.
pub fn new_workbook() -> Result<Workbook, XlsxError> {
    let created = ExcelDateTime::from_ymd(2000, 1, 1)?;
    let properties = DocProperties::new()
        .set_creation_datetime(&created)
        .set_author("xqprize");
    let mut workbook = Workbook::new();
    workbook.set_properties(&properties);
    Ok(workbook)
}

/// How many digits `value` is written with.
fn digits(value: u32) -> usize {
    value.checked_ilog10().map_or(1, |d| d as usize + 1)
}

/// How many characters an amount is shown with: its digits to the fen and a
/// separator between each three of its yuan (20,000.00 is 9).
fn money_width(amount: Money) -> usize {
    grouped(amount).len()
}

/// An amount as text in a sheet, with thousands separators like the
/// amount cells: 20,000.00.
pub fn grouped(amount: Money) -> String {
    let fen = amount.to_fen_string();
    let (sign, digits) = fen.split_at(usize::from(fen.starts_with('-')));
    let (yuan, cents) = digits.split_at(digits.len() - 3);
    let mut out = String::from(sign);
    for (i, c) in yuan.chars().enumerate() {
        if i > 0 && (yuan.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out.push_str(cents);
    out
}

/// How one sheet of a workbook is filled.
pub type Fill<'a> = Box<dyn FnOnce(&mut Worksheet) -> anyhow::Result<()> + Send + 'a>;

/// One sheet of a workbook: its name, about how many rows it will hold
/// (the larger are filled first), and how it is filled.
pub struct SheetJob<'a> {
    pub name: &'a str,
    pub rows: usize,
    pub fill: Fill<'a>,
}

/// A workbook of the named sheets, in order, as the bytes of an .xlsx file.
/// The sheets are filled on as many threads as `threads` allows (this one
/// among them), each taking the largest sheet not yet begun when it is
/// free, so the longest fill, which the save waits for, starts at once: a
/// sheet's cells, formats and strings are its own until the workbook is
/// saved, which numbers the shared strings and formats sheet by sheet in
/// order, so the bytes are those of filling them one after the other. The
/// filled workbook is freed on another thread when `threads` allows one;
/// its cells are many small allocations, and the bytes are ready before
/// they are freed.
///
/// `filled` is called once every sheet is filled, before the save, which
/// compresses the parts on this thread alone: the time to start other work.
pub fn workbook_bytes(
    sheets: Vec<SheetJob>,
    threads: Threads,
    filled: impl FnOnce(),
) -> anyhow::Result<Vec<u8>> {
    filled_on(sheets, threads.workers(), filled)
}

/// `workbook_bytes` with the sheets filled on `workers` threads.
fn filled_on(
    sheets: Vec<SheetJob>,
    workers: usize,
    all_filled: impl FnOnce(),
) -> anyhow::Result<Vec<u8>> {
    let count = sheets.len();
    let mut queue: Vec<(usize, SheetJob)> = sheets.into_iter().enumerate().collect();
    queue.sort_by_key(|(_, job)| std::cmp::Reverse(job.rows));
    let queue = std::sync::Mutex::new(queue.into_iter());
    let work = || {
        let mut filled = Vec::new();
        // The queue is locked only to take the next sheet; a fill that
        // panics ends its worker, and the panic goes on when it is joined.
        while let Some((at, job)) = queue.lock().ok().and_then(|mut q| q.next()) {
            let mut worksheet = Worksheet::new();
            let named = worksheet.set_name(job.name).map(|_| ());
            let done = named
                .map_err(anyhow::Error::from)
                .and_then(|()| (job.fill)(&mut worksheet));
            filled.push((at, done.map(|()| worksheet)));
        }
        filled
    };
    let mut filled: Vec<(usize, anyhow::Result<Worksheet>)> = std::thread::scope(|scope| {
        let others: Vec<_> = (1..workers.min(count)).map(|_| scope.spawn(work)).collect();
        let mut filled = work();
        for other in others {
            let theirs = other
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            filled.extend(theirs);
        }
        filled
    });
    filled.sort_by_key(|(at, _)| *at);
    all_filled();
    let mut workbook = new_workbook()?;
    for (_, worksheet) in filled {
        workbook.push_worksheet(worksheet?);
    }
    let bytes = workbook.save_to_buffer()?;
    if workers > 1 {
        std::thread::spawn(move || drop(workbook));
    }
    Ok(bytes)
}

/// Display width of a text in column units: full-width and CJK characters
/// count 2, others 1; for text on several lines, the widest line.
pub fn text_width(text: &str) -> usize {
    // Printable ASCII (numbers, most 编号 and amounts) is one unit a byte.
    if text.bytes().all(|b| (b' '..=b'~').contains(&b)) {
        return text.len();
    }
    text.lines().map(line_width).max().unwrap_or(0)
}

/// Display width of one line, as `UnicodeWidthStr::width` gives it. The
/// characters of most Chinese text (printable ASCII, the common CJK
/// ideographs, full-width forms and CJK brackets and stops) are counted
/// here; a line with any other character is measured by the table, which
/// also knows the sequences (emoji, combining marks) that change a width.
fn line_width(line: &str) -> usize {
    let mut width = 0;
    for c in line.chars() {
        width += match c {
            ' '..='~' => 1,
            '\u{4E00}'..='\u{9FFF}'
            | '\u{FF01}'..='\u{FF60}'
            | '\u{3001}'..='\u{3003}'
            | '\u{3008}'..='\u{3011}' => 2,
            _ => return UnicodeWidthStr::width(line),
        };
    }
    width
}

/// The sign-off line under a payout table.
pub const SIGN_OFF: &str = "制表人：＿＿＿＿＿＿　　审核人：＿＿＿＿＿＿　　负责人：＿＿＿＿＿＿　　日期：＿＿＿＿年＿＿月＿＿日";
/// The same lines in English (`--lang en`).
pub const SIGN_OFF_EN: &str = "Prepared by: ____________    Checked by: ____________    Approved by: ____________    Date: ______-____-____";
/// Height of the sign-off row, in points: room for a signature.
const SIGN_OFF_HEIGHT: f64 = 36.0;

/// Amounts to the fen with thousands separators, as a finance office writes
/// them: 20,000.00.
const MONEY_FORMAT: &str = "#,##0.00";

/// The cell formats used by every sheet.
pub struct Formats {
    pub title: Format,
    pub section: Format,
    pub header: Format,
    pub text: Format,
    pub center: Format,
    pub wrap: Format,
    pub money: Format,
    pub total_text: Format,
    pub total_money: Format,
    /// A rate as a percentage (0.2 shows as 20%).
    pub percent: Format,
    /// Text without borders, below a table (the lines to sign).
    pub plain: Format,
    /// Grey text, for vacant places.
    pub muted: Format,
}

impl Formats {
    pub fn new() -> Formats {
        let cell = Format::new()
            .set_border(FormatBorder::Thin)
            .set_align(FormatAlign::VerticalCenter);
        Formats {
            title: Format::new()
                .set_bold()
                .set_text_wrap()
                .set_font_size(14)
                .set_align(FormatAlign::Center)
                .set_align(FormatAlign::VerticalCenter),
            section: Format::new()
                .set_bold()
                .set_font_size(12)
                .set_align(FormatAlign::VerticalCenter),
            header: cell
                .clone()
                .set_bold()
                .set_background_color(0xD9E1F2)
                .set_align(FormatAlign::Center),
            text: cell.clone(),
            center: cell.clone().set_align(FormatAlign::Center),
            wrap: cell.clone().set_text_wrap(),
            money: cell.clone().set_num_format(MONEY_FORMAT),
            percent: cell
                .clone()
                .set_num_format("0%")
                .set_align(FormatAlign::Center),
            muted: cell.clone().set_font_color(0x808080),
            total_text: cell.clone().set_bold(),
            total_money: cell.set_bold().set_num_format(MONEY_FORMAT),
            plain: Format::new().set_align(FormatAlign::VerticalCenter),
        }
    }
}

impl Default for Formats {
    fn default() -> Formats {
        Formats::new()
    }
}

/// A4 printing, fit to one page wide, the sheet's own page numbers in the
/// footer (each sheet counts from 1, its name beside them). With a
/// `header` row, the rows down to it stay in view on screen (frozen) and the
/// header row is printed again on every page.
pub fn print_a4(
    sheet: &mut Worksheet,
    landscape: bool,
    header: Option<RowNum>,
    lang: Lang,
) -> Result<(), XlsxError> {
    sheet.set_paper_size(PAPER_A4);
    if landscape {
        sheet.set_landscape();
    }
    sheet.set_print_fit_to_pages(1, 0);
    sheet.set_print_center_horizontally(true);
    // No 共 &N 页: LibreOffice counts &N over the whole workbook.
    sheet.set_footer(lang.pick("&C&A　第 &P 页", "&C&A  page &P"));
    sheet.set_print_first_page_number(1);
    if let Some(row) = header {
        sheet.set_freeze_panes(row + 1, 0)?;
        sheet.set_repeat_rows(row, row)?;
    }
    Ok(())
}

/// A worksheet being filled: every write records the width its text needs,
/// and `finish` sets the column widths from them, then the height of each
/// row with wrapped text (spreadsheet programs do not grow such rows on
/// opening a file, so the lines would print on top of each other).
pub struct Sheet<'w> {
    sheet: &'w mut Worksheet,
    widths: BTreeMap<ColNum, usize>,
    caps: BTreeMap<ColNum, usize>,
    /// Each wrapped cell and where its lines' widths are in `line_widths`.
    wrapped: Vec<(RowNum, ColNum, std::ops::Range<usize>)>,
    line_widths: Vec<usize>,
    titles: Vec<(RowNum, ColNum, ColNum, String)>,
    heights: BTreeMap<RowNum, f64>,
}

impl<'w> Sheet<'w> {
    pub fn new(sheet: &'w mut Worksheet) -> Sheet<'w> {
        Sheet {
            sheet,
            widths: BTreeMap::new(),
            caps: BTreeMap::new(),
            wrapped: Vec::new(),
            line_widths: Vec::new(),
            titles: Vec::new(),
            heights: BTreeMap::new(),
        }
    }

    /// Text that wraps at the column's width; its row grows to show every
    /// line. Each line is measured once: the widest sets the column's need
    /// (as `text` would), and all of them the row's height in `finish`.
    pub fn wrapped(
        &mut self,
        row: RowNum,
        col: ColNum,
        text: &str,
        format: &Format,
    ) -> Result<(), XlsxError> {
        let start = self.line_widths.len();
        self.line_widths.extend(text.lines().map(line_width));
        let widest = self.line_widths[start..].iter().max().copied();
        self.string(row, col, text, widest.unwrap_or(0), format)?;
        self.wrapped.push((row, col, start..self.line_widths.len()));
        Ok(())
    }

    /// Make a row at least `points` high (e.g. room to sign).
    pub fn min_height(&mut self, row: RowNum, points: f64) {
        let entry = self.heights.entry(row).or_insert(0.0);
        *entry = entry.max(points);
    }

    pub fn worksheet(&mut self) -> &mut Worksheet {
        self.sheet
    }

    fn measure(&mut self, col: ColNum, width: usize) {
        let entry = self.widths.entry(col).or_insert(0);
        *entry = (*entry).max(width);
    }

    /// User text, always as a string cell: a name starting with "=" stays text.
    pub fn text(
        &mut self,
        row: RowNum,
        col: ColNum,
        text: &str,
        format: &Format,
    ) -> Result<(), XlsxError> {
        self.string(row, col, text, text_width(text), format)
    }

    /// A string cell `width` units wide, counted towards its column.
    fn string(
        &mut self,
        row: RowNum,
        col: ColNum,
        text: &str,
        width: usize,
        format: &Format,
    ) -> Result<(), XlsxError> {
        self.measure(col, width);
        self.sheet
            .write_string_with_format(row, col, text, format)?;
        Ok(())
    }

    /// An amount, shown to the fen with number format 0.00.
    pub fn money(
        &mut self,
        row: RowNum,
        col: ColNum,
        amount: Money,
        format: &Format,
    ) -> Result<(), XlsxError> {
        self.measure(col, money_width(amount));
        // The cell needs an f64; it is converted here, at the last edge, from the
        // exact decimal, for display only: every sum was done on decimals, and
        // amounts under 2^53 fen convert without loss of the fen.
        let value = amount.as_decimal().to_f64().unwrap_or(0.0);
        self.sheet
            .write_number_with_format(row, col, value, format)?;
        Ok(())
    }

    /// A fraction shown in `format`, e.g. a rate as a percentage.
    pub fn fraction(
        &mut self,
        row: RowNum,
        col: ColNum,
        value: rust_decimal::Decimal,
        format: &Format,
    ) -> Result<(), XlsxError> {
        // Display only, like `money`: a rate of at most six decimals.
        let value = value.to_f64().unwrap_or(0.0);
        self.measure(col, 6);
        self.sheet
            .write_number_with_format(row, col, value, format)?;
        Ok(())
    }

    /// A whole number (a place, a row).
    pub fn count(
        &mut self,
        row: RowNum,
        col: ColNum,
        value: u32,
        format: &Format,
    ) -> Result<(), XlsxError> {
        self.measure(col, digits(value));
        self.sheet
            .write_number_with_format(row, col, f64::from(value), format)?;
        Ok(())
    }

    /// An empty cell that still carries the table's border.
    pub fn blank(&mut self, row: RowNum, col: ColNum, format: &Format) -> Result<(), XlsxError> {
        self.sheet.write_blank(row, col, format)?;
        Ok(())
    }

    /// A title or section label across columns `first..=last` (not measured).
    pub fn banner(
        &mut self,
        row: RowNum,
        first: ColNum,
        last: ColNum,
        text: &str,
        format: &Format,
    ) -> Result<(), XlsxError> {
        if first == last {
            self.sheet
                .write_string_with_format(row, first, text, format)?;
        } else {
            self.sheet
                .merge_range(row, first, row, last, text, format)?;
        }
        Ok(())
    }

    /// The lines a finance office signs under a table, across columns
    /// `0..=last`: 制表人, 审核人, 负责人 and the date, each with room to write
    /// (in English: prepared, checked and approved by, and the date).
    pub fn sign_off(
        &mut self,
        row: RowNum,
        last: ColNum,
        format: &Format,
        lang: Lang,
    ) -> Result<(), XlsxError> {
        self.banner(row, 0, last, lang.pick(SIGN_OFF, SIGN_OFF_EN), format)?;
        self.min_height(row, SIGN_OFF_HEIGHT);
        Ok(())
    }

    /// The sheet's title across columns `first..=last`, wrapped onto as many
    /// lines as the table's width needs (a narrow table, long event name).
    pub fn title(
        &mut self,
        row: RowNum,
        first: ColNum,
        last: ColNum,
        text: &str,
        format: &Format,
    ) -> Result<(), XlsxError> {
        self.banner(row, first, last, text, format)?;
        self.titles.push((row, first, last, text.to_string()));
        Ok(())
    }

    /// A header row; headers count towards the column widths.
    pub fn header(
        &mut self,
        row: RowNum,
        labels: &[&str],
        format: &Format,
    ) -> Result<(), XlsxError> {
        for (col, label) in (0..).zip(labels) {
            self.text(row, col, label, format)?;
        }
        Ok(())
    }

    /// Reserve at least `width` units for a column (e.g. a signature column).
    pub fn at_least(&mut self, col: ColNum, width: usize) {
        self.measure(col, width);
    }

    /// Keep a column at most `width` units wide (its text wraps).
    pub fn at_most(&mut self, col: ColNum, width: usize) {
        self.caps.insert(col, width);
    }

    /// Set each column's width: the widest text plus a margin, at most `max`
    /// (wider text wraps in a wrapping format).
    pub fn finish(mut self, max: usize) -> Result<(), XlsxError> {
        let units: BTreeMap<ColNum, usize> = self
            .widths
            .iter()
            .map(|(&col, &width)| {
                let cap = self.caps.get(&col).copied().unwrap_or(max);
                (col, (width + 2).min(cap))
            })
            .collect();
        for (&col, &width) in &units {
            self.sheet.set_column_width(col, width as u32)?;
        }
        for (row, col, at) in std::mem::take(&mut self.wrapped) {
            let room = units.get(&col).map_or(8, |w| w.saturating_sub(1).max(1));
            let lines: usize = self.line_widths[at]
                .iter()
                .map(|width| width.div_ceil(room).max(1))
                .sum();
            self.min_height(row, LINE_HEIGHT * lines.max(1) as f64 + 4.0);
        }
        for (row, first, last, text) in std::mem::take(&mut self.titles) {
            let room: usize = (first..=last)
                .map(|c| units.get(&c).copied().unwrap_or(8))
                .sum();
            // Title type is 14 points against the 11 the widths are counted in.
            let needed = text_width(&text) * 14 / 11 + 2;
            let lines = needed.div_ceil(room.max(1)).max(1);
            self.min_height(row, TITLE_LINE_HEIGHT * lines as f64 + 6.0);
        }
        for (row, height) in self.heights {
            self.sheet.set_row_height(row, height)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Sheets that share some texts and formats and not others, so the
    /// shared-string and format numbering depends on the sheet order.
    fn sheets<'a>(formats: &'a Formats, rows: [usize; 3]) -> Vec<SheetJob<'a>> {
        let fill = |tag: &'static str, n: u32| -> Fill<'a> {
            Box::new(move |w: &mut Worksheet| {
                for row in 0..n {
                    w.write_string_with_format(row, 0, format!("共有 {row}"), &formats.text)?;
                    w.write_string_with_format(row, 1, format!("{tag} {row}"), &formats.wrap)?;
                    w.write_number_with_format(row, 2, f64::from(row), &formats.money)?;
                }
                Ok(())
            })
        };
        vec![
            SheetJob {
                name: "甲",
                rows: rows[0],
                fill: fill("甲", 50),
            },
            SheetJob {
                name: "乙",
                rows: rows[1],
                fill: fill("乙", 300),
            },
            SheetJob {
                name: "丙",
                rows: rows[2],
                fill: fill("丙", 120),
            },
        ]
    }

    #[test]
    fn the_sheets_give_the_same_bytes_whichever_thread_fills_them_and_when() {
        let formats = Formats::new();
        let one_thread = filled_on(sheets(&formats, [0, 0, 0]), 1, || ()).unwrap();
        for rows in [[1, 2, 3], [3, 2, 1], [2, 3, 1]] {
            for workers in [1, 2, 3, 8] {
                let bytes = filled_on(sheets(&formats, rows), workers, || ()).unwrap();
                assert!(bytes == one_thread, "rows {rows:?}, {workers} threads");
            }
        }
    }

    /// `job`, counting in `fills` when it has been filled.
    fn counted<'a>(job: SheetJob<'a>, fills: &'a AtomicUsize) -> SheetJob<'a> {
        let fill = job.fill;
        SheetJob {
            fill: Box::new(move |w: &mut Worksheet| {
                fill(w)?;
                fills.fetch_add(1, Ordering::SeqCst);
                Ok(())
            }),
            ..job
        }
    }

    #[test]
    fn filled_is_called_when_every_sheet_is_filled() {
        let formats = Formats::new();
        let fills = AtomicUsize::new(0);
        for workers in [1, 2, 3] {
            fills.store(0, Ordering::SeqCst);
            let jobs = sheets(&formats, [1, 2, 3]);
            let jobs = jobs.into_iter().map(|job| counted(job, &fills)).collect();
            let mut seen = None;
            let bytes = filled_on(jobs, workers, || seen = Some(fills.load(Ordering::SeqCst)));
            assert_eq!(seen, Some(3), "{workers} threads");
            assert!(bytes.unwrap().starts_with(b"PK"));
        }
    }

    #[test]
    fn one_thread_fills_every_sheet_on_the_calling_thread() {
        let formats = Formats::new();
        let filled_by = std::sync::Mutex::new(Vec::new());
        let jobs = sheets(&formats, [1, 2, 3]).into_iter().map(|job| {
            let (fill, filled_by) = (job.fill, &filled_by);
            SheetJob {
                fill: Box::new(move |w: &mut Worksheet| {
                    filled_by.lock().unwrap().push(std::thread::current().id());
                    fill(w)
                }),
                ..job
            }
        });
        let bytes = workbook_bytes(jobs.collect(), Threads::One, || ()).unwrap();
        let here = std::thread::current().id();
        assert_eq!(*filled_by.lock().unwrap(), vec![here; 3]);
        let on_one = filled_on(sheets(&formats, [1, 2, 3]), 1, || ()).unwrap();
        assert!(bytes == on_one);
    }

    #[test]
    fn an_amount_is_as_wide_as_its_digits_and_separators() {
        let width = |text: &str| money_width(text.parse().unwrap());
        // 0.00, 999.00, 1,000.00, 20,000.00, 1,234,567.89
        assert_eq!(width("0"), 4);
        assert_eq!(width("999"), 6);
        assert_eq!(width("1000"), 8);
        assert_eq!(width("20000"), 9);
        assert_eq!(width("1234567.89"), 12);
    }

    #[test]
    fn amounts_in_text_have_thousands_separators() {
        let text = |t: &str| grouped(t.parse().unwrap());
        assert_eq!(text("0"), "0.00");
        assert_eq!(text("999.5"), "999.50");
        assert_eq!(text("1000"), "1,000.00");
        assert_eq!(text("20000"), "20,000.00");
        assert_eq!(text("116600"), "116,600.00");
        assert_eq!(text("1234567.89"), "1,234,567.89");
        // A difference can be negative (over budget).
        assert_eq!(grouped(Money::ZERO - Money::yuan(14300)), "-14,300.00");
        assert_eq!(grouped(Money::ZERO - Money::yuan(300)), "-300.00");
    }

    #[test]
    fn chinese_characters_count_double() {
        assert_eq!(text_width("姓名"), 4);
        assert_eq!(text_width("No.17"), 5);
        assert_eq!(text_width("第5-8名"), 7);
        assert_eq!(text_width("１"), 2); // full-width digit
    }

    #[test]
    fn ascii_text_is_one_unit_a_character_and_a_number_as_wide_as_its_digits() {
        assert_eq!(text_width("A-17 (x)"), 8);
        assert_eq!(text_width(""), 0);
        assert_eq!(text_width("12\n345"), 3);
        assert_eq!(
            [0, 9, 10, 99, 100, 4_294_967_295].map(digits),
            [1, 1, 2, 2, 3, 10]
        );
    }

    /// The characters `line_width` counts itself, as (first, last), to
    /// build lines from.
    const COUNTED: [(char, char); 5] = [
        (' ', '~'),
        ('\u{4E00}', '\u{9FFF}'),
        ('\u{FF01}', '\u{FF60}'),
        ('\u{3001}', '\u{3003}'),
        ('\u{3008}', '\u{3011}'),
    ];

    #[test]
    fn every_character_alone_is_as_wide_as_the_table_says() {
        for c in (0..=0x10_FFFF)
            .filter_map(char::from_u32)
            .filter(|c| *c != '\n')
        {
            let alone = c.to_string();
            assert_eq!(
                line_width(&alone),
                UnicodeWidthStr::width(alone.as_str()),
                "{c:?}"
            );
        }
    }

    /// A character of `COUNTED` (class 0–4) or any other (5), or one that
    /// changes the width of what comes before it (6).
    fn pick(class: usize, n: u32) -> Option<char> {
        match class {
            0..=4 => {
                let (first, last) = COUNTED[class];
                let span = last as u32 - first as u32 + 1;
                char::from_u32(first as u32 + n % span)
            }
            5 => char::from_u32(n % 0x11_0000).filter(|c| *c != '\n'),
            _ => ['\u{FE0F}', '\u{200D}', '\u{0301}', '\u{20E3}']
                .get(n as usize % 4)
                .copied(),
        }
    }

    proptest::proptest! {
        /// Lines of counted characters alone (the fast way) measure as
        /// the table measures them.
        #[test]
        fn a_line_of_counted_characters_is_as_wide_as_the_table_says(
            picks in proptest::collection::vec((0usize..5, proptest::prelude::any::<u32>()), 0..60)
        ) {
            let line: String = picks.iter().filter_map(|&(class, n)| pick(class, n)).collect();
            proptest::prop_assert_eq!(line_width(&line), UnicodeWidthStr::width(line.as_str()));
        }

        /// So do lines that mix them with any other character.
        #[test]
        fn any_line_is_as_wide_as_the_table_says(
            picks in proptest::collection::vec((0usize..7, proptest::prelude::any::<u32>()), 0..40)
        ) {
            let line: String = picks.iter().filter_map(|&(class, n)| pick(class, n)).collect();
            proptest::prop_assert_eq!(line_width(&line), UnicodeWidthStr::width(line.as_str()));
        }
    }

    #[test]
    fn multi_line_text_is_as_wide_as_its_widest_line() {
        assert_eq!(text_width("会员组第2名\n公开组名次奖第5名"), 17);
    }
}
