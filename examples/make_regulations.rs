//! Writes the standings of the corpus of real regulations in
//! `tests/regulations/<case>/standings.xlsx`: for each public regulation a
//! small field made up for it (names, 单位, sex and birth dates where a clause
//! needs them), with the ties, boundary birthdays and mixed fields that its
//! prize clauses must be tried on. Everything is computed from the row's
//! index, so the bytes never change; the names are invented.
//!
//! Run `cargo run --example make_regulations` after changing a case; the
//! files are committed. Each case's `regulation.md` lists the rows its
//! hand-worked money depends on, and `expected.json` holds that money.

use std::path::Path;
use xqprize_testkit::workbook::{Cell, Sheet, write_workbook};

const SURNAMES: [&str; 37] = [
    "王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭",
    "何", "高", "林", "罗", "郑", "梁", "谢", "宋", "唐", "许", "韩", "冯", "邓", "曹", "彭", "曾",
    "肖", "田", "董", "潘", "袁",
];

const GIVEN: [&str; 53] = [
    "建国", "志强", "海涛", "文博", "子轩", "浩然", "宇航", "俊杰", "明辉", "国庆", "立新", "晓东",
    "振华", "永胜", "天佑", "思远", "家豪", "鹏飞", "伟", "磊", "勇", "军", "斌", "超", "刚", "峰",
    "涛", "杰", "毅", "鑫", "嘉乐", "一鸣", "梓豪", "铭远", "卫东", "德胜", "承志", "少华", "健",
    "晨", "博文", "泽宇", "辰逸", "云龙", "长青", "春生", "兆丰", "金山", "耀祖", "守仁", "秋实",
    "正阳", "新民",
];

const GIRLS: [&str; 8] = [
    "雨萱", "思琪", "欣怡", "佳怡", "梦瑶", "晓雯", "婉婷", "诗涵",
];

/// The 编号 of the player on row `r` (0-based, in place order) of a field of
/// `n`: a registration number that is not the place (13 is prime to every
/// field size used here).
fn number(r: usize, n: usize) -> u32 {
    ((r * 13) % n + 1) as u32
}

/// A made-up name, different for every row of a sheet (`salt` varies the
/// names between sheets).
fn name(r: usize, salt: usize, girl: bool) -> String {
    let surname = SURNAMES[(r + salt * 5) % SURNAMES.len()];
    if girl {
        format!("{surname}{}", GIRLS[(r + salt) % GIRLS.len()])
    } else {
        format!("{surname}{}", GIVEN[(r * 3 + salt * 7) % GIVEN.len()])
    }
}

/// The 名次 of each row of a field of `n`: 1, 2, … with each `(place,
/// count)` of `ties` shared by `count` rows.
fn places(n: usize, ties: &[(usize, usize)]) -> Vec<u32> {
    let mut out = Vec::with_capacity(n);
    let mut r = 0;
    while r < n {
        let place = r + 1;
        let count = ties
            .iter()
            .find(|(p, _)| *p == place)
            .map_or(1, |(_, c)| *c);
        for _ in 0..count.min(n - r) {
            out.push(place as u32);
        }
        r += count;
    }
    out
}

/// One sheet's field: how many players, the shared places, which rows are
/// girls, the birth date of each row (when the sheet has the column), and
/// the 单位 the players come from.
struct Field<'a> {
    sheet: &'a str,
    n: usize,
    ties: &'a [(usize, usize)],
    girls: &'a [usize],
    birth: Option<&'a dyn Fn(usize) -> (u16, u8, u8)>,
    units: &'a [&'a str],
    salt: usize,
}

impl Field<'_> {
    fn sheet(&self) -> Sheet {
        let with_sex = !self.girls.is_empty();
        let mut headers = vec!["名次", "编号", "姓名"];
        if with_sex {
            headers.push("性别");
        }
        if self.birth.is_some() {
            headers.push("出生日期");
        }
        headers.extend(["单位", "积分"]);
        let mut sheet = Sheet::new(self.sheet, &headers);
        let ranks = places(self.n, self.ties);
        for (r, &rank) in ranks.iter().enumerate() {
            let girl = self.girls.contains(&r);
            let mut row = vec![
                Cell::from(rank),
                Cell::from(number(r, self.n)),
                Cell::from(name(r, self.salt, girl).as_str()),
            ];
            if with_sex {
                row.push(Cell::from(if girl { "女" } else { "男" }));
            }
            if let Some(birth) = self.birth {
                let (y, m, d) = birth(r);
                row.push(Cell::Date(y, m, d));
            }
            row.push(Cell::from(
                self.units[(r * 7 + self.salt) % self.units.len()],
            ));
            // 2-1-0 scoring over 9 rounds: from 16 down by place, the same
            // for players sharing a 名次.
            let first = ranks.iter().position(|&p| p == rank).unwrap_or(r);
            row.push(Cell::Number(16.0 - (first * 12 / self.n) as f64));
            sheet = sheet.row(row);
        }
        sheet
    }
}

fn write(case: &str, fields: &[Field]) {
    write_with(case, fields, Vec::new());
}

/// `write`, with more sheets after the fields' (a team standings sheet).
fn write_with(case: &str, fields: &[Field], more: Vec<Sheet>) {
    let mut sheets: Vec<Sheet> = fields.iter().map(Field::sheet).collect();
    sheets.extend(more);
    write_sheets(case, &sheets);
}

fn write_sheets(case: &str, sheets: &[Sheet]) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/regulations")
        .join(case);
    std::fs::create_dir_all(&dir).expect("the case folder");
    write_workbook(&dir.join("standings.xlsx"), sheets);
    println!("wrote {}", dir.join("standings.xlsx").display());
}

/// The sheet with one more column, `header`, its cell on each row (0-based,
/// in place order) given by `cell`: 完赛 for a refund paid after the whole
/// event, a mark the committee sets.
fn with_column(mut sheet: Sheet, header: &str, cell: impl Fn(usize) -> Cell) -> Sheet {
    for (r, row) in sheet.rows.iter_mut().enumerate() {
        row.push(if r == 0 {
            Cell::from(header)
        } else {
            cell(r - 1)
        });
    }
    sheet
}

/// 完赛: 否 on the rows of `withdrew`, 是 on the others.
fn completed(withdrew: &'static [usize]) -> impl Fn(usize) -> Cell {
    move |r| Cell::from(if withdrew.contains(&r) { "否" } else { "是" })
}

/// An ordinary date, spread over a span of years from the row's index.
fn spread(first_year: u16, years: usize) -> impl Fn(usize) -> (u16, u8, u8) {
    move |r| {
        (
            first_year + (r % years) as u16,
            ((r * 5) % 12 + 1) as u8,
            ((r * 7) % 28 + 1) as u8,
        )
    }
}

fn main() {
    let none: &[usize] = &[];

    // 2013 张瑞图杯 (晋江): places 1–18; two tied at 7 (places 7–8 pay
    // differently), two tied at 18 (the second place beyond the schedule);
    // the player placed 34 withdrew (no refund of the 押金).
    let zhangruitu = Field {
        sheet: "个人公开赛",
        n: 40,
        ties: &[(7, 2), (18, 2)],
        girls: none,
        birth: None,
        units: &[
            "晋江市象棋协会",
            "泉州市棋院",
            "厦门市象棋协会",
            "福州市象棋协会",
            "石狮市",
            "南安市",
            "广东",
            "浙江",
        ],
        salt: 0,
    };
    write_sheets(
        "zhangruitu-2013",
        &[with_column(zhangruitu.sheet(), "完赛", completed(&[33]))],
    );

    // 2013 过宫炮杯 (成都): places in ranges; a tie at 10 across the 7–10 /
    // 11–15 boundary and three tied at 15 across 11–15 / 16–20.
    write(
        "guogongpao-2013",
        &[Field {
            sheet: "个人赛",
            n: 48,
            ties: &[(10, 2), (15, 3)],
            girls: none,
            birth: None,
            units: &[
                "成都府河象棋培训中心",
                "锦江区",
                "武侯区",
                "青羊区",
                "金牛区",
                "绵阳市",
                "德阳市",
                "重庆市",
            ],
            salt: 1,
        }],
    );

    // 2013 财神杯: a 16-player knockout, places shared by each round's
    // losers (3–4, 5–8, 9–16).
    write(
        "caishen-2013",
        &[Field {
            sheet: "淘汰赛",
            n: 16,
            ties: &[(3, 2), (5, 4), (9, 8)],
            girls: none,
            birth: None,
            units: &[
                "广东",
                "上海",
                "北京",
                "湖北",
                "浙江",
                "江苏",
                "河北",
                "黑龙江",
            ],
            salt: 2,
        }],
    );

    // 2015 凤岗 国庆季度赛 (东莞): places 1–20 in ranges; two tied at 8
    // (places 8–9 pay 500 and 300), three tied at 12 (places 12–14 pay 300,
    // 200, 200); the player placed 48 withdrew (no refund of the 保证金).
    let fenggang = Field {
        sheet: "个人赛",
        n: 56,
        ties: &[(8, 2), (12, 3)],
        girls: none,
        birth: None,
        units: &[
            "东莞凤岗",
            "广州",
            "深圳",
            "佛山",
            "湖北",
            "湖南",
            "广西",
            "江西",
            "香港",
        ],
        salt: 3,
    };
    write_sheets(
        "fenggang-2015",
        &[with_column(fenggang.sheet(), "完赛", completed(&[47]))],
    );

    // 2025 凤岗 粤港澳棋王 vs 广东十虎: about 40 invited players, eight places;
    // the team match's sheet beside them (`fenggang_2025_teams`).
    write_with(
        "fenggang-2025",
        &[Field {
            sheet: "个人赛",
            n: 40,
            ties: &[],
            girls: none,
            birth: None,
            units: &[
                "广东十虎",
                "香港",
                "澳门",
                "广州",
                "深圳",
                "东莞",
                "佛山",
                "珠海",
            ],
            salt: 15,
        }],
        vec![fenggang_2025_teams()],
    );

    // 合肥市首届象棋棋王赛: places 1–12, no tie.
    write(
        "hefei-2012",
        &[Field {
            sheet: "个人赛",
            n: 36,
            ties: &[],
            girls: none,
            birth: None,
            units: &[
                "合肥市天星棋校",
                "包河区",
                "蜀山区",
                "庐阳区",
                "瑶海区",
                "中国科学技术大学",
                "合肥工业大学",
                "安徽大学",
            ],
            salt: 4,
        }],
    );

    // 2015 學佰兿七宝象棋月赛 (上海): eight places; two tied at 5.
    write(
        "qibao-2015",
        &[Field {
            sheet: "月赛",
            n: 24,
            ties: &[(5, 2)],
            girls: none,
            birth: None,
            units: &["學佰兿", "闵行区", "徐汇区", "松江区", "长宁区"],
            salt: 5,
        }],
    );

    // 2018 滕州 久泰红木杯: 成人组 (16周岁以上) and 少年组 (16周岁及以下); the
    // adults' 2nd place turned 17 on the event day.
    let adults = |r: usize| {
        if r == 1 {
            (2001, 5, 13)
        } else {
            spread(1950, 50)(r)
        }
    };
    let juniors = spread(2003, 9);
    write(
        "tengzhou-2018",
        &[
            Field {
                sheet: "成人组",
                n: 40,
                ties: &[],
                girls: none,
                birth: Some(&adults),
                units: &[
                    "滕州市象棋协会",
                    "枣庄市",
                    "薛城区",
                    "山亭区",
                    "微山县",
                    "邹城市",
                ],
                salt: 6,
            },
            Field {
                sheet: "少年组",
                n: 20,
                ties: &[],
                girls: none,
                birth: Some(&juniors),
                units: &["滕州市少儿棋院", "实验小学", "善国中学", "北辛中学"],
                salt: 7,
            },
        ],
    );

    // 2021 西安 启杰·鑫棋道杯: four school-year groups, boys and girls in one
    // field, the boys' places paid.
    let schools: &[&str] = &[
        "鑫棋道象棋俱乐部",
        "雁塔区",
        "碑林区",
        "莲湖区",
        "长安区",
        "高新一中",
        "铁一中",
    ];
    let xian = [
        Field {
            sheet: "初高中组",
            n: 16,
            ties: &[],
            girls: &[1, 6, 12],
            birth: None,
            units: schools,
            salt: 8,
        },
        Field {
            sheet: "五六年级组",
            n: 16,
            ties: &[],
            girls: &[0, 4],
            birth: None,
            units: schools,
            salt: 9,
        },
        Field {
            sheet: "三四年级组",
            n: 16,
            ties: &[],
            girls: &[3, 5],
            birth: None,
            units: schools,
            salt: 10,
        },
        Field {
            sheet: "一二年级组",
            n: 16,
            ties: &[],
            girls: &[2, 9],
            birth: None,
            units: schools,
            salt: 11,
        },
    ];
    // 风尚奖: the committee's eight, marked 是 on 初高中组 (rows placed 8, 9,
    // 11, 14) and √ on 三四年级组 (placed 1, 4, 15, 16, the others 否); the
    // column is there, empty, on the other two sheets.
    let marked: [&[(usize, &str)]; 4] = [
        &[(7, "是"), (8, "是"), (10, "是"), (13, "是")],
        &[],
        &[(0, "√"), (3, "√"), (14, "√"), (15, "√")],
        &[],
    ];
    let sheets: Vec<Sheet> = xian
        .iter()
        .zip(marked)
        .enumerate()
        .map(|(i, (field, marked))| {
            with_column(field.sheet(), "风尚奖", |r| {
                match marked.iter().find(|(row, _)| *row == r) {
                    Some((_, mark)) => Cell::from(*mark),
                    None if i == 2 => Cell::from("否"),
                    None => Cell::blank(),
                }
            })
        })
        .collect();
    write_sheets("xian-qijie-2021", &sheets);

    // 2009 东湖棋院杯 (广州): 儿童组 2000年以后出生, 少年组 1993—1999年出生;
    // on each sheet one player born outside the window within the paid
    // places, and players born on the boundary days.
    let children = |r: usize| match r {
        2 => (1999, 12, 20),
        4 => (2000, 1, 1),
        _ => spread(2000, 4)(r),
    };
    let juniors = |r: usize| match r {
        1 => (1999, 12, 31),
        4 => (1992, 12, 31),
        6 => (1993, 1, 1),
        _ => spread(1993, 7)(r),
    };
    let clubs: &[&str] = &[
        "广东东湖棋院",
        "清水濠小学",
        "越秀区",
        "天河区",
        "海珠区",
        "荔湾区",
        "番禺区",
    ];
    write(
        "donghu-2009",
        &[
            Field {
                sheet: "儿童组",
                n: 20,
                ties: &[],
                girls: none,
                birth: Some(&children),
                units: clubs,
                salt: 12,
            },
            Field {
                sheet: "少年组",
                n: 24,
                ties: &[],
                girls: none,
                birth: Some(&juniors),
                units: clubs,
                salt: 13,
            },
        ],
    );

    // 2017 龙井市预选赛暨少年象棋锦标赛: four groups by birth window, boys
    // and girls ranked apart; on three sheets one player born a day outside
    // the window, and players born on the boundary days.
    let jia = |r: usize| match r {
        0 => (2001, 1, 1),
        1 => (2000, 12, 31),
        _ => spread(2001, 2)(r),
    };
    let yi = |r: usize| match r {
        0 => (2005, 1, 1),
        3 => (2004, 12, 31),
        _ => spread(2003, 2)(r),
    };
    let bing = spread(2005, 2);
    let ding = |r: usize| {
        if r == 0 {
            (2006, 12, 31)
        } else {
            spread(2007, 3)(r)
        }
    };
    let schools: &[&str] = &[
        "龙井市实验小学",
        "龙井市第三中学",
        "龙井市高级中学",
        "龙井市北山小学",
        "智新镇学校",
        "东盛涌镇学校",
    ];
    write(
        "longjing-2017",
        &[
            Field {
                sheet: "甲组",
                n: 14,
                ties: &[],
                girls: &[2, 5, 9, 12],
                birth: Some(&jia),
                units: schools,
                salt: 16,
            },
            Field {
                sheet: "乙组",
                n: 14,
                ties: &[],
                girls: &[0, 6, 10],
                birth: Some(&yi),
                units: schools,
                salt: 17,
            },
            Field {
                sheet: "丙组",
                n: 12,
                ties: &[],
                girls: &[4, 7, 8],
                birth: Some(&bing),
                units: schools,
                salt: 18,
            },
            Field {
                sheet: "丁组",
                n: 12,
                ties: &[],
                girls: &[1, 3, 11],
                birth: Some(&ding),
                units: schools,
                salt: 19,
            },
        ],
    );

    // 全国象棋棋后赛 (泰顺): the sixteen women of the rating list, places 1–8
    // played off in two brackets after a Swiss, 9–16 by the Swiss.
    let everyone: Vec<usize> = (0..16).collect();
    write(
        "qihou-2017",
        &[Field {
            sheet: "棋后赛",
            n: 16,
            ties: &[],
            girls: &everyone,
            birth: None,
            units: &[
                "浙江",
                "广东",
                "北京",
                "上海",
                "江苏",
                "河北",
                "黑龙江",
                "湖北",
                "四川",
                "云南",
            ],
            salt: 20,
        }],
    );

    // 2021 常熟 惠颂祥杯: 前12名 and 常熟选手另外前六名, 就高领取; 常熟 players
    // placed 2, 7, 9, 13, 14, 20, 22 and 25, the others from around 常熟.
    let changshu = Field {
        sheet: "公开赛",
        n: 30,
        ties: &[],
        girls: none,
        birth: None,
        units: &[
            "常熟市象棋协会",
            "虞山街道",
            "琴川街道",
            "碧溪街道",
            "梅李镇",
        ],
        salt: 21,
    };
    let around = ["张家港市", "太仓市", "昆山市", "苏州市", "无锡市"];
    let region = move |r: usize| {
        Cell::from(if [1, 6, 8, 12, 13, 19, 21, 24].contains(&r) {
            "常熟市"
        } else {
            around[r % around.len()]
        })
    };
    write_sheets(
        "changshu-2021",
        &[with_column(changshu.sheet(), "地区", region)],
    );

    // 2011 义乌 凌鹰袜业·华瑞杯 月月赛: eight places, 5–6 and 7–8 each.
    write(
        "yiwu-huarui-2011",
        &[Field {
            sheet: "月月赛",
            n: 32,
            ties: &[],
            girls: none,
            birth: None,
            units: &["华瑞棋院", "义乌市", "永康市", "东阳市", "金华市", "浦江县"],
            salt: 14,
        }],
    );

    lawyers_2022();
    xilian_2009();
    guochahui_2021();
    baofeng_2017();
    hkcca_2017();
    kaohsiung_2010();
    dalian_shoushan_2023();
    nanning_longmen_2017();
    yuenlong_chamber_2018();

    // 2015年1月 南昌市象棋协会 象棋个人赛: 35 players (the table 「25人以上」),
    // two sharing 名次 3, the 11th, 21st and 31st paid the 幸运奖.
    write(
        "nanchang-2015",
        &[Field {
            sheet: "个人赛",
            n: 35,
            ties: &[(3, 2)],
            girls: none,
            birth: None,
            units: &["南昌市", "青山湖区", "东湖区", "新建县", "进贤县"],
            salt: 22,
        }],
    );

    nanchang_blind_2015();
}

/// 2015年1月 南昌市象棋协会 象棋个人赛, a second field: 38 players (the table
/// 「25人以上」), two sharing 名次 4 (places 4 and 5 pay differently), two
/// sharing 名次 7 (places 7 and 8 pay the same), and two sharing 名次 21, the
/// 幸运奖 place, with the place after it (22) paying nothing; the 11th and
/// the 31st are alone.
fn nanchang_blind_2015() {
    let none: &[usize] = &[];
    write(
        "nanchang-blind-2015",
        &[Field {
            sheet: "个人赛",
            n: 38,
            ties: &[(4, 2), (7, 2), (21, 2)],
            girls: none,
            birth: None,
            units: &["南昌市", "西湖区", "青云谱区", "南昌县", "安义县", "湾里区"],
            salt: 23,
        }],
    );
}

/// 2022 首届军人律师象棋对抗赛 (广州): two clubs of twelve, seven rounds
/// 2-1-0, players of one club never paired, so every game is one club
/// against the other and the 积分 add up to 7 × 12 × 2 = 168. Each row's
/// place, club and 积分 are written out: the team's best eight decide
/// (律师 68 against 军人 66), though 军人's twelve score more (91 against 77).
fn lawyers_2022() {
    const ARMY: &str = "广东军人象棋俱乐部";
    const LAW: &str = "广州律师象棋俱乐部";
    let rows: [(&str, u32); 24] = [
        (ARMY, 12),
        (LAW, 11),
        (LAW, 10),
        (ARMY, 10),
        (LAW, 9),
        (LAW, 9),
        (ARMY, 8),
        (LAW, 8),
        (ARMY, 8),
        (LAW, 8),
        (ARMY, 7),
        (LAW, 7),
        (ARMY, 7),
        (ARMY, 7),
        (ARMY, 7),
        (ARMY, 7),
        (LAW, 6),
        (ARMY, 6),
        (ARMY, 6),
        (ARMY, 6),
        (LAW, 4),
        (LAW, 3),
        (LAW, 1),
        (LAW, 1),
    ];
    let mut sheet = Sheet::new("对抗赛", &["名次", "编号", "姓名", "单位", "积分"]);
    for (r, (club, score)) in rows.into_iter().enumerate() {
        sheet = sheet.row(vec![
            Cell::from(r as u32 + 1),
            Cell::from(number(r, rows.len())),
            Cell::from(name(r, 16, false).as_str()),
            Cell::from(club),
            Cell::from(score),
        ]);
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regulations/lawyers-2022");
    std::fs::create_dir_all(&dir).expect("the case folder");
    write_workbook(&dir.join("standings.xlsx"), &[sheet]);
    println!("wrote {}", dir.join("standings.xlsx").display());
}

/// 2025 凤岗: the team match as the arbiters give it (团体赛分先两轮; 团体名次按
/// 总局分, 相同即打平，名次并列): ten boards, two rounds, 2 points a game, so
/// 40 in all; a draw, 20 each, both teams 名次 1.
fn fenggang_2025_teams() -> Sheet {
    Sheet::new("团体赛", &["名次", "队名", "总局分"])
        .row(vec![Cell::from(1), Cell::from("广东十虎"), Cell::from(20)])
        .row(vec![
            Cell::from(1),
            Cell::from("粤港澳棋王"),
            Cell::from(20),
        ])
}

/// 2009 “西联物流杯”西部象棋精英赛 (成都): seven teams of three who play
/// the team event, and six more entered for the individual event only (六、2),
/// 27 in one Swiss of nine rounds, two sharing 名次 12. The 队名 column names
/// the team of its three team players and is blank for the others, so that
/// 四川's extra player placed 2nd does not count for 四川 (1 + 6 + 22 = 29,
/// second behind 西联现代物流's 27; its best three by place would make 9);
/// 云南 (4 + 12 + 24) and 重庆 (5 + 12 + 23) are level at 40, 云南 ahead by
/// its best place.
fn xilian_2009() {
    const XL: &str = "西联现代物流";
    // (名次, 地区, 队名: blank for a player of the individual event only, 积分)
    let rows: [(u32, &str, &str, u32); 27] = [
        (1, "四川", "四川", 15),
        (2, "四川", "", 14),
        (3, "成都", XL, 13),
        (4, "云南", "云南", 13),
        (5, "重庆", "重庆", 12),
        (6, "四川", "四川", 12),
        (7, "广西", "广西", 12),
        (8, "成都", XL, 11),
        (9, "云南", "", 11),
        (10, "贵州", "贵州", 10),
        (11, "陕西", "陕西", 10),
        (12, "云南", "云南", 10),
        (12, "重庆", "重庆", 10),
        (14, "陕西", "陕西", 9),
        (15, "广西", "", 9),
        (16, "成都", XL, 9),
        (17, "陕西", "陕西", 9),
        (18, "贵州", "", 8),
        (19, "广西", "广西", 8),
        (20, "成都", "", 8),
        (21, "贵州", "贵州", 7),
        (22, "四川", "四川", 7),
        (23, "重庆", "重庆", 6),
        (24, "云南", "云南", 6),
        (25, "广西", "广西", 5),
        (26, "重庆", "", 4),
        (27, "贵州", "贵州", 3),
    ];
    let mut sheet = Sheet::new("个人赛", &["名次", "编号", "姓名", "地区", "队名", "积分"]);
    for (r, (place, region, team, score)) in rows.into_iter().enumerate() {
        sheet = sheet.row(vec![
            Cell::from(place),
            Cell::from(number(r, rows.len())),
            Cell::from(name(r, 23, false).as_str()),
            Cell::from(region),
            Cell::from(team),
            Cell::from(score),
        ]);
    }
    write_sheets("xilian-2009", &[sheet]);
}

/// 2021 广东象棋个人赛 (广州国茶荟): six groups, each its own Swiss and its own
/// birth window. On 耆英组 the winner is born on the window's last day
/// (1964-12-31) and the player placed 3rd a day after it; on 成人男子组 the
/// player placed 2nd is born a day after the window (2003-01-01), those placed
/// 6th and 8th on its last and first days; on 青年组 the player placed 4th a
/// day before it (2002-12-31); the 少年 groups are smaller than the eight
/// places with gifts.
fn guochahui_2021() {
    let none: &[usize] = &[];
    let clubs: &[&str] = &[
        "岭南棋院",
        "广州市",
        "佛山市",
        "东莞市",
        "深圳市",
        "香港",
        "澳门",
    ];
    let veterans = |r: usize| match r {
        0 => (1964, 12, 31),
        2 => (1965, 1, 1),
        _ => spread(1950, 12)(r),
    };
    let men = |r: usize| match r {
        1 => (2003, 1, 1),
        5 => (2002, 12, 31),
        7 => (1965, 1, 1),
        _ => spread(1970, 30)(r),
    };
    let women = spread(1975, 20);
    let youth = |r: usize| match r {
        3 => (2002, 12, 31),
        _ => spread(2003, 6)(r),
    };
    let boys = |r: usize| match r {
        0 => (2014, 12, 31),
        _ => spread(2009, 6)(r),
    };
    let girls = spread(2010, 5);
    write(
        "guochahui-2021",
        &[
            Field {
                sheet: "耆英组",
                n: 10,
                ties: &[],
                girls: none,
                birth: Some(&veterans),
                units: clubs,
                salt: 31,
            },
            Field {
                sheet: "成人男子组",
                n: 12,
                ties: &[],
                girls: none,
                birth: Some(&men),
                units: clubs,
                salt: 32,
            },
            Field {
                sheet: "成人女子组",
                n: 5,
                ties: &[],
                girls: &[0, 1, 2, 3, 4],
                birth: Some(&women),
                units: clubs,
                salt: 33,
            },
            Field {
                sheet: "青年组",
                n: 9,
                ties: &[],
                girls: none,
                birth: Some(&youth),
                units: clubs,
                salt: 34,
            },
            Field {
                sheet: "少年男子组",
                n: 7,
                ties: &[],
                girls: none,
                birth: Some(&boys),
                units: clubs,
                salt: 35,
            },
            Field {
                sheet: "少年女子组",
                n: 4,
                ties: &[],
                girls: &[0, 1, 2, 3],
                birth: Some(&girls),
                units: clubs,
                salt: 36,
            },
        ],
    );
}

/// A valid 18-digit 身份证号 of 中山市 (442000) for a man born on `birth`:
/// the sequence `101 + 2 × r` (odd: a man) and the ISO 7064 check character.
fn zhongshan_id(r: usize, (y, m, d): (u16, u8, u8)) -> String {
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    let body = format!("442000{y:04}{m:02}{d:02}{:03}", 101 + 2 * r);
    let sum: u32 = body
        .chars()
        .zip(WEIGHTS)
        .map(|(c, w)| c.to_digit(10).unwrap_or(0) * w)
        .sum();
    let check = b"10X98765432"[(sum % 11) as usize] as char;
    format!("{body}{check}")
}

/// 2017 宝丰杯 (中山小榄): 成人组 and 少年儿童组 (04年9月1日以后出生，以身份证为准), each a
/// sheet. On 少年儿童组 every player has a 身份证号: the winner is born on the
/// window's first day (2004-09-01); the player placed 3rd has 2004-09-15 in
/// 出生日期 but 2004-08-31 in his 身份证号, which decides; the player placed
/// 5th is born 2004-08-31.
fn baofeng_2017() {
    let none: &[usize] = &[];
    let units: &[&str] = &["宝丰社区", "小榄镇", "东升镇", "古镇镇", "横栏镇"];
    let written = |r: usize| match r {
        0 => (2004, 9, 1),
        2 => (2004, 9, 15),
        4 => (2004, 8, 31),
        _ => spread(2005, 4)(r),
    };
    let born = move |r: usize| match r {
        2 => (2004, 8, 31),
        _ => written(r),
    };
    let adults = Field {
        sheet: "成人组",
        n: 16,
        ties: &[],
        girls: none,
        birth: None,
        units,
        salt: 38,
    };
    let juniors = Field {
        sheet: "少年儿童组",
        n: 10,
        ties: &[],
        girls: none,
        birth: Some(&written),
        units,
        salt: 37,
    };
    let ids = with_column(juniors.sheet(), "身份证号", |r| {
        Cell::from(zhongshan_id(r, born(r)).as_str())
    });
    write_sheets("baofeng-2017", &[adults.sheet(), ids]);
}

/// 2017 全港中國象棋快棋公開賽 (香港象棋總會): a workbook as Hong Kong sends
/// it, all in traditional characters: the sheets 公開組 and 長青組, the
/// headers 編號, 單位, 積分, the clubs; the rules file names the groups in
/// simplified characters. 長青組 has two players sharing 名次 3.
fn hkcca_2017() {
    let none: &[usize] = &[];
    let units = [
        "香港象棋總會",
        "九龍城象棋會",
        "沙田象棋會",
        "荃灣棋社",
        "元朗象棋會",
    ];
    let fields = [
        Field {
            sheet: "公開組",
            n: 14,
            ties: &[],
            girls: none,
            birth: None,
            units: &units,
            salt: 11,
        },
        Field {
            sheet: "長青組",
            n: 10,
            ties: &[(3, 2)],
            girls: none,
            birth: None,
            units: &units,
            salt: 12,
        },
    ];
    let traditional = |header: &str| {
        match header {
            "编号" => "編號",
            "单位" => "單位",
            "积分" => "積分",
            other => other,
        }
        .to_string()
    };
    let sheets: Vec<Sheet> = fields
        .iter()
        .map(|field| {
            let mut sheet = field.sheet();
            for cell in &mut sheet.rows[0] {
                if let Cell::Text(header) = cell {
                    *header = traditional(header);
                }
            }
            sheet
        })
        .collect();
    write_sheets("hkcca-2017", &sheets);
}

/// 高雄市象棋協會 2010年『夏季盃百局賽』: a Taiwanese field in traditional
/// characters (the sheet 百局賽, the headers 編號, 單位, 積分), paid in whole
/// New Taiwan dollars. Three players share 名次 6 (places 6–8, paying
/// differently) and three share 名次 9 (places 9–10 and 11, beyond the
/// last paid place), so each share is a fraction of a dollar.
fn kaohsiung_2010() {
    let none: &[usize] = &[];
    let units = ["高雄市象棋協會", "鳳山棋社", "左營棋友會", "三民棋社"];
    let field = Field {
        sheet: "百局賽",
        n: 20,
        ties: &[(6, 3), (9, 3)],
        girls: none,
        birth: None,
        units: &units,
        salt: 13,
    };
    let mut sheet = field.sheet();
    for cell in &mut sheet.rows[0] {
        if let Cell::Text(header) = cell {
            *header = match header.as_str() {
                "编号" => "編號",
                "单位" => "單位",
                "积分" => "積分",
                other => other,
            }
            .to_string();
        }
    }
    write_sheets("kaohsiung-2010", &[sheet]);
}

/// 2023 第一届大连“寿山杯”全国象棋公开赛: 60 players on one sheet, no ties.
/// 地区 as players write it: 大连市 alone or with a 市内 district (placed 3,
/// 10, 20, 30, 40, 50, 52), one of the six areas of the second local prize,
/// alone or after 大连市 (placed 5, 12, 25, 35, 45, 55, 58, 60), and cities
/// outside 大连 for everyone else.
fn dalian_shoushan_2023() {
    let none: &[usize] = &[];
    let field = Field {
        sheet: "公开赛",
        n: 60,
        ties: &[],
        girls: none,
        birth: None,
        units: &["大连市象棋协会", "辽宁省象棋协会", "棋院", "个人"],
        salt: 39,
    };
    let away = ["沈阳市", "鞍山市", "营口市", "丹东市", "锦州市", "北京市"];
    let region = move |r: usize| {
        Cell::from(match r + 1 {
            3 | 40 => "大连市",
            10 => "中山区",
            20 => "大连市沙河口区",
            30 => "甘井子区",
            50 => "西岗区",
            52 => "大连市旅顺口区",
            5 => "大连市金州区",
            12 => "瓦房店市",
            25 => "大连市庄河市",
            35 => "长海县",
            45 => "大连经济开发区",
            55 => "普兰店区",
            58 => "金州区",
            60 => "大连市瓦房店市",
            _ => away[r % away.len()],
        })
    };
    write_sheets(
        "dalian-shoushan-2023",
        &[with_column(field.sheet(), "地区", region)],
    );
}

/// 2017 龙门水都杯 第九届中国—东盟象棋国际公开赛 (南宁): 30 players, two
/// sharing 名次 13 (places paying 900 and 800) and two sharing 名次 19 (both
/// places 500). The arbiters mark who paid the 保证金 in 交保证金 (是 or √;
/// 否 for those placed 1 and 4, blank for the one placed 21) and who played
/// every round in 完赛 (否 for the rows placed 9, 26 and 28).
fn nanning_longmen_2017() {
    let none: &[usize] = &[];
    let field = Field {
        sheet: "公开组",
        n: 30,
        ties: &[(13, 2), (19, 2)],
        girls: none,
        birth: None,
        units: &[
            "南宁市",
            "柳州市",
            "桂林市",
            "广东",
            "越南",
            "马来西亚",
            "新加坡",
        ],
        salt: 40,
    };
    let paid = with_column(field.sheet(), "交保证金", |r| match r {
        0 | 3 => Cell::from("否"),
        5 | 11 => Cell::from("√"),
        20 => Cell::blank(),
        _ => Cell::from("是"),
    });
    write_sheets(
        "nanning-longmen-2017",
        &[with_column(paid, "完赛", completed(&[8, 25, 27]))],
    );
}

/// 2018 元朗商會80周年紀念象棋比賽 (香港): a workbook in traditional
/// characters, sheets 小學組 (12), 中學組 (10) and 公開組 (16, two sharing
/// 名次 2), headers 編號, 單位, 積分, and a column 出席頒獎禮 where the
/// arbiters mark who stayed for the prize-giving (是, 有, ✓; 否, 無 and
/// blanks for those who left).
fn yuenlong_chamber_2018() {
    let none: &[usize] = &[];
    let schools: &[&str] = &[
        "元朗商會小學",
        "光明英來學校",
        "天水圍循道衛理小學",
        "元朗公立中學校友會小學",
    ];
    let secondary: &[&str] = &[
        "元朗商會中學",
        "元朗公立中學",
        "天水圍香島中學",
        "伊利沙伯中學舊生會中學",
    ];
    let clubs: &[&str] = &["元朗象棋會", "香港象棋總會", "屯門棋社", "個人"];
    let fields = [
        Field {
            sheet: "小學組",
            n: 12,
            ties: &[],
            girls: none,
            birth: None,
            units: schools,
            salt: 41,
        },
        Field {
            sheet: "中學組",
            n: 10,
            ties: &[],
            girls: none,
            birth: None,
            units: secondary,
            salt: 42,
        },
        Field {
            sheet: "公開組",
            n: 16,
            ties: &[(2, 2)],
            girls: none,
            birth: None,
            units: clubs,
            salt: 43,
        },
    ];
    let marks: [&dyn Fn(usize) -> Cell; 3] = [
        &|r| match r {
            2 => Cell::from("否"),
            5 => Cell::from("有"),
            7 => Cell::blank(),
            10 => Cell::from("無"),
            _ => Cell::from("是"),
        },
        &|r| match r {
            1 => Cell::from("否"),
            4 => Cell::from("✓"),
            9 => Cell::blank(),
            _ => Cell::from("是"),
        },
        &|r| match r {
            0 => Cell::from("否"),
            3 => Cell::from("有"),
            12 => Cell::blank(),
            15 => Cell::from("無"),
            _ => Cell::from("是"),
        },
    ];
    let sheets: Vec<Sheet> = fields
        .iter()
        .zip(marks)
        .map(|(field, mark)| {
            let mut sheet = field.sheet();
            for cell in &mut sheet.rows[0] {
                if let Cell::Text(header) = cell {
                    let traditional = match header.as_str() {
                        "编号" => "編號",
                        "单位" => "單位",
                        "积分" => "積分",
                        other => other,
                    };
                    *header = traditional.to_string();
                }
            }
            with_column(sheet, "出席頒獎禮", mark)
        })
        .collect();
    write_sheets("yuenlong-chamber-2018", &sheets);
}
