//! The rules file as written (TOML): the types serde reads it into. Parsing
//! is `parse`, the amendments are applied in `amend`.

use super::phases::{Phase, TieBreak};
pub use super::places::{PlaceAmount, PlaceRange};
use super::source::Lines;
use super::tax::Tax;
use super::{Filter, Settings};
use crate::money::Money;
use crate::msg::why::Requirement;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RulesFile {
    /// The event's full name, as on the regulation.
    pub event: String,
    /// The year the event is held; ages are counted from it.
    pub event_year: i32,
    #[serde(default)]
    pub settings: Settings,
    /// The event's regions (地区); none: 地区 is free text.
    #[serde(default)]
    pub regions: crate::standings::Regions,
    pub groups: Vec<Group>,
    #[serde(default)]
    pub budget: Option<StatedBudget>,
    #[serde(default)]
    pub schedules: Vec<Schedule>,
    #[serde(default)]
    pub subsidies: Vec<Subsidy>,
    /// Payments that are not prizes (退还保证金, 路费补助): a subsidy's shape,
    /// or players named or marked as an award's are, under their own name
    /// and budget line.
    #[serde(default)]
    pub payments: Vec<Payment>,
    /// Awards the committee chooses (体育道德风尚奖), to the players named.
    #[serde(default)]
    pub awards: Vec<ChosenAward>,
    /// Team prizes (团体奖), paid to a team.
    #[serde(default)]
    pub teams: Vec<super::teams::TeamPrize>,
    #[serde(default)]
    pub qualifiers: Vec<QualifierList>,
    #[serde(default)]
    pub amendments: Vec<Amendment>,
    /// Tax withholding; none: amounts are paid as they stand.
    #[serde(default)]
    pub tax: Option<Tax>,
    /// What becomes of a prize not collected at the ceremony.
    #[serde(default)]
    pub ceremony: super::ceremony::Ceremony,
    /// Where each value stands in the text, for messages.
    #[serde(skip)]
    pub lines: Lines,
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
    /// Which places each phase decided (knockout, Swiss), for the audit.
    #[serde(default)]
    pub phases: Vec<Phase>,
    /// The Swiss ranking: score first, then the tie-breaks, in order.
    #[serde(default)]
    pub tiebreaks: Vec<TieBreak>,
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
    /// The places and their amounts; none when `tables` gives them.
    #[serde(default)]
    pub places: Vec<PlaceAmount>,
    /// Prize tables by the number of players (「参赛人数不足32人时，奖金按下表
    /// 发放」): the one whose bounds hold the group's count is in force.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<PlaceTable>,
    /// 递补: places the pool leaves vacant go to the next best players of
    /// these regions (the pool's other conditions kept); none: they stay
    /// vacant.
    #[serde(default)]
    pub fill_from: Option<Vec<crate::standings::Region>>,
    /// 名额: places of this schedule kept for a sub-pool.
    #[serde(default)]
    pub reserved: Option<Reserved>,
}

/// "前12名中保证楼冈棋手3个获奖名额": `count` of the schedule's places kept
/// for the members of its pool that `pool` also admits, called `name`.
/// "如该3名楼冈棋手不能进入前四名，则可获奖金各500元": those of the `count`
/// paid at a place below `unless_top` (every one of them when it is left
/// out) are paid `amount` instead of their place's.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Reserved {
    pub count: u32,
    pub name: String,
    pub pool: Filter,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount: Option<Money>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unless_top: Option<u32>,
}

/// One prize table of a schedule, for a field of `players` (both ends
/// included): its own places and stated total.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlaceTable {
    pub players: super::entrants::Entrants,
    #[serde(default)]
    pub total: Option<Money>,
    pub places: Vec<PlaceAmount>,
}

/// A flat amount per person for everyone who meets all conditions.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Subsidy {
    pub id: String,
    pub name: String,
    pub amount: Money,
    /// Required of a subsidy (the schema says so); a payment without
    /// conditions goes to everyone in its pool.
    #[serde(default)]
    pub conditions: Vec<SubsidyCondition>,
    /// Only players in this pool; everyone when left out.
    #[serde(default)]
    pub pool: Option<Filter>,
    /// Written under `[[payments]]`: a refund or allowance, not a prize or
    /// a subsidy; kept out of the prize budget and the award list.
    #[serde(skip)]
    pub payment: bool,
    /// Written under `[[awards]]`, or a `[[payments]]` with `players` or
    /// `column`: the players named or marked; none for a subsidy or a
    /// payment to everyone its pool and conditions admit.
    #[serde(skip)]
    pub chosen: Option<Chosen>,
}

/// `[[payments]]`: a refund or allowance (退还保证金, 路费补助) to everyone
/// of `pool` who meets `conditions`, or only to the players named in
/// `players` ("组别:编号") or marked in the standings column `column`
/// (路费补助 是/否), as `[[awards]]` names and marks them; named or marked
/// players are paid only if the pool and conditions hold for them too.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Payment {
    pub id: String,
    pub name: String,
    pub amount: Money,
    #[serde(default)]
    pub conditions: Vec<SubsidyCondition>,
    #[serde(default)]
    pub pool: Option<Filter>,
    #[serde(default)]
    pub players: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<String>,
}

impl Payment {
    /// The payment as the engine grants it: a subsidy's shape, marked as a
    /// payment, with the players chosen when it names or marks them.
    pub fn in_force(&self) -> Subsidy {
        let named = !self.players.is_empty() || self.column.is_some();
        Subsidy {
            id: self.id.clone(),
            name: self.name.clone(),
            amount: self.amount,
            conditions: self.conditions.clone(),
            pool: self.pool.clone(),
            payment: true,
            chosen: named.then(|| Chosen::of(&self.players, &self.column, None)),
        }
    }
}

/// What a `Subsidy` entry is: a subsidy, a payment that is not a prize, or
/// an award the committee chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GrantKind {
    Subsidy,
    Payment,
    Chosen,
}

impl Subsidy {
    pub fn kind(&self) -> GrantKind {
        match (self.payment, &self.chosen) {
            (true, _) => GrantKind::Payment,
            (false, Some(_)) => GrantKind::Chosen,
            (false, None) => GrantKind::Subsidy,
        }
    }
}

/// The players a committee award or a payment goes to, and an award's
/// prize besides money.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Chosen {
    /// (group sheet, 编号) of each player named.
    pub players: Vec<(String, String)>,
    /// Or the standings column whose cells mark the players (风尚奖).
    pub column: Option<String>,
    pub prize: Option<String>,
}

impl Chosen {
    /// The players as a checked file writes them: `players` as
    /// "组别:编号", or the mark column.
    pub fn of(players: &[String], column: &Option<String>, prize: Option<String>) -> Chosen {
        Chosen {
            players: (players.iter())
                .filter_map(|p| ChosenAward::player(p))
                .collect(),
            column: column.clone(),
            prize,
        }
    }

    /// Whether the player of `group` numbered `no` with the marks `marks`
    /// is chosen: marked in the column, or named.
    pub fn holds(&self, group: &str, no: &str, marks: &[compact_str::CompactString]) -> bool {
        match &self.column {
            Some(column) => marks.iter().any(|m| m.as_str() == column),
            None => (self.players.iter()).any(|(g, n)| g == group && n == no),
        }
    }
}

/// An award the committee chooses (体育道德风尚奖): an amount, a prize
/// text or both, to the players named as "组别:编号", or to those a
/// standings column marks.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ChosenAward {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub amount: Money,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prize: Option<String>,
    #[serde(default)]
    pub players: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<String>,
}

impl ChosenAward {
    /// "少儿组:12" as (group, 编号); none when it is not of that form.
    pub fn player(entry: &str) -> Option<(String, String)> {
        let (group, no) = entry.split_once([':', '：'])?;
        let (group, no) = (group.trim(), no.trim());
        (!group.is_empty() && !no.is_empty()).then(|| (group.to_string(), no.to_string()))
    }
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
    /// The condition's entry in the words catalogue (`Requirement::words`).
    pub fn requirement(self) -> Requirement {
        match self {
            SubsidyCondition::Student => Requirement::Student,
            SubsidyCondition::StudentProof => Requirement::StudentProof,
            SubsidyCondition::Completed => Requirement::Completed,
            SubsidyCondition::NoDiscipline => Requirement::Conduct,
            SubsidyCondition::NoPlacePrize => Requirement::NoPlacePrize,
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
