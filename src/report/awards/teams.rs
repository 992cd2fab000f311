//! Sheet 团体名次 of awards.xlsx, the public list of team prizes: each team
//! in its place (a team short of players, when not ranked, last without
//! one), its name, its members (each with the place that counted, the
//! others in brackets), its result (the places or 积分 added up, and what
//! separated it from a level team) and what it is paid. Written only when
//! the rules have `[[teams]]`.

use crate::engine::{TeamDecided, TeamStanding};
use crate::msg::Lang;
use crate::report::xlsx::{Formats, Sheet, grouped, print_a4};
use crate::report::{Report, place_label};
use crate::rules::{TeamMeasure, TeamRanking};
use rust_xlsxwriter::Worksheet;

pub(crate) const HEADERS: [(&str, &str); 6] = [
    ("名次", "Place"),
    ("队名", "Team"),
    ("成员", "Members"),
    ("成绩", "Result"),
    ("奖金", "Prize"),
    ("奖品", "Award"),
];

/// The sheet's name, in the language of the labels.
pub fn sheet_name(lang: Lang) -> &'static str {
    lang.pick("团体名次", "Team places")
}

pub fn write(report: &Report, lang: Lang, worksheet: &mut Worksheet) -> anyhow::Result<()> {
    let formats = Formats::new();
    let with_prizes = (report.outcome.teams.standings.iter()).any(|t| t.prize_text.is_some());
    let last: u16 = if with_prizes { 5 } else { 4 };
    print_a4(worksheet, false, Some(1), lang)?;
    let mut sheet = Sheet::new(worksheet);
    let title = format!("{} {}", report.rules.event, sheet_name(lang));
    sheet.title(0, 0, last, &title, &formats.title)?;
    let headers = lang.each(HEADERS);
    sheet.header(1, &headers[..=usize::from(last)], &formats.header)?;
    let mut row = 2;
    for prize in &report.rules.teams {
        sheet.banner(
            row,
            0,
            last,
            &heading(report, &prize.id, lang),
            &formats.section,
        )?;
        row += 1;
        for line in lines(report, &prize.id, lang) {
            sheet.text(row, 0, &line.place, &formats.text)?;
            sheet.text(row, 1, line.team, &formats.text)?;
            sheet.wrapped(row, 2, &line.members, &formats.wrap)?;
            sheet.wrapped(row, 3, &line.result, &formats.wrap)?;
            match line.amount.is_zero() {
                true => sheet.blank(row, 4, &formats.text)?,
                false => sheet.text(row, 4, &grouped(line.amount), &formats.text)?,
            }
            if with_prizes {
                sheet.text(row, 5, line.prize.unwrap_or(""), &formats.text)?;
            }
            row += 1;
        }
        row += 1;
    }
    sheet.at_most(2, 40);
    sheet.finish(40)?;
    Ok(())
}

/// The heading of a team prize's list: its name and, for a ranking the
/// program computes, how many of each team count, and that the members in
/// brackets do not (「团体奖（每队计前8名；〔〕内队员不计成绩）」). A list from
/// the arbiters' team sheet is headed by the name alone.
pub(crate) fn heading(report: &Report, id: &str, lang: Lang) -> String {
    let Some(prize) = report.rules.teams.iter().find(|t| t.id == id) else {
        return String::new();
    };
    let n = match prize.ranking() {
        TeamRanking::FromSheet { .. } | TeamRanking::Computed { counted: 0, .. } => {
            return prize.name.clone();
        }
        TeamRanking::Computed { counted, .. } => counted,
    };
    let bracketed = (report.outcome.teams.standings.iter())
        .any(|t| t.prize == prize.id && t.members.len() > t.counted.len());
    match (lang, bracketed) {
        (Lang::Zh, true) => format!("{}（每队计前{n}名；〔〕内队员不计成绩）", prize.name),
        (Lang::Zh, false) => format!("{}（每队计前{n}名）", prize.name),
        (Lang::En, true) => format!(
            "{} (the best {n} of each team count; members in 〔〕 do not)",
            prize.name
        ),
        (Lang::En, false) => format!("{} (the best {n} of each team count)", prize.name),
    }
}

/// One line of a team list, as awards.xlsx writes it and the page prints it.
pub(crate) struct TeamLine<'a> {
    pub place: String,
    pub team: &'a str,
    pub members: String,
    pub result: String,
    pub amount: crate::money::Money,
    pub prize: Option<&'a str>,
}

/// The lines of the team prize `id`, in place order.
pub(crate) fn lines<'a>(report: &'a Report, id: &str, lang: Lang) -> Vec<TeamLine<'a>> {
    let Some(prize) = report.rules.teams.iter().find(|t| t.id == id) else {
        return Vec::new();
    };
    let teams = report.outcome.teams.standings.iter();
    teams
        .filter(|t| t.prize == prize.id)
        .map(|team| TeamLine {
            place: match team.place {
                Some(p) => place_label(p, team.shared_by, lang),
                None => lang.pick("不计名次", "not ranked").to_string(),
            },
            team: &team.team,
            members: members(report, team),
            result: match prize.ranking() {
                TeamRanking::FromSheet { .. } => from_sheet(team, lang),
                TeamRanking::Computed { by, .. } => result(team, by, lang),
            },
            amount: team.amount,
            prize: team.prize_text.as_deref(),
        })
        .collect()
}

/// 「张三（1）、李四（4）、王五（8）；〔赵六（11）〕」: the counted players
/// with their places, the others in brackets.
fn members(report: &Report, team: &TeamStanding) -> String {
    let name = |id: &crate::engine::PlayerId| {
        let p = id.player(report.standings);
        format!("{}（{}）", p.name, p.rank)
    };
    let counted: Vec<String> = team.counted.iter().map(name).collect();
    let rest: Vec<String> = (team.members.iter())
        .filter(|id| !team.counted.contains(id))
        .map(name)
        .collect();
    match rest.is_empty() {
        true => counted.join("、"),
        false => format!("{}；〔{}〕", counted.join("、"), rest.join("、")),
    }
}

/// A team of a team standings sheet: its points as the sheet gives them,
/// and the teams it shares its place with.
fn from_sheet(team: &TeamStanding, lang: Lang) -> String {
    let sum = team.sum.normalize();
    let mut s = match lang {
        Lang::Zh => format!("团体成绩表：积分 {sum}"),
        Lang::En => format!("team standings sheet: points {sum}"),
    };
    if let TeamDecided::Shared { with } = &team.decided {
        match lang {
            Lang::Zh => s.push_str(&format!("（与{}并列）", with.join("、"))),
            Lang::En => s.push_str(&format!(" (tied with {})", with.join(", "))),
        }
    }
    s
}

/// 「名次之和 15，最好个人名次列前」, 「积分之和 40」, 「2人，不足3人」.
fn result(team: &TeamStanding, by: TeamMeasure, lang: Lang) -> String {
    let sum = team.sum.normalize();
    let measure = match (by, lang) {
        (TeamMeasure::Places, Lang::Zh) => format!("名次之和 {sum}"),
        (TeamMeasure::Places, Lang::En) => format!("places added up: {sum}"),
        (TeamMeasure::Score, Lang::Zh) => format!("积分之和 {sum}"),
        (TeamMeasure::Score, Lang::En) => format!("scores added up: {sum}"),
    };
    let why = match (&team.decided, lang) {
        (TeamDecided::Sum, _) => return measure,
        (TeamDecided::BestPlace { level_with }, Lang::Zh) => {
            format!("与{}相同，按最好个人名次排定", level_with.join("、"))
        }
        (TeamDecided::BestPlace { level_with }, Lang::En) => format!(
            "level with {}, placed by the best individual places",
            level_with.join(", ")
        ),
        (TeamDecided::Shared { with }, Lang::Zh) => format!("与{}并列", with.join("、")),
        (TeamDecided::Shared { with }, Lang::En) => format!("tied with {}", with.join(", ")),
        (TeamDecided::Short { players, counted }, Lang::Zh) => {
            format!("仅{players}人，不足{counted}人")
        }
        (TeamDecided::Short { players, counted }, Lang::En) => {
            format!("only {players} of {counted} players")
        }
    };
    match lang {
        Lang::Zh => format!("{measure}（{why}）"),
        Lang::En => format!("{measure} ({why})"),
    }
}
