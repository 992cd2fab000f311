//! A `Warning` (a message about a sheet, a row, a column, that does not
//! stop the run), and warnings as a person reads them on the terminal and
//! on the web page:
//! many warnings of one kind (the same message in one column of one sheet,
//! row after row) make one line that names every row and shows one of them
//! in full. A noisy file's 12 000 warnings are then a dozen lines, none
//! left out. payouts.xlsx's 说明 sheet and results.json keep one entry per
//! warning, with its own values.

use crate::msg::{Lang, Msg, text};
use std::collections::HashMap;

/// Something worth a look that does not stop the run.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Warning {
    pub sheet: String,
    /// 1-based sheet row, when the warning is about one row.
    pub row: Option<u32>,
    /// Column header, when the warning is about one column.
    pub column: Option<String>,
    /// The message; its `code()` is the warning's stable code in results.json.
    pub message: Msg,
}

impl Warning {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        self.message.render(lang)
    }

    /// The message as the web page says it (`Msg::render_on_page`).
    pub fn text_on_page(&self, lang: Lang) -> String {
        self.message.render_on_page(lang)
    }

    /// "公开组 第12行（出生日期）" or "公开组 row 12 (出生日期)".
    pub fn at(&self, lang: Lang) -> String {
        let mut s = self.sheet.clone();
        if let Some(row) = self.row {
            s.push_str(&match lang {
                Lang::Zh => format!(" 第{row}行"),
                Lang::En => format!(" row {row}"),
            });
        }
        s.push_str(&text::place(None, None, self.column.as_deref(), lang));
        s
    }

    /// "公开组 第12行（出生日期）：…" or "公开组 row 12 (出生日期): …"; a
    /// warning about no sheet (a rules file's line, which it names) is its
    /// text alone.
    pub fn line(&self, lang: Lang) -> String {
        placed(&self.at(lang), &self.text(lang), lang)
    }
}

/// A kind is listed as one line from this many warnings on; fewer are
/// listed one by one, each with its own values.
pub const KIND_FROM: usize = 4;

/// One line of a warning list.
#[derive(Debug, Clone, PartialEq)]
pub enum Listed<'w> {
    /// A warning on its own.
    One(&'w Warning),
    /// `count` warnings of one kind; `rows` are their rows, in order;
    /// `values` the different values they quote, in the order first met.
    Kind {
        example: &'w Warning,
        rows: Vec<u32>,
        count: usize,
        values: Vec<&'w str>,
    },
}

impl Listed<'_> {
    /// Where: "公开组 第15行（出生日期）", or for a kind "公开组 出生日期列 4 行".
    pub fn at(&self, lang: Lang) -> String {
        match self {
            Listed::One(w) => w.at(lang),
            Listed::Kind { example, rows, .. } => {
                text::kind_place(&example.sheet, example.column.as_deref(), rows.len(), lang)
            }
        }
    }

    /// What: the warning; for a kind, the first of them with its row, the
    /// different values the kind quotes when there are several, then every
    /// row of the kind (last, since there may be thousands).
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Listed::One(w) => w.text(lang),
            Listed::Kind {
                example,
                rows,
                values,
                ..
            } => format!(
                "{}{}{}{}",
                text::for_example(example.row.unwrap_or_default(), lang),
                example.text(lang),
                text::kind_values(values, lang),
                text::kind_rows(rows, lang)
            ),
        }
    }

    /// `text` as the web page says it (`Msg::render_on_page`).
    pub fn text_on_page(&self, lang: Lang) -> String {
        match self {
            Listed::One(w) => w.text_on_page(lang),
            Listed::Kind {
                example,
                rows,
                values,
                ..
            } => format!(
                "{}{}{}{}",
                text::for_example(example.row.unwrap_or_default(), lang),
                example.text_on_page(lang),
                text::kind_values(values, lang),
                text::kind_rows(rows, lang)
            ),
        }
    }

    /// How many warnings the line stands for.
    pub fn count(&self) -> usize {
        match self {
            Listed::One(_) => 1,
            Listed::Kind { count, .. } => *count,
        }
    }

    /// The whole line: where, then what (what alone when it is nowhere).
    pub fn line(&self, lang: Lang) -> String {
        placed(&self.at(lang), &self.text(lang), lang)
    }
}

/// "where：what", or "what" when there is no where.
fn placed(at: &str, what: &str, lang: Lang) -> String {
    match at.is_empty() {
        true => what.to_string(),
        false => format!("{at}{}{what}", text::colon(lang)),
    }
}

/// The warnings of `warnings` as lines, in their order: a kind with at
/// least `KIND_FROM` warnings is one line where its first warning stood.
/// A warning about a whole sheet is always a line of its own.
pub fn listed(warnings: &[Warning]) -> Vec<Listed<'_>> {
    let mut counts: HashMap<_, usize> = HashMap::new();
    for k in warnings.iter().filter_map(kind) {
        *counts.entry(k).or_default() += 1;
    }
    let mut lines: Vec<Listed> = Vec::new();
    // A kind's line, by key, once it is in `lines`.
    let mut placed: HashMap<_, usize> = HashMap::new();
    for w in warnings {
        let Some(k) = kind(w).filter(|k| counts[k] >= KIND_FROM) else {
            lines.push(Listed::One(w));
            continue;
        };
        let row = w.row.unwrap_or_default();
        match placed.get(&k) {
            Some(&i) => {
                if let Listed::Kind {
                    rows,
                    count,
                    values,
                    ..
                } = &mut lines[i]
                {
                    if rows.last() != Some(&row) {
                        rows.push(row);
                    }
                    *count += 1;
                    if let Some(v) = w.message.quoted_value() {
                        if !values.contains(&v) {
                            values.push(v);
                        }
                    }
                }
            }
            None => {
                placed.insert(k, lines.len());
                lines.push(Listed::Kind {
                    example: w,
                    rows: vec![row],
                    count: 1,
                    values: w.message.quoted_value().into_iter().collect(),
                });
            }
        }
    }
    lines
}

/// What makes warnings one kind: the sheet, the column and the message's
/// code; `None` for a warning about a whole sheet.
fn kind(w: &Warning) -> Option<(&str, Option<&str>, &'static str)> {
    w.row
        .map(|_| (w.sheet.as_str(), w.column.as_deref(), w.message.code()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blank_region(row: u32) -> Warning {
        Warning {
            sheet: "公开组".into(),
            row: Some(row),
            column: Some("地区".into()),
            message: Msg::CellBlank,
        }
    }

    #[test]
    fn a_warning_about_no_sheet_is_its_text_without_a_leading_colon() {
        // A payment's pool names no group: the line of the rules file is
        // where, and the message says it.
        let w = Warning {
            sheet: String::new(),
            row: None,
            column: None,
            message: Msg::RegionIncludes {
                file: "rules.toml".into(),
                line: Some(42),
                owner: Box::new(crate::msg::Owner::Payment("deposit".into())),
                fill: false,
                except: true,
                chain: vec!["楼冈".into(), "开平".into()],
                codes: Vec::new(),
            },
        };
        let line = w.line(Lang::Zh);
        assert!(
            line.starts_with("rules.toml 第42行：支付「deposit」"),
            "{line}"
        );
        assert_eq!(listed(std::slice::from_ref(&w))[0].line(Lang::Zh), line);
    }

    #[test]
    fn a_kind_of_four_is_one_line_naming_every_row_and_the_first_in_full() {
        let warnings: Vec<Warning> = [2, 3, 4, 9].into_iter().map(blank_region).collect();
        let lines = listed(&warnings);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].count(), 4);
        assert_eq!(
            lines[0].line(Lang::Zh),
            format!(
                "公开组 地区列 4 行：以第2行为例：{}这些行是：第2–4、9行",
                Msg::CellBlank.render(Lang::Zh)
            )
        );
    }

    #[test]
    fn fewer_than_four_of_a_kind_are_listed_one_by_one() {
        let warnings: Vec<Warning> = [2, 3, 9].into_iter().map(blank_region).collect();
        let lines = listed(&warnings);
        assert_eq!(lines.len(), 3);
        for (line, w) in lines.iter().zip(&warnings) {
            assert_eq!(line, &Listed::One(w));
            assert_eq!(line.line(Lang::En), w.line(Lang::En));
        }
    }

    #[test]
    fn kinds_differ_by_sheet_column_and_message_and_keep_their_first_place() {
        let mut warnings: Vec<Warning> = (2..6).map(blank_region).collect();
        // Another column, another sheet, another message: three lone lines.
        let mut other_column = blank_region(3);
        other_column.column = Some("性别".into());
        let mut other_sheet = blank_region(3);
        other_sheet.sheet = "少儿组".into();
        let mut other_message = blank_region(4);
        other_message.message = Msg::SheetNoPlayers;
        warnings.insert(1, other_column.clone());
        warnings.push(other_sheet.clone());
        warnings.push(other_message.clone());
        let lines = listed(&warnings);
        assert_eq!(lines.len(), 4);
        assert!(matches!(&lines[0], Listed::Kind { rows, count: 4, .. } if rows == &[2, 3, 4, 5]));
        assert_eq!(lines[1], Listed::One(&other_column));
        assert_eq!(lines[2], Listed::One(&other_sheet));
        assert_eq!(lines[3], Listed::One(&other_message));
        let total: usize = lines.iter().map(Listed::count).sum();
        assert_eq!(total, warnings.len());
    }

    #[test]
    fn warnings_about_a_whole_sheet_are_never_folded() {
        let whole = Warning {
            sheet: "公开组".into(),
            row: None,
            column: None,
            message: Msg::SheetNoPlayers,
        };
        let warnings = vec![whole.clone(); 5];
        let lines = listed(&warnings);
        assert_eq!(lines.len(), 5);
        assert!(lines.iter().all(|l| *l == Listed::One(&whole)));
    }

    #[test]
    fn two_warnings_of_a_kind_in_one_row_name_the_row_once_and_count_both() {
        let warnings: Vec<Warning> = [2, 2, 3, 4].into_iter().map(blank_region).collect();
        let lines = listed(&warnings);
        assert!(matches!(&lines[..], [Listed::Kind { rows, count: 4, .. }] if rows == &[2, 3, 4]));
    }

    /// 地区 taken by the catch-all region on rows 2–8, from seven places.
    fn other_region(row: u32, value: &str) -> Warning {
        Warning {
            sheet: "公开组".into(),
            row: Some(row),
            column: Some("地区".into()),
            message: Msg::RegionOther {
                value: value.into(),
                region: "市外".into(),
            },
        }
    }

    #[test]
    fn a_kind_quoting_different_values_names_them_the_first_five_and_how_many() {
        let places = [
            "山西省",
            "四川省",
            "山西省",
            "河北省",
            "云南省",
            "贵州省",
            "湖南省",
        ];
        let warnings: Vec<Warning> = (2..)
            .zip(places)
            .map(|(row, place)| other_region(row, place))
            .collect();
        let lines = listed(&warnings);
        assert_eq!(lines.len(), 1);
        // Seven rows, six different places (山西省 twice), five shown.
        let example = warnings[0].text(Lang::Zh);
        assert_eq!(
            lines[0].line(Lang::Zh),
            format!(
                "公开组 地区列 7 行：以第2行为例：{example}这些行的值有 6 种：「山西省」、「四川省」、「河北省」、「云南省」、「贵州省」等。这些行是：第2–8行"
            )
        );
        let example = warnings[0].text(Lang::En);
        assert_eq!(
            lines[0].line(Lang::En),
            format!(
                "公开组 column 地区, 7 rows: e.g. row 2: {example}; 6 values: “山西省”, “四川省”, “河北省”, “云南省”, “贵州省”, and 1 more; rows 2–8"
            )
        );
    }

    #[test]
    fn a_kind_quoting_one_value_names_no_values() {
        let warnings: Vec<Warning> = (2..6).map(|row| other_region(row, "山西省")).collect();
        let lines = listed(&warnings);
        assert!(
            !lines[0].line(Lang::Zh).contains("这些行的值"),
            "{}",
            lines[0].line(Lang::Zh)
        );
    }
}
