package strategy

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestFootprintBoundsSolve: what a solve allocates stays within the
// engine's footprint, for the kernel and for the strategies' search, on
// boards that copy and that mark, with a trace, and with chains on a
// puzzle with thermometers whose links Prepare built.
func TestFootprintBoundsSolve(t *testing.T) {
	if testing.Short() {
		t.Skip("solves empty 25x25 boards: not in -short")
	}
	linked := linkedCase(t)
	cases := []struct {
		name   string
		rules  *game.Rules
		givens []int
		opts   Options
	}{
		{"classic kernel", rulesOf(t, "classic"), nil, Options{}},
		{"16x16 strategies", rulesOf(t, "16x16"), nil, Options{Search: SearchStrategies}},
		{"25x25 strategies", rulesOf(t, "25x25"), nil, Options{Search: SearchStrategies}},
		{"25x25 kernel", rulesOf(t, "25x25"), nil, Options{}},
		{"classic traced", rulesOf(t, "classic"), nil, Options{Trace: true, MaxTrace: 50}},
		{"thermometers human", linked.rules, linked.givens, Options{Techniques: All(), Graded: true, NoGuess: true}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, err := NewEngine(c.rules, c.opts)
			require.NoError(t, err)
			require.NoError(t, e.Prepare(context.Background(), 0))
			givens := c.givens
			if givens == nil {
				givens = game.EmptyGrid(c.rules.NumFields())
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			res := e.Solve(context.Background(), givens)
			runtime.ReadMemStats(&after)
			require.NotNil(t, res.Solution, "%v", res.Status)
			if c.opts.Graded {
				assert.Positive(t, c.rules.LinksBytes(), "links built by Prepare")
			}
			got := int64(after.TotalAlloc - before.TotalAlloc)
			assert.LessOrEqual(t, got, e.Footprint(), "allocated during a solve, against the footprint")
			t.Logf("%d KiB allocated, footprint %d KiB", got>>10, e.Footprint()>>10)
		})
	}
}

// linkedCase returns classic's first default puzzle with two-cell
// thermometers wherever its solution rises from a cell to the next in a
// row, with rules of their own read afresh, so that their links are not
// built yet.
func linkedCase(t *testing.T) soundCase {
	t.Helper()
	var c soundCase
	for _, d := range defaultCases(t) {
		if strings.HasPrefix(d.name, "classic/") {
			c = d
			break
		}
	}
	require.Len(t, c.solution, 81, "classic's default puzzle")
	var yaml strings.Builder
	yaml.WriteString("name: linked\nextends: classic\npuzzles:\n  - name: p\n    constraints:\n")
	for f := 0; f < 81; f += 3 {
		if f%9 < 8 && c.solution[f] < c.solution[f+1] {
			fmt.Fprintf(&yaml, "      - thermometer: {cells: [r%dc%d, r%dc%d]}\n", f/9+1, f%9+1, f/9+1, f%9+2)
		}
	}
	sp, err := specs.Parse("linked.yaml", []byte(yaml.String()))
	require.NoError(t, err)
	r := sp.Puzzles[0].Rules
	require.NotNil(t, r)
	return soundCase{name: "linked", rules: r, givens: c.givens, solution: c.solution}
}

// TestOnlyDeclaredTechniquesReadLinks: a technique that reads the rules'
// links says so (Technique.Links), so that Prepare builds them within its
// budget and Footprint counts them: each technique that does not say so,
// run alone on thermometers, leaves them unbuilt. A technique that
// does, run without Prepare, builds them: the check can fail.
func TestOnlyDeclaredTechniquesReadLinks(t *testing.T) {
	for _, tech := range All() {
		if tech.AssumesUnique {
			continue
		}
		t.Run(tech.Name, func(t *testing.T) {
			c := linkedCase(t)
			require.True(t, c.rules.HasLinks())
			e, err := NewEngine(c.rules, Options{Techniques: []*Technique{tech}, NoGuess: true, Graded: true})
			require.NoError(t, err)
			e.Solve(context.Background(), c.givens)
			if readsLinks([]*Technique{tech}) {
				return
			}
			assert.Zero(t, c.rules.LinksBytes(), "%s read the links without saying so (Technique.Links)", tech.Name)
		})
	}
	c := linkedCase(t)
	e, err := NewEngine(c.rules, Options{Techniques: []*Technique{ConstraintPointing}, NoGuess: true})
	require.NoError(t, err)
	e.Solve(context.Background(), c.givens)
	assert.Positive(t, c.rules.LinksBytes(), "a technique that reads the links builds them")
}
