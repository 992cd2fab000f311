//! Pools checked against the columns the standings have.

use super::*;
use crate::standings::{Column, GroupStandings, Standings};

fn sheet(name: &str, columns: &[Column]) -> Standings {
    Standings {
        groups: vec![GroupStandings {
            sheet: name.to_string(),
            columns: columns.iter().copied().collect(),
            players: Vec::new(),
        }],
    }
}

#[test]
fn a_women_pool_on_a_sheet_without_sex_or_id_number_is_an_error() {
    let text = edit(
        "{ group = \"公开组\" }",
        "{ group = \"公开组\", sex = \"女\" }",
    );
    let (rules, lines) = load_with_lines("rules.toml", &text).unwrap();
    let required = [Column::Rank, Column::No, Column::Name];
    assert_eq!(
        columns::missing_columns(&rules, &lines, &sheet("公开组", &required)),
        [format!(
            "rules.toml line {}: schedule \"overall\": the pool filters on 性别, but the sheet \"公开组\" has no 性别 column and no 身份证号 to derive it from",
            line(&text, "sex = \"女\"")
        )]
    );
    let with_id = [Column::Rank, Column::No, Column::Name, Column::IdNumber];
    assert!(columns::missing_columns(&rules, &lines, &sheet("公开组", &with_id)).is_empty());
}

#[test]
fn a_missing_region_column_is_an_error_and_a_missing_member_column_a_warning() {
    let (rules, lines) = load_with_lines("rules.toml", DEFAULT_RULES).unwrap();
    let full: Vec<Column> = Column::ALL.to_vec();
    let mut standings = sheet("公开组", &full);
    standings.groups.push(GroupStandings {
        sheet: "少儿组".to_string(),
        columns: full.iter().copied().collect(),
        players: Vec::new(),
    });
    assert!(columns::missing_columns(&rules, &lines, &standings).is_empty());
    assert!(columns::assumed_columns(&rules, &lines, &standings).is_empty());
    // 会员 is optional (blank = not a member): both member schedules warn.
    standings.groups[0].columns.remove(&Column::Member);
    assert!(columns::missing_columns(&rules, &lines, &standings).is_empty());
    let warned = columns::assumed_columns(&rules, &lines, &standings);
    assert_eq!(
        warned,
        [
            format!(
                "rules.toml line {}: schedule \"member\": the pool filters on 会员, but the sheet \"公开组\" has no 会员 column; nobody there counts as a member",
                line(
                    DEFAULT_RULES,
                    "region = [\"重庆\", \"石柱\"], member = true"
                )
            ),
            format!(
                "rules.toml line {}: schedule \"shizhu-member\": the pool filters on 会员, but the sheet \"公开组\" has no 会员 column; nobody there counts as a member",
                line(DEFAULT_RULES, "region = [\"石柱\"], member = true")
            ),
        ]
    );
    // 地区 is required for the youth qualifier lists (docs/input.md#columns-the-rules-depend-on).
    standings.groups[1].columns.remove(&Column::Region);
    let found = columns::missing_columns(&rules, &lines, &standings);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].contains("qualifier list \"final-junior\": the pool filters on 地区, but the sheet \"少儿组\" has no 地区 column"));
    assert!(found[1].contains("qualifier list \"final-children\": the pool filters on 地区"));
}
