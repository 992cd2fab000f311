//! Every message in Simplified Chinese, in the regulation's words. Each
//! says what was found and what to do (请改为…, 请补上…, 请删去…).

use super::{
    AmendVerb, AmountFault, Expected, Knockout, Lang, Msg, Order, Owner, OwnerKind, SkipKind,
    TableName, Tie, TomlType, Who, list, quote, row_ranges,
};

fn q(value: &str) -> String {
    quote(value, Lang::Zh)
}

fn names(items: &[String]) -> String {
    if items.is_empty() {
        "无".to_string()
    } else {
        list(items, Lang::Zh)
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

fn owner(o: &Owner) -> String {
    match o {
        Owner::Schedule(id) => format!("奖项「{id}」"),
        Owner::Subsidy(id) => format!("补贴「{id}」"),
        Owner::Qualifier(id) => format!("资格名单「{id}」"),
        Owner::Amendment(date, id) => format!("{date}补充通知中的奖项「{id}」"),
        Owner::NewSchedule(date, id) => format!("{date}补充通知新增的奖项「{id}」"),
    }
}

fn table(t: &TableName) -> String {
    match t {
        TableName::Key(k) => format!("“{k}”"),
        TableName::Section(s) => format!("[{s}]"),
        TableName::Top => "文件顶层".to_string(),
        TableName::Group => "组别（[[groups]]）".to_string(),
        TableName::Schedule => "奖项（schedules）".to_string(),
        TableName::Subsidy => "补贴（subsidies）".to_string(),
        TableName::Qualifier => "资格名单（qualifiers）".to_string(),
        TableName::Amendment => "补充通知（amendments）".to_string(),
        TableName::Change => "变更（changes）".to_string(),
        TableName::BudgetSection => "预算分项（sections）".to_string(),
        TableName::Place => "名次（places）".to_string(),
        TableName::Level => "级别（levels）".to_string(),
        TableName::Phase => "阶段（phases）".to_string(),
        TableName::TieBreak => "破同分（tiebreaks）".to_string(),
    }
}

fn expected(e: &Expected) -> String {
    match e {
        Expected::Text => "带引号的文字".to_string(),
        Expected::Bool => "true 或 false".to_string(),
        Expected::Whole => "整数".to_string(),
        Expected::Amount => "带引号的金额，如 \"1500\"".to_string(),
        Expected::Date => "带引号的日期，如 \"2019-05-01\"".to_string(),
        Expected::Rate => "带引号的税率，如 \"0.20\"".to_string(),
        Expected::Place => "名次（如 \"5\"）或名次范围（如 \"5-8\"）".to_string(),
        Expected::OneOf(words) => format!("以下之一：{}", quoted_words(words)),
        Expected::List => "列表".to_string(),
        Expected::Table => "表".to_string(),
    }
}

fn toml_type(t: TomlType) -> &'static str {
    match t {
        TomlType::Text => "文字",
        TomlType::Whole => "整数",
        TomlType::Decimal => "小数",
        TomlType::Bool => "true/false",
        TomlType::Datetime => "不带引号的日期",
        TomlType::List => "列表",
        TomlType::Table => "表",
    }
}

fn quoted_words(words: &[String]) -> String {
    words
        .iter()
        .map(|w| format!("\"{w}\""))
        .collect::<Vec<_>>()
        .join("、")
}

fn kind(k: OwnerKind) -> &'static str {
    match k {
        OwnerKind::Schedule => "奖项",
        OwnerKind::Subsidy => "补贴",
        OwnerKind::Qualifier => "资格名单",
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

fn tie(t: &Tie) -> String {
    let players: Vec<String> = t
        .players
        .iter()
        .map(|(no, name)| format!("{no}号{name}"))
        .collect();
    format!(
        "{}第{}名：{}（{}，名次 {}）并列，所涉名次奖金不同（{}）",
        t.schedule_name,
        t.place,
        players.join("、"),
        t.group,
        t.rank,
        t.amounts.join("、")
    )
}

pub fn render(m: &Msg) -> String {
    match m {
        Msg::FileOpen { missing: true, .. } => {
            "找不到该文件。请检查文件名和所在文件夹。".to_string()
        }
        Msg::FileOpen { .. } => "无法打开该文件。请确认文件没有被其他程序占用，并有读取权限。".to_string(),
        Msg::FileRead { .. } => "无法读取该文件。请把文件复制到本机硬盘后再试。".to_string(),
        Msg::FileEmpty => "文件是空的（0 字节），不是工作簿。请重新导出成绩表。".to_string(),
        Msg::FileNotWorkbook => "不是工作簿：既不是 .xlsx、.xlsb、.ods，也不是 .xls。请在表格软件中另存为 .xlsx 后再试。".to_string(),
        Msg::FileDamaged { .. } => "文件已损坏，无法读取。请用表格软件打开，另存为 .xlsx 后再试。".to_string(),
        Msg::XlsContainer { .. } => "文件已损坏：.xls 文件的结构无法读取。请用表格软件打开，另存为 .xlsx 后再试。".to_string(),
        Msg::PartTooLarge { part, mib, max_mib, shared_strings } => format!(
            "工作簿的组成部分 {part}（{}）解压后有 {mib} MB，超过上限 {max_mib} MB，远大于一份成绩表所需；这不是一份普通的成绩表。请确认选对了文件，或只保留成绩表另存后再试。",
            if *shared_strings { "文字表" } else { "工作簿的一部分" }
        ),
        Msg::RulesAliasTwoFields { name, other, column } => format!(
            "“{name}”已是“{other}”列的列名，再作“{column}”的别称会指两项。请换一个别称。"
        ),
        Msg::FilePassword => "工作簿设有密码（已加密）。请另存一份不带密码的副本再试。".to_string(),
        Msg::FileUnreadable { xls: true, .. } => "无法读取该 .xls 工作簿，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。".to_string(),
        Msg::FileUnreadable { .. } => "无法读取该工作簿，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。".to_string(),

        Msg::NoSheet { group, have } => format!(
            "工作簿中没有「{group}」工作表（现有工作表：{}），也没有一张带“组别”列、列出各组选手的总表。请把该组的工作表改名为「{group}」，或用 --sheet {group}=工作表名 指定。",
            names(have)
        ),
        Msg::ChosenSheetMissing { group, sheet, have } => format!(
            "--sheet {group}={sheet}：工作簿中没有「{sheet}」工作表（现有工作表：{}）。请改为其中之一。",
            names(have)
        ),
        Msg::TwoSheets { group, sheets } => format!(
            "有 {} 张工作表都可能是「{group}」：{}。请给旧的副本改名或删去，或用 --sheet {group}=工作表名 指定。",
            sheets.len(),
            sheets.iter().map(|s| format!("「{s}」")).collect::<Vec<_>>().join("、")
        ),
        Msg::SheetMatched { group, sheet } => format!(
            "{group} 的成绩取自工作表「{sheet}」（表名与组别名相近）。如不对，请用 --sheet {group}=工作表名 指定。"
        ),
        Msg::GroupFromSheet { group, sheet } => format!(
            "{group} 的成绩取自工作表「{sheet}」中“组别”为 {group} 的各行。"
        ),
        Msg::Skipped { kind, rows } => format!(
            "跳过 {} 行{}（没有选手）：第 {} 行。",
            rows.len(),
            skip_kind(*kind),
            row_ranges(rows, Lang::Zh)
        ),
        Msg::NotRead { headers } => format!(
            "以下列未读取（不是本工具使用的列）：{}。如其中有应读取的列，请把列名改为标准列名，或在规则文件中添加列名别称。",
            headers.iter().map(|h| format!("「{h}」")).collect::<Vec<_>>().join("、")
        ),
        Msg::TwoFields { header, first, second } => format!(
            "列名「{header}」可能同时指两项（{} 和 {}）。请把两项分成两列。",
            first.header(),
            second.header()
        ),
        Msg::HeaderClash { above, below } => format!(
            "两行表头把这一列分别写成「{above}」和「{below}」。请只保留一个。"
        ),
        Msg::HeaderMoved { first_row } => format!(
            "此处重复的表头与第 {first_row} 行表头的列位置不同；一张工作表的列位置须前后一致。请调整为与第 {first_row} 行相同。"
        ),
        Msg::PlaceWithoutPlayer { place } => format!(
            "有名次 {place}，但没有编号和姓名。请补上；若该行不是选手，请清空该行。"
        ),
        Msg::RangeCount { first, last, rows } => format!(
            "名次 {first}–{last} 应由 {} 人并列，但有 {} 行写了这个名次（第 {} 行）。请核对这些行的名次。",
            last - first + 1,
            rows.len(),
            row_ranges(rows, Lang::Zh)
        ),
        Msg::UnknownGroup { value, groups } => format!(
            "{}不是规则中的组别（规则中的组别：{}）。请改为其中之一。",
            q(value),
            names(groups)
        ),
        Msg::BlankGroup => "组别为空，但该行填有选手，且本表列出各组选手。请填写该选手的组别。".to_string(),
        Msg::MergesUnreadable { format } => format!(
            "该工作表有纵向合并的单元格，{format} 格式无法读出合并范围。请在表格软件中另存为 .xlsx 后再试。"
        ),
        Msg::RegionDisagrees { stated, id, id_region } => format!(
            "地区写的是 {stated}，但身份证号 {id} 的签发地是 {id_region}；按所写的地区计。如有误，请改正地区。"
        ),
        Msg::BirthDateUnknown { value } => format!(
            "{}不是出生日期。可填：2008-05-01 这样的完整日期、2008.05 这样的年月，或 2008 这样的年份。请改为其中一种写法。",
            q(value)
        ),
        Msg::SheetTooManyCells { max } => format!(
            "工作表中有内容的单元格超过 {max} 个，远多于一份成绩表。请确认选对了文件，或删去多余内容后再试。"
        ),
        Msg::SheetBadSize { from, to } => format!(
            "文件已损坏：工作表声明的范围起点在终点之后（{from} 至 {to}）。请用表格软件打开，另存为 .xlsx 后再试。"
        ),
        Msg::SheetTooManyRows { declared: true, rows, max } => format!(
            "工作表声明有 {rows} 行，超过上限 {max} 行，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。"
        ),
        Msg::SheetTooManyRows { rows, max, .. } => format!(
            "工作表第 {rows} 行有内容，超过上限 {max} 行，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。"
        ),
        Msg::SheetTooManyColumns { declared: true, columns, max } => format!(
            "工作表声明有 {columns} 列，超过上限 {max} 列，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。"
        ),
        Msg::SheetTooManyColumns { columns, max, .. } => format!(
            "工作表第 {columns} 列有内容，超过上限 {max} 列，文件可能已损坏。请用表格软件打开，另存为 .xlsx 后再试。"
        ),
        Msg::SheetEmpty => "工作表是空的。请填上表头行（名次、编号、姓名），每名选手占一行。".to_string(),
        Msg::SheetNoPlayers => "工作表中还没有选手。".to_string(),

        Msg::HeaderNotFound { rows } => format!(
            "找不到表头行：前 {rows} 行中没有一行同时写有“名次”“编号”“姓名”。请在成绩上方的表头行写上这三个列名。"
        ),
        Msg::HeaderMissingColumn { column, header_row, present } => format!(
            "缺少必需的“{column}”列（表头在第{header_row}行，现有列：{}）。请补上“{column}”列，或把对应的列名改为“{column}”。",
            names(present)
        ),
        Msg::HeaderRepeated { first, headers } => format!(
            "该列出现了两次（另一处在 {first}）：{}。请删去其中一列，或改名。",
            headers.iter().map(|h| q(h)).collect::<Vec<_>>().join("、")
        ),

        Msg::RankNotAPlace { value } => format!(
            "{}不是名次。名次应为 1 或更大的整数，如 5；也可写作 第5名、5.，并列名次可写作 5-8。{}",
            q(value),
            place_action(value)
        ),
        Msg::CountNotACount { value } => format!(
            "{}不是次数。应填 0 或更大的整数，空白按 0 计。请改为整数。",
            q(value)
        ),
        Msg::NumberNotANumber { value } => format!(
            "{}不是数字。请改为数字（可带小数），或留空。",
            q(value)
        ),
        Msg::TextNotText { value } => format!(
            "{}不是文字（是公式错误或逻辑值）。请改为文字。",
            q(value)
        ),
        Msg::YesNoUnknown { value } => format!(
            "{}无法识别为“是”或“否”。可填：是/否、有/无、Y/N、√/×、1/0。请改为其中之一。",
            q(value)
        ),
        Msg::SexUnknown { value } => format!(
            "{}无法识别为性别。可填：男/女（或 M/F、男性/女性、男子/女子）。请改为“男”或“女”。",
            q(value)
        ),
        Msg::RegionUnknown { value, regions } if regions.is_empty() => format!(
            "{}不是地区：地区应为文字。请改为文字。",
            q(value)
        ),
        Msg::RegionUnknown { value, regions } => format!(
            "{}不是规则文件定义的地区。可填：{}（括号内为其他写法）。请改为其中之一，或在规则文件的地区一节中给该地区添上这种写法。",
            q(value),
            regions.join("、")
        ),
        Msg::DateNotADate { value } => format!(
            "{}不是日期。可填：2008-05-01、2008/5/1、2008.5.1、2008年5月1日、20080501，或日期格式的单元格。请改为其中一种写法。",
            q(value)
        ),
        Msg::CellBlank => "为空，但该行填有选手。请补上；若该行不是选手，请删去该行。".to_string(),
        Msg::NoDuplicate { no, first } => format!(
            "编号{}与 {first} 的选手重复。每名选手的编号须各不相同，请核对后改正。",
            q(no)
        ),

        Msg::RankFirstNotOne { place } => format!(
            "最前的名次是 {place}，但名次应从 1 开始。请核对是否漏了前面的选手，或改正名次。"
        ),
        Msg::RankAfterShared { count, shared, rows, expected, found } => format!(
            "{count} 人并列第{shared}名（第{}行），下一个名次应为 {expected}，而不是 {found}。请按并列名次的写法改正（如 1、2、2、4）。",
            super::row_ranges(rows, Lang::Zh)
        ),
        Msg::RankGap { from, to, missing_from, missing_to } => format!(
            "名次从 {from} 跳到 {to}：没有人是第{}名。请核对是否漏了选手，或改正名次。",
            range(missing_from, missing_to)
        ),

        Msg::IdStoredAsNumber { id } => format!(
            "身份证号 {id} 以数字格式保存，表格软件已把末几位舍入，未采用。请把该列设为文本格式后重新填写。"
        ),
        Msg::IdShape { id } => format!(
            "身份证号{}既不是 18 位也不是 15 位，未采用。请核对后改正。",
            q(id)
        ),
        Msg::IdBirthDate { id } => format!(
            "身份证号{}中的出生日期不存在，未采用。请核对后改正。",
            q(id)
        ),
        Msg::IdCheckDigit { id, expected } => format!(
            "身份证号{}的校验位不对（按前 17 位应为 {expected}），未采用。请核对后改正。",
            q(id)
        ),
        Msg::IdOverridesBirthDate { stated, from_id } => format!(
            "填写的出生日期 {stated} 与身份证号中的 {from_id} 不一致，按身份证号计（分组依据以身份证为准）。如有误，请改正其中之一。"
        ),
        Msg::IdOverridesSex { stated, from_id } => format!(
            "填写的性别“{stated}”与身份证号中的“{from_id}”不一致，按身份证号计（分组依据以身份证为准）。如有误，请改正其中之一。"
        ),

        Msg::PoolBlank { no, name, column, pools } => format!(
            "{no}号{name}：{column}为空，因此不参加{}。如该选手应参加，请补上{column}。",
            pools.join("、")
        ),
        Msg::AgeOutsideBands { no, name, age, born } => format!(
            "{no}号{name}：{age}岁（{born}出生），不在任何年龄段内，不领年龄段名次奖。请核对出生日期。"
        ),
        Msg::TieSharedEqually { tie: t } => format!("{}，已平分。", tie(t)),
        Msg::TieUnresolved { tie: t } => format!(
            "{}，须由裁判定出先后。请在成绩表中改正名次或补上预赛名次后再算。",
            tie(t)
        ),
        Msg::QualifierTieAtCut { list, count, place, top } => format!(
            "资格名单“{list}”：{count} 人并列第{place}名，跨过前{top}名的界线，全部列入。"
        ),
        Msg::EngineMissingGroup { sheet } => {
            format!("成绩表中没有规则文件所列的「{sheet}」工作表。")
        }
        Msg::EngineFailed { stacking, reason } => {
            format!("按“{stacking}”方式计奖时：{}", render(reason))
        }

        Msg::PoolColumnMissing { owner: o, column, sheet, derivable, condition, present } => format!(
            "{}{}，但「{sheet}」工作表没有“{column}”列{}（现有列：{}）。请在该表补上“{column}”列，或把现有的列名改为“{column}”{}。",
            owner(o),
            if *condition { format!("的条件需要“{column}”列") } else { format!("按“{column}”筛选") },
            if *derivable { "，也没有可推算它的“身份证号”列" } else { "" },
            names(present),
            match column.as_str() {
                "会员" => "；若无人是会员，请补上一个空的“会员”列",
                "称号" => "；若无人有称号，请补上一个空的“称号”列",
                _ => "",
            }
        ),
        Msg::BirthDatePartial { sheet, row } => format!(
            "{sheet} 第{row}行（出生日期）：出生日期没有写到日，而年龄按周岁计算。请写完整的出生日期，或填写身份证号。"
        ),
        Msg::SubsidyNoMarker { sheet, column, subsidy } => format!(
            "「{sheet}」工作表没有“{column}”列，该表无人可申请{subsidy}。如有申请人，请补上“{column}”列。"
        ),
        Msg::TitleUnknown { titles } => format!(
            "以下称号不是已知的称号，不按大师计：{}。若其中有大师称号，请在规则文件的 master_titles 中加上。",
            titles.iter().map(|t| format!("「{t}」")).collect::<Vec<_>>().join("、")
        ),

        Msg::SheetChoiceShape { text } => format!(
            "「{text}」不是“组别=工作表”的写法。请写成如 --sheet 公开组=\"公开组 (2)\"。"
        ),
        Msg::PlayerNotFound { query, file } => format!(
            "{file} 中没有编号或姓名为「{query}」的选手。请核对编号或姓名；某一组的编号可写成“组别:编号”，如“少儿组:3”。"
        ),
        Msg::PlayerAmbiguous { query, candidates } => format!(
            "有 {} 位选手都对得上「{query}」，请用“组别:编号”指明其中一位：\n  {}",
            candidates.len(),
            candidates.join("\n  ")
        ),
        Msg::OutputIsInput { path } => format!(
            "{path} 是输入文件，不能覆盖。请用 --out 另选输出文件夹。"
        ),
        Msg::OutputExists { paths } => format!(
            "{} 已存在，未写出任何文件。如要替换，请加 --force。",
            paths.join("、")
        ),
        Msg::OutputFolder { path, .. } => format!(
            "无法创建文件夹 {path}。请检查路径和写入权限。"
        ),
        Msg::OutputWrite { path, .. } => format!(
            "无法写出 {path}。请检查磁盘空间和写入权限，并确认该文件没有在表格软件中打开。"
        ),
        Msg::RulesFileRead { path, .. } => format!(
            "无法读取规则文件 {path}。请检查文件名和路径。"
        ),

        Msg::RulesSyntax { column, .. } => format!(
            "{}不符合 TOML 格式（引号、括号或等号不配对等）。请对照模板改正这一行；改正后才能检查其后的内容。",
            column.map_or(String::new(), |c| format!("第{c}列起"))
        ),
        Msg::RulesUnknownKey { key, table: t, suggestion, allowed } => format!(
            "{}中没有“{key}”这一项{}。可用的项：{}。请改正或删去。",
            table(t),
            suggestion.as_ref().map_or(String::new(), |s| format!("（是不是“{s}”？）")),
            allowed.join("、")
        ),
        Msg::RulesMissingKey { table: t, key } => format!("{}缺少“{key}”一项。请补上。", table(t)),
        Msg::RulesWrongType { key, expected: e, found } => format!(
            "{}应为{}，但这里是{}。请改正。",
            table(key),
            expected(e),
            toml_type(*found)
        ),
        Msg::RulesIntRange { key, min, max, value } => format!(
            "{}应为 {min} 到 {max} 的整数，而不是 {value}。请改正。",
            table(key)
        ),
        Msg::RulesIntQuoted { key, value } => format!(
            "{}：整数不加引号，请写成 {value}。",
            table(key)
        ),
        Msg::RulesAmountUnquoted { key, value } => format!(
            "{}：金额须加引号，请写成 \"{value}\"（金额按精确值计算，不用浮点数）。",
            table(key)
        ),
        Msg::RulesAmountInvalid { key, value, why } => format!(
            "{}：\"{value}\" {}",
            table(key),
            match why {
                AmountFault::NotANumber => "不是金额。请写成 \"1500\" 或 \"1500.00\"。",
                AmountFault::Negative => "是负数，金额不能为负。请改正。",
                AmountFault::TooPrecise => "超过两位小数，金额只精确到分。请改正。",
            }
        ),
        Msg::RulesAmountTooLarge { key, value, max } => format!(
            "{}：\"{value}\" 超过 {max} 元，请核对金额。",
            table(key)
        ),
        Msg::RulesDateInvalid { key, value } => format!(
            "{}：\"{value}\" 不是日期。请写成 \"2019-05-01\" 的形式。",
            table(key)
        ),
        Msg::TaxKindEmpty => {
            "[tax] 的 kind（所得项目）为空。请填写申报的所得项目，如 \"偶然所得\"。".to_string()
        }
        Msg::TaxExemptUnknown { id, known } => format!(
            "[tax] 的 exempt（免税项目）中的“{id}”不是本文件的奖项或补贴（现有：{}）。请改为其中之一或删去。",
            known
                .iter()
                .map(|k| format!("“{k}”"))
                .collect::<Vec<_>>()
                .join("、")
        ),
        Msg::TaxExemptTwice { id } => format!(
            "[tax] 的 exempt（免税项目）中“{id}”写了两次。请删去一处。"
        ),
        Msg::RulesRateInvalid { key, value, .. } => format!(
            "{}：「{value}」不是税率。税率应为 0 到 1 之间的小数，如 \"0.20\" 表示 20%。请改正。",
            table(key)
        ),
        Msg::RulesRateUnquoted { key, value, .. } => format!(
            "{}：税率须加引号写成 0 到 1 之间的小数，如 \"0.20\" 表示 20%，不能写 {value}。请改正。",
            table(key)
        ),
        Msg::RulesDateUnquoted { key, value } => format!(
            "{}：日期须加引号，请写成 \"{value}\"。",
            table(key)
        ),
        Msg::RulesPlaceInvalid { key, value } => format!(
            "{}：\"{value}\" 不是名次或名次范围。请写成 \"5\" 或 \"5-8\"。",
            table(key)
        ),
        Msg::RulesPlaceTooLarge { key, value, max } => format!(
            "{}：\"{value}\" 超过第 {max} 名，请核对范围。",
            table(key)
        ),
        Msg::RulesNotOneOf { key, value, allowed } => format!(
            "{}：\"{value}\" 不是可选的值（可选：{}）。请改为其中之一。",
            table(key),
            quoted_words(allowed)
        ),
        Msg::RulesListBrackets { key, path } => format!(
            "{}应为列表：每一项请写成 [[{path}]]（两层方括号）。",
            table(key)
        ),
        Msg::RulesTagMissing { key, tag, allowed } => format!(
            "{}缺少“{tag}”一项（可选：{}）。请补上。",
            table(key),
            quoted_words(allowed)
        ),
        Msg::RulesTagWrongType { tag, allowed, found } => format!(
            "“{tag}”应为以下之一：{}，但这里是{}。请改正。",
            quoted_words(allowed),
            toml_type(*found)
        ),

        Msg::RulesIdEmpty { kind: k } => format!("{}的 id 为空。请填写 id。", kind(*k)),
        Msg::RulesIdRepeated { id, kind: k, line } => format!(
            "id“{id}”已被使用{}。每个{}须有各自的 id，请改名。",
            line.map_or(String::new(), |l| format!("（第{l}行）")),
            match k {
                OwnerKind::Qualifier => "资格名单",
                _ => "奖项和补贴",
            }
        ),
        Msg::RulesAgeDateNeeded => "age_rule = \"completed-years\"（按周岁计）需要 age_date，即计算年龄的日期（如 age_date = \"2019-05-01\"）。请补上。".to_string(),
        Msg::RulesAgeDateUnused => "age_date 只在 age_rule = \"completed-years\"（按周岁计）时使用。请删去它，或修改 age_rule。".to_string(),
        Msg::RulesHomeRegionsEmpty => "home_regions 为空。请列出算作本地籍的地区。".to_string(),
        Msg::RulesNoGroups => "至少需要一个组别（[[groups]]）。请补上。".to_string(),
        Msg::RulesGroupSheetEmpty => "组别的工作表名（sheet）为空。请填写。".to_string(),
        Msg::RulesGroupTwice { sheet } => format!("组别「{sheet}」列了两次。请删去其中一个。"),
        Msg::RulesSubsidyZero { owner: o } => format!("{}：金额为零。请填写补贴金额。", owner(o)),
        Msg::RulesSubsidyNoConditions { owner: o } => format!(
            "{}：没有列出条件，补贴至少需要一个条件。请补上 conditions。",
            owner(o)
        ),
        Msg::RulesConditionTwice { owner: o, condition } => format!(
            "{}：条件“{condition}”列了两次。请删去一个。",
            owner(o)
        ),
        Msg::RulesPoolNeedsGroup { owner: o } => format!(
            "{}：范围（pool）须指定组别，如 {{ group = \"公开组\" }}。请补上。",
            owner(o)
        ),
        Msg::RulesUnknownGroup { owner: o, group, groups } => format!(
            "{}：组别“{group}”不在 [[groups]] 中（现有：{}）。请改为其中之一。",
            owner(o),
            quoted_words(groups)
        ),
        Msg::RulesNoKnockout { owner: o, group } => format!(
            "{}：范围涉及淘汰赛，但组别“{group}”没有设定淘汰赛人数。请在该组别下补上 knockout = 32 这样的一行。",
            owner(o)
        ),
        Msg::RulesAgeRange { owner: o, min, max } => format!(
            "{}：age_min {min} 大于 age_max {max}。请改正。",
            owner(o)
        ),
        Msg::RulesRegionEmpty { owner: o } => format!(
            "{}：region = [] 不含任何地区，无人可以参加。若不限地区，请删去这一项。",
            owner(o)
        ),
        Msg::RulesNoPlaces { owner: o } => format!("{}：没有列出任何名次。请补上 places。", owner(o)),
        Msg::RulesPlacesTwice { owner: o, from, to } => format!(
            "{}：第{}名列了两次。请删去重复的一项。",
            owner(o),
            range(from, to)
        ),
        Msg::RulesPlacesGap { owner: o, from, to } => format!(
            "{}：第{}名没有金额。请补上。",
            owner(o),
            range(from, to)
        ),
        Msg::RulesTotalMismatch { owner: o, sum, total } => format!(
            "{}：各名次金额合计 {sum}，与所写合计 {total} 不符。请核对。",
            owner(o)
        ),
        Msg::RulesLevelTooDeep { owner: o, level, top, places } => format!(
            "{}：级别“{level}”取前{top}名，但名单只有 {places} 个名额。请改正。",
            owner(o)
        ),
        Msg::RulesAmendmentSchedule { date, verb, schedule, cancelled } => format!(
            "{date}补充通知{}的奖项“{schedule}”{}。请核对奖项 id。",
            match verb {
                AmendVerb::Changes => "修改",
                AmendVerb::Cancels => "取消",
            },
            if *cancelled { "已被前面的变更取消" } else { "在本文件中不存在" }
        ),
        Msg::RulesBudgetUnknownSchedule { section, schedule } => format!(
            "预算分项“{section}”：规程中没有奖项“{schedule}”。请核对奖项 id。"
        ),
        Msg::RulesBudgetTwice { section, schedule, other } => format!(
            "预算分项“{section}”：奖项“{schedule}”已计入分项“{other}”。请删去重复的一项。"
        ),
        Msg::RulesBudgetSection { section, sum, total } => format!(
            "预算分项“{section}”：所含奖项合计 {sum}，与所写合计 {total} 不符。请核对。"
        ),
        Msg::RulesBudgetTotal { sections, sum, total } => format!(
            "预算：{}合计 {sum}，与规程总额 {total} 不符。请核对。",
            if *sections { "各分项" } else { "各奖项" }
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
            "{} 排在 {} 之前，但{}{column}为 {a} 对 {b}（{}），应排在后面。请裁判核对这两人的名次。",
            who(above),
            who(below),
            if equal.is_empty() {
                String::new()
            } else {
                format!("二人{}相同，", equal.join("、"))
            },
            if *fewer_first { "少者在前" } else { "多者在前" }
        )
        }
        Msg::AuditKnockout { fact } => match fact {
            Knockout::Outsider { who: w, prelim, size } => format!(
                "{} 在淘汰赛名次（1–{size}）之内，但预赛名次 {prelim} 不在前 {size} 名，未进入淘汰赛。请核对该选手的名次或预赛名次。",
                who(w)
            ),
            Knockout::Missing { who: w, prelim, size } => format!(
                "{} 预赛名次 {prelim}，进入了淘汰赛（前 {size} 名），名次却在淘汰赛名次（1–{size}）之外。请核对该选手的名次或预赛名次。",
                who(w)
            ),
            Knockout::Bracket { place, players, size } => {
                let names: Vec<String> = players
                    .iter()
                    .map(|p| format!("{} {}（第 {} 行）", p.no, p.name, p.row))
                    .collect();
                format!(
                    "名次 {place} 由 {} 人并列（{}），与 {size} 人淘汰赛的轮次不符：{}。请核对这些选手的名次。",
                    players.len(),
                    names.join("、"),
                    bracket_shares(*size)
                )
            }
        },
        Msg::AuditSummary { checked: false, not_done: 0, .. } => {
            "名次核对：未进行（规则未写明名次的产生阶段，或成绩表没有积分列）".to_string()
        }
        Msg::AuditSummary { checked: false, not_done, .. } => {
            format!("名次核对：未做（{not_done} 个阶段缺少所需的列，见警告）")
        }
        Msg::AuditSummary { checked: true, found, not_done: 0 } => {
            format!("名次核对：发现 {found} 处与积分/破同分顺序不符")
        }
        Msg::AuditSummary { checked: true, found, not_done } => format!(
            "名次核对：{not_done} 个阶段未做（缺少所需的列，见警告）；已核对的部分有 {found} 处与积分/破同分顺序不符"
        ),
        Msg::AuditRefused { found } => format!(
            "名次核对：发现 {found} 处与积分/破同分顺序不符（audit = \"refuse\"）。请先改正名次再计算奖金。"
        ),
        Msg::RulesNothingToPay { file } => format!(
            "{file}：规则文件还没有填写奖金，不能计算发放。请用记事本打开这个文件，在“奖项”一节（[[schedules]]）按本届竞赛规程写上每个奖项的名次和金额——文件中有写好的例子，去掉行首的 # 再改金额即可；补贴写在 [[subsidies]]，选拔名单写在 [[qualifiers]]；奖项按地区区分的，先在 [regions] 中写上本届的地区。做法见《使用说明》第 6 节。填好后先运行 xqprize check 检查；在此之前 check 已可核对名次。"
        ),
        Msg::RulesPhaseGap { group, from, to } => format!(
            "组别“{group}”：没有阶段决定第 {} 名。各阶段须从第 1 名起连续排下去，请补上或改正 from。",
            range(from, to)
        ),
        Msg::RulesPhaseOverlap { group, from, before_ends } => format!(
            "组别“{group}”：从第 {from} 名起的阶段与前一阶段（到第 {before_ends} 名）重叠。请改正 from。"
        ),
        Msg::RulesPhaseBackwards { group, from, to } => format!(
            "组别“{group}”：阶段从第 {from} 名到第 {to} 名，终点在起点之前。请改正 to。"
        ),
        Msg::RulesPhaseLastTo { group, from } => format!(
            "组别“{group}”：最后一个阶段决定第 {from} 名以后的全部名次。请删去其中的 to。"
        ),
        Msg::RulesPhaseNoTo { group } => format!(
            "组别“{group}”：只有最后一个阶段可以不写 to（该阶段止于第几名）。请为这一阶段补上 to。"
        ),
        Msg::RulesKnockoutTwice { group } => format!(
            "组别“{group}”：有不止一个淘汰赛阶段。前列名次只由一次淘汰赛决定，请只保留一个。"
        ),
        Msg::RulesKnockoutNotFirst { group } => format!(
            "组别“{group}”：淘汰赛决定前列名次，须从第 1 名开始。请把 from 改为 1。"
        ),
        Msg::RulesKnockoutNoTo { group } => format!(
            "组别“{group}”：淘汰赛阶段须写明 to，即参赛人数（如 to = 32）。请补上。"
        ),
        Msg::RulesKnockoutBracket { group, to } => format!(
            "组别“{group}”：淘汰赛人数应为 2、4、8、16、32 …，不能是 {to}。请改正 to。"
        ),
        Msg::RulesKnockoutDisagree { group, knockout: Some(k), to } => format!(
            "组别“{group}”：knockout = {k}，但淘汰赛阶段为第 1–{to} 名。请使二者一致。"
        ),
        Msg::RulesKnockoutDisagree { group, knockout: None, to } => format!(
            "组别“{group}”：淘汰赛阶段为第 1–{to} 名。请在该组别下也写上 knockout = {to}。"
        ),
        Msg::RulesTiebreaksNeeded { group } => format!(
            "组别“{group}”：积分编排（swiss）阶段需要排名顺序。请补上 tiebreaks = [{{ column = \"积分\", first = \"more\" }}, {{ column = \"累进分\", first = \"more\" }}, …]。"
        ),
        Msg::RulesTiebreaksUnused { group } => format!(
            "组别“{group}”：写了破同分顺序（tiebreaks），但没有 by = \"swiss\" 的阶段。请删去 tiebreaks，或改正阶段。"
        ),
        Msg::RulesTiebreakTwice { group, column } => format!(
            "组别“{group}”：破同分列“{column}”列了两次。请删去一处。"
        ),
        Msg::RulesOther { .. } => "规则文件有一项无法读取。请对照模板改正这一行。".to_string(),
        Msg::TaxRateMissing { kind } => format!(
            "[tax] 缺少 rate（税率）：所得项目“{kind}”按比例税率扣缴，请填写，如 rate = \"0.20\"（偶然所得 20%）。"
        ),
        Msg::TaxLabourRate => "[tax] 的所得项目为劳务报酬，其税率由法律规定（每次收入减除费用后按 20%、30%、40% 三级超额累进，另有速算扣除数），不能按 rate 的固定税率计算。请删去 rate 这一行。".to_string(),
        Msg::TaxLabourNet => "[tax] 的所得项目为劳务报酬时，本工具只按税前金额（amounts = \"gross\"）计算代扣个税；税后金额（\"net\"）倒算应发不予计算。请改为 \"gross\"，或与税务机关核对后另行计算。".to_string(),
        Msg::TaxPeriodInvalid { value } => format!(
            "[tax] 的 period（税款所属期）「{value}」不是月份。请写成 \"2019-05\" 的形式（年-月）。"
        ),
        Msg::HeaderResembles { sheet, cell, header, column, fallback } => format!(
            "{sheet}!{cell} 的列{}未被读取，但它像是“{column}”列；本规则要用到“{column}”，而该表没有这一列{}。\
             请把该列改名为“{column}”；或在规则文件 [settings] 中写明它是哪一列：\
             header_aliases = [{{ column = \"{column}\", name = \"{header}\" }}]；\
             若它不是“{column}”，写 ignore_columns = [\"{header}\"]。",
            q(header),
            if *fallback { "（否则将按默认办法处理）" } else { "" }
        ),
        Msg::FallbackFromId { sheet, column } => {
            format!("{sheet} 没有“{column}”列：{column}取自身份证号。")
        }
        Msg::FallbackNoPrelim { sheet } => format!(
            "{sheet} 没有“预赛名次”列：名次并列的选手平分所占名次的奖金。"
        ),
        Msg::AuditNotDone { sheet, from, to, column } => format!(
            "{sheet} 第{from}名{}的名次核对未做：表中没有“{column}”列。",
            match to {
                Some(to) => format!("至第{to}名"),
                None => "及以后".to_string(),
            }
        ),
        Msg::PayeeNoId { no, name, total } => format!(
            "领款人 {no} {name}（合计 {total}）没有有效的身份证号：付款需登记身份证号。"
        ),
        Msg::StandingsEmpty { file } => format!(
            "{file} 中规则所需的各组都没有选手：没有可发的奖金。请检查是否选错了文件或工作表。"
        ),
        Msg::MarkupBroken { format, line, .. } => format!(
            "这个 {format} 文件第 {line} 行有损坏，无法读取。请用表格软件打开，另存为 .xlsx 后再试。"
        ),
        Msg::MarkupEncoding { format, encoding } => format!(
            "这个 {format} 文件的文字既不是它所标明的 {encoding}，也不是其他常用的中文编码，按哪种读都会读错姓名。请用表格软件打开，另存为 .xlsx 后再试。"
        ),
        Msg::MarkupNoSheet { format: "HTML" } => "这个网页（HTML）文件里没有表格。请确认选对了文件。".to_string(),
        Msg::MarkupNoSheet { format } => format!("这个 {format} 文件里没有工作表。请确认选对了文件。"),
        Msg::MarkupTooLarge { format, max_mib } => format!(
            "这个 {format} 文件超过 {max_mib} MB，远大于一份成绩表所需。请确认选对了文件，或用表格软件另存为 .xlsx 后再试。"
        ),
        Msg::CellCovered { cell, region } => format!(
            "单元格 {cell} 与已有的 {region} 重叠或排在它前面：文件里标注的位置或合并区域把两个值放到了同一处。请用表格软件打开，核对后另存为 .xlsx 再试。"
        ),
        Msg::RegionTwoPlaces { value, regions } => format!(
            "{}同时写了{}两个互不包含的地区，无法确定是哪一个。请只写其中一个。",
            q(value),
            regions.join("和")
        ),
        Msg::RegionOther { value, region } => format!(
            "{}不是规则文件单列的地区，按“{region}”计。如应单列，请在规则文件的地区一节中添上这种写法。",
            q(value)
        ),
        Msg::RulesRegionUndefined { region, regions } if regions.is_empty() => format!(
            "用到了地区“{region}”，但规则文件没有 [regions]，地区一栏只当作普通文字。若奖项按地区区分，请先在 [regions] 中定义各地区（见模板中的例子）。"
        ),
        Msg::RulesRegionUndefined { region, regions } => format!(
            "地区“{region}”没有在 [regions] 中定义。已定义的地区：{}。请改为其中之一，或在 [regions] 中添上它。",
            regions.join("、")
        ),
        Msg::RulesRegionTwoCatchAll { regions } => format!(
            "{}都写了 other = true，但只能有一个地区收纳其他所有地方。请只保留一处。",
            regions.join("、")
        ),
        Msg::RulesRegionIdCode { region, code } => format!(
            "地区“{region}”的 id_codes 中{}不是身份证号前 1 至 6 位数字。请写成 \"510104\" 这样的数字串。",
            q(code)
        ),
        Msg::AuditPartial { sheet, from, to, compared, column, unchecked } => {
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
        }
        Msg::AuditSummaryPartial { found, not_done, partial } => format!(
            "名次核对：{}已核对的部分有 {found} 处与积分/破同分顺序不符；其中 {partial} 个阶段缺少破同分列，只按前面的列核对（见警告）",
            if *not_done > 0 {
                format!("{not_done} 个阶段未做（缺少所需的列，见警告）；")
            } else {
                String::new()
            }
        ),
        Msg::AuditNotRun => {
            "名次核对：未做（规则文件或成绩表有错误，无法核对；改正后再核对）".to_string()
        }
        Msg::RulesBirthDayInvalid { key, value } => format!(
            "{}：\"{value}\" 不是日期。请写成 \"2004-09-01\" 或 \"2004年9月1日\" 的形式。",
            table(key)
        ),
        Msg::RulesBornRange { owner: o, from, until } => format!(
            "{}：born_from {from} 晚于 born_until {until}，无人符合。请改正。",
            owner(o)
        ),
        Msg::BornOnBoundary { no, name, born, schedule, first } => format!(
            "{no}号{name}：{born}出生，正是「{schedule}」出生日期范围的{}，已计入（“{}”含当日）。请对照规程核对。",
            if *first { "首日" } else { "末日" },
            if *first { "以后出生" } else { "以前出生" }
        ),
        Msg::PoolOutsideBirth { no, name, born, age, missed } => {
            let missed: Vec<String> = missed
                .iter()
                .map(|(schedule, place)| format!("「{schedule}」（否则可得第{place}名）"))
                .collect();
            let age = age.map_or(String::new(), |a| format!("，{a}岁"));
            format!(
                "{no}号{name}（{born}出生{age}）不符合{}的年龄或出生日期条件，也不在本组其他奖项之内，因此不领名次奖。请核对出生日期与规程。",
                missed.join("、")
            )
        }
    }
}

fn who(w: &Who) -> String {
    format!("{} {}（名次 {}，第 {} 行）", w.no, w.name, w.rank, w.row)
}

/// "只能 5–8 由 4 人、9–16 由 8 人并列（或 3–4 由 2 人）" for a bracket of `size`.
fn bracket_shares(size: u32) -> String {
    let mut parts = Vec::new();
    let mut k = 4;
    while 2 * k <= size {
        parts.push(format!("{}–{} 由 {k} 人", k + 1, 2 * k));
        k *= 2;
    }
    if parts.is_empty() {
        "只能 3–4 由 2 人并列".to_string()
    } else {
        format!("只能 {} 并列（或 3–4 由 2 人）", parts.join("、"))
    }
}

fn skip_kind(kind: SkipKind) -> &'static str {
    match kind {
        SkipKind::Title => "表头之上的标题行",
        SkipKind::Blank => "空行",
        SkipKind::RepeatedHeader => "重复的表头行",
        SkipKind::Total => "合计行（合计/统计）",
        SkipKind::Footer => "没有编号和姓名的行（说明、签名、日期）",
    }
}
