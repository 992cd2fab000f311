//! The words of the messages about the rules file: its bytes and shape (a
//! key unknown, missing or of the wrong type, at its line) and its meaning
//! (places, budget, phases, regions, the `[tax]` table …).

use super::helpers::{expected, kind, names, owner, places, q, quoted_words, range};
use crate::msg::Lang::{self, En, Zh};
use crate::msg::{AmendVerb, AmountFault, Msg, Owner, OwnerKind, TableName, TomlType};
use crate::zh_en;

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

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
        Msg::RulesAliasTwoFields { name, other, column } => zh_en!(
            lang,
            format!(
                "“{name}”已是“{other}”列的列名，再作“{column}”的别称会指两项。请换一个别称。"
            ),
            format!(
                "\"{name}\" already names the column {other}; as a name for {column} it could be two fields"
            )
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
        Msg::RulesFileRead { path, detail, .. } => zh_en!(
            lang,
            format!(
                "无法读取规则文件 {path}。请检查文件名和路径。"
            ),
            format!("cannot read rules file {path}: {detail}")
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
                "{}: level \"{level}\" goes to the top {top}, but the list has only {}",
                owner(En, o),
                crate::msg::count(places, "place", "places")
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
        Msg::BirthDatePartialWindow { born, schedule } => zh_en!(
            lang,
            format!(
                "出生日期只写到「{born}」，无法判断是否在「{schedule}」的出生日期范围内。请写完整的出生日期，或填写身份证号。"
            ),
            format!(
                "the birth date is written only as {born}, which runs across a first or last day of the birth-date window of \"{schedule}\"; write the whole date or the ID number"
            )
        ),
        Msg::RulesBudgetUnknownId { section, id, known } => zh_en!(
            lang,
            format!(
                "预算分项“{section}”：「{id}」不是本规则文件中任何奖项、团体奖、评选奖、支付、补贴或名额的 id。可写的 id：{}。请改为其中之一。",
                known.join("、")
            ),
            format!(
                "budget section \"{section}\": \"{id}\" is the id of no schedule, team prize, award, payment, subsidy or reserved set of this rules file; the ids there are: {}",
                known.join(", ")
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
        _ => return None,
    })
}
