//! The page's own words, in Chinese (the default) and English side by side:
//! one list, each entry with both (`page_words!`), from which the table of
//! each language is made. The server's messages (upload too large, busy,
//! not found …) are here too, so the page and the JSON answers speak the
//! same language.

use serde::Serialize;

pub use crate::msg::Lang;

/// The page's table of words in `lang`.
pub fn texts(lang: Lang) -> &'static Texts {
    match lang {
        Lang::Zh => &ZH,
        Lang::En => &EN,
    }
}

/// The `lang` attribute of the page.
pub fn tag(lang: Lang) -> &'static str {
    match lang {
        Lang::Zh => "zh-CN",
        Lang::En => "en",
    }
}

/// Declares `Texts`, every string the page and the server show, and its
/// two tables `ZH` and `EN` from one list: each entry its Chinese beside its
/// English, so an entry without both does not compile. `{}` marks where a
/// value goes.
macro_rules! page_words {
    ($( $(#[$doc:meta])* $field:ident: $zh:literal, $en:literal; )*) => {
        /// Every string the page and the server show, in one language.
        #[derive(Debug, Serialize)]
        pub struct Texts {
            $( $(#[$doc])* pub $field: &'static str, )*
        }

        pub static ZH: Texts = Texts { $( $field: $zh, )* };

        pub static EN: Texts = Texts { $( $field: $en, )* };
    };
}

page_words! {
    title: "象棋公开赛奖金计算",
        "Chinese chess open: prize calculator";
    subtitle: "在本机计算，文件不会离开这台电脑。",
        "Computed on this computer; no file leaves it.";
    standings: "成绩册",
        "Standings workbook";
    drop: "把成绩册（.xlsx / .xls / .ods）拖到这里",
        "Drop the standings workbook (.xlsx / .xls / .ods) here";
    choose: "选择文件…",
        "Choose file…";
    no_file: "尚未选择文件",
        "No file chosen";
    rules: "规则",
        "Rules";
    builtin: "内置规则",
        "Built-in rules";
    builtin_default: "（默认）",
        " (default)";
    upload_rules: "上传规则文件（.toml）",
        "Upload a rules file (.toml)";
    stacking: "奖项兼得",
        "Prizes per player";
    stacking_rules: "按规则文件",
        "As the rules file says";
    stacking_all: "每人可兼得",
        "All prizes won";
    stacking_one: "每人限得一项",
        "One prize each";
    run: "运行",
        "Run";
    running: "正在计算…",
        "Computing…";
    need_standings: "请先选择成绩册。",
        "Choose the standings workbook first.";
    need_rules: "请选择要上传的规则文件，或改用内置规则。",
        "Choose the rules file to upload, or use built-in rules.";
    errors: "无法计算：请改正以下问题后重新运行",
        "Cannot compute: correct these problems and run again";
    errors_hint: "没有生成任何文件。",
        "No file was produced.";
    warnings: "提醒",
        "Warnings";
    no_warnings: "没有提醒。",
        "No warnings.";
    summary: "各项奖金",
        "Prize schedules";
    players_read: "读入人数",
        "Players read";
    schedule: "项目",
        "Schedule";
    planned: "计划",
        "Planned";
    awarded: "已发",
        "Awarded";
    vacant: "空缺",
        "Vacant";
    remainder: "余数",
        "Remainder";
    total: "合计",
        "Total";
    paid_to: "共 {} 人领奖",
        "paid to {} people";
    budget: "预算核对",
        "Budget check";
    published: "规程",
        "Published";
    amended: "补充通知后",
        "After the amendment";
    subsidies: "其中学生补贴",
        "of which student subsidies";
    difference: "差额（补充通知后 − 规程）",
        "Difference (amended − published)";
    unreadable: "这个文件打不开：它可能已损坏，或不是 Excel 工作簿。请在 Excel 或 WPS 中打开成绩册，另存为 .xlsx 后重新上传。",
        "This file cannot be opened: it may be damaged or not a workbook. Open it in the spreadsheet program, save it as .xlsx and upload it again.";
    downloads: "下载",
        "Downloads";
    downloads_hint: "与命令行 xqprize run 生成的文件完全相同。",
        "The same files xqprize run writes.";
    zip: "全部（zip）",
        "All (zip)";
    payouts: "领奖名单",
        "Payouts";
    search: "搜索姓名、编号或单位",
        "Search name, number or club";
    group: "组别",
        "Group";
    no: "编号",
        "No.";
    name: "姓名",
        "Name";
    amount: "合计",
        "Total";
    why: "为什么",
        "Why";
    close: "关闭",
        "Close";
    shown: "{} 人领奖，共读入 {} 人；搜索可找到任何选手，包括未获奖的。",
        "{} paid of {} players read; search finds anyone, paid or not.";
    stacking_used_all: "本次计算：每人可兼得",
        "This run: all prizes won";
    stacking_used_one: "本次计算：每人限得一项",
        "This run: one prize each";
    network_error: "无法连接本机服务：请确认 xqprize serve 仍在运行。",
        "Cannot reach the local server: is xqprize serve still running?";
    // The server's answers.
    too_large: "文件太大：上传不能超过 20 MiB。成绩册通常只有几百 KB，请确认选对了文件。",
        "File too large: uploads are limited to 20 MiB. A standings workbook is usually a few hundred KB; check the file.";
    bad_form: "上传的表单无法读取，请刷新页面后重试。",
        "The upload could not be read; reload the page and try again.";
    no_standings: "没有收到成绩册，请选择成绩册文件。",
        "No standings workbook was received; choose the file.";
    empty_standings: "成绩册文件是空的（0 字节）。",
        "The standings file is empty (0 bytes).";
    rules_not_text: "规则文件不是文本文件，请上传 .toml 规则文件（UTF-8 编码）。",
        "The rules file is not UTF-8 text; upload a .toml rules file.";
    bad_stacking: "奖项兼得只能是 all（每人可兼得）或 one（每人限得一项）。",
        "prizes_per_player must be all or one.";
    unknown_template: "没有名为「{}」的内置规则。",
        "There are no built-in rules named \"{}\".";
    busy: "服务器正忙（同时计算的请求太多），请稍后再试。",
        "The server is busy (too many runs at once); try again shortly.";
    crashed: "计算时程序出错（内部错误），这次没有结果。服务仍在运行，请重试；若再次出错，请把成绩册和规则文件交给维护人员。",
        "The program failed while computing (internal error); this run has no result. The server is still running; try again, and if it fails again, send the workbook and rules file to the maintainers.";
    expired: "这次计算的结果已不在内存中（结果只保留最近 20 次、30 分钟），请重新运行。",
        "This run's results are no longer in memory (only the last 20 runs are kept, for 30 minutes); run again.";
    not_found: "没有这个页面。",
        "No such page.";
    wrong_method: "不支持这种请求方式。",
        "This request method is not supported here.";
    no_such_player: "没有编号或姓名为「{}」的选手。",
        "No player has the 编号 or 姓名 \"{}\".";
    ambiguous_player: "有多名选手叫「{}」，请按 组别:编号 指定：",
        "Several players answer to \"{}\"; name one as group:no: ";
    // Added with the print view, paging, security and kept-run checks.
    not_paid: "未获奖",
        "not paid";
    club: "单位",
        "Club";
    prev: "上一页",
        "Previous";
    next: "下一页",
        "Next";
    page_of: "第 {} / {} 页",
        "page {} of {}";
    matched: "找到 {} 人（共读入 {} 人，其中 {} 人领奖）",
        "{} found ({} players read, {} paid)";
    print_awards: "打印获奖名单",
        "Print award lists";
    print_payouts: "打印奖金发放表",
        "Print payout table";
    print_hint: "打印出的是各项获奖名单或奖金发放表（A4），不含表单和按钮，可张贴。",
        "Prints the award lists or the payout table (A4), without forms or buttons, ready to post.";
    print: "打印",
        "Print";
    prize: "奖金",
        "Prize";
    awards_list: "获奖名单",
        "award list";
    payout_table: "奖金发放表",
        "Payout table";
    place: "名次",
        "Place";
    let_go: "这次计算的结果已从内存中释放（结果只保留最近 20 次、共 256 MiB、30 分钟），不能再下载或查看为什么。页面上的数字仍然有效；如需下载，请重新运行。",
        "This run's results have been let go from memory (only the last 20 runs, 256 MiB in all, for 30 minutes are kept): no downloads or Why. The figures shown still hold; run again to download.";
    not_kept: "这次结果太大，无法保留在内存中：不能下载或查看为什么。请用命令行 xqprize run 生成文件。",
        "This result is too large to keep in memory: no downloads or Why. Use xqprize run for the files.";
    over_budget: "超出规程预算",
        "over the published budget";
    within_budget: "未超出规程预算",
        "within the published budget";
    kind_count: "共 {} 条",
        "{} in all";
    wrong_host: "拒绝访问：请求的地址不是本服务的地址（只接受 127.0.0.1、localhost 或所监听的地址）。请直接打开 xqprize serve 打印出的地址。",
        "Refused: the request names another server than this one (only 127.0.0.1, localhost or the listen address). Open the address xqprize serve printed.";
    wrong_origin: "拒绝访问：这个请求来自其他网站，不是本页面。请直接打开 xqprize serve 打印出的地址再运行。",
        "Refused: this request comes from another web site, not from this page. Open the address xqprize serve printed and run there.";
    rules_gbk: "规则文件是 GBK（ANSI）编码保存的，请改存为 UTF-8：在记事本中打开它，选择“另存为”，编码选“UTF-8”，保存后重新上传。",
        "The rules file is saved as GBK (ANSI); save it as UTF-8 (Notepad: Save As, Encoding UTF-8) and upload it again.";
}
