//! `[tax]`: the income item is named, and every exempt id is a schedule or
//! subsidy of the file (base or added by an amendment), listed once.

use super::{Checker, Ids};
use std::collections::BTreeSet;

impl Checker<'_> {
    pub(super) fn tax(&mut self, ids: &Ids) {
        let Some(tax) = &self.file.tax else {
            return;
        };
        if tax.kind.trim().is_empty() {
            self.at(
                "tax.kind",
                "[tax] kind is empty: name the income item declared, e.g. \"偶然所得\"".to_string(),
            );
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
                let listed = known
                    .iter()
                    .map(|k| format!("\"{k}\""))
                    .collect::<Vec<_>>()
                    .join(", ");
                self.at(
                    &path,
                    format!("[tax] exempt: \"{id}\" is not a schedule or subsidy of this file ({listed})"),
                );
            } else if !seen.insert(id.as_str()) {
                self.at(&path, format!("[tax] exempt: \"{id}\" is listed twice"));
            }
        }
    }
}
