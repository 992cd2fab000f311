//! How one group sheet is read, as the whole reading decides it for every
//! sheet: the options the sheet reader and the row reader both take (a
//! file of their own, so that neither reader imports the other for them).

use chrono::NaiveDate;

use super::{Column, Regions};

/// How one sheet is read: the workbook's date system, the rules file's
/// names for headers and regions, and, on a sheet holding every group,
/// which group to take.
#[derive(Debug, Clone, Default)]
pub struct SheetOptions {
    pub is_1904: bool,
    /// Header names added by the rules file (spaces removed, lower case).
    pub header_aliases: Vec<(String, Column)>,
    /// The event's regions, with the spellings the rules file adds.
    pub regions: Regions,
    /// On a sheet holding every group: the group to read.
    pub only_group: Option<OnlyGroup>,
    /// Headers of columns the rules read as marks (a committee award's
    /// column), as the rules file writes them.
    pub marks: Vec<String>,
    /// Headers of columns the rules read as text of their own (a team
    /// prize's team-name column, 队名), as the rules file writes them.
    pub texts: Vec<String>,
    /// The header of the column holding each payee's identity document
    /// (`id_document = { column = … }`), as the rules file writes it.
    pub document: Option<String>,
    /// Whether that column is the sheet's 身份证号 (证件号码 is one of its
    /// names): a number in it that is no mainland ID is then another
    /// document, taken as written without a warning.
    pub document_in_id: bool,
    /// The event's day, no one being born after it; none when the rules
    /// cannot say it.
    pub event_day: Option<EventDay>,
}

/// The event's day as the rules file gives it: the day ages are counted on
/// (`age_date`) when there is one, else the last day of `event_year`. A
/// birth date after it is an error, never a player who enters a youth
/// window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventDay {
    pub event_year: i32,
    pub age_date: Option<NaiveDate>,
}

impl EventDay {
    /// Whether a birth date (its first day, for a year or month alone) is
    /// after the event's day.
    pub fn born_after(&self, born: NaiveDate) -> bool {
        let last = self
            .age_date
            .or_else(|| NaiveDate::from_ymd_opt(self.event_year, 12, 31));
        last.is_some_and(|last| born > last)
    }

    /// The message for a 出生日期 `value` after the event's day.
    pub fn birth_message(&self, value: String) -> crate::msg::Msg {
        crate::msg::Msg::BirthDateAfterEvent {
            value,
            event_year: self.event_year,
            age_date: self.age_date.map(|d| d.to_string()),
        }
    }

    /// The message for an ID number `id` giving the birth date `born`,
    /// after the event's day.
    pub fn id_message(&self, id: String, born: NaiveDate) -> crate::msg::Msg {
        crate::msg::Msg::IdBornAfterEvent {
            id,
            born: born.to_string(),
            event_year: self.event_year,
            age_date: self.age_date.map(|d| d.to_string()),
        }
    }
}

/// The rows of one group on a sheet holding every group (组别 column).
#[derive(Debug, Clone)]
pub struct OnlyGroup {
    pub group: String,
    /// Every group of the rules, to tell another group from a typo.
    pub all: Vec<String>,
    /// Whether this reading reports what concerns the whole sheet
    /// (skipped rows, unknown groups); the first group's does.
    pub reports: bool,
}
