//! Pools as data: a `Filter` is a conjunction of typed conditions on a player
//! (group, sex, age band, birth-date window, region, member, master title,
//! knockout). Every
//! condition can say why it failed, as a typed `Reason` with the value it
//! read, which the engine records for `explain` and the qualifier sheet.

use super::{AgeRule, Rules};
use crate::msg::why::{Reason, RegionWant};
use crate::standings::{Column, Player, Region, Sex};
use chrono::{Datelike, NaiveDate};
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
    /// Born on this day or later (…以后出生), the day included.
    #[serde(
        default,
        deserialize_with = "birth_day",
        skip_serializing_if = "Option::is_none"
    )]
    pub born_from: Option<NaiveDate>,
    /// Born on this day or earlier (…以前出生), the day included.
    #[serde(
        default,
        deserialize_with = "birth_day",
        skip_serializing_if = "Option::is_none"
    )]
    pub born_until: Option<NaiveDate>,
    /// Regions admitted, each with the regions inside it.
    pub region: Option<Vec<Region>>,
    /// Regions left out, each with the regions inside it (重庆 except 石柱).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub except_region: Option<Vec<Region>>,
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
    /// Born within `born_from`..=`born_until`.
    Born,
}

impl Condition {
    pub const ALL: [Condition; 8] = [
        Condition::Group,
        Condition::Sex,
        Condition::Age,
        Condition::Born,
        Condition::Region,
        Condition::Member,
        Condition::Master,
        Condition::Knockout,
    ];

    /// The column whose value the condition reads.
    pub fn column(self) -> Option<Column> {
        match self {
            Condition::Group | Condition::Knockout => None,
            Condition::Sex => Some(Column::Sex),
            Condition::Age | Condition::Born => Some(Column::BirthDate),
            Condition::Region => Some(Column::Region),
            Condition::Member => Some(Column::Member),
            Condition::Master => Some(Column::Title),
        }
    }
}

/// The outcome of one condition for one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Pass,
    /// The value is known and does not meet the condition: the reason, with
    /// the value read and what was required.
    Fail {
        condition: Condition,
        reason: Reason,
    },
    /// The value the condition needs is blank.
    Missing {
        condition: Condition,
        reason: Reason,
    },
}

impl Verdict {
    pub fn is_pass(&self) -> bool {
        matches!(self, Verdict::Pass)
    }

    /// Why the condition does not hold; none when it does.
    pub fn reason(&self) -> Option<&Reason> {
        match self {
            Verdict::Pass => None,
            Verdict::Fail { reason, .. } | Verdict::Missing { reason, .. } => Some(reason),
        }
    }

    /// The condition that failed, or whose value is blank.
    pub fn condition(&self) -> Option<Condition> {
        match self {
            Verdict::Pass => None,
            Verdict::Fail { condition, .. } | Verdict::Missing { condition, .. } => {
                Some(*condition)
            }
        }
    }
}

/// Age of a player under the rules' age rule, if the birth date is known.
pub fn age(rules: &Rules, player: &Player) -> Option<i32> {
    age_of(rules, player.birth_date?)
}

/// Age of a player born on `born` under the rules' age rule (`None` with
/// `completed-years` and no `age_date`).
pub fn age_of(rules: &Rules, born: NaiveDate) -> Option<i32> {
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

/// Everything a filter's conditions read of a player, worked out once for
/// every filter that asks: the sheet's 性别, 地区 and 会员, the age under
/// the rules' age rule (`None` without a birth date), whether the 称号 is a
/// master title, and whether the player played the group's knockout. A few
/// bytes, where a player is a few hundred: a pool of 100 000 players reads
/// these, not the players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    pub sex: Option<Sex>,
    pub region: Option<Region>,
    /// The regions the player's region lies inside (`Regions::around`):
    /// empty, and nothing allocated, for nearly every player.
    pub around: Vec<Region>,
    pub member: bool,
    pub age: Option<i32>,
    /// The birth date (the ID number's when valid).
    pub born: Option<NaiveDate>,
    pub master: bool,
    pub knockout: bool,
}

impl Facts {
    /// The facts of a player of `group` under `rules`.
    pub fn of(rules: &Rules, group: &str, player: &Player) -> Facts {
        Facts {
            sex: player.sex,
            region: player.region.clone(),
            around: (player.region.as_ref())
                .map_or_else(Vec::new, |r| rules.regions.around(r).to_vec()),
            member: player.member,
            age: age(rules, player),
            born: player.birth_date,
            master: rules.is_master(&player.title),
            knockout: in_knockout(rules, group, player),
        }
    }

    /// Whether any condition of any filter can read a blank value here:
    /// only 性别, 地区 and the age (`holds` gives `None` for no other), so
    /// `blanks` is empty for every filter when this is false.
    pub fn may_read_blank(&self) -> bool {
        self.sex.is_none() || self.region.is_none() || self.age.is_none() || self.born.is_none()
    }

    /// Whether the player counts as one of `region`'s (`Regions::inside`,
    /// its answer worked out once in `around`); `None` when 地区 is blank.
    pub fn of_region(&self, region: &Region) -> Option<bool> {
        let have = self.region.as_ref()?;
        Some(crate::region::inside_given(have, &self.around, region))
    }

    /// Whether the player counts as one of any region listed.
    fn of_any(&self, listed: &Option<Vec<Region>>) -> Option<bool> {
        let mut any = Some(false);
        for r in listed.iter().flatten() {
            match self.of_region(r) {
                Some(true) => return Some(true),
                None => any = None,
                Some(false) => {}
            }
        }
        any
    }
}

impl Filter {
    /// The conditions this filter sets, in a fixed order.
    pub fn conditions(&self) -> Vec<Condition> {
        Condition::ALL
            .into_iter()
            .filter(|&c| self.sets(c))
            .collect()
    }

    /// The verdict of every condition for a player of `group`.
    pub fn verdicts(&self, rules: &Rules, group: &str, player: &Player) -> Vec<Verdict> {
        let facts = Facts::of(rules, group, player);
        let verdict = |condition| match self.holds(condition, group, &facts) {
            Some(true) => Verdict::Pass,
            None => Verdict::Missing {
                condition,
                reason: match condition {
                    Condition::Sex => Reason::SexBlank,
                    Condition::Age | Condition::Born => Reason::BirthDateBlank,
                    _ => Reason::RegionBlank,
                },
            },
            Some(false) => Verdict::Fail {
                condition,
                reason: self.reason(condition, rules, group, player, &facts),
            },
        };
        self.conditions().into_iter().map(verdict).collect()
    }

    /// Whether every condition holds. The same decision as `verdicts`, without
    /// building the reasons.
    pub fn admits(&self, rules: &Rules, group: &str, player: &Player) -> bool {
        self.admits_given(group, &Facts::of(rules, group, player))
    }

    /// `admits`, with the player's facts already worked out: pools ask this
    /// once per player and schedule.
    pub fn admits_given(&self, group: &str, facts: &Facts) -> bool {
        Condition::ALL
            .into_iter()
            .filter(|&c| self.sets(c))
            .all(|c| self.holds(c, group, facts) == Some(true))
    }

    /// The conditions whose value is blank, when no condition fails on a
    /// known value (otherwise the blank changes nothing: empty).
    pub fn blanks(&self, group: &str, facts: &Facts) -> Vec<Condition> {
        let mut blank = Vec::new();
        for c in Condition::ALL.into_iter().filter(|&c| self.sets(c)) {
            match self.holds(c, group, facts) {
                Some(true) => {}
                Some(false) => return Vec::new(),
                None => blank.push(c),
            }
        }
        blank
    }

    /// Whether the pool asks for 地区 (`region` or `except_region`): a
    /// blank 地区 keeps the player out.
    pub fn reads_region(&self) -> bool {
        self.sets(Condition::Region)
    }

    fn sets(&self, condition: Condition) -> bool {
        match condition {
            Condition::Group => self.group.is_some(),
            Condition::Sex => self.sex.is_some(),
            Condition::Age => self.age_min.is_some() || self.age_max.is_some(),
            Condition::Born => self.born_from.is_some() || self.born_until.is_some(),
            Condition::Region => self.region.is_some() || self.except_region.is_some(),
            Condition::Member => self.member.is_some(),
            Condition::Master => self.master.is_some(),
            Condition::Knockout => self.knockout.is_some(),
        }
    }

    /// Whether a condition holds; `None` when the value it reads is blank.
    /// The one place each condition is decided.
    fn holds(&self, condition: Condition, group: &str, facts: &Facts) -> Option<bool> {
        match condition {
            Condition::Group => Some(self.group.as_deref().is_none_or(|g| g == group)),
            Condition::Sex => match self.sex {
                None => Some(true),
                Some(want) => facts.sex.map(|have| have == want),
            },
            Condition::Age => {
                let a = facts.age?;
                Some(
                    self.age_min.is_none_or(|min| a >= min)
                        && self.age_max.is_none_or(|max| a <= max),
                )
            }
            Condition::Born => {
                let born = facts.born?;
                Some(
                    self.born_from.is_none_or(|from| born >= from)
                        && self.born_until.is_none_or(|until| born <= until),
                )
            }
            Condition::Region => {
                if self.region.is_none() && self.except_region.is_none() {
                    return Some(true);
                }
                facts.region.as_ref()?;
                let admitted = self.region.is_none() || facts.of_any(&self.region)?;
                Some(admitted && !facts.of_any(&self.except_region)?)
            }
            Condition::Member => Some(self.member.is_none_or(|want| want == facts.member)),
            Condition::Master => Some(self.master.is_none_or(|want| want == facts.master)),
            Condition::Knockout => Some(self.knockout.is_none_or(|want| want == facts.knockout)),
        }
    }

    /// Why a condition that does not hold fails: what it read, and what it wants.
    fn reason(
        &self,
        condition: Condition,
        rules: &Rules,
        group: &str,
        player: &Player,
        facts: &Facts,
    ) -> Reason {
        match condition {
            Condition::Group => Reason::Group {
                have: group.to_string(),
                want: self.group.clone().unwrap_or_default(),
            },
            Condition::Sex => Reason::Sex {
                have: player.sex.map_or("", Sex::label).to_string(),
                women: self.sex == Some(Sex::Female),
            },
            Condition::Age => Reason::Age {
                age: facts.age.unwrap_or_default(),
                min: self.age_min,
                max: self.age_max,
            },
            Condition::Born => Reason::Born {
                born: facts.born.map_or(String::new(), |d| d.to_string()),
                from: self.born_from.map(|d| d.to_string()),
                until: self.born_until.map(|d| d.to_string()),
            },
            Condition::Region => {
                let allowed = self.region.as_deref().unwrap_or_default();
                let home = &rules.settings.home_regions;
                let names = |list: &[Region]| list.iter().map(|r| r.label().to_string()).collect();
                let excepted: Vec<Region> = (self.except_region.iter().flatten())
                    .filter(|r| facts.of_region(r) == Some(true))
                    .cloned()
                    .collect();
                // Home regions the pool takes in, a region inside a listed one too.
                let covered = home
                    .iter()
                    .filter(|h| allowed.iter().any(|a| rules.regions.inside(h, a)))
                    .count();
                let want = if !excepted.is_empty() {
                    RegionWant::Except(names(&excepted))
                } else if !allowed.iter().all(|r| home.contains(r)) {
                    RegionWant::Listed(names(allowed))
                } else if covered < home.len() {
                    RegionWant::Local(names(allowed))
                } else {
                    RegionWant::Home(rules.settings.home_name.clone())
                };
                Reason::Region {
                    have: player.region.as_ref().map_or("", Region::label).to_string(),
                    want,
                }
            }
            Condition::Member => Reason::Member {
                members: self.member == Some(true),
            },
            Condition::Master => Reason::Master {
                title: player.title.to_string(),
                master: facts.master,
            },
            Condition::Knockout => Reason::Knockout {
                knockout: facts.knockout,
                rank: player.rank,
            },
        }
    }
}

/// A day as an organizer writes it in the rules file: "2004-09-01",
/// "2004年9月1日", "2004/9/1", "2004.9.1", full-width digits too.
pub fn birth_day_text(text: &str) -> Option<NaiveDate> {
    crate::standings::cell::date_text(&crate::vocab::fold(text))
}

fn birth_day<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<NaiveDate>, D::Error> {
    let text = String::deserialize(d)?;
    birth_day_text(&text)
        .map(Some)
        .ok_or_else(|| serde::de::Error::custom(format!("\"{text}\" is not a date")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standings::Player;
    use chrono::NaiveDate;

    /// `admits` is the fast path of `verdicts`, and `may_read_blank` the
    /// shortcut past `blanks`: over every combination of the values the
    /// shipped pools read, `admits` must agree with the verdicts, and a
    /// player `may_read_blank` clears must have no blank in any pool.
    #[test]
    fn admits_agrees_with_the_verdicts_for_every_pool_and_player() {
        let rules = Rules::shizhu_2019();
        // 2006-06-01 is the window's first day, 2009-06-01 its last.
        let window = Filter {
            group: Some("少儿组".into()),
            born_from: NaiveDate::from_ymd_opt(2006, 6, 1),
            born_until: NaiveDate::from_ymd_opt(2009, 6, 1),
            ..Filter::default()
        };
        let filters: Vec<&Filter> = rules
            .schedules
            .iter()
            .map(|s| &s.pool)
            .chain(rules.qualifiers.iter().flat_map(|q| [&q.pool, &q.eligible]))
            .chain([&window])
            .collect();
        let sexes = [None, Some(Sex::Male), Some(Sex::Female)];
        let regions = [
            None,
            Some(Region::named("石柱")),
            Some(Region::named("重庆")),
            Some(Region::named("市外")),
        ];
        let births = [
            None,
            Some(2011),
            Some(2009),
            Some(2006),
            Some(2004),
            Some(1990),
        ];
        let (mut checked, mut with_blanks) = (0, 0);
        for group in ["公开组", "少儿组"] {
            for sex in sexes {
                for region in &regions {
                    for born in births {
                        for (member, title, rank) in [
                            (false, "", 1),
                            (true, "大师", 40),
                            (true, "棋协大师", 33),
                            (false, "特大", 32),
                        ] {
                            let mut p = Player::new(2, rank, "1", "甲");
                            p.sex = sex;
                            p.region = region.clone();
                            p.birth_date = born.and_then(|y| NaiveDate::from_ymd_opt(y, 6, 1));
                            p.member = member;
                            p.title = title.into();
                            for f in &filters {
                                let all_pass =
                                    f.verdicts(&rules, group, &p).iter().all(Verdict::is_pass);
                                assert_eq!(
                                    f.admits(&rules, group, &p),
                                    all_pass,
                                    "{f:?} on {p:?} in {group}"
                                );
                                let facts = Facts::of(&rules, group, &p);
                                let blanks = f.blanks(group, &facts);
                                if facts.may_read_blank() {
                                    with_blanks += usize::from(!blanks.is_empty());
                                } else {
                                    assert_eq!(blanks, vec![], "{f:?} on {p:?} in {group}");
                                }
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(
            checked > 1000 && with_blanks > 100,
            "{checked} {with_blanks}"
        );
    }
}
