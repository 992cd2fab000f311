//! A row's Swiss figures, held small: every player keeps five of them to
//! the end of a run, and as five `Option<Decimal>`s they would take 100
//! bytes where these take 48.

use super::Column;
use rust_decimal::Decimal;
use std::fmt;

/// The Swiss figures of a row (积分, 累进分, 胜局, 后走局数, 对手分), each
/// `None` when the cell is blank or the column is absent. 犯规 is the
/// player's `fouls`.
///
/// A figure whose digits fit in 57 bits (every figure of up to 17
/// significant digits, which is as many as a number cell gives) is held in
/// 8 bytes; a row with a figure beyond that keeps all five as they were
/// read. Either way `get` gives back the same decimal, scale and sign
/// included.
#[derive(Clone, Default)]
pub struct Figures(Held);

#[derive(Clone)]
enum Held {
    Packed([Packed; 5]),
    Wide(Box<[Option<Decimal>; 5]>),
}

impl Default for Held {
    fn default() -> Held {
        Held::Packed([Packed::BLANK; 5])
    }
}

impl Figures {
    /// The columns a figure is kept for, in the order `new` takes them.
    pub const COLUMNS: [Column; 5] = [
        Column::Score,
        Column::Progressive,
        Column::Wins,
        Column::Blacks,
        Column::OppScore,
    ];

    /// The figures in `Figures::COLUMNS` order.
    pub fn new(values: [Option<Decimal>; 5]) -> Figures {
        match Packed::all(&values) {
            Some(packed) => Figures(Held::Packed(packed)),
            None => Figures(Held::Wide(Box::new(values))),
        }
    }

    /// The figure in `column`; `None` for a blank cell or a column that is
    /// not one of `Figures::COLUMNS`.
    pub fn get(&self, column: Column) -> Option<Decimal> {
        let at = Figures::COLUMNS.iter().position(|&c| c == column)?;
        match &self.0 {
            Held::Packed(packed) => packed[at].value(),
            Held::Wide(values) => values[at],
        }
    }

    fn values(&self) -> [Option<Decimal>; 5] {
        Figures::COLUMNS.map(|column| self.get(column))
    }
}

/// Equal when every figure is equal as a number (12.5 equals 12.50), as
/// decimals compare.
impl PartialEq for Figures {
    fn eq(&self, other: &Figures) -> bool {
        self.values() == other.values()
    }
}

impl Eq for Figures {}

impl fmt::Debug for Figures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [score, progressive, wins, blacks, opp_score] = self.values();
        f.debug_struct("Figures")
            .field("score", &score)
            .field("progressive", &progressive)
            .field("wins", &wins)
            .field("blacks", &blacks)
            .field("opp_score", &opp_score)
            .finish()
    }
}

/// One figure in 8 bytes: 0 for a blank; otherwise, from the top bit
/// down, 1 (present), the sign, the scale (5 bits, 0–28) and the digits
/// (57 bits).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Packed(u64);

impl Packed {
    const BLANK: Packed = Packed(0);
    const PRESENT: u64 = 1 << 63;
    const NEGATIVE: u64 = 1 << 62;
    const SCALE_SHIFT: u32 = 57;
    const DIGITS: u64 = (1 << Packed::SCALE_SHIFT) - 1;

    /// Every one of `values` packed, or `None` when one does not fit.
    fn all(values: &[Option<Decimal>; 5]) -> Option<[Packed; 5]> {
        let mut packed = [Packed::BLANK; 5];
        for (slot, &value) in packed.iter_mut().zip(values) {
            *slot = Packed::of(value)?;
        }
        Some(packed)
    }

    /// `value` packed, or `None` when its digits need more than 57 bits.
    fn of(value: Option<Decimal>) -> Option<Packed> {
        let Some(value) = value else {
            return Some(Packed::BLANK);
        };
        let digits = u64::try_from(value.mantissa().unsigned_abs())
            .ok()
            .filter(|&d| d <= Packed::DIGITS)?;
        let sign = if value.is_sign_negative() {
            Packed::NEGATIVE
        } else {
            0
        };
        let scale = u64::from(value.scale()) << Packed::SCALE_SHIFT;
        Some(Packed(Packed::PRESENT | sign | scale | digits))
    }

    fn value(self) -> Option<Decimal> {
        if self.0 & Packed::PRESENT == 0 {
            return None;
        }
        let digits = self.0 & Packed::DIGITS;
        let scale = ((self.0 >> Packed::SCALE_SHIFT) & 0x1f) as u32;
        Some(Decimal::from_parts(
            digits as u32,
            (digits >> 32) as u32,
            0,
            self.0 & Packed::NEGATIVE != 0,
            scale,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A decimal as its digits, scale and sign: what must come back exactly.
    fn written(d: Decimal) -> (i128, u32, bool) {
        (d.mantissa(), d.scale(), d.is_sign_negative())
    }

    fn round_trip(values: [Option<Decimal>; 5]) -> [Option<(i128, u32, bool)>; 5] {
        Figures::new(values).values().map(|v| v.map(written))
    }

    #[test]
    fn a_player_is_smaller_than_with_five_optional_decimals() {
        assert!(std::mem::size_of::<Figures>() <= 48);
        // 224: the 地区 is held in the player (24 bytes, `Region`) rather
        // than as a number into a table of names that never shrank.
        let player = std::mem::size_of::<super::super::Player>();
        assert!(player <= 224, "{player}");
    }

    #[test]
    fn figures_come_back_with_their_scale_and_sign() {
        let d = |t: &str| Some(t.parse::<Decimal>().expect("decimal"));
        for values in [
            [d("12.5"), d("0"), d("-0"), None, d("12.50")],
            [
                d("99999999999999999"),
                d("-0.000001"),
                d("7"),
                d("1000"),
                None,
            ],
            // Beyond 57 bits of digits: the row keeps its decimals whole.
            [d("1e20"), d("12.5"), None, d("-3"), d("0.1")],
            [None, None, None, None, d("79228162514264337593543950335")],
            [d("-0.0000000000000000000000000001"), None, None, None, None],
        ] {
            assert_eq!(round_trip(values), values.map(|v| v.map(written)));
        }
        assert_eq!(Figures::new([None; 5]), Figures::default());
    }

    #[test]
    fn only_the_five_figure_columns_hold_one() {
        let one = Some(Decimal::ONE);
        let figures = Figures::new([one; 5]);
        for column in Figures::COLUMNS {
            assert_eq!(figures.get(column), one, "{column:?}");
        }
        assert_eq!(figures.get(Column::Fouls), None);
        assert_eq!(figures.get(Column::Rank), None);
    }

    #[test]
    fn equal_figures_compare_equal_however_they_are_held() {
        let wide = Figures::new([Some(Decimal::MAX), None, None, None, Some(Decimal::ONE)]);
        let again = Figures::new([Some(Decimal::MAX), None, None, None, Some(Decimal::ONE)]);
        assert_eq!(wide, again);
        let half = |t: &str| Some(t.parse::<Decimal>().expect("decimal"));
        assert_eq!(
            Figures::new([half("12.5"), None, None, None, None]),
            Figures::new([half("12.50"), None, None, None, None])
        );
        assert_ne!(
            Figures::new([half("12.5"), None, None, None, None]),
            Figures::new([None, half("12.5"), None, None, None])
        );
    }

    proptest! {
        #[test]
        fn any_decimal_comes_back_exactly(
            digits in any::<i128>(),
            scale in 0u32..=28,
            at in 0usize..5,
        ) {
            let digits = digits % 79_228_162_514_264_337_593_543_950_336;
            let value = Decimal::from_i128_with_scale(digits, scale);
            let mut values = [None; 5];
            values[at] = Some(value);
            prop_assert_eq!(round_trip(values), values.map(|v| v.map(written)));
        }
    }
}
