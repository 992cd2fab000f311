//! Headers as people write them (docs/input.md#headers-a-person-would-recognise):
//! a hint in brackets or an English word after the Chinese name is not part
//! of the name (`bare`), and a header the tool cannot place may still look
//! like a column (`resembles`), which the rules check turns into an error
//! where that column is missing or would come from a fallback.
//!
//! "Looks like" is decided by three tests a reviewer can follow, on the
//! header with its spaces, hints and case folded away:
//!
//! 1. it contains one of the column's Chinese names or one of its
//!    distinctive parts (`PARTS`: 犯规 in 犯规次数合计, 会员 in 会员情况,
//!    预赛 or 决赛前 in 决赛前排名);
//! 2. one of its English words is the column's alias or an English word for
//!    it (`WORDS`: Gender, DOB, Points);
//! 3. it differs by one character from a Chinese name of three or four
//!    characters, or by two from a longer one (身分证号, 出身日期). Names
//!    beginning 是否/有无 are left out of this test: 是否党员 is not 是否会员.
//!
//! Two-character names (性别, 会员) are only ever found whole: one character
//! in common is no likeness. 备注, 联系电话, 手机号码 and the like contain no
//! name or part of any column, so they are never taken for one.

use std::borrow::Cow;

use super::Column;

/// Distinctive parts of each column's names and the words people put in
/// their place: a header containing one resembles the column.
fn parts(column: Column) -> &'static [&'static str] {
    match column {
        Column::Rank => &["名次", "排名"],
        Column::No => &["编号"],
        Column::Name => &["姓名"],
        Column::Sex => &["性别", "男女"],
        Column::BirthDate => &["出生", "生日", "生年"],
        Column::IdNumber => &["身份证", "证件", "身份号码"],
        Column::IdType => &["证件类型", "证件种类"],
        Column::Club => &["单位", "代表队", "俱乐部"],
        Column::Title => &["称号", "等级"],
        Column::Region => &["地区", "籍贯", "户籍", "区域", "省份", "省市", "所在地"],
        Column::Member => &["会员"],
        Column::PrelimRank => &["预赛", "淘汰赛", "决赛前", "初赛"],
        Column::Score => &["积分", "总分"],
        Column::Progressive => &["累进"],
        Column::Wins => &["胜局", "胜场", "胜数"],
        Column::Fouls => &["犯规"],
        Column::Blacks => &["后走", "后手", "执黑"],
        Column::OppScore => &["对手分", "对手积分"],
        Column::Student => &["在校", "学生"],
        Column::StudentProof => &["学生证", "学籍", "证明"],
        Column::Completed => &["完赛", "全程", "完成", "弃赛", "退赛"],
        Column::Discipline => &["违纪", "纪律", "处罚"],
        Column::Group => &["组别"],
    }
}

/// English words for each column besides its alias.
fn words(column: Column) -> &'static [&'static str] {
    match column {
        Column::Rank => &["place", "ranking"],
        Column::No => &["number"],
        Column::Name => &[],
        Column::Sex => &["sex"],
        Column::BirthDate => &["birth", "birthday", "dob", "born"],
        Column::IdNumber => &["id", "idcard"],
        Column::IdType => &["document"],
        Column::Club => &["team"],
        Column::Title => &[],
        Column::Region => &["province", "city"],
        Column::Member => &["membership"],
        Column::PrelimRank => &["prelim", "preliminary"],
        Column::Score => &["points", "pts"],
        Column::Progressive => &[],
        Column::Wins => &["won"],
        Column::Fouls => &["foul"],
        Column::Blacks => &["black"],
        Column::OppScore => &["opponent", "opponents"],
        Column::Student => &[],
        Column::StudentProof => &["proof"],
        Column::Completed => &["finished"],
        Column::Discipline => &[],
        Column::Group => &[],
    }
}

/// Brackets a hint may stand in at the end of a header: (opening, closing).
const BRACKETS: [(char, char); 5] = [
    ('(', ')'),
    ('（', '）'),
    ('[', ']'),
    ('【', '】'),
    ('〔', '〕'),
];

/// A header without its hints: every bracketed hint at its end (（必填）,
/// (Y/N), [选填]) and an English word or two after the Chinese name
/// (姓名 Name, 出生日期 Date of birth), as long as something is left.
/// A header of English words alone is kept as it is.
pub fn bare(text: &str) -> Cow<'_, str> {
    let mut s = text.trim_end_matches(super::is_space);
    loop {
        let before = s;
        if let Some(close) = s.chars().last() {
            if let Some((open, _)) = BRACKETS.iter().find(|(_, c)| *c == close) {
                if let Some(at) = s.rfind(*open) {
                    let head = s[..at].trim_end_matches(super::is_space);
                    if !head.is_empty() {
                        s = head;
                    }
                }
            }
        }
        // English after Chinese: the tail of ASCII letters, spaces and
        // joining marks, when it holds a letter and Chinese stands before.
        let tail_start = s
            .char_indices()
            .rev()
            .take_while(|(_, c)| {
                c.is_ascii_alphabetic() || super::is_space(*c) || matches!(c, '_' | '-' | '.' | '/')
            })
            .last()
            .map(|(i, _)| i);
        if let Some(at) = tail_start {
            let head = s[..at].trim_end_matches(super::is_space);
            let tail = &s[at..];
            if tail.chars().any(|c| c.is_ascii_alphabetic())
                && head
                    .chars()
                    .last()
                    .is_some_and(|c| is_chinese(c) || BRACKETS.iter().any(|(_, b)| *b == c))
            {
                s = head;
            }
        }
        if s == before {
            break;
        }
    }
    if s.len() == text.len() {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(s.to_string())
    }
}

/// Whether a header is one round's column (第1轮得分, 第十一轮对手, R3,
/// Round 3): the round-by-round results no rule reads, never a column.
fn is_round(folded: &str) -> bool {
    let numbered = |rest: &str| {
        rest.chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || "一二三四五六七八九十".contains(c))
    };
    (folded.starts_with('第') && folded.contains('轮'))
        || folded.strip_prefix("round").is_some_and(numbered)
        || folded.strip_prefix('r').is_some_and(numbered)
}

fn is_chinese(c: char) -> bool {
    matches!(c, '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}')
}

/// Whether a header the tool did not read looks like `column`'s
/// (the module's three tests).
pub fn resembles(header: &str, column: Column) -> bool {
    let bare = bare(header);
    let folded = crate::vocab::key(&bare).to_lowercase();
    if folded.is_empty() || is_round(&folded) {
        return false;
    }
    let chinese_names = || {
        [column.header()]
            .into_iter()
            .chain(column.also_accepted().iter().copied())
    };
    if chinese_names()
        .chain(parts(column).iter().copied())
        .any(|name| folded.contains(name))
    {
        return true;
    }
    let english: Vec<String> = header
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    let alias = column.alias();
    let alias_words: Vec<&str> = alias.split('_').collect();
    if english
        .iter()
        .any(|w| w == alias || words(column).contains(&w.as_str()))
        || (alias_words.len() > 1 && alias_words.iter().all(|a| english.iter().any(|w| w == a)))
        || english.concat() == alias.replace('_', "")
    {
        return true;
    }
    let length = folded.chars().count();
    chinese_names()
        .filter(|name| !name.starts_with("是否") && !name.starts_with("有无"))
        .any(|name| {
            let n = name.chars().count();
            let allowed = match n {
                0..=2 => 0,
                3 | 4 => 1,
                _ => 2,
            };
            allowed > 0
                && length.abs_diff(n) <= allowed
                && strsim::levenshtein(&folded, name) <= allowed
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_and_english_words_after_the_name_are_dropped() {
        for (text, expected) in [
            ("性别(M/F)", "性别"),
            ("身份证号码（18位）", "身份证号码"),
            ("出生年月(yyyy.mm)", "出生年月"),
            ("会员[选填]", "会员"),
            ("姓名 Name", "姓名"),
            ("名次 Rank", "名次"),
            ("出生日期 Date of birth", "出生日期"),
            ("姓名（必填）Name", "姓名"),
            ("积分（调整后）", "积分"),
            ("是否违纪(Y/N)", "是否违纪"),
            // Kept: nothing before the hint, English alone, digits.
            ("(备注)", "(备注)"),
            ("Name", "Name"),
            ("birth_date", "birth_date"),
            ("第1轮", "第1轮"),
            ("R1", "R1"),
        ] {
            assert_eq!(bare(text), expected, "{text}");
        }
    }

    /// Headers seen in workbooks as people retype them, each with the
    /// column it must be taken for.
    #[test]
    fn headers_people_write_resemble_their_column() {
        for (text, column) in [
            ("性别(M/F)", Column::Sex),
            ("选手性别", Column::Sex),
            ("Gender", Column::Sex),
            ("Sex", Column::Sex),
            ("会员情况", Column::Member),
            ("是否为会员", Column::Member),
            ("Membership", Column::Member),
            ("身份证号码（18位）", Column::IdNumber),
            ("身分证号", Column::IdNumber),
            ("证件号", Column::IdNumber),
            ("ID No.", Column::IdNumber),
            ("出生年月(yyyy.mm)", Column::BirthDate),
            ("出身日期", Column::BirthDate),
            ("出生年月日", Column::BirthDate),
            ("Date of birth", Column::BirthDate),
            ("DOB", Column::BirthDate),
            ("犯规次数合计", Column::Fouls),
            ("累计犯规", Column::Fouls),
            ("决赛前排名", Column::PrelimRank),
            ("预赛排名", Column::PrelimRank),
            ("积分（调整后）", Column::Score),
            ("总积分", Column::Score),
            ("Points", Column::Score),
            ("累进积分", Column::Progressive),
            ("胜场数", Column::Wins),
            ("后手局", Column::Blacks),
            ("对手积分", Column::OppScore),
            ("在校学生(是/否)", Column::Student),
            ("是否学生", Column::Student),
            ("学生证明材料", Column::StudentProof),
            ("学籍证明", Column::StudentProof),
            ("是否完成比赛", Column::Completed),
            ("是否弃赛", Column::Completed),
            ("违纪情况", Column::Discipline),
            ("纪律处罚", Column::Discipline),
            ("所在地区", Column::Region),
            ("省份", Column::Region),
            ("Province", Column::Region),
        ] {
            assert!(resembles(text, column), "{text} should resemble {column}");
        }
    }

    /// Columns the header row is found by, or no rule reads: never looked
    /// for among unread headers (选手 in 选手身份 is no 姓名).
    const FOUND_BY_NAME: [Column; 5] = [
        Column::Rank,
        Column::No,
        Column::Name,
        Column::Club,
        Column::Group,
    ];

    /// Columns found in workbooks that are no field: never taken for one.
    #[test]
    fn other_columns_resemble_no_field() {
        for text in [
            "备注",
            "联系电话",
            "手机号码",
            "电话",
            "手机",
            "微信",
            "邮箱",
            "签名",
            "领奖签名",
            "年龄",
            "第1轮",
            "第11轮",
            "第1轮得分",
            "第十一轮对手",
            "第3轮先后手",
            "R3",
            "Round 3",
            "R1",
            "对局",
            "序",
            "备注2",
            "Remark",
            "Phone",
            "Notes",
            "奖金",
            "奖项",
            "金额",
            "是否党员",
            "是否住宿",
            "教练",
            "领队",
            "Coach",
            "选手身份",
        ] {
            for column in Column::ALL
                .into_iter()
                .filter(|c| !FOUND_BY_NAME.contains(c))
            {
                assert!(
                    !resembles(text, column),
                    "{text} should resemble no field, not {column}"
                );
            }
        }
    }

    #[test]
    fn a_two_character_name_is_never_matched_by_one_character() {
        assert!(!resembles("级别", Column::Sex));
        assert!(!resembles("会费", Column::Member));
        assert!(!resembles("分区", Column::Region));
        assert!(!resembles("违约", Column::Discipline));
        assert!(!resembles("瑞士轮积分", Column::PrelimRank));
    }
}
