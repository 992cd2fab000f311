//! `xqprize init DIR`: a blank standings workbook to fill in and a copy of the
//! rules template to edit, so an organizer starts from files the tool reads.
//! Existing files are never replaced without `--force`.

mod workbook;

pub use workbook::blank_standings;

use crate::rules::{BLANK_RULES, DEFAULT_RULES, RulesFile};
use anyhow::{Context, bail};
use std::fs;
use std::path::{Path, PathBuf};

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
    /// A commented blank with one open group and one schedule.
    Blank,
}

impl Template {
    /// The template's rules text.
    pub fn text(self) -> &'static str {
        match self {
            Template::Shizhu2019 => DEFAULT_RULES,
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
    if !args.force {
        let existing: Vec<String> = [&standings, &rules_path]
            .into_iter()
            .filter(|p| p.exists())
            .map(|p| p.display().to_string())
            .collect();
        if !existing.is_empty() {
            bail!(
                "{} already exist{}; nothing was written (use --force to replace)",
                existing.join(" and "),
                if existing.len() == 1 { "s" } else { "" }
            );
        }
    }
    let bytes = blank_standings(&rules).context("building the standings workbook")?;
    fs::create_dir_all(&args.dir)
        .with_context(|| format!("cannot create {}", args.dir.display()))?;
    write_new(&standings, &bytes)?;
    write_new(&rules_path, text.as_bytes())?;
    println!("wrote {}", standings.display());
    println!("wrote {}", rules_path.display());
    println!(
        "fill in the sheets ({}), then: xqprize check {} --rules {}",
        rules
            .groups
            .iter()
            .map(|g| g.sheet.as_str())
            .collect::<Vec<_>>()
            .join(", "),
        standings.display(),
        rules_path.display()
    );
    Ok(())
}

/// Write through a temporary file in the same folder, then rename.
fn write_new(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = path.with_file_name(format!(".{name}.tmp"));
    fs::write(&tmp, bytes).with_context(|| format!("cannot write {}", tmp.display()))?;
    fs::rename(&tmp, path).with_context(|| format!("cannot write {}", path.display()))
}
