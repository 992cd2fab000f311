//! Finished runs, held in memory only, so that the page can download their
//! files and ask 为什么: at most `keep` runs, of at most `budget` bytes in
//! all, each for at most `keep_for`; the oldest goes first, and a run
//! larger than the whole budget is not kept at all. Each run gets an unguessable id, since with
//! `--listen` other computers on the network reach the server.

use sha2::{Digest, Sha256};
use std::collections::VecDeque;
use std::hash::{BuildHasher, RandomState};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

/// A kept run: its id, when it was kept, its weight in bytes, the run.
type Kept<T> = (String, Instant, usize, Arc<T>);

pub struct Store<T> {
    runs: Mutex<VecDeque<Kept<T>>>,
    keep: usize,
    budget: usize,
    keep_for: Duration,
    counter: AtomicU64,
    seed: RandomState,
}

impl<T> Store<T> {
    pub fn new(keep: usize, budget: usize, keep_for: Duration) -> Store<T> {
        Store {
            runs: Mutex::new(VecDeque::new()),
            keep,
            budget,
            keep_for,
            counter: AtomicU64::new(0),
            seed: RandomState::new(),
        }
    }

    /// Keep a run that holds `weight` bytes, letting older ones go to
    /// make room; its id, or `None` when it alone is over the budget.
    pub fn insert(&self, ran: T, weight: usize) -> Option<String> {
        let mut runs = self.lock();
        self.forget_old(&mut runs);
        if weight > self.budget {
            return None;
        }
        let held = |runs: &VecDeque<Kept<T>>| runs.iter().map(|r| r.2).sum::<usize>();
        while runs.len() >= self.keep.max(1) || held(&runs) + weight > self.budget {
            runs.pop_front();
        }
        let id = self.fresh_id();
        runs.push_back((id.clone(), Instant::now(), weight, Arc::new(ran)));
        Some(id)
    }

    /// The bytes the kept runs hold in all.
    #[cfg(test)]
    pub fn held(&self) -> usize {
        let mut runs = self.lock();
        self.forget_old(&mut runs);
        runs.iter().map(|r| r.2).sum()
    }

    /// A kept run, unless it was dropped for age or count.
    pub fn get(&self, id: &str) -> Option<Arc<T>> {
        let mut runs = self.lock();
        self.forget_old(&mut runs);
        runs.iter()
            .find(|(i, _, _, _)| i == id)
            .map(|(_, _, _, ran)| Arc::clone(ran))
    }

    fn forget_old(&self, runs: &mut VecDeque<Kept<T>>) {
        runs.retain(|(_, at, _, _)| at.elapsed() < self.keep_for);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, VecDeque<Kept<T>>> {
        // A panic while holding the lock leaves the list itself whole.
        self.runs.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// 128 bits from the process's random hash keys, a counter and the clock.
    fn fresh_id(&self) -> String {
        let n = self.counter.fetch_add(1, Ordering::Relaxed);
        let nanos = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let mut hash = Sha256::new();
        hash.update(self.seed.hash_one((n, nanos, 1u8)).to_le_bytes());
        hash.update(self.seed.hash_one((n, nanos, 2u8)).to_le_bytes());
        hash.update(RandomState::new().hash_one(n).to_le_bytes());
        hash.update(n.to_le_bytes());
        hash.update(nanos.to_le_bytes());
        hash.finalize()[..16]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_last_runs_up_to_the_count() {
        let store = Store::new(2, 1000, Duration::from_secs(60));
        let a = store.insert(1, 10).unwrap();
        let b = store.insert(2, 10).unwrap();
        let c = store.insert(3, 10).unwrap();
        assert_eq!(store.get(&a), None, "the oldest goes when a third comes");
        assert_eq!(store.get(&b).as_deref(), Some(&2));
        assert_eq!(store.get(&c).as_deref(), Some(&3));
    }

    #[test]
    fn forgets_runs_older_than_the_age() {
        let store = Store::new(20, 1000, Duration::from_millis(50));
        let a = store.insert("x", 10).unwrap();
        assert_eq!(store.get(&a).as_deref(), Some(&"x"));
        std::thread::sleep(Duration::from_millis(80));
        assert_eq!(store.get(&a), None);
    }

    #[test]
    fn keeps_runs_up_to_the_bytes_and_none_larger_than_them_all() {
        let store = Store::new(20, 100, Duration::from_secs(60));
        let a = store.insert('a', 40).unwrap();
        let b = store.insert('b', 40).unwrap();
        assert_eq!(store.held(), 80);
        // 80 + 30 > 100: the oldest goes.
        let c = store.insert('c', 30).unwrap();
        assert_eq!(store.get(&a), None);
        assert!(store.get(&b).is_some() && store.get(&c).is_some());
        assert_eq!(store.held(), 70);
        // 101 > 100 is never kept, and lets nothing go.
        assert_eq!(store.insert('d', 101), None);
        assert_eq!(store.held(), 70);
        // Exactly the budget: all others go.
        let e = store.insert('e', 100).unwrap();
        assert_eq!(store.held(), 100);
        assert!(store.get(&b).is_none() && store.get(&e).is_some());
    }

    #[test]
    fn ids_are_distinct_and_long() {
        let store = Store::new(200, 1000, Duration::from_secs(60));
        let ids: std::collections::BTreeSet<String> =
            (0..100).map(|n| store.insert(n, 1).unwrap()).collect();
        assert_eq!(ids.len(), 100);
        assert!(ids.iter().all(|id| id.len() == 32));
    }
}
