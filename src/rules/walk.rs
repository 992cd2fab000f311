//! Checking a rules file against its shape (`schema`) before it is turned into
//! types: the first syntax error, or else every unknown key, missing key and
//! malformed value, reported with its line, all at once. Along the way the line of every value
//! is recorded in `Lines` for the checks that come after.

use super::schema::{Key, Kind, RULES_FILE};
use super::source::{Lines, Problems, column_of, line_of};
use super::tax::Rate;
use super::types::PlaceRange;
use crate::money::{Money, MoneyError};
use crate::msg::{AmountFault, Expected, Msg, TableName, TomlType};
use chrono::NaiveDate;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// What the walk found.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// Not valid TOML; only the first syntax error is reported.
    Broken,
    /// A value is missing or malformed: the file cannot be read into types.
    Malformed,
    /// Every value is well formed; `unknown` lists the keys to ignore (each as
    /// the path of its table and the key), already reported as problems.
    Sound { unknown: Vec<(String, String)> },
}

/// Check `text` against the shape of a rules file, reporting every problem
/// (of a file that is not valid TOML, the first syntax error alone).
pub(crate) fn walk(text: &str, lines: &mut Lines, problems: &mut Problems) -> Shape {
    let (doc, errors) = DeTable::parse_recoverable(text);
    // The first syntax error only: after it the parser is out of step (one
    // missing quote swaps text and keys to the end of the file), so the
    // errors it finds later are not in the file as written.
    if let Some(first) = errors
        .iter()
        .min_by_key(|e| e.span().map_or(usize::MAX, |s| s.start))
    {
        let at = first.span().map(|s| s.start);
        let message = match first.span() {
            Some(span) if first.message().starts_with("duplicate key") => {
                super::duplicate::written_twice(text, span)
            }
            _ => Msg::RulesSyntax {
                detail: first.message().trim_end().to_string(),
                column: at.map(|start| column_of(text, start)),
            },
        };
        problems.at(at.map(|start| line_of(text, start)), message);
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
fn table_name(path: &str) -> TableName {
    let last = path.rsplit('.').next().unwrap_or(path);
    let name = last.split('[').next().unwrap_or(last);
    if !last.ends_with(']') {
        return match (path, name) {
            ("", _) => TableName::Top,
            (_, "settings" | "budget" | "tax") if path == name => {
                TableName::Section(name.to_string())
            }
            _ => TableName::Key(name.to_string()),
        };
    }
    match name {
        "groups" => TableName::Group,
        "schedules" | "schedule" => TableName::Schedule,
        "subsidies" | "subsidy" => TableName::Subsidy,
        "qualifiers" => TableName::Qualifier,
        "amendments" => TableName::Amendment,
        "changes" => TableName::Change,
        "sections" => TableName::BudgetSection,
        "places" => TableName::Place,
        "levels" => TableName::Level,
        "phases" => TableName::Phase,
        "tiebreaks" => TableName::TieBreak,
        _ => TableName::Key(name.to_string()),
    }
}

fn type_name(value: &DeValue) -> TomlType {
    match value {
        DeValue::String(_) => TomlType::Text,
        DeValue::Integer(_) => TomlType::Whole,
        DeValue::Float(_) => TomlType::Decimal,
        DeValue::Boolean(_) => TomlType::Bool,
        DeValue::Datetime(_) => TomlType::Datetime,
        DeValue::Array(_) => TomlType::List,
        DeValue::Table(_) => TomlType::Table,
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

    fn problem(&mut self, line: usize, message: Msg) {
        self.malformed = true;
        self.problems.at(Some(line), message);
    }

    fn place(&mut self, line: usize, key: &TableName, text: &str) {
        match text.parse::<PlaceRange>() {
            Err(_) => self.problem(
                line,
                Msg::RulesPlaceInvalid {
                    key: key.clone(),
                    value: text.to_string(),
                },
            ),
            Ok(r) if r.to > MAX_PLACE => self.problem(
                line,
                Msg::RulesPlaceTooLarge {
                    key: key.clone(),
                    value: text.to_string(),
                    max: MAX_PLACE,
                },
            ),
            Ok(_) => {}
        }
    }

    fn entrants(&mut self, line: usize, key: &TableName, text: &str) {
        if text.parse::<super::entrants::Entrants>().is_err() {
            let value = text.to_string();
            let key = key.clone();
            self.problem(line, Msg::RulesEntrantsInvalid { key, value });
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
                    let hint = suggestion(name, allowed.iter().copied()).map(str::to_string);
                    self.unknown.push((path.to_string(), name.to_string()));
                    self.problems.at(
                        Some(key_line),
                        Msg::RulesUnknownKey {
                            key: name.to_string(),
                            table: table_name(path),
                            suggestion: hint,
                            allowed: allowed.iter().map(|a| a.to_string()).collect(),
                        },
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
                    Msg::RulesMissingKey {
                        table: table_name(path),
                        key: k.name.to_string(),
                    },
                );
            }
        }
    }

    fn value(&mut self, path: &str, line: usize, value: &Spanned<DeValue>, kind: &Kind) {
        let here = self.line(value.span().start);
        let key = table_name(path);
        let wrong = |expected: Expected| Msg::RulesWrongType {
            key: key.clone(),
            expected,
            found: type_name(value.get_ref()),
        };
        match (kind, value.get_ref()) {
            (Kind::Text, DeValue::String(_)) | (Kind::Bool, DeValue::Boolean(_)) => {}
            (Kind::Text, _) => self.problem(here, wrong(Expected::Text)),
            (Kind::Bool, _) => self.problem(here, wrong(Expected::Bool)),
            (Kind::Integer { min, max }, DeValue::Integer(i)) => {
                match i64::from_str_radix(i.as_str(), i.radix()) {
                    Ok(n) if (*min..=*max).contains(&n) => {}
                    _ => self.problem(
                        here,
                        Msg::RulesIntRange {
                            key: key.clone(),
                            min: *min,
                            max: *max,
                            value: i.as_str().to_string(),
                        },
                    ),
                }
            }
            (Kind::Integer { .. }, DeValue::String(s)) if s.trim().parse::<i64>().is_ok() => self
                .problem(
                    here,
                    Msg::RulesIntQuoted {
                        key: key.clone(),
                        value: s.trim().to_string(),
                    },
                ),
            (Kind::Integer { .. }, _) => self.problem(here, wrong(Expected::Whole)),
            (Kind::Money, DeValue::String(s)) => match s.parse::<Money>() {
                Err(e) => self.problem(
                    here,
                    Msg::RulesAmountInvalid {
                        key: key.clone(),
                        value: s.to_string(),
                        why: match e {
                            MoneyError::NotANumber(_) => AmountFault::NotANumber,
                            MoneyError::Negative(_) => AmountFault::Negative,
                            MoneyError::TooPrecise(_) => AmountFault::TooPrecise,
                        },
                    },
                ),
                Ok(m) if m > Money::yuan(MAX_AMOUNT) => self.problem(
                    here,
                    Msg::RulesAmountTooLarge {
                        key: key.clone(),
                        value: s.to_string(),
                        max: MAX_AMOUNT,
                    },
                ),
                Ok(_) => {}
            },
            (Kind::Money, DeValue::Integer(i)) => self.problem(
                here,
                Msg::RulesAmountUnquoted {
                    key: key.clone(),
                    value: i.as_str().to_string(),
                },
            ),
            (Kind::Money, DeValue::Float(f)) => self.problem(
                here,
                Msg::RulesAmountUnquoted {
                    key: key.clone(),
                    value: f.to_string(),
                },
            ),
            (Kind::Money, _) => self.problem(here, wrong(Expected::Amount)),
            (Kind::Date, DeValue::String(s)) => {
                if NaiveDate::parse_from_str(s, "%Y-%m-%d").is_err() {
                    self.problem(
                        here,
                        Msg::RulesDateInvalid {
                            key: key.clone(),
                            value: s.to_string(),
                        },
                    );
                }
            }
            (Kind::Date, DeValue::Datetime(d)) => self.problem(
                here,
                Msg::RulesDateUnquoted {
                    key: key.clone(),
                    value: d.to_string(),
                },
            ),
            (Kind::Date, _) => self.problem(here, wrong(Expected::Date)),
            (Kind::Day, DeValue::String(s)) => {
                if super::filter::birth_day_text(s).is_none() {
                    self.problem(
                        here,
                        Msg::RulesBirthDayInvalid {
                            key: key.clone(),
                            value: s.to_string(),
                        },
                    );
                }
            }
            (Kind::Day, DeValue::Datetime(d)) => self.problem(
                here,
                Msg::RulesDateUnquoted {
                    key: key.clone(),
                    value: d.to_string(),
                },
            ),
            (Kind::Day, _) => self.problem(here, wrong(Expected::Date)),
            (Kind::Rate, DeValue::String(s)) => {
                if let Err(e) = s.parse::<Rate>() {
                    self.problem(
                        here,
                        Msg::RulesRateInvalid {
                            key: key.clone(),
                            value: s.to_string(),
                            detail: e,
                        },
                    );
                }
            }
            (Kind::Rate, DeValue::Integer(i)) => self.problem(
                here,
                Msg::RulesRateUnquoted {
                    key: key.clone(),
                    value: i.as_str().to_string(),
                    float: false,
                },
            ),
            (Kind::Rate, DeValue::Float(f)) => self.problem(
                here,
                Msg::RulesRateUnquoted {
                    key: key.clone(),
                    value: f.as_str().to_string(),
                    float: true,
                },
            ),
            (Kind::Rate, _) => self.problem(here, wrong(Expected::Rate)),
            (Kind::Place, DeValue::String(s)) => self.place(here, &key, s),
            (Kind::Place, DeValue::Integer(i)) => self.place(here, &key, i.as_str()),
            (Kind::Place, _) => self.problem(here, wrong(Expected::Place)),
            (Kind::Entrants, DeValue::String(s)) => self.entrants(here, &key, s),
            (Kind::Entrants, DeValue::Integer(i)) => self.entrants(here, &key, i.as_str()),
            (Kind::Entrants, _) => self.problem(here, wrong(Expected::Text)),
            (Kind::OneOf(words), DeValue::String(s)) => {
                if !words.contains(&s.as_ref()) {
                    self.problem(
                        here,
                        Msg::RulesNotOneOf {
                            key: key.clone(),
                            value: s.to_string(),
                            allowed: owned(words),
                        },
                    );
                }
            }
            (Kind::OneOf(words), _) => self.problem(here, wrong(Expected::OneOf(owned(words)))),
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
                Msg::RulesListBrackets {
                    key: key.clone(),
                    path: path.to_string(),
                },
            ),
            (Kind::List(_), _) => self.problem(here, wrong(Expected::List)),
            (Kind::Table(keys), DeValue::Table(t)) => self.table(path, line, t, keys, None),
            (Kind::Table(_), _) => self.problem(here, wrong(Expected::Table)),
            (Kind::Map(keys), DeValue::Table(t)) => {
                self.lines.record(path, line);
                for (name, entry) in t.iter() {
                    let entry_path = join(path, name.get_ref());
                    let entry_line = self.line(name.span().start);
                    self.lines.record(&entry_path, entry_line);
                    self.value(&entry_path, entry_line, entry, &Kind::Table(keys));
                }
            }
            (Kind::Map(_), _) => self.problem(here, wrong(Expected::Table)),
            (Kind::WordOrTable { words, table, .. }, DeValue::String(s)) => {
                if !words.contains(&s.as_ref()) {
                    self.problem(
                        here,
                        Msg::RulesNotOneOf {
                            key: key.clone(),
                            value: s.to_string(),
                            allowed: or_table(words, table),
                        },
                    );
                }
            }
            (Kind::WordOrTable { keys, .. }, DeValue::Table(t)) => {
                self.table(path, line, t, keys, None)
            }
            (Kind::WordOrTable { words, table, .. }, _) => {
                self.problem(here, wrong(Expected::OneOf(or_table(words, table))))
            }
            (Kind::Tagged { tag, variants }, DeValue::Table(t)) => {
                let found = t.iter().find(|(k, _)| k.get_ref().as_ref() == *tag);
                let names: Vec<String> = variants.iter().map(|(n, _)| n.to_string()).collect();
                match found.map(|(_, v)| v.get_ref()) {
                    None => self.problem(
                        line,
                        Msg::RulesTagMissing {
                            key: key.clone(),
                            tag: tag.to_string(),
                            allowed: names,
                        },
                    ),
                    Some(DeValue::String(s)) => {
                        match variants.iter().find(|(n, _)| *n == s.as_ref()) {
                            Some((_, keys)) => self.table(path, line, t, keys, Some(tag)),
                            None => self.problem(
                                self.line(found.map_or(0, |(_, v)| v.span().start)),
                                Msg::RulesNotOneOf {
                                    key: TableName::Key(tag.to_string()),
                                    value: s.to_string(),
                                    allowed: names,
                                },
                            ),
                        }
                    }
                    Some(other) => self.problem(
                        line,
                        Msg::RulesTagWrongType {
                            tag: tag.to_string(),
                            allowed: names,
                            found: type_name(other),
                        },
                    ),
                }
            }
            (Kind::Tagged { .. }, _) => self.problem(here, wrong(Expected::Table)),
        }
    }
}

fn owned(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// The words of a `WordOrTable` key, and its table as it is written.
fn or_table(words: &[&str], table: &str) -> Vec<String> {
    let mut allowed = owned(words);
    allowed.push(table.to_string());
    allowed
}
