//! Writers: the outcome as results.json and as the three workbooks.

pub mod json;
