//! The built binary from the outside, one module per subcommand (`run`,
//! `init`, `check`, `explain`), the Chinese of the default language (`zh`),
//! plus the worked examples, the sample and the workbooks `run` writes, each
//! test in a fresh folder.

#[path = "../common/mod.rs"]
mod common;

mod allocation;
mod audit;
mod check;
mod encoding;
mod examples;
mod explain;
mod init;
mod organizer;
mod run;
mod sample;
mod tax;
mod workbooks;
mod zh;
