//! `xqprize record`: 领奖记录.xlsx, the ceremony's final record, of a kept
//! run of the event file (unless `--event` or `--run` says which, the run
//! of the newest event the treasurer marked, `EventFile::paid_run`, so
//! that a corrected run kept after the ceremony is not taken for it),
//! written like every output: never
//! replacing a file without `--force`, all or nothing.

use std::path::PathBuf;
use xqprize::event::{EventFile, EventSummary, RunId, default_path};
use xqprize::msg::{Lang, Msg, text};
use xqprize::output::{OutputFile, write_all};
use xqprize::report::record::{FILE_NAME, from_event, local_now};
use xqprize::report::xlsx::grouped;
use xqprize::threads::Threads;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long)]
    pub events: Option<PathBuf>,
    #[arg(long)]
    pub event: Option<String>,
    #[arg(long)]
    pub run: Option<i64>,
    #[arg(
        short = 'o',
        long = "out",
        default_value = "out",
        hide_default_value = true
    )]
    pub out: PathBuf,
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: Args, lang: Lang, threads: Threads) -> anyhow::Result<()> {
    let fail = |m: Msg| anyhow::anyhow!("{}", m.render(lang));
    let path = match args.events.clone().or_else(default_path) {
        Some(path) => path,
        None => return Err(fail(Msg::EventNoPath)),
    };
    if !path.is_file() {
        return Err(fail(Msg::EventMissing {
            path: path.display().to_string(),
        }));
    }
    let file = EventFile::open(&path).map_err(fail)?;
    let events = file.events().map_err(fail)?;
    let (event, run) = choose(&events, &args, &path).map_err(|m| fail(*m))?;
    let run = match args.run {
        Some(_) => run,
        None => file.paid_run(event.id, None).map_err(fail)?.unwrap_or(run),
    };
    let now = local_now();
    let made = from_event(&file, run, now, lang).map_err(fail)?;
    let target = args.out.join(FILE_NAME);
    let files = [OutputFile {
        path: target.clone(),
        bytes: made.bytes,
    }];
    write_all(&files, &[], args.force, threads)?;
    let kept_at = event
        .runs
        .iter()
        .find(|r| r.id == run)
        .map(|r| r.kept_at.as_str())
        .unwrap_or_default();
    sayln!(
        "{}",
        text::kept_run(&event.name, &run.to_string(), kept_at, lang)
    );
    let c = &made.collection;
    sayln!(
        "{}",
        text::collection_totals(
            (c.collected.count, &grouped(c.collected.amount)),
            (c.open.count, &grouped(c.open.amount)),
            (c.forfeited.count, &grouped(c.forfeited.amount)),
            lang
        )
    );
    sayln!("{}", text::wrote(&target.display().to_string(), lang));
    Ok(())
}

/// The event and run the arguments name: `--event` by number or name (the
/// newest of that name), `--run` a run of it; without them the newest run
/// of the newest event.
fn choose<'a>(
    events: &'a [EventSummary],
    args: &Args,
    path: &std::path::Path,
) -> Result<(&'a EventSummary, RunId), Box<Msg>> {
    let name = path.display().to_string();
    let kept: Vec<&EventSummary> = events.iter().filter(|e| !e.runs.is_empty()).collect();
    let event = match (&args.event, args.run) {
        (Some(wanted), _) => kept
            .iter()
            .rev()
            .find(|e| e.id.to_string() == wanted.trim() || e.name == wanted.trim())
            .copied()
            .ok_or_else(|| Msg::EventUnknown {
                path: name.clone(),
                event: wanted.clone(),
            })?,
        (None, Some(run)) => kept
            .iter()
            .find(|e| e.runs.iter().any(|r| r.id.0 == run))
            .copied()
            .ok_or_else(|| Msg::EventRunUnknown {
                path: name.clone(),
                run: run.to_string(),
            })?,
        (None, None) => kept
            .iter()
            .max_by_key(|e| e.runs.last().map(|r| r.id))
            .copied()
            .ok_or(Msg::EventNothingKept { path: name.clone() })?,
    };
    let run = match args.run {
        Some(run) => event
            .runs
            .iter()
            .find(|r| r.id.0 == run)
            .map(|r| r.id)
            .ok_or_else(|| Msg::EventRunUnknown {
                path: name,
                run: run.to_string(),
            })?,
        None => event
            .runs
            .last()
            .map(|r| r.id)
            .ok_or(Msg::EventNothingKept { path: name })?,
    };
    Ok((event, run))
}
