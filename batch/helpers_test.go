package batch_test

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// item is what a listSource gives: a puzzle or an input error.
type item struct {
	p   *puzzle.Puzzle
	err error
}

// listSource gives its items in order, then io.EOF.
type listSource struct{ items []item }

func (s *listSource) Next() (*puzzle.Puzzle, error) {
	if len(s.items) == 0 {
		return nil, io.EOF
	}
	it := s.items[0]
	s.items = s.items[1:]
	return it.p, it.err
}

func classic(t testing.TB) *game.Rules {
	t.Helper()
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	return sp.Rules
}

// soundPuzzles returns the puzzles of ../testdata/classic/sound.txt and
// their solutions, in file order: the 17-clue ones first, the hardest last.
func soundPuzzles(t testing.TB) (puzzles, solutions []string) {
	t.Helper()
	data, err := os.ReadFile("../testdata/classic/sound.txt")
	require.NoError(t, err)
	for _, line := range strings.Split(string(data), "\n") {
		if p, s, ok := strings.Cut(strings.TrimSpace(line), ":"); ok && !strings.HasPrefix(p, "#") {
			puzzles = append(puzzles, p)
			solutions = append(solutions, s)
		}
	}
	require.Greater(t, len(puzzles), 1000)
	return puzzles, solutions
}

// parse reads one puzzle line, at line n of a file named "list".
func parse(t testing.TB, r *game.Rules, n int, line string) *puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.ParseString(r, "list", strings.Repeat("\n", n-1)+line)
	require.NoError(t, err)
	require.Len(t, ps, 1)
	return ps[0]
}
