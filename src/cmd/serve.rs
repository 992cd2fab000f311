//! `xqprize serve [--port 8080] [--listen ADDR] [--events FILE]`: the web
//! page, on this computer only unless `--listen` says otherwise; the kept
//! events in `FILE` (else `event::default_path()`), and beyond this computer
//! an access code printed beside the address that every mark must carry. Double-clicked on Windows,
//! the program serves the page on this computer and opens it in the default
//! browser; closing the window stops it.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use xqprize::msg::{Lang, text};
use xqprize::web::{self, Config};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long, default_value_t = 8080, hide_default_value = true)]
    pub port: u16,
    #[arg(long)]
    pub listen: Option<IpAddr>,
    #[arg(long)]
    pub events: Option<std::path::PathBuf>,
}

pub fn run(args: Args, lang: Lang) -> anyhow::Result<()> {
    let ip = args.listen.unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
    if !ip.is_loopback() {
        eprintln!("{}", text::listening_beyond(&ip.to_string(), lang));
    }
    eprintln!("{}", text::serving(lang));
    let events = match args.events.or_else(xqprize::event::default_path) {
        // A damaged or foreign events file is refused, left untouched, and
        // said; the page still computes runs, without keeping any.
        Some(path) => match xqprize::event::EventFile::open(&path) {
            Ok(file) => {
                eprintln!("{}", text::events_file(&path.display().to_string(), lang));
                Some(std::sync::Arc::new(file))
            }
            Err(msg) => {
                eprintln!("{}", msg.render(lang));
                eprintln!("{}", text::events_refused(lang));
                None
            }
        },
        None => {
            eprintln!("{}", text::no_events_file(lang));
            None
        }
    };
    let config = Config {
        lang,
        threads: super::environment::threads(),
        events,
        access_code: (!ip.is_loopback()).then(access_code),
        ..Config::default()
    };
    web::serve(SocketAddr::new(ip, args.port), config)
}

/// Six random digits, to type on a phone: from the process's random hash
/// keys (seeded by the system at start) and the clock.
fn access_code() -> String {
    use std::hash::BuildHasher;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let n = std::hash::RandomState::new().hash_one(nanos);
    format!("{:06}", n % 1_000_000)
}

/// Started by a double click: serve on 127.0.0.1 (port 8080, or any free
/// port if 8080 is taken), open the page in the default browser, say in the
/// window where it is and how to stop. A failure is shown until Enter is
/// pressed, so the window does not vanish with the reason.
pub fn double_clicked() -> ExitCode {
    let lang = super::environment::choose_lang(None);
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}/");
    eprintln!("{}\n", text::double_click_banner(&url, lang));
    std::thread::spawn(move || {
        if answering(port, Duration::from_secs(30)) {
            open_in_browser(&url);
        }
    });
    let events = xqprize::event::default_path()
        .and_then(|path| xqprize::event::EventFile::open(&path).ok())
        .map(std::sync::Arc::new);
    let config = Config {
        lang,
        threads: super::environment::threads(),
        events,
        ..Config::default()
    };
    let addr = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port);
    if let Err(err) = web::serve(addr, config) {
        eprintln!("{}", super::failure::error_text(&err, lang));
        eprintln!("{}", text::press_enter_to_close(lang));
        let _ = std::io::stdin().read_line(&mut String::new());
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

/// 8080 when it is free, else a port the system chooses.
fn free_port() -> u16 {
    [8080, 0]
        .into_iter()
        .find_map(|port| TcpListener::bind((Ipv4Addr::LOCALHOST, port)).ok())
        .and_then(|listener| listener.local_addr().ok())
        .map_or(8080, |addr| addr.port())
}

/// Whether the page answers on `port` before `patience` runs out.
fn answering(port: u16, patience: Duration) -> bool {
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let start = Instant::now();
    while start.elapsed() < patience {
        if TcpStream::connect_timeout(&addr, Duration::from_millis(500)).is_ok() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    false
}

/// Open `url` in the default browser, as Explorer would open a link
/// (ShellExecuteExW, through `open`). When none opens, the banner above
/// already says which address to type.
#[cfg(windows)]
fn open_in_browser(url: &str) {
    let _ = open::that_detached(url);
}

/// Only Windows starts the program by a double click.
#[cfg(not(windows))]
fn open_in_browser(_url: &str) {}
