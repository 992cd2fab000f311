// End-to-end test of `xqprize serve` in Debian's chromium, driven by
// playwright-core: upload the sample, compare the page's 合计 with what
// `xqprize run` prints and its warnings with what `xqprize check` lists, open
// 为什么 for one player, download payouts.xlsx and compare its bytes with the
// CLI's file, upload a damaged file and see the Chinese error. Each step is
// photographed at laptop and phone size into out/. The last line is "N passed, N failed"; the exit status is 1 when any
// check failed.
//
//   XQPRIZE_BIN=../../target/release/xqprize node run.js
'use strict';
const { chromium } = require('playwright-core');
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const bin = path.resolve(process.env.XQPRIZE_BIN || path.join(root, 'target', 'release', 'xqprize'));
const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
const sample = path.join(root, 'samples', 'shizhu-2019.xlsx');
const out = path.join(__dirname, 'out');
const sizes = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

let passed = 0;
let failed = 0;
function check(what, ok, detail) {
  if (ok) {
    passed += 1;
    console.log(`ok   ${what}`);
  } else {
    failed += 1;
    console.log(`FAIL ${what}${detail ? ': ' + detail : ''}`);
  }
}

// What `xqprize run` writes and prints for the sample.
function cliRun() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xqprize-cli-'));
  const stdout = execFileSync(bin, ['run', sample, '--out', dir, '--force'], { encoding: 'utf8' });
  // "total paid: 117200.00 to 97 people" (or the same line in Chinese: 合计 117200.00).
  const m = stdout.match(/(?:total paid|合计)[:：]?\s*([0-9][0-9,]*\.[0-9]{2})/);
  if (!m) throw new Error('no total in the output of xqprize run:\n' + stdout);
  // The warnings as `xqprize check` lists them (in Chinese, as the page).
  const checked = execFileSync(bin, ['check', sample], { encoding: 'utf8', env: { ...process.env, XQPRIZE_LANG: 'zh' } });
  const warnings = checked.split('\n').filter((l) => l.startsWith('警告：')).map((l) => l.slice('警告：'.length));
  return { dir, total: m[1].replace(/,/g, ''), payouts: fs.readFileSync(path.join(dir, 'payouts.xlsx')), warnings };
}

// Start `xqprize serve` on a free loopback port (port 0: the system picks
// one) and read the address it prints.
function serve() {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let seen = '';
    const timer = setTimeout(() => reject(new Error('xqprize serve printed no address: ' + seen)), 20000);
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const m = seen.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[0] });
      }
    });
    child.stderr.on('data', (chunk) => { seen += chunk; });
    child.on('exit', (code) => reject(new Error(`xqprize serve exited (${code}): ${seen}`)));
  });
}

async function shot(page, size, step) {
  await page.screenshot({ path: path.join(out, `${size.name}-${step}.png`) });
}

async function scenario(browser, url, cli, size) {
  const tag = `[${size.name}]`;
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    acceptDownloads: true,
    isMobile: size.name === 'phone',
    hasTouch: size.name === 'phone',
  });
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  // The browser logs every 4xx answer as an error; the 422 of the damaged
  // file is expected.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 422/.test(m.text())) consoleErrors.push(m.text());
  });
  const external = [];
  page.on('request', (r) => { if (!r.url().startsWith(url)) external.push(r.url()); });

  await page.goto(url);
  check(`${tag} the page is in Chinese`, (await page.locator('h1').innerText()).includes('奖金计算'));
  await shot(page, size, '1-start');

  // The standings: the file picker on the laptop, drag and drop on the phone.
  if (size.name === 'laptop') {
    await page.setInputFiles('#standings', sample);
  } else {
    const bytes = fs.readFileSync(sample).toString('base64');
    const transfer = await page.evaluateHandle((b64) => {
      const raw = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([raw], 'shizhu-2019.xlsx'));
      return dt;
    }, bytes);
    await page.dispatchEvent('#drop', 'drop', { dataTransfer: transfer });
  }
  check(`${tag} the chosen file is named`, (await page.locator('#standings-name').innerText()) === 'shizhu-2019.xlsx');
  await shot(page, size, '2-chosen');
  await page.click('#run');
  await page.locator('#results').waitFor({ state: 'visible', timeout: 60000 });
  await page.waitForTimeout(600); // the smooth scroll
  await shot(page, size, '3-results');
  const total = (await page.locator('#grand-total').innerText()).trim();
  check(`${tag} 合计 on the page equals what xqprize run prints (${cli.total})`, total === cli.total, `page shows ${total}`);
  const tableTotal = (await page.locator('#total-row td').nth(2).innerText()).trim();
  check(`${tag} the 合计 row of the schedule table agrees`, tableTotal === cli.total, tableTotal);
  await page.screenshot({ path: path.join(out, `${size.name}-3-results-full.png`), fullPage: true });
  const listed = (await page.locator('#warning-list li').allInnerTexts()).map((t) => t.trim());
  check(`${tag} the warnings are listed as xqprize check lists them (${cli.warnings.length} lines)`,
    cli.warnings.length > 0 && JSON.stringify(listed) === JSON.stringify(cli.warnings), listed.join(' | '));

  // 为什么 for the first player of the payout table.
  const first = page.locator('#payouts tr').nth(1);
  const name = (await first.locator('td').nth(2).innerText()).trim();
  await first.locator('button').click();
  const dialog = page.locator('#why');
  await dialog.waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.getElementById('why-text').textContent.startsWith('正在'));
  const why = await page.locator('#why-text').innerText();
  check(`${tag} 为什么 opens for ${name}`, why.startsWith(name) && /发第 1 名/.test(why), why.slice(0, 200));
  await shot(page, size, '4-why');
  await dialog.locator('button').click();
  await dialog.waitFor({ state: 'hidden' });

  // The search box narrows the payout table.
  await page.fill('#search', name);
  const rows = await page.locator('#payouts tr').count();
  check(`${tag} searching 「${name}」 leaves that player`, rows >= 2 && rows <= 3, `${rows - 1} rows`);
  await shot(page, size, '5-search');
  await page.fill('#search', '');

  // payouts.xlsx, byte for byte the CLI's.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('a[data-file="payouts.xlsx"]'),
  ]);
  const got = fs.readFileSync(await download.path());
  check(`${tag} the downloaded payouts.xlsx equals the CLI's (${cli.payouts.length} bytes)`,
    download.suggestedFilename() === 'payouts.xlsx' && Buffer.compare(got, cli.payouts) === 0,
    `${download.suggestedFilename()}, ${got.length} bytes`);

  // A damaged workbook: the sample cut in half.
  const damaged = fs.readFileSync(sample).subarray(0, 20000);
  await page.setInputFiles('#standings', { name: 'damaged.xlsx', mimeType: 'application/octet-stream', buffer: damaged });
  await page.click('#run');
  await page.locator('#problems').waitFor({ state: 'visible', timeout: 30000 });
  await page.waitForTimeout(600);
  const problem = await page.locator('#problems').innerText();
  check(`${tag} a damaged file shows the Chinese error`, problem.includes('无法计算') && problem.includes('没有生成任何文件') && problem.includes('另存为 .xlsx') && (await page.locator('#problem-list li').count()) >= 1, problem);
  check(`${tag} the results of the last run are hidden`, !(await page.locator('#results').isVisible()));
  await shot(page, size, '6-damaged');

  check(`${tag} no script errors`, consoleErrors.length === 0, consoleErrors.join('; '));
  check(`${tag} nothing loaded from outside`, external.length === 0, external.join(', '));
  await context.close();
}

async function main() {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const cli = cliRun();
  const server = await serve();
  let browser;
  try {
    // launch() starts chromium with a fresh --user-data-dir of its own in
    // the temporary folder (it refuses the flag in args) and removes it on close.
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    });
    for (const size of sizes) {
      try {
        await scenario(browser, server.url, cli, size);
      } catch (e) {
        check(`[${size.name}] the scenario ran to its end`, false, e.stack || String(e));
      }
    }
    // The server is still there after all of it.
    const response = await fetch(server.url);
    check('the server still answers', response.ok);
  } finally {
    if (browser) await browser.close();
    server.child.kill();
    fs.rmSync(cli.dir, { recursive: true, force: true });
  }
}

main()
  .catch((e) => {
    failed += 1;
    console.log(`FAIL ${e.stack || e}`);
  })
  .finally(() => {
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  });
