//! Pools as data: a `Filter` is a conjunction of typed conditions on a player
//! (group, sex, age band, region, member, master title, knockout). Every
//! condition can say why it failed, which `explain` and the qualifier sheet use.

use super::{AgeRule, Rules};
use crate::standings::{Column, Player, Region, Sex};
use chrono::Datelike;
use serde::{Deserialize, Serialize};

/// Who is in a pool. Every condition given must hold; a condition left out
/// admits everyone.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Filter {
    /// The group sheet the pool is drawn from.
    pub group: Option<String>,
    pub sex: Option<Sex>,
    /// Youngest age in the band, inclusive.
    pub age_min: Option<i32>,
    /// Oldest age in the band, inclusive.
    pub age_max: Option<i32>,
    /// Regions admitted.
    pub region: Option<Vec<Region>>,
    /// Club member (会员) or not.
    pub member: Option<bool>,
    /// Holds a master title or not.
    pub master: Option<bool>,
    /// Played in the knockout (final place within the group's knockout size) or not.
    pub knockout: Option<bool>,
}

/// One condition of a filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Condition {
    Group,
    Sex,
    Age,
    Region,
    Member,
    Master,
    Knockout,
}

impl Condition {
    /// The column whose value the condition reads.
    pub fn column(self) -> Option<Column> {
        match self {
            Condition::Group | Condition::Knockout => None,
            Condition::Sex => Some(Column::Sex),
            Condition::Age => Some(Column::BirthDate),
            Condition::Region => Some(Column::Region),
            Condition::Member => Some(Column::Member),
            Condition::Master => Some(Column::Title),
        }
    }

    /// Conditions that say which list a player belongs to (sex, age band)
    /// rather than whether the player may take part in it.
    pub fn is_scope(self) -> bool {
        matches!(self, Condition::Group | Condition::Sex | Condition::Age)
    }
}

/// The outcome of one condition for one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Pass,
    /// The value is known and does not meet the condition; `reason` is a short
    /// Chinese label (大师称号, 非重庆籍 …), `detail` says what was required.
    Fail {
        condition: Condition,
        reason: String,
        detail: String,
    },
    /// The value the condition needs is blank.
    Missing {
        condition: Condition,
        reason: String,
    },
}

impl Verdict {
    pub fn is_pass(&self) -> bool {
        matches!(self, Verdict::Pass)
    }
}

/// Age of a player under the rules' age rule, if the birth date is known.
pub fn age(rules: &Rules, player: &Player) -> Option<i32> {
    let born = player.birth_date?;
    match rules.settings.age_rule {
        AgeRule::CalendarYear => Some(rules.event_year - born.year()),
        AgeRule::CompletedYears => {
            let on = rules.settings.age_date?;
            let mut years = on.year() - born.year();
            if (on.month(), on.day()) < (born.month(), born.day()) {
                years -= 1;
            }
            Some(years)
        }
    }
}

/// Whether a player of `group` played in that group's knockout.
pub fn in_knockout(rules: &Rules, group: &str, player: &Player) -> bool {
    rules
        .group(group)
        .and_then(|g| g.knockout)
        .is_some_and(|size| player.rank <= size)
}

impl Filter {
    /// The conditions this filter sets, in a fixed order.
    pub fn conditions(&self) -> Vec<Condition> {
        let mut out = Vec::new();
        if self.group.is_some() {
            out.push(Condition::Group);
        }
        if self.sex.is_some() {
            out.push(Condition::Sex);
        }
        if self.age_min.is_some() || self.age_max.is_some() {
            out.push(Condition::Age);
        }
        if self.region.is_some() {
            out.push(Condition::Region);
        }
        if self.member.is_some() {
            out.push(Condition::Member);
        }
        if self.master.is_some() {
            out.push(Condition::Master);
        }
        if self.knockout.is_some() {
            out.push(Condition::Knockout);
        }
        out
    }

    /// The verdict of every condition for a player of `group`.
    pub fn verdicts(&self, rules: &Rules, group: &str, player: &Player) -> Vec<Verdict> {
        self.conditions()
            .into_iter()
            .map(|c| self.verdict(c, rules, group, player))
            .collect()
    }

    /// Whether every condition holds.
    /// Whether every condition holds. The same decision as `verdicts`, without
    /// building the reasons: pools ask this once per player and schedule.
    pub fn admits(&self, rules: &Rules, group: &str, player: &Player) -> bool {
        self.group.as_deref().is_none_or(|g| g == group)
            && self.sex.is_none_or(|want| player.sex == Some(want))
            && (self.age_min.is_none() && self.age_max.is_none()
                || age(rules, player).is_some_and(|a| {
                    self.age_min.is_none_or(|min| a >= min)
                        && self.age_max.is_none_or(|max| a <= max)
                }))
            && self
                .region
                .as_ref()
                .is_none_or(|allowed| player.region.is_some_and(|r| allowed.contains(&r)))
            && self.member.is_none_or(|want| want == player.member)
            && self
                .master
                .is_none_or(|want| want == rules.is_master(&player.title))
            && self
                .knockout
                .is_none_or(|want| want == in_knockout(rules, group, player))
    }

    fn verdict(
        &self,
        condition: Condition,
        rules: &Rules,
        group: &str,
        player: &Player,
    ) -> Verdict {
        let fail = |reason: &str, detail: String| Verdict::Fail {
            condition,
            reason: reason.to_string(),
            detail,
        };
        let missing = |reason: &str| Verdict::Missing {
            condition,
            reason: reason.to_string(),
        };
        match condition {
            Condition::Group => match &self.group {
                Some(g) if g != group => fail("组别不符", format!("组别 {group}, 需要 {g}")),
                _ => Verdict::Pass,
            },
            Condition::Sex => match (self.sex, player.sex) {
                (Some(want), Some(have)) if want != have => fail(
                    if want == Sex::Female {
                        "非女子"
                    } else {
                        "非男子"
                    },
                    format!("性别 {}", have.label()),
                ),
                (Some(_), None) => missing("性别空白"),
                _ => Verdict::Pass,
            },
            Condition::Age => match age(rules, player) {
                None => missing("无出生日期"),
                Some(a) => {
                    let low = self.age_min.is_some_and(|min| a < min);
                    let high = self.age_max.is_some_and(|max| a > max);
                    if low || high {
                        fail("年龄不符", format!("年龄 {a}, {}", self.age_band_label()))
                    } else {
                        Verdict::Pass
                    }
                }
            },
            Condition::Region => match (&self.region, player.region) {
                (Some(_), None) => missing("地区空白"),
                (Some(allowed), Some(have)) if !allowed.contains(&have) => {
                    let home = &rules.settings.home_regions;
                    let reason = if allowed.iter().all(|r| home.contains(r)) {
                        if allowed.len() < home.len() {
                            format!("非{}籍", labels(allowed))
                        } else {
                            "非重庆籍".to_string()
                        }
                    } else {
                        format!("非{}", labels(allowed))
                    };
                    fail(&reason, format!("地区 {}", have.label()))
                }
                _ => Verdict::Pass,
            },
            Condition::Member => match self.member {
                Some(want) if want != player.member => fail(
                    if want { "非会员" } else { "会员" },
                    format!("会员 {}", yes_no(player.member)),
                ),
                _ => Verdict::Pass,
            },
            Condition::Master => {
                let is_master = rules.is_master(&player.title);
                match self.master {
                    Some(want) if want != is_master => {
                        if is_master {
                            fail("大师称号", format!("称号 {}", player.title))
                        } else {
                            fail("无大师称号", format!("称号 {}", or_blank(&player.title)))
                        }
                    }
                    _ => Verdict::Pass,
                }
            }
            Condition::Knockout => {
                let played = in_knockout(rules, group, player);
                match self.knockout {
                    Some(want) if want != played => fail(
                        if played {
                            "进入淘汰赛"
                        } else {
                            "未进入淘汰赛"
                        },
                        format!("名次 {}", player.rank),
                    ),
                    _ => Verdict::Pass,
                }
            }
        }
    }

    /// "13—14岁", "8岁以下", "9岁以上".
    pub fn age_band_label(&self) -> String {
        match (self.age_min, self.age_max) {
            (Some(a), Some(b)) => format!("{a}—{b}岁"),
            (None, Some(b)) => format!("{b}岁以下"),
            (Some(a), None) => format!("{a}岁以上"),
            (None, None) => "不限年龄".to_string(),
        }
    }
}

fn labels(regions: &[Region]) -> String {
    regions
        .iter()
        .map(|r| r.label())
        .collect::<Vec<_>>()
        .join("/")
}

fn yes_no(value: bool) -> &'static str {
    if value { "是" } else { "否" }
}

fn or_blank(text: &str) -> &str {
    if text.is_empty() { "空白" } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standings::Player;
    use chrono::NaiveDate;

    /// `admits` is the fast path of `verdicts`: over every combination of the
    /// values the shipped pools read, the two must agree.
    #[test]
    fn admits_agrees_with_the_verdicts_for_every_pool_and_player() {
        let rules = Rules::shizhu_2019();
        let filters: Vec<&Filter> = rules
            .schedules
            .iter()
            .map(|s| &s.pool)
            .chain(rules.qualifiers.iter().flat_map(|q| [&q.pool, &q.eligible]))
            .collect();
        let sexes = [None, Some(Sex::Male), Some(Sex::Female)];
        let regions = [
            None,
            Some(Region::Shizhu),
            Some(Region::Chongqing),
            Some(Region::Outside),
        ];
        let births = [
            None,
            Some(2011),
            Some(2009),
            Some(2006),
            Some(2004),
            Some(1990),
        ];
        let mut checked = 0;
        for group in ["公开组", "少儿组"] {
            for sex in sexes {
                for region in regions {
                    for born in births {
                        for (member, title, rank) in [
                            (false, "", 1),
                            (true, "大师", 40),
                            (true, "棋协大师", 33),
                            (false, "特大", 32),
                        ] {
                            let mut p = Player::new(2, rank, "1", "甲");
                            p.sex = sex;
                            p.region = region;
                            p.birth_date = born.and_then(|y| NaiveDate::from_ymd_opt(y, 6, 1));
                            p.member = member;
                            p.title = title.to_string();
                            for f in &filters {
                                let all_pass =
                                    f.verdicts(&rules, group, &p).iter().all(Verdict::is_pass);
                                assert_eq!(
                                    f.admits(&rules, group, &p),
                                    all_pass,
                                    "{f:?} on {p:?} in {group}"
                                );
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 1000);
    }
}
