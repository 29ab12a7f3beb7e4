package generate

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/report"
	"github.com/sudoku-rules/sudoku/strategy"
)

// TestWriteResult writes a puzzle, a rated puzzle and a seed that gave
// none in every format.
func TestWriteResult(t *testing.T) {
	r := rulesOf(t, "4x4")
	sym, err := Lookup("rotational")
	require.NoError(t, err)
	easy := strategy.Easy
	plain, err := New(r, Options{Symmetry: sym})
	require.NoError(t, err)
	rated, err := New(r, Options{Symmetry: sym, Accept: Target{Level: &easy}.Accept()})
	require.NoError(t, err)
	made := func(g *Generator, n int) *Result {
		p, err := g.Generate(context.Background(), 42)
		require.NoError(t, err)
		return &Result{N: n, Seed: 42, Puzzle: p, Duration: time.Millisecond}
	}
	failed := &Result{N: 3, Seed: 7, Err: errors.New("no puzzle kept in 1s"), Duration: time.Second}
	results := []*Result{made(plain, 1), made(rated, 2), failed}
	tests := []struct {
		format report.Format
		want   string
	}{
		{report.Line, `.2.3........1.2. # seed 42, 4 givens
.2.3........1.2. # seed 42, 4 givens, rated 1.2/1.2/1.2 easy PossibleFieldForValueInGroup
# puzzle 3, seed 7: not made: no puzzle kept in 1s
`},
		{report.Grid, `# puzzle 1: seed 42, 4 givens
. 2 | . 3
. . | . .
----+----
. . | . .
1 . | 2 .

# puzzle 2: seed 42, 4 givens, rated 1.2/1.2/1.2 easy PossibleFieldForValueInGroup
. 2 | . 3
. . | . .
----+----
. . | . .
1 . | 2 .

# puzzle 3, seed 7: not made: no puzzle kept in 1s
`},
		{report.JSON, `{"n":1,"seed":42,"puzzle":".2.3........1.2.","solution":"4213314224311324","givens":4,"tries":1,"durationNs":1000000}
{"n":2,"seed":42,"puzzle":".2.3........1.2.","solution":"4213314224311324","givens":4,"tries":1,"er":1.2,"ep":1.2,"ed":1.2,"level":"easy","technique":"PossibleFieldForValueInGroup","durationNs":1000000}
{"n":3,"seed":7,"error":"no puzzle kept in 1s","durationNs":1000000000}
`},
	}
	for _, tt := range tests {
		t.Run(tt.format.String(), func(t *testing.T) {
			var b strings.Builder
			for _, x := range results {
				require.NoError(t, WriteResult(&b, r, tt.format, x))
			}
			assert.Equal(t, tt.want, b.String())
		})
	}
}

func TestSummaryString(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		name string
		in   Summary
		want string
	}{
		{"made", Summary{Asked: 2, Made: 2, Tries: 3, Times: []time.Duration{ms, 2 * ms}, Elapsed: 5 * ms},
			"2 puzzles (3 tries) in 5ms; per puzzle median 2ms, slowest 2ms"},
		{"one", Summary{Asked: 1, Made: 1, Tries: 1, Times: []time.Duration{ms}, Elapsed: ms},
			"1 puzzle (1 try) in 1ms; per puzzle median 1ms, slowest 1ms"},
		{"not in time", Summary{Asked: 1, Failed: 1, Elapsed: ms}, "0 puzzles (0 tries) in 1ms; 1 not made in time"},
		{"interrupted", Summary{Asked: 10, Made: 1, Tries: 1, Times: []time.Duration{ms}, Stopped: true, Elapsed: 3 * ms},
			"interrupted after 3ms: 1 of 10 puzzles made; per puzzle median 1ms, slowest 1ms"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.in.String())
		})
	}
}
