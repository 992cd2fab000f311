//! Phases and tie-breaks: each mistake reported at its line, all at once.

use super::*;

/// The 2024 template: an 8-player knockout and two Swiss phases.
const PHASES: &str = HENGFANG_2024_RULES;

fn phases_edit(from: &str, to: &str) -> String {
    assert!(PHASES.contains(from), "{from:?} not in PHASES");
    PHASES.replacen(from, to, 1)
}

#[test]
fn the_three_seed_templates_state_their_phases() {
    assert_eq!(problems(PHASES), Vec::<String>::new());
    let rules = load("t", DEFAULT_RULES).unwrap();
    assert_eq!(rules.groups[0].phases.len(), 2);
    assert_eq!(rules.groups[1].phases.len(), 1);
    assert_eq!(rules.groups[0].tiebreaks.len(), 5);
    for text in [HENGFANG_2024_RULES, HANGU_2013_RULES] {
        assert_eq!(problems(text), Vec::<String>::new());
        let rules = load("t", text).unwrap();
        assert!(rules.has_nothing_to_pay());
    }
    let hengfang = load("t", HENGFANG_2024_RULES).unwrap();
    let places: Vec<String> = hengfang.groups[0]
        .phases
        .iter()
        .map(Phase::places)
        .collect();
    assert_eq!(places, ["1–8", "9–108", "109–"]);
    let hangu = load("t", HANGU_2013_RULES).unwrap();
    for g in &hangu.groups {
        let last = g.tiebreaks.last().unwrap();
        assert_eq!(
            (last.column.0.header(), last.first),
            ("对手分", First::More)
        );
    }
}

#[test]
fn a_gap_and_an_overlap_between_phases_are_both_reported() {
    let text = phases_edit("{ from = 9, to = 108,", "{ from = 10, to = 108,").replacen(
        "{ from = 109,",
        "{ from = 100,",
        1,
    );
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: group \"公开组\": no phase decides place 9; phases must run on from place 1",
                line(&text, "from = 10,")
            ),
            format!(
                "rules.toml line {}: group \"公开组\": the phase from place 100 overlaps the one before (which ends at 108)",
                line(&text, "from = 100,")
            ),
        ]
    );
}

#[test]
fn only_the_last_phase_is_open_ended() {
    let text = phases_edit("{ from = 9, to = 108,", "{ from = 9,").replacen(
        "{ from = 109, by",
        "{ from = 109, to = 300, by",
        1,
    );
    let p = problems(&text);
    assert!(
        p.contains(&format!(
            "rules.toml line {}: group \"公开组\": only the last phase may leave out `to` (the place it ends at)",
            line(&text, "from = 9,")
        )),
        "{p:#?}"
    );
    assert!(
        p.contains(&format!(
            "rules.toml line {}: group \"公开组\": the last phase decides every place after 109; leave out `to`",
            line(&text, "to = 300")
        )),
        "{p:#?}"
    );
}

/// 财神杯 2013: 16 players, single elimination, nothing else. The knockout
/// must give its size and is also the last phase: both at once are right.
const KNOCKOUT_ONLY: &str = r#"
event = "首届“财神杯”全国电视象棋快棋邀请赛"
event_year = 2013

[[groups]]
sheet = "淘汰赛"
kind = "open"
knockout = 16
phases = [{ from = 1, to = 16, by = "knockout" }]

[[schedules]]
id = "knockout"
name = "淘汰赛名次奖"
pool = { group = "淘汰赛" }
places = [{ place = "1", amount = "100000" }, { place = "2", amount = "50000" }]
"#;

#[test]
fn a_group_decided_wholly_by_a_knockout_states_it_as_its_only_phase() {
    assert_eq!(problems(KNOCKOUT_ONLY), Vec::<String>::new());
    let rules = load("t", KNOCKOUT_ONLY).unwrap();
    let places: Vec<String> = rules.groups[0].phases.iter().map(Phase::places).collect();
    assert_eq!(places, ["1–16"]);
    // Without its size the knockout is refused, and only for that.
    let text = KNOCKOUT_ONLY.replacen(" to = 16,", "", 1);
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: group \"淘汰赛\": a knockout phase needs `to`, its number of players (e.g. to = 32)",
            line(&text, "phases = [")
        )]
    );
}

#[test]
fn a_knockout_must_be_a_bracket_at_the_top_agreeing_with_knockout() {
    let text = phases_edit(
        "{ from = 1, to = 8, by = \"knockout\" }",
        "{ from = 1, to = 6, by = \"knockout\" }",
    )
    .replacen("{ from = 9, to = 108,", "{ from = 7, to = 108,", 1);
    let at = line(&text, "to = 6");
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: group \"公开组\": knockout = 8, but the knockout phase covers places 1–6; make them agree",
                line(&text, "knockout = 8")
            ),
            format!(
                "rules.toml line {at}: group \"公开组\": a knockout bracket has 2, 4, 8, 16, 32 … players, not 6"
            ),
        ]
    );
    let text = phases_edit("knockout = 8\n", "");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: group \"公开组\": the knockout phase covers places 1–8: write knockout = 8 under this group as well",
            line(&text, "[[groups]]")
        )]
    );
}

#[test]
fn a_swiss_needs_tie_breaks_and_each_column_comes_once() {
    let start = PHASES.find("tiebreaks").unwrap();
    let text = PHASES[..start].to_string();
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: group \"公开组\": a Swiss phase needs the ranking order: tiebreaks = [{{ column = \"积分\", first = \"more\" }}, {{ column = \"累进分\", first = \"more\" }}, …]",
            line(&text, "phases = [")
        )]
    );
    let text = phases_edit(
        "{ column = \"胜局\", first = \"more\" }",
        "{ column = \"progressive\", first = \"more\" }",
    );
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: group \"公开组\": the tie-break column 累进分 is listed twice",
            line(&text, "\"progressive\"")
        )]
    );
}

#[test]
fn a_wrong_column_direction_or_phase_kind_lists_the_words_allowed() {
    let text = phases_edit(
        "{ column = \"胜局\", first = \"more\" }",
        "{ column = \"胜率\", first = \"higher\" }",
    )
    .replacen(
        "by = \"swiss\", rounds = 13",
        "by = \"round-robin\", rounds = 13",
        1,
    );
    let p = problems(&text);
    let at = line(&text, "胜率");
    assert!(
        p.contains(&format!(
            "rules.toml line {at}: column: \"胜率\" is not one of: \"积分\", \"累进分\", \"胜局\", \"犯规\", \"后走局数\", \"对手分\", \"score\", \"progressive\", \"wins\", \"fouls\", \"blacks\", \"opp_score\""
        )),
        "{p:#?}"
    );
    assert!(
        p.contains(&format!(
            "rules.toml line {at}: first: \"higher\" is not one of: \"more\", \"fewer\""
        )),
        "{p:#?}"
    );
    assert!(
        p.contains(&format!(
            "rules.toml line {}: by: \"round-robin\" is not one of: \"knockout\", \"swiss\"",
            line(&text, "round-robin")
        )),
        "{p:#?}"
    );
    let text = phases_edit("audit = \"warn\"", "audit = \"stop\"");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: audit: \"stop\" is not one of: \"warn\", \"refuse\"",
            line(&text, "audit = ")
        )]
    );
}
