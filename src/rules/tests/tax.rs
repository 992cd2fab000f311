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
    assert_eq!(tax.rate.unwrap().as_decimal(), "0.2".parse().unwrap());
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
                "rules.toml line {}: unknown key \"kinds\" in [tax] (did you mean \"kind\"?); allowed there: kind, rate, amounts, exempt, withholder, period",
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

#[test]
fn labour_takes_no_rate_and_no_net_amounts_each_refused_at_its_line() {
    let text = taxed("kind = \"偶然所得\"", "kind = \"劳务报酬\"");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: [tax] kind is \"劳务报酬\", whose rates the law sets (each payment less its deduction, then 20 %, 30 % and 40 % with quick deductions), never a flat rate: remove the rate line",
            line(&text, "rate = ")
        )]
    );
    let text = taxed("rate = \"0.20\"\namounts = \"gross\"", "amounts = \"net\"").replacen(
        "kind = \"偶然所得\"",
        "kind = \"劳务报酬\"",
        1,
    );
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: [tax] kind is \"劳务报酬\": only published amounts before tax (amounts = \"gross\") are computed; grossing up amounts after tax (\"net\") is not: write \"gross\", or work it out with the tax office",
            line(&text, "amounts = ")
        )]
    );
    let text = taxed("rate = \"0.20\"\n", "").replacen(
        "kind = \"偶然所得\"",
        "kind = \"劳务报酬所得\"",
        1,
    );
    let tax = load("rules.toml", &text).unwrap().tax.unwrap();
    assert_eq!(tax.method(), Some(crate::rules::TaxMethod::Labour));
}

#[test]
fn a_flat_rate_item_needs_its_rate_and_the_period_is_a_month() {
    let text = taxed("rate = \"0.20\"\n", "");
    assert_eq!(
        problems(&text),
        [format!(
            "rules.toml line {}: [tax] has no rate: the income item \"偶然所得\" is withheld at a flat rate; write it, e.g. rate = \"0.20\" (\"偶然所得\", 20 %)",
            line(&text, "kind = \"偶然所得\"")
        )]
    );
    for bad in [
        "2019-5", "2019-13", "2019-00", "19-05", "2019/05", "2019-+5",
    ] {
        let text = taxed("exempt = ", &format!("period = \"{bad}\"\nexempt = "));
        assert_eq!(
            problems(&text),
            [format!(
                "rules.toml line {}: [tax] period \"{bad}\" is not a month: write it like \"2019-05\" (year-month)",
                line(&text, "period = ")
            )],
            "{bad}"
        );
    }
    let text = taxed("exempt = ", "period = \"2019-12\"\nexempt = ");
    assert_eq!(
        load("rules.toml", &text)
            .unwrap()
            .tax
            .unwrap()
            .period
            .as_deref(),
        Some("2019-12")
    );
}
