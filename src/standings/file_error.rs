//! The workbook library's errors (`xqprize_workbook::Error`: the file, its
//! limits, its sheets as cells) in the project's words: each becomes the
//! `Msg` of the same name and values, which says it in Chinese or English.

use crate::msg::Msg;
use xqprize_workbook::Error;

impl From<Error> for Msg {
    fn from(error: Error) -> Msg {
        match error {
            Error::FileOpen { missing, detail } => Msg::FileOpen { missing, detail },
            Error::FileRead { detail } => Msg::FileRead { detail },
            Error::FileEmpty => Msg::FileEmpty,
            Error::FileNotWorkbook => Msg::FileNotWorkbook,
            Error::FileDamaged { detail } => Msg::FileDamaged { detail },
            Error::XlsContainer { detail } => Msg::XlsContainer { detail },
            Error::FilePassword => Msg::FilePassword,
            Error::PartTooLarge {
                part,
                mib,
                max_mib,
                shared_strings,
            } => Msg::PartTooLarge {
                part,
                mib,
                max_mib,
                shared_strings,
            },
            Error::FileUnreadable { xls, detail } => Msg::FileUnreadable { xls, detail },
            Error::SheetTooManyCells { max } => Msg::SheetTooManyCells { max },
            Error::SheetBadSize { from, to } => Msg::SheetBadSize { from, to },
            Error::SheetTooManyRows {
                declared,
                rows,
                max,
            } => Msg::SheetTooManyRows {
                declared,
                rows,
                max,
            },
            Error::SheetTooManyColumns {
                declared,
                columns,
                max,
            } => Msg::SheetTooManyColumns {
                declared,
                columns,
                max,
            },
            Error::MarkupBroken {
                format,
                line,
                detail,
            } => Msg::MarkupBroken {
                format,
                line,
                detail,
            },
            Error::MarkupEncoding { format, encoding } => Msg::MarkupEncoding { format, encoding },
            Error::MarkupNoSheet { format } => Msg::MarkupNoSheet { format },
            Error::MarkupTooLarge { format, max_mib } => Msg::MarkupTooLarge { format, max_mib },
            Error::CellCovered { cell, region } => Msg::CellCovered { cell, region },
        }
    }
}
