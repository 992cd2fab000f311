//! Writes the three workbooks for a made-up field of the 2019 Shizhu event
//! (built-in rules, real engine), so their printed pages can be looked at:
//! `cargo run --example render_demo -- OUT_DIR [one]`, then `tests/render.sh OUT_DIR`.
//!
//! The field: 公开组 of 90 (places 1–32 from the knockout, a split tie at 4,
//! shared 6–8, 9–16, 17–32 ordered by 预赛名次), 少儿组 of 48 across
//! the four age bands, with women, members, masters, students, long club
//! names and a name that looks like a formula.

use chrono::NaiveDate;
use sha2::{Digest, Sha256};
use std::path::PathBuf;
use xqprize::engine;
use xqprize::pipeline;
use xqprize::report::{Report, awards, payouts, qualifiers};
use xqprize::rules::{DEFAULT_RULES, Rules, Stacking};
use xqprize::standings::{Column, Player, Region, Sex, Standings, Warning};

const SURNAMES: &str = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤";
const GIVEN: &str = "伟芳娜秀敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂文辉建华红玉飞鹏宇浩然子轩梓涵一诺欣怡雨泽思远博文俊熙";
const CLUBS: [&str; 8] = [
    "石柱县象棋协会",
    "重庆市渝中区棋院",
    "露遥象棋俱乐部",
    "四川省成都市青少年宫象棋培训中心",
    "个人",
    "贵州遵义棋友会",
    "重庆大学",
    "湖北恩施州象棋协会",
];

/// A small deterministic generator, so the demo is the same every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }

    fn name(&mut self) -> String {
        let s: Vec<char> = SURNAMES.chars().collect();
        let g: Vec<char> = GIVEN.chars().collect();
        let mut name = String::from(s[self.next(s.len())]);
        for _ in 0..1 + self.next(2) {
            name.push(g[self.next(g.len())]);
        }
        name
    }
}

fn id_number(birth: NaiveDate, serial: usize) -> String {
    format!("500240{}{:03}X", birth.format("%Y%m%d"), serial % 1000)
}

fn open_group(rng: &mut Lcg) -> Vec<Player> {
    let mut players = Vec::new();
    for i in 0..90usize {
        // Knockout places: 1, 2, 3; two at 4 with no 预赛名次 (they split
        // 3000 + 1500); then 6–8, 9–16 and 17–32 shared, ordered by 预赛名次.
        let rank = match i {
            0..=2 => i as u32 + 1,
            3 | 4 => 4,
            5..=7 => 6,
            8..=15 => 9,
            16..=31 => 17,
            // 60 and 61 tie with no 预赛名次: a tie that moves no money.
            61 => 61,
            _ => i as u32 + 1,
        };
        let no = format!("{}", 1001 + i);
        let name = if i == 70 {
            "=HYPERLINK(\"x\")".to_string()
        } else {
            rng.name()
        };
        let mut p = Player::new(i as u32 + 2, rank, &no, &name);
        p.prelim_rank = (i < 32 && !(3..=4).contains(&i)).then_some(((i * 7) % 32) as u32 + 1);
        p.sex = Some(if i % 4 == 1 { Sex::Female } else { Sex::Male });
        p.region = Some(match i % 3 {
            0 => Region::named("石柱"),
            1 => Region::named("重庆"),
            _ => Region::named("市外"),
        });
        p.member = i % 2 == 0;
        p.club = CLUBS[rng.next(CLUBS.len())].into();
        if i == 0 || i == 5 {
            p.title = "大师".into();
        }
        if i == 9 {
            p.title = "特级大师".into();
        }
        let birth = NaiveDate::from_ymd_opt(1960 + (i % 40) as i32, 1 + (i % 12) as u32, 9)
            .unwrap_or_default();
        p.birth_date = Some(birth);
        p.id_number = Some(id_number(birth, i).into());
        if [40, 55, 66, 77, 86, 3].contains(&i) {
            p.student = true;
            p.student_proof = i != 66;
            p.fouls = u32::from(i == 77);
        }
        players.push(p);
    }
    players
}

fn youth_group(rng: &mut Lcg) -> Vec<Player> {
    (0..48usize)
        .map(|i| {
            let rank = if i == 20 { 20 } else { i as u32 + 1 };
            let mut p = Player::new(i as u32 + 2, rank, &format!("{}", 101 + i), &rng.name());
            let year = 2005 + (i % 8) as i32;
            let birth = NaiveDate::from_ymd_opt(year, 1 + (i % 12) as u32, 15).unwrap_or_default();
            if i != 30 {
                p.birth_date = Some(birth);
            }
            p.id_number = Some(id_number(birth, 500 + i).into());
            p.sex = Some(if i % 3 == 0 { Sex::Female } else { Sex::Male });
            p.region = Some(if i % 4 == 3 {
                Region::named("市外")
            } else {
                Region::named("石柱")
            });
            p.club = CLUBS[rng.next(CLUBS.len())].into();
            p
        })
        .collect()
}

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let out = PathBuf::from(args.next().unwrap_or_else(|| "demo-out".to_string()));
    let stacking = match args.next().as_deref() {
        Some("one") => Stacking::One,
        _ => Stacking::All,
    };
    let rules = Rules::shizhu_2019();
    let mut rng = Lcg(2019);
    // The open group's players are drawn first, then the youth group's.
    let open = open_group(&mut rng);
    let youth = youth_group(&mut rng);
    let standings = Standings::of(&Column::ALL, [("公开组", open), ("少儿组", youth)]);
    let outcome = engine::compute(&rules.with_stacking(stacking), &standings)
        .map_err(|e| anyhow::anyhow!("{}", e.message().render(xqprize::msg::Lang::Zh)))?;
    let reader_warnings = vec![Warning {
        sheet: "少儿组".to_string(),
        row: Some(32),
        column: Some("出生日期".to_string()),
        message: xqprize::msg::Msg::IdCheckDigit {
            id: "110105194912310021".to_string(),
            expected: '2',
        },
    }];
    let mut warnings = [reader_warnings, outcome.warnings.clone()].concat();
    pipeline::in_report_order(&rules, &mut warnings);
    let report = Report {
        rules: &rules,
        standings: &standings,
        outcome: &outcome,
        rules_name: "shizhu-2019.toml (built in)".to_string(),
        rules_sha256: Sha256::digest(DEFAULT_RULES.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect(),
        version: env!("CARGO_PKG_VERSION"),
        warnings: &warnings,
        lang: xqprize::msg::Lang::Zh,
    };
    std::fs::create_dir_all(&out)?;
    std::fs::write(out.join("payouts.xlsx"), payouts::to_bytes(&report)?)?;
    std::fs::write(out.join("awards.xlsx"), awards::to_bytes(&report)?)?;
    std::fs::write(out.join("qualifiers.xlsx"), qualifiers::to_bytes(&report)?)?;
    println!(
        "{} payouts, total {}, written to {}",
        outcome.payouts.len(),
        outcome.total_paid(),
        out.display()
    );
    Ok(())
}
