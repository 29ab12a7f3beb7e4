// The spec and its board, the puzzle and the progress kept in this
// browser, and the timer.
'use strict';

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
