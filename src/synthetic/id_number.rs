//! Resident ID numbers (GB 11643) for synthetic players: area code, birth
//! date, a sequence number whose last digit carries the sex, and the check
//! digit (`standings::idcard::check_char`).

use crate::standings::Sex;
use crate::standings::idcard::check_char;
use chrono::NaiveDate;

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
}
