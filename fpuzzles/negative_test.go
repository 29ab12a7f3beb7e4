package fpuzzles_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// A negative rule with no marks at all is a rule of its own: no two
// neighbours add up to 5 or 10 (xv), or are consecutive or one twice
// the other (kropki). Each puzzle below has one solution under that rule
// and many without it.
var negatives = []struct {
	name     string
	spec     string // the rule as a spec's item
	fpuzzles string // the rule as f-puzzles keys
	side     int
	givens   string
	solution string
	forbids  func(a, b int) bool // what two neighbours may not hold
}{
	{
		name: "xv", spec: "xv: {negative: true}", fpuzzles: `"negative": ["xv"]`, side: 4,
		givens: "1.............3.", solution: "1243342143122134",
		forbids: func(a, b int) bool { return a+b == 5 || a+b == 10 },
	},
	{
		name: "kropki", spec: "kropki: {negative: true}", fpuzzles: `"negative": ["difference", "ratio"]`, side: 9,
		givens:   ".....7............................2.................8.........5...3..............",
		solution: "138257496752694138496831752964183527381725964527469381273946815815372649649518273",
		forbids:  func(a, b int) bool { return a-b == 1 || b-a == 1 || a == 2*b || b == 2*a },
	},
}

// TestNegativeRuleForms: the rule reads from a spec, as xv: {negative:
// true} and as the empty lists the writers used to need, and from
// f-puzzles; it is written to f-puzzles, to a SudokuPad link and to a
// spec, and read back. In every form the puzzle has its one solution,
// which keeps every group and constraint and the rule as the test
// states it: were the rule dropped, the puzzle would have many.
func TestNegativeRuleForms(t *testing.T) {
	for _, n := range negatives {
		t.Run(n.name, func(t *testing.T) {
			base := "4x4"
			if n.side == 9 {
				base = "classic"
			}
			fromSpec := func(t *testing.T, item string) (*game.Rules, []int) {
				sp, err := specs.Parse("n.yaml", []byte("extends: "+base+"\nconstraints:\n  - "+item+"\n"))
				require.NoError(t, err)
				ps, err := puzzle.ParseString(sp.Rules, "givens", n.givens)
				require.NoError(t, err)
				return sp.Rules, ps[0].Givens
			}
			fromFPuzzles := func(t *testing.T, text string) (*game.Rules, []int) {
				p, err := fpuzzles.Read("n.json", text)
				require.NoError(t, err)
				return p.Rules, p.Givens
			}
			rules, givens := fromSpec(t, n.spec)
			fp, err := fpuzzles.Write(&puzzle.Puzzle{Givens: givens, Rules: rules}, rules, nil)
			require.NoError(t, err)
			written, err := specs.Write("n", []specs.WritePuzzle{{Name: "n", Rules: rules, Givens: givens}})
			require.NoError(t, err)
			forms := []struct {
				name string
				read func(t *testing.T) (*game.Rules, []int)
			}{
				{"spec", func(t *testing.T) (*game.Rules, []int) { return rules, givens }},
				{"spec with empty lists", func(t *testing.T) (*game.Rules, []int) {
					keys := map[string]string{"xv": "xv: {x: [], v: [], negative: true}", "kropki": "kropki: {white: [], black: [], negative: true}"}
					return fromSpec(t, keys[n.name])
				}},
				{"f-puzzles", func(t *testing.T) (*game.Rules, []int) {
					return fromFPuzzles(t, fpuzzlesText(n.side, n.givens, n.fpuzzles))
				}},
				{"f-puzzles written", func(t *testing.T) (*game.Rules, []int) { return fromFPuzzles(t, string(fp)) }},
				{"SudokuPad link", func(t *testing.T) (*game.Rules, []int) {
					return fromFPuzzles(t, fpuzzles.Link(fpuzzles.SudokuPadPrefix, fp))
				}},
				{"spec written", func(t *testing.T) (*game.Rules, []int) {
					sp, err := specs.Parse("written.yaml", written)
					require.NoError(t, err, "%s", written)
					require.Len(t, sp.Puzzles, 1)
					ps, err := puzzle.ParseString(sp.Puzzles[0].Rules, "givens", sp.Puzzles[0].Givens)
					require.NoError(t, err)
					return sp.Puzzles[0].Rules, ps[0].Givens
				}},
			}
			for _, f := range forms {
				t.Run(f.name, func(t *testing.T) {
					r, g := f.read(t)
					require.Len(t, r.Constraints, 1, "the negative rule, and nothing else")
					e, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
					require.NoError(t, err)
					res := e.Solve(context.Background(), g)
					require.Equal(t, strategy.Unique, res.Status)
					require.NoError(t, r.CheckSolution(res.Solution, g), "every group and constraint")
					got := puzzle.Line(r, res.Solution)
					assert.Equal(t, n.solution, got)
					for i := range len(got) {
						row, col := i/n.side, i%n.side
						if col+1 < n.side {
							assert.False(t, n.forbids(int(got[i]-'0'), int(got[i+1]-'0')), "r%dc%d and its right neighbour", row+1, col+1)
						}
						if row+1 < n.side {
							assert.False(t, n.forbids(int(got[i]-'0'), int(got[i+n.side]-'0')), "r%dc%d and the one below", row+1, col+1)
						}
					}
				})
			}
			// Without the rule, the puzzle has many solutions.
			plain, err := specs.Parse("plain.yaml", []byte("extends: "+base+"\n"))
			require.NoError(t, err)
			e, err := strategy.NewEngine(plain.Rules, strategy.Options{Limit: 2})
			require.NoError(t, err)
			assert.Equal(t, strategy.Multiple, e.Solve(context.Background(), givens).Status)
		})
	}
}

// fpuzzlesText returns an f-puzzles puzzle of a side with givens (one
// digit or '.' a cell) and more keys.
func fpuzzlesText(side int, givens, keys string) string {
	var rows []string
	for r := range side {
		var cells []string
		for c := range side {
			if ch := givens[r*side+c]; ch != '.' {
				cells = append(cells, fmt.Sprintf(`{"value": %c, "given": true}`, ch))
			} else {
				cells = append(cells, "{}")
			}
		}
		rows = append(rows, "["+strings.Join(cells, ", ")+"]")
	}
	return fmt.Sprintf(`{"size": %d, "grid": [%s], %s}`, side, strings.Join(rows, ", "), keys)
}
