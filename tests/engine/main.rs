//! The library from the inside: the engine under other rules, its
//! properties, the sample computed, and a small field's workbooks, every
//! amount worked out by hand.

#[path = "../common/mod.rs"]
mod common;

mod other_event;
mod parallel;
mod properties;
mod sample;
mod workbooks;
