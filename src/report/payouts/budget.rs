//! Sheet 预算核对: per schedule, planned against awarded, vacant and split
//! remainder, which must add up to the fen; then the base regulation beside
//! the amended one, and the published budget beside its sections; with
//! `[tax]`, the tax withheld and (published amounts after tax) what the
//! organizer pays beyond the published amounts.

use crate::engine::{BudgetCheck, BudgetLine, Tally};

mod kinds;
use crate::money::Money;
use crate::msg::Lang;
use crate::msg::why::Placing;
use crate::report::Report;
use crate::report::xlsx::{Formats, Sheet, grouped, print_a4};
use crate::rules::{Tax, TaxAmounts};
use rust_xlsxwriter::Worksheet;

const LAST_COL: u16 = 5;

pub fn write(
    report: &Report,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    print_a4(worksheet, false, None, lang)?;
    let mut sheet = Sheet::new(worksheet);
    sheet.title(
        0,
        0,
        LAST_COL,
        &format!(
            "{} {}",
            report.rules.event,
            lang.pick("预算核对（元）", "Budget check (yuan)")
        ),
        &formats.title,
    )?;
    let at = Place {
        formats,
        lang,
        row: 1,
    };
    let row = planned_against_paid(report, &mut sheet, at)?;
    let row = base_against_amended(report, &mut sheet, Place { row: row + 1, ..at })?;
    let check = BudgetCheck::of(report.rules, &report.outcome.ledger);
    let row = match report.rules.budget.is_some() {
        true => stated_budget(report, &check, &mut sheet, Place { row: row + 1, ..at })?,
        false => kinds::by_kind(report, &mut sheet, Place { row: row + 1, ..at })?,
    };
    let row = match check.payments.is_some() {
        true => payments(report, &mut sheet, Place { row: row + 1, ..at })?,
        false => row,
    };
    let row = match report.rules.teams.is_empty() {
        false => teams(report, &mut sheet, Place { row: row + 1, ..at })?,
        true => row,
    };
    if let Some(tax) = &report.rules.tax {
        withholding(report, tax, &mut sheet, Place { row: row + 1, ..at })?;
    }
    sheet.finish(48)?;
    Ok(())
}

/// Budget lines in rules order: schedules, then subsidies, then anything else.
fn lines_in_rules_order<'a>(report: &'a Report) -> Vec<&'a BudgetLine> {
    let rules = report.rules;
    let order: Vec<&str> = rules
        .schedules
        .iter()
        .map(|s| s.id.as_str())
        .chain(rules.subsidies.iter().map(|s| s.id.as_str()))
        .collect();
    let mut lines: Vec<&BudgetLine> = report.outcome.budget.iter().collect();
    lines.sort_by_key(|l| {
        order
            .iter()
            .position(|id| *id == l.schedule)
            .unwrap_or(order.len())
    });
    lines
}

/// The schedule's name, with the part of its awarded amount that places
/// filled by 递补 took: 「成都籍奖（其中递补 100.00）」.
fn schedule_label(report: &Report, line: &BudgetLine, lang: Lang) -> String {
    let outcome = report.outcome;
    let filled: Money = outcome
        .awards
        .iter()
        .filter(|a| a.schedule == line.schedule)
        .filter(|a| {
            outcome.drawn.placed.iter().any(|p| {
                matches!(p.how, Placing::Filled { .. })
                    && p.schedule == a.schedule
                    && p.player == a.player
                    && p.place == a.place
            })
        })
        .map(|a| a.amount)
        .sum();
    let name = report.name_of(&line.schedule);
    if filled.is_zero() {
        return name;
    }
    crate::zh_en!(
        lang,
        format!("{name}（其中递补 {filled}）"),
        format!("{name} (of which filled {filled})")
    )
}

/// Where a part of the sheet starts, and how it is written.
#[derive(Clone, Copy)]
struct Place<'f> {
    formats: &'f Formats,
    lang: Lang,
    row: u32,
}

fn check_mark(ok: bool) -> &'static str {
    if ok { "✓" } else { "✗" }
}

/// A budget line's figures (计划, 已发, 空缺, 分配余数) on `at.row` under
/// `label`, with its check mark, each added into `totals`.
fn line_figures(
    sheet: &mut Sheet,
    at: Place,
    label: &str,
    line: &BudgetLine,
    ok: bool,
    totals: &mut [Money; 4],
) -> anyhow::Result<()> {
    sheet.text(at.row, 0, label, &at.formats.text)?;
    let figures = [line.planned, line.awarded, line.vacant, line.remainder];
    for (col, (amount, total)) in (1..).zip(figures.iter().zip(totals.iter_mut())) {
        sheet.money(at.row, col, *amount, &at.formats.money)?;
        *total += *amount;
    }
    sheet.text(at.row, 5, check_mark(ok), &at.formats.center)?;
    Ok(())
}

/// The 合计 row of `totals` on `at.row`, checked to add up: planned =
/// awarded + vacant + remainder.
fn totals_row(sheet: &mut Sheet, at: Place, totals: [Money; 4]) -> anyhow::Result<()> {
    let [planned, awarded, vacant, remainder] = totals;
    let formats = at.formats;
    sheet.text(
        at.row,
        0,
        at.lang.pick("合计", "Total"),
        &formats.total_text,
    )?;
    for (col, amount) in (1..).zip(totals) {
        sheet.money(at.row, col, amount, &formats.total_money)?;
    }
    let adds_up = planned == awarded + vacant + remainder;
    sheet.text(at.row, 5, check_mark(adds_up), &formats.center)?;
    Ok(())
}

fn planned_against_paid(report: &Report, sheet: &mut Sheet, at: Place) -> anyhow::Result<u32> {
    let Place {
        formats,
        lang,
        mut row,
    } = at;
    let outcome = report.outcome;
    let heading = lang.pick("一、各奖项计划与发放", "1. Planned and paid, per schedule");
    sheet.banner(row, 0, LAST_COL, heading, &formats.section)?;
    row += 1;
    let headers = lang.each([
        ("奖项", "Schedule"),
        ("计划", "Planned"),
        ("已发", "Awarded"),
        ("空缺", "Vacant"),
        ("分配余数", "Split remainder"),
        ("核对", "Check"),
    ]);
    sheet.header(row, &headers, &formats.header)?;
    row += 1;
    let mut totals = [Money::ZERO; 4];
    let paid = kinds::by_source(&outcome.ledger);
    for line in lines_in_rules_order(report) {
        // Recount from the ledger, so the check does not just repeat the
        // line's figures back: its places (with the fixed amounts), or the
        // grants of its id.
        let id = line.schedule.as_str();
        let places = paid.places.get(id).map_or(Money::ZERO, |t| t.amount);
        let awarded = places + paid.tally(id).amount;
        let vacant: Money = outcome
            .vacancies
            .iter()
            .filter(|v| v.schedule == line.schedule)
            .map(|v| v.amount)
            .sum();
        let adds_up = line.planned == line.awarded + line.vacant + line.remainder;
        let ok = adds_up && awarded == line.awarded && vacant == line.vacant;
        let label = schedule_label(report, line, lang);
        line_figures(sheet, Place { row, ..at }, &label, line, ok, &mut totals)?;
        row += 1;
    }
    totals_row(sheet, Place { row, ..at }, totals)?;
    let awarded = totals[1];
    row += 1;
    let paid = outcome.total_paid();
    let payouts_total = lang.pick("奖金发放表合计", "Total of the payouts sheet");
    sheet.text(row, 0, payouts_total, &formats.text)?;
    sheet.blank(row, 1, &formats.text)?;
    sheet.money(row, 2, paid, &formats.money)?;
    sheet.blank(row, 3, &formats.text)?;
    sheet.blank(row, 4, &formats.text)?;
    sheet.text(row, 5, check_mark(paid == awarded), &formats.center)?;
    Ok(row + 2)
}

/// The schedules as the regulation lists them, beside the amended ones
/// only where the rules have amendments; then the fixed amounts of
/// reserved places (stated money, the same in both), the team prizes, and
/// the subsidies, committee awards and payments `[budget]` names, each
/// only where the rules have them.
fn base_against_amended(report: &Report, sheet: &mut Sheet, at: Place) -> anyhow::Result<u32> {
    let Place {
        formats,
        lang,
        mut row,
    } = at;
    let rules = report.rules;
    let amended = !rules.amendments.is_empty();
    let heading = match amended {
        true => lang.pick(
            "二、原规程与补充通知对照",
            "2. The regulation against its amendments",
        ),
        false => lang.pick(
            "二、规程所列各奖项",
            "2. The prizes as the regulation lists them",
        ),
    };
    sheet.banner(row, 0, LAST_COL, heading, &formats.section)?;
    row += 1;
    let headers = match amended {
        true => lang.each([
            ("奖项", "Schedule"),
            ("原规程", "Regulation"),
            ("补充通知后", "As amended"),
            ("差额", "Difference"),
            ("", ""),
            ("说明", "Note"),
        ]),
        false => lang.each([
            ("奖项", "Schedule"),
            ("规程", "Regulation"),
            ("", ""),
            ("", ""),
            ("", ""),
            ("说明", "Note"),
        ]),
    };
    sheet.header(row, &headers, &formats.header)?;
    row += 1;
    let paid = kinds::by_source(&report.outcome.ledger);
    let mut rows: Vec<(String, Money, Money, String)> = Vec::new();
    for s in &rules.schedules {
        let note = match (&s.amended_by, lang) {
            (Some(date), Lang::Zh) if s.base_planned.is_zero() => format!("{date} 新增"),
            (Some(date), Lang::Zh) => format!("{date} 修改"),
            (Some(date), Lang::En) if s.base_planned.is_zero() => format!("added {date}"),
            (Some(date), Lang::En) => format!("changed {date}"),
            (None, _) => String::new(),
        };
        rows.push((s.name.clone(), s.base_planned, s.planned(), note));
    }
    // 名额定额: what the fixed amounts pay beyond their places, as the
    // regulation states them: the same before and after the amendments.
    for (schedule, (name, fixed)) in &paid.reserved {
        let label = match lang {
            Lang::Zh => format!("{}名额定额（{name}）", report.name_of(schedule)),
            Lang::En => format!("{} fixed amounts ({name})", report.name_of(schedule)),
        };
        let note = lang.pick("规程所定，不计超出", "stated by the regulation, never over");
        rows.push((label, fixed.amount, fixed.amount, note.to_string()));
    }
    for c in &rules.cancelled {
        rows.push((
            c.name.clone(),
            c.base_planned,
            Money::ZERO,
            match lang {
                Lang::Zh => format!("{} 取消", c.cancelled_by),
                Lang::En => format!("cancelled {}", c.cancelled_by),
            },
        ));
    }
    // Team prizes, as published (no amendment changes them).
    for t in &rules.teams {
        let note = lang.pick("团体奖，付给各队", "team prize, paid to teams");
        rows.push((t.name.clone(), t.planned(), t.planned(), note.to_string()));
    }
    // Subsidies and committee awards, and the payments `[budget]` names:
    // paid by who meets them, so planned as paid. Other payments are no
    // prize money: their own part below.
    let inside = (rules.subsidies.iter()).filter(|s| !s.payment || rules.budget_names(&s.id));
    for s in inside {
        let Tally { amount, count } = paid.tally(&s.id);
        let note = match lang {
            Lang::Zh => format!("每人{} × {count}人", grouped(s.amount)),
            Lang::En => format!("{} each × {count}", grouped(s.amount)),
        };
        rows.push((s.name.clone(), Money::ZERO, amount, note));
    }
    for (name, base, now, note) in &rows {
        sheet.text(row, 0, name, &formats.text)?;
        match amended {
            true => {
                sheet.money(row, 1, *base, &formats.money)?;
                sheet.money(row, 2, *now, &formats.money)?;
                sheet.money(row, 3, *now - *base, &formats.money)?;
            }
            false => {
                sheet.money(row, 1, *now, &formats.money)?;
                sheet.blank(row, 2, &formats.text)?;
                sheet.blank(row, 3, &formats.text)?;
            }
        }
        sheet.blank(row, 4, &formats.text)?;
        sheet.text(row, 5, note, &formats.text)?;
        row += 1;
    }
    let check = BudgetCheck::of(rules, &report.outcome.ledger);
    let base = rules.base_planned() + check.fixed;
    let now = check.total;
    sheet.text(row, 0, lang.pick("合计", "Total"), &formats.total_text)?;
    match amended {
        true => {
            sheet.money(row, 1, base, &formats.total_money)?;
            sheet.money(row, 2, now, &formats.total_money)?;
            sheet.money(row, 3, now - base, &formats.total_money)?;
        }
        false => {
            sheet.money(row, 1, now, &formats.total_money)?;
            sheet.blank(row, 2, &formats.text)?;
            sheet.blank(row, 3, &formats.text)?;
        }
    }
    sheet.blank(row, 4, &formats.text)?;
    sheet.text(row, 5, &plan_parts(rules, &check, lang), &formats.text)?;
    Ok(row + 2)
}

/// 「名次奖 60,000.00 + 名额定额 1,000.00 + 补贴 600.00」: the parts of the
/// total, each kind only where the rules have it.
fn plan_parts(rules: &crate::rules::Rules, check: &BudgetCheck, lang: Lang) -> String {
    let teams = rules.team_planned();
    let mut parts = vec![format!(
        "{} {}",
        lang.pick("名次奖", "places"),
        grouped(check.plan - check.fixed - teams)
    )];
    if !check.fixed.is_zero() {
        let label = lang.pick("名额定额", "fixed amounts");
        parts.push(format!("{label} {}", grouped(check.fixed)));
    }
    if !rules.teams.is_empty() {
        parts.push(format!(
            "{} {}",
            lang.pick("团体奖", "teams"),
            grouped(teams)
        ));
    }
    let kinds = [
        (check.subsidies, lang.pick("补贴", "subsidies")),
        (check.awards, lang.pick("评选奖", "committee awards")),
        (
            check.budgeted,
            lang.pick("预算所列非奖金支付", "payments the budget names"),
        ),
    ];
    for (tally, label) in kinds {
        if let Some(t) = tally {
            parts.push(format!("{label} {}", grouped(t.amount)));
        }
    }
    parts.join(" + ")
}

/// Refunds and allowances (`[[payments]]`): each under its own name, each
/// amount times the people paid, outside the prize budget.
fn payments(report: &Report, sheet: &mut Sheet, at: Place) -> anyhow::Result<u32> {
    let Place {
        formats,
        lang,
        mut row,
    } = at;
    let rules = report.rules;
    let payments = (rules.subsidies.iter()).filter(|s| s.payment && !rules.budget_names(&s.id));
    let paid = kinds::by_source(&report.outcome.ledger);
    let heading = lang.pick(
        "另：非奖金支付（退还、补助），不计入奖金预算",
        "Besides: payments that are not prizes (refunds, allowances), outside the prize budget",
    );
    sheet.banner(row, 0, LAST_COL, heading, &formats.section)?;
    row += 1;
    let headers = match lang {
        Lang::Zh => ["项目", "每人", "人数", "合计", "", "说明"],
        Lang::En => ["Item", "Each", "People", "Total", "", "Note"],
    };
    sheet.header(row, &headers, &formats.header)?;
    row += 1;
    let mut total = Money::ZERO;
    for p in payments {
        let Tally { amount: sum, count } = paid.tally(&p.id);
        total += sum;
        sheet.text(row, 0, &p.name, &formats.text)?;
        sheet.money(row, 1, p.amount, &formats.money)?;
        sheet.text(row, 2, &count.to_string(), &formats.center)?;
        sheet.money(row, 3, sum, &formats.money)?;
        sheet.blank(row, 4, &formats.text)?;
        sheet.blank(row, 5, &formats.text)?;
        row += 1;
    }
    sheet.text(row, 0, lang.pick("合计", "Total"), &formats.total_text)?;
    sheet.blank(row, 1, &formats.text)?;
    sheet.blank(row, 2, &formats.text)?;
    sheet.money(row, 3, total, &formats.total_money)?;
    Ok(row + 2)
}

/// Team prizes (`[[teams]]`), paid to teams: per team prize, planned
/// against paid, vacant and split remainder, on lines of their own (the
/// players' payout total above holds none of it), then their total.
fn teams(report: &Report, sheet: &mut Sheet, at: Place) -> anyhow::Result<u32> {
    let Place {
        formats,
        lang,
        mut row,
    } = at;
    let outcome = report.outcome;
    let heading = lang.pick(
        "另：团体奖（付给各队，不在个人奖金发放表中）",
        "Besides: team prizes (paid to teams, not on the players' payouts sheet)",
    );
    sheet.banner(row, 0, LAST_COL, heading, &formats.section)?;
    row += 1;
    let headers = lang.each([
        ("团体奖", "Team prize"),
        ("计划", "Planned"),
        ("已发", "Awarded"),
        ("空缺", "Vacant"),
        ("分配余数", "Split remainder"),
        ("核对", "Check"),
    ]);
    sheet.header(row, &headers, &formats.header)?;
    row += 1;
    let mut totals = [Money::ZERO; 4];
    for line in &outcome.teams.budget {
        // Recounted from the teams paid, as the places above are.
        let paid: Money = (outcome.teams.standings.iter())
            .filter(|t| t.prize == line.schedule)
            .map(|t| t.amount)
            .sum();
        let ok =
            paid == line.awarded && line.planned == line.awarded + line.vacant + line.remainder;
        let label = report.name_of(&line.schedule);
        line_figures(sheet, Place { row, ..at }, &label, line, ok, &mut totals)?;
        row += 1;
    }
    totals_row(sheet, Place { row, ..at }, totals)?;
    Ok(row + 2)
}

/// The total the regulation publishes: each section against what its ids
/// hold (a schedule's or team prize's places as first published; an
/// award's, a payment's or a reserved set's money as paid), the total
/// against the sections; then the run against the total in the words of
/// the terminal's budget line (`BudgetCheck`): the fixed amounts of
/// reserved places inside the plan and never over.
fn stated_budget(
    report: &Report,
    check: &BudgetCheck,
    sheet: &mut Sheet,
    at: Place,
) -> anyhow::Result<u32> {
    let Place {
        formats,
        lang,
        mut row,
    } = at;
    let rules = report.rules;
    let Some(budget) = &rules.budget else {
        return Ok(row);
    };
    let heading = lang.pick(
        "三、规程公布的总奖金",
        "3. The prize money the regulation publishes",
    );
    sheet.banner(row, 0, LAST_COL, heading, &formats.section)?;
    row += 1;
    let headers = lang.each([
        ("项目", "Item"),
        ("公布", "Published"),
        ("按名次计", "Sum of places"),
        ("核对", "Check"),
    ]);
    sheet.header(row, &headers, &formats.header)?;
    row += 1;
    let paid = kinds::by_source(&report.outcome.ledger);
    // A schedule's or team prize's places as first published.
    let places_of = |id: &str| -> Money {
        (rules.schedules.iter())
            .filter(|s| s.id == id)
            .map(|s| s.base_planned)
            .chain(
                (rules.cancelled.iter())
                    .filter(|c| c.id == id)
                    .map(|c| c.base_planned),
            )
            .chain(
                (rules.teams.iter())
                    .filter(|t| t.id == id)
                    .map(|t| t.planned()),
            )
            .sum()
    };
    // An award's, a payment's, a subsidy's or a reserved set's money, as
    // paid: the regulation states no sum of it the file could check.
    let paid_of = |id: &str| -> Money {
        let reserved = (paid.reserved.values()).filter(|(name, _)| *name == id);
        reserved.map(|(_, t)| t.amount).sum::<Money>() + paid.tally(id).amount
    };
    let base_of = |id: &str| places_of(id) + paid_of(id);
    for section in &budget.sections {
        let counted: Money = section.schedules.iter().map(|id| base_of(id)).sum();
        sheet.text(row, 0, &section.name, &formats.text)?;
        sheet.money(row, 1, section.stated, &formats.money)?;
        sheet.money(row, 2, counted, &formats.money)?;
        sheet.text(
            row,
            3,
            check_mark(counted == section.stated),
            &formats.center,
        )?;
        row += 1;
    }
    let named = (budget.sections.iter()).flat_map(|s| &s.schedules);
    let base = rules.base_planned() + named.map(|id| paid_of(id)).sum::<Money>();
    let total = lang.pick("总奖金", "Total prize money");
    sheet.text(row, 0, total, &formats.total_text)?;
    sheet.money(row, 1, budget.stated, &formats.total_money)?;
    sheet.money(row, 2, base, &formats.total_money)?;
    sheet.text(row, 3, check_mark(base == budget.stated), &formats.center)?;
    row += 2;
    against_published(check, sheet, Place { row, ..at })
}

/// The run against the published total, as the terminal says it: the plan
/// (补充通知后 only with amendments, 含名额定额 where there are fixed
/// amounts), each kind paid beside it only where the rules have it, their
/// sum, and the difference with the fixed amounts left out.
fn against_published(check: &BudgetCheck, sheet: &mut Sheet, at: Place) -> anyhow::Result<u32> {
    let Place {
        formats,
        lang,
        mut row,
    } = at;
    let plan = match check.amendments {
        true => lang.pick("补充通知后", "As amended"),
        false => lang.pick("各奖项计划", "Planned"),
    };
    let fixed_note = match (check.fixed.is_zero(), lang) {
        (true, _) => String::new(),
        (false, Lang::Zh) => format!("含名额定额 {}", grouped(check.fixed)),
        (false, Lang::En) => format!(
            "with fixed amounts of reserved places {}",
            grouped(check.fixed)
        ),
    };
    let mut rows: Vec<(&str, Money, String)> = vec![
        (
            lang.pick("规程总额", "Published"),
            check.published,
            String::new(),
        ),
        (plan, check.plan, fixed_note),
    ];
    let kinds = [
        (check.subsidies, lang.pick("补贴", "Subsidies")),
        (check.awards, lang.pick("评选奖", "Committee awards")),
        (
            check.budgeted,
            lang.pick("预算所列非奖金支付", "Payments the budget names"),
        ),
    ];
    for (tally, label) in kinds {
        if let Some(t) = tally {
            let people = match lang {
                Lang::Zh => format!("{} 人", t.count),
                Lang::En => format!("{} paid", t.count),
            };
            rows.push((label, t.amount, people));
        }
    }
    if rows.len() > 2 {
        rows.push((lang.pick("合计", "Total"), check.total, String::new()));
    }
    let difference = check.difference();
    let note = match (check.over(), lang) {
        (true, Lang::Zh) => "超出规程预算",
        (false, Lang::Zh) => "未超出规程预算",
        (true, Lang::En) => "over the published budget",
        (false, Lang::En) => "within the published budget",
    };
    let label = match check.amendments {
        true => lang.pick(
            "相差（补充通知后 − 规程）",
            "Difference (amended − published)",
        ),
        false => lang.pick("相差（计划 − 规程）", "Difference (planned − published)"),
    };
    rows.push((label, difference, note.to_string()));
    for (label, amount, note) in &rows {
        sheet.text(row, 0, label, &formats.text)?;
        sheet.money(row, 1, *amount, &formats.money)?;
        for col in 2..LAST_COL {
            sheet.blank(row, col, &formats.text)?;
        }
        sheet.text(row, LAST_COL, note, &formats.text)?;
        row += 1;
    }
    Ok(row)
}

/// 应发, 代扣个税 and 实发 added up, with 实发 + 个税 = 应发 checked; with net
/// amounts, the organizer's cost beyond the published amounts (the tax).
fn withholding(report: &Report, tax: &Tax, sheet: &mut Sheet, at: Place) -> anyhow::Result<u32> {
    let Place {
        formats,
        lang,
        mut row,
    } = at;
    let outcome = report.outcome;
    let w = outcome.withheld().unwrap_or_default();
    let published = outcome.total_paid();
    let heading = match lang {
        Lang::Zh => format!("四、代扣个税（{}，税率 {}）", tax.kind, tax.rate_label()),
        Lang::En => format!("4. Tax withheld ({}, rate {})", tax.kind, tax.rate_label()),
    };
    sheet.banner(row, 0, LAST_COL, &heading, &formats.section)?;
    row += 1;
    let headers = lang.each([
        ("项目", "Item"),
        ("金额", "Amount"),
        ("", ""),
        ("", ""),
        ("", ""),
        ("说明", "Note"),
    ]);
    sheet.header(row, &headers, &formats.header)?;
    row += 1;
    let published_note = match tax.amounts {
        TaxAmounts::Gross => lang.pick("公布金额为税前金额", "published amounts are before tax"),
        TaxAmounts::Net => lang.pick(
            "公布金额为选手实得金额",
            "published amounts are what the players receive",
        ),
    };
    let (exempt, taxable, adds_up) = (
        grouped(w.exempt),
        grouped(w.taxable),
        check_mark(w.net + w.tax == w.gross),
    );
    let mut rows: Vec<(&str, Money, String)> = vec![
        (
            lang.pick("公布金额合计", "Published amounts"),
            published,
            published_note.to_string(),
        ),
        (
            lang.pick("应发金额合计", "Gross"),
            w.gross,
            match lang {
                Lang::Zh => format!("其中免税项目 {exempt}"),
                Lang::En => format!("of which tax exempt {exempt}"),
            },
        ),
        (
            lang.pick("代扣个税合计", "Tax withheld"),
            w.tax,
            match lang {
                Lang::Zh => format!(
                    "收入额 {taxable} 按 {} 逐人计算，四舍五入至分",
                    tax.rate_label()
                ),
                Lang::En => format!(
                    "income {taxable} at {}, person by person, rounded half up to the fen",
                    tax.rate_label()
                ),
            },
        ),
        (
            lang.pick("实发金额合计", "Net paid"),
            w.net,
            match lang {
                Lang::Zh => format!("实发 + 个税 = 应发 {adds_up}"),
                Lang::En => format!("net + tax = gross {adds_up}"),
            },
        ),
    ];
    if tax.amounts == TaxAmounts::Net {
        let extra = w.gross - published;
        let same = check_mark(extra == w.tax);
        rows.push((
            lang.pick("主办方额外负担", "Organizer's extra cost"),
            extra,
            match lang {
                Lang::Zh => format!("应发 − 公布金额，即代扣个税 {same}"),
                Lang::En => format!("gross − published, the tax withheld {same}"),
            },
        ));
    }
    for (label, amount, note) in &rows {
        sheet.text(row, 0, label, &formats.text)?;
        sheet.money(row, 1, *amount, &formats.money)?;
        for col in 2..LAST_COL {
            sheet.blank(row, col, &formats.text)?;
        }
        sheet.text(row, LAST_COL, note, &formats.text)?;
        row += 1;
    }
    Ok(row)
}
