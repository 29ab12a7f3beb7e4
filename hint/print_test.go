package hint

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

func TestStatus(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{nil, "hint"},
		{ErrSolved, "solved"},
		{ErrNoSolution, "no-solution"},
		{ErrStalled, "stalled"},
		{ErrSeveral, "multiple"},
		{ErrTimeout, "timeout"},
		{ErrInterrupted, "interrupted"},
		{fmt.Errorf("position 2: %w", ErrStalled), "stalled"},
		{errors.New("something else"), "error"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Status(tt.err), "%v", tt.err)
	}
}

// TestPrinter writes a hint and a position without one in text and JSON.
func TestPrinter(t *testing.T) {
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	r := sp.Rules
	ps, err := pencil.Parse(r, "pos.txt", []byte("1..4.4..2..3..1.\n1234341221434321\n"))
	require.NoError(t, err)
	h, err := New(r)
	require.NoError(t, err)
	tests := []struct {
		name    string
		printer Printer
		want    string
	}{
		{"text at level 1", Printer{Level: 1}, `position 1 at pos.txt:1:1
hint: PossibleFieldForValueInGroup (1.2, easy): look at box 1

position 2 at pos.txt:2:1
no hint: the position is solved

`},
		{"text with pencil marks at level 3", Printer{Level: 3, Pencil: true}, `position 1 at pos.txt:1:1
1  23 | 23 4
3  4  | 23 12
------+------
2  1  | 4  3
34 3  | 1  2

hint: PossibleFieldForValueInGroup (1.2, easy): look at box 1; value 2 in r1c2
r1c2=2 (only field for 2 in box 1)

position 2 at pos.txt:2:1
1 2 | 3 4
3 4 | 1 2
----+----
2 1 | 4 3
4 3 | 2 1

no hint: the position is solved

`},
		{"json at level 2", Printer{Level: 2, JSON: true}, `{"source":"pos.txt:1:1","status":"hint","level":2,"technique":"PossibleFieldForValueInGroup","difficulty":1.2,"rating":"easy","area":["box 1"],"hint":"PossibleFieldForValueInGroup (1.2, easy): look at box 1; value 2 in r1c2"}
{"source":"pos.txt:2:1","status":"solved","level":2,"error":"the position is solved"}
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var sb strings.Builder
			for i, p := range ps {
				b, err := p.Board(r)
				require.NoError(t, err)
				x, err := h.Next(context.Background(), b)
				require.NoError(t, tt.printer.Print(&sb, i+1, p, b, x, err))
			}
			assert.Equal(t, tt.want, sb.String())
		})
	}
}

// At level 3 the JSON record holds the step itself.
func TestJSONStep(t *testing.T) {
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	ps, err := pencil.Parse(sp.Rules, "pos.txt", []byte("1..4.4..2..3..1.\n"))
	require.NoError(t, err)
	b, err := ps[0].Board(sp.Rules)
	require.NoError(t, err)
	h, err := New(sp.Rules)
	require.NoError(t, err)
	x, err := h.Next(context.Background(), b)
	require.NoError(t, err)
	for level := 1; level <= 3; level++ {
		j := NewJSON("pos.txt:1:1", level, x, nil)
		assert.Equal(t, level == 3, j.Step != nil, "level %d", level)
		assert.Equal(t, []string{"box 1"}, j.Area)
	}
}
