package batch

// chunk is consecutive puzzles handed to one worker at once: handing them
// over one by one would cost, per puzzle, channel and bookkeeping work that
// is not small beside solving an easy puzzle.
type chunk struct {
	items []*Result
}

// emitter takes the solved chunks in input order (the pipeline puts them
// back in it), counts them in the summary and emits their results.
type emitter struct {
	cut  bool // a puzzle was interrupted: drop everything from there
	sum  *Summary
	emit func(*Result) error
	err  error // the first error of emit; nothing is emitted after it
}

func newEmitter(sum *Summary, emit func(*Result) error) *emitter {
	return &emitter{sum: sum, emit: emit}
}

// take counts the results of c and emits them.
func (o *emitter) take(c *chunk) {
	for _, x := range c.items {
		// From the first puzzle the interrupt cut short, later results
		// are dropped too, even those solved in time: the output stays
		// the first puzzles of the input, in order, without a gap.
		if x.interrupted || o.cut {
			if !o.cut {
				o.sum.Cut = x
			}
			o.cut = true
			o.sum.Interrupted++
			continue
		}
		o.sum.Puzzles++
		o.sum.ByStatus[x.Status()]++
		if x.Err != nil {
			if len(o.sum.InputErrors) < MaxInputErrors {
				o.sum.InputErrors = append(o.sum.InputErrors, x.Err)
			} else {
				o.sum.MoreInputErrors++
			}
		}
		if x.wrong != nil {
			o.sum.Wrong = append(o.sum.Wrong, x.wrong)
			continue // never emit a solution that fails the check
		}
		if o.err == nil {
			o.err = o.emit(x)
		}
	}
}
