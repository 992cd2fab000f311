use super::*;

#[test]
fn every_code_is_used_once() {
    let mut seen = std::collections::BTreeSet::new();
    for code in CODES {
        assert!(seen.insert(code), "{code} twice");
        assert!(code.contains('.'), "{code}");
    }
}

#[test]
fn values_are_quoted_as_typed_and_invisible_characters_named() {
    assert_eq!(quote("第5名", Lang::Zh), "「第5名」");
    assert_eq!(quote("5\u{3000}", Lang::Zh), "「5\u{3000}」（含全角空格）");
    assert_eq!(quote("\t5", Lang::Zh), "「〔制表符〕5」");
    assert_eq!(quote(" 5", Lang::Zh), "「 5」（前后有空格）");
    assert_eq!(
        quote("5\u{a0}", Lang::En),
        "“5\u{a0}” (contains a no-break space)"
    );
}

#[test]
fn rows_are_ranges_and_digits_a_pattern() {
    assert_eq!(row_ranges(&[2, 3, 4, 7, 9, 10], Lang::Zh), "2–4、7、9–10");
    assert_eq!(row_ranges(&[5], Lang::En), "5");
    assert_eq!(pattern("第12名"), "第N名");
    assert_eq!(pattern("５."), "N.");
}

#[test]
fn a_place_says_what_to_do_with_the_value_found() {
    let place = |v: &str| {
        Msg::RankNotAPlace {
            value: v.to_string(),
        }
        .render(Lang::Zh)
    };
    assert_eq!(
        place("第5名"),
        "「第5名」不是名次。名次应为 1 或更大的整数，如 5。请只填数字：5。"
    );
    assert_eq!(
        place("2.5"),
        "「2.5」不是名次。名次应为 1 或更大的整数，如 5。名次不能有小数，请改为整数名次。"
    );
    assert_eq!(
        place("裁判长：胡智慧"),
        "「裁判长：胡智慧」不是名次。名次应为 1 或更大的整数，如 5。若这是表尾说明行，请确认该行没有编号和姓名；否则请改为该选手的名次。"
    );
    assert_eq!(
        Msg::RankNotAPlace {
            value: "第5名".to_string()
        }
        .render(Lang::En),
        "“第5名” is not a place (a whole number of 1 or more); write the place as a number, like 5"
    );
}

#[test]
fn rules_and_id_messages_in_chinese() {
    assert_eq!(
        Msg::RulesTotalMismatch {
            owner: Owner::Schedule("overall".to_string()),
            sum: "61600.00".to_string(),
            total: "60600.00".to_string(),
        }
        .render(Lang::Zh),
        "奖项“overall”：各名次金额合计 61600.00，与所写合计 60600.00 不符。请核对。"
    );
    assert_eq!(
        Msg::IdCheckDigit {
            id: "110105194912310021".to_string(),
            expected: 'X',
        }
        .render(Lang::Zh),
        "身份证号「110105194912310021」的校验位不对（按前 17 位应为 X），未采用。请核对后改正。"
    );
    assert_eq!(Msg::CellBlank.code(), "cell.blank");
}
