//! 名额: "前12名中保证楼冈棋手3个获奖名额". A schedule reserves k of its N paid
//! places for the members of its pool that a sub-pool admits. When fewer
//! than k of them are within the first N of the pool, the lowest paid places
//! held by others go instead, in order, to the best sub-pool members below
//! (docs/prizes.md#reserved-places-名额); everyone is paid the amount of the
//! place given. Done by
//! reordering the pool the places are handed out on: the players given way
//! move just below the places, the sub-pool members take theirs. A fixed
//! amount for the reserved players outside the first places (「如该3名楼冈
//! 棋手不能进入前四名，则可获奖金各500元」: `amount`, `unless_top`) is paid
//! after the places are handed out, and counted in the schedule's planned
//! money. In a set of schedules handed out one prize per player
//! (`not_combined`, `stacking = "one"`) the pool is not reordered: the
//! hand-out keeps the places itself (`Kept`, `one_prize`), giving the last
//! open places to sub-pool members still without a prize, and a reserved
//! player passes over a smaller prize of the set when his fixed amount pays
//! more (就高不就低). That needs the fixed amount to be decided by the place
//! alone: `unless_top` written and the places within it paying at least the
//! amount; otherwise the combination is refused (`in_a_set`).

use super::pool::{Field, Pool};
use super::{Award, BudgetLine, Placed, PlayerId, Raised};
use crate::money::Money;
use crate::msg::why::Placing;
use crate::rules::{Filter, Rules, ScheduleInForce};
use crate::standings::Standings;

/// Who moved in one schedule's pool: the schedule's index, the sub-pool
/// members given a place, and the players who gave theirs way with their
/// place in the pool.
type Moved = (usize, Vec<PlayerId>, Vec<(PlayerId, u32)>);

/// Who moved, schedule by schedule.
#[derive(Debug, Default)]
pub struct Moves {
    by_schedule: Vec<Moved>,
}

/// The pools with the reserved places given, and who moved; the schedules
/// of `sets` are left as they are (their hand-out keeps the places).
pub fn reserve(rules: &Rules, field: &Field, pools: &mut [Pool], sets: &[Vec<usize>]) -> Moves {
    let mut moves = Moves::default();
    for (s, schedule) in rules.schedules.iter().enumerate() {
        let Some(reserved) = &schedule.reserved else {
            continue;
        };
        if sets.iter().flatten().any(|&i| i == s) {
            continue;
        }
        let places = schedule.amounts.len();
        let k = (reserved.count as usize).min(places);
        let sub = sub_pool(field, schedule, &reserved.pool);
        let pool = &pools[s];
        let top = &pool.members[..places.min(pool.members.len())];
        let within = top.iter().filter(|m| sub.contains(m)).count();
        if within >= k {
            continue;
        }
        let outsiders: Vec<PlayerId> = pool.members[top.len()..]
            .iter()
            .copied()
            .filter(|m| sub.contains(m))
            .take(k - within)
            .collect();
        // The lowest places held by players outside the sub-pool, as many as
        // there are sub-pool members to take them.
        let mut gave_way: Vec<(PlayerId, u32)> = top
            .iter()
            .enumerate()
            .rev()
            .filter(|(_, m)| !sub.contains(m))
            .take(outsiders.len())
            .map(|(i, m)| (*m, super::pool::place_number(i)))
            .collect();
        gave_way.reverse();
        let kept = top
            .iter()
            .copied()
            .filter(|m| !gave_way.iter().any(|(g, _)| g == m));
        let rest = pool.members[top.len()..]
            .iter()
            .copied()
            .filter(|m| !outsiders.contains(m));
        let members = kept
            .chain(outsiders.iter().copied())
            .chain(gave_way.iter().map(|(g, _)| *g))
            .chain(rest)
            .collect();
        pools[s] = Pool { members };
        moves.by_schedule.push((s, outsiders, gave_way));
    }
    moves
}

/// Reserved places of a schedule handed out one prize per player: kept by
/// the hand-out as it goes.
#[derive(Debug)]
pub struct Kept {
    /// The schedule's index.
    pub schedule: usize,
    /// How many places the sub-pool is owed: `count`, at most the places.
    pub count: usize,
    /// The members of the schedule's pool the sub-pool admits, in pool order.
    pub sub: Vec<PlayerId>,
    /// The fixed amount paid below `unless_top`, if any.
    pub amount: Option<Money>,
}

/// The reserved places of the schedules of `set`, for the hand-out.
pub fn kept(rules: &Rules, field: &Field, pools: &[Pool], set: &[usize]) -> Vec<Kept> {
    set.iter()
        .filter_map(|&s| {
            let schedule = &rules.schedules[s];
            let reserved = schedule.reserved.as_ref()?;
            let admitted = sub_pool(field, schedule, &reserved.pool);
            let sub = (pools[s].members.iter())
                .copied()
                .filter(|m| admitted.contains(m))
                .collect();
            Some(Kept {
                schedule: s,
                count: (reserved.count as usize).min(schedule.amounts.len()),
                sub,
                amount: reserved.amount,
            })
        })
        .collect()
}

/// The first schedule of `sets` whose fixed amount the one-prize hand-out
/// cannot weigh: one without `unless_top` (the amount would replace even a
/// larger place's, after a player chose it over another prize), or with a
/// place within `unless_top` paying less than the amount (a reserved player
/// could not know whether he would be paid the place or the amount).
pub fn in_a_set<'r>(rules: &'r Rules, sets: &[Vec<usize>]) -> Option<&'r ScheduleInForce> {
    sets.iter()
        .flatten()
        .map(|&s| &rules.schedules[s])
        .find(|s| !weighable(s))
}

/// Two schedules of one of `sets` that pay reserved players a fixed amount:
/// a player of both sub-pools could be owed both, and the hand-out would
/// keep him waiting for each.
pub fn two_amounts_in_a_set<'r>(
    rules: &'r Rules,
    sets: &[Vec<usize>],
) -> Option<(&'r ScheduleInForce, &'r ScheduleInForce)> {
    sets.iter().find_map(|set| {
        let mut fixed = (set.iter().map(|&s| &rules.schedules[s]))
            .filter(|s| s.reserved.as_ref().is_some_and(|r| r.amount.is_some()));
        Some((fixed.next()?, fixed.next()?))
    })
}

/// Whether the fixed amount of the schedule's reserved places, if any, is
/// decided by the place alone.
fn weighable(schedule: &ScheduleInForce) -> bool {
    let Some(reserved) = &schedule.reserved else {
        return true;
    };
    let Some(amount) = reserved.amount else {
        return true;
    };
    let Some(top) = reserved.unless_top else {
        return false;
    };
    (1..=top as usize).all(|place| schedule.amount(place) >= amount)
}

/// The members of the schedule's group that the reserved sub-pool `pool`
/// admits, in pool order.
fn sub_pool(field: &Field, schedule: &ScheduleInForce, pool: &Filter) -> Vec<PlayerId> {
    let mut filter = pool.clone();
    if filter.group.is_none() {
        filter.group.clone_from(&schedule.pool.group);
    }
    Pool::drawn(field, &filter).members
}

/// The fixed amount of each schedule that has one: the first `count`
/// sub-pool players paid by the schedule (by place, then pool order),
/// those placed below `unless_top`, are paid `amount` instead of their
/// place's; each change recorded.
pub fn fixed_amounts(rules: &Rules, field: &Field, awards: &mut [Award]) -> Vec<Raised> {
    let mut raised = Vec::new();
    for schedule in &rules.schedules {
        let Some(reserved) = &schedule.reserved else {
            continue;
        };
        let Some(amount) = reserved.amount else {
            continue;
        };
        let sub = sub_pool(field, schedule, &reserved.pool);
        let order = |player: PlayerId| sub.iter().position(|&m| m == player);
        let mut held: Vec<(u32, usize, usize)> = (awards.iter().enumerate())
            .filter(|(_, a)| a.schedule == schedule.id)
            .filter_map(|(i, a)| Some((a.place, order(a.player)?, i)))
            .collect();
        held.sort_unstable();
        for &(place, _, i) in held.iter().take(reserved.count as usize) {
            if reserved.unless_top.is_some_and(|top| place <= top) {
                continue;
            }
            let award = &mut awards[i];
            raised.push(Raised {
                schedule: schedule.id.clone(),
                player: award.player,
                place,
                place_amount: award.amount,
                amount,
                name: reserved.name.clone(),
                top: reserved.unless_top,
            });
            award.amount = amount;
        }
    }
    raised
}

/// The schedule's planned money counts the fixed amounts as paid, so that
/// planned = awarded + vacant + remainder still holds: planned grows by what
/// each fixed amount pays beyond its place's.
pub fn plan_fixed_amounts(raised: &[Raised], budget: &mut [BudgetLine]) {
    for r in raised {
        if let Some(line) = budget.iter_mut().find(|l| l.schedule == r.schedule) {
            line.planned = line.planned + r.amount - r.place_amount;
        }
    }
}

impl Moves {
    /// The record of who moved: each sub-pool member paid a reserved place,
    /// each player who gave a place way and was paid nothing from it.
    pub fn placed(&self, rules: &Rules, standings: &Standings, awards: &[Award]) -> Vec<Placed> {
        let mut placed = Vec::new();
        for (s, outsiders, gave_way) in &self.by_schedule {
            let schedule = &rules.schedules[*s];
            let Some(reserved) = &schedule.reserved else {
                continue;
            };
            let in_schedule = |player: PlayerId| {
                awards
                    .iter()
                    .find(|a| a.schedule == schedule.id && a.player == player)
            };
            for &player in outsiders {
                if let Some(award) = in_schedule(player) {
                    placed.push(Placed {
                        schedule: schedule.id.clone(),
                        player,
                        place: award.place,
                        how: Placing::Reserved {
                            name: reserved.name.clone(),
                            rank: player.player(standings).rank,
                        },
                    });
                }
            }
            for &(player, own) in gave_way {
                if in_schedule(player).is_none() {
                    placed.push(Placed {
                        schedule: schedule.id.clone(),
                        player,
                        place: own,
                        how: Placing::GaveWay {
                            name: reserved.name.clone(),
                        },
                    });
                }
            }
        }
        placed
    }

    /// The sub-pool members the one-prize hand-out gave reserved places of
    /// the schedule `s` (nobody gave way: the places were kept open).
    pub fn kept(&mut self, s: usize, takers: Vec<PlayerId>) {
        if !takers.is_empty() {
            self.by_schedule.push((s, takers, Vec::new()));
        }
    }

    /// Whether `player` took a reserved place of the schedule.
    pub fn took(&self, rules: &Rules, schedule: &str, player: PlayerId) -> bool {
        self.by_schedule.iter().any(|(s, outsiders, _)| {
            rules.schedules[*s].id == schedule && outsiders.contains(&player)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::compute;
    use crate::money::Money;
    use crate::msg::why::Placing;
    use crate::standings::{Player, Region, Standings};

    /// 开平楼冈 2017: 「奖励前12名(楼冈棋手占3个获奖名额)」, 3000, 2000, 1000,
    /// 600, 400, 300, 7–12 200 each.
    const RULES: &str = r#"
event = "楼冈"
event_year = 2017
[regions]
"楼冈" = {}
"外地" = { other = true }
[[groups]]
sheet = "成年组"
kind = "open"
[[schedules]]
id = "places"
name = "名次奖"
pool = { group = "成年组" }
places = [
  { place = 1, amount = "3000" }, { place = 2, amount = "2000" }, { place = 3, amount = "1000" },
  { place = 4, amount = "600" }, { place = 5, amount = "400" }, { place = 6, amount = "300" },
  { place = "7-12", amount = "200" },
]
reserved = { count = 3, name = "楼冈棋手", pool = { region = ["楼冈"] } }
"#;

    fn field(lougang: &[u32]) -> Standings {
        let players = (1..=16u32)
            .map(|r| {
                let mut p = Player::new(r + 1, r, &r.to_string(), &format!("棋手{r}"));
                let region = if lougang.contains(&r) {
                    "楼冈"
                } else {
                    "外地"
                };
                p.region = Some(Region::named(region));
                p.prelim_rank = Some(r);
                p
            })
            .collect();
        Standings::of(&[], [("成年组", players)])
    }

    #[test]
    fn the_lowest_places_held_by_others_go_to_the_best_sub_pool_players_below() {
        let rules = crate::rules::load("rules.toml", RULES).expect("loads");
        // 楼冈 players at 5, 12, 14, 16: two within the first 12 (5 and 12),
        // one place short. The lowest paid place held by a non-楼冈 player is
        // 11: it goes to the best 楼冈 player below, place 14. Order paid:
        // 1–10 as placed, 12 at place 11 (200), 14 at place 12 (200); the
        // player placed 11 gives way and is paid nothing, 16 nothing.
        let standings = field(&[5, 12, 14, 16]);
        let outcome = compute(&rules, &standings).expect("computes");
        let paid = by_rank(&outcome, &standings);
        let y = Money::yuan;
        assert_eq!(
            paid,
            [
                (1, 1, y(3000)),
                (2, 2, y(2000)),
                (3, 3, y(1000)),
                (4, 4, y(600)),
                (5, 5, y(400)),
                (6, 6, y(300)),
                (7, 7, y(200)),
                (8, 8, y(200)),
                (9, 9, y(200)),
                (10, 10, y(200)),
                (12, 11, y(200)),
                (14, 12, y(200)),
            ]
        );
        let mut placed: Vec<(u32, u32, Placing)> = outcome
            .drawn
            .placed
            .iter()
            .map(|p| (p.player.player(&standings).rank, p.place, p.how.clone()))
            .collect();
        placed.sort();
        let name = "楼冈棋手".to_string();
        assert_eq!(
            placed,
            [
                (11, 11, Placing::GaveWay { name: name.clone() }),
                (14, 12, Placing::Reserved { name, rank: 14 }),
            ]
        );
    }

    #[test]
    fn reserving_places_reorders_the_pool_and_keeps_every_member_once() {
        // 楼冈 at 5, 12, 14, 16, as above: 11 gives way to 14. The pool
        // after it: 1–10 and 12 kept, 14 at place 12, 11 just below the
        // places, then the rest in their order (13, 15, 16): the same 16
        // players, each once, so 递补, ties and explain still find everyone
        // below the places.
        use super::super::pool::{Field, Pool};
        let rules = crate::rules::load("rules.toml", RULES).expect("loads");
        let standings = field(&[5, 12, 14, 16]);
        let field = Field::new(&rules, &standings);
        let mut pools: Vec<Pool> = (rules.schedules.iter())
            .map(|s| Pool::drawn(&field, &s.pool))
            .collect();
        super::reserve(&rules, &field, &mut pools, &[]);
        let ranks: Vec<u32> = (pools[0].members.iter())
            .map(|m| m.player(&standings).rank)
            .collect();
        assert_eq!(
            ranks,
            [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 11, 13, 15, 16]
        );
    }

    #[test]
    fn only_as_many_sub_pool_players_below_as_places_are_short_move_up() {
        // 楼冈 at 5, 13, 14, 16: one within the first 12, two short. The two
        // best 楼冈 players below, 13 and 14, take places 11 and 12 (the
        // lowest held by others, placed 11 and 12); 16 stays below, unpaid.
        let rules = crate::rules::load("rules.toml", RULES).expect("loads");
        let standings = field(&[5, 13, 14, 16]);
        let outcome = compute(&rules, &standings).expect("computes");
        let places: Vec<(u32, u32)> = by_rank(&outcome, &standings)
            .iter()
            .map(|&(rank, place, _)| (rank, place))
            .collect();
        let mut want: Vec<(u32, u32)> = (1..=10).map(|r| (r, r)).collect();
        want.extend([(13, 11), (14, 12)]);
        assert_eq!(places, want);
    }

    #[test]
    fn a_reserved_schedule_outside_the_sets_keeps_its_places_as_where_prizes_add_up() {
        // 甲 100 and 乙 50 are not combined; 名次奖, in no set, adds up and
        // keeps its reserved places by the reordered pool: 楼冈 at 5, 14,
        // 16, so 14 and 16 take places 11 and 12 (200 each). 甲 100 → 1; 乙
        // 50: 1 holds 甲, → 2. Totals: 1: 3000 + 100; 2: 2000 + 50.
        let text = RULES.replace(
            "[regions]",
            "[settings]\nnot_combined = [[\"a\", \"b\"]]\n[regions]",
        ) + r#"
[[schedules]]
id = "a"
name = "甲"
pool = { group = "成年组" }
places = [{ place = 1, amount = "100" }]
[[schedules]]
id = "b"
name = "乙"
pool = { group = "成年组" }
places = [{ place = 1, amount = "50" }]
"#;
        let rules = crate::rules::load("rules.toml", &text).expect("loads");
        let standings = field(&[5, 14, 16]);
        let outcome = compute(&rules, &standings).expect("computes");
        let mut paid: Vec<(u32, Money)> = (outcome.payouts.iter())
            .map(|p| (p.player.player(&standings).rank, p.total))
            .collect();
        paid.sort();
        let y = Money::yuan;
        assert_eq!(
            paid,
            [
                (1, y(3100)),
                (2, y(2050)),
                (3, y(1000)),
                (4, y(600)),
                (5, y(400)),
                (6, y(300)),
                (7, y(200)),
                (8, y(200)),
                (9, y(200)),
                (10, y(200)),
                (14, y(200)),
                (16, y(200)),
            ]
        );
    }

    #[test]
    fn enough_sub_pool_players_within_the_places_move_nobody() {
        let rules = crate::rules::load("rules.toml", RULES).expect("loads");
        // 楼冈 at 2, 7, 12: three within the first 12, the places as placed.
        let standings = field(&[2, 7, 12]);
        let outcome = compute(&rules, &standings).expect("computes");
        let ranks: Vec<u32> = outcome
            .awards
            .iter()
            .map(|a| a.player.player(&standings).rank)
            .collect();
        assert_eq!(ranks, (1..=12).collect::<Vec<u32>>());
        assert!(outcome.drawn.placed.is_empty());
    }

    /// (rank, place, amount) of every award, by rank.
    fn by_rank(outcome: &crate::engine::Outcome, standings: &Standings) -> Vec<(u32, u32, Money)> {
        let mut paid: Vec<(u32, u32, Money)> = (outcome.awards.iter())
            .map(|a| (a.player.player(standings).rank, a.place, a.amount))
            .collect();
        paid.sort();
        paid
    }

    /// The awards by rank, the planned and awarded money of the schedule
    /// (checked to add up with vacant and remainder).
    fn run(rules: &str, lougang: &[u32]) -> (Vec<(u32, u32, Money)>, Money, Money) {
        let rules = crate::rules::load("rules.toml", rules).expect("loads");
        let standings = field(lougang);
        let outcome = compute(&rules, &standings).expect("computes");
        let paid = by_rank(&outcome, &standings);
        let line = &outcome.budget[0];
        assert_eq!(line.planned, line.awarded + line.vacant + line.remainder);
        (paid, line.planned, line.awarded)
    }

    #[test]
    fn reserved_players_outside_the_first_four_are_paid_the_fixed_amount() {
        // 「如该3名楼冈棋手不能进入前四名，则可获奖金各500元」. 楼冈 at 3, 14, 16:
        // the player placed 3 is within the first four and keeps 1000; 14
        // and 16 take places 11 and 12 (200 each) and are paid 500 each.
        let rules = RULES.replace(
            "pool = { region = [\"楼冈\"] } }",
            "pool = { region = [\"楼冈\"] }, amount = \"500\", unless_top = 4 }",
        );
        let y = Money::yuan;
        let (paid, planned, awarded) = run(&rules, &[3, 14, 16]);
        assert_eq!(paid[2], (3, 3, y(1000)));
        assert_eq!(&paid[10..], [(14, 11, y(500)), (16, 12, y(500))]);
        // 8500 planned by the places, and 2 × (500 − 200) more: 9100.
        assert_eq!((planned, awarded), (y(9100), y(9100)));
        // 楼冈 at 5, 14, 16: the player placed 5 is outside the first four
        // too, 500 instead of 400; 8500 + 100 + 2 × 300 = 9200.
        let (paid, planned, _) = run(&rules, &[5, 14, 16]);
        assert_eq!(paid[4], (5, 5, y(500)));
        assert_eq!(planned, y(9200));
        // Only the three reserved players: with four 楼冈 players within the
        // 12 (5, 8, 9, 12) the fourth, at 12, is paid as placed (200).
        let (paid, _, _) = run(&rules, &[5, 8, 9, 12]);
        let amounts: Vec<Money> = [4, 7, 8, 11].iter().map(|&i| paid[i].2).collect();
        assert_eq!(amounts, [y(500), y(500), y(500), y(200)]);
        // Without unless_top every reserved player is paid the amount, the
        // one placed 3 too.
        let rules = rules.replace(", unless_top = 4", "");
        let (paid, _, _) = run(&rules, &[3, 14, 16]);
        assert_eq!(paid[2], (3, 3, y(500)));
    }

    #[test]
    fn unless_top_without_an_amount_is_refused_with_its_line() {
        let text = RULES.replace(
            "pool = { region = [\"楼冈\"] } }",
            "pool = { region = [\"楼冈\"] }, unless_top = 4 }",
        );
        let codes = crate::rules::problem_codes(&text);
        assert_eq!(codes, [(Some(19), "rules.reserved_top_without_amount")]);
    }

    #[test]
    fn a_reserved_amount_of_zero_is_refused_with_its_line_as_a_place_amount_of_zero() {
        // A place written amount = "0" is refused (write prize instead);
        // the reserved players' fixed amount of 0 would pay them nothing, and
        // is refused at the same line as the other reserved mistakes.
        let text = RULES.replace(
            "pool = { region = [\"楼冈\"] } }",
            "pool = { region = [\"楼冈\"] }, amount = \"0\", unless_top = 4 }",
        );
        let codes = crate::rules::problem_codes(&text);
        assert_eq!(codes, [(Some(19), "rules.reserved_amount_zero")]);
        let error = crate::rules::load("rules.toml", &text).expect_err("refused");
        assert_eq!(
            error.problems[0].message.render(crate::msg::Lang::Zh),
            "奖项「places」：名额（reserved）写了 amount = \"0\"，名额棋手一分不发。名额棋手按所得名次领奖时请删去 amount；只发奖品、不发奖金的，请删去 amount，在 places 的名次上写 prize = \"…\"（如 prize = \"礼品一份\"）。"
        );
    }

    /// 「如该3名楼冈棋手不能进入前四名，则可获奖金各500元」 on 名次奖, and a
    /// second schedule for 楼冈 players, 楼冈籍奖 `FIRST` then 350, the two
    /// not combined (就高不就低).
    fn in_a_set(first: &str) -> String {
        let rules = RULES
            .replace(
                "pool = { region = [\"楼冈\"] } }",
                "pool = { region = [\"楼冈\"] }, amount = \"500\", unless_top = 4 }",
            )
            .replace(
                "[regions]",
                "[settings]\nnot_combined = [[\"名次奖\", \"lougang\"]]\n[regions]",
            );
        format!(
            "{rules}\n[[schedules]]\nid = \"lougang\"\nname = \"楼冈籍奖\"\npool = {{ group = \"成年组\", region = [\"楼冈\"] }}\nplaces = [{{ place = 1, amount = \"{first}\" }}, {{ place = 2, amount = \"350\" }}]\n"
        )
    }

    /// Each payee's final place and total; every place recorded as moved,
    /// by final place: (final place, place, "reserved" or "passed down");
    /// and the budget lines' (planned, awarded, vacant).
    type SetPaid = (
        Vec<(u32, Money)>,
        Vec<(u32, u32, &'static str)>,
        Vec<(Money, Money, Money)>,
    );

    fn paid_in_a_set(rules: &str, lougang: &[u32]) -> SetPaid {
        let rules = crate::rules::load("rules.toml", rules).expect("loads");
        let standings = field(lougang);
        let outcome = compute(&rules, &standings).expect("computes");
        let mut paid: Vec<(u32, Money)> = (outcome.payouts.iter())
            .map(|p| (p.player.player(&standings).rank, p.total))
            .collect();
        paid.sort();
        let mut reserved: Vec<(u32, u32, &str)> = (outcome.drawn.placed.iter())
            .map(|p| {
                let how = match p.how {
                    Placing::Reserved { .. } => "reserved",
                    Placing::PassedDown { .. } => "passed down",
                    _ => "other",
                };
                (p.player.player(&standings).rank, p.place, how)
            })
            .collect();
        reserved.sort();
        let lines = (outcome.budget.iter())
            .map(|l| {
                assert_eq!(l.planned, l.awarded + l.vacant + l.remainder);
                (l.planned, l.awarded, l.vacant)
            })
            .collect();
        (paid, reserved, lines)
    }

    #[test]
    fn a_reserved_player_takes_his_fixed_amount_over_a_smaller_prize_of_the_set() {
        // 楼冈 at 5, 14, 16. Largest first: 名次 1–4 (3000, 2000, 1000, 600)
        // to places 1–4. 楼冈籍1 450: each 楼冈 player is still owed a
        // reserved place paying 500 (below the first four), more than 450,
        // so each passes it over: vacant. 名次5 400: 8 places open, 3 owed,
        // to place 5 (楼冈, the first reserved, paid 500). 楼冈籍2 350: 14
        // and 16 are owed 500: vacant. 名次6–10 to places 6–10 (300, 200 …).
        // 名次11 and 12: two places open, two owed: to 14 and 16, the best
        // 楼冈 players without a prize, 500 each. Before, 5 took the 450 and
        // 14 the 350, and places 11 and 12 went to 11 and 12.
        let y = Money::yuan;
        let (paid, reserved, lines) = paid_in_a_set(&in_a_set("450"), &[5, 14, 16]);
        assert_eq!(
            paid,
            [
                (1, y(3000)),
                (2, y(2000)),
                (3, y(1000)),
                (4, y(600)),
                (5, y(500)),
                (6, y(300)),
                (7, y(200)),
                (8, y(200)),
                (9, y(200)),
                (10, y(200)),
                (14, y(500)),
                (16, y(500)),
            ]
        );
        // 14 and 16 took reserved places, not places passed down.
        assert_eq!(reserved, [(14, 11, "reserved"), (16, 12, "reserved")]);
        // 名次奖: 8500 + (500 − 400) + 2 × (500 − 200) = 9200, all paid;
        // 楼冈籍奖: 450 + 350 = 800, all vacant.
        assert_eq!(lines, [(y(9200), y(9200), y(0)), (y(800), y(0), y(800))]);
    }

    #[test]
    fn a_reserved_player_takes_a_larger_prize_and_the_reserved_place_goes_to_the_next() {
        // 楼冈籍1 pays 800, more than the 500: 名次 1–3 to 1–3, then 楼冈籍1
        // 800 to place 5 (楼冈). 名次4 600 → 4; 名次5 400 → 6 (5 holds a
        // prize); 楼冈籍2 350: 14 and 16 are owed 500: vacant. 名次6 300 →
        // 7; 名次7–10 → 8, 9, 10, 11. Two places owed (three reserved, but
        // only 14 and 16 left without a prize): 名次11 → 14, 名次12 → 16,
        // outside the first four: 500 each.
        let y = Money::yuan;
        let (paid, reserved, lines) = paid_in_a_set(&in_a_set("800"), &[5, 14, 16]);
        assert_eq!(
            paid,
            [
                (1, y(3000)),
                (2, y(2000)),
                (3, y(1000)),
                (4, y(600)),
                (5, y(800)),
                (6, y(400)),
                (7, y(300)),
                (8, y(200)),
                (9, y(200)),
                (10, y(200)),
                (11, y(200)),
                (14, y(500)),
                (16, y(500)),
            ]
        );
        // Places 5–10 of 名次奖 passed down to 6–11 (5 took 楼冈籍1).
        let mut placed: Vec<(u32, u32, &str)> =
            (5..=10).map(|p| (p + 1, p, "passed down")).collect();
        placed.extend([(14, 11, "reserved"), (16, 12, "reserved")]);
        assert_eq!(reserved, placed);
        // 名次奖: 8500 + 2 × (500 − 200) = 9100; 楼冈籍奖: 1150, 800 paid,
        // 350 vacant.
        assert_eq!(lines, [(y(9100), y(9100), y(0)), (y(1150), y(800), y(350))]);
    }

    #[test]
    fn a_prize_of_the_set_equal_to_the_fixed_amount_is_taken_and_the_reserved_place_passes_on() {
        // 楼冈籍1 pays 500, the fixed amount: only a smaller prize is passed
        // over, so place 5 (楼冈) takes it. 名次5 400: two 楼冈 players left
        // without a prize, two places owed of eight open → 6. 楼冈籍2 350:
        // 14 and 16 are owed 500: vacant (楼冈籍奖 place 2). 名次6–10 → 7–11;
        // 名次11 and 12, owed → 14 and 16, 500 each.
        let rules = crate::rules::load("rules.toml", &in_a_set("500")).expect("loads");
        let standings = field(&[5, 14, 16]);
        let outcome = compute(&rules, &standings).expect("computes");
        let mut paid: Vec<(u32, Money)> = (outcome.payouts.iter())
            .map(|p| (p.player.player(&standings).rank, p.total))
            .collect();
        paid.sort();
        let y = Money::yuan;
        assert_eq!(
            paid,
            [
                (1, y(3000)),
                (2, y(2000)),
                (3, y(1000)),
                (4, y(600)),
                (5, y(500)),
                (6, y(400)),
                (7, y(300)),
                (8, y(200)),
                (9, y(200)),
                (10, y(200)),
                (11, y(200)),
                (14, y(500)),
                (16, y(500)),
            ]
        );
        let vacant: Vec<(&str, u32, Money)> = (outcome.vacancies.iter())
            .map(|v| (v.schedule.as_str(), v.place, v.amount))
            .collect();
        assert_eq!(vacant, [("lougang", 2, y(350))]);
    }

    #[test]
    fn a_sub_pool_player_paid_his_own_place_counts_among_the_reserved() {
        // 楼冈 at 5, 13, 14, 16; the other schedule (450, 350) is for the
        // 外地 players, so nobody passes it over. 名次1–4 → 1–4; 外地1 450 →
        // 6; 名次5 400 → 5 (楼冈, his own place: one of the three, 500);
        // 外地2 350 → 7; 名次6–10 → 8–12 (two owed, more open); 名次11 and
        // 12, owed → 13 and 14, 500 each; 16 is not owed a place.
        let rules = in_a_set("450").replace(
            "pool = { group = \"成年组\", region = [\"楼冈\"] }",
            "pool = { group = \"成年组\", region = [\"外地\"] }",
        );
        let y = Money::yuan;
        let (paid, placed, _) = paid_in_a_set(&rules, &[5, 13, 14, 16]);
        assert_eq!(
            paid,
            [
                (1, y(3000)),
                (2, y(2000)),
                (3, y(1000)),
                (4, y(600)),
                (5, y(500)),
                (6, y(450)),
                (7, y(350)),
                (8, y(300)),
                (9, y(200)),
                (10, y(200)),
                (11, y(200)),
                (12, y(200)),
                (13, y(500)),
                (14, y(500)),
            ]
        );
        // 外地奖 1 and 2 passed down to 6 and 7 (外地 players 1–4 hold 名次
        // prizes); 名次奖 6–10 passed down to 8–12 (6 and 7 took 外地奖).
        let mut want: Vec<(u32, u32, &str)> = vec![(6, 1, "passed down"), (7, 2, "passed down")];
        want.extend((6..=10).map(|p| (p + 2, p, "passed down")));
        want.extend([(13, 11, "reserved"), (14, 12, "reserved")]);
        assert_eq!(placed, want);
    }

    #[test]
    fn a_tie_over_a_place_owed_to_the_sub_pool_is_refused_for_the_arbiters() {
        // Places 1–12, then 13 and 14 tied at 13 (no 预赛名次), 15, 16 (the
        // only 楼冈 player); the other schedule is for 外地 players. 名次1–4
        // → 1–4, 外地1 → 5, 名次5 → 6, 外地2 → 7, 名次6–10 → 8–12. 名次11:
        // two places open, one owed to 楼冈, so the tied pair would share
        // places 11 (200) and nothing: the tie decides money, refused.
        // Without 名额 they take 11 and 12, 200 each, and the run goes on.
        let rules = in_a_set("450")
            .replace(", amount = \"500\", unless_top = 4", "")
            .replace(
                "pool = { group = \"成年组\", region = [\"楼冈\"] }",
                "pool = { group = \"成年组\", region = [\"外地\"] }",
            );
        let players = (1..=16u32)
            .map(|r| {
                let rank = if r == 14 { 13 } else { r };
                let mut p = Player::new(r + 1, rank, &r.to_string(), &format!("棋手{r}"));
                let region = if r == 16 { "楼冈" } else { "外地" };
                p.region = Some(Region::named(region));
                p
            })
            .collect();
        let standings = Standings::of(&[], [("成年组", players)]);
        let load = |text: &str| crate::rules::load("rules.toml", text).expect("loads");
        let refused = compute(&load(&rules), &standings);
        assert!(
            matches!(refused, Err(crate::engine::EngineError::UnresolvedTie(_))),
            "{refused:?}"
        );
        let unreserved = rules.replace(
            "reserved = { count = 3, name = \"楼冈棋手\", pool = { region = [\"楼冈\"] } }",
            "",
        );
        assert!(compute(&load(&unreserved), &standings).is_ok());
    }

    #[test]
    fn reserved_places_without_a_fixed_amount_in_a_set_go_to_the_sub_pool_as_they_open() {
        // No fixed amount: 楼冈籍1 450 comes before 名次5 400 and goes to
        // place 5 (楼冈); 楼冈籍2 350 to 14. 名次5–11 to 6–12 (400, 300,
        // 200 …): one place owed (only 16 is left without a prize) while
        // more are open; 名次12, the last open, is owed → 16, and the player
        // placed 13, next without a prize, gives way.
        let y = Money::yuan;
        let rules = in_a_set("450").replace(", amount = \"500\", unless_top = 4", "");
        let (paid, reserved, _) = paid_in_a_set(&rules, &[5, 14, 16]);
        assert_eq!(
            paid,
            [
                (1, y(3000)),
                (2, y(2000)),
                (3, y(1000)),
                (4, y(600)),
                (5, y(450)),
                (6, y(400)),
                (7, y(300)),
                (8, y(200)),
                (9, y(200)),
                (10, y(200)),
                (11, y(200)),
                (12, y(200)),
                (14, y(350)),
                (16, y(200)),
            ]
        );
        // Places 5–11 passed down to 6–12 (5 and 14 took 楼冈籍奖).
        let mut placed: Vec<(u32, u32, &str)> =
            (5..=11).map(|p| (p + 1, p, "passed down")).collect();
        placed.push((16, 12, "reserved"));
        assert_eq!(reserved, placed);
    }

    #[test]
    fn a_fixed_amount_the_set_cannot_weigh_is_refused_with_its_line() {
        // Without unless_top the amount replaces even a larger place's, after
        // a player chose it over another prize; with a place within
        // unless_top paying less than the amount (place 4 600 < 700), the
        // player cannot know which he is paid. Line 21 holds reserved (two
        // lines of settings ahead).
        let no_top = in_a_set("450").replace(", unless_top = 4", "");
        let codes = crate::rules::problem_codes(&no_top);
        assert_eq!(codes, [(Some(21), "rules.reserved_amount_one_prize")]);
        let less = in_a_set("450").replace("amount = \"500\"", "amount = \"700\"");
        let error = crate::rules::load("rules.toml", &less).expect_err("refused");
        assert_eq!(error.problems.len(), 1);
        assert_eq!(error.problems[0].line, Some(21));
        assert_eq!(
            error.problems[0].message.render(crate::msg::Lang::Zh),
            "奖项「places」：名额定额（reserved 的 amount）用在不兼得（not_combined）的一组中时，要写 unless_top，且前 unless_top 名每名的奖金都不少于 amount：名额棋手要在定额和同组别的奖项之间就高领取，定额只能由所得名次决定。请写上 unless_top（如 unless_top = 4）并核对前几名的金额；规程不是这样写的，请删去 amount，或把本奖项移出 not_combined 的这一组。"
        );
        // Where prizes add up, both are accepted as before.
        for text in [&no_top, &less] {
            let added = text.replace("not_combined = [[\"名次奖\", \"lougang\"]]", "");
            assert!(crate::rules::load("rules.toml", &added).is_ok());
        }
    }

    /// A third schedule keeping a place for 楼冈 players with a fixed
    /// amount of its own.
    const SECOND: &str = r#"
[[schedules]]
id = "second"
name = "第二"
pool = { group = "成年组" }
places = [{ place = 1, amount = "900" }, { place = 2, amount = "800" }]
reserved = { count = 1, name = "楼冈棋手", pool = { region = ["楼冈"] }, amount = "500", unless_top = 1 }
"#;

    #[test]
    fn two_fixed_amounts_in_one_set_are_refused_at_both_lines() {
        // A 楼冈 player could be owed both 500s: the hand-out would keep him
        // waiting for each and could leave a place vacant. Refused at the
        // reserved line of each.
        let text = in_a_set("450").replace(
            "[[\"名次奖\", \"lougang\"]]",
            "[[\"名次奖\", \"lougang\", \"second\"]]",
        ) + SECOND;
        let lines: Vec<usize> = (text.lines().enumerate())
            .filter(|(_, l)| l.starts_with("reserved = {"))
            .map(|(i, _)| i + 1)
            .collect();
        let codes = crate::rules::problem_codes(&text);
        assert_eq!(
            codes,
            [
                (Some(lines[0]), "rules.reserved_amount_twice"),
                (Some(lines[1]), "rules.reserved_amount_twice"),
            ]
        );
        // Adding up, or in different sets, they are accepted.
        let apart = text.replace(
            "[[\"名次奖\", \"lougang\", \"second\"]]",
            "[[\"名次奖\", \"lougang\"]]",
        );
        assert!(crate::rules::load("rules.toml", &apart).is_ok());
        // One prize per player from the command line: refused by the engine.
        let added = format!("{RULES}{SECOND}").replace(
            "pool = { region = [\"楼冈\"] } }",
            "pool = { region = [\"楼冈\"] }, amount = \"500\", unless_top = 4 }",
        );
        let rules = crate::rules::load("rules.toml", &added).expect("loads");
        let one = rules.with_stacking(crate::rules::Stacking::One);
        let error = compute(&one, &field(&[5, 14, 16])).expect_err("refused");
        assert_eq!(
            error.message().render(crate::msg::Lang::Zh),
            "奖项“名次奖”和“第二”都写了名额定额（reserved 的 amount），不能按每人限得一项（--prizes-per-player one）计奖：同一名棋手可能同时是两项名额的人选。请去掉 --prizes-per-player one，按规则文件的兼得方式计奖。"
        );
    }

    #[test]
    fn a_fixed_amount_without_unless_top_under_prizes_per_player_one_is_refused() {
        // The rules file adds prizes up; `--prizes-per-player one` resolves
        // the setting afterwards, so the engine refuses it itself.
        let text = RULES.replace(
            "pool = { region = [\"楼冈\"] } }",
            "pool = { region = [\"楼冈\"] }, amount = \"500\" }",
        );
        let rules = crate::rules::load("rules.toml", &text).expect("loads");
        let standings = field(&[5, 14, 16]);
        let one = rules.with_stacking(crate::rules::Stacking::One);
        let error = compute(&one, &standings).expect_err("refused");
        assert_eq!(
            error,
            crate::engine::EngineError::ReservedOnePrize("名次奖".to_string())
        );
        assert_eq!(
            error.message().render(crate::msg::Lang::Zh),
            "奖项“名次奖”的名额定额（reserved 的 amount）没有写 unless_top，或前 unless_top 名有奖金少于定额，不能按每人限得一项（--prizes-per-player one）计奖：名额棋手无法在定额和别的奖项之间就高领取。请去掉 --prizes-per-player one，按规则文件的兼得方式计奖。"
        );
        assert!(compute(&rules, &standings).is_ok());
    }

    #[test]
    fn more_places_reserved_than_paid_is_refused_with_its_line() {
        let text = RULES.replace("count = 3", "count = 13");
        let codes = crate::rules::problem_codes(&text);
        assert_eq!(codes, [(Some(19), "rules.reserved_too_many")]);
    }
}
