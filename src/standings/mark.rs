//! A mark in a standings column that names a committee award (风尚奖), a
//! payment to marked players (路费补助) or a team's members (团体):
//! whether the cell marks the player.
//! Money follows a mark, so only a clear yes marks: 是, 有, 获奖, √, ✓, ✔,
//! ★, 1, Y, yes, true, a TRUE cell, or the column's own name (「风尚奖」 in
//! a 风尚奖 column). A blank or a clear no (否, 无, 没有, 不是, 非, 不, 未评,
//! 未获, 未获奖, ×, ✗, ✘, 0, N, no, false, x, -, —, /, a FALSE cell) does
//! not. Anything else is an error quoting the value, never a guess: 不详 or
//! 待定 could mean either. Words are compared with spaces removed,
//! full-width forms folded (Ｙ, ／), traditional characters read as
//! simplified (無, 獲獎) and Latin letters in any case.

use calamine::Data;

use super::cell::{fold, shown};
use crate::msg::Msg;
use crate::vocab::key;

/// The words that mark a player, besides the column's own name.
pub const YES: [&str; 11] = [
    "是", "有", "获奖", "√", "✓", "✔", "★", "1", "y", "yes", "true",
];

/// The words that say a player is not marked.
pub const NO: [&str; 21] = [
    "否",
    "无",
    "没有",
    "不是",
    "非",
    "不",
    "未评",
    "未获",
    "未获奖",
    "×",
    "✗",
    "✘",
    "0",
    "n",
    "no",
    "false",
    "x",
    "-",
    "—",
    "–",
    "/",
];

/// Whether the cell of the mark column `column` (its header as the rules
/// file writes it) marks the player: `Ok(false)` for a blank or a no, an
/// error naming what is accepted for anything else.
pub fn mark(cell: &Data, column: &str) -> Result<bool, Msg> {
    let unknown = || Msg::MarkUnknown {
        value: shown(cell),
        column: column.to_string(),
    };
    match cell {
        Data::Empty => Ok(false),
        Data::Bool(b) => Ok(*b),
        Data::Int(1) => Ok(true),
        Data::Int(0) => Ok(false),
        Data::Float(f) if *f == 1.0 => Ok(true),
        Data::Float(f) if *f == 0.0 => Ok(false),
        Data::String(s) => {
            let folded = fold(s);
            let word = key(&folded);
            let is = |words: &[&str]| words.iter().any(|w| word.eq_ignore_ascii_case(w));
            if word.is_empty() || is(&NO) {
                Ok(false)
            } else if is(&YES) || word.eq_ignore_ascii_case(&key(&fold(column))) {
                Ok(true)
            } else {
                Err(unknown())
            }
        }
        _ => Err(unknown()),
    }
}

#[cfg(test)]
mod tests {
    use super::mark;
    use crate::msg::{Lang, Msg};
    use calamine::Data;

    fn text(t: &str) -> Data {
        Data::String(t.to_string())
    }

    #[test]
    fn a_clear_yes_or_the_columns_own_name_marks_a_winner() {
        for yes in [
            "是",
            "有",
            "获奖",
            "√",
            "✓",
            "✔",
            "★",
            "1",
            "Y",
            "y",
            "yes",
            "YES",
            "True",
            " 是 ",
            "Ｙ",
            "１",
            "风尚奖",
            " 风尚 奖 ",
        ] {
            assert_eq!(mark(&text(yes), "风尚奖"), Ok(true), "{yes:?}");
        }
        assert_eq!(mark(&Data::Bool(true), "风尚奖"), Ok(true));
        assert_eq!(mark(&Data::Int(1), "风尚奖"), Ok(true));
        assert_eq!(mark(&Data::Float(1.0), "风尚奖"), Ok(true));
    }

    #[test]
    fn marks_in_traditional_characters_read_as_their_simplified_forms() {
        // 獲獎 is 获奖, 風尚獎 the column's own name 风尚奖; 無, 沒有 and
        // 未獲獎 are no.
        for yes in ["獲獎", "風尚獎"] {
            assert_eq!(mark(&text(yes), "风尚奖"), Ok(true), "{yes:?}");
        }
        assert_eq!(mark(&text("风尚奖"), "風尚獎"), Ok(true));
        for no in ["無", "沒有", "未獲獎", "未評"] {
            assert_eq!(mark(&text(no), "风尚奖"), Ok(false), "{no:?}");
        }
    }

    /// Issue 49: each of these paid the award before.
    #[test]
    fn the_hostile_words_of_the_issue_do_not_mark_a_winner() {
        for no in ["不是", "未评", "非", "不", "-", "/", "x", "X", "×"] {
            assert_eq!(mark(&text(no), "风尚奖"), Ok(false), "{no:?}");
        }
    }

    #[test]
    fn a_blank_or_a_clear_no_marks_nobody() {
        for no in [
            "",
            " ",
            "\u{3000}",
            "否",
            "无",
            "没有",
            "未获",
            "未获奖",
            "✗",
            "✘",
            "0",
            "N",
            "no",
            "False",
            "—",
            "–",
            "／",
            "－",
            "Ｘ",
        ] {
            assert_eq!(mark(&text(no), "风尚奖"), Ok(false), "{no:?}");
        }
        assert_eq!(mark(&Data::Empty, "风尚奖"), Ok(false));
        assert_eq!(mark(&Data::Bool(false), "风尚奖"), Ok(false));
        assert_eq!(mark(&Data::Int(0), "风尚奖"), Ok(false));
        assert_eq!(mark(&Data::Float(0.0), "风尚奖"), Ok(false));
    }

    #[test]
    fn anything_else_is_an_error_quoting_the_value_as_typed() {
        for bad in [
            text("不详"),
            text("待定"),
            text("是的"),
            text("优秀"),
            text("道德风尚奖"),
            text("2"),
            Data::Int(2),
            Data::Float(0.5),
        ] {
            assert!(mark(&bad, "风尚奖").is_err(), "{bad:?}");
        }
        let error = mark(&text("待定"), "风尚奖").unwrap_err();
        assert_eq!(
            error,
            Msg::MarkUnknown {
                value: "待定".to_string(),
                column: "风尚奖".to_string()
            }
        );
        assert_eq!(
            error.render(Lang::Zh),
            "「待定」不是“风尚奖”一列的标记。获奖的填：是、有、获奖、√、✓、★、1、Y 或“风尚奖”；未获奖的留空，或填：否、无、不是、非、不、未评、未获、×、0、N、x、-、/。请改为其中之一。"
        );
    }
}
