//! `[[teams]]` checked: every bad key reported at its line, all at once; the
//! column naming the teams (and 积分, when scores are added up) checked
//! against the standings.

use super::*;
use crate::standings::{Column, Standings};

/// MINI with a team prize after it.
fn with_team(team: &str) -> String {
    format!("{MINI}\n[[teams]]\n{team}")
}

const TEAM: &str = r#"id = "team"
name = "团体奖"
group = "公开组"
counted = 3
places = [{ place = "1", amount = "3000" }, { place = "2", amount = "2000" }]
"#;

#[test]
fn a_team_prize_in_the_regulations_words_is_read() {
    let text = with_team(&format!(
        "{TEAM}team_column = \"地区\"\nby = \"积分\"\ntie = \"平分\"\nshort_teams = \"排在后\"\ntotal = \"5000\"\n"
    ));
    let rules = load("rules.toml", &text).expect("valid");
    let t = &rules.teams[0];
    assert_eq!(t.team_column, TeamColumn::Region);
    assert_eq!(t.by, TeamMeasure::Score);
    assert_eq!(t.tie, TeamTie::Split);
    assert_eq!(t.short_teams, ShortTeams::After);
    // 3000 + 2000 = 5000.
    assert_eq!(t.planned(), Money::yuan(5000));
    assert_eq!(rules.name_of("team"), Some("团体奖"));
    // The defaults: 单位, 名次, 最好个人名次, not ranked when short.
    let t = &load("rules.toml", &with_team(TEAM)).unwrap().teams[0];
    assert_eq!(
        (t.team_column.clone(), t.by, t.tie, t.short_teams),
        (
            TeamColumn::Club,
            TeamMeasure::Places,
            TeamTie::BestPlace,
            ShortTeams::Unranked
        )
    );
}

#[test]
fn every_bad_key_of_a_team_prize_is_reported_at_its_line_all_at_once() {
    let team = TEAM
        .replace("group = \"公开组\"", "group = \"团体组\"")
        .replace("counted = 3", "counted = 0")
        .replace("{ place = \"2\"", "{ place = \"3\"")
        + "by = \"名次和\"\ntie = \"抽签\"\nteam_column = 3\nshort_teams = \"删除\"\ncolour = \"红\"\n";
    let text = with_team(&team);
    let found = problems(&text);
    let at = |needle: &str| format!("rules.toml line {}", line(&text, needle));
    let expect = [
        at("counted = 0"),
        at("by = \"名次和\""),
        at("tie = \"抽签\""),
        at("team_column = 3"),
        at("short_teams = \"删除\""),
        at("colour = \"红\""),
    ];
    for e in &expect {
        assert!(
            found.iter().any(|f| f.starts_with(e.as_str())),
            "{e} not in {found:?}"
        );
    }
    assert_eq!(found.len(), expect.len(), "{found:?}");
    // Once the shape is right, what the keys mean: the group, the places.
    let team = TEAM
        .replace("group = \"公开组\"", "group = \"团体组\"")
        .replace("{ place = \"2\"", "{ place = \"3\"")
        + "total = \"6000\"\n";
    let text = with_team(&team);
    let found = problems(&text);
    assert_eq!(
        found,
        [
            format!(
                "{}: team prize \"team\": the group \"团体组\" is not one of the [[groups]] (\"公开组\")",
                at_line(&text, "group = \"团体组\"")
            ),
            format!(
                "{}: team prize \"team\": no amount for place 2",
                at_line(&text, "{ place = \"3\", amount = \"2000\"")
            ),
            format!(
                "{}: team prize \"team\": the places add up to 5000.00, but the stated total is 6000.00",
                at_line(&text, "total = \"6000\"")
            ),
        ]
    );
}

fn at_line(text: &str, needle: &str) -> String {
    format!("rules.toml line {}", line(text, needle))
}

#[test]
fn a_team_id_is_one_of_the_ids_of_the_file() {
    let text = with_team(&TEAM.replace("id = \"team\"", "id = \"overall\""));
    let found = problems(&text);
    // The team's id is the line after [[teams]]; the schedule's is line 9.
    let at = line(&text, "[[teams]]") + 1;
    assert_eq!(
        found,
        [format!(
            "rules.toml line {at}: the id \"overall\" is already used on line 9; every schedule and subsidy needs its own id"
        )]
    );
}

#[test]
fn the_team_column_and_the_scores_must_be_on_the_sheet() {
    let text = with_team(&format!("{TEAM}by = \"积分\"\n"));
    let (rules, lines) = load_with_lines("rules.toml", &text).unwrap();
    let standings = Standings::of(
        &[Column::Rank, Column::No, Column::Name],
        [("公开组", Vec::new())],
    );
    let found: Vec<String> = columns::missing_columns(&rules, &lines, &standings)
        .iter()
        .map(|p| p.render(crate::msg::Lang::En))
        .collect();
    // The team's group is the third line after [[teams]].
    let at = format!("rules.toml line {}", line(&text, "[[teams]]") + 3);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found[0].starts_with(&format!(
            "{at}: team prize \"team\": the pool filters on 单位"
        )),
        "{found:?}"
    );
    assert!(found[1].contains("on 积分"), "{found:?}");
    let full = [
        Column::Rank,
        Column::No,
        Column::Name,
        Column::Club,
        Column::Score,
    ];
    let standings = Standings::of(&full, [("公开组", Vec::new())]);
    assert!(columns::missing_columns(&rules, &lines, &standings).is_empty());
}

#[test]
fn a_team_prize_is_computed_or_read_from_a_sheet_not_both_nor_neither() {
    // A team standings sheet alone: valid.
    let sheet = "id = \"team\"\nname = \"团体赛\"\nsheet = \"团体成绩\"\nplaces = [{ place = \"1\", amount = \"10000\" }]\n";
    let rules = load("rules.toml", &with_team(sheet)).expect("valid");
    assert_eq!(rules.team_sheets(), ["团体成绩"]);
    // Both a sheet and a group with counted: an error at sheet.
    let text = with_team(&format!("{TEAM}sheet = \"团体成绩\"\n"));
    assert_eq!(
        problems(&text),
        [format!(
            "{}: team prize \"team\": both a team standings sheet (sheet) and a computed ranking (group, counted); keep one",
            at_line(&text, "sheet = \"团体成绩\"")
        )]
    );
    // Neither (counted left out): an error at the entry.
    let text = with_team(&TEAM.replace("counted = 3\n", ""));
    let found = problems(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].ends_with("team prize \"team\": give group and counted (whose players make up the teams, how many count), or sheet (the team standings sheet the arbiters give)"),
        "{found:?}"
    );
}

#[test]
fn unlisted_teams_is_read_in_the_regulations_words_and_only_with_a_team_sheet() {
    // With a team standings sheet: 照发 pays a team no player names; the
    // default 报错 stops the run (rules::team_standings).
    let sheet_team = TEAM.replace(
        "group = \"公开组\"\ncounted = 3\n",
        "sheet = \"团体成绩\"\n",
    );
    let default = load("rules.toml", &with_team(&sheet_team)).expect("valid");
    assert_eq!(default.teams[0].unlisted_teams, UnlistedTeams::Refuse);
    let pay = with_team(&format!("{sheet_team}unlisted_teams = \"照发\"\n"));
    assert_eq!(
        load("rules.toml", &pay).expect("valid").teams[0].unlisted_teams,
        UnlistedTeams::Pay
    );
    // On a computed team every team is made of players: the key is an
    // error at its line.
    let text = with_team(&format!("{TEAM}unlisted_teams = \"照发\"\n"));
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: team prize \"team\": unlisted_teams applies only to a team standings sheet (sheet), saying what a team no player names is; teams computed from a group (group, counted) are made of players: delete unlisted_teams",
            line(&text, "unlisted_teams")
        )]
    );
}

#[test]
fn a_member_or_team_name_column_the_standings_read_themselves_is_refused_at_its_line() {
    // 会员 is the standings' own column (membership), 姓名 the players'
    // names: neither can make up the teams.
    let text = with_team(&format!(
        "{TEAM}members = \"会员\"\nteam_column = \"姓名\"\n"
    ));
    let found = problems(&text);
    let members = line(&text, "members = \"会员\"");
    let names = line(&text, "team_column = \"姓名\"");
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found.iter().any(|f| f.starts_with(&format!(
            "rules.toml line {members}: team prize \"team\": members = \"会员\" is the standings' own column 会员"
        ))),
        "{found:?}"
    );
    assert!(
        found.iter().any(|f| f.starts_with(&format!(
            "rules.toml line {names}: team prize \"team\": team_column = \"姓名\" is the standings' own column 姓名"
        ))),
        "{found:?}"
    );
}

#[test]
fn a_team_column_the_reader_takes_for_the_club_is_the_club() {
    // 代表队 is read as 单位: the team column is 单位, not one of its own.
    let text = with_team(&format!("{TEAM}team_column = \"代表队\"\n"));
    let (rules, _) = load_with_lines("rules.toml", &text).unwrap();
    assert_eq!(rules.teams[0].team_column, TeamColumn::Club);
    let text = with_team(&format!("{TEAM}team_column = \"队名\"\n"));
    let (rules, _) = load_with_lines("rules.toml", &text).unwrap();
    assert_eq!(
        rules.teams[0].team_column,
        TeamColumn::Named("队名".to_string())
    );
}

#[test]
fn a_member_column_with_a_team_standings_sheet_is_refused_at_its_line() {
    // The arbiters' team sheet names its teams: members has nothing to do.
    let text = with_team(
        "id = \"team\"\nname = \"团体赛\"\nsheet = \"团体成绩\"\nmembers = \"团体\"\nplaces = [{ place = \"1\", amount = \"100\" }]\n",
    );
    let found = problems(&text);
    let at = line(&text, "members = \"团体\"");
    assert_eq!(
        found,
        [format!(
            "rules.toml line {at}: team prize \"team\": members applies only to teams computed from a group (group, counted); a team standings sheet (sheet) names its teams itself: delete members"
        )]
    );
}
