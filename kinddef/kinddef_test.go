package kinddef_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/kinddef"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// TestCompileErrors: every bad definition is refused with the key and,
// inside an expression, the column.
func TestCompileErrors(t *testing.T) {
	good := kinddef.Def{Key: "spaced", Doc: "no two cells hold equal or consecutive values", EveryPair: "abs(a - b) > 1"}
	machine := kinddef.Def{Key: "ten", Doc: "segments of 10", Next: "s + v < 10 ? s + v : (s + v == 10 ? 0 : fail)", Accept: "s == 0"}
	tests := []struct {
		name string
		edit func(d *kinddef.Def)
		want string
	}{
		{"machine, no accept", func(d *kinddef.Def) { *d = machine; d.Accept = "" }, "kind ten: a machine needs accept"},
		{"machine, no next", func(d *kinddef.Def) { *d = machine; d.Next = "" }, "kind ten: a machine needs next"},
		{"machine and a pair", func(d *kinddef.Def) { *d = machine; d.NextPair = "a < b" }, "kind ten, next: a kind is a machine (start, next, accept) or a pair rule"},
		{"next not a number", func(d *kinddef.Def) { *d = machine; d.Next = "s < v" }, "kind ten, next: expected int"},
		{"accept names v", func(d *kinddef.Def) { *d = machine; d.Accept = "v == 0" }, "kind ten, accept, column 1: unknown name v"},
		{"start", func(d *kinddef.Def) { *d = machine; d.Start = "s +" }, "kind ten, start"},
		{"key", func(d *kinddef.Def) { d.Key = "Nab ner" }, "kind Nab ner: a kind's key is one word"},
		{"no doc", func(d *kinddef.Def) { d.Doc = "" }, "kind spaced, doc: say in one line"},
		{"no rule", func(d *kinddef.Def) { d.EveryPair = "" }, "kind spaced: the kind has no rule"},
		{"both", func(d *kinddef.Def) { d.NextPair = "a < b" }, "kind spaced, every-pair: give one of next-pair, every-pair and neighbour-pair, not next-pair and every-pair"},
		{"every and neighbours", func(d *kinddef.Def) { d.NeighbourPair = "a > b" }, "kind spaced, neighbour-pair: give one of next-pair, every-pair and neighbour-pair"},
		{"cells", func(d *kinddef.Def) { d.Cells = "cloud" }, "kind spaced, cells: cells is line"},
		{"a list for every-pair", func(d *kinddef.Def) { d.Cells = "list" }, "kind spaced, cells: a list of cells anywhere is read by a machine"},
		{"neighbours on a line", func(d *kinddef.Def) { d.EveryPair, d.NeighbourPair, d.Cells = "", "a > b", "line" }, "kind spaced, cells: neighbour-pair reads a list"},
		{"a list's colour", func(d *kinddef.Def) { d.EveryPair, d.NeighbourPair, d.Colour = "", "a > b", "#f00" }, "kind spaced, colour: a rule over a list of cells is drawn as an area"},
		{"syntax", func(d *kinddef.Def) { d.EveryPair = "abs(a - ) > 1" }, "kind spaced, every-pair, column 9: unexpected token"},
		{"unknown name", func(d *kinddef.Def) { d.EveryPair = "c > 1" }, "kind spaced, every-pair, column 1: unknown name c"},
		{"not a truth", func(d *kinddef.Def) { d.EveryPair = "a + b" }, "kind spaced, every-pair: expected bool"},
		{"no loops", func(d *kinddef.Def) { d.EveryPair = "count(1..1000000, # > a) > 0" }, "kind spaced, every-pair, column 1: count is no function of a rule"},
		{"no ranges", func(d *kinddef.Def) { d.EveryPair = "a in 1..1000000" }, "kind spaced, every-pair, column 7: a range (..) makes a list"},
		{"too long", func(d *kinddef.Def) { d.EveryPair = strings.Repeat("a + ", 49) + "b > 0" }, "kind spaced, every-pair: the expression is 201 characters long, more than the 200 a rule may have: write it shorter"},
		{"too long, found by the fuzzer", func(d *kinddef.Def) { *d = machine; d.Next = longInput }, "kind ten, next: the expression is 1423 characters long"},
		{"difficulty", func(d *kinddef.Def) { d.Difficulty = -1 }, "kind spaced, difficulty: a difficulty is from 1 to 20"},
		{"apart without a machine", func(d *kinddef.Def) { d.Apart = true }, "kind spaced, apart: apart walks a machine's line with the values used so far: it goes with start, next and accept, or regex"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := good
			tt.edit(&d)
			_, err := kinddef.Compile(d)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
	longest := good
	longest.EveryPair = strings.Repeat("a + ", 48) + "b > 1000"
	require.Len(t, longest.EveryPair, 200)
	for _, d := range []kinddef.Def{good, machine, longest} {
		_, err := kinddef.Compile(d)
		require.NoError(t, err)
	}
}

// classicCase is classic's first default puzzle, its givens a value
// index or game.Empty per field, and its solution.
func classicCase(t *testing.T) (givens, solution []int) {
	t.Helper()
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	ps, err := puzzle.ParseString(sp.Rules, "classic", sp.Puzzles[0].Givens)
	require.NoError(t, err)
	require.Len(t, ps, 1)
	e, err := strategy.NewEngine(sp.Rules, strategy.Options{})
	require.NoError(t, err)
	res := e.Solve(context.Background(), ps[0].Givens)
	require.NotNil(t, res.Solution)
	return ps[0].Givens, res.Solution
}

// TestDefinedKindsSolve: lines of defined kinds laid where the solution
// keeps them solve to that solution, with every step of the strategies
// checked against it, each defined rule explained by its expression; a
// line laid against the solution makes the puzzle fail.
func TestDefinedKindsSolve(t *testing.T) {
	_, solution := classicCase(t)
	empty := strings.Repeat(".", 81)
	rng := rand.New(rand.NewPCG(7, 9))
	num := func(f int) int { return solution[f] + 1 }
	var lines []string
	for len(lines) < 12 {
		// A horizontal line of three cells: spaced if no two of its
		// numbers are equal or consecutive, else rising if they rise.
		r, c := rng.IntN(9), rng.IntN(7)
		f := r*9 + c
		a, b, x := num(f), num(f+1), num(f+2)
		cells := fmt.Sprintf("[r%dc%d, r%dc%d, r%dc%d]", r+1, c+1, r+1, c+2, r+1, c+3)
		switch {
		case abs(a-b) > 1 && abs(b-x) > 1 && abs(a-x) > 1:
			lines = append(lines, "      - spaced: "+cells)
		case a < b && b < x:
			lines = append(lines, "      - rising: {cells: "+cells+"}")
		}
	}
	spec := `name: defined
extends: classic
kinds:
  spaced:
    doc: no two cells of the line hold equal or consecutive values
    every-pair: abs(a - b) > 1
  rising:
    doc: each cell of the line holds more than the one before
    next-pair: b > a
    colour: "#c04040"
puzzles:
  - name: p
    givens: "` + empty + `"
    constraints:
` + strings.Join(lines, "\n") + "\n"
	sp, err := specs.Parse("defined.yaml", []byte(spec))
	require.NoError(t, err)
	r := sp.Puzzles[0].Rules
	require.NotNil(t, r)
	require.NoError(t, r.CheckSolution(solution, nil), "the solution keeps the lines laid over it")
	// The givens of classic's puzzle, and the defined rules beside them.
	g, _ := classicCase(t)
	solveChecked(t, r, g, solution)
	explained := ruleSteps(t, r, g, "Spaced", "Rising")
	require.NotEmpty(t, explained, "steps of the defined rules")
	t.Logf("%d steps of the defined rules, such as: %s", len(explained), explained[0])
	for _, reason := range explained {
		assert.Regexp(t, `^(spaced|rising) r\d+c\d+-r\d+c\d+, (abs\(a - b\) > 1|b > a): r\d+c\d+ holds .*, so .* leaves? r\d+c\d+`, reason)
	}

	// A line that breaks the solution leaves the puzzle none.
	bad := strings.Replace(spec, "    constraints:\n", "    constraints:\n      - rising: [r1c3, r1c2, r1c1]\n", 1)
	if num(2) < num(1) && num(1) < num(0) {
		t.Skip("the solution rises from r1c3 to r1c1")
	}
	requireNoSolution(t, bad, g)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestCountsAgainstBruteForce: random lines of defined pair rules on 4x4
// boards count as many solutions as a count over every 4x4 grid, made
// here apart from the engine, that keeps them. A neighbour-pair rule is
// laid on a path or on a cell and its neighbours in any order, which
// need not touch one after the other.
func TestCountsAgainstBruteForce(t *testing.T) {
	rules := []struct{ form, expr string }{
		{"next-pair", "abs(a - b) > 1"},
		{"next-pair", "a < b"},
		{"every-pair", "a + b != 5"},
		{"next-pair", "(a + b) % 2 == 1"},
		{"every-pair", "a != b and max(a, b) > 2"},
		{"neighbour-pair", "a > b"},
		{"neighbour-pair", "a + b != 5"},
	}
	grids := allGrids4()
	require.Len(t, grids, 288, "the 4x4 Sudoku grids")
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 40 {
		rule := rules[trial%len(rules)]
		holds := func(a, b int) bool {
			switch rule.expr {
			case "abs(a - b) > 1":
				return abs(a-b) > 1
			case "a < b":
				return a < b
			case "a + b != 5":
				return a+b != 5
			case "a > b":
				return a > b
			case "(a + b) % 2 == 1":
				return (a+b)%2 == 1
			}
			return a != b && max(a, b) > 2
		}
		// One or two random paths of two or three orthogonal steps.
		var items []string
		var paths [][]int
		for range 1 + rng.IntN(2) {
			path := randomPath(rng, 2+rng.IntN(2))
			if rule.form == "neighbour-pair" && rng.IntN(2) == 0 {
				path = randomStar(rng)
			}
			paths = append(paths, path)
			var cells []string
			for _, f := range path {
				cells = append(cells, fmt.Sprintf("r%dc%d", f/4+1, f%4+1))
			}
			items = append(items, "      - rule: ["+strings.Join(cells, ", ")+"]")
		}
		want := 0
		for _, g := range grids {
			ok := true
			for _, path := range paths {
				for i := range path {
					for j := range i {
						if (rule.form == "next-pair" && j != i-1) || !ok {
							continue
						}
						if rule.form == "neighbour-pair" && abs(path[i]/4-path[j]/4)+abs(path[i]%4-path[j]%4) != 1 {
							continue
						}
						ok = holds(g[path[j]], g[path[i]])
					}
				}
			}
			if ok {
				want++
			}
		}
		spec := "name: t\nextends: 4x4\nkinds:\n  rule:\n    doc: a test rule\n    " + rule.form + ": " + rule.expr +
			"\npuzzles:\n  - name: p\n    constraints:\n" + strings.Join(items, "\n") + "\n"
		sp, err := specs.Parse("t.yaml", []byte(spec))
		if want == 0 && err != nil {
			continue // a rule no two values keep is refused as it binds
		}
		require.NoError(t, err, spec)
		r := sp.Puzzles[0].Rules
		for _, opts := range []strategy.Options{{Limit: 1000}, {Limit: 1000, Search: strategy.SearchStrategies, Techniques: strategy.All()}} {
			e, err := strategy.NewEngine(r, opts)
			require.NoError(t, err)
			res := e.Solve(context.Background(), game.EmptyGrid(16))
			assert.Equal(t, want, res.Count, "trial %d: %s", trial, spec)
		}
	}
}

// solveChecked solves givens g by rules r with every technique, graded,
// checks each step against the puzzle's one solution and that it is
// found, and returns the result with its trace.
func solveChecked(t *testing.T, r *game.Rules, g, solution []int) strategy.Result {
	t.Helper()
	e, err := strategy.NewEngine(r, strategy.Options{Techniques: strategy.All(), Graded: true, Limit: 2, Trace: true,
		Observe: func(b *game.Board, m *game.Move, _ int) {
			for _, c := range m.Eliminate {
				require.NotEqual(t, solution[c.Field], c.Value, "%s takes out %s, the solution's", m.Strategy, r.Elimination(c))
			}
			for _, c := range m.Place {
				require.Equal(t, solution[c.Field], c.Value, "%s places %s", m.Strategy, r.Placement(c))
			}
		}})
	require.NoError(t, err)
	res := e.Solve(context.Background(), g)
	assert.Equal(t, strategy.Unique, res.Status)
	assert.Equal(t, solution, res.Solution)
	return res
}

// ruleSteps returns the reasons of the steps of the kinds named that a
// graded solve of givens g by rules r with the singles makes.
func ruleSteps(t *testing.T, r *game.Rules, g []int, kinds ...string) []string {
	t.Helper()
	// The rules' propagations run whatever the techniques; the singles
	// alone beside them leave the lines work to do.
	e, err := strategy.NewEngine(r, strategy.Options{Techniques: strategy.Default(), NoGuess: true, Graded: true, Trace: true})
	require.NoError(t, err)
	var out []string
	for _, st := range e.Solve(context.Background(), g).Trace {
		if slices.Contains(kinds, st.Strategy) {
			out = append(out, st.Reason)
		}
	}
	return out
}

// requireNoSolution requires that givens g have no solution by the
// rules of the first puzzle of spec.
func requireNoSolution(t *testing.T, spec string, g []int) {
	t.Helper()
	sp, err := specs.Parse("bad.yaml", []byte(spec))
	require.NoError(t, err)
	e, err := strategy.NewEngine(sp.Puzzles[0].Rules, strategy.Options{})
	require.NoError(t, err)
	assert.Equal(t, strategy.NoSolution, e.Solve(context.Background(), g).Status)
}

// randomPath returns a path of n fields of a 4x4 board, each an
// orthogonal step from the one before, none twice: a walk that finds no
// step left starts again.
func randomPath(rng *rand.Rand, n int) []int {
	for {
		f := rng.IntN(16)
		path := []int{f}
		for tries := 0; len(path) < n && tries < 20; tries++ {
			r, c := f/4, f%4
			next := [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}}[rng.IntN(4)]
			if next[0] < 0 || next[0] > 3 || next[1] < 0 || next[1] > 3 || slicesContains(path, next[0]*4+next[1]) {
				continue
			}
			f = next[0]*4 + next[1]
			path = append(path, f)
		}
		if len(path) == n {
			return path
		}
	}
}

// randomStar returns a field of a 4x4 board and two or more of its
// orthogonal neighbours, in a random order.
func randomStar(rng *rand.Rand) []int {
	for {
		f := rng.IntN(16)
		r, c := f/4, f%4
		star := []int{f}
		for _, n := range [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
			if n[0] >= 0 && n[0] < 4 && n[1] >= 0 && n[1] < 4 && rng.IntN(3) > 0 {
				star = append(star, n[0]*4+n[1])
			}
		}
		if len(star) >= 3 {
			rng.Shuffle(len(star), func(i, j int) { star[i], star[j] = star[j], star[i] })
			return star
		}
	}
}

// allGrids4 returns every 4x4 Sudoku grid, by numbers 1-4, row by row.
func allGrids4() [][16]int { return constrainttest.Grids4() }

func slicesContains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// TestReadmeExample: the guide's example (docs/constraints.md) of a spec that defines kinds
// reads, with its two kinds and their rules.
func TestReadmeExample(t *testing.T) {
	data, err := os.ReadFile("../docs/constraints.md")
	require.NoError(t, err)
	_, block, ok := strings.Cut(string(data), "```yaml\nname: spaced and rising lines\n")
	require.True(t, ok, "the guide's example of kinds")
	block, _, ok = strings.Cut(block, "```")
	require.True(t, ok)
	sp, err := specs.Parse("docs/constraints.md", []byte("name: spaced and rising lines\n"+block))
	require.NoError(t, err)
	assert.Len(t, sp.Kinds, 2)
	assert.Len(t, sp.Rules.Constraints, 2)

	_, block, ok = strings.Cut(string(data), "```yaml\nkinds:\n  tenline:\n")
	require.True(t, ok, "the guide's example of a machine")
	block, _, ok = strings.Cut(block, "```")
	require.True(t, ok)
	sp, err = specs.Parse("docs/constraints.md", []byte("extends: classic\nkinds:\n  tenline:\n"+block+"constraints:\n  - tenline: [r1c1, r1c2, r1c3]\n"))
	require.NoError(t, err)
	assert.Len(t, sp.Kinds, 1)

	_, block, ok = strings.Cut(string(data), "```yaml\nkinds:\n  oddcage:\n")
	require.True(t, ok, "the guide's example of a set rule")
	block, _, ok = strings.Cut(block, "```")
	require.True(t, ok)
	sp, err = specs.Parse("docs/constraints.md", []byte("extends: classic\nkinds:\n  oddcage:\n"+block))
	require.NoError(t, err)
	require.Len(t, sp.Rules.Constraints, 1)
	assert.Equal(t, "oddcage r5c5 r5c6 r6c5 (n = 2)", sp.Rules.Constraints[0].Name())

	_, block, ok = strings.Cut(string(data), "```yaml\nkinds:\n  rising:\n")
	require.True(t, ok, "the guide's example of composites")
	block, _, ok = strings.Cut(block, "```")
	require.True(t, ok)
	sp, err = specs.Parse("docs/constraints.md", []byte("extends: classic\nkinds:\n  rising:\n"+block))
	require.NoError(t, err)
	require.Len(t, sp.Rules.Constraints, 2)
	assert.Equal(t, "rowsums (sumline in each of the rows)", sp.Rules.Constraints[1].Name())
}

// TestPairTable: a pair rule's table over numbers, with its arguments;
// no table for a rule of another form.
func TestPairTable(t *testing.T) {
	d := kinddef.Def{Key: "apart", Args: []constraint.DefinedArg{{Name: "by"}}, NextPair: "abs(a - b) >= by"}
	allowed, ok, err := kinddef.PairTable(d, []int{1, 2, 3, 4}, []int{2})
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, [][]bool{{false, false, true, true}, {false, false, false, true}, {true, false, false, false}, {true, true, false, false}}, allowed)
	_, ok, err = kinddef.PairTable(kinddef.Def{Key: "sum", Cells: "set", Holds: "sum(values) == 10"}, []int{1, 2}, nil)
	assert.NoError(t, err)
	assert.False(t, ok)
}
