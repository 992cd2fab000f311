// The page's script: send the form to /api/run, show what comes back.
'use strict';
(function () {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const T = boot.texts;
  const $ = (id) => document.getElementById(id);
  // Each value in place of the next {}; a count followed by {one|many}
  // takes the first word when it is 1 (「paid to 1 person」).
  const fill = (s, ...values) => values.reduce((acc, v) => acc.replace(
    /\{\}( \{([^|{}]*)\|([^|{}]*)\})?/,
    (_, word, one, many) => String(v) + (word ? ' ' + (String(v) === '1' ? one : many) : '')), s);

  document.querySelectorAll('[data-t]').forEach((el) => {
    el.textContent = T[el.dataset.t];
  });
  $('search').placeholder = T.search;
  // Every control named for a screen reader (a file input hidden in its
  // label, the template list, the search box): aria-label from the words.
  document.querySelectorAll('[data-label]').forEach((el) => {
    el.setAttribute('aria-label', T[el.dataset.label]);
  });

  // One number format, as the sheets: 20,000.00. `money` groups one
  // amount; `amounts` every amount within a text (a decimal with its fen,
  // so a year or an ID number is left alone).
  const group = (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const money = (v) => {
    const m = /^([+-]?)(\d+)(\.\d+)?$/.exec(String(v == null ? '' : v).trim());
    return m ? m[1] + group(m[2]) + (m[3] || '') : String(v == null ? '' : v);
  };
  // The other scripts of the page (ceremony.js) word counts and amounts
  // the same way.
  window.xqprizeWords = { fill, money };
  const amounts = (text) => String(text).replace(/(^|[^\d.,])(\d{4,})(\.\d{2})(?!\d)/g, (_, before, whole, fen) => before + group(whole) + fen);

  boot.templates.forEach((t, i) => {
    const option = document.createElement('option');
    option.value = t.id;
    option.textContent = t.name + (i === 0 ? T.builtin_default : '');
    option.dataset.runs = t.runs ? '1' : '';
    $('template').appendChild(option);
  });
  // A template with no prizes filled in cannot run: it is offered for
  // download (the rules and a blank standings workbook) with what to fill in.
  const templateRuns = () => {
    const option = $('template').selectedOptions[0];
    return !option || !!option.dataset.runs;
  };
  const showTemplate = () => {
    const id = $('template').value;
    const runs = templateRuns();
    $('template-note').hidden = runs;
    if (!runs) {
      const name = $('template').selectedOptions[0].textContent;
      $('template-rules').href = '/api/templates/' + encodeURIComponent(id) + '/rules.toml';
      $('template-rules').setAttribute('download', name + ' 规则.toml');
      $('template-standings').href = '/api/templates/' + encodeURIComponent(id) + '/standings.xlsx';
      $('template-standings').setAttribute('download', name + ' 空白成绩册.xlsx');
    }
  };
  showTemplate();

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
    showTemplate();
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
    if (!fromUpload && !templateRuns()) { status(T.template_chosen_unfilled); return; }
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
      // The previous result, if any, stays: its figures, downloads and
      // search still hold; the problems say this run did not finish.
      $('kept-earlier').hidden = !current;
      const problems = answer.body.errors || [];
      listProblems($('problem-list'), problems);
      // A workbook that cannot be opened at all: say what to do.
      if (problems.some((p) => p.code.startsWith('file.'))) {
        $('problem-list').appendChild(el('li', T.unreadable, 'hint'));
      }
      $('problems').hidden = false;
      $('problems').scrollIntoView({ behavior: 'smooth', block: 'start' });
      $('problems-title').focus({ preventScroll: true });
    }
  });

  // The rules by the name a person knows: a built-in template's Chinese
  // name, not a file he does not have.
  const rulesShown = (name) => {
    const t = boot.templates.find((x) => name.startsWith(x.id + '.toml'));
    return t ? t.name : name;
  };

  let current = null;
  // The payout table: one page of players from the server at a time.
  let table = { q: '', page: 0, asked: 0 };

  // A kept event's run, opened by the ceremony's script, is shown as a run.
  document.addEventListener('xqprize:show', (e) => show(e.detail));

  function show(answer) {
    current = answer;
    document.dispatchEvent(new CustomEvent('xqprize:run', { detail: answer }));
    table = { q: '', page: 0, asked: 0 };
    const s = answer.summary;
    $('event').textContent = s.event;
    const sheets = s.sheets.map((g) => g.sheet + ' ' + g.players).join('，');
    $('facts').textContent = T.players_read + '：' + sheets + ' · ' +
      (s.stacking === 'one' ? T.stacking_used_one : T.stacking_used_all) + ' · ' + rulesShown(s.rules);

    const schedules = $('schedules');
    schedules.replaceChildren(row([T.schedule, T.planned, T.awarded, T.vacant, T.remainder], 'th'));
    const figures = (x) => [x.planned, x.awarded, x.vacant, x.remainder].map(money);
    s.schedules.forEach((x) => schedules.appendChild(row([x.name || x.id].concat(figures(x)))));
    // Team prizes, paid to the teams, in the table and its total.
    const teamLines = s.team_lines || [];
    teamLines.forEach((x) => {
      const tr = row([(x.name || x.id) + T.team_suffix].concat(figures(x)));
      tr.className = 'team';
      schedules.appendChild(tr);
    });
    const all = s.all || s.total;
    const total = row([T.total].concat(figures(all)));
    total.className = 'total';
    total.id = 'total-row';
    schedules.appendChild(total);
    const paidTo = (s.teams_paid ? fill(T.paid_to_teams, s.people, s.teams_paid) : fill(T.paid_to, s.people)) +
      (s.prize_only ? fill(T.prize_only_people, s.prize_only) : '');
    $('grand').replaceChildren(el('span', T.total + ' '), el('strong', money(all.awarded), 'amount'), el('span', ' · ' + paidTo));
    $('grand').querySelector('strong').id = 'grand-total';

    // The budget as the regulation states it (SPEC §19): the published
    // total against the plan (补充通知后 only with amendments), subsidies
    // and committee awards only where the rules have them, and no
    // comparison where the regulation states no total. A plan above the
    // published total is marked.
    const b = s.budget;
    const plan = b.amendments ? T.amended : T.planned_all;
    const parts = [];
    if (b.subsidy_paid != null) parts.push(row([T.subsidies_only, '', money(b.subsidy_paid)]));
    if (b.awards_paid != null) parts.push(row([T.awards_chosen, '', money(b.awards_paid)]));
    if (b.budgeted_paid != null) parts.push(row([T.budgeted_payments, '', money(b.budgeted_paid)]));
    if (b.fixed != null) {
      const fixed = row([T.fixed_included, '', money(b.fixed)]);
      fixed.id = 'budget-fixed';
      parts.push(fixed);
    }
    const budget = $('budget');
    if (b.stated) {
      const over = b.difference.startsWith('+') && /[1-9]/.test(b.difference);
      const difference = el('td', money(b.difference));
      difference.appendChild(el('span', over ? T.over_budget : T.within_budget, 'mark ' + (over ? 'over' : 'within')));
      const differenceRow = row([b.amendments ? T.difference : T.difference_planned, '', difference]);
      differenceRow.id = 'budget-difference';
      if (over) differenceRow.className = 'over';
      budget.replaceChildren(
        row(['', T.published, plan], 'th'),
        row([T.total, money(b.published), money(b.amended_total)]),
        ...parts,
        differenceRow,
      );
    } else {
      const none = row([T.no_stated, '', '']);
      none.id = 'budget-unstated';
      budget.replaceChildren(
        row(['', '', plan], 'th'),
        row([T.total, '', money(b.amended_total)]),
        ...parts,
        none,
      );
    }

    // Each download by what it is, the name it is saved as beneath.
    const what = { 'payouts.xlsx': T.file_payouts, 'awards.xlsx': T.file_awards, 'qualifiers.xlsx': T.file_qualifiers, 'results.json': T.file_results, 'all.zip': T.zip };
    // The names come in this order; a file the rules have no part for
    // (晋级名单 without qualifier lists) is not among the files offered.
    const order = ['payouts.xlsx', 'awards.xlsx', 'qualifiers.xlsx', 'results.json', 'all.zip'];
    const downloads = $('downloads');
    downloads.replaceChildren();
    Object.entries(answer.files || {}).forEach(([name, url]) => {
      const saved = answer.names[order.indexOf(name)] || name;
      const a = el('a', undefined, 'button download ' + (name === 'all.zip' ? 'primary' : 'secondary'));
      a.append(el('span', what[name] || name, 'what'), el('span', saved, 'file'));
      a.href = url;
      a.setAttribute('download', saved);
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
    drawTeams(answer.printed && answer.printed.teams);
    drawInKind(s.in_kind);
    drawPrinted(answer);
    $('results').hidden = false;
    $('results').scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The result is where the keyboard and a screen reader go next.
    $('event').focus({ preventScroll: true });
  }

  // 团体名次 on the page: each team prize's list (团体录取 too), as
  // awards.xlsx's team sheet has it.
  function drawTeams(teams) {
    const box = $('team-lists');
    box.replaceChildren();
    $('team-places').hidden = !teams;
    if (!teams) return;
    teams.lists.forEach((list) => {
      box.appendChild(el('h3', list.heading));
      const table = el('table', undefined, 'teams');
      const head = row(teams.headers, 'th');
      head.className = 'head';
      table.appendChild(head);
      list.lines.forEach((l) => {
        const values = [l.place, l.team, l.members, l.result, l.amount].concat(teams.prizes ? [l.prize] : []);
        const tr = row(values);
        [...tr.children].forEach((td, i) => td.classList.add(['t-place', 't-team', 't-members', 't-result', 't-amount', 't-prize'][i]));
        table.appendChild(tr);
      });
      const scroll = el('div', undefined, 'scroll');
      scroll.appendChild(table);
      box.appendChild(scroll);
    });
  }

  // 奖品清单 on the page: each prize in kind, how many, for which places,
  // and the total, as awards.xlsx's sheet has it; hidden without one.
  function drawInKind(k) {
    const table = $('in-kind-list');
    table.replaceChildren();
    $('in-kind').hidden = !k;
    if (!k) return;
    table.appendChild(row(k.headers, 'th'));
    k.lines.forEach((l) => {
      const tr = row([l.prize, String(l.count), l.given_for]);
      tr.className = 'in-kind-line';
      table.appendChild(tr);
    });
    const total = row([k.total_label, String(k.total), '']);
    total.className = 'total';
    total.id = 'in-kind-total';
    table.appendChild(total);
  }

  // One page of players: paid or not, each with 为什么.
  // On a phone each row is a card (style.css): name and amount on top,
  // whole; group, number and club beneath.
  function drawPlayers(found) {
    const head = el('thead');
    head.appendChild(row([T.group, T.no, T.name, T.club, T.amount, ''], 'th'));
    const body = el('tbody');
    const classes = ['c-group', 'c-no', 'c-name', 'c-club', 'c-amount', 'c-why'];
    found.rows.forEach((p) => {
      const cell = el('td');
      if (current.run) {
        const button = el('button', T.why, 'button small');
        button.type = 'button';
        button.setAttribute('aria-label', fill(T.why_of, p.name));
        button.dataset.player = p.group + ':' + p.no;
        button.addEventListener('click', () => why(p));
        cell.appendChild(button);
      }
      // A prize besides money, without money, is a prize: 获奖 and what.
      const shown = p.total ? money(p.total) : p.prize ? fill(T.prize_only, p.prize) : T.not_paid;
      const amount = el('td', shown, p.total ? '' : p.prize ? 'in-kind' : 'unpaid');
      const tr = row([p.group, p.no, p.name, p.club, amount, cell]);
      [...tr.children].forEach((td, i) => td.classList.add(classes[i]));
      tr.children[1].dataset.label = T.no;
      body.appendChild(tr);
    });
    $('payouts').replaceChildren(head, body);
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

  // 为什么: the conclusion first (领 N 元 and its items, or 未获奖 and the
  // main reason), then explain's lines, the rules file's lines in small print.
  const reference = /〔[^〕]*〕|\s?\[[^\]]*\]/g;
  function whyShown(body) {
    const conclusion = $('why-conclusion');
    conclusion.replaceChildren();
    const lines = body.text.split('\n').filter((l) => l.trim());
    const prizes = body.prizes || [];
    if (body.paid) {
      conclusion.appendChild(el('p', fill(T.why_paid, money(body.paid)), 'verdict paid'));
      const items = el('ul');
      body.items.forEach((item) => items.appendChild(el('li', amounts(item))));
      prizes.forEach((prize) => items.appendChild(el('li', T.why_prize_also + prize)));
      conclusion.appendChild(items);
    } else if (prizes.length) {
      // Given a prize without money: a winner, with what.
      conclusion.appendChild(el('p', T.why_prize, 'verdict paid'));
      const items = el('ul');
      prizes.forEach((prize) => items.appendChild(el('li', prize)));
      conclusion.appendChild(items);
    } else {
      conclusion.appendChild(el('p', T.why_unpaid, 'verdict unpaid'));
      // The main reason, as the server words it from the engine's record:
      // the schedules the player was in the pool of, and what kept them
      // from a prize.
      const inPool = (body.reasons || []).slice(0, 3);
      const reasons = el('ul');
      (inPool.length ? inPool : [T.why_no_pool]).forEach((r) => reasons.appendChild(el('li', amounts(r))));
      conclusion.appendChild(reasons);
    }
    const text = $('why-text');
    text.replaceChildren();
    lines.forEach((line) => {
      const div = el('div', undefined, /^\s/.test(line) ? 'line item' : 'line');
      let at = 0;
      line.replace(reference, (m, offset) => {
        div.appendChild(document.createTextNode(line.slice(at, offset).trim()));
        div.appendChild(el('small', m.trim(), 'source'));
        at = offset + m.length;
        return m;
      });
      div.appendChild(document.createTextNode(line.slice(at).trim()));
      div.childNodes.forEach((n) => { if (n.nodeType === 3) n.textContent = amounts(n.textContent); });
      text.appendChild(div);
    });
  }
  async function why(p) {
    const url = '/api/explain?run=' + encodeURIComponent(current.run) + '&player=' + encodeURIComponent(p.group + ':' + p.no);
    $('why-title').textContent = T.why + '：' + p.name + '（' + p.group + ' ' + p.no + '）';
    $('why-conclusion').replaceChildren();
    $('why-text').textContent = T.running;
    $('why').showModal();
    try {
      const response = await fetch(url);
      const body = await response.json();
      if (response.ok) whyShown(body);
      else $('why-text').textContent = body.errors.map((x) => x.message).join('\n');
      if (response.status === 404 && body.errors.some((x) => x.code === 'run.expired')) letGo();
    } catch (_) {
      $('why-text').textContent = T.network_error;
    }
  }

  // Printing: the award lists and the payout table as the workbooks hold
  // them (the server's `printed`, made from the same lists and rows), drawn
  // once a run is shown, so that Ctrl+P prints them too; the two buttons
  // print one of them. The print style hides everything else.
  const esc = (v) => String(v == null ? '' : v).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  const cells = (tag, values, cls) => values.map((v, i) => '<' + tag + (cls && cls[i] ? ' class="' + cls[i] + '"' : '') + '>' + v + '</' + tag + '>').join('');
  // A list this short is kept whole on one page; a longer one repeats its
  // title and headers on every page it spans (thead).
  const SHORT = 25;
  function printedAwards(a) {
    let html = '<h1>' + esc(a.title) + '</h1>';
    a.lists.forEach((list) => {
      // 奖品 (a.prizes: some place gives a prize besides money) is the fifth
      // column, as in awards.xlsx.
      const headers = list.places ? a.headers : a.headers.slice(1);
      const cls = (list.places ? ['place', '', '', 'n'] : ['', '', 'n']).concat(a.prizes ? ['prize'] : []);
      const cols = (list.places ? ['place', 'name', 'club', 'amount'] : ['name-only', 'club', 'amount']).concat(a.prizes ? ['prize'] : []).map((c) => '<col class="c-' + c + '">').join('');
      html += '<table class="list' + (a.prizes ? ' prizes' : '') + (list.lines.length <= SHORT ? ' short' : '') + '"><colgroup>' + cols + '</colgroup><thead><tr><th class="heading" colspan="' + headers.length + '">' +
        esc(list.heading) + '</th></tr><tr>' + cells('th', headers.map(esc), cls) + '</tr></thead><tbody>';
      if (!list.lines.length) html += '<tr><td colspan="' + headers.length + '" class="none">' + esc(a.none) + '</td></tr>';
      list.lines.forEach((l) => {
        const values = [l.place, l.name, l.club, l.amount].concat(a.prizes ? [l.prize] : []).map(esc);
        html += '<tr' + (l.vacant ? ' class="vacant"' : '') + '>' + cells('td', list.places ? values : values.slice(1), cls) + '</tr>';
      });
      html += '</tbody></table>';
    });
    return html;
  }
  // The team lists (awards.xlsx's 团体名次): 名次, 队名, 成员, 成绩, 奖金
  // (and 奖品), each list headed by its team prize.
  function printedTeams(t) {
    if (!t) return '';
    const cls = ['place', 'nw', '', '', 'n'].concat(t.prizes ? ['prize'] : []);
    const cols = ['t-place', 't-team', 't-members', 't-result', 't-amount'].concat(t.prizes ? ['t-prize'] : []).map((c) => '<col class="c-' + c + '">').join('');
    let html = '';
    t.lists.forEach((list) => {
      html += '<table class="list teams' + (list.lines.length <= SHORT ? ' short' : '') + '"><colgroup>' + cols + '</colgroup><thead><tr><th class="heading" colspan="' + t.headers.length + '">' +
        esc(list.heading) + '</th></tr><tr>' + cells('th', t.headers.map(esc), cls) + '</tr></thead><tbody>';
      list.lines.forEach((l) => {
        const values = [l.place, l.team, l.members, l.result, l.amount].concat(t.prizes ? [l.prize] : []).map(esc);
        html += '<tr>' + cells('td', values, cls) + '</tr>';
      });
      html += '</tbody></table>';
    });
    return html;
  }
  // The 奖品清单 (awards.xlsx's sheet of that name), after the lists.
  function printedInKind(k) {
    if (!k) return '';
    const cls = ['nw', 'n', ''];
    const cols = ['k-prize', 'k-count', 'k-for'].map((c) => '<col class="c-' + c + '">').join('');
    let html = '<table class="list in-kind short"><colgroup>' + cols + '</colgroup><thead><tr><th class="heading" colspan="3">' + esc(k.title) + '</th></tr><tr>' +
      cells('th', k.headers.map(esc), cls) + '</tr></thead><tbody>';
    k.lines.forEach((l) => {
      html += '<tr>' + cells('td', [l.prize, l.count, l.given_for].map(esc), cls) + '</tr>';
    });
    html += '<tr class="total">' + cells('td', [k.total_label, k.total, ''].map(esc), cls) + '</tr></tbody></table>';
    return html;
  }
  // The team payout table (payouts.xlsx's 团体奖金发放表): 领款单位, 金额,
  // 大写, 经办人签名, one row per team paid, then the total.
  function printedTeamPayouts(tp) {
    if (!tp) return '';
    const cls = ['seq', 'nw', 'nw', '', 'n', 'caps', 'sign'];
    let html = '<table class="sheet teams"><thead><tr><th class="heading" colspan="7">' + esc(tp.title) + '</th></tr><tr>' +
      cells('th', tp.headers.map(esc), cls) + '</tr></thead><tbody>';
    tp.rows.forEach((r) => {
      html += '<tr class="team">' + cells('td', [r.number, r.prize, r.place, r.team, r.amount, r.capitals, ''].map(esc), cls) + '</tr>';
    });
    html += '<tr class="total"><td colspan="4">' + esc(tp.total_label) + '</td>' +
      cells('td', [esc(tp.total), esc(tp.total_capitals), ''], cls.slice(4)) + '</tr></tbody></table>';
    html += '<p class="sign-off">' + esc(tp.sign_off) + '</p>';
    return html;
  }
  function printedPayouts(p) {
    const n = p.headers.length;
    const amountAt = n - 2 - p.amounts;
    // 序号, 组别, 编号, 姓名 and 身份证号 on one line each; 单位 and the items wrap.
    const cls = p.headers.map((_, i) => (i >= amountAt && i < n - 2 ? 'n' : i === 0 ? 'seq' : i === n - 1 ? 'sign' : i === n - 2 ? 'caps' : [1, 2, 3, 5].includes(i) ? 'nw' : ''));
    let html = '<table class="sheet"><thead><tr><th class="heading" colspan="' + n + '">' + esc(p.title) + '</th></tr><tr>' +
      cells('th', p.headers.map(esc), cls) + '</tr></thead><tbody>';
    p.rows.forEach((r) => {
      html += '<tr>' + cells('td', [r.number, r.group, r.no, r.name, r.club, r.id].map(esc)
        .concat([r.items.map(esc).join('<br>')], r.figures.map(esc), [esc(r.capitals), '']), cls) + '</tr>';
    });
    html += '<tr class="total"><td colspan="' + amountAt + '">' + esc(p.total_label) + '</td>' +
      cells('td', p.totals.map(esc).concat([esc(p.total_capitals), '']), cls.slice(amountAt)) + '</tr></tbody></table>';
    if (p.omitted) html += '<p class="omitted">' + esc(fill(T.print_too_many, p.omitted)) + '</p>';
    html += '<p class="sign-off">' + esc(p.sign_off) + '</p>';
    return html;
  }
  // A large result's print view (thousands of lines) is drawn only when it
  // is printed (beforeprint: Ctrl+P or a button), so that showing the result
  // never stalls the page; a small one at once.
  const EAGER = 600;
  let undrawn = null;
  let undrawnInKind = null;
  function drawPrinted(answer) {
    const printed = answer.printed;
    document.body.classList.toggle('has-print', !!printed);
    delete $('print').dataset.only;
    $('print').replaceChildren();
    undrawn = printed || null;
    if (!printed) return;
    undrawnInKind = answer.summary.in_kind || null;
    const lines = printed.awards.lists.reduce((n, l) => n + l.lines.length, 0) + printed.payouts.rows.length;
    if (lines <= EAGER) drawPrint();
  }
  function drawPrint() {
    if (!undrawn) return;
    $('print').innerHTML = '<section id="print-awards">' + printedAwards(undrawn.awards) + printedTeams(undrawn.teams) + printedInKind(undrawnInKind) + '</section>' +
      '<section id="print-payouts">' + printedPayouts(undrawn.payouts) + printedTeamPayouts(undrawn.team_payouts) + '</section>';
    undrawn = null;
  }
  window.addEventListener('beforeprint', drawPrint);
  const printing = (only) => () => {
    if (!current || !current.printed) return;
    drawPrint();
    $('print').dataset.only = only;
    window.print();
  };
  window.addEventListener('afterprint', () => { delete $('print').dataset.only; });
  $('print-awards').addEventListener('click', printing('awards'));
  $('print-payouts').addEventListener('click', printing('payouts'));
})();
