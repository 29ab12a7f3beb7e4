package sudokupad_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

const realFile = "../testdata/sudokupad/real.tsv"

// realPuzzle is a puzzle of realFile: one a setter drew in SudokuPad,
// where it was found, and the solution published beside it ("-" for
// none but the puzzle's own).
type realPuzzle struct {
	source, name, solution, link string
}

func readReal(t testing.TB) []realPuzzle {
	var out []realPuzzle
	for _, c := range readTable(t, realFile, 4) {
		out = append(out, realPuzzle{c[0], c[1], c[2], c[3]})
	}
	return out
}

// TestReal reads each puzzle of realFile and solves it: it must have
// exactly one solution, the one it gives. A puzzle this reader does not
// read is listed in unreadReal, and its error must name the drawing.
func TestReal(t *testing.T) {
	solved, total := 0, 0
	for _, r := range readReal(t) {
		total++
		t.Run(r.name, func(t *testing.T) {
			p, err := sudokupad.Read("real", r.link)
			if want, ok := unreadReal[r.name]; ok {
				require.Error(t, err, "listed as not read (%s), but it reads", want.why)
				assert.Contains(t, err.Error(), want.where)
				return
			}
			require.NoError(t, err)
			want := p.Solution
			if r.solution != "-" {
				published := make([]int, len(r.solution))
				for k := range len(r.solution) {
					published[k] = int(r.solution[k] - '1')
				}
				if want != nil {
					require.Equal(t, published, want, "the puzzle's own solution is not the one published beside it")
				}
				want = published
			}
			require.NotNil(t, want, "the puzzle gives no solution")
			require.Len(t, want, len(p.Givens))

			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			e, err := strategy.NewEngine(p.Rules, strategy.Options{Limit: 2})
			require.NoError(t, err)
			res := e.Solve(ctx, p.Givens)
			require.Equal(t, strategy.Unique, res.Status, "%d solutions", res.Count)
			for k, v := range want {
				if v != game.Empty {
					require.Equal(t, v, res.Solution[k], "cell %d", k)
				}
			}
			solved++
		})
	}
	t.Logf("%d of %d real puzzles read and solve to their solution; %d are listed as not read", solved, total, len(unreadReal))
	assert.Equal(t, total, solved+len(unreadReal), "every puzzle solves or is listed")
}

// unreadReal are the puzzles of realFile (by name) that this reader
// refuses: where, the drawing its error names first, and why. Most are
// drawn by hand in SudokuPad's editor on a board larger than the grid,
// whose lines draw the grid, its regions or overlapping grids, or carry
// rules that no rule kind of this library has.
var unreadReal = map[string]struct{ where, why string }{
	"How is Gattai pronounced in Japanese? Asking for a pun. by Philip Newman": {"lines[0]:", "overlapping 4x4 grids (gattai) drawn as black lines on a larger board"},
	"January 24, 2023: Teeny Tiny Thermos by clover!":                          {"lines[0]:", "overlapping 4x4 grids drawn as black lines; dotted lines of equal digits"},
	"Serial Killer Gattai by Bill Murphy":                                      {"lines[0]:", "overlapping 4x4 grids drawn as black lines on a larger board"},
	"Gattai Another Day by Philip Newman":                                      {"lines[0]:", "overlapping 4x4 grids drawn as black lines; blue lines of a rule of the text"},
	"1/27/23: I'm Your Little Samurai by clover!":                              {"lines[0]:", "five overlapping 4x4 grids (samurai) drawn as black lines"},
	"Diagonal Outside Sudoku by Bill Murphy":                                   {"lines[0]:", "clues outside the board pointed at by arrows drawn as short black polylines beside it"},
	"Feb. 23, 2023: Battleship Sums Sudoku by clover!":                         {"cells[0]:", "a 9x13 board: the ships are placed beside the grid; the reader reads square boards"},
	"March 19, 2023: Deficit Sudoku by clover!":                                {"lines[0]:", "a 7x7 grid whose regions are drawn as black lines, not listed as regions"},
	"March 31, 2023: Rossini by clover!":                                       {"lines[0]:", "Rossini arrows beside the board drawn as black polylines"},
	"April Fools, 2023: Emergency Sudoku by clover!":                           {"lines[0]:", "the grid and its boxes drawn as black lines; the rules are a riddle"},
	"April 10, 2023: Hashtag Sudoku by clover!":                                {"lines[0]:", "the grid drawn as black lines; blue diagonal lines of nine different digits"},
	"April 13, 2023: Position Sums by clover!":                                 {"lines[0]:", "a larger board whose margin is hidden by white lines; clues in it"},
	"Pointing Diagonal Sudoku by Bill Murphy":                                  {"lines[0]:", "clues outside the board pointed at by arrows drawn as short black polylines beside it"},
	"May 28, 2023: Diagonal Consecutive Sudoku by clover!":                     {"lines[0]:", "marks of diagonally consecutive pairs drawn as short black lines"},
	"June 10, 2023: Strange and Wiggly by clover!":                             {"lines[0]:", "a larger board whose margin is hidden by white lines; grey cells that block sight"},
	"June 13, 2023: Roll Sudoku by clover!":                                    {"cells[0]:", "a 12x9 board of two overlapping grids; the reader reads square boards"},
	"June 19, 2023: Sudokurve by clover!":                                      {"lines[0]:", "regions and curved lines drawn as white and black lines"},
	"June 25, 2023: Two Sudokus by clover!":                                    {"lines[0]:", "two overlapping 6x6 grids drawn as lines"},
	"Average Arrows Sudoku by Bill Murphy":                                     {"arrows[0]:", "the rules text makes the bulb the average of the arrow, not its sum"},
	"Count Different (Arrows) Sudoku by Bill Murphy":                           {"arrows[0]:", "the rules text makes the bulb count the different digits of the arrow"},
	"Point to Next Sudoku by Bill Murphy":                                      {"lines[0]:", "arrows in cells drawn as grey polylines, with a rule of their own"},
	"Search Nine Sudoku by Menderbug":                                          {"lines[0]:", "arrows in cells drawn as grey polylines, with a rule of their own"},
	"September 29, 2023: Pair Up Sudoku by clover!":                            {"lines[0]:", "arrows in cells drawn as grey polylines, with a rule of their own"},
	"October 5, 2023: Matryoshka Sudoku by clover!":                            {"cells[0]:", "a 19x7 board of overlapping grids; the reader reads square boards"},
	"Outside Palindrome Sudoku by Bill Murphy":                                 {"underlays[0]:", "clues outside the board written as text in underlays, of a rule of their own"},
	"Expanded Sudoku by Bill Murphy":                                           {"lines[0]:", "a larger board with blank rows and columns drawn as white and black lines"},
	"Descriptive Pairs Sudoku by Bill Murphy":                                  {"lines[0]:", "a larger board whose margin is hidden by white lines; clues in it"},
	"Parity Fish by Marty Sears":                                               {"metadata.bgimage:", "its red parity lines are in a background image, not in the puzzle's lists"},
}

// TestRealConventions checks the conventions the real puzzles showed:
// the metadata object of SudokuPad and Sudoku Maker, a background image,
// arrow bulbs of other greys, and arrows the rules text gives another
// meaning.
func TestRealConventions(t *testing.T) {
	const arrow = `"arrows":[{"wayPoints":[[0.78,0.78],[1.5,1.5],[2.5,2.5]],"color":"#aaaaaa","thickness":3,"headLength":0.3}],` +
		`"overlays":[{"center":[0.5,0.5],"width":0.82,"height":0.82,"rounded":true,"backgroundColor":"#FFFFFF","borderColor":"#555"}]`
	cells := `"cells":[` + strings.TrimSuffix(strings.Repeat(`[{},{},{},{}],`, 4), ",") + `]`
	tests := []conventionTest{
		{name: "metadata object", in: `{` + cells + `,"metadata":{"title":"Tiny","author":"Me","solution":"1234341221434321"}}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) {
				assert.Equal(t, "Tiny", p.Title)
				assert.Equal(t, "Me", p.Author)
				assert.Equal(t, []int{0, 1, 2, 3}, p.Solution[:4])
			}},
		{name: "background image", in: `{` + cells + `,"metadata":{"bgimage":"https://example.com/a.png"}}`, wantErr: "metadata.bgimage: the puzzle is drawn on a background image"},
		{name: "bulb of a darker grey", in: `{` + cells + `,` + arrow + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assert.Len(t, p.Rules.Constraints, 1) }},
		{name: "arrows of averages", in: `{` + cells + `,` + arrow + `,"cages":[{"value":"rules: A digit in a bulb is the average of the digits along its arrow."}]}`,
			wantErr: "arrows[0]: no rule reads this arrow"},
	}
	runConventions(t, tests)
}

// A conventionTest reads a puzzle drawn one way: it reads, and check
// looks at what it read, or it is an error that says wantErr.
type conventionTest struct {
	name, in, wantErr string
	check             func(t *testing.T, p *sudokupad.Puzzle)
}

// runConventions runs each of tests as a subtest.
func runConventions(t *testing.T, tests []conventionTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := sudokupad.Read("conv", tt.in)
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			tt.check(t, p)
		})
	}
}
