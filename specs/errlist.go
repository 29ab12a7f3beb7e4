package specs

import (
	"errors"
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// MaxErrors is the most errors reported for one spec: the first ones by
// position. When there are more, one last error, at the first of those
// left out, says how many more there are.
const MaxErrors = game.MaxErrors

// errorList collects the errors of reading one spec. It keeps the first
// MaxErrors+1 by position and counts the rest, so that a spec with fifty
// thousand problems is reported as fast as one with a hundred.
type errorList struct {
	errs []error
	n    int // errors added, kept or not
}

// add adds e, a *game.Error, or the count of a *game.MoreErrors (the end
// of game.NewRules' list, cut short): those it only counts.
func (l *errorList) add(e error) {
	var more *game.MoreErrors
	if errors.As(e, &more) {
		l.n += more.N
		return
	}
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
	kept := min(len(l.errs), MaxErrors)
	if more := l.n - kept; more > 0 {
		// At the first error left out, or when all those were only
		// counted, after the last one kept.
		var at game.Position
		var src string
		where := " from here on"
		switch {
		case len(l.errs) > kept:
			if first, ok := l.errs[kept].(*game.Error); ok {
				at, src = first.Pos, first.Source
			}
		case kept > 0:
			if last, ok := l.errs[kept-1].(*game.Error); ok {
				at, where = last.Pos, ""
			}
		}
		l.errs = append(l.errs[:kept], &game.Error{Pos: at, Msg: fmt.Sprintf("and %d more %s%s", more, plural(more, "error", "errors"), where), Source: src})
	}
	return errors.Join(l.errs...)
}
