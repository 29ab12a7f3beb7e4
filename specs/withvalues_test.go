package specs_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// readAll reads every default puzzle of sp with its own rules.
func readAll(t *testing.T, sp *specs.Spec) [][]int {
	t.Helper()
	var out [][]int
	for _, p := range sp.Puzzles {
		ps, err := puzzle.ParseString(sp.Rules, p.Pos.File, p.Givens)
		require.NoError(t, err, "%s: %q", p.Name, p.Givens)
		for _, pz := range ps {
			out = append(out, pz.Givens)
		}
	}
	return out
}

func TestWithValues(t *testing.T) {
	twoPuzzles := "values: 1-4\ngroups: [rows, columns, {boxes: 2x2}]\npuzzles:\n  - name: two\n    givens: |\n      1... .... .... ...4\n      .2.. .... .... ..3.\n"
	tests := []struct {
		spec, values string
		yaml         string // the spec, when not a name
		names        []string
		puzzles      int // puzzles in the default givens
		givens       string
	}{
		{spec: "16x16", values: "1-16", names: strings.Fields("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16"), puzzles: 1,
			givens: ". 6 . . 7 . . 15 . 16 . 13 . 1 . . 12 . . 1 3 5"},
		{spec: "16x16", values: "0-9,A-F", names: strings.Split("0123456789ABCDEF", ""), puzzles: 1, givens: ".5..6..E.F.C.0..B..024...1.35.E."},
		{spec: "classic", values: "A-I", names: strings.Split("ABCDEFGHI", ""), puzzles: 2, givens: ".E..HC.AG...A..D..C.D..EF.H"},
		{spec: "colors", values: "1-4", names: strings.Split("1234", ""), puzzles: 1, givens: "....43.....41..."},
		{spec: "4x4", values: "red green blue gold", names: []string{"red", "green", "blue", "gold"}, puzzles: 1},
		{spec: "samurai", values: "a-i", names: strings.Split("abcdefghi", ""), puzzles: 1},
		{spec: "7x7", values: "a-g", names: strings.Split("abcdefg", ""), puzzles: 0},
		{spec: "two", yaml: twoPuzzles, values: "w x y z", names: []string{"w", "x", "y", "z"}, puzzles: 2, givens: "w..............z\n.x............y.\n"},
	}
	for _, tt := range tests {
		t.Run(tt.spec+" "+tt.values, func(t *testing.T) {
			var sp *specs.Spec
			var err error
			if tt.yaml != "" {
				sp, err = specs.Parse(tt.spec+".yaml", []byte(tt.yaml))
			} else {
				sp, err = specs.Lookup(tt.spec)
			}
			require.NoError(t, err)
			oldNames := sp.Rules.Values.Names()
			old := readAll(t, sp)

			got, err := sp.WithValues(tt.values)
			require.NoError(t, err)
			assert.Equal(t, tt.names, got.Rules.Values.Names())
			assert.Equal(t, oldNames, sp.Rules.Values.Names(), "the spec itself keeps its values")
			assert.Equal(t, sp.Name, got.Name)
			assert.Equal(t, sp.Rules.NumFields(), got.Rules.NumFields())
			require.Len(t, got.Rules.Groups, len(sp.Rules.Groups))
			for i, g := range got.Rules.Groups {
				assert.Equal(t, sp.Rules.Groups[i], g)
			}
			require.Len(t, got.Puzzles, len(sp.Puzzles))
			for i, p := range got.Puzzles {
				assert.Equal(t, sp.Puzzles[i].Name, p.Name)
				assert.Equal(t, sp.Puzzles[i].Pos, p.Pos, "the givens still stand where they are in the spec file")
			}
			now := readAll(t, got)
			assert.Len(t, now, tt.puzzles)
			assert.Equal(t, old, now, "the same givens in the new values")
			if tt.givens != "" {
				assert.True(t, strings.HasPrefix(got.Puzzles[0].Givens, tt.givens), got.Puzzles[0].Givens)
			}
		})
	}
}

func TestWithValuesErrors(t *testing.T) {
	tests := []struct{ spec, values, want string }{
		{"16x16", "1-9", "--values 1-9: 9 values, but 16x16 needs 16: give 16 values, e.g. 1-16"},
		{"classic", "1-9,A", "--values 1-9,A: 10 values, but classic needs 9: give 9 values, e.g. 1-9"},
		{"16x16", "0-F", "--values 0-F: range 0-F mixes digits and letters: write 0-9,A-F"},
		{"16x16", " ", `--values " ": give 16x16's 16 values, e.g. 1-16`},
		{"classic", "1-8 1", `--values "1-8 1": value "1" is listed twice: each value may appear once`},
		{"classic", "1-8\x1b", `--values "1-8\x1b": a value holds the control character U+001B: values are shown on terminals, so they may not hold control characters; remove it`},
		{"classic", "1-8 #", `--values "1-8 #": value "#": a value may not contain white space or '#'`},
		{"latin1", "", `--values "": give latin1's 1 value, e.g. 1`},
		{"latin1", "a b", `--values "a b": 2 values, but latin1 needs 1: give 1 value, e.g. 1`},
	}
	for _, tt := range tests {
		t.Run(tt.spec+" "+tt.values, func(t *testing.T) {
			sp, err := specs.Lookup(tt.spec)
			require.NoError(t, err)
			_, err = sp.WithValues(tt.values)
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

// A default puzzle the spec's own values cannot read cannot be written in
// others: the error stands at it in the spec file.
func TestWithValuesBadDefault(t *testing.T) {
	sp, err := specs.Parse("bad.yaml", []byte("values: 1-4\ngroups: [rows, columns]\npuzzles:\n  - name: short\n    givens: \"1.3.\"\n"))
	require.NoError(t, err)
	_, err = sp.WithValues("A-D")
	require.Error(t, err)
	assert.Len(t, game.SplitErrors(err), 1, "one error")
	var ge *game.Error
	require.True(t, errors.As(err, &ge), "a positioned error, got %T", err)
	assert.Equal(t, "bad.yaml:5:18", ge.Pos.String())
	assert.Equal(t, `default puzzle "short" cannot be written in the values of --values A-D: puzzle cut off at the end of the givens: it has 4 fields, the board has 16: fix it in the spec`, ge.Msg)
}
