//! One module per subcommand, each with its `Args` and `run`.

pub mod check;
pub mod explain;
pub mod init;
pub mod run;

use crate::rules::{DEFAULT_RULES, DEFAULT_RULES_NAME, Lines, Rules};
use anyhow::Context;
use sha2::{Digest, Sha256};
use std::path::Path;

/// The rules in force and where they came from.
pub struct LoadedRules {
    pub rules: Rules,
    /// File name (or the built-in template's name).
    pub name: String,
    /// SHA-256 of the rules text, hex.
    pub sha256: String,
    /// Where each rule stands in the file, for `rules::columns::missing_columns`.
    pub lines: Lines,
}

/// The name and text of the rules file given, or of the built-in 2019 Shizhu rules.
pub fn rules_text(path: Option<&Path>) -> anyhow::Result<(String, String)> {
    Ok(match path {
        Some(p) => (
            p.display().to_string(),
            std::fs::read_to_string(p)
                .with_context(|| format!("cannot read rules file {}", p.display()))?,
        ),
        None => (
            format!("{DEFAULT_RULES_NAME} (built in)"),
            DEFAULT_RULES.to_string(),
        ),
    })
}

/// Load the rules file given, or the built-in 2019 Shizhu rules.
pub fn load_rules(path: Option<&Path>) -> anyhow::Result<LoadedRules> {
    let (name, text) = rules_text(path)?;
    // Every problem names the file and its line: "rules.toml line 52: …".
    let (rules, lines) =
        crate::rules::load_with_lines(&name, &text).map_err(|e| anyhow::anyhow!("{e}"))?;
    let sha256 = Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    Ok(LoadedRules {
        rules,
        name,
        sha256,
        lines,
    })
}

/// `--sheet GROUP=SHEET`: which sheet holds a group.
pub fn parse_sheet_choice(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((group, sheet)) if !group.trim().is_empty() && !sheet.is_empty() => {
            Ok((group.trim().to_string(), sheet.to_string()))
        }
        _ => Err(format!(
            "\"{text}\" is not GROUP=SHEET (for example --sheet 公开组=\"公开组 (2)\")"
        )),
    }
}
