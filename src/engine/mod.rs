//! The prize engine: pure, no files and no printing. Standings and rules in,
//! `Outcome` out.

mod outcome;

pub use outcome::*;
