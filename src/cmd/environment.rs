//! What a command takes from its environment rather than its flags: the
//! language (`XQPRIZE_LANG`, or `--lang` as typed when clap refused the
//! line) and the thread policy (`XQPRIZE_THREADS`). Read here, in the
//! binary, once, and passed down to everything that words a text or
//! spreads work.

use xqprize::msg::Lang;
use xqprize::threads::Threads;

/// The language from `--lang` when given, else from the environment
/// variable `XQPRIZE_LANG`, else Chinese: read here, in the binary, and
/// passed down to everything that words a text.
pub fn choose_lang(flag: Option<Lang>) -> Lang {
    flag.or_else(|| {
        std::env::var("XQPRIZE_LANG")
            .ok()
            .as_deref()
            .and_then(Lang::parse)
    })
    .unwrap_or_default()
}

/// The language asked for on a command line clap refused: `--lang` as
/// typed (`--lang en`, `--lang=en`), else `XQPRIZE_LANG`, else Chinese.
pub fn lang_of_raw_args() -> Lang {
    let args: Vec<String> = std::env::args().collect();
    let flag = args.iter().enumerate().find_map(|(i, a)| {
        a.strip_prefix("--lang=")
            .map(str::to_string)
            .or_else(|| (a == "--lang").then(|| args.get(i + 1).cloned().unwrap_or_default()))
    });
    choose_lang(flag.as_deref().and_then(Lang::parse))
}

/// The run's thread policy: `Threads::One` with `XQPRIZE_THREADS=1` (the
/// reader's plain path, and the audit, the writers and the files written
/// one after another on the main thread), else as many as there are
/// cores: read here, in the binary, and passed down to all of them.
pub fn threads() -> Threads {
    Threads::one_if(std::env::var("XQPRIZE_THREADS").is_ok_and(|n| n.trim() == "1"))
}
