package constraint_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// nabners lays nabner lines, as long as the values allow, whose every
// two cells grid keeps two or more apart.
func nabners(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	return layLines(4, 2, (r.NumValues()+1)/2, func(r *game.Rules, grid []int, _ int, line []game.Pos, next game.Pos) bool {
		return nabnerKeeps(r, grid, append(line[:len(line):len(line)], next))
	}, constraint.NewNabner)(rng, r, grid)
}

// nabnerKeeps is the rule, written here apart from the kind: no two of
// cells hold numbers equal or consecutive on grid.
func nabnerKeeps(r *game.Rules, grid []int, cells []game.Pos) bool {
	for i, a := range cells {
		for _, b := range cells[:i] {
			if d := value(r, grid, a) - value(r, grid, b); -1 <= d && d <= 1 {
				return false
			}
		}
	}
	return true
}

func TestNabnerSound(t *testing.T) {
	checkLines(t, nabners)
}

// TestNabnerCounts: the engine counts the solutions of random puzzles
// with random nabner lines, half of which the grid of the givens keeps,
// as a counter here
// does: every grid of the board's groups alone that agrees with the
// givens, filtered by nabnerKeeps. On 4x4 it holds every grid of the
// board (288); on 6x6 the grids of the givens, when they are few.
func TestNabnerCounts(t *testing.T) {
	for _, tc := range []struct {
		spec   string
		boards int
		share  float64
	}{{"4x4", 60, 0.1}, {"6x6", 40, 0.4}} {
		t.Run(tc.spec, func(t *testing.T) {
			sp, err := specs.Builtin(tc.spec)
			require.NoError(t, err)
			br := sp.Rules
			rng := rand.New(rand.NewPCG(7, uint64(tc.boards)))
			solved, many, total := 0, 0, 0
			for i := range tc.boards {
				fill, err := strategy.NewEngine(br, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64())})
				require.NoError(t, err)
				grid := fill.Solve(context.Background(), empty(br)).Solution
				givens := empty(br)
				for f := range givens {
					if rng.Float64() < tc.share {
						givens[f] = grid[f]
					}
				}
				var lines [][]game.Pos
				var cs []game.Constraint
				for range 1 + rng.IntN(3) {
					n := 2 + rng.IntN((br.NumValues()+1)/2-1)
					kept := rng.IntN(2) == 0 // a line the grid keeps, or any
					ok := func(line []game.Pos, next game.Pos) bool {
						return !kept || nabnerKeeps(br, grid, append(line[:len(line):len(line)], next))
					}
					if line := walkLine(rng, br, n, ok); line != nil {
						lines, cs = append(lines, line), append(cs, constraint.NewNabner(line))
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
						keeps = keeps && nabnerKeeps(br, s, line)
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
				total++
				if want > 0 {
					solved++
				}
				if want > 1 {
					many++
				}
			}
			t.Logf("%d boards counted, %d with a solution, %d with more than one", total, solved, many)
			assert.Greater(t, total, tc.boards/2)
			assert.Greater(t, solved, total/4)
			assert.Positive(t, many)
		})
	}
}

func TestNabnerCheck(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewNabner(cells(t, "r1c1 r1c2 r2c3")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r1c2=3 r2c3=5", ""},
		{"r1c1=6 r2c3=4", ""},
		{"r1c1=1 r2c3=2", "nabner r1c1-r1c2-r2c3: r1c1 holds 1 and r2c3 holds 2, consecutive"},
		{"r1c2=5 r2c3=4", "nabner r1c1-r1c2-r2c3: r1c2 holds 5 and r2c3 holds 4, consecutive"},
		{"r1c1=3 r2c3=3", "nabner r1c1-r1c2-r2c3: r1c1 and r2c3 both hold 3"},
	})
}

func TestNabnerErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"too long", "- nabner: {cells: [r1c1, r1c2, r1c3, r1c4, r1c5, r1c6]}", "l.yaml:3:5: the nabner line has 6 cells but at most 5 values are two or more apart (1 3 5 7 9)"},
		{"one cell", "- nabner: {cells: [r1c1]}", "l.yaml:3:21: the line has 1 cell: it needs at least 2, two cells to keep apart"},
		{"gap", "- nabner: {cells: [r1c1, r3c1]}", "l.yaml:3:21: r1c1 and r3c1 are next to each other on the line but do not touch"},
		{"twice", "- nabner: {cells: [r1c1, r1c2, r2c2, r2c1, r1c1]}", "l.yaml:3:46: r1c1 is listed twice in nabner r1c1-r1c2-r2c2-r2c1-r1c1"},
		{"unknown key", "- nabner: {cells: [r1c1, r1c2], by: 2}", `l.yaml:3:35: unknown key "by" in nabner: the keys are cells`},
	})
	_, err := specs.Parse("w.yaml", []byte("size: 2x2\nvalues: [a, b]\ngroups: [rows]\nconstraints:\n  - nabner: {cells: [r1c1, r2c2]}\n"))
	assert.ErrorContains(t, err, "numbers", "words have no consecutive values")
}

func TestNabnerExplain(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewNabner(cells(t, "r1c1 r2c2 r3c3")))
	text, elims := explainMove(t, r, "r2c2=3")
	assert.Equal(t, []string{"r1c1-2", "r1c1-4", "r3c3-2", "r3c3-4"}, elims)
	assert.Equal(t, "nabner r1c1-r3c3: r2c2 on the line holds 3, so 2 4 leave r1c1, equal or consecutive to it; r2c2 on the line holds 3, so 2 4 leave r3c3, equal or consecutive to it", text)
	// The pass chains: r3c3 left 5 6 is read with what r1c1 lost.
	r = rulesOf(t, "6x6", constraint.NewNabner(cells(t, "r1c1 r1c2 r2c3")))
	text, elims = explainMove(t, r, "r1c1=1 r2c3=6")
	assert.Equal(t, []string{"r1c2-2", "r1c2-5"}, elims)
	assert.Equal(t, "nabner r1c1-r1c2-r2c3: r1c1 on the line holds 1, so 2 leaves r1c2, equal or consecutive to it; r2c3 on the line holds 6, so 5 leaves r1c2, equal or consecutive to it", text)
	text, _ = explainMove(t, r, "r1c1=1 r1c2=2")
	assert.Equal(t, "nabner r1c1-r1c2-r2c3: a cell has no value two or more apart from what another cell of the line can hold", text)
}

// TestNabnerItem: the rule writes as the item it is read from, draws as
// a line of its colour, and says why f-puzzles cannot hold it.
func TestNabnerItem(t *testing.T) {
	sp, err := specs.Parse("n.yaml", []byte("extends: classic\nconstraints:\n  - "+constraint.Nabner.Example+"\n"))
	require.NoError(t, err)
	items, err := constraint.Items(sp.Rules.Constraints)
	require.NoError(t, err)
	require.Len(t, items, 1)
	assert.Equal(t, constraint.Nabner.Example, items[0].String())
	assert.Equal(t, constraint.StyleLine, constraint.Nabner.Draw.Style)
	assert.NotEmpty(t, constraint.Nabner.FPuzzles.None)
}

// TestNabnerPropagateAllocs: the propagation takes its room from the
// Found it is given.
func TestNabnerPropagateAllocs(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewNabner(cells(t, "r1c1 r1c2 r1c3 r2c4")))
	b := game.NewBoard(r)
	require.True(t, b.Place(r.FieldAt(cells(t, "r1c2")[0]), 4))
	var found game.Found
	p := r.Constraints[0].(game.Propagator)
	require.True(t, p.Propagate(b, &found))
	assert.NotEmpty(t, found.Eliminate)
	allocs := testing.AllocsPerRun(10, func() {
		found.Reset()
		p.Propagate(b, &found)
	})
	assert.Zero(t, allocs)
}
