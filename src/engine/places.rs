//! Place prizes when they add up across schedules (stacking "all"): each
//! schedule ranks its own pool; shared places share the sum of the places they
//! cover, rounded down to the fen (or the `split_unit`: 角, 元), the remainder
//! reported.

use super::pool::Pool;
use super::{Award, EngineError, Vacancy};
use crate::money::Money;
use crate::msg::Msg;
use crate::rules::{Rules, ScheduleInForce};
use crate::standings::{Column, Standings, Warning};

/// What one schedule pays in stacking "all".
#[derive(Debug, Default)]
pub struct ScheduleResult {
    pub awards: Vec<Award>,
    pub vacancies: Vec<Vacancy>,
    pub remainder: Money,
    pub warnings: Vec<Warning>,
}

/// Hand out every place of `schedule` to its pool.
pub fn award_schedule(
    rules: &Rules,
    standings: &Standings,
    schedule: &ScheduleInForce,
    pool: &Pool,
) -> Result<ScheduleResult, EngineError> {
    let mut result = ScheduleResult::default();
    // A tie group that starts after the last paid place is paid nothing
    // and warns of nothing: every place it covers pays 0.
    let paid = schedule.amounts.len();
    for tie in pool.tie_groups(standings).take_while(|t| t.start < paid) {
        let place = tie.place();
        let covered: Vec<Money> = (0..tie.len)
            .map(|k| schedule.amount(tie.start + k + 1))
            .collect();
        let sum: Money = covered.iter().copied().sum();
        let members = &pool.members[tie.start..tie.start + tie.len];
        if tie.len > 1 && covered.iter().any(|a| *a != covered[0]) {
            let tie_error =
                EngineError::unresolved_tie(standings, schedule, place, members, &covered);
            if rules.settings.ties == crate::rules::TieRule::Refuse {
                return Err(tie_error);
            }
            let first = members[0].player(standings);
            result.warnings.push(Warning {
                sheet: members[0].group_name(standings).to_string(),
                row: Some(first.row),
                column: Some(Column::Rank.header().to_string()),
                message: match tie_error {
                    EngineError::UnresolvedTie(tie) => Msg::TieSharedEqually { tie },
                    other => other.message(),
                },
            });
        }
        let parts = u32::try_from(tie.len).unwrap_or(u32::MAX);
        let (share, rest) = sum.split_to(parts, rules.settings.split_unit.decimals());
        result.remainder += rest;
        // A place that gives a prize (奖杯, 礼品) is awarded even without money.
        let prize = (0..tie.len).any(|k| schedule.prize(tie.start + k + 1).is_some());
        if !share.is_zero() || prize {
            for &player in members {
                result.awards.push(Award {
                    schedule: schedule.id.clone(),
                    place,
                    shared_by: parts,
                    player,
                    amount: share,
                    placed: super::PlacedAs::AsFinished,
                });
            }
        }
    }
    // Only the places the schedule pays: a schedule of places picked out
    // of the order (幸运奖 第11、21、31名) skips the others.
    for place in (pool.members.len() + 1..=schedule.amounts.len()).filter(|&p| schedule.gives(p)) {
        result.vacancies.push(Vacancy {
            schedule: schedule.id.clone(),
            place: super::pool::place_number(place - 1),
            amount: schedule.amount(place),
        });
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::super::compute;
    use crate::money::Money;
    use crate::rules::{Rules, Stacking};
    use crate::standings::{Player, Standings};

    /// A 名次奖 of three places and a 幸运奖 of places picked out of the
    /// order (`LUCKY`), both on the whole 公开组 unless `POOL` narrows the
    /// lucky one; `SET` adds settings.
    const RULES: &str = r#"
event = "幸运奖"
event_year = 2024
[settings]
SET
[[groups]]
sheet = "公开组"
kind = "open"
[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
places = [{ place = 1, amount = "1000" }, { place = 2, amount = "500" }, { place = 3, amount = "300" }]
[[schedules]]
id = "lucky"
name = "幸运奖"
pool = { group = "公开组"POOL }
places = LUCKY
"#;

    const ELEVEN_21_31: &str = r#"[{ place = "第11名", amount = "100" }, { place = 21, amount = "100" }, { place = 31, amount = "100" }]"#;

    fn rules(lucky: &str, pool: &str, set: &str) -> Rules {
        let text = RULES
            .replace("LUCKY", lucky)
            .replace("POOL", pool)
            .replace("SET", set);
        crate::rules::load("rules.toml", &text).expect("loads")
    }

    /// `size` players placed 1, 2, …, all members but the one placed
    /// `outsider`; the players placed in `tied` share the place before them.
    fn field(size: u32, tied: &[u32], outsider: u32) -> Standings {
        let players = (1..=size)
            .map(|r| {
                let rank = if tied.contains(&r) { r - 1 } else { r };
                let mut p = Player::new(r + 1, rank, &r.to_string(), &format!("选手{r}"));
                p.member = r != outsider;
                p
            })
            .collect();
        Standings::of(&[], [("公开组", players)])
    }

    /// (编号 = the place the player is listed at, amount) of each 幸运奖 award, and
    /// the places the schedule left vacant.
    fn lucky(rules: &Rules, standings: &Standings) -> (Vec<(String, Money)>, Vec<u32>) {
        let outcome = compute(rules, standings).expect("computes");
        let paid = (outcome.awards.iter())
            .filter(|a| a.schedule == "lucky")
            .map(|a| (a.player.player(standings).no.to_string(), a.amount))
            .collect();
        let vacant = (outcome.vacancies.iter())
            .filter(|v| v.schedule == "lucky")
            .map(|v| v.place)
            .collect();
        (paid, vacant)
    }

    fn each(nos: &[u32], amount: i64) -> Vec<(String, Money)> {
        nos.iter()
            .map(|n| (n.to_string(), Money::yuan(amount)))
            .collect()
    }

    #[test]
    fn lucky_places_11_21_31_pay_the_players_at_those_places_and_add_up() {
        // 40 players, the lucky pool the whole group: its 11th, 21st and
        // 31st are the players placed 11, 21, 31: 100 each, nothing vacant.
        let rules = rules(ELEVEN_21_31, "", "");
        let standings = field(40, &[], 0);
        assert_eq!(
            lucky(&rules, &standings),
            (each(&[11, 21, 31], 100), vec![])
        );
        // The 名次奖 is paid beside it: 1000 + 500 + 300 = 1800, and the
        // whole run 1800 + 3 × 100 = 2100.
        let outcome = compute(&rules, &standings).expect("computes");
        assert_eq!(outcome.total_paid(), Money::yuan(2100));
    }

    #[test]
    fn a_lucky_place_past_the_field_is_vacant_and_the_places_skipped_are_not() {
        // 25 players: 11th and 21st paid 100 each; only 第31名 is vacant,
        // never the places 26–30 the schedule does not name.
        let rules = rules(ELEVEN_21_31, "", "");
        assert_eq!(
            lucky(&rules, &field(25, &[], 0)),
            (each(&[11, 21], 100), vec![31])
        );
    }

    #[test]
    fn a_tie_at_a_lucky_place_shares_its_money_with_the_place_skipped() {
        // Players 21 and 22 both placed 21st: they cover places 21 (100)
        // and 22 (nothing), 100 / 2 = 50 each, with the tie warned of.
        let rules = rules(ELEVEN_21_31, "", "");
        let standings = field(40, &[22], 0);
        let outcome = compute(&rules, &standings).expect("computes");
        let (paid, _) = lucky(&rules, &standings);
        let mut expected = each(&[11], 100);
        expected.extend(each(&[21, 22], 50));
        expected.extend(each(&[31], 100));
        assert_eq!(paid, expected);
        assert!((outcome.warnings.iter()).any(|w| w.message.code() == "tie.shared"));
        // With ties = "refuse" the arbiters must settle it.
        let refusing = self::rules(ELEVEN_21_31, "", r#"ties = "refuse""#);
        assert!(compute(&refusing, &standings).is_err());
    }

    #[test]
    fn a_player_the_pool_leaves_out_passes_a_lucky_place_down() {
        // The lucky prize for members only; the player placed 11th is none.
        // The pool is 1–10, 12–40: its 11th is the player placed 12, its
        // 21st placed 22, its 31st placed 32: 100 each.
        let rules = rules(ELEVEN_21_31, ", member = true", "");
        assert_eq!(
            lucky(&rules, &field(40, &[], 11)),
            (each(&[12, 22, 32], 100), vec![])
        );
    }

    #[test]
    fn places_31_to_40_pay_each_and_leave_the_missing_ones_vacant() {
        // 「第31至40名各100元」: 40 players, places 31–40 100 each (1000);
        // 35 players, 31–35 paid (500) and 36–40 vacant.
        let range = r#"[{ place = "31-40", amount = "100" }]"#;
        let rules = rules(range, "", "");
        let all: Vec<u32> = (31..=40).collect();
        assert_eq!(lucky(&rules, &field(40, &[], 0)), (each(&all, 100), vec![]));
        let five: Vec<u32> = (31..=35).collect();
        assert_eq!(
            lucky(&rules, &field(35, &[], 0)),
            (each(&five, 100), vec![36, 37, 38, 39, 40])
        );
    }

    #[test]
    fn lucky_places_still_add_up_when_the_command_line_says_one_prize_per_player() {
        // `--prizes-per-player one` hands the 名次奖 out alone; the lucky
        // places stay where they fall: players 11, 21, 31, 100 each.
        let rules = rules(ELEVEN_21_31, "", "").with_stacking(Stacking::One);
        assert_eq!(
            lucky(&rules, &field(40, &[], 0)),
            (each(&[11, 21, 31], 100), vec![])
        );
    }

    /// 「参赛人数不足32人时，奖金按下表发放」: one table for 32 and more, one
    /// for 16 to 31.
    const TABLES: &str = r#"
event = "按人数设奖"
event_year = 2024
[[groups]]
sheet = "公开组"
kind = "open"
[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
[[schedules.tables]]
players = "32-"
total = "2200"
places = [{ place = 1, amount = "1000" }, { place = 2, amount = "600" }, { place = "3-4", amount = "300" }]
[[schedules.tables]]
players = "16-31"
total = "1000"
places = [{ place = 1, amount = "500" }, { place = 2, amount = "300" }, { place = 3, amount = "200" }]
"#;

    /// (编号, total) of every payee.
    fn payees(rules: &Rules, standings: &Standings) -> Vec<(String, Money)> {
        let outcome = compute(rules, standings).expect("computes");
        let mut paid: Vec<(String, Money)> = (outcome.payouts.iter())
            .map(|p| (p.player.player(standings).no.to_string(), p.total))
            .collect();
        paid.sort_by_key(|(no, _)| no.parse::<u32>().unwrap_or(u32::MAX));
        paid
    }

    #[test]
    fn the_table_for_the_number_of_players_listed_pays() {
        let rules = crate::rules::load("rules.toml", TABLES).expect("loads");
        let y = Money::yuan;
        // 28 players: the 16-31 table, 500 + 300 + 200 = 1000.
        let small = vec![
            ("1".into(), y(500)),
            ("2".into(), y(300)),
            ("3".into(), y(200)),
        ];
        assert_eq!(payees(&rules, &field(28, &[], 0)), small);
        // 40 players: the 32- table, 1000 + 600 + 300 + 300 = 2200.
        let full = vec![
            ("1".into(), y(1000)),
            ("2".into(), y(600)),
            ("3".into(), y(300)),
            ("4".into(), y(300)),
        ];
        assert_eq!(payees(&rules, &field(40, &[], 0)), full);
    }

    #[test]
    fn a_field_no_table_is_for_pays_nothing_and_stops() {
        // 15 players: neither 32- nor 16-31.
        let rules = crate::rules::load("rules.toml", TABLES).expect("loads");
        let error = compute(&rules, &field(15, &[], 0)).expect_err("no table");
        assert_eq!(error.message().code(), "rules.tables_none_fits");
    }
}
