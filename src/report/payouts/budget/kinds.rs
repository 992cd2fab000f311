//! The budget sheet's views of the run's ledger: the money paid under each
//! id (a schedule's places, its reserved places' fixed amounts, a subsidy,
//! an award, a payment) for the sheet's lines, and, where the regulation publishes no total, the ledger's
//! totals by kind with nothing compared (SPEC §19). Each matches every kind
//! of entry, so a new kind is not left off the sheet unsaid.

use super::{LAST_COL, Place, check_mark};
use crate::engine::{Entry, KindTotals, Ledger, Tally};
use crate::money::Money;
use crate::msg::Lang;
use crate::report::Report;
use crate::report::xlsx::Sheet;
use std::collections::BTreeMap;

/// The money of the ledger by the id it belongs to.
#[derive(Default)]
pub(super) struct BySource<'a> {
    /// Per schedule, its place prizes with the fixed amounts of its
    /// reserved places: what its budget line says was awarded.
    pub places: BTreeMap<&'a str, Tally>,
    /// Per schedule, the reserved set's name and its fixed amounts beyond
    /// the places.
    pub reserved: BTreeMap<&'a str, (&'a str, Tally)>,
    /// Per subsidy, committee award or payment id.
    pub grants: BTreeMap<&'a str, Tally>,
}

impl BySource<'_> {
    /// What the subsidy, award or payment `id` paid (nothing when none).
    pub fn tally(&self, id: &str) -> Tally {
        (self.grants.get(id).copied()).unwrap_or(Tally {
            amount: Money::ZERO,
            count: 0,
        })
    }
}

fn add(tally: &mut Tally, amount: Money) {
    tally.amount += amount;
    tally.count += 1;
}

const NOTHING: Tally = Tally {
    amount: Money::ZERO,
    count: 0,
};

pub(super) fn by_source(ledger: &Ledger) -> BySource<'_> {
    let mut by = BySource::default();
    for entry in &ledger.entries {
        match entry {
            Entry::Place {
                schedule, amount, ..
            } => add(by.places.entry(schedule).or_insert(NOTHING), *amount),
            Entry::Reserved {
                schedule,
                name,
                amount,
                ..
            } => {
                let (_, tally) = (by.reserved)
                    .entry(schedule)
                    .or_insert((name.as_str(), NOTHING));
                add(tally, *amount);
                // The same award as its place's entry: money, no new payee.
                by.places.entry(schedule).or_insert(NOTHING).amount += *amount;
            }
            // Team prizes have their own part, recounted from the teams
            // paid; a prize besides money has no amount.
            Entry::Team { .. } | Entry::InKind { .. } => {}
            Entry::Award {
                award: id, amount, ..
            }
            | Entry::Payment {
                payment: id,
                amount,
                ..
            }
            | Entry::Subsidy {
                subsidy: id,
                amount,
                ..
            } => add(by.grants.entry(id).or_insert(NOTHING), *amount),
        }
    }
    by
}

/// 三、各类支付合计: where the regulation states no total, what the ledger
/// paid by kind (only the kinds the run has), added up, and no comparison.
pub(super) fn by_kind(report: &Report, sheet: &mut Sheet, at: Place) -> anyhow::Result<u32> {
    let Place {
        formats,
        lang,
        mut row,
    } = at;
    let rules = report.rules;
    let KindTotals {
        places,
        reserved,
        teams,
        teams_paid,
        awards,
        awards_paid,
        payments,
        payments_paid,
        budgeted,
        budgeted_paid,
        subsidies,
        subsidies_paid,
        in_kind,
    } = KindTotals::of(&report.outcome.ledger, |id| rules.budget_names(id));
    let heading = lang.pick(
        "三、各类发放合计（规程未写总额，不作比较）",
        "3. Paid by kind (the regulation states no total: nothing compared)",
    );
    sheet.banner(row, 0, LAST_COL, heading, &formats.section)?;
    row += 1;
    let headers = lang.each([
        ("类别", "Kind"),
        ("金额", "Amount"),
        ("笔数", "Entries"),
        ("", ""),
        ("", ""),
        ("说明", "Note"),
    ]);
    sheet.header(row, &headers, &formats.header)?;
    row += 1;
    let has = |kind| rules.subsidies.iter().any(|s| s.kind() == kind);
    use crate::rules::GrantKind;
    // (label, amount, entries, shown, note)
    let lines = [
        (lang.pick("名次奖", "Place prizes"), places, None, true, ""),
        (
            lang.pick("名额定额", "Fixed amounts of reserved places"),
            reserved,
            None,
            !reserved.is_zero(),
            lang.pick("规程所定", "stated by the regulation"),
        ),
        (
            lang.pick("团体奖", "Team prizes"),
            teams,
            Some(teams_paid),
            !rules.teams.is_empty(),
            lang.pick("付给各队", "paid to teams"),
        ),
        (
            lang.pick("评选奖", "Committee awards"),
            awards,
            Some(awards_paid),
            has(GrantKind::Chosen),
            "",
        ),
        (
            lang.pick("补贴", "Subsidies"),
            subsidies,
            Some(subsidies_paid),
            has(GrantKind::Subsidy),
            "",
        ),
        (
            lang.pick("非奖金支付（退还、补助）", "Payments that are not prizes"),
            payments + budgeted,
            Some(payments_paid + budgeted_paid),
            has(GrantKind::Payment),
            "",
        ),
    ];
    let mut total = Money::ZERO;
    for (label, amount, entries, shown, note) in lines {
        if !shown {
            continue;
        }
        total += amount;
        sheet.text(row, 0, label, &formats.text)?;
        sheet.money(row, 1, amount, &formats.money)?;
        match entries {
            Some(n) => sheet.text(row, 2, &n.to_string(), &formats.center)?,
            None => sheet.blank(row, 2, &formats.text)?,
        }
        sheet.blank(row, 3, &formats.text)?;
        sheet.blank(row, 4, &formats.text)?;
        sheet.text(row, 5, note, &formats.text)?;
        row += 1;
    }
    sheet.text(row, 0, lang.pick("合计", "Total"), &formats.total_text)?;
    sheet.money(row, 1, total, &formats.total_money)?;
    let ledger_total = report.outcome.ledger.total();
    sheet.blank(row, 2, &formats.text)?;
    sheet.blank(row, 3, &formats.text)?;
    sheet.blank(row, 4, &formats.text)?;
    sheet.text(row, 5, check_mark(total == ledger_total), &formats.center)?;
    row += 1;
    if in_kind > 0 {
        let label = lang.pick("奖品（不计金额）", "Prizes besides money");
        let count = match lang {
            Lang::Zh => format!("{in_kind} 件"),
            Lang::En => format!("{in_kind} handed over"),
        };
        sheet.text(row, 0, label, &formats.text)?;
        sheet.text(row, 1, &count, &formats.text)?;
        row += 1;
    }
    Ok(row + 1)
}
