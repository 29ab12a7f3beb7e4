package report_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/generate"
	"github.com/sudoku-rules/sudoku/report"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// TestWriteGenerated writes a puzzle, a rated puzzle and a seed that gave
// none in every format.
func TestWriteGenerated(t *testing.T) {
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	r := sp.Rules
	sym, err := generate.Lookup("rotational")
	require.NoError(t, err)
	easy := strategy.Easy
	plain, err := generate.New(r, generate.Options{Symmetry: sym})
	require.NoError(t, err)
	rated, err := generate.New(r, generate.Options{Symmetry: sym, Accept: generate.Target{Level: &easy}.Accept()})
	require.NoError(t, err)
	made := func(g *generate.Generator, n int) *generate.Result {
		p, err := g.Generate(context.Background(), 42)
		require.NoError(t, err)
		return &generate.Result{N: n, Seed: 42, Puzzle: p, Duration: time.Millisecond}
	}
	failed := &generate.Result{N: 3, Seed: 7, Err: errors.New("no puzzle kept in 1s"), Duration: time.Second}
	results := []*generate.Result{made(plain, 1), made(rated, 2), failed}
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
				require.NoError(t, report.WriteGenerated(&b, r, tt.format, x))
			}
			assert.Equal(t, tt.want, b.String())
		})
	}
}
