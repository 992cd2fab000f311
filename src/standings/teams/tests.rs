//! How team names are compared: the same team up to spaces and full-width
//! forms (`team_key`, which a team sheet must not repeat), and nearly the
//! same team up to an ending or punctuation (`near_key`, said as a
//! warning).

use super::*;

#[test]
fn a_team_name_is_the_same_up_to_spaces_and_full_width_forms() {
    // A trailing space, a full-width space inside, full-width letters and
    // digits, letters in another case: one team each time.
    assert_eq!(team_key("甲队 "), team_key("甲队"));
    assert_eq!(team_key("丙\u{3000}队"), team_key("丙队"));
    assert_eq!(team_key("ＡＢ１队"), team_key("AB1队"));
    assert_eq!(team_key("ab队"), team_key("AB队"));
    // Traditional characters, as headers and sheet names are read.
    assert_eq!(team_key("香港隊"), team_key("香港队"));
    assert_eq!(team_key("廣東十虎"), team_key("广东十虎"));
    // Shown as written, folded: 「Ａ 队」 is shown 「A队」.
    assert_eq!(team_name("Ａ 队"), "A队");
    // Different teams stay apart.
    assert_ne!(team_key("石柱一队"), team_key("石柱二队"));
    assert_ne!(team_key("石柱队"), team_key("石柱"));
}

#[test]
fn a_team_written_with_or_without_its_ending_is_nearly_the_same() {
    assert_eq!(near_key("石柱队"), near_key("石柱"));
    assert_eq!(near_key("石柱县队"), near_key("石柱"));
    assert_eq!(near_key("重庆市"), near_key("重庆"));
    assert_eq!(near_key("“广东十虎”"), near_key("广东十虎"));
    assert_eq!(near_key("成都棋院"), near_key("成都"));
    // Numbered teams of one club are different teams.
    assert_ne!(near_key("石柱一队"), near_key("石柱二队"));
    // A name that is only an ending keeps it.
    assert_eq!(near_key("队"), "队");
}

#[test]
fn a_players_team_is_its_club_folded_or_its_region_and_none_when_blank() {
    let mut p = Player::new(2, 1, "1", "选手1");
    p.club = "Ａ 队".into();
    assert_eq!(team_of(&p, Column::Club).as_deref(), Some("A队"));
    // By 地区, the 单位 is no team: no region, no team.
    assert_eq!(team_of(&p, Column::Region), None);
    p.club = "\u{3000}".into();
    assert_eq!(team_of(&p, Column::Club), None);
    assert_eq!(team_of(&p, Column::Region), None);
}

/// Rows of a sheet: (0-based row, its cells as (0-based column, value)).
fn rows(cells: &[&[&str]]) -> Vec<(u32, Vec<(u32, Data)>)> {
    (0u32..)
        .zip(cells)
        .map(|(r, row)| {
            let cells = (0u32..)
                .zip(row.iter())
                .filter(|(_, v)| !v.is_empty())
                .map(|(c, v)| (c, Data::String((*v).to_string())))
                .collect();
            (r, cells)
        })
        .collect()
}

/// The problems of reading `cells` as the team sheet 团体成绩: (cell,
/// message).
fn problems_of(cells: &[&[&str]]) -> (TeamSheet, Vec<(Option<String>, Msg)>) {
    let mut problems = Problems::default();
    let sheet = read_sheet("团体成绩", &rows(cells), &mut problems);
    let found = (problems.into_vec().into_iter())
        .map(|p| (p.cell, p.message))
        .collect();
    (sheet, found)
}

#[test]
fn a_team_listed_again_is_named_at_its_cell_with_the_first() {
    // 甲队 at B2, again at B4 as 「甲队　」 (a full-width space); 乙队 once.
    let (_, found) = problems_of(&[
        &["名次", "队名"],
        &["1", "甲队"],
        &["2", "乙队"],
        &["3", "甲队\u{3000}"],
    ]);
    assert_eq!(
        found,
        [(
            Some("B4".to_string()),
            Msg::TeamSheetDuplicate {
                team: "甲队".into(),
                first: "团体成绩!B2".into(),
                first_team: "甲队".into(),
            }
        )]
    );
    // Three different teams: nothing found.
    let (sheet, found) = problems_of(&[
        &["名次", "队名"],
        &["1", "甲队"],
        &["2", "乙队"],
        &["3", "丙队"],
    ]);
    assert_eq!(found, []);
    assert_eq!(sheet.rows.len(), 3);
}

#[test]
fn a_players_sheet_is_refused_by_its_name_or_number_column() {
    // A title row, then 名次 beside 姓名 (C2): a players' sheet, nothing read.
    let (sheet, found) = problems_of(&[
        &["个人赛成绩表"],
        &["名次", "", "姓名", "单位"],
        &["1", "", "选手1", "甲队"],
    ]);
    let players = Msg::TeamSheetIsPlayers {
        sheet: "团体成绩".into(),
        cell: "C2".into(),
        header: "姓名".into(),
    };
    assert_eq!(found, [(None, players)]);
    assert_eq!(sheet.rows, []);
    // 编号 beside 排名 (B1).
    let (_, found) = problems_of(&[&["排名", "编号", "单位"], &["1", "7", "甲队"]]);
    assert!(
        matches!(&found[..], [(None, Msg::TeamSheetIsPlayers { cell, .. })] if cell == "B1"),
        "{found:?}"
    );
    // 姓名 on a row without a place column is not a header: a team sheet
    // whose title row says 姓名 is read as one.
    let (sheet, found) = problems_of(&[&["姓名"], &["名次", "队名"], &["1", "甲队"]]);
    assert_eq!(found, []);
    assert_eq!(sheet.rows.len(), 1);
}
