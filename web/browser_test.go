package web

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// browser starts headless Chromium on the page of a fresh server, or skips
// the test when there is no Chromium.
func browser(t *testing.T) (context.Context, string) {
	t.Helper()
	return browserOn(t, New(Limits{}, nil))
}

// browserOn starts headless Chromium on the page that h serves, or skips
// the test when there is no Chromium.
func browserOn(t *testing.T, h http.Handler) (context.Context, string) {
	t.Helper()
	var path string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		t.Skip("no Chromium here (apt-get install chromium): the page is not tested in a browser")
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(1200, 1100))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	// A bound against a hang, not on speed: a loaded machine may take a
	// few times the 20 s these tests take on a quiet one.
	ctx, cancel = context.WithTimeout(ctx, 5*time.Minute)
	t.Cleanup(cancel)
	return ctx, srv.URL
}

// chooseSpec picks spec in the list and waits until the page has drawn its
// board: the line that names the spec, emptied first, is written again
// with the board.
func chooseSpec(spec string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Evaluate[chromedp.Void](`document.getElementById('specname').textContent = ''`),
		chromedp.SetValue(`#spec`, spec),
		chromedp.Evaluate[chromedp.Void](`document.getElementById('spec').dispatchEvent(new Event('change'))`),
		// Laid out as this spec: one asked before (the page's first) may
		// be laid out after the clearing above.
		chromedp.Poll[chromedp.Void](`document.getElementById('specname').textContent !== '' && state.source && state.source.spec === `+jsString(spec)),
	)
}

// jsString writes s as a JavaScript string literal.
func jsString(s string) string {
	data, _ := json.Marshal(s)
	return string(data)
}

// clickForMessage clicks the button sel and waits until the page writes its
// message, emptied first: a button that asks the server writes the answer,
// or the error, there once it comes, after it has drawn the board.
func clickForMessage(sel string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Evaluate[chromedp.Void](`document.getElementById('message').textContent = ''`),
		chromedp.Click(sel),
		chromedp.Poll[chromedp.Void](`document.getElementById('message').textContent !== ''`),
	)
}

// screenshots is where the browser tests save what they saw: the
// directory in SUDOKU_SCREENSHOTS, else a temporary one.
func screenshots(t *testing.T) string {
	if dir := os.Getenv("SUDOKU_SCREENSHOTS"); dir != "" {
		require.NoError(t, os.MkdirAll(dir, 0o755))
		return dir
	}
	return t.TempDir()
}

// solution asks the API for the solution of a spec's default puzzle.
func solution(t *testing.T, base, spec string) []int {
	resp, err := http.Post(base+"/api/solve", "application/json", strings.NewReader(`{"spec":"`+spec+`"}`))
	require.NoError(t, err)
	defer resp.Body.Close()
	var out struct {
		Solution []int `json:"solutionIndexes"`
	}
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	return out.Solution
}

// boardText reads the value shown in every field, in field order.
const boardText = `Array.from(document.querySelectorAll('#board .cell:not(.hole)'))
  .sort((a, b) => a.dataset.field - b.dataset.field)
  .map((c) => c.querySelector('.value') ? c.querySelector('.value').textContent : '')`

// TestPageSolves loads the page in Chromium for several specs, presses
// Solve, checks every field against the solution, steps back to the start
// and through the first steps, and saves a screenshot of each.
func TestPageSolves(t *testing.T) {
	ctx, base := browser(t)
	dir := screenshots(t)
	for _, spec := range []string{"classic", "jigsaw", "samurai", "16x16", "x", "hyper"} {
		t.Run(spec, func(t *testing.T) {
			sp, err := specs.Builtin(spec)
			require.NoError(t, err)
			want := solution(t, base, spec)
			require.NotNil(t, want)
			require.NoError(t, chromedp.Do(ctx,
				chromedp.Navigate(base+"/"),
				chromedp.WaitVisible(`#board .cell`),
				chooseSpec(spec),
				chromedp.Click(`#solve`),
				chromedp.WaitVisible(`#stepper`),
			))
			shown, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](boardText))
			require.NoError(t, err)
			shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			require.NoError(t, err)
			require.NoError(t, chromedp.Do(ctx, chromedp.Click(`#first`), chromedp.Click(`#next`), chromedp.Click(`#next`)))
			explain, err := chromedp.Run(ctx, chromedp.Text(`#explain`))
			require.NoError(t, err)
			highlighted, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#board .cell.area, #board .cell.evidence, #board .cell.placed').length`))
			require.NoError(t, err)
			stepShot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			require.NoError(t, err)
			require.Len(t, shown, len(want))
			for f, v := range want {
				assert.Equal(t, sp.Rules.Values.Name(v), shown[f], "%s", sp.Rules.FieldName(f))
			}
			assert.True(t, strings.HasPrefix(explain, "3. "), "the third step is explained: %q", explain)
			assert.Positive(t, highlighted, "the step's fields are highlighted")
			require.NoError(t, os.WriteFile(filepath.Join(dir, spec+"-solved.png"), shot, 0o644))
			require.NoError(t, os.WriteFile(filepath.Join(dir, spec+"-step3.png"), stepShot, 0o644))
			t.Logf("screenshots in %s", dir)
		})
	}
}

// TestPageKeyboard enters a puzzle by keyboard on an emptied board, checks
// a wrong entry, and asks for a hint.
func TestPageKeyboard(t *testing.T) {
	ctx, base := browser(t)
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chooseSpec("4x4"),
		chromedp.SetValue(`#puzzle`, "................"),
		chromedp.Click(`#load`),
		// Loaded: every field empty (on a busy machine the spec's own
		// puzzle may come after the click, and is loaded over).
		chromedp.Poll[chromedp.Void](`state.givens.length === 16 && state.givens.every((v) => v === EMPTY) && document.getElementById('puzzle').value === '................'`),
		chromedp.Click(`#edit`),
		clickField(0),
		chromedp.KeyEvent("1"),
		chromedp.KeyEvent(kb.ArrowRight),
		chromedp.KeyEvent(kb.ArrowRight),
		chromedp.KeyEvent(kb.ArrowRight),
		chromedp.KeyEvent("4"),
		clickField(5),
		chromedp.KeyEvent("4"),
		clickField(8),
		chromedp.KeyEvent("2"),
		clickField(11),
		chromedp.KeyEvent("3"),
		clickField(14),
		chromedp.KeyEvent("1"),
		chromedp.Click(`#edit`),
		clickField(1),
		chromedp.KeyEvent("3"),
		clickForMessage(`#check`),
	))
	msg, err := chromedp.Run(ctx, chromedp.Text(`#message`))
	require.NoError(t, err)
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](boardText))
	require.NoError(t, err)
	ps, err := puzzle.ParseString(sp.Rules, "t", "13.4.4..2..3..1.")
	require.NoError(t, err)
	for f, v := range ps[0].Givens {
		if v >= 0 {
			assert.Equal(t, sp.Rules.Values.Name(v), shown[f], "%s", sp.Rules.FieldName(f))
		}
	}
	assert.Contains(t, msg, "1 entry is wrong")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(`#clear`), clickForMessage(`#hint`)))
	msg, err = chromedp.Run(ctx, chromedp.Text(`#message`))
	require.NoError(t, err)
	assert.Contains(t, msg, "hint 1: ")
	require.NoError(t, chromedp.Do(ctx, clickForMessage(`#step`)))
	msg, err = chromedp.Run(ctx, chromedp.Text(`#message`))
	require.NoError(t, err)
	placed, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#board .cell.entry').length`))
	require.NoError(t, err)
	assert.Equal(t, 1, placed, "the step's placement is an entry: %s", msg)
}

// TestPagePastedSpec: a pasted spec with a mistake shows it with its line
// and column; a good one is drawn.
func TestPagePastedSpec(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.Click(`#paste-toggle`),
		chromedp.SetValue(`#yaml`, "values: 1-4\ngroups: [rows, colums, {boxes: 2x2}]\n"),
		clickForMessage(`#use-yaml`),
	))
	msg, err := chromedp.Run(ctx, chromedp.Text(`#message`))
	require.NoError(t, err)
	assert.Contains(t, msg, "line 2, column")
	require.NoError(t, chromedp.Do(ctx,
		chromedp.SetValue(`#yaml`, "values: 1-4\ngroups: [rows, columns, {boxes: 2x2}, diagonals]\n"),
		clickForMessage(`#use-yaml`),
	))
	msg, err = chromedp.Run(ctx, chromedp.Text(`#message`))
	require.NoError(t, err)
	cells, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#board .cell:not(.hole)').length`))
	require.NoError(t, err)
	assert.Equal(t, 16, cells, "message: %s", msg)
	lines, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('svg.overlay line.diagonal').length`))
	require.NoError(t, err)
	assert.Equal(t, 2, lines, "both diagonals are drawn")
}
