//! The single-elimination stage of 公开组: seeds in the usual bracket (1 v 32,
//! 16 v 17, …), losers of a round sharing a place (17, 9, 5), a third-place
//! match, and a final. A player who withdrew loses by forfeit.

use super::dice::Dice;

/// One knockout player, in preliminary order (seed 1 first).
pub(crate) struct Seed {
    pub strength: f64,
    pub withdrew: bool,
}

/// The bracket order of `size` seeds (a power of two), 0-based.
fn bracket(size: usize) -> Vec<usize> {
    let mut order = vec![0];
    while order.len() < size {
        let m = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, m - 1 - s]).collect();
    }
    order
}

/// The final place of each seed; `seeds.len()` must be a power of two.
pub(crate) fn places(dice: &mut Dice, seeds: &[Seed]) -> Vec<u32> {
    let mut place = vec![0u32; seeds.len()];
    let mut alive = bracket(seeds.len());
    let play = |dice: &mut Dice, a: usize, b: usize| -> (usize, usize) {
        let (sa, sb) = (&seeds[a], &seeds[b]);
        let a_wins = match (sa.withdrew, sb.withdrew) {
            (true, false) => false,
            (false, true) => true,
            _ => dice.chance((0.5 + 0.3 * (sa.strength - sb.strength)).clamp(0.1, 0.9)),
        };
        if a_wins { (a, b) } else { (b, a) }
    };
    while alive.len() > 2 {
        let k = alive.len();
        let mut next = Vec::with_capacity(k / 2);
        let mut losers = Vec::with_capacity(k / 2);
        for pair in alive.chunks(2) {
            let (w, l) = play(dice, pair[0], pair[1]);
            next.push(w);
            losers.push(l);
        }
        if k == 4 {
            let (w, l) = play(dice, losers[0], losers[1]);
            place[w] = 3;
            place[l] = 4;
        } else {
            for l in losers {
                place[l] = (k / 2 + 1) as u32;
            }
        }
        alive = next;
    }
    if let [a, b] = alive[..] {
        let (w, l) = play(dice, a, b);
        place[w] = 1;
        place[l] = 2;
    } else if let [a] = alive[..] {
        place[a] = 1;
    }
    place
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bracket_pairs_first_with_last() {
        assert_eq!(bracket(4), vec![0, 3, 1, 2]);
        let b = bracket(32);
        assert_eq!(&b[..4], &[0, 31, 15, 16]);
    }

    #[test]
    fn thirty_two_seeds_give_one_to_four_then_shared_places() {
        let mut dice = Dice::new(4);
        let seeds: Vec<Seed> = (0..32)
            .map(|i| Seed {
                strength: -(i as f64) / 10.0,
                withdrew: i == 20,
            })
            .collect();
        let mut p = places(&mut dice, &seeds);
        assert_eq!(p[20], 17);
        p.sort_unstable();
        let mut expected = vec![1, 2, 3, 4];
        expected.extend([5; 4]);
        expected.extend([9; 8]);
        expected.extend([17; 16]);
        assert_eq!(p, expected);
    }
}
