package hint

import (
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// HasOwnRules reports whether some of positions brings rules of its own
// (its puzzle's cages, an f-puzzles board, a spec's rules): hint --apply
// then writes them all as one spec (Applied), since a pencil-mark grid
// would leave those rules behind.
func HasOwnRules(positions []*pencil.Position) bool {
	return slices.ContainsFunc(positions, func(p *pencil.Position) bool { return p.Rules != nil })
}

// Applied collects positions after their hinted steps, to write as one
// spec (specs.Write) that the readers of positions read back with their
// rules: each a puzzle with its rules' constraints, its givens, and its
// candidates and placed fields (puzzle.Progress). A spec holds one board,
// so the positions must share one. The zero value is empty and ready.
type Applied struct {
	puzzles []specs.WritePuzzle
	first   int // the number of the first position added
}

// Add adds position n, p, played by rules r, as board b holds it after
// the step (or without one, when it got no hint). The givens are the
// fields p marks as given (p.Given), or else every field of one candidate
// in p; the fields b holds a value in besides them are the placed. Its
// error says why the position cannot be written with the others, which
// leaves it out: its board is another than the first position's, or a
// rule of it is one no spec item says.
func (a *Applied) Add(n int, p *pencil.Position, r *game.Rules, b *game.Board) error {
	if len(a.puzzles) > 0 {
		if err := constraint.SameBoard(a.puzzles[0].Rules, r); err != nil {
			return fmt.Errorf("position %d: --apply writes the positions of a run as one spec, of one board, and this one has another than position %d (%v): hint it in a run of its own", n, a.first, err)
		}
	}
	if _, err := constraint.Items(r.Constraints); err != nil {
		return fmt.Errorf("position %d: --apply writes it as a spec, and a spec cannot say its rules: %w", n, err)
	}
	givens := p.Givens()
	if p.Given != nil {
		for f := range givens {
			if !p.Given[f] {
				givens[f] = game.Empty
			}
		}
	}
	placed := make([]bool, len(givens))
	for f, v := range givens {
		placed[f] = v == game.Empty && b.Value(f) != game.Empty
	}
	if len(a.puzzles) == 0 {
		a.first = n
	}
	a.puzzles = append(a.puzzles, specs.WritePuzzle{
		Name:     fmt.Sprintf("position %d", n),
		Comments: []string{"from " + p.Pos.String()},
		Rules:    r,
		Givens:   givens,
		Progress: &puzzle.Progress{Cands: pencil.Cands(b), Placed: placed},
	})
	return nil
}

// Len returns the number of positions added.
func (a *Applied) Len() int { return len(a.puzzles) }

// Spec returns the spec of the positions added, as specs.Write writes it;
// nil when none was added.
func (a *Applied) Spec() ([]byte, error) {
	if len(a.puzzles) == 0 {
		return nil, nil
	}
	out, err := specs.Write("hint --apply", a.puzzles)
	if err != nil {
		return nil, fmt.Errorf("--apply: writing the positions as a spec: %w", err)
	}
	return out, nil
}
