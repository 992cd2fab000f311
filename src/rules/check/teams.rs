//! Team prizes (`[[teams]]`): computed from a group (`group` and `counted`)
//! or read from a team standings sheet (`sheet`), one or the other; the
//! group named is one of the file's, the
//! places run 1, 2, … and match a stated total, as a schedule's do; a
//! `sheet` is no group's players' sheet (read as one, each player would be
//! a team of its 单位). The
//! column naming the teams is checked against the standings
//! (`columns::missing_columns`); `counted` of at least 1 by the schema.

use super::Checker;
use crate::msg::{Msg, Owner};
use crate::rules::teams::{TeamColumn, TeamPrize};

impl Checker<'_> {
    pub(super) fn team(&mut self, path: &str, t: &TeamPrize) {
        let what = Owner::Team(t.id.clone());
        let computed = !t.group.is_empty() || t.counted > 0;
        match (&t.sheet, computed) {
            (Some(_), true) => self.at(
                &format!("{path}.sheet"),
                Msg::RulesTeamForm {
                    owner: what.clone(),
                    both: true,
                },
            ),
            (Some(_), false) => {}
            (None, _) if t.group.is_empty() || t.counted == 0 => self.at(
                path,
                Msg::RulesTeamForm {
                    owner: what.clone(),
                    both: false,
                },
            ),
            (None, _) => {}
        }
        if let Some(sheet) = &t.sheet
            && let Some(group) = (self.file.groups.iter())
                .find(|g| crate::vocab::key(&g.sheet) == crate::vocab::key(sheet))
        {
            self.at(
                &format!("{path}.sheet"),
                Msg::RulesTeamSheetIsGroup {
                    owner: what.clone(),
                    sheet: group.sheet.clone(),
                },
            );
        }
        let unlisted = format!("{path}.unlisted_teams");
        if t.sheet.is_none() && self.lines.written(&unlisted) {
            self.at(
                &unlisted,
                Msg::RulesTeamUnlistedWithoutSheet {
                    owner: what.clone(),
                },
            );
        }
        self.team_columns(path, t, &what);
        if !t.group.is_empty() && !self.file.groups.iter().any(|g| g.sheet == t.group) {
            self.at(
                &format!("{path}.group"),
                Msg::RulesUnknownGroup {
                    owner: what.clone(),
                    group: t.group.clone(),
                    groups: self.group_names(),
                },
            );
        }
        self.places(path, &t.places, t.total, &what);
    }

    /// A member column (`members`) and a team-name column of its own
    /// (`team_column = "队名"`): columns of their own, not the standings'
    /// (姓名, 会员 …, read for every player), and only for teams computed
    /// from a group.
    fn team_columns(&mut self, path: &str, t: &TeamPrize, what: &Owner) {
        let named = match &t.team_column {
            TeamColumn::Named(header) => Some(("team_column", header)),
            _ => None,
        };
        let members = t.members.as_ref().map(|m| ("members", m));
        for (key, column) in named.into_iter().chain(members) {
            let at = format!("{path}.{key}");
            if t.sheet.is_some() {
                self.at(
                    &at,
                    Msg::RulesTeamMembersWithSheet {
                        owner: what.clone(),
                        key,
                    },
                );
            } else if let Some(own) = crate::standings::Column::from_header(column) {
                self.at(
                    &at,
                    Msg::RulesTeamColumnIsStandings {
                        owner: Box::new(what.clone()),
                        key,
                        column: column.clone(),
                        standings: own.header(),
                    },
                );
            }
        }
    }
}
