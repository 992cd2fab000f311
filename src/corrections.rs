//! Corrections after the ceremony (成绩更正, docs/corrections.md): the
//! results of the run that was paid (its results.json, `paid::Paid`)
//! against the outcome of the corrected standings. A pure comparison: per
//! person whose money changed, what was paid, what is due now and the
//! difference (with tax withheld, in 应发, 代扣个税 and 实发); the prize
//! items behind both; the standings facts of that person that changed (when
//! the paid file records them); and the budget before and after. Before any
//! of it, the paid file must be of the same event and rules: another
//! event's, other rules' or a file whose players do not match is refused
//! with every difference named.

mod collected;
mod compare;
pub mod facts;
pub mod money_rules;
pub mod paid;
mod whole;
pub mod words;

pub use collected::Collected;
pub use compare::compare;

use crate::engine::PlayerId;
use crate::money::Money;
use facts::Change;
use std::collections::{BTreeMap, BTreeSet};

/// A signed difference of two amounts: `more` when more is due than was
/// paid (补发), else less (退回); `amount` is its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Diff {
    pub more: bool,
    pub amount: Money,
}

impl Diff {
    /// `due` − `paid`.
    pub fn between(paid: Money, due: Money) -> Diff {
        if due >= paid {
            Diff {
                more: true,
                amount: due - paid,
            }
        } else {
            Diff {
                more: false,
                amount: paid - due,
            }
        }
    }

    pub fn is_zero(self) -> bool {
        self.amount.is_zero()
    }
}

/// "+2000.00", "-2000.00", "0.00".
impl std::fmt::Display for Diff {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.more, self.amount.is_zero()) {
            (_, true) => write!(f, "{}", self.amount),
            (true, false) => write!(f, "+{}", self.amount),
            (false, false) => write!(f, "-{}", self.amount),
        }
    }
}

/// What one person is paid: the prizes added up, and with tax withheld
/// 应发, 代扣个税, 实发.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Amounts {
    pub total: Money,
    pub withheld: Option<Withheld>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Withheld {
    pub gross: Money,
    pub tax: Money,
    pub net: Money,
}

impl Amounts {
    /// What the person receives in hand: 实发 with tax, else the total.
    pub fn in_hand(&self) -> Money {
        self.withheld.map_or(self.total, |w| w.net)
    }
}

/// One prize item: a schedule's place, or a subsidy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub source: String,
    pub place: Option<u32>,
    pub amount: Money,
}

/// One person whose money changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub group: String,
    pub no: String,
    pub name: String,
    /// The player in the corrected standings; none when no longer there.
    pub player: Option<PlayerId>,
    pub paid: Amounts,
    pub due: Amounts,
    pub was: Vec<Item>,
    pub now: Vec<Item>,
    /// This person's standings facts that the correction changed; `None`
    /// when the paid file does not record them (not paid then, or a file
    /// written before results.json recorded them).
    pub changes: Option<Vec<Change>>,
}

impl Line {
    /// The difference in the prizes as published.
    pub fn difference(&self) -> Diff {
        Diff::between(self.paid.total, self.due.total)
    }

    /// The difference in what the person receives: what is paid out (补发)
    /// or given back (退回).
    pub fn in_hand(&self) -> Diff {
        Diff::between(self.paid.in_hand(), self.due.in_hand())
    }

    /// The schedules and subsidies behind either amount.
    fn sources(&self) -> BTreeSet<&str> {
        self.was
            .iter()
            .chain(&self.now)
            .map(|i| i.source.as_str())
            .collect()
    }
}

/// Why a person's money changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause<'a> {
    /// A fact of this person corrected.
    Changed(&'a Line, &'a Change),
    /// This person was paid nothing then and is paid now; their facts then
    /// are not in the paid file.
    Entered(&'a Line),
    /// This person is no longer in the standings.
    Gone(&'a Line),
}

/// One budget line before and after: (awarded, vacant, remainder).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BudgetChange {
    pub schedule: String,
    pub planned: Money,
    pub before: [Money; 3],
    pub after: [Money; 3],
}

/// One team whose team prize money changed (paid to the team, 领款单位):
/// its place and money then and now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamLine {
    /// The team prize's id.
    pub prize: String,
    pub team: String,
    pub was: Option<u32>,
    pub now: Option<u32>,
    pub paid: Money,
    pub due: Money,
}

impl TeamLine {
    /// What is paid to the team (补发) or given back by it (退回).
    pub fn difference(&self) -> Diff {
        Diff::between(self.paid, self.due)
    }
}

/// What the correction changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Corrections {
    /// The paid file, as named.
    pub file: String,
    /// Every person whose money changed, in group (rules) order, then
    /// place in the corrected standings, then 编号.
    pub lines: Vec<Line>,
    /// Every team whose team prize money changed, in the corrected run's
    /// order (team prize, then place), then the teams no longer ranked.
    pub teams: Vec<TeamLine>,
    pub budget: Vec<BudgetChange>,
    /// Everything paid, and everything due now (prizes as published).
    pub paid_total: Money,
    pub due_total: Money,
    /// Whether the paid file records the standings facts of its payees.
    pub recorded: bool,
}

impl Corrections {
    /// What moved `line`'s money: its own facts that changed, or else the
    /// corrected facts of the other people listed whose prizes came from
    /// the same schedules, or, when none is known, those of them paid now
    /// and nothing then (their facts then not recorded) or no longer in
    /// the standings. For the cause of every line, `causes_all` answers
    /// each in the time of what it names.
    pub fn causes<'a>(&'a self, line: &'a Line) -> Vec<Cause<'a>> {
        Causes::index(self).of(line)
    }

    /// `causes` of every line, in the lines' order, each looked up in an
    /// index of the lines by schedule built once (not a search of every
    /// line for every line: a correction that moves 100 000 people would
    /// take 10¹⁰ steps).
    pub fn causes_all(&self) -> Vec<Vec<Cause<'_>>> {
        let causes = Causes::index(self);
        self.lines.iter().map(|l| causes.of(l)).collect()
    }

    /// Every standings correction that moved money, person by person.
    pub fn standings_changes(&self) -> impl Iterator<Item = (&Line, &Change)> {
        self.lines
            .iter()
            .flat_map(|l| l.changes.iter().flatten().map(move |c| (l, c)))
    }

    /// The line of the player `id`, when their money changed.
    pub fn of(&self, id: PlayerId) -> Option<&Line> {
        self.lines.iter().find(|l| l.player == Some(id))
    }

    /// Σ补发 and Σ退回 of what the people receive.
    pub fn to_pay_and_return(&self) -> (Money, Money) {
        pay_and_return(self.lines.iter().map(Line::in_hand))
    }

    /// Σ补发 and Σ退回 of the team prizes, paid to the teams.
    pub fn teams_to_pay_and_return(&self) -> (Money, Money) {
        pay_and_return(self.teams.iter().map(TeamLine::difference))
    }
}

/// The differences added up by side: (Σ补发, Σ退回).
fn pay_and_return(diffs: impl Iterator<Item = Diff>) -> (Money, Money) {
    let mut pay = Money::ZERO;
    let mut back = Money::ZERO;
    for d in diffs {
        match d.more {
            true => pay += d.amount,
            false => back += d.amount,
        }
    }
    (pay, back)
}

/// The lines by schedule, for `Corrections::causes`: per schedule, the
/// lines with corrected facts, and those whose facts then are unknown (paid
/// now and nothing then, or gone from the standings), each in line order.
struct Causes<'a> {
    lines: &'a [Line],
    changed: BTreeMap<&'a str, Vec<usize>>,
    unknown: BTreeMap<&'a str, Vec<usize>>,
}

impl<'a> Causes<'a> {
    fn index(corrections: &'a Corrections) -> Causes<'a> {
        let mut changed: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        let mut unknown: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, line) in corrections.lines.iter().enumerate() {
            let has_changes = line.changes.as_ref().is_some_and(|c| !c.is_empty());
            let is_unknown = unknown_then(line).is_some();
            for source in line.sources() {
                if has_changes {
                    changed.entry(source).or_default().push(i);
                }
                if is_unknown {
                    unknown.entry(source).or_default().push(i);
                }
            }
        }
        Causes {
            lines: &corrections.lines,
            changed,
            unknown,
        }
    }

    /// The other lines of `index` that share a schedule with `line`, in
    /// line order, each once.
    fn others(&self, index: &BTreeMap<&str, Vec<usize>>, line: &Line) -> Vec<&'a Line> {
        let mut at: Vec<usize> = (line.sources().into_iter())
            .filter_map(|s| index.get(s))
            .flatten()
            .copied()
            .collect();
        at.sort_unstable();
        at.dedup();
        at.into_iter()
            .map(|i| &self.lines[i])
            .filter(|other| !std::ptr::eq(*other, line))
            .collect()
    }

    fn of(&self, line: &'a Line) -> Vec<Cause<'a>> {
        if let Some(own) = line.changes.as_ref().filter(|c| !c.is_empty()) {
            return own.iter().map(|c| Cause::Changed(line, c)).collect();
        }
        let changed: Vec<Cause> = (self.others(&self.changed, line).into_iter())
            .flat_map(|other| {
                let changes = other.changes.iter().flatten();
                changes.map(move |c| Cause::Changed(other, c))
            })
            .collect();
        if !changed.is_empty() {
            return changed;
        }
        // No corrected fact is known: those whose facts then are unknown
        // (paid now and nothing then, or gone from the standings).
        (self.others(&self.unknown, line).into_iter())
            .filter_map(unknown_then)
            .collect()
    }
}

/// Why `line`'s facts then are unknown, as a cause: gone from the
/// standings, or paid now and nothing then.
fn unknown_then(line: &Line) -> Option<Cause<'_>> {
    match (&line.changes, line.player) {
        (_, None) => Some(Cause::Gone(line)),
        (None, Some(_)) if line.paid.total.is_zero() => Some(Cause::Entered(line)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg::{Lang, Msg};
    use crate::standings::Column;

    fn line(no: &str, paid: i64, due: i64, source: &str, changes: Option<Vec<Change>>) -> Line {
        let item = |amount: i64| Item {
            source: source.to_string(),
            place: Some(1),
            amount: Money::yuan(amount),
        };
        Line {
            group: "公开组".to_string(),
            no: no.to_string(),
            name: format!("选手{no}"),
            player: Some(PlayerId {
                group: 0,
                index: no.parse().unwrap(),
            }),
            paid: Amounts {
                total: Money::yuan(paid),
                withheld: None,
            },
            due: Amounts {
                total: Money::yuan(due),
                withheld: None,
            },
            was: (paid > 0).then(|| item(paid)).into_iter().collect(),
            now: (due > 0).then(|| item(due)).into_iter().collect(),
            changes,
        }
    }

    fn corrections(lines: Vec<Line>) -> Corrections {
        Corrections {
            file: "paid.json".to_string(),
            lines,
            teams: Vec::new(),
            budget: Vec::new(),
            paid_total: Money::ZERO,
            due_total: Money::ZERO,
            recorded: true,
        }
    }

    #[test]
    fn a_correction_behind_two_shared_schedules_is_named_once_and_a_gone_one_when_none_is() {
        let rank = Change {
            column: Column::Rank,
            before: "2".to_string(),
            after: "9".to_string(),
        };
        let mut one = line("1", 800, 0, "member", Some(vec![rank.clone()]));
        let mut two = line("2", 300, 800, "member", Some(Vec::new()));
        // Both also hold a women's prize: one correction, two schedules.
        for l in [&mut one, &mut two] {
            let mut women = l.was.first().or(l.now.first()).unwrap().clone();
            women.source = "women".to_string();
            l.now.push(women);
        }
        let mut gone = line("3", 500, 0, "surprise", Some(Vec::new()));
        gone.player = None;
        let four = line("4", 0, 500, "surprise", None);
        let c = corrections(vec![one, two, gone, four]);
        let [one, two, gone, four] = [0, 1, 2, 3].map(|i| &c.lines[i]);
        assert_eq!(c.causes(two), [Cause::Changed(one, &rank)]);
        // 4 is paid now, 3 is gone; no fact of either is known to be
        // corrected: each names the other's reason.
        assert_eq!(c.causes(four), [Cause::Gone(gone)]);
        assert_eq!(c.causes(gone), [Cause::Entered(four)]);
        let one_by_one: Vec<Vec<Cause>> = c.lines.iter().map(|l| c.causes(l)).collect();
        assert_eq!(c.causes_all(), one_by_one);
    }

    #[test]
    fn a_difference_carries_its_sign() {
        assert_eq!(
            Diff::between(Money::yuan(5000), Money::yuan(3000)).to_string(),
            "-2000.00"
        );
        assert_eq!(
            Diff::between(Money::yuan(3000), Money::yuan(5000)).to_string(),
            "+2000.00"
        );
        assert_eq!(
            Diff::between(Money::yuan(300), Money::yuan(300)).to_string(),
            "0.00"
        );
    }

    #[test]
    fn someone_moved_by_another_is_told_the_others_correction_not_a_newcomer() {
        let rank = Change {
            column: Column::Rank,
            before: "3".to_string(),
            after: "5".to_string(),
        };
        let c = corrections(vec![
            // 1 moved down by their own corrected place; 2 moved up by it;
            // 3 paid now and nothing then, facts then unknown.
            line("1", 500, 300, "member", Some(vec![rank.clone()])),
            line("2", 300, 500, "member", Some(Vec::new())),
            line("3", 0, 200, "member", None),
            line("4", 400, 0, "women", Some(Vec::new())),
            line("5", 0, 400, "women", None),
        ]);
        let [one, two, three, four, five] = [0, 1, 2, 3, 4].map(|i| &c.lines[i]);
        assert_eq!(c.causes(one), [Cause::Changed(one, &rank)]);
        assert_eq!(c.causes(two), [Cause::Changed(one, &rank)]);
        assert_eq!(c.causes(three), [Cause::Changed(one, &rank)]);
        // No corrected fact on the women's schedule: the newcomer is named.
        assert_eq!(c.causes(four), [Cause::Entered(five)]);
        assert_eq!(c.causes(five), []);
        // All at once, from the index, the same answers in line order.
        let one_by_one: Vec<Vec<Cause>> = c.lines.iter().map(|l| c.causes(l)).collect();
        assert_eq!(c.causes_all(), one_by_one);
        // Σ补发 200 (300 → 500) + 200 (0 → 200) + 400 (0 → 400) = 800;
        // Σ退回 200 (500 → 300) + 400 (400 → 0) = 600.
        assert_eq!(c.to_pay_and_return(), (Money::yuan(800), Money::yuan(600)));
    }

    #[test]
    fn a_paid_file_of_other_settings_is_named_with_the_setting_in_chinese() {
        let msg = Msg::PaidOtherSetting {
            file: "paid/results.json".to_string(),
            key: "stacking".to_string(),
            paid: "all".to_string(),
            now: "one".to_string(),
        };
        assert_eq!(
            msg.render(Lang::Zh),
            "paid/results.json 的设置 stacking 为「all」，本次为「one」。请用发放时的规则文件和设置（如每人可领几项名次奖）重新运行。"
        );
        assert_eq!(msg.code(), "paid.other_setting");
    }

    /// 1 was computed 800 and is due 0 now, 2 was computed 300 and is due
    /// 800 now, 5 was computed 600 and is due 200 now; only 2 collected.
    fn computed_against_corrected() -> Corrections {
        let mut c = corrections(vec![
            line("1", 800, 0, "member", Some(Vec::new())),
            line("2", 300, 800, "member", Some(Vec::new())),
            line("5", 600, 200, "member", Some(Vec::new())),
        ]);
        c.paid_total = Money::yuan(800 + 300 + 600);
        c
    }

    #[test]
    fn corrections_against_what_was_collected_owe_the_uncollected_in_full_and_ask_nothing_back() {
        let collected = Collected {
            people: [("公开组".to_string(), "2".to_string())].into(),
            teams: Default::default(),
        };
        let paid_people = [
            ("公开组".to_string(), "1".to_string(), Money::yuan(800)),
            ("公开组".to_string(), "2".to_string(), Money::yuan(300)),
            ("公开组".to_string(), "5".to_string(), Money::yuan(600)),
        ];
        let c = computed_against_corrected().as_collected(&collected, &paid_people);
        // 1 never collected 800 and is due 0: nothing to return, off the lines.
        // 2 collected 300 and is due 800: 补发 800 - 300 = 500.
        // 5 never collected 600 and is due 200: 补发 200 in full, not 退回 400.
        let lines: Vec<_> = c
            .lines
            .iter()
            .map(|l| (l.no.as_str(), l.in_hand()))
            .collect();
        assert_eq!(
            lines,
            [
                (
                    "2",
                    Diff {
                        more: true,
                        amount: Money::yuan(500)
                    }
                ),
                (
                    "5",
                    Diff {
                        more: true,
                        amount: Money::yuan(200)
                    }
                ),
            ]
        );
        // Collected: only 2's 300.
        assert_eq!(c.paid_total, Money::yuan(300));
        assert_eq!(c.to_pay_and_return(), (Money::yuan(700), Money::ZERO));
    }

    #[test]
    fn a_team_that_never_collected_is_owed_its_corrected_prize_in_full() {
        let mut c = corrections(Vec::new());
        c.teams = vec![
            TeamLine {
                prize: "team".to_string(),
                team: "火车头".to_string(),
                was: Some(1),
                now: Some(2),
                paid: Money::yuan(2000),
                due: Money::yuan(1000),
            },
            TeamLine {
                prize: "team".to_string(),
                team: "沈阳".to_string(),
                was: Some(2),
                now: Some(1),
                paid: Money::yuan(1000),
                due: Money::yuan(2000),
            },
        ];
        let collected = Collected {
            people: Default::default(),
            teams: [("team".to_string(), "沈阳".to_string())].into(),
        };
        let c = c.as_collected(&collected, &[]);
        // 火车头 never collected 2000: owed 1000, nothing back; 沈阳 collected
        // 1000 and is due 2000: 补发 1000.
        let teams: Vec<_> = c
            .teams
            .iter()
            .map(|t| (t.team.as_str(), t.difference()))
            .collect();
        assert_eq!(
            teams,
            [
                (
                    "火车头",
                    Diff {
                        more: true,
                        amount: Money::yuan(1000)
                    }
                ),
                (
                    "沈阳",
                    Diff {
                        more: true,
                        amount: Money::yuan(1000)
                    }
                ),
            ]
        );
    }
}
