package sudokupad_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

// unzipCase is a line of unzip.jsonl: a text PuzzleZipper zipped, and
// what SudokuPad's own unzip read of it.
type unzipCase struct {
	Name     string `json:"name"`
	Zipped   string `json:"zipped"`
	Unzipped string `json:"unzipped"`
}

func readUnzipCases(t testing.TB) []unzipCase {
	f, err := os.Open("../testdata/sudokupad/unzip.jsonl")
	require.NoError(t, err)
	defer f.Close()
	var out []unzipCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 4<<20)
	for sc.Scan() {
		var c unzipCase
		require.NoError(t, json.Unmarshal(sc.Bytes(), &c))
		if !strings.HasPrefix(c.Name, "#") {
			out = append(out, c)
		}
	}
	require.NoError(t, sc.Err())
	require.GreaterOrEqual(t, len(out), 20)
	return out
}

// TestUnzip reads what SudokuPad's zip wrote and compares it with what
// SudokuPad's unzip read.
func TestUnzip(t *testing.T) {
	for _, c := range readUnzipCases(t) {
		t.Run(c.Name, func(t *testing.T) {
			got, err := sudokupad.Unzip("zipped", c.Zipped)
			require.NoError(t, err)
			var g, w any
			require.NoError(t, json.Unmarshal(got, &g), "%s", got)
			require.NoError(t, json.Unmarshal([]byte(c.Unzipped), &w))
			assert.Equal(t, w, g)
		})
	}
}

// TestUnzipErrors checks the message and the column of zipped texts that
// do not read; ^ in the input marks where the error is, and is removed.
func TestUnzipErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"{ce:[,^", "a value is missing at the end"},
		{"{ce:^'abc", "the string has no end"},
		{"{ce:1 ^x}", "a comma or } after a value of an object, not \"x}\""},
		{"{ce:[^1;]}", "no value: \"1;]}\""},
		{"{ce ^1}", "a colon after the key \"ce\", not \"1}\""},
		{"{^-:1}", "a key, not \"-:1}\""},
		{"{a:^zz}", "no value: \"zz}\""},
		{"^{c:1,color:2}", "the keys \"c\" and \"color\" both say color"},
		{"{a:1}^x", "more after the puzzle: \"x\""},
		{"{a:'^\\q'}", "a bad escape in a string: \"\\\\q'}\""},
		{"{a:'★',b:^}", "no value: \"}\""},
	} {
		t.Run(tc.in, func(t *testing.T) {
			at := strings.Index(tc.in, "^")
			require.GreaterOrEqual(t, at, 0)
			in := strings.Replace(tc.in, "^", "", 1)
			_, err := sudokupad.Unzip("z", in)
			var e *game.Error
			require.True(t, errors.As(err, &e), "%v", err)
			assert.Equal(t, "zipped puzzle: "+tc.want, e.Msg)
			assert.Equal(t, 1, e.Pos.Line)
			assert.Equal(t, len([]rune(in[:at]))+1, e.Pos.Col, "column")
			assert.NotPanics(t, func() { _ = e.WithSource() })
		})
	}
}

func TestUnzipDepth(t *testing.T) {
	_, err := sudokupad.Unzip("z", "{a:"+strings.Repeat("[", 100)+strings.Repeat("]", 100)+"}")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "nest deeper than")
}
