//! The shape of a rules file, key by key: what each table may contain, which
//! keys are required and what kind of value each holds. `walk` checks a parsed
//! file against it so that every unknown key, missing key and malformed value
//! is reported at once (serde stops at the first). The typed structs in `file`
//! are the other half; a test keeps the two in step.

/// What a value must be.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Kind {
    Text,
    /// A whole number from `min` to `max`.
    Integer {
        min: i64,
        max: i64,
    },
    Bool,
    /// An amount of money, written as a string ("1500" or "1500.00").
    Money,
    /// A date written as a string, "2019-05-01".
    Date,
    /// A day as an organizer writes it: "2004-09-01", "2004年9月1日",
    /// "2004/9/1" (`filter::birth_day_text`).
    Day,
    /// A tax rate written as a string, strictly between 0 and 1 ("0.20").
    Rate,
    /// A place or a range of places: 5 or "5" or "5-8".
    Place,
    /// A number of players, both ends included: "16-31", "32-", "-15"
    /// (`entrants::Entrants`).
    Entrants,
    /// One of a fixed set of words.
    OneOf(&'static [&'static str]),
    List(&'static Kind),
    Table(&'static [Key]),
    /// A table of names chosen by the file, each holding a table of `keys`
    /// (`[regions]`: one entry per region).
    Map(&'static [Key]),
    /// One of a fixed set of words, or a table of `keys`
    /// (`id_document = "不需要"` or `id_document = { column = "证件号码" }`).
    WordOrTable {
        words: &'static [&'static str],
        keys: &'static [Key],
        /// The table as an organizer writes it, said among the choices
        /// when the value is none of them (`{ column = "列名" }`).
        table: &'static str,
    },
    /// A table whose `tag` key says which set of keys it has.
    Tagged {
        tag: &'static str,
        variants: &'static [(&'static str, &'static [Key])],
    },
}

/// One key of a table.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Key {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
}

const fn req(name: &'static str, kind: Kind) -> Key {
    Key {
        name,
        kind,
        required: true,
    }
}

const fn opt(name: &'static str, kind: Kind) -> Key {
    Key {
        name,
        kind,
        required: false,
    }
}

/// The words of `stacking`: the English ones and the regulations' 兼得 /
/// 不兼得 (serde aliases on `Stacking`).
pub(crate) const STACKING: &[&str] = &["all", "one", "兼得", "不兼得"];
pub(crate) const AGE_RULES: &[&str] = &["calendar-year", "completed-years"];
/// The words of `ties`: split / 平分, refuse / 报错 (serde aliases on `TieRule`).
pub(crate) const TIES: &[&str] = &["split", "refuse", "平分", "报错"];
/// The words of `split_unit`: fen / 分, jiao / 角, yuan / 元 (serde aliases
/// on `SplitUnit`).
pub(crate) const SPLIT_UNITS: &[&str] = &["fen", "jiao", "yuan", "分", "角", "元"];
pub(crate) const AUDIT: &[&str] = &["warn", "refuse"];
/// The words of `id_document` (`IdDocument`); a table names a column.
pub(crate) const ID_DOCUMENTS: &[&str] = &super::IdDocument::WORDS;
/// What `id_document` is beside its words: the column holding the number.
const ID_DOCUMENT_COLUMN: &[Key] = &[req("column", Kind::Text)];
pub(crate) const PHASE_KINDS: &[&str] = &["knockout", "swiss"];
pub(crate) const FIRST: &[&str] = &["more", "fewer"];
pub(crate) const GROUP_KINDS: &[&str] = &["open", "youth"];
pub(crate) const SEXES: &[&str] = &["男", "女", "M", "F"];
pub(crate) const TAX_AMOUNTS: &[&str] = &super::TaxAmounts::LABELS;
pub(crate) const CONDITIONS: &[&str] = &[
    "student",
    "student_proof",
    "completed",
    "no_discipline",
    "no_place_prize",
];

/// Largest count of rounds, places or list entries a file may give.
const MAX_COUNT: i64 = 100_000;

const TEXT_LIST: Kind = Kind::List(&Kind::Text);
/// Region names: checked against `[regions]` once the file is read.
const REGION_LIST: Kind = TEXT_LIST;

/// The column headers a rules file may give more names for.
pub(crate) const HEADERS: &[&str] = &[
    "名次",
    "编号",
    "姓名",
    "性别",
    "出生日期",
    "身份证号",
    "证件类型",
    "单位",
    "称号",
    "地区",
    "会员",
    "预赛名次",
    "积分",
    "累进分",
    "胜局",
    "犯规",
    "后走局数",
    "对手分",
    "在校学生",
    "学生证明",
    "完赛",
    "违纪",
    "组别",
];

const HEADER_ALIAS: &[Key] = &[req("column", Kind::OneOf(HEADERS)), req("name", Kind::Text)];
const REGION_ALIAS: &[Key] = &[req("region", Kind::Text), req("name", Kind::Text)];

/// One region of `[regions]`.
const REGION: &[Key] = &[
    opt("names", TEXT_LIST),
    opt("id_codes", TEXT_LIST),
    opt("other", Kind::Bool),
    opt("within", Kind::Text),
];

const SETTINGS: &[Key] = &[
    opt("stacking", Kind::OneOf(STACKING)),
    opt("ties", Kind::OneOf(TIES)),
    opt("split_unit", Kind::OneOf(SPLIT_UNITS)),
    opt("age_rule", Kind::OneOf(AGE_RULES)),
    opt("age_date", Kind::Date),
    opt("master_titles", TEXT_LIST),
    opt("home_regions", REGION_LIST),
    opt("home_name", Kind::Text),
    opt("other_titles", TEXT_LIST),
    opt("header_aliases", Kind::List(&Kind::Table(HEADER_ALIAS))),
    opt("region_aliases", Kind::List(&Kind::Table(REGION_ALIAS))),
    opt("audit", Kind::OneOf(AUDIT)),
    opt("ignore_columns", TEXT_LIST),
    opt("not_combined", Kind::List(&TEXT_LIST)),
    opt(
        "id_document",
        Kind::WordOrTable {
            words: ID_DOCUMENTS,
            keys: ID_DOCUMENT_COLUMN,
            table: "{ column = \"列名\" }",
        },
    ),
];

const GROUP: &[Key] = &[
    req("sheet", Kind::Text),
    req("kind", Kind::OneOf(GROUP_KINDS)),
    opt(
        "rounds",
        Kind::Integer {
            min: 1,
            max: MAX_COUNT,
        },
    ),
    opt(
        "knockout",
        Kind::Integer {
            min: 1,
            max: MAX_COUNT,
        },
    ),
    opt("phases", Kind::List(&Kind::Table(PHASE))),
    opt("tiebreaks", Kind::List(&Kind::Table(TIEBREAK))),
];

const PLACE_NUMBER: Kind = Kind::Integer {
    min: 1,
    max: MAX_COUNT,
};

const PHASE: &[Key] = &[
    req("from", PLACE_NUMBER),
    opt("to", PLACE_NUMBER),
    req("by", Kind::OneOf(PHASE_KINDS)),
    opt("rounds", PLACE_NUMBER),
];

const TIEBREAK: &[Key] = &[
    req("column", Kind::OneOf(super::phases::SCORE_COLUMN_WORDS)),
    req("first", Kind::OneOf(FIRST)),
];

pub(crate) const FILTER: &[Key] = &[
    opt("group", Kind::Text),
    opt("sex", Kind::OneOf(SEXES)),
    opt("age_min", Kind::Integer { min: 0, max: 150 }),
    opt("age_max", Kind::Integer { min: 0, max: 150 }),
    opt("born_from", Kind::Day),
    opt("born_until", Kind::Day),
    opt("region", REGION_LIST),
    opt("except_region", REGION_LIST),
    opt("member", Kind::Bool),
    opt("master", Kind::Bool),
    opt("knockout", Kind::Bool),
];

const PLACE_AMOUNT: &[Key] = &[
    req("place", Kind::Place),
    opt("amount", Kind::Money),
    opt("prize", Kind::Text),
];
const PLACES: Kind = Kind::List(&Kind::Table(PLACE_AMOUNT));

/// A prize table by the number of players: `[[schedules.tables]]` with
/// `players = "16-31"`, its places and their total.
const PLACE_TABLE: &[Key] = &[
    req("players", Kind::Entrants),
    opt("total", Kind::Money),
    req("places", PLACES),
];

const SCHEDULE: &[Key] = &[
    req("id", Kind::Text),
    req("name", Kind::Text),
    req("pool", Kind::Table(FILTER)),
    opt("total", Kind::Money),
    // Required unless `tables` gives them (the check says so).
    opt("places", PLACES),
    opt("tables", Kind::List(&Kind::Table(PLACE_TABLE))),
    opt("fill_from", REGION_LIST),
    opt("reserved", Kind::Table(RESERVED)),
];

/// 名额: `reserved = { count = 3, name = "楼冈棋手", pool = { region = ["楼冈"] } }`,
/// with `amount = "500", unless_top = 4` for 「如该3名楼冈棋手不能进入前四名，则可获奖金各500元」.
const RESERVED: &[Key] = &[
    req(
        "count",
        Kind::Integer {
            min: 1,
            max: MAX_COUNT,
        },
    ),
    req("name", Kind::Text),
    req("pool", Kind::Table(FILTER)),
    opt("amount", Kind::Money),
    opt(
        "unless_top",
        Kind::Integer {
            min: 1,
            max: MAX_COUNT,
        },
    ),
];

const SUBSIDY: &[Key] = &[
    req("id", Kind::Text),
    req("name", Kind::Text),
    req("amount", Kind::Money),
    req("conditions", Kind::List(&Kind::OneOf(CONDITIONS))),
    opt("pool", Kind::Table(FILTER)),
];

const PAYMENT: &[Key] = &[
    req("id", Kind::Text),
    req("name", Kind::Text),
    req("amount", Kind::Money),
    opt("conditions", Kind::List(&Kind::OneOf(CONDITIONS))),
    opt("pool", Kind::Table(FILTER)),
    opt("players", TEXT_LIST),
    opt("column", Kind::Text),
];

const CHOSEN: &[Key] = &[
    req("id", Kind::Text),
    req("name", Kind::Text),
    opt("amount", Kind::Money),
    opt("prize", Kind::Text),
    opt("players", TEXT_LIST),
    opt("column", Kind::Text),
];

/// `[[teams]]`: a team prize (`teams::TeamPrize`).
const TEAM: &[Key] = &[
    req("id", Kind::Text),
    req("name", Kind::Text),
    opt("group", Kind::Text),
    opt("sheet", Kind::Text),
    opt("team_column", Kind::Text),
    opt("members", Kind::Text),
    opt(
        "counted",
        Kind::Integer {
            min: 1,
            max: MAX_COUNT,
        },
    ),
    opt("by", Kind::OneOf(super::teams::TEAM_MEASURES)),
    opt("tie", Kind::OneOf(super::teams::TEAM_TIES)),
    opt("short_teams", Kind::OneOf(super::teams::SHORT_TEAMS)),
    opt("unlisted_teams", Kind::OneOf(super::teams::UNLISTED_TEAMS)),
    opt("total", Kind::Money),
    req("places", PLACES),
];

const LEVEL: &[Key] = &[
    req(
        "top",
        Kind::Integer {
            min: 1,
            max: MAX_COUNT,
        },
    ),
    req("level", Kind::Text),
];

const QUALIFIER: &[Key] = &[
    req("id", Kind::Text),
    req("name", Kind::Text),
    req("pool", Kind::Table(FILTER)),
    opt("eligible", Kind::Table(FILTER)),
    req(
        "top",
        Kind::Integer {
            min: 1,
            max: MAX_COUNT,
        },
    ),
    opt("title", Kind::Text),
    opt("levels", Kind::List(&Kind::Table(LEVEL))),
];

const SECTION: &[Key] = &[
    req("name", Kind::Text),
    req("stated", Kind::Money),
    req("schedules", TEXT_LIST),
];

const BUDGET: &[Key] = &[
    req("stated", Kind::Money),
    opt("sections", Kind::List(&Kind::Table(SECTION))),
];

const TAX: &[Key] = &[
    req("kind", Kind::Text),
    opt("rate", Kind::Rate),
    req("amounts", Kind::OneOf(TAX_AMOUNTS)),
    opt("exempt", TEXT_LIST),
    opt("withholder", Kind::Text),
    opt("period", Kind::Text),
];

const CHANGE: Kind = Kind::Tagged {
    tag: "action",
    variants: &[
        (
            "replace-places",
            &[
                req("schedule", Kind::Text),
                req("places", PLACES),
                opt("total", Kind::Money),
            ],
        ),
        ("cancel", &[req("schedule", Kind::Text)]),
        ("add-schedule", &[req("schedule", Kind::Table(SCHEDULE))]),
        ("add-subsidy", &[req("subsidy", Kind::Table(SUBSIDY))]),
    ],
};

const AMENDMENT: &[Key] = &[
    req("date", Kind::Date),
    req("name", Kind::Text),
    req("changes", Kind::List(&CHANGE)),
];

/// The whole file.
pub(crate) const RULES_FILE: &[Key] = &[
    req("event", Kind::Text),
    req(
        "event_year",
        Kind::Integer {
            min: 1900,
            max: 2200,
        },
    ),
    opt("settings", Kind::Table(SETTINGS)),
    opt("regions", Kind::Map(REGION)),
    req("groups", Kind::List(&Kind::Table(GROUP))),
    opt("budget", Kind::Table(BUDGET)),
    opt("schedules", Kind::List(&Kind::Table(SCHEDULE))),
    opt("subsidies", Kind::List(&Kind::Table(SUBSIDY))),
    opt("payments", Kind::List(&Kind::Table(PAYMENT))),
    opt("awards", Kind::List(&Kind::Table(CHOSEN))),
    opt("teams", Kind::List(&Kind::Table(TEAM))),
    opt("qualifiers", Kind::List(&Kind::Table(QUALIFIER))),
    opt("amendments", Kind::List(&Kind::Table(AMENDMENT))),
    opt("tax", Kind::Table(TAX)),
    opt("ceremony", Kind::Table(CEREMONY)),
];

/// `[ceremony]`: `uncollected = "保留"` or `{ forfeit_after = "…" }`.
const CEREMONY: &[Key] = &[opt(
    "uncollected",
    Kind::WordOrTable {
        words: &super::ceremony::Uncollected::WORDS,
        keys: &[req("forfeit_after", Kind::Text)],
        table: "{ forfeit_after = \"2019-05-01 18:00\" }",
    },
)];
