//! The cases of `tests/regulations/` whose clauses move places between
//! players (名额), run end to end: each case's field is built here, its
//! committed standings.xlsx must be exactly these bytes (set
//! `XQPRIZE_WRITE_CASES=1` to write them after changing a field), and `run`
//! on it with the case's rules.toml must pay every payee of expected.json
//! exactly, and nobody else.

use crate::common::{Cell, Sheet, workbook_bytes};
use assert_cmd::Command;
use rust_decimal::Decimal;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn case_dir(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/regulations")
        .join(case)
}

/// The committed standings must be the field built here.
fn standings(case: &str, sheets: &[Sheet]) -> PathBuf {
    let path = case_dir(case).join("standings.xlsx");
    let bytes = workbook_bytes(sheets);
    if std::env::var_os("XQPRIZE_WRITE_CASES").is_some() {
        std::fs::write(&path, &bytes).unwrap();
    }
    let committed = std::fs::read(&path).expect("the case's standings.xlsx");
    // Compared where the committed files are written (Linux); the Windows
    // build of the writer packs the same cells into other bytes.
    if cfg!(not(windows)) {
        assert!(
            committed == bytes,
            "{case}: standings.xlsx is not the field built here"
        );
    }
    path
}

/// Every payee's total, `组别:编号` → amount, from `run`'s results.json.
fn paid(case: &str, standings: &Path) -> BTreeMap<String, Decimal> {
    paid_with(case, standings, &[])
}

/// `paid`, with more arguments to `run`.
fn paid_with(case: &str, standings: &Path, args: &[&str]) -> BTreeMap<String, Decimal> {
    let out = tempfile::tempdir().unwrap();
    Command::cargo_bin("xqprize")
        .unwrap()
        .env("XQPRIZE_LANG", "en")
        .arg("run")
        .arg(standings)
        .arg("--rules")
        .arg(case_dir(case).join("rules.toml"))
        .args(args)
        .arg("--out")
        .arg(out.path())
        .assert()
        .success();
    let results: Value =
        serde_json::from_slice(&std::fs::read(out.path().join("results.json")).unwrap()).unwrap();
    results["payouts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let key = format!(
                "{}:{}",
                p["group"].as_str().unwrap(),
                p["no"].as_str().unwrap()
            );
            (key, p["total"].as_str().unwrap().parse().unwrap())
        })
        .collect()
}

fn expected(case: &str) -> BTreeMap<String, Decimal> {
    let json: Value =
        serde_json::from_slice(&std::fs::read(case_dir(case).join("expected.json")).unwrap())
            .unwrap();
    json["payouts"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.clone(), v.as_str().unwrap().parse().unwrap()))
        .collect()
}

/// 开平楼冈 2017: 16 players, 楼冈 placed 5, 14 and 16, the others from 开平
/// (odd places) or 外地 (even); 编号 ((r − 1) × 13 mod 16) + 1.
#[test]
fn kaiping_lougang_2017_reserved_places() {
    const SURNAMES: [&str; 16] = [
        "梁", "关", "司徒", "谢", "周", "吴", "胡", "张", "余", "许", "邓", "黄", "方", "劳", "麦",
        "冯",
    ];
    let mut sheet = Sheet::new("成年组", &["名次", "编号", "姓名", "性别", "地区"]);
    for r in 1..=16u32 {
        let region = match r {
            5 | 14 | 16 => "楼冈",
            r if r % 2 == 1 => "开平",
            _ => "外地",
        };
        let no = ((r - 1) * 13) % 16 + 1;
        let name = format!(
            "{}{}",
            SURNAMES[r as usize - 1],
            ["志明", "国华", "伟强", "家俊"][r as usize % 4]
        );
        sheet = sheet.row(vec![
            r.into(),
            no.into(),
            name.as_str().into(),
            Cell::from("男"),
            region.into(),
        ]);
    }
    let case = "kaiping-lougang-2017";
    let path = standings(case, &[sheet]);
    // One prize per player from the command line: a set of one schedule,
    // handed out largest first, places 1–10 as placed except 5 (楼冈, paid
    // 500), and the two last places owed to 楼冈 go to 14 and 16: the same
    // money as adding up.
    assert_eq!(
        paid_with(case, &path, &["--prizes-per-player", "one"]),
        expected(case)
    );
    // Without unless_top the fixed amount cannot be weighed one prize per
    // player: refused, exit status 1, nothing written.
    let w = crate::common::Workdir::new();
    std::fs::copy(&path, w.path("in.xlsx")).unwrap();
    let rules = std::fs::read_to_string(case_dir(case).join("rules.toml")).unwrap();
    w.write("rules.toml", &rules.replace(", unless_top = 4", ""));
    let stderr = w.stderr(
        &[
            "run",
            "in.xlsx",
            "--rules",
            "rules.toml",
            "--prizes-per-player",
            "one",
            "--out",
            "out",
        ],
        1,
    );
    assert!(
        stderr.contains(
            "schedule \"名次奖\" has a reserved amount without unless_top, or a place within unless_top paying less than it, which cannot be handed out one prize per player (--prizes-per-player one)"
        ),
        "{stderr}"
    );
    assert!(w.outputs().is_empty());
    assert_eq!(paid(case, &path), expected(case));
    // explain says why the player placed 11 (编号 3) is paid nothing, and
    // that the player placed 14 (编号 10) took a reserved place, paid 500
    // as a 楼冈 player outside the first four.
    let explain = |no: &str| {
        let out = Command::cargo_bin("xqprize")
            .unwrap()
            .env("XQPRIZE_LANG", "zh")
            .arg("explain")
            .arg(&path)
            .args(["--player", no, "--rules"])
            .arg(case_dir(case).join("rules.toml"))
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    assert!(
        explain("3").contains("未发：本奖为楼冈棋手保留名额，第 11 名让给楼冈棋手"),
        "{}",
        explain("3")
    );
    assert!(
        explain("10").contains(
            "发第 11 名（楼冈棋手名额）：500.00（楼冈棋手未进前 4 名，各发此数；第 11 名原为 200.00）"
        ),
        "{}",
        explain("10")
    );
}

/// A misspelt schedule in a set of 不兼得, a 递补 naming no region, more
/// places reserved than paid and unless_top with no amount: all four named
/// with their lines at once, exit status 1, nothing written.
#[test]
fn mistakes_in_the_new_clauses_are_reported_at_once_and_nothing_is_written() {
    let w = crate::common::Workdir::new();
    crate::common::write_workbook(&w.path("in.xlsx"), &crate::common::small_event(3));
    let text = std::fs::read_to_string(case_dir("kaiping-lougang-2017").join("rules.toml"))
        .unwrap()
        .replace(
            "rounds = 9\n",
            "rounds = 9\n[[groups]]\nsheet = \"少儿组\"\nkind = \"youth\"\n",
        )
        .replace("count = 3", "count = 13")
        .replace(", amount = \"500\"", "")
        .replace(
            "[regions]",
            "[settings]\nnot_combined = [[\"名次奖\", \"女子奖\"]]\n\n[regions]",
        )
        .replace("reserved = {", "fill_from = []\nreserved = {")
        .replace(
            "pool = { group = \"成年组\" }",
            "pool = { group = \"成年组\", region = [\"开平\"] }",
        )
        .replace("成年组", "公开组");
    w.write("rules.toml", &text);
    let stderr = w.stderr(
        &["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"],
        1,
    );
    // Line 6: the set names 女子奖, no schedule of the file; line 39:
    // fill_from = []; line 40: 13 places reserved of 12, and unless_top
    // with no amount.
    assert!(
        stderr.contains(
            "rules.toml line 6: not_combined: there is no schedule \"女子奖\"; the schedules (id or name): places “名次奖”"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains("rules.toml line 39: schedule \"places\": fill_from names no region"),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "rules.toml line 40: schedule \"places\": 13 places reserved, but the schedule pays 12"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "rules.toml line 40: schedule \"places\": reserved has unless_top but no amount"
        ),
        "{stderr}"
    );
    assert!(w.outputs().is_empty());
}

/// 「女子奖与名次奖不兼得，少儿奖可兼得」 on a field of six (the engine's
/// own test of not_combined, end to end): the award list names each winner
/// a place passed down to with their own final place.
#[test]
fn the_award_list_shows_the_own_final_place_of_a_winner_a_place_passed_down_to() {
    let w = crate::common::Workdir::new();
    let mut sheet = Sheet::new("公开组", &["名次", "编号", "姓名", "性别", "出生日期"]);
    // Places 1, 4 men; 2, 5 women; 3 a girl and 6 a boy born 2008.
    for r in 1..=6u32 {
        let sex = if [2, 3, 5].contains(&r) { "女" } else { "男" };
        let born = if [3, 6].contains(&r) {
            "2008-01-01"
        } else {
            "1980-01-01"
        };
        let name = format!("选手{r}");
        sheet = sheet.row(vec![
            r.into(),
            r.into(),
            name.as_str().into(),
            sex.into(),
            born.into(),
        ]);
    }
    crate::common::write_workbook(&w.path("in.xlsx"), &[sheet]);
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/not_combined.toml");
    w.write("rules.toml", &std::fs::read_to_string(rules).unwrap());
    w.xqprize_zh()
        .args(["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"])
        .assert()
        .success();
    let rows = crate::common::sheet_rows(&w.path("out/awards.xlsx"), "获奖名单");
    let lines: Vec<(String, String)> = rows
        .iter()
        .filter(|r| r.len() > 1 && r[0].starts_with('第'))
        .map(|r| (r[0].clone(), r[1].clone()))
        .collect();
    // 名次奖: 1000 → 1, 600 → 2, 400 passes over 3 (she holds 女子奖 1) to 4;
    // 女子奖: 1 passes over 2 (600) to 3, 2 over 3 to 5; 少儿奖 1 to 3,
    // whose final place 3 is said too: the two above are not juniors.
    let line = |place: &str, name: &str| (place.to_string(), name.to_string());
    assert_eq!(
        lines,
        [
            line("第1名", "选手1"),
            line("第2名", "选手2"),
            line("第3名", "选手4（名次第4，顺延）"),
            line("第1名", "选手3（名次第3，顺延）"),
            line("第2名", "选手5（名次第5，顺延）"),
            line("第1名", "选手3（名次第3）"),
        ]
    );
}
