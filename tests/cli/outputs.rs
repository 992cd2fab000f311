//! `xqprize run` writes its outputs all or nothing: a folder or a read-only
//! file where an output should go, or an input among the outputs, leaves
//! the output folder exactly as it was (every file byte for byte, no
//! temporary file); a forced run leaves no corrections.xlsx of an earlier
//! run beside its files.

use crate::common::{Workdir, small_event, write_workbook};
use predicates::prelude::*;
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// Everything under `dir`: each file's bytes and each folder (as None),
/// by path relative to `dir`.
fn snapshot(dir: &Path) -> BTreeMap<String, Option<Vec<u8>>> {
    let mut all = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(at) = stack.pop() {
        for entry in fs::read_dir(&at).unwrap() {
            let path = entry.unwrap().path();
            let name = path.strip_prefix(dir).unwrap().display().to_string();
            if path.is_dir() {
                all.insert(name, None);
                stack.push(path);
            } else {
                all.insert(name, Some(fs::read(&path).unwrap()));
            }
        }
    }
    all
}

/// The temporary and kept files of a run (`.NAME.xqprize-tmp-PID`,
/// `.NAME.xqprize-old-PID`) in `dir`.
fn leftovers(dir: &Path) -> Vec<String> {
    let mut found: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".xqprize-"))
        .collect();
    found.sort();
    found
}

/// A folder with in.xlsx and an earlier run's outputs in out/.
fn after_an_earlier_run() -> Workdir {
    let w = Workdir::new();
    write_workbook(&w.path("in.xlsx"), &small_event(5));
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out"])
        .assert()
        .success();
    w
}

#[test]
fn a_folder_in_place_of_results_json_exits_3_and_leaves_every_file_as_it_was() {
    let w = after_an_earlier_run();
    let out = w.path("out");
    fs::remove_file(out.join("results.json")).unwrap();
    fs::create_dir(out.join("results.json")).unwrap();
    fs::write(out.join("results.json/note.txt"), "a folder").unwrap();
    let before = snapshot(&out);
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out", "--force"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("results.json is a folder"));
    assert_eq!(snapshot(&out), before);
    assert!(leftovers(&out).is_empty());
}

#[test]
fn a_read_only_output_is_not_replaced_even_with_force() {
    let w = after_an_earlier_run();
    let out = w.path("out");
    let payouts = out.join("payouts.xlsx");
    let mut perms = fs::metadata(&payouts).unwrap().permissions();
    perms.set_readonly(true);
    fs::set_permissions(&payouts, perms).unwrap();
    let before = snapshot(&out);
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out", "--force"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("payouts.xlsx is read-only"));
    assert_eq!(snapshot(&out), before);
}

#[test]
fn a_folder_and_an_existing_file_are_reported_together() {
    let w = after_an_earlier_run();
    let out = w.path("out");
    fs::remove_file(out.join("awards.xlsx")).unwrap();
    fs::create_dir(out.join("awards.xlsx")).unwrap();
    let before = snapshot(&out);
    let said = w.stderr(&["run", "in.xlsx", "--out", "out"], 3);
    assert!(said.contains("awards.xlsx is a folder"), "{said}");
    assert!(said.contains("results.json"), "{said}");
    assert!(said.contains("use --force"), "{said}");
    assert_eq!(snapshot(&out), before);
}

#[test]
fn a_forced_run_without_paid_removes_the_corrections_of_an_earlier_run() {
    let w = after_an_earlier_run();
    fs::write(w.path("out/corrections.xlsx"), "an earlier run's").unwrap();
    // Unforced, it is an existing output like the others.
    let said = w.stderr(&["run", "in.xlsx", "--out", "out"], 1);
    assert!(said.contains("corrections.xlsx"), "{said}");
    assert!(w.path("out/corrections.xlsx").exists());
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out", "--force"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "removed out/corrections.xlsx of an earlier run (this run has no --paid)",
        ));
    assert_eq!(
        w.outputs(),
        [
            "awards.xlsx",
            "payouts.xlsx",
            "qualifiers.xlsx",
            "results.json"
        ]
    );
}

#[test]
fn a_rules_file_named_like_an_output_inside_out_is_never_written_over() {
    let w = Workdir::new();
    write_workbook(&w.path("in.xlsx"), &small_event(5));
    fs::create_dir(w.path("out")).unwrap();
    let rules =
        fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/shizhu-2019.toml")).unwrap();
    fs::write(w.path("out/results.json"), &rules).unwrap();
    for named in ["out/results.json", "./out/../out/results.json"] {
        w.xqprize()
            .args([
                "run", "in.xlsx", "--rules", named, "--out", "out", "--force",
            ])
            .assert()
            .code(1)
            .stderr(predicate::str::contains("results.json is an input"));
        assert_eq!(w.outputs(), ["results.json"], "{named}");
        assert_eq!(fs::read(w.path("out/results.json")).unwrap(), rules);
    }
}
