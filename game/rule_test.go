package game

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testKind is the kind of notEqual, a constraint made for these tests.
var testKind = &RuleKind{Name: "NotEqual", Doc: "two cells differ", Difficulty: 1, Shape: ShapeEdge}

// notEqual is a rule that its cells differ; differing says so as a
// Differ, linking as links between equal values.
type notEqual struct {
	cells   []Pos
	bindErr error
	fields  []int
	values  *Values
}

func (c *notEqual) Kind() *RuleKind { return testKind }
func (c *notEqual) Name() string    { return fmt.Sprintf("not equal %v", c.cells) }
func (c *notEqual) Cells() []Pos    { return c.cells }
func (c *notEqual) Bind(fields []int, r *Rules) (Constraint, error) {
	bound := *c
	bound.fields, bound.values = fields, r.Values
	return &bound, c.bindErr
}
func (c *notEqual) Check(g Grid) error {
	seen := map[int]bool{}
	for _, f := range c.fields {
		if v := g.Value(f); v != Empty {
			if seen[v] {
				return errors.New("a value twice")
			}
			seen[v] = true
		}
	}
	return nil
}

// differing is a notEqual that is a Differ.
type differing struct{ *notEqual }

func (c differing) Differ() [][]Pos { return [][]Pos{c.cells} }

func (c differing) Bind(fields []int, r *Rules) (Constraint, error) {
	b, err := c.notEqual.Bind(fields, r)
	return differing{b.(*notEqual)}, err
}

// linking is a notEqual that is a Linker.
type linking struct{ *notEqual }

func (c linking) Bind(fields []int, r *Rules) (Constraint, error) {
	b, err := c.notEqual.Bind(fields, r)
	return linking{b.(*notEqual)}, err
}

func (c linking) Links(yield func(f, g int, forbid []ValueSet) bool) {
	table := make([]ValueSet, c.values.Len())
	for v := range table {
		table[v] = Bit(v)
	}
	yield(c.fields[0], c.fields[1], table)
}

func latin(t *testing.T, n int) (*Values, []GroupSpec) {
	t.Helper()
	words := make([]string, n)
	for i := range words {
		words[i] = fmt.Sprint(i + 1)
	}
	vals, err := NewValues(words)
	require.NoError(t, err)
	var gs []GroupSpec
	for r := range n {
		row := GroupSpec{Name: fmt.Sprint("row ", r+1), Kind: GroupRow}
		col := GroupSpec{Name: fmt.Sprint("column ", r+1), Kind: GroupColumn}
		for c := range n {
			row.Cells = append(row.Cells, Pos{r, c})
			col.Cells = append(col.Cells, Pos{c, r})
		}
		gs = append(gs, row, col)
	}
	return vals, gs
}

func TestValuesNumbers(t *testing.T) {
	tests := []struct {
		words   []string
		numeric bool
		numbers []int
	}{
		{[]string{"1", "2", "3"}, true, []int{1, 2, 3}},
		{[]string{"0", "10", "-1"}, true, []int{0, 10, -1}},
		{[]string{"1", "2", "A"}, false, nil},
		{[]string{"01", "2"}, false, nil}, // not written plainly
		{[]string{"+1", "2"}, false, nil},
		{[]string{"red", "green"}, false, nil},
	}
	for _, tt := range tests {
		v, err := NewValues(tt.words)
		require.NoError(t, err)
		assert.Equal(t, tt.numeric, v.Numeric(), "%v", tt.words)
		for i, n := range tt.numbers {
			assert.Equal(t, n, v.Number(i), "%v", tt.words)
		}
	}
}

func TestNewRulesConstraints(t *testing.T) {
	vals, gs := latin(t, 4)
	apart := &notEqual{cells: []Pos{{0, 0}, {1, 1}}}
	r, err := NewRules("t", 4, 4, nil, vals, gs, differing{apart}, linking{&notEqual{cells: []Pos{{2, 2}, {3, 3}}}}, &notEqual{cells: []Pos{{0, 1}, {0, 2}}})
	require.NoError(t, err)
	assert.Equal(t, []*RuleKind{AllDifferent, testKind}, r.Kinds())
	assert.True(t, r.OnlyKinds([]*RuleKind{AllDifferent, testKind}))
	assert.False(t, r.OnlyKinds([]*RuleKind{AllDifferent}))
	require.Len(t, r.Groups, 9, "rows, columns, and the group of the Differ")
	g := r.Groups[8]
	assert.Equal(t, Group{Name: apart.Name(), Kind: GroupRule, Fields: []int{0, 5}, Rule: 0}, g)
	assert.True(t, r.Sees(0, 5), "the Differ's fields are peers")
	assert.Equal(t, []int{0}, r.FieldConstraints(0))
	assert.Equal(t, []int{2}, r.FieldConstraints(1))
	assert.Equal(t, []int{10, 15}, r.ConstraintFields(1))

	// The links, both ways, and what they exclude.
	require.True(t, r.HasLinks())
	a, b := Candidate{10, 2}, Candidate{15, 2}
	assert.Equal(t, []Candidate{b}, slices.Collect(r.Links(a)))
	assert.Equal(t, []Candidate{a}, slices.Collect(r.Links(b)))
	assert.Equal(t, 1, r.LinkedBy(a, b))
	assert.Equal(t, -1, r.LinkedBy(a, Candidate{15, 3}))
	assert.True(t, r.Excludes(a, b), "a constraint's link")
	assert.False(t, r.Excludes(a, Candidate{15, 3}))
	assert.True(t, r.Excludes(Candidate{0, 1}, Candidate{0, 2}), "one field")
	assert.True(t, r.Excludes(Candidate{0, 1}, Candidate{3, 1}), "one value in a row")
	assert.False(t, r.Excludes(a, a))

	// Check: the groups, then every constraint.
	good := []int{0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0}
	assert.NoError(t, r.CheckSolution(good, nil))
	assert.NoError(t, r.CheckConstraints(GridOf([]int{0, Empty, Empty, Empty, Empty, 1, Empty, Empty, Empty, Empty, Empty, Empty, Empty, Empty, Empty, Empty})))
	plain, err := NewRules("t", 4, 4, nil, vals, gs)
	require.NoError(t, err)
	withRule, err := NewRules("t", 4, 4, nil, vals, gs, &notEqual{cells: []Pos{{0, 0}, {1, 1}}})
	require.NoError(t, err)
	bad := []int{0, 1, 2, 3, 2, 0, 3, 1, 1, 3, 0, 2, 3, 2, 1, 0}
	assert.NoError(t, plain.CheckSolution(bad, nil), "the grid keeps the groups")
	assert.EqualError(t, withRule.CheckSolution(bad, nil), "not equal [r1c1 r2c2]: a value twice")
}

func TestNewRulesConstraintErrors(t *testing.T) {
	vals, gs := latin(t, 4)
	holes := make([]bool, 16)
	for i := range holes {
		holes[i] = i != 15
	}
	tests := []struct {
		name string
		c    Constraint
		want string
	}{
		{"outside", &notEqual{cells: []Pos{{0, 0}, {4, 0}}}, "constraint 1, cell 2: r5c1 is outside the 4x4 board"},
		{"twice", &notEqual{cells: []Pos{{0, 0}, {0, 0}}}, "constraint 1, cell 2: r1c1 is listed twice in not equal [r1c1 r1c1]"},
		{"no cells", &notEqual{}, "constraint 1: not equal [] has no cells"},
		{"bind", &notEqual{cells: []Pos{{0, 0}, {1, 1}}, bindErr: ErrNotNumeric}, "constraint 1: " + ErrNotNumeric.Error()},
		{"too many to differ", differing{&notEqual{cells: []Pos{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {0, 1}}}}, "constraint 1: not equal [r1c1 r2c2 r3c3 r4c4 r1c2] has 5 cells that must differ but there are only 4 values: it could never be filled"},
		{"nil", nil, "constraint 1: no constraint"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewRules("t", 4, 4, nil, vals, gs, tt.c)
			require.Error(t, err)
			var ce *ConstraintError
			require.True(t, errors.As(err, &ce), "%v", err)
			assert.Equal(t, tt.want, ce.Error())
		})
	}
	// A hole.
	var rows []GroupSpec
	for _, g := range gs {
		if g.Kind == GroupRow && g.Name != "row 4" {
			rows = append(rows, g)
		}
	}
	_, err := NewRules("t", 4, 4, holes, vals, rows, &notEqual{cells: []Pos{{0, 0}, {3, 3}}})
	assert.ErrorContains(t, err, "constraint 1, cell 2: r4c4 is a hole of the board, not a field")
}

// growing is a notEqual whose cells follow from the board: none before
// Bind, then the cells of the board's first column and, with extra, one
// more.
type growing struct {
	*notEqual
	extra *Pos
}

func (c growing) Bind(_ []int, r *Rules) (Constraint, error) {
	var cells []Pos
	for row := range r.Rows {
		cells = append(cells, Pos{row, 0})
	}
	if c.extra != nil {
		cells = append(cells, *c.extra)
	}
	fields := make([]int, len(cells))
	for i, p := range cells {
		fields[i] = r.FieldAt(p)
	}
	b, err := (&notEqual{cells: cells}).Bind(fields, r)
	return growing{b.(*notEqual), c.extra}, err
}

// TestCellsFoundWhenBound: a rule whose cells follow from the board gets
// the fields of its bound cells, which are checked as the first are.
func TestCellsFoundWhenBound(t *testing.T) {
	vals, gs := latin(t, 4)
	r, err := NewRules("t", 4, 4, nil, vals, gs, growing{notEqual: &notEqual{}})
	require.NoError(t, err)
	assert.Equal(t, []int{0, 4, 8, 12}, r.ConstraintFields(0))
	assert.Equal(t, []int{0}, r.FieldConstraints(8))
	for _, tt := range []struct {
		extra Pos
		want  string
	}{
		{Pos{0, 0}, "constraint 1, cell 5: r1c1 is listed twice"},
		{Pos{0, 9}, "constraint 1, cell 5: r1c10 is outside the 4x4 board"},
	} {
		_, err = NewRules("t", 4, 4, nil, vals, gs, growing{notEqual: &notEqual{}, extra: &tt.extra})
		assert.ErrorContains(t, err, tt.want)
	}
}

// TestBindLeavesTheConstraint: one constraint serves two games, each with
// a bound copy of its own.
func TestBindLeavesTheConstraint(t *testing.T) {
	vals, gs := latin(t, 4)
	c := &notEqual{cells: []Pos{{0, 0}, {1, 1}}}
	r1, err := NewRules("t", 4, 4, nil, vals, gs, c)
	require.NoError(t, err)
	holes := make([]bool, 16)
	for i := range holes {
		holes[i] = i != 1
	}
	var cols []GroupSpec
	for _, g := range gs {
		if g.Kind == GroupColumn && g.Name != "column 2" {
			cols = append(cols, g)
		}
	}
	r2, err := NewRules("t", 4, 4, holes, vals, cols, c)
	require.NoError(t, err)
	assert.Nil(t, c.fields, "the constraint given is not changed")
	assert.Equal(t, []int{0, 5}, r1.Constraints[0].(*notEqual).fields)
	assert.Equal(t, []int{0, 4}, r2.Constraints[0].(*notEqual).fields)
}

// TestDifferInGroup: the cells a constraint requires to differ make no
// group when one group holds them already, but the constraint stays.
func TestDifferInGroup(t *testing.T) {
	vals, gs := latin(t, 4)
	row := differing{&notEqual{cells: []Pos{{0, 0}, {0, 1}, {0, 2}, {0, 3}}}}
	part := differing{&notEqual{cells: []Pos{{1, 1}, {1, 3}}}}
	r, err := NewRules("t", 4, 4, nil, vals, gs, row, part)
	require.NoError(t, err)
	assert.Len(t, r.Groups, 8, "no group added")
	assert.Len(t, r.Constraints, 2, "every constraint kept")
}

// TestPeerSetLarge: on a board over 1,024 fields the peer sets are made
// on first use, once, and agree with the peer lists.
func TestPeerSetLarge(t *testing.T) {
	vals, gs := latin(t, 40)
	r, err := NewRules("t", 40, 40, nil, vals, gs)
	require.NoError(t, err)
	require.True(t, r.LargeBoard())
	for _, f := range []int{0, 777, 1599} {
		set := r.PeerSet(f)
		assert.Equal(t, r.Peers(f), set.Members(nil))
		assert.True(t, r.Sees(f, r.Peers(f)[0]))
		assert.False(t, r.Sees(f, f))
	}
	assert.Same(t, &r.PeerSet(5)[0], &r.PeerSet(5)[0], "made once")
	v4, gs4 := latin(t, 4)
	small, err := NewRules("t", 4, 4, nil, v4, gs4)
	require.NoError(t, err)
	assert.False(t, small.LargeBoard())
}

func TestOnlyTwo(t *testing.T) {
	vals, gs := latin(t, 4)
	r, err := NewRules("t", 4, 4, nil, vals, gs)
	require.NoError(t, err)
	b := NewBoard(r)
	_, _, ok := b.OnlyTwo(0, 0)
	assert.False(t, ok, "four places")
	require.True(t, b.Eliminate(1, 0))
	require.True(t, b.Eliminate(3, 0))
	f1, f2, ok := b.OnlyTwo(0, 0) // row 1
	assert.True(t, ok)
	assert.Equal(t, [2]int{0, 2}, [2]int{f1, f2})
	require.True(t, b.Place(0, 0))
	_, _, ok = b.OnlyTwo(0, 0)
	assert.False(t, ok, "placed in the group")
	vals3, _ := NewValues([]string{"1", "2", "3", "4", "5"})
	part, err := NewRules("t", 1, 4, nil, vals3, []GroupSpec{{Name: "part", Cells: []Pos{{0, 0}, {0, 1}, {0, 2}, {0, 3}}}})
	require.NoError(t, err)
	pb := NewBoard(part)
	pb.Eliminate(0, 0)
	pb.Eliminate(1, 0)
	_, _, ok = pb.OnlyTwo(0, 0)
	assert.False(t, ok, "a group that is not complete makes no strong link")
}

// TestStepNamesRuleOfGroup: a step whose evidence names a group a
// constraint made names that constraint among its rules, once.
func TestStepNamesRuleOfGroup(t *testing.T) {
	vals, gs := latin(t, 4)
	c := differing{&notEqual{cells: []Pos{{0, 0}, {1, 1}}}}
	r, err := NewRules("t", 4, 4, nil, vals, gs, c)
	require.NoError(t, err)
	g := len(r.Groups) - 1
	require.Equal(t, GroupRule, r.Groups[g].Kind)
	assert.Equal(t, -1, r.Groups[0].Rule, "a group of the spec is no constraint's")
	assert.Equal(t, gs, r.GroupSpecs(), "the groups of the spec, without the constraint's")
	m := &Move{Place: []Candidate{{0, 1}}, Evidence: Evidence{Groups: []int{0, g}, Rules: []int{0}}}
	assert.Equal(t, []StepRule{{Name: c.Name(), Kind: "NotEqual", Index: 0}}, NewStep(r, 1, 0, m, "").Rules)
	m.Rules = nil
	assert.Equal(t, []StepRule{{Name: c.Name(), Kind: "NotEqual", Index: 0}}, NewStep(r, 1, 0, m, "").Rules, "found from the group")
}

// cancelling is a notEqual whose Bind counts the binds and ends a context.
type cancelling struct {
	*notEqual
	binds  *int
	cancel func()
}

func (c cancelling) Bind(fields []int, r *Rules) (Constraint, error) {
	*c.binds++
	c.cancel()
	b, err := c.notEqual.Bind(fields, r)
	return cancelling{b.(*notEqual), c.binds, c.cancel}, err
}

// TestNewRulesContextStops: the building stops at the next constraint once
// its context ends, with an error that wraps the context's and says how
// far it came.
func TestNewRulesContextStops(t *testing.T) {
	vals, gs := latin(t, 4)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	binds := 0
	cs := make([]Constraint, 5)
	for i := range cs {
		cs[i] = cancelling{&notEqual{cells: []Pos{{i % 4, 0}, {i % 4, 1}}}, &binds, cancel}
	}
	_, err := NewRulesContext(ctx, "t", 4, 4, nil, vals, gs, cs...)
	require.ErrorIs(t, err, context.Canceled)
	assert.ErrorContains(t, err, "stopped building the rules after binding 1 of 5 constraints")
	assert.Equal(t, 1, binds, "binds after the context ended")

	_, err = NewRulesContext(ctx, "t", 4, 4, nil, vals, gs)
	assert.ErrorIs(t, err, context.Canceled, "a context ended before the start")
}

// TestNewRulesErrorsBounded: rules with thousands of problems, a cell
// listed thousands of times among them, get at most MaxErrors errors and
// a count of the rest, each short: no error lists a rule's cells.
func TestNewRulesErrorsBounded(t *testing.T) {
	vals, gs := latin(t, 4)
	repeat := func(n int, p Pos) []Pos { return slices.Repeat([]Pos{p}, n) }
	var offBoard []Constraint
	for range 5000 {
		offBoard = append(offBoard, &notEqual{cells: []Pos{{9, 9}}})
	}
	big, bigGroups := latin(t, 64)
	var board64 []Pos
	for i := range 64 * 64 {
		board64 = append(board64, Pos{i / 64, i % 64})
	}
	tests := []struct {
		name   string
		vals   *Values
		side   int
		groups []GroupSpec
		cs     []Constraint
		errs   int // problems in all
	}{
		{"a cell 2,000 times in a rule", vals, 4, gs, []Constraint{&notEqual{cells: repeat(2000, Pos{0, 0})}}, 1999},
		{"a cell 20,000 times in a rule", vals, 4, gs, []Constraint{&notEqual{cells: repeat(20000, Pos{0, 0})}}, 19999},
		{"a cell 20,000 times in a group", vals, 4, append(slices.Clip(gs), GroupSpec{Name: "g", Cells: repeat(20000, Pos{0, 0})}), nil, 1 + 19999},
		{"5,000 rules off the board", vals, 4, gs, offBoard, 5000},
		{"4,096 cells that must differ", big, 64, bigGroups, []Constraint{differing{&notEqual{cells: board64}}}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewRules("t", tt.side, tt.side, nil, tt.vals, tt.groups, tt.cs...)
			require.Error(t, err)
			list := SplitErrors(err)
			size, longest := 0, ""
			for _, e := range list {
				size += len(e.Error())
				if len(e.Error()) > len(longest) {
					longest = e.Error()
				}
			}
			assert.Less(t, len(longest), 200, "an error names a rule without all its cells: %.200s", longest)
			assert.Less(t, size, 16<<10, "the errors in all")
			assert.LessOrEqual(t, len(list), MaxErrors+1)
			if tt.errs <= MaxErrors {
				assert.Len(t, list, tt.errs)
				return
			}
			var more *MoreErrors
			require.ErrorAs(t, list[len(list)-1], &more)
			assert.Equal(t, tt.errs-MaxErrors, more.N, "the problems left out are counted")
			assert.Equal(t, fmt.Sprintf("and %d more errors", more.N), more.Error())
		})
	}
}
