//! Any spreadsheet file a person sends, as its sheets of cells with their
//! merged regions: .xlsx, .xlsm and Strict Open XML, .xls, .xlsb, .ods, and
//! the text files saved under a spreadsheet's name (an HTML table, XML
//! Spreadsheet 2003). This crate knows files, not what their cells mean: a
//! program that reads a table from a workbook builds on it.
//!
//! The whole use of it:
//! - `Workbook::open(&Source, …)` recognizes the file by its first bytes
//!   (not its extension) and opens it, or says why not (`Error`: empty,
//!   no workbook, damaged, protected by a password, beyond the limits);
//! - `sheet_names`, then for each sheet `merges` (its merged regions) and
//!   `stream_rows` (its non-blank cells row by row, streamed from the file
//!   where the format allows it) or `grid` (all at once);
//! - `Merges` applies merged regions to rows as a person reads them.
//!
//! At its base (`base`): Excel's limits on rows, columns and cells, the
//! limit on what a ZIP part may expand to, and a guard turning a panic of
//! the parsing library into `Error::FileDamaged`. One module per format:
//! `xlsb` and `ods_spans` (the merged regions calamine does not give),
//! `markup` with `html_table` and `xml2003` (the text files, held whole
//! as `held` says), `parts` (a ZIP workbook's parts). The speed path (`fast`, a Cargo feature on by
//! default) finds an .xlsx sheet's merged cells in the bytes after its
//! cells, on a thread started as the workbook opens.

mod base;
mod grid;
mod held;
mod html_table;
mod markup;
mod merges;
mod ods_spans;
mod parts;
mod workbook;
mod xlsb;
mod xml2003;

#[cfg(feature = "fast")]
pub mod fast;

pub use base::{
    MAX_CELLS, MAX_COLUMNS, MAX_PART_BYTES, MAX_ROWS, MAX_SHARED_STRINGS_BYTES, ReadSeek, Source,
};
pub use calamine::{Data, DataRef, Dimensions};
pub use grid::{Grid, GridCell, a1, column_letters};
pub use merges::Merges;
pub use workbook::{NextCell, Order, RowStream, Workbook};

/// Why a workbook or one of its sheets could not be read. Each says what
/// was found, with the figures a message needs; the program that reads
/// the workbook words it for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The file could not be opened (`missing`: it does not exist).
    FileOpen {
        missing: bool,
        detail: String,
    },
    FileRead {
        detail: String,
    },
    FileEmpty,
    /// Neither a ZIP archive, a compound file, nor a text workbook.
    FileNotWorkbook,
    /// The parsing library failed on a damaged file (or panicked).
    FileDamaged {
        detail: String,
    },
    /// The .xls container (compound file) is damaged.
    XlsContainer {
        detail: String,
    },
    /// Encrypted: protected by a password.
    FilePassword,
    /// A ZIP part that says it expands beyond the limit (in MiB).
    PartTooLarge {
        part: String,
        mib: u64,
        max_mib: u64,
        shared_strings: bool,
    },
    /// The library could not open it (`xls`: it looked like an .xls file).
    FileUnreadable {
        xls: bool,
        detail: String,
    },
    SheetTooManyCells {
        max: usize,
    },
    /// A declared size whose end comes before its start.
    SheetBadSize {
        from: String,
        to: String,
    },
    /// A row beyond Excel's limit (`declared`: in the sheet's stated size).
    SheetTooManyRows {
        declared: bool,
        rows: u64,
        max: u32,
    },
    SheetTooManyColumns {
        declared: bool,
        columns: u64,
        max: u32,
    },
    /// Text that does not parse as `format` (HTML, XML Spreadsheet 2003).
    MarkupBroken {
        format: &'static str,
        line: u64,
        detail: String,
    },
    /// The text is not valid in `encoding` (its mark or label, else UTF-8) nor GB18030.
    MarkupEncoding {
        format: &'static str,
        encoding: String,
    },
    /// A page with no table, an XML file with no worksheet.
    MarkupNoSheet {
        format: &'static str,
    },
    /// A text workbook larger than is read (in MiB).
    MarkupTooLarge {
        format: &'static str,
        max_mib: u64,
    },
    /// A cell placed on a cell or merged region already there (`region`).
    CellCovered {
        cell: String,
        region: String,
    },
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for Error {}
