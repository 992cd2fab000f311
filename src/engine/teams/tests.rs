//! Team prizes on small fields built by hand: the sum of places, ties by the
//! best individual place, ties split, short teams, 积分 added up. Every
//! ranking and amount is worked out in the comment beside it.

use super::*;
use crate::standings::{Figures, Player, Standings};

/// One group 公开组: (rank, 单位, 积分) per player.
fn field(players: &[(u32, &str, u32)]) -> Standings {
    let players = players
        .iter()
        .map(|&(rank, club, score)| {
            let mut p = Player::new(rank + 1, rank, &rank.to_string(), &format!("选手{rank}"));
            p.club = club.into();
            p.figures = Figures::new([Some(Decimal::from(score)), None, None, None, None]);
            p
        })
        .collect();
    Standings::of(&[], [("公开组", players)])
}

/// A rules file with one team prize counting 3 players; `more` adds keys
/// to `[[teams]]`.
fn rules(more: &str, places: &str) -> Rules {
    rules_with(&format!("counted = 3\n{more}"), places)
}

/// A rules file with one team prize of the keys `keys`.
fn rules_with(keys: &str, places: &str) -> Rules {
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
places = [{places}]
"#
    );
    crate::rules::load("rules.toml", &text).expect("valid rules")
}

const THREE: &str = r#"{ place = "1", amount = "3000" }, { place = "2", amount = "2000" }, { place = "3", amount = "1000" }"#;

/// (team, place, shared_by, amount) of every team, in order.
fn table(out: &TeamOutcome) -> Vec<(String, Option<u32>, u32, String)> {
    out.standings
        .iter()
        .map(|t| (t.team.clone(), t.place, t.shared_by, t.amount.to_string()))
        .collect()
}

fn row(
    team: &str,
    place: Option<u32>,
    shared: u32,
    amount: &str,
) -> (String, Option<u32>, u32, String) {
    (team.to_string(), place, shared, amount.to_string())
}

#[test]
fn teams_rank_by_the_sum_of_their_best_places() {
    // 单位 by rank: 1 A, 2 B, 3 C, 4 A, 5 B, 6 C, 7 B, 8 A, 9 C, 10 D, 11 A.
    // Best three each: A 1+4+8 = 13 (11 not counted), B 2+5+7 = 14,
    // C 3+6+9 = 18; D has one player of three: not ranked (the default).
    // Places: A 1st 3000, B 2nd 2000, C 3rd 1000.
    let clubs = ["A", "B", "C", "A", "B", "C", "B", "A", "C", "D", "A"];
    let players: Vec<(u32, &str, u32)> = (1..).zip(clubs).map(|(r, c)| (r, c, 0)).collect();
    let standings = field(&players);
    let out = rank_teams(&rules("", THREE), &standings);
    assert_eq!(
        table(&out),
        [
            row("A", Some(1), 1, "3000.00"),
            row("B", Some(2), 1, "2000.00"),
            row("C", Some(3), 1, "1000.00"),
            row("D", None, 1, "0.00"),
        ]
    );
    assert_eq!(out.standings[0].sum, Decimal::from(13));
    assert_eq!(out.standings[0].counted.len(), 3);
    assert_eq!(out.standings[0].members.len(), 4);
    assert_eq!(out.standings[0].decided, TeamDecided::Sum);
    assert_eq!(
        out.standings[3].decided,
        TeamDecided::Short {
            players: 1,
            counted: 3
        }
    );
    // Budget: 6000 planned = 6000 paid, nothing vacant.
    let line = &out.budget[0];
    assert_eq!(
        (line.planned, line.awarded, line.vacant, line.remainder),
        (
            Money::yuan(6000),
            Money::yuan(6000),
            Money::ZERO,
            Money::ZERO
        )
    );
}

/// A 1, 6, 8; B 2, 4, 9; C 3, 5, 7: every team's places add up to 15.
fn level_field() -> Standings {
    let clubs = ["A", "B", "C", "B", "C", "A", "C", "A", "B"];
    let players: Vec<(u32, &str, u32)> = (1..).zip(clubs).map(|(r, c)| (r, c, 0)).collect();
    field(&players)
}

#[test]
fn level_teams_go_by_their_best_individual_place() {
    // All three at 15; best places A 1, B 2, C 3: A 1st 3000, B 2nd 2000,
    // C 3rd 1000, each placed by the best place, level with the other two.
    let out = rank_teams(&rules(r#"tie = "最好个人名次""#, THREE), &level_field());
    assert_eq!(
        table(&out),
        [
            row("A", Some(1), 1, "3000.00"),
            row("B", Some(2), 1, "2000.00"),
            row("C", Some(3), 1, "1000.00"),
        ]
    );
    assert_eq!(
        out.standings[1].decided,
        TeamDecided::BestPlace {
            level_with: vec!["A".to_string(), "C".to_string()]
        }
    );
}

#[test]
fn level_teams_split_their_places_when_the_regulation_says_so() {
    // 平分: all three share places 1-3: (3000 + 2000 + 1000) / 3 = 2000 each.
    let out = rank_teams(&rules(r#"tie = "平分""#, THREE), &level_field());
    assert_eq!(
        table(&out),
        [
            row("A", Some(1), 3, "2000.00"),
            row("B", Some(1), 3, "2000.00"),
            row("C", Some(1), 3, "2000.00"),
        ]
    );
    assert_eq!(
        out.standings[0].decided,
        TeamDecided::Shared {
            with: vec!["B".to_string(), "C".to_string()]
        }
    );
}

#[test]
fn a_split_rounds_down_to_the_fen_and_keeps_the_remainder() {
    // Places 1000, 500, 100 shared by three: 1600 / 3 = 533.33 each
    // (533.33 × 3 = 1599.99), remainder 0.01.
    let places = r#"{ place = "1", amount = "1000" }, { place = "2", amount = "500" }, { place = "3", amount = "100" }"#;
    let out = rank_teams(&rules(r#"tie = "split""#, places), &level_field());
    assert!(
        out.standings
            .iter()
            .all(|t| t.amount.to_string() == "533.33")
    );
    let line = &out.budget[0];
    assert_eq!(line.planned, Money::yuan(1600));
    assert_eq!(line.awarded.to_string(), "1599.99");
    assert_eq!(line.remainder.to_string(), "0.01");
}

#[test]
fn a_split_rounds_down_to_the_split_unit_and_keeps_the_remainder() {
    // Places 1000, 500, 100 shared by three: 1600 / 3 = 533.333…
    // 元: 533 each, 3 × 533 = 1599, remainder 1.00.
    // 角: 533.30 each, 3 × 533.3 = 1599.9, remainder 0.10.
    let places = r#"{ place = "1", amount = "1000" }, { place = "2", amount = "500" }, { place = "3", amount = "100" }"#;
    for (unit, share, awarded, remainder) in [
        (crate::rules::SplitUnit::Yuan, "533.00", "1599.00", "1.00"),
        (crate::rules::SplitUnit::Jiao, "533.30", "1599.90", "0.10"),
    ] {
        let mut rules = rules(r#"tie = "split""#, places);
        rules.settings.split_unit = unit;
        let out = rank_teams(&rules, &level_field());
        assert!(
            out.standings.iter().all(|t| t.amount.to_string() == share),
            "{unit:?}"
        );
        let line = &out.budget[0];
        assert_eq!(line.planned, Money::yuan(1600));
        assert_eq!(line.awarded.to_string(), awarded);
        assert_eq!(line.remainder.to_string(), remainder);
    }
}

#[test]
fn short_teams_are_unranked_or_ranked_after_the_full_ones() {
    // 单位 by rank: 1 D, 2 A, 3 B, 4 A, 5 B, 6 A, 7 B. Counted 3: A 2+4+6 = 12,
    // B 3+5+7 = 15, D one player (place 1) of three.
    let clubs = ["D", "A", "B", "A", "B", "A", "B"];
    let players: Vec<(u32, &str, u32)> = (1..).zip(clubs).map(|(r, c)| (r, c, 0)).collect();
    let standings = field(&players);
    // Unranked (default): A 1st 3000, B 2nd 2000, place 3 vacant (1000).
    let out = rank_teams(&rules("", THREE), &standings);
    assert_eq!(
        table(&out),
        [
            row("A", Some(1), 1, "3000.00"),
            row("B", Some(2), 1, "2000.00"),
            row("D", None, 1, "0.00"),
        ]
    );
    assert_eq!(out.budget[0].vacant, Money::yuan(1000));
    // After the full teams: D 3rd 1000, though its one player won.
    let out = rank_teams(&rules(r#"short_teams = "排在后""#, THREE), &standings);
    assert_eq!(table(&out)[2], row("D", Some(3), 1, "1000.00"));
    assert_eq!(out.budget[0].vacant, Money::ZERO);
}

#[test]
fn scores_add_up_and_more_is_better() {
    // counted 2, by 积分. A: ranks 1 (6分), 4 (4分), 5 (3分) → best two by
    // place: 6 + 4 = 10. B: ranks 2 (5分), 3 (5分) → 10. Level at 10; best
    // places A 1, B 2: A 1st 3000, B 2nd 2000.
    let standings = field(&[
        (1, "A", 6),
        (2, "B", 5),
        (3, "B", 5),
        (4, "A", 4),
        (5, "A", 3),
    ]);
    let out = rank_teams(&rules_with("by = \"积分\"\ncounted = 2", THREE), &standings);
    assert_eq!(
        table(&out),
        [
            row("A", Some(1), 1, "3000.00"),
            row("B", Some(2), 1, "2000.00")
        ]
    );
    assert_eq!(out.standings[0].sum, Decimal::from(10));
}

#[test]
fn players_without_a_team_are_in_none() {
    // 单位 blank for rank 1: A 2+3+4 = 9 is the only team.
    let standings = field(&[(1, " ", 0), (2, "A", 0), (3, "A", 0), (4, "A", 0)]);
    let out = rank_teams(&rules("", THREE), &standings);
    assert_eq!(table(&out), [row("A", Some(1), 1, "3000.00")]);
    assert_eq!(out.standings[0].sum, Decimal::from(9));
}

#[test]
fn a_team_standings_sheet_pays_the_places_it_gives_and_shares_a_draw() {
    use crate::standings::teams::{TeamRow, TeamSheet};
    // The sheet: 粤港澳 and 广东十虎 both 名次 1 (a drawn match, 积分 8 each).
    // Places 1 and 2 (10000, 5000) shared: 15000 / 2 = 7500 each.
    let mut standings = field(&[(1, "A", 0)]);
    let line = |row: u32, place: u32, team: &str| TeamRow {
        row,
        place,
        team: team.into(),
        points: Some(Decimal::from(8)),
    };
    standings.teams.push(TeamSheet {
        sheet: "团体成绩".to_string(),
        rows: vec![line(2, 1, "粤港澳"), line(3, 1, "广东十虎")],
        team_column: 1,
    });
    let places = r#"{ place = "1", amount = "10000" }, { place = "2", amount = "5000" }"#;
    let text = format!(
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
places = [{places}]
"#
    );
    let rules = crate::rules::load("rules.toml", &text).expect("valid rules");
    let out = rank_teams(&rules, &standings);
    assert_eq!(
        table(&out),
        [
            row("广东十虎", Some(1), 2, "7500.00"),
            row("粤港澳", Some(1), 2, "7500.00"),
        ]
    );
    assert_eq!(out.standings[0].members, []);
    assert_eq!(out.budget[0].awarded, Money::yuan(15000));
    // Had the sheet put 粤港澳 first: 10000 and 5000.
    standings.teams[0].rows[1].place = 2;
    let out = rank_teams(&rules, &standings);
    assert_eq!(
        table(&out),
        [
            row("粤港澳", Some(1), 1, "10000.00"),
            row("广东十虎", Some(2), 1, "5000.00"),
        ]
    );
}

#[test]
fn a_team_written_with_full_width_letters_or_spaces_is_one_team() {
    // 「Ａ队」, 「A 队」 and 「A队」 are one team A队: 1 + 2 + 3 = 6, first,
    // 3000; written apart, none would have three players and nobody would
    // be paid.
    let standings = field(&[(1, "Ａ队", 0), (2, "A 队", 0), (3, "A队", 0)]);
    let out = rank_teams(&rules("", THREE), &standings);
    assert_eq!(table(&out), [row("A队", Some(1), 1, "3000.00")]);
    assert_eq!(out.standings[0].sum, Decimal::from(6));
}

#[test]
fn a_prize_text_goes_with_its_place_and_teams_sharing_places_take_the_first_they_cover() {
    // 单位 by rank: 1 A, 2 A, 3 B, 4 A, 5 C, 6 C, 7 B, 8 C, 9 B. Counted 3:
    // A 1 + 2 + 4 = 7 first; B 3 + 7 + 9 = 19 and C 5 + 6 + 8 = 19 level,
    // 平分: they share places 2-3, (2000 + 1000) / 2 = 1500 each. Place 1
    // carries 奖杯 (A's); places 2-3 carry none and 奖牌: the shared
    // places' text is the first of them that has one, 奖牌.
    let clubs = ["A", "A", "B", "A", "C", "C", "B", "C", "B"];
    let players: Vec<(u32, &str, u32)> = (1..).zip(clubs).map(|(r, c)| (r, c, 0)).collect();
    let places = r#"{ place = "1", amount = "3000", prize = "奖杯" }, { place = "2", amount = "2000" }, { place = "3", amount = "1000", prize = "奖牌" }"#;
    let out = rank_teams(&rules(r#"tie = "平分""#, places), &field(&players));
    assert_eq!(
        table(&out),
        [
            row("A", Some(1), 1, "3000.00"),
            row("B", Some(2), 2, "1500.00"),
            row("C", Some(2), 2, "1500.00"),
        ]
    );
    let texts: Vec<Option<&str>> = (out.standings.iter())
        .map(|t| t.prize_text.as_deref())
        .collect();
    assert_eq!(texts, [Some("奖杯"), Some("奖牌"), Some("奖牌")]);
    // Budget: 6000 planned, 3000 + 1500 × 2 = 6000 paid.
    assert_eq!(out.budget[0].awarded, Money::yuan(6000));
}

/// Issue 51: the arbiters keep 单位 for everyone and mark the registered
/// team players in a column 团体 (是/否). `members = "团体"` counts only the
/// players it marks; counting every player of a 单位 ranks the teams
/// otherwise.
#[test]
fn only_the_players_the_member_column_marks_count_for_their_team() {
    // (rank, 单位, marked 团体): 1 A no, 2 B yes, 3 A no, 4 C yes, 5 B yes,
    // 6 A yes, 7 C yes, 8 A yes, 9 B no; two counted.
    let field = [
        (1, "A", false),
        (2, "B", true),
        (3, "A", false),
        (4, "C", true),
        (5, "B", true),
        (6, "A", true),
        (7, "C", true),
        (8, "A", true),
        (9, "B", false),
    ];
    let players = field
        .iter()
        .map(|&(rank, club, member)| {
            let mut p = Player::new(rank + 1, rank, &rank.to_string(), &format!("选手{rank}"));
            p.club = club.into();
            if member {
                p.marks = vec!["团体".into()];
            }
            p
        })
        .collect();
    let standings = Standings::of(&[], [("公开组", players)]);
    // Every player of a 单位 counted (no member column): A 1+3 = 4, B 2+5
    // = 7, C 4+7 = 11: A 1st 3000, B 2nd 2000, C 3rd 1000 — A first on
    // the places of two players who are in no team.
    let all = rank_teams(&rules_with("counted = 2", THREE), &standings);
    assert_eq!(
        table(&all),
        [
            row("A", Some(1), 1, "3000.00"),
            row("B", Some(2), 1, "2000.00"),
            row("C", Some(3), 1, "1000.00"),
        ]
    );
    // The marked players only: A 6+8 = 14, B 2+5 = 7, C 4+7 = 11: B 1st
    // 3000, C 2nd 2000, A 3rd 1000.
    let members = rank_teams(
        &rules_with("counted = 2\nmembers = \"团体\"", THREE),
        &standings,
    );
    assert_eq!(
        table(&members),
        [
            row("B", Some(1), 1, "3000.00"),
            row("C", Some(2), 1, "2000.00"),
            row("A", Some(3), 1, "1000.00"),
        ]
    );
}

/// Issue 51: a team-name column of its own (队名), blank for the players
/// in no team, kept apart from 单位.
#[test]
fn a_team_name_column_of_its_own_leaves_its_blanks_in_no_team() {
    // (rank, 单位, 队名): 1 X —, 2 X 红队, 3 Y 蓝队, 4 Y —, 5 Y 红队,
    // 6 X 蓝队; two counted. By 队名: 红队 2+5 = 7, 蓝队 3+6 = 9: 红队 1st
    // 3000, 蓝队 2nd 2000, place 3 vacant. (By 单位 it would be X 1+2 = 3,
    // Y 3+4 = 7.)
    let field = [
        (1, "X", ""),
        (2, "X", "红队"),
        (3, "Y", "蓝队"),
        (4, "Y", ""),
        (5, "Y", "红队"),
        (6, "X", "蓝队"),
    ];
    let players = field
        .iter()
        .map(|&(rank, club, team)| {
            let mut p = Player::new(rank + 1, rank, &rank.to_string(), &format!("选手{rank}"));
            p.club = club.into();
            if !team.is_empty() {
                p.texts = vec![("队名".into(), team.into())];
            }
            p
        })
        .collect();
    let standings = Standings::of(&[], [("公开组", players)]);
    let out = rank_teams(
        &rules_with("counted = 2\nteam_column = \"队名\"", THREE),
        &standings,
    );
    assert_eq!(
        table(&out),
        [
            row("红队", Some(1), 1, "3000.00"),
            row("蓝队", Some(2), 1, "2000.00"),
        ]
    );
}
