//! A small standings workbook with every column a template's condition
//! may ask for, four groups of six players: what the rules file's
//! robustness checks (the fuzz target `check_rules` and the engine's
//! `rules_never_panic`) run every mutated rules file against.

use crate::workbook::{Cell, Sheet, workbook_bytes};

/// The columns of every sheet: each a condition of the templates may ask for.
const HEADERS: [&str; 14] = [
    "名次",
    "编号",
    "姓名",
    "性别",
    "出生日期",
    "身份证号",
    "单位",
    "称号",
    "地区",
    "会员",
    "积分",
    "累进分",
    "胜局",
    "在校学生",
];

/// One player's row: place, sex, birth date and region varied by place.
fn row(place: u32) -> Vec<Cell> {
    let sex = if place % 2 == 0 { "女" } else { "男" };
    let born = [
        "1985-03-01",
        "2008-05-01",
        "2011",
        "2004-09-01",
        "1960-01-01",
    ];
    let region = ["石柱", "重庆", "市外", "外地", ""];
    vec![
        place.into(),
        format!("P{place}").as_str().into(),
        format!("选手{place}").as_str().into(),
        sex.into(),
        born[place as usize % born.len()].into(),
        "".into(),
        "某俱乐部".into(),
        if place == 1 { "大师" } else { "" }.into(),
        region[place as usize % region.len()].into(),
        if place % 3 == 0 { "是" } else { "否" }.into(),
        Cell::Number(f64::from(20 - place)),
        Cell::Number(f64::from(200 - place * 7)),
        Cell::Number(f64::from(9 - place / 2)),
        if place % 4 == 0 { "是" } else { "" }.into(),
    ]
}

/// The workbook's bytes: the groups the templates name (公开组, 少儿组,
/// 外地组, 本地组), six players each.
pub fn every_column_workbook() -> Vec<u8> {
    let sheets: Vec<Sheet> = ["公开组", "少儿组", "外地组", "本地组"]
        .iter()
        .map(|name| (1..=6).fold(Sheet::new(name, &HEADERS), |s, p| s.row(row(p))))
        .collect();
    workbook_bytes(&sheets)
}
