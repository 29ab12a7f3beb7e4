package game

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// linkingRules returns rules of a 4x4 Latin square with a constraint that
// links r3c3 and r4c4 as equal values must not stand there.
func linkingRules(t *testing.T) *Rules {
	t.Helper()
	vals, gs := latin(t, 4)
	r, err := NewRules("t", 4, 4, nil, vals, gs, linking{&notEqual{cells: []Pos{{2, 2}, {3, 3}}}})
	require.NoError(t, err)
	return r
}

// TestLinksLazy: NewRules builds no links; the first ask builds them.
func TestLinksLazy(t *testing.T) {
	r := linkingRules(t)
	assert.True(t, r.HasLinks())
	assert.Zero(t, r.LinksBytes(), "not built by NewRules")
	a, b := Candidate{10, 1}, Candidate{15, 1}
	assert.Equal(t, []Candidate{b}, slices.Collect(r.Links(a)))
	assert.Positive(t, r.LinksBytes(), "built at the first ask")
	assert.NoError(t, r.BuildLinks(context.Background(), 1), "built already: no bound applies")
}

// TestBuildLinksBudget: links over the budget are not built, with an
// error that says so; a larger budget builds them.
func TestBuildLinksBudget(t *testing.T) {
	r := linkingRules(t)
	err := r.BuildLinks(context.Background(), 100)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrOverBudget), "%v", err)
	assert.Contains(t, err.Error(), "100 B")
	assert.Zero(t, r.LinksBytes())
	require.NoError(t, r.BuildLinks(context.Background(), 1<<20))
	// 16 fields x 4 values and one more, 4 bytes each; and 4 links each way.
	assert.Equal(t, int64((16*4+1)*4+8*LinkEntryBytes), r.LinksBytes())
}

// TestBuildLinksCanceled: a build under a context that ended stops with
// its error and builds nothing.
func TestBuildLinksCanceled(t *testing.T) {
	r := linkingRules(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	assert.ErrorIs(t, r.BuildLinks(ctx, 0), context.Canceled)
	assert.Zero(t, r.LinksBytes())
}

// TestLinksMerged: two constraints that link the same pair give it once,
// in order, and LinkedBy names the first.
func TestLinksMerged(t *testing.T) {
	vals, gs := latin(t, 4)
	c := func() Constraint { return linking{&notEqual{cells: []Pos{{2, 2}, {3, 3}}}} }
	r, err := NewRules("t", 4, 4, nil, vals, gs, c(), c(), linking{&notEqual{cells: []Pos{{2, 2}, {3, 2}}}})
	require.NoError(t, err)
	a := Candidate{10, 1}
	assert.Equal(t, []Candidate{{14, 1}, {15, 1}}, slices.Collect(r.Links(a)), "each once, by field")
	assert.Equal(t, 0, r.LinkedBy(a, Candidate{15, 1}))
	assert.Equal(t, 2, r.LinkedBy(a, Candidate{14, 1}))
	assert.Equal(t, -1, r.LinkedBy(a, Candidate{14, 2}))
	assert.Equal(t, -1, r.LinkedBy(a, Candidate{99, 2}), "no field")
	for range r.Links(Candidate{-1, 0}) {
		t.Fatal("no candidate has no links")
	}
}

func TestBytes(t *testing.T) {
	for _, tc := range []struct {
		in   Bytes
		want string
	}{
		{0, "0 B"},
		{1023, "1023 B"},
		{1024, "1 KiB"},
		{1536, "1.5 KiB"},
		{512 << 20, "512 MiB"},
		{3 << 30, "3 GiB"},
	} {
		assert.Equal(t, tc.want, tc.in.String(), "%d", int64(tc.in))
	}
}
