package sudokupad_test

import (
	"context"
	"errors"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

// FuzzRead reads random links, payloads, zipped and plain JSON: it never
// panics, and neither does the rendering of its errors.
func FuzzRead(f *testing.F) {
	for i, c := range readConverted(f) {
		if i%4 == 0 {
			f.Add(c.scl)
		}
	}
	for _, c := range readUnzipCases(f)[:12] {
		f.Add(c.Zipped)
		f.Add(c.Unzipped)
	}
	f.Add(`{"cells":[[{"value":1},{}],[{},{}]],"lines":[{"wayPoints":[[0.5,0.5],[1.5,1.5]],"color":"#CFCFCF","thickness":21}]}`)
	f.Add("https://sudokupad.app/?puzzleid=ctc%7Bce%3A%5B%5D%7D")
	f.Fuzz(func(t *testing.T, in string) {
		for _, opts := range []sudokupad.Options{{}, {Lenient: true}} {
			p, err := sudokupad.ReadContext(context.Background(), "fuzz", in, opts)
			if err == nil {
				if p == nil || p.Rules == nil || len(p.Givens) != p.Rules.NumFields() {
					t.Fatalf("a puzzle without rules or with %d givens", len(p.Givens))
				}
				continue
			}
			for _, e := range game.SplitErrors(err) {
				_ = e.Error()
				var ge *game.Error
				if errors.As(e, &ge) {
					_ = ge.WithSource()
				}
			}
		}
		if _, err := sudokupad.Unzip("fuzz", in); err != nil {
			var ge *game.Error
			if !errors.As(err, &ge) {
				t.Fatalf("Unzip's error is no *game.Error: %v", err)
			}
			_ = ge.WithSource()
		}
	})
}
