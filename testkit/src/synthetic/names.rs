//! The vocabulary of synthetic standings: surnames, given-name characters,
//! clubs and ID area codes. Names are drawn at random from common characters;
//! the names of well-known xiangqi players are refused so that no row reads as
//! a real person.

use super::Region;
use super::Sex;
use super::dice::Dice;

const SURNAMES: &[&str] = &[
    "王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭",
    "何", "高", "林", "罗", "郑", "梁", "谢", "宋", "唐", "许", "韩", "冯", "邓", "曹", "彭", "曾",
    "肖", "田", "董", "袁", "潘", "于", "蒋", "蔡", "余", "杜", "叶", "程", "苏", "魏", "吕", "丁",
    "任", "沈", "姚", "卢", "姜", "崔", "钟", "谭", "陆", "汪", "范", "金", "石", "廖", "贾", "夏",
    "韦", "付", "方", "白", "邹", "孟", "熊", "秦", "邱", "江", "尹", "薛", "闫", "段", "雷", "侯",
    "龙", "史", "陶", "黎", "贺", "顾", "毛", "郝", "龚", "邵", "万", "钱", "严", "覃", "冉", "向",
    "谯", "谷", "牟", "饶",
];

const MALE_CHARS: &[&str] = &[
    "伟", "强", "磊", "军", "勇", "杰", "涛", "斌", "超", "明", "刚", "平", "辉", "鹏", "华", "飞",
    "鑫", "波", "宇", "浩", "凯", "健", "俊", "帆", "帅", "旭", "宁", "龙", "林", "阳", "洋", "峰",
    "建", "国", "志", "文", "德", "海", "川", "松", "柏", "远", "翔", "航", "晨", "睿", "轩", "博",
    "渝", "铭", "泽", "锋", "毅", "荣", "昌", "成", "兴", "亮", "彬", "坤",
];

const FEMALE_CHARS: &[&str] = &[
    "芳", "娜", "敏", "静", "丽", "艳", "娟", "霞", "燕", "玲", "婷", "雪", "琳", "莉", "颖", "倩",
    "洁", "萍", "红", "梅", "慧", "瑶", "欣", "怡", "悦", "雨", "佳", "蕾", "薇", "茜", "璐", "晶",
    "月", "丹", "妍", "琪", "思", "诗", "涵", "彤",
];

/// Names of well-known players and officials that a random draw must not produce.
const REFUSED: &[&str] = &[
    "许银川",
    "吕钦",
    "胡荣华",
    "赵国荣",
    "王天一",
    "郑惟桐",
    "洪智",
    "蒋川",
    "汪洋",
    "孙勇征",
    "赵鑫鑫",
    "谢靖",
    "徐超",
    "李少庚",
    "唐丹",
    "王琳娜",
    "赵冠芳",
    "郭莉萍",
    "伍霞",
    "陈幸琳",
    "刘欢",
    "张强",
    "许国义",
    "孟辰",
    "黎德志",
    "陈丽淳",
    "时凤兰",
    "党斐",
    "王跃飞",
    "张江",
    "谢岿",
    "才溢",
    "郭凤达",
    "洪磊鑫",
    "许文章",
    "柳大华",
    "杨官璘",
    "李来群",
    "于幼华",
    "陶汉明",
];

/// A random name of two or three characters for someone of `sex`.
pub fn person_name(dice: &mut Dice, sex: Sex) -> String {
    loop {
        let chars = match sex {
            Sex::Male => MALE_CHARS,
            Sex::Female => {
                if dice.chance(0.2) {
                    MALE_CHARS
                } else {
                    FEMALE_CHARS
                }
            }
        };
        let mut name = dice.pick(SURNAMES).to_string();
        name.push_str(dice.pick(chars));
        if dice.chance(0.7) {
            name.push_str(dice.pick(chars));
        }
        if !REFUSED.contains(&name.as_str()) {
            return name;
        }
    }
}

/// The club of the 2019 event's organizer; its members form the 会员组 pools.
pub const HOME_CLUB: &str = "露遥象棋俱乐部";

const SHIZHU_CLUBS: &[&str] = &[
    "石柱县象棋协会",
    "露遥象棋俱乐部",
    "石柱县南宾镇棋友会",
    "石柱县西沱镇象棋队",
    "石柱县教育局",
    "个人",
];
const CHONGQING_CLUBS: &[&str] = &[
    "重庆棋院",
    "渝中区棋友会",
    "渝北区象棋俱乐部",
    "沙坪坝区象棋协会",
    "涪陵区棋院",
    "万州区象棋俱乐部",
    "江北区棋类协会",
    "九龙坡区象棋俱乐部",
    "南岸区弈友象棋俱乐部",
    "黔江区棋协",
    "个人",
];
const OUTSIDE_CLUBS: &[&str] = &[
    "四川成都棋院",
    "贵州贵阳象棋俱乐部",
    "湖北恩施象棋队",
    "湖南长沙象棋会",
    "广东深圳象棋俱乐部",
    "云南昆明棋协",
    "陕西西安象棋协会",
    "个人",
];
const CHONGQING_UNIVERSITIES: &[&str] = &["重庆大学", "西南大学", "重庆邮电大学", "西南政法大学"];
const OUTSIDE_UNIVERSITIES: &[&str] = &["四川大学", "西南交通大学", "贵州大学", "湖北民族大学"];
const YOUTH_CLUBS_SHIZHU: &[&str] = &[
    "石柱县少儿象棋培训中心",
    "石柱县实验小学",
    "石柱县南宾小学",
    "石柱中学",
];
const YOUTH_CLUBS_CHONGQING: &[&str] = &[
    "渝北区少儿象棋俱乐部",
    "沙坪坝区棋院少儿部",
    "南岸区弈天象棋学校",
    "重庆棋院少儿班",
    "涪陵区青少年活动中心",
];
const YOUTH_CLUBS_OUTSIDE: &[&str] = &["成都少儿象棋俱乐部", "贵阳棋童象棋学校", "恩施少儿棋社"];

/// Area codes (first six ID digits) by region: 石柱 is 500240; the rest of
/// Chongqing its districts; outside, a spread of other provinces.
const SHIZHU_AREAS: &[&str] = &["500240"];
const CHONGQING_AREAS: &[&str] = &[
    "500101", "500102", "500103", "500105", "500106", "500107", "500108", "500112", "500114",
];
const OUTSIDE_AREAS: &[&str] = &[
    "510104", "510107", "520102", "422801", "430102", "440305", "530102", "610113",
];

pub fn club(dice: &mut Dice, region: Option<Region>) -> &'static str {
    match region {
        Some(Region::Shizhu) => dice.pick(SHIZHU_CLUBS),
        Some(Region::Chongqing) | None => dice.pick(CHONGQING_CLUBS),
        Some(Region::Outside) => dice.pick(OUTSIDE_CLUBS),
    }
}

pub fn university(dice: &mut Dice, region: Option<Region>) -> &'static str {
    match region {
        Some(Region::Outside) => dice.pick(OUTSIDE_UNIVERSITIES),
        _ => dice.pick(CHONGQING_UNIVERSITIES),
    }
}

pub fn youth_club(dice: &mut Dice, region: Option<Region>) -> &'static str {
    match region {
        Some(Region::Shizhu) => dice.pick(YOUTH_CLUBS_SHIZHU),
        Some(Region::Chongqing) | None => dice.pick(YOUTH_CLUBS_CHONGQING),
        Some(Region::Outside) => dice.pick(YOUTH_CLUBS_OUTSIDE),
    }
}

/// An ID area code for someone registered in `region`; a player with a blank
/// region still has an ID from somewhere.
pub fn area(dice: &mut Dice, region: Option<Region>) -> &'static str {
    match region {
        Some(Region::Shizhu) => dice.pick(SHIZHU_AREAS),
        Some(Region::Chongqing) => dice.pick(CHONGQING_AREAS),
        Some(Region::Outside) => dice.pick(OUTSIDE_AREAS),
        None => {
            if dice.chance(0.5) {
                dice.pick(CHONGQING_AREAS)
            } else {
                dice.pick(OUTSIDE_AREAS)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_two_or_three_characters_and_never_refused() {
        let mut dice = Dice::new(3);
        for i in 0..5000 {
            let sex = if i % 3 == 0 { Sex::Female } else { Sex::Male };
            let name = person_name(&mut dice, sex);
            let n = name.chars().count();
            assert!(n == 2 || n == 3, "{name}");
            assert!(!REFUSED.contains(&name.as_str()));
        }
    }
}
