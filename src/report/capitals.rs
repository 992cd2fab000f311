//! Amounts in Chinese capitals (大写金额) as 《支付结算办法》附件一 asks for them on
//! a payment voucher, so the treasurer's sheet can be signed as it stands.
//!
//! One form throughout. The whole-yuan part is read as spoken: one 零 for every
//! run of zero digits between two non-zero digits (万 and 亿 boundaries
//! included), a leading 拾 written 壹拾. Then 元; no 零 between 元 and a
//! non-zero 角; 零 before 分 when 角 is zero; 整 after 元 or 角 when nothing
//! follows. Under one yuan there is no 元: 0.50 is 伍角整 and 0.05 is 伍分 (a
//! 零 only stands between two non-zero parts, and nothing precedes the 分).

use crate::money::Money;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::{Decimal, RoundingStrategy};

const DIGITS: [char; 10] = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];

/// The amount in capitals, e.g. 1409.50 → 壹仟肆佰零玖元伍角整.
pub fn capitals(amount: Money) -> String {
    let value = amount
        .as_decimal()
        .round_dp_with_strategy(2, RoundingStrategy::ToZero);
    // Amounts are never negative; should one reach here, say so rather than hide it.
    let (sign, value) = if value.is_sign_negative() && !value.is_zero() {
        ("负", -value)
    } else {
        ("", value)
    };
    let yuan = value.trunc();
    // 0..=99 by construction: the fraction of a non-negative amount, in fen.
    let fen_total = ((value - yuan) * Decimal::ONE_HUNDRED)
        .trunc()
        .to_u32()
        .unwrap_or(0)
        .min(99);
    let (jiao, fen) = (fen_total / 10, fen_total % 10);
    let yuan_digits: Vec<u8> = yuan
        .to_string()
        .bytes()
        .filter(u8::is_ascii_digit)
        .map(|b| b - b'0')
        .collect();
    let has_yuan = yuan_digits.iter().any(|&d| d != 0);

    let mut out = String::from(sign);
    if has_yuan {
        out.push_str(&whole_yuan(&yuan_digits));
        out.push('元');
    }
    if jiao != 0 {
        out.push(DIGITS[jiao as usize]);
        out.push('角');
    } else if fen != 0 && has_yuan {
        out.push('零');
    }
    if fen != 0 {
        out.push(DIGITS[fen as usize]);
        out.push('分');
    } else if has_yuan || jiao != 0 {
        out.push('整');
    } else {
        out.push_str("零元整");
    }
    out
}

/// The whole-yuan digits (most significant first, not all zero) read as spoken.
fn whole_yuan(digits: &[u8]) -> String {
    let len = digits.len();
    // Position p counts from the units digit: digit of 10^p.
    let digit_at = |p: usize| digits[len - 1 - p];
    let any_non_zero = |from: usize, to: usize| (from..to.min(len)).any(|p| digit_at(p) != 0);
    let mut out = String::new();
    let mut pending_zero = false;
    let mut started = false;
    for p in (0..len).rev() {
        let d = digit_at(p);
        if d == 0 {
            pending_zero = started;
        } else {
            if pending_zero {
                out.push('零');
                pending_zero = false;
            }
            out.push(DIGITS[d as usize]);
            out.push_str(match p % 4 {
                1 => "拾",
                2 => "佰",
                3 => "仟",
                _ => "",
            });
            started = true;
        }
        if p > 0 && p % 4 == 0 {
            // A section unit closes the digits of [p, p + span): 万 for the
            // 4-digit sections, 亿 (or 亿亿 …) for the larger ones.
            let level = p.trailing_zeros() as usize; // 2 for 万, 3+ for 亿
            let span = 1usize << level;
            if any_non_zero(p, p + span) {
                if level == 2 {
                    out.push('万');
                } else {
                    for _ in 0..(1usize << (level - 3)) {
                        out.push('亿');
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn cap(text: &str) -> String {
        capitals(text.parse().unwrap())
    }

    #[test]
    fn zero_tenth_of_yuan_before_jiao_is_not_written() {
        assert_eq!(cap("1409.50"), "壹仟肆佰零玖元伍角整");
    }

    #[test]
    fn jiao_and_fen_follow_yuan_directly() {
        assert_eq!(cap("6007.14"), "陆仟零柒元壹角肆分");
    }

    #[test]
    fn trailing_zero_of_yuan_is_silent_before_jiao() {
        assert_eq!(cap("1680.32"), "壹仟陆佰捌拾元叁角贰分");
    }

    #[test]
    fn zero_at_the_wan_boundary_is_written_once() {
        assert_eq!(cap("107000.53"), "壹拾万零柒仟元伍角叁分");
    }

    #[test]
    fn zero_is_written_before_fen_when_jiao_is_zero() {
        assert_eq!(cap("16409.02"), "壹万陆仟肆佰零玖元零贰分");
        assert_eq!(cap("325.04"), "叁佰贰拾伍元零肆分");
    }

    #[test]
    fn whole_amounts_end_in_zheng() {
        assert_eq!(cap("10600"), "壹万零陆佰元整");
        assert_eq!(cap("21500"), "贰万壹仟伍佰元整");
        // Amounts paid after tax (src/engine/tax.rs): 20000 − 4000, and
        // 4300 − 640.
        assert_eq!(cap("16000.00"), "壹万陆仟元整");
        assert_eq!(cap("3660"), "叁仟陆佰陆拾元整");
    }

    #[test]
    fn zero_runs_across_the_wan_boundary_give_one_zero_each() {
        assert_eq!(cap("10304000"), "壹仟零叁拾万零肆仟元整");
    }

    #[test]
    fn leading_shi_is_written_yi_shi() {
        assert_eq!(cap("100000"), "壹拾万元整");
        assert_eq!(cap("10"), "壹拾元整");
        assert_eq!(cap("15"), "壹拾伍元整");
    }

    #[test]
    fn a_long_run_of_zeros_gives_a_single_zero() {
        assert_eq!(cap("1000001"), "壹佰万零壹元整");
    }

    #[test]
    fn under_one_yuan_there_is_no_yuan() {
        assert_eq!(cap("0.50"), "伍角整");
        assert_eq!(cap("0.55"), "伍角伍分");
    }

    #[test]
    fn the_number_of_decimals_written_does_not_matter() {
        assert_eq!(cap("1409.5"), "壹仟肆佰零玖元伍角整");
        assert_eq!(cap("0.5"), "伍角整");
        assert_eq!(cap("21500.00"), "贰万壹仟伍佰元整");
        assert_eq!(capitals(Money::yuan(10600)), "壹万零陆佰元整");
        // A share from a split keeps more decimals until rounded: 1000 / 3.
        assert_eq!(
            capitals("1000".parse::<Money>().unwrap().split(3).0),
            "叁佰叁拾叁元叁角叁分"
        );
    }

    #[test]
    fn fen_alone_has_no_leading_zero() {
        // Nothing precedes the 分, so there is no gap for a 零 to mark.
        assert_eq!(cap("0.05"), "伍分");
    }

    #[test]
    fn a_negative_amount_says_so() {
        // Never an amount paid, but a budget difference can be below zero:
        // the capitals of its size, after 负.
        let minus = |yuan: i64| Money::ZERO - Money::yuan(yuan);
        assert_eq!(capitals(minus(300)), "负叁佰元整");
        assert_eq!(capitals(minus(14300)), "负壹万肆仟叁佰元整");
        assert_eq!(
            capitals(Money::ZERO - "0.50".parse::<Money>().unwrap()),
            "负伍角整"
        );
    }

    #[test]
    fn nothing_is_zero_yuan() {
        assert_eq!(cap("0"), "零元整");
        assert_eq!(capitals(Money::ZERO), "零元整");
    }

    #[test]
    fn yi_and_wan_sections() {
        assert_eq!(cap("100000000"), "壹亿元整");
        assert_eq!(cap("100010000"), "壹亿零壹万元整");
        assert_eq!(cap("1000000000000"), "壹万亿元整");
        assert_eq!(cap("1000100000000"), "壹万零壹亿元整");
        assert_eq!(
            cap("123456789.12"),
            "壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分"
        );
    }

    #[test]
    fn a_hundred_million_hundred_millions_is_yi_yi() {
        // 10^16 yuan: the 亿 section closes 8 digits, the one above it 16,
        // read 亿亿 (壹亿亿, ten thousand times 壹万亿); the 2345万 of 亿 below
        // it is read as 万亿 (10^12 × 2345 = 2345万亿).
        assert_eq!(cap("10000000000000000"), "壹亿亿元整");
        assert_eq!(cap("12345000000000000"), "壹亿亿贰仟叁佰肆拾伍万亿元整");
    }

    /// Read capitals back into fen (for amounts under 10^16 yuan), a check
    /// independent of how `capitals` builds the text.
    fn fen_of(text: &str) -> u128 {
        let (mut yi, mut wan, mut section, mut digit) = (0u128, 0u128, 0u128, 0u128);
        let (mut yuan, mut jiao, mut fen) = (0u128, 0u128, 0u128);
        for c in text.chars() {
            if let Some(d) = DIGITS.iter().position(|&x| x == c) {
                digit = d as u128;
                continue;
            }
            match c {
                '拾' => section += digit * 10,
                '佰' => section += digit * 100,
                '仟' => section += digit * 1000,
                '万' => wan = (wan + section + digit) * 10_000,
                '亿' => {
                    yi = (yi + wan + section + digit) * 100_000_000;
                    wan = 0;
                }
                '元' => yuan = yi + wan + section + digit,
                '角' => jiao = digit,
                '分' => fen = digit,
                _ => {}
            }
            if matches!(c, '拾' | '佰' | '仟' | '万' | '亿') {
                if c == '万' || c == '亿' {
                    section = 0;
                }
                digit = 0;
            }
        }
        yuan * 100 + jiao * 10 + fen
    }

    proptest! {
        #[test]
        fn capitals_read_back_to_the_same_amount(fen in 0u64..10_000_000_000_000u64) {
            let amount: Money = format!("{}.{:02}", fen / 100, fen % 100).parse().unwrap();
            prop_assert_eq!(fen_of(&capitals(amount)), u128::from(fen), "{}", capitals(amount));
        }


        #[test]
        fn capitals_use_only_voucher_characters(fen in 0u64..10_000_000_000_000u64) {
            let amount: Money = format!("{}.{:02}", fen / 100, fen % 100).parse().unwrap();
            let text = capitals(amount);
            prop_assert!(text.chars().all(|c| "零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整".contains(c)), "{}", text);
            prop_assert!(text.ends_with('整') || text.ends_with('分'), "{}", text);
            prop_assert!(!text.contains("零零"), "{}", text);
        }
    }
}
