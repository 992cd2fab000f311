//! Where things are in a rules file: the line of every key and table, looked up
//! by path (`schedules[0].places[3].amount`), so that every problem found after
//! parsing can still point the organizer at the line to fix.

use super::{RulesError, RulesProblem};
use crate::msg::Msg;
use std::collections::BTreeMap;

/// A thing of the rules file named by its id, to find its pool's line.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Named {
    /// A prize schedule's pool.
    Schedule(String),
    /// A subsidy's pool.
    Subsidy(String),
    /// A qualifier list's pool.
    Qualifier(String),
    /// A qualifier list's eligibility filter.
    Eligible(String),
    /// A team prize's column naming the teams.
    Team(String),
    /// A schedule's prize tables by the number of players.
    Tables(String),
}

/// The name of a rules file and the line of every value in it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Lines {
    /// The file name shown in messages ("rules.toml").
    pub name: String,
    by_path: BTreeMap<String, usize>,
    /// A schedule, subsidy or list → the path of its pool (or filter).
    by_name: BTreeMap<Named, String>,
}

impl Lines {
    pub fn new(name: &str) -> Lines {
        Lines {
            name: name.to_string(),
            by_path: BTreeMap::new(),
            by_name: BTreeMap::new(),
        }
    }

    pub(crate) fn record(&mut self, path: &str, line: usize) {
        self.by_path.entry(path.to_string()).or_insert(line);
    }

    pub(crate) fn name(&mut self, named: Named, path: &str) {
        self.by_name
            .entry(named)
            .or_insert_with(|| path.to_string());
    }

    /// The line of a named thing's pool (or a list's eligibility filter).
    pub fn line_of_named(&self, named: &Named) -> Option<usize> {
        self.line(self.by_name.get(named)?)
    }

    /// Whether the file writes `path` itself (not only a table around it).
    pub(crate) fn written(&self, path: &str) -> bool {
        self.by_path.contains_key(path)
    }

    /// The line of `path`, or of the nearest enclosing value that has one.
    pub fn line(&self, path: &str) -> Option<usize> {
        let mut path = path;
        loop {
            if let Some(&line) = self.by_path.get(path) {
                return Some(line);
            }
            path = parent(path)?;
        }
    }
}

/// `a.b[2].c` → `a.b[2]` → `a.b` → `a` → none.
fn parent(path: &str) -> Option<&str> {
    if path.is_empty() {
        return None;
    }
    let cut = path.rfind(['.', '[']).unwrap_or(0);
    Some(&path[..cut])
}

/// One thing wrong with a rules file, at a line when known.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Problem {
    pub line: Option<usize>,
    pub message: Msg,
}

/// Problems collected while checking one file.
#[derive(Debug, Default)]
pub(crate) struct Problems {
    list: Vec<Problem>,
}

impl Problems {
    pub fn at(&mut self, line: Option<usize>, message: Msg) {
        let problem = Problem { line, message };
        if !self.list.contains(&problem) {
            self.list.push(problem);
        }
    }

    /// A problem at the line of `path` in `lines`.
    pub fn at_path(&mut self, lines: &Lines, path: &str, message: Msg) {
        self.at(lines.line(path), message);
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Every problem as "rules.toml line 85: …", in line order (problems
    /// without a line first, in the order found).
    pub fn into_error(mut self, name: &str) -> RulesError {
        self.list.sort_by_key(|p| p.line);
        RulesError {
            problems: self
                .list
                .into_iter()
                .map(|p| RulesProblem {
                    file: name.to_string(),
                    line: p.line,
                    message: p.message,
                })
                .collect(),
        }
    }

    pub fn into_result(self, name: &str) -> Result<(), RulesError> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(self.into_error(name))
        }
    }
}

/// The 1-based line of a byte offset.
pub(crate) fn line_of(text: &str, offset: usize) -> usize {
    let end = offset.min(text.len());
    text.as_bytes()[..end]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// The 1-based column of a byte offset, in characters (a Chinese
/// character is one), as an editor counts it.
pub(crate) fn column_of(text: &str, offset: usize) -> usize {
    let mut end = offset.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let start = text[..end].rfind('\n').map_or(0, |n| n + 1);
    text[start..end].chars().count() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_without_a_line_falls_back_to_its_table() {
        let mut lines = Lines::new("rules.toml");
        lines.record("schedules[0]", 48);
        lines.record("schedules[0].total", 52);
        assert_eq!(lines.line("schedules[0].total"), Some(52));
        assert_eq!(lines.line("schedules[0].places[3].amount"), Some(48));
        assert_eq!(lines.line("qualifiers[0]"), None);
    }

    #[test]
    fn problems_come_out_in_line_order_with_the_file_name() {
        let mut problems = Problems::default();
        problems.at(Some(9), Msg::RulesNoGroups);
        problems.at(Some(3), Msg::RulesAgeDateNeeded);
        problems.at(None, Msg::RulesHomeRegionsEmpty);
        let err = problems.into_error("rules.toml");
        let lines = err.lines(crate::msg::Lang::Zh);
        assert_eq!(lines.len(), 3);
        assert!(lines[0].starts_with("rules.toml："), "{}", lines[0]);
        assert!(lines[1].starts_with("rules.toml 第3行："), "{}", lines[1]);
        assert!(lines[2].starts_with("rules.toml 第9行："), "{}", lines[2]);
        let en = err.lines(crate::msg::Lang::En);
        assert!(en[1].starts_with("rules.toml line 3: "), "{}", en[1]);
    }

    #[test]
    fn lines_are_counted_from_one() {
        assert_eq!(line_of("a\nb\nc", 0), 1);
        assert_eq!(line_of("a\nb\nc", 2), 2);
        assert_eq!(line_of("a\nb\nc", 4), 3);
    }

    #[test]
    fn columns_are_counted_in_characters_from_one() {
        let text = "a = 1\nevent = \"石柱杯\nb";
        assert_eq!(column_of(text, 0), 1);
        assert_eq!(column_of(text, 6), 1);
        // After 「event = "」 (9 characters) and 石柱杯 (3 characters, 9 bytes).
        assert_eq!(column_of(text, 6 + 9), 10);
        assert_eq!(column_of(text, 6 + 9 + 9), 13);
        // An offset inside a character counts that character.
        assert_eq!(column_of(text, 6 + 9 + 1), 10);
    }
}
