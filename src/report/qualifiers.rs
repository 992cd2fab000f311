//! qualifiers.xlsx, for the association: each qualifier list in rules order
//! with place, name, club, group and final place in the group, the title of
//! the first place, a mark on players on two lists, and under each list the
//! players ranked above the cut who may not qualify, with the reasons the
//! engine recorded (`Ineligible`), rendered.

use super::xlsx::{Formats, Sheet, new_workbook, print_a4};
use super::{Report, place_label};
use crate::engine::PlayerId;
use crate::msg::Lang;
use crate::rules::QualifierList;
use crate::zh_en;

/// The columns, each Chinese beside its English.
const HEADERS: [(&str, &str); 7] = [
    ("名次", "Place"),
    ("姓名", "Name"),
    ("单位", "Club"),
    ("组别", "Group"),
    ("组内名次", "Place in group"),
    ("称号", "Title"),
    ("备注", "Note"),
];
const LAST_COL: u16 = 6;

/// The sheet's name, in the language of the labels.
pub fn sheet_name(lang: Lang) -> &'static str {
    zh_en!(lang, "晋级名单", "Qualifiers")
}

/// The qualifier workbook, as the bytes of an .xlsx file, labelled in the
/// report's language.
pub fn to_bytes(report: &Report) -> anyhow::Result<Vec<u8>> {
    to_bytes_in(report, report.lang)
}

/// The qualifier workbook with its labels in `lang`.
pub fn to_bytes_in(report: &Report, lang: Lang) -> anyhow::Result<Vec<u8>> {
    let mut workbook = new_workbook()?;
    let formats = Formats::new();
    let worksheet = workbook.add_worksheet().set_name(sheet_name(lang))?;
    print_a4(worksheet, true, Some(1), lang)?;
    let mut sheet = Sheet::new(worksheet);
    let title = format!("{} {}", report.rules.event, sheet_name(lang));
    sheet.title(0, 0, LAST_COL, &title, &formats.title)?;
    sheet.header(1, &lang.each(HEADERS), &formats.header)?;
    let mut row = 2;
    for list in &report.rules.qualifiers {
        row = write_list(report, &formats, lang, &mut sheet, row + 1, list)?;
    }
    sheet.finish(48)?;
    Ok(workbook.save_to_buffer()?)
}

/// "成年组（公开组前6名）；前3名可申报棋协大师" (in English "成年组 (top 6
/// of 公开组); top 3 may apply for 棋协大师").
fn heading(list: &QualifierList, lang: Lang) -> String {
    let group = list.pool.group.as_deref().unwrap_or("");
    let (name, top) = (&list.name, list.top);
    let mut text = zh_en!(
        lang,
        format!("{name}（{group}前{top}名）"),
        format!("{name} (top {top} of {group})")
    );
    for level in &list.levels {
        let (top, level) = (level.top, &level.level);
        text.push_str(&zh_en!(
            lang,
            format!("；前{top}名可申报{level}"),
            format!("; top {top} may apply for {level}")
        ));
    }
    text
}

fn write_list(
    report: &Report,
    formats: &Formats,
    lang: Lang,
    sheet: &mut Sheet,
    mut row: u32,
    list: &QualifierList,
) -> anyhow::Result<u32> {
    let outcome = report.outcome;
    sheet.banner(row, 0, LAST_COL, &heading(list, lang), &formats.section)?;
    sheet.worksheet().set_row_height(row, 20)?;
    row += 1;
    let mut qualifiers: Vec<_> = outcome
        .qualifiers
        .iter()
        .filter(|q| q.list == list.id)
        .collect();
    qualifiers.sort_by_key(|q| q.place);
    if qualifiers.is_empty() {
        let none = zh_en!(lang, "无人入选", "No one qualified");
        sheet.banner(row, 0, LAST_COL, none, &formats.center)?;
        row += 1;
    }
    for q in qualifiers {
        let note = if q.also_on.is_empty() {
            String::new()
        } else {
            let others: Vec<String> = q.also_on.iter().map(|id| report.name_of(id)).collect();
            zh_en!(
                lang,
                format!("★ 同时入选{}", others.join("、")),
                format!("★ also on {}", others.join(", "))
            )
        };
        let label = place_label(q.place, 1, lang);
        player_row(report, formats, sheet, row, q.player, &label)?;
        sheet.text(row, 5, q.title.as_deref().unwrap_or(""), &formats.text)?;
        sheet.text(row, 6, &note, &formats.text)?;
        row += 1;
    }
    let ineligible: Vec<_> = outcome
        .ineligible
        .iter()
        .filter(|i| i.list == list.id)
        .collect();
    if !ineligible.is_empty() {
        let heading = zh_en!(
            lang,
            "排名在线内、不具资格者",
            "Ranked above the cut but not eligible",
        );
        sheet.banner(row, 0, LAST_COL, heading, &formats.text)?;
        row += 1;
        for i in ineligible {
            player_row(report, formats, sheet, row, i.player, "—")?;
            sheet.blank(row, 5, &formats.text)?;
            let labels: Vec<String> = i.reasons.iter().map(|r| r.label(lang)).collect();
            let reasons = zh_en!(
                lang,
                format!("不具资格：{}", labels.join("、")),
                format!("not eligible: {}", labels.join(", "))
            );
            sheet.text(row, 6, &reasons, &formats.text)?;
            row += 1;
        }
    }
    Ok(row)
}

/// Place label, name, club, group and final place of one player.
fn player_row(
    report: &Report,
    formats: &Formats,
    sheet: &mut Sheet,
    row: u32,
    id: PlayerId,
    label: &str,
) -> anyhow::Result<()> {
    let player = report.player(id)?;
    sheet.text(row, 0, label, &formats.center)?;
    sheet.text(row, 1, &player.name, &formats.text)?;
    sheet.text(row, 2, &player.club, &formats.text)?;
    sheet.text(row, 3, report.group_name(id), &formats.text)?;
    sheet.count(row, 4, player.rank, &formats.center)?;
    Ok(())
}
