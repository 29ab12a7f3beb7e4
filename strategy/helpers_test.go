package strategy

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// sudokuRules builds an n x n Sudoku with boxes of h x w (no boxes when h is
// 0) and values 1..n, written with one character each.
func sudokuRules(t testing.TB, n, h, w int) *game.Rules {
	t.Helper()
	words := strings.Split("123456789ABCDEFG"[:n], "")
	vals, err := game.NewValues(words)
	require.NoError(t, err)
	a := groups.Square(n)
	gs := append(groups.Rows(a), groups.Columns(a)...)
	if h > 0 {
		boxes, err := groups.Boxes(a, h, w)
		require.NoError(t, err)
		gs = append(gs, boxes...)
	}
	r, err := game.NewRules("test", n, n, nil, vals, gs)
	require.NoError(t, err)
	return r
}

func classic(t testing.TB) *game.Rules { return sudokuRules(t, 9, 3, 3) }
func latin3(t testing.TB) *game.Rules  { return sudokuRules(t, 3, 0, 0) }
func four(t testing.TB) *game.Rules    { return sudokuRules(t, 4, 2, 2) }

// givens reads a puzzle of one character per field, white space ignored;
// any character that is not a value is an empty field.
func givens(t testing.TB, r *game.Rules, s string) []int {
	t.Helper()
	s = strings.Join(strings.Fields(s), "")
	require.Len(t, s, r.NumFields(), "puzzle %q", s)
	g := make([]int, len(s))
	for i, c := range s {
		v, ok := r.Values.Index(string(c))
		if !ok {
			v = game.Empty
		}
		g[i] = v
	}
	return g
}

// board returns a board of r with the givens of s placed.
func board(t testing.TB, r *game.Rules, s string) *game.Board {
	t.Helper()
	b := game.NewBoard(r)
	for f, v := range givens(t, r, s) {
		if v != game.Empty {
			require.True(t, b.Place(f, v), "given %s clashes", r.FieldName(f))
		}
	}
	return b
}

// moveString writes a move as the trace does, "r1c2=3 r4c5-6", or "" for
// no move. A contradiction is its first field, "!" and its values: "r1c3!3",
// "r2c2!", "!1".
func moveString(r *game.Rules, m *game.Move) string {
	if m == nil {
		return ""
	}
	if m.Kind == game.Contradiction {
		s := ""
		if len(m.Fields) > 0 {
			s = r.FieldName(m.Fields[0])
		}
		return s + "!" + m.Values.Format(r.Values)
	}
	var parts []string
	for _, c := range m.Place {
		parts = append(parts, r.FieldName(c.Field)+"="+r.Values.Name(c.Value))
	}
	for _, c := range m.Eliminate {
		parts = append(parts, r.FieldName(c.Field)+"-"+r.Values.Name(c.Value))
	}
	return strings.Join(parts, " ")
}

// placeMove is a move that places v in f, as another strategy would.
func placeMove(f, v int) *game.Move {
	return &game.Move{Kind: game.Deduction, Strategy: "test", Place: []game.Candidate{{Field: f, Value: v}}}
}

type known struct {
	puzzle, solution string
}

// readKnown reads "puzzle:solution" lines (extra ":" fields are ignored);
// it returns nil when the file does not exist.
func readKnown(t testing.TB, path string, max int) []known {
	t.Helper()
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil
	}
	require.NoError(t, err)
	defer f.Close()
	var out []known
	sc := bufio.NewScanner(f)
	for sc.Scan() && (max <= 0 || len(out) < max) {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		parts := strings.Split(line, ":")
		require.GreaterOrEqual(t, len(parts), 2, "line %q", line)
		out = append(out, known{parts[0], parts[len(parts)-1]})
	}
	require.NoError(t, sc.Err())
	return out
}

const sharedData = "../../shared/data"

// strategyOf makes technique tech's strategy for r as an engine does.
func strategyOf(t testing.TB, r *game.Rules, tech *Technique) MoveStrategy {
	t.Helper()
	require.NotNil(t, tech, "no such technique")
	s, err := NewStrategy(r, tech)
	require.NoError(t, err)
	return s
}
