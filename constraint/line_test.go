package constraint_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// What the tests of the line kinds share: random lines that a grid
// keeps, rules of a built-in board with some constraints, grids written
// as text, and the explanation of one propagation.

// walkLine returns a line of n cells of r, each touching the one before,
// that ok keeps (ok(line, next) says whether next may follow the cells
// of line), found by a random search with backtracking from a random
// cell; or nil when a search of bounded size finds none.
func walkLine(rng *rand.Rand, r *game.Rules, n int, ok func(line []game.Pos, next game.Pos) bool) []game.Pos {
	start := r.Pos(rng.IntN(r.NumFields()))
	if !ok(nil, start) {
		return nil
	}
	line := []game.Pos{start}
	in := map[game.Pos]bool{start: true}
	budget := 400
	var grow func() bool
	grow = func() bool {
		if len(line) == n {
			return true
		}
		if budget--; budget < 0 {
			return false
		}
		last := line[len(line)-1]
		for _, k := range rng.Perm(8) {
			d := [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}[k]
			p := game.Pos{Row: last.Row + d[0], Col: last.Col + d[1]}
			if r.FieldAt(p) < 0 || in[p] || !ok(line, p) {
				continue
			}
			line, in[p] = append(line, p), true
			if grow() {
				return true
			}
			line, in[p] = line[:len(line)-1], false
		}
		return false
	}
	if !grow() {
		return nil
	}
	return line
}

// layLines returns a layer that makes up to count lines of least to most
// cells each: ok(n, line, next) says whether next may follow line on a
// line of n cells that grid keeps, and newLine makes the rule of one.
func layLines(count, least, most int, ok func(r *game.Rules, grid []int, n int, line []game.Pos, next game.Pos) bool, newLine func([]game.Pos) game.Constraint) layer {
	return func(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
		var out []game.Constraint
		for range count {
			n := least + rng.IntN(most-least+1)
			cells := walkLine(rng, r, n, func(line []game.Pos, next game.Pos) bool { return ok(r, grid, n, line, next) })
			if cells != nil {
				out = append(out, newLine(cells))
			}
		}
		return out
	}
}

// checkLines runs checkKind for a line kind on 4x4, 6x6 and, with more
// givens, 9x9.
func checkLines(t *testing.T, lay layer) {
	t.Helper()
	checkKind(t, "4x4", 30, 0.1, lay)
	checkKind(t, "6x6", 20, 0.3, lay)
	checkKind(t, "classic", 4, 0.5, lay)
}

// A lineRule is a line kind as countLines tries it: lines of least to
// most cells, the rule as the test writes it apart from the kind (keeps:
// whether grid keeps it along cells), and the kind's constructor.
type lineRule struct {
	least, most int
	keeps       func(r *game.Rules, grid []int, cells []game.Pos) bool
	newLine     func(cells []game.Pos) game.Constraint
}

// countLines checks that the engine counts the solutions of random
// puzzles with random lines of a kind (rule, for each board) as a counter
// here does: every grid of the board's groups alone that agrees with the
// givens, filtered by the rule's keeps. Half the lines are kept by the
// grid the givens come from, half are any. On 4x4 the counter holds every
// grid of the board (288); on 6x6, with more givens, every grid of the
// givens when they are at most 5,000.
func countLines(t *testing.T, rule func(r *game.Rules) lineRule) {
	t.Helper()
	for _, tc := range []struct {
		spec   string
		boards int
		share  float64
	}{{"4x4", 60, 0.1}, {"6x6", 40, 0.4}} {
		t.Run(tc.spec, func(t *testing.T) {
			sp, err := specs.Builtin(tc.spec)
			require.NoError(t, err)
			br := sp.Rules
			lr := rule(br)
			rng := rand.New(rand.NewPCG(7, uint64(tc.boards)))
			var counted tally
			for i := range tc.boards {
				grid := randomGrid(t, br, rng)
				givens := givensOf(rng, grid, tc.share)
				var lines [][]game.Pos
				var cs []game.Constraint
				for range 1 + rng.IntN(3) {
					n := lr.least + rng.IntN(lr.most-lr.least+1)
					kept := rng.IntN(2) == 0
					ok := func(line []game.Pos, next game.Pos) bool {
						return !kept || len(line)+1 < n || lr.keeps(br, grid, append(line[:len(line):len(line)], next))
					}
					if line := walkLine(rng, br, n, ok); line != nil {
						lines, cs = append(lines, line), append(cs, lr.newLine(line))
					}
				}
				plain := solutions(br, givens, 5000)
				if len(plain) == 5000 {
					continue
				}
				want := 0
				for _, s := range plain {
					keeps := true
					for _, line := range lines {
						keeps = keeps && lr.keeps(br, s, line)
					}
					if keeps {
						want++
					}
				}
				r, err := game.NewRules(tc.spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
				require.NoError(t, err, "board %d", i)
				e, err := strategy.NewEngine(r, strategy.Options{Limit: 5000})
				require.NoError(t, err)
				res := e.Solve(context.Background(), givens)
				require.Equal(t, want, res.Count, "board %d: %v", i, lines)
				if res.Solution != nil {
					require.NoError(t, r.CheckSolution(res.Solution, givens))
				}
				counted.add(want)
			}
			counted.worth(t, tc.boards)
		})
	}
}

// rulesOf returns the rules of built-in spec with the constraints cs.
func rulesOf(t *testing.T, spec string, cs ...game.Constraint) *game.Rules {
	t.Helper()
	sp, err := specs.Builtin(spec)
	require.NoError(t, err)
	br := sp.Rules
	r, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
	require.NoError(t, err)
	return r
}

// cells reads "r1c1 r1c2" as cells.
func cells(t *testing.T, text string) []game.Pos {
	t.Helper()
	var out []game.Pos
	for _, w := range strings.Fields(text) {
		p, err := game.ParsePos(w)
		require.NoError(t, err)
		out = append(out, p)
	}
	return out
}

// gridOf returns the values of r that text places, "r1c1=3 r2c2=1", the
// other fields empty.
func gridOf(t *testing.T, r *game.Rules, text string) []int {
	t.Helper()
	g := empty(r)
	for _, w := range strings.Fields(text) {
		cell, word, ok := strings.Cut(w, "=")
		require.True(t, ok, w)
		v, ok := r.Values.Index(word)
		require.True(t, ok, w)
		g[r.FieldAt(cells(t, cell)[0])] = v
	}
	return g
}

// lineCheckTest is a case of a Check table: the values placed, and the error
// the rules report, or "" for none.
type lineCheckTest struct{ grid, want string }

// lineCheckTable runs a Check table on r.
func lineCheckTable(t *testing.T, r *game.Rules, tests []lineCheckTest) {
	t.Helper()
	for _, tt := range tests {
		err := r.CheckConstraints(game.GridOf(gridOf(t, r, tt.grid)))
		if tt.want == "" {
			assert.NoError(t, err, tt.grid)
			continue
		}
		assert.EqualError(t, err, tt.want, tt.grid)
	}
}

// explainMove places the values of text on a board of r and returns the
// explanation of what constraint 0's propagation then takes out, with
// the eliminations written as "r1c1-5"; or, when the propagation finds
// the position broken, the explanation of that contradiction.
func explainMove(t *testing.T, r *game.Rules, text string) (string, []string) {
	t.Helper()
	b := game.NewBoard(r)
	for f, v := range gridOf(t, r, text) {
		if v != game.Empty {
			require.True(t, b.Place(f, v))
		}
	}
	var found game.Found
	c := r.Constraints[0]
	m := &game.Move{Kind: game.Deduction}
	if !c.(game.Propagator).Propagate(b, &found) {
		m.Kind = game.Contradiction
	}
	m.Eliminate = found.Eliminate
	m.Rules, m.Sets = []int{0}, found.Sets
	var elims []string
	for _, e := range found.Eliminate {
		elims = append(elims, r.Elimination(e))
	}
	return c.(game.Explainer).Explain(r, m), elims
}

// lineErrorTest is a case of a table of spec errors: an item of a classic
// spec's constraints, and the error it gives with its place.
type lineErrorTest struct{ name, item, want string }

// errorTable parses each item as the third line of a spec that extends
// the built-in spec base, and checks its error.
func errorTable(t *testing.T, base string, tests []lineErrorTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := specs.Parse("l.yaml", []byte("extends: "+base+"\nconstraints:\n  "+tt.item+"\n"))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestLineExamples: every kind's example reads on the classic board.
func TestLineExamples(t *testing.T) {
	for _, k := range constraint.All() {
		_, err := specs.Parse("e.yaml", []byte("extends: classic\nconstraints:\n  - "+k.Example+"\n"))
		assert.NoError(t, err, k.Key)
	}
}

// TestLineNames: a line is named by the cells where it turns.
func TestLineNames(t *testing.T) {
	tests := []struct{ cells, want string }{
		{"r1c1 r1c2", "thermometer r1c1-r1c2"},
		{"r1c1 r1c2 r1c3 r1c4", "thermometer r1c1-r1c4"},
		{"r1c1 r1c2 r1c3 r2c3 r3c3", "thermometer r1c1-r1c3-r3c3"},
		{"r1c1 r2c2 r3c3 r3c2", "thermometer r1c1-r3c3-r3c2"},
		{"r2c1 r1c2 r2c3 r1c4", "thermometer r2c1-r1c2-r2c3-r1c4"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, constraint.NewThermometer(cells(t, tt.cells)).Name())
	}
}

// TestLineBind: a rule made by a constructor, as another format's
// reader makes it, is checked when it is bound, and binding leaves it as
// it was, so that it serves other rules too.
func TestLineBind(t *testing.T) {
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	br := sp.Rules
	tests := []struct {
		c    game.Constraint
		want string
	}{
		{constraint.NewThermometer(cells(t, "r1c1 r1c3")), "r1c1 and r1c3 are next to each other on the line but do not touch"},
		{constraint.NewThermometer(cells(t, "r1c1 r1c2 r1c3 r1c4 r2c4")), "the thermometer rises through 5 cells but there are only 4 values"},
		{constraint.NewWhispers(cells(t, "r1c1 r1c2"), 0), "the least difference of neighbours is at least 1, not 0"},
		{constraint.NewRenban(cells(t, "r1c1")), "the line has 1 cell: it needs at least 2, two cells to hold a run of values"},
		{constraint.NewZipperLine(cells(t, "r1c1 r1c2")), "the line has 2 cells: it needs at least 3"},
	}
	for _, tt := range tests {
		_, err := game.NewRules("b", 4, 4, nil, br.Values, br.GroupSpecs(), tt.c)
		require.Error(t, err, tt.c.Name())
		assert.Contains(t, err.Error(), tt.want)
	}
	c := constraint.NewThermometer(cells(t, "r1c1 r1c2"))
	small, big := rulesOf(t, "4x4", c), rulesOf(t, "6x6", c)
	g := "r1c1=4"
	assert.Error(t, small.CheckConstraints(game.GridOf(gridOf(t, small, g))), "no value above 4 on 1-4")
	assert.NoError(t, big.CheckConstraints(game.GridOf(gridOf(t, big, g))), "5 and 6 above 4 on 1-6")
}

// TestLinePropagateAllocs: a line's propagation takes its room from the
// Found it is given, and allocates nothing once that room has grown.
func TestLinePropagateAllocs(t *testing.T) {
	row := func(n int) []game.Pos { return cells(t, "r1c1 r1c2 r1c3 r1c4 r1c5")[:n] }
	tests := []struct {
		c    game.Constraint
		grid string // values that make the rule take candidates out
	}{
		{constraint.NewThermometer(row(3)), "r1c2=5"},
		{constraint.NewSlowThermometer(row(4)), "r1c2=5"},
		{constraint.NewWhispers(row(3), 5), "r1c2=2"},
		{constraint.NewRenban(row(3)), "r1c2=5"},
		{constraint.NewPalindrome(cells(t, "r3c3 r4c4 r5c5")), "r3c3=2"},
		{constraint.NewBetweenLine(row(4)), "r1c2=5"},
		{constraint.NewRegionSumLine(cells(t, "r1c2 r1c3 r2c4")), "r1c2=5"},
		{constraint.NewZipperLine(row(5)), "r1c2=5"},
		{constraint.NewZipperLine(row(4)), "r1c1=1 r1c4=3"},
		{constraint.NewEntropicLine(row(4)), "r1c2=5"},
		{constraint.NewModularLine(row(4)), "r1c2=5"},
	}
	for _, tt := range tests {
		r := rulesOf(t, "classic", tt.c)
		b := game.NewBoard(r)
		for f, v := range gridOf(t, r, tt.grid) {
			if v != game.Empty {
				require.True(t, b.Place(f, v))
			}
		}
		var found game.Found
		p := r.Constraints[0].(game.Propagator)
		require.True(t, p.Propagate(b, &found), tt.c.Name())
		assert.NotEmpty(t, found.Eliminate, tt.c.Name())
		allocs := testing.AllocsPerRun(10, func() {
			found.Reset()
			p.Propagate(b, &found)
		})
		assert.Zero(t, allocs, tt.c.Name())
	}
}
