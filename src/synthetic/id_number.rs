//! Resident ID numbers (GB 11643) for synthetic players: area code, birth
//! date, a sequence number whose last digit carries the sex, and the check
//! digit.

use crate::standings::Sex;
use chrono::NaiveDate;

const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK: [char; 11] = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'];

/// The check digit of the first 17 digits.
pub fn check_digit(first17: &str) -> char {
    let sum: u32 = first17
        .chars()
        .zip(WEIGHTS)
        .map(|(c, w)| c.to_digit(10).unwrap_or(0) * w)
        .sum();
    CHECK[(sum % 11) as usize]
}

/// A full 18-character ID number. `sequence` is taken modulo 500; its last
/// digit is made odd for men and even for women.
pub fn id_number(area: &str, birth: NaiveDate, sex: Sex, sequence: u32) -> String {
    let seq = (sequence % 500) * 2
        + match sex {
            Sex::Male => 1,
            Sex::Female => 0,
        };
    let first17 = format!("{area}{}{seq:03}", birth.format("%Y%m%d"));
    let check = check_digit(&first17);
    format!("{first17}{check}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_digit_matches_the_standard_example() {
        // The example of GB 11643-1999, annex: 11010519491231002X.
        assert_eq!(check_digit("11010519491231002"), 'X');
        assert_eq!(check_digit("44052418800101001"), '4');
    }

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
}
