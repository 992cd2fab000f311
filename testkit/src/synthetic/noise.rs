//! Standings with the noise real ones carry: a few blank 地区 cells, stated
//! 出生日期 and 性别 that disagree with the ID number, 称号 values the tool
//! does not know. Each is a warning, not an error, so a large event gives
//! tens of thousands of them; the benchmark's second workload uses this to
//! measure what warnings cost.

use super::Sex;
use super::dice::Dice;
use super::{SyntheticSheet, SyntheticStandings};
use chrono::Months;

/// How often each kind of noise is put into a row, in parts per thousand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Noise {
    /// 地区 left blank.
    pub blank_region: u32,
    /// 出生日期 written one year off the ID number's.
    pub wrong_birth: u32,
    /// 性别 written opposite to the ID number's.
    pub wrong_sex: u32,
    /// 称号 a value outside the known titles.
    pub unknown_title: u32,
    /// 性别 left blank on a row without an ID number, so nothing tells it.
    pub blank_sex: u32,
}

impl Noise {
    /// About one row in nine gets a warning: 3 % blank 地区, 4 % wrong
    /// birth dates, 2 % wrong sex, 1 % unknown titles (on 125 000 players
    /// about 12 500 rows).
    pub const REALISTIC: Noise = Noise {
        blank_region: 30,
        wrong_birth: 40,
        wrong_sex: 20,
        unknown_title: 10,
        blank_sex: 0,
    };

    /// `REALISTIC`, and 性别 left blank on three rows in five of those
    /// without an ID number (about 1 500 rows of 125 000 players): the
    /// warnings of the benchmark's `payees` workload, about 15 000 at 100 000 + 25 000
    /// players.
    pub const HEAVY: Noise = Noise {
        blank_sex: 600,
        ..Noise::REALISTIC
    };

    /// Titles an arbiter writes that are not on the list of docs/input.md.
    const UNKNOWN_TITLES: [&'static str; 3] = ["棋协会员", "业余五段", "象棋爱好者"];

    /// Put the noise into both sheets. Rows with an ID number get a stated
    /// birth date or sex that disagrees with it; the ID number stays the
    /// person's, so `sex` and `birth` of such a row hold what was written,
    /// not the truth. The same seed gives the same noise.
    pub fn apply(&self, standings: &mut SyntheticStandings, seed: u64) {
        let mut dice = Dice::new(seed ^ 0x0015_e000_0000_0000);
        for sheet in [&mut standings.open, &mut standings.youth] {
            self.apply_to(sheet, &mut dice);
        }
    }

    fn apply_to(&self, sheet: &mut SyntheticSheet, dice: &mut Dice) {
        let mut roll = |per_mille: u32| dice.below(1000) < per_mille as usize;
        for row in &mut sheet.rows {
            if roll(self.blank_region) {
                row.region = None;
            }
            let has_id = row.id_number.is_some();
            if roll(self.wrong_birth) && has_id {
                row.birth_written = true;
                row.birth = row
                    .birth
                    .checked_sub_months(Months::new(12))
                    .unwrap_or(row.birth);
            }
            if roll(self.wrong_sex) && has_id {
                row.sex_written = true;
                row.sex = match row.sex {
                    Sex::Male => Sex::Female,
                    Sex::Female => Sex::Male,
                };
            }
            if roll(self.unknown_title) {
                row.title = Self::UNKNOWN_TITLES[row.rank as usize % 3].to_string();
            }
            // Rolled only when asked for, so that the other kinds fall on
            // the same rows as without it.
            if self.blank_sex > 0 && roll(self.blank_sex) && !has_id {
                row.sex_written = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synthetic::SyntheticEvent;

    #[test]
    fn realistic_noise_touches_about_the_stated_share_of_rows() {
        let event = SyntheticEvent {
            open: 4000,
            youth: 1000,
            seed: 7,
        };
        let clean = event.build();
        let mut noisy = clean.clone();
        Noise::REALISTIC.apply(&mut noisy, event.seed);
        let rows = || {
            clean
                .sheets()
                .into_iter()
                .zip(noisy.sheets())
                .flat_map(|(c, n)| c.rows.iter().zip(&n.rows))
        };
        let blanked = rows()
            .filter(|(c, n)| c.region.is_some() && n.region.is_none())
            .count();
        let moved = rows().filter(|(c, n)| c.birth != n.birth).count();
        let flipped = rows().filter(|(c, n)| c.sex != n.sex).count();
        let retitled = rows().filter(|(c, n)| c.title != n.title).count();
        // 5 000 rows: 3 %, 4 %, 2 % and 1 % are 150, 200, 100 and 50 (the
        // last three a little fewer: rows without an ID number or already
        // blank are not changed); allow for chance.
        assert!((100..=200).contains(&blanked), "{blanked}");
        assert!((120..=250).contains(&moved), "{moved}");
        assert!((50..=150).contains(&flipped), "{flipped}");
        assert!((20..=80).contains(&retitled), "{retitled}");
        let mut again = clean.clone();
        Noise::REALISTIC.apply(&mut again, event.seed);
        assert_eq!(again, noisy, "the same seed gives the same noise");
    }

    #[test]
    fn heavy_noise_blanks_sex_only_where_no_id_number_tells_it() {
        let event = SyntheticEvent {
            open: 4000,
            youth: 1000,
            seed: 7,
        };
        let clean = event.build();
        let heavy = event.build_with(Noise::HEAVY);
        let rows = || {
            (clean.sheets().into_iter())
                .zip(heavy.sheets())
                .flat_map(|(c, n)| c.rows.iter().zip(&n.rows))
        };
        let blanked: Vec<_> = rows()
            .filter(|(c, n)| c.sex_written && !n.sex_written)
            .collect();
        assert!(blanked.iter().all(|(_, n)| n.id_number.is_none()));
        let without_id = rows().filter(|(c, _)| c.id_number.is_none()).count();
        // Three rows in five of those without an ID number; allow for chance.
        let share = blanked.len() as f64 / without_id as f64;
        assert!(
            (0.45..0.75).contains(&share),
            "{} of {without_id}",
            blanked.len()
        );
        assert_eq!(
            event.build_with(Noise::HEAVY),
            heavy,
            "the same seed, the same noise"
        );
    }
}
