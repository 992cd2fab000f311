//! `xqprize explain`: why a player got or did not get each prize.

use super::organizer::*;
use xqprize::explain::{Explanation, Lookup, Standing, explain, find_player};
use xqprize::money::Money;
use xqprize::pipeline::{self, RulesSource};
use xqprize::rules::Overrides;

/// What the library explains for `player` of the event in `w`, read through
/// the same pipeline as `explain`.
fn library_answer(w: &Workdir, player: &str) -> Explanation {
    let source = RulesSource::given(Some(&w.path("rules.toml")), xqprize::msg::Lang::Zh).unwrap();
    let loaded = pipeline::load_rules(&source, &Overrides::default()).unwrap();
    let read = pipeline::read(&w.path("standings.xlsx"), &loaded.rules, &[], false).unwrap();
    let computed = pipeline::compute(&loaded.rules, &loaded.lines, &read).unwrap();
    let Lookup::Found(id) = find_player(&read.standings, player) else {
        panic!("{player} is one player");
    };
    explain(&loaded.rules, &read.standings, &computed.outcome, id)
}

#[test]
fn explain_names_the_prize_a_passed_over_woman_kept() {
    let w = Workdir::new();
    small_event(&w, true);
    // One prize per player, largest first: overall 1st 1000 → 甲 (A1);
    // overall 2nd 600 → A2 (woman); women 1st 400 → A4, the best woman
    // without a prize; overall 3rd-4th 300 → A3 and A5 (A4 holds 400);
    // women 2nd 200 → no woman left without a prize: vacant.
    let out = w.stdout(
        &[
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "A2",
        ],
        0,
    );
    // Each line cites the pool's line in the rules file and the player's row.
    assert!(
        out.starts_with("乙 (公开组 row 3, 编号 A2, 名次 2)"),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "women 女子奖 [rules.toml line {}]: in the pool, place 1 of 3; nothing: holds overall 名次奖 place 2 (600.00), the larger prize",
            line_of(SMALL_RULES, "sex = \"女\"")
        )),
        "{out}"
    );
    assert!(out.contains("total: 600.00"), "{out}");
    // The same answer as the library gives it, before it is put into words:
    // first of the three women, paid nothing in that pool, keeping overall
    // place 2 (600), larger than the women's 1st (400).
    let answer = library_answer(&w, "A2");
    let women = answer.schedules.iter().find(|s| s.id == "women").unwrap();
    assert_eq!(
        women.standing,
        Standing::In {
            place: 1,
            shared_by: 1,
            size: 3
        }
    );
    assert!(women.awards.is_empty());
    let held = women
        .passed_over_for
        .as_ref()
        .expect("a prize took the place");
    assert_eq!(
        (held.schedule.as_str(), held.place, held.amount),
        ("overall", 2, Money::yuan(600))
    );
    assert_eq!(answer.total, Money::yuan(600));
    // A5 is 5th overall but paid the 4th place: places passed down.
    let out = w.stdout(
        &[
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "A5",
        ],
        0,
    );
    assert!(
        out.contains("in the pool, place 5 of 5; paid place 4 (名次顺延"),
        "{out}"
    );
}

#[test]
fn explain_lists_the_players_a_shared_name_could_mean() {
    let w = Workdir::new();
    small_event(&w, true);
    let err = w.stderr(
        &[
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "乙",
        ],
        1,
    );
    assert!(err.contains("2 players answer to \"乙\""), "{err}");
    assert!(err.contains("公开组:A2  乙  place 2"), "{err}");
    assert!(err.contains("公开组:A5  乙  place 5"), "{err}");
}

#[test]
fn explain_into_a_closed_pipe_ends_quietly() {
    // `xqprize explain … | head -0`: the reading end is closed before the
    // answer is written. The command ends with status 0 and says nothing.
    let w = Workdir::new();
    small_event(&w, true);
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("xqprize"))
        .current_dir(w.dir.path())
        .args([
            "explain",
            "standings.xlsx",
            "--rules",
            "rules.toml",
            "--player",
            "A2",
        ])
        .stdout(writer)
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}
