//! A Swiss event in outline: each player's round results drawn from their
//! strength (2 a win, 1 a draw, 0 a loss), then the records ranked by the
//! event's tie-break order: score, 累进分 (less one per foul), wins, fewer
//! fouls, more games as black, then lots. Pairings are not simulated; the
//! numbers are consistent with the format, which is all the standings show.

use super::dice::Dice;
use std::cmp::Reverse;

/// What a player did, round by round.
#[derive(Debug, Clone)]
pub(crate) struct Games {
    /// Points per round: 2, 1 or 0; 0 after withdrawing.
    pub points: Vec<u8>,
    /// Bit r set: black in round r+1.
    pub black: u16,
    /// Rounds played before withdrawing; all of them when the player finished.
    pub played: usize,
}

impl Games {
    /// Play `rounds` rounds at `strength`, withdrawing after `withdraw_after`
    /// rounds if that is set.
    pub(crate) fn play(
        dice: &mut Dice,
        strength: f64,
        rounds: usize,
        withdraw_after: Option<usize>,
    ) -> Games {
        let played = withdraw_after.unwrap_or(rounds).min(rounds);
        let win = (0.42 + 0.17 * strength).clamp(0.03, 0.9);
        let draw = 0.22_f64.min(1.0 - win);
        let mut points = Vec::with_capacity(rounds);
        let mut black = 0u16;
        for r in 0..rounds {
            if r >= played {
                points.push(0);
                continue;
            }
            let x = dice.unit();
            points.push(if x < win {
                2
            } else if x < win + draw {
                1
            } else {
                0
            });
            if dice.chance(0.5) {
                black |= 1 << r;
            }
        }
        Games {
            points,
            black,
            played,
        }
    }

    /// The record over the first `rounds` rounds.
    pub(crate) fn record(&self, rounds: usize, fouls: u32) -> Record {
        let mut running = 0u32;
        let mut progressive = 0i32;
        let mut wins = 0;
        for &p in &self.points[..rounds] {
            running += u32::from(p);
            progressive += running as i32;
            wins += u32::from(p == 2);
        }
        let mask = (1u32 << rounds.min(self.played)) - 1;
        Record {
            score: running,
            progressive: progressive - fouls as i32,
            wins,
            fouls,
            blacks: (u32::from(self.black) & mask).count_ones(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Record {
    pub score: u32,
    pub progressive: i32,
    pub wins: u32,
    pub fouls: u32,
    pub blacks: u32,
}

impl Record {
    /// Sort key, best first; `lot` decides what the record does not.
    pub(crate) fn key(&self, lot: u64) -> impl Ord + use<> {
        (
            Reverse(self.score),
            Reverse(self.progressive),
            Reverse(self.wins),
            self.fouls,
            Reverse(self.blacks),
            lot,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progressive_score_sums_the_running_score_less_fouls() {
        let g = Games {
            points: vec![2, 0, 1, 2],
            black: 0b1010,
            played: 4,
        };
        let r = g.record(4, 1);
        assert_eq!(r.score, 5);
        assert_eq!(r.progressive, 2 + 2 + 3 + 5 - 1);
        assert_eq!(r.wins, 2);
        assert_eq!(r.blacks, 2);
        assert_eq!(g.record(2, 0).blacks, 1);
    }

    #[test]
    fn a_withdrawn_player_scores_nothing_after_leaving() {
        let mut dice = Dice::new(9);
        let g = Games::play(&mut dice, 3.0, 11, Some(4));
        assert!(g.points[4..].iter().all(|&p| p == 0));
        assert_eq!(g.black >> 4, 0);
    }
}
