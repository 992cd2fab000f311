//! The corpus of real regulations (`tests/regulations/<case>/`): each public
//! regulation's prize clauses written as a rules file, run by the built
//! binary on the small field made for it, must pay every payee exactly the
//! total worked out by hand in its `expected.json` (and, where the case
//! withholds tax, the net amount), pay every team the team money of its
//! `teams` (by team name), and pay nobody else; where it lists
//! qualifiers, every list must hold exactly the players worked out by hand,
//! in their order; where it lists refunds and allowances (`payments`) or
//! prizes that are not money (`prizes`), every person must get exactly
//! those. The worked examples
//! of the chapter 「把规程写成规则文件」 in docs/使用说明.md are excerpts of
//! these rules files (or of the 2019 template), checked here to be so.

use assert_cmd::Command;
use rust_decimal::Decimal;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn corpus() -> PathBuf {
    root().join("tests/regulations")
}

/// Every case folder, in name order.
fn cases() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(corpus())
        .unwrap()
        .filter_map(|e| {
            let e = e.unwrap();
            e.file_type()
                .unwrap()
                .is_dir()
                .then(|| e.file_name().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    names
}

fn money(text: &str) -> Decimal {
    Decimal::from_str(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .normalize()
}

/// A section of `expected.json` (an object keyed by `组别:编号` or list
/// id), each value read by `each`; `None` when the case has no such section.
fn section<T>(case: &str, name: &str, each: impl Fn(&Value) -> T) -> Option<BTreeMap<String, T>> {
    let text = std::fs::read_to_string(corpus().join(case).join("expected.json")).unwrap();
    let json: Value = serde_json::from_str(&text).unwrap();
    let map = json.get(name)?.as_object()?;
    Some(map.iter().map(|(k, v)| (k.clone(), each(v))).collect())
}

fn text(v: &Value) -> String {
    v.as_str().unwrap().to_string()
}

/// `组别:编号` → amount, from an `expected.json` section.
fn expected(case: &str, name: &str) -> Option<BTreeMap<String, Decimal>> {
    section(case, name, |v| money(v.as_str().unwrap()))
}

/// `组别:编号` of a results.json row.
fn key(row: &Value) -> String {
    format!("{}:{}", text(&row["group"]), text(&row["no"]))
}

/// `组别:编号` → the field of results.json `payouts`, for everyone listed.
fn paid(results: &Value, field: &str) -> BTreeMap<String, Decimal> {
    results["payouts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (key(p), money(p[field].as_str().unwrap())))
        .collect()
}

/// Team → what results.json `teams` pays it (its team prizes added up), for
/// every team paid.
fn teams_paid(results: &Value) -> BTreeMap<String, Decimal> {
    let mut paid: BTreeMap<String, Decimal> = BTreeMap::new();
    for t in results["teams"].as_array().into_iter().flatten() {
        let amount = money(t["amount"].as_str().unwrap());
        if !amount.is_zero() {
            *paid.entry(text(&t["team"])).or_default() += amount;
        }
    }
    paid
}

/// Team prize id → `"<place> <队名>"` in place order (`"- <队名>"` for a
/// team not ranked), from results.json `teams`.
fn team_places(results: &Value) -> BTreeMap<String, Vec<String>> {
    let mut places: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for t in results["teams"].as_array().into_iter().flatten() {
        let place = t["place"]
            .as_u64()
            .map_or("-".to_string(), |p| p.to_string());
        let line = format!("{place} {}", text(&t["team"]));
        places.entry(text(&t["schedule"])).or_default().push(line);
    }
    places
}

/// List id → `组别:编号` in place order, from `expected.json` `qualifiers`.
fn expected_lists(case: &str) -> Option<BTreeMap<String, Vec<String>>> {
    section(case, "qualifiers", |keys| {
        keys.as_array().unwrap().iter().map(text).collect()
    })
}

/// `组别:编号` → the title a list gives that player, from `expected.json`
/// `titles`.
fn expected_titles(case: &str) -> Option<BTreeMap<String, String>> {
    section(case, "titles", text)
}

/// List id → `组别:编号` in place order, from results.json `qualifiers`.
fn listed(results: &Value) -> BTreeMap<String, Vec<String>> {
    let mut lists: BTreeMap<String, Vec<(u64, String)>> = BTreeMap::new();
    for q in results["qualifiers"].as_array().unwrap() {
        lists
            .entry(q["list"].as_str().unwrap().to_string())
            .or_default()
            .push((q["place"].as_u64().unwrap(), key(q)));
    }
    lists
        .into_iter()
        .map(|(id, mut rows)| {
            rows.sort();
            (id, rows.into_iter().map(|(_, key)| key).collect())
        })
        .collect()
}

/// `组别:编号` → the amount of the payments that are not prizes
/// (`[[payments]]`: refunds, allowances), added up per person.
fn refunded(results: &Value) -> BTreeMap<String, Decimal> {
    let mut out: BTreeMap<String, Decimal> = BTreeMap::new();
    for row in results["payments"].as_array().into_iter().flatten() {
        *out.entry(key(row)).or_default() += money(row["amount"].as_str().unwrap());
    }
    out.into_iter().map(|(k, v)| (k, v.normalize())).collect()
}

/// `组别:编号` → every prize that is not money the person is given, in
/// order: `"<schedule> <place>: <prize>"` for a place of a schedule,
/// `"<award>: <prize>"` for an award the committee chose.
fn prizes_given(results: &Value) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for row in results["awards"].as_array().unwrap() {
        if let Some(prize) = row["prize"].as_str() {
            let what = format!("{} {}: {prize}", text(&row["schedule"]), row["place"]);
            out.entry(key(row)).or_default().push(what);
        }
    }
    for row in results["chosen"].as_array().into_iter().flatten() {
        if let Some(prize) = row["prize"].as_str() {
            let what = format!("{}: {prize}", text(&row["schedule"]));
            out.entry(key(row)).or_default().push(what);
        }
    }
    for list in out.values_mut() {
        list.sort();
    }
    out
}

fn run(case: &str) -> Value {
    let dir = corpus().join(case);
    let out = tempfile::tempdir().unwrap();
    let output = Command::cargo_bin("xqprize")
        .unwrap()
        .env("XQPRIZE_LANG", "en")
        .arg("run")
        .arg(dir.join("standings.xlsx"))
        .arg("--rules")
        .arg(dir.join("rules.toml"))
        .arg("--out")
        .arg(out.path())
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{case}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&std::fs::read(out.path().join("results.json")).unwrap()).unwrap()
}

#[test]
fn every_case_pays_the_hand_worked_money_and_nobody_else() {
    let all = cases();
    assert!(all.len() >= 10, "the corpus holds {} cases", all.len());
    let mut failures = Vec::new();
    for case in &all {
        let results = run(case);
        let want = expected(case, "payouts").unwrap_or_else(|| panic!("{case}: no payouts"));
        let got = paid(&results, "total");
        if got != want {
            failures.push(format!("{case}: paid {got:?}\n  expected {want:?}"));
        }
        if let Some(want) = expected_lists(case) {
            let got = listed(&results);
            if got != want {
                failures.push(format!("{case}: lists {got:?}\n  expected {want:?}"));
            }
        }
        if let Some(want) = expected_titles(case) {
            let got: BTreeMap<String, String> = results["qualifiers"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|q| Some((key(q), q["title"].as_str()?.to_string())))
                .collect();
            if got != want {
                failures.push(format!("{case}: titles {got:?}\n  expected {want:?}"));
            }
        }
        if let Some(want) = expected(case, "payments") {
            let got = refunded(&results);
            if got != want {
                failures.push(format!("{case}: payments {got:?}\n  expected {want:?}"));
            }
        }
        if let Some(want) = section(case, "prizes", |v| {
            let mut list: Vec<String> = v.as_array().unwrap().iter().map(text).collect();
            list.sort();
            list
        }) {
            let got = prizes_given(&results);
            if got != want {
                failures.push(format!("{case}: prizes {got:?}\n  expected {want:?}"));
            }
        }
        // Team prizes are paid to teams: every team paid, by name, and no
        // other (`teams` left out: no team is paid).
        let want = expected(case, "teams").unwrap_or_default();
        let got = teams_paid(&results);
        if got != want {
            failures.push(format!("{case}: teams {got:?}\n  expected {want:?}"));
        }
        // Team places: every team of every team prize in place order, paid
        // or not (`team_places` left out: the case has no team prize).
        let want = section(case, "team_places", |v| {
            v.as_array().unwrap().iter().map(text).collect::<Vec<_>>()
        })
        .unwrap_or_default();
        let got = team_places(&results);
        if got != want {
            failures.push(format!("{case}: team places {got:?}\n  expected {want:?}"));
        }
        if let Some(net) = expected(case, "net") {
            let got = paid(&results, "net");
            if got != net {
                failures.push(format!("{case}: net {got:?}\n  expected {net:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_case_folder_is_complete_and_listed_in_the_readme() {
    let readme = std::fs::read_to_string(corpus().join("README.md")).unwrap();
    for case in cases() {
        for file in [
            "regulation.md",
            "rules.toml",
            "standings.xlsx",
            "expected.json",
        ] {
            assert!(
                corpus().join(&case).join(file).is_file(),
                "{case} has no {file}"
            );
        }
        assert!(
            readme.contains(&format!("[{case}]({case}/regulation.md)")),
            "README.md does not list {case}"
        );
        let regulation =
            std::fs::read_to_string(corpus().join(&case).join("regulation.md")).unwrap();
        assert!(
            regulation.contains("http"),
            "{case}/regulation.md gives no source address"
        );
    }
}

/// The ```toml blocks of the chapter 「把规程写成规则文件」, each with the
/// file its first line names.
fn chapter_examples() -> Vec<(String, Vec<String>)> {
    let guide = std::fs::read_to_string(root().join("docs/使用说明.md")).unwrap();
    let start = guide
        .lines()
        .find(|l| l.starts_with("## ") && l.ends_with("把规程写成规则文件"))
        .and_then(|heading| guide.find(heading))
        .expect("the chapter 把规程写成规则文件");
    let chapter = &guide[start..];
    let end = chapter[1..].find("\n## ").map_or(chapter.len(), |i| i + 1);
    let mut examples = Vec::new();
    let mut lines = chapter[..end].lines();
    while let Some(line) = lines.next() {
        if line.trim() != "```toml" {
            continue;
        }
        let block: Vec<String> = lines
            .by_ref()
            .take_while(|l| l.trim() != "```")
            .map(str::to_string)
            .collect();
        let file = block
            .first()
            .and_then(|l| l.strip_prefix("# "))
            .unwrap_or_else(|| panic!("a toml block names no file: {block:?}"))
            .trim()
            .to_string();
        examples.push((file, block[1..].to_vec()));
    }
    examples
}

#[test]
fn the_guide_examples_are_the_rules_files_the_corpus_runs() {
    let examples = chapter_examples();
    assert!(examples.len() >= 10, "{} examples", examples.len());
    for (file, lines) in examples {
        assert!(
            file.starts_with("tests/regulations/") || file == "templates/shizhu-2019.toml",
            "{file}: an example must come from a file the tests run"
        );
        let text =
            std::fs::read_to_string(root().join(&file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let source: Vec<&str> = text.lines().map(str::trim_end).collect();
        let wanted: Vec<&str> = lines
            .iter()
            .map(|l| l.trim_end())
            .filter(|l| *l != "# …")
            .collect();
        // Each run of lines between "# …" markers appears in the file as it
        // stands, in order.
        let mut from = 0;
        for part in lines
            .split(|l| l.trim_end() == "# …")
            .filter(|p| !p.is_empty())
        {
            let part: Vec<&str> = part.iter().map(|l| l.trim_end()).collect();
            let at = (from..=source.len().saturating_sub(part.len()))
                .find(|&i| source[i..i + part.len()] == part[..])
                .unwrap_or_else(|| panic!("{file} does not hold, in order:\n{}", part.join("\n")));
            from = at + part.len();
        }
        assert!(!wanted.is_empty(), "{file}: an empty example");
    }
}

/// hkcca-2017 is a Hong Kong event: no mainland ID numbers, none asked
/// for (`id_document = "不需要"`). Its eight payees were each warned
/// about a missing 身份证号; now none is, and results.json says why.
#[test]
fn a_hong_kong_event_needing_no_document_warns_no_payee() {
    let results = run("hkcca-2017");
    let payee: Vec<&Value> = (results["warnings"].as_array().unwrap().iter())
        .filter(|w| w["code"].as_str().unwrap().starts_with("payee."))
        .collect();
    assert!(payee.is_empty(), "{payee:?}");
    assert_eq!(results["settings"]["id_document"], "不需要");
    assert_eq!(results["payouts"].as_array().unwrap().len(), 8);
}

/// Every cell of every sheet of a written workbook, as text.
fn workbook_text(path: &Path) -> Vec<String> {
    use calamine::Reader;
    let mut book = calamine::open_workbook_auto(path).unwrap();
    let mut cells = Vec::new();
    for name in book.sheet_names().to_vec() {
        let range = book.worksheet_range(&name).unwrap();
        cells.extend(range.cells().map(|(_, _, c)| c.to_string()));
    }
    cells
}

/// SPEC §19: the budget as the regulation states it. Over every case of
/// the corpus, in Chinese: no output (the terminal, the three workbooks)
/// says 补充通知 where the rules have no amendment, or 补贴 where they have
/// no subsidy (the rules' own names of items aside); and where every
/// amount is one the regulation states (no subsidy, no committee award
/// paying money), nothing is called 超出规程预算 and the terminal's
/// difference is never above zero; with no published total nothing is
/// compared; a fixed amount of a reserved place is said as 含名额定额.
#[test]
fn no_case_says_an_amendment_a_subsidy_or_an_overspend_its_regulation_has_not() {
    use xqprize::rules::GrantKind;
    let mut failures = Vec::new();
    for case in cases() {
        let dir = corpus().join(&case);
        let text = std::fs::read_to_string(dir.join("rules.toml")).unwrap();
        let rules = xqprize::rules::load("rules.toml", &text).unwrap();
        let out = tempfile::tempdir().unwrap();
        let output = Command::cargo_bin("xqprize")
            .unwrap()
            .env("XQPRIZE_LANG", "zh")
            .arg("run")
            .arg(dir.join("standings.xlsx"))
            .arg("--rules")
            .arg(dir.join("rules.toml"))
            .arg("--out")
            .arg(out.path())
            .output()
            .unwrap();
        assert!(output.status.success(), "{case}");
        let said = String::from_utf8(output.stdout).unwrap();
        let mut all = vec![("terminal".to_string(), said.clone())];
        for file in ["payouts.xlsx", "awards.xlsx", "qualifiers.xlsx"] {
            let path = out.path().join(file);
            if path.is_file() {
                for cell in workbook_text(&path) {
                    all.push((file.to_string(), cell));
                }
            }
        }
        // The rules' own names (a payment called 交通补贴, a schedule called
        // 补充通知奖) are theirs to say.
        let names: Vec<&str> = (rules.schedules.iter().map(|s| s.name.as_str()))
            .chain(rules.subsidies.iter().map(|s| s.name.as_str()))
            .chain(rules.teams.iter().map(|t| t.name.as_str()))
            .collect();
        let own = |text: &str| names.iter().fold(text.to_string(), |t, n| t.replace(n, ""));
        let has = |kind: GrantKind| rules.subsidies.iter().any(|s| s.kind() == kind);
        let stated_only = !has(GrantKind::Subsidy)
            && !(rules.subsidies.iter())
                .any(|s| s.kind() == GrantKind::Chosen && !s.amount.is_zero());
        for (file, text) in &all {
            let text = own(text);
            if rules.amendments.is_empty() && text.contains("补充通知") {
                failures.push(format!("{case}: {file} says 补充通知: {text}"));
            }
            if !has(GrantKind::Subsidy) && text.contains("补贴") {
                failures.push(format!("{case}: {file} says 补贴: {text}"));
            }
            if stated_only && text.replace("未超出规程预算", "").contains("超出规程预算")
            {
                failures.push(format!("{case}: {file} says 超出规程预算: {text}"));
            }
        }
        // No published total: nothing compared, the ledger's totals by kind.
        if rules.budget.is_none() {
            if !said.contains("规程未写总额，不作比较") {
                failures.push(format!(
                    "{case}: the terminal compares with no total: {said}"
                ));
            }
            let sheet = "三、各类发放合计（规程未写总额，不作比较）";
            if !all.iter().any(|(_, cell)| cell == sheet) {
                failures.push(format!("{case}: 预算核对 has no {sheet}"));
            }
        }
        // A reserved place's fixed amount, where one is paid, is said as
        // stated money.
        let results: Value =
            serde_json::from_slice(&std::fs::read(out.path().join("results.json")).unwrap())
                .unwrap();
        let fixed = (results["ledger"].as_array().unwrap().iter()).any(|e| e["kind"] == "reserved");
        if fixed && !said.contains("（含名额定额 ") {
            failures.push(format!("{case}: a fixed amount paid, not said: {said}"));
        }
        if stated_only && rules.budget.is_some() {
            let over = said
                .lines()
                .find(|l| l.contains("相差 +") && !l.contains("相差 +0.00"));
            if let Some(line) = over {
                failures.push(format!("{case}: the terminal's difference is over: {line}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
