// Opening and sharing puzzles, the buttons that ask the server (solve,
// hint, steps, check, rate, count), and the live analysis while setting.
'use strict';

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
