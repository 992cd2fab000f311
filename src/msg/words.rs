//! Every message in both languages, side by side: one arm per kind of
//! message, its Chinese (the default, in the regulation's words, saying what
//! was found and what to do: 请改为…, 请补上…, 请删去…) beside its English
//! (`--lang en`). `zh_en!` takes both, so the compiler refuses an arm
//! without one of them, and the match refuses a kind without an arm.

use super::Lang::{self, En, Zh};
use super::{
    AmendVerb, AmountFault, Expected, Knockout, Msg, Order, Owner, OwnerKind, SkipKind, TableName,
    Tie, TomlType, Who, list, quote, row_ranges,
};
use crate::zh_en;

fn q(lang: Lang, value: &str) -> String {
    quote(value, lang)
}

/// The day no one can be born after: the day ages are counted on
/// (`age_date`) when the rules give one, else the event year.
fn event_day(lang: Lang, event_year: i32, age_date: Option<&str>) -> String {
    match age_date {
        Some(day) => zh_en!(
            lang,
            format!("计算年龄的日期 {day}（age_date）"),
            format!("the day ages are counted on, {day} (age_date)")
        ),
        None => zh_en!(
            lang,
            format!("比赛年份 {event_year} 年"),
            format!("the event year {event_year} (event_year)")
        ),
    }
}

fn names(lang: Lang, items: &[String]) -> String {
    if items.is_empty() {
        zh_en!(lang, "无", "none").to_string()
    } else {
        list(items, lang)
    }
}

/// "3" or "3–4".
fn range(
    from: impl std::fmt::Display + PartialEq,
    to: impl std::fmt::Display + PartialEq,
) -> String {
    if from.to_string() == to.to_string() {
        from.to_string()
    } else {
        format!("{from}–{to}")
    }
}

/// "place 3" or "places 3-4" (English).
fn places(from: impl std::fmt::Display, to: impl std::fmt::Display) -> String {
    let (a, b) = (from.to_string(), to.to_string());
    if a == b {
        format!("place {a}")
    } else {
        format!("places {a}-{b}")
    }
}

fn owner(lang: Lang, o: &Owner) -> String {
    match o {
        Owner::Schedule(id) => zh_en!(lang, format!("奖项「{id}」"), format!("schedule \"{id}\"")),
        Owner::Subsidy(id) => zh_en!(lang, format!("补贴「{id}」"), format!("subsidy \"{id}\"")),
        Owner::Payment(id) => zh_en!(lang, format!("支付「{id}」"), format!("payment \"{id}\"")),
        Owner::Award(id) => zh_en!(lang, format!("评选奖「{id}」"), format!("award \"{id}\"")),
        Owner::Team(id) => zh_en!(
            lang,
            format!("团体奖「{id}」"),
            format!("team prize \"{id}\"")
        ),
        Owner::Qualifier(id) => zh_en!(
            lang,
            format!("资格名单「{id}」"),
            format!("qualifier list \"{id}\"")
        ),
        Owner::Amendment(date, id) => zh_en!(
            lang,
            format!("{date}补充通知中的奖项「{id}」"),
            format!("amendment {date}, schedule \"{id}\"")
        ),
        Owner::NewSchedule(date, id) => zh_en!(
            lang,
            format!("{date}补充通知新增的奖项「{id}」"),
            format!("amendment {date}, new schedule \"{id}\"")
        ),
    }
}

/// Why the first region of `chain` lies inside its last: the ID codes
/// (`codes`: the inner's, the outer's), or the `within`s of the chain.
fn nesting_words<'a>(chain: &'a [String], codes: &'a [String]) -> impl Fn(Lang) -> String + 'a {
    move |lang| match codes {
        [i, o, ..] => zh_en!(
            lang,
            format!("身份证代码 {i} 在 {o}… 之内"),
            format!("ID code {i} lies within {o}…")
        ),
        _ => {
            let steps: Vec<String> = (chain.windows(2))
                .map(|w| {
                    zh_en!(
                        lang,
                        format!("{} 在 {} 之内", w[0], w[1]),
                        format!("{} inside {}", w[0], w[1])
                    )
                })
                .collect();
            zh_en!(
                lang,
                format!("规则文件写明 {}", steps.join("，")),
                format!("the rules file says {}", steps.join(", "))
            )
        }
    }
}

fn table(lang: Lang, t: &TableName) -> String {
    let text = match t {
        TableName::Key(k) => return zh_en!(lang, format!("“{k}”"), k.clone()),
        TableName::Section(s) => return format!("[{s}]"),
        TableName::Top => zh_en!(lang, "文件顶层", "the top of the file"),
        TableName::Group => zh_en!(lang, "组别（[[groups]]）", "a group"),
        TableName::Schedule => zh_en!(lang, "奖项（schedules）", "a schedule"),
        TableName::Subsidy => zh_en!(lang, "补贴（subsidies）", "a subsidy"),
        TableName::Qualifier => zh_en!(lang, "资格名单（qualifiers）", "a qualifier list"),
        TableName::Amendment => zh_en!(lang, "补充通知（amendments）", "an amendment"),
        TableName::Change => zh_en!(lang, "变更（changes）", "a change"),
        TableName::BudgetSection => zh_en!(lang, "预算分项（sections）", "a budget section"),
        TableName::Place => zh_en!(lang, "名次（places）", "a place"),
        TableName::Level => zh_en!(lang, "级别（levels）", "a level"),
        TableName::Phase => zh_en!(lang, "阶段（phases）", "a phase"),
        TableName::TieBreak => zh_en!(lang, "破同分（tiebreaks）", "a tie-break"),
    };
    text.to_string()
}

fn expected(lang: Lang, e: &Expected) -> String {
    let text = match e {
        Expected::OneOf(words) => {
            return zh_en!(
                lang,
                format!("以下之一：{}", quoted_words(lang, words)),
                format!("one of {}", quoted_words(lang, words))
            );
        }
        Expected::Text => zh_en!(lang, "带引号的文字", "text in quotes"),
        Expected::Bool => zh_en!(lang, "true 或 false", "true or false"),
        Expected::Whole => zh_en!(lang, "整数", "a whole number"),
        Expected::Amount => zh_en!(
            lang,
            "带引号的金额，如 \"1500\"",
            "an amount in quotes, like \"1500\""
        ),
        Expected::Date => zh_en!(
            lang,
            "带引号的日期，如 \"2019-05-01\"",
            "a date in quotes, like \"2019-05-01\""
        ),
        Expected::Rate => zh_en!(
            lang,
            "带引号的税率，如 \"0.20\"",
            "a rate in quotes, like \"0.20\""
        ),
        Expected::Place => zh_en!(
            lang,
            "名次（如 \"5\"）或名次范围（如 \"5-8\"）",
            "a place like \"5\" or a range like \"5-8\""
        ),
        Expected::List => zh_en!(lang, "列表", "a list"),
        Expected::Table => zh_en!(lang, "表", "a table"),
    };
    text.to_string()
}

fn toml_type(lang: Lang, t: TomlType) -> &'static str {
    match t {
        TomlType::Text => zh_en!(lang, "文字", "text"),
        TomlType::Whole => zh_en!(lang, "整数", "a whole number"),
        TomlType::Decimal => zh_en!(lang, "小数", "a decimal number"),
        TomlType::Bool => "true/false",
        TomlType::Datetime => zh_en!(lang, "不带引号的日期", "a date without quotes"),
        TomlType::List => zh_en!(lang, "列表", "a list"),
        TomlType::Table => zh_en!(lang, "表", "a table"),
    }
}

fn quoted_words(lang: Lang, words: &[String]) -> String {
    words
        .iter()
        .map(|w| format!("\"{w}\""))
        .collect::<Vec<_>>()
        .join(zh_en!(lang, "、", ", "))
}

fn kind(lang: Lang, k: OwnerKind) -> &'static str {
    match k {
        OwnerKind::Schedule => zh_en!(lang, "奖项", "schedule"),
        OwnerKind::Subsidy => zh_en!(lang, "补贴", "subsidy"),
        OwnerKind::Payment => zh_en!(lang, "支付", "payment"),
        OwnerKind::Award => zh_en!(lang, "评选奖", "award"),
        OwnerKind::Qualifier => zh_en!(lang, "资格名单", "qualifier list"),
        OwnerKind::Team => zh_en!(lang, "团体奖", "team prize"),
    }
}

/// What to do about a value that is not a place.
fn place_action(value: &str) -> String {
    let folded = crate::vocab::fold(value);
    let runs: Vec<&str> = folded
        .split(|c: char| !c.is_ascii_digit())
        .filter(|r| !r.is_empty())
        .collect();
    if folded.starts_with('-') {
        "名次不能是负数，请改为该选手的名次。".to_string()
    } else if runs.len() == 2 && folded.contains('.') {
        "名次不能有小数，请改为整数名次。".to_string()
    } else if runs.len() == 1 && runs[0].trim_start_matches('0').is_empty() {
        "名次从 1 起算，请改为该选手的名次。".to_string()
    } else if runs.len() == 1 {
        format!("请只填数字：{}。", runs[0].trim_start_matches('0'))
    } else if folded.contains('N') && runs.is_empty() && !folded.is_ascii() {
        // A group's pattern such as 第N名.
        "请只填数字（如“第5名”改为 5）。".to_string()
    } else {
        "若这是表尾说明行，请确认该行没有编号和姓名；否则请改为该选手的名次。".to_string()
    }
}

fn tie(lang: Lang, t: &Tie) -> String {
    zh_en!(
        lang,
        format!(
            "{}第{}名：{}（{}，名次 {}）并列，所涉名次奖金不同（{}）",
            t.schedule_name,
            t.place,
            t.players
                .iter()
                .map(|(no, name)| format!("{no}号{name}"))
                .collect::<Vec<_>>()
                .join("、"),
            t.group,
            t.rank,
            t.amounts.join("、")
        ),
        format!(
            "{} place {}: unresolved tie between {} ({}, 名次 {}) covering amounts {}",
            t.schedule,
            t.place,
            t.players
                .iter()
                .map(|(no, name)| format!("{no}/{name}"))
                .collect::<Vec<_>>()
                .join(", "),
            t.group,
            t.rank,
            t.amounts.join("/")
        )
    )
}

fn who(lang: Lang, w: &Who) -> String {
    zh_en!(
        lang,
        format!("{} {}（名次 {}，第 {} 行）", w.no, w.name, w.rank, w.row),
        format!("{} {} (place {}, row {})", w.no, w.name, w.rank, w.row)
    )
}

/// "只能 5–8 由 4 人、9–16 由 8 人并列（或 3–4 由 2 人）" for a bracket of `size`.
fn bracket_shares(lang: Lang, size: u32) -> String {
    let mut parts = Vec::new();
    let mut k = 4;
    while 2 * k <= size {
        parts.push(zh_en!(
            lang,
            format!("{}–{} 由 {k} 人", k + 1, 2 * k),
            format!("{}-{} by {k}", k + 1, 2 * k)
        ));
        k *= 2;
    }
    match (parts.is_empty(), lang) {
        (true, Zh) => "只能 3–4 由 2 人并列".to_string(),
        (true, En) => "only 3-4 may be shared, by 2".to_string(),
        (false, Zh) => format!("只能 {} 并列（或 3–4 由 2 人）", parts.join("、")),
        (false, En) => format!("only {} may be shared (or 3-4 by 2)", parts.join(", ")),
    }
}

fn skip_kind(lang: Lang, kind: SkipKind) -> &'static str {
    match kind {
        SkipKind::Title => zh_en!(lang, "表头之上的标题行", kind.label()),
        SkipKind::Blank => zh_en!(lang, "空行", kind.label()),
        SkipKind::RepeatedHeader => zh_en!(lang, "重复的表头行", kind.label()),
        SkipKind::Total => zh_en!(lang, "合计行（合计/统计）", kind.label()),
        SkipKind::Footer => zh_en!(lang, "没有编号和姓名的行（说明、签名、日期）", kind.label()),
    }
}

const RESAVE: &str = "open it in the spreadsheet program and save it again as .xlsx";

/// The sentence of `m` in `lang`.
pub fn render(m: &Msg, lang: Lang) -> String {
    match m {
        Msg::FileOpen { missing: true, .. } => zh_en!(
            lang,
            "找不到该文件。请检查文件名和所在文件夹。".to_string(),
            "no such file; check the file name and its folder".to_string()
        ),
        Msg::FileOpen { detail, .. } => zh_en!(
            lang,
            "无法打开该文件。请确认文件没有被其他程序占用，并有读取权限。".to_string(),
            format!("cannot open the file: {detail}")
        ),
        Msg::FileRead { detail, .. } => zh_en!(
            lang,
            "无法读取该文件。请把文件复制到本机硬盘后再试。".to_string(),
            format!("cannot read the file: {detail}")
        ),
        Msg::FileEmpty => zh_en!(
            lang,
            "文件是空的（0 字节），不是工作簿。请重新导出成绩表。".to_string(),
            "the file is empty (0 bytes), not a workbook".to_string()
        ),
        Msg::FileNotWorkbook => zh_en!(
            lang,
            "不是工作簿：既不是 .xlsx、.xlsb、.ods，也不是 .xls。请在表格软件中另存为 .xlsx 后再试。".to_string(),
            "not a workbook: the file is neither .xlsx/.xlsb/.ods (a ZIP archive) nor .xls; save it from the spreadsheet program as .xlsx".to_string()
        ),
        Msg::FileDamaged { detail, .. } => zh_en!(
            lang,
            "文件已损坏，无法读取。请用表格软件打开，另存为 .xlsx 后再试。".to_string(),
            format!(
                "the file is damaged: reading failed inside the workbook library{}; {RESAVE}",
                if detail.is_empty() { String::new() } else { format!(" ({detail})") }
            )
        ),
        Msg::XlsContainer { detail, .. } => zh_en!(
            lang,
            "文件已损坏：.xls 文件的结构无法读取。请用表格软件打开，另存为 .xlsx 后再试。".to_string(),
            format!(
                "the file is damaged: its .xls container cannot be read ({detail}); {RESAVE}"
            )
        ),
        Msg::PartTooLarge { part, mib, max_mib, shared_strings } => zh_en!(
            lang,
            format!(
                "工作簿的组成部分 {part}（{}）解压后有 {mib} MB，超过上限 {max_mib} MB，远大于一份成绩表所需；这不是一份普通的成绩表。请确认选对了文件，或只保留成绩表另存后再试。",
                if *shared_strings { "文字表" } else { "工作簿的一部分" }
            ),
            format!(
                "the workbook part {part} ({}) expands to {mib} MiB; at most {max_mib} MiB are read, far more than a standings sheet needs; the file is not a plain standings workbook",
                if *shared_strings { "the shared-string table" } else { "a part of the workbook" }
            )
        ),
        Msg::RulesAliasTwoFields { name, other, column } => zh_en!(
            lang,
            format!(
                "“{name}”已是“{other}”列的列名，再作“{column}”的别称会指两项。请换一个别称。"
            ),
            format!(
                "\"{name}\" already names the column {other}; as a name for {column} it could be two fields"
            )
        ),
        Msg::FilePassword => zh_en!(
            lang,
            "工作簿设有密码（已加密）。请另存一份不带密码的副本再试。".to_string(),
            "the workbook is password-protected (encrypted); save a copy without a password".to_string()
        ),
        Msg::FileUnreadable { xls: true, detail, .. } => zh_en!(
            lang,
            "无法读取该 .xls 工作簿，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。".to_string(),
            format!("not a readable .xls workbook ({detail}); {RESAVE}")
        ),
        Msg::FileUnreadable { detail, .. } => zh_en!(
            lang,
            "无法读取该工作簿，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。".to_string(),
            format!(
                "not a readable workbook; the file may be damaged ({detail}); {RESAVE}"
            )
        ),
        Msg::NoSheet { group, have } => zh_en!(
            lang,
            format!(
                "工作簿中没有「{group}」工作表（现有工作表：{}），也没有一张带“组别”列、列出各组选手的总表。请把该组的工作表改名为「{group}」，或用 --sheet {group}=工作表名 指定。",
                names(Zh, have)
            ),
            format!(
                "no such sheet in the workbook (it has: {}), and none with a 组别 column holding every group; name a sheet {group} or choose one with --sheet {group}=SHEET",
                have.join(", ")
            )
        ),
        Msg::TeamSheetMissing { sheet, have } => zh_en!(
            lang,
            format!(
                "工作簿中没有团体成绩表「{sheet}」（现有工作表：{}）。请把该表改名为「{sheet}」，或改正规则文件 [[teams]] 的 sheet。",
                names(Zh, have)
            ),
            format!(
                "no team standings sheet {sheet} in the workbook (it has: {}); name the sheet {sheet} or correct the sheet of [[teams]] in the rules file",
                have.join(", ")
            )
        ),
        Msg::TeamSheetNoHeader { sheet } => zh_en!(
            lang,
            format!(
                "团体成绩表「{sheet}」的前20行中没有同时写着“名次”和“队名”（或“单位”“代表队”）的表头行。请加上表头。"
            ),
            format!(
                "the team standings sheet {sheet} has no header row naming \"名次\" and \"队名\" (or \"单位\", \"代表队\") in its first 20 rows; add one"
            )
        ),
        Msg::TeamSheetBlank { column } => zh_en!(
            lang,
            format!("该队的{column}为空。请填写。"),
            format!("the team's {column} is blank; fill it in")
        ),
        Msg::TeamSheetPlaceGap { place, before } => {
            let expected = before + 1;
            zh_en!(
                lang,
                format!(
                    "名次 {place} 与前面的队接不上：排在它前面的有 {before} 队，应为第 {expected} 名，或与上一队名次相同（并列）。请核对团体成绩表。"
                ),
                format!(
                    "place {place} does not follow the teams above: {before} teams stand before it, so it should be {expected}, or the place of the team above when tied; check the team standings"
                )
            )
        }
        Msg::TeamSheetDuplicate { team, first, first_team } => zh_en!(
            lang,
            format!(
                "{}与 {first}（队名）的{}是同一队（去掉空格、全角半角统一后相同）。一队只能列一次，否则该队领两份奖金，另一队的名次落空。请删去重复的一行，或改正队名。",
                q(Zh, team),
                q(Zh, first_team)
            ),
            format!(
                "{} is the team {} at {first} (column \"队名\") again (the same once spaces are removed and full-width forms folded); a team is listed once, or it is paid twice and another team loses its place: delete the repeated row or correct the name",
                q(En, team),
                q(En, first_team)
            )
        ),
        Msg::TeamSheetIsPlayers { sheet, cell, header } => zh_en!(
            lang,
            format!(
                "「{sheet}」是选手的个人成绩表（{sheet}!{cell} 是“{header}”列），不是团体成绩表。团体成绩表每行一队，写名次、队名（或单位、代表队），可有积分。请把规则文件 [[teams]] 的 sheet 改为裁判给出的团体成绩表；若团体名次由个人成绩计算，请删去 sheet，改写 group 和 counted。"
            ),
            format!(
                "{sheet} is a players' standings sheet ({sheet}!{cell} is the \"{header}\" column), not a team standings sheet, which has one row per team: \"名次\", \"队名\" (or \"单位\", \"代表队\") and perhaps \"积分\"; point sheet of [[teams]] at the arbiters' team standings, or, for teams ranked from the players' places, drop sheet and write group and counted"
            )
        ),
        Msg::TeamSheetNoPlayers { team, column, prize } => zh_en!(
            lang,
            format!(
                "{}在各组成绩表的“{column}”列里没有一名棋手。团体奖「{prize}」仍按团体成绩表发给该队（团体赛可由不在个人成绩表里的队参加）；若是笔误，请改成与“{column}”列相同的写法。",
                q(Zh, team)
            ),
            format!(
                "no player of any group has {} in the \"{column}\" column; the team prize \"{prize}\" still pays it as the team standings say (a team event may have teams outside the players' standings); if it is a slip, write it as the \"{column}\" column does",
                q(En, team)
            )
        ),
        Msg::TeamSheetUnlisted { sheet, cell, team, column, prize } => zh_en!(
            lang,
            format!(
                "{sheet}!{cell}（队名）：{}在各组成绩表的“{column}”列里没有一名棋手，团体奖「{prize}」不能确认该发给谁。若是笔误，请改成与“{column}”列相同的写法；若团体赛本就有不在个人成绩表里的队（如由几个单位的棋手组成的队），请在规则文件该团体奖中写 unlisted_teams = \"照发\"。",
                q(Zh, team)
            ),
            format!(
                "{sheet}!{cell} (column \"队名\"): no player of any group has {} in the \"{column}\" column, so whom the team prize \"{prize}\" pays cannot be confirmed; if it is a slip, write it as the \"{column}\" column does; if the team match has teams of its own (players of several clubs), write unlisted_teams = \"照发\" in that team prize",
                q(En, team)
            )
        ),
        Msg::TeamBlank { column, prize } => zh_en!(
            lang,
            format!(
                "“{column}”为空，该棋手不计入团体奖「{prize}」的任何一队。若该棋手属于某队，请填写“{column}”。"
            ),
            format!(
                "the \"{column}\" column is blank: the player is in no team of the team prize \"{prize}\"; fill it in if the player is in a team"
            )
        ),
        Msg::TeamSpellingsNear { prize, column, spellings } => {
            let each = |lang: Lang| -> Vec<String> {
                spellings
                    .iter()
                    .map(|(team, rows)| match lang {
                        Zh => format!("{}（第{}行）", q(Zh, team), row_ranges(rows, Zh)),
                        En => format!("{} (rows {})", q(En, team), row_ranges(rows, En)),
                    })
                    .collect()
            };
            zh_en!(
                lang,
                format!(
                    "团体奖「{prize}」：“{column}”列的{}写法相近，可能是同一队，现按不同的队分别计算。若是同一队，请统一写法；若确是不同的队，可不理会。",
                    each(Zh).join("与")
                ),
                format!(
                    "team prize \"{prize}\": the \"{column}\" column writes {}, nearly the same, perhaps one team; they are counted as different teams: write one team the same way throughout, or ignore this if they are different teams",
                    each(En).join(" and ")
                )
            )
        }
        Msg::TeamNoneFull { file, line, prize, counted, largest, vacant } => {
            let at = super::text::rules_line(file, *line, lang);
            zh_en!(
                lang,
                format!(
                    "{at}：团体奖「{prize}」每队取前{counted}名（counted = {counted}），但人数最多的队只有 {largest} 人，没有一队足额。{}请核对 counted 和各队的“单位”（或“地区”）。",
                    match vacant {
                        Some(v) => format!("团体名次全部空缺，{v} 未发。"),
                        None => "各队都按不足额排名（人数多者在前）。".to_string(),
                    }
                ),
                format!(
                    "{at}: the team prize \"{prize}\" counts each team's best {counted} (counted = {counted}), but the largest team has {largest} players, so no team is full; {}; check counted and the players' teams",
                    match vacant {
                        Some(v) => format!("every team place is vacant, {v} unpaid"),
                        None => "every team is ranked as a short team (more players first)".to_string(),
                    }
                )
            )
        }
        Msg::TeamScoreBlank { prize, sheet, rows } => zh_en!(
            lang,
            format!(
                "团体奖「{prize}」按积分之和排名（by = \"积分\"），而{sheet} 第{}行（积分）为空，这些棋手都属于某一队。空白不能当作 0 分，请填写积分。",
                row_ranges(rows, Zh)
            ),
            format!(
                "the team prize \"{prize}\" adds up 积分 (by = \"积分\"), but {sheet} row {} (积分) is blank for players in a team; a blank is not 0 points: fill it in",
                row_ranges(rows, En)
            )
        ),
        Msg::ChosenSheetMissing { group, sheet, have } => zh_en!(
            lang,
            format!(
                "--sheet {group}={sheet}：工作簿中没有「{sheet}」工作表（现有工作表：{}）。请改为其中之一。",
                names(Zh, have)
            ),
            format!(
                "--sheet {group}={sheet}: no such sheet (the workbook has: {})",
                have.join(", ")
            )
        ),
        Msg::TwoSheets { group, sheets } => zh_en!(
            lang,
            format!(
                "有 {} 张工作表都可能是「{group}」：{}。请给旧的副本改名或删去，或用 --sheet {group}=工作表名 指定。",
                sheets.len(),
                sheets.iter().map(|s| format!("「{s}」")).collect::<Vec<_>>().join("、")
            ),
            format!(
                "{} sheets could be {group}: {}; rename or delete the stale copy, or choose with --sheet {group}=SHEET",
                sheets.len(),
                sheets.iter().map(|s| format!("\"{s}\"")).collect::<Vec<_>>().join(", ")
            )
        ),
        Msg::SheetMatched { group, sheet } => zh_en!(
            lang,
            format!(
                "{group} 的成绩取自工作表「{sheet}」（表名与组别名相近）。如不对，请用 --sheet {group}=工作表名 指定。"
            ),
            format!("{group} read from sheet \"{sheet}\"")
        ),
        Msg::GroupFromSheet { group, sheet } => zh_en!(
            lang,
            format!(
                "{group} 的成绩取自工作表「{sheet}」中“组别”为 {group} 的各行。"
            ),
            format!(
                "{group} read from the rows of sheet \"{sheet}\" whose 组别 is {group}"
            )
        ),
        Msg::Skipped { kind, rows } => zh_en!(
            lang,
            format!(
                "跳过 {} 行{}（没有选手）：第 {} 行。",
                rows.len(),
                skip_kind(Zh, *kind),
                row_ranges(rows, Lang::Zh)
            ),
            format!(
                "skipped {} {} (no player): row{} {}",
                rows.len(),
                kind.label(),
                if rows.len() == 1 { "" } else { "s" },
                row_ranges(rows, Lang::En)
            )
        ),
        Msg::NotRead { headers } => zh_en!(
            lang,
            format!(
                "以下列未读取（不是本工具使用的列）：{}。如其中有应读取的列，请把列名改为标准列名，或在规则文件中添加列名别称。",
                headers.iter().map(|h| format!("「{h}」")).collect::<Vec<_>>().join("、")
            ),
            format!("not read: {}", headers.join(", "))
        ),
        Msg::TwoFields { header, first, second } => zh_en!(
            lang,
            format!(
                "列名「{header}」可能同时指两项（{} 和 {}）。请把两项分成两列。",
                first.header(),
                second.header()
            ),
            format!(
                "the header \"{header}\" could be two fields ({} and {}); give each its own column",
                first.header(),
                second.header()
            )
        ),
        Msg::HeaderClash { above, below } => zh_en!(
            lang,
            format!(
                "两行表头把这一列分别写成「{above}」和「{below}」。请只保留一个。"
            ),
            format!(
                "the two header rows name this column both \"{above}\" and \"{below}\"; keep one"
            )
        ),
        Msg::HeaderMoved { first_row } => zh_en!(
            lang,
            format!(
                "此处重复的表头与第 {first_row} 行表头的列位置不同；一张工作表的列位置须前后一致。请调整为与第 {first_row} 行相同。"
            ),
            format!(
                "the header row is repeated here with its columns in other places than in row {first_row}; a sheet must keep one layout"
            )
        ),
        Msg::PlaceWithoutPlayer { place } => zh_en!(
            lang,
            format!(
                "有名次 {place}，但没有编号和姓名。请补上；若该行不是选手，请清空该行。"
            ),
            format!(
                "名次 {place} but no 编号 or 姓名: fill them in, or clear the row if it holds no player"
            )
        ),
        Msg::RangeCount { first, last, rows } => zh_en!(
            lang,
            format!(
                "名次 {first}–{last} 应由 {} 人并列，但有 {} 行写了这个名次（第 {} 行）。请核对这些行的名次。",
                last - first + 1,
                rows.len(),
                row_ranges(rows, Lang::Zh)
            ),
            format!(
                "名次 {first}-{last} is a place shared by {} players, but {} row{} hold{} it (rows {})",
                last - first + 1,
                rows.len(),
                if rows.len() == 1 { "" } else { "s" },
                if rows.len() == 1 { "s" } else { "" },
                row_ranges(rows, Lang::En)
            )
        ),
        Msg::UnknownGroup { value, groups } => zh_en!(
            lang,
            format!(
                "{}不是规则中的组别（规则中的组别：{}）。请改为其中之一。",
                q(Zh, value),
                names(Zh, groups)
            ),
            format!(
                "{value:?} is not a group of the rules (they name {})",
                groups.join(", ")
            )
        ),
        Msg::BlankGroup => zh_en!(
            lang,
            "组别为空，但该行填有选手，且本表列出各组选手。请填写该选手的组别。".to_string(),
            "blank, but the row holds a player and the sheet holds every group: say which".to_string()
        ),
        Msg::MergesUnreadable { format } => zh_en!(
            lang,
            format!(
                "该工作表有纵向合并的单元格，{format} 格式无法读出合并范围。请在表格软件中另存为 .xlsx 后再试。"
            ),
            format!(
                "the sheet has cells merged down a column, which the {format} reader cannot place; save the workbook as .xlsx"
            )
        ),
        Msg::RegionDisagrees { stated, id, id_region } => zh_en!(
            lang,
            format!(
                "地区写的是 {stated}，但身份证号 {id} 的签发地是 {id_region}；按所写的地区计。如有误，请改正地区。"
            ),
            format!(
                "地区 {stated} but ID number {id} was issued in {id_region}; the stated 地区 is used"
            )
        ),
        Msg::BirthDateUnknown { value } => zh_en!(
            lang,
            format!(
                "{}不是出生日期。可填：2008-05-01 这样的完整日期、2008.05 这样的年月，或 2008 这样的年份。请改为其中一种写法。",
                q(Zh, value)
            ),
            format!(
                "{} is not a date (2008-05-01), a year and month (2008.05) or a year (2008)",
                q(En, value)
            )
        ),
        Msg::SheetTooManyCells { max } => zh_en!(
            lang,
            format!(
                "工作表中有内容的单元格超过 {max} 个，远多于一份成绩表。请确认选对了文件，或删去多余内容后再试。"
            ),
            format!(
                "the sheet holds more than {max} filled cells; a standings sheet is far smaller"
            )
        ),
        Msg::SheetBadSize { from, to } => zh_en!(
            lang,
            format!(
                "文件已损坏：工作表声明的范围起点在终点之后（{from} 至 {to}）。请用表格软件打开，另存为 .xlsx 后再试。"
            ),
            format!(
                "the file is damaged: the sheet's declared size ends before it starts ({from} to {to}); {RESAVE}"
            )
        ),
        Msg::SheetTooManyRows { declared: true, rows, max } => zh_en!(
            lang,
            format!(
                "工作表声明有 {rows} 行，超过上限 {max} 行，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。"
            ),
            format!("the sheet declares {rows} rows; at most {max} are allowed")
        ),
        Msg::SheetTooManyRows { rows, max, .. } => zh_en!(
            lang,
            format!(
                "工作表第 {rows} 行有内容，超过上限 {max} 行，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。"
            ),
            format!("the sheet has a cell in row {rows}; at most {max} rows are allowed")
        ),
        Msg::SheetTooManyColumns { declared: true, columns, max } => zh_en!(
            lang,
            format!(
                "工作表声明有 {columns} 列，超过上限 {max} 列，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。"
            ),
            format!("the sheet declares {columns} columns; at most {max} are allowed")
        ),
        Msg::SheetTooManyColumns { columns, max, .. } => zh_en!(
            lang,
            format!(
                "工作表第 {columns} 列有内容，超过上限 {max} 列，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。"
            ),
            format!(
                "the sheet has a cell in column {columns}; at most {max} columns are allowed"
            )
        ),
        Msg::SheetEmpty => zh_en!(
            lang,
            "工作表是空的。请填上表头行（名次、编号、姓名），每名选手占一行。".to_string(),
            "the sheet is empty; it needs a header row with 名次, 编号 and 姓名 and one row per player".to_string()
        ),
        Msg::SheetNoPlayers => zh_en!(
            lang,
            "工作表中还没有选手。".to_string(),
            "the sheet has no players yet".to_string()
        ),
        Msg::HeaderNotFound { rows } => zh_en!(
            lang,
            format!(
                "找不到表头行：前 {rows} 行中没有一行同时写有“名次”“编号”“姓名”。请在成绩上方的表头行写上这三个列名。"
            ),
            format!(
                "no header row: none of the first {rows} rows names the columns 名次, 编号 and 姓名; write them in the header row"
            )
        ),
        Msg::HeaderMissingColumn { column, header_row, present, .. } => zh_en!(
            lang,
            format!(
                "缺少必需的“{column}”列（表头在第{header_row}行，现有列：{}）。请补上“{column}”列，或把对应的列名改为“{column}”。",
                names(Zh, present)
            ),
            format!(
                "required column is missing (header row {header_row} has {}); add it or rename the column that holds it",
                names(En, present)
            )
        ),
        Msg::HeaderRepeated { first, headers } => zh_en!(
            lang,
            format!(
                "该列出现了两次（另一处在 {first}）：{}。请删去其中一列，或改名。",
                headers.iter().map(|h| q(Zh, h)).collect::<Vec<_>>().join("、")
            ),
            format!(
                "the column appears twice (also {first}): {}; keep one",
                headers.join(", ")
            )
        ),
        Msg::RankNotAPlace { value } => zh_en!(
            lang,
            format!(
                "{}不是名次。名次应为 1 或更大的整数，如 5；也可写作 第5名、5.，并列名次可写作 5-8。{}",
                q(Zh, value),
                place_action(value)
            ),
            format!(
                "{} is not a place (a whole number of 1 or more; also 第5名, 5., or 5-8 for a place shared by 4); write the place as a number, like 5",
                q(En, value)
            )
        ),
        Msg::CountNotACount { value } => zh_en!(
            lang,
            format!(
                "{}不是次数。应填 0 或更大的整数，空白按 0 计。请改为整数。",
                q(Zh, value)
            ),
            format!(
                "{} is not a count (a whole number of 0 or more; blank is 0)",
                q(En, value)
            )
        ),
        Msg::NumberNotANumber { value } => zh_en!(
            lang,
            format!(
                "{}不是数字。请改为数字（可带小数），或留空。",
                q(Zh, value)
            ),
            format!("{} is not a number", q(En, value))
        ),
        Msg::TextNotText { value } => zh_en!(
            lang,
            format!(
                "{}不是文字（是公式错误或逻辑值）。请改为文字。",
                q(Zh, value)
            ),
            format!("{} is not text", q(En, value))
        ),
        Msg::MarkUnknown { value, column } => zh_en!(
            lang,
            format!(
                "{}不是“{column}”一列的标记。获奖的填：是、有、获奖、√、✓、★、1、Y 或“{column}”；未获奖的留空，或填：否、无、不是、非、不、未评、未获、×、0、N、x、-、/。请改为其中之一。",
                q(Zh, value)
            ),
            format!(
                "{} is not a mark of the column “{column}”: for a winner write one of 「是、有、获奖、√、✓、✔、★、1、Y、yes、true」 or “{column}”; for a player not chosen leave the cell blank or write one of 「否、无、没有、不是、非、不、未评、未获、×、✗、✘、0、N、no、false、x、-、/」",
                q(En, value)
            )
        ),
        Msg::YesNoUnknown { value } => zh_en!(
            lang,
            format!(
                "{}无法识别为“是”或“否”。可填：是/否、有/无、Y/N、√/×、1/0。请改为其中之一。",
                q(Zh, value)
            ),
            format!(
                "{} is not yes/no (是/否, 有/无, Y/N, yes/no, true/false, √/×, 1/0)",
                q(En, value)
            )
        ),
        Msg::SexUnknown { value } => zh_en!(
            lang,
            format!(
                "{}无法识别为性别。可填：男/女（或 M/F、男性/女性、男子/女子）。请改为“男”或“女”。",
                q(Zh, value)
            ),
            format!("{} is not a sex (男/女, M/F, 男性/女性, 男子/女子)", q(En, value))
        ),
        Msg::RegionUnknown { value, regions } if regions.is_empty() => zh_en!(
            lang,
            format!(
                "{}不是地区：地区应为文字。请改为文字。",
                q(Zh, value)
            ),
            format!("{} is not a region: 地区 should be text", q(En, value))
        ),
        Msg::RegionUnknown { value, regions } => zh_en!(
            lang,
            format!(
                "{}不是规则文件定义的地区。可填：{}（括号内为其他写法）。请改为其中之一，或在规则文件的地区一节中给该地区添上这种写法。",
                q(Zh, value),
                regions.join("、")
            ),
            format!(
                "{} is not a region of the rules file ({}; other spellings in brackets); write one of them, or add this spelling to the region in [regions]",
                q(En, value),
                regions.join(", ")
            )
        ),
        Msg::DateNotADate { value } => zh_en!(
            lang,
            format!(
                "{}不是日期。可填：2008-05-01、2008/5/1、2008.5.1、2008年5月1日、20080501，或日期格式的单元格。请改为其中一种写法。",
                q(Zh, value)
            ),
            format!(
                "{} is not a date (2008-05-01, 2008/5/1, 2008.5.1, 2008年5月1日, 20080501 or a date cell)",
                q(En, value)
            )
        ),
        Msg::CellBlank => zh_en!(
            lang,
            "为空，但该行填有选手。请补上；若该行不是选手，请删去该行。".to_string(),
            "blank, but the row holds a player; fill it in, or delete the row if it is no player".to_string()
        ),
        Msg::NoDuplicate { no, first } => zh_en!(
            lang,
            format!(
                "编号{}与 {first} 的选手重复。每名选手的编号须各不相同，请核对后改正。",
                q(Zh, no)
            ),
            format!(
                "{} is already the 编号 of the player in {first}; each player needs their own",
                q(En, no)
            )
        ),
        Msg::RankFirstNotOne { place } => zh_en!(
            lang,
            format!(
                "最前的名次是 {place}，但名次应从 1 开始。请核对是否漏了前面的选手，或改正名次。"
            ),
            format!("the first place is {place}; places start at 1")
        ),
        Msg::RankAfterShared { count, shared, rows, expected, found } => zh_en!(
            lang,
            format!(
                "{count} 人并列第{shared}名（第{}行），下一个名次应为 {expected}，而不是 {found}。请按并列名次的写法改正（如 1、2、2、4）。",
                row_ranges(rows, Lang::Zh)
            ),
            format!(
                "{count} players share 名次 {shared} (rows {}), so the next place is {expected}, not {found}",
                row_ranges(rows, Lang::En)
            )
        ),
        Msg::RankGap { from, to, missing_from, missing_to } => zh_en!(
            lang,
            format!(
                "名次从 {from} 跳到 {to}：没有人是第{}名。请核对是否漏了选手，或改正名次。",
                range(missing_from, missing_to)
            ),
            format!(
                "名次 jumps from {from} to {to}: no player has 名次 {}",
                if missing_from == missing_to {
                    missing_from.to_string()
                } else {
                    format!("{missing_from}–{missing_to}")
                }
            )
        ),
        Msg::IdStoredAsNumber { id } => zh_en!(
            lang,
            format!(
                "身份证号 {id} 以数字格式保存，表格软件已把末几位舍入，未采用。请把该列设为文本格式后重新填写。"
            ),
            format!(
                "ID number {id} is stored as a number, which the spreadsheet rounds; enter it as text; not used"
            )
        ),
        Msg::IdShape { id } => zh_en!(
            lang,
            format!(
                "身份证号{}既不是 18 位也不是 15 位，未采用。请核对后改正。",
                q(Zh, id)
            ),
            format!(
                "ID number {} is neither 18 characters nor 15 digits; not used",
                q(En, id)
            )
        ),
        Msg::CellTooLong { start, length } => zh_en!(
            lang,
            format!(
                "单元格有 {length} 个字符（以{}开头），超过电子表格单元格的上限 32767 个字符，输出表无法写入。请删去多余的内容，只留本栏应写的（姓名、单位等）。",
                q(Zh, &format!("{start}…"))
            ),
            format!(
                "the cell holds {length} characters (beginning {}), more than the 32767 an Excel cell holds: the outputs cannot hold it; keep only what the column should hold",
                q(En, &format!("{start}…"))
            )
        ),
        Msg::BirthDateAfterEvent {
            value,
            event_year,
            age_date,
        } => zh_en!(
            lang,
            format!(
                "{}晚于{}，不可能是出生日期。请核对并改为棋手的出生日期（如 2008-05-01，或年份 2008）。",
                q(Zh, value),
                event_day(Zh, *event_year, age_date.as_deref())
            ),
            format!(
                "{} is after {}: no birth date; write the player's birth date (e.g. 2008-05-01, or the year 2008)",
                q(En, value),
                event_day(En, *event_year, age_date.as_deref())
            )
        ),
        Msg::IdBornAfterEvent {
            id,
            born,
            event_year,
            age_date,
        } => zh_en!(
            lang,
            format!(
                "身份证号{}中的出生日期 {born} 晚于{}，号码有误。请核对并改正身份证号。",
                q(Zh, id),
                event_day(Zh, *event_year, age_date.as_deref())
            ),
            format!(
                "ID number {} gives the birth date {born}, after {}: the number is wrong; correct it",
                q(En, id),
                event_day(En, *event_year, age_date.as_deref())
            )
        ),
        Msg::IdBirthDate { id } => zh_en!(
            lang,
            format!(
                "身份证号{}中的出生日期不存在，未采用。请核对后改正。",
                q(Zh, id)
            ),
            format!("ID number {} holds no valid birth date; not used", q(En, id))
        ),
        Msg::IdCheckDigit { id, expected } => zh_en!(
            lang,
            format!(
                "身份证号{}的校验位不对（按前 17 位应为 {expected}），未采用。请核对后改正。",
                q(Zh, id)
            ),
            format!(
                "ID number {} has a wrong check digit (expected {expected}); not used",
                q(En, id)
            )
        ),
        Msg::IdOverridesBirthDate { stated, from_id } => zh_en!(
            lang,
            format!(
                "填写的出生日期 {stated} 与身份证号中的 {from_id} 不一致，按身份证号计（分组依据以身份证为准）。如有误，请改正其中之一。"
            ),
            format!("stated {stated} but ID says {from_id}; ID used")
        ),
        Msg::IdOverridesSex { stated, from_id } => zh_en!(
            lang,
            format!(
                "填写的性别“{stated}”与身份证号中的“{from_id}”不一致，按身份证号计（分组依据以身份证为准）。如有误，请改正其中之一。"
            ),
            format!("stated {stated} but ID says {from_id}; ID used")
        ),
        Msg::PoolBlank { no, name, column, pools } => zh_en!(
            lang,
            format!(
                "{no}号{name}：{column}为空，因此不参加{}。如该选手应参加，请补上{column}。",
                pools.join("、")
            ),
            format!(
                "{no} {name}: {column} is blank, so not in {}",
                pools.join(", ")
            )
        ),
        Msg::AgeOutsideBands { no, name, age, born } => zh_en!(
            lang,
            format!(
                "{no}号{name}：{age}岁（{born}出生），不在任何年龄段内，不领年龄段名次奖。请核对出生日期。"
            ),
            format!(
                "{no} {name}: age {age} (born {born}) is outside every age band; no age-band prize"
            )
        ),
        Msg::TieSharedEqually { tie: t } => zh_en!(
            lang,
            format!("{}，已平分。", tie(Zh, t)),
            format!("{}; shared equally", tie(En, t))
        ),
        Msg::TieUnresolved { tie: t } => zh_en!(
            lang,
            format!(
                "{}，须由裁判定出先后。请在成绩表中改正名次或补上预赛名次后再算。",
                tie(Zh, t)
            ),
            format!("{}; the arbiters must settle it", tie(En, t))
        ),
        Msg::QualifierTieAtCut { list, count, place, top } => zh_en!(
            lang,
            format!(
                "资格名单“{list}”：{count} 人并列第{place}名，跨过前{top}名的界线，全部列入。"
            ),
            format!(
                "{list} qualifier list: {count} players tied at place {place} across the cut of {top}; all are listed"
            )
        ),
        Msg::EngineMissingGroup { sheet } => zh_en!(
            lang,
            format!("成绩表中没有规则文件所列的「{sheet}」工作表。"),
            format!("the standings have no sheet \"{sheet}\" named by the rules")
        ),
        Msg::EngineFailed { stacking, reason } => zh_en!(
            lang,
            format!("按“{stacking}”方式计奖时：{}", render(reason, Zh)),
            format!("prizes per player \"{stacking}\": {}", render(reason, En))
        ),
        Msg::EngineReservedOnePrize { schedule } => zh_en!(
            lang,
            format!("奖项“{schedule}”的名额定额（reserved 的 amount）没有写 unless_top，或前 unless_top 名有奖金少于定额，不能按每人限得一项（--prizes-per-player one）计奖：名额棋手无法在定额和别的奖项之间就高领取。请去掉 --prizes-per-player one，按规则文件的兼得方式计奖。"),
            format!("schedule \"{schedule}\" has a reserved amount without unless_top, or a place within unless_top paying less than it, which cannot be handed out one prize per player (--prizes-per-player one): a reserved player could not take the higher of the amount and another prize; run without --prizes-per-player one")
        ),
        Msg::EngineReservedAmountTwice { schedule, other } => zh_en!(
            lang,
            format!("奖项“{schedule}”和“{other}”都写了名额定额（reserved 的 amount），不能按每人限得一项（--prizes-per-player one）计奖：同一名棋手可能同时是两项名额的人选。请去掉 --prizes-per-player one，按规则文件的兼得方式计奖。"),
            format!("schedules \"{schedule}\" and \"{other}\" both pay reserved players a fixed amount, which cannot be handed out one prize per player (--prizes-per-player one): a player of both sub-pools could be owed both; run without --prizes-per-player one")
        ),
        Msg::PoolColumnMissing { owner: o, column, sheet, derivable, condition, present } => zh_en!(
            lang,
            format!(
                "{}{}，但「{sheet}」工作表没有“{column}”列{}（现有列：{}）。请在该表补上“{column}”列，或把现有的列名改为“{column}”{}。",
                owner(Zh, o),
                if *condition { format!("的条件需要“{column}”列") } else { format!("按“{column}”筛选") },
                if *derivable { "，也没有可推算它的“身份证号”列" } else { "" },
                names(Zh, present),
                match column.as_str() {
                    "会员" => "；若无人是会员，请补上一个空的“会员”列",
                    "称号" => "；若无人有称号，请补上一个空的“称号”列",
                    _ => "",
                }
            ),
            format!(
                "{}: {} {column}, but the sheet \"{sheet}\" has no {column} column{} (it has {}); add the column or rename the one that holds it to {column}{}",
                owner(En, o),
                if *condition { "its conditions need" } else { "the pool filters on" },
                if *derivable { " and no 身份证号 to derive it from" } else { "" },
                present.join(", "),
                match column.as_str() {
                    "会员" => "; to say nobody is a member, add an empty 会员 column",
                    "称号" => "; to say nobody holds a title, add an empty 称号 column",
                    _ => "",
                }
            )
        ),
        Msg::BirthDatePartial {} => zh_en!(
            lang,
            "出生日期没有写到日，而年龄按周岁计算。请写完整的出生日期，或填写身份证号。".to_string(),
            "the birth date gives no day, and ages are counted in completed years; write the whole date or the ID number".to_string()
        ),
        Msg::ChosenNotFound { award, no } => zh_en!(
            lang,
            format!("{award}：规则文件列出的编号 {no} 不在本表中，此人未发。请核对编号。"),
            format!("{award}: no. {no}, named by the rules file, is not on this sheet; nothing is given")
        ),
        Msg::PaymentNamedNotFound { payment, group, no } => zh_en!(
            lang,
            format!("{payment}：规则文件列出的“{group}:{no}”不在「{group}」表中（该表没有编号 {no}），无法支付。请核对组别和编号，改为成绩表中的编号。"),
            format!("{payment}: \"{group}:{no}\", named by the rules file, is not on the sheet {group} (no player numbered {no}), so it cannot be paid; check the group and the number and write the one the standings give")
        ),
        Msg::SubsidyNoMarker { sheet, column, subsidy } => zh_en!(
            lang,
            format!(
                "「{sheet}」工作表没有“{column}”列，该表无人可申请{subsidy}。如有申请人，请补上“{column}”列。"
            ),
            format!(
                "{sheet} has no {column} column: no {subsidy} candidates there"
            )
        ),
        Msg::TitleUnknown { titles } => zh_en!(
            lang,
            format!(
                "以下称号不是已知的称号，不按大师计：{}。若其中有大师称号，请在规则文件的 master_titles 中加上。",
                titles.iter().map(|t| format!("「{t}」")).collect::<Vec<_>>().join("、")
            ),
            format!(
                "称号 values that are no known title, so not a master: {}; if one is a master title, add it to master_titles in the rules file",
                titles.join(", ")
            )
        ),
        Msg::SheetChoiceShape { text } => zh_en!(
            lang,
            format!(
                "「{text}」不是“组别=工作表”的写法。请写成如 --sheet 公开组=\"公开组 (2)\"。"
            ),
            format!(
                "\"{text}\" is not GROUP=SHEET (for example --sheet 公开组=\"公开组 (2)\")"
            )
        ),
        Msg::PlayerNotFound { query, file } => zh_en!(
            lang,
            format!(
                "{file} 中没有编号或姓名为「{query}」的选手。请核对编号或姓名；某一组的编号可写成“组别:编号”，如“少儿组:3”。"
            ),
            format!("no player has the 编号 or 姓名 \"{query}\" in {file}")
        ),
        Msg::PlayerAmbiguous { query, candidates } => zh_en!(
            lang,
            format!(
                "有 {} 位选手都对得上「{query}」，请用“组别:编号”指明其中一位：\n  {}",
                candidates.len(),
                candidates.join("\n  ")
            ),
            format!(
                "{} players answer to \"{query}\"; name one by 组别:编号:\n  {}",
                candidates.len(),
                candidates.join("\n  ")
            )
        ),
        Msg::OutputIsInput { path } => zh_en!(
            lang,
            format!(
                "{path} 是输入文件，不能覆盖。请用 --out 另选输出文件夹。"
            ),
            format!("{path} is an input; refusing to write over it (choose another --out)")
        ),
        Msg::OutputExists { paths } => zh_en!(
            lang,
            format!(
                "{} 已存在，未写出任何文件。如要替换，请加 --force。",
                paths.join("、")
            ),
            match paths.as_slice() {
                [one] => format!(
                    "{one} already exists; nothing was written (use --force to replace it)"
                ),
                _ => format!(
                    "{} already exist; nothing was written (use --force to replace them)",
                    paths.join(" and ")
                ),
            }
        ),
        Msg::OutputFolder { path, detail, .. } => zh_en!(
            lang,
            format!(
                "无法创建文件夹 {path}。请检查路径和写入权限。"
            ),
            format!("cannot create folder {path}: {detail}")
        ),
        Msg::OutputWrite { path, detail, .. } => zh_en!(
            lang,
            format!(
                "无法写出 {path}。请检查磁盘空间和写入权限，并确认该文件没有在表格软件中打开。"
            ),
            format!("cannot write {path}: {detail}")
        ),
        Msg::RulesGbk { path } => zh_en!(
            lang,
            format!(
                "规则文件 {path} 是 GBK（ANSI）编码保存的，程序只读 UTF-8。请改存为 UTF-8：在记事本中打开它，选择“另存为”，编码选“UTF-8”，保存后再试。"
            ),
            format!(
                "the rules file {path} is saved as GBK (ANSI); save it as UTF-8 (Notepad: Save As, Encoding UTF-8) and try again"
            )
        ),
        Msg::RulesNotText { path } => zh_en!(
            lang,
            format!(
                "规则文件 {path} 不是 UTF-8 编码的文本文件。请用 .toml 规则文件（可由 xqprize init 生成，或从模板复制），以 UTF-8 编码保存。"
            ),
            format!(
                "the rules file {path} is not UTF-8 text; use a .toml rules file (xqprize init writes one, or copy a template) saved as UTF-8"
            )
        ),
        Msg::OutputIsFolder { path } => zh_en!(
            lang,
            format!(
                "{path} 是一个文件夹，输出文件不能写在它的位置上，未写出任何文件。请移走或改名该文件夹，或用 --out 另选输出文件夹。"
            ),
            format!(
                "{path} is a folder where an output file should go; nothing was written (move or rename the folder, or choose another --out)"
            )
        ),
        Msg::OutputReadOnly { path } => zh_en!(
            lang,
            format!(
                "{path} 是只读文件，加 --force 也不会替换，未写出任何文件。如要替换，请先取消其只读属性，或用 --out 另选输出文件夹。"
            ),
            format!(
                "{path} is read-only and is not replaced, even with --force; nothing was written (make it writable, or choose another --out)"
            )
        ),
        Msg::OutputNotRestored { path, backup, detail } => zh_en!(
            lang,
            format!(
                "写出失败后未能恢复原来的 {path}，原文件保存在 {backup}。请将 {backup} 改名为 {path}。"
            ),
            format!(
                "after the failure, the earlier {path} could not be put back ({detail}); it is kept as {backup}: rename it to {path}"
            )
        ),
        Msg::OutputInterrupted => zh_en!(
            lang,
            "运行被中止，未写出任何文件，临时文件已删除。".to_string(),
            "stopped before the outputs were written; nothing was written and the temporary files were removed".to_string()
        ),
        Msg::RulesFileRead { path, detail, .. } => zh_en!(
            lang,
            format!(
                "无法读取规则文件 {path}。请检查文件名和路径。"
            ),
            format!("cannot read rules file {path}: {detail}")
        ),
        Msg::PaidRead { path, detail } => zh_en!(
            lang,
            format!(
                "无法读取已发放的结果文件 {path}。请检查文件名和路径（应为发放时运行写出的结果文件）。"
            ),
            format!(
                "cannot read the paid results file {path}: {detail} (it should be the results.json that run wrote then)"
            )
        ),
        Msg::PaidDamaged { file, line, column, detail } => zh_en!(
            lang,
            format!(
                "{file} 不是完整的结果文件（第{line}行第{column}列起读不下去）。请使用发放时运行写出的结果文件，不要手工修改。"
            ),
            format!(
                "{file} is not a whole results.json (reading stopped at line {line}, column {column}: {detail}); use the results.json that run wrote, unedited"
            )
        ),
        Msg::PaidOtherEvent { file, paid, now } => zh_en!(
            lang,
            format!("{file} 是「{paid}」的结果，而本次是「{now}」。请选用本赛事发放时写出的结果文件。"),
            format!(
                "{file} holds the results of \"{paid}\", but this run is \"{now}\"; choose the results.json paid at this event"
            )
        ),
        Msg::PaidOtherSetting { file, key, paid, now } => zh_en!(
            lang,
            format!(
                "{file} 的设置 {key} 为「{paid}」，本次为「{now}」。请用发放时的规则文件和设置（如每人可领几项名次奖）重新运行。"
            ),
            format!(
                "{file} has setting {key} \"{paid}\", this run \"{now}\"; run again with the rules file and settings (such as --prizes-per-player) used when paying"
            )
        ),
        Msg::PaidOtherSchedule { file, schedule, paid, now } => zh_en!(
            lang,
            format!(
                "{file} 中奖项 {schedule} 的计划金额为「{paid}」，本次规则为「{now}」。更正只改成绩，请用发放时的规则文件。"
            ),
            format!(
                "{file} plans \"{paid}\" for schedule {schedule}, these rules \"{now}\"; a correction changes the standings only: use the rules file used when paying"
            )
        ),
        Msg::PaidOtherTax { file, paid, now } => zh_en!(
            lang,
            format!(
                "{file} {}代扣个税，本次规则{}代扣个税。请用发放时的规则文件。",
                if *paid { "已" } else { "未" },
                if *now { "要" } else { "不" }
            ),
            format!(
                "{file} {} tax, these rules {}; use the rules file used when paying",
                if *paid { "withheld" } else { "withheld no" },
                if *now { "withhold it" } else { "withhold none" }
            )
        ),
        Msg::PaidUnknownGroup { file, group } => zh_en!(
            lang,
            format!("{file} 中有组别「{group}」，本次规则没有这一组。请选用本赛事发放时写出的结果文件。"),
            format!(
                "{file} has group \"{group}\", which these rules lack; choose the results.json paid at this event"
            )
        ),
        Msg::PaidOtherPlayer { file, group, no, paid, now } => zh_en!(
            lang,
            format!(
                "{file} 中 {group} 编号{no} 是「{paid}」，更正后的成绩表中是「{now}」。请核对是否选错了文件或编号。"
            ),
            format!(
                "{file} has {group} no. {no} as \"{paid}\", the corrected standings as \"{now}\"; check that the file and the numbers are the right ones"
            )
        ),
        Msg::RulesDuplicateKey {
            key,
            first,
            same_line,
        } => zh_en!(
            lang,
            match first {
                Some(_) if *same_line => format!(
                    "“{key}”在这一行的花括号中写了两次。同一项只能写一次：请删去其中一处。"
                ),
                Some(first) => format!(
                    "“{key}”写了两次（第{first}行已写过）。同一项只能写一次：请删去其中一处，或把两处合并成一处。"
                ),
                None => format!(
                    "“{key}”在同一张表中写了两次。同一项只能写一次：请删去其中一处，或把两处合并成一处。"
                ),
            },
            match first {
                Some(_) if *same_line => format!(
                    "\"{key}\" is written twice within the braces of this line; delete one"
                ),
                Some(first) => format!(
                    "\"{key}\" is written twice (also on line {first}); write it once: delete one, or merge the two"
                ),
                None => format!(
                    "\"{key}\" is written twice in the same table; write it once: delete one, or merge the two"
                ),
            }
        ),
        Msg::PaidTooLarge { file, size, limit } => zh_en!(
            lang,
            format!(
                "{file} 有 {size} 字节，超过已发放结果文件的上限 {limit} 字节。请选用发放时运行写出的 results.json，不要选成绩表或其他文件。"
            ),
            format!(
                "{file} is {size} bytes, over the {limit} bytes a paid results file may have; choose the results.json that run wrote when paying, not the standings or another file"
            )
        ),
        Msg::PaidNoRulesRecord { file } => zh_en!(
            lang,
            format!(
                "{file} 未记录发放时的奖金规则（旧版 results.json），无法确认本次的奖金规则与发放时相同。请用本版本以发放时的成绩表和规则文件重新运行一次，核对金额与已发放的相同后，以其 results.json 作为已发放的结果。"
            ),
            format!(
                "{file} does not record the money rules it was paid under (an older results.json), so these rules cannot be shown to be the same; run this version once on the standings and rules file used when paying, check its amounts are those paid, and use its results.json as the paid results"
            )
        ),
        Msg::PaidOtherRules { file, kind } => zh_en!(
            lang,
            format!(
                "{file} 发放时的{}与本次规则文件不同（金额、税率、名额、条件或人选有改动）。成绩更正只改成绩表，不改奖金规则；请用发放时的规则文件重新运行。",
                rules_part(kind, lang)
            ),
            format!(
                "{file} was paid under other {} than these rules (an amount, rate, reserved place, condition or choice changed); a correction changes the standings only: run again with the rules file used when paying",
                rules_part(kind, lang)
            )
        ),
        Msg::PaidPayeeTwice { file, payee } => zh_en!(
            lang,
            format!(
                "{file} 的领奖名单（payouts）中 {} 编号{} {} 出现了不止一次。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!("{file} lists {} no. {} {} more than once among the payees (payouts); {PAID_EDITED_EN}", payee.group, payee.no, payee.name)
        ),
        Msg::PaidTotalNotItems { file, payee, total, items } => zh_en!(
            lang,
            format!(
                "{file} 中 {} 编号{} {} 的合计（payouts 的 total）为 {total}，而其各项奖金（awards、subsidies、payments、chosen）相加为 {items}。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} gives {} no. {} {} a total of {total} (payouts), but his prize items (awards, subsidies, payments, chosen) add up to {items}; {PAID_EDITED_EN}", payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidTaxNotSum { file, payee, gross, parts } => zh_en!(
            lang,
            format!(
                "{file} 中 {} 编号{} {} 的应发为 {gross}，而代扣个税与实发相加为 {parts}。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} gives {} no. {} {} a gross of {gross}, but the tax and the net add up to {parts}; {PAID_EDITED_EN}", payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidPayeeNoAward { file, payee, total } => zh_en!(
            lang,
            format!(
                "{file} 的领奖名单（payouts）中有 {} 编号{} {}（合计 {total}），但该次的获奖名单（awards、subsidies、payments、chosen）中没有此人。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} lists {} no. {} {} as a payee ({total}), but the award lists of that run (awards, subsidies, payments, chosen) do not have him; {PAID_EDITED_EN}", payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidWinnerNotPaid { file, payee, amount } => zh_en!(
            lang,
            format!(
                "{file} 的获奖名单中 {} 编号{} {} 得奖金 {amount}，但领奖名单（payouts）中没有此人。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} awards {} no. {} {} {amount}, but the payees (payouts) do not have him; {PAID_EDITED_EN}", payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidPayeeNoStanding { file, payee } => zh_en!(
            lang,
            format!(
                "{file} 的领奖名单（payouts）中 {} 编号{} {} 没有记录成绩（standing），而其他领奖人都有。{}",
                payee.group, payee.no, payee.name, PAID_EDITED_ZH
            ),
            format!(
                "{file} records no standings (standing) for the payee {} no. {} {}, but does for the others; {PAID_EDITED_EN}", payee.group, payee.no, payee.name
            )
        ),
        Msg::PaidBudgetNotItems { file, at, schedule, awarded, items } => zh_en!(
            lang,
            format!(
                "{file} 的预算 {at}（奖项 {schedule}）已发 {awarded}，而获奖名单中该奖项的金额相加为 {items}。{}",
                PAID_EDITED_ZH
            ),
            format!(
                "{file}'s budget {at} (schedule {schedule}) has {awarded} awarded, but the award lists add up to {items} for it; {PAID_EDITED_EN}"
            )
        ),
        Msg::PaidBudgetNotPlanned { file, at, schedule, planned, parts } => zh_en!(
            lang,
            format!(
                "{file} 的预算 {at}（奖项 {schedule}）计划 {planned}，而已发、空缺与余额相加为 {parts}。{}",
                PAID_EDITED_ZH
            ),
            format!(
                "{file}'s budget {at} (schedule {schedule}) plans {planned}, but awarded, vacant and remainder add up to {parts}; {PAID_EDITED_EN}"
            )
        ),
        Msg::PaidGrandTotal { file, budget, payees } => zh_en!(
            lang,
            format!(
                "{file} 的预算（budget）已发合计 {budget}，而领奖名单（payouts）的合计相加为 {payees}。{}",
                PAID_EDITED_ZH
            ),
            format!(
                "{file}'s budget has {budget} awarded in all, but the payees' totals (payouts) add up to {payees}; {PAID_EDITED_EN}"
            )
        ),
        Msg::RulesSyntax { column, detail, .. } => zh_en!(
            lang,
            format!(
                "{}不符合 TOML 格式（引号、括号或等号不配对等）。请对照模板改正这一行；改正后才能检查其后的内容。",
                column.map_or(String::new(), |c| format!("第{c}列起"))
            ),
            format!(
                "{}not valid TOML: {detail} (the rest of the file is checked once this is fixed)",
                column.map_or(String::new(), |c| format!("column {c}: "))
            )
        ),
        Msg::RulesUnknownKey { key, table: t, suggestion, allowed } => zh_en!(
            lang,
            format!(
                "{}中没有“{key}”这一项{}。可用的项：{}。请改正或删去。",
                table(Zh, t),
                suggestion.as_ref().map_or(String::new(), |s| format!("（是不是“{s}”？）")),
                allowed.join("、")
            ),
            format!(
                "unknown key \"{key}\" in {}{}; allowed there: {}",
                table(En, t),
                suggestion.as_ref().map_or(String::new(), |s| format!(" (did you mean \"{s}\"?)")),
                allowed.join(", ")
            )
        ),
        Msg::RulesMissingKey { table: t, key } => zh_en!(
            lang,
            format!("{}缺少“{key}”一项。请补上。", table(Zh, t)),
            format!("{} is missing the key \"{key}\"", table(En, t))
        ),
        Msg::RulesWrongType { key, expected: e, found } => zh_en!(
            lang,
            format!(
                "{}应为{}，但这里是{}。请改正。",
                table(Zh, key),
                expected(Zh, e),
                toml_type(Zh, *found)
            ),
            format!(
                "{} should be {}, but it is {}",
                table(En, key),
                expected(En, e),
                toml_type(En, *found)
            )
        ),
        Msg::RulesIntRange { key, min, max, value } => zh_en!(
            lang,
            format!(
                "{}应为 {min} 到 {max} 的整数，而不是 {value}。请改正。",
                table(Zh, key)
            ),
            format!(
                "{} should be a whole number from {min} to {max}, not {value}",
                table(En, key)
            )
        ),
        Msg::RulesIntQuoted { key, value } => zh_en!(
            lang,
            format!(
                "{}：整数不加引号，请写成 {value}。",
                table(Zh, key)
            ),
            format!(
                "{}: write whole numbers without quotes, as {value}",
                table(En, key)
            )
        ),
        Msg::RulesAmountUnquoted { key, value } => zh_en!(
            lang,
            format!(
                "{}：金额须加引号，请写成 \"{value}\"（金额按精确值计算，不用浮点数）。",
                table(Zh, key)
            ),
            format!(
                "{}: write amounts in quotes, as \"{value}\" (amounts are exact, never floating point)",
                table(En, key)
            )
        ),
        Msg::RulesAmountInvalid { key, value, why } => zh_en!(
            lang,
            format!(
                "{}：\"{value}\" {}",
                table(Zh, key),
                match why {
                    AmountFault::NotANumber => "不是金额。请写成 \"1500\" 或 \"1500.00\"。",
                    AmountFault::Negative => "是负数，金额不能为负。请改正。",
                    AmountFault::TooPrecise => "超过两位小数，金额只精确到分。请改正。",
                }
            ),
            format!(
                "{}: {}",
                table(En, key),
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
            )
        ),
        Msg::RulesAmountTooLarge { key, value, max } => zh_en!(
            lang,
            format!(
                "{}：\"{value}\" 超过 {max} 元，请核对金额。",
                table(Zh, key)
            ),
            format!(
                "{}: \"{value}\" is more than {max} yuan; check the amount",
                table(En, key)
            )
        ),
        Msg::RulesDateInvalid { key, value } => zh_en!(
            lang,
            format!(
                "{}：\"{value}\" 不是日期。请写成 \"2019-05-01\" 的形式。",
                table(Zh, key)
            ),
            format!(
                "{}: \"{value}\" is not a date written like \"2019-05-01\"",
                table(En, key)
            )
        ),
        Msg::TaxKindEmpty => zh_en!(
            lang,
            "[tax] 的 kind（所得项目）为空。请填写申报的所得项目，如 \"偶然所得\"。".to_string(),
            "[tax] kind is empty: name the income item declared, e.g. \"偶然所得\"".to_string()
        ),
        Msg::TaxExemptUnknown { id, known } => zh_en!(
            lang,
            format!(
                "[tax] 的 exempt（免税项目）中的“{id}”不是本文件的奖项或补贴（现有：{}）。请改为其中之一或删去。",
                known
                    .iter()
                    .map(|k| format!("“{k}”"))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            format!(
                "[tax] exempt: \"{id}\" is not a schedule or subsidy of this file ({})",
                known
                    .iter()
                    .map(|k| format!("\"{k}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        ),
        Msg::TaxExemptTwice { id } => zh_en!(
            lang,
            format!(
                "[tax] 的 exempt（免税项目）中“{id}”写了两次。请删去一处。"
            ),
            format!("[tax] exempt: \"{id}\" is listed twice")
        ),
        Msg::RulesRateInvalid { key, value, detail, .. } => zh_en!(
            lang,
            format!(
                "{}：「{value}」不是税率。税率应为 0 到 1 之间的小数，如 \"0.20\" 表示 20%。请改正。",
                table(Zh, key)
            ),
            format!("{}: {detail}", table(En, key))
        ),
        Msg::RulesRateUnquoted { key, value, float, .. } => zh_en!(
            lang,
            format!(
                "{}：税率须加引号写成 0 到 1 之间的小数，如 \"0.20\" 表示 20%，不能写 {value}。请改正。",
                table(Zh, key)
            ),
            if *float {
                format!(
                    "{}: write the rate in quotes, as \"{value}\" (rates are exact, never floating point)",
                    table(En, key)
                )
            } else {
                format!(
                    "{}: write the rate in quotes as a decimal between 0 and 1, e.g. \"0.20\" for 20 %, not {value}",
                    table(En, key)
                )
            }
        ),
        Msg::RulesDateUnquoted { key, value } => zh_en!(
            lang,
            format!(
                "{}：日期须加引号，请写成 \"{value}\"。",
                table(Zh, key)
            ),
            format!("{}: write the date in quotes, as \"{value}\"", table(En, key))
        ),
        Msg::RulesPlaceInvalid { key, value } => zh_en!(
            lang,
            format!(
                "{}：\"{value}\" 不是名次或名次范围。请写成 \"5\" 或 \"5-8\"。",
                table(Zh, key)
            ),
            format!(
                "{}: \"{value}\" is not a place or a range of places like \"5-8\"",
                table(En, key)
            )
        ),
        Msg::RulesPlaceTooLarge { key, value, max } => zh_en!(
            lang,
            format!(
                "{}：\"{value}\" 超过第 {max} 名，请核对范围。",
                table(Zh, key)
            ),
            format!(
                "{}: \"{value}\" goes beyond place {max}; check the range",
                table(En, key)
            )
        ),
        Msg::RulesNotOneOf { key, value, allowed } => {
            let said = zh_en!(
                lang,
                format!(
                    "{}：\"{value}\" 不是可选的值（可选：{}）。请改为其中之一。",
                    table(Zh, key),
                    quoted_words(Zh, allowed)
                ),
                format!(
                    "{}: \"{value}\" is not one of: {}",
                    table(En, key),
                    quoted_words(En, allowed)
                )
            );
            // A team column the sheet calls otherwise (队名, 代表队) is the
            // 单位 column under another header: say how to name it.
            let hint = match key {
                TableName::Key(k) if k == "team_column" => zh_en!(
                    lang,
                    format!(
                        "成绩表上队名一栏另有表头（如“{value}”）时，写 team_column = \"单位\"，并在 [settings] 里写 header_aliases = [{{ column = \"单位\", name = \"{value}\" }}]。"
                    ),
                    format!(
                        " If the standings name the team column otherwise (\"{value}\"), write team_column = \"club\" and, in [settings], header_aliases = [{{ column = \"单位\", name = \"{value}\" }}]."
                    )
                ),
                _ => String::new(),
            };
            said + &hint
        }
        Msg::RulesListBrackets { key, path } => zh_en!(
            lang,
            format!(
                "{}应为列表：每一项请写成 [[{path}]]（两层方括号）。",
                table(Zh, key)
            ),
            format!(
                "{} should be a list: write [[{path}]] (two brackets) for each entry",
                table(En, key)
            )
        ),
        Msg::RulesTagMissing { key, tag, allowed } => zh_en!(
            lang,
            format!(
                "{}缺少“{tag}”一项（可选：{}）。请补上。",
                table(Zh, key),
                quoted_words(Zh, allowed)
            ),
            format!(
                "{} is missing the key \"{tag}\" (one of {})",
                table(En, key),
                quoted_words(En, allowed)
            )
        ),
        Msg::RulesTagWrongType { tag, allowed, found } => zh_en!(
            lang,
            format!(
                "“{tag}”应为以下之一：{}，但这里是{}。请改正。",
                quoted_words(Zh, allowed),
                toml_type(Zh, *found)
            ),
            format!(
                "{tag} should be one of {}, but it is {}",
                quoted_words(En, allowed),
                toml_type(En, *found)
            )
        ),
        Msg::RulesIdEmpty { kind: k } => zh_en!(
            lang,
            format!("{}的 id 为空。请填写 id。", kind(Zh, *k)),
            format!("{} id is empty", kind(En, *k))
        ),
        Msg::RulesIdRepeated { id, kind: k, line } => zh_en!(
            lang,
            format!(
                "id“{id}”已被使用{}。每个{}须有各自的 id，请改名。",
                line.map_or(String::new(), |l| format!("（第{l}行）")),
                match k {
                    OwnerKind::Qualifier => "资格名单",
                    _ => "奖项和补贴",
                }
            ),
            format!(
                "the id \"{id}\" is already used{}; every {} needs its own id",
                line.map_or(String::new(), |l| format!(" on line {l}")),
                match k {
                    OwnerKind::Qualifier => "qualifier list",
                    _ => "schedule and subsidy",
                }
            )
        ),
        Msg::RulesAgeDateNeeded => zh_en!(
            lang,
            "age_rule = \"completed-years\"（按周岁计）需要 age_date，即计算年龄的日期（如 age_date = \"2019-05-01\"）。请补上。".to_string(),
            "age_rule = \"completed-years\" needs age_date, the day ages are counted on (e.g. age_date = \"2019-05-01\")".to_string()
        ),
        Msg::RulesAgeDateUnused => zh_en!(
            lang,
            "age_date 只在 age_rule = \"completed-years\"（按周岁计）时使用。请删去它，或修改 age_rule。".to_string(),
            "age_date is only used with age_rule = \"completed-years\"; remove it or change age_rule".to_string()
        ),
        Msg::RulesHomeRegionsEmpty => zh_en!(
            lang,
            "home_regions 为空。请列出算作本地籍的地区。".to_string(),
            "home_regions is empty: name the regions that count as home".to_string()
        ),
        Msg::RulesNoGroups => zh_en!(
            lang,
            "至少需要一个组别（[[groups]]）。请补上。".to_string(),
            "at least one [[groups]] is needed".to_string()
        ),
        Msg::RulesGroupSheetEmpty => zh_en!(
            lang,
            "组别的工作表名（sheet）为空。请填写。".to_string(),
            "the group's sheet name is empty".to_string()
        ),
        Msg::RulesGroupTwice { sheet } => zh_en!(
            lang,
            format!("组别「{sheet}」列了两次。请删去其中一个。"),
            format!("the group \"{sheet}\" is listed twice")
        ),
        Msg::RulesSubsidyZero { owner: o } => zh_en!(
            lang,
            format!("{}：金额为零。请填写金额。", owner(Zh, o)),
            format!("{}: the amount is zero", owner(En, o))
        ),
        Msg::RulesPrizeEmpty { owner: o, place } => zh_en!(
            lang,
            format!(
                "{}：第{place}名的奖品为空。请写出奖品，如“奖杯”，或删去这一项。",
                owner(Zh, o)
            ),
            format!("{}: place {place} has an empty prize text", owner(En, o))
        ),
        Msg::RulesPlaceAmountZero { owner: o, place } => zh_en!(
            lang,
            format!(
                "{}：第{place}名的金额为 0。只发奖品、不发奖金的名次请删去 amount，写 prize = \"…\"（如 prize = \"礼品一份\"）；不发奖的名次请删去这一项。",
                owner(Zh, o)
            ),
            format!(
                "{}: place {place} has an amount of 0; for a prize without money drop amount and write prize = \"…\" (e.g. prize = \"gift\"), or drop the place",
                owner(En, o)
            )
        ),
        Msg::RulesPlaceNothing { owner: o, place } => zh_en!(
            lang,
            format!(
                "{}：第{place}名既没有金额也没有奖品。请写 amount = \"500\" 或 prize = \"礼品一份\"，或删去这一项。",
                owner(Zh, o)
            ),
            format!(
                "{}: place {place} has neither an amount nor a prize; write amount = \"500\" or prize = \"gift\", or drop the place",
                owner(En, o)
            )
        ),
        Msg::RulesTeamForm { owner: o, both: true } => zh_en!(
            lang,
            format!(
                "{}：既写了 sheet（裁判给出的团体成绩表），又写了 group 或 counted（按个人成绩计算）。只能二选一，请删去一种。",
                owner(Zh, o)
            ),
            format!(
                "{}: both a team standings sheet (sheet) and a computed ranking (group, counted); keep one",
                owner(En, o)
            )
        ),
        Msg::RulesTeamColumnIsStandings {
            owner: o,
            key,
            column,
            standings,
        } => zh_en!(
            lang,
            format!(
                "{}：{key} = \"{column}\" 是成绩表本身的“{standings}”列，程序按它读每位棋手的{standings}，不能同时用来分队。请在成绩表中另设一列（队员标记如“团体”，在团体队员一行填“是”；队名如“队名”，不参加团体的留空），并把 {key} 改为该列名。",
                owner(Zh, o)
            ),
            format!(
                "{}: {key} = \"{column}\" is the standings' own column {standings}, read for every player, and cannot also make up the teams; add a column of its own (a member mark such as \"团体\" with 是 on each team player's row, or a team name such as \"队名\", blank for players in no team) and name it in {key}",
                owner(En, o)
            )
        ),
        Msg::RulesTeamMembersWithSheet { owner: o, key } => zh_en!(
            lang,
            format!(
                "{}：{key} 只用于按个人成绩计算的团体名次（group、counted）；裁判给出的团体成绩表（sheet）上各队已经写明。请删去 {key}。",
                owner(Zh, o)
            ),
            format!(
                "{}: {key} applies only to teams computed from a group (group, counted); a team standings sheet (sheet) names its teams itself: delete {key}",
                owner(En, o)
            )
        ),
        Msg::RulesTeamUnlistedWithoutSheet { owner: o } => zh_en!(
            lang,
            format!(
                "{}：unlisted_teams 只用于裁判给出的团体成绩表（sheet），说明表上找不到队员的队怎样处理；按个人成绩计算的团体名次（group、counted）里每队都由棋手组成。请删去 unlisted_teams。",
                owner(Zh, o)
            ),
            format!(
                "{}: unlisted_teams applies only to a team standings sheet (sheet), saying what a team no player names is; teams computed from a group (group, counted) are made of players: delete unlisted_teams",
                owner(En, o)
            )
        ),
        Msg::RulesTeamSheetIsGroup { owner: o, sheet } => zh_en!(
            lang,
            format!(
                "{}：sheet = \"{sheet}\" 是组别「{sheet}」的个人成绩表（[[groups]] 的 sheet），不是团体成绩表。团体成绩表每行一队，写名次、队名，可有积分；请把 sheet 改为裁判给出的团体成绩表的工作表名，或删去 sheet，改写 group 和 counted，按个人成绩计算团体名次。",
                owner(Zh, o)
            ),
            format!(
                "{}: sheet = \"{sheet}\" is the players' sheet of the group {sheet} ([[groups]]), not a team standings sheet (one row per team: \"名次\", \"队名\", perhaps \"积分\"); name the arbiters' team standings sheet, or drop sheet and write group and counted to rank the teams from the players' places",
                owner(En, o)
            )
        ),
        Msg::RulesTeamForm { owner: o, both: false } => zh_en!(
            lang,
            format!(
                "{}：请写 group 和 counted（由哪个组别的棋手组队、每队取前几名），或写 sheet（裁判给出的团体成绩表的工作表名）。",
                owner(Zh, o)
            ),
            format!(
                "{}: give group and counted (whose players make up the teams, how many count), or sheet (the team standings sheet the arbiters give)",
                owner(En, o)
            )
        ),
        Msg::RulesAwardNothing { owner: o } => zh_en!(
            lang,
            format!(
                "{}：既没有金额也没有奖品。请写出金额或奖品。",
                owner(Zh, o)
            ),
            format!("{}: neither an amount nor a prize", owner(En, o))
        ),
        Msg::RulesAwardNoPlayers { owner: o } => zh_en!(
            lang,
            format!(
                "{}：没有列出获奖棋手。请写出“组别:编号”，或写 column = \"风尚奖\"（成绩表中标注获奖者的一列）。",
                owner(Zh, o)
            ),
            format!(
                "{}: no players named; name them as \"group:no\", or give the standings column that marks them (column = \"风尚奖\")",
                owner(En, o)
            )
        ),
        Msg::RulesAwardPlayersAndColumn { owner: o } => zh_en!(
            lang,
            format!(
                "{}：既列出了{}（players），又写了成绩表的一列（column）。两者只写一种。",
                owner(Zh, o),
                match o {
                    Owner::Payment(_) => "领取的棋手",
                    _ => "获奖棋手",
                }
            ),
            format!(
                "{}: both players and column are given; name the players or give the column, not both",
                owner(En, o)
            )
        ),
        Msg::RulesAwardColumnIsStandings {
            owner: o,
            column,
            standings,
        } => zh_en!(
            lang,
            match o {
                Owner::Payment(_) => format!(
                    "{}：column = \"{column}\" 是成绩表本身的“{standings}”列，程序按它读每位棋手的{standings}，不能同时用作支付名单的标记列。请在成绩表中另设一列（如“路费补助”），在领取者一行填“是”，并把 column 改为该列名；或改用 players 列出领取者。",
                    owner(Zh, o)
                ),
                _ => format!(
                    "{}：column = \"{column}\" 是成绩表本身的“{standings}”列，程序按它读每位棋手的{standings}，不能同时用作评选奖的标记列。请在成绩表中另设一列（如“风尚奖”），在获奖者一行填“是”，并把 column 改为该列名；或改用 players 列出获奖者。",
                    owner(Zh, o)
                ),
            },
            match o {
                Owner::Payment(_) => format!(
                    "{}: column = \"{column}\" is the standings' own column {standings}, read for every player, and cannot also mark who a payment goes to; add a column of its own (e.g. \"路费补助\") with 是 on each payee's row and name it in column, or list the payees in players",
                    owner(En, o)
                ),
                _ => format!(
                    "{}: column = \"{column}\" is the standings' own column {standings}, read for every player, and cannot also mark an award's winners; add a column of its own (e.g. \"风尚奖\") with 是 on each winner's row and name it in column, or list the winners in players",
                    owner(En, o)
                ),
            }
        ),
        Msg::RulesAwardPlayer {
            owner: o,
            entry,
            groups,
        } => zh_en!(
            lang,
            format!(
                "{}：“{entry}”不是“组别:编号”，或组别不在规则文件中（组别有：{}）。",
                owner(Zh, o),
                groups.join("、")
            ),
            format!(
                "{}: \"{entry}\" is not \"group:no.\" of a group of the file (groups: {})",
                owner(En, o),
                groups.join(", ")
            )
        ),
        Msg::RulesSubsidyNoConditions { owner: o } => zh_en!(
            lang,
            format!(
                "{}：没有列出条件，补贴至少需要一个条件。请补上 conditions。",
                owner(Zh, o)
            ),
            format!(
                "{}: no conditions given; a subsidy needs at least one",
                owner(En, o)
            )
        ),
        Msg::RulesConditionTwice { owner: o, condition } => zh_en!(
            lang,
            format!(
                "{}：条件“{}”列了两次。请删去一个。",
                owner(Zh, o),
                condition.words(Zh)
            ),
            format!(
                "{}: the condition \"{}\" is listed twice",
                owner(En, o),
                condition.words(En)
            )
        ),
        Msg::RulesPoolNeedsGroup { owner: o } => zh_en!(
            lang,
            format!(
                "{}：范围（pool）须指定组别，如 {{ group = \"公开组\" }}。请补上。",
                owner(Zh, o)
            ),
            format!(
                "{}: the pool needs a group, e.g. {{ group = \"公开组\" }}",
                owner(En, o)
            )
        ),
        Msg::RulesUnknownGroup { owner: o, group, groups } => zh_en!(
            lang,
            format!(
                "{}：组别“{group}”不在 [[groups]] 中（现有：{}）。请改为其中之一。",
                owner(Zh, o),
                quoted_words(Zh, groups)
            ),
            format!(
                "{}: the group \"{group}\" is not one of the [[groups]] ({})",
                owner(En, o),
                quoted_words(En, groups)
            )
        ),
        Msg::RulesNoKnockout { owner: o, group } => zh_en!(
            lang,
            format!(
                "{}：范围涉及淘汰赛，但组别“{group}”没有设定淘汰赛人数。请在该组别下补上 knockout = 32 这样的一行。",
                owner(Zh, o)
            ),
            format!(
                "{}: the pool asks about the knockout, but the group \"{group}\" has no knockout size (knockout = 32 under [[groups]])",
                owner(En, o)
            )
        ),
        Msg::RulesAgeRange { owner: o, min, max } => zh_en!(
            lang,
            format!(
                "{}：age_min {min} 大于 age_max {max}。请改正。",
                owner(Zh, o)
            ),
            format!("{}: age_min {min} is above age_max {max}", owner(En, o))
        ),
        Msg::RulesRegionEmpty { owner: o } => zh_en!(
            lang,
            format!(
                "{}：region = [] 不含任何地区，无人可以参加。若不限地区，请删去这一项。",
                owner(Zh, o)
            ),
            format!(
                "{}: region = [] admits nobody; leave it out to admit every region",
                owner(En, o)
            )
        ),
        Msg::RulesNoPlaces { owner: o } => zh_en!(
            lang,
            format!("{}：没有列出任何名次。请补上 places。", owner(Zh, o)),
            format!("{}: no places are given", owner(En, o))
        ),
        Msg::RulesPlacesTwice { owner: o, from, to } => zh_en!(
            lang,
            format!(
                "{}：第{}名列了两次。请删去重复的一项。",
                owner(Zh, o),
                range(from, to)
            ),
            format!("{}: {} given twice", owner(En, o), places(from, to))
        ),
        Msg::RulesPlacesGap { owner: o, from, to } => zh_en!(
            lang,
            format!(
                "{}：第{}名没有金额。请补上。",
                owner(Zh, o),
                range(from, to)
            ),
            format!("{}: no amount for {}", owner(En, o), places(from, to))
        ),
        Msg::RulesPlacesPickedOnePrize { owner: o, first, one } => zh_en!(
            lang,
            format!(
                "{}：名次从第{first}名起（幸运奖等按名次挑选的奖项），按所写名次发给该名次的棋手，与其他奖金兼得，{}。如规程写明此奖不与其他奖兼得，本工具不能计算此奖，请删去此奖另行发放；否则请{}。",
                owner(Zh, o),
                if *one {
                    "不能与 stacking = \"one\"（每人限得一项）同用"
                } else {
                    "不能写进不兼得（not_combined）"
                },
                if *one {
                    "删去 stacking = \"one\"（不写即各奖兼得），并用 not_combined 列出互不兼得的名次奖"
                } else {
                    "从 not_combined 中删去它"
                }
            ),
            format!(
                "{}: its places start at place {first} (a lucky prize, places picked out of the order); they are paid to the players at those places and add up with every other prize, so it cannot be {}. If the regulation says this prize is not combined with others, the tool cannot compute it: remove it and pay it by hand; otherwise {}",
                owner(En, o),
                if *one {
                    "used beside stacking = \"one\""
                } else {
                    "named in not_combined"
                },
                if *one {
                    "write stacking = \"all\" and name the place prizes not combined in not_combined"
                } else {
                    "take it out of not_combined"
                }
            )
        ),
        Msg::RulesPlacesPickedReserved { owner: o, first } => zh_en!(
            lang,
            format!(
                "{}：名次从第{first}名起（幸运奖等按名次挑选的奖项），不能保留名额（reserved）。请删去 reserved。",
                owner(Zh, o)
            ),
            format!(
                "{}: its places start at place {first} (places picked out of the order), which cannot reserve places (reserved); remove reserved",
                owner(En, o)
            )
        ),
        Msg::RulesEntrantsInvalid { key, value } => zh_en!(
            lang,
            format!(
                "{}：\"{value}\" 不是参赛人数。请写成 \"16-31\"（16至31人，两端都含）、\"32-\"（32人以上）或 \"-15\"（15人以下）。",
                table(Zh, key)
            ),
            format!(
                "{}: \"{value}\" is not a number of players; write \"16-31\" (16 to 31, both included), \"32-\" (32 or more) or \"-15\" (15 or fewer)",
                table(En, key)
            )
        ),
        Msg::RulesTablesAndPlaces { owner: o, total } => zh_en!(
            lang,
            format!(
                "{}：已按参赛人数分列奖金表，又在表外写了{}。请把它写进各奖金表里，删去表外这一项。",
                owner(Zh, o),
                if *total { "合计（total）" } else { "名次（places）" }
            ),
            format!(
                "{}: gives prize tables by the number of players (tables) and {} beside them; write it inside each table and remove this one",
                owner(En, o),
                if *total { "a total" } else { "places" }
            )
        ),
        Msg::RulesTablesOverlap { owner: o, first, second } => zh_en!(
            lang,
            format!(
                "{}：奖金表的参赛人数「{first}」与「{second}」重叠，同一人数只能对应一张表。请改正人数范围（两端都含）。",
                owner(Zh, o)
            ),
            format!(
                "{}: the prize tables for \"{first}\" and \"{second}\" players overlap; one number of players must choose one table (both ends are included)",
                owner(En, o)
            )
        ),
        Msg::RulesTablesNoneFits { owner: o, sheet, players, tables } => zh_en!(
            lang,
            format!(
                "{}：{sheet}参赛 {players} 人，没有哪张奖金表适用（各表参赛人数：{}）。请补上 {players} 人的奖金表，或改正人数范围。",
                owner(Zh, o),
                tables.join("、")
            ),
            format!(
                "{}: {sheet} lists {players} players, and no prize table is for that many (tables for {} players); add a table for {players} or correct the bounds",
                owner(En, o),
                tables.join(", ")
            )
        ),
        Msg::RulesTablesAmended { owner: o } => zh_en!(
            lang,
            format!(
                "{}：按参赛人数分列奖金表的奖项，补充通知不能直接改它的名次。请在补充通知里先取消此奖项，再加上改后的奖项。",
                owner(Zh, o)
            ),
            format!(
                "{}: a schedule with prize tables by the number of players cannot be changed by replace-places; cancel it and add the changed schedule with add-schedule",
                owner(En, o)
            )
        ),
        Msg::RulesTotalMismatch { owner: o, sum, total } => zh_en!(
            lang,
            format!(
                "{}：各名次金额合计 {sum}，与所写合计 {total} 不符。请核对。",
                owner(Zh, o)
            ),
            format!(
                "{}: the places add up to {sum}, but the stated total is {total}",
                owner(En, o)
            )
        ),
        Msg::RulesLevelTooDeep { owner: o, level, top, places } => zh_en!(
            lang,
            format!(
                "{}：级别“{level}”取前{top}名，但名单只有 {places} 个名额。请改正。",
                owner(Zh, o)
            ),
            format!(
                "{}: level \"{level}\" goes to the top {top}, but the list has only {places} places",
                owner(En, o)
            )
        ),
        Msg::RulesAmendmentSchedule { date, verb, schedule, cancelled } => zh_en!(
            lang,
            format!(
                "{date}补充通知{}的奖项“{schedule}”{}。请核对奖项 id。",
                match verb {
                    AmendVerb::Changes => "修改",
                    AmendVerb::Cancels => "取消",
                },
                if *cancelled { "已被前面的变更取消" } else { "在本文件中不存在" }
            ),
            format!(
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
            )
        ),
        Msg::RulesBudgetUnknownSchedule { section, schedule } => zh_en!(
            lang,
            format!(
                "预算分项“{section}”：规程中没有奖项“{schedule}”。请核对奖项 id。"
            ),
            format!(
                "budget section \"{section}\": there is no schedule \"{schedule}\" in the base regulation"
            )
        ),
        Msg::RulesFillFromEmpty { owner: o } => zh_en!(
            lang,
            format!(
                "{}：递补（fill_from）没有写地区。请写明由哪些地区的棋手递补，如 fill_from = [\"四川\"]；不递补时删去这一项。",
                owner(Zh, o)
            ),
            format!(
                "{}: fill_from names no region; name the regions whose players fill vacant places, e.g. fill_from = [\"四川\"], or leave it out",
                owner(En, o)
            )
        ),
        Msg::RulesFillFromAnyRegion { owner: o } => zh_en!(
            lang,
            format!(
                "{}：本奖不限地区，没有可递补的棋手。递补（fill_from）只用于按地区排名的奖项（pool 中写了 region）。",
                owner(Zh, o)
            ),
            format!(
                "{}: the pool admits every region, so nobody is left to fill its places; fill_from widens a pool that names its regions",
                owner(En, o)
            )
        ),
        Msg::RulesReservedTooMany { owner: o, count, places } => zh_en!(
            lang,
            format!(
                "{}：保留 {count} 个名额，但本奖只奖 {places} 名。名额不能多于获奖名次。",
                owner(Zh, o)
            ),
            format!(
                "{}: {count} places reserved, but the schedule pays {places}; a schedule cannot reserve more places than it pays",
                owner(En, o)
            )
        ),
        Msg::RulesReservedAmountZero { owner: o } => zh_en!(
            lang,
            format!(
                "{}：名额（reserved）写了 amount = \"0\"，名额棋手一分不发。名额棋手按所得名次领奖时请删去 amount；只发奖品、不发奖金的，请删去 amount，在 places 的名次上写 prize = \"…\"（如 prize = \"礼品一份\"）。",
                owner(Zh, o)
            ),
            format!(
                "{}: reserved has amount = \"0\", which pays the reserved players nothing; drop amount to pay them their places' amounts, or drop it and write prize = \"…\" on the places for a prize without money",
                owner(En, o)
            )
        ),
        Msg::RulesReservedOnePrize { owner: o, one } => zh_en!(
            lang,
            format!(
                "{}：名额定额（reserved 的 amount）{}，要写 unless_top，且前 unless_top 名每名的奖金都不少于 amount：名额棋手要在定额和同组别的奖项之间就高领取，定额只能由所得名次决定。请写上 unless_top（如 unless_top = 4）并核对前几名的金额；规程不是这样写的，请删去 amount，或{}。",
                owner(Zh, o),
                if *one { "用在每人限得一项（stacking = \"one\"）时" } else { "用在不兼得（not_combined）的一组中时" },
                if *one { "删去 stacking = \"one\"（各奖可兼得）" } else { "把本奖项移出 not_combined 的这一组" }
            ),
            format!(
                "{}: a reserved amount {} needs unless_top, and every place within unless_top paying at least the amount: a reserved player takes the higher of the amount and the other prizes of the set, so the amount must follow from the place alone; write unless_top (e.g. unless_top = 4) and check the top places' amounts, or if the regulation says otherwise drop amount or {}",
                owner(En, o),
                if *one { "with stacking = \"one\"" } else { "in a set of not_combined" },
                if *one { "remove stacking = \"one\"" } else { "take the schedule out of that set" }
            )
        ),
        Msg::RulesReservedAmountTwice { owner: o, other } => zh_en!(
            lang,
            format!(
                "{}：与奖项「{other}」每人限得一项，两项都写了名额定额（reserved 的 amount）：同一名棋手可能同时是两项名额的人选，领哪一项定额无法确定。每人限得一项的奖项中只能有一项写名额定额；请删去其中一项的 amount，或让两项兼得。",
                owner(Zh, o)
            ),
            format!(
                "{}: schedule \"{other}\" is handed out one prize per player with it, and both pay reserved players a fixed amount: a player of both sub-pools could be owed both; keep the amount on one of them, or let the two add up",
                owner(En, o)
            )
        ),
        Msg::RulesReservedTopWithoutAmount { owner: o } => zh_en!(
            lang,
            format!(
                "{}：写了 unless_top（未进前几名），却没有写 amount（这些名额棋手各发多少）。请在 reserved 中写 amount = \"500\" 这样的金额，或删去 unless_top。",
                owner(Zh, o)
            ),
            format!(
                "{}: reserved has unless_top but no amount to pay the reserved players outside those places; add amount = \"500\" or remove unless_top",
                owner(En, o)
            )
        ),
        Msg::RulesNotCombinedUnknown { name, known } => zh_en!(
            lang,
            format!(
                "不兼得（not_combined）：没有奖项“{name}”。可写的奖项（id 或名称）：{}。",
                known.join("、")
            ),
            format!(
                "not_combined: there is no schedule \"{name}\"; the schedules (id or name): {}",
                known.join(", ")
            )
        ),
        Msg::RulesNotCombinedTwice { schedule } => zh_en!(
            lang,
            format!(
                "不兼得（not_combined）：奖项“{schedule}”写了两次。每个奖项至多在一组里；要合并的组请写成一组。"
            ),
            format!(
                "not_combined: schedule \"{schedule}\" is named twice; a schedule is in one set at most (write sets that share a schedule as one set)"
            )
        ),
        Msg::RulesNotCombinedAlone { names } => zh_en!(
            lang,
            format!(
                "不兼得（not_combined）：一组至少写两个奖项，[{}] 只有一个，改变不了什么。",
                names.join("、")
            ),
            format!(
                "not_combined: a set names two schedules at least; [{}] changes nothing",
                names.join(", ")
            )
        ),
        Msg::RulesNotCombinedEmpty { ids } => {
            // What to write: two of the file's own schedules when it has them.
            let example = match &ids[..] {
                [a, b, ..] => format!("[[\"{a}\", \"{b}\"]]"),
                _ => "[[\"women\", \"overall\"]]".to_string(),
            };
            zh_en!(
                lang,
                format!(
                    "不兼得（not_combined）中有一组是空的（[]），没有写任何奖项。每组写出互不兼得的两个或更多奖项的 id 或名称，如 not_combined = {example}；没有不兼得的奖项时，删去 not_combined 这一行。"
                ),
                format!(
                    "not_combined: a set is empty ([]) and names no schedule; write in each set the ids or names of two or more schedules that cannot be combined, e.g. not_combined = {example}, or delete the not_combined line when there are none"
                )
            )
        }
        Msg::RulesNotCombinedWithOne => zh_en!(
            lang,
            "不兼得（not_combined）与 stacking = \"one\"（每人限得一项）只能写一个：后者已让所有奖项互不兼得。".to_string(),
            "not_combined and stacking = \"one\" cannot both be written: \"one\" already makes every schedule one set".to_string()
        ),
        Msg::RulesNotCombinedOverridden { chosen } => zh_en!(
            lang,
            format!(
                "规则文件用不兼得（not_combined）写明了哪几项奖金不兼得，本次又另选了每人可领几项名次奖（{chosen}），两者矛盾，结果会与规程不符。请不另选（按规则文件），或修改规则文件的 not_combined。"
            ),
            format!(
                "the rules file says which prizes do not combine (not_combined), and this run chose prizes per player too ({chosen}): the two contradict each other. Leave the choice to the rules file, or change not_combined"
            )
        ),
        Msg::RulesBudgetTwice { section, schedule, other } => zh_en!(
            lang,
            format!(
                "预算分项“{section}”：奖项“{schedule}”已计入分项“{other}”。请删去重复的一项。"
            ),
            format!(
                "budget section \"{section}\": schedule \"{schedule}\" is already counted in section \"{other}\""
            )
        ),
        Msg::RulesBudgetSection { section, sum, total } => zh_en!(
            lang,
            format!(
                "预算分项“{section}”：所含奖项合计 {sum}，与所写合计 {total} 不符。请核对。"
            ),
            format!(
                "budget section \"{section}\": its schedules add up to {sum}, but the stated total is {total}"
            )
        ),
        Msg::RulesBudgetTotal { sections, sum, total } => zh_en!(
            lang,
            format!(
                "预算：{}合计 {sum}，与规程总额 {total} 不符。请核对。",
                if *sections { "各分项" } else { "各奖项" }
            ),
            format!(
                "budget: {} add up to {sum}, but the stated total is {total}",
                if *sections { "the sections" } else { "the schedules" }
            )
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
            zh_en!(
                lang,
                format!(
                    "{} 排在 {} 之前，但{}{column}为 {a} 对 {b}（{}），应排在后面。请裁判核对这两人的名次。",
                    who(Zh, above),
                    who(Zh, below),
                    if equal.is_empty() {
                        String::new()
                    } else {
                        format!("二人{}相同，", equal.join("、"))
                    },
                    if *fewer_first { "少者在前" } else { "多者在前" }
                ),
                format!(
                    "{} is placed above {}, but {}{column} is {a} against {b} ({}): the first should be placed below; please have the arbiters check the two places",
                    who(En, above),
                    who(En, below),
                    if equal.is_empty() {
                        String::new()
                    } else {
                        format!("with {} equal, ", equal.join(", "))
                    },
                    if *fewer_first { "fewer first" } else { "more first" }
                )
            )
        }
        Msg::AuditKnockout {
            fact: Knockout::Outsider { who: w, prelim, size },
        } => zh_en!(
            lang,
            format!(
                "{} 在淘汰赛名次（1–{size}）之内，但预赛名次 {prelim} 不在前 {size} 名，未进入淘汰赛。请核对该选手的名次或预赛名次。",
                who(Zh, w)
            ),
            format!(
                "{} is placed within the knockout's places (1-{size}), but 预赛名次 {prelim} is not in the top {size}: the player did not reach the knockout; check the place or the 预赛名次",
                who(En, w)
            )
        ),
        Msg::AuditKnockout {
            fact: Knockout::Missing { who: w, prelim, size },
        } => zh_en!(
            lang,
            format!(
                "{} 预赛名次 {prelim}，进入了淘汰赛（前 {size} 名），名次却在淘汰赛名次（1–{size}）之外。请核对该选手的名次或预赛名次。",
                who(Zh, w)
            ),
            format!(
                "{} has 预赛名次 {prelim} and so reached the knockout (top {size}), but is placed outside its places (1-{size}); check the place or the 预赛名次",
                who(En, w)
            )
        ),
        Msg::AuditKnockout {
            fact: Knockout::Bracket { place, players, size },
        } => {
            let rows = |row: fn(&Who) -> String| -> String {
                let names: Vec<String> = players.iter().map(row).collect();
                names.join(zh_en!(lang, "、", ", "))
            };
            zh_en!(
                lang,
                format!(
                    "名次 {place} 由 {} 人并列（{}），与 {size} 人淘汰赛的轮次不符：{}。请核对这些选手的名次。",
                    players.len(),
                    rows(|p| format!("{} {}（第 {} 行）", p.no, p.name, p.row)),
                    bracket_shares(Zh, *size)
                ),
                format!(
                    "place {place} is shared by {} ({}), which is no round of a {size}-player knockout: {}; check these places",
                    players.len(),
                    rows(|p| format!("{} {} (row {})", p.no, p.name, p.row)),
                    bracket_shares(En, *size)
                )
            )
        }
        Msg::AuditSummary { checked: false, not_done: 0, .. } => zh_en!(
            lang,
            "名次核对：未进行（规则未写明名次的产生阶段，或成绩表没有积分列）".to_string(),
            "places audit: not done (no phases in the rules, or no 积分 column)".to_string()
        ),
        Msg::AuditSummary { checked: false, not_done, .. } => zh_en!(
            lang,
            format!("名次核对：未做（{not_done} 个阶段缺少所需的列，见警告）"),
            format!(
                "places audit: not done ({not_done} phase(s) lack a column the order needs; see audit.not_done)"
            )
        ),
        Msg::AuditSummary { checked: true, found, not_done: 0 } => zh_en!(
            lang,
            format!("名次核对：发现 {found} 处与积分/破同分顺序不符"),
            format!(
                "places audit: {found} place{} out of order with the scores and tie-breaks",
                if *found == 1 { "" } else { "s" },
            )
        ),
        Msg::AuditSummary { checked: true, found, not_done } => zh_en!(
            lang,
            format!(
                "名次核对：{not_done} 个阶段未做（缺少所需的列，见警告）；已核对的部分有 {found} 处与积分/破同分顺序不符"
            ),
            format!(
                "places audit: {not_done} phase(s) not done for want of a column (audit.not_done); where checked, {found} place{} out of order",
                if *found == 1 { "" } else { "s" },
            )
        ),
        Msg::AuditRefused { found } => zh_en!(
            lang,
            format!(
                "名次核对：发现 {found} 处与积分/破同分顺序不符（audit = \"refuse\"）。请先改正名次再计算奖金。"
            ),
            format!(
                "places audit: {found} out of order (audit = \"refuse\"): fix the places first"
            )
        ),
        Msg::RulesNothingToPay { file } => zh_en!(
            lang,
            format!(
                "{file}：规则文件还没有填写奖金，不能计算发放。请用记事本打开这个文件，在“奖项”一节（[[schedules]]）按本届竞赛规程写上每个奖项的名次和金额——文件中有写好的例子，去掉行首的 # 再改金额即可；补贴写在 [[subsidies]]，选拔名单写在 [[qualifiers]]；奖项按地区区分的，先在 [regions] 中写上本届的地区。做法见《使用说明》第 6 节。填好后先运行 xqprize check 检查；在此之前 check 已可核对名次。"
            ),
            format!(
                "{file}: the rules have no prize tables yet ([[schedules]], [[subsidies]] or [[qualifiers]]); fill them in from the event's regulations. `xqprize check` audits the places meanwhile"
            )
        ),
        Msg::RulesPhaseGap { group, from, to } => zh_en!(
            lang,
            format!(
                "组别“{group}”：没有阶段决定第 {} 名。各阶段须从第 1 名起连续排下去，请补上或改正 from。",
                range(from, to)
            ),
            format!(
                "group \"{group}\": no phase decides {}; phases must run on from place 1",
                if from == to {
                    format!("place {from}")
                } else {
                    format!("places {from}–{to}")
                }
            )
        ),
        Msg::RulesPhaseOverlap { group, from, before_ends } => zh_en!(
            lang,
            format!(
                "组别“{group}”：从第 {from} 名起的阶段与前一阶段（到第 {before_ends} 名）重叠。请改正 from。"
            ),
            format!(
                "group \"{group}\": the phase from place {from} overlaps the one before (which ends at {before_ends})"
            )
        ),
        Msg::RulesPhaseBackwards { group, from, to } => zh_en!(
            lang,
            format!(
                "组别“{group}”：阶段从第 {from} 名到第 {to} 名，终点在起点之前。请改正 to。"
            ),
            format!(
                "group \"{group}\": the phase runs from place {from} to {to}"
            )
        ),
        Msg::RulesPhaseLastTo { group, from } => zh_en!(
            lang,
            format!(
                "组别“{group}”：最后一个阶段决定第 {from} 名以后的全部名次。请删去其中的 to。"
            ),
            format!(
                "group \"{group}\": the last phase decides every place after {from}; leave out `to`"
            )
        ),
        Msg::RulesPhaseNoTo { group } => zh_en!(
            lang,
            format!(
                "组别“{group}”：只有最后一个阶段可以不写 to（该阶段止于第几名）。请为这一阶段补上 to。"
            ),
            format!(
                "group \"{group}\": only the last phase may leave out `to` (the place it ends at)"
            )
        ),
        Msg::RulesKnockoutTwice { group } => zh_en!(
            lang,
            format!(
                "组别“{group}”：有不止一个淘汰赛阶段。前列名次只由一次淘汰赛决定，请只保留一个。"
            ),
            format!(
                "group \"{group}\": more than one knockout phase; one knockout decides the top places"
            )
        ),
        Msg::RulesKnockoutNotFirst { group } => zh_en!(
            lang,
            format!(
                "组别“{group}”：淘汰赛决定前列名次，须从第 1 名开始。请把 from 改为 1。"
            ),
            format!(
                "group \"{group}\": a knockout decides the top places: it must start at place 1"
            )
        ),
        Msg::RulesKnockoutNoTo { group } => zh_en!(
            lang,
            format!(
                "组别“{group}”：淘汰赛阶段须写明 to，即参赛人数（如 to = 32）。请补上。"
            ),
            format!(
                "group \"{group}\": a knockout phase needs `to`, its number of players (e.g. to = 32)"
            )
        ),
        Msg::RulesKnockoutBracket { group, to } => zh_en!(
            lang,
            format!(
                "组别“{group}”：淘汰赛人数应为 2、4、8、16、32 …，不能是 {to}。请改正 to。"
            ),
            format!(
                "group \"{group}\": a knockout bracket has 2, 4, 8, 16, 32 … players, not {to}"
            )
        ),
        Msg::RulesKnockoutDisagree { group, knockout: Some(k), to } => zh_en!(
            lang,
            format!(
                "组别“{group}”：knockout = {k}，但淘汰赛阶段为第 1–{to} 名。请使二者一致。"
            ),
            format!(
                "group \"{group}\": knockout = {k}, but the knockout phase covers places 1–{to}; make them agree"
            )
        ),
        Msg::RulesKnockoutDisagree { group, knockout: None, to } => zh_en!(
            lang,
            format!(
                "组别“{group}”：淘汰赛阶段为第 1–{to} 名。请在该组别下也写上 knockout = {to}。"
            ),
            format!(
                "group \"{group}\": the knockout phase covers places 1–{to}: write knockout = {to} under this group as well"
            )
        ),
        Msg::RulesTiebreaksNeeded { group } => zh_en!(
            lang,
            format!(
                "组别“{group}”：积分编排（swiss）阶段需要排名顺序。请补上 tiebreaks = [{{ column = \"积分\", first = \"more\" }}, {{ column = \"累进分\", first = \"more\" }}, …]。"
            ),
            format!(
                "group \"{group}\": a Swiss phase needs the ranking order: tiebreaks = [{{ column = \"积分\", first = \"more\" }}, {{ column = \"累进分\", first = \"more\" }}, …]"
            )
        ),
        Msg::RulesTiebreaksUnused { group } => zh_en!(
            lang,
            format!(
                "组别“{group}”：写了破同分顺序（tiebreaks），但没有 by = \"swiss\" 的阶段。请删去 tiebreaks，或改正阶段。"
            ),
            format!(
                "group \"{group}\": tiebreaks rank a Swiss, but no phase has by = \"swiss\""
            )
        ),
        Msg::RulesTiebreakTwice { group, column } => zh_en!(
            lang,
            format!(
                "组别“{group}”：破同分列“{column}”列了两次。请删去一处。"
            ),
            format!(
                "group \"{group}\": the tie-break column {column} is listed twice"
            )
        ),
        Msg::RulesOther { detail, .. } => zh_en!(
            lang,
            "规则文件有一项无法读取。请对照模板改正这一行。".to_string(),
            detail.clone()
        ),
        Msg::TaxRateMissing { kind } => zh_en!(
            lang,
            format!(
                "[tax] 缺少 rate（税率）：所得项目“{kind}”按比例税率扣缴，请填写，如 rate = \"0.20\"（偶然所得 20%）。"
            ),
            format!(
                "[tax] has no rate: the income item \"{kind}\" is withheld at a flat rate; write it, e.g. rate = \"0.20\" (\"偶然所得\", 20 %)"
            )
        ),
        Msg::TaxLabourRate => zh_en!(
            lang,
            "[tax] 的所得项目为劳务报酬，其税率由法律规定（每次收入减除费用后按 20%、30%、40% 三级超额累进，另有速算扣除数），不能按 rate 的固定税率计算。请删去 rate 这一行。".to_string(),
            "[tax] kind is \"劳务报酬\", whose rates the law sets (each payment less its deduction, then 20 %, 30 % and 40 % with quick deductions), never a flat rate: remove the rate line".to_string()
        ),
        Msg::TaxLabourNet => zh_en!(
            lang,
            "[tax] 的所得项目为劳务报酬时，本工具只按税前金额（amounts = \"gross\"）计算代扣个税；税后金额（\"net\"）倒算应发不予计算。请改为 \"gross\"，或与税务机关核对后另行计算。".to_string(),
            "[tax] kind is \"劳务报酬\": only published amounts before tax (amounts = \"gross\") are computed; grossing up amounts after tax (\"net\") is not: write \"gross\", or work it out with the tax office".to_string()
        ),
        Msg::TaxPeriodInvalid { value } => zh_en!(
            lang,
            format!(
                "[tax] 的 period（税款所属期）「{value}」不是月份。请写成 \"2019-05\" 的形式（年-月）。"
            ),
            format!(
                "[tax] period \"{value}\" is not a month: write it like \"2019-05\" (year-month)"
            )
        ),
        Msg::HeaderResembles { sheet, cell, header, column, fallback } => zh_en!(
            lang,
            format!(
                "{sheet}!{cell} 的列{}未被读取，但它像是“{column}”列；本规则要用到“{column}”，而该表没有这一列{}。\
                 请把该列改名为“{column}”；或在规则文件 [settings] 中写明它是哪一列：\
                 header_aliases = [{{ column = \"{column}\", name = \"{header}\" }}]；\
                 若它不是“{column}”，写 ignore_columns = [\"{header}\"]。",
                q(Zh, header),
                if *fallback { "（否则将按默认办法处理）" } else { "" }
            ),
            format!(
                "the column \"{header}\" at {sheet}!{cell} was not read, but it looks like {column}, \
                 which the rules use and the sheet lacks{}; rename the column to {column}, or say in the \
                 rules file's [settings] which column it is: header_aliases = [{{ column = \"{column}\", \
                 name = \"{header}\" }}], or that it is none: ignore_columns = [\"{header}\"]",
                if *fallback { " (a fallback would be used instead)" } else { "" }
            )
        ),
        Msg::FallbackFromId { sheet, column } => zh_en!(
            lang,
            format!("{sheet} 没有“{column}”列：{column}取自身份证号。"),
            format!("{sheet} has no {column} column: {column} is taken from the ID numbers")
        ),
        Msg::FallbackNoPrelim { sheet } => zh_en!(
            lang,
            format!(
                "{sheet} 没有“预赛名次”列：名次并列的选手平分所占名次的奖金。"
            ),
            format!(
                "{sheet} has no 预赛名次 column: players sharing a place share the money of the places they cover"
            )
        ),
        Msg::AuditNotDone { sheet, from, to, column } => zh_en!(
            lang,
            format!(
                "{sheet} 第{from}名{}的名次核对未做：表中没有“{column}”列。",
                match to {
                    Some(to) => format!("至第{to}名"),
                    None => "及以后".to_string(),
                }
            ),
            format!(
                "{sheet}: the places audit of places {from}{} was not done: the sheet has no {column} column",
                match to {
                    Some(to) => format!("-{to}"),
                    None => " and on".to_string(),
                }
            )
        ),
        Msg::PayeeNoId { no, name, total } => zh_en!(
            lang,
            format!(
                "领款人 {no} {name}（合计 {total}）没有有效的身份证号：付款需登记身份证号。"
            ),
            format!(
                "payee {no} {name} (total {total}) has no valid ID number, which a payment must record"
            )
        ),
        Msg::PayeeNoDocument { no, name, total, column } => zh_en!(
            lang,
            format!(
                "领款人 {no} {name}（合计 {total}）的“{column}”为空：付款需登记{column}。请补上后再发放。"
            ),
            format!(
                "payee {no} {name} (total {total}) has a blank {column}, which a payment must record; fill it in before paying"
            )
        ),
        Msg::DocumentColumnMissing { column, sheet, present } => zh_en!(
            lang,
            format!(
                "id_document 规定领款人的证件号码写在“{column}”列，但「{sheet}」工作表有领款人而没有这一列（现有列：{}）。请在该表补上“{column}”列，或把 column 改为表中写证件号码的列名；领奖不需要证件的，写 id_document = \"不需要\"。",
                names(Zh, present)
            ),
            format!(
                "id_document says payees' document numbers are in the column {column}, but the sheet \"{sheet}\" has payees and no such column (it has {}); add the column, name the column that holds the numbers, or write id_document = \"不需要\" if no document is needed",
                present.join(", ")
            )
        ),
        Msg::StandingsEmpty { file } => zh_en!(
            lang,
            format!(
                "{file} 中规则所需的各组都没有选手：没有可发的奖金。请检查是否选错了文件或工作表。"
            ),
            format!(
                "{file}: no player in any group the rules need, so nothing to pay; check the file and its sheets"
            )
        ),
        Msg::MarkupBroken { format, line, detail, .. } => zh_en!(
            lang,
            format!(
                "这个 {format} 文件第 {line} 行有损坏，无法读取。请用表格软件打开，另存为 .xlsx 后再试。"
            ),
            format!(
                "the {format} file is damaged at line {line} ({detail}); {RESAVE}"
            )
        ),
        Msg::MarkupEncoding { format, encoding } => zh_en!(
            lang,
            format!(
                "这个 {format} 文件的文字既不是它所标明的 {encoding}，也不是其他常用的中文编码，按哪种读都会读错姓名。请用表格软件打开，另存为 .xlsx 后再试。"
            ),
            format!(
                "the text of the {format} file is neither {encoding}, as it says or as assumed, nor GBK/GB18030 or UTF-8; read either way, names would be wrong; {RESAVE}"
            )
        ),
        Msg::MarkupNoSheet { format: "HTML" } => zh_en!(
            lang,
            "这个网页（HTML）文件里没有表格。请确认选对了文件。".to_string(),
            "the HTML file holds no table; check that it is the right file".to_string()
        ),
        Msg::MarkupNoSheet { format } => zh_en!(
            lang,
            format!("这个 {format} 文件里没有工作表。请确认选对了文件。"),
            format!("the {format} file holds no worksheet; check that it is the right file")
        ),
        Msg::MarkupTooLarge { format, max_mib } => zh_en!(
            lang,
            format!(
                "这个 {format} 文件超过 {max_mib} MB，远大于一份成绩表所需。请确认选对了文件，或用表格软件另存为 .xlsx 后再试。"
            ),
            format!(
                "the {format} file is larger than {max_mib} MiB, far more than a standings sheet needs; check that it is the right file, or save it as .xlsx"
            )
        ),
        Msg::CellCovered { cell, region } => zh_en!(
            lang,
            format!(
                "单元格 {cell} 与已有的 {region} 重叠或排在它前面：文件里标注的位置或合并区域把两个值放到了同一处。请用表格软件打开，核对后另存为 .xlsx 再试。"
            ),
            format!(
                "cell {cell} overlaps {region}, placed before it: the file's positions (ss:Index) or merged cells put two values in one place; open it in the spreadsheet program, check it and save it as .xlsx"
            )
        ),
        Msg::RegionTwoPlaces { value, regions } => zh_en!(
            lang,
            format!(
                "{}同时写了{}两个互不包含的地区，无法确定是哪一个。请只写其中一个。",
                q(Zh, value),
                regions.join("和")
            ),
            format!(
                "{} names places of {}, regions neither of which lies within the other: write one of them",
                q(En, value),
                regions.join(" and ")
            )
        ),
        Msg::RegionOther { value, region } => zh_en!(
            lang,
            format!(
                "{}不是规则文件单列的地区，按“{region}”计。如应单列，请在规则文件的地区一节中添上这种写法。",
                q(Zh, value)
            ),
            format!(
                "{} is no region of its own in the rules file and counts as {region}; if it should be, add this spelling in [regions]",
                q(En, value)
            )
        ),
        Msg::RulesRegionUndefined { region, regions } if regions.is_empty() => zh_en!(
            lang,
            format!(
                "用到了地区“{region}”，但规则文件没有 [regions]，地区一栏只当作普通文字。若奖项按地区区分，请先在 [regions] 中定义各地区（见模板中的例子）。"
            ),
            format!(
                "region \"{region}\" is used, but the rules file has no [regions], so 地区 is plain text; to tell prizes apart by region, define the regions in [regions] first (see the template)"
            )
        ),
        Msg::RulesRegionUndefined { region, regions } => zh_en!(
            lang,
            format!(
                "地区“{region}”没有在 [regions] 中定义。已定义的地区：{}。请改为其中之一，或在 [regions] 中添上它。",
                regions.join("、")
            ),
            format!(
                "region \"{region}\" is not defined in [regions]; the regions are: {}",
                regions.join(", ")
            )
        ),
        Msg::RulesRegionTwoCatchAll { regions } => zh_en!(
            lang,
            format!(
                "{}都写了 other = true，但只能有一个地区收纳其他所有地方。请只保留一处。",
                regions.join("、")
            ),
            format!(
                "{} all say other = true; only one region may take every other place",
                regions.join(", ")
            )
        ),
        Msg::RulesRegionIdCode { region, code } => zh_en!(
            lang,
            format!(
                "地区“{region}”的 id_codes 中{}不是身份证号前 1 至 6 位数字。请写成 \"510104\" 这样的数字串。",
                q(Zh, code)
            ),
            format!(
                "region \"{region}\": id_codes entry {} is not 1 to 6 digits of an ID number (write \"510104\")",
                q(En, code)
            )
        ),
        Msg::RulesRegionCircle { region, circle } => {
            let steps = |lang: Lang| -> Vec<String> {
                (circle.iter().enumerate())
                    .map(|(i, a)| {
                        let b = &circle[(i + 1) % circle.len()];
                        zh_en!(lang, format!("{a} 在 {b} 之内"), format!("{a} inside {b}"))
                    })
                    .collect()
            };
            zh_en!(
                lang,
                format!(
                    "地区“{region}”的 within 绕回了它自己：{}。一个地区不能在自己之内，请删去其中一处 within，或改正身份证代码 id_codes。",
                    steps(Zh).join("，")
                ),
                format!(
                    "region \"{region}\": its within leads back to itself ({}); a region cannot lie inside itself: remove one within, or correct the id_codes",
                    steps(En).join(", ")
                )
            )
        }
        Msg::RulesRegionWithinCodes { region, within, codes, outer } => zh_en!(
            lang,
            format!(
                "地区“{region}”写着 within = “{within}”，但它的身份证代码 {} 不在 {within} 的代码 {} 之内。请改正 within 或 id_codes。",
                codes.join("、"),
                outer.join("、")
            ),
            format!(
                "region \"{region}\" says within = \"{within}\", but its ID codes {} do not lie within {within}'s codes {}; correct within or id_codes",
                codes.join(", "),
                outer.join(", ")
            )
        ),
        Msg::RulesExceptOutside { owner: o, region, listed, listed_too } => zh_en!(
            lang,
            if *listed_too {
                format!(
                    "{}：地区“{region}”同时写在 region 和 except_region 中，无法判断是否计入。请从其中一处删去。",
                    owner(Zh, o)
                )
            } else {
                format!(
                    "{}：except_region 中的地区“{region}”不在 region 所列地区（{}）之内，除外不起作用。请删去它，或改正 region（“{region}”若在其中某地区之内，请在 [regions] 中给它写 within）。",
                    owner(Zh, o),
                    listed.join("、")
                )
            },
            if *listed_too {
                format!(
                    "{}: region \"{region}\" is written both in region and in except_region; remove it from one",
                    owner(En, o)
                )
            } else {
                format!(
                    "{}: except_region names \"{region}\", which lies inside none of the regions in region ({}), so it leaves nobody out; remove it or correct region (if it lies inside one of them, give it a within in [regions])",
                    owner(En, o),
                    listed.join(", ")
                )
            }
        ),
        Msg::RegionIncludes { file, line, owner: o, except: true, chain, codes, .. } => {
            let at = super::text::rules_line(file, *line, lang);
            let (inner, outer) = (
                chain.first().map_or("", String::as_str),
                chain.last().map_or("", String::as_str),
            );
            let how = nesting_words(chain, codes);
            zh_en!(
                lang,
                format!(
                    "{at}：{}的除外地区 {outer} 包括 {inner}（{}），地区为 {inner} 的棋手也除外。若 {inner} 不应除外，请核对 [regions] 中 {inner} 的 within 和身份证代码 id_codes。",
                    owner(Zh, o),
                    how(Zh)
                ),
                format!(
                    "{at}: the region {outer} that {} leaves out includes {inner} ({}): players of {inner} are left out too; if they should not be, check {inner}'s within and id_codes in [regions]",
                    owner(En, o),
                    how(En)
                )
            )
        }
        Msg::RegionIncludes { file, line, owner: o, fill, chain, codes, .. } => {
            let at = super::text::rules_line(file, *line, lang);
            let (inner, outer) = (
                chain.first().map_or("", String::as_str),
                chain.last().map_or("", String::as_str),
            );
            let why = nesting_words(chain, codes);
            zh_en!(
                lang,
                format!(
                    "{at}：{}的{}地区 {outer} 包括 {inner}（{}），地区为 {inner} 的棋手也计入。若规程不含 {inner}，请在奖项范围中加上 except_region = [\"{inner}\"]。",
                    owner(Zh, o),
                    if *fill { "递补" } else { "" },
                    why(Zh)
                ),
                format!(
                    "{at}: the {}region {outer} of {} includes {inner} ({}): players of {inner} count as {outer}'s; if the regulation leaves {inner} out, add except_region = [\"{inner}\"] to the pool",
                    if *fill { "fill " } else { "" },
                    owner(En, o),
                    why(En)
                )
            )
        }
        Msg::AuditPartial { sheet, from, to, compared, column, unchecked } => zh_en!(
            lang,
            {
                let columns = |names: &[String]| -> String {
                    names.iter().map(|n| format!("“{n}”")).collect()
                };
                format!(
                    "{sheet} 第{from}名{}的名次只按{}核对：表中没有“{column}”列，这些列都相同的选手之间按{}排定的先后未核对。如要核对，请补上“{column}”列。",
                    match to {
                        Some(to) => format!("至第{to}名"),
                        None => "及以后".to_string(),
                    },
                    columns(compared),
                    columns(unchecked)
                )
            },
            format!(
                "{sheet}: places {from}{} were audited on {} only: the sheet has no {column} column, so the order among players equal on those, by {}, was not checked; add the {column} column to check it",
                match to {
                    Some(to) => format!("-{to}"),
                    None => " and on".to_string(),
                },
                compared.join(", "),
                unchecked.join(", ")
            )
        ),
        Msg::AuditSummaryPartial { found, not_done, partial } => zh_en!(
            lang,
            format!(
                "名次核对：{}已核对的部分有 {found} 处与积分/破同分顺序不符；其中 {partial} 个阶段缺少破同分列，只按前面的列核对（见警告）",
                if *not_done > 0 {
                    format!("{not_done} 个阶段未做（缺少所需的列，见警告）；")
                } else {
                    String::new()
                }
            ),
            format!(
                "places audit: {}where checked, {found} place{} out of order; {partial} phase(s) checked on their first tie-breaks only for want of a column (audit.partial)",
                if *not_done > 0 {
                    format!("{not_done} phase(s) not done for want of a column (audit.not_done); ")
                } else {
                    String::new()
                },
                if *found == 1 { "" } else { "s" },
            )
        ),
        Msg::AuditNotRun => zh_en!(
            lang,
            "名次核对：未做（规则文件或成绩表有错误，无法核对；改正后再核对）".to_string(),
            "places audit: not done (the rules or the standings have errors; fix them and check again)".to_string()
        ),
        Msg::RulesBirthDayInvalid { key, value } => zh_en!(
            lang,
            format!(
                "{}：\"{value}\" 不是日期。请写成 \"2004-09-01\"、\"2004年9月1日\"、\"2004/9/1\" 或 \"2004.9.1\" 的形式（年份四位，日不能省）。",
                table(Zh, key)
            ),
            format!(
                "{}: \"{value}\" is not a date written like \"2004-09-01\", \"2004年9月1日\", \"2004/9/1\" or \"2004.9.1\" (a four-digit year, the day given)",
                table(En, key)
            )
        ),
        Msg::RulesBornRange { owner: o, from, until } => zh_en!(
            lang,
            format!(
                "{}：born_from {from} 晚于 born_until {until}，无人符合。请改正。",
                owner(Zh, o)
            ),
            format!(
                "{}: born_from {from} is after born_until {until}; nobody is born in between",
                owner(En, o)
            )
        ),
        Msg::BornOnBoundary { no, name, born, schedule, first, list } => zh_en!(
            lang,
            format!(
                "{no}号{name}：{born}出生，正是{}「{schedule}」出生日期范围的{}，已计入（“{}”含当日）。请对照规程核对。",
                if *list { "资格名单" } else { "" },
                if *first { "首日" } else { "末日" },
                if *first { "以后出生" } else { "以前出生" }
            ),
            format!(
                "{no} {name}: born {born}, the {} day of the birth-date window of {}\"{schedule}\", counted in (the day is included); check it against the regulation",
                if *first { "first" } else { "last" },
                if *list { "the qualifier list " } else { "" }
            )
        ),
        Msg::AgeOnBoundary { no, name, born, age, schedule, oldest, list } => zh_en!(
            lang,
            format!(
                "{no}号{name}：{born}出生，{age}岁，正是{}「{schedule}」年龄{}，已计入。请对照规程核对年龄算法及“{age}岁{}”是否含{age}岁。",
                if *list { "资格名单" } else { "" },
                if *oldest {
                    format!("上限{age}岁的最早出生日（早一天出生就超龄）")
                } else {
                    format!("下限{age}岁的最晚出生日（晚一天出生就不满{age}岁）")
                },
                if *oldest { "以下" } else { "以上" }
            ),
            format!(
                "{no} {name}: born {born}, age {age}, the {} birth date the age limit ({} {age}) of {}\"{schedule}\" admits, counted in (born a day {} the player would be outside it); check the age rule and that the limit includes age {age}",
                if *oldest { "earliest" } else { "latest" },
                if *oldest { "at most" } else { "at least" },
                if *list { "the qualifier list " } else { "" },
                if *oldest { "earlier" } else { "later" }
            )
        ),
        Msg::PoolOutsideBirth { no, name, born, age, missed } => zh_en!(
            lang,
            format!(
                "{no}号{name}（{born}出生{}）不符合{}的年龄或出生日期条件，也不在本组其他奖项之内，因此不领名次奖。请核对出生日期与规程。",
                age.map_or(String::new(), |a| format!("，{a}岁")),
                missed
                    .iter()
                    .map(|(schedule, place)| format!("「{schedule}」（否则可得第{place}名）"))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            format!(
                "{no} {name} (born {born}{}) is outside the age or birth-date limits of {} and in no other schedule of the group, so wins no place prize; check the birth date against the regulation",
                age.map_or(String::new(), |a| format!(", age {a}")),
                missed
                    .iter()
                    .map(|(schedule, place)| format!("\"{schedule}\" (else place {place})"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        ),
        Msg::ListOutsideBirth { no, name, born, age, missed } => zh_en!(
            lang,
            format!(
                "{no}号{name}（{born}出生{}）不符合{}的年龄或出生日期条件，也不在本组其他资格名单之内，因此不入选。请核对出生日期与规程。",
                age.map_or(String::new(), |a| format!("，{a}岁")),
                missed
                    .iter()
                    .map(|(list, place)| format!("资格名单「{list}」（否则可列第{place}名）"))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            format!(
                "{no} {name} (born {born}{}) is outside the age or birth-date limits of {} and in no other qualifier list of the group, so is on no list; check the birth date against the regulation",
                age.map_or(String::new(), |a| format!(", age {a}")),
                missed
                    .iter()
                    .map(|(list, place)| format!("the qualifier list \"{list}\" (else place {place})"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        ),
        Msg::BirthDatePartialWindow { born, schedule } => zh_en!(
            lang,
            format!(
                "出生日期只写到「{born}」，无法判断是否在「{schedule}」的出生日期范围内。请写完整的出生日期，或填写身份证号。"
            ),
            format!(
                "the birth date is written only as {born}, which runs across a first or last day of the birth-date window of \"{schedule}\"; write the whole date or the ID number"
            )
        ),
        Msg::IdTypeUnknown { value } => zh_en!(
            lang,
            format!(
                "{}不是可识别的证件类型。请写居民身份证、港澳台居民居住证、港澳居民来往内地通行证、台湾居民来往大陆通行证、中国护照、外国护照或外国人永久居留身份证；居民身份证可不填。",
                q(Zh, value)
            ),
            format!(
                "{} is no document type (“证件类型”) known: write “居民身份证”, “港澳台居民居住证”, “港澳居民来往内地通行证”, “台湾居民来往大陆通行证”, “中国护照”, “外国护照” or “外国人永久居留身份证”; a blank means “居民身份证”",
                q(En, value)
            )
        ),
        Msg::EventOpen { path, detail } => zh_en!(
            lang,
            format!(
                "无法打开或建立领奖记录文件「{path}」（{detail}）。请检查该文件夹是否存在、能否写入，或用 --events 指定另一个文件。"
            ),
            format!(
                "the event file {path} cannot be opened or created ({detail}): check that its folder exists and can be written, or name another file with --events"
            )
        ),
        Msg::EventDamaged { path, detail } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」已损坏，无法读取（{detail}）。请保留此文件不要删除，换用备份副本，或用 --events 指定新文件。"
            ),
            format!(
                "the event file {path} is damaged and cannot be read ({detail}): keep it as it is, use a backup copy, or name a new file with --events"
            )
        ),
        Msg::EventNotOurs { path } => zh_en!(
            lang,
            format!(
                "「{path}」是一个数据库，但不是 xqprize 的领奖记录文件，未作任何改动。请用 --events 指定领奖记录文件，或指定一个新文件名。"
            ),
            format!(
                "{path} is a database but no xqprize event file; it was left untouched: name the event file, or a new file, with --events"
            )
        ),
        Msg::EventNewer { path, version, known } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」由较新版本的 xqprize 写成（格式 {version}，本程序只认得 {known} 及以下）。请用新版本的 xqprize 打开。"
            ),
            format!(
                "the event file {path} was written by a newer xqprize (format {version}; this one knows up to {known}): open it with the newer version"
            )
        ),
        Msg::EventFailed { path, detail } => zh_en!(
            lang,
            format!(
                "读写领奖记录文件「{path}」失败（{detail}），本次登记未保存。请检查磁盘空间，或稍候再试。"
            ),
            format!(
                "reading or writing the event file {path} failed ({detail}); nothing was recorded: check the disk space, or try again in a moment"
            )
        ),
        Msg::EventUnknown { path, event } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」中没有赛事「{event}」。请写赛事的编号或名称（xqprize record 会列出已保存的赛事）。"
            ),
            format!(
                "the event file {path} holds no event {event}: give an event's number or name (xqprize record lists the kept events)"
            )
        ),
        Msg::EventRunUnknown { path, run } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」中没有第 {run} 次保存的计算结果。请写已保存的结果编号。"
            ),
            format!(
                "the event file {path} holds no kept run {run}: give the number of a kept run"
            )
        ),
        Msg::EventPayeeUnknown { run, payee } => zh_en!(
            lang,
            format!(
                "第 {run} 次保存的计算结果中「{payee}」没有奖金，无法登记领取。请核对组别和编号（团体奖：奖项和队名）。"
            ),
            format!(
                "{payee} is paid nothing in kept run {run}, so nothing can be marked collected: check the group and number (for a team prize, the prize and the team)"
            )
        ),
        Msg::EventAlreadyCollected { payee, mark, at, by } => zh_en!(
            lang,
            format!(
                "「{payee}」已领（第 {mark} 条登记，{at}，经办人{by}），不能重复登记。如登记有误，请先撤销第 {mark} 条登记。"
            ),
            format!(
                "{payee} has already collected (mark {mark}, {at}, by {by}) and cannot collect twice: if that mark is wrong, undo mark {mark} first"
            )
        ),
        Msg::EventUndoNotStanding { payee, mark } => zh_en!(
            lang,
            format!(
                "第 {mark} 条登记不是「{payee}」当前有效的已领登记，无法撤销。请撤销该领奖人最后一条已领登记。"
            ),
            format!(
                "mark {mark} is not the standing collected mark of {payee} and cannot be undone: undo the payee's last collected mark"
            )
        ),
        Msg::EventMarkBlank { field } => {
            let (zh, en) = match field.as_str() {
                "by" => ("经办人", "who handed the money over"),
                "bank" => ("转账的开户银行", "the bank of the transfer"),
                "account" => ("转账的银行账号", "the account of the transfer"),
                "proxy" => ("代领人姓名", "the name of who collected on the payee's behalf"),
                other => (other, other),
            };
            zh_en!(
                lang,
                format!("登记领取时没有填写{zh}，未保存。请填写后再登记。"),
                format!("the mark gives no {en} and was not recorded: fill it in and mark again")
            )
        }
        Msg::EventMarkTime { at } => zh_en!(
            lang,
            format!(
                "登记时间「{at}」不是可识别的时间，未保存。请写成 2019-05-01T18:00:00+08:00 的形式。"
            ),
            format!(
                "the mark's time {at} is no time known and was not recorded: write it as 2019-05-01T18:00:00+08:00"
            )
        ),
        Msg::EventMissing { path } => zh_en!(
            lang,
            format!(
                "找不到领奖记录文件「{path}」。请用 --events 写明颁奖时使用的文件。"
            ),
            format!(
                "the event file {path} does not exist: name the file used at the ceremony with --events"
            )
        ),
        Msg::EventNoPath => zh_en!(
            lang,
            "找不到存放领奖记录文件的用户数据文件夹。请用 --events 写明文件，或设置环境变量 XQPRIZE_EVENTS。".to_string(),
            "no user data folder to keep the event file in: name the file with --events, or set XQPRIZE_EVENTS".to_string()
        ),
        Msg::EventNothingKept { path } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」中还没有保存任何计算结果。请先在网页上计算并保存赛事。"
            ),
            format!(
                "the event file {path} keeps no run yet: compute and keep the event on the page first"
            )
        ),
        Msg::RulesForfeitTime { value } => zh_en!(
            lang,
            format!(
                "视为放弃的时间写成了{}，无法识别。请写成 \"2019-05-01 18:00\" 的形式（年-月-日 时:分，当地时间）。",
                q(Zh, value)
            ),
            format!(
                "the time after which an uncollected prize is forfeited is written {}, which is no time known: write it as \"2019-05-01 18:00\" (year-month-day hour:minute, local time)",
                q(En, value)
            )
        ),
    }
}

/// What a paid file says when it does not agree with itself.
const PAID_EDITED_ZH: &str =
    "已发放的结果文件不能手工修改，否则会多付或少付；请选用发放时运行写出的原文件。";
const PAID_EDITED_EN: &str = "the paid results file must not be edited by hand, or money is paid twice or not at all: use the file run wrote when paying";

/// A part of the money rules (`corrections::money_rules`) as the rules
/// file names it.
fn rules_part(kind: &str, lang: Lang) -> String {
    let (zh, en) = match kind {
        "groups" => ("组别（[[groups]]）", "groups ([[groups]])"),
        "schedules" => (
            "名次奖（[[schedules]]，含名额与递补）",
            "place prizes ([[schedules]], reserved places and filling included)",
        ),
        "subsidies" => ("补贴（[[subsidies]]）", "subsidies ([[subsidies]])"),
        "payments" => ("退费与补助（[[payments]]）", "payments ([[payments]])"),
        "awards" => (
            "组委会评选的奖（[[awards]]）",
            "committee awards ([[awards]])",
        ),
        "teams" => ("团体奖（[[teams]]）", "team prizes ([[teams]])"),
        "tax" => ("代扣个税（[tax]）", "tax withholding ([tax])"),
        "regions" => ("地区（[regions]）", "regions ([regions])"),
        "settings" => ("设置（[settings]）", "settings ([settings])"),
        other => (other, other),
    };
    lang.pick(zh, en).to_string()
}
