//! xqprize: prizes, subsidies and qualifiers of a Chinese chess open tournament,
//! computed from the final standings and a rules file.
//!
//! The shape: `standings::read` turns a workbook into typed records,
//! `rules` turns a TOML file into the rules in force, `engine::compute` is pure
//! (records + rules in, `Outcome` out), and `report` writes the outcome as
//! workbooks and JSON. `pipeline` strings these steps together for every
//! front end; the command line (`cli` and `cmd`, in the binary) is one of
//! them.

pub mod audit;
pub mod corrections;
pub mod engine;
pub mod event;
pub mod explain;
pub mod money;
pub mod msg;
pub mod output;
pub mod pipeline;
pub mod region;
pub mod report;
pub mod rules;
pub mod standings;
pub mod threads;
pub mod vocab;
#[cfg(feature = "web")]
pub mod web;
