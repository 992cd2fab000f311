//! `xqprize serve` from the outside: what it prints when it listens beyond
//! this computer (the page itself is tested against its router, and in a
//! browser under tests/browser/).

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

/// Serve with `args` on a free port, read what it prints before it
/// serves (stderr, which ends with how to stop) and the addresses it
/// prints (stdout), then stop it.
fn printed(args: &[&str]) -> (String, Vec<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_xqprize"))
        .args(["serve", "--port", "0"])
        .args(args)
        .env("XQPRIZE_LANG", "zh")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    // On 0.0.0.0 the page's address is followed at once by the others'
    // (or that none was found): the server prints them before it serves.
    let mut second = String::new();
    if args.contains(&"0.0.0.0") {
        stdout.read_line(&mut second).unwrap();
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let lines = [first, second]
        .into_iter()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    (stderr, lines)
}

#[test]
fn listening_on_every_address_warns_once_in_chinese_and_names_the_addresses_to_open() {
    let (stderr, lines) = printed(&["--listen", "0.0.0.0"]);
    assert_eq!(stderr.matches("警告").count(), 1, "{stderr}");
    assert!(stderr.contains("身份证号"), "{stderr}");
    assert!(!stderr.contains("warning"), "{stderr}");
    // This computer's own address, then the ones other computers open:
    // each on the same port, none of them loopback.
    let port = lines[0]
        .strip_prefix("http://127.0.0.1:")
        .and_then(|rest| rest.strip_suffix('/'))
        .unwrap_or_else(|| panic!("{lines:?}"));
    // A machine with no network but loopback says so instead.
    if lines[1].starts_with("找不到本机的局域网地址") {
        return;
    }
    let others = lines[1]
        .strip_prefix("其他电脑请打开：")
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(!others.is_empty());
    for address in others.split_whitespace() {
        assert!(address.ends_with(&format!(":{port}/")), "{address}");
        assert!(!address.starts_with("http://127."), "{address}");
    }
}

#[test]
fn on_this_computer_only_nothing_is_said_about_the_network() {
    let (stderr, lines) = printed(&[]);
    assert!(!stderr.contains("警告"), "{stderr}");
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].starts_with("http://127.0.0.1:"), "{lines:?}");
}
