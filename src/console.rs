//! Where the command line's words go, and how they are encoded.
//!
//! To a terminal (a Windows console included, whatever its code page) text is
//! written as text: Rust's standard library hands a Windows console UTF-16, so
//! Chinese reads correctly there without `chcp`. To a pipe or a file the bytes
//! are UTF-8 unless `--encoding gbk` (or `XQPRIZE_ENCODING=gbk`) asks for GBK,
//! which `more`, `findstr` and Notepad of a Chinese Windows expect; a
//! character GBK lacks is written as `&#NNNN;`. clap's own `--help` and
//! command-line errors are always UTF-8.
//!
//! `main.rs` routes `println!` and `eprintln!` (and `cmd` its `say!` and
//! `sayln!`) through [`out`] and [`err`], so no command needs to know.
//!
//! It also tells whether the program was started by a double click in
//! Windows Explorer (§16): then it serves the page instead of printing help.

use std::fmt;
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// How text sent to a pipe or a file is encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Encoding {
    /// UTF-8, the default.
    #[default]
    #[value(name = "utf-8", alias = "utf8")]
    Utf8,
    /// GBK (code page 936).
    Gbk,
}

impl Encoding {
    /// The `--encoding` flag, else `XQPRIZE_ENCODING`, else UTF-8.
    pub fn choose(flag: Option<Encoding>) -> Encoding {
        flag.or_else(|| {
            let named = std::env::var("XQPRIZE_ENCODING").ok()?;
            <Encoding as clap::ValueEnum>::from_str(named.trim(), true).ok()
        })
        .unwrap_or_default()
    }

    /// Use this encoding for everything printed from now on.
    pub fn set(self) {
        GBK.store(self == Encoding::Gbk, Ordering::Relaxed);
    }
}

static GBK: AtomicBool = AtomicBool::new(false);

/// Print to standard output (what `println!`, `say!` and `sayln!` become).
///
/// When whoever reads it has gone (`xqprize explain … | head`), there is no
/// one left to tell: the command ends there, quietly, with status 0, as other
/// command-line tools do (`println!` would panic).
pub fn out(args: fmt::Arguments) {
    let stream = std::io::stdout();
    let terminal = stream.is_terminal();
    if let Err(e) = write(&mut stream.lock(), terminal, args) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        err(format_args!("{e}\n"));
        std::process::exit(1);
    }
}

/// Print to standard error (what `eprintln!` becomes).
pub fn err(args: fmt::Arguments) {
    let stream = std::io::stderr();
    let terminal = stream.is_terminal();
    // Standard error closed too: nothing is left to tell anyone.
    let _ = write(&mut stream.lock(), terminal, args);
}

fn write(to: &mut impl Write, terminal: bool, args: fmt::Arguments) -> std::io::Result<()> {
    let text = fmt::format(args);
    to.write_all(&encode(&text, !terminal && GBK.load(Ordering::Relaxed)))?;
    to.flush()
}

fn encode(text: &str, gbk: bool) -> std::borrow::Cow<'_, [u8]> {
    if gbk {
        encoding_rs::GBK.encode(text).0
    } else {
        std::borrow::Cow::Borrowed(text.as_bytes())
    }
}

/// Started by a double click in Explorer: no arguments, and the console
/// window is this program's own (no shell shares it).
#[cfg(windows)]
pub fn double_clicked() -> bool {
    use windows_sys::Win32::System::Console::GetConsoleProcessList;
    if std::env::args_os().len() > 1 {
        return false;
    }
    let mut ids = [0u32; 2];
    // SAFETY: `ids` has room for the 2 process ids whose count is passed.
    let attached = unsafe { GetConsoleProcessList(ids.as_mut_ptr(), 2) };
    attached == 1
}

/// Only Windows has Explorer's double click.
#[cfg(not(windows))]
pub fn double_clicked() -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gbk_is_the_code_page_936_bytes() {
        // 奖 is BD B1 and 金 is BD F0 in GBK (code page 936).
        assert_eq!(&*encode("奖金 1", true), b"\xBD\xB1\xBD\xF0 1");
        assert_eq!(&*encode("奖金", false), "奖金".as_bytes());
    }

    #[test]
    fn a_character_gbk_lacks_is_written_as_a_reference() {
        assert_eq!(&*encode("😀", true), b"&#128512;");
    }

    #[test]
    fn the_flag_wins_over_the_default() {
        assert_eq!(Encoding::choose(Some(Encoding::Gbk)), Encoding::Gbk);
    }
}
