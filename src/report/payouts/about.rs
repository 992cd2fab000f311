//! Sheet 说明: which event, rules file (name and SHA-256), settings and
//! program version produced the workbook, what the run paid by kind (a
//! view of its ledger), and every warning of the run.

use crate::engine::KindTotals;
use crate::money::Money;
use crate::msg::{Lang, text};
use crate::report::Report;
use crate::report::xlsx::{Formats, Sheet, grouped, print_a4};
use crate::rules::{AgeRule, Combining, GrantKind, IdDocument, SplitUnit, TaxAmounts, TieRule};
use rust_xlsxwriter::Worksheet;

pub fn write(
    report: &Report,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let rules = report.rules;
    let stacking = match &report.outcome.combining {
        Combining::All => lang
            .pick(
                "每人可兼得：各奖项的名次奖可同时领取",
                "all: a player is paid every place prize won",
            )
            .to_string(),
        Combining::One => lang
            .pick(
                "每人限得一项：只领金额最高的一项名次奖（就高不就低），其余奖项名次顺延",
                "one: a player is paid only the highest place prize; the places below move up",
            )
            .to_string(),
        sets => sets.words(lang),
    };
    let ties = match rules.settings.ties {
        TieRule::Split => lang.pick(
            "平分：并列者平分所涉名次奖金之和，舍至分，余数列明",
            "split: the tied share the sum of the places' prizes, cut to the fen, the remainder shown",
        ),
        TieRule::Refuse => lang.pick(
            "拒绝：并列涉及不同金额时停止计算，由裁判决定",
            "refuse: a tie over different amounts stops the run for the arbiter to decide",
        ),
    };
    let split_unit = match rules.settings.split_unit {
        SplitUnit::Fen => lang.pick(
            "分：平分的奖金舍至分，余数列明",
            "fen: shared prizes cut to the fen, the remainder shown",
        ),
        SplitUnit::Jiao => lang.pick(
            "角：平分的奖金舍至角，余数列明",
            "jiao: shared prizes cut to the jiao (0.1), the remainder shown",
        ),
        SplitUnit::Yuan => lang.pick(
            "元：平分的奖金舍至整元，余数列明",
            "yuan: shared prizes cut to the whole unit, the remainder shown",
        ),
    };
    let age = match (rules.settings.age_rule, rules.settings.age_date, lang) {
        (AgeRule::CalendarYear, _, Lang::Zh) => format!(
            "按公历年份计算：年龄 = 比赛年份（{}）− 出生年份",
            rules.event_year
        ),
        (AgeRule::CalendarYear, _, Lang::En) => format!(
            "by calendar year: age = the event's year ({}) − year of birth",
            rules.event_year
        ),
        (AgeRule::CompletedYears, Some(date), Lang::Zh) => {
            format!("按周岁计算：截至 {date} 已满的周岁")
        }
        (AgeRule::CompletedYears, Some(date), Lang::En) => {
            format!("completed years on {date}")
        }
        (AgeRule::CompletedYears, None, _) => {
            lang.pick("按周岁计算", "completed years").to_string()
        }
    };
    let knockout: Vec<String> = rules
        .groups
        .iter()
        .filter_map(|g| {
            g.knockout.map(|n| match lang {
                Lang::Zh => format!("{}：前{n}名", g.sheet),
                Lang::En => format!("{}: top {n}", g.sheet),
            })
        })
        .collect();
    let regions: Vec<&str> = rules
        .settings
        .home_regions
        .iter()
        .map(|r| r.label())
        .collect();
    let home_label = match lang {
        Lang::Zh => format!("{}地区", rules.settings.home_name),
        Lang::En => format!("{} regions", rules.settings.home_name),
    };
    let players: Vec<String> = report
        .standings
        .groups
        .iter()
        .map(|g| match lang {
            Lang::Zh => format!("{} {}人", g.sheet, g.players.len()),
            Lang::En => format!("{} {}", g.sheet, g.players.len()),
        })
        .collect();
    let separator = lang.pick("、", ", ");
    let document = match (&rules.settings.id_document, lang) {
        (IdDocument::IdCard, _) => lang
            .pick(
                "身份证：每位领款人须有有效的身份证号（居民身份证 18 位且校验位正确，或证件类型所写证件的号码），缺者列入警告，登记后再发放",
                "身份证: every payee needs a valid ID number (a 居民身份证's 18 digits with the check digit right, or the number of the document 证件类型 names); those without one are warned about and paid once it is recorded",
            )
            .to_string(),
        (IdDocument::NotNeeded, _) => lang
            .pick(
                "不需要：领奖不需登记证件，不因缺证件号码而列入警告",
                "不需要: payees need no identity document; nobody is warned about one",
            )
            .to_string(),
        (IdDocument::Column(column), Lang::Zh) => format!(
            "“{column}”列：每位领款人的“{column}”须填写（任何证件号码均可），空白者列入警告，登记后再发放"
        ),
        (IdDocument::Column(column), Lang::En) => format!(
            "the column {column}: every payee's {column} must be filled in (any document's number); those left blank are warned about and paid once it is recorded"
        ),
    };
    let mut facts: Vec<(&str, String)> = vec![
        (lang.pick("赛事", "Event"), rules.event.clone()),
        (
            lang.pick("读入选手", "Players read"),
            join_or_none(&players, lang),
        ),
        (
            lang.pick("规则文件", "Rules file"),
            report.rules_name.clone(),
        ),
        (
            lang.pick("规则文件 SHA-256", "Rules file SHA-256"),
            report.rules_sha256.clone(),
        ),
        (lang.pick("奖金叠加", "Prizes per player"), stacking),
        (lang.pick("并列名次", "Ties"), ties.to_string()),
        (
            lang.pick("平分舍入单位", "Shares cut to"),
            split_unit.to_string(),
        ),
        (lang.pick("年龄计算", "Age"), age),
        (
            lang.pick("淘汰赛人数", "Knockout places"),
            join_or_none(&knockout, lang),
        ),
        (
            lang.pick("大师称号", "Master titles"),
            rules.settings.master_titles.join(separator),
        ),
        (&home_label, regions.join(separator)),
        (lang.pick("领款证件", "Payee's document"), document),
        (
            lang.pick("程序版本", "Program version"),
            format!("xqprize {}", report.version),
        ),
    ];
    // The amendments only where the rules have some (SPEC §19).
    if !rules.amendments.is_empty() {
        let applied = (
            lang.pick("已执行的补充通知", "Amendments applied"),
            rules.amendments.join(separator),
        );
        facts.insert(4, applied);
    }
    let paid = lang.pick("发放合计（按类）", "Paid by kind");
    facts.push((paid, paid_by_kind(report, lang)));

    print_a4(worksheet, false, None, lang)?;
    let mut sheet = Sheet::new(worksheet);
    sheet.title(
        0,
        0,
        3,
        &format!("{} {}", report.rules.event, lang.pick("说明", "Notes")),
        &formats.title,
    )?;
    let mut row = 1;
    for (label, value) in &facts {
        // The label spans the narrow warning columns; the value sits in the
        // wide message column.
        sheet.banner(row, 0, 2, label, &formats.header)?;
        sheet.wrapped(row, 3, value, &formats.wrap)?;
        row += 1;
    }
    // Prize tables chosen by the number of players, one line each.
    let tables: Vec<String> = (rules.schedules.iter())
        .filter_map(|s| {
            let t = s.table?;
            let chosen = text::table_chosen(lang, t.players, t.bounds.from, t.bounds.to);
            Some(format!("{}{}{chosen}", s.name, lang.pick("：", ": ")))
        })
        .collect();
    if !tables.is_empty() {
        let label = lang.pick("奖金表（按参赛人数）", "Prize tables by players");
        sheet.banner(row, 0, 2, label, &formats.header)?;
        sheet.wrapped(row, 3, &tables.join("\n"), &formats.wrap)?;
        row += 1;
    }
    if let crate::rules::Uncollected::ForfeitAfter(time) = &rules.ceremony.uncollected {
        let label = lang.pick("未领奖金", "Uncollected prizes");
        sheet.banner(row, 0, 2, label, &formats.header)?;
        sheet.wrapped(
            row,
            3,
            &text::uncollected_forfeit(time, lang),
            &formats.wrap,
        )?;
        row += 1;
    }
    if let Some(tax) = &rules.tax {
        let base = match tax.amounts {
            TaxAmounts::Gross => lang.pick(
                "公布金额为税前，由支付方代扣",
                "gross: published amounts are before tax, withheld by the payer",
            ),
            TaxAmounts::Net => lang.pick(
                "公布金额为选手实得，税款由主办方承担",
                "net: published amounts are what the players receive, the organizer bears the tax",
            ),
        };
        let exempt: Vec<String> = tax.exempt.iter().map(|id| report.name_of(id)).collect();
        let exempt = join_or_none(&exempt, lang);
        let value = match lang {
            Lang::Zh => format!(
                "{}，税率 {}；{base}；每人各项合并为一次收入计税，四舍五入至分；免税项目：{exempt}",
                tax.kind,
                tax.rate_label(),
            ),
            Lang::En => format!(
                "{}, rate {}; {base}; a person's items are one income, taxed once, rounded half up to the fen; tax exempt: {exempt}",
                tax.kind,
                tax.rate_label(),
            ),
        };
        sheet.banner(
            row,
            0,
            2,
            lang.pick("代扣个税", "Tax withheld"),
            &formats.header,
        )?;
        sheet.wrapped(row, 3, &value, &formats.wrap)?;
        row += 1;
    }

    row += 1;
    let warnings = report.warnings;
    let heading = match lang {
        Lang::Zh => format!("警告（{}条）", warnings.len()),
        Lang::En => format!("Warnings ({})", warnings.len()),
    };
    sheet.banner(row, 0, 3, &heading, &formats.section)?;
    row += 1;
    let headers = lang.each([
        ("工作表", "Sheet"),
        ("行", "Row"),
        ("列", "Column"),
        ("说明", "Message"),
    ]);
    sheet.header(row, &headers, &formats.header)?;
    row += 1;
    for w in warnings {
        sheet.text(row, 0, &w.sheet, &formats.text)?;
        match w.row {
            Some(r) => sheet.count(row, 1, r, &formats.center)?,
            None => sheet.blank(row, 1, &formats.text)?,
        }
        sheet.text(row, 2, w.column.as_deref().unwrap_or(""), &formats.text)?;
        sheet.wrapped(row, 3, &w.text(lang), &formats.wrap)?;
        row += 1;
    }
    sheet.finish(80)?;
    Ok(())
}

/// The ledger's money by kind, each kind only where the run has it:
/// 「名次奖 60,000.00；名额定额 1,000.00；补贴 600.00（2 人）；奖品 3 件」.
fn paid_by_kind(report: &Report, lang: Lang) -> String {
    let rules = report.rules;
    let KindTotals {
        places,
        reserved,
        teams,
        teams_paid,
        awards,
        awards_paid,
        payments,
        payments_paid,
        budgeted,
        budgeted_paid,
        subsidies,
        subsidies_paid,
        in_kind,
    } = KindTotals::of(&report.outcome.ledger, |id| rules.budget_names(id));
    let has = |kind| rules.subsidies.iter().any(|s| s.kind() == kind);
    let counted = |label: &str, amount: Money, count: usize| match lang {
        Lang::Zh => format!("{label} {}（{count} 笔）", grouped(amount)),
        Lang::En => format!("{label} {} ({count} paid)", grouped(amount)),
    };
    let mut parts = vec![format!(
        "{} {}",
        lang.pick("名次奖", "place prizes"),
        grouped(places)
    )];
    if !reserved.is_zero() {
        let label = lang.pick("名额定额", "fixed amounts of reserved places");
        parts.push(format!("{label} {}", grouped(reserved)));
    }
    if !rules.teams.is_empty() {
        parts.push(counted(
            lang.pick("团体奖", "team prizes"),
            teams,
            teams_paid,
        ));
    }
    if has(GrantKind::Chosen) {
        let label = lang.pick("评选奖", "committee awards");
        parts.push(counted(label, awards, awards_paid));
    }
    if has(GrantKind::Subsidy) {
        parts.push(counted(
            lang.pick("补贴", "subsidies"),
            subsidies,
            subsidies_paid,
        ));
    }
    if has(GrantKind::Payment) {
        let label = lang.pick("非奖金支付", "payments that are not prizes");
        parts.push(counted(
            label,
            payments + budgeted,
            payments_paid + budgeted_paid,
        ));
    }
    if in_kind > 0 {
        parts.push(match lang {
            Lang::Zh => format!("奖品 {in_kind} 件"),
            Lang::En => format!("prizes besides money: {in_kind}"),
        });
    }
    parts.join(lang.pick("；", "; "))
}

fn join_or_none(items: &[String], lang: Lang) -> String {
    if items.is_empty() {
        lang.pick("无", "none").to_string()
    } else {
        items.join(lang.pick("、", ", "))
    }
}
