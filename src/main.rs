use std::process::ExitCode;

fn main() -> ExitCode {
    xqprize::cli::main()
}
