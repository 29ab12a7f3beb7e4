package pipeline

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// numbers returns a Next that reads the jobs 0 to n-1, counting the reads.
func numbers(n int, reads *atomic.Int64) func(context.Context) (int, bool) {
	next := 0
	return func(context.Context) (int, bool) {
		if next == n {
			return 0, false
		}
		reads.Add(1)
		next++
		return next - 1, true
	}
}

// TestOrder: whatever order the workers finish in, the results come back
// in job order, each once.
func TestOrder(t *testing.T) {
	tests := []struct {
		name            string
		workers, jobs   int
		inFlight        int
		delay           func(job int) time.Duration
		wantMaxInFlight int
	}{
		{"one worker", 1, 50, 0, func(int) time.Duration { return 0 }, 2},
		{"later jobs finish first", 4, 40, 0, func(j int) time.Duration { return time.Duration(40-j) * 50 * time.Microsecond }, 8},
		{"uneven jobs", 3, 200, 5, func(j int) time.Duration { return time.Duration(j*7919%13) * 20 * time.Microsecond }, 5},
		{"more workers than jobs", 8, 3, 0, func(int) time.Duration { return 0 }, 16},
		{"no job", 2, 0, 0, func(int) time.Duration { return 0 }, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var reads, inFlight, most atomic.Int64
			var got []int
			next := numbers(tt.jobs, &reads)
			p := &Pipeline[int, int]{
				Workers:  tt.workers,
				InFlight: tt.inFlight,
				Next: func(ctx context.Context) (int, bool) {
					j, ok := next(ctx)
					if ok {
						n := inFlight.Add(1)
						for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
						}
					}
					return j, ok
				},
				Work: func(_ context.Context, w, j int) int {
					assert.Less(t, w, max(tt.workers, 1))
					time.Sleep(tt.delay(j))
					return j * j
				},
				Emit: func(r int) error {
					inFlight.Add(-1)
					got = append(got, r)
					return nil
				},
			}
			require.NoError(t, p.Run(context.Background()))
			require.Len(t, got, tt.jobs)
			for j, r := range got {
				assert.Equal(t, j*j, r, "result %d", j)
			}
			assert.LessOrEqual(t, most.Load(), int64(tt.wantMaxInFlight), "jobs between Next and Emit")
		})
	}
}

// A slow job holds back the results after it, and they come out in order
// once it is done.
func TestGapHoldsTheRestBack(t *testing.T) {
	release := make(chan struct{})
	var reads, emitted atomic.Int64
	var got []int
	p := &Pipeline[int, int]{
		Workers:  3,
		InFlight: 6,
		Next:     numbers(6, &reads),
		Work: func(_ context.Context, _, j int) int {
			if j == 0 {
				<-release
			}
			return j
		},
		Emit: func(r int) error { got = append(got, r); emitted.Add(1); return nil },
	}
	done := make(chan error)
	go func() { done <- p.Run(context.Background()) }()
	time.Sleep(20 * time.Millisecond)
	assert.Zero(t, emitted.Load(), "nothing before the first job's result")
	close(release)
	require.NoError(t, <-done)
	assert.Equal(t, []int{0, 1, 2, 3, 4, 5}, got)
}

// When the context ends, no job is read after it; the jobs read are
// worked with the ended context, and their results emitted in order.
func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var reads atomic.Int64
	var got []int
	p := &Pipeline[int, int]{
		Workers: 2,
		Next:    numbers(1_000_000, &reads),
		Work: func(ctx context.Context, _, j int) int {
			if ctx.Err() != nil {
				return -1 // cut short
			}
			return j
		},
		Emit: func(r int) error {
			got = append(got, r)
			if r == 10 {
				cancel()
			}
			return nil
		},
	}
	require.NoError(t, p.Run(ctx))
	assert.Equal(t, int(reads.Load()), len(got), "every job read is emitted")
	assert.Less(t, len(got), 1_000_000)
	for i, r := range got {
		if r < 0 {
			break
		}
		assert.Equal(t, i, r, "in order")
	}
}

// The first error of Emit or Flush is Run's; Emit and Flush are not
// called after it, and the input is not read on.
func TestEmitAndFlushErrors(t *testing.T) {
	full := errors.New("disk full")
	tests := []struct {
		name              string
		emitErr, flushErr error
	}{
		{"emit", full, nil},
		{"flush", nil, full},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var reads atomic.Int64
			var calls []string
			p := &Pipeline[int, int]{
				Workers: 2,
				Next:    numbers(100_000, &reads),
				Work:    func(_ context.Context, _, j int) int { return j },
				Emit:    func(int) error { calls = append(calls, "emit"); return tt.emitErr },
				Flush:   func() error { calls = append(calls, "flush"); return tt.flushErr },
			}
			err := p.Run(context.Background())
			assert.Equal(t, full, err)
			require.NotEmpty(t, calls)
			last := calls[len(calls)-1]
			if tt.emitErr != nil {
				assert.Equal(t, "emit", last, "nothing after the failed emit")
				assert.Equal(t, 1, count(calls, "emit"))
			} else {
				assert.Equal(t, "flush", last, "nothing after the failed flush")
				assert.Equal(t, 1, count(calls, "flush"))
			}
			assert.Less(t, reads.Load(), int64(100_000), "the input is not read on")
		})
	}
}

func count(xs []string, x string) int {
	n := 0
	for _, y := range xs {
		if y == x {
			n++
		}
	}
	return n
}

// Flush is called at the end, after the last result.
func TestFlushAtTheEnd(t *testing.T) {
	var reads atomic.Int64
	var calls []string
	p := &Pipeline[int, int]{
		Next:  numbers(3, &reads),
		Work:  func(_ context.Context, _, j int) int { return j },
		Emit:  func(int) error { calls = append(calls, "emit"); return nil },
		Flush: func() error { calls = append(calls, "flush"); return nil },
	}
	require.NoError(t, p.Run(context.Background()))
	assert.Equal(t, 3, count(calls, "emit"))
	assert.Equal(t, "flush", calls[len(calls)-1])
}

// Each worker's jobs run one at a time, so per-worker state needs no lock
// (the race detector holds this when the tests run with -race).
func TestWorkerState(t *testing.T) {
	const workers = 4
	var state [workers]int
	var reads atomic.Int64
	p := &Pipeline[int, int]{
		Workers: workers,
		Next:    numbers(400, &reads),
		Work: func(_ context.Context, w, j int) int {
			state[w]++
			return j
		},
		Emit: func(int) error { return nil },
	}
	require.NoError(t, p.Run(context.Background()))
	total := 0
	for _, n := range state {
		total += n
	}
	assert.Equal(t, 400, total)
}
