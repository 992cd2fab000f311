//! The event file's tables and how a file is recognised as ours: SQLite's
//! `application_id` set to `XQPZ` and `user_version` to the schema's
//! version. A file of a newer version is refused rather than written by an
//! older program; a database that is not ours is never touched.
//!
//! Runs and marks are append-only, and the file says so itself: triggers
//! abort any UPDATE or DELETE of a kept run, its payees or a mark, so no
//! program (not even a later version of this one) changes what the
//! treasurer signed for.

/// `XQPZ` as a big-endian number: SQLite's header field for the file's
/// owner.
pub const APPLICATION_ID: i64 = 0x5851_505A;

/// The version of the tables below.
pub const VERSION: i64 = 1;

/// The tables, created in one transaction on a file with none.
pub const CREATE: &str = "
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY,
    event INTEGER NOT NULL REFERENCES events(id),
    kept_at TEXT NOT NULL,
    rules_toml TEXT NOT NULL,
    standings_name TEXT NOT NULL,
    standings BLOB NOT NULL,
    results_json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payees (
    run INTEGER NOT NULL REFERENCES runs(id),
    kind TEXT NOT NULL,
    a TEXT NOT NULL,
    b TEXT NOT NULL,
    PRIMARY KEY (run, kind, a, b)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS marks (
    id INTEGER PRIMARY KEY,
    run INTEGER NOT NULL REFERENCES runs(id),
    payee_kind TEXT NOT NULL,
    payee_a TEXT NOT NULL,
    payee_b TEXT NOT NULL,
    action TEXT NOT NULL,
    how TEXT,
    bank TEXT,
    account TEXT,
    proxy TEXT,
    undo_of INTEGER REFERENCES marks(id),
    by_whom TEXT NOT NULL,
    note TEXT NOT NULL,
    at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS marks_by_payee ON marks (run, payee_kind, payee_a, payee_b, id);
CREATE TRIGGER IF NOT EXISTS runs_kept BEFORE UPDATE ON runs
    BEGIN SELECT RAISE(ABORT, 'a kept run never changes'); END;
CREATE TRIGGER IF NOT EXISTS runs_kept_delete BEFORE DELETE ON runs
    BEGIN SELECT RAISE(ABORT, 'a kept run never changes'); END;
CREATE TRIGGER IF NOT EXISTS payees_kept BEFORE UPDATE ON payees
    BEGIN SELECT RAISE(ABORT, 'a kept run never changes'); END;
CREATE TRIGGER IF NOT EXISTS payees_kept_delete BEFORE DELETE ON payees
    BEGIN SELECT RAISE(ABORT, 'a kept run never changes'); END;
CREATE TRIGGER IF NOT EXISTS marks_append_only BEFORE UPDATE ON marks
    BEGIN SELECT RAISE(ABORT, 'marks are append-only'); END;
CREATE TRIGGER IF NOT EXISTS marks_append_only_delete BEFORE DELETE ON marks
    BEGIN SELECT RAISE(ABORT, 'marks are append-only'); END;
";
