package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// sudoku returns the rules of an n x n Sudoku with boxes h x w, values
// numbered words.
func sudoku(t *testing.T, n, h, w int) *game.Rules {
	t.Helper()
	words := make([]string, n)
	for i := range words {
		words[i] = string(rune('A' + i))
		if n > 26 {
			words[i] = string(rune('A'+i%26)) + string(rune('a'+i/26))
		}
	}
	vals, err := game.NewValues(words)
	require.NoError(t, err)
	gs, err := groups.Grid(groups.Square(n), h, w)
	require.NoError(t, err)
	r, err := game.NewRules("test", n, n, nil, vals, gs)
	require.NoError(t, err)
	return r
}

// checkIndex recomputes the board's index from its candidates and values
// and compares it with what the board keeps.
func checkIndex(t *testing.T, b *game.Board) {
	t.Helper()
	r := b.Rules()
	for v := range r.NumValues() {
		want := game.NewFieldSet(r)
		for f := range r.NumFields() {
			if b.Value(f) == game.Empty && b.Candidates(f).Has(v) {
				want.Add(f)
			}
		}
		require.Equal(t, want, b.Where(v), "where value %d", v)
	}
	for gi, g := range r.Groups {
		var placed game.ValueSet
		free := 0
		for _, f := range g.Fields {
			if v := b.Value(f); v == game.Empty {
				free++
			} else {
				placed |= game.Bit(v)
			}
		}
		require.Equal(t, placed, b.Placed(gi), "placed in %s", g.Name)
		require.Equal(t, free, b.FreeIn(gi), "free in %s", g.Name)
		for v := range r.NumValues() {
			n := 0
			for _, f := range g.Fields {
				if b.Value(f) == game.Empty && b.Candidates(f).Has(v) {
					n++
				}
			}
			require.Equal(t, n, b.PlacesIn(gi, v), "places of %d in %s", v, g.Name)
		}
	}
}

// TestBoardIndex plays random placements, eliminations and whole moves on
// a board that keeps its peers as sets (9x9) and on one too large for that
// (36x36, 1,296 fields), restoring saved copies now and then, and checks
// the index after every change against a recomputation; Singles must name
// every free field a change left with at most one candidate.
func TestBoardIndex(t *testing.T) {
	for _, tt := range []struct {
		name    string
		n, h, w int
		steps   int
	}{{"9x9", 9, 3, 3, 400}, {"36x36", 36, 6, 6, 60}} {
		t.Run(tt.name, func(t *testing.T) {
			r := sudoku(t, tt.n, tt.h, tt.w)
			rng := rand.New(rand.NewPCG(1, uint64(tt.n)))
			b := game.NewBoard(r)
			saved := b.Clone()
			checkIndex(t, b)
			for step := range tt.steps {
				var free []int
				for f := range r.NumFields() {
					if b.Value(f) == game.Empty && b.Candidates(f) != 0 {
						free = append(free, f)
					}
				}
				if len(free) == 0 || step%50 == 49 {
					b.CopyFrom(saved)
					checkIndex(t, b)
					continue
				}
				f := free[rng.IntN(len(free))]
				cands := b.Candidates(f).Values()
				v := cands[rng.IntN(len(cands))]
				before := make([]game.ValueSet, r.NumFields())
				for g := range before {
					before[g] = b.Candidates(g)
				}
				var ok bool
				switch step % 3 {
				case 0:
					ok = b.Place(f, v)
				case 1:
					ok = b.Eliminate(f, v)
				default:
					o := free[rng.IntN(len(free))]
					m := &game.Move{Kind: game.Deduction, Place: []game.Candidate{{Field: f, Value: v}},
						Eliminate: []game.Candidate{{Field: o, Value: b.Candidates(o).Lowest()}}}
					ok = b.Apply(m)
				}
				checkIndex(t, b)
				removed := map[int]game.ValueSet{}
				for _, c := range b.Changes() {
					removed[c.Field] |= c.Removed
				}
				singles := map[int]bool{}
				for _, s := range b.Singles() {
					singles[s] = true
				}
				for g := range before {
					assert.Equal(t, before[g]&^b.Candidates(g), removed[g], "removed from %s", r.FieldName(g))
					if removed[g] != 0 && b.Value(g) == game.Empty && b.Candidates(g).Len() <= 1 {
						assert.True(t, singles[g], "%s left with %d candidates is in Singles", r.FieldName(g), b.Candidates(g).Len())
					}
				}
				if !ok {
					b.CopyFrom(saved)
				} else if step%7 == 0 {
					saved.CopyFrom(b)
				}
			}
		})
	}
}

// sameBoard checks that b and want hold the same values, candidates and
// index.
func sameBoard(t *testing.T, want, b *game.Board) {
	t.Helper()
	r := b.Rules()
	require.Equal(t, want.Free(), b.Free())
	require.Equal(t, want.Grid(), b.Grid())
	for f := range r.NumFields() {
		require.Equal(t, want.Candidates(f), b.Candidates(f), "candidates of %s", r.FieldName(f))
	}
	require.Equal(t, want.LastFree(), b.LastFree())
	checkIndex(t, b)
}

// TestMarkUndo plays random nested searches: marks, changes (some of them
// contradictions left half done), and undos back to each mark, latest
// first. After every undo the board equals a copy taken at its mark, on a
// board with peer sets and on one too large for them.
func TestMarkUndo(t *testing.T) {
	for _, tt := range []struct {
		name    string
		n, h, w int
		steps   int
	}{{"9x9", 9, 3, 3, 3000}, {"36x36", 36, 6, 6, 400}} {
		t.Run(tt.name, func(t *testing.T) {
			r := sudoku(t, tt.n, tt.h, tt.w)
			rng := rand.New(rand.NewPCG(2, uint64(tt.n)))
			b := game.NewBoard(r)
			type saved struct {
				mark game.Mark
				copy *game.Board
			}
			var stack []saved
			undos := 0
			for step := range tt.steps {
				var free []int
				for f := range r.NumFields() {
					if b.Value(f) == game.Empty && b.Candidates(f) != 0 {
						free = append(free, f)
					}
				}
				switch {
				case len(stack) > 0 && (len(free) == 0 || rng.IntN(4) == 0):
					top := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					b.Undo(top.mark)
					sameBoard(t, top.copy, b)
					assert.Empty(t, b.Changes())
					undos++
					continue
				case len(free) == 0:
					b.Clear()
					continue
				case rng.IntN(3) == 0:
					stack = append(stack, saved{b.Mark(), b.Clone()})
				}
				f := free[rng.IntN(len(free))]
				cands := b.Candidates(f).Values()
				v := cands[rng.IntN(len(cands))]
				if step%2 == 0 {
					b.Place(f, v)
				} else {
					o := free[rng.IntN(len(free))]
					b.Apply(&game.Move{Kind: game.Deduction, Place: []game.Candidate{{Field: f, Value: v}},
						Eliminate: []game.Candidate{{Field: o, Value: b.Candidates(o).Lowest()}, {Field: f, Value: v}}})
				}
			}
			assert.Greater(t, undos, tt.steps/20, "the test undid often")
		})
	}
}

func TestBitset(t *testing.T) {
	r := sudoku(t, 9, 3, 3)
	s := game.NewFieldSet(r)
	assert.True(t, s.Empty())
	assert.Equal(t, -1, s.First())
	for _, f := range []int{3, 64, 80} {
		s.Add(f)
	}
	assert.Equal(t, 3, s.Len())
	assert.Equal(t, []int{3, 64, 80}, s.Members(nil))
	assert.Equal(t, 3, s.First())
	assert.True(t, s.Has(64))
	s.Remove(64)
	assert.False(t, s.Has(64))
	o := game.NewFieldSet(r)
	o.Add(3)
	o.Add(5)
	assert.False(t, s.SubsetOf(o))
	x := game.NewFieldSet(r)
	x.And(s, o)
	assert.Equal(t, []int{3}, x.Members(nil))
	assert.True(t, x.SubsetOf(o))
	x.Or(s)
	assert.Equal(t, []int{3, 80}, x.Members(nil))
	x.AndNot(o)
	assert.Equal(t, []int{80}, x.Members(nil))
	x.Clear()
	assert.True(t, x.Empty())
	assert.Len(t, game.NewGroupSet(r), 1)
	assert.Equal(t, []int{0, 9, 18, 27, 36, 45, 54, 63, 72}, r.GroupSet(9).Members(nil))
}

// TestPadded: a padded slice fills whole cache lines, at least one, so that
// no other object shares a line with it.
func TestPadded(t *testing.T) {
	tests := []struct {
		name    string
		size    int // bytes of one element
		n       int
		wantCap int
	}{
		{"one word", 8, 1, 8},
		{"eight words", 8, 8, 8},
		{"nine words", 8, 9, 16},
		{"81 bytes", 1, 81, 128},
		{"none", 8, 0, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c int
			switch tt.size {
			case 1:
				s := game.Padded[int8](tt.n)
				assert.Len(t, s, tt.n)
				c = cap(s)
			default:
				s := game.Padded[uint64](tt.n)
				assert.Len(t, s, tt.n)
				c = cap(s)
			}
			assert.Equal(t, tt.wantCap, c)
		})
	}
}

// onBoards runs test on a 9x9 board, which keeps its fields' peers as sets
// and whose groups fit one word, and on a 36x36 one, which keeps no peer
// sets and needs two words for a set of groups. rng is seeded by seed and
// the board.
func onBoards(t *testing.T, seed uint64, test func(t *testing.T, r *game.Rules, rng *rand.Rand)) {
	for _, tt := range []struct {
		name    string
		n, h, w int
	}{{"9x9", 9, 3, 3}, {"36x36", 36, 6, 6}} {
		t.Run(tt.name, func(t *testing.T) {
			test(t, sudoku(t, tt.n, tt.h, tt.w), rand.New(rand.NewPCG(seed, uint64(tt.n))))
		})
	}
}

// TestLoad: loading givens gives the same board, index included, as
// placing them one by one, on a board that keeps its peers as sets and on
// one that does not; a repeated value is reported at its second field.
func TestLoad(t *testing.T) {
	onBoards(t, 3, func(t *testing.T, r *game.Rules, rng *rand.Rand) {
		for range 20 {
			placed := game.NewBoard(r)
			givens := make([]int, r.NumFields())
			for f := range givens {
				givens[f] = game.Empty
				if c := placed.Candidates(f); placed.Value(f) == game.Empty && c != 0 && rng.IntN(3) == 0 {
					vals := c.Values()
					givens[f] = vals[rng.IntN(len(vals))]
					placed.Place(f, givens[f])
				}
			}
			loaded := game.NewBoard(r)
			loaded.Place(0, 0) // Load starts from any board
			require.Equal(t, -1, loaded.Load(givens))
			assert.Empty(t, loaded.Changes())
			assert.Empty(t, loaded.Singles())
			assert.Equal(t, placed.Free(), loaded.Free())
			for f := range givens {
				require.Equal(t, placed.Value(f), loaded.Value(f), r.FieldName(f))
				require.Equal(t, placed.Candidates(f), loaded.Candidates(f), r.FieldName(f))
			}
			checkIndex(t, loaded)
		}
		givens := make([]int, r.NumFields())
		for f := range givens {
			givens[f] = game.Empty
		}
		givens[0], givens[r.Cols] = 1, 1 // r1c1 and r2c1: column 1 twice
		assert.Equal(t, r.Cols, game.NewBoard(r).Load(givens))
	})
}

func TestEmptyGrid(t *testing.T) {
	assert.Equal(t, []int{game.Empty, game.Empty, game.Empty}, game.EmptyGrid(3))
	assert.Empty(t, game.EmptyGrid(0))
}

// TestShow shows random positions field by field on one board, over and
// over, and checks that Value, Candidates and Where answer as for the
// position shown.
func TestShow(t *testing.T) {
	r := sudoku(t, 9, 3, 3)
	b := game.NewBoard(r)
	rng := rand.New(rand.NewPCG(7, 1))
	vals := make([]int, r.NumFields())
	cands := make([]game.ValueSet, r.NumFields())
	for round := range 50 {
		for f := range r.NumFields() {
			if round > 0 && rng.IntN(3) == 0 {
				continue // left as the last round showed it
			}
			cands[f], vals[f] = game.ValueSet(rng.Uint64()&(1<<9-1)), game.Empty
			if cands[f] != 0 && rng.IntN(4) == 0 {
				cands[f] = cands[f] & -cands[f]
				vals[f] = cands[f].Lowest()
			}
			b.Show(f, cands[f], vals[f] != game.Empty)
		}
		for f := range r.NumFields() {
			require.Equal(t, vals[f], b.Value(f), "round %d, value of field %d", round, f)
			require.Equal(t, cands[f], b.Candidates(f), "round %d, candidates of field %d", round, f)
		}
		for v := range r.NumValues() {
			want := game.NewFieldSet(r)
			for f := range r.NumFields() {
				if vals[f] == game.Empty && cands[f].Has(v) {
					want.Add(f)
				}
			}
			require.Equal(t, want, b.Where(v), "round %d, where value %d", round, v)
		}
	}
}
