//! `xqprize serve` from the outside: what it prints when it listens beyond
//! this computer, and the ceremony's marks through a real socket: the
//! access code `--listen` prints, marks from two devices at once, and a
//! confirmed mark surviving a killed server (the page itself is tested
//! against its router, and in a browser under tests/browser/).

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

/// Serve with `args` on a free port, read what it prints before it
/// serves (stderr, which ends with how to stop) and the addresses it
/// prints (stdout), then stop it.
fn printed(args: &[&str]) -> (String, Vec<String>) {
    let events = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_xqprize"))
        .args(["serve", "--port", "0"])
        .args(args)
        .env("XQPRIZE_LANG", "zh")
        .env("XQPRIZE_EVENTS", events.path().join("e.sqlite"))
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

/// A server of the events file `events`, started as a person starts it;
/// its address (`127.0.0.1:PORT`) and what it printed on stdout up to its
/// first blank-free lines (the address, others, the access code).
struct Server {
    child: std::process::Child,
    addr: String,
    code: Option<String>,
}

impl Server {
    fn start(events: &std::path::Path, args: &[&str]) -> Server {
        Server::start_with(events, args, Stdio::null())
    }

    /// As `start`, with what it prints on stderr going to `stderr`.
    fn start_with(events: &std::path::Path, args: &[&str], stderr: Stdio) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xqprize"))
            .args(["serve", "--port", "0", "--events"])
            .arg(events)
            .args(args)
            .env("XQPRIZE_LANG", "zh")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        stdout.read_line(&mut first).unwrap();
        let addr = first
            .trim()
            .strip_prefix("http://")
            .and_then(|a| a.strip_suffix('/'))
            .unwrap_or_else(|| panic!("{first}"))
            .to_string();
        let mut code = None;
        if args.contains(&"0.0.0.0") {
            // The others' addresses, then the access code.
            for _ in 0..2 {
                let mut line = String::new();
                stdout.read_line(&mut line).unwrap();
                if let Some(rest) = line.trim().strip_prefix("访问码：") {
                    code = Some(rest.chars().take_while(char::is_ascii_digit).collect());
                }
            }
        }
        Server { child, addr, code }
    }

    /// One request, `Connection: close`: the status and the body.
    fn send(&self, method: &str, path: &str, body: &str, code: Option<&str>) -> (u16, String) {
        use std::io::Write;
        let mut stream = std::net::TcpStream::connect(&self.addr).unwrap();
        let code = code.map_or(String::new(), |c| format!("X-Xqprize-Code: {c}\r\n"));
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n{code}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.addr,
            body.len()
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        let status = answer[9..12].parse().unwrap();
        let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        (status, body.to_string())
    }

    fn mark(&self, run: i64, group: &str, no: &str, code: Option<&str>) -> u16 {
        let body = format!(
            r#"{{"payee":{{"kind":"person","group":"{group}","number":"{no}"}},"action":{{"kind":"collected","how":{{"kind":"cash"}}}},"by":"出纳"}}"#
        );
        self.send("POST", &format!("/api/events/{run}/marks"), &body, code)
            .0
    }

    fn kill(mut self) {
        // SIGKILL on Unix: no chance to tidy up.
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// The sample's run kept in a fresh events file: the folder, the file and
/// the kept run, and the sample's payees as (group, 编号).
fn kept_sample() -> (
    tempfile::TempDir,
    std::path::PathBuf,
    i64,
    Vec<(String, String)>,
) {
    let dir = tempfile::tempdir().unwrap();
    let sample = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/shizhu-2019.xlsx");
    let out = dir.path().join("out");
    let status = Command::new(env!("CARGO_BIN_EXE_xqprize"))
        .arg("run")
        .arg(&sample)
        .arg("--out")
        .arg(&out)
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let results = std::fs::read_to_string(out.join("results.json")).unwrap();
    let payees = serde_json::from_str::<serde_json::Value>(&results).unwrap()["payouts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["group"].as_str().unwrap().to_string(),
                p["no"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let path = dir.path().join("events.sqlite");
    let file = xqprize::event::EventFile::open(&path).unwrap();
    let kept = file
        .keep(xqprize::event::NewRun {
            event: None,
            event_name: "2019冉氏杯".into(),
            rules_toml: String::new(),
            standings_name: "shizhu-2019.xlsx".into(),
            standings: std::fs::read(&sample).unwrap(),
            results_json: results,
        })
        .unwrap();
    (dir, path, kept.run.0, payees)
}

fn marked(path: &std::path::Path, run: i64) -> Vec<String> {
    let file = xqprize::event::EventFile::open(path).unwrap();
    file.marks(xqprize::event::RunId(run))
        .unwrap()
        .into_iter()
        .map(|m| m.payee.label())
        .collect()
}

#[test]
fn listening_beyond_this_computer_prints_an_access_code_that_every_mark_needs() {
    let (_dir, path, run, payees) = kept_sample();
    let server = Server::start(&path, &["--listen", "0.0.0.0"]);
    let code = server.code.clone().expect("an access code printed");
    assert_eq!(code.len(), 6, "{code}");
    let (group, no) = &payees[0];
    assert_eq!(server.mark(run, group, no, None), 403);
    assert_eq!(server.mark(run, group, no, Some("abcdef")), 403);
    assert!(
        marked(&path, run).is_empty(),
        "nothing written without the code"
    );
    // Reading needs no code: the list says marking is closed.
    let (status, listed) = server.send("GET", "/api/events", "", None);
    assert_eq!(status, 200);
    assert!(listed.contains(r#""can_mark":false"#), "{listed}");
    assert_eq!(server.mark(run, group, no, Some(&code)), 200);
    assert_eq!(marked(&path, run), [format!("{group} {no}")]);
    server.kill();
}

#[test]
fn on_this_computer_only_no_access_code_is_printed_or_needed() {
    let (_dir, path, run, payees) = kept_sample();
    let server = Server::start(&path, &[]);
    assert_eq!(server.code, None);
    let (group, no) = &payees[0];
    assert_eq!(server.mark(run, group, no, None), 200);
    server.kill();
}

#[test]
fn marks_from_two_devices_at_once_are_all_kept() {
    let (_dir, path, run, payees) = kept_sample();
    let server = Server::start(&path, &[]);
    // Two devices, ten payees each, sending at the same time.
    std::thread::scope(|s| {
        for device in payees[..20].chunks(10) {
            let server = &server;
            s.spawn(move || {
                for (group, no) in device {
                    assert_eq!(server.mark(run, group, no, None), 200, "{group} {no}");
                }
            });
        }
    });
    let mut kept = marked(&path, run);
    kept.sort();
    let mut sent: Vec<String> = payees[..20]
        .iter()
        .map(|(g, n)| format!("{g} {n}"))
        .collect();
    sent.sort();
    assert_eq!(kept, sent);
    server.kill();
}

/// Unix only: it pins what survives a SIGKILL, which gives the server no
/// chance to tidy up; the Windows run under wine has no such signal.
#[cfg(unix)]
#[test]
fn every_confirmed_mark_survives_a_killed_server() {
    let (_dir, path, run, payees) = kept_sample();
    let first = Server::start(&path, &[]);
    for (group, no) in &payees[..3] {
        assert_eq!(first.mark(run, group, no, None), 200);
    }
    // Killed between two marks: the three confirmed are in the file.
    first.kill();
    let second = Server::start(&path, &[]);
    let (group, no) = &payees[3];
    assert_eq!(second.mark(run, group, no, None), 200);
    let (status, listed) = second.send("GET", "/api/events", "", None);
    assert_eq!(status, 200);
    assert!(listed.contains("2019冉氏杯"), "{listed}");
    second.kill();
    let confirmed: Vec<String> = payees[..4]
        .iter()
        .map(|(g, n)| format!("{g} {n}"))
        .collect();
    assert_eq!(marked(&path, run), confirmed);
}

#[test]
fn a_damaged_events_file_is_refused_untouched_and_the_page_still_computes() {
    // Random bytes where the events file should be: serve says the file is
    // damaged and what to do, leaves it as it was, and still serves the
    // page, whose events list answers that no file is open.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("e.sqlite");
    let bytes: Vec<u8> = (0..4096u32).map(|i| (i * 7919 % 251) as u8).collect();
    std::fs::write(&path, &bytes).unwrap();
    let server = Server::start_with(&path, &[], Stdio::piped());
    let (status, _) = server.send("GET", "/", "", None);
    assert_eq!(status, 200, "the page is served");
    let (status, body) = server.send("GET", "/api/events", "", None);
    assert_eq!(status, 200, "{body}");
    assert!(
        body.contains(r#""path":null"#),
        "no events file open: {body}"
    );
    assert!(body.contains(r#""can_mark":false"#), "{body}");
    let Server { mut child, .. } = server;
    child.kill().unwrap();
    child.wait().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(stderr.contains("已损坏"), "{stderr}");
    assert!(stderr.contains("网页照常计算"), "{stderr}");
    assert_eq!(std::fs::read(&path).unwrap(), bytes, "left untouched");
}
