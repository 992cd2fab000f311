//! Team prizes end to end: `run` with a `[[teams]]` table writes the team
//! payout sheet (领款单位, amount, 大写, a place to sign), the team list of
//! awards.xlsx, results.json `teams` and the budget's own team part; a bad
//! team key stops the run with its line and writes nothing. Amounts worked
//! out by hand in the comments.

use crate::common::{Cell, Sheet, Workdir, sheet_rows, signed_table, write_workbook};
use serde_json::Value;

/// Three clubs of three whose places all add up to 15: A 1, 6, 8; B 2, 4,
/// 9; C 3, 5, 7.
fn level_clubs(w: &Workdir) {
    clubs_ranked(w, |rank| rank);
}

/// The clubs of `level_clubs`, 选手N (编号 100 + N) at the place `rank(N)`.
fn clubs_ranked(w: &Workdir, rank: impl Fn(u32) -> u32) {
    let clubs = [
        "A队", "B队", "C队", "B队", "C队", "A队", "C队", "A队", "B队",
    ];
    let mut players: Vec<(u32, u32, &str)> =
        (1u32..).zip(clubs).map(|(n, c)| (rank(n), n, c)).collect();
    players.sort();
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名", "单位"]);
    for (rank, n, club) in players {
        let row: Vec<Cell> = vec![
            rank.into(),
            (100 + n).into(),
            format!("选手{n}").as_str().into(),
            club.into(),
        ];
        sheet = sheet.row(row);
    }
    write_workbook(&w.path("in.xlsx"), &[sheet]);
}

const RULES: &str = r#"event = "团体测试赛"
event_year = 2025

[[groups]]
sheet = "公开组"
kind = "open"

[[teams]]
id = "team"
name = "团体奖"
group = "公开组"
counted = 3
tie = "平分"
places = [
  { place = "1", amount = "1000" },
  { place = "2", amount = "500" },
  { place = "3", amount = "100" },
]
"#;

#[test]
fn a_split_team_prize_is_paid_to_the_teams_with_its_capitals_and_budget_line() {
    let w = Workdir::new();
    level_clubs(&w);
    w.write("rules.toml", RULES);
    let run = w
        .xqprize_zh()
        .args(["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"])
        .output()
        .unwrap();
    assert!(run.status.success());
    // The summary says the team money apart: 533.33 × 3 = 1599.99 to 3 teams,
    // and no player is paid (共发放 0.00).
    let said = String::from_utf8(run.stdout).unwrap();
    assert!(
        said.contains("另有团体奖 1599.99（3 队领款），付给各队，见 团体奖金发放表"),
        "{said}"
    );
    assert!(said.contains("共发放 0.00，0 人领款"), "{said}");
    let out = w.path("out");
    // Level at 15 and 平分: places 1-3 shared, (1000 + 500 + 100) / 3 =
    // 533.33 each (533.333… rounded down to the fen), 1599.99 paid, 0.01
    // left over.
    let rows = sheet_rows(&out.join("payouts.xlsx"), "团体奖金发放表");
    let table = signed_table(&rows);
    assert_eq!(
        table[1],
        [
            "序号",
            "奖项",
            "名次",
            "领款单位",
            "金额",
            "大写金额",
            "经办人签名"
        ]
    );
    for (i, team) in ["A队", "B队", "C队"].iter().enumerate() {
        assert_eq!(
            table[2 + i],
            [
                (i + 1).to_string().as_str(),
                "团体奖",
                "第1-3名（3队并列）",
                team,
                "533.33",
                "伍佰叁拾叁元叁角叁分",
                ""
            ]
        );
    }
    let total = &table[5];
    assert_eq!(total[0], "合计（3队）");
    assert_eq!(total[4], "1599.99");
    assert_eq!(total[5], "壹仟伍佰玖拾玖元玖角玖分");
    // The budget: team money on its own line, 1600 = 1599.99 + 0 + 0.01.
    let budget = sheet_rows(&out.join("payouts.xlsx"), "预算核对");
    let line = budget
        .iter()
        .find(|r| r[0] == "团体奖" && r[5] == "✓")
        .expect("a budget line for the team prize");
    assert_eq!(line[1..], ["1600", "1599.99", "0", "0.01", "✓"]);
    // The money the regulation lists (part 二): the team prize as
    // published, 1600, and in the note of the total; no amendment, so no
    // 补充通知后 column, and no subsidy, so no 补贴 in the note.
    let published = budget
        .iter()
        .find(|r| r[0] == "团体奖" && r[5] == "团体奖，付给各队")
        .expect("the team prize among the published items");
    assert_eq!(published[1..4], ["1600", "", ""]);
    assert!(
        budget
            .iter()
            .any(|r| r[5] == "名次奖 0.00 + 团体奖 1,600.00"),
        "{budget:?}"
    );
    // The players' payout sheet holds no team money: nobody is paid.
    let players = sheet_rows(&out.join("payouts.xlsx"), "奖金发放表");
    assert!(players.iter().all(|r| !r.iter().any(|c| c == "533.33")));
    // The public list: each team, its members with their places, its result.
    let list = sheet_rows(&out.join("awards.xlsx"), "团体名次");
    let a = list.iter().find(|r| r[1] == "A队").expect("A队 listed");
    assert_eq!(a[0], "第1-3名");
    assert_eq!(a[2], "选手1（1）、选手6（6）、选手8（8）");
    assert_eq!(a[3], "名次之和 15（与B队、C队并列）");
    assert_eq!(a[4], "533.33");
    // Every club has three players and three count: the heading says so,
    // with no bracketed members to explain.
    assert!(
        list.iter().any(|r| r[0] == "团体奖（每队计前3名）"),
        "{list:?}"
    );
    // results.json: every team, its place, share and members.
    let json: Value =
        serde_json::from_slice(&std::fs::read(out.join("results.json")).unwrap()).unwrap();
    let teams = json["teams"].as_array().unwrap();
    assert_eq!(teams.len(), 3);
    assert_eq!(teams[1]["team"], "B队");
    assert_eq!(teams[1]["place"], 1);
    assert_eq!(teams[1]["shared_by"], 3);
    assert_eq!(teams[1]["amount"], "533.33");
    assert_eq!(teams[1]["sum"], "15");
    assert_eq!(teams[1]["decided"], "shared");
    assert_eq!(teams[1]["members"].as_array().unwrap().len(), 3);
    assert_eq!(json["team_budget"][0]["remainder"], "0.01");
}

#[test]
fn the_team_sheets_are_labelled_in_english_too() {
    let w = Workdir::new();
    level_clubs(&w);
    w.write("rules.toml", RULES);
    w.stdout(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        0,
    );
    let rows = sheet_rows(&w.path("out/payouts.xlsx"), "Team payouts");
    assert_eq!(rows[1][3], "Team paid");
    assert_eq!(rows[2][2], "places 1-3 (3 teams tied)");
    let list = sheet_rows(&w.path("out/awards.xlsx"), "Team places");
    assert_eq!(list[1][1], "Team");
}

#[test]
fn a_team_prize_on_a_sheet_without_its_column_stops_the_run() {
    let w = Workdir::new();
    level_clubs(&w);
    // 积分 is added up, but the sheet has no 积分 column.
    let rules = RULES.replacen("counted = 3\n", "counted = 3\nby = \"积分\"\n", 1);
    w.write("rules.toml", &rules);
    let err = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    let at = rules
        .lines()
        .position(|l| l == "group = \"公开组\"")
        .unwrap()
        + 1;
    assert!(
        err.contains(&format!("rules.toml line {at}: team prize \"team\"")),
        "{err}"
    );
    assert!(err.contains("积分"), "{err}");
    assert!(w.outputs().is_empty());
}

#[test]
fn explain_says_where_the_players_team_placed_and_that_the_money_is_the_teams() {
    let w = Workdir::new();
    level_clubs(&w);
    w.write("rules.toml", RULES);
    // 选手6 (编号 106) is A队's second best: counted; A队 is level at 15
    // with B队 and C队, 平分: places 1-3 shared, 533.33 to the team.
    let out = w
        .xqprize_zh()
        .args([
            "explain",
            "in.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "106",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let at = RULES
        .lines()
        .position(|l| l == "group = \"公开组\"")
        .unwrap()
        + 1;
    assert!(
        text.contains(&format!(
            "团体奖〔rules.toml 第{at}行〕：所在队 A队，本人名次计入团体成绩（每队取前3名，名次之和 15）；团体第1-3名（与B队、C队并列，平分所占名次的奖金），533.33 付给该队（不计入本人合计）"
        )),
        "{text}"
    );
    assert!(text.contains("合计：0.00"), "{text}");
}

#[test]
fn a_team_standings_sheet_missing_from_the_workbook_stops_the_run() {
    let w = Workdir::new();
    level_clubs(&w);
    // Paid from a team standings sheet the workbook does not have.
    let rules = sheet_rules();
    assert!(rules.contains("sheet = \"团体成绩\""));
    w.write("rules.toml", &rules);
    let err = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    assert!(
        err.contains("no team standings sheet 团体成绩 in the workbook (it has: 公开组)"),
        "{err}"
    );
    assert!(w.outputs().is_empty());
}

/// One player on 公开组: the team prize comes from a team standings sheet.
fn one_player() -> Sheet {
    Sheet::new("公开组", &["名次", "编号", "姓名", "单位"]).row(vec![
        1u32.into(),
        101u32.into(),
        "选手1".into(),
        "A队".into(),
    ])
}

/// RULES paying the team places of the sheet 团体成绩.
/// The team prize read from the team sheet 团体成绩, whose teams need not
/// be the players' 单位 (`unlisted_teams = "照发"`: a team match).
fn sheet_rules() -> String {
    RULES.replacen(
        "group = \"公开组\"\ncounted = 3\ntie = \"平分\"\n",
        "sheet = \"团体成绩\"\nunlisted_teams = \"照发\"\n",
        1,
    )
}

/// `sheet_rules` with the default for teams no player names: 报错.
fn sheet_rules_strict() -> String {
    sheet_rules().replace("unlisted_teams = \"照发\"\n", "")
}

#[test]
fn a_team_standings_sheet_is_read_and_each_bad_cell_named() {
    let w = Workdir::new();
    let players = one_player();
    // A title row above the header; 第2名 read as 2; a bad place and a
    // blank team name, each at its cell.
    let teams = Sheet::new("团体成绩", &["团体赛成绩表"])
        .row(vec!["名次".into(), "队名".into(), "积分".into()])
        .row(vec!["第1名".into(), "甲队".into(), 9u32.into()])
        .row(vec!["第2名".into(), "乙队".into(), 7u32.into()])
        .row(vec!["三".into(), "丙队".into(), 5u32.into()])
        .row(vec![4u32.into(), "".into(), 3u32.into()]);
    write_workbook(&w.path("in.xlsx"), &[players, teams]);
    let rules = sheet_rules();
    w.write("rules.toml", &rules);
    let err = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    assert!(err.contains("团体成绩!A5 (名次)"), "{err}");
    assert!(err.contains("团体成绩!B6 (队名)"), "{err}");
    assert!(w.outputs().is_empty());
    // Corrected: 甲队 1st 1000, 乙队 2nd 500, 丙队 3rd 100, 丁队 4th nothing.
    let teams = Sheet::new("团体成绩", &["团体赛成绩表"])
        .row(vec!["名次".into(), "队名".into(), "积分".into()])
        .row(vec!["第1名".into(), "甲队".into(), 9u32.into()])
        .row(vec!["第2名".into(), "乙队".into(), 7u32.into()])
        .row(vec![3u32.into(), "丙队".into(), 5u32.into()])
        .row(vec![4u32.into(), "丁队".into(), 3u32.into()]);
    let players = one_player();
    write_workbook(&w.path("in.xlsx"), &[players, teams]);
    w.stdout(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        0,
    );
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let paid: Vec<(String, String)> = json["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (text(&t["team"]), text(&t["amount"])))
        .collect();
    let want = [
        ("甲队", "1000.00"),
        ("乙队", "500.00"),
        ("丙队", "100.00"),
        ("丁队", "0.00"),
    ];
    assert_eq!(paid, want.map(|(a, b)| (a.to_string(), b.to_string())));
    assert_eq!(json["teams"][0]["sum"], "9");
}

fn text(v: &Value) -> String {
    v.as_str().unwrap().to_string()
}

#[test]
fn a_published_budget_counts_the_team_prizes() {
    let w = Workdir::new();
    level_clubs(&w);
    // 总奖金1600元: the team places 1000 + 500 + 100 = 1600, in a section of
    // their own.
    let rules = RULES.replacen(
        "[[teams]]",
        "[budget]\nstated = \"1600\"\nsections = [{ name = \"团体奖\", stated = \"1600\", schedules = [\"team\"] }]\n\n[[teams]]",
        1,
    );
    w.write("rules.toml", &rules);
    let run = w
        .xqprize_zh()
        .args(["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"])
        .output()
        .unwrap();
    let said = String::from_utf8(run.stdout).unwrap();
    assert!(run.status.success(), "{said}");
    assert!(
        said.contains("规程总额 1600.00；各奖项计划 1600.00，相差 +0.00"),
        "{said}"
    );
    // 预算核对: the team prize among the published items, the section and
    // the total checked.
    let budget = sheet_rows(&w.path("out/payouts.xlsx"), "预算核对");
    let section = budget.iter().find(|r| r[0] == "团体奖" && r[3] == "✓");
    assert!(section.is_some(), "{budget:?}");
    let total = budget.iter().find(|r| r[0] == "总奖金").unwrap();
    assert_eq!(total[1..4], ["1600", "1600", "✓"]);
    // A stated total that leaves the team prizes out is refused at its line.
    let wrong = rules.replacen(
        "stated = \"1600\"\nsections",
        "stated = \"600\"\nsections",
        1,
    );
    w.write("rules.toml", &wrong);
    let err = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out2"],
        1,
    );
    assert!(err.contains("rules.toml line"), "{err}");
}

/// Run the binary in Chinese with `args`, expect success, give stdout.
fn zh(w: &Workdir, args: &[&str]) -> String {
    let out = w.xqprize_zh().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The case xilian-2009 (tests/regulations/): 团体录取前六名, no team money.
fn xilian(file: &str) -> String {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regulations/xilian-2009");
    dir.join(file).to_string_lossy().into_owned()
}

#[test]
fn explain_names_a_team_place_without_money_and_a_team_beyond_the_places() {
    let w = Workdir::new();
    let (standings, rules) = (xilian("standings.xlsx"), xilian("rules.toml"));
    let explain = |no: &str| {
        let args = ["explain", &standings, "--rules", &rules, "--player", no];
        zh(&w, &args)
    };
    // 编号 12, 四川's second team player (名次 6): 四川 1 + 6 + 22 = 29, second
    // after 西联现代物流's 27; places 1-6 give 团体录取, no money.
    let text = explain("12");
    assert!(text.contains("团体第2名，得团体录取"), "{text}");
    assert!(!text.contains("无奖金"), "{text}");
    // 编号 10, 贵州 (名次 10): 10 + 21 + 27 = 58, the last of seven; the
    // prize goes to six places.
    let text = explain("10");
    assert!(
        text.contains("团体第7名，未获团体名次奖：本奖只奖前 6 名"),
        "{text}"
    );
}

#[test]
fn a_team_prize_without_money_has_no_payout_sheet_but_its_places_are_listed() {
    let w = Workdir::new();
    let (standings, rules) = (xilian("standings.xlsx"), xilian("rules.toml"));
    let said = zh(&w, &["run", &standings, "--rules", &rules, "--out", "out"]);
    // No team is paid: no team line in the summary, no team payout sheet.
    assert!(!said.contains("另有团体奖"), "{said}");
    let out = w.path("out");
    let book = calamine::open_workbook_auto(out.join("payouts.xlsx")).unwrap();
    let names = calamine::Reader::sheet_names(&book);
    assert!(!names.iter().any(|n| n == "团体奖金发放表"), "{names:?}");
    // The team list keeps every team at its place (regulation.md: 西联 27,
    // 四川 29, 云南 40 ahead of 重庆 40 on best place 4 vs 5, 陕西 42, 广西 51,
    // 贵州 58), 团体录取 in the 奖品 column for places 1-6 and nothing for 7.
    let list = sheet_rows(&out.join("awards.xlsx"), "团体名次");
    assert_eq!(list[1][5], "奖品");
    let sichuan = list.iter().find(|r| r[1] == "四川").expect("四川 listed");
    assert_eq!(
        (sichuan[0].as_str(), sichuan[5].as_str()),
        ("第2名", "团体录取")
    );
    let guizhou = list.iter().find(|r| r[1] == "贵州").expect("贵州 listed");
    assert_eq!((guizhou[0].as_str(), guizhou[5].as_str()), ("第7名", ""));
}

#[test]
fn a_team_name_column_no_sheet_has_stops_the_run_at_its_line() {
    // team_column = "队名" names a column of its own; the sheet has only
    // 单位: refused at the line of team_column, nothing written.
    let w = Workdir::new();
    level_clubs(&w);
    let rules = RULES.replacen("counted = 3\n", "counted = 3\nteam_column = \"队名\"\n", 1);
    let line = rules
        .lines()
        .position(|l| l == "team_column = \"队名\"")
        .unwrap()
        + 1;
    w.write("rules.toml", &rules);
    let args = ["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"];
    let err = w.stderr(&args, 1);
    let want = format!("rules.toml line {line}: team prize \"team\"");
    assert!(err.contains(&want), "{want}\n{err}");
    assert!(err.contains("队名"), "{err}");
    assert!(w.outputs().is_empty());
}

/// Issue 51: 单位 kept for everyone, the team players marked 是 in a
/// column 团体, and a 队名 column blank for players in no team. (名次, 单位,
/// 团体, 队名) of 选手1…9 (编号 101…109).
fn marked_teams(w: &Workdir) {
    let rows = [
        ("A队", "否", ""),
        ("B队", "是", "乙"),
        ("A队", "", ""),
        ("C队", "是", "丙"),
        ("B队", "是", "乙"),
        ("A队", "是", "甲"),
        ("C队", "是", "丙"),
        ("A队", "√", "甲"),
        ("B队", "否", ""),
    ];
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名", "单位", "团体", "队名"]);
    for (n, (club, member, team)) in (1u32..).zip(rows) {
        let cell = |t: &str| {
            if t.is_empty() {
                Cell::blank()
            } else {
                Cell::from(t)
            }
        };
        sheet = sheet.row(vec![
            n.into(),
            (100 + n).into(),
            format!("选手{n}").as_str().into(),
            club.into(),
            cell(member),
            cell(team),
        ]);
    }
    write_workbook(&w.path("in.xlsx"), &[sheet]);
}

const MARKED_RULES: &str = r#"event = "团体测试赛"
event_year = 2025

[[groups]]
sheet = "公开组"
kind = "open"

[[teams]]
id = "team"
name = "团体奖"
group = "公开组"
counted = 2
places = [
  { place = "1", amount = "1000" },
  { place = "2", amount = "500" },
  { place = "3", amount = "100" },
]
"#;

/// (team, place, amount) of results.json's teams, in order.
fn team_places(w: &Workdir) -> Vec<(String, Option<u64>, String)> {
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    (json["teams"].as_array().unwrap().iter())
        .map(|t| (text(&t["team"]), t["place"].as_u64(), text(&t["amount"])))
        .collect()
}

#[test]
fn only_players_marked_in_the_member_column_count_for_their_team() {
    // Two counted. Every player of a 单位 (no members key): A队 1+3 = 4,
    // B队 2+5 = 7, C队 4+7 = 11: A队 1000, B队 500, C队 100 — A队 first on
    // 选手1 and 选手3, who play alone.
    let w = Workdir::new();
    marked_teams(&w);
    w.write("rules.toml", MARKED_RULES);
    w.stdout(&RUN, 0);
    let row = |t: &str, p: u64, a: &str| (t.to_string(), Some(p), a.to_string());
    assert_eq!(
        team_places(&w),
        [
            row("A队", 1, "1000.00"),
            row("B队", 2, "500.00"),
            row("C队", 3, "100.00")
        ]
    );
    // members = "团体": 选手2, 4, 5, 6, 7, 8 (是, √); A队 6+8 = 14, B队 2+5
    // = 7, C队 4+7 = 11: B队 1000, C队 500, A队 100.
    let w = Workdir::new();
    marked_teams(&w);
    let rules = MARKED_RULES.replacen("counted = 2\n", "counted = 2\nmembers = \"团体\"\n", 1);
    w.write("rules.toml", &rules);
    w.stdout(&RUN, 0);
    assert_eq!(
        team_places(&w),
        [
            row("B队", 1, "1000.00"),
            row("C队", 2, "500.00"),
            row("A队", 3, "100.00")
        ]
    );
    // The players left out are no blank team: nothing to warn of.
    assert!(warnings_coded(&w, "team.blank").is_empty());
}

#[test]
fn a_team_name_column_leaves_its_blanks_in_no_team_and_keeps_the_club() {
    // 队名, two counted: 乙 2+5 = 7, 丙 4+7 = 11, 甲 6+8 = 14: 乙 1000, 丙
    // 500, 甲 100; 选手1, 3 and 9 (队名 blank) are in no team, unwarned.
    let w = Workdir::new();
    marked_teams(&w);
    // A place prize of 200 to 选手1, for the payout sheet's 单位.
    let rules = MARKED_RULES.replacen("counted = 2\n", "counted = 2\nteam_column = \"队名\"\n", 1)
        + "\n[[schedules]]\nid = \"places\"\nname = \"名次奖\"\npool = { group = \"公开组\" }\nplaces = [{ place = \"1\", amount = \"200\" }]\n";
    w.write("rules.toml", &rules);
    zh(&w, &RUN);
    let row = |t: &str, p: u64, a: &str| (t.to_string(), Some(p), a.to_string());
    assert_eq!(
        team_places(&w),
        [
            row("乙", 1, "1000.00"),
            row("丙", 2, "500.00"),
            row("甲", 3, "100.00")
        ]
    );
    let sheet = sheet_rows(&w.path("out/payouts.xlsx"), "奖金发放表");
    let first = sheet.iter().find(|r| r.iter().any(|c| c == "选手1"));
    let first = first.unwrap_or_else(|| panic!("{sheet:?}"));
    assert!(first.iter().any(|c| c == "A队"), "{first:?}");
    assert!(warnings_coded(&w, "team.blank").is_empty());
    // 队名 is read, never listed as a column not read.
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let warnings = json["warnings"].to_string();
    assert!(!warnings.contains("队名"), "{warnings}");
}

#[test]
fn a_team_standings_sheet_whose_places_do_not_follow_stops_the_run_at_the_cell() {
    let w = Workdir::new();
    let players = one_player();
    let rules = sheet_rules();
    w.write("rules.toml", &rules);
    let args = ["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"];
    // Places 1, 3 (no 2): 乙队 has one team above it, so it is 2nd, or 1st
    // when tied; its 3 is named at A3. Then 1, 1, 2: 丙队 has two teams
    // above it, so 3rd (or 1st, tied): A4.
    let header = || Sheet::new("团体成绩", &["名次", "队名", "积分"]);
    let gap = header()
        .row(vec![1u32.into(), "甲队".into(), 9u32.into()])
        .row(vec![3u32.into(), "乙队".into(), 7u32.into()]);
    write_workbook(&w.path("in.xlsx"), &[players.clone(), gap]);
    let err = w.stderr(&args, 1);
    assert!(err.contains("团体成绩!A3 (名次)"), "{err}");
    assert!(err.contains("place 3 does not follow"), "{err}");
    assert!(err.contains("it should be 2"), "{err}");
    let dense = header()
        .row(vec![1u32.into(), "甲队".into(), 9u32.into()])
        .row(vec![1u32.into(), "乙队".into(), 9u32.into()])
        .row(vec![2u32.into(), "丙队".into(), 5u32.into()]);
    write_workbook(&w.path("in.xlsx"), &[players.clone(), dense]);
    let err = w.stderr(&args, 1);
    assert!(err.contains("团体成绩!A4 (名次)"), "{err}");
    assert!(err.contains("it should be 3"), "{err}");
    assert!(w.outputs().is_empty());
    // 1, 1, 3 follows: 甲队 and 乙队 share places 1-2, (1000 + 500) / 2 =
    // 750 each (listed in name order: 乙 before 甲); 丙队 third, 100.
    let tied = header()
        .row(vec![1u32.into(), "甲队".into(), 9u32.into()])
        .row(vec![1u32.into(), "乙队".into(), 9u32.into()])
        .row(vec![3u32.into(), "丙队".into(), 5u32.into()]);
    write_workbook(&w.path("in.xlsx"), &[players, tied]);
    w.stdout(&args, 0);
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let paid: Vec<String> = (json["teams"].as_array().unwrap().iter())
        .map(|t| format!("{} {}", text(&t["team"]), text(&t["amount"])))
        .collect();
    assert_eq!(paid, ["乙队 750.00", "甲队 750.00", "丙队 100.00"]);
}

#[test]
fn a_correction_that_moves_a_team_prize_lists_each_team_to_pay_or_to_return() {
    let w = Workdir::new();
    // Level teams separated by the best place (the default tie-break).
    w.write("rules.toml", &RULES.replacen("tie = \"平分\"\n", "", 1));
    // Paid: A 1+6+8, B 2+4+9, C 3+5+7, all 15; best places 1, 2, 3: A
    // first 1000, B second 500, C third 100.
    level_clubs(&w);
    let run = ["run", "in.xlsx", "--rules", "rules.toml", "--out"];
    zh(&w, &[&run[..], &["paid"]].concat());
    // Corrected: 选手1 (A队) and 选手2 (B队) swap places 1 and 2. A 2+6+8
    // = 16, B 1+4+9 = 14, C 15: B first 1000 (+500), C second 500 (+400),
    // A third 100 (-900). 补发 500 + 400 = 900 = 退回 900.
    clubs_ranked(&w, |n| match n {
        1 => 2,
        2 => 1,
        n => n,
    });
    let said = zh(
        &w,
        &[&run[..], &["out", "--paid", "paid/results.json"]].concat(),
    );
    assert!(
        said.contains("团体奖：补发 2 队共 900.00，退回 1 队共 900.00，见 团体奖更正。"),
        "{said}"
    );
    let rows = sheet_rows(&w.path("out/corrections.xlsx"), "团体奖更正");
    let table = signed_table(&rows);
    let cells = |i: usize| table[i][1..10].to_vec();
    assert_eq!(
        cells(2),
        [
            "团体奖",
            "B队",
            "第2名",
            "第1名",
            "500",
            "1000",
            "500",
            "0",
            "伍佰元整"
        ]
    );
    assert_eq!(
        cells(3),
        [
            "团体奖",
            "C队",
            "第3名",
            "第2名",
            "100",
            "500",
            "400",
            "0",
            "肆佰元整"
        ]
    );
    assert_eq!(
        cells(4),
        [
            "团体奖",
            "A队",
            "第1名",
            "第3名",
            "1000",
            "100",
            "0",
            "900",
            "玖佰元整"
        ]
    );
    // Totals: paid 1600, due 1600, 补发 900, 退回 900.
    assert_eq!(table[5][0], "合计（3队）");
    assert_eq!(table[5][5..9], ["1600", "1600", "900", "900"]);
    // results.json: the same three teams, the difference signed.
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let moved: Vec<String> = (json["team_corrections"].as_array().unwrap().iter())
        .map(|t| format!("{} {}", text(&t["team"]), text(&t["difference"])))
        .collect();
    assert_eq!(moved, ["B队 +500.00", "C队 +400.00", "A队 -900.00"]);
    // The players' sheets have nobody: no player was paid either time.
    let pay = sheet_rows(&w.path("out/corrections.xlsx"), "补发");
    assert!(
        !pay.iter().any(|r| r.iter().any(|c| c.contains('队'))),
        "{pay:?}"
    );
}

#[test]
fn the_team_list_says_how_many_count_and_that_bracketed_members_do_not() {
    // counted = 2 of three players per club: A队 is 选手1 (1), 选手6 (6) and
    // 选手8 (8); the best two count (1 + 6 = 7), 选手8 is listed in 〔〕.
    let w = Workdir::new();
    level_clubs(&w);
    w.write(
        "rules.toml",
        &RULES.replacen("counted = 3\n", "counted = 2\n", 1),
    );
    zh(
        &w,
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
    );
    let list = sheet_rows(&w.path("out").join("awards.xlsx"), "团体名次");
    let heading = "团体奖（每队计前2名；〔〕内队员不计成绩）";
    assert!(list.iter().any(|r| r[0] == heading), "{list:?}");
    let a = list.iter().find(|r| r[1] == "A队").expect("A队 listed");
    assert_eq!(a[2], "选手1（1）、选手6（6）；〔选手8（8）〕");
    assert!(a[3].starts_with("名次之和 7"), "{a:?}");
}

/// Run the binary in Chinese with `args`, expect exit status 1, give stderr.
fn zh_refused(w: &Workdir, args: &[&str]) -> String {
    let out = w.xqprize_zh().args(args).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8(out.stderr).unwrap()
}

/// The warnings of out/results.json with the code `code`, as (sheet, row,
/// message).
fn warnings_coded(w: &Workdir, code: &str) -> Vec<(String, Option<u64>, String)> {
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    (json["warnings"].as_array().unwrap().iter())
        .filter(|x| x["code"] == code)
        .map(|x| (text(&x["sheet"]), x["row"].as_u64(), text(&x["message"])))
        .collect()
}

const RUN: [&str; 6] = ["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"];

#[test]
fn a_team_listed_twice_on_the_team_sheet_is_refused_at_both_cells() {
    // Paid as read, 甲队 would take places 1 and 5 (1000 + 0) and 乙队 2
    // and 6: a copied row, a trailing space, a full-width space inside,
    // full-width letters each list a team again. Each repeat is named at
    // its cell with the cell of the first listing.
    let w = Workdir::new();
    let teams = Sheet::new("团体成绩", &["名次", "队名", "积分"])
        .row(vec![1u32.into(), "甲队".into(), 9u32.into()])
        .row(vec![2u32.into(), "乙队".into(), 8u32.into()])
        .row(vec![3u32.into(), "丙队".into(), 7u32.into()])
        .row(vec![4u32.into(), "AB队".into(), 6u32.into()])
        .row(vec![5u32.into(), "甲队".into(), 5u32.into()])
        .row(vec![6u32.into(), "乙队 ".into(), 4u32.into()])
        .row(vec![7u32.into(), "丙\u{3000}队".into(), 3u32.into()])
        .row(vec![8u32.into(), "ＡＢ队".into(), 2u32.into()]);
    write_workbook(&w.path("in.xlsx"), &[one_player(), teams]);
    w.write("rules.toml", &sheet_rules());
    let err = zh_refused(&w, &RUN);
    let same = "是同一队（去掉空格、全角半角统一后相同）。一队只能列一次，否则该队领两份奖金，另一队的名次落空。请删去重复的一行，或改正队名。";
    for (at, team, first, first_team) in [
        ("B6", "「甲队」", "B2", "「甲队」"),
        ("B7", "「乙队」", "B3", "「乙队」"),
        ("B8", "「丙　队」（含全角空格）", "B4", "「丙队」"),
        ("B9", "「ＡＢ队」", "B5", "「AB队」"),
    ] {
        let line =
            format!("团体成绩!{at}（队名）：{team}与 团体成绩!{first}（队名）的{first_team}{same}");
        assert!(err.contains(&line), "{line}\n{err}");
    }
    assert!(w.outputs().is_empty());
}

/// A sheet 个人成绩 holding the players' standings (名次, 编号, 姓名, 单位).
fn players_sheet(name: &str) -> Sheet {
    Sheet::new(name, &["名次", "编号", "姓名", "单位"])
        .row(vec![
            1u32.into(),
            101u32.into(),
            "选手1".into(),
            "A队".into(),
        ])
        .row(vec![
            2u32.into(),
            102u32.into(),
            "选手2".into(),
            "B队".into(),
        ])
}

#[test]
fn a_players_sheet_named_as_the_team_sheet_is_refused() {
    // 个人成绩 has 名次 and 单位, which a team sheet also has: read as one,
    // every player would be a team, paid at his own place.
    let w = Workdir::new();
    write_workbook(
        &w.path("in.xlsx"),
        &[one_player(), players_sheet("个人成绩")],
    );
    w.write(
        "rules.toml",
        &sheet_rules().replace("sheet = \"团体成绩\"", "sheet = \"个人成绩\""),
    );
    let err = zh_refused(&w, &RUN);
    assert!(
        err.contains("个人成绩：「个人成绩」是选手的个人成绩表（个人成绩!B1 是“编号”列），不是团体成绩表。团体成绩表每行一队，写名次、队名（或单位、代表队），可有积分。请把规则文件 [[teams]] 的 sheet 改为裁判给出的团体成绩表；若团体名次由个人成绩计算，请删去 sheet，改写 group 和 counted。"),
        "{err}"
    );
    assert!(w.outputs().is_empty());
}

#[test]
fn a_groups_sheet_named_as_the_team_sheet_is_refused_at_its_line() {
    let w = Workdir::new();
    level_clubs(&w);
    let rules = sheet_rules().replace("sheet = \"团体成绩\"", "sheet = \"公开组\"");
    w.write("rules.toml", &rules);
    let lines: Vec<&str> = rules.lines().collect();
    let at = lines
        .iter()
        .rposition(|l| *l == "sheet = \"公开组\"")
        .unwrap()
        + 1;
    let err = zh_refused(&w, &RUN);
    assert!(
        err.contains(&format!("rules.toml 第{at}行：团体奖「team」：sheet = \"公开组\" 是组别「公开组」的个人成绩表（[[groups]] 的 sheet），不是团体成绩表。")),
        "{err}"
    );
    assert!(w.outputs().is_empty());
}

/// 选手1 of 单位 A队, and a team sheet of 「A 队」 (his team once the
/// space is gone) 1st and 乙队 (nobody's) 2nd.
fn unlisted_team(w: &Workdir) {
    let teams = Sheet::new("团体成绩", &["名次", "队名"])
        .row(vec![1u32.into(), "A 队".into()])
        .row(vec![2u32.into(), "乙队".into()]);
    write_workbook(&w.path("in.xlsx"), &[one_player(), teams]);
}

#[test]
fn a_team_of_the_team_sheet_no_player_names_is_refused_naming_its_cell() {
    // Issue 49: a team no player's 单位 names is a slip, or a sheet of
    // another event: paid as read, the money goes to a team nobody is in.
    let w = Workdir::new();
    unlisted_team(&w);
    let rules = sheet_rules_strict();
    w.write("rules.toml", &rules);
    let at = rules
        .lines()
        .position(|l| l == "sheet = \"团体成绩\"")
        .unwrap()
        + 1;
    let err = zh_refused(&w, &RUN);
    assert!(
        err.contains(&format!("rules.toml 第{at}行：团体成绩!B3（队名）：「乙队」在各组成绩表的“单位”列里没有一名棋手，团体奖「团体奖」不能确认该发给谁。若是笔误，请改成与“单位”列相同的写法；若团体赛本就有不在个人成绩表里的队（如由几个单位的棋手组成的队），请在规则文件该团体奖中写 unlisted_teams = \"照发\"。")),
        "{err}"
    );
    assert!(!err.contains("A 队"), "{err}");
    assert!(w.outputs().is_empty());
}

#[test]
fn a_team_of_the_team_sheet_no_player_names_is_paid_as_the_sheet_says_when_the_rules_say_so() {
    // unlisted_teams = "照发": the team event fields teams the individual
    // standings do not name (fenggang-2025: 粤港澳棋王): the sheet's places
    // are paid, 1st 1000 and 2nd 500, with a word on each team no player's
    // 单位 names.
    let w = Workdir::new();
    unlisted_team(&w);
    w.write("rules.toml", &sheet_rules());
    zh(&w, &RUN);
    // 「A 队」 is 选手1's A队 once the space is gone: no warning; 乙队 is
    // nobody's.
    assert_eq!(
        warnings_coded(&w, "team_sheet.no_players"),
        [(
            "团体成绩".to_string(),
            Some(3),
            "「乙队」在各组成绩表的“单位”列里没有一名棋手。团体奖「团体奖」仍按团体成绩表发给该队（团体赛可由不在个人成绩表里的队参加）；若是笔误，请改成与“单位”列相同的写法。".to_string()
        )]
    );
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let paid: Vec<String> = (json["teams"].as_array().unwrap().iter())
        .map(|t| format!("{} {}", text(&t["team"]), text(&t["amount"])))
        .collect();
    assert_eq!(paid, ["A队 1000.00", "乙队 500.00"]);
}

/// 公开组 with (名次, 单位, 积分) per player, 选手N 编号 100 + N.
fn clubs_scored(w: &Workdir, rows: &[(u32, &str, Option<u32>)]) {
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名", "单位", "积分"]);
    for &(rank, club, score) in rows {
        sheet = sheet.row(vec![
            rank.into(),
            (100 + rank).into(),
            format!("选手{rank}").as_str().into(),
            club.into(),
            score.map_or(Cell::from(""), Cell::from),
        ]);
    }
    write_workbook(&w.path("in.xlsx"), &[sheet]);
}

#[test]
fn a_blank_score_of_a_team_player_stops_a_score_sum_at_its_rows() {
    // by 积分: 选手2 (row 3) and 选手5 (row 6) of A队 and B队 have no 积分.
    // Counted as 0 before, A队 6 + 0 + 4 = 10 would lose to B队; a blank
    // is refused. 选手7 has no team: his blank 积分 counts for nobody.
    let w = Workdir::new();
    clubs_scored(
        &w,
        &[
            (1, "A队", Some(6)),
            (2, "A队", None),
            (3, "B队", Some(5)),
            (4, "A队", Some(4)),
            (5, "B队", None),
            (6, "B队", Some(3)),
            (7, "", None),
        ],
    );
    let rules = RULES.replacen("counted = 3\n", "counted = 3\nby = \"积分\"\n", 1);
    w.write("rules.toml", &rules);
    let at = rules.lines().position(|l| l == "by = \"积分\"").unwrap() + 1;
    let err = zh_refused(&w, &RUN);
    assert!(
        err.contains(&format!("rules.toml 第{at}行：团体奖「团体奖」按积分之和排名（by = \"积分\"），而公开组 第3、6行（积分）为空，这些棋手都属于某一队。空白不能当作 0 分，请填写积分。")),
        "{err}"
    );
    assert!(w.outputs().is_empty());
}

#[test]
fn players_with_a_blank_team_are_named_in_one_warning_line() {
    // A队 1, 2, 3 and B队 8, 9, 10 make the teams; 选手4-7 have no 单位:
    // in no team, each named, one line on the terminal. A队 1 + 2 + 3 = 6
    // first, 1000; B队 8 + 9 + 10 = 27 second, 500; place 3 vacant (100).
    let w = Workdir::new();
    let clubs = [
        "A队", "A队", "A队", "", " ", "\u{3000}", "", "B队", "B队", "B队",
    ];
    let rows: Vec<(u32, &str, Option<u32>)> =
        (1u32..).zip(clubs).map(|(r, c)| (r, c, Some(1))).collect();
    clubs_scored(&w, &rows);
    w.write("rules.toml", RULES);
    let out = w.xqprize_zh().args(RUN).output().unwrap();
    assert!(out.status.success());
    let said = String::from_utf8(out.stdout).unwrap() + &String::from_utf8(out.stderr).unwrap();
    let blank = warnings_coded(&w, "team.blank");
    let rows: Vec<Option<u64>> = blank.iter().map(|(_, r, _)| *r).collect();
    assert_eq!(rows, [Some(5), Some(6), Some(7), Some(8)]);
    assert_eq!(
        blank[0].2,
        "“单位”为空，该棋手不计入团体奖「团体奖」的任何一队。若该棋手属于某队，请填写“单位”。"
    );
    // On the terminal (`check`), the four rows are one line.
    let checked = zh(&w, &["check", "in.xlsx", "--rules", "rules.toml"]);
    let lines: Vec<&str> = (checked.lines())
        .filter(|l| l.contains("不计入团体奖"))
        .collect();
    assert_eq!(
        lines,
        [
            "警告：公开组 单位列 4 行：以第5行为例：“单位”为空，该棋手不计入团体奖「团体奖」的任何一队。若该棋手属于某队，请填写“单位”。这些行是：第5–8行"
        ]
    );
    // The summary: 1000 + 500 paid, place 3's 100 vacant.
    assert!(said.contains("另有团体奖 1500.00（2 队领款）"), "{said}");
    assert!(said.contains("团体奖空缺 100.00，未发"), "{said}");
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let paid: Vec<String> = (json["teams"].as_array().unwrap().iter())
        .map(|t| format!("{} {}", text(&t["team"]), text(&t["amount"])))
        .collect();
    assert_eq!(paid, ["A队 1000.00", "B队 500.00"]);
}

#[test]
fn a_team_written_with_and_without_its_ending_is_warned_not_merged() {
    // 石柱队 (1, 4, 5) and 石柱 (2, 3): one team written two ways, perhaps;
    // counted apart (石柱队 1 + 4 + 5 = 10 first, 1000; 石柱 two of three
    // counted: not ranked), and said, with each spelling's rows. 石柱一队
    // and 石柱二队 are different teams: not said.
    let w = Workdir::new();
    let clubs = [
        "石柱队",
        "石柱",
        "石柱",
        "石柱队",
        "石柱队",
        "石柱一队",
        "石柱二队",
    ];
    let rows: Vec<(u32, &str, Option<u32>)> =
        (1u32..).zip(clubs).map(|(r, c)| (r, c, Some(1))).collect();
    clubs_scored(&w, &rows);
    w.write("rules.toml", RULES);
    zh(&w, &RUN);
    assert_eq!(
        warnings_coded(&w, "team.near_spellings"),
        [(
            "公开组".to_string(),
            None,
            "团体奖「团体奖」：“单位”列的「石柱队」（第2、5–6行）与「石柱」（第3–4行）写法相近，可能是同一队，现按不同的队分别计算。若是同一队，请统一写法；若确是不同的队，可不理会。".to_string()
        )]
    );
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    assert_eq!(json["teams"][0]["team"], "石柱队");
    assert_eq!(json["teams"][0]["amount"], "1000.00");
}

#[test]
fn a_counted_no_team_reaches_is_warned_at_its_line_and_the_vacancy_said() {
    // counted = 4, but each club of level_clubs has three players: no team
    // is full, none ranked, all 1000 + 500 + 100 = 1600 vacant.
    let w = Workdir::new();
    level_clubs(&w);
    let rules = RULES.replacen("counted = 3\n", "counted = 4\n", 1);
    w.write("rules.toml", &rules);
    let at = rules.lines().position(|l| l == "counted = 4").unwrap() + 1;
    let said = zh(&w, &RUN);
    assert!(said.contains("团体奖空缺 1600.00，未发"), "{said}");
    assert!(!said.contains("另有团体奖"), "{said}");
    assert_eq!(
        warnings_coded(&w, "team.none_full"),
        [(
            "公开组".to_string(),
            None,
            format!(
                "rules.toml 第{at}行：团体奖「团体奖」每队取前4名（counted = 4），但人数最多的队只有 3 人，没有一队足额。团体名次全部空缺，1600.00 未发。请核对 counted 和各队的“单位”（或“地区”）。"
            )
        )]
    );
    let budget = sheet_rows(&w.path("out/payouts.xlsx"), "预算核对");
    let line = (budget.iter())
        .find(|r| r[0] == "团体奖" && r[5] == "✓")
        .expect("a budget line for the team prize");
    assert_eq!(line[1..], ["1600", "0", "1600", "0", "✓"]);
}

#[test]
fn the_run_summary_says_1_team_paid_and_3_teams_paid() {
    let w = Workdir::new();
    // A's players at places 1, 2, 3 (6 points), B's at 4, 5, 6 (15), C's
    // at 7, 8, 9 (24): A first, B second, C third, no tie.
    let ranks = [1, 4, 7, 5, 8, 2, 9, 3, 6];
    clubs_ranked(&w, |n| ranks[n as usize - 1]);
    // Only place 1 paid: A 1000, one team.
    let first_only = RULES.replace(
        "  { place = \"2\", amount = \"500\" },\n  { place = \"3\", amount = \"100\" },\n",
        "",
    );
    assert_ne!(first_only, RULES);
    w.write("rules.toml", &first_only);
    let said = w.stdout(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "one"],
        0,
    );
    assert!(said.contains("team prizes 1000.00 (1 team paid)"), "{said}");
    // Places 1-3 paid: A 1000, B 500, C 100 = 1600, three teams.
    w.write("rules.toml", RULES);
    let said = w.stdout(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "three"],
        0,
    );
    assert!(
        said.contains("team prizes 1600.00 (3 teams paid)"),
        "{said}"
    );
}
