package fpuzzles

import (
	"encoding/json"
	"fmt"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// lines reads a key whose entries draw lines, {"lines": [["R1C1",
// "R1C2"]]}, each line a rule of its own made by make. The lines of one
// entry share their first cell (a thermometer's bulb) or not: each is
// read as drawn.
func lines(make func(cells []game.Pos) game.Constraint) func(b *builder, key string, raw json.RawMessage) {
	return func(b *builder, key string, raw json.RawMessage) {
		for i, e := range b.entries(key, raw) {
			for j, line := range e.Lines {
				where := fmt.Sprintf("%s[%d].lines[%d]", key, i, j)
				if cells, ok := b.cells(where, line); ok {
					b.add(where, make(cells))
				}
			}
		}
	}
}

// readWhispers reads whispers lines: neighbours on a line differ by at
// least the entry's value, 5 (German whispers) when it has none.
func readWhispers(b *builder, key string, raw json.RawMessage) {
	for i, e := range b.entries(key, raw) {
		by := 5
		if e.value() != "" {
			n, ok := b.intValue(fmt.Sprintf("%s[%d]", key, i), e)
			if !ok {
				continue
			}
			by = n
		}
		for j, line := range e.Lines {
			where := fmt.Sprintf("%s[%d].lines[%d]", key, i, j)
			if cells, ok := b.cells(where, line); ok {
				b.add(where, constraint.NewWhispers(cells, by))
			}
		}
	}
}
