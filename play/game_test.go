package play

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/internal/rulesources"
	"github.com/sudoku-rules/sudoku/specs"
)

// four starts a game of a 4x4 puzzle whose solution is
// 1234 / 3421 / 2143 / 4312.
func four(t *testing.T) *Game {
	t.Helper()
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	ps, err := puzzle.ParseString(sp.Rules, "t", "1..4.4..2..3..1.")
	require.NoError(t, err)
	g, err := New(sp.Rules, ps[0].Givens)
	require.NoError(t, err)
	return g
}

// exec runs commands and returns the last reply; every command must be
// good.
func exec(t *testing.T, g *Game, lines ...string) Reply {
	t.Helper()
	var r Reply
	for _, l := range lines {
		var err error
		r, err = g.Exec(context.Background(), l)
		require.NoError(t, err, l)
	}
	return r
}

func line(g *Game) string { return puzzle.Line(g.rules, g.board.Grid()) }

func TestEntriesUndoRedo(t *testing.T) {
	g := four(t)
	exec(t, g, "r1c2=2", "r1c3=3")
	assert.Equal(t, "1234.4..2..3..1.", line(g))
	exec(t, g, "undo")
	assert.Equal(t, "12.4.4..2..3..1.", line(g))
	exec(t, g, "redo")
	assert.Equal(t, "1234.4..2..3..1.", line(g))
	exec(t, g, "r1c2=.")
	assert.Equal(t, "1.34.4..2..3..1.", line(g), "clearing keeps the rest")
	exec(t, g, "undo")
	assert.Equal(t, "1234.4..2..3..1.", line(g))
	exec(t, g, "r4c1-3")
	assert.False(t, g.board.Candidates(12).Has(2), "r4c1 lost 3")
	_, err := g.Exec(context.Background(), "redo")
	assert.EqualError(t, err, "nothing to redo")
}

// Bad commands say why, and change nothing.
func TestBadCommands(t *testing.T) {
	g := four(t)
	exec(t, g, "r1c2=2")
	before := line(g)
	for cmd, want := range map[string]string{
		"r1c1=2":   "r1c1 is a given (1): it cannot change",
		"r1c2=3":   "r1c2 holds 2 already: clear it first (r1c2=.)",
		"r1c3=2":   "r1c3 cannot hold 2: r1c2 holds it, and they share a group",
		"r1c3=9":   `"9" is no value: the values are 1 2 3 4`,
		"r5c5=1":   "r5c5 is not a field of this board",
		"r2c3-9":   `"9" is no value`,
		"hint 7":   `hint "7": say hint, hint 2 or hint 3`,
		"jump":     `"jump" is no command`,
		"pencil x": `pencil "x": say pencil on or pencil off`,
		"r1c3=.":   "r1c3 holds nothing to clear",
		"save":     "save FILE: name the file",
	} {
		_, err := g.Exec(context.Background(), cmd)
		require.Error(t, err, cmd)
		assert.Contains(t, err.Error(), want, cmd)
		assert.Equal(t, before, line(g), "%s changed the board", cmd)
	}
}

// check names wrong entries and lost candidates; solve refuses to go on
// from them, and fills the rest once they are undone.
func TestCheckAndSolve(t *testing.T) {
	g := four(t)
	assert.Equal(t, "no mistake so far; 10 fields to go\n", exec(t, g, "check").Text)
	exec(t, g, "r1c2=3")
	assert.Equal(t, "wrong: r1c2=3\n", exec(t, g, "check").Text)
	_, err := g.Exec(context.Background(), "solve")
	assert.ErrorContains(t, err, "some entries contradict the solution")
	exec(t, g, "undo", "r1c3-3")
	assert.Equal(t, "candidates wrongly taken out: r1c3 lost 3\n", exec(t, g, "check").Text)
	exec(t, g, "undo", "solve")
	assert.Equal(t, "1234342121434312", line(g))
	assert.Equal(t, "solved: every entry is right\n", exec(t, g, "check").Text)
}

// next makes the hint's step; steps reach the solution.
func TestNextToTheEnd(t *testing.T) {
	g := four(t)
	for i := 0; !g.board.Solved(); i++ {
		require.Less(t, i, 20)
		exec(t, g, "next")
	}
	assert.Equal(t, "1234342121434312", line(g))
	r := exec(t, g, "next")
	assert.Equal(t, "no step: the position is solved\n", r.Text)
}

// A saved game loads back: givens, entries, and open fields with one
// candidate, apart.
func TestSaveLoad(t *testing.T) {
	g := four(t)
	exec(t, g, "r1c2=2", "r4c1-3")
	path := filepath.Join(t.TempDir(), "g.txt")
	exec(t, g, "save "+path)
	h, err := Load(g.rules, path)
	require.NoError(t, err)
	assert.Equal(t, g.givens, h.givens)
	assert.Equal(t, g.board.AllCandidates(), h.board.AllCandidates())
	assert.Equal(t, g.board.Grid(), h.board.Grid())
	for f := range g.givens {
		assert.Equal(t, g.board.Value(f) == game.Empty, h.board.Value(f) == game.Empty, g.rules.FieldName(f))
	}
	r := exec(t, h, "quit")
	assert.True(t, r.Quit)
	assert.True(t, strings.HasPrefix(exec(t, h, "help").Text, "commands:"))
}

// ruleSources returns puzzles of many rule kinds and boards (package
// rulesources), with specs of testdata/constraints.
func ruleSources(t *testing.T) []string {
	return rulesources.Files(t, "..", "arrows", "containexact", "iss_library_4x4", "iss_library_6x6",
		"killer_examples", "lunchbox", "samevalues", "sudokusolver_marks")
}

// placedFields returns the fields of g that hold a value the player
// placed.
func placedFields(g *Game) []int {
	var out []int
	for f, v := range g.givens {
		if v == game.Empty && g.board.Value(f) != game.Empty {
			out = append(out, f)
		}
	}
	return out
}

// A game of rules of its own (cages, lines, dots, an f-puzzles board),
// saved after some steps, a value placed and a candidate taken out, is a
// spec that loads back by those rules: the givens, the entries, the
// candidates, and the check against its one solution.
func TestSaveLoadKeepsRules(t *testing.T) {
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	for _, file := range ruleSources(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			g, err := LoadArg(classic.Rules, file)
			require.NoError(t, err)
			r := g.rules
			exec(t, g, "next", "next")
			if g.solution != nil {
				placed := false
				for f, v := range g.solution {
					if g.board.Value(f) != game.Empty {
						continue
					}
					if !placed {
						exec(t, g, r.FieldName(f)+"="+r.Values.Name(v))
						placed = true
						continue
					}
					if c := g.board.Candidates(f) &^ game.Bit(v); c != 0 {
						exec(t, g, r.FieldName(f)+"-"+r.Values.Name(c.Lowest()))
						break
					}
				}
			}
			path := filepath.Join(t.TempDir(), "game.yaml")
			reply := exec(t, g, "save "+path)
			assert.Equal(t, "saved to "+path+"\n", reply.Text)
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			require.True(t, strings.HasPrefix(string(data), "name: "), "a spec: %s", data)

			h, err := Load(classic.Rules, path)
			require.NoError(t, err)
			assert.NoError(t, constraint.SameRules(r, h.rules), "the rules")
			assert.Equal(t, g.givens, h.givens, "the givens")
			assert.Equal(t, g.board.AllCandidates(), h.board.AllCandidates(), "the candidates")
			assert.Equal(t, g.board.Grid(), h.board.Grid(), "the values")
			assert.Equal(t, placedFields(g), placedFields(h), "the entries")
			assert.Equal(t, g.unique, h.unique)
			assert.Equal(t, g.check(), h.check())
			if g.unique {
				assert.NotContains(t, h.check(), "several solutions")
			}
		})
	}
}

// A game of the rules play reads files by, without constraints, saves as
// pencil marks, as before.
func TestSaveClassicAsPencilMarks(t *testing.T) {
	g := four(t)
	exec(t, g, "r1c2=2")
	path := filepath.Join(t.TempDir(), "g.txt")
	exec(t, g, "save "+path)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), givensNote+"1..4.4..2..3..1.\n"+placedNote+"r1c2\n"), "%s", data)
}
