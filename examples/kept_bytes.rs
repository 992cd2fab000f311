//! What a run kept by the page (`xqprize serve`) really holds in memory,
//! against what the page's store counts for it (`Ran::weight`: its files,
//! the zip and `PLAYER_BYTES` for each player read). The heap is counted
//! by this program's allocator: the bytes still allocated once the run is
//! computed and its upload let go, less those allocated before.
//!
//!   cargo run --release --example kept_bytes -- big.xlsx [runs]
//!
//! With `runs` (default 3), that many runs of the file are kept at once,
//! as the store would, and the heap they hold together is compared with
//! the store's budget (256 MiB).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use xqprize::pipeline::{RulesSource, Workbook};
use xqprize::rules::Overrides;
use xqprize::web::{self, Input};

/// The system allocator, counting the bytes allocated and not yet freed.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc` is passed on unchanged.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as for `alloc`.
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as for `alloc`.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            let live = LIVE.fetch_add(new_size, Ordering::Relaxed) + new_size;
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const MIB: f64 = 1024.0 * 1024.0;
const BUDGET: usize = 256 * 1024 * 1024;

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let path = std::path::PathBuf::from(args.get(1).expect("a workbook"));
    let runs: usize = args.get(2).map_or(Ok(3), |n| n.parse())?;
    let bytes = std::fs::read(&path)?;
    let name = path
        .file_name()
        .map_or(String::new(), |n| n.to_string_lossy().into_owned());
    let input = || Input {
        workbook: Workbook::Bytes {
            name: name.clone(),
            bytes: bytes.clone(),
        },
        rules: RulesSource::built_in(xqprize::msg::Lang::Zh),
        overrides: Overrides::default(),
        sheets: Vec::new(),
        lang: xqprize::msg::Lang::Zh,
        threads: xqprize::threads::Threads::Cores,
    };
    // A first run, dropped: whatever the process sets up once (the
    // reader's tables, the thread pool's stacks) is not a run's.
    drop(web::compute(input()).map_err(|p| anyhow::anyhow!("{:?}", p.first())));
    let mut kept = Vec::new();
    let mut counted = 0;
    let before = LIVE.load(Ordering::Relaxed);
    for n in 1..=runs {
        let start = LIVE.load(Ordering::Relaxed);
        let ran = web::compute(input()).map_err(|p| anyhow::anyhow!("{:?}", p.first()))?;
        let held = LIVE.load(Ordering::Relaxed) - start;
        let weight = ran.weight();
        counted += weight;
        println!(
            "run {n}: counted {:.1} MiB, holds {:.1} MiB ({:.0} %): {} players",
            weight as f64 / MIB,
            held as f64 / MIB,
            100.0 * held as f64 / weight as f64,
            ran.find("", 0).players,
        );
        kept.push(ran);
    }
    let held = LIVE.load(Ordering::Relaxed) - before;
    println!(
        "{runs} runs kept: counted {:.1} MiB, hold {:.1} MiB; the budget {:.0} MiB keeps {} of them; peak heap {:.1} MiB",
        counted as f64 / MIB,
        held as f64 / MIB,
        BUDGET as f64 / MIB,
        BUDGET / (counted / runs).max(1),
        PEAK.load(Ordering::Relaxed) as f64 / MIB,
    );
    Ok(())
}
