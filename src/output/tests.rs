//! The all-or-nothing writes: files appear together or not at all, a
//! rename that fails (injected here, as a file open in Excel on Windows
//! would make it fail) puts every earlier file back byte for byte, and no
//! temporary or kept file is left behind on any path.

use super::staging::Staging;
use super::*;
use std::cell::Cell;
use std::fs;
use std::io;

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Every file in `dir`, by name, with its bytes.
fn contents(dir: &Path) -> Vec<(String, Vec<u8>)> {
    names_in(dir)
        .into_iter()
        .map(|n| {
            let bytes = fs::read(dir.join(&n)).unwrap();
            (n, bytes)
        })
        .collect()
}

/// Staging for a.xlsx and b.json in `dir`, and their paths.
fn two_files(dir: &Path) -> (Staging<'static>, PathBuf, PathBuf) {
    let (a, b) = (dir.join("a.xlsx"), dir.join("b.json"));
    let staging = Staging::new(vec![a.clone(), b.clone()], Vec::new(), &[], false).unwrap();
    (staging, a, b)
}

/// A rename that fails on its `nth` call (counting from 1), as a file
/// held open by another program makes it fail, and renames otherwise.
fn failing_on(nth: usize) -> impl Fn(&Path, &Path) -> io::Result<()> {
    let calls = Cell::new(0);
    move |from, to| {
        calls.set(calls.get() + 1);
        if calls.get() == nth {
            return Err(io::Error::new(
                io::ErrorKind::PermissionDenied,
                "held open by another program",
            ));
        }
        fs::rename(from, to)
    }
}

/// The codes of the problems a refusal or failure carries.
fn codes(e: &anyhow::Error) -> Vec<&'static str> {
    let inner = e.downcast_ref::<WriteError>().map(|w| &w.0).unwrap_or(e);
    match (
        inner.downcast_ref::<Problems>(),
        inner.downcast_ref::<Msg>(),
    ) {
        (Some(p), _) => p.0.iter().map(Msg::code).collect(),
        (None, Some(m)) => vec![m.code()],
        (None, None) => panic!("no message: {e:#}"),
    }
}

#[test]
fn staged_files_appear_only_when_committed_and_all_together() {
    let dir = tempfile::tempdir().unwrap();
    let (staging, a, b) = two_files(dir.path());
    staging.stage(1, b"{}").unwrap();
    staging.stage(0, b"PK").unwrap();
    // Both written, neither under its own name yet, each under a name
    // that says whose temporary file it is.
    assert!(!a.exists() && !b.exists());
    let pid = std::process::id();
    assert_eq!(
        names_in(dir.path()),
        [
            format!(".a.xlsx.xqprize-tmp-{pid}"),
            format!(".b.json.xqprize-tmp-{pid}")
        ]
    );
    staging.commit().unwrap();
    assert_eq!(names_in(dir.path()), ["a.xlsx", "b.json"]);
    assert_eq!(fs::read(&a).unwrap(), b"PK");
    assert_eq!(fs::read(&b).unwrap(), b"{}");
}

#[test]
fn files_staged_before_a_failure_are_removed_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    {
        let (staging, ..) = two_files(dir.path());
        staging.stage(0, b"PK").unwrap();
        // Dropped without a commit, as when writing b.json failed.
    }
    assert_eq!(names_in(dir.path()), Vec::<String>::new());
}

#[test]
fn a_panic_while_the_files_are_built_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let unwound = std::panic::catch_unwind(|| {
        let (staging, ..) = two_files(dir.path());
        staging.stage(0, b"PK").unwrap();
        panic!("a bug while building b.json");
    });
    assert!(unwound.is_err());
    assert_eq!(names_in(dir.path()), Vec::<String>::new());
}

#[test]
fn an_existing_file_is_refused_before_anything_is_staged_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.xlsx");
    fs::write(&a, b"old").unwrap();
    let refused = Staging::new(vec![a.clone()], Vec::new(), &[], false)
        .err()
        .unwrap();
    assert_eq!(codes(&refused), ["output.exists"]);
    let said = refused.downcast_ref::<Problems>().unwrap().lines(Lang::Zh);
    assert!(said[0].contains("a.xlsx"), "{said:?}");
    let staging = Staging::new(vec![a.clone()], Vec::new(), &[], true).unwrap();
    staging.stage(0, b"new").unwrap();
    staging.commit().unwrap();
    assert_eq!(fs::read(&a).unwrap(), b"new");
    assert_eq!(names_in(dir.path()), ["a.xlsx"]);
}

#[test]
fn a_file_that_appears_while_the_outputs_are_built_is_refused_at_the_commit() {
    let dir = tempfile::tempdir().unwrap();
    let (staging, a, _) = two_files(dir.path());
    staging.stage(0, b"PK").unwrap();
    staging.stage(1, b"{}").unwrap();
    fs::write(&a, b"someone else's").unwrap();
    let refused = staging.commit().unwrap_err();
    assert_eq!(codes(&refused), ["output.exists"]);
    assert_eq!(names_in(dir.path()), ["a.xlsx"]);
    assert_eq!(fs::read(&a).unwrap(), b"someone else's");
}

/// An earlier run's four files and its corrections.xlsx, each holding its
/// own name as bytes, and a Staging that replaces the four (new bytes)
/// and removes corrections.xlsx.
fn earlier_run(dir: &Path) -> (Staging<'static>, Vec<(String, Vec<u8>)>) {
    let names = [
        "payouts.xlsx",
        "awards.xlsx",
        "qualifiers.xlsx",
        "results.json",
    ];
    for name in names.iter().chain(&["corrections.xlsx"]) {
        fs::write(dir.join(name), format!("earlier {name}")).unwrap();
    }
    let before = contents(dir);
    let paths = names.iter().map(|n| dir.join(n)).collect();
    let removes = vec![dir.join("corrections.xlsx")];
    let staging = Staging::new(paths, removes, &[], true).unwrap();
    for at in 0..names.len() {
        staging.stage(at, format!("new {at}").as_bytes()).unwrap();
    }
    (staging, before)
}

#[test]
fn a_rename_that_fails_puts_back_every_file_already_replaced() {
    // Renames: payouts, awards, qualifiers, results.json, then
    // corrections.xlsx moved aside. Each failing one in turn: the folder
    // is as it was, byte for byte, with no temporary or kept file.
    for nth in 1..=5 {
        let dir = tempfile::tempdir().unwrap();
        let (staging, before) = earlier_run(dir.path());
        let failed = staging.commit_with(&failing_on(nth)).unwrap_err();
        assert!(failed.downcast_ref::<WriteError>().is_some(), "exit 3");
        assert_eq!(codes(&failed), ["output.write"], "rename {nth}");
        assert_eq!(contents(dir.path()), before, "rename {nth} failing");
    }
}

#[test]
fn new_files_are_removed_when_a_later_rename_fails() {
    let dir = tempfile::tempdir().unwrap();
    let (staging, ..) = two_files(dir.path());
    staging.stage(0, b"PK").unwrap();
    staging.stage(1, b"{}").unwrap();
    // a.xlsx renamed into place, b.json's rename fails: a.xlsx goes again.
    let failed = staging.commit_with(&failing_on(2)).unwrap_err();
    let said = failed
        .downcast_ref::<WriteError>()
        .and_then(|w| w.0.downcast_ref::<Msg>())
        .map(|m| m.render(Lang::En))
        .unwrap();
    assert!(
        said.starts_with("cannot write ") && said.contains("b.json"),
        "{said}"
    );
    assert_eq!(names_in(dir.path()), Vec::<String>::new());
}

#[test]
fn a_forced_write_replaces_the_files_and_removes_the_earlier_corrections() {
    let dir = tempfile::tempdir().unwrap();
    let (staging, _) = earlier_run(dir.path());
    let removed = staging.commit().unwrap();
    assert_eq!(removed, [dir.path().join("corrections.xlsx")]);
    assert_eq!(
        contents(dir.path()),
        [
            ("awards.xlsx".to_string(), b"new 1".to_vec()),
            ("payouts.xlsx".to_string(), b"new 0".to_vec()),
            ("qualifiers.xlsx".to_string(), b"new 2".to_vec()),
            ("results.json".to_string(), b"new 3".to_vec()),
        ]
    );
}

#[test]
fn an_earlier_corrections_file_is_an_existing_output_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let corrections = dir.path().join("corrections.xlsx");
    fs::write(&corrections, b"earlier").unwrap();
    let paths = vec![dir.path().join("results.json")];
    let refused = Staging::new(paths, vec![corrections.clone()], &[], false)
        .err()
        .unwrap();
    assert_eq!(codes(&refused), ["output.exists"]);
    assert_eq!(fs::read(&corrections).unwrap(), b"earlier");
}

#[test]
fn a_stopped_run_removes_its_temporary_files_and_stages_nothing_more() {
    // The register of one process, as the Ctrl-C handler finds it.
    let dir = tempfile::tempdir().unwrap();
    let tmp = dir.path().join(".a.xlsx.xqprize-tmp-1");
    fs::write(&tmp, b"half").unwrap();
    let mut live = live::Live::default();
    live.add(&tmp).unwrap();
    assert!(!live.interrupt(), "nothing was committed");
    assert_eq!(names_in(dir.path()), Vec::<String>::new());
    assert!(live.add(&tmp).is_err(), "nothing staged after the stop");
    assert!(live.is_closed());
}

/// The sample event run in memory, as the web page runs it.
fn sample_run() -> crate::pipeline::InMemoryRun {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/shizhu-2019.xlsx");
    let bytes = fs::read(&path).expect("sample");
    let overrides = crate::rules::Overrides::default();
    crate::pipeline::run_in_memory("shizhu-2019.xlsx", bytes, None, &overrides, Lang::Zh)
        .unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn a_run_written_as_its_files_are_built_holds_the_bytes_built_in_memory() {
    let run = sample_run();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let report = &run.report;
    let (standings, computed) = (&report.read.standings, &report.computed);
    let write = || {
        let to = Destination {
            out: &out,
            inputs: &[],
            force: false,
        };
        write_outputs(
            &report.loaded,
            standings,
            computed,
            None,
            &to,
            Lang::Zh,
            Threads::Cores,
        )
    };
    let written = write().unwrap();
    assert_eq!(written.paths.len(), run.files.len());
    assert!(written.removed.is_empty());
    for (path, file) in written.paths.iter().zip(&run.files) {
        assert_eq!(path, &out.join(file.name));
        assert!(fs::read(path).unwrap() == file.bytes, "{}", file.name);
    }
    // No temporary file is left beside them.
    let mut names: Vec<&str> = OUTPUT_NAMES.to_vec();
    names.sort();
    assert_eq!(names_in(&out), names);
    // Again, unforced: refused before anything is written.
    assert!(write().is_err());
    assert_eq!(names_in(&out), names);
}

#[test]
fn a_run_whose_files_cannot_all_be_written_writes_none() {
    let run = sample_run();
    let dir = tempfile::tempdir().unwrap();
    // The folder is a file: no output can be written there.
    let out = dir.path().join("out");
    fs::write(&out, b"not a folder").unwrap();
    let (standings, computed) = (&run.report.read.standings, &run.report.computed);
    let to = Destination {
        out: &out,
        inputs: &[],
        force: true,
    };
    let failed = write_outputs(
        &run.report.loaded,
        standings,
        computed,
        None,
        &to,
        Lang::Zh,
        Threads::Cores,
    )
    .unwrap_err();
    assert!(failed.downcast_ref::<WriteError>().is_some(), "{failed:#}");
    assert_eq!(names_in(dir.path()), ["out"]);
    assert_eq!(fs::read(&out).unwrap(), b"not a folder");
}
