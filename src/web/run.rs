//! One run for the web page: `pipeline::run_in_memory` on an upload, the
//! problems that stop it in the shape of the JSON API, the zip of the four
//! files, the pipeline's summary as the page shows it, and 为什么 for one
//! player of a kept run.

use super::text::Lang;
use crate::engine::{KindTotals, Outcome, PlayerId};
use crate::explain::words::main_reasons;
use crate::explain::{Lookup, find_player};
use crate::money::Money;
use crate::msg::Msg;
use crate::msg::warning_lines::{Listed, listed};
use crate::pipeline::{InMemoryRun, OUTPUT_NAMES, RulesSource, RunError, Stop, in_memory};
use crate::report::Report;
use crate::report::payouts::item_label;
use crate::report::printed::{Printed, printed};
use crate::rules::Rules;
use crate::rules::{DEFAULT_RULES_NAME, RulesProblem};
use crate::standings::Warning;
use crate::standings::problem::Problem as InputProblem;
use serde::Serialize;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::io::{Cursor, Write};

/// What the page sends: the pipeline's request (the upload's bytes, the
/// rules, the setting).
pub use crate::pipeline::Request as Input;

/// The names of the files a run offers, in the order `xqprize run` writes
/// them, and the zip of all four.
pub const FILES: [&str; 4] = OUTPUT_NAMES;
pub const ZIP: &str = "all.zip";

/// The rules shipped in the binary (`rules::templates`), the default first.
use crate::rules::templates::TEMPLATES;

/// A finished run, kept for its downloads and for 为什么.
pub struct Ran {
    run: InMemoryRun,
    zip: Vec<u8>,
    /// What each winner of a prize besides money was given (`in_kind`).
    in_kind: BTreeMap<PlayerId, Vec<String>>,
    /// The figures the page shows (results.json is among the files).
    pub summary: Value,
    /// What the run was computed from, for keeping it as an event.
    pub source: Source,
}

/// A run's inputs as sent: the rules file's text and the standings'
/// bytes, kept with the run so that 保存为赛事 keeps them beside its
/// results.json.
#[derive(Debug, Clone, Default)]
pub struct Source {
    pub rules_toml: String,
    pub standings_name: String,
    pub standings: Vec<u8>,
}

impl Ran {
    /// Page `page` of the players matching `query` (see `players::find`).
    pub fn find(&self, query: &str, page: usize) -> super::players::Found {
        super::players::find(
            &self.run.report.read.standings,
            &self.run.report.computed.outcome.payouts,
            &self.in_kind,
            query,
            page,
        )
    }

    /// About how many bytes the run holds in memory: its files, the zip,
    /// and what is read and computed for each player (measured on
    /// 125 000 players, rounded up).
    pub fn weight(&self) -> usize {
        let files: usize = self.run.files.iter().map(|f| f.bytes.len()).sum();
        files
            + self.zip.len()
            + self.source.standings.len()
            + self.source.rules_toml.len()
            + self.run.report.read.standings.player_count() * PLAYER_BYTES
    }

    /// The name a download is saved as: the event's short name and what
    /// the file is, e.g. 「2019冉氏杯 奖金发放表.xlsx」.
    pub fn saved_as(&self, file: &str) -> Option<String> {
        saved_as(&self.run.report.loaded.rules, file)
    }

    /// The award lists and the payout table as the page prints them, made
    /// from the lists and rows of awards.xlsx and payouts.xlsx; the
    /// table's rows only up to `PRINT_ROWS` people.
    pub fn printed(&self, lang: Lang) -> anyhow::Result<Printed> {
        printed(&self.run.report.report(lang), lang, PRINT_ROWS)
    }

    /// What `player` is paid, if anything: the total and each item as
    /// payouts.xlsx words it.
    pub fn paid(&self, player: PlayerId, lang: Lang) -> Option<(String, Vec<String>)> {
        let run = &self.run.report;
        let payout = (run.computed.outcome.payouts.iter()).find(|p| p.player == player)?;
        let report = Report {
            rules: &run.loaded.rules,
            standings: &run.read.standings,
            outcome: &run.computed.outcome,
            rules_name: String::new(),
            rules_sha256: String::new(),
            version: "",
            warnings: &[],
            lang,
        };
        let items = (payout.items.iter())
            .map(|item| item_label(&report, item, lang))
            .collect();
        let paid = payout.tax.map_or(payout.total, |w| w.net);
        Some((paid.to_string(), items))
    }

    /// The run's report (for 「与已发放的结果比较」).
    pub fn report(&self) -> &crate::pipeline::RunReport {
        &self.run.report
    }

    /// Whether the page offers `file`: qualifiers.xlsx only when the
    /// rules have qualifier lists (an empty 晋级名单 is no output of theirs).
    pub fn offers(&self, file: &str) -> bool {
        offered(&self.run.report.loaded.rules, file)
    }

    /// The bytes of one download by its name.
    pub fn file(&self, name: &str) -> Option<&[u8]> {
        if name == ZIP {
            return Some(&self.zip);
        }
        self.run
            .files
            .iter()
            .find(|f| f.name == name)
            .map(|f| f.bytes.as_slice())
    }
}

/// Whether the page offers `file` for these rules (`Ran::offers`); the
/// zip holds the files offered.
fn offered(rules: &Rules, file: &str) -> bool {
    file != "qualifiers.xlsx" || !rules.qualifiers.is_empty()
}

/// The name a download is saved as (`Ran::saved_as`), also its name in
/// the zip.
fn saved_as(rules: &Rules, file: &str) -> Option<String> {
    let what = match file {
        "payouts.xlsx" => "奖金发放表.xlsx",
        "awards.xlsx" => "获奖名单.xlsx",
        "qualifiers.xlsx" => "晋级名单.xlsx",
        "results.json" => "计算结果.json",
        ZIP => "奖金发放表及名单.zip",
        _ => return None,
    };
    Some(format!(
        "{} {what}",
        short_name(&rules.event, rules.event_year)
    ))
}

/// A file the ceremony hands over (`what`, e.g. 「领奖记录.xlsx」) under the
/// event's short name, as `saved_as` names the run's own files.
pub(super) fn saved_as_named(rules: &Rules, what: &str) -> String {
    format!("{} {what}", short_name(&rules.event, rules.event_year))
}

/// The most people whose rows the printed payout table carries; beyond,
/// payouts.xlsx is the one to print.
pub const PRINT_ROWS: usize = 3000;

/// What a run holds in memory for each player read, beyond its files.
pub const PLAYER_BYTES: usize = 1024;

/// An event's short name for file names: the year and the name in quotes
/// (「2019冉氏杯」), else the whole name; never a character a file name
/// cannot hold.
fn short_name(event: &str, year: i32) -> String {
    let quoted = event
        .split_once('“')
        .and_then(|(_, rest)| rest.split_once('”'))
        .map(|(name, _)| name.trim())
        .filter(|name| !name.is_empty());
    let name = match quoted {
        Some(name) => format!("{year}{name}"),
        None => event.trim().to_string(),
    };
    let name: String = name
        .chars()
        .map(|c| {
            if "\\/:*?\"<>|".contains(c) || c.is_control() {
                '_'
            } else {
                c
            }
        })
        .collect();
    if name.is_empty() {
        "xqprize".to_string()
    } else {
        name
    }
}

/// One problem that stops a run, in the shape results.json gives warnings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub code: &'static str,
    pub sheet: Option<String>,
    /// A1 reference, e.g. "F17".
    pub cell: Option<String>,
    pub row: Option<u32>,
    pub column: Option<String>,
    pub message: String,
}

impl Problem {
    pub fn plain(code: &'static str, message: impl Into<String>) -> Problem {
        Problem {
            code,
            sheet: None,
            cell: None,
            row: None,
            column: None,
            message: message.into(),
        }
    }
}

/// Run the pipeline on an upload, as `xqprize run` does, writing nothing.
pub fn run(input: Input) -> Result<Ran, Vec<Problem>> {
    let lang = input.lang;
    let source = match &input.workbook {
        crate::pipeline::Workbook::Bytes { name, bytes } => Source {
            rules_toml: input.rules.text.clone(),
            standings_name: name.clone(),
            standings: bytes.clone(),
        },
        crate::pipeline::Workbook::File(_) => Source::default(),
    };
    let run = in_memory(input).map_err(|e| problems(e, lang))?;
    let zip = zip_of(&run).map_err(|e| vec![Problem::plain("output.failed", e.to_string())])?;
    let summary = figures(&run, lang);
    let report = &run.report;
    let in_kind = super::in_kind::in_kind(&report.loaded.rules, &report.computed.outcome, lang);
    Ok(Ran {
        run,
        zip,
        in_kind,
        summary,
        source,
    })
}

/// Every problem of a run that stopped, each with its catalogue code and
/// its message in `lang`, as `xqprize run` prints them.
fn problems(error: RunError, lang: Lang) -> Vec<Problem> {
    // In the page's words: no command-line flag (`Msg::render_on_page`).
    let coded = |message: &Msg| Problem::plain(message.code(), message.render_on_page(lang));
    let rules = |p: &RulesProblem| Problem {
        code: p.message.code(),
        ..Problem::plain("", p.render(lang))
    };
    match error {
        // A syntax error comes alone: the rules' reading stops at the first.
        RunError::Rules(e) => e.problems.iter().map(rules).collect(),
        RunError::Input(e) => e.problems.iter().map(|p| input_problem(p, lang)).collect(),
        RunError::Stop(Stop::MissingColumns(lacking)) => lacking.iter().map(rules).collect(),
        RunError::Stop(Stop::Engine(e)) => vec![coded(&e.message())],
        // The page's own words: the page user has no file of a built-in
        // template and no command line.
        RunError::Stop(Stop::NothingToPay(file)) => vec![Problem::plain(
            Msg::RulesNothingToPay {
                file: String::new(),
            }
            .code(),
            (super::text::texts(lang).rules_nothing_to_pay).replace("{}", &rules_known_as(&file)),
        )],
        RunError::Stop(Stop::Empty(file)) => vec![coded(&Msg::StandingsEmpty { file })],
        RunError::Stop(Stop::Audit(computed)) => (computed.audit.warnings().iter())
            .map(|w| Problem {
                sheet: Some(w.sheet.clone()),
                row: w.row,
                column: w.column.clone(),
                ..coded(&w.message)
            })
            .collect(),
        RunError::Output(e) => vec![Problem::plain("output.failed", format!("{e:#}"))],
    }
}

/// A problem of the standings: where it is, and what it is. The same
/// problem down many rows of one column keeps its row ranges in the text.
fn input_problem(p: &InputProblem, lang: Lang) -> Problem {
    if p.rows.len() > 1 {
        return Problem::plain(p.message.code(), p.render(lang));
    }
    Problem {
        sheet: p.sheet.clone(),
        row: p.cell.as_deref().and_then(row_of),
        cell: p.cell.clone(),
        column: p.column.clone(),
        ..Problem::plain(p.message.code(), p.message.render_on_page(lang))
    }
}

/// The figures of the page: the pipeline's summary (players per sheet,
/// each schedule's planned, awarded, vacant and remainder, the budget
/// check, its text as `run` prints it) and the warnings as `check` lists
/// them.
fn figures(run: &InMemoryRun, lang: Lang) -> Value {
    let report = &run.report;
    let s = &report.summary;
    let sheets: Vec<Value> = s
        .sheets
        .iter()
        .map(|(sheet, players)| json!({"sheet": sheet, "players": players}))
        .collect();
    let [planned, awarded, vacant, remainder] = &s.totals;
    let (rules, outcome) = (&report.loaded.rules, &report.computed.outcome);
    // Team prizes (团体奖), paid to teams: their own lines after the
    // schedules, and in the total of every prize, as payouts.xlsx's
    // 团体奖金发放表 pays them.
    let team_lines: Vec<Value> = (outcome.teams.budget.iter())
        .map(|line| {
            json!({
                "id": line.schedule,
                "name": rules.name_of(&line.schedule).unwrap_or(&line.schedule),
                "planned": line.planned.to_string(),
                "awarded": line.awarded.to_string(),
                "vacant": line.vacant.to_string(),
                "remainder": line.remainder.to_string(),
            })
        })
        .collect();
    let every = (outcome.budget.iter()).chain(&outcome.teams.budget);
    let mut all = [Money::ZERO; 4];
    for line in every {
        for (t, v) in all
            .iter_mut()
            .zip([line.planned, line.awarded, line.vacant, line.remainder])
        {
            *t += v;
        }
    }
    let [all_planned, all_awarded, all_vacant, all_remainder] = all.map(|m| m.to_string());
    // The ledger's money by kind (SPEC §19), every kind named: a kind
    // added to the ledger is said here too, or this does not compile.
    let KindTotals {
        places,
        reserved,
        teams,
        teams_paid,
        awards,
        awards_paid,
        payments,
        payments_paid,
        budgeted,
        budgeted_paid,
        subsidies,
        subsidies_paid,
        in_kind,
    } = KindTotals::of(&outcome.ledger, |id| rules.budget_names(id));
    let kinds = json!({
        "places": places.to_string(),
        "reserved": reserved.to_string(),
        "teams": teams.to_string(),
        "teams_paid": teams_paid,
        "awards": awards.to_string(),
        "awards_paid": awards_paid,
        "payments": (payments + budgeted).to_string(),
        "payments_paid": payments_paid + budgeted_paid,
        "subsidies": subsidies.to_string(),
        "subsidies_paid": subsidies_paid,
        "in_kind": in_kind,
    });
    json!({
        "event": s.event,
        "rules": report.loaded.name,
        "stacking": s.stacking,
        "sheets": sheets,
        "schedules": s.lines,
        "total": {
            "planned": planned,
            "awarded": awarded,
            "vacant": vacant,
            "remainder": remainder,
        },
        "people": s.people,
        "team_lines": team_lines,
        // Every prize: the schedules' and the teams' (the same as `total`
        // when the rules have no team prize).
        "all": {
            "planned": all_planned,
            "awarded": all_awarded,
            "vacant": all_vacant,
            "remainder": all_remainder,
        },
        "teams_paid": teams_paid,
        "kinds": kinds,
        // Winners of a prize in kind and no money: 获奖, not among those paid.
        "prize_only": s.in_kind.as_ref().map_or(0, |k| k.prize_only),
        "budget": {
            "published": s.published,
            "amended": s.amended,
            "subsidies": s.subsidies,
            "students": s.students,
            "amended_total": s.with_subsidies,
            "difference": s.difference,
            // The budget as the regulation states it (SPEC §19): compared
            // only where it publishes a total; 补充通知后 only with
            // amendments; each kind only where the rules have it.
            "stated": s.stated,
            "amendments": s.amendments,
            "subsidy_paid": s.subsidy_paid.as_ref().map(|(total, _)| total),
            "awards_paid": s.awards_paid.as_ref().map(|(total, _)| total),
            // Payments `[budget]` names, and the fixed amounts of reserved
            // places (stated money, never over): each only where there is some.
            "budgeted_paid": s.budgeted_paid.as_ref().map(|(total, _)| total),
            "fixed": s.fixed,
        },
        "in_kind": in_kind_list(rules, outcome, lang),
        "warnings": s.warnings,
        "warning_lines": warning_lines(&report.computed.warnings, lang),
        "text": s.render(lang),
    })
}

/// The prizes in kind counted (奖品清单), as awards.xlsx's sheet has them:
/// its title, headers, one line per prize and the total; none (the block
/// not shown) when the event gives no prize in kind.
fn in_kind_list(rules: &Rules, outcome: &Outcome, lang: Lang) -> Option<Value> {
    use crate::report::awards::in_kind::{HEADERS, sheet_name};
    use crate::report::in_kind::{counted, total};
    let items = counted(rules, outcome);
    if items.is_empty() {
        return None;
    }
    let lines: Vec<Value> = (items.iter())
        .map(|i| json!({"prize": i.prize, "count": i.count, "given_for": i.given_for(lang)}))
        .collect();
    Some(json!({
        "title": format!("{} {}", rules.event, sheet_name(lang)),
        "headers": lang.each(HEADERS),
        "lines": lines,
        "total_label": lang.pick("合计", "Total"),
        "total": total(&items),
    }))
}

/// The warnings as `check` lists them: many of one kind in one column as
/// one line (`msg::warning_lines`), each with where, what and how many it
/// stands for.
fn warning_lines(warnings: &[Warning], lang: Lang) -> Vec<Value> {
    listed(warnings)
        .iter()
        .map(|line| {
            // A kind's line without its list of rows, which may be long:
            // the page shows this and opens the rest on request.
            let (code, brief) = match line {
                Listed::One(w) => (w.message.code(), w.text_on_page(lang)),
                Listed::Kind { example, .. } => (
                    example.message.code(),
                    crate::msg::text::for_example(example.row.unwrap_or_default(), lang)
                        + &example.text_on_page(lang),
                ),
            };
            json!({
                "code": code,
                "at": line.at(lang),
                "message": line.text_on_page(lang),
                "brief": brief,
                "count": line.count(),
            })
        })
        .collect()
}

/// The row number of an A1 reference ("F17" → 17).
fn row_of(cell: &str) -> Option<u32> {
    cell.trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok()
}

/// A zip of the files offered (the four, or three without qualifier
/// lists), each named as its own download, deflated, every entry dated 1980-01-01 so the
/// same run gives the same bytes.
fn zip_of(run: &InMemoryRun) -> zip::result::ZipResult<Vec<u8>> {
    use zip::write::SimpleFileOptions;
    let options = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default())
        .unix_permissions(0o644);
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let rules = &run.report.loaded.rules;
    for file in run.files.iter().filter(|f| offered(rules, f.name)) {
        let name = saved_as(&run.report.loaded.rules, file.name);
        zip.start_file(name.as_deref().unwrap_or(file.name), options)?;
        zip.write_all(&file.bytes)?;
    }
    Ok(zip.finish()?.into_inner())
}

/// 为什么 for one player: what they are paid (the conclusion the page
/// opens with) and `explain`'s text (the details below it).
#[derive(Debug, Serialize)]
pub struct Why {
    /// What the person receives, or `None` when paid nothing.
    pub paid: Option<String>,
    /// Each item paid, as payouts.xlsx words it.
    pub items: Vec<String>,
    /// The main reason, for a player paid nothing: each schedule whose pool
    /// holds the player and why it paid nothing, from the engine's record
    /// (`explain::words::main_reasons`).
    pub reasons: Vec<String>,
    /// Each prize besides money the player was given (「女子组名次奖第1名：
    /// 证书、奖牌」): a player given one is a winner, paid or not.
    pub prizes: Vec<String>,
    pub text: String,
}

/// 为什么 for one player of a kept run, as `xqprize explain` prints it.
pub fn why(ran: &Ran, player: &str, lang: Lang) -> Result<Why, Problem> {
    let texts = super::text::texts(lang);
    let report = &ran.run.report;
    let standings = &report.read.standings;
    match find_player(standings, player) {
        Lookup::Found(id) => {
            let paid = ran.paid(id, lang);
            let (rules, outcome) = (&report.loaded.rules, &report.computed.outcome);
            let record = crate::explain::explain(rules, standings, outcome, id);
            Ok(Why {
                reasons: main_reasons(rules, &record, lang),
                prizes: ran.in_kind.get(&id).cloned().unwrap_or_default(),
                text: report.explain(id, lang),
                items: paid
                    .as_ref()
                    .map(|(_, items)| items.clone())
                    .unwrap_or_default(),
                paid: paid.map(|(total, _)| total),
            })
        }
        Lookup::NotFound => Err(Problem::plain(
            "player.not_found",
            texts.no_such_player.replace("{}", player),
        )),
        Lookup::Ambiguous(ids) => {
            let names: Vec<String> = ids
                .iter()
                .map(|id| format!("{}:{}", id.group_name(standings), id.player(standings).no))
                .collect();
            Err(Problem::plain(
                "player.ambiguous",
                texts.ambiguous_player.replace("{}", player) + &names.join("、"),
            ))
        }
    }
}

/// The rules of a built-in template, named as `xqprize run` names the
/// built-in rules in `lang`.
pub fn builtin(name: &str, lang: Lang) -> Option<RulesSource> {
    if name == DEFAULT_RULES_NAME.trim_end_matches(".toml") {
        return Some(RulesSource::built_in(lang));
    }
    crate::rules::templates::by_id(name).map(|t| RulesSource {
        name: format!("{}.toml (built in)", t.id),
        text: t.text.to_string(),
    })
}

/// The built-in templates' names, the default first.
pub fn builtin_names() -> Vec<&'static str> {
    TEMPLATES.iter().map(|t| t.id).collect()
}

/// The built-in templates as the page offers them: the name it sends, the
/// Chinese name it shows, and whether it can run as it is (a template whose
/// prize tables are left to fill in is offered for download instead), the
/// default first.
pub fn builtin_offered() -> Vec<Value> {
    TEMPLATES
        .iter()
        .map(|t| {
            let runs = crate::rules::load(t.id, t.text).is_ok_and(|r| !r.has_nothing_to_pay());
            json!({ "id": t.id, "name": t.name, "runs": runs })
        })
        .collect()
}

/// A built-in template's file for download: `rules.toml` (the rules as
/// written) or `standings.xlsx` (a blank standings workbook for its
/// groups, as `xqprize init` writes it), the name it is saved as, and
/// its bytes.
pub fn template_file(id: &str, file: &str) -> Option<(String, Vec<u8>)> {
    let t = crate::rules::templates::by_id(id)?;
    match file {
        // Its comments in the page's words: no command line.
        "rules.toml" => Some((
            format!("{} 规则.toml", t.name),
            super::template_words::for_page(t.text).into_bytes(),
        )),
        "standings.xlsx" => {
            let rules = crate::rules::load(t.id, t.text).ok()?;
            let bytes = crate::report::blank::blank_standings(&rules).ok()?;
            Some((format!("{} 空白成绩册.xlsx", t.name), bytes))
        }
        _ => None,
    }
}

/// The name a person knows the rules by: a built-in template's Chinese
/// name, or the uploaded file's.
fn rules_known_as(file: &str) -> String {
    TEMPLATES
        .iter()
        .find(|t| {
            [Lang::Zh, Lang::En]
                .into_iter()
                .any(|lang| builtin(t.id, lang).is_some_and(|b| b.name == file))
        })
        .map_or_else(|| file.to_string(), |t| t.name.to_string())
}
