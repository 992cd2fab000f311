//! Writing output files atomically.
