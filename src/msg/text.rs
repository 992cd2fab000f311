//! The text around messages: where a problem is (sheet!cell and column,
//! rules-file line), the lines of `check`, the terminal summary, and the
//! labels of the 说明 sheet, in both languages.

use super::{Lang, row_ranges};

/// "公开组!A263（名次）" or "公开组!A263 (名次)"; any part may be absent.
pub fn place(sheet: Option<&str>, cell: Option<&str>, column: Option<&str>, lang: Lang) -> String {
    let mut s = String::new();
    match (sheet, cell) {
        (Some(sh), Some(c)) => s.push_str(&format!("{sh}!{c}")),
        (Some(sh), None) => s.push_str(sh),
        _ => {}
    }
    if let Some(col) = column {
        match lang {
            Lang::Zh => s.push_str(&format!("（{col}）")),
            Lang::En => s.push_str(&format!(" ({col})")),
        }
    }
    s
}

/// Where a group of the same problem is: "公开组 名次列第2–381行（共380行）".
pub fn rows_place(sheet: &str, column: Option<&str>, rows: &[u32], lang: Lang) -> String {
    let n = rows.len();
    let ranges = row_ranges(rows, lang);
    match (lang, column) {
        (Lang::Zh, Some(col)) => format!("{sheet} {col}列第{ranges}行（共{n}行）"),
        (Lang::Zh, None) => format!("{sheet} 第{ranges}行（共{n}行）"),
        (Lang::En, Some(col)) => format!("{sheet} column {col}, rows {ranges} ({n} rows)"),
        (Lang::En, None) => format!("{sheet} rows {ranges} ({n} rows)"),
    }
}

/// "rules.toml 第52行" or "rules.toml line 52".
pub fn rules_line(file: &str, line: Option<usize>, lang: Lang) -> String {
    match (line, lang) {
        (Some(l), Lang::Zh) => format!("{file} 第{l}行"),
        (Some(l), Lang::En) => format!("{file} line {l}"),
        (None, _) => file.to_string(),
    }
}

/// The colon after a place: "：" or ": ".
pub fn colon(lang: Lang) -> &'static str {
    lang.pick("：", ": ")
}
