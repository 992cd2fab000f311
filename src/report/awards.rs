//! awards.xlsx, the public list: one section per prize schedule in rules
//! order, then one per subsidy; place, name, club and amount only, vacant
//! places as 空缺. Nothing personal beyond name and club ever goes here.

use super::xlsx::{Formats, Sheet, new_workbook, print_a4};
use super::{Report, place_label};
use crate::engine::PlacedAs;
use crate::money::Money;
use crate::msg::{Lang, why};
use std::borrow::Cow;

pub mod in_kind;
pub mod teams;

/// The columns, each Chinese beside its English.
const HEADERS: [(&str, &str); 4] = [
    ("名次", "Place"),
    ("姓名", "Name"),
    ("单位", "Club"),
    ("奖金", "Prize"),
];
/// The fifth column, when some place or award gives a prize besides money.
pub(super) const PRIZE_HEADER: (&str, &str) = ("奖品", "Award");

/// One line of a schedule's list: a player's award or a vacant place.
pub(super) struct Line<'a> {
    pub label: String,
    /// The winner's name, with what the record says of his place: his own
    /// final place when the place passed down to him (马鹏（名次第10，顺延）),
    /// when the pool passed over players above him (傅世昌（名次第3）) or
    /// when a tie was set apart (（名次并列第5，按预赛名次分列）).
    pub name: Cow<'a, str>,
    pub club: &'a str,
    pub amount: Money,
    /// The prize the place gives besides money (奖杯, 证书, 礼品).
    pub prize: Option<&'a str>,
    pub vacant: bool,
}

/// The sheet's name, in the language of the labels.
pub fn sheet_name(lang: Lang) -> &'static str {
    lang.pick("获奖名单", "Awards")
}

/// The award-list workbook, as the bytes of an .xlsx file, labelled in the
/// report's language.
pub fn to_bytes(report: &Report) -> anyhow::Result<Vec<u8>> {
    to_bytes_in(report, report.lang)
}

/// The award-list workbook with its labels in `lang`.
pub fn to_bytes_in(report: &Report, lang: Lang) -> anyhow::Result<Vec<u8>> {
    let mut workbook = new_workbook()?;
    let formats = Formats::new();
    let worksheet = workbook.add_worksheet().set_name(sheet_name(lang))?;
    print_a4(worksheet, false, Some(1), lang)?;
    let mut sheet = Sheet::new(worksheet);
    let with_prizes = with_prizes(report);
    let last_col: u16 = if with_prizes { 4 } else { 3 };
    let title = format!("{} {}", report.rules.event, sheet_name(lang));
    sheet.title(0, 0, last_col, &title, &formats.title)?;
    sheet.header(1, &headers(report, lang), &formats.header)?;
    let at = Columns {
        last: last_col,
        prizes: with_prizes,
    };

    let mut row = 2;
    for list in lists(report, lang)? {
        row = section(
            &mut sheet,
            &formats,
            lang,
            at,
            row,
            &list.heading,
            &list.lines,
        )?;
    }
    sheet.finish(40)?;
    if !report.rules.teams.is_empty() {
        let worksheet = workbook.add_worksheet().set_name(teams::sheet_name(lang))?;
        teams::write(report, lang, worksheet)?;
    }
    let items = in_kind::items(report);
    if !items.is_empty() {
        let worksheet = (workbook.add_worksheet()).set_name(in_kind::sheet_name(lang))?;
        in_kind::write(report, &items, lang, worksheet)?;
    }
    Ok(workbook.save_to_buffer()?)
}

/// Whether some place or award gives a prize besides money: then the lists
/// have a fifth column, 奖品.
pub(super) fn with_prizes(report: &Report) -> bool {
    (report.rules.schedules.iter()).any(|s| s.prizes.iter().any(Option::is_some))
        || (report.rules.subsidies.iter())
            .any(|s| s.chosen.as_ref().is_some_and(|c| c.prize.is_some()))
}

/// The lists' column headers: 名次, 姓名, 单位, 奖金, and 奖品 when some
/// place or award gives one.
pub(super) fn headers(report: &Report, lang: Lang) -> Vec<&'static str> {
    let mut headers = lang.each(HEADERS).to_vec();
    if with_prizes(report) {
        headers.push(lang.pick(PRIZE_HEADER.0, PRIZE_HEADER.1));
    }
    headers
}

impl Line<'_> {
    /// The amount as the list shows it: none beside a prize without money
    /// (no 0.00 next to 奖杯).
    pub(super) fn shown_amount(&self) -> Option<Money> {
        (!(self.amount.is_zero() && self.prize.is_some())).then_some(self.amount)
    }
}

/// One list of the workbook: a schedule's places in rules order, or a
/// subsidy's grantees, under its heading. The printed lists of the page are
/// drawn from the same (`printed`).
pub(super) struct List<'a> {
    pub heading: String,
    pub lines: Vec<Line<'a>>,
}

/// Every list of the workbook, in its order: each schedule (places in order,
/// vacancies as 空缺, shared places as 并列), then each subsidy.
pub(super) fn lists<'a>(report: &'a Report, lang: Lang) -> anyhow::Result<Vec<List<'a>>> {
    let outcome = report.outcome;
    let mut lists = Vec::new();
    for schedule in &report.rules.schedules {
        let mut lines = Vec::new();
        for award in outcome.awards.iter().filter(|a| a.schedule == schedule.id) {
            let player = report.player(award.player)?;
            let placing = outcome.drawn.placed.iter().find(|p| {
                p.schedule == award.schedule && p.player == award.player && p.place == award.place
            });
            let name = match placing {
                Some(p) => Cow::Owned(format!("{}{}", player.name, p.how.note(lang))),
                None => Cow::Borrowed(player.name.as_str()),
            };
            // 名额 with a fixed amount: said after the name.
            let raised = (outcome.drawn.raised.iter()).find(|r| {
                r.schedule == award.schedule && r.player == award.player && r.place == award.place
            });
            let name = match raised {
                Some(r) => Cow::Owned(format!(
                    "{name}{}",
                    crate::msg::why::fixed_amount_note(&r.name, r.top, lang)
                )),
                None => name,
            };
            // What the record says of the place beside his own final place.
            let name = match placed_note(award.placed, lang) {
                Some(note) => Cow::Owned(format!("{name}{note}")),
                None => name,
            };
            lines.push((
                award.place,
                Line {
                    label: shared_label(award.place, award.shared_by, lang),
                    name,
                    club: &player.club,
                    amount: award.amount,
                    prize: schedule.prize(award.place as usize),
                    vacant: false,
                },
            ));
        }
        for vacancy in outcome
            .vacancies
            .iter()
            .filter(|v| v.schedule == schedule.id)
        {
            lines.push((
                vacancy.place,
                Line {
                    label: place_label(vacancy.place, 1, lang),
                    name: Cow::Borrowed(lang.pick("空缺", "vacant")),
                    club: "",
                    amount: vacancy.amount,
                    prize: schedule.prize(vacancy.place as usize),
                    vacant: true,
                },
            ));
        }
        // Stable: players sharing a place keep the outcome's order.
        lines.sort_by_key(|(place, _)| *place);
        let lines = lines.into_iter().map(|(_, line)| line).collect();
        lists.push(List {
            heading: schedule.name.clone(),
            lines,
        });
    }
    // A refund or allowance is no award: not on the public list.
    for subsidy in report.rules.subsidies.iter().filter(|s| !s.payment) {
        let mut lines = Vec::new();
        for grant in outcome.grants.iter().filter(|g| g.subsidy == subsidy.id) {
            let player = report.player(grant.player)?;
            lines.push(Line {
                label: String::new(),
                name: Cow::Borrowed(player.name.as_str()),
                club: &player.club,
                amount: grant.amount,
                prize: subsidy.chosen.as_ref().and_then(|c| c.prize.as_deref()),
                vacant: false,
            });
        }
        let heading = match lang {
            // A committee award of a prize alone: its name only.
            _ if subsidy.amount.is_zero() => subsidy.name.clone(),
            Lang::Zh => format!("{}（每人{}元）", subsidy.name, subsidy.amount),
            Lang::En => format!("{} ({} yuan each)", subsidy.name, subsidy.amount),
        };
        lists.push(List { heading, lines });
    }
    Ok(lists)
}

/// Players who share a place's money are listed as sharing the first
/// prize place they cover (并列第5名), not as 第6, 7, 8名 one by one nor as
/// a range (in English "place 5 (tied)"); a place of one player as itself.
fn shared_label(place: u32, shared_by: u32, lang: Lang) -> String {
    match (shared_by > 1, lang) {
        (true, Lang::Zh) => format!("并列第{place}名"),
        (true, Lang::En) => format!("place {place} (tied)"),
        (false, _) => place_label(place, 1, lang),
    }
}

/// After the winner's name, what the engine recorded of his place beside
/// his own final place: players tied on a final place whom the 预赛名次 set
/// apart for money (「名次并列第5，按预赛名次分列」), or a winner whom the
/// pool moved up past players above him (「第2名 傅世昌（名次第3）」). The
/// list says what the payout sheet pays and never contradicts the
/// standings (SPEC §7).
pub(super) fn placed_note(placed: PlacedAs, lang: Lang) -> Option<String> {
    match placed {
        PlacedAs::AsFinished => None,
        PlacedAs::PassedOver { own_place } => Some(why::own_place_note(own_place, lang)),
        PlacedAs::TieSetApart { tied_place, by } => Some(why::tie_apart_note(tied_place, by, lang)),
    }
}

/// The sheet's columns: the last one, and whether 奖品 is among them.
#[derive(Clone, Copy)]
struct Columns {
    last: u16,
    prizes: bool,
}

/// A section heading and its lines; returns the next free row.
fn section(
    sheet: &mut Sheet,
    formats: &Formats,
    lang: Lang,
    at: Columns,
    mut row: u32,
    heading: &str,
    lines: &[Line],
) -> anyhow::Result<u32> {
    row += 1; // a blank line between sections
    sheet.banner(row, 0, at.last, heading, &formats.section)?;
    sheet.worksheet().set_row_height(row, 20)?;
    row += 1;
    if lines.is_empty() {
        sheet.banner(row, 0, at.last, lang.pick("无", "none"), &formats.center)?;
        return Ok(row + 1);
    }
    for line in lines {
        sheet.text(row, 0, &line.label, &formats.center)?;
        let name_format = if line.vacant {
            &formats.muted
        } else {
            &formats.text
        };
        sheet.text(row, 1, &line.name, name_format)?;
        sheet.text(row, 2, line.club, &formats.text)?;
        match line.shown_amount() {
            Some(amount) => sheet.money(row, 3, amount, &formats.money)?,
            None => sheet.blank(row, 3, &formats.money)?,
        }
        if at.prizes {
            sheet.text(row, 4, line.prize.unwrap_or(""), &formats.center)?;
        }
        row += 1;
    }
    Ok(row)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standings::Column;

    #[test]
    fn the_list_says_what_the_record_says_of_a_place() {
        // Three players tied on 第5名 and set apart by the 预赛名次; a
        // winner paid 第9名 whose own final place is 第8; a winner at his
        // own place: nothing after the name.
        let apart = PlacedAs::TieSetApart {
            tied_place: Some(5),
            by: Column::PrelimRank,
        };
        let note = |p| placed_note(p, Lang::Zh);
        assert_eq!(
            note(apart).as_deref(),
            Some("（名次并列第5，按预赛名次分列）")
        );
        // Where the name already says his place (顺延, 名额): the tie alone.
        let said = PlacedAs::TieSetApart {
            tied_place: None,
            by: Column::PrelimRank,
        };
        assert_eq!(note(said).as_deref(), Some("（名次并列，按预赛名次分列）"));
        let passed = PlacedAs::PassedOver { own_place: 8 };
        assert_eq!(note(passed).as_deref(), Some("（名次第8）"));
        assert_eq!(note(PlacedAs::AsFinished), None);
        assert_eq!(shared_label(8, 2, Lang::Zh), "并列第8名");
        assert_eq!(shared_label(9, 1, Lang::Zh), "第9名");
    }
}
