//! The four output files are built on several threads: the bytes must not
//! depend on which thread finishes first. A noisy field (blank 地区, stated
//! values disagreeing with ID numbers, unknown 称号), so that the 说明 sheet
//! and results.json carry hundreds of warnings, is run twice in memory in
//! both stacking modes, and each file is compared with the other run's and
//! with the same writer called alone on this thread.

use xqprize::msg::Lang;
use xqprize::pipeline::{OUTPUT_NAMES, run_in_memory};
use xqprize::report::{self, Report};
use xqprize::rules::{Overrides, Stacking};
use xqprize_testkit::synthetic::SyntheticEvent;

#[test]
fn the_parallel_writer_gives_the_same_bytes_every_time_and_as_one_thread_does() {
    let standings = SyntheticEvent {
        open: 2000,
        youth: 500,
        seed: 15,
    }
    .build_noisy();
    let workbook = standings.to_xlsx_bytes().unwrap();
    for stacking in [Stacking::All, Stacking::One] {
        let overrides = Overrides {
            stacking: Some(stacking),
        };
        let run =
            || run_in_memory("noisy.xlsx", workbook.clone(), None, &overrides, Lang::Zh).unwrap();
        let (first, second) = (run(), run());
        assert!(
            first.report.computed.warnings.len() > 100,
            "the noise gives many warnings: {}",
            first.report.computed.warnings.len()
        );
        let names: Vec<&str> = first.files.iter().map(|f| f.name).collect();
        assert_eq!(names, OUTPUT_NAMES);
        let report = Report {
            rules: &first.report.loaded.rules,
            standings: &first.report.read.standings,
            outcome: &first.report.computed.outcome,
            rules_name: first.report.loaded.name.clone(),
            rules_sha256: first.report.loaded.sha256.clone(),
            version: env!("CARGO_PKG_VERSION"),
            warnings: &first.report.computed.warnings,
            lang: Lang::Zh,
        };
        let alone = [
            report::payouts::to_bytes(&report).unwrap(),
            report::awards::to_bytes(&report).unwrap(),
            report::qualifiers::to_bytes(&report).unwrap(),
            report::json::to_json(
                report.rules,
                report.standings,
                report.outcome,
                report.warnings,
                report.lang,
            )
            .into_bytes(),
        ];
        for ((a, b), one_thread) in first.files.iter().zip(&second.files).zip(&alone) {
            assert!(
                a.bytes == b.bytes,
                "{stacking:?}: {} differs between runs",
                a.name
            );
            assert!(
                a.bytes == *one_thread,
                "{stacking:?}: {} differs from the writer called alone",
                a.name
            );
        }
    }
}
