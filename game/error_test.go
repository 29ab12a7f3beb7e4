package game

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWithSource(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  Error
		want string
	}{
		{"plain", Error{Pos: Position{File: "f", Line: 2, Col: 3}, Msg: "bad", Source: "abcd"},
			"f:2:3: bad\n    abcd\n      ^"},
		{"no source", Error{Pos: Position{File: "f", Line: 2, Col: 3}, Msg: "bad"}, "f:2:3: bad"},
		{"tab and CR", Error{Pos: Position{File: "f", Line: 1, Col: 3}, Msg: "bad", Source: "\tab\r"},
			"f:1:3: bad\n     ab\n      ^"},
		// Each byte that is not UTF-8 counts as one column, as the readers
		// count it, so the marker stays under the character it is about.
		{"invalid bytes", Error{Pos: Position{File: "f", Line: 1, Col: 4}, Msg: "bad", Source: "\xc8\xc9\xcax"},
			"f:1:4: bad\n    \uFFFD\uFFFD\uFFFDx\n       ^"},
		{"controls", Error{Pos: Position{File: "f", Line: 1, Col: 3}, Msg: "NUL", Source: "\x1b[\x00\x07"},
			"f:1:3: NUL\n    \uFFFD[\uFFFD\uFFFD\n      ^"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.err.WithSource())
		})
	}
}

func TestSplitErrors(t *testing.T) {
	a, b, c := errors.New("a"), errors.New("b"), errors.New("c")
	wrapped := fmt.Errorf("spec: %w", errors.Join(b, c))
	tests := []struct {
		name string
		in   error
		want []error
	}{
		{"nil", nil, nil},
		{"one", a, []error{a}},
		{"joined", errors.Join(a, b), []error{a, b}},
		{"nested", errors.Join(a, errors.Join(b, c)), []error{a, b, c}},
		{"wrapped list kept whole", wrapped, []error{wrapped}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, SplitErrors(tt.in))
		})
	}
}
