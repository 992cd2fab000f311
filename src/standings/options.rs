//! How one group sheet is read, as the whole reading decides it for every
//! sheet: the options the sheet reader and the row reader both take (a
//! file of their own, so that neither reader imports the other for them).

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
