//! Turning one raw workbook cell into a typed value: ranks, counts, dates,
//! yes/no, sex, region, text. Each parser says what it expected when the cell
//! holds something else, so the caller only has to add the sheet, the cell
//! and the column. A `None` result means the cell is blank.
//!
//! Workbooks typed by hand hold numbers as text, full-width digits (５),
//! stray spaces and floats such as 5.0; all of that is accepted where the
//! meaning is unambiguous.

use calamine::{Data, ExcelDateTime, ExcelDateTimeType};
use chrono::{Datelike, NaiveDate};
use compact_str::{CompactString, ToCompactString};

pub use crate::vocab::fold;

use super::{DatePrecision, Reading, Regions, Sex};
use crate::msg::Msg;

/// Earliest and latest years a date in the standings may have.
const YEARS: std::ops::RangeInclusive<i32> = 1900..=2099;

/// Largest whole number accepted in a count or rank cell.
const MAX_WHOLE: f64 = 4_000_000_000.0;

/// The value of a cell, as the treasurer would see it, for messages.
pub fn shown(cell: &Data) -> String {
    match cell {
        Data::Int(i) => i.to_string(),
        Data::Float(f) => f.to_string(),
        Data::String(s) => s.clone(),
        Data::Bool(true) => "TRUE".to_string(),
        Data::Bool(false) => "FALSE".to_string(),
        // A date cell as its date; one whose number is no date of 1900–2099
        // (20040901 typed into a date cell) as the number typed, never a
        // nonsense date such as +56770-02-13.
        Data::DateTime(dt) => match dt.as_datetime().filter(|d| YEARS.contains(&d.year())) {
            Some(d) => d.date().to_string(),
            None => dt.as_f64().to_string(),
        },
        Data::DateTimeIso(s) | Data::DurationIso(s) => s.clone(),
        Data::Error(e) => e.to_string(),
        Data::Empty => String::new(),
    }
}

/// Why a cell could not be read: the kind of value expected, quoting the
/// cell; the caller adds the place of the cell.
fn not_a(cell: &Data, what: fn(String) -> Msg) -> Msg {
    what(shown(cell))
}

fn not_a_place(value: String) -> Msg {
    Msg::RankNotAPlace { value }
}

fn not_a_count(value: String) -> Msg {
    Msg::CountNotACount { value }
}

/// Whether a cell counts as blank: empty, or text of spaces only.
pub fn is_blank(cell: &Data) -> bool {
    match cell {
        Data::Empty => true,
        Data::String(s) => fold(s).is_empty(),
        _ => false,
    }
}

/// A whole number written as a number (5, 5.0) or as text ("5", "5.0", "５").
fn whole(cell: &Data, what: fn(String) -> Msg) -> Result<Option<u64>, Msg> {
    let value = match cell {
        Data::Empty => return Ok(None),
        Data::Int(i) => *i as f64,
        Data::Float(f) => *f,
        Data::String(s) => {
            let t = fold(s);
            if t.is_empty() {
                return Ok(None);
            }
            match t.parse::<f64>() {
                Ok(v)
                    if t.bytes()
                        .all(|b| b.is_ascii_digit() || b == b'.' || b == b'-') =>
                {
                    v
                }
                _ => return Err(not_a(cell, what)),
            }
        }
        _ => return Err(not_a(cell, what)),
    };
    if !value.is_finite() || value.fract() != 0.0 || !(0.0..=MAX_WHOLE).contains(&value) {
        return Err(not_a(cell, what));
    }
    Ok(Some(value as u64))
}

/// The number of a place written 第5名, 第5 or 5名, when it is so written.
fn place_words(text: &str) -> Option<&str> {
    let inner = text.strip_prefix('第').unwrap_or(text);
    let inner = inner.strip_suffix('名').unwrap_or(inner);
    (inner.len() < text.len()).then(|| inner.trim())
}

/// The place range of a cell written 5-8 (or 5–8, 5~8, 第5-8名): the
/// first and last place, the last above the first.
pub fn place_range(cell: &Data) -> Option<(u32, u32)> {
    let Data::String(s) = cell else { return None };
    places_text(s).filter(|(first, last)| last > first)
}

/// A place or a range of places as people write them: 5, 第5名, 5名, 5-8,
/// 5–8, 5—8, 5~8, 5至8, 第5-8名 (full-width digits folded): the first and
/// the last place, both 1 or more. The rules file's places read the same.
pub fn places_text(text: &str) -> Option<(u32, u32)> {
    let folded = fold(text);
    let text = place_words(&folded).unwrap_or(&folded);
    let number = |s: &str| {
        let s = s.trim();
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u32>().ok())
            .flatten()
            .filter(|&n| n >= 1)
    };
    match text.split_once(['-', '–', '—', '~', '～', '至']) {
        Some((a, b)) => Some((number(a)?, number(b)?)),
        None => number(text).map(|n| (n, n)),
    }
}

/// A place (名次, 预赛名次): a whole number of 1 or more, also written
/// 第5名 or 5.; a range 5-8 is its first place.
pub fn place(cell: &Data) -> Result<Option<u32>, Msg> {
    if let Some((first, _)) = place_range(cell) {
        return Ok(Some(first));
    }
    let value = match cell {
        Data::String(s) => match place_words(&fold(s)) {
            Some(number) if !number.is_empty() => {
                whole(&Data::String(number.to_string()), not_a_place)
                    .map_err(|_| not_a(cell, not_a_place))?
            }
            _ => whole(cell, not_a_place)?,
        },
        _ => whole(cell, not_a_place)?,
    };
    match value {
        Some(0) => Err(not_a(cell, not_a_place)),
        other => Ok(other.map(|v| v as u32)),
    }
}

/// A count (犯规): a whole number of 0 or more; blank is 0.
pub fn count(cell: &Data) -> Result<u32, Msg> {
    Ok(whole(cell, not_a_count)?.unwrap_or(0) as u32)
}

/// A Swiss figure (积分, 累进分, 胜局, 后走局数, 对手分), exact: the number
/// as the sheet shows it (12.5 stays 12.5).
pub fn figure(cell: &Data) -> Result<Option<rust_decimal::Decimal>, Msg> {
    let Some(value) = number(cell)? else {
        return Ok(None);
    };
    // Rust prints an f64 as the shortest text that reads back as it: 12.5, not 12.4999….
    value
        .to_string()
        .parse::<rust_decimal::Decimal>()
        .map(Some)
        .map_err(|_| not_a(cell, |value| Msg::NumberNotANumber { value }))
}

/// Any number (积分, 累进分 …), as a float.
pub fn number(cell: &Data) -> Result<Option<f64>, Msg> {
    match cell {
        Data::Empty => Ok(None),
        Data::Int(i) => Ok(Some(*i as f64)),
        Data::Float(f) if f.is_finite() => Ok(Some(*f)),
        Data::String(s) => {
            let t = fold(s);
            if t.is_empty() {
                return Ok(None);
            }
            match t.parse::<f64>() {
                Ok(v) if v.is_finite() && !t.contains(|c: char| c.is_alphabetic()) => Ok(Some(v)),
                _ => Err(not_a(cell, |value| Msg::NumberNotANumber { value })),
            }
        }
        _ => Err(not_a(cell, |value| Msg::NumberNotANumber { value })),
    }
}

/// Excel's limit on a cell's text, in UTF-16 units as Excel and the
/// workbook writer count them.
pub const MAX_CELL_TEXT: usize = 32_767;

/// A text cell longer than a workbook cell may hold: refused where it is
/// read, naming its cell, rather than by the writer of the outputs with no
/// cell. Quoted by its first characters and its length.
pub fn within_limit(cell: &Data) -> Result<(), Msg> {
    let Data::String(s) = cell else {
        return Ok(());
    };
    // A quick bound first: no string of fewer bytes can exceed the limit.
    if s.len() <= MAX_CELL_TEXT {
        return Ok(());
    }
    let length = s.encode_utf16().count();
    if length <= MAX_CELL_TEXT {
        return Ok(());
    }
    Err(Msg::CellTooLong {
        start: s.chars().take(10).collect(),
        length,
    })
}

/// Text as written, trimmed; a number cell is written without decimals when
/// it is whole (17 → "17"). `None` when blank; longer than a cell may hold
/// (`within_limit`), refused.
pub fn text(cell: &Data) -> Result<Option<CompactString>, Msg> {
    within_limit(cell)?;
    match cell {
        Data::Empty => Ok(None),
        Data::String(s) => {
            let t = s.trim_matches(|c: char| c.is_whitespace() || c == '\u{3000}');
            Ok((!t.is_empty()).then(|| CompactString::from(t)))
        }
        Data::Int(i) => Ok(Some(i.to_compact_string())),
        Data::Float(f) if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e15 => {
            Ok(Some((*f as i64).to_compact_string()))
        }
        Data::Float(f) if f.is_finite() => Ok(Some(f.to_compact_string())),
        _ => Err(not_a(cell, |value| Msg::TextNotText { value })),
    }
}

/// Yes/no: 是/否, Y/N, yes/no, true/false, 1/0, √/×, ✓/✗ (and ✔/✘, 有/无),
/// or a TRUE/FALSE cell. `None` when blank: the caller decides what blank
/// means for its column.
pub fn yes_no(cell: &Data) -> Result<Option<bool>, Msg> {
    const WHAT: fn(String) -> Msg = |value| Msg::YesNoUnknown { value };
    match cell {
        Data::Empty => Ok(None),
        Data::Bool(b) => Ok(Some(*b)),
        Data::Int(1) => Ok(Some(true)),
        Data::Int(0) => Ok(Some(false)),
        Data::Float(f) if *f == 1.0 => Ok(Some(true)),
        Data::Float(f) if *f == 0.0 => Ok(Some(false)),
        Data::String(s) => {
            let t = fold(s);
            if t.is_empty() {
                return Ok(None);
            }
            yes_no_word(&t).ok_or_else(|| not_a(cell, WHAT)).map(Some)
        }
        _ => Err(not_a(cell, WHAT)),
    }
}

/// The answer a yes/no word gives: as written, else in simplified
/// characters (無 is 无), which is tried only when the first fails.
fn yes_no_word(t: &str) -> Option<bool> {
    let yes = ["是", "y", "yes", "true", "1", "√", "✓", "✔", "有"];
    let no = ["否", "n", "no", "false", "0", "×", "✗", "✘", "无"];
    if yes.iter().any(|w| t.eq_ignore_ascii_case(w)) {
        Some(true)
    } else if no.iter().any(|w| t.eq_ignore_ascii_case(w)) {
        Some(false)
    } else {
        match crate::vocab::simplify(t) {
            std::borrow::Cow::Owned(simple) => yes_no_word(&simple),
            std::borrow::Cow::Borrowed(_) => None,
        }
    }
}

/// 男/女, M/F, male/female (any case); 男/女 are the same in traditional
/// characters, and 男性/女性 too.
pub fn sex(cell: &Data) -> Result<Option<Sex>, Msg> {
    const WHAT: fn(String) -> Msg = |value| Msg::SexUnknown { value };
    match cell {
        Data::Empty => Ok(None),
        Data::String(s) => {
            let t = fold(s);
            if t.is_empty() {
                Ok(None)
            } else if matches!(&*t, "男" | "男性" | "男子")
                || t.eq_ignore_ascii_case("m")
                || t.eq_ignore_ascii_case("male")
            {
                Ok(Some(Sex::Male))
            } else if matches!(&*t, "女" | "女性" | "女子")
                || t.eq_ignore_ascii_case("f")
                || t.eq_ignore_ascii_case("female")
            {
                Ok(Some(Sex::Female))
            } else {
                Err(not_a(cell, WHAT))
            }
        }
        _ => Err(not_a(cell, WHAT)),
    }
}

/// What a 地区 cell means under the event's regions (`Regions::read`);
/// blank is `None`. An error quotes the cell as typed.
pub fn region(cell: &Data, regions: &Regions) -> Result<Option<Reading>, Msg> {
    match cell {
        Data::Empty => Ok(None),
        Data::String(s) => {
            let t = fold(s);
            if t.is_empty() {
                return Ok(None);
            }
            let squeezed = super::squeeze(&t);
            regions
                .read(&squeezed)
                .map(Some)
                .map_err(|m| m.with_value(shown(cell)))
        }
        _ => Err(Msg::RegionUnknown {
            value: shown(cell),
            regions: regions.described(),
        }),
    }
}

/// 证件类型: a document's name or a short form of it (`IdType::from_text`).
pub fn id_type(cell: &Data) -> Result<Option<super::idcard::IdType>, Msg> {
    let Some(text) = text(cell)? else {
        return Ok(None);
    };
    super::idcard::IdType::from_text(&text)
        .map(Some)
        .ok_or_else(|| not_a(cell, |value| Msg::IdTypeUnknown { value }))
}

/// A birth date, and how much of it was written: a whole date (`date`), a
/// year and month (2008.05, 2008-05, 2008年5月, 200805, or the number
/// 2008.05), or a year alone (2008, 2008年, the number 2008). A number from
/// 1900 to 2100 is a year, its fraction the month, never a serial date:
/// also in a cell formatted as a date (the blank workbook's 出生日期 column
/// is), where 2006 typed is kept as the number 2006 and shown as 1905-06-28.
pub fn birth_date(cell: &Data, is_1904: bool) -> Result<Option<(NaiveDate, DatePrecision)>, Msg> {
    const WHAT: fn(String) -> Msg = |value| Msg::BirthDateUnknown { value };
    let number = match cell {
        Data::Int(i) => Some(*i as f64),
        Data::Float(f) => Some(*f),
        Data::DateTime(dt) if dt.is_datetime() => Some(dt.as_f64()),
        _ => None,
    };
    if let Some(v) = number.filter(|v| (1900.0..2101.0).contains(v)) {
        let year = v.trunc() as i32;
        let hundredths = ((v - v.trunc()) * 100.0).round() as u32;
        return match hundredths {
            0 => Ok(NaiveDate::from_ymd_opt(year, 1, 1).map(|d| (d, DatePrecision::Year))),
            1..=12 => {
                Ok(NaiveDate::from_ymd_opt(year, hundredths, 1).map(|d| (d, DatePrecision::Month)))
            }
            // Quoted as the number typed, also from a date cell.
            _ => Err(WHAT(v.to_string())),
        };
    }
    if let Data::String(s) = cell {
        let t = fold(s);
        if let Some(partial) = year_month_text(&t) {
            return Ok(Some(partial));
        }
    }
    match date(cell, is_1904) {
        Ok(d) => Ok(d.map(|d| (d, DatePrecision::Day))),
        Err(_) => Err(not_a(cell, WHAT)),
    }
}

/// Text forms of a year and month or a year alone.
fn year_month_text(text: &str) -> Option<(NaiveDate, DatePrecision)> {
    let text = super::squeeze(text);
    let text = text.strip_suffix('月').unwrap_or(&text);
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let year = |y: &str| {
        (y.len() == 4 && all_digits(y))
            .then(|| y.parse::<i32>().ok())
            .flatten()
            .filter(|y| YEARS.contains(y))
    };
    let month = |m: &str| {
        ((1..=2).contains(&m.len()) && all_digits(m))
            .then(|| m.parse::<u32>().ok())
            .flatten()
    };
    let with_month = |y: &str, m: &str| {
        NaiveDate::from_ymd_opt(year(y)?, month(m)?, 1).map(|d| (d, DatePrecision::Month))
    };
    let year_only = text.strip_suffix('年').unwrap_or(text);
    if let Some(y) = year(year_only) {
        return NaiveDate::from_ymd_opt(y, 1, 1).map(|d| (d, DatePrecision::Year));
    }
    if text.len() == 6 && all_digits(text) {
        return with_month(&text[..4], &text[4..]);
    }
    for sep in ['年', '-', '/', '.'] {
        if let Some((y, m)) = text.split_once(sep) {
            if !m.contains(['-', '/', '.', '日']) {
                return with_month(y, m);
            }
        }
    }
    None
}

/// A date: a date cell (1900 or 1904 epoch), an Excel serial number, a
/// number 20080501, or text 2008-05-01, 2008/5/1, 2008.5.1, 2008年5月1日,
/// 20080501 (a time of day after the date is ignored). Years 1900–2099.
/// `is_1904` is the workbook's epoch, used for plain serial numbers.
pub fn date(cell: &Data, is_1904: bool) -> Result<Option<NaiveDate>, Msg> {
    let found = match cell {
        Data::Empty => return Ok(None),
        // 20040901 typed into a date cell is that day, as in a number cell.
        Data::DateTime(dt) if dt.is_datetime() && is_digits8(dt.as_f64()) => {
            serial_or_digits(dt.as_f64(), is_1904)
        }
        Data::DateTime(dt) if dt.is_datetime() => dt.as_datetime().map(|d| d.date()),
        Data::DateTimeIso(s) => s.get(..10).and_then(date_text),
        Data::Int(i) => serial_or_digits(*i as f64, is_1904),
        Data::Float(f) => serial_or_digits(*f, is_1904),
        Data::String(s) => {
            let t = fold(s);
            if t.is_empty() {
                return Ok(None);
            }
            date_text(&t)
        }
        _ => None,
    };
    match found {
        Some(d) if YEARS.contains(&d.year()) => Ok(Some(d)),
        _ => Err(not_a(cell, |value| Msg::DateNotADate { value })),
    }
}

/// A number in a date column: 20080501 read as digits, otherwise an Excel
/// serial day number (the time of day dropped).
fn serial_or_digits(value: f64, is_1904: bool) -> Option<NaiveDate> {
    if !value.is_finite() || value < 1.0 {
        return None;
    }
    if is_digits8(value) {
        return digits8(&format!("{}", value as u64));
    }
    if value >= 2_958_466.0 {
        return None;
    }
    ExcelDateTime::new(value.floor(), ExcelDateTimeType::DateTime, is_1904)
        .as_datetime()
        .map(|d| d.date())
}

/// Whether a number is a whole one of eight digits (20080501).
fn is_digits8(value: f64) -> bool {
    value.fract() == 0.0 && (10_000_000.0..100_000_000.0).contains(&value)
}

/// Text forms of a date (already folded to ASCII digits).
pub fn date_text(text: &str) -> Option<NaiveDate> {
    // Drop a time of day: "2008-05-01 00:00:00", "2008-05-01T00:00".
    let day_part = match text.find([' ', 'T']) {
        Some(i)
            if text[i + 1..]
                .trim()
                .bytes()
                .all(|b| b.is_ascii_digit() || b == b':' || b == b'.') =>
        {
            text[..i].trim_end()
        }
        Some(_) => text,
        None => text,
    };
    if let Some(rest) = day_part
        .strip_suffix('日')
        .or_else(|| day_part.contains('年').then_some(day_part))
    {
        let (y, rest) = rest.split_once('年')?;
        let (m, d) = rest.split_once('月')?;
        return ymd(y.trim(), m.trim(), d.trim());
    }
    if day_part.len() == 8 && day_part.bytes().all(|b| b.is_ascii_digit()) {
        return digits8(day_part);
    }
    for sep in ['-', '/', '.'] {
        let mut parts = day_part.split(sep);
        if let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        {
            return ymd(y, m, d);
        }
    }
    None
}

/// Year of four digits, month and day of one or two.
fn ymd(y: &str, m: &str, d: &str) -> Option<NaiveDate> {
    let digits = |s: &str, lens: std::ops::RangeInclusive<usize>| {
        (lens.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u32>().ok())
            .flatten()
    };
    let year = digits(y, 4..=4)?;
    let month = digits(m, 1..=2)?;
    let day = digits(d, 1..=2)?;
    NaiveDate::from_ymd_opt(year as i32, month, day)
}

/// YYYYMMDD.
fn digits8(s: &str) -> Option<NaiveDate> {
    ymd(&s[..4], &s[4..6], &s[6..8])
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal::Decimal;

    /// A decimal as it is written: digits, scale and sign (12.5 and 12.50 differ).
    fn written(d: Decimal) -> (i128, u32, bool) {
        (d.mantissa(), d.scale(), d.is_sign_negative())
    }

    fn figure_of(value: f64) -> Option<(i128, u32, bool)> {
        figure(&Data::Float(value)).unwrap().map(written)
    }

    #[test]
    fn a_figure_reads_as_the_sheet_shows_it() {
        assert_eq!(figure_of(12.5), Some((125, 1, false)));
        assert_eq!(figure_of(7.0), Some((7, 0, false)));
        assert_eq!(figure_of(-0.5), Some((-5, 1, true)));
        // Not 0.1000000000000000055511151231257827…, the binary value.
        assert_eq!(figure_of(0.1), Some((1, 1, false)));
        assert_eq!(figure_of(12.45), Some((1245, 2, false)));
    }

    fn s(text: &str) -> Data {
        Data::String(text.to_string())
    }

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn places_accept_numbers_text_floats_and_full_width_digits() {
        assert_eq!(place(&Data::Int(5)), Ok(Some(5)));
        assert_eq!(place(&Data::Float(5.0)), Ok(Some(5)));
        assert_eq!(place(&s("5.0")), Ok(Some(5)));
        assert_eq!(place(&s(" 12 ")), Ok(Some(12)));
        assert_eq!(place(&s("５")), Ok(Some(5)));
        assert_eq!(place(&s("１２")), Ok(Some(12)));
        assert_eq!(place(&s("\u{3000}7\u{3000}")), Ok(Some(7)));
        assert_eq!(place(&Data::Empty), Ok(None));
        assert_eq!(place(&s("  ")), Ok(None));
    }

    #[test]
    fn places_reject_fractions_zero_negatives_and_words() {
        for bad in [
            s("5.5"),
            s("0"),
            s("-3"),
            s("第五"),
            s("5人"),
            s("1e3"),
            s("nan"),
        ] {
            assert!(place(&bad).is_err(), "{bad:?}");
        }
        assert!(place(&Data::Float(2.5)).is_err());
        assert!(place(&Data::Int(0)).is_err());
        assert!(place(&Data::Int(-1)).is_err());
        assert!(place(&Data::Bool(true)).is_err());
        assert_eq!(
            place(&s("5.5")),
            Err(Msg::RankNotAPlace {
                value: "5.5".to_string()
            })
        );
    }

    #[test]
    fn counts_are_zero_when_blank_and_never_negative() {
        assert_eq!(count(&Data::Empty), Ok(0));
        assert_eq!(count(&s("")), Ok(0));
        assert_eq!(count(&Data::Int(0)), Ok(0));
        assert_eq!(count(&s("２")), Ok(2));
        assert!(count(&Data::Int(-1)).is_err());
        assert!(count(&s("1.5")).is_err());
    }

    #[test]
    fn yes_no_accepts_every_listed_form() {
        for yes in [
            "是", "Y", "y", "yes", "YES", "True", "true", "1", "√", "✓", "✔", "有", " 是 ",
        ] {
            assert_eq!(yes_no(&s(yes)), Ok(Some(true)), "{yes}");
        }
        for no in [
            "否", "N", "n", "No", "FALSE", "false", "0", "×", "✗", "✘", "无",
        ] {
            assert_eq!(yes_no(&s(no)), Ok(Some(false)), "{no}");
        }
        assert_eq!(yes_no(&Data::Bool(true)), Ok(Some(true)));
        assert_eq!(yes_no(&Data::Bool(false)), Ok(Some(false)));
        assert_eq!(yes_no(&Data::Int(1)), Ok(Some(true)));
        assert_eq!(yes_no(&Data::Float(0.0)), Ok(Some(false)));
        assert_eq!(yes_no(&s("１")), Ok(Some(true)));
        assert_eq!(yes_no(&Data::Empty), Ok(None));
    }

    #[test]
    fn yes_no_reads_the_traditional_no_and_quotes_a_bad_word_as_written() {
        // 無 is 无 in traditional characters; 是/否/有 are the same in both.
        assert_eq!(yes_no(&s("無")), Ok(Some(false)));
        assert_eq!(yes_no(&s(" 無 ")), Ok(Some(false)));
        assert_eq!(
            yes_no(&s("無效")),
            Err(Msg::YesNoUnknown {
                value: "無效".into()
            })
        );
    }

    #[test]
    fn yes_no_rejects_anything_else() {
        for bad in [
            s("maybe"),
            s("是的"),
            s("2"),
            Data::Int(2),
            Data::Float(0.5),
        ] {
            assert!(yes_no(&bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            yes_no(&s("maybe")),
            Err(Msg::YesNoUnknown {
                value: "maybe".to_string()
            })
        );
    }

    #[test]
    fn sex_and_region_words() {
        assert_eq!(sex(&s("男")), Ok(Some(Sex::Male)));
        assert_eq!(sex(&s(" 女 ")), Ok(Some(Sex::Female)));
        assert_eq!(sex(&s("m")), Ok(Some(Sex::Male)));
        assert_eq!(sex(&s("F")), Ok(Some(Sex::Female)));
        assert_eq!(sex(&s("Ｆ")), Ok(Some(Sex::Female)));
        assert_eq!(sex(&s("男性")), Ok(Some(Sex::Male)));
        assert_eq!(sex(&s(" 女性")), Ok(Some(Sex::Female)));
        assert_eq!(sex(&s("男子")), Ok(Some(Sex::Male)));
        assert_eq!(sex(&s("女子")), Ok(Some(Sex::Female)));
        assert!(sex(&s("女士")).is_err());
        assert!(sex(&s("x")).is_err());
    }

    /// Two regions of another event, 成都 with a spelling.
    fn regions() -> Regions {
        let def = |names: &[&str]| crate::standings::RegionDef {
            names: names.iter().map(|n| n.to_string()).collect(),
            id_codes: Vec::new(),
            other: false,
            within: None,
        };
        Regions::new(vec![
            (crate::standings::Region::named("成都"), def(&["成都市"])),
            (crate::standings::Region::named("绵阳"), def(&[])),
        ])
    }

    #[test]
    fn region_cells_are_read_spaces_removed_against_the_rules_regions() {
        let named = |r: &str| Ok(Some(Reading::Named(crate::standings::Region::named(r))));
        assert_eq!(region(&s("成都"), &regions()), named("成都"));
        assert_eq!(region(&s("成 都市 "), &regions()), named("成都"));
        assert_eq!(region(&s("绵阳"), &regions()), named("绵阳"));
        assert_eq!(region(&Data::Empty, &regions()), Ok(None));
        assert_eq!(
            region(&s("德阳"), &regions()),
            Err(Msg::RegionUnknown {
                value: "德阳".to_string(),
                regions: vec!["成都（成都市）".to_string(), "绵阳".to_string()],
            })
        );
        assert!(region(&Data::Float(3.0), &regions()).is_err());
        // Without regions, 地区 is free text.
        assert_eq!(
            region(&s("德阳"), &Regions::default()),
            Ok(Some(Reading::Free(crate::standings::Region::named("德阳"))))
        );
    }

    #[test]
    fn places_written_as_words_with_a_point_or_as_a_range() {
        assert_eq!(place(&s("第5名")), Ok(Some(5)));
        assert_eq!(place(&s("第 12 名")), Ok(Some(12)));
        assert_eq!(place(&s("5.")), Ok(Some(5)));
        assert_eq!(place(&s("5-8")), Ok(Some(5)));
        assert_eq!(place(&s("第5-8名")), Ok(Some(5)));
        assert_eq!(place_range(&s("5－8")), Some((5, 8)));
        assert_eq!(place_range(&s("5")), None);
        assert_eq!(place_range(&s("8-5")), None);
        assert!(place(&s("8-5")).is_err());
        assert!(place(&s("第名")).is_err());
        assert!(place(&s("第五名")).is_err());
    }

    #[test]
    fn birth_years_and_months_as_numbers_and_text() {
        let year = |y| Ok(Some((d(y, 1, 1), DatePrecision::Year)));
        let month = |y, m| Ok(Some((d(y, m, 1), DatePrecision::Month)));
        // A number 1900–2100 is a year (what Excel keeps when 2011 is typed),
        // never the serial date 2011 (1905-07-03).
        assert_eq!(birth_date(&Data::Float(2011.0), false), year(2011));
        assert_eq!(birth_date(&Data::Int(1900), false), year(1900));
        // 2011.03 typed is kept as the number 2011.03: March.
        assert_eq!(birth_date(&Data::Float(2011.03), false), month(2011, 3));
        assert_eq!(birth_date(&Data::Float(2011.12), false), month(2011, 12));
        assert!(birth_date(&Data::Float(2011.5), false).is_err());
        // The same numbers in a cell formatted as a date (the blank
        // workbook's 出生日期): 2011 typed there would show as 1905-07-03.
        let date_cell =
            |v| Data::DateTime(ExcelDateTime::new(v, ExcelDateTimeType::DateTime, false));
        assert_eq!(birth_date(&date_cell(2011.0), false), year(2011));
        assert_eq!(birth_date(&date_cell(2011.03), false), month(2011, 3));
        assert_eq!(
            birth_date(&date_cell(20080501.0), false),
            Ok(Some((d(2008, 5, 1), DatePrecision::Day)))
        );
        // What cannot be read is quoted as the number typed.
        let unknown = |value: &str| {
            Err(Msg::BirthDateUnknown {
                value: value.to_string(),
            })
        };
        assert_eq!(birth_date(&date_cell(2011.5), false), unknown("2011.5"));
        assert_eq!(
            birth_date(&date_cell(20081301.0), false),
            unknown("20081301")
        );
        for text in ["2011", "2011年", "２０１１"] {
            assert_eq!(birth_date(&s(text), false), year(2011), "{text}");
        }
        for text in [
            "2011.03",
            "2011-3",
            "2011/03",
            "2011年3月",
            "201103",
            "2011 年 3 月",
        ] {
            assert_eq!(birth_date(&s(text), false), month(2011, 3), "{text}");
        }
        assert!(birth_date(&s("2011.13"), false).is_err());
        assert!(birth_date(&s("1850"), false).is_err());
        // Whole dates and serial numbers beyond 2100 read as before.
        assert_eq!(
            birth_date(&s("2008-05-01"), false),
            Ok(Some((d(2008, 5, 1), DatePrecision::Day)))
        );
        assert_eq!(
            birth_date(&Data::Int(39569), false),
            Ok(Some((d(2008, 5, 1), DatePrecision::Day)))
        );
    }

    #[test]
    fn dates_in_every_text_form() {
        let want = Some(d(2008, 5, 1));
        for text in [
            "2008-05-01",
            "2008-5-1",
            "2008/5/1",
            "2008/05/01",
            "2008.5.1",
            "2008年5月1日",
            "2008 年 5 月 1 日",
            "2008年5月1",
            "20080501",
            "２００８年５月１日",
            "2008-05-01 00:00:00",
            "2008-05-01T00:00:00",
        ] {
            assert_eq!(date(&s(text), false), Ok(want), "{text}");
        }
    }

    #[test]
    fn impossible_and_ambiguous_dates_are_refused() {
        for text in [
            "2008/13/01",
            "2008-02-30",
            "2007-02-29",
            "20081301",
            "5/1/2008",
            "08-05-01",
            "2008-05",
            "birthday",
            "1850-01-01",
            "2008-05-01 noon",
        ] {
            assert!(date(&s(text), false).is_err(), "{text}");
        }
        assert_eq!(
            date(&s("2008/13/01"), false),
            Err(Msg::DateNotADate {
                value: "2008/13/01".to_string()
            })
        );
        assert_eq!(date(&s("2008-02-29"), false), Ok(Some(d(2008, 2, 29))));
    }

    #[test]
    fn date_cells_in_both_epochs() {
        // 2008-05-01 is serial 39569 from 1899-12-30 and 38107 from 1904-01-01.
        let cell = |v, is_1904| {
            Data::DateTime(ExcelDateTime::new(v, ExcelDateTimeType::DateTime, is_1904))
        };
        assert_eq!(date(&cell(39569.0, false), false), Ok(Some(d(2008, 5, 1))));
        assert_eq!(date(&cell(38107.0, true), true), Ok(Some(d(2008, 5, 1))));
        // A time of day does not move the date.
        assert_eq!(date(&cell(39569.75, false), false), Ok(Some(d(2008, 5, 1))));
    }

    #[test]
    fn numbers_in_a_date_column_are_serials_or_digits() {
        assert_eq!(date(&Data::Int(39569), false), Ok(Some(d(2008, 5, 1))));
        assert_eq!(date(&Data::Float(39569.0), false), Ok(Some(d(2008, 5, 1))));
        assert_eq!(date(&Data::Int(38107), true), Ok(Some(d(2008, 5, 1))));
        assert_eq!(date(&Data::Int(20080501), false), Ok(Some(d(2008, 5, 1))));
        assert!(date(&Data::Int(20081301), false).is_err());
        assert!(date(&Data::Int(-5), false).is_err());
        assert!(date(&Data::Bool(true), false).is_err());
    }

    #[test]
    fn text_keeps_what_was_written_and_numbers_lose_their_decimals() {
        assert_eq!(text(&Data::Float(17.0)), Ok(Some("17".into())));
        assert_eq!(text(&Data::Int(17)), Ok(Some("17".into())));
        assert_eq!(text(&s(" 017 ")), Ok(Some("017".into())));
        assert_eq!(text(&s("K1014")), Ok(Some("K1014".into())));
        assert_eq!(text(&s("   ")), Ok(None));
        assert!(text(&Data::Bool(true)).is_err());
    }

    #[test]
    fn numbers_may_be_fractional() {
        assert_eq!(number(&s("6.5")), Ok(Some(6.5)));
        assert_eq!(number(&Data::Int(3)), Ok(Some(3.0)));
        assert!(number(&s("six")).is_err());
        assert!(number(&s("inf")).is_err());
    }
}
