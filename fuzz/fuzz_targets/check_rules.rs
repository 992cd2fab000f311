//! Any bytes given as the rules file to the path `xqprize check` takes (the
//! bytes decoded as the command line decodes a rules file, then
//! `pipeline::check` against a small fixed standings workbook, every
//! problem and warning rendered in both languages) give a report, never a
//! panic or a hang. Seed the corpus with `templates/*.toml`,
//! `tests/data/*.toml` and `tests/regulations/*/rules.toml`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use xqprize::msg::Lang;
use xqprize::pipeline::{self, Request, RulesSource, Workbook};
use xqprize::threads::Threads;
use xqprize_testkit::every_column::every_column_workbook;

/// The workbook, written once.
fn workbook() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(every_column_workbook)
}

fuzz_target!(|data: &[u8]| {
    let name = "rules.toml";
    let Ok(text) = xqprize::rules::encoding::decode(name, data.to_vec()) else {
        return;
    };
    let report = pipeline::check(Request {
        workbook: Workbook::Bytes {
            name: "standings.xlsx".to_string(),
            bytes: workbook().to_vec(),
        },
        rules: RulesSource {
            name: name.to_string(),
            text,
        },
        overrides: Default::default(),
        sheets: Vec::new(),
        lang: Lang::Zh,
        threads: Threads::One,
    });
    for lang in [Lang::Zh, Lang::En] {
        for e in &report.errors {
            let _ = e.render(lang);
        }
        for w in &report.warnings {
            let _ = w.line(lang);
        }
        let _ = report.audit_summary().render(lang);
    }
});
