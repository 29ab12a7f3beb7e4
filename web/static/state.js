// The page's state, its messages and its calls to the server's API: the
// first of the page's scripts, which share one global scope and load in
// the order index.html gives; app.js, the last, starts the page.
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
