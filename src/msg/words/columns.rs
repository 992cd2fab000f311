//! The words of the messages about the rules against the standings: the
//! columns a pool or a prize needs, the players a payment or an award names,
//! the teams a team prize counts.

use super::helpers::q;
use crate::msg::Lang::{self, En, Zh};
use crate::msg::{Msg, row_ranges};
use crate::zh_en;

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
        Msg::TeamBlank { column, prize } => zh_en!(
            lang,
            format!(
                "“{column}”为空，该棋手不计入团体奖「{prize}」的任何一队。若该棋手属于某队，请填写“{column}”。"
            ),
            format!(
                "the \"{column}\" column is blank: the player is in no team of the team prize \"{prize}\"; fill it in if the player is in a team"
            )
        ),
        Msg::TeamSpellingsNear {
            prize,
            column,
            spellings,
        } => {
            let each = |lang: Lang| -> Vec<String> {
                spellings
                    .iter()
                    .map(|(team, rows)| match lang {
                        Zh => format!("{}（第{}行）", q(Zh, team), row_ranges(rows, Zh)),
                        En => format!("{} (rows {})", q(En, team), row_ranges(rows, En)),
                    })
                    .collect()
            };
            zh_en!(
                lang,
                format!(
                    "团体奖「{prize}」：“{column}”列的{}写法相近，可能是同一队，现按不同的队分别计算。若是同一队，请统一写法；若确是不同的队，可不理会。",
                    each(Zh).join("与")
                ),
                format!(
                    "team prize \"{prize}\": the \"{column}\" column writes {}, nearly the same, perhaps one team; they are counted as different teams: write one team the same way throughout, or ignore this if they are different teams",
                    each(En).join(" and ")
                )
            )
        }
        Msg::TeamNoneFull {
            file,
            line,
            prize,
            counted,
            largest,
            vacant,
        } => {
            let at = crate::msg::text::rules_line(file, *line, lang);
            zh_en!(
                lang,
                format!(
                    "{at}：团体奖「{prize}」每队取前{counted}名（counted = {counted}），但人数最多的队只有 {largest} 人，没有一队足额。{}请核对 counted 和各队的“单位”（或“地区”）。",
                    match vacant {
                        Some(v) => format!("团体名次全部空缺，{v} 未发。"),
                        None => "各队都按不足额排名（人数多者在前）。".to_string(),
                    }
                ),
                format!(
                    "{at}: the team prize \"{prize}\" counts each team's best {counted} (counted = {counted}), but the largest team has {largest} players, so no team is full; {}; check counted and the players' teams",
                    match vacant {
                        Some(v) => format!("every team place is vacant, {v} unpaid"),
                        None =>
                            "every team is ranked as a short team (more players first)".to_string(),
                    }
                )
            )
        }
        Msg::TeamScoreBlank { prize, sheet, rows } => zh_en!(
            lang,
            format!(
                "团体奖「{prize}」按积分之和排名（by = \"积分\"），而{sheet} 第{}行（积分）为空，这些棋手都属于某一队。空白不能当作 0 分，请填写积分。",
                row_ranges(rows, Zh)
            ),
            format!(
                "the team prize \"{prize}\" adds up 积分 (by = \"积分\"), but {sheet} row {} (积分) is blank for players in a team; a blank is not 0 points: fill it in",
                row_ranges(rows, En)
            )
        ),
        Msg::ChosenNotFound { award, no } => zh_en!(
            lang,
            format!("{award}：规则文件列出的编号 {no} 不在本表中，此人未发。请核对编号。"),
            format!(
                "{award}: no. {no}, named by the rules file, is not on this sheet; nothing is given"
            )
        ),
        Msg::PaymentNamedNotFound { payment, group, no } => zh_en!(
            lang,
            format!(
                "{payment}：规则文件列出的“{group}:{no}”不在「{group}」表中（该表没有编号 {no}），无法支付。请核对组别和编号，改为成绩表中的编号。"
            ),
            format!(
                "{payment}: \"{group}:{no}\", named by the rules file, is not on the sheet {group} (no player numbered {no}), so it cannot be paid; check the group and the number and write the one the standings give"
            )
        ),
        Msg::SubsidyNoMarker {
            sheet,
            column,
            subsidy,
        } => zh_en!(
            lang,
            format!(
                "「{sheet}」工作表没有“{column}”列，该表无人可申请{subsidy}。如有申请人，请补上“{column}”列。"
            ),
            format!("{sheet} has no {column} column: no {subsidy} candidates there")
        ),
        Msg::TitleUnknown { titles } => zh_en!(
            lang,
            format!(
                "以下称号不是已知的称号，不按大师计：{}。若其中有大师称号，请在规则文件的 master_titles 中加上。",
                titles
                    .iter()
                    .map(|t| format!("「{t}」"))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            format!(
                "称号 values that are no known title, so not a master: {}; if one is a master title, add it to master_titles in the rules file",
                titles.join(", ")
            )
        ),
        Msg::FallbackFromId { sheet, column } => zh_en!(
            lang,
            format!("{sheet} 没有“{column}”列：{column}取自身份证号。"),
            format!("{sheet} has no {column} column: {column} is taken from the ID numbers")
        ),
        Msg::FallbackNoPrelim { sheet } => zh_en!(
            lang,
            format!("{sheet} 没有“预赛名次”列：名次并列的选手平分所占名次的奖金。"),
            format!(
                "{sheet} has no 预赛名次 column: players sharing a place share the money of the places they cover"
            )
        ),
        Msg::BornOnBoundary {
            no,
            name,
            born,
            schedule,
            first,
            list,
        } => zh_en!(
            lang,
            format!(
                "{no}号{name}：{born}出生，正是{}「{schedule}」出生日期范围的{}，已计入（“{}”含当日）。请对照规程核对。",
                if *list { "资格名单" } else { "" },
                if *first { "首日" } else { "末日" },
                if *first {
                    "以后出生"
                } else {
                    "以前出生"
                }
            ),
            format!(
                "{no} {name}: born {born}, the {} day of the birth-date window of {}\"{schedule}\", counted in (the day is included); check it against the regulation",
                if *first { "first" } else { "last" },
                if *list { "the qualifier list " } else { "" }
            )
        ),
        _ => return None,
    })
}
