//! 不兼得 between named schedules: the sets of schedules whose place prizes a
//! player cannot combine (`[settings] not_combined`), each handed out by
//! §5.1's one-prize rule (就高不就低, 名次顺延) while prizes of different
//! sets, and of schedules in none, add up. `stacking = "one"` is one set of
//! every schedule; `"all"` without `not_combined`, no set. Also the record
//! of the places that passed down, for the lists and `explain`.

use super::pool::{Pool, place_number};
use super::{Award, Placed};
use crate::msg::why::Placing;
use crate::rules::Rules;
use crate::standings::Standings;

/// Each set as schedule indices in rules order (`Rules::stack_sets`: a
/// schedule of places picked out of the order is in none).
pub fn sets(rules: &Rules) -> Vec<Vec<usize>> {
    rules.stack_sets()
}

/// The awards of the sets' schedules that went to a player below their own
/// place in the pool (名次顺延), with that place and their final place.
pub fn passed_down(
    rules: &Rules,
    standings: &Standings,
    pools: &[Pool],
    sets: &[Vec<usize>],
    awards: &[Award],
) -> Vec<Placed> {
    let mut placed = Vec::new();
    for &s in sets.iter().flatten() {
        let schedule = &rules.schedules[s];
        let pool = &pools[s];
        for award in awards.iter().filter(|a| a.schedule == schedule.id) {
            let Some(own) = own_place(standings, pool, award) else {
                continue;
            };
            if award.place < own {
                placed.push(Placed {
                    schedule: schedule.id.clone(),
                    player: award.player,
                    place: award.place,
                    how: Placing::PassedDown {
                        rank: award.player.player(standings).rank,
                        own,
                    },
                });
            }
        }
    }
    placed
}

/// The award's player's place in the pool: 1 + members of better standing.
fn own_place(standings: &Standings, pool: &Pool, award: &Award) -> Option<u32> {
    let key = award.player.player(standings).standing_key();
    pool.members.contains(&award.player).then(|| {
        place_number(
            pool.members
                .iter()
                .take_while(|m| m.player(standings).standing_key() < key)
                .count(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Outcome, compute};
    use crate::money::Money;
    use crate::msg::Lang;
    use crate::msg::why::Placing;
    use crate::rules::{Rules, Stacking};
    use crate::standings::{Player, Sex, Standings};
    use chrono::NaiveDate;

    /// 「女子奖与名次奖不兼得，少儿奖可兼得」: three schedules of one open
    /// group, the first two one set.
    const RULES: &str = include_str!("../../tests/data/not_combined.toml");

    /// Places 1–6: 1 a man, 2 a woman, 3 a girl of 12, 4 a man, 5 a woman,
    /// 6 a boy of 12.
    fn field() -> Standings {
        let players = (1..=6u32)
            .map(|r| {
                let mut p = Player::new(r + 1, r, &r.to_string(), &format!("选手{r}"));
                p.sex = Some(if [2, 3, 5].contains(&r) {
                    Sex::Female
                } else {
                    Sex::Male
                });
                let year = if [3, 6].contains(&r) { 2008 } else { 1980 };
                p.birth_date = NaiveDate::from_ymd_opt(year, 1, 1);
                p.prelim_rank = Some(r);
                p
            })
            .collect();
        Standings::of(&[], [("公开组", players)])
    }

    fn run(rules: &Rules) -> (Standings, Outcome) {
        let standings = field();
        let outcome = compute(rules, &standings).expect("computes");
        (standings, outcome)
    }

    fn paid(outcome: &Outcome, standings: &Standings) -> Vec<(u32, Money)> {
        let mut paid: Vec<(u32, Money)> = outcome
            .payouts
            .iter()
            .map(|p| (p.player.player(standings).rank, p.total))
            .collect();
        paid.sort();
        paid
    }

    fn yuan(n: i64) -> Money {
        Money::yuan(n)
    }

    #[test]
    fn within_a_set_one_prize_the_larger_and_the_place_passes_down_across_sets_they_add_up() {
        let rules = crate::rules::load("rules.toml", RULES).expect("rules load");
        let (standings, outcome) = run(&rules);
        // The set {名次奖, 女子奖} hands out, largest first: 名次1 1000 → 1;
        // 名次2 600 → 2; 女子1 500: 2 holds 600, so → 3 (the girl); 名次3
        // 400: 1, 2 and 3 hold prizes, so → 4; 女子2 300: 2 and 3 hold, → 5.
        // 少儿奖 is in no set: 少儿1 200 → 3, on top of her 女子1.
        // 1: 1000; 2: 600; 3: 500 + 200 = 700; 4: 400; 5: 300; 6: nothing.
        assert_eq!(
            paid(&outcome, &standings),
            [
                (1, yuan(1000)),
                (2, yuan(600)),
                (3, yuan(700)),
                (4, yuan(400)),
                (5, yuan(300)),
            ]
        );
        // Passed down: 女子1 to the women's 2nd (final place 3), 名次3 to
        // place 4, 女子2 to the women's 3rd (final place 5).
        let mut down: Vec<(String, u32, Placing)> = outcome
            .drawn
            .placed
            .iter()
            .map(|p| (p.schedule.clone(), p.place, p.how.clone()))
            .collect();
        down.sort();
        assert_eq!(
            down,
            [
                ("overall".into(), 3, Placing::PassedDown { rank: 4, own: 4 }),
                ("women".into(), 1, Placing::PassedDown { rank: 3, own: 2 }),
                ("women".into(), 2, Placing::PassedDown { rank: 5, own: 3 }),
            ]
        );
        assert_eq!(
            Placing::PassedDown { rank: 4, own: 4 }.note(Lang::Zh),
            "（名次第4，顺延）"
        );
        // The record of place 2: passed over in 女子奖 for her 名次2.
        let second = outcome.payouts[1].player;
        let record = outcome.record_of(&rules, &standings, second);
        let women = &record.schedules[1];
        assert!(women.awards.is_empty());
        assert_eq!(
            women
                .passed_over_for
                .as_ref()
                .map(|a| (a.schedule.as_str(), a.place)),
            Some(("overall", 2))
        );
    }

    #[test]
    fn without_a_set_prizes_add_up_and_one_for_everything_is_stacking_one() {
        let mut rules = crate::rules::load("rules.toml", RULES).expect("rules load");
        rules.settings.not_combined.clear();
        let (standings, outcome) = run(&rules);
        // Every prize adds up: 1: 1000; 2: 600 + 女子1 500 = 1100;
        // 3: 400 + 女子2 300 + 少儿1 200 = 900; nothing passes down.
        assert_eq!(
            paid(&outcome, &standings),
            [(1, yuan(1000)), (2, yuan(1100)), (3, yuan(900))]
        );
        assert!(outcome.drawn.placed.is_empty());
        // "one": 1000 → 1, 600 → 2, 500 → 3 (女子1), 400 → 4 (名次3),
        // 300 → 5 (女子2), 少儿1 200: 3 holds 女子1, → 6 (the boy).
        let (standings, outcome) = run(&rules.with_stacking(Stacking::One));
        assert_eq!(
            paid(&outcome, &standings),
            [
                (1, yuan(1000)),
                (2, yuan(600)),
                (3, yuan(500)),
                (4, yuan(400)),
                (5, yuan(300)),
                (6, yuan(200)),
            ]
        );
    }

    #[test]
    fn stacking_is_also_written_as_regulations_write_it() {
        let with = |word: &str| {
            let text = RULES.replace(
                r#"not_combined = [["名次奖", "women"]]"#,
                &format!("stacking = \"{word}\""),
            );
            crate::rules::load("rules.toml", &text)
                .expect("loads")
                .settings
                .stacking
        };
        assert_eq!(with("兼得"), Stacking::All);
        assert_eq!(with("不兼得"), Stacking::One);
    }

    #[test]
    fn every_mistake_in_the_sets_is_reported_at_once_with_its_line() {
        let text = RULES.replace(
            r#"not_combined = [["名次奖", "women"]]"#,
            "stacking = \"one\"\nnot_combined = [[\"名次奖\", \"女子组\"], [\"junior\"], [\"overall\", \"junior\"]]",
        );
        let codes = crate::rules::problem_codes(&text);
        // Line 7 holds the sets, line 6 `stacking`: "one" beside sets, 女子组
        // names no schedule, [junior] alone, then overall and junior each a
        // second time.
        assert_eq!(
            codes,
            [
                (Some(7), "rules.not_combined_with_one"),
                (Some(7), "rules.not_combined_unknown"),
                (Some(7), "rules.not_combined_alone"),
                (Some(7), "rules.not_combined_twice"),
                (Some(7), "rules.not_combined_twice"),
            ]
        );
    }

    #[test]
    fn an_empty_set_says_it_is_empty_and_what_to_write() {
        // Was 「[] 只有一个」: a set of nothing is not a set of one.
        let text = RULES.replace(
            r#"not_combined = [["名次奖", "women"]]"#,
            "not_combined = [[]]",
        );
        let error = crate::rules::load("rules.toml", &text).expect_err("refused");
        let said: Vec<String> = (error.problems.iter())
            .map(|p| p.render(crate::msg::Lang::Zh))
            .collect();
        // The example names the file's first two schedules.
        assert_eq!(
            said,
            [
                "rules.toml 第6行：不兼得（not_combined）中有一组是空的（[]），没有写任何奖项。每组写出互不兼得的两个或更多奖项的 id 或名称，如 not_combined = [[\"overall\", \"women\"]]；没有不兼得的奖项时，删去 not_combined 这一行。"
            ]
        );
    }
}
