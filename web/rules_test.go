package web

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// shaped is a rule for these tests that only draws: its kind says how.
type shaped struct {
	kind  *game.RuleKind
	cells []game.Pos
	label string
}

func (c *shaped) Kind() *game.RuleKind { return c.kind }
func (c *shaped) Name() string         { return c.kind.Name + " " + fmt.Sprint(c.cells) }
func (c *shaped) Cells() []game.Pos    { return c.cells }
func (c *shaped) Label() string        { return c.label }
func (c *shaped) Check(game.Grid) error {
	return nil
}
func (c *shaped) Bind([]int, *game.Rules) (game.Constraint, error) { return c, nil }

func kindOf(name string, shape game.Shape) *game.RuleKind {
	return &game.RuleKind{Name: name, Doc: "a shape", Difficulty: 1, Shape: shape}
}

// rulesSpec is a 6x6 spec with a rule of every shape: an Apart dot read
// from YAML, a cage, a line and two marked cells.
func rulesSpec(t *testing.T) *specs.Spec {
	t.Helper()
	sp, err := specs.Loader{Kinds: constrainttest.Kinds}.Parse("rules.yaml", []byte(
		"extends: 6x6\nconstraints:\n  - apart: {cells: [r1c1, r1c2], by: 2}\n"))
	require.NoError(t, err)
	r := sp.Rules
	gs := r.GroupSpecs()
	p := func(row, col int) game.Pos { return game.Pos{Row: row - 1, Col: col - 1} }
	rules := []game.Constraint{
		r.Constraints[0],
		&shaped{kindOf("Cage", game.ShapeRegion), []game.Pos{p(3, 2), p(3, 3), p(4, 3), p(4, 4)}, "15"},
		&shaped{kindOf("Line", game.ShapeLine), []game.Pos{p(5, 1), p(6, 2), p(5, 3), p(6, 4)}, ""},
		&shaped{kindOf("Marks", game.ShapeCells), []game.Pos{p(1, 6), p(2, 6)}, ""},
	}
	rr, err := game.NewRules("rules", r.Rows, r.Cols, nil, r.Values, gs, rules...)
	require.NoError(t, err)
	return &specs.Spec{Name: "rules", Description: "a rule of every shape", Rules: rr}
}

// TestLayoutRules: the layout sends each rule with its kind's shape, its
// label and its fields, and each group with how to draw it.
func TestLayoutRules(t *testing.T) {
	l := newLayout(rulesSpec(t))
	require.Len(t, l.Rules, 4)
	assert.Equal(t, ruleJSON{Name: "pair r1c1 r1c2 apart by 2", Kind: "Apart", Title: "Apart", Doc: l.Rules[0].Doc, Shape: game.ShapeEdge, Label: "2", Fields: []int{0, 1}}, l.Rules[0])
	assert.NotEmpty(t, l.Rules[0].Doc)
	assert.Nil(t, l.Rules[0].Item, "a kind no spec item of the built-ins says is drawn by its shape")
	assert.Equal(t, game.ShapeRegion, l.Rules[1].Shape)
	assert.Equal(t, "15", l.Rules[1].Label)
	assert.Equal(t, []int{24, 31, 26, 33}, l.Rules[2].Fields, "a line keeps its order")
	data, err := json.Marshal(l)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"shape":"edge"`)
	draw := map[game.GroupKind]string{}
	for _, g := range l.Groups {
		draw[g.Kind] = g.Draw
	}
	assert.Equal(t, map[game.GroupKind]string{game.GroupRow: "", game.GroupColumn: "", game.GroupBox: "tiles"}, draw)
	for _, tt := range []struct {
		kind game.GroupKind
		want string
	}{{game.GroupDiagonal, "line"}, {game.GroupWindow, "shade"}, {game.GroupList, "shade"}, {game.GroupRegion, "tiles"}, {game.GroupRule, ""}} {
		assert.Equal(t, tt.want, groupDraw(tt.kind), tt.kind.String())
	}
}

// TestLayoutDrawsEveryKind: the layout sends each rule with its spec
// item and its kind's drawing: every rule of testdata/every-kind.yaml,
// and, for each registered kind that board lacks, its example as the one
// rule of a classic board. The board has a kind of every style and cell
// shape, so that the page's test of it draws them all.
func TestLayoutDrawsEveryKind(t *testing.T) {
	keys := drawnKinds(t, everyKind(t))
	styles, shapes := map[constraint.Style]bool{}, map[constraint.CellShape]bool{}
	for _, key := range keys {
		k := constraint.Lookup(constraint.All(), key)
		styles[k.Draw.Style], shapes[k.Draw.Shape] = true, true
	}
	for _, s := range constraint.Styles() {
		assert.True(t, styles[s], "every-kind.yaml has a rule drawn in style %s", s)
	}
	for _, s := range constraint.CellShapes() {
		assert.True(t, shapes[s], "every-kind.yaml has a rule drawn with cell shape %s", s)
	}
	var alone []string
	for _, k := range constraint.All() {
		if slices.Contains(keys, k.Key) {
			continue
		}
		alone = append(alone, k.Key)
		sp, err := specs.ParseUntrusted(k.Key+".yaml", []byte("extends: classic\nconstraints:\n  - "+k.Example+"\n"))
		require.NoError(t, err, k.Key)
		assert.Contains(t, drawnKinds(t, newLayout(sp)), k.Key, "the example of %s draws a rule of its kind", k.Key)
	}
	t.Logf("kinds drawn from their example alone, not on every-kind.yaml: %v", alone)
}

// everyKind returns the layout of testdata/every-kind.yaml.
func everyKind(t *testing.T) layout {
	t.Helper()
	data, err := os.ReadFile("testdata/every-kind.yaml")
	require.NoError(t, err)
	sp, err := specs.ParseUntrusted("every-kind.yaml", data)
	require.NoError(t, err)
	return newLayout(sp)
}

// drawnKinds checks that l sends each rule with its spec item and the
// drawing of the registered kind of that item, and returns the keys of
// those kinds, each once.
func drawnKinds(t *testing.T, l layout) []string {
	t.Helper()
	var keys []string
	for _, rule := range l.Rules {
		require.NotNil(t, rule.Item, rule.Name)
		require.NotNil(t, rule.Draw, rule.Name)
		k := constraint.Lookup(constraint.All(), rule.Item.Key)
		require.NotNil(t, k, rule.Name)
		assert.Equal(t, k.Draw, *rule.Draw, rule.Name)
		if !slices.Contains(keys, k.Key) {
			keys = append(keys, k.Key)
		}
	}
	return keys
}

// TestPageDrawsRules: the page draws every rule by its shape, whatever its
// kind; a screenshot shows them.
func TestPageDrawsRules(t *testing.T) {
	ctx, base := browser(t)
	data, err := json.Marshal(newLayout(rulesSpec(t)))
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.Evaluate[chromedp.Void](`showLayout(`+string(data)+`)`),
	))
	count := func(sel string) int {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(`+fmt.Sprintf("%q", sel)+`).length`))
		require.NoError(t, err)
		return n
	}
	assert.Equal(t, 1, count(`svg.overlay .by-shape.rule-edge circle`), "the dot between two cells")
	assert.Equal(t, 2, count(`svg.overlay text.label`), "the dot's and the cage's labels")
	assert.Equal(t, 1, count(`svg.overlay .rule-line polyline`))
	assert.Equal(t, 2, count(`svg.overlay .rule-cells circle`))
	assert.Equal(t, 10, count(`svg.overlay .rule-region line`), "the outline of four cells in an S: ten edges")
	assert.Equal(t, 4, count(`svg.overlay .rule title`), "every rule names itself")
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	path := filepath.Join(screenshots(t), "rules.png")
	require.NoError(t, os.WriteFile(path, shot, 0o644))
	t.Logf("screenshot: %s", path)
}

// TestPageDrawsEveryKind: a board with a rule of many kinds
// (testdata/every-kind.yaml) draws each as players know it, from its spec
// item: the cage's dashes and total, the thermometer's bulb, the arrow's
// circle, pill and head, dots, letters, lines in their colours, marked
// fields, the quadruple's circle, clues outside the board; the rules
// panel names every kind on the board; a screenshot shows them. A kind
// the board lacks is drawn in its style as the kinds of that style on it
// are (TestLayoutDrawsEveryKind).
func TestPageDrawsEveryKind(t *testing.T) {
	ctx, base := browser(t)
	data, err := os.ReadFile("testdata/every-kind.yaml")
	require.NoError(t, err)
	spec, err := json.Marshal(string(data))
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.Click(`#paste-toggle`),
		chromedp.Evaluate[chromedp.Void](`document.getElementById('yaml').value = `+string(spec)),
		clickForMessage(`#use-yaml`),
	))
	count := func(sel string) int {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(`+fmt.Sprintf("%q", sel)+`).length`))
		require.NoError(t, err)
		return n
	}
	for _, tc := range []struct {
		sel  string
		want int
	}{
		{`g.item-killer line`, 8},
		{`g.item-killer text`, 1},
		{`g.item-thermometer circle`, 1},
		{`g.item-thermometer polyline`, 1},
		{`g.item-slowthermometer polyline`, 2},
		{`g.item-arrow circle`, 1},
		{`g.item-arrow rect`, 1},
		{`g.item-arrow polyline`, 2},
		{`g.item-arrow line`, 4},
		{`g.item-whispers polyline`, 1},
		{`g.item-betweenline circle`, 2},
		{`g.item-kropki circle[fill="#fff"]`, 1},
		{`g.item-kropki circle[fill="#222"]`, 1},
		{`g.item-xv text`, 2},
		{`g.item-difference circle`, 1},
		{`g.item-ratio text`, 1},
		{`g.item-even rect`, 1},
		{`g.item-odd circle`, 1},
		{`g.item-minimum polyline`, 4},
		{`g.item-maximum polyline`, 4},
		{`g.item-quadruple circle`, 1},
		{`g.item-clone rect`, 2},
		{`g.item-samevalues rect`, 4},
		{`g.item-samevalues line`, 12},
		{`g.item-littlekiller text`, 1},
		{`g.item-sandwich text`, 1},
		{`g.item-xsum text`, 1},
		{`g.item-skyscraper text`, 1},
		{`g.item-allowed text`, 1},
	} {
		assert.Equal(t, tc.want, count(`svg.overlay `+tc.sel), tc.sel)
	}
	names, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll('#rules dt')).map((dt) => dt.textContent)`))
	require.NoError(t, err)
	l := everyKind(t)
	var titles []string
	for _, rule := range l.Rules {
		if !slices.Contains(titles, rule.Title) {
			titles = append(titles, rule.Title)
		}
	}
	assert.ElementsMatch(t, titles, names, "the rules panel names every kind on the board by its title")
	assert.Zero(t, count(`svg.overlay g.by-shape`), "every rule is drawn by its kind's drawing")
	for _, key := range drawnKinds(t, l) {
		k := constraint.Lookup(constraint.All(), key)
		if k.Draw.Style != constraint.StyleLine && k.Draw.Style != constraint.StyleThermometer {
			continue
		}
		colour, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('svg.overlay g.item-`+k.Key+` polyline').getAttribute('stroke')`))
		require.NoError(t, err)
		assert.Equal(t, k.Draw.Colour, colour, "the line of %s in its kind's colour", k.Key)
	}
	shot, err := chromedp.Run(ctx, chromedp.ScreenshotScale(`#boardwrap`, 2))
	require.NoError(t, err)
	path := filepath.Join(screenshots(t), "every-kind.png")
	require.NoError(t, os.WriteFile(path, shot, 0o644))
	t.Logf("screenshot: %s", path)
}

// TestPageKnowsEveryStyle: the page draws every style and every cell
// shape of constraint.Drawing, so that a kind is drawn whatever style it
// picks.
func TestPageKnowsEveryStyle(t *testing.T) {
	ctx, base := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(base+"/"), chromedp.WaitVisible(`#board .cell`)))
	styles, err := chromedp.Run(ctx, chromedp.Evaluate[[]constraint.Style](`Object.keys(STYLES)`))
	require.NoError(t, err)
	assert.ElementsMatch(t, constraint.Styles(), styles)
	shapes, err := chromedp.Run(ctx, chromedp.Evaluate[[]constraint.CellShape](`Object.keys(CELL_SHAPES)`))
	require.NoError(t, err)
	assert.ElementsMatch(t, constraint.CellShapes(), shapes)
}

// TestLayoutDrawsDefinedKinds: a rule of a kind the spec defines is sent
// with its kind's drawing, a line in the colour the definition gives.
func TestLayoutDrawsDefinedKinds(t *testing.T) {
	sp, err := specs.ParseUntrusted("defined.yaml", []byte("name: d\nextends: classic\nkinds:\n  rising:\n    doc: each cell holds more than the one before\n    next-pair: b > a\n    colour: \"#c04040\"\nconstraints:\n  - rising: [r1c1, r1c2, r1c3]\n"))
	require.NoError(t, err)
	rules := newLayout(sp).Rules
	require.Len(t, rules, 1)
	require.NotNil(t, rules[0].Draw)
	assert.Equal(t, constraint.StyleLine, rules[0].Draw.Style)
	assert.Equal(t, "#c04040", rules[0].Draw.Colour)
}

// TestPageDrawsLibraryKinds: the page draws the library's kinds, defined
// in YAML, by their drawings: a sum line, a Rellik cage with its total,
// counting circles.
func TestPageDrawsLibraryKinds(t *testing.T) {
	ctx, base := browser(t)
	spec, err := json.Marshal(`name: library
extends: classic
constraints:
  - sumline: {cells: [r1c1, r1c2, r1c3], total: 13}
  - rellik: {cells: [r5c5, r5c6], total: 9}
  - countingcircles: [r1c9, r5c1, r9c9]
  - doublearrow: [r9c1, r9c2, r9c3]
  - diagonalkropki: {white: [[r3c3, r4c4]], black: [[r3c5, r4c4]]}
  - diagonalxv: {x: [[r7c7, r8c8]], v: [[r7c5, r8c6]]}
`)
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#board .cell`),
		chromedp.Click(`#paste-toggle`),
		chromedp.Evaluate[chromedp.Void](`document.getElementById('yaml').value = `+string(spec)),
		clickForMessage(`#use-yaml`),
	))
	count := func(sel string) int {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(`+fmt.Sprintf("%q", sel)+`).length`))
		require.NoError(t, err)
		return n
	}
	assert.Equal(t, 1, count(`svg.overlay g.item-sumline polyline`))
	assert.Equal(t, 1, count(`svg.overlay g.item-doublearrow polyline`))
	assert.Equal(t, 1, count(`svg.overlay g.item-rellik text`))
	assert.Equal(t, 3, count(`svg.overlay g.item-countingcircles circle`))
	assert.Equal(t, 2, count(`svg.overlay g.item-diagonalkropki circle`))
	assert.Equal(t, 2, count(`svg.overlay g.item-diagonalxv text`))
	names, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll('#rules dt')).map((dt) => dt.textContent)`))
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"Sum line", "Rellik cage", "Counting circles", "Double arrow", "Diagonal kropki", "Diagonal XV"}, names)
	shot, err := chromedp.Run(ctx, chromedp.ScreenshotScale(`#boardwrap`, 2))
	require.NoError(t, err)
	path := filepath.Join(screenshots(t), "library-kinds.png")
	require.NoError(t, os.WriteFile(path, shot, 0o644))
	t.Logf("screenshot: %s", path)
}
