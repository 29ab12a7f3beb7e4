package bench

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/specs"
)

// Set is the puzzles of one file (or one board size of a mixed file), all
// played by the same rules.
type Set struct {
	// Name is the file's base name, with the size for a dot_rows file,
	// e.g. "mixed.yaml 16x16".
	Name string
	// Rules are the rules every puzzle of the set is played by.
	Rules *game.Rules
	// Puzzles are the givens of each puzzle, in file order.
	Puzzles [][]int
}

// Load reads the sets of a file: a YAML file (.yaml, .yml) of puzzles
// written as dot_rows lists, one set per board size; any other file is a
// puzzle file read by the rules of spec (a name for specs.Lookup), one set.
// With limit above 0 a set holds at most limit puzzles. A bad puzzle is an
// error: a timing must not leave puzzles out.
func Load(file, spec string, limit int) ([]Set, error) {
	if strings.HasSuffix(file, ".yaml") || strings.HasSuffix(file, ".yml") {
		return loadDotRows(file, limit)
	}
	sp, err := specs.Lookup(spec)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("puzzle file: %w", err)
	}
	defer f.Close()
	set := Set{Name: filepath.Base(file), Rules: sp.Rules}
	rd := puzzle.NewReader(f, file, sp.Rules)
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

// dotRowsValues are the values of the n-Sudoku sizes found in dot_rows files.
var dotRowsValues = map[int]string{9: "123456789", 16: "0123456789ABCDEF", 25: "ABCDEFGHIJKLMNOPQRSTUVWXY", 36: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}

func loadDotRows(file string, limit int) ([]Set, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("puzzle file: %w", err)
	}
	var doc []struct {
		DotRows []string `yaml:"dot_rows"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	bySize := map[int]*Set{}
	var order []int
	for _, d := range doc {
		n := len(d.DotRows)
		vals, ok := dotRowsValues[n]
		if !ok {
			return nil, fmt.Errorf("%s: a puzzle of %d rows: sizes 9, 16, 25 and 36 are known", file, n)
		}
		s := bySize[n]
		if s == nil {
			r, err := nSudokuRules(n, vals)
			if err != nil {
				return nil, err
			}
			s = &Set{Name: fmt.Sprintf("%s %dx%d", filepath.Base(file), n, n), Rules: r}
			bySize[n] = s
			order = append(order, n)
		}
		if limit > 0 && len(s.Puzzles) >= limit {
			continue
		}
		ps, err := puzzle.ParseString(s.Rules, file, strings.Join(d.DotRows, "\n"))
		if err != nil {
			return nil, err
		}
		s.Puzzles = append(s.Puzzles, ps[0].Givens)
	}
	var out []Set
	for _, n := range order {
		out = append(out, *bySize[n])
	}
	return out, nil
}

// nSudokuRules returns the rules of an n-Sudoku with the given values, one
// character each, and boxes as square as n allows.
func nSudokuRules(n int, chars string) (*game.Rules, error) {
	vals, err := game.NewValues(strings.Split(chars, ""))
	if err != nil {
		return nil, err
	}
	h := 1
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			h = d
		}
	}
	gs, err := groups.Grid(groups.Square(n), h, n/h)
	if err != nil {
		return nil, err
	}
	return game.NewRules(fmt.Sprintf("%dx%d", n, n), n, n, nil, vals, gs)
}
