// Selecting fields and typing into them: digits, marks and colours,
// undo and redo, conflicts as they come, keys and the pointer.
'use strict';

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
