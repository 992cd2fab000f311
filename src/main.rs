//! The `xqprize` program: the command line, or, double-clicked on Windows,
//! the web page opened in the browser.

// Every print of the command line goes through `console`, which encodes it
// for a pipe or a file as `--encoding` says. Defined before the modules so
// their `println!` and `eprintln!` are these.
macro_rules! println {
    () => { $crate::console::out(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::console::out(format_args!("{}\n", format_args!($($arg)*))) };
}
macro_rules! eprintln {
    () => { $crate::console::err(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::console::err(format_args!("{}\n", format_args!($($arg)*))) };
}

mod cli;
mod cmd;
mod console;

use std::process::ExitCode;

fn main() -> ExitCode {
    if console::double_clicked() {
        return cmd::serve::double_clicked();
    }
    cli::main()
}
