//! Prize tables by the number of players (「参赛人数不足32人时，奖金按下表发
//! 放」): once the standings are read, each schedule that gives tables pays
//! by the one whose bounds hold the number of players listed on its group's
//! sheet. The check has refused bounds that overlap; a count no table holds
//! is refused here, at the line of the tables, before anything is paid.

use super::{ChosenTable, Lines, Named, Rules, RulesError, RulesProblem};
use crate::msg::{Msg, Owner};
use crate::standings::Standings;

impl Rules {
    /// These rules with every schedule's table chosen for the field: its
    /// places, prizes and (for a schedule of the base regulation) its
    /// planned total from the table whose bounds hold the players listed
    /// on the group's sheet. A group the standings lack is left to the
    /// reader, which reports it.
    pub fn for_field(mut self, lines: &Lines, standings: &Standings) -> Result<Rules, RulesError> {
        let mut problems = Vec::new();
        for s in self.schedules.iter_mut().filter(|s| !s.tables.is_empty()) {
            let Some(sheet) = s.pool.group.as_deref().and_then(|g| standings.group(g)) else {
                continue;
            };
            let players = u32::try_from(sheet.players.len()).unwrap_or(u32::MAX);
            let Some(table) = s.tables.iter().find(|t| t.players.contains(players)) else {
                problems.push(RulesProblem {
                    file: lines.name.clone(),
                    line: lines.line_of_named(&Named::Tables(s.id.clone())),
                    message: Msg::RulesTablesNoneFits {
                        owner: Owner::Schedule(s.id.clone()),
                        sheet: sheet.sheet.clone(),
                        players,
                        tables: s.tables.iter().map(|t| t.players.to_string()).collect(),
                    },
                });
                continue;
            };
            s.amounts = table.amounts.clone();
            s.prizes = table.prizes.clone();
            if s.amended_by.is_none() {
                s.base_planned = s.planned();
            }
            s.table = Some(ChosenTable {
                players,
                bounds: table.players,
            });
        }
        match problems.is_empty() {
            true => Ok(self),
            false => Err(RulesError { problems }),
        }
    }
}
