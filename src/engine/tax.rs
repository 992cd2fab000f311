//! Tax withholding (docs/tax.md): what each person is paid before and after tax.
//!
//! All of a person's items are one receipt: the payer pays a player once, on
//! one signature, so withholding is computed on the person's taxable total,
//! and rounding happens once per person, never per item. With published
//! amounts before tax (`gross`), tax = taxable total × rate, rounded half-up
//! to the fen, and 实发 = 应发 − tax. With published amounts after tax
//! (`net`), the taxable total is what the player must receive: 应发 =
//! taxable total / (1 − rate), rounded half-up to the fen, tax = that − the
//! taxable total. Exempt items are paid as published in either mode: in 应发
//! and 实发, never taxed, never grossed up.

use super::PayItem;
use crate::money::Money;
use crate::rules::{Tax, TaxAmounts};
use rust_decimal::Decimal;

/// One person's payout before and after withholding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Withholding {
    /// 应发金额: what the payer pays out for the person, tax included.
    pub gross: Money,
    /// 代扣个税: withheld and paid to the tax office.
    pub tax: Money,
    /// 实发金额: what the person receives.
    pub net: Money,
    /// 收入额: the part of 应发 that is taxed (exempt items left out).
    pub taxable: Money,
    /// Items paid without withholding, as published.
    pub exempt: Money,
}

impl Withholding {
    /// Field by field sum, for totals rows.
    pub fn sum<'a>(all: impl IntoIterator<Item = &'a Withholding>) -> Withholding {
        all.into_iter()
            .fold(Withholding::default(), |acc, w| Withholding {
                gross: acc.gross + w.gross,
                tax: acc.tax + w.tax,
                net: acc.net + w.net,
                taxable: acc.taxable + w.taxable,
                exempt: acc.exempt + w.exempt,
            })
    }
}

/// Withholding on one person's items (their published amounts).
pub fn withhold(tax: &Tax, items: &[PayItem]) -> Withholding {
    let (exempt, taxed): (Vec<&PayItem>, Vec<&PayItem>) =
        items.iter().partition(|i| tax.is_exempt(&i.source));
    let exempt: Money = exempt.iter().map(|i| i.amount).sum();
    let published: Money = taxed.iter().map(|i| i.amount).sum();
    let rate = tax.rate.as_decimal();
    match tax.amounts {
        TaxAmounts::Gross => {
            let withheld = Money::half_up(published.as_decimal() * rate);
            Withholding {
                gross: published + exempt,
                tax: withheld,
                net: published - withheld + exempt,
                taxable: published,
                exempt,
            }
        }
        TaxAmounts::Net => {
            let taxable = Money::half_up(published.as_decimal() / (Decimal::ONE - rate));
            Withholding {
                gross: taxable + exempt,
                tax: taxable - published,
                net: published + exempt,
                taxable,
                exempt,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::capitals::capitals;

    fn m(text: &str) -> Money {
        text.parse().unwrap()
    }

    fn tax(rate: &str, amounts: TaxAmounts, exempt: &[&str]) -> Tax {
        Tax {
            kind: "偶然所得".into(),
            rate: rate.parse().unwrap(),
            amounts,
            exempt: exempt.iter().map(|s| s.to_string()).collect(),
        }
    }

    fn item(source: &str, amount: &str) -> PayItem {
        PayItem {
            source: source.into(),
            place: Some(1),
            shared_by: 1,
            amount: m(amount),
        }
    }

    #[test]
    fn gross_first_prize_of_20000_at_20_percent() {
        // 20000 × 0.20 = 4000 exactly; 20000 − 4000 = 16000, 壹万陆仟元整.
        let w = withhold(
            &tax("0.20", TaxAmounts::Gross, &[]),
            &[item("overall", "20000")],
        );
        assert_eq!(w.gross, m("20000.00"));
        assert_eq!(w.tax, m("4000.00"));
        assert_eq!(w.net, m("16000.00"));
        assert_eq!(capitals(w.net), "壹万陆仟元整");
    }

    #[test]
    fn gross_items_of_one_person_are_one_receipt_and_exempt_items_untaxed() {
        // Taxable 1500 + 1000 = 2500, × 0.20 = 500; the 300 subsidy is exempt:
        // 应发 2800, tax 500, 实发 2800 − 500 = 2300.
        let w = withhold(
            &tax("0.20", TaxAmounts::Gross, &["student"]),
            &[
                item("overall", "1500"),
                item("women", "1000"),
                item("student", "300"),
            ],
        );
        assert_eq!(
            w,
            Withholding {
                gross: m("2800"),
                tax: m("500"),
                net: m("2300"),
                taxable: m("2500"),
                exempt: m("300"),
            }
        );
    }

    #[test]
    fn net_600_at_20_percent_is_grossed_up_to_750() {
        // 600 / (1 − 0.20) = 600 / 0.8 = 750; tax 750 − 600 = 150.
        let w = withhold(
            &tax("0.20", TaxAmounts::Net, &[]),
            &[item("overall", "600")],
        );
        assert_eq!(
            (w.gross, w.tax, w.net),
            (m("750.00"), m("150.00"), m("600.00"))
        );
    }

    #[test]
    fn net_exempt_items_are_not_grossed_up() {
        // 600 taxable → 750 as above; the 300 exempt stays 300:
        // 应发 1050, tax 150, 实发 900 (the published 600 + 300).
        let w = withhold(
            &tax("0.20", TaxAmounts::Net, &["student"]),
            &[item("overall", "600"), item("student", "300")],
        );
        assert_eq!(
            (w.gross, w.tax, w.net, w.taxable),
            (m("1050"), m("150"), m("900"), m("750"))
        );
    }

    #[test]
    fn the_worked_example_of_the_templates_readme() {
        // Places 1500 + 1000, student subsidy 300 exempt, rate 0.20.
        // net: 2500 / 0.8 = 3125 (收入额); 应发 3125 + 300 = 3425; tax
        // 3125 − 2500 = 625; 实发 the published 2800.
        let items = [
            item("overall", "1500"),
            item("women", "1000"),
            item("student", "300"),
        ];
        let w = withhold(&tax("0.20", TaxAmounts::Net, &["student"]), &items);
        assert_eq!(
            (w.taxable, w.gross, w.tax, w.net),
            (m("3125"), m("3425"), m("625"), m("2800"))
        );
    }

    #[test]
    fn products_round_half_up_to_the_fen() {
        // 1234.50 × 0.03 = 37.035 → 37.04 (half up, not to even: 37.03 would
        // be banker's rounding); 实发 1234.50 − 37.04 = 1197.46.
        let w = withhold(
            &tax("0.03", TaxAmounts::Gross, &[]),
            &[item("overall", "1234.50")],
        );
        assert_eq!((w.tax, w.net), (m("37.04"), m("1197.46")));
        // 100 / (1 − 0.03) = 103.0927… → 103.09; tax 3.09.
        let w = withhold(
            &tax("0.03", TaxAmounts::Net, &[]),
            &[item("overall", "100")],
        );
        assert_eq!((w.gross, w.tax), (m("103.09"), m("3.09")));
        // 0.125 × 0.20 cannot arise (amounts are whole fen), but 0.05 × 0.1 =
        // 0.005 → 0.01 shows the midpoint going up.
        let w = withhold(
            &tax("0.1", TaxAmounts::Gross, &[]),
            &[item("overall", "0.05")],
        );
        assert_eq!(w.tax, m("0.01"));
    }

    #[test]
    fn totals_of_net_and_tax_make_the_gross_to_the_fen() {
        // Three people at 3 %: 1234.50 → 37.04, 333.33 → 10.00 (9.9999), 0.17
        // → 0.01 (0.0051). Σ应发 1568.00 = Σ实发 1520.95 + Σ税 47.05.
        let t = tax("0.03", TaxAmounts::Gross, &[]);
        let people: Vec<Withholding> = ["1234.50", "333.33", "0.17"]
            .iter()
            .map(|a| withhold(&t, &[item("overall", a)]))
            .collect();
        let total = Withholding::sum(&people);
        assert_eq!(total.gross, m("1568.00"));
        assert_eq!(total.tax, m("47.05"));
        assert_eq!(total.net, m("1520.95"));
        assert_eq!(total.net + total.tax, total.gross);
    }
}
