//! The web page's API, against the router without a socket: a run on the
//! sample gives what `xqprize run` writes, byte for byte; limits and
//! failures answer with a status and text.

use assert_cmd::Command;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::Value;
use std::io::Read;
use std::path::{Path, PathBuf};
use tower::ServiceExt;
use xqprize::web::{self, Config, Lang};
use xqprize_testkit::synthetic::SyntheticEvent;

const SAMPLE: &str = "samples/shizhu-2019.xlsx";
const BOUNDARY: &str = "xqprize-test-boundary";

/// One part of a multipart form: field name, file name (for a file), bytes.
struct Part<'a>(&'a str, Option<&'a str>, Vec<u8>);

fn form(parts: &[Part<'_>]) -> Vec<u8> {
    let mut body = Vec::new();
    for Part(name, file, bytes) in parts {
        body.extend(format!("--{BOUNDARY}\r\n").bytes());
        match file {
            Some(file) => body.extend(
                format!(
                    "Content-Disposition: form-data; name=\"{name}\"; filename=\"{file}\"\r\n\
                     Content-Type: application/octet-stream\r\n\r\n"
                )
                .bytes(),
            ),
            None => body
                .extend(format!("Content-Disposition: form-data; name=\"{name}\"\r\n\r\n").bytes()),
        }
        body.extend(bytes);
        body.extend(b"\r\n");
    }
    body.extend(format!("--{BOUNDARY}--\r\n").bytes());
    body
}

fn post_run(body: Vec<u8>) -> Request<Body> {
    Request::post("/api/run")
        .header(
            "content-type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(body))
        .unwrap()
}

/// A run request with one standings file and nothing else.
fn post_standings(name: &str, bytes: Vec<u8>) -> Request<Body> {
    post_run(form(&[Part("standings", Some(name), bytes)]))
}

/// The page's answer to a run of `standings` under `rules`, which must
/// succeed.
pub async fn run_on_page(standings: &[u8], rules: &[u8]) -> Value {
    let router = web::router(Config::default());
    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("in.xlsx"), standings.to_vec()),
            Part("rules", Some("rules.toml"), rules.to_vec()),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer
}

fn sample() -> Vec<u8> {
    std::fs::read(SAMPLE).unwrap()
}

/// The address `Config::default()` serves, as a browser names it.
const HOST: &str = "127.0.0.1:8080";

async fn send(router: &axum::Router, mut request: Request<Body>) -> (StatusCode, Vec<u8>) {
    if !request.headers().contains_key("host") {
        request.headers_mut().insert("host", HOST.parse().unwrap());
    }
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    (status, bytes.to_vec())
}

async fn get_json(router: &axum::Router, uri: &str) -> (StatusCode, Value) {
    send_json(router, Request::get(uri).body(Body::empty()).unwrap()).await
}

async fn send_json(router: &axum::Router, request: Request<Body>) -> (StatusCode, Value) {
    let (status, bytes) = send(router, request).await;
    let value = serde_json::from_slice(&bytes).unwrap_or_else(|e| {
        panic!(
            "{status}: not JSON ({e}): {}",
            String::from_utf8_lossy(&bytes)
        )
    });
    (status, value)
}

async fn get(router: &axum::Router, uri: &str) -> (StatusCode, Vec<u8>) {
    send(router, Request::get(uri).body(Body::empty()).unwrap()).await
}

/// What `xqprize run` writes for the sample, with `args` added, run in a
/// fresh folder holding `files`.
fn cli_run(args: &[&str], files: &[(&str, &[u8])]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in files {
        std::fs::write(dir.path().join(name), bytes).unwrap();
    }
    let standings = Path::new(env!("CARGO_MANIFEST_DIR")).join(SAMPLE);
    Command::cargo_bin("xqprize")
        .unwrap()
        .current_dir(dir.path())
        .arg("run")
        .arg(&standings)
        .args(["--out", "out"])
        .args(args)
        .assert()
        .success();
    let out = dir.path().join("out");
    (dir, out)
}

/// The message of each error in a 4xx answer.
fn messages(answer: &Value) -> Vec<String> {
    answer["errors"]
        .as_array()
        .unwrap_or_else(|| panic!("no errors in {answer}"))
        .iter()
        .map(|e| e["message"].as_str().unwrap().to_string())
        .collect()
}

fn codes(answer: &Value) -> Vec<String> {
    answer["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["code"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn a_run_on_the_sample_gives_the_files_run_writes_byte_for_byte() {
    let router = web::router(Config::default());
    let (status, body) = send(&router, post_standings("shizhu-2019.xlsx", sample())).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
    let (_dir, out) = cli_run(&[], &[]);
    let cli_json = std::fs::read_to_string(out.join("results.json")).unwrap();
    // results.json is carried as written, not re-serialized.
    let text = String::from_utf8(body.clone()).unwrap();
    assert!(
        text.contains(cli_json.trim_end()),
        "results.json not verbatim"
    );
    let answer: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(
        answer["results"],
        serde_json::from_str::<Value>(&cli_json).unwrap()
    );
    // The terminal summary's total, "共发放 117200.00，97 人领款".
    let summary = answer["summary"]["text"].as_str().unwrap();
    assert!(summary.contains(&format!(
        "共发放 {}，{} 人领款",
        answer["summary"]["total"]["awarded"].as_str().unwrap(),
        answer["summary"]["people"]
    )));

    for name in web::FILES {
        let url = answer["files"][name].as_str().unwrap();
        let (status, bytes) = get(&router, url).await;
        assert_eq!(status, StatusCode::OK, "{name}");
        assert!(
            bytes == std::fs::read(out.join(name)).unwrap(),
            "{name} differs from the CLI's"
        );
    }
    // The zip holds the four files, each as the CLI wrote it and named
    // as its own download (「2019冉氏杯 奖金发放表.xlsx」).
    let (status, zip) = get(&router, answer["files"]["all.zip"].as_str().unwrap()).await;
    assert_eq!(status, StatusCode::OK);
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip.clone())).unwrap();
    assert_eq!(archive.len(), 4);
    for (at, name) in web::FILES.into_iter().enumerate() {
        let saved_as = answer["names"][at].as_str().unwrap();
        assert!(saved_as.starts_with("2019冉氏杯 "), "{saved_as}");
        let mut bytes = Vec::new();
        archive
            .by_name(saved_as)
            .unwrap_or_else(|e| panic!("{saved_as} in the zip: {e}"))
            .read_to_end(&mut bytes)
            .unwrap();
        assert!(
            bytes == std::fs::read(out.join(name)).unwrap(),
            "{name} in the zip"
        );
    }
    // The same upload gives the same zip.
    let (_, again) = send_json(&router, post_standings("shizhu-2019.xlsx", sample())).await;
    let (_, zip_again) = get(&router, again["files"]["all.zip"].as_str().unwrap()).await;
    assert!(zip == zip_again, "the zip is not deterministic");
    assert_ne!(answer["run"], again["run"]);
}

#[tokio::test]
async fn an_uploaded_rules_file_and_one_prize_each_match_the_cli() {
    let rules = std::fs::read("templates/shizhu-2019.toml").unwrap();
    let router = web::router(Config::default());
    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("shizhu-2019.xlsx"), sample()),
            Part("rules", Some("rules.toml"), rules.clone()),
            Part("prizes_per_player", None, b"one".to_vec()),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["summary"]["stacking"], "one");
    let (_dir, out) = cli_run(
        &["--rules", "rules.toml", "--prizes-per-player", "one"],
        &[("rules.toml", &rules)],
    );
    for name in web::FILES {
        let (_, bytes) = get(&router, answer["files"][name].as_str().unwrap()).await;
        assert!(
            bytes == std::fs::read(out.join(name)).unwrap(),
            "{name} differs from the CLI's"
        );
    }
}

#[tokio::test]
async fn why_answers_for_one_player_of_a_kept_run() {
    let router = web::router(Config::default());
    let (_, answer) = send_json(&router, post_standings("s.xlsx", sample())).await;
    // The first payout row: the sample's 公开组 winner.
    let first = &answer["results"]["payouts"][0];
    let player = format!(
        "{}:{}",
        first["group"].as_str().unwrap(),
        first["no"].as_str().unwrap()
    );
    let run = answer["run"].as_str().unwrap();
    let query = |player: &str| {
        let player: String = player
            .bytes()
            .map(|b| match b {
                b'0'..=b'9' | b'a'..=b'z' | b'A'..=b'Z' => (b as char).to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect();
        format!("/api/explain?run={run}&player={player}")
    };
    let (status, why) = get_json(&router, &query(&player)).await;
    assert_eq!(status, StatusCode::OK, "{why}");
    let text = why["text"].as_str().unwrap();
    assert!(text.starts_with(first["name"].as_str().unwrap()), "{text}");
    assert!(text.contains("公开组名次奖"), "{text}");
    assert!(text.contains("发第 1 名：20000.00"), "{text}");

    let (status, missing) = get_json(&router, &query("公开组:99999")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(codes(&missing), ["player.not_found"]);

    let (status, gone) = get(&router, "/api/explain?run=0000&player=1").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(String::from_utf8(gone).unwrap().contains("请重新运行"));
}

#[tokio::test]
async fn an_upload_over_20_mib_is_refused_413_in_chinese() {
    let router = web::router(Config::default());
    let big = vec![b'x'; web::MAX_UPLOAD + 1];
    let (status, answer) = send_json(&router, post_standings("big.xlsx", big)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(codes(&answer), ["upload.too_large"]);
    assert!(messages(&answer)[0].contains("不能超过 20 MiB"));
    // Far over the limit, the body is cut off while it is read.
    let huge = vec![b'x'; 2 * web::MAX_UPLOAD];
    let (status, _) = send_json(&router, post_standings("big.xlsx", huge)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn a_damaged_workbook_or_no_workbook_is_refused_422_with_the_reader_s_message() {
    let router = web::router(Config::default());
    // The sample cut in half: the ZIP archive's directory is lost.
    let mut damaged = sample();
    damaged.truncate(damaged.len() / 2);
    let (status, answer) = send_json(&router, post_standings("cut.xlsx", damaged)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // The reader's own catalogue code and its Chinese message.
    assert_eq!(codes(&answer), ["file.unreadable"]);
    assert!(messages(&answer)[0].contains("损坏"), "{answer}");

    let (status, answer) = send_json(
        &router,
        post_standings("rules.toml", b"event = 1\n".to_vec()),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(codes(&answer), ["file.not_workbook"]);
    assert!(messages(&answer)[0].starts_with("不是工作簿"), "{answer}");

    let (status, answer) = send_json(&router, post_standings("e.xlsx", vec![])).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(codes(&answer), ["upload.empty"]);

    let (status, answer) = send_json(
        &router,
        post_run(form(&[Part("template", None, b"shizhu-2019".to_vec())])),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(messages(&answer), ["没有收到成绩册，请选择成绩册文件。"]);
}

#[tokio::test]
async fn problems_in_the_standings_carry_sheet_cell_row_and_column() {
    // A sheet with a 名次 cell that is no place: the reader's own test file.
    let bad = std::fs::read("tests/bad_input/bad_date.xlsx").unwrap();
    let router = web::router(Config::default());
    let (status, answer) = send_json(&router, post_standings("bad_date.xlsx", bad)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let located = answer["errors"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["cell"].is_string())
        .unwrap_or_else(|| panic!("no located problem in {answer}"));
    let cell = located["cell"].as_str().unwrap();
    let row: u64 = cell
        .trim_start_matches(char::is_alphabetic)
        .parse()
        .unwrap();
    assert_eq!(located["row"], row);
    assert!(
        located["sheet"].is_string() && located["column"].is_string(),
        "{located}"
    );
}

#[tokio::test]
async fn a_rules_file_with_errors_is_refused_422_naming_its_line() {
    let rules = std::fs::read_to_string("templates/shizhu-2019.toml")
        .unwrap()
        .replacen("total = \"61600\"", "total = \"60600\"", 1);
    let router = web::router(Config::default());
    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("s.xlsx"), sample()),
            Part("rules", Some("my-rules.toml"), rules.into_bytes()),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        codes(&answer).iter().all(|c| c.starts_with("rules.")),
        "{answer}"
    );
    // The line of the changed total in the template, counted from 1.
    let template = std::fs::read_to_string("templates/shizhu-2019.toml").unwrap();
    let line = 1 + template
        .lines()
        .position(|l| l.contains("total = \"61600\""))
        .unwrap();
    assert!(
        messages(&answer)[0].starts_with(&format!("my-rules.toml 第{line}行：")),
        "{answer}"
    );

    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("s.xlsx"), sample()),
            Part("rules", Some("r.toml"), vec![0xff, 0xfe, 0x00]),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(codes(&answer), ["rules.not_text"]);

    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("s.xlsx"), sample()),
            Part("template", None, b"nonesuch".to_vec()),
            Part("prizes_per_player", None, b"some".to_vec()),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(messages(&answer), ["没有名为「nonesuch」的内置规则。"]);
}

#[tokio::test]
async fn wrong_method_unknown_path_and_bad_form_answer_with_text() {
    let router = web::router(Config::default());
    let (status, body) = get(&router, "/api/run").await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(
        String::from_utf8(body)
            .unwrap()
            .contains("不支持这种请求方式")
    );
    let (status, body) = get(&router, "/nothing-here").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(String::from_utf8(body).unwrap().contains("没有这个页面"));
    let request = Request::post("/api/run")
        .header("content-type", "text/plain")
        .body(Body::from("hello"))
        .unwrap();
    let (status, answer) = send_json(&router, request).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(codes(&answer), ["upload.bad_form"]);
    let (status, _) = get(&router, "/api/files/0000/payouts.xlsx").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

fn panics(_: web::Input) -> Result<web::Ran, Vec<web::Problem>> {
    panic!("a bug in the computation")
}

#[tokio::test]
async fn a_panic_while_computing_is_answered_500_and_the_server_goes_on() {
    let router = web::router(Config {
        compute: panics,
        ..Config::default()
    });
    let (status, answer) = send_json(&router, post_standings("s.xlsx", sample())).await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(codes(&answer), ["internal.panic"]);
    assert!(messages(&answer)[0].contains("服务仍在运行"));
    // The permit was given back: the next request is computed (and fails the
    // same way) rather than waiting for ever.
    let (status, _) = send_json(&router, post_standings("s.xlsx", sample())).await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
    let (status, _) = get(&router, "/").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_runs_each_get_their_own_answer() {
    let router = web::router(Config::default());
    let mut tasks = Vec::new();
    for stacking in ["all", "one", "all", "one"] {
        let router = router.clone();
        tasks.push(tokio::spawn(async move {
            let (status, answer) = send_json(
                &router,
                post_run(form(&[
                    Part("standings", Some("s.xlsx"), sample()),
                    Part("prizes_per_player", None, stacking.as_bytes().to_vec()),
                ])),
            )
            .await;
            assert_eq!(status, StatusCode::OK);
            (stacking, answer)
        }));
    }
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.unwrap());
    }
    for (stacking, answer) in &answers {
        assert_eq!(answer["summary"]["stacking"], *stacking);
    }
    assert_eq!(answers[0].1["results"], answers[2].1["results"]);
    assert_eq!(answers[1].1["results"], answers[3].1["results"]);
    assert_ne!(answers[0].1["results"], answers[1].1["results"]);
}

fn slow(input: web::Input) -> Result<web::Ran, Vec<web::Problem>> {
    std::thread::sleep(std::time::Duration::from_millis(400));
    web::compute(input)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn runs_beyond_the_bound_are_answered_503() {
    // One computed, one waiting: of three at once, one is turned away.
    let router = web::router(Config {
        max_running: 1,
        max_waiting: 1,
        compute: slow,
        ..Config::default()
    });
    let mut tasks = Vec::new();
    for _ in 0..3 {
        let router = router.clone();
        tasks.push(tokio::spawn(async move {
            send_json(&router, post_standings("s.xlsx", sample())).await
        }));
    }
    let mut statuses = Vec::new();
    for task in tasks {
        let (status, answer) = task.await.unwrap();
        if status == StatusCode::SERVICE_UNAVAILABLE {
            assert!(messages(&answer)[0].contains("服务器正忙"));
        }
        statuses.push(status);
    }
    statuses.sort();
    assert_eq!(
        statuses,
        [
            StatusCode::OK,
            StatusCode::OK,
            StatusCode::SERVICE_UNAVAILABLE
        ]
    );
}

#[tokio::test]
async fn the_page_is_self_contained_and_speaks_the_chosen_language() {
    let router = web::router(Config::default());
    let (status, page) = get(&router, "/").await;
    assert_eq!(status, StatusCode::OK);
    let page = String::from_utf8(page).unwrap();
    assert!(page.contains("<html lang=\"zh-CN\">"));
    assert!(page.contains("象棋公开赛奖金计算"));
    assert!(page.contains("\"shizhu-2019\""), "the template list");
    for asset in ["/", "/app.js", "/style.css"] {
        let (status, body) = get(&router, asset).await;
        assert_eq!(status, StatusCode::OK);
        let body = String::from_utf8(body).unwrap();
        assert!(
            !body.contains("http://") && !body.contains("https://") && !body.contains("//cdn"),
            "{asset} loads something from outside"
        );
    }
    let english = web::router(Config {
        lang: Lang::En,
        ..Config::default()
    });
    let (_, page) = get(&english, "/").await;
    let page = String::from_utf8(page).unwrap();
    assert!(page.contains("<html lang=\"en\">"));
    assert!(page.contains("Chinese chess open: prize calculator"));
    let (status, answer) = send_json(&english, post_standings("e.xlsx", vec![])).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        messages(&answer),
        ["The standings file is empty (0 bytes)."]
    );
}

#[tokio::test]
async fn the_page_lists_warnings_as_check_does_and_counts_every_one() {
    // 400 + 100 players with realistic noise: a dozen blank 地区 in 公开组
    // alone, stated birth dates and sexes unlike the ID numbers.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("noisy.xlsx");
    let standings = SyntheticEvent {
        open: 400,
        youth: 100,
        seed: 7,
    }
    .build_noisy();
    standings.write_xlsx(&path).unwrap();

    let router = web::router(Config::default());
    let (status, answer) = send_json(
        &router,
        post_standings("noisy.xlsx", std::fs::read(&path).unwrap()),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let lines = answer["summary"]["warning_lines"].as_array().unwrap();
    // Every warning of results.json is counted by exactly one line …
    let counted: u64 = lines.iter().map(|l| l["count"].as_u64().unwrap()).sum();
    let warnings = answer["results"]["warnings"].as_array().unwrap().len();
    assert_eq!(counted as usize, warnings);
    // … and the kinds of four or more are folded.
    assert!(lines.len() < warnings, "nothing folded: {lines:?}");
    assert!(lines.iter().any(|l| l["count"].as_u64().unwrap() >= 4));

    // The same lines, in the same order, as `xqprize check` prints.
    let out = Command::cargo_bin("xqprize")
        .unwrap()
        .arg("check")
        .arg(&path)
        .env_remove("XQPRIZE_LANG")
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let check: Vec<&str> = stdout
        .lines()
        .filter_map(|l| l.strip_prefix("警告："))
        .collect();
    let page: Vec<String> = lines
        .iter()
        .map(|l| {
            format!(
                "{}：{}",
                l["at"].as_str().unwrap(),
                l["message"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(page, check);
}

#[tokio::test]
async fn a_foreign_host_and_a_cross_site_post_are_refused() {
    let router = web::router(Config::default());
    // DNS rebinding: a name the attacker points at 127.0.0.1.
    for host in [
        "rebind.attacker.com:8080",
        "rebind.attacker.com",
        "127.0.0.1:9999",
    ] {
        let request = Request::get("/").header("host", host).body(Body::empty());
        let (status, body) = send(&router, request.unwrap()).await;
        assert_eq!(status, StatusCode::MISDIRECTED_REQUEST, "{host}");
        assert!(String::from_utf8(body).unwrap().contains("拒绝访问"));
    }
    for host in ["127.0.0.1:8080", "localhost:8080", "[::1]:8080"] {
        let request = Request::get("/").header("host", host).body(Body::empty());
        let (status, _) = send(&router, request.unwrap()).await;
        assert_eq!(status, StatusCode::OK, "{host}");
    }
    // A form posted by a page of another site: refused before it is read.
    let cross = |header: &'static str, value: &'static str| {
        let mut request = post_standings("s.xlsx", sample());
        request.headers_mut().insert(header, value.parse().unwrap());
        request
    };
    for (header, value) in [
        ("origin", "https://evil.example"),
        ("origin", "http://rebind.attacker.com:8080"),
        ("origin", "null"),
        ("sec-fetch-site", "cross-site"),
    ] {
        let (status, answer) = send_json(&router, cross(header, value)).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{header}: {value}");
        assert_eq!(codes(&answer), ["http.origin"]);
    }
    // The page itself.
    let mut own = cross("origin", "http://127.0.0.1:8080");
    own.headers_mut()
        .insert("sec-fetch-site", "same-origin".parse().unwrap());
    let (status, answer) = send_json(&router, own).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
}

#[tokio::test]
async fn every_player_read_is_found_by_name_number_or_club_paid_or_not() {
    let router = web::router(Config::default());
    let (_, answer) = send_json(&router, post_standings("s.xlsx", sample())).await;
    let run = answer["run"].as_str().unwrap();
    // With no query: the payees, as the payout table lists them.
    let first = &answer["first"];
    assert_eq!(first["payees"], 97);
    assert_eq!(first["matched"], 97);
    assert_eq!(first["rows"][0]["name"], "万华");
    assert_eq!(first["rows"][0]["total"], "20000.00");
    let players = first["players"].as_u64().unwrap();
    assert!(players > 97, "{players}");

    let find = |q: &str| {
        let q: String = q.bytes().map(|b| format!("%{b:02X}")).collect();
        format!("/api/players?run={run}&q={q}")
    };
    // 陈鑫 (公开组 251) has a blank 地区 and is left out of the prizes
    // that need one (results.json's warning); he is found all the same.
    let (status, found) = get_json(&router, &find("陈鑫")).await;
    assert_eq!(status, StatusCode::OK, "{found}");
    let rows = found["rows"].as_array().unwrap();
    let chen = rows
        .iter()
        .find(|r| r["no"] == "251")
        .unwrap_or_else(|| panic!("{found}"));
    assert_eq!(chen["group"], "公开组");
    // 为什么 answers for him too.
    let why = format!("/api/explain?run={run}&player=%E5%85%AC%E5%BC%80%E7%BB%84:251");
    let (status, why) = get_json(&router, &why).await;
    assert_eq!(status, StatusCode::OK, "{why}");
    assert!(why["text"].as_str().unwrap().contains("地区"), "{why}");

    // By club: every row found has it in its 单位.
    let club = chen["club"].as_str().unwrap().to_string();
    if !club.is_empty() {
        let (_, found) = get_json(&router, &find(&club)).await;
        let rows = found["rows"].as_array().unwrap();
        assert!(!rows.is_empty());
        assert!(
            rows.iter()
                .any(|r| r["no"] == "251" && r["group"] == "公开组")
        );
    }
    // By number.
    let (_, found) = get_json(&router, &find("251")).await;
    assert!(
        found["rows"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["no"] == "251")
    );
    // Nobody.
    let (_, found) = get_json(&router, &find("无此人zzz")).await;
    assert_eq!(found["matched"], 0);
}

#[tokio::test]
async fn runs_are_let_go_past_their_bytes_and_the_page_can_tell() {
    // What one run of the sample holds: its files, the zip, and so much
    // for each player read.
    let probe = web::router(Config::default());
    let (_, answer) = send_json(&probe, post_standings("s.xlsx", sample())).await;
    let mut weight = answer["first"]["players"].as_u64().unwrap() as usize * web::PLAYER_BYTES;
    for name in web::FILES.iter().chain([&web::ZIP]) {
        weight += get(&probe, answer["files"][name].as_str().unwrap())
            .await
            .1
            .len();
    }
    // Room for one run of the sample, not two.
    let router = web::router(Config {
        keep_bytes: weight * 3 / 2,
        ..Config::default()
    });
    let (_, a) = send_json(&router, post_standings("s.xlsx", sample())).await;
    let a = a["run"].as_str().unwrap().to_string();
    let (_, kept) = get_json(&router, &format!("/api/runs/{a}")).await;
    assert_eq!(kept["kept"], true);
    let (_, b) = send_json(&router, post_standings("s.xlsx", sample())).await;
    let b = b["run"].as_str().unwrap().to_string();
    let (_, kept) = get_json(&router, &format!("/api/runs/{a}")).await;
    assert_eq!(kept["kept"], false, "the older run is let go");
    let (status, _) = get(&router, &format!("/api/files/{a}/payouts.xlsx")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, kept) = get_json(&router, &format!("/api/runs/{b}")).await;
    assert_eq!(kept["kept"], true);

    // A run larger than the whole budget is not kept: no downloads offered.
    let tiny = web::router(Config {
        keep_bytes: 1000,
        ..Config::default()
    });
    let (status, answer) = send_json(&tiny, post_standings("s.xlsx", sample())).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["run"], Value::Null);
    assert_eq!(answer["files"], Value::Null);
    assert_eq!(answer["summary"]["total"]["awarded"], "117200.00");
}

#[tokio::test]
async fn downloads_are_named_for_a_person() {
    let router = web::router(Config::default());
    let (_, answer) = send_json(&router, post_standings("s.xlsx", sample())).await;
    // The sample's event: 「…第七届“冉氏杯”象棋公开赛」 of 2019.
    assert_eq!(
        answer["names"],
        serde_json::json!([
            "2019冉氏杯 奖金发放表.xlsx",
            "2019冉氏杯 获奖名单.xlsx",
            "2019冉氏杯 晋级名单.xlsx",
            "2019冉氏杯 计算结果.json",
            "2019冉氏杯 奖金发放表及名单.zip",
        ])
    );
    let url = answer["files"]["payouts.xlsx"].as_str().unwrap();
    let response = router
        .clone()
        .oneshot(
            Request::get(url)
                .header("host", HOST)
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    let disposition = response.headers()["content-disposition"].to_str().unwrap();
    // 「2019冉氏杯 奖金发放表.xlsx」 percent-encoded as UTF-8.
    let encoded: String = "2019冉氏杯 奖金发放表.xlsx"
        .bytes()
        .map(|b| match b {
            b'0'..=b'9' | b'.' | b'a'..=b'z' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect();
    assert_eq!(
        disposition,
        format!("attachment; filename=\"payouts.xlsx\"; filename*=UTF-8''{encoded}")
    );
}

#[tokio::test]
async fn a_rules_syntax_error_is_told_once_and_a_gbk_file_is_told_to_save_as_utf8() {
    let router = web::router(Config::default());
    // One quote missing near the top of the template.
    let template = std::fs::read_to_string("templates/shizhu-2019.toml").unwrap();
    let line = 1 + template
        .lines()
        .position(|l| l.starts_with("event = \""))
        .unwrap();
    let broken = template.replacen("event = \"", "event = ", 1);
    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("s.xlsx"), sample()),
            Part("rules", Some("r.toml"), broken.into_bytes()),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(codes(&answer), ["rules.syntax"], "{answer}");
    assert!(
        messages(&answer)[0].starts_with(&format!("r.toml 第{line}行：")),
        "{answer}"
    );

    // 「公开组」 in GBK: B9 AB BF AA D7 E9.
    let mut gbk = b"[groups]\nopen = \"".to_vec();
    gbk.extend([0xb9, 0xab, 0xbf, 0xaa, 0xd7, 0xe9]);
    gbk.extend(b"\"\n");
    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("s.xlsx"), sample()),
            Part("rules", Some("r.toml"), gbk),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(codes(&answer), ["rules.gbk"]);
    assert!(messages(&answer)[0].contains("UTF-8"));

    // The template saved by Notepad as UTF-8 with a byte-order mark is read.
    let mut bom = vec![0xef, 0xbb, 0xbf];
    bom.extend(template.as_bytes());
    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("s.xlsx"), sample()),
            Part("rules", Some("r.toml"), bom),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
}

#[tokio::test]
async fn the_page_shows_the_summary_and_warnings_run_prints() {
    let router = web::router(Config::default());
    let (status, answer) = send_json(&router, post_standings("shizhu-2019.xlsx", sample())).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let dir = tempfile::tempdir().unwrap();
    let out = Command::cargo_bin("xqprize")
        .unwrap()
        .current_dir(dir.path())
        .arg("run")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join(SAMPLE))
        .env_remove("XQPRIZE_LANG")
        .output()
        .unwrap();
    assert!(out.status.success());
    // The terminal's summary, without the files it wrote, is the page's.
    let printed: String = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("已写出"))
        .map(|l| format!("{l}\n"))
        .collect();
    let summary = &answer["summary"];
    assert_eq!(summary["text"].as_str().unwrap(), printed);
    // The page's figures are the ones printed, line by line of the table.
    let squeezed = |s: &str| s.split_whitespace().collect::<Vec<_>>().join("  ");
    let printed_rows: Vec<String> = printed.lines().map(squeezed).collect();
    let figures = |name: &str, v: &Value| {
        let [p, a, va, r] = ["planned", "awarded", "vacant", "remainder"].map(|k| &v[k]);
        format!(
            "{name}  {}  {}  {}  {}",
            p.as_str().unwrap(),
            a.as_str().unwrap(),
            va.as_str().unwrap(),
            r.as_str().unwrap()
        )
    };
    let schedules = summary["schedules"].as_array().unwrap();
    assert!(!schedules.is_empty());
    for schedule in schedules {
        let row = figures(schedule["name"].as_str().unwrap(), schedule);
        assert!(printed_rows.contains(&row), "{row}\n{printed}");
    }
    let row = figures("合计", &summary["total"]);
    assert!(printed_rows.contains(&row), "{row}\n{printed}");
    // The same warnings: the page counts those of results.json, as the
    // terminal does.
    let warnings = answer["results"]["warnings"].as_array().unwrap().len();
    assert_eq!(summary["warnings"], warnings);
    assert!(
        printed.contains(&format!("警告 {warnings} 条")),
        "{warnings}\n{printed}"
    );
}

fn post_corrections(parts: &[Part<'_>]) -> Request<Body> {
    Request::post("/api/corrections")
        .header(
            "content-type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(form(parts)))
        .unwrap()
}

#[tokio::test]
async fn a_run_kept_on_the_page_is_compared_with_the_results_paid() {
    let router = web::router(Config::default());
    let run_of = |body: &[u8]| -> String {
        let answer: Value = serde_json::from_slice(body).unwrap();
        answer["run"].as_str().unwrap().to_string()
    };
    let (status, body) = send(&router, post_standings("shizhu-2019.xlsx", sample())).await;
    assert_eq!(status, StatusCode::OK);
    let paid = run_of(&body);
    // 公开组 places 3 and 4 swapped: 170 覃帆 (5000 as 3rd) is 4th (3000),
    // 12 曹泽铭 (3000) 3rd (5000); neither is in another pool that pays
    // (both men, from 重庆 and 石柱, no 会员): −2000 and +2000, nobody else.
    let mut corrected = SyntheticEvent::SHIZHU_2019.build();
    corrected.open.rows.swap(2, 3);
    corrected.open.rows[2].rank = 3;
    corrected.open.rows[3].rank = 4;
    let bytes = corrected.to_xlsx_bytes().unwrap();
    let (status, body) = send(&router, post_standings("corrected.xlsx", bytes)).await;
    assert_eq!(status, StatusCode::OK);
    let now = run_of(&body);

    let (status, book) = send(
        &router,
        post_corrections(&[
            Part("run", None, now.clone().into_bytes()),
            Part("paid_run", None, paid.clone().into_bytes()),
        ]),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&book));
    let others = crate::common::Others::Shown;
    let pay = crate::common::bytes_rows(book.clone(), "补发", others);
    let back = crate::common::bytes_rows(book.clone(), "退回", others);
    assert_eq!((pay[2][2].as_str(), pay[2][9].as_str()), ("12", "2000"));
    assert_eq!((back[2][2].as_str(), back[2][9].as_str()), ("170", "2000"));
    assert_eq!(pay[2][10], "贰仟元整");
    // Two people and the totals row, then the lines to sign.
    assert!(pay[3][0].starts_with("合计（1人）"), "{:?}", pay[3]);

    // The paid results uploaded as a file: the same people.
    let (_, results) = get(&router, &format!("/api/files/{paid}/results.json")).await;
    let (status, uploaded) = send(
        &router,
        post_corrections(&[
            Part("run", None, now.clone().into_bytes()),
            Part("paid", Some("results.json"), results.clone()),
        ]),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        crate::common::bytes_rows(uploaded, "退回", others)[2][2],
        "170"
    );

    // 为什么 against the paid results.
    let (status, why) = send_json(
        &router,
        post_corrections(&[
            Part("run", None, now.clone().into_bytes()),
            Part("paid_run", None, paid.into_bytes()),
            Part("player", None, b"170".to_vec()),
        ]),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let text = why["text"].as_str().unwrap();
    assert!(text.contains("已发 5000.00（公开组名次奖 第3名 5000.00）；现应得 3000.00（公开组名次奖 第4名 3000.00）"), "{text}");

    // Who changed, for the page to list: the two swapped, 12 曹泽铭 (now
    // 3rd: 3000 → 5000) before 170 覃帆 (now 4th: 5000 → 3000), in the
    // corrected standings' order, and nobody else.
    let (status, listed) = send_json(
        &router,
        post_corrections(&[
            Part("run", None, now.clone().into_bytes()),
            Part("paid", Some("results.json"), results.clone()),
            Part("list", None, b"1".to_vec()),
        ]),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{listed}");
    let changed: Vec<&str> = (listed["changed"].as_array().unwrap().iter())
        .map(|l| l.as_str().unwrap())
        .collect();
    assert_eq!(changed.len(), 2, "{changed:?}");
    assert!(
        changed[0].starts_with("公开组 曹泽铭（编号12）：已发 3000.00"),
        "{changed:?}"
    );
    assert!(
        changed[0].ends_with("现应得 5000.00（公开组名次奖 第3名 5000.00）"),
        "{changed:?}"
    );
    assert!(
        changed[1].starts_with("公开组 覃帆（编号170）：已发 5000.00"),
        "{changed:?}"
    );
    let summary = listed["summary"].as_str().unwrap();
    assert!(
        summary.contains("补发 1 人共 2000.00，退回 1 人共 2000.00"),
        "{summary}"
    );

    // A damaged paid file: its problem, in Chinese, and no workbook.
    let (status, refused) = send_json(
        &router,
        post_corrections(&[
            Part("run", None, now.into_bytes()),
            Part("paid", Some("paid.json"), results[..100].to_vec()),
        ]),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused["errors"][0]["code"], "paid.damaged");
    assert!(
        refused["errors"][0]["message"]
            .as_str()
            .unwrap()
            .starts_with("paid.json 不是完整的结果文件")
    );
}

#[tokio::test]
async fn an_exact_number_or_name_is_found_first() {
    let router = web::router(Config::default());
    let (_, answer) = send_json(&router, post_standings("s.xlsx", sample())).await;
    let run = answer["run"].as_str().unwrap();
    let find = |q: &str| {
        let q: String = q.bytes().map(|b| format!("%{b:02X}")).collect();
        format!("/api/players?run={run}&q={q}")
    };
    // 「1」 is in many a 编号 (10, 103, S011 …); 编号 1 comes first.
    let (_, found) = get_json(&router, &find("1")).await;
    assert!(
        found["matched"].as_u64().unwrap() > 100,
        "{}",
        found["matched"]
    );
    assert_eq!(found["rows"][0]["no"], "1", "{}", found["rows"][0]);
    // A name typed whole comes before the names it is part of; the
    // others keep the table's order.
    let (_, found) = get_json(&router, &find("万华")).await;
    assert_eq!(found["rows"][0]["name"], "万华");
}

#[tokio::test]
async fn the_printed_lists_and_table_are_those_of_the_workbooks() {
    let router = web::router(Config::default());
    let (status, answer) = send_json(&router, post_standings("s.xlsx", sample())).await;
    assert_eq!(status, StatusCode::OK);
    let printed = &answer["printed"];
    let awards = &printed["awards"];
    assert_eq!(
        awards["headers"],
        serde_json::json!(["名次", "姓名", "单位", "奖金"])
    );
    // The 2019 rules give no prize besides money: no 奖品 column.
    assert_eq!(awards["prizes"], false);
    // 公开组名次奖 pays places 5-8 1500 each (shizhu-2019.toml, 十(一));
    // the four the knockout's quarter-finals left at 名次 5 are set apart
    // by their 预赛名次 (SPEC §7): each at the place the payout sheet pays
    // him, with the reason.
    let overall = &awards["lists"][0];
    assert_eq!(overall["heading"], "公开组名次奖");
    let lines = overall["lines"].as_array().unwrap();
    // Places 1-32, one player each: 32 lines.
    assert_eq!(lines.len(), 32);
    assert_eq!(lines[0]["place"], "第1名");
    assert_eq!(lines[0]["name"], "万华");
    assert_eq!(lines[0]["amount"], "20,000.00");
    for (line, place) in lines[4..8].iter().zip(5..) {
        assert_eq!(line["place"], format!("第{place}名"), "{line}");
        let name = line["name"].as_str().unwrap();
        assert!(name.ends_with("（名次并列第5，按预赛名次分列）"), "{line}");
        assert_eq!(line["amount"], "1,500.00", "{line}");
    }
    // The subsidy (大学生食宿补贴, 300 each) has no places.
    let subsidy = awards["lists"].as_array().unwrap().last().unwrap();
    assert_eq!(subsidy["heading"], "大学生食宿补贴（每人300.00元）");
    assert_eq!(subsidy["places"], false);

    let table = &printed["payouts"];
    let headers: Vec<&str> = table["headers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_str().unwrap())
        .collect();
    assert_eq!(
        headers,
        [
            "序号",
            "组别",
            "编号",
            "姓名",
            "单位",
            "身份证号",
            "奖项",
            "合计",
            "大写金额",
            "领款人签名"
        ]
    );
    let rows = table["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 97);
    assert_eq!(table["omitted"], 0);
    // 万华: 第1名 of 公开组, 20000 (贰万元整), nothing else.
    assert_eq!(rows[0]["name"], "万华");
    assert_eq!(
        rows[0]["items"],
        serde_json::json!(["公开组名次奖第1名 20,000.00"])
    );
    assert_eq!(rows[0]["figures"], serde_json::json!(["20,000.00"]));
    assert_eq!(rows[0]["capitals"], "贰万元整");
    assert_eq!(rows[0]["id"].as_str().unwrap().len(), 18);
    // The total the run prints, 117200.00: 壹拾壹万柒仟贰佰元整.
    assert_eq!(answer["summary"]["total"]["awarded"], "117200.00");
    assert_eq!(table["totals"], serde_json::json!(["117,200.00"]));
    assert_eq!(table["total_capitals"], "壹拾壹万柒仟贰佰元整");
    assert_eq!(table["total_label"], "合计（97人）");
    let sign_off = table["sign_off"].as_str().unwrap();
    assert!(
        sign_off.contains("制表人") && sign_off.contains("审核人"),
        "{sign_off}"
    );
}

/// The page's boot data: the words and the templates offered.
async fn boot(router: &axum::Router) -> Value {
    let (_, page) = get(router, "/").await;
    let page = String::from_utf8(page).unwrap();
    let start = page
        .find(r#"<script id="boot" type="application/json">"#)
        .unwrap();
    let json = &page[start..];
    let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
    serde_json::from_str(json).unwrap()
}

#[tokio::test]
async fn templates_with_no_prizes_are_offered_for_download_not_to_run() {
    let router = web::router(Config::default());
    let offered = boot(&router).await["templates"].clone();
    let runs: Vec<(&str, bool)> = offered
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["id"].as_str().unwrap(), t["runs"].as_bool().unwrap()))
        .collect();
    // Only the 2019 石柱 rules have their prize tables filled in.
    assert_eq!(
        runs,
        [
            ("shizhu-2019", true),
            ("hengfang-2024", false),
            ("hangu-2013", false),
            ("blank", false)
        ]
    );
    let (status, rules) = get(&router, "/api/templates/hangu-2013/rules.toml").await;
    assert_eq!(status, StatusCode::OK);
    // The template's rules, its comments in the page's words: the
    // command-line lines of the file (xqprize check, xqprize init
    // --template) say what to do on the page.
    let rules = String::from_utf8(rules).unwrap();
    let template = std::fs::read_to_string("templates/hangu-2013.toml").unwrap();
    let keys = |text: &str| -> Vec<String> {
        (text.lines())
            .filter(|l| !l.trim_start().starts_with('#'))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(keys(&rules), keys(&template));
    assert!(template.contains("xqprize init --template"));
    for never in ["xqprize", "--template", "--rules"] {
        assert!(!rules.contains(never), "{never} in the page's copy");
    }
    let (status, standings) = get(&router, "/api/templates/hangu-2013/standings.xlsx").await;
    assert_eq!(status, StatusCode::OK);
    assert!(standings.starts_with(b"PK"));
    let (status, _) = get(&router, "/api/templates/hangu-2013/other.txt").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = get(&router, "/api/templates/no-such/rules.toml").await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Asked to run one anyway: the page's words, no command line, no file
    // the page user does not have.
    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("s.xlsx"), sample()),
            Part("template", None, b"blank".to_vec()),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(codes(&answer), ["rules.nothing_to_pay"]);
    let message = &messages(&answer)[0];
    assert!(message.contains("「空白模板」"), "{message}");
    for never in ["xqprize", "built in", "内置", "blank.toml", "命令"] {
        assert!(!message.contains(never), "{never} in {message}");
    }
}

#[tokio::test]
async fn why_opens_with_what_the_player_receives() {
    let router = web::router(Config::default());
    let (_, answer) = send_json(&router, post_standings("s.xlsx", sample())).await;
    let run = answer["run"].as_str().unwrap();
    // 公开组 103 万华: 第1名, 20000.
    let (_, why) = get_json(&router, &format!("/api/explain?run={run}&player=103")).await;
    assert_eq!(why["paid"], "20000.00");
    assert_eq!(
        why["items"],
        serde_json::json!(["公开组名次奖第1名 20,000.00"])
    );
    // 公开组 251 陈鑫: 第40名, past the 32 places paid.
    let chen = format!("/api/explain?run={run}&player=%E5%85%AC%E5%BC%80%E7%BB%84:251");
    let (_, why) = get_json(&router, &chen).await;
    assert_eq!(why["paid"], Value::Null);
    assert_eq!(why["items"], serde_json::json!([]));
    // The main reason the page shows under 未获奖, from the engine's record:
    // 公开组名次奖's pool is all of 公开组 (260 players; his blank 地区 keeps
    // him out of the regional pools only), he is 40th in it, and the
    // schedule pays places 1-32 (shizhu-2019.toml, 十(一)).
    assert_eq!(
        why["reasons"],
        serde_json::json!([
            "公开组名次奖：在范围内，第 40 名（共 260 人）；未发：本奖只奖前 32 名"
        ])
    );

    // In English the same reason in English words: nothing of it is found
    // by looking for a Chinese marker in explain's text.
    let english = web::router(Config {
        lang: Lang::En,
        ..Config::default()
    });
    let (_, answer) = send_json(&english, post_standings("s.xlsx", sample())).await;
    let run = answer["run"].as_str().unwrap();
    let chen = format!("/api/explain?run={run}&player=%E5%85%AC%E5%BC%80%E7%BB%84:251");
    let (_, why) = get_json(&english, &chen).await;
    assert_eq!(
        why["reasons"],
        serde_json::json!([
            "overall 公开组名次奖: in the pool, place 40 of 260; nothing: the schedule pays 32 places"
        ])
    );
    // The page no longer carries a marker to look for in explain's lines.
    let texts = boot(&english).await["texts"].clone();
    assert!(texts.get("why_in_pool").is_none(), "{texts}");
    assert!(texts.get("why_no_pool").is_some(), "{texts}");
}

#[tokio::test]
async fn the_printed_lists_show_prize_texts_as_awards_xlsx_does() {
    // The 东湖棋院杯 2009 (tests/regulations/donghu-2009): 儿童组 places 1-3
    // give 奖学券 800 / 500 / 300 and 奖杯、奖状 with a gift; places 4-8 are
    // written here as 奖牌、奖状 alone (no 300 voucher), so that the list
    // shows a prize without money: the published total becomes
    // 800 + 500 + 300 = 1600.
    let dir = Path::new("tests/regulations/donghu-2009");
    let rules = std::fs::read_to_string(dir.join("rules.toml")).unwrap();
    let children = rules.find("id = \"juniors\"").unwrap();
    let (head, tail) = rules.split_at(children);
    let head = head
        .replace(
            "{ place = \"4-8\", amount = \"300\", prize = \"奖牌、奖状\" }",
            "{ place = \"4-8\", prize = \"奖牌、奖状\" }",
        )
        .replacen("total = \"3100\"", "total = \"1600\"", 1);
    let rules = format!("{head}{tail}");
    let router = web::router(Config::default());
    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part(
                "standings",
                Some("standings.xlsx"),
                std::fs::read(dir.join("standings.xlsx")).unwrap(),
            ),
            Part("rules", Some("rules.toml"), rules.into_bytes()),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let awards = &answer["printed"]["awards"];
    assert_eq!(
        awards["headers"],
        serde_json::json!(["名次", "姓名", "单位", "奖金", "奖品"])
    );
    assert_eq!(awards["prizes"], true);
    let lines = awards["lists"][0]["lines"].as_array().unwrap();
    assert_eq!(awards["lists"][0]["heading"], "儿童组奖学券");
    assert_eq!(lines.len(), 8);
    assert_eq!(lines[0]["place"], "第1名");
    assert_eq!(lines[0]["amount"], "800.00");
    assert_eq!(lines[0]["prize"], "奖杯、奖状、价值800元的精美礼品");
    assert_eq!(lines[2]["amount"], "300.00");
    assert_eq!(lines[2]["prize"], "奖杯、奖状、价值300元的精美礼品");
    // Places 4-8: the medal and certificate instead of an amount.
    for line in &lines[3..] {
        assert_eq!(line["amount"], "", "{line}");
        assert_eq!(line["prize"], "奖牌、奖状", "{line}");
    }
    // 少年组 keeps its vouchers beside the prizes: place 4 pays 300.
    let juniors = &awards["lists"][1]["lines"];
    assert_eq!(juniors[3]["amount"], "300.00");
    assert_eq!(juniors[3]["prize"], "奖牌、奖状");

    // Line for line what awards.xlsx holds: 名次, 姓名, 单位, the amount
    // (blank beside a prize without money), 奖品.
    let (_, bytes) = get(&router, answer["files"]["awards.xlsx"].as_str().unwrap()).await;
    let rows = crate::common::bytes_rows(bytes, "获奖名单", crate::common::Others::Shown);
    let start = rows.iter().position(|r| r[0] == "儿童组奖学券").unwrap() + 1;
    for (line, row) in lines.iter().zip(&rows[start..]) {
        let amount = match line["amount"].as_str().unwrap() {
            "" => String::new(),
            shown => shown.replace(',', "").trim_end_matches(".00").to_string(),
        };
        assert_eq!(
            [&line["place"], &line["name"], &line["club"], &line["prize"]]
                .map(|v| v.as_str().unwrap()),
            [&row[0], &row[1], &row[2], &row[4]].map(String::as_str),
            "{row:?}"
        );
        assert_eq!(amount, row[3], "{row:?}");
    }
}

/// tests/regulations/lawyers-2022 (团体第一名奖2000元；个人前三名 500、300、
/// 200 元) with 第4名 given 证书、奖牌 and no money.
async fn lawyers_with_a_prize_in_kind(router: &axum::Router) -> Value {
    let dir = Path::new("tests/regulations/lawyers-2022");
    let rules = std::fs::read_to_string(dir.join("rules.toml")).unwrap();
    let place3 = "  { place = \"3\", amount = \"200\" },\n";
    assert!(rules.contains(place3));
    let rules = rules.replace(
        place3,
        &format!("{place3}  {{ place = \"4\", prize = \"证书、奖牌\" }},\n"),
    );
    let standings = std::fs::read(dir.join("standings.xlsx")).unwrap();
    let (status, answer) = send_json(
        router,
        post_run(form(&[
            Part("standings", Some("standings.xlsx"), standings),
            Part("rules", Some("rules.toml"), rules.into_bytes()),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer
}

/// Team money reaches the page: its line in 各项奖金, the total of every
/// prize, 团体名次, and the printed team payout table, row for row what
/// payouts.xlsx's 团体奖金发放表 holds.
#[tokio::test]
async fn team_prizes_are_in_the_page_s_figures_and_printed_tables() {
    let router = web::router(Config::default());
    let answer = lawyers_with_a_prize_in_kind(&router).await;
    let summary = &answer["summary"];
    // 团体第一名奖2000元, paid to 广州律师象棋俱乐部 (积分之和 of its best 8
    // is the higher: tests/regulations/lawyers-2022/expected.json).
    assert_eq!(
        summary["team_lines"],
        serde_json::json!([{
            "id": "team", "name": "团体奖", "planned": "2000.00", "awarded": "2000.00",
            "vacant": "0.00", "remainder": "0.00"
        }])
    );
    // The players' schedule alone: 500 + 300 + 200 = 1000.
    assert_eq!(summary["total"]["awarded"], "1000.00");
    // Every prize: 1000 + 2000 = 3000, as published (个人 1000 + 团体 2000).
    assert_eq!(summary["all"]["planned"], "3000.00");
    assert_eq!(summary["all"]["awarded"], "3000.00");
    assert_eq!(summary["teams_paid"], 1);
    assert_eq!(summary["budget"]["published"], "3000.00");

    let teams = &answer["printed"]["teams"];
    assert_eq!(
        teams["headers"],
        serde_json::json!(["名次", "队名", "成员", "成绩", "奖金"])
    );
    let lines = teams["lists"][0]["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["place"], "第1名");
    assert_eq!(lines[0]["team"], "广州律师象棋俱乐部");
    assert_eq!(lines[0]["amount"], "2,000.00");
    assert!(lines[0]["result"].as_str().unwrap().starts_with("积分之和"));
    assert_eq!(lines[1]["team"], "广东军人象棋俱乐部");
    assert_eq!(lines[1]["amount"], "");

    let table = &answer["printed"]["team_payouts"];
    assert_eq!(
        table["headers"],
        serde_json::json!([
            "序号",
            "奖项",
            "名次",
            "领款单位",
            "金额",
            "大写金额",
            "经办人签名"
        ])
    );
    let rows = table["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["team"], "广州律师象棋俱乐部");
    assert_eq!(rows[0]["amount"], "2,000.00");
    assert_eq!(rows[0]["capitals"], "贰仟元整");
    assert_eq!(table["total"], "2,000.00");
    assert_eq!(table["total_label"], "合计（1队）");
    // Row for row the workbook's sheet: 序号, 奖项, 名次, 领款单位, 金额.
    let (_, bytes) = get(&router, answer["files"]["payouts.xlsx"].as_str().unwrap()).await;
    let sheet = crate::common::bytes_rows(bytes, "团体奖金发放表", crate::common::Others::Shown);
    let at = sheet.iter().position(|r| r[0] == "1").unwrap();
    assert_eq!(
        sheet[at][..4],
        ["1", "团体奖", "第1名", "广州律师象棋俱乐部"].map(String::from)
    );
    assert_eq!(sheet[at][5], "贰仟元整");
}

/// A winner of a prize without money is a winner: the table's row and
/// 为什么 say what he was given, never 未获奖 (the page words it from
/// `prize` and `prizes`).
#[tokio::test]
async fn a_winner_of_a_prize_without_money_is_given_it_on_the_page() {
    let router = web::router(Config::default());
    let answer = lawyers_with_a_prize_in_kind(&router).await;
    let run = answer["run"].as_str().unwrap();
    // 对抗赛 16 周思远 is 4th: 证书、奖牌, no money.
    let (_, found) = get_json(&router, &format!("/api/players?run={run}&q=16&page=0")).await;
    let row = &found["rows"][0];
    assert_eq!(row["name"], "周思远");
    assert_eq!(row["total"], Value::Null);
    assert_eq!(row["prize"], "个人名次奖第4名：证书、奖牌");
    let (_, why) = get_json(&router, &format!("/api/explain?run={run}&player=16")).await;
    assert_eq!(why["paid"], Value::Null);
    assert_eq!(
        why["prizes"],
        serde_json::json!(["个人名次奖第4名：证书、奖牌"])
    );
    // 第1名 黄宇航 (编号1) is paid 500 and given no prize besides.
    let (_, why) = get_json(&router, &format!("/api/explain?run={run}&player=1")).await;
    assert_eq!(why["paid"], "500.00");
    assert_eq!(why["prizes"], serde_json::json!([]));
    let (_, found) = get_json(&router, &format!("/api/players?run={run}&q=1&page=0")).await;
    assert_eq!(found["rows"][0]["prize"], Value::Null);
}

/// Rules without qualifier lists: no 晋级名单 offered, nor in the zip.
#[tokio::test]
async fn no_qualifier_list_is_offered_for_rules_without_one() {
    let router = web::router(Config::default());
    let answer = lawyers_with_a_prize_in_kind(&router).await;
    let offered: Vec<&String> = answer["files"].as_object().unwrap().keys().collect();
    assert_eq!(
        offered,
        ["all.zip", "awards.xlsx", "payouts.xlsx", "results.json"]
    );
    let (_, zip) = get(&router, answer["files"]["all.zip"].as_str().unwrap()).await;
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).unwrap();
    let names: Vec<String> = (0..archive.len())
        .map(|i| archive.by_index(i).unwrap().name().unwrap().to_string())
        .collect();
    assert_eq!(names.len(), 3, "{names:?}");
    assert!(names.iter().all(|n| !n.contains("晋级名单")), "{names:?}");
}

/// A message that names a flag on the terminal speaks of the page on the
/// page: the 2019 rules against a workbook without their sheets.
#[tokio::test]
async fn a_missing_sheet_is_told_without_the_command_line_flag() {
    let router = web::router(Config::default());
    let standings = std::fs::read("tests/regulations/lawyers-2022/standings.xlsx").unwrap();
    let (status, answer) = send_json(&router, post_standings("s.xlsx", standings)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        codes(&answer).contains(&"sheet.missing".to_string()),
        "{answer}"
    );
    for message in messages(&answer) {
        assert!(!message.contains("--"), "{message}");
    }
    assert!(
        messages(&answer).iter().any(|m| m.contains("第 1 步")),
        "{answer}"
    );
}

/// The page at the ceremony table (SPEC §20): a router with an events file
/// in a fresh folder and, when `code` is given, that access code.
fn ceremony_router(
    code: Option<&str>,
) -> (
    axum::Router,
    std::sync::Arc<xqprize::event::EventFile>,
    tempfile::TempDir,
) {
    let dir = tempfile::tempdir().unwrap();
    let file =
        std::sync::Arc::new(xqprize::event::EventFile::open(&dir.path().join("e.sqlite")).unwrap());
    let router = web::router(Config {
        events: Some(std::sync::Arc::clone(&file)),
        access_code: code.map(str::to_string),
        ..Config::default()
    });
    (router, file, dir)
}

fn post_json(uri: &str, body: Value, code: Option<&str>) -> Request<Body> {
    let mut request = Request::post(uri).header("content-type", "application/json");
    if let Some(code) = code {
        request = request.header("x-xqprize-code", code);
    }
    request.body(Body::from(body.to_string())).unwrap()
}

/// The sample run on the page, kept as an event: its kept run's id.
async fn kept_sample(router: &axum::Router, code: Option<&str>) -> i64 {
    let (status, answer) = send_json(router, post_standings("shizhu-2019.xlsx", sample())).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let run = answer["run"].as_str().unwrap();
    let (status, kept) = send_json(
        router,
        post_json("/api/events", serde_json::json!({ "run": run }), code),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{kept}");
    kept["run"].as_i64().unwrap()
}

fn cash(group: &str, no: &str) -> Value {
    serde_json::json!({
        "payee": { "kind": "person", "group": group, "number": no },
        "action": { "kind": "collected", "how": { "kind": "cash" } },
        "by": "出纳 李梅",
    })
}

#[tokio::test]
async fn with_an_access_code_a_mark_without_it_is_refused_403_and_nothing_is_written() {
    let (router, file, _dir) = ceremony_router(Some("314159"));
    let run = kept_sample(&router, Some("314159")).await;
    let uri = format!("/api/events/{run}/marks");
    let runs = xqprize::event::RunId(run);
    for wrong in [None, Some("000000")] {
        let (status, answer) =
            send_json(&router, post_json(&uri, cash("公开组", "103"), wrong)).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{answer}");
        assert_eq!(codes(&answer), ["event.code"]);
        assert!(file.marks(runs).unwrap().is_empty(), "{wrong:?}");
    }
    // Keeping a run is a write too.
    let (status, _) = send_json(
        &router,
        post_json("/api/events", serde_json::json!({ "run": "x" }), None),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    // Without the code the page may read: the list says it cannot mark.
    let (_, listed) = get_json(&router, "/api/events").await;
    assert_eq!(listed["code_needed"], true);
    assert_eq!(listed["can_mark"], false);
    let (status, answer) = send_json(
        &router,
        post_json(&uri, cash("公开组", "103"), Some("314159")),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let marks = file.marks(runs).unwrap();
    assert_eq!(marks.len(), 1);
    assert_eq!(
        marks[0].payee,
        xqprize::event::Payee::Person {
            group: "公开组".into(),
            number: "103".into()
        }
    );
    // 万华 (公开组 103) is paid 20000.00 in the sample's results.json: the
    // one payee collected; 97 payees in all, 117200.00 paid, so 96 and
    // 117200.00 - 20000.00 = 97200.00 remain.
    let c = &answer["collection"];
    assert_eq!(
        c["collected"],
        serde_json::json!({"count": 1, "amount": "20000.00"})
    );
    assert_eq!(
        c["open"],
        serde_json::json!({"count": 96, "amount": "97200.00"})
    );
}

#[tokio::test]
async fn two_marks_sent_at_once_for_different_payees_are_both_kept() {
    let (router, file, _dir) = ceremony_router(None);
    let run = kept_sample(&router, None).await;
    let uri = format!("/api/events/{run}/marks");
    let (a, b) = tokio::join!(
        send_json(&router, post_json(&uri, cash("公开组", "103"), None)),
        send_json(&router, post_json(&uri, cash("少儿组", "S036"), None)),
    );
    assert_eq!(a.0, StatusCode::OK, "{}", a.1);
    assert_eq!(b.0, StatusCode::OK, "{}", b.1);
    let marks = file.marks(xqprize::event::RunId(run)).unwrap();
    assert_eq!(marks.len(), 2);
    // 万华 20000.00 + 汪强 (少儿组 S036) 600.00 = 20600.00: in the kept
    // run's view and in the state a second device asks for.
    let (_, shown) = get_json(&router, &format!("/api/events/{run}")).await;
    let (_, polled) = get_json(&router, &format!("/api/events/{run}/collection")).await;
    for answer in [shown, polled] {
        assert_eq!(
            answer["collection"]["collected"],
            serde_json::json!({"count": 2, "amount": "20600.00"})
        );
    }
}

#[tokio::test]
async fn bank_details_of_a_transfer_are_never_sent_back() {
    let (router, file, _dir) = ceremony_router(None);
    let run = kept_sample(&router, None).await;
    let transfer = serde_json::json!({
        "payee": { "kind": "person", "group": "公开组", "number": "244" },
        "action": { "kind": "collected", "how": {
            "kind": "transfer", "bank": "农业银行石柱支行", "account": "6228480012345678" } },
        "by": "出纳 李梅",
    });
    let (status, marked) = send(
        &router,
        post_json(&format!("/api/events/{run}/marks"), transfer, None),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let (_, shown) = get(&router, &format!("/api/events/{run}")).await;
    let (_, listed) = get(&router, "/api/events").await;
    for answer in [marked, shown, listed] {
        let text = String::from_utf8(answer).unwrap();
        assert!(!text.contains("6228480012345678"), "{text}");
        assert!(!text.contains("农业银行"), "{text}");
    }
    // The events file keeps them.
    let marks = file.marks(xqprize::event::RunId(run)).unwrap();
    assert_eq!(
        marks[0].action,
        xqprize::event::Action::Collected {
            how: xqprize::event::How::Transfer {
                bank: "农业银行石柱支行".into(),
                account: "6228480012345678".into()
            }
        }
    );
}

#[tokio::test]
async fn a_kept_run_opens_with_its_results_and_each_amount_in_capitals() {
    let (router, _file, _dir) = ceremony_router(None);
    let run = kept_sample(&router, None).await;
    let (status, shown) = get_json(&router, &format!("/api/events/{run}")).await;
    assert_eq!(status, StatusCode::OK, "{shown}");
    assert_eq!(shown["answer"]["results"]["payouts"][0]["no"], "103");
    assert!(
        shown["answer"]["run"].is_string(),
        "downloads and 为什么 work"
    );
    let first = &shown["collection"]["payees"][0];
    assert_eq!(first["amount"], "20000.00");
    assert_eq!(first["capitals"], "贰万元整");
    assert_eq!(first["state"]["state"], "open");
}

#[tokio::test]
async fn collected_twice_is_refused_409_in_words_and_an_undo_makes_the_payee_open_again() {
    let (router, file, _dir) = ceremony_router(None);
    let run = kept_sample(&router, None).await;
    let uri = format!("/api/events/{run}/marks");
    let (status, first) = send_json(&router, post_json(&uri, cash("公开组", "103"), None)).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    let mark = first["mark"]["id"].as_i64().unwrap();
    // A second device marks the same payee: refused, nothing written.
    let (status, again) = send_json(&router, post_json(&uri, cash("公开组", "103"), None)).await;
    assert_eq!(status, StatusCode::CONFLICT, "{again}");
    assert_eq!(codes(&again), ["event.already_collected"]);
    assert!(messages(&again)[0].contains("不能重复登记"), "{again}");
    assert_eq!(file.marks(xqprize::event::RunId(run)).unwrap().len(), 1);
    // Undone by a new entry: two marks kept, the payee open again, the
    // totals back to nothing collected of 117200.00 for 97.
    let undo = serde_json::json!({
        "payee": { "kind": "person", "group": "公开组", "number": "103" },
        "action": { "kind": "undo", "of": mark },
        "by": "出纳 李梅",
        "note": "登记错人",
    });
    let (status, undone) = send_json(&router, post_json(&uri, undo, None)).await;
    assert_eq!(status, StatusCode::OK, "{undone}");
    assert_eq!(file.marks(xqprize::event::RunId(run)).unwrap().len(), 2);
    assert_eq!(
        undone["collection"]["collected"],
        serde_json::json!({"count": 0, "amount": "0.00"})
    );
    assert_eq!(
        undone["collection"]["open"],
        serde_json::json!({"count": 97, "amount": "117200.00"})
    );
    assert_eq!(undone["collection"]["payees"][0]["state"]["state"], "open");
}

/// The rows of 领奖记录.xlsx's totals, by their label: the 人 text and the
/// amount.
fn record_totals(book: Vec<u8>) -> std::collections::BTreeMap<String, (String, String)> {
    let rows = crate::common::bytes_rows(book, "领奖记录", crate::common::Others::Shown);
    rows.iter()
        .filter(|r| r[0].ends_with("合计") || r[0].starts_with("应发合计"))
        .map(|r| (r[0].clone(), (r[3].clone(), r[4].clone())))
        .collect()
}

#[tokio::test]
async fn the_final_record_is_downloaded_from_the_page_without_the_code_and_adds_up() {
    let (router, _file, _dir) = ceremony_router(Some("314159"));
    let run = kept_sample(&router, Some("314159")).await;
    let uri = format!("/api/events/{run}/marks");
    let transfer = serde_json::json!({
        "payee": { "kind": "person", "group": "少儿组", "number": "S036" },
        "action": { "kind": "collected", "how": {
            "kind": "transfer", "bank": "农业银行石柱支行", "account": "6228480012345678" } },
        "by": "出纳 李梅",
    });
    for mark in [cash("公开组", "103"), transfer] {
        let (status, answer) = send_json(&router, post_json(&uri, mark, Some("314159"))).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
    }
    // Read without the access code: a GET, and no bank details in it.
    let response = router
        .clone()
        .oneshot(
            Request::get(format!("/api/events/{run}/record"))
                .header("host", HOST)
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let disposition = response.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    // 「2019冉氏杯 领奖记录.xlsx」, percent-encoded as UTF-8.
    let encoded: String = "2019冉氏杯 领奖记录.xlsx"
        .bytes()
        .map(|b| match b {
            b'0'..=b'9' | b'.' | b'a'..=b'z' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect();
    assert!(disposition.contains(&encoded), "{disposition}");
    let book = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap()
        .to_vec();
    // The sample pays 97 payees 117200.00 (its results.json); 万华 (公开组
    // 103) 20000.00 in cash and 汪强 (少儿组 S036) 600.00 by transfer
    // collected: 2 人
    // 20000 + 600 = 20600; open 97 − 2 = 95 人, 117200 − 20600 = 96600;
    // nothing forfeited (the sample's rules keep an uncollected prize); the
    // whole 97 人 117200.
    let cells = crate::common::bytes_rows(book.clone(), "领奖记录", crate::common::Others::Shown);
    assert!(
        cells.iter().flatten().any(|c| c == "转账")
            && !cells
                .iter()
                .flatten()
                .any(|c| c.contains("6228") || c.contains("农业银行")),
        "the transfer is said, its bank and account are not"
    );
    let totals = record_totals(book);
    let at = |label: &str| totals[label].clone();
    assert_eq!(at("已领合计"), ("2 人".into(), "20600".into()));
    assert_eq!(at("未领合计"), ("95 人".into(), "96600".into()));
    assert_eq!(at("放弃合计"), ("0 人".into(), "0".into()));
    assert_eq!(
        at("应发合计（已领＋未领＋放弃）"),
        ("97 人".into(), "117200".into())
    );
}

#[tokio::test]
async fn after_the_forfeit_time_the_page_says_what_was_not_collected_is_forfeited() {
    let (router, _file, _dir) = ceremony_router(None);
    let template = std::fs::read_to_string("templates/shizhu-2019.toml").unwrap();
    let past = format!(
        "{template}\n[ceremony]\nuncollected = {{ forfeit_after = \"2019-05-01 18:00\" }}\n"
    );
    let (status, answer) = send_json(
        &router,
        post_run(form(&[
            Part("standings", Some("shizhu-2019.xlsx"), sample()),
            Part("rules", Some("rules.toml"), past.into_bytes()),
        ])),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let (status, kept) = send_json(
        &router,
        post_json(
            "/api/events",
            serde_json::json!({ "run": answer["run"] }),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{kept}");
    let run = kept["run"].as_i64().unwrap();
    let uri = format!("/api/events/{run}/marks");
    let (status, marked) = send_json(&router, post_json(&uri, cash("公开组", "103"), None)).await;
    assert_eq!(status, StatusCode::OK, "{marked}");
    // The deadline 2019-05-01 18:00 is past on this clock: of the 97
    // payees' 117200.00, 万华 collected 20000.00; the other 96 and
    // 117200 − 20000 = 97200.00 are forfeited, none open.
    let (_, shown) = get_json(&router, &format!("/api/events/{run}")).await;
    let (_, polled) = get_json(&router, &format!("/api/events/{run}/collection")).await;
    for c in [
        &shown["collection"],
        &polled["collection"],
        &marked["collection"],
    ] {
        assert_eq!(
            c["collected"],
            serde_json::json!({"count": 1, "amount": "20000.00"})
        );
        assert_eq!(c["open"], serde_json::json!({"count": 0, "amount": "0.00"}));
        assert_eq!(
            c["forfeited"],
            serde_json::json!({"count": 96, "amount": "97200.00"})
        );
        assert_eq!(c["payees"][1]["state"]["state"], "forfeited");
    }
    let (status, book) = get(&router, &format!("/api/events/{run}/record")).await;
    assert_eq!(status, StatusCode::OK);
    let totals = record_totals(book);
    assert_eq!(totals["放弃合计"], ("96 人".into(), "97200".into()));
    assert_eq!(totals["未领合计"], ("0 人".into(), "0".into()));
}

#[tokio::test]
async fn a_corrected_run_is_compared_with_the_earlier_run_as_collected() {
    let (router, _file, _dir) = ceremony_router(None);
    let first = kept_sample(&router, None).await;
    let (_, listed) = get_json(&router, "/api/events").await;
    let event = listed["events"][0]["id"].clone();
    // At the ceremony 170 覃帆 (公开组 3rd, 5000.00) collects; 12 曹泽铭
    // (4th, 3000.00) does not.
    let uri = format!("/api/events/{first}/marks");
    let (status, marked) = send_json(&router, post_json(&uri, cash("公开组", "170"), None)).await;
    assert_eq!(status, StatusCode::OK, "{marked}");
    // The first run of an event has nothing earlier to compare with.
    let (status, refused) = get_json(&router, &format!("/api/events/{first}/corrections")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{refused}");
    assert_eq!(codes(&refused), ["event.no_earlier_run"]);
    // Places 3 and 4 of 公开组 swapped, kept as a new run of the event:
    // 12 曹泽铭 now 3rd (5000), 170 覃帆 4th (3000).
    let mut corrected = SyntheticEvent::SHIZHU_2019.build();
    corrected.open.rows.swap(2, 3);
    corrected.open.rows[2].rank = 3;
    corrected.open.rows[3].rank = 4;
    let bytes = corrected.to_xlsx_bytes().unwrap();
    let (status, answer) = send_json(&router, post_standings("corrected.xlsx", bytes)).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let (status, kept) = send_json(
        &router,
        post_json(
            "/api/events",
            serde_json::json!({ "run": answer["run"], "event": event }),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{kept}");
    let second = kept["run"].as_i64().unwrap();
    let (status, book) = get(&router, &format!("/api/events/{second}/corrections")).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&book));
    let others = crate::common::Others::Shown;
    let pay = crate::common::bytes_rows(book.clone(), "补发", others);
    let back = crate::common::bytes_rows(book, "退回", others);
    // 170 collected 5000, is due 3000: returns 5000 − 3000 = 2000. 12
    // collected nothing, so returns nothing and is owed his corrected 5000
    // in full (against the computed 3000 it would be 2000).
    assert_eq!((pay[2][2].as_str(), pay[2][9].as_str()), ("12", "5000"));
    assert_eq!(pay[2][10], "伍仟元整");
    assert!(pay[3][0].starts_with("合计（1人）"), "{:?}", pay[3]);
    assert_eq!((back[2][2].as_str(), back[2][9].as_str()), ("170", "2000"));
    assert!(back[3][0].starts_with("合计（1人）"), "{:?}", back[3]);
}
