//! Resident identity card numbers (居民身份证号码, GB 11643-1999): what a
//! number says about its holder (birth date, sex), and whether it can be
//! trusted. The 18-character form ends in a check character computed from
//! the first 17 digits; the old 15-digit form (births 19YY) has none. The
//! other documents a player may carry (证件类型: passes of 港澳 and 台湾
//! residents, passports, the foreigner's permanent residence card) have
//! numbers of their own shape, taken as written; the 港澳台居民居住证
//! follows GB 11643 too.

use crate::msg::Msg;
use chrono::NaiveDate;

use super::Sex;
use crate::vocab::fold;

/// Weights of the first 17 digits in the check sum (GB 11643 §7.1).
const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/// The check character for each remainder 0 … 10 of the weighted sum mod 11.
const CHECK: [char; 11] = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'];

/// The document an ID number is of (证件类型).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum IdType {
    /// 居民身份证, also when the 证件类型 cell is blank or absent.
    #[default]
    ResidentCard,
    /// 港澳台居民居住证: a GB 11643 number (codes 81, 82, 83).
    ResidencePermit,
    /// 港澳居民来往内地通行证 (回乡证).
    HongKongMacaoPass,
    /// 台湾居民来往大陆通行证 (台胞证).
    TaiwanPass,
    /// 护照, the cell not saying whose: the withholding client asks for
    /// 中国护照 or 外国护照.
    Passport,
    /// 外国人永久居留身份证.
    ForeignerPermanentResidence,
    /// 中国护照.
    ChinesePassport,
    /// 外国护照.
    ForeignPassport,
}

impl IdType {
    /// The documents the blank workbook's drop-down list offers, a passport
    /// as 中国护照 or 外国护照 (a bare 护照 is still read).
    pub const ALL: [IdType; 7] = [
        IdType::ResidentCard,
        IdType::ResidencePermit,
        IdType::HongKongMacaoPass,
        IdType::TaiwanPass,
        IdType::ChinesePassport,
        IdType::ForeignPassport,
        IdType::ForeignerPermanentResidence,
    ];

    /// The names of `ALL` (`label`), in its order.
    pub const LABELS: [&'static str; 7] = [
        IdType::ResidentCard.label(),
        IdType::ResidencePermit.label(),
        IdType::HongKongMacaoPass.label(),
        IdType::TaiwanPass.label(),
        IdType::ChinesePassport.label(),
        IdType::ForeignPassport.label(),
        IdType::ForeignerPermanentResidence.label(),
    ];

    /// The document's name as the withholding client writes it (护照 when
    /// the cell does not say whose).
    pub const fn label(self) -> &'static str {
        match self {
            IdType::ResidentCard => "居民身份证",
            IdType::ResidencePermit => "港澳台居民居住证",
            IdType::HongKongMacaoPass => "港澳居民来往内地通行证",
            IdType::TaiwanPass => "台湾居民来往大陆通行证",
            IdType::Passport => "护照",
            IdType::ChinesePassport => "中国护照",
            IdType::ForeignPassport => "外国护照",
            IdType::ForeignerPermanentResidence => "外国人永久居留身份证",
        }
    }

    /// Whether its number follows GB 11643: check character, birth date and
    /// sex read from it.
    pub fn follows_gb11643(self) -> bool {
        matches!(self, IdType::ResidentCard | IdType::ResidencePermit)
    }

    /// A 证件类型 cell's text, its name or a short form people write
    /// (身份证, 回乡证, 台胞证, 港澳通行证, 居住证, 永居证 …), spaces and
    /// brackets' contents aside.
    pub fn from_text(text: &str) -> Option<IdType> {
        let whole = super::squeeze(&fold(text)).to_string();
        let t = whole.split(['(', '（']).next().unwrap_or("").to_string();
        // A passport: whose, when the cell says it, in its name or beside
        // it (护照（外国）).
        if t.ends_with("护照") {
            let foreign = ["外国", "外籍"].iter().any(|w| whole.contains(w));
            let chinese = ["中国", "中华人民共和国"].iter().any(|w| whole.contains(w));
            let found = match (chinese, foreign) {
                (true, false) => IdType::ChinesePassport,
                (false, true) => IdType::ForeignPassport,
                _ => IdType::Passport,
            };
            return [
                "护照",
                "中国护照",
                "中华人民共和国护照",
                "外国护照",
                "外籍护照",
            ]
            .contains(&t.as_str())
            .then_some(found);
        }
        let found = match t.as_str() {
            "居民身份证" | "身份证" | "二代身份证" | "中国居民身份证" | "大陆居民身份证" => {
                IdType::ResidentCard
            }
            "港澳台居民居住证" | "居住证" | "港澳居民居住证" | "台湾居民居住证" => {
                IdType::ResidencePermit
            }
            "港澳居民来往内地通行证" | "港澳通行证" | "回乡证" | "港澳回乡证" => {
                IdType::HongKongMacaoPass
            }
            "台湾居民来往大陆通行证" | "台湾通行证" | "台胞证" => {
                IdType::TaiwanPass
            }
            "外国人永久居留身份证" | "外国人永久居留证" | "永居证" | "永久居留证" => {
                IdType::ForeignerPermanentResidence
            }
            _ => return None,
        };
        Some(found)
    }
}

/// What a well-formed ID number says about its holder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdFacts {
    /// The number as it should be written: ASCII digits, upper-case X.
    pub number: String,
    pub birth_date: NaiveDate,
    pub sex: Sex,
}

/// Why an ID number cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IdFault {
    /// Neither 18 characters (17 digits and a digit or X) nor 15 digits.
    Shape,
    /// The birth date part is no calendar date.
    BirthDate,
    /// The last character is not the one the first 17 digits give.
    CheckDigit { expected: char },
}

impl IdFault {
    /// The message for the treasurer, quoting the number.
    pub fn describe(&self, written: &str) -> Msg {
        let id = written.to_string();
        match self {
            IdFault::Shape => Msg::IdShape { id },
            IdFault::BirthDate => Msg::IdBirthDate { id },
            IdFault::CheckDigit { expected } => Msg::IdCheckDigit {
                id,
                expected: *expected,
            },
        }
    }
}

/// The number with full-width characters folded, inner spaces removed and
/// a lower-case x raised.
pub fn normalize(written: &str) -> String {
    fold(written)
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

impl super::Player {
    /// Whether the player's ID number is a valid one: for a 居民身份证 or a
    /// 居住证 its shape, date and check digit; for another document any
    /// number written; never one whose last digits the spreadsheet lost.
    /// A payee without one is warned about (`payee.no_id`).
    pub fn has_valid_id(&self) -> bool {
        !self.id_digits_lost
            && self.id_number.as_deref().is_some_and(|n| {
                if self.id_type.follows_gb11643() {
                    check(n).is_ok()
                } else {
                    !n.is_empty()
                }
            })
    }
}

/// Check an ID number and read the birth date and sex from it.
pub fn check(written: &str) -> Result<IdFacts, IdFault> {
    let number = normalize(written);
    let bytes = number.as_bytes();
    let (birth, sex_digit) = match bytes.len() {
        18 if bytes[..17].iter().all(u8::is_ascii_digit)
            && (bytes[17].is_ascii_digit() || bytes[17] == b'X') =>
        {
            (&number[6..14], bytes[16])
        }
        15 if bytes.iter().all(u8::is_ascii_digit) => (&number[6..12], bytes[14]),
        _ => return Err(IdFault::Shape),
    };
    let birth_date = birth_date(birth).ok_or(IdFault::BirthDate)?;
    if bytes.len() == 18 {
        let expected = check_char(&bytes[..17]);
        if bytes[17] as char != expected {
            return Err(IdFault::CheckDigit { expected });
        }
    }
    let sex = if (sex_digit - b'0') % 2 == 1 {
        Sex::Male
    } else {
        Sex::Female
    };
    Ok(IdFacts {
        number,
        birth_date,
        sex,
    })
}

/// The check character of 17 ASCII digits.
pub fn check_char(digits: &[u8]) -> char {
    let sum: u32 = digits
        .iter()
        .zip(WEIGHTS)
        .map(|(d, w)| u32::from(d - b'0') * w)
        .sum();
    CHECK[(sum % 11) as usize]
}

/// YYYYMMDD (18-character form) or YYMMDD in the 1900s (15-digit form).
fn birth_date(digits: &str) -> Option<NaiveDate> {
    let (year, rest) = if digits.len() == 8 {
        (digits[..4].parse::<i32>().ok()?, &digits[4..])
    } else {
        (1900 + digits[..2].parse::<i32>().ok()?, &digits[2..])
    };
    let month = rest[..2].parse().ok()?;
    let day = rest[2..].parse().ok()?;
    NaiveDate::from_ymd_opt(year, month, day).filter(|_| year >= 1800)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    // 11010519491231002X, the example of GB 11643 itself:
    //   digits   1 1  0 1 0 5 1 9 4 9 1 2  3 1 0 0 2
    //   weights  7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2
    //   products 7 9  0 5 0 20 2 9 24 27 7 18 30 5 0 0 4, sum 167
    //   167 mod 11 = 2 → 'X'. Born 1949-12-31; 17th digit 2 is even: female.
    #[test]
    fn standard_example_has_check_character_x_and_is_female() {
        let facts = check("11010519491231002X").unwrap();
        assert_eq!(facts.birth_date, date(1949, 12, 31));
        assert_eq!(facts.sex, Sex::Female);
        assert_eq!(facts.number, "11010519491231002X");
    }

    // 500240200401249189:
    //   digits   5 0  0 2 4 0 2 0 0 4 0 1  2 4 9 1 8
    //   products 35 0 0 10 32 0 4 0 0 12 0 9 20 20 72 4 16, sum 234
    //   234 mod 11 = 3 → '9'. Born 2004-01-24; 17th digit 8: female.
    #[test]
    fn check_digit_nine_from_a_hand_computed_sum() {
        let facts = check("500240200401249189").unwrap();
        assert_eq!(facts.birth_date, date(2004, 1, 24));
        assert_eq!(facts.sex, Sex::Female);
    }

    #[test]
    fn lower_case_x_full_width_digits_and_spaces_are_accepted() {
        assert_eq!(
            check("11010519491231002x").unwrap().number,
            "11010519491231002X"
        );
        assert_eq!(
            check("１１０１０５１９４９１２３１００２Ｘ")
                .unwrap()
                .number,
            "11010519491231002X"
        );
        assert_eq!(check(" 110105 19491231 002X ").unwrap().sex, Sex::Female);
    }

    #[test]
    fn a_wrong_check_digit_names_the_expected_one() {
        assert_eq!(
            check("110105194912310021"),
            Err(IdFault::CheckDigit { expected: 'X' })
        );
        assert_eq!(
            check("500240200401249188"),
            Err(IdFault::CheckDigit { expected: '9' })
        );
    }

    #[test]
    fn an_impossible_birth_date_is_refused_before_the_check_digit() {
        // 2005-02-29 does not exist.
        assert_eq!(check("500240200502291234"), Err(IdFault::BirthDate));
        assert_eq!(check("500240200513011234"), Err(IdFault::BirthDate));
    }

    /// The test kit works the check digit out on its own; every ID number
    /// of the sample must pass this one, with the row's birth date and sex.
    #[test]
    fn every_synthetic_id_number_is_accepted_with_its_birth_date_and_sex() {
        use xqprize_testkit::synthetic::{self, SyntheticEvent};
        let standings = SyntheticEvent::SHIZHU_2019.build();
        let mut seen = 0;
        for row in standings.sheets().into_iter().flat_map(|s| &s.rows) {
            let Some(id) = &row.id_number else { continue };
            let facts = check(id).unwrap_or_else(|f| panic!("{id}: {f:?}"));
            assert_eq!(facts.birth_date, row.birth, "{id}");
            let sex = match row.sex {
                synthetic::Sex::Male => Sex::Male,
                synthetic::Sex::Female => Sex::Female,
            };
            assert_eq!(facts.sex, sex, "{id}");
            seen += 1;
        }
        assert!(seen > 300, "{seen} ID numbers");
    }

    #[test]
    fn odd_sex_digit_is_male() {
        // 17 digits 11010519491231001 → products as above but digit 17 is 1:
        // sum 167 - 4 + 2 = 165, 165 mod 11 = 0 → '1'.
        let facts = check("110105194912310011").unwrap();
        assert_eq!(facts.sex, Sex::Male);
    }

    #[test]
    fn fifteen_digit_form_has_no_check_digit_and_a_1900s_birth() {
        let facts = check("110105491231002").unwrap();
        assert_eq!(facts.birth_date, date(1949, 12, 31));
        assert_eq!(facts.sex, Sex::Female);
        let facts = check("110105850228013").unwrap();
        assert_eq!(facts.birth_date, date(1985, 2, 28));
        assert_eq!(facts.sex, Sex::Male);
        assert_eq!(check("110105850229013"), Err(IdFault::BirthDate));
    }

    #[test]
    fn other_shapes_are_refused() {
        for bad in [
            "",
            "12345",
            "1101051949123100",
            "11010519491231002Y",
            "X10105194912310021",
        ] {
            assert_eq!(check(bad), Err(IdFault::Shape), "{bad}");
        }
    }

    #[test]
    fn document_types_are_read_by_name_and_by_the_short_forms_people_write() {
        for (written, want) in [
            ("", None),
            ("居民身份证", Some(IdType::ResidentCard)),
            ("身份证", Some(IdType::ResidentCard)),
            ("港澳居民来往内地通行证", Some(IdType::HongKongMacaoPass)),
            ("回乡证", Some(IdType::HongKongMacaoPass)),
            (" 港澳 通行证 ", Some(IdType::HongKongMacaoPass)),
            ("台湾居民来往大陆通行证", Some(IdType::TaiwanPass)),
            ("台胞证", Some(IdType::TaiwanPass)),
            ("护照", Some(IdType::Passport)),
            ("中国护照", Some(IdType::ChinesePassport)),
            ("中华人民共和国护照", Some(IdType::ChinesePassport)),
            ("外国护照", Some(IdType::ForeignPassport)),
            ("护照（外国）", Some(IdType::ForeignPassport)),
            ("护照(中国)", Some(IdType::ChinesePassport)),
            ("驾驶护照", None),
            (
                "外国人永久居留身份证",
                Some(IdType::ForeignerPermanentResidence),
            ),
            ("港澳台居民居住证", Some(IdType::ResidencePermit)),
            ("驾驶证", None),
        ] {
            assert_eq!(IdType::from_text(written), want, "{written:?}");
        }
        for (t, label) in IdType::ALL.into_iter().zip(IdType::LABELS) {
            assert_eq!(IdType::from_text(label), Some(t));
        }
    }

    #[test]
    fn only_gb11643_documents_need_a_check_digit_and_lost_digits_are_never_valid() {
        let mut p = super::super::Player::new(2, 1, "1", "甲");
        p.id_number = Some("H12345678".into());
        assert!(!p.has_valid_id(), "no 居民身份证 number");
        p.id_type = IdType::HongKongMacaoPass;
        assert!(p.has_valid_id(), "a pass number as written");
        p.id_type = IdType::ResidencePermit;
        assert!(!p.has_valid_id(), "a 居住证 follows GB 11643");
        p.id_type = IdType::ResidentCard;
        p.id_number = Some("11010519491231002X".into());
        assert!(p.has_valid_id());
        p.id_digits_lost = true;
        assert!(!p.has_valid_id());
    }
}
