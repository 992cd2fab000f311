//! The words of the messages of the places audit: places checked against the
//! score columns and the phases before anyone is paid.

use super::helpers::who;
use crate::msg::Lang::{self, En, Zh};
use crate::msg::{Knockout, Msg, Order, Who};
use crate::zh_en;

/// "只能 5–8 由 4 人、9–16 由 8 人并列（或 3–4 由 2 人）" for a bracket of `size`.
fn bracket_shares(lang: Lang, size: u32) -> String {
    let mut parts = Vec::new();
    let mut k = 4;
    while 2 * k <= size {
        parts.push(zh_en!(
            lang,
            format!("{}–{} 由 {k} 人", k + 1, 2 * k),
            format!("{}-{} by {k}", k + 1, 2 * k)
        ));
        k *= 2;
    }
    match (parts.is_empty(), lang) {
        (true, Zh) => "只能 3–4 由 2 人并列".to_string(),
        (true, En) => "only 3-4 may be shared, by 2".to_string(),
        (false, Zh) => format!("只能 {} 并列（或 3–4 由 2 人）", parts.join("、")),
        (false, En) => format!("only {} may be shared (or 3-4 by 2)", parts.join(", ")),
    }
}

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
        Msg::AuditOrder { order } => {
            let Order {
                above,
                below,
                equal,
                column,
                fewer_first,
                values: (a, b),
            } = order.as_ref();
            zh_en!(
                lang,
                format!(
                    "{} 排在 {} 之前，但{}{column}为 {a} 对 {b}（{}），应排在后面。请裁判核对这两人的名次。",
                    who(Zh, above),
                    who(Zh, below),
                    if equal.is_empty() {
                        String::new()
                    } else {
                        format!("二人{}相同，", equal.join("、"))
                    },
                    if *fewer_first { "少者在前" } else { "多者在前" }
                ),
                format!(
                    "{} is placed above {}, but {}{column} is {a} against {b} ({}): the first should be placed below; please have the arbiters check the two places",
                    who(En, above),
                    who(En, below),
                    if equal.is_empty() {
                        String::new()
                    } else {
                        format!("with {} equal, ", equal.join(", "))
                    },
                    if *fewer_first { "fewer first" } else { "more first" }
                )
            )
        }
        Msg::AuditKnockout {
            fact: Knockout::Outsider { who: w, prelim, size },
        } => zh_en!(
            lang,
            format!(
                "{} 在淘汰赛名次（1–{size}）之内，但预赛名次 {prelim} 不在前 {size} 名，未进入淘汰赛。请核对该选手的名次或预赛名次。",
                who(Zh, w)
            ),
            format!(
                "{} is placed within the knockout's places (1-{size}), but 预赛名次 {prelim} is not in the top {size}: the player did not reach the knockout; check the place or the 预赛名次",
                who(En, w)
            )
        ),
        Msg::AuditKnockout {
            fact: Knockout::Missing { who: w, prelim, size },
        } => zh_en!(
            lang,
            format!(
                "{} 预赛名次 {prelim}，进入了淘汰赛（前 {size} 名），名次却在淘汰赛名次（1–{size}）之外。请核对该选手的名次或预赛名次。",
                who(Zh, w)
            ),
            format!(
                "{} has 预赛名次 {prelim} and so reached the knockout (top {size}), but is placed outside its places (1-{size}); check the place or the 预赛名次",
                who(En, w)
            )
        ),
        Msg::AuditKnockout {
            fact: Knockout::Bracket { place, players, size },
        } => {
            let rows = |row: fn(&Who) -> String| -> String {
                let names: Vec<String> = players.iter().map(row).collect();
                names.join(zh_en!(lang, "、", ", "))
            };
            zh_en!(
                lang,
                format!(
                    "名次 {place} 由 {} 人并列（{}），与 {size} 人淘汰赛的轮次不符：{}。请核对这些选手的名次。",
                    players.len(),
                    rows(|p| format!("{} {}（第 {} 行）", p.no, p.name, p.row)),
                    bracket_shares(Zh, *size)
                ),
                format!(
                    "place {place} is shared by {} ({}), which is no round of a {size}-player knockout: {}; check these places",
                    players.len(),
                    rows(|p| format!("{} {} (row {})", p.no, p.name, p.row)),
                    bracket_shares(En, *size)
                )
            )
        }
        Msg::AuditSummary { checked: false, not_done: 0, .. } => zh_en!(
            lang,
            "名次核对：未进行（规则未写明名次的产生阶段，或成绩表没有积分列）".to_string(),
            "places audit: not done (no phases in the rules, or no 积分 column)".to_string()
        ),
        Msg::AuditSummary { checked: false, not_done, .. } => zh_en!(
            lang,
            format!("名次核对：未做（{not_done} 个阶段缺少所需的列，见警告）"),
            format!(
                "places audit: not done ({not_done} phase(s) lack a column the order needs; see audit.not_done)"
            )
        ),
        Msg::AuditSummary { checked: true, found, not_done: 0 } => zh_en!(
            lang,
            format!("名次核对：发现 {found} 处与积分/破同分顺序不符"),
            format!(
                "places audit: {found} place{} out of order with the scores and tie-breaks",
                if *found == 1 { "" } else { "s" },
            )
        ),
        Msg::AuditSummary { checked: true, found, not_done } => zh_en!(
            lang,
            format!(
                "名次核对：{not_done} 个阶段未做（缺少所需的列，见警告）；已核对的部分有 {found} 处与积分/破同分顺序不符"
            ),
            format!(
                "places audit: {not_done} phase(s) not done for want of a column (audit.not_done); where checked, {found} place{} out of order",
                if *found == 1 { "" } else { "s" },
            )
        ),
        Msg::AuditRefused { found } => zh_en!(
            lang,
            format!(
                "名次核对：发现 {found} 处与积分/破同分顺序不符（audit = \"refuse\"）。请先改正名次再计算奖金。"
            ),
            format!(
                "places audit: {found} out of order (audit = \"refuse\"): fix the places first"
            )
        ),
        Msg::AuditNotDone { sheet, from, to, column } => zh_en!(
            lang,
            format!(
                "{sheet} 第{from}名{}的名次核对未做：表中没有“{column}”列。",
                match to {
                    Some(to) => format!("至第{to}名"),
                    None => "及以后".to_string(),
                }
            ),
            format!(
                "{sheet}: the places audit of places {from}{} was not done: the sheet has no {column} column",
                match to {
                    Some(to) => format!("-{to}"),
                    None => " and on".to_string(),
                }
            )
        ),
        Msg::AuditPartial { sheet, from, to, compared, column, unchecked } => zh_en!(
            lang,
            {
                let columns = |names: &[String]| -> String {
                    names.iter().map(|n| format!("“{n}”")).collect()
                };
                format!(
                    "{sheet} 第{from}名{}的名次只按{}核对：表中没有“{column}”列，这些列都相同的选手之间按{}排定的先后未核对。如要核对，请补上“{column}”列。",
                    match to {
                        Some(to) => format!("至第{to}名"),
                        None => "及以后".to_string(),
                    },
                    columns(compared),
                    columns(unchecked)
                )
            },
            format!(
                "{sheet}: places {from}{} were audited on {} only: the sheet has no {column} column, so the order among players equal on those, by {}, was not checked; add the {column} column to check it",
                match to {
                    Some(to) => format!("-{to}"),
                    None => " and on".to_string(),
                },
                compared.join(", "),
                unchecked.join(", ")
            )
        ),
        Msg::AuditSummaryPartial { found, not_done, partial } => zh_en!(
            lang,
            format!(
                "名次核对：{}已核对的部分有 {found} 处与积分/破同分顺序不符；其中 {partial} 个阶段缺少破同分列，只按前面的列核对（见警告）",
                if *not_done > 0 {
                    format!("{not_done} 个阶段未做（缺少所需的列，见警告）；")
                } else {
                    String::new()
                }
            ),
            format!(
                "places audit: {}where checked, {found} place{} out of order; {partial} phase(s) checked on their first tie-breaks only for want of a column (audit.partial)",
                if *not_done > 0 {
                    format!("{not_done} phase(s) not done for want of a column (audit.not_done); ")
                } else {
                    String::new()
                },
                if *found == 1 { "" } else { "s" },
            )
        ),
        Msg::AuditNotRun => zh_en!(
            lang,
            "名次核对：未做（规则文件或成绩表有错误，无法核对；改正后再核对）".to_string(),
            "places audit: not done (the rules or the standings have errors; fix them and check again)".to_string()
        ),
        _ => return None,
    })
}
