//! awards.xlsx, the public list: one section per prize schedule in rules
//! order, then one per subsidy; place, name, club and amount only, vacant
//! places as 空缺. Nothing personal beyond name and club ever goes here.

use super::xlsx::{Formats, Sheet, new_workbook, print_a4};
use super::{Report, place_label};
use crate::money::Money;

const HEADERS: [&str; 4] = ["名次", "姓名", "单位", "奖金"];
const LAST_COL: u16 = 3;

/// One line of a schedule's list: a player's award or a vacant place.
struct Line<'a> {
    place: u32,
    label: String,
    name: &'a str,
    club: &'a str,
    amount: Money,
    vacant: bool,
}

/// The award-list workbook, as the bytes of an .xlsx file.
pub fn to_bytes(report: &Report) -> anyhow::Result<Vec<u8>> {
    let mut workbook = new_workbook()?;
    let formats = Formats::new();
    let worksheet = workbook.add_worksheet().set_name("获奖名单")?;
    print_a4(worksheet, false, Some(1))?;
    let mut sheet = Sheet::new(worksheet);
    let title = format!("{} 获奖名单", report.rules.event);
    sheet.title(0, 0, LAST_COL, &title, &formats.title)?;
    sheet.header(1, &HEADERS, &formats.header)?;

    let outcome = report.outcome;
    let mut row = 2;
    for schedule in &report.rules.schedules {
        let mut lines = Vec::new();
        for award in outcome.awards.iter().filter(|a| a.schedule == schedule.id) {
            let player = report.player(award.player)?;
            lines.push(Line {
                place: award.place,
                label: place_label(award.place, award.shared_by),
                name: &player.name,
                club: &player.club,
                amount: award.amount,
                vacant: false,
            });
        }
        for vacancy in outcome
            .vacancies
            .iter()
            .filter(|v| v.schedule == schedule.id)
        {
            lines.push(Line {
                place: vacancy.place,
                label: place_label(vacancy.place, 1),
                name: "空缺",
                club: "",
                amount: vacancy.amount,
                vacant: true,
            });
        }
        // Stable: players sharing a place keep the outcome's order.
        lines.sort_by_key(|l| l.place);
        row = section(&mut sheet, &formats, row, &schedule.name, &lines)?;
    }
    for subsidy in &report.rules.subsidies {
        let mut lines = Vec::new();
        for grant in outcome.grants.iter().filter(|g| g.subsidy == subsidy.id) {
            let player = report.player(grant.player)?;
            lines.push(Line {
                place: 0,
                label: String::new(),
                name: &player.name,
                club: &player.club,
                amount: grant.amount,
                vacant: false,
            });
        }
        let heading = format!("{}（每人{}元）", subsidy.name, subsidy.amount);
        row = section(&mut sheet, &formats, row, &heading, &lines)?;
    }
    sheet.finish(40)?;
    Ok(workbook.save_to_buffer()?)
}

/// A section heading and its lines; returns the next free row.
fn section(
    sheet: &mut Sheet,
    formats: &Formats,
    mut row: u32,
    heading: &str,
    lines: &[Line],
) -> anyhow::Result<u32> {
    row += 1; // a blank line between sections
    sheet.banner(row, 0, LAST_COL, heading, &formats.section)?;
    sheet.worksheet().set_row_height(row, 20)?;
    row += 1;
    if lines.is_empty() {
        sheet.banner(row, 0, LAST_COL, "无", &formats.center)?;
        return Ok(row + 1);
    }
    for line in lines {
        sheet.text(row, 0, &line.label, &formats.center)?;
        let name_format = if line.vacant {
            &formats.muted
        } else {
            &formats.text
        };
        sheet.text(row, 1, line.name, name_format)?;
        sheet.text(row, 2, line.club, &formats.text)?;
        sheet.money(row, 3, line.amount, &formats.money)?;
        row += 1;
    }
    Ok(row)
}
