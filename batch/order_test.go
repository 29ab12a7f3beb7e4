package batch

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

// results makes chunk seq of results numbered from first; flags mark each
// one: 'o' solved, 'i' interrupted, 'e' input error, 'w' wrong solution.
func results(seq, first int, flags string) *chunk {
	c := &chunk{seq: seq}
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

func TestOrder(t *testing.T) {
	tests := []struct {
		name        string
		chunks      []*chunk // in the order workers hand them back
		emitted     []int
		interrupted int
		inputErrs   int
		wrong       int
	}{
		{"in order", []*chunk{results(1, 1, "oo"), results(2, 3, "o")}, []int{1, 2, 3}, 0, 0, 0},
		{"out of order", []*chunk{results(3, 4, "o"), results(2, 3, "o"), results(1, 1, "oo")}, []int{1, 2, 3, 4}, 0, 0, 0},
		{"a gap holds the rest back", []*chunk{results(1, 1, "o"), results(3, 3, "o")}, []int{1}, 0, 0, 0},
		{"an interrupt drops the rest of its chunk", []*chunk{results(1, 1, "oio")}, []int{1}, 2, 0, 0},
		{"and every later chunk, even one solved in time", []*chunk{results(2, 4, "oo"), results(1, 1, "oi")}, []int{1}, 3, 0, 0},
		{"input errors are emitted", []*chunk{results(1, 1, "oeo")}, []int{1, 2, 3}, 0, 1, 0},
		{"wrong solutions are not", []*chunk{results(1, 1, "owo")}, []int{1, 3}, 0, 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sum := Summary{ByStatus: map[string]int{}}
			var got []int
			o := newOrder(&sum, func(r *Result) error { got = append(got, r.N); return nil })
			for _, c := range tt.chunks {
				o.add(c)
				for c := o.pop(); c != nil; c = o.pop() {
					o.take(c)
				}
			}
			assert.Equal(t, tt.emitted, got)
			assert.Equal(t, tt.interrupted, sum.Interrupted)
			assert.Len(t, sum.InputErrors, tt.inputErrs)
			assert.Len(t, sum.Wrong, tt.wrong)
			assert.Equal(t, len(got)+tt.wrong, sum.Puzzles, "wrong ones are counted, interrupted ones are not")
		})
	}
}
