//! Messages as the web page says them. The page has no command line: a
//! message whose terminal wording sends a person to a flag (`--sheet`,
//! `--prizes-per-player`) says instead what to do with the page's own
//! controls (rename the sheet and upload again; step 3 「奖项兼得」). Every
//! other message reads the same on the page as on the terminal.

use super::{Lang, Msg, list};
use crate::zh_en;

impl Msg {
    /// The sentence in `lang` as the page shows it.
    pub fn render_on_page(&self, lang: Lang) -> String {
        page_words(self, lang).unwrap_or_else(|| self.render(lang))
    }
}

/// The page's own wording of a message that names a command-line flag;
/// none for any other.
fn page_words(m: &Msg, lang: Lang) -> Option<String> {
    let have = |items: &[String]| match items.is_empty() {
        true => zh_en!(lang, "无", "none").to_string(),
        false => list(items, lang),
    };
    let text = match m {
        Msg::NoSheet {
            group,
            have: sheets,
        } => zh_en!(
            lang,
            format!(
                "工作簿中没有「{group}」工作表（现有工作表：{}），也没有一张带“组别”列、列出各组选手的总表。请在 Excel 或 WPS 中把该组的工作表改名为「{group}」，保存后在第 1 步重新选择成绩册，再运行。",
                have(sheets)
            ),
            format!(
                "no such sheet in the workbook (it has: {}), and none with a 组别 column holding every group; rename the group's sheet {group} in the spreadsheet program, save it, choose the workbook again in step 1 and run",
                sheets.join(", ")
            )
        ),
        Msg::ChosenSheetMissing {
            group,
            sheet,
            have: sheets,
        } => zh_en!(
            lang,
            format!(
                "「{group}」应读的工作表「{sheet}」不在工作簿中（现有工作表：{}）。请把该组的工作表改名为「{group}」，保存后在第 1 步重新选择成绩册，再运行。",
                have(sheets)
            ),
            format!(
                "the sheet \"{sheet}\" for {group} is not in the workbook (it has: {}); rename the group's sheet {group}, save it, choose the workbook again in step 1 and run",
                sheets.join(", ")
            )
        ),
        Msg::TwoSheets { group, sheets } => zh_en!(
            lang,
            format!(
                "有 {} 张工作表都可能是「{group}」：{}。请在 Excel 或 WPS 中给旧的副本改名或删去，保存后在第 1 步重新选择成绩册，再运行。",
                sheets.len(),
                sheets
                    .iter()
                    .map(|s| format!("「{s}」"))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            format!(
                "{} sheets could be {group}: {}; rename or delete the stale copy in the spreadsheet program, save it, choose the workbook again in step 1 and run",
                sheets.len(),
                sheets
                    .iter()
                    .map(|s| format!("\"{s}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        ),
        Msg::SheetMatched { group, sheet } => zh_en!(
            lang,
            format!(
                "{group} 的成绩取自工作表「{sheet}」（表名与组别名相近）。如不对，请把该组的工作表改名为「{group}」，保存后重新选择成绩册再运行。"
            ),
            format!(
                "{group} read from sheet \"{sheet}\" (its name is close to the group's); if that is wrong, rename the group's sheet {group}, save it and run again"
            )
        ),
        Msg::EngineReservedOnePrize { schedule } => zh_en!(
            lang,
            format!(
                "奖项“{schedule}”的名额定额（reserved 的 amount）没有写 unless_top，或前 unless_top 名有奖金少于定额，不能按每人限得一项计奖：名额棋手无法在定额和别的奖项之间就高领取。请在第 3 步「奖项兼得」选择「按规则文件」，再运行。"
            ),
            format!(
                "schedule \"{schedule}\" has a reserved amount without unless_top, or a place within unless_top paying less than it, which cannot be handed out one prize per player: a reserved player could not take the higher of the amount and another prize; choose \"As the rules file says\" under \"Prizes per player\" in step 3 and run again"
            )
        ),
        Msg::EngineReservedAmountTwice { schedule, other } => zh_en!(
            lang,
            format!(
                "奖项“{schedule}”和“{other}”都写了名额定额（reserved 的 amount），不能按每人限得一项计奖：同一名棋手可能同时是两项名额的人选。请在第 3 步「奖项兼得」选择「按规则文件」，再运行。"
            ),
            format!(
                "schedules \"{schedule}\" and \"{other}\" both pay reserved players a fixed amount, which cannot be handed out one prize per player: a player of both sub-pools could be owed both; choose \"As the rules file says\" under \"Prizes per player\" in step 3 and run again"
            )
        ),
        Msg::PaidOtherSetting {
            file,
            key,
            paid,
            now,
        } => zh_en!(
            lang,
            format!(
                "{file} 的设置 {key} 为「{paid}」，本次为「{now}」。请用发放时的规则文件和第 3 步「奖项兼得」的选择重新运行。"
            ),
            format!(
                "{file} has setting {key} \"{paid}\", this run \"{now}\"; run again with the rules file and the choice of \"Prizes per player\" (step 3) used when paying"
            )
        ),
        // The reason inside: in the page's words when it has them.
        Msg::EngineFailed { stacking, reason } => {
            let reason = page_words(reason, lang)?;
            zh_en!(
                lang,
                format!("按“{stacking}”方式计奖时：{reason}"),
                format!("prizes per player \"{stacking}\": {reason}")
            )
        }
        _ => return None,
    };
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message whose terminal wording names a flag, as the page says
    /// it: the terminal's names the flag (so this list is the one to keep),
    /// the page's never does and points at its own controls instead.
    #[test]
    fn messages_naming_a_flag_speak_of_the_pages_controls_on_the_page() {
        let sheets = vec!["Sheet1".to_string(), "公开组 (2)".to_string()];
        let flagged = [
            Msg::NoSheet {
                group: "少儿组".into(),
                have: sheets.clone(),
            },
            Msg::ChosenSheetMissing {
                group: "少儿组".into(),
                sheet: "少儿".into(),
                have: sheets.clone(),
            },
            Msg::TwoSheets {
                group: "公开组".into(),
                sheets: sheets.clone(),
            },
            Msg::SheetMatched {
                group: "公开组".into(),
                sheet: "公开组 (2)".into(),
            },
            Msg::EngineReservedOnePrize {
                schedule: "open".into(),
            },
            Msg::EngineReservedAmountTwice {
                schedule: "open".into(),
                other: "women".into(),
            },
            Msg::PaidOtherSetting {
                file: "results.json".into(),
                key: "stacking".into(),
                paid: "all".into(),
                now: "one".into(),
            },
            Msg::EngineFailed {
                stacking: "one".into(),
                reason: Box::new(Msg::EngineReservedOnePrize {
                    schedule: "open".into(),
                }),
            },
        ];
        for m in &flagged {
            // On the terminal at least one language names the flag.
            let terminal = [Lang::Zh, Lang::En].map(|lang| m.render(lang)).join(" ");
            assert!(terminal.contains("--"), "{}: {terminal}", m.code());
            for lang in [Lang::Zh, Lang::En] {
                let page = m.render_on_page(lang);
                assert!(!page.contains("--"), "{}: {page}", m.code());
                assert!(!page.contains("xqprize"), "{}: {page}", m.code());
            }
            let page = m.render_on_page(Lang::Zh);
            assert!(
                page.contains("第 1 步")
                    || page.contains("第 3 步")
                    || page.contains("重新选择成绩册"),
                "{}: {page}",
                m.code()
            );
        }
    }

    /// A message that names no flag reads the same on the page.
    #[test]
    fn other_messages_read_as_on_the_terminal() {
        let m = Msg::StandingsEmpty {
            file: "成绩册.xlsx".into(),
        };
        assert_eq!(m.render_on_page(Lang::Zh), m.render(Lang::Zh));
    }
}
