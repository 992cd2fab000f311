//! Sheet 团体奖金发放表 of payouts.xlsx: team prizes are paid to the team,
//! not to a player, so they have their own table: one row per team paid
//! (奖项, 名次, 领款单位, the amount, 大写金额 and a place for the person who
//! collects it to sign), then the total. Written only when some team is
//! paid money (`any_paid`): a team prize of places alone (团体录取) has no
//! sheet here, its places are on awards.xlsx's team list.

use super::SIGNATURE_ROW_HEIGHT;
use crate::money::Money;
use crate::msg::Lang;
use crate::report::capitals::capitals;
use crate::report::xlsx::{Formats, Sheet, print_a4};
use crate::report::{Report, place_label};
use rust_xlsxwriter::Worksheet;

pub const HEADERS: [(&str, &str); 7] = [
    ("序号", "No."),
    ("奖项", "Prize"),
    ("名次", "Place"),
    ("领款单位", "Team paid"),
    ("金额", "Amount"),
    ("大写金额", "Amount in words (大写)"),
    ("经办人签名", "Signature of the person collecting"),
];

/// The sheet's name, in the language of the labels.
pub fn sheet_name(lang: Lang) -> &'static str {
    lang.pick("团体奖金发放表", "Team payouts")
}

/// Whether some team is paid money: the sheet and the summary's team line
/// are written only then.
pub fn any_paid(report: &Report) -> bool {
    (report.outcome.teams.standings.iter()).any(|t| !t.amount.is_zero())
}

pub fn write(
    report: &Report,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let last = HEADERS.len() as u16 - 1;
    print_a4(worksheet, true, Some(1), lang)?;
    worksheet.set_print_gridlines(true);
    let mut sheet = Sheet::new(worksheet);
    let title = format!("{} {}", report.rules.event, sheet_name(lang));
    sheet.title(0, 0, last, &title, &formats.title)?;
    sheet.header(1, &lang.each(HEADERS), &formats.header)?;
    let mut row = 2;
    let mut total = Money::ZERO;
    for line in rows(report, lang) {
        sheet.count(row, 0, line.number, &formats.center)?;
        sheet.text(row, 1, &line.prize, &formats.text)?;
        sheet.text(row, 2, &line.place, &formats.text)?;
        sheet.wrapped(row, 3, line.team, &formats.wrap)?;
        sheet.money(row, 4, line.amount, &formats.money)?;
        sheet.text(row, 5, &capitals(line.amount), &formats.text)?;
        sheet.blank(row, 6, &formats.text)?;
        sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
        total += line.amount;
        row += 1;
    }
    let label = total_label(row - 2, lang);
    sheet.banner(row, 0, 3, &label, &formats.total_text)?;
    sheet.money(row, 4, total, &formats.total_money)?;
    sheet.text(row, 5, &capitals(total), &formats.total_text)?;
    sheet.blank(row, 6, &formats.total_text)?;
    sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
    sheet.sign_off(row + 2, last, &formats.plain, lang)?;
    sheet.at_least(last, 16);
    sheet.at_most(3, 24);
    sheet.finish(40)?;
    Ok(())
}

/// One team paid: as the sheet writes it and the page prints it.
pub struct TeamRow<'a> {
    pub number: u32,
    /// The team prize's name (团体奖).
    pub prize: String,
    /// 第1名, or 并列第1名（2队并列）.
    pub place: String,
    pub team: &'a str,
    pub amount: Money,
}

/// Every team paid money, in the order of the team standings.
pub fn rows<'a>(report: &'a Report, lang: Lang) -> Vec<TeamRow<'a>> {
    let paid = report.outcome.teams.standings.iter();
    (1..)
        .zip(paid.filter(|t| !t.amount.is_zero()))
        .map(|(number, team)| TeamRow {
            number,
            prize: report.name_of(&team.prize),
            place: team.place.map_or(String::new(), |p| {
                let label = place_label(p, team.shared_by, lang);
                match (team.shared_by > 1, lang) {
                    (true, Lang::Zh) => format!("{label}（{}队并列）", team.shared_by),
                    (true, Lang::En) => format!("{label} ({} teams tied)", team.shared_by),
                    (false, _) => label,
                }
            }),
            team: &team.team,
            amount: team.amount,
        })
        .collect()
}

/// 「合计（2队）」.
pub fn total_label(teams: u32, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("合计（{teams}队）"),
        Lang::En => format!("Total ({teams} teams)"),
    }
}
