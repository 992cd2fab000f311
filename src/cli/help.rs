//! The help of the command line, in Chinese (the default) and English side
//! by side: every command's and option's words are one entry here holding
//! both, and `localized` puts one language's words on the commands and
//! options `Cli` declares (which carry none of their own).

use clap::{Arg, Command};
use xqprize::msg::Lang;
use xqprize::zh_en;

/// The layout of every help page, with its headings in `lang`.
fn layout(lang: Lang) -> &'static str {
    zh_en!(
        lang,
        "\
{about-with-newline}
用法：{usage}

{all-args}{after-help}",
        "\
{about-with-newline}
Usage: {usage}

{all-args}{after-help}"
    )
}

/// One text in both languages: (Chinese, English).
type Both = (&'static str, &'static str);

/// An option's words by its id: its help, and the name shown for its value.
struct Words {
    id: &'static str,
    help: Both,
    value: Option<Both>,
}

const fn words(id: &'static str, help: Both, value: Option<Both>) -> Words {
    Words { id, help, value }
}

/// What every command (or several) shares.
const SHARED: &[Words] = &[
    words(
        "lang",
        (
            "显示语言：zh（简体中文，默认）或 en（英文）；也可用环境变量 XQPRIZE_LANG",
            "Language: zh (Simplified Chinese, the default) or en (English); also the environment variable XQPRIZE_LANG",
        ),
        Some(("zh|en", "zh|en")),
    ),
    words(
        "encoding",
        (
            "输出到管道或文件时的编码：utf-8（默认）或 gbk；也可用环境变量 XQPRIZE_ENCODING。在控制台窗口中总能正确显示中文",
            "Encoding of what is printed to a pipe or a file: utf-8 (the default) or gbk; also XQPRIZE_ENCODING. A console window always shows Chinese correctly",
        ),
        Some(("utf-8|gbk", "utf-8|gbk")),
    ),
    words("help", ("显示帮助", "Print help"), None),
    words("version", ("显示版本", "Print version"), None),
    words(
        "standings",
        (
            "最终成绩表（.xlsx、.xls、.xlsb、.ods）",
            "The final standings workbook (.xlsx, .xls, .xlsb, .ods)",
        ),
        Some(("成绩表", "STANDINGS")),
    ),
    words(
        "rules",
        (
            "规则文件（TOML）；不填时用内置的 2019 年石柱赛规则",
            "The rules file (TOML); without it, the built-in rules of the 2019 event",
        ),
        Some(("规则文件", "RULES")),
    ),
    words(
        "stacking",
        (
            "每人可领几项名次奖：all（可兼得）或 one（只领一项，就高不就低，名次顺延）；不填时按规则文件",
            "How many place prizes a player may take: all, or one (the highest; the places below move up); without it, as the rules file says",
        ),
        Some(("all|one", "all|one")),
    ),
    words(
        "sheet",
        (
            "指定某组的成绩在哪张工作表（表名对不上时用；可写多次）",
            "Which sheet holds a group's standings, when the names do not match (may be repeated)",
        ),
        Some(("组别=工作表", "GROUP=SHEET")),
    ),
];

/// A command's help: its name, what it does, its usage line, and its own
/// options.
struct Page {
    name: &'static str,
    about: Both,
    usage: Both,
    own: &'static [Words],
}

const COMMANDS: &[Page] = &[
    Page {
        name: "run",
        about: (
            "计算全部奖金，写出发放表、获奖名单、资格名单三个工作簿和 results.json",
            "Compute every prize; write the payout, award-list and qualifier workbooks and results.json",
        ),
        usage: (
            "xqprize run <成绩表> [选项]",
            "xqprize run <STANDINGS> [OPTIONS]",
        ),
        own: &[
            words(
                "out",
                ("输出文件夹（默认 out）", "The output folder (default: out)"),
                Some(("文件夹", "FOLDER")),
            ),
            words(
                "force",
                (
                    "覆盖已有的输出文件",
                    "Replace output files that already exist",
                ),
                None,
            ),
            words(
                "paid",
                (
                    "已发放时那次运行写出的 results.json，或颁奖时的赛事文件（.sqlite，按实际领取比较）：成绩更正后另写成绩更正表（补发、退回、更正说明）",
                    "The results.json of the run that was paid, or the ceremony's event file (.sqlite: compared with what was collected): after a correction, also write corrections.xlsx (to pay, to return, what changed)",
                ),
                Some(("results.json", "results.json")),
            ),
        ],
    },
    Page {
        name: "check",
        about: (
            "只读取并核对成绩表和规则文件，列出全部问题，不写任何文件",
            "Only read and check the standings and the rules file, list every problem, write nothing",
        ),
        usage: (
            "xqprize check <成绩表> [选项]",
            "xqprize check <STANDINGS> [OPTIONS]",
        ),
        own: &[words(
            "each",
            (
                "逐条列出警告（默认同一列同一类的警告有 4 条或更多时合并为一行，并列出全部行号）",
                "List every warning (by default 4 or more warnings of one kind in one column are one line listing all their rows)",
            ),
            None,
        )],
    },
    Page {
        name: "explain",
        about: (
            "逐项说明某位选手：是否在各奖项、补贴、资格名单的范围内，为什么，名次和金额",
            "Explain one player: in or out of each prize, subsidy and qualifier list, why, with place and amount",
        ),
        usage: (
            "xqprize explain <成绩表> --player <编号或姓名> [选项]",
            "xqprize explain <STANDINGS> --player <NUMBER-OR-NAME> [OPTIONS]",
        ),
        own: &[
            words(
                "player",
                (
                    "选手的编号或姓名（“少儿组:3”指少儿组的 3 号）",
                    "The player's number or name (\"少儿组:3\" is number 3 of 少儿组)",
                ),
                Some(("编号或姓名", "NUMBER-OR-NAME")),
            ),
            words(
                "paid",
                (
                    "已发放时那次运行写出的 results.json：再说明此人的奖金因成绩更正有何变化、为什么",
                    "The results.json of the run that was paid: also say how a correction changed the player's money, and why",
                ),
                Some(("results.json", "results.json")),
            ),
        ],
    },
    Page {
        name: "init",
        about: (
            "写出一份空白成绩表和一份规则文件模板",
            "Write a blank standings workbook and a rules-file template",
        ),
        usage: (
            "xqprize init <文件夹> [选项]",
            "xqprize init <FOLDER> [OPTIONS]",
        ),
        own: &[
            words(
                "dir",
                (
                    "写入 standings.xlsx 和 rules.toml 的文件夹（不存在时自动创建）",
                    "The folder to write standings.xlsx and rules.toml into (made if missing)",
                ),
                Some(("文件夹", "FOLDER")),
            ),
            // Its help lists the templates (`init::template_help`).
            words("template", ("", ""), Some(("模板", "TEMPLATE"))),
            words(
                "force",
                ("覆盖已有的文件", "Replace files that already exist"),
                None,
            ),
        ],
    },
    Page {
        name: "serve",
        about: (
            "在本机（127.0.0.1）上提供网页版，并打印其地址",
            "Serve the web page on this computer (127.0.0.1) and print its address",
        ),
        usage: ("xqprize serve [选项]", "xqprize serve [OPTIONS]"),
        own: &[
            words(
                "port",
                (
                    "端口，默认 8080（0：任选一个空闲端口；地址会打印出来）",
                    "The port, default 8080 (0: any free port; the address is printed)",
                ),
                Some(("端口", "PORT")),
            ),
            words(
                "listen",
                (
                    "不用 127.0.0.1 而在此地址上监听，如 0.0.0.0 供局域网使用（身份证号将经网络传输）",
                    "Listen on this address instead of 127.0.0.1, e.g. 0.0.0.0 for the local network (ID numbers then cross the network)",
                ),
                Some(("地址", "ADDRESS")),
            ),
            words(
                "events",
                (
                    "保存赛事与领奖登记的文件；默认为环境变量 XQPRIZE_EVENTS 所指的文件，否则为用户数据文件夹中的 xqprize/events.sqlite（Windows：%APPDATA%\\xqprize\\events.sqlite；Linux：~/.local/share/xqprize/events.sqlite）。用 --listen 时会打印访问码，其他设备登记领奖须输入",
                    "The file keeping events and collection marks; default: the file XQPRIZE_EVENTS names, else xqprize/events.sqlite in the user's data folder (Windows: %APPDATA%\\xqprize\\events.sqlite; Linux: ~/.local/share/xqprize/events.sqlite). With --listen an access code is printed, which other devices must type to mark collections",
                ),
                Some(("文件", "FILE")),
            ),
        ],
    },
    Page {
        name: "record",
        about: (
            "写出领奖记录（领奖记录.xlsx）：颁奖时保存的赛事中每位领奖人的金额、已领／未领／放弃、领取方式、时间和经办人，以及合计",
            "Write the collection record (领奖记录.xlsx): every payee of a kept event with the amount, collected / open / forfeited, how, when and by whom, and the totals",
        ),
        usage: ("xqprize record [选项]", "xqprize record [OPTIONS]"),
        own: &[
            words(
                "events",
                (
                    "赛事文件（.sqlite）；不填时用用户数据文件夹中的 xqprize/events.sqlite，或环境变量 XQPRIZE_EVENTS",
                    "The event file (.sqlite); without it, xqprize/events.sqlite in the user's data folder, or XQPRIZE_EVENTS",
                ),
                Some(("赛事文件", "FILE")),
            ),
            words(
                "event",
                (
                    "赛事的编号或名称（默认最近保存的赛事）",
                    "The event's number or name (default: the event kept last)",
                ),
                Some(("编号或名称", "ID-OR-NAME")),
            ),
            words(
                "run",
                (
                    "保存的计算结果编号（默认该赛事登记过领奖的最近一次，没有则最近一次）",
                    "The kept run's number (default: the event's newest run with marks, else its newest)",
                ),
                Some(("编号", "ID")),
            ),
            words(
                "out",
                ("输出文件夹（默认 out）", "The output folder (default: out)"),
                Some(("文件夹", "FOLDER")),
            ),
            words(
                "force",
                ("覆盖已有的领奖记录", "Replace a record that already exists"),
                None,
            ),
        ],
    },
];

/// One of the two texts of `both`.
fn say(both: Both, lang: Lang) -> &'static str {
    zh_en!(lang, both.0, both.1)
}

/// `arg` in `lang`: its help, its value's name and its heading.
fn localize(arg: Arg, own: &[Words], lang: Lang) -> Arg {
    let id = arg.get_id().as_str().to_string();
    let entry = own.iter().chain(SHARED).find(|w| w.id == id);
    let mut arg = match entry {
        Some(w) => {
            let help = match id.as_str() {
                "template" => crate::cmd::init::template_help(lang),
                _ => say(w.help, lang).to_string(),
            };
            let arg = arg.help(help);
            match w.value {
                Some(value) => arg.value_name(say(value, lang)),
                None => arg,
            }
        }
        None => arg,
    };
    arg = if arg.is_positional() {
        arg.help_heading(zh_en!(lang, "参数", "Arguments"))
    } else {
        arg.help_heading(zh_en!(lang, "选项", "Options"))
    };
    arg
}

/// The command line `command` with its help in `lang`.
pub fn localized(command: Command, lang: Lang) -> Command {
    let mut command = command
        .about(zh_en!(
            lang,
            "象棋公开赛的名次奖、补贴与资格名单计算",
            "Place prizes, subsidies and qualifier lists of a Chinese chess (象棋) open tournament"
        ))
        .override_usage(zh_en!(
            lang,
            "xqprize <命令> [选项]",
            "xqprize <COMMAND> [OPTIONS]"
        ))
        .help_template(layout(lang))
        .subcommand_help_heading(zh_en!(lang, "命令", "Commands"))
        .subcommand_value_name(zh_en!(lang, "命令", "COMMAND"))
        .mut_args(|arg| localize(arg, &[], lang));
    for page in COMMANDS {
        command = command.mut_subcommand(page.name, |sub| {
            sub.about(say(page.about, lang))
                .override_usage(say(page.usage, lang))
                .help_template(layout(lang))
                .mut_args(|arg| localize(arg, page.own, lang))
        });
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use xqprize::rules::templates;

    /// Every help page in `lang`, as clap renders it.
    fn pages(lang: Lang) -> Vec<String> {
        let mut pages = Vec::new();
        for args in [
            vec!["xqprize", "--help"],
            vec!["xqprize", "run", "--help"],
            vec!["xqprize", "check", "--help"],
            vec!["xqprize", "explain", "--help"],
            vec!["xqprize", "init", "--help"],
            vec!["xqprize", "serve", "--help"],
            vec!["xqprize", "record", "--help"],
        ] {
            let e = localized(crate::cli::Cli::command(), lang)
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
        // the title, the example 少儿组:3 and the file name 领奖记录.xlsx.
        let allowed: Vec<&str> = templates::TEMPLATES
            .iter()
            .map(|t| t.name)
            .chain(["象棋", "少儿组", "领奖记录"])
            .collect();
        for page in pages(Lang::En) {
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
    fn the_help_names_every_command_and_option_in_both_languages() {
        for lang in [Lang::Zh, Lang::En] {
            let pages = pages(lang);
            for page in COMMANDS {
                assert!(pages[0].contains(page.name), "{}", page.name);
                assert!(pages[0].contains(say(page.about, lang)), "{}", page.name);
                for w in page.own.iter().chain(SHARED) {
                    let help = say(w.help, lang);
                    if !help.is_empty() {
                        assert!(pages.iter().any(|p| p.contains(help)), "{}", w.id);
                    }
                }
            }
        }
    }

    /// Every argument `Cli` declares has its words here: none is left to
    /// clap's default (an empty or English help in the Chinese page).
    #[test]
    fn every_argument_has_an_entry() {
        let command = crate::cli::Cli::command();
        let mut ids: Vec<String> = command
            .get_arguments()
            .map(|a| a.get_id().to_string())
            .collect();
        for page in COMMANDS {
            let sub = command.find_subcommand(page.name).expect(page.name);
            for arg in sub.get_arguments() {
                let id = arg.get_id().to_string();
                assert!(
                    page.own.iter().chain(SHARED).any(|w| w.id == id),
                    "{} {id}",
                    page.name
                );
            }
        }
        ids.retain(|id| !SHARED.iter().any(|w| w.id == *id));
        assert!(ids.is_empty(), "{ids:?}");
    }
}
