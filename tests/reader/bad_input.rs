//! Every bad workbook in `tests/bad_input/` is refused with the message its
//! `<case>.expected.txt` holds (each line must appear in the error), and
//! none makes the reader panic. The cases are written by
//! `examples/make_bad_inputs.rs`; adding one needs no change here.

use crate::read_standings;
use std::path::Path;

/// The sheets to read.
const SHEETS: [&str; 2] = ["公开组", "少儿组"];

#[test]
fn every_bad_workbook_is_refused_with_its_expected_message() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_input");
    let cases = crate::corpus("tests/bad_input");
    assert!(
        cases.len() >= 20,
        "only {} cases in {}",
        cases.len(),
        dir.display()
    );
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let stem = name.rsplit_once('.').map_or(name.as_str(), |(s, _)| s);
        let expected_path = dir.join(format!("{stem}.expected.txt"));
        let Ok(expected) = std::fs::read_to_string(&expected_path) else {
            failures.push(format!("{name}: no {stem}.expected.txt"));
            continue;
        };
        let shown = match read_standings(case, &SHEETS) {
            Ok(_) => {
                failures.push(format!("{name}: read without error"));
                continue;
            }
            Err(error) => {
                // Chinese, whatever language another test chose.
                let text = error.render(xqprize::msg::Lang::Zh);
                assert!(
                    text.starts_with(&case.display().to_string()),
                    "{name}: the error does not name the file: {text}"
                );
                text
            }
        };
        for line in expected.lines().filter(|l| !l.trim().is_empty()) {
            if !shown.contains(line) {
                failures.push(format!("{name}: expected {line:?} in:\n{shown}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
