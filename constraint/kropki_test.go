package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// kropkiDots lays the kropki dots of grid as a puzzle gives them, read as
// an item: a white dot between each two consecutive neighbours, a black
// one between each two one of which is twice the other (either, at
// random, between 1 and 2), or some of them only; then, on most boards,
// the negative rule, of one colour or both.
func kropkiDots(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	colours := [][]string{{"white", "black"}, {"white"}, {"black"}}[rng.IntN(3)]
	// negative: true, or on both colours sometimes the one colour all
	// given (negative: white), the other's dots left out at random.
	var negative any = rng.IntN(4) > 0
	if len(colours) == 2 && negative == true && rng.IntN(3) == 0 {
		negative = colours[rng.IntN(2)]
	}
	allGiven := func(c string) bool { return negative == true || negative == c }
	args := &fakeArgs{values: map[string]any{"negative": negative}}
	for _, c := range colours {
		args.values[c] = [][]game.Pos{}
	}
	has := func(c string) bool { _, ok := args.values[c]; return ok }
	for _, p := range neighbours(rng, r) {
		a, b := value(r, grid, p[0]), value(r, grid, p[1])
		isWhite, isBlack := abs(a-b) == 1 && has("white"), (a == 2*b || b == 2*a) && has("black")
		must := isWhite && allGiven("white") || isBlack && allGiven("black") // a dot must be drawn
		colour := ""
		if isWhite {
			colour = "white"
		}
		if isBlack && (colour == "" || rng.IntN(2) == 0) {
			colour = "black"
		}
		if colour == "" || !must && rng.IntN(2) == 0 {
			continue
		}
		args.values[colour] = append(args.values[colour].([][]game.Pos), []game.Pos{p[0], p[1]})
	}
	cs := constraint.Kropki.Read(args)
	if len(args.errs) > 0 {
		panic(args.errs)
	}
	return onBoard(r, cs)
}

// onBoard gives the rules of the whole board among cs their cells.
func onBoard(r *game.Rules, cs []game.Constraint) []game.Constraint {
	for i, c := range cs {
		if len(c.Cells()) == 0 {
			cs[i] = wholeBoard(r, c)
		}
	}
	return cs
}

func TestKropkiSound(t *testing.T) {
	checkKind(t, "4x4", 30, 0.05, kropkiDots)
	checkKind(t, "6x6", 15, 0.1, kropkiDots)
}

func TestKropkiRead(t *testing.T) {
	cells := func(cs ...string) []game.Pos {
		var out []game.Pos
		for _, c := range cs {
			out = append(out, pos(t, c))
		}
		return out
	}
	tests := []struct {
		name   string
		values map[string]any
		want   []string // the names of the constraints read
		errs   []string
	}{
		{"the example", map[string]any{"white": [][]game.Pos{cells("r1c1", "r1c2")}, "black": [][]game.Pos{cells("r2c2", "r3c2")}, "negative": true},
			[]string{"white dot r1c1 r1c2", "black dot r2c2 r3c2", "no other white or black dots"}, nil},
		{"white only", map[string]any{"white": [][]game.Pos{cells("r1c1", "r1c2"), cells("r5c5", "r4c5")}},
			[]string{"white dot r1c1 r1c2", "white dot r5c5 r4c5"}, nil},
		{"no white dot anywhere", map[string]any{"white": [][]game.Pos{}, "negative": true},
			[]string{"no other white dots"}, nil},
		{"black, not negative", map[string]any{"black": [][]game.Pos{cells("r1c1", "r1c2")}, "negative": false},
			[]string{"black dot r1c1 r1c2"}, nil},
		{"no dot at all", map[string]any{"negative": true},
			[]string{"no other white or black dots"}, nil},
		{"no dot at all, not negative", map[string]any{"negative": false}, nil,
			[]string{": kropki needs white or black dots, or negative: true: write e.g. - kropki: {white: [[r1c1, r1c2]], black: [[r2c2, r3c2]], negative: true}"}},
		{"nothing", map[string]any{}, nil,
			[]string{": kropki needs white or black dots, or negative: true: write e.g. - kropki: {white: [[r1c1, r1c2]], black: [[r2c2, r3c2]], negative: true}"}},
		{"three cells", map[string]any{"white": [][]game.Pos{cells("r1c1", "r1c2", "r1c3")}}, nil,
			[]string{"white: each item of white is two cells, such as [r1c1, r1c2], not 3"}},
		{"apart", map[string]any{"white": [][]game.Pos{cells("r1c1", "r2c2")}}, nil,
			[]string{"white: r1c1 and r2c2 do not share an edge: a white dot stands on the edge between two neighbours"}},
		{"twice", map[string]any{"white": [][]game.Pos{cells("r1c1", "r1c2")}, "black": [][]game.Pos{cells("r1c2", "r1c1")}}, nil,
			[]string{"black: r1c2 and r1c1 have a white dot between them already"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := &fakeArgs{values: tt.values}
			cs := constraint.Kropki.Read(a)
			assert.Equal(t, tt.errs, a.errs)
			var names []string
			for _, c := range cs {
				names = append(names, c.Name())
			}
			assert.Equal(t, tt.want, names)
		})
	}
}

func TestKropkiNegativeCheck(t *testing.T) {
	board := builtin(t, "classic")
	marked := [][2]game.Pos{{pos(t, "r1c1"), pos(t, "r1c2")}, {pos(t, "r2c2"), pos(t, "r1c2")}}
	r := builtin(t, "classic", wholeBoard(board, constraint.NewKropkiNegative(marked, []int{1}, []int{2})))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"a dot lifts it", []string{"r1c1=3", "r1c2=4"}, ""},
		{"either way round", []string{"r2c2=3", "r1c2=6"}, ""},
		{"far apart", []string{"r1c4=3", "r1c6=4"}, ""},
		{"consecutive", []string{"r1c4=3", "r1c5=4"}, "no other white or black dots: r1c4 holds 3 and r1c5 holds 4, but neighbours with no dot between them may not differ by 1"},
		{"twice, down", []string{"r8c9=3", "r9c9=6"}, "no other white or black dots: r8c9 holds 3 and r9c9 holds 6, but neighbours with no dot between them may not be one twice the other"},
		{"diagonal", []string{"r8c8=3", "r9c9=4"}, ""},
	})
	assert.Same(t, constraint.KropkiNegativeRule, r.Constraints[0].Kind())
}

func TestKropkiNegativeNames(t *testing.T) {
	assert.Equal(t, "no other difference 2 or ratio 3 dots", constraint.NewKropkiNegative(nil, []int{2}, []int{3}).Name())
	assert.Equal(t, "no other black dots", constraint.NewKropkiNegative(nil, nil, []int{2}).Name())
	assert.Empty(t, constraint.NewKropkiNegative(nil, nil, []int{2}).Cells(), "its cells are the board's, found when bound")
}

func TestKropkiExplain(t *testing.T) {
	board := builtin(t, "classic")
	dot := constraint.NewDifference(pos(t, "r1c1"), pos(t, "r1c2"), 1)
	neg := wholeBoard(board, constraint.NewKropkiNegative([][2]game.Pos{{pos(t, "r1c1"), pos(t, "r1c2")}}, []int{1}, []int{2}))
	r := builtin(t, "classic", dot, neg)
	assert.Equal(t, "white dot r1c1 r1c2: nothing left on the other side goes with them, as the two must differ by 1: 1 3 5 6 7 8 9 leave r1c2",
		explain(t, r, 0, "r1c1=3"))
	assert.Equal(t, "no other white or black dots: neighbours with no dot between them may not differ by 1 or be one twice the other, and all that a neighbour has left would do so with these: 2 4 6 leave r2c1",
		explain(t, r, 1, "r1c1=3"))
	require.Len(t, r.Constraints, 2)
}

func TestKropkiSpec(t *testing.T) {
	sp, err := specs.Parse("k.yaml", []byte("extends: 4x4\nconstraints:\n  - kropki: {white: [[r1c1, r1c2]], black: [], negative: true}\n"))
	require.NoError(t, err)
	var names []string
	for _, c := range sp.Rules.Constraints {
		names = append(names, c.Name())
	}
	assert.Equal(t, []string{"white dot r1c1 r1c2", "no other white or black dots"}, names)
	assert.Len(t, sp.Rules.Constraints[1].Cells(), 16)
	checkErrors(t, "classic", []errorTest{
		{"not pairs", "- kropki: {white: [r1c1, r1c2]}", "r1c1, r1c2]}", "an item of white is a list of cells"},
		{"three", "- kropki: {white: [[r1c1, r1c2, r1c3]]}", "[[r1c1", "each item of white is two cells"},
		{"apart", "- kropki: {white: [[r1c1, r1c3]]}", "[[r1c1", "r1c1 and r1c3 do not share an edge"},
		{"no dot, not negative", "- kropki: {negative: false}", "{negative", "kropki needs white or black dots, or negative: true"},
	})
}
