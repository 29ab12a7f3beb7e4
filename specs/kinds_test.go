package specs_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestKindsErrorsPositioned: a bad definition in a spec's kinds: is
// reported at its file, line and column, inside an expression at the
// column of its fault.
func TestKindsErrorsPositioned(t *testing.T) {
	tests := []struct{ name, spec, want string }{
		{"syntax", "extends: classic\nkinds:\n  spaced:\n    doc: d\n    every-pair: abs(a - ) > 1\n", "k.yaml:5:25: unexpected token"},
		{"unknown name", "extends: classic\nkinds:\n  spaced:\n    doc: d\n    next-pair: c > 1\n", "k.yaml:5:16: unknown name c"},
		{"quoted", "extends: classic\nkinds:\n  spaced:\n    doc: d\n    next-pair: \"c > 1\"\n", "k.yaml:5:16: unknown name c (at column 1 of the expression)"},
		{"built-in key", "extends: classic\nkinds:\n  thermometer:\n    doc: d\n    next-pair: a < b\n", "k.yaml:3:3: a kind thermometer is defined already"},
		{"no doc", "extends: classic\nkinds:\n  spaced:\n    next-pair: a < b\n", "k.yaml:3:3: say in one line"},
		{"unknown key", "extends: classic\nkinds:\n  spaced:\n    doc: d\n    pair: a < b\n", "k.yaml:5:5: unknown key \"pair\""},
		{"not a mapping", "extends: classic\nkinds: [spaced]\n", "k.yaml:2:8: kinds is a mapping"},
		{"bad default", "extends: classic\nkinds:\n  ten:\n    doc: d\n    args: {total: ten}\n    next-pair: a < b\n", "k.yaml:5:19: an argument's default is a whole number"},
		{"args a word", "extends: classic\nkinds:\n  ten:\n    doc: d\n    args: total\n    next-pair: a < b\n", "k.yaml:5:11: args lists the arguments' names"},
		{"set rule, unknown name", "extends: classic\nkinds:\n  oddcage:\n    doc: d\n    cells: set\n    holds: count(values, # % 2 == 1) == n\n", "k.yaml:6:41: unknown name n"},
		{"arg missing", "extends: classic\nkinds:\n  oddcage:\n    doc: d\n    cells: set\n    args: [n]\n    holds: count(values, # % 2 == 1) == n\nconstraints:\n  - oddcage: [r1c1, r1c2]\n", "k.yaml:9:14: oddcage needs n: write e.g. - oddcage: {cells: [r1c1, r1c2, r1c3], n: 1}"},
		{"neighbour-pair, a cell with no neighbour", "extends: classic\nkinds:\n  gt:\n    doc: d\n    neighbour-pair: a > b\nconstraints:\n  - gt: [r1c1, r1c2, r3c3]\n", "k.yaml:7:9: r3c3 shares no edge with another cell of the list"},
		{"neighbour-pair, a cell twice", "extends: classic\nkinds:\n  gt:\n    doc: d\n    neighbour-pair: a > b\nconstraints:\n  - gt: [r1c1, r1c2, r1c1]\n", "k.yaml:7:9: r1c1 is in the list twice"},
		{"apart not a truth", "extends: classic\nkinds:\n  hidden:\n    doc: d\n    next: s + v\n    accept: s > 0\n    apart: often\n", "k.yaml:7:12: apart is true or false"},
		{"rule no values keep", "extends: classic\nkinds:\n  never:\n    doc: d\n    next-pair: a > 100\nconstraints:\n  - never: [r1c1, r1c2]\n", "no two values keep a > 100"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := specs.Parse("k.yaml", []byte(tt.spec))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestKindsInherited: a spec that extends another uses the kinds it
// defines, by their keys, as a list of cells or a mapping.
func TestKindsInherited(t *testing.T) {
	dir := t.TempDir()
	parent := "name: base\nextends: classic\nkinds:\n  rising:\n    doc: each cell holds more than the one before\n    next-pair: b > a\n"
	child := "name: child\nextends: base.yaml\nconstraints:\n  - rising: [r1c1, r1c2, r1c3]\n  - rising: {cells: [r2c1, r2c2]}\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "base.yaml"), []byte(parent), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "child.yaml"), []byte(child), 0o644))
	sp, err := specs.Load(filepath.Join(dir, "child.yaml"))
	require.NoError(t, err)
	require.Len(t, sp.Rules.Constraints, 2)
	assert.Equal(t, "rising r1c1-r1c3", sp.Rules.Constraints[0].Name())
	assert.Equal(t, "rising", sp.Rules.Constraints[0].Kind().Title)
}

// TestKindsListed: a spec's defined kinds are in Spec.Kinds and in what
// sudoku spec prints.
func TestKindsListed(t *testing.T) {
	sp, err := specs.Parse("k.yaml", []byte("extends: classic\nkinds:\n  spaced:\n    doc: no two cells hold equal or consecutive values\n    every-pair: abs(a - b) > 1\n"))
	require.NoError(t, err)
	require.Len(t, sp.Kinds, 1)
	assert.Contains(t, sp.Format(), "kinds defined: 1\n  spaced: no two cells hold equal or consecutive values (e.g. - spaced: {cells: [r1c1, r1c2, r1c3]})\n")
}

// TestKindsWritten: a puzzle with rules of a defined kind is written
// with the kind's definition, and reads back to the same rules.
func TestKindsWritten(t *testing.T) {
	sp, err := specs.Parse("k.yaml", []byte("extends: classic\nkinds:\n  rising:\n    doc: \"each cell: more than the one before\"\n    next-pair: b > a\n    colour: \"#c04040\"\nconstraints:\n  - rising: [r1c1, r1c2, r1c3]\n"))
	require.NoError(t, err)
	out, err := specs.Write("w", []specs.WritePuzzle{{Name: "one", Rules: sp.Rules, Givens: game.EmptyGrid(81)}})
	require.NoError(t, err)
	assert.Contains(t, string(out), "kinds:\n  rising:\n    doc: \"each cell: more than the one before\"\n    next-pair: \"b > a\"\n    colour: \"#c04040\"\n")
	back, err := specs.Parse("w.yaml", out)
	require.NoError(t, err)
	require.Len(t, back.Puzzles, 1)
	assert.Equal(t, "rising r1c1-r1c3", back.Puzzles[0].Rules.Constraints[0].Name())
}

// TestKindsApart: a machine walked apart reads and is written with
// apart, and along a row (whose cells differ) keeps no value that only a
// walk using a value twice keeps: a hidden skyscraper of clue 1 along a
// row cannot start with its 1, which, walked as though values could
// repeat, a later 1 would hide.
func TestKindsApart(t *testing.T) {
	def := "kinds:\n  hidden:\n    doc: the first cell lower than one before it holds the clue\n    args: [clue]\n    next: \"s < 0 ? s : (v < s ? (v == clue ? -1 : fail) : v)\"\n    accept: s == -1\n"
	row := "constraints:\n  - hidden: {cells: [r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9], clue: 1}\n"
	// first returns what the rule's Narrow keeps in the row's first cell
	// from every value.
	first := func(r *game.Rules) game.ValueSet {
		t.Helper()
		cands := make([]game.ValueSet, 9)
		for i := range cands {
			cands[i] = r.Values.All()
		}
		var scratch game.Found
		_, ok := r.Constraints[0].(game.Narrower).Narrow(cands, 0, &scratch)
		require.True(t, ok)
		return cands[0]
	}
	parse := func(spec string) *specs.Spec {
		t.Helper()
		sp, err := specs.Parse("k.yaml", []byte(spec))
		require.NoError(t, err)
		return sp
	}
	one := 0 // the value 1, first of classic's
	assert.True(t, first(parse("extends: classic\n"+def+row).Rules).Has(one), "values that may repeat: 1 first, 1 again later")
	sp := parse("extends: classic\n" + def + "    apart: true\n" + row)
	assert.False(t, first(sp.Rules).Has(one), "apart: the row's 1 cannot start it")

	out, err := specs.Write("w", []specs.WritePuzzle{{Name: "one", Rules: sp.Rules, Givens: game.EmptyGrid(81)}})
	require.NoError(t, err)
	assert.Contains(t, string(out), "    accept: \"s == -1\"\n    apart: true\n")
	back, err := specs.Parse("w.yaml", out)
	require.NoError(t, err)
	assert.False(t, first(back.Puzzles[0].Rules).Has(one), "read back, still apart")
}

// TestKindsSetRule: the set rule of the contract, its predicate written
// unquoted after a " #" that YAML would read as a comment, reads with
// its argument, is written with it and reads back the same.
func TestKindsSetRule(t *testing.T) {
	spec := `extends: classic
kinds:
  oddcage:
    doc: the cage holds exactly n odd values
    cells: set
    args: [n]
    holds: count(values, # % 2 == 1) == n  # a comment after a whole expression stays one
  tenline:
    doc: the line divides into segments that each add up to the total
    args: {total: 10}
    next: "s + v < total ? s + v : (s + v == total ? 0 : fail)"
    accept: s == 0
constraints:
  - oddcage: {cells: [r5c5, r5c6, r6c5], n: 2}
  - tenline: [r1c1, r1c2, r1c3]
  - tenline: {cells: [r2c1, r2c2], total: 5}
`
	sp, err := specs.Parse("k.yaml", []byte(spec))
	require.NoError(t, err)
	require.Len(t, sp.Rules.Constraints, 3)
	names := []string{"oddcage r5c5 r5c6 r6c5 (n = 2)", "tenline r1c1-r1c3 (total = 10)", "tenline r2c1-r2c2 (total = 5)"}
	for i, want := range names {
		assert.Equal(t, want, sp.Rules.Constraints[i].Name())
	}
	out, err := specs.Write("w", []specs.WritePuzzle{{Name: "one", Rules: sp.Rules, Givens: game.EmptyGrid(81)}})
	require.NoError(t, err)
	assert.Contains(t, string(out), "    holds: \"count(values, # % 2 == 1) == n\"\n")
	assert.Contains(t, string(out), "    args: {total: 10}\n")
	back, err := specs.Parse("w.yaml", out)
	require.NoError(t, err, string(out))
	for i, want := range names {
		assert.Equal(t, want, back.Puzzles[0].Rules.Constraints[i].Name())
	}
}

// TestKindsDrawn: a definition's draw is the kind's drawing, its style
// making the rules' shape; a drawing its style cannot take is refused
// at the kind.
func TestKindsDrawn(t *testing.T) {
	sp, err := specs.Parse("k.yaml", []byte("extends: classic\nkinds:\n  circles:\n    doc: d\n    cells: set\n    holds: all(values, counts[#] == #)\n    draw: {style: cells, shape: circle, colour: \"#a0a0a0\"}\nconstraints:\n  - circles: [r1c1, r5c5]\n"))
	require.NoError(t, err)
	k := sp.Kinds[0]
	assert.Equal(t, constraint.Drawing{Style: constraint.StyleCells, Shape: constraint.CellCircle, Colour: "#a0a0a0"}, k.Draw)
	assert.Equal(t, game.ShapeCells, k.Rule.Shape)
	out, err := specs.Write("w", []specs.WritePuzzle{{Name: "one", Rules: sp.Rules, Givens: game.EmptyGrid(81)}})
	require.NoError(t, err)
	assert.Contains(t, string(out), "    draw: {style: cells, colour: \"#a0a0a0\", shape: circle}\n")
	_, err = specs.Parse("w.yaml", out)
	require.NoError(t, err, string(out))

	for _, tt := range []struct{ draw, want string }{
		{"{style: cells}", "k.yaml:3:3: constraint kind circles has a bad drawing: style cells needs colour"},
		{"{style: blob}", "unknown style \"blob\""},
		{"{shape: circle}", "k.yaml:7:11: a drawing needs its style"},
		{"{style: cells, shape: circle, colour: \"#a0a0a0\", size: 3}", "k.yaml:7:60: unknown key \"size\""},
	} {
		_, err := specs.Parse("k.yaml", []byte("extends: classic\nkinds:\n  circles:\n    doc: d\n    cells: set\n    holds: all(values, counts[#] == #)\n    draw: "+tt.draw+"\n"))
		require.Error(t, err, tt.draw)
		assert.Contains(t, err.Error(), tt.want, tt.draw)
	}
}
