//! `[tax]`: the income item is named, with a rate unless it is 劳务报酬
//! (whose rates the law sets, computed on published amounts before tax
//! only), the period is a month, and every exempt id is a schedule or
//! subsidy of the file (base or added by an amendment), listed once.

use super::{Checker, Ids};
use crate::msg::Msg;
use crate::rules::TaxAmounts;
use std::collections::BTreeSet;

impl Checker<'_> {
    pub(super) fn tax(&mut self, ids: &Ids) {
        let Some(tax) = &self.file.tax else {
            return;
        };
        if tax.kind.trim().is_empty() {
            self.at("tax.kind", Msg::TaxKindEmpty);
        } else if tax.is_labour() {
            if tax.rate.is_some() {
                self.at("tax.rate", Msg::TaxLabourRate);
            }
            if tax.amounts == TaxAmounts::Net {
                self.at("tax.amounts", Msg::TaxLabourNet);
            }
        } else if tax.rate.is_none() {
            self.at(
                "tax.kind",
                Msg::TaxRateMissing {
                    kind: tax.kind.clone(),
                },
            );
        }
        if let Some(period) = &tax.period
            && !is_month(period)
        {
            self.at(
                "tax.period",
                Msg::TaxPeriodInvalid {
                    value: period.clone(),
                },
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

/// "2019-05": a year of four digits and a month 01–12.
fn is_month(text: &str) -> bool {
    let Some((year, month)) = text.split_once('-') else {
        return false;
    };
    year.len() == 4
        && year.bytes().all(|b| b.is_ascii_digit())
        && month.len() == 2
        && month.bytes().all(|b| b.is_ascii_digit())
        && matches!(month.parse::<u8>(), Ok(1..=12))
}
