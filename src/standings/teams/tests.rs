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
    p.club = "\u{3000}".into();
    assert_eq!(team_of(&p, Column::Club), None);
    assert_eq!(team_of(&p, Column::Region), None);
}
