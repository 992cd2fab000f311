//! An .xlsx archive whose large parts are inflated once, on a thread of
//! their own, while the workbook readers read them.
//!
//! calamine reads a part through its own ZIP reader, which inflates it as
//! the XML is parsed, on the thread that parses. Here the readers are given
//! an archive of the same parts in which the shared strings and the sheets
//! are stored, not compressed, and whose stored bytes come from another
//! thread inflating the original's; a reader that gets ahead of it waits.
//! That thread inflates each part once, and the merged-cell search reads
//! the same bytes as they come (`Inflating::run`), where it used to inflate
//! every sheet a second time.
//!
//! The archive's records (local headers, central directory) are written by
//! the zip library, as for any archive whose data is written beside it
//! (`ZipWriter::set_file_metadata`); each stored part keeps the original's
//! checksum and size, so the readers check the inflated bytes as they would
//! have checked their own. A sheet's bytes are let go as they are read; a
//! reader that reads a sheet a second time inflates it again itself. A ZIP
//! reader opening the archive reads its last kilobyte first: in an archive
//! so small that a stored part ends there, opening waits for that part.

use std::io::{self, Read, Seek, SeekFrom};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use flate2::read::DeflateDecoder;
use flate2::{Decompress, FlushDecompress, Status};
use memmap2::{Mmap, MmapMut};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

use super::workbook::{ReadSeek, Source};

/// Inflated bytes are handed over in pieces of this size: a huge page
/// each, where the system gives them.
const CHUNK: usize = 2 << 20;

/// The most the parts inflated on the side may take together: beyond it a
/// part stays compressed and its reader inflates it, as for any archive.
const MAX_UNPACKED_BYTES: u64 = 128 * 1024 * 1024;

/// A part to inflate on the side.
pub struct Wanted {
    /// Its name in the archive.
    pub name: String,
    /// Whether more than one reader reads it (the shared strings): its
    /// bytes are kept until `Unpacked::let_go_shared`.
    pub shared: bool,
}

/// A part inflated on the side: its bytes as they come.
struct Part {
    name: String,
    size: u64,
    /// Its bytes are kept once read (until `let_go`).
    kept: AtomicBool,
    /// Where its compressed bytes are in the original archive.
    data_start: u64,
    compressed: u64,
    chunk: usize,
    state: Mutex<Inflated>,
    grown: Condvar,
}

/// What has been inflated of a part so far.
#[derive(Default)]
struct Inflated {
    /// Each `chunk` bytes, `None` once read (unless kept).
    chunks: Vec<Option<Arc<Mmap>>>,
    filled: u64,
    /// Set once the inflating stopped: why, when it failed.
    end: Option<Result<(), String>>,
}

/// What a read of a part's bytes found.
enum Got {
    Bytes(usize),
    /// The bytes were let go: the reader inflates the part itself.
    LetGo,
}

impl Part {
    fn state(&self) -> MutexGuard<'_, Inflated> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Copy bytes from `offset` (below the part's size) into `buf`, waiting
    /// for them to be inflated.
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> io::Result<Got> {
        let at = (offset / self.chunk as u64) as usize;
        let chunk = {
            let mut state = self.state();
            while state.filled <= offset && state.end.is_none() {
                state = self.grown.wait(state).unwrap_or_else(|e| e.into_inner());
            }
            if state.filled <= offset {
                let why = match &state.end {
                    Some(Err(why)) => why.clone(),
                    _ => format!("{} ends before its size", self.name),
                };
                return Err(io::Error::new(io::ErrorKind::InvalidData, why));
            }
            match &state.chunks[at] {
                Some(chunk) => chunk.clone(),
                None => return Ok(Got::LetGo),
            }
        };
        let within = (offset % self.chunk as u64) as usize;
        let n = buf.len().min(chunk.len() - within);
        buf[..n].copy_from_slice(&chunk[within..within + n]);
        if within + n == chunk.len() && !self.kept.load(Ordering::Relaxed) {
            self.state().chunks[at] = None;
        }
        Ok(Got::Bytes(n))
    }

    fn push(&self, chunk: Arc<Mmap>) {
        let mut state = self.state();
        state.filled += chunk.len() as u64;
        state.chunks.push(Some(chunk));
        drop(state);
        self.grown.notify_all();
    }

    /// Keep its bytes no longer: those inflated are let go now, the others
    /// once read.
    fn let_go(&self) {
        self.kept.store(false, Ordering::Relaxed);
        self.state()
            .chunks
            .iter_mut()
            .for_each(|chunk| *chunk = None);
    }

    /// The inflating stopped (the first word stays).
    fn finish(&self, end: Result<(), String>) {
        let mut state = self.state();
        if state.end.is_none() {
            state.end = Some(end);
        }
        drop(state);
        self.grown.notify_all();
    }

    /// The part's compressed bytes in `original`.
    fn compressed(&self, original: &Source) -> io::Result<io::Take<Box<dyn ReadSeek>>> {
        let mut file = original.open()?;
        file.seek(SeekFrom::Start(self.data_start))?;
        Ok(file.take(self.compressed))
    }
}

/// Where a stretch of the archive's bytes is.
enum Piece {
    /// In `Unpacked::records`, from `at`.
    Records { start: u64, at: usize, len: u64 },
    /// A part's inflated bytes.
    Part { start: u64, part: Arc<Part> },
}

impl Piece {
    fn start(&self) -> u64 {
        match self {
            Piece::Records { start, .. } | Piece::Part { start, .. } => *start,
        }
    }
}

/// The piece that holds `pos` (pieces sorted by start, the first at 0).
fn locate(pieces: &[Piece], pos: u64) -> usize {
    pieces
        .partition_point(|p| p.start() <= pos)
        .saturating_sub(1)
}

fn seek_to(to: SeekFrom, pos: u64, len: u64) -> io::Result<u64> {
    match to {
        SeekFrom::Start(at) => Some(at),
        SeekFrom::End(by) => len.checked_add_signed(by),
        SeekFrom::Current(by) => pos.checked_add_signed(by),
    }
    .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "seek before the start"))
}

/// The archive the readers see.
pub struct Unpacked {
    records: Vec<u8>,
    pieces: Vec<Piece>,
    len: u64,
    /// The workbook as given, for a part read a second time.
    original: Source,
}

/// Where the zip library writes the archive's records; a stored part's
/// bytes are a hole that the inflating fills.
#[derive(Default)]
struct Records {
    bytes: Vec<u8>,
    pieces: Vec<Piece>,
    len: u64,
    pos: u64,
}

impl Records {
    /// The bytes of `part` follow here.
    fn hole(&mut self, part: Arc<Part>) -> io::Result<()> {
        if self.pos != self.len {
            return Err(io::Error::other("a part's bytes must follow its header"));
        }
        self.pieces.push(Piece::Part {
            start: self.len,
            part: part.clone(),
        });
        self.len += part.size;
        self.pos = self.len;
        Ok(())
    }
}

impl io::Write for Records {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.pos == self.len {
            // At the end: the last piece grows, or a new one starts.
            match self.pieces.last_mut() {
                Some(Piece::Records { len, .. }) => *len += buf.len() as u64,
                _ => self.pieces.push(Piece::Records {
                    start: self.len,
                    at: self.bytes.len(),
                    len: buf.len() as u64,
                }),
            }
            self.bytes.extend_from_slice(buf);
            self.len += buf.len() as u64;
            self.pos = self.len;
            return Ok(buf.len());
        }
        // Inside: a header written again (its checksum and sizes).
        match self.pieces.get(locate(&self.pieces, self.pos)) {
            Some(&Piece::Records { start, at, len }) if self.pos < self.len => {
                let within = self.pos - start;
                let n = buf.len().min((len - within) as usize);
                let from = at + within as usize;
                self.bytes[from..from + n].copy_from_slice(&buf[..n]);
                self.pos += n as u64;
                Ok(n)
            }
            _ => Err(io::Error::other("a part's bytes written over")),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Seek for Records {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        self.pos = seek_to(to, self.pos, self.len)?;
        Ok(self.pos)
    }
}

/// A reader over the archive, from its first byte.
pub struct UnpackedReader {
    archive: Arc<Unpacked>,
    pos: u64,
    /// A part this reader inflates itself (its bytes were let go): the
    /// part, where the inflater is, and the inflater.
    again: Option<Again>,
}

struct Again {
    part: Arc<Part>,
    at: u64,
    inflater: DeflateDecoder<io::Take<Box<dyn ReadSeek>>>,
}

impl UnpackedReader {
    pub fn new(archive: Arc<Unpacked>) -> UnpackedReader {
        UnpackedReader {
            archive,
            pos: 0,
            again: None,
        }
    }

    /// Read `part`'s bytes from `offset` by inflating it here.
    fn read_again(&mut self, part: &Arc<Part>, offset: u64, buf: &mut [u8]) -> io::Result<usize> {
        let fresh = match &self.again {
            Some(again) => !Arc::ptr_eq(&again.part, part) || again.at > offset,
            None => true,
        };
        if fresh {
            self.again = Some(Again {
                part: part.clone(),
                at: 0,
                inflater: DeflateDecoder::new(part.compressed(&self.archive.original)?),
            });
        }
        let again = self.again.as_mut().expect("set above");
        let skip = offset - again.at;
        if skip > 0 {
            let skipped = io::copy(&mut (&mut again.inflater).take(skip), &mut io::sink())?;
            again.at += skipped;
            if skipped < skip {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    format!("{} ends before its size", part.name),
                ));
            }
        }
        let n = again.inflater.read(buf)?;
        again.at += n as u64;
        Ok(n)
    }
}

impl Read for UnpackedReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let archive = self.archive.clone();
        if self.pos >= archive.len || buf.is_empty() {
            return Ok(0);
        }
        let n = match &archive.pieces[locate(&archive.pieces, self.pos)] {
            Piece::Records { start, at, len } => {
                let within = self.pos - start;
                let n = buf.len().min((len - within) as usize);
                let from = at + within as usize;
                buf[..n].copy_from_slice(&archive.records[from..from + n]);
                n
            }
            Piece::Part { start, part } => {
                let within = self.pos - start;
                let most = buf.len().min((part.size - within) as usize);
                let buf = &mut buf[..most];
                let again = self
                    .again
                    .as_ref()
                    .is_some_and(|a| Arc::ptr_eq(&a.part, part));
                let got = if again {
                    Got::LetGo
                } else {
                    part.read_at(within, buf)?
                };
                match got {
                    Got::Bytes(n) => n,
                    Got::LetGo => self.read_again(part, within, buf)?,
                }
            }
        };
        self.pos += n as u64;
        Ok(n)
    }
}

impl Unpacked {
    /// Every reader that reads the parts read by more than one (the shared
    /// strings) has read them: their bytes are let go.
    pub fn let_go_shared(&self) {
        for piece in &self.pieces {
            match piece {
                Piece::Part { part, .. } if part.kept.load(Ordering::Relaxed) => part.let_go(),
                _ => {}
            }
        }
    }
}

impl Seek for UnpackedReader {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        self.pos = seek_to(to, self.pos, self.archive.len)?;
        Ok(self.pos)
    }
}

/// The parts being inflated, in the order wanted.
pub struct Inflating {
    original: Source,
    parts: Vec<Arc<Part>>,
}

/// `original` with the `wanted` parts that are deflated stored instead,
/// their bytes to come from `Inflating::run`; `None` when no part is to be
/// inflated so or the archive cannot be rewritten (the readers then read
/// the original).
pub fn unpack(original: &Source, wanted: &[Wanted]) -> Option<(Arc<Unpacked>, Inflating)> {
    unpack_in(original, wanted, CHUNK, MAX_UNPACKED_BYTES)
}

fn unpack_in(
    original: &Source,
    wanted: &[Wanted],
    chunk: usize,
    budget: u64,
) -> Option<(Arc<Unpacked>, Inflating)> {
    let mut zip = ZipArchive::new(original.open().ok()?).ok()?;
    // The parts to inflate, within the budget, in the order wanted.
    let mut chosen = Vec::new();
    let mut total = 0;
    for want in wanted {
        let Some(index) = zip.index_for_name(&want.name) else {
            continue;
        };
        let file = zip.by_index_raw(index).ok()?;
        if file.compression() != CompressionMethod::Deflated
            || file.encrypted()
            || !file.is_file()
            || total + file.size() > budget
        {
            continue;
        }
        total += file.size();
        chosen.push((
            index,
            Arc::new(Part {
                name: want.name.clone(),
                size: file.size(),
                kept: AtomicBool::new(want.shared),
                data_start: file.data_start()?,
                compressed: file.compressed_size(),
                chunk,
                state: Mutex::default(),
                grown: Condvar::new(),
            }),
        ));
    }
    if chosen.is_empty() {
        return None;
    }
    let mut writer = ZipWriter::new(Records::default());
    for index in 0..zip.len() {
        let file = zip.by_index_raw(index).ok()?;
        let Some((_, part)) = chosen.iter().find(|(at, _)| *at == index) else {
            writer.raw_copy_file(file).ok()?;
            continue;
        };
        let options = SimpleFileOptions::default()
            .compression_method(CompressionMethod::Stored)
            .last_modified_time(file.last_modified().unwrap_or_default());
        let crc = file.crc32();
        drop(file);
        writer.start_file(part.name.as_str(), options).ok()?;
        // SAFETY: the library's contract, not memory: exactly `size` bytes
        // follow the header (the hole), and they are the original's,
        // whose checksum is `crc`.
        unsafe {
            writer.get_mut()?.hole(part.clone()).ok()?;
            writer.set_file_metadata(part.size, crc).ok()?;
        }
    }
    let records = writer.finish().ok()?;
    let archive = Arc::new(Unpacked {
        records: records.bytes,
        pieces: records.pieces,
        len: records.len,
        original: original.clone(),
    });
    let inflating = Inflating {
        original: original.clone(),
        parts: chosen.into_iter().map(|(_, part)| part).collect(),
    };
    Some((archive, inflating))
}

impl Inflating {
    /// The names of the parts inflated on the side.
    pub fn names(&self) -> Vec<String> {
        self.parts.iter().map(|part| part.name.clone()).collect()
    }

    /// Inflate each part in turn, handing `watch` its name and each piece
    /// as it comes, then `None`, or `Some(why)` when it failed; a part that
    /// fails ends with its reason for its readers. Parts left unfinished
    /// (a panic in `watch`) end as failed.
    pub fn run(self, mut watch: impl FnMut(&str, Option<&[u8]>)) {
        struct Unfinished<'a>(&'a [Arc<Part>]);
        impl Drop for Unfinished<'_> {
            fn drop(&mut self) {
                for part in self.0 {
                    part.finish(Err(format!("{} could not be inflated", part.name)));
                }
            }
        }
        let _unfinished = Unfinished(&self.parts);
        for part in &self.parts {
            let end = inflate(&self.original, part, &mut watch);
            watch(&part.name, None);
            part.finish(end);
        }
    }
}

/// Inflate `part` from `original` into its chunks; stop when nobody can
/// read them any more (the archive is gone).
fn inflate(
    original: &Source,
    part: &Arc<Part>,
    watch: &mut impl FnMut(&str, Option<&[u8]>),
) -> Result<(), String> {
    let failed = |e: &dyn std::fmt::Display| format!("{}: {e}", part.name);
    let mut compressed = part.compressed(original).map_err(|e| failed(&e))?;
    let mut inflater = Decompress::new(false);
    let mut input = vec![0u8; 64 * 1024];
    let (mut from, mut to) = (0, 0);
    let mut left = part.size;
    while left > 0 {
        if Arc::strong_count(part) == 1 {
            return Err(failed(&"no longer read"));
        }
        let mut chunk =
            fresh_memory((part.chunk as u64).min(left) as usize).map_err(|e| failed(&e))?;
        let mut written = 0;
        while written < chunk.len() {
            if from == to {
                to = compressed.read(&mut input).map_err(|e| failed(&e))?;
                from = 0;
            }
            let before = (inflater.total_in(), inflater.total_out());
            let status = inflater
                .decompress(
                    &input[from..to],
                    &mut chunk[written..],
                    FlushDecompress::None,
                )
                .map_err(|e| failed(&e))?;
            from += (inflater.total_in() - before.0) as usize;
            written += (inflater.total_out() - before.1) as usize;
            let stuck = (inflater.total_in(), inflater.total_out()) == before;
            if status == Status::StreamEnd || stuck {
                break;
            }
        }
        if written < chunk.len() {
            break;
        }
        left -= written as u64;
        // The readers first; the watching after.
        let chunk = Arc::new(chunk.make_read_only().map_err(|e| failed(&e))?);
        part.push(chunk.clone());
        watch(&part.name, Some(&chunk));
    }
    if left > 0 {
        return Err(failed(&"the part ends before its size"));
    }
    Ok(())
}

/// `len` bytes of zeroed memory of their own, given back to the system
/// when dropped (memory from the allocator would stay with the inflating
/// thread's arena, where the other threads cannot use it), on huge pages
/// where the system gives them: one page fault a huge page instead of one
/// each 4 KiB.
fn fresh_memory(len: usize) -> io::Result<MmapMut> {
    let memory = MmapMut::map_anon(len)?;
    #[cfg(target_os = "linux")]
    // Only advice: where refused, the pages are small.
    let _ = memory.advise(memmap2::Advice::HugePage);
    Ok(memory)
}

#[cfg(test)]
mod tests;
