//! Headers as people write them, and no silent fallback
//! (docs/input.md#headers-a-person-would-recognise): each rule with cases
//! that are read (the same money as the plain workbook) and cases that are
//! refused (exit 1, nothing written, the message naming sheet, cell,
//! header, column and the fixes). Run through `xqprize run` under the
//! built-in 2019 rules.

use crate::common::{Cell, Sheet, Workdir, write_workbook};
use serde_json::Value;

/// An 18-character ID number: 17 digits and the GB 11643 check character.
fn id(first17: &str) -> String {
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    let sum: u32 = first17
        .bytes()
        .zip(WEIGHTS)
        .map(|(d, w)| u32::from(d - b'0') * w)
        .sum();
    let check = b"10X98765432"[(sum % 11) as usize] as char;
    format!("{first17}{check}")
}

/// One column of 公开组: its header and its three players' cells.
type Column = (String, Vec<Cell>);

fn col(header: &str, cells: Vec<Cell>) -> Column {
    (header.to_string(), cells)
}

fn t(text: &str) -> Cell {
    Cell::from(text)
}

fn n(value: u32) -> Cell {
    Cell::from(value)
}

/// 公开组 with every column the 2019 rules read: a Shizhu member man
/// (1st), a Chongqing woman (2nd), an outside man (3rd).
fn open_columns() -> Vec<Column> {
    vec![
        col("名次", vec![n(1), n(2), n(3)]),
        col("编号", vec![t("1"), t("2"), t("3")]),
        col("姓名", vec![t("张三"), t("李四"), t("王五")]),
        col("性别", vec![t("男"), t("女"), t("男")]),
        col(
            "出生日期",
            vec![t("1990-01-01"), t("1992-02-02"), t("1985-03-03")],
        ),
        col(
            "身份证号",
            vec![
                t(&id("50024019900101001")),
                t(&id("50010119920202002")),
                t(&id("11010119850303003")),
            ],
        ),
        col("地区", vec![t("石柱"), t("重庆"), t("市外")]),
        col("会员", vec![t("是"), t("否"), t("否")]),
        col("称号", vec![t(""), t(""), t("")]),
        col("预赛名次", vec![n(1), n(2), n(3)]),
        col("积分", vec![n(9), n(8), n(7)]),
        col("累进分", vec![n(50), n(45), n(40)]),
        col("胜局", vec![n(8), n(7), n(6)]),
        col("犯规", vec![n(0), n(0), n(0)]),
        col("后走局数", vec![n(5), n(5), n(5)]),
        col("在校学生", vec![t("否"), t("否"), t("否")]),
        col("学生证明", vec![t("否"), t("否"), t("否")]),
        col("完赛", vec![t("是"), t("是"), t("是")]),
        col("违纪", vec![t("否"), t("否"), t("否")]),
    ]
}

fn open_sheet(columns: &[Column]) -> Sheet {
    let headers: Vec<&str> = columns.iter().map(|(h, _)| h.as_str()).collect();
    let mut sheet = Sheet::new("公开组", &headers);
    for i in 0..3 {
        sheet = sheet.row(columns.iter().map(|(_, cells)| cells[i].clone()).collect());
    }
    sheet
}

/// 少儿组 with the columns the 2019 rules read there, two players; each
/// row's cells split at spaces, all digits a number, `_` an empty text.
fn youth_sheet() -> Sheet {
    let row = |cells: &str| -> Vec<Cell> {
        let cell = |c: &str| match c {
            "_" => t(""),
            c if c.bytes().all(|b| b.is_ascii_digit()) => n(c.parse().unwrap()),
            c => t(c),
        };
        cells.split(' ').map(cell).collect()
    };
    let headers = "名次 编号 姓名 性别 出生日期 地区 称号 积分 累进分 胜局 犯规 后走局数";
    Sheet::new("少儿组", &headers.split(' ').collect::<Vec<_>>())
        .row(row("1 S1 赵小 男 2012-05-05 石柱 _ 7 30 6 0 4"))
        .row(row("2 S2 钱小 女 2010-06-06 重庆 _ 6 28 5 0 4"))
}

/// 公开组 with `change` made to its columns, beside the plain 少儿组.
fn workdir(change: impl FnOnce(&mut Vec<Column>)) -> Workdir {
    let mut columns = open_columns();
    change(&mut columns);
    let w = Workdir::new();
    write_workbook(
        &w.path("standings.xlsx"),
        &[open_sheet(&columns), youth_sheet()],
    );
    w
}

fn rename(columns: &mut [Column], from: &str, to: &str) {
    columns.iter_mut().find(|(h, _)| h == from).unwrap().0 = to.to_string();
}

fn remove(columns: &mut Vec<Column>, header: &str) {
    columns.retain(|(h, _)| h != header);
}

/// `run` that succeeds: results.json.
fn run_ok(w: &Workdir, extra: &[&str]) -> Value {
    let mut args = vec!["run", "standings.xlsx", "--out", "out"];
    args.extend_from_slice(extra);
    w.stdout(&args, 0);
    serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap()
}

/// `run` that is refused: its stderr; nothing is written.
fn run_refused(w: &Workdir, extra: &[&str]) -> String {
    let mut args = vec!["run", "standings.xlsx", "--out", "out"];
    args.extend_from_slice(extra);
    let err = w.stderr(&args, 1);
    assert!(w.outputs().is_empty(), "{err}");
    err
}

/// The money of a run: awards, subsidies and payouts.
fn money(results: &Value) -> Value {
    serde_json::json!([results["awards"], results["subsidies"], results["payouts"]])
}

fn codes(results: &Value) -> Vec<String> {
    results["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["code"].as_str().unwrap().to_string())
        .collect()
}

/// The 2019 rules with `line` added to their [settings].
fn rules_with(w: &Workdir, line: &str) {
    let template = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/shizhu-2019.toml"),
    )
    .unwrap();
    let text = template.replacen("[settings]\n", &format!("[settings]\n{line}\n"), 1);
    assert_ne!(text, template);
    w.write("rules.toml", &text);
}

#[test]
fn the_plain_workbook_pays_the_regulation_amounts() {
    let results = run_ok(&workdir(|_| {}), &[]);
    // 公开组名次奖 places 1-3: 20000, 10000, 5000 (§3); 李四 is also 女子组
    // 1st (2000) and the only Chongqing/Shizhu member is 张三: 会员组 1st
    // (2000) and 石柱籍会员 1st (1000).
    let payouts = results["payouts"].as_array().unwrap();
    let total = |no: &str| {
        payouts
            .iter()
            .find(|p| p["group"] == "公开组" && p["no"] == no)
            .map(|p| p["total"].as_str().unwrap().to_string())
    };
    assert_eq!(results["awards"][0]["amount"], "20000.00");
    assert!(total("1").is_some() && total("2").is_some() && total("3").is_some());
    assert!(!codes(&results).contains(&"header.resembles".to_string()));
}

#[test]
fn hints_in_brackets_english_words_and_zongfen_are_read_as_the_column() {
    let plain = money(&run_ok(&workdir(|_| {}), &[]));
    for (from, to) in [
        ("性别", "性别(M/F)"),
        ("姓名", "姓名 Name"),
        ("名次", "名次 Rank"),
        ("会员", "会员（必填）"),
        ("身份证号", "身份证号码（18位）"),
        ("出生日期", "出生年月(yyyy.mm)"),
        ("违纪", "是否违纪(Y/N)"),
        ("积分", "总分"),
        ("地区", "地区[选填]"),
    ] {
        let w = workdir(|c| rename(c, from, to));
        let results = run_ok(&w, &[]);
        assert_eq!(money(&results), plain, "{to}");
    }
}

#[test]
fn sex_written_as_nanxing_nvxing_is_read() {
    let plain = money(&run_ok(&workdir(|_| {}), &[]));
    let w = workdir(|c| {
        let sex = c.iter_mut().find(|(h, _)| h == "性别").unwrap();
        sex.1 = vec![t("男性"), t("女性"), t("男子")];
    });
    assert_eq!(money(&run_ok(&w, &[])), plain);
}

#[test]
fn a_header_resembling_a_missing_column_is_refused_naming_header_column_and_fixes() {
    // 会员情况 in place of 会员 (column H): 会员组 filters on 会员.
    let w = workdir(|c| rename(c, "会员", "会员情况"));
    let err = run_refused(&w, &[]);
    for part in [
        "公开组!H1",
        "\"会员情况\"",
        "looks like 会员",
        "rename the column to 会员",
        "header_aliases = [{ column = \"会员\", name = \"会员情况\" }]",
        "ignore_columns = [\"会员情况\"]",
    ] {
        assert!(err.contains(part), "{part}\n{err}");
    }
    // Said once, not again as a plain missing column.
    assert!(!err.contains("has no 会员 column"), "{err}");
}

#[test]
fn a_header_resembling_a_column_the_id_number_would_fill_is_refused() {
    // Without 性别 the ID numbers would give it; 选手性别 (column D) may be it.
    let w = workdir(|c| rename(c, "性别", "选手性别"));
    let err = run_refused(&w, &[]);
    for part in [
        "公开组!D1",
        "\"选手性别\"",
        "looks like 性别",
        "a fallback would be used instead",
    ] {
        assert!(err.contains(part), "{part}\n{err}");
    }
    // Other ways people write a column the rules use, each refused. (No
    // rule of 公开组 reads 出生日期: there 出身日期 is only "not read".)
    for (from, to, cell) in [
        ("身份证号", "身分证号", "F1"),
        ("地区", "所在地区", "G1"),
        ("犯规", "犯规次数合计", "N1"),
        ("在校学生", "是否学生", "P1"),
        ("积分", "Points", "K1"),
    ] {
        let w = workdir(|c| rename(c, from, to));
        let err = run_refused(&w, &[]);
        assert!(
            err.contains(&format!("公开组!{cell}")) && err.contains(&format!("\"{to}\"")),
            "{to}\n{err}"
        );
    }
}

#[test]
fn without_prelim_rank_a_shared_place_refuses_a_look_alike_and_says_the_fallback() {
    let shared = |c: &mut Vec<Column>| {
        let rank = c.iter_mut().find(|(h, _)| h == "名次").unwrap();
        rank.1 = vec![n(1), n(2), n(2)];
    };
    // 李四 and 王五 share place 2: 决赛前排名 (column J) may order them.
    let w = workdir(|c| {
        shared(c);
        rename(c, "预赛名次", "决赛前排名");
    });
    let err = run_refused(&w, &[]);
    assert!(
        err.contains("公开组!J1") && err.contains("\"决赛前排名\"") && err.contains("预赛名次"),
        "{err}"
    );
    // Without any such column the tie shares the money, and that is said.
    let w = workdir(|c| {
        shared(c);
        remove(c, "预赛名次");
    });
    let results = run_ok(&w, &[]);
    assert!(codes(&results).contains(&"fallback.no_prelim".to_string()));
    // No shared place: 决赛前排名 orders nothing, and is only "not read".
    let w = workdir(|c| rename(c, "预赛名次", "决赛前排名"));
    run_ok(&w, &[]);
}

#[test]
fn the_rules_file_says_which_column_a_header_is_or_that_it_is_none() {
    let plain = money(&run_ok(&workdir(|_| {}), &[]));
    // header_aliases: 选手性别 is 性别.
    let w = workdir(|c| rename(c, "性别", "选手性别"));
    rules_with(
        &w,
        "header_aliases = [{ column = \"性别\", name = \"选手性别\" }]",
    );
    assert_eq!(money(&run_ok(&w, &["--rules", "rules.toml"])), plain);
    // ignore_columns: 选手性别 is none; 性别 then comes from the ID
    // numbers, which agree, and the fallback is said.
    let w = workdir(|c| rename(c, "性别", "选手性别"));
    rules_with(&w, "ignore_columns = [\"选手性别\"]");
    let results = run_ok(&w, &["--rules", "rules.toml"]);
    assert_eq!(money(&results), plain);
    assert!(codes(&results).contains(&"fallback.from_id".to_string()));
}

#[test]
fn columns_that_are_no_field_never_stop_a_run() {
    // 性别 comes from the ID numbers; 备注, 联系电话 and round columns sit
    // beside it and must not be taken for it.
    let plain = money(&run_ok(&workdir(|_| {}), &[]));
    let w = workdir(|c| {
        remove(c, "性别");
        c.push(col("备注", vec![t("男"), t(""), t("")]));
        c.push(col("联系电话", vec![t("13800000000"), t(""), t("")]));
        c.push(col("第1轮得分", vec![n(1), n(1), n(0)]));
    });
    let results = run_ok(&w, &[]);
    assert_eq!(money(&results), plain);
    let warnings = results["warnings"].as_array().unwrap();
    assert!(
        warnings
            .iter()
            .any(|w| w["code"] == "fallback.from_id" && w["column"] == "性别"),
        "{warnings:?}"
    );
}

#[test]
fn two_columns_that_could_be_one_field_are_refused_naming_both() {
    let w = workdir(|c| c.push(col("积分（调整后）", vec![n(9), n(8), n(7)])));
    let err = run_refused(&w, &[]);
    assert!(err.contains("公开组!T1 (积分)"), "{err}");
    assert!(err.contains("also K1"), "{err}");
    assert!(err.contains("积分, 积分（调整后）"), "{err}");
}

#[test]
fn no_discipline_needs_fouls_as_well_as_discipline() {
    let w = workdir(|c| remove(c, "犯规"));
    let err = run_refused(&w, &[]);
    assert!(err.contains("犯规"), "{err}");
    assert!(err.contains("公开组"), "{err}");
}

#[test]
fn an_audit_without_its_score_column_is_not_done_in_every_output() {
    let w = workdir(|c| {
        for h in ["积分", "累进分", "胜局", "犯规", "后走局数"] {
            remove(c, h);
        }
        // The subsidy's 无违纪 reads 犯规: none is a student here, so
        // 犯规 is given again under a name no order uses.
        c.push(col("犯规", vec![n(0), n(0), n(0)]));
    });
    let out = w.stdout(&["run", "standings.xlsx", "--out", "out"], 0);
    // The knockout's places were checked; the Swiss ones were not, and
    // the summary says so before any count.
    assert!(out.contains("places audit: 1 phase(s) not done"), "{out}");
    let results: Value =
        serde_json::from_slice(&std::fs::read(w.path("out/results.json")).unwrap()).unwrap();
    let not_done: Vec<&Value> = results["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|w| w["code"] == "audit.not_done")
        .collect();
    // 公开组 places 33 and on (Swiss), named by the missing 积分.
    assert_eq!(not_done.len(), 1, "{not_done:?}");
    assert_eq!(not_done[0]["sheet"], "公开组");
    assert_eq!(not_done[0]["column"], "积分");
}

#[test]
fn payees_without_a_valid_id_number_are_warned_about() {
    let w = workdir(|c| {
        let ids = c.iter_mut().find(|(h, _)| h == "身份证号").unwrap();
        // 李四's number blank, 王五's with a wrong check character.
        ids.1[1] = t("");
        let wrong = id("11010119850303003");
        let last = if wrong.ends_with('0') { '1' } else { '0' };
        ids.1[2] = t(&format!("{}{last}", &wrong[..17]));
    });
    let results = run_ok(&w, &[]);
    let no_id: Vec<&Value> = results["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|w| w["code"] == "payee.no_id")
        .collect();
    let rows: Vec<(&str, u64)> = no_id
        .iter()
        .map(|w| (w["sheet"].as_str().unwrap(), w["row"].as_u64().unwrap()))
        .collect();
    // 少儿组 has no 身份证号 column: both its payees too.
    assert_eq!(
        rows,
        vec![("公开组", 3), ("公开组", 4), ("少儿组", 2), ("少儿组", 3)],
        "{no_id:?}"
    );
    assert!(no_id.iter().all(|w| w["column"] == "身份证号"));
    // The payout sheet shows 缺身份证号 in their rows' ID column (the run
    // is in English: "no ID number").
    use calamine::{Reader, open_workbook_auto};
    let mut book = open_workbook_auto(w.path("out/payouts.xlsx")).unwrap();
    let name = book.sheet_names()[0].clone();
    let range = book.worksheet_range(&name).unwrap();
    let missing = range
        .rows()
        .filter(|r| {
            r.iter()
                .any(|c| matches!(c, calamine::Data::String(s) if s == "no ID number"))
        })
        .count();
    assert_eq!(missing, 4);
}

#[test]
fn a_workbook_with_nobody_to_pay_is_refused() {
    let columns = open_columns();
    let headers: Vec<&str> = columns.iter().map(|(h, _)| h.as_str()).collect();
    let w = Workdir::new();
    write_workbook(
        &w.path("standings.xlsx"),
        &[
            Sheet::new("公开组", &headers),
            Sheet::new("少儿组", &["名次", "编号", "姓名", "性别", "出生日期"]),
        ],
    );
    let err = run_refused(&w, &[]);
    assert!(err.contains("no player in any group"), "{err}");
}

#[test]
fn a_blank_region_names_only_the_lists_the_player_would_be_in() {
    let w = workdir(|c| {
        let region = c.iter_mut().find(|(h, _)| h == "地区").unwrap();
        region.1[2] = t("");
    });
    let results = run_ok(&w, &[]);
    let blank: Vec<&Value> = results["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|w| w["code"] == "pool.blank_value" && w["row"] == 4)
        .collect();
    assert_eq!(blank.len(), 1, "{blank:?}");
    let message = blank[0]["message"].as_str().unwrap();
    // 王五 is a man: 女子组 and its qualifier list are never his.
    assert!(!message.contains("女子"), "{message}");
    assert!(message.contains("成年组"), "{message}");
}

/// 公开组 with its header on two rows, as a score sheet is often laid out:
/// the headers named in `below` on the second row, the heading 比赛成绩
/// above the header `heading_over` on the first row, every other header on
/// the first row alone.
fn two_row_workdir(columns: &[Column], below: &[&str], heading_over: &str) -> Workdir {
    let mut sheet = open_sheet(columns);
    let mut second = Vec::new();
    for (cell, (header, _)) in sheet.rows[0].iter_mut().zip(columns) {
        if below.contains(&header.as_str()) {
            *cell = t(if header == heading_over {
                "比赛成绩"
            } else {
                ""
            });
            second.push(t(header));
        } else {
            second.push(t(""));
        }
    }
    sheet.rows.insert(1, second);
    let w = Workdir::new();
    write_workbook(&w.path("standings.xlsx"), &[sheet, youth_sheet()]);
    w
}

const SCORES: [&str; 5] = ["积分", "累进分", "胜局", "犯规", "后走局数"];

#[test]
fn a_two_row_header_pays_as_one_row_does() {
    let plain = run_ok(&workdir(|_| {}), &[]);
    let two = run_ok(&two_row_workdir(&open_columns(), &SCORES, "积分"), &[]);
    assert_eq!(money(&two), money(&plain));
}

#[test]
fn of_a_two_row_header_a_message_names_the_cell_holding_the_text_it_quotes() {
    // A header on the second row that looks like 会员 (column H, the first
    // row blank above it): H2, where the treasurer reads 会员情况.
    let mut columns = open_columns();
    rename(&mut columns, "会员", "会员情况");
    let mut below = SCORES.to_vec();
    below.push("会员情况");
    for heading_over in ["积分", "会员情况"] {
        // Under the heading 比赛成绩 too (H1): the header below is still
        // seen, and named where it is.
        let err = run_refused(&two_row_workdir(&columns, &below, heading_over), &[]);
        assert!(err.contains("公开组!H2"), "{heading_over}: {err}");
        assert!(err.contains("\"会员情况\""), "{heading_over}: {err}");
        assert!(!err.contains("公开组!H1"), "{heading_over}: {err}");
    }

    // 积分 twice on the second row (K and T): both cells on row 2.
    let mut columns = open_columns();
    columns.push(col("积分（调整后）", vec![n(9), n(8), n(7)]));
    let mut below = SCORES.to_vec();
    below.push("积分（调整后）");
    let err = run_refused(&two_row_workdir(&columns, &below, "积分"), &[]);
    assert!(err.contains("公开组!T2 (积分)"), "{err}");
    assert!(err.contains("also K2"), "{err}");
    assert!(err.contains("积分, 积分（调整后）"), "{err}");

    // The reverse: 积分 on the first row (over both rows), its corrected
    // copy on the second: K1 and T2.
    let below = ["累进分", "胜局", "犯规", "后走局数", "积分（调整后）"];
    let err = run_refused(&two_row_workdir(&columns, &below, "累进分"), &[]);
    assert!(err.contains("公开组!T2 (积分)"), "{err}");
    assert!(err.contains("also K1"), "{err}");

    // A header naming two fields on the second row (column D): D2.
    let mut columns = open_columns();
    rename(&mut columns, "性别", "性别/出生日期");
    remove(&mut columns, "出生日期");
    let mut below = SCORES.to_vec();
    below.push("性别/出生日期");
    let err = run_refused(&two_row_workdir(&columns, &below, "积分"), &[]);
    assert!(err.contains("公开组!D2"), "{err}");
    assert!(err.contains("\"性别/出生日期\""), "{err}");
}

#[test]
fn the_id_cards_own_wordings_name_the_id_number_column() {
    // Without 性别 the sexes come from the ID numbers (李四's 17th digit 2 is
    // even: a woman, 女子组 1st), so a header not read as 身份证号 would
    // change the money; the plain workbook's money is the reference.
    let plain = money(&run_ok(&workdir(|_| {}), &[]));
    for header in ["公民身份号码", "身份证件号码", "证件号码"] {
        let w = workdir(|c| {
            remove(c, "性别");
            rename(c, "身份证号", header);
        });
        let results = run_ok(&w, &[]);
        assert_eq!(money(&results), plain, "{header}");
        assert!(
            !codes(&results).contains(&"input.not_read".to_string()),
            "{header}"
        );
    }
}

/// The 2019 rules with their tax table (docs/tax.md).
fn taxed_rules(w: &Workdir) {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("templates/shizhu-2019-taxed.example.toml"),
    )
    .unwrap();
    w.write("rules.toml", &text);
}

#[test]
fn a_hong_kong_payee_keeps_his_pass_number_and_document_type() {
    // 王五 (3rd) holds a 回乡证: the number is no 居民身份证 number and is
    // taken as written; 性别 and 出生日期 stay as the sheet states them.
    let w = workdir(|c| {
        c.push(col(
            "证件类型",
            vec![Cell::blank(), t("居民身份证"), t("回乡证")],
        ));
        c.iter_mut().find(|(h, _)| h == "身份证号").unwrap().1[2] = t("H12345678");
    });
    taxed_rules(&w);
    let results = run_ok(&w, &["--rules", "rules.toml"]);
    // No warning about an ID number on 公开组 (少儿组 has no ID column).
    let warned: Vec<&Value> = results["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|w| w["sheet"] == "公开组")
        .collect();
    assert!(
        !warned.iter().any(|w| w["column"] == "身份证号"),
        "{warned:?}"
    );
    // The run speaks English here: the sheet is "Withholding", its
    // declaration columns and their values stay as the client reads them.
    let list = crate::common::sheet_rows(&w.path("out/payouts.xlsx"), "Withholding");
    let row = list
        .iter()
        .find(|r| r[1] == "王五")
        .expect("王五 is withheld from");
    // 身份证件类型, 身份证件号码, 纳税人识别号 (the tax office gives his), 备注.
    assert_eq!(row[2..5], ["港澳居民来往内地通行证", "H12345678", ""]);
    // 是否为非居民个人: a 回乡证 is a 港澳 resident's, presumed non-resident
    // (no domicile in the mainland), the days left to check.
    assert_eq!(row[5], "是");
    assert_eq!(
        row[14],
        "公开组 no. 3; presumed non-resident by the document: 否 if in the mainland 183 days or more this year"
    );
    let zhang = list.iter().find(|r| r[1] == "张三").unwrap();
    assert_eq!(zhang[2], "居民身份证");
    assert_eq!(zhang[5], "否");
    assert_eq!(zhang[14], "公开组 no. 1");
}

#[test]
fn a_passport_is_declared_chinese_or_foreign_where_the_cell_says_so() {
    // 张三 writes 护照 alone, 李四 中国护照, 王五 护照（外国）: the withholding
    // client knows 中国护照 and 外国护照 only, and the standings have no
    // nationality column to tell a bare 护照.
    let w = workdir(|c| {
        c.push(col(
            "证件类型",
            vec![t("护照"), t("中国护照"), t("护照（外国）")],
        ));
        let numbers = &mut c.iter_mut().find(|(h, _)| h == "身份证号").unwrap().1;
        numbers[0] = t("P1234567");
        numbers[1] = t("E12345678");
        numbers[2] = t("X7654321");
    });
    taxed_rules(&w);
    run_ok(&w, &["--rules", "rules.toml"]);
    let list = crate::common::sheet_rows(&w.path("out/payouts.xlsx"), "Withholding");
    let row = |name: &str| list.iter().find(|r| r[1] == name).unwrap().clone();
    // 身份证件类型, 身份证件号码, 纳税人识别号, 是否为非居民个人.
    let (zhang, li, wang) = (row("张三"), row("李四"), row("王五"));
    assert_eq!(zhang[2..6], ["护照", "P1234567", "", ""]);
    assert_eq!(
        zhang[14],
        "公开组 no. 1; 护照 of no stated nationality (the standings have no nationality column): write 中国护照 or 外国护照 as 证件类型 and fill in 是否为非居民个人"
    );
    // A citizen's passport: domiciled in China or abroad, the sheet cannot say.
    assert_eq!(li[2..6], ["中国护照", "E12345678", "", ""]);
    assert!(li[14].starts_with("公开组 no. 2; 中国护照: "), "{li:?}");
    // A foreigner's: presumed non-resident.
    assert_eq!(wang[2..6], ["外国护照", "X7654321", "", "是"]);
    assert!(
        wang[14].starts_with("公开组 no. 3; presumed non-resident"),
        "{wang:?}"
    );
}

#[test]
fn an_id_number_stored_as_a_figure_is_shown_in_digits_and_marked() {
    // The cell holds the figure 4.407031970112919e17: its digits are
    // 4407031970112919 followed by two zeros, 440703197011291900; the
    // last digits the ID card had are lost.
    let w = workdir(|c| {
        c.iter_mut().find(|(h, _)| h == "身份证号").unwrap().1[1] =
            Cell::Number(4.407031970112919e17);
    });
    taxed_rules(&w);
    let results = run_ok(&w, &["--rules", "rules.toml"]);
    let warning = results["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["code"] == "id.stored_as_number")
        .expect("the figure is warned about");
    let text = warning["message"].as_str().unwrap();
    assert!(text.contains("440703197011291900"), "{text}");
    assert!(!text.contains("e+") && !text.contains("e17"), "{text}");
    let list = crate::common::sheet_rows(&w.path("out/payouts.xlsx"), "Withholding");
    assert!(
        !list
            .iter()
            .flatten()
            .any(|c| c.contains("e+17") || c.contains("e17"))
    );
    let row = list.iter().find(|r| r[1] == "李四").unwrap();
    assert_eq!(row[3], "440703197011291900");
    assert_eq!(row[4], "");
    assert_eq!(
        row[14],
        "no valid ID number (stored as a number: its last digits were lost in the spreadsheet); 公开组 no. 2"
    );
}

#[test]
fn a_document_type_no_one_knows_is_refused_naming_the_cell() {
    let w = workdir(|c| {
        c.push(col(
            "证件类型",
            vec![Cell::blank(), t("驾驶证"), Cell::blank()],
        ));
    });
    let err = run_refused(&w, &[]);
    assert!(
        err.contains("公开组!T3 (证件类型): “驾驶证” is no document type (“证件类型”) known: write “居民身份证”, "),
        "{err}"
    );
}
