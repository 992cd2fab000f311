//! What the three workbooks share: a workbook with a fixed creation time (so the
//! same outcome gives the same bytes), the cell formats, A4 print setup, and a
//! sheet wrapper that writes user text as text only and measures every column
//! the way a CJK font draws it (a Chinese character is two units wide).

use crate::money::Money;
use rust_decimal::prelude::ToPrimitive;
use rust_xlsxwriter::{
    ColNum, DocProperties, ExcelDateTime, Format, FormatAlign, FormatBorder, RowNum, Workbook,
    Worksheet, XlsxError,
};
use std::collections::BTreeMap;
use unicode_width::UnicodeWidthStr;

/// A4 in Excel's paper size numbering.
const PAPER_A4: u8 = 9;

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

/// Display width of a text in column units: full-width and CJK characters
/// count 2, others 1; for text on several lines, the widest line.
pub fn text_width(text: &str) -> usize {
    text.lines().map(UnicodeWidthStr::width).max().unwrap_or(0)
}

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
    pub note: Format,
}

impl Formats {
    pub fn new() -> Formats {
        let cell = Format::new()
            .set_border(FormatBorder::Thin)
            .set_align(FormatAlign::VerticalCenter);
        Formats {
            title: Format::new()
                .set_bold()
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
            money: cell.clone().set_num_format("0.00"),
            total_text: cell.clone().set_bold(),
            total_money: cell.set_bold().set_num_format("0.00"),
            note: Format::new().set_text_wrap().set_align(FormatAlign::Top),
        }
    }
}

impl Default for Formats {
    fn default() -> Formats {
        Formats::new()
    }
}

/// A4 printing: repeated header rows, fit to one page wide.
pub fn print_a4(sheet: &mut Worksheet, landscape: bool, repeat: (RowNum, RowNum)) {
    sheet.set_paper_size(PAPER_A4);
    if landscape {
        sheet.set_landscape();
    }
    sheet.set_print_fit_to_pages(1, 0);
    sheet.set_print_center_horizontally(true);
    // Rows are always in range here; a failure would only lose the repetition.
    let _ = sheet.set_repeat_rows(repeat.0, repeat.1);
    sheet.set_footer("&C第 &P 页，共 &N 页");
}

/// A worksheet being filled: every write records the width its text needs,
/// and `finish` sets the column widths from them.
pub struct Sheet<'w> {
    sheet: &'w mut Worksheet,
    widths: BTreeMap<ColNum, usize>,
}

impl<'w> Sheet<'w> {
    pub fn new(sheet: &'w mut Worksheet) -> Sheet<'w> {
        Sheet {
            sheet,
            widths: BTreeMap::new(),
        }
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
        self.measure(col, text_width(text));
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
        self.measure(col, amount.to_fen_string().len());
        // The cell needs an f64; it is converted here, at the last edge, from the
        // exact decimal, for display only: every sum was done on decimals, and
        // amounts under 2^53 fen convert without loss of the fen.
        let value = amount.as_decimal().to_f64().unwrap_or(0.0);
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
        self.measure(col, value.to_string().len());
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

    /// Set each column's width: the widest text plus a margin, at most `max`
    /// (wider text wraps in a wrapping format).
    pub fn finish(self, max: usize) -> Result<(), XlsxError> {
        for (col, width) in self.widths {
            let units = (width + 2).min(max) as u32;
            self.sheet.set_column_width(col, units)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_characters_count_double() {
        assert_eq!(text_width("姓名"), 4);
        assert_eq!(text_width("No.17"), 5);
        assert_eq!(text_width("第5-8名"), 7);
        assert_eq!(text_width("１"), 2); // full-width digit
    }

    #[test]
    fn multi_line_text_is_as_wide_as_its_widest_line() {
        assert_eq!(text_width("会员组第2名\n公开组名次奖第5名"), 17);
    }
}
