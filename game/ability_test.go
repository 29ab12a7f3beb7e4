package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAbilitiesOf names the optional interfaces of each test rule.
func TestAbilitiesOf(t *testing.T) {
	c := &notEqual{cells: []Pos{{0, 0}, {0, 1}}}
	for _, tt := range []struct {
		c    Constraint
		want Ability
		name string
	}{
		{c, 0, "none"},
		{differing{c}, CanDiffer, "Differ"},
		{linking{c}, CanLink, "Linker"},
	} {
		assert.Equal(t, tt.want, AbilitiesOf(tt.c), "%T", tt.c)
		assert.Equal(t, tt.name, AbilitiesOf(tt.c).String())
	}
	assert.Equal(t, "Differ|Propagator|Labeler", (CanDiffer | CanPropagate | CanLabel).String())
}

// TestAbilitiesChecked: a kind that declares its abilities gets its
// rules refused when they have others (a method lost or renamed), with
// an error that names both; one that declares none is not checked.
func TestAbilitiesChecked(t *testing.T) {
	vals, gs := latin(t, 4)
	kind := *testKind
	kind.Abilities = CanDiffer | CanPropagate
	declared := &kind
	cells := []Pos{{0, 0}, {1, 1}}
	_, err := NewRules("t", 4, 4, nil, vals, gs, differing{&notEqual{cells: cells}})
	require.NoError(t, err, "undeclared abilities are not checked")
	_, err = NewRules("t", 4, 4, nil, vals, gs, declaredDiffer{differing{&notEqual{cells: cells}}, declared})
	require.Error(t, err)
	assert.ErrorContains(t, err, "declares the abilities Differ|Propagator, but its rule (game.declaredDiffer) has Differ")
	kind.Abilities = CanDiffer
	_, err = NewRules("t", 4, 4, nil, vals, gs, declaredDiffer{differing{&notEqual{cells: cells}}, declared})
	assert.NoError(t, err, "the abilities declared")
}

// declaredDiffer is a differing rule of a kind of its own.
type declaredDiffer struct {
	differing
	kind *RuleKind
}

func (c declaredDiffer) Kind() *RuleKind { return c.kind }
func (c declaredDiffer) Bind(fields []int, r *Rules) (Constraint, error) {
	b, err := c.differing.Bind(fields, r)
	return declaredDiffer{b.(differing), c.kind}, err
}
