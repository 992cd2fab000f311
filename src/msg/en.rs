//! Every message in English (`--lang en`).

use super::{
    AmendVerb, AmountFault, Expected, Knockout, Lang, Msg, Order, Owner, OwnerKind, TableName, Tie,
    TomlType, Who, list, quote, row_ranges,
};

fn q(value: &str) -> String {
    quote(value, Lang::En)
}

fn names(items: &[String]) -> String {
    if items.is_empty() {
        "none".to_string()
    } else {
        list(items, Lang::En)
    }
}

fn range(from: impl std::fmt::Display, to: impl std::fmt::Display) -> (String, bool) {
    let (a, b) = (from.to_string(), to.to_string());
    if a == b {
        (a, false)
    } else {
        (format!("{a}-{b}"), true)
    }
}

fn places(from: impl std::fmt::Display, to: impl std::fmt::Display) -> String {
    match range(from, to) {
        (r, false) => format!("place {r}"),
        (r, true) => format!("places {r}"),
    }
}

fn owner(o: &Owner) -> String {
    match o {
        Owner::Schedule(id) => format!("schedule \"{id}\""),
        Owner::Subsidy(id) => format!("subsidy \"{id}\""),
        Owner::Qualifier(id) => format!("qualifier list \"{id}\""),
        Owner::Amendment(date, id) => format!("amendment {date}, schedule \"{id}\""),
        Owner::NewSchedule(date, id) => format!("amendment {date}, new schedule \"{id}\""),
    }
}

fn table(t: &TableName) -> String {
    match t {
        TableName::Key(k) => k.clone(),
        TableName::Section(s) => format!("[{s}]"),
        TableName::Top => "the top of the file".to_string(),
        TableName::Group => "a group".to_string(),
        TableName::Schedule => "a schedule".to_string(),
        TableName::Subsidy => "a subsidy".to_string(),
        TableName::Qualifier => "a qualifier list".to_string(),
        TableName::Amendment => "an amendment".to_string(),
        TableName::Change => "a change".to_string(),
        TableName::BudgetSection => "a budget section".to_string(),
        TableName::Place => "a place".to_string(),
        TableName::Level => "a level".to_string(),
        TableName::Phase => "a phase".to_string(),
        TableName::TieBreak => "a tie-break".to_string(),
    }
}

fn quoted_words(words: &[String]) -> String {
    words
        .iter()
        .map(|w| format!("\"{w}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

fn expected(e: &Expected) -> String {
    match e {
        Expected::Text => "text in quotes".to_string(),
        Expected::Bool => "true or false".to_string(),
        Expected::Whole => "a whole number".to_string(),
        Expected::Amount => "an amount in quotes, like \"1500\"".to_string(),
        Expected::Date => "a date in quotes, like \"2019-05-01\"".to_string(),
        Expected::Rate => "a rate in quotes, like \"0.20\"".to_string(),
        Expected::Place => "a place like \"5\" or a range like \"5-8\"".to_string(),
        Expected::OneOf(words) => format!("one of {}", quoted_words(words)),
        Expected::List => "a list".to_string(),
        Expected::Table => "a table".to_string(),
    }
}

fn toml_type(t: TomlType) -> &'static str {
    match t {
        TomlType::Text => "text",
        TomlType::Whole => "a whole number",
        TomlType::Decimal => "a decimal number",
        TomlType::Bool => "true/false",
        TomlType::Datetime => "a date without quotes",
        TomlType::List => "a list",
        TomlType::Table => "a table",
    }
}

fn tie(t: &Tie) -> String {
    let players: Vec<String> = t
        .players
        .iter()
        .map(|(no, name)| format!("{no}/{name}"))
        .collect();
    format!(
        "{} place {}: unresolved tie between {} ({}, 名次 {}) covering amounts {}",
        t.schedule,
        t.place,
        players.join(", "),
        t.group,
        t.rank,
        t.amounts.join("/")
    )
}

const RESAVE: &str = "open it in the spreadsheet program and save it again as .xlsx";

pub fn render(m: &Msg) -> String {
    match m {
        Msg::FileOpen { missing: true, .. } => {
            "no such file; check the file name and its folder".to_string()
        }
        Msg::FileOpen { detail, .. } => format!("cannot open the file: {detail}"),
        Msg::FileRead { detail } => format!("cannot read the file: {detail}"),
        Msg::FileEmpty => "the file is empty (0 bytes), not a workbook".to_string(),
        Msg::FileNotWorkbook => "not a workbook: the file is neither .xlsx/.xlsb/.ods (a ZIP archive) nor .xls; save it from the spreadsheet program as .xlsx".to_string(),
        Msg::FileDamaged { detail } => format!(
            "the file is damaged: reading failed inside the workbook library{}; {RESAVE}",
            if detail.is_empty() { String::new() } else { format!(" ({detail})") }
        ),
        Msg::XlsContainer { detail } => format!(
            "the file is damaged: its .xls container cannot be read ({detail}); {RESAVE}"
        ),
        Msg::PartTooLarge { part, mib, max_mib, shared_strings } => format!(
            "the workbook part {part} ({}) expands to {mib} MiB; at most {max_mib} MiB are read, far more than a standings sheet needs; the file is not a plain standings workbook",
            if *shared_strings { "the shared-string table" } else { "a part of the workbook" }
        ),
        Msg::RulesAliasTwoFields { name, other, column } => format!(
            "\"{name}\" already names the column {other}; as a name for {column} it could be two fields"
        ),
        Msg::FilePassword => "the workbook is password-protected (encrypted); save a copy without a password".to_string(),
        Msg::FileUnreadable { xls: true, detail } => {
            format!("not a readable .xls workbook ({detail}); {RESAVE}")
        }
        Msg::FileUnreadable { detail, .. } => format!(
            "not a readable workbook; the file may be damaged ({detail}); {RESAVE}"
        ),

        Msg::Skipped { kind, rows } => format!(
            "skipped {} {} (no player): row{} {}",
            rows.len(),
            kind.label(),
            if rows.len() == 1 { "" } else { "s" },
            row_ranges(rows, Lang::En)
        ),
        Msg::NotRead { headers } => format!("not read: {}", headers.join(", ")),
        Msg::TwoFields { header, first, second } => format!(
            "the header \"{header}\" could be two fields ({} and {}); give each its own column",
            first.header(),
            second.header()
        ),
        Msg::HeaderClash { above, below } => format!(
            "the two header rows name this column both \"{above}\" and \"{below}\"; keep one"
        ),
        Msg::HeaderMoved { first_row } => format!(
            "the header row is repeated here with its columns in other places than in row {first_row}; a sheet must keep one layout"
        ),
        Msg::PlaceWithoutPlayer { place } => format!(
            "名次 {place} but no 编号 or 姓名: fill them in, or clear the row if it holds no player"
        ),
        Msg::RangeCount { first, last, rows } => format!(
            "名次 {first}-{last} is a place shared by {} players, but {} row{} hold{} it (rows {})",
            last - first + 1,
            rows.len(),
            if rows.len() == 1 { "" } else { "s" },
            if rows.len() == 1 { "s" } else { "" },
            row_ranges(rows, Lang::En)
        ),
        Msg::UnknownGroup { value, groups } => format!(
            "{value:?} is not a group of the rules (they name {})",
            groups.join(", ")
        ),
        Msg::BlankGroup => "blank, but the row holds a player and the sheet holds every group: say which".to_string(),
        Msg::GroupFromSheet { group, sheet } => format!(
            "{group} read from the rows of sheet \"{sheet}\" whose 组别 is {group}"
        ),
        Msg::SheetMatched { group, sheet } => format!("{group} read from sheet \"{sheet}\""),
        Msg::TwoSheets { group, sheets } => format!(
            "{} sheets could be {group}: {}; rename or delete the stale copy, or choose with --sheet {group}=SHEET",
            sheets.len(),
            sheets.iter().map(|s| format!("\"{s}\"")).collect::<Vec<_>>().join(", ")
        ),
        Msg::NoSheet { group, have } => format!(
            "no such sheet in the workbook (it has: {}), and none with a 组别 column holding every group; name a sheet {group} or choose one with --sheet {group}=SHEET",
            have.join(", ")
        ),
        Msg::ChosenSheetMissing { group, sheet, have } => format!(
            "--sheet {group}={sheet}: no such sheet (the workbook has: {})",
            have.join(", ")
        ),
        Msg::MergesUnreadable { format } => format!(
            "the sheet has cells merged down a column, which the {format} reader cannot place; save the workbook as .xlsx"
        ),
        Msg::RegionDisagrees { stated, id, id_region } => format!(
            "地区 {stated} but ID number {id} was issued in {id_region}; the stated 地区 is used"
        ),
        Msg::BirthDateUnknown { value } => format!(
            "{} is not a date (2008-05-01), a year and month (2008.05) or a year (2008)",
            q(value)
        ),
        Msg::SheetTooManyCells { max } => format!(
            "the sheet holds more than {max} filled cells; a standings sheet is far smaller"
        ),
        Msg::SheetBadSize { from, to } => format!(
            "the file is damaged: the sheet's declared size ends before it starts ({from} to {to}); {RESAVE}"
        ),
        Msg::SheetTooManyRows { declared: true, rows, max } => {
            format!("the sheet declares {rows} rows; at most {max} are allowed")
        }
        Msg::SheetTooManyRows { rows, max, .. } => {
            format!("the sheet has a cell in row {rows}; at most {max} rows are allowed")
        }
        Msg::SheetTooManyColumns { declared: true, columns, max } => {
            format!("the sheet declares {columns} columns; at most {max} are allowed")
        }
        Msg::SheetTooManyColumns { columns, max, .. } => format!(
            "the sheet has a cell in column {columns}; at most {max} columns are allowed"
        ),
        Msg::SheetEmpty => "the sheet is empty; it needs a header row with 名次, 编号 and 姓名 and one row per player".to_string(),
        Msg::SheetNoPlayers => "the sheet has no players yet".to_string(),

        Msg::HeaderNotFound { rows } => format!(
            "no header row: none of the first {rows} rows names the columns 名次, 编号 and 姓名; write them in the header row"
        ),
        Msg::HeaderMissingColumn { header_row, present, .. } => format!(
            "required column is missing (header row {header_row} has {}); add it or rename the column that holds it",
            names(present)
        ),
        Msg::HeaderRepeated { first, headers } => format!(
            "the column appears twice (also {first}): {}; keep one",
            headers.join(", ")
        ),

        Msg::RankNotAPlace { value } => format!(
            "{} is not a place (a whole number of 1 or more; also 第5名, 5., or 5-8 for a place shared by 4); write the place as a number, like 5",
            q(value)
        ),
        Msg::CountNotACount { value } => format!(
            "{} is not a count (a whole number of 0 or more; blank is 0)",
            q(value)
        ),
        Msg::NumberNotANumber { value } => format!("{} is not a number", q(value)),
        Msg::TextNotText { value } => format!("{} is not text", q(value)),
        Msg::YesNoUnknown { value } => format!(
            "{} is not yes/no (是/否, 有/无, Y/N, yes/no, true/false, √/×, 1/0)",
            q(value)
        ),
        Msg::SexUnknown { value } => format!("{} is not a sex (男/女, M/F, 男性/女性, 男子/女子)", q(value)),
        Msg::RegionUnknown { value, regions } if regions.is_empty() => {
            format!("{} is not a region: 地区 should be text", q(value))
        }
        Msg::RegionUnknown { value, regions } => format!(
            "{} is not a region of the rules file ({}; other spellings in brackets); write one of them, or add this spelling to the region in [regions]",
            q(value),
            regions.join(", ")
        ),
        Msg::DateNotADate { value } => format!(
            "{} is not a date (2008-05-01, 2008/5/1, 2008.5.1, 2008年5月1日, 20080501 or a date cell)",
            q(value)
        ),
        Msg::CellBlank => "blank, but the row holds a player; fill it in, or delete the row if it is no player".to_string(),
        Msg::NoDuplicate { no, first } => format!(
            "{} is already the 编号 of the player in {first}; each player needs their own",
            q(no)
        ),

        Msg::RankFirstNotOne { place } => {
            format!("the first place is {place}; places start at 1")
        }
        Msg::RankAfterShared { count, shared, rows, expected, found } => format!(
            "{count} players share 名次 {shared} (rows {}), so the next place is {expected}, not {found}",
            super::row_ranges(rows, Lang::En)
        ),
        Msg::RankGap { from, to, missing_from, missing_to } => format!(
            "名次 jumps from {from} to {to}: no player has 名次 {}",
            if missing_from == missing_to {
                missing_from.to_string()
            } else {
                format!("{missing_from}–{missing_to}")
            }
        ),

        Msg::IdStoredAsNumber { id } => format!(
            "ID number {id} is stored as a number, which the spreadsheet rounds; enter it as text; not used"
        ),
        Msg::IdShape { id } => format!(
            "ID number {} is neither 18 characters nor 15 digits; not used",
            q(id)
        ),
        Msg::IdBirthDate { id } => {
            format!("ID number {} holds no valid birth date; not used", q(id))
        }
        Msg::IdCheckDigit { id, expected } => format!(
            "ID number {} has a wrong check digit (expected {expected}); not used",
            q(id)
        ),
        Msg::IdOverridesBirthDate { stated, from_id } => {
            format!("stated {stated} but ID says {from_id}; ID used")
        }
        Msg::IdOverridesSex { stated, from_id } => {
            format!("stated {stated} but ID says {from_id}; ID used")
        }

        Msg::PoolBlank { no, name, column, pools } => format!(
            "{no} {name}: {column} is blank, so not in {}",
            pools.join(", ")
        ),
        Msg::AgeOutsideBands { no, name, age, born } => format!(
            "{no} {name}: age {age} (born {born}) is outside every age band; no age-band prize"
        ),
        Msg::TieSharedEqually { tie: t } => format!("{}; shared equally", tie(t)),
        Msg::TieUnresolved { tie: t } => format!("{}; the arbiters must settle it", tie(t)),
        Msg::QualifierTieAtCut { list, count, place, top } => format!(
            "{list} qualifier list: {count} players tied at place {place} across the cut of {top}; all are listed"
        ),
        Msg::EngineMissingGroup { sheet } => {
            format!("the standings have no sheet \"{sheet}\" named by the rules")
        }
        Msg::EngineFailed { stacking, reason } => {
            format!("prizes per player \"{stacking}\": {}", render(reason))
        }

        Msg::PoolColumnMissing { owner: o, column, sheet, derivable, condition, present } => format!(
            "{}: {} {column}, but the sheet \"{sheet}\" has no {column} column{} (it has {}); add the column or rename the one that holds it to {column}{}",
            owner(o),
            if *condition { "its conditions need" } else { "the pool filters on" },
            if *derivable { " and no 身份证号 to derive it from" } else { "" },
            present.join(", "),
            match column.as_str() {
                "会员" => "; to say nobody is a member, add an empty 会员 column",
                "称号" => "; to say nobody holds a title, add an empty 称号 column",
                _ => "",
            }
        ),
        Msg::BirthDatePartial { sheet, row } => format!(
            "{sheet} row {row} (出生日期): the birth date gives no day, and ages are counted in completed years; write the whole date or the ID number"
        ),
        Msg::SubsidyNoMarker { sheet, column, subsidy } => format!(
            "{sheet} has no {column} column: no {subsidy} candidates there"
        ),
        Msg::TitleUnknown { titles } => format!(
            "称号 values that are no known title, so not a master: {}; if one is a master title, add it to master_titles in the rules file",
            titles.join(", ")
        ),

        Msg::SheetChoiceShape { text } => format!(
            "\"{text}\" is not GROUP=SHEET (for example --sheet 公开组=\"公开组 (2)\")"
        ),
        Msg::PlayerNotFound { query, file } => {
            format!("no player has the 编号 or 姓名 \"{query}\" in {file}")
        }
        Msg::PlayerAmbiguous { query, candidates } => format!(
            "{} players answer to \"{query}\"; name one by 组别:编号:\n  {}",
            candidates.len(),
            candidates.join("\n  ")
        ),
        Msg::OutputIsInput { path } => {
            format!("{path} is an input; refusing to write over it (choose another --out)")
        }
        Msg::OutputExists { paths } => match paths.as_slice() {
            [one] => format!(
                "{one} already exists; nothing was written (use --force to replace it)"
            ),
            _ => format!(
                "{} already exist; nothing was written (use --force to replace them)",
                paths.join(" and ")
            ),
        },
        Msg::OutputFolder { path, detail } => format!("cannot create folder {path}: {detail}"),
        Msg::OutputWrite { path, detail } => format!("cannot write {path}: {detail}"),
        Msg::RulesFileRead { path, detail } => {
            format!("cannot read rules file {path}: {detail}")
        }

        Msg::RulesSyntax { detail, column } => format!(
            "{}not valid TOML: {detail} (the rest of the file is checked once this is fixed)",
            column.map_or(String::new(), |c| format!("column {c}: "))
        ),
        Msg::RulesUnknownKey { key, table: t, suggestion, allowed } => format!(
            "unknown key \"{key}\" in {}{}; allowed there: {}",
            table(t),
            suggestion.as_ref().map_or(String::new(), |s| format!(" (did you mean \"{s}\"?)")),
            allowed.join(", ")
        ),
        Msg::RulesMissingKey { table: t, key } => {
            format!("{} is missing the key \"{key}\"", table(t))
        }
        Msg::RulesWrongType { key, expected: e, found } => format!(
            "{} should be {}, but it is {}",
            table(key),
            expected(e),
            toml_type(*found)
        ),
        Msg::RulesIntRange { key, min, max, value } => format!(
            "{} should be a whole number from {min} to {max}, not {value}",
            table(key)
        ),
        Msg::RulesIntQuoted { key, value } => format!(
            "{}: write whole numbers without quotes, as {value}",
            table(key)
        ),
        Msg::RulesAmountUnquoted { key, value } => format!(
            "{}: write amounts in quotes, as \"{value}\" (amounts are exact, never floating point)",
            table(key)
        ),
        Msg::RulesAmountInvalid { key, value, why } => format!(
            "{}: {}",
            table(key),
            match why {
                AmountFault::NotANumber => format!(
                    "\"{value}\" is not an amount of money (write it like \"1500\" or \"1500.00\")"
                ),
                AmountFault::Negative => format!("\"{value}\" is negative"),
                AmountFault::TooPrecise => {
                    format!(
                        "\"{value}\" has more than two decimal places (the fen is the smallest unit)"
                    )
                }
            }
        ),
        Msg::RulesAmountTooLarge { key, value, max } => format!(
            "{}: \"{value}\" is more than {max} yuan; check the amount",
            table(key)
        ),
        Msg::RulesDateInvalid { key, value } => format!(
            "{}: \"{value}\" is not a date written like \"2019-05-01\"",
            table(key)
        ),
        Msg::TaxKindEmpty => {
            "[tax] kind is empty: name the income item declared, e.g. \"偶然所得\"".to_string()
        }
        Msg::TaxExemptUnknown { id, known } => format!(
            "[tax] exempt: \"{id}\" is not a schedule or subsidy of this file ({})",
            known
                .iter()
                .map(|k| format!("\"{k}\""))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Msg::TaxExemptTwice { id } => format!("[tax] exempt: \"{id}\" is listed twice"),
        Msg::RulesRateInvalid { key, detail, .. } => format!("{}: {detail}", table(key)),
        Msg::RulesRateUnquoted { key, value, float } => if *float {
            format!(
                "{}: write the rate in quotes, as \"{value}\" (rates are exact, never floating point)",
                table(key)
            )
        } else {
            format!(
                "{}: write the rate in quotes as a decimal between 0 and 1, e.g. \"0.20\" for 20 %, not {value}",
                table(key)
            )
        },
        Msg::RulesDateUnquoted { key, value } => {
            format!("{}: write the date in quotes, as \"{value}\"", table(key))
        }
        Msg::RulesPlaceInvalid { key, value } => format!(
            "{}: \"{value}\" is not a place or a range of places like \"5-8\"",
            table(key)
        ),
        Msg::RulesPlaceTooLarge { key, value, max } => format!(
            "{}: \"{value}\" goes beyond place {max}; check the range",
            table(key)
        ),
        Msg::RulesNotOneOf { key, value, allowed } => format!(
            "{}: \"{value}\" is not one of: {}",
            table(key),
            quoted_words(allowed)
        ),
        Msg::RulesListBrackets { key, path } => format!(
            "{} should be a list: write [[{path}]] (two brackets) for each entry",
            table(key)
        ),
        Msg::RulesTagMissing { key, tag, allowed } => format!(
            "{} is missing the key \"{tag}\" (one of {})",
            table(key),
            quoted_words(allowed)
        ),
        Msg::RulesTagWrongType { tag, allowed, found } => format!(
            "{tag} should be one of {}, but it is {}",
            quoted_words(allowed),
            toml_type(*found)
        ),

        Msg::RulesIdEmpty { kind } => format!(
            "{} id is empty",
            match kind {
                OwnerKind::Schedule => "schedule",
                OwnerKind::Subsidy => "subsidy",
                OwnerKind::Qualifier => "qualifier list",
            }
        ),
        Msg::RulesIdRepeated { id, kind, line } => format!(
            "the id \"{id}\" is already used{}; every {} needs its own id",
            line.map_or(String::new(), |l| format!(" on line {l}")),
            match kind {
                OwnerKind::Qualifier => "qualifier list",
                _ => "schedule and subsidy",
            }
        ),
        Msg::RulesAgeDateNeeded => "age_rule = \"completed-years\" needs age_date, the day ages are counted on (e.g. age_date = \"2019-05-01\")".to_string(),
        Msg::RulesAgeDateUnused => "age_date is only used with age_rule = \"completed-years\"; remove it or change age_rule".to_string(),
        Msg::RulesHomeRegionsEmpty => "home_regions is empty: name the regions that count as home".to_string(),
        Msg::RulesNoGroups => "at least one [[groups]] is needed".to_string(),
        Msg::RulesGroupSheetEmpty => "the group's sheet name is empty".to_string(),
        Msg::RulesGroupTwice { sheet } => format!("the group \"{sheet}\" is listed twice"),
        Msg::RulesSubsidyZero { owner: o } => format!("{}: the amount is zero", owner(o)),
        Msg::RulesSubsidyNoConditions { owner: o } => format!(
            "{}: no conditions given; a subsidy needs at least one",
            owner(o)
        ),
        Msg::RulesConditionTwice { owner: o, condition } => format!(
            "{}: the condition \"{condition}\" is listed twice",
            owner(o)
        ),
        Msg::RulesPoolNeedsGroup { owner: o } => format!(
            "{}: the pool needs a group, e.g. {{ group = \"公开组\" }}",
            owner(o)
        ),
        Msg::RulesUnknownGroup { owner: o, group, groups } => format!(
            "{}: the group \"{group}\" is not one of the [[groups]] ({})",
            owner(o),
            quoted_words(groups)
        ),
        Msg::RulesNoKnockout { owner: o, group } => format!(
            "{}: the pool asks about the knockout, but the group \"{group}\" has no knockout size (knockout = 32 under [[groups]])",
            owner(o)
        ),
        Msg::RulesAgeRange { owner: o, min, max } => {
            format!("{}: age_min {min} is above age_max {max}", owner(o))
        }
        Msg::RulesRegionEmpty { owner: o } => format!(
            "{}: region = [] admits nobody; leave it out to admit every region",
            owner(o)
        ),
        Msg::RulesNoPlaces { owner: o } => format!("{}: no places are given", owner(o)),
        Msg::RulesPlacesTwice { owner: o, from, to } => {
            format!("{}: {} given twice", owner(o), places(from, to))
        }
        Msg::RulesPlacesGap { owner: o, from, to } => {
            format!("{}: no amount for {}", owner(o), places(from, to))
        }
        Msg::RulesTotalMismatch { owner: o, sum, total } => format!(
            "{}: the places add up to {sum}, but the stated total is {total}",
            owner(o)
        ),
        Msg::RulesLevelTooDeep { owner: o, level, top, places } => format!(
            "{}: level \"{level}\" goes to the top {top}, but the list has only {places} places",
            owner(o)
        ),
        Msg::RulesAmendmentSchedule { date, verb, schedule, cancelled } => format!(
            "amendment {date} {} schedule \"{schedule}\", {}",
            match verb {
                AmendVerb::Changes => "changes",
                AmendVerb::Cancels => "cancels",
            },
            if *cancelled {
                "which an earlier change cancelled"
            } else {
                "which is not a schedule of this file"
            }
        ),
        Msg::RulesBudgetUnknownSchedule { section, schedule } => format!(
            "budget section \"{section}\": there is no schedule \"{schedule}\" in the base regulation"
        ),
        Msg::RulesBudgetTwice { section, schedule, other } => format!(
            "budget section \"{section}\": schedule \"{schedule}\" is already counted in section \"{other}\""
        ),
        Msg::RulesBudgetSection { section, sum, total } => format!(
            "budget section \"{section}\": its schedules add up to {sum}, but the stated total is {total}"
        ),
        Msg::RulesBudgetTotal { sections, sum, total } => format!(
            "budget: {} add up to {sum}, but the stated total is {total}",
            if *sections { "the sections" } else { "the schedules" }
        ),
        Msg::AuditOrder { order } => {
            let Order {
                above,
                below,
                equal,
                column,
                fewer_first,
                values: (a, b),
            } = order.as_ref();
            format!(
            "{} is placed above {}, but {}{column} is {a} against {b} ({}): the first should be placed below; please have the arbiters check the two places",
            who(above),
            who(below),
            if equal.is_empty() {
                String::new()
            } else {
                format!("with {} equal, ", equal.join(", "))
            },
            if *fewer_first { "fewer first" } else { "more first" }
        )
        }
        Msg::AuditKnockout { fact } => match fact {
            Knockout::Outsider { who: w, prelim, size } => format!(
                "{} is placed within the knockout's places (1-{size}), but 预赛名次 {prelim} is not in the top {size}: the player did not reach the knockout; check the place or the 预赛名次",
                who(w)
            ),
            Knockout::Missing { who: w, prelim, size } => format!(
                "{} has 预赛名次 {prelim} and so reached the knockout (top {size}), but is placed outside its places (1-{size}); check the place or the 预赛名次",
                who(w)
            ),
            Knockout::Bracket { place, players, size } => {
                let names: Vec<String> = players
                    .iter()
                    .map(|p| format!("{} {} (row {})", p.no, p.name, p.row))
                    .collect();
                format!(
                    "place {place} is shared by {} ({}), which is no round of a {size}-player knockout: {}; check these places",
                    players.len(),
                    names.join(", "),
                    bracket_shares(*size)
                )
            }
        },
        Msg::AuditSummary { checked: false, not_done: 0, .. } => {
            "places audit (名次核对): not done (no phases in the rules, or no 积分 column)".to_string()
        }
        Msg::AuditSummary { checked: false, not_done, .. } => format!(
            "places audit (名次核对): not done ({not_done} phase(s) lack a column the order needs; see audit.not_done)"
        ),
        Msg::AuditSummary { checked: true, found, not_done: 0 } => format!(
            "places audit (名次核对): {found} place{} out of order with the scores and tie-breaks",
            if *found == 1 { "" } else { "s" },
        ),
        Msg::AuditSummary { checked: true, found, not_done } => format!(
            "places audit (名次核对): {not_done} phase(s) not done for want of a column (audit.not_done); where checked, {found} place{} out of order",
            if *found == 1 { "" } else { "s" },
        ),
        Msg::AuditRefused { found } => format!(
            "places audit (名次核对): {found} out of order (audit = \"refuse\"): fix the places first"
        ),
        Msg::RulesNothingToPay { file } => format!(
            "{file}: the rules have no prize tables yet ([[schedules]], [[subsidies]] or [[qualifiers]]); fill them in from the event's 竞赛规程. `xqprize check` audits the places meanwhile"
        ),
        Msg::RulesPhaseGap { group, from, to } => format!(
            "group \"{group}\": no phase decides {}; phases must run on from place 1",
            if from == to {
                format!("place {from}")
            } else {
                format!("places {from}–{to}")
            }
        ),
        Msg::RulesPhaseOverlap { group, from, before_ends } => format!(
            "group \"{group}\": the phase from place {from} overlaps the one before (which ends at {before_ends})"
        ),
        Msg::RulesPhaseBackwards { group, from, to } => format!(
            "group \"{group}\": the phase runs from place {from} to {to}"
        ),
        Msg::RulesPhaseLastTo { group, from } => format!(
            "group \"{group}\": the last phase decides every place after {from}; leave out `to`"
        ),
        Msg::RulesPhaseNoTo { group } => format!(
            "group \"{group}\": only the last phase may leave out `to` (the place it ends at)"
        ),
        Msg::RulesKnockoutTwice { group } => format!(
            "group \"{group}\": more than one knockout phase; one knockout decides the top places"
        ),
        Msg::RulesKnockoutNotFirst { group } => format!(
            "group \"{group}\": a knockout decides the top places: it must start at place 1"
        ),
        Msg::RulesKnockoutNoTo { group } => format!(
            "group \"{group}\": a knockout phase needs `to`, its number of players (e.g. to = 32)"
        ),
        Msg::RulesKnockoutBracket { group, to } => format!(
            "group \"{group}\": a knockout bracket has 2, 4, 8, 16, 32 … players, not {to}"
        ),
        Msg::RulesKnockoutDisagree { group, knockout: Some(k), to } => format!(
            "group \"{group}\": knockout = {k}, but the knockout phase covers places 1–{to}; make them agree"
        ),
        Msg::RulesKnockoutDisagree { group, knockout: None, to } => format!(
            "group \"{group}\": the knockout phase covers places 1–{to}: write knockout = {to} under this group as well"
        ),
        Msg::RulesTiebreaksNeeded { group } => format!(
            "group \"{group}\": a Swiss phase needs the ranking order: tiebreaks = [{{ column = \"积分\", first = \"more\" }}, {{ column = \"累进分\", first = \"more\" }}, …]"
        ),
        Msg::RulesTiebreaksUnused { group } => format!(
            "group \"{group}\": tiebreaks rank a Swiss, but no phase has by = \"swiss\""
        ),
        Msg::RulesTiebreakTwice { group, column } => format!(
            "group \"{group}\": the tie-break column {column} is listed twice"
        ),
        Msg::RulesOther { detail } => detail.clone(),
        Msg::TaxRateMissing { kind } => format!(
            "[tax] has no rate: the income item \"{kind}\" is withheld at a flat rate; write it, e.g. rate = \"0.20\" (\"偶然所得\", 20 %)"
        ),
        Msg::TaxLabourRate => "[tax] kind is \"劳务报酬\", whose rates the law sets (each payment less its deduction, then 20 %, 30 % and 40 % with quick deductions), never a flat rate: remove the rate line".to_string(),
        Msg::TaxLabourNet => "[tax] kind is \"劳务报酬\": only published amounts before tax (amounts = \"gross\") are computed; grossing up amounts after tax (\"net\") is not: write \"gross\", or work it out with the tax office".to_string(),
        Msg::TaxPeriodInvalid { value } => format!(
            "[tax] period \"{value}\" is not a month: write it like \"2019-05\" (year-month)"
        ),
        Msg::HeaderResembles { sheet, cell, header, column, fallback } => format!(
            "the column \"{header}\" at {sheet}!{cell} was not read, but it looks like {column}, \
             which the rules use and the sheet lacks{}; rename the column to {column}, or say in the \
             rules file's [settings] which column it is: header_aliases = [{{ column = \"{column}\", \
             name = \"{header}\" }}], or that it is none: ignore_columns = [\"{header}\"]",
            if *fallback { " (a fallback would be used instead)" } else { "" }
        ),
        Msg::FallbackFromId { sheet, column } => {
            format!("{sheet} has no {column} column: {column} is taken from the ID numbers")
        }
        Msg::FallbackNoPrelim { sheet } => format!(
            "{sheet} has no 预赛名次 column: players sharing a place share the money of the places they cover"
        ),
        Msg::AuditNotDone { sheet, from, to, column } => format!(
            "{sheet}: the places audit of places {from}{} was not done: the sheet has no {column} column",
            match to {
                Some(to) => format!("-{to}"),
                None => " and on".to_string(),
            }
        ),
        Msg::PayeeNoId { no, name, total } => format!(
            "payee {no} {name} (total {total}) has no valid ID number, which a payment must record"
        ),
        Msg::StandingsEmpty { file } => format!(
            "{file}: no player in any group the rules need, so nothing to pay; check the file and its sheets"
        ),
        Msg::MarkupBroken { format, line, detail } => format!(
            "the {format} file is damaged at line {line} ({detail}); {RESAVE}"
        ),
        Msg::MarkupEncoding { format, encoding } => format!(
            "the text of the {format} file is neither {encoding}, as it says or as assumed, nor GBK/GB18030 or UTF-8; read either way, names would be wrong; {RESAVE}"
        ),
        Msg::MarkupNoSheet { format: "HTML" } => "the HTML file holds no table; check that it is the right file".to_string(),
        Msg::MarkupNoSheet { format } => format!("the {format} file holds no worksheet; check that it is the right file"),
        Msg::MarkupTooLarge { format, max_mib } => format!(
            "the {format} file is larger than {max_mib} MiB, far more than a standings sheet needs; check that it is the right file, or save it as .xlsx"
        ),
        Msg::CellCovered { cell, region } => format!(
            "cell {cell} overlaps {region}, placed before it: the file's positions (ss:Index) or merged cells put two values in one place; open it in the spreadsheet program, check it and save it as .xlsx"
        ),
        Msg::RegionTwoPlaces { value, regions } => format!(
            "{} names places of {}, regions neither of which lies within the other: write one of them",
            q(value),
            regions.join(" and ")
        ),
        Msg::RegionOther { value, region } => format!(
            "{} is no region of its own in the rules file and counts as {region}; if it should be, add this spelling in [regions]",
            q(value)
        ),
        Msg::RulesRegionUndefined { region, regions } if regions.is_empty() => format!(
            "region \"{region}\" is used, but the rules file has no [regions], so 地区 is plain text; to tell prizes apart by region, define the regions in [regions] first (see the template)"
        ),
        Msg::RulesRegionUndefined { region, regions } => format!(
            "region \"{region}\" is not defined in [regions]; the regions are: {}",
            regions.join(", ")
        ),
        Msg::RulesRegionTwoCatchAll { regions } => format!(
            "{} all say other = true; only one region may take every other place",
            regions.join(", ")
        ),
        Msg::RulesRegionIdCode { region, code } => format!(
            "region \"{region}\": id_codes entry {} is not 1 to 6 digits of an ID number (write \"510104\")",
            q(code)
        ),
        Msg::AuditPartial { sheet, from, to, compared, column, unchecked } => format!(
            "{sheet}: places {from}{} were audited on {} only: the sheet has no {column} column, so the order among players equal on those, by {}, was not checked; add the {column} column to check it",
            match to {
                Some(to) => format!("-{to}"),
                None => " and on".to_string(),
            },
            compared.join(", "),
            unchecked.join(", ")
        ),
        Msg::AuditSummaryPartial { found, not_done, partial } => format!(
            "places audit (名次核对): {}where checked, {found} place{} out of order; {partial} phase(s) checked on their first tie-breaks only for want of a column (audit.partial)",
            if *not_done > 0 {
                format!("{not_done} phase(s) not done for want of a column (audit.not_done); ")
            } else {
                String::new()
            },
            if *found == 1 { "" } else { "s" },
        ),
        Msg::AuditNotRun => {
            "places audit (名次核对): not done (the rules or the standings have errors; fix them and check again)".to_string()
        }
        Msg::RulesBirthDayInvalid { key, value } => format!(
            "{}: \"{value}\" is not a date written like \"2004-09-01\" or \"2004年9月1日\"",
            table(key)
        ),
        Msg::RulesBornRange { owner: o, from, until } => format!(
            "{}: born_from {from} is after born_until {until}; nobody is born in between",
            owner(o)
        ),
        Msg::BornOnBoundary { no, name, born, schedule, first } => format!(
            "{no} {name}: born {born}, the {} day of the birth-date window of \"{schedule}\", counted in (the day is included); check it against the regulation",
            if *first { "first" } else { "last" }
        ),
        Msg::PoolOutsideBirth { no, name, born, age, missed } => {
            let missed: Vec<String> = missed
                .iter()
                .map(|(schedule, place)| format!("\"{schedule}\" (else place {place})"))
                .collect();
            let age = age.map_or(String::new(), |a| format!(", age {a}"));
            format!(
                "{no} {name} (born {born}{age}) is outside the age or birth-date limits of {} and in no other schedule of the group, so wins no place prize; check the birth date against the regulation",
                missed.join(", ")
            )
        }
    }
}

fn who(w: &Who) -> String {
    format!("{} {} (place {}, row {})", w.no, w.name, w.rank, w.row)
}

/// "only 5-8 shared by 4, 9-16 by 8 (or 3-4 by 2)" for a bracket of `size`.
fn bracket_shares(size: u32) -> String {
    let mut parts = Vec::new();
    let mut k = 4;
    while 2 * k <= size {
        parts.push(format!("{}-{} by {k}", k + 1, 2 * k));
        k *= 2;
    }
    if parts.is_empty() {
        "only 3-4 may be shared, by 2".to_string()
    } else {
        format!("only {} may be shared (or 3-4 by 2)", parts.join(", "))
    }
}
