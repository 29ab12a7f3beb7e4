// The sudoku page: draws any spec's board from its groups and every rule
// as players know it, lets a player solve it as on SudokuPad (digits,
// corner and centre marks, colours, several fields at once, undo and
// redo, conflicts shown, progress kept in this browser), opens and shares
// puzzles as links, and calls the server's API for Solve, Hint, Check,
// Rate, Generate and a setter's counts. It talks to this server only.
'use strict';

const $ = (id) => document.getElementById(id);
const EMPTY = -1;
const EMPTY_MARKS = '.0-_*';
const MODES = ['digit', 'corner', 'centre', 'colour'];
// The colours a player paints fields with, as SudokuPad offers them.
const COLOURS = ['#d9d9d9', '#ffd0a0', '#ffb3b3', '#b5e6a6', '#ffe699', '#b3d9ff', '#d9b3ff', '#ffb3e6', '#a6e6e6'];
const MAX_UNDO = 500;

const state = {
  source: { spec: 'classic' }, // {spec}, {yaml} or {fpuzzles}: where the board comes from
  layout: null,      // from /api/spec
  at: [],            // at[row*cols+col] = field index or -1
  peers: [],         // per field: fields sharing a group
  givens: [],
  play: null,        // {values, corner, centre, colour}: the player's, per field
  undo: [],
  redo: [],
  mode: 'digit',
  sel: new Set(),
  cursor: -1,
  dragging: false,
  wrong: new Set(),
  gone: new Map(),   // field -> Set of values the next steps took out
  conflicts: { fields: new Set(), rules: new Set() },
  trueCands: null,   // per field: the values it holds in some solution
  trueUses: null,    // and, live, how many solutions hold each (trueCands' order)
  usesCut: false,    // those are of the first USES_CAP solutions only
  filter: -1,        // a value whose places are highlighted
  steps: null,       // the solve's steps, for stepping
  listed: null,      // every step of the position (/api/steps), as "All steps" lists them
  stepAt: 0,         // steps before this one are made
  hintLevel: 0,
  hintKey: '',
  liveKey: '',       // the puzzle the live analysis last asked about
  spare: null,       // {fields: Set, rules: Set}: the givens and rules the puzzle can do without, shown
  kinds: null,       // the rule kinds a setter can add (/api/kinds), once asked
  items: [],         // the puzzle's rules as a spec writes them, while setting
  setUndo: [],       // setting steps: {source, items} before each rule added or deleted
  setRedo: [],
  highlight: null,   // {area:Set, evidence:Set, placed:Map, gone:Map}
  typed: '',         // a value word being typed (values longer than a character)
  timer: { before: 0, since: 0, done: false },
  key: '',           // where the progress is kept
};

function message(text, isError) {
  const m = $('message');
  m.textContent = text;
  m.className = isError ? 'error' : '';
}

// api calls the server; signal, when given, cancels the call (its
// promise then fails with an AbortError).
async function api(path, body, signal) {
  const opts = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  if (signal) opts.signal = signal;
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
  return Object.assign({}, state.source, extra || {});
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

let specSeq = 0;

// useSpec asks for the layout of source and draws it, with its first
// puzzle, unless another was asked for since.
async function useSpec(source, puzzleLine) {
  const seq = ++specSeq;
  const layout = await api('/api/spec', source);
  if (seq !== specSeq) return;
  state.source = source;
  if (source.spec) $('spec').value = source.spec;
  else $('spec').selectedIndex = -1; // a pasted spec or an opened puzzle: none of the list
  showLayout(layout, puzzleLine);
}

// showLayout draws the board of a layout as the API sends it, with its
// first default puzzle (or the puzzle line given).
function showLayout(layout, puzzleLine) {
  state.layout = layout;
  const n = layout.fields.length;
  state.at = new Array(layout.rows * layout.cols).fill(-1);
  layout.fields.forEach(([r, c], f) => { state.at[r * layout.cols + c] = f; });
  state.peers = Array.from({ length: n }, () => new Set());
  for (const g of layout.groups) {
    for (const a of g.fields) for (const b of g.fields) if (a !== b) state.peers[a].add(b);
  }
  $('specname').textContent = layout.name + (layout.description ? ' — ' + layout.description : '');
  const filter = $('filter');
  filter.textContent = '';
  const none = document.createElement('option');
  none.value = '-1';
  none.textContent = 'none';
  filter.appendChild(none);
  layout.values.forEach((name, v) => {
    const o = document.createElement('option');
    o.value = String(v);
    o.textContent = name;
    filter.appendChild(o);
  });
  state.filter = -1;
  showRules();
  const puzzles = layout.puzzles || [];
  const line = puzzleLine !== undefined ? puzzleLine : (puzzles.length ? puzzles[0] : '');
  let givens = new Array(n).fill(EMPTY);
  let problem = '';
  try {
    if (line) givens = parsePuzzle(line);
  } catch (err) {
    problem = 'the puzzle does not read: ' + err.message;
  }
  setPuzzle(givens);
  if (problem) message(problem, true);
}

// showRules lists the kinds of rule the puzzle has, each by its title
// (its name as players say it) with what it says: the rules of the whole
// board only here.
function showRules() {
  const box = $('rules');
  box.textContent = '';
  const seen = new Map();
  for (const r of state.layout.rules || []) if (!seen.has(r.kind)) seen.set(r.kind, r);
  if (!seen.size) return;
  const dl = document.createElement('dl');
  for (const [kind, r] of seen) {
    const dt = document.createElement('dt');
    dt.textContent = r.title || kind;
    const dd = document.createElement('dd');
    dd.textContent = r.doc;
    dl.append(dt, dd);
  }
  box.appendChild(dl);
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

function emptyPlay(n) {
  return {
    values: new Array(n).fill(EMPTY),
    corner: Array.from({ length: n }, () => []),
    centre: Array.from({ length: n }, () => []),
    colour: new Array(n).fill(-1),
  };
}

function setPuzzle(givens) {
  state.givens = givens;
  state.play = emptyPlay(givens.length);
  state.undo = [];
  state.redo = [];
  state.sel = new Set();
  state.cursor = -1;
  state.wrong.clear();
  state.gone.clear();
  state.conflicts = { fields: new Set(), rules: new Set() };
  state.trueCands = null;
  state.trueUses = null;
  $('truecands').checked = false;
  state.steps = null;
  state.highlight = null;
  state.hintLevel = 0;
  state.liveKey = '';
  state.spare = null;
  $('stepper').hidden = true;
  $('sharebox').hidden = true;
  $('puzzle').value = puzzleLine(givens);
  state.timer = { before: 0, since: Date.now(), done: false };
  restore();
  draw();
  liveSoon();
  conflictsSoon();
}

// ---- progress kept in the browser ----

// progressKey names the progress of the puzzle shown: its source and
// givens.
function progressKey() {
  const text = JSON.stringify([state.source, state.givens]);
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return 'sudoku:' + h.toString(36) + ':' + text.length;
}

function storage() {
  try { return window.localStorage; } catch (e) { return null; }
}

// MAX_KEPT is how many puzzles' progress the browser keeps; the oldest
// go first.
const MAX_KEPT = 100;

function save() {
  const s = storage();
  if (!s || !state.key) return;
  const key = progressKey();
  if (key !== state.key) {
    // The givens changed (Edit givens): the progress is the new puzzle's.
    try { s.removeItem(state.key); } catch (e) { /* nothing kept */ }
    state.key = key;
  }
  const elapsed = elapsedMs();
  const empty = state.play.values.every((v) => v === EMPTY) && state.play.corner.every((c) => !c.length) &&
    state.play.centre.every((c) => !c.length) && state.play.colour.every((c) => c < 0);
  try {
    if (empty && elapsed < 1000) s.removeItem(state.key);
    else {
      s.setItem(state.key, JSON.stringify({ play: state.play, elapsed, done: state.timer.done, at: Date.now() }));
      prune(s);
    }
  } catch (e) { /* full or refused: the progress is not kept */ }
}

// prune keeps the progress of the MAX_KEPT puzzles played last.
function prune(s) {
  const kept = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (!k || !k.startsWith('sudoku:')) continue;
    let at = 0;
    try { at = Number(JSON.parse(s.getItem(k)).at) || 0; } catch (e) { at = 0; }
    kept.push([at, k]);
  }
  if (kept.length <= MAX_KEPT) return;
  kept.sort((a, b) => a[0] - b[0]);
  for (const [, k] of kept.slice(0, kept.length - MAX_KEPT)) s.removeItem(k);
}

function restore() {
  state.key = progressKey();
  const s = storage();
  if (!s) return;
  let saved = null;
  try { saved = JSON.parse(s.getItem(state.key) || 'null'); } catch (e) { saved = null; }
  const n = state.givens.length;
  if (!saved || !saved.play || !Array.isArray(saved.play.values) || saved.play.values.length !== n) return;
  // What is kept may be anything: take what reads, leave the rest.
  const nv = state.layout.values.length;
  const ok = (v) => Number.isInteger(v) && v >= EMPTY && v < nv;
  const mark = (v) => Number.isInteger(v) && v >= 0 && v < nv;
  const marks = (list) => (Array.isArray(list) && list.length === n
    ? list.map((c) => (Array.isArray(c) ? [...new Set(c.filter(mark))] : []))
    : emptyPlay(n).corner);
  const p = saved.play;
  if (!p.values.every(ok)) return;
  state.play = {
    values: p.values.map((v, f) => (state.givens[f] === EMPTY ? v : EMPTY)),
    corner: marks(p.corner),
    centre: marks(p.centre),
    colour: Array.isArray(p.colour) && p.colour.length === n
      ? p.colour.map((c) => (Number.isInteger(c) && c >= 0 && c < COLOURS.length ? c : -1))
      : emptyPlay(n).colour,
  };
  const elapsed = Number(saved.elapsed);
  state.timer = { before: Number.isFinite(elapsed) && elapsed > 0 ? elapsed : 0, since: Date.now(), done: saved.done === true };
  message('your progress on this puzzle is back');
}

// ---- the timer ----

function elapsedMs() {
  const t = state.timer;
  return t.done ? t.before : t.before + (Date.now() - t.since);
}

function showTime() {
  const s = Math.floor(elapsedMs() / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  const sec = String(s % 60).padStart(2, '0');
  $('timer').textContent = (h ? h + ':' + String(m).padStart(2, '0') : String(m)) + ':' + sec;
  $('timer').classList.toggle('done', state.timer.done);
}

// ---- drawing ----

function regionKey(f) {
  const keys = [];
  state.layout.groups.forEach((g, i) => { if (g.draw === 'tiles' && g.fields.includes(f)) keys.push(i); });
  return keys.join(',');
}

function current() {
  // The values and candidates shown: during stepping, those before the
  // current step; otherwise the givens and the player's values.
  const n = state.layout.fields.length;
  const values = new Array(n).fill(EMPTY);
  const kind = new Array(n).fill('');
  const gone = Array.from({ length: n }, () => new Set());
  for (let f = 0; f < n; f++) {
    if (state.givens[f] !== EMPTY) { values[f] = state.givens[f]; kind[f] = 'given'; } else if (state.play.values[f] !== EMPTY && !state.steps) { values[f] = state.play.values[f]; kind[f] = 'entry'; }
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

// cellSize is the side of a field in pixels: as large as the window
// allows, up to 52.
function cellSize() {
  const L = state.layout;
  const margin = hasOutside() ? 2 : 0;
  const room = Math.min(760, (window.innerWidth || 800) - 24);
  return Math.max(14, Math.min(52, Math.floor(room / (Math.max(L.cols, L.rows) + margin))));
}

// hasOutside reports whether a rule has a clue outside the board, or the
// rule tool sets one: the board then has a ring around it.
function hasOutside() {
  const L = state.layout;
  const beside = (p) => p[0] < 0 || p[1] < 0 || p[0] >= L.rows || p[1] >= L.cols;
  return !!clueArg() || (L.rules || []).some((r) => r.item && r.item.args && Array.isArray(r.item.args.clue)) ||
    (L.drawings || []).some((dw) => dw.cells.some(beside));
}

// clueArg returns, while rules are set, the argument of the chosen kind
// that names a clue outside the board (a little killer's, a
// skyscraper's): a click on the ring around the board gives it.
function clueArg() {
  if ($('ruletool').hidden || !state.kinds) return undefined;
  const k = kindOf();
  return k && k.args.find((a) => a.type === 'cell');
}

// ringAt returns the place, as a spec names it (r0c3), of the ring
// around the board at a point of the page, or '' when the point is
// elsewhere.
function ringAt(x, y) {
  const L = state.layout;
  const size = cellSize();
  const box = $('boardwrap').getBoundingClientRect();
  const r = Math.floor((y - box.top) / size), c = Math.floor((x - box.left) / size);
  const inRing = r >= 0 && c >= 0 && r <= L.rows + 1 && c <= L.cols + 1 && (r === 0 || c === 0 || r === L.rows + 1 || c === L.cols + 1);
  return inRing ? `r${r}c${c}` : '';
}

function markText(vs) {
  const names = state.layout.values;
  const sorted = vs.slice().sort((a, b) => a - b);
  const single = names.every((v) => v.length === 1);
  return sorted.map((v) => names[v]).join(single ? '' : ',');
}

function draw() {
  const L = state.layout;
  const board = $('board');
  const size = cellSize();
  board.style.setProperty('--cell', size + 'px');
  board.style.gridTemplateColumns = `repeat(${L.cols}, ${size}px)`;
  board.style.gridTemplateRows = `repeat(${L.rows}, ${size}px)`;
  board.textContent = '';
  // The overlay first: it notes the fields whose top left corner holds a
  // cage's total (labelled), which the corner marks keep clear of.
  drawOverlay(size);
  const keys = L.fields.map((_, f) => regionKey(f));
  const shade = L.fields.map(() => '');
  L.groups.forEach((g) => { if (g.draw === 'shade') for (const f of g.fields) shade[f] = shade[f] || 'shade-' + g.kind; });
  const { values, kind, gone } = current();
  const showCands = $('cands').checked || !!state.steps;
  const hl = state.highlight;
  const side = Math.ceil(Math.sqrt(L.values.length));
  const fieldAt = (r, c) => (r < 0 || c < 0 || r >= L.rows || c >= L.cols ? -1 : state.at[r * L.cols + c]);
  const play = state.play;
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
      if (state.conflicts.fields.has(f) && !state.steps) cell.classList.add('conflict');
      if (state.sel.has(f)) cell.classList.add('sel');
      if (state.spare && state.spare.fields.has(f)) cell.classList.add('spare');
      if (!state.steps && play.colour[f] >= 0) cell.style.background = COLOURS[play.colour[f]];
      if (state.filter >= 0 && !state.steps) {
        if (values[f] === state.filter) cell.classList.add('has');
        else if (values[f] === EMPTY && candidates(f, values, gone).includes(state.filter)) cell.classList.add('can');
      }
      if (hl) {
        if (hl.area.has(f)) cell.classList.add('area');
        if (hl.evidence.has(f)) cell.classList.add('evidence');
        if (hl.placed.has(f)) cell.classList.add('placed');
      }
      if (values[f] !== EMPTY) {
        const v = document.createElement('span');
        v.className = 'value';
        v.textContent = L.values[values[f]];
        cell.appendChild(v);
      } else if (state.trueCands && !state.steps) {
        const box = candBox(state.trueCands[f], side, 'true');
        if (state.trueUses) colourUses(box, state.trueCands[f], state.trueUses[f]);
        cell.appendChild(box);
      } else if (showCands || (hl && (hl.placed.has(f) || hl.gone.has(f)))) {
        const box = candBox(candidates(f, values, gone), side, '');
        if (hl) {
          box.querySelectorAll('span').forEach((s, v) => {
            if (hl.gone.has(f) && hl.gone.get(f).has(v)) s.className = 'gone';
            if (hl.placed.get(f) === v) { s.className = 'keep'; s.textContent = L.values[v]; }
          });
        }
        cell.appendChild(box);
      } else if (!state.steps) {
        if (play.centre[f].length) {
          const m = document.createElement('span');
          m.className = 'centre';
          m.textContent = markText(play.centre[f]);
          cell.appendChild(m);
        }
        // A cage's total takes the top left corner, as on
        // SudokuPad: the marks go round it.
        const slots = labelled.has(f) ? CORNER_SLOTS_BESIDE_TOTAL : CORNER_SLOTS;
        const corner = play.corner[f].slice().sort((a, b) => a - b);
        const last = slots.length - 1;
        corner.slice(0, slots.length).forEach((v, i) => {
          const m = document.createElement('span');
          m.className = 'corner k' + slots[i];
          m.textContent = i === last && corner.length > slots.length ? markText(corner.slice(last)) : L.values[v];
          cell.appendChild(m);
        });
      }
      board.appendChild(cell);
    }
  }
  showModes();
}

// CORNER_SLOTS are the places of a field's corner marks (the classes
// .k0 to .k7), in the order they fill: the four corners, then the middles
// of the top, bottom, left and right edges.
const CORNER_SLOTS = [0, 1, 2, 3, 4, 5, 6, 7];

// CORNER_SLOTS_BESIDE_TOTAL are the places left in a field that holds a
// cage's total: neither its top left corner nor the middle of its top
// edge, where a mark would read as a digit of the total.
const CORNER_SLOTS_BESIDE_TOTAL = [1, 2, 3, 5, 6, 7];

// labelled holds the fields whose top left corner drawOverlay gave a
// cage's total.
const labelled = new Set();

// candBox draws a field's candidates in a grid, each in its place.
function candBox(have, side, cls) {
  const box = document.createElement('div');
  box.className = 'cands' + (cls ? ' ' + cls : '');
  box.style.gridTemplateColumns = `repeat(${side}, 1fr)`;
  const set = new Set(have);
  state.layout.values.forEach((name, v) => {
    const s = document.createElement('span');
    if (set.has(v)) s.textContent = name;
    box.appendChild(s);
  });
  return box;
}

// USES_CAP is the count of solutions the live analysis stops at when it
// counts each candidate's (the server's usesCap).
const USES_CAP = 1000;

// colourUses colours the true candidates of a field (values, in box) by
// how many solutions hold each (uses, in the same order): one solution,
// a few (2-9), some (10-99), many (100 or more); the count is each one's
// tooltip.
function colourUses(box, values, uses) {
  const spans = box.querySelectorAll('span');
  values.forEach((v, i) => {
    const n = uses[i];
    const s = spans[v];
    s.classList.add(n <= 1 ? 'uses1' : n < 10 ? 'uses2' : n < 100 ? 'uses3' : 'uses4');
    s.title = state.usesCut && n >= 1 ? `${n} of the first ${USES_CAP} solutions` : n === 1 ? 'one solution' : `${n} solutions`;
  });
}

// ---- drawing the rules ----

// drawOverlay draws, over the board, the groups drawn as lines (the
// diagonals) and every rule: as players know its kind, in the style of
// its kind's drawing from the spec item the layout sends with it (a
// killer's dashed cage with its total, a thermometer's bulb, an arrow's
// circle and head, dots, letters, lines in their kind's colour, marked
// fields, clues outside the board); a rule with no item or drawing by
// its kind's shape (an area outlined with dashes, a mark on the edge
// between two fields, a line through the fields, a mark in each). A
// rule's name is its tooltip.
function drawOverlay(size) {
  labelled.clear();
  const wrap = $('boardwrap');
  const old = wrap.querySelector('svg');
  if (old) old.remove();
  const L = state.layout;
  const lines = L.groups.filter((g) => g.draw === 'line');
  const rules = L.rules || [];
  const off = hasOutside() ? size : 0;
  wrap.style.padding = off + 'px';
  const drawings = L.drawings || [];
  if (!lines.length && !rules.length && !drawings.length && !clueArg()) return;
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('class', 'overlay');
  svg.setAttribute('width', L.cols * size + 2 * off);
  svg.setAttribute('height', L.rows * size + 2 * off);
  svg.style.left = '0px';
  svg.style.top = '0px';
  const el = (name, attrs, parent) => {
    const e = document.createElementNS(ns, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    (parent || svg).appendChild(e);
    return e;
  };
  const at = (r, c) => [(c + 0.5) * size + off, (r + 0.5) * size + off];
  const centre = (f) => at(L.fields[f][0], L.fields[f][1]);
  for (const g of lines) {
    const pts = g.fields.map((f) => L.fields[f]).sort((a, b) => a[0] - b[0]);
    const [x1, y1] = at(...pts[0]);
    const [x2, y2] = at(...pts[pts.length - 1]);
    el('line', { class: 'diagonal', x1, y1, x2, y2 });
  }
  const d = { el, at, centre, size, off };
  // What the puzzle draws that no rule reads, under the rules.
  for (const dw of drawings) drawDrawing(dw, el('g', { class: 'drawing drawing-' + dw.shape }), d);
  rules.forEach((rule, i) => {
    const g = el('g', { class: 'rule rule-' + rule.shape + (rule.item ? ' item-' + rule.item.key : '') });
    g.dataset.rule = i;
    if (state.conflicts.rules.has(i) && !state.steps) g.classList.add('broken');
    if (state.spare && state.spare.rules.has(i)) g.classList.add('spare');
    el('title', {}, g).textContent = rule.name;
    if (!drawStyled(rule, g, d)) {
      g.classList.add('by-shape');
      drawShape(rule, g, d);
    }
  });
  const a = clueArg();
  const input = a && $('ruleargs').querySelector(`[data-arg="${a.name}"]`);
  const m = input && input.value.trim().match(/^r(\d+)c(\d+)$/);
  if (a) {
    // The ring where a click places the clue, shaded.
    const W = L.cols * size + 2 * off, H = L.rows * size + 2 * off;
    for (const [x, y, w, h] of [[0, 0, W, off], [0, H - off, W, off], [0, off, off, H - 2 * off], [W - off, off, off, H - 2 * off]]) {
      el('rect', { class: 'ring', x, y, width: w, height: h });
    }
  }
  if (m) {
    // The clue place the rule tool holds, on the ring.
    const [x, y] = at(Number(m[1]) - 1, Number(m[2]) - 1);
    el('rect', { class: 'clue-at', x: x - size / 2 + 2, y: y - size / 2 + 2, width: size - 4, height: size - 4 });
  }
  wrap.appendChild(svg);
}

// drawDrawing draws into g what a puzzle draws that no rule reads (a
// layout's drawing: a line, circle, rectangle, text or cage), in its own
// colours and sizes, or the page's where it gives none.
function drawDrawing(dw, g, d) {
  const { el, at, size } = d;
  const pts = dw.cells.map((p) => at(p[0], p[1]));
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2, cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const turn = dw.angle ? `rotate(${dw.angle} ${cx} ${cy})` : '';
  const text = (fs) => {
    if (!dw.text) return;
    const e = el('text', { x: cx, y: cy, class: 'drawn', 'font-size': fs, fill: dw.textColour || '#222', transform: turn }, g);
    e.textContent = dw.text;
  };
  switch (dw.shape) {
    case 'line':
      el('polyline', { points: pts.map((p) => p.join(',')).join(' '), fill: 'none', stroke: dw.colour || '#999', 'stroke-width': size * (dw.width || 0.15), 'stroke-opacity': 0.8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }, g);
      break;
    case 'circle':
    case 'rectangle': {
      const w = size * (dw.width || 0.7), h = size * (dw.height || dw.width || 0.7);
      const attrs = { fill: dw.fill || 'none', stroke: dw.colour || (dw.fill ? 'none' : '#222'), 'stroke-width': 1.5, transform: turn };
      if (dw.shape === 'circle') el('ellipse', Object.assign({ cx, cy, rx: w / 2, ry: h / 2 }, attrs), g);
      else el('rect', Object.assign({ x: cx - w / 2, y: cy - h / 2, width: w, height: h }, attrs), g);
      text(Math.min(w, h) * 0.6);
      break;
    }
    case 'text':
      text(size * (dw.size || 0.5) * 0.8);
      break;
    case 'cage':
      cage(dw.cells, dw.text || '', g, d);
      if (dw.colour) g.style.stroke = dw.colour;
      break;
  }
}

// drawShape draws a rule by its kind's shape alone.
function drawShape(rule, g, d) {
  const { el, centre, size } = d;
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
  } else if (rule.shape === 'region') {
    cage(rule.fields.map((f) => state.layout.fields[f]), rule.label, g, d);
  }
}

// cage draws a dashed outline a little inside the edges of cells (a list
// of [row, column]) that no other of them shares, joined where it goes on
// into the next cell and turned where it goes round a corner, with label
// in the corner of the first cell.
function cage(cells, label, g, d) {
  const { el, size, off } = d;
  const inside = new Set(cells.map((p) => p.join(',')));
  const ins = (r, c) => inside.has(r + ',' + c);
  const m = size * 0.08;
  // end is where an edge stops beside its cell's corner at a (the
  // boundary coordinate), going on into a neighbour n (inside or not)
  // whose cell beyond, t, may turn it: dir is +1 or -1 away from the
  // cell.
  const end = (a, dir, n, t) => (!n ? a - dir * m : t ? a + dir * m : a);
  // The total stands in the cage's top left cell, in a box (lw by lh)
  // that the outline goes round rather than under.
  const [lr, lc] = cells.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
  const lw = label ? String(label).length * size * 0.17 + 2 : 0, lh = label ? size * 0.26 : 0;
  for (const [r, c] of cells) {
    const x0 = c * size + off, y0 = r * size + off, x1 = (c + 1) * size + off, y1 = (r + 1) * size + off;
    const seg = (a, b, e, f) => { if (e > a || f > b) el('line', { x1: a, y1: b, x2: e, y2: f }, g); };
    const first = r === lr && c === lc;
    const top = end(x0, -1, ins(r, c - 1), ins(r - 1, c - 1)), left = end(y0, -1, ins(r - 1, c), ins(r - 1, c - 1));
    if (!ins(r - 1, c)) seg(first ? Math.max(top, x0 + m * 0.5 + lw) : top, y0 + m, end(x1, 1, ins(r, c + 1), ins(r - 1, c + 1)), y0 + m);
    if (!ins(r + 1, c)) seg(end(x0, -1, ins(r, c - 1), ins(r + 1, c - 1)), y1 - m, end(x1, 1, ins(r, c + 1), ins(r + 1, c + 1)), y1 - m);
    if (!ins(r, c - 1)) seg(x0 + m, first ? Math.max(left, y0 + m * 0.5 + lh) : left, x0 + m, end(y1, 1, ins(r + 1, c), ins(r + 1, c - 1)));
    if (!ins(r, c + 1)) seg(x1 - m, end(y0, -1, ins(r - 1, c), ins(r - 1, c + 1)), x1 - m, end(y1, 1, ins(r + 1, c), ins(r + 1, c + 1)));
  }
  if (label) {
    const r = lr, c = lc;
    labelled.add(state.at[r * state.layout.cols + c]);
    // Its box starts inside the cell's lines, which white over them would grey.
    el('rect', { x: c * size + off + 3, y: r * size + off + 3, width: lw + m * 0.5 - 3, height: lh + m * 0.5 - 3, fill: '#fff', 'fill-opacity': 0.75, stroke: 'none', class: 'labelbg' }, g);
    el('text', { x: c * size + off + m * 1.2, y: r * size + off + m * 1.2, class: 'label corner' }, g).textContent = label;
  }
}

// drawStyled draws a rule as players know its kind: in its kind's
// drawing style (rule.draw, a constraint.Drawing: its style and what the
// style needs), from its spec item. It reports false for a rule with no
// drawing or item, or of a style the page does not know.
function drawStyled(rule, g, d) {
  const dr = rule.draw;
  const style = dr && rule.item && STYLES[dr.style];
  if (!style) return false;
  const { el, at, size } = d;
  const pt = (p) => at(p[0], p[1]);
  const t = Object.assign({}, d, {
    pt,
    poly: (cells, attrs) => el('polyline', Object.assign({ points: cells.map((p) => pt(p).join(',')).join(' '), fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }, attrs), g),
    mid: (p, q) => { const [x1, y1] = pt(p); const [x2, y2] = pt(q); return [(x1 + x2) / 2, (y1 + y2) / 2]; },
    text: (x, y, s, cls, fs) => { const e = el('text', { x, y, class: cls || 'clue', 'font-size': fs || size * 0.45 }, g); e.textContent = s; return e; },
  });
  style(dr, rule.item.args || {}, g, t);
  return true;
}

// words writes an argument's value: a list's items joined by sep.
const words = (v, sep) => (Array.isArray(v) ? v.join(sep) : v === undefined ? '' : String(v));

// dark tells whether a colour, #rgb or #rrggbb, is dark: text on it is white.
function dark(colour) {
  let h = colour.slice(1);
  if (h.length === 3) h = h.replace(/./g, '$&$&');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

// STYLES draw a rule in each style of constraint.Drawing, from its
// drawing dr and its item's arguments a, into g with the tools t (those
// of drawOverlay, and pt, poly, mid and text). Colours and widths come
// from dr; what a style draws is its look, the same for every kind.
const STYLES = {
  line(dr, a, g, t) {
    t.poly(a.cells, { stroke: dr.colour, 'stroke-width': t.size * dr.width, 'stroke-opacity': 0.75 });
    if (dr.dashed) t.poly(a.cells, { stroke: '#fff', 'stroke-width': 2, 'stroke-dasharray': '4 4' });
    if (dr.ends) {
      for (const p of [a.cells[0], a.cells[a.cells.length - 1]]) {
        const [x, y] = t.pt(p);
        t.el('circle', { cx: x, cy: y, r: t.size * 0.4, fill: '#fff', 'fill-opacity': 0.3, stroke: '#888', 'stroke-width': 2 }, g);
      }
    }
  },
  thermometer(dr, a, g, t) {
    t.poly(a.cells, { stroke: dr.colour, 'stroke-width': t.size * dr.width, 'stroke-opacity': 0.8 });
    const [x, y] = t.pt(a.cells[0]);
    t.el('circle', { cx: x, cy: y, r: t.size * 0.38, fill: dr.colour, 'fill-opacity': 0.8, stroke: 'none' }, g);
    if (dr.dashed) t.poly(a.cells, { stroke: '#fff', 'stroke-width': 2, 'stroke-dasharray': '4 4' });
  },
  arrow(dr, a, g, t) {
    const { el, at, pt, size } = t;
    const circle = a.circle;
    const stroke = { stroke: dr.colour, 'stroke-width': 2, fill: 'none' };
    if (circle.length === 1) {
      const [x, y] = pt(circle[0]);
      el('circle', Object.assign({ cx: x, cy: y, r: size * 0.4 }, stroke), g);
    } else {
      const rows = circle.map((p) => p[0]);
      const cols = circle.map((p) => p[1]);
      const [x0, y0] = at(Math.min(...rows), Math.min(...cols));
      const [x1, y1] = at(Math.max(...rows), Math.max(...cols));
      const r = size * 0.4;
      el('rect', Object.assign({ x: x0 - r, y: y0 - r, width: x1 - x0 + 2 * r, height: y1 - y0 + 2 * r, rx: r, ry: r }, stroke), g);
    }
    const line = a.cells || [];
    if (!line.length) return;
    // From the edge of the circle cell the line leaves, to its head.
    let from = circle[0];
    for (const p of circle) if (Math.max(Math.abs(p[0] - line[0][0]), Math.abs(p[1] - line[0][1])) === 1) { from = p; break; }
    const [fx, fy] = pt(from);
    const [nx, ny] = pt(line[0]);
    const len = Math.hypot(nx - fx, ny - fy);
    const start = [fx + (nx - fx) / len * size * 0.4, fy + (ny - fy) / len * size * 0.4];
    const pts = [start].concat(line.map(pt));
    el('polyline', Object.assign({ points: pts.map((p) => p.join(',')).join(' '), 'stroke-linejoin': 'round' }, stroke), g);
    const [ex, ey] = pts[pts.length - 1];
    const [px, py] = pts[pts.length - 2];
    const ang = Math.atan2(ey - py, ex - px);
    const h = size * 0.22;
    for (const s of [-1, 1]) el('line', Object.assign({ x1: ex, y1: ey, x2: ex - h * Math.cos(ang + s * 0.5), y2: ey - h * Math.sin(ang + s * 0.5) }, stroke), g);
  },
  cage(dr, a, g, t) {
    cage(a.cells, dr.label ? words(a[dr.label], ' ') : '', g, t);
  },
  marks(dr, a, g, t) {
    const size = t.size;
    for (const m of dr.marks) {
      // A list of pairs of neighbours, or one pair.
      const v = a[m.key] || [];
      const pairs = !v.length ? [] : Array.isArray(v[0][0]) ? v : [v];
      for (const [p, q] of pairs) {
        const [x, y] = t.mid(p, q);
        if (m.letter) {
          t.text(x, y, m.letter, 'letter', size * 0.42);
        } else if (!m.label) {
          t.el('circle', { cx: x, cy: y, r: size * 0.12, fill: m.dot, stroke: '#222', 'stroke-width': 1.5 }, g);
        } else {
          t.el('circle', { cx: x, cy: y, r: size * 0.17, fill: m.dot, stroke: '#222', 'stroke-width': 1.5 }, g);
          const e = t.text(x, y, words(a[m.label], ' '), 'clue', size * 0.22);
          if (dark(m.dot)) e.style.fill = '#fff';
        }
      }
    }
  },
  cells(dr, a, g, t) {
    const shape = CELL_SHAPES[dr.shape];
    if (shape) for (const p of a.cells) shape(t.pt(p), dr, a, g, t);
  },
  corner(dr, a, g, t) {
    const { el, size, off } = t;
    const rows = a.cells.map((p) => p[0]);
    const cols = a.cells.map((p) => p[1]);
    const x = (Math.min(...cols) + 1) * size + off;
    const y = (Math.min(...rows) + 1) * size + off;
    el('circle', { cx: x, cy: y, r: size * 0.3, fill: '#fff', stroke: '#222', 'stroke-width': 1.2 }, g);
    const v = a[dr.label];
    const n = Array.isArray(v) ? v.length : 1;
    t.text(x, y, words(v, ' '), 'clue', size * (n > 2 ? 0.16 : 0.2));
  },
  outside(dr, a, g, t) {
    const { el, size } = t;
    const [x, y] = t.pt(a.clue);
    const e = t.text(x, y, words(a[dr.label], ' '), 'clue', size * (dr.toward ? 0.34 : 0.42));
    if (dr.italic) e.style.fontStyle = 'italic';
    if (dr.boxed) el('rect', { x: x - size * 0.3, y: y - size * 0.3, width: size * 0.6, height: size * 0.6, fill: 'none', stroke: '#888', 'stroke-width': 1 }, g);
    if (dr.toward) {
      // A small arrow beside the clue, along the diagonal it reads.
      const dir = { 'down-right': [1, 1], 'down-left': [1, -1], 'up-right': [-1, 1], 'up-left': [-1, -1] }[a[dr.toward]] || [1, 1];
      const sx = x + dir[1] * size * 0.28;
      const sy = y + dir[0] * size * 0.28;
      const ex = x + dir[1] * size * 0.45;
      const ey = y + dir[0] * size * 0.45;
      el('line', { x1: sx, y1: sy, x2: ex, y2: ey, stroke: '#222', 'stroke-width': 1.2 }, g);
      const ang = Math.atan2(ey - sy, ex - sx);
      for (const s of [-1, 1]) el('line', { x1: ex, y1: ey, x2: ex - 5 * Math.cos(ang + s * 0.6), y2: ey - 5 * Math.sin(ang + s * 0.6), stroke: '#222', 'stroke-width': 1.2 }, g);
    }
  },
  clone(dr, a, g, t) {
    // One of the players' colours per rule, so that pairs tell apart.
    const colour = COLOURS[1 + (Number(g.dataset.rule) % (COLOURS.length - 1))];
    for (const p of a.cells.concat(a.clone)) {
      const [x, y] = t.pt(p);
      t.el('rect', { x: x - t.size * 0.5 + 2, y: y - t.size * 0.5 + 2, width: t.size - 4, height: t.size - 4, fill: colour, 'fill-opacity': 0.35, stroke: 'none' }, g);
    }
  },
  sets(dr, a, g, t) {
    // One of the players' colours per rule, so that its sets tell apart
    // from another rule's; each set outlined.
    const colour = COLOURS[1 + (Number(g.dataset.rule) % (COLOURS.length - 1))];
    for (const set of a.sets || []) {
      for (const p of set) {
        const [x, y] = t.pt(p);
        t.el('rect', { x: x - t.size * 0.5 + 2, y: y - t.size * 0.5 + 2, width: t.size - 4, height: t.size - 4, fill: colour, 'fill-opacity': 0.25, stroke: 'none' }, g);
      }
      cage(set, '', g, t);
    }
  },
  global() {}, // a rule of the whole board: the rules panel names it
};

// CELL_SHAPES draw each shape of the cells style in a cell whose centre
// is [x, y], as STYLES do.
const CELL_SHAPES = {
  square([x, y], dr, a, g, t) {
    const s = t.size * 0.36;
    t.el('rect', { x: x - s, y: y - s, width: 2 * s, height: 2 * s, fill: dr.colour, 'fill-opacity': 0.6, stroke: 'none' }, g);
  },
  circle([x, y], dr, a, g, t) {
    t.el('circle', { cx: x, cy: y, r: t.size * 0.36, fill: dr.colour, 'fill-opacity': 0.6, stroke: 'none' }, g);
  },
  'chevrons-in'(c, dr, a, g, t) { chevrons(c, -1, dr, g, t); },
  'chevrons-out'(c, dr, a, g, t) { chevrons(c, 1, dr, g, t); },
  text([x, y], dr, a, g, t) {
    t.text(x, y - t.size * 0.33, words(a[dr.label], ''), 'clue', t.size * 0.17).style.fill = dr.colour;
  },
};

// chevrons draws four chevrons near the edges of the cell centred at
// [x, y], pointing out of it (out 1: a maximum) or into it (-1: a
// minimum).
function chevrons([x, y], out, dr, g, t) {
  const size = t.size;
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    const cx = x + dx * size * 0.38;
    const cy = y + dy * size * 0.38;
    const tip = [cx + out * dx * size * 0.06, cy + out * dy * size * 0.06];
    const w = size * 0.08;
    t.el('polyline', { points: `${tip[0] - out * dx * w * 1.2 + dy * w},${tip[1] - out * dy * w * 1.2 + dx * w} ${tip[0]},${tip[1]} ${tip[0] - out * dx * w * 1.2 - dy * w},${tip[1] - out * dy * w * 1.2 - dx * w}`, fill: 'none', stroke: dr.colour, 'stroke-width': 1.5 }, g);
  }
}

// ---- selecting and typing ----

function showModes() {
  document.querySelectorAll('#modes button').forEach((b) => b.classList.toggle('on', b.dataset.mode === state.mode));
  const pad = $('pad');
  const L = state.layout;
  const want = state.mode === 'colour' ? 'colour' : 'values:' + L.values.join(' ');
  if (pad.dataset.shows === want) return;
  pad.dataset.shows = want;
  pad.textContent = '';
  if (state.mode === 'colour') {
    COLOURS.forEach((c, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'swatch';
      b.style.background = c;
      b.title = 'colour ' + (i + 1);
      b.textContent = String(i + 1);
      b.addEventListener('click', () => { act('colour', i); });
      pad.appendChild(b);
    });
    return;
  }
  pad.classList.toggle('wide', L.values.length > 9);
  if (L.values.length > 36) return; // typed on the keyboard
  L.values.forEach((name, v) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = name;
    b.addEventListener('click', () => { act(state.mode, v); });
    pad.appendChild(b);
  });
}

function setMode(m) {
  state.mode = m;
  showModes();
}

function select(f, add) {
  state.typed = '';
  if (!add) state.sel = new Set();
  if (f >= 0) state.sel.add(f);
  state.cursor = f;
  draw();
}

function move(dr, dc, add) {
  const L = state.layout;
  if (state.cursor < 0) { select(0, false); return; }
  let [r, c] = L.fields[state.cursor];
  for (let i = 0; i < Math.max(L.rows, L.cols); i++) {
    r += dr; c += dc;
    if (r < 0 || c < 0 || r >= L.rows || c >= L.cols) return;
    const f = state.at[r * L.cols + c];
    if (f >= 0) { select(f, add); return; }
  }
}

// snapshot is what an undo brings back.
function snapshot() {
  const p = state.play;
  return {
    givens: state.givens.slice(),
    values: p.values.slice(),
    corner: p.corner.map((c) => c.slice()),
    centre: p.centre.map((c) => c.slice()),
    colour: p.colour.slice(),
  };
}

function bringBack(s) {
  state.givens = s.givens;
  state.play = { values: s.values, corner: s.corner, centre: s.centre, colour: s.colour };
  $('puzzle').value = puzzleLine(state.givens);
}

function undo() {
  if (!state.undo.length) return;
  state.redo.push(snapshot());
  bringBack(state.undo.pop());
  changed();
}

function redo() {
  if (!state.redo.length) return;
  state.undo.push(snapshot());
  bringBack(state.redo.pop());
  changed();
}

// act does what the player asks on every selected field: mode is digit,
// corner, centre or colour, v the value (or colour), or EMPTY to clear.
function act(mode, v) {
  if (state.steps) leaveSteps();
  const fields = [...state.sel].sort((a, b) => a - b);
  if (!fields.length) { message('select a field first: click it, or drag over several', true); return; }
  const before = snapshot();
  const p = state.play;
  const free = fields.filter((f) => state.givens[f] === EMPTY);
  if (mode === 'digit' && $('edit').checked) {
    for (const f of fields) { state.givens[f] = v; p.values[f] = EMPTY; }
    $('puzzle').value = puzzleLine(state.givens);
  } else if (mode === 'digit') {
    if (!free.length && v !== EMPTY) { message('those fields are givens; tick "Edit givens" to change them', true); return; }
    if (v === EMPTY) {
      // Clear values first; with none, the marks.
      if (free.some((f) => p.values[f] !== EMPTY)) for (const f of free) p.values[f] = EMPTY;
      else for (const f of free) { p.corner[f] = []; p.centre[f] = []; }
    } else {
      const all = free.every((f) => p.values[f] === v);
      for (const f of free) p.values[f] = all ? EMPTY : v;
    }
  } else if (mode === 'colour') {
    const all = fields.every((f) => p.colour[f] === v);
    for (const f of fields) p.colour[f] = v === EMPTY || all ? -1 : v;
  } else {
    const marks = p[mode];
    const open = free.filter((f) => p.values[f] === EMPTY);
    if (v === EMPTY) {
      for (const f of open) marks[f] = [];
    } else {
      // A mark every field has is taken off them all; else put on all.
      const all = open.length > 0 && open.every((f) => marks[f].includes(v));
      for (const f of open) {
        marks[f] = marks[f].filter((x) => x !== v);
        if (!all) marks[f].push(v);
      }
    }
  }
  if (JSON.stringify(before) === JSON.stringify(snapshot())) return; // nothing changed: no step to undo
  state.undo.push(before);
  if (state.undo.length > MAX_UNDO) state.undo.shift();
  state.redo = [];
  changed();
}

// changed redraws after the player's values changed, keeps them, and
// asks for the conflicts.
function changed() {
  $('stepsbox').hidden = true; // the steps listed were of the position before
  state.wrong.clear();
  state.gone.clear(); // they may rest on a value changed
  state.highlight = null;
  state.hintLevel = 0;
  state.spare = null;
  if (!$('live').checked) {
    state.trueCands = null; // live, they stay until the next analysis
    state.trueUses = null;
    $('truecands').checked = false;
  }
  message('');
  save();
  draw();
  conflictsSoon();
  liveSoon();
}

let conflictTimer = 0;
let conflictSeq = 0;

// conflictsSoon asks the server, after a pause, which fields repeat a
// value in a group and which rules what is placed breaks; when every
// field is filled without one, it checks the solution.
function conflictsSoon() {
  clearTimeout(conflictTimer);
  conflictTimer = setTimeout(async () => {
    const seq = ++conflictSeq;
    try {
      const data = await api('/api/conflicts', specRequest({ givens: state.givens, values: state.play.values }));
      if (seq !== conflictSeq) return;
      const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
      const next = { fields: new Set(data.fields), rules: new Set(data.rules.map((x) => x.rule)) };
      if (!same(next.fields, state.conflicts.fields) || !same(next.rules, state.conflicts.rules)) {
        state.conflicts = next;
        draw();
      }
      const full = state.givens.every((g, f) => g !== EMPTY || state.play.values[f] !== EMPTY);
      if (full && !data.fields.length && !data.rules.length && !state.timer.done && !$('edit').checked) finished();
    } catch (err) {
      message(err.message, true);
    }
  }, 120);
}

// finished stops the clock on a full board that breaks no rule: a
// solution (the only one, when the puzzle has one).
function finished() {
  state.timer = { before: elapsedMs(), since: Date.now(), done: true };
  save();
  showTime();
  message('solved in ' + $('timer').textContent + '!');
}

function keyMode(ev) {
  if (ev.shiftKey && state.mode === 'digit') return 'corner';
  if ((ev.ctrlKey || ev.metaKey) && state.mode === 'digit') return 'centre';
  return state.mode;
}

function onKey(ev) {
  if (ev.target.closest('input, textarea, select')) return;
  if (!state.layout) return;
  const ctrl = ev.ctrlKey || ev.metaKey;
  const key = ev.key;
  if (ctrl && (key === 'z' || key === 'Z')) { ev.preventDefault(); if (ev.shiftKey) redo(); else undo(); return; }
  if (ctrl && (key === 'y' || key === 'Y')) { ev.preventDefault(); redo(); return; }
  if (ctrl && (key === 'a' || key === 'A')) { ev.preventDefault(); state.sel = new Set(state.layout.fields.map((_, f) => f)); draw(); return; }
  const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (arrows[key] && ev.altKey && !$('ruletool').hidden) { ev.preventDefault(); guard(() => moveRule(...arrows[key]))(); return; }
  if (arrows[key]) { ev.preventDefault(); move(...arrows[key], ev.shiftKey || ctrl); return; }
  if (key === 'Escape') { state.sel = new Set(); state.typed = ''; draw(); return; }
  const values = state.layout.values;
  const single = values.every((x) => x.length === 1);
  const modeKeys = { z: 'digit', x: 'corner', c: 'centre', v: 'colour' };
  const lower = key.toLowerCase();
  // Values of several characters are typed out, then Enter: their
  // letters and digits are no shortcuts then.
  const typing = !single && (state.typed !== '' || values.some((x) => x.toLowerCase().startsWith(lower)));
  if (!ctrl && modeKeys[lower] && !typing && !(single && values.some((x) => x.toLowerCase() === lower))) { setMode(modeKeys[lower]); return; }
  if (key === ' ' && !state.typed) { ev.preventDefault(); setMode(MODES[(MODES.indexOf(state.mode) + 1) % MODES.length]); return; }
  if (!state.sel.size) return;
  if (key === 'Backspace' && state.typed) {
    ev.preventDefault();
    state.typed = state.typed.slice(0, -1);
    message(state.typed ? `typing: ${state.typed} (Enter to place)` : '');
    return;
  }
  if (key === 'Backspace' || key === 'Delete' || (!typing && key.length === 1 && EMPTY_MARKS.includes(key) && !values.includes(key))) {
    ev.preventDefault();
    state.typed = '';
    act(keyMode(ev), EMPTY);
    return;
  }
  if (state.mode === 'colour') {
    if (/^[1-9]$/.test(key) && Number(key) <= COLOURS.length) { ev.preventDefault(); act('colour', Number(key) - 1); }
    return;
  }
  if (key === 'Enter' && state.typed) {
    ev.preventDefault();
    const v = values.findIndex((x) => x.toLowerCase() === state.typed.toLowerCase());
    state.typed = '';
    if (v >= 0) act(keyMode(ev), v); else message('no such value; the values are ' + values.join(' '), true);
    return;
  }
  if (ev.altKey) return;
  let ch = key;
  // A digit key that types no value (with Shift, or on a keyboard such
  // as AZERTY whose number row types other characters): its digit.
  if (ev.code && /^Digit[0-9]$/.test(ev.code) && !values.includes(key)) ch = ev.code.slice(5);
  if (ev.code && /^Numpad[0-9]$/.test(ev.code)) ch = ev.code.slice(6);
  if (ch.length !== 1) return;
  const exact = values.findIndex((x) => x.toLowerCase() === ch.toLowerCase());
  if (single) {
    if (exact >= 0) { ev.preventDefault(); act(keyMode(ev), exact); }
    return;
  }
  if (ctrl) return;
  state.typed += ch;
  message(`typing: ${state.typed} (Enter to place)`);
}

// fieldAtPoint returns the field under a point of the window, through
// the drawing of the rules over it (whose names are tooltips), or -1.
function fieldAtPoint(x, y) {
  for (const e of document.elementsFromPoint(x, y)) {
    const cell = e.closest ? e.closest('#board .cell') : null;
    if (cell) return cell.dataset.field !== undefined ? Number(cell.dataset.field) : -1;
  }
  return -1;
}

function onPointerDown(ev) {
  const f = fieldAtPoint(ev.clientX, ev.clientY);
  if (f < 0) {
    const a = clueArg();
    const at = a ? ringAt(ev.clientX, ev.clientY) : '';
    if (at) {
      ev.preventDefault();
      $('ruleargs').querySelector(`[data-arg="${a.name}"]`).value = at;
      draw();
      message(`the ${a.name} at ${at}`);
    }
    return;
  }
  ev.preventDefault();
  $('board').focus();
  const add = ev.ctrlKey || ev.metaKey || ev.shiftKey;
  if (add && state.sel.has(f) && (ev.ctrlKey || ev.metaKey)) {
    state.sel.delete(f);
    state.cursor = f;
    draw();
  } else {
    select(f, add);
  }
  state.dragging = true;
}

function onPointerMove(ev) {
  if (!state.dragging) return;
  const f = fieldAtPoint(ev.clientX, ev.clientY);
  if (f >= 0 && !state.sel.has(f)) {
    state.sel.add(f);
    state.cursor = f;
    draw();
  }
}

// ---- opening and sharing ----

// open reads what a person pastes or drops: an f-puzzles, SudokuPad or
// ISS link or its data, f-puzzles JSON, ISS's constraint string, or a
// spec.
async function open(text, name) {
  const t = text.trim();
  if (!t) throw new Error('nothing to open: paste an f-puzzles, SudokuPad or ISS link, or its data');
  if (/\.ya?ml$/i.test(name || '') || /^(name|size|values|groups|extends):/m.test(t) && !t.startsWith('{')) {
    $('yaml').value = t;
    await useSpec({ yaml: t });
    message('opened the spec' + (name ? ' ' + name : ''));
    return;
  }
  await useSpec({ fpuzzles: t });
  message('opened ' + (name || 'the puzzle'));
}

// openFromAddress opens the puzzle the page's address carries:
// #fpuzzles=DATA, ?load=DATA (as f-puzzles links carry it), or
// #spec=NAME&puzzle=LINE; it reports whether there was one.
async function openFromAddress() {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const data = hash.get('fpuzzles') || query.get('load');
  if (data) {
    // URLSearchParams reads '+' as a space; lz-string's base64 has '+'.
    await useSpec({ fpuzzles: data.replace(/ /g, '+') });
    return true;
  }
  if (hash.get('spec')) {
    $('spec').value = hash.get('spec');
    await useSpec({ spec: hash.get('spec') }, hash.get('puzzle') || undefined);
    return true;
  }
  return false;
}

async function share() {
  const data = await api('/api/share', specRequest({ givens: state.givens, title: state.layout.name }));
  const page = location.origin + location.pathname + data.fragment;
  $('share-page').value = page;
  $('share-fpuzzles').value = data.link || '';
  $('share-sudokupad').value = data.sudokupad || '';
  $('share-fpuzzles').parentElement.hidden = !data.link;
  $('share-sudokupad').parentElement.hidden = !data.sudokupad;
  $('share-iss').value = data.iss || '';
  $('share-iss').parentElement.hidden = !data.iss;
  $('share-yaml').value = data.yaml || '';
  $('share-yaml').parentElement.hidden = !data.yaml;
  $('sharebox').hidden = false;
  history.replaceState(null, '', data.fragment);
  message(data.why ? 'a link to this page; ' + data.why : 'links to share this puzzle: this page, f-puzzles and SudokuPad');
}

// ---- the buttons ----

function leaveSteps() {
  state.steps = null;
  state.highlight = null;
  $('stepper').hidden = true;
}

function stepHighlight(st, level) {
  const L = state.layout;
  const hl = { area: new Set(), evidence: new Set(), placed: new Map(), gone: new Map() };
  for (const g of (st.groups || []).concat(st.cover || [])) for (const f of L.groups[g.index].fields) hl.area.add(f);
  if (level >= 2) for (const x of st.fields || []) hl.evidence.add(x.index);
  if (level >= 3) {
    for (const p of st.place || []) hl.placed.set(p.fieldIndex, p.valueIndex);
    for (const e of st.eliminate || []) {
      if (!hl.gone.has(e.fieldIndex)) hl.gone.set(e.fieldIndex, new Set());
      hl.gone.get(e.fieldIndex).add(e.valueIndex);
    }
  }
  return hl;
}

// stepWhat writes a step's placements and eliminations: "r1c2=3 r4c5-6".
function stepWhat(st) {
  return (st.place || []).map((p) => `${p.field}=${p.value}`).concat((st.eliminate || []).map((e) => `${e.field}-${e.value}`)).join(' ');
}

function showStep() {
  const steps = state.steps;
  const i = state.stepAt;
  $('stepno').textContent = i < steps.length ? `step ${i + 1} of ${steps.length}` : `all ${steps.length} steps made`;
  state.highlight = null;
  if (i < steps.length) {
    const st = steps[i];
    state.highlight = stepHighlight(st, 3);
    const what = stepWhat(st);
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
  state.steps = data.steps || [];
  state.stepAt = state.steps.length;
  $('stepper').hidden = false;
  message(data.status === 'unique' ? 'solved: one solution' : 'solved: one of several solutions');
  showStep();
}

async function hint() {
  const key = JSON.stringify([state.givens, state.play.values]);
  if (key !== state.hintKey) { state.hintKey = key; state.hintLevel = 0; }
  const data = await api('/api/hint', specRequest({ givens: state.givens, values: state.play.values, eliminated: eliminated() }));
  if (data.none) { message('no hint: ' + data.none, true); return; }
  state.hintLevel = Math.min(3, state.hintLevel + 1);
  state.highlight = stepHighlight(data.step, state.hintLevel);
  // Every level shows where to look: the groups and rules the hint
  // names ("look at cage 9 at r1c9 r2c9").
  for (const f of data.areaFields || []) state.highlight.area.add(f);
  message(`hint ${state.hintLevel}: ${data.levels[state.hintLevel - 1]}` + (state.hintLevel < 3 ? '\n(press Hint again for more)' : ''));
  draw();
}

// nextStep makes the next step on the givens and entries: its placements
// become entries, and the step is highlighted.
async function nextStep() {
  if (state.steps) leaveSteps();
  const data = await api('/api/next', specRequest({ givens: state.givens, values: state.play.values, eliminated: eliminated() }));
  if (data.none) { message('no step: ' + data.none, true); return; }
  const st = data.step;
  state.undo.push(snapshot());
  state.redo = [];
  for (const p of st.place || []) state.play.values[p.fieldIndex] = p.valueIndex;
  for (const e of st.eliminate || []) {
    if (!state.gone.has(e.fieldIndex)) state.gone.set(e.fieldIndex, new Set());
    state.gone.get(e.fieldIndex).add(e.valueIndex);
  }
  const hl = stepHighlight(st, 2);
  for (const p of st.place || []) hl.placed.set(p.fieldIndex, p.valueIndex);
  state.highlight = hl;
  const what = stepWhat(st);
  message(`${st.strategy} [${data.rating.toFixed(1)}] ${what}\n${st.reason || ''}`);
  save();
  draw();
  conflictsSoon();
}

// allSteps lists every step the techniques find on the givens and
// entries, easiest first; choosing one highlights it whole (showListed).
async function allSteps() {
  const data = await api('/api/steps', specRequest({ givens: state.givens, values: state.play.values, eliminated: eliminated() }));
  const list = $('steplist');
  list.textContent = '';
  if (data.none) { $('stepsbox').hidden = true; message('no step: ' + data.none, true); return; }
  state.listed = data.steps;
  data.steps.forEach((x, i) => {
    const o = document.createElement('option');
    o.value = String(i);
    const st = x.step;
    const what = stepWhat(st);
    o.textContent = `[${x.difficulty.toFixed(1)}] ${x.technique} ${what}`;
    o.title = st.reason || '';
    list.appendChild(o);
  });
  $('stepsbox').hidden = false;
  message(`${data.steps.length} steps here: choose one to see it`);
}

// showListed highlights the step chosen in the list of all steps, with
// its area, and says it.
function showListed() {
  const x = (state.listed || [])[$('steplist').selectedIndex];
  if (!x) return;
  state.highlight = stepHighlight(x.step, 3);
  for (const f of x.areaFields || []) state.highlight.area.add(f);
  message(x.text);
  draw();
}

async function check() {
  const data = await api('/api/check', specRequest({ givens: state.givens, values: state.play.values }));
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

async function count() {
  const data = await api('/api/count', specRequest({ givens: state.givens, limit: 1000 }));
  if (data.count === 0) message('no solution', true);
  else if (data.count === 1) message('one solution: the puzzle is unique');
  else message(`${data.cut ? 'at least ' : ''}${data.count} solutions: tick "True candidates" to see where it is still open`);
  return data;
}

async function trueCandidates() {
  if (!$('truecands').checked) { state.trueCands = null; draw(); return; }
  const data = await count();
  state.trueCands = data.candidates;
  state.trueUses = null;
  draw();
}

// ---- live analysis while setting ----

// LIVE_DELAY is the pause after a change before the live analysis is
// asked: a setter typing givens gets one answer for the last.
const LIVE_DELAY = 250;
let liveTimer = 0;
let liveAbort = null; // cancels the analysis asked last

// liveSoon asks, after a pause, for the live analysis of the puzzle as
// it stands (with "Live" ticked): how many solutions, the true
// candidates, and once it is unique its rating. A change before the
// answer cancels the question.
function liveSoon() {
  if (!$('live').checked) return;
  const key = JSON.stringify([state.source, state.givens]);
  if (key === state.liveKey) return; // the entries changed, not the puzzle
  state.liveKey = key;
  clearTimeout(liveTimer);
  if (liveAbort) liveAbort.abort();
  liveAbort = null;
  $('livestatus').textContent = 'live: …';
  liveTimer = setTimeout(liveAnalyse, LIVE_DELAY);
}

async function liveAnalyse() {
  const ctl = new AbortController();
  liveAbort = ctl;
  const req = specRequest({ givens: state.givens });
  try {
    const data = await api('/api/analyse', Object.assign({ uses: $('uses').checked }, req), ctl.signal);
    if (ctl !== liveAbort) return;
    state.trueCands = data.candidates;
    state.trueUses = data.uses || null;
    state.usesCut = !!data.usesCut;
    $('livestatus').textContent = 'live: ' + liveText(data);
    $('livestatus').dataset.count = data.count;
    draw();
    if (data.count === 1 && data.ratingCut) {
      // The rating took longer than the analysis waits: asked on its own.
      data.rating = await api('/api/rate', req, ctl.signal);
      if (ctl !== liveAbort) return;
      data.ratingCut = false;
      $('livestatus').textContent = 'live: ' + liveText(data);
    }
  } catch (err) {
    if (err.name === 'AbortError' || ctl !== liveAbort) return;
    $('livestatus').textContent = 'live: ' + err.message;
  }
}

// liveText says what a live analysis found.
function liveText(data) {
  if (data.count === 0) return 'no solution';
  if (data.count > 1 && data.solutions) return `${data.usesCut ? 'at least ' : ''}${data.solutions} solutions: the true candidates show where it is open, coloured by how many hold each`;
  if (data.count > 1) return 'at least 2 solutions: the true candidates show where it is open';
  const r = data.rating;
  if (!r) return 'unique, rating…';
  return `unique, ER ${r.er.toFixed(1)} ${r.level}` + (r.technique ? `, hardest step ${r.technique}` : '') + (r.stalled ? ', beyond the techniques' : '');
}

// live turns the live analysis on or off.
function live() {
  state.liveKey = '';
  if ($('live').checked) { liveSoon(); return; }
  clearTimeout(liveTimer);
  if (liveAbort) liveAbort.abort();
  liveAbort = null;
  $('livestatus').textContent = '';
  delete $('livestatus').dataset.count;
  state.trueUses = null;
  if (!$('truecands').checked) { state.trueCands = null; draw(); }
}

// redundant asks which givens and rules the puzzle can do without, each
// alone, and highlights them until the next change.
async function redundant() {
  const data = await api('/api/redundant', specRequest({ givens: state.givens }));
  const L = state.layout;
  const spare = { fields: new Set(), rules: new Set() };
  for (const it of data.items) {
    if (it.field >= 0) spare.fields.add(it.field);
    if (it.constraint >= 0) spare.rules.add(it.constraint);
    if (it.group >= 0) for (const f of L.groups[it.group].fields) spare.fields.add(f);
  }
  state.spare = spare;
  draw();
  const givens = data.items.filter((it) => it.kind === 'given').length;
  const what = [];
  if (data.givens > 0 || data.rules === 0) what.push(`${givens} of ${data.givens} givens`);
  if (data.rules > 0) what.push(`${data.items.length - givens} of ${data.rules} rules`);
  message(data.items.length === 0
    ? 'nothing to spare: each given and rule is needed for one solution'
    : `${what.join(' and ')} can go, each alone (not all together): ` + data.items.map((it) => it.name).join('; '));
}

// ---- setting rules ----

// setRules shows or hides the rule tool; shown, it lists the kinds a
// setter can add and the puzzle's rules as a spec writes them.
async function setRules() {
  $('ruletool').hidden = !$('setrules').checked;
  if (!$('setrules').checked) { if (state.layout) draw(); return; }
  // The kinds, with those the puzzle's spec defines, asked each time
  // the tool is shown.
  state.kinds = await api('/api/kinds', specRequest());
  const sel = $('rulekind');
  const chosen = sel.value || 'killer';
  sel.textContent = '';
  // A jigsaw's regions are painted with the same tool.
  const region = document.createElement('option');
  region.value = REGION;
  region.textContent = 'Region (jigsaw)';
  region.title = 'the cells selected make a region of their own, as a jigsaw\'s: paint them on a board without boxes';
  sel.appendChild(region);
  for (const k of state.kinds) {
    const o = document.createElement('option');
    o.value = k.key;
    o.textContent = k.title || k.key;
    o.title = k.doc;
    sel.appendChild(o);
  }
  sel.value = chosen;
  if (sel.selectedIndex < 0) sel.value = 'killer';
  ruleArgs();
  // The puzzle as a spec, with its rules listed.
  await applyEdit({});
}

// REGION is the rule tool's choice that paints a region.
const REGION = '(region)';

// kindOf returns the kind chosen in the rule tool (a region: no
// arguments).
function kindOf() {
  const key = $('rulekind').value;
  if (key === REGION) return { key, title: 'region', args: [] };
  return state.kinds.find((k) => k.key === key);
}

// ruleArgs writes the inputs of the chosen kind's arguments that the
// selection does not give: the first list of cells is the selection (an
// arrow's circle its first cell), every other argument an input with its
// example's value.
function ruleArgs() {
  const box = $('ruleargs');
  box.textContent = '';
  const k = kindOf();
  if (!k) return;
  box.title = k.example;
  for (const a of fromSelection(k)) {
    if (a.selected) continue;
    const label = document.createElement('label');
    label.textContent = a.name + ' ';
    const input = document.createElement('input');
    input.dataset.arg = a.name;
    const optional = OPTIONAL_TYPES.includes(a.type);
    input.value = optional ? '' : a.example;
    input.placeholder = a.example;
    input.size = Math.max(3, Math.min(24, a.example.length + 1));
    label.appendChild(input);
    box.appendChild(label);
  }
}

// fromSelection marks the arguments of kind k the selection gives: the
// first list of cells (or list of lists), and an arrow's circle.
function fromSelection(k) {
  const args = k.args.map((a) => Object.assign({ selected: false }, a));
  const circle = args.find((a) => a.name === 'circle' && a.type === 'cells');
  const first = args.find((a) => a !== circle && (a.type === 'cells' || a.type === 'cellLists'));
  if (first) first.selected = true;
  if (circle && first) circle.selected = true;
  return args;
}

// OPTIONAL_TYPES are the types of argument an input may leave empty, to
// leave the argument out: another list of cells (kropki's black dots
// beside its white ones), values, a flag. Their inputs start empty.
const OPTIONAL_TYPES = ['cells', 'cellLists', 'words', 'bool'];

// cellName names field f as a spec does: r1c2.
function cellName(f) {
  const [r, c] = state.layout.fields[f];
  return `r${r + 1}c${c + 1}`;
}

// lists splits the cells selected for a list of lists: into pairs, one
// after another, when the kind's lists are pairs (its example's first
// list has two cells: kropki's and XV's), else into runs.
function lists(cells, example) {
  const first = (example.match(/\[\[([^\]]*)\]/) || [])[1];
  if (first !== undefined && first.split(',').length === 2) {
    const out = [];
    for (let i = 0; i < cells.length; i += 2) out.push(cells.slice(i, i + 2));
    return out;
  }
  return runs(cells);
}

// runs splits cells (names, in the order selected) where the selection
// jumps to a cell that does not touch the one before: a list of lists
// (kropki's pairs, same values' sets) is selected one list after
// another.
function runs(cells) {
  const at = (name) => name.match(/\d+/g).map(Number);
  const out = [];
  cells.forEach((c, i) => {
    const [r, col] = at(c);
    const touches = i > 0 && (() => { const [pr, pc] = at(cells[i - 1]); return Math.abs(pr - r) <= 1 && Math.abs(pc - col) <= 1; })();
    if (touches) out[out.length - 1].push(c);
    else out.push([c]);
  });
  return out;
}

// ruleItem writes the rule the tool makes of the selection, as a spec's
// item: "killer: {cells: [r1c1, r1c2], sum: 10}".
function ruleItem() {
  const k = kindOf();
  const args = fromSelection(k);
  if (!args.length) return k.key;
  let cells = [...state.sel].map(cellName);
  const parts = [];
  const circle = args.find((a) => a.name === 'circle' && a.selected);
  for (const a of args) {
    let v;
    if (a === circle) {
      v = `[${cells[0] || ''}]`;
    } else if (a.selected) {
      const list = circle ? cells.slice(1) : cells;
      if (!list.length) throw new Error(`select the cells of the ${k.title || k.key} first: click them, or drag along them in order`);
      v = a.type === 'cellLists' ? `[${lists(list, a.example).map((l) => `[${l.join(', ')}]`).join(', ')}]` : `[${list.join(', ')}]`;
    } else {
      v = $('ruleargs').querySelector(`[data-arg="${a.name}"]`).value.trim();
      if (v === '' && OPTIONAL_TYPES.includes(a.type)) continue; // left out
      if (v === '') throw new Error(`give the ${a.name} of the ${k.title || k.key}`);
    }
    parts.push(`${a.name}: ${v}`);
  }
  return `${k.key}: {${parts.join(', ')}}`;
}

// applyEdit asks the server for the puzzle with its rules changed (add:
// an item, remove: an index), and lays it out; a change is a setting step
// to undo.
async function applyEdit(change) {
  const data = await api('/api/edit', specRequest(Object.assign({ givens: state.givens }, change)));
  if (change.add !== undefined || change.remove !== undefined || change.region !== undefined || change.move !== undefined) {
    state.setUndo.push({ source: state.source, items: state.items, givens: state.givens.slice() });
    state.setRedo = [];
  }
  await showSetting({ yaml: data.yaml }, data.items, change.move);
}

// showSetting lays out the puzzle of source, whose rules are items, with
// the givens kept, and lists its rules, the one at chosen (else the last)
// chosen.
async function showSetting(source, items, chosen) {
  const givens = state.givens.slice();
  await useSpec(source, puzzleLine(givens));
  state.items = items;
  const sel = $('ruleitems');
  sel.textContent = '';
  items.forEach((it, i) => {
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = it;
    sel.appendChild(o);
  });
  sel.selectedIndex = chosen !== undefined && chosen < items.length ? chosen : items.length - 1;
  if (chosen !== undefined) selectRule();
}

// selectRule selects on the board the cells of the rule chosen in the
// list (those it names that are fields: a clue outside the board is
// not).
function selectRule() {
  const item = state.items[$('ruleitems').selectedIndex];
  if (item === undefined || !state.layout) return;
  const at = new Map(state.layout.fields.map(([r, c], f) => [`r${r + 1}c${c + 1}`, f]));
  state.sel = new Set((item.match(/\br\d+c\d+\b/g) || []).filter((n) => at.has(n)).map((n) => at.get(n)));
  draw();
}

// moveRule moves the rule chosen in the list one cell (dr rows down, dc
// columns right): every cell it names, its clues outside the board too.
async function moveRule(dr, dc) {
  const i = $('ruleitems').selectedIndex;
  if (i < 0) { message('choose the rule to move in the list', true); return; }
  await applyEdit({ move: i, by: [dr, dc] });
  message('moved ' + state.items[i]);
}

async function addRule() {
  if (kindOf().key === REGION) {
    const cells = [...state.sel].map(cellName);
    if (!cells.length) throw new Error('select the cells of the region first: click them, or drag over them');
    await applyEdit({ region: cells });
    state.sel = new Set();
    draw();
    message(`painted a region of ${cells.length} cells`);
    return;
  }
  const item = ruleItem();
  await applyEdit({ add: item });
  state.sel = new Set();
  draw();
  message('added ' + item);
}

async function deleteRule() {
  const i = $('ruleitems').selectedIndex;
  if (i < 0) { message('choose the rule to delete in the list', true); return; }
  const item = state.items[i];
  await applyEdit({ remove: i });
  message('deleted ' + item);
}

async function undoSetting(from, to) {
  if (!from.length) return;
  to.push({ source: state.source, items: state.items, givens: state.givens.slice() });
  const step = from.pop();
  state.givens = step.givens;
  await showSetting(step.source, step.items);
  message(from === state.setUndo ? 'rule step undone' : 'rule step redone');
}

async function generate() {
  message('generating…');
  const kinds = $('kinds').value;
  const data = await api('/api/generate', specRequest({ level: $('level').value, constraints: kinds ? kinds.split(',') : [] }));
  if (data.fpuzzles) await useSpec({ fpuzzles: data.fpuzzles }); // rules of its own: laid out anew
  else setPuzzle(data.givens);
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

async function readFile(file) {
  if (file.size > 1 << 20) throw new Error('the file is over 1 MiB');
  return file.text();
}

function init() {
  $('spec').addEventListener('change', guard(async () => { history.replaceState(null, '', location.pathname); await useSpec({ spec: $('spec').value }); message(''); }));
  $('paste-toggle').addEventListener('click', () => { $('paste').hidden = !$('paste').hidden; });
  $('use-yaml').addEventListener('click', guard(async () => {
    await useSpec({ yaml: $('yaml').value });
    message('using the pasted spec');
  }));
  $('upload').addEventListener('change', guard(async () => {
    const file = $('upload').files[0];
    if (!file) return;
    $('yaml').value = await readFile(file);
    $('use-yaml').click();
  }));
  $('open-go').addEventListener('click', guard(() => open($('open').value)));
  $('open').addEventListener('keydown', (ev) => { if (ev.key === 'Enter') $('open-go').click(); });
  $('openfile').addEventListener('change', guard(async () => {
    const file = $('openfile').files[0];
    if (file) await open(await readFile(file), file.name);
  }));
  document.addEventListener('dragover', (ev) => { ev.preventDefault(); document.body.classList.add('dragging'); });
  document.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
  document.addEventListener('drop', guard(async (ev) => {
    ev.preventDefault();
    document.body.classList.remove('dragging');
    const file = ev.dataTransfer.files[0];
    if (file) await open(await readFile(file), file.name);
    else await open(ev.dataTransfer.getData('text/plain'));
  }));
  $('share').addEventListener('click', guard(share));
  for (const id of ['share-page', 'share-fpuzzles', 'share-sudokupad', 'share-iss', 'share-yaml']) $(id).addEventListener('focus', (ev) => ev.target.select());
  $('load').addEventListener('click', guard(async () => { setPuzzle(parsePuzzle($('puzzle').value)); message(''); }));
  $('puzzle').addEventListener('keydown', (ev) => { if (ev.key === 'Enter') $('load').click(); });
  $('solve').addEventListener('click', guard(solve));
  $('hint').addEventListener('click', guard(hint));
  $('allsteps').addEventListener('click', guard(allSteps));
  $('steplist').addEventListener('change', showListed);
  $('step').addEventListener('click', guard(nextStep));
  $('check').addEventListener('click', guard(check));
  $('rate').addEventListener('click', guard(rate));
  $('generate').addEventListener('click', guard(generate));
  $('count').addEventListener('click', guard(count));
  $('truecands').addEventListener('change', guard(trueCandidates));
  $('live').addEventListener('change', live);
  $('uses').addEventListener('change', () => {
    if (!$('uses').checked) { state.trueUses = null; draw(); }
    if ($('live').checked) { state.liveKey = ''; liveSoon(); }
  });
  $('redundant').addEventListener('click', guard(redundant));
  $('setrules').addEventListener('change', guard(setRules));
  $('rulekind').addEventListener('change', () => { ruleArgs(); draw(); });
  $('ruleargs').addEventListener('input', () => { if (clueArg()) draw(); });
  $('addrule').addEventListener('click', guard(addRule));
  $('ruleargs').addEventListener('keydown', (ev) => { if (ev.key === 'Enter') $('addrule').click(); });
  $('delrule').addEventListener('click', guard(deleteRule));
  $('ruleitems').addEventListener('change', selectRule);
  for (const [id, dr, dc] of [['ruleleft', 0, -1], ['ruleup', -1, 0], ['ruledown', 1, 0], ['ruleright', 0, 1]]) {
    $(id).addEventListener('click', guard(() => moveRule(dr, dc)));
  }
  $('setundo').addEventListener('click', guard(() => undoSetting(state.setUndo, state.setRedo)));
  $('setredo').addEventListener('click', guard(() => undoSetting(state.setRedo, state.setUndo)));
  $('filter').addEventListener('change', () => { state.filter = Number($('filter').value); draw(); });
  $('cands').addEventListener('change', draw);
  $('clear').addEventListener('click', () => {
    leaveSteps();
    state.undo.push(snapshot());
    state.redo = [];
    state.play = emptyPlay(state.givens.length);
    changed();
  });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('delete').addEventListener('click', () => act(state.mode, EMPTY));
  document.querySelectorAll('#modes button').forEach((b) => b.addEventListener('click', () => setMode(b.dataset.mode)));
  $('first').addEventListener('click', () => { state.stepAt = 0; showStep(); });
  $('prev').addEventListener('click', () => { state.stepAt = Math.max(0, state.stepAt - 1); showStep(); });
  $('next').addEventListener('click', () => { state.stepAt = Math.min(state.steps.length, state.stepAt + 1); showStep(); });
  $('last').addEventListener('click', () => { state.stepAt = state.steps.length; showStep(); });
  $('boardwrap').addEventListener('pointerdown', onPointerDown);
  document.addEventListener('pointermove', onPointerMove);
  document.addEventListener('pointerup', () => { state.dragging = false; });
  document.addEventListener('pointercancel', () => { state.dragging = false; });
  document.addEventListener('keydown', onKey);
  window.addEventListener('resize', () => { if (state.layout) draw(); });
  setInterval(() => { if (state.layout) showTime(); }, 1000);
  setInterval(() => { if (state.layout && !state.timer.done) save(); }, 5000);
  document.addEventListener('visibilitychange', () => { if (state.layout) save(); });
  window.addEventListener('hashchange', guard(async () => { await openFromAddress(); }));
  guard(async () => {
    await loadSpecs();
    let opened = false;
    try {
      opened = await openFromAddress();
    } catch (err) {
      await useSpec({ spec: 'classic' });
      message('the puzzle in the address does not open: ' + err.message, true);
      return;
    }
    if (!opened) await useSpec({ spec: 'classic' });
  })();
}

init();
