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
/// value goes; `{} {person|people}` a count and its word, the first for a
/// count of one (the page's `fill` chooses).
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
        "paid to {} {person|people}";
    budget: "预算核对",
        "Budget check";
    published: "规程",
        "Published";
    amended: "补充通知后",
        "After the amendment";
    difference: "差额（补充通知后 − 规程）",
        "Difference (amended − published)";
    planned_all: "各奖项计划",
        "Planned";
    difference_planned: "差额（计划 − 规程）",
        "Difference (planned − published)";
    subsidies_only: "其中补贴",
        "of which subsidies";
    awards_chosen: "其中评选奖",
        "of which committee awards";
    no_stated: "规程未写总额，不作比较",
        "The regulation states no total: nothing to compare";
    unreadable: "这个文件打不开：它可能已损坏，或不是 Excel 工作簿。请在 Excel 或 WPS 中打开成绩册，另存为 .xlsx 后重新上传。",
        "This file cannot be opened: it may be damaged or not a workbook. Open it in the spreadsheet program, save it as .xlsx and upload it again.";
    downloads: "下载",
        "Downloads";
    downloads_hint: "下载的就是完整的结果文件，与本程序在电脑上直接生成的完全相同。",
        "These are the complete result files, the same the program writes on this computer.";
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
        "{} paid of {} {player|players} read; search finds anyone, paid or not.";
    stacking_used_all: "本次计算：每人可兼得",
        "This run: all prizes won";
    stacking_used_one: "本次计算：每人限得一项",
        "This run: one prize each";
    network_error: "无法连接本机服务：请确认启动本页面的 xqprize 窗口仍然开着。",
        "Cannot reach the local server: is the xqprize window that started this page still open?";
    // The server's answers.
    too_large: "文件太大：上传不能超过 20 MiB。成绩册通常只有几百 KB，请确认选对了文件。",
        "File too large: uploads are limited to 20 MiB. A standings workbook is usually a few hundred KB; check the file.";
    bad_form: "上传的表单无法读取，请刷新页面后重试。",
        "The upload could not be read; reload the page and try again.";
    no_standings: "没有收到成绩册，请选择成绩册文件。",
        "No standings workbook was received; choose the file.";
    empty_standings: "成绩册文件是空的（0 字节）。",
        "The standings file is empty (0 bytes).";
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
        "{} found ({} {player|players} read, {} paid)";
    print_awards: "打印获奖名单",
        "Print award lists";
    print_payouts: "打印奖金发放表",
        "Print payout table";
    print_hint: "获奖名单打印为 A4 竖排，可张贴；奖金发放表打印为 A4 横排，含身份证号、大写金额和签名栏。计算后按 Ctrl+P 会打印这两份。",
        "The award lists print on portrait A4, ready to post; the payout table on landscape A4, with ID numbers, amounts in words and a place to sign. Ctrl+P after a run prints both.";
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
    not_kept: "这次结果太大，网页无法保留：不能下载或查看为什么，页面上的数字仍然有效。这样大的赛事，请由安装本程序的人员在电脑上直接生成文件。",
        "This result is too large for the page to keep: no downloads or Why; the figures shown still hold. For an event this large, ask whoever installed the program to write the files on the computer.";
    over_budget: "超出规程预算",
        "over the published budget";
    within_budget: "未超出规程预算",
        "within the published budget";
    kind_count: "共 {} 条",
        "{} in all";
    wrong_host: "拒绝访问：请求的地址不是本服务的地址（只接受 127.0.0.1、localhost 或所监听的地址）。请直接打开启动本程序时窗口中显示的地址。",
        "Refused: the request names another server than this one (only 127.0.0.1, localhost or the listen address). Open the address the program's window showed when it started.";
    wrong_origin: "拒绝访问：这个请求来自其他网站，不是本页面。请直接打开启动本程序时窗口中显示的地址再运行。",
        "Refused: this request comes from another web site, not from this page. Open the address the program's window showed when it started, and run there.";
    // Added with the printed sheets, the phone's cards, the templates to
    // fill in, 为什么's conclusion and the downloads' names.
    rules_nothing_to_pay: "规则「{}」还没有填写任何奖金，无法计算。请用记事本打开这份规则文件，在各奖项中填写名次和金额，保存后在第 2 步选择「上传规则文件」，再运行。",
        "The rules \"{}\" pay no prize yet, so nothing can be computed. Open the rules file in Notepad, fill in each schedule's places and amounts, save it, choose \"Upload a rules file\" in step 2 and run again.";
    template_unfilled: "这份模板只有赛制，还没有填写奖金，不能直接运行。请下载规则文件和空白成绩册：用记事本打开规则文件，在各奖项中填写名次和金额；在成绩册中填入各组成绩；然后在第 1 步选择成绩册，在下面选择「上传规则文件」，再运行。",
        "This template has the format only, no prizes yet, so it cannot run as it is. Download the rules file and the blank standings: open the rules file in Notepad and fill in each schedule's places and amounts; enter each group's standings in the workbook; then choose the workbook in step 1, choose \"Upload a rules file\" below, and run.";
    template_rules: "下载规则文件",
        "Download the rules file";
    template_standings: "下载空白成绩册",
        "Download blank standings";
    template_chosen_unfilled: "所选模板还没有填写奖金：请按上面的说明下载、填写后上传规则文件，或改选可以直接运行的规则。",
        "The template chosen pays no prize yet: download and fill it in as said above and upload the rules file, or choose rules that run as they are.";
    file_payouts: "奖金发放表",
        "Payout table";
    file_awards: "获奖名单",
        "Award lists";
    file_qualifiers: "晋级名单",
        "Qualifier lists";
    file_results: "计算结果（JSON）",
        "Results (JSON)";
    why_paid: "领 {} 元",
        "receives {} yuan";
    why_unpaid: "未获奖",
        "not paid";
    why_no_pool: "不在任何奖项或补贴的范围内。",
        "In the pool of no schedule or subsidy.";
    why_details: "逐项说明",
        "Item by item";
    print_too_many: "领奖人数太多（{} 人），网页不打印奖金发放表：请下载「奖金发放表」，在 Excel 或 WPS 中打印。",
        "Too many people paid ({}) for the page to print the payout table: download the payout table and print it from the spreadsheet program.";
    // Added with the page's own faults of issue 50: team prizes, prizes
    // besides money, the built-in rules named, accessible names.
    builtin_about: "内置规则是 2019 年石柱棋王赛预选赛（第七届“冉氏杯”象棋公开赛）的规则；别的比赛请选择它的模板，或上传本届的规则文件。",
        "The built-in rules are those of the 2019 Shizhu qualifier (the 7th Ranshi Cup open); for another event choose its template, or upload its own rules file.";
    template_label: "内置规则的模板",
        "Built-in rules template";
    rules_file_label: "上传的规则文件（.toml）",
        "Rules file to upload (.toml)";
    standings_label: "成绩册文件",
        "Standings workbook file";
    why_of: "为什么：{}",
        "Why: {}";
    team_suffix: "（团体，付给队）",
        " (team, paid to the team)";
    paid_to_teams: "共 {} 人、{} 队领奖",
        "paid to {} {person|people} and {} {team|teams}";
    prize_only: "获奖：{}",
        "prize: {}";
    why_prize: "获奖",
        "awarded";
    why_prize_also: "另获：",
        "also given: ";
    team_places: "团体名次",
        "Team places";
    in_kind: "奖品清单",
        "Prizes in kind";
    prize_only_people: "；另有 {} 人只获奖品",
        "; {} more won a prize in kind and no money";
    kept_earlier: "这次运行没有完成（见上面的问题）；下面仍是上一次成功运行的结果。",
        "This run did not finish (see the problems above); below is still the result of the last run that did.";
    results_heading: "计算结果",
        "Result";
    listen_open: "其他电脑请打开：",
        "Other computers open: ";
    listen_none: "找不到本机的局域网地址：请在其他电脑的浏览器中输入本机的 IP 地址和端口 {}。",
        "No network address of this computer was found: on other computers, open this computer's IP address at port {}.";
    fixed_included: "其中名额定额（规程所定，不计超出）",
        "of which fixed amounts of reserved places (stated, never over)";
    budgeted_payments: "其中预算所列非奖金支付",
        "of which payments the budget names";
    events_none: "没有打开赛事文件，不能保存赛事或登记领奖。",
        "No events file is open: runs cannot be kept nor collections marked.";
    code_wrong: "访问码不对：请输入启动本程序的电脑上显示的 6 位访问码。未登记任何内容。",
        "Wrong access code: type the 6-digit code shown on the computer running the program. Nothing was recorded.";
    ceremony: "赛事与领奖",
        "Events and prize collection";
    events_file: "赛事文件：{}",
        "Events file: {}";
    events_empty: "还没有保存的赛事：计算之后点“保存为赛事”。",
        "No event kept yet: after a run, press “Keep as event”.";
    event_runs: "{} 次计算，最近保存于 {}",
        "{} {run|runs}, last kept {}";
    open_event: "打开",
        "Open";
    keep_as_event: "保存为赛事",
        "Keep as event";
    keep_name: "赛事名称（留空则用规则中的赛事名称）",
        "Event name (blank: the rules' event name)";
    keep_new: "新赛事",
        "A new event";
    keep_into: "作为“{}”的新一次计算（更正后的成绩）",
        "A new run of “{}” (corrected standings)";
    kept_done: "已保存为赛事“{}”。",
        "Kept as event “{}”.";
    marking: "领奖登记",
        "Prize collection";
    code_label: "访问码",
        "Access code";
    code_enter: "输入访问码后才能登记领奖（访问码显示在启动本程序的电脑上）。",
        "Enter the access code to mark collections (it is shown on the computer running the program).";
    code_submit: "确定",
        "OK";
    read_only: "只读：未输入访问码，只能查看名单和合计。",
        "Read only: without the access code, lists and totals only.";
    treasurer: "经办人（出纳）",
        "Handed over by (treasurer)";
    treasurer_needed: "请先填写经办人姓名。",
        "Type the treasurer's name first.";
    mark_search: "按编号或姓名查找，团体按队名",
        "Search by number or name, teams by team name";
    how_cash: "现金",
        "Cash";
    how_transfer: "转账",
        "Transfer";
    how_proxy: "代领",
        "By proxy";
    bank: "开户行",
        "Bank";
    account: "账号",
        "Account number";
    proxy_name: "代领人姓名",
        "Proxy's name";
    note: "备注",
        "Note";
    confirm_collected: "确认已领",
        "Confirm collected";
    undo_mark: "撤销已领",
        "Undo collected";
    cancel: "取消",
        "Cancel";
    state_collected: "已领",
        "Collected";
    state_open: "未领",
        "Not collected";
    tally: "已领 {} 人 {} 元，未领 {} 人 {} 元",
        "Collected: {} {payee|payees}, {}; not collected: {} {payee|payees}, {}";
    by_schedule: "按奖项",
        "By prize";
    by_kind: "按类别",
        "By kind";
    kind_place: "名次奖",
        "Place prizes";
    kind_subsidy: "补贴",
        "Subsidies";
    kind_payment: "退费与补助",
        "Refunds and allowances";
    kind_chosen: "评选奖",
        "Chosen awards";
    kind_team: "团体奖",
        "Team prizes";
    not_collected: "未领名单",
        "Not yet collected";
    marking_wait: "正在登记…",
        "Recording…";
    mark_failed: "未能登记：",
        "Not recorded: ";
    back_to_events: "返回赛事列表",
        "Back to the events";
    state_forfeited: "放弃",
        "Forfeited";
    tally_forfeited: "，放弃 {} 人 {} 元",
        "; forfeited: {} {payee|payees}, {}";
    download_record: "下载领奖记录",
        "Download the collection record";
    compare_collected: "与上一次计算比较（按已领）",
        "Compare with the previous run (as collected)";
    compare_collected_hint: "成绩更正后：与本赛事上一次计算比较，已领的按所领金额，未领的不退回、按更正后金额补发，得到成绩更正表。",
        "After a correction: compared with this event's previous run, a payee who collected by what he was handed, one who did not returns nothing and is owed the corrected amount; gives the corrections workbook.";
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A person on the page has no command line and no file the program
    /// was started with: no text of the page sends him to either.
    #[test]
    fn no_page_text_sends_a_person_to_the_command_line() {
        for lang in [Lang::Zh, Lang::En] {
            let all = serde_json::to_value(texts(lang)).expect("texts serialise");
            for (field, text) in all.as_object().expect("an object") {
                let text = text.as_str().expect("a string");
                for banned in [
                    "命令行",
                    "command line",
                    "xqprize run",
                    "xqprize serve",
                    "xqprize check",
                ] {
                    assert!(!text.contains(banned), "{field}: {text}");
                }
            }
        }
    }

    /// A count word `{one|many}` follows its count `{} ` (the page's
    /// `fill` looks for it there), only in English, and both languages
    /// take as many values: 「paid to 1 person」, 「paid to 2 people」.
    #[test]
    fn english_count_words_follow_their_count_and_chinese_has_none() {
        let zh = serde_json::to_value(texts(Lang::Zh)).expect("texts serialise");
        let en = serde_json::to_value(texts(Lang::En)).expect("texts serialise");
        let mut words = 0;
        for (field, en) in en.as_object().expect("an object") {
            let (en, zh) = (en.as_str().unwrap(), zh[field].as_str().unwrap());
            assert!(!zh.contains('|'), "{field}: {zh}");
            let values = en.matches("{}").count();
            assert_eq!(values, zh.matches("{}").count(), "{field}");
            for (at, _) in en.match_indices('|') {
                let open = en[..at].rfind('{').expect("a count word opens");
                assert!(en[..open].ends_with("{} "), "{field}: {en}");
                words += 1;
            }
        }
        assert!(words >= 4, "paid_to, paid_to_teams (2), shown, matched");
        assert_eq!(EN.paid_to, "paid to {} {person|people}");
    }
}
