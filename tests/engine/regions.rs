//! Regions inside regions: a city's prize (「重庆籍」, `region = ["重庆"]`)
//! takes in the players of the districts lying inside the city, whether
//! their ID codes say so (石柱 500240 in 重庆 50) or the rules file does
//! (南岸 `within = "重庆"`), each paid at his place in the pool; a pool
//! leaves one out by name with `except_region` (and a region left out
//! leaves out those inside it); the tool says once per pool
//! and district what it understood; a `within` leading back to itself is
//! refused at its line. Standings built by hand; every amount worked out
//! from the rules in the comments.

use xqprize::engine;
use xqprize::money::Money;
use xqprize::msg::{Lang, Msg};
use xqprize::rules::{self, Rules};
use xqprize::standings::{Column, Player, Region, Standings};

/// 名次奖 1st 1000, 2nd 600 to everyone; 重庆籍奖 1st 300, 2nd 200, 3rd
/// 100 to the players of 重庆. Prizes add up (`stacking = "all"`).
const CITY: &str = include_str!("../data/city_with_districts.toml");

/// 名次 1–6 from 外地, 石柱, 重庆, 南岸, 外地, 重庆; 编号 "P1" … "P6".
fn field() -> Standings {
    let regions = ["外地", "石柱", "重庆", "南岸", "外地", "重庆"];
    let players = (1..=6u32)
        .map(|rank| {
            let mut p = Player::new(rank + 1, rank, &format!("P{rank}"), &format!("选手{rank}"));
            p.region = Some(Region::named(regions[rank as usize - 1]));
            p
        })
        .collect();
    let columns = [Column::Rank, Column::No, Column::Name, Column::Region];
    Standings::of(&columns, [("公开组", players)])
}

fn city(pool: &str) -> (Rules, rules::Lines) {
    let text = CITY.replace(
        r#"pool = { group = "公开组", region = ["重庆"] }"#,
        &format!("pool = {{ group = \"公开组\", {pool} }}"),
    );
    rules::load_with_lines("rules.toml", &text).expect("the rules load")
}

/// (编号, amount) of everyone paid, in 名次 order.
fn paid(rules: &Rules) -> Vec<(String, Money)> {
    let standings = field();
    let outcome = engine::compute(rules, &standings).expect("computes");
    let mut paid: Vec<(u32, String, Money)> = (outcome.payouts.iter())
        .map(|p| {
            let player = p.player.player(&standings);
            (player.rank, player.no.to_string(), p.total)
        })
        .collect();
    paid.sort();
    paid.into_iter().map(|(_, no, m)| (no, m)).collect()
}

fn paid_as(list: &[(&str, i64)]) -> Vec<(String, Money)> {
    (list.iter())
        .map(|(no, n)| (no.to_string(), Money::yuan(*n)))
        .collect()
}

/// The lines saying a pool takes in a region inside the one it names, in
/// Chinese.
fn includes(rules: &Rules, lines: &rules::Lines) -> Vec<String> {
    (rules::nested_regions::notes(rules, lines).into_iter())
        .filter(|w| matches!(w.message, Msg::RegionIncludes { .. }))
        .map(|w| w.text(Lang::Zh))
        .collect()
}

#[test]
fn a_city_prize_takes_in_the_districts_inside_the_city_by_code_and_by_within() {
    let (rules, _) = city(r#"region = ["重庆"]"#);
    // 重庆籍奖's pool: P2 (石柱, its code 500240 in 重庆's 50), P3 (重庆), P4
    // (南岸, within 重庆), P6 (重庆): 1st P2 300, 2nd P3 200, 3rd P4 100.
    // 名次奖: P1 1000, P2 600. P2: 600 + 300 = 900. (Without regions
    // inside regions the pool was P3, P6: P3 300, P6 200.)
    assert_eq!(
        paid(&rules),
        paid_as(&[("P1", 1000), ("P2", 900), ("P3", 200), ("P4", 100)])
    );
    // A district's player is still reported as of his district.
    let standings = field();
    assert_eq!(
        standings.groups[0].players[1].region,
        Some(Region::named("石柱"))
    );
}

#[test]
fn a_pool_leaves_a_district_out_by_name() {
    // except 石柱: the pool is P3, P4, P6: P3 300, P4 200, P6 100; P2 only
    // 名次奖 2nd, 600.
    let (rules, _) = city(r#"region = ["重庆"], except_region = ["石柱"]"#);
    assert_eq!(
        paid(&rules),
        paid_as(&[
            ("P1", 1000),
            ("P2", 600),
            ("P3", 300),
            ("P4", 200),
            ("P6", 100)
        ])
    );
    // P2 is told why: 石柱 is left out.
    let standings = field();
    let p2 = &standings.groups[0].players[1];
    let pool = &rules
        .schedules
        .iter()
        .find(|s| s.id == "city")
        .unwrap()
        .pool;
    let why: Vec<String> = (pool.verdicts(&rules, "公开组", p2).iter())
        .filter_map(|v| v.reason().map(|r| r.phrase(Lang::Zh)))
        .collect();
    assert_eq!(why, ["石柱除外（地区 石柱）"]);
    // except 南岸 (declared within): the pool is P2, P3, P6: P2 300 (900
    // with 名次奖 600), P3 200, P6 100.
    let (rules, _) = city(r#"region = ["重庆"], except_region = ["南岸"]"#);
    assert_eq!(
        paid(&rules),
        paid_as(&[("P1", 1000), ("P2", 900), ("P3", 200), ("P6", 100)])
    );
}

#[test]
fn the_tool_says_once_per_pool_and_district_what_it_took_in() {
    let (rules, lines) = city(r#"region = ["重庆"]"#);
    assert_eq!(
        includes(&rules, &lines),
        [
            "rules.toml 第27行：奖项「city」的地区 重庆 包括 石柱（身份证代码 500240 在 50… 之内），地区为 石柱 的棋手也计入。若规程不含 石柱，请在奖项范围中加上 except_region = [\"石柱\"]。",
            "rules.toml 第27行：奖项「city」的地区 重庆 包括 南岸（规则文件写明 南岸 在 重庆 之内），地区为 南岸 的棋手也计入。若规程不含 南岸，请在奖项范围中加上 except_region = [\"南岸\"]。",
        ]
    );
    // A district left out, or named beside the city, is not said again.
    let (rules, lines) = city(r#"region = ["重庆", "石柱"], except_region = ["南岸"]"#);
    assert_eq!(includes(&rules, &lines), Vec::<String>::new());
    // 名次奖 names no region: nothing to say.
    let (rules, lines) = city(r#"member = false"#);
    assert_eq!(includes(&rules, &lines), Vec::<String>::new());
}

/// (line, code) of every problem the rules are refused for.
fn refused(text: &str) -> Vec<(Option<usize>, &'static str)> {
    let error = rules::load("rules.toml", text).expect_err("refused");
    (error.problems.iter())
        .map(|p| (p.line, p.message.code()))
        .collect()
}

#[test]
fn a_within_leading_back_to_itself_is_refused_at_its_line() {
    // 石柱 within 南岸 (line 10) and 南岸 within 石柱 (line 11).
    let text = CITY
        .replace(
            r#""石柱" = { names = ["石柱县"], id_codes = ["500240"] }"#,
            r#""石柱" = { names = ["石柱县"], within = "南岸" }"#,
        )
        .replace(r#"within = "重庆""#, r#"within = "石柱""#);
    assert_eq!(
        refused(&text),
        [
            (Some(10), "rules.region_circle"),
            (Some(11), "rules.region_circle")
        ]
    );
    let error = rules::load("rules.toml", &text).unwrap_err();
    assert_eq!(
        error.problems[0].render(Lang::Zh),
        "rules.toml 第10行：地区“石柱”的 within 绕回了它自己：石柱 在 南岸 之内，南岸 在 石柱 之内。一个地区不能在自己之内，请删去其中一处 within，或改正身份证代码 id_codes。"
    );
    // 重庆 within 石柱, whose code 500240 lies in 重庆's 50: a circle too.
    let text = CITY.replace(
        r#""重庆" = { names = ["重庆市"], id_codes = ["50"] }"#,
        r#""重庆" = { names = ["重庆市"], id_codes = ["50"], within = "石柱" }"#,
    );
    assert_eq!(refused(&text), [(Some(9), "rules.region_circle")]);
}

#[test]
fn a_within_against_the_id_codes_or_an_exception_outside_the_pool_is_refused() {
    // 石柱 (500240) declared within 成都 (5101): its code says otherwise.
    let text = CITY
        .replace(
            r#""外地" = { other = true }"#,
            "\"外地\" = { other = true }\n\"成都\" = { id_codes = [\"5101\"] }",
        )
        .replace(
            r#""石柱" = { names = ["石柱县"], id_codes = ["500240"] }"#,
            r#""石柱" = { names = ["石柱县"], id_codes = ["500240"], within = "成都" }"#,
        );
    assert_eq!(refused(&text), [(Some(10), "rules.region_within_codes")]);
    // 外地 is inside no region the pool lists; 重庆 is the pool's own.
    let text = CITY.replace(
        r#"pool = { group = "公开组", region = ["重庆"] }"#,
        r#"pool = { group = "公开组", region = ["重庆"], except_region = ["外地", "重庆"] }"#,
    );
    assert_eq!(
        refused(&text),
        [
            (Some(27), "rules.except_region_outside"),
            (Some(27), "rules.except_region_outside")
        ]
    );
}

#[test]
fn a_region_left_out_leaves_out_the_districts_inside_it_and_says_so() {
    // 「非重庆籍」: except 重庆 alone. The pool is P1 and P5 (外地); 石柱 (P2)
    // and 南岸 (P4) lie inside 重庆 and are left out with it. 1st P1 300
    // (1300 with 名次奖 1000), 2nd P5 200; P2 名次奖 600.
    let (rules, lines) = city(r#"except_region = ["重庆"]"#);
    assert_eq!(
        paid(&rules),
        paid_as(&[("P1", 1300), ("P2", 600), ("P5", 200)])
    );
    assert_eq!(
        includes(&rules, &lines),
        [
            "rules.toml 第27行：奖项「city」的除外地区 重庆 包括 石柱（身份证代码 500240 在 50… 之内），地区为 石柱 的棋手也除外。若 石柱 不应除外，请核对 [regions] 中 石柱 的 within 和身份证代码 id_codes。",
            "rules.toml 第27行：奖项「city」的除外地区 重庆 包括 南岸（规则文件写明 南岸 在 重庆 之内），地区为 南岸 的棋手也除外。若 南岸 不应除外，请核对 [regions] 中 南岸 的 within 和身份证代码 id_codes。",
        ]
    );
}
