//! The rules file as `xqprize check` takes it never panics or hangs: the
//! shipped templates, mutated as a hand editing one goes wrong (a line
//! deleted or written twice, two values swapped, stray bytes typed or a
//! byte changed), are decoded as the command line decodes a rules file and
//! checked against a small fixed standings workbook, every problem and
//! warning rendered in both languages, each within a few seconds. The
//! fuzz target `fuzz/fuzz_targets/check_rules.rs` goes further with any
//! bytes on the nightly toolchain.

use proptest::prelude::*;
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use xqprize::msg::Lang;
use xqprize::pipeline::{self, Request, RulesSource, Workbook};
use xqprize::threads::Threads;

const TEMPLATES: [&str; 5] = [
    include_str!("../../templates/shizhu-2019.toml"),
    include_str!("../../templates/hengfang-2024.toml"),
    include_str!("../../templates/hangu-2013.toml"),
    include_str!("../../templates/blank.toml"),
    include_str!("../../templates/shizhu-2019-taxed.example.toml"),
];

/// The workbook, written once.
fn workbook() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(xqprize_testkit::every_column::every_column_workbook)
}

/// One way a hand editing the file goes wrong; the numbers pick the line
/// or byte (modulo how many there are).
#[derive(Debug, Clone)]
enum Edit {
    DeleteLine(usize),
    DuplicateLine(usize),
    SwapValues(usize, usize),
    InsertBytes(usize, Vec<u8>),
    ReplaceByte(usize, u8),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        any::<usize>().prop_map(Edit::DeleteLine),
        any::<usize>().prop_map(Edit::DuplicateLine),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::SwapValues(a, b)),
        (any::<usize>(), prop::collection::vec(any::<u8>(), 1..8))
            .prop_map(|(at, bytes)| Edit::InsertBytes(at, bytes)),
        (any::<usize>(), any::<u8>()).prop_map(|(at, b)| Edit::ReplaceByte(at, b)),
    ]
}

/// The template's bytes with `edits` applied in order.
fn mutated(template: &str, edits: &[Edit]) -> Vec<u8> {
    let mut bytes = template.as_bytes().to_vec();
    for e in edits {
        let mut lines: Vec<Vec<u8>> = bytes.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
        let n = lines.len();
        match e {
            Edit::DeleteLine(i) => {
                lines.remove(i % n);
            }
            Edit::DuplicateLine(i) => {
                let line = lines[i % n].clone();
                lines.insert(i % n, line);
            }
            Edit::SwapValues(a, b) => {
                let value = |l: &[u8]| l.iter().position(|&c| c == b'=').map(|p| l[p..].to_vec());
                let (a, b) = (a % n, b % n);
                if let (Some(va), Some(vb)) = (value(&lines[a]), value(&lines[b])) {
                    let keep = |l: &[u8], v: &[u8]| l[..l.len() - v.len()].to_vec();
                    let (ka, kb) = (keep(&lines[a], &va), keep(&lines[b], &vb));
                    lines[a] = [ka, vb].concat();
                    lines[b] = [kb, va].concat();
                }
            }
            Edit::InsertBytes(at, new) => {
                let at = at % (bytes.len() + 1);
                bytes.splice(at..at, new.iter().copied());
                continue;
            }
            Edit::ReplaceByte(at, b) => {
                if !bytes.is_empty() {
                    let at = at % bytes.len();
                    bytes[at] = *b;
                }
                continue;
            }
        }
        bytes = lines.join(&b'\n');
    }
    bytes
}

/// `xqprize check` on the rules file of `bytes`: decoded as the command
/// line decodes it, checked, everything it reports rendered.
fn check(bytes: Vec<u8>) {
    let Ok(text) = xqprize::rules::encoding::decode("rules.toml", bytes) else {
        return;
    };
    let report = pipeline::check(Request {
        workbook: Workbook::Bytes {
            name: "standings.xlsx".to_string(),
            bytes: workbook().to_vec(),
        },
        rules: RulesSource {
            name: "rules.toml".to_string(),
            text,
        },
        overrides: Default::default(),
        sheets: Vec::new(),
        lang: Lang::Zh,
        threads: Threads::One,
    });
    for lang in [Lang::Zh, Lang::En] {
        for e in &report.errors {
            assert!(!e.render(lang).is_empty());
        }
        for w in &report.warnings {
            assert!(!w.line(lang).is_empty());
        }
        report.audit_summary().render(lang);
    }
}

/// A check of one file takes well under a second; more is a hang.
const BOUND: Duration = Duration::from_secs(10);

#[test]
fn every_template_checks_against_the_small_workbook() {
    for template in TEMPLATES {
        let started = Instant::now();
        check(template.as_bytes().to_vec());
        assert!(started.elapsed() < BOUND);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn a_mutated_template_is_checked_without_a_panic_or_a_hang(
        template in 0..TEMPLATES.len(),
        edits in prop::collection::vec(edit(), 1..6),
    ) {
        let bytes = mutated(TEMPLATES[template], &edits);
        let started = Instant::now();
        check(bytes);
        prop_assert!(started.elapsed() < BOUND, "{:?}", started.elapsed());
    }

    #[test]
    fn random_bytes_as_the_rules_file_are_checked_without_a_panic(
        bytes in prop::collection::vec(any::<u8>(), 0..400),
    ) {
        check(bytes);
    }
}
