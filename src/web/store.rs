//! Finished runs, held in memory only, so that the page can download their
//! files and ask 为什么: at most `keep` runs, each for at most `keep_for`;
//! the oldest goes first. Each run gets an unguessable id, since with
//! `--listen` other computers on the network reach the server.

use sha2::{Digest, Sha256};
use std::collections::VecDeque;
use std::hash::{BuildHasher, RandomState};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

pub struct Store<T> {
    runs: Mutex<VecDeque<(String, Instant, Arc<T>)>>,
    keep: usize,
    keep_for: Duration,
    counter: AtomicU64,
    seed: RandomState,
}

impl<T> Store<T> {
    pub fn new(keep: usize, keep_for: Duration) -> Store<T> {
        Store {
            runs: Mutex::new(VecDeque::new()),
            keep,
            keep_for,
            counter: AtomicU64::new(0),
            seed: RandomState::new(),
        }
    }

    /// Keep a run; its id.
    pub fn insert(&self, ran: T) -> String {
        let id = self.fresh_id();
        let mut runs = self.lock();
        self.forget_old(&mut runs);
        while runs.len() >= self.keep.max(1) {
            runs.pop_front();
        }
        runs.push_back((id.clone(), Instant::now(), Arc::new(ran)));
        id
    }

    /// A kept run, unless it was dropped for age or count.
    pub fn get(&self, id: &str) -> Option<Arc<T>> {
        let mut runs = self.lock();
        self.forget_old(&mut runs);
        runs.iter()
            .find(|(i, _, _)| i == id)
            .map(|(_, _, ran)| Arc::clone(ran))
    }

    fn forget_old(&self, runs: &mut VecDeque<(String, Instant, Arc<T>)>) {
        runs.retain(|(_, at, _)| at.elapsed() < self.keep_for);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, VecDeque<(String, Instant, Arc<T>)>> {
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
        let store = Store::new(2, Duration::from_secs(60));
        let a = store.insert(1);
        let b = store.insert(2);
        let c = store.insert(3);
        assert_eq!(store.get(&a), None, "the oldest goes when a third comes");
        assert_eq!(store.get(&b).as_deref(), Some(&2));
        assert_eq!(store.get(&c).as_deref(), Some(&3));
    }

    #[test]
    fn forgets_runs_older_than_the_age() {
        let store = Store::new(20, Duration::from_millis(50));
        let a = store.insert("x");
        assert_eq!(store.get(&a).as_deref(), Some(&"x"));
        std::thread::sleep(Duration::from_millis(80));
        assert_eq!(store.get(&a), None);
    }

    #[test]
    fn ids_are_distinct_and_long() {
        let store = Store::new(20, Duration::from_secs(60));
        let ids: std::collections::BTreeSet<String> = (0..100).map(|n| store.insert(n)).collect();
        assert_eq!(ids.len(), 100);
        assert!(ids.iter().all(|id| id.len() == 32));
    }
}
