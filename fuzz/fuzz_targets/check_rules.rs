//! Any bytes given as the rules file to the path `xqprize check` takes (the
//! bytes decoded as the command line decodes a rules file, then
//! `pipeline::check` against a small fixed standings workbook, every
//! problem and warning rendered in both languages) give a report, never a
//! panic or a hang. Seed the corpus with `templates/*.toml`,
//! `tests/data/*.toml` and `tests/regulations/*/rules.toml`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use xqprize::msg::Lang;
use xqprize::pipeline::{self, Request, RulesSource, Workbook};
use xqprize::threads::Threads;
use xqprize_testkit::workbook::{Cell, Sheet, workbook_bytes};

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

/// The workbook, written once: the groups the templates name, six players each.
fn workbook() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| {
        let sheets: Vec<Sheet> = ["公开组", "少儿组", "外地组", "本地组"]
            .iter()
            .map(|name| (1..=6).fold(Sheet::new(name, &HEADERS), |s, p| s.row(row(p))))
            .collect();
        workbook_bytes(&sheets)
    })
}

fuzz_target!(|data: &[u8]| {
    let name = "rules.toml";
    let Ok(text) = xqprize::rules::encoding::decode(name, data.to_vec()) else {
        return;
    };
    let report = pipeline::check(Request {
        workbook: Workbook::Bytes {
            name: "standings.xlsx".to_string(),
            bytes: workbook().to_vec(),
        },
        rules: RulesSource {
            name: name.to_string(),
            text,
        },
        overrides: Default::default(),
        sheets: Vec::new(),
        lang: Lang::Zh,
        threads: Threads::One,
    });
    for lang in [Lang::Zh, Lang::En] {
        for e in &report.errors {
            let _ = e.render(lang);
        }
        for w in &report.warnings {
            let _ = w.line(lang);
        }
        let _ = report.audit_summary().render(lang);
    }
});
