//! results.json (docs/outputs.md#the-results-file): the outcome for machines. Field order and meaning
//! are the contract; amounts are strings with two decimals.

use crate::corrections::facts::Facts;
use crate::corrections::{Corrections, Diff};
use crate::engine::{self, Entry, Ledger, Outcome, PlacedAs, PlayerId, TeamDecided};
use crate::money::Money;
use crate::msg::Lang;
use crate::rules::{AgeRule, Rules};
use crate::standings::{Standings, Warning};
use serde::Serialize;

#[derive(Serialize)]
struct Results<'a> {
    event: &'a str,
    settings: Settings<'a>,
    /// The money rules paid under, part by part, fingerprinted
    /// (`corrections::money_rules`): a later `run --paid` refuses other
    /// rules.
    money_rules: std::collections::BTreeMap<&'static str, String>,
    awards: Vec<AwardRow<'a>>,
    vacant: Vec<VacantRow<'a>>,
    subsidies: Vec<SubsidyRow<'a>>,
    /// Refunds and allowances (`[[payments]]`), in a subsidy's shape; left
    /// out when the rules have none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    payments: Vec<SubsidyRow<'a>>,
    /// Awards the committee chose (`[[awards]]`); left out when none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    chosen: Vec<SubsidyRow<'a>>,
    /// Team prizes (`[[teams]]`): every team ranked; left out when none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    teams: Vec<TeamRow<'a>>,
    qualifiers: Vec<QualifierRow<'a>>,
    payouts: Vec<PayoutRow<'a>>,
    budget: Vec<BudgetRow<'a>>,
    /// One line per team prize, planned against paid; left out when none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    team_budget: Vec<BudgetRow<'a>>,
    /// The run's ledger (SPEC §19): every payment and prize handed over,
    /// one row each with its kind; the arrays above are views of it.
    ledger: Vec<LedgerRow<'a>>,
    /// The prizes in kind counted (奖品清单): each prize, how many, for
    /// which places; left out when the event gives none.
    #[serde(skip_serializing_if = "Option::is_none")]
    in_kind: Option<InKind>,
    warnings: Vec<WarningRow<'a>>,
    /// With `run --paid`: everyone whose money the correction changes.
    #[serde(skip_serializing_if = "Option::is_none")]
    corrections: Option<Vec<CorrectionRow<'a>>>,
    /// With `run --paid`: every team whose team prize money the correction
    /// changes; left out when none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    team_corrections: Vec<TeamCorrectionRow<'a>>,
}

/// One team whose team prize money changed: its place and money then and
/// now, and the difference (+ to pay, - to return).
#[derive(Serialize)]
struct TeamCorrectionRow<'a> {
    schedule: &'a str,
    team: &'a str,
    place_was: Option<u32>,
    place_now: Option<u32>,
    paid: Money,
    due: Money,
    difference: String,
}

#[derive(Serialize)]
struct Settings<'a> {
    stacking: &'a str,
    /// The sets of schedules whose place prizes do not combine (不兼得), by
    /// name; left out when there are none, so a paid run written before
    /// the key existed still compares equal.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    not_combined: Vec<Vec<String>>,
    ties: &'a str,
    /// The unit shared places are split to, when not the fen (left out at
    /// the fen, so a paid run written before the key existed compares equal).
    #[serde(skip_serializing_if = "Option::is_none")]
    split_unit: Option<&'a str>,
    /// The identity document a payee must have, when not the default 身份证
    /// (left out then, so files written before the key existed compare
    /// equal): "不需要", or the column's name as `{ "column": … }`.
    #[serde(skip_serializing_if = "crate::rules::IdDocument::is_id_card")]
    id_document: &'a crate::rules::IdDocument,
    age: String,
    event_year: i32,
    knockout_size: Option<u32>,
    amendment: Option<&'a str>,
    /// The prize table each schedule with tables by the number of players
    /// paid by (left out when none, so a paid run written before the key
    /// existed compares equal).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    tables: Vec<TableSetting<'a>>,
    /// What becomes of a prize not collected at the ceremony (`[ceremony]`),
    /// when it is forfeited after a time: `{ "forfeit_after": … }`; left
    /// out when kept (the default), so files written before the key
    /// existed compare equal.
    #[serde(skip_serializing_if = "crate::rules::Uncollected::is_kept")]
    uncollected: &'a crate::rules::Uncollected,
}

/// 「参赛 28 人，按 16-31 人奖金表发放」: the schedule, the players listed on
/// its group's sheet, the bounds of the table in force.
#[derive(Serialize)]
struct TableSetting<'a> {
    schedule: &'a str,
    players: u32,
    table: String,
}

#[derive(Serialize)]
struct AwardRow<'a> {
    schedule: &'a str,
    place: u32,
    group: &'a str,
    no: &'a str,
    name: &'a str,
    amount: Money,
    /// The prize the place gives besides money (奖杯, 证书, 礼品).
    #[serde(skip_serializing_if = "Option::is_none")]
    prize: Option<&'a str>,
    /// The place beside the winner's own final place, as the engine
    /// recorded it; left out when the place is his own (or the record of
    /// 顺延, 递补 or 名额 says how he came to it).
    #[serde(skip_serializing_if = "Option::is_none")]
    placed: Option<PlacedRow>,
}

/// An award's place beside the winner's own final place (`PlacedAs`):
/// `{"passed_over": {"own_place": 38}}`, or `{"tie_set_apart":
/// {"tied_place": 17, "by": "预赛名次"}}` (`tied_place` left out where the
/// record of 顺延 or 名额 already says it).
#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum PlacedRow {
    PassedOver {
        own_place: u32,
    },
    TieSetApart {
        #[serde(skip_serializing_if = "Option::is_none")]
        tied_place: Option<u32>,
        by: &'static str,
    },
}

impl PlacedRow {
    fn of(placed: PlacedAs) -> Option<PlacedRow> {
        match placed {
            PlacedAs::AsFinished => None,
            PlacedAs::PassedOver { own_place } => Some(PlacedRow::PassedOver { own_place }),
            PlacedAs::TieSetApart { tied_place, by } => Some(PlacedRow::TieSetApart {
                tied_place,
                by: by.header(),
            }),
        }
    }
}

/// The prizes in kind counted (`report::in_kind`), and their total.
#[derive(Serialize)]
struct InKind {
    items: Vec<InKindRow>,
    total: u32,
}

/// One prize in kind: how many, for which places (as words and as the
/// places of each schedule, team prize or award).
#[derive(Serialize)]
struct InKindRow {
    prize: String,
    count: u32,
    given_for: String,
    given: Vec<InKindGiven>,
}

#[derive(Serialize)]
struct InKindGiven {
    name: String,
    places: Vec<u32>,
}

/// The 奖品清单 as results.json writes it; none without prizes in kind.
fn in_kind(rules: &Rules, outcome: &Outcome, lang: Lang) -> Option<InKind> {
    let items = super::in_kind::counted(rules, outcome);
    (!items.is_empty()).then(|| InKind {
        total: super::in_kind::total(&items),
        items: (items.into_iter())
            .map(|item| InKindRow {
                given_for: item.given_for(lang),
                prize: item.prize,
                count: item.count,
                given: (item.given.into_iter())
                    .map(|g| InKindGiven {
                        name: g.name,
                        places: g.places,
                    })
                    .collect(),
            })
            .collect(),
    })
}

/// One entry of the ledger: its kind ("place", "reserved", "team",
/// "award", "payment", "subsidy", "in-kind"), what it belongs to, who is
/// handed it (a player by group and 编号, or a team) and its money or prize.
#[derive(Serialize)]
struct LedgerRow<'a> {
    kind: &'static str,
    source: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    place: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    group: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    no: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    team: Option<&'a str>,
    amount: Money,
    #[serde(skip_serializing_if = "Option::is_none")]
    prize: Option<&'a str>,
}

#[derive(Serialize)]
struct VacantRow<'a> {
    schedule: &'a str,
    place: u32,
    amount: Money,
}

#[derive(Serialize)]
struct SubsidyRow<'a> {
    schedule: &'a str,
    group: &'a str,
    no: &'a str,
    name: &'a str,
    amount: Money,
    /// A committee award's prize besides money.
    #[serde(skip_serializing_if = "Option::is_none")]
    prize: Option<&'a str>,
}

/// One team of a team prize: its place (none: not ranked), what it is paid
/// and why it stands there.
#[derive(Serialize)]
struct TeamRow<'a> {
    schedule: &'a str,
    team: &'a str,
    place: Option<u32>,
    shared_by: u32,
    amount: Money,
    #[serde(skip_serializing_if = "Option::is_none")]
    prize: Option<&'a str>,
    /// The counted players' places or 积分, added up.
    sum: String,
    /// "sum", "best-place", "shared" or "short".
    decided: &'static str,
    members: Vec<MemberRow<'a>>,
}

#[derive(Serialize)]
struct MemberRow<'a> {
    group: &'a str,
    no: &'a str,
    name: &'a str,
    place: u32,
    /// Whether the player's place (or 积分) counts for the team.
    counted: bool,
}

#[derive(Serialize)]
struct QualifierRow<'a> {
    list: &'a str,
    place: u32,
    group: &'a str,
    no: &'a str,
    name: &'a str,
    title: Option<&'a str>,
}

#[derive(Serialize)]
struct PayoutRow<'a> {
    group: &'a str,
    no: &'a str,
    name: &'a str,
    /// The prizes added up, as published.
    total: Money,
    /// With `[tax]`: 应发, 代扣个税, 实发 (docs/tax.md).
    #[serde(skip_serializing_if = "Option::is_none")]
    gross: Option<Money>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tax: Option<Money>,
    #[serde(skip_serializing_if = "Option::is_none")]
    net: Option<Money>,
    /// The standings facts the money rests on, for a later correction.
    standing: Facts,
}

#[derive(Serialize)]
struct CorrectionRow<'a> {
    group: &'a str,
    no: &'a str,
    name: &'a str,
    /// The prizes as published: paid, due now, and due − paid with its sign.
    paid: Money,
    due: Money,
    difference: String,
    /// With `[tax]`: the same for 应发, 代扣个税 and 实发.
    #[serde(skip_serializing_if = "Option::is_none")]
    gross: Option<Change>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tax: Option<Change>,
    #[serde(skip_serializing_if = "Option::is_none")]
    net: Option<Change>,
}

#[derive(Serialize)]
struct Change {
    paid: Money,
    due: Money,
    difference: String,
}

impl Change {
    fn of(paid: Money, due: Money) -> Change {
        Change {
            paid,
            due,
            difference: Diff::between(paid, due).to_string(),
        }
    }
}

#[derive(Serialize)]
struct BudgetRow<'a> {
    schedule: &'a str,
    planned: Money,
    awarded: Money,
    vacant: Money,
    remainder: Money,
}

#[derive(Serialize)]
struct WarningRow<'a> {
    code: &'static str,
    sheet: &'a str,
    row: Option<u32>,
    column: Option<&'a str>,
    /// In the language chosen for the run.
    message: String,
}

/// The settings results.json records, as a map (`corrections::compare`
/// compares them with a paid run's).
pub fn settings_map(
    rules: &Rules,
    outcome: &Outcome,
) -> std::collections::BTreeMap<String, serde_json::Value> {
    let value = serde_json::to_value(settings(rules, outcome)).expect("settings serialize");
    serde_json::from_value(value).expect("settings are an object")
}

fn settings<'a>(rules: &'a Rules, outcome: &Outcome) -> Settings<'a> {
    Settings {
        stacking: outcome.combining.stacking().label(),
        not_combined: match &outcome.combining {
            crate::rules::Combining::Sets(sets) => sets.clone(),
            _ => Vec::new(),
        },
        ties: match rules.settings.ties {
            crate::rules::TieRule::Split => "split",
            crate::rules::TieRule::Refuse => "refuse",
        },
        split_unit: Some(rules.settings.split_unit.label())
            .filter(|_| rules.settings.split_unit != crate::rules::SplitUnit::Fen),
        id_document: &rules.settings.id_document,
        uncollected: &rules.ceremony.uncollected,
        age: match rules.settings.age_rule {
            AgeRule::CalendarYear => "event year - birth year".to_string(),
            AgeRule::CompletedYears => format!(
                "whole years completed on {}",
                rules
                    .settings
                    .age_date
                    .map_or("?".to_string(), |d| d.to_string())
            ),
        },
        event_year: rules.event_year,
        knockout_size: rules.groups.iter().find_map(|g| g.knockout),
        amendment: rules.amendments.last().map(String::as_str),
        tables: (rules.schedules.iter())
            .filter_map(|s| {
                s.table.map(|t| TableSetting {
                    schedule: &s.id,
                    players: t.players,
                    table: t.bounds.to_string(),
                })
            })
            .collect(),
    }
}

/// results.json as text, pretty-printed, ending in a newline.
pub fn to_json(
    rules: &Rules,
    standings: &Standings,
    outcome: &Outcome,
    warnings: &[Warning],
    lang: Lang,
) -> String {
    to_json_with(rules, standings, outcome, warnings, None, lang)
}

/// `to_json`, with the corrections of `run --paid` when given.
pub fn to_json_with(
    rules: &Rules,
    standings: &Standings,
    outcome: &Outcome,
    warnings: &[Warning],
    corrections: Option<&Corrections>,
    lang: Lang,
) -> String {
    let who = |id: PlayerId| {
        let p = id.player(standings);
        (id.group_name(standings), p.no.as_str(), p.name.as_str())
    };
    // Subsidies, refunds and allowances, or committee awards: the grants
    // `kind` keeps.
    let grants = |kind: &dyn Fn(&str) -> bool| -> Vec<SubsidyRow> {
        (outcome.grants.iter())
            .filter(|g| kind(&g.subsidy))
            .map(|g| {
                let (group, no, name) = who(g.player);
                SubsidyRow {
                    schedule: &g.subsidy,
                    group,
                    no,
                    name,
                    amount: g.amount,
                    prize: rules.chosen(&g.subsidy).and_then(|c| c.prize.as_deref()),
                }
            })
            .collect()
    };
    let results = Results {
        event: &rules.event,
        settings: settings(rules, outcome),
        money_rules: crate::corrections::money_rules::record(rules),
        awards: outcome
            .awards
            .iter()
            .filter(|a| !a.amount.is_zero() || rules.prize_of(&a.schedule, a.place).is_some())
            .map(|a| {
                let (group, no, name) = who(a.player);
                AwardRow {
                    prize: rules.prize_of(&a.schedule, a.place),
                    schedule: &a.schedule,
                    place: a.place,
                    group,
                    no,
                    name,
                    amount: a.amount,
                    placed: PlacedRow::of(a.placed),
                }
            })
            .collect(),
        vacant: outcome
            .vacancies
            .iter()
            .map(|v| VacantRow {
                schedule: &v.schedule,
                place: v.place,
                amount: v.amount,
            })
            .collect(),
        subsidies: grants(&|id| rules.is_subsidy(id)),
        payments: grants(&|id| rules.is_payment(id)),
        chosen: grants(&|id| rules.chosen(id).is_some()),
        teams: outcome
            .teams
            .standings
            .iter()
            .map(|t| TeamRow {
                schedule: &t.prize,
                team: &t.team,
                place: t.place,
                shared_by: t.shared_by,
                amount: t.amount,
                prize: t.prize_text.as_deref(),
                sum: t.sum.normalize().to_string(),
                decided: match t.decided {
                    TeamDecided::Sum => "sum",
                    TeamDecided::BestPlace { .. } => "best-place",
                    TeamDecided::Shared { .. } => "shared",
                    TeamDecided::Short { .. } => "short",
                },
                members: t
                    .members
                    .iter()
                    .map(|&id| {
                        let (group, no, name) = who(id);
                        MemberRow {
                            group,
                            no,
                            name,
                            place: id.player(standings).rank,
                            counted: t.counted.contains(&id),
                        }
                    })
                    .collect(),
            })
            .collect(),
        qualifiers: outcome
            .qualifiers
            .iter()
            .map(|q| {
                let (group, no, name) = who(q.player);
                QualifierRow {
                    list: &q.list,
                    place: q.place,
                    group,
                    no,
                    name,
                    title: q.title.as_deref(),
                }
            })
            .collect(),
        payouts: outcome
            .payouts
            .iter()
            .map(|p| {
                let (group, no, name) = who(p.player);
                PayoutRow {
                    group,
                    no,
                    name,
                    total: p.total,
                    gross: p.tax.map(|w| w.gross),
                    tax: p.tax.map(|w| w.tax),
                    net: p.tax.map(|w| w.net),
                    standing: Facts::of(p.player.player(standings)),
                }
            })
            .collect(),
        budget: outcome.budget.iter().map(budget_row).collect(),
        team_budget: outcome.teams.budget.iter().map(budget_row).collect(),
        ledger: ledger_rows(standings, &outcome.ledger),
        in_kind: in_kind(rules, outcome, lang),
        warnings: warnings
            .iter()
            .map(|w| WarningRow {
                code: w.message.code(),
                sheet: &w.sheet,
                row: w.row,
                column: w.column.as_deref(),
                message: w.text(lang),
            })
            .collect(),
        corrections: corrections.map(|c| c.lines.iter().map(correction_row).collect()),
        team_corrections: (corrections.iter().flat_map(|c| &c.teams))
            .map(|t| TeamCorrectionRow {
                schedule: &t.prize,
                team: &t.team,
                place_was: t.was,
                place_now: t.now,
                paid: t.paid,
                due: t.due,
                difference: t.difference().to_string(),
            })
            .collect(),
    };
    let mut text = serde_json::to_string_pretty(&results).expect("results serialize to JSON");
    text.push('\n');
    text
}

/// The ledger's entries as rows, every kind matched.
fn ledger_rows<'a>(standings: &'a Standings, ledger: &'a Ledger) -> Vec<LedgerRow<'a>> {
    let row = |kind, source: &'a str, place, payee: Payee<'a>, amount, prize| {
        let (group, no, name, team) = match payee {
            Payee::Player(&id) => {
                let p = id.player(standings);
                let group = Some(id.group_name(standings));
                (group, Some(p.no.as_str()), Some(p.name.as_str()), None)
            }
            Payee::Team(team) => (None, None, None, Some(team)),
        };
        LedgerRow {
            kind,
            source,
            place,
            group,
            no,
            name,
            team,
            amount,
            prize,
        }
    };
    (ledger.entries.iter())
        .map(|e| match e {
            Entry::Place {
                schedule,
                place,
                player,
                amount,
                ..
            } => row(
                "place",
                schedule,
                Some(*place),
                Payee::Player(player),
                *amount,
                None,
            ),
            Entry::Reserved {
                schedule,
                place,
                player,
                amount,
                ..
            } => row(
                "reserved",
                schedule,
                Some(*place),
                Payee::Player(player),
                *amount,
                None,
            ),
            Entry::Team {
                prize,
                team,
                place,
                amount,
                ..
            } => row(
                "team",
                prize,
                Some(*place),
                Payee::Team(team),
                *amount,
                None,
            ),
            Entry::Award {
                award,
                player,
                amount,
            } => row("award", award, None, Payee::Player(player), *amount, None),
            Entry::Payment {
                payment,
                player,
                amount,
            } => row(
                "payment",
                payment,
                None,
                Payee::Player(player),
                *amount,
                None,
            ),
            Entry::Subsidy {
                subsidy,
                player,
                amount,
            } => row(
                "subsidy",
                subsidy,
                None,
                Payee::Player(player),
                *amount,
                None,
            ),
            Entry::InKind {
                source,
                place,
                payee,
                prize,
            } => {
                let payee = match payee {
                    engine::Payee::Player(id) => Payee::Player(id),
                    engine::Payee::Team(team) => Payee::Team(team),
                };
                row("in-kind", source, *place, payee, Money::ZERO, Some(prize))
            }
        })
        .collect()
}

/// Who a ledger row is handed to, borrowed.
enum Payee<'a> {
    Player(&'a PlayerId),
    Team(&'a str),
}

fn budget_row(b: &crate::engine::BudgetLine) -> BudgetRow<'_> {
    BudgetRow {
        schedule: &b.schedule,
        planned: b.planned,
        awarded: b.awarded,
        vacant: b.vacant,
        remainder: b.remainder,
    }
}

fn correction_row(line: &crate::corrections::Line) -> CorrectionRow<'_> {
    let (was, now) = (line.paid.withheld, line.due.withheld);
    let pair = |f: fn(&crate::corrections::Withheld) -> Money| {
        was.zip(now).map(|(a, b)| Change::of(f(&a), f(&b)))
    };
    CorrectionRow {
        group: &line.group,
        no: &line.no,
        name: &line.name,
        paid: line.paid.total,
        due: line.due.total,
        difference: line.difference().to_string(),
        gross: pair(|w| w.gross),
        tax: pair(|w| w.tax),
        net: pair(|w| w.net),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::SplitUnit;

    #[test]
    fn split_unit_is_recorded_in_settings_unless_it_is_the_fen() {
        let mut rules = Rules::shizhu_2019();
        let standings = Standings::of(&[], [("公开组", Vec::new()), ("少儿组", Vec::new())]);
        let outcome = crate::engine::compute(&rules, &standings).unwrap();
        // At the fen the key is left out, as a results.json written before
        // the setting existed has it.
        assert_eq!(settings_map(&rules, &outcome).get("split_unit"), None);
        rules.settings.split_unit = SplitUnit::Yuan;
        assert_eq!(
            settings_map(&rules, &outcome).get("split_unit"),
            Some(&serde_json::Value::from("yuan"))
        );
    }

    #[test]
    fn a_forfeit_time_is_recorded_in_settings_and_keeping_is_left_out() {
        let mut rules = Rules::shizhu_2019();
        let standings = Standings::of(&[], [("公开组", Vec::new()), ("少儿组", Vec::new())]);
        let outcome = crate::engine::compute(&rules, &standings).unwrap();
        // 保留 (the default) is left out, as a results.json written before
        // the key existed has it, so a later --paid compares equal.
        assert_eq!(settings_map(&rules, &outcome).get("uncollected"), None);
        rules.ceremony.uncollected =
            crate::rules::Uncollected::ForfeitAfter("2019-05-01 18:00".to_string());
        assert_eq!(
            settings_map(&rules, &outcome).get("uncollected"),
            Some(&serde_json::json!({ "forfeit_after": "2019-05-01 18:00" }))
        );
    }
}
