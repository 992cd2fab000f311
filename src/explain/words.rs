//! The text of `explain`: for one player, each prize schedule, subsidy and
//! qualifier list, in the pool or not and why, place and amount, each line
//! citing its pool's line in the rules file. Chinese in the regulation's
//! words (名次奖, 顺延, 兼得 …); English with `--lang en`.

use crate::audit::{Audit, Finding};
use crate::engine::{PlayerRecord, RankTie, Standing};
use crate::msg::{Lang, Msg, text};
use crate::rules::filter::Verdict;
use crate::rules::{Lines, Named, Rules, Stacking};
use crate::standings::{Standings, Warning};
use std::fmt::Write;

/// The whole explanation, one line per schedule, subsidy and list.
pub fn explanation(
    rules: &Rules,
    lines: &Lines,
    standings: &Standings,
    e: &PlayerRecord,
    lang: Lang,
) -> String {
    let zh = lang == Lang::Zh;
    let p = e.player.player(standings);
    let group = e.player.group_name(standings);
    let rule = |named: Named| match lines.line_of_named(&named) {
        Some(line) if zh => format!("〔{}〕", text::rules_line(&lines.name, Some(line), lang)),
        Some(line) => format!(" [{} line {line}]", lines.name),
        None => String::new(),
    };
    // Chinese names a schedule by its name; English adds the rules file's id.
    let title = |id: &str, name: &str| {
        if zh {
            name.to_string()
        } else {
            format!("{id} {name}")
        }
    };
    let mut s = String::new();
    let _ = if zh {
        writeln!(
            s,
            "{}（{group}第{}行，编号 {}，名次 {}）；{}",
            p.name,
            p.row,
            p.no,
            p.rank,
            stacking(e.stacking, lang)
        )
    } else {
        writeln!(
            s,
            "{} ({group} row {}, 编号 {}, 名次 {}); prizes per player: {}",
            p.name,
            p.row,
            p.no,
            p.rank,
            e.stacking.label()
        )
    };
    let _ = writeln!(s, "{}", lang.pick("名次奖：", "prize schedules:"));
    for a in &e.schedules {
        let _ = write!(
            s,
            "  {}{}{}",
            title(&a.id, &a.name),
            rule(Named::Schedule(a.id.clone())),
            text::colon(lang)
        );
        match &a.standing {
            Standing::Out(failed) => s.push_str(&out_of_pool(failed, lang)),
            Standing::In {
                place,
                shared_by,
                size,
            } => {
                s.push_str(&in_pool(*place, *shared_by, Some(*size), lang));
                s.push_str(lang.pick("；", "; "));
                let within = *place <= a.places;
                if let Some(held) = a
                    .passed_over_for
                    .as_ref()
                    .filter(|_| within && a.awards.is_empty())
                {
                    let held_name = rules.name_of(&held.schedule).unwrap_or("");
                    let held_title = title(&held.schedule, held_name);
                    let _ = if zh {
                        write!(
                            s,
                            "未发：已得{held_title}第{}名（{}），金额较大，本奖名次顺延给下一位（每人限得一项）",
                            held.place, held.amount
                        )
                    } else {
                        write!(
                            s,
                            "nothing: holds {held_title} place {} ({}), the larger prize, and the place passed to the next player (one prize per player)",
                            held.place, held.amount
                        )
                    };
                } else if a.awards.is_empty() {
                    let _ = match (*place > a.places, lang) {
                        (true, Lang::Zh) => write!(s, "未发：本奖只奖前 {} 名", a.places),
                        (true, Lang::En) => {
                            write!(s, "nothing: the schedule pays {} places", a.places)
                        }
                        (false, _) => write!(s, "{}", lang.pick("未发", "nothing")),
                    };
                } else {
                    let paid: Vec<String> = a
                        .awards
                        .iter()
                        .map(|w| {
                            let moved = w.place != *place && e.stacking == Stacking::One;
                            match lang {
                                Lang::Zh => format!(
                                    "发第 {} 名{}{}：{}",
                                    w.place,
                                    if w.shared_by > 1 {
                                        format!("（{} 人并列平分）", w.shared_by)
                                    } else {
                                        String::new()
                                    },
                                    if moved { "（名次顺延）" } else { "" },
                                    w.amount
                                ),
                                Lang::En => format!(
                                    "paid place {}{}{}: {}",
                                    w.place,
                                    if w.shared_by > 1 {
                                        format!(" shared by {}", w.shared_by)
                                    } else {
                                        String::new()
                                    },
                                    if moved {
                                        " (名次顺延: places passed down)"
                                    } else {
                                        ""
                                    },
                                    w.amount
                                ),
                            }
                        })
                        .collect();
                    s.push_str(&paid.join(lang.pick("；", ", ")));
                }
            }
        }
        s.push('\n');
        if let Some(tie) = &a.tie {
            s.push_str(&tie_line(tie, e, standings, lang));
        }
    }
    for c in &rules.cancelled {
        let _ = if zh {
            writeln!(s, "  {}：已由 {} 补充通知取消", c.name, c.cancelled_by)
        } else {
            writeln!(
                s,
                "  {} {}: cancelled by the amendment of {}",
                c.id, c.name, c.cancelled_by
            )
        };
    }
    if !e.subsidies.is_empty() {
        let _ = writeln!(s, "{}", lang.pick("补贴：", "subsidies:"));
    }
    for a in &e.subsidies {
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
        } else if checks.is_empty() {
            s.push_str(lang.pick(
                "不在补贴对象之内（未标为在校学生）",
                "not a candidate (not marked 在校学生)",
            ));
        } else {
            let checks: Vec<String> = checks
                .iter()
                .map(|c| {
                    let mark = if c.met { "✓" } else { "✗" };
                    let evidence = c.evidence.render(lang);
                    match lang {
                        Lang::Zh => format!("{mark} {}（{evidence}）", c.condition.label()),
                        Lang::En => format!("{mark} {} ({evidence})", c.condition.label()),
                    }
                })
                .collect();
            s.push_str(&checks.join(lang.pick("，", ", ")));
            s.push_str(lang.pick("；", "; "));
            if a.amount.is_zero() {
                s.push_str(lang.pick("未发", "nothing"));
            } else {
                let _ = write!(s, "{}", a.amount);
            }
        }
        s.push('\n');
    }
    if !e.lists.is_empty() {
        let _ = writeln!(s, "{}", lang.pick("资格名单：", "qualifier lists:"));
    }
    for a in &e.lists {
        let _ = match lang {
            Lang::Zh => write!(s, "  {}（前 {} 名）", a.name, a.top),
            Lang::En => write!(s, "  {} {} (top {})", a.id, a.name, a.top),
        };
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
                s.push_str(lang.pick("；", "; "));
                if !a.ineligible.is_empty() {
                    let _ = write!(
                        s,
                        "{}{}",
                        lang.pick("不符合条件：", "not eligible: "),
                        phrases(&a.ineligible, lang)
                    );
                } else if let Some(q) = &a.qualified {
                    let _ = match lang {
                        Lang::Zh => write!(s, "入选，第 {} 名", q.place),
                        Lang::En => write!(s, "qualified, place {}", q.place),
                    };
                    if let Some(title) = &q.title {
                        let _ = write!(s, "{}{title}", lang.pick("，", ", "));
                    }
                } else {
                    let at = a.eligible_place.unwrap_or(0);
                    let _ = match lang {
                        Lang::Zh => write!(
                            s,
                            "符合条件，在符合条件者中排第 {at} 名，未进前 {} 名",
                            a.top
                        ),
                        Lang::En => write!(
                            s,
                            "eligible, place {at} among the eligible: below the top {}",
                            a.top
                        ),
                    };
                }
            }
        }
        s.push('\n');
    }
    let _ = writeln!(s, "{}{}", lang.pick("合计：", "total: "), e.total);
    if let (Some(tax), Some(w)) = (&rules.tax, e.tax) {
        let _ = match lang {
            Lang::Zh => writeln!(
                s,
                "个税（{} {}，奖金额为{}）：应发 {}，代扣个税 {}，实发 {}（应税 {}，免税 {}）",
                tax.kind,
                tax.rate_label(),
                if tax.amounts.label() == "net" {
                    "税后"
                } else {
                    "税前"
                },
                w.gross,
                w.tax,
                w.net,
                w.taxable,
                w.exempt
            ),
            Lang::En => writeln!(
                s,
                "tax ({} {}, amounts {}): 应发 {}, 代扣个税 {}, 实发 {} (taxed {}, exempt {})",
                tax.kind,
                tax.rate_label(),
                tax.amounts.label(),
                w.gross,
                w.tax,
                w.net,
                w.taxable,
                w.exempt
            ),
        };
    }
    s
}

/// The stacking setting in words: 每人可兼得 / 每人限得一项.
pub fn stacking(stacking: Stacking, lang: Lang) -> &'static str {
    match (stacking, lang) {
        (Stacking::All, Lang::Zh) => "名次奖每人可兼得",
        (Stacking::One, Lang::Zh) => "名次奖每人限得一项（就高不就低，名次顺延）",
        (Stacking::All, Lang::En) => "all",
        (Stacking::One, Lang::En) => "one",
    }
}

/// "在范围内，第 2 名（2 人并列，共 5 人）".
fn in_pool(place: u32, shared_by: u32, size: Option<usize>, lang: Lang) -> String {
    match lang {
        Lang::Zh => {
            let mut notes = Vec::new();
            if shared_by > 1 {
                notes.push(format!("{shared_by} 人并列"));
            }
            if let Some(size) = size {
                notes.push(format!("共 {size} 人"));
            }
            let notes = if notes.is_empty() {
                String::new()
            } else {
                format!("（{}）", notes.join("，"))
            };
            format!("在范围内，第 {place} 名{notes}")
        }
        Lang::En => {
            let mut s = format!("in the pool, place {place}");
            if shared_by > 1 {
                s.push_str(&format!(" (shared by {shared_by})"));
            }
            if let Some(size) = size {
                s.push_str(&format!(" of {size}"));
            }
            s
        }
    }
}

/// "不在范围内：非女子（性别 男）".
fn out_of_pool(failed: &[Verdict], lang: Lang) -> String {
    format!(
        "{}{}",
        lang.pick("不在范围内：", "not in the pool: "),
        phrases(failed, lang)
    )
}

/// Each failed condition: its reason and the value behind it, as
/// "非女子（性别 男）".
pub fn phrases(verdicts: &[Verdict], lang: Lang) -> String {
    let reasons: Vec<_> = verdicts.iter().filter_map(Verdict::reason).collect();
    crate::msg::why::phrases(&reasons, lang)
}

/// The tie of the player's 名次 in a pool: "并列：名次 5 共 4 人（甲、乙、丙、丁），
/// 按预赛名次分列第 5—8 名" or, for players of equal standing, "与 甲 并列第 3 名，
/// 共同占第 3—4 名". Indented under the schedule's line.
fn tie_line(tie: &RankTie, e: &PlayerRecord, standings: &Standings, lang: Lang) -> String {
    let names = |ids: &[crate::engine::PlayerId]| -> Vec<String> {
        ids.iter()
            .map(|id| id.player(standings).name.to_string())
            .collect()
    };
    let me = e.player.player(standings);
    let sep = lang.pick("、", ", ");
    let places = |first: u32, last: u32| match lang {
        Lang::Zh if first == last => format!("第 {first} 名"),
        Lang::Zh => format!("第 {first}—{last} 名"),
        Lang::En if first == last => format!("place {first}"),
        Lang::En => format!("places {first}–{last}"),
    };
    let mut s = String::new();
    if tie.shared.len() > 1 {
        let others: Vec<crate::engine::PlayerId> = tie
            .shared
            .iter()
            .copied()
            .filter(|&id| id != e.player)
            .collect();
        let first = tie.first
            + u32::try_from(
                tie.players
                    .iter()
                    .position(|id| tie.shared.contains(id))
                    .unwrap_or(0),
            )
            .unwrap_or(0);
        let last = first + u32::try_from(tie.shared.len()).unwrap_or(1) - 1;
        let _ = match lang {
            Lang::Zh => writeln!(
                s,
                "    并列：与 {} 名次相同（名次 {}），同列第 {first} 名，共占{}",
                names(&others).join(sep),
                me.rank,
                places(first, last)
            ),
            Lang::En => writeln!(
                s,
                "    tied: with {} at final place {}, sharing {}",
                names(&others).join(sep),
                me.rank,
                places(first, last)
            ),
        };
    }
    if tie.players.len() > tie.shared.len() {
        let _ = match lang {
            Lang::Zh => writeln!(
                s,
                "    并列：名次 {} 共 {} 人（{}），按预赛名次分列{}",
                me.rank,
                tie.players.len(),
                names(&tie.players).join(sep),
                places(tie.first, tie.last)
            ),
            Lang::En => writeln!(
                s,
                "    tied: {} players at final place {} ({}), set apart by their preliminary places into {}",
                tie.players.len(),
                me.rank,
                names(&tie.players).join(sep),
                places(tie.first, tie.last)
            ),
        };
    }
    s
}

/// What the standings audit says about the player on `row` of `sheet`,
/// then what it could not check on that sheet (`audit.not_done`,
/// `audit.partial`).
pub fn audit_lines(audit: &Audit, sheet: &str, row: u32, lang: Lang) -> String {
    let title = lang.pick("名次核对", "places audit (名次核对)");
    let colon = text::colon(lang);
    let gaps: Vec<&Warning> = audit.gaps().filter(|w| w.sheet == sheet).collect();
    let mine: Vec<Msg> = (audit.findings.iter())
        .filter(|f| f.names(sheet, row))
        .map(Finding::msg)
        .collect();
    let mut s = if !audit.groups.iter().any(|g| g == sheet) {
        let why = lang.pick(
            "本组未核对（规则未写明名次的产生阶段，或成绩表没有积分列）",
            "not done for this group (no phases in the rules, or no 积分 column)",
        );
        format!("{title}{colon}{why}\n")
    } else if mine.is_empty() && gaps.is_empty() {
        let none = lang.pick(
            "该选手的名次与积分、破同分顺序相符",
            "nothing out of order for this player",
        );
        format!("{title}{colon}{none}\n")
    } else if mine.is_empty() {
        let none = lang.pick(
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
