//! Amounts of money: exact decimals in yuan, two places (the fen), written as
//! strings in rules files and JSON so no floating point ever touches them.

use rust_decimal::{Decimal, RoundingStrategy};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Sub};
use std::str::FromStr;

/// A non-negative amount in yuan with at most two decimal places.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Money(Decimal);

impl Money {
    pub const ZERO: Money = Money(Decimal::ZERO);

    /// Whole yuan.
    pub fn yuan(amount: i64) -> Money {
        Money(Decimal::from(amount))
    }

    pub fn as_decimal(self) -> Decimal {
        self.0
    }

    pub fn is_zero(self) -> bool {
        self.0.is_zero()
    }

    /// Split an amount into `parts` equal shares, each rounded down to the fen;
    /// returns the share and what rounding leaves over.
    pub fn split(self, parts: u32) -> (Money, Money) {
        self.split_to(parts, 2)
    }

    /// Split an amount into `parts` equal shares, each rounded down to
    /// `decimals` places (2 the fen, 1 the jiao, 0 the yuan); returns the
    /// share and what rounding leaves over.
    pub fn split_to(self, parts: u32, decimals: u32) -> (Money, Money) {
        assert!(parts > 0, "split into zero parts");
        let share = (self.0 / Decimal::from(parts))
            .round_dp_with_strategy(decimals.min(2), RoundingStrategy::ToZero);
        let remainder = self.0 - share * Decimal::from(parts);
        (Money(share), Money(remainder))
    }

    /// A non-negative decimal rounded half-up to the fen (0.005 → 0.01): how
    /// tax is rounded. Negative values count as zero.
    pub fn half_up(value: Decimal) -> Money {
        let rounded = value.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero);
        Money(rounded.max(Decimal::ZERO))
    }

    /// Multiply by a head count (subsidy per person × persons).
    pub fn times(self, count: usize) -> Money {
        Money(self.0 * Decimal::from(count))
    }

    /// The amount to the fen, as "1500.00".
    pub fn to_fen_string(self) -> String {
        format!(
            "{:.2}",
            self.0.round_dp_with_strategy(2, RoundingStrategy::ToZero)
        )
    }
}

/// Why a text is not an amount.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoneyError {
    #[error("\"{0}\" is not an amount of money (write it like \"1500\" or \"1500.00\")")]
    NotANumber(String),
    #[error("\"{0}\" is negative")]
    Negative(String),
    #[error("\"{0}\" has more than two decimal places (the fen is the smallest unit)")]
    TooPrecise(String),
}

impl FromStr for Money {
    type Err = MoneyError;

    fn from_str(text: &str) -> Result<Money, MoneyError> {
        let trimmed = text.trim();
        let plain = trimmed
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == '-');
        let value = if plain {
            Decimal::from_str_exact(trimmed).ok()
        } else {
            None
        }
        .ok_or_else(|| MoneyError::NotANumber(text.to_string()))?;
        if value.is_sign_negative() && !value.is_zero() {
            return Err(MoneyError::Negative(text.to_string()));
        }
        if value.normalize().scale() > 2 {
            return Err(MoneyError::TooPrecise(text.to_string()));
        }
        Ok(Money(value.round_dp(2)))
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen_string())
    }
}

impl Add for Money {
    type Output = Money;
    fn add(self, other: Money) -> Money {
        Money(self.0 + other.0)
    }
}

impl AddAssign for Money {
    fn add_assign(&mut self, other: Money) {
        self.0 += other.0;
    }
}

impl Sub for Money {
    type Output = Money;
    fn sub(self, other: Money) -> Money {
        Money(self.0 - other.0)
    }
}

impl Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        iter.fold(Money::ZERO, Add::add)
    }
}

impl Serialize for Money {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_fen_string())
    }
}

impl<'de> Deserialize<'de> for Money {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Money, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(text: &str) -> Money {
        text.parse().unwrap()
    }

    #[test]
    fn split_rounds_down_to_the_fen_and_keeps_the_remainder() {
        // 1000 shared by three: 333.33 each, 0.01 left over.
        assert_eq!(m("1000").split(3), (m("333.33"), m("0.01")));
        // 5400 over four women at places 5-8 (1200 x 4 + ...): even split.
        assert_eq!(m("4800").split(4), (m("1200"), Money::ZERO));
    }

    #[test]
    fn split_to_a_whole_unit_rounds_down_and_keeps_the_remainder() {
        // Places 2-4 of 1000 + 700 + 500 = 2200 shared by three:
        // 2200 / 3 = 733.333…; to the fen 733.33 × 3 = 2199.99, 0.01 left;
        // to the jiao 733.3 × 3 = 2199.9, 0.10 left; to the yuan
        // 733 × 3 = 2199, 1.00 left.
        assert_eq!(m("2200").split_to(3, 2), (m("733.33"), m("0.01")));
        assert_eq!(m("2200").split_to(3, 1), (m("733.3"), m("0.1")));
        assert_eq!(m("2200").split_to(3, 0), (m("733"), m("1")));
    }

    #[test]
    fn amounts_are_strings_with_two_decimals() {
        assert_eq!(m("20000").to_string(), "20000.00");
        assert_eq!(m("0.5").to_string(), "0.50");
    }

    #[test]
    fn refuses_what_is_not_money() {
        assert!(matches!(
            "12a".parse::<Money>(),
            Err(MoneyError::NotANumber(_))
        ));
        assert!(matches!(
            "1e3".parse::<Money>(),
            Err(MoneyError::NotANumber(_))
        ));
        assert!(matches!(
            "-5".parse::<Money>(),
            Err(MoneyError::Negative(_))
        ));
        assert!(matches!(
            "1.005".parse::<Money>(),
            Err(MoneyError::TooPrecise(_))
        ));
    }
}
