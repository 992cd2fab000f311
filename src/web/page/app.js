// The page's script: send the form to /api/run, show what comes back.
'use strict';
(function () {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const T = boot.texts;
  const $ = (id) => document.getElementById(id);
  const fill = (s, ...values) => values.reduce((acc, v) => acc.replace('{}', v), s);

  document.querySelectorAll('[data-t]').forEach((el) => {
    el.textContent = T[el.dataset.t];
  });
  $('search').placeholder = T.search;

  boot.templates.forEach((t, i) => {
    const option = document.createElement('option');
    option.value = t.id;
    option.textContent = t.name + (i === 0 ? T.builtin_default : '');
    $('template').appendChild(option);
  });

  // Choosing the standings: file picker or drag and drop.
  let standings = null;
  const chosen = (file) => {
    standings = file || null;
    $('standings-name').textContent = standings ? standings.name : T.no_file;
    $('drop').classList.toggle('has-file', !!standings);
  };
  $('standings').addEventListener('change', (e) => chosen(e.target.files[0]));
  const drop = $('drop');
  ['dragenter', 'dragover'].forEach((type) => drop.addEventListener(type, (e) => {
    e.preventDefault();
    drop.classList.add('over');
  }));
  ['dragleave', 'drop'].forEach((type) => drop.addEventListener(type, () => drop.classList.remove('over')));
  drop.addEventListener('drop', (e) => {
    e.preventDefault();
    if (e.dataTransfer.files.length) chosen(e.dataTransfer.files[0]);
  });
  // Picking a rules file selects "upload"; picking a template selects "built in".
  $('rules').addEventListener('change', (e) => {
    const file = e.target.files[0];
    $('rules-name').textContent = file ? file.name : T.no_file;
    if (file) document.querySelector('input[name=rules_from][value=upload]').checked = true;
  });
  $('template').addEventListener('change', () => {
    document.querySelector('input[name=rules_from][value=builtin]').checked = true;
  });

  const el = (tag, text, cls) => {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  };
  const row = (cells, tag) => {
    const tr = el('tr');
    cells.forEach((c) => tr.appendChild(typeof c === 'string' ? el(tag || 'td', c) : c));
    return tr;
  };
  const where = (p) => {
    let at = p.sheet || '';
    if (p.cell) at += '!' + p.cell;
    else if (p.row) at += ' ' + p.row;
    if (p.column) at += '（' + p.column + '）';
    return at;
  };
  const listProblems = (ul, problems) => {
    ul.replaceChildren();
    problems.forEach((p) => {
      const li = el('li');
      const at = where(p);
      if (at) li.appendChild(el('strong', at + '：'));
      li.appendChild(document.createTextNode(p.message));
      ul.appendChild(li);
    });
  };

  const status = (text) => { $('status').textContent = text || ''; };

  $('form').addEventListener('submit', async (e) => {
    e.preventDefault();
    $('problems').hidden = true;
    if (!standings) { status(T.need_standings); return; }
    const fromUpload = document.querySelector('input[name=rules_from]:checked').value === 'upload';
    const rules = $('rules').files[0];
    if (fromUpload && !rules) { status(T.need_rules); return; }
    const data = new FormData();
    data.append('standings', standings, standings.name);
    if (fromUpload) data.append('rules', rules, rules.name);
    else data.append('template', $('template').value);
    data.append('prizes_per_player', document.querySelector('input[name=prizes_per_player]:checked').value);
    $('run').disabled = true;
    status(T.running);
    const started = performance.now();
    let answer;
    try {
      const response = await fetch('/api/run', { method: 'POST', body: data });
      document.body.dataset.answeredMs = String(Math.round(performance.now() - started));
      let body = null;
      try { body = await response.json(); } catch (_) { body = null; }
      answer = { ok: response.ok, body };
      if (!body) answer = { ok: false, body: { errors: [{ message: response.status + ' ' + response.statusText }] } };
    } catch (_) {
      answer = { ok: false, body: { errors: [{ message: T.network_error }] } };
    }
    $('run').disabled = false;
    status('');
    if (answer.ok) {
      show(answer.body);
      const shown = performance.now();
      document.body.dataset.shownMs = String(Math.round(shown - started));
    } else {
      $('results').hidden = true;
      const problems = answer.body.errors || [];
      listProblems($('problem-list'), problems);
      // A workbook that cannot be opened at all: say what to do.
      if (problems.some((p) => p.code.startsWith('file.'))) {
        $('problem-list').appendChild(el('li', T.unreadable, 'hint'));
      }
      $('problems').hidden = false;
      $('problems').scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  });

  let current = null;
  // The payout table: one page of players from the server at a time.
  let table = { q: '', page: 0, asked: 0 };

  function show(answer) {
    current = answer;
    document.dispatchEvent(new CustomEvent('xqprize:run', { detail: answer }));
    table = { q: '', page: 0, asked: 0 };
    const s = answer.summary;
    $('event').textContent = s.event;
    const sheets = s.sheets.map((g) => g.sheet + ' ' + g.players).join('，');
    $('facts').textContent = T.players_read + '：' + sheets + ' · ' +
      (s.stacking === 'one' ? T.stacking_used_one : T.stacking_used_all) + ' · ' + s.rules;

    const schedules = $('schedules');
    schedules.replaceChildren(row([T.schedule, T.planned, T.awarded, T.vacant, T.remainder], 'th'));
    s.schedules.forEach((x) => schedules.appendChild(row([x.name || x.id, x.planned, x.awarded, x.vacant, x.remainder])));
    const total = row([T.total, s.total.planned, s.total.awarded, s.total.vacant, s.total.remainder]);
    total.className = 'total';
    total.id = 'total-row';
    schedules.appendChild(total);
    $('grand').replaceChildren(el('span', T.total + ' '), el('strong', s.total.awarded, 'amount'), el('span', ' · ' + fill(T.paid_to, s.people)));
    $('grand').querySelector('strong').id = 'grand-total';

    // The budget: an amended total above the published one is marked.
    const b = s.budget;
    const over = b.difference.startsWith('+') && /[1-9]/.test(b.difference);
    const difference = el('td', b.difference);
    difference.appendChild(el('span', over ? T.over_budget : T.within_budget, 'mark ' + (over ? 'over' : 'within')));
    const differenceRow = row([T.difference, '', difference]);
    differenceRow.id = 'budget-difference';
    if (over) differenceRow.className = 'over';
    const budget = $('budget');
    budget.replaceChildren(
      row(['', T.published, T.amended], 'th'),
      row([T.total, b.published, b.amended_total]),
      row([T.subsidies, '', b.subsidies]),
      differenceRow,
    );

    const downloads = $('downloads');
    downloads.replaceChildren();
    Object.entries(answer.files || {}).forEach(([name, url], i) => {
      const a = el('a', name === 'all.zip' ? T.zip : name, 'button ' + (name === 'all.zip' ? 'primary' : 'secondary'));
      a.href = url;
      a.setAttribute('download', answer.names[i] || name);
      a.dataset.file = name;
      a.addEventListener('click', offer);
      downloads.appendChild(a);
    });
    $('let-go').hidden = !!answer.run;
    $('let-go').textContent = answer.run ? '' : T.not_kept;

    // Every warning is in results.json; the list shows them as check does,
    // many of one kind in one column as one line that opens on every row.
    $('warning-count').textContent = s.warnings;
    const list = $('warning-list');
    list.replaceChildren();
    s.warning_lines.forEach((w) => {
      const li = el('li');
      li.dataset.line = w.at + '：' + w.message;
      li.dataset.code = w.code;
      if (w.count > 1) {
        const details = el('details');
        const summary = el('summary');
        summary.appendChild(el('strong', w.at + '：'));
        summary.appendChild(document.createTextNode(w.brief + ' '));
        summary.appendChild(el('span', fill(T.kind_count, w.count), 'badge'));
        details.appendChild(summary);
        details.appendChild(el('p', w.message));
        li.appendChild(details);
      } else {
        li.appendChild(el('strong', w.at + '：'));
        li.appendChild(document.createTextNode(w.message));
      }
      list.appendChild(li);
    });
    if (!s.warning_lines.length) list.appendChild(el('li', T.no_warnings));

    $('search').value = '';
    $('search').disabled = !answer.run;
    drawPlayers(answer.first);
    $('results').hidden = false;
    $('results').scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  // One page of players: paid or not, each with 为什么.
  function drawPlayers(found) {
    const rows = [row([T.group, T.no, T.name, T.club, T.amount, ''], 'th')];
    found.rows.forEach((p) => {
      const cell = el('td');
      if (current.run) {
        const button = el('button', T.why, 'button small');
        button.type = 'button';
        button.dataset.player = p.group + ':' + p.no;
        button.addEventListener('click', () => why(p));
        cell.appendChild(button);
      }
      const amount = el('td', p.total || T.not_paid, p.total ? '' : 'unpaid');
      rows.push(row([p.group, p.no, p.name, p.club, amount, cell]));
    });
    $('payouts').replaceChildren(...rows);
    $('shown').textContent = table.q
      ? fill(T.matched, found.matched, found.players, found.payees)
      : fill(T.shown, found.payees, found.players);
    $('page').textContent = fill(T.page_of, found.page + 1, found.pages);
    $('prev').disabled = found.page === 0;
    $('next').disabled = found.page + 1 >= found.pages;
    $('prev').parentElement.hidden = found.pages <= 1;
    table.page = found.page;
  }

  async function askPlayers() {
    if (!current || !current.run) return;
    const asked = ++table.asked;
    const url = '/api/players?run=' + encodeURIComponent(current.run) + '&q=' + encodeURIComponent(table.q) + '&page=' + table.page;
    try {
      const response = await fetch(url);
      const body = await response.json();
      if (asked !== table.asked) return; // a newer search is on its way
      if (response.ok) drawPlayers(body);
      else if (response.status === 404) letGo();
    } catch (_) {
      status(T.network_error);
    }
  }
  let typing = null;
  $('search').addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => {
      table.q = $('search').value.trim();
      table.page = 0;
      askPlayers();
    }, 150);
  });
  $('prev').addEventListener('click', () => { table.page -= 1; askPlayers(); });
  $('next').addEventListener('click', () => { table.page += 1; askPlayers(); });

  // A run the server has let go: say so, and offer no downloads.
  function letGo() {
    if (!current || !current.run) return;
    current.run = null;
    $('let-go').textContent = T.let_go;
    $('let-go').hidden = false;
    $('downloads').replaceChildren();
    $('search').disabled = true;
    $('payouts').querySelectorAll('button').forEach((b) => b.remove());
  }
  async function stillKept() {
    if (!current || !current.run) return false;
    try {
      const response = await fetch('/api/runs/' + encodeURIComponent(current.run));
      const body = await response.json();
      if (!body.kept) letGo();
      return !!body.kept;
    } catch (_) {
      return true; // the download itself will say what is wrong
    }
  }
  // Before a download: is the run still there?
  async function offer(e) {
    if (e.target.dataset.checked) { delete e.target.dataset.checked; return; }
    e.preventDefault();
    if (await stillKept()) {
      e.target.dataset.checked = '1';
      e.target.click();
    }
  }
  setInterval(stillKept, 60000);
  document.addEventListener('visibilitychange', () => { if (!document.hidden) stillKept(); });

  async function why(p) {
    const url = '/api/explain?run=' + encodeURIComponent(current.run) + '&player=' + encodeURIComponent(p.group + ':' + p.no);
    $('why-title').textContent = T.why + '：' + p.name + '（' + p.group + ' ' + p.no + '）';
    $('why-text').textContent = T.running;
    $('why').showModal();
    try {
      const response = await fetch(url);
      const body = await response.json();
      $('why-text').textContent = response.ok ? body.text : body.errors.map((x) => x.message).join('\n');
      if (response.status === 404 && body.errors.some((x) => x.code === 'run.expired')) letGo();
    } catch (_) {
      $('why-text').textContent = T.network_error;
    }
  }

  // Printing: the award lists per schedule, or the payout table, alone on
  // A4 pages under the event's name (the print style hides all else).
  const esc = (v) => String(v == null ? '' : v).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  const htmlTable = (head, rows, numeric) => '<table><thead><tr>' + head.map((h) => '<th>' + esc(h) + '</th>').join('') +
    '</tr></thead><tbody>' + rows.map((r) => '<tr>' + r.map((c, i) => '<td' + (numeric.includes(i) ? ' class="n"' : '') + '>' + esc(c) + '</td>').join('') + '</tr>').join('') + '</tbody></table>';
  function printAwards() {
    const r = current.results;
    const s = current.summary;
    const names = {};
    s.schedules.forEach((x) => { names[x.id] = x.name || x.id; });
    const by = new Map();
    (r.awards || []).concat(r.subsidies || []).forEach((a) => {
      if (!by.has(a.schedule)) by.set(a.schedule, []);
      by.get(a.schedule).push(a);
    });
    let html = '';
    by.forEach((awards, schedule) => {
      html += '<section class="page"><h1>' + esc(s.event) + '</h1><h2>' + esc((names[schedule] || schedule) + ' ' + T.awards_list) + '</h2>' +
        htmlTable([T.place, T.group, T.no, T.name, T.prize], awards.map((a) => [a.place == null ? '' : a.place, a.group, a.no, a.name, a.amount]), [0, 4]) + '</section>';
    });
    return html;
  }
  function printPayouts() {
    const r = current.results;
    const s = current.summary;
    return '<section class="page"><h1>' + esc(s.event) + '</h1><h2>' + esc(T.payout_table) + '</h2>' +
      htmlTable(['#', T.group, T.no, T.name, T.amount], (r.payouts || []).map((p, i) => [i + 1, p.group, p.no, p.name, p.total]), [0, 4]) +
      '<p>' + esc(T.total + ' ' + s.total.awarded + ' · ' + fill(T.paid_to, s.people)) + '</p></section>';
  }
  const printing = (build) => () => {
    if (!current) return;
    $('print').innerHTML = build();
    window.print();
  };
  $('print-awards').addEventListener('click', printing(printAwards));
  $('print-payouts').addEventListener('click', printing(printPayouts));
})();
