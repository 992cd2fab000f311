//! payouts.xlsx, for the treasurer: one row per person paid with every prize
//! item, the total in figures and in capitals and a place to sign (with
//! `[tax]`: 应发, 代扣个税 and 实发, 实发 in capitals, and the withholding
//! list 个税扣缴明细); then the budget reconciliation, the student-subsidy
//! check and a sheet saying which rules and settings produced it.

mod about;
mod budget;
mod checks;
pub mod tax;
pub mod teams;

use super::capitals::capitals;
use super::xlsx::{Formats, Sheet, SheetJob, grouped, print_a4, workbook_bytes};
use super::{Report, place_label};
use crate::engine::PayItem;
use crate::money::Money;
use crate::msg::Lang;
use crate::rules::IdDocument;
use crate::standings::{Column, Player};
use crate::threads::Threads;
use rust_xlsxwriter::Worksheet;
use std::borrow::Cow;

/// The columns before the amounts; then the amounts, 大写金额 and 领款人签名.
/// The first columns, each Chinese beside its English.
const HEADERS: [(&str, &str); 7] = [
    ("序号", "No."),
    ("组别", "Group"),
    ("编号", "Player no."),
    ("姓名", "Name"),
    ("单位", "Club"),
    ("身份证号", "ID number"),
    ("奖项", "Prizes"),
];
/// The amount columns: the total, or with tax withheld 应发, 代扣个税, 实发.
const PLAIN_AMOUNTS: [(&str, &str); 1] = [("合计", "Total")];
const TAXED_AMOUNTS: [(&str, &str); 3] = [
    ("应发金额", "Gross"),
    ("代扣个税", "Tax withheld"),
    ("实发金额", "Net paid"),
];
const COL_ITEMS: u16 = 6;
/// The document column (身份证号), left out when no document is needed
/// and no sheet has one (`document_header`).
const COL_ID: u16 = 5;

/// Row height, in points, that leaves room for a signature.
const SIGNATURE_ROW_HEIGHT: f64 = 30.0;

/// The sheets' names, in the language of the labels.
pub fn sheet_names(lang: Lang) -> [&'static str; 5] {
    lang.each([
        ("奖金发放表", "Payouts"),
        ("个税扣缴明细", "Withholding"),
        ("预算核对", "Budget check"),
        ("学生补贴核对", "Subsidy check"),
        ("说明", "Notes"),
    ])
}

/// The payout workbook, as the bytes of an .xlsx file, labelled in the
/// report's language, its sheets filled on as many threads as there are
/// cores.
pub fn to_bytes(report: &Report) -> anyhow::Result<Vec<u8>> {
    to_bytes_then(report, Threads::Cores, || ())
}

/// `to_bytes` on the threads `threads` allows, calling `filled` once its
/// sheets are filled and only the save (one thread compressing the parts)
/// is left.
pub fn to_bytes_then(
    report: &Report,
    threads: Threads,
    filled: impl FnOnce(),
) -> anyhow::Result<Vec<u8>> {
    to_bytes_in(report, report.lang, threads, filled)
}

/// The payout workbook with its labels (sheet names, titles, headers,
/// totals, the lines to sign, footers) in `lang`; amounts in capitals and
/// the withholding declaration's own columns stay Chinese, as filed.
pub fn to_bytes_in(
    report: &Report,
    lang: Lang,
    threads: Threads,
    filled: impl FnOnce(),
) -> anyhow::Result<Vec<u8>> {
    let formats = &Formats::new();
    let outcome = report.outcome;
    let [payouts, withholding, budget, checks, about] = sheet_names(lang);
    let mut sheets: Vec<SheetJob> = vec![SheetJob {
        name: payouts,
        rows: outcome.payouts.len(),
        fill: Box::new(move |w: &mut Worksheet| write_payouts(report, formats, lang, w)),
    }];
    // Only when some team is paid money: a team prize of places alone (团体
    // 录取, 奖杯) is on awards.xlsx's team list, and an empty sheet to sign
    // would only mislead.
    if teams::any_paid(report) {
        sheets.push(SheetJob {
            name: teams::sheet_name(lang),
            rows: outcome.teams.standings.len(),
            fill: Box::new(move |w: &mut Worksheet| teams::write(report, formats, lang, w)),
        });
    }
    if let Some(tax) = &report.rules.tax {
        sheets.push(SheetJob {
            name: withholding,
            rows: outcome.payouts.len(),
            fill: Box::new(move |w: &mut Worksheet| tax::write(report, tax, formats, lang, w)),
        });
    }
    sheets.push(SheetJob {
        name: budget,
        rows: outcome.budget.len(),
        fill: Box::new(move |w: &mut Worksheet| budget::write(report, formats, lang, w)),
    });
    // Only when the rules have a subsidy with conditions to check: a sheet
    // reading 无人需核对 for an event with none would only mislead.
    let subsidies = report.rules.subsidies.iter();
    if subsidies
        .clone()
        .any(|s| s.kind() == crate::rules::GrantKind::Subsidy)
    {
        sheets.push(SheetJob {
            name: checks,
            rows: outcome.subsidy_checks.len(),
            fill: Box::new(move |w: &mut Worksheet| checks::write(report, formats, lang, w)),
        });
    }
    sheets.push(SheetJob {
        name: about,
        rows: report.warnings.len(),
        fill: Box::new(move |w: &mut Worksheet| about::write(report, formats, lang, w)),
    });
    workbook_bytes(sheets, threads, filled)
}

/// One payout item as the treasurer reads it: "公开组名次奖第5-8名(4人并列) 1,500.00"
/// (in English "公开组名次奖 places 5-8 (4 tied) 1,500.00").
pub fn item_label(report: &Report, item: &PayItem, lang: Lang) -> String {
    let name = report.name_of(&item.source);
    let prize = item
        .place
        .and_then(|p| report.rules.prize_of(&item.source, p));
    let amount = match (prize, lang) {
        (Some(prize), Lang::Zh) => format!("{}（另{prize}）", grouped(item.amount)),
        (Some(prize), Lang::En) => format!("{} (and {prize})", grouped(item.amount)),
        (None, _) => grouped(item.amount),
    };
    // A tie covers a range of places; of places picked out of the order
    // (幸运奖 第21名) only the tie's own place is the prize's.
    let picked = (report.rules.schedules.iter()).any(|s| s.id == item.source && s.picks_places());
    let covered = if picked { 1 } else { item.shared_by };
    match (item.place, lang) {
        (Some(place), Lang::Zh) if item.shared_by > 1 => format!(
            "{name}{}({}人并列) {amount}",
            place_label(place, covered, lang),
            item.shared_by,
        ),
        (Some(place), Lang::En) if item.shared_by > 1 => format!(
            "{name} {} ({} tied) {amount}",
            place_label(place, covered, lang),
            item.shared_by,
        ),
        (Some(place), Lang::Zh) => format!("{name}{} {amount}", place_label(place, 1, lang)),
        (Some(place), Lang::En) => format!("{name} {} {amount}", place_label(place, 1, lang)),
        (None, _) => format!("{name} {amount}"),
    }
}

/// The columns of the payout table: the first ones, the amounts (the
/// total, or 应发, 代扣个税 and 实发), 大写 and 领款人签名.
pub(super) fn headers(report: &Report, lang: Lang) -> (Vec<String>, usize) {
    let tax = report.rules.tax.as_ref();
    let amounts: &[&str] = match tax.is_some() {
        true => &lang.each(TAXED_AMOUNTS),
        false => &lang.each(PLAIN_AMOUNTS),
    };
    let capitals_header = if tax.is_some() {
        lang.pick("实发大写", "Net in words (大写)")
    } else {
        lang.pick("大写金额", "Amount in words (大写)")
    };
    let signature = lang.pick("领款人签名", "Recipient's signature");
    let mut headers: Vec<String> = (lang.each(HEADERS).iter())
        .chain(amounts)
        .chain(&[capitals_header, signature])
        .map(|h| h.to_string())
        .collect();
    if let Some(document) = document_header(report, lang) {
        headers[COL_ID as usize] = document;
    }
    (headers, amounts.len())
}

/// The header of the payout table's document column: 身份证号, or the
/// column the rules name for the document (`id_document = { column }`);
/// none when no document is needed (`id_document = "不需要"`) and no
/// sheet has 身份证号, so that the column is left out, not printed empty.
pub(super) fn document_header(report: &Report, lang: Lang) -> Option<String> {
    let has_id = (report.standings.groups.iter()).any(|g| g.columns.contains(&Column::IdNumber));
    match &report.rules.settings.id_document {
        IdDocument::Column(column) => Some(column.clone()),
        IdDocument::NotNeeded if !has_id => None,
        IdDocument::IdCard | IdDocument::NotNeeded => Some(lang.each(HEADERS)[5].to_string()),
    }
}

/// What the document column says of a payee: the number, or that it is
/// missing where the event requires it.
pub(super) fn document<'a>(report: &Report, player: &'a Player, lang: Lang) -> Cow<'a, str> {
    let valid_id = || match player.has_valid_id() {
        true => player.id_number.as_deref().unwrap_or(""),
        false => "",
    };
    match &report.rules.settings.id_document {
        IdDocument::IdCard if player.has_valid_id() => valid_id().into(),
        IdDocument::NotNeeded => valid_id().into(),
        IdDocument::Column(_) if player.document.is_some() => {
            player.document.as_deref().unwrap_or("").into()
        }
        IdDocument::IdCard | IdDocument::Column(_) => document_missing(report, lang),
    }
}

/// What the document column says of a payee without the document the
/// event requires: 缺身份证号, 缺 and the rules' column, or nothing when
/// none is needed.
pub(super) fn document_missing<'a>(report: &Report, lang: Lang) -> Cow<'a, str> {
    match &report.rules.settings.id_document {
        IdDocument::IdCard => lang.pick("缺身份证号", "no ID number").into(),
        IdDocument::NotNeeded => "".into(),
        IdDocument::Column(column) => match lang {
            Lang::Zh => format!("缺{column}").into(),
            Lang::En => format!("no {column}").into(),
        },
    }
}

/// The label of the totals row: 合计（97人）.
pub(super) fn total_label(people: usize, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("合计（{people}人）"),
        Lang::En => format!("Total ({people} people)"),
    }
}

/// The title above the payout table.
pub(super) fn title(report: &Report, lang: Lang) -> String {
    format!(
        "{} {}",
        report.rules.event,
        lang.pick("奖金发放表", "Payouts")
    )
}

/// One person's row of the payout table, as written and as printed.
pub(super) struct Row<'a> {
    pub number: u32,
    pub group: &'a str,
    pub no: &'a str,
    pub name: &'a str,
    pub club: &'a str,
    /// The ID number (or the document the rules name), or that it is
    /// missing.
    pub id: Cow<'a, str>,
    pub items: Vec<String>,
    /// The total, or 应发, 代扣个税 and 实发; the last is what the person
    /// receives.
    pub figures: Vec<Money>,
}

impl Row<'_> {
    /// What the person receives, in figures.
    pub fn paid(&self) -> Money {
        self.figures.last().copied().unwrap_or(Money::ZERO)
    }
}

/// The payout table's rows, one per person paid, in the outcome's order,
/// each made as it is asked for (a large event's table is not held twice).
pub(super) fn rows<'a>(
    report: &'a Report,
    lang: Lang,
) -> impl Iterator<Item = anyhow::Result<Row<'a>>> + 'a {
    let tax = report.rules.tax.as_ref();
    (1..)
        .zip(&report.outcome.payouts)
        .map(move |(number, payout)| {
            let player = report.player(payout.player)?;
            let items: Vec<String> = payout
                .items
                .iter()
                .map(|item| match tax {
                    Some(tax) if tax.is_exempt(&item.source) => {
                        let exempt = lang.pick("（免税）", " (tax exempt)");
                        format!("{}{exempt}", item_label(report, item, lang))
                    }
                    _ => item_label(report, item, lang),
                })
                .collect();
            Ok(Row {
                number,
                group: report.group_name(payout.player),
                no: &player.no,
                name: &player.name,
                club: &player.club,
                id: document(report, player, lang),
                items,
                figures: match payout.tax {
                    Some(w) => vec![w.gross, w.tax, w.net],
                    None => vec![payout.total],
                },
            })
        })
}

fn write_payouts(
    report: &Report,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let (mut headers, amounts) = headers(report, lang);
    // Without the document column, the columns after it move left.
    let dropped = document_header(report, lang).is_none();
    if dropped {
        headers.remove(COL_ID as usize);
    }
    let col_items = COL_ITEMS - u16::from(dropped);
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let col_first_amount = col_items + 1;
    let col_capitals = col_first_amount + amounts as u16;
    let col_signature = col_capitals + 1;
    print_a4(worksheet, true, Some(1), lang)?;
    worksheet.set_print_gridlines(true);
    let mut sheet = Sheet::new(worksheet);
    sheet.title(0, 0, col_signature, &title(report, lang), &formats.title)?;
    sheet.header(1, &headers, &formats.header)?;

    let mut totals = vec![Money::ZERO; amounts];
    let mut row = 2;
    for line in rows(report, lang) {
        let line = line?;
        sheet.count(row, 0, line.number, &formats.center)?;
        sheet.text(row, 1, line.group, &formats.text)?;
        sheet.text(row, 2, line.no, &formats.text)?;
        sheet.text(row, 3, line.name, &formats.text)?;
        sheet.wrapped(row, 4, line.club, &formats.wrap)?;
        if !dropped {
            sheet.text(row, COL_ID, &line.id, &formats.text)?;
        }
        sheet.wrapped(row, col_items, &line.items.join("\n"), &formats.wrap)?;
        for ((col, amount), total) in (col_first_amount..).zip(&line.figures).zip(&mut totals) {
            sheet.money(row, col, *amount, &formats.money)?;
            *total += *amount;
        }
        sheet.text(row, col_capitals, &capitals(line.paid()), &formats.text)?;
        sheet.blank(row, col_signature, &formats.text)?;
        sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
        row += 1;
    }

    let people = report.outcome.payouts.len();
    sheet.banner(
        row,
        0,
        col_items,
        &total_label(people, lang),
        &formats.total_text,
    )?;
    for (col, amount) in (col_first_amount..).zip(&totals) {
        sheet.money(row, col, *amount, &formats.total_money)?;
    }
    let paid = totals.last().copied().unwrap_or(Money::ZERO);
    sheet.text(row, col_capitals, &capitals(paid), &formats.total_text)?;
    sheet.blank(row, col_signature, &formats.total_text)?;
    sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
    sheet.sign_off(row + 2, col_signature, &formats.plain, lang)?;

    sheet.at_least(col_signature, 16);
    // Long club names wrap rather than shrink the whole page.
    sheet.at_most(4, 24);
    sheet.finish(40)?;
    Ok(())
}
