//! The words of the messages the prize engine raises while it computes: a
//! player's data as a pool sees it, ties, a qualifier list's cut, payees
//! held back for a document.

use super::helpers::tie;
use crate::msg::Lang::{self, En, Zh};
use crate::msg::Msg;
use crate::zh_en;

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
        Msg::PoolBlank {
            no,
            name,
            column,
            pools,
        } => zh_en!(
            lang,
            format!(
                "{no}号{name}：{column}为空，因此不参加{}。如该选手应参加，请补上{column}。",
                pools.join("、")
            ),
            format!(
                "{no} {name}: {column} is blank, so not in {}",
                pools.join(", ")
            )
        ),
        Msg::AgeOutsideBands {
            no,
            name,
            age,
            born,
        } => zh_en!(
            lang,
            format!(
                "{no}号{name}：{age}岁（{born}出生），不在任何年龄段内，不领年龄段名次奖。请核对出生日期。"
            ),
            format!(
                "{no} {name}: age {age} (born {born}) is outside every age band; no age-band prize"
            )
        ),
        Msg::TieSharedEqually { tie: t } => zh_en!(
            lang,
            format!("{}，已平分。", tie(Zh, t)),
            format!("{}; shared equally", tie(En, t))
        ),
        Msg::TieUnresolved { tie: t } => zh_en!(
            lang,
            format!(
                "{}，须由裁判定出先后。请在成绩表中改正名次或补上预赛名次后再算。",
                tie(Zh, t)
            ),
            format!("{}; the arbiters must settle it", tie(En, t))
        ),
        Msg::QualifierTieAtCut {
            list,
            count,
            place,
            top,
        } => zh_en!(
            lang,
            format!("资格名单“{list}”：{count} 人并列第{place}名，跨过前{top}名的界线，全部列入。"),
            format!(
                "{list} qualifier list: {count} players tied at place {place} across the cut of {top}; all are listed"
            )
        ),
        Msg::EngineMissingGroup { sheet } => zh_en!(
            lang,
            format!("成绩表中没有规则文件所列的「{sheet}」工作表。"),
            format!("the standings have no sheet \"{sheet}\" named by the rules")
        ),
        Msg::EngineFailed { stacking, reason } => zh_en!(
            lang,
            format!("按“{stacking}”方式计奖时：{}", super::render(reason, Zh)),
            format!(
                "prizes per player \"{stacking}\": {}",
                super::render(reason, En)
            )
        ),
        Msg::EngineReservedOnePrize { schedule } => zh_en!(
            lang,
            format!(
                "奖项“{schedule}”的名额定额（reserved 的 amount）没有写 unless_top，或前 unless_top 名有奖金少于定额，不能按每人限得一项（--prizes-per-player one）计奖：名额棋手无法在定额和别的奖项之间就高领取。请去掉 --prizes-per-player one，按规则文件的兼得方式计奖。"
            ),
            format!(
                "schedule \"{schedule}\" has a reserved amount without unless_top, or a place within unless_top paying less than it, which cannot be handed out one prize per player (--prizes-per-player one): a reserved player could not take the higher of the amount and another prize; run without --prizes-per-player one"
            )
        ),
        Msg::EngineReservedAmountTwice { schedule, other } => zh_en!(
            lang,
            format!(
                "奖项“{schedule}”和“{other}”都写了名额定额（reserved 的 amount），不能按每人限得一项（--prizes-per-player one）计奖：同一名棋手可能同时是两项名额的人选。请去掉 --prizes-per-player one，按规则文件的兼得方式计奖。"
            ),
            format!(
                "schedules \"{schedule}\" and \"{other}\" both pay reserved players a fixed amount, which cannot be handed out one prize per player (--prizes-per-player one): a player of both sub-pools could be owed both; run without --prizes-per-player one"
            )
        ),
        Msg::PayeeNoId { no, name, total } => zh_en!(
            lang,
            format!("领款人 {no} {name}（合计 {total}）没有有效的身份证号：付款需登记身份证号。"),
            format!(
                "payee {no} {name} (total {total}) has no valid ID number, which a payment must record"
            )
        ),
        Msg::PayeeNoDocument {
            no,
            name,
            total,
            column,
        } => zh_en!(
            lang,
            format!(
                "领款人 {no} {name}（合计 {total}）的“{column}”为空：付款需登记{column}。请补上后再发放。"
            ),
            format!(
                "payee {no} {name} (total {total}) has a blank {column}, which a payment must record; fill it in before paying"
            )
        ),
        Msg::AgeOnBoundary {
            no,
            name,
            born,
            age,
            schedule,
            oldest,
            list,
        } => zh_en!(
            lang,
            format!(
                "{no}号{name}：{born}出生，{age}岁，正是{}「{schedule}」年龄{}，已计入。请对照规程核对年龄算法及“{age}岁{}”是否含{age}岁。",
                if *list { "资格名单" } else { "" },
                if *oldest {
                    format!("上限{age}岁的最早出生日（早一天出生就超龄）")
                } else {
                    format!("下限{age}岁的最晚出生日（晚一天出生就不满{age}岁）")
                },
                if *oldest { "以下" } else { "以上" }
            ),
            format!(
                "{no} {name}: born {born}, age {age}, the {} birth date the age limit ({} {age}) of {}\"{schedule}\" admits, counted in (born a day {} the player would be outside it); check the age rule and that the limit includes age {age}",
                if *oldest { "earliest" } else { "latest" },
                if *oldest { "at most" } else { "at least" },
                if *list { "the qualifier list " } else { "" },
                if *oldest { "earlier" } else { "later" }
            )
        ),
        Msg::PoolOutsideBirth {
            no,
            name,
            born,
            age,
            missed,
        } => zh_en!(
            lang,
            format!(
                "{no}号{name}（{born}出生{}）不符合{}的年龄或出生日期条件，也不在本组其他奖项之内，因此不领名次奖。请核对出生日期与规程。",
                age.map_or(String::new(), |a| format!("，{a}岁")),
                missed
                    .iter()
                    .map(|(schedule, place)| format!("「{schedule}」（否则可得第{place}名）"))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            format!(
                "{no} {name} (born {born}{}) is outside the age or birth-date limits of {} and in no other schedule of the group, so wins no place prize; check the birth date against the regulation",
                age.map_or(String::new(), |a| format!(", age {a}")),
                missed
                    .iter()
                    .map(|(schedule, place)| format!("\"{schedule}\" (else place {place})"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        ),
        Msg::ListOutsideBirth {
            no,
            name,
            born,
            age,
            missed,
        } => zh_en!(
            lang,
            format!(
                "{no}号{name}（{born}出生{}）不符合{}的年龄或出生日期条件，也不在本组其他资格名单之内，因此不入选。请核对出生日期与规程。",
                age.map_or(String::new(), |a| format!("，{a}岁")),
                missed
                    .iter()
                    .map(|(list, place)| format!("资格名单「{list}」（否则可列第{place}名）"))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            format!(
                "{no} {name} (born {born}{}) is outside the age or birth-date limits of {} and in no other qualifier list of the group, so is on no list; check the birth date against the regulation",
                age.map_or(String::new(), |a| format!(", age {a}")),
                missed
                    .iter()
                    .map(|(list, place)| format!(
                        "the qualifier list \"{list}\" (else place {place})"
                    ))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        ),
        _ => return None,
    })
}
