//! `xqprize run` writes its outputs all or nothing: a folder or a read-only
//! file where an output should go, or an input among the outputs, leaves
//! the output folder exactly as it was (every file byte for byte, no
//! temporary file); a forced run leaves no corrections.xlsx of an earlier
//! run beside its files; a run stopped by SIGTERM leaves no temporary
//! file, and one killed outright leaves its temporary files to the next
//! run, which removes them.

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
        .stdout(predicate::str::contains(format!(
            "removed {} of an earlier run (this run has no --paid)",
            std::path::Path::new("out")
                .join("corrections.xlsx")
                .display()
        )));
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

/// A run large enough that building its files takes a while: its
/// workbook, and the command that runs it into out/.
#[cfg(unix)]
fn a_long_run(w: &Workdir) -> std::process::Command {
    use xqprize_testkit::synthetic::SyntheticEvent;
    let event = SyntheticEvent {
        open: 20_000,
        youth: 1_000,
        seed: 49,
    };
    event.write_xlsx(&w.path("big.xlsx")).unwrap();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_xqprize"));
    cmd.args(["run", "big.xlsx", "--out", "out", "--force"])
        .current_dir(w.dir.path())
        .env("XQPRIZE_LANG", "en")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    cmd
}

/// Start `cmd` and send it `signal` as soon as its first temporary file
/// appears in out/ (payouts.xlsx written, the other files being built);
/// its exit status, and whether the signal came before it ended.
#[cfg(unix)]
fn stopped_mid_write(
    w: &Workdir,
    mut cmd: std::process::Command,
    signal: i32,
) -> (std::process::ExitStatus, bool) {
    let mut child = cmd.spawn().unwrap();
    let out = w.path("out");
    let started = std::time::Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (status, false);
        }
        if out.is_dir() && !leftovers(&out).is_empty() {
            break;
        }
        assert!(started.elapsed().as_secs() < 300, "no temporary file seen");
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let pid = i32::try_from(child.id()).unwrap();
    // SAFETY: kill only sends a signal to the child started above.
    unsafe {
        libc::kill(pid, signal);
    }
    (child.wait().unwrap(), true)
}

#[cfg(unix)]
#[test]
fn a_run_stopped_by_sigterm_mid_write_leaves_no_temporary_file() {
    let w = Workdir::new();
    let cmd = a_long_run(&w);
    let (status, signalled) = stopped_mid_write(&w, cmd, libc::SIGTERM);
    assert!(signalled, "the run ended before it could be stopped");
    let out = w.path("out");
    assert!(leftovers(&out).is_empty(), "{:?}", leftovers(&out));
    // Stopped before its renames: nothing written. Had the signal come
    // during them, the handler waits for the last and all four are there;
    // had the run just ended, it exited 0 with all four.
    let all = [
        "awards.xlsx",
        "payouts.xlsx",
        "qualifiers.xlsx",
        "results.json",
    ];
    match status.code() {
        Some(130) if w.outputs().is_empty() => {}
        Some(130 | 0) => assert_eq!(w.outputs(), all),
        other => panic!("exit status {other:?}, expected 130"),
    }
}

#[cfg(unix)]
#[test]
fn temporary_files_of_a_run_killed_outright_are_removed_by_the_next_run() {
    let w = Workdir::new();
    let cmd = a_long_run(&w);
    let (_, signalled) = stopped_mid_write(&w, cmd, libc::SIGKILL);
    assert!(signalled, "the run ended before it could be killed");
    // SIGKILL cannot be handled: the temporary files stay, under names
    // that say whose they are and are no output.
    let out = w.path("out");
    let left = leftovers(&out);
    assert!(!left.is_empty());
    assert!(left.iter().all(|n| n.contains(".xqprize-tmp-")), "{left:?}");
    // The next run writing the same files sweeps them away.
    write_workbook(&w.path("in.xlsx"), &small_event(5));
    w.xqprize()
        .args(["run", "in.xlsx", "--out", "out", "--force"])
        .assert()
        .success();
    assert!(leftovers(&out).is_empty(), "{:?}", leftovers(&out));
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
