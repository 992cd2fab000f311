//! A key written twice in a rules file. TOML refuses it with "duplicate key"
//! at the second place, which read as any syntax error would (a quote or a
//! bracket out of place); this names the key, or the table header, and the
//! line it was first written on, so the message says what happened.

use super::source::line_of;
use crate::msg::Msg;
use std::ops::Range;

/// The message for a duplicate key whose second writing is at `span`.
pub(crate) fn written_twice(text: &str, span: Range<usize>) -> Msg {
    let line = line_of(text, span.start);
    let lines: Vec<&str> = text.lines().collect();
    let here = lines.get(line - 1).copied().unwrap_or("").trim();
    let name = text.get(span.clone()).unwrap_or("").trim();
    let key = name.trim_matches(|c| c == '"' || c == '\'');
    if here.starts_with('[') {
        // A table written twice: [settings] … [settings].
        let header = squeezed(here.split('#').next().unwrap_or(here));
        let first = (lines[..line - 1].iter())
            .position(|l| squeezed(l.split('#').next().unwrap_or(l)) == header);
        return Msg::RulesDuplicateKey {
            key: header,
            first: first.map(|i| i + 1),
            same_line: false,
        };
    }
    // An earlier writing on the same line (an inline table), or above it
    // within the same table.
    let start_of_line = text[..span.start.min(text.len())]
        .rfind('\n')
        .map_or(0, |n| n + 1);
    let before = text.get(start_of_line..span.start).unwrap_or("");
    let same_line = writes_key(before, key, true);
    let first = if same_line {
        Some(line)
    } else {
        (0..line - 1)
            .rev()
            .map(|i| (i, lines[i].trim_start()))
            .take_while(|(_, l)| !l.starts_with('['))
            .find(|(_, l)| writes_key(l, key, false))
            .map(|(i, _)| i + 1)
    };
    Msg::RulesDuplicateKey {
        key: key.to_string(),
        first,
        same_line,
    }
}

/// A header with its spaces removed: `[ settings ]` is `[settings]`.
fn squeezed(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Whether `text` writes `key =` (or a dotted `key.`): at its start, or
/// anywhere after `{` or `,` when `inline`.
fn writes_key(text: &str, key: &str, inline: bool) -> bool {
    let starts = |s: &str| {
        let s = s.trim_start();
        [key.to_string(), format!("\"{key}\""), format!("'{key}'")]
            .iter()
            .any(|k| {
                s.strip_prefix(k.as_str())
                    .is_some_and(|rest| rest.trim_start().starts_with(['=', '.']))
            })
    };
    if inline {
        text.split(['{', ',']).skip(1).any(starts)
    } else {
        starts(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg::Lang;

    /// The message for `text`, whose duplicate is the last writing of `key`.
    fn message(text: &str, key: &str) -> Msg {
        let start = text.rfind(key).unwrap();
        written_twice(text, start..start + key.len())
    }

    #[test]
    fn a_key_written_twice_names_the_key_and_its_first_line() {
        let text = "[settings]\nstacking = \"all\"\nties = \"split\"\nstacking = \"one\"\n";
        let m = message(text, "stacking");
        assert_eq!(
            m,
            Msg::RulesDuplicateKey {
                key: "stacking".into(),
                first: Some(2),
                same_line: false
            }
        );
        assert_eq!(
            m.render(Lang::Zh),
            "“stacking”写了两次（第2行已写过）。同一项只能写一次：请删去其中一处，或把两处合并成一处。"
        );
    }

    #[test]
    fn a_table_written_twice_names_its_header() {
        let text = "[settings]\nstacking = \"all\"\n\n[ settings ]\nties = \"split\"\n";
        assert_eq!(
            message(text, "settings"),
            Msg::RulesDuplicateKey {
                key: "[settings]".into(),
                first: Some(1),
                same_line: false
            }
        );
    }

    #[test]
    fn a_key_twice_in_one_inline_table_is_on_its_own_line() {
        let text = "pool = { group = \"公开组\", sex = \"女\", group = \"少儿组\" }\n";
        let m = message(text, "group");
        assert_eq!(
            m,
            Msg::RulesDuplicateKey {
                key: "group".into(),
                first: Some(1),
                same_line: true
            }
        );
        assert_eq!(
            m.render(Lang::Zh),
            "“group”在这一行的花括号中写了两次。同一项只能写一次：请删去其中一处。"
        );
    }

    #[test]
    fn a_first_writing_in_another_table_is_not_taken_for_it() {
        // `id` of the first schedule is not the duplicate's first writing;
        // where that is cannot be told, and the message does not guess.
        let text = "[[schedules]]\nid = \"a\"\n[[schedules]]\nname = \"b\"\n";
        let start = text.find("name").unwrap();
        let m = written_twice(text, start..start + 4);
        assert_eq!(
            m,
            Msg::RulesDuplicateKey {
                key: "name".into(),
                first: None,
                same_line: false
            }
        );
        assert_eq!(
            m.render(Lang::Zh),
            "“name”在同一张表中写了两次。同一项只能写一次：请删去其中一处，或把两处合并成一处。"
        );
    }
}
