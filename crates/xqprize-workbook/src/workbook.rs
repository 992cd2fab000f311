//! Opening a workbook and taking the cells of one sheet, safely.
//!
//! The file is recognized by its first bytes (a ZIP archive for .xlsx,
//! .xlsb and .ods; an OLE compound file for .xls or a password-protected
//! workbook), so a wrong extension or a text file gives a plain message.
//! Sheets are handed on row by row as they are read, streamed from the file
//! where the format allows it (.xlsx, .xlsb; the .xls and .ods readers hold
//! the sheet already), and refused when they declare or hold more rows,
//! columns or cells than a sheet of a table can have, so memory stays
//! bounded. Every
//! call into the parsing library is wrapped in `catch_unwind`: a corrupt file
//! that makes it panic becomes an error naming the file.

use crate::Error;
use calamine::{Data, DataRef, Dimensions, Reader, Sheets};
use std::io::Read;
use std::sync::Arc;

use super::base::{
    MAX_CELLS, MAX_COLUMNS, MAX_PART_BYTES, MAX_ROWS, MAX_SHARED_STRINGS_BYTES, ReadSeek, Source,
    damaged, guarded, open_error,
};
use super::grid::{Grid, GridCell};
use super::held::HeldBook;
use super::markup;
use super::ods_spans;

const ZIP_MAGIC: &[u8] = b"PK\x03\x04";
const EMPTY_ZIP_MAGIC: &[u8] = b"PK\x05\x06";
const OLE_MAGIC: &[u8] = &[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// An open workbook.
pub struct Workbook {
    sheets: Book,
    is_1904: bool,
    names: Vec<String>,
    source: Source,
    /// For .ods: each sheet's merged regions, from its spans (read once).
    ods_spans: Option<ods_spans::Spans>,
}

/// What reads a workbook's sheets.
enum Book {
    /// .xlsx, .xlsb, .xls and .ods: the workbook library.
    Library(Box<Sheets<Box<dyn ReadSeek>>>),
    /// An HTML table or XML Spreadsheet 2003 file, read whole (`held`).
    Held(Arc<HeldBook>),
}

impl Book {
    /// The library's reader; `None` for a held workbook.
    fn library(&self) -> Option<&Sheets<Box<dyn ReadSeek>>> {
        match self {
            Book::Library(sheets) => Some(sheets),
            Book::Held(_) => None,
        }
    }
}

impl Workbook {
    /// Open the workbook of `source`, or say in plain words why it is no
    /// workbook. `checked` is called once a ZIP workbook's parts are known
    /// to be within the limits and before the workbook reader reads them:
    /// work on the file that can start then (`fast`).
    pub fn open(source: &Source, checked: impl FnOnce(&Source)) -> Result<Workbook, Error> {
        let mut file = source.open().map_err(open_error)?;
        let mut magic = Vec::new();
        let read = (&mut file).take(8).read_to_end(&mut magic);
        read.map_err(|e| Error::FileRead {
            detail: e.to_string(),
        })?;
        if magic.is_empty() {
            return Err(Error::FileEmpty);
        }
        let is_zip = magic.starts_with(ZIP_MAGIC) || magic.starts_with(EMPTY_ZIP_MAGIC);
        let is_ole = magic.starts_with(OLE_MAGIC);
        if !is_zip && !is_ole {
            return Workbook::open_held(source);
        }
        drop(file);
        if is_zip {
            check_part_sizes(source)?;
            checked(source);
        }
        if is_ole {
            // calamine follows the container's sector chains without checking
            // them against the file's size: a damaged 3 KB file made it ask for
            // gigabytes. The compound-file reader checks the structure first.
            guarded("the workbook", || {
                let file = source.open().map_err(open_error)?;
                let container = cfb::CompoundFile::open(file).map_err(|e| Error::XlsContainer {
                    detail: e.to_string(),
                })?;
                // A password-protected .xlsx, .xlsb or .docx is its
                // encrypted package in a compound file.
                match container.exists("/EncryptionInfo") || container.exists("/EncryptedPackage") {
                    true => Err(Error::FilePassword),
                    false => Ok(()),
                }
            })?;
        }
        let sheets = open_library(source, is_ole)?;
        let is_1904 = match &sheets {
            Sheets::Xlsx(x) => x.has_1904_epoch(),
            Sheets::Xlsb(x) => x.has_1904_epoch(),
            Sheets::Xls(x) => x.has_1904_epoch(),
            Sheets::Ods(_) => false,
        };
        Ok(Workbook {
            names: sheets.sheet_names(),
            sheets: Book::Library(Box::new(sheets)),
            is_1904,
            source: source.clone(),
            ods_spans: None,
        })
    }

    /// A text file under a spreadsheet's name (an HTML table, an XML
    /// Spreadsheet 2003 file), read whole; or no workbook.
    fn open_held(source: &Source) -> Result<Workbook, Error> {
        let kind = markup::sniff(source)?.ok_or(Error::FileNotWorkbook)?;
        let book = guarded("the workbook", || markup::open(source, kind))?;
        Ok(Workbook {
            names: book.names(),
            sheets: Book::Held(Arc::new(book)),
            is_1904: false,
            source: source.clone(),
            ods_spans: None,
        })
    }

    /// What opens another reader over the same workbook, on any thread: for
    /// reading some of its sheets beside this reader. It searches no merged
    /// cells of its own (this workbook's search serves both).
    pub fn second_reader(&self) -> impl FnOnce() -> Result<Workbook, Error> + Send + 'static {
        let (source, is_1904, names) = (self.source.clone(), self.is_1904, self.names.clone());
        let is_ole = matches!(self.sheets.library(), Some(Sheets::Xls(_)));
        let held = match &self.sheets {
            Book::Held(book) => Some(book.clone()),
            Book::Library(_) => None,
        };
        move || {
            let sheets = match held {
                Some(book) => Book::Held(book),
                None => Book::Library(Box::new(open_library(&source, is_ole)?)),
            };
            Ok(Workbook {
                sheets,
                is_1904,
                names,
                source,
                ods_spans: None,
            })
        }
    }

    /// Whether the workbook is an .xlsx one.
    pub fn is_xlsx(&self) -> bool {
        matches!(self.sheets.library(), Some(Sheets::Xlsx(_)))
    }

    /// Whether the sheets stream from the file as they are read (.xlsx,
    /// .xlsb), rather than being held whole once the workbook is open.
    pub fn streams(&self) -> bool {
        matches!(
            self.sheets.library(),
            Some(Sheets::Xlsx(_) | Sheets::Xlsb(_))
        )
    }

    /// Whether plain numbers in date columns count days from 1904.
    pub fn is_1904(&self) -> bool {
        self.is_1904
    }

    /// The sheet names, in workbook order.
    pub fn sheet_names(&self) -> &[String] {
        &self.names
    }

    /// The merged regions of a sheet, as calamine reads them (the speed
    /// path finds an .xlsx sheet's its own way, `fast`). The .ods and .xlsb
    /// readers do not give them: they are read from the .ods spans
    /// (`ods_spans`) and from the .xlsb sheet's part (`xlsb::merges`); a
    /// held workbook has them from its own reader.
    pub fn merges(&mut self, sheet: &str) -> Result<Vec<Dimensions>, Error> {
        let what = format!("the merged cells of sheet {sheet}");
        let sheets = match &mut self.sheets {
            Book::Library(sheets) => sheets,
            Book::Held(book) => return Ok(book.sheet(sheet)?.merges.clone()),
        };
        match &mut **sheets {
            Sheets::Xlsx(x) => guarded(&what, || {
                x.merge_cells_by_sheet_name(sheet).map_err(damaged)
            }),
            Sheets::Xls(x) => guarded(&what, || {
                x.merge_cells_by_sheet_name(sheet).map_err(damaged)
            }),
            Sheets::Xlsb(_) => guarded(&what, || {
                let file = self.source.open().map_err(open_error)?;
                super::xlsb::merges(file, sheet)
            }),
            Sheets::Ods(_) => {
                if self.ods_spans.is_none() {
                    self.ods_spans = Some(guarded(&what, || ods_spans::read(&self.source))?);
                }
                let spans = self.ods_spans.iter().flatten();
                let found = spans.filter(|(name, _)| name == sheet).map(|(_, r)| r);
                Ok(found.flatten().copied().collect())
            }
        }
    }

    /// Hand the rows of a sheet to `visit` as they are read, in row order,
    /// without holding the sheet (`visit` may take the cells). Stops with `Order::Disordered` when the
    /// file stores a row after a later one (no spreadsheet program does);
    /// the caller then reads the sheet with `grid`.
    pub fn stream_rows(
        &mut self,
        sheet: &str,
        visit: &mut dyn FnMut(u32, &mut Vec<GridCell>),
    ) -> Result<Order, Error> {
        let mut rows = RowStream::new(visit);
        let order = self.feed(sheet, &mut |row, col, value| rows.push(row, col, value))?;
        if order == Order::InOrder {
            rows.flush();
        }
        Ok(order)
    }

    /// Hand `use_cells` what gives the next non-blank cell of a sheet as
    /// the file holds it, within the limits (`None` at the end), borrowed
    /// from the reader (shared strings are not copied): for .xlsx and
    /// .xlsb, whose sheets stream; `None` for the others. Everything
    /// `use_cells` does runs guarded, as the reading does.
    pub fn with_cells<T>(
        &mut self,
        sheet: &str,
        use_cells: impl for<'w> FnOnce(&mut NextCell<'_, 'w>) -> T,
    ) -> Result<Option<T>, Error> {
        /// Hand a cell reader of the .xlsx or .xlsb reader to `use_cells`.
        macro_rules! hand {
            ($reader:expr) => {{
                let mut reader = $reader.map_err(damaged)?;
                check_declared(reader.dimensions())?;
                let mut count = Counter::default();
                let mut next = || loop {
                    let Some(cell) = reader.next_cell().map_err(damaged)? else {
                        return Ok(None);
                    };
                    let (row, col) = cell.get_position();
                    let value = cell.get_value();
                    if count.accept(row, col, matches!(value, DataRef::Empty))? {
                        return Ok(Some((row, col, value.clone())));
                    }
                };
                Ok(Some(use_cells(&mut next)))
            }};
        }
        let what = format!("sheet {sheet}");
        let Book::Library(sheets) = &mut self.sheets else {
            return Ok(None);
        };
        guarded(&what, || match &mut **sheets {
            Sheets::Xlsx(x) => hand!(x.worksheet_cells_reader(sheet)),
            Sheets::Xlsb(x) => hand!(x.worksheet_cells_reader(sheet)),
            Sheets::Xls(_) | Sheets::Ods(_) => Ok(None),
        })
    }

    /// The non-blank cells of a sheet, held all at once and sorted.
    pub fn grid(&mut self, sheet: &str) -> Result<Grid, Error> {
        let mut cells = Vec::new();
        self.feed(sheet, &mut |row, col, value| {
            cells.push((row, col, value));
            Order::InOrder
        })?;
        Ok(Grid::new(cells))
    }

    /// Give every non-blank cell of a sheet to `sink`, in the file's order,
    /// within the limits, until it says `Order::Disordered`; stream where
    /// the format allows it.
    fn feed(&mut self, sheet: &str, sink: &mut CellSink<'_>) -> Result<Order, Error> {
        let streamed = self.with_cells(sheet, |next| {
            while let Some((row, col, value)) = next()? {
                if sink(row, col, Data::from(value)) == Order::Disordered {
                    return Ok(Order::Disordered);
                }
            }
            Ok(Order::InOrder)
        })?;
        if let Some(order) = streamed {
            return order;
        }
        // The .xls and .ods readers hold the whole sheet already.
        let what = format!("sheet {sheet}");
        let sheets = match &mut self.sheets {
            Book::Library(sheets) => sheets,
            Book::Held(book) => {
                let cells = book.sheet(sheet)?.cells.iter();
                return feed_held(cells.map(|(row, col, value)| (*row, *col, value)), sink);
            }
        };
        guarded(&what, || {
            let range = sheets.worksheet_range(sheet).map_err(damaged)?;
            let (Some(start), Some(end)) = (range.start(), range.end()) else {
                return Ok(Order::InOrder);
            };
            check_declared(Dimensions { start, end })?;
            let cells = range.used_cells();
            feed_held(
                cells.map(|(r, c, value)| (start.0 + r as u32, start.1 + c as u32, value)),
                sink,
            )
        })
    }
}

/// Where the cells of a sheet go, in the file's order: (row, column,
/// value), 0-based; `Order::Disordered` (and the cell not taken) stops
/// the sheet.
type CellSink<'s> = dyn FnMut(u32, u32, Data) -> Order + 's;

/// The next non-blank cell of a sheet streamed from the file, as the
/// reader gives it: (row, column, value), 0-based; `None` at the end.
pub type NextCell<'n, 'w> = dyn FnMut() -> Result<Option<(u32, u32, DataRef<'w>)>, Error> + 'n;

/// Give the cells of a sheet held whole to `sink`, within the limits,
/// blanks dropped.
fn feed_held<'c>(
    cells: impl Iterator<Item = (u32, u32, &'c Data)>,
    sink: &mut CellSink<'_>,
) -> Result<Order, Error> {
    let mut count = Counter::default();
    for (row, col, value) in cells {
        if count.accept(row, col, matches!(value, Data::Empty))?
            && sink(row, col, value.clone()) == Order::Disordered
        {
            return Ok(Order::Disordered);
        }
    }
    Ok(Order::InOrder)
}

/// Whether a sheet's rows came in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    InOrder,
    Disordered,
}

/// Groups cells into rows and hands each finished row on, its cells in
/// column order.
pub struct RowStream<'v> {
    row: Option<u32>,
    current: Vec<GridCell>,
    visit: &'v mut dyn FnMut(u32, &mut Vec<GridCell>),
}

impl<'v> RowStream<'v> {
    pub fn new(visit: &'v mut dyn FnMut(u32, &mut Vec<GridCell>)) -> RowStream<'v> {
        RowStream {
            row: None,
            current: Vec::new(),
            visit,
        }
    }

    /// Take the next cell; `Order::Disordered` (and the cell not taken)
    /// when it belongs to a row before the current one. Inlined into the
    /// reader's loop across the crate's boundary: it is called for every cell.
    #[inline]
    pub fn push(&mut self, row: u32, col: u32, value: Data) -> Order {
        match self.row {
            Some(current) if row < current => return Order::Disordered,
            Some(current) if row > current => self.flush(),
            _ => {}
        }
        self.row = Some(row);
        self.current.push((row, col, value));
        Order::InOrder
    }

    /// Hand on the row being gathered: at the end of the sheet.
    pub fn flush(&mut self) {
        if let Some(row) = self.row {
            if !self.current.is_sorted_by_key(|(_, c, _)| *c) {
                self.current.sort_by_key(|(_, c, _)| *c);
            }
            (self.visit)(row, &mut self.current);
            self.current.clear();
        }
    }
}

/// Checks each cell against the limits and counts the non-blank ones.
#[derive(Default)]
struct Counter {
    filled: usize,
}

impl Counter {
    /// Whether the cell is worth passing on (not blank); an error when it
    /// lies beyond the limits or one cell too many.
    fn accept(&mut self, row: u32, col: u32, empty: bool) -> Result<bool, Error> {
        check_position(row, col, false)?;
        if empty {
            return Ok(false);
        }
        self.filled += 1;
        if self.filled > MAX_CELLS {
            return Err(Error::SheetTooManyCells { max: MAX_CELLS });
        }
        Ok(true)
    }
}

/// Refuse a declared size that is damaged or beyond Excel's limits.
fn check_declared(declared: Dimensions) -> Result<(), Error> {
    if declared.start.0 > declared.end.0 || declared.start.1 > declared.end.1 {
        return Err(Error::SheetBadSize {
            from: super::grid::a1(declared.start.0, declared.start.1),
            to: super::grid::a1(declared.end.0, declared.end.1),
        });
    }
    check_position(declared.end.0, declared.end.1, true)
}

/// Refuse a (0-based) position beyond Excel's limits: the last cell a sheet
/// declares (`declared`), or a cell it holds.
fn check_position(row: u32, col: u32, declared: bool) -> Result<(), Error> {
    let (rows, cols) = (row as u64 + 1, col as u64 + 1);
    if row >= MAX_ROWS {
        return Err(Error::SheetTooManyRows {
            declared,
            rows,
            max: MAX_ROWS,
        });
    }
    if col >= MAX_COLUMNS {
        return Err(Error::SheetTooManyColumns {
            declared,
            columns: cols,
            max: MAX_COLUMNS,
        });
    }
    Ok(())
}

/// Refuse a ZIP workbook whose parts say they expand beyond the limits,
/// before anything is decompressed. The sizes come from the archive's
/// central directory; the ZIP reader never expands a part beyond its
/// stated size, so the check bounds the work whatever the file holds.
fn check_part_sizes(source: &Source) -> Result<(), Error> {
    let file = source.open().map_err(|e| Error::FileRead {
        detail: e.to_string(),
    })?;
    // A damaged archive is left to the workbook reader, which says so.
    let Ok(mut archive) = zip::ZipArchive::new(file) else {
        return Ok(());
    };
    for i in 0..archive.len() {
        let Ok(part) = archive.by_index_raw(i) else {
            continue;
        };
        let name = part.name().map(|n| n.to_string()).unwrap_or_default();
        let lower = name.to_ascii_lowercase();
        let shared_strings =
            lower.ends_with("sharedstrings.xml") || lower.ends_with("sharedstrings.bin");
        let limit = match shared_strings {
            true => MAX_SHARED_STRINGS_BYTES,
            false => MAX_PART_BYTES,
        };
        if part.size() > limit {
            let mib = |b: u64| b.div_ceil(1024 * 1024);
            return Err(Error::PartTooLarge {
                part: name,
                mib: mib(part.size()),
                max_mib: mib(limit),
                shared_strings,
            });
        }
    }
    Ok(())
}

/// Choose the reader from the content, not the extension: an OLE file is
/// .xls (or a password-protected workbook), a ZIP archive is .xlsx, .xlsb or
/// .ods (the extension decides which is tried first).
pub(super) fn open_by_content(
    source: &Source,
    is_ole: bool,
) -> Result<Sheets<Box<dyn ReadSeek>>, calamine::Error> {
    use calamine::{Error, Ods, Xls, Xlsb, Xlsx, XlsxError, open_workbook_from_rs};
    let fresh = || source.open().map_err(Error::Io);
    let path = source.path();
    let xlsx = || {
        open_workbook_from_rs::<Xlsx<_>, _>(fresh()?)
            .map(Sheets::Xlsx)
            .map_err(Error::Xlsx)
    };
    let xlsb = || {
        open_workbook_from_rs::<Xlsb<_>, _>(fresh()?)
            .map(Sheets::Xlsb)
            .map_err(Error::Xlsb)
    };
    let ods = || {
        // The library reads a table cut off before its end forever (found by
        // fuzzing): the reading of the spans refuses such a file first.
        ods_spans::read(source).map_err(|m| {
            let detail = match m {
                crate::Error::FileDamaged { detail } | crate::Error::FileRead { detail } => detail,
                other => other.to_string(),
            };
            Error::Io(std::io::Error::new(std::io::ErrorKind::InvalidData, detail))
        })?;
        open_workbook_from_rs::<Ods<_>, _>(fresh()?)
            .map(Sheets::Ods)
            .map_err(Error::Ods)
    };
    if is_ole {
        return match open_workbook_from_rs::<Xls<_>, _>(fresh()?) {
            Ok(x) => Ok(Sheets::Xls(x)),
            // An encrypted .xlsx is an OLE file too; the .xlsx reader says so.
            Err(e) => match xlsx() {
                Err(Error::Xlsx(XlsxError::Password)) => Err(Error::Xlsx(XlsxError::Password)),
                Ok(x) => Ok(x),
                Err(_) => Err(Error::Xls(e)),
            },
        };
    }
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let first = match ext.as_deref() {
        Some("xlsb") => xlsb(),
        Some("ods") => ods(),
        _ => xlsx(),
    };
    first.or_else(|first_error| {
        xlsx()
            .or_else(|_| xlsb())
            .or_else(|_| ods())
            .map_err(|_| first_error)
    })
}

/// The library's reader of the workbook of `source` (`open_by_content`),
/// or a message saying why it could not open it.
fn open_library(source: &Source, is_ole: bool) -> Result<Sheets<Box<dyn ReadSeek>>, Error> {
    guarded("the workbook", || {
        open_by_content(source, is_ole).map_err(|error| {
            let text = error.to_string();
            if text.contains("password") || text.contains("Password") {
                return Error::FilePassword;
            }
            Error::FileUnreadable {
                xls: is_ole,
                detail: text,
            }
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_in_the_library_becomes_an_error_naming_what_was_read() {
        let result: Result<(), Error> =
            guarded("sheet 公开组", || panic!("index out of bounds"));
        assert_eq!(
            result,
            Err(Error::FileDamaged {
                detail: "sheet 公开组: index out of bounds".to_string()
            })
        );
    }

    #[test]
    fn positions_beyond_excel_limits_are_refused() {
        assert!(check_position(MAX_ROWS - 1, MAX_COLUMNS - 1, true).is_ok());
        assert_eq!(
            check_position(MAX_ROWS, 0, false),
            Err(Error::SheetTooManyRows {
                declared: false,
                rows: 1_048_577,
                max: 1_048_576
            })
        );
        assert_eq!(
            check_position(0, MAX_COLUMNS, true),
            Err(Error::SheetTooManyColumns {
                declared: true,
                columns: 16_385,
                max: 16_384
            })
        );
    }
}
