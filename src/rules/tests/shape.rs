//! The shape of a rules file: syntax, unknown and missing keys, values that
//! are not money, places, dates or words of their set, all reported at once
//! with their lines; and the shape kept in step with the types.

use super::*;

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
                "rules.toml line {}: unknown key \"round\" in a group (did you mean \"rounds\"?); allowed there: sheet, kind, rounds, knockout, phases, tiebreaks",
                line(&text, "round = 9")
            ),
            format!(
                "rules.toml line {}: unknown key \"colour\" in pool; allowed there: group, sex, age_min, age_max, born_from, born_until, region, except_region, member, master, knockout",
                line(&text, "colour")
            ),
            format!(
                "rules.toml line {}: unknown key \"totl\" in a schedule (did you mean \"total\"?); allowed there: id, name, pool, total, places, tables, fill_from, reserved",
                line(&text, "totl")
            ),
            format!(
                "rules.toml line {}: unknown key \"stackng\" in [settings] (did you mean \"stacking\"?); allowed there: stacking, ties, split_unit, age_rule, age_date, master_titles, home_regions, home_name, other_titles, header_aliases, region_aliases, audit, ignore_columns, not_combined, id_document",
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
fn a_syntax_error_is_reported_with_its_line() {
    let text = edit("kind = \"open\"", "kind = open");
    let found = problems(&text);
    let at = line(&text, "kind = open");
    assert_eq!(found.len(), 1, "{found:?}");
    // Column 8: the o of 「kind = open」.
    assert!(
        found[0].starts_with(&format!("rules.toml line {at}: column 8: not valid TOML")),
        "{found:?}"
    );
}

#[test]
fn one_missing_quote_is_one_syntax_error_with_its_line_and_column() {
    // The quote after 公开组 missing: every later line then reads as text
    // and keys swapped, which the parser reports line after line; only the
    // first is in the file as written.
    let text = edit("sheet = \"公开组\"", "sheet = \"公开组");
    let at = line(&text, "sheet = \"公开组");
    let en = problems(&text);
    assert_eq!(en.len(), 1, "{en:?}");
    assert!(
        en[0].starts_with(&format!("rules.toml line {at}: column ")),
        "{en:?}"
    );
    let zh = match load("rules.toml", &text) {
        Ok(_) => panic!("read"),
        Err(e) => e.lines(crate::msg::Lang::Zh),
    };
    assert_eq!(zh.len(), 1, "{zh:?}");
    // 「sheet = "公开组」 is 12 characters: the string runs to the end of the
    // line, where the quote is missing (column 13).
    assert_eq!(
        zh[0],
        format!(
            "rules.toml 第{at}行：第13列起不符合 TOML 格式（引号、括号或等号不配对等）。请对照模板改正这一行；改正后才能检查其后的内容。"
        )
    );
}

#[test]
fn a_word_outside_its_set_lists_the_words_allowed() {
    let text = MINI.to_string() + "\n[settings]\nstacking = \"once\"\nties = \"lots\"\n";
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: stacking: \"once\" is not one of: \"all\", \"one\", \"兼得\", \"不兼得\"",
                line(&text, "once")
            ),
            format!(
                "rules.toml line {}: ties: \"lots\" is not one of: \"split\", \"refuse\", \"平分\", \"报错\"",
                line(&text, "lots")
            ),
        ]
    );
}

#[test]
fn a_split_unit_outside_its_words_lists_fen_jiao_yuan() {
    let text = MINI.to_string() + "\n[settings]\nsplit_unit = \"块\"\n";
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: split_unit: \"块\" is not one of: \"fen\", \"jiao\", \"yuan\", \"分\", \"角\", \"元\"",
            line(&text, "块")
        )]
    );
}

/// A file that uses every key the shape allows, each variant of a change included.
const EVERY_KEY: &str = r#"event = "Every key"
event_year = 2024

[ceremony]
uncollected = { forfeit_after = "2024-07-01 18:00" }

[settings]
stacking = "all"
not_combined = [["extra", "extra2"]]
ties = "refuse"
split_unit = "元"
age_rule = "completed-years"
age_date = "2024-07-01"
master_titles = ["大师"]
home_regions = ["石柱"]
home_name = "石柱籍"
other_titles = ["名手"]
header_aliases = [{ column = "编号", name = "参赛号" }]
ignore_columns = ["备注（性别）"]
id_document = { column = "证件号码" }
region_aliases = [{ region = "重庆", name = "万州区" }]
audit = "refuse"

[regions]
"石柱" = { names = ["石柱县"], id_codes = ["500240"] }
"重庆" = { id_codes = ["50"] }
"市外" = { other = true }
"南宾" = { names = ["南宾镇"], within = "石柱" }

[[groups]]
sheet = "公开组"
kind = "open"
rounds = 9
knockout = 4
phases = [
  { from = 1, to = 4, by = "knockout" },
  { from = 5, by = "swiss", rounds = 9 },
]
tiebreaks = [{ column = "积分", first = "more" }, { column = "fouls", first = "fewer" }]

[[groups]]
sheet = "少儿组"
kind = "youth"

[budget]
stated = "100"
sections = [{ name = "all", stated = "100", schedules = ["overall"] }]

[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组", sex = "女", age_min = 9, age_max = 60, born_from = "1960-01-01", born_until = "2015年12月31日", region = ["市外"], member = true, master = false, knockout = false }
total = "100"
places = [{ place = 1, amount = "60", prize = "奖杯" }, { place = "2-3", amount = "20" }]
fill_from = ["重庆"]
reserved = { count = 1, name = "石柱棋手", pool = { region = ["石柱"] }, amount = "30", unless_top = 1 }

[[schedules]]
id = "by-field"
name = "少儿组名次奖"
pool = { group = "少儿组" }
tables = [
  { players = "16-", total = "30", places = [{ place = 1, amount = "30" }] },
  { players = "不足16人", places = [{ place = 11, amount = "10" }] },
]

[[subsidies]]
id = "travel"
name = "交通补贴"
amount = "50"
conditions = ["student", "student_proof", "completed", "no_discipline", "no_place_prize"]
pool = { group = "少儿组" }

[[payments]]
id = "deposit"
name = "退还保证金"
amount = "100"
conditions = ["completed"]
pool = { group = "公开组" }

[[payments]]
id = "invited"
name = "特邀棋手路费补助"
amount = "200"
players = ["公开组:3"]

[[awards]]
id = "sportsmanship"
name = "体育道德风尚奖"
amount = "100"
prize = "证书"
players = ["公开组:7"]

[[qualifiers]]
id = "final"
name = "决赛"
pool = { group = "公开组" }
eligible = { region = ["重庆"], except_region = ["石柱"] }
top = 3
title = "棋王"
levels = [{ top = 1, level = "棋协大师" }]

[[teams]]
id = "team"
name = "团体奖"
group = "公开组"
team_column = "单位"
members = "团体"
counted = 3
by = "名次"
tie = "最好个人名次"
short_teams = "不计名次"
total = "300"
places = [{ place = "1", amount = "300" }]

[[teams]]
id = "match"
name = "团体赛"
sheet = "团体成绩"
unlisted_teams = "照发"
places = [{ place = "1", amount = "100" }]

[[amendments]]
date = "2024-05-01"
name = "通知"
changes = [
  { action = "replace-places", schedule = "overall", total = "50", places = [{ place = "1", amount = "50" }] },
  { action = "add-schedule", schedule = { id = "extra", name = "加奖", pool = { group = "少儿组" }, places = [{ place = "1", amount = "10" }] } },
  { action = "add-subsidy", subsidy = { id = "meal", name = "餐补", amount = "20", conditions = ["completed"] } },
  { action = "cancel", schedule = "extra" },
  { action = "add-schedule", schedule = { id = "extra2", name = "加奖二", pool = { group = "少儿组" }, places = [{ place = "1", amount = "10" }] } },
  { action = "cancel", schedule = "extra2" },
]

[tax]
kind = "偶然所得"
rate = "0.20"
amounts = "net"
exempt = ["meal"]
withholder = "石柱县象棋协会"
period = "2019-05"
"#;

/// Every key name in the shape, nested tables included.
fn shape_keys(keys: &[schema::Key], out: &mut std::collections::BTreeSet<&'static str>) {
    fn kind_keys(kind: &schema::Kind, out: &mut std::collections::BTreeSet<&'static str>) {
        match kind {
            schema::Kind::List(item) => kind_keys(item, out),
            schema::Kind::Table(keys)
            | schema::Kind::Map(keys)
            | schema::Kind::WordOrTable { keys, .. } => shape_keys(keys, out),
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
    assert_eq!(rules.settings.audit, AuditMode::Refuse);
    // The regions in the order written, not sorted.
    assert_eq!(rules.regions.labels(), ["石柱", "重庆", "市外", "南宾"]);
    assert_eq!(rules.settings.home_name, "石柱籍");
    let open = &rules.groups[0];
    assert_eq!(open.phases[0].to, Some(4));
    assert_eq!(
        (open.phases[1].by, open.phases[1].to),
        (PhaseKind::Swiss, None)
    );
    assert_eq!(
        open.tiebreaks[1],
        TieBreak {
            column: ScoreColumn(crate::standings::Column::Fouls),
            first: First::Fewer
        }
    );
    assert_eq!(rules.qualifiers[0].levels[0].level, "棋协大师");
    assert_eq!(rules.schedules.len(), 2);
    assert_eq!(rules.schedules[0].amounts, [Money::yuan(50)]);
    // The tables by the number of players, waiting for the field.
    let by_field = &rules.schedules[1];
    let bounds: Vec<String> = by_field
        .tables
        .iter()
        .map(|t| t.players.to_string())
        .collect();
    assert_eq!(
        (bounds, by_field.table),
        (vec!["16-".into(), "-15".into()], None)
    );
    let subsidies: Vec<&str> = rules.subsidies.iter().map(|s| s.id.as_str()).collect();
    // The payment after every subsidy, marked as one.
    assert_eq!(
        subsidies,
        ["travel", "meal", "deposit", "invited", "sportsmanship"]
    );
    let chosen = rules.chosen("sportsmanship").unwrap();
    assert_eq!(chosen.players, [("公开组".to_string(), "7".to_string())]);
    assert_eq!(chosen.prize.as_deref(), Some("证书"));
    assert!(rules.is_payment("deposit") && !rules.is_payment("travel"));
    // A payment to named players: named, a payment, never the committee's
    // choice (评选奖).
    let invited = rules.named("invited").unwrap();
    assert_eq!(invited.players, [("公开组".to_string(), "3".to_string())]);
    assert!(rules.is_payment("invited") && rules.chosen("invited").is_none());
    let tax = rules.tax.unwrap();
    assert_eq!(
        (tax.rate_label(), tax.amounts),
        ("20%".into(), TaxAmounts::Net)
    );
    // A refund is never income: exempt without being listed.
    assert_eq!(tax.exempt, ["meal", "deposit", "invited"]);
    assert_eq!(tax.withholder.as_deref(), Some("石柱县象棋协会"));
    assert_eq!(tax.period.as_deref(), Some("2019-05"));
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

#[test]
fn an_id_document_outside_its_words_lists_them_and_the_column_table() {
    let text = MINI.to_string() + "\n[settings]\nid_document = \"护照\"\n";
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: id_document: \"护照\" is not one of: \"身份证\", \"不需要\", \"{{ column = \"列名\" }}\"",
            line(&text, "护照")
        )]
    );
    let text = MINI.to_string() + "\n[settings]\nid_document = true\n";
    assert_eq!(problems(&text).len(), 1, "{:?}", problems(&text));
    let text = MINI.to_string() + "\n[settings]\nid_document = { colum = \"护照号\" }\n";
    let found = problems(&text);
    assert!(
        found.iter().any(|p| p.contains("unknown key \"colum\"")),
        "{found:?}"
    );
}

#[test]
fn id_document_reads_its_two_words_and_a_column() {
    use crate::rules::IdDocument;
    let read = |setting: &str| {
        let text = MINI.to_string() + "\n[settings]\n" + setting + "\n";
        load("rules.toml", &text).unwrap().settings.id_document
    };
    assert_eq!(
        load("rules.toml", MINI).unwrap().settings.id_document,
        IdDocument::IdCard
    );
    assert_eq!(read("id_document = \"身份证\""), IdDocument::IdCard);
    assert_eq!(read("id_document = \"不需要\""), IdDocument::NotNeeded);
    assert_eq!(
        read("id_document = { column = \"证件号码\" }"),
        IdDocument::Column("证件号码".to_string())
    );
}

#[test]
fn uncollected_outside_its_word_and_table_is_reported_at_its_line() {
    let text = MINI.to_string() + "\n[ceremony]\nuncollected = \"作废\"\n";
    let found = problems(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with(&format!(
            "rules.toml line {}: uncollected: \"作废\"",
            line(&text, "作废")
        )),
        "{found:?}"
    );
    assert!(found[0].contains("\"保留\""), "{found:?}");
    // The table it offers is the forfeit time, not another key's column.
    assert!(found[0].contains("forfeit_after"), "{found:?}");
    assert!(!found[0].contains("column"), "{found:?}");
    let text =
        MINI.to_string() + "\n[ceremony]\nuncollected = { forfeit_afer = \"2019-05-01 18:00\" }\n";
    let found = problems(&text);
    assert!(
        found
            .iter()
            .any(|p| p.contains("unknown key \"forfeit_afer\"")),
        "{found:?}"
    );
}

#[test]
fn a_forfeit_time_not_written_as_a_time_is_refused_at_its_line() {
    let text =
        MINI.to_string() + "\n[ceremony]\nuncollected = { forfeit_after = \"5月1日闭幕式后\" }\n";
    let found = problems(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with(&format!("rules.toml line {}:", line(&text, "闭幕式后"))),
        "{found:?}"
    );
    assert!(found[0].contains("2019-05-01 18:00"), "{found:?}");
}

#[test]
fn uncollected_reads_kept_by_default_and_a_forfeit_time() {
    use crate::rules::Uncollected;
    let rules = load("a.toml", MINI).unwrap();
    assert_eq!(rules.ceremony.uncollected, Uncollected::Kept);
    let text = MINI.to_string() + "\n[ceremony]\nuncollected = \"保留\"\n";
    assert_eq!(
        load("a.toml", &text).unwrap().ceremony.uncollected,
        Uncollected::Kept
    );
    let text =
        MINI.to_string() + "\n[ceremony]\nuncollected = { forfeit_after = \"2019-05-01 18:00\" }\n";
    assert_eq!(
        load("a.toml", &text).unwrap().ceremony.uncollected,
        Uncollected::ForfeitAfter("2019-05-01 18:00".to_string())
    );
}
