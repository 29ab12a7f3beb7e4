// Drawing the board, its marks and every rule as players know its kind.
'use strict';

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
