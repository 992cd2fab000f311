//! Reading a rules file: its shape first (`walk`: syntax, unknown and
//! missing keys, malformed values), then its meaning (`check`), every
//! problem with its line; then the amendments (`amend`) give the rules in
//! force.

use super::check::check;
use super::source::{Lines, Problems, line_of};
use super::types::RulesFile;
use super::walk::{Shape, strip, walk};
use super::{Rules, RulesError};
use crate::msg::Msg;

impl RulesFile {
    /// Parse TOML text; problems are reported against the name "rules file".
    pub fn parse(text: &str) -> Result<RulesFile, RulesError> {
        RulesFile::parse_named("rules file", text)
    }

    /// Parse TOML text read from the file `name`: the first syntax error, or
    /// every unknown key, missing key and malformed value, each with its line.
    pub fn parse_named(name: &str, text: &str) -> Result<RulesFile, RulesError> {
        let mut lines = Lines::new(name);
        let mut problems = Problems::default();
        match walk(text, &mut lines, &mut problems) {
            Shape::Broken | Shape::Malformed => {}
            Shape::Sound { unknown } if unknown.is_empty() => {
                match toml::from_str::<RulesFile>(text) {
                    Ok(mut file) => {
                        // TOML tables come sorted; the regions keep the
                        // order the file writes them in.
                        file.regions
                            .order_by(|r| lines.line(&format!("regions.{}", r.label())));
                        file.lines = lines;
                        return Ok(file);
                    }
                    Err(e) => {
                        let line = e.span().map(|s| line_of(text, s.start));
                        problems.at(
                            line,
                            Msg::RulesOther {
                                detail: e.message().trim_end().to_string(),
                            },
                        );
                    }
                }
            }
            Shape::Sound { unknown } => {
                // Unknown keys aside, the file is well formed: check what the
                // rest means too, so every problem is reported in one go.
                if let Ok(mut table) = text.parse::<toml::Table>()
                    && strip(&mut table, &unknown)
                    && let Ok(file) = table.try_into::<RulesFile>()
                {
                    check(&file, &mut lines, &mut problems);
                }
            }
        }
        Err(problems.into_error(name))
    }

    /// Check what the file means and apply its amendments in order.
    pub fn into_rules(self) -> Result<Rules, RulesError> {
        self.into_rules_with_lines().map(|(rules, _)| rules)
    }

    /// As `into_rules`, also giving the lines of the file for later messages
    /// (see `columns::missing_columns`).
    pub fn into_rules_with_lines(mut self) -> Result<(Rules, Lines), RulesError> {
        let mut lines = std::mem::take(&mut self.lines);
        let mut problems = Problems::default();
        check(&self, &mut lines, &mut problems);
        problems.into_result(&lines.name)?;
        Ok((self.apply_amendments(), lines))
    }
}
