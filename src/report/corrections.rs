//! corrections.xlsx, written by `run --paid` for the treasurer after the
//! standings were corrected (成绩更正, docs/corrections.md): 补发 (whom to pay
//! more: paid, now due, the difference in figures and in capitals, a place
//! for 领款人签名), 退回 (who gives money back, with 退款人签名), 更正说明 (the
//! standings corrections that moved money, each person's was/now/why, and
//! the budget before and after), and with tax withheld 个税更正 (the
//! withholding list's correction rows), and when a team prize's money moved
//! 团体奖更正 (each team: its place and money then and now, 补发 or 退回, a
//! place for the person who collects or returns it to sign). Nobody whose
//! money is unchanged is on any sheet. The writer decides nothing: it shows
//! `Corrections`.

use super::Report;
use super::capitals::capitals;
use super::xlsx::{Formats, Sheet, SheetJob, print_a4, workbook_bytes};
use crate::corrections::{Corrections, Line, TeamLine, words};
use crate::money::Money;
use crate::msg::Lang;
use crate::threads::Threads;
use rust_xlsxwriter::Worksheet;

/// Room to sign, in points.
const SIGNATURE_ROW_HEIGHT: f64 = 30.0;

/// The sheets' names, in the language of the labels.
pub fn sheet_names(lang: Lang) -> [&'static str; 4] {
    match lang {
        Lang::Zh => ["补发", "退回", "更正说明", "个税更正"],
        Lang::En => ["To pay", "To return", "What changed", "Tax corrections"],
    }
}

/// corrections.xlsx with its labels in `lang` (大写 stays Chinese, as paid),
/// its sheets filled on the threads `threads` allows.
pub fn to_bytes_in(
    report: &Report,
    corrections: &Corrections,
    lang: Lang,
    threads: Threads,
) -> anyhow::Result<Vec<u8>> {
    let formats = &Formats::new();
    let [pay, back, about, tax] = sheet_names(lang);
    let n = corrections.lines.len();
    let mut sheets: Vec<SheetJob> = vec![
        SheetJob {
            name: pay,
            rows: n,
            fill: Box::new(move |w: &mut Worksheet| {
                write_side(report, corrections, true, formats, lang, w)
            }),
        },
        SheetJob {
            name: back,
            rows: n,
            fill: Box::new(move |w: &mut Worksheet| {
                write_side(report, corrections, false, formats, lang, w)
            }),
        },
        SheetJob {
            name: about,
            rows: n,
            fill: Box::new(move |w: &mut Worksheet| {
                write_about(report, corrections, formats, lang, w)
            }),
        },
    ];
    if report.rules.tax.is_some() {
        sheets.push(SheetJob {
            name: tax,
            rows: n,
            fill: Box::new(move |w: &mut Worksheet| {
                write_tax(report, corrections, formats, lang, w)
            }),
        });
    }
    if !corrections.teams.is_empty() {
        sheets.push(SheetJob {
            name: teams_sheet_name(lang),
            rows: corrections.teams.len(),
            fill: Box::new(move |w: &mut Worksheet| {
                write_teams(report, corrections, formats, lang, w)
            }),
        });
    }
    workbook_bytes(sheets, threads, || ())
}

/// The sheet of team prize corrections, in the language of the labels.
pub fn teams_sheet_name(lang: Lang) -> &'static str {
    lang.pick("团体奖更正", "Team corrections")
}

/// 团体奖更正: one row per team whose money changed (its place then and
/// now, paid, now due, 补发 or 退回 in figures and capitals, a place to
/// sign), then the totals of each side.
fn write_teams(
    report: &Report,
    corrections: &Corrections,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    const HEADERS: [(&str, &str); 11] = [
        ("序号", "No."),
        ("奖项", "Prize"),
        ("领款单位", "Team"),
        ("原名次", "Place then"),
        ("现名次", "Place now"),
        ("已发金额", "Paid"),
        ("现应发金额", "Now due"),
        ("补发金额", "To pay"),
        ("退回金额", "To return"),
        ("大写金额", "In words (大写)"),
        (
            "经办人签名",
            "Signature of the person collecting or returning",
        ),
    ];
    let last = HEADERS.len() as u16 - 1;
    print_a4(worksheet, true, Some(1), lang)?;
    worksheet.set_print_gridlines(true);
    let mut sheet = Sheet::new(worksheet);
    let title = match lang {
        Lang::Zh => format!("{} 成绩更正 团体奖", report.rules.event),
        Lang::En => format!("{} Corrections: team prizes", report.rules.event),
    };
    sheet.title(0, 0, last, &title, &formats.title)?;
    sheet.header(1, &lang.each(HEADERS), &formats.header)?;
    let place = |p: Option<u32>| match p {
        Some(p) => super::place_label(p, 1, lang),
        None => lang.pick("无名次", "none").to_string(),
    };
    let mut row = 2;
    let mut totals = [Money::ZERO; 4];
    for (number, team) in (1..).zip(&corrections.teams) {
        let TeamLine { paid, due, .. } = *team;
        let d = team.difference();
        let (pay, back) = match d.more {
            true => (d.amount, Money::ZERO),
            false => (Money::ZERO, d.amount),
        };
        sheet.count(row, 0, number, &formats.center)?;
        sheet.text(row, 1, &report.name_of(&team.prize), &formats.text)?;
        sheet.wrapped(row, 2, &team.team, &formats.wrap)?;
        sheet.text(row, 3, &place(team.was), &formats.text)?;
        sheet.text(row, 4, &place(team.now), &formats.text)?;
        for ((col, amount), total) in (5..).zip([paid, due, pay, back]).zip(&mut totals) {
            sheet.money(row, col, amount, &formats.money)?;
            *total += amount;
        }
        sheet.text(row, 9, &capitals(d.amount), &formats.text)?;
        sheet.blank(row, 10, &formats.text)?;
        sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
        row += 1;
    }
    let label = match lang {
        Lang::Zh => format!("合计（{}队）", corrections.teams.len()),
        Lang::En => format!("Total ({} teams)", corrections.teams.len()),
    };
    sheet.banner(row, 0, 4, &label, &formats.total_text)?;
    for (col, amount) in (5..).zip(totals) {
        sheet.money(row, col, amount, &formats.total_money)?;
    }
    sheet.blank(row, 9, &formats.total_text)?;
    sheet.blank(row, 10, &formats.total_text)?;
    sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
    sheet.sign_off(row + 2, last, &formats.plain, lang)?;
    sheet.at_least(last, 16);
    sheet.at_most(2, 24);
    sheet.finish(40)?;
    Ok(())
}

/// The people of one side: more due (`more`) or less, in the corrections' order.
fn side(corrections: &Corrections, more: bool) -> Vec<&Line> {
    corrections
        .lines
        .iter()
        .filter(|l| {
            let d = l.in_hand();
            !d.is_zero() && d.more == more
        })
        .collect()
}

/// 补发 (`more`) or 退回: one row per person, totals, the lines to sign.
fn write_side(
    report: &Report,
    corrections: &Corrections,
    more: bool,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let taxed = report.rules.tax.is_some();
    let mut headers: Vec<&str> = match lang {
        Lang::Zh => vec!["序号", "组别", "编号", "姓名", "单位", "身份证号", "变动"],
        Lang::En => vec![
            "No.",
            "Group",
            "Player no.",
            "Name",
            "Club",
            "ID number",
            "Change",
        ],
    };
    let amounts: &[&str] = match (taxed, lang) {
        (false, Lang::Zh) => &["已发金额", "现应发金额"],
        (false, Lang::En) => &["Paid", "Now due"],
        (true, Lang::Zh) => &[
            "原应发",
            "现应发",
            "原代扣个税",
            "现代扣个税",
            "原实发",
            "现实发",
        ],
        (true, Lang::En) => &[
            "Gross paid",
            "Gross due",
            "Tax withheld",
            "Tax due",
            "Net paid",
            "Net due",
        ],
    };
    headers.extend_from_slice(amounts);
    let (to_do, signature) = match (more, lang) {
        (true, Lang::Zh) => ("补发金额", "领款人签名"),
        (false, Lang::Zh) => ("退回金额", "退款人签名"),
        (true, Lang::En) => ("To pay", "Recipient's signature"),
        (false, Lang::En) => ("To return", "Signature of who returns it"),
    };
    let capitals_header = lang.pick("大写金额", "In words (大写)");
    headers.extend_from_slice(&[to_do, capitals_header, signature]);
    // The document column as on the payout table (`id_document`).
    let document_header = super::payouts::document_header(report, lang);
    if let Some(document) = &document_header {
        headers[5] = document.as_str();
    }
    let last = headers.len() as u16 - 1;
    let col_amounts: u16 = 7;
    let col_to_do = col_amounts + amounts.len() as u16;

    print_a4(worksheet, true, Some(1), lang)?;
    worksheet.set_print_gridlines(true);
    let mut sheet = Sheet::new(worksheet);
    let title = match (more, lang) {
        (true, Lang::Zh) => format!("{} 成绩更正 补发表", report.rules.event),
        (false, Lang::Zh) => format!("{} 成绩更正 退回表", report.rules.event),
        (true, Lang::En) => format!("{} Corrections: to pay", report.rules.event),
        (false, Lang::En) => format!("{} Corrections: to return", report.rules.event),
    };
    sheet.title(0, 0, last, &title, &formats.title)?;
    sheet.header(1, &headers, &formats.header)?;
    let people = side(corrections, more);
    let mut totals = vec![Money::ZERO; amounts.len() + 1];
    let mut row = 2;
    for (number, line) in (1..).zip(&people) {
        let player = line.player.and_then(|id| id.get(report.standings));
        let id_number = match player {
            Some(p) => super::payouts::document(report, p, lang),
            None => super::payouts::document_missing(report, lang),
        };
        sheet.count(row, 0, number, &formats.center)?;
        sheet.text(row, 1, &line.group, &formats.text)?;
        sheet.text(row, 2, &line.no, &formats.text)?;
        sheet.text(row, 3, &line.name, &formats.text)?;
        sheet.wrapped(row, 4, player.map_or("", |p| &p.club), &formats.wrap)?;
        sheet.text(row, 5, &id_number, &formats.text)?;
        sheet.wrapped(
            row,
            6,
            &words::was_now(report.rules, line, lang),
            &formats.wrap,
        )?;
        let figures: Vec<Money> = match (line.paid.withheld, line.due.withheld) {
            (Some(a), Some(b)) => vec![a.gross, b.gross, a.tax, b.tax, a.net, b.net],
            _ => vec![line.paid.total, line.due.total],
        };
        let diff = line.in_hand().amount;
        for ((col, amount), total) in (col_amounts..)
            .zip(figures.iter().chain([&diff]))
            .zip(&mut totals)
        {
            sheet.money(row, col, *amount, &formats.money)?;
            *total += *amount;
        }
        sheet.text(row, col_to_do + 1, &capitals(diff), &formats.text)?;
        sheet.blank(row, col_to_do + 2, &formats.text)?;
        sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
        row += 1;
    }
    sheet.banner(
        row,
        0,
        6,
        &super::payouts::total_label(people.len(), lang),
        &formats.total_text,
    )?;
    for (col, amount) in (col_amounts..).zip(&totals) {
        sheet.money(row, col, *amount, &formats.total_money)?;
    }
    let sum = totals.last().copied().unwrap_or(Money::ZERO);
    sheet.text(row, col_to_do + 1, &capitals(sum), &formats.total_text)?;
    sheet.blank(row, col_to_do + 2, &formats.total_text)?;
    sheet.min_height(row, SIGNATURE_ROW_HEIGHT);
    sheet.sign_off(row + 2, last, &formats.plain, lang)?;
    sheet.at_least(col_to_do + 2, 16);
    sheet.at_most(4, 20);
    sheet.at_most(6, 36);
    sheet.finish(40)?;
    Ok(())
}

/// 更正说明: the paid file, the standings corrections that moved money,
/// each person's was/now/why, then the budget before and after.
fn write_about(
    report: &Report,
    corrections: &Corrections,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    const LAST: u16 = 6;
    print_a4(worksheet, true, None, lang)?;
    let mut sheet = Sheet::new(worksheet);
    let title = match lang {
        Lang::Zh => format!("{} 成绩更正说明", report.rules.event),
        Lang::En => format!("{} What the correction changed", report.rules.event),
    };
    sheet.title(0, 0, LAST, &title, &formats.title)?;
    let source = match lang {
        Lang::Zh => format!("已发放的结果：{}", corrections.file),
        Lang::En => format!("Results paid: {}", corrections.file),
    };
    sheet.banner(1, 0, LAST, &source, &formats.plain)?;

    let mut row = 3;
    sheet.banner(
        row,
        0,
        LAST,
        lang.pick(
            "一、更正的成绩（使奖金变动的）",
            "1. Standings corrected (that moved money)",
        ),
        &formats.section,
    )?;
    row += 1;
    let heads = match lang {
        Lang::Zh => ["组别", "编号", "姓名", "项目", "原", "现", ""],
        Lang::En => ["Group", "No.", "Name", "Item", "Was", "Now", ""],
    };
    sheet.header(row, &heads[..6], &formats.header)?;
    row += 1;
    let mut any = false;
    for (line, change) in corrections.standings_changes() {
        any = true;
        sheet.text(row, 0, &line.group, &formats.text)?;
        sheet.text(row, 1, &line.no, &formats.text)?;
        sheet.text(row, 2, &line.name, &formats.text)?;
        sheet.text(row, 3, change.column.header(), &formats.text)?;
        sheet.text(row, 4, &change.before, &formats.text)?;
        sheet.text(row, 5, &change.after, &formats.text)?;
        row += 1;
    }
    // People paid now and nothing then: the paid file has no facts of
    // theirs to compare, so what they now hold is shown instead.
    let entered = corrections
        .lines
        .iter()
        .filter(|l| l.changes.is_none() && l.paid.total.is_zero() && corrections.recorded);
    for line in entered {
        any = true;
        sheet.text(row, 0, &line.group, &formats.text)?;
        sheet.text(row, 1, &line.no, &formats.text)?;
        sheet.text(row, 2, &line.name, &formats.text)?;
        sheet.text(
            row,
            3,
            lang.pick(
                "新获奖（当时成绩未记录）",
                "newly paid (standings then not recorded)",
            ),
            &formats.text,
        )?;
        sheet.text(row, 4, lang.pick("未获奖", "no prize"), &formats.text)?;
        let now: Vec<String> = line
            .now
            .iter()
            .map(|i| words::item(report.rules, i, lang))
            .collect();
        sheet.text(row, 5, &now.join(lang.pick("、", ", ")), &formats.text)?;
        row += 1;
    }
    if !any {
        let none = match corrections.recorded {
            true => lang.pick(
                "已发放的结果未记录这些人当时的成绩，无法列出更正项。",
                "The paid results record none of these people's standings then.",
            ),
            false => lang.pick(
                "已发放的结果文件未记录选手成绩（旧版 results.json），无法列出更正项。",
                "The paid results file records no standings (an older results.json).",
            ),
        };
        sheet.banner(row, 0, LAST, none, &formats.plain)?;
        row += 1;
    }

    row += 1;
    sheet.banner(
        row,
        0,
        LAST,
        lang.pick("二、奖金变动", "2. Money changed"),
        &formats.section,
    )?;
    row += 1;
    let heads = match lang {
        Lang::Zh => ["组别", "编号", "姓名", "已发", "现应得", "差额", "说明"],
        Lang::En => [
            "Group",
            "No.",
            "Name",
            "Paid",
            "Now due",
            "Difference",
            "Why",
        ],
    };
    sheet.header(row, &heads, &formats.header)?;
    row += 1;
    let explained = words::explanations(report.rules, corrections, lang);
    for (line, why) in corrections.lines.iter().zip(&explained) {
        sheet.text(row, 0, &line.group, &formats.text)?;
        sheet.text(row, 1, &line.no, &formats.text)?;
        sheet.text(row, 2, &line.name, &formats.text)?;
        sheet.money(row, 3, line.paid.total, &formats.money)?;
        sheet.money(row, 4, line.due.total, &formats.money)?;
        sheet.text(row, 5, &line.difference().to_string(), &formats.text)?;
        sheet.wrapped(row, 6, why, &formats.wrap)?;
        row += 1;
    }
    let (pay, back) = corrections.to_pay_and_return();
    let sums = match lang {
        Lang::Zh => format!(
            "补发合计 {pay}，退回合计 {back}；已发总额 {}，更正后应发总额 {}。",
            corrections.paid_total, corrections.due_total
        ),
        Lang::En => format!(
            "To pay in all {pay}, to return in all {back}; paid in all {}, due in all after the correction {}.",
            corrections.paid_total, corrections.due_total
        ),
    };
    sheet.banner(row, 0, LAST, &sums, &formats.plain)?;
    row += 2;

    sheet.banner(
        row,
        0,
        LAST,
        lang.pick("三、预算（更正前后）", "3. Budget before and after"),
        &formats.section,
    )?;
    row += 1;
    let heads = match lang {
        Lang::Zh => [
            "奖项",
            "计划",
            "原已发",
            "现已发",
            "原空缺",
            "现空缺",
            "现余数",
        ],
        Lang::En => [
            "Prize",
            "Planned",
            "Awarded before",
            "Awarded now",
            "Vacant before",
            "Vacant now",
            "Remainder now",
        ],
    };
    sheet.header(row, &heads, &formats.header)?;
    row += 1;
    let mut sum = [Money::ZERO; 6];
    for b in &corrections.budget {
        let name = report.name_of(&b.schedule);
        let cells = [
            b.planned,
            b.before[0],
            b.after[0],
            b.before[1],
            b.after[1],
            b.after[2],
        ];
        sheet.text(row, 0, &name, &formats.text)?;
        for (col, (v, s)) in (1..).zip(cells.iter().zip(&mut sum)) {
            sheet.money(row, col, *v, &formats.money)?;
            *s += *v;
        }
        row += 1;
    }
    sheet.text(row, 0, lang.pick("合计", "Total"), &formats.total_text)?;
    for (col, v) in (1..).zip(&sum) {
        sheet.money(row, col, *v, &formats.total_money)?;
    }
    sheet.at_most(6, 60);
    sheet.finish(40)?;
    Ok(())
}

/// 个税更正: with tax withheld, each person whose tax changed, as a row
/// for the withholding list's correction (更正申报).
fn write_tax(
    report: &Report,
    corrections: &Corrections,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let Some(tax) = &report.rules.tax else {
        return Ok(());
    };
    let headers = [
        "序号",
        "姓名",
        "身份证件类型",
        "身份证件号码",
        "所得项目",
        "原应发",
        "更正后应发",
        "原已扣缴税额",
        "更正后应扣缴税额",
        "应补扣(退还)税额",
        "备注",
    ];
    let last = headers.len() as u16 - 1;
    print_a4(worksheet, true, Some(1), lang)?;
    worksheet.set_print_gridlines(true);
    let mut sheet = Sheet::new(worksheet);
    let title = match lang {
        Lang::Zh => format!("{} 个税扣缴更正（{}）", report.rules.event, tax.kind),
        Lang::En => format!(
            "{} Tax withholding corrections (个税扣缴更正, {})",
            report.rules.event, tax.kind
        ),
    };
    sheet.title(0, 0, last, &title, &formats.title)?;
    sheet.header(1, &headers, &formats.header)?;
    let mut row = 2;
    let mut number = 0;
    // 原应发, 更正后应发, 原已扣缴税额, 更正后应扣缴税额.
    let mut sums = [Money::ZERO; 4];
    for line in &corrections.lines {
        let (Some(was), Some(now)) = (line.paid.withheld, line.due.withheld) else {
            continue;
        };
        if was.tax == now.tax && was.gross == now.gross {
            continue;
        }
        number += 1;
        let player = line.player.and_then(|id| id.get(report.standings));
        let id = player
            .filter(|p| p.has_valid_id())
            .and_then(|p| p.id_number.as_deref())
            .unwrap_or("");
        let diff = crate::corrections::Diff::between(was.tax, now.tax);
        let note = match (diff.more, lang) {
            (true, Lang::Zh) => format!("{} 编号{} 应补扣 {}", line.group, line.no, diff.amount),
            (false, Lang::Zh) => format!("{} 编号{} 应退还 {}", line.group, line.no, diff.amount),
            (true, Lang::En) => format!(
                "{} no. {} withhold {} more",
                line.group, line.no, diff.amount
            ),
            (false, Lang::En) => format!("{} no. {} refund {}", line.group, line.no, diff.amount),
        };
        // As on the withholding list: the declaration waits for the number.
        let note = match (id.is_empty(), lang) {
            (true, Lang::Zh) => format!("{}；{note}", super::payouts::tax::NO_VALID_ID),
            (true, Lang::En) => format!("{}; {note}", super::payouts::tax::NO_VALID_ID_EN),
            (false, _) => note,
        };
        sheet.count(row, 0, number, &formats.center)?;
        sheet.text(row, 1, &line.name, &formats.text)?;
        sheet.text(row, 2, "居民身份证", &formats.text)?;
        sheet.text(row, 3, id, &formats.text)?;
        sheet.text(row, 4, &tax.kind, &formats.text)?;
        let figures = [was.gross, now.gross, was.tax, now.tax];
        for ((col, amount), sum) in (5..).zip(figures).zip(&mut sums) {
            sheet.money(row, col, amount, &formats.money)?;
            *sum += amount;
        }
        sheet.text(row, 9, &diff.to_string(), &formats.text)?;
        sheet.text(row, 10, &note, &formats.text)?;
        row += 1;
    }
    let total = match lang {
        Lang::Zh => format!("合计（{number}人）"),
        Lang::En => format!("Total ({number} people)"),
    };
    sheet.banner(row, 0, 4, &total, &formats.total_text)?;
    for (col, amount) in (5..).zip(sums) {
        sheet.money(row, col, amount, &formats.total_money)?;
    }
    let diff = crate::corrections::Diff::between(sums[2], sums[3]);
    sheet.text(row, 9, &diff.to_string(), &formats.total_text)?;
    sheet.blank(row, 10, &formats.total_text)?;
    sheet.sign_off(row + 2, last, &formats.plain, lang)?;
    sheet.finish(40)?;
    Ok(())
}
