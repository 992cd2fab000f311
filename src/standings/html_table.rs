//! An HTML page saved as .xls, as web registration and results systems
//! export standings: each `<table>` is a sheet, each `<tr>` a row, each
//! `<td>`/`<th>` a cell placed as a browser places it (after the cells
//! merged down from rows above), `colspan`/`rowspan` its merged region.
//! A cell is the text a person sees in it: tags dropped, entities decoded,
//! runs of spaces and line breaks one space. Every value is text, so an ID
//! number stays as it was typed.
//!
//! The sheet's name is the one the exporting program gave it (Excel's
//! `<x:Name>` in the page's head), else the table's `<caption>`, else the
//! heading just before the table, else `Sheet1`, `Sheet2` … The parser is
//! forgiving as browsers are: an unclosed tag is closed where the next
//! cell, row or table begins; nothing in a page is an error except a
//! table beyond a sheet's limits.

use calamine::Data;

use super::held::{HeldBook, Placer, SheetContent};
use crate::msg::Msg;

/// The widest and tallest merged cell HTML allows (a browser clips larger).
const MAX_COLSPAN: u64 = 1000;
const MAX_ROWSPAN: u64 = 65_534;
/// The longest sheet name a spreadsheet program keeps.
const MAX_NAME: usize = 31;

/// The tables of an HTML page, as sheets.
pub fn read(page: &str) -> HeldBook {
    let mut reader = PageReader {
        names: exported_names(page),
        ..PageReader::default()
    };
    for token in Tokens::new(page) {
        reader.token(token);
    }
    reader.finish()
}

/// The worksheet names Excel writes into a page it saves
/// (`<x:ExcelWorksheet><x:Name>公开组</x:Name>`), in order.
fn exported_names(page: &str) -> Vec<String> {
    const OPEN: &str = "<x:Name>";
    const CLOSE: &str = "</x:Name>";
    let mut names = Vec::new();
    let mut rest = page;
    while let Some(at) = rest.find(OPEN) {
        rest = &rest[at + OPEN.len()..];
        let Some(end) = rest.find(CLOSE) else { break };
        names.push(decode_entities(&rest[..end]).trim().to_string());
        rest = &rest[end..];
    }
    names
}

/// A piece of the page.
#[derive(Debug, PartialEq)]
enum Token<'p> {
    /// A start tag: its lower-case name and its attributes' text.
    Start(String, &'p str),
    End(String),
    Text(&'p str),
}

/// The tags and text of a page, comments, declarations and the content of
/// `<script>` and `<style>` skipped.
struct Tokens<'p> {
    rest: &'p str,
}

impl<'p> Tokens<'p> {
    fn new(page: &'p str) -> Tokens<'p> {
        Tokens { rest: page }
    }

    /// Skip past `end` (all of the rest when it is not there).
    fn skip_past(&mut self, end: &str) {
        self.rest = match self.rest.find(end) {
            Some(at) => &self.rest[at + end.len()..],
            None => "",
        };
    }
}

impl<'p> Iterator for Tokens<'p> {
    type Item = Token<'p>;

    fn next(&mut self) -> Option<Token<'p>> {
        loop {
            if self.rest.is_empty() {
                return None;
            }
            let Some(lt) = self.rest.find('<') else {
                let text = self.rest;
                self.rest = "";
                return Some(Token::Text(text));
            };
            if lt > 0 {
                let text = &self.rest[..lt];
                self.rest = &self.rest[lt..];
                return Some(Token::Text(text));
            }
            let after = &self.rest[1..];
            if after.starts_with("!--") {
                self.rest = &self.rest[4..];
                self.skip_past("-->");
                continue;
            }
            if after.starts_with(['!', '?']) {
                self.skip_past(">");
                continue;
            }
            let (closing, body) = match after.strip_prefix('/') {
                Some(body) => (true, body),
                None => (false, after),
            };
            let name_len = body
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == ':' || c == '-'))
                .unwrap_or(body.len());
            if name_len == 0 || !body.starts_with(|c: char| c.is_ascii_alphabetic()) {
                // A `<` that starts no tag is text.
                let text = &self.rest[..1];
                self.rest = &self.rest[1..];
                return Some(Token::Text(text));
            }
            let name = body[..name_len].to_ascii_lowercase();
            let tag_rest = &body[name_len..];
            let end = tag_end(tag_rest);
            let attributes = &tag_rest[..end];
            self.rest = tag_rest.get(end + 1..).unwrap_or("");
            if closing {
                return Some(Token::End(name));
            }
            if matches!(name.as_str(), "script" | "style" | "textarea") {
                let close = format!("</{name}");
                let lower_at = find_ascii_ci(self.rest, &close);
                self.rest = lower_at.map_or("", |at| &self.rest[at..]);
            }
            return Some(Token::Start(name, attributes));
        }
    }
}

/// Where a tag's `>` is, quoted attribute values passed over.
fn tag_end(tag: &str) -> usize {
    let mut quote = None;
    for (at, c) in tag.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '>') => return at,
            _ => {}
        }
    }
    tag.len()
}

/// Where `needle` (ASCII) is in `haystack`, ignoring ASCII case.
fn find_ascii_ci(haystack: &str, needle: &str) -> Option<usize> {
    let needle = needle.as_bytes();
    haystack
        .as_bytes()
        .windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle))
}

/// The value of attribute `name` in a tag's attribute text.
fn attribute<'a>(attributes: &'a str, name: &str) -> Option<&'a str> {
    let mut rest = attributes;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '/');
        if rest.is_empty() {
            return None;
        }
        let key_len = rest
            .find(|c: char| c.is_whitespace() || c == '=' || c == '/')
            .unwrap_or(rest.len());
        let key = &rest[..key_len];
        rest = rest[key_len..].trim_start();
        let value = match rest.strip_prefix('=') {
            Some(after) => {
                let after = after.trim_start();
                let (value, next) = match after.chars().next() {
                    Some(q @ ('"' | '\'')) => {
                        let body = &after[1..];
                        let end = body.find(q).unwrap_or(body.len());
                        (&body[..end], body.get(end + 1..).unwrap_or(""))
                    }
                    _ => {
                        let end = after.find(char::is_whitespace).unwrap_or(after.len());
                        (&after[..end], &after[end..])
                    }
                };
                rest = next;
                value
            }
            None => "",
        };
        if key.eq_ignore_ascii_case(name) {
            return Some(value);
        }
    }
}

/// A span attribute: a whole number from 1, a larger one cut to `max`;
/// anything else (0, blank, `abc`) is 1, as browsers read it.
fn span(attributes: &str, name: &str, max: u64) -> u64 {
    let digits: String = attribute(attributes, name)
        .unwrap_or("")
        .trim()
        .chars()
        .take_while(char::is_ascii_digit)
        .take(8)
        .collect();
    digits.parse::<u64>().unwrap_or(1).clamp(1, max)
}

/// Text with its character references decoded (`&amp;`, `&#21016;`,
/// `&#x5218;`, `&nbsp;` …); an unknown reference is left as written.
fn decode_entities(text: &str) -> String {
    if !text.contains('&') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest[1..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '#'))
            .map_or(rest.len(), |e| e + 1);
        let name = &rest[1..end];
        let decoded = match name.strip_prefix('#') {
            Some(number) => {
                let code = match number.strip_prefix(['x', 'X']) {
                    Some(hex) => u32::from_str_radix(hex, 16).ok(),
                    None => number.parse::<u32>().ok(),
                };
                code.and_then(char::from_u32).filter(|c| *c != '\0')
            }
            None => named_entity(name),
        };
        match decoded {
            Some(c) => {
                out.push(c);
                rest = &rest[end..];
                rest = rest.strip_prefix(';').unwrap_or(rest);
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The named references exported pages use.
fn named_entity(name: &str) -> Option<char> {
    Some(match name {
        "amp" | "AMP" => '&',
        "lt" | "LT" => '<',
        "gt" | "GT" => '>',
        "quot" | "QUOT" => '"',
        "apos" => '\'',
        "nbsp" => '\u{a0}',
        "ensp" => '\u{2002}',
        "emsp" => '\u{2003}',
        "thinsp" => '\u{2009}',
        "times" => '×',
        "middot" => '·',
        "mdash" => '—',
        "ndash" => '–',
        "ldquo" => '“',
        "rdquo" => '”',
        "lsquo" => '‘',
        "rsquo" => '’',
        "hellip" => '…',
        "yen" => '¥',
        "deg" => '°',
        "radic" => '√',
        "check" => '✓',
        "cross" => '✗',
        _ => return None,
    })
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
    failed: Option<Msg>,
}

impl TableReader {
    fn start_row(&mut self) {
        self.end_cell();
        if self.rows >= super::workbook::MAX_ROWS as u64 {
            self.failed.get_or_insert(Msg::SheetTooManyRows {
                declared: false,
                rows: self.rows + 1,
                max: super::workbook::MAX_ROWS,
            });
        } else {
            self.placer.start_row(self.rows as u32);
        }
        self.rows += 1;
        self.in_row = true;
    }

    fn start_cell(&mut self, attributes: &str) {
        self.end_cell();
        if !self.in_row {
            self.start_row();
        }
        let across = span(attributes, "colspan", MAX_COLSPAN);
        let down = span(attributes, "rowspan", MAX_ROWSPAN);
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

    fn finish(mut self) -> (usize, Option<String>, Result<SheetContent, Msg>) {
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

/// What a person sees of a cell's source text: references decoded, each
/// run of spaces and line breaks one space, none at the ends.
fn cell_text(source: &str) -> String {
    let decoded = decode_entities(source);
    let joined = decoded
        .split(|c: char| c.is_ascii_whitespace())
        .filter(|piece| !piece.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    joined.trim().to_string()
}

/// Reads a page token by token.
#[derive(Default)]
struct PageReader {
    names: Vec<String>,
    open: Vec<TableReader>,
    done: Vec<(usize, Option<String>, Result<SheetContent, Msg>)>,
    tables: usize,
    /// The text of the heading being read, and of the last one read.
    heading: Option<String>,
    last_heading: Option<String>,
}

impl PageReader {
    fn token(&mut self, token: Token<'_>) {
        match token {
            Token::Start(name, attributes) => self.start(&name, attributes),
            Token::End(name) => self.end(&name),
            Token::Text(text) => {
                if let Some(heading) = &mut self.heading {
                    heading.push_str(text);
                }
                if let Some(table) = self.open.last_mut() {
                    table.text(text);
                }
            }
        }
    }

    fn start(&mut self, name: &str, attributes: &str) {
        if name == "table" {
            let heading = self.last_heading.take();
            self.open.push(TableReader {
                order: self.tables,
                heading,
                ..TableReader::default()
            });
            self.tables += 1;
            return;
        }
        if matches!(name, "h1" | "h2" | "h3" | "h4" | "h5" | "h6") && self.open.is_empty() {
            self.heading = Some(String::new());
            return;
        }
        let Some(table) = self.open.last_mut() else {
            return;
        };
        match name {
            "tr" => table.start_row(),
            "td" | "th" => table.start_cell(attributes),
            "caption" => table.in_caption = true,
            "br" | "p" | "div" | "li" => table.text(" "),
            _ => {}
        }
    }

    fn end(&mut self, name: &str) {
        if name == "table" {
            if let Some(table) = self.open.pop() {
                self.done.push(table.finish());
            }
            return;
        }
        if matches!(name, "h1" | "h2" | "h3" | "h4" | "h5" | "h6") {
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
            "tr" => table.end_row(),
            "td" | "th" => table.end_cell(),
            "caption" => table.in_caption = false,
            "p" | "div" | "li" => table.text(" "),
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
    fn spans_merge_and_later_cells_go_past_them() {
        // 名次 merged down over a shared place, 单位 across two columns.
        let book = read(
            "<table><tr><th>名次<th>姓名<th colspan=2>单位\
             <tr><td rowspan='2'>3<td>甲<td>x<td>y\
             <tr><td>乙<td colspan=\"2\">z</table>",
        );
        let content = book.sheet("Sheet1").unwrap();
        assert_eq!(
            content.cells,
            vec![
                (0, 0, text("名次")),
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
            Msg::SheetTooManyColumns {
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
        assert_eq!(attribute(" a=1 b = \"x y\" c='z'", "b"), Some("x y"));
        assert_eq!(attribute(" checked colspan=2", "colspan"), Some("2"));
        assert_eq!(attribute("x=1", "y"), None);
    }
}
