//! The help in English, for `--lang en`: the commands and options of `Cli`
//! with every Chinese word of their help said in English. The Chinese help
//! is the one written beside the arguments; this table follows it.

use clap::{Arg, Command};
use xqprize::msg::Lang;

/// The layout of every help page, with English headings.
const HELP: &str = "\
{about-with-newline}
Usage: {usage}

{all-args}{after-help}";

/// An option's help and the name shown for its value.
type Words = (&'static str, Option<&'static str>);

/// What every command (or several) shares, by argument id.
fn shared(id: &str) -> Option<Words> {
    Some(match id {
        "lang" => (
            "Language: zh (Simplified Chinese, the default) or en (English); also the environment variable XQPRIZE_LANG",
            Some("zh|en"),
        ),
        "encoding" => (
            "Encoding of what is printed to a pipe or a file: utf-8 (the default) or gbk; also XQPRIZE_ENCODING. A console window always shows Chinese correctly",
            Some("utf-8|gbk"),
        ),
        "help" => ("Print help", None),
        "version" => ("Print version", None),
        "standings" => (
            "The final standings workbook (.xlsx, .xls, .xlsb, .ods)",
            Some("STANDINGS"),
        ),
        "rules" => (
            "The rules file (TOML); without it, the built-in rules of the 2019 event",
            Some("RULES"),
        ),
        "stacking" => (
            "How many place prizes a player may take: all, or one (the highest; the places below move up); without it, as the rules file says",
            Some("all|one"),
        ),
        "sheet" => (
            "Which sheet holds a group's standings, when the names do not match (may be repeated)",
            Some("GROUP=SHEET"),
        ),
        _ => return None,
    })
}

/// A command's help: its name, what it does, its usage line, and its own
/// options by id.
struct Page {
    name: &'static str,
    about: &'static str,
    usage: &'static str,
    own: &'static [(&'static str, Words)],
}

const COMMANDS: &[Page] = &[
    Page {
        name: "run",
        about: "Compute every prize; write the payout, award-list and qualifier workbooks and results.json",
        usage: "xqprize run <STANDINGS> [OPTIONS]",
        own: &[
            ("out", ("The output folder (default: out)", Some("FOLDER"))),
            ("force", ("Replace output files that already exist", None)),
            (
                "paid",
                (
                    "The results.json of the run that was paid: after a correction, also write corrections.xlsx (to pay, to return, what changed)",
                    Some("results.json"),
                ),
            ),
        ],
    },
    Page {
        name: "check",
        about: "Only read and check the standings and the rules file, list every problem, write nothing",
        usage: "xqprize check <STANDINGS> [OPTIONS]",
        own: &[(
            "each",
            (
                "List every warning (by default 4 or more warnings of one kind in one column are one line listing all their rows)",
                None,
            ),
        )],
    },
    Page {
        name: "explain",
        about: "Explain one player: in or out of each prize, subsidy and qualifier list, why, with place and amount",
        usage: "xqprize explain <STANDINGS> --player <NUMBER-OR-NAME> [OPTIONS]",
        own: &[
            (
                "player",
                (
                    "The player's number or name (\"少儿组:3\" is number 3 of 少儿组)",
                    Some("NUMBER-OR-NAME"),
                ),
            ),
            (
                "paid",
                (
                    "The results.json of the run that was paid: also say how a correction changed the player's money, and why",
                    Some("results.json"),
                ),
            ),
        ],
    },
    Page {
        name: "init",
        about: "Write a blank standings workbook and a rules-file template",
        usage: "xqprize init <FOLDER> [OPTIONS]",
        own: &[
            (
                "dir",
                (
                    "The folder to write standings.xlsx and rules.toml into (made if missing)",
                    Some("FOLDER"),
                ),
            ),
            ("template", ("", Some("TEMPLATE"))),
            ("force", ("Replace files that already exist", None)),
        ],
    },
    Page {
        name: "serve",
        about: "Serve the web page on this computer (127.0.0.1) and print its address",
        usage: "xqprize serve [OPTIONS]",
        own: &[
            (
                "port",
                (
                    "The port, default 8080 (0: any free port; the address is printed)",
                    Some("PORT"),
                ),
            ),
            (
                "listen",
                (
                    "Listen on this address instead of 127.0.0.1, e.g. 0.0.0.0 for the local network (ID numbers then cross the network)",
                    Some("ADDRESS"),
                ),
            ),
        ],
    },
];

/// `arg` in English: its help, its value's name and its heading.
fn translate(arg: Arg, own: &[(&str, Words)]) -> Arg {
    let id = arg.get_id().as_str().to_string();
    let words = own
        .iter()
        .find(|(name, _)| *name == id)
        .map(|(_, words)| *words)
        .or_else(|| shared(&id));
    let mut arg = match words {
        Some((_, value)) => {
            let help = if id == "template" {
                crate::cmd::init::template_help_in(Lang::En)
            } else {
                words.map(|(help, _)| help.to_string()).unwrap_or_default()
            };
            let arg = arg.help(help);
            match value {
                Some(value) => arg.value_name(value),
                None => arg,
            }
        }
        None => arg,
    };
    arg = if arg.get_help_heading() == Some("参数") {
        arg.help_heading("Arguments")
    } else if arg.is_positional() {
        arg
    } else {
        arg.help_heading("Options")
    };
    arg
}

/// The command line `chinese` with its help in English.
pub fn english(chinese: Command) -> Command {
    let mut command = chinese
        .about(
            "Place prizes, subsidies and qualifier lists of a Chinese chess (象棋) open tournament",
        )
        .override_usage("xqprize <COMMAND> [OPTIONS]")
        .help_template(HELP)
        .subcommand_help_heading("Commands")
        .subcommand_value_name("COMMAND")
        .mut_args(|arg| translate(arg, &[]));
    for page in COMMANDS {
        command = command.mut_subcommand(page.name, |sub| {
            sub.about(page.about)
                .override_usage(page.usage)
                .help_template(HELP)
                .mut_args(|arg| translate(arg, page.own))
        });
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use xqprize::rules::templates;

    /// Every help page of `--lang en`, as clap renders it.
    fn pages() -> Vec<String> {
        let mut pages = Vec::new();
        for args in [
            vec!["xqprize", "--help"],
            vec!["xqprize", "run", "--help"],
            vec!["xqprize", "check", "--help"],
            vec!["xqprize", "explain", "--help"],
            vec!["xqprize", "init", "--help"],
            vec!["xqprize", "serve", "--help"],
        ] {
            let e = english(crate::cli::Cli::command())
                .try_get_matches_from(&args)
                .expect_err("--help ends the parse");
            assert_eq!(e.kind(), clap::error::ErrorKind::DisplayHelp);
            pages.push(e.render().to_string());
        }
        pages
    }

    #[test]
    fn english_help_has_no_chinese_but_data() {
        // Chinese is allowed only as data: the templates' names, the 象棋 of
        // the title and the example 少儿组:3.
        let allowed: Vec<&str> = templates::TEMPLATES
            .iter()
            .map(|t| t.name)
            .chain(["象棋", "少儿组"])
            .collect();
        for page in pages() {
            let mut rest = page.clone();
            for word in &allowed {
                rest = rest.replace(word, "");
            }
            let chinese: String = rest
                .chars()
                .filter(|c| {
                    ('\u{4e00}'..='\u{9fff}').contains(c)
                        || ('\u{3000}'..='\u{30ff}').contains(c)
                        || ('\u{ff00}'..='\u{ffef}').contains(c)
                })
                .collect();
            assert!(chinese.is_empty(), "Chinese left: {chinese}\n{page}");
            assert!(page.contains("Usage: xqprize"), "{page}");
        }
    }

    #[test]
    fn english_help_names_every_command_and_option() {
        let pages = pages();
        for page in COMMANDS {
            assert!(pages[0].contains(page.name), "{}", page.name);
            assert!(pages[0].contains(page.about), "{}", page.name);
            for (id, (help, _)) in page.own {
                if !help.is_empty() {
                    assert!(pages.iter().any(|p| p.contains(help)), "{} {id}", page.name);
                }
            }
        }
    }
}
