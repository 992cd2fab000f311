//! The text around messages: where a problem is (sheet!cell and column,
//! rules-file line), the lines of `check`, the terminal summary, and the
//! labels of the 说明 sheet, in both languages.

use super::{Lang, Msg, row_ranges};
use crate::zh_en;

/// "公开组!A263（名次）" or "公开组!A263 (名次)"; any part may be absent.
pub fn place(sheet: Option<&str>, cell: Option<&str>, column: Option<&str>, lang: Lang) -> String {
    let mut s = String::new();
    match (sheet, cell) {
        (Some(sh), Some(c)) => s.push_str(&format!("{sh}!{c}")),
        (Some(sh), None) => s.push_str(sh),
        _ => {}
    }
    if let Some(col) = column {
        match lang {
            Lang::Zh => s.push_str(&format!("（{col}）")),
            Lang::En => s.push_str(&format!(" ({col})")),
        }
    }
    s
}

/// Where a group of the same problem is: "公开组 名次列第2–381行（共380行）".
pub fn rows_place(sheet: &str, column: Option<&str>, rows: &[u32], lang: Lang) -> String {
    let n = rows.len();
    let ranges = row_ranges(rows, lang);
    match (lang, column) {
        (Lang::Zh, Some(col)) => format!("{sheet} {col}列第{ranges}行（共{n}行）"),
        (Lang::Zh, None) => format!("{sheet} 第{ranges}行（共{n}行）"),
        (Lang::En, Some(col)) => format!("{sheet} column {col}, rows {ranges} ({n} rows)"),
        (Lang::En, None) => format!("{sheet} rows {ranges} ({n} rows)"),
    }
}

/// Where a kind of warning is, before its rows are named:
/// "公开组 地区列 3777 行" or "公开组 column 地区, 3777 rows".
pub fn kind_place(sheet: &str, column: Option<&str>, rows: usize, lang: Lang) -> String {
    match (lang, column) {
        (Lang::Zh, Some(col)) => format!("{sheet} {col}列 {rows} 行"),
        (Lang::Zh, None) => format!("{sheet} {rows} 行"),
        (Lang::En, Some(col)) => format!("{sheet} column {col}, {rows} rows"),
        (Lang::En, None) => format!("{sheet}, {rows} rows"),
    }
}

/// Before the one warning shown of a kind: "以第15行为例：" or "e.g. row 15: ".
pub fn for_example(row: u32, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("以第{row}行为例："),
        Lang::En => format!("e.g. row {row}: "),
    }
}

/// How many different values a kind's line quotes at most; the others are
/// counted.
const KIND_VALUES_SHOWN: usize = 5;

/// After the warning shown of a kind that quotes several values, those
/// values: "这些行的值有 10 种：「山西省」、「河北省」、「四川省」、「云南省」、
/// 「贵州省」等。" or "; 10 values: “山西省”, …, and 5 more"; nothing when
/// every row quotes the same value.
pub fn kind_values(values: &[&str], lang: Lang) -> String {
    if values.len() < 2 {
        return String::new();
    }
    let n = values.len();
    let shown: Vec<String> = values
        .iter()
        .take(KIND_VALUES_SHOWN)
        .map(|v| super::quote(v, lang))
        .collect();
    let more = n - shown.len();
    match lang {
        Lang::Zh => format!(
            "这些行的值有 {n} 种：{}{}。",
            shown.join("、"),
            if more > 0 { "等" } else { "" }
        ),
        Lang::En => format!(
            "; {n} values: {}{}",
            shown.join(", "),
            if more > 0 {
                format!(", and {more} more")
            } else {
                String::new()
            }
        ),
    }
}

/// After the warning shown of a kind, every row of the kind:
/// "这些行是：第2–4、9行" or "; rows 2–4, 9".
pub fn kind_rows(rows: &[u32], lang: Lang) -> String {
    let ranges = row_ranges(rows, lang);
    match lang {
        Lang::Zh => format!("这些行是：第{ranges}行"),
        Lang::En => format!("; rows {ranges}"),
    }
}

/// "rules.toml 第52行" or "rules.toml line 52".
pub fn rules_line(file: &str, line: Option<usize>, lang: Lang) -> String {
    match (line, lang) {
        (Some(l), Lang::Zh) => format!("{file} 第{l}行"),
        (Some(l), Lang::En) => format!("{file} line {l}"),
        (None, _) => file.to_string(),
    }
}

/// The colon after a place: "：" or ": ".
pub fn colon(lang: Lang) -> &'static str {
    lang.pick("：", ": ")
}

/// `text` padded with spaces to `width` terminal columns (a CJK character
/// takes two), on the right (`left` aligned) or on the left.
pub fn pad(text: &str, width: usize, left: bool) -> String {
    let w = unicode_width::UnicodeWidthStr::width(text);
    let fill = " ".repeat(width.saturating_sub(w));
    if left {
        format!("{text}{fill}")
    } else {
        format!("{fill}{text}")
    }
}

/// Rows of cells as lines whose columns line up on the terminal; the first
/// column is left-aligned, the others (amounts) right-aligned.
pub fn table(rows: &[Vec<String>], indent: &str) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| unicode_width::UnicodeWidthStr::width(s.as_str()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(c, s)| pad(s, widths[c], c == 0))
            .collect();
        out.push_str(indent);
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}

/// One schedule's line of the budget in the summary.
#[derive(serde::Serialize)]
pub struct BudgetLine {
    /// The schedule's id in the rules file (`open`).
    pub id: String,
    /// The schedule's name as the rules file gives it (公开组名次奖), else its id.
    pub name: String,
    pub planned: String,
    pub awarded: String,
    pub vacant: String,
    pub remainder: String,
}

/// The tax withheld over the whole run.
pub struct TaxLine {
    /// 偶然所得 …
    pub kind: String,
    /// "20%".
    pub percent: String,
    /// The published amounts are what the player receives (`net`).
    pub net_amounts: bool,
    pub gross: String,
    pub tax: String,
    pub net: String,
}

impl TaxLine {
    pub fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => format!(
                "代扣个税（{} {}，奖金额为{}）：应发 {}，代扣个税 {}，实发 {}\n",
                self.kind,
                self.percent,
                if self.net_amounts { "税后" } else { "税前" },
                self.gross,
                self.tax,
                self.net
            ),
            Lang::En => format!(
                "tax withheld ({} {}, amounts {}): gross {}, tax {}, net {}\n",
                self.kind,
                self.percent,
                if self.net_amounts { "net" } else { "gross" },
                self.gross,
                self.tax,
                self.net
            ),
        }
    }
}

/// How a player's place prizes combined (`label`: "all", "one" or "sets",
/// with the schedules of each set), in the words every output uses:
/// 「每人可兼得」「每人限得一项（就高不就低，名次顺延）」「可兼得，但「名次奖、女子奖」之间不兼得
/// （就高不就低，名次顺延）」.
pub fn combining(label: &str, sets: &[Vec<String>], lang: Lang) -> String {
    match (label, lang) {
        ("one", Lang::Zh) => "每人限得一项（就高不就低，名次顺延）".to_string(),
        ("one", Lang::En) => {
            "one: a player is paid only the largest place prize; the places below move up"
                .to_string()
        }
        ("sets", Lang::Zh) => {
            let among: Vec<String> = (sets.iter())
                .map(|set| format!("「{}」之间", set.join("、")))
                .collect();
            format!(
                "可兼得，但{}不兼得（就高不就低，名次顺延）",
                among.join("、")
            )
        }
        ("sets", Lang::En) => {
            let among: Vec<String> = (sets.iter())
                .map(|set| format!("among {{{}}}", set.join(", ")))
                .collect();
            format!(
                "place prizes add up, except {}: there only the largest is paid and the places below move up",
                among.join(" and ")
            )
        }
        (_, Lang::Zh) => "每人可兼得".to_string(),
        (_, Lang::En) => "all: every place prize a player wins is paid".to_string(),
    }
}

/// The prize table a schedule pays by, chosen by the number of players
/// listed on its group's sheet (`players`), its bounds `from`..=`to` (no
/// `to`: and more): 「参赛 28 人，按 16-31 人奖金表发放」.
pub fn table_chosen(lang: Lang, players: u32, from: u32, to: Option<u32>) -> String {
    let (zh, en) = match (from, to) {
        (from, Some(to)) if from == to => (format!("{from} 人"), format!("{from} players")),
        (0, Some(to)) => (format!("{to} 人以下"), format!("{to} players or fewer")),
        (from, Some(to)) => (format!("{from}-{to} 人"), format!("{from}-{to} players")),
        (from, None) => (format!("{from} 人以上"), format!("{from} players or more")),
    };
    zh_en!(
        lang,
        format!("参赛 {players} 人，按 {zh}奖金表发放"),
        format!("{players} players: paid by the table for {en}")
    )
}

/// A schedule paid by the prize table its field chose (`table_chosen`).
pub struct TableLine {
    pub name: String,
    pub players: u32,
    pub from: u32,
    pub to: Option<u32>,
}

/// What the terminal summary of `run` says.
pub struct Summary {
    pub event: String,
    /// (sheet, players read).
    pub sheets: Vec<(String, usize)>,
    /// "all", "one" or "sets".
    pub stacking: String,
    /// With "sets": the schedules of each set, by name.
    pub not_combined: Vec<Vec<String>>,
    pub lines: Vec<BudgetLine>,
    /// The schedules paid by a prize table chosen by the number of players.
    pub tables: Vec<TableLine>,
    /// Totals of the lines: planned, awarded, vacant, remainder.
    pub totals: [String; 4],
    pub people: usize,
    /// The regulation's total as published, and after the amendments.
    pub published: String,
    pub amended: String,
    /// Whether the regulation states a total (`[budget] stated`): without
    /// one nothing is compared (SPEC §19).
    pub stated: bool,
    /// Whether the rules have amendments (补充通知): the plan is then said
    /// as after them.
    pub amendments: bool,
    /// Subsidies (补贴) paid, (amount, people); none when the rules have no
    /// subsidy.
    pub subsidy_paid: Option<(String, usize)>,
    /// Committee awards (评选奖) paid, (amount, people); none when the
    /// rules have none.
    pub awards_paid: Option<(String, usize)>,
    /// Payments that are not prizes but that `[budget]` names, (amount,
    /// people): inside the compared total; none when it names none.
    pub budgeted_paid: Option<(String, usize)>,
    /// The fixed amounts of reserved places (名额定额) beyond their places'
    /// amounts, said inside the plan and never counted as over the
    /// published total; none when there are none.
    pub fixed: Option<String>,
    pub subsidies: String,
    pub students: usize,
    pub with_subsidies: String,
    /// Payments that are not prizes (退还保证金, 路费补助): their total and
    /// how many were paid; none when the rules have no `[[payments]]`.
    pub payments: Option<(String, usize)>,
    /// Team prizes (团体奖): their total and how many teams were paid; none
    /// when the rules have no `[[teams]]`.
    pub teams: Option<(String, usize)>,
    /// Team prize money left vacant (no team at a paid place, none full):
    /// said beside the team money; none when nothing is vacant.
    pub team_vacant: Option<String>,
    /// The prizes in kind counted (奖品清单): each prize and how many, and
    /// how many players won a prize in kind and no money; none when the
    /// event gives no prize in kind.
    pub in_kind: Option<InKindLine>,
    /// "+0.00" or "-15000.00".
    pub difference: String,
    /// Tax withheld, when the rules have a [tax] table.
    pub tax: Option<TaxLine>,
    pub warnings: usize,
    /// The places audit's line (`audit.summary`).
    pub audit: Msg,
    /// Files written.
    pub written: Vec<String>,
    /// Files of an earlier run removed (its corrections.xlsx, by a
    /// `--force` run without `--paid`).
    pub removed: Vec<String>,
}

/// The summary's line of prizes in kind: 「另有奖品 13 件：证书 6，奖牌 6，
/// 奖杯 1，见 获奖名单 的 奖品清单；其中 3 人只获奖品，没有奖金」.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InKindLine {
    /// Each prize and how many, in the 奖品清单's order.
    pub items: Vec<(String, u32)>,
    pub total: u32,
    /// Players who won a prize in kind and are paid no money.
    pub prize_only: usize,
}

impl InKindLine {
    fn render(&self, lang: Lang) -> String {
        let each: Vec<String> = (self.items.iter())
            .map(|(prize, count)| format!("{prize} {count}"))
            .collect();
        let (total, only) = (self.total, self.prize_only);
        let mut s = zh_en!(
            lang,
            format!(
                "另有奖品 {total} 件：{}，见 奖品清单 工作表",
                each.join("，")
            ),
            format!(
                "besides: {} in kind: {}, see the Prizes in kind sheet",
                super::count(total, "prize", "prizes"),
                each.join(", ")
            )
        );
        if only > 0 {
            s.push_str(&zh_en!(
                lang,
                format!("；其中 {only} 人只获奖品，没有奖金"),
                format!("; {only} of the winners won a prize in kind and no money")
            ));
        }
        s.push('\n');
        s
    }
}

impl Summary {
    /// The budget as the regulation states it (SPEC §19): the published
    /// total against the plan (after the amendments only where there are
    /// some), the subsidies and committee awards only where the rules have
    /// them; no comparison where the regulation states no total.
    fn budget_line(&self, lang: Lang) -> String {
        let plan = match (self.amendments, lang) {
            (true, Lang::Zh) => format!("补充通知后 {}", self.amended),
            (false, Lang::Zh) => format!("各奖项计划 {}", self.amended),
            (true, Lang::En) => format!("amended {}", self.amended),
            (false, Lang::En) => format!("planned {}", self.amended),
        };
        let plan = match (&self.fixed, lang) {
            (None, _) => plan,
            (Some(fixed), Lang::Zh) => format!("{plan}（含名额定额 {fixed}）"),
            (Some(fixed), Lang::En) => {
                format!("{plan} (with fixed amounts of reserved places {fixed})")
            }
        };
        let mut parts = vec![plan];
        if let Some((total, people)) = &self.subsidy_paid {
            parts.push(zh_en!(
                lang,
                format!("补贴 {total}（{people} 人）"),
                format!("subsidies {total} ({people} eligible)")
            ));
        }
        if let Some((total, people)) = &self.awards_paid {
            parts.push(zh_en!(
                lang,
                format!("评选奖 {total}（{people} 人）"),
                format!("committee awards {total} ({people} chosen)")
            ));
        }
        if let Some((total, people)) = &self.budgeted_paid {
            parts.push(zh_en!(
                lang,
                format!("预算所列非奖金支付 {total}（{people} 笔）"),
                format!("payments the budget names {total} ({people} paid)")
            ));
        }
        // 「（2 人）= 117200.00」: no space after a closing full-width
        // parenthesis.
        let sum = match (parts.len(), parts.last()) {
            (1, _) => String::new(),
            (_, Some(last)) if last.ends_with('）') => format!("= {}", self.with_subsidies),
            _ => format!(" = {}", self.with_subsidies),
        };
        let parts = parts.join(" + ");
        match (self.stated, lang) {
            (true, Lang::Zh) => format!(
                "规程总额 {}；{parts}{sum}，相差 {}\n",
                self.published, self.difference
            ),
            (true, Lang::En) => format!(
                "budget: published {}; {parts}{sum}; difference {}\n",
                self.published, self.difference
            ),
            (false, Lang::Zh) => format!("规程未写总额，不作比较：{parts}{sum}\n"),
            (false, Lang::En) => {
                format!("budget: the regulation states no total, nothing compared: {parts}{sum}\n")
            }
        }
    }

    pub fn render(&self, lang: Lang) -> String {
        let mut s = format!("{}\n", self.event);
        let read: Vec<String> = self
            .sheets
            .iter()
            .map(|(sheet, n)| match lang {
                Lang::Zh => format!("{sheet} {n} 人"),
                Lang::En => format!("{sheet}: {} read", super::count(n, "player", "players")),
            })
            .collect();
        match lang {
            Lang::Zh => s.push_str(&format!("已读 {}\n", read.join("，"))),
            Lang::En => {
                for r in &read {
                    s.push_str(&format!("  {r}\n"));
                }
            }
        }
        let combining = combining(&self.stacking, &self.not_combined, lang);
        s.push_str(&zh_en!(
            lang,
            format!("名次奖：{combining}\n"),
            format!("prizes per player: {combining}\n")
        ));
        for t in &self.tables {
            let (name, chosen) = (&t.name, table_chosen(lang, t.players, t.from, t.to));
            s.push_str(&zh_en!(
                lang,
                format!("{name}：{chosen}\n"),
                format!("{name}: {chosen}\n")
            ));
        }
        let mut rows = vec![
            lang.each([
                ("奖项", "schedule"),
                ("计划", "planned"),
                ("已发", "awarded"),
                ("空缺", "vacant"),
                ("余数", "remainder"),
            ])
            .map(str::to_string)
            .to_vec(),
        ];
        for l in &self.lines {
            rows.push(vec![
                l.name.clone(),
                l.planned.clone(),
                l.awarded.clone(),
                l.vacant.clone(),
                l.remainder.clone(),
            ]);
        }
        let mut total = vec![lang.pick("合计", "total").to_string()];
        total.extend(self.totals.iter().cloned());
        rows.push(total);
        s.push_str(&table(&rows, "  "));
        // The lines in the language's words; what follows them is shared.
        let paid = match lang {
            Lang::Zh => format!("共发放 {}，{} 人领款\n", self.totals[1], self.people),
            Lang::En => format!(
                "total paid: {} to {}\n",
                self.totals[1],
                super::count(self.people, "person", "people")
            ),
        };
        let budget = self.budget_line(lang);
        s.push_str(&paid);
        s.push_str(&budget);
        if let Some((total, count)) = &self.payments {
            s.push_str(&zh_en!(
                lang,
                format!("另有退还、补助等非奖金支付 {total}（{count} 笔），不计入奖金预算\n"),
                format!("besides: payments that are not prizes (refunds, allowances) {total} ({count} paid), outside the prize budget\n")
            ));
        }
        if let Some((total, count)) = &self.teams {
            s.push_str(&zh_en!(
                lang,
                format!("另有团体奖 {total}（{count} 队领款），付给各队，见 团体奖金发放表\n"),
                format!(
                    "besides: team prizes {total} ({} paid), paid to the teams, see the Team payouts sheet\n",
                    super::count(count, "team", "teams")
                )
            ));
        }
        if let Some(in_kind) = &self.in_kind {
            s.push_str(&in_kind.render(lang));
        }
        if let Some(vacant) = &self.team_vacant {
            s.push_str(&zh_en!(
                lang,
                format!("团体奖空缺 {vacant}，未发（见 预算核对 与警告）\n"),
                format!(
                    "team prizes vacant: {vacant}, unpaid (see the budget sheet and the warnings)\n"
                )
            ));
        }
        if let Some(tax) = &self.tax {
            s.push_str(&tax.render(lang));
        }
        s.push_str(&match (lang, self.warnings) {
            (Lang::Zh, 0) => "警告 0 条\n".to_string(),
            (Lang::Zh, n) => format!("警告 {n} 条（见 说明 工作表）\n"),
            (Lang::En, n) => format!("warnings: {n} (see the Notes sheet)\n"),
        });
        s.push_str(&self.audit.render(lang));
        s.push('\n');
        for w in &self.written {
            s.push_str(&wrote(w, lang));
            s.push('\n');
        }
        for r in &self.removed {
            s.push_str(&removed_earlier(r, lang));
            s.push('\n');
        }
        s
    }
}

/// "已写出 out/payouts.xlsx": one line per file written.
pub fn wrote(path: &str, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("已写出 {path}"),
        Lang::En => format!("wrote {path}"),
    }
}

/// "已删除 上次运行留下的 out/corrections.xlsx": a file of an earlier run
/// that does not belong beside the files just written.
pub fn removed_earlier(path: &str, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("已删除 上次运行留下的 {path}（本次未加 --paid，不写更正表）"),
        Lang::En => format!("removed {path} of an earlier run (this run has no --paid)"),
    }
}

/// What `init` says to do next: fill in the sheets, then check.
pub fn init_next(sheets: &[&str], standings: &str, rules: &str, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!(
            "请在成绩表中填好各工作表（{}），然后运行：xqprize check {standings} --rules {rules}",
            sheets.join("、")
        ),
        Lang::En => format!(
            "fill in the sheets ({}), then: xqprize check {standings} --rules {rules}",
            sheets.join(", ")
        ),
    }
}

/// Which template `init` copied: "规则模板：2019 石柱棋王赛预选赛（shizhu-2019）".
pub fn init_template(id: &str, name: &str, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("规则模板：{name}（{id}）"),
        Lang::En => format!("rules template: {id} ({name})"),
    }
}

/// A built-in template that does not load or a workbook that cannot be
/// built: a fault of the program, not of the input.
pub fn internal_fault(what: &str, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("程序内部错误（{what}），请将此信息报告给维护者。"),
        Lang::En => format!("internal error ({what}); please report it"),
    }
}

/// "警告：" before a warning line on the terminal.
pub fn warning_prefix(lang: Lang) -> &'static str {
    lang.pick("警告：", "warning: ")
}

/// "错误：" before an error line on the terminal.
pub fn error_prefix(lang: Lang) -> &'static str {
    lang.pick("错误：", "error: ")
}

/// After the errors that stop `run`: nothing was written.
pub fn nothing_written(lang: Lang) -> &'static str {
    lang.pick("未写出任何文件。", "nothing was written")
}

/// `check`'s first line: the rules file read.
pub fn check_rules(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("规则文件：{name}"),
        Lang::En => format!("rules: {name}"),
    }
}

/// `check` when the rules file is too broken to name its groups.
pub fn check_not_read(lang: Lang) -> &'static str {
    lang.pick(
        "成绩表：未读取（规则文件须先列出组别 [[groups]]）",
        "standings: not read (the rules file must name its [[groups]] first)",
    )
}

/// `check`'s line on the standings: the file and the players per sheet.
pub fn check_standings(file: &str, sheets: &[(String, usize)], lang: Lang) -> String {
    match lang {
        Lang::Zh => {
            let parts: Vec<String> = sheets.iter().map(|(s, n)| format!("{s} {n} 人")).collect();
            format!("成绩表：{file}（{}）", parts.join("，"))
        }
        Lang::En => {
            let parts: Vec<String> = sheets
                .iter()
                .map(|(s, n)| format!("{s} {}", super::count(n, "player", "players")))
                .collect();
            format!("standings: {file} ({})", parts.join(", "))
        }
    }
}

/// `check`'s last line: "错误 2 处，警告 3 条" / "no errors, 3 warnings".
pub fn check_count(errors: usize, warnings: usize, lang: Lang) -> String {
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    match (lang, errors) {
        (Lang::Zh, 0) => format!("没有错误，警告 {warnings} 条"),
        (Lang::Zh, e) => format!("错误 {e} 处，警告 {warnings} 条"),
        (Lang::En, 0) => format!("no errors, {warnings} warning{}", plural(warnings)),
        (Lang::En, e) => format!(
            "{e} error{}, {warnings} warning{}",
            plural(e),
            plural(warnings)
        ),
    }
}

/// What `serve` says when it listens beyond this computer.
pub fn listening_beyond(ip: &str, lang: Lang) -> String {
    zh_en!(
        lang,
        format!(
            "警告：在 {ip} 上监听，局域网内其他电脑也能打开此页面；上传的成绩册（含身份证号）会经网络传输，且未加密。"
        ),
        format!(
            "warning: listening on {ip}: other computers can reach this page, and the uploaded standings (with ID numbers) cross the network unencrypted."
        )
    )
}

/// Where `serve` keeps the events (SPEC §20).
pub fn events_file(path: &str, lang: Lang) -> String {
    zh_en!(
        lang,
        format!("赛事文件（保存的赛事与领奖登记）：{path}"),
        format!("events file (kept events and collection marks): {path}")
    )
}

/// `serve` found no folder for the events file and none was named.
/// Said after the message refusing the events file `serve` was given.
pub fn events_refused(lang: Lang) -> &'static str {
    zh_en!(
        lang,
        "网页照常计算，但不能保存赛事或登记领奖，直到用 --events 指定一个完好的文件。",
        "the page still computes runs, but cannot keep events or mark collections until --events names a sound file."
    )
}

pub fn no_events_file(lang: Lang) -> &'static str {
    zh_en!(
        lang,
        "没有赛事文件：找不到存放它的文件夹，网页不能保存赛事或登记领奖；请用 --events 指定文件。",
        "no events file: no folder was found for it, so the page cannot keep events or mark collections; name one with --events."
    )
}

/// The access code `serve` prints beside its address when it listens
/// beyond this computer.
pub fn access_code(code: &str, lang: Lang) -> String {
    zh_en!(
        lang,
        format!("访问码：{code}（在手机等其他设备上登记领奖时输入）"),
        format!("access code: {code} (type it on a phone or another device to mark collections)")
    )
}

/// What `serve` says before the address it serves.
pub fn serving(lang: Lang) -> &'static str {
    zh_en!(
        lang,
        "xqprize serve：在浏览器中打开下面的地址；按 Ctrl+C 停止。",
        "xqprize serve: open the address below in a browser; press Ctrl+C to stop."
    )
}

/// A player among several a query names (`explain.ambiguous`):
/// "公开组:12  张三  名次 5" or "公开组:12  张三  place 5".
pub fn candidate(group: &str, no: &str, name: &str, rank: u32, lang: Lang) -> String {
    zh_en!(
        lang,
        format!("{group}:{no}  {name}  名次 {rank}"),
        format!("{group}:{no}  {name}  place {rank}")
    )
}

/// What the window says when the tool was started by a double click: the
/// page's address, that the browser opens it, and how to stop.
pub fn double_click_banner(url: &str, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!(
            "象棋公开赛奖金计算（xqprize）网页版已启动。\n\
             \n\
             网页地址：{url}\n\
             已在默认浏览器中打开；若没有打开，请把上面的地址复制到浏览器的地址栏。\n\
             网页只在本机使用，成绩表不会离开这台电脑。\n\
             \n\
             用完后关闭本窗口即停止（也可按 Ctrl+C）。"
        ),
        Lang::En => format!(
            "xqprize: the web page is running.\n\
             \n\
             Address: {url}\n\
             It has been opened in the default browser; if not, paste the address above into the browser.\n\
             The page answers this computer only; the standings do not leave it.\n\
             \n\
             Close this window to stop (or press Ctrl+C)."
        ),
    }
}

/// The last line of a double-clicked window that failed, so the message can
/// be read before the window closes.
pub fn press_enter_to_close(lang: Lang) -> &'static str {
    match lang {
        Lang::Zh => "按回车键关闭本窗口。",
        Lang::En => "Press Enter to close this window.",
    }
}

/// The 说明 line of 领奖记录.xlsx when an uncollected prize is kept for
/// later payment (the default).
pub fn uncollected_kept(lang: Lang) -> String {
    crate::zh_en!(
        lang,
        "未领的奖金保留，可日后补领。".to_string(),
        "An uncollected prize is kept and may be collected later.".to_string()
    )
}

/// The 说明 line when an uncollected prize is forfeited after `time`
/// (`[ceremony] uncollected = { forfeit_after }`).
pub fn uncollected_forfeit(time: &str, lang: Lang) -> String {
    crate::zh_en!(
        lang,
        format!("{time} 以后仍未领取的奖金视为自动放弃，奖金退回组委会预算，不顺延给下一名。"),
        format!(
            "A prize still uncollected after {time} is forfeited: its money returns to the organizer's budget and is not passed down to the next player."
        )
    )
}

/// "已领 2 人 7,000.00 元，未领 2 人 3,500.00 元，放弃 0 人 0.00 元": the
/// totals of a collection, amounts as the record writes them.
pub fn collection_totals(
    collected: (u32, &str),
    open: (u32, &str),
    forfeited: (u32, &str),
    lang: Lang,
) -> String {
    crate::zh_en!(
        lang,
        format!(
            "已领 {} 人 {} 元，未领 {} 人 {} 元，放弃 {} 人 {} 元",
            collected.0, collected.1, open.0, open.1, forfeited.0, forfeited.1
        ),
        format!(
            "collected {} {}, open {} {}, forfeited {} {}",
            payees(collected.0),
            collected.1,
            payees(open.0),
            open.1,
            payees(forfeited.0),
            forfeited.1
        )
    )
}

/// "1 payee", "2 payees".
fn payees(n: u32) -> String {
    super::count(n, "payee", "payees")
}

/// "赛事「2019 石柱」第 3 次保存的结果": which kept run a record is of.
pub fn kept_run(event: &str, run: &str, kept_at: &str, lang: Lang) -> String {
    crate::zh_en!(
        lang,
        format!("赛事「{event}」第 {run} 次保存的结果（保存于 {kept_at}）"),
        format!("event \"{event}\", kept run {run} (kept {kept_at})")
    )
}
