package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// alsPosition returns the board of a position file of testdata/positions
// and a fresh ALSXZ strategy reset on it.
func alsPosition(t *testing.T, name string) (*game.Rules, *game.Board, MoveStrategy) {
	t.Helper()
	return positionStrategy(t, name, ALSXZ)
}

// positionStrategy returns the board of a position file of
// testdata/positions and a fresh strategy of technique tech reset on it.
func positionStrategy(t *testing.T, name string, tech *Technique) (*game.Rules, *game.Board, MoveStrategy) {
	t.Helper()
	p := readPosition(t, "testdata/positions/"+name+".txt")
	sp, err := specs.Lookup(p.spec)
	require.NoError(t, err)
	b := pencilBoard(t, sp.Rules, p.board)
	s := strategyOf(t, sp.Rules, tech)
	s.Reset(b)
	return sp.Rules, b, s
}

// TestALSXZEvidence: a move's evidence names both sets, their groups and
// values, and its link, and rates 5.5 singly and 5.7 doubly linked; the
// explanation of a clone is the same.
func TestALSXZEvidence(t *testing.T) {
	for _, tt := range []struct {
		name         string
		fields       []string
		groups       []string
		values, xs   game.ValueSet
		rating       float64
		explainStart string
	}{
		{"als-xz", []string{"r1c1", "r1c2", "r5c2"}, []string{"row 1", "column 2"}, game.SetOf(0, 1, 6), game.SetOf(1), 5.5,
			"ALS-XZ A={r1c1} {2 7} in row 1, B={r1c2,r5c2} {1 2 7} in column 2: X=2, Z=7: "},
		{"als-xz-doubly", []string{"r5c1", "r6c2", "r1c1", "r1c2", "r1c3"}, []string{"box 4", "row 1"}, game.SetOf(0, 1, 2, 3, 4), game.SetOf(0, 1), 5.7,
			"ALS-XZ doubly linked A={r5c1,r6c2} {1 2 4} in box 4, B={r1c1,r1c2,r1c3} {1 2 3 5} in row 1: X=1 2, both sets locked: "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, b, s := alsPosition(t, tt.name)
			m := s.DoMove(b)
			require.NotNil(t, m)
			var fields, groups []string
			for _, f := range m.Fields {
				fields = append(fields, r.FieldName(f))
			}
			for _, g := range m.Groups {
				groups = append(groups, r.Groups[g].Name)
			}
			assert.Equal(t, tt.fields, fields)
			assert.Equal(t, tt.groups, groups)
			assert.Equal(t, tt.values, m.Values)
			var xs game.ValueSet
			for _, l := range m.Links {
				if !l.Strong {
					xs |= game.Bit(l.From.Value)
					assert.Equal(t, l.From.Value, l.To.Value, "a weak link joins one value in both sets")
				}
			}
			assert.Equal(t, tt.xs, xs)
			assert.Equal(t, tt.rating, ALSXZ.RateMove(r, m))
			why := ALSXZ.Explain(r, m)
			assert.Contains(t, why, tt.explainStart)
			assert.Equal(t, why, ALSXZ.Explain(r, m.Clone()))
		})
	}
}

// TestALSXZAllocs: once its buffers have grown, a search allocates
// nothing, whether it finds a move or not.
func TestALSXZAllocs(t *testing.T) {
	for _, name := range []string{"als-xz-window", "als-xz-none"} {
		_, b, s := alsPosition(t, name)
		s.DoMove(b)
		allocs := testing.AllocsPerRun(20, func() {
			s.Reset(b)
			s.DoMove(b)
		})
		assert.Zero(t, allocs, name)
	}
}

// TestALSWingRatings: each wing rates as Sudoku Explainer rates it, by
// its size and, for the WXYZ- and VWXYZ-wings, the most values one field
// of its set holds.
func TestALSWingRatings(t *testing.T) {
	for _, tt := range []struct {
		file   string
		tech   *Technique
		rating float64
	}{
		{"wxyz-wing", WXYZWing, 5.6},        // r5c5 holds three values
		{"wxyz-wing-doubly", WXYZWing, 5.5}, // each two
		{"vwxyz-wing", VWXYZWing, 6.3},      // each two
		{"uvwxyz-wing", UVWXYZWing, 6.6},
		{"tuvwxyz-wing", TUVWXYZWing, 7.5},
	} {
		t.Run(tt.file, func(t *testing.T) {
			assert.InDelta(t, tt.rating, firstMoveRating(t, tt.file, tt.tech), 1e-9)
		})
	}
	// The VWXYZ-wing's grades: two values at most 6.3, three 6.4, four
	// 6.3, five 6.2.
	for c, want := range map[int]float64{2: 6.3, 3: 6.4, 4: 6.3, 5: 6.2} {
		m := &game.Move{Evidence: game.Evidence{Fields: []int{0, 1}, Links: []game.Link{{From: game.Node{Fields: []int{1}, Value: 0}, To: game.Node{Fields: []int{1}, Value: c - 1}, Strong: true}}}}
		for v := 1; v < c-1; v++ {
			m.Links = append(m.Links, game.Link{From: game.Node{Fields: []int{1}, Value: v}, To: game.Node{Fields: []int{0}, Value: v}})
		}
		assert.InDelta(t, want, wingRating(4, 6.2, m), 1e-9, "the most values of a field: %d", c)
	}
}

// TestStrongLinksRatings: the short X-chains rate as SukakuExplainer's
// strong-linked fishes: by their strong links, their groups and grouped
// nodes.
func TestStrongLinksRatings(t *testing.T) {
	for _, tt := range []struct {
		file   string
		tech   *Technique
		rating float64
	}{
		{"three-strong-links", ThreeStrongLinks, 5.4}, // rows alone
		{"four-strong-links", FourStrongLinks, 5.8},   // rows alone
		{"grouped-turbot-fish", GroupedTurbotFish, 4.3},
	} {
		t.Run(tt.file, func(t *testing.T) {
			assert.InDelta(t, tt.rating, firstMoveRating(t, tt.file, tt.tech), 1e-9)
		})
	}
	sp, err := specs.Lookup("classic")
	require.NoError(t, err)
	r := sp.Rules
	at := func(row, col int) int { return r.FieldAt(game.Pos{Row: row - 1, Col: col - 1}) }
	link := func(a, c int, strong bool) game.Link {
		return game.Link{From: game.Node{Fields: []int{a}, Value: 0}, To: game.Node{Fields: []int{c}, Value: 0}, Strong: strong}
	}
	for _, tt := range []struct {
		name  string
		links []game.Link
		want  float64
	}{
		{"rows", []game.Link{link(at(1, 1), at(1, 5), true), link(at(1, 5), at(5, 5), false), link(at(5, 5), at(5, 8), true), link(at(5, 8), at(9, 8), false), link(at(9, 8), at(9, 2), true)}, 5.4},
		{"rows and a column", []game.Link{link(at(1, 1), at(1, 5), true), link(at(1, 5), at(4, 6), false), link(at(4, 6), at(9, 6), true), link(at(9, 6), at(9, 8), false), link(at(9, 8), at(2, 8), true)}, 5.5},
		// r1c1 = r2c2 lies in box 1 alone: a box and lines of both kinds.
		{"a box, a row and a column", []game.Link{link(at(1, 1), at(2, 2), true), link(at(2, 2), at(2, 7), false), link(at(2, 7), at(8, 7), true), link(at(8, 7), at(8, 3), false), link(at(8, 3), at(8, 9), true)}, 5.6},
	} {
		m := &game.Move{Evidence: game.Evidence{Links: tt.links}}
		assert.InDelta(t, tt.want, rateStrongLinks(r, m), 1e-9, tt.name)
	}
}

// firstMoveRating returns the rating of the first move technique t makes
// on the board of position file name.
func firstMoveRating(t *testing.T, name string, tech *Technique) float64 {
	t.Helper()
	r, b, s := positionStrategy(t, name, tech)
	m := s.DoMove(b)
	require.NotNil(t, m)
	return tech.RateMove(r, m)
}
