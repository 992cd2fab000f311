// The ceremony (颁奖与领奖): the kept events on the first screen, 保存为赛事
// after a run, and at the table, on a phone, the treasurer's marks: find a
// payee by 编号 or name (a team by its name), see the amount in figures and
// in 大写, record 现金 / 转账 / 代领 or undo, and the totals of who has
// collected. A mark is said 已领 only once the server has answered that it
// is committed. The access code (when the server asks for one) and the
// treasurer's name are typed once and kept for the session. Apart from
// app.js, which shows a run ('xqprize:show') and announces each run shown
// ('xqprize:run').
(function () {
  'use strict';
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const T = boot.texts;
  const $ = (id) => document.getElementById(id);
  // Counts and amounts worded as app.js words them (loaded before).
  const { fill, money } = window.xqprizeWords;
  const el = (tag, text, cls) => {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  };
  const session = {
    get: (k) => { try { return sessionStorage.getItem(k) || ''; } catch (_) { return ''; } },
    set: (k, v) => { try { sessionStorage.setItem(k, v); } catch (_) { /* private mode */ } },
  };

  let listing = null; // the last GET /api/events
  let opened = null; // { run, event, collection }
  let shownKept = false; // the run shown is a kept one: no 保存为赛事
  let chosen = null; // the payee in the dialog

  const headers = (json) => {
    const h = json ? { 'Content-Type': 'application/json' } : {};
    const code = session.get('xqprize-code');
    if (code) h['X-Xqprize-Code'] = code;
    return h;
  };
  const canMark = () => !!(listing && listing.can_mark);
  const errorText = (body, status) => ((body && body.errors) || []).map((e) => e.message).join(' ') || String(status);

  // The first screen: where the events are kept, the access code, the events.
  async function loadEvents() {
    let body;
    try {
      const response = await fetch('/api/events', { headers: headers(false), cache: 'no-store' });
      body = await response.json();
    } catch (_) { return; }
    listing = body;
    $('events').hidden = !body.path;
    if (!body.path) return;
    $('events-file').textContent = fill(T.events_file, body.path);
    $('code-form').hidden = !body.code_needed || body.can_mark;
    const list = $('event-list');
    list.replaceChildren();
    if (!body.events.length) list.appendChild(el('li', T.events_empty, 'sub'));
    body.events.forEach((e) => {
      const last = e.runs[e.runs.length - 1];
      if (!last) return;
      const li = el('li');
      const text = el('div', undefined, 'event-text');
      text.append(el('strong', e.name), el('span', fill(T.event_runs, e.runs.length, when(last.kept_at)), 'sub'));
      const open = el('button', T.open_event, 'button primary big');
      open.type = 'button';
      open.dataset.run = String(last.id);
      open.addEventListener('click', () => openRun(last.id));
      li.append(text, open);
      list.appendChild(li);
    });
    drawKeepChoices();
    drawMarking();
  }
  // 2026-12-06T09:30:00Z as the clock on the wall shows it.
  const when = (at) => {
    const d = new Date(at);
    if (isNaN(d)) return at;
    const two = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
  };

  $('code-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    session.set('xqprize-code', $('code').value.trim());
    $('code-said').textContent = '';
    await loadEvents();
    if (!canMark()) {
      $('code-said').textContent = T.code_wrong;
      session.set('xqprize-code', '');
    }
  });

  // 保存为赛事, after a run that is not itself a kept one.
  let current = null;
  document.addEventListener('xqprize:run', (e) => {
    current = e.detail;
    $('keep').hidden = shownKept || !current.run || !(listing && listing.path);
    $('keep-said').textContent = '';
    $('keep-name').value = '';
    $('keep-name').placeholder = current.summary ? current.summary.event : '';
    if (!shownKept) { opened = null; $('marking').hidden = true; }
    shownKept = false;
  });
  function drawKeepChoices() {
    const into = $('keep-into');
    into.replaceChildren();
    const fresh = el('option', T.keep_new);
    fresh.value = '';
    into.appendChild(fresh);
    (listing ? listing.events : []).forEach((e) => {
      const o = el('option', fill(T.keep_into, e.name));
      o.value = String(e.id);
      into.appendChild(o);
    });
  }
  $('keep-into').addEventListener('change', () => { $('keep-name').disabled = !!$('keep-into').value; });
  $('keep-button').addEventListener('click', async () => {
    if (!current || !current.run) return;
    const into = $('keep-into').value;
    const body = { run: current.run, name: $('keep-name').value.trim() };
    if (into) body.event = Number(into);
    $('keep-button').disabled = true;
    try {
      const response = await fetch('/api/events', { method: 'POST', headers: headers(true), body: JSON.stringify(body) });
      const answer = await response.json();
      if (!response.ok) { $('keep-said').textContent = T.mark_failed + errorText(answer, response.status); return; }
      await loadEvents();
      const kept = listing.events.find((e) => e.id === answer.event);
      $('keep-said').textContent = fill(T.kept_done, kept ? kept.name : '');
      $('keep').dataset.keptRun = String(answer.run);
    } catch (_) {
      $('keep-said').textContent = T.mark_failed + T.network_error;
    } finally {
      $('keep-button').disabled = false;
    }
  });

  // A kept run: shown as after a run, and the marking above it.
  async function openRun(run) {
    const response = await fetch('/api/events/' + run, { cache: 'no-store' });
    const body = await response.json();
    if (!response.ok) { alert(errorText(body, response.status)); return; }
    opened = { run, event: body.event, kept: body.kept, collection: body.collection };
    shownKept = true;
    document.dispatchEvent(new CustomEvent('xqprize:show', { detail: body.answer }));
    drawMarking();
    $('marking').hidden = false;
    $('marking').scrollIntoView({ block: 'start' });
    $('marking-title').focus({ preventScroll: true });
  }
  // Marks from another device: the totals and lists asked for again every
  // 10 seconds while a kept run is open and the page is seen, and after a
  // mark refused (another device may have marked that payee).
  async function refresh() {
    if (!opened || document.hidden || $('marking').hidden) return;
    const run = opened.run;
    try {
      const response = await fetch('/api/events/' + run + '/collection', { cache: 'no-store' });
      if (!response.ok) return;
      const body = await response.json();
      if (!opened || opened.run !== run) return;
      opened.collection = body.collection;
      drawMarking();
    } catch (_) { /* the next try */ }
  }
  setInterval(refresh, 10000);
  document.addEventListener('visibilitychange', refresh);
  // corrections.xlsx of this run against the previous run of its event as
  // collected; a refusal is said in words, not downloaded.
  $('compare-collected').addEventListener('click', async () => {
    if (!opened) return;
    const said = $('compare-collected-said');
    said.textContent = '';
    $('compare-collected').disabled = true;
    try {
      const response = await fetch('/api/events/' + opened.run + '/corrections', { cache: 'no-store' });
      if (!response.ok) { said.textContent = errorText(await response.json(), response.status); return; }
      const disposition = response.headers.get('Content-Disposition') || '';
      const m = /filename\*=UTF-8''([^;]+)/.exec(disposition);
      const a = el('a');
      a.href = URL.createObjectURL(await response.blob());
      a.download = m ? decodeURIComponent(m[1]) : 'corrections.xlsx';
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 60000);
    } catch (_) {
      said.textContent = T.network_error;
    } finally {
      $('compare-collected').disabled = false;
    }
  });
  $('back-to-events').addEventListener('click', () => {
    $('events').scrollIntoView({ block: 'start' });
  });

  const kinds = { place: 'kind_place', subsidy: 'kind_subsidy', payment: 'kind_payment', chosen: 'kind_chosen', team: 'kind_team' };
  // 放弃 only once the rules' forfeit time has passed (the server decides).
  const tallyText = (c) => fill(T.tally, c.collected.count, money(c.collected.amount), c.open.count, money(c.open.amount)) +
    (c.forfeited && c.forfeited.count ? fill(T.tally_forfeited, c.forfeited.count, money(c.forfeited.amount)) : '');
  const tallyRow = (name, line) => {
    const tr = el('tr');
    tr.append(el('th', name), el('td', tallyText(line)));
    return tr;
  };
  const payeeKey = (p) => (p.kind === 'team' ? ['team', p.prize, p.team] : ['person', p.group, p.number]).join('\u0001');
  const who = (s) => (s.payee.kind === 'team' ? s.payee.prize + ' · ' + s.name : s.payee.group + ' ' + s.payee.number);
  const howText = (how) => ({ cash: T.how_cash, transfer: T.how_transfer, proxy: T.how_proxy + ' ' + (how.name || '') })[how.kind] || '';
  const stateText = (state) => (state.state === 'collected'
    ? T.state_collected + ' · ' + howText(state.how) + ' · ' + when(state.at) + ' · ' + state.by + (state.note ? ' · ' + state.note : '')
    : state.state === 'forfeited' ? T.state_forfeited : T.state_open);

  function drawMarking() {
    if (!opened) return;
    const c = opened.collection;
    $('marking-title').textContent = T.marking + '：' + (opened.event.name || '');
    $('marking-kept').textContent = opened.kept.standings_name + ' · ' + when(opened.kept.kept_at);
    $('tally').textContent = tallyText(c);
    $('by-kind').replaceChildren(...c.by_kind.map((k) => tallyRow(T[kinds[k.kind]] || k.kind, k)));
    $('by-schedule').replaceChildren(...c.by_schedule.map((s) => tallyRow(s.schedule, s)));
    const marking = canMark();
    $('read-only').hidden = marking;
    $('treasurer-row').hidden = !marking;
    $('treasurer').value = session.get('xqprize-by');
    drawFound();
    const open = c.payees.filter((s) => s.state.state !== 'collected');
    $('open-count').textContent = String(open.length);
    $('open-list').replaceChildren(...open.map((s) => el('li', s.name + '（' + who(s) + '）' + money(s.amount) +
      (s.state.state === 'forfeited' ? ' · ' + T.state_forfeited : ''))));
    $('record-download').href = '/api/events/' + opened.run + '/record';
    const runs = (opened.event && opened.event.runs) || [];
    $('compare-collected').hidden = !runs.some((r) => r.id < opened.run);
    $('compare-collected').title = T.compare_collected_hint;
  }
  $('treasurer').addEventListener('input', () => session.set('xqprize-by', $('treasurer').value.trim()));

  // The payees a search finds: an exact 编号 first, then names and teams
  // containing the text; at most 30, each a large button.
  function drawFound() {
    const q = $('mark-search').value.trim();
    const list = $('payee-list');
    list.replaceChildren();
    if (!opened || !q) return;
    const c = opened.collection;
    const exact = c.payees.filter((s) => s.payee.kind === 'person' && s.payee.number === q);
    const near = c.payees.filter((s) => !exact.includes(s) && (s.name.includes(q) ||
      (s.payee.kind === 'person' && s.payee.number.includes(q)) || (s.payee.kind === 'team' && s.payee.team.includes(q))));
    exact.concat(near).slice(0, 30).forEach((s) => {
      const li = el('li');
      const b = el('button', undefined, 'payee ' + (s.state.state === 'collected' ? 'collected' : 'open'));
      b.type = 'button';
      b.dataset.payee = payeeKey(s.payee);
      const top = el('span', undefined, 'payee-top');
      top.append(el('strong', s.name), el('span', money(s.amount), 'amount'));
      const bottom = el('span', undefined, 'payee-bottom');
      bottom.append(el('span', who(s)), el('span', stateText(s.state).split(' · ')[0], 'state'));
      b.append(top, bottom);
      b.addEventListener('click', () => openPayee(s));
      li.appendChild(b);
      list.appendChild(li);
    });
  }
  $('mark-search').placeholder = T.mark_search;
  $('mark-search').addEventListener('input', drawFound);

  // One payee: the amount in figures and in 大写, how it was handed over.
  function openPayee(s) {
    chosen = s;
    const collected = s.state.state === 'collected';
    $('payee-name').textContent = s.name;
    $('payee-who').textContent = who(s);
    $('payee-amount').textContent = money(s.amount);
    $('payee-capitals').textContent = s.capitals;
    $('payee-state').textContent = stateText(s.state);
    $('payee-state').className = 'payee-state ' + (collected ? 'collected' : 'open');
    $('mark-said').textContent = '';
    $('mark-form').reset();
    howChanged();
    const marking = canMark();
    $('mark-form').hidden = !marking || collected;
    $('mark-confirm').hidden = !marking || collected;
    $('mark-undo').hidden = !marking || !collected;
    $('payee').showModal();
  }
  function howChanged() {
    const how = document.querySelector('input[name=how]:checked').value;
    $('transfer-fields').hidden = how !== 'transfer';
    $('proxy-fields').hidden = how !== 'proxy';
  }
  document.querySelectorAll('input[name=how]').forEach((r) => r.addEventListener('change', howChanged));
  $('mark-cancel').addEventListener('click', () => $('payee').close());

  async function send(action) {
    const by = $('treasurer').value.trim();
    if (!by) { $('mark-said').textContent = T.treasurer_needed; return; }
    const mark = { payee: chosen.payee, action, by, note: $('mark-note').value.trim() };
    $('mark-confirm').disabled = true;
    $('mark-undo').disabled = true;
    $('mark-said').textContent = T.marking_wait;
    try {
      const response = await fetch('/api/events/' + opened.run + '/marks', { method: 'POST', headers: headers(true), body: JSON.stringify(mark) });
      const answer = await response.json();
      if (!response.ok) {
        $('mark-said').textContent = T.mark_failed + errorText(answer, response.status);
        refresh();
        return;
      }
      // Committed: only now does the page say so.
      opened.collection = answer.collection;
      const now = answer.collection.payees.find((s) => payeeKey(s.payee) === payeeKey(chosen.payee));
      drawMarking();
      if (now) openPayee(now);
    } catch (_) {
      $('mark-said').textContent = T.mark_failed + T.network_error;
    } finally {
      $('mark-confirm').disabled = false;
      $('mark-undo').disabled = false;
    }
  }
  $('mark-confirm').addEventListener('click', () => {
    const kind = document.querySelector('input[name=how]:checked').value;
    const how = { kind };
    if (kind === 'transfer') { how.bank = $('bank').value.trim(); how.account = $('account').value.trim(); }
    if (kind === 'proxy') how.name = $('proxy').value.trim();
    send({ kind: 'collected', how });
  });
  $('mark-undo').addEventListener('click', () => send({ kind: 'undo', of: chosen.state.mark }));

  loadEvents();
})();
