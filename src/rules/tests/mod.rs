//! Rules-file validation: each mistake an organizer can make is reported with
//! its line, and all of them at once. Expected lines are found in the test's
//! own text, never taken from the tool.

mod against_standings;
mod meaning;
mod phases;
mod places;
mod shape;
mod tables;
mod tax;
mod teams;

use super::*;

/// A small valid file: one open group with an 8-player knockout, one schedule.
const MINI: &str = r#"event = "Test open"
event_year = 2024

[[groups]]
sheet = "公开组"
kind = "open"
knockout = 8

[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
total = "600"
places = [
  { place = "1", amount = "300" },
  { place = "2", amount = "200" },
  { place = "3", amount = "100" },
]
"#;

/// The 1-based line of the first line of `text` containing `needle`.
fn line(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("{needle:?} not in the test text"))
        + 1
}

/// The 1-based line of the last line of `text` containing `needle`.
fn last_line(text: &str, needle: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    lines.iter().rposition(|l| l.contains(needle)).unwrap() + 1
}

/// The problems `load` reports for `text`.
fn problems(text: &str) -> Vec<String> {
    match load("rules.toml", text) {
        Ok(_) => Vec::new(),
        Err(e) => e.lines(crate::msg::Lang::En),
    }
}

fn edit(from: &str, to: &str) -> String {
    assert!(MINI.contains(from), "{from:?} not in MINI");
    MINI.replacen(from, to, 1)
}
