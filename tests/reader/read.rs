//! The standings reader on workbooks written here cell by cell, and on the
//! two example workbooks: what it reads, what it warns about, and the exact
//! message for each problem.

use crate::common::{Cell, Sheet, write_workbook};
use crate::read_standings;
use chrono::NaiveDate;
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use xqprize::msg::Lang;
use xqprize::standings::read::{InputError, Read};
use xqprize::standings::{Column, DatePrecision, Player, Region, Sex};

/// One cell to write, in a notation short enough for a table of rows.
#[derive(Clone, Copy)]
enum V {
    T(&'static str),
    N(f64),
    B(bool),
    D(i32, u32, u32),
    /// A number in a cell formatted as a date: what a spreadsheet keeps
    /// when 2006 or 20040901 is typed into the blank workbook's 出生日期.
    S(f64),
    E,
}
use V::{B, D, E, N, S, T};

/// A warning's message in English, for comparing with literals.
fn english(w: &xqprize::standings::Warning) -> &'static str {
    Box::leak(w.text(Lang::En).into_boxed_str())
}

impl From<V> for Cell {
    fn from(value: V) -> Cell {
        match value {
            T(text) => Cell::from(text),
            N(n) => Cell::Number(n),
            B(b) => Cell::Bool(b),
            D(y, m, d) => Cell::Date(y as u16, m as u8, d as u8),
            S(n) => Cell::DayNumber(n),
            E => Cell::from(""),
        }
    }
}

fn cells(rows: &[&[V]]) -> Vec<Vec<Cell>> {
    rows.iter()
        .map(|row| row.iter().map(|&v| Cell::from(v)).collect())
        .collect()
}

/// A workbook with one sheet per (name, rows), saved in a fresh directory.
fn workbook(sheets: &[(&str, &[&[V]])]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("standings.xlsx");
    let sheets: Vec<Sheet> = sheets
        .iter()
        .map(|(name, rows)| Sheet::of(name, cells(rows)))
        .collect();
    write_workbook(&path, &sheets);
    (dir, path)
}

fn read_ok(path: &Path, sheets: &[&str]) -> Read {
    match read_standings(path, sheets) {
        Ok(read) => read,
        Err(e) => panic!(
            "expected the workbook to be read:\n{}",
            e.render(xqprize::msg::Lang::En)
        ),
    }
}

/// Every problem as the user sees it, without the file name.
fn problems(path: &Path, sheets: &[&str]) -> Vec<String> {
    match read_standings(path, sheets) {
        Ok(read) => panic!("expected problems, read {:?}", read.standings),
        Err(InputError { problems, .. }) => problems.iter().map(|p| p.render(Lang::En)).collect(),
    }
}

fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

#[test]
fn headers_are_matched_by_name_alias_and_spacing_in_any_order() {
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[
                T("name"),
                T("备注"),
                T(" NO "),
                T("名\u{3000}次"),
                T("单 位"),
            ],
            &[T("张三"), T("x"), N(17.0), N(1.0), T("石柱棋协")],
            &[T("李四"), E, T("K2"), T("2"), E],
        ],
    )]);
    let read = read_ok(&path, &["公开组"]);
    let group = &read.standings.groups[0];
    assert_eq!(group.sheet, "公开组");
    assert_eq!(
        group.columns.iter().copied().collect::<Vec<_>>(),
        vec![Column::Rank, Column::No, Column::Name, Column::Club]
    );
    let mut first = Player::new(2, 1, "17", "张三");
    first.club = "石柱棋协".into();
    assert_eq!(group.players, vec![first, Player::new(3, 2, "K2", "李四")]);
    // The column not read is named, so that a misnamed column is seen.
    let warned: Vec<&str> = read.warnings.iter().map(|w| english(w)).collect();
    assert_eq!(warned, vec!["not read: 备注"]);
}

#[test]
fn title_rows_merged_cells_and_empty_rows_are_skipped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("titled.xlsx");
    let rows = cells(&[
        &[T("2019年石柱县象棋公开赛 少儿组成绩")],
        &[],
        &[T("名次"), T("编号"), T("姓名"), T("备注")],
        &[N(1.0), N(5.0), T("甲"), E],
        &[E, E, T(" "), E],
        &[N(2.0), N(6.0), T("乙"), E],
        &[E, E, E, T("制表：某某")],
    ]);
    let sheet = Sheet {
        merges: vec![(0, 0, 0, 3)],
        ..Sheet::of("少儿组", rows)
    };
    write_workbook(&path, &[sheet]);
    let read = read_ok(&path, &["少儿组"]);
    let players = &read.standings.groups[0].players;
    assert_eq!(
        players,
        &vec![Player::new(4, 1, "5", "甲"), Player::new(6, 2, "6", "乙")]
    );
}

/// docs/input.md: hidden rows and columns are read like visible ones, as a
/// person sees them in Excel after unhiding. 会员 and 单位 hidden, and the
/// row of 乙 hidden: both players keep the values of the hidden cells.
#[test]
fn hidden_columns_and_rows_are_read_like_visible_ones() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hidden.xlsx");
    let rows = cells(&[
        &[T("名次"), T("编号"), T("姓名"), T("会员"), T("单位")],
        &[N(1.0), N(5.0), T("甲"), T("是"), T("石柱棋协")],
        &[N(2.0), N(6.0), T("乙"), T("否"), T("重庆棋院")],
    ]);
    let sheet = Sheet {
        hidden_rows: vec![2],
        hidden_columns: vec![3, 4],
        ..Sheet::of("公开组", rows)
    };
    write_workbook(&path, &[sheet]);
    let read = read_ok(&path, &["公开组"]);
    let group = &read.standings.groups[0];
    assert!(group.columns.contains(&Column::Member));
    let mut first = Player::new(2, 1, "5", "甲");
    first.member = true;
    first.club = "石柱棋协".into();
    let mut second = Player::new(3, 2, "6", "乙");
    second.club = "重庆棋院".into();
    assert_eq!(group.players, vec![first, second]);
}

#[test]
fn numbers_as_text_floats_and_full_width_digits_are_read() {
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名"), T("预赛名次"), T("犯规")],
            &[T("1.0"), T(" 017 "), T("甲"), T("３"), T("0")],
            &[N(2.0), N(18.0), T("乙"), N(1.0), E],
            &[T(" ３ "), T("19"), T("丙"), E, N(2.0)],
        ],
    )]);
    let read = read_ok(&path, &["公开组"]);
    let p = &read.standings.groups[0].players;
    assert_eq!(
        p.iter()
            .map(|p| (p.rank, p.no.as_str(), p.prelim_rank, p.fouls))
            .collect::<Vec<_>>(),
        vec![
            (1, "017", Some(3), 0),
            (2, "18", Some(1), 0),
            (3, "19", None, 2)
        ]
    );
}

#[test]
fn dates_yes_no_sex_and_region_in_every_accepted_form() {
    // One row a line, as the sheet shows it.
    #[rustfmt::skip]
    let (_dir, path) = workbook(&[(
        "少儿组",
        &[
            &[T("名次"), T("编号"), T("姓名"), T("出生日期"), T("会员"), T("完赛"), T("性别"), T("地区")],
            &[N(1.0), N(1.0), T("a"), D(2008, 5, 1), T("是"), E, T("男"), T("石柱")],
            &[N(2.0), N(2.0), T("b"), T("2008-05-01"), T("Y"), T("否"), T("F"), T("重庆")],
            &[N(3.0), N(3.0), T("c"), T("2008/5/1"), T("yes"), T("N"), T("m"), T("市外")],
            &[N(4.0), N(4.0), T("d"), T("2008.5.1"), T("TRUE"), T("false"), T("女"), E],
            &[N(5.0), N(5.0), T("e"), T("2008年5月1日"), T("1"), T("0"), E, E],
            &[N(6.0), N(6.0), T("f"), T("20080501"), T("√"), T("×"), E, E],
            // 39569 is 2008-05-01 counted from 1899-12-30.
            &[N(7.0), N(7.0), T("g"), N(39569.0), T("✓"), T("✗"), E, E],
            &[N(8.0), N(8.0), T("h"), N(20080501.0), B(true), B(false), E, E],
            &[N(9.0), N(9.0), T("i"), E, E, T("yes"), E, E],
        ],
    )]);
    let read = read_ok(&path, &["少儿组"]);
    let p = &read.standings.groups[0].players;
    for player in &p[..8] {
        assert_eq!(player.birth_date, Some(date(2008, 5, 1)), "{}", player.name);
        assert!(player.member, "{}", player.name);
    }
    assert_eq!(p[8].birth_date, None);
    assert!(!p[8].member);
    let completed: Vec<bool> = p.iter().map(|p| p.completed).collect();
    assert_eq!(
        completed,
        [true, false, false, false, false, false, false, false, true]
    );
    let sexes: Vec<Option<Sex>> = p[..5].iter().map(|p| p.sex).collect();
    assert_eq!(
        sexes,
        [
            Some(Sex::Male),
            Some(Sex::Female),
            Some(Sex::Male),
            Some(Sex::Female),
            None
        ]
    );
    let regions: Vec<Option<Region>> = p[..4].iter().map(|p| p.region.clone()).collect();
    assert_eq!(
        regions,
        [
            Some(Region::named("石柱")),
            Some(Region::named("重庆")),
            Some(Region::named("市外")),
            None
        ]
    );
}

#[test]
fn student_columns_and_fouls_default_when_blank() {
    #[rustfmt::skip]
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("rank"), T("no"), T("name"), T("student"), T("student_proof"), T("completed"), T("discipline"), T("fouls")],
            &[N(1.0), N(1.0), T("a"), T("是"), T("有"), E, E, E],
            &[N(2.0), N(2.0), T("b"), T("否"), E, T("否"), T("是"), N(1.0)],
        ],
    )]);
    let read = read_ok(&path, &["公开组"]);
    let p = &read.standings.groups[0].players;
    assert_eq!(
        (
            p[0].student,
            p[0].student_proof,
            p[0].completed,
            p[0].discipline,
            p[0].fouls
        ),
        (true, true, true, false, 0)
    );
    assert_eq!(
        (
            p[1].student,
            p[1].student_proof,
            p[1].completed,
            p[1].discipline,
            p[1].fouls
        ),
        (false, false, false, true, 1)
    );
}

// 11010519491231002X: weighted sum 167, 167 mod 11 = 2 → X; born
// 1949-12-31; 17th digit 2 is even, so female.
// 110105194912310011: sum 165, 165 mod 11 = 0 → 1; 17th digit 1: male.
#[test]
fn birth_date_and_sex_come_from_a_valid_id_when_blank() {
    #[rustfmt::skip]
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名"), T("性别"), T("出生日期"), T("身份证号")],
            &[N(1.0), N(1.0), T("a"), E, E, T("11010519491231002x")],
            &[N(2.0), N(2.0), T("b"), E, E, T("110105194912310011")],
            // 15-digit form: born 1949-12-31, 15th digit 2: female.
            &[N(3.0), N(3.0), T("c"), E, E, T("110105491231002")],
        ],
    )]);
    let read = read_ok(&path, &["公开组"]);
    let p = &read.standings.groups[0].players;
    assert_eq!(p[0].birth_date, Some(date(1949, 12, 31)));
    assert_eq!(p[0].sex, Some(Sex::Female));
    assert_eq!(p[0].id_number.as_deref(), Some("11010519491231002X"));
    assert_eq!(p[1].sex, Some(Sex::Male));
    assert_eq!(p[2].birth_date, Some(date(1949, 12, 31)));
    assert_eq!(p[2].sex, Some(Sex::Female));
    assert!(read.warnings.is_empty(), "{:?}", read.warnings);
}

#[test]
fn a_valid_id_wins_over_stated_values_with_a_warning_and_a_bad_id_is_not_used() {
    #[rustfmt::skip]
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名"), T("性别"), T("出生日期"), T("身份证号")],
            &[N(1.0), N(1.0), T("a"), T("男"), T("1950-01-01"), T("11010519491231002X")],
            // Check character should be X.
            &[N(2.0), N(2.0), T("b"), E, E, T("110105194912310021")],
            // 1949-02-30 does not exist.
            &[N(3.0), N(3.0), T("c"), E, E, T("110105194902300011")],
        ],
    )]);
    let read = read_ok(&path, &["公开组"]);
    let p = &read.standings.groups[0].players;
    // A valid ID number prevails over the stated 性别 and 出生日期.
    assert_eq!(p[0].sex, Some(Sex::Female));
    assert_eq!(p[0].birth_date, Some(date(1949, 12, 31)));
    assert_eq!((p[1].sex, p[1].birth_date), (None, None));
    assert_eq!((p[2].sex, p[2].birth_date), (None, None));
    let texts: Vec<String> = read.warnings.iter().map(|w| w.text(Lang::Zh)).collect();
    let seen: Vec<(Option<u32>, Option<&str>, &str)> = read
        .warnings
        .iter()
        .zip(&texts)
        .map(|(w, t)| (w.row, w.column.as_deref(), t.as_str()))
        .collect();
    assert_eq!(
        seen,
        vec![
            (
                Some(2),
                Some("出生日期"),
                "填写的出生日期 1950-01-01 与身份证号中的 1949-12-31 不一致，按身份证号计（分组依据以身份证为准）。如有误，请改正其中之一。"
            ),
            (
                Some(2),
                Some("性别"),
                "填写的性别“男”与身份证号中的“女”不一致，按身份证号计（分组依据以身份证为准）。如有误，请改正其中之一。"
            ),
            (
                Some(3),
                Some("身份证号"),
                "身份证号「110105194912310021」的校验位不对（按前 17 位应为 X），未采用。请核对后改正。"
            ),
            (
                Some(4),
                Some("身份证号"),
                "身份证号「110105194902300011」中的出生日期不存在，未采用。请核对后改正。"
            ),
        ]
    );
}

/// Every problem as the user sees it in Chinese, without the file name.
fn problems_zh(path: &Path, sheets: &[&str]) -> Vec<String> {
    match read_standings(path, sheets) {
        Ok(read) => panic!("expected problems, read {:?}", read.standings),
        Err(InputError { problems, .. }) => problems.iter().map(|p| p.render(Lang::Zh)).collect(),
    }
}

#[test]
fn a_year_or_eight_digits_typed_into_a_date_cell_is_that_year_or_day() {
    // The blank workbook formats 出生日期 as a date: 2006 typed there is
    // kept as the number 2006 (shown 1905-06-28), 20040901 as 20040901.
    #[rustfmt::skip]
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名"), T("出生日期")],
            &[N(1.0), N(1.0), T("a"), S(2006.0)],
            &[N(2.0), N(2.0), T("b"), N(2006.0)],
            &[N(3.0), N(3.0), T("c"), S(20040901.0)],
            &[N(4.0), N(4.0), T("d"), N(20040901.0)],
            // A real date cell stays a date: 2008-05-01 is serial 39569.
            &[N(5.0), N(5.0), T("e"), S(39569.0)],
            // The last day of the event year (2019) can still be a birth date.
            &[N(6.0), N(6.0), T("f"), T("2019-12-31")],
        ],
    )]);
    let read = read_ok(&path, &["公开组"]);
    let born: Vec<(Option<NaiveDate>, DatePrecision)> = read.standings.groups[0]
        .players
        .iter()
        .map(|p| (p.birth_date, p.birth_precision))
        .collect();
    let year = (Some(date(2006, 1, 1)), DatePrecision::Year);
    let day = |y, m, d| (Some(date(y, m, d)), DatePrecision::Day);
    assert_eq!(
        born,
        vec![
            year,
            year,
            day(2004, 9, 1),
            day(2004, 9, 1),
            day(2008, 5, 1),
            day(2019, 12, 31)
        ]
    );
}

#[test]
fn an_impossible_date_number_is_quoted_as_typed_never_as_a_nonsense_date() {
    // 20041331 has no month 13; 2011.5 is a year with no month (.01–.12).
    #[rustfmt::skip]
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名"), T("出生日期")],
            &[N(1.0), N(1.0), T("a"), S(20041331.0)],
            &[N(2.0), N(2.0), T("b"), N(20041331.0)],
            &[N(3.0), N(3.0), T("c"), S(2011.5)],
        ],
    )]);
    let not_a_date = |at: &str, value: &str| {
        format!(
            "{at}：「{value}」不是出生日期。可填：2008-05-01 这样的完整日期、2008.05 这样的年月，或 2008 这样的年份。请改为其中一种写法。"
        )
    };
    let seen = problems_zh(&path, &["公开组"]);
    // The same value in two rows of a column is one line naming both.
    assert_eq!(
        seen,
        vec![
            not_a_date("公开组 出生日期列第2–3行（共2行）", "20041331"),
            not_a_date("公开组!D4（出生日期）", "2011.5"),
        ],
        "{seen:#?}"
    );
}

#[test]
fn a_birth_date_after_the_event_is_an_error_naming_the_cell() {
    // The reader's rules: event_year = 2019 and no age_date, so nobody can
    // be born after 2019-12-31. Each of these would otherwise be a child
    // inside every youth window.
    #[rustfmt::skip]
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名"), T("出生日期"), T("身份证号")],
            &[N(1.0), N(1.0), T("a"), T("2020-01-01"), E],
            &[N(2.0), N(2.0), T("b"), N(2030.0), E],
            &[N(3.0), N(3.0), T("c"), S(2025.0), E],
            // Born 2020-01-01 by the ID number (check digit 3: the weighted
            // sum of the first 17 digits is 75, 75 mod 11 = 9, which gives 3).
            &[N(4.0), N(4.0), T("d"), E, T("110105202001010023")],
        ],
    )]);
    let after = |at: &str, value: &str| {
        format!(
            "{at}：「{value}」晚于比赛年份 2019 年，不可能是出生日期。请核对并改为棋手的出生日期（如 2008-05-01，或年份 2008）。"
        )
    };
    let seen = problems_zh(&path, &["公开组"]);
    assert_eq!(
        seen,
        vec![
            after("公开组!D2（出生日期）", "2020-01-01"),
            after("公开组!D3（出生日期）", "2030"),
            after("公开组!D4（出生日期）", "2025"),
            "公开组!E5（身份证号）：身份证号「110105202001010023」中的出生日期 2020-01-01 晚于比赛年份 2019 年，号码有误。请核对并改正身份证号。".to_string(),
        ],
        "{seen:#?}"
    );
}

#[test]
fn a_cell_longer_than_excel_holds_is_refused_naming_the_cell() {
    // 40 000 characters in 单位: more than the 32 767 a cell of the outputs
    // can hold, refused here with its cell rather than by the writer.
    // The writer refuses such a cell: a placeholder is put in the file's
    // text, wherever the writer keeps strings. Exactly the limit is read.
    #[rustfmt::skip]
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名"), T("单位")],
            &[N(1.0), N(1.0), T("a"), T("MOST_CELL")],
            &[N(2.0), N(2.0), T("b"), T("LONG_CELL")],
        ],
    )]);
    for part in ["xl/worksheets/sheet1.xml", "xl/sharedStrings.xml"] {
        patch_xlsx(&path, part, |xml| {
            xml.replace("MOST_CELL", &"a".repeat(32_767))
                .replace("LONG_CELL", &"某".repeat(40_000))
        });
    }
    assert_eq!(
        problems_zh(&path, &["公开组"]),
        [
            "公开组!D3（单位）：单元格有 40000 个字符（以「某某某某某某某某某某…」开头），超过电子表格单元格的上限 32767 个字符，输出表无法写入。请删去多余的内容，只留本栏应写的（姓名、单位等）。"
        ]
    );
}

#[test]
fn every_unreadable_cell_is_reported_with_sheet_cell_and_column() {
    #[rustfmt::skip]
    let header: &[V] = &[T("名次"), T("编号"), T("姓名"), T("性别"), T("会员"), T("出生日期"), T("地区"), T("犯规")];
    let mut rows: Vec<&[V]> = vec![header];
    let good: &[V] = &[N(1.0), N(1.0), T("a"), E, E, E, E, E];
    let filler: Vec<[V; 8]> = (2..16)
        .map(|i| [N(i as f64), N(i as f64), T("x"), E, E, E, E, E])
        .collect();
    rows.push(good);
    for f in &filler {
        rows.push(f);
    }
    // Row 17.
    #[rustfmt::skip]
    let bad: &[V] = &[T("16.5"), N(16.0), E, T("男生"), T("maybe"), T("2008/13/01"), T("四川"), N(-1.0)];
    rows.push(bad);
    let (_dir, path) = workbook(&[("公开组", &rows)]);
    assert_eq!(
        problems(&path, &["公开组"]),
        vec![
            "公开组!A17 (名次): “16.5” is not a place (a whole number of 1 or more; also 第5名, 5., or 5-8 for a place shared by 4); write the place as a number, like 5",
            "公开组!C17 (姓名): blank, but the row holds a player; fill it in, or delete the row if it is no player",
            "公开组!D17 (性别): “男生” is not a sex (男/女, M/F, 男性/女性, 男子/女子)",
            "公开组!E17 (会员): “maybe” is not yes/no (是/否, 有/无, Y/N, yes/no, true/false, √/×, 1/0)",
            "公开组!F17 (出生日期): “2008/13/01” is not a date (2008-05-01), a year and month (2008.05) or a year (2008)",
            "公开组!G17 (地区): “四川” is not a region of the rules file (石柱（石柱县、石柱土家族自治县）, 重庆（重庆市）, 市外（外地、外省、市外选手）; other spellings in brackets); write one of them, or add this spelling to the region in [regions]",
            "公开组!H17 (犯规): “-1” is not a count (a whole number of 0 or more; blank is 0)",
        ]
    );
}

#[test]
fn a_repeated_no_names_both_cells() {
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名")],
            &[N(1.0), N(17.0), T("a")],
            &[N(2.0), T("18"), T("b")],
            &[N(3.0), T("17"), T("c")],
        ],
    )]);
    assert_eq!(
        problems(&path, &["公开组"]),
        vec![
            "公开组!B4 (编号): “17” is already the 编号 of the player in B2; each player needs their own"
        ]
    );
}

#[test]
fn a_place_after_four_shared_fifths_must_be_ninth() {
    let rows: Vec<[V; 3]> = [1.0, 2.0, 3.0, 4.0, 5.0, 5.0, 5.0, 5.0, 6.0]
        .iter()
        .enumerate()
        .map(|(i, rank)| [N(*rank), N(i as f64 + 1.0), T("p")])
        .collect();
    let mut all: Vec<&[V]> = vec![&[T("名次"), T("编号"), T("姓名")]];
    all.extend(rows.iter().map(|r| &r[..]));
    let (_dir, path) = workbook(&[("公开组", &all)]);
    assert_eq!(
        problems(&path, &["公开组"]),
        vec!["公开组!A10 (名次): 4 players share 名次 5 (rows 6–9), so the next place is 9, not 6"]
    );
}

#[test]
fn a_missing_place_is_reported() {
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名")],
            &[N(1.0), N(1.0), T("a")],
            &[N(3.0), N(2.0), T("b")],
        ],
    )]);
    assert_eq!(
        problems(&path, &["公开组"]),
        vec!["公开组!A3 (名次): 名次 jumps from 1 to 3: no player has 名次 2"]
    );
}

#[test]
fn missing_required_columns_and_sheets_are_named() {
    let (_dir, path) = workbook(&[
        (
            "公开组",
            &[&[T("名次"), T("姓名"), T("单位")], &[N(1.0), T("a"), E]],
        ),
        ("Sheet2", &[]),
    ]);
    assert_eq!(
        problems(&path, &["公开组", "少儿组"]),
        vec![
            "少儿组: no such sheet in the workbook (it has: 公开组, Sheet2), and none with a 组别 column holding every group; name a sheet 少儿组 or choose one with --sheet 少儿组=SHEET",
            "公开组 (编号): required column is missing (header row 1 has 名次, 姓名, 单位); add it or rename the column that holds it",
        ]
    );
}

#[test]
fn problems_from_every_sheet_are_collected_and_grouped_down_a_column() {
    let bad_rows: Vec<[V; 3]> = (0..60).map(|_| [T("first"), N(1.0), T("a")]).collect();
    let mut all: Vec<&[V]> = vec![&[T("名次"), T("编号"), T("姓名")]];
    all.extend(bad_rows.iter().map(|r| &r[..]));
    let (_dir, path) = workbook(&[("公开组", &all), ("少儿组", &[&[T("名次")]])]);
    let found = problems(&path, &["公开组", "少儿组"]);
    // 60 bad places in rows 2-61, 59 repeats of 编号 1 (rows 3-61) and two
    // missing columns in 少儿组: four lines, every row named, none cut.
    assert_eq!(found.len(), 4, "{found:#?}");
    assert_eq!(
        found[0],
        "公开组 column 名次, rows 2–61 (60 rows): “first” is not a place (a whole number of 1 or more; also 第5名, 5., or 5-8 for a place shared by 4); write the place as a number, like 5"
    );
    assert_eq!(
        found[1],
        "公开组 column 编号, rows 3–61 (59 rows): “1” is already the 编号 of the player in B2; each player needs their own"
    );
}

/// Rewrite one part of an .xlsx archive.
fn patch_xlsx(path: &Path, part: &str, edit: impl Fn(String) -> String) {
    let bytes = std::fs::read(path).unwrap();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).unwrap();
        let name = file.name().unwrap().to_string();
        let mut content = Vec::new();
        file.read_to_end(&mut content).unwrap();
        if name == part {
            content = edit(String::from_utf8(content).unwrap()).into_bytes();
        }
        out.start_file(name, zip::write::SimpleFileOptions::default())
            .unwrap();
        out.write_all(&content).unwrap();
    }
    std::fs::write(path, out.finish().unwrap().into_inner()).unwrap();
}

#[test]
fn date_cells_of_a_1904_workbook_are_read_in_that_epoch() {
    // 38107 days after 1904-01-01 is 2008-05-01 (39569 − 1462).
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mac.xlsx");
    // Row 2's day count is formatted as a date, row 3's is a bare number.
    let open = Sheet::new("公开组", &["名次", "编号", "姓名", "出生日期"])
        .row(vec![
            "1".into(),
            "1".into(),
            "a".into(),
            Cell::DayNumber(38107.0),
        ])
        .row(vec![
            "2".into(),
            "2".into(),
            "b".into(),
            Cell::Number(38107.0),
        ]);
    write_workbook(&path, &[open]);
    patch_xlsx(&path, "xl/workbook.xml", |xml| {
        xml.replacen("<workbookPr ", "<workbookPr date1904=\"1\" ", 1)
    });
    let read = read_ok(&path, &["公开组"]);
    let p = &read.standings.groups[0].players;
    assert_eq!(p[0].birth_date, Some(date(2008, 5, 1)));
    assert_eq!(p[1].birth_date, Some(date(2008, 5, 1)));
}

#[test]
fn a_sheet_declaring_more_rows_than_excel_allows_is_refused() {
    let (_dir, path) = workbook(&[("公开组", &[&[T("名次"), T("编号"), T("姓名")]])]);
    patch_xlsx(&path, "xl/worksheets/sheet1.xml", |xml| {
        xml.replacen(
            "<dimension ref=\"A1:C1\"/>",
            "<dimension ref=\"A1:C2000000\"/>",
            1,
        )
    });
    assert_eq!(
        problems(&path, &["公开组"]),
        vec!["公开组: the sheet declares 2000000 rows; at most 1048576 are allowed"]
    );
}

/// The worked examples of the specification, copied into the repository.
const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/examples");

fn example(name: &str) -> PathBuf {
    Path::new(EXAMPLES).join(name)
}

#[test]
fn example_one_reads_ninety_open_and_forty_eight_youth_players() {
    let path = example("ex1-strict.xlsx");
    let read = read_ok(&path, &["公开组", "少儿组"]);
    let open = &read.standings.groups[0];
    let youth = &read.standings.groups[1];
    assert_eq!((open.players.len(), youth.players.len()), (90, 48));
    // Row 2, checked by eye: 名次 1, 编号 1046, 邵铭涵, 1999.1.28, 石柱, 会员 Y.
    let first = &open.players[0];
    assert_eq!(
        (
            first.row,
            first.rank,
            first.no.as_str(),
            first.name.as_str()
        ),
        (2, 1, "1046", "邵铭涵")
    );
    assert_eq!(first.birth_date, Some(date(1999, 1, 28)));
    assert_eq!(
        (first.region.clone(), first.member),
        (Some(Region::named("石柱")), true)
    );
    // Row 17: 性别 blank; ID 500106196605059670 has 7 as 17th digit: male.
    let p17 = open.players.iter().find(|p| p.row == 17).unwrap();
    assert_eq!(
        (p17.no.as_str(), p17.sex, p17.fouls),
        ("1035", Some(Sex::Male), 1)
    );
    // 少儿组 row 2: 丁英琪, 性别 blank, ID 500240200401249189 (8: female).
    let y2 = &youth.players[0];
    assert_eq!((y2.name.as_str(), y2.sex), ("丁英琪", Some(Sex::Female)));
    assert_eq!(y2.birth_date, Some(date(2004, 1, 24)));
    // The three reader warnings of ex1-strict.all.json, and the 备注
    // column of each sheet, which is not read.
    let warned: Vec<(&str, Option<u32>, &str)> = read
        .warnings
        .iter()
        .map(|w| (w.sheet.as_str(), w.row, english(w)))
        .collect();
    assert_eq!(
        warned,
        vec![
            ("公开组", None, "not read: 备注"),
            ("公开组", Some(24), "stated 男 but ID says 女; ID used"),
            (
                "公开组",
                Some(54),
                "stated 1989-12-24 but ID says 1988-11-19; ID used"
            ),
            ("少儿组", None, "not read: 备注"),
            (
                "少儿组",
                Some(24),
                "stated 2009-01-01 but ID says 2009-01-04; ID used"
            ),
        ]
    );
}

#[test]
fn example_two_reads_seventy_open_and_forty_youth_players() {
    let path = example("ex2-ties.xlsx");
    let read = read_ok(&path, &["公开组", "少儿组"]);
    let open = &read.standings.groups[0];
    let youth = &read.standings.groups[1];
    assert_eq!((open.players.len(), youth.players.len()), (70, 40));
    // Row 2: 名次 67, K1007, 性别 "M", 出生日期 "19871227".
    let first = &open.players[0];
    assert_eq!((first.rank, first.no.as_str()), (67, "K1007"));
    assert_eq!(first.sex, Some(Sex::Male));
    assert_eq!(first.birth_date, Some(date(1987, 12, 27)));
    // 少儿组 row 24: 侯华鹏, no 出生日期; ID 110105200712178712:
    // weighted sum 230, 230 mod 11 = 10 → 2 (valid); born 2007-12-17; 1: male.
    let y24 = youth.players.iter().find(|p| p.row == 24).unwrap();
    assert_eq!((y24.no.as_str(), y24.name.as_str()), ("17", "侯华鹏"));
    assert_eq!(y24.birth_date, Some(date(2007, 12, 17)));
    assert!(y24.completed);
    assert_eq!(read.warnings.len(), 5);
}

#[test]
fn a_sheet_name_with_stray_spaces_is_still_found_under_the_rules_name() {
    let (_dir, path) = workbook(&[(
        " 公开组 ",
        &[
            &[T("名次"), T("编号"), T("姓名")],
            &[N(1.0), N(1.0), T("a")],
        ],
    )]);
    let read = read_ok(&path, &["公开组"]);
    assert_eq!(read.standings.groups[0].sheet, "公开组");
    assert_eq!(read.standings.player_count(), 1);
}

#[test]
fn rows_stored_out_of_order_are_read_as_if_in_order() {
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[T("名次"), T("编号"), T("姓名")],
            &[N(1.0), N(1.0), T("a")],
            &[N(2.0), N(2.0), T("b")],
            &[N(2.0), N(3.0), T("c")],
        ],
    )]);
    // Move row 2 to the end of the sheet data.
    patch_xlsx(&path, "xl/worksheets/sheet1.xml", |xml| {
        let start = xml.find("<row r=\"2\"").unwrap();
        let end = start + xml[start..].find("</row>").unwrap() + "</row>".len();
        let row = xml[start..end].to_string();
        let rest = format!("{}{}", &xml[..start], &xml[end..]);
        rest.replacen("</sheetData>", &format!("{row}</sheetData>"), 1)
    });
    let read = read_ok(&path, &["公开组"]);
    let players: Vec<(u32, u32, &str)> = read.standings.groups[0]
        .players
        .iter()
        .map(|p| (p.row, p.rank, p.no.as_str()))
        .collect();
    assert_eq!(players, vec![(2, 1, "1"), (3, 2, "2"), (4, 2, "3")]);
}

#[test]
fn xls_and_ods_copies_of_example_one_give_the_same_standings() {
    let xlsx = read_ok(&example("ex1-strict.xlsx"), &["公开组", "少儿组"]);
    let formats = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/formats");
    for name in ["ex1-strict.xls", "ex1-strict.ods"] {
        let other = read_ok(&formats.join(name), &["公开组", "少儿组"]);
        assert_eq!(other.standings, xlsx.standings, "{name}");
        assert_eq!(other.warnings, xlsx.warnings, "{name}");
    }
}

/// A synthetic event of 300 + 100 players with realistic noise (blank
/// cells, stated values unlike the ID numbers), so that reading it warns.
fn noisy_event(seed: u64) -> xqprize_testkit::synthetic::SyntheticStandings {
    xqprize_testkit::synthetic::SyntheticEvent {
        open: 300,
        youth: 100,
        seed,
    }
    .build_noisy()
}

/// `standings` written as a workbook laid out as `layout`, and read back.
fn read_laid_out(
    standings: &xqprize_testkit::synthetic::SyntheticStandings,
    layout: xqprize_testkit::synthetic::Layout,
) -> Read {
    let bytes = standings.to_xlsx_bytes_with(layout).unwrap();
    crate::common::read_upload("standings.xlsx", bytes, &["公开组", "少儿组"]).unwrap()
}

#[test]
fn text_stored_in_each_cell_reads_as_text_in_the_shared_table_does() {
    use xqprize_testkit::synthetic::{Layout, Strings};
    // The warnings are compared too, not only the players.
    let standings = noisy_event(11);
    let read = |strings| read_laid_out(&standings, Layout::plain(strings));
    // The inline workbook really holds its text in its cells.
    let inline_bytes = standings
        .to_xlsx_bytes_with(Layout::plain(Strings::Inline))
        .unwrap();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(inline_bytes)).unwrap();
    let mut sheet = String::new();
    zip.by_name("xl/worksheets/sheet1.xml")
        .unwrap()
        .read_to_string(&mut sheet)
        .unwrap();
    assert!(sheet.contains("t=\"inlineStr\""));
    let (shared, inline) = (read(Strings::Shared), read(Strings::Inline));
    assert_eq!(inline.standings.player_count(), 400);
    assert!(!inline.warnings.is_empty());
    assert_eq!(inline.standings, shared.standings);
    assert_eq!(inline.warnings, shared.warnings);
}

#[test]
fn round_by_round_columns_no_rule_reads_change_no_player_and_are_named_once() {
    use xqprize_testkit::synthetic::{Layout, Strings};
    let standings = noisy_event(12);
    let read = |rounds| {
        let strings = Strings::Shared;
        read_laid_out(&standings, Layout { strings, rounds })
    };
    let (plain, mut rounds) = (read(false), read(true));
    // The players are the same; the round columns are kept as unread
    // headers, and none of them resembles a column (no 第1轮得分 is 积分).
    for group in &mut rounds.standings.groups {
        assert!(!group.unread.is_empty());
        for (_, header) in &group.unread {
            for column in xqprize::standings::Column::ALL {
                assert!(
                    !xqprize::standings::resemble::resembles(header, column),
                    "{header} {column}"
                );
            }
        }
        group.unread.clear();
    }
    assert_eq!(rounds.standings, plain.standings);
    // The same warnings, and one more a sheet: its columns left unread,
    // 11 rounds of 公开组 and 9 of 少儿组, two columns each.
    let unread: Vec<_> = rounds
        .warnings
        .iter()
        .filter(|w| !plain.warnings.contains(w))
        .collect();
    let counts: Vec<(String, usize)> = unread
        .iter()
        .map(|w| match &w.message {
            xqprize::msg::Msg::NotRead { headers } => {
                assert_eq!(headers[0], "第1轮对手");
                assert_eq!(headers[1], "第1轮得分");
                (w.sheet.clone(), headers.len())
            }
            other => panic!("unexpected warning {other:?}"),
        })
        .collect();
    assert_eq!(
        counts,
        [("公开组".to_string(), 22), ("少儿组".to_string(), 18)]
    );
    assert_eq!(rounds.warnings.len(), plain.warnings.len() + 2);
}

#[test]
fn a_workbook_in_traditional_characters_is_read_as_its_simplified_columns_and_values() {
    // Every header in traditional characters (繁體), the sheet 公開組 read
    // for the group 公开组, 男/女, 有/無 and the region 重慶市 read as their
    // simplified forms (重庆市 is a spelling of 重庆); names and clubs are
    // kept as written.
    #[rustfmt::skip]
    let (_dir, path) = workbook(&[(
        "公開組",
        &[
            &[T("名次"), T("編號"), T("姓名"), T("性別"), T("出生日期"), T("單位"), T("地區"),
              T("會員"), T("稱號"), T("積分"), T("對手分"), T("累進分"), T("勝局"), T("後走局數"),
              T("完賽"), T("違紀"), T("在校學生"), T("學生證明")],
            &[N(1.0), N(7.0), T("陳國華"), T("男"), E, T("香港象棋總會"), T("重慶市"),
              T("有"), E, N(9.0), E, E, E, E, E, E, E, E],
            &[N(2.0), N(8.0), T("黃麗萍"), T("女"), E, T("澳門象棋總會"), T("石柱"),
              T("無"), E, N(8.0), E, E, E, E, E, E, E, E],
        ],
    )]);
    let read = read_ok(&path, &["公开组"]);
    let group = &read.standings.groups[0];
    // The group keeps the rules file's name; cells are named on 公開組.
    assert_eq!(group.sheet, "公开组");
    assert_eq!(
        group.columns.iter().copied().collect::<Vec<_>>(),
        vec![
            Column::Rank,
            Column::No,
            Column::Name,
            Column::Sex,
            Column::BirthDate,
            Column::Club,
            Column::Title,
            Column::Region,
            Column::Member,
            Column::Score,
            Column::Progressive,
            Column::Wins,
            Column::Blacks,
            Column::OppScore,
            Column::Student,
            Column::StudentProof,
            Column::Completed,
            Column::Discipline,
        ]
    );
    let warned: Vec<&str> = read.warnings.iter().map(|w| english(w)).collect();
    assert!(!warned.iter().any(|w| w.contains("not read")), "{warned:?}");
    let p = &group.players;
    assert_eq!(
        (p[0].name.as_str(), p[1].name.as_str()),
        ("陳國華", "黃麗萍")
    );
    assert_eq!((p[0].sex, p[1].sex), (Some(Sex::Male), Some(Sex::Female)));
    assert_eq!((p[0].member, p[1].member), (true, false));
    assert_eq!(p[0].club, "香港象棋總會");
    assert_eq!(p[0].region, Some(Region::named("重庆")));
    assert_eq!(p[1].region, Some(Region::named("石柱")));
}

#[test]
fn a_missing_column_error_lists_every_header_of_the_row_as_written() {
    // 備註 names no column and 性別/出生日期 names two: both are in the
    // row, so both are listed, in the row's order, as written.
    let (_dir, path) = workbook(&[(
        "公开组",
        &[
            &[
                T("名次"),
                T("備註"),
                T("姓名"),
                T("單位"),
                T("性別/出生日期"),
            ],
            &[N(1.0), E, T("a"), E, E],
        ],
    )]);
    let found = problems(&path, &["公开组"]);
    assert!(
        found.contains(&"公开组 (编号): required column is missing (header row 1 has 名次, 備註, 姓名, 單位, 性別/出生日期); add it or rename the column that holds it".to_string()),
        "{found:#?}"
    );
}
