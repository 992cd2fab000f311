use super::*;
use std::io::Write;

/// Text that compresses but not to nothing: rows of numbered cells.
fn sheet_text(rows: usize) -> Vec<u8> {
    let mut text = b"<worksheet><sheetData>".to_vec();
    for row in 1..=rows {
        write!(
            text,
            r#"<row r="{row}"><c r="A{row}"><v>{}</v></c><c r="B{row}" t="s"><v>{}</v></c></row>"#,
            row * 7919 % 10007,
            row % 97
        )
        .expect("in memory");
    }
    text.extend_from_slice(
        b"</sheetData><mergeCells><mergeCell ref=\"A1:B1\"/></mergeCells></worksheet>",
    );
    text
}

/// An archive of `parts` (name, bytes, deflated?) and its source.
fn archive(parts: &[(&str, &[u8], bool)]) -> Source {
    let mut zip = ZipWriter::new(io::Cursor::new(Vec::new()));
    for (name, bytes, deflated) in parts {
        let method = match deflated {
            true => CompressionMethod::Deflated,
            false => CompressionMethod::Stored,
        };
        let options = SimpleFileOptions::default().compression_method(method);
        zip.start_file(*name, options).expect("in memory");
        zip.write_all(bytes).expect("in memory");
    }
    let bytes = zip.finish().expect("in memory").into_inner();
    Source::Bytes {
        name: "test.xlsx".into(),
        bytes: bytes.into(),
    }
}

/// An archive of one deflated sheet of `rows` rows, and the sheet.
fn one_sheet(rows: usize) -> (Vec<u8>, Source) {
    let sheet = sheet_text(rows);
    let source = archive(&[("xl/worksheets/sheet1.xml", &sheet, true)]);
    (sheet, source)
}

/// That archive with its sheet to be inflated in pieces of `chunk`.
fn unpack_one_sheet(source: &Source, chunk: usize) -> (Arc<Unpacked>, Inflating) {
    let want = wanted(&[("xl/worksheets/sheet1.xml", false)]);
    unpack_in(source, &want, chunk, u64::MAX).expect("unpacked")
}

/// How many pieces of the part `name` the archive holds.
fn held(unpacked: &Unpacked, name: &str) -> usize {
    let part = unpacked.pieces.iter().find_map(|piece| match piece {
        Piece::Part { part, .. } if part.name == name => Some(part),
        _ => None,
    });
    part.expect("part").state().chunks.iter().flatten().count()
}

fn wanted(names: &[(&str, bool)]) -> Vec<Wanted> {
    names
        .iter()
        .map(|(name, shared)| Wanted {
            name: name.to_string(),
            shared: *shared,
        })
        .collect()
}

/// Each part of `archive` as a ZIP reader over it reads it: its method and
/// bytes.
fn read_all(archive: &Arc<Unpacked>, names: &[&str]) -> Vec<(CompressionMethod, Vec<u8>)> {
    let mut zip = ZipArchive::new(UnpackedReader::new(archive.clone())).expect("archive");
    names
        .iter()
        .map(|name| {
            let mut file = zip.by_name(name).expect("part");
            let mut bytes = Vec::new();
            file.read_to_end(&mut bytes).expect("read");
            (file.compression(), bytes)
        })
        .collect()
}

#[test]
fn readers_read_every_part_as_the_original_holds_it_while_it_is_inflated() {
    let sheet = sheet_text(3000);
    let strings = sheet_text(200);
    let parts: [(&str, &[u8], bool); 4] = [
        ("[Content_Types].xml", b"<Types/>", true),
        ("xl/sharedStrings.xml", &strings, true),
        ("xl/worksheets/sheet1.xml", &sheet, true),
        ("xl/media/image1.png", b"\x89PNG not really", false),
    ];
    let source = archive(&parts);
    let want = wanted(&[
        ("xl/sharedStrings.xml", true),
        ("xl/worksheets/sheet1.xml", false),
    ]);
    // Pieces smaller than the parts, so a part comes in many.
    let (unpacked, inflating) = unpack_in(&source, &want, 1000, u64::MAX).expect("unpacked");
    assert_eq!(
        inflating.names(),
        ["xl/sharedStrings.xml", "xl/worksheets/sheet1.xml"]
    );
    let names: Vec<&str> = parts.iter().map(|(name, ..)| *name).collect();
    // The readers start before the inflating and wait for it.
    let reader = {
        let unpacked = unpacked.clone();
        let names = names.clone();
        std::thread::spawn(move || read_all(&unpacked, &names))
    };
    let mut watched: Vec<(String, Vec<u8>, bool)> = Vec::new();
    inflating.run(|name, piece| match (watched.last_mut(), piece) {
        (Some((last, bytes, false)), Some(piece)) if last == name => bytes.extend_from_slice(piece),
        (Some((last, _, ended)), None) if last == name => *ended = true,
        (_, Some(piece)) => watched.push((name.to_string(), piece.to_vec(), false)),
        (_, None) => watched.push((name.to_string(), Vec::new(), true)),
    });
    let read = reader.join().expect("reader");
    for ((name, bytes, deflated), (method, got)) in parts.iter().zip(&read) {
        assert_eq!(got, bytes, "{name}");
        let unpacked = want.iter().any(|w| w.name == *name);
        let expected = match (unpacked, deflated) {
            (true, _) => CompressionMethod::Stored,
            (false, true) => CompressionMethod::Deflated,
            (false, false) => CompressionMethod::Stored,
        };
        assert_eq!(*method, expected, "{name}");
    }
    // The watcher saw each part whole, in the order wanted, then its end.
    assert_eq!(
        watched,
        vec![
            ("xl/sharedStrings.xml".to_string(), strings.clone(), true),
            ("xl/worksheets/sheet1.xml".to_string(), sheet.clone(), true),
        ]
    );
    // Read again: the sheet's bytes were let go as read, so the reader
    // inflates it itself; the shared strings were kept.
    assert_eq!(
        held(&unpacked, "xl/worksheets/sheet1.xml"),
        0,
        "the sheet's bytes are let go once read"
    );
    let again = read_all(
        &unpacked,
        &["xl/worksheets/sheet1.xml", "xl/sharedStrings.xml"],
    );
    assert_eq!(again[0].1, sheet);
    assert_eq!(again[1].1, strings);
}

#[test]
fn letting_go_of_the_shared_strings_keeps_what_no_reader_has_read() {
    let sheet = sheet_text(3000);
    let strings = sheet_text(200);
    let source = archive(&[
        ("xl/sharedStrings.xml", &strings, true),
        ("xl/worksheets/sheet1.xml", &sheet, true),
    ]);
    let want = wanted(&[
        ("xl/sharedStrings.xml", true),
        ("xl/worksheets/sheet1.xml", false),
    ]);
    let (unpacked, inflating) = unpack_in(&source, &want, 1000, u64::MAX).expect("unpacked");
    inflating.run(|_, _| {});
    let held = |name: &str| held(&unpacked, name);
    assert_eq!(held("xl/sharedStrings.xml"), strings.len().div_ceil(1000));
    // Every reader has read the shared strings: they go; the sheet, which
    // nobody has read yet, stays whole.
    unpacked.let_go_shared();
    assert_eq!(held("xl/sharedStrings.xml"), 0);
    assert_eq!(held("xl/worksheets/sheet1.xml"), sheet.len().div_ceil(1000));
    // A reader that comes after inflates the shared strings itself.
    let read = read_all(
        &unpacked,
        &["xl/sharedStrings.xml", "xl/worksheets/sheet1.xml"],
    );
    assert_eq!(read[0].1, strings);
    assert_eq!(read[1].1, sheet);
}

#[test]
fn a_part_read_again_from_the_middle_is_inflated_from_its_start() {
    let (sheet, source) = one_sheet(2000);
    let (unpacked, inflating) = unpack_one_sheet(&source, 512);
    inflating.run(|_, _| {});
    let first = read_all(&unpacked, &["xl/worksheets/sheet1.xml"]);
    assert_eq!(first[0].1, sheet);
    // Straight at the part's bytes, at an offset, after they were let go.
    let Some(Piece::Part { start, .. }) = unpacked
        .pieces
        .iter()
        .find(|p| matches!(p, Piece::Part { .. }))
    else {
        panic!("no part");
    };
    let mut reader = UnpackedReader::new(unpacked.clone());
    for offset in [5000u64, 100, 7777] {
        reader.seek(SeekFrom::Start(start + offset)).expect("seek");
        let mut got = [0u8; 300];
        reader.read_exact(&mut got).expect("read");
        let from = offset as usize;
        assert_eq!(&got[..], &sheet[from..from + 300], "at {offset}");
    }
}

#[test]
fn parts_beyond_the_budget_or_not_deflated_stay_as_they_are() {
    let sheet = sheet_text(3000);
    let strings = sheet_text(100);
    let source = archive(&[
        ("xl/sharedStrings.xml", &strings, true),
        ("xl/worksheets/sheet1.xml", &sheet, true),
        ("xl/worksheets/sheet2.xml", &strings, false),
    ]);
    let want = wanted(&[
        ("xl/sharedStrings.xml", true),
        ("xl/worksheets/sheet1.xml", false),
        ("xl/worksheets/sheet2.xml", false),
        ("xl/worksheets/missing.xml", false),
    ]);
    let budget = strings.len() as u64 + 10;
    let (unpacked, inflating) = unpack_in(&source, &want, CHUNK, budget).expect("unpacked");
    assert_eq!(inflating.names(), ["xl/sharedStrings.xml"]);
    inflating.run(|_, _| {});
    let read = read_all(
        &unpacked,
        &[
            "xl/sharedStrings.xml",
            "xl/worksheets/sheet1.xml",
            "xl/worksheets/sheet2.xml",
        ],
    );
    assert_eq!(read[0], (CompressionMethod::Stored, strings.clone()));
    assert_eq!(read[1], (CompressionMethod::Deflated, sheet));
    assert_eq!(read[2], (CompressionMethod::Stored, strings));
    // Nothing to inflate: the original is read as it is.
    assert!(unpack_in(&source, &want[2..], CHUNK, u64::MAX).is_none());
}

#[test]
fn a_damaged_part_fails_its_reader_instead_of_keeping_it_waiting() {
    let (_, source) = one_sheet(3000);
    let Source::Bytes { bytes, .. } = &source else {
        unreachable!("made in memory")
    };
    // Scramble the middle of the compressed bytes.
    let mut damaged = bytes.to_vec();
    let (data_start, compressed) = {
        let mut zip = ZipArchive::new(io::Cursor::new(&damaged[..])).expect("archive");
        let file = zip.by_index_raw(0).expect("part");
        (
            file.data_start().expect("read") as usize,
            file.compressed_size() as usize,
        )
    };
    for byte in &mut damaged[data_start + compressed / 3..data_start + compressed / 2] {
        *byte = !*byte;
    }
    let source = Source::Bytes {
        name: "damaged.xlsx".into(),
        bytes: damaged.into(),
    };
    let (unpacked, inflating) = unpack_one_sheet(&source, 1000);
    let reader = std::thread::spawn(move || read_part(unpacked, "xl/worksheets/sheet1.xml"));
    inflating.run(|_, _| {});
    let read = reader.join().expect("reader");
    assert!(read.is_err(), "a damaged part is an error");
}

#[test]
fn parts_left_unfinished_by_a_panic_fail_their_readers() {
    let (_, source) = one_sheet(3000);
    let (unpacked, inflating) = unpack_one_sheet(&source, 1000);
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        inflating.run(|_, _| panic!("the watcher failed"));
    }));
    assert!(panicked.is_err());
    assert!(read_part(unpacked, "xl/worksheets/sheet1.xml").is_err());
}

/// The bytes of `name` as a ZIP reader reads them; an error when it cannot
/// (an archive this small is read at its end first, when it is opened, and
/// that end is the part's).
fn read_part(unpacked: Arc<Unpacked>, name: &str) -> zip::result::ZipResult<Vec<u8>> {
    let mut zip = ZipArchive::new(UnpackedReader::new(unpacked))?;
    let mut file = zip.by_name(name)?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes)?;
    Ok(bytes)
}
