//! The audit on small hand-made groups. Every expected finding is read off
//! the figures written in the test: which pair is out of order and on which
//! column follows from the tie-break order the rules state.

use super::*;
use crate::msg::Lang;
use crate::rules::load;
use crate::standings::Figures;

/// A finding as every output shows it, in Chinese.
fn said(f: &Finding) -> String {
    f.msg().render(Lang::Zh)
}

/// The audit's summary line, in Chinese.
fn zh_summary(a: &Audit) -> String {
    a.summary().render(Lang::Zh)
}

/// 2019 Shizhu's open group: a 32-player knockout, then the Swiss.
const SHIZHU: &str = r#"event = "t"
event_year = 2019
[[groups]]
sheet = "公开组"
kind = "open"
knockout = 32
phases = [{ from = 1, to = 32, by = "knockout" }, { from = 33, by = "swiss", rounds = 11 }]
tiebreaks = [
  { column = "积分", first = "more" },
  { column = "累进分", first = "more" },
  { column = "胜局", first = "more" },
  { column = "犯规", first = "fewer" },
  { column = "后走局数", first = "more" },
]
"#;

/// One Swiss for everyone, same tie-breaks.
fn swiss_only() -> Rules {
    load(
        "t.toml",
        &SHIZHU.replace("knockout = 32\n", "").replace(
            "{ from = 1, to = 32, by = \"knockout\" }, { from = 33,",
            "{ from = 1,",
        ),
    )
    .unwrap()
}

const SWISS_COLUMNS: [Column; 5] = [
    Column::Score,
    Column::Progressive,
    Column::Wins,
    Column::Fouls,
    Column::Blacks,
];

/// A player on sheet row rank+1 with 积分, 累进分, 胜局, 犯规, 后走局数.
fn player(rank: u32, no: &str, [score, prog, wins, fouls, blacks]: [i64; 5]) -> Player {
    let mut p = Player::new(rank + 1, rank, no, &format!("棋手{no}"));
    let figure = |v: i64| Some(v.into());
    // In `Figures::COLUMNS` order: 积分, 累进分, 胜局, 后走局数, 对手分.
    p.figures = Figures::new([
        figure(score),
        figure(prog),
        figure(wins),
        figure(blacks),
        None,
    ]);
    p.fouls = fouls as u32;
    p
}

fn standings(columns: &[Column], players: Vec<Player>) -> Standings {
    let mut all = vec![Column::Rank, Column::No, Column::Name];
    all.extend(columns);
    Standings::of(&all, [("公开组", players)])
}

fn findings(rules: &Rules, players: Vec<Player>) -> Vec<Finding> {
    audit(rules, &standings(&SWISS_COLUMNS, players)).findings
}

#[test]
fn a_player_placed_above_one_with_more_progressive_points_on_equal_score_is_flagged() {
    // Both 14 points; 累进分 55 beats 50, so 编号 2 should be above 编号 1.
    let found = findings(
        &swiss_only(),
        vec![
            player(1, "1", [14, 50, 6, 0, 5]),
            player(2, "2", [14, 55, 6, 0, 5]),
        ],
    );
    assert_eq!(found.len(), 1, "{found:#?}");
    let f = &found[0];
    assert_eq!(f.code, "audit.order");
    assert_eq!(f.column, "累进分");
    assert_eq!(f.rows, vec![2, 3]);
    assert!(
        said(f).contains("1 棋手1（名次 1，第 2 行）"),
        "{}",
        said(f)
    );
    assert!(
        said(f).contains("2 棋手2（名次 2，第 3 行）"),
        "{}",
        said(f)
    );
    assert!(said(f).contains("积分相同"), "{}", said(f));
    assert!(said(f).contains("50 对 55"), "{}", said(f));
    assert_eq!(f.warning().message.code(), "audit.order");
}

#[test]
fn players_equal_on_every_column_may_stand_in_either_order() {
    let same = [14, 55, 6, 0, 5];
    let found = findings(
        &swiss_only(),
        vec![
            player(1, "1", same),
            player(2, "2", same),
            player(3, "3", same),
        ],
    );
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn fewer_fouls_rank_first() {
    // Equal through 胜局; 编号 1 has a foul, 编号 2 none: 2 should be first.
    let wrong = vec![
        player(1, "1", [14, 55, 6, 1, 5]),
        player(2, "2", [14, 55, 6, 0, 5]),
    ];
    let found = findings(&swiss_only(), wrong);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].column, "犯规");
    let right = vec![
        player(1, "2", [14, 55, 6, 0, 5]),
        player(2, "1", [14, 55, 6, 1, 5]),
    ];
    assert!(findings(&swiss_only(), right).is_empty());
}

#[test]
fn more_games_as_black_rank_first() {
    // Equal through 犯规; 5 games as black beat 4.
    let wrong = vec![
        player(1, "1", [14, 55, 6, 0, 4]),
        player(2, "2", [14, 55, 6, 0, 5]),
    ];
    let found = findings(&swiss_only(), wrong);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].column, "后走局数");
    let right = vec![
        player(1, "2", [14, 55, 6, 0, 5]),
        player(2, "1", [14, 55, 6, 0, 4]),
    ];
    assert!(findings(&swiss_only(), right).is_empty());
}

#[test]
fn a_higher_score_decides_before_any_tie_break() {
    // 编号 1 has the better 累进分 but fewer points: the score decides.
    let found = findings(
        &swiss_only(),
        vec![
            player(1, "1", [12, 70, 6, 0, 5]),
            player(2, "2", [14, 50, 6, 0, 5]),
        ],
    );
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].column, "积分");
    assert!(!said(&found[0]).contains("相同"), "{}", said(&found[0]));
}

/// Twenty players in the right order: scores 40, 39, … 21.
fn twenty() -> Vec<Player> {
    (1..=20)
        .map(|r| player(r, &r.to_string(), [41 - r as i64, 200, 10, 0, 5]))
        .collect()
}

#[test]
fn two_players_swapped_far_apart_give_one_finding_naming_both() {
    let mut players = twenty();
    assert!(findings(&swiss_only(), players.clone()).is_empty());
    // Swap places 4 and 15: nine players between are out of order with both.
    let (a, b) = (players[3].rank, players[14].rank);
    players[3].rank = b;
    players[14].rank = a;
    let found = findings(&swiss_only(), players);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        said(&found[0]).contains("15 棋手15（名次 4"),
        "{}",
        said(&found[0])
    );
    assert!(
        said(&found[0]).contains("4 棋手4（名次 15"),
        "{}",
        said(&found[0])
    );
}

#[test]
fn one_player_put_too_high_gives_one_finding() {
    // 编号 12 (score 29) written at place 3: places 3-11 move down one.
    let players: Vec<Player> = twenty()
        .into_iter()
        .map(|mut p| {
            p.rank = match p.rank {
                12 => 3,
                3..=11 => p.rank + 1,
                r => r,
            };
            p
        })
        .collect();
    let found = findings(&swiss_only(), players);
    assert_eq!(found.len(), 1, "{found:#?}");
    // The farthest player put behind it: 编号 11 (score 30), now at place 12.
    assert!(
        said(&found[0]).starts_with("12 棋手12（名次 3"),
        "{}",
        said(&found[0])
    );
    assert!(
        said(&found[0]).contains("11 棋手11（名次 12"),
        "{}",
        said(&found[0])
    );
}

#[test]
fn players_sharing_a_place_are_not_compared() {
    let found = findings(
        &swiss_only(),
        vec![
            player(1, "1", [14, 50, 6, 0, 5]),
            player(1, "2", [14, 55, 6, 0, 5]),
        ],
    );
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn a_tie_break_after_a_missing_column_is_not_used() {
    // Without 胜局 in the sheet, 犯规 and 后走局数 cannot be compared: 编号 1
    // may have more wins for all the sheet says.
    let players = vec![
        player(1, "1", [14, 55, 6, 1, 5]),
        player(2, "2", [14, 55, 6, 0, 5]),
    ];
    let st = standings(
        &[
            Column::Score,
            Column::Progressive,
            Column::Fouls,
            Column::Blacks,
        ],
        players,
    );
    let a = audit(&swiss_only(), &st);
    assert!(a.findings.is_empty(), "{:#?}", a.findings);
    assert_eq!(a.groups, vec!["公开组"]);
    // Without 积分 nothing is audited at all, and every output says so:
    // never "0 found".
    let st = standings(&[Column::Progressive], Vec::new());
    let a = audit(&swiss_only(), &st);
    assert!(a.groups.is_empty());
    assert_eq!(
        zh_summary(&a),
        "名次核对：未做（1 个阶段缺少所需的列，见警告）"
    );
    assert!(!zh_summary(&a).contains("发现 0 处"));
    assert_eq!(a.not_done.len(), 1);
    assert_eq!(a.not_done[0].message.code(), "audit.not_done");
    assert_eq!(a.not_done[0].column.as_deref(), Some("积分"));
}

#[test]
fn a_phase_without_its_second_tie_break_is_audited_on_score_and_says_what_was_not_checked() {
    // No 累进分: the pair 1/2 differs on 积分 (12 above 14), which decides
    // whatever 累进分 holds: one finding on 积分. The pair 3/4 is equal on
    // 积分 and out of order on 胜局 (6 above 7); 胜局 counts only after
    // 累进分, which the sheet lacks, so it is not compared.
    let players = vec![
        player(1, "1", [12, 0, 5, 0, 5]),
        player(2, "2", [14, 0, 5, 0, 5]),
        player(3, "3", [10, 0, 6, 0, 5]),
        player(4, "4", [10, 0, 7, 0, 5]),
    ];
    let st = standings(
        &[Column::Score, Column::Wins, Column::Fouls, Column::Blacks],
        players,
    );
    let a = audit(&swiss_only(), &st);
    assert_eq!(a.groups, vec!["公开组"]);
    assert_eq!(a.findings.len(), 1, "{:#?}", a.findings);
    assert_eq!(a.findings[0].rows, vec![2, 3]);
    assert_eq!(a.findings[0].column, "积分");
    // Never silently shortened: the gap is said, by name, with the fix.
    assert!(a.not_done.is_empty());
    assert_eq!(a.partial.len(), 1);
    let gap = &a.partial[0];
    assert_eq!(gap.message.code(), "audit.partial");
    assert_eq!(gap.column.as_deref(), Some("累进分"));
    assert_eq!(
        gap.message.render(Lang::Zh),
        "公开组 第1名及以后的名次只按“积分”核对：表中没有“累进分”列，\
         这些列都相同的选手之间按“累进分”“胜局”“犯规”“后走局数”排定的先后未核对。\
         如要核对，请补上“累进分”列。"
    );
    assert_eq!(a.gaps().count(), 1);
    assert_eq!(
        zh_summary(&a),
        "名次核对：已核对的部分有 1 处与积分/破同分顺序不符；\
         其中 1 个阶段缺少破同分列，只按前面的列核对（见警告）"
    );
}

#[test]
fn a_phase_with_every_tie_break_column_has_no_gap() {
    let a = audit(&swiss_only(), &standings(&SWISS_COLUMNS, twenty()));
    assert!(a.partial.is_empty() && a.not_done.is_empty());
    // The last tie-break missing: audited on the four before it.
    let st = standings(&SWISS_COLUMNS[..4], twenty());
    let a = audit(&swiss_only(), &st);
    assert_eq!(a.partial.len(), 1);
    assert_eq!(a.partial[0].column.as_deref(), Some("后走局数"));
}

#[test]
fn the_summary_line_counts_the_findings() {
    let mut a = audit(&swiss_only(), &standings(&SWISS_COLUMNS, twenty()));
    assert_eq!(zh_summary(&a), "名次核对：发现 0 处与积分/破同分顺序不符");
    // Places 1 and 2 swapped: one finding.
    let mut swapped = twenty();
    swapped[0].rank = 2;
    swapped[1].rank = 1;
    a = audit(&swiss_only(), &standings(&SWISS_COLUMNS, swapped));
    assert_eq!(zh_summary(&a), "名次核对：发现 1 处与积分/破同分顺序不符");
}

/// The 32 knockout places of 2019 filled like a bracket (1, 2, 3, 4, 5×4,
/// 9×8, 17×16), 预赛名次 = the row's position, then Swiss players from 33.
fn knockout_field() -> Vec<Player> {
    let mut places = vec![1, 2, 3, 4];
    places.extend([5; 4]);
    places.extend([9; 8]);
    places.extend([17; 16]);
    let mut players: Vec<Player> = places
        .iter()
        .enumerate()
        .map(|(i, &place)| {
            let mut p = player(place, &format!("k{i}"), [10, 40, 4, 0, 3]);
            p.row = i as u32 + 2;
            p.prelim_rank = Some(i as u32 + 1);
            p
        })
        .collect();
    for r in 33..=40 {
        let mut p = player(r, &r.to_string(), [60 - r as i64, 200, 8, 0, 5]);
        p.row = r + 1;
        players.push(p);
    }
    players
}

fn knockout_audit(players: Vec<Player>) -> Vec<Finding> {
    let rules = load("t.toml", SHIZHU).unwrap();
    let mut columns = SWISS_COLUMNS.to_vec();
    columns.push(Column::PrelimRank);
    audit(&rules, &standings(&columns, players)).findings
}

#[test]
fn a_field_that_follows_the_bracket_audits_clean() {
    assert!(knockout_audit(knockout_field()).is_empty());
}

#[test]
fn a_knockout_player_whose_preliminary_place_is_40_is_flagged() {
    let mut players = knockout_field();
    // Place 3 went to 预赛名次 40 (who did not reach the top 32), and the
    // player with 预赛名次 3 was written at place 40.
    players[2].prelim_rank = Some(40);
    players[39].prelim_rank = Some(3);
    let found = knockout_audit(players);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(found.iter().all(|f| f.code == "audit.knockout"));
    assert!(found.iter().all(|f| f.column == "预赛名次"));
    let inside = found.iter().find(|f| f.rows == vec![4]).unwrap();
    assert!(said(inside).contains("预赛名次 40"), "{}", said(inside));
    let outside = found.iter().find(|f| f.rows == vec![41]).unwrap();
    assert!(said(outside).contains("预赛名次 3"), "{}", said(outside));
}

#[test]
fn places_5_to_8_shared_by_three_do_not_fit_the_bracket() {
    let mut players = knockout_field();
    // The fourth quarter-final loser written at place 8 on their own.
    players[7].rank = 8;
    let found = knockout_audit(players);
    assert_eq!(found.len(), 1, "{found:#?}");
    let f = &found[0];
    assert_eq!((f.code, f.column.as_str()), ("audit.knockout", "名次"));
    assert_eq!(f.rows, vec![6, 7, 8]);
    assert!(said(f).contains("名次 5 由 3 人并列"), "{}", said(f));
    assert!(said(f).contains("5–8 由 4 人"), "{}", said(f));
}

#[test]
fn the_bracket_allows_a_round_of_losers_and_nothing_else() {
    assert!(fits_bracket(5, 4, 32) && fits_bracket(9, 8, 32) && fits_bracket(17, 16, 32));
    assert!(fits_bracket(3, 2, 8));
    assert!(!fits_bracket(5, 3, 32) && !fits_bracket(1, 2, 32) && !fits_bracket(6, 4, 32));
    assert!(!fits_bracket(9, 8, 8), "an 8-player knockout has no 9-16");
    assert!(!fits_bracket(17, 16, 16));
}

#[test]
fn places_in_different_phases_are_not_compared() {
    // The 2024 template: 1–8 knockout, 9–108 the 13-round Swiss, 109 and on
    // the 10-round Swiss.
    let rules = load("t.toml", crate::rules::HENGFANG_2024_RULES).unwrap();
    // Place 100 finished 13 rounds with 12 points; place 110 stopped after
    // 10 rounds with 14: different phases, not an inversion.
    let players = vec![
        player(100, "a", [12, 80, 5, 0, 6]),
        player(110, "b", [14, 90, 6, 0, 5]),
    ];
    let a = audit(&rules, &standings(&SWISS_COLUMNS, players));
    assert!(a.findings.is_empty(), "{:#?}", a.findings);
    // Within the 13-round phase the same figures are an inversion.
    let players = vec![
        player(100, "a", [12, 80, 5, 0, 6]),
        player(105, "b", [14, 90, 6, 0, 5]),
    ];
    let a = audit(&rules, &standings(&SWISS_COLUMNS, players));
    assert_eq!(a.findings.len(), 1);
    assert_eq!(a.findings[0].rows, vec![101, 106]);
}

/// A tiny deterministic generator for the cross-check below.
fn lcg(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

#[test]
fn findings_are_the_outermost_out_of_order_pairs_found_by_comparing_every_pair() {
    let rules = swiss_only();
    let columns: Vec<TieBreak> = rules.groups[0].tiebreaks.clone();
    let mut state = 7;
    for _ in 0..300 {
        let n = 1 + (lcg(&mut state) % 12) as usize;
        let players: Vec<Player> = (0..n)
            .map(|i| {
                let mut v = || (lcg(&mut state) % 3) as i64;
                let figures = [v(), v(), v(), v(), v()];
                let rank = 1 + (lcg(&mut state) % n as u64) as u32;
                let mut p = player(rank, &i.to_string(), figures);
                p.row = i as u32 + 2;
                p
            })
            .collect();
        // Every pair compared directly: b is ahead of a when the first
        // column where they differ favours b.
        let ahead = |a: &Player, b: &Player| {
            for t in &columns {
                let (x, y) = (a.figure(t.column.0).unwrap(), b.figure(t.column.0).unwrap());
                if x != y {
                    return match t.first {
                        First::More => y > x,
                        First::Fewer => y < x,
                    };
                }
            }
            false
        };
        let place = |p: &Player| (p.rank, p.row);
        let out_of_order = |a: &Player, b: &Player| a.rank < b.rank && ahead(a, b);
        let mut expected: Vec<Vec<u32>> = Vec::new();
        for a in &players {
            let lowest = players
                .iter()
                .filter(|b| out_of_order(a, b))
                .max_by_key(|b| place(b));
            let Some(b) = lowest else { continue };
            let highest = players
                .iter()
                .filter(|x| out_of_order(x, b))
                .min_by_key(|x| place(x))
                .unwrap();
            if highest.row == a.row {
                expected.push(vec![a.row, b.row]);
            }
        }
        let any = players
            .iter()
            .any(|a| players.iter().any(|b| out_of_order(a, b)));
        let mut got: Vec<Vec<u32>> = findings(&rules, players.clone())
            .into_iter()
            .map(|f| f.rows)
            .collect();
        got.sort();
        expected.sort();
        assert_eq!(got, expected, "{players:#?}");
        assert_eq!(any, !got.is_empty());
    }
}

#[test]
fn whole_numbers_keep_the_order_and_the_ties_of_the_figures() {
    let cases = [
        // One scale for all: 12.25 sets it.
        vec!["7", "7.5", "-3", "0", "12.25", "7.50"],
        // 10^28 times the largest would not fit: ranks are used instead.
        vec![
            "79228162514264337593543950335",
            "0.0000000000000000000000000001",
            "-1",
            "0.5",
            "0.50",
            "-79228162514264337593543950335",
        ],
    ];
    for (case, texts) in cases.iter().enumerate() {
        let figures: Vec<Decimal> = texts.iter().map(|t| t.parse().expect("decimal")).collect();
        let whole = whole_numbers(&figures);
        for a in 0..figures.len() {
            for b in 0..figures.len() {
                assert_eq!(
                    whole[a].cmp(&whole[b]),
                    figures[a].cmp(&figures[b]),
                    "{} against {}",
                    texts[a],
                    texts[b]
                );
            }
        }
        if case == 1 {
            assert!(whole.iter().all(|w| (0..6).contains(w)), "ranks: {whole:?}");
        }
    }
}

#[test]
fn packed_keys_compare_as_the_columns_do_one_after_another() {
    // Narrow columns pack into one integer; columns that need more than
    // 128 bits together (two of 70 bits here) fall back to ranks. Either
    // way two players' keys must compare as their columns do, first column
    // first, and be equal exactly when every column is.
    let mut state = 11;
    for wide in [false, true] {
        for _ in 0..50 {
            let n = 1 + (lcg(&mut state) % 40) as usize;
            let width = 1 + (lcg(&mut state) % 4) as usize;
            let columns: Vec<Vec<i128>> = (0..width)
                .map(|c| {
                    (0..n)
                        .map(|_| {
                            let small = (lcg(&mut state) % 5) as i128 - 2;
                            if wide && c < 2 { small << 68 } else { small }
                        })
                        .collect()
                })
                .collect();
            let keys = packed(&columns, n);
            for a in 0..n {
                for b in 0..n {
                    let row = |i: usize| columns.iter().map(move |c| c[i]);
                    assert_eq!(
                        keys[a].cmp(&keys[b]),
                        row(a).cmp(row(b)),
                        "{columns:?}: players {a} and {b}"
                    );
                }
            }
        }
    }
}
