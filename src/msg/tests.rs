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
        "「第5名」不是名次。名次应为 1 或更大的整数，如 5；也可写作 第5名、5.，并列名次可写作 5-8。请只填数字：5。"
    );
    assert_eq!(
        place("2.5"),
        "「2.5」不是名次。名次应为 1 或更大的整数，如 5；也可写作 第5名、5.，并列名次可写作 5-8。名次不能有小数，请改为整数名次。"
    );
    assert_eq!(
        place("裁判长：胡智慧"),
        "「裁判长：胡智慧」不是名次。名次应为 1 或更大的整数，如 5；也可写作 第5名、5.，并列名次可写作 5-8。若这是表尾说明行，请确认该行没有编号和姓名；否则请改为该选手的名次。"
    );
    assert_eq!(
        Msg::RankNotAPlace {
            value: "第5名".to_string()
        }
        .render(Lang::En),
        "“第5名” is not a place (a whole number of 1 or more; also 第5名, 5., or 5-8 for a place shared by 4); write the place as a number, like 5"
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
        "奖项「overall」：各名次金额合计 61600.00，与所写合计 60600.00 不符。请核对。"
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

/// A sample value of each type a message's facts are made of.
pub(super) trait Sample {
    fn sample() -> Self;
}

impl Sample for String {
    fn sample() -> Self {
        "5".to_string()
    }
}
impl Sample for &'static str {
    fn sample() -> Self {
        ".ods"
    }
}
impl Sample for crate::vocab::Column {
    fn sample() -> Self {
        crate::vocab::Column::BirthDate
    }
}
impl Sample for SkipKind {
    fn sample() -> Self {
        SkipKind::Footer
    }
}
impl Sample for bool {
    fn sample() -> Self {
        true
    }
}
impl Sample for char {
    fn sample() -> Self {
        'X'
    }
}
macro_rules! sample_number {
    ($($t:ty),*) => {$(
        impl Sample for $t {
            fn sample() -> Self {
                3
            }
        }
    )*};
}
sample_number!(u32, u64, usize, i32, i64);
impl Sample for super::Payee {
    fn sample() -> Self {
        super::Payee {
            group: "公开组".to_string(),
            no: "17".to_string(),
            name: "张三".to_string(),
        }
    }
}
impl<T: Sample> Sample for Vec<T> {
    fn sample() -> Self {
        vec![T::sample(), T::sample()]
    }
}
impl<T: Sample> Sample for Option<T> {
    fn sample() -> Self {
        Some(T::sample())
    }
}
impl<T: Sample> Sample for Box<T> {
    fn sample() -> Self {
        Box::new(T::sample())
    }
}
impl<A: Sample, B: Sample> Sample for (A, B) {
    fn sample() -> Self {
        (A::sample(), B::sample())
    }
}
impl Sample for Msg {
    fn sample() -> Self {
        Msg::CellBlank
    }
}
impl Sample for super::why::Requirement {
    fn sample() -> Self {
        super::why::Requirement::Student
    }
}
impl Sample for Owner {
    fn sample() -> Self {
        Owner::Schedule("overall".to_string())
    }
}
impl Sample for OwnerKind {
    fn sample() -> Self {
        OwnerKind::Subsidy
    }
}
impl Sample for AmendVerb {
    fn sample() -> Self {
        AmendVerb::Changes
    }
}
impl Sample for AmountFault {
    fn sample() -> Self {
        AmountFault::TooPrecise
    }
}
impl Sample for TableName {
    fn sample() -> Self {
        TableName::Schedule
    }
}
impl Sample for Expected {
    fn sample() -> Self {
        Expected::Amount
    }
}
impl Sample for TomlType {
    fn sample() -> Self {
        TomlType::Decimal
    }
}
impl Sample for Who {
    fn sample() -> Self {
        Who {
            no: "12".to_string(),
            name: "张三".to_string(),
            rank: 7,
            row: 8,
        }
    }
}
impl Sample for Order {
    fn sample() -> Self {
        Order {
            above: Who::sample(),
            below: Who::sample(),
            equal: vec!["积分".to_string()],
            column: "累进分".to_string(),
            fewer_first: false,
            values: ("50".to_string(), "55".to_string()),
        }
    }
}
impl Sample for Knockout {
    fn sample() -> Self {
        Knockout::Bracket {
            place: 5,
            players: vec![Who::sample(); 3],
            size: 32,
        }
    }
}
impl Sample for Tie {
    fn sample() -> Self {
        Tie {
            schedule: "women".to_string(),
            schedule_name: "女子组".to_string(),
            place: 3,
            players: vec![("7".to_string(), "李四".to_string()); 2],
            group: "公开组".to_string(),
            rank: 9,
            amounts: vec!["800.00".to_string(), "600.00".to_string()],
        }
    }
}

/// Words of three or more Latin letters a Chinese message may hold: rules-file
/// keys and values, table names, file kinds, the program and its commands.
const ZH_ALLOWED: &[&str] = &[
    // The command-line option `--prizes-per-player`.
    "prizes",
    "per",
    "player",
    // The paid results file and the keys that place a fault in it
    // (`paid.*`).
    "results",
    "json",
    "payouts",
    "total",
    "awards",
    "subsidies",
    "payments",
    "chosen",
    "budget",
    "standing",
    "unless",
    "players",
    "top",
    "amount",
    "prize",
    "reserved",
    // The setting `id_document` and its `column`.
    "document",
    // The keys of a team prize (`[[teams]]`).
    "teams",
    "counted",
    "unlisted",
    "not",
    "combined",
    "fill",
    "from",
    "pool",
    "stacking",
    "one",
    "header",
    "born",
    "until",
    "aliases",
    "name",
    "ignore",
    "columns",
    "master",
    "titles",
    "xqprize",
    "check",
    "toml",
    "xlsx",
    "xls",
    "overall",
    "women",
    "schedules",
    "subsidies",
    "qualifiers",
    "groups",
    "amendments",
    "changes",
    "sections",
    "places",
    "levels",
    "phases",
    "tiebreaks",
    "knockout",
    "swiss",
    "column",
    "first",
    "more",
    "fewer",
    "audit",
    "refuse",
    "true",
    "false",
    "age",
    "min",
    "max",
    "region",
    "within",
    "except",
    "sheet",
    "settings",
    "budget",
    "tax",
    "xlsb",
    "ods",
    "out",
    "force",
    "kind",
    "exempt",
    "rule",
    "completed",
    "years",
    "date",
    "home",
    "regions",
    "conditions",
    "pool",
    "group",
    "from",
    "rate",
    "amounts",
    "gross",
    "net",
    "period",
    "other",
    "codes",
    // Names a treasurer sees on screen: Notepad's encodings, the command.
    "gbk",
    "ansi",
    "utf",
    "init",
    // The event file's option `--events` and the command `record`.
    "events",
    "record",
    "XQPRIZE",
    "EVENTS",
];

/// Chinese an English message may hold outside quotes: column headers, sheet
/// names and the regulation's terms given beside their English.
const EN_ALLOWED: &[&str] = &[
    "第5名",
    "石柱土家族自治县",
    "石柱县",
    "重庆市",
    "外地",
    "外省",
    "市外选手",
    "名次核对",
    "预赛名次",
    "积分",
    "累进分",
    "竞赛规程",
    "说明",
    "名次",
    "编号",
    "姓名",
    "身份证号",
    "出生日期",
    "性别",
    "会员",
    "称号",
    "在校学生",
    "地区",
    "组别",
    "张三",
    "李四",
    "女子组",
    "公开组",
    "重庆籍",
    "男性",
    "女性",
    "男子",
    "女子",
    "是",
    "否",
    "有",
    "无",
    "男",
    "女",
    "石柱",
    "重庆",
    "市外",
    "年",
    "月",
    "日",
];

fn is_cjk(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c) || ('\u{3000}'..='\u{303f}').contains(&c)
}

fn latin_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .map(str::to_lowercase)
        .filter(|w| !ZH_ALLOWED.contains(&w.as_str()))
        .collect()
}

/// The text with quoted values (“…”, "…", 「…」) and allowed terms removed.
fn outside_quotes(text: &str) -> String {
    let mut out = String::new();
    let mut close: Option<char> = None;
    for c in text.chars() {
        match close {
            Some(end) if c == end => close = None,
            Some(_) => {}
            None => match c {
                '“' => close = Some('”'),
                '"' => close = Some('"'),
                '「' => close = Some('」'),
                _ => out.push(c),
            },
        }
    }
    EN_ALLOWED.iter().fold(out, |s, term| s.replace(term, ""))
}

#[test]
fn examples_walk_every_kind_in_catalogue_order() {
    let codes: Vec<&str> = examples().iter().map(Msg::code).collect();
    assert_eq!(codes, CODES);
}

#[test]
fn every_kind_reads_in_chinese_and_in_english() {
    let mut faults = Vec::new();
    for m in examples() {
        let (zh, en) = (m.render(Lang::Zh), m.render(Lang::En));
        let code = m.code();
        if zh.trim().is_empty() || en.trim().is_empty() {
            faults.push(format!("{code}: empty"));
            continue;
        }
        if !zh.chars().any(is_cjk) {
            faults.push(format!("{code} zh has no Chinese: {zh}"));
        }
        let words = latin_words(&zh);
        if !words.is_empty() {
            faults.push(format!("{code} zh has English {words:?}: {zh}"));
        }
        let rest = outside_quotes(&en);
        if rest.chars().any(is_cjk) {
            faults.push(format!("{code} en has Chinese: {en}"));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn a_warning_quotes_the_value_its_row_holds() {
    let other = Msg::RegionOther {
        value: "山西省".to_string(),
        region: "市外".to_string(),
    };
    assert_eq!(other.quoted_value(), Some("山西省"));
    let disagrees = Msg::RegionDisagrees {
        stated: "重庆市".to_string(),
        id: "140102200801010011".to_string(),
        id_region: "市外".to_string(),
    };
    assert_eq!(disagrees.quoted_value(), Some("重庆市"));
    let sex = Msg::SexUnknown {
        value: "M?".to_string(),
    };
    assert_eq!(sex.quoted_value(), Some("M?"));
    assert_eq!(Msg::CellBlank.quoted_value(), None);
}

#[test]
fn output_problems_say_where_what_and_what_to_do_in_chinese() {
    let folder = Msg::OutputIsFolder {
        path: "out/results.json".to_string(),
    };
    assert_eq!(
        folder.render(Lang::Zh),
        "out/results.json 是一个文件夹，输出文件不能写在它的位置上，未写出任何文件。请移走或改名该文件夹，或用 --out 另选输出文件夹。"
    );
    let locked = Msg::OutputReadOnly {
        path: "out/payouts.xlsx".to_string(),
    };
    assert_eq!(
        locked.render(Lang::Zh),
        "out/payouts.xlsx 是只读文件，加 --force 也不会替换，未写出任何文件。如要替换，请先取消其只读属性，或用 --out 另选输出文件夹。"
    );
    let kept = Msg::OutputNotRestored {
        path: "out/awards.xlsx".to_string(),
        backup: "out/.awards.xlsx.xqprize-old-42".to_string(),
        detail: "Access is denied.".to_string(),
    };
    assert_eq!(
        kept.render(Lang::Zh),
        "写出失败后未能恢复原来的 out/awards.xlsx，原文件保存在 out/.awards.xlsx.xqprize-old-42。请将 out/.awards.xlsx.xqprize-old-42 改名为 out/awards.xlsx。"
    );
    assert_eq!(
        Msg::OutputInterrupted.render(Lang::Zh),
        "运行被中止，未写出任何文件，临时文件已删除。"
    );
}

/// The areas' catalogues split the words of every kind among them: each kind
/// has its words in exactly one area's file, the one `words::render` sends it
/// to, and that area is the one its code's prefix names (`rules.…` in
/// `rules.rs`). An arm left in the wrong file, or a kind listed in one area
/// with its words in another, fails here.
#[test]
fn every_kind_has_its_words_in_the_one_area_its_code_names() {
    let mut faults = Vec::new();
    for m in examples() {
        let code = m.code();
        let prefix = code.split('.').next().unwrap_or(code);
        for lang in [Lang::Zh, Lang::En] {
            let found: Vec<(&str, String)> = (words::AREAS.iter())
                .filter_map(|(area, _, words)| words(&m, lang).map(|w| (*area, w)))
                .collect();
            let [(area, text)] = found.as_slice() else {
                let areas: Vec<&str> = found.iter().map(|(a, _)| *a).collect();
                faults.push(format!("{code}: words in {} areas {areas:?}", areas.len()));
                continue;
            };
            let prefixes = (words::AREAS.iter())
                .find(|(name, ..)| name == area)
                .map_or(&[][..], |(_, prefixes, _)| *prefixes);
            if !prefixes.contains(&prefix) {
                faults.push(format!(
                    "{code}: words in {area}, whose codes are {prefixes:?}"
                ));
            }
            if m.render(lang) != *text {
                faults.push(format!(
                    "{code}: words in {area}, but listed in another area"
                ));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// A code's prefix names one area, so a new kind's file is never a choice.
#[test]
fn each_code_prefix_belongs_to_one_area() {
    let mut seen: std::collections::BTreeMap<&str, Vec<&str>> = Default::default();
    for (area, prefixes, _) in words::AREAS {
        for prefix in *prefixes {
            seen.entry(prefix).or_default().push(area);
        }
    }
    let twice: Vec<_> = seen.iter().filter(|(_, areas)| areas.len() > 1).collect();
    assert!(twice.is_empty(), "{twice:?}");
    let unnamed: Vec<&str> = (CODES.iter())
        .map(|code| code.split('.').next().unwrap_or(code))
        .filter(|prefix| !seen.contains_key(prefix))
        .collect();
    assert!(unnamed.is_empty(), "{unnamed:?}");
}

#[test]
fn an_english_count_of_one_takes_the_singular_word() {
    assert_eq!(count(1, "payee", "payees"), "1 payee");
    assert_eq!(count(2, "payee", "payees"), "2 payees");
    assert_eq!(count(0, "team", "teams"), "0 teams");
    assert_eq!(count(1usize, "person", "people"), "1 person");
    assert_eq!(count(11, "person", "people"), "11 people");
}

#[test]
fn the_records_totals_line_says_1_payee_and_2_payees() {
    let line = text::collection_totals((1, "5,000.00"), (2, "3,500.00"), (0, "0.00"), Lang::En);
    assert_eq!(
        line,
        "collected 1 payee 5,000.00, open 2 payees 3,500.00, forfeited 0 payees 0.00"
    );
    let line = text::collection_totals((1, "5,000.00"), (2, "3,500.00"), (0, "0.00"), Lang::Zh);
    assert_eq!(
        line,
        "已领 1 人 5,000.00 元，未领 2 人 3,500.00 元，放弃 0 人 0.00 元"
    );
}
