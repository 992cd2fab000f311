//! Every message a person reads, as typed values: one `Msg` per kind of
//! problem, warning or notice, each with a stable code (`rank.not_a_place`)
//! and a rendering in Simplified Chinese (the default) and English.
//!
//! Code that finds a problem builds a `Msg` with the facts (the value as
//! typed, the place expected …) and never a sentence; the sentence is made
//! here, in `words/`, one catalogue file per area (`rules.…` codes in
//! `words/rules.rs` …), one arm per kind holding its Chinese and English side
//! by side (`zh_en!`); `words/mod.rs` lists each area's kinds once, in an
//! exhaustive match, so the compiler refuses a kind without its area. `CODES` lists every code, so a test can walk every
//! kind in both languages.
//!
//! The same form serves every other text a person reads (page texts,
//! workbook labels, help): `zh_en!(lang, "中文", "English")` where the words
//! are used, the language passed down from the command line or the page
//! request.
//!
//! Where a message is located (file, sheet!cell, column, rules-file line) is
//! the job of the types that carry it (`standings::read::Problem`,
//! `msg::warning_lines::Warning`, `rules::RulesError`); they render the location with
//! `Lang::at_cell` and friends, also from here.

mod page;
pub mod text;
pub mod warning_lines;
pub mod why;
mod words;

use crate::vocab::Column;
use crate::vocab::SkipKind;
use std::fmt;

/// One text in two languages, side by side: `zh_en!(lang, "名次", "place")`
/// is the first in Chinese and the second in English. Each side is any
/// expression (a `format!`, a `&str`), evaluated only in its language; an
/// entry without both does not compile.
#[macro_export]
macro_rules! zh_en {
    ($lang:expr, $zh:expr, $en:expr $(,)?) => {
        match $lang {
            $crate::msg::Lang::Zh => $zh,
            $crate::msg::Lang::En => $en,
        }
    };
}

/// The language a person reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// Simplified Chinese, the default.
    #[default]
    Zh,
    En,
}

impl Lang {
    /// `zh`, `zh-CN`, `cn`, `en`, `en_US.UTF-8` … (case-insensitive).
    pub fn parse(text: &str) -> Option<Lang> {
        let t = text.trim().to_ascii_lowercase();
        if t.starts_with("zh") || t == "cn" || t == "chinese" || t == "中文" {
            Some(Lang::Zh)
        } else if t.starts_with("en") || t == "english" {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// One of two texts.
    pub fn pick<'a>(self, zh: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::Zh => zh,
            Lang::En => en,
        }
    }

    /// A row of labels written as pairs, each Chinese beside its English
    /// (`[("奖项", "Schedule"), ("计划", "Planned")]`), in this language.
    pub fn each<'a, const N: usize>(self, pairs: [(&'a str, &'a str); N]) -> [&'a str; N] {
        pairs.map(|(zh, en)| self.pick(zh, en))
    }
}

/// Declares `Msg`, its `code()` and `CODES` from one list, so a new kind
/// cannot be added without a code, and `CODES` cannot miss one.
macro_rules! catalogue {
    ($( $(#[$doc:meta])* $name:ident $({ $($field:ident : $ty:ty),* $(,)? })? = $code:literal, )*) => {
        /// One message kind per variant; see the module documentation.
        #[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Msg {
            $( $(#[$doc])* $name $({ $($field: $ty),* })?, )*
        }

        impl Msg {
            /// The stable code of this kind, e.g. `rank.not_a_place`.
            pub fn code(&self) -> &'static str {
                match self {
                    $( Msg::$name { .. } => $code, )*
                }
            }
        }

        /// Every code, in the order of the catalogue.
        pub const CODES: &[&str] = &[$($code),*];

        /// One message of every kind, in the order of `CODES`, with sample
        /// facts (for tests that walk the whole catalogue).
        #[cfg(test)]
        pub fn examples() -> Vec<Msg> {
            vec![$( Msg::$name $({ $($field: tests::Sample::sample()),* })?, )*]
        }
    };
}

catalogue! {
    // ---- the standings workbook as a file ----
    /// The file cannot be opened (`missing`: it does not exist).
    FileOpen { missing: bool, detail: String } = "file.open",
    FileRead { detail: String } = "file.read",
    FileEmpty = "file.empty",
    FileNotWorkbook = "file.not_workbook",
    /// The workbook library failed on a damaged file.
    FileDamaged { detail: String } = "file.damaged",
    /// The .xls container (compound file) is damaged.
    XlsContainer { detail: String } = "file.xls_container",
    FilePassword = "file.password",
    /// A ZIP part that says it expands beyond the limit (in MiB).
    PartTooLarge { part: String, mib: u64, max_mib: u64, shared_strings: bool } = "file.part_too_large",
    /// The library could not open it (`xls`: it looked like an .xls file).
    FileUnreadable { xls: bool, detail: String } = "file.unreadable",

    // ---- sheets ----
    SheetTooManyCells { max: usize } = "sheet.too_many_cells",
    SheetBadSize { from: String, to: String } = "sheet.bad_size",
    /// A row beyond Excel's limit (`declared`: in the sheet's stated size).
    SheetTooManyRows { declared: bool, rows: u64, max: u32 } = "sheet.too_many_rows",
    SheetTooManyColumns { declared: bool, columns: u64, max: u32 } = "sheet.too_many_columns",
    SheetEmpty = "sheet.empty",
    SheetNoPlayers = "sheet.no_players",

    // ---- the workbook's layout, as the reader finds it ----
    /// Rows skipped on a sheet, of one kind (1-based rows).
    Skipped { kind: SkipKind, rows: Vec<u32> } = "input.skipped_rows",
    /// Header cells that name no column the tool reads.
    NotRead { headers: Vec<String> } = "input.not_read",
    /// A header naming two fields at once (性别/出生日期).
    TwoFields { header: String, first: Column, second: Column } = "header.two_fields",
    /// Two header rows name one sheet column as two different fields.
    HeaderClash { above: String, below: String } = "header.clash",
    /// A repeated header row whose columns stand elsewhere.
    HeaderMoved { first_row: u32 } = "header.moved",
    /// A row with a place but no 编号 or 姓名.
    PlaceWithoutPlayer { place: u32 } = "rank.without_player",
    /// A place written as a range (5-8) shared by another number of rows.
    RangeCount { first: u32, last: u32, rows: Vec<u32> } = "rank.range_count",
    /// A 组别 value naming no group of the rules.
    UnknownGroup { value: String, groups: Vec<String> } = "group.unknown",
    /// A player row with a blank 组别 on a sheet holding every group.
    BlankGroup = "group.blank",
    /// The group is read from one sheet holding every group.
    GroupFromSheet { group: String, sheet: String } = "sheet.shared",
    /// The group's sheet was found by its name without spaces or by prefix.
    SheetMatched { group: String, sheet: String } = "sheet.matched",
    /// Two sheets could be the group's.
    TwoSheets { group: String, sheets: Vec<String> } = "sheet.two_candidates",
    /// No sheet is the group's; the sheets there are.
    NoSheet { group: String, have: Vec<String> } = "sheet.missing",
    /// A team prize's team standings sheet (`sheet = "团体成绩"`) is not in
    /// the workbook; the sheets there are.
    TeamSheetMissing { sheet: String, have: Vec<String> } = "team_sheet.missing",
    /// A team standings sheet without a row naming 名次 and 队名.
    TeamSheetNoHeader { sheet: String } = "team_sheet.no_header",
    /// A team's row with its 名次 or 队名 blank.
    TeamSheetBlank { column: String } = "team_sheet.blank",
    /// A team's 名次 that does not follow from the teams before it: with
    /// `before` teams placed higher it should be `before + 1`, or the place
    /// of the team above when tied (1, 1, 3 is right; 1, 3 or 1, 1, 2 is not).
    TeamSheetPlaceGap { place: u32, before: u32 } = "team_sheet.place_gap",
    /// A team listed again on a team standings sheet, the same name up to
    /// spaces and full-width forms: `first` (sheet!cell) lists it first, as
    /// `first_team`.
    TeamSheetDuplicate { team: String, first: String, first_team: String } = "team_sheet.duplicate",
    /// A team standings sheet that is a players' standings sheet: `cell`
    /// holds the header `header` (姓名 or 编号).
    TeamSheetIsPlayers { sheet: String, cell: String, header: String } = "team_sheet.players_sheet",
    /// A team of a team standings sheet that no player's team column
    /// (`column`: 单位 or 地区) names, in any group: paid as the sheet says.
    TeamSheetNoPlayers { team: String, column: String, prize: String } = "team_sheet.no_players",
    /// A team of the team standings sheet at `sheet`!`cell` that no
    /// player's team column (`column`) names, refused while the prize's
    /// `unlisted_teams` is 报错 (the default).
    TeamSheetUnlisted { sheet: String, cell: String, team: String, column: String, prize: String } = "team_sheet.unlisted",
    /// A player with a blank team column (`column`), in no team of the
    /// team prize `prize`.
    TeamBlank { column: String, prize: String } = "team.blank",
    /// Team names that differ only in an ending (队, 市 …) or punctuation,
    /// each with its rows on the group's sheet: counted as separate teams.
    TeamSpellingsNear { prize: String, column: String, spellings: Vec<(String, Vec<u32>)> } = "team.near_spellings",
    /// `counted` (at `file` line `line`) is more than the players of any
    /// team (`largest`): no team is full; `vacant` is the money left
    /// unpaid (none when short teams are ranked after the full ones).
    TeamNoneFull { file: String, line: Option<usize>, prize: String, counted: u32, largest: u32, vacant: Option<String> } = "team.none_full",
    /// Blank 积分 of players in a team whose 积分 are added up.
    TeamScoreBlank { prize: String, sheet: String, rows: Vec<u32> } = "team.score_blank",
    /// A team prize's `sheet` names a group's players' sheet.
    RulesTeamSheetIsGroup { owner: Owner, sheet: String } = "rules.team_sheet_is_group",
    /// `--sheet GROUP=SHEET` names a sheet the workbook lacks.
    ChosenSheetMissing { group: String, sheet: String, have: Vec<String> } = "sheet.chosen_missing",
    /// A sheet with merged cells in a format whose merges cannot be read.
    MergesUnreadable { format: &'static str } = "merge.unreadable",
    /// A valid ID number's region code disagrees with the stated 地区.
    RegionDisagrees { stated: String, id: String, id_region: String } = "region.id_disagrees",
    /// A 出生日期 that is no date, year and month, or year.
    BirthDateUnknown { value: String } = "birth_date.not_a_date",
    /// A text cell longer than a workbook cell may hold (32 767 characters):
    /// its first characters and its length.
    CellTooLong { start: String, length: usize } = "cell.too_long",
    /// A 出生日期 after the event's day: `age_date` when the rules give
    /// one, else the last day of `event_year`.
    BirthDateAfterEvent { value: String, event_year: i32, age_date: Option<String> } = "birth_date.after_event",
    /// A valid-looking ID number whose birth date is after the event's day.
    IdBornAfterEvent { id: String, born: String, event_year: i32, age_date: Option<String> } = "id.born_after_event",

    // ---- the header row ----
    HeaderNotFound { rows: u32 } = "header.not_found",
    /// A required column (the problem's column) is missing.
    HeaderMissingColumn { column: String, header_row: u32, present: Vec<String> } = "header.missing_column",
    /// The problem's column is named twice; `first` is the other cell.
    HeaderRepeated { first: String, headers: Vec<String> } = "header.repeated",

    // ---- one cell ----
    RankNotAPlace { value: String } = "rank.not_a_place",
    CountNotACount { value: String } = "count.not_a_count",
    NumberNotANumber { value: String } = "number.not_a_number",
    TextNotText { value: String } = "text.not_text",
    YesNoUnknown { value: String } = "yes_no.unknown",
    /// A cell of a mark column (`column`, its header as the rules file
    /// writes it) that is neither a clear yes nor a clear no.
    MarkUnknown { value: String, column: String } = "mark.unknown",
    SexUnknown { value: String } = "sex.unknown",
    /// A 地区 no region of the rules names; `regions` as `Regions::described`.
    RegionUnknown { value: String, regions: Vec<String> } = "region.unknown",
    DateNotADate { value: String } = "date.not_a_date",
    /// A required cell is blank in a row that holds a player.
    CellBlank = "cell.blank",
    /// The 编号 is already used in `first` (a cell).
    NoDuplicate { no: String, first: String } = "no.duplicate",

    // ---- places down a sheet ----
    RankFirstNotOne { place: u32 } = "rank.first_not_one",
    /// `count` players share `shared` (at `rows`), so the next place is
    /// `expected`, not `found`.
    RankAfterShared { count: usize, shared: u32, rows: Vec<u32>, expected: u64, found: u32 } = "rank.after_shared",
    /// Places jump from `from` to `to`: nobody holds `missing_from`–`missing_to`.
    RankGap { from: u32, to: u32, missing_from: u64, missing_to: u64 } = "rank.gap",

    // ---- ID numbers ----
    IdStoredAsNumber { id: String } = "id.stored_as_number",
    IdShape { id: String } = "id.shape",
    IdBirthDate { id: String } = "id.birth_date",
    IdCheckDigit { id: String, expected: char } = "id.check_digit",
    /// A stated 出生日期 that the valid ID number overrides.
    IdOverridesBirthDate { stated: String, from_id: String } = "id.overrides_birth_date",
    IdOverridesSex { stated: String, from_id: String } = "id.overrides_sex",

    // ---- the data as the rules see it ----
    /// A blank value keeps a player out of the named schedules and lists.
    PoolBlank { no: String, name: String, column: String, pools: Vec<String> } = "pool.blank_value",
    AgeOutsideBands { no: String, name: String, age: i32, born: String } = "age.outside_bands",
    /// Tied players cover places that pay different amounts; shared.
    TieSharedEqually { tie: Box<Tie> } = "tie.shared",
    /// The same, where the rules say the arbiters must settle it.
    TieUnresolved { tie: Box<Tie> } = "tie.unresolved",
    QualifierTieAtCut { list: String, count: usize, place: u32, top: u32 } = "qualifier.tie_at_cut",
    EngineMissingGroup { sheet: String } = "engine.missing_group",
    /// `--prizes-per-player` mode in which the engine failed (check).
    EngineFailed { stacking: String, reason: Box<Msg> } = "engine.failed",
    /// 名额 with a fixed amount the one-prize hand-out cannot weigh (no
    /// `unless_top`, or a place within it paying less), while one prize per
    /// player is asked for (`--prizes-per-player one`, the page's choice).
    EngineReservedOnePrize { schedule: String } = "engine.reserved_amount_one_prize",
    /// Two schedules paying reserved players a fixed amount, handed out one
    /// prize per player together (`--prizes-per-player one`).
    EngineReservedAmountTwice { schedule: String, other: String } = "engine.reserved_amount_twice",

    // ---- the places audit ----
    /// Two players in the wrong order for a Swiss phase.
    AuditOrder { order: Box<Order> } = "audit.order",
    /// The knockout's places against 预赛名次 or the bracket.
    AuditKnockout { fact: Knockout } = "audit.knockout",
    /// The summary line: `checked` whether any group was audited.
    /// The summary line: `checked` whether any group was audited;
    /// `not_done` phases were not, for want of a column.
    AuditSummary { checked: bool, found: usize, not_done: usize } = "audit.summary",
    /// `audit = "refuse"` and the audit found `found` places to look at.
    AuditRefused { found: usize } = "audit.refused",

    // ---- rules against the sheets ----
    /// A pool (or, `condition`, a subsidy's condition) filters on a column
    /// the sheet lacks; `derivable`: 身份证号 would do; `present`: the
    /// columns the sheet has.
    PoolColumnMissing { owner: Box<Owner>, column: String, sheet: String, derivable: bool, condition: bool, present: Vec<String> } = "rules.column_missing",
    /// Under the completed-years rule, a birth date without its day where an
    /// age band needs it.
    BirthDatePartial {} = "rules.birth_date_partial",
    /// A sheet without the subsidy's marker column (在校学生): no candidates.
    SubsidyNoMarker { sheet: String, column: String, subsidy: String } = "subsidy.no_marker_column",
    ChosenNotFound { award: String, no: String } = "award.chosen_not_found",
    /// A payment names a 编号 that is not on its group's sheet: an error.
    PaymentNamedNotFound { payment: String, group: String, no: String } = "payment.named_not_found",
    /// 称号 values that are no known title (so not a master).
    TitleUnknown { titles: Vec<String> } = "title.unknown",
    /// A header alias in the rules file that is already another column's name.
    RulesAliasTwoFields { name: String, other: String, column: String } = "rules.alias_two_fields",

    // ---- writing ----
    OutputIsInput { path: String } = "output.is_input",
    OutputExists { paths: Vec<String> } = "output.exists",
    OutputFolder { path: String, detail: String } = "output.folder",
    OutputWrite { path: String, detail: String } = "output.write",
    /// A folder stands where an output file should go.
    OutputIsFolder { path: String } = "output.is_folder",
    /// An output file is marked read-only: never replaced, even with --force.
    OutputReadOnly { path: String } = "output.read_only",
    /// A file replaced (or removed) before a later one failed could not be
    /// put back; the earlier file is kept under `backup`.
    OutputNotRestored { path: String, backup: String, detail: String } = "output.not_restored",
    /// The run was stopped (Ctrl-C, SIGTERM) before its outputs were
    /// renamed into place: its temporary files are removed.
    OutputInterrupted = "output.interrupted",
    RulesFileRead { path: String, detail: String } = "rules.read",
    /// A rules file saved as GBK (Windows' "ANSI" for Chinese).
    RulesGbk { path: String } = "rules.gbk",
    /// A rules file that is no text: neither UTF-8 nor UTF-16 with its mark.
    RulesNotText { path: String } = "rules.not_text",

    // ---- corrections: the results.json of the run that was paid ----
    /// The paid results file cannot be read.
    PaidRead { path: String, detail: String } = "paid.read",
    /// It is no results.json, or is cut short (where reading stopped).
    PaidDamaged { file: String, line: usize, column: usize, detail: String } = "paid.damaged",
    PaidOtherEvent { file: String, paid: String, now: String } = "paid.other_event",
    /// A setting of results.json differs ("" when one side lacks it).
    PaidOtherSetting { file: String, key: String, paid: String, now: String } = "paid.other_setting",
    /// A place schedule's planned amount differs ("" when one side lacks it).
    PaidOtherSchedule { file: String, schedule: String, paid: String, now: String } = "paid.other_schedule",
    /// Tax withheld in one run and not in the other.
    PaidOtherTax { file: String, paid: bool, now: bool } = "paid.other_tax",
    PaidUnknownGroup { file: String, group: String } = "paid.unknown_group",
    /// The same group and 编号 is another name in the corrected standings.
    PaidOtherPlayer { file: String, group: String, no: String, paid: String, now: String } = "paid.other_player",
    /// The paid file is larger than any results.json a run writes.
    PaidTooLarge { file: String, size: u64, limit: u64 } = "paid.too_large",
    /// The paid file does not record the money rules it was paid under
    /// (written before results.json recorded them).
    PaidNoRulesRecord { file: String } = "paid.no_rules_record",
    /// A part of the money rules (`kind`: "teams", "tax", …) is not the one
    /// the paid run used.
    PaidOtherRules { file: String, kind: String } = "paid.other_rules",
    /// The same group and 编号 is a payee twice.
    PaidPayeeTwice { file: String, payee: Box<Payee> } = "paid.payee_twice",
    /// A payee's total is not the sum of his prize items.
    PaidTotalNotItems { file: String, payee: Box<Payee>, total: String, items: String } = "paid.total_not_items",
    /// A payee's 应发 is not 代扣个税 + 实发 (`parts`).
    PaidTaxNotSum { file: String, payee: Box<Payee>, gross: String, parts: String } = "paid.tax_not_sum",
    /// A payee without any prize item of that run.
    PaidPayeeNoAward { file: String, payee: Box<Payee>, total: String } = "paid.payee_no_award",
    /// A winner of money in the award lists who is no payee.
    PaidWinnerNotPaid { file: String, payee: Box<Payee>, amount: String } = "paid.winner_not_paid",
    /// A payee without the standings facts the file records for every other.
    PaidPayeeNoStanding { file: String, payee: Box<Payee> } = "paid.payee_no_standing",
    /// A budget line (`at`, its JSON path: "budget[3]", "team_budget[0]") whose
    /// figures do not add up: awarded against its items, or awarded +
    /// vacant + remainder against planned.
    PaidBudgetNotItems { file: String, at: String, schedule: String, awarded: String, items: String } = "paid.budget_not_items",
    PaidBudgetNotPlanned { file: String, at: String, schedule: String, planned: String, parts: String } = "paid.budget_not_planned",
    /// The budget's awarded, added up, is not what the payees were paid.
    PaidGrandTotal { file: String, budget: String, payees: String } = "paid.grand_total",

    // ---- explain ----
    /// No player answers to the 编号 or 姓名 asked for.
    PlayerNotFound { query: String, file: String } = "explain.not_found",
    /// Several do: each as "组别:编号  姓名  名次 N".
    PlayerAmbiguous { query: String, candidates: Vec<String> } = "explain.ambiguous",
    /// `--sheet` given something that is not GROUP=SHEET.
    SheetChoiceShape { text: String } = "cli.sheet_choice",

    // ---- the rules file: its shape ----
    /// The first syntax error of a rules file; `column` counts characters.
    RulesSyntax { detail: String, column: Option<usize> } = "rules.syntax",
    /// A key (or a table header) written twice; `first`: the line of the
    /// first writing, when it can be told (the same line: an inline table).
    RulesDuplicateKey { key: String, first: Option<usize>, same_line: bool } = "rules.duplicate_key",
    RulesUnknownKey { key: String, table: TableName, suggestion: Option<String>, allowed: Vec<String> } = "rules.unknown_key",
    RulesMissingKey { table: TableName, key: String } = "rules.missing_key",
    RulesWrongType { key: TableName, expected: Expected, found: TomlType } = "rules.wrong_type",
    RulesIntRange { key: TableName, min: i64, max: i64, value: String } = "rules.int_range",
    RulesIntQuoted { key: TableName, value: String } = "rules.int_quoted",
    RulesAmountUnquoted { key: TableName, value: String } = "rules.amount_unquoted",
    RulesAmountInvalid { key: TableName, value: String, why: AmountFault } = "rules.amount_invalid",
    RulesAmountTooLarge { key: TableName, value: String, max: i64 } = "rules.amount_too_large",
    RulesDateInvalid { key: TableName, value: String } = "rules.date_invalid",
    RulesDateUnquoted { key: TableName, value: String } = "rules.date_unquoted",
    /// A tax rate that is no decimal between 0 and 1 (`detail`: the
    /// parser's English, shown with --lang en).
    RulesRateInvalid { key: TableName, value: String, detail: String } = "rules.rate_invalid",
    /// `[tax] kind` is empty.
    TaxKindEmpty = "tax.kind_empty",
    /// `[tax] exempt` names an id that is no schedule or subsidy (`known`: those there are).
    TaxExemptUnknown { id: String, known: Vec<String> } = "tax.exempt_unknown",
    TaxExemptTwice { id: String } = "tax.exempt_twice",
    /// A tax rate written as a number, not in quotes.
    RulesRateUnquoted { key: TableName, value: String, float: bool } = "rules.rate_unquoted",
    RulesPlaceInvalid { key: TableName, value: String } = "rules.place_invalid",
    RulesPlaceTooLarge { key: TableName, value: String, max: u32 } = "rules.place_too_large",
    RulesNotOneOf { key: TableName, value: String, allowed: Vec<String> } = "rules.not_one_of",
    RulesListBrackets { key: TableName, path: String } = "rules.list_brackets",
    RulesTagMissing { key: TableName, tag: String, allowed: Vec<String> } = "rules.tag_missing",
    RulesTagWrongType { tag: String, allowed: Vec<String>, found: TomlType } = "rules.tag_wrong_type",

    // ---- the rules file: its meaning ----
    RulesIdEmpty { kind: OwnerKind } = "rules.id_empty",
    RulesIdRepeated { id: String, kind: OwnerKind, line: Option<usize> } = "rules.id_repeated",
    RulesAgeDateNeeded = "rules.age_date_needed",
    RulesAgeDateUnused = "rules.age_date_unused",
    RulesHomeRegionsEmpty = "rules.home_regions_empty",
    RulesNoGroups = "rules.no_groups",
    RulesGroupSheetEmpty = "rules.group_sheet_empty",
    RulesGroupTwice { sheet: String } = "rules.group_twice",
    RulesSubsidyZero { owner: Owner } = "rules.subsidy_zero",
    RulesPrizeEmpty { owner: Owner, place: String } = "rules.prize_empty",
    /// A place written `amount = "0"`: a prize without money is written
    /// `prize = "…"` alone.
    RulesPlaceAmountZero { owner: Owner, place: String } = "rules.place_amount_zero",
    /// A place with neither an amount nor a prize.
    RulesPlaceNothing { owner: Owner, place: String } = "rules.place_nothing",
    RulesAwardNothing { owner: Owner } = "rules.award_nothing",
    /// A team prize needs `group` and `counted`, or `sheet`; not both.
    RulesTeamForm { owner: Owner, both: bool } = "rules.team_form",
    /// `unlisted_teams` on a team prize computed from a group: it says what
    /// a team of a team standings sheet is, and there is none.
    RulesTeamUnlistedWithoutSheet { owner: Owner } = "rules.team_unlisted_without_sheet",
    /// `members` (or `team_column` naming a column of its own) is a column
    /// the standings read themselves (姓名, 会员 …): never a team's column.
    RulesTeamColumnIsStandings { owner: Box<Owner>, key: &'static str, column: String, standings: &'static str } = "rules.team_column_is_standings",
    /// `members` or a team-name column with a team standings sheet: the
    /// sheet names the teams, the players' columns do not.
    RulesTeamMembersWithSheet { owner: Owner, key: &'static str } = "rules.team_members_with_sheet",
    RulesAwardNoPlayers { owner: Owner } = "rules.award_no_players",
    RulesAwardPlayer { owner: Owner, entry: String, groups: Vec<String> } = "rules.award_player",
    RulesSubsidyNoConditions { owner: Owner } = "rules.subsidy_no_conditions",
    RulesConditionTwice { owner: Owner, condition: why::Requirement } = "rules.condition_twice",
    RulesPoolNeedsGroup { owner: Owner } = "rules.pool_needs_group",
    RulesUnknownGroup { owner: Owner, group: String, groups: Vec<String> } = "rules.unknown_group",
    RulesNoKnockout { owner: Owner, group: String } = "rules.no_knockout",
    RulesAgeRange { owner: Owner, min: i32, max: i32 } = "rules.age_range",
    RulesRegionEmpty { owner: Owner } = "rules.region_empty",
    RulesNoPlaces { owner: Owner } = "rules.no_places",
    RulesPlacesTwice { owner: Owner, from: u32, to: u32 } = "rules.places_twice",
    RulesPlacesGap { owner: Owner, from: u32, to: u32 } = "rules.places_gap",
    /// A schedule of places picked out of the order (幸运奖, its first place
    /// `first` > 1) named in `not_combined`, or beside `stacking = "one"`
    /// (`one`): its places are paid where they fall and always add up.
    RulesPlacesPickedOnePrize { owner: Owner, first: u32, one: bool } = "rules.places_picked_one_prize",
    /// 名额 (`reserved`) on a schedule of places picked out of the order.
    RulesPlacesPickedReserved { owner: Owner, first: u32 } = "rules.places_picked_reserved",
    /// `players` of a prize table that is no number of players.
    RulesEntrantsInvalid { key: TableName, value: String } = "rules.entrants_invalid",
    /// A schedule with `tables` that also writes `places` (or `total`, when
    /// `total`) beside them.
    RulesTablesAndPlaces { owner: Owner, total: bool } = "rules.tables_and_places",
    /// Two prize tables of a schedule for bounds that share a number of
    /// players.
    RulesTablesOverlap { owner: Owner, first: String, second: String } = "rules.tables_overlap",
    /// No prize table of a schedule holds the players listed on its group's sheet.
    RulesTablesNoneFits { owner: Owner, sheet: String, players: u32, tables: Vec<String> } = "rules.tables_none_fits",
    /// An amendment replaces the places of a schedule with prize tables.
    RulesTablesAmended { owner: Owner } = "rules.tables_amended",
    RulesTotalMismatch { owner: Owner, sum: String, total: String } = "rules.total_mismatch",
    RulesLevelTooDeep { owner: Owner, level: String, top: u32, places: u32 } = "rules.level_too_deep",
    /// An amendment names a schedule not in force (`cancelled`: it was
    /// cancelled by an earlier change; else it never existed).
    RulesAmendmentSchedule { date: String, verb: AmendVerb, schedule: String, cancelled: bool } = "rules.amendment_schedule",
    RulesBudgetTwice { section: String, schedule: String, other: String } = "rules.budget_twice",
    RulesBudgetSection { section: String, sum: String, total: String } = "rules.budget_section",
    RulesBudgetTotal { sections: bool, sum: String, total: String } = "rules.budget_total",
    /// `not_combined` names no schedule (`known`: the schedules' ids and names).
    RulesNotCombinedUnknown { name: String, known: Vec<String> } = "rules.not_combined_unknown",
    /// A schedule named in two sets of `not_combined` (or twice in one).
    RulesNotCombinedTwice { schedule: String } = "rules.not_combined_twice",
    /// A set of `not_combined` with fewer than two schedules.
    RulesNotCombinedAlone { names: Vec<String> } = "rules.not_combined_alone",
    /// `not_combined` beside `stacking = "one"`, which already makes one set of everything.
    RulesNotCombinedWithOne = "rules.not_combined_with_one",
    /// A choice of prizes per player made for this run (the command line,
    /// the page) beside the rules file's `not_combined`, which already says
    /// how prizes combine.
    RulesNotCombinedOverridden { chosen: String } = "rules.not_combined_overridden",
    /// A set of `not_combined` that names no schedule (`[[]]`); `ids`: the
    /// file's schedule ids, for an example of what to write.
    RulesNotCombinedEmpty { ids: Vec<String> } = "rules.not_combined_empty",
    /// `fill_from = []`: a 递补 that names no region.
    RulesFillFromEmpty { owner: Owner } = "rules.fill_from_empty",
    /// `fill_from` on a pool that admits every region: nobody is left to fill.
    RulesFillFromAnyRegion { owner: Owner } = "rules.fill_from_any_region",
    /// 名额: more places reserved than the schedule pays.
    RulesReservedTooMany { owner: Owner, count: u32, places: u32 } = "rules.reserved_too_many",
    /// 名额: `unless_top` with no `amount` to pay outside those places.
    RulesReservedTopWithoutAmount { owner: Owner } = "rules.reserved_top_without_amount",
    /// 名额: a fixed `amount = "0"`, as a place's is refused.
    RulesReservedAmountZero { owner: Owner } = "rules.reserved_amount_zero",
    /// 名额 with a fixed amount on a schedule handed out one prize per
    /// player (`one`: by `stacking = "one"`, else by a set of
    /// `not_combined`) without `unless_top`, or with a place within it
    /// paying less than the amount.
    RulesReservedOnePrize { owner: Owner, one: bool } = "rules.reserved_amount_one_prize",
    /// 名额 with a fixed amount on two schedules (`other`: the second's id)
    /// handed out one prize per player together.
    RulesReservedAmountTwice { owner: Owner, other: String } = "rules.reserved_amount_twice",
    /// A committee award both naming players and reading a column.
    RulesAwardPlayersAndColumn { owner: Owner } = "rules.award_players_and_column",
    /// A committee award's `column` that is a column the tool reads itself
    /// (`standings`: its header, 姓名 for 姓名 or its alias "name").
    RulesAwardColumnIsStandings { owner: Owner, column: String, standings: String } = "rules.award_column_is_standings",
    /// The rules pay nothing yet (a template before its prize tables).
    RulesNothingToPay { file: String } = "rules.nothing_to_pay",
    // a group's phases and tie-breaks
    /// No phase decides places `from`–`to` (`to` == `from`: one place).
    RulesPhaseGap { group: String, from: u32, to: u32 } = "rules.phase_gap",
    RulesPhaseOverlap { group: String, from: u32, before_ends: u32 } = "rules.phase_overlap",
    RulesPhaseBackwards { group: String, from: u32, to: u32 } = "rules.phase_backwards",
    RulesPhaseLastTo { group: String, from: u32 } = "rules.phase_last_to",
    RulesPhaseNoTo { group: String } = "rules.phase_no_to",
    RulesKnockoutTwice { group: String } = "rules.knockout_twice",
    RulesKnockoutNotFirst { group: String } = "rules.knockout_not_first",
    RulesKnockoutNoTo { group: String } = "rules.knockout_no_to",
    RulesKnockoutBracket { group: String, to: u32 } = "rules.knockout_bracket",
    /// The group's `knockout` (None: not written) disagrees with its knockout phase.
    RulesKnockoutDisagree { group: String, knockout: Option<u32>, to: u32 } = "rules.knockout_disagree",
    RulesTiebreaksNeeded { group: String } = "rules.tiebreaks_needed",
    RulesTiebreaksUnused { group: String } = "rules.tiebreaks_unused",
    RulesTiebreakTwice { group: String, column: String } = "rules.tiebreak_twice",
    /// Anything else refused while reading the file into types.
    RulesOther { detail: String } = "rules.other",
    /// `[tax]` with a flat-rate income item and no `rate`.
    TaxRateMissing { kind: String } = "tax.rate_missing",
    /// `[tax] kind = "劳务报酬"` with a `rate`: the law sets its rates.
    TaxLabourRate = "tax.labour_rate",
    /// `[tax] kind = "劳务报酬"` with `amounts = "net"`: not computed.
    TaxLabourNet = "tax.labour_net",
    /// `[tax] period` is not a month written "2019-05".
    TaxPeriodInvalid { value: String } = "tax.period_invalid",

    // ---- headers people write, fallbacks said, nothing unchecked ----
    /// An unread header (`header`, at `cell` of `sheet`) looks like
    /// `column`, which the rules use and the sheet lacks (`fallback`: the
    /// tool would fill it by a fallback instead: the ID number, no
    /// candidates, shared money).
    HeaderResembles { sheet: String, cell: String, header: String, column: String, fallback: bool } = "header.resembles",
    /// The sheet has no `column` column; it is taken from the ID numbers.
    FallbackFromId { sheet: String, column: String } = "fallback.from_id",
    /// The sheet has no 预赛名次 column: players sharing a place share
    /// the money of the places they cover.
    FallbackNoPrelim { sheet: String } = "fallback.no_prelim",
    /// The places audit of a phase (places `from`–`to`, `to` None: and on)
    /// was not done: the sheet lacks `column`.
    AuditNotDone { sheet: String, from: u32, to: Option<u32>, column: String } = "audit.not_done",
    /// A payee without a valid ID number (paid `total`).
    PayeeNoId { no: String, name: String, total: String } = "payee.no_id",
    /// A payee whose cell in the column the rules name for the identity
    /// document (`id_document = { column }`) is blank (paid `total`).
    PayeeNoDocument { no: String, name: String, total: String, column: String } = "payee.no_document",
    /// `id_document = { column }` names a column a sheet with payees lacks;
    /// `present`: the headers the sheet has, as written.
    DocumentColumnMissing { column: String, sheet: String, present: Vec<String> } = "rules.id_document_column_missing",
    /// No player in any group the rules need: nothing to pay.
    StandingsEmpty { file: String } = "standings.empty",

    // ---- text files sent as workbooks (HTML table, XML Spreadsheet 2003) ----
    /// The file is no well-formed XML at `line` (`format`: its kind).
    MarkupBroken { format: &'static str, line: u64, detail: String } = "file.markup_broken",
    /// The text is not valid in `encoding` (its mark or label, else UTF-8) nor GB18030.
    MarkupEncoding { format: &'static str, encoding: String } = "file.markup_encoding",
    /// A page with no table, an XML file with no worksheet.
    MarkupNoSheet { format: &'static str } = "file.markup_no_sheet",
    /// A text workbook larger than is read (in MiB).
    MarkupTooLarge { format: &'static str, max_mib: u64 } = "file.markup_too_large",
    /// A cell placed on a cell or merged region already there (`region`).
    CellCovered { cell: String, region: String } = "sheet.cell_covered",
    // the event's regions ([regions])
    /// A 地区 naming places of two regions, neither within the other.
    RegionTwoPlaces { value: String, regions: Vec<String> } = "region.two_places",
    /// A 地区 no region names, taken by the catch-all region.
    RegionOther { value: String, region: String } = "region.other",
    /// A pool, `home_regions` or `region_aliases` names a region the rules
    /// do not define (`regions` empty: the file has no `[regions]`).
    RulesRegionUndefined { region: String, regions: Vec<String> } = "rules.region_undefined",
    /// More than one region says `other = true`.
    RulesRegionTwoCatchAll { regions: Vec<String> } = "rules.region_two_catch_all",
    /// An `id_codes` entry that is not 1 to 6 digits.
    RulesRegionIdCode { region: String, code: String } = "rules.region_id_code",
    /// A region whose `within` leads back to itself, through the regions
    /// of `circle` (it first), each inside the next, the last inside it.
    RulesRegionCircle { region: String, circle: Vec<String> } = "rules.region_circle",
    /// A region declared `within` another whose ID codes do not hold its
    /// own (`codes`, against the outer's `outer`).
    RulesRegionWithinCodes { region: String, within: String, codes: Vec<String>, outer: Vec<String> } = "rules.region_within_codes",
    /// An `except_region` entry that no region of the pool's `region`
    /// (`listed`) holds, or (`listed_too`) that `region` lists itself.
    RulesExceptOutside { owner: Owner, region: String, listed: Vec<String>, listed_too: bool } = "rules.except_region_outside",
    /// What the tool understood: a pool (or, `fill`, its 递补 regions)
    /// naming a region takes in the players of a region inside it; `chain`
    /// the inner region first, the regions between, the named one last.
    /// It lies inside by ID codes (`codes`: the inner's, the outer's) or,
    /// with `codes` empty, by `within`. Said once per pool and pair.
    /// With `except`, the region is one the pool leaves out
    /// (`except_region`), and the inner region is left out with it.
    RegionIncludes { file: String, line: Option<usize>, owner: Box<Owner>, fill: bool, except: bool, chain: Vec<String>, codes: Vec<String> } = "region.includes",
    /// The places audit of a phase (places `from`–`to`) compared only the
    /// tie-breaks in `compared`: the sheet lacks `column`, so the order
    /// `unchecked` (`column` and the ones after it) decides was not checked.
    AuditPartial { sheet: String, from: u32, to: Option<u32>, compared: Vec<String>, column: String, unchecked: Vec<String> } = "audit.partial",
    /// The places audit's line when `partial` phases were audited on their
    /// first tie-breaks only (`AuditSummary` otherwise).
    AuditSummaryPartial { found: usize, not_done: usize, partial: usize } = "audit.summary_partial",
    /// The places audit's line when errors in the rules or the standings
    /// kept it from running (`check`).
    AuditNotRun = "audit.not_run",

    // ---- who is in, as regulations write it (birth-date windows, every exclusion said) ----
    /// A `born_from` / `born_until` that is no day.
    RulesBirthDayInvalid { key: TableName, value: String } = "rules.birth_day_invalid",
    /// A birth-date window whose first day is after its last.
    RulesBornRange { owner: Owner, from: String, until: String } = "rules.born_range",
    /// A player born on the first (`first`) or last day of a schedule's
    /// (or, `list`, a qualifier list's) birth-date window, counted in: the
    /// organizer confirms the reading.
    BornOnBoundary { no: String, name: String, born: String, schedule: String, first: bool, list: bool } = "born.on_boundary",
    /// A player on the boundary day of a schedule's (or, `list`, a
    /// qualifier list's) age band, counted in: at `age_max` and the oldest
    /// the band admits (`oldest`: born a day earlier he would be over it),
    /// or at `age_min` and the youngest. The organizer confirms the reading.
    AgeOnBoundary { no: String, name: String, born: String, age: i32, schedule: String, oldest: bool, list: bool } = "age.on_boundary",
    /// A player whom the age band or birth-date window of each schedule
    /// `missed` (its name and the paid place it would give) leaves out, and
    /// no schedule of the group ranks.
    PoolOutsideBirth { no: String, name: String, born: String, age: Option<i32>, missed: Vec<(String, u32)> } = "pool.outside_birth_limits",
    /// A player whom the age band or birth-date window of each qualifier
    /// list `missed` (its name and the place it would give) leaves out, and
    /// no other list of the group draws from.
    ListOutsideBirth { no: String, name: String, born: String, age: Option<i32>, missed: Vec<(String, u32)> } = "list.outside_birth_limits",
    /// A birth date without its day (`born`: as written, 2004 or 2004-09)
    /// that could fall on either side of a schedule's birth-date window.
    BirthDatePartialWindow { born: String, schedule: String } = "rules.birth_date_partial_window",
    /// A 证件类型 that names no document the tool knows.
    IdTypeUnknown { value: String } = "id_type.unknown",
    /// A `[budget]` section names an id no money kind of the file has
    /// (schedule, team prize, award, payment, subsidy, reserved set):
    /// the ids there are.
    RulesBudgetUnknownId { section: String, id: String, known: Vec<String> } = "rules.budget_unknown_id",

    // ---- the ceremony's event file (SPEC §20) ----
    /// The event file (or its folder) cannot be opened or created.
    EventOpen { path: String, detail: String } = "event.open",
    /// SQLite says the file is no database or is damaged.
    EventDamaged { path: String, detail: String } = "event.damaged",
    /// A database, but not an event file of this program.
    EventNotOurs { path: String } = "event.not_ours",
    /// Written by a newer version (`version`) than this one knows (`known`).
    EventNewer { path: String, version: i64, known: i64 } = "event.newer",
    /// A read or write of the file failed (busy past the wait, disk full …).
    EventFailed { path: String, detail: String } = "event.failed",
    /// No event of that number in the file.
    EventUnknown { path: String, event: String } = "event.unknown",
    /// No kept run of that number in the file.
    EventRunUnknown { path: String, run: String } = "event.run_unknown",
    /// The payee of a mark is paid nothing in that run.
    EventPayeeUnknown { run: String, payee: String } = "event.payee_unknown",
    /// 已领 again without an undo of the standing mark `mark`.
    EventAlreadyCollected { payee: String, mark: String, at: String, by: String } = "event.already_collected",
    /// An undo of `mark`, which is not the payee's standing 已领 mark.
    EventUndoNotStanding { payee: String, mark: String } = "event.undo_not_standing",
    /// A mark without its 经办人 (`by`), bank, account or proxy's name.
    EventMarkBlank { field: String } = "event.mark_blank",
    /// A mark's time that is no RFC 3339 time.
    EventMarkTime { at: String } = "event.mark_time",
    /// `record` names an event file that does not exist.
    EventMissing { path: String } = "event.missing",
    /// No event file named and no data folder to find the default one in.
    EventNoPath = "event.no_path",
    /// The event file keeps no run yet.
    EventNothingKept { path: String } = "event.nothing_kept",
    /// A comparison as collected asked of a kept run that is the first of
    /// its event: no earlier run to compare with.
    EventNoEarlierRun { event: String, run: String } = "event.no_earlier_run",
    /// `[ceremony] uncollected = { forfeit_after = … }` is no time in the
    /// accepted form.
    RulesForfeitTime { value: String } = "rules.forfeit_time",
}

/// Tied players and what they cover (`tie.*`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tie {
    /// The schedule's id (`women`) and its name as the rules file gives it.
    pub schedule: String,
    pub schedule_name: String,
    pub place: u32,
    /// 编号 and 姓名 of each player.
    pub players: Vec<(String, String)>,
    pub group: String,
    pub rank: u32,
    /// The amounts of the places covered, "5000.00".
    pub amounts: Vec<String>,
}

/// A player as an audit finding names them.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Who {
    pub no: String,
    pub name: String,
    pub rank: u32,
    pub row: u32,
}

/// `above` is placed above `below`, but `below` is ahead on `column`
/// (`values` as written: above's, below's), the columns in `equal` being
/// the same; `fewer_first`: the smaller number ranks first (`audit.order`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Order {
    pub above: Who,
    pub below: Who,
    pub equal: Vec<String>,
    pub column: String,
    pub fewer_first: bool,
    pub values: (String, String),
}

/// What the knockout check found (`audit.knockout`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Knockout {
    /// Placed within the knockout's places 1–`size`, but 预赛名次 `prelim`
    /// is not within them.
    Outsider { who: Who, prelim: u32, size: u32 },
    /// 预赛名次 `prelim` is within the knockout, the final place is not.
    Missing { who: Who, prelim: u32, size: u32 },
    /// `players` share `place`, which is not one round of the bracket.
    Bracket {
        place: u32,
        players: Vec<Who>,
        size: u32,
    },
}

/// What a rules-file problem is about.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Owner {
    Schedule(String),
    Subsidy(String),
    /// A payment that is not a prize (退还保证金, 路费补助).
    Payment(String),
    /// An award the committee chooses (体育道德风尚奖).
    Award(String),
    Qualifier(String),
    /// A team prize (团体奖).
    Team(String),
    /// An amendment's change of a schedule's places: (date, schedule).
    Amendment(String, String),
    /// A schedule added by an amendment: (date, id).
    NewSchedule(String, String),
}

/// Kinds of things with an id in the rules file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum OwnerKind {
    Schedule,
    Subsidy,
    Payment,
    Award,
    Qualifier,
    Team,
}

/// How an amendment touches a schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum AmendVerb {
    Changes,
    Cancels,
}

/// Why an amount is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum AmountFault {
    NotANumber,
    Negative,
    TooPrecise,
}

/// What a key of the rules file is called in a message: the key itself, or
/// what an entry of a list is.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TableName {
    Key(String),
    /// `[settings]`, `[budget]`.
    Section(String),
    Top,
    Group,
    Schedule,
    Subsidy,
    Qualifier,
    Amendment,
    Change,
    BudgetSection,
    Place,
    Level,
    Phase,
    TieBreak,
}

/// The kind of value a key wants.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Expected {
    Text,
    Bool,
    Whole,
    Amount,
    Date,
    Rate,
    Place,
    OneOf(Vec<String>),
    List,
    Table,
}

/// The kind of value a key holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TomlType {
    Text,
    Whole,
    Decimal,
    Bool,
    Datetime,
    List,
    Table,
}

/// The kinds that quote one cell's value as `value`: the one list that
/// `Msg::value` and `Msg::with_value` both match on.
macro_rules! quotes_a_value {
    ($value:ident) => {
        Msg::RankNotAPlace { value: $value }
            | Msg::IdTypeUnknown { value: $value }
            | Msg::CountNotACount { value: $value }
            | Msg::NumberNotANumber { value: $value }
            | Msg::TextNotText { value: $value }
            | Msg::YesNoUnknown { value: $value }
            | Msg::MarkUnknown { value: $value, .. }
            | Msg::SexUnknown { value: $value }
            | Msg::RegionUnknown { value: $value, .. }
            | Msg::RegionTwoPlaces { value: $value, .. }
            | Msg::DateNotADate { value: $value }
            | Msg::BirthDateUnknown { value: $value }
    };
}

impl Msg {
    /// The sentence in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        words::render(self, lang)
    }

    /// The value the message quotes, when it quotes one cell's value (for
    /// grouping the same problem down a column).
    pub fn value(&self) -> Option<&str> {
        match self {
            quotes_a_value!(value) => Some(value),
            _ => None,
        }
    }

    /// The value as typed a warning quotes (the cell's value, a 地区 taken
    /// by the catch-all region, or one its ID number disagrees with): what
    /// differs between the warnings of one kind listed as one line.
    pub fn quoted_value(&self) -> Option<&str> {
        match self {
            Msg::RegionOther { value, .. } => Some(value),
            Msg::RegionDisagrees { stated, .. } => Some(stated),
            _ => self.value(),
        }
    }

    /// The same message quoting `value` instead (for a group's pattern).
    pub fn with_value(&self, new: String) -> Msg {
        let mut m = self.clone();
        match &mut m {
            quotes_a_value!(value) => *value = new,
            _ => {}
        }
        m
    }
}

/// The stable code only (`output.exists`), so that a message can travel
/// as an error; what a person reads is `render` in the language passed
/// down, which the front ends find again by downcasting.
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl std::error::Error for Msg {}

/// Names of characters a person cannot see, in both languages.
const INVISIBLE: &[(char, &str, &str)] = &[
    ('\t', "制表符", "tab"),
    ('\n', "换行符", "line break"),
    ('\r', "回车符", "carriage return"),
    ('\u{200b}', "零宽空格", "zero-width space"),
    ('\u{200c}', "零宽非连接符", "zero-width non-joiner"),
    ('\u{200d}', "零宽连接符", "zero-width joiner"),
    ('\u{2060}', "零宽不换行空格", "word joiner"),
    ('\u{feff}', "字节顺序标记", "byte order mark"),
];

/// Spaces that look like an ordinary one: shown as typed, and named.
const LOOKALIKE_SPACES: &[(char, &str, &str)] = &[
    ('\u{3000}', "全角空格", "full-width space"),
    ('\u{a0}', "不间断空格", "no-break space"),
];

/// A value as typed, quoted: 「 5 」 in Chinese, “ 5 ” in English. Spaces
/// stay as typed; an invisible character is named in its place
/// (〔制表符〕); a space that looks like an ordinary one is named after the
/// quote （含全角空格）.
pub fn quote(value: &str, lang: Lang) -> String {
    let mut shown = String::new();
    for c in value.chars() {
        match INVISIBLE.iter().find(|(ch, ..)| *ch == c) {
            Some((_, zh, en)) => match lang {
                Lang::Zh => shown.push_str(&format!("〔{zh}〕")),
                Lang::En => shown.push_str(&format!("[{en}]")),
            },
            None if c.is_control() => match lang {
                Lang::Zh => shown.push_str(&format!("〔控制字符 U+{:04X}〕", c as u32)),
                Lang::En => shown.push_str(&format!("[control character U+{:04X}]", c as u32)),
            },
            None => shown.push(c),
        }
    }
    let named: Vec<&str> = LOOKALIKE_SPACES
        .iter()
        .filter(|(ch, ..)| value.contains(*ch))
        .map(|(_, zh, en)| lang.pick(zh, en))
        .collect();
    let edge = value.starts_with(' ') || value.ends_with(' ');
    match lang {
        Lang::Zh => {
            let mut s = format!("「{shown}」");
            let mut notes: Vec<String> = named.iter().map(|n| format!("含{n}")).collect();
            if edge {
                notes.push("前后有空格".to_string());
            }
            if !notes.is_empty() {
                s.push_str(&format!("（{}）", notes.join("，")));
            }
            s
        }
        Lang::En => {
            let mut s = format!("“{shown}”");
            let mut notes: Vec<String> = named.iter().map(|n| format!("contains a {n}")).collect();
            if edge {
                notes.push("spaces around it".to_string());
            }
            if !notes.is_empty() {
                s.push_str(&format!(" ({})", notes.join(", ")));
            }
            s
        }
    }
}

/// Rows as ranges: [2, 3, 4, 7] → "2–4、7" (zh) or "2–4, 7" (en).
pub fn row_ranges(rows: &[u32], lang: Lang) -> String {
    let mut sorted = rows.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let start = sorted[i];
        let mut end = start;
        while i + 1 < sorted.len() && sorted[i + 1] == end + 1 {
            i += 1;
            end = sorted[i];
        }
        parts.push(if start == end {
            start.to_string()
        } else {
            format!("{start}–{end}")
        });
        i += 1;
    }
    parts.join(lang.pick("、", ", "))
}

/// A count with its English word, singular for one: "1 payee", "2 payees",
/// "0 payees". `n` as it is written (a number, or a number already
/// formatted).
pub fn count(n: impl std::fmt::Display, one: &str, many: &str) -> String {
    let n = n.to_string();
    let word = if n == "1" { one } else { many };
    format!("{n} {word}")
}

/// A list of names: "公开组、少儿组" (zh) or "公开组, 少儿组" (en).
pub fn list(items: &[String], lang: Lang) -> String {
    items.join(lang.pick("、", ", "))
}

/// A value with its digits replaced by N: "第12名" → "第N名", so that the
/// same mistake on many rows is one group.
pub fn pattern(value: &str) -> String {
    let mut out = String::new();
    let mut in_digits = false;
    for c in value.chars() {
        let digit = c.is_ascii_digit() || ('０'..='９').contains(&c);
        if digit {
            if !in_digits {
                out.push('N');
            }
        } else {
            out.push(c);
        }
        in_digits = digit;
    }
    out
}

#[cfg(test)]
mod tests;

/// A payee of the paid results file, as its messages name him.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Payee {
    pub group: String,
    pub no: String,
    pub name: String,
}
