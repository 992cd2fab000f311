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
    let answer;
    try {
      const response = await fetch('/api/run', { method: 'POST', body: data });
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

  function show(answer) {
    current = answer;
    const s = answer.summary;
    const r = answer.results;
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

    const b = s.budget;
    const budget = $('budget');
    budget.replaceChildren(
      row(['', T.published, T.amended], 'th'),
      row([T.total, b.published, b.amended_total]),
      row([T.subsidies, '', b.subsidies]),
      row([T.difference, '', b.difference]),
    );

    const downloads = $('downloads');
    downloads.replaceChildren();
    Object.entries(answer.files).forEach(([name, url]) => {
      const a = el('a', name === 'all.zip' ? T.zip : name, 'button ' + (name === 'all.zip' ? 'primary' : 'secondary'));
      a.href = url;
      a.setAttribute('download', name);
      a.dataset.file = name;
      downloads.appendChild(a);
    });

    // Every warning is in results.json; the list shows them as check does,
    // many of one kind in one column as one line naming every row.
    $('warning-count').textContent = (r.warnings || []).length;
    const list = $('warning-list');
    list.replaceChildren();
    s.warning_lines.forEach((w) => {
      const li = el('li');
      li.appendChild(el('strong', w.at + '：'));
      li.appendChild(document.createTextNode(w.message));
      list.appendChild(li);
    });
    if (!s.warning_lines.length) list.appendChild(el('li', T.no_warnings));

    $('search').value = '';
    payouts();
    $('results').hidden = false;
    $('results').scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function payouts() {
    const all = current.results.payouts || [];
    const q = $('search').value.trim().toLowerCase();
    const shown = all.filter((p) => !q || [p.group, p.no, p.name, p.club || ''].some((v) => String(v).toLowerCase().includes(q)));
    const table = $('payouts');
    table.replaceChildren(row([T.group, T.no, T.name, T.amount, ''], 'th'));
    shown.forEach((p) => {
      const button = el('button', T.why, 'button small');
      button.type = 'button';
      button.dataset.player = p.group + ':' + p.no;
      button.addEventListener('click', () => why(p));
      const cell = el('td');
      cell.appendChild(button);
      table.appendChild(row([p.group, p.no, p.name, p.total, cell]));
    });
    $('shown').textContent = fill(T.shown, shown.length, all.length);
  }
  $('search').addEventListener('input', payouts);

  async function why(p) {
    const url = '/api/explain?run=' + encodeURIComponent(current.run) + '&player=' + encodeURIComponent(p.group + ':' + p.no);
    $('why-title').textContent = T.why + '：' + p.name + '（' + p.group + ' ' + p.no + '）';
    $('why-text').textContent = T.running;
    $('why').showModal();
    try {
      const response = await fetch(url);
      const body = await response.json();
      $('why-text').textContent = response.ok ? body.text : body.errors.map((x) => x.message).join('\n');
    } catch (_) {
      $('why-text').textContent = T.network_error;
    }
  }
})();
