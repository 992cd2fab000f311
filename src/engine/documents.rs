//! The payees held back for an identity document: a payer must record
//! who was paid, so every payee without the document the event requires
//! (`id_document` in `[settings]`: a valid 身份证号, any value in a column
//! the rules name, or none) is warned about, and paid once it is written.
//! The warnings are the list of those held back, in every output alike.

use super::Outcome;
use crate::standings::{Standings, Warning};

impl Outcome {
    /// A warning for every payee without the identity document the event
    /// requires (`id_document`): without a valid ID number (`payee.no_id`),
    /// or with a blank cell in the document's column
    /// (`payee.no_document`); none when no document is needed. A payer
    /// must record who was paid: these payees are held back until it is
    /// written.
    pub fn payees_without_id(
        &self,
        standings: &Standings,
        document: &crate::rules::IdDocument,
    ) -> Vec<Warning> {
        use crate::msg::Msg;
        use crate::rules::IdDocument;
        self.payouts
            .iter()
            .filter_map(|p| {
                let player = p.player.get(standings)?;
                let (no, name) = (player.no.to_string(), player.name.to_string());
                let (column, message) = match document {
                    IdDocument::NotNeeded => return None,
                    IdDocument::IdCard if player.has_valid_id() => return None,
                    IdDocument::Column(_) if player.document.is_some() => return None,
                    IdDocument::IdCard => (
                        crate::standings::Column::IdNumber.header().to_string(),
                        Msg::PayeeNoId {
                            no,
                            name,
                            total: p.total.to_string(),
                        },
                    ),
                    IdDocument::Column(column) => (
                        column.clone(),
                        Msg::PayeeNoDocument {
                            no,
                            name,
                            total: p.total.to_string(),
                            column: column.clone(),
                        },
                    ),
                };
                Some(Warning {
                    sheet: p.player.group_name(standings).to_string(),
                    row: Some(player.row),
                    column: Some(column),
                    message,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::msg::{Lang, Msg};
    use crate::rules::{IdDocument, load};
    use crate::standings::{Column, Player, Standings};

    /// Two groups, places 1 and 2 paid in each: 甲组 1000 and 500, 乙组
    /// 800 and 400; 甲组's third place is paid nothing.
    const TWO_GROUPS: &str = r#"
event = "两组公开赛"
event_year = 2017

[[groups]]
sheet = "甲组"
kind = "open"

[[groups]]
sheet = "乙组"
kind = "open"

[[schedules]]
id = "a"
name = "甲组奖金"
pool = { group = "甲组" }
places = [{ place = 1, amount = "1000" }, { place = 2, amount = "500" }]

[[schedules]]
id = "b"
name = "乙组奖金"
pool = { group = "乙组" }
places = [{ place = 1, amount = "800" }, { place = 2, amount = "400" }]
"#;

    /// 甲组 A1–A3 and 乙组 B1–B2, nobody with an ID number; `with` gives
    /// each player (by 编号) a document in the rules' column.
    fn standings(with: &[(&str, &str)]) -> Standings {
        let player = |rank: u32, no: &str| {
            let mut p = Player::new(rank + 1, rank, no, &format!("选手{no}"));
            p.document = (with.iter())
                .find(|(n, _)| *n == no)
                .map(|(_, d)| (*d).into());
            p
        };
        Standings::of(
            &[Column::Rank, Column::No, Column::Name],
            [
                (
                    "甲组",
                    vec![player(1, "A1"), player(2, "A2"), player(3, "A3")],
                ),
                ("乙组", vec![player(1, "B1"), player(2, "B2")]),
            ],
        )
    }

    /// The warnings about payees without the document: (sheet, row,
    /// column, text in Chinese), in the outcome's order.
    fn held_back(
        document: IdDocument,
        standings: &Standings,
    ) -> Vec<(String, u32, String, String)> {
        let mut rules = load("rules.toml", TWO_GROUPS).unwrap();
        rules.settings.id_document = document;
        let outcome = crate::engine::compute(&rules, standings).unwrap();
        let found: Vec<_> = (outcome.payees_without_id(standings, &rules.settings.id_document))
            .into_iter()
            .map(|w| {
                let text = w.text(Lang::Zh);
                (w.sheet, w.row.unwrap(), w.column.unwrap(), text)
            })
            .collect();
        found
    }

    #[test]
    fn by_default_every_payee_without_a_valid_id_number_is_held_back() {
        // The four payees (A1 1000, A2 500, B1 800, B2 400), none with an
        // ID number; A3 is paid nothing and is not listed.
        let found = held_back(IdDocument::IdCard, &standings(&[]));
        let expected = [
            ("甲组", 2, "A1", "1000.00"),
            ("甲组", 3, "A2", "500.00"),
            ("乙组", 2, "B1", "800.00"),
            ("乙组", 3, "B2", "400.00"),
        ]
        .map(|(sheet, row, no, total)| {
            let text = Msg::PayeeNoId {
                no: no.to_string(),
                name: format!("选手{no}"),
                total: total.to_string(),
            }
            .render(Lang::Zh);
            (sheet.to_string(), row, "身份证号".to_string(), text)
        });
        assert_eq!(found, expected);
        assert_eq!(
            found[0].3,
            "领款人 A1 选手A1（合计 1000.00）没有有效的身份证号：付款需登记身份证号。"
        );
    }

    #[test]
    fn a_valid_id_number_releases_the_payee_by_default() {
        // A1 with the standard's example number (check digit X): three left.
        let mut standings = standings(&[]);
        standings.groups[0].players[0].id_number = Some("11010519491231002X".into());
        let found = held_back(IdDocument::IdCard, &standings);
        let rows: Vec<(&str, u32)> = found
            .iter()
            .map(|(s, row, ..)| (s.as_str(), *row))
            .collect();
        assert_eq!(rows, [("甲组", 3), ("乙组", 2), ("乙组", 3)]);
    }

    #[test]
    fn an_event_needing_no_document_holds_nobody_back() {
        assert_eq!(held_back(IdDocument::NotNeeded, &standings(&[])), []);
    }

    #[test]
    fn a_document_column_holds_back_exactly_the_payees_whose_cell_is_blank() {
        // A1 and B2 have a number in 证件号码; A3 has one too but is paid
        // nothing. Held back: A2 (500) and B1 (800), named in 证件号码.
        let standings = standings(&[("A1", "H1234567(8)"), ("A3", "E1"), ("B2", "护照 E7654321")]);
        let found = held_back(IdDocument::Column("证件号码".to_string()), &standings);
        assert_eq!(
            found,
            [
                (
                    "甲组".to_string(),
                    3,
                    "证件号码".to_string(),
                    "领款人 A2 选手A2（合计 500.00）的“证件号码”为空：付款需登记证件号码。请补上后再发放。"
                        .to_string()
                ),
                (
                    "乙组".to_string(),
                    2,
                    "证件号码".to_string(),
                    "领款人 B1 选手B1（合计 800.00）的“证件号码”为空：付款需登记证件号码。请补上后再发放。"
                        .to_string()
                ),
            ]
        );
    }
}
