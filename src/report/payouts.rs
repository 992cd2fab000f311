//! payouts.xlsx, for the treasurer: one row per person paid with every prize
//! item, the total in figures and in capitals and a place to sign; then the
//! budget reconciliation, the student-subsidy check and a sheet saying which
//! rules and settings produced it.

mod about;
mod budget;
mod checks;

use super::capitals::capitals;
use super::xlsx::{Formats, Sheet, new_workbook, print_a4};
use super::{Report, place_label};
use crate::engine::PayItem;
use crate::money::Money;

const HEADERS: [&str; 10] = [
    "序号",
    "组别",
    "编号",
    "姓名",
    "单位",
    "身份证号",
    "奖项",
    "合计",
    "大写金额",
    "领款人签名",
];
const COL_TOTAL: u16 = 7;
const COL_SIGNATURE: u16 = 9;

/// Row height, in points, that leaves room for a signature.
const SIGNATURE_ROW_HEIGHT: f64 = 30.0;

/// The payout workbook, as the bytes of an .xlsx file.
pub fn to_bytes(report: &Report) -> anyhow::Result<Vec<u8>> {
    let mut workbook = new_workbook()?;
    let formats = Formats::new();
    write_payouts(
        report,
        &formats,
        workbook.add_worksheet().set_name("奖金发放表")?,
    )?;
    budget::write(
        report,
        &formats,
        workbook.add_worksheet().set_name("预算核对")?,
    )?;
    checks::write(
        report,
        &formats,
        workbook.add_worksheet().set_name("学生补贴核对")?,
    )?;
    about::write(report, &formats, workbook.add_worksheet().set_name("说明")?)?;
    Ok(workbook.save_to_buffer()?)
}

/// One payout item as the treasurer reads it: "公开组名次奖第5-8名(4人并列) 1500.00".
pub fn item_label(report: &Report, item: &PayItem) -> String {
    let name = report.name_of(&item.source);
    match item.place {
        Some(place) if item.shared_by > 1 => format!(
            "{name}{}({}人并列) {}",
            place_label(place, item.shared_by),
            item.shared_by,
            item.amount
        ),
        Some(place) => format!("{name}{} {}", place_label(place, 1), item.amount),
        None => format!("{name} {}", item.amount),
    }
}

fn write_payouts(
    report: &Report,
    formats: &Formats,
    worksheet: &mut rust_xlsxwriter::Worksheet,
) -> anyhow::Result<()> {
    let last_col = HEADERS.len() as u16 - 1;
    print_a4(worksheet, true, Some(1))?;
    worksheet.set_print_gridlines(true);
    let mut sheet = Sheet::new(worksheet);
    sheet.title(
        0,
        0,
        last_col,
        &format!("{} 奖金发放表", report.rules.event),
        &formats.title,
    )?;
    sheet.header(1, &HEADERS, &formats.header)?;

    let mut row = 2;
    for (number, payout) in (1..).zip(&report.outcome.payouts) {
        let player = report.player(payout.player)?;
        let items: Vec<String> = payout
            .items
            .iter()
            .map(|item| item_label(report, item))
            .collect();
        sheet.count(row, 0, number, &formats.center)?;
        sheet.text(row, 1, report.group_name(payout.player), &formats.text)?;
        sheet.text(row, 2, &player.no, &formats.text)?;
        sheet.text(row, 3, &player.name, &formats.text)?;
        sheet.wrapped(row, 4, &player.club, &formats.wrap)?;
        sheet.text(
            row,
            5,
            player.id_number.as_deref().unwrap_or(""),
            &formats.text,
        )?;
        sheet.wrapped(row, 6, &items.join("\n"), &formats.wrap)?;
        sheet.money(row, COL_TOTAL, payout.total, &formats.money)?;
        sheet.text(row, 8, &capitals(payout.total), &formats.text)?;
        sheet.blank(row, COL_SIGNATURE, &formats.text)?;
        sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
        row += 1;
    }

    let total: Money = report.outcome.payouts.iter().map(|p| p.total).sum();
    let people = report.outcome.payouts.len();
    sheet.banner(
        row,
        0,
        6,
        &format!("合计（{people}人）"),
        &formats.total_text,
    )?;
    sheet.money(row, COL_TOTAL, total, &formats.total_money)?;
    sheet.text(row, 8, &capitals(total), &formats.total_text)?;
    sheet.blank(row, COL_SIGNATURE, &formats.total_text)?;
    sheet.min_height(row, SIGNATURE_ROW_HEIGHT);

    sheet.at_least(COL_SIGNATURE, 16);
    // Long club names wrap rather than shrink the whole page.
    sheet.at_most(4, 24);
    sheet.finish(40)?;
    Ok(())
}
