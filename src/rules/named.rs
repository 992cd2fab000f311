//! The players a payment names (`[[payments]] players = ["组别:编号"]`)
//! checked against the standings: a 编号 that is not on its group's sheet
//! is an error at its line, never a payment left unpaid with exit status
//! 0 (a committee award naming one is warned of instead:
//! `engine::subsidy::chosen_not_found`).

use super::{Lines, Rules, RulesProblem};
use crate::msg::Msg;
use crate::standings::Standings;

/// One problem for each player a payment names who is not on the sheet of
/// the group written before the colon.
pub fn problems(rules: &Rules, lines: &Lines, standings: &Standings) -> Vec<RulesProblem> {
    let payments = rules.subsidies.iter().filter(|s| s.payment);
    let mut out = Vec::new();
    for (k, payment) in payments.enumerate() {
        let Some(chosen) = &payment.chosen else {
            continue;
        };
        // A checked file: every entry was "组别:编号" of a group, so the
        // entries and `chosen.players` are in step.
        for (i, (group, no)) in chosen.players.iter().enumerate() {
            let sheet = standings.groups.iter().find(|g| &g.sheet == group);
            let found = sheet.is_some_and(|g| g.players.iter().any(|p| p.no.as_str() == no));
            if !found {
                out.push(RulesProblem {
                    file: lines.name.clone(),
                    line: lines.line(&format!("payments[{k}].players[{i}]")),
                    message: Msg::PaymentNamedNotFound {
                        payment: payment.name.clone(),
                        group: group.clone(),
                        no: no.clone(),
                    },
                });
            }
        }
    }
    out
}
