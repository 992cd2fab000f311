//! The words of the messages about corrections after the ceremony: the
//! results.json of the run that was paid, read back and checked.

use crate::msg::{Lang, Msg};
use crate::zh_en;

/// What a paid file says when it does not agree with itself.
const PAID_EDITED_ZH: &str =
    "已发放的结果文件不能手工修改，否则会多付或少付；请选用发放时运行写出的原文件。";
const PAID_EDITED_EN: &str = "the paid results file must not be edited by hand, or money is paid twice or not at all: use the file run wrote when paying";

/// A part of the money rules (`corrections::money_rules`) as the rules
/// file names it.
fn rules_part(kind: &str, lang: Lang) -> String {
    let (zh, en) = match kind {
        "groups" => ("组别（[[groups]]）", "groups ([[groups]])"),
        "schedules" => (
            "名次奖（[[schedules]]，含名额与递补）",
            "place prizes ([[schedules]], reserved places and filling included)",
        ),
        "subsidies" => ("补贴（[[subsidies]]）", "subsidies ([[subsidies]])"),
        "payments" => ("退费与补助（[[payments]]）", "payments ([[payments]])"),
        "awards" => (
            "组委会评选的奖（[[awards]]）",
            "committee awards ([[awards]])",
        ),
        "teams" => ("团体奖（[[teams]]）", "team prizes ([[teams]])"),
        "tax" => ("代扣个税（[tax]）", "tax withholding ([tax])"),
        "regions" => ("地区（[regions]）", "regions ([regions])"),
        "settings" => ("设置（[settings]）", "settings ([settings])"),
        other => (other, other),
    };
    lang.pick(zh, en).to_string()
}

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
        Msg::PaidRead { path, detail } => zh_en!(
            lang,
            format!(
                "无法读取已发放的结果文件 {path}。请检查文件名和路径（应为发放时运行写出的结果文件）。"
            ),
            format!(
                "cannot read the paid results file {path}: {detail} (it should be the results.json that run wrote then)"
            )
        ),
        Msg::PaidDamaged {
            file,
            line,
            column,
            detail,
        } => zh_en!(
            lang,
            format!(
                "{file} 不是完整的结果文件（第{line}行第{column}列起读不下去）。请使用发放时运行写出的结果文件，不要手工修改。"
            ),
            format!(
                "{file} is not a whole results.json (reading stopped at line {line}, column {column}: {detail}); use the results.json that run wrote, unedited"
            )
        ),
        Msg::PaidOtherEvent { file, paid, now } => zh_en!(
            lang,
            format!(
                "{file} 是「{paid}」的结果，而本次是「{now}」。请选用本赛事发放时写出的结果文件。"
            ),
            format!(
                "{file} holds the results of \"{paid}\", but this run is \"{now}\"; choose the results.json paid at this event"
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
                "{file} 的设置 {key} 为「{paid}」，本次为「{now}」。请用发放时的规则文件和设置（如每人可领几项名次奖）重新运行。"
            ),
            format!(
                "{file} has setting {key} \"{paid}\", this run \"{now}\"; run again with the rules file and settings (such as --prizes-per-player) used when paying"
            )
        ),
        Msg::PaidOtherSchedule {
            file,
            schedule,
            paid,
            now,
        } => zh_en!(
            lang,
            format!(
                "{file} 中奖项 {schedule} 的计划金额为「{paid}」，本次规则为「{now}」。更正只改成绩，请用发放时的规则文件。"
            ),
            format!(
                "{file} plans \"{paid}\" for schedule {schedule}, these rules \"{now}\"; a correction changes the standings only: use the rules file used when paying"
            )
        ),
        Msg::PaidOtherTax { file, paid, now } => zh_en!(
            lang,
            format!(
                "{file} {}代扣个税，本次规则{}代扣个税。请用发放时的规则文件。",
                if *paid { "已" } else { "未" },
                if *now { "要" } else { "不" }
            ),
            format!(
                "{file} {} tax, these rules {}; use the rules file used when paying",
                if *paid { "withheld" } else { "withheld no" },
                if *now { "withhold it" } else { "withhold none" }
            )
        ),
        Msg::PaidUnknownGroup { file, group } => zh_en!(
            lang,
            format!(
                "{file} 中有组别「{group}」，本次规则没有这一组。请选用本赛事发放时写出的结果文件。"
            ),
            format!(
                "{file} has group \"{group}\", which these rules lack; choose the results.json paid at this event"
            )
        ),
        Msg::PaidOtherPlayer {
            file,
            group,
            no,
            paid,
            now,
        } => zh_en!(
            lang,
            format!(
                "{file} 中 {group} 编号{no} 是「{paid}」，更正后的成绩表中是「{now}」。请核对是否选错了文件或编号。"
            ),
            format!(
                "{file} has {group} no. {no} as \"{paid}\", the corrected standings as \"{now}\"; check that the file and the numbers are the right ones"
            )
        ),
        Msg::PaidTooLarge { file, size, limit } => zh_en!(
            lang,
            format!(
                "{file} 有 {size} 字节，超过已发放结果文件的上限 {limit} 字节。请选用发放时运行写出的 results.json，不要选成绩表或其他文件。"
            ),
            format!(
                "{file} is {size} bytes, over the {limit} bytes a paid results file may have; choose the results.json that run wrote when paying, not the standings or another file"
            )
        ),
        Msg::PaidNoRulesRecord { file } => zh_en!(
            lang,
            format!(
                "{file} 未记录发放时的奖金规则（旧版 results.json），无法确认本次的奖金规则与发放时相同。请用本版本以发放时的成绩表和规则文件重新运行一次，核对金额与已发放的相同后，以其 results.json 作为已发放的结果。"
            ),
            format!(
                "{file} does not record the money rules it was paid under (an older results.json), so these rules cannot be shown to be the same; run this version once on the standings and rules file used when paying, check its amounts are those paid, and use its results.json as the paid results"
            )
        ),
        Msg::PaidOtherRules { file, kind } => zh_en!(
            lang,
            format!(
                "{file} 发放时的{}与本次规则文件不同（金额、税率、名额、条件或人选有改动）。成绩更正只改成绩表，不改奖金规则；请用发放时的规则文件重新运行。",
                rules_part(kind, lang)
            ),
            format!(
                "{file} was paid under other {} than these rules (an amount, rate, reserved place, condition or choice changed); a correction changes the standings only: run again with the rules file used when paying",
                rules_part(kind, lang)
            )
        ),
        Msg::PaidPayeeTwice { file, payee } => zh_en!(
            lang,
            format!(
                "{file} 的领奖名单（payouts）中 {} 编号{} {} 出现了不止一次。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} lists {} no. {} {} more than once among the payees (payouts); {PAID_EDITED_EN}",
                payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidTotalNotItems {
            file,
            payee,
            total,
            items,
        } => zh_en!(
            lang,
            format!(
                "{file} 中 {} 编号{} {} 的合计（payouts 的 total）为 {total}，而其各项奖金（awards、subsidies、payments、chosen）相加为 {items}。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} gives {} no. {} {} a total of {total} (payouts), but his prize items (awards, subsidies, payments, chosen) add up to {items}; {PAID_EDITED_EN}",
                payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidTaxNotSum {
            file,
            payee,
            gross,
            parts,
        } => zh_en!(
            lang,
            format!(
                "{file} 中 {} 编号{} {} 的应发为 {gross}，而代扣个税与实发相加为 {parts}。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} gives {} no. {} {} a gross of {gross}, but the tax and the net add up to {parts}; {PAID_EDITED_EN}",
                payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidPayeeNoAward { file, payee, total } => zh_en!(
            lang,
            format!(
                "{file} 的领奖名单（payouts）中有 {} 编号{} {}（合计 {total}），但该次的获奖名单（awards、subsidies、payments、chosen）中没有此人。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} lists {} no. {} {} as a payee ({total}), but the award lists of that run (awards, subsidies, payments, chosen) do not have him; {PAID_EDITED_EN}",
                payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidWinnerNotPaid {
            file,
            payee,
            amount,
        } => zh_en!(
            lang,
            format!(
                "{file} 的获奖名单中 {} 编号{} {} 得奖金 {amount}，但领奖名单（payouts）中没有此人。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} awards {} no. {} {} {amount}, but the payees (payouts) do not have him; {PAID_EDITED_EN}",
                payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidPayeeNoStanding { file, payee } => zh_en!(
            lang,
            format!(
                "{file} 的领奖名单（payouts）中 {} 编号{} {} 没有记录成绩（standing），而其他领奖人都有。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} records no standings (standing) for the payee {} no. {} {}, but does for the others; {PAID_EDITED_EN}",
                payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidBudgetNotItems {
            file,
            at,
            schedule,
            awarded,
            items,
        } => zh_en!(
            lang,
            format!(
                "{file} 的预算 {at}（奖项 {schedule}）已发 {awarded}，而获奖名单中该奖项的金额相加为 {items}。{}",
                PAID_EDITED_ZH
            ),
            format!(
                "{file}'s budget {at} (schedule {schedule}) has {awarded} awarded, but the award lists add up to {items} for it; {PAID_EDITED_EN}"
            )
        ),
        Msg::PaidBudgetNotPlanned {
            file,
            at,
            schedule,
            planned,
            parts,
        } => zh_en!(
            lang,
            format!(
                "{file} 的预算 {at}（奖项 {schedule}）计划 {planned}，而已发、空缺与余额相加为 {parts}。{}",
                PAID_EDITED_ZH
            ),
            format!(
                "{file}'s budget {at} (schedule {schedule}) plans {planned}, but awarded, vacant and remainder add up to {parts}; {PAID_EDITED_EN}"
            )
        ),
        Msg::PaidGrandTotal {
            file,
            budget,
            payees,
        } => zh_en!(
            lang,
            format!(
                "{file} 的预算（budget）已发合计 {budget}，而领奖名单（payouts）的合计相加为 {payees}。{}",
                PAID_EDITED_ZH
            ),
            format!(
                "{file}'s budget has {budget} awarded in all, but the payees' totals (payouts) add up to {payees}; {PAID_EDITED_EN}"
            )
        ),
        _ => return None,
    })
}
