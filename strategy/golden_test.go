package strategy

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/specs"
)

var update = flag.Bool("update", false, "rewrite the golden trace files in ../testdata/traces")

// goldenStats writes the statistics of a solve on one line, without the
// time, so that it is stable.
func goldenStats(res Result) string {
	var moves []string
	for _, m := range res.Stats.Moves {
		moves = append(moves, fmt.Sprintf("%s %d", m.Strategy, m.Count))
	}
	s := res.Stats
	return fmt.Sprintf("stats: %s, %d solutions; moves %s; %d guesses, %d undos, %d contradictions, max depth %d; %d free fields, %d filled before the first guess\n",
		res.Status, res.Count, strings.Join(moves, ", "), s.Guesses, s.Undos, s.Contradictions, s.MaxDepth, s.Free, s.BeforeGuess)
}

// TestGoldenTraces solves the first default puzzle of every built-in spec
// with the trace on and compares the trace and the statistics with
// ../testdata/traces/<spec>.txt. Run go test -run Golden -update to rewrite
// the files after a deliberate change of the strategies or the engine, and
// read the diff.
func TestGoldenTraces(t *testing.T) {
	for _, name := range specs.Names() {
		t.Run(name, func(t *testing.T) {
			sp, err := specs.Builtin(name)
			require.NoError(t, err)
			require.NotEmpty(t, sp.Puzzles)
			pz := sp.Puzzles[0]
			e, err := NewEngine(sp.Rules, Options{Trace: true})
			require.NoError(t, err)
			res := e.Solve(context.Background(), parseGrid(t, sp.Rules, pz.Givens))
			require.Equal(t, Solved, res.Status)
			got := "# " + pz.Name + "\n" + res.Trace.String() + goldenStats(res)

			path := filepath.Join("..", "testdata", "traces", name+".txt")
			if *update {
				require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
				require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "run go test ./strategy -run Golden -update to create it")
			assert.Equal(t, string(want), got, "the trace of %s changed: if that is meant, run go test ./strategy -run Golden -update and read the diff", name)

			// The trace is the whole solve: one step per move counted.
			moves := 0
			for _, m := range res.Stats.Moves {
				moves += m.Count
			}
			assert.Equal(t, moves+res.Stats.Guesses+2*res.Stats.Undos+res.Stats.Contradictions, len(res.Trace), "steps of the trace")
		})
	}
}

// The hyper trace shows each of the three strategies at work, on the
// windows too.
func TestGoldenHyperUsesEveryStrategy(t *testing.T) {
	data, err := os.ReadFile("../testdata/traces/hyper.txt")
	require.NoError(t, err)
	text := string(data)
	for _, s := range []string{LastValue.Name, PossibleValueForField.Name, PossibleFieldForValueInGroup.Name} {
		assert.Regexp(t, `\n\d+ `+s+` r\dc\d=\d \(`, text, "a move by %s", s)
	}
	assert.Regexp(t, `\(only field for \d in window \d\)`, text, "a hidden single in a window")
}
