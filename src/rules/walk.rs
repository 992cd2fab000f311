//! Checking a rules file against its shape (`schema`) before it is turned into
//! types: every syntax error, unknown key, missing key and malformed value is
//! reported with its line, all at once. Along the way the line of every value
//! is recorded in `Lines` for the checks that come after.

use super::schema::{Key, Kind, RULES_FILE};
use super::source::{Lines, Problems, line_of};
use super::tax::Rate;
use super::types::PlaceRange;
use crate::money::Money;
use chrono::NaiveDate;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// What the walk found.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// Not valid TOML; only the syntax errors are reported.
    Broken,
    /// A value is missing or malformed: the file cannot be read into types.
    Malformed,
    /// Every value is well formed; `unknown` lists the keys to ignore (each as
    /// the path of its table and the key), already reported as problems.
    Sound { unknown: Vec<(String, String)> },
}

/// Check `text` against the shape of a rules file, reporting every problem.
pub(crate) fn walk(text: &str, lines: &mut Lines, problems: &mut Problems) -> Shape {
    let (doc, errors) = DeTable::parse_recoverable(text);
    if !errors.is_empty() {
        for e in errors {
            let line = e.span().map(|s| line_of(text, s.start));
            problems.at(line, format!("not valid TOML: {}", e.message().trim_end()));
        }
        return Shape::Broken;
    }
    let mut walker = Walker {
        text,
        lines,
        problems,
        unknown: Vec::new(),
        malformed: false,
    };
    walker.table("", 1, doc.get_ref(), RULES_FILE, None);
    if walker.malformed {
        Shape::Malformed
    } else {
        Shape::Sound {
            unknown: walker.unknown,
        }
    }
}

/// Remove the keys at `unknown` (table path, key) from `table`. False when a
/// path cannot be followed (a quoted key holding '.' or '[').
pub(crate) fn strip(table: &mut toml::Table, unknown: &[(String, String)]) -> bool {
    unknown.iter().all(|(path, key)| {
        let mut here = &mut *table;
        for segment in path.split('.').filter(|s| !s.is_empty()) {
            let (name, index) = match segment.split_once('[') {
                Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
                None => (segment, None),
            };
            let next = match (here.get_mut(name), index) {
                (Some(toml::Value::Table(t)), None) => Some(t),
                (Some(toml::Value::Array(items)), Some(i)) => match items.get_mut(i) {
                    Some(toml::Value::Table(t)) => Some(t),
                    _ => None,
                },
                _ => None,
            };
            match next {
                Some(t) => here = t,
                None => return false,
            }
        }
        here.remove(key).is_some()
    })
}

/// No event pays more places than this; a larger number is a typo.
const MAX_PLACE: u32 = 100_000;

/// No single amount is larger than this (yuan); a larger one is a typo, and
/// the cap keeps every sum of amounts far from overflowing.
const MAX_AMOUNT: i64 = 100_000_000_000;

struct Walker<'a> {
    text: &'a str,
    lines: &'a mut Lines,
    problems: &'a mut Problems,
    unknown: Vec<(String, String)>,
    malformed: bool,
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

/// The name a message uses for a value: its key (`total`), or for an entry
/// of a list what the entry is (`a schedule`).
fn table_name(path: &str) -> String {
    let last = path.rsplit('.').next().unwrap_or(path);
    let name = last.split('[').next().unwrap_or(last);
    if !last.ends_with(']') {
        return match (path, name) {
            ("", _) => "the top of the file".to_string(),
            (_, "settings" | "budget" | "tax") if path == name => format!("[{name}]"),
            _ => name.to_string(),
        };
    }
    let entry = match name {
        "groups" => "a group",
        "schedules" | "schedule" => "a schedule",
        "subsidies" | "subsidy" => "a subsidy",
        "qualifiers" => "a qualifier list",
        "amendments" => "an amendment",
        "changes" => "a change",
        "sections" => "a budget section",
        "places" => "a place",
        "levels" => "a level",
        "phases" => "a phase",
        "tiebreaks" => "a tie-break",
        _ => return name.to_string(),
    };
    entry.to_string()
}

fn type_name(value: &DeValue) -> &'static str {
    match value {
        DeValue::String(_) => "text",
        DeValue::Integer(_) => "a whole number",
        DeValue::Float(_) => "a decimal number",
        DeValue::Boolean(_) => "true/false",
        DeValue::Datetime(_) => "a date without quotes",
        DeValue::Array(_) => "a list",
        DeValue::Table(_) => "a table",
    }
}

/// The closest allowed key, when one is close enough to be a typo.
fn suggestion<'k>(unknown: &str, allowed: impl Iterator<Item = &'k str>) -> Option<&'k str> {
    allowed
        .map(|k| (strsim::jaro_winkler(unknown, k), k))
        .filter(|(score, _)| *score >= 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| k)
}

impl Walker<'_> {
    fn line(&self, offset: usize) -> usize {
        line_of(self.text, offset)
    }

    fn problem(&mut self, line: usize, message: String) {
        self.malformed = true;
        self.problems.at(Some(line), message);
    }

    fn place(&mut self, line: usize, key: &str, text: &str) {
        match text.parse::<PlaceRange>() {
            Err(e) => self.problem(line, format!("{key}: {e}")),
            Ok(r) if r.to > MAX_PLACE => self.problem(
                line,
                format!("{key}: \"{text}\" goes beyond place {MAX_PLACE}; check the range"),
            ),
            Ok(_) => {}
        }
    }

    fn table(&mut self, path: &str, line: usize, table: &DeTable, keys: &[Key], tag: Option<&str>) {
        self.lines.record(path, line);
        for (key, value) in table.iter() {
            let name = key.get_ref().as_ref();
            let key_line = self.line(key.span().start);
            if Some(name) == tag {
                continue;
            }
            match keys.iter().find(|k| k.name == name) {
                Some(k) => {
                    let key_path = join(path, name);
                    self.lines.record(&key_path, key_line);
                    self.value(&key_path, key_line, value, &k.kind);
                }
                None => {
                    let allowed: Vec<&str> = keys.iter().map(|k| k.name).collect();
                    let hint = match suggestion(name, allowed.iter().copied()) {
                        Some(s) => format!(" (did you mean \"{s}\"?)"),
                        None => String::new(),
                    };
                    self.unknown.push((path.to_string(), name.to_string()));
                    self.problems.at(
                        Some(key_line),
                        format!(
                            "unknown key \"{name}\" in {}{hint}; allowed there: {}",
                            table_name(path),
                            allowed.join(", ")
                        ),
                    );
                }
            }
        }
        for k in keys.iter().filter(|k| k.required) {
            if !table
                .iter()
                .any(|(key, _)| key.get_ref().as_ref() == k.name)
            {
                self.problem(
                    line,
                    format!("{} is missing the key \"{}\"", table_name(path), k.name),
                );
            }
        }
    }

    fn value(&mut self, path: &str, line: usize, value: &Spanned<DeValue>, kind: &Kind) {
        let here = self.line(value.span().start);
        let key = table_name(path);
        let wrong = |expected: &str| {
            format!(
                "{key} should be {expected}, but it is {}",
                type_name(value.get_ref())
            )
        };
        match (kind, value.get_ref()) {
            (Kind::Text, DeValue::String(_)) | (Kind::Bool, DeValue::Boolean(_)) => {}
            (Kind::Text, _) => self.problem(here, wrong("text in quotes")),
            (Kind::Bool, _) => self.problem(here, wrong("true or false")),
            (Kind::Integer { min, max }, DeValue::Integer(i)) => {
                match i64::from_str_radix(i.as_str(), i.radix()) {
                    Ok(n) if (*min..=*max).contains(&n) => {}
                    _ => self.problem(
                        here,
                        format!("{key} should be a whole number from {min} to {max}, not {i}"),
                    ),
                }
            }
            (Kind::Integer { .. }, DeValue::String(s)) if s.trim().parse::<i64>().is_ok() => self
                .problem(
                    here,
                    format!("{key}: write whole numbers without quotes, as {}", s.trim()),
                ),
            (Kind::Integer { .. }, _) => self.problem(here, wrong("a whole number")),
            (Kind::Money, DeValue::String(s)) => match s.parse::<Money>() {
                Err(e) => self.problem(here, format!("{key}: {e}")),
                Ok(m) if m > Money::yuan(MAX_AMOUNT) => self.problem(
                    here,
                    format!("{key}: \"{s}\" is more than {MAX_AMOUNT} yuan; check the amount"),
                ),
                Ok(_) => {}
            },
            (Kind::Money, DeValue::Integer(i)) => self.problem(
                here,
                format!("{key}: write amounts in quotes, as \"{i}\" (amounts are exact, never floating point)"),
            ),
            (Kind::Money, DeValue::Float(f)) => self.problem(
                here,
                format!("{key}: write amounts in quotes, as \"{f}\" (amounts are exact, never floating point)"),
            ),
            (Kind::Money, _) => self.problem(here, wrong("an amount in quotes, like \"1500\"")),
            (Kind::Date, DeValue::String(s)) => {
                if NaiveDate::parse_from_str(s, "%Y-%m-%d").is_err() {
                    self.problem(
                        here,
                        format!("{key}: \"{s}\" is not a date written like \"2019-05-01\""),
                    );
                }
            }
            (Kind::Date, DeValue::Datetime(d)) => self.problem(
                here,
                format!("{key}: write the date in quotes, as \"{d}\""),
            ),
            (Kind::Date, _) => self.problem(here, wrong("a date in quotes, like \"2019-05-01\"")),
            (Kind::Rate, DeValue::String(s)) => {
                if let Err(e) = s.parse::<Rate>() {
                    self.problem(here, format!("{key}: {e}"));
                }
            }
            (Kind::Rate, DeValue::Integer(i)) => self.problem(
                here,
                format!("{key}: write the rate in quotes as a decimal between 0 and 1, e.g. \"0.20\" for 20 %, not {i}"),
            ),
            (Kind::Rate, DeValue::Float(f)) => self.problem(
                here,
                format!("{key}: write the rate in quotes, as \"{f}\" (rates are exact, never floating point)"),
            ),
            (Kind::Rate, _) => self.problem(here, wrong("a rate in quotes, like \"0.20\"")),
            (Kind::Place, DeValue::String(s)) => self.place(here, &key, s),
            (Kind::Place, DeValue::Integer(i)) => self.place(here, &key, i.as_str()),
            (Kind::Place, _) => {
                self.problem(here, wrong("a place like \"5\" or a range like \"5-8\""))
            }
            (Kind::OneOf(words), DeValue::String(s)) => {
                if !words.contains(&s.as_ref()) {
                    self.problem(
                        here,
                        format!("{key}: \"{s}\" is not one of: {}", quoted(words)),
                    );
                }
            }
            (Kind::OneOf(words), _) => {
                self.problem(here, wrong(&format!("one of {}", quoted(words))))
            }
            (Kind::List(item), DeValue::Array(items)) => {
                for (i, v) in items.iter().enumerate() {
                    let item_path = format!("{path}[{i}]");
                    let item_line = self.line(v.span().start);
                    self.lines.record(&item_path, item_line);
                    self.value(&item_path, item_line, v, item);
                }
            }
            (Kind::List(_), DeValue::Table(_)) => self.problem(
                here,
                format!("{key} should be a list: write [[{path}]] (two brackets) for each entry"),
            ),
            (Kind::List(_), _) => self.problem(here, wrong("a list")),
            (Kind::Table(keys), DeValue::Table(t)) => self.table(path, line, t, keys, None),
            (Kind::Table(_), _) => self.problem(here, wrong("a table")),
            (Kind::Tagged { tag, variants }, DeValue::Table(t)) => {
                let found = t.iter().find(|(k, _)| k.get_ref().as_ref() == *tag);
                let names: Vec<&str> = variants.iter().map(|(n, _)| *n).collect();
                match found.map(|(_, v)| v.get_ref()) {
                    None => self.problem(
                        line,
                        format!("{key} is missing the key \"{tag}\" (one of {})", quoted(&names)),
                    ),
                    Some(DeValue::String(s)) => {
                        match variants.iter().find(|(n, _)| *n == s.as_ref()) {
                            Some((_, keys)) => self.table(path, line, t, keys, Some(tag)),
                            None => self.problem(
                                self.line(found.map_or(0, |(_, v)| v.span().start)),
                                format!("{tag}: \"{s}\" is not one of: {}", quoted(&names)),
                            ),
                        }
                    }
                    Some(other) => self.problem(
                        line,
                        format!(
                            "{tag} should be one of {}, but it is {}",
                            quoted(&names),
                            type_name(other)
                        ),
                    ),
                }
            }
            (Kind::Tagged { .. }, _) => self.problem(here, wrong("a table")),
        }
    }
}

fn quoted(words: &[&str]) -> String {
    words
        .iter()
        .map(|w| format!("\"{w}\""))
        .collect::<Vec<_>>()
        .join(", ")
}
