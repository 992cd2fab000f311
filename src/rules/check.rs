//! What a rules file means, checked: places without overlaps, that run 1,
//! 2, … without gaps when they start at 1 (a schedule starting further down,
//! 幸运奖 「第11、21、31名」, may name any places), stated totals that match their places, budget sections that match
//! their schedules, references to groups and schedules that exist, ids used
//! once, settings that fit together. Every problem is collected with its line.

mod amendments;
mod budget;
mod fill;
mod phases;
mod picked;
mod stack_sets;
mod tables;
mod tax;
mod teams;

use super::places::expand_places;
use super::source::{Lines, Named, Problems};
use super::types::{ChosenAward, PlaceAmount, PlaceRange, RulesFile, Schedule, Subsidy};
use super::{AgeRule, Filter};
use crate::money::Money;
use crate::msg::{Msg, Owner, OwnerKind};
use std::collections::{BTreeMap, BTreeSet};

/// Check everything a well-formed rules file can still get wrong.
pub(crate) fn check(file: &RulesFile, lines: &mut Lines, p: &mut Problems) {
    let mut c = Checker { file, lines, p };
    c.settings();
    c.ceremony();
    c.regions();
    c.groups();
    for (i, g) in file.groups.iter().enumerate() {
        c.phases(&format!("groups[{i}]"), g);
    }
    let mut ids = Ids::default();
    for (i, s) in file.schedules.iter().enumerate() {
        let path = format!("schedules[{i}]");
        c.schedule(&path, s, &Owner::Schedule(s.id.clone()));
        ids.schedule(&mut c, &s.id, &path);
    }
    for (i, s) in file.subsidies.iter().enumerate() {
        let path = format!("subsidies[{i}]");
        c.subsidy(&path, s, Owner::Subsidy(s.id.clone()));
        ids.subsidy(&mut c, &s.id, &path, OwnerKind::Subsidy);
    }
    for (i, p) in file.payments.iter().enumerate() {
        let path = format!("payments[{i}]");
        let what = Owner::Payment(p.id.clone());
        c.subsidy(&path, &p.in_force(), what.clone());
        c.who(&path, &what, &p.players, &p.column);
        ids.subsidy(&mut c, &p.id, &path, OwnerKind::Payment);
    }
    for (i, a) in file.awards.iter().enumerate() {
        let path = format!("awards[{i}]");
        c.chosen(&path, a);
        ids.subsidy(&mut c, &a.id, &path, OwnerKind::Award);
    }
    for (i, t) in file.teams.iter().enumerate() {
        let path = format!("teams[{i}]");
        c.team(&path, t);
        ids.team(&mut c, &t.id, &path);
    }
    c.qualifiers();
    c.budget();
    c.not_combined();
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
        self.claim(c, id, path, OwnerKind::Schedule);
    }

    fn team(&mut self, c: &mut Checker, id: &str, path: &str) {
        let key = match c.file.teams.iter().find(|t| t.id == id) {
            Some(t) if t.sheet.is_some() => "sheet",
            _ => "group",
        };
        c.lines
            .name(Named::Team(id.to_string()), &format!("{path}.{key}"));
        self.claim(c, id, path, OwnerKind::Team);
    }

    fn subsidy(&mut self, c: &mut Checker, id: &str, path: &str, kind: OwnerKind) {
        c.lines
            .name(Named::Subsidy(id.to_string()), &format!("{path}.pool"));
        self.claim(c, id, path, kind);
    }

    fn claim(&mut self, c: &mut Checker, id: &str, path: &str, kind: OwnerKind) {
        let id_path = format!("{path}.id");
        if id.trim().is_empty() {
            c.at(&id_path, Msg::RulesIdEmpty { kind });
        }
        let earlier = self
            .schedules
            .get(id)
            .or_else(|| self.subsidies.get(id))
            .cloned();
        if let Some(earlier) = earlier {
            let line = c.lines.line(&earlier);
            c.at(
                &id_path,
                Msg::RulesIdRepeated {
                    id: id.to_string(),
                    kind,
                    line,
                },
            );
            return;
        }
        let map = if kind == OwnerKind::Schedule {
            &mut self.schedules
        } else {
            &mut self.subsidies
        };
        map.insert(id.to_string(), path.to_string());
    }
}

impl Checker<'_> {
    fn at(&mut self, path: &str, message: Msg) {
        self.p.at_path(self.lines, path, message);
    }

    /// `forfeit_after` must be a time a treasurer can hold the marks to.
    fn ceremony(&mut self) {
        if let super::Uncollected::ForfeitAfter(text) = &self.file.ceremony.uncollected
            && super::ceremony::parse_time(text).is_none()
        {
            self.at(
                "ceremony.uncollected.forfeit_after",
                Msg::RulesForfeitTime {
                    value: text.clone(),
                },
            );
        }
    }

    fn settings(&mut self) {
        let s = &self.file.settings;
        match (s.age_rule, s.age_date) {
            (AgeRule::CompletedYears, None) => {
                self.at("settings.age_rule", Msg::RulesAgeDateNeeded)
            }
            (AgeRule::CalendarYear, Some(_)) => {
                self.at("settings.age_date", Msg::RulesAgeDateUnused)
            }
            _ => {}
        }
        for (i, alias) in s.header_aliases.iter().enumerate() {
            let named = crate::standings::Column::from_header(&alias.column);
            if let Some(other) =
                crate::standings::Column::from_header(&alias.name).filter(|c| Some(*c) != named)
            {
                self.at(
                    &format!("settings.header_aliases[{i}].name"),
                    Msg::RulesAliasTwoFields {
                        name: alias.name.clone(),
                        other: other.header().to_string(),
                        column: alias.column.clone(),
                    },
                );
            }
        }
    }

    fn groups(&mut self) {
        if self.file.groups.is_empty() {
            self.at("groups", Msg::RulesNoGroups);
        }
        let mut seen = BTreeSet::new();
        for (i, g) in self.file.groups.iter().enumerate() {
            let path = format!("groups[{i}].sheet");
            if g.sheet.trim().is_empty() {
                self.at(&path, Msg::RulesGroupSheetEmpty);
            } else if !seen.insert(g.sheet.as_str()) {
                self.at(
                    &path,
                    Msg::RulesGroupTwice {
                        sheet: g.sheet.clone(),
                    },
                );
            }
        }
    }

    fn schedule(&mut self, path: &str, s: &Schedule, what: &Owner) {
        self.pool(&format!("{path}.pool"), &s.pool, what, true);
        self.places_or_tables(path, s, what);
        self.fill_from(path, s, what);
        self.reserved(path, s, what);
        self.picked(path, s, what);
    }

    /// A committee award: money or a prize, and players named "组别:编号"
    /// of the file's groups or a column marking them.
    fn chosen(&mut self, path: &str, a: &ChosenAward) {
        let what = Owner::Award(a.id.clone());
        let prize = a.prize.as_deref().map(str::trim);
        if a.amount.is_zero() && prize.is_none_or(str::is_empty) {
            self.at(
                &format!("{path}.amount"),
                Msg::RulesAwardNothing {
                    owner: what.clone(),
                },
            );
        }
        if a.players.is_empty() && a.column.is_none() {
            self.at(
                &format!("{path}.players"),
                Msg::RulesAwardNoPlayers {
                    owner: what.clone(),
                },
            );
        }
        self.who(path, &what, &a.players, &a.column);
    }

    /// The players an award or a payment names or marks, checked alike:
    /// players or a column, not both; a column that is none of the
    /// standings' own; each player "组别:编号" of a group of the file.
    fn who(&mut self, path: &str, what: &Owner, players: &[String], column: &Option<String>) {
        if !players.is_empty() && column.is_some() {
            self.at(
                &format!("{path}.column"),
                Msg::RulesAwardPlayersAndColumn {
                    owner: what.clone(),
                },
            );
        }
        // A column the reader takes for one of its own (姓名, or a name the
        // rules' header_aliases give it) is never left to mark winners.
        if let Some(column) = column {
            let aliases = &self.file.settings.header_aliases;
            let own = crate::standings::Column::from_header(column).or_else(|| {
                let named = crate::vocab::key(column);
                (aliases.iter())
                    .find(|h| crate::vocab::key(&h.name) == named)
                    .and_then(|h| crate::standings::Column::from_header(&h.column))
            });
            if let Some(own) = own {
                self.at(
                    &format!("{path}.column"),
                    Msg::RulesAwardColumnIsStandings {
                        owner: what.clone(),
                        column: column.clone(),
                        standings: own.header().to_string(),
                    },
                );
            }
        }
        for (i, entry) in players.iter().enumerate() {
            let known = ChosenAward::player(entry)
                .is_some_and(|(g, _)| self.file.groups.iter().any(|x| x.sheet == g));
            if !known {
                self.at(
                    &format!("{path}.players[{i}]"),
                    Msg::RulesAwardPlayer {
                        owner: what.clone(),
                        entry: entry.clone(),
                        groups: self.group_names(),
                    },
                );
            }
        }
    }

    /// A subsidy, or a payment (`what` says which): a payment may have no
    /// conditions (everyone in its pool).
    fn subsidy(&mut self, path: &str, s: &Subsidy, what: Owner) {
        if let Some(pool) = &s.pool {
            self.pool(&format!("{path}.pool"), pool, &what, false);
        }
        if s.amount.is_zero() {
            self.at(
                &format!("{path}.amount"),
                Msg::RulesSubsidyZero {
                    owner: what.clone(),
                },
            );
        }
        if s.conditions.is_empty() && matches!(what, Owner::Subsidy(_)) {
            self.at(
                &format!("{path}.conditions"),
                Msg::RulesSubsidyNoConditions {
                    owner: what.clone(),
                },
            );
        }
        let mut seen = BTreeSet::new();
        for (i, cond) in s.conditions.iter().enumerate() {
            if !seen.insert(cond) {
                self.at(
                    &format!("{path}.conditions[{i}]"),
                    Msg::RulesConditionTwice {
                        owner: what.clone(),
                        condition: cond.requirement(),
                    },
                );
            }
        }
    }

    /// A pool names a group of the file, an age band that is not upside down,
    /// and a knockout condition only where the group has a knockout.
    fn pool(&mut self, path: &str, f: &Filter, what: &Owner, group_required: bool) {
        match &f.group {
            None if group_required => self.at(
                path,
                Msg::RulesPoolNeedsGroup {
                    owner: what.clone(),
                },
            ),
            None => {}
            Some(g) => match self.file.groups.iter().find(|x| &x.sheet == g) {
                None => self.at(
                    &format!("{path}.group"),
                    Msg::RulesUnknownGroup {
                        owner: what.clone(),
                        group: g.clone(),
                        groups: self.group_names(),
                    },
                ),
                Some(group) => {
                    if f.knockout.is_some() && group.knockout.is_none() {
                        self.at(
                            &format!("{path}.knockout"),
                            Msg::RulesNoKnockout {
                                owner: what.clone(),
                                group: g.clone(),
                            },
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
                Msg::RulesAgeRange {
                    owner: what.clone(),
                    min,
                    max,
                },
            );
        }
        if let (Some(from), Some(until)) = (f.born_from, f.born_until)
            && from > until
        {
            self.at(
                &format!("{path}.born_from"),
                Msg::RulesBornRange {
                    owner: what.clone(),
                    from: from.to_string(),
                    until: until.to_string(),
                },
            );
        }
        if f.region.as_ref().is_some_and(Vec::is_empty) {
            self.at(
                &format!("{path}.region"),
                Msg::RulesRegionEmpty {
                    owner: what.clone(),
                },
            );
        }
        for (i, r) in f.region.iter().flatten().enumerate() {
            self.region_defined(&format!("{path}.region[{i}]"), r);
        }
        self.except_region(path, f, what);
    }

    /// `except_region`: regions of `[regions]`, each inside a region the
    /// pool lists (not listed itself), when it lists any.
    fn except_region(&mut self, path: &str, f: &Filter, what: &Owner) {
        if f.except_region.as_ref().is_some_and(Vec::is_empty) {
            self.at(
                &format!("{path}.except_region"),
                Msg::RulesRegionEmpty {
                    owner: what.clone(),
                },
            );
        }
        let regions = &self.file.regions;
        for (i, r) in f.except_region.iter().flatten().enumerate() {
            let at = format!("{path}.except_region[{i}]");
            if !regions.contains(r) {
                self.region_defined(&at, r);
                continue;
            }
            let Some(listed) = &f.region else { continue };
            let listed_too = listed.contains(r);
            if listed_too || !listed.iter().any(|l| regions.inside(r, l)) {
                self.at(
                    &at,
                    Msg::RulesExceptOutside {
                        owner: what.clone(),
                        region: r.label().to_string(),
                        listed: listed.iter().map(|l| l.label().to_string()).collect(),
                        listed_too,
                    },
                );
            }
        }
    }

    /// A region named in a pool or a setting must be one of `[regions]`.
    fn region_defined(&mut self, path: &str, region: &crate::standings::Region) {
        let regions = &self.file.regions;
        if !regions.contains(region) {
            let defined = regions.labels().iter().map(|r| r.to_string()).collect();
            self.at(
                path,
                Msg::RulesRegionUndefined {
                    region: region.label().to_string(),
                    regions: defined,
                },
            );
        }
    }

    /// `[regions]`: at most one catch-all; ID codes of 1 to 6 digits; and
    /// every region a setting names is defined.
    fn regions(&mut self) {
        let file = self.file;
        let catch_all: Vec<String> = file
            .regions
            .entries()
            .iter()
            .filter(|(_, d)| d.other)
            .map(|(r, _)| r.label().to_string())
            .collect();
        if catch_all.len() > 1 {
            self.at(
                "regions",
                Msg::RulesRegionTwoCatchAll { regions: catch_all },
            );
        }
        for (r, d) in file.regions.entries() {
            for (i, code) in d.id_codes.iter().enumerate() {
                if code.is_empty() || code.len() > 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
                    self.at(
                        &format!("regions.{}.id_codes[{i}]", r.label()),
                        Msg::RulesRegionIdCode {
                            region: r.label().to_string(),
                            code: code.clone(),
                        },
                    );
                }
            }
        }
        self.within();
        for (i, r) in file.settings.home_regions.iter().enumerate() {
            self.region_defined(&format!("settings.home_regions[{i}]"), r);
        }
        for (i, a) in file.settings.region_aliases.iter().enumerate() {
            self.region_defined(&format!("settings.region_aliases[{i}].region"), &a.region);
        }
    }

    /// Each region's `within`: a region of `[regions]`, not leading back
    /// to itself, and holding the region's ID codes when both have codes.
    fn within(&mut self) {
        let regions = &self.file.regions;
        for (r, d) in regions.entries() {
            let Some(outer) = &d.within else { continue };
            let at = format!("regions.{}.within", r.label());
            if !regions.contains(outer) {
                self.region_defined(&at, outer);
            } else if let Some(circle) = regions.circle(r) {
                let circle = circle.iter().map(|c| c.label().to_string()).collect();
                self.at(
                    &at,
                    Msg::RulesRegionCircle {
                        region: r.label().to_string(),
                        circle,
                    },
                );
            } else {
                let (codes, outer_codes) = (&d.id_codes, regions.id_codes(outer));
                let held = |c: &String| outer_codes.iter().any(|o| c.starts_with(o.as_str()));
                if !outer_codes.is_empty() && !codes.iter().all(held) {
                    self.at(
                        &at,
                        Msg::RulesRegionWithinCodes {
                            region: r.label().to_string(),
                            within: outer.label().to_string(),
                            codes: codes.clone(),
                            outer: outer_codes.to_vec(),
                        },
                    );
                }
            }
        }
    }

    fn group_names(&self) -> Vec<String> {
        self.file.groups.iter().map(|g| g.sheet.clone()).collect()
    }

    /// Places must not overlap; a schedule that starts at place 1 must run
    /// 1, 2, … without gaps (a gap there is taken for a place left out by
    /// mistake), one that starts further down (幸运奖) may skip places.
    /// A stated total must match.
    fn places(&mut self, path: &str, places: &[PlaceAmount], total: Option<Money>, what: &Owner) {
        let places_path = format!("{path}.places");
        if places.is_empty() {
            self.at(
                &places_path,
                Msg::RulesNoPlaces {
                    owner: what.clone(),
                },
            );
            return;
        }
        let mut order: Vec<(usize, PlaceRange)> =
            places.iter().map(|p| p.place).enumerate().collect();
        order.sort_by_key(|&(i, r)| (r, i));
        let from_first = order.first().is_some_and(|(_, r)| r.from == 1);
        let mut next = order.first().map_or(1, |(_, r)| r.from);
        for (i, r) in order {
            let here = format!("{places_path}[{i}]");
            if r.from < next {
                let overlap = PlaceRange {
                    from: r.from,
                    to: r.to.min(next - 1),
                };
                self.at(
                    &here,
                    Msg::RulesPlacesTwice {
                        owner: what.clone(),
                        from: overlap.from,
                        to: overlap.to,
                    },
                );
            } else if r.from > next && from_first {
                let gap = PlaceRange {
                    from: next,
                    to: r.from - 1,
                };
                self.at(
                    &here,
                    Msg::RulesPlacesGap {
                        owner: what.clone(),
                        from: gap.from,
                        to: gap.to,
                    },
                );
            }
            next = next.max(r.to + 1);
        }
        for (i, p) in places.iter().enumerate() {
            let here = format!("{places_path}[{i}]");
            let amount = format!("{here}.amount");
            let (owner, place) = (what.clone(), p.place.to_string());
            let problem = match (p.prize.as_deref().map(str::trim), p.amount.is_zero()) {
                (Some(""), _) => Some((
                    format!("{here}.prize"),
                    Msg::RulesPrizeEmpty { owner, place },
                )),
                // 「前八名获礼品一份」 is a prize without money, never an
                // amount of 0: the lists would print 无 and explain 未发.
                (_, true) if self.lines.written(&amount) => {
                    Some((amount, Msg::RulesPlaceAmountZero { owner, place }))
                }
                (None, true) => Some((here, Msg::RulesPlaceNothing { owner, place })),
                _ => None,
            };
            if let Some((path, message)) = problem {
                self.at(&path, message);
            }
        }
        if let Some(total) = total {
            let sum: Money = expand_places(places).into_iter().sum();
            if sum != total {
                self.at(
                    &format!("{path}.total"),
                    Msg::RulesTotalMismatch {
                        owner: what.clone(),
                        sum: sum.to_string(),
                        total: total.to_string(),
                    },
                );
            }
        }
    }

    fn qualifiers(&mut self) {
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, q) in self.file.qualifiers.iter().enumerate() {
            let path = format!("qualifiers[{i}]");
            let what = Owner::Qualifier(q.id.clone());
            self.lines
                .name(Named::Qualifier(q.id.clone()), &format!("{path}.pool"));
            self.lines
                .name(Named::Eligible(q.id.clone()), &format!("{path}.eligible"));
            if let Some(first) = seen.insert(q.id.as_str(), i) {
                let line = self.lines.line(&format!("qualifiers[{first}]"));
                self.at(
                    &format!("{path}.id"),
                    Msg::RulesIdRepeated {
                        id: q.id.clone(),
                        kind: OwnerKind::Qualifier,
                        line,
                    },
                );
            }
            self.pool(&format!("{path}.pool"), &q.pool, &what, true);
            self.pool(&format!("{path}.eligible"), &q.eligible, &what, false);
            for (j, level) in q.levels.iter().enumerate() {
                if level.top > q.top {
                    self.at(
                        &format!("{path}.levels[{j}].top"),
                        Msg::RulesLevelTooDeep {
                            owner: what.clone(),
                            level: level.level.clone(),
                            top: level.top,
                            places: q.top,
                        },
                    );
                }
            }
        }
    }
}
