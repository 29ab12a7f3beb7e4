package pipeline

import (
	"context"
	"sync"
)

// Pipeline runs jobs of type J on workers and emits their results of type
// R in job order. Set its fields, then call Run.
type Pipeline[J, R any] struct {
	// Workers is the number of workers; below 1 means 1.
	Workers int
	// InFlight is the most jobs read whose results are not emitted yet;
	// below 1 means 2 per worker.
	InFlight int
	// Next returns the next job, or false when there is none left. It is
	// called from one goroutine, one call at a time, with the context the
	// workers get.
	Next func(ctx context.Context) (J, bool)
	// Work does a job on worker w, 0 to Workers-1, and returns its result.
	// Each worker calls it from a goroutine of its own. It is called for
	// every job read, after ctx has ended too: it should then return soon.
	Work func(ctx context.Context, w int, job J) R
	// Emit is called with each result, in job order, from the goroutine
	// that called Run. After it returns an error it is not called again:
	// the work stops, and Run returns that error.
	Emit func(R) error
	// Flush, when set, is called whenever no further result is waiting
	// and at the end, so that buffered output streams without a write per
	// result. Its error stops the work as Emit's does.
	Flush func() error
}

// result is a job's result with the job's place in the input, from 0.
type result[R any] struct {
	seq int
	r   R
}

// Run reads and works every job, and emits every result, until Next has
// no more or ctx ends; see the package doc. Its error is the first of
// Emit and Flush.
func (p *Pipeline[J, R]) Run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	workers := max(p.Workers, 1)
	inFlight := p.InFlight
	if inFlight < 1 {
		inFlight = 2 * workers
	}
	// A token per job read and not yet emitted. The channels hold as many
	// as there are tokens, so sending on them never blocks.
	tokens := make(chan struct{}, inFlight)
	jobs := make(chan result[J], inFlight)
	results := make(chan result[R], inFlight)

	go func() {
		defer close(jobs)
		for seq := 0; ; seq++ {
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return
			}
			job, ok := p.Next(ctx)
			if !ok {
				return
			}
			jobs <- result[J]{seq, job}
		}
	}()
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for j := range jobs {
				results <- result[R]{j.seq, p.Work(ctx, w, j.r)}
			}
		})
	}
	go func() { wg.Wait(); close(results) }()

	var err error
	pending := map[int]R{}
	next := 0
	for x := range results {
		pending[x.seq] = x.r
		for r, ok := pending[next]; ok; r, ok = pending[next] {
			delete(pending, next)
			next++
			if err == nil {
				err = p.Emit(r)
			}
			<-tokens
		}
		if len(results) == 0 && p.Flush != nil && err == nil {
			err = p.Flush()
		}
		if err != nil {
			cancel() // no use working for results nobody takes
		}
	}
	if p.Flush != nil && err == nil {
		err = p.Flush()
	}
	return err
}
