//! Sheet 个税扣缴明细, with `[tax]`: one line per person withheld from, as the
//! withholding declaration asks for it (证件类型, 证件号码, 所得项目, 收入额, 税率,
//! 应扣缴税额). People without a valid ID number come first and are marked:
//! the declaration cannot be filed for them until the number is found.

use crate::engine::{Payout, Withholding};
use crate::money::Money;
use crate::report::Report;
use crate::report::xlsx::{Formats, Sheet, print_a4};
use crate::rules::Tax;
use crate::standings::idcard;
use rust_xlsxwriter::Worksheet;

const HEADERS: [&str; 9] = [
    "序号",
    "姓名",
    "证件类型",
    "证件号码",
    "所得项目",
    "收入额",
    "税率",
    "应扣缴税额",
    "备注",
];
const ID_TYPE: &str = "居民身份证";
pub const NO_VALID_ID: &str = "缺有效证件号码";

/// The people to declare: everyone with a taxable amount, those without a
/// valid ID number first, each part in payout order.
pub fn declared<'a>(report: &Report<'a>) -> Vec<(&'a Payout, Withholding, bool)> {
    let mut people: Vec<(&Payout, Withholding, bool)> = report
        .outcome
        .payouts
        .iter()
        .filter_map(|p| p.tax.map(|w| (p, w)))
        .filter(|(_, w)| !w.taxable.is_zero())
        .map(|(p, w)| {
            let valid = report.player(p.player).is_ok_and(|player| {
                player
                    .id_number
                    .as_deref()
                    .is_some_and(|id| idcard::check(id).is_ok())
            });
            (p, w, valid)
        })
        .collect();
    // A stable sort keeps the payout order within each part.
    people.sort_by_key(|&(_, _, valid)| valid);
    people
}

pub fn write(
    report: &Report,
    tax: &Tax,
    formats: &Formats,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let last_col = HEADERS.len() as u16 - 1;
    print_a4(worksheet, true, Some(1))?;
    worksheet.set_print_gridlines(true);
    let mut sheet = Sheet::new(worksheet);
    sheet.title(
        0,
        0,
        last_col,
        &format!("{} 个税扣缴明细（{}）", report.rules.event, tax.kind),
        &formats.title,
    )?;
    sheet.header(1, &HEADERS, &formats.header)?;
    let mut row = 2;
    let people = declared(report);
    let (mut income, mut withheld) = (Money::ZERO, Money::ZERO);
    for (number, (payout, w, valid)) in (1..).zip(&people) {
        let player = report.player(payout.player)?;
        let whose = format!("{} 编号{}", report.group_name(payout.player), player.no);
        let note = if *valid {
            whose
        } else {
            format!("{NO_VALID_ID}；{whose}")
        };
        sheet.count(row, 0, number, &formats.center)?;
        sheet.text(row, 1, &player.name, &formats.text)?;
        sheet.text(row, 2, ID_TYPE, &formats.text)?;
        sheet.text(
            row,
            3,
            player.id_number.as_deref().unwrap_or(""),
            &formats.text,
        )?;
        sheet.text(row, 4, &tax.kind, &formats.text)?;
        sheet.money(row, 5, w.taxable, &formats.money)?;
        sheet.text(row, 6, &tax.rate.percent(), &formats.center)?;
        sheet.money(row, 7, w.tax, &formats.money)?;
        sheet.text(row, 8, &note, &formats.text)?;
        income += w.taxable;
        withheld += w.tax;
        row += 1;
    }
    sheet.banner(
        row,
        0,
        4,
        &format!("合计（{}人）", people.len()),
        &formats.total_text,
    )?;
    sheet.money(row, 5, income, &formats.total_money)?;
    sheet.blank(row, 6, &formats.total_text)?;
    sheet.money(row, 7, withheld, &formats.total_money)?;
    sheet.blank(row, 8, &formats.total_text)?;
    sheet.finish(40)?;
    Ok(())
}
