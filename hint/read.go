package hint

import (
	"errors"
	"io"
	"os"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// ReadPositions reads the positions of the files of sp ("-" is stdin): the
// puzzles and pencil-mark positions pencil.Parse reads, and the puzzles
// of texts read whole (input.Whole: spec files, by name or by how they
// start, with their positions in progress; f-puzzles), each file at most
// pencil.MaxBytes. An argument that names no file but reads as a position
// is one, named "argument N" in errors. With no file it returns the spec's
// default puzzle. It returns every position read and the errors of the
// rest, joined.
func ReadPositions(sp *specs.Spec, files []string, stdin io.Reader) ([]*pencil.Position, error) {
	if len(files) == 0 {
		p, err := input.Default(sp)
		if err != nil {
			return nil, err
		}
		return []*pencil.Position{fromPuzzle(sp, p)}, nil
	}
	var out []*pencil.Position
	var errs []error
	for i, name := range files {
		a, err := input.ArgOf(sp.Rules, i, name)
		var data []byte
		switch {
		case err != nil:
		case a.Written:
			data, err = a.Within(pencil.MaxBytes)
		case a.Name == "-":
			data, err = io.ReadAll(io.LimitReader(stdin, pencil.MaxBytes+1))
		default:
			if data, err = readFileLimited(a.Name, pencil.MaxBytes+1); err != nil {
				err = input.FileError(a.Name, err)
			}
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if ps, perr, whole := input.Whole(a.Name, data); whole {
			// A spec file with its puzzles, or f-puzzles: each puzzle's
			// givens with its own rules.
			out = append(out, fromPuzzles(sp, ps)...)
			if perr != nil {
				errs = append(errs, perr)
			}
			continue
		}
		ps, err := pencil.Parse(sp.Rules, a.Name, data)
		out = append(out, ps...)
		if err != nil {
			errs = append(errs, err)
		}
	}
	return out, errors.Join(errs...)
}

// readFileLimited reads at most limit bytes of a file.
func readFileLimited(name string, limit int64) ([]byte, error) {
	fh, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return io.ReadAll(io.LimitReader(fh, limit))
}

// fromPuzzles returns the positions of puzzles read whole, each of its
// own rules.
func fromPuzzles(sp *specs.Spec, ps []*puzzle.Puzzle) []*pencil.Position {
	out := make([]*pencil.Position, len(ps))
	for i, p := range ps {
		out[i] = fromPuzzle(sp, p)
	}
	return out
}

// fromPuzzle returns the position of a puzzle, with its own rules when
// it has them: its position in progress when its source holds one (a
// spec puzzle's candidates), else its givens with every candidate in the
// other fields. Given marks the givens either way.
func fromPuzzle(sp *specs.Spec, p *puzzle.Puzzle) *pencil.Position {
	pos := pencil.FromGivens(p.RulesOr(sp.Rules), p.Givens, p.Pos)
	if p.Progress != nil && len(p.Progress.Cands) == len(p.Givens) {
		pos.Cands = slices.Clone(p.Progress.Cands)
	}
	pos.Given = make([]bool, len(p.Givens))
	for f, v := range p.Givens {
		pos.Given[f] = v != game.Empty
	}
	pos.Rules = p.Rules
	return pos
}
