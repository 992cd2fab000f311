//! `EventFile`: every kept event in one SQLite file (SQLite compiled in, so
//! the Windows program needs no DLL). WAL journal and a busy timeout, so two
//! servers on one file wait for each other rather than fail; every write in
//! one transaction taken for writing at its start (`BEGIN IMMEDIATE`) and
//! committed, with the journal synced, before the call returns, so a
//! confirmed mark survives a killed program.

use super::marks::{self, SELECT_MARK};
use super::schema;
use super::{
    Action, EventId, EventSummary, KeptRun, Mark, MarkId, NewMark, NewRun, Payee, RunId, RunRef,
    RunSummary,
};
use crate::corrections::paid::Paid;
use crate::msg::Msg;
use rusqlite::{Connection, ErrorCode, OptionalExtension, TransactionBehavior, params};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

/// How long a write waits for another program's write to finish.
const BUSY: Duration = Duration::from_secs(10);

/// One .sqlite file holding every kept event.
pub struct EventFile {
    path: PathBuf,
    db: Mutex<Connection>,
}

impl std::fmt::Debug for EventFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EventFile")
            .field("path", &self.path)
            .finish()
    }
}

impl EventFile {
    /// The event file at `path`, created with its tables when absent (its
    /// folder too). A damaged file, a database that is not an event file or
    /// one written by a newer version is a `Msg` naming the file.
    pub fn open(path: &Path) -> Result<EventFile, Msg> {
        let name = path.display().to_string();
        let cannot = |detail: String| Msg::EventOpen {
            path: name.clone(),
            detail,
        };
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|e| cannot(e.to_string()))?;
        }
        let mut db = Connection::open(path).map_err(|e| cannot(e.to_string()))?;
        let fail = |e: rusqlite::Error| failed(&name, e);
        db.busy_timeout(BUSY).map_err(fail)?;
        let (app, version, tables) = identity(&db).map_err(fail)?;
        if app == 0 && tables == 0 {
            create(&mut db).map_err(fail)?;
        } else if app != schema::APPLICATION_ID {
            return Err(Msg::EventNotOurs { path: name });
        } else if version > schema::VERSION {
            return Err(Msg::EventNewer {
                path: name,
                version,
                known: schema::VERSION,
            });
        }
        let check: String = db
            .query_row("PRAGMA quick_check(1)", [], |r| r.get(0))
            .map_err(fail)?;
        if check != "ok" {
            return Err(Msg::EventDamaged {
                path: name,
                detail: check,
            });
        }
        db.query_row("PRAGMA journal_mode = WAL", [], |_| Ok(()))
            .map_err(fail)?;
        db.execute_batch("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")
            .map_err(fail)?;
        Ok(EventFile {
            path: path.to_path_buf(),
            db: Mutex::new(db),
        })
    }

    /// The file's path, as it was opened.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Keeps a run as it is; a new event unless `run.event` names one.
    /// The run's kept time is the clock's, in UTC.
    pub fn keep(&self, run: NewRun) -> Result<RunRef, Msg> {
        self.keep_at(run, &now())
    }

    /// `keep` with the kept time given (RFC 3339), for a deterministic file.
    pub fn keep_at(&self, run: NewRun, kept_at: &str) -> Result<RunRef, Msg> {
        let paid = Paid::parse("results.json", run.results_json.as_bytes())?;
        let mut db = self.db();
        let tx = db
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| self.failed(e))?;
        let event = match run.event {
            Some(id) => {
                let found: Option<i64> = tx
                    .query_row("SELECT id FROM events WHERE id = ?1", [id.0], |r| r.get(0))
                    .optional()
                    .map_err(|e| self.failed(e))?;
                found.map(EventId).ok_or_else(|| Msg::EventUnknown {
                    path: self.name(),
                    event: id.to_string(),
                })?
            }
            None => {
                tx.execute("INSERT INTO events (name) VALUES (?1)", [&run.event_name])
                    .map_err(|e| self.failed(e))?;
                EventId(tx.last_insert_rowid())
            }
        };
        tx.execute(
            "INSERT INTO runs (event, kept_at, rules_toml, standings_name, standings, results_json)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                event.0,
                kept_at,
                run.rules_toml,
                run.standings_name,
                run.standings,
                run.results_json
            ],
        )
        .map_err(|e| self.failed(e))?;
        let id = RunId(tx.last_insert_rowid());
        {
            let mut insert = tx
                .prepare("INSERT OR IGNORE INTO payees (run, kind, a, b) VALUES (?1, ?2, ?3, ?4)")
                .map_err(|e| self.failed(e))?;
            for payee in payees(&paid) {
                let (kind, a, b) = marks::payee_key(&payee);
                insert
                    .execute(params![id.0, kind, a, b])
                    .map_err(|e| self.failed(e))?;
            }
        }
        tx.commit().map_err(|e| self.failed(e))?;
        Ok(RunRef { event, run: id })
    }

    /// Every event, with its runs oldest first; events in the order kept.
    pub fn events(&self) -> Result<Vec<EventSummary>, Msg> {
        let db = self.db();
        let mut events: Vec<EventSummary> = Vec::new();
        let mut select = db
            .prepare(
                "SELECT e.id, e.name, r.id, r.kept_at, r.standings_name
                 FROM events e LEFT JOIN runs r ON r.event = e.id ORDER BY e.id, r.id",
            )
            .map_err(|e| self.failed(e))?;
        let rows = select
            .query_map([], |r| {
                Ok((
                    EventId(r.get(0)?),
                    r.get::<_, String>(1)?,
                    r.get::<_, Option<i64>>(2)?,
                    r.get::<_, Option<String>>(3)?,
                    r.get::<_, Option<String>>(4)?,
                ))
            })
            .map_err(|e| self.failed(e))?;
        for row in rows {
            let (id, name, run, kept_at, standings_name) = row.map_err(|e| self.failed(e))?;
            if events.last().is_none_or(|e| e.id != id) {
                events.push(EventSummary {
                    id,
                    name,
                    runs: Vec::new(),
                });
            }
            if let (Some(run), Some(event)) = (run, events.last_mut()) {
                event.runs.push(RunSummary {
                    id: RunId(run),
                    kept_at: kept_at.unwrap_or_default(),
                    standings_name: standings_name.unwrap_or_default(),
                });
            }
        }
        Ok(events)
    }

    /// A kept run, as kept.
    pub fn run(&self, run: RunId) -> Result<KeptRun, Msg> {
        let db = self.db();
        db.query_row(
            "SELECT event, rules_toml, standings_name, standings, results_json, kept_at
             FROM runs WHERE id = ?1",
            [run.0],
            |r| {
                Ok(KeptRun {
                    event: EventId(r.get(0)?),
                    id: run,
                    rules_toml: r.get(1)?,
                    standings_name: r.get(2)?,
                    standings: r.get(3)?,
                    results_json: r.get(4)?,
                    kept_at: r.get(5)?,
                })
            },
        )
        .optional()
        .map_err(|e| self.failed(e))?
        .ok_or_else(|| self.run_unknown(run))
    }

    /// Appends a mark in one transaction, committed before it returns.
    /// Refused: a run or payee not kept, a blank 经办人 (or bank, account,
    /// proxy name), a time that is no RFC 3339, 已领 twice without an undo
    /// between, an undo of anything but the payee's standing 已领 mark.
    pub fn mark(&self, run: RunId, mark: NewMark) -> Result<Mark, Msg> {
        check_fields(&mark)?;
        let (kind, a, b) = marks::payee_key(&mark.payee);
        let mut db = self.db();
        let tx = db
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| self.failed(e))?;
        let kept: Option<i64> = tx
            .query_row("SELECT id FROM runs WHERE id = ?1", [run.0], |r| r.get(0))
            .optional()
            .map_err(|e| self.failed(e))?;
        if kept.is_none() {
            return Err(self.run_unknown(run));
        }
        let listed: Option<i64> = tx
            .query_row(
                "SELECT 1 FROM payees WHERE run = ?1 AND kind = ?2 AND a = ?3 AND b = ?4",
                params![run.0, kind, a, b],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.failed(e))?;
        if listed.is_none() {
            return Err(Msg::EventPayeeUnknown {
                run: run.to_string(),
                payee: mark.payee.label(),
            });
        }
        let last = tx
            .query_row(
                &format!(
                    "{SELECT_MARK} WHERE run = ?1 AND payee_kind = ?2 AND payee_a = ?3
                     AND payee_b = ?4 ORDER BY id DESC LIMIT 1"
                ),
                params![run.0, kind, a, b],
                marks::mark_of,
            )
            .optional()
            .map_err(|e| self.failed(e))?
            .flatten();
        let standing = last.filter(|m| matches!(m.action, Action::Collected { .. }));
        match (&mark.action, &standing) {
            (Action::Collected { .. }, Some(before)) => {
                return Err(Msg::EventAlreadyCollected {
                    payee: mark.payee.label(),
                    mark: before.id.to_string(),
                    at: before.at.clone(),
                    by: before.by.clone(),
                });
            }
            (Action::Undo { of }, standing) if standing.as_ref().is_none_or(|m| m.id != *of) => {
                return Err(Msg::EventUndoNotStanding {
                    payee: mark.payee.label(),
                    mark: of.to_string(),
                });
            }
            _ => {}
        }
        let row = marks::action_row(&mark.action);
        tx.execute(
            "INSERT INTO marks (run, payee_kind, payee_a, payee_b, action, how, bank, account,
                                proxy, undo_of, by_whom, note, at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            params![
                run.0,
                kind,
                a,
                b,
                row.action,
                row.how,
                row.bank,
                row.account,
                row.proxy,
                row.undo_of,
                mark.by,
                mark.note,
                mark.at
            ],
        )
        .map_err(|e| self.failed(e))?;
        let id = MarkId(tx.last_insert_rowid());
        tx.commit().map_err(|e| self.failed(e))?;
        Ok(Mark {
            id,
            payee: mark.payee,
            action: mark.action,
            by: mark.by,
            note: mark.note,
            at: mark.at,
        })
    }

    /// The run's marks, in the order written.
    pub fn marks(&self, run: RunId) -> Result<Vec<Mark>, Msg> {
        self.run_exists(run)?;
        let db = self.db();
        let mut select = db
            .prepare(&format!("{SELECT_MARK} WHERE run = ?1 ORDER BY id"))
            .map_err(|e| self.failed(e))?;
        let rows = select
            .query_map([run.0], marks::mark_of)
            .map_err(|e| self.failed(e))?;
        let mut marks = Vec::new();
        for row in rows {
            match row.map_err(|e| self.failed(e))? {
                Some(mark) => marks.push(mark),
                None => {
                    return Err(Msg::EventDamaged {
                        path: self.name(),
                        detail: "marks".to_string(),
                    });
                }
            }
        }
        Ok(marks)
    }

    /// The run of `event` a correction is compared with: the newest run
    /// (before `before`, when given) that the treasurer marked at the
    /// ceremony, or, when none was marked, the newest run. A corrected
    /// run kept after the ceremony carries no marks, so it is never taken
    /// for the run that was paid, nor compared with itself.
    pub fn paid_run(&self, event: EventId, before: Option<RunId>) -> Result<Option<RunId>, Msg> {
        let events = self.events()?;
        let mut runs: Vec<RunId> = (events.iter())
            .filter(|e| e.id == event)
            .flat_map(|e| e.runs.iter().map(|r| r.id))
            .filter(|id| before.is_none_or(|b| *id < b))
            .collect();
        runs.sort();
        for run in runs.iter().rev() {
            if !self.marks(*run)?.is_empty() {
                return Ok(Some(*run));
            }
        }
        Ok(runs.last().copied())
    }

    fn run_exists(&self, run: RunId) -> Result<(), Msg> {
        let found: Option<i64> = self
            .db()
            .query_row("SELECT id FROM runs WHERE id = ?1", [run.0], |r| r.get(0))
            .optional()
            .map_err(|e| self.failed(e))?;
        found.map(|_| ()).ok_or_else(|| self.run_unknown(run))
    }

    fn db(&self) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock left no transaction open (a
        // dropped transaction rolls back), so the connection is sound.
        self.db
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn name(&self) -> String {
        self.path.display().to_string()
    }

    fn failed(&self, e: rusqlite::Error) -> Msg {
        failed(&self.name(), e)
    }

    fn run_unknown(&self, run: RunId) -> Msg {
        Msg::EventRunUnknown {
            path: self.name(),
            run: run.to_string(),
        }
    }
}

/// Every payee of a run's results: each person paid, each team paid.
pub fn payees(paid: &Paid) -> Vec<Payee> {
    let people = paid.payouts.iter().map(|p| Payee::Person {
        group: p.group.clone(),
        number: p.no.clone(),
    });
    let teams = paid
        .teams
        .iter()
        .filter(|t| !t.amount.is_zero())
        .map(|t| Payee::Team {
            prize: t.schedule.clone(),
            team: t.team.clone(),
        });
    people.chain(teams).collect()
}

/// The blanks a mark may not have, and its time.
fn check_fields(mark: &NewMark) -> Result<(), Msg> {
    let blank = |field: &str| Msg::EventMarkBlank {
        field: field.to_string(),
    };
    if mark.by.trim().is_empty() {
        return Err(blank("by"));
    }
    match &mark.action {
        Action::Collected {
            how: super::How::Transfer { bank, account },
        } => {
            if bank.trim().is_empty() {
                return Err(blank("bank"));
            }
            if account.trim().is_empty() {
                return Err(blank("account"));
            }
        }
        Action::Collected {
            how: super::How::Proxy { name },
        } if name.trim().is_empty() => return Err(blank("proxy")),
        _ => {}
    }
    if chrono::DateTime::parse_from_rfc3339(&mark.at).is_err() {
        return Err(Msg::EventMarkTime {
            at: mark.at.clone(),
        });
    }
    Ok(())
}

/// (application_id, user_version, tables) of an open file.
fn identity(db: &Connection) -> rusqlite::Result<(i64, i64, i64)> {
    let app = db.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version = db.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let tables = db.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
    Ok((app, version, tables))
}

/// The tables written into an empty file, once: a second program that
/// opened the same empty file meanwhile finds them made.
fn create(db: &mut Connection) -> rusqlite::Result<()> {
    db.query_row("PRAGMA journal_mode = WAL", [], |_| Ok(()))?;
    let tx = db.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let (app, _, _) = identity(&tx)?;
    if app == 0 {
        tx.execute_batch(&format!(
            "PRAGMA application_id = {}; PRAGMA user_version = {}; {}",
            schema::APPLICATION_ID,
            schema::VERSION,
            schema::CREATE
        ))?;
    }
    tx.commit()
}

/// A failure of SQLite as a message: damage when SQLite says the file is
/// not a database or is corrupt, a failed read or write otherwise.
fn failed(path: &str, e: rusqlite::Error) -> Msg {
    let damaged = matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)
    );
    if damaged {
        Msg::EventDamaged {
            path: path.to_string(),
            detail: e.to_string(),
        }
    } else {
        Msg::EventFailed {
            path: path.to_string(),
            detail: e.to_string(),
        }
    }
}

/// The clock's time in UTC, RFC 3339 to the second.
fn now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    chrono::DateTime::from_timestamp(secs, 0)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}
