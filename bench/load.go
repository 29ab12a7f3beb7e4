package bench

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/specs"
)

// Set is the puzzles of one file (or one board size of a mixed file),
// played by the same rules or, read from a file whose puzzles bring their
// own, each by its own.
type Set struct {
	// Name is the file's base name, with the size for a dot_rows file,
	// e.g. "mixed.yaml 16x16": a label to print, its file name quoted by
	// game.QuoteName.
	Name string
	// Rules are the rules every puzzle of the set is played by, unless
	// PuzzleRules gives a puzzle its own.
	Rules *game.Rules
	// Puzzles are the givens of each puzzle, in file order.
	Puzzles [][]int
	// PuzzleRules, when not nil, holds the rules of each puzzle, by its
	// index in Puzzles: those of a spec file's puzzle with constraints of
	// its own (a killer's cages), or of an f-puzzles puzzle. A nil entry
	// means Rules.
	PuzzleRules []*game.Rules
}

// RulesOf returns the rules puzzle i of s is played by.
func (s Set) RulesOf(i int) *game.Rules {
	if i < len(s.PuzzleRules) && s.PuzzleRules[i] != nil {
		return s.PuzzleRules[i]
	}
	return s.Rules
}

// Load reads the sets of a file. A YAML file (.yaml, .yml) is either a
// list of puzzles written as dot_rows lists, one set per board size, or a
// spec file with puzzles, one set whose puzzles each have the spec's rules
// and their own constraints; an f-puzzles file (.json, or a file that
// starts as one: JSON, links or compressed puzzles, one a line) is one set
// whose puzzles each have their own rules. Both of those are read as
// 'sudoku solve' reads them (input.Whole), and spec is not used for them.
// Any other file is a puzzle file read by the rules of spec (a name for
// specs.Lookup), one set. With limit above 0 a set holds at most limit
// puzzles. A bad puzzle is an error: a timing must not leave puzzles out.
func Load(file, spec string, limit int) ([]Set, error) {
	ext := strings.ToLower(filepath.Ext(file))
	if ext == ".yaml" || ext == ".yml" || ext == ".json" {
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("puzzle file: %w", err)
		}
		if ext != ".json" && input.IsDotRows(data) {
			return loadDotRows(file, data, limit)
		}
		return loadWhole(file, data, limit)
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("puzzle file: %w", err)
	}
	defer f.Close()
	br := bufio.NewReader(f)
	if head, _ := br.Peek(fpuzzles.HeadSize); input.LooksWhole(string(head)) {
		data, err := io.ReadAll(br)
		if err != nil {
			return nil, fmt.Errorf("puzzle file: %w", err)
		}
		return loadWhole(file, data, limit)
	}
	sp, err := specs.Lookup(spec)
	if err != nil {
		return nil, err
	}
	set := Set{Name: game.QuoteName(filepath.Base(file)), Rules: sp.Rules}
	rd := puzzle.NewReader(br, file, sp.Rules)
	for limit <= 0 || len(set.Puzzles) < limit {
		p, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		set.Puzzles = append(set.Puzzles, p.Givens)
	}
	if len(set.Puzzles) == 0 {
		return nil, fmt.Errorf("%s: no puzzle", file)
	}
	return []Set{set}, nil
}

// loadWhole reads the puzzles of a file that brings their rules (a spec
// file with puzzles, or f-puzzles) as one set.
func loadWhole(file string, data []byte, limit int) ([]Set, error) {
	ps, err, _ := input.Whole(file, data)
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s: no puzzle", file)
	}
	if limit > 0 && len(ps) > limit {
		ps = ps[:limit]
	}
	set := Set{Name: game.QuoteName(filepath.Base(file)), Rules: ps[0].Rules, PuzzleRules: make([]*game.Rules, len(ps))}
	for i, p := range ps {
		set.Puzzles = append(set.Puzzles, p.Givens)
		set.PuzzleRules[i] = p.Rules
	}
	return []Set{set}, nil
}

// loadDotRows reads the puzzles of a dot_rows file (input.DotRows), one
// set per board size in the order the sizes first come, each of at most
// limit puzzles when limit is above 0.
func loadDotRows(file string, data []byte, limit int) ([]Set, error) {
	ps, err := input.DotRows(file, data)
	if err != nil {
		return nil, err
	}
	bySize := map[*game.Rules]*Set{}
	var order []*game.Rules
	for _, p := range ps {
		s := bySize[p.Rules]
		if s == nil {
			s = &Set{Name: fmt.Sprintf("%s %dx%d", game.QuoteName(filepath.Base(file)), p.Rules.Rows, p.Rules.Cols), Rules: p.Rules}
			bySize[p.Rules] = s
			order = append(order, p.Rules)
		}
		if limit <= 0 || len(s.Puzzles) < limit {
			s.Puzzles = append(s.Puzzles, p.Givens)
		}
	}
	var out []Set
	for _, r := range order {
		out = append(out, *bySize[r])
	}
	return out, nil
}
