//! The pieces of wording several areas' messages share: a value quoted as
//! typed, a list of names, a range of places, the owner of a prize, what a
//! value should be, a tie, who … each in Chinese beside English, as the
//! messages themselves are. Wording one area alone uses stays in its file.

use crate::msg::Lang;
use crate::msg::{Expected, Owner, OwnerKind, Tie, Who, list, quote};
use crate::zh_en;

pub(super) fn q(lang: Lang, value: &str) -> String {
    quote(value, lang)
}

pub(super) fn names(lang: Lang, items: &[String]) -> String {
    if items.is_empty() {
        zh_en!(lang, "无", "none").to_string()
    } else {
        list(items, lang)
    }
}

/// "3" or "3–4".
pub(super) fn range(
    from: impl std::fmt::Display + PartialEq,
    to: impl std::fmt::Display + PartialEq,
) -> String {
    if from.to_string() == to.to_string() {
        from.to_string()
    } else {
        format!("{from}–{to}")
    }
}

/// "place 3" or "places 3-4" (English).
pub(super) fn places(from: impl std::fmt::Display, to: impl std::fmt::Display) -> String {
    let (a, b) = (from.to_string(), to.to_string());
    if a == b {
        format!("place {a}")
    } else {
        format!("places {a}-{b}")
    }
}

pub(super) fn owner(lang: Lang, o: &Owner) -> String {
    match o {
        Owner::Schedule(id) => zh_en!(lang, format!("奖项「{id}」"), format!("schedule \"{id}\"")),
        Owner::Subsidy(id) => zh_en!(lang, format!("补贴「{id}」"), format!("subsidy \"{id}\"")),
        Owner::Payment(id) => zh_en!(lang, format!("支付「{id}」"), format!("payment \"{id}\"")),
        Owner::Award(id) => zh_en!(lang, format!("评选奖「{id}」"), format!("award \"{id}\"")),
        Owner::Team(id) => zh_en!(
            lang,
            format!("团体奖「{id}」"),
            format!("team prize \"{id}\"")
        ),
        Owner::Qualifier(id) => zh_en!(
            lang,
            format!("资格名单「{id}」"),
            format!("qualifier list \"{id}\"")
        ),
        Owner::Amendment(date, id) => zh_en!(
            lang,
            format!("{date}补充通知中的奖项「{id}」"),
            format!("amendment {date}, schedule \"{id}\"")
        ),
        Owner::NewSchedule(date, id) => zh_en!(
            lang,
            format!("{date}补充通知新增的奖项「{id}」"),
            format!("amendment {date}, new schedule \"{id}\"")
        ),
    }
}

pub(super) fn expected(lang: Lang, e: &Expected) -> String {
    let text = match e {
        Expected::OneOf(words) => {
            return zh_en!(
                lang,
                format!("以下之一：{}", quoted_words(lang, words)),
                format!("one of {}", quoted_words(lang, words))
            );
        }
        Expected::Text => zh_en!(lang, "带引号的文字", "text in quotes"),
        Expected::Bool => zh_en!(lang, "true 或 false", "true or false"),
        Expected::Whole => zh_en!(lang, "整数", "a whole number"),
        Expected::Amount => zh_en!(
            lang,
            "带引号的金额，如 \"1500\"",
            "an amount in quotes, like \"1500\""
        ),
        Expected::Date => zh_en!(
            lang,
            "带引号的日期，如 \"2019-05-01\"",
            "a date in quotes, like \"2019-05-01\""
        ),
        Expected::Rate => zh_en!(
            lang,
            "带引号的税率，如 \"0.20\"",
            "a rate in quotes, like \"0.20\""
        ),
        Expected::Place => zh_en!(
            lang,
            "名次（如 \"5\"）或名次范围（如 \"5-8\"）",
            "a place like \"5\" or a range like \"5-8\""
        ),
        Expected::List => zh_en!(lang, "列表", "a list"),
        Expected::Table => zh_en!(lang, "表", "a table"),
    };
    text.to_string()
}

pub(super) fn quoted_words(lang: Lang, words: &[String]) -> String {
    words
        .iter()
        .map(|w| format!("\"{w}\""))
        .collect::<Vec<_>>()
        .join(zh_en!(lang, "、", ", "))
}

pub(super) fn kind(lang: Lang, k: OwnerKind) -> &'static str {
    match k {
        OwnerKind::Schedule => zh_en!(lang, "奖项", "schedule"),
        OwnerKind::Subsidy => zh_en!(lang, "补贴", "subsidy"),
        OwnerKind::Payment => zh_en!(lang, "支付", "payment"),
        OwnerKind::Award => zh_en!(lang, "评选奖", "award"),
        OwnerKind::Qualifier => zh_en!(lang, "资格名单", "qualifier list"),
        OwnerKind::Team => zh_en!(lang, "团体奖", "team prize"),
    }
}

pub(super) fn tie(lang: Lang, t: &Tie) -> String {
    zh_en!(
        lang,
        format!(
            "{}第{}名：{}（{}，名次 {}）并列，所涉名次奖金不同（{}）",
            t.schedule_name,
            t.place,
            t.players
                .iter()
                .map(|(no, name)| format!("{no}号{name}"))
                .collect::<Vec<_>>()
                .join("、"),
            t.group,
            t.rank,
            t.amounts.join("、")
        ),
        format!(
            "{} place {}: unresolved tie between {} ({}, 名次 {}) covering amounts {}",
            t.schedule,
            t.place,
            t.players
                .iter()
                .map(|(no, name)| format!("{no}/{name}"))
                .collect::<Vec<_>>()
                .join(", "),
            t.group,
            t.rank,
            t.amounts.join("/")
        )
    )
}

pub(super) fn who(lang: Lang, w: &Who) -> String {
    zh_en!(
        lang,
        format!("{} {}（名次 {}，第 {} 行）", w.no, w.name, w.rank, w.row),
        format!("{} {} (place {}, row {})", w.no, w.name, w.rank, w.row)
    )
}
