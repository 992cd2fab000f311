//! `xqprize init DIR`: a blank standings workbook to fill in and a copy of the
//! rules template to edit, so an organizer starts from files the tool reads.
//! Existing files are never replaced without `--force`.

use anyhow::Context;
use std::path::PathBuf;
use xqprize::msg::{Lang, text};
use xqprize::output::{OutputFile, write_all};
use xqprize::report::blank::blank_standings;
use xqprize::rules::{
    BLANK_RULES, DEFAULT_RULES, HANGU_2013_RULES, HENGFANG_2024_RULES, RulesFile,
};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// 写入 standings.xlsx 和 rules.toml 的文件夹（不存在时自动创建）
    #[arg(value_name = "文件夹", help_heading = "参数")]
    pub dir: PathBuf,
    /// 规则模板：shizhu-2019（2019 年石柱赛规则，默认，含公开组和少儿组）或 blank（带注释的空白模板，一个组别一个奖项）
    #[arg(
        long,
        value_enum,
        default_value = "shizhu-2019",
        value_name = "模板",
        hide_default_value = true,
        hide_possible_values = true
    )]
    pub template: Template,
    /// 覆盖已有的文件
    #[arg(long)]
    pub force: bool,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum Template {
    /// The 2019 Shizhu rules, the built-in default (公开组 and 少儿组).
    #[value(name = "shizhu-2019")]
    Shizhu2019,
    /// The 2024 恒芳杯 format (8-player knockout, 13- and 10-round Swiss) and
    /// tie-breaks; prize tables to fill in from its 竞赛规程.
    #[value(name = "hengfang-2024")]
    Hengfang2024,
    /// The 2013 含谷杯 format (Swiss, 外地组 and 本地组) and tie-breaks; prize
    /// tables to fill in from its 竞赛规程.
    #[value(name = "hangu-2013")]
    Hangu2013,
    /// A commented blank with one open group and one schedule.
    Blank,
}

impl Template {
    fn text(self) -> &'static str {
        match self {
            Template::Shizhu2019 => DEFAULT_RULES,
            Template::Hengfang2024 => HENGFANG_2024_RULES,
            Template::Hangu2013 => HANGU_2013_RULES,
            Template::Blank => BLANK_RULES,
        }
    }
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let lang = Lang::current();
    let template = args.template.text();
    let rules = RulesFile::parse(template)
        .and_then(RulesFile::into_rules)
        .with_context(|| text::internal_fault("template", lang))?;
    let standings = args.dir.join("standings.xlsx");
    let rules_path = args.dir.join("rules.toml");
    let bytes =
        blank_standings(&rules).with_context(|| text::internal_fault("standings.xlsx", lang))?;
    let files = [
        OutputFile {
            path: standings.clone(),
            bytes,
        },
        OutputFile {
            path: rules_path.clone(),
            bytes: template.as_bytes().to_vec(),
        },
    ];
    write_all(&files, &[], args.force)?;
    println!("{}", text::wrote(&standings.display().to_string(), lang));
    println!("{}", text::wrote(&rules_path.display().to_string(), lang));
    println!(
        "{}",
        text::init_next(
            &rules.sheets(),
            &standings.display().to_string(),
            &rules_path.display().to_string(),
            lang
        )
    );
    if rules.has_nothing_to_pay() {
        println!(
            "{} has no prize tables yet: fill them in from the event's 竞赛规程 before `xqprize run`",
            rules_path.display()
        );
    }
    Ok(())
}
