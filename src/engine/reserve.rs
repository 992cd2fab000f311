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
//! money. Reserved places are kept only where prizes add up: in a set of
//! schedules handed out one prize per player (`not_combined`, `stacking =
//! "one"`) the engine refuses them (`in_a_set`), as the rules check does at
//! the file's line.

use super::pool::{Field, Pool};
use super::{Award, BudgetLine, Placed, PlayerId, Raised};
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

/// The pools with the reserved places given, and who moved.
pub fn reserve(rules: &Rules, field: &Field, pools: &mut [Pool]) -> Moves {
    let mut moves = Moves::default();
    for (s, schedule) in rules.schedules.iter().enumerate() {
        let Some(reserved) = &schedule.reserved else {
            continue;
        };
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

/// The first schedule keeping reserved places that is handed out in one of
/// `sets`, one prize per player: the reordered pool would give a reserved
/// player's place to a player outside the sub-pool when he takes another
/// prize of the set, so the engine refuses rather than pays it.
pub fn in_a_set<'r>(rules: &'r Rules, sets: &[Vec<usize>]) -> Option<&'r ScheduleInForce> {
    sets.iter()
        .flatten()
        .map(|&s| &rules.schedules[s])
        .find(|s| s.reserved.is_some())
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

    /// A second schedule, 开平籍奖 450, for the sets of 不兼得.
    const KAIPING: &str = r#"
[[schedules]]
id = "kaiping"
name = "开平籍奖"
pool = { group = "成年组", region = ["楼冈"] }
places = [{ place = 1, amount = "450" }]
"#;

    #[test]
    fn reserved_places_in_a_set_of_one_prize_per_player_are_refused_with_their_line() {
        // Handed out largest first, the 楼冈 player placed 14 would take the
        // 450 of 开平籍奖 before place 11 (200, his reserved place) comes up,
        // and place 11 would then pass to the player placed 11 who gave it
        // way: a reserved place lost to a player outside the sub-pool, and
        // his 500 fixed amount never weighed against the 450. Refused.
        let settings =
            |line: &str| RULES.replace("[regions]", &format!("[settings]\n{line}\n[regions]"));
        let set = settings("not_combined = [[\"名次奖\", \"kaiping\"]]") + KAIPING;
        let codes = crate::rules::problem_codes(&set);
        // Line 21 holds reserved (two lines of settings ahead of RULES).
        assert_eq!(codes, [(Some(21), "rules.reserved_one_prize")]);
        let one = settings("stacking = \"one\"");
        let error = crate::rules::load("rules.toml", &one).expect_err("refused");
        assert_eq!(error.problems.len(), 1);
        assert_eq!(error.problems[0].line, Some(21));
        assert_eq!(
            error.problems[0].message.render(crate::msg::Lang::Zh),
            "奖项「places」：保留名额（reserved）不能与每人限得一项（stacking = \"one\"）同用：每人限得一项时名次按金额从大到小逐项发出，名额棋手可能先领了别的奖项，保留的名额就落到非名额棋手手中，名额定额也不再比较，发出的钱会与规程不符。请删去 stacking = \"one\"（各奖可兼得），或删去 reserved，把名额写成单独的奖项（pool 写名额棋手的条件）。"
        );
    }

    #[test]
    fn reserved_places_under_prizes_per_player_one_from_the_command_line_are_refused() {
        // The rules file adds prizes up; `--prizes-per-player one` resolves
        // the setting afterwards, so the engine refuses it itself.
        let text = format!("{RULES}{KAIPING}");
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
            "奖项“名次奖”保留了名额（reserved），不能按每人限得一项（--prizes-per-player one）计奖：名额棋手可能先领了别的奖项，保留的名额就落到非名额棋手手中。请去掉 --prizes-per-player one，按规则文件的兼得方式计奖。"
        );
        // Adding up, the same rules compute.
        assert!(compute(&rules, &standings).is_ok());
    }

    #[test]
    fn more_places_reserved_than_paid_is_refused_with_its_line() {
        let text = RULES.replace("count = 3", "count = 13");
        let codes = crate::rules::problem_codes(&text);
        assert_eq!(codes, [(Some(19), "rules.reserved_too_many")]);
    }
}
