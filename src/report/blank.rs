//! The blank standings workbook `xqprize init` writes: one sheet per group of
//! the rules with the headers of docs/input.md#columns, drop-down lists where a cell takes one
//! of a few words, date and text formats where Excel would otherwise mangle
//! the value, and a 说明 sheet telling the organizer how to fill it in.

use crate::rules::Rules;
use crate::standings::Column;
use rust_xlsxwriter::{
    DataValidation, DataValidationErrorStyle, DataValidationRule, DocProperties, ExcelDateTime,
    Format, Workbook, Worksheet, XlsxError,
};

/// Rows that get the drop-down lists and formats (below the header).
const LAST_ROW: u32 = 2000;

/// Titles offered in the 称号 drop-down; other values are allowed.
const TITLES: [&str; 6] = [
    "特级大师",
    "大师",
    "棋协大师",
    "一级棋士",
    "二级棋士",
    "三级棋士",
];

const YES_NO: [&str; 2] = ["是", "否"];

/// The workbook as bytes; the same rules give the same bytes.
pub fn blank_standings(rules: &Rules) -> Result<Vec<u8>, XlsxError> {
    let mut book = Workbook::new();
    let created = ExcelDateTime::from_ymd(2019, 1, 1)?;
    book.set_properties(
        &DocProperties::new()
            .set_title("比赛成绩表")
            .set_creation_datetime(&created),
    );
    let header = Format::new().set_bold().set_background_color("#DDEBF7");
    let text = Format::new().set_num_format("@");
    let date = Format::new().set_num_format("yyyy-mm-dd");
    for group in &rules.groups {
        let sheet = book.add_worksheet();
        sheet.set_name(&group.sheet)?;
        group_sheet(sheet, &header, &text, &date, &rules.regions.labels())?;
    }
    instructions(book.add_worksheet(), rules, &header)?;
    book.save_to_buffer()
}

fn group_sheet(
    sheet: &mut Worksheet,
    header: &Format,
    text: &Format,
    date: &Format,
    regions: &[&str],
) -> Result<(), XlsxError> {
    for (col, column) in (0u16..).zip(Column::PER_GROUP) {
        sheet.write_string_with_format(0, col, column.header(), header)?;
        let width = match column {
            Column::IdNumber => 22.0,
            Column::IdType => 16.0,
            Column::Club => 18.0,
            Column::BirthDate => 12.0,
            _ => 9.0,
        };
        sheet.set_column_width(col, width)?;
        match column {
            Column::No | Column::IdNumber => {
                sheet.set_column_format(col, text)?;
            }
            Column::BirthDate => {
                sheet.set_column_format(col, date)?;
            }
            _ => {}
        }
        if let Some(validation) = validation(column, regions)? {
            sheet.add_data_validation(1, col, LAST_ROW, col, &validation)?;
        }
    }
    sheet.set_freeze_panes(1, 0)?;
    Ok(())
}

/// The drop-down list or number check of a column, if it has one.
/// `regions`: the rules' regions (none: 地区 is free text, no list).
fn validation(column: Column, regions: &[&str]) -> Result<Option<DataValidation>, XlsxError> {
    let list = |words: &[&str]| DataValidation::new().allow_list_strings(words);
    let whole = |min: i32| {
        DataValidation::new()
            .allow_whole_number(DataValidationRule::GreaterThanOrEqualTo(min))
            .set_error_message(format!("请填写不小于 {min} 的整数"))
    };
    let v = match column {
        Column::Sex => list(&["男", "女"])?,
        Column::IdType => list(&crate::standings::idcard::IdType::LABELS)?,
        Column::Region if regions.is_empty() => return Ok(None),
        Column::Region => list(regions)?,
        Column::Title => list(&TITLES)?
            .set_error_style(DataValidationErrorStyle::Information)
            .set_error_message("不在列表中的称号也可以填写")?,
        Column::Member
        | Column::Student
        | Column::StudentProof
        | Column::Completed
        | Column::Discipline => list(&YES_NO)?,
        Column::Rank | Column::PrelimRank => whole(1)?,
        Column::Fouls | Column::Wins | Column::Blacks => whole(0)?,
        _ => return Ok(None),
    };
    Ok(Some(v))
}

/// What each column holds, for the 说明 sheet.
fn note(column: Column) -> &'static str {
    match column {
        Column::Rank => "最终名次，整数。并列名次填相同的数字。",
        Column::No => "参赛编号，同一张表内不能重复；各输出表以它为准。",
        Column::Name => "姓名。",
        Column::Sex => "男 / 女。不填时由身份证号推出；女子奖需要此列或身份证号。",
        Column::BirthDate => {
            "出生日期，如 2008-05-01。少儿组按年龄分组需要此列；不填时由身份证号推出。"
        }
        Column::IdNumber => "证件号码（居民身份证为 18 位），按文本填写；只出现在财务表中。",
        Column::IdType => {
            "证件类型：不填即居民身份证；港澳、台湾、外籍棋手从下拉列表中选择（如港澳居民来往内地通行证），其号码照证件填写。"
        }
        Column::Club => "单位或俱乐部。",
        Column::Title => "特级大师、大师为大师称号；棋协大师及以下不算大师。可填其他称号。",
        Column::Region => "地区（籍贯）。",
        Column::Member => "是 / 否：俱乐部会员（已缴会费）。",
        Column::PrelimRank => "淘汰赛前的名次；同一名次的棋手按它排序。",
        Column::Score => "积分。",
        Column::Progressive => "累进分。",
        Column::Wins => "胜局数。",
        Column::Fouls => "犯规次数，不填为 0；大学生补贴要求为 0。",
        Column::Blacks => "后走局数。",
        Column::OppScore => "对手分。",
        Column::Student => "是 / 否：在校大学生（含研究生）。",
        Column::StudentProof => "是 / 否：出示了学生证或学籍证明。",
        Column::Completed => "是 / 否：赛完全部赛程。不填视为“是”。",
        Column::Discipline => "是 / 否：有违规违纪记录。不填视为“否”。",
        Column::Group => "组别：只在一张表包含所有组时需要。",
    }
}

fn instructions(sheet: &mut Worksheet, rules: &Rules, header: &Format) -> Result<(), XlsxError> {
    sheet.set_name("说明")?;
    sheet.set_column_width(0, 12.0)?;
    sheet.set_column_width(1, 8.0)?;
    sheet.set_column_width(2, 90.0)?;
    let sheets: Vec<&str> = rules.groups.iter().map(|g| g.sheet.as_str()).collect();
    let intro = [
        format!("赛事：{}", rules.event),
        format!(
            "每个组别一张工作表：{}。表名不要改动，与规则文件 rules.toml 中的 sheet 一致。",
            sheets.join("、")
        ),
        "第一行是表头，名称不要改动；列的顺序可以调整，用不到的列可以删除（名次、编号、姓名必须保留）。".to_string(),
        "是 / 否 列也接受 Y/N、yes/no、1/0、√/×。带下拉列表的列请从列表中选择。".to_string(),
        "填好后先检查：xqprize check standings.xlsx --rules rules.toml".to_string(),
        "再计算奖金：xqprize run standings.xlsx --rules rules.toml --out 结果".to_string(),
        "某位棋手为何得奖或未得奖：xqprize explain standings.xlsx --player 编号或姓名".to_string(),
    ];
    let mut row = 0;
    for line in &intro {
        sheet.write_string(row, 0, line)?;
        row += 1;
    }
    row += 1;
    for (col, title) in (0u16..).zip(["列名", "必填", "说明"]) {
        sheet.write_string_with_format(row, col, title, header)?;
    }
    for column in Column::PER_GROUP {
        row += 1;
        sheet.write_string(row, 0, column.header())?;
        sheet.write_string(row, 1, if column.is_required() { "是" } else { "" })?;
        if column == Column::Region {
            sheet.write_string(row, 2, region_note(rules))?;
        } else {
            sheet.write_string(row, 2, note(column))?;
        }
    }
    Ok(())
}

/// What the 地区 column holds under these rules: their regions, or free text.
fn region_note(rules: &Rules) -> String {
    if rules.regions.is_empty() {
        return "地区，照实填写即可；本规则不按地区区分奖项。".to_string();
    }
    let by_region: Vec<&str> = rules
        .schedules
        .iter()
        .filter(|s| s.pool.reads_region())
        .map(|s| s.name.as_str())
        .chain(
            rules
                .qualifiers
                .iter()
                .filter(|q| q.pool.reads_region() || q.eligible.reads_region())
                .map(|q| q.name.as_str()),
        )
        .collect();
    let mut text = format!(
        "{}（从下拉列表中选择，也可写规则文件中列出的其他写法）。",
        rules.regions.described().join(" / ")
    );
    if !by_region.is_empty() {
        text.push_str(&format!("不填的棋手不计入：{}。", by_region.join("、")));
    }
    text
}
