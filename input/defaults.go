package input

import (
	"errors"
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// Defaults reads every default puzzle of sp, with positions in the spec
// file, and the position in progress it holds (puzzle.Progress: the spec
// puzzle's candidates, read by package pencil, and placed). It returns
// the puzzles read and nil, or every problem, joined with errors.Join:
// *game.Error entries that stand in the spec file and name their puzzle
// ("default puzzle "NAME": ..."), in the order of the puzzles. A puzzle
// whose candidates are wrong is left out, not played from its givens.
func Defaults(sp *specs.Spec) ([]*puzzle.Puzzle, error) {
	var out []*puzzle.Puzzle
	var errs []error
	for i := range sp.Puzzles {
		p := &sp.Puzzles[i]
		rules := sp.Rules
		if p.Rules != nil {
			rules = p.Rules
		}
		ps, err := puzzle.ParseString(rules, p.Pos.File, p.Givens)
		for _, x := range ps {
			x.Pos = p.InFile(x.Pos)
			x.Rules, x.Title = p.Rules, p.Name
		}
		if err == nil && p.Candidates != "" {
			// The position in progress, its errors already in the file.
			var perrs []*game.Error
			if len(ps) == 1 {
				ps[0].Progress, perrs = progress(p, rules, ps[0].Givens)
			} else {
				e := &game.Error{Msg: fmt.Sprintf("candidates are of one puzzle, and the givens hold %d: give each puzzle an item of puzzles of its own", len(ps))}
				p.MoveCandidatesError(e)
				perrs = []*game.Error{e}
			}
			if len(perrs) > 0 {
				for _, e := range perrs {
					e.Msg = fmt.Sprintf("default puzzle %s: %s", game.Excerpt(p.Name), e.Msg)
					errs = append(errs, e)
				}
				continue // not played from its givens alone
			}
		}
		out = append(out, ps...)
		if err == nil {
			continue
		}
		for _, err := range game.SplitErrors(err) {
			var perr *game.Error
			if errors.As(err, &perr) {
				p.MoveError(perr)
				perr.Msg = fmt.Sprintf("default puzzle %s: %s", game.Excerpt(p.Name), perr.Msg)
				errs = append(errs, perr)
			} else {
				errs = append(errs, fmt.Errorf("default puzzle %s at %s: %w", game.Excerpt(p.Name), p.Pos, err))
			}
		}
	}
	return out, errors.Join(errs...)
}

// Default returns the first default puzzle of sp, for a command that
// takes one puzzle; it reads them all, as Defaults does, and its error is
// that of Defaults, or says sp has none.
func Default(sp *specs.Spec) (*puzzle.Puzzle, error) {
	ps, err := Defaults(sp)
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, noPuzzles(sp)
	}
	return ps[0], nil
}

// noPuzzles says sp has no puzzle of its own.
func noPuzzles(sp *specs.Spec) error {
	return fmt.Errorf("the spec %s has no puzzle of its own: name a puzzle file", game.QuoteText(game.Cut(sp.Name)))
}
