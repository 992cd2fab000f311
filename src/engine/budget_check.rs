//! The budget as the regulation states it (SPEC §19), decided once from the
//! run's ledger for every view that says it (the terminal's budget line,
//! the budget sheet, the page's 预算核对): the published total against the
//! plan (after the amendments only where there are some), the subsidies,
//! committee awards and the payments `[budget]` names only where there
//! are some; a reserved place's fixed amount (名额定额) and a payment
//! outside the prize budget are money the regulation states, never an
//! overspend; with no published total, nothing is compared.

use super::{KindTotals, Ledger};
use crate::money::Money;
use crate::rules::{GrantKind, Rules};

/// An amount paid and the number of entries that paid it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    pub amount: Money,
    pub count: usize,
}

/// What the budget line says, in amounts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BudgetCheck {
    /// Whether the regulation states a total (`[budget] stated`).
    pub stated: bool,
    /// Whether the rules have amendments (补充通知).
    pub amendments: bool,
    /// The stated total, or without one the places as first published.
    pub published: Money,
    /// The places in force and the team prizes, with the fixed amounts.
    pub plan: Money,
    /// The fixed amounts of reserved places beyond their places' amounts.
    pub fixed: Money,
    /// Subsidies paid; none when the rules have no subsidy.
    pub subsidies: Option<Tally>,
    /// Committee awards paid; none when the rules have none.
    pub awards: Option<Tally>,
    /// Payments `[budget]` names, inside the compared total; none when it
    /// names none.
    pub budgeted: Option<Tally>,
    /// Payments outside the prize budget; none when every payment is named
    /// by `[budget]` or the rules have none.
    pub payments: Option<Tally>,
    /// Team prizes paid; none when no team is paid money.
    pub teams: Option<Tally>,
    /// The plan with the subsidies, awards and budgeted payments.
    pub total: Money,
}

impl BudgetCheck {
    pub fn of(rules: &Rules, ledger: &Ledger) -> BudgetCheck {
        let KindTotals {
            places: _,
            reserved,
            teams,
            teams_paid,
            awards,
            awards_paid,
            payments,
            payments_paid,
            budgeted,
            budgeted_paid,
            subsidies,
            subsidies_paid,
            in_kind: _,
        } = KindTotals::of(ledger, |id| rules.budget_names(id));
        let has = |kind: GrantKind| rules.subsidies.iter().any(|s| s.kind() == kind);
        let paid = |amount, count| Tally { amount, count };
        let plan = rules.amended_planned() + reserved;
        BudgetCheck {
            stated: rules.budget.is_some(),
            amendments: !rules.amendments.is_empty(),
            published: (rules.budget.as_ref()).map_or_else(|| rules.base_planned(), |b| b.stated),
            plan,
            fixed: reserved,
            subsidies: has(GrantKind::Subsidy).then(|| paid(subsidies, subsidies_paid)),
            awards: has(GrantKind::Chosen).then(|| paid(awards, awards_paid)),
            budgeted: (budgeted_paid > 0).then(|| paid(budgeted, budgeted_paid)),
            payments: (rules.subsidies.iter())
                .any(|s| s.payment && !rules.budget_names(&s.id))
                .then(|| paid(payments, payments_paid)),
            teams: (teams_paid > 0).then(|| paid(teams, teams_paid)),
            total: plan + subsidies + awards + budgeted,
        }
    }

    /// The total against the published one, the fixed amounts left out
    /// (they are stated): above zero is over the published total.
    pub fn difference(&self) -> Money {
        self.total - self.fixed - self.published
    }

    /// Whether the run pays more than the regulation publishes: only where
    /// it states a total.
    pub fn over(&self) -> bool {
        self.stated && self.difference() > Money::ZERO
    }
}
