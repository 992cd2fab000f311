//! `xqprize init DIR`: a blank standings workbook to fill in and a copy of the
//! rules template to edit, so an organizer starts from files the tool reads.
//! Existing files are never replaced without `--force`.

use anyhow::Context;
use std::path::PathBuf;
use xqprize::msg::Msg;
use xqprize::msg::{Lang, text};
use xqprize::output::{OutputFile, write_all};
use xqprize::report::blank::blank_standings;
use xqprize::rules::{RulesFile, templates};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// 写入 standings.xlsx 和 rules.toml 的文件夹（不存在时自动创建）
    #[arg(value_name = "文件夹", help_heading = "参数")]
    pub dir: PathBuf,
    #[arg(
        long,
        value_parser = clap::builder::PossibleValuesParser::new(templates::ids()),
        default_value = templates::TEMPLATES[0].id,
        value_name = "模板",
        help = template_help(),
        hide_default_value = true,
        hide_possible_values = true
    )]
    pub template: String,
    /// 覆盖已有的文件
    #[arg(long)]
    pub force: bool,
}

/// "规则模板：shizhu-2019（2019 石柱棋王赛预选赛，默认）、…": every template
/// by the name to type and the name a person reads.
fn template_help() -> String {
    template_help_in(Lang::Zh)
}

/// The `--template` help in `lang`; a template's name stays as written.
pub fn template_help_in(lang: Lang) -> String {
    let (open, default, close, sep, head) = match lang {
        Lang::Zh => ("（", "，默认", "）", "、", "规则模板："),
        Lang::En => (" (", ", the default", ")", ", ", "Rules template: "),
    };
    let listed: Vec<String> = templates::TEMPLATES
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let default = if i == 0 { default } else { "" };
            format!("{}{open}{}{default}{close}", t.id, t.name)
        })
        .collect();
    format!("{head}{}", listed.join(sep))
}

pub fn run(args: Args, lang: Lang) -> anyhow::Result<()> {
    let chosen = templates::by_id(&args.template).unwrap_or(&templates::TEMPLATES[0]);
    let template = chosen.text;
    let rules = RulesFile::parse(template)
        .and_then(RulesFile::into_rules)
        .map_err(|e| anyhow::anyhow!("{}", e.lines(lang).join("\n")))
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
    println!("{}", text::init_template(chosen.id, chosen.name, lang));
    if rules.has_nothing_to_pay() {
        let file = rules_path.display().to_string();
        println!("{}", Msg::RulesNothingToPay { file }.render(lang));
    }
    Ok(())
}
