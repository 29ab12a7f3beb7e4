package budget

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want int64
		bad  bool
	}{
		{in: "1GiB", want: 1 << 30},
		{in: "1gib", want: 1 << 30},
		{in: "512MiB", want: 512 << 20},
		{in: "512M", want: 512 << 20},
		{in: "1.5G", want: 3 << 29},
		{in: "2GB", want: 2e9},
		{in: "100kb", want: 1e5},
		{in: "64 MiB", want: 64 << 20},
		{in: "4096", want: 4096},
		{in: "10B", want: 10},
		{in: "", bad: true},
		{in: "GiB", bad: true},
		{in: "-1G", bad: true},
		{in: "1 parsec", bad: true},
		{in: "NaN", bad: true},
		{in: "1e30T", bad: true},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if tt.bad {
			assert.Error(t, err, tt.in)
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
	}
}

func TestSizeFlag(t *testing.T) {
	var s Size = Default
	assert.Equal(t, "1 GiB", s.String())
	assert.Equal(t, "size", s.Type())
	require.NoError(t, s.Set("2G"))
	assert.Equal(t, Size(2<<30), s)
	err := s.Set("1M")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "less than the least")
	assert.Error(t, s.Set("lots"))
	assert.Equal(t, Size(2<<30), s, "unchanged by a bad value")
}

// TestPool: work over the whole pool is refused at once; work that fits
// waits while others hold the room, until it is given back or its
// context ends.
func TestPool(t *testing.T) {
	p := NewPool(100)
	assert.Equal(t, int64(100), p.Size())
	err := p.Take(context.Background(), 101, "the puzzle")
	require.Error(t, err)
	assert.True(t, errors.Is(err, game.ErrOverBudget))
	assert.Contains(t, err.Error(), "the puzzle needs about 101 B of memory, more than the budget of 100 B")

	require.NoError(t, p.Take(context.Background(), 70, "a"))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	assert.ErrorIs(t, p.Take(ctx, 40, "b"), context.DeadlineExceeded, "70 + 40 is over 100")

	got := make(chan error, 1)
	go func() { got <- p.Take(context.Background(), 40, "b") }()
	select {
	case err := <-got:
		t.Fatalf("took 40 while 70 of 100 were held: %v", err)
	case <-time.After(20 * time.Millisecond):
	}
	p.Give(70)
	select {
	case err := <-got:
		assert.NoError(t, err)
	case <-time.After(5 * time.Second):
		t.Fatal("the room given back was not taken")
	}
	assert.NoError(t, p.Take(context.Background(), 0, "nothing"))
	p.Give(40)
	assert.NoError(t, p.Take(context.Background(), 100, "all of it"))
}

// work is a Worker of a given footprint whose Prepare fails with err,
// having been given maxBytes.
type work struct {
	footprint, given int64
	err              error
}

func (w *work) Prepare(_ context.Context, maxBytes int64) error { w.given = maxBytes; return w.err }
func (w *work) Footprint() int64                                { return w.footprint }

// TestReserve: Reserve prepares the work within the whole pool, takes its
// footprint, and passes a failed Prepare on without taking anything.
func TestReserve(t *testing.T) {
	p := NewPool(100)
	w := &work{footprint: 60}
	n, err := p.Reserve(context.Background(), w, "the puzzle")
	require.NoError(t, err)
	assert.Equal(t, int64(60), n)
	assert.Equal(t, int64(100), w.given, "prepared within the whole pool")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	_, err = p.Reserve(ctx, &work{footprint: 60}, "the puzzle")
	assert.ErrorIs(t, err, context.DeadlineExceeded, "60 of 100 are held")
	p.Give(n)
	failed := &work{footprint: 10, err: game.ErrOverBudget}
	_, err = p.Reserve(context.Background(), failed, "the puzzle")
	require.ErrorIs(t, err, game.ErrOverBudget)
	n, err = p.Reserve(context.Background(), &work{footprint: 100}, "the puzzle")
	require.NoError(t, err, "nothing was taken for the failed one")
	p.Give(n)
}
