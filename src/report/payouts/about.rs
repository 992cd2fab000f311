//! Sheet 说明: which event, rules file (name and SHA-256), settings and
//! program version produced the workbook, and every warning of the run.

use crate::msg::Lang;
use crate::report::Report;
use crate::report::xlsx::{Formats, Sheet, print_a4};
use crate::rules::{AgeRule, Stacking, TaxAmounts, TieRule};
use rust_xlsxwriter::Worksheet;

pub fn write(report: &Report, formats: &Formats, worksheet: &mut Worksheet) -> anyhow::Result<()> {
    let rules = report.rules;
    let stacking = match report.outcome.stacking {
        Stacking::All => "每人可兼得：各奖项的名次奖可同时领取".to_string(),
        Stacking::One => {
            "每人限得一项：只领金额最高的一项名次奖（就高不就低），其余奖项名次顺延".to_string()
        }
    };
    let ties = match rules.settings.ties {
        TieRule::Split => "平分：并列者平分所涉名次奖金之和，舍至分，余数列明",
        TieRule::Refuse => "拒绝：并列涉及不同金额时停止计算，由裁判决定",
    };
    let age = match (rules.settings.age_rule, rules.settings.age_date) {
        (AgeRule::CalendarYear, _) => format!(
            "按公历年份计算：年龄 = 比赛年份（{}）− 出生年份",
            rules.event_year
        ),
        (AgeRule::CompletedYears, Some(date)) => {
            format!("按周岁计算：截至 {date} 已满的周岁")
        }
        (AgeRule::CompletedYears, None) => "按周岁计算".to_string(),
    };
    let knockout: Vec<String> = rules
        .groups
        .iter()
        .filter_map(|g| g.knockout.map(|n| format!("{}：前{n}名", g.sheet)))
        .collect();
    let regions: Vec<&str> = rules
        .settings
        .home_regions
        .iter()
        .map(|r| r.label())
        .collect();
    let home_label = format!("{}地区", rules.settings.home_name);
    let players: Vec<String> = report
        .standings
        .groups
        .iter()
        .map(|g| format!("{} {}人", g.sheet, g.players.len()))
        .collect();
    let facts: [(&str, String); 12] = [
        ("赛事", rules.event.clone()),
        ("读入选手", join_or_none(&players)),
        ("规则文件", report.rules_name.clone()),
        ("规则文件 SHA-256", report.rules_sha256.clone()),
        ("已执行的补充通知", join_or_none(&rules.amendments)),
        ("奖金叠加", stacking),
        ("并列名次", ties.to_string()),
        ("年龄计算", age),
        ("淘汰赛人数", join_or_none(&knockout)),
        ("大师称号", rules.settings.master_titles.join("、")),
        (&home_label, regions.join("、")),
        ("程序版本", format!("xqprize {}", report.version)),
    ];

    print_a4(worksheet, false, None)?;
    let mut sheet = Sheet::new(worksheet);
    sheet.title(
        0,
        0,
        3,
        &format!("{} 说明", report.rules.event),
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
    if let Some(tax) = &rules.tax {
        let base = match tax.amounts {
            TaxAmounts::Gross => "gross：公布金额为税前，由支付方代扣",
            TaxAmounts::Net => "net：公布金额为选手实得，税款由主办方承担",
        };
        let exempt: Vec<String> = tax.exempt.iter().map(|id| report.name_of(id)).collect();
        let value = format!(
            "{}，税率 {}；{base}；每人各项合并为一次收入计税，四舍五入至分；免税项目：{}",
            tax.kind,
            tax.rate_label(),
            join_or_none(&exempt)
        );
        sheet.banner(row, 0, 2, "代扣个税", &formats.header)?;
        sheet.wrapped(row, 3, &value, &formats.wrap)?;
        row += 1;
    }

    row += 1;
    let warnings = report.warnings;
    sheet.banner(
        row,
        0,
        3,
        &format!("警告（{}条）", warnings.len()),
        &formats.section,
    )?;
    row += 1;
    sheet.header(row, &["工作表", "行", "列", "说明"], &formats.header)?;
    row += 1;
    for w in warnings {
        sheet.text(row, 0, &w.sheet, &formats.text)?;
        match w.row {
            Some(r) => sheet.count(row, 1, r, &formats.center)?,
            None => sheet.blank(row, 1, &formats.text)?,
        }
        sheet.text(row, 2, w.column.as_deref().unwrap_or(""), &formats.text)?;
        sheet.wrapped(row, 3, &w.text(Lang::current()), &formats.wrap)?;
        row += 1;
    }
    sheet.finish(80)?;
    Ok(())
}

fn join_or_none(items: &[String]) -> String {
    if items.is_empty() {
        "无".to_string()
    } else {
        items.join("、")
    }
}
