//! `xqprize explain`.

#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`xqprize explain` is not available yet")
}
