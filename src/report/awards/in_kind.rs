//! Sheet 奖品清单 of awards.xlsx: the prizes in kind counted (SPEC §19), one
//! row per prize (奖杯, 证书, 奖牌 …) with how many the run hands over and
//! for which places, and a total row, so an organizer can count what to
//! buy. Written only when the event gives some prize that is not money;
//! the list itself is `report::in_kind`.

use crate::msg::Lang;
use crate::report::Report;
use crate::report::in_kind::{Item, counted, total};
use crate::report::xlsx::{Formats, Sheet, print_a4};
use rust_xlsxwriter::Worksheet;

/// The columns, each Chinese beside its English.
pub(crate) const HEADERS: [(&str, &str); 3] = [
    ("奖品", "Prize in kind"),
    ("数量", "Count"),
    ("获奖名次", "Given for"),
];

/// The sheet's name, in the language of the labels.
pub fn sheet_name(lang: Lang) -> &'static str {
    lang.pick("奖品清单", "Prizes in kind")
}

/// The prizes in kind of the run; empty when there are none (then the
/// sheet is not written).
pub fn items(report: &Report) -> Vec<Item> {
    counted(report.rules, report.outcome)
}

pub fn write(
    report: &Report,
    items: &[Item],
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let formats = Formats::new();
    print_a4(worksheet, false, Some(1), lang)?;
    let mut sheet = Sheet::new(worksheet);
    let title = format!("{} {}", report.rules.event, sheet_name(lang));
    sheet.title(0, 0, 2, &title, &formats.title)?;
    sheet.header(1, &lang.each(HEADERS), &formats.header)?;
    let mut row = 2;
    for item in items {
        sheet.text(row, 0, &item.prize, &formats.text)?;
        sheet.count(row, 1, item.count, &formats.center)?;
        sheet.wrapped(row, 2, &item.given_for(lang), &formats.wrap)?;
        row += 1;
    }
    sheet.text(row, 0, lang.pick("合计", "Total"), &formats.total_text)?;
    sheet.count(row, 1, total(items), &formats.total_text)?;
    sheet.blank(row, 2, &formats.total_text)?;
    sheet.at_most(2, 60);
    sheet.finish(60)?;
    Ok(())
}
