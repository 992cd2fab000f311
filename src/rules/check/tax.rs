//! `[tax]`: the income item is named, and every exempt id is a schedule or
//! subsidy of the file (base or added by an amendment), listed once.

use super::{Checker, Ids};
use crate::msg::Msg;
use std::collections::BTreeSet;

impl Checker<'_> {
    pub(super) fn tax(&mut self, ids: &Ids) {
        let Some(tax) = &self.file.tax else {
            return;
        };
        if tax.kind.trim().is_empty() {
            self.at("tax.kind", Msg::TaxKindEmpty);
        }
        let known: Vec<&str> = ids
            .schedules
            .keys()
            .chain(ids.subsidies.keys())
            .map(String::as_str)
            .collect();
        let mut seen = BTreeSet::new();
        for (i, id) in tax.exempt.iter().enumerate() {
            let path = format!("tax.exempt[{i}]");
            if !known.contains(&id.as_str()) {
                self.at(
                    &path,
                    Msg::TaxExemptUnknown {
                        id: id.clone(),
                        known: known.iter().map(|k| k.to_string()).collect(),
                    },
                );
            } else if !seen.insert(id.as_str()) {
                self.at(&path, Msg::TaxExemptTwice { id: id.clone() });
            }
        }
    }
}
