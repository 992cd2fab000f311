//! The four output files are built on several threads: the bytes must not
//! depend on which thread finishes first. A noisy field (blank 地区, stated
//! values disagreeing with ID numbers, unknown 称号), so that the 说明 sheet
//! and results.json carry hundreds of warnings, is run twice in memory in
//! both stacking modes, and each file is compared with the other run's and
//! with the same writer called alone on this thread; and a run on one
//! thread (`Threads::One`) gives the same bytes, every file built on the
//! calling thread.

use std::sync::Mutex;
use xqprize::msg::Lang;
use xqprize::pipeline::{
    OUTPUT_NAMES, OutputBytes, Request, RulesSource, Workbook, in_memory, output_files_with,
    run_in_memory,
};
use xqprize::report::{self, Report};
use xqprize::rules::{Overrides, Stacking};
use xqprize::threads::Threads;
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

/// `Threads::One`, as `XQPRIZE_THREADS=1` asks of the program: the run
/// (reader, audit, writers) gives every file byte for byte as the run on
/// every core, and the writers build each file on the calling thread, in
/// `OUTPUT_NAMES` order; on every core, with two or more, the small
/// workbooks are built on another thread, beside results.json.
#[test]
fn one_thread_builds_every_file_on_the_calling_thread_with_the_same_bytes() {
    let workbook = SyntheticEvent {
        open: 2000,
        youth: 500,
        seed: 15,
    }
    .build_noisy()
    .to_xlsx_bytes()
    .unwrap();
    let request = |threads| Request {
        workbook: Workbook::Bytes {
            name: "noisy.xlsx".to_string(),
            bytes: workbook.clone(),
        },
        rules: RulesSource::built_in(Lang::Zh),
        overrides: Overrides::default(),
        sheets: Vec::new(),
        lang: Lang::Zh,
        threads,
    };
    let cores = in_memory(request(Threads::Cores)).unwrap();
    let one = in_memory(request(Threads::One)).unwrap();
    assert_eq!(one.report.threads, Threads::One);
    for (a, b) in cores.files.iter().zip(&one.files) {
        assert!(a.bytes == b.bytes, "{} differs on one thread", a.name);
    }
    let here = std::thread::current().id();
    let built_by = |threads| {
        let seen = Mutex::new(Vec::new());
        let r = &one.report;
        let record = |at: usize, _: &OutputBytes| {
            seen.lock().unwrap().push((at, std::thread::current().id()));
            Ok(())
        };
        let (loaded, standings) = (&r.loaded, &r.read.standings);
        output_files_with(
            loaded,
            standings,
            &r.computed,
            None,
            Lang::Zh,
            threads,
            &record,
        )
        .unwrap();
        seen.into_inner().unwrap()
    };
    assert_eq!(
        built_by(Threads::One),
        [(0, here), (1, here), (2, here), (3, here)]
    );
    let on_cores = built_by(Threads::Cores);
    let awards_by = on_cores.iter().find(|(at, _)| *at == 1).unwrap().1;
    assert_eq!(awards_by != here, Threads::Cores.workers() > 1);
}
