package strategy

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// positionMove returns the first move of the technique of a position file
// on its board, with the board's rules.
func positionMove(t *testing.T, name string) (*game.Rules, *game.Board, *game.Move) {
	t.Helper()
	p := readPosition(t, filepath.Join("testdata/positions", name))
	sp, err := specs.Lookup(p.spec)
	require.NoError(t, err)
	b := pencilBoard(t, sp.Rules, p.board)
	s := strategyOf(t, sp.Rules, Lookup(p.technique))
	s.Reset(b)
	return sp.Rules, b, s.DoMove(b)
}

// TestRateUniqueRectangle: type 1 rates 4.5, type 2 4.6, type 4 4.7, and
// type 3 4.5 and 0.1 for each field of its naked subset beyond the roofs:
// with a pair 4.6, with a triple 4.7, as Sudoku Explainer rates them.
func TestRateUniqueRectangle(t *testing.T) {
	for _, tt := range []struct {
		file     string
		wantType int
		want     float64
	}{
		{"unique-rectangle.txt", 1, 4.5},
		{"unique-rectangle-2.txt", 2, 4.6},
		{"unique-rectangle-3.txt", 3, 4.6},
		{"unique-rectangle-3-window.txt", 3, 4.6},
		{"unique-rectangle-3-triple.txt", 3, 4.7},
		{"unique-rectangle-4.txt", 4, 4.7},
	} {
		t.Run(tt.file, func(t *testing.T) {
			r, _, m := positionMove(t, tt.file)
			require.NotNil(t, m)
			assert.Equal(t, tt.wantType, rectangleType(m))
			assert.Equal(t, tt.want, UniqueRectangle.RateMove(r, m))
			assert.LessOrEqual(t, UniqueRectangle.RateMove(r, m), UniqueRectangle.Max())
		})
	}
}

// TestUniqueRectangleTypeThreeEvidence: a type 3 move names the floor,
// the roofs, the subset's other fields, the group and the subset's values.
func TestUniqueRectangleTypeThreeEvidence(t *testing.T) {
	r, _, m := positionMove(t, "unique-rectangle-3-triple.txt")
	require.NotNil(t, m)
	names := make([]string, len(m.Fields))
	for i, f := range m.Fields {
		names[i] = r.FieldName(f)
	}
	assert.Equal(t, []string{"r1c1", "r1c2", "r5c1", "r5c2", "r5c6", "r5c8"}, names)
	require.Len(t, m.Groups, 1)
	assert.Equal(t, "row 5", r.Groups[m.Groups[0]].Name)
	assert.Equal(t, "3 4 5", m.Values.Format(r.Values))
}

// TestUniqueRectangleOnlyAssumingUnique: the engine offers a type 3 only
// when told the puzzle has one solution.
func TestUniqueRectangleOnlyAssumingUnique(t *testing.T) {
	r, b, _ := positionMove(t, "unique-rectangle-3.txt")
	techs := []*Technique{LastValue, UniqueRectangle}
	e, err := NewEngine(r, Options{Techniques: techs})
	require.NoError(t, err)
	m, _ := e.Next(b)
	assert.Nil(t, m, "without AssumeUnique")
	e, err = NewEngine(r, Options{Techniques: techs, AssumeUnique: true})
	require.NoError(t, err)
	m, tech := e.Next(b)
	require.NotNil(t, m)
	assert.Equal(t, UniqueRectangle, tech)
	assert.Equal(t, 3, rectangleType(m))
}

// typeThreeCounter is UniqueRectangle's strategy, counting the type 3
// moves it offers on boards that agree with the solution of check.
type typeThreeCounter struct {
	*uniqueness
	check *soundChecker
	n     *int
}

func (c typeThreeCounter) DoMove(b *game.Board) *game.Move {
	m := c.uniqueness.DoMove(b)
	if m != nil && rectangleType(m) == 3 && c.check.agrees(b) {
		*c.n++
	}
	return m
}

// TestUniqueRectangleTypeThreeSound solves the classic puzzles of
// testdata with every technique up to the unique rectangles, so that type
// 3 gets its chances before the chains take them, and checks every move
// against the known solution; type 3 must be among the moves checked
// (the unique rectangles come last, so every move they offer is made).
// The last 250 puzzles, of the forum's hardest, are left out: without the
// chains they are mostly searched, which takes ten times as long as the
// rest. TestSoundness checks every technique, type 3 included, on all of
// them.
func TestUniqueRectangleTypeThreeSound(t *testing.T) {
	r := classic(t)
	n := 0
	check := &soundChecker{}
	counted := *UniqueRectangle
	counted.New = func(r *game.Rules) MoveStrategy {
		return typeThreeCounter{newUniqueness(r, 0), check, &n}
	}
	var techs []*Technique
	for _, tech := range All() {
		if tech.Difficulty < UniqueRectangle.Difficulty {
			techs = append(techs, tech)
		}
	}
	techs = append(techs, &counted)
	puzzles := readKnown(t, "../testdata/classic/sound.txt", 1750)
	require.NotEmpty(t, puzzles)
	for _, k := range puzzles {
		check.sol = givens(t, r, k.solution)
		checkSound(t, r, techs, true, []known{k})
	}
	t.Logf("%d puzzles, %d type 3 moves checked", len(puzzles), n)
	assert.Positive(t, n, "type 3 moves checked")
}
