package sudokupad_test

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/lzstring"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

// TestDecode reads one puzzle in every form a person may give it, and
// checks each gives the same JSON.
func TestDecode(t *testing.T) {
	c := readConverted(t)[5]
	payload := strings.TrimPrefix(c.scl, "scl")
	zipped, err := lzstring.Base64.Decompress(payload)
	require.NoError(t, err)
	want, err := sudokupad.Unzip("want", zipped)
	require.NoError(t, err)
	for _, tc := range []struct{ name, in string }{
		{"link", "https://sudokupad.app/scl" + payload},
		{"ctc link", "https://sudokupad.app/ctc" + payload},
		{"old link", "https://app.crackingthecryptic.com/sudoku/scl" + payload},
		{"puzzleid", "https://sudokupad.app/?puzzleid=scl" + payload},
		{"puzzleid escaped", "https://sudokupad.app/?puzzleid=" + url.QueryEscape("scl"+payload) + "&setting-x=1"},
		{"path escaped", "https://sudokupad.app/" + url.PathEscape("scl"+payload)},
		{"no scheme", "sudokupad.app/scl" + payload},
		{"payload", "scl" + payload},
		{"ctc payload", "  ctc" + payload + "\n"},
		{"uri payload", "scl" + lzstring.URI.Compress(zipped)},
		{"zipped", zipped},
		{"json", string(want)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.True(t, sudokupad.Looks(tc.in))
			got, err := sudokupad.Decode("in", tc.in)
			require.NoError(t, err)
			var g, w any
			require.NoError(t, json.Unmarshal(got, &g))
			require.NoError(t, json.Unmarshal(want, &w))
			assert.Equal(t, w, g)
		})
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"https://sudokupad.app/v2m1f8gtlp", `in: the link names the puzzle "v2m1f8gtlp" kept on SudokuPad's server, which cannot be fetched here: open it in SudokuPad and share it as a link with the puzzle in it (scl...)`},
		{"https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcA", "in: the link carries an f-puzzles puzzle, which the f-puzzles reader reads"},
		{"https://sudokupad.app/scf12345", `in: the link carries a classic sudoku in SudokuPad's short form ("scf"...), which this reader does not read`},
		{"https://example.com/", "in: the link names no puzzle"},
		{"hello", "in: not a SudokuPad puzzle: give a link (https://sudokupad.app/scl...), its payload (scl... or ctc...) or the puzzle's JSON"},
		{"sclN4Ig!!", "in: the scl payload does not read: lzstring: input byte 4: character '!' is not in the base64 alphabet"},
		{"scl" + lzstring.Base64.Compress("hello"), "in: the scl payload does not read: it holds no puzzle: its text does not start with '{'"},
		{"scl" + lzstring.Base64.Compress("{ce:[,"), "in:1:7: zipped puzzle: a value is missing at the end"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			_, err := sudokupad.Decode("in", tc.in)
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
		})
	}
}

func TestLooks(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"https://sudokupad.app/sclN4Ig", true},
		{"ctcN4Ig", true},
		{`{"cells": [[{}]]}`, true},
		{"{ce:[[,]]}", true},
		{"https://sudokupad.app/v2m1f8gtlp", false},
		{"https://f-puzzles.com/?load=N4Ig", false},
		{`{"size": 9, "grid": []}`, false},
		{"scl", false},
		{"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", false},
	} {
		assert.Equal(t, tc.want, sudokupad.Looks(tc.in), tc.in)
	}
}

// TestReadErrors checks the errors of puzzles whose drawings or board do
// not read, each named by where it stands in the JSON.
func TestReadErrors(t *testing.T) {
	const board = `"cells": [[{},{}],[{},{}]]`
	for _, tc := range []struct{ name, in, want string }{
		{"not square", `{"cells": [[{},{}],[{}]]}`, "in: cells[1]: 1 cells in a row of a board of 2 rows: this reader reads square boards"},
		{"no cells", `{"lines": []}`, "in: cells: missing: a SudokuPad puzzle lists the cells of its board"},
		{"bad given", `{"cells": [[{"value": 3},{}],[{},{}]]}`, `in: r1c1: the given "3" is no value of a board of 2`},
		{"bad point", `{` + board + `, "lines": [{"wayPoints": [[1]]}]}`, "in: lines[0]: does not read: a point is [row, column], not \"[1]\""},
		{"bad line", `{` + board + `, "lines": [{"wayPoints": "x"}]}`, "in: lines[0]: does not read: wayPoints is a JSON string, which SudokuPad does not write there"},
		{"bad sum", `{` + board + `, "cages": [{"cells": [[0,0],[0,1]], "unique": true, "value": "x"}]}`, `in: cages[0]: the sum "x" is no whole number`},
		{"unread line", `{` + board + `, "cages": [{"value": "rules: The green line is special."}], "lines": [{"wayPoints": [[0.5,0.5],[1.5,1.5]], "color": "#00FF00", "thickness": 5}]}`,
			`in: lines[0]: no rule reads this line (r1c1-r2c2, "#00ff00", width 5); the rules say: "The green line is special."`},
		{"unread cage", `{` + board + `, "cages": [{"cells": [[0,0]], "value": "?"}]}`, `in: cages[0]: no rule reads this cage (r1c1, value "?")`},
		{"cage off board", `{` + board + `, "cages": [{"cells": [[5,0]], "unique": true}]}`, "in: cages[0]: [5, 0] is no cell of the 2x2 board"},
		{"arrow without cells", `{` + board + `, "overlays": [{"center": [0.5,0.5], "width": 0.75, "height": 0.75, "rounded": true, "borderColor": "#a1a1a1"}], "arrows": [{"wayPoints": [[0.5,0.5],[0.5,0.5]], "color": "#a1a1a1", "headLength": 0.3}]}`,
			"in: arrows[0]: the arrow has no cells beyond its bulb"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sudokupad.Read("in", tc.in)
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
		})
	}
}

// TestLenient reads a puzzle with a drawing no rule reads: an error, or,
// with Lenient, a note.
func TestLenient(t *testing.T) {
	in := `{"cells": [[{"value": 1},{}],[{},{}]], "cages": [{"cells": [[0,0],[0,1]], "unique": true, "value": 3}], "lines": [{"wayPoints": [[0.5,0.5],[1.5,0.5]], "color": "#00FF00", "thickness": 5}]}`
	_, err := sudokupad.Read("in", in)
	require.Error(t, err)
	p, err := sudokupad.ReadContext(context.Background(), "in", in, sudokupad.Options{Lenient: true})
	require.NoError(t, err)
	assert.Equal(t, []string{`lines[0] left out: no rule reads this line (r1c1-r2c1, "#00ff00", width 5)`}, p.Notes)
	require.Len(t, p.Rules.Constraints, 1)
	assert.Equal(t, []int{0, -1, -1, -1}, p.Givens)
}
