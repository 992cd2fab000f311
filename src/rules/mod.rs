//! The rules of one event as data: groups, prize schedules with their pools,
//! subsidies, qualifier lists, settings, and dated amendments. `RulesFile` is
//! what the TOML says; `Rules` is what is in force once the amendments are
//! applied, and is all the engine ever sees.

mod amend;
pub mod ceremony;
mod check;
pub mod columns;
mod duplicate;
pub mod encoding;
pub mod entrants;
pub mod filter;
pub mod id_document;
pub mod named;
pub mod nested_regions;
mod parse;
pub mod phases;
pub mod places;
mod schema;
mod source;
pub mod tables;
pub mod tax;
pub mod team_standings;
pub mod teams;
pub mod templates;
mod types;
pub mod undated;
mod walk;

#[cfg(test)]
mod tests;

pub use ceremony::{Ceremony, Uncollected};
pub use filter::Filter;
pub use id_document::IdDocument;
pub use phases::{AuditMode, First, Phase, PhaseKind, ScoreColumn, TieBreak};
pub use source::{Lines, Named};
pub use tax::{LABOUR, Rate, Tax, TaxAmounts, TaxMethod};
pub use teams::{
    ShortTeams, TeamColumn, TeamMeasure, TeamPrize, TeamRanking, TeamTie, UnlistedTeams,
};
pub use types::{
    Amendment, BudgetSection, Change, Chosen, ChosenAward, GrantKind, Group, GroupKind, LevelRule,
    Payment, PlaceAmount, PlaceRange, PlaceTable, QualifierList, RulesFile, Schedule, StatedBudget,
    Subsidy, SubsidyCondition,
};

use crate::money::Money;
use crate::msg::{Lang, Msg, text};
use crate::standings::Region;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// The rules file the binary carries: 2019 Shizhu, base regulation plus the
/// 2019-04-23 amendment.
pub const DEFAULT_RULES_NAME: &str = "shizhu-2019.toml";
pub const DEFAULT_RULES: &str = include_str!("../../templates/shizhu-2019.toml");

/// The 2024 恒芳杯 format and tie-breaks; prize tables left to fill in.
pub const HENGFANG_2024_RULES: &str = include_str!("../../templates/hengfang-2024.toml");

/// The 2013 含谷杯 format and tie-breaks; prize tables left to fill in.
pub const HANGU_2013_RULES: &str = include_str!("../../templates/hangu-2013.toml");

/// A commented blank rules file an organizer starts from.
pub const BLANK_RULES: &str = include_str!("../../templates/blank.toml");

/// Parse and check the rules file `name` (shown in messages, "rules.toml").
pub fn load(name: &str, text: &str) -> Result<Rules, RulesError> {
    load_with_lines(name, text).map(|(rules, _)| rules)
}

/// The problems a rules file is refused for, as (line, code), in order.
#[cfg(test)]
pub(crate) fn problem_codes(text: &str) -> Vec<(Option<usize>, &'static str)> {
    let error = load("rules.toml", text).expect_err("the rules are refused");
    error
        .problems
        .iter()
        .map(|p| (p.line, p.message.code()))
        .collect()
}

/// As `load`, also giving the lines of the file, for checks against the
/// standings (`columns::missing_columns`).
pub fn load_with_lines(name: &str, text: &str) -> Result<(Rules, Lines), RulesError> {
    RulesFile::parse_named(name, text)?.into_rules_with_lines()
}

/// The groups a rules file names, when they can be read even though the file
/// has problems: enough to read the standings and report their problems too.
pub fn groups_of(text: &str) -> Option<Vec<Group>> {
    let table = text.parse::<toml::Table>().ok()?;
    let toml::Value::Array(entries) = table.get("groups")? else {
        return None;
    };
    entries
        .iter()
        .map(|entry| {
            // Unknown keys are reported elsewhere; here they are left out.
            let mut group = entry.as_table()?.clone();
            group.retain(|key, _| ["sheet", "kind", "rounds", "knockout"].contains(&key));
            toml::Value::Table(group).try_into().ok()
        })
        .collect()
}

/// How to read the standings under a rules file that has errors: its own
/// `[regions]`, header names and 地区 spellings, each as far as it can be
/// read, and nothing of any other event's (no regions: 地区 is free text).
pub fn read_options_of(
    text: &str,
    sheets: &[(String, String)],
) -> crate::standings::read::ReadOptions {
    let table = text.parse::<toml::Table>().unwrap_or_default();
    let mut regions: crate::standings::Regions = table
        .get("regions")
        .and_then(|v| v.clone().try_into().ok())
        .unwrap_or_default();
    let mut lines = Lines::new("");
    walk::walk(text, &mut lines, &mut source::Problems::default());
    regions.order_by(|r| lines.line(&format!("regions.{}", r.label())));
    // Each alias that can be read; the others are the file's errors.
    fn each<T: serde::de::DeserializeOwned>(settings: Option<&toml::Value>, key: &str) -> Vec<T> {
        let entries = settings.and_then(|s| s.get(key)).and_then(|v| v.as_array());
        entries
            .into_iter()
            .flatten()
            .filter_map(|e| e.clone().try_into().ok())
            .collect()
    }
    let settings = table.get("settings");
    let header_aliases: Vec<HeaderAlias> = each(settings, "header_aliases");
    let region_aliases: Vec<RegionAlias> = each(settings, "region_aliases");
    let mut options = reading(sheets, regions, &header_aliases, &region_aliases);
    // The columns committee awards and payments are read from, as far as
    // they can be read.
    let marked = ["awards", "payments"].map(|t| table.get(t).and_then(|v| v.as_array()));
    options.marks = (marked.into_iter().flatten().flatten())
        .filter_map(|a| Some(a.get("column")?.as_str()?.to_string()))
        .collect();
    // A team prize's member column and team-name column of its own.
    let teams: Vec<teams::TeamPrize> = (table.get("teams").and_then(|v| v.as_array()))
        .into_iter()
        .flatten()
        .filter_map(|t| t.clone().try_into().ok())
        .collect();
    options
        .marks
        .extend(teams.iter().filter_map(|t| t.members.clone()));
    options.texts = (teams.iter())
        .filter_map(|t| match &t.team_column {
            TeamColumn::Named(header) => Some(header.clone()),
            _ => None,
        })
        .collect();
    // The column of the identity document, as far as it can be read.
    options.document = (settings.and_then(|s| s.get("id_document")))
        .and_then(|d| Some(d.get("column")?.as_str()?.to_string()));
    // The event's day, as far as it can be read.
    let event_year = table.get("event_year").and_then(|v| v.as_integer());
    let age_date = (settings.and_then(|s| s.get("age_date")))
        .and_then(|v| v.as_str())
        .and_then(|d| crate::standings::cell::date_text(&crate::vocab::fold(d)));
    options.event_day = event_year
        .and_then(|y| i32::try_from(y).ok())
        .map(|event_year| crate::standings::EventDay {
            event_year,
            age_date,
        });
    options
}

/// Read options from the parts of a rules file that say how to read.
fn reading(
    sheets: &[(String, String)],
    mut regions: crate::standings::Regions,
    header_aliases: &[HeaderAlias],
    region_aliases: &[RegionAlias],
) -> crate::standings::read::ReadOptions {
    for a in region_aliases {
        regions.add_spelling(&a.region, &a.name);
    }
    crate::standings::read::ReadOptions {
        sheets: sheets.to_vec(),
        header_aliases: header_aliases
            .iter()
            .filter_map(|a| {
                crate::standings::Column::from_header(&a.column).map(|c| (a.name.clone(), c))
            })
            .collect(),
        regions,
        // The front end's to decide (`pipeline::Request::threads`).
        ..Default::default()
    }
}

/// Whether prizes from different schedules add up: the stacking setting
/// (`stacking` in the rules file's `[settings]`, `--prizes-per-player` on the
/// command line, 奖金叠加 in the regulations).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[cfg_attr(feature = "app", derive(clap::ValueEnum))]
#[serde(rename_all = "kebab-case")]
pub enum Stacking {
    /// Every prize a player wins is paid (兼得).
    #[default]
    #[serde(alias = "兼得")]
    All,
    /// One place prize per player, the largest; the place passes down
    /// (名次顺延; 不兼得).
    #[serde(alias = "不兼得")]
    One,
}

impl Stacking {
    /// The words of the rules file and the command line, "all" first.
    pub const LABELS: [&'static str; 2] = [Stacking::All.label(), Stacking::One.label()];

    pub const fn label(self) -> &'static str {
        match self {
            Stacking::All => "all",
            Stacking::One => "one",
        }
    }
}

/// How a player's place prizes combine in this run: resolved once, from the
/// rules file's `stacking` and `not_combined` and a front end's override
/// (`Rules::combining`), and said by every output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Combining {
    /// Every place prize a player wins is paid (兼得).
    All,
    /// One place prize per player, the largest; the places pass down.
    One,
    /// Prizes add up, except within each set (its schedules' names, in
    /// rules order): there the largest is paid and the places pass down
    /// (「女子奖与名次奖不兼得」).
    Sets(Vec<Vec<String>>),
}

impl Combining {
    /// The word results.json and the page's summary carry: "all", "one",
    /// "sets".
    pub const fn label(&self) -> &'static str {
        match self {
            Combining::All => "all",
            Combining::One => "one",
            Combining::Sets(_) => "sets",
        }
    }

    /// In the words every output uses (`text::combining`).
    pub fn words(&self, lang: crate::msg::Lang) -> String {
        let sets = match self {
            Combining::Sets(sets) => sets.as_slice(),
            Combining::All | Combining::One => &[],
        };
        crate::msg::text::combining(self.label(), sets, lang)
    }

    /// The `stacking` setting it came from: sets are written under "all".
    pub const fn stacking(&self) -> Stacking {
        match self {
            Combining::One => Stacking::One,
            Combining::All | Combining::Sets(_) => Stacking::All,
        }
    }
}

/// How a player's age is counted for the age bands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum AgeRule {
    /// Event year minus birth year (Chinese youth events group by calendar year).
    #[default]
    CalendarYear,
    /// Whole years completed on `age_date`.
    CompletedYears,
}

/// What happens when players still tied share places that pay different amounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum TieRule {
    /// They share the sum of those places equally, rounded down to the fen
    /// (a warning names the tie). In stacking "one" such a tie is always refused.
    #[default]
    #[serde(alias = "平分")]
    Split,
    /// The run stops and names the tie: the arbiters must settle it (报错).
    #[serde(alias = "报错")]
    Refuse,
}

/// The unit a shared amount is split to (`split_unit` in `[settings]`): each
/// share is rounded down to it and the remainder reported in the budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum SplitUnit {
    /// To the fen (分): two decimal places.
    #[default]
    #[serde(alias = "分")]
    Fen,
    /// To the jiao (角): one decimal place.
    #[serde(alias = "角")]
    Jiao,
    /// To the whole yuan (元), or the whole unit of the event's currency.
    #[serde(alias = "元")]
    Yuan,
}

impl SplitUnit {
    /// The decimal places a share keeps.
    pub const fn decimals(self) -> u32 {
        match self {
            SplitUnit::Fen => 2,
            SplitUnit::Jiao => 1,
            SplitUnit::Yuan => 0,
        }
    }

    /// The word of the rules file, in English.
    pub const fn label(self) -> &'static str {
        match self {
            SplitUnit::Fen => "fen",
            SplitUnit::Jiao => "jiao",
            SplitUnit::Yuan => "yuan",
        }
    }

    fn is_fen(&self) -> bool {
        *self == SplitUnit::Fen
    }
}

/// What a front end may change of the rules file's settings for one run
/// (the command line's `--prizes-per-player`, a web form's choice).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Overrides {
    pub stacking: Option<Stacking>,
}

impl Overrides {
    /// The settings in force: the rules file's, then these overrides.
    pub fn resolve(&self, file: &Settings) -> Settings {
        let mut settings = file.clone();
        if let Some(stacking) = self.stacking {
            settings.stacking = stacking;
        }
        settings
    }
}

/// The choices the regulation leaves to the organizer
/// (docs/prizes.md#settings-at-a-glance).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub stacking: Stacking,
    pub ties: TieRule,
    /// The unit shared places are split to (分, 角, 元). Left out of the
    /// serialised settings at its default, so the fingerprint a paid run's
    /// results.json recorded before the key existed still matches.
    #[serde(skip_serializing_if = "SplitUnit::is_fen")]
    pub split_unit: SplitUnit,
    pub age_rule: AgeRule,
    /// The day ages are counted on, with `age_rule = "completed-years"`.
    pub age_date: Option<NaiveDate>,
    /// Titles (称号) that make a player a master, besides `MASTER_TITLES`.
    pub master_titles: Vec<String>,
    /// Regions that count as home (本地籍), for the reasons given for
    /// ineligibility.
    pub home_regions: Vec<Region>,
    /// What being from a home region is called: 本地籍 unless the rules
    /// say otherwise (成都籍).
    pub home_name: String,
    /// Titles that are known and no master's, besides `OTHER_TITLES`.
    pub other_titles: Vec<String>,
    /// More names for the standings' column headers.
    pub header_aliases: Vec<HeaderAlias>,
    /// More spellings of the 地区 values.
    pub region_aliases: Vec<RegionAlias>,
    /// Headers that name no column, though they look like one (备注（性别）).
    pub ignore_columns: Vec<String>,
    /// Whether the standings audit's findings are warnings or errors.
    pub audit: AuditMode,
    /// Sets of schedules (ids or names) whose place prizes a player cannot
    /// combine (不兼得): one prize per player within a set, added up across.
    pub not_combined: Vec<Vec<String>>,
    /// The identity document a payee must have (身份证, 不需要, or a
    /// column). Left out of the serialised settings at its default.
    #[serde(skip_serializing_if = "IdDocument::is_id_card")]
    pub id_document: IdDocument,
}

/// Another name for a column header: `{ column = "编号", name = "参赛号" }`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderAlias {
    pub column: String,
    pub name: String,
}

/// Another spelling of a 地区 value: `{ region = "成都", name = "成华区" }`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RegionAlias {
    pub region: Region,
    pub name: String,
}

/// The 称号 that make a player a master (docs/input.md): national and
/// international titles, in the spellings arbiters use.
pub const MASTER_TITLES: [&str; 9] = [
    "特级大师",
    "特大",
    "象棋特级大师",
    "国际特级大师",
    "大师",
    "象棋大师",
    "国家大师",
    "国家级大师",
    "国际大师",
];

/// 称号 that are known and make no master: amateur grades and honours.
pub const OTHER_TITLES: [&str; 12] = [
    "棋协大师",
    "棋协候补大师",
    "候补大师",
    "一级棋士",
    "二级棋士",
    "三级棋士",
    "一级",
    "二级",
    "三级",
    "省冠",
    "名手",
    "无",
];

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            stacking: Stacking::All,
            ties: TieRule::Split,
            split_unit: SplitUnit::Fen,
            age_rule: AgeRule::CalendarYear,
            age_date: None,
            master_titles: ["特级大师", "特大", "象棋特级大师", "大师", "象棋大师"]
                .map(String::from)
                .to_vec(),
            home_regions: Vec::new(),
            home_name: "本地籍".to_string(),
            other_titles: Vec::new(),
            header_aliases: Vec::new(),
            region_aliases: Vec::new(),
            ignore_columns: Vec::new(),
            audit: AuditMode::Warn,
            not_combined: Vec::new(),
            id_document: IdDocument::IdCard,
        }
    }
}

/// A prize schedule in force: its places' amounts, place 1 first.
#[derive(Debug, Clone, PartialEq)]
pub struct ScheduleInForce {
    pub id: String,
    pub name: String,
    pub pool: Filter,
    /// Amount of place k at index k-1.
    pub amounts: Vec<Money>,
    /// Prize text (奖杯, 证书, 礼品) of place k at index k-1, if any.
    pub prizes: Vec<Option<String>>,
    /// Sum of the places as the base regulation had them.
    pub base_planned: Money,
    /// The amendment (date) that changed this schedule, if any.
    pub amended_by: Option<String>,
    /// 递补: the regions whose players take the places the pool leaves vacant.
    pub fill_from: Option<Vec<crate::standings::Region>>,
    /// 名额: places kept for a sub-pool.
    pub reserved: Option<types::Reserved>,
    /// Prize tables by the number of players, before the field is known;
    /// `tables::for_field` puts the one that fits into `amounts`.
    pub tables: Vec<TableInForce>,
    /// The table in force, once chosen for the field.
    pub table: Option<ChosenTable>,
}

/// One prize table of a schedule, expanded as `ScheduleInForce` holds places.
#[derive(Debug, Clone, PartialEq)]
pub struct TableInForce {
    pub players: entrants::Entrants,
    pub amounts: Vec<Money>,
    pub prizes: Vec<Option<String>>,
}

/// The table a schedule pays by: the players counted and its bounds
/// (「参赛 28 人，按 16-31 人奖金表发放」).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChosenTable {
    /// The players listed on the group's sheet.
    pub players: u32,
    pub bounds: entrants::Entrants,
}

impl ScheduleInForce {
    pub fn planned(&self) -> Money {
        self.amounts.iter().copied().sum()
    }

    /// Amount of `place` (1-based); zero beyond the last place.
    pub fn amount(&self, place: usize) -> Money {
        place
            .checked_sub(1)
            .and_then(|i| self.amounts.get(i))
            .copied()
            .unwrap_or(Money::ZERO)
    }

    /// Prize text of `place` (1-based), if the regulation names one.
    pub fn prize(&self, place: usize) -> Option<&str> {
        place
            .checked_sub(1)
            .and_then(|i| self.prizes.get(i))
            .and_then(Option::as_deref)
    }

    /// Whether `place` (1-based) is a prize place: it pays money or gives a
    /// prize (礼品, 证书), or both.
    pub fn gives(&self, place: usize) -> bool {
        !self.amount(place).is_zero() || self.prize(place).is_some()
    }

    /// Whether the schedule picks places out of the order (幸运奖
    /// 「第11、21、31名」, 「第31至40名」): it does not start at place 1, and
    /// may skip places (a schedule from place 1 runs without gaps, the
    /// check sees to it). Such places are paid where they fall and add up
    /// with every other prize (`engine::stack_sets`).
    pub fn picks_places(&self) -> bool {
        !self.gives(1)
    }

    /// The places that pay money or give a prize, in order, as ranges
    /// ("11", "31-40"): how the schedule writes them.
    pub fn places_written(&self) -> Vec<PlaceRange> {
        let mut out: Vec<PlaceRange> = Vec::new();
        for place in (1..=self.amounts.len()).filter(|&p| self.gives(p)) {
            let place = u32::try_from(place).unwrap_or(u32::MAX);
            let same = |r: &PlaceRange| {
                r.to + 1 == place
                    && self.amount(r.to as usize) == self.amount(place as usize)
                    && self.prize(r.to as usize) == self.prize(place as usize)
            };
            match out.last_mut() {
                Some(r) if same(r) => r.to = place,
                _ => out.push(PlaceRange {
                    from: place,
                    to: place,
                }),
            }
        }
        out
    }
}

/// A schedule of the base regulation that an amendment cancelled.
#[derive(Debug, Clone, PartialEq)]
pub struct CancelledSchedule {
    pub id: String,
    pub name: String,
    pub base_planned: Money,
    pub cancelled_by: String,
}

/// What is in force for an event.
#[derive(Debug, Clone, PartialEq)]
pub struct Rules {
    pub event: String,
    pub event_year: i32,
    pub settings: Settings,
    /// The event's regions (地区); none: 地区 is free text.
    pub regions: crate::standings::Regions,
    pub groups: Vec<Group>,
    pub schedules: Vec<ScheduleInForce>,
    pub cancelled: Vec<CancelledSchedule>,
    pub subsidies: Vec<Subsidy>,
    pub qualifiers: Vec<QualifierList>,
    pub budget: Option<StatedBudget>,
    /// Dates of the amendments applied, in order.
    pub amendments: Vec<String>,
    /// Tax withholding (docs/tax.md); none when the file has no `[tax]`.
    pub tax: Option<Tax>,
    /// Team prizes (团体奖), in file order.
    pub teams: Vec<TeamPrize>,
    /// What becomes of a prize not collected at the ceremony.
    pub ceremony: Ceremony,
}

impl Rules {
    /// The built-in rules (the default template).
    pub fn shizhu_2019() -> Rules {
        RulesFile::parse(DEFAULT_RULES)
            .and_then(RulesFile::into_rules)
            .expect("the built-in rules file is valid")
    }

    /// These rules with their settings resolved against `overrides`: the
    /// rules file's settings, then the front end's overrides. The engine
    /// reads its settings from here and nowhere else.
    pub fn with_overrides(mut self, overrides: &Overrides) -> Rules {
        self.settings = overrides.resolve(&self.settings);
        self
    }

    /// The rules with another stacking setting (for comparing the two).
    pub fn with_stacking(&self, stacking: Stacking) -> Rules {
        self.clone().with_overrides(&Overrides {
            stacking: Some(stacking),
        })
    }

    /// The sets of schedules a player's prizes do not combine within, as
    /// schedule indices in rules order: `stacking = "one"` is one set of
    /// every schedule; otherwise each set of `not_combined`, a name being a
    /// schedule's id, else its name. Schedules no longer in force (an
    /// amendment cancelled them) drop out of their set.
    ///
    /// A schedule of places picked out of the order (幸运奖, `picks_places`)
    /// is in no set: its places are paid where they fall and add up with
    /// every other prize. The rules file cannot name one in `not_combined`
    /// or beside `stacking = "one"` (the check refuses it); this keeps a
    /// command-line `--prizes-per-player one` from handing 第11名 to the
    /// best player left.
    pub fn stack_sets(&self) -> Vec<Vec<usize>> {
        if self.settings.stacking == Stacking::One {
            let set: Vec<usize> = (self.schedules.iter().enumerate())
                .filter(|(_, s)| !s.picks_places())
                .map(|(i, _)| i)
                .collect();
            return vec![set].into_iter().filter(|s| !s.is_empty()).collect();
        }
        let index = |name: &String| {
            let by = |f: &dyn Fn(&ScheduleInForce) -> bool| self.schedules.iter().position(f);
            by(&|s| s.id == *name).or_else(|| by(&|s| s.name == *name))
        };
        (self.settings.not_combined.iter())
            .map(|names| {
                let mut set: Vec<usize> = (names.iter().filter_map(index))
                    .filter(|&i| !self.schedules[i].picks_places())
                    .collect();
                set.sort_unstable();
                set.dedup();
                set
            })
            .filter(|set| !set.is_empty())
            .collect()
    }

    /// The combining of place prizes in force, with the sets' schedules by
    /// name.
    pub fn combining(&self) -> Combining {
        if self.settings.stacking == Stacking::One {
            return Combining::One;
        }
        let sets: Vec<Vec<String>> = (self.stack_sets().into_iter())
            .map(|set| {
                set.into_iter()
                    .map(|i| self.schedules[i].name.clone())
                    .collect()
            })
            .collect();
        if sets.is_empty() {
            Combining::All
        } else {
            Combining::Sets(sets)
        }
    }

    /// The sheet names of the groups, in order: what to read from the standings.
    pub fn sheets(&self) -> Vec<&str> {
        self.groups.iter().map(|g| g.sheet.as_str()).collect()
    }

    /// The team standings sheets the team prizes are paid from, in order,
    /// each once.
    pub fn team_sheets(&self) -> Vec<String> {
        let mut sheets: Vec<String> = Vec::new();
        for prize in &self.teams {
            match prize.ranking() {
                TeamRanking::FromSheet { sheet, .. } => {
                    if !sheets.iter().any(|s| s == sheet) {
                        sheets.push(sheet.to_string());
                    }
                }
                TeamRanking::Computed { .. } => {}
            }
        }
        sheets
    }

    /// The name of a schedule (in force or cancelled), subsidy or qualifier
    /// list, looked up by its id in that order.
    pub fn name_of(&self, id: &str) -> Option<&str> {
        self.schedules
            .iter()
            .map(|s| (&s.id, &s.name))
            .chain(self.cancelled.iter().map(|c| (&c.id, &c.name)))
            .chain(self.subsidies.iter().map(|s| (&s.id, &s.name)))
            .chain(self.qualifiers.iter().map(|q| (&q.id, &q.name)))
            .chain(self.teams.iter().map(|t| (&t.id, &t.name)))
            .find(|(i, _)| i.as_str() == id)
            .map(|(_, name)| name.as_str())
    }

    /// Whether `id` is a subsidy proper (`[[subsidies]]`, `add-subsidy`):
    /// neither a payment nor a committee award.
    pub fn is_subsidy(&self, id: &str) -> bool {
        (self.subsidies.iter()).any(|s| s.id == id && !s.payment && s.chosen.is_none())
    }

    /// The committee's choice, when `id` is an award it chooses (`[[awards]]`);
    /// none for a payment, even one to players named or marked.
    pub fn chosen(&self, id: &str) -> Option<&Chosen> {
        let grant = self.subsidies.iter().find(|s| s.id == id && !s.payment)?;
        grant.chosen.as_ref()
    }

    /// The players named or marked, when `id` is an award the committee
    /// chooses or a payment to the players it names or marks.
    pub fn named(&self, id: &str) -> Option<&Chosen> {
        self.subsidies.iter().find(|s| s.id == id)?.chosen.as_ref()
    }

    /// Whether `id` is a payment that is not a prize (`[[payments]]`).
    pub fn is_payment(&self, id: &str) -> bool {
        self.subsidies.iter().any(|s| s.id == id && s.payment)
    }

    /// Whether a section of the published budget (`[budget]`) names `id`:
    /// a payment so named counts inside the prize budget (SPEC §19).
    pub fn budget_names(&self, id: &str) -> bool {
        (self.budget.iter().flat_map(|b| &b.sections)).any(|s| s.schedules.iter().any(|x| x == id))
    }

    /// The prize text (奖杯, 证书, 礼品) of a schedule's place, if any.
    pub fn prize_of(&self, schedule: &str, place: u32) -> Option<&str> {
        let s = self.schedules.iter().find(|s| s.id == schedule)?;
        s.prize(place as usize)
    }

    pub fn group(&self, sheet: &str) -> Option<&Group> {
        self.groups.iter().find(|g| g.sheet == sheet)
    }

    /// Place prizes (team prizes included) as the base regulation published
    /// them (before amendments).
    pub fn base_planned(&self) -> Money {
        let in_force: Money = self
            .schedules
            .iter()
            .filter(|s| !s.is_added())
            .map(|s| s.base_planned)
            .sum();
        in_force + self.cancelled.iter().map(|c| c.base_planned).sum() + self.team_planned()
    }

    /// Place prizes (team prizes included) after the amendments.
    pub fn amended_planned(&self) -> Money {
        self.schedules
            .iter()
            .map(ScheduleInForce::planned)
            .sum::<Money>()
            + self.team_planned()
    }

    /// The team prizes' places added up (no amendment changes them).
    pub fn team_planned(&self) -> Money {
        self.teams.iter().map(TeamPrize::planned).sum()
    }

    /// No prize schedule, subsidy or qualifier list: a template whose prize
    /// tables are still to be filled in. `check` audits its places; `run`
    /// has nothing to pay and says so.
    pub fn has_nothing_to_pay(&self) -> bool {
        self.schedules.is_empty()
            && self.subsidies.is_empty()
            && self.qualifiers.is_empty()
            && self.teams.is_empty()
    }

    /// Whether a title makes its holder a master.
    /// Spaces of any kind are ignored; the built-in spellings
    /// (`MASTER_TITLES`) always count, the rules file may add more.
    pub fn is_master(&self, title: &str) -> bool {
        let title = crate::vocab::key(title);
        !title.is_empty()
            && (MASTER_TITLES.contains(&&*title)
                || self
                    .settings
                    .master_titles
                    .iter()
                    .any(|t| crate::vocab::key(t) == title))
    }

    /// How to read the standings under these rules: the header names and
    /// 地区 spellings the file adds, and the sheets chosen on the command
    /// line (`--sheet GROUP=SHEET`).
    pub fn read_options(&self, sheets: &[(String, String)]) -> crate::standings::read::ReadOptions {
        let s = &self.settings;
        let mut options = reading(
            sheets,
            self.regions.clone(),
            &s.header_aliases,
            &s.region_aliases,
        );
        // A committee award or a payment read from a standings column, and
        // a team prize's member column (团体 是/否).
        options.marks = (self.subsidies.iter())
            .filter_map(|s| s.chosen.as_ref()?.column.clone())
            .chain(self.teams.iter().filter_map(|t| t.members.clone()))
            .collect();
        // A team prize's team-name column of its own (队名).
        options.texts = (self.teams.iter())
            .filter_map(|t| match &t.team_column {
                TeamColumn::Named(header) => Some(header.clone()),
                _ => None,
            })
            .collect();
        options.document = s.id_document.column().map(str::to_string);
        options.event_day = Some(crate::standings::EventDay {
            event_year: self.event_year,
            age_date: s.age_date,
        });
        options
    }

    /// Whether a title is one the tool knows: a master's or another
    /// (`OTHER_TITLES`, the rules file's `other_titles`); blank counts as known.
    pub fn is_known_title(&self, title: &str) -> bool {
        let title = crate::vocab::key(title);
        title.is_empty()
            || self.is_master(&title)
            || OTHER_TITLES.contains(&&*title)
            || self
                .settings
                .other_titles
                .iter()
                .any(|t| crate::vocab::key(t) == title)
    }
}

impl ScheduleInForce {
    /// A schedule that an amendment added has no base amount.
    fn is_added(&self) -> bool {
        self.base_planned.is_zero() && self.amended_by.is_some()
    }
}

/// A rules file that cannot be used, with every problem found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesError {
    pub problems: Vec<RulesProblem>,
}

impl RulesError {
    /// Every problem, one per line, in `lang`.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        self.problems.iter().map(|p| p.render(lang)).collect()
    }
}

/// One thing wrong with a rules file: the file, the line when known, what.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct RulesProblem {
    pub file: String,
    pub line: Option<usize>,
    pub message: Msg,
}

impl RulesProblem {
    /// "rules.toml 第52行：…" or "rules.toml line 52: …".
    pub fn render(&self, lang: Lang) -> String {
        format!(
            "{}{}{}",
            text::rules_line(&self.file, self.line, lang),
            text::colon(lang),
            self.message.render(lang)
        )
    }
}
