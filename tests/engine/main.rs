//! The library from the inside: the engine under other rules, its
//! properties, the sample computed, a small field's workbooks and a
//! hand-made event's workbooks read back cell by cell (`cells`), every
//! amount worked out by hand; and the web page's API against its router
//! (`web`).

#[path = "../common/mod.rs"]
mod common;

mod cells;
mod explain;
mod kinds;
mod ledger;
mod other_event;
mod parallel;
mod properties;
mod regions;
mod rules_never_panic;
mod sample;
#[cfg(feature = "app")]
mod web;
mod who_is_in;
mod workbooks;
