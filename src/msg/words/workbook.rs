//! The words of the messages about the standings workbook as a file and its
//! sheets: a file that cannot be opened or read, a sheet too large or empty,
//! which sheet is which group, the rows skipped.

use super::helpers::names;
use crate::msg::Lang::{self, Zh};
use crate::msg::{Msg, SkipKind, row_ranges};
use crate::zh_en;

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

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
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
        Msg::MergesUnreadable { format } => zh_en!(
            lang,
            format!(
                "该工作表有纵向合并的单元格，{format} 格式无法读出合并范围。请在表格软件中另存为 .xlsx 后再试。"
            ),
            format!(
                "the sheet has cells merged down a column, which the {format} reader cannot place; save the workbook as .xlsx"
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
        _ => return None,
    })
}
