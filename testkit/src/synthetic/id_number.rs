//! Resident ID numbers (GB 11643) for synthetic players: area code, birth
//! date, a sequence number whose last digit carries the sex, and the check
//! digit. The check digit is worked out here from the standard, apart from
//! xqprize's own reading of it, so the reader's check is tested against an
//! independent one.

use super::Sex;
use chrono::NaiveDate;

/// GB 11643's weights of the 17 digits, 2^(17-i) mod 11.
const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/// The check character for each weighted sum modulo 11.
const CHECK: [char; 11] = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'];

/// A full 18-character ID number. `sequence` is taken modulo 500; its last
/// digit is made odd for men and even for women.
pub fn id_number(area: &str, birth: NaiveDate, sex: Sex, sequence: u32) -> String {
    let seq = (sequence % 500) * 2
        + match sex {
            Sex::Male => 1,
            Sex::Female => 0,
        };
    let first17 = format!("{area}{}{seq:03}", birth.format("%Y%m%d"));
    let check = check_char(first17.as_bytes());
    format!("{first17}{check}")
}

/// The check character of 17 ASCII digits.
pub(super) fn check_char(digits: &[u8]) -> char {
    let sum: u32 = digits
        .iter()
        .zip(WEIGHTS)
        .map(|(d, w)| u32::from(d - b'0') * w)
        .sum();
    CHECK[(sum % 11) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sex_digit_is_odd_for_men_and_even_for_women() {
        let d = NaiveDate::from_ymd_opt(2008, 5, 1).unwrap();
        let m = id_number("500240", d, Sex::Male, 17);
        let f = id_number("500240", d, Sex::Female, 17);
        assert_eq!(m.len(), 18);
        assert_eq!(&m[6..14], "20080501");
        assert_eq!(m.as_bytes()[16] % 2, 1);
        assert_eq!(f.as_bytes()[16] % 2, 0);
    }

    #[test]
    fn check_digit_of_the_standards_example() {
        // GB 11643-1999's example: 11010519491231002X.
        assert_eq!(check_char(b"11010519491231002"), 'X');
    }
}
