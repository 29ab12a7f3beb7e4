package specs

import (
	"errors"
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// MaxErrors is the most errors reported for one spec: the first ones by
// position. When there are more, one last error, at the first of those
// left out, says how many more there are.
const MaxErrors = 100

// errorList collects the errors of reading one spec. It keeps the first
// MaxErrors+1 by position and counts the rest, so that a spec with fifty
// thousand problems is reported as fast as one with a hundred.
type errorList struct {
	errs []error
	n    int // errors added, kept or not
}

// add adds e, a *game.Error.
func (l *errorList) add(e error) {
	l.n++
	l.errs = append(l.errs, e)
	if len(l.errs) == 4*MaxErrors {
		game.SortErrors(l.errs) // stable: the first added stay first among equals
		clear(l.errs[MaxErrors+1:])
		l.errs = l.errs[:MaxErrors+1]
	}
}

// err returns the errors sorted by position, joined with errors.Join, or
// nil.
func (l *errorList) err() error {
	if l.n == 0 {
		return nil
	}
	game.SortErrors(l.errs)
	if more := l.n - MaxErrors; more > 0 {
		var at game.Position
		var src string
		if first, ok := l.errs[MaxErrors].(*game.Error); ok {
			at, src = first.Pos, first.Source
		}
		l.errs = append(l.errs[:MaxErrors], &game.Error{Pos: at, Msg: fmt.Sprintf("and %d more %s from here on", more, plural(more, "error", "errors")), Source: src})
	}
	return errors.Join(l.errs...)
}
