//! payouts.xlsx, for the treasurer: one row per person paid with every prize
//! item, the total in figures and in capitals and a place to sign (with
//! `[tax]`: 应发, 代扣个税 and 实发, 实发 in capitals, and the withholding
//! list 个税扣缴明细); then the budget reconciliation, the student-subsidy
//! check and a sheet saying which rules and settings produced it.

mod about;
mod budget;
mod checks;
pub mod tax;

use super::capitals::capitals;
use super::xlsx::{Formats, Sheet, SheetJob, grouped, print_a4, workbook_bytes};
use super::{Report, place_label};
use crate::engine::PayItem;
use crate::money::Money;
use rust_xlsxwriter::Worksheet;

/// The columns before the amounts; then the amounts, 大写金额 and 领款人签名.
const HEADERS: [&str; 7] = ["序号", "组别", "编号", "姓名", "单位", "身份证号", "奖项"];
/// The amount columns: the total, or with tax withheld 应发, 代扣个税, 实发.
const PLAIN_AMOUNTS: [&str; 1] = ["合计"];
const TAXED_AMOUNTS: [&str; 3] = ["应发金额", "代扣个税", "实发金额"];
const COL_ITEMS: u16 = 6;

/// Row height, in points, that leaves room for a signature.
const SIGNATURE_ROW_HEIGHT: f64 = 30.0;

/// The payout workbook, as the bytes of an .xlsx file.
pub fn to_bytes(report: &Report) -> anyhow::Result<Vec<u8>> {
    to_bytes_then(report, || ())
}

/// `to_bytes`, calling `filled` once its sheets are filled and only the
/// save (one thread compressing the parts) is left.
pub fn to_bytes_then(report: &Report, filled: impl FnOnce()) -> anyhow::Result<Vec<u8>> {
    let formats = &Formats::new();
    let outcome = report.outcome;
    let mut sheets: Vec<SheetJob> = vec![SheetJob {
        name: "奖金发放表",
        rows: outcome.payouts.len(),
        fill: Box::new(move |w: &mut Worksheet| write_payouts(report, formats, w)),
    }];
    if let Some(tax) = &report.rules.tax {
        sheets.push(SheetJob {
            name: "个税扣缴明细",
            rows: outcome.payouts.len(),
            fill: Box::new(move |w: &mut Worksheet| tax::write(report, tax, formats, w)),
        });
    }
    sheets.push(SheetJob {
        name: "预算核对",
        rows: outcome.budget.len(),
        fill: Box::new(move |w: &mut Worksheet| budget::write(report, formats, w)),
    });
    sheets.push(SheetJob {
        name: "学生补贴核对",
        rows: outcome.subsidy_checks.len(),
        fill: Box::new(move |w: &mut Worksheet| checks::write(report, formats, w)),
    });
    sheets.push(SheetJob {
        name: "说明",
        rows: report.warnings.len(),
        fill: Box::new(move |w: &mut Worksheet| about::write(report, formats, w)),
    });
    workbook_bytes(sheets, filled)
}

/// One payout item as the treasurer reads it: "公开组名次奖第5-8名(4人并列) 1,500.00".
pub fn item_label(report: &Report, item: &PayItem) -> String {
    let name = report.name_of(&item.source);
    match item.place {
        Some(place) if item.shared_by > 1 => format!(
            "{name}{}({}人并列) {}",
            place_label(place, item.shared_by),
            item.shared_by,
            grouped(item.amount)
        ),
        Some(place) => format!("{name}{} {}", place_label(place, 1), grouped(item.amount)),
        None => format!("{name} {}", grouped(item.amount)),
    }
}

fn write_payouts(
    report: &Report,
    formats: &Formats,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let tax = report.rules.tax.as_ref();
    let amounts: &[&str] = if tax.is_some() {
        &TAXED_AMOUNTS
    } else {
        &PLAIN_AMOUNTS
    };
    let col_first_amount = COL_ITEMS + 1;
    let col_capitals = col_first_amount + amounts.len() as u16;
    let col_signature = col_capitals + 1;
    let capitals_header = if tax.is_some() {
        "实发大写"
    } else {
        "大写金额"
    };
    let headers: Vec<&str> = HEADERS
        .iter()
        .chain(amounts)
        .chain(&[capitals_header, "领款人签名"])
        .copied()
        .collect();
    print_a4(worksheet, true, Some(1))?;
    worksheet.set_print_gridlines(true);
    let mut sheet = Sheet::new(worksheet);
    sheet.title(
        0,
        0,
        col_signature,
        &format!("{} 奖金发放表", report.rules.event),
        &formats.title,
    )?;
    sheet.header(1, &headers, &formats.header)?;

    // The figures of a row: the total, or 应发, 代扣个税 and 实发; the last
    // is what the person receives and is written in capitals.
    let figures = |payout: &crate::engine::Payout| -> Vec<Money> {
        match payout.tax {
            Some(w) => vec![w.gross, w.tax, w.net],
            None => vec![payout.total],
        }
    };
    let mut totals = vec![Money::ZERO; amounts.len()];
    let mut row = 2;
    for (number, payout) in (1..).zip(&report.outcome.payouts) {
        let player = report.player(payout.player)?;
        let items: Vec<String> = payout
            .items
            .iter()
            .map(|item| match tax {
                Some(tax) if tax.is_exempt(&item.source) => {
                    format!("{}（免税）", item_label(report, item))
                }
                _ => item_label(report, item),
            })
            .collect();
        sheet.count(row, 0, number, &formats.center)?;
        sheet.text(row, 1, report.group_name(payout.player), &formats.text)?;
        sheet.text(row, 2, &player.no, &formats.text)?;
        sheet.text(row, 3, &player.name, &formats.text)?;
        sheet.wrapped(row, 4, &player.club, &formats.wrap)?;
        sheet.text(
            row,
            5,
            if player.has_valid_id() {
                player.id_number.as_deref().unwrap_or("")
            } else {
                "缺身份证号"
            },
            &formats.text,
        )?;
        sheet.wrapped(row, COL_ITEMS, &items.join("\n"), &formats.wrap)?;
        let figures = figures(payout);
        for ((col, amount), total) in (col_first_amount..).zip(&figures).zip(&mut totals) {
            sheet.money(row, col, *amount, &formats.money)?;
            *total += *amount;
        }
        let paid = figures.last().copied().unwrap_or(Money::ZERO);
        sheet.text(row, col_capitals, &capitals(paid), &formats.text)?;
        sheet.blank(row, col_signature, &formats.text)?;
        sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
        row += 1;
    }

    let people = report.outcome.payouts.len();
    sheet.banner(
        row,
        0,
        COL_ITEMS,
        &format!("合计（{people}人）"),
        &formats.total_text,
    )?;
    for (col, amount) in (col_first_amount..).zip(&totals) {
        sheet.money(row, col, *amount, &formats.total_money)?;
    }
    let paid = totals.last().copied().unwrap_or(Money::ZERO);
    sheet.text(row, col_capitals, &capitals(paid), &formats.total_text)?;
    sheet.blank(row, col_signature, &formats.total_text)?;
    sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
    sheet.sign_off(row + 2, col_signature, &formats.plain)?;

    sheet.at_least(col_signature, 16);
    // Long club names wrap rather than shrink the whole page.
    sheet.at_most(4, 24);
    sheet.finish(40)?;
    Ok(())
}
