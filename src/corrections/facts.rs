//! The standings facts that decide a paid player's money (名次, 预赛名次,
//! 性别, 出生日期, 地区, 会员, 称号, the student subsidy's marks), as
//! results.json records them beside each payout (`standing`), so that a
//! later run on corrected standings can say which of them changed. Only
//! what differs from a blank cell is written: the record stays short, and
//! reading it back gives the blanks again.

use crate::standings::{Column, DatePrecision, Player};
use serde::{Deserialize, Serialize};

/// One paid player's facts, as results.json holds them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facts {
    pub rank: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prelim_rank: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sex: Option<String>,
    /// The birth date in force (from a valid ID number, else 出生日期), to
    /// the precision written: 2009-03-01, 2009-03 or 2009.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub born: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub member: bool,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "is_false")]
    pub student: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub student_proof: bool,
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub completed: bool,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fouls: u32,
    #[serde(default, skip_serializing_if = "is_false")]
    pub discipline: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}
fn is_true(b: &bool) -> bool {
    *b
}
fn is_zero(n: &u32) -> bool {
    *n == 0
}
fn yes() -> bool {
    true
}

/// One fact that differs between the paid run and the corrected one: its
/// column and the two values as a sheet shows them ("" for a blank).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Change {
    pub column: Column,
    pub before: String,
    pub after: String,
}

impl Facts {
    /// The facts of `player` as the run read them.
    pub fn of(player: &Player) -> Facts {
        Facts {
            rank: player.rank,
            prelim_rank: player.prelim_rank,
            sex: player.sex.map(|s| s.label().to_string()),
            born: player.birth_date.map(|d| match player.birth_precision {
                DatePrecision::Day => d.format("%Y-%m-%d").to_string(),
                DatePrecision::Month => d.format("%Y-%m").to_string(),
                DatePrecision::Year => d.format("%Y").to_string(),
            }),
            region: player.region.as_ref().map(|r| r.label().to_string()),
            member: player.member,
            title: player.title.to_string(),
            student: player.student,
            student_proof: player.student_proof,
            completed: player.completed,
            fouls: player.fouls,
            discipline: player.discipline,
        }
    }

    /// Each fact that differs from `now`, in the order of the columns.
    pub fn changes(&self, now: &Facts) -> Vec<Change> {
        let yes_no = |b: bool| if b { "是" } else { "否" }.to_string();
        let opt = |v: &Option<String>| v.clone().unwrap_or_default();
        let pairs = [
            (Column::Rank, self.rank.to_string(), now.rank.to_string()),
            (
                Column::PrelimRank,
                self.prelim_rank.map_or(String::new(), |r| r.to_string()),
                now.prelim_rank.map_or(String::new(), |r| r.to_string()),
            ),
            (Column::Sex, opt(&self.sex), opt(&now.sex)),
            (Column::BirthDate, opt(&self.born), opt(&now.born)),
            (Column::Region, opt(&self.region), opt(&now.region)),
            (Column::Member, yes_no(self.member), yes_no(now.member)),
            (Column::Title, self.title.clone(), now.title.clone()),
            (Column::Student, yes_no(self.student), yes_no(now.student)),
            (
                Column::StudentProof,
                yes_no(self.student_proof),
                yes_no(now.student_proof),
            ),
            (
                Column::Completed,
                yes_no(self.completed),
                yes_no(now.completed),
            ),
            (Column::Fouls, self.fouls.to_string(), now.fouls.to_string()),
            (
                Column::Discipline,
                yes_no(self.discipline),
                yes_no(now.discipline),
            ),
        ];
        pairs
            .into_iter()
            .filter(|(_, before, after)| before != after)
            .map(|(column, before, after)| Change {
                column,
                before,
                after,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn blank_facts_are_left_out_and_read_back_as_blanks() {
        let player = Player::new(5, 3, "17", "张三");
        let facts = Facts::of(&player);
        let text = serde_json::to_string(&facts).unwrap();
        assert_eq!(text, r#"{"rank":3}"#);
        let back: Facts = serde_json::from_str(&text).unwrap();
        assert_eq!(back, facts);
    }

    #[test]
    fn a_corrected_place_member_mark_and_birth_date_are_each_a_change() {
        let mut before = Player::new(5, 3, "17", "张三");
        before.birth_date = NaiveDate::from_ymd_opt(2009, 3, 1);
        let mut after = before.clone();
        after.rank = 4;
        after.member = true;
        after.birth_date = NaiveDate::from_ymd_opt(2010, 3, 1);
        let changes = Facts::of(&before).changes(&Facts::of(&after));
        let seen: Vec<(Column, &str, &str)> = changes
            .iter()
            .map(|c| (c.column, c.before.as_str(), c.after.as_str()))
            .collect();
        assert_eq!(
            seen,
            [
                (Column::Rank, "3", "4"),
                (Column::BirthDate, "2009-03-01", "2010-03-01"),
                (Column::Member, "否", "是"),
            ]
        );
    }
}
