//! 公开组: about one player in ten a woman, a few masters at the top, regions
//! weighted like the 2019 field (many 重庆, a fair number of 石柱, a third 市外,
//! a couple left blank), club members among the Chongqing players, a handful of
//! university students whose subsidy conditions vary, and fouls here and there.
//! The top 32 after round 7 play the knockout; the rest finish the Swiss.

use super::Region;
use super::Sex;
use super::dice::Dice;
use super::id_number::id_number;
use super::knockout::{self, Seed};
use super::names;
use super::swiss::{Games, Record};
use super::{PlayerNo, SyntheticRow};
use chrono::NaiveDate;

pub(super) const ROUNDS: usize = 11;
const PRELIM_ROUNDS: usize = 7;
const KNOCKOUT: usize = 32;

/// How a synthetic student fares against the subsidy's conditions.
#[derive(Debug, Clone, Copy)]
enum StudentCase {
    Eligible,
    NoProof,
    Withdrew,
    Fouled,
    Disciplined,
}

/// Cycled through, so every size of field has each case in about these shares.
const STUDENT_CASES: [StudentCase; 7] = [
    StudentCase::Eligible,
    StudentCase::NoProof,
    StudentCase::Eligible,
    StudentCase::Withdrew,
    StudentCase::Eligible,
    StudentCase::Fouled,
    StudentCase::Disciplined,
];

struct Entrant {
    strength: f64,
    sex: Sex,
    birth: NaiveDate,
    region: Option<Region>,
    area: &'static str,
    club: &'static str,
    title: &'static str,
    member: bool,
    student: bool,
    student_proof: bool,
    withdraw_after: Option<usize>,
    fouls: u32,
    discipline: bool,
    lot: u64,
}

/// `per_260` players for a field of 260, scaled to `n` and rounded.
fn share(n: usize, per_260: usize) -> usize {
    (n * per_260 + 130) / 260
}

pub(crate) fn date_in(dice: &mut Dice, year: i32) -> NaiveDate {
    let days = if NaiveDate::from_ymd_opt(year, 2, 29).is_some() {
        366
    } else {
        365
    };
    NaiveDate::from_yo_opt(year, 1 + dice.below(days) as u32).expect("a day of the year")
}

fn birth_year(dice: &mut Dice) -> i32 {
    if dice.chance(0.04) {
        return dice.between(2005, 2010);
    }
    // Five-year spans from 1950 to 2004, most players born 1965–1999.
    let span = dice.weighted(&[2, 3, 5, 7, 10, 13, 14, 14, 13, 10, 5]);
    1950 + 5 * span as i32 + dice.between(0, 4)
}

fn entrant(dice: &mut Dice) -> Entrant {
    let sex = if dice.chance(0.105) {
        Sex::Female
    } else {
        Sex::Male
    };
    let strength = dice.normal()
        - match sex {
            Sex::Female => 0.6,
            Sex::Male => 0.0,
        };
    let year = birth_year(dice);
    let birth = date_in(dice, year);
    let region = [Region::Shizhu, Region::Chongqing, Region::Outside][dice.weighted(&[25, 41, 34])];
    let member = dice.chance(match region {
        Region::Shizhu => 0.45,
        Region::Chongqing => 0.3,
        Region::Outside => 0.02,
    });
    let club = if member && dice.chance(0.4) {
        names::HOME_CLUB
    } else {
        names::club(dice, Some(region))
    };
    let area = names::area(dice, Some(region));
    let withdraw_after = dice
        .chance(0.015)
        .then(|| dice.between(2, ROUNDS as i32 - 1) as usize);
    let x = dice.unit();
    let fouls = if x < 0.005 {
        2
    } else if x < 0.045 {
        1
    } else {
        0
    };
    Entrant {
        strength,
        sex,
        birth,
        region: Some(region),
        area,
        club,
        title: "",
        member,
        student: false,
        student_proof: false,
        withdraw_after,
        fouls,
        discipline: dice.chance(0.004),
        lot: dice.next_u64(),
    }
}

/// National titles to the strongest, 棋协大师 to some of the next.
fn give_titles(es: &mut [Entrant]) {
    let n = es.len();
    let mut by_strength: Vec<usize> = (0..n).collect();
    by_strength.sort_by(|&a, &b| {
        es[b]
            .strength
            .total_cmp(&es[a].strength)
            .then(es[a].lot.cmp(&es[b].lot))
    });
    let grandmasters = share(n, 2);
    let masters = share(n, 4);
    let candidates = share(n, 16);
    for (k, &i) in by_strength.iter().enumerate() {
        es[i].title = if k < grandmasters {
            "特级大师"
        } else if k < grandmasters + masters {
            "大师"
        } else if k < grandmasters + masters + candidates && es[i].lot % 5 < 2 {
            "棋协大师"
        } else {
            ""
        };
    }
    if n >= 100
        && let Some(&w) = by_strength
            .iter()
            .find(|&&i| es[i].sex == Sex::Female && es[i].title.is_empty())
    {
        es[w].title = "大师";
    }
}

fn make_student(dice: &mut Dice, e: &mut Entrant, case: StudentCase) {
    e.student = true;
    let year = dice.between(1997, 2001);
    e.birth = date_in(dice, year);
    e.club = names::university(dice, e.region);
    e.student_proof = !matches!(case, StudentCase::NoProof);
    e.withdraw_after = matches!(case, StudentCase::Withdrew).then_some(6);
    e.fouls = u32::from(matches!(case, StudentCase::Fouled));
    e.discipline = matches!(case, StudentCase::Disciplined);
}

pub(crate) fn build(n: usize, seed: u64) -> Vec<SyntheticRow> {
    let mut dice = Dice::new(seed);
    let mut es: Vec<Entrant> = (0..n).map(|_| entrant(&mut dice)).collect();
    give_titles(&mut es);

    let untitled: Vec<usize> = (0..n).filter(|&i| es[i].title.is_empty()).collect();
    let chosen = dice.sample(untitled.len(), share(n, 7).min(untitled.len()));
    for (j, &c) in chosen.iter().enumerate() {
        make_student(
            &mut dice,
            &mut es[untitled[c]],
            STUDENT_CASES[j % STUDENT_CASES.len()],
        );
    }
    let others: Vec<usize> = (0..n).filter(|&i| !es[i].student).collect();
    for c in dice.sample(others.len(), share(n, 2).min(others.len())) {
        let e = &mut es[others[c]];
        e.region = None;
        e.area = names::area(&mut dice, None);
    }

    let games: Vec<Games> = es
        .iter()
        .map(|e| Games::play(&mut dice, e.strength, ROUNDS, e.withdraw_after))
        .collect();

    // Places: the top 32 after round 7 by knockout, the rest by the Swiss.
    let knockout_size = if n > KNOCKOUT { KNOCKOUT } else { 0 };
    let mut after_prelims: Vec<usize> = (0..n).collect();
    after_prelims
        .sort_by_cached_key(|&i| games[i].record(PRELIM_ROUNDS, es[i].fouls).key(es[i].lot));
    let knockout_players = &after_prelims[..knockout_size];
    let seeds: Vec<Seed> = knockout_players
        .iter()
        .map(|&i| Seed {
            strength: es[i].strength,
            withdrew: es[i].withdraw_after.is_some(),
        })
        .collect();
    let knockout_places = if knockout_size > 0 {
        knockout::places(&mut dice, &seeds)
    } else {
        Vec::new()
    };
    let mut rank = vec![0u32; n];
    let mut prelim = vec![None; n];
    for (k, &i) in knockout_players.iter().enumerate() {
        rank[i] = knockout_places[k];
        prelim[i] = Some(k as u32 + 1);
    }
    let mut swiss: Vec<usize> = after_prelims[knockout_size..].to_vec();
    swiss.sort_by_cached_key(|&i| games[i].record(ROUNDS, es[i].fouls).key(es[i].lot));
    for (k, &i) in swiss.iter().enumerate() {
        rank[i] = (knockout_size + k + 1) as u32;
    }

    // One student who wins a place prize and meets every other condition.
    let winner = knockout_players.iter().copied().find(|&i| {
        let e = &es[i];
        rank[i] == 17
            && e.title.is_empty()
            && !e.student
            && e.withdraw_after.is_none()
            && e.fouls == 0
            && !e.discipline
    });
    if let Some(i) = winner {
        make_student(&mut dice, &mut es[i], StudentCase::Eligible);
    }

    let mut nos: Vec<u32> = (1..=n as u32).collect();
    dice.shuffle(&mut nos);

    let mut rows: Vec<SyntheticRow> = Vec::with_capacity(n);
    for (i, e) in es.iter().enumerate() {
        let name = names::person_name(&mut dice, e.sex);
        let has_id = dice.chance(0.94);
        let birth_written = !has_id || !dice.chance(0.03);
        let sex_written = !has_id || !dice.chance(0.01);
        let id = has_id.then(|| id_number(e.area, e.birth, e.sex, dice.below(500) as u32));
        let rounds = if prelim[i].is_some() {
            PRELIM_ROUNDS
        } else {
            ROUNDS
        };
        let Record {
            score,
            progressive,
            wins,
            fouls,
            blacks,
        } = games[i].record(rounds, e.fouls);
        rows.push(SyntheticRow {
            rank: rank[i],
            no: PlayerNo::Number(nos[i]),
            name,
            sex: e.sex,
            sex_written,
            birth: e.birth,
            birth_written,
            id_number: id,
            club: e.club.to_string(),
            title: e.title.to_string(),
            region: e.region,
            member: e.member,
            prelim_rank: prelim[i],
            score,
            progressive,
            wins,
            fouls,
            blacks,
            student: e.student,
            student_proof: e.student_proof,
            completed: e.withdraw_after.is_none(),
            discipline: e.discipline,
        });
    }
    rows.sort_by_key(|r| (r.rank, r.prelim_rank));
    rows
}
