//! Timing shared by the scale benchmark and `examples/stages.rs`: the wall
//! time and CPU time of repeated calls.

use std::time::{Duration, Instant};

/// Wall time and CPU time (user + system, the whole process) of one stage.
#[derive(Clone, Copy)]
pub struct Took {
    pub wall: Duration,
    pub cpu: Duration,
}

/// CPU time of this process so far.
pub fn process_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec, which `ts` is.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime failed");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Call `f` `reps` times: each call's times, and the last result.
pub fn repeat<T>(reps: usize, mut f: impl FnMut() -> T) -> (Vec<Took>, T) {
    let mut took = Vec::with_capacity(reps);
    let mut last = None;
    for _ in 0..reps {
        let (start, cpu) = (Instant::now(), process_cpu());
        let value = f();
        took.push(Took {
            wall: start.elapsed(),
            cpu: process_cpu() - cpu,
        });
        last = Some(value);
    }
    (took, last.expect("at least one repetition"))
}

/// The median wall time and the median CPU time (each on its own).
pub fn median(took: &[Took]) -> Took {
    let middle = |mut times: Vec<Duration>| {
        times.sort();
        times[times.len() / 2]
    };
    Took {
        wall: middle(took.iter().map(|t| t.wall).collect()),
        cpu: middle(took.iter().map(|t| t.cpu).collect()),
    }
}

/// The shortest wall time and the shortest CPU time (each on its own).
pub fn fastest(took: &[Took]) -> Took {
    Took {
        wall: took.iter().map(|t| t.wall).min().unwrap_or_default(),
        cpu: took.iter().map(|t| t.cpu).min().unwrap_or_default(),
    }
}
