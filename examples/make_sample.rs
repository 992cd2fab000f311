//! Write a synthetic standings workbook and say what is in it.
//!
//! cargo run --example make_sample -- samples/shizhu-2019.xlsx
//! cargo run --release --example make_sample -- big.xlsx --open 100000 --youth 33333 --seed 1
//! cargo run --release --example make_sample -- noisy.xlsx --open 100000 --youth 25000 --seed 1 --noisy
//!
//! `--noisy` puts in the noise of `Noise::REALISTIC` (blank 地区, stated birth
//! dates and sexes disagreeing with ID numbers, unknown 称号), `--heavy`
//! that of `Noise::HEAVY` (and 性别 blank where no ID number tells it: the
//! benchmark's `payees` workload); `--inline`
//! stores every text in its cell instead of the shared-string table;
//! `--rounds` adds round-by-round columns no rule reads (`Layout::rounds`).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use xqprize_testkit::synthetic::{Layout, Noise, Strings, SyntheticEvent};

fn main() -> ExitCode {
    let mut event = SyntheticEvent::SHIZHU_2019;
    let mut path = None;
    let mut noise = None;
    let mut layout = Layout::plain(Strings::Shared);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |name: &str| -> Option<u64> {
            let value = args.next().and_then(|v| v.parse().ok());
            if value.is_none() {
                eprintln!("{name} needs a whole number");
            }
            value
        };
        match arg.as_str() {
            "--open" => match number("--open") {
                Some(n) => event.open = n as usize,
                None => return ExitCode::from(2),
            },
            "--youth" => match number("--youth") {
                Some(n) => event.youth = n as usize,
                None => return ExitCode::from(2),
            },
            "--seed" => match number("--seed") {
                Some(n) => event.seed = n,
                None => return ExitCode::from(2),
            },
            "--noisy" => noise = Some(Noise::REALISTIC),
            "--heavy" => noise = Some(Noise::HEAVY),
            "--inline" => layout.strings = Strings::Inline,
            "--rounds" => layout.rounds = true,
            _ if path.is_none() && !arg.starts_with("--") => path = Some(PathBuf::from(arg)),
            _ => {
                eprintln!(
                    "usage: make_sample OUT.xlsx [--open N] [--youth N] [--seed N] [--noisy | --heavy] [--inline] [--rounds]"
                );
                return ExitCode::from(2);
            }
        }
    }
    let Some(path) = path else {
        eprintln!(
            "usage: make_sample OUT.xlsx [--open N] [--youth N] [--seed N] [--noisy | --heavy] [--inline] [--rounds]"
        );
        return ExitCode::from(2);
    };
    let start = Instant::now();
    let standings = match noise {
        Some(noise) => event.build_with(noise),
        None => event.build(),
    };
    match standings.write_xlsx_with(&path, layout) {
        Ok(()) => {
            println!(
                "{}: open {}, youth {}, seed {} ({:.2} s)",
                path.display(),
                event.open,
                event.youth,
                event.seed,
                start.elapsed().as_secs_f64()
            );
            for sheet in standings.sheets() {
                println!("{}", sheet.census());
            }
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("error: {}: {err}", path.display());
            ExitCode::from(1)
        }
    }
}
