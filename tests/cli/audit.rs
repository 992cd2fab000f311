//! The standings audit end to end: the sample audits clean, a sample with
//! two Swiss players swapped gives exactly one finding naming both (a
//! warning, or an error with audit = "refuse"), and the 2024 and 2013
//! templates give workbooks that, filled in with results ranked the way
//! their regulations rank, pass `check`.

use crate::common::{Cell, Sheet, Workdir, read_file, write_workbook};
use calamine::{Data, Reader, Xlsx, open_workbook};
use serde_json::Value;
use std::cmp::Reverse;
use std::path::Path;
use xqprize::audit::audit;
use xqprize::rules::{DEFAULT_RULES, Rules, load};
use xqprize_testkit::synthetic::{SyntheticEvent, SyntheticStandings};

fn shipped() -> Rules {
    load("shizhu-2019.toml", DEFAULT_RULES).unwrap()
}

fn audit_of(path: &Path) -> xqprize::audit::Audit {
    let rules = shipped();
    let read = read_file(path, &rules.sheets()).unwrap();
    audit(&rules, &read.standings)
}

#[test]
fn the_sample_audits_clean() {
    let a = audit_of(&Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/shizhu-2019.xlsx"));
    assert_eq!(a.groups, vec!["公开组", "少儿组"]);
    assert!(a.findings.is_empty(), "{:#?}", a.findings);
}

#[test]
fn the_generator_audits_clean_at_other_sizes_and_seeds() {
    // The benchmark's workbooks come from the same generator.
    for (open, youth, seed) in [(500, 200, 77), (33, 9, 1), (31, 2, 3), (2000, 600, 5)] {
        let event = SyntheticEvent { open, youth, seed };
        let w = Workdir::new();
        let path = w.path("s.xlsx");
        event.write_xlsx(&path).unwrap();
        let a = audit_of(&path);
        assert!(a.findings.is_empty(), "{event:?}: {:#?}", a.findings);
    }
}

/// The sample with the players at 公开组 places 60 and 150 swapped: each
/// row keeps its figures and takes the other's 名次.
fn swapped_sample(w: &Workdir) -> (String, String) {
    let mut s: SyntheticStandings = SyntheticEvent::SHIZHU_2019.build();
    let a = s.open.rows.iter().position(|r| r.rank == 60).unwrap();
    let b = s.open.rows.iter().position(|r| r.rank == 150).unwrap();
    // Place 60 has more points than place 150 in the sample; check, so the
    // swap is surely out of order.
    assert!(s.open.rows[a].score > s.open.rows[b].score);
    s.open.rows[a].rank = 150;
    s.open.rows[b].rank = 60;
    s.write_xlsx(&w.path("swapped.xlsx")).unwrap();
    (s.open.rows[a].no.to_string(), s.open.rows[b].no.to_string())
}

#[test]
fn two_swiss_players_swapped_give_exactly_one_warning_naming_both() {
    let w = Workdir::new();
    let (was_60, was_150) = swapped_sample(&w);
    let out = w
        .xqprize_zh()
        .args(["run", "swapped.xlsx", "--out", "out"])
        .assert()
        .success();
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(
        stdout.contains("名次核对：发现 1 处与积分/破同分顺序不符"),
        "{stdout}"
    );
    let results: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let audit: Vec<&Value> = results["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|x| x["code"].as_str().is_some_and(|c| c.starts_with("audit.")))
        .collect();
    assert_eq!(audit.len(), 1, "{audit:#?}");
    let message = audit[0]["message"].as_str().unwrap();
    assert_eq!(audit[0]["code"], "audit.order");
    assert_eq!(audit[0]["column"], "积分");
    // The player now at 60 (was 150) stands above the one now at 150.
    assert!(message.contains(&format!("{was_150} ")), "{message}");
    assert!(message.contains("名次 60"), "{message}");
    assert!(message.contains(&format!("{was_60} ")), "{message}");
    assert!(message.contains("名次 150"), "{message}");

    // check reports the same finding and still passes.
    let out = w
        .xqprize_zh()
        .args(["check", "swapped.xlsx"])
        .assert()
        .success();
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(stdout.contains("名次核对：发现 1 处"), "{stdout}");
    assert_eq!(stdout.matches("名次 60").count(), 1, "{stdout}");

    // explain names it for either player.
    let out = w
        .xqprize()
        .args([
            "explain",
            "swapped.xlsx",
            "--player",
            &format!("公开组:{was_60}"),
        ])
        .assert()
        .success();
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(stdout.contains("[audit.order]"), "{stdout}");
}

#[test]
fn with_audit_refuse_a_swap_is_an_error_and_nothing_is_written() {
    let w = Workdir::new();
    swapped_sample(&w);
    let rules = DEFAULT_RULES.replace("audit = \"warn\"", "audit = \"refuse\"");
    assert_ne!(rules, DEFAULT_RULES);
    std::fs::write(w.path("rules.toml"), rules).unwrap();
    let out = w
        .xqprize_zh()
        .args([
            "run",
            "swapped.xlsx",
            "--rules",
            "rules.toml",
            "--out",
            "out",
        ])
        .assert()
        .code(1);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert!(stderr.contains("名次核对：发现 1 处"), "{stderr}");
    assert!(stderr.contains("请先改正名次再计算奖金"), "{stderr}");
    assert!(stderr.contains("未写出任何文件"), "{stderr}");
    assert!(w.outputs().is_empty());
    let out = w
        .xqprize_zh()
        .args(["check", "swapped.xlsx", "--rules", "rules.toml"])
        .assert()
        .code(1);
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(stdout.contains("错误：公开组 第"), "{stdout}");
    // The same refusal in English.
    let out = w
        .xqprize()
        .args(["check", "swapped.xlsx", "--rules", "rules.toml"])
        .assert()
        .code(1);
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(stdout.contains("error: 公开组 row"), "{stdout}");
    assert!(stdout.contains("is placed above"), "{stdout}");
}

// --- the other two events' templates, filled in -------------------------

/// A small deterministic generator.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// One player's games: points 2/1/0 per round, black or red, and fouls.
struct Games {
    points: Vec<i64>,
    black: Vec<bool>,
    fouls: i64,
    opp: i64,
}

impl Games {
    fn play(rng: &mut Lcg, rounds: usize) -> Games {
        let mut g = Games {
            points: Vec::new(),
            black: Vec::new(),
            fouls: i64::from(rng.below(25) == 0),
            opp: 0,
        };
        g.more(rng, rounds);
        g
    }

    fn more(&mut self, rng: &mut Lcg, rounds: usize) {
        for _ in 0..rounds {
            self.points.push(rng.below(3) as i64);
            self.black.push(rng.below(2) == 0);
            // 对手分: the opponents' scores, drawn as the field's would be.
            self.opp += rng.below(2 * self.points.len() as u64 + 1) as i64;
        }
    }

    /// 积分, 累进分 (running score summed, less one per foul), 胜局, 犯规, 后走局数, 对手分.
    fn figures(&self) -> [i64; 6] {
        let mut running = 0;
        let mut progressive = 0;
        for p in &self.points {
            running += p;
            progressive += running;
        }
        let wins = self.points.iter().filter(|&&p| p == 2).count() as i64;
        let blacks = self.black.iter().filter(|&&b| b).count() as i64;
        [
            running,
            progressive - self.fouls,
            wins,
            self.fouls,
            blacks,
            self.opp,
        ]
    }
}

/// The regulation's order: score, 累进分, 胜局, fewer 犯规, more 后走局数, 对手分.
fn rank_key(f: &[i64; 6]) -> impl Ord + use<> {
    (
        Reverse(f[0]),
        Reverse(f[1]),
        Reverse(f[2]),
        f[3],
        Reverse(f[4]),
        Reverse(f[5]),
    )
}

/// A filled-in row: 名次, 预赛名次 (for knockout players), the figures.
struct Filled {
    rank: u32,
    prelim: Option<u32>,
    figures: [i64; 6],
}

/// 2024 恒芳杯: 10 rounds for all; the top 8 play the knockout (places 1, 2,
/// 3, 4 and 5 shared by four), places 9–108 play rounds 11–13, the rest stop.
fn hengfang(n: usize, rng: &mut Lcg) -> Vec<Filled> {
    let mut field: Vec<Games> = (0..n).map(|_| Games::play(rng, 10)).collect();
    field.sort_by_cached_key(|g| rank_key(&g.figures()));
    let mut rows = Vec::new();
    let mut knockout = [1, 2, 3, 4, 5, 5, 5, 5];
    for i in (1..8).rev() {
        knockout.swap(i, rng.below(i as u64 + 1) as usize);
    }
    for (seed, g) in field.iter().take(8).enumerate() {
        rows.push(Filled {
            rank: knockout[seed],
            prelim: Some(seed as u32 + 1),
            figures: g.figures(),
        });
    }
    let mut on: Vec<Games> = field.drain(8.min(n)..108.min(n)).collect();
    for g in &mut on {
        g.more(rng, 3);
    }
    on.sort_by_cached_key(|g| rank_key(&g.figures()));
    for (k, g) in on.iter().enumerate() {
        rows.push(Filled {
            rank: 9 + k as u32,
            prelim: None,
            figures: g.figures(),
        });
    }
    for (k, g) in field.iter().skip(8).enumerate() {
        rows.push(Filled {
            rank: 109 + k as u32,
            prelim: None,
            figures: g.figures(),
        });
    }
    rows.sort_by_key(|r| r.rank);
    rows
}

/// 2013 含谷杯: a Swiss of `rounds` rounds, places 1…n.
fn hangu(n: usize, rounds: usize, rng: &mut Lcg) -> Vec<Filled> {
    let mut field: Vec<Games> = (0..n).map(|_| Games::play(rng, rounds)).collect();
    field.sort_by_cached_key(|g| rank_key(&g.figures()));
    field
        .iter()
        .enumerate()
        .map(|(k, g)| Filled {
            rank: k as u32 + 1,
            prelim: None,
            figures: g.figures(),
        })
        .collect()
}

/// The sheets and header rows of the workbook `init` wrote.
fn init_sheets(path: &Path) -> Vec<(String, Vec<String>)> {
    let mut book: Xlsx<_> = open_workbook(path).unwrap();
    book.sheet_names()
        .into_iter()
        .filter(|s| s != "说明")
        .map(|s| {
            let range = book.worksheet_range(&s).unwrap();
            let headers = range
                .rows()
                .next()
                .unwrap()
                .iter()
                .map(Data::to_string)
                .collect();
            (s, headers)
        })
        .collect()
}

/// `init --template NAME`, the group sheets filled in by `fill`, then
/// `check`: it must pass with the places audited and nothing out of order.
fn filled_template_passes_check(template: &str, fill: impl Fn(&str, &mut Lcg) -> Vec<Filled>) {
    let w = Workdir::new();
    w.xqprize()
        .args(["init", "event", "--template", template])
        .assert()
        .success();
    let book = w.path("event/standings.xlsx");
    let mut rng = Lcg(2024);
    let mut sheets = Vec::new();
    for (name, headers) in init_sheets(&book) {
        let header_refs: Vec<&str> = headers.iter().map(String::as_str).collect();
        let mut sheet = Sheet::new(&name, &header_refs);
        for (i, r) in fill(&name, &mut rng).iter().enumerate() {
            let cells = headers
                .iter()
                .map(|h| match h.as_str() {
                    "名次" => Cell::from(r.rank),
                    "编号" => Cell::from(i as u32 + 1),
                    "姓名" => Cell::Text(format!("棋手{}", i + 1)),
                    "预赛名次" => r.prelim.map_or(Cell::from(""), Cell::from),
                    "积分" => Cell::Number(r.figures[0] as f64),
                    "累进分" => Cell::Number(r.figures[1] as f64),
                    "胜局" => Cell::Number(r.figures[2] as f64),
                    "犯规" => Cell::Number(r.figures[3] as f64),
                    "后走局数" => Cell::Number(r.figures[4] as f64),
                    "对手分" => Cell::Number(r.figures[5] as f64),
                    _ => Cell::from(""),
                })
                .collect();
            sheet = sheet.row(cells);
        }
        sheets.push(sheet);
    }
    assert!(!sheets.is_empty());
    write_workbook(&book, &sheets);
    let out = w
        .xqprize()
        .args([
            "check",
            "event/standings.xlsx",
            "--rules",
            "event/rules.toml",
        ])
        .assert()
        .success();
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(
        stdout.contains("places audit: 0 places out of order"),
        "{stdout}"
    );
    assert!(stdout.contains("no errors, 0 warnings"), "{stdout}");
    // run says plainly that there is nothing to pay yet, and writes nothing.
    let out = w
        .xqprize()
        .args([
            "run",
            "event/standings.xlsx",
            "--rules",
            "event/rules.toml",
            "--out",
            "out",
        ])
        .assert()
        .code(1);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert!(stderr.contains("no prize tables yet"), "{stderr}");
    assert!(w.outputs().is_empty());
}

#[test]
fn the_2024_template_filled_in_passes_check() {
    filled_template_passes_check("hengfang-2024", |sheet, rng| {
        assert_eq!(sheet, "公开组");
        hengfang(300, rng)
    });
}

#[test]
fn the_2013_template_filled_in_passes_check() {
    filled_template_passes_check("hangu-2013", |sheet, rng| match sheet {
        "外地组" => hangu(120, 9, rng),
        "本地组" => hangu(80, 9, rng),
        other => panic!("unexpected sheet {other}"),
    });
}

#[test]
fn in_a_filled_2024_field_a_swap_inside_the_13_round_swiss_is_flagged_once() {
    // Places 9 and 108 swapped: both in the 9–108 phase, so one finding. The
    // 109 and on players with more points than some of 9–108 (they stopped
    // after 10 rounds) are in another phase and not compared.
    let mut rng = Lcg(7);
    let mut rows = hengfang(300, &mut rng);
    let (a, b) = (8, 107);
    assert_eq!((rows[a].rank, rows[b].rank), (9, 108));
    rows[a].rank = 108;
    rows[b].rank = 9;
    let order_out = rows[a].figures[0] > rows[b].figures[0];
    assert!(
        order_out,
        "place 9 scored more than place 108 in this field"
    );
    let w = Workdir::new();
    let headers = [
        "名次",
        "编号",
        "姓名",
        "预赛名次",
        "积分",
        "累进分",
        "胜局",
        "犯规",
        "后走局数",
    ];
    let mut sheet = Sheet::new("公开组", &headers);
    for (i, r) in rows.iter().enumerate() {
        let mut cells = vec![
            Cell::from(r.rank),
            Cell::from(i as u32 + 1),
            Cell::Text(format!("棋手{}", i + 1)),
            r.prelim.map_or(Cell::from(""), Cell::from),
        ];
        cells.extend(r.figures[..5].iter().map(|&v| Cell::Number(v as f64)));
        sheet = sheet.row(cells);
    }
    write_workbook(&w.path("s.xlsx"), &[sheet]);
    std::fs::write(w.path("rules.toml"), xqprize::rules::HENGFANG_2024_RULES).unwrap();
    let out = w
        .xqprize()
        .args(["check", "s.xlsx", "--rules", "rules.toml"])
        .assert()
        .success();
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(
        stdout.contains("places audit: 1 place out of order"),
        "{stdout}"
    );
}

// --- a sheet without some of the columns the order needs ---------------

/// One Swiss for the whole group, ordered by 积分, then 累进分, then 胜局;
/// places 1 to 3 paid; with `women`, a pool filtering on 性别 as well.
fn swiss_rules(women: bool) -> String {
    let mut rules = String::from(
        r#"event = "小型积分编排赛"
event_year = 2024

[[groups]]
sheet = "公开组"
kind = "open"
phases = [{ from = 1, by = "swiss", rounds = 7 }]
tiebreaks = [
  { column = "积分", first = "more" },
  { column = "累进分", first = "more" },
  { column = "胜局", first = "more" },
]

[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
places = [
  { place = "1", amount = "1000" },
  { place = "2", amount = "600" },
  { place = "3", amount = "300" },
]
"#,
    );
    if women {
        rules.push_str(
            r#"
[[schedules]]
id = "women"
name = "女子奖"
pool = { group = "公开组", sex = "女" }
places = [{ place = "1", amount = "400" }]
"#,
        );
    }
    rules
}

/// Five players with 积分 and 胜局 but no 累进分 (the order's second
/// column): 乙 (place 2) has more 积分 than 甲 (place 1), out of order
/// whatever 累进分 says; 丁 (place 4) has more 胜局 than 丙 (place 3) on
/// equal 积分, which only the missing 累进分 could tell apart from a
/// mistake. Without `score`, 积分 is left out too.
fn without_progressive(w: &Workdir, score: bool) {
    let mut headers = vec!["名次", "编号", "姓名", "胜局"];
    if score {
        headers.push("积分");
    }
    let mut sheet = Sheet::new("公开组", &headers);
    for (rank, no, name, wins, points) in [
        (1, "A1", "甲", 6, 7),
        (2, "A2", "乙", 6, 8),
        (3, "A3", "丙", 3, 5),
        (4, "A4", "丁", 4, 5),
        (5, "A5", "戊", 2, 4),
    ] {
        let mut row = vec![
            Cell::from(rank),
            Cell::from(no),
            Cell::from(name),
            Cell::from(wins),
        ];
        if score {
            row.push(Cell::from(points));
        }
        sheet = sheet.row(row);
    }
    write_workbook(&w.path("standings.xlsx"), &[sheet]);
}

#[test]
fn without_the_second_tie_break_column_the_audit_checks_the_score_and_says_what_it_did_not() {
    let w = Workdir::new();
    w.write("rules.toml", &swiss_rules(false));
    without_progressive(&w, true);
    let out = w
        .xqprize_zh()
        .args([
            "run",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--out",
            "out",
        ])
        .assert()
        .success();
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    // Never "发现 1 处" alone: the summary says a phase was checked in part.
    assert!(
        stdout.contains(
            "名次核对：已核对的部分有 1 处与积分/破同分顺序不符；\
             其中 1 个阶段缺少破同分列，只按前面的列核对（见警告）"
        ),
        "{stdout}"
    );
    let results: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let warnings = results["warnings"].as_array().unwrap();
    let coded =
        |code: &str| -> Vec<&Value> { warnings.iter().filter(|w| w["code"] == code).collect() };
    // The one finding is 甲 above 乙 on 积分 (rows 2 and 3); 丙 and 丁 are
    // not compared on 胜局.
    let order = coded("audit.order");
    assert_eq!(order.len(), 1, "{warnings:?}");
    assert_eq!(order[0]["column"], "积分");
    assert_eq!(order[0]["row"], 2);
    // What was not checked, named by the missing column, in results.json.
    let partial = coded("audit.partial");
    assert_eq!(partial.len(), 1, "{warnings:?}");
    assert_eq!(partial[0]["sheet"], "公开组");
    assert_eq!(partial[0]["column"], "累进分");
    let message = partial[0]["message"].as_str().unwrap();
    assert!(message.contains("只按“积分”核对"), "{message}");
    assert!(
        message.contains("“累进分”“胜局”排定的先后未核对"),
        "{message}"
    );
    assert!(coded("audit.not_done").is_empty(), "{warnings:?}");
    // `check` says the same.
    let out = w
        .xqprize_zh()
        .args(["check", "standings.xlsx", "--rules", "rules.toml"])
        .assert()
        .success();
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(
        warned(&stdout, "公开组 第1名及以后的名次只按“积分”核对"),
        "{stdout}"
    );
    assert!(stdout.contains("其中 1 个阶段缺少破同分列"), "{stdout}");
    // So does `explain`, for a player the finding does not name: nothing
    // out of order on the columns checked, and what was not checked.
    let args = [
        "explain",
        "standings.xlsx",
        "--rules",
        "rules.toml",
        "--player",
        "A3",
    ];
    let out = w.xqprize_zh().args(args).assert().success();
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(
        stdout.contains("名次核对：该选手的名次在已核对的列上相符\n  [audit.partial] 公开组 第1名及以后的名次只按“积分”核对"),
        "{stdout}"
    );
}

#[test]
fn check_with_errors_still_says_which_audit_could_not_be_done() {
    let w = Workdir::new();
    // The women's pool needs 性别, which the sheet lacks: an error, so
    // nothing is computed; the audit runs all the same.
    w.write("rules.toml", &swiss_rules(true));
    without_progressive(&w, true);
    let stdout = check_zh(&w, 1);
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("错误：rules.toml") && l.contains("性别")),
        "{stdout}"
    );
    assert!(
        warned(&stdout, "公开组 第1名及以后的名次只按“积分”核对"),
        "{stdout}"
    );
    assert!(stdout.contains("与积分/破同分顺序不符"), "{stdout}");
    // Without 积分 the audit is not done, and the error path says so too.
    without_progressive(&w, false);
    let stdout = check_zh(&w, 1);
    assert!(
        warned(
            &stdout,
            "公开组 第1名及以后的名次核对未做：表中没有“积分”列。"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("名次核对：未做（1 个阶段缺少所需的列，见警告）"),
        "{stdout}"
    );
    // A workbook that cannot be read: the audit could not run, and says so.
    w.write("standings.xlsx", "not a workbook");
    let stdout = check_zh(&w, 1);
    assert!(
        stdout.contains("名次核对：未做（规则文件或成绩表有错误，无法核对；改正后再核对）"),
        "{stdout}"
    );
}

/// `check` of standings.xlsx with rules.toml, in Chinese, ending with `code`.
fn check_zh(w: &Workdir, code: i32) -> String {
    let args = ["check", "standings.xlsx", "--rules", "rules.toml"];
    let out = w.xqprize_zh().args(args).assert().code(code);
    String::from_utf8_lossy(&out.get_output().stdout).into_owned()
}

/// Whether a warning line of `stdout` holds `text`.
fn warned(stdout: &str, text: &str) -> bool {
    stdout
        .lines()
        .any(|l| l.starts_with("警告：") && l.contains(text))
}
