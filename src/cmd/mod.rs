//! One module per subcommand, each with its `Args` and `run`.

pub mod check;
pub mod explain;
pub mod init;
pub mod run;
pub mod serve;

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
    load_rules_text(name, &text).map_err(|e| anyhow::anyhow!("{e}"))
}

/// Load rules from their text, named `name` in messages and outputs.
pub fn load_rules_text(name: String, text: &str) -> Result<LoadedRules, crate::rules::RulesError> {
    // Every problem names the file and its line: "rules.toml line 52: …".
    let (rules, lines) = crate::rules::load_with_lines(&name, text)?;
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
