//! What the engine decides: awards, vacant places, subsidies, qualifiers,
//! payouts and the budget reconciliation. Players are referred to by
//! `PlayerId` (position in the `Standings`), which the writers resolve.

use crate::money::Money;
use crate::msg::why::{Evidence, Reason};
use crate::rules::{Combining, SubsidyCondition};
use crate::standings::{Player, Standings, Warning};

/// A player's position in the standings: group (in rules order) and row index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PlayerId {
    pub group: usize,
    pub index: usize,
}

impl PlayerId {
    /// The player behind the id, if these standings have one there.
    pub fn get(self, standings: &Standings) -> Option<&Player> {
        standings
            .groups
            .get(self.group)
            .and_then(|g| g.players.get(self.index))
    }

    /// The player behind an id the engine gave for these standings.
    pub fn player(self, standings: &Standings) -> &Player {
        self.get(standings)
            .expect("a player id of the outcome for these standings")
    }

    pub fn group_name(self, standings: &Standings) -> &str {
        &standings.groups[self.group].sheet
    }
}

/// A place prize paid to one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Award {
    /// Schedule id.
    pub schedule: String,
    /// The place in the schedule (shared places: the first of them).
    pub place: u32,
    /// Number of players sharing the place (1 when not shared).
    pub shared_by: u32,
    pub player: PlayerId,
    pub amount: Money,
    /// The place beside the winner's own final place (passed over players
    /// above, a tie set apart), decided once all places are given out.
    pub placed: super::PlacedAs,
}

/// A place of a schedule that no player covers (空缺).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vacancy {
    pub schedule: String,
    pub place: u32,
    pub amount: Money,
}

/// A subsidy paid to one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub subsidy: String,
    pub player: PlayerId,
    pub amount: Money,
}

/// One condition of a subsidy for one player, with the value behind it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConditionCheck {
    pub condition: SubsidyCondition,
    pub met: bool,
    /// The cell value (or prizes) the verdict rests on.
    pub evidence: Evidence,
}

/// Every player marked as a student, checked against a subsidy's conditions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubsidyCheck {
    pub subsidy: String,
    pub player: PlayerId,
    pub checks: Vec<ConditionCheck>,
    pub granted: bool,
}

/// A player on a qualifier list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Qualifier {
    pub list: String,
    pub place: u32,
    pub player: PlayerId,
    /// Set only for place 1.
    pub title: Option<String>,
    /// Ids of the other lists the same player is on.
    pub also_on: Vec<String>,
}

/// A player of a list's pool, ranked above the cut, who may not qualify.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ineligible {
    pub list: String,
    pub player: PlayerId,
    /// Why: each condition of the list's scope or eligibility that fails
    /// or reads a blank.
    pub reasons: Vec<Reason>,
}

/// One item of a payout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayItem {
    /// Schedule or subsidy id.
    pub source: String,
    /// The place, for a place prize.
    pub place: Option<u32>,
    pub shared_by: u32,
    pub amount: Money,
}

/// Everything one player is paid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payout {
    pub player: PlayerId,
    pub items: Vec<PayItem>,
    /// The items added up, as published.
    pub total: Money,
    /// Before and after withholding, when the rules withhold tax.
    pub tax: Option<super::Withholding>,
}

/// Planned against awarded for one schedule (or subsidy).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BudgetLine {
    pub schedule: String,
    pub planned: Money,
    pub awarded: Money,
    pub vacant: Money,
    pub remainder: Money,
}

/// The result of applying the rules to the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// How the place prizes combined (兼得, one each, or sets).
    pub combining: Combining,
    pub awards: Vec<Award>,
    pub vacancies: Vec<Vacancy>,
    pub grants: Vec<Grant>,
    pub subsidy_checks: Vec<SubsidyCheck>,
    pub qualifiers: Vec<Qualifier>,
    pub ineligible: Vec<Ineligible>,
    pub payouts: Vec<Payout>,
    pub budget: Vec<BudgetLine>,
    pub warnings: Vec<Warning>,
    /// The pools drawn and the places passed over: what `record_of` reads.
    pub drawn: super::Drawn,
    /// The team prizes (团体奖): every team ranked, paid to the team.
    pub teams: super::TeamOutcome,
    /// Every payment and prize of the run, one typed entry each: what the
    /// views of money total (SPEC §19).
    pub ledger: super::Ledger,
}

impl Outcome {
    /// What the fixed amounts of reserved places (名额: 「则可获奖金各500元」)
    /// pay beyond the places' own amounts: for one schedule, or for all.
    pub fn fixed_extra(&self, schedule: Option<&str>) -> Money {
        (self.drawn.raised.iter())
            .filter(|r| schedule.is_none_or(|s| s == r.schedule))
            .map(|r| r.amount - r.place_amount)
            .sum()
    }

    /// Total paid: place prizes plus subsidies.
    pub fn total_paid(&self) -> Money {
        self.payouts.iter().map(|p| p.total).sum()
    }

    /// Every payout's withholding added up; none when no tax is withheld.
    pub fn withheld(&self) -> Option<super::Withholding> {
        let all: Vec<&super::Withholding> =
            self.payouts.iter().filter_map(|p| p.tax.as_ref()).collect();
        (!all.is_empty()).then(|| super::Withholding::sum(all))
    }
}
