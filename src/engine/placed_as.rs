//! How each award's place stands beside the winner's own final place, decided
//! once when every place is given out (SPEC §7): the place he finished at, a
//! place above it because the pool passed over players ranked higher (not
//! members, not local, another sex or age), or one of several places that
//! players tied on a final place were set apart into by the 预赛名次. Every
//! renderer (the award list, the page's printed list, results.json) says
//! what this records and decides nothing itself.

use super::record::{Placed, Raised};
use super::{Award, Vacancy};
use crate::standings::{Column, Standings};

/// An award's place beside the winner's own final place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PlacedAs {
    /// Nothing to say beyond what the record already says: the place is his
    /// own final place, a place shared with the others of his final place,
    /// or one the record says how he came to (顺延, 递补, 名额).
    #[default]
    AsFinished,
    /// Paid a place other than his own final place `own_place`, the pool
    /// having passed over players above him: 「第2名 傅世昌（名次第3）」.
    PassedOver { own_place: u32 },
    /// Tied with others on a final place, each paid at a place of his own
    /// because the column `by` set them apart: 「（名次并列第5，按预赛名次分列）」.
    /// `tied_place` is none where the record already says his own place
    /// (顺延, 名额).
    TieSetApart { tied_place: Option<u32>, by: Column },
}

/// An award of the list (its index) and its player's (group, final place):
/// awards with the same are players tied on a final place.
type Line = (usize, (usize, u32));

/// Record on every award how its place stands beside the winner's final
/// place. `awards` are in the outcome's order (schedule, place, standing);
/// a schedule's awards and vacancies are read in place order, and players
/// of one group and final place next to each other are the players tied on
/// it. `placed` and `raised` are the places the record already explains.
pub fn mark(
    standings: &Standings,
    placed: &[Placed],
    raised: &[Raised],
    vacancies: &[Vacancy],
    awards: &mut [Award],
) {
    let said = |a: &Award| {
        let on = |schedule: &str, player, place| {
            schedule == a.schedule && player == a.player && place == a.place
        };
        (placed.iter()).any(|p| on(&p.schedule, p.player, p.place))
            || (raised.iter()).any(|r| on(&r.schedule, r.player, r.place))
    };
    let mut start = 0;
    while start < awards.len() {
        let schedule = awards[start].schedule.clone();
        let len = awards[start..]
            .iter()
            .take_while(|a| a.schedule == schedule)
            .count();
        // The schedule's lines in place order, each award with its
        // player's (group, final place), a vacancy as a line of no standing,
        // as the award list reads them (a stable sort: awards before a
        // vacancy at the same place).
        let standing = |i: usize| {
            let id = awards[i].player;
            (id.group, id.player(standings).rank)
        };
        let mut lines: Vec<(u32, Option<Line>)> = (start..start + len)
            .map(|i| (awards[i].place, Some((i, standing(i)))))
            .collect();
        let vacant = vacancies.iter().filter(|v| v.schedule == schedule);
        lines.extend(vacant.map(|v| (v.place, None)));
        lines.sort_by_key(|&(place, _)| place);
        let mut decided = Vec::with_capacity(len);
        let mut at = 0;
        while at < lines.len() {
            let first = lines[at].1.map(|(_, s)| s);
            let run = (lines[at..].iter())
                .take_while(|l| first.is_some() && l.1.map(|(_, s)| s) == first)
                .count()
                .max(1);
            for &(_, line) in &lines[at..at + run] {
                let Some((i, (_, own))) = line else { continue };
                let award = &awards[i];
                let own_said = said(award);
                let placed = if award.shared_by == 1 && run > 1 {
                    PlacedAs::TieSetApart {
                        tied_place: (!own_said).then_some(own),
                        by: Column::PrelimRank,
                    }
                } else if !own_said && own != award.place {
                    PlacedAs::PassedOver { own_place: own }
                } else {
                    PlacedAs::AsFinished
                };
                decided.push((i, placed));
            }
            at += run;
        }
        for (i, placed) in decided {
            awards[i].placed = placed;
        }
        start += len;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PlayerId;
    use crate::money::Money;
    use crate::msg::why::Placing;
    use crate::standings::Player;

    fn award(place: u32, shared_by: u32, group: usize, index: usize) -> Award {
        Award {
            schedule: "s".to_string(),
            place,
            shared_by,
            player: PlayerId { group, index },
            amount: Money::ZERO,
            placed: PlacedAs::AsFinished,
        }
    }

    fn vacancy(place: u32) -> Vacancy {
        Vacancy {
            schedule: "s".to_string(),
            place,
            amount: Money::ZERO,
        }
    }

    #[test]
    fn a_tie_is_set_apart_only_where_its_players_are_paid_at_places_of_their_own() {
        // 甲组: three players tied on 第5名 whom the 预赛名次 set apart for
        // money (paid places 5, 6, 7); two tied on 第8名 who share places 8
        // and 9 (并列第8名, nothing to say: the place shared is their own);
        // a player of 第20名 paid place 12 by 名次顺延, which the record
        // already says. 乙组: a 第8名 paid place 10, the pool having
        // passed over players above him: his own place is said. Places 11
        // and 13 are vacant and tie nobody.
        let ranks = [5, 5, 5, 8, 8, 20];
        let first: Vec<Player> = (ranks.iter().enumerate())
            .map(|(i, &rank)| Player::new(i as u32 + 2, rank, &(i + 1).to_string(), "某"))
            .collect();
        let second = vec![Player::new(2, 8, "1", "某")];
        let standings = Standings::of(&[Column::Rank], [("甲组", first), ("乙组", second)]);
        let mut awards = vec![
            award(5, 1, 0, 0),
            award(6, 1, 0, 1),
            award(7, 1, 0, 2),
            award(8, 2, 0, 3),
            award(8, 2, 0, 4),
            award(10, 1, 1, 0),
            award(12, 1, 0, 5),
        ];
        let passed_down = Placed {
            schedule: "s".to_string(),
            player: PlayerId { group: 0, index: 5 },
            place: 12,
            how: Placing::PassedDown { rank: 20, own: 6 },
        };
        let vacant = [vacancy(11), vacancy(13)];
        mark(&standings, &[passed_down], &[], &vacant, &mut awards);
        let apart = PlacedAs::TieSetApart {
            tied_place: Some(5),
            by: Column::PrelimRank,
        };
        let placed: Vec<PlacedAs> = awards.iter().map(|a| a.placed).collect();
        assert_eq!(
            placed,
            [
                apart,
                apart,
                apart,
                PlacedAs::AsFinished,
                PlacedAs::AsFinished,
                PlacedAs::PassedOver { own_place: 8 },
                PlacedAs::AsFinished,
            ]
        );
    }

    #[test]
    fn a_tie_set_apart_leaves_out_the_place_the_record_already_says() {
        // Two players tied on 第17名, set apart for places 3 and 4; the
        // second came to place 4 by 名次顺延 (the record says 名次第17): the
        // tie alone is said after his name, not the place again.
        let players = vec![Player::new(2, 17, "1", "某"), Player::new(3, 17, "2", "某")];
        let standings = Standings::of(&[Column::Rank], [("甲组", players)]);
        let mut awards = vec![award(3, 1, 0, 0), award(4, 1, 0, 1)];
        let passed_down = Placed {
            schedule: "s".to_string(),
            player: PlayerId { group: 0, index: 1 },
            place: 4,
            how: Placing::PassedDown { rank: 17, own: 5 },
        };
        mark(&standings, &[passed_down], &[], &[], &mut awards);
        let tied = |tied_place| PlacedAs::TieSetApart {
            tied_place,
            by: Column::PrelimRank,
        };
        assert_eq!(awards[0].placed, tied(Some(17)));
        assert_eq!(awards[1].placed, tied(None));
    }
}
