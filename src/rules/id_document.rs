//! `id_document` in `[settings]`: the identity document a payee must have
//! before being paid. Most events pay against a mainland 居民身份证 (the
//! default); an event in Hong Kong or abroad pays without one, or against
//! a passport, 港澳通行证 or 台胞证 number written in a column of its own.
//! One enum, resolved with the other settings: the payee warning, the
//! payout table's number column and the 说明 sheet all read it.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// What a payee must have for the payment to be recorded.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum IdDocument {
    /// 身份证: a valid ID number in 身份证号 (a 居民身份证's 18 digits with
    /// their check digit, or the number of the document 证件类型 names).
    #[default]
    IdCard,
    /// 不需要: no document; nobody is warned about or held back for one.
    NotNeeded,
    /// `{ column = "证件号码" }`: any value written in that standings
    /// column, as the rules file names it.
    Column(String),
}

impl IdDocument {
    /// The words the rules file may write, in `IdDocument`'s order.
    pub const WORDS: [&'static str; 2] = ["身份证", "不需要"];

    /// Whether this is the default, 身份证 (left out of the written
    /// settings, so that files written before the key existed compare equal).
    pub fn is_id_card(&self) -> bool {
        *self == IdDocument::IdCard
    }

    /// The standings column the rules name for the document, if any.
    pub fn column(&self) -> Option<&str> {
        match self {
            IdDocument::Column(column) => Some(column),
            _ => None,
        }
    }
}

/// The value as the rules file writes it: a word, or a table naming a
/// column.
#[derive(Deserialize, Serialize)]
#[serde(untagged)]
enum Written {
    Word(String),
    Table { column: String },
}

impl<'de> Deserialize<'de> for IdDocument {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Written::deserialize(deserializer)? {
            Written::Word(word) if word == Self::WORDS[0] => Ok(IdDocument::IdCard),
            Written::Word(word) if word == Self::WORDS[1] => Ok(IdDocument::NotNeeded),
            // The shape check names the line and the words accepted.
            Written::Word(word) => Err(serde::de::Error::custom(format!(
                "id_document: \"{word}\" is not one of \"身份证\", \"不需要\", {{ column = \"…\" }}"
            ))),
            Written::Table { column } => Ok(IdDocument::Column(column)),
        }
    }
}

impl Serialize for IdDocument {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            IdDocument::IdCard => Written::Word(Self::WORDS[0].to_string()),
            IdDocument::NotNeeded => Written::Word(Self::WORDS[1].to_string()),
            IdDocument::Column(column) => Written::Table {
                column: column.clone(),
            },
        }
        .serialize(serializer)
    }
}
