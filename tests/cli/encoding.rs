//! What is printed to a pipe or a file: UTF-8 by default, GBK (code page 936)
//! with `--encoding gbk` or `XQPRIZE_ENCODING=gbk`, on stdout and stderr.

use crate::common::Workdir;

/// 已写出 ("wrote") in GBK: 已 D2D1, 写 D0B4, 出 B3F6.
const WROTE_GBK: &[u8] = b"\xD2\xD1\xD0\xB4\xB3\xF6 ";

fn init(w: &Workdir, encoding: &[&str], env: Option<&str>) -> std::process::Output {
    let mut cmd = w.xqprize_zh();
    cmd.env_remove("XQPRIZE_ENCODING");
    if let Some(value) = env {
        cmd.env("XQPRIZE_ENCODING", value);
    }
    cmd.args(encoding).args(["init", "赛事"]).output().unwrap()
}

#[test]
fn a_pipe_gets_utf8_by_default() {
    let w = Workdir::new();
    let out = init(&w, &[], None);
    assert!(out.status.success());
    assert!(out.stdout.starts_with("已写出 ".as_bytes()), "{out:?}");
}

#[test]
fn encoding_gbk_prints_the_same_text_in_gbk() {
    let utf8 = init(&Workdir::new(), &[], None).stdout;
    for (flag, env) in [(&["--encoding", "gbk"][..], None), (&[][..], Some("gbk"))] {
        let out = init(&Workdir::new(), flag, env);
        assert!(out.status.success());
        assert!(out.stdout.starts_with(WROTE_GBK), "{flag:?} {env:?}");
        let (back, _, bad) = encoding_rs::GBK.decode(&out.stdout);
        assert!(!bad);
        assert_eq!(back.as_bytes(), utf8.as_slice());
    }
}

#[test]
fn errors_are_in_gbk_too() {
    let w = Workdir::new();
    assert!(init(&w, &[], None).status.success());
    // The second init refuses: 错误 (B4ED CEF3) on stderr.
    let out = init(&w, &["--encoding", "gbk"], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stderr.starts_with(b"\xB4\xED\xCE\xF3"), "{out:?}");
}

#[test]
fn the_flag_wins_over_the_environment() {
    let out = init(&Workdir::new(), &["--encoding", "utf-8"], Some("gbk"));
    assert!(out.stdout.starts_with("已写出 ".as_bytes()));
}
