//! Sheet 学生补贴核对: every player checked for a subsidy, each condition
//! marked ✓ or ✗ beside the cell value it rests on, and the result.

use crate::report::Report;
use crate::report::xlsx::{Formats, Sheet, print_a4};
use crate::rules::SubsidyCondition;
use rust_xlsxwriter::Worksheet;

pub fn write(report: &Report, formats: &Formats, worksheet: &mut Worksheet) -> anyhow::Result<()> {
    let checks = &report.outcome.subsidy_checks;
    // The condition columns, in the order the rules file lists them.
    let mut conditions: Vec<SubsidyCondition> = Vec::new();
    let listed = report
        .rules
        .subsidies
        .iter()
        .flat_map(|s| s.conditions.iter());
    let seen = checks
        .iter()
        .flat_map(|c| c.checks.iter().map(|k| &k.condition));
    for condition in listed.chain(seen) {
        if !conditions.contains(condition) {
            conditions.push(*condition);
        }
    }
    let mut headers = vec!["补贴", "组别", "编号", "姓名", "单位"];
    headers.extend(conditions.iter().map(|c| c.label()));
    headers.push("结果");
    let last_col = headers.len() as u16 - 1;

    print_a4(worksheet, true, Some(1))?;
    let mut sheet = Sheet::new(worksheet);
    sheet.title(
        0,
        0,
        last_col,
        &format!("{} 学生补贴核对", report.rules.event),
        &formats.title,
    )?;
    sheet.header(1, &headers, &formats.header)?;
    let mut row = 2;
    for check in checks {
        let player = report.player(check.player)?;
        sheet.text(row, 0, &report.name_of(&check.subsidy), &formats.text)?;
        sheet.text(row, 1, report.group_name(check.player), &formats.text)?;
        sheet.text(row, 2, &player.no, &formats.text)?;
        sheet.text(row, 3, &player.name, &formats.text)?;
        sheet.text(row, 4, &player.club, &formats.text)?;
        for (col, condition) in (5..).zip(&conditions) {
            match check.checks.iter().find(|k| k.condition == *condition) {
                Some(k) => {
                    let mark = if k.met { "✓" } else { "✗" };
                    let text = if k.evidence.is_empty() {
                        mark.to_string()
                    } else {
                        format!("{mark} {}", k.evidence)
                    };
                    sheet.text(row, col, &text, &formats.text)?;
                }
                None => sheet.blank(row, col, &formats.text)?,
            }
        }
        let result = if check.granted { "发放" } else { "不发放" };
        sheet.text(row, last_col, result, &formats.center)?;
        row += 1;
    }
    if checks.is_empty() {
        sheet.banner(row, 0, last_col, "无人需核对", &formats.text)?;
    }
    sheet.finish(36)?;
    Ok(())
}
