//! Checking that the final places of a sheet fit together: they start at 1,
//! and a place shared by m players at k is followed by place k + m
//! (competition ranking: 1, 2, 2, 4). Anything else means a player is
//! missing or a place was mistyped, and money would go to the wrong place.

/// One place as read: (名次, 0-based sheet row).
pub type PlaceAt = (u32, u32);

/// A break in the sequence of places, found at `row` (0-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Break {
    pub row: u32,
    pub message: String,
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
                None => format!("the first place is {place}; places start at 1"),
                Some(prev) if prev.len() > 1 => format!(
                    "{} players share 名次 {} (rows {}), so the next place is {expected}, not {place}",
                    prev.len(),
                    prev[0].0,
                    rows_list(prev)
                ),
                Some(prev) => {
                    let missing = if u64::from(place) == expected + 1 {
                        format!("{expected}")
                    } else {
                        format!("{expected}–{}", place - 1)
                    };
                    format!(
                        "名次 jumps from {} to {place}: no player has 名次 {missing}",
                        prev[0].0
                    )
                }
            };
            found.push(Break { row, message });
        }
        expected = u64::from(place) + group.len() as u64;
        previous = Some(group);
    }
    found
}

/// "4, 5, 6, 7" (1-based rows), shortened after six.
fn rows_list(group: &[PlaceAt]) -> String {
    let mut text: Vec<String> = group
        .iter()
        .take(6)
        .map(|(_, r)| (r + 1).to_string())
        .collect();
    if group.len() > 6 {
        text.push("…".to_string());
    }
    text.join(", ")
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
                message: "4 players share 名次 5 (rows 6, 7, 8, 9), so the next place is 9, not 6"
                    .to_string()
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
            "名次 jumps from 2 to 4: no player has 名次 3"
        );
        let found = breaks(at(&[1, 5]));
        assert_eq!(
            found[0].message,
            "名次 jumps from 1 to 5: no player has 名次 2–4"
        );
    }

    #[test]
    fn places_must_start_at_one() {
        let found = breaks(at(&[2, 3]));
        assert_eq!(found[0].message, "the first place is 2; places start at 1");
    }
}
