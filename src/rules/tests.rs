//! Rules-file validation: each mistake an organizer can make is reported with
//! its line, and all of them at once. Expected lines are found in the test's
//! own text, never taken from the tool.

use super::*;
use crate::standings::{Column, GroupStandings, Standings};

/// A small valid file: one open group with an 8-player knockout, one schedule.
const MINI: &str = r#"event = "Test open"
event_year = 2024

[[groups]]
sheet = "公开组"
kind = "open"
knockout = 8

[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
total = "600"
places = [
  { place = "1", amount = "300" },
  { place = "2", amount = "200" },
  { place = "3", amount = "100" },
]
"#;

/// The 1-based line of the first line of `text` containing `needle`.
fn line(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("{needle:?} not in the test text"))
        + 1
}

/// The 1-based line of the last line of `text` containing `needle`.
fn last_line(text: &str, needle: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    lines.iter().rposition(|l| l.contains(needle)).unwrap() + 1
}

/// The problems `load` reports for `text`.
fn problems(text: &str) -> Vec<String> {
    match load("rules.toml", text) {
        Ok(_) => Vec::new(),
        Err(e) => e.problems,
    }
}

fn edit(from: &str, to: &str) -> String {
    assert!(MINI.contains(from), "{from:?} not in MINI");
    MINI.replacen(from, to, 1)
}

#[test]
fn the_shipped_and_blank_templates_are_valid() {
    assert_eq!(problems(DEFAULT_RULES), Vec::<String>::new());
    assert_eq!(problems(BLANK_RULES), Vec::<String>::new());
    assert_eq!(problems(MINI), Vec::<String>::new());
}

#[test]
fn a_typo_in_the_overall_total_names_the_line_and_both_sums() {
    // 1: 20000, 2: 10000, 3: 5000, 4: 3000, 5-8: 4 x 1500 = 6000,
    // 9-16: 8 x 1000 = 8000, 17-32: 16 x 600 = 9600 → 61600.
    let text = DEFAULT_RULES.replacen("total = \"61600\"", "total = \"60600\"", 1);
    let at = line(&text, "total = \"60600\"");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {at}: schedule \"overall\": the places add up to 61600.00, but the stated total is 60600.00"
        )]
    );
}

#[test]
fn every_unknown_key_is_reported_not_just_the_first() {
    let text = MINI
        .replacen("knockout = 8", "knockout = 8\nround = 9", 1)
        .replacen("total = \"600\"", "totl = \"600\"", 1)
        .replacen(
            "{ group = \"公开组\" }",
            "{ group = \"公开组\", colour = \"red\" }",
            1,
        )
        + "\n[settings]\nstackng = \"one\"\n";
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: unknown key \"round\" in a group (did you mean \"rounds\"?); allowed there: sheet, kind, rounds, knockout",
                line(&text, "round = 9")
            ),
            format!(
                "rules.toml line {}: unknown key \"colour\" in pool; allowed there: group, sex, age_min, age_max, region, member, master, knockout",
                line(&text, "colour")
            ),
            format!(
                "rules.toml line {}: unknown key \"totl\" in a schedule (did you mean \"total\"?); allowed there: id, name, pool, total, places",
                line(&text, "totl")
            ),
            format!(
                "rules.toml line {}: unknown key \"stackng\" in [settings] (did you mean \"stacking\"?); allowed there: stacking, ties, age_rule, age_date, master_titles, home_regions",
                line(&text, "stackng")
            ),
        ]
    );
}

#[test]
fn a_missing_required_key_names_the_table_it_belongs_to() {
    let text = edit("name = \"名次奖\"\n", "");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: a schedule is missing the key \"name\"",
            line(&text, "[[schedules]]")
        )]
    );
}

#[test]
fn amounts_that_are_not_money_are_all_reported() {
    let text = edit("amount = \"300\"", "amount = \"3OO\"")
        .replacen("amount = \"200\"", "amount = 200", 1)
        .replacen("amount = \"100\"", "amount = \"100.005\"", 1);
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: amount: \"3OO\" is not an amount of money (write it like \"1500\" or \"1500.00\")",
                line(&text, "3OO")
            ),
            format!(
                "rules.toml line {}: amount: write amounts in quotes, as \"200\" (amounts are exact, never floating point)",
                line(&text, "amount = 200")
            ),
            format!(
                "rules.toml line {}: amount: \"100.005\" has more than two decimal places (the fen is the smallest unit)",
                line(&text, "100.005")
            ),
        ]
    );
}

#[test]
fn a_malformed_place_range_is_reported_at_its_line() {
    let text = edit("place = \"3\"", "place = \"5-3\"");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: place: \"5-3\" is not a place or a range of places like \"5-8\"",
            line(&text, "5-3")
        )]
    );
}

#[test]
fn overlapping_and_missing_places_are_both_reported() {
    // 1, 2-4, 3-5, 7: places 3-4 twice, place 6 has no amount.
    let text = edit(
        "  { place = \"2\", amount = \"200\" },\n  { place = \"3\", amount = \"100\" },\n",
        "  { place = \"2-4\", amount = \"50\" },\n  { place = \"3-5\", amount = \"50\" },\n  { place = \"7\", amount = \"50\" },\n",
    )
    .replacen("total = \"600\"\n", "", 1);
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: schedule \"overall\": places 3-4 given twice",
                line(&text, "3-5")
            ),
            format!(
                "rules.toml line {}: schedule \"overall\": no amount for place 6",
                line(&text, "place = \"7\"")
            ),
        ]
    );
}

#[test]
fn a_syntax_error_is_reported_with_its_line() {
    let text = edit("kind = \"open\"", "kind = open");
    let found = problems(&text);
    let at = line(&text, "kind = open");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with(&format!("rules.toml line {at}: not valid TOML")),
        "{found:?}"
    );
}

#[test]
fn a_word_outside_its_set_lists_the_words_allowed() {
    let text = MINI.to_string() + "\n[settings]\nstacking = \"once\"\nties = \"lots\"\n";
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: stacking: \"once\" is not one of: \"all\", \"one\"",
                line(&text, "once")
            ),
            format!(
                "rules.toml line {}: ties: \"lots\" is not one of: \"split\", \"refuse\"",
                line(&text, "lots")
            ),
        ]
    );
}

#[test]
fn budget_sections_must_match_their_schedules_and_the_total_its_sections() {
    // The Shizhu sections as published: 61600 + 11200 + 19000 + 35200 + 4500 = 131500.
    // 少儿组 written as 11100 (four bands of 2800 make 11200), and the total then
    // left at 131500 while the sections now add up to 131400.
    let text = DEFAULT_RULES.replacen("stated = \"11200\"", "stated = \"11100\"", 1);
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: budget: the sections add up to 131400.00, but the stated total is 131500.00",
                line(&text, "stated = \"131500\"")
            ),
            format!(
                "rules.toml line {}: budget section \"少儿组\": its schedules add up to 11200.00, but the stated total is 11100.00",
                line(&text, "stated = \"11100\"")
            ),
        ]
    );
}

#[test]
fn budget_sections_count_the_base_regulation_before_amendments() {
    // 女子组 35200 = women 30700 (base, before the cut to 20300) + women-non-master 4500
    // (cancelled later): the shipped file passes, so a section is checked against
    // the schedules as first published.
    let rules = Rules::shizhu_2019();
    assert_eq!(rules.base_planned(), Money::yuan(131_500));
}

#[test]
fn references_to_unknown_groups_and_schedules_are_reported() {
    let text = MINI.replacen("{ group = \"公开组\" }", "{ group = \"公开\" }", 1)
        + r#"
[budget]
stated = "600"
sections = [{ name = "all", stated = "600", schedules = ["overal"] }]

[[amendments]]
date = "2024-05-01"
name = "notice"
changes = [{ action = "cancel", schedule = "women" }]
"#;
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: schedule \"overall\": the group \"公开\" is not one of the [[groups]] (\"公开组\")",
                line(&text, "\"公开\"")
            ),
            format!(
                "rules.toml line {}: budget section \"all\": there is no schedule \"overal\" in the base regulation",
                line(&text, "sections = ")
            ),
            format!(
                "rules.toml line {}: amendment 2024-05-01 cancels schedule \"women\", which is not a schedule of this file",
                line(&text, "changes = ")
            ),
        ]
    );
}

#[test]
fn a_change_to_a_cancelled_schedule_is_reported() {
    let text = MINI.to_string()
        + r#"
[[amendments]]
date = "2024-05-01"
name = "notice"

  [[amendments.changes]]
  action = "cancel"
  schedule = "overall"

  [[amendments.changes]]
  action = "replace-places"
  schedule = "overall"
  places = [{ place = "1", amount = "100" }]
"#;
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: amendment 2024-05-01 changes schedule \"overall\", which an earlier change cancelled",
            last_line(&text, "schedule = \"overall\"")
        )]
    );
}

#[test]
fn duplicate_ids_and_groups_are_reported() {
    let schedule = &MINI[MINI.find("[[schedules]]").unwrap()..];
    let text = MINI.to_string()
        + "\n[[groups]]\nsheet = \"公开组\"\nkind = \"youth\"\n\n"
        + schedule
        + r#"
[[subsidies]]
id = "overall"
name = "subsidy"
amount = "300"
conditions = ["student"]

[[qualifiers]]
id = "final"
name = "A"
pool = { group = "公开组" }
top = 3

[[qualifiers]]
id = "final"
name = "B"
pool = { group = "公开组" }
top = 3
"#;
    let first = line(&text, "[[schedules]]");
    let first_q = line(&text, "[[qualifiers]]");
    let ids: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("id = "))
        .map(|(i, _)| i + 1)
        .collect();
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: the group \"公开组\" is listed twice",
                last_line(&text, "sheet = ")
            ),
            format!(
                "rules.toml line {}: the id \"overall\" is already used on line {first}; every schedule and subsidy needs its own id",
                ids[1]
            ),
            format!(
                "rules.toml line {}: the id \"overall\" is already used on line {first}; every schedule and subsidy needs its own id",
                ids[2]
            ),
            format!(
                "rules.toml line {}: the id \"final\" is already used on line {first_q}; every qualifier list needs its own id",
                ids[4]
            ),
        ]
    );
}

#[test]
fn completed_years_needs_the_day_ages_are_counted_on() {
    let text = MINI.to_string() + "\n[settings]\nage_rule = \"completed-years\"\n";
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: age_rule = \"completed-years\" needs age_date, the day ages are counted on (e.g. age_date = \"2019-05-01\")",
            line(&text, "age_rule")
        )]
    );
    let dated = text + "age_date = \"2024-07-01\"\n";
    assert_eq!(problems(&dated), Vec::<String>::new());
}

#[test]
fn a_knockout_pool_needs_a_group_with_a_knockout_size() {
    let text = edit("knockout = 8\n", "").replacen(
        "{ group = \"公开组\" }",
        "{ group = \"公开组\", knockout = false }",
        1,
    );
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: schedule \"overall\": the pool asks about the knockout, but the group \"公开组\" has no knockout size (knockout = 32 under [[groups]])",
            line(&text, "knockout = false")
        )]
    );
}

#[test]
fn ties_default_to_split_and_can_be_refused() {
    assert_eq!(load("r", MINI).unwrap().settings.ties, TieRule::Split);
    let text = MINI.to_string() + "\n[settings]\nties = \"refuse\"\n";
    assert_eq!(load("r", &text).unwrap().settings.ties, TieRule::Refuse);
}

fn sheet(name: &str, columns: &[Column]) -> Standings {
    Standings {
        groups: vec![GroupStandings {
            sheet: name.to_string(),
            columns: columns.iter().copied().collect(),
            players: Vec::new(),
        }],
    }
}

#[test]
fn a_women_pool_on_a_sheet_without_sex_or_id_number_is_an_error() {
    let text = edit(
        "{ group = \"公开组\" }",
        "{ group = \"公开组\", sex = \"女\" }",
    );
    let (rules, lines) = load_with_lines("rules.toml", &text).unwrap();
    let required = [Column::Rank, Column::No, Column::Name];
    assert_eq!(
        columns::missing_columns(&rules, &lines, &sheet("公开组", &required)),
        [format!(
            "rules.toml line {}: schedule \"overall\": the pool filters on 性别, but the sheet \"公开组\" has no 性别 column and no 身份证号 to derive it from",
            line(&text, "sex = \"女\"")
        )]
    );
    let with_id = [Column::Rank, Column::No, Column::Name, Column::IdNumber];
    assert!(columns::missing_columns(&rules, &lines, &sheet("公开组", &with_id)).is_empty());
}

#[test]
fn a_missing_region_column_is_an_error_and_a_missing_member_column_a_warning() {
    let (rules, lines) = load_with_lines("rules.toml", DEFAULT_RULES).unwrap();
    let full: Vec<Column> = Column::ALL.to_vec();
    let mut standings = sheet("公开组", &full);
    standings.groups.push(GroupStandings {
        sheet: "少儿组".to_string(),
        columns: full.iter().copied().collect(),
        players: Vec::new(),
    });
    assert!(columns::missing_columns(&rules, &lines, &standings).is_empty());
    assert!(columns::assumed_columns(&rules, &lines, &standings).is_empty());
    // 会员 is optional (blank = not a member): both member schedules warn.
    standings.groups[0].columns.remove(&Column::Member);
    assert!(columns::missing_columns(&rules, &lines, &standings).is_empty());
    let warned = columns::assumed_columns(&rules, &lines, &standings);
    assert_eq!(
        warned,
        [
            format!(
                "rules.toml line {}: schedule \"member\": the pool filters on 会员, but the sheet \"公开组\" has no 会员 column; nobody there counts as a member",
                line(
                    DEFAULT_RULES,
                    "region = [\"重庆\", \"石柱\"], member = true"
                )
            ),
            format!(
                "rules.toml line {}: schedule \"shizhu-member\": the pool filters on 会员, but the sheet \"公开组\" has no 会员 column; nobody there counts as a member",
                line(DEFAULT_RULES, "region = [\"石柱\"], member = true")
            ),
        ]
    );
    // 地区 is required for the youth qualifier lists (SPEC §6).
    standings.groups[1].columns.remove(&Column::Region);
    let found = columns::missing_columns(&rules, &lines, &standings);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].contains("qualifier list \"final-junior\": the pool filters on 地区, but the sheet \"少儿组\" has no 地区 column"));
    assert!(found[1].contains("qualifier list \"final-children\": the pool filters on 地区"));
}

/// A file that uses every key the shape allows, each variant of a change included.
const EVERY_KEY: &str = r#"event = "Every key"
event_year = 2024

[settings]
stacking = "one"
ties = "refuse"
age_rule = "completed-years"
age_date = "2024-07-01"
master_titles = ["大师"]
home_regions = ["石柱"]

[[groups]]
sheet = "公开组"
kind = "open"
rounds = 9
knockout = 4

[[groups]]
sheet = "少儿组"
kind = "youth"

[budget]
stated = "100"
sections = [{ name = "all", stated = "100", schedules = ["overall"] }]

[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组", sex = "女", age_min = 9, age_max = 60, region = ["市外"], member = true, master = false, knockout = false }
total = "100"
places = [{ place = 1, amount = "60" }, { place = "2-3", amount = "20" }]

[[subsidies]]
id = "travel"
name = "交通补贴"
amount = "50"
conditions = ["student", "student_proof", "completed", "no_discipline", "no_place_prize"]
pool = { group = "少儿组" }

[[qualifiers]]
id = "final"
name = "决赛"
pool = { group = "公开组" }
eligible = { region = ["石柱"] }
top = 3
title = "棋王"
levels = [{ top = 1, level = "棋协大师" }]

[[amendments]]
date = "2024-05-01"
name = "通知"
changes = [
  { action = "replace-places", schedule = "overall", total = "50", places = [{ place = "1", amount = "50" }] },
  { action = "add-schedule", schedule = { id = "extra", name = "加奖", pool = { group = "少儿组" }, places = [{ place = "1", amount = "10" }] } },
  { action = "add-subsidy", subsidy = { id = "meal", name = "餐补", amount = "20", conditions = ["completed"] } },
  { action = "cancel", schedule = "extra" },
]
"#;

/// Every key name in the shape, nested tables included.
fn shape_keys(keys: &[schema::Key], out: &mut std::collections::BTreeSet<&'static str>) {
    fn kind_keys(kind: &schema::Kind, out: &mut std::collections::BTreeSet<&'static str>) {
        match kind {
            schema::Kind::List(item) => kind_keys(item, out),
            schema::Kind::Table(keys) => shape_keys(keys, out),
            schema::Kind::Tagged { tag, variants } => {
                out.insert(tag);
                for (_, keys) in *variants {
                    shape_keys(keys, out);
                }
            }
            _ => {}
        }
    }
    for k in keys {
        out.insert(k.name);
        kind_keys(&k.kind, out);
    }
}

#[test]
fn every_key_the_shape_allows_is_read_by_the_types() {
    let mut keys = std::collections::BTreeSet::new();
    shape_keys(schema::RULES_FILE, &mut keys);
    for key in keys {
        let used = [
            format!("{key} = "),
            format!("[{key}]"),
            format!("[[{key}]]"),
        ];
        assert!(
            used.iter().any(|u| EVERY_KEY.contains(u.as_str())),
            "EVERY_KEY does not use \"{key}\""
        );
    }
    let rules = load("every.toml", EVERY_KEY).unwrap();
    assert_eq!(rules.settings.ties, TieRule::Refuse);
    assert_eq!(rules.qualifiers[0].levels[0].level, "棋协大师");
    assert_eq!(rules.schedules.len(), 1);
    assert_eq!(rules.schedules[0].amounts, [Money::yuan(50)]);
    let subsidies: Vec<&str> = rules.subsidies.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(subsidies, ["travel", "meal"]);
}

#[test]
fn the_shipped_overall_total_stands_on_line_52() {
    // The line the documentation's example message cites.
    assert_eq!(line(DEFAULT_RULES, "total = \"61600\""), 52);
}

#[test]
fn absurd_places_amounts_and_counts_are_refused_before_anything_is_summed() {
    let text = edit("place = \"3\"", "place = \"3-4000000000\"")
        .replacen(
            "amount = \"300\"",
            "amount = \"79228162514264337593543950335\"",
            1,
        )
        .replacen("knockout = 8", "knockout = 99999999999", 1);
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: knockout should be a whole number from 1 to 100000, not 99999999999",
                line(&text, "knockout = ")
            ),
            format!(
                "rules.toml line {}: amount: \"79228162514264337593543950335\" is more than 100000000000 yuan; check the amount",
                line(&text, "7922816")
            ),
            format!(
                "rules.toml line {}: place: \"3-4000000000\" goes beyond place 100000; check the range",
                line(&text, "3-4000000000")
            ),
        ]
    );
}

mod never_panics {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Cutting any piece out of the shipped file gives problems or rules,
        /// never a panic.
        #[test]
        fn on_a_damaged_copy_of_the_shipped_file(start in 0usize..9000, len in 0usize..400) {
            let text: String = DEFAULT_RULES.chars().enumerate()
                .filter(|(i, _)| *i < start || *i >= start + len)
                .map(|(_, c)| c)
                .collect();
            let _ = load("rules.toml", &text);
        }

        #[test]
        fn on_any_text(text in "\\PC{0,300}") {
            let _ = load("rules.toml", &text);
        }
    }
}

#[test]
fn an_unknown_key_and_a_wrong_total_are_reported_together() {
    let text = DEFAULT_RULES
        .replacen("total = \"61600\"", "total = \"60600\"", 1)
        .replacen("stacking = \"all\"", "stackng = \"all\"", 1);
    let found = problems(&text);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].starts_with(&format!(
        "rules.toml line {}: unknown key \"stackng\" in [settings] (did you mean \"stacking\"?)",
        line(&text, "stackng")
    )));
    assert_eq!(
        found[1],
        format!(
            "rules.toml line {}: schedule \"overall\": the places add up to 61600.00, but the stated total is 60600.00",
            line(&text, "60600")
        )
    );
}

#[test]
fn a_number_in_quotes_where_a_whole_number_belongs_says_to_drop_the_quotes() {
    let text = edit("event_year = 2024", "event_year = \"2024\"");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: event_year: write whole numbers without quotes, as 2024",
            line(&text, "event_year")
        )]
    );
}
