package fpuzzles_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/lzstring"
)

const small = `{"size": 4, "title": "Small", "author": "Someone", "ruleset": "Normal rules.",
 "grid": [[{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {"value": 2}]],
 "killercage": [{"cells": ["R1C2", "R1C3"], "value": "5"}, {"cells": ["R4C1", "R4C2"]}],
 "text": [{"cells": ["R2C2"], "value": "hi"}], "cage": [], "diagonal-": true}`

func TestParse(t *testing.T) {
	p, err := fpuzzles.Parse("small.json", []byte(small))
	require.NoError(t, err)
	assert.Equal(t, "Small", p.Title)
	assert.Equal(t, "Someone", p.Author)
	assert.Equal(t, "Normal rules.", p.Text)
	assert.Empty(t, p.Notes, "an empty list says nothing")
	assert.Equal(t, []puzzle.Drawing{{Shape: puzzle.DrawText, Cells: []game.Pos{{Row: 1, Col: 1}}, Text: "hi"}}, p.Drawings, "text only draws")
	assert.Equal(t, 0, p.Givens[0])
	assert.Equal(t, game.Empty, p.Givens[15], "a value not given is the player's")
	r := p.Rules
	assert.Equal(t, 16, r.NumFields())
	require.Len(t, r.Constraints, 2)
	assert.Equal(t, "cage 5 at r1c2 r1c3", r.Constraints[0].Name())
	assert.Equal(t, "cage r4c1 r4c2", r.Constraints[1].Name())
	var kinds []string
	for _, g := range r.Groups {
		kinds = append(kinds, g.Kind.String())
	}
	assert.Equal(t, []string{"row", "row", "row", "row", "column", "column", "column", "column", "box", "box", "box", "box", "diagonal"}, kinds,
		"rows, columns, 2x2 boxes and the diagonal; the cages' cells lie in a row each")
}

func TestReadForms(t *testing.T) {
	b64 := lzstring.Base64.Compress(small)
	uri := lzstring.URI.Compress(small)
	for _, text := range []string{
		small,
		b64,
		"  " + b64 + "\n",
		"https://f-puzzles.com/?load=" + b64,
		"https://sudokupad.app/fpuzzles" + uri,
		"https://sudokupad.app/?puzzleid=fpuzzles" + uri,
		// SudokuPad's puzzle ids: fpuz as well as fpuzzles, bare too,
		// and the data escaped as a link's path escapes it.
		"fpuzzles" + b64,
		"fpuz" + b64,
		"https://sudokupad.app/fpuz" + b64,
		"https://sudokupad.app/?puzzleid=fpuz" + uri,
		"fpuz" + strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(b64),
	} {
		assert.True(t, fpuzzles.Looks(text), text)
		p, err := fpuzzles.Read("arg", text)
		require.NoError(t, err, text)
		assert.Equal(t, "Small", p.Title, text)
	}
	assert.False(t, fpuzzles.Looks("4.....8.5.3.........."))
	assert.False(t, fpuzzles.Looks("https://example.com/"))
	_, err := fpuzzles.Read("arg", "https://sudokupad.app/sclN4IgabcABC")
	assert.ErrorContains(t, err, "arg: the link carries no f-puzzles puzzle")
	_, err = fpuzzles.Read("arg", "N4Ig!!!")
	assert.ErrorContains(t, err, "arg: the compressed puzzle does not read")
}

// TestUnpackAndSize: Unpack gives the JSON of each form Read takes, and
// Size the board's side it gives without reading the rest.
func TestUnpackAndSize(t *testing.T) {
	for _, text := range []string{small, lzstring.Base64.Compress(small), "https://sudokupad.app/fpuzzles" + lzstring.URI.Compress(small)} {
		data, err := fpuzzles.Unpack("arg", text)
		require.NoError(t, err, text)
		assert.JSONEq(t, small, string(data))
		side, ok := fpuzzles.Size(data)
		assert.True(t, ok)
		assert.Equal(t, 4, side)
	}
	_, err := fpuzzles.Unpack("arg", "N4Ig!!!")
	assert.ErrorContains(t, err, "arg: the compressed puzzle does not read")
	for _, bad := range []string{`{}`, `{"size": "9"}`, `{"size": 9`, `[9]`} {
		_, ok := fpuzzles.Size([]byte(bad))
		assert.False(t, ok, bad)
	}
	side, ok := fpuzzles.Size([]byte(`{"size": 64, "killercage": [{"cells": ["R1C1"]}]}`))
	assert.True(t, ok)
	assert.Equal(t, 64, side, "the rules are not read")
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ name, json, want string }{
		{"no size", `{}`, "f.json: size: missing"},
		{"bad size", `{"size": 0}`, "f.json: size: must be a whole number from 1 to 64, not 0"},
		{"syntax", `{"size": 4,`, "f.json: not f-puzzles JSON: unexpected end of JSON input"},
		{"unknown key", `{"size": 4, "teleport": []}`, "f.json: teleport: no rule of this program reads this key"},
		{"bad cell", `{"size": 4, "killercage": [{"cells": ["X1"], "value": "3"}]}`, `f.json: killercage[0]: "X1" is no cell: cells are written R1C1`},
		{"a long bad cell is cut", `{"size": 4, "killercage": [{"cells": ["` + strings.Repeat("X", 3000) + `"]}]}`, `f.json: killercage[0]: "` + strings.Repeat("X", game.ExcerptLen) + `"... is no cell`},
		{"a long key is cut", `{"size": 4, "` + strings.Repeat("k", 3000) + `": 1}`, `f.json: ` + strings.Repeat("k", game.ExcerptLen) + `...: no rule of this program reads this key`},
		{"a long value is cut", `{"size": 4, "xv": [{"cells": ["R1C1", "R1C2"], "value": "` + strings.Repeat("Y", 3000) + `"}]}`, `f.json: xv[0]: the value "` + strings.Repeat("Y", game.ExcerptLen) + `"... is neither X nor V`},
		{"a long raw value is cut", `{"size": "` + strings.Repeat("9", 3000) + `"}`, `f.json: size: must be a whole number from 1 to 64, not "` + strings.Repeat("9", game.ExcerptLen-1) + `...`},
		{"off the board", `{"size": 4, "killercage": [{"cells": ["R1C1", "R5C1"], "value": "3"}]}`, "f.json: killercage[0]: R5C1 is off the 4x4 board"},
		{"bad sum", `{"size": 4, "killercage": [{"cells": ["R1C1"], "value": "x"}]}`, `f.json: killercage[0]: the value "x" is no whole number`},
		{"impossible cage", `{"size": 4, "killercage": [{"cells": ["R1C1", "R1C2"], "value": "30"}]}`, "f.json: killercage[0]: no 2 different values add up to 30"},
		{"a cage total of 0", `{"size": 4, "killercage": [{"cells": ["R1C1", "R1C2"], "value": "0"}]}`, "f.json: killercage[0]: no 2 different values add up to 0: 2 different values add up to 3 to 7; a cage without a total is written without one, not with 0"},
		{"dots packed in one entry", `{"size": 4, "difference": [{"cells": ["R1C1", "R1C2", "R1C3"]}]}`, "f.json: difference[0]: a dot joins 2 cells, not 3: write each dot as an entry of its own, with the two neighbours it stands between"},
		{"grid rows", `{"size": 4, "grid": [[{}]]}`, "f.json: grid: 1 rows, but the size is 4"},
		{"a value that is a string", `{"size": 2, "grid": [[{"value": "3", "given": true}, {}], [{}, {}]]}`, `f.json: grid R1C1: value must be a whole number, not the string "3"`},
		{"a value that is a fraction", `{"size": 2, "grid": [[{}, {}], [{}, {"value": 1.5}]]}`, `f.json: grid R2C2: value must be a whole number, not the number 1.5`},
		{"given that is a string", `{"size": 2, "grid": [[{}, {"value": 1, "given": "yes"}], [{}, {}]]}`, `f.json: grid R1C2: given must be true or false, not the string "yes"`},
		{"pencil marks of strings", `{"size": 2, "grid": [[{}, {}], [{"givenPencilMarks": ["1"]}, {}]]}`, `f.json: grid R2C1: givenPencilMarks must be a list of whole numbers, not ["1"]`},
		{"a cell that is no object", `{"size": 2, "grid": [[{}, 7], [{}, {}]]}`, `f.json: grid R1C2: a cell is an object such as {"value": 3, "given": true}, not 7`},
		{"clash", `{"size": 2, "grid": [[{"value": 1, "given": true}, {"value": 1, "given": true}], [{}, {}]]}`, "f.json: grid:"},
		{"negative", `{"size": 4, "negative": ["teleport"]}`, `f.json: negative: "teleport": no rule of this program reads such dots; it knows ratio, difference and xv`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := fpuzzles.Parse("f.json", []byte(tt.json))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			for _, e := range game.SplitErrors(err) {
				var ge *game.Error
				assert.True(t, errors.As(e, &ge), "every error is a *game.Error: %v", e)
			}
		})
	}
}

// TestErrorsBounded: a puzzle with thousands of problems, a cell listed
// thousands of times in a cage among them (2.9 KB compressed), gets at
// most game.MaxErrors short errors and a count of the rest.
func TestErrorsBounded(t *testing.T) {
	cage := func(cell string, n int) string {
		cells := `"` + strings.Repeat(cell+`", "`, n-1) + cell + `"`
		return `{"size": 9, "killercage": [{"cells": [` + cells + `], "value": "10"}]}`
	}
	var cages strings.Builder
	cages.WriteString(`{"size": 9, "killercage": [`)
	for i := range 5000 {
		if i > 0 {
			cages.WriteString(", ")
		}
		cages.WriteString(`{"cells": ["X1"]}`)
	}
	cages.WriteString("]}")
	tests := []struct {
		name, text string
		n          int // problems in all
	}{
		{"a cell 2,000 times in a cage", cage("R1C1", 2000), 1999},
		{"a cell 20,000 times in a cage", cage("R1C1", 20000), 19999},
		{"compressed", lzstring.Base64.Compress(cage("R1C1", 20000)), 19999},
		{"5,000 cages of a bad cell", cages.String(), 5000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := fpuzzles.Read("f.json", tt.text)
			require.Error(t, err)
			assert.Less(t, len(err.Error()), 64<<10, "the errors in all")
			list := game.SplitErrors(err)
			require.Equal(t, game.MaxErrors+1, len(list), "errors")
			var more *game.MoreErrors
			require.ErrorAs(t, list[game.MaxErrors], &more)
			assert.Equal(t, fmt.Sprintf("f.json: and %d more errors", tt.n-game.MaxErrors), more.Error())
		})
	}
	assert.Less(t, len(lzstring.Base64.Compress(cage("R1C1", 20000))), 3000, "the puzzle of the issue")
}

// FuzzRead: whatever the text, Read never panics, and a puzzle it reads
// has givens for its board, which keep its groups, a solution of as many
// fields when it has one, and drawings on the board or beside it.
func FuzzRead(f *testing.F) {
	f.Add(small)
	f.Add(lzstring.Base64.Compress(small))
	f.Add(`{"size": 16, "grid": [], "extraregion": [{"cells": ["R1C1"]}]}`)
	f.Add(`{"size": 3, "diagonal+": true, "disjointgroups": true}`)
	f.Add(drawn)
	f.Fuzz(func(t *testing.T, text string) {
		p, err := fpuzzles.Read("fuzz", text)
		if err != nil {
			return
		}
		require.Len(t, p.Givens, p.Rules.NumFields())
		if p.Solution != nil {
			require.Len(t, p.Solution, p.Rules.NumFields())
		}
		for _, d := range p.Drawings {
			require.NotEmpty(t, d.Cells)
			for _, c := range d.Cells {
				require.True(t, c.Row >= -1 && c.Col >= -1 && c.Row <= p.Rules.Rows && c.Col <= p.Rules.Cols, "%v beside a %dx%d board at most", c, p.Rules.Rows, p.Rules.Cols)
			}
		}
	})
}
