package sudokupad

import (
	"github.com/sudoku-rules/sudoku/game"
)

// finishDots makes the negative rules of the marks read: between
// neighbours with no mark, the marks all given do not hold.
func (b *builder) finishDots() {
	for _, c := range []game.Constraint{b.dots.XVNegative(), b.dots.KropkiNegative()} {
		if c != nil {
			b.add("rules", c)
		}
	}
}

// add adds rule c, read from where.
func (b *builder) add(where string, c game.Constraint) {
	b.rules, b.wheres = append(b.rules, c), append(b.wheres, where)
}
