//! Test data for xqprize, kept out of the shipped library: seeded synthetic
//! standings (`synthetic`) for the tests, the benchmark and the committed
//! sample, and the one writer of hand-made test workbooks (`workbook`). It knows nothing of xqprize's types: it writes the workbook an
//! arbiter would hand over, in the words of docs/input.md, so that the
//! reader is tested against what people write rather than against its own
//! tables, and so that xqprize's own unit tests can use it too.

pub mod synthetic;
pub mod workbook;
