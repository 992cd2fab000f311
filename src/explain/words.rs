//! The text of `explain`: for one player, each prize schedule, subsidy and
//! qualifier list, in the pool or not and why, place and amount, each line
//! citing its pool's line in the rules file. Chinese in the regulation's
//! words (名次奖, 顺延, 兼得 …); English with `--lang en`.

use crate::audit::{Audit, Finding};
use crate::engine::{PlayerId, PlayerRecord, RankTie, ScheduleRecord, Standing};
use crate::msg::why::Placing;
use crate::msg::{Lang, Msg, text};
use crate::rules::filter::Verdict;
use crate::rules::{Combining, GrantKind, Lines, Named, Rules, SplitUnit, Stacking};
use crate::standings::{Standings, Warning};
use crate::zh_en;
use std::fmt::Write;

/// The whole explanation, one line per schedule, subsidy and list.
pub fn explanation(
    rules: &Rules,
    lines: &Lines,
    standings: &Standings,
    e: &PlayerRecord,
    lang: Lang,
) -> String {
    let p = e.player.player(standings);
    let group = e.player.group_name(standings);
    let rule = |named: Named| match lines.line_of_named(&named) {
        Some(line) => zh_en!(
            lang,
            format!("〔{}〕", text::rules_line(&lines.name, Some(line), lang)),
            format!(" [{} line {line}]", lines.name)
        ),
        None => String::new(),
    };
    let title = |id: &str, name: &str| title(id, name, lang);
    let (name, row, no, rank) = (&p.name, p.row, &p.no, p.rank);
    let mut s = zh_en!(
        lang,
        format!(
            "{name}（{group}第{row}行，编号 {no}，名次 {rank}）；{}\n",
            stacking(&e.combining, lang)
        ),
        format!(
            "{name} ({group} row {row}, no. {no}, final place {rank}); prizes per player: {}\n",
            stacking(&e.combining, lang)
        )
    );
    let _ = writeln!(s, "{}", zh_en!(lang, "名次奖：", "prize schedules:"));
    // The schedules of other groups, when there are several, say one thing
    // only: they are one line, after the player's own.
    let others = (e.schedules.iter())
        .filter(|a| a.of_another_group())
        .count();
    let fold = others > 1;
    for a in (e.schedules.iter()).filter(|a| !(fold && a.of_another_group())) {
        let _ = write!(
            s,
            "  {}{}{}",
            title(&a.id, &a.name),
            rule(Named::Schedule(a.id.clone())),
            text::colon(lang)
        );
        match &a.standing {
            Standing::Out(failed) => {
                s.push_str(&out_of_pool(failed, lang));
                if let Some(Placing::Filled { regions }) = &a.placing {
                    s.push_str(&filled(a, regions, lang));
                }
            }
            Standing::In { .. } => s.push_str(&in_schedule(a, e.combining.stacking(), rules, lang)),
        }
        s.push('\n');
        if let Some(tie) = &a.tie {
            s.push_str(&tie_line(tie, e, standings, lang));
        }
    }
    if fold {
        s.push_str(&zh_en!(
            lang,
            format!("  其他组别的奖项（{others} 项）：组别不符\n"),
            format!("  schedules of other groups ({others}): another group\n")
        ));
    }
    for c in &rules.cancelled {
        let (id, name, by) = (&c.id, &c.name, &c.cancelled_by);
        s.push_str(&zh_en!(
            lang,
            format!("  {name}：已由 {by} 补充通知取消\n"),
            format!("  {id} {name}: cancelled by the amendment of {by}\n")
        ));
    }
    // Subsidies, then payments that are not prizes (退还保证金), each kind
    // under its own heading.
    let kind_of = |id: &str| {
        rules
            .subsidies
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.kind())
    };
    let kinds = [
        (GrantKind::Subsidy, zh_en!(lang, "补贴：", "subsidies:")),
        (
            GrantKind::Payment,
            zh_en!(
                lang,
                "其他支付（退还、补助）：",
                "other payments (refunds, allowances):"
            ),
        ),
        (
            GrantKind::Chosen,
            zh_en!(lang, "评选奖：", "awards the committee chose:"),
        ),
    ];
    for (kind, heading) in kinds {
        let of_kind: Vec<_> = (e.subsidies.iter())
            .filter(|a| kind_of(&a.id) == Some(kind))
            .collect();
        if !of_kind.is_empty() {
            let _ = writeln!(s, "{heading}");
        }
        for a in of_kind {
            let _ = write!(
                s,
                "  {}{}{}",
                title(&a.id, &a.name),
                rule(Named::Subsidy(a.id.clone())),
                text::colon(lang)
            );
            let checks = a.check.as_ref().map_or(&[][..], |c| &c.checks[..]);
            if !a.pool_failed.is_empty() {
                s.push_str(&out_of_pool(&a.pool_failed, lang));
            } else if let (None, Some(chosen)) = (&a.check, rules.named(&a.id)) {
                // A payment to named or marked players is no 评选.
                s.push_str(match kind_of(&a.id) {
                    Some(GrantKind::Payment) => zh_en!(lang, "不在支付名单内", "not on its list"),
                    _ => zh_en!(lang, "未获评选", "not chosen"),
                });
                // Read from a column: say which, so a missed mark is found.
                if let Some(column) = &chosen.column {
                    s.push_str(&zh_en!(
                        lang,
                        format!("（成绩表“{column}”一列未标注）"),
                        format!(" (not marked in the standings' {column} column)")
                    ));
                }
            } else if a.check.is_none() {
                s.push_str(zh_en!(
                    lang,
                    "不在补贴对象之内（未标为在校学生）",
                    "not a candidate (not marked as a student)"
                ));
            } else {
                let checks: Vec<String> = checks
                    .iter()
                    .map(|c| {
                        let mark = if c.met { "✓" } else { "✗" };
                        let evidence = c.evidence.render(lang);
                        let label = c.evidence.condition(lang);
                        zh_en!(
                            lang,
                            format!("{mark} {label}（{evidence}）"),
                            format!("{mark} {label} ({evidence})")
                        )
                    })
                    .collect();
                if !checks.is_empty() {
                    s.push_str(&checks.join(zh_en!(lang, "，", ", ")));
                    s.push_str(zh_en!(lang, "；", "; "));
                }
                let prize = rules.chosen(&a.id).and_then(|c| c.prize.as_deref());
                match prize {
                    Some(prize) if a.amount.is_zero() => s.push_str(prize),
                    Some(prize) => {
                        let (amount, and) = (a.amount, zh_en!(lang, "，", " and "));
                        let _ = write!(s, "{amount}{and}{prize}");
                    }
                    None if a.amount.is_zero() => s.push_str(zh_en!(lang, "未发", "nothing")),
                    None => {
                        let _ = write!(s, "{}", a.amount);
                    }
                }
            }
            s.push('\n');
        }
    }
    if !e.lists.is_empty() {
        let _ = writeln!(s, "{}", zh_en!(lang, "资格名单：", "qualifier lists:"));
    }
    for a in &e.lists {
        let (id, name, top) = (&a.id, &a.name, a.top);
        s.push_str(&zh_en!(
            lang,
            format!("  {name}（前 {top} 名）"),
            format!("  {id} {name} (top {top})")
        ));
        let _ = write!(
            s,
            "{}{}",
            rule(Named::Qualifier(a.id.clone())),
            text::colon(lang)
        );
        match &a.standing {
            Standing::Out(failed) => s.push_str(&out_of_pool(failed, lang)),
            Standing::In { place, .. } => {
                s.push_str(&in_pool(*place, 1, None, lang));
                s.push_str(zh_en!(lang, "；", "; "));
                if !a.ineligible.is_empty() {
                    let _ = write!(
                        s,
                        "{}{}",
                        zh_en!(lang, "不符合条件：", "not eligible: "),
                        phrases(&a.ineligible, lang)
                    );
                } else if let Some(q) = &a.qualified {
                    let at = q.place;
                    s.push_str(&zh_en!(
                        lang,
                        format!("入选，第 {at} 名"),
                        format!("qualified, place {at}")
                    ));
                    if let Some(title) = &q.title {
                        let _ = write!(s, "{}{title}", zh_en!(lang, "，", ", "));
                    }
                } else {
                    let at = a.eligible_place.unwrap_or(0);
                    s.push_str(&zh_en!(
                        lang,
                        format!("符合条件，在符合条件者中排第 {at} 名，未进前 {top} 名"),
                        format!("eligible, place {at} among the eligible: below the top {top}")
                    ));
                }
            }
        }
        s.push('\n');
    }
    if !e.teams.is_empty() {
        let _ = writeln!(s, "{}", zh_en!(lang, "团体奖：", "team prizes:"));
    }
    for t in &e.teams {
        let name = rules.name_of(&t.prize).unwrap_or(&t.prize);
        let _ = write!(
            s,
            "  {}{}{}",
            title(&t.prize, name),
            rule(Named::Team(t.prize.clone())),
            text::colon(lang)
        );
        s.push_str(&team_line(rules, t, e.player, lang));
        s.push('\n');
    }
    let _ = writeln!(
        s,
        "{}{}{}",
        zh_en!(lang, "合计：", "total: "),
        e.total,
        besides(&e.in_kind, lang)
    );
    if let (Some(tax), Some(w)) = (&rules.tax, e.tax) {
        let (kind, rate) = (&tax.kind, tax.rate_label());
        let (gross, withheld, net, taxable, exempt) = (w.gross, w.tax, w.net, w.taxable, w.exempt);
        let net_amounts = tax.amounts.label() == "net";
        s.push_str(&zh_en!(
            lang,
            format!(
                "个税（{kind} {rate}，奖金额为{}）：应发 {gross}，代扣个税 {withheld}，实发 {net}（应税 {taxable}，免税 {exempt}）\n",
                if net_amounts { "税后" } else { "税前" }
            ),
            format!(
                "tax ({kind} {rate}, amounts {}): 应发 {gross}, 代扣个税 {withheld}, 实发 {net} (taxed {taxable}, exempt {exempt})\n",
                tax.amounts.label()
            )
        ));
    }
    s
}

/// A schedule's name: Chinese names it by its name, English adds the rules
/// file's id.
fn title(id: &str, name: &str, lang: Lang) -> String {
    zh_en!(lang, name.to_string(), format!("{id} {name}"))
}

/// The main reason of a player's outcome, which the page opens 为什么 with:
/// each schedule whose pool holds the player, what it paid or why not
/// ("公开组名次奖：在范围内，第 40 名（共 260 人）；未发：本奖只奖前 32 名"),
/// rendered from the record as the explanation's lines are, without the
/// rules file's line. Empty when no schedule's pool holds the player.
pub fn main_reasons(rules: &Rules, e: &PlayerRecord, lang: Lang) -> Vec<String> {
    (e.schedules.iter())
        .filter(|a| matches!(a.standing, Standing::In { .. }))
        .map(|a| {
            let (title, colon) = (title(&a.id, &a.name, lang), text::colon(lang));
            format!(
                "{title}{colon}{}",
                in_schedule(a, e.combining.stacking(), rules, lang)
            )
        })
        .collect()
}

/// A schedule whose pool holds the player: the place in the pool, then
/// what it paid ("在范围内，第 40 名（共 260 人）；未发：本奖只奖前 32 名");
/// empty for a player outside the pool.
fn in_schedule(a: &ScheduleRecord, stacking: Stacking, rules: &Rules, lang: Lang) -> String {
    let Standing::In {
        place,
        shared_by,
        size,
    } = a.standing
    else {
        return String::new();
    };
    // A prize table chosen by the number of players: which one.
    let table = (rules.schedules.iter())
        .find(|s| s.id == a.id)
        .and_then(|s| s.table)
        .map(|t| {
            let chosen = text::table_chosen(lang, t.players, t.bounds.from, t.bounds.to);
            zh_en!(lang, format!("（{chosen}）"), format!(" ({chosen})"))
        })
        .unwrap_or_default();
    format!(
        "{}{}{}{table}",
        in_pool(place, shared_by, Some(size), lang),
        zh_en!(lang, "；", "; "),
        paid(a, place, stacking, rules, lang)
    )
}

/// 「第11名」, 「第31至40名」: a place or range as a regulation writes it.
fn zh_place(r: crate::rules::PlaceRange) -> String {
    if r.from == r.to {
        format!("第{}名", r.from)
    } else {
        format!("第{}至{}名", r.from, r.to)
    }
}

/// What a schedule paid a player in its pool at `place`: the places paid,
/// or nothing and why (the places it pays, the prize that took the place).
fn paid(a: &ScheduleRecord, place: u32, stacking: Stacking, rules: &Rules, lang: Lang) -> String {
    let within = place <= a.places;
    let passed_over = (a.passed_over_for.as_ref()).filter(|_| within && a.awards.is_empty());
    if let Some(held) = passed_over {
        let name = rules.name_of(&held.schedule).unwrap_or("");
        let (id, at, amount) = (&held.schedule, held.place, held.amount);
        let why = match stacking {
            Stacking::One => zh_en!(
                lang,
                "每人限得一项".to_string(),
                "one prize per player".to_string()
            ),
            Stacking::All => zh_en!(
                lang,
                format!("{name}与本奖不兼得"),
                format!("{name} and this prize are not combined")
            ),
        };
        return zh_en!(
            lang,
            format!(
                "未发：已得{name}第{at}名（{amount}），金额较大，本奖名次顺延给下一位（{why}）"
            ),
            format!(
                "nothing: holds {id} {name} place {at} ({amount}), the larger prize, and the place passed to the next player ({why})"
            )
        );
    }
    if let (Some(Placing::GaveWay { name }), true) = (&a.placing, a.awards.is_empty()) {
        return zh_en!(
            lang,
            format!("未发：本奖为{name}保留名额，第 {place} 名让给{name}"),
            format!(
                "nothing: the schedule reserves places for {name}, and place {place} went to one of them"
            )
        );
    }
    if let (Some(picked), true) = (&a.picked, a.awards.is_empty()) {
        let zh: Vec<String> = picked.iter().map(|r| zh_place(*r)).collect();
        let en: Vec<String> = picked.iter().map(ToString::to_string).collect();
        return zh_en!(
            lang,
            format!("未发：本奖只奖{}", zh.join("、")),
            format!("nothing: the schedule pays places {}", en.join(", "))
        );
    }
    let places = a.places;
    if a.awards.is_empty() && !within {
        return zh_en!(
            lang,
            format!("未发：本奖只奖前 {places} 名"),
            format!(
                "nothing: the schedule pays {}",
                crate::msg::count(places, "place", "places")
            )
        );
    }
    if a.awards.is_empty() {
        return zh_en!(lang, "未发", "nothing").to_string();
    }
    let each: Vec<String> = a
        .awards
        .iter()
        .map(|w| {
            let moved = matches!(a.placing, Some(Placing::PassedDown { .. }));
            let (at, by, amount) = (w.place, w.shared_by, w.amount);
            // A share rounded to a coarser unit than the fen says so: the
            // players see why the share is a whole amount.
            let rounded = match rules.settings.split_unit {
                SplitUnit::Fen => ("", ""),
                SplitUnit::Jiao => ("，舍到角", ", rounded down to the jiao"),
                SplitUnit::Yuan => ("，舍到元", ", rounded down to the whole unit"),
            };
            let shared = match by {
                1 => String::new(),
                _ => zh_en!(
                    lang,
                    format!("（{by} 人并列平分{}）", rounded.0),
                    format!(" shared by {by}{}", rounded.1)
                ),
            };
            let moved = match (&a.placing, moved) {
                (Some(Placing::Reserved { name, .. }), _) => {
                    zh_en!(
                        lang,
                        format!("（{name}名额）"),
                        format!(" (reserved for {name})")
                    )
                }
                (_, false) => String::new(),
                (_, true) => zh_en!(lang, "（名次顺延）", " (places passed down)").to_string(),
            };
            // A prize besides money, or instead of it (奖杯, 礼品).
            let amount = match rules.prize_of(&w.schedule, at) {
                Some(prize) if amount.is_zero() => prize.to_string(),
                Some(prize) => zh_en!(
                    lang,
                    format!("{amount}，{prize}"),
                    format!("{amount} and {prize}")
                ),
                None => amount.to_string(),
            };
            // 名额 with a fixed amount instead of the place's.
            let fixed = match &a.raised {
                Some(r) if r.place == at => {
                    let (name, was) = (&r.name, r.place_amount);
                    match r.top {
                        Some(top) => zh_en!(
                            lang,
                            format!("（{name}未进前 {top} 名，各发此数；第 {at} 名原为 {was}）"),
                            format!(
                                " ({name} outside the first {top} are paid this; place {at} pays {was})"
                            )
                        ),
                        None => zh_en!(
                            lang,
                            format!("（{name}各发此数；第 {at} 名原为 {was}）"),
                            format!(" ({name} are paid this; place {at} pays {was})")
                        ),
                    }
                }
                _ => String::new(),
            };
            zh_en!(
                lang,
                format!("发第 {at} 名{shared}{moved}：{amount}{fixed}"),
                format!("paid place {at}{shared}{moved}: {amount}{fixed}")
            )
        })
        .collect();
    each.join(zh_en!(lang, "；", ", "))
}

/// A place the pool left vacant and the player filled (递补).
fn filled(a: &ScheduleRecord, regions: &[String], lang: Lang) -> String {
    let each: Vec<String> = a
        .awards
        .iter()
        .map(|w| {
            let (at, amount) = (w.place, w.amount);
            zh_en!(
                lang,
                format!("第 {at} 名：{amount}"),
                format!("place {at}: {amount}")
            )
        })
        .collect();
    let (from, each) = (regions.join("、"), each.join(zh_en!(lang, "；", ", ")));
    zh_en!(
        lang,
        format!("；本奖名额不足，由{from}棋手递补，发{each}"),
        format!("; the pool left places vacant, filled from {from}: paid {each}")
    )
}

/// A player's team for one team prize: the team, whether the player's
/// place counts, the team's result and place, what decided it and what the
/// team is paid (to the team, not into the player's total).
fn team_line(
    rules: &Rules,
    t: &crate::engine::TeamStanding,
    player: PlayerId,
    lang: Lang,
) -> String {
    use crate::engine::TeamDecided;
    let prize = rules.teams.iter().find(|p| p.id == t.prize);
    let counted = prize.map_or(0, |p| p.counted);
    let team = &t.team;
    let sum = t.sum.normalize();
    let measure = match prize.map(|p| p.by) {
        Some(crate::rules::TeamMeasure::Score) => zh_en!(lang, "积分之和", "scores added up"),
        _ => zh_en!(lang, "名次之和", "places added up"),
    };
    let mut s = match t.counted.contains(&player) {
        true => zh_en!(
            lang,
            format!("所在队 {team}，本人名次计入团体成绩（每队取前{counted}名，{measure} {sum}）"),
            format!(
                "team {team}; the player's place counts (best {counted} of each team, {measure}: {sum})"
            )
        ),
        false => zh_en!(
            lang,
            format!("所在队 {team}，本人未进本队前{counted}名，不计入团体成绩（{measure} {sum}）"),
            format!(
                "team {team}; the player is not among its best {counted} and does not count ({measure}: {sum})"
            )
        ),
    };
    s.push_str(zh_en!(lang, "；", "; "));
    let why = match &t.decided {
        TeamDecided::Sum => String::new(),
        TeamDecided::BestPlace { level_with } => zh_en!(
            lang,
            format!(
                "（与{}成绩相同，按最好个人名次排定）",
                level_with.join("、")
            ),
            format!(
                " (level with {}, placed by the best individual places)",
                level_with.join(", ")
            )
        ),
        TeamDecided::Shared { with } => zh_en!(
            lang,
            format!("（与{}并列，平分所占名次的奖金）", with.join("、")),
            format!(
                " (tied with {}, sharing the money of their places)",
                with.join(", ")
            )
        ),
        TeamDecided::Short { players, counted } => zh_en!(
            lang,
            format!("（该队{players}人，不足{counted}人）"),
            format!(
                " (the team has {players} of {})",
                crate::msg::count(counted, "player", "players")
            )
        ),
    };
    match t.place {
        None => s.push_str(&zh_en!(
            lang,
            format!("不计团体名次{why}"),
            format!("not ranked{why}")
        )),
        Some(place) => {
            let last = place + t.shared_by.max(1) - 1;
            let label = match (lang, last == place) {
                (Lang::Zh, true) => format!("第{place}名"),
                (Lang::Zh, false) => format!("第{place}-{last}名"),
                (Lang::En, true) => format!("place {place}"),
                (Lang::En, false) => format!("places {place}-{last}"),
            };
            s.push_str(&zh_en!(
                lang,
                format!("团体{label}{why}"),
                format!("team {label}{why}")
            ));
            let places = prize.map_or(0, |p| p.amounts().len());
            s.push_str(&team_prize_words(t, places, lang));
        }
    }
    s
}

/// What a placed team gets: its money (paid to the team), the prize text
/// of its place (团体录取, 奖杯), or, beyond the places, that it got none.
fn team_prize_words(t: &crate::engine::TeamStanding, places: usize, lang: Lang) -> String {
    let amount = t.amount;
    match (&t.prize_text, amount.is_zero()) {
        (Some(text), true) => zh_en!(lang, format!("，得{text}"), format!(", gets {text}")),
        (Some(text), false) => zh_en!(
            lang,
            format!("，{amount} 付给该队（不计入本人合计），另{text}"),
            format!(", {amount} paid to the team (not in the player's total), and {text}")
        ),
        (None, false) => zh_en!(
            lang,
            format!("，{amount} 付给该队（不计入本人合计）"),
            format!(", {amount} paid to the team (not in the player's total)")
        ),
        (None, true) if t.place.is_some_and(|p| p as usize > places) => zh_en!(
            lang,
            format!("，未获团体名次奖：本奖只奖前 {places} 名"),
            format!(
                ", no team prize: the prize goes to {}",
                crate::msg::count(places, "place", "places")
            )
        ),
        (None, true) => zh_en!(lang, "，无奖金".to_string(), ", no money".to_string()),
    }
}

/// The combining in force, as the first line of `explain` says it.
pub fn stacking(combining: &Combining, lang: Lang) -> String {
    zh_en!(
        lang,
        format!("名次奖{}", combining.words(lang)),
        combining.words(lang)
    )
}

/// "在范围内，第 2 名（2 人并列，共 5 人）".
fn in_pool(place: u32, shared_by: u32, size: Option<usize>, lang: Lang) -> String {
    let mut notes = Vec::new();
    if shared_by > 1 {
        notes.push(zh_en!(
            lang,
            format!("{shared_by} 人并列"),
            format!(" (shared by {shared_by})")
        ));
    }
    if let Some(size) = size {
        notes.push(zh_en!(lang, format!("共 {size} 人"), format!(" of {size}")));
    }
    match lang {
        Lang::Zh if notes.is_empty() => format!("在范围内，第 {place} 名"),
        Lang::Zh => format!("在范围内，第 {place} 名（{}）", notes.join("，")),
        Lang::En => format!("in the pool, place {place}{}", notes.concat()),
    }
}

/// "不在范围内：非女子（性别 男）".
fn out_of_pool(failed: &[Verdict], lang: Lang) -> String {
    format!(
        "{}{}",
        zh_en!(lang, "不在范围内：", "not in the pool: "),
        phrases(failed, lang)
    )
}

/// Each failed condition: its reason and the value behind it, as
/// "非女子（性别 男）".
pub fn phrases(verdicts: &[Verdict], lang: Lang) -> String {
    let reasons: Vec<_> = verdicts.iter().filter_map(Verdict::reason).collect();
    crate::msg::why::phrases(&reasons, lang)
}

/// The tie of the player's 名次 in a pool, indented under the schedule's
/// line: "并列：与 丙 名次相同（名次 2），同列第 2 名，共占第 2—3 名" for players
/// of equal standing, "并列：名次 5 共 4 人（甲、乙、丙、丁），按预赛名次分列第
/// 5—8 名" for those 预赛名次 set apart.
fn tie_line(tie: &RankTie, e: &PlayerRecord, standings: &Standings, lang: Lang) -> String {
    let names = |ids: &mut dyn Iterator<Item = &PlayerId>| -> String {
        let names: Vec<&str> = ids.map(|id| id.player(standings).name.as_str()).collect();
        names.join(zh_en!(lang, "、", ", "))
    };
    let rank = e.player.player(standings).rank;
    let places = |first: u32, last: u32| match first == last {
        true => zh_en!(lang, format!("第 {first} 名"), format!("place {first}")),
        false => zh_en!(
            lang,
            format!("第 {first}—{last} 名"),
            format!("places {first}–{last}")
        ),
    };
    let mut s = String::new();
    if tie.shared.len() > 1 {
        let others = names(&mut tie.shared.iter().filter(|&&id| id != e.player));
        let ahead = tie.players.iter().position(|id| tie.shared.contains(id));
        let first = tie.first + u32::try_from(ahead.unwrap_or(0)).unwrap_or(0);
        let last = first + u32::try_from(tie.shared.len() - 1).unwrap_or(0);
        let covered = places(first, last);
        s.push_str(&zh_en!(
            lang,
            format!(
                "    并列：与 {others} 名次相同（名次 {rank}），同列第 {first} 名，共占{covered}\n"
            ),
            format!("    tied: with {others} at final place {rank}, sharing {covered}\n")
        ));
    }
    if tie.players.len() > tie.shared.len() {
        let (count, all) = (tie.players.len(), names(&mut tie.players.iter()));
        let covered = places(tie.first, tie.last);
        s.push_str(&zh_en!(
            lang,
            format!("    并列：名次 {rank} 共 {count} 人（{all}），按预赛名次分列{covered}\n"),
            format!("    tied: {count} players at final place {rank} ({all}), set apart by their preliminary places into {covered}\n")
        ));
    }
    s
}

/// What the standings audit says about the player on `row` of `sheet`,
/// then what it could not check on that sheet (`audit.not_done`,
/// `audit.partial`).
pub fn audit_lines(audit: &Audit, sheet: &str, row: u32, lang: Lang) -> String {
    let title = zh_en!(lang, "名次核对", "places audit");
    let colon = text::colon(lang);
    let gaps: Vec<&Warning> = audit.gaps().filter(|w| w.sheet == sheet).collect();
    let mine: Vec<Msg> = (audit.findings.iter())
        .filter(|f| f.names(sheet, row))
        .map(Finding::msg)
        .collect();
    let mut s = if !audit.groups.iter().any(|g| g == sheet) {
        let why = zh_en!(
            lang,
            "本组未核对（规则未写明名次的产生阶段，或成绩表没有积分列）",
            "not done for this group (no phases in the rules, or no score column)",
        );
        format!("{title}{colon}{why}\n")
    } else if mine.is_empty() && gaps.is_empty() {
        let none = zh_en!(
            lang,
            "该选手的名次与积分、破同分顺序相符",
            "nothing out of order for this player",
        );
        format!("{title}{colon}{none}\n")
    } else if mine.is_empty() {
        let none = zh_en!(
            lang,
            "该选手的名次在已核对的列上相符",
            "nothing out of order for this player on the columns checked",
        );
        format!("{title}{colon}{none}\n")
    } else {
        format!("{title}{colon}\n")
    };
    for m in mine.iter().chain(gaps.iter().map(|w| &w.message)) {
        let _ = writeln!(s, "  [{}] {}", m.code(), m.render(lang));
    }
    s
}

/// What the total line adds for the prizes besides money the player is
/// handed, so a total of 0.00 does not read as nothing:
/// 「（另获奖品：证书、奖牌）」; empty without any.
fn besides(in_kind: &[String], lang: Lang) -> String {
    if in_kind.is_empty() {
        return String::new();
    }
    let all = in_kind.join(zh_en!(lang, "、", ", "));
    zh_en!(
        lang,
        format!("（另获奖品：{all}）"),
        format!(" (besides: {all})")
    )
}
