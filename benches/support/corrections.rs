//! The `corrections` workload of the scale benchmark (`--corrections`):
//! `run --paid` where a correction moves the money of nearly every payee.
//! The synthetic standings (公开组 N, 少儿组 N / 4) are paid under rules
//! written here: 退还保证金 100 to every player who completed (so nearly
//! everyone is a payee: about 20 000 at N = 16 000, 200 000 at N =
//! 160 000) and a 男子名次奖 over the men of 公开组 whose places each pay
//! a different amount (5 000 places).
//! The correction: the best man's 性别 corrected to 女. He leaves the pool
//! and every man below him moves up one place, his own facts unchanged, so
//! his money changes for a correction of another person: the case that
//! names, for each person moved, the correction that moved him. Timed as
//! the release binary's whole `run --paid`, beside the same run without
//! `--paid`, and an older build's `run --paid` with `--baseline`.

use crate::timing::{Took, median};
use std::fmt::Write as _;
use std::path::Path;
use xqprize_testkit::synthetic::{Sex, SyntheticEvent};

/// The places of 男子名次奖, each its own line of the rules file: the
/// people whose money a correction of another moves. Loading a rules file
/// takes time that grows faster than its places (14 352 places: 9.5 s of
/// CPU), so the schedule stops here and the field grows by the deposit.
const PLACES: usize = 5_000;

/// One size measured.
pub struct Line {
    pub players: usize,
    pub payees: usize,
    pub moved: usize,
    pub paid_file_mib: f64,
    pub run: Took,
    pub run_paid: Took,
    pub rss_kib: u64,
    pub baseline: Option<Took>,
}

/// The rules: the two groups, 男子名次奖 over `places` places (place k pays
/// places − k + 2 yuan: every place a different amount) and the deposit.
fn rules(places: usize) -> String {
    let mut text = String::from(
        "event = \"规模测试：成绩更正\"\nevent_year = 2019\n\n\
         [[groups]]\nsheet = \"公开组\"\nkind = \"open\"\n\n\
         [[groups]]\nsheet = \"少儿组\"\nkind = \"youth\"\n\n\
         [[schedules]]\nid = \"men\"\nname = \"男子名次奖\"\n\
         pool = { group = \"公开组\", sex = \"男\" }\nplaces = [\n",
    );
    for k in 1..=places {
        let _ = writeln!(
            text,
            "  {{ place = \"{k}\", amount = \"{}\" }},",
            places - k + 2
        );
    }
    text.push_str(
        "]\n\n[[payments]]\nid = \"deposit\"\nname = \"退还保证金\"\namount = \"100\"\n\
         conditions = [\"completed\"]\n",
    );
    text
}

/// Write the paid and the corrected standings and the rules into `dir`,
/// pay the first (untimed), then time `run --paid` on the second.
pub fn measure(
    this: &Path,
    baseline: Option<&Path>,
    dir: &Path,
    open: usize,
    reps: usize,
    run: impl Fn(&Path, &[&std::ffi::OsStr]) -> (Took, u64),
) -> anyhow::Result<Line> {
    let event = SyntheticEvent {
        open,
        youth: open / 4,
        seed: crate::SEED,
    };
    let paid = event.build();
    let men = paid.open.rows.iter().filter(|r| r.sex == Sex::Male).count();
    let places = men.min(PLACES);
    let mut corrected = paid.clone();
    let best = (corrected.open.rows.iter_mut())
        .find(|r| r.sex == Sex::Male)
        .expect("a man in 公开组");
    best.sex = Sex::Female;
    best.sex_written = true;
    best.id_number = None;
    best.birth_written = true;
    let at = |name: &str| dir.join(format!("corrections-{open}-{name}"));
    paid.write_xlsx(&at("paid.xlsx"))?;
    corrected.write_xlsx(&at("corrected.xlsx"))?;
    drop((paid, corrected));
    std::fs::write(at("rules.toml"), rules(places))?;
    let os = |p: &Path| p.as_os_str().to_owned();
    let (rules_file, paid_out, out) = (os(&at("rules.toml")), os(&at("paid")), os(&at("out")));
    let (paid_xlsx, corrected_xlsx) = (os(&at("paid.xlsx")), os(&at("corrected.xlsx")));
    let pay: Vec<&std::ffi::OsStr> = vec![
        "run".as_ref(),
        &paid_xlsx,
        "--rules".as_ref(),
        &rules_file,
        "--out".as_ref(),
        &paid_out,
        "--force".as_ref(),
    ];
    run(this, &pay);
    let results = at("paid").join("results.json");
    let paid_file_mib = std::fs::metadata(&results)?.len() as f64 / (1 << 20) as f64;
    let count = |file: &Path, list: &str| -> anyhow::Result<usize> {
        let value: serde_json::Value = serde_json::from_slice(&std::fs::read(file)?)?;
        Ok(value[list].as_array().map_or(0, Vec::len))
    };
    let payees = count(&results, "payouts")?;
    let results = os(&results);
    let plain: Vec<&std::ffi::OsStr> = vec![
        "run".as_ref(),
        &corrected_xlsx,
        "--rules".as_ref(),
        &rules_file,
        "--out".as_ref(),
        &out,
        "--force".as_ref(),
    ];
    let mut with_paid = plain.clone();
    with_paid.extend(["--paid".as_ref(), results.as_os_str()]);
    let (mut runs, mut paid_runs, mut base_runs, mut rss) = (vec![], vec![], vec![], 0);
    for _ in 0..reps {
        runs.push(run(this, &plain).0);
        let (t, kib) = run(this, &with_paid);
        paid_runs.push(t);
        rss = rss.max(kib);
        if let Some(baseline) = baseline {
            base_runs.push(run(baseline, &with_paid).0);
        }
    }
    let moved = count(&at("out").join("results.json"), "corrections")?;
    Ok(Line {
        players: open + open / 4,
        payees,
        moved,
        paid_file_mib,
        run: median(&runs),
        run_paid: median(&paid_runs),
        rss_kib: rss,
        baseline: (!base_runs.is_empty()).then(|| median(&base_runs)),
    })
}
