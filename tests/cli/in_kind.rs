//! Prizes in kind counted end to end (SPEC §19): `run` on a regulation
//! giving 证书、奖牌 to places 1-3 of two groups and a 奖杯 to the first
//! team writes awards.xlsx's 奖品清单 and results.json's `in_kind`, and a
//! winner of a prize without money is said to have won it. Counts worked
//! out by hand in the comments.

use crate::common::{Cell, Sheet, Workdir, sheet_rows, write_workbook};
use serde_json::Value;

const RULES: &str = r#"event = "奖品清单测试赛"
event_year = 2025

[[groups]]
sheet = "公开组"
kind = "open"

[[groups]]
sheet = "女子组"
kind = "open"

[[schedules]]
id = "open"
name = "公开组名次奖"
pool = { group = "公开组" }
places = [
  { place = "1", amount = "1000", prize = "证书、奖牌" },
  { place = "2", amount = "500", prize = "证书、奖牌" },
  { place = "3", amount = "300", prize = "证书、奖牌" },
]

[[schedules]]
id = "women"
name = "女子组名次奖"
pool = { group = "女子组" }
places = [{ place = "1-3", prize = "证书、奖牌" }]

[[teams]]
id = "team"
name = "团体奖"
group = "公开组"
counted = 2
places = [{ place = "1", amount = "600", prize = "奖杯" }]
"#;

/// 公开组: 甲1 … 甲6 at places 1-6, A队 the odd places and B队 the even;
/// 女子组: 乙1 … 乙4 at places 1-4.
fn two_groups(w: &Workdir) {
    let mut open = Sheet::new("公开组", &["名次", "编号", "姓名", "单位"]);
    for n in 1..=6u32 {
        let club = if n % 2 == 1 { "A队" } else { "B队" };
        open = open.row(vec![
            n.into(),
            n.into(),
            format!("甲{n}").as_str().into(),
            club.into(),
        ]);
    }
    let mut women = Sheet::new("女子组", &["名次", "编号", "姓名", "单位"]);
    for n in 1..=4u32 {
        let row: Vec<Cell> = vec![
            n.into(),
            n.into(),
            format!("乙{n}").as_str().into(),
            "C队".into(),
        ];
        women = women.row(row);
    }
    write_workbook(&w.path("in.xlsx"), &[open, women]);
    w.write("rules.toml", RULES);
}

fn run_zh(w: &Workdir) -> String {
    let args = ["run", "in.xlsx", "--rules", "rules.toml", "--out", "out"];
    let out = w.xqprize_zh().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_prizes_in_kind_are_counted_per_prize_with_the_places_they_go_to() {
    let w = Workdir::new();
    two_groups(&w);
    let said = run_zh(&w);
    // 证书: 公开组 places 1-3 (3) + 女子组 places 1-3 (3) = 6; 奖牌 the
    // same, 6 (「证书、奖牌」 is one of each); 奖杯: 团体奖 place 1, A队
    // (1 + 3 = 4 against B队's 2 + 4 = 6), 1. Total 6 + 6 + 1 = 13.
    // 乙1, 乙2, 乙3 win 证书、奖牌 and no money: 3 winners of a prize alone.
    let line =
        "另有奖品 13 件：证书 6，奖牌 6，奖杯 1，见 奖品清单 工作表；其中 3 人只获奖品，没有奖金\n";
    assert!(said.contains(line), "{said}");
    let list = sheet_rows(&w.path("out").join("awards.xlsx"), "奖品清单");
    assert_eq!(list[0], ["奖品清单测试赛 奖品清单", "", ""]);
    assert_eq!(list[1], ["奖品", "数量", "获奖名次"]);
    let both = "公开组名次奖第1-3名；女子组名次奖第1-3名";
    assert_eq!(
        list[2..],
        [
            ["证书", "6", both],
            ["奖牌", "6", both],
            ["奖杯", "1", "团体奖第1名"],
            ["合计", "13", ""],
        ]
    );
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out").join("results.json")).unwrap())
            .unwrap();
    let in_kind = &json["in_kind"];
    assert_eq!(in_kind["total"], 13);
    let items = in_kind["items"].as_array().unwrap();
    let counts: Vec<(&str, u64)> = (items.iter())
        .map(|i| (i["prize"].as_str().unwrap(), i["count"].as_u64().unwrap()))
        .collect();
    assert_eq!(counts, [("证书", 6), ("奖牌", 6), ("奖杯", 1)]);
    assert_eq!(items[0]["given_for"], both);
    assert_eq!(items[0]["given"][1]["name"], "女子组名次奖");
    assert_eq!(items[0]["given"][1]["places"], serde_json::json!([1, 2, 3]));
}

#[test]
fn an_event_without_prizes_in_kind_has_no_prize_list() {
    let w = Workdir::new();
    two_groups(&w);
    // The same event paying money only: no place gives a prize besides it.
    let women = "\n[[schedules]]\nid = \"women\"\nname = \"女子组名次奖\"\npool = { group = \"女子组\" }\nplaces = [{ place = \"1-3\", prize = \"证书、奖牌\" }]\n";
    assert!(RULES.contains(women));
    let money_only = (RULES.replace(women, ""))
        .replace(", prize = \"证书、奖牌\"", "")
        .replace(", prize = \"奖杯\"", "");
    assert!(!money_only.contains("prize ="), "{money_only}");
    w.write("rules.toml", &money_only);
    let said = run_zh(&w);
    assert!(!said.contains("另有奖品"), "{said}");
    let book = calamine::open_workbook_auto(w.path("out").join("awards.xlsx")).unwrap();
    let names = calamine::Reader::sheet_names(&book);
    assert!(!names.iter().any(|n| n == "奖品清单"), "{names:?}");
    let json: Value =
        serde_json::from_slice(&std::fs::read(w.path("out").join("results.json")).unwrap())
            .unwrap();
    assert!(json.get("in_kind").is_none());
}

#[test]
fn explain_names_the_prizes_in_kind_on_the_total_line_of_a_prize_only_winner() {
    let w = Workdir::new();
    two_groups(&w);
    let explain = |mut cmd: assert_cmd::Command, player: &str| {
        let args = ["explain", "in.xlsx", "--rules", "rules.toml", "--player"];
        let out = cmd.args(args).arg(player).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    // 乙1, 女子组 place 1: 「证书、奖牌」 and no money, so 0.00 with the prize.
    let said = explain(w.xqprize_zh(), "女子组:1");
    assert!(
        said.contains("合计：0.00（另获奖品：证书、奖牌）\n"),
        "{said}"
    );
    let said = explain(w.xqprize(), "女子组:1");
    assert!(
        said.contains("total: 0.00 (besides: 证书、奖牌)\n"),
        "{said}"
    );
    // 甲1, 公开组 place 1: 1000 and 「证书、奖牌」.
    let said = explain(w.xqprize_zh(), "公开组:1");
    assert!(
        said.contains("合计：1000.00（另获奖品：证书、奖牌）\n"),
        "{said}"
    );
    // 甲4, place 4: nothing, so the total line adds nothing.
    let said = explain(w.xqprize_zh(), "公开组:4");
    assert!(said.contains("合计：0.00\n"), "{said}");
}
