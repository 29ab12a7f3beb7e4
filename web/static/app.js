// The sudoku page: draws any spec's board from its groups, takes givens
// and entries from the keyboard, and calls the server's API for Solve,
// Hint, Check, Rate and Generate. It talks to this server only.
'use strict';

const $ = (id) => document.getElementById(id);
const EMPTY = -1;
const EMPTY_MARKS = '.0-_*';

const state = {
  spec: 'classic',   // built-in name, or null when yaml is used
  yaml: '',
  layout: null,      // from /api/spec
  at: [],            // at[row*cols+col] = field index or -1
  peers: [],         // per field: fields sharing a group
  givens: [],
  entries: [],
  wrong: new Set(),
  gone: new Map(),   // field -> Set of values the next steps took out
  sel: -1,
  steps: null,       // the solve's steps, for stepping
  solution: null,
  stepAt: 0,         // steps before this one are made
  hintLevel: 0,
  hintKey: '',
  highlight: null,   // {area:Set, evidence:Set, placed:Map, gone:Map}
  typed: '',         // a value word being typed (values longer than a character)
};

function message(text, isError) {
  const m = $('message');
  m.textContent = text;
  m.className = isError ? 'error' : '';
}

async function api(path, body) {
  const opts = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  const resp = await fetch(path, opts);
  const data = await resp.json();
  if (!resp.ok) {
    let text = data.error || ('error ' + resp.status);
    if (data.problems && data.problems.length > 1) {
      text += '\n' + data.problems.slice(1).map((p) => (p.line ? `line ${p.line}, column ${p.col}: ` : '') + p.message).join('\n');
    }
    throw new Error(text);
  }
  return data;
}

// eliminated lists the candidates next steps took out, for the API.
function eliminated() {
  const out = [];
  for (const [f, vs] of state.gone) for (const v of vs) out.push([f, v]);
  return out;
}

function specRequest(extra) {
  const req = state.yaml ? { yaml: state.yaml } : { spec: state.spec };
  return Object.assign(req, extra || {});
}

// ---- the spec and its board ----

async function loadSpecs() {
  const list = await api('/api/specs');
  const sel = $('spec');
  for (const s of list) {
    const o = document.createElement('option');
    o.value = s.name;
    o.textContent = s.name;
    o.title = s.description;
    sel.appendChild(o);
  }
  sel.value = 'classic';
}

async function useSpec(req) {
  showLayout(await api('/api/spec', req));
}

// showLayout draws the board of a layout as the API sends it, with its
// first default puzzle.
function showLayout(layout) {
  state.layout = layout;
  const n = layout.fields.length;
  state.at = new Array(layout.rows * layout.cols).fill(-1);
  layout.fields.forEach(([r, c], f) => { state.at[r * layout.cols + c] = f; });
  state.peers = Array.from({ length: n }, () => new Set());
  for (const g of layout.groups) {
    for (const a of g.fields) for (const b of g.fields) if (a !== b) state.peers[a].add(b);
  }
  $('specname').textContent = layout.name + (layout.description ? ' — ' + layout.description : '');
  const puzzles = layout.puzzles || [];
  setPuzzle(puzzles.length ? parsePuzzle(puzzles[0]) : new Array(n).fill(EMPTY));
}

// parsePuzzle reads a puzzle line: one character per field when every
// value is one character, else words apart by spaces.
function parsePuzzle(text) {
  const values = state.layout.values;
  const single = values.every((v) => v.length === 1);
  const tokens = single ? Array.from(text.replace(/\s+/g, '')) : text.trim().split(/\s+/);
  const n = state.layout.fields.length;
  if (tokens.length !== n) throw new Error(`the puzzle has ${tokens.length} fields, the board ${n}`);
  return tokens.map((t, i) => {
    const v = values.indexOf(t);
    if (v >= 0) return v;
    if (t.length === 1 && EMPTY_MARKS.includes(t)) return EMPTY;
    throw new Error(`field ${i + 1}: "${t}" is no value; the values are ${values.join(' ')}`);
  });
}

function puzzleLine(grid) {
  const values = state.layout.values;
  const single = values.every((v) => v.length === 1);
  return grid.map((v) => (v === EMPTY ? '.' : values[v])).join(single ? '' : ' ');
}

function setPuzzle(givens) {
  state.givens = givens;
  state.entries = new Array(givens.length).fill(EMPTY);
  state.wrong.clear();
  state.gone.clear();
  state.steps = null;
  state.solution = null;
  state.highlight = null;
  state.hintLevel = 0;
  $('stepper').hidden = true;
  $('puzzle').value = puzzleLine(givens);
  draw();
}

function regionKey(f) {
  const keys = [];
  state.layout.groups.forEach((g, i) => { if (g.draw === 'tiles' && g.fields.includes(f)) keys.push(i); });
  return keys.join(',');
}

// ---- drawing ----

function current() {
  // The values and candidates shown: during stepping, those before the
  // current step; otherwise the givens and entries.
  const n = state.layout.fields.length;
  const values = new Array(n).fill(EMPTY);
  const kind = new Array(n).fill('');
  const gone = Array.from({ length: n }, () => new Set());
  for (let f = 0; f < n; f++) {
    if (state.givens[f] !== EMPTY) { values[f] = state.givens[f]; kind[f] = 'given'; } else if (state.entries[f] !== EMPTY && !state.steps) { values[f] = state.entries[f]; kind[f] = 'entry'; }
  }
  if (!state.steps) {
    for (const [f, vs] of state.gone) for (const v of vs) gone[f].add(v);
  }
  if (state.steps) {
    // A guess saves the board; its undo brings it back.
    const saved = [];
    for (let i = 0; i < state.stepAt; i++) {
      const st = state.steps[i];
      if (st.kind === 'guess') saved.push([values.slice(), kind.slice(), gone.map((g) => new Set(g))]);
      if (st.kind === 'undo') {
        const [v, k, g] = saved.pop();
        values.splice(0, n, ...v); kind.splice(0, n, ...k); gone.splice(0, n, ...g);
        continue;
      }
      if (st.kind === 'contradiction') continue;
      for (const p of st.place || []) { values[p.fieldIndex] = p.valueIndex; kind[p.fieldIndex] = 'solved'; }
      for (const e of st.eliminate || []) gone[e.fieldIndex].add(e.valueIndex);
    }
  }
  return { values, kind, gone };
}

function candidates(f, values, gone) {
  const out = [];
  const used = new Set();
  for (const p of state.peers[f]) if (values[p] !== EMPTY) used.add(values[p]);
  state.layout.values.forEach((_, v) => { if (!used.has(v) && !gone[f].has(v)) out.push(v); });
  return out;
}

function draw() {
  const L = state.layout;
  const board = $('board');
  const size = Math.max(18, Math.min(52, Math.floor(760 / Math.max(L.cols, L.rows))));
  board.style.setProperty('--cell', size + 'px');
  board.style.gridTemplateColumns = `repeat(${L.cols}, ${size}px)`;
  board.style.gridTemplateRows = `repeat(${L.rows}, ${size}px)`;
  board.textContent = '';
  const keys = L.fields.map((_, f) => regionKey(f));
  const shade = L.fields.map(() => '');
  L.groups.forEach((g) => { if (g.draw === 'shade') for (const f of g.fields) shade[f] = shade[f] || 'shade-' + g.kind; });
  const { values, kind, gone } = current();
  const showCands = $('cands').checked || !!state.steps;
  const hl = state.highlight;
  const side = Math.ceil(Math.sqrt(L.values.length));
  const fieldAt = (r, c) => (r < 0 || c < 0 || r >= L.rows || c >= L.cols ? -1 : state.at[r * L.cols + c]);
  for (let r = 0; r < L.rows; r++) {
    for (let c = 0; c < L.cols; c++) {
      const f = fieldAt(r, c);
      const cell = document.createElement('div');
      cell.className = 'cell';
      if (f < 0) {
        cell.classList.add('hole');
        board.appendChild(cell);
        continue;
      }
      cell.dataset.field = f;
      const differs = (o) => o < 0 || keys[o] !== keys[f];
      if (differs(fieldAt(r - 1, c))) cell.classList.add('bt');
      if (differs(fieldAt(r + 1, c))) cell.classList.add('bb');
      if (differs(fieldAt(r, c - 1))) cell.classList.add('bl');
      if (differs(fieldAt(r, c + 1))) cell.classList.add('br');
      if (shade[f]) cell.classList.add('shade', shade[f]);
      if (kind[f]) cell.classList.add(kind[f]);
      if (state.wrong.has(f)) cell.classList.add('wrong');
      if (f === state.sel) cell.classList.add('sel');
      if (hl) {
        if (hl.area.has(f)) cell.classList.add('area');
        if (hl.evidence.has(f)) cell.classList.add('evidence');
        if (hl.placed.has(f)) cell.classList.add('placed');
      }
      if (values[f] !== EMPTY) {
        cell.textContent = L.values[values[f]];
      } else if (showCands || (hl && (hl.placed.has(f) || hl.gone.has(f)))) {
        const box = document.createElement('div');
        box.className = 'cands';
        box.style.gridTemplateColumns = `repeat(${side}, 1fr)`;
        const have = new Set(candidates(f, values, gone));
        L.values.forEach((name, v) => {
          const s = document.createElement('span');
          if (have.has(v)) s.textContent = name;
          if (hl && hl.gone.has(f) && hl.gone.get(f).has(v)) s.className = 'gone';
          if (hl && hl.placed.get(f) === v) { s.className = 'keep'; s.textContent = name; }
          box.appendChild(s);
        });
        cell.appendChild(box);
      }
      board.appendChild(cell);
    }
  }
  drawOverlay(size);
}

// drawOverlay draws, over the board, the groups drawn as lines (the
// diagonals) and every rule by its shape: a region outlined with dashes, a
// mark on the edge between two cells, a line through the cells' centres,
// or a mark in each cell; a rule's label stands beside it and its name is
// its tooltip.
function drawOverlay(size) {
  const wrap = $('boardwrap');
  const old = wrap.querySelector('svg');
  if (old) old.remove();
  const L = state.layout;
  const lines = L.groups.filter((g) => g.draw === 'line');
  const rules = L.rules || [];
  if (!lines.length && !rules.length) return;
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('class', 'overlay');
  svg.setAttribute('width', L.cols * size);
  svg.setAttribute('height', L.rows * size);
  const el = (name, attrs, parent) => {
    const e = document.createElementNS(ns, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    (parent || svg).appendChild(e);
    return e;
  };
  const centre = (f) => [(L.fields[f][1] + 0.5) * size, (L.fields[f][0] + 0.5) * size];
  for (const g of lines) {
    const pts = g.fields.map((f) => L.fields[f]).sort((a, b) => a[0] - b[0]);
    const [r1, c1] = pts[0];
    const [r2, c2] = pts[pts.length - 1];
    el('line', { class: 'diagonal', x1: (c1 + 0.5) * size, y1: (r1 + 0.5) * size, x2: (c2 + 0.5) * size, y2: (r2 + 0.5) * size });
  }
  for (const rule of rules) {
    const g = el('g', { class: 'rule rule-' + rule.shape });
    el('title', {}, g).textContent = rule.name;
    const label = (x, y) => { if (rule.label) el('text', { x, y, class: 'label' }, g).textContent = rule.label; };
    if (rule.shape === 'edge' && rule.fields.length === 2) {
      const [x1, y1] = centre(rule.fields[0]);
      const [x2, y2] = centre(rule.fields[1]);
      el('circle', { cx: (x1 + x2) / 2, cy: (y1 + y2) / 2, r: size * 0.16 }, g);
      label((x1 + x2) / 2, (y1 + y2) / 2);
    } else if (rule.shape === 'line') {
      el('polyline', { points: rule.fields.map((f) => centre(f).join(',')).join(' ') }, g);
      label(...centre(rule.fields[0]));
    } else if (rule.shape === 'cells') {
      for (const f of rule.fields) el('circle', { cx: centre(f)[0], cy: centre(f)[1], r: size * 0.38 }, g);
    } else {
      // A region: a dashed outline a little inside the edges of its cells
      // that no other cell of it shares, joined where the outline goes on
      // into the next cell, and turned where it goes round a corner.
      const inside = new Set(rule.fields.map((f) => L.fields[f].join(',')));
      const ins = (r, c) => inside.has(r + ',' + c);
      const m = size * 0.08;
      // end is where an edge stops beside its cell's corner at a (the
      // boundary coordinate), going on into a neighbour n (inside or not)
      // whose cell beyond, d, may turn it: dir is +1 or -1 away from the
      // cell.
      const end = (a, dir, n, d) => (!n ? a - dir * m : d ? a + dir * m : a);
      for (const f of rule.fields) {
        const [r, c] = L.fields[f];
        const x0 = c * size, y0 = r * size, x1 = (c + 1) * size, y1 = (r + 1) * size;
        const seg = (a, b, d, e) => el('line', { x1: a, y1: b, x2: d, y2: e }, g);
        if (!ins(r - 1, c)) seg(end(x0, -1, ins(r, c - 1), ins(r - 1, c - 1)), y0 + m, end(x1, 1, ins(r, c + 1), ins(r - 1, c + 1)), y0 + m);
        if (!ins(r + 1, c)) seg(end(x0, -1, ins(r, c - 1), ins(r + 1, c - 1)), y1 - m, end(x1, 1, ins(r, c + 1), ins(r + 1, c + 1)), y1 - m);
        if (!ins(r, c - 1)) seg(x0 + m, end(y0, -1, ins(r - 1, c), ins(r - 1, c - 1)), x0 + m, end(y1, 1, ins(r + 1, c), ins(r + 1, c - 1)));
        if (!ins(r, c + 1)) seg(x1 - m, end(y0, -1, ins(r - 1, c), ins(r - 1, c + 1)), x1 - m, end(y1, 1, ins(r + 1, c), ins(r + 1, c + 1)));
      }
      const [r, c] = L.fields[rule.fields[0]];
      if (rule.label) el('text', { x: c * size + m * 1.5, y: r * size + m * 1.5, class: 'label corner' }, g).textContent = rule.label;
    }
  }
  wrap.appendChild(svg);
}

// ---- keyboard and mouse ----

function select(f) {
  state.sel = f;
  draw();
}

function move(dr, dc) {
  const L = state.layout;
  if (state.sel < 0) { select(0); return; }
  let [r, c] = L.fields[state.sel];
  for (let i = 0; i < Math.max(L.rows, L.cols); i++) {
    r += dr; c += dc;
    if (r < 0 || c < 0 || r >= L.rows || c >= L.cols) return;
    const f = state.at[r * L.cols + c];
    if (f >= 0) { select(f); return; }
  }
}

function enter(v) {
  const f = state.sel;
  if (f < 0) return;
  if (state.steps) leaveSteps();
  if ($('edit').checked) {
    state.givens[f] = v;
    state.entries[f] = EMPTY;
    $('puzzle').value = puzzleLine(state.givens);
  } else {
    if (state.givens[f] !== EMPTY) { message(`that field is a given; tick "Edit givens" to change it`, true); return; }
    state.entries[f] = v;
  }
  state.wrong.delete(f);
  state.gone.clear(); // they may rest on the entry changed
  state.highlight = null;
  state.hintLevel = 0;
  message('');
  draw();
}

function onKey(ev) {
  if (ev.target.closest('input, textarea, select')) return;
  const keys = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (keys[ev.key]) { ev.preventDefault(); move(...keys[ev.key]); return; }
  if (!state.layout || state.sel < 0) return;
  const values = state.layout.values;
  if (ev.key === 'Backspace' || ev.key === 'Delete' || (ev.key.length === 1 && EMPTY_MARKS.includes(ev.key) && !values.includes(ev.key))) {
    ev.preventDefault();
    state.typed = '';
    enter(EMPTY);
    return;
  }
  if (ev.key === 'Enter' && state.typed) {
    const v = values.findIndex((x) => x.toLowerCase() === state.typed.toLowerCase());
    state.typed = '';
    if (v >= 0) enter(v); else message('no such value; the values are ' + values.join(' '), true);
    return;
  }
  if (ev.key.length !== 1 || ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const exact = values.findIndex((x) => x.toLowerCase() === ev.key.toLowerCase());
  if (values.every((x) => x.length === 1)) {
    if (exact >= 0) { ev.preventDefault(); enter(exact); }
    return;
  }
  state.typed += ev.key;
  message(`typing: ${state.typed} (Enter to place)`);
}

// ---- the buttons ----

function leaveSteps() {
  state.steps = null;
  state.highlight = null;
  $('stepper').hidden = true;
}

function showStep() {
  const steps = state.steps;
  const i = state.stepAt;
  $('stepno').textContent = i < steps.length ? `step ${i + 1} of ${steps.length}` : `all ${steps.length} steps made`;
  state.highlight = null;
  if (i < steps.length) {
    const st = steps[i];
    const L = state.layout;
    const hl = { area: new Set(), evidence: new Set(), placed: new Map(), gone: new Map() };
    for (const g of (st.groups || []).concat(st.cover || [])) for (const f of L.groups[g.index].fields) hl.area.add(f);
    for (const x of st.fields || []) hl.evidence.add(x.index);
    for (const p of st.place || []) hl.placed.set(p.fieldIndex, p.valueIndex);
    for (const e of st.eliminate || []) {
      if (!hl.gone.has(e.fieldIndex)) hl.gone.set(e.fieldIndex, new Set());
      hl.gone.get(e.fieldIndex).add(e.valueIndex);
    }
    state.highlight = hl;
    const what = (st.place || []).map((p) => `${p.field}=${p.value}`).concat((st.eliminate || []).map((e) => `${e.field}-${e.value}`)).join(' ');
    const who = st.kind === 'deduction' ? `${st.strategy}${st.rating ? ' [' + st.rating.toFixed(1) + ']' : ''}` : st.kind;
    $('explain').textContent = `${st.n}. ${who} ${what}${st.reason ? '\n' + st.reason : ''}`;
  } else {
    $('explain').textContent = 'solved';
  }
  draw();
}

async function solve() {
  const data = await api('/api/solve', specRequest({ givens: state.givens }));
  if (!data.solution) { message(`this puzzle has ${data.status === 'no-solution' ? 'no solution' : data.status}`, true); return; }
  state.solution = data.solutionIndexes;
  state.steps = data.steps || [];
  state.stepAt = state.steps.length;
  $('stepper').hidden = false;
  message(data.status === 'unique' ? 'solved: one solution' : 'solved: one of several solutions');
  showStep();
}

async function hint() {
  const key = JSON.stringify([state.givens, state.entries]);
  if (key !== state.hintKey) { state.hintKey = key; state.hintLevel = 0; }
  const data = await api('/api/hint', specRequest({ givens: state.givens, values: state.entries, eliminated: eliminated() }));
  if (data.none) { message('no hint: ' + data.none, true); return; }
  state.hintLevel = Math.min(3, state.hintLevel + 1);
  const L = state.layout;
  const hl = { area: new Set(), evidence: new Set(), placed: new Map(), gone: new Map() };
  const st = data.step;
  for (const g of (st.groups || []).concat(st.cover || [])) for (const f of L.groups[g.index].fields) hl.area.add(f);
  if (state.hintLevel >= 2) for (const x of st.fields || []) hl.evidence.add(x.index);
  if (state.hintLevel >= 3) {
    for (const p of st.place || []) hl.placed.set(p.fieldIndex, p.valueIndex);
    for (const e of st.eliminate || []) {
      if (!hl.gone.has(e.fieldIndex)) hl.gone.set(e.fieldIndex, new Set());
      hl.gone.get(e.fieldIndex).add(e.valueIndex);
    }
  }
  state.highlight = hl;
  message(`hint ${state.hintLevel}: ${data.levels[state.hintLevel - 1]}` + (state.hintLevel < 3 ? '\n(press Hint again for more)' : ''));
  draw();
}

// nextStep makes the next step on the givens and entries: its placements
// become entries, and the step is highlighted.
async function nextStep() {
  if (state.steps) leaveSteps();
  const data = await api('/api/next', specRequest({ givens: state.givens, values: state.entries, eliminated: eliminated() }));
  if (data.none) { message('no step: ' + data.none, true); return; }
  const st = data.step;
  const L = state.layout;
  for (const p of st.place || []) state.entries[p.fieldIndex] = p.valueIndex;
  for (const e of st.eliminate || []) {
    if (!state.gone.has(e.fieldIndex)) state.gone.set(e.fieldIndex, new Set());
    state.gone.get(e.fieldIndex).add(e.valueIndex);
  }
  const hl = { area: new Set(), evidence: new Set(), placed: new Map(), gone: new Map() };
  for (const g of (st.groups || []).concat(st.cover || [])) for (const f of L.groups[g.index].fields) hl.area.add(f);
  for (const x of st.fields || []) hl.evidence.add(x.index);
  for (const p of st.place || []) hl.placed.set(p.fieldIndex, p.valueIndex);
  state.highlight = hl;
  const what = (st.place || []).map((p) => `${p.field}=${p.value}`).concat((st.eliminate || []).map((e) => `${e.field}-${e.value}`)).join(' ');
  message(`${st.strategy} [${data.rating.toFixed(1)}] ${what}\n${st.reason || ''}`);
  draw();
}

async function check() {
  const data = await api('/api/check', specRequest({ givens: state.givens, values: state.entries }));
  state.wrong = new Set(data.wrong || []);
  if (data.status === 'no-solution') message('this puzzle has no solution', true);
  else if (state.wrong.size) message(`${state.wrong.size} entr${state.wrong.size === 1 ? 'y is' : 'ies are'} wrong`, true);
  else message('no mistake so far');
  draw();
}

async function rate() {
  const r = await api('/api/rate', specRequest({ givens: state.givens }));
  if (r.status !== 'unique') { message(`not rated: the puzzle has ${r.status === 'no-solution' ? 'no solution' : 'several solutions'}`, true); return; }
  message(`rated ${r.er.toFixed(1)} / ${r.ep.toFixed(1)} / ${r.ed.toFixed(1)} (ER/EP/ED), ${r.level}` + (r.technique ? `, hardest step: ${r.technique}` : '') + (r.stalled ? ', beyond the techniques' : ''));
}

async function generate() {
  message('generating…');
  const data = await api('/api/generate', specRequest({ level: $('level').value }));
  setPuzzle(data.givens);
  const r = data.rating;
  message(`generated (seed ${data.seed})` + (r ? `, rated ${r.er.toFixed(1)} ${r.level}` : ''));
}

function guard(fn) {
  return async (ev) => {
    try {
      await fn(ev);
    } catch (err) {
      message(err.message, true);
    }
  };
}

function init() {
  $('spec').addEventListener('change', guard(async () => { state.spec = $('spec').value; state.yaml = ''; await useSpec({ spec: state.spec }); message(''); }));
  $('paste-toggle').addEventListener('click', () => { $('paste').hidden = !$('paste').hidden; });
  $('use-yaml').addEventListener('click', guard(async () => {
    const yaml = $('yaml').value;
    await useSpec({ yaml });
    state.yaml = yaml;
    message('using the pasted spec');
  }));
  $('upload').addEventListener('change', guard(async () => {
    const file = $('upload').files[0];
    if (!file) return;
    if (file.size > 1 << 20) throw new Error('the spec file is over 1 MiB');
    $('yaml').value = await file.text();
    $('use-yaml').click();
  }));
  $('load').addEventListener('click', guard(async () => { setPuzzle(parsePuzzle($('puzzle').value)); message(''); }));
  $('puzzle').addEventListener('keydown', (ev) => { if (ev.key === 'Enter') $('load').click(); });
  $('solve').addEventListener('click', guard(solve));
  $('hint').addEventListener('click', guard(hint));
  $('step').addEventListener('click', guard(nextStep));
  $('check').addEventListener('click', guard(check));
  $('rate').addEventListener('click', guard(rate));
  $('generate').addEventListener('click', guard(generate));
  $('cands').addEventListener('change', draw);
  $('clear').addEventListener('click', () => { leaveSteps(); state.entries.fill(EMPTY); state.wrong.clear(); state.gone.clear(); draw(); });
  $('first').addEventListener('click', () => { state.stepAt = 0; showStep(); });
  $('prev').addEventListener('click', () => { state.stepAt = Math.max(0, state.stepAt - 1); showStep(); });
  $('next').addEventListener('click', () => { state.stepAt = Math.min(state.steps.length, state.stepAt + 1); showStep(); });
  $('last').addEventListener('click', () => { state.stepAt = state.steps.length; showStep(); });
  $('board').addEventListener('click', (ev) => {
    const cell = ev.target.closest('.cell');
    if (cell && cell.dataset.field !== undefined) { select(Number(cell.dataset.field)); $('board').focus(); }
  });
  document.addEventListener('keydown', onKey);
  guard(async () => { await loadSpecs(); await useSpec({ spec: 'classic' }); })();
}

init();
