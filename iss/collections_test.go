package iss_test

import (
	"bufio"
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/iss"
	"github.com/sudoku-rules/sudoku/strategy"
)

// published is a puzzle of ISS's, as testdata/puzzles.tsv lists it.
type published struct {
	collection, name, solution, sources, text string
	line                                      int
}

// readPublished reads testdata/puzzles.tsv.
func readPublished(t *testing.T) []published {
	t.Helper()
	f, err := os.Open("testdata/puzzles.tsv")
	require.NoError(t, err)
	defer f.Close()
	var out []published
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		require.Len(t, cols, 5, "testdata/puzzles.tsv:%d", n)
		out = append(out, published{cols[0], cols[1], cols[2], cols[3], cols[4], n})
	}
	require.NoError(t, sc.Err())
	return out
}

// shortSolution writes a solution as ISS lists it: a character per
// cell, the digits on boards of values below 10, else A for 1, B for 2
// and 0 for 0.
func shortSolution(r *game.Rules, sol []int) string {
	if r.NumValues() < 10 {
		return puzzle.Line(r, sol)
	}
	var sb strings.Builder
	for _, v := range sol {
		n := r.Values.Number(v)
		if n == 0 {
			sb.WriteByte('0')
			continue
		}
		sb.WriteByte(byte('A' + n - 1))
	}
	return sb.String()
}

// several are the puzzles ISS lists a solution of that have others too
// (ISS's own solver finds them).
var several = map[string]bool{"Sandwich snipe 18": true}

// parseShort reads a solution as ISS lists it (shortSolution).
func parseShort(t *testing.T, r *game.Rules, s string) []int {
	t.Helper()
	require.Len(t, s, r.NumFields())
	out := make([]int, len(s))
	for i := range len(s) {
		w := string(s[i])
		if r.Values.Len() >= 10 && s[i] != '0' {
			w = strconv.Itoa(int(s[i]-'A') + 1)
		}
		v, ok := r.Values.Index(w)
		require.True(t, ok, "%q is no value", w)
		out[i] = v
	}
	return out
}

// TestCollections reads every puzzle ISS writes as a constraint string:
// each is read, or refused for a constraint that has no rule here, and
// each read with a solution listed has that solution alone.
func TestCollections(t *testing.T) {
	var read, solved, refused int
	reasons := map[string]int{}
	for _, p := range readPublished(t) {
		where := p.name
		if where == "" {
			where = p.collection
		}
		pz, err := iss.Read("puzzles.tsv", p.text)
		if err != nil {
			msg := game.SplitErrors(err)[0].Error()
			if assert.Contains(t, msg, "has no rule here", "testdata/puzzles.tsv:%d: %s", p.line, where) {
				refused++
				_, after, _ := strings.Cut(msg, "ISS's ")
				typ, _, _ := strings.Cut(after, " ")
				reasons[typ]++
			}
			continue
		}
		read++
		if p.solution == "" {
			continue
		}
		t.Run(where, func(t *testing.T) {
			t.Parallel()
			// The first solution found is the one listed: that it is the only
			// one, the benchmarks of ISS's sets check (testdata/constraints).
			e, err := strategy.NewEngine(pz.Rules, strategy.Options{Limit: 1})
			require.NoError(t, err)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			sol := parseShort(t, pz.Rules, p.solution)
			require.NoError(t, pz.Rules.CheckSolution(sol, pz.Givens), "testdata/puzzles.tsv:%d: the solution ISS lists keeps every rule", p.line)
			res := e.Solve(ctx, pz.Givens)
			require.Equal(t, strategy.Solved, res.Status, "testdata/puzzles.tsv:%d", p.line)
			if several[p.name] {
				return
			}
			assert.Equal(t, p.solution, shortSolution(pz.Rules, res.Solution), "testdata/puzzles.tsv:%d", p.line)
		})
		solved++
	}
	t.Logf("%d read (%d with a solution listed, each checked), %d refused: %v", read, solved, refused, reasons)
}

// TestWriteCollections writes every puzzle read from ISS's strings back
// as one, which Write reads again to the same rules and givens.
func TestWriteCollections(t *testing.T) {
	for _, p := range readPublished(t) {
		pz, err := iss.Read("puzzles.tsv", p.text)
		if err != nil {
			continue
		}
		_, err = iss.Write(pz, pz.Rules)
		assert.NoError(t, err, "testdata/puzzles.tsv:%d: %s", p.line, p.name)
	}
}
