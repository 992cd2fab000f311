//! The run's ledger (SPEC §19): every amount the treasurer pays and every
//! prize handed over, one typed entry each, built once from what the engine
//! decided. The views that total or list money (the terminal summary and
//! its budget line, the budget sheet, results.json, the page) and the one
//! that counts the prizes in kind (奖品清单, `report::in_kind`) are functions
//! over it, each matching every kind with no catch-all arm, so a new kind
//! does not compile until every view says what it does with it.

use super::{Award, Grant, PlayerId, Raised, TeamStanding};
use crate::money::Money;
use crate::rules::{GrantKind, Rules};

/// Who is handed an entry: a player, or a team (团体奖).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Payee {
    Player(PlayerId),
    /// The team as its prize's standings name it.
    Team(String),
}

/// One payment or prize of the run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// A place prize: a place's amount, or its share of the places a tie
    /// (并列) covers, at the place it was handed (顺延 included). A
    /// reserved place's fixed amount pays its place's amount here and the
    /// rest as `Reserved`.
    Place {
        schedule: String,
        place: u32,
        shared_by: u32,
        player: PlayerId,
        amount: Money,
    },
    /// What a reserved place's fixed amount (名额定额: 「则可获奖金各500元」)
    /// pays beyond its place's own amount: money the regulation states.
    Reserved {
        schedule: String,
        /// The reserved set's name (楼冈棋手).
        name: String,
        place: u32,
        player: PlayerId,
        amount: Money,
    },
    /// A team prize's amount (its share when the place is shared).
    Team {
        prize: String,
        team: String,
        place: u32,
        shared_by: u32,
        amount: Money,
    },
    /// A committee award's money (评选奖, `[[awards]]`).
    Award {
        award: String,
        player: PlayerId,
        amount: Money,
    },
    /// A payment that is not a prize (退还保证金, 路费补助: `[[payments]]`).
    Payment {
        payment: String,
        player: PlayerId,
        amount: Money,
    },
    /// A subsidy (补贴) to a player who meets its conditions.
    Subsidy {
        subsidy: String,
        player: PlayerId,
        amount: Money,
    },
    /// A prize besides money (奖杯, 证书, 礼品) of a place, a team's place
    /// or a committee award, with money or alone.
    InKind {
        /// The schedule, team prize or award that gives it.
        source: String,
        place: Option<u32>,
        payee: Payee,
        prize: String,
    },
}

impl Entry {
    /// The money of the entry; none for a prize besides money.
    pub fn amount(&self) -> Money {
        match self {
            Entry::Place { amount, .. }
            | Entry::Reserved { amount, .. }
            | Entry::Team { amount, .. }
            | Entry::Award { amount, .. }
            | Entry::Payment { amount, .. }
            | Entry::Subsidy { amount, .. } => *amount,
            Entry::InKind { .. } => Money::ZERO,
        }
    }

    /// The schedule, reserved set's schedule, team prize, award, payment or
    /// subsidy the entry belongs to.
    pub fn source(&self) -> &str {
        match self {
            Entry::Place { schedule, .. } | Entry::Reserved { schedule, .. } => schedule,
            Entry::Team { prize, .. } => prize,
            Entry::Award { award, .. } => award,
            Entry::Payment { payment, .. } => payment,
            Entry::Subsidy { subsidy, .. } => subsidy,
            Entry::InKind { source, .. } => source,
        }
    }
}

/// Every entry of the run: place prizes in the awards' order (with each
/// reserved fixed amount after its place), then subsidies, payments and
/// committee awards in the grants' order, then team prizes, then prizes besides
/// money (places, committee awards, teams).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Ledger {
    pub entries: Vec<Entry>,
}

impl Ledger {
    /// The ledger of what the engine decided: awards (with the fixed
    /// amounts reserved places were raised to), grants by the kind the
    /// rules give them, and the teams paid.
    pub fn of(
        rules: &Rules,
        awards: &[Award],
        raised: &[Raised],
        grants: &[Grant],
        teams: &[TeamStanding],
    ) -> Ledger {
        let mut entries = Vec::new();
        for a in awards {
            let fixed = (raised.iter())
                .find(|r| r.schedule == a.schedule && r.player == a.player && r.place == a.place);
            let place_amount = fixed.map_or(a.amount, |r| r.place_amount);
            if !place_amount.is_zero() {
                entries.push(Entry::Place {
                    schedule: a.schedule.clone(),
                    place: a.place,
                    shared_by: a.shared_by,
                    player: a.player,
                    amount: place_amount,
                });
            }
            if let Some(r) = fixed.filter(|r| r.amount != r.place_amount) {
                entries.push(Entry::Reserved {
                    schedule: r.schedule.clone(),
                    name: r.name.clone(),
                    place: r.place,
                    player: r.player,
                    amount: r.amount - r.place_amount,
                });
            }
        }
        // Every grant, a committee award of a prize alone (0.00) too: the
        // people an award names are counted whether or not it pays money.
        for g in grants {
            let kind = (rules.subsidies.iter())
                .find(|s| s.id == g.subsidy)
                .map_or(GrantKind::Subsidy, |s| s.kind());
            let (id, player, amount) = (g.subsidy.clone(), g.player, g.amount);
            entries.push(match kind {
                GrantKind::Subsidy => Entry::Subsidy {
                    subsidy: id,
                    player,
                    amount,
                },
                GrantKind::Chosen => Entry::Award {
                    award: id,
                    player,
                    amount,
                },
                GrantKind::Payment => Entry::Payment {
                    payment: id,
                    player,
                    amount,
                },
            });
        }
        for t in teams.iter().filter(|t| !t.amount.is_zero()) {
            if let Some(place) = t.place {
                entries.push(Entry::Team {
                    prize: t.prize.clone(),
                    team: t.team.clone(),
                    place,
                    shared_by: t.shared_by,
                    amount: t.amount,
                });
            }
        }
        for a in awards {
            if let Some(prize) = rules.prize_of(&a.schedule, a.place) {
                entries.push(Entry::InKind {
                    source: a.schedule.clone(),
                    place: Some(a.place),
                    payee: Payee::Player(a.player),
                    prize: prize.to_string(),
                });
            }
        }
        for g in grants {
            if let Some(prize) = rules.chosen(&g.subsidy).and_then(|c| c.prize.as_deref()) {
                entries.push(Entry::InKind {
                    source: g.subsidy.clone(),
                    place: None,
                    payee: Payee::Player(g.player),
                    prize: prize.to_string(),
                });
            }
        }
        for t in teams {
            if let (Some(place), Some(prize)) = (t.place, &t.prize_text) {
                entries.push(Entry::InKind {
                    source: t.prize.clone(),
                    place: Some(place),
                    payee: Payee::Team(t.team.clone()),
                    prize: prize.clone(),
                });
            }
        }
        Ledger { entries }
    }

    /// Every amount of the ledger added up.
    pub fn total(&self) -> Money {
        self.entries.iter().map(Entry::amount).sum()
    }
}

/// The ledger's money by kind, as the budget views say it: one fold over
/// every entry, each kind its own total and count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KindTotals {
    pub places: Money,
    /// 名额定额 beyond the places' own amounts.
    pub reserved: Money,
    pub teams: Money,
    pub teams_paid: usize,
    pub awards: Money,
    pub awards_paid: usize,
    /// Payments outside the prize budget (those `[budget]` does not name).
    pub payments: Money,
    pub payments_paid: usize,
    /// Payments a `[budget]` section names: inside the prize budget.
    pub budgeted: Money,
    pub budgeted_paid: usize,
    pub subsidies: Money,
    pub subsidies_paid: usize,
    /// Prizes besides money handed over.
    pub in_kind: usize,
}

impl KindTotals {
    /// The totals of `ledger`; `budgeted` says whether `[budget]` names a
    /// payment's id (then it counts inside the prize budget).
    pub fn of(ledger: &Ledger, budgeted: impl Fn(&str) -> bool) -> KindTotals {
        let mut t = KindTotals::default();
        for entry in &ledger.entries {
            match entry {
                Entry::Place { amount, .. } => t.places += *amount,
                Entry::Reserved { amount, .. } => t.reserved += *amount,
                Entry::Team { amount, .. } => {
                    t.teams += *amount;
                    t.teams_paid += 1;
                }
                Entry::Award { amount, .. } => {
                    t.awards += *amount;
                    t.awards_paid += 1;
                }
                Entry::Payment {
                    payment, amount, ..
                } if budgeted(payment) => {
                    t.budgeted += *amount;
                    t.budgeted_paid += 1;
                }
                Entry::Payment { amount, .. } => {
                    t.payments += *amount;
                    t.payments_paid += 1;
                }
                Entry::Subsidy { amount, .. } => {
                    t.subsidies += *amount;
                    t.subsidies_paid += 1;
                }
                Entry::InKind { .. } => t.in_kind += 1,
            }
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(index: usize) -> PlayerId {
        PlayerId { group: 0, index }
    }

    fn award(place: u32, index: usize, amount: i64) -> Award {
        Award {
            schedule: "overall".to_string(),
            place,
            shared_by: 1,
            player: id(index),
            amount: Money::yuan(amount),
            placed: crate::engine::PlacedAs::AsFinished,
        }
    }

    #[test]
    fn a_reserved_places_fixed_amount_is_its_place_amount_and_the_rest_stated() {
        // 「如该3名楼冈棋手不能进入前四名，则可获奖金各500元」: the 楼冈
        // player at place 10 (300) is paid 500 instead: a place entry of
        // 300 and a reserved entry of 500 - 300 = 200; one left out of the
        // places (0) is paid 500: a reserved entry of 500 alone. Place 1
        // pays 3000 as it stands.
        let rules = Rules::shizhu_2019();
        let awards = [award(1, 0, 3000), award(10, 9, 500), award(13, 12, 500)];
        let raised = |place, index, place_amount| Raised {
            schedule: "overall".to_string(),
            player: id(index),
            place,
            place_amount: Money::yuan(place_amount),
            amount: Money::yuan(500),
            name: "楼冈棋手".to_string(),
            top: Some(4),
        };
        let raised = [raised(10, 9, 300), raised(13, 12, 0)];
        let ledger = Ledger::of(&rules, &awards, &raised, &[], &[]);
        let money: Vec<(&str, u32, Money)> = (ledger.entries.iter())
            .map(|e| match e {
                Entry::Place { place, amount, .. } => ("place", *place, *amount),
                Entry::Reserved { place, amount, .. } => ("reserved", *place, *amount),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(
            money,
            [
                ("place", 1, Money::yuan(3000)),
                ("place", 10, Money::yuan(300)),
                ("reserved", 10, Money::yuan(200)),
                ("reserved", 13, Money::yuan(500)),
            ]
        );
        // 3000 + 500 + 500 = 4000, what the awards pay.
        assert_eq!(ledger.total(), Money::yuan(4000));
        let totals = KindTotals::of(&ledger, |_| false);
        assert_eq!(
            (totals.places, totals.reserved),
            (Money::yuan(3300), Money::yuan(700))
        );
    }
}
