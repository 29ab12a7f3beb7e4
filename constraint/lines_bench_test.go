package constraint_test

import (
	"context"
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// The line clues on a 9x9 grid with a clue on every row and column, seen
// from the top and the left: their propagation at the start of a puzzle
// of a fifth of the grid's values (per constraint), and a whole solve.

// benchLines is the grid of the benchmarks.
const benchLines = `
	812753649
	943682175
	675491283
	154237896
	369845721
	287169534
	521974368
	438526917
	796318452`

var benchKinds = []struct {
	name string
	clue func(clue game.Pos, line []int) game.Constraint
}{
	{"sandwich", func(clue game.Pos, line []int) game.Constraint { return constraint.NewSandwich(clue, sandwichOf(line)) }},
	{"xsum", func(clue game.Pos, line []int) game.Constraint {
		sum := 0
		for _, x := range line[:line[0]] {
			sum += x
		}
		return constraint.NewXSum(clue, sum)
	}},
	{"skyscraper", func(clue game.Pos, line []int) game.Constraint { return constraint.NewSkyscraper(clue, seenOf(line)) }},
}

// benchRules returns the rules with a clue of kind on every row and
// column, the grid and givens of a fifth of it.
func benchRules(b *testing.B, clue func(game.Pos, []int) game.Constraint) (*game.Rules, []int) {
	sp, err := specs.Builtin("classic")
	if err != nil {
		b.Fatal(err)
	}
	br := sp.Rules
	grid := empty(br)
	for i, row := range strings.Fields(benchLines) {
		for j, ch := range row {
			grid[i*9+j], _ = br.Values.Index(string(ch))
		}
	}
	var cs []game.Constraint
	for i := range 9 {
		for _, p := range []game.Pos{{Row: -1, Col: i}, {Row: i, Col: -1}} {
			cs = append(cs, clue(p, lineOf(br, grid, p)))
		}
	}
	r, err := game.NewRules("bench", 9, 9, nil, br.Values, br.GroupSpecs(), cs...)
	if err != nil {
		b.Fatal(err)
	}
	if err := r.CheckSolution(grid, nil); err != nil {
		b.Fatal(err)
	}
	givens := empty(r)
	for f := 0; f < len(grid); f += 5 {
		givens[f] = grid[f]
	}
	return r, givens
}

func BenchmarkLinePropagate(b *testing.B) {
	for _, k := range benchKinds {
		b.Run(k.name, func(b *testing.B) {
			r, givens := benchRules(b, k.clue)
			board := game.NewBoard(r)
			board.Load(givens)
			var found game.Found
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				found.Reset()
				r.Constraints[i%len(r.Constraints)].(game.Propagator).Propagate(board, &found)
			}
		})
	}
}

func BenchmarkLineSolve(b *testing.B) {
	for _, k := range benchKinds {
		b.Run(k.name, func(b *testing.B) {
			r, givens := benchRules(b, k.clue)
			e, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for range b.N {
				if res := e.Solve(context.Background(), givens); res.Count == 0 {
					b.Fatal("no solution")
				}
			}
		})
	}
}
