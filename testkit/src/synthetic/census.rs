//! Counting what a synthetic sheet contains, for the sample's README, the
//! benchmark's report and tests that check the generator does what it says.

use super::Region;
use super::Sex;
use super::SyntheticSheet;
use chrono::Datelike;
use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Census {
    pub sheet: String,
    pub players: usize,
    pub women: usize,
    /// 称号 → count.
    pub titles: BTreeMap<String, usize>,
    /// Region label (or "blank") → count.
    pub regions: BTreeMap<String, usize>,
    pub members: usize,
    /// Members from 重庆 or 石柱 (the 会员组 pool).
    pub home_members: usize,
    pub shizhu_members: usize,
    pub students: usize,
    /// Students meeting subsidy conditions 1–4.
    pub students_conditions_met: usize,
    /// Students meeting conditions 1–4 placed in the top 32 (so they fail 5).
    pub students_in_top_32: usize,
    /// Birth year → count.
    pub birth_years: BTreeMap<i32, usize>,
    /// (place, players sharing it), for places shared by more than one.
    pub shared_places: Vec<(u32, usize)>,
    pub with_fouls: usize,
    pub not_completed: usize,
    pub discipline: usize,
    pub blank_birth_date: usize,
    pub blank_sex: usize,
    pub blank_id_number: usize,
}

impl Census {
    pub fn of(sheet: &SyntheticSheet) -> Census {
        let mut c = Census {
            sheet: sheet.name.to_string(),
            players: sheet.rows.len(),
            ..Census::default()
        };
        let mut per_place: BTreeMap<u32, usize> = BTreeMap::new();
        for r in &sheet.rows {
            c.women += usize::from(r.sex == Sex::Female);
            if !r.title.is_empty() {
                *c.titles.entry(r.title.clone()).or_default() += 1;
            }
            let region = r.region.map_or("blank", Region::label);
            *c.regions.entry(region.to_string()).or_default() += 1;
            c.members += usize::from(r.member);
            c.home_members += usize::from(
                r.member && matches!(r.region, Some(Region::Chongqing | Region::Shizhu)),
            );
            c.shizhu_members += usize::from(r.member && r.region == Some(Region::Shizhu));
            c.students += usize::from(r.student);
            c.students_conditions_met += usize::from(r.meets_student_conditions());
            c.students_in_top_32 += usize::from(r.meets_student_conditions() && r.rank <= 32);
            *c.birth_years.entry(r.birth.year()).or_default() += 1;
            *per_place.entry(r.rank).or_default() += 1;
            c.with_fouls += usize::from(r.fouls > 0);
            c.not_completed += usize::from(!r.completed);
            c.discipline += usize::from(r.discipline);
            c.blank_birth_date += usize::from(!r.birth_written);
            c.blank_sex += usize::from(!r.sex_written);
            c.blank_id_number += usize::from(r.id_number.is_none());
        }
        c.shared_places = per_place.into_iter().filter(|&(_, n)| n > 1).collect();
        c
    }

    /// Players per age band of the 2019 regulation (age = 2019 − birth year).
    pub fn age_bands(&self) -> [(&'static str, usize); 5] {
        let count = |lo: i32, hi: i32| {
            self.birth_years
                .range(lo..=hi)
                .map(|(_, n)| n)
                .sum::<usize>()
        };
        [
            ("≤8 (born 2011+)", count(2011, i32::MAX)),
            ("9–10 (2009–2010)", count(2009, 2010)),
            ("11–12 (2007–2008)", count(2007, 2008)),
            ("13–14 (2005–2006)", count(2005, 2006)),
            ("older (before 2005)", count(i32::MIN, 2004)),
        ]
    }
}

fn counts(map: &BTreeMap<String, usize>) -> String {
    map.iter()
        .map(|(k, n)| format!("{k} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for Census {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} players, {} women",
            self.sheet, self.players, self.women
        )?;
        writeln!(f, "  regions: {}", counts(&self.regions))?;
        writeln!(f, "  titles: {}", counts(&self.titles))?;
        writeln!(
            f,
            "  members: {} ({} from 重庆/石柱, {} from 石柱)",
            self.members, self.home_members, self.shizhu_members
        )?;
        writeln!(
            f,
            "  students: {} ({} meet conditions 1-4, {} of them in the top 32)",
            self.students, self.students_conditions_met, self.students_in_top_32
        )?;
        let bands: Vec<String> = self
            .age_bands()
            .iter()
            .map(|(b, n)| format!("{b}: {n}"))
            .collect();
        writeln!(f, "  age bands: {}", bands.join(", "))?;
        let shared: Vec<String> = self
            .shared_places
            .iter()
            .map(|(p, n)| format!("{p} x{n}"))
            .collect();
        writeln!(
            f,
            "  shared places: {}",
            if shared.is_empty() {
                "none".to_string()
            } else {
                shared.join(", ")
            }
        )?;
        writeln!(
            f,
            "  with fouls {}, not completed {}, discipline {}",
            self.with_fouls, self.not_completed, self.discipline
        )?;
        write!(
            f,
            "  blank cells: 出生日期 {}, 性别 {}, 身份证号 {}",
            self.blank_birth_date, self.blank_sex, self.blank_id_number
        )
    }
}
