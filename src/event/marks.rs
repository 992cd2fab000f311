//! A mark as a row of the `marks` table and back: the payee as a kind and
//! two texts, the action and how as words (`collected`/`undo`,
//! `cash`/`transfer`/`proxy`), so a person reading the file with any SQLite
//! tool sees what was recorded. A row this program would not write is
//! damage, never guessed at.

use super::{Action, How, Mark, MarkId, Payee};

/// The payee as the tables hold it: (kind, a, b).
pub fn payee_key(payee: &Payee) -> (&'static str, &str, &str) {
    match payee {
        Payee::Person { group, number } => ("person", group, number),
        Payee::Team { prize, team } => ("team", prize, team),
    }
}

/// The payee a row names; none for a kind this program does not write.
pub fn payee_of(kind: &str, a: String, b: String) -> Option<Payee> {
    match kind {
        "person" => Some(Payee::Person {
            group: a,
            number: b,
        }),
        "team" => Some(Payee::Team { prize: a, team: b }),
        _ => None,
    }
}

/// The action's columns: action, how, bank, account, proxy, undo_of.
pub struct ActionRow<'a> {
    pub action: &'static str,
    pub how: Option<&'static str>,
    pub bank: Option<&'a str>,
    pub account: Option<&'a str>,
    pub proxy: Option<&'a str>,
    pub undo_of: Option<i64>,
}

pub fn action_row(action: &Action) -> ActionRow<'_> {
    let none = ActionRow {
        action: "collected",
        how: None,
        bank: None,
        account: None,
        proxy: None,
        undo_of: None,
    };
    match action {
        Action::Undo { of } => ActionRow {
            action: "undo",
            undo_of: Some(of.0),
            ..none
        },
        Action::Collected { how: How::Cash } => ActionRow {
            how: Some("cash"),
            ..none
        },
        Action::Collected {
            how: How::Transfer { bank, account },
        } => ActionRow {
            how: Some("transfer"),
            bank: Some(bank),
            account: Some(account),
            ..none
        },
        Action::Collected {
            how: How::Proxy { name },
        } => ActionRow {
            how: Some("proxy"),
            proxy: Some(name),
            ..none
        },
    }
}

/// A row of `marks` read back, in the columns of `SELECT_MARK`.
pub const SELECT_MARK: &str = "SELECT id, payee_kind, payee_a, payee_b, action, how, bank, account, proxy, undo_of, by_whom, note, at FROM marks";

/// The mark of a row selected by `SELECT_MARK`; none when the row holds
/// words this program does not write.
pub fn mark_of(row: &rusqlite::Row<'_>) -> rusqlite::Result<Option<Mark>> {
    let payee = payee_of(&row.get::<_, String>(1)?, row.get(2)?, row.get(3)?);
    let how = match row.get::<_, Option<String>>(5)?.as_deref() {
        Some("cash") => Some(How::Cash),
        Some("transfer") => Some(How::Transfer {
            bank: row.get::<_, Option<String>>(6)?.unwrap_or_default(),
            account: row.get::<_, Option<String>>(7)?.unwrap_or_default(),
        }),
        Some("proxy") => Some(How::Proxy {
            name: row.get::<_, Option<String>>(8)?.unwrap_or_default(),
        }),
        _ => None,
    };
    let action = match (
        row.get::<_, String>(4)?.as_str(),
        how,
        row.get::<_, Option<i64>>(9)?,
    ) {
        ("collected", Some(how), None) => Some(Action::Collected { how }),
        ("undo", None, Some(of)) => Some(Action::Undo { of: MarkId(of) }),
        _ => None,
    };
    let (Some(payee), Some(action)) = (payee, action) else {
        return Ok(None);
    };
    Ok(Some(Mark {
        id: MarkId(row.get(0)?),
        payee,
        action,
        by: row.get(10)?,
        note: row.get(11)?,
        at: row.get(12)?,
    }))
}
