//! `xqprize init`: a blank standings workbook and a rules file to fill in,
//! never written over without `--force`.

use super::organizer::*;

#[test]
fn init_writes_one_sheet_per_group_with_every_header_and_an_instructions_sheet() {
    let w = Workdir::new();
    let out = w.stdout(&["init", "event"], 0);
    assert!(out.contains("standings.xlsx"), "{out}");
    let rules = std::fs::read_to_string(w.path("event/rules.toml")).unwrap();
    assert_eq!(rules, DEFAULT_RULES);
    let found = sheets_and_headers(&w.path("event/standings.xlsx"));
    let headers: Vec<String> = Column::PER_GROUP
        .iter()
        .map(|c| c.header().to_string())
        .collect();
    assert_eq!(found[0], ("公开组".to_string(), headers.clone()));
    assert_eq!(found[1], ("少儿组".to_string(), headers));
    assert_eq!(found[2].0, "说明");
    assert_eq!(found.len(), 3);
}

#[test]
fn init_refuses_to_overwrite_and_writes_the_same_bytes_every_time() {
    let w = Workdir::new();
    w.stdout(&["init", "a"], 0);
    let first = std::fs::read(w.path("a/standings.xlsx")).unwrap();
    std::fs::write(w.path("a/rules.toml"), "edited").unwrap();
    let err = w.stderr(&["init", "a"], 1);
    assert!(err.contains("already exist"), "{err}");
    assert!(err.contains("--force"), "{err}");
    assert_eq!(
        std::fs::read_to_string(w.path("a/rules.toml")).unwrap(),
        "edited"
    );
    w.stdout(&["init", "b"], 0);
    assert_eq!(std::fs::read(w.path("b/standings.xlsx")).unwrap(), first);
    w.stdout(&["init", "a", "--force"], 0);
    assert_eq!(
        std::fs::read_to_string(w.path("a/rules.toml")).unwrap(),
        DEFAULT_RULES
    );
}

/// `init` writes its two files as `run` writes its outputs, all or
/// nothing: a folder named rules.toml keeps standings.xlsx from being
/// written too, even with --force.
#[test]
fn init_writes_neither_file_when_one_cannot_be_written() {
    let w = Workdir::new();
    std::fs::create_dir_all(w.path("a/rules.toml")).unwrap();
    let err = w.stderr(&["init", "a", "--force"], 3);
    assert!(err.contains("rules.toml is a folder"), "{err}");
    let left: Vec<String> = std::fs::read_dir(w.path("a"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, ["rules.toml"]);
}

#[test]
fn the_init_workbook_filled_in_runs_end_to_end() {
    let w = Workdir::new();
    w.stdout(&["init", "event"], 0);
    // Fill the sheets under the headers init wrote, wherever they stand.
    let found = sheets_and_headers(&w.path("event/standings.xlsx"));
    let header = found[0].1.clone();
    let at = |name: &str| header.iter().position(|h| h == name).unwrap();
    let row = |values: &[(&str, Cell<'static>)]| -> Vec<Cell<'static>> {
        let mut row: Vec<Cell> = header.iter().map(|_| Cell::T("")).collect();
        for (name, value) in values {
            row[at(name)] = match value {
                Cell::T(t) => Cell::T(t),
                Cell::N(n) => Cell::N(*n),
            };
        }
        row
    };
    use Cell::{N, T};
    let open = vec![
        row(&[
            ("名次", N(1.0)),
            ("编号", T("1")),
            ("姓名", T("张一")),
            ("性别", T("男")),
            ("地区", T("重庆")),
            ("会员", T("是")),
        ]),
        row(&[
            ("名次", N(2.0)),
            ("编号", T("2")),
            ("姓名", T("李二")),
            ("性别", T("女")),
            ("地区", T("市外")),
            ("会员", T("否")),
        ]),
        row(&[
            ("名次", N(3.0)),
            ("编号", T("3")),
            ("姓名", T("王三")),
            ("性别", T("男")),
            ("地区", T("石柱")),
            ("会员", T("是")),
        ]),
    ];
    let youth = vec![
        row(&[
            ("名次", N(1.0)),
            ("编号", T("1")),
            ("姓名", T("赵小")),
            ("性别", T("男")),
            ("出生日期", T("2010-03-01")),
            ("地区", T("石柱")),
        ]),
        row(&[
            ("名次", N(2.0)),
            ("编号", T("2")),
            ("姓名", T("钱小")),
            ("性别", T("女")),
            ("出生日期", T("2012-06-01")),
            ("地区", T("重庆")),
        ]),
    ];
    let filled = w.path("filled.xlsx");
    workbook(
        &filled,
        &[
            ("公开组", header.clone(), open),
            ("少儿组", found[1].1.clone(), youth),
        ],
    );
    w.stdout(&["check", "filled.xlsx", "--rules", "event/rules.toml"], 0);
    w.stdout(
        &[
            "run",
            "filled.xlsx",
            "--rules",
            "event/rules.toml",
            "--out",
            "out",
        ],
        0,
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(w.path("out/results.json")).unwrap())
            .unwrap();
    let totals: Vec<(String, String, String)> = json["payouts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["group"].as_str().unwrap().to_string(),
                p["no"].as_str().unwrap().to_string(),
                p["total"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let t = |g: &str, no: &str, total: &str| (g.to_string(), no.to_string(), total.to_string());
    assert_eq!(
        totals,
        [
            // overall 1st 20000 + member 1st 2000 (重庆, member).
            t("公开组", "1", "22000.00"),
            // overall 2nd 10000 + women 1st 5000; 市外 but in the knockout
            // (名次 ≤ 32), so no 意外惊喜奖.
            t("公开组", "2", "15000.00"),
            // overall 3rd 5000 + member 2nd 1500 + 石柱籍 member 1st 1000.
            t("公开组", "3", "7500.00"),
            // born 2010: 2019 - 2010 = 9, band 9-10, 1st: 600.
            t("少儿组", "1", "600.00"),
            // born 2012: age 7, band 8 and under, 1st: 600.
            t("少儿组", "2", "600.00"),
        ]
    );
}

#[test]
fn init_offers_drop_downs_for_sex_region_title_and_yes_no_columns() {
    let w = Workdir::new();
    w.stdout(&["init", "event"], 0);
    let xml = sheet_xml(&w.path("event/standings.xlsx"), 1);
    let column = |c: Column| {
        let i = Column::ALL.iter().position(|x| *x == c).unwrap() as u8;
        format!("{}2:{}2001", (b'A' + i) as char, (b'A' + i) as char)
    };
    let list_on = |c: Column, items: &str| {
        xml.split("<dataValidation ")
            .any(|v| v.contains(&format!("sqref=\"{}\"", column(c))) && v.contains(items))
    };
    assert!(list_on(Column::Sex, "\"男,女\""), "{xml}");
    assert!(list_on(Column::Region, "\"石柱,重庆,市外\""), "{xml}");
    for yes_no in [
        Column::Member,
        Column::Student,
        Column::StudentProof,
        Column::Completed,
        Column::Discipline,
    ] {
        assert!(list_on(yes_no, "\"是,否\""), "{yes_no:?}: {xml}");
    }
    // Titles: the list is offered, other values are let through (information style).
    assert!(
        xml.split("<dataValidation ").any(|v| v
            .contains(&format!("sqref=\"{}\"", column(Column::Title)))
            && v.contains("errorStyle=\"information\"")
            && v.contains("特级大师,大师,棋协大师")),
        "{xml}"
    );
}

#[test]
fn init_can_start_from_the_blank_template_with_its_one_group() {
    let w = Workdir::new();
    w.stdout(&["init", "new", "--template", "blank"], 0);
    let rules = std::fs::read_to_string(w.path("new/rules.toml")).unwrap();
    assert_eq!(rules, xqprize::rules::BLANK_RULES);
    let names: Vec<String> = sheets_and_headers(&w.path("new/standings.xlsx"))
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(names, ["公开组", "说明"]);
    // The blank workbook and the blank rules check clean together.
    let out = w.stdout(
        &["check", "new/standings.xlsx", "--rules", "new/rules.toml"],
        0,
    );
    assert!(out.contains("no errors"), "{out}");
}

/// Run the binary in Chinese (the default), expecting exit status `code`:
/// (stdout, stderr).
fn zh(w: &Workdir, args: &[&str], code: i32) -> (String, String) {
    let out = w.xqprize_zh().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(code), "{out:?}");
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn init_help_and_output_name_every_template_in_chinese() {
    let w = Workdir::new();
    let (help, _) = zh(&w, &["init", "--help"], 0);
    for t in xqprize::rules::templates::TEMPLATES {
        assert!(help.contains(&format!("{}（{}", t.id, t.name)), "{help}");
    }
    for name in [
        "2019 石柱棋王赛预选赛",
        "2024 恒芳杯公开赛",
        "2013 含谷公开赛",
        "空白模板",
    ] {
        assert!(help.contains(name), "{help}");
    }
    let (out, _) = zh(&w, &["init", "new", "--template", "hangu-2013"], 0);
    assert!(
        out.contains("规则模板：2013 含谷公开赛（hangu-2013）"),
        "{out}"
    );
    // A template without prize tables says so, in Chinese, at once.
    assert!(out.contains("规则文件还没有填写奖金"), "{out}");
    assert!(!out.contains("prize tables"), "{out}");
}

#[test]
fn command_line_mistakes_are_said_in_chinese_and_in_english_when_asked() {
    let w = Workdir::new();
    let (_, err) = zh(&w, &["run", "--bogus"], 2);
    assert!(err.starts_with("错误：没有“--bogus”这个选项。"), "{err}");
    assert!(err.contains("用法：xqprize run <成绩表> [选项]"), "{err}");
    assert!(!err.contains("unexpected"), "{err}");
    let (_, err) = zh(&w, &["run"], 2);
    assert!(err.contains("缺少必填的参数：<成绩表>"), "{err}");
    let (_, err) = zh(&w, &["init", "x", "--template", "foo"], 2);
    assert!(
        err.contains("「foo」不是 --template <模板> 可用的值。可填：shizhu-2019、hengfang-2024、hangu-2013、blank。"),
        "{err}"
    );
    let (_, err) = zh(&w, &["run", "a.xlsx", "--prizes-per-playr", "one"], 2);
    assert!(err.contains("是否想写 --prizes-per-player？"), "{err}");
    let (_, err) = zh(&w, &["rn"], 2);
    assert!(err.contains("没有“rn”这个命令"), "{err}");
    // --lang en gives clap's own English.
    let (_, err) = zh(&w, &["--lang", "en", "run", "--bogus"], 2);
    assert!(err.contains("unexpected argument '--bogus'"), "{err}");
    let (_, err) = zh(&w, &["run", "--bogus", "--lang=en"], 2);
    assert!(err.contains("unexpected argument '--bogus'"), "{err}");
}
