//! Why a player is in a pool or not, and what a subsidy's condition read:
//! the typed reasons the engine records (`Reason`, `Evidence`), and their
//! words, Chinese beside English. The values they carry are the cells as
//! read (地区, 性别, 称号 …) and the rules file's own names; the words are
//! only here, each entry's Chinese beside its English (`zh_en!`), so
//! `explain`, the qualifier sheet and the subsidy checks say the same thing.

use super::Lang;
use crate::money::Money;
use crate::vocab::Column;
use crate::zh_en;

/// One condition of a pool that a player fails, with the value it read.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reason {
    /// A player of another group: the sheet they are on, the group the pool draws.
    Group { have: String, want: String },
    /// 性别 not the pool's (`women`: the pool is the women's).
    Sex { have: String, women: bool },
    /// The age under the rules' age rule, outside the band.
    Age {
        age: i32,
        min: Option<i32>,
        max: Option<i32>,
    },
    /// The birth date (as a day), outside the window `from`..=`until`.
    Born {
        born: String,
        from: Option<String>,
        until: Option<String>,
    },
    /// 地区 not one the pool admits.
    Region { have: String, want: RegionWant },
    /// 会员 not as the pool wants (`members`: the pool is the members').
    Member { members: bool },
    /// 称号: a master title (`master`) where the pool wants none, or none
    /// where it wants one.
    Master { title: String, master: bool },
    /// Played the knockout (`knockout`) or not, against the pool's wish;
    /// the final place it rests on.
    Knockout { knockout: bool, rank: u32 },
    /// 性别 is blank.
    SexBlank,
    /// No birth date.
    BirthDateBlank,
    /// 地区 is blank.
    RegionBlank,
}

/// The regions a pool admits, as the regulation names them.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RegionWant {
    /// Every home region: the rules' name for them (本地, 重庆籍 …).
    Home(String),
    /// Some of the home regions (石柱 of 石柱 and 重庆).
    Local(Vec<String>),
    /// Regions beyond home (市外).
    Listed(Vec<String>),
    /// Regions the pool leaves out (`except_region`) that the player's
    /// region is, or lies inside.
    Except(Vec<String>),
}

/// What one condition of a subsidy read of a player.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Evidence {
    Student(bool),
    StudentProof(bool),
    Completed(bool),
    Conduct {
        fouls: u32,
        discipline: bool,
    },
    /// The place prizes the player holds (none: none).
    PlacePrizes(Vec<HeldPlace>),
}

/// A place prize a player holds, as a subsidy condition reads it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HeldPlace {
    /// The schedule's name in the rules file.
    pub schedule: String,
    pub place: u32,
    pub amount: Money,
}

// ---- the words, Chinese beside English ----

fn yes_no(value: bool, lang: Lang) -> &'static str {
    if value {
        zh_en!(lang, "是", "yes")
    } else {
        zh_en!(lang, "否", "no")
    }
}

/// "13—14岁", "8岁以下", "9岁以上" (in English "aged 13 to 14" …).
pub fn age_band(min: Option<i32>, max: Option<i32>, lang: Lang) -> String {
    match (min, max) {
        (Some(a), Some(b)) => zh_en!(lang, format!("{a}—{b}岁"), format!("aged {a} to {b}")),
        (None, Some(b)) => zh_en!(lang, format!("{b}岁以下"), format!("aged {b} or under")),
        (Some(a), None) => zh_en!(lang, format!("{a}岁以上"), format!("aged {a} or over")),
        (None, None) => zh_en!(lang, "不限年龄", "any age").to_string(),
    }
}

/// "2004-09-01及以后出生", "1965-01-01及以前出生",
/// "2009-01-01至2010-12-31出生" (both days included).
pub fn born_window(from: Option<&str>, until: Option<&str>, lang: Lang) -> String {
    match (from, until) {
        (Some(a), Some(b)) => zh_en!(lang, format!("{a}至{b}出生"), format!("born {a} to {b}")),
        (Some(a), None) => zh_en!(lang, format!("{a}及以后出生"), format!("born {a} or later")),
        (None, Some(b)) => zh_en!(
            lang,
            format!("{b}及以前出生"),
            format!("born {b} or earlier")
        ),
        (None, None) => zh_en!(lang, "不限出生日期", "any birth date").to_string(),
    }
}

impl Reason {
    /// The short label: 大师称号, 非石柱籍, 地区空白 … (the qualifier sheet's).
    pub fn label(&self, lang: Lang) -> String {
        match self {
            Reason::Group { .. } => zh_en!(lang, "组别不符", "another group").into(),
            Reason::Sex { women: true, .. } => zh_en!(lang, "非女子", "not a woman").into(),
            Reason::Sex { women: false, .. } => zh_en!(lang, "非男子", "not a man").into(),
            Reason::Age { .. } => zh_en!(lang, "年龄不符", "age outside the band").into(),
            Reason::Born { .. } => zh_en!(lang, "出生日期不符", "born outside the window").into(),
            Reason::Region { want, .. } => match want {
                RegionWant::Home(name) => {
                    zh_en!(lang, format!("非{name}"), format!("not from {name}"))
                }
                RegionWant::Local(list) => zh_en!(
                    lang,
                    format!("非{}籍", list.join("/")),
                    format!("not from {}", list.join("/"))
                ),
                RegionWant::Listed(list) => zh_en!(
                    lang,
                    format!("非{}", list.join("/")),
                    format!("not from {}", list.join("/"))
                ),
                RegionWant::Except(list) => zh_en!(
                    lang,
                    format!("{}除外", list.join("/")),
                    format!("{} left out", list.join("/"))
                ),
            },
            Reason::Member { members: true } => zh_en!(lang, "非会员", "not a member").into(),
            Reason::Member { members: false } => zh_en!(lang, "会员", "a member").into(),
            Reason::Master { master: true, .. } => zh_en!(lang, "大师称号", "master title").into(),
            Reason::Master { master: false, .. } => {
                zh_en!(lang, "无大师称号", "no master title").into()
            }
            Reason::Knockout { knockout: true, .. } => {
                zh_en!(lang, "进入淘汰赛", "played the knockout").into()
            }
            Reason::Knockout {
                knockout: false, ..
            } => zh_en!(lang, "未进入淘汰赛", "not in the knockout").into(),
            Reason::SexBlank => zh_en!(lang, "性别空白", "sex blank").into(),
            Reason::BirthDateBlank => zh_en!(lang, "无出生日期", "no birth date").into(),
            Reason::RegionBlank => zh_en!(lang, "地区空白", "region blank").into(),
        }
    }

    /// The value the reason rests on: "性别 男", "年龄 15，13—14岁"; none
    /// for a blank.
    pub fn detail(&self, lang: Lang) -> Option<String> {
        Some(match self {
            Reason::Group { have, want } => zh_en!(
                lang,
                format!("组别 {have}，需要 {want}"),
                format!("group {have}, the pool is {want}")
            ),
            Reason::Sex { have, .. } => zh_en!(lang, format!("性别 {have}"), format!("sex {have}")),
            Reason::Age { age, min, max } => {
                let band = age_band(*min, *max, lang);
                zh_en!(
                    lang,
                    format!("年龄 {age}，{band}"),
                    format!("age {age}, {band}")
                )
            }
            Reason::Born { born, from, until } => {
                let window = born_window(from.as_deref(), until.as_deref(), lang);
                zh_en!(
                    lang,
                    format!("出生日期 {born}，{window}"),
                    format!("born {born}, {window}")
                )
            }
            Reason::Region { have, .. } => {
                zh_en!(lang, format!("地区 {have}"), format!("region {have}"))
            }
            Reason::Member { members } => {
                let have = yes_no(!members, lang);
                zh_en!(lang, format!("会员 {have}"), format!("member: {have}"))
            }
            Reason::Master { title, .. } if title.is_empty() => {
                zh_en!(lang, "称号 空白", "title blank").to_string()
            }
            Reason::Master { title, .. } => {
                zh_en!(lang, format!("称号 {title}"), format!("title {title}"))
            }
            Reason::Knockout { rank, .. } => {
                zh_en!(lang, format!("名次 {rank}"), format!("place {rank}"))
            }
            Reason::SexBlank | Reason::BirthDateBlank | Reason::RegionBlank => return None,
        })
    }

    /// The label with its value: "非女子（性别 男）".
    pub fn phrase(&self, lang: Lang) -> String {
        let label = self.label(lang);
        match self.detail(lang) {
            Some(detail) => zh_en!(
                lang,
                format!("{label}（{detail}）"),
                format!("{label} ({detail})")
            ),
            None => label,
        }
    }
}

/// Each reason with its value, as "非女子（性别 男）；非会员（会员 否）".
pub fn phrases(reasons: &[&Reason], lang: Lang) -> String {
    let all: Vec<String> = reasons.iter().map(|r| r.phrase(lang)).collect();
    all.join(zh_en!(lang, "；", ", "))
}

/// A subsidy's condition as the catalogue words it: the rules'
/// `SubsidyCondition` and the engine's `Evidence` each name one, so that
/// the 学生补贴核对 sheet's headers and `explain` read the same words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Requirement {
    Student,
    StudentProof,
    Completed,
    Conduct,
    NoPlacePrize,
}

impl Requirement {
    /// The condition in the regulation's words (在校大学生), or in English.
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            Requirement::Student => zh_en!(lang, "在校大学生", "University student"),
            Requirement::StudentProof => {
                zh_en!(lang, "学生证或学籍证明", "Student card or enrolment proof")
            }
            Requirement::Completed => zh_en!(lang, "赛完全部赛程", "Played every round"),
            Requirement::Conduct => {
                zh_en!(lang, "无违规违纪及蓄意犯规", "No foul or misconduct")
            }
            Requirement::NoPlacePrize => zh_en!(lang, "未获得名次奖励", "No place prize"),
        }
    }
}

impl Evidence {
    /// The condition the evidence is read for, in the regulation's words.
    pub fn condition(&self, lang: Lang) -> &'static str {
        let requirement = match self {
            Evidence::Student(_) => Requirement::Student,
            Evidence::StudentProof(_) => Requirement::StudentProof,
            Evidence::Completed(_) => Requirement::Completed,
            Evidence::Conduct { .. } => Requirement::Conduct,
            Evidence::PlacePrizes(_) => Requirement::NoPlacePrize,
        };
        requirement.words(lang)
    }

    /// "在校学生 是", "犯规 0，违纪 否", "女子组第7名 1200.00".
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Evidence::Student(b) => {
                let b = yes_no(*b, lang);
                zh_en!(lang, format!("在校学生 {b}"), format!("student: {b}"))
            }
            Evidence::StudentProof(b) => {
                let b = yes_no(*b, lang);
                zh_en!(lang, format!("学生证明 {b}"), format!("proof: {b}"))
            }
            Evidence::Completed(b) => {
                let b = yes_no(*b, lang);
                zh_en!(
                    lang,
                    format!("完赛 {b}"),
                    format!("played every round: {b}")
                )
            }
            Evidence::Conduct { fouls, discipline } => {
                let d = yes_no(*discipline, lang);
                zh_en!(
                    lang,
                    format!("犯规 {fouls}，违纪 {d}"),
                    format!("fouls {fouls}, misconduct: {d}")
                )
            }
            Evidence::PlacePrizes(held) if held.is_empty() => {
                zh_en!(lang, "无名次奖", "no place prize").into()
            }
            Evidence::PlacePrizes(held) => {
                let each: Vec<String> = held
                    .iter()
                    .map(|h| {
                        let (name, place, amount) = (&h.schedule, h.place, h.amount);
                        zh_en!(
                            lang,
                            format!("{name}第{place}名 {amount}"),
                            format!("{name} place {place} {amount}")
                        )
                    })
                    .collect();
                each.join(zh_en!(lang, "；", "; "))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_read_as_the_regulation_words_them_in_chinese() {
        let sex = Reason::Sex {
            have: "男".into(),
            women: true,
        };
        assert_eq!(sex.phrase(Lang::Zh), "非女子（性别 男）");
        assert_eq!(sex.phrase(Lang::En), "not a woman (sex 男)");
        let local = Reason::Region {
            have: "重庆".into(),
            want: RegionWant::Local(vec!["石柱".into()]),
        };
        assert_eq!(local.phrase(Lang::Zh), "非石柱籍（地区 重庆）");
        let age = Reason::Age {
            age: 15,
            min: Some(13),
            max: Some(14),
        };
        assert_eq!(age.phrase(Lang::Zh), "年龄不符（年龄 15，13—14岁）");
        assert_eq!(Reason::BirthDateBlank.phrase(Lang::Zh), "无出生日期");
        let master = Reason::Master {
            title: String::new(),
            master: false,
        };
        assert_eq!(master.phrase(Lang::Zh), "无大师称号（称号 空白）");
        assert_eq!(master.phrase(Lang::En), "no master title (title blank)");
    }

    #[test]
    fn no_reason_in_english_carries_a_chinese_word_of_its_own() {
        let reasons = [
            Reason::Group {
                have: String::new(),
                want: String::new(),
            },
            Reason::Sex {
                have: String::new(),
                women: false,
            },
            Reason::Age {
                age: 9,
                min: None,
                max: Some(8),
            },
            Reason::Region {
                have: String::new(),
                want: RegionWant::Home(String::new()),
            },
            Reason::Member { members: false },
            Reason::Master {
                title: String::new(),
                master: true,
            },
            Reason::Knockout {
                knockout: false,
                rank: 40,
            },
            Reason::BirthDateBlank,
        ];
        for r in &reasons {
            let en = r.phrase(Lang::En);
            assert!(
                !en.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{en}"
            );
        }
        let evidence = Evidence::PlacePrizes(vec![HeldPlace {
            schedule: "女子组".into(),
            place: 7,
            amount: Money::yuan(1200),
        }]);
        assert_eq!(evidence.render(Lang::Zh), "女子组第7名 1200.00");
        assert_eq!(evidence.render(Lang::En), "女子组 place 7 1200.00");
    }
}

/// How a player came to a schedule's place that is not their own place in
/// its pool: the engine records it, the lists and `explain` say it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Placing {
    /// 名次顺延: players ahead in the pool held prizes they could not
    /// combine with this one; `rank` is the player's own final place (名次),
    /// `own` their place in the pool.
    PassedDown { rank: u32, own: u32 },
    /// 递补: the pool left the place vacant and it went to the next best
    /// player of these regions.
    Filled { regions: Vec<String> },
    /// 名额: a place reserved for `name` (楼冈棋手) given to the player, whose
    /// own final place `rank` is below the places paid.
    Reserved { name: String, rank: u32 },
    /// 名额: the player's place (own, within those paid) went to a player of
    /// the sub-pool `name`.
    GaveWay { name: String },
}

/// After the name of a reserved player paid a fixed amount instead of the
/// place's, on the award list: （楼冈棋手未进前4名，定额）.
pub fn fixed_amount_note(name: &str, top: Option<u32>, lang: Lang) -> String {
    match top {
        Some(top) => zh_en!(
            lang,
            format!("（{name}未进前{top}名，定额）"),
            format!(" ({name} outside the first {top}: fixed amount)")
        ),
        None => zh_en!(
            lang,
            format!("（{name}，定额）"),
            format!(" ({name}: fixed amount)")
        ),
    }
}

/// After the name of a winner whose own final place is not the place paid,
/// on the award list: （名次第3）.
pub fn own_place_note(rank: u32, lang: Lang) -> String {
    zh_en!(
        lang,
        format!("（名次第{rank}）"),
        format!(" (final place {rank})")
    )
}

/// After the name of a player whom the column `by` (the 预赛名次) set apart
/// from others of his final place, on the award list:
/// （名次并列第5，按预赛名次分列）; without the place where the name already
/// says it (顺延, 名额).
pub fn tie_apart_note(rank: Option<u32>, by: Column, lang: Lang) -> String {
    let (zh, en) = (by.header(), tie_break_words(by));
    match rank {
        Some(rank) => zh_en!(
            lang,
            format!("（名次并列第{rank}，按{zh}分列）"),
            format!(" (tied on final place {rank}, set apart by the {en})")
        ),
        None => zh_en!(
            lang,
            format!("（名次并列，按{zh}分列）"),
            format!(" (tied on the final place, set apart by the {en})")
        ),
    }
}

/// A column that sets tied players apart, in English words.
fn tie_break_words(by: Column) -> &'static str {
    match by {
        Column::PrelimRank => "preliminary place",
        other => other.alias(),
    }
}

impl Placing {
    /// After the winner's name on the award list: （名次第10，顺延）.
    pub fn note(&self, lang: Lang) -> String {
        match self {
            Placing::PassedDown { rank, .. } => zh_en!(
                lang,
                format!("（名次第{rank}，顺延）"),
                format!(" (final place {rank}, passed down)")
            ),
            Placing::Filled { .. } => zh_en!(lang, "（递补）".to_string(), " (filled)".to_string()),
            Placing::Reserved { name, rank } => zh_en!(
                lang,
                format!("（名次第{rank}，{name}名额）"),
                format!(" (final place {rank}, reserved for {name})")
            ),
            Placing::GaveWay { name } => zh_en!(
                lang,
                format!("（名次让给{name}名额）"),
                format!(" (place given to {name})")
            ),
        }
    }
}
