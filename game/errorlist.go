package game

import (
	"errors"
	"fmt"
)

// MaxErrors is the most problems a reader reports one by one for one
// input: a spec, a puzzle, the rules given to NewRules. The rest are
// counted, and a last error says how many (MoreErrors).
const MaxErrors = 100

// An ErrorList collects the problems found in one input, as a reader
// finds them. It keeps the first MaxErrors and only counts the rest, so
// that an input with a million problems takes no more memory, nor prints
// more, than one with a hundred. Its zero value is an empty list.
type ErrorList struct {
	errs []error
	n    int // problems added, kept or counted
}

// Add adds err, or once the list is Full only counts it. A *MoreErrors,
// the end of another list cut short, adds its count. Add(nil) does
// nothing.
func (l *ErrorList) Add(err error) {
	var more *MoreErrors
	switch {
	case err == nil:
	case errors.As(err, &more):
		l.n += more.N
	default:
		l.n++
		if len(l.errs) < MaxErrors {
			l.errs = append(l.errs, err)
		}
	}
}

// Skip counts a problem without its error, for a reader that need not
// write the message of one the list would not keep (when it is Full).
func (l *ErrorList) Skip() { l.n++ }

// Full reports whether the list keeps no more errors: Add only counts.
func (l *ErrorList) Full() bool { return len(l.errs) >= MaxErrors }

// Len returns the number of problems added, kept or counted.
func (l *ErrorList) Len() int { return l.n }

// Err returns the errors kept, joined by errors.Join, and when some were
// only counted a last *MoreErrors at pos that says how many; nil when
// the list is empty.
func (l *ErrorList) Err(pos Position) error {
	if l.n == 0 {
		return nil
	}
	errs := l.errs
	if more := l.n - len(l.errs); more > 0 {
		errs = append(errs[:len(errs):len(errs)], &MoreErrors{Pos: pos, N: more})
	}
	return errors.Join(errs...)
}

// MoreErrors ends a list of errors cut short (ErrorList): N more problems
// were found and left out. It unwraps to the *Error that says so at Pos,
// as a program prints it.
type MoreErrors struct {
	Pos Position
	N   int
}

func (e *MoreErrors) Error() string {
	if u := e.Unwrap(); u != nil {
		return u.Error()
	}
	return e.msg()
}

// Unwrap returns the error as a positioned *Error, "file:line:col: and N
// more errors", or nil when Pos is unknown.
func (e *MoreErrors) Unwrap() error {
	if e.Pos == (Position{}) {
		return nil
	}
	return &Error{Pos: e.Pos, Msg: e.msg()}
}

func (e *MoreErrors) msg() string {
	word := "errors"
	if e.N == 1 {
		word = "error"
	}
	return fmt.Sprintf("and %d more %s", e.N, word)
}

// AddRuleErrors adds the problems of err, the error of NewRules, as a
// reader that read the constraints says them: report gets the index of
// the constraint a problem is of (a *ConstraintError) and its message,
// or -1 and the whole message of any other problem, to add where the
// reader read it. The count of the problems NewRules left out (a
// *MoreErrors) the list adds itself.
func (l *ErrorList) AddRuleErrors(err error, report func(constraint int, msg string)) {
	for _, e := range SplitErrors(err) {
		var ce *ConstraintError
		var more *MoreErrors
		switch {
		case errors.As(e, &more):
			l.Add(more)
		case errors.As(e, &ce) && ce.Constraint >= 0:
			report(ce.Constraint, ce.Msg)
		default:
			report(-1, e.Error())
		}
	}
}
