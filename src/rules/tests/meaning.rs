//! What a rules file means: totals against places, places without gaps or
//! overlaps, budget sections, references, ids, settings that fit together.

use super::*;

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

/// MINI's 600 of places, a committee award and a refund, under a budget
/// whose sections are `sections`.
fn budget_naming(sections: &str) -> String {
    MINI.to_string()
        + &format!(
            r#"
[[awards]]
id = "fair-play"
name = "体育道德风尚奖"
amount = "100"
players = ["公开组:1"]

[[payments]]
id = "deposit"
name = "退还保证金"
amount = "20"

[budget]
stated = "800"
sections = {sections}
"#
        )
}

#[test]
fn a_budget_section_may_name_a_committee_award_or_a_payment() {
    // 名次奖 600 (300 + 200 + 100) in one section; the award and the refund,
    // paid as the standings decide, in another stated at 200; 600 + 200 =
    // 800, the total. Nothing to refuse.
    let text = budget_naming(
        r#"[{ name = "名次奖", stated = "600", schedules = ["overall"] }, { name = "其他", stated = "200", schedules = ["fair-play", "deposit"] }]"#,
    );
    assert_eq!(problems(&text), Vec::<String>::new());
}

#[test]
fn a_budget_section_naming_no_money_kind_names_the_ids_there_are() {
    let text = budget_naming(
        r#"[{ name = "全部", stated = "800", schedules = ["overall", "fairplay"] }]"#,
    );
    // The ids there are: the schedule first (with the team prizes), then
    // the award and the payment.
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: budget section \"全部\": \"fairplay\" is the id of no schedule, team prize, award, payment, subsidy or reserved set of this rules file; the ids there are: overall, fair-play, deposit",
            line(&text, "sections = ")
        )]
    );
    let zh = match load("rules.toml", &text) {
        Err(e) => e.lines(crate::msg::Lang::Zh),
        Ok(_) => Vec::new(),
    };
    assert!(
        zh[0].ends_with(
            "预算分项“全部”：「fairplay」不是本规则文件中任何奖项、团体奖、评选奖、支付、补贴或名额的 id。可写的 id：overall、fair-play、deposit。请改为其中之一。"
        ),
        "{zh:?}"
    );
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
                "rules.toml line {}: budget section \"all\": \"overal\" is the id of no schedule, team prize, award, payment, subsidy or reserved set of this rules file; the ids there are: overall",
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

#[test]
fn split_unit_defaults_to_the_fen_and_takes_chinese_or_english_words() {
    use crate::rules::SplitUnit;
    assert_eq!(load("r", MINI).unwrap().settings.split_unit, SplitUnit::Fen);
    for (word, unit) in [
        ("分", SplitUnit::Fen),
        ("fen", SplitUnit::Fen),
        ("角", SplitUnit::Jiao),
        ("jiao", SplitUnit::Jiao),
        ("元", SplitUnit::Yuan),
        ("yuan", SplitUnit::Yuan),
    ] {
        let text = format!("{MINI}\n[settings]\nsplit_unit = \"{word}\"\n");
        assert_eq!(
            load("r", &text).unwrap().settings.split_unit,
            unit,
            "{word}"
        );
    }
    // At the fen the settings serialise as before the key existed, so the
    // money-rules fingerprint a paid run recorded still matches.
    let fen = serde_json::to_value(crate::rules::Settings::default()).unwrap();
    assert!(fen.get("split_unit").is_none());
    let yuan = crate::rules::Settings {
        split_unit: SplitUnit::Yuan,
        ..Default::default()
    };
    assert_eq!(serde_json::to_value(yuan).unwrap()["split_unit"], "yuan");
}

#[test]
fn the_shipped_overall_total_stands_on_line_124() {
    // The line the documentation's example message cites.
    assert_eq!(line(DEFAULT_RULES, "total = \"61600\""), 124);
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
fn a_birth_date_window_is_read_as_an_organizer_writes_the_days() {
    let window = |from: &str, until: &str| {
        edit(
            "{ group = \"公开组\" }",
            &format!("{{ group = \"公开组\", born_from = \"{from}\", born_until = \"{until}\" }}"),
        )
    };
    let day = |y, m, d| chrono::NaiveDate::from_ymd_opt(y, m, d);
    for (from, until) in [
        ("2009-01-01", "2010-12-31"),
        ("2009年1月1日", "2010年12月31日"),
        ("2009/1/1", "２０１０年１２月３１日"),
        // Every form docs/prizes.md lists.
        ("2009.1.1", "2010.12.31"),
        ("2009-1-1", "20101231"),
        ("2009年1月1", "2010/12/31"),
    ] {
        let rules = load("r", &window(from, until)).unwrap();
        let pool = &rules.schedules[0].pool;
        assert_eq!(
            (pool.born_from, pool.born_until),
            (day(2009, 1, 1), day(2010, 12, 31)),
            "{from} {until}"
        );
    }
}

#[test]
fn a_birth_date_window_must_hold_real_days_in_order() {
    let text = edit(
        "{ group = \"公开组\" }",
        "{ group = \"公开组\", born_from = \"2004年2月30日\", born_until = \"2004-9\" }",
    );
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {0}: born_from: \"2004年2月30日\" is not a date written like \"2004-09-01\", \"2004年9月1日\", \"2004/9/1\" or \"2004.9.1\" (a four-digit year, the day given)",
                line(&text, "born_from")
            ),
            format!(
                "rules.toml line {0}: born_until: \"2004-9\" is not a date written like \"2004-09-01\", \"2004年9月1日\", \"2004/9/1\" or \"2004.9.1\" (a four-digit year, the day given)",
                line(&text, "born_from")
            ),
        ]
    );
    let upside_down = edit(
        "{ group = \"公开组\" }",
        "{ group = \"公开组\", born_from = \"2010-12-31\", born_until = \"2009-01-01\" }",
    );
    assert_eq!(
        problems(&upside_down),
        [format!(
            "rules.toml line {}: schedule \"overall\": born_from 2010-12-31 is after born_until 2009-01-01; nobody is born in between",
            line(&upside_down, "born_from")
        )]
    );
}

#[test]
fn stacking_and_ties_are_read_in_the_regulations_words() {
    for (words, stacking, ties) in [
        (
            "stacking = \"兼得\"\nties = \"平分\"",
            Stacking::All,
            TieRule::Split,
        ),
        (
            "stacking = \"不兼得\"\nties = \"报错\"",
            Stacking::One,
            TieRule::Refuse,
        ),
        (
            "stacking = \"one\"\nties = \"refuse\"",
            Stacking::One,
            TieRule::Refuse,
        ),
    ] {
        let text = format!("{MINI}\n[settings]\n{words}\n");
        let rules = load("r", &text).unwrap();
        assert_eq!(
            (rules.settings.stacking, rules.settings.ties),
            (stacking, ties),
            "{words}"
        );
    }
    let text = format!("{MINI}\n[settings]\nstacking = \"兼的\"\n");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: stacking: \"兼的\" is not one of: \"all\", \"one\", \"兼得\", \"不兼得\"",
            line(&text, "兼的")
        )]
    );
}

#[test]
fn places_are_read_as_the_standings_write_them() {
    for written in ["2-3", "2~3", "2～3", "2至3", "第2-3名", "2—3"] {
        let text = edit(
            "  { place = \"2\", amount = \"200\" },\n  { place = \"3\", amount = \"100\" },\n",
            &format!("  {{ place = \"{written}\", amount = \"150\" }},\n"),
        );
        let rules = load("r", &text).unwrap_or_else(|e| panic!("{written}: {e:?}"));
        // 300 for 1st, 150 each for 2nd and 3rd: 300 + 150 + 150 = 600.
        assert_eq!(
            rules.schedules[0].amounts,
            [300, 150, 150].map(crate::money::Money::yuan),
            "{written}"
        );
    }
    let text = edit("{ place = \"1\", amount", "{ place = \"第1名\", amount");
    assert!(load("r", &text).is_ok());
    for bad in ["3-2", "第0名", "2至", "二至三"] {
        let text = edit(
            "{ place = \"1\", amount",
            &format!("{{ place = \"{bad}\", amount"),
        );
        assert!(
            problems(&text)
                .iter()
                .any(|p| p.contains(&format!("\"{bad}\" is not a place"))),
            "{bad}: {:?}",
            problems(&text)
        );
    }
}

#[test]
fn a_subsidy_condition_listed_twice_is_named_in_the_catalogue_s_words() {
    let text = MINI.to_string()
        + r#"
[[subsidies]]
id = "student"
name = "大学生食宿补贴"
amount = "300"
conditions = ["student", "completed", "student"]
"#;
    let at = last_line(&text, "conditions = ");
    let err = load("rules.toml", &text).unwrap_err();
    let zh = err.lines(crate::msg::Lang::Zh);
    assert_eq!(zh.len(), 1, "{zh:?}");
    assert!(zh[0].contains("条件“在校大学生”列了两次"), "{zh:?}");
    let en = err.lines(crate::msg::Lang::En);
    assert_eq!(en.len(), 1, "{en:?}");
    assert!(
        en[0].starts_with(&format!("rules.toml line {at}: ")),
        "{en:?}"
    );
    assert!(
        en[0].ends_with("the condition \"University student\" is listed twice"),
        "{en:?}"
    );
}
