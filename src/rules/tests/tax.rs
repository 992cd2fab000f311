//! `[tax]`: checked like every other table, each problem at its line and all
//! at once; a file without it withholds nothing.

use super::*;

const TAX: &str = r#"
[[subsidies]]
id = "student"
name = "学生补贴"
amount = "300"
conditions = ["student"]

[tax]
kind = "偶然所得"
rate = "0.20"
amounts = "gross"
exempt = ["student"]
"#;

fn taxed(from: &str, to: &str) -> String {
    let text = format!("{MINI}{TAX}");
    assert!(text.contains(from), "{from:?} not in the text");
    text.replacen(from, to, 1)
}

#[test]
fn a_file_without_tax_withholds_nothing_and_with_it_reads_the_table() {
    assert_eq!(load("rules.toml", MINI).unwrap().tax, None);
    let tax = load("rules.toml", &taxed("", "")).unwrap().tax.unwrap();
    assert_eq!(tax.kind, "偶然所得");
    assert_eq!(tax.rate.as_decimal(), "0.2".parse().unwrap());
    assert_eq!(tax.amounts, TaxAmounts::Gross);
    assert!(tax.is_exempt("student") && !tax.is_exempt("overall"));
}

#[test]
fn a_rate_written_as_a_percentage_or_a_whole_number_is_refused_at_its_line() {
    let text = taxed("rate = \"0.20\"", "rate = \"20\"");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: rate: \"20\" is not between 0 and 1 (both excluded); write 20 % as \"0.20\"",
            line(&text, "rate = ")
        )]
    );
    let text = taxed("rate = \"0.20\"", "rate = \"20%\"");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: rate: \"20%\" is a percentage; write the rate as a decimal between 0 and 1: write 20 % as \"0.20\"",
            line(&text, "rate = ")
        )]
    );
    let text = taxed("rate = \"0.20\"", "rate = 0.2");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: rate: write the rate in quotes, as \"0.2\" (rates are exact, never floating point)",
            line(&text, "rate = ")
        )]
    );
}

#[test]
fn a_missing_amounts_and_an_unknown_exempt_id_are_both_reported() {
    // The missing key stops the file being read into types; the unknown id
    // is a matter of meaning, found once the shape is sound. So each is
    // checked on its own file, and a file with a missing key and a bad word
    // reports both at once.
    let text = taxed("amounts = \"gross\"\n", "");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: [tax] is missing the key \"amounts\"",
            line(&text, "[tax]")
        )]
    );
    let text = taxed(
        "amounts = \"gross\"\n",
        "amounts = \"before-tax\"\nkinds = 1\n",
    );
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: amounts: \"before-tax\" is not one of: \"gross\", \"net\"",
                line(&text, "amounts = ")
            ),
            format!(
                "rules.toml line {}: unknown key \"kinds\" in [tax] (did you mean \"kind\"?); allowed there: kind, rate, amounts, exempt",
                line(&text, "kinds = ")
            ),
        ]
    );
    let text = taxed(
        "exempt = [\"student\"]",
        "exempt = [\"student\", \"students\", \"student\"]",
    )
    .replacen("kind = \"偶然所得\"", "kind = \" \"", 1);
    assert_eq!(
        problems(&text),
        [
            format!(
                "rules.toml line {}: [tax] kind is empty: name the income item declared, e.g. \"偶然所得\"",
                line(&text, "kind = \" \"")
            ),
            format!(
                "rules.toml line {0}: [tax] exempt: \"students\" is not a schedule or subsidy of this file (\"overall\", \"student\")",
                line(&text, "exempt = ")
            ),
            format!(
                "rules.toml line {0}: [tax] exempt: \"student\" is listed twice",
                line(&text, "exempt = ")
            ),
        ]
    );
}
