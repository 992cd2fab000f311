//! Synthetic standings in the format of docs/input.md, shaped like the 2019 Shizhu
//! event: a 公开组 of an 11-round Swiss whose top 32 after round 7 play a
//! knockout for places 1–32, and a 少儿组 of a 9-round Swiss. Everything comes
//! from one seed, so the same `SyntheticEvent` always gives the same rows and
//! the same workbook, byte for byte. The people are invented.

mod census;
mod dice;
mod id_number;
mod knockout;
mod names;
mod noise;
mod open;
mod swiss;
mod xlsx;
mod youth;

pub use census::Census;
pub use id_number::id_number;
pub use noise::Noise;
pub use xlsx::{Column, SHEET_COLUMNS};

/// A player's sex, as the 性别 column writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Sex {
    Male,
    Female,
}

impl Sex {
    /// The word the 性别 column holds.
    pub fn label(self) -> &'static str {
        match self {
            Sex::Male => "男",
            Sex::Female => "女",
        }
    }
}

/// The regions of the 2019 event the synthetic workbooks are modelled on,
/// as its rules file (templates/shizhu-2019.toml) names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Region {
    Shizhu,
    Chongqing,
    Outside,
}

impl Region {
    /// The word the 地区 column holds.
    pub fn label(self) -> &'static str {
        match self {
            Region::Shizhu => "石柱",
            Region::Chongqing => "重庆",
            Region::Outside => "市外",
        }
    }
}
use chrono::NaiveDate;

/// The size and seed of a synthetic event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SyntheticEvent {
    /// Players in 公开组.
    pub open: usize,
    /// Players in 少儿组.
    pub youth: usize,
    pub seed: u64,
}

impl SyntheticEvent {
    /// The committed sample, `samples/shizhu-2019.xlsx`.
    pub const SHIZHU_2019: SyntheticEvent = SyntheticEvent {
        open: 260,
        youth: 120,
        seed: 2019,
    };

    /// Every row of both sheets, each sheet in final-place order.
    pub fn build(&self) -> SyntheticStandings {
        // One stream per sheet, so the youth sheet does not change when only
        // the size of the open sheet does.
        SyntheticStandings {
            open: SyntheticSheet {
                name: OPEN_SHEET,
                rows: open::build(self.open, self.seed),
            },
            youth: SyntheticSheet {
                name: YOUTH_SHEET,
                rows: youth::build(self.youth, self.seed ^ 0x5eed_0000_0000_0001),
            },
        }
    }

    /// Every row, with the noise of `Noise::REALISTIC` (seeded by the
    /// event's seed) put in.
    pub fn build_noisy(&self) -> SyntheticStandings {
        self.build_with(Noise::REALISTIC)
    }

    /// Every row, with `noise` (seeded by the event's seed) put in.
    pub fn build_with(&self, noise: Noise) -> SyntheticStandings {
        let mut standings = self.build();
        noise.apply(&mut standings, self.seed);
        standings
    }

    /// Build the rows and write them to `path` as an .xlsx workbook.
    pub fn write_xlsx(
        &self,
        path: &std::path::Path,
    ) -> Result<SyntheticStandings, rust_xlsxwriter::XlsxError> {
        let standings = self.build();
        standings.write_xlsx(path)?;
        Ok(standings)
    }
}

pub const OPEN_SHEET: &str = "公开组";
pub const YOUTH_SHEET: &str = "少儿组";

/// Both sheets of a synthetic event.
#[derive(Debug, Clone, PartialEq)]
pub struct SyntheticStandings {
    pub open: SyntheticSheet,
    pub youth: SyntheticSheet,
}

impl SyntheticStandings {
    pub fn sheets(&self) -> [&SyntheticSheet; 2] {
        [&self.open, &self.youth]
    }

    /// The workbook: sheets 公开组 and 少儿组, a header row, one row per player.
    pub fn write_xlsx(&self, path: &std::path::Path) -> Result<(), rust_xlsxwriter::XlsxError> {
        self.write_xlsx_with(path, Layout::plain(Strings::Shared))
    }

    /// The same workbook, laid out as `layout` says.
    pub fn write_xlsx_with(
        &self,
        path: &std::path::Path,
        layout: Layout,
    ) -> Result<(), rust_xlsxwriter::XlsxError> {
        xlsx::workbook(self, layout)?.save(path)
    }

    /// The same workbook, in memory.
    pub fn to_xlsx_bytes(&self) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
        self.to_xlsx_bytes_with(Layout::plain(Strings::Shared))
    }

    /// The same workbook in memory, laid out as `layout` says.
    pub fn to_xlsx_bytes_with(
        &self,
        layout: Layout,
    ) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
        xlsx::workbook(self, layout)?.save_to_buffer()
    }
}

/// How a synthetic workbook is laid out, besides its rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    pub strings: Strings,
    /// Round-by-round columns after the standings' own, as pairing programs
    /// export them: for each round of the sheet's Swiss (11 in 公开组, 9 in
    /// 少儿组), 第N轮对手 (an opponent's 编号) and 第N轮得分 (2, 1 or 0
    /// points). No rule reads them, and their values are not the games
    /// that gave the scores.
    pub rounds: bool,
}

impl Layout {
    /// The standings' columns alone, text stored as `strings` says.
    pub fn plain(strings: Strings) -> Layout {
        Layout {
            strings,
            rounds: false,
        }
    }
}

/// Where a workbook keeps the text of its cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strings {
    /// In one shared table that cells point into, as Excel writes it.
    Shared,
    /// In each cell itself ("inline strings"), as some other programs write it.
    Inline,
}

#[derive(Debug, Clone, PartialEq)]
pub struct SyntheticSheet {
    pub name: &'static str,
    pub rows: Vec<SyntheticRow>,
}

impl SyntheticSheet {
    pub fn census(&self) -> Census {
        Census::of(self)
    }
}

/// 编号 as it appears in the cell: a number (公开组) or text (少儿组).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum PlayerNo {
    Number(u32),
    Text(String),
}

impl std::fmt::Display for PlayerNo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerNo::Number(n) => write!(f, "{n}"),
            PlayerNo::Text(t) => f.write_str(t),
        }
    }
}

/// One player as the sheet shows them. `sex` and `birth` are the truth; the
/// `*_written` flags say whether the cell carries them or is left blank (the
/// ID number then still tells, except for the blank 性别 `Noise::HEAVY` puts
/// on rows without one).
#[derive(Debug, Clone, PartialEq)]
pub struct SyntheticRow {
    pub rank: u32,
    pub no: PlayerNo,
    pub name: String,
    pub sex: Sex,
    pub sex_written: bool,
    pub birth: NaiveDate,
    pub birth_written: bool,
    pub id_number: Option<String>,
    pub club: String,
    pub title: String,
    pub region: Option<Region>,
    pub member: bool,
    pub prelim_rank: Option<u32>,
    pub score: u32,
    pub progressive: i32,
    pub wins: u32,
    pub fouls: u32,
    pub blacks: u32,
    pub student: bool,
    pub student_proof: bool,
    pub completed: bool,
    pub discipline: bool,
}

impl SyntheticRow {
    /// Whether the row meets subsidy conditions 1–4 (student, proof, whole
    /// schedule, no foul or discipline mark); condition 5 needs the engine.
    pub fn meets_student_conditions(&self) -> bool {
        self.student && self.student_proof && self.completed && self.fouls == 0 && !self.discipline
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Datelike;

    #[test]
    fn the_same_seed_gives_the_same_rows() {
        let e = SyntheticEvent {
            open: 80,
            youth: 30,
            seed: 5,
        };
        assert_eq!(e.build(), e.build());
        let other = SyntheticEvent { seed: 6, ..e };
        assert_ne!(e.build(), other.build());
    }

    #[test]
    fn id_numbers_agree_with_birth_and_sex() {
        let s = SyntheticEvent::SHIZHU_2019.build();
        for sheet in s.sheets() {
            for row in &sheet.rows {
                let Some(id) = &row.id_number else { continue };
                assert_eq!(id.len(), 18);
                assert_eq!(
                    id.chars().last(),
                    Some(id_number::check_char(&id.as_bytes()[..17]))
                );
                assert_eq!(&id[6..14], row.birth.format("%Y%m%d").to_string());
                let odd = id.as_bytes()[16] % 2 == 1;
                assert_eq!(odd, row.sex == Sex::Male, "{id}");
                if row.region == Some(Region::Shizhu) {
                    assert!(id.starts_with("500240"));
                }
                assert!(row.birth_written || row.id_number.is_some());
                assert!(row.sex_written || row.id_number.is_some());
            }
        }
    }

    #[test]
    fn knockout_places_are_shared_like_a_bracket() {
        let s = SyntheticEvent::SHIZHU_2019.build();
        let c = s.open.census();
        assert_eq!(c.shared_places, vec![(5, 4), (9, 8), (17, 16)]);
        let mut prelim: Vec<u32> = s.open.rows[..32]
            .iter()
            .map(|r| r.prelim_rank.unwrap())
            .collect();
        prelim.sort_unstable();
        assert_eq!(prelim, (1..=32).collect::<Vec<_>>());
        let ranks: Vec<u32> = s.open.rows.iter().map(|r| r.rank).collect();
        assert!(ranks.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(s.open.rows[32].rank, 33);
        assert_eq!(s.open.rows.last().unwrap().rank, 260);
    }

    #[test]
    fn youth_cover_every_band_and_a_few_outside() {
        let s = SyntheticEvent::SHIZHU_2019.build();
        let years: Vec<i32> = s.youth.rows.iter().map(|r| r.birth.year()).collect();
        for band in [2005..=2006, 2007..=2008, 2009..=2010, 2011..=2012] {
            assert!(years.iter().any(|y| band.contains(y)));
        }
        assert!(years.contains(&2004));
        assert_eq!(s.youth.rows.iter().filter(|r| !r.birth_written).count(), 1);
    }

    #[test]
    fn some_students_meet_conditions_one_to_four_and_some_do_not() {
        let s = SyntheticEvent::SHIZHU_2019.build();
        let students: Vec<&SyntheticRow> = s.open.rows.iter().filter(|r| r.student).collect();
        assert!(students.len() >= 6);
        assert!(students.iter().any(|r| r.meets_student_conditions()));
        assert!(students.iter().any(|r| !r.meets_student_conditions()));
        assert!(
            students
                .iter()
                .any(|r| r.rank <= 32 && r.meets_student_conditions())
        );
    }

    #[test]
    fn tiny_and_empty_events_build() {
        for (open, youth) in [(0, 0), (1, 1), (5, 3), (31, 2), (33, 9)] {
            let s = SyntheticEvent {
                open,
                youth,
                seed: 1,
            }
            .build();
            assert_eq!(s.open.rows.len(), open);
            assert_eq!(s.youth.rows.len(), youth);
        }
    }
}
