package hint

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// ReadPositions reads the positions of the files of sp ("-" is stdin): the
// puzzles and pencil-mark positions pencil.Parse reads, each file at most
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
		return []*pencil.Position{pencil.FromGivens(sp.Rules, p.Givens, p.Pos)}, nil
	}
	var out []*pencil.Position
	var errs []error
	for i, name := range files {
		var data []byte
		var err error
		if name == "-" {
			data, err = io.ReadAll(io.LimitReader(stdin, pencil.MaxBytes+1))
		} else {
			data, err = readFileLimited(name, pencil.MaxBytes+1)
		}
		if input.IsPuzzleArg(sp.Rules, name, err) && len(name) <= pencil.MaxBytes {
			arg := fmt.Sprintf("argument %d", i+1)
			if ps, perr := pencil.Parse(sp.Rules, arg, []byte(name)); perr == nil {
				out = append(out, ps...)
				continue
			}
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("puzzle file: %w", err))
			continue
		}
		ps, err := pencil.Parse(sp.Rules, name, data)
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
