//! The award lists and the payout table as data a page can draw and print:
//! made from the very lists and rows awards.xlsx and payouts.xlsx are
//! written from (`awards::lists`, `payouts::rows`), so the printed sheets
//! say what the workbooks say — 并列第5名, 单位, the ID number, every item,
//! the figures, 大写, 领款人签名 and the lines to sign — and the team lists
//! and team payout table (团体名次, 团体奖金发放表) from the same team rows.

use super::Report;
use super::capitals::capitals;
use super::xlsx::{SIGN_OFF, SIGN_OFF_EN, grouped};
use super::{awards, payouts};
use crate::money::Money;
use crate::msg::Lang;
use serde::Serialize;

/// The printable documents of a run: the award lists with the team lists
/// after them, and the payout table with the team payout table after it.
#[derive(Debug, Serialize)]
pub struct Printed {
    pub awards: AwardLists,
    /// awards.xlsx's 团体名次, one list per team prize (团体录取 too);
    /// none when the rules have no team prize.
    pub teams: Option<TeamLists>,
    pub payouts: PayoutTable,
    /// payouts.xlsx's 团体奖金发放表; none when no team is paid money.
    pub team_payouts: Option<TeamPayoutTable>,
}

/// awards.xlsx's 团体名次 as lists: 名次, 队名, 成员, 成绩, 奖金 (and 奖品
/// when some team's place gives one).
#[derive(Debug, Serialize)]
pub struct TeamLists {
    pub headers: Vec<&'static str>,
    pub prizes: bool,
    pub lists: Vec<TeamList>,
}

#[derive(Debug, Serialize)]
pub struct TeamList {
    pub heading: String,
    pub lines: Vec<TeamListLine>,
}

/// One team: 第1名, its name, its members (the counted with their places,
/// the others in 〔〕), its result, what it is paid (blank for none), its
/// prize.
#[derive(Debug, Serialize)]
pub struct TeamListLine {
    pub place: String,
    pub team: String,
    pub members: String,
    pub result: String,
    pub amount: String,
    pub prize: String,
}

/// payouts.xlsx's 团体奖金发放表: one row per team paid, to be signed for
/// by the person who collects it.
#[derive(Debug, Serialize)]
pub struct TeamPayoutTable {
    pub title: String,
    /// 序号, 奖项, 名次, 领款单位, 金额, 大写金额, 经办人签名.
    pub headers: Vec<&'static str>,
    pub rows: Vec<TeamPayoutRow>,
    pub total_label: String,
    pub total: String,
    pub total_capitals: String,
    pub sign_off: &'static str,
}

#[derive(Debug, Serialize)]
pub struct TeamPayoutRow {
    pub number: u32,
    pub prize: String,
    pub place: String,
    pub team: String,
    /// As the sheet shows it (2,000.00).
    pub amount: String,
    pub capitals: String,
}

/// awards.xlsx as lists: the title, the column headers, each list.
#[derive(Debug, Serialize)]
pub struct AwardLists {
    pub title: String,
    /// 名次, 姓名, 单位, 奖金, and 奖品 when some place or award gives a
    /// prize besides money (as awards.xlsx's columns).
    pub headers: Vec<&'static str>,
    /// Whether the lines carry 奖品 (the fifth header).
    pub prizes: bool,
    pub lists: Vec<AwardList>,
    /// What an empty list says (无).
    pub none: &'static str,
}

/// One schedule's or subsidy's list.
#[derive(Debug, Serialize)]
pub struct AwardList {
    pub heading: String,
    /// Whether the lines have places (a subsidy's have none).
    pub places: bool,
    pub lines: Vec<AwardLine>,
}

/// One line: 并列第5名, 姓名, 单位, 1,500.00 (or 空缺), 奖杯.
#[derive(Debug, Serialize)]
pub struct AwardLine {
    pub place: String,
    pub name: String,
    pub club: String,
    /// Empty beside a prize without money, as awards.xlsx leaves the cell.
    pub amount: String,
    /// The prize besides money (奖杯), empty when the place gives none.
    pub prize: String,
    pub vacant: bool,
}

/// payouts.xlsx's first sheet: the title, the headers, one row per person,
/// the totals and the lines to sign.
#[derive(Debug, Serialize)]
pub struct PayoutTable {
    pub title: String,
    /// 序号 … 奖项, the amounts, 大写金额, 领款人签名.
    pub headers: Vec<String>,
    /// How many of the headers are amounts (1, or 3 with tax withheld).
    pub amounts: usize,
    /// Every person paid; empty when there are more than the limit asked
    /// for (`omitted` says how many).
    pub rows: Vec<PayoutRow>,
    pub omitted: usize,
    pub total_label: String,
    pub totals: Vec<String>,
    pub total_capitals: String,
    pub sign_off: &'static str,
}

#[derive(Debug, Serialize)]
pub struct PayoutRow {
    pub number: u32,
    pub group: String,
    pub no: String,
    pub name: String,
    pub club: String,
    pub id: String,
    pub items: Vec<String>,
    /// The amounts as the workbook shows them (20,000.00).
    pub figures: Vec<String>,
    pub capitals: String,
}

/// The printable award lists and payout table of `report`, labelled in
/// `lang`; the payout table's rows only when there are at most `max_rows`
/// (a page cannot draw a hundred thousand rows at once).
pub fn printed(report: &Report, lang: Lang, max_rows: usize) -> anyhow::Result<Printed> {
    let lists: Vec<AwardList> = awards::lists(report, lang)?
        .into_iter()
        .map(|list| AwardList {
            heading: list.heading,
            places: list.lines.iter().any(|l| !l.label.is_empty()),
            lines: list
                .lines
                .into_iter()
                .map(|l| AwardLine {
                    amount: l.shown_amount().map(grouped).unwrap_or_default(),
                    place: l.label,
                    name: l.name.to_string(),
                    club: l.club.to_string(),
                    prize: l.prize.unwrap_or_default().to_string(),
                    vacant: l.vacant,
                })
                .collect(),
        })
        .collect();
    let headers = awards::headers(report, lang);
    let prizes = awards::with_prizes(report);
    let awards = AwardLists {
        title: format!("{} {}", report.rules.event, awards::sheet_name(lang)),
        headers,
        prizes,
        lists,
        none: lang.pick("无", "none"),
    };

    let (headers, amounts) = payouts::headers(report, lang);
    let people = report.outcome.payouts.len();
    let mut totals = vec![Money::ZERO; amounts];
    let mut rows = Vec::new();
    for row in payouts::rows(report, lang) {
        let row = row?;
        for (total, amount) in totals.iter_mut().zip(&row.figures) {
            *total += *amount;
        }
        if people > max_rows {
            continue;
        }
        rows.push(PayoutRow {
            number: row.number,
            group: row.group.to_string(),
            no: row.no.to_string(),
            name: row.name.to_string(),
            club: row.club.to_string(),
            id: row.id.to_string(),
            capitals: capitals(row.paid()),
            figures: row.figures.iter().map(|m| grouped(*m)).collect(),
            items: row.items,
        });
    }
    let paid = totals.last().copied().unwrap_or(Money::ZERO);
    let payouts = PayoutTable {
        title: payouts::title(report, lang),
        headers,
        amounts,
        omitted: if people > max_rows { people } else { 0 },
        rows,
        total_label: payouts::total_label(people, lang),
        totals: totals.iter().map(|m| grouped(*m)).collect(),
        total_capitals: capitals(paid),
        sign_off: lang.pick(SIGN_OFF, SIGN_OFF_EN),
    };
    Ok(Printed {
        awards,
        teams: team_lists(report, lang),
        payouts,
        team_payouts: team_payouts(report, lang),
    })
}

/// The team lists of awards.xlsx (团体名次), when the rules have team prizes.
fn team_lists(report: &Report, lang: Lang) -> Option<TeamLists> {
    if report.rules.teams.is_empty() {
        return None;
    }
    let prizes = (report.outcome.teams.standings.iter()).any(|t| t.prize_text.is_some());
    let mut headers = lang.each(awards::teams::HEADERS).to_vec();
    if !prizes {
        headers.pop();
    }
    let lists = (report.rules.teams.iter())
        .map(|prize| TeamList {
            heading: awards::teams::heading(report, &prize.id, lang),
            lines: awards::teams::lines(report, &prize.id, lang)
                .into_iter()
                .map(|l| TeamListLine {
                    place: l.place,
                    team: l.team.to_string(),
                    members: l.members,
                    result: l.result,
                    // Blank when nothing is paid, as the workbook leaves it.
                    amount: match l.amount.is_zero() {
                        true => String::new(),
                        false => grouped(l.amount),
                    },
                    prize: l.prize.unwrap_or_default().to_string(),
                })
                .collect(),
        })
        .collect();
    Some(TeamLists {
        headers,
        prizes,
        lists,
    })
}

/// The team payout table of payouts.xlsx, when some team is paid money.
fn team_payouts(report: &Report, lang: Lang) -> Option<TeamPayoutTable> {
    if !payouts::teams::any_paid(report) {
        return None;
    }
    let rows = payouts::teams::rows(report, lang);
    let total: Money = rows.iter().map(|r| r.amount).sum();
    let count = u32::try_from(rows.len()).unwrap_or(u32::MAX);
    Some(TeamPayoutTable {
        title: format!(
            "{} {}",
            report.rules.event,
            payouts::teams::sheet_name(lang)
        ),
        headers: lang.each(payouts::teams::HEADERS).to_vec(),
        rows: rows
            .into_iter()
            .map(|r| TeamPayoutRow {
                number: r.number,
                prize: r.prize,
                place: r.place,
                team: r.team.to_string(),
                amount: grouped(r.amount),
                capitals: capitals(r.amount),
            })
            .collect(),
        total_label: payouts::teams::total_label(count, lang),
        total: grouped(total),
        total_capitals: capitals(total),
        sign_off: lang.pick(SIGN_OFF, SIGN_OFF_EN),
    })
}
