// Memory of `xqprize serve` under load, on loopback only, bounded: eight
// uploads of a large workbook at once, then `KEPT` more one after another
// (so that kept runs press on their byte budget). The server's resident
// memory is sampled every 20 ms from /proc; the peak and the memory after
// the runs are printed. Checked: the peak under the eight uploads (600 MiB),
// and the bytes the store counts for the runs it still keeps (each run's
// files and zip, as downloaded, and PLAYER_BYTES for each player read, as
// `Ran::weight` counts them), which must stay within its budget (256 MiB).
// The memory after the runs less that of a server that has run nothing is
// printed beside them: it holds the kept runs and what the allocator keeps
// of the freed memory of the eight at once.
//
//   XQPRIZE_BIN=../../target/release/xqprize node load.js big.xlsx
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const bin = path.resolve(process.env.XQPRIZE_BIN || path.join(root, 'target', 'release', 'xqprize'));
const file = process.argv[2];
const KEPT = Number(process.env.KEPT || 6);
const MiB = 1024 * 1024;
// src/web/run.rs PLAYER_BYTES and src/web/mod.rs keep_bytes.
const PLAYER_BYTES = 1024;
const BUDGET = 256 * MiB;
const FILES = ['payouts.xlsx', 'awards.xlsx', 'qualifiers.xlsx', 'results.json', 'all.zip'];

function serve() {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const m = seen.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (m) resolve({ child, url: m[0] });
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}`)));
  });
}

const rss = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]) * 1024;
};

async function upload(url, bytes) {
  const form = new FormData();
  form.append('standings', new Blob([bytes]), path.basename(file));
  const response = await fetch(url + 'api/run', { method: 'POST', body: form });
  const body = await response.json();
  return { status: response.status, run: body.run, files: body.files, players: body.first && body.first.players };
}

// What the store counts for a kept run: its files and zip, and so much
// for each player read.
async function counted(url, answer) {
  let bytes = answer.players * PLAYER_BYTES;
  for (const name of FILES) {
    const response = await fetch(url + answer.files[name].slice(1));
    bytes += (await response.arrayBuffer()).byteLength;
  }
  return bytes;
}

async function main() {
  const bytes = fs.readFileSync(file);
  const { child, url } = await serve();
  const pid = child.pid;
  await new Promise((r) => setTimeout(r, 300));
  const idle = rss(pid);
  let peak = idle;
  const sampler = setInterval(() => { peak = Math.max(peak, rss(pid)); }, 20);
  let failed = 0;
  try {
    console.log(`workbook ${(bytes.length / MiB).toFixed(1)} MiB; server idle ${(idle / MiB).toFixed(0)} MiB`);
    let t = Date.now();
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(url, bytes)));
    console.log(`8 at once: ${answers.map((a) => a.status).join(' ')} in ${((Date.now() - t) / 1000).toFixed(1)} s; peak ${(peak / MiB).toFixed(0)} MiB`);
    const peakAtOnce = peak;
    t = Date.now();
    const runs = [];
    for (let i = 0; i < KEPT; i += 1) runs.push(await upload(url, bytes));
    const after = rss(pid);
    const kept = [];
    for (const answer of runs.concat(answers)) {
      if (!answer.run) continue;
      const r = await (await fetch(url + 'api/runs/' + answer.run)).json();
      if (r.kept) kept.push(answer);
    }
    let held = 0;
    for (const answer of kept) held += await counted(url, answer);
    console.log(`${KEPT} one after another in ${((Date.now() - t) / 1000).toFixed(1)} s: ${kept.length} runs kept, counted ${(held / MiB).toFixed(1)} MiB; memory after the runs ${(after / MiB).toFixed(0)} MiB (${((after - idle) / MiB).toFixed(0)} MiB over idle); peak ${(peak / MiB).toFixed(0)} MiB`);
    const ok = (what, good) => { console.log(`${good ? 'ok  ' : 'FAIL'} ${what}`); if (!good) failed += 1; };
    ok(`peak under 8 uploads at once ${(peakAtOnce / MiB).toFixed(0)} MiB <= 600 MiB`, peakAtOnce <= 600 * MiB);
    ok(`every upload answered 200`, answers.every((a) => a.status === 200));
    ok(`peak over all ${(peak / MiB).toFixed(0)} MiB <= 600 MiB`, peak <= 600 * MiB);
    ok(`kept runs counted ${(held / MiB).toFixed(1)} MiB <= 256 MiB`, held <= BUDGET);
    ok(`the last run is kept`, kept.includes(runs[runs.length - 1]));
  } finally {
    clearInterval(sampler);
    child.kill();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => { console.log(`FAIL ${e.stack || e}`); process.exitCode = 1; });
