//! xqprize: prizes, subsidies and qualifiers of a Chinese chess open tournament,
//! computed from the final standings and a rules file.
//!
//! The shape: `standings::read` turns a workbook into typed records,
//! `rules` turns a TOML file into the rules in force, `engine::compute` is pure
//! (records + rules in, `Outcome` out), and `report` writes the outcome as
//! workbooks and JSON. `cli` and `cmd` are the edges.

pub mod cli;
pub mod cmd;
pub mod engine;
pub mod explain;
pub mod money;
pub mod output;
pub mod report;
pub mod rules;
pub mod standings;
pub mod synthetic;
pub mod web;
