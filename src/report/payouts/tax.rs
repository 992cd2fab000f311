//! Sheet 个税扣缴明细, with `[tax]`: one line per person withheld from, in
//! the columns and order of the 个人所得税扣缴申报表 that the tax office's
//! withholding client imports, with the 扣缴义务人 and 税款所属期 above the
//! table, so it can be imported or copied without retyping. Each person's
//! document type is the 证件类型 of the standings (居民身份证 when blank),
//! and tells 是否为非居民个人 where it can (`residence`).
//! People without a valid ID number come first and are marked (a number
//! the spreadsheet stored as a figure is shown in its digits, marked as
//! having lost its last ones): the declaration cannot be filed for them
//! until the number is found. With English labels the
//! declaration's columns and their fixed values stay as the client reads
//! them, in Chinese; the title, the totals and the lines to sign follow the
//! language.

use crate::engine::{Payout, Withholding, assess_under};
use crate::money::Money;
use crate::msg::Lang;
use crate::report::Report;
use crate::report::xlsx::{Formats, Sheet, print_a4};
use crate::rules::Tax;
use crate::standings::idcard::IdType;
use crate::zh_en;
use rust_xlsxwriter::Worksheet;

/// The declaration's columns, in its order.
pub const HEADERS: [&str; 15] = [
    "序号",
    "姓名",
    "身份证件类型",
    "身份证件号码",
    "纳税人识别号",
    "是否为非居民个人",
    "所得项目",
    "收入",
    "免税收入",
    "应纳税所得额",
    "税率",
    "速算扣除数",
    "应纳税额",
    "已扣缴税额",
    "备注",
];
pub const NO_VALID_ID: &str = "缺有效证件号码";
pub const NO_VALID_ID_EN: &str = "no valid ID number";
/// Beside `NO_VALID_ID`, for a number stored as a figure.
const DIGITS_LOST: &str = "（号码以数字格式保存，末几位已在表格中丢失）";
const DIGITS_LOST_EN: &str = " (stored as a number: its last digits were lost in the spreadsheet)";
/// What stands in for a 扣缴义务人 or 税款所属期 the rules file leaves out.
const TO_FILL: &str = "＿＿＿＿＿＿＿＿";
/// The row of the column headers; the people follow it.
const HEADER_ROW: u32 = 2;

/// 是否为非居民个人 as the document tells it, and what 备注 says of it. A
/// resident individual is one domiciled in China, or there 183 days or more
/// in the tax year (个人所得税法 第一条); the standings record neither, only
/// the 证件类型: a 居民身份证 is a resident's; a 居住证 or a permanent
/// residence card is presumed a resident's, the passes of 港澳 and 台湾 and a
/// foreign passport a non-resident's, each said in 备注 so that the days
/// can be checked. A 中国护照 (a citizen who may live abroad) or a 护照 of
/// no stated nationality (the standings have no nationality column) cannot
/// tell: the column is left blank, and 备注 says why.
fn residence(id_type: IdType, lang: Lang) -> (&'static str, Option<&'static str>) {
    let resident = zh_en!(
        lang,
        "按证件推定为居民个人；本年在境内居住不满183天的改为“是”",
        "presumed resident by the document: 是 if in the mainland under 183 days this year"
    );
    let non_resident = zh_en!(
        lang,
        "按证件推定为非居民个人；本年在境内居住满183天的改为“否”",
        "presumed non-resident by the document: 否 if in the mainland 183 days or more this year"
    );
    match id_type {
        IdType::ResidentCard => ("否", None),
        IdType::ResidencePermit | IdType::ForeignerPermanentResidence => ("否", Some(resident)),
        IdType::HongKongMacaoPass | IdType::TaiwanPass | IdType::ForeignPassport => {
            ("是", Some(non_resident))
        }
        IdType::ChinesePassport => (
            "",
            Some(zh_en!(
                lang,
                "中国护照：境内有无住所、本年居住是否满183天，成绩表无从判断，请填写是否为非居民个人",
                "中国护照: whether domiciled in China or there 183 days this year the standings cannot tell; fill in 是否为非居民个人"
            )),
        ),
        IdType::Passport => (
            "",
            Some(zh_en!(
                lang,
                "证件类型只写了“护照”，成绩表没有国籍一栏，分不出中国护照或外国护照：请在证件类型中写明，并填写是否为非居民个人",
                "护照 of no stated nationality (the standings have no nationality column): write 中国护照 or 外国护照 as 证件类型 and fill in 是否为非居民个人"
            )),
        ),
    }
}

/// The people to declare: everyone with a taxable amount, those without a
/// valid ID number first, each part in payout order.
pub fn declared<'a>(report: &Report<'a>) -> Vec<(&'a Payout, Withholding, bool)> {
    let mut people: Vec<(&Payout, Withholding, bool)> = report
        .outcome
        .payouts
        .iter()
        .filter_map(|p| p.tax.map(|w| (p, w)))
        .filter(|(_, w)| !w.taxable.is_zero())
        .map(|(p, w)| {
            let valid = report
                .player(p.player)
                .is_ok_and(|player| player.has_valid_id());
            (p, w, valid)
        })
        .collect();
    // A stable sort keeps the payout order within each part.
    people.sort_by_key(|&(_, _, valid)| valid);
    people
}

pub fn write(
    report: &Report,
    tax: &Tax,
    formats: &Formats,
    lang: Lang,
    worksheet: &mut Worksheet,
) -> anyhow::Result<()> {
    let last_col = HEADERS.len() as u16 - 1;
    print_a4(worksheet, true, Some(HEADER_ROW), lang)?;
    worksheet.set_print_gridlines(true);
    let mut sheet = Sheet::new(worksheet);
    sheet.title(
        0,
        0,
        last_col,
        &match lang {
            Lang::Zh => format!("{} 个税扣缴明细（{}）", report.rules.event, tax.kind),
            Lang::En => format!(
                "{} Tax withholding list (个税扣缴明细, {})",
                report.rules.event, tax.kind
            ),
        },
        &formats.title,
    )?;
    let withholder = tax.withholder.as_deref().unwrap_or(TO_FILL);
    let period = tax.period.as_deref().unwrap_or(TO_FILL);
    sheet.banner(
        1,
        0,
        6,
        &format!(
            "{}{withholder}",
            lang.pick("扣缴义务人：", "Withholding agent (扣缴义务人): ")
        ),
        &formats.section,
    )?;
    sheet.banner(
        1,
        7,
        last_col,
        &format!(
            "{}{period}",
            lang.pick("税款所属期：", "Tax period (税款所属期): ")
        ),
        &formats.section,
    )?;
    sheet.header(HEADER_ROW, &HEADERS, &formats.header)?;
    let mut row = HEADER_ROW + 1;
    let people = declared(report);
    let mut total = Withholding::default();
    let mut assessable = Money::ZERO;
    for (number, (payout, w, valid)) in (1..).zip(&people) {
        let player = report.player(payout.player)?;
        let group = report.group_name(payout.player);
        let whose = match lang {
            Lang::Zh => format!("{group} 编号{}", player.no),
            Lang::En => format!("{group} no. {}", player.no),
        };
        // A number the spreadsheet stored as a figure is shown in its
        // digits and marked: its last digits are lost.
        let lost = match (player.id_digits_lost, lang) {
            (false, _) => String::new(),
            (true, Lang::Zh) => DIGITS_LOST.to_string(),
            (true, Lang::En) => DIGITS_LOST_EN.to_string(),
        };
        // A resident's 纳税人识别号 is the number of their 居民身份证 (or
        // 居住证); the tax office gives other people theirs.
        let (id, note) = match (*valid, lang) {
            (true, _) if !player.id_type.follows_gb11643() => ("", whose),
            (true, _) => (player.id_number.as_deref().unwrap_or(""), whose),
            (false, Lang::Zh) => ("", format!("{NO_VALID_ID}{lost}；{whose}")),
            (false, Lang::En) => ("", format!("{NO_VALID_ID_EN}{lost}; {whose}")),
        };
        let (non_resident, said) = residence(player.id_type, lang);
        let note = match said {
            Some(said) => format!("{note}{}{said}", zh_en!(lang, "；", "; ")),
            None => note,
        };
        let figures = assess_under(tax, w.taxable);
        sheet.count(row, 0, number, &formats.center)?;
        sheet.text(row, 1, &player.name, &formats.text)?;
        sheet.text(row, 2, player.id_type.label(), &formats.text)?;
        sheet.text(
            row,
            3,
            player.id_number.as_deref().unwrap_or(""),
            &formats.text,
        )?;
        sheet.text(row, 4, id, &formats.text)?;
        sheet.text(row, 5, non_resident, &formats.center)?;
        sheet.text(row, 6, &tax.kind, &formats.text)?;
        sheet.money(row, 7, w.taxable, &formats.money)?;
        sheet.money(row, 8, Money::ZERO, &formats.money)?;
        sheet.money(row, 9, figures.assessable, &formats.money)?;
        sheet.fraction(row, 10, figures.rate, &formats.percent)?;
        sheet.money(row, 11, figures.quick, &formats.money)?;
        sheet.money(row, 12, w.tax, &formats.money)?;
        sheet.money(row, 13, w.tax, &formats.money)?;
        sheet.text(row, 14, &note, &formats.text)?;
        total = Withholding::sum([&total, w]);
        assessable += figures.assessable;
        row += 1;
    }
    sheet.banner(
        row,
        0,
        6,
        &match lang {
            Lang::Zh => format!("合计（{}人）", people.len()),
            Lang::En => format!("Total ({} people)", people.len()),
        },
        &formats.total_text,
    )?;
    sheet.money(row, 7, total.taxable, &formats.total_money)?;
    sheet.money(row, 8, Money::ZERO, &formats.total_money)?;
    sheet.money(row, 9, assessable, &formats.total_money)?;
    sheet.blank(row, 10, &formats.total_text)?;
    sheet.blank(row, 11, &formats.total_text)?;
    sheet.money(row, 12, total.tax, &formats.total_money)?;
    sheet.money(row, 13, total.tax, &formats.total_money)?;
    sheet.blank(row, 14, &formats.total_text)?;
    sheet.sign_off(row + 2, last_col, &formats.plain, lang)?;
    sheet.finish(40)?;
    Ok(())
}
