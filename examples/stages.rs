//! Time each step after reading, one at a time: engine, audit, compute,
//! each output file, all outputs. CPU (process user+system) and wall, median
//! of N. cargo run --release --example stages -- FILE [all|one] [reps]

use xqprize::engine;
use xqprize::pipeline::{self, RulesSource};
use xqprize::report;
use xqprize::rules::{Overrides, Stacking};

#[path = "../benches/support/timing.rs"]
mod timing;
use timing::{fastest, median, repeat};

fn time<T>(label: &str, reps: usize, f: impl FnMut() -> T) -> T {
    let (took, last) = repeat(reps, f);
    let (middle, best) = (median(&took), fastest(&took));
    println!(
        "{label:<14} cpu {:>7.1} ms  wall {:>7.1} ms  (fastest: cpu {:>7.1} wall {:>7.1})",
        middle.cpu.as_secs_f64() * 1e3,
        middle.wall.as_secs_f64() * 1e3,
        best.cpu.as_secs_f64() * 1e3,
        best.wall.as_secs_f64() * 1e3
    );
    last
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let path = std::path::PathBuf::from(&args[1]);
    let stacking = match args.get(2).map(String::as_str) {
        Some("one") => Stacking::One,
        _ => Stacking::All,
    };
    let reps: usize = args.get(3).map_or(5, |r| r.parse().unwrap());
    let loaded = pipeline::load_rules(
        &RulesSource::built_in(xqprize::msg::Lang::Zh),
        &Overrides {
            stacking: Some(stacking),
        },
    )
    .map_err(|e| anyhow::anyhow!("{}", e.lines(xqprize::msg::Lang::Zh).join("\n")))?;
    let read = time("read", 1, || {
        pipeline::read(&path, &loaded.rules, &[], xqprize::threads::Threads::Cores).unwrap()
    });
    let rules = &loaded.rules;
    // ONLY=payouts: the payout workbook alone, for a profile of it.
    let only_payouts = std::env::var("ONLY").as_deref() == Ok("payouts");
    if !only_payouts {
        let outcome = time("engine", reps, || {
            engine::compute(rules, &read.standings).unwrap()
        });
        drop(outcome);
        time("audit", reps, || {
            xqprize::audit::audit(rules, &read.standings)
        });
    }
    let computed = time("compute", reps, || {
        pipeline::compute(rules, &loaded.lines, &read).unwrap()
    });
    println!("warnings {}", computed.warnings.len());
    let r = report::Report {
        rules,
        standings: &read.standings,
        outcome: &computed.outcome,
        rules_name: loaded.name.clone(),
        rules_sha256: loaded.sha256.clone(),
        version: env!("CARGO_PKG_VERSION"),
        warnings: &computed.warnings,
        lang: xqprize::msg::Lang::Zh,
    };
    time("payouts", reps, || report::payouts::to_bytes(&r).unwrap());
    if only_payouts {
        return Ok(());
    }
    time("render", reps, || {
        let lang = xqprize::msg::Lang::Zh;
        let texts: Vec<String> = computed.warnings.iter().map(|w| w.text(lang)).collect();
        texts
    });
    time("merge", reps, || {
        let mut warnings = computed.warnings.clone();
        pipeline::in_report_order(rules, &mut warnings);
        warnings
    });
    time("awards", reps, || report::awards::to_bytes(&r).unwrap());
    time("qualifiers", reps, || {
        report::qualifiers::to_bytes(&r).unwrap()
    });
    time("json", reps, || {
        report::json::to_json(
            rules,
            &read.standings,
            &computed.outcome,
            &computed.warnings,
            xqprize::msg::Lang::Zh,
        )
    });
    time("output_files", reps, || {
        pipeline::output_files(&loaded, &read.standings, &computed, xqprize::msg::Lang::Zh).unwrap()
    });
    time("compute+out", reps, || {
        let c = pipeline::compute(rules, &loaded.lines, &read).unwrap();
        pipeline::output_files(&loaded, &read.standings, &c, xqprize::msg::Lang::Zh).unwrap()
    });
    Ok(())
}
