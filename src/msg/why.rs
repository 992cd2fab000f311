//! Why a player is in a pool or not, and what a subsidy's condition read:
//! the typed reasons the engine records (`Reason`, `Evidence`), and their
//! words, Chinese beside English. The values they carry are the cells as
//! read (地区, 性别, 称号 …) and the rules file's own names; the words are
//! only here, so `explain`, the qualifier sheet and the subsidy checks say
//! the same thing.

use super::Lang;
use crate::money::Money;

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

// ---- the words ----

fn yes_no(value: bool, lang: Lang) -> &'static str {
    match (value, lang) {
        (true, Lang::Zh) => "是",
        (false, Lang::Zh) => "否",
        (true, Lang::En) => "yes",
        (false, Lang::En) => "no",
    }
}

/// "13—14岁", "8岁以下", "9岁以上" (in English "aged 13 to 14" …).
pub fn age_band(min: Option<i32>, max: Option<i32>, lang: Lang) -> String {
    match (min, max, lang) {
        (Some(a), Some(b), Lang::Zh) => format!("{a}—{b}岁"),
        (None, Some(b), Lang::Zh) => format!("{b}岁以下"),
        (Some(a), None, Lang::Zh) => format!("{a}岁以上"),
        (None, None, Lang::Zh) => "不限年龄".to_string(),
        (Some(a), Some(b), Lang::En) => format!("aged {a} to {b}"),
        (None, Some(b), Lang::En) => format!("aged {b} or under"),
        (Some(a), None, Lang::En) => format!("aged {a} or over"),
        (None, None, Lang::En) => "any age".to_string(),
    }
}

impl Reason {
    /// The short label: 大师称号, 非石柱籍, 地区空白 … (the qualifier sheet's).
    pub fn label(&self, lang: Lang) -> String {
        let zh = lang == Lang::Zh;
        match self {
            Reason::Group { .. } => lang.pick("组别不符", "another group").into(),
            Reason::Sex { women: true, .. } => lang.pick("非女子", "not a woman").into(),
            Reason::Sex { women: false, .. } => lang.pick("非男子", "not a man").into(),
            Reason::Age { .. } => lang.pick("年龄不符", "age outside the band").into(),
            Reason::Region { want, .. } => match (want, zh) {
                (RegionWant::Home(name), true) => format!("非{name}"),
                (RegionWant::Local(list), true) => format!("非{}籍", list.join("/")),
                (RegionWant::Listed(list), true) => format!("非{}", list.join("/")),
                (RegionWant::Home(name), false) => format!("not from {name}"),
                (RegionWant::Local(list) | RegionWant::Listed(list), false) => {
                    format!("not from {}", list.join("/"))
                }
            },
            Reason::Member { members: true } => lang.pick("非会员", "not a member").into(),
            Reason::Member { members: false } => lang.pick("会员", "a member").into(),
            Reason::Master { master: true, .. } => lang.pick("大师称号", "master title").into(),
            Reason::Master { master: false, .. } => {
                lang.pick("无大师称号", "no master title").into()
            }
            Reason::Knockout { knockout: true, .. } => {
                lang.pick("进入淘汰赛", "played the knockout").into()
            }
            Reason::Knockout {
                knockout: false, ..
            } => lang.pick("未进入淘汰赛", "not in the knockout").into(),
            Reason::SexBlank => lang.pick("性别空白", "sex blank").into(),
            Reason::BirthDateBlank => lang.pick("无出生日期", "no birth date").into(),
            Reason::RegionBlank => lang.pick("地区空白", "region blank").into(),
        }
    }

    /// The value the reason rests on: "性别 男", "年龄 15，13—14岁"; none
    /// for a blank.
    pub fn detail(&self, lang: Lang) -> Option<String> {
        let zh = lang == Lang::Zh;
        Some(match self {
            Reason::Group { have, want } if zh => format!("组别 {have}，需要 {want}"),
            Reason::Group { have, want } => format!("group {have}, the pool is {want}"),
            Reason::Sex { have, .. } => format!("{} {have}", lang.pick("性别", "sex")),
            Reason::Age { age, min, max } if zh => {
                format!("年龄 {age}，{}", age_band(*min, *max, lang))
            }
            Reason::Age { age, min, max } => {
                format!("age {age}, {}", age_band(*min, *max, lang))
            }
            Reason::Region { have, .. } => format!("{} {have}", lang.pick("地区", "region")),
            Reason::Member { members } => {
                format!(
                    "{} {}",
                    lang.pick("会员", "member:"),
                    yes_no(!members, lang)
                )
            }
            Reason::Master { title, .. } => {
                let title = match (title.is_empty(), lang) {
                    (true, Lang::Zh) => "空白",
                    (true, Lang::En) => "blank",
                    (false, _) => title.as_str(),
                };
                format!("{} {title}", lang.pick("称号", "title"))
            }
            Reason::Knockout { rank, .. } => format!("{} {rank}", lang.pick("名次", "place")),
            Reason::SexBlank | Reason::BirthDateBlank | Reason::RegionBlank => return None,
        })
    }

    /// The label with its value: "非女子（性别 男）".
    pub fn phrase(&self, lang: Lang) -> String {
        match (self.detail(lang), lang) {
            (Some(detail), Lang::Zh) => format!("{}（{detail}）", self.label(lang)),
            (Some(detail), Lang::En) => format!("{} ({detail})", self.label(lang)),
            (None, _) => self.label(lang),
        }
    }
}

/// Each reason with its value, as "非女子（性别 男）；非会员（会员 否）".
pub fn phrases(reasons: &[&Reason], lang: Lang) -> String {
    let all: Vec<String> = reasons.iter().map(|r| r.phrase(lang)).collect();
    all.join(lang.pick("；", ", "))
}

impl Evidence {
    /// "在校学生 是", "犯规 0，违纪 否", "女子组第7名 1200.00".
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Evidence::Student(b) => {
                format!("{} {}", lang.pick("在校学生", "student:"), yes_no(*b, lang))
            }
            Evidence::StudentProof(b) => {
                format!("{} {}", lang.pick("学生证明", "proof:"), yes_no(*b, lang))
            }
            Evidence::Completed(b) => {
                format!(
                    "{} {}",
                    lang.pick("完赛", "played every round:"),
                    yes_no(*b, lang)
                )
            }
            Evidence::Conduct { fouls, discipline } => match lang {
                Lang::Zh => format!("犯规 {fouls}，违纪 {}", yes_no(*discipline, lang)),
                Lang::En => format!("fouls {fouls}, misconduct: {}", yes_no(*discipline, lang)),
            },
            Evidence::PlacePrizes(held) if held.is_empty() => {
                lang.pick("无名次奖", "no place prize").into()
            }
            Evidence::PlacePrizes(held) => {
                let each: Vec<String> = held
                    .iter()
                    .map(|h| match lang {
                        Lang::Zh => format!("{}第{}名 {}", h.schedule, h.place, h.amount),
                        Lang::En => format!("{} place {} {}", h.schedule, h.place, h.amount),
                    })
                    .collect();
                each.join(lang.pick("；", "; "))
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
