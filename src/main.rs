mod cli;
mod cmd;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::main()
}
