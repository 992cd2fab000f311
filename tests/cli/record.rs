//! `xqprize record`: 领奖记录.xlsx of a kept event, read back cell by cell
//! with the amounts and totals worked by hand; never replacing a file
//! without --force; the same bytes for the same event file.

use crate::common::{Workdir, bytes_rows};
use xqprize::event::{Action, EventFile, How, MarkId, NewMark, NewRun, Payee, RunId};

/// A run paying: 公开组 1 张三 5000 (1st place), 2 李四 3000 (2nd place),
/// 7 王五 500 (女子补贴); team prize 团体 火车头 2000, 沈阳 0 (unpaid).
const RESULTS: &str = r#"{
  "event": "2019 石柱",
  "settings": {},
  "awards": [
    {"schedule": "open", "place": 1, "group": "公开组", "no": "1", "name": "张三", "amount": "5000.00"},
    {"schedule": "open", "place": 2, "group": "公开组", "no": "2", "name": "李四", "amount": "3000.00"}
  ],
  "subsidies": [
    {"schedule": "women", "group": "公开组", "no": "7", "name": "王五", "amount": "500.00"}
  ],
  "teams": [
    {"schedule": "team", "team": "火车头", "place": 1, "amount": "2000.00"},
    {"schedule": "team", "team": "沈阳", "place": 2, "amount": "0.00"}
  ],
  "payouts": [
    {"group": "公开组", "no": "1", "name": "张三", "total": "5000.00"},
    {"group": "公开组", "no": "2", "name": "李四", "total": "3000.00"},
    {"group": "公开组", "no": "7", "name": "王五", "total": "500.00"}
  ],
  "budget": []
}"#;

fn person(number: &str) -> Payee {
    Payee::Person {
        group: "公开组".to_string(),
        number: number.to_string(),
    }
}

fn mark(payee: Payee, action: Action, at: &str) -> NewMark {
    NewMark {
        payee,
        action,
        by: "刘出纳".to_string(),
        note: String::new(),
        at: at.to_string(),
    }
}

/// events.sqlite in the folder with the run kept and marked: 张三 现金,
/// 李四 转账 then undone, 火车头 代领 by 赵领队.
fn kept_event(w: &Workdir) -> RunId {
    let file = EventFile::open(&w.path("events.sqlite")).unwrap();
    let run = file
        .keep_at(
            NewRun {
                event: None,
                event_name: "2019 石柱".to_string(),
                rules_toml: String::new(),
                standings_name: "成绩.xlsx".to_string(),
                standings: vec![1, 2, 3],
                results_json: RESULTS.to_string(),
            },
            "2019-05-01T08:00:00Z",
        )
        .unwrap()
        .run;
    let cash = Action::Collected { how: How::Cash };
    file.mark(run, mark(person("1"), cash, "2019-05-01T17:00:00+08:00"))
        .unwrap();
    let transfer = Action::Collected {
        how: How::Transfer {
            bank: "工商银行石柱支行".to_string(),
            account: "6222020000111122223".to_string(),
        },
    };
    let wrong = file
        .mark(
            run,
            mark(person("2"), transfer, "2019-05-01T17:05:00+08:00"),
        )
        .unwrap();
    file.mark(
        run,
        mark(
            person("2"),
            Action::Undo { of: wrong.id },
            "2019-05-01T17:06:00+08:00",
        ),
    )
    .unwrap();
    let team = Payee::Team {
        prize: "team".to_string(),
        team: "火车头".to_string(),
    };
    let proxy = Action::Collected {
        how: How::Proxy {
            name: "赵领队".to_string(),
        },
    };
    file.mark(run, mark(team, proxy, "2019-05-01T17:10:00+08:00"))
        .unwrap();
    assert_ne!(wrong.id, MarkId(0));
    run
}

#[test]
fn record_lists_every_payee_with_how_they_collected_and_totals_that_make_up_the_run() {
    let w = Workdir::new();
    kept_event(&w);
    let out = w.stdout(&["record", "--events", "events.sqlite", "-o", "out"], 0);
    // 已领: 张三 5000 + 火车头 2000 = 7000; 未领: 李四 3000 (undone) + 王五 500 = 3500.
    assert!(
        out.contains(
            "collected 2 payees 7,000.00, open 2 payees 3,500.00, forfeited 0 payees 0.00"
        ),
        "{out}"
    );
    let bytes = std::fs::read(w.path("out/领奖记录.xlsx")).unwrap();
    let rows = bytes_rows(
        bytes.clone(),
        "Collection record",
        crate::common::Others::Shown,
    );
    let row = |n: usize| rows[n].iter().map(String::as_str).collect::<Vec<_>>();
    assert_eq!(
        row(3)[..10],
        [
            "1",
            "公开组",
            "1",
            "张三",
            "5000",
            "伍仟元整",
            "collected",
            "cash",
            "张三",
            "2019-05-01 17:00"
        ]
    );
    assert_eq!(row(3)[10], "刘出纳");
    assert_eq!(
        row(4)[..7],
        ["2", "公开组", "2", "李四", "3000", "叁仟元整", "open"]
    );
    assert_eq!(
        row(4)[7..10],
        ["", "", ""],
        "an undone transfer leaves nothing of it"
    );
    assert_eq!(
        row(5)[..7],
        ["3", "公开组", "7", "王五", "500", "伍佰元整", "open"]
    );
    assert_eq!(
        row(6)[..9],
        [
            "4",
            "team",
            "",
            "火车头",
            "2000",
            "贰仟元整",
            "collected",
            "by proxy",
            "赵领队"
        ]
    );
    assert_eq!(row(7)[3..6], ["2 payees", "7000", "柒仟元整"]);
    assert_eq!(row(8)[3..6], ["2 payees", "3500", "叁仟伍佰元整"]);
    assert_eq!(row(9)[3..6], ["0 payees", "0", "零元整"]);
    // 5000 + 3000 + 500 + 2000 = 10500 = 7000 + 3500 + 0.
    assert_eq!(row(10)[3..6], ["4 payees", "10500", "壹万零伍佰元整"]);
    assert!(row(12)[0].contains("Cashier"), "{:?}", row(12));
    let all: String = rows.iter().flatten().map(String::as_str).collect();
    assert!(
        !all.contains("6222020000111122223") && !all.contains("工商银行"),
        "bank details stay in the event file"
    );
}

#[test]
fn record_in_chinese_names_the_states_as_a_treasurer_does() {
    let w = Workdir::new();
    kept_event(&w);
    let out = w
        .xqprize_zh()
        .args(["record", "--events", "events.sqlite"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(
        said.contains("已领 2 人 7,000.00 元，未领 2 人 3,500.00 元，放弃 0 人 0.00 元"),
        "{said}"
    );
    let bytes = std::fs::read(w.path("out/领奖记录.xlsx")).unwrap();
    let rows = bytes_rows(bytes, "领奖记录", crate::common::Others::Shown);
    assert_eq!(
        rows[2][..8],
        [
            "序号",
            "组别／奖项",
            "编号",
            "姓名／队名",
            "金额（元）",
            "大写金额",
            "状态",
            "领取方式"
        ]
    );
    assert_eq!(rows[2][8..11], ["领取人", "领取时间", "经办人"]);
    assert_eq!(rows[3][6..8], ["已领", "现金"]);
    assert_eq!(rows[4][6], "未领");
    assert_eq!(rows[6][6..9], ["已领", "代领", "赵领队"]);
    let sign = &rows[rows.len() - 1][0];
    for label in ["出纳：", "经办人：", "审核：", "日期："] {
        assert!(sign.contains(label), "{sign}");
    }
}

#[test]
fn record_never_replaces_a_file_without_force_and_writes_the_same_bytes() {
    let w = Workdir::new();
    kept_event(&w);
    w.stdout(&["record", "--events", "events.sqlite", "-o", "a"], 0);
    let first = std::fs::read(w.path("a/领奖记录.xlsx")).unwrap();
    let err = w.stderr(&["record", "--events", "events.sqlite", "-o", "a"], 1);
    assert!(err.contains("--force"), "{err}");
    w.stdout(
        &["record", "--events", "events.sqlite", "-o", "a", "--force"],
        0,
    );
    assert_eq!(std::fs::read(w.path("a/领奖记录.xlsx")).unwrap(), first);
    w.stdout(&["record", "--events", "events.sqlite", "-o", "b"], 0);
    assert_eq!(
        std::fs::read(w.path("b/领奖记录.xlsx")).unwrap(),
        first,
        "same event file, same bytes"
    );
}

#[test]
fn record_finds_the_file_the_environment_names_and_refuses_one_that_is_not_there() {
    let w = Workdir::new();
    kept_event(&w);
    let out = w
        .xqprize()
        .env("XQPRIZE_EVENTS", w.path("events.sqlite"))
        .args(["record"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(w.path("out/领奖记录.xlsx").is_file());
    let err = w.stderr(&["record", "--events", "nowhere.sqlite", "-o", "x"], 1);
    assert!(err.contains("nowhere.sqlite does not exist"), "{err}");
    assert!(
        !w.path("nowhere.sqlite").exists(),
        "record creates no event file"
    );
    let err = w.stderr(
        &[
            "record",
            "--events",
            "events.sqlite",
            "--run",
            "9",
            "-o",
            "x",
        ],
        1,
    );
    assert!(err.contains("no kept run 9"), "{err}");
}

/// The 2019 rules with the clause 「未按时领取视为自动放弃」 at `time`.
fn rules_forfeiting_after(time: &str) -> String {
    let template = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/shizhu-2019.toml"),
    )
    .unwrap();
    format!("{template}\n[ceremony]\nuncollected = {{ forfeit_after = \"{time}\" }}\n")
}

fn keep_with_rules(w: &Workdir, rules_toml: String) {
    let file = EventFile::open(&w.path("forfeit.sqlite")).unwrap();
    let run = file
        .keep_at(
            NewRun {
                event: None,
                event_name: "2019 石柱".to_string(),
                rules_toml,
                standings_name: "成绩.xlsx".to_string(),
                standings: vec![1],
                results_json: RESULTS.to_string(),
            },
            "2019-05-01T08:00:00Z",
        )
        .unwrap()
        .run;
    let cash = Action::Collected { how: How::Cash };
    file.mark(run, mark(person("1"), cash, "2019-05-01T17:00:00+08:00"))
        .unwrap();
}

#[test]
fn after_the_forfeit_time_an_uncollected_prize_is_forfeited_not_passed_down() {
    let w = Workdir::new();
    keep_with_rules(&w, rules_forfeiting_after("2019-05-01 18:00"));
    let out = w.stdout(&["record", "--events", "forfeit.sqlite", "-o", "out"], 0);
    // 已领 张三 5000; 放弃 李四 3000 + 王五 500 + 火车头 2000 = 5500, 3 payees;
    // nobody's amount grows: the money returns to the budget.
    assert!(
        out.contains("collected 1 payee 5,000.00, open 0 payees 0.00, forfeited 3 payees 5,500.00"),
        "{out}"
    );
    let bytes = std::fs::read(w.path("out/领奖记录.xlsx")).unwrap();
    let rows = bytes_rows(bytes, "Collection record", crate::common::Others::Shown);
    assert!(
        rows[1][0].contains("after 2019-05-01 18:00 is forfeited"),
        "{:?}",
        rows[1]
    );
    assert_eq!(rows[4][4..7], ["3000", "叁仟元整", "forfeited"]);
    // 5000 + 0 + 5500 = 10500, the run's total.
    assert_eq!(rows[10][3..5], ["4 payees", "10500"]);
}

#[test]
fn before_the_forfeit_time_an_uncollected_prize_is_still_open() {
    let w = Workdir::new();
    keep_with_rules(&w, rules_forfeiting_after("2999-01-01 00:00"));
    let out = w.stdout(&["record", "--events", "forfeit.sqlite", "-o", "out"], 0);
    // 未领: 3000 + 500 + 2000 = 5500.
    assert!(
        out.contains("collected 1 payee 5,000.00, open 3 payees 5,500.00, forfeited 0 payees 0.00"),
        "{out}"
    );
}

/// One group paying places 1 and 2 1000 and 500, with the clause
/// 「未按时领取视为自动放弃」 after 2019-05-01 18:00 when `forfeit`.
fn one_group_rules(forfeit: bool) -> String {
    let clause = if forfeit {
        "\n[ceremony]\nuncollected = { forfeit_after = \"2019-05-01 18:00\" }\n"
    } else {
        ""
    };
    format!(
        r#"event = "一组公开赛"
event_year = 2019

[[groups]]
sheet = "公开组"
kind = "open"

[[schedules]]
id = "open"
name = "公开组奖金"
pool = {{ group = "公开组" }}
places = [{{ place = 1, amount = "1000" }}, {{ place = 2, amount = "500" }}]
{clause}"#
    )
}

#[test]
fn the_forfeit_clause_is_said_in_the_notes_and_settings_and_moves_no_money() {
    use crate::common::{Cell, Sheet, write_workbook};
    let w = Workdir::new();
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名", "单位"]);
    for (rank, no, name) in [(1u32, "1", "陈一"), (2, "2", "林二"), (3, "3", "黄三")] {
        let row: Vec<Cell> = vec![rank.into(), no.into(), name.into(), "石柱".into()];
        sheet = sheet.row(row);
    }
    write_workbook(&w.path("in.xlsx"), &[sheet]);
    let mut paid = Vec::new();
    for (forfeit, out) in [(false, "kept"), (true, "forfeit")] {
        w.write("rules.toml", &one_group_rules(forfeit));
        w.stdout(
            &["run", "in.xlsx", "--rules", "rules.toml", "--out", out],
            0,
        );
        let text = std::fs::read_to_string(w.path(&format!("{out}/results.json"))).unwrap();
        let results: serde_json::Value = serde_json::from_str(&text).unwrap();
        paid.push(results["payouts"].clone());
        let about = crate::common::sheet_rows(&w.path(&format!("{out}/payouts.xlsx")), "Notes");
        let line = about.iter().find(|r| r[0] == "Uncollected prizes");
        if forfeit {
            assert_eq!(
                results["settings"]["uncollected"],
                serde_json::json!({ "forfeit_after": "2019-05-01 18:00" })
            );
            let line = line.expect("the notes say what becomes of an uncollected prize");
            assert!(
                line[3].contains("after 2019-05-01 18:00 is forfeited"),
                "{line:?}"
            );
            assert!(line[3].contains("not passed down"), "{line:?}");
        } else {
            assert_eq!(results["settings"].get("uncollected"), None);
            assert!(line.is_none(), "保留, the default, adds no line");
        }
    }
    // Places 1 and 2 paid 1000 and 500 either way.
    assert_eq!(paid[0], paid[1]);
    assert_eq!(paid[0][0]["total"], "1000.00");
    assert_eq!(paid[0][1]["total"], "500.00");
}

#[test]
fn record_by_default_is_of_the_run_marked_at_the_ceremony_not_a_correction_kept_after() {
    // The ceremony marked run 1: 张三 5000 现金 and 火车头 2000 代领
    // collected, 7000.00 in all. A corrected standings kept afterwards as
    // a new run of the same event has no mark: its record would say
    // 已领 0. Without --run the record is run 1's.
    let w = Workdir::new();
    let first = kept_event(&w);
    let file = EventFile::open(&w.path("events.sqlite")).unwrap();
    let event = file.run(first).unwrap().event;
    let corrected = file
        .keep_at(
            NewRun {
                event: Some(event),
                event_name: "2019 石柱".to_string(),
                rules_toml: String::new(),
                standings_name: "更正后成绩.xlsx".to_string(),
                standings: vec![4, 5, 6],
                results_json: RESULTS.to_string(),
            },
            "2019-05-02T08:00:00Z",
        )
        .unwrap()
        .run;
    assert_ne!(corrected, first);
    let out = w.stdout(&["record", "--events", "events.sqlite", "-o", "a"], 0);
    assert!(out.contains("kept run 1 "), "{out}");
    assert!(out.contains("collected 2 payees 7,000.00"), "{out}");
    let out = w.stdout(
        &[
            "record",
            "--events",
            "events.sqlite",
            "--run",
            &corrected.to_string(),
            "-o",
            "b",
        ],
        0,
    );
    assert!(out.contains("collected 0 payees 0.00"), "{out}");
}
