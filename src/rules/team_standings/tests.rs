//! The team prizes' checks on small fields built by hand: which rows, names
//! and amounts each warning and error carries.

use super::*;
use crate::standings::{Figures, Player};
use rust_decimal::Decimal;

/// 公开组: (名次, 单位, 积分) per player, at sheet row 名次 + 1.
fn field(players: &[(u32, &str, Option<u32>)]) -> Standings {
    let players = players
        .iter()
        .map(|&(rank, club, score)| {
            let mut p = Player::new(rank + 1, rank, &rank.to_string(), &format!("选手{rank}"));
            p.club = club.into();
            p.figures = Figures::new([score.map(Decimal::from), None, None, None, None]);
            p
        })
        .collect();
    Standings::of(&[Column::Club, Column::Score], [("公开组", players)])
}

fn rules(keys: &str) -> Rules {
    let text = format!(
        r#"
event = "团体测试"
event_year = 2025
[[groups]]
sheet = "公开组"
kind = "open"
[[teams]]
id = "team"
name = "团体奖"
group = "公开组"
{keys}
places = [{{ place = "1", amount = "3000" }}, {{ place = "2", amount = "2000" }}]
"#
    );
    crate::rules::load("rules.toml", &text).expect("valid rules")
}

fn messages(warnings: &[Warning], code: &str) -> Vec<Msg> {
    (warnings.iter())
        .filter(|w| w.message.code() == code)
        .map(|w| w.message.clone())
        .collect()
}

#[test]
fn a_counted_no_team_reaches_leaves_every_place_vacant_unless_short_teams_rank_after() {
    // A 2 players, B 1; counted 3: no team full. Unranked (the default):
    // 3000 + 2000 = 5000 vacant.
    let standings = field(&[(1, "A", None), (2, "B", None), (3, "A", None)]);
    let lines = Lines::new("rules.toml");
    let said = notes(&rules("counted = 3"), &lines, &standings);
    let none_full = |vacant: Option<&str>| Msg::TeamNoneFull {
        file: "rules.toml".into(),
        line: None,
        prize: "团体奖".into(),
        counted: 3,
        largest: 2,
        vacant: vacant.map(str::to_string),
    };
    assert_eq!(
        messages(&said, "team.none_full"),
        [none_full(Some("5000.00"))]
    );
    // Ranked after the full ones: A and B are ranked (2 players before 1),
    // nothing vacant, still said.
    let after = rules("counted = 3\nshort_teams = \"排在后\"");
    let said = notes(&after, &lines, &standings);
    assert_eq!(messages(&said, "team.none_full"), [none_full(None)]);
    // Counted 2: A is full, nothing said.
    let said = notes(&rules("counted = 2"), &lines, &standings);
    assert!(messages(&said, "team.none_full").is_empty());
}

#[test]
fn with_no_team_at_all_every_place_is_vacant_even_when_short_teams_rank_after() {
    // Every 单位 blank: no team, largest 0; nothing to rank after.
    let standings = field(&[(1, "", None), (2, " ", None)]);
    let after = rules("counted = 1\nshort_teams = \"排在后\"");
    let said = notes(&after, &Lines::new("rules.toml"), &standings);
    assert_eq!(
        messages(&said, "team.none_full"),
        [Msg::TeamNoneFull {
            file: "rules.toml".into(),
            line: None,
            prize: "团体奖".into(),
            counted: 1,
            largest: 0,
            vacant: Some("5000.00".into()),
        }]
    );
    assert_eq!(messages(&said, "team.blank").len(), 2);
}

#[test]
fn a_blank_score_is_an_error_only_for_a_team_player_when_scores_add_up() {
    // Rows 3 (A, blank) and 5 (B, blank) are team players; row 4 has no
    // team. By places (the default) no 积分 is read: no error.
    let standings = field(&[
        (1, "A", Some(6)),
        (2, "A", None),
        (3, "", None),
        (4, "B", None),
    ]);
    let lines = Lines::new("rules.toml");
    let by_score = rules("counted = 1\nby = \"积分\"");
    let found: Vec<Msg> = (problems(&by_score, &lines, &standings).into_iter())
        .map(|p| p.message)
        .collect();
    assert_eq!(
        found,
        [Msg::TeamScoreBlank {
            prize: "团体奖".into(),
            sheet: "公开组".into(),
            rows: vec![3, 5],
        }]
    );
    assert!(problems(&rules("counted = 1"), &lines, &standings).is_empty());
}

#[test]
fn a_sheet_without_the_team_column_is_left_to_the_missing_column_error() {
    // No 单位 column: every player would be "blank" and no team full; the
    // missing column is the one thing said (`missing_columns`).
    let players = vec![Player::new(2, 1, "1", "选手1")];
    let standings = Standings::of(&[Column::Score], [("公开组", players)]);
    let said = notes(&rules("counted = 3"), &Lines::new("rules.toml"), &standings);
    assert_eq!(said, []);
}

#[test]
fn spellings_nearly_alike_are_said_once_with_their_rows_in_sheet_order() {
    // 石柱 (rows 2, 4), 石柱队 (row 3), 石柱县 (row 5): one warning, the
    // spellings in the order the sheet first writes them.
    let standings = field(&[
        (1, "石柱", None),
        (2, "石柱队", None),
        (3, "石柱", None),
        (4, "石柱县", None),
        (5, "黔江", None),
    ]);
    let said = notes(&rules("counted = 1"), &Lines::new("rules.toml"), &standings);
    assert_eq!(
        messages(&said, "team.near_spellings"),
        [Msg::TeamSpellingsNear {
            prize: "团体奖".into(),
            column: "单位".into(),
            spellings: vec![
                ("石柱".into(), vec![2, 4]),
                ("石柱队".into(), vec![3]),
                ("石柱县".into(), vec![5]),
            ],
        }]
    );
}

/// Standings with 选手1 of 单位 A队, and a team sheet 团体成绩 with 「A 队」
/// (row 2: his team once the space is gone) and 乙队 (row 3: nobody's).
fn sheet_with_unlisted_team() -> Standings {
    use crate::standings::teams::{TeamRow, TeamSheet};
    let mut standings = field(&[(1, "A队", None)]);
    let team = |row: u32, place: u32, name: &str| TeamRow {
        row,
        place,
        team: name.into(),
        points: None,
    };
    standings.teams.push(TeamSheet {
        sheet: "团体成绩".into(),
        rows: vec![team(2, 1, "A 队"), team(3, 2, "乙队")],
        team_column: 1,
    });
    standings
}

/// A team prize read from 团体成绩, with `extra` lines under `[[teams]]`.
fn sheet_rules(extra: &str) -> Rules {
    crate::rules::load(
        "rules.toml",
        &format!(
            r#"
event = "团体测试"
event_year = 2025
[[groups]]
sheet = "公开组"
kind = "open"
[[teams]]
id = "team"
name = "团体赛"
sheet = "团体成绩"
places = [{{ place = "1", amount = "3000" }}, {{ place = "2", amount = "2000" }}]
{extra}
"#
        ),
    )
    .expect("valid rules")
}

#[test]
fn a_team_of_the_team_sheet_that_no_player_names_is_refused_at_its_cell() {
    // Issue 49: a team on the sheet with no players is a slip or another
    // event's sheet; by default the run stops, naming 团体成绩!B3.
    let standings = sheet_with_unlisted_team();
    let rules = sheet_rules("");
    let lines = Lines::new("rules.toml");
    assert!(notes(&rules, &lines, &standings).is_empty());
    let refused = problems(&rules, &lines, &standings);
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!(
        refused[0].message,
        Msg::TeamSheetUnlisted {
            sheet: "团体成绩".into(),
            cell: "B3".into(),
            team: "乙队".into(),
            column: "单位".into(),
            prize: "团体赛".into(),
        }
    );
}

#[test]
fn a_team_of_the_team_sheet_that_no_player_names_is_paid_with_a_warning_when_the_rules_say_so() {
    // unlisted_teams = "照发": a team match with teams of its own; 乙队 is
    // paid as the sheet says, and warned at row 3.
    let standings = sheet_with_unlisted_team();
    let rules = sheet_rules("unlisted_teams = \"照发\"");
    let lines = Lines::new("rules.toml");
    assert!(problems(&rules, &lines, &standings).is_empty());
    assert_eq!(
        notes(&rules, &lines, &standings),
        [Warning {
            sheet: "团体成绩".into(),
            row: Some(3),
            column: Some("队名".into()),
            message: Msg::TeamSheetNoPlayers {
                team: "乙队".into(),
                column: "单位".into(),
                prize: "团体赛".into(),
            },
        }]
    );
}

#[test]
fn a_blank_team_is_warned_of_only_for_a_player_the_member_column_marks() {
    // members = "团体": 选手1 (marked, 单位 blank) is a team player with no
    // team: warned. 选手2 (not marked, 单位 blank) plays alone: not warned.
    // 选手3 (marked, A) is in team A.
    let mut standings = field(&[(1, "", None), (2, "", None), (3, "A", None)]);
    let players = &mut standings.groups[0].players;
    players[0].marks = vec!["团体".into()];
    players[2].marks = vec!["团体".into()];
    standings.groups[0].marked = vec!["团体".to_string()];
    let lines = Lines::new("rules.toml");
    let said = notes(
        &rules("counted = 1\nmembers = \"团体\""),
        &lines,
        &standings,
    );
    let rows: Vec<Option<u32>> = (said.iter())
        .filter(|w| w.message.code() == "team.blank")
        .map(|w| w.row)
        .collect();
    assert_eq!(rows, [Some(2)]);
}

#[test]
fn a_team_name_column_of_its_own_warns_of_no_blank() {
    // 选手1: 单位 blank, 队名 blank; 选手2: 单位 X, 队名 红队. With
    // team_column = "队名" a blank is a player in no team: not warned.
    let mut standings = field(&[(1, "", None), (2, "X", None)]);
    standings.groups[0].players[1].texts = vec![("队名".into(), "红队".into())];
    standings.groups[0].marked = vec!["队名".to_string()];
    let lines = Lines::new("rules.toml");
    let said = notes(
        &rules("counted = 1\nteam_column = \"队名\""),
        &lines,
        &standings,
    );
    assert!(messages(&said, "team.blank").is_empty(), "{said:?}");
    // With 单位 the team column, 选手1's blank 单位 is warned (row 2).
    let said = notes(&rules("counted = 1"), &lines, &standings);
    let rows: Vec<Option<u32>> = (said.iter())
        .filter(|w| w.message.code() == "team.blank")
        .map(|w| w.row)
        .collect();
    assert_eq!(rows, [Some(2)]);
}
