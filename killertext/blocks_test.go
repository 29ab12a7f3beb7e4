package killertext_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/killertext"
	"github.com/sudoku-rules/sudoku/strategy"
)

// unique checks that p's cages cover the board with 405 and leave it one
// solution.
func unique(t *testing.T, p *puzzle.Puzzle) {
	t.Helper()
	total, covered := 0, 0
	for _, c := range p.Rules.Constraints {
		n, err := strconv.Atoi(c.(game.Labeler).Label())
		require.NoError(t, err)
		total += n
		covered += len(c.Cells())
	}
	assert.Equal(t, 405, total)
	assert.Equal(t, 81, covered)
	e, err := strategy.NewEngine(p.Rules, strategy.Options{Limit: 2})
	require.NoError(t, err)
	res := e.Solve(context.Background(), p.Givens)
	require.Equal(t, strategy.Unique, res.Status)
	require.NoError(t, p.Rules.CheckSolution(res.Solution, p.Givens))
}

// A killer drawn with arrows, as posted on a forum, reads as cages that
// cover the board and leave one solution.
func TestReadArrows(t *testing.T) {
	data, err := os.ReadFile("testdata/bullseye3.txt")
	require.NoError(t, err)
	require.True(t, killertext.LooksText(string(data)))
	ps, errs := killertext.ReadText("bullseye3.txt", string(data))
	require.Empty(t, errs)
	require.Len(t, ps, 1)
	assert.Equal(t, game.Position{File: "bullseye3.txt", Line: 5, Col: 1}, ps[0].Pos)
	assert.Len(t, ps[0].Rules.Constraints, 26)
	unique(t, ps[0])
}

// drawArrows draws p's cages with arrows: each cage's total in its first
// cell, every other cell pointing to a neighbour nearer to it.
func drawArrows(t *testing.T, p *puzzle.Puzzle) string {
	t.Helper()
	grid := make([]string, 81)
	for _, c := range p.Rules.Constraints {
		cells := c.Cells()
		grid[cells[0].Row*9+cells[0].Col] = c.(game.Labeler).Label()
		// Breadth first from the first cell.
		done := map[game.Pos]bool{cells[0]: true}
		queue := []game.Pos{cells[0]}
		for len(queue) > 0 {
			at := queue[0]
			queue = queue[1:]
			for _, q := range cells {
				if done[q] || !constraint.Orthogonal(at, q) {
					continue
				}
				done[q] = true
				queue = append(queue, q)
				switch {
				case q.Row < at.Row:
					grid[q.Row*9+q.Col] = "v"
				case q.Row > at.Row:
					grid[q.Row*9+q.Col] = "^"
				case q.Col < at.Col:
					grid[q.Row*9+q.Col] = ">"
				default:
					grid[q.Row*9+q.Col] = "<"
				}
			}
		}
		require.Len(t, done, len(cells), "the cage of %s holds together", cells[0])
	}
	var sb strings.Builder
	for r := range 9 {
		if r == 3 || r == 6 {
			sb.WriteString("-------+-------+-------\n")
		}
		for c := range 9 {
			if c == 3 || c == 6 {
				sb.WriteString("|")
			}
			sb.WriteString(" " + grid[r*9+c])
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// drawMap writes p's cages as a cage map with its totals, after a line
// "Killer" and its givens.
func drawMap(p *puzzle.Puzzle) string {
	letters := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	grid := make([]byte, 81)
	var sums []string
	for i, c := range p.Rules.Constraints {
		for _, q := range c.Cells() {
			grid[q.Row*9+q.Col] = letters[i]
		}
		sums = append(sums, string(letters[i])+c.(game.Labeler).Label())
	}
	var sb strings.Builder
	sb.WriteString("Killer\n")
	for range 9 {
		sb.WriteString(".........\n")
	}
	for r := range 9 {
		sb.WriteString(string(grid[r*9:r*9+9]) + "\n")
	}
	sb.WriteString(strings.Join(sums, ",") + ",\n")
	return sb.String()
}

// The same killer in every form reads to the same rules: the cage map of
// numbers, drawn with arrows, as a map of letters with totals, and in
// SumoCue's form.
func TestFormsAgree(t *testing.T) {
	want, err := killertext.Read("yak94.txt", 3, yak94(t))
	require.NoError(t, err)
	sumo := killertext.SumoCuePrefix
	heads := map[game.Pos]int{}
	for _, c := range want.Rules.Constraints {
		first := c.Cells()[0]
		for _, q := range c.Cells() {
			heads[q] = first.Row*9 + first.Col
		}
	}
	for i := range 81 {
		p := game.Pos{Row: i / 9, Col: i % 9}
		if heads[p] == i {
			for _, c := range want.Rules.Constraints {
				if c.Cells()[0] == p {
					sumo += "=" + c.(game.Labeler).Label()
				}
			}
		} else {
			sumo += "+" + strconv.Itoa(heads[p])
		}
	}
	for name, text := range map[string]string{
		"arrows":  "# drawn\n\n" + drawArrows(t, want),
		"map":     drawMap(want),
		"sumocue": sumo,
	} {
		t.Run(name, func(t *testing.T) {
			require.True(t, killertext.LooksText(text), text)
			ps, errs := killertext.ReadText(name, text)
			require.Empty(t, errs, text)
			require.Len(t, ps, 1)
			require.NoError(t, constraint.SameRules(want.Rules, ps[0].Rules), text)
			assert.Equal(t, want.Givens, ps[0].Givens)
		})
	}
}

// SumoCue's form of a jigsaw with givens, and of a killer with diagonals;
// the cage map of numbers with diagonals.
func TestSumoCueAndDiagonals(t *testing.T) {
	// Givens and jigsaw regions, as a course's test files hold them.
	jig := "SumoCueV1=0J0=8J0=0J0=0J1=0J2=0J2=0J2=5J2=0J2=8J3=0J0=0J1=0J1=0J2=7J2=0J4=0J4=5J4=0J3=0J0=0J1=0J1=9J2=0J2=0J5=0J6=0J4=0J3=7J0=0J1=1J1=6J5=9J5=0J5=0J6=0J4=0J3=0J0=4J1=3J1=0J5=1J7=8J7=0J6=0J4=0J3=0J0=0J5=8J5=7J5=6J7=0J7=3J6=0J4=0J3=0J0=0J5=0J8=5J8=0J7=0J7=0J6=0J4=3J3=0J3=0J3=6J8=0J8=0J7=0J7=0J6=2J4=0J8=9J8=0J8=0J8=0J8=0J7=0J6=8J6=0J6"
	p, err := killertext.ReadLine("j", 1, jig)
	require.NoError(t, err)
	assert.Empty(t, p.Rules.Constraints)
	assert.Equal(t, 7, p.Givens[1], "r1c2 holds 8")
	regions := 0
	for _, g := range p.Rules.Groups {
		if g.Kind == game.GroupRegion {
			regions++
		}
	}
	assert.Equal(t, 9, regions)
	e, err := strategy.NewEngine(p.Rules, strategy.Options{Limit: 2})
	require.NoError(t, err)
	assert.Equal(t, strategy.Unique, e.Solve(context.Background(), p.Givens).Status)

	d, err := killertext.Read("d", 1, strings.Replace(yak94(t), killertext.Prefix, killertext.DiagonalPrefix, 1))
	require.NoError(t, err)
	diagonals := 0
	for _, g := range d.Rules.Groups {
		if g.Kind == game.GroupDiagonal {
			diagonals++
		}
	}
	assert.Equal(t, 2, diagonals)
}

// Each problem of the forms of several lines, and of SumoCue's, is
// reported at its line and column with what to do.
func TestBlockErrors(t *testing.T) {
	data, err := os.ReadFile("testdata/bullseye3.txt")
	require.NoError(t, err)
	arrows := string(data)
	for _, tc := range []struct{ name, text, want string }{
		{"arrow off the board", strings.Replace(arrows, " v < 16|", " < < 16|", 1), "f:5:2: the arrow of r1c1 leads off the board or round in a circle, to no total"},
		{"arrows in a circle", strings.Replace(strings.Replace(arrows, " v < 16|", " v < 16|", 1), "17 > > |22", " ^ > > |22", 1), "the arrow of r1c1 leads off the board or round in a circle"},
		{"short row", strings.Replace(arrows, "10 ^ > | 6 ^ 21| < ^13", "10 ^ > | 6 ^ 21| < ^", 1), "f:7:1: 8 cells: a row has nine, each a total or an arrow"},
		{"a stray mark", strings.Replace(arrows, "11 < <", "11 < x", 1), `f:10:6: "x": a line of a killer drawn with arrows holds totals`},
		{"a total no cage makes", strings.Replace(arrows, "11 < <", "99 < <", 1), "f:10:1: the cage of r5c1 (from r5c1) adds up to 99: 3 different values from 1 to 9 add up to 6 to 24"},
		{"map cage without a total", "abcdefghi\n" + strings.Repeat("abcdefghi\n", 8) + "a45,b45,c45,d45,e45,f45,g45,h45\n", "f:10:32: cage i (from r1c9) has no total: give it one among the totals, as i20"},
		{"map total no cage makes", "abcdefghi\n" + strings.Repeat("abcdefghi\n", 8) + "a99,b45,c45,d45,e45,f45,g45,h45,i45\n", "f:10:1: cage a (from r1c1) adds up to 99"},
		{"map total for no cage", "abcdefghi\n" + strings.Repeat("abcdefghi\n", 8) + "a45,z3\n", "f:10:5: a total for cage z, which the map does not draw"},
		{"map row not letters", "abcdefghi\n" + strings.Repeat("abcdefghi\n", 7) + "abcd5fghi\na45\n", "f:9:1: a row of a cage map is nine letters"},
		{"a long map row is cut", "abcdefghi\n" + strings.Repeat("abcdefghi\n", 7) + strings.Repeat("x", 3000) + "\na45\n", "f:9:1: a row of a cage map is nine letters, one per cage, not \"" + strings.Repeat("x", game.ExcerptLen) + "\"...\n"},
		{"map with eight rows", strings.Repeat("abcdefghi\n", 8) + "a45\n", "f:1:1: 8 rows before the totals"},
		{"sumocue: +n names no cage", "SumoCueV1=10+1" + strings.Repeat("=5", 79), "f:1:13: cell 2 is +1, but cell 1 (r1c2) starts no cage"},
		{"sumocue: a stray mark", "SumoCueV1=10x", "f:1:13: \"x\": each cell is =n"},
		{"sumocue: few cells", "SumoCueV1=1=2", "f:1:1: 2 cells after SumoCueV1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := killertext.ReadText("f", tc.text)
			require.NotEmpty(t, errs)
			assert.Contains(t, errs[0].Error(), tc.want)
		})
	}
}

// A line of 900,000 totals (3.6 MB) gets at most game.MaxErrors errors
// and a count of the rest, at the line.
func TestErrorsBounded(t *testing.T) {
	cageMap := strings.Repeat("abcdefghi\n", 9)
	tests := []struct {
		name, text string
		n          int    // problems in all
		more       string // where the count of those left out stands
	}{
		{"a second total 2,000 times", cageMap + strings.Repeat("a20,", 2000) + "b1,c1,d1,e1,f1,g1,h1,i1\n", 1999, "f:10:1"},
		{"900,000 totals", cageMap + strings.Repeat("a20,", 900000) + "b1,c1,d1,e1,f1,g1,h1,i1\n", 899999, "f:10:1"},
		{"totals for no cage", cageMap + "a1,b1,c1,d1,e1,f1,g1,h1,i1," + strings.Repeat("z3, ", 5000) + "\n", 5000, "f:10:1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := killertext.ReadText("f", tt.text)
			require.Len(t, errs, 1, "one puzzle")
			err := errs[0]
			assert.Less(t, len(err.Error()), 64<<10, "the errors in all")
			list := game.SplitErrors(err)
			require.Equal(t, game.MaxErrors+1, len(list), "errors")
			var more *game.MoreErrors
			require.ErrorAs(t, list[game.MaxErrors], &more)
			assert.Equal(t, fmt.Sprintf("%s: and %d more errors", tt.more, tt.n-game.MaxErrors), more.Error())
		})
	}
}
