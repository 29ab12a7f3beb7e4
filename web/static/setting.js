// Setting rules: choosing a kind, its arguments from the selection, and
// adding, moving and deleting rules through the server's edit.
'use strict';

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
