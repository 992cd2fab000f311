//! Print what the reader makes of a standings workbook: one line per
//! player, then the warnings, or every problem. For looking at a file by eye:
//! `cargo run --example dump_standings -- FILE [SHEET…]`.

use std::path::PathBuf;
use xqprize::standings::read::{ReadOptions, Source, read_standings};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next().map(PathBuf::from) else {
        eprintln!("usage: dump_standings FILE [SHEET…]");
        std::process::exit(2);
    };
    let mut sheets: Vec<String> = args.collect();
    if sheets.is_empty() {
        sheets = vec!["公开组".to_string(), "少儿组".to_string()];
    }
    match read_standings(&Source::File(path), &sheets, &ReadOptions::default()) {
        Ok(read) => {
            for group in &read.standings.groups {
                println!(
                    "{}: {} players, columns {:?}",
                    group.sheet,
                    group.players.len(),
                    group.columns
                );
                for p in &group.players {
                    println!("  {p:?}");
                }
            }
            for w in &read.warnings {
                println!("warning: {w:?}");
            }
        }
        Err(e) => {
            println!("{}", e.render(xqprize::msg::Lang::Zh));
            std::process::exit(1);
        }
    }
}
