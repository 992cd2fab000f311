//! The prizes in kind counted (奖品清单, SPEC §19): every prize that is not
//! money (证书, 奖牌, 奖杯, a gift) the run hands over, split the way the
//! regulation writes it (「证书、奖牌」 is one 证书 and one 奖牌), how many
//! of each and for which places, so an organizer can count what to buy.
//! A view of the run's ledger (SPEC §19): its `Entry::InKind` entries, each
//! a place, team place or committee award with the prize text the rules
//! give it; a vacant place hands nothing over, has no entry and is not
//! counted. awards.xlsx, results.json and the page all read this one list.

use crate::engine::{Entry, Ledger, Outcome};
use crate::msg::Lang;
use crate::rules::Rules;

/// What separates two prizes in one prize text: 「证书、奖牌」, 「奖杯+证书」.
const SEPARATORS: [char; 8] = ['、', '，', ',', '；', ';', '＋', '+', '/'];

/// One prize in kind: its words, how many the run hands over, and to whom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// The prize as the regulation writes it (奖杯, 证书).
    pub prize: String,
    pub count: u32,
    /// Each schedule, team prize or committee award that gives it, in the
    /// rules' order.
    pub given: Vec<Given>,
}

/// The places of one schedule or team prize (or a committee award, no
/// places) that hand a prize over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Given {
    /// The schedule's, team prize's or award's name.
    pub name: String,
    /// The places given, ascending, each once; empty for a committee award.
    pub places: Vec<u32>,
}

/// Every prize in kind of the run, in the order the ledger first hands it
/// over (places, then committee awards, then team places); empty when the
/// event has none.
pub fn counted(rules: &Rules, outcome: &Outcome) -> Vec<Item> {
    of_ledger(&outcome.ledger, |id| rules.name_of(id))
}

/// The ledger's prizes in kind counted, each source named by `name_of`
/// (its id when it has no name).
fn of_ledger<'a>(ledger: &'a Ledger, name_of: impl Fn(&str) -> Option<&'a str>) -> Vec<Item> {
    let mut items: Vec<Item> = Vec::new();
    for entry in &ledger.entries {
        match entry {
            Entry::InKind {
                source,
                place,
                payee: _,
                prize,
            } => {
                let name = name_of(source).unwrap_or(source);
                add(&mut items, prize, name, *place);
            }
            // Money: counted by the views of money, not here.
            Entry::Place { .. }
            | Entry::Reserved { .. }
            | Entry::Team { .. }
            | Entry::Award { .. }
            | Entry::Payment { .. }
            | Entry::Subsidy { .. } => {}
        }
    }
    items
}

/// The prizes of one prize text, in its order: 「证书、奖牌」 → 证书, 奖牌.
pub fn split(text: &str) -> impl Iterator<Item = &str> {
    text.split(SEPARATORS)
        .map(str::trim)
        .filter(|p| !p.is_empty())
}

/// The prizes counted together: how many things to buy.
pub fn total(items: &[Item]) -> u32 {
    items.iter().map(|i| i.count).sum()
}

/// One prize text handed over at `place` of `name` (none: a committee award).
fn add(items: &mut Vec<Item>, text: &str, name: &str, place: Option<u32>) {
    for prize in split(text) {
        let at = match items.iter().position(|i| i.prize == prize) {
            Some(at) => at,
            None => {
                items.push(Item {
                    prize: prize.to_string(),
                    count: 0,
                    given: Vec::new(),
                });
                items.len() - 1
            }
        };
        let item = &mut items[at];
        item.count += 1;
        let given = match item.given.iter().position(|g| g.name == name) {
            Some(at) => &mut item.given[at],
            None => {
                item.given.push(Given {
                    name: name.to_string(),
                    places: Vec::new(),
                });
                item.given.last_mut().expect("just pushed")
            }
        };
        if let Some(place) = place
            && !given.places.contains(&place)
        {
            given.places.push(place);
            given.places.sort_unstable();
        }
    }
}

impl Item {
    /// For which places, as an organizer reads it:
    /// 「公开组第1-3名；女子组第1名；体育道德风尚奖」.
    pub fn given_for(&self, lang: Lang) -> String {
        let each: Vec<String> = self.given.iter().map(|g| g.words(lang)).collect();
        each.join(lang.pick("；", "; "))
    }
}

impl Given {
    /// 「公开组第1-3名、第5名」 (in English "公开组 places 1-3, 5"); the name
    /// alone for a committee award.
    pub fn words(&self, lang: Lang) -> String {
        if self.places.is_empty() {
            return self.name.clone();
        }
        let runs = runs(&self.places);
        let ranges: Vec<String> = (runs.iter())
            .map(|&(from, to)| match (lang, from == to) {
                (Lang::Zh, true) => format!("第{from}名"),
                (Lang::Zh, false) => format!("第{from}-{to}名"),
                (Lang::En, true) => from.to_string(),
                (Lang::En, false) => format!("{from}-{to}"),
            })
            .collect();
        match lang {
            Lang::Zh => format!("{}{}", self.name, ranges.join("、")),
            Lang::En => {
                let word = if self.places.len() == 1 {
                    "place"
                } else {
                    "places"
                };
                format!("{} {word} {}", self.name, ranges.join(", "))
            }
        }
    }
}

/// Ascending places as runs of consecutive ones: 1, 2, 3, 5 → (1, 3), (5, 5).
fn runs(places: &[u32]) -> Vec<(u32, u32)> {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &place in places {
        match runs.last_mut() {
            Some((_, to)) if *to + 1 == place => *to = place,
            _ => runs.push((place, place)),
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_prize_text_is_split_where_the_regulation_lists_two_prizes() {
        let prizes: Vec<&str> = split("证书、奖牌").collect();
        assert_eq!(prizes, ["证书", "奖牌"]);
        let prizes: Vec<&str> = split(" 奖杯 + 证书，").collect();
        assert_eq!(prizes, ["奖杯", "证书"]);
        assert_eq!(split("奖杯一座").collect::<Vec<_>>(), ["奖杯一座"]);
    }

    #[test]
    fn the_prize_list_counts_the_ledgers_prizes_in_kind_and_no_money() {
        use crate::engine::{Payee, PlayerId};
        use crate::money::Money;
        let in_kind = |source: &str, place, prize: &str| Entry::InKind {
            source: source.to_string(),
            place,
            payee: Payee::Player(PlayerId { group: 0, index: 0 }),
            prize: prize.to_string(),
        };
        let ledger = Ledger {
            entries: vec![
                // Money hands over no prize in kind: not counted.
                Entry::Place {
                    schedule: "open".to_string(),
                    place: 1,
                    shared_by: 1,
                    player: PlayerId { group: 0, index: 0 },
                    amount: Money::yuan(5000),
                },
                in_kind("open", Some(1), "证书、奖牌"),
                in_kind("open", Some(2), "证书"),
                in_kind("fair", None, "证书"),
                Entry::InKind {
                    source: "team".to_string(),
                    place: Some(1),
                    payee: Payee::Team("火车头".to_string()),
                    prize: "奖杯".to_string(),
                },
            ],
        };
        let names = |id: &str| match id {
            "open" => Some("公开组"),
            "fair" => Some("体育道德风尚奖"),
            _ => None,
        };
        let items = of_ledger(&ledger, names);
        // 证书: places 1 and 2 of 公开组 and the award = 3; 奖牌: place 1 = 1;
        // 奖杯: the team's place 1 = 1 (no name: its id). 3 + 1 + 1 = 5.
        let counts: Vec<_> = items.iter().map(|i| (i.prize.as_str(), i.count)).collect();
        assert_eq!(counts, [("证书", 3), ("奖牌", 1), ("奖杯", 1)]);
        assert_eq!(total(&items), 5);
        assert_eq!(
            items[0].given_for(Lang::Zh),
            "公开组第1-2名；体育道德风尚奖"
        );
        assert_eq!(items[2].given_for(Lang::Zh), "team第1名");
    }

    #[test]
    fn places_given_are_written_as_ranges_of_consecutive_places() {
        let given = Given {
            name: "公开组".to_string(),
            places: vec![1, 2, 3, 5],
        };
        assert_eq!(given.words(Lang::Zh), "公开组第1-3名、第5名");
        assert_eq!(given.words(Lang::En), "公开组 places 1-3, 5");
        let award = Given {
            name: "体育道德风尚奖".to_string(),
            places: Vec::new(),
        };
        assert_eq!(award.words(Lang::Zh), "体育道德风尚奖");
    }
}
