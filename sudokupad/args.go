package sudokupad

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// args is the argument of one rule read from a drawing, for its kind's
// Read (constraint.Args): the values the drawing gave, by key, each a
// []game.Pos, a [][]game.Pos, an int, a string (a word, or a number as
// the drawing wrote it), a []string or a bool. Every problem is reported
// at the drawing.
type args struct {
	b     *builder
	where string
	vals  map[string]any
}

func (a *args) Has(key string) bool {
	_, ok := a.vals[key]
	return ok
}

// missing reports that the drawing gives no key.
func (a *args) missing(key string) {
	a.b.errorf(a.where, "the drawing gives no %s", key)
}

func (a *args) Cells(key string) ([]game.Pos, bool) {
	v, ok := a.vals[key].([]game.Pos)
	if !ok {
		a.missing(key)
	}
	return v, ok
}

func (a *args) CellLists(key string) ([][]game.Pos, bool) {
	v, ok := a.vals[key].([][]game.Pos)
	if !ok {
		a.missing(key)
	}
	return v, ok
}

func (a *args) Int(key string) (int, bool) {
	switch v := a.vals[key].(type) {
	case int:
		return v, true
	case string:
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			a.b.errorf(a.where, "the %s %s is no whole number", key, game.Excerpt(v))
			return 0, false
		}
		return n, true
	}
	a.missing(key)
	return 0, false
}

func (a *args) Word(key string) (string, bool) {
	switch v := a.vals[key].(type) {
	case string:
		return v, true
	case int:
		return strconv.Itoa(v), true
	}
	a.missing(key)
	return "", false
}

func (a *args) Words(key string) ([]string, bool) {
	v, ok := a.vals[key].([]string)
	if !ok {
		a.missing(key)
	}
	return v, ok
}

func (a *args) Bool(key string) (bool, bool) {
	v, ok := a.vals[key].(bool)
	if !ok {
		a.missing(key)
	}
	return v, ok
}

func (a *args) Errorf(key string, format string, args ...any) {
	a.b.errorf(a.where, "%s", fmt.Sprintf(format, args...))
}
