package fpuzzles_test

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
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/strategy"
)

// known is a puzzle of testdata/sudokusolver.tsv.
type known struct{ set, name, data, solution string }

func readKnown(t *testing.T) []known {
	t.Helper()
	f, err := os.Open("testdata/sudokusolver.tsv")
	require.NoError(t, err)
	defer f.Close()
	var out []known
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		parts := strings.Split(sc.Text(), "\t")
		require.Len(t, parts, 4, sc.Text())
		out = append(out, known{parts[0], parts[1], parts[2], parts[3]})
	}
	require.NoError(t, sc.Err())
	return out
}

// solutionText writes a solution as the list writes it: each value's
// number, one after another.
func solutionText(numbers []string) string { return strings.Join(numbers, "") }

// TestKnownPuzzles: every puzzle of SudokuSolver's tests reads (each of
// its rules has a kind here) and solves to its published solution, as the
// only one.
func TestKnownPuzzles(t *testing.T) {
	solved := 0
	for i, k := range readKnown(t) {
		t.Run(strconv.Itoa(i)+" "+k.name, func(t *testing.T) {
			p, err := fpuzzles.Read("puzzle", k.data)
			require.NoError(t, err)
			e, err := strategy.NewEngine(p.Rules, strategy.Options{Limit: 2})
			require.NoError(t, err)
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			start := time.Now()
			res := e.Solve(ctx, p.Givens)
			t.Logf("%s in %v", res.Status, time.Since(start).Round(time.Millisecond))
			require.Equal(t, strategy.Unique, res.Status)
			var numbers []string
			for _, v := range res.Solution {
				numbers = append(numbers, p.Rules.Values.Name(v))
			}
			assert.Equal(t, k.solution, solutionText(numbers))
			require.NoError(t, p.Rules.CheckSolution(res.Solution, p.Givens))
			solved++
		})
	}
	t.Logf("%d solved", solved)
	assert.Equal(t, len(readKnown(t)), solved)
}

// TestLenientUnreadKey: a key no rule reads is an error, and with
// Options.Lenient a note; the rest is read either way.
func TestLenientUnreadKey(t *testing.T) {
	data := `{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}],"doublers":[{"cell":"R2C2"}]}`
	_, err := fpuzzles.Read("a.json", data)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "doublers: no rule of this program reads this key")
	p, err := fpuzzles.ReadWith(context.Background(), "a.json", data, fpuzzles.Options{Lenient: true})
	require.NoError(t, err)
	assert.Len(t, p.Rules.Constraints, 1, "the cage")
	assert.Equal(t, []string{"doublers left out: no rule of this program reads it"}, p.Notes)
}
