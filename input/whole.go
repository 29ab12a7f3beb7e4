package input

import (
	"path/filepath"
	"strings"

	"github.com/sudoku-rules/sudoku/specs"
)

// Files read whole, each a set of puzzles that bring their own rules: a
// spec file with its puzzles (a killer's cages among them).

// isSpecFile reports whether name is a spec file: its puzzles, with the
// spec's rules and their own constraints, are the puzzles it gives.
func isSpecFile(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == ".yaml" || ext == ".yml"
}

// specPuzzles reads the puzzles of the spec file at name, each with its
// rules: the puzzle's own (its constraints), else the spec's. A spec that
// does not read, or has no puzzle, is one error.
func specPuzzles(name string) []queued {
	sp, err := specs.Load(name)
	if err != nil {
		return []queued{{err: err}}
	}
	ps, err := Defaults(sp)
	if err != nil {
		return []queued{{err: err}}
	}
	if len(ps) == 0 {
		return []queued{{err: noPuzzles(sp)}}
	}
	out := make([]queued, len(ps))
	for i, p := range ps {
		if p.Rules == nil {
			p.Rules = sp.Rules
		}
		out[i] = queued{p: p}
	}
	return out
}
