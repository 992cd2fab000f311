// 「与已发放的结果比较」: after a run, compare it with the results paid (a
// results.json uploaded, or an earlier run kept on this page) and download
// corrections.xlsx, or ask why one player's money changed. Apart from
// app.js, which only announces each run shown ('xqprize:run').
(function () {
  'use strict';
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const T = boot.compare;
  const box = document.getElementById('compare');
  if (!T || !box) return;
  const earlier = []; // runs shown before, newest first: { run, label }
  let current = null;

  const make = (tag, attrs, text) => {
    const e = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => e.setAttribute(k, v));
    if (text) e.textContent = text;
    return e;
  };
  const title = make('h2', {}, T.title);
  const hint = make('p', { class: 'sub' }, T.hint);
  const fileLabel = make('label', { for: 'paid-file' }, T.upload + ' ');
  const file = make('input', { id: 'paid-file', type: 'file', accept: '.json,application/json' });
  const runLabel = make('label', { for: 'paid-run' }, ' ' + T.kept + ' ');
  const runs = make('select', { id: 'paid-run' });
  const download = make('button', { type: 'button', class: 'button primary', id: 'paid-download' }, T.download);
  const whoLabel = make('label', { for: 'paid-player' }, T.why + ' ');
  const who = make('input', { id: 'paid-player', type: 'search', autocomplete: 'off' });
  const ask = make('button', { type: 'button', class: 'button secondary', id: 'paid-why' }, '?');
  const said = make('pre', { id: 'paid-said', 'aria-live': 'polite' });
  // Who changed: the summary, then one line per person or team.
  const changedSummary = make('p', { id: 'paid-summary' });
  const changed = make('ul', { id: 'paid-changed' });
  // Amounts as the rest of the page and the sheets write them: 2,000.00.
  const amounts = (text) => String(text).replace(/(^|[^\d.,])(\d{4,})(\.\d{2})(?!\d)/g,
    (_, before, whole, fen) => before + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + fen);
  const line = (...parts) => { const p = make('p'); parts.forEach((x) => p.appendChild(x)); return p; };
  ask.setAttribute('aria-label', T.why.replace(/（.*）|\(.*\)/, '').trim());
  box.append(title, hint, line(fileLabel, file, runLabel, runs), line(download), changedSummary, changed, line(whoLabel, who, ask), said);

  const drawRuns = () => {
    runs.replaceChildren(make('option', { value: '' }, T.none_kept));
    earlier.forEach((r) => runs.appendChild(make('option', { value: r.run }, r.label)));
  };
  drawRuns();
  document.addEventListener('xqprize:run', (e) => {
    if (current && current.run) {
      earlier.unshift(current);
      drawRuns();
    }
    const a = e.detail;
    const time = new Date().toLocaleTimeString();
    current = a.run ? { run: a.run, label: (a.summary && a.summary.event || '') + ' ' + time } : null;
    said.textContent = '';
    changedSummary.textContent = '';
    changed.replaceChildren();
  });

  const form = (player) => {
    const data = new FormData();
    data.append('run', current ? current.run : '');
    if (file.files[0]) data.append('paid', file.files[0], file.files[0].name);
    else data.append('paid_run', runs.value);
    if (player) data.append('player', player);
    return data;
  };
  const problems = async (response) => {
    try {
      const body = await response.json();
      return (body.errors || []).map((x) => x.message).join('\n');
    } catch (_) {
      return response.status + ' ' + response.statusText;
    }
  };
  const ready = () => {
    if (!file.files[0] && !runs.value) { said.textContent = T.need_paid; return false; }
    return !!current;
  };
  // Who changed, listed on the page beside the download.
  const list = async () => {
    const data = form('');
    data.append('list', '1');
    const response = await fetch('/api/corrections', { method: 'POST', body: data });
    if (!response.ok) return false;
    const body = await response.json();
    changedSummary.textContent = amounts(body.summary);
    changed.replaceChildren(...body.changed.map((l) => make('li', {}, amounts(l))));
    return true;
  };
  download.addEventListener('click', async () => {
    if (!ready()) return;
    await list();
    const response = await fetch('/api/corrections', { method: 'POST', body: form('') });
    if (!response.ok) { said.textContent = await problems(response); return; }
    said.textContent = '';
    const blob = await response.blob();
    const saved = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('Content-Disposition') || '');
    const a = make('a', { href: URL.createObjectURL(blob), download: saved ? decodeURIComponent(saved[1]) : 'corrections.xlsx' });
    document.body.appendChild(a);
    a.click();
    a.remove();
  });
  ask.addEventListener('click', async () => {
    if (!ready() || !who.value.trim()) return;
    const response = await fetch('/api/corrections', { method: 'POST', body: form(who.value.trim()) });
    said.textContent = response.ok ? amounts((await response.json()).text) : await problems(response);
  });
})();
