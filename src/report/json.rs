//! results.json (SPEC §8).
