//! `xqprize explain`: why a player got or did not get each prize.

use super::organizer::*;
use xqprize::engine::{PlayerRecord, Standing};
use xqprize::explain::{Lookup, explain, find_player};
use xqprize::money::Money;
use xqprize::pipeline::{self, RulesSource};
use xqprize::rules::Overrides;

/// What the library explains for `player` of the event in `w`, read through
/// the same pipeline as `explain`.
fn library_answer(w: &Workdir, player: &str) -> PlayerRecord {
    let source = RulesSource::given(Some(&w.path("rules.toml")), xqprize::msg::Lang::Zh).unwrap();
    let loaded = pipeline::load_rules(&source, &Overrides::default()).unwrap();
    let read = pipeline::read(
        &w.path("standings.xlsx"),
        &loaded.rules,
        &[],
        crate::common::threads(),
    )
    .unwrap();
    let computed = pipeline::compute(&loaded.rules, &loaded.lines, &read).unwrap();
    let Lookup::Found(id) = find_player(&read.standings, player) else {
        panic!("{player} is one player");
    };
    explain(&loaded.rules, &read.standings, &computed.outcome, id)
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
        out.starts_with("乙 (公开组 row 3, no. A2, final place 2)"),
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
    // The same answer as the library gives it, before it is put into words:
    // first of the three women, paid nothing in that pool, keeping overall
    // place 2 (600), larger than the women's 1st (400).
    let answer = library_answer(&w, "A2");
    let women = answer.schedules.iter().find(|s| s.id == "women").unwrap();
    assert_eq!(
        women.standing,
        Standing::In {
            place: 1,
            shared_by: 1,
            size: 3
        }
    );
    assert!(women.awards.is_empty());
    let held = women
        .passed_over_for
        .as_ref()
        .expect("a prize took the place");
    assert_eq!(
        (held.schedule.as_str(), held.place, held.amount),
        ("overall", 2, Money::yuan(600))
    );
    assert_eq!(answer.total, Money::yuan(600));
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
        out.contains("in the pool, place 5 of 5; paid place 4 (places passed down)"),
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
    assert!(err.contains("公开组:A2  乙  place 2"), "{err}");
    assert!(err.contains("公开组:A5  乙  place 5"), "{err}");
}

#[test]
fn explain_into_a_closed_pipe_ends_quietly() {
    // `xqprize explain … | head -0`: the reading end is closed before the
    // answer is written. The command ends with status 0 and says nothing.
    let w = Workdir::new();
    small_event(&w, true);
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("xqprize"))
        .current_dir(w.dir.path())
        .args([
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "A2",
        ])
        .stdout(writer)
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

/// Five players, two pairs tied on 名次: 乙 and 丙 share everything (no
/// 预赛名次), 丁 and 戊 are set apart by 预赛名次. Prizes add up.
fn tied_event(w: &Workdir) {
    w.write(
        "rules.toml",
        r#"event = "并列赛"
event_year = 2024

[settings]
stacking = "all"

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
  { place = "3", amount = "300" },
  { place = "4", amount = "100" },
]
"#,
    );
    let header = ["名次", "编号", "姓名", "预赛名次"]
        .map(String::from)
        .to_vec();
    let row = |rank: f64, no, name, prelim: Option<f64>| {
        let mut row = vec![Cell::N(rank), Cell::T(no), Cell::T(name)];
        row.push(prelim.map_or(Cell::T(""), Cell::N));
        row
    };
    let rows = vec![
        row(1.0, "A1", "甲", None),
        row(2.0, "A2", "乙", None),
        row(2.0, "A3", "丙", None),
        row(4.0, "A4", "丁", Some(1.0)),
        row(4.0, "A5", "戊", Some(2.0)),
    ];
    workbook(&w.path("standings.xlsx"), &[("公开组", header, rows)]);
}

#[test]
fn explain_of_a_share_rounded_to_the_yuan_says_it_was_rounded() {
    let w = Workdir::new();
    tied_event(&w);
    // The same event paying whole yuan, place 3 raised to 301: 乙 and 丙
    // share places 2 and 3, (600 + 301) / 2 = 450.50, rounded down to the
    // yuan: 450 each.
    let rules = std::fs::read_to_string(w.path("rules.toml")).unwrap();
    let rules = rules
        .replace(
            "stacking = \"all\"",
            "stacking = \"all\"\nsplit_unit = \"元\"",
        )
        .replace("amount = \"300\"", "amount = \"301\"");
    w.write("rules.toml", &rules);
    let out = explain_zh(&w, "A2");
    assert!(
        out.contains("发第 2 名（2 人并列平分，舍到元）：450.00\n"),
        "{out}"
    );
}

/// `explain` of `player` in the standings and rules of a `Workdir`.
fn explain_args(player: &str) -> [&str; 6] {
    [
        "explain",
        "standings.xlsx",
        "--rules",
        "rules.toml",
        "--player",
        player,
    ]
}

fn explain_zh(w: &Workdir, player: &str) -> String {
    let out = w.xqprize_zh().args(explain_args(player)).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn explain_of_a_tied_player_names_the_tie_and_the_places_it_covers() {
    let w = Workdir::new();
    tied_event(&w);
    // 乙 and 丙 tie at 名次 2 with nothing to set them apart: they share
    // places 2 and 3, 600 + 300 = 900, split by 2 = 450 each.
    let out = explain_zh(&w, "A2");
    assert!(
        out.contains("在范围内，第 2 名（2 人并列，共 5 人）；发第 2 名（2 人并列平分）：450.00\n    并列：与 丙 名次相同（名次 2），同列第 2 名，共占第 2—3 名\n"),
        "{out}"
    );
    // 丁 and 戊 tie at 名次 4; 预赛名次 1 before 2 puts 丁 at place 4
    // (100) and 戊 at place 5, which the schedule does not pay.
    let out = explain_zh(&w, "A5");
    assert!(
        out.contains("在范围内，第 5 名（共 5 人）；未发：本奖只奖前 4 名\n    并列：名次 4 共 2 人（丁、戊），按预赛名次分列第 4—5 名\n"),
        "{out}"
    );
    let out = explain_zh(&w, "A4");
    assert!(
        out.contains("发第 4 名：100.00\n    并列：名次 4 共 2 人（丁、戊）"),
        "{out}"
    );
    // 甲 is tied with nobody: no such line.
    assert!(!explain_zh(&w, "A1").contains("并列"));
    // In English, the same facts.
    let en = w.stdout(&explain_args("A3"), 0);
    assert!(
        en.contains("    tied: with 乙 at final place 2, sharing places 2–3\n"),
        "{en}"
    );
}

/// A case of `tests/regulations/` copied into a `Workdir` as rules.toml
/// and standings.xlsx: its rules text.
fn corpus_case(w: &Workdir, case: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/regulations")
        .join(case);
    let rules = std::fs::read_to_string(dir.join("rules.toml")).unwrap();
    w.write("rules.toml", &rules);
    std::fs::copy(dir.join("standings.xlsx"), w.path("standings.xlsx")).unwrap();
    rules
}

#[test]
fn explain_says_the_schedules_of_other_groups_in_one_line() {
    // guochahui-2021 has six groups, one schedule each: a player of 青年组
    // is told of 青年组's schedule with every fact, and of the other five
    // in one line.
    let w = Workdir::new();
    let rules = corpus_case(&w, "guochahui-2021");
    let line = line_of(&rules, "pool = { group = \"青年组\"");
    let out = explain_zh(&w, "青年组:4");
    assert!(
        out.contains(&format!("名次奖：\n  青年组名次奖〔rules.toml 第{line}行〕：不在范围内：出生日期不符（出生日期 2002-12-31，2003-01-01至2008-12-31出生）\n  其他组别的奖项（5 项）：组别不符\n合计：0.00\n")),
        "{out}"
    );
    assert!(!out.contains("耆英组"), "{out}");
    let en = w.stdout(&explain_args("青年组:4"), 0);
    assert!(
        en.contains(&format!("prize schedules:\n  youth 青年组名次奖 [rules.toml line {line}]: not in the pool: born outside the window (born 2002-12-31, born 2003-01-01 to 2008-12-31)\n  schedules of other groups (5): another group\ntotal: 0.00\n")),
        "{en}"
    );
}

#[test]
fn explain_keeps_the_line_of_the_one_schedule_of_another_group() {
    // baofeng-2017 has two groups, one schedule each: the other group's
    // schedule keeps its own line, with its name and the group it needs.
    let w = Workdir::new();
    let rules = corpus_case(&w, "baofeng-2017");
    let line = line_of(&rules, "pool = { group = \"成人组\" }");
    let out = explain_zh(&w, "少年儿童组:1");
    assert!(
        out.contains(&format!("  成人组名次奖〔rules.toml 第{line}行〕：不在范围内：组别不符（组别 少年儿童组，需要 成人组）\n")),
        "{out}"
    );
    assert!(!out.contains("其他组别"), "{out}");
}
