//! Checking that the final places of a sheet fit together: they start at 1,
//! and a place shared by m players at k is followed by place k + m
//! (competition ranking: 1, 2, 2, 4). Anything else means a player is
//! missing or a place was mistyped, and money would go to the wrong place.

use crate::msg::Msg;

/// One place as read: (名次, 0-based sheet row).
pub type PlaceAt = (u32, u32);

/// A break in the sequence of places, found at `row` (0-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Break {
    pub row: u32,
    pub message: Msg,
}

/// Every break in the places of one sheet, in place order.
pub fn breaks(mut places: Vec<PlaceAt>) -> Vec<Break> {
    places.sort_unstable();
    let mut found = Vec::new();
    let mut expected: u64 = 1;
    let mut previous: Option<&[PlaceAt]> = None;
    for group in places.chunk_by(|a, b| a.0 == b.0) {
        let (place, row) = group[0];
        if u64::from(place) != expected {
            let message = match previous {
                None => Msg::RankFirstNotOne { place },
                Some(prev) if prev.len() > 1 => Msg::RankAfterShared {
                    count: prev.len(),
                    shared: prev[0].0,
                    rows: prev.iter().map(|(_, r)| r + 1).collect(),
                    expected,
                    found: place,
                },
                Some(prev) => Msg::RankGap {
                    from: prev[0].0,
                    to: place,
                    missing_from: expected,
                    missing_to: u64::from(place) - 1,
                },
            };
            found.push(Break { row, message });
        }
        expected = u64::from(place) + group.len() as u64;
        previous = Some(group);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(places: &[u32]) -> Vec<PlaceAt> {
        // Row i + 1 (0-based), as if read below a header in row 1.
        places
            .iter()
            .enumerate()
            .map(|(i, p)| (*p, i as u32 + 1))
            .collect()
    }

    #[test]
    fn competition_ranking_passes() {
        assert_eq!(breaks(at(&[1, 2, 3, 4, 5, 5, 5, 5, 9, 10])), vec![]);
        assert_eq!(breaks(at(&[1, 1, 3])), vec![]);
        assert_eq!(breaks(at(&[3, 1, 2])), vec![]);
        assert_eq!(breaks(vec![]), vec![]);
    }

    #[test]
    fn a_place_after_a_shared_place_must_skip_the_shared_ones() {
        // Rows 2-9 hold places 1..4 then 5,5,5,5; row 10 holds 6.
        let found = breaks(at(&[1, 2, 3, 4, 5, 5, 5, 5, 6]));
        assert_eq!(
            found,
            vec![Break {
                row: 9,
                message: Msg::RankAfterShared {
                    count: 4,
                    shared: 5,
                    rows: vec![6, 7, 8, 9],
                    expected: 9,
                    found: 6
                }
            }]
        );
    }

    #[test]
    fn a_gap_after_a_single_place_is_reported_once() {
        let found = breaks(at(&[1, 2, 4, 5]));
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].row, 3);
        assert_eq!(
            found[0].message,
            Msg::RankGap {
                from: 2,
                to: 4,
                missing_from: 3,
                missing_to: 3
            }
        );
        let found = breaks(at(&[1, 5]));
        assert_eq!(
            found[0].message,
            Msg::RankGap {
                from: 1,
                to: 5,
                missing_from: 2,
                missing_to: 4
            }
        );
    }

    #[test]
    fn places_must_start_at_one() {
        let found = breaks(at(&[2, 3]));
        assert_eq!(found[0].message, Msg::RankFirstNotOne { place: 2 });
    }
}
