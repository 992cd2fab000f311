//! Team prizes (`[[teams]]`): the group named is one of the file's, the
//! places run 1, 2, … and match a stated total, as a schedule's do. The
//! column naming the teams is checked against the standings
//! (`columns::missing_columns`); `counted` of at least 1 by the schema.

use super::Checker;
use crate::msg::{Msg, Owner};
use crate::rules::teams::TeamPrize;

impl Checker<'_> {
    pub(super) fn team(&mut self, path: &str, t: &TeamPrize) {
        let what = Owner::Team(t.id.clone());
        if !self.file.groups.iter().any(|g| g.sheet == t.group) {
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
}
