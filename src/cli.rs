//! The command line: what the user typed (clap), turned into a command to run.
//! Exit status: 0 done (warnings allowed), 1 input or rules have errors and
//! nothing was written, 2 the command line is wrong (clap's own exit), 3 the
//! outputs could not be written (`output::WriteError`).
//!
//! The help is in Chinese, or in English with `--lang en`: both languages
//! of every command and option side by side in `help`, which words the
//! commands declared here; a command-line mistake is said in Chinese too
//! (`chinese_error`), or in clap's English with `--lang en`; the language of
//! everything else is `--lang` or `XQPRIZE_LANG`, read here and passed down.

mod help;

use crate::cmd;
use crate::cmd::environment::{choose_lang, lang_of_raw_args, threads};
use crate::cmd::failure::error_text;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{ArgAction, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::process::ExitCode;
use xqprize::msg::{Lang, Msg};
use xqprize::output::WriteError;

#[derive(Debug, Parser)]
#[command(
    name = "xqprize",
    version,
    disable_help_flag = true,
    disable_version_flag = true,
    disable_help_subcommand = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "zh|en",
        hide_possible_values = true
    )]
    pub lang: Option<LangArg>,
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "utf-8|gbk",
        hide_possible_values = true
    )]
    pub encoding: Option<crate::console::Encoding>,
    #[arg(short, long, global = true, action = ArgAction::Help)]
    help: Option<bool>,
    #[arg(short = 'V', long, action = ArgAction::Version)]
    version: Option<bool>,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum LangArg {
    Zh,
    En,
}

/// The commands; what each says of itself is in `help`.
#[derive(Debug, Subcommand)]
pub enum Command {
    Run(cmd::run::Args),
    Check(cmd::check::Args),
    Explain(cmd::explain::Args),
    Init(cmd::init::Args),
    Serve(cmd::serve::Args),
    Record(cmd::record::Args),
}

/// Parse the arguments, run the command, and turn its result into an exit status.
pub fn main() -> ExitCode {
    // The help and clap's words in the language as typed, before the parse.
    let command = help::localized(Cli::command(), lang_of_raw_args());
    let parsed = command
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => return command_line_error(&e),
    };
    let lang = choose_lang(cli.lang.map(|l| match l {
        LangArg::Zh => Lang::Zh,
        LangArg::En => Lang::En,
    }));
    crate::console::Encoding::choose(cli.encoding).set();
    if matches!(
        cli.command,
        Command::Run(_) | Command::Init(_) | Command::Record(_)
    ) {
        on_stop_remove_temporaries(lang);
    }
    let result = match cli.command {
        Command::Run(args) => cmd::run::run(args, lang),
        Command::Check(args) => cmd::check::run(args, lang),
        Command::Explain(args) => cmd::explain::run(args, lang),
        Command::Init(args) => cmd::init::run(args, lang, threads()),
        Command::Serve(args) => cmd::serve::run(args, lang),
        Command::Record(args) => cmd::record::run(args, lang, threads()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("{}", error_text(&err, lang));
            if err.downcast_ref::<WriteError>().is_some() {
                ExitCode::from(3)
            } else {
                ExitCode::from(1)
            }
        }
    }
}

/// Ctrl-C, SIGTERM or SIGHUP (on Windows, Ctrl-C or Ctrl-Break in the
/// console) while `run` or `init` writes: the temporary files are removed
/// and the process ends with status 130, after a rename under way has
/// finished (`output::interrupted`), so the folder holds the earlier files
/// or all the new ones. Without a handler the process would end at once
/// and leave its temporary files behind.
fn on_stop_remove_temporaries(lang: Lang) {
    // Setting it fails only if a handler is already set: nothing to do.
    let _ = ctrlc::set_handler(move || {
        if !xqprize::output::interrupted() {
            eprintln!("{}", Msg::OutputInterrupted.render(lang));
        }
        std::process::exit(130);
    });
}

/// What clap refused (or the help and version it shows), in the language
/// asked for: clap's own words in English, ours in Chinese. Exit status 2
/// for a mistake, 0 for the help and the version.
fn command_line_error(e: &clap::Error) -> ExitCode {
    let lang = lang_of_raw_args();
    if lang == Lang::En {
        let _ = e.print();
        return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
    }
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
    }
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // The help, with the usage line clap would print in English.
        let _ = e.print();
        return ExitCode::from(2);
    }
    eprintln!("错误：{}", chinese_error(e));
    let rendered = e.render().to_string();
    if let Some(usage) = rendered
        .lines()
        .find_map(|l| l.trim_start().strip_prefix("Usage: "))
    {
        eprintln!("\n用法：{usage}");
    }
    eprintln!("\n查看帮助：xqprize --help，或 xqprize <命令> --help");
    ExitCode::from(2)
}

/// A string or strings of an error's context.
fn context(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::StyledStr(s)) => vec![s.to_string()],
        Some(ContextValue::StyledStrs(v)) => v.iter().map(ToString::to_string).collect(),
        Some(ContextValue::Number(n)) => vec![n.to_string()],
        _ => Vec::new(),
    }
}

/// The sentence for a command-line mistake, in Chinese.
fn chinese_error(e: &clap::Error) -> String {
    let arg = context(e, ContextKind::InvalidArg).join("、");
    let value = context(e, ContextKind::InvalidValue).join("、");
    let suggested: Vec<String> = [ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand]
        .into_iter()
        .flat_map(|k| context(e, k))
        .collect();
    let hint = if suggested.is_empty() {
        String::new()
    } else {
        format!("是否想写 {}？", suggested.join(" 或 "))
    };
    match e.kind() {
        ErrorKind::UnknownArgument => format!("没有“{arg}”这个选项。{hint}"),
        ErrorKind::InvalidSubcommand => {
            let typed = context(e, ContextKind::InvalidSubcommand).join("、");
            format!(
                "没有“{typed}”这个命令。可用的命令：run、check、explain、init、serve、record。{hint}"
            )
        }
        ErrorKind::MissingRequiredArgument => format!("缺少必填的参数：{arg}。"),
        ErrorKind::MissingSubcommand => {
            "缺少命令。可用的命令：run、check、explain、init、serve、record。".to_string()
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let valid = context(e, ContextKind::ValidValue);
            let valid = if valid.is_empty() {
                String::new()
            } else {
                format!("可填：{}。", valid.join("、"))
            };
            if value.is_empty() {
                format!("{arg} 后面缺少要填的值。{valid}")
            } else {
                format!("「{value}」不是 {arg} 可用的值。{valid}{hint}")
            }
        }
        ErrorKind::ArgumentConflict => format!("{arg} 不能与其他已写的选项同时使用。"),
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues => {
            format!("{arg} 后面的值个数不对。")
        }
        ErrorKind::NoEquals => format!("{arg} 须写成 {arg}=值。"),
        ErrorKind::InvalidUtf8 => "命令行中有无法识别的字符（不是 UTF-8）。".to_string(),
        _ => "命令行写得不对。".to_string(),
    }
}
