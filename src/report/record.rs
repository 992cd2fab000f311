//! 领奖记录.xlsx, the ceremony's final record for the finance office
//! (SPEC §20): every payee of a kept run, people then teams, with the
//! amount in figures and in 大写, 已领 (现金, 转账 or 代领, the 领取人, when
//! and by which 经办人) or 未领 or 放弃, the note; the totals 已领 + 未领 +
//! 放弃 that make up the run's total to the fen; signature lines for 出纳,
//! 经办人 and 审核; and a second sheet 汇总 by kind of prize and by schedule.
//! Printable like payouts.xlsx (A4, header row repeated, fit to width).
//!
//! Bank details of a transfer are not written here: they stay in the event
//! file. The writer decides nothing; it shows a `Collection`.

use super::capitals::capitals;
use super::xlsx::{Formats, Sheet, SheetJob, print_a4, workbook_bytes};
use crate::event::{Collection, How, KeptRun, Kind, Payee, State, Tally};
use crate::msg::Lang;
use crate::threads::Threads;
use rust_xlsxwriter::{ColNum, Worksheet};
use std::collections::BTreeMap;

mod from_event;
pub use from_event::{Made, forfeits, from_event, local_now};

/// The file's name.
pub const FILE_NAME: &str = "领奖记录.xlsx";

/// What the record shows besides the collection.
pub struct Record<'a> {
    /// The event's name as kept.
    pub event: &'a str,
    pub run: &'a KeptRun,
    pub collection: &'a Collection,
    /// Schedule and team prize names by id, from the kept rules file.
    pub names: BTreeMap<String, String>,
    /// What the rules say of an uncollected prize, as the 说明 line says it.
    pub uncollected: String,
}

/// The sheets' names.
pub fn sheet_names(lang: Lang) -> [&'static str; 2] {
    lang.each([("领奖记录", "Collection record"), ("汇总", "Summary")])
}

/// Room to sign, in points.
const SIGN_HEIGHT: f64 = 36.0;

/// 领奖记录.xlsx as bytes (the same record gives the same bytes).
pub fn to_bytes(record: &Record, lang: Lang) -> anyhow::Result<Vec<u8>> {
    let formats = &Formats::new();
    let [list, summary] = sheet_names(lang);
    let sheets = vec![
        SheetJob {
            name: list,
            rows: record.collection.payees.len(),
            fill: Box::new(move |w: &mut Worksheet| write_list(record, formats, lang, w)),
        },
        SheetJob {
            name: summary,
            rows: record.collection.by_schedule.len(),
            fill: Box::new(move |w: &mut Worksheet| write_summary(record, formats, lang, w)),
        },
    ];
    workbook_bytes(sheets, Threads::One, || {})
}

/// The columns of the list.
fn list_header(lang: Lang) -> [&'static str; 12] {
    lang.each([
        ("序号", "No."),
        ("组别／奖项", "Group / prize"),
        ("编号", "Number"),
        ("姓名／队名", "Name / team"),
        ("金额（元）", "Amount"),
        ("大写金额", "In words"),
        ("状态", "State"),
        ("领取方式", "How"),
        ("领取人", "Collected by"),
        ("领取时间", "When"),
        ("经办人", "Handed over by"),
        ("备注", "Note"),
    ])
}

const LAST: ColNum = 11;

fn write_list(
    record: &Record,
    f: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let mut s = Sheet::new(worksheet);
    let title = format!(
        "{}　{}",
        record.event,
        lang.pick("领奖记录", "collection record")
    );
    s.title(0, 0, LAST, &title, &f.title)?;
    let basis = lang
        .pick(
            &format!(
                "依据：第 {} 次保存的计算结果（成绩文件「{}」，保存于 {}）。{}",
                record.run.id, record.run.standings_name, record.run.kept_at, record.uncollected
            ),
            &format!(
                "From kept run {} (standings {}, kept {}). {}",
                record.run.id, record.run.standings_name, record.run.kept_at, record.uncollected
            ),
        )
        .to_string();
    s.banner(1, 0, LAST, &basis, &f.plain)?;
    s.header(2, &list_header(lang), &f.header)?;
    let mut row = 3;
    for (n, p) in (1..).zip(&record.collection.payees) {
        let (group, number, name) = match &p.payee {
            Payee::Person { group, number } => (group.clone(), number.clone(), p.name.clone()),
            Payee::Team { prize, team } => (name_of(record, prize), String::new(), team.clone()),
        };
        s.count(row, 0, n, &f.center)?;
        s.text(row, 1, &group, &f.text)?;
        s.text(row, 2, &number, &f.center)?;
        s.text(row, 3, &name, &f.text)?;
        s.money(row, 4, p.amount, &f.money)?;
        s.text(row, 5, &capitals(p.amount), &f.text)?;
        let (state, how, taker, when, by, note) = match &p.state {
            State::Collected {
                how, at, by, note, ..
            } => {
                let (how, taker) = match how {
                    How::Cash => (lang.pick("现金", "cash"), name.clone()),
                    How::Transfer { .. } => (lang.pick("转账", "transfer"), name.clone()),
                    How::Proxy { name: proxy } => (lang.pick("代领", "by proxy"), proxy.clone()),
                };
                (
                    lang.pick("已领", "collected"),
                    how,
                    taker,
                    when_of(at),
                    by.as_str(),
                    note.as_str(),
                )
            }
            State::Open => (
                lang.pick("未领", "open"),
                "",
                String::new(),
                String::new(),
                "",
                "",
            ),
            State::Forfeited => (
                lang.pick("放弃", "forfeited"),
                "",
                String::new(),
                String::new(),
                "",
                "",
            ),
        };
        s.text(row, 6, state, &f.center)?;
        s.text(row, 7, how, &f.center)?;
        s.text(row, 8, &taker, &f.text)?;
        s.text(row, 9, &when, &f.text)?;
        s.text(row, 10, by, &f.text)?;
        s.text(row, 11, note, &f.wrap)?;
        row += 1;
    }
    let c = record.collection;
    let total = Tally {
        count: c.collected.count + c.open.count + c.forfeited.count,
        amount: c.collected.amount + c.open.amount + c.forfeited.amount,
    };
    for (label, tally) in [
        (lang.pick("已领合计", "Collected"), c.collected),
        (lang.pick("未领合计", "Open"), c.open),
        (lang.pick("放弃合计", "Forfeited"), c.forfeited),
        (
            lang.pick(
                "应发合计（已领＋未领＋放弃）",
                "Total (collected + open + forfeited)",
            ),
            total,
        ),
    ] {
        s.banner(row, 0, 2, label, &f.total_text)?;
        s.text(row, 3, &people(tally.count, lang), &f.total_text)?;
        s.money(row, 4, tally.amount, &f.total_money)?;
        s.text(row, 5, &capitals(tally.amount), &f.total_text)?;
        for col in 6..=LAST {
            s.blank(row, col, &f.total_text)?;
        }
        row += 1;
    }
    row += 1;
    let sign = lang.pick(
        "出纳：＿＿＿＿＿＿　　经办人：＿＿＿＿＿＿　　审核：＿＿＿＿＿＿　　日期：＿＿＿＿年＿＿月＿＿日",
        "Cashier: ____________    Handled by: ____________    Checked by: ____________    Date: ______-____-____",
    );
    s.banner(row, 0, LAST, sign, &f.plain)?;
    s.min_height(row, SIGN_HEIGHT);
    s.at_most(11, 24);
    print_a4(s.worksheet(), true, Some(2), lang)?;
    s.finish(40)?;
    Ok(())
}

fn write_summary(
    record: &Record,
    f: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let mut s = Sheet::new(worksheet);
    let title = format!(
        "{}　{}",
        record.event,
        lang.pick("领奖汇总", "collection summary")
    );
    s.title(0, 0, 7, &title, &f.title)?;
    let header = lang.each([
        ("奖项", "Prize"),
        ("类别", "Kind"),
        ("已领人次", "Collected"),
        ("已领金额", "Amount"),
        ("未领人次", "Open"),
        ("未领金额", "Amount"),
        ("放弃人次", "Forfeited"),
        ("放弃金额", "Amount"),
    ]);
    s.header(1, &header, &f.header)?;
    let c = record.collection;
    let lines = c
        .by_schedule
        .iter()
        .map(|l| {
            (
                name_of(record, &l.schedule),
                l.kind,
                l.collected,
                l.open,
                l.forfeited,
            )
        })
        .chain(c.by_kind.iter().map(|k| {
            let all = lang.pick("（小计）", " (subtotal)");
            (
                format!("{}{all}", kind_name(k.kind, lang)),
                k.kind,
                k.collected,
                k.open,
                k.forfeited,
            )
        }));
    for (row, (name, kind, collected, open, forfeited)) in (2..).zip(lines) {
        s.text(row, 0, &name, &f.text)?;
        s.text(row, 1, kind_name(kind, lang), &f.center)?;
        for (col, tally) in [(2, collected), (4, open), (6, forfeited)] {
            s.count(row, col, tally.count, &f.center)?;
            s.money(row, col + 1, tally.amount, &f.money)?;
        }
    }
    print_a4(s.worksheet(), false, Some(1), lang)?;
    s.finish(40)?;
    Ok(())
}

/// A schedule's or team prize's name from the kept rules, else its id.
fn name_of(record: &Record, id: &str) -> String {
    record
        .names
        .get(id)
        .cloned()
        .unwrap_or_else(|| id.to_string())
}

fn kind_name(kind: Kind, lang: Lang) -> &'static str {
    match kind {
        Kind::Place => lang.pick("名次奖", "place prize"),
        Kind::Subsidy => lang.pick("补贴", "subsidy"),
        Kind::Payment => lang.pick("退费与补助", "refund or allowance"),
        Kind::Chosen => lang.pick("评选奖", "committee award"),
        Kind::Team => lang.pick("团体奖", "team prize"),
    }
}

fn people(count: u32, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("{count} 人"),
        Lang::En => crate::msg::count(count, "payee", "payees"),
    }
}

/// A mark's time as a treasurer writes it, in the time zone it was given:
/// 2019-05-01 17:05 (as given when it is no RFC 3339 time).
fn when_of(at: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(at)
        .map(|t| t.format("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_else(|_| at.to_string())
}
