//! The rules file as written (TOML), and how its amendments turn it into the
//! `Rules` in force.

use super::{CancelledSchedule, Filter, Rules, RulesError, ScheduleInForce, Settings};
use crate::money::Money;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RulesFile {
    /// The event's full name, as on the regulation.
    pub event: String,
    /// The year the event is held; ages are counted from it.
    pub event_year: i32,
    #[serde(default)]
    pub settings: Settings,
    pub groups: Vec<Group>,
    #[serde(default)]
    pub budget: Option<StatedBudget>,
    #[serde(default)]
    pub schedules: Vec<Schedule>,
    #[serde(default)]
    pub subsidies: Vec<Subsidy>,
    #[serde(default)]
    pub qualifiers: Vec<QualifierList>,
    #[serde(default)]
    pub amendments: Vec<Amendment>,
}

/// A group of the event: one sheet of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Group {
    pub sheet: String,
    pub kind: GroupKind,
    #[serde(default)]
    pub rounds: Option<u32>,
    /// Final places 1..=knockout were decided by the knockout.
    #[serde(default)]
    pub knockout: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GroupKind {
    Open,
    Youth,
}

/// The budget as the regulation states it, for reconciliation.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct StatedBudget {
    pub stated: Money,
    #[serde(default)]
    pub sections: Vec<BudgetSection>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct BudgetSection {
    pub name: String,
    pub stated: Money,
    pub schedules: Vec<String>,
}

/// A prize schedule as the regulation writes it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Schedule {
    pub id: String,
    pub name: String,
    pub pool: Filter,
    /// The total the regulation states for this schedule, checked against the places.
    #[serde(default)]
    pub total: Option<Money>,
    pub places: Vec<PlaceAmount>,
}

/// Places `from..=to` pay `amount` each.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlaceAmount {
    pub place: PlaceRange,
    pub amount: Money,
}

/// "5" or "5-8" (also 5–8, 5—8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct PlaceRange {
    pub from: u32,
    pub to: u32,
}

impl FromStr for PlaceRange {
    type Err = String;
    fn from_str(text: &str) -> Result<PlaceRange, String> {
        let bad = || format!("\"{text}\" is not a place or a range of places like \"5-8\"");
        let parts: Vec<&str> = text.split(['-', '–', '—']).map(str::trim).collect();
        let number = |s: &str| s.parse::<u32>().ok().filter(|&n| n >= 1);
        let (from, to) = match parts.as_slice() {
            [one] => (number(one), number(one)),
            [a, b] => (number(a), number(b)),
            _ => (None, None),
        };
        match (from, to) {
            (Some(from), Some(to)) if from <= to => Ok(PlaceRange { from, to }),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for PlaceRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.from == self.to {
            write!(f, "{}", self.from)
        } else {
            write!(f, "{}-{}", self.from, self.to)
        }
    }
}

impl<'de> Deserialize<'de> for PlaceRange {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PlaceRange, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Number(u32),
            Text(String),
        }
        match Raw::deserialize(d)? {
            Raw::Number(n) => n.to_string().parse(),
            Raw::Text(t) => t.parse(),
        }
        .map_err(serde::de::Error::custom)
    }
}

impl Serialize for PlaceRange {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

/// A flat amount per person for everyone who meets all conditions.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Subsidy {
    pub id: String,
    pub name: String,
    pub amount: Money,
    pub conditions: Vec<SubsidyCondition>,
    /// Only players in this pool; everyone when left out.
    #[serde(default)]
    pub pool: Option<Filter>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SubsidyCondition {
    /// 在校大学生 (graduate students included).
    Student,
    /// 学生证或学籍证明.
    StudentProof,
    /// 赛完全部赛程.
    Completed,
    /// 无违规违纪, 无蓄意犯规: no fouls and no discipline mark.
    NoDiscipline,
    /// 未获得名次奖励: no amount from any prize schedule.
    NoPlacePrize,
}

impl SubsidyCondition {
    pub fn label(self) -> &'static str {
        match self {
            SubsidyCondition::Student => "在校大学生",
            SubsidyCondition::StudentProof => "学生证或学籍证明",
            SubsidyCondition::Completed => "赛完全部赛程",
            SubsidyCondition::NoDiscipline => "无违规违纪及蓄意犯规",
            SubsidyCondition::NoPlacePrize => "未获得名次奖励",
        }
    }
}

/// Who goes on to the next stage from one group.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct QualifierList {
    pub id: String,
    pub name: String,
    /// Whom the list is drawn from (group, sex, age band).
    pub pool: Filter,
    /// Who of the pool may qualify (region, title …).
    #[serde(default)]
    pub eligible: Filter,
    pub top: u32,
    /// Title of the first place (…棋王).
    #[serde(default)]
    pub title: Option<String>,
    /// "Top N may apply for level X".
    #[serde(default)]
    pub levels: Vec<LevelRule>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LevelRule {
    pub top: u32,
    pub level: String,
}

/// A later notice that changes the regulation.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Amendment {
    /// The notice's date, "2019-04-23".
    pub date: String,
    pub name: String,
    pub changes: Vec<Change>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(tag = "action", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Change {
    /// New places and amounts for a schedule.
    ReplacePlaces {
        schedule: String,
        places: Vec<PlaceAmount>,
        #[serde(default)]
        total: Option<Money>,
    },
    /// The schedule is no longer awarded.
    Cancel { schedule: String },
    /// A new prize schedule.
    AddSchedule { schedule: Schedule },
    /// A new subsidy.
    AddSubsidy { subsidy: Subsidy },
}

impl RulesFile {
    /// Parse TOML text.
    pub fn parse(text: &str) -> Result<RulesFile, RulesError> {
        toml::from_str(text).map_err(|e| RulesError::one(e.to_string().trim_end().to_string()))
    }

    /// Check the file and apply its amendments in order.
    pub fn into_rules(self) -> Result<Rules, RulesError> {
        let mut problems = Vec::new();
        let group_names: BTreeSet<&str> = self.groups.iter().map(|g| g.sheet.as_str()).collect();
        let mut ids = BTreeSet::new();
        for s in &self.schedules {
            check_schedule(s, &group_names, &mut problems);
            if !ids.insert(s.id.clone()) {
                problems.push(format!("schedule \"{}\" is defined twice", s.id));
            }
        }
        for q in &self.qualifiers {
            check_pool(
                &format!("qualifier list \"{}\"", q.id),
                &q.pool,
                &group_names,
                &mut problems,
            );
        }

        let mut schedules: Vec<ScheduleInForce> = self
            .schedules
            .iter()
            .map(|s| ScheduleInForce {
                id: s.id.clone(),
                name: s.name.clone(),
                pool: s.pool.clone(),
                amounts: expand_places(&s.places),
                base_planned: expand_places(&s.places).into_iter().sum(),
                amended_by: None,
            })
            .collect();
        let mut cancelled = Vec::new();
        let mut subsidies = self.subsidies.clone();
        for amendment in &self.amendments {
            for change in &amendment.changes {
                let find = |id: &str, schedules: &[ScheduleInForce]| {
                    schedules.iter().position(|s| s.id == id)
                };
                match change {
                    Change::ReplacePlaces {
                        schedule,
                        places,
                        total,
                    } => match find(schedule, &schedules) {
                        Some(i) => {
                            let where_ = format!(
                                "amendment {} changing schedule \"{schedule}\"",
                                amendment.date
                            );
                            check_places(&where_, places, *total, &mut problems);
                            schedules[i].amounts = expand_places(places);
                            schedules[i].amended_by = Some(amendment.date.clone());
                        }
                        None => problems.push(format!(
                            "amendment {} changes schedule \"{schedule}\", which is not in force",
                            amendment.date
                        )),
                    },
                    Change::Cancel { schedule } => match find(schedule, &schedules) {
                        Some(i) => {
                            let s = schedules.remove(i);
                            cancelled.push(CancelledSchedule {
                                id: s.id,
                                name: s.name,
                                base_planned: s.base_planned,
                                cancelled_by: amendment.date.clone(),
                            });
                        }
                        None => problems.push(format!(
                            "amendment {} cancels schedule \"{schedule}\", which is not in force",
                            amendment.date
                        )),
                    },
                    Change::AddSchedule { schedule } => {
                        check_schedule(schedule, &group_names, &mut problems);
                        if find(&schedule.id, &schedules).is_some() {
                            problems.push(format!(
                                "amendment {} adds schedule \"{}\", which already exists",
                                amendment.date, schedule.id
                            ));
                        }
                        schedules.push(ScheduleInForce {
                            id: schedule.id.clone(),
                            name: schedule.name.clone(),
                            pool: schedule.pool.clone(),
                            amounts: expand_places(&schedule.places),
                            base_planned: Money::ZERO,
                            amended_by: Some(amendment.date.clone()),
                        });
                    }
                    Change::AddSubsidy { subsidy } => subsidies.push(subsidy.clone()),
                }
            }
        }
        if !problems.is_empty() {
            return Err(RulesError { problems });
        }
        Ok(Rules {
            event: self.event,
            event_year: self.event_year,
            settings: self.settings,
            groups: self.groups,
            schedules,
            cancelled,
            subsidies,
            qualifiers: self.qualifiers,
            budget: self.budget,
            amendments: self.amendments.iter().map(|a| a.date.clone()).collect(),
        })
    }
}

fn check_schedule(s: &Schedule, groups: &BTreeSet<&str>, problems: &mut Vec<String>) {
    let where_ = format!("schedule \"{}\"", s.id);
    check_pool(&where_, &s.pool, groups, problems);
    check_places(&where_, &s.places, s.total, problems);
}

fn check_pool(where_: &str, pool: &Filter, groups: &BTreeSet<&str>, problems: &mut Vec<String>) {
    match &pool.group {
        None => problems.push(format!("{where_}: pool needs a group")),
        Some(g) if !groups.contains(g.as_str()) => problems.push(format!(
            "{where_}: pool group \"{g}\" is not one of the [[groups]]"
        )),
        Some(_) => {}
    }
}

/// Places must run 1, 2, … without gaps or overlaps; a stated total must match.
fn check_places(
    where_: &str,
    places: &[PlaceAmount],
    total: Option<Money>,
    problems: &mut Vec<String>,
) {
    let mut ranges: Vec<PlaceRange> = places.iter().map(|p| p.place).collect();
    ranges.sort();
    let mut next = 1;
    for r in &ranges {
        if r.from < next {
            problems.push(format!("{where_}: place {} is given twice", r.from));
        } else if r.from > next {
            problems.push(format!("{where_}: no amount for place {next}"));
        }
        next = next.max(r.to + 1);
    }
    if let Some(total) = total {
        let sum: Money = expand_places(places).into_iter().sum();
        if sum != total {
            problems.push(format!(
                "{where_}: the places add up to {sum}, but the stated total is {total}"
            ));
        }
    }
}

fn expand_places(places: &[PlaceAmount]) -> Vec<Money> {
    let last = places.iter().map(|p| p.place.to).max().unwrap_or(0) as usize;
    let mut amounts = vec![Money::ZERO; last];
    for p in places {
        for place in p.place.from..=p.place.to {
            amounts[place as usize - 1] = p.amount;
        }
    }
    amounts
}
