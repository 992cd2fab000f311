//! The standings reader: every accepted form of every column, every problem
//! named by sheet, cell and column, the bad-input corpus, and no panic on any
//! bytes.

#[path = "../common/mod.rs"]
mod common;

mod bad_input;
mod never_panics;
mod read;
