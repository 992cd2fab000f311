//! The built binary from the outside, one module per subcommand (`run`,
//! `init`, `check`, `explain`, `serve`; `outputs`: `run`'s files written
//! all or nothing), the Chinese of the default language (`zh`),
//! plus the worked examples, the corpus of real regulations
//! (`tests/regulations/`), the sample and the workbooks `run` writes, each
//! test in a fresh folder.

#[path = "../common/mod.rs"]
mod common;

mod allocation;
mod audit;
mod award_column;
mod check;
mod combining;
mod corrections;
mod encoding;
mod examples;
mod explain;
mod id_document;
mod in_kind;
mod init;
mod organizer;
mod outputs;
mod paid_file;
mod payment_marks;
mod prize_tables;
mod record;
mod regulations;
mod run;
mod sample;
mod serve;
mod tax;
mod teams;
mod workbooks;
mod zh;
