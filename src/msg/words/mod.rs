//! Every message in both languages, side by side, one catalogue file per
//! area (as the message codes' prefixes name them: `rules.…` in `rules.rs`,
//! `paid.…` in `paid.rs` …): one arm per kind of message, its Chinese (the
//! default, in the regulation's words, saying what was found and what to do:
//! 请改为…, 请补上…, 请删去…) beside its English (`--lang en`). `zh_en!`
//! takes both, so the compiler refuses an arm without one of them.
//!
//! `areas!` below lists each area's prefixes and its kinds of message once;
//! the match it makes is exhaustive, so the compiler refuses a kind listed
//! in no area (and, as an unreachable pattern, one listed twice). A test
//! (`msg::tests`) walks every kind: its words come from exactly one area's
//! file, the area it is listed in, whose prefixes hold its code's.

mod helpers;

mod audit;
mod cli;
mod columns;
mod engine;
mod event;
mod output;
mod paid;
mod rules;
mod standings;
mod workbook;

use super::{Lang, Msg};

/// Declares the dispatch from each area's list: `render` sends a message to
/// its area's `words`, and `AREAS` names each area, its code prefixes and
/// its `words` for the tests.
macro_rules! areas {
    ($( $area:ident [$($prefix:literal),* $(,)?] { $($name:ident),* $(,)? } )*) => {
        /// The sentence of `m` in `lang`.
        pub fn render(m: &Msg, lang: Lang) -> String {
            let words = match m {
                $( $(Msg::$name { .. })|* => $area::words(m, lang), )*
            };
            // Never taken: the tests show every kind has words in its area.
            words.unwrap_or_else(|| m.code().to_string())
        }

        /// Each area: its name, the prefixes of its codes and its words.
        #[cfg(test)]
        pub(super) const AREAS: &[(&str, &[&str], fn(&Msg, Lang) -> Option<String>)] =
            &[$( (stringify!($area), &[$($prefix),*], $area::words), )*];
    };
}

areas! {
    workbook ["file", "sheet", "merge", "input"] {
        FileOpen, FileRead, FileEmpty, FileNotWorkbook, FileDamaged, XlsContainer,
        PartTooLarge, FilePassword, FileUnreadable, NoSheet, ChosenSheetMissing, TwoSheets,
        SheetMatched, GroupFromSheet, Skipped, NotRead, MergesUnreadable, SheetTooManyCells,
        SheetBadSize, SheetTooManyRows, SheetTooManyColumns, SheetEmpty, SheetNoPlayers,
        MarkupBroken, MarkupEncoding, MarkupNoSheet, MarkupTooLarge, CellCovered,
    }
    standings [
        "header", "rank", "group", "cell", "birth_date", "id", "id_type", "count", "number",
        "text", "yes_no", "mark", "sex", "date", "no", "region", "standings", "team_sheet",
    ] {
        TeamSheetMissing, TeamSheetNoHeader, TeamSheetBlank, TeamSheetPlaceGap,
        TeamSheetDuplicate, TeamSheetIsPlayers, TeamSheetNoPlayers, TeamSheetUnlisted,
        TwoFields, HeaderClash, HeaderMoved, PlaceWithoutPlayer, RangeCount, UnknownGroup,
        BlankGroup, RegionDisagrees, BirthDateUnknown, HeaderNotFound, HeaderMissingColumn,
        HeaderRepeated, RankNotAPlace, CountNotACount, NumberNotANumber, TextNotText,
        MarkUnknown, YesNoUnknown, SexUnknown, RegionUnknown, DateNotADate, CellBlank,
        NoDuplicate, RankFirstNotOne, RankAfterShared, RankGap, IdStoredAsNumber, IdShape,
        CellTooLong, BirthDateAfterEvent, IdBornAfterEvent, IdBirthDate, IdCheckDigit,
        IdOverridesBirthDate, IdOverridesSex, HeaderResembles, StandingsEmpty,
        RegionTwoPlaces, RegionOther, RegionIncludes, IdTypeUnknown,
    }
    rules ["rules", "tax"] {
        RulesAliasTwoFields, PoolColumnMissing, BirthDatePartial, RulesGbk, RulesNotText,
        RulesFileRead, RulesDuplicateKey, RulesSyntax, RulesUnknownKey, RulesMissingKey,
        RulesWrongType, RulesIntRange, RulesIntQuoted, RulesAmountUnquoted,
        RulesAmountInvalid, RulesAmountTooLarge, RulesDateInvalid, TaxKindEmpty,
        TaxExemptUnknown, TaxExemptTwice, RulesRateInvalid, RulesRateUnquoted,
        RulesDateUnquoted, RulesPlaceInvalid, RulesPlaceTooLarge, RulesNotOneOf,
        RulesListBrackets, RulesTagMissing, RulesTagWrongType, RulesIdEmpty,
        RulesIdRepeated, RulesAgeDateNeeded, RulesAgeDateUnused, RulesHomeRegionsEmpty,
        RulesNoGroups, RulesGroupSheetEmpty, RulesGroupTwice, RulesSubsidyZero,
        RulesPrizeEmpty, RulesPlaceAmountZero, RulesPlaceNothing, RulesTeamForm,
        RulesTeamColumnIsStandings, RulesTeamMembersWithSheet,
        RulesTeamUnlistedWithoutSheet, RulesTeamSheetIsGroup, RulesAwardNothing,
        RulesAwardNoPlayers, RulesAwardPlayersAndColumn, RulesAwardColumnIsStandings,
        RulesAwardPlayer, RulesSubsidyNoConditions, RulesConditionTwice,
        RulesPoolNeedsGroup, RulesUnknownGroup, RulesNoKnockout, RulesAgeRange,
        RulesRegionEmpty, RulesNoPlaces, RulesPlacesTwice, RulesPlacesGap,
        RulesPlacesPickedOnePrize, RulesPlacesPickedReserved, RulesEntrantsInvalid,
        RulesTablesAndPlaces, RulesTablesOverlap, RulesTablesNoneFits, RulesTablesAmended,
        RulesTotalMismatch, RulesLevelTooDeep, RulesAmendmentSchedule,
        RulesFillFromEmpty, RulesFillFromAnyRegion,
        RulesReservedTooMany, RulesReservedAmountZero, RulesReservedOnePrize,
        RulesReservedAmountTwice, RulesReservedTopWithoutAmount, RulesNotCombinedUnknown,
        RulesNotCombinedTwice, RulesNotCombinedAlone, RulesNotCombinedEmpty,
        RulesNotCombinedWithOne, RulesNotCombinedOverridden, RulesBudgetTwice,
        RulesBudgetSection, RulesBudgetTotal, RulesNothingToPay, RulesPhaseGap,
        RulesPhaseOverlap, RulesPhaseBackwards, RulesPhaseLastTo, RulesPhaseNoTo,
        RulesKnockoutTwice, RulesKnockoutNotFirst, RulesKnockoutNoTo, RulesKnockoutBracket,
        RulesKnockoutDisagree, RulesTiebreaksNeeded, RulesTiebreaksUnused,
        RulesTiebreakTwice, RulesOther, TaxRateMissing, TaxLabourRate, TaxLabourNet,
        TaxPeriodInvalid, DocumentColumnMissing, RulesRegionUndefined,
        RulesRegionTwoCatchAll, RulesRegionIdCode, RulesRegionCircle,
        RulesRegionWithinCodes, RulesExceptOutside, RulesBirthDayInvalid, RulesBornRange,
        BirthDatePartialWindow,
        RulesBudgetUnknownId, RulesForfeitTime,
    }
    columns ["team", "subsidy", "award", "payment", "title", "fallback", "born"] {
        TeamBlank, TeamSpellingsNear, TeamNoneFull, TeamScoreBlank, ChosenNotFound,
        PaymentNamedNotFound, SubsidyNoMarker, TitleUnknown, FallbackFromId,
        FallbackNoPrelim, BornOnBoundary,
    }
    engine ["engine", "pool", "age", "tie", "qualifier", "payee", "list"] {
        PoolBlank, AgeOutsideBands, TieSharedEqually, TieUnresolved, QualifierTieAtCut,
        EngineMissingGroup, EngineFailed, EngineReservedOnePrize, EngineReservedAmountTwice,
        PayeeNoId, PayeeNoDocument, AgeOnBoundary, PoolOutsideBirth, ListOutsideBirth,
    }
    audit ["audit"] {
        AuditOrder, AuditKnockout, AuditSummary, AuditRefused, AuditNotDone, AuditPartial,
        AuditSummaryPartial, AuditNotRun,
    }
    output ["output"] {
        OutputIsInput, OutputExists, OutputFolder, OutputWrite, OutputIsFolder,
        OutputReadOnly, OutputNotRestored, OutputInterrupted,
    }
    paid ["paid"] {
        PaidRead, PaidDamaged, PaidOtherEvent, PaidOtherSetting, PaidOtherSchedule,
        PaidOtherTax, PaidUnknownGroup, PaidOtherPlayer, PaidTooLarge, PaidNoRulesRecord,
        PaidOtherRules, PaidPayeeTwice, PaidTotalNotItems, PaidTaxNotSum, PaidPayeeNoAward,
        PaidWinnerNotPaid, PaidPayeeNoStanding, PaidBudgetNotItems, PaidBudgetNotPlanned,
        PaidGrandTotal,
    }
    event ["event"] {
        EventOpen, EventDamaged, EventNotOurs, EventNewer, EventFailed, EventUnknown, EventRunUnknown, EventPayeeUnknown, EventAlreadyCollected, EventUndoNotStanding, EventMarkBlank, EventMarkTime, EventMissing, EventNoPath, EventNothingKept, EventNoEarlierRun,
    }
    cli ["cli", "explain"] {
        SheetChoiceShape, PlayerNotFound, PlayerAmbiguous,
    }
}
