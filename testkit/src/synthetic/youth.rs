//! 少儿组: a 9-round Swiss of children born 2005–2012, all four age bands of the
//! 2019 regulation filled, older children stronger; one or two born 2004 (in no
//! band) and one whose 出生日期 is blank but whose ID number tells it.

use super::Region;
use super::Sex;
use super::dice::Dice;
use super::id_number::id_number;
use super::names;
use super::open::date_in;
use super::swiss::{Games, Record};
use super::{PlayerNo, SyntheticRow};

pub(super) const ROUNDS: usize = 9;

/// Amateur grades a strong child may hold; none of them is a master title.
const GRADES: [&str; 3] = ["一级棋士", "二级棋士", "三级棋士"];

pub(crate) fn build(m: usize, seed: u64) -> Vec<SyntheticRow> {
    let mut dice = Dice::new(seed);
    let born_2004 = (m * 2 + 60) / 120;
    let blank_birth = if m == 0 { 0 } else { m.div_ceil(120) };
    let outside_bands: Vec<usize> = dice.sample(m, born_2004.min(m));
    let blank: Vec<usize> = dice.sample(m, blank_birth);

    struct Child {
        strength: f64,
        sex: Sex,
        birth: chrono::NaiveDate,
        region: Region,
        club: &'static str,
        area: &'static str,
        title: &'static str,
        member: bool,
        fouls: u32,
        withdraw_after: Option<usize>,
        lot: u64,
    }
    let children: Vec<Child> = (0..m)
        .map(|i| {
            let year = if outside_bands.binary_search(&i).is_ok() {
                2004
            } else {
                2005 + dice.weighted(&[10, 12, 14, 16, 16, 14, 10, 8]) as i32
            };
            let birth = date_in(&mut dice, year);
            let sex = if dice.chance(0.28) {
                Sex::Female
            } else {
                Sex::Male
            };
            let strength = dice.normal() + 0.3 * f64::from(2012 - year) - 1.2;
            let region =
                [Region::Shizhu, Region::Chongqing, Region::Outside][dice.weighted(&[45, 40, 15])];
            let title = if strength > 1.6 {
                GRADES[dice.below(2)]
            } else if strength > 1.0 && dice.chance(0.3) {
                GRADES[2]
            } else {
                ""
            };
            let member = region == Region::Shizhu && dice.chance(0.1);
            let x = dice.unit();
            Child {
                strength,
                sex,
                birth,
                region,
                club: names::youth_club(&mut dice, Some(region)),
                area: names::area(&mut dice, Some(region)),
                title,
                member,
                fouls: u32::from(x < 0.03),
                withdraw_after: dice.chance(0.01).then(|| dice.between(2, 8) as usize),
                lot: dice.next_u64(),
            }
        })
        .collect();

    let games: Vec<Games> = children
        .iter()
        .map(|c| Games::play(&mut dice, c.strength, ROUNDS, c.withdraw_after))
        .collect();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by_cached_key(|&i| {
        games[i]
            .record(ROUNDS, children[i].fouls)
            .key(children[i].lot)
    });
    let mut rank = vec![0u32; m];
    for (k, &i) in order.iter().enumerate() {
        rank[i] = k as u32 + 1;
    }

    let mut nos: Vec<u32> = (1..=m as u32).collect();
    dice.shuffle(&mut nos);
    let width = m.to_string().len().max(3);

    let mut rows: Vec<SyntheticRow> = Vec::with_capacity(m);
    for (i, c) in children.iter().enumerate() {
        let name = names::person_name(&mut dice, c.sex);
        let birth_written = blank.binary_search(&i).is_err();
        let has_id = !birth_written || dice.chance(0.9);
        let id = has_id.then(|| id_number(c.area, c.birth, c.sex, dice.below(500) as u32));
        let Record {
            score,
            progressive,
            wins,
            fouls,
            blacks,
        } = games[i].record(ROUNDS, c.fouls);
        rows.push(SyntheticRow {
            rank: rank[i],
            no: PlayerNo::Text(format!("S{:0width$}", nos[i])),
            name,
            sex: c.sex,
            sex_written: true,
            birth: c.birth,
            birth_written,
            id_number: id,
            club: c.club.to_string(),
            title: c.title.to_string(),
            region: Some(c.region),
            member: c.member,
            prelim_rank: None,
            score,
            progressive,
            wins,
            fouls,
            blacks,
            student: false,
            student_proof: false,
            completed: c.withdraw_after.is_none(),
            discipline: false,
        });
    }
    rows.sort_by_key(|r| r.rank);
    rows
}
