//! The commands an organizer uses around the rules: `init` (blank workbook and
//! rules to fill in), `check` (every problem at once, with lines), `explain`
//! (why a player got or did not get a prize). Each test writes its inputs in
//! a fresh folder and runs the built binary.

use assert_cmd::Command;
use calamine::{Data, Reader, open_workbook_auto};
use rust_xlsxwriter::Workbook;
use std::path::{Path, PathBuf};
use xqprize::rules::DEFAULT_RULES;
use xqprize::standings::Column;

/// A fresh folder to write inputs into and run the binary in.
struct Workdir {
    dir: tempfile::TempDir,
}

impl Workdir {
    fn new() -> Workdir {
        Workdir {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn write(&self, name: &str, text: &str) -> PathBuf {
        let path = self.path(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    fn xqprize(&self, args: &[&str]) -> Command {
        let mut cmd = Command::cargo_bin("xqprize").unwrap();
        cmd.current_dir(self.dir.path()).args(args);
        cmd
    }

    fn stdout(&self, args: &[&str], code: i32) -> String {
        let out = self.xqprize(args).output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(code),
            "stdout: {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    fn stderr(&self, args: &[&str], code: i32) -> String {
        let out = self.xqprize(args).output().unwrap();
        assert_eq!(out.status.code(), Some(code));
        String::from_utf8(out.stderr).unwrap()
    }
}

/// A cell to write: text, or a number.
enum Cell<'a> {
    T(&'a str),
    N(f64),
}

type Rows<'a> = Vec<Vec<Cell<'a>>>;

/// Write a workbook: one sheet per (name, header, rows).
fn workbook(path: &Path, sheets: &[(&str, Vec<String>, Rows)]) {
    let mut book = Workbook::new();
    for (name, header, rows) in sheets {
        let sheet = book.add_worksheet();
        sheet.set_name(*name).unwrap();
        for (c, h) in header.iter().enumerate() {
            sheet.write_string(0, c as u16, h).unwrap();
        }
        for (r, row) in rows.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let (r, c) = (r as u32 + 1, c as u16);
                match cell {
                    Cell::T("") => {}
                    Cell::T(t) => {
                        sheet.write_string(r, c, *t).unwrap();
                    }
                    Cell::N(n) => {
                        sheet.write_number(r, c, *n).unwrap();
                    }
                }
            }
        }
    }
    book.save(path).unwrap();
}

/// The 1-based line of `text` holding `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

/// Sheet names and header rows of a workbook.
fn sheets_and_headers(path: &Path) -> Vec<(String, Vec<String>)> {
    let mut book = open_workbook_auto(path).unwrap();
    let names = book.sheet_names().to_vec();
    names
        .into_iter()
        .map(|name| {
            let range = book.worksheet_range(&name).unwrap();
            let header = range
                .rows()
                .next()
                .map(|row| {
                    row.iter()
                        .map(|c| match c {
                            Data::String(s) => s.clone(),
                            other => other.to_string(),
                        })
                        .collect()
                })
                .unwrap_or_default();
            (name, header)
        })
        .collect()
}

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
fn check_names_the_line_of_a_total_that_disagrees_with_its_places() {
    let w = Workdir::new();
    w.stdout(&["init", "event"], 0);
    let typo = DEFAULT_RULES.replacen("total = \"61600\"", "total = \"60600\"", 1);
    let rules = w.write("rules.toml", &typo);
    let out = w.stdout(
        &[
            "check",
            "event/standings.xlsx",
            "--rules",
            rules.to_str().unwrap(),
        ],
        1,
    );
    let line = line_of(&typo, "60600");
    assert!(
        out.contains(&format!(
            "error: {} line {line}: schedule \"overall\": the places add up to 61600.00, but the stated total is 60600.00",
            rules.display()
        )),
        "{out}"
    );
}

#[test]
fn check_reports_every_unknown_key_at_once() {
    let w = Workdir::new();
    w.stdout(&["init", "event"], 0);
    let text = DEFAULT_RULES
        .replacen("stacking = \"all\"", "stackng = \"all\"", 1)
        .replacen("knockout = 32", "knockuot = 32", 1);
    w.write("rules.toml", &text);
    let out = w.stdout(
        &["check", "event/standings.xlsx", "--rules", "rules.toml"],
        1,
    );
    // The groups are still known, so the standings are read and checked too.
    assert!(
        out.contains("standings: event/standings.xlsx (公开组 0 players, 少儿组 0 players)"),
        "{out}"
    );
    for (key, meant) in [("stackng", "stacking"), ("knockuot", "knockout")] {
        let line = line_of(&text, key);
        assert!(
            out.contains(&format!(
                "rules.toml line {line}: unknown key \"{key}\" in "
            )) && out.contains(&format!("(did you mean \"{meant}\"?)")),
            "{out}"
        );
    }
}

/// Open group only: top 4, women's top 2, one prize per player.
const SMALL_RULES: &str = r#"event = "小型公开赛"
event_year = 2024

[settings]
stacking = "one"

[[groups]]
sheet = "公开组"
kind = "open"

[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
places = [
  { place = "1", amount = "1000" },
  { place = "2", amount = "600" },
  { place = "3-4", amount = "300" },
]

[[schedules]]
id = "women"
name = "女子奖"
pool = { group = "公开组", sex = "女" }
places = [
  { place = "1", amount = "400" },
  { place = "2", amount = "200" },
]
"#;

fn small_event(w: &Workdir, with_sex: bool) {
    w.write("rules.toml", SMALL_RULES);
    let mut header = vec!["名次".to_string(), "编号".to_string(), "姓名".to_string()];
    if with_sex {
        header.push("性别".to_string());
    }
    let people = [
        (1.0, "A1", "甲", "男"),
        (2.0, "A2", "乙", "女"),
        (3.0, "A3", "丙", "男"),
        (4.0, "A4", "丁", "女"),
        (5.0, "A5", "乙", "女"),
    ];
    let rows = people
        .iter()
        .map(|&(rank, no, name, sex)| {
            let mut row = vec![Cell::N(rank), Cell::T(no), Cell::T(name)];
            if with_sex {
                row.push(Cell::T(sex));
            }
            row
        })
        .collect();
    workbook(&w.path("standings.xlsx"), &[("公开组", header, rows)]);
}

#[test]
fn check_refuses_a_womens_pool_on_a_sheet_without_sex_or_id_number() {
    let w = Workdir::new();
    small_event(&w, false);
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 1);
    let line = line_of(SMALL_RULES, "sex = \"女\"");
    assert!(
        out.contains(&format!(
            "error: rules.toml line {line}: schedule \"women\": the pool filters on 性别, but the sheet \"公开组\" has no 性别 column and no 身份证号 to derive it from"
        )),
        "{out}"
    );
    small_event(&w, true);
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 0);
    assert!(out.contains("no errors"), "{out}");
}

#[test]
fn explain_names_the_prize_a_passed_over_woman_kept() {
    let w = Workdir::new();
    small_event(&w, true);
    // One prize per player, largest first: overall 1st 1000 → 甲 (A1);
    // overall 2nd 600 → A2 (woman); women 1st 400 → A4, the best woman
    // without a prize; overall 3rd-4th 300 → A3 and A5 (A4 holds 400);
    // women 2nd 200 → no woman left without a prize: vacant.
    let out = w.stdout(
        &[
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "A2",
        ],
        0,
    );
    // Each line cites the pool's line in the rules file and the player's row.
    assert!(
        out.starts_with("乙 (公开组 row 3, 编号 A2, 名次 2)"),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "women 女子奖 [rules.toml line {}]: in the pool, place 1 of 3; nothing: holds overall 名次奖 place 2 (600.00), the larger prize",
            line_of(SMALL_RULES, "sex = \"女\"")
        )),
        "{out}"
    );
    assert!(out.contains("total: 600.00"), "{out}");
    // A5 is 5th overall but paid the 4th place: places passed down.
    let out = w.stdout(
        &[
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "A5",
        ],
        0,
    );
    assert!(
        out.contains("in the pool, place 5 of 5; paid place 4 (名次顺延"),
        "{out}"
    );
}

#[test]
fn explain_lists_the_players_a_shared_name_could_mean() {
    let w = Workdir::new();
    small_event(&w, true);
    let err = w.stderr(
        &[
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "乙",
        ],
        1,
    );
    assert!(err.contains("2 players answer to \"乙\""), "{err}");
    assert!(err.contains("公开组:A2  乙  名次 2"), "{err}");
    assert!(err.contains("公开组:A5  乙  名次 5"), "{err}");
}

/// The XML of one sheet of an .xlsx file.
fn sheet_xml(path: &Path, index: usize) -> String {
    use std::io::Read as _;
    let file = std::fs::File::open(path).unwrap();
    let mut zip = zip::ZipArchive::new(file).unwrap();
    let mut xml = String::new();
    zip.by_name(&format!("xl/worksheets/sheet{index}.xml"))
        .unwrap()
        .read_to_string(&mut xml)
        .unwrap();
    xml
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

#[test]
fn check_reports_a_syntax_error_with_its_line_and_does_not_read_the_standings() {
    let w = Workdir::new();
    w.stdout(&["init", "event"], 0);
    let text = DEFAULT_RULES.replacen("kind = \"youth\"", "kind = youth", 1);
    w.write("rules.toml", &text);
    let out = w.stdout(
        &["check", "event/standings.xlsx", "--rules", "rules.toml"],
        1,
    );
    assert!(
        out.contains(&format!(
            "error: rules.toml line {}: not valid TOML",
            line_of(&text, "kind = youth")
        )),
        "{out}"
    );
    assert!(out.contains("standings: not read"), "{out}");
}

#[test]
fn check_prints_rules_and_workbook_problems_together() {
    let w = Workdir::new();
    // A total typo in the rules (1000 + 600 + 2 × 300 = 2200, stated 2300) …
    let text = SMALL_RULES.replacen(
        "name = \"名次奖\"\n",
        "name = \"名次奖\"\ntotal = \"2300\"\n",
        1,
    );
    w.write("rules.toml", &text);
    // … and a 名次 that is not a whole number in the workbook.
    workbook(
        &w.path("standings.xlsx"),
        &[(
            "公开组",
            vec!["名次".into(), "编号".into(), "姓名".into(), "性别".into()],
            vec![
                vec![Cell::N(1.0), Cell::T("A1"), Cell::T("甲"), Cell::T("男")],
                vec![Cell::T("二"), Cell::T("A2"), Cell::T("乙"), Cell::T("女")],
            ],
        )],
    );
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "rules.toml"], 1);
    assert!(
        out.contains(&format!(
            "error: rules.toml line {}: schedule \"overall\": the places add up to 2200.00, but the stated total is 2300.00",
            line_of(&text, "2300")
        )),
        "{out}"
    );
    assert!(out.contains("standings.xlsx: 公开组!A3 (名次)"), "{out}");
}

#[test]
fn check_refuses_a_money_moving_tie_when_the_rules_say_ties_refuse() {
    let w = Workdir::new();
    let header = vec!["名次".to_string(), "编号".to_string(), "姓名".to_string()];
    // 乙 and 丙 share 名次 2: places 2 and 3 pay 600 and 300.
    let rows = vec![
        vec![Cell::N(1.0), Cell::T("A1"), Cell::T("甲")],
        vec![Cell::N(2.0), Cell::T("A2"), Cell::T("乙")],
        vec![Cell::N(2.0), Cell::T("A3"), Cell::T("丙")],
    ];
    workbook(&w.path("standings.xlsx"), &[("公开组", header, rows)]);
    let overall_only = |settings: &str| {
        let end = SMALL_RULES.find("[[schedules]]\nid = \"women\"").unwrap();
        SMALL_RULES[..end].replacen("stacking = \"one\"", settings, 1)
    };
    // Split (the default): the tie is shared, with a warning.
    w.write("split.toml", &overall_only("stacking = \"all\""));
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "split.toml"], 0);
    assert!(out.contains("unresolved tie between A2/乙, A3/丙"), "{out}");
    // Refuse: the same tie is an error.
    w.write(
        "refuse.toml",
        &overall_only("stacking = \"all\"\nties = \"refuse\""),
    );
    let out = w.stdout(&["check", "standings.xlsx", "--rules", "refuse.toml"], 1);
    assert!(
        out.contains(
            "error: prizes per player \"all\": overall place 2: unresolved tie between A2/乙, A3/丙"
        ),
        "{out}"
    );
}
