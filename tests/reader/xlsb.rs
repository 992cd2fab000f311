//! .xlsb workbooks, written record by record (`disguise::save_xlsb`, since
//! no writer of the format is at hand; LibreOffice cannot write it either).
//! The workbook library reads their cells but gives no merged regions:
//! those are read from the sheet's part and applied as for .xlsx
//! (docs/input.md), and a part that is damaged is refused, never read
//! without its merged cells. `save_xlsb` numbers the parts from the last
//! sheet, so a reader taking the parts in sheet order would apply one
//! sheet's merged cells to another.

use crate::common::{OPEN_HEADERS, read_upload};
use crate::disguise::{self, C, Sheet, merge_runs, save_xlsb};
use crate::disguised::{money_of, sample_money};
use crate::never_panics::damaged;
use std::io::Cursor;
use std::path::Path;

fn sample() -> Vec<Sheet> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/shizhu-2019.xlsx");
    disguise::load(&std::fs::read(path).unwrap())
}

#[test]
fn the_workbook_library_reads_the_cells_written() {
    let sample = sample();
    let back = disguise::load(&save_xlsb(&sample));
    assert_eq!(back.len(), sample.len());
    for (b, s) in back.iter().zip(&sample) {
        assert_eq!(b.name, s.name);
        assert_eq!(b.rows, s.rows, "sheet {}", s.name);
    }
}

/// 地区 merged down over each run of players from one place. Read without
/// its merged cells, every row below the first of a run would have a blank
/// 地区 and drop out of the 地区 pools (意外惊喜奖, 成年组, 女子组): other
/// money with a warning only. Read with them, each player keeps his 地区,
/// so the money is the sample's (tests/data/sample.all.results.json,
/// checked by hand against the regulation).
#[test]
fn a_region_merged_down_applies_to_every_row_it_covers() {
    let mut sheets = sample();
    let mut merged = 0;
    for s in &mut sheets {
        merge_runs(s, "地区");
        merged += s.merges.len();
    }
    assert!(merged > 20, "only {merged} runs merged");
    assert_eq!(
        money_of("standings.xlsb", &save_xlsb(&sheets)),
        Ok(sample_money())
    );
}

/// A small 公开组: places 1, 2, 2, 4 with the shared 2 merged down over
/// rows 3–4, and a title merged across above the header.
fn small_event() -> Vec<Sheet> {
    let t = |s: &str| C::T(s.to_string());
    let header = OPEN_HEADERS;
    let mut rows = vec![vec![t("2019年公开赛成绩")], header.map(t).to_vec()];
    for (place, no) in [(1.0, "101"), (2.0, "102"), (2.0, "103"), (4.0, "104")] {
        rows.push(vec![
            C::N(place),
            t(no),
            t(&format!("选手{no}")),
            t("男"),
            t("1990-01-01"),
            t("重庆"),
            t("否"),
            C::E,
        ]);
    }
    rows[4][0] = C::E;
    let open = Sheet {
        name: "公开组".into(),
        rows,
        merges: vec![(0, 0, 0, 7), (3, 0, 4, 0)],
        hidden: Vec::new(),
        hidden_columns: Vec::new(),
    };
    let youth = Sheet {
        name: "少儿组".into(),
        rows: vec![header.map(t).to_vec()],
        merges: Vec::new(),
        hidden: Vec::new(),
        hidden_columns: Vec::new(),
    };
    vec![open, youth]
}

#[test]
fn a_place_merged_down_is_the_place_of_every_row_it_covers() {
    let read = read_upload(
        "standings.xlsb",
        save_xlsb(&small_event()),
        &["公开组", "少儿组"],
    )
    .unwrap();
    let open = read.standings.group("公开组").unwrap();
    let places: Vec<(u32, &str)> = open
        .players
        .iter()
        .map(|p| (p.rank, p.no.as_str()))
        .collect();
    assert_eq!(places, [(1, "101"), (2, "102"), (2, "103"), (4, "104")]);
}

/// The workbook with the part `name` cut to its first `keep` bytes (fewer
/// than it has).
fn with_part_cut(bytes: &[u8], name: &str, keep: usize) -> Vec<u8> {
    let archive = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
    let index = archive.index_for_name(name).unwrap();
    damaged(bytes, index, keep, usize::MAX / 2, &[])
}

/// A sheet part cut anywhere before its end record may have lost its
/// merged cells (they come last): refused as damaged, never read without
/// them, never a panic. 公开组 is the second part (`save_xlsb` counts from
/// the last sheet).
#[test]
fn a_sheet_part_cut_short_is_refused_as_damaged() {
    let bytes = save_xlsb(&small_event());
    let part = "xl/worksheets/sheet2.bin";
    let full = {
        let mut archive = zip::ZipArchive::new(Cursor::new(&bytes)).unwrap();
        archive.by_name(part).unwrap().size() as usize
    };
    for keep in 0..full {
        let cut = with_part_cut(&bytes, part, keep);
        let outcome =
            std::panic::catch_unwind(|| read_upload("standings.xlsb", cut, &["公开组", "少儿组"]));
        let Ok(result) = outcome else {
            panic!("cut to {keep} bytes: the reader panicked");
        };
        let error = result
            .err()
            .unwrap_or_else(|| panic!("cut to {keep} bytes: read without error"))
            .render(xqprize::msg::Lang::En);
        assert!(
            error.contains("the file is damaged"),
            "cut to {keep} bytes: {error}"
        );
    }
    // The part whole reads.
    assert!(read_upload("standings.xlsb", bytes, &["公开组", "少儿组"]).is_ok());
}
