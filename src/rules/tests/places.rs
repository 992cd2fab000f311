//! Places written anywhere in the order (幸运奖 「第11、21、31名」,
//! 「第31至40名」): accepted without starting at 1, still refused when they
//! overlap, pay 0 or miss their total, and never handed out one prize per
//! player or kept for a sub-pool.

use super::*;

/// MINI with a 幸运奖 of places `places` (and `extra` keys) after it.
fn lucky(places: &str, extra: &str) -> String {
    format!(
        "{MINI}\n[[schedules]]\nid = \"lucky\"\nname = \"幸运奖\"\npool = {{ group = \"公开组\" }}\n{extra}places = {places}\n"
    )
}

const ELEVEN_21_31: &str = r#"[{ place = "第11名", amount = "100" }, { place = 21, amount = "100" }, { place = 31, amount = "100" }]"#;

#[test]
fn lucky_places_need_not_start_at_one_nor_run_without_gaps() {
    // 第11、21、31名 100 each: total 3 × 100 = 300; 第31至40名: 10 × 100 = 1000.
    let text = lucky(ELEVEN_21_31, "total = \"300\"\n");
    assert_eq!(problems(&text), Vec::<String>::new());
    let range = lucky(
        r#"[{ place = "31-40", amount = "100" }]"#,
        "total = \"1000\"\n",
    );
    assert_eq!(problems(&range), Vec::<String>::new());
    let rules = load("rules.toml", &text).expect("loads");
    let written: Vec<String> = (rules.schedules[1].places_written().iter())
        .map(ToString::to_string)
        .collect();
    assert_eq!(written, ["11", "21", "31"]);
    assert!(rules.schedules[1].picks_places() && !rules.schedules[0].picks_places());
}

#[test]
fn a_gap_in_places_that_start_at_one_is_still_refused() {
    // 1, 2, 4: place 3 left out, most likely by mistake.
    let text = edit(
        "{ place = \"3\", amount = \"100\" }",
        "{ place = \"4\", amount = \"100\" }",
    );
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: schedule \"overall\": no amount for place 3",
            line(&text, "place = \"4\"")
        )]
    );
}

#[test]
fn lucky_places_that_overlap_pay_nothing_or_miss_their_total_are_refused() {
    // 31-40 and 35: place 35 twice; 第21名 amount 0; places 31–40 10 × 100
    // (35 once, at 100 either way) + 0 = 1000 against a stated 1100.
    let places = r#"[
  { place = "31-40", amount = "100" },
  { place = 35, amount = "100" },
  { place = 21, amount = "0" },
]"#;
    let text = lucky(places, "total = \"1100\"\n");
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: schedule \"lucky\": the places add up to 1000.00, but the stated total is 1100.00",
                line(&text, "total = \"1100\"")
            ),
            format!(
                "rules.toml line {}: schedule \"lucky\": place 35 given twice",
                line(&text, "place = 35")
            ),
            format!(
                "rules.toml line {}: schedule \"lucky\": place 21 has an amount of 0; for a prize without money drop amount and write prize = \"…\" (e.g. prize = \"gift\"), or drop the place",
                line(&text, "place = 21")
            ),
        ]
    );
}

#[test]
fn lucky_places_are_never_handed_out_one_prize_per_player() {
    // stacking = "one" (line of the lucky places) and not_combined (line
    // of the set) each refused; so is a reserved 名额.
    let one = lucky(ELEVEN_21_31, "").replacen(
        "knockout = 8\n",
        "knockout = 8\n[settings]\nstacking = \"one\"\n",
        1,
    );
    let error = load("rules.toml", &one).expect_err("refused");
    assert_eq!(
        error.lines(crate::msg::Lang::Zh),
        [format!(
            "rules.toml 第{}行：奖项「lucky」：名次从第11名起（幸运奖等按名次挑选的奖项），按所写名次发给该名次的棋手，与其他奖金兼得，不能与 stacking = \"one\"（每人限得一项）同用。如规程写明此奖不与其他奖兼得，本工具不能计算此奖，请删去此奖另行发放；否则请删去 stacking = \"one\"（不写即各奖兼得），并用 not_combined 列出互不兼得的名次奖。",
            last_line(&one, "places = ")
        )]
    );
    let set = format!(
        "{}[settings]\nnot_combined = [[\"overall\", \"lucky\"]]\n",
        lucky(ELEVEN_21_31, "")
    );
    assert_eq!(
        crate::rules::problem_codes(&set),
        [(
            Some(line(&set, "not_combined")),
            "rules.places_picked_one_prize"
        )]
    );
    let reserved = lucky(
        ELEVEN_21_31,
        "reserved = { count = 1, name = \"女子\", pool = { sex = \"女\" } }\n",
    );
    assert_eq!(
        crate::rules::problem_codes(&reserved),
        [(
            Some(line(&reserved, "reserved =")),
            "rules.places_picked_reserved"
        )]
    );
}
