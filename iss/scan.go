package iss

import (
	"strings"
	"unicode"

	"github.com/sudoku-rules/sudoku/game"
)

// An item is one constraint of a text: its type and its arguments, as
// the text wrote them between the dots and the tildes, and where each
// starts.
type item struct {
	typ    string
	args   []string
	pos    game.Position   // of the dot that starts it
	argPos []game.Position // of each argument
}

// at returns where argument i starts, or the item's start when it has
// no argument i.
func (it item) at(i int) game.Position {
	if i >= 0 && i < len(it.argPos) {
		return it.argPos[i]
	}
	return it.pos
}

// scan splits text into its items as ISS reads a constraint string:
// white space anywhere is left out, each item starts with a dot, and
// its arguments follow its type, each after a tilde. An item with no
// type gives values (ISS's Given). ok is false when the text does not
// start with a dot.
func scan(name, text string) (items []item, ok bool) {
	line, col := 1, 0
	var cur *item
	var word strings.Builder
	inType := false
	end := func() {
		if inType {
			cur.typ = word.String()
		} else {
			cur.args = append(cur.args, word.String())
		}
		word.Reset()
	}
	for _, r := range text {
		if r == '\n' {
			line, col = line+1, 0
			continue
		}
		col++
		if unicode.IsSpace(r) {
			continue
		}
		here := game.Position{File: name, Line: line, Col: col}
		switch {
		case r == '.':
			if cur != nil {
				end()
				items = append(items, *cur)
			}
			cur, inType = &item{pos: here}, true
		case cur == nil:
			return nil, false
		case r == '~':
			end()
			inType = false
			next := here
			next.Col++
			cur.argPos = append(cur.argPos, next)
		default:
			word.WriteRune(r)
		}
	}
	if cur == nil {
		return nil, false
	}
	end()
	return append(items, *cur), true
}
