//! The words of the messages of the command line itself: an option's value
//! and the player `explain` is asked about.

use crate::msg::{Lang, Msg};
use crate::zh_en;

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
        Msg::SheetChoiceShape { text } => zh_en!(
            lang,
            format!("「{text}」不是“组别=工作表”的写法。请写成如 --sheet 公开组=\"公开组 (2)\"。"),
            format!("\"{text}\" is not GROUP=SHEET (for example --sheet 公开组=\"公开组 (2)\")")
        ),
        Msg::PlayerNotFound { query, file } => zh_en!(
            lang,
            format!(
                "{file} 中没有编号或姓名为「{query}」的选手。请核对编号或姓名；某一组的编号可写成“组别:编号”，如“少儿组:3”。"
            ),
            format!("no player has the 编号 or 姓名 \"{query}\" in {file}")
        ),
        Msg::PlayerAmbiguous { query, candidates } => zh_en!(
            lang,
            format!(
                "有 {} 位选手都对得上「{query}」，请用“组别:编号”指明其中一位：\n  {}",
                candidates.len(),
                candidates.join("\n  ")
            ),
            format!(
                "{} players answer to \"{query}\"; name one by 组别:编号:\n  {}",
                candidates.len(),
                candidates.join("\n  ")
            )
        ),
        _ => return None,
    })
}
