package batch

// chunk is consecutive puzzles handed to one worker at once: handing them
// over one by one would cost, per puzzle, channel and bookkeeping work that
// is not small beside solving an easy puzzle.
type chunk struct {
	seq   int // the chunk's number, from 1
	items []*Result
}

// order puts solved chunks, which come back in any order, back in input
// order, counts them in the summary and emits their results.
type order struct {
	pending map[int]*chunk
	next    int  // the seq of the chunk to release next
	cut     bool // a puzzle was interrupted: drop everything from there
	sum     *Summary
	emit    func(*Result) error
	err     error // the first error of emit; nothing is emitted after it
}

func newOrder(sum *Summary, emit func(*Result) error) *order {
	return &order{pending: map[int]*chunk{}, next: 1, sum: sum, emit: emit}
}

// add takes a solved chunk.
func (o *order) add(c *chunk) { o.pending[c.seq] = c }

// pop returns the next chunk in input order, or nil when it has not come
// back yet.
func (o *order) pop() *chunk {
	c, ok := o.pending[o.next]
	if !ok {
		return nil
	}
	delete(o.pending, o.next)
	o.next++
	return c
}

// take counts the results of c and emits them.
func (o *order) take(c *chunk) {
	for _, x := range c.items {
		// From the first puzzle the interrupt cut short, later results
		// are dropped too, even those solved in time: the output stays
		// the first puzzles of the input, in order, without a gap.
		if x.interrupted || o.cut {
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
