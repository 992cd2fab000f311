//! Sheet 学生补贴核对: every player checked for a subsidy, each condition
//! marked ✓ or ✗ beside the cell value it rests on, and the result: the
//! engine's checks (`SubsidyCheck`), rendered.

use crate::msg::Lang;
use crate::report::Report;
use crate::report::xlsx::{Formats, Sheet, print_a4};
use crate::rules::SubsidyCondition;
use crate::zh_en;
use rust_xlsxwriter::Worksheet;

/// A condition's column header: the regulation's words, or in English.
fn condition_label(condition: SubsidyCondition, lang: Lang) -> &'static str {
    condition.requirement().words(lang)
}

pub fn write(
    report: &Report,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    // Refunds and allowances are not subsidies: not checked here.
    let checks: Vec<_> = (report.outcome.subsidy_checks.iter())
        .filter(|c| report.rules.is_subsidy(&c.subsidy))
        .collect();
    // The condition columns, in the order the rules file lists them.
    let mut conditions: Vec<SubsidyCondition> = Vec::new();
    let listed = report
        .rules
        .subsidies
        .iter()
        .filter(|s| report.rules.is_subsidy(&s.id))
        .flat_map(|s| s.conditions.iter());
    let seen = checks
        .iter()
        .flat_map(|c| c.checks.iter().map(|k| &k.condition));
    for condition in listed.chain(seen) {
        if !conditions.contains(condition) {
            conditions.push(*condition);
        }
    }
    let mut headers = zh_en!(
        lang,
        vec!["补贴", "组别", "编号", "姓名", "单位"],
        vec!["Subsidy", "Group", "Player no.", "Name", "Club"]
    );
    headers.extend(conditions.iter().map(|&c| condition_label(c, lang)));
    headers.push(zh_en!(lang, "结果", "Result"));
    let last_col = headers.len() as u16 - 1;

    print_a4(worksheet, true, Some(1), lang)?;
    let mut sheet = Sheet::new(worksheet);
    sheet.title(
        0,
        0,
        last_col,
        &format!(
            "{} {}",
            report.rules.event,
            zh_en!(lang, "学生补贴核对", "Student subsidy check")
        ),
        &formats.title,
    )?;
    sheet.header(1, &headers, &formats.header)?;
    let mut row = 2;
    for check in &checks {
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
                    let text = format!("{mark} {}", k.evidence.render(lang));
                    sheet.text(row, col, &text, &formats.text)?;
                }
                None => sheet.blank(row, col, &formats.text)?,
            }
        }
        let result = if check.granted {
            zh_en!(lang, "发放", "granted")
        } else {
            zh_en!(lang, "不发放", "not granted")
        };
        sheet.text(row, last_col, result, &formats.center)?;
        row += 1;
    }
    if checks.is_empty() {
        let none = zh_en!(lang, "无人需核对", "No one to check");
        sheet.banner(row, 0, last_col, none, &formats.text)?;
    }
    sheet.finish(36)?;
    Ok(())
}
