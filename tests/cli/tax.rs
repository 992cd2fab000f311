//! Tax withholding end to end (docs/tax.md): the taxed example template run on
//! the sample event. The three workbooks, read back, agree with results.json;
//! the withholding sheet lists every paid person with a taxable amount; the
//! public award list and the qualifier lists are the same bytes as without
//! tax. Expected figures are worked out from the regulation's amounts by hand.

use crate::common::{sheet_rows, signed_table, xlsx_part};
use assert_cmd::Command;
use rust_decimal::Decimal;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use xqprize::money::Money;
use xqprize::report::capitals::capitals;
use xqprize::standings::idcard;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn taxed_rules() -> PathBuf {
    root().join("templates/shizhu-2019-taxed.example.toml")
}

/// Run the sample with `rules` (the built-in rules when none) into a new folder.
fn run(rules: Option<&Path>) -> tempfile::TempDir {
    let out = tempfile::tempdir().unwrap();
    let mut cmd = Command::cargo_bin("xqprize").unwrap();
    cmd.arg("run")
        .arg(root().join("samples/shizhu-2019.xlsx"))
        .arg("--out")
        .arg(out.path());
    if let Some(rules) = rules {
        cmd.arg("--rules").arg(rules);
    }
    cmd.assert().success();
    out
}

fn results(out: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(out.join("results.json")).unwrap()).unwrap()
}

fn dec(text: &str) -> Decimal {
    text.parse().unwrap()
}

fn money(d: Decimal) -> Money {
    format!("{d:.2}").parse().unwrap()
}

fn amount(row: &Value, field: &str) -> Decimal {
    dec(row[field]
        .as_str()
        .unwrap_or_else(|| panic!("no {field} in {row}")))
}

type Key = (String, String);

fn key(row: &Value) -> Key {
    (
        row["group"].as_str().unwrap().to_string(),
        row["no"].as_str().unwrap().to_string(),
    )
}

#[test]
fn taxed_sample_workbooks_agree_with_results_json() {
    let out = run(Some(&taxed_rules()));
    let json = results(out.path());
    let payouts = json["payouts"].as_array().unwrap();
    // The student subsidy is exempt: what each person holds of it.
    let mut exempt: BTreeMap<Key, Decimal> = BTreeMap::new();
    for s in json["subsidies"].as_array().unwrap() {
        assert_eq!(s["schedule"], "student");
        *exempt.entry(key(s)).or_default() += amount(s, "amount");
    }
    assert_eq!(exempt.len(), 2, "the sample has two students paid 300 each");

    let mut by_key: BTreeMap<Key, (Decimal, Decimal, Decimal)> = BTreeMap::new();
    for p in payouts {
        let (total, gross, tax, net) = (
            amount(p, "total"),
            amount(p, "gross"),
            amount(p, "tax"),
            amount(p, "net"),
        );
        // Published amounts are before tax: total is 应发; 20 % of the
        // taxable part, which is whole yuan here, so no rounding is needed.
        let taxable = total - exempt.get(&key(p)).copied().unwrap_or_default();
        assert_eq!(gross, total, "{p}");
        assert_eq!(tax, taxable * dec("0.2"), "{p}");
        assert_eq!(net + tax, gross, "{p}");
        by_key.insert(key(p), (gross, tax, net));
    }
    // The champion: 20000 → 4000.00 withheld, 16000.00 paid out.
    assert_eq!(payouts[0]["total"], "20000.00");
    assert_eq!(payouts[0]["tax"], "4000.00");
    assert_eq!(payouts[0]["net"], "16000.00");

    // 奖金发放表: 应发, 代扣个税, 实发 and 实发 in capitals, row by row.
    let book = out.path().join("payouts.xlsx");
    let pay = sheet_rows(&book, "奖金发放表");
    let pay = signed_table(&pay);
    assert_eq!(
        pay[1][6..],
        [
            "奖项",
            "应发金额",
            "代扣个税",
            "实发金额",
            "实发大写",
            "领款人签名"
        ]
    );
    let body = &pay[2..pay.len() - 1];
    assert_eq!(body.len(), payouts.len());
    for row in body {
        let figures = (dec(&row[7]), dec(&row[8]), dec(&row[9]));
        assert_eq!(
            Some(&figures),
            by_key.get(&(row[1].clone(), row[2].clone())),
            "{row:?}"
        );
        assert_eq!(row[10], capitals(money(figures.2)), "{row:?}");
    }
    // Totals: 应发 117200 (116600 of places + 2 × 300); tax 20 % of the
    // 116600 taxable = 23320; 实发 117200 − 23320 = 93880.
    let totals = pay.last().unwrap();
    assert_eq!(totals[0], "合计（97人）");
    assert_eq!(
        totals[7..11],
        ["117200", "23320", "93880", "玖万叁仟捌佰捌拾元整"]
    );
    // The students' subsidy row is marked exempt.
    assert!(body.iter().any(|r| r[6] == "大学生食宿补贴 300.00（免税）"));

    // 预算核对: the withholding section reconciles; nothing is off.
    let budget = sheet_rows(&book, "预算核对");
    let line = |label: &str| {
        budget
            .iter()
            .find(|r| r[0] == label)
            .unwrap_or_else(|| panic!("no {label}"))
            .clone()
    };
    assert_eq!(line("应发金额合计")[1], "117200");
    assert_eq!(line("代扣个税合计")[1], "23320");
    assert_eq!(line("实发金额合计")[1], "93880");
    assert!(line("实发金额合计")[5].ends_with('✓'));
    assert!(!budget.iter().flatten().any(|c| c.contains('✗')));
    assert!(
        !budget.iter().any(|r| r[0] == "主办方额外负担"),
        "gross: the organizer pays nothing beyond the published amounts"
    );

    // 说明: how the tax is withheld, in Chinese only (no key of the rules
    // file before it).
    let about = sheet_rows(&book, "说明");
    let tax = about
        .iter()
        .flatten()
        .find(|c| c.contains("公布金额为税前"))
        .unwrap_or_else(|| panic!("no tax line: {about:?}"));
    assert!(!tax.contains("gross"), "{tax}");

    // 个税扣缴明细: everyone with a taxable amount, nobody else; those
    // without a valid ID number first, marked.
    let list = sheet_rows(&book, "个税扣缴明细");
    // Above the table: 扣缴义务人 and 税款所属期 (the example leaves both
    // to be written in by hand).
    assert!(list[1][0].starts_with("扣缴义务人："), "{:?}", list[1]);
    assert!(list[1][7].starts_with("税款所属期："), "{:?}", list[1]);
    // The columns of the 个人所得税扣缴申报表, in its order.
    assert_eq!(
        list[2],
        [
            "序号",
            "姓名",
            "身份证件类型",
            "身份证件号码",
            "纳税人识别号",
            "是否为非居民个人",
            "所得项目",
            "收入",
            "免税收入",
            "应纳税所得额",
            "税率",
            "速算扣除数",
            "应纳税额",
            "已扣缴税额",
            "备注"
        ]
    );
    let list = signed_table(&list);
    let rows = &list[3..list.len() - 1];
    let expected: BTreeMap<Key, (Decimal, Decimal)> = by_key
        .iter()
        .map(|(k, &(gross, tax, _))| {
            (
                k.clone(),
                (gross - exempt.get(k).copied().unwrap_or_default(), tax),
            )
        })
        .filter(|(_, (taxable, _))| !taxable.is_zero())
        .collect();
    assert_eq!(
        expected.len(),
        95,
        "97 paid, the two students hold only the subsidy"
    );
    let mut listed = BTreeMap::new();
    let mut marked_so_far = true;
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row[0], (i + 1).to_string());
        // 偶然所得 at 20 %: 应纳税所得额 = 收入, no 速算扣除数, and the tax
        // due is the tax withheld.
        assert_eq!(
            (row[2].as_str(), row[5].as_str(), row[6].as_str()),
            ("居民身份证", "否", "偶然所得")
        );
        assert_eq!(
            (
                row[8].as_str(),
                row[9].as_str(),
                row[10].as_str(),
                row[11].as_str()
            ),
            ("0", row[7].as_str(), "0.2", "0"),
            "{row:?}"
        );
        assert_eq!(row[12], row[13], "{row:?}");
        let valid = idcard::check(&row[3]).is_ok();
        let marked = row[14].starts_with("缺有效证件号码");
        assert_eq!(marked, !valid, "{row:?}");
        // A resident's 纳税人识别号 is their ID number; none for the marked.
        assert_eq!(row[4], if valid { row[3].as_str() } else { "" });
        assert!(
            marked_so_far || !marked,
            "a marked row after an unmarked one: {row:?}"
        );
        marked_so_far = marked;
        // 备注 names the group and 编号: "公开组 编号103".
        let whose = row[14].rsplit('；').next().unwrap();
        let (group, no) = whose.split_once(" 编号").unwrap();
        listed.insert(
            (group.to_string(), no.to_string()),
            (dec(&row[7]), dec(&row[13])),
        );
    }
    assert_eq!(listed, expected);
    let last = list.last().unwrap();
    assert_eq!(
        (
            last[0].as_str(),
            last[7].as_str(),
            last[9].as_str(),
            last[12].as_str(),
            last[13].as_str()
        ),
        ("合计（95人）", "116600", "116600", "23320", "23320")
    );

    // The public list and the association's lists do not change with tax.
    let plain = run(None);
    for name in ["awards.xlsx", "qualifiers.xlsx"] {
        assert!(
            std::fs::read(out.path().join(name)).unwrap()
                == std::fs::read(plain.path().join(name)).unwrap(),
            "{name} differs with tax on"
        );
    }
    // … and the award list shows the published amounts of results.json.
    let awards = sheet_rows(&out.path().join("awards.xlsx"), "获奖名单");
    let listed: Decimal = awards
        .iter()
        .filter_map(|r| r.get(3).and_then(|c| c.parse::<Decimal>().ok()))
        .sum();
    // (place prizes, then the subsidy sections: 116600 + 600).
    let awarded: Decimal = ["awards", "subsidies"]
        .iter()
        .flat_map(|section| json[section].as_array().unwrap())
        .map(|a| amount(a, "amount"))
        .sum();
    assert_eq!((listed, awarded), (dec("117200"), dec("117200")));
    // Without tax, results.json has no gross, tax or net.
    assert!(results(plain.path())["payouts"][0].get("tax").is_none());
}

#[test]
fn net_amounts_are_grossed_up_and_the_organizer_bears_the_tax() {
    let text = std::fs::read_to_string(taxed_rules()).unwrap().replacen(
        "amounts = \"gross\"",
        "amounts = \"net\"",
        1,
    );
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("net.toml");
    std::fs::write(&rules, text).unwrap();
    let out = run(Some(&rules));
    let json = results(out.path());
    // 20000 is what the champion receives: 应发 20000 / 0.8 = 25000, tax 5000.
    let champion = &json["payouts"][0];
    assert_eq!(
        (
            &champion["total"],
            &champion["gross"],
            &champion["tax"],
            &champion["net"]
        ),
        (
            &"20000.00".into(),
            &"25000.00".into(),
            &"5000.00".into(),
            &"20000.00".into()
        )
    );
    // Every taxable amount is whole yuan, so x / 0.8 = 1.25 x is exact:
    // 应发 1.25 × 116600 + 600 = 146350; tax 145750 − 116600 = 29150, which
    // the organizer pays beyond the published 117200.
    let budget = sheet_rows(&out.path().join("payouts.xlsx"), "预算核对");
    let line = |label: &str| budget.iter().find(|r| r[0] == label).unwrap()[1].clone();
    assert_eq!(line("公布金额合计"), "117200");
    assert_eq!(line("应发金额合计"), "146350");
    assert_eq!(line("代扣个税合计"), "29150");
    assert_eq!(line("实发金额合计"), "117200");
    assert_eq!(line("主办方额外负担"), "29150");
    assert!(!budget.iter().flatten().any(|c| c.contains('✗')));
}

#[test]
fn explain_shows_the_players_tax_line() {
    let out = Command::cargo_bin("xqprize")
        .unwrap()
        .arg("explain")
        .arg(root().join("samples/shizhu-2019.xlsx"))
        .args(["--player", "公开组:103"])
        .arg("--rules")
        .arg(taxed_rules())
        .assert()
        .success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(
        text.contains(
            "个税（偶然所得 20%，奖金额为税前）：应发 20000.00，代扣个税 4000.00，实发 16000.00（应税 20000.00，免税 0.00）"
        ),
        "{text}"
    );
}

#[test]
fn taxed_payout_sheets_keep_the_a4_fit_to_width_print_setup() {
    let out = run(Some(&taxed_rules()));
    let bytes = std::fs::read(out.path().join("payouts.xlsx")).unwrap();
    let workbook = xlsx_part(&bytes, "xl/workbook.xml");
    // Sheet 1 is 奖金发放表, sheet 2 个税扣缴明细: both A4 landscape, one page
    // wide, the header row printed on every page.
    for (n, name, header) in [(1, "奖金发放表", 2), (2, "个税扣缴明细", 3)] {
        let sheet = xlsx_part(&bytes, &format!("xl/worksheets/sheet{n}.xml"));
        assert!(sheet.contains(r#"paperSize="9""#), "{name}");
        assert!(sheet.contains(r#"orientation="landscape""#), "{name}");
        assert!(sheet.contains(r#"<pageSetUpPr fitToPage="1"/>"#), "{name}");
        assert!(sheet.contains(r#"fitToHeight="0""#), "{name}");
        assert!(
            workbook.contains(&format!("{name}!${header}:${header}")),
            "{workbook}"
        );
    }
}

#[test]
fn the_taxed_example_is_the_2019_rules_with_a_tax_table_added() {
    let text = std::fs::read_to_string(taxed_rules()).unwrap();
    let mut example = xqprize::rules::load("shizhu-2019-taxed.example.toml", &text).unwrap();
    let tax = example.tax.take().expect("the example has [tax]");
    assert_eq!(
        (tax.kind.as_str(), tax.rate_label(), tax.amounts),
        (
            "偶然所得",
            "20%".to_string(),
            xqprize::rules::TaxAmounts::Gross
        )
    );
    assert_eq!(tax.exempt, ["student"]);
    assert!(text.starts_with("# EXAMPLE ONLY"));
    // Everything else is the 2019 event as shipped.
    assert_eq!(example, xqprize::rules::Rules::shizhu_2019());
}
