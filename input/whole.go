package input

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"

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

// isFPuzzlesFile reports whether name is an f-puzzles file by its name.
func isFPuzzlesFile(name string) bool { return strings.EqualFold(filepath.Ext(name), ".json") }

// fpuzzlesPuzzles reads f-puzzles puzzles from r: one JSON object, or one
// link or compressed puzzle per line. It reads at most fpuzzles.MaxBytes.
func fpuzzlesPuzzles(name string, r io.Reader) []queued {
	data, err := io.ReadAll(io.LimitReader(r, fpuzzles.MaxBytes+1))
	if err != nil {
		return []queued{{err: &game.Error{Pos: game.Position{File: name}, Msg: err.Error()}}}
	}
	text := strings.TrimSpace(string(data))
	if strings.HasPrefix(text, "{") {
		p, err := fpuzzles.Parse(name, []byte(text))
		return []queued{{p: p, err: err}}
	}
	var out []queued
	for i, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		p, err := fpuzzles.Read(fmt.Sprintf("%s:%d", name, i+1), line)
		if p != nil {
			p.Pos = game.Position{File: name, Line: i + 1, Col: 1}
		}
		out = append(out, queued{p: p, err: err})
	}
	return out
}
