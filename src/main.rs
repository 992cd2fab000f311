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
    large_blocks_apart();
    if console::double_clicked() {
        return cmd::serve::double_clicked();
    }
    cli::main()
}

/// Every block of 1 MiB or more (the reader's batches of cells, a
/// workbook's parts, results.json) in a mapping of its own, given back to
/// the system when freed. glibc's allocator otherwise raises that
/// threshold each time such a block is freed and keeps the later ones in
/// its heaps, where memory freed by one thread is not given back and
/// another thread cannot reuse it: about 10 MiB more at the peak of a
/// 125 000-player run (BENCH.md). No output depends on it.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn large_blocks_apart() {
    // SAFETY: mallopt only changes a setting of the allocator, here before
    // the program starts any thread of its own.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}

/// Other allocators give large blocks back on their own.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn large_blocks_apart() {}
