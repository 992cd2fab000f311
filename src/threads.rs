//! How many threads a run may use: one policy, decided once by the front
//! end (the command line reads `XQPRIZE_THREADS`, the page its settings)
//! and passed down to everything that would start a thread: the standings
//! reader (the speed path or the plain one), the engine's places audit, and
//! the writers (a workbook's sheets filled side by side, the small files
//! built while payouts.xlsx is compressed, the files written to disk). With
//! `Threads::One` the whole run stays on the thread that called it, and
//! every output's bytes are the same either way.

/// Whether a run may start threads of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Threads {
    /// As many as the machine has cores (the default).
    #[default]
    Cores,
    /// None: everything on the calling thread, one step after another
    /// (`XQPRIZE_THREADS=1`).
    One,
}

impl Threads {
    /// `One` when `one` (`XQPRIZE_THREADS=1`), else `Cores`.
    pub fn one_if(one: bool) -> Threads {
        if one { Threads::One } else { Threads::Cores }
    }

    /// How many threads work may be shared among, the calling one
    /// included: 1, or the machine's cores.
    pub fn workers(self) -> usize {
        match self {
            Threads::One => 1,
            Threads::Cores => std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }

    /// `first` and `second`, side by side on a second thread when this
    /// policy and the machine allow it, else one after the other on this
    /// thread; a panic in either goes on in the caller.
    pub fn both<A: Send, B>(
        self,
        first: impl FnOnce() -> A + Send,
        second: impl FnOnce() -> B,
    ) -> (A, B) {
        if self.workers() < 2 {
            let a = first();
            return (a, second());
        }
        std::thread::scope(|scope| {
            let a = scope.spawn(first);
            let b = second();
            let a = a.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
            (a, b)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[test]
    fn one_does_both_on_the_calling_thread_first_then_second() {
        let here = std::thread::current().id();
        let order = Mutex::new(Vec::new());
        let (a, b) = Threads::One.both(
            || {
                order
                    .lock()
                    .unwrap()
                    .push(("first", std::thread::current().id()));
                1
            },
            || {
                order
                    .lock()
                    .unwrap()
                    .push(("second", std::thread::current().id()));
                2
            },
        );
        assert_eq!((a, b), (1, 2));
        assert_eq!(*order.lock().unwrap(), [("first", here), ("second", here)]);
        assert_eq!(Threads::One.workers(), 1);
    }

    #[test]
    fn cores_does_the_first_on_another_thread_when_there_are_two() {
        let here = std::thread::current().id();
        let (first, second) = Threads::Cores.both(
            || std::thread::current().id(),
            || std::thread::current().id(),
        );
        assert_eq!(second, here);
        assert_eq!(first != here, Threads::Cores.workers() > 1);
    }

    #[test]
    fn the_variable_set_to_one_is_one_thread() {
        assert_eq!(Threads::one_if(true), Threads::One);
        assert_eq!(Threads::one_if(false), Threads::Cores);
        assert_eq!(Threads::default(), Threads::Cores);
    }
}
