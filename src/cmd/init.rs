//! `xqprize init DIR`: a blank standings workbook to fill in and a copy of the
//! rules template to edit, so an organizer starts from files the tool reads.
//! Existing files are never replaced without `--force`.

use anyhow::Context;
use std::path::PathBuf;
use xqprize::output::{OutputFile, write_all};
use xqprize::report::blank::blank_standings;
use xqprize::rules::{
    BLANK_RULES, DEFAULT_RULES, HANGU_2013_RULES, HENGFANG_2024_RULES, RulesFile,
};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Folder to write standings.xlsx and rules.toml into (created if missing).
    pub dir: PathBuf,
    /// Which rules to start from.
    #[arg(long, value_enum, default_value = "shizhu-2019")]
    pub template: Template,
    /// Replace existing files.
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
    let text = args.template.text();
    let rules = RulesFile::parse(text)
        .and_then(RulesFile::into_rules)
        .context("the built-in template is not valid")?;
    let standings = args.dir.join("standings.xlsx");
    let rules_path = args.dir.join("rules.toml");
    let bytes = blank_standings(&rules).context("building the standings workbook")?;
    let files = [
        OutputFile {
            path: standings.clone(),
            bytes,
        },
        OutputFile {
            path: rules_path.clone(),
            bytes: text.as_bytes().to_vec(),
        },
    ];
    write_all(&files, &[], args.force)?;
    println!("wrote {}", standings.display());
    println!("wrote {}", rules_path.display());
    println!(
        "fill in the sheets ({}), then: xqprize check {} --rules {}",
        rules.sheets().join(", "),
        standings.display(),
        rules_path.display()
    );
    if rules.has_nothing_to_pay() {
        println!(
            "{} has no prize tables yet: fill them in from the event's 竞赛规程 before `xqprize run`",
            rules_path.display()
        );
    }
    Ok(())
}
