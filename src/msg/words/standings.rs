//! The words of the messages about what a standings sheet holds: its header
//! row, each cell's value (places, ID numbers, dates, marks, regions …), the
//! places down a sheet and the team standings sheet.

use super::helpers::{names, owner, q, range};
use crate::msg::Lang::{self, En, Zh};
use crate::msg::{Msg, row_ranges};
use crate::zh_en;

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

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
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
        Msg::TeamSheetDuplicate {
            team,
            first,
            first_team,
        } => zh_en!(
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
        Msg::TeamSheetIsPlayers {
            sheet,
            cell,
            header,
        } => zh_en!(
            lang,
            format!(
                "「{sheet}」是选手的个人成绩表（{sheet}!{cell} 是“{header}”列），不是团体成绩表。团体成绩表每行一队，写名次、队名（或单位、代表队），可有积分。请把规则文件 [[teams]] 的 sheet 改为裁判给出的团体成绩表；若团体名次由个人成绩计算，请删去 sheet，改写 group 和 counted。"
            ),
            format!(
                "{sheet} is a players' standings sheet ({sheet}!{cell} is the \"{header}\" column), not a team standings sheet, which has one row per team: \"名次\", \"队名\" (or \"单位\", \"代表队\") and perhaps \"积分\"; point sheet of [[teams]] at the arbiters' team standings, or, for teams ranked from the players' places, drop sheet and write group and counted"
            )
        ),
        Msg::TeamSheetNoPlayers {
            team,
            column,
            prize,
        } => zh_en!(
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
        Msg::TeamSheetUnlisted {
            sheet,
            cell,
            team,
            column,
            prize,
        } => zh_en!(
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
        Msg::TwoFields {
            header,
            first,
            second,
        } => zh_en!(
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
            format!("两行表头把这一列分别写成「{above}」和「{below}」。请只保留一个。"),
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
            format!("有名次 {place}，但没有编号和姓名。请补上；若该行不是选手，请清空该行。"),
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
            "blank, but the row holds a player and the sheet holds every group: say which"
                .to_string()
        ),
        Msg::RegionDisagrees {
            stated,
            id,
            id_region,
        } => zh_en!(
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
        Msg::HeaderNotFound { rows } => zh_en!(
            lang,
            format!(
                "找不到表头行：前 {rows} 行中没有一行同时写有“名次”“编号”“姓名”。请在成绩上方的表头行写上这三个列名。"
            ),
            format!(
                "no header row: none of the first {rows} rows names the columns 名次, 编号 and 姓名; write them in the header row"
            )
        ),
        Msg::HeaderMissingColumn {
            column,
            header_row,
            present,
            ..
        } => zh_en!(
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
                headers
                    .iter()
                    .map(|h| q(Zh, h))
                    .collect::<Vec<_>>()
                    .join("、")
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
            format!("{}不是数字。请改为数字（可带小数），或留空。", q(Zh, value)),
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
            format!(
                "{} is not a sex (男/女, M/F, 男性/女性, 男子/女子)",
                q(En, value)
            )
        ),
        Msg::RegionUnknown { value, regions } if regions.is_empty() => zh_en!(
            lang,
            format!("{}不是地区：地区应为文字。请改为文字。", q(Zh, value)),
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
            "blank, but the row holds a player; fill it in, or delete the row if it is no player"
                .to_string()
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
        Msg::RankAfterShared {
            count,
            shared,
            rows,
            expected,
            found,
        } => zh_en!(
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
        Msg::RankGap {
            from,
            to,
            missing_from,
            missing_to,
        } => zh_en!(
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
            format!(
                "ID number {} holds no valid birth date; not used",
                q(En, id)
            )
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
        Msg::HeaderResembles {
            sheet,
            cell,
            header,
            column,
            fallback,
        } => zh_en!(
            lang,
            format!(
                "{sheet}!{cell} 的列{}未被读取，但它像是“{column}”列；本规则要用到“{column}”，而该表没有这一列{}。\
                 请把该列改名为“{column}”；或在规则文件 [settings] 中写明它是哪一列：\
                 header_aliases = [{{ column = \"{column}\", name = \"{header}\" }}]；\
                 若它不是“{column}”，写 ignore_columns = [\"{header}\"]。",
                q(Zh, header),
                if *fallback {
                    "（否则将按默认办法处理）"
                } else {
                    ""
                }
            ),
            format!(
                "the column \"{header}\" at {sheet}!{cell} was not read, but it looks like {column}, \
                 which the rules use and the sheet lacks{}; rename the column to {column}, or say in the \
                 rules file's [settings] which column it is: header_aliases = [{{ column = \"{column}\", \
                 name = \"{header}\" }}], or that it is none: ignore_columns = [\"{header}\"]",
                if *fallback {
                    " (a fallback would be used instead)"
                } else {
                    ""
                }
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
        Msg::RegionIncludes {
            file,
            line,
            owner: o,
            except: true,
            chain,
            codes,
            ..
        } => {
            let at = crate::msg::text::rules_line(file, *line, lang);
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
        Msg::RegionIncludes {
            file,
            line,
            owner: o,
            fill,
            chain,
            codes,
            ..
        } => {
            let at = crate::msg::text::rules_line(file, *line, lang);
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
        _ => return None,
    })
}
