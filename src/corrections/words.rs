//! The wording of a correction for a person: what was paid and for what,
//! what is due now and for what, and which standings corrections moved it
//! ("已发 5000.00（公开组名次奖 第3名）；现应得 3000.00（公开组名次奖 第4名）…
//! 原因：公开组 名次更正…"). `explain --paid`, the 更正说明 sheet and the
//! page all print these words; the comparison itself carries none.

use super::facts::Change;
use super::{Cause, Corrections, Item, Line};
use crate::msg::Lang;
use crate::rules::Rules;

/// "公开组名次奖 第3名 5000.00", a subsidy "大学生食宿补贴 300.00".
pub fn item(rules: &Rules, item: &Item, lang: Lang) -> String {
    let name = rules.name_of(&item.source).unwrap_or(&item.source);
    match (item.place, lang) {
        (Some(p), Lang::Zh) => format!("{name} 第{p}名 {}", item.amount),
        (Some(p), Lang::En) => format!("{name} place {p} {}", item.amount),
        (None, _) => format!("{name} {}", item.amount),
    }
}

/// The items of one side, or "无" when there are none.
fn items(rules: &Rules, list: &[Item], lang: Lang) -> String {
    if list.is_empty() {
        return lang.pick("无奖项", "no prize").to_string();
    }
    let sep = lang.pick("、", ", ");
    list.iter()
        .map(|i| item(rules, i, lang))
        .collect::<Vec<_>>()
        .join(sep)
}

/// "已发 5000.00（公开组名次奖 第3名 5000.00）；现应得 3000.00（…）".
pub fn was_now(rules: &Rules, line: &Line, lang: Lang) -> String {
    let (paid, due) = (line.paid.total, line.due.total);
    let (was, now) = (items(rules, &line.was, lang), items(rules, &line.now, lang));
    match lang {
        Lang::Zh => format!("已发 {paid}（{was}）；现应得 {due}（{now}）"),
        Lang::En => format!("was {paid} ({was}); now {due} ({now})"),
    }
}

/// A blank value as a sheet would show it.
fn shown(value: &str, lang: Lang) -> String {
    match value.is_empty() {
        true => lang.pick("（空白）", "(blank)").to_string(),
        false => value.to_string(),
    }
}

/// "公开组 张三（编号17）的名次（3→4）".
pub fn change(line: &Line, change: &Change, lang: Lang) -> String {
    let (before, after) = (shown(&change.before, lang), shown(&change.after, lang));
    let column = change.column.header();
    match lang {
        Lang::Zh => format!(
            "{} {}（编号{}）的{column}（{before}→{after}）",
            line.group, line.name, line.no
        ),
        Lang::En => format!(
            "{} {} (no. {})'s {column} ({before} → {after})",
            line.group, line.name, line.no
        ),
    }
}

/// One cause in words.
fn cause(rules: &Rules, cause: &Cause, lang: Lang) -> String {
    match (cause, lang) {
        (Cause::Changed(line, c), Lang::Zh) => format!("更正了{}", change(line, c, lang)),
        (Cause::Changed(line, c), Lang::En) => {
            format!("the correction of {}", change(line, c, lang))
        }
        (Cause::Entered(line), Lang::Zh) => format!(
            "{} {}（编号{}）现得 {}（已发放时未获奖，其当时成绩未记录）",
            line.group,
            line.name,
            line.no,
            items(rules, &line.now, lang)
        ),
        (Cause::Entered(line), Lang::En) => format!(
            "{} {} (no. {}) now holding {} (paid nothing then; their standings then are not recorded)",
            line.group,
            line.name,
            line.no,
            items(rules, &line.now, lang)
        ),
        (Cause::Gone(line), Lang::Zh) => format!(
            "{} {}（编号{}）不在更正后的成绩表中",
            line.group, line.name, line.no
        ),
        (Cause::Gone(line), Lang::En) => format!(
            "{} {} (no. {}) is not in the corrected standings",
            line.group, line.name, line.no
        ),
    }
}

/// Why the person's money changed: the corrections behind it, or why
/// they cannot be named.
pub fn why(rules: &Rules, corrections: &Corrections, line: &Line, lang: Lang) -> String {
    why_from(rules, corrections, line, &corrections.causes(line), lang)
}

/// `why`, from the `causes` of `line` (`Corrections::causes_all` gives
/// every line's at once).
fn why_from(
    rules: &Rules,
    corrections: &Corrections,
    line: &Line,
    causes: &[Cause],
    lang: Lang,
) -> String {
    if !causes.is_empty() {
        let sep = lang.pick("；", "; ");
        let list: Vec<String> = causes.iter().map(|c| cause(rules, c, lang)).collect();
        return match lang {
            Lang::Zh => list.join(sep),
            Lang::En => format!("after {}", list.join(sep)),
        };
    }
    let said = match (corrections.recorded, line.paid.total.is_zero(), lang) {
        (false, _, Lang::Zh) => {
            "已发放的结果文件未记录选手成绩（旧版 results.json），只能按更正后的成绩重算，更正了哪一项从略"
        }
        (false, _, Lang::En) => {
            "the paid results file records no standings (an older results.json): recomputed from the corrected standings, the item corrected is not named"
        }
        (true, true, Lang::Zh) => {
            "此人已发放时未获奖，其当时成绩未记录在已发放的结果中，更正了哪一项从略"
        }
        (true, true, Lang::En) => {
            "this person was paid nothing then, so the paid results do not record their standings: the item corrected is not named"
        }
        (true, false, Lang::Zh) => {
            "已发放的结果中此人及同一奖项的变动者的成绩均未变，更正了哪一项从略"
        }
        (true, false, Lang::En) => {
            "the paid results show no change in the standings of this person or the others of the same prizes: the item corrected is not named"
        }
    };
    said.to_string()
}

/// The whole answer for one person: was/now, the difference, and why.
pub fn explanation(rules: &Rules, corrections: &Corrections, line: &Line, lang: Lang) -> String {
    explanation_from(rules, corrections, line, &corrections.causes(line), lang)
}

/// `explanation` of every person listed, in the lines' order, the causes
/// found once for all.
pub fn explanations(rules: &Rules, corrections: &Corrections, lang: Lang) -> Vec<String> {
    (corrections.lines.iter())
        .zip(corrections.causes_all())
        .map(|(line, causes)| explanation_from(rules, corrections, line, &causes, lang))
        .collect()
}

fn explanation_from(
    rules: &Rules,
    corrections: &Corrections,
    line: &Line,
    causes: &[Cause],
    lang: Lang,
) -> String {
    let why = why_from(rules, corrections, line, causes, lang);
    let diff = line.in_hand();
    let todo = match (diff.more, lang) {
        (true, Lang::Zh) => format!("应补发 {}", diff.amount),
        (false, Lang::Zh) => format!("应退回 {}", diff.amount),
        (true, Lang::En) => format!("to pay {}", diff.amount),
        (false, Lang::En) => format!("to return {}", diff.amount),
    };
    let in_hand = match (line.due.withheld.is_some(), lang) {
        (true, Lang::Zh) => "（实发）",
        (true, Lang::En) => " (net)",
        (false, _) => "",
    };
    match lang {
        Lang::Zh => format!(
            "{}；差额 {}，{todo}{in_hand}。原因：{}。",
            was_now(rules, line, lang),
            line.difference(),
            why
        ),
        Lang::En => format!(
            "{}; difference {}, {todo}{in_hand}; {}.",
            was_now(rules, line, lang),
            line.difference(),
            why
        ),
    }
}

/// The line `run --paid` adds to its summary.
pub fn summary(corrections: &Corrections, lang: Lang) -> String {
    let (pay, back) = corrections.to_pay_and_return();
    let count = |more: bool| {
        corrections
            .lines
            .iter()
            .filter(|l| !l.in_hand().is_zero() && l.in_hand().more == more)
            .count()
    };
    let mut s = match lang {
        Lang::Zh => format!(
            "成绩更正（对照 {}）：补发 {} 人共 {pay}，退回 {} 人共 {back}，见 corrections.xlsx。",
            corrections.file,
            count(true),
            count(false)
        ),
        Lang::En => format!(
            "Corrections (against {}): {} to pay, {pay} in all; {} to return, {back} in all; see corrections.xlsx.",
            corrections.file,
            count(true),
            count(false)
        ),
    };
    if !corrections.teams.is_empty() {
        let (pay, back) = corrections.teams_to_pay_and_return();
        let teams = |more: bool| {
            (corrections.teams.iter())
                .filter(|t| t.difference().more == more)
                .count()
        };
        s.push_str(&match lang {
            Lang::Zh => format!(
                "团体奖：补发 {} 队共 {pay}，退回 {} 队共 {back}，见 团体奖更正。",
                teams(true),
                teams(false)
            ),
            Lang::En => format!(
                " Team prizes: {} teams to pay, {pay} in all; {} to return, {back} in all; see Team corrections.",
                teams(true),
                teams(false)
            ),
        });
    }
    s
}

/// The section `explain --paid` appends for the player `id`: how the
/// correction changed their money and why, or that it did not.
pub fn section(
    rules: &Rules,
    corrections: &Corrections,
    id: crate::engine::PlayerId,
    lang: Lang,
) -> String {
    let body = match corrections.of(id) {
        Some(line) => explanation(rules, corrections, line, lang),
        None => lang
            .pick(
                "此人的奖金与已发放的相同，无需补发或退回。",
                "this person's money is what was paid: nothing to pay or return.",
            )
            .to_string(),
    };
    match lang {
        Lang::Zh => format!("\n成绩更正（对照 {}）：\n  {body}\n", corrections.file),
        Lang::En => format!("\nCorrection (against {}):\n  {body}\n", corrections.file),
    }
}
