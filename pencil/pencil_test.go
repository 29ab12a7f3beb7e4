package pencil

import (
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func rulesOf(t testing.TB, spec string) *game.Rules {
	t.Helper()
	sp, err := specs.Lookup(spec)
	require.NoError(t, err)
	return sp.Rules
}

// stalled returns the board the singles leave on a puzzle: a position with
// placed values and candidates.
func stalled(t testing.TB, r *game.Rules, line string) *game.Board {
	t.Helper()
	ps, err := puzzle.ParseString(r, "test", line)
	require.NoError(t, err)
	e, err := strategy.NewEngine(r, strategy.Options{NoGuess: true})
	require.NoError(t, err)
	res := e.Solve(context.Background(), ps[0].Givens)
	require.Equal(t, strategy.Stalled, res.Status)
	return res.Board.Clone()
}

// loaded returns the board of a spec's default puzzle with its givens
// placed.
func loaded(t testing.TB, spec string) *game.Board {
	t.Helper()
	sp, err := specs.Lookup(spec)
	require.NoError(t, err)
	ps, err := puzzle.ParseString(sp.Rules, "test", sp.Puzzles[0].Givens)
	require.NoError(t, err)
	b := game.NewBoard(sp.Rules)
	require.Equal(t, -1, b.Load(ps[0].Givens))
	return b
}

// positions are boards of several kinds, mid-solve.
func positions(t testing.TB) map[string]*game.Board {
	return map[string]*game.Board{
		"classic": stalled(t, rulesOf(t, "classic"), "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"),
		"16x16":   loaded(t, "16x16"),
		"words":   loaded(t, "colors"),
		"samurai": loaded(t, "samurai"),
	}
}

// TestRoundTrip: a position written in the compact form, and as a
// candidate line, reads back as the same candidates, and builds the same
// board.
func TestRoundTrip(t *testing.T) {
	for name, b := range positions(t) {
		t.Run(name, func(t *testing.T) {
			r := b.Rules()
			want := Cands(b)
			texts := map[string]string{"compact": Compact(r, want)}
			if line := Line(r, want); line != "" {
				texts["line"] = line + "\n"
			}
			for form, text := range texts {
				ps, err := Parse(r, form, []byte(text))
				require.NoError(t, err, "%s:\n%s", form, text)
				require.Len(t, ps, 1, form)
				assert.Equal(t, want, ps[0].Cands, form)
				// The board places the fields of one candidate, so it
				// may rule out more; it never brings a value back.
				nb, err := ps[0].Board(r)
				require.NoError(t, err)
				for f, c := range Cands(nb) {
					assert.Zero(t, c&^want[f], "%s: %s", form, r.FieldName(f))
				}
			}
		})
	}
}

// TestGolden draws positions in every form and compares them with
// testdata/<name>.<form>; go test ./pencil -update rewrites them.
func TestGolden(t *testing.T) {
	for name, b := range positions(t) {
		r := b.Rules()
		placed := make([]bool, r.NumFields())
		for f := range placed {
			placed[f] = b.Value(f) != game.Empty
		}
		forms := map[string]string{"grid": Grid(r, Cands(b), placed), "compact": Compact(r, Cands(b)), "line": Line(r, Cands(b)) + "\n"}
		for form, got := range forms {
			path := filepath.Join("testdata", name+"."+form)
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./pencil -update creates it")
			assert.Equal(t, string(want), got, "%s: if the change is meant, go test ./pencil -update and read the diff", path)
		}
	}
}

// A grid as HoDoKu prints it, with its borders, reads as its candidates.
const hodoku = `
.----------------------.----------------------.----------------------.
| 4      1679   12679  | 139    2369   269    | 8      1239   5      |
| 26789  3      1256789| 14589  24569  245689 | 12679  1249   124679 |
| 2689   15689  125689 | 7      234569 245689 | 12369  12349  123469 |
:----------------------+----------------------+----------------------:
| 3789   2      15789  | 3459   34579  4579   | 13579  6      13789  |
| 3679   15679  15679  | 359    8      25679  | 4      12359  12379  |
| 36789  4      56789  | 359    1      25679  | 23579  23589  23789  |
:----------------------+----------------------+----------------------:
| 289    89     289    | 6      459    3      | 1259   7      12489  |
| 5      6789   3      | 2      479    1      | 69     489    4689   |
| 2679   1679   2679   | 489    4579   45789  | 23569  23589  23689  |
'----------------------'----------------------'----------------------'
`

func TestHoDoKuGrid(t *testing.T) {
	r := rulesOf(t, "classic")
	ps, err := Parse(r, "hodoku.txt", []byte(hodoku))
	require.NoError(t, err)
	require.Len(t, ps, 1)
	p := ps[0]
	assert.Equal(t, "1 6 7 9", p.Cands[1].Format(r.Values))
	assert.Equal(t, "4", p.Cands[0].Format(r.Values))
	assert.Equal(t, game.Position{File: "hodoku.txt", Line: 3, Col: 3}, p.Pos)
	b, err := p.Board(r)
	require.NoError(t, err)
	assert.Equal(t, 3, b.Value(0), "r1c1 holds 4 (index 3)")
}

// TestPlainPuzzles: puzzle files read as positions with every candidate
// in the empty fields.
func TestPlainPuzzles(t *testing.T) {
	r := rulesOf(t, "4x4")
	ps, err := Parse(r, "p.txt", []byte("1..4.4..2..3..1.\n....\n.2..\n..3.\n...4\n"))
	require.NoError(t, err)
	require.Len(t, ps, 2)
	assert.Equal(t, r.Values.All(), ps[0].Cands[1])
	assert.Equal(t, game.Bit(0), ps[0].Cands[0])
	assert.Equal(t, game.Position{File: "p.txt", Line: 2, Col: 1}, ps[1].Pos)
}

// TestErrors: every bad position says where and what.
func TestErrors(t *testing.T) {
	r := rulesOf(t, "4x4")
	tests := []struct {
		name, text, want string
	}{
		{"unknown value", "12 34 5 1\n1 1 1 1\n1 1 1 1\n1 1 1 1\n", "bad.txt:1:7: r1c3: unknown value \"5\" among its candidates"},
		{"too few words", "12 34 1 1\n1 1 1 1\n1 1 1 1\n1 1 1\n", "bad.txt:4:5: a pencil-mark grid needs one word of candidates per field, 16, and this one has 15"},
		{"candidate line", strings.Repeat("1234", 15) + "12.5\n", "bad.txt:1:64: r4c4: \"5\" stands where value 4 or '.' belongs"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(r, "bad.txt", []byte(tt.text))
			require.Error(t, err)
			var ge *game.Error
			require.True(t, errors.As(err, &ge), "%T", err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestErrorsBounded: a file of thousands of bad positions, in each
// form, gets at most game.MaxErrors errors and a count of the rest.
func TestErrorsBounded(t *testing.T) {
	r4 := rulesOf(t, "4x4")
	tests := []struct {
		name string
		r    *game.Rules
		text string
	}{
		{"candidate lines", r4, strings.Repeat(strings.Repeat("1234", 15)+"12.5\n", 5000)},
		{"grids", r4, strings.Repeat("5 1 1 1\n1 1 1 1\n1 1 1 1\n1 1 1 1\n\n", 5000)},
		{"library lines", rulesOf(t, "classic"), strings.Repeat(":0000:x:4..x:::\n", 5000)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.r, "bad.txt", []byte(tt.text))
			require.Error(t, err)
			assert.Less(t, len(err.Error()), 64<<10, "the errors in all")
			list := game.SplitErrors(err)
			require.Equal(t, game.MaxErrors+1, len(list), "errors")
			assert.EqualError(t, list[game.MaxErrors], "bad.txt: and 4900 more errors")
		})
	}
}

// TestBoardErrors: a position that cannot be a board says which field.
func TestBoardErrors(t *testing.T) {
	r := rulesOf(t, "4x4")
	tests := []struct {
		name, text, want string
	}{
		{"clash", "1 1 34 34\n34 34 12 12\n. . . .\n. . . .\n", "bad.txt:1:3: r1c2: r1c1 and r1c2 both hold 1 in row 1"},
		{"no candidate left", "1 2 3 12\n. . . .\n. . . .\n. . . .\n", "bad.txt:1:7: r1c4: no candidate left: 1 2 are all placed in its groups"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps, err := Parse(r, "bad.txt", []byte(tt.text))
			require.NoError(t, err)
			_, err = ps[0].Board(r)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// HoDoKu's library format reads as the position it writes: values
// placed, empty fields with what their peers' values and the deleted
// candidates leave; Library writes it back.
func TestLibrary(t *testing.T) {
	r := rulesOf(t, "classic")
	base := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	line := ":0000:x:" + base[:73] + "+6" + base[74:] + ":612 712::"
	ps, err := Parse(r, "lib.txt", []byte("\n"+line+"\n"))
	require.NoError(t, err)
	require.Len(t, ps, 1)
	p := ps[0]
	assert.Equal(t, game.Position{File: "lib.txt", Line: 2, Col: 1}, p.Pos)
	assert.Equal(t, "4", p.Cands[0].Format(r.Values))
	assert.Equal(t, "6", p.Cands[73].Format(r.Values), "r9c2, placed since")
	assert.Equal(t, "1 9", p.Cands[1].Format(r.Values), "r1c2: 2 3 4 5 6 8 in its peers, 6 and 7 deleted")
	back, err := Library(r, p.Cands, nil)
	require.NoError(t, err)
	assert.Contains(t, back, ":712::", "6 is ruled out by r9c2 already")
	again, err := Parse(r, "back.txt", []byte(back))
	require.NoError(t, err)
	assert.Equal(t, p.Cands, again[0].Cands)
	_, err = Library(rulesOf(t, "4x4"), make([]game.ValueSet, 16), nil)
	assert.ErrorContains(t, err, "classic 9x9")
	for _, tc := range []struct{ line, want string }{
		{":0000:x:4..x:::", `lib.txt:1:12: "x": a field is a digit`},
		{":0000:x:4....:::", "lib.txt:1:9: 5 fields: the grid of a library line has 81"},
		{":0000:x:" + strings.Repeat(".", 81) + ":12::", `lib.txt:1:91: "12": a deleted candidate is its digit, row and column`},
		{":0000:x:" + strings.Repeat(".", 81) + ":" + strings.Repeat("5", 3000) + "::", `lib.txt:1:91: "` + strings.Repeat("5", game.ExcerptLen) + `"...: a deleted candidate`},
		{":0000:x:4" + strings.Repeat(".", 80) + ":411::", "lib.txt:1:91: 411 deletes 4 from r1c1, which holds a value"},
		{":0000:x:+4" + strings.Repeat(".", 80) + ":511::", "lib.txt:1:92: 511 deletes 5 from r1c1, which holds a value"},
		{":0000:x:" + strings.Repeat(".", 81) + ":111 211 311 411 511 611 711 811 911::", "lib.txt:1:123: 911 deletes 9 from r1c1, its last candidate: the field would have none"},
		{":0000:x:.23456789" + strings.Repeat(".", 72) + ":111::", "lib.txt:1:91: 111 deletes 1 from r1c1, its last candidate: the field would have none"},
	} {
		_, err := Parse(r, "lib.txt", []byte(tc.line))
		assert.ErrorContains(t, err, tc.want, tc.line)
	}
}
