package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// What a player does on the page, in Chromium: open a puzzle from a link,
// play it to the end with marks, undo and redo, keep the progress, share
// it back, and the same on a phone's screen.

// parseGivens reads a default puzzle's givens, none when it has none.
func parseGivens(r *game.Rules, text string) (*puzzle.Puzzle, error) {
	if strings.TrimSpace(text) == "" {
		g := game.EmptyGrid(r.NumFields())
		return &puzzle.Puzzle{Givens: g}, nil
	}
	ps, err := puzzle.ParseString(r, "givens", text)
	if err != nil {
		return nil, err
	}
	return ps[0], nil
}

// puzzleLink is the f-puzzles link of the first puzzle of a spec file,
// made as convert makes one.
func puzzleLink(t *testing.T, file string) string {
	t.Helper()
	sp, err := specs.Load(file)
	require.NoError(t, err)
	p := sp.Puzzles[0]
	r := p.Rules
	require.NotNil(t, r, "the puzzle has rules of its own")
	ps, err := parseGivens(r, p.Givens)
	require.NoError(t, err)
	data, err := fpuzzles.Write(ps, r, nil)
	require.NoError(t, err)
	return fpuzzles.Link(fpuzzles.FPuzzlesPrefix, data)
}

// fpSolution asks the API for the solution of an f-puzzles puzzle.
func fpSolution(t *testing.T, base, data string) []int {
	t.Helper()
	body, err := json.Marshal(map[string]string{"fpuzzles": data})
	require.NoError(t, err)
	resp, err := http.Post(base+"/api/solve", "application/json", strings.NewReader(string(body)))
	require.NoError(t, err)
	defer resp.Body.Close()
	var out struct {
		Status   string `json:"status"`
		Solution []int  `json:"solutionIndexes"`
	}
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	require.Equal(t, "unique", out.Status)
	return out.Solution
}

// field is the selector of field f's cell.
func field(f int) string { return fmt.Sprintf(`#board .cell[data-field="%d"]`, f) }

// clickField clicks the middle of field f's cell where it is on the
// screen: the page draws its cells anew after a change (a conflict's
// answer comes a moment later), so a node found first may be gone by the
// click, but not the place.
func clickField(f int) chromedp.Action[chromedp.Void] {
	return clickAt(fmt.Sprintf(`(() => { const r = document.querySelector('%s').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, field(f)))
}

// clickAt clicks where the script xy says, [x, y] on the screen, with
// the options given (a key held).
func clickAt(xy string, opts ...chromedp.MouseOption) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		at, err := chromedp.Evaluate[[]float64](xy)(ctx, t)
		if err != nil {
			return err
		}
		_, err = chromedp.MouseClickXY(at[0], at[1], opts...)(ctx, t)
		return err
	})
}

// evalString runs a script that gives a string.
func evalString(t *testing.T, ctx context.Context, js string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
	require.NoError(t, err)
	return s
}

// cellText is the script that reads what a field shows: its value, its
// centre marks, its corner marks.
func cellText(f int, part string) string {
	return fmt.Sprintf(`Array.from(document.querySelectorAll('%s .%s')).map((e) => e.textContent).join('')`, field(f), part)
}

// playToEnd plays a puzzle opened from a link on the page to its end:
// corner and centre marks, a wrong digit undone and redone and undone
// again, then every field's value; the page then says it is solved and
// stops its clock.
func playToEnd(t *testing.T, ctx context.Context, base, link string) {
	data := strings.TrimPrefix(link, fpuzzles.FPuzzlesPrefix)
	want := fpSolution(t, base, data)
	require.NoError(t, chromedp.Do(ctx, openLink(base, link)))
	require.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "opened")
	givens, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](boardText))
	require.NoError(t, err)
	first := -1
	for f, v := range givens {
		if v == "" {
			first = f
			break
		}
	}
	require.GreaterOrEqual(t, first, 0)
	v := func(x int) string { return fmt.Sprint(x + 1) }
	wrong := (want[first] + 1) % 9
	require.NoError(t, chromedp.Do(ctx,
		clickField(first),
		chromedp.KeyEvent("x"), chromedp.KeyEvent(v(want[first])), chromedp.KeyEvent(v(wrong)),
		chromedp.KeyEvent("c"), chromedp.KeyEvent(v(wrong)),
	))
	assert.Equal(t, v(min(want[first], wrong))+v(max(want[first], wrong)), evalString(t, ctx, cellText(first, "corner")), "two corner marks")
	assert.Equal(t, v(wrong), evalString(t, ctx, cellText(first, "centre")), "a centre mark")
	require.NoError(t, chromedp.Do(ctx,
		chromedp.KeyEvent("z"), chromedp.KeyEvent(v(wrong)),
	))
	assert.Equal(t, v(wrong), evalString(t, ctx, cellText(first, "value")), "a digit hides the marks")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl))))
	assert.Equal(t, "", evalString(t, ctx, cellText(first, "value")), "undone")
	assert.Equal(t, v(wrong), evalString(t, ctx, cellText(first, "centre")), "the marks are back")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("y", chromedp.KeyModifiers(chromedp.ModifierCtrl))))
	assert.Equal(t, v(wrong), evalString(t, ctx, cellText(first, "value")), "redone")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Backspace)))
	assert.Equal(t, "", evalString(t, ctx, cellText(first, "value")), "cleared")
	var steps []chromedp.Action[chromedp.Void]
	for f, g := range givens {
		if g == "" {
			steps = append(steps, clickField(f), chromedp.KeyEvent(v(want[f])))
		}
	}
	steps = append(steps, chromedp.Poll[chromedp.Void](`document.getElementById('timer').classList.contains('done')`))
	require.NoError(t, chromedp.Do(ctx, steps...))
	assert.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "solved in")
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](boardText))
	require.NoError(t, err)
	for f, x := range want {
		assert.Equal(t, v(x), shown[f], "field %d", f)
	}
	assert.Zero(t, countOf(t, ctx, `#board .cell.conflict`)+countOf(t, ctx, `svg.overlay .rule.broken`), "no conflict")
}

func countOf(t *testing.T, ctx context.Context, sel string) int {
	t.Helper()
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(`+fmt.Sprintf("%q", sel)+`).length`))
	require.NoError(t, err)
	return n
}

// TestPagePlaysKiller and TestPagePlaysThermometer: a killer and a
// thermometer puzzle, opened from their f-puzzles links, played to the
// end with marks, undo and redo.
func TestPagePlaysKiller(t *testing.T) {
	ctx, base := browser(t)
	link := puzzleLink(t, "../testdata/constraints/killer_examples.yaml")
	playToEnd(t, ctx, base, link)
	assert.Positive(t, countOf(t, ctx, `svg.overlay g.item-killer`), "the cages are drawn")
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshots(t), "killer-played.png"), shot, 0o644))
}

func TestPagePlaysThermometer(t *testing.T) {
	ctx, base := browser(t)
	// SudokuSolver's "Clipped" by glum_hippo: thermometers, arrows, anti-king.
	data, err := os.ReadFile("../testdata/constraints/sudokusolver.txt")
	require.NoError(t, err)
	lines := strings.Split(string(data), "\n")
	require.Contains(t, lines[5], "Clipped")
	playToEnd(t, ctx, base, fpuzzles.FPuzzlesPrefix+strings.TrimSpace(lines[6]))
	assert.Positive(t, countOf(t, ctx, `svg.overlay g.item-thermometer`), "the thermometers are drawn")
}

// openLink opens an f-puzzles link on a fresh page, in "Open".
func openLink(base, link string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.Evaluate[chromedp.Void](`localStorage.clear()`),
		chromedp.SetValue(`#open`, link),
		clickForMessage(`#open-go`),
	)
}

// TestPageConflicts: a value twice in a row shows at once, and a cage
// once its cells are full with values that miss its total.
func TestPageConflicts(t *testing.T) {
	ctx, base := browser(t)
	link := puzzleLink(t, "../testdata/constraints/killer_examples.yaml")
	require.NoError(t, chromedp.Do(ctx,
		openLink(base, link),
		clickField(0), chromedp.KeyEvent("9"),
		clickField(8), chromedp.KeyEvent("9"),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#board .cell.conflict').length > 0`),
	))
	assert.Equal(t, 2, countOf(t, ctx, `#board .cell.conflict`), "the two 9s of row 1")
	cage, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`(() => { const r = state.layout.rules.find((r) => r.item && r.item.key === 'killer' && r.fields.includes(40)); return [r.item.args.sum].concat(r.fields); })()`))
	require.NoError(t, err)
	sum, fields := cage[0], cage[1:]
	start := 1
	if k := len(fields); k*(k+1)/2 == sum {
		start = 2 // 1 to k would make the total
	}
	var steps []chromedp.Action[chromedp.Void]
	for i, f := range fields {
		steps = append(steps, clickField(f), chromedp.KeyEvent(fmt.Sprint(start+i)))
	}
	steps = append(steps, chromedp.Poll[chromedp.Void](`document.querySelectorAll('svg.overlay .rule.broken').length > 0`))
	require.NoError(t, chromedp.Do(ctx, steps...))
	assert.Equal(t, 1, countOf(t, ctx, `svg.overlay .rule.broken.item-killer`), "the cage of r5c5, full, misses its total")
}

// TestPageProgressAndShare: progress stays in the browser when the page
// is opened again; Share gives a link to this page with the puzzle in its
// address, which opens the same puzzle, and f-puzzles, SudokuPad (its
// own format) and ISS links that read back as it.
func TestPageProgressAndShare(t *testing.T) {
	ctx, base := browser(t)
	link := puzzleLink(t, "../testdata/constraints/killer_examples.yaml")
	require.NoError(t, chromedp.Do(ctx,
		openLink(base, link),
		clickField(40), chromedp.KeyEvent("x"), chromedp.KeyEvent("7"),
		chromedp.KeyEvent("v"), chromedp.KeyEvent("3"),
		clickForMessage(`#share`),
	))
	page := evalString(t, ctx, `document.getElementById('share-page').value`)
	require.Contains(t, page, "/#fpuzzles=")
	for _, id := range []string{"share-fpuzzles", "share-sudokupad", "share-iss"} {
		l := evalString(t, ctx, `document.getElementById('`+id+`').value`)
		p, err := input.ReadOwn(context.Background(), id, l, input.Options{})
		require.NoError(t, err, "%s: %s", id, l)
		orig, err := fpuzzles.Read("link", link)
		require.NoError(t, err)
		assert.NoError(t, constraint.SameRules(orig.Rules, p.Rules), "the shared puzzle has the rules opened")
		assert.Equal(t, orig.Givens, p.Givens)
	}
	// The shared page opens the same puzzle, and the progress kept for it.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(page),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('svg.overlay g.item-killer').length > 0`),
	))
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(page), chromedp.Poll[chromedp.Void](`document.querySelectorAll('svg.overlay g.item-killer').length > 0`)))
	assert.Equal(t, "7", evalString(t, ctx, cellText(40, "corner")), "the corner mark kept")
	bg := evalString(t, ctx, `document.querySelector('`+field(40)+`').style.background`)
	assert.NotEmpty(t, bg, "the colour kept")
}

// TestPagePhone: on a phone's 400 pixels the whole board and the digit
// pad show, and a digit tapped on the pad goes in.
func TestPagePhone(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.EmulateViewport(400, 860, chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.Evaluate[chromedp.Void](`localStorage.clear()`),
	))
	width, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`document.getElementById('boardwrap').getBoundingClientRect().right`))
	require.NoError(t, err)
	assert.LessOrEqual(t, width, 400.0, "the board fits the screen")
	empty := -1
	givens, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](boardText))
	require.NoError(t, err)
	for f, v := range givens {
		if v == "" {
			empty = f
			break
		}
	}
	require.NoError(t, chromedp.Do(ctx,
		clickField(empty),
		chromedp.Click(`#pad button:nth-child(4)`),
	))
	assert.Equal(t, "4", evalString(t, ctx, cellText(empty, "value")), "the pad's 4")
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	path := filepath.Join(screenshots(t), "phone.png")
	require.NoError(t, os.WriteFile(path, shot, 0o644))
	t.Logf("screenshot: %s", path)
}

// TestPageSurvivesBadInput: progress kept in the browser that is no
// progress, and an address whose puzzle does not open, leave a page that
// draws a board and says what went wrong.
func TestPageSurvivesBadInput(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.Evaluate[chromedp.Void](`localStorage.clear(); localStorage.setItem(progressKey(), JSON.stringify({play: {values: state.givens.map(() => -1), corner: "x", centre: [[99]], colour: 7}, elapsed: -5000, done: "yes"}))`),
		chromedp.Navigate(base+"/#x"),
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
	))
	assert.Equal(t, 81, countOf(t, ctx, `#board .cell`), "the board is drawn")
	assert.NotContains(t, evalString(t, ctx, `document.getElementById('timer').textContent`), "-", "no negative time")
	for _, address := range []string{"/#spec=nosuch", "/#spec=4x4&puzzle=123", "/?load=garbage"} {
		require.NoError(t, chromedp.Do(ctx,
			chromedp.Navigate(base+address),
			chromedp.Poll[chromedp.Void](`document.querySelectorAll('#board .cell').length > 0 && document.getElementById('message').textContent !== ''`),
		))
		assert.Contains(t, evalString(t, ctx, `document.getElementById('message').className`), "error", address)
		require.NoError(t, chromedp.Do(ctx, clickField(1), chromedp.KeyEvent(kb.ArrowRight)), "the page still plays after %s", address)
	}
}

// TestPageGeneratesKiller: Generate with "killer" makes a killer the
// page lays out with its cages and no givens.
func TestPageGeneratesKiller(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.SetValue(`#kinds`, "killer"),
		chromedp.Evaluate[chromedp.Void](`document.getElementById('message').textContent = ''`),
		chromedp.Click(`#generate`),
		chromedp.Poll[chromedp.Void](`document.getElementById('message').textContent.startsWith('generated')`),
	))
	assert.Positive(t, countOf(t, ctx, `svg.overlay g.item-killer`), "the cages are drawn")
	givens, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](boardText))
	require.NoError(t, err)
	assert.Equal(t, make([]string, 81), givens, "no givens")
}

// TestPageCornerMarksClearOfTotals: a corner mark in the cell that holds
// a cage's total goes beside the total, not over it (SudokuPad does the
// same), so "14" with a corner mark 1 never reads "114". Every cage's
// first cell gets the marks 1 to 9, and no mark's box may meet the box of
// the total in its cell.
func TestPageCornerMarksClearOfTotals(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx, openLink(base, puzzleLink(t, "../testdata/constraints/killer_examples.yaml"))))
	// The fields whose cell holds a total, found from where the totals
	// are drawn.
	labelled, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`Array.from(document.querySelectorAll('svg.overlay text.label.corner')).map((l) => {
  const r = l.getBoundingClientRect();
  const cell = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2).find((e) => e.classList.contains('cell'));
  return cell ? Number(cell.dataset.field) : -1;
})`))
	require.NoError(t, err)
	require.NotEmpty(t, labelled, "the cages' totals are drawn")
	var steps []chromedp.Action[chromedp.Void]
	for _, f := range labelled {
		require.GreaterOrEqual(t, f, 0, "a total stands in a cell")
		steps = append(steps, clickField(f), chromedp.KeyEvent("x"))
		for v := 1; v <= 9; v++ {
			steps = append(steps, chromedp.KeyEvent(fmt.Sprint(v)))
		}
	}
	require.NoError(t, chromedp.Do(ctx, steps...))
	overlaps, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(() => {
  const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const out = [];
  const labels = Array.from(document.querySelectorAll('svg.overlay text.label.corner'));
  for (const cell of document.querySelectorAll('#board .cell')) {
    const marks = Array.from(cell.querySelectorAll('.corner'));
    if (!marks.length) continue;
    for (const l of labels) {
      const lr = l.getBoundingClientRect();
      for (const m of marks) {
        if (meet(lr, m.getBoundingClientRect())) out.push('field ' + cell.dataset.field + ': mark ' + m.textContent + ' meets total ' + l.textContent);
      }
    }
  }
  return out;
})()`))
	require.NoError(t, err)
	assert.Empty(t, overlaps)
	for _, f := range labelled {
		// A given hides the marks; a free cell shows all nine.
		marks := evalString(t, ctx, cellText(f, "corner"))
		if marks != "" {
			assert.Equal(t, "123456789", marks, "field %d shows every mark", f)
		}
	}
	shot, err := chromedp.Run(ctx, chromedp.ScreenshotScale(`#boardwrap`, 2))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshots(t), "corner-marks.png"), shot, 0o644))
}

// TestPageHintLevelOneHighlights: the first level of a hint on a killer
// ("look at cage ...") highlights the cells it names, where it used to
// highlight only groups and so nothing for a cage.
func TestPageHintLevelOneHighlights(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx, openLink(base, puzzleLink(t, "../testdata/constraints/killer_examples.yaml")), clickForMessage(`#hint`)))
	msg := evalString(t, ctx, `document.getElementById('message').textContent`)
	require.Contains(t, msg, "hint 1: ")
	require.Contains(t, msg, "look at")
	assert.Positive(t, countOf(t, ctx, `#board .cell.area`), "the area of %q is highlighted", msg)
}

// TestPageAllSteps: "All steps" lists every step of the position,
// easiest first; choosing one highlights its fields and says it; a new
// entry hides the list.
func TestPageAllSteps(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/#spec=classic&puzzle=.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4"),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#board .cell').length === 81`),
		clickForMessage(`#allsteps`),
	))
	n := countOf(t, ctx, `#steplist option`)
	require.Greater(t, n, 10)
	assert.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "steps here")
	assert.True(t, strings.HasPrefix(evalString(t, ctx, `document.querySelector('#steplist option').textContent`), "[1.2] "), "the easiest first")
	// A locked candidates step: its eliminations are shown struck out.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](`(() => { const l = document.getElementById('steplist'); l.selectedIndex = [...l.options].findIndex((o) => o.textContent.includes('LockedCandidates')); l.dispatchEvent(new Event('change')); })()`),
	))
	assert.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "LockedCandidates")
	assert.Positive(t, countOf(t, ctx, `#board .cands span.gone`), "the eliminations drawn")
	assert.Positive(t, countOf(t, ctx, `#board .cell.area`), "its area highlighted")
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshots(t), "all-steps.png"), shot, 0o644))
	require.NoError(t, chromedp.Do(ctx, clickField(0), chromedp.KeyEvent("6")))
	assert.Equal(t, "true", evalString(t, ctx, `String(document.getElementById("stepsbox").hidden)`), "an entry hides the steps of the position before")
}

// TestPageBoardStaysPut: the board does not move when a message of one
// line, then of two (a hint's), appears above it.
func TestPageBoardStaysPut(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx, openLink(base, puzzleLink(t, "../testdata/constraints/killer_examples.yaml"))))
	top := func() float64 {
		y, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`document.getElementById('board').getBoundingClientRect().top`))
		require.NoError(t, err)
		return y
	}
	before := top()
	require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById('message').textContent = ''`)))
	assert.Equal(t, before, top(), "without a message")
	require.NoError(t, chromedp.Do(ctx, clickForMessage(`#hint`)))
	require.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "\n", "the hint's message has two lines")
	assert.Equal(t, before, top(), "with a message of two lines")
}

// TestPageLiveAnalysis: with "Live" ticked, a setter typing givens into
// an empty 4x4 sees the analysis follow each change: at least two
// solutions with the true candidates drawn, then, once the givens make
// it unique, "unique" with its rating; a given that breaks it says no
// solution, and undoing it brings "unique" back.
func TestPageLiveAnalysis(t *testing.T) {
	ctx, base := browser(t)
	status := `document.getElementById('livestatus').textContent`
	waitStatus := func(prefix string) chromedp.Action[chromedp.Void] {
		return chromedp.Poll[chromedp.Void](status + `.startsWith(` + fmt.Sprintf("%q", prefix) + `) && !` + status + `.endsWith('…')`)
	}
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/#spec=4x4&puzzle=................"),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#board .cell').length === 16`),
		chromedp.Click(`#live`),
		waitStatus("live: at least 2 solutions"),
	))
	assert.Equal(t, 16, countOf(t, ctx, `#board .cands.true`), "every field shows its true candidates")
	// Coloured by solutions: each of the 288 solutions of an empty 4x4
	// board puts each value in a field a quarter of the times.
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(`#uses`), waitStatus("live: 288 solutions")))
	assert.Equal(t, 64, countOf(t, ctx, `#board .cands.true span.uses3[title="72 solutions"]`), "every candidate held by 72 solutions, drawn as some (10 to 99)")
	// "1..4.4..2..3..1." has one solution: typed in as givens.
	steps := []chromedp.Action[chromedp.Void]{chromedp.Click(`#edit`)}
	for f, v := range "1..4.4..2..3..1." {
		if v != '.' {
			steps = append(steps, clickField(f), chromedp.KeyEvent(string(v)))
		}
	}
	steps = append(steps, waitStatus("live: unique, ER "))
	require.NoError(t, chromedp.Do(ctx, steps...))
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`Array.from(document.querySelectorAll('#board .cands.true')).map((b) => Array.from(b.children).filter((s) => s.textContent !== '').length)`))
	require.NoError(t, err)
	assert.Len(t, shown, 10, "the ten free fields show their true candidates")
	for _, n := range shown {
		assert.Equal(t, 1, n, "a unique puzzle's true candidates are its solution: %v", shown)
	}
	assert.Equal(t, 10, countOf(t, ctx, `#board .cands.true span.uses1`), "each held by the one solution")
	// r1c2=3 breaks no group, but leaves no solution (it is 2).
	require.NoError(t, chromedp.Do(ctx, clickField(1), chromedp.KeyEvent("3"), waitStatus("live: no solution")))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)), waitStatus("live: unique, ER ")))
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshots(t), "live.png"), shot, 0o644))
}

// TestPageRedundantClues: "Redundant clues" highlights the givens and the
// rules the puzzle can do without: four of a 4x4 puzzle's six givens, and
// five of a pasted 4x4 killer's seven cages.
func TestPageRedundantClues(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/#spec=4x4&puzzle=1..4.4..2..3..1."),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#board .cell').length === 16`),
		clickForMessage(`#redundant`),
	))
	assert.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "4 of 6 givens can go")
	spare, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`Array.from(document.querySelectorAll('#board .cell.spare')).map((c) => Number(c.dataset.field))`))
	require.NoError(t, err)
	assert.Equal(t, []int{0, 3, 8, 11}, spare)

	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(`#paste-toggle`),
		chromedp.SetValue(`#yaml`, killer4x4),
		clickForMessage(`#use-yaml`),
		clickForMessage(`#redundant`),
	))
	assert.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "5 of 7 rules can go")
	assert.Equal(t, 5, countOf(t, ctx, `svg.overlay g.rule.spare`), "the cages that can go are highlighted")
	shot, err := chromedp.Run(ctx, chromedp.ScreenshotScale(`#boardwrap`, 2))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshots(t), "redundant.png"), shot, 0o644))
	// A change takes the highlight away.
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(`#edit`), clickField(0), chromedp.KeyEvent("1")))
	assert.Zero(t, countOf(t, ctx, `svg.overlay g.rule.spare`))
}

// ctrlClickField adds field f to the selection, as Ctrl-click does.
func ctrlClickField(f int) chromedp.Action[chromedp.Void] {
	return clickAt(fmt.Sprintf(`(() => { const r = document.querySelector('%s').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, field(f)), chromedp.ButtonModifiers(chromedp.ModifierCtrl))
}

// TestPageSetsKiller: a setter sets a 6x6 killer from scratch with clicks
// and keys (testdata/killer6.yaml: ten cages, no givens): each cage's
// cells selected, its total typed, added; the live analysis says
// "unique" once the last is in. A rule deleted and the deletion undone
// and redone, then undone again. The puzzle shared opens in a fresh page
// with every cage and solves there to the spec's solution.
func TestPageSetsKiller(t *testing.T) {
	ctx, base := browser(t)
	sp, err := specs.Load("testdata/killer6.yaml")
	require.NoError(t, err)
	r := sp.Puzzles[0].Rules
	items, err := constraint.Items(r.Constraints)
	require.NoError(t, err)
	require.Len(t, items, 10)
	status := `document.getElementById('livestatus').textContent`
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/#spec=6x6&puzzle="+strings.Repeat(".", 36)),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#board .cell').length === 36`),
		chromedp.Click(`#live`),
		chromedp.Click(`#setrules`),
		// Ready once the puzzle is laid out again as a spec, its rules listed.
		chromedp.Poll[chromedp.Void](`document.getElementById('rulekind').value === 'killer' && document.querySelector('#ruleargs [data-arg="sum"]') !== null && state.source.yaml !== undefined`),
	))
	for i, it := range items {
		cells := it.Args[0].Value.([]game.Pos)
		sum := it.Args[1].Value.(int)
		steps := []chromedp.Action[chromedp.Void]{clickField(r.FieldAt(cells[0]))}
		for _, c := range cells[1:] {
			steps = append(steps, ctrlClickField(r.FieldAt(c)))
		}
		steps = append(steps,
			chromedp.SetValue(`#ruleargs [data-arg="sum"]`, fmt.Sprint(sum)),
			clickForMessage(`#addrule`),
		)
		require.NoError(t, chromedp.Do(ctx, steps...), "cage %d", i+1)
		require.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "added killer", "cage %d", i+1)
		assert.Equal(t, i+1, countOf(t, ctx, `svg.overlay g.item-killer`), "the cages drawn after cage %d", i+1)
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Poll[chromedp.Void](status+`.startsWith('live: unique')`)))
	// Delete the last cage, undo, redo, undo: ten cages again.
	require.NoError(t, chromedp.Do(ctx, clickForMessage(`#delrule`)))
	assert.Equal(t, 9, countOf(t, ctx, `svg.overlay g.item-killer`), "deleted")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(`#setundo`), chromedp.Poll[chromedp.Void](`document.querySelectorAll('svg.overlay g.item-killer').length === 10`)))
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(`#setredo`), chromedp.Poll[chromedp.Void](`document.querySelectorAll('svg.overlay g.item-killer').length === 9`)))
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(`#setundo`), chromedp.Poll[chromedp.Void](`document.querySelectorAll('svg.overlay g.item-killer').length === 10`)))
	require.NoError(t, chromedp.Do(ctx, chromedp.Poll[chromedp.Void](status+`.startsWith('live: unique')`)))
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshots(t), "setting.png"), shot, 0o644))

	require.NoError(t, chromedp.Do(ctx, clickForMessage(`#share`)))
	link := evalString(t, ctx, `document.getElementById('share-page').value`)
	require.Contains(t, link, "#")
	// The spec shared reads back to the same rules.
	shared, err := specs.Parse("shared.yaml", []byte(evalString(t, ctx, `document.getElementById('share-yaml').value`)))
	require.NoError(t, err)
	require.Len(t, shared.Puzzles, 1)
	require.NotNil(t, shared.Puzzles[0].Rules)
	assert.NoError(t, constraint.SameRules(r, shared.Puzzles[0].Rules), "the spec shared holds the rules set")
	e, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
	require.NoError(t, err)
	res := e.Solve(context.Background(), game.EmptyGrid(r.NumFields()))
	require.Equal(t, strategy.Unique, res.Status)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.Navigate(link),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#board .cell').length === 36 && document.querySelectorAll('svg.overlay g.item-killer').length === 10`),
		clickForMessage(`#solve`),
	))
	assert.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "one solution")
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](boardText))
	require.NoError(t, err)
	for f, v := range res.Solution {
		assert.Equal(t, r.Values.Name(v), shown[f], "field %d", f)
	}
}

// noExampleOnClassic are the kinds whose example (the library's, made
// from its definition: three cells in a row and every argument 1) holds
// on no classic board: the tool refuses it with the reason.
var noExampleOnClassic = []string{"sum", "equalitycage", "countingcircles"}

// setRulesOnEmptyClassic opens an empty classic board and the rule tool,
// ready once the puzzle is laid out again as a spec.
func setRulesOnEmptyClassic(base string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Navigate(base+"/#spec=classic&puzzle="+strings.Repeat(".", 81)),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#board .cell').length === 81`),
		chromedp.Click(`#setrules`),
		chromedp.Poll[chromedp.Void](`document.getElementById('rulekind').options.length > 0 && state.source.yaml !== undefined`),
	)
}

// TestPageSetsEveryKind: the rule tool adds one rule of every kind it
// offers on an empty classic board, each as its kind's example says it
// (the example's first cells selected with clicks, its other values kept
// in the inputs), and the page draws it; each is then undone.
func TestPageSetsEveryKind(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		setRulesOnEmptyClassic(base),
	))
	kinds, err := chromedp.Run(ctx, chromedp.Evaluate[[]struct {
		Key  string `json:"key"`
		Args []struct {
			Name, Type, Example string
		} `json:"args"`
	}](`state.kinds`))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(kinds), 40)
	r, err := specs.Builtin("classic")
	require.NoError(t, err)
	cellRe := regexp.MustCompile(`r(\d+)c(\d+)`)
	for _, k := range kinds {
		t.Run(k.Key, func(t *testing.T) {
			var steps []chromedp.Action[chromedp.Void]
			// The inputs hold the example's values, as a setter would type
			// them (lists and flags start empty, their example shown).
			steps = append(steps, chromedp.SetValue(`#rulekind`, k.Key), chromedp.Evaluate[chromedp.Void](`ruleArgs(); document.querySelectorAll('#ruleargs input').forEach((i) => { i.value = i.placeholder; })`))
			// The example's first list of cells (after an arrow's
			// circle) is what the selection gives.
			var cells []string
			for _, a := range k.Args {
				if a.Name == "circle" || a.Type == "cells" || a.Type == "cellLists" {
					cells = append(cells, cellRe.FindAllString(a.Example, -1)...)
					if a.Name != "circle" {
						break
					}
				}
			}
			for i, c := range cells {
				m := cellRe.FindStringSubmatch(c)
				var row, col int
				fmt.Sscan(m[1], &row)
				fmt.Sscan(m[2], &col)
				f := r.Rules.FieldAt(game.Pos{Row: row - 1, Col: col - 1})
				require.GreaterOrEqual(t, f, 0, "%s: %s is a field", k.Key, c)
				if i == 0 {
					steps = append(steps, clickField(f))
				} else {
					steps = append(steps, ctrlClickField(f))
				}
			}
			steps = append(steps, clickForMessage(`#addrule`))
			require.NoError(t, chromedp.Do(ctx, steps...))
			msg := evalString(t, ctx, `document.getElementById('message').textContent`)
			if slices.Contains(noExampleOnClassic, k.Key) {
				// Refused with the reason, and the board kept as it was.
				assert.Contains(t, msg, k.Key+": {cells: ")
				assert.Contains(t, msg, "no values its 3 cells can hold")
				assert.Zero(t, countOf(t, ctx, `svg.overlay g.rule`))
				return
			}
			require.True(t, strings.HasPrefix(msg, "added "+k.Key), "%s: %s", k.Key, msg)
			assert.Positive(t, countOf(t, ctx, `svg.overlay g.rule`), "%s is drawn", k.Key)
			require.NoError(t, chromedp.Do(ctx, clickForMessage(`#setundo`)))
			assert.Zero(t, countOf(t, ctx, `svg.overlay g.rule`), "%s undone", k.Key)
		})
	}
}

// TestPageRuleToolSelection: the rule tool makes an arrow of the cells
// selected (its circle the first), and kropki's white dots of the pairs
// selected one after another, leaving out the black dots left empty, and
// a little killer whose clue is a click on the ring around the board; a
// rule chosen in the list is selected on the board and moved.
func TestPageRuleToolSelection(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		setRulesOnEmptyClassic(base),
		chromedp.SetValue(`#rulekind`, "arrow"), chromedp.Evaluate[chromedp.Void](`ruleArgs()`),
		clickField(40), ctrlClickField(41), ctrlClickField(42),
		clickForMessage(`#addrule`),
	))
	assert.Equal(t, "added arrow: {circle: [r5c5], cells: [r5c6, r5c7]}", evalString(t, ctx, `document.getElementById('message').textContent`))
	require.NoError(t, chromedp.Do(ctx,
		chromedp.SetValue(`#rulekind`, "kropki"), chromedp.Evaluate[chromedp.Void](`ruleArgs()`),
		clickField(0), ctrlClickField(1), ctrlClickField(2), ctrlClickField(3),
		clickForMessage(`#addrule`),
	))
	assert.Equal(t, "added kropki: {white: [[r1c1, r1c2], [r1c3, r1c4]]}", evalString(t, ctx, `document.getElementById('message').textContent`))
	assert.Equal(t, 3, countOf(t, ctx, `svg.overlay g.rule`), "an arrow and two dots")

	// A little killer's clue: a click on the ring above r1c3 places it.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.SetValue(`#rulekind`, "littlekiller"), chromedp.Evaluate[chromedp.Void](`document.getElementById('rulekind').dispatchEvent(new Event('change'))`),
		clickAt(`(() => { const r = document.querySelector('#board .cell[data-field="2"]').getBoundingClientRect(); return [r.left + r.width / 2, r.top - r.height / 2]; })()`),
		chromedp.Poll[chromedp.Void](`document.querySelector('#ruleargs [data-arg="clue"]').value === 'r0c3'`),
		chromedp.SetValue(`#ruleargs [data-arg="direction"]`, "down-right"),
		chromedp.SetValue(`#ruleargs [data-arg="sum"]`, "30"),
	))
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshots(t), "setting-clue.png"), shot, 0o644))
	require.NoError(t, chromedp.Do(ctx, clickForMessage(`#addrule`)))
	assert.Equal(t, "added littlekiller: {clue: r0c3, direction: down-right, sum: 30}", evalString(t, ctx, `document.getElementById('message').textContent`))
	require.NoError(t, chromedp.Do(ctx, clickForMessage(`#setundo`)))
	assert.Equal(t, 3, countOf(t, ctx, `svg.overlay g.rule`), "the little killer undone")

	// The arrow chosen in the list selects its cells; moved up with a
	// button and left with Alt+Left, it is one rule still; undone once,
	// it is back one cell to the left.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.SetValue(`#ruleitems`, "0"), chromedp.Evaluate[chromedp.Void](`document.getElementById('ruleitems').dispatchEvent(new Event('change'))`),
	))
	assert.Equal(t, "40,41,42", evalString(t, ctx, `[...state.sel].sort((a, b) => a - b).join()`), "the arrow's cells selected")
	require.NoError(t, chromedp.Do(ctx, clickForMessage(`#ruleup`)))
	assert.Equal(t, "moved arrow: {circle: [r4c5], cells: [r4c6, r4c7]}", evalString(t, ctx, `document.getElementById('message').textContent`))
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](`document.getElementById('message').textContent = ''; document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft', altKey: true, bubbles: true}))`),
		chromedp.Poll[chromedp.Void](`document.getElementById('message').textContent !== ''`),
	))
	assert.Equal(t, "moved arrow: {circle: [r4c4], cells: [r4c5, r4c6]}", evalString(t, ctx, `document.getElementById('message').textContent`))
	assert.Equal(t, "30,31,32", evalString(t, ctx, `[...state.sel].sort((a, b) => a - b).join()`), "the moved arrow's cells selected")
	assert.Equal(t, 3, countOf(t, ctx, `svg.overlay g.rule`), "moved, not copied")
	require.NoError(t, chromedp.Do(ctx, clickForMessage(`#setundo`)))
	assert.Equal(t, "arrow: {circle: [r4c5], cells: [r4c6, r4c7]}", evalString(t, ctx, `state.items[0]`))
	// Moved off the board: refused with the reason, the rule kept.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.SetValue(`#ruleitems`, "1"),
		clickForMessage(`#ruleup`),
	))
	assert.Contains(t, evalString(t, ctx, `document.getElementById('message').textContent`), "the rule moved")
	assert.Equal(t, "kropki: {white: [[r1c1, r1c2], [r1c3, r1c4]]}", evalString(t, ctx, `state.items[1]`))
}

// TestPagePaintsJigsaw: on a pasted 4x4 Latin square, the rule tool's
// "Region" paints four regions of four cells with clicks; the page draws
// them as a jigsaw's, with thick borders, and undoes one.
func TestPagePaintsJigsaw(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.Click(`#paste-toggle`),
		chromedp.SetValue(`#yaml`, "name: latin 4\nsize: 4x4\nvalues: 1-4\ngroups: [rows, columns]\n"),
		clickForMessage(`#use-yaml`),
		chromedp.Click(`#setrules`),
		chromedp.Poll[chromedp.Void](`document.getElementById('rulekind').options.length > 0 && state.source.yaml !== undefined && state.source.yaml.includes('puzzles')`),
		chromedp.SetValue(`#rulekind`, "(region)"), chromedp.Evaluate[chromedp.Void](`ruleArgs()`),
	))
	for _, region := range [][]int{{0, 1, 4, 8}, {2, 3, 6, 7}, {5, 9, 12, 13}, {10, 11, 14, 15}} {
		steps := []chromedp.Action[chromedp.Void]{clickField(region[0])}
		for _, f := range region[1:] {
			steps = append(steps, ctrlClickField(f))
		}
		steps = append(steps, clickForMessage(`#addrule`))
		require.NoError(t, chromedp.Do(ctx, steps...))
		require.Equal(t, "painted a region of 4 cells", evalString(t, ctx, `document.getElementById('message').textContent`))
	}
	regions, err := chromedp.Run(ctx, chromedp.Evaluate[int](`state.layout.groups.filter((g) => g.kind === 'region').length`))
	require.NoError(t, err)
	assert.Equal(t, 4, regions)
	// r1c2 and r2c2 lie in different regions: a thick border between.
	assert.Contains(t, evalString(t, ctx, `document.querySelector('#board .cell[data-field="1"]').className`), "bb")
	shot, err := chromedp.Run(ctx, chromedp.ScreenshotScale(`#boardwrap`, 2))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshots(t), "jigsaw-painted.png"), shot, 0o644))
	require.NoError(t, chromedp.Do(ctx, clickForMessage(`#setundo`)))
	regions, err = chromedp.Run(ctx, chromedp.Evaluate[int](`state.layout.groups.filter((g) => g.kind === 'region').length`))
	require.NoError(t, err)
	assert.Equal(t, 3, regions, "undone")
}

// drawnPuzzle is a 4x4 f-puzzles puzzle whose lines, shapes, text and
// cage no rule reads: the rules text explains them.
const drawnPuzzle = `{"size": 4, "ruleset": "Grey lines are palindromes.", "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
 "line": [{"lines": [["R1C1", "R2C2", "R3C2"]], "outlineC": "#A0A0A0", "width": 0.4}],
 "circle": [{"cells": ["R1C4"], "baseC": "#FFE0E0", "outlineC": "#000000", "value": "3"}],
 "rectangle": [{"cells": ["R2C3", "R3C3"], "baseC": "#C0C0FF", "width": 0.5, "height": 1.5}],
 "cage": [{"cells": ["R3C4", "R4C4"], "value": "odd"}],
 "text": [{"cells": ["R0C2"], "value": "caption", "fontC": "#FF0000"}]}`

// TestPageDrawsDrawings: what an f-puzzles puzzle draws that no rule
// reads is drawn on the page as the setter drew it: a line, a circle
// with its text, a rectangle, a cage's outline and label, and text
// beside the board, for which the board gets its ring.
func TestPageDrawsDrawings(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx, openLink(base, fpuzzles.Link(fpuzzles.FPuzzlesPrefix, []byte(drawnPuzzle)))))
	count := func(sel string) int { return countOf(t, ctx, sel) }
	assert.Equal(t, 5, count(`svg.overlay g.drawing`))
	assert.Equal(t, 1, count(`svg.overlay .drawing-line polyline[stroke="#A0A0A0"]`))
	assert.Equal(t, 1, count(`svg.overlay .drawing-circle ellipse[fill="#FFE0E0"]`))
	assert.Equal(t, 1, count(`svg.overlay .drawing-rectangle rect[fill="#C0C0FF"]`))
	assert.Equal(t, 6, count(`svg.overlay .drawing-cage line`), "the outline of a cage of two cells")
	texts := evalString(t, ctx, `Array.from(document.querySelectorAll('svg.overlay g.drawing text')).map((e) => e.textContent).sort().join(',')`)
	assert.Equal(t, "3,caption,odd", texts, "the circle's text, the caption and the cage's label")
	pad := evalString(t, ctx, `getComputedStyle(document.getElementById('boardwrap')).paddingTop`)
	assert.NotEqual(t, "0px", pad, "text beside the board gets the ring around it")
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshots(t), "drawings.png"), shot, 0o644))
}

// TestPageHeavyLinesClean: the heavy lines of a killer's board are dark
// all through, at four times the size: where a thin grid line meets one
// (no grey wedge cut into it by the borders' join) and under a cage's
// total (no white box laid over it).
func TestPageHeavyLinesClean(t *testing.T) {
	const scale = 4
	ctx, base := browser(t)
	link := puzzleLink(t, "../testdata/constraints/killer_examples.yaml")
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1200, 900, chromedp.EmulateScale(scale)), openLink(base, link)))
	shot, err := chromedp.Run(ctx, chromedp.Screenshot(`#boardwrap`))
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	// The first cell, from the wrap's top left, in CSS pixels; it holds
	// a cage's total and has the board's heavy lines above and left.
	type rect struct{ X, Y, W, H float64 }
	box, err := chromedp.Run(ctx, chromedp.Evaluate[rect](`(() => {
		const w = document.getElementById('boardwrap').getBoundingClientRect();
		const c = document.querySelector('#board .cell').getBoundingClientRect();
		return {X: c.left - w.left, Y: c.top - w.top, W: c.width, H: c.height};
	})()`))
	require.NoError(t, err)
	require.NotZero(t, countOf(t, ctx, `svg.overlay .labelbg`), "the puzzle has cages with totals")
	dark := func(name string, x, y float64) {
		r, g, b, _ := img.At(int(x*scale), int(y*scale)).RGBA()
		assert.Less(t, (r+g+b)/3>>8, uint32(0x60), "%s at %.1f,%.1f is %02x%02x%02x, not dark", name, x, y, r>>8, g>>8, b>>8)
	}
	dark("the top line where the first thin line meets it", box.X+box.W-0.5, box.Y+1)
	dark("the left line where the first thin line meets it", box.X+1, box.Y+box.H-0.5)
	dark("the left line beside the first total", box.X+2.6, box.Y+6)
	dark("the top line above the first total", box.X+6, box.Y+2.6)
}
