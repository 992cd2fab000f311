//! The command line: what the user typed (clap), turned into a command to run.
//! Exit status: 0 done (warnings allowed), 1 input or rules have errors and
//! nothing was written, 2 the command line is wrong (clap's own exit), 3 the
//! outputs could not be written (`output::WriteError`).

use crate::cmd;
use clap::{Parser, Subcommand};
use std::process::ExitCode;
use xqprize::output::WriteError;

#[derive(Debug, Parser)]
#[command(
    name = "xqprize",
    version,
    about = "Prizes, subsidies and qualifiers of a Chinese chess open tournament"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Compute every prize and write the payout, award and qualifier workbooks and results.json.
    Run(cmd::run::Args),
    /// Read and validate the standings and the rules; print every problem.
    Check(cmd::check::Args),
    /// Tell, for one player, each schedule and list: in the pool or not and why, place, amount.
    Explain(cmd::explain::Args),
    /// Write a blank standings workbook and a copy of the rules template.
    Init(cmd::init::Args),
    /// Serve the web page on this computer (127.0.0.1) and print its address.
    Serve(cmd::serve::Args),
}

/// Parse the arguments, run the command, and turn its result into an exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Run(args) => cmd::run::run(args),
        Command::Check(args) => cmd::check::run(args),
        Command::Explain(args) => cmd::explain::run(args),
        Command::Init(args) => cmd::init::run(args),
        Command::Serve(args) => cmd::serve::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            if err.downcast_ref::<WriteError>().is_some() {
                ExitCode::from(3)
            } else {
                ExitCode::from(1)
            }
        }
    }
}
