//! What a rules file means, checked: places that run 1, 2, … without gaps or
//! overlaps, stated totals that match their places, budget sections that match
//! their schedules, references to groups and schedules that exist, ids used
//! once, settings that fit together. Every problem is collected with its line.

mod amendments;
mod budget;
mod phases;
mod tax;

use super::amend::expand_places;
use super::source::{Lines, Named, Problems};
use super::types::{PlaceAmount, PlaceRange, RulesFile, Schedule, Subsidy};
use super::{AgeRule, Filter};
use crate::money::Money;
use std::collections::{BTreeMap, BTreeSet};

/// Check everything a well-formed rules file can still get wrong.
pub(crate) fn check(file: &RulesFile, lines: &mut Lines, p: &mut Problems) {
    let mut c = Checker { file, lines, p };
    c.settings();
    c.groups();
    for (i, g) in file.groups.iter().enumerate() {
        c.phases(&format!("groups[{i}]"), g);
    }
    let mut ids = Ids::default();
    for (i, s) in file.schedules.iter().enumerate() {
        let path = format!("schedules[{i}]");
        c.schedule(&path, s, &format!("schedule \"{}\"", s.id));
        ids.schedule(&mut c, &s.id, &path);
    }
    for (i, s) in file.subsidies.iter().enumerate() {
        let path = format!("subsidies[{i}]");
        c.subsidy(&path, s);
        ids.subsidy(&mut c, &s.id, &path);
    }
    c.qualifiers();
    c.budget();
    c.amendments(&mut ids);
    c.tax(&ids);
}

struct Checker<'a> {
    file: &'a RulesFile,
    lines: &'a mut Lines,
    p: &'a mut Problems,
}

/// Ids seen so far: schedules and subsidies share one space (both name a
/// payout item); every id used once.
#[derive(Default)]
struct Ids {
    schedules: BTreeMap<String, String>,
    subsidies: BTreeMap<String, String>,
}

impl Ids {
    fn schedule(&mut self, c: &mut Checker, id: &str, path: &str) {
        c.lines
            .name(Named::Schedule(id.to_string()), &format!("{path}.pool"));
        self.claim(c, id, path, "schedule");
    }

    fn subsidy(&mut self, c: &mut Checker, id: &str, path: &str) {
        c.lines
            .name(Named::Subsidy(id.to_string()), &format!("{path}.pool"));
        self.claim(c, id, path, "subsidy");
    }

    fn claim(&mut self, c: &mut Checker, id: &str, path: &str, what: &str) {
        let id_path = format!("{path}.id");
        if id.trim().is_empty() {
            c.at(&id_path, format!("{what} id is empty"));
        }
        let earlier = self
            .schedules
            .get(id)
            .or_else(|| self.subsidies.get(id))
            .cloned();
        if let Some(earlier) = earlier {
            let line = c
                .lines
                .line(&earlier)
                .map_or(String::new(), |l| format!(" on line {l}"));
            c.at(
                &id_path,
                format!("the id \"{id}\" is already used{line}; every schedule and subsidy needs its own id"),
            );
            return;
        }
        let map = if what == "schedule" {
            &mut self.schedules
        } else {
            &mut self.subsidies
        };
        map.insert(id.to_string(), path.to_string());
    }
}

impl Checker<'_> {
    fn at(&mut self, path: &str, message: String) {
        self.p.at_path(self.lines, path, message);
    }

    fn settings(&mut self) {
        let s = &self.file.settings;
        match (s.age_rule, s.age_date) {
            (AgeRule::CompletedYears, None) => self.at(
                "settings.age_rule",
                "age_rule = \"completed-years\" needs age_date, the day ages are counted on (e.g. age_date = \"2019-05-01\")".to_string(),
            ),
            (AgeRule::CalendarYear, Some(_)) => self.at(
                "settings.age_date",
                "age_date is only used with age_rule = \"completed-years\"; remove it or change age_rule".to_string(),
            ),
            _ => {}
        }
        for (i, alias) in s.header_aliases.iter().enumerate() {
            let named = crate::standings::Column::from_header(&alias.column);
            if let Some(other) =
                crate::standings::Column::from_header(&alias.name).filter(|c| Some(*c) != named)
            {
                self.at(
                    &format!("settings.header_aliases[{i}].name"),
                    format!(
                        "\"{}\" already names the column {other}; as a name for {} it could be two fields",
                        alias.name, alias.column
                    ),
                );
            }
        }
        if s.home_regions.is_empty() {
            self.at(
                "settings.home_regions",
                "home_regions is empty: name the regions that count as home (重庆籍)".to_string(),
            );
        }
    }

    fn groups(&mut self) {
        if self.file.groups.is_empty() {
            self.at("groups", "at least one [[groups]] is needed".to_string());
        }
        let mut seen = BTreeSet::new();
        for (i, g) in self.file.groups.iter().enumerate() {
            let path = format!("groups[{i}].sheet");
            if g.sheet.trim().is_empty() {
                self.at(&path, "the group's sheet name is empty".to_string());
            } else if !seen.insert(g.sheet.as_str()) {
                self.at(&path, format!("the group \"{}\" is listed twice", g.sheet));
            }
        }
    }

    fn schedule(&mut self, path: &str, s: &Schedule, what: &str) {
        self.pool(&format!("{path}.pool"), &s.pool, what, true);
        self.places(path, &s.places, s.total, what);
    }

    fn subsidy(&mut self, path: &str, s: &Subsidy) {
        let what = format!("subsidy \"{}\"", s.id);
        if let Some(pool) = &s.pool {
            self.pool(&format!("{path}.pool"), pool, &what, false);
        }
        if s.amount.is_zero() {
            self.at(
                &format!("{path}.amount"),
                format!("{what}: the amount is zero"),
            );
        }
        if s.conditions.is_empty() {
            self.at(
                &format!("{path}.conditions"),
                format!("{what}: no conditions given; a subsidy needs at least one"),
            );
        }
        let mut seen = BTreeSet::new();
        for (i, cond) in s.conditions.iter().enumerate() {
            if !seen.insert(cond) {
                self.at(
                    &format!("{path}.conditions[{i}]"),
                    format!("{what}: the condition \"{}\" is listed twice", cond.label()),
                );
            }
        }
    }

    /// A pool names a group of the file, an age band that is not upside down,
    /// and a knockout condition only where the group has a knockout.
    fn pool(&mut self, path: &str, f: &Filter, what: &str, group_required: bool) {
        match &f.group {
            None if group_required => self.at(
                path,
                format!("{what}: the pool needs a group, e.g. {{ group = \"公开组\" }}"),
            ),
            None => {}
            Some(g) => match self.file.groups.iter().find(|x| &x.sheet == g) {
                None => self.at(
                    &format!("{path}.group"),
                    format!(
                        "{what}: the group \"{g}\" is not one of the [[groups]] ({})",
                        self.group_names()
                    ),
                ),
                Some(group) => {
                    if f.knockout.is_some() && group.knockout.is_none() {
                        self.at(
                            &format!("{path}.knockout"),
                            format!("{what}: the pool asks about the knockout, but the group \"{g}\" has no knockout size (knockout = 32 under [[groups]])"),
                        );
                    }
                }
            },
        }
        if let (Some(min), Some(max)) = (f.age_min, f.age_max)
            && min > max
        {
            self.at(
                &format!("{path}.age_min"),
                format!("{what}: age_min {min} is above age_max {max}"),
            );
        }
        if f.region.as_ref().is_some_and(Vec::is_empty) {
            self.at(
                &format!("{path}.region"),
                format!("{what}: region = [] admits nobody; leave it out to admit every region"),
            );
        }
    }

    fn group_names(&self) -> String {
        self.file
            .groups
            .iter()
            .map(|g| format!("\"{}\"", g.sheet))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Places must run 1, 2, … without gaps or overlaps; a stated total must match.
    fn places(&mut self, path: &str, places: &[PlaceAmount], total: Option<Money>, what: &str) {
        let places_path = format!("{path}.places");
        if places.is_empty() {
            self.at(&places_path, format!("{what}: no places are given"));
            return;
        }
        let mut order: Vec<(usize, PlaceRange)> =
            places.iter().map(|p| p.place).enumerate().collect();
        order.sort_by_key(|&(i, r)| (r, i));
        let mut next = 1;
        for (i, r) in order {
            let here = format!("{places_path}[{i}]");
            if r.from < next {
                let overlap = PlaceRange {
                    from: r.from,
                    to: r.to.min(next - 1),
                };
                let word = if overlap.from == overlap.to {
                    "place"
                } else {
                    "places"
                };
                self.at(&here, format!("{what}: {word} {overlap} given twice"));
            } else if r.from > next {
                let gap = PlaceRange {
                    from: next,
                    to: r.from - 1,
                };
                let word = if gap.from == gap.to {
                    "place"
                } else {
                    "places"
                };
                self.at(&here, format!("{what}: no amount for {word} {gap}"));
            }
            next = next.max(r.to + 1);
        }
        if let Some(total) = total {
            let sum: Money = expand_places(places).into_iter().sum();
            if sum != total {
                self.at(
                    &format!("{path}.total"),
                    format!("{what}: the places add up to {sum}, but the stated total is {total}"),
                );
            }
        }
    }

    fn qualifiers(&mut self) {
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, q) in self.file.qualifiers.iter().enumerate() {
            let path = format!("qualifiers[{i}]");
            let what = format!("qualifier list \"{}\"", q.id);
            self.lines
                .name(Named::Qualifier(q.id.clone()), &format!("{path}.pool"));
            self.lines
                .name(Named::Eligible(q.id.clone()), &format!("{path}.eligible"));
            if let Some(first) = seen.insert(q.id.as_str(), i) {
                let line = self
                    .lines
                    .line(&format!("qualifiers[{first}]"))
                    .map_or(String::new(), |l| format!(" on line {l}"));
                self.at(
                    &format!("{path}.id"),
                    format!("the id \"{}\" is already used{line}; every qualifier list needs its own id", q.id),
                );
            }
            self.pool(&format!("{path}.pool"), &q.pool, &what, true);
            self.pool(&format!("{path}.eligible"), &q.eligible, &what, false);
            for (j, level) in q.levels.iter().enumerate() {
                if level.top > q.top {
                    self.at(
                        &format!("{path}.levels[{j}].top"),
                        format!(
                            "{what}: level \"{}\" goes to the top {}, but the list has only {} places",
                            level.level, level.top, q.top
                        ),
                    );
                }
            }
        }
    }
}
