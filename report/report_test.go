package report_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
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

func TestParseFormat(t *testing.T) {
	tests := []struct {
		in      string
		want    report.Format
		wantErr string
	}{
		{"grid", report.Grid, ""},
		{"line", report.Line, ""},
		{"json", report.JSON, ""},
		{"JSON", 0, `"JSON": use grid, line or json`},
		{"", 0, `"": use grid, line or json`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := report.ParseFormat(tt.in)
			if tt.wantErr != "" {
				assert.EqualError(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.in, got.String())
		})
	}
}

// The JSON object has exactly the fields programs read, in this order.
func TestJSONFields(t *testing.T) {
	r := tiny(t)
	out := run(t, r, stalls+unique, strategy.Options{NoGuess: true, Trace: true}, report.JSON)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Len(t, lines, 2)
	for i, want := range [][]string{
		{"puzzle", "source", "status", "count", "candidates", "stats"}, // no move made
		{"puzzle", "source", "status", "solution", "count", "stats", "moves"},
	} {
		dec := json.NewDecoder(strings.NewReader(lines[i]))
		_, err := dec.Token() // {
		require.NoError(t, err)
		var keys []string
		for dec.More() {
			k, err := dec.Token()
			require.NoError(t, err)
			keys = append(keys, k.(string))
			var skip json.RawMessage
			require.NoError(t, dec.Decode(&skip))
		}
		assert.Equal(t, want, keys, "line %d", i+1)
	}
	// Without a trace a program can read the object back into JSONResult.
	var back report.JSONResult
	require.NoError(t, json.Unmarshal([]byte(run(t, r, unique, strategy.Options{}, report.JSON)), &back))
	assert.Equal(t, report.JSONResult{Puzzle: "1..4.4..2..3..1.", Source: "puzzles.txt:1:1", Status: "solved",
		Solution: "1234342121434312", Count: 1, Stats: back.Stats}, back)
	require.NotNil(t, back.Stats)
}

// An input error keeps its place in the output with its position: in the
// text formats without its message, which is a diagnostic reported once
// elsewhere; in JSON with it.
func TestErrorKeepsItsPlace(t *testing.T) {
	r := tiny(t)
	pos := game.Position{File: "p.txt", Line: 3, Col: 2}
	tests := []struct {
		name   string
		err    error
		format report.Format
		want   string
	}{
		{"positioned, grid", &game.Error{Pos: pos, Msg: "bad value\nmore"}, report.Grid, "puzzle 7 at p.txt:3:2: error\n\n"},
		{"positioned, line", &game.Error{Pos: pos, Msg: "bad value\nmore"}, report.Line, "# p.txt:3:2: error\n"},
		{"plain, line", errors.New("read failed\nbecause"), report.Line, "# p.txt:3:2: error\n"},
		{"positioned, json", &game.Error{Pos: pos, Msg: "bad value"}, report.JSON,
			`{"puzzle":"","source":"p.txt:3:2","status":"error","count":0,"error":"p.txt:3:2: bad value"}` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			p := report.NewPrinter(&out, r, tt.format, false)
			require.NoError(t, p.Print(&batch.Result{N: 7, Pos: pos, Err: tt.err}))
			assert.Equal(t, tt.want, out.String())
		})
	}
}

func TestCandidates(t *testing.T) {
	r := tiny(t)
	assert.Nil(t, report.Candidates(nil))
	out := run(t, r, stalls, strategy.Options{NoGuess: true}, report.JSON)
	var j report.JSONResult
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	require.Len(t, j.Candidates, 15, "every field but the given")
	assert.Equal(t, report.FieldCandidates{Field: "r1c2", Values: "2 3 4"}, j.Candidates[0])
	assert.True(t, slices.IsSortedFunc(j.Candidates, func(a, b report.FieldCandidates) int { return strings.Compare(a.Field, b.Field) }))
}

// On a board with holes the line format writes a board line, '#' at each
// hole, for solutions and for givens alike, and the lines read back.
func TestLineHoles(t *testing.T) {
	spec := `size: 3x3
values: 1-3
holes: |
  #..
  ...
  ..#
groups:
  - cells: [r1c2, r1c3]
  - cells: [r2c1, r2c2, r2c3]
  - cells: [r3c1, r3c2]
  - cells: [r2c1, r3c1]
  - cells: [r1c2, r2c2, r3c2]
  - cells: [r1c3, r2c3]
`
	sp, err := specs.Parse("holed.yaml", []byte(spec))
	require.NoError(t, err)
	r := sp.Rules
	out := run(t, r, "1.\n..3\n..\n\n1.3.2..\n", strategy.Options{}, report.Line)
	assert.Equal(t, "#1212323#\n#1.3.2..# # no-solution\n", out)
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		ps, err := puzzle.ParseString(r, "out", line)
		require.NoError(t, err, line)
		assert.Len(t, ps, 1, line)
	}
}
