//! 递补: a schedule whose pool leaves places vacant may pass them on to the
//! next best players of named wider regions (`fill_from`), "成都籍前3名，不足3
//! 人时由四川省内其他棋手递补". The places are handed out on the pool
//! widened here: its own members first, in their order, then the players the
//! pool's other conditions admit from the `fill_from` regions, in standing
//! order. Stacking applies as to any member (a filler holding a prize of the
//! same set is passed over). The pools kept for the record stay the
//! schedules' own; an award to a player outside them is recorded as filled.

use super::pool::{Field, Pool, sort_by_standing};
use super::{Award, Placed};
use crate::msg::why::Placing;
use crate::rules::Rules;

/// Each schedule's pool as its places are handed out: `own` itself, or
/// widened by its `fill_from` regions.
pub fn widened(rules: &Rules, field: &Field, own: &[Pool]) -> Vec<Pool> {
    rules
        .schedules
        .iter()
        .zip(own)
        .map(|(s, pool)| {
            let Some(regions) = &s.fill_from else {
                return pool.clone();
            };
            let mut wider = s.pool.clone();
            wider.region = Some(regions.clone());
            let mut fillers: Vec<_> = Pool::drawn(field, &wider)
                .members
                .into_iter()
                .filter(|m| !pool.members.contains(m))
                .collect();
            sort_by_standing(field.standings, &mut fillers);
            let mut members = pool.members.clone();
            members.extend(fillers);
            Pool { members }
        })
        .collect()
}

/// The awards of schedules with `fill_from` that went to players outside
/// their own pool: filled by 递补.
pub fn filled(rules: &Rules, own: &[Pool], awards: &[Award]) -> Vec<Placed> {
    rules
        .schedules
        .iter()
        .zip(own)
        .filter_map(|(s, pool)| s.fill_from.as_ref().map(|r| (s, pool, r)))
        .flat_map(|(s, pool, regions)| {
            awards
                .iter()
                .filter(move |a| a.schedule == s.id && !pool.members.contains(&a.player))
                .map(move |a| Placed {
                    schedule: s.id.clone(),
                    player: a.player,
                    place: a.place,
                    how: Placing::Filled {
                        regions: regions.iter().map(|r| r.label().to_string()).collect(),
                    },
                })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::compute;
    use crate::money::Money;
    use crate::msg::Lang;
    use crate::msg::why::Placing;
    use crate::standings::{Player, Region, Standings};

    /// 「成都籍前3名 300/200/100，不足3人时由四川省内其他棋手递补」, beside an
    /// overall prize 1000/500 (`SET`: the two not combined).
    const RULES: &str = r#"
event = "递补"
event_year = 2020
[settings]
SET
[regions]
"成都" = {}
"四川" = {}
"外省" = { other = true }
[[groups]]
sheet = "公开组"
kind = "open"
[[schedules]]
id = "overall"
name = "名次奖"
pool = { group = "公开组" }
places = [{ place = 1, amount = "1000" }, { place = 2, amount = "500" }]
[[schedules]]
id = "chengdu"
name = "成都籍奖"
pool = { group = "公开组", region = ["成都"] }
places = [{ place = 1, amount = "300" }, { place = 2, amount = "200" }, { place = 3, amount = "100" }]
fill_from = ["四川"]
"#;

    /// Places 1–6 from 外省, 四川, 成都, 四川, 成都, 外省: two 成都 players only.
    fn field() -> Standings {
        let regions = ["外省", "四川", "成都", "四川", "成都", "外省"];
        let players = (1..=6u32)
            .map(|r| {
                let mut p = Player::new(r + 1, r, &r.to_string(), &format!("选手{r}"));
                p.region = Some(Region::named(regions[r as usize - 1]));
                p.prelim_rank = Some(r);
                p
            })
            .collect();
        Standings::of(&[], [("公开组", players)])
    }

    /// Each payee's final place and total, and the places of 成都籍奖 filled.
    type Paid = (Vec<(u32, Money)>, Vec<(u32, Placing)>);

    fn paid(set: &str) -> Paid {
        let rules = crate::rules::load("rules.toml", &RULES.replace("SET", set)).expect("loads");
        let standings = field();
        let outcome = compute(&rules, &standings).expect("computes");
        let mut paid: Vec<(u32, Money)> = outcome
            .payouts
            .iter()
            .map(|p| (p.player.player(&standings).rank, p.total))
            .collect();
        paid.sort();
        let filled = outcome
            .drawn
            .placed
            .iter()
            .filter(|p| p.schedule == "chengdu")
            .map(|p| (p.place, p.how.clone()))
            .collect();
        (paid, filled)
    }

    fn filled() -> Placing {
        Placing::Filled {
            regions: vec!["四川".to_string()],
        }
    }

    #[test]
    fn a_vacant_place_goes_to_the_best_player_of_the_wider_region() {
        // Prizes add up. 成都籍: 1st is place 3 (300), 2nd place 5 (200); the
        // 3rd place has no 成都 player and goes to the best 四川 player,
        // place 2 (100), who also holds 名次奖 2 (500): 600.
        let (paid, placed) = paid("");
        let y = Money::yuan;
        assert_eq!(paid, [(1, y(1000)), (2, y(600)), (3, y(300)), (5, y(200))]);
        assert_eq!(placed, [(3, filled())]);
        assert_eq!(filled().note(Lang::Zh), "（递补）");
    }

    #[test]
    fn a_filler_holding_a_prize_of_the_same_set_is_passed_over() {
        // {名次奖, 成都籍奖} not combined: 1000 → 1, 500 → 2, 300 → 3, 200 →
        // 5, then 100: no 成都 player left; place 2 (四川) holds 500, so the
        // place goes to place 4 (四川), 100.
        let (paid, placed) = paid(r#"not_combined = [["overall", "chengdu"]]"#);
        let y = Money::yuan;
        assert_eq!(
            paid,
            [
                (1, y(1000)),
                (2, y(500)),
                (3, y(300)),
                (4, y(100)),
                (5, y(200))
            ]
        );
        assert_eq!(placed, [(3, filled())]);
    }

    #[test]
    fn a_fill_naming_no_region_or_on_a_pool_of_every_region_is_refused_with_its_line() {
        let text = RULES
            .replace("SET", "")
            .replace(r#"fill_from = ["四川"]"#, "fill_from = []")
            .replace(
                r#"places = [{ place = 1, amount = "1000" }, { place = 2, amount = "500" }]"#,
                "places = [{ place = 1, amount = \"1000\" }]\nfill_from = [\"西藏\"]",
            );
        let codes = crate::rules::problem_codes(&text);
        // Line 18: 名次奖 admits every region, and 西藏 is no region; line 24:
        // 成都籍奖's fill names no region.
        assert_eq!(
            codes,
            [
                (Some(18), "rules.fill_from_any_region"),
                (Some(18), "rules.region_undefined"),
                (Some(24), "rules.fill_from_empty"),
            ]
        );
    }
}
