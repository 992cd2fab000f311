//! The standings reader: every accepted form of every column, every problem
//! named by sheet, cell and column, the bad-input corpus, and no panic on any
//! bytes.

#[path = "../common/mod.rs"]
mod common;

#[path = "../common/disguise.rs"]
mod disguise;

mod bad_input;
mod disguised;
mod never_panics;
mod read;
mod xlsb;
