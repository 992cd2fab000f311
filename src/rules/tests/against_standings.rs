//! Pools checked against the columns the standings have.

use super::*;
use crate::standings::{Column, Standings};

fn sheet(name: &str, columns: &[Column]) -> Standings {
    Standings::of(columns, [(name, Vec::new())])
}

#[test]
fn a_women_pool_on_a_sheet_without_sex_or_id_number_is_an_error() {
    let text = edit(
        "{ group = \"公开组\" }",
        "{ group = \"公开组\", sex = \"女\" }",
    );
    let (rules, lines) = load_with_lines("rules.toml", &text).unwrap();
    let required = [Column::Rank, Column::No, Column::Name];
    let found = en(columns::missing_columns(
        &rules,
        &lines,
        &sheet("公开组", &required),
    ));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with(&format!(
        "rules.toml line {}: schedule \"overall\": the pool filters on 性别, but the sheet \"公开组\" has no 性别 column and no 身份证号 to derive it from (it has 名次, 编号, 姓名); add the column",
        line(&text, "sex = \"女\"")
    )));
    let with_id = [Column::Rank, Column::No, Column::Name, Column::IdNumber];
    assert!(columns::missing_columns(&rules, &lines, &sheet("公开组", &with_id)).is_empty());
}

#[test]
fn a_missing_region_or_member_column_is_an_error_naming_the_columns_there_are() {
    let (rules, lines) = load_with_lines("rules.toml", DEFAULT_RULES).unwrap();
    let full: Vec<Column> = Column::PER_GROUP.to_vec();
    let mut standings = Standings::of(&full, [("公开组", Vec::new()), ("少儿组", Vec::new())]);
    assert!(columns::missing_columns(&rules, &lines, &standings).is_empty());
    // Without 会员 the member schedules would silently go vacant: an error
    // for each, naming the column to add and the columns there are.
    standings.groups[0].columns.remove(&Column::Member);
    let found = en(columns::missing_columns(&rules, &lines, &standings));
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(
        found[0],
        format!(
            "rules.toml line {}: schedule \"member\": the pool filters on 会员, but the sheet \"公开组\" has no 会员 column (it has 名次, 编号, 姓名, 性别, 出生日期, 身份证号, 证件类型, 单位, 称号, 地区, 预赛名次, 积分, 累进分, 胜局, 犯规, 后走局数, 对手分, 在校学生, 学生证明, 完赛, 违纪); add the column or rename the one that holds it to 会员; to say nobody is a member, add an empty 会员 column",
            line(
                DEFAULT_RULES,
                "region = [\"重庆\", \"石柱\"], member = true"
            )
        )
    );
    assert!(found[1].starts_with(&format!(
        "rules.toml line {}: schedule \"shizhu-member\"",
        line(DEFAULT_RULES, "region = [\"石柱\"], member = true")
    )));
    standings.groups[0].columns.insert(Column::Member);
    // 地区 is required for the youth qualifier lists (docs/input.md#columns-the-rules-depend-on).
    standings.groups[1].columns.remove(&Column::Region);
    let found = en(columns::missing_columns(&rules, &lines, &standings));
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].contains("qualifier list \"final-junior\": the pool filters on 地区, but the sheet \"少儿组\" has no 地区 column (it has 名次"));
    assert!(found[1].contains("qualifier list \"final-children\": the pool filters on 地区"));
}

/// The problems as English lines.
fn en(problems: Vec<RulesProblem>) -> Vec<String> {
    problems
        .iter()
        .map(|p| p.render(crate::msg::Lang::En))
        .collect()
}
