//! awards.xlsx, the public list: one section per prize schedule in rules
//! order, then one per subsidy; place, name, club and amount only, vacant
//! places as 空缺. Nothing personal beyond name and club ever goes here.

use super::xlsx::{Formats, Sheet, new_workbook, print_a4};
use super::{Report, place_label};
use crate::money::Money;
use crate::msg::Lang;
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
    place: u32,
    /// The player's group and final place in the standings (none: vacant);
    /// lines with the same are players who share a final place, whatever a
    /// preliminary place then made of their order.
    standing: Option<(usize, u32)>,
    /// How many players share this place's money (1: nobody else).
    shared_by: u32,
    /// The winner's own final place, said after the name (`own_place`)
    /// where it is not the place paid or a tie set apart for money; none
    /// when the name already says it (顺延, 名额) or on a vacant line.
    own_rank: Option<u32>,
    pub label: String,
    /// The winner's name, with their own final place when the place
    /// passed down to them (马鹏（名次第10，顺延）).
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
            lines.push(Line {
                place: award.place,
                standing: Some((award.player.group, player.rank)),
                shared_by: award.shared_by,
                own_rank: (placing.is_none() && raised.is_none()).then_some(player.rank),
                label: place_label(award.place, 1, lang),
                name,
                club: &player.club,
                amount: award.amount,
                prize: schedule.prize(award.place as usize),
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
                standing: None,
                shared_by: 1,
                own_rank: None,
                label: place_label(vacancy.place, 1, lang),
                name: Cow::Borrowed(lang.pick("空缺", "vacant")),
                club: "",
                amount: vacancy.amount,
                prize: schedule.prize(vacancy.place as usize),
                vacant: true,
            });
        }
        // Stable: players sharing a place keep the outcome's order.
        lines.sort_by_key(|l| l.place);
        label_shared(&mut lines, lang);
        own_place(&mut lines, lang);
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
                place: 0,
                standing: None,
                shared_by: 1,
                own_rank: None,
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
/// a range (in English "place 5 (tied)"). Players who share a final place
/// in the standings but whom the 预赛名次 set apart for money are each
/// listed at the place they were paid, with 「名次并列，按预赛名次分列」: the
/// list says what the payout sheet pays (SPEC §7).
fn label_shared(lines: &mut [Line], lang: Lang) {
    let mut start = 0;
    while start < lines.len() {
        let standing = lines[start].standing;
        let run = lines[start..]
            .iter()
            .take_while(|l| standing.is_some() && l.standing == standing)
            .count()
            .max(1);
        for line in &mut lines[start..start + run] {
            if line.shared_by > 1 {
                line.label = match lang {
                    Lang::Zh => format!("并列第{}名", line.place),
                    Lang::En => format!("place {} (tied)", line.place),
                };
            } else if run > 1 {
                let note = crate::msg::why::tie_apart_note(line.own_rank.take(), lang);
                line.name = Cow::Owned(format!("{}{note}", line.name));
            }
        }
        start += run;
    }
}

/// A winner's own final place after his name wherever it is not the place
/// paid (the pool passed over players above him: not members, not local,
/// another sex or age): 「第2名 傅世昌（名次第3）」. The public list never
/// contradicts the standings.
fn own_place(lines: &mut [Line], lang: Lang) {
    for line in lines {
        if let Some(rank) = line.own_rank.take().filter(|&rank| rank != line.place) {
            let note = crate::msg::why::own_place_note(rank, lang);
            line.name = Cow::Owned(format!("{}{note}", line.name));
        }
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

    fn line(place: u32, standing: Option<(usize, u32)>, shared_by: u32) -> Line<'static> {
        Line {
            place,
            standing,
            shared_by,
            own_rank: standing.map(|(_, rank)| rank),
            label: place_label(place, 1, Lang::Zh),
            name: Cow::Borrowed("某"),
            club: "",
            amount: Money::ZERO,
            prize: None,
            vacant: standing.is_none(),
        }
    }

    #[test]
    fn a_tie_is_shown_as_shared_only_where_the_money_is_shared() {
        // Three players share 第5名 in the standings (a knockout's losers)
        // and their preliminary places set them apart for money: paid
        // places 5, 6, 7, each listed at his own place with the reason.
        // Two players share 第8名 and its money (places 8 and 9 split):
        // 并列第8名 both. Another group's 第8名 is not theirs: paid place 9
        // (his pool passed over someone above him), his own final place is
        // said. 10 and 11 are two vacancies that share nothing.
        let mut lines = vec![
            line(5, Some((0, 5)), 1),
            line(6, Some((0, 5)), 1),
            line(7, Some((0, 5)), 1),
            line(8, Some((0, 8)), 2),
            line(8, Some((0, 8)), 2),
            line(9, Some((1, 8)), 1),
            line(10, None, 1),
            line(11, None, 1),
        ];
        label_shared(&mut lines, Lang::Zh);
        own_place(&mut lines, Lang::Zh);
        let shown: Vec<(&str, &str)> = (lines.iter())
            .map(|l| (l.label.as_str(), l.name.as_ref()))
            .collect();
        let apart = "某（名次并列第5，按预赛名次分列）";
        assert_eq!(
            shown,
            [
                ("第5名", apart),
                ("第6名", apart),
                ("第7名", apart),
                ("并列第8名", "某"),
                ("并列第8名", "某"),
                ("第9名", "某（名次第8）"),
                ("第10名", "某"),
                ("第11名", "某"),
            ]
        );
    }
}
