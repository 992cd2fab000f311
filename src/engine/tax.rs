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
//!
//! 劳务报酬 is taxed as the law has it (个人所得税法 and its regulation), on
//! each payment: 收入 up to 4 000 less 800, above it less 20 %, gives 应纳税
//! 所得额 (rounded half-up to the fen); on that, 20 % up to 20 000, 30 % less
//! 2 000 up to 50 000, 40 % less 7 000 above; the tax rounded half-up to the
//! fen. Only published amounts before tax are computed for it (the rules
//! check refuses `net`).

use super::PayItem;
use crate::money::Money;
use crate::rules::{Tax, TaxAmounts, TaxMethod};
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

/// The declaration's figures for one taxed income (收入): 应纳税所得额,
/// 税率 and 速算扣除数; the tax is 应纳税所得额 × 税率 − 速算扣除数.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Assessment {
    /// 应纳税所得额.
    pub assessable: Money,
    /// 税率, as a fraction (0.20).
    pub rate: Decimal,
    /// 速算扣除数.
    pub quick: Money,
}

impl Assessment {
    /// 应纳税额: 应纳税所得额 × 税率 − 速算扣除数, rounded half-up to the fen.
    pub fn tax(self) -> Money {
        Money::half_up(self.assessable.as_decimal() * self.rate - self.quick.as_decimal())
    }
}

/// 劳务报酬 of at most this much is reduced by `LABOUR_FLAT_DEDUCTION`; above,
/// by `LABOUR_SHARE_DEDUCTED` of it.
const LABOUR_FLAT_LIMIT: i64 = 4_000;
const LABOUR_FLAT_DEDUCTION: i64 = 800;
/// 20 %: the part of a payment above 4 000 that is not taxed.
const LABOUR_SHARE_DEDUCTED: Decimal = Decimal::from_parts(20, 0, 0, false, 2);

/// 劳务报酬's brackets on 应纳税所得额: up to (none: no limit), rate in
/// percent, 速算扣除数 in yuan.
const LABOUR_BRACKETS: [(Option<i64>, i64, i64); 3] = [
    (Some(20_000), 20, 0),
    (Some(50_000), 30, 2_000),
    (None, 40, 7_000),
];

/// The figures a taxed income of `income` is declared with.
pub fn assess(method: TaxMethod, income: Money) -> Assessment {
    match method {
        TaxMethod::Flat(rate) => Assessment {
            assessable: income,
            rate: rate.as_decimal(),
            quick: Money::ZERO,
        },
        TaxMethod::Labour => {
            let assessable = if income <= Money::yuan(LABOUR_FLAT_LIMIT) {
                let left = income - Money::yuan(LABOUR_FLAT_DEDUCTION);
                left.max(Money::ZERO)
            } else {
                Money::half_up(income.as_decimal() * (Decimal::ONE - LABOUR_SHARE_DEDUCTED))
            };
            let (_, percent, quick) = LABOUR_BRACKETS
                .into_iter()
                .find(|(limit, _, _)| limit.is_none_or(|l| assessable <= Money::yuan(l)))
                .unwrap_or(LABOUR_BRACKETS[2]);
            Assessment {
                assessable,
                rate: Decimal::new(percent, 2),
                quick: Money::yuan(quick),
            }
        }
    }
}

/// The figures `income` is declared with under the rules' `[tax]`; without
/// a method (never in a checked rules file) nothing is due.
pub fn assess_under(tax: &Tax, income: Money) -> Assessment {
    match tax.method() {
        Some(method) => assess(method, income),
        None => Assessment {
            assessable: income,
            rate: Decimal::ZERO,
            quick: Money::ZERO,
        },
    }
}

/// Withholding on one person's items (their published amounts). A checked
/// rules file has no `net` with 劳务报酬; it is always taken as before tax.
pub fn withhold(tax: &Tax, items: &[PayItem]) -> Withholding {
    let (exempt, taxed): (Vec<&PayItem>, Vec<&PayItem>) =
        items.iter().partition(|i| tax.is_exempt(&i.source));
    let exempt: Money = exempt.iter().map(|i| i.amount).sum();
    let published: Money = taxed.iter().map(|i| i.amount).sum();
    match (tax.method(), tax.amounts) {
        (Some(TaxMethod::Flat(rate)), TaxAmounts::Net) => {
            let rate = rate.as_decimal();
            let taxable = Money::half_up(published.as_decimal() / (Decimal::ONE - rate));
            Withholding {
                gross: taxable + exempt,
                tax: taxable - published,
                net: published + exempt,
                taxable,
                exempt,
            }
        }
        _ => {
            let withheld = assess_under(tax, published).tax();
            Withholding {
                gross: published + exempt,
                tax: withheld,
                net: published - withheld + exempt,
                taxable: published,
                exempt,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(text: &str) -> Money {
        text.parse().unwrap()
    }

    fn tax(rate: &str, amounts: TaxAmounts, exempt: &[&str]) -> Tax {
        Tax {
            kind: "偶然所得".into(),
            rate: Some(rate.parse().unwrap()),
            amounts,
            exempt: exempt.iter().map(|s| s.to_string()).collect(),
            withholder: None,
            period: None,
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
        // 20000 × 0.20 = 4000 exactly; 20000 − 4000 = 16000.
        let w = withhold(
            &tax("0.20", TaxAmounts::Gross, &[]),
            &[item("overall", "20000")],
        );
        assert_eq!(w.gross, m("20000.00"));
        assert_eq!(w.tax, m("4000.00"));
        assert_eq!(w.net, m("16000.00"));
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
        assert_eq!(total.taxable, m("1568.00"));
        assert_eq!(total.exempt, m("0"));
        assert_eq!(total.gross, m("1568.00"));
        assert_eq!(total.tax, m("47.05"));
        assert_eq!(total.net, m("1520.95"));
        assert_eq!(total.net + total.tax, total.gross);
    }

    fn labour(exempt: &[&str]) -> Tax {
        Tax {
            kind: crate::rules::LABOUR.into(),
            rate: None,
            amounts: TaxAmounts::Gross,
            exempt: exempt.iter().map(|s| s.to_string()).collect(),
            withholder: None,
            period: None,
        }
    }

    /// 应纳税所得额, 税率, 速算扣除数 and the tax of one 劳务报酬 payment.
    fn labour_on(income: &str) -> (Money, Decimal, Money, Money) {
        let a = assess(TaxMethod::Labour, m(income));
        (a.assessable, a.rate, a.quick, a.tax())
    }

    fn pct(p: i64) -> Decimal {
        Decimal::new(p, 2)
    }

    #[test]
    fn labour_up_to_4000_is_less_800_then_20_percent() {
        // 3000: (3000 − 800) = 2200 应纳税所得额, × 20 % = 440.
        assert_eq!(labour_on("3000"), (m("2200"), pct(20), m("0"), m("440")));
        // 4000, the last amount less 800: 3200 × 20 % = 640.
        assert_eq!(labour_on("4000"), (m("3200"), pct(20), m("0"), m("640")));
        // 800 and less: nothing left to tax.
        assert_eq!(labour_on("800"), (m("0"), pct(20), m("0"), m("0")));
        assert_eq!(labour_on("500"), (m("0"), pct(20), m("0"), m("0")));
        // 800.01: 0.01 × 20 % = 0.002 → 0.00; 805: 5 × 20 % = 1.
        assert_eq!(labour_on("800.01").3, m("0"));
        assert_eq!(labour_on("805").3, m("1"));
    }

    #[test]
    fn labour_above_4000_is_less_20_percent_then_the_brackets() {
        // 4001: 4001 × 80 % = 3200.80, × 20 % = 640.16.
        assert_eq!(
            labour_on("4001"),
            (m("3200.80"), pct(20), m("0"), m("640.16"))
        );
        // 25000: × 80 % = 20000, the top of the 20 % bracket: 4000.
        assert_eq!(labour_on("25000"), (m("20000"), pct(20), m("0"), m("4000")));
        // 25001: × 80 % = 20000.80, 30 %: 6000.24 − 2000 = 4000.24.
        assert_eq!(
            labour_on("25001"),
            (m("20000.80"), pct(30), m("2000"), m("4000.24"))
        );
        // 62500: × 80 % = 50000, the top of the 30 % bracket:
        // 50000 × 30 % − 2000 = 15000 − 2000 = 13000.
        assert_eq!(
            labour_on("62500"),
            (m("50000"), pct(30), m("2000"), m("13000"))
        );
        // 100000: × 80 % = 80000, 40 %: 32000 − 7000 = 25000.
        assert_eq!(
            labour_on("100000"),
            (m("80000"), pct(40), m("7000"), m("25000"))
        );
        // 4000.01: × 80 % = 3200.008 → 3200.01; × 20 % = 640.002 → 640.00,
        // less than the 640 of 4000: the law's step at 4000.
        assert_eq!(
            labour_on("4000.01"),
            (m("3200.01"), pct(20), m("0"), m("640.00"))
        );
        // 4000.07: × 80 % = 3200.056 → 3200.06; × 20 % = 640.012 → 640.01.
        assert_eq!(labour_on("4000.07").3, m("640.01"));
    }

    #[test]
    fn labour_is_one_payment_per_person_and_exempt_items_stay_out() {
        // 3000 + 1000 = 4000 is one payment: (4000 − 800) × 20 % = 640,
        // not 440 + 40 = 480 item by item; the 300 subsidy is exempt:
        // 应发 4300, tax 640, 实发 4300 − 640 = 3660, 叁仟陆佰陆拾元整.
        let w = withhold(
            &labour(&["student"]),
            &[
                item("overall", "3000"),
                item("women", "1000"),
                item("student", "300"),
            ],
        );
        assert_eq!(
            w,
            Withholding {
                gross: m("4300"),
                tax: m("640"),
                net: m("3660"),
                taxable: m("4000"),
                exempt: m("300"),
            }
        );
        // 62500 before tax: 13000 withheld, 49500 paid.
        let w = withhold(&labour(&[]), &[item("overall", "62500")]);
        assert_eq!((w.tax, w.net), (m("13000"), m("49500")));
    }

    #[test]
    fn sums_add_every_field() {
        // Two people with exempt items at 20 %: 1000 + 300 exempt (tax 200)
        // and 500 + 300 exempt (tax 100). Σ收入额 1500, Σ免税 600, Σ应发 2100,
        // Σ税 300, Σ实发 1800.
        let t = tax("0.20", TaxAmounts::Gross, &["student"]);
        let a = withhold(&t, &[item("overall", "1000"), item("student", "300")]);
        let b = withhold(&t, &[item("overall", "500"), item("student", "300")]);
        assert_eq!(
            Withholding::sum([&a, &b]),
            Withholding {
                gross: m("2100"),
                tax: m("300"),
                net: m("1800"),
                taxable: m("1500"),
                exempt: m("600"),
            }
        );
    }

    #[test]
    fn a_flat_rate_is_declared_as_it_is_withheld() {
        // 偶然所得 at 20 %: 应纳税所得额 = 收入, no 速算扣除数; 1234.50 × 0.20 = 246.90.
        let a = assess(TaxMethod::Flat("0.20".parse().unwrap()), m("1234.50"));
        assert_eq!(
            (a.assessable, a.rate, a.quick, a.tax()),
            (m("1234.50"), pct(20), m("0"), m("246.90"))
        );
    }
}
