//! One module per subcommand, each with its `Args` and `run`.

pub mod check;
pub mod explain;
pub mod init;
pub mod run;
