//! An HTML page saved as .xls, as web registration and results systems
//! export their tables: each `<table>` is a sheet, each `<tr>` a row, each
//! `<td>`/`<th>` a cell placed as a browser places it (after the cells
//! merged down from rows above), `colspan`/`rowspan` its merged region.
//! A cell is the text a person sees in it: tags dropped, entities decoded,
//! runs of spaces and line breaks one space. Every value is text, so an ID
//! number stays as it was typed.
//!
//! The sheet's name is the one the exporting program gave it (Excel's
//! `<x:Name>` in the page's head), else the table's `<caption>`, else the
//! heading just before the table, else `Sheet1`, `Sheet2` … The page is
//! cut into tags and text by a browser's tokenizer (html5gum, after the
//! WHATWG standard) and read as forgivingly as browsers read it: an
//! unclosed tag is closed where the next cell, row or table begins;
//! nothing in a page is an error except a table beyond a sheet's limits.

use calamine::Data;
use html5gum::{DefaultEmitter, StartTag, Token, Tokenizer};

use super::held::{HeldBook, Placer, SheetContent};
use crate::Error;

/// The widest and tallest merged cell HTML allows (a browser clips larger).
const MAX_COLSPAN: u64 = 1000;
const MAX_ROWSPAN: u64 = 65_534;
/// The longest sheet name a spreadsheet program keeps.
const MAX_NAME: usize = 31;

/// The tables of an HTML page, as sheets.
pub fn read(page: &str) -> HeldBook {
    let mut reader = PageReader::default();
    tokens(page).for_each(|token| reader.token(token));
    reader.finish()
}

/// The tokens of `text` as a browser's tokenizer (WHATWG) makes them:
/// character references decoded, attributes parsed, and the content of
/// `<script>`, `<style>`, `<textarea>` and `<title>` taken as raw text, so
/// a `<td>` written in a script is no cell.
fn tokens(text: &str) -> impl Iterator<Item = Token> {
    let mut emitter = DefaultEmitter::default();
    emitter.naively_switch_states(true);
    Tokenizer::new_with_emitter(text, emitter).flatten()
}

/// A span attribute: a whole number from 1, a larger one cut to `max`;
/// anything else (0, blank, `abc`) is 1, as browsers read it.
fn span(tag: &StartTag<()>, name: &[u8], max: u64) -> u64 {
    let value = tag.attributes.get(name).map_or(&[][..], |v| v.trim_ascii());
    let digits = value.iter().take_while(|b| b.is_ascii_digit()).take(8);
    let number = digits.fold(None, |n, d| Some(n.unwrap_or(0) * 10 + u64::from(d - b'0')));
    number.unwrap_or(1).clamp(1, max)
}

/// One table being read.
#[derive(Default)]
struct TableReader {
    /// Its place among the sheets (tables in the order they open).
    order: usize,
    caption: Option<String>,
    in_caption: bool,
    heading: Option<String>,
    placer: Placer,
    /// Rows started so far.
    rows: u64,
    in_row: bool,
    /// The cell being read: (column span, row span, text).
    cell: Option<(u64, u64, String)>,
    failed: Option<Error>,
}

impl TableReader {
    fn start_row(&mut self) {
        self.end_cell();
        if self.rows >= super::base::MAX_ROWS as u64 {
            self.failed.get_or_insert(Error::SheetTooManyRows {
                declared: false,
                rows: self.rows + 1,
                max: super::base::MAX_ROWS,
            });
        } else {
            self.placer.start_row(self.rows as u32);
        }
        self.rows += 1;
        self.in_row = true;
    }

    fn start_cell(&mut self, tag: &StartTag<()>) {
        self.end_cell();
        if !self.in_row {
            self.start_row();
        }
        let across = span(tag, b"colspan", MAX_COLSPAN);
        let down = span(tag, b"rowspan", MAX_ROWSPAN);
        self.cell = Some((across, down, String::new()));
    }

    fn end_cell(&mut self) {
        let Some((across, down, text)) = self.cell.take() else {
            return;
        };
        if self.failed.is_some() {
            return;
        }
        let value = Data::String(cell_text(&text));
        if let Err(misplaced) = self.placer.place(None, across - 1, down - 1, value) {
            self.failed = Some(misplaced.message());
        }
    }

    fn end_row(&mut self) {
        self.end_cell();
        self.in_row = false;
    }

    fn text(&mut self, text: &str) {
        if let Some((_, _, cell)) = &mut self.cell {
            cell.push_str(text);
        } else if self.in_caption {
            self.caption.get_or_insert_default().push_str(text);
        }
    }

    fn finish(mut self) -> (usize, Option<String>, Result<SheetContent, Error>) {
        self.end_cell();
        let name = self
            .caption
            .map(|c| cell_text(&c))
            .filter(|c| !c.is_empty())
            .or(self.heading);
        let content = match self.failed {
            Some(message) => Err(message),
            None => Ok(self.placer.finish()),
        };
        (self.order, name, content)
    }
}

/// What a person sees of a cell's text: each run of spaces and line
/// breaks one space, none at the ends.
fn cell_text(text: &str) -> String {
    text.split_ascii_whitespace().collect::<Vec<_>>().join(" ")
}

/// Reads a page token by token.
#[derive(Default)]
struct PageReader {
    /// The worksheet names Excel writes into a page it saves, in order
    /// (`<x:ExcelWorksheet><x:Name>公开组</x:Name>`), and the one being read.
    names: Vec<String>,
    name: Option<String>,
    open: Vec<TableReader>,
    done: Vec<(usize, Option<String>, Result<SheetContent, Error>)>,
    tables: usize,
    /// The text of the heading being read, and of the last one read.
    heading: Option<String>,
    last_heading: Option<String>,
    /// Within `<script>`, `<style>` or `<textarea>`: no text a person sees.
    hidden: bool,
}

impl PageReader {
    fn token(&mut self, token: Token) {
        match &token {
            // Excel writes its sheet names in a conditional comment.
            Token::Comment(c) => tokens(&String::from_utf8_lossy(c)).for_each(|t| self.name(&t)),
            _ => self.name(&token),
        }
        match token {
            Token::StartTag(tag) => self.start(&tag),
            Token::EndTag(tag) => self.end(&tag.name),
            Token::String(text) if !self.hidden => {
                let text = String::from_utf8_lossy(&text);
                if let Some(heading) = &mut self.heading {
                    heading.push_str(&text);
                }
                if let Some(table) = self.open.last_mut() {
                    table.text(&text);
                }
            }
            _ => {}
        }
    }

    /// Read the sheet names in `<x:Name>`.
    fn name(&mut self, token: &Token) {
        match token {
            Token::StartTag(tag) if tag.name == b"x:name" => self.name = Some(String::new()),
            Token::String(text) => {
                if let Some(name) = &mut self.name {
                    name.push_str(&String::from_utf8_lossy(text));
                }
            }
            Token::EndTag(tag) if tag.name == b"x:name" => {
                if let Some(name) = self.name.take() {
                    self.names.push(name.trim().to_string());
                }
            }
            _ => {}
        }
    }

    fn start(&mut self, tag: &StartTag<()>) {
        let name = tag.name.as_slice();
        if matches!(name, b"script" | b"style" | b"textarea") {
            self.hidden = true;
        }
        if name == b"table" {
            let heading = self.last_heading.take();
            self.open.push(TableReader {
                order: self.tables,
                heading,
                ..TableReader::default()
            });
            self.tables += 1;
            return;
        }
        if matches!(name, b"h1" | b"h2" | b"h3" | b"h4" | b"h5" | b"h6") && self.open.is_empty() {
            self.heading = Some(String::new());
            return;
        }
        let Some(table) = self.open.last_mut() else {
            return;
        };
        match name {
            b"tr" => table.start_row(),
            b"td" | b"th" => table.start_cell(tag),
            b"caption" => table.in_caption = true,
            b"br" | b"p" | b"div" | b"li" => table.text(" "),
            _ => {}
        }
    }

    fn end(&mut self, name: &[u8]) {
        if matches!(name, b"script" | b"style" | b"textarea") {
            self.hidden = false;
        }
        if name == b"table" {
            if let Some(table) = self.open.pop() {
                self.done.push(table.finish());
            }
            return;
        }
        if matches!(name, b"h1" | b"h2" | b"h3" | b"h4" | b"h5" | b"h6") {
            if let Some(heading) = self.heading.take() {
                let text = cell_text(&heading);
                self.last_heading = (!text.is_empty()).then_some(text);
            }
            return;
        }
        let Some(table) = self.open.last_mut() else {
            return;
        };
        match name {
            b"tr" => table.end_row(),
            b"td" | b"th" => table.end_cell(),
            b"caption" => table.in_caption = false,
            b"p" | b"div" | b"li" => table.text(" "),
            _ => {}
        }
    }

    fn finish(mut self) -> HeldBook {
        while let Some(table) = self.open.pop() {
            self.done.push(table.finish());
        }
        self.done.sort_by_key(|(order, ..)| *order);
        let mut book = HeldBook::default();
        for (order, name, content) in self.done {
            let name = self
                .names
                .get(order)
                .filter(|n| !n.is_empty())
                .cloned()
                .or(name)
                .unwrap_or_default();
            let name: String = name
                .chars()
                .filter(|c| !matches!(c, '[' | ']' | ':' | '*' | '?' | '/' | '\\'))
                .take(MAX_NAME)
                .collect();
            book.push(&name, content);
        }
        book
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Data {
        Data::String(s.into())
    }

    #[test]
    fn cells_are_the_text_a_person_sees() {
        let book = read(
            "<html><head><style>td{}</style><script>var t='<td>';</script></head><body>\
             <!-- <table> --><TABLE border=1><tr><TD> 刘&nbsp;备 </TD><td>A&amp;B<br>C</td>\
             <td>&#21016;&#x5218;&bogus;</td><td></td><td>  </td><td>50024020080501001X\
             </table>",
        );
        assert_eq!(book.names(), vec!["Sheet1"]);
        let content = book.sheet("Sheet1").unwrap();
        assert_eq!(
            content.cells,
            vec![
                (0, 0, text("刘\u{a0}备")),
                (0, 1, text("A&B C")),
                (0, 2, text("刘刘&bogus;")),
                (0, 5, text("50024020080501001X")),
            ]
        );
        assert!(content.merges.is_empty());
    }

    #[test]
    fn references_are_decoded_as_a_browser_decodes_them() {
        // Every named reference of HTML, 128–159 as windows-1252, 0 as U+FFFD,
        // and the old names without `;`.
        let book = read("<table><tr><td>&eacute;&frac12;&#128;&#x0;&amp</table>");
        let cells = &book.sheet("Sheet1").unwrap().cells;
        assert_eq!(cells, &vec![(0, 0, text("é½€\u{fffd}&"))]);
    }

    #[test]
    fn spans_merge_and_later_cells_go_past_them() {
        // The first column merged down over two rows, the third across two columns.
        let book = read(
            "<table><tr><th>序<th>姓名<th colspan=2>单位\
             <tr><td rowspan='2'>3<td>甲<td>x<td>y\
             <tr><td>乙<td colspan=\"2\">z</table>",
        );
        let content = book.sheet("Sheet1").unwrap();
        assert_eq!(
            content.cells,
            vec![
                (0, 0, text("序")),
                (0, 1, text("姓名")),
                (0, 2, text("单位")),
                (1, 0, text("3")),
                (1, 1, text("甲")),
                (1, 2, text("x")),
                (1, 3, text("y")),
                (2, 1, text("乙")),
                (2, 2, text("z")),
            ]
        );
        let regions: Vec<_> = content.merges.iter().map(|d| (d.start, d.end)).collect();
        assert_eq!(
            regions,
            vec![((0, 2), (0, 3)), ((1, 0), (2, 0)), ((2, 2), (2, 3))]
        );
    }

    #[test]
    fn sheets_are_named_by_the_exporter_the_caption_or_the_heading() {
        let page = "<html><head><!--[if gte mso 9]><xml><x:ExcelWorkbook><x:ExcelWorksheets>\
             <x:ExcelWorksheet><x:Name>公开组</x:Name></x:ExcelWorksheet>\
             </x:ExcelWorksheets></x:ExcelWorkbook></xml><![endif]--></head>\
             <table><tr><td>1</table>\
             <table><caption> 少儿组 </caption><tr><td>2</table>\
             <h2>女子组</h2><table><tr><td>3</table><table><tr><td>4</table>\
             <table><caption>少儿组</caption><tr><td>5</table>";
        assert_eq!(
            read(page).names(),
            vec!["公开组", "少儿组", "女子组", "Sheet4", "少儿组 (2)"]
        );
    }

    #[test]
    fn a_table_within_a_cell_is_a_sheet_of_its_own() {
        let book = read("<table><tr><td>a<table><tr><td>b</td></tr></table></td><td>c</table>");
        assert_eq!(book.names(), vec!["Sheet1", "Sheet2"]);
        let outer = book.sheet("Sheet1").unwrap();
        assert_eq!(outer.cells, vec![(0, 0, text("a")), (0, 1, text("c"))]);
        assert_eq!(book.sheet("Sheet2").unwrap().cells, vec![(0, 0, text("b"))]);
    }

    #[test]
    fn spans_beyond_what_html_allows_are_cut_and_a_sheet_too_wide_is_refused() {
        let book = read("<table><tr><td colspan=99999999999 rowspan=0>a</table>");
        let merges = &book.sheet("Sheet1").unwrap().merges;
        assert_eq!(merges[0].end, (0, 999));
        let wide = format!("<table><tr>{}</table>", "<td colspan=1000>x".repeat(17));
        let book = read(&wide);
        assert_eq!(
            book.sheet("Sheet1").unwrap_err(),
            Error::SheetTooManyColumns {
                declared: false,
                columns: 17_000,
                max: 16_384
            }
        );
    }

    #[test]
    fn no_table_no_sheet_and_unclosed_tags_are_closed() {
        assert!(read("<html><body>nothing</body></html>").sheets.is_empty());
        let book = read("<table><tr><td>a<td>b<tr><td>c");
        assert_eq!(book.sheet("Sheet1").unwrap().cells.len(), 3);
        // Attributes quoted or not, spaced around `=`, after a bare one.
        let book = read("<table><tr><td a=1 colspan = \"2 \" c='z'>a<td checked rowspan=2 x=1>b");
        let merges = &book.sheet("Sheet1").unwrap().merges;
        let regions: Vec<_> = merges.iter().map(|d| (d.start, d.end)).collect();
        assert_eq!(regions, vec![((0, 0), (0, 1)), ((0, 2), (1, 2))]);
    }
}
