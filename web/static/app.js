// The sudoku page: draws any spec's board from its groups and every rule
// as players know it, lets a player solve it as on SudokuPad (digits,
// corner and centre marks, colours, several fields at once, undo and
// redo, conflicts shown, progress kept in this browser), opens and shares
// puzzles as links, and calls the server's API for Solve, Hint, Check,
// Rate, Generate and a setter's counts. It talks to this server only.
//
// The page is seven scripts that share one global scope, loaded in this
// order by index.html: state.js, board.js, draw.js, input.js, actions.js,
// setting.js and this one, which wires the page's controls and starts it.
'use strict';

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
