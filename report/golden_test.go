package report_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/report"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// tiny returns the rules of a 4x4 Sudoku.
func tiny(t *testing.T) *game.Rules {
	t.Helper()
	sp, err := specs.Parse("tiny.yaml", []byte("values: 1-4\ngroups: [rows, columns, {boxes: 2x2}]\n"))
	require.NoError(t, err)
	return sp.Rules
}

// The puzzles of the golden files, one of each outcome.
const (
	unique   = "1..4.4..2..3..1. # unique\n"
	bad      = "1.x.............\n"
	noSol    = "12........3...4. # no solution: r1c3 can hold neither 3 nor 4\n"
	multiple = "................ # many solutions\n"
	stalls   = "1...............\n"
)

// run solves text with opts and prints every result in format.
func run(t *testing.T, r *game.Rules, text string, opts strategy.Options, format report.Format) string {
	t.Helper()
	var out bytes.Buffer
	p := report.NewPrinter(&out, r, format, opts.Trace).CountsTo(opts.Limit)
	b := &batch.Runner{Rules: r, Threads: 1, Check: true,
		NewEngine: func(r *game.Rules) (*strategy.Engine, error) { return strategy.NewEngine(r, opts) },
		Emit:      p.Print}
	_, err := b.Run(context.Background(), puzzle.NewReader(strings.NewReader(text), "puzzles.txt", r))
	require.NoError(t, err)
	return out.String()
}

// timings are the parts of the output that change from run to run.
var timings = regexp.MustCompile(`(time: |"durationNs":)[0-9.]+(µs|ms|ns|s)?`)

// TestGolden writes small puzzles of every outcome in every format and
// compares the output with testdata/<case>.<format>; times are replaced
// by 0. Run go test ./report -run Golden -update to rewrite the files after
// a deliberate change, and read the diff.
func TestGolden(t *testing.T) {
	r := tiny(t)
	tests := []struct {
		name string
		text string
		opts strategy.Options
	}{
		{"outcomes", unique + bad + noSol + multiple, strategy.Options{Limit: 2}},
		{"counted", unique + multiple, strategy.Options{Limit: 1000}},
		{"trace", unique, strategy.Options{Trace: true}},
		{"stalled", stalls, strategy.Options{NoGuess: true}},
	}
	for _, tt := range tests {
		for _, format := range []report.Format{report.Grid, report.Line, report.JSON} {
			t.Run(tt.name+"."+format.String(), func(t *testing.T) {
				got := timings.ReplaceAllString(run(t, r, tt.text, tt.opts, format), "${1}0")
				path := filepath.Join("testdata", tt.name+"."+format.String())
				if *update {
					require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
				}
				want, err := os.ReadFile(path)
				require.NoError(t, err, "run go test ./report -run Golden -update to create it")
				assert.Equal(t, string(want), got, "if the change is meant, run go test ./report -run Golden -update and read the diff")
			})
		}
	}
}
