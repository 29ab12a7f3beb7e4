package specs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A spec with thousands of problems, all on one long line, reports the
// first MaxErrors by position and then how many more, and each of those
// renders with its line: the work grows with the spec, not with the
// number of errors times the length of the line.
func TestManyErrors(t *testing.T) {
	keys := "{values: 1-4, groups: [rows]" + unknownKeys(50000) + "}\n"
	var cells strings.Builder
	cells.WriteString("values: 1-4\ngroups:\n  - rows\n  - cells: [")
	for i := range 20000 {
		fmt.Fprintf(&cells, "x%d, ", i)
	}
	cells.WriteString("r1c1]\n")
	tests := []struct {
		name, in string
		n        int    // errors in all
		pos      string // where the first left out stands
		msg      string // the message of the first
	}{
		{"unknown keys", keys, 50000, "s.yaml:1:" + fmt.Sprint(strings.Index(keys, "k100:")+1), `unknown key "k0" in the spec`},
		{"bad cells", cells.String(), 20000, "s.yaml:4:" + fmt.Sprint(strings.Index(cells.String(), "x100,")-len("values: 1-4\ngroups:\n  - rows\n")+1), `cell "x0": write cells as r<row>c<col>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("s.yaml", []byte(tt.in))
			got := positioned(t, err)
			require.Len(t, got, MaxErrors+1)
			assert.Contains(t, got[0].Msg, tt.msg)
			last := got[MaxErrors]
			assert.Equal(t, fmt.Sprintf("and %d more errors from here on", tt.n-MaxErrors), last.Msg)
			assert.Equal(t, tt.pos, last.Pos.String())
			for i, e := range got {
				assert.Contains(t, e.WithSource(), "\n", "error %d has its line", i)
			}
		})
	}
}

// unknownKeys returns ", k0: 1, k1: 1, ..." for n keys, none a spec knows.
func unknownKeys(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, ", k%d: 1", i)
	}
	return b.String()
}

// Errors are kept by position, not by the order they are found in.
func TestErrorListKeepsFirst(t *testing.T) {
	l := &errorList{}
	f := newFile("s.yaml", nil)
	for i := 1000; i > 0; i-- {
		l.add(f.errAt(f.at(i, 1), "e%d", i))
	}
	got := positioned(t, l.err())
	require.Len(t, got, MaxErrors+1)
	for i, e := range got[:MaxErrors] {
		assert.Equal(t, i+1, e.Pos.Line)
	}
	assert.Equal(t, "s.yaml:101:1: and 900 more errors from here on", got[MaxErrors].Error())
	assert.NoError(t, (&errorList{}).err())
}

// The words of a region map on one line are found from the map's column
// on, not in the key before it, and each after the one before.
func TestRegionMapColumns(t *testing.T) {
	testOneError(t, []oneError{
		{"word also in the key", "size: 2x2\nvalues: 1-2\ngroups:\n  - rows\n  - regions: ion io\n", "5:16", "this line of the region map has 3 characters but the board has 2 columns"},
		{"word twice", "size: 2x2\nvalues: 1-2\ngroups:\n  - rows\n  - regions: io io io\n", "5:14", "the region map has 3 lines but the board has 2 rows"},
		{"second of the same word", "size: 2x2\nvalues: 1-2\ngroups:\n  - rows\n  - regions: io iox\n", "5:19", "this line of the region map has 3 characters"},
	})
}

// A cell listed thousands of times in one rule, in a spec of 120 KB,
// gives at most MaxErrors short errors and a count of the rest: no error
// spells out the rule's cells, and no more than MaxErrors are written.
func TestRepeatedCellErrorsBounded(t *testing.T) {
	cells := func(n int) string { return strings.Repeat("r1c1, ", n-1) + "r1c1" }
	tests := []struct {
		name, in string
		n        int    // errors in all
		msg      string // the message of an error among them
	}{
		{"cage of 2,000", "extends: classic\nconstraints:\n  - killer: {cells: [" + cells(2000) + "], sum: 10}\n", 1999, "r1c1 is listed twice in cage 10 at r1c1 r1c1"},
		{"cage of 20,000", "extends: classic\nconstraints:\n  - killer: {cells: [" + cells(20000) + "], sum: 10}\n", 19999, "r1c1 is listed twice in cage 10 at r1c1 r1c1"},
		{"cage of 20,000 without a sum", "extends: classic\nconstraints:\n  - killer: {cells: [" + cells(20000) + "]}\n", 19999, "r1c1 is listed twice in cage r1c1 r1c1"},
		{"group of 20,000", "extends: classic\ngroups:\n  - cells: [" + cells(20000) + "]\n", 1 + 19999, `r1c1 is listed twice in "cells 1"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("s.yaml", []byte(tt.in))
			require.Error(t, err)
			assert.Less(t, len(err.Error()), 64<<10, "the errors in all")
			assert.Contains(t, err.Error(), tt.msg)
			got := positioned(t, err)
			require.Equal(t, MaxErrors+1, len(got), "errors")
			assert.Contains(t, got[MaxErrors].Msg, fmt.Sprintf("and %d more errors", tt.n-MaxErrors))
		})
	}
}
