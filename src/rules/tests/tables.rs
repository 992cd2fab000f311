//! Prize tables by the number of players (`[[schedules.tables]]`): bounds
//! read as organizers write them, overlapping bounds refused at their line,
//! tables beside places refused, and the table chosen by the players listed
//! on the group's sheet, a count no table holds refused at the tables' line.

use super::*;
use crate::standings::{Player, Standings};

/// MINI's schedule with three tables instead of its places: 32 and more,
/// 16–31 (`MIDDLE`), 15 and fewer.
fn tabled(middle: &str) -> String {
    edit(
        "total = \"600\"\nplaces = [\n  { place = \"1\", amount = \"300\" },\n  { place = \"2\", amount = \"200\" },\n  { place = \"3\", amount = \"100\" },\n]\n",
        &format!(
            r#"[[schedules.tables]]
players = "32-"
total = "600"
places = [{{ place = 1, amount = "300" }}, {{ place = 2, amount = "200" }}, {{ place = 3, amount = "100" }}]
[[schedules.tables]]
players = "{middle}"
total = "300"
places = [{{ place = 1, amount = "200" }}, {{ place = 2, amount = "100" }}]
[[schedules.tables]]
players = "不足16人"
places = [{{ place = 1, amount = "100" }}]
"#
        ),
    )
}

fn field(size: u32) -> Standings {
    let players = (1..=size)
        .map(|r| Player::new(r + 1, r, &r.to_string(), &format!("选手{r}")))
        .collect();
    Standings::of(&[], [("公开组", players)])
}

#[test]
fn the_table_whose_bounds_hold_the_players_listed_is_in_force() {
    let (rules, lines) = load_with_lines("rules.toml", &tabled("16-31")).expect("loads");
    let y = Money::yuan;
    for (players, amounts, from, to) in [
        (40, vec![y(300), y(200), y(100)], 32, None),
        (32, vec![y(300), y(200), y(100)], 32, None),
        (31, vec![y(200), y(100)], 16, Some(31)),
        (28, vec![y(200), y(100)], 16, Some(31)),
        (16, vec![y(200), y(100)], 16, Some(31)),
        (15, vec![y(100)], 0, Some(15)),
    ] {
        let chosen = rules
            .clone()
            .for_field(&lines, &field(players))
            .expect("a table fits");
        let s = &chosen.schedules[0];
        assert_eq!(s.amounts, amounts, "{players} players");
        let t = s.table.expect("chosen");
        assert_eq!((t.players, t.bounds.from, t.bounds.to), (players, from, to));
        // The base regulation's planned total is the chosen table's.
        assert_eq!(s.base_planned, amounts.iter().copied().sum::<Money>());
    }
    assert_eq!(
        crate::msg::text::table_chosen(crate::msg::Lang::Zh, 28, 16, Some(31)),
        "参赛 28 人，按 16-31 人奖金表发放"
    );
}

#[test]
fn a_count_no_table_holds_is_refused_at_the_line_of_the_tables() {
    // 16-30 leaves 31 players without a table.
    let text = tabled("16-30");
    let (rules, lines) = load_with_lines("rules.toml", &text).expect("loads");
    let error = rules
        .for_field(&lines, &field(31))
        .expect_err("no table for 31");
    assert_eq!(
        error.lines(crate::msg::Lang::Zh),
        [format!(
            "rules.toml 第{}行：奖项「overall」：公开组参赛 31 人，没有哪张奖金表适用（各表参赛人数：32-、16-30、-15）。请补上 31 人的奖金表，或改正人数范围。",
            line(&text, "[[schedules.tables]]")
        )]
    );
}

#[test]
fn tables_whose_bounds_overlap_are_refused_at_the_later_one() {
    // 16-32 shares 32 players with "32-".
    let text = tabled("16-32");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: schedule \"overall\": the prize tables for \"32-\" and \"16-32\" players overlap; one number of players must choose one table (both ends are included)",
            line(&text, "players = \"16-32\"")
        )]
    );
}

#[test]
fn tables_beside_places_or_a_schedule_total_are_refused() {
    let text = tabled("16-31").replacen(
        "[[schedules.tables]]",
        "total = \"600\"\nplaces = [{ place = 1, amount = \"600\" }]\n[[schedules.tables]]",
        1,
    );
    let places = line(&text, "places = [{ place = 1, amount = \"600\" }]");
    assert_eq!(
        crate::rules::problem_codes(&text),
        [
            (Some(places - 1), "rules.tables_and_places"),
            (Some(places), "rules.tables_and_places"),
        ]
    );
}

#[test]
fn bounds_that_are_no_number_of_players_are_refused_at_their_line() {
    let text = tabled("很多人");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: players: \"很多人\" is not a number of players; write \"16-31\" (16 to 31, both included), \"32-\" (32 or more) or \"-15\" (15 or fewer)",
            line(&text, "很多人")
        )]
    );
}

#[test]
fn each_table_checks_its_places_and_total() {
    // The 16-31 table states 300 but pays 200 + 100 + 50 = 350.
    let text = tabled("16-31").replacen(
        "{ place = 2, amount = \"100\" }]",
        "{ place = 2, amount = \"100\" }, { place = 3, amount = \"50\" }]",
        1,
    );
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: schedule \"overall\": the places add up to 350.00, but the stated total is 300.00",
            line(&text, "total = \"300\"")
        )]
    );
}

#[test]
fn an_amendment_cannot_replace_the_places_of_a_schedule_with_tables() {
    let text = format!(
        "{}\n[[amendments]]\ndate = \"2024-05-01\"\nname = \"通知\"\nchanges = [\n  {{ action = \"replace-places\", schedule = \"overall\", places = [{{ place = 1, amount = \"50\" }}] }},\n]\n",
        tabled("16-31")
    );
    assert_eq!(
        crate::rules::problem_codes(&text),
        [(Some(line(&text, "replace-places")), "rules.tables_amended")]
    );
}
