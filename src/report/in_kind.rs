//! The prizes in kind counted (奖品清单, SPEC §19): every prize that is not
//! money (证书, 奖牌, 奖杯, a gift) the run hands over, split the way the
//! regulation writes it (「证书、奖牌」 is one 证书 and one 奖牌), how many
//! of each and for which places, so an organizer can count what to buy.
//! A view of the engine's awards, team places and committee awards with the
//! prize text the rules give each; a vacant place hands nothing over and is
//! not counted. awards.xlsx, results.json and the page all read this one list.

use crate::engine::Outcome;
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

/// Every prize in kind of the run, in the order the lists first give it;
/// empty when the event has none.
pub fn counted(rules: &Rules, outcome: &Outcome) -> Vec<Item> {
    let mut items: Vec<Item> = Vec::new();
    for award in &outcome.awards {
        if let Some(text) = rules.prize_of(&award.schedule, award.place) {
            let name = rules.name_of(&award.schedule).unwrap_or(&award.schedule);
            add(&mut items, text, name, Some(award.place));
        }
    }
    for team in &outcome.teams.standings {
        if let (Some(text), Some(place)) = (&team.prize_text, team.place) {
            let name = rules.name_of(&team.prize).unwrap_or(&team.prize);
            add(&mut items, text, name, Some(place));
        }
    }
    for grant in &outcome.grants {
        let text = (rules.chosen(&grant.subsidy)).and_then(|c| c.prize.as_deref());
        if let Some(text) = text {
            let name = rules.name_of(&grant.subsidy).unwrap_or(&grant.subsidy);
            add(&mut items, text, name, None);
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
