//! Tax withholding as the rules file states it (`[tax]`, docs/tax.md): the
//! income item, the rate, whether the published amounts are before or after
//! tax, and the schedules and subsidies paid without withholding. Off unless
//! the file has the table.

use rust_decimal::Decimal;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// The `[tax]` table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Tax {
    /// The income item declared (所得项目), e.g. 偶然所得.
    pub kind: String,
    /// The flat rate; none for 劳务报酬, whose rates the law sets.
    #[serde(default)]
    pub rate: Option<Rate>,
    pub amounts: TaxAmounts,
    /// Schedule and subsidy ids paid without withholding.
    #[serde(default)]
    pub exempt: Vec<String>,
    /// 扣缴义务人: who withholds and declares (the organizer), as on the
    /// withholding declaration.
    #[serde(default)]
    pub withholder: Option<String>,
    /// 税款所属期, the month the prizes are paid in, "2019-05".
    #[serde(default)]
    pub period: Option<String>,
}

/// The income item 劳务报酬, taxed by the law's own brackets.
pub const LABOUR: &str = "劳务报酬";

/// How the tax on one payment is worked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaxMethod {
    /// One rate on the whole taxable amount (偶然所得 at 20 %).
    Flat(Rate),
    /// 劳务报酬 as the law has it: less 800 or 20 %, then 20 %, 30 %, 40 %.
    Labour,
}

impl Tax {
    pub fn is_exempt(&self, source: &str) -> bool {
        self.exempt.iter().any(|id| id == source)
    }

    /// Whether the income item is 劳务报酬 (also written 劳务报酬所得).
    pub fn is_labour(&self) -> bool {
        let kind = self.kind.trim();
        kind == LABOUR || kind == "劳务报酬所得"
    }

    /// How the tax is worked out; none when a flat-rate item has no rate
    /// (a checked rules file always has one).
    pub fn method(&self) -> Option<TaxMethod> {
        if self.is_labour() {
            Some(TaxMethod::Labour)
        } else {
            self.rate.map(TaxMethod::Flat)
        }
    }

    /// The rate as the sheets print it: "20%", or the brackets' "20%–40%".
    pub fn rate_label(&self) -> String {
        match self.method() {
            Some(TaxMethod::Flat(rate)) => rate.percent(),
            _ => "20%–40%（超额累进）".to_string(),
        }
    }
}

/// What the published amounts are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TaxAmounts {
    /// Before tax: the payer withholds from them.
    Gross,
    /// After tax: what the player receives; the organizer bears the tax.
    Net,
}

impl TaxAmounts {
    /// The words of the rules file, "gross" first.
    pub const LABELS: [&'static str; 2] = [TaxAmounts::Gross.label(), TaxAmounts::Net.label()];

    pub const fn label(self) -> &'static str {
        match self {
            TaxAmounts::Gross => "gross",
            TaxAmounts::Net => "net",
        }
    }
}

/// A tax rate strictly between 0 and 1, written as a decimal string ("0.20").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rate(Decimal);

/// At most this many decimal places (0.0325 has four).
const MAX_RATE_DECIMALS: u32 = 6;

impl Rate {
    pub fn as_decimal(self) -> Decimal {
        self.0
    }

    /// The rate as a percentage for people: 0.20 → "20%", 0.035 → "3.5%".
    pub fn percent(self) -> String {
        format!("{}%", (self.0 * Decimal::ONE_HUNDRED).normalize())
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Rate {
    type Err = String;

    fn from_str(text: &str) -> Result<Rate, String> {
        let trimmed = text.trim();
        let example = "e.g. \"0.20\" for 20 %";
        if let Some(number) = trimmed.strip_suffix(['%', '％']) {
            let hint = Decimal::from_str_exact(number.trim())
                .ok()
                .map(|d| format!("write {} % as \"{}\"", d.normalize(), from_percent(d)))
                .unwrap_or_else(|| example.to_string());
            return Err(format!(
                "\"{text}\" is a percentage; write the rate as a decimal between 0 and 1: {hint}"
            ));
        }
        let plain = !trimmed.is_empty() && trimmed.chars().all(|c| c.is_ascii_digit() || c == '.');
        let value = plain
            .then(|| Decimal::from_str_exact(trimmed).ok())
            .flatten()
            .ok_or_else(|| {
                format!("\"{text}\" is not a rate: write a decimal between 0 and 1, {example}")
            })?;
        if value <= Decimal::ZERO || value >= Decimal::ONE {
            let hint = if value > Decimal::ONE && value < Decimal::ONE_HUNDRED {
                format!(
                    "; write {} % as \"{}\"",
                    value.normalize(),
                    from_percent(value)
                )
            } else {
                format!(", {example}")
            };
            return Err(format!(
                "\"{text}\" is not between 0 and 1 (both excluded){hint}"
            ));
        }
        if value.normalize().scale() > MAX_RATE_DECIMALS {
            return Err(format!(
                "\"{text}\" has more than {MAX_RATE_DECIMALS} decimal places"
            ));
        }
        Ok(Rate(value.normalize()))
    }
}

/// A percentage as the rate to write: 20 → 0.20, 3.5 → 0.035.
fn from_percent(percent: Decimal) -> Decimal {
    let mut rate = (percent / Decimal::ONE_HUNDRED).normalize();
    if rate.scale() < 2 {
        rate.rescale(2);
    }
    rate
}

impl<'de> Deserialize<'de> for Rate {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rate, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

impl Serialize for Rate {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rate_is_a_decimal_strictly_between_zero_and_one() {
        assert_eq!("0.20".parse::<Rate>().unwrap().percent(), "20%");
        assert_eq!("0.035".parse::<Rate>().unwrap().percent(), "3.5%");
        assert_eq!("0.2".parse::<Rate>().unwrap().to_string(), "0.2");
        for bad in ["0", "1", "1.00", "-0.2", "", "abc", "0.2.1", "0.0000001"] {
            assert!(bad.parse::<Rate>().is_err(), "{bad:?} was taken");
        }
    }

    #[test]
    fn a_percentage_or_a_whole_number_gets_the_decimal_to_write() {
        let err = "20".parse::<Rate>().unwrap_err();
        assert!(err.contains("write 20 % as \"0.20\""), "{err}");
        let err = "20%".parse::<Rate>().unwrap_err();
        assert!(err.contains("is a percentage"), "{err}");
        assert!(err.contains("write 20 % as \"0.20\""), "{err}");
    }
}
