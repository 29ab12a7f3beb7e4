package batch

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// results makes a chunk of results numbered from first; flags mark each
// one: 'o' solved, 'i' interrupted, 'e' input error, 'w' wrong solution.
func results(first int, flags string) *chunk {
	c := &chunk{}
	for i, f := range flags {
		r := &Result{N: first + i}
		switch f {
		case 'i':
			r.interrupted = true
		case 'e':
			r.Err = errors.New("bad")
		case 'w':
			r.wrong = errors.New("wrong")
		}
		c.items = append(c.items, r)
	}
	return c
}

// TestEmitter takes chunks in input order, as the pipeline hands them
// over (its tests hold that it puts them back in order).
func TestEmitter(t *testing.T) {
	tests := []struct {
		name        string
		chunks      []*chunk // in input order
		emitted     []int
		interrupted int
		inputErrs   int
		wrong       int
	}{
		{"in order", []*chunk{results(1, "oo"), results(3, "o")}, []int{1, 2, 3}, 0, 0, 0},
		{"an interrupt drops the rest of its chunk", []*chunk{results(1, "oio")}, []int{1}, 2, 0, 0},
		{"and every later chunk, even one solved in time", []*chunk{results(1, "oi"), results(3, "oo")}, []int{1}, 3, 0, 0},
		{"input errors are emitted", []*chunk{results(1, "oeo")}, []int{1, 2, 3}, 0, 1, 0},
		{"wrong solutions are not", []*chunk{results(1, "owo")}, []int{1, 3}, 0, 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sum := Summary{ByStatus: map[string]int{}}
			var got []int
			o := newEmitter(&sum, func(r *Result) error { got = append(got, r.N); return nil })
			for _, c := range tt.chunks {
				o.take(c)
			}
			assert.Equal(t, tt.emitted, got)
			assert.Equal(t, tt.interrupted, sum.Interrupted)
			assert.Len(t, sum.InputErrors, tt.inputErrs)
			assert.Len(t, sum.Wrong, tt.wrong)
			assert.Equal(t, len(got)+tt.wrong, sum.Puzzles, "wrong ones are counted, interrupted ones are not")
			if tt.interrupted > 0 {
				require.NotNil(t, sum.Cut)
				assert.True(t, sum.Cut.interrupted, "the first puzzle cut short: %d", sum.Cut.N)
			} else {
				assert.Nil(t, sum.Cut)
			}
		})
	}
}
