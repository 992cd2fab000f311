//! Who has collected what: the state of every payee of a kept run folded
//! from its marks (the payee's last mark decides: 已领 with how, when and by
//! whom, or 未领 after an undo or with no mark), and the totals a treasurer
//! reconciles: 已领 N 人 X 元，未领 M 人 Y 元, 放弃 when the rules forfeit
//! what was not collected in time, overall, by schedule and by kind.
//!
//! A pure function of the run's results.json and its marks. Every line
//! counts one basis, what is handed over: a person's 实发 when tax is
//! withheld, else the total; a team's its prize money. So the lines by
//! schedule and by kind add up to the overall totals to the fen. Tax is
//! withheld once on a person's whole receipt (`engine::tax`), so a person
//! paid under several schedules has the 实发 shared over the prizes in
//! proportion to each prize as published, rounded half-up to the fen, the
//! last prize taking what is left.

use super::store::payees;
use super::{Action, How, Mark, MarkId, Payee};
use crate::corrections::paid::Paid;
use crate::money::Money;
use serde::Serialize;
use std::collections::BTreeMap;

/// Every payee's state and the totals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Collection {
    /// People in the order of the run's payouts, then teams.
    pub payees: Vec<PayeeState>,
    pub collected: Tally,
    pub open: Tally,
    pub forfeited: Tally,
    /// One line per schedule (and team prize), in the order first paid.
    pub by_schedule: Vec<ScheduleTally>,
    /// One line per kind of prize the run pays, in `Kind`'s order.
    pub by_kind: Vec<KindTally>,
}

/// A count of payees (or prizes) and their money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Tally {
    pub count: u32,
    pub amount: Money,
}

impl Tally {
    fn add(&mut self, amount: Money) {
        self.count += 1;
        self.amount += amount;
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PayeeState {
    pub payee: Payee,
    /// The person's 姓名, or the team's name.
    pub name: String,
    pub amount: Money,
    pub state: State,
}

/// 未领, 已领 (by the mark that stands) or 放弃.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum State {
    Open,
    Collected {
        mark: MarkId,
        how: How,
        at: String,
        by: String,
        note: String,
    },
    Forfeited,
}

/// The kinds of prize, in the order a record lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// 名次奖.
    Place,
    /// 补贴.
    Subsidy,
    /// 退费与补助 (`[[payments]]`).
    Payment,
    /// 评选奖 (`[[awards]]`).
    Chosen,
    /// 团体奖.
    Team,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScheduleTally {
    pub schedule: String,
    pub kind: Kind,
    pub collected: Tally,
    pub open: Tally,
    pub forfeited: Tally,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KindTally {
    pub kind: Kind,
    pub collected: Tally,
    pub open: Tally,
    pub forfeited: Tally,
}

/// The state of every payee of `results` after `marks` (in the order
/// written). `forfeit`: the rules forfeit an uncollected prize and its time
/// has passed, so every payee not 已领 is 放弃 rather than 未领.
pub fn collection(results: &Paid, marks: &[Mark], forfeit: bool) -> Collection {
    let mut last: BTreeMap<&Payee, &Mark> = BTreeMap::new();
    for mark in marks {
        last.insert(&mark.payee, mark);
    }
    let state_of = |payee: &Payee| match last.get(payee).map(|m| (m, &m.action)) {
        Some((m, Action::Collected { how })) => State::Collected {
            mark: m.id,
            how: how.clone(),
            at: m.at.clone(),
            by: m.by.clone(),
            note: m.note.clone(),
        },
        _ if forfeit => State::Forfeited,
        _ => State::Open,
    };
    let mut states: Vec<PayeeState> = Vec::new();
    let paid_people = results
        .payouts
        .iter()
        .map(|p| (p.name.clone(), p.net.unwrap_or(p.total)));
    let paid_teams = results
        .teams
        .iter()
        .filter(|t| !t.amount.is_zero())
        .map(|t| (t.team.clone(), t.amount));
    for (payee, (name, amount)) in payees(results)
        .into_iter()
        .zip(paid_people.chain(paid_teams))
    {
        let state = state_of(&payee);
        states.push(PayeeState {
            payee,
            name,
            amount,
            state,
        });
    }
    let mut collection = Collection {
        payees: Vec::new(),
        collected: Tally::default(),
        open: Tally::default(),
        forfeited: Tally::default(),
        by_schedule: Vec::new(),
        by_kind: Vec::new(),
    };
    for s in &states {
        tally(
            &s.state,
            &mut collection.collected,
            &mut collection.open,
            &mut collection.forfeited,
        )
        .add(s.amount);
    }
    let by_payee: BTreeMap<&Payee, &State> = states.iter().map(|s| (&s.payee, &s.state)).collect();
    for (kind, schedule, payee, amount) in prizes(results) {
        let Some(state) = by_payee.get(&payee) else {
            continue;
        };
        let line = match collection
            .by_schedule
            .iter()
            .position(|l| l.kind == kind && l.schedule == schedule)
        {
            Some(at) => &mut collection.by_schedule[at],
            None => {
                collection.by_schedule.push(ScheduleTally {
                    schedule,
                    kind,
                    collected: Tally::default(),
                    open: Tally::default(),
                    forfeited: Tally::default(),
                });
                collection.by_schedule.last_mut().expect("just pushed")
            }
        };
        tally(
            state,
            &mut line.collected,
            &mut line.open,
            &mut line.forfeited,
        )
        .add(amount);
    }
    let mut kinds: BTreeMap<Kind, KindTally> = BTreeMap::new();
    for line in &collection.by_schedule {
        let k = kinds.entry(line.kind).or_insert(KindTally {
            kind: line.kind,
            collected: Tally::default(),
            open: Tally::default(),
            forfeited: Tally::default(),
        });
        for (to, from) in [
            (&mut k.collected, &line.collected),
            (&mut k.open, &line.open),
            (&mut k.forfeited, &line.forfeited),
        ] {
            to.count += from.count;
            to.amount += from.amount;
        }
    }
    collection.by_kind = kinds.into_values().collect();
    collection.payees = states;
    collection
}

/// The tally a state counts in.
fn tally<'a>(
    state: &State,
    collected: &'a mut Tally,
    open: &'a mut Tally,
    forfeited: &'a mut Tally,
) -> &'a mut Tally {
    match state {
        State::Collected { .. } => collected,
        State::Open => open,
        State::Forfeited => forfeited,
    }
}

/// Every prize paid, as (kind, schedule, payee, amount handed over), in the
/// order of results.json.
fn prizes(results: &Paid) -> Vec<(Kind, String, Payee, Money)> {
    let published = published(results);
    let handed: BTreeMap<Payee, Money> = results
        .payouts
        .iter()
        .map(|p| {
            let payee = Payee::Person {
                group: p.group.clone(),
                number: p.no.clone(),
            };
            (payee, p.net.unwrap_or(p.total))
        })
        .collect();
    let mut whole: BTreeMap<&Payee, Money> = BTreeMap::new();
    let mut left: BTreeMap<&Payee, usize> = BTreeMap::new();
    for (_, _, payee, amount) in &published {
        *whole.entry(payee).or_default() += *amount;
        *left.entry(payee).or_default() += 1;
    }
    let mut shared: BTreeMap<&Payee, Money> = BTreeMap::new();
    let mut out = Vec::with_capacity(published.len());
    for (kind, schedule, payee, amount) in &published {
        let Some(&handed) = handed.get(payee) else {
            // A team: its prize money is what is handed over.
            out.push((*kind, schedule.clone(), payee.clone(), *amount));
            continue;
        };
        let so_far = shared.entry(payee).or_default();
        let rest = left.get_mut(payee).expect("counted above");
        *rest -= 1;
        let share = if *rest == 0 {
            handed - *so_far
        } else {
            let whole = whole[payee].as_decimal();
            Money::half_up(amount.as_decimal() * handed.as_decimal() / whole)
        };
        *so_far += share;
        out.push((*kind, schedule.clone(), payee.clone(), share));
    }
    out
}

/// Every prize paid as published (before tax), in the order of
/// results.json.
fn published(results: &Paid) -> Vec<(Kind, String, Payee, Money)> {
    let person = |group: &str, no: &str| Payee::Person {
        group: group.to_string(),
        number: no.to_string(),
    };
    let mut out = Vec::new();
    for a in results.awards.iter().filter(|a| !a.amount.is_zero()) {
        out.push((
            Kind::Place,
            a.schedule.clone(),
            person(&a.group, &a.no),
            a.amount,
        ));
    }
    for (kind, rows) in [
        (Kind::Subsidy, &results.subsidies),
        (Kind::Payment, &results.payments),
        (Kind::Chosen, &results.chosen),
    ] {
        for s in rows.iter().filter(|s| !s.amount.is_zero()) {
            out.push((kind, s.schedule.clone(), person(&s.group, &s.no), s.amount));
        }
    }
    for t in results.teams.iter().filter(|t| !t.amount.is_zero()) {
        let payee = Payee::Team {
            prize: t.schedule.clone(),
            team: t.team.clone(),
        };
        out.push((Kind::Team, t.schedule.clone(), payee, t.amount));
    }
    out
}
