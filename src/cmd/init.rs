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
use xqprize::threads::Threads;

#[derive(Debug, clap::Args)]
pub struct Args {
    pub dir: PathBuf,
    #[arg(
        long,
        value_parser = clap::builder::PossibleValuesParser::new(templates::ids()),
        default_value = templates::TEMPLATES[0].id,
        hide_default_value = true,
        hide_possible_values = true
    )]
    pub template: String,
    #[arg(long)]
    pub force: bool,
}

/// The `--template` help in `lang`, "规则模板：shizhu-2019（2019 石柱棋王赛预选赛，
/// 默认）、…": every template by the name to type and the name a person
/// reads, which stays as written.
pub fn template_help(lang: Lang) -> String {
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

pub fn run(args: Args, lang: Lang, threads: Threads) -> anyhow::Result<()> {
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
    write_all(&files, &[], args.force, threads)?;
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
