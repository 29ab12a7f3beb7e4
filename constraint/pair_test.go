package constraint_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// What the tests of the kinds of pairs and cells share: the pairs of
// neighbours of a grid, rules over a built-in board, a move of a
// constraint's propagation with its words, and the errors of a spec.

// neighbours returns every two orthogonal neighbours of r, in a random
// order.
func neighbours(rng *rand.Rand, r *game.Rules) [][2]game.Pos {
	var out [][2]game.Pos
	for f := range r.NumFields() {
		p := r.Pos(f)
		for _, q := range []game.Pos{{Row: p.Row, Col: p.Col + 1}, {Row: p.Row + 1, Col: p.Col}} {
			if r.FieldAt(q) >= 0 {
				out = append(out, [2]game.Pos{p, q})
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// wholeBoard gives a rule of the whole board, which finds its cells when
// bound, the board's fields as its cells before, so that a test's rules
// list them from the start.
func wholeBoard(r *game.Rules, c game.Constraint) game.Constraint {
	cells := make([]game.Pos, r.NumFields())
	for f := range cells {
		cells[f] = r.Pos(f)
	}
	return boardCells{c, cells}
}

type boardCells struct {
	game.Constraint
	cells []game.Pos
}

func (c boardCells) Cells() []game.Pos { return c.cells }

// builtin returns the rules of a built-in spec with constraints cs.
func builtin(t *testing.T, spec string, cs ...game.Constraint) *game.Rules {
	t.Helper()
	sp, err := specs.Builtin(spec)
	require.NoError(t, err)
	br := sp.Rules
	r, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
	require.NoError(t, err)
	return r
}

// pos reads a cell, r1c1.
func pos(t *testing.T, cell string) game.Pos {
	t.Helper()
	p, err := game.ParsePos(cell)
	require.NoError(t, err)
	return p
}

// grid returns a grid of r holding, at each cell of set ("r1c1=3"), the
// value of that word; the others are empty.
func grid(t *testing.T, r *game.Rules, set ...string) game.Grid {
	t.Helper()
	g := empty(r)
	for _, s := range set {
		cell, word, ok := strings.Cut(s, "=")
		require.True(t, ok, s)
		v, ok := r.Values.Index(word)
		require.True(t, ok, s)
		g[r.FieldAt(pos(t, cell))] = v
	}
	return game.GridOf(g)
}

// explain runs the propagation of constraint ci of r on an empty board
// whose cells keep only the values given ("r1c1=1 2 3"), and returns the
// words of its move.
func explain(t *testing.T, r *game.Rules, ci int, keep ...string) string {
	t.Helper()
	b := game.NewBoard(r)
	require.Equal(t, -1, b.Load(empty(r)))
	for _, k := range keep {
		cell, words, ok := strings.Cut(k, "=")
		require.True(t, ok, k)
		f := r.FieldAt(pos(t, cell))
		var set game.ValueSet
		for _, w := range strings.Fields(words) {
			v, ok := r.Values.Index(w)
			require.True(t, ok, k)
			set |= game.Bit(v)
		}
		for c := b.Candidates(f) &^ set; c != 0; c &= c - 1 {
			require.True(t, b.Eliminate(f, c.Lowest()))
		}
	}
	var found game.Found
	m := &game.Move{Kind: game.Deduction}
	if !r.Constraints[ci].(game.Propagator).Propagate(b, &found) {
		m.Kind = game.Contradiction
	}
	m.Eliminate, m.Rules, m.Sets = found.Eliminate, []int{ci}, found.Sets
	return r.Constraints[ci].(game.Explainer).Explain(r, m)
}

// specError parses a classic spec (or base) with one constraints item and
// returns its error, "" for none.
func specError(base, item string) string {
	_, err := specs.Parse("k.yaml", []byte("extends: "+base+"\nconstraints:\n  "+item+"\n"))
	if err == nil {
		return ""
	}
	return err.Error()
}

// errorTest is an item of a spec with the error it makes: at is the text
// of the item the error points at (the kind's key when empty), want a
// part of its message.
type errorTest struct {
	name, item, at, want string
}

// checkErrors parses each item of tests over base and checks its error
// and where it points.
func checkErrors(t *testing.T, base string, tests []errorTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := specError(base, tt.item)
			require.NotEmpty(t, err, "an error")
			assert.Contains(t, err, tt.want)
			at := tt.at
			if at == "" {
				at, _, _ = strings.Cut(strings.TrimPrefix(tt.item, "- "), ":")
			}
			col := strings.Index("  "+tt.item, at) + 1
			require.Positive(t, col, "%q is in the item", at)
			assert.Contains(t, err, fmt.Sprintf("k.yaml:3:%d: ", col), "at %q", at)
		})
	}
}

// fakeArgs is an argument as a format other than specs writes it: the
// value of each key, and the problems reported, "key: message".
type fakeArgs struct {
	values map[string]any
	errs   []string
}

func (a *fakeArgs) Has(key string) bool { _, ok := a.values[key]; return ok }

func get[T any](a *fakeArgs, key string) (T, bool) {
	v, ok := a.values[key].(T)
	if !ok {
		a.Errorf(key, "%s is missing or of another type", key)
	}
	return v, ok
}

func (a *fakeArgs) Cells(key string) ([]game.Pos, bool) { return get[[]game.Pos](a, key) }
func (a *fakeArgs) Int(key string) (int, bool)          { return get[int](a, key) }

// Word reads a word, or true or false as a spec's reader reads them: as
// words.
func (a *fakeArgs) Word(key string) (string, bool) {
	if b, ok := a.values[key].(bool); ok {
		return strconv.FormatBool(b), true
	}
	return get[string](a, key)
}
func (a *fakeArgs) Words(key string) ([]string, bool) { return get[[]string](a, key) }
func (a *fakeArgs) Bool(key string) (bool, bool)      { return get[bool](a, key) }
func (a *fakeArgs) CellLists(key string) ([][]game.Pos, bool) {
	return get[[][]game.Pos](a, key)
}

func (a *fakeArgs) Errorf(key string, format string, args ...any) {
	a.errs = append(a.errs, key+": "+fmt.Sprintf(format, args...))
}

// TestPairsLinksRefused: each link of the kinds of pairs joins two
// candidates that its check refuses together, and either alone it lets
// stand.
func TestPairsLinksRefused(t *testing.T) {
	r := builtin(t, "6x6", constraint.NewDifference(pos(t, "r1c1"), pos(t, "r1c2"), 2), constraint.NewRatio(pos(t, "r2c1"), pos(t, "r2c2"), 3),
		constraint.NewXV(pos(t, "r3c1"), pos(t, "r3c2"), 5), constraint.NewMinimum(pos(t, "r4c4"), nil), constraint.NewClone([]game.Pos{pos(t, "r1c4")}, []game.Pos{pos(t, "r2c1")}))
	checkLinksRefused(t, r)
}

// checkTest is a grid, the values of some cells ("r1c1=3"), and the error
// the constraints' check finds on it, "" for none.
type checkTest struct {
	name string
	set  []string
	want string
}

// checkTable checks the constraints of r on the grid of each test.
func checkTable(t *testing.T, r *game.Rules, tests []checkTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := r.CheckConstraints(grid(t, r, tt.set...))
			if tt.want == "" {
				assert.NoError(t, err)
				return
			}
			assert.EqualError(t, err, tt.want)
		})
	}
}

// alone returns, for checkWhole, a rule of the whole board alone.
func alone(rule func() game.Constraint) func(*rand.Rand, *game.Rules) []game.Constraint {
	return func(_ *rand.Rand, r *game.Rules) []game.Constraint { return []game.Constraint{wholeBoard(r, rule())} }
}

// checkLinksRefused checks that each link of each rule of r (each a
// game.Linker) joins two candidates that its check refuses together and
// lets stand alone, that the rules' index of links names that rule, and
// that some rule links.
func checkLinksRefused(t *testing.T, r *game.Rules) {
	t.Helper()
	n := 0
	for ci, c := range r.Constraints {
		for a, b := range game.LinkedPairs(c.(game.Linker)) {
			n++
			g := empty(r)
			g[a.Field], g[b.Field] = a.Value, b.Value
			assert.Error(t, c.Check(game.GridOf(g)), "%s links %s and %s", c.Name(), r.Placement(a), r.Placement(b))
			g[a.Field] = game.Empty
			assert.NoError(t, c.Check(game.GridOf(g)))
			assert.Equal(t, ci, r.LinkedBy(a, b))
		}
	}
	assert.Positive(t, n)
}
