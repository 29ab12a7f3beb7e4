package constrainttest_test

import (
	"context"
	"errors"
	"testing"

	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// FuzzConstraintSpec: a spec with constraints never makes the reader
// panic; each of its errors has a position; and when it reads, a solve
// never panics and any solution it gives keeps every rule.
func FuzzConstraintSpec(f *testing.F) {
	f.Add(fourSpec)
	f.Add("extends: 6x6\nconstraints:\n  - apart: {cells: [r1c1, r6c6], by: 5}\n")
	f.Add("extends: 4x4\nconstraints:\n  - apart: {cells: [r1c1, r1c1], by: 1}\n")
	f.Add("extends: 4x4\nconstraints: [{apart: {cells: [r1c1, r2c2], by: x}}, {apart: 3}, 7]\n")
	f.Add("extends: 4x4\nconstraints:\n  - arrow: {circle: [r1c1, r1c2], cells: [r2c1, r3c1]}\n  - littlekiller: {clue: r0c1, direction: DR, sum: 7}\n")
	f.Add("extends: 4x4\nconstraints:\n  - sandwich: {row: 2, sum: 5}\n  - xsum: {clue: r5c2, sum: 6}\n  - skyscraper: {clue: r2c5, seen: 2}\n")
	f.Add("extends: 6x6\nconstraints:\n  - sandwich: {clue: r0c3, sum: 0}\n  - skyscraper: {clue: r0c3, seen: 6}\n  - xsum: {clue: r3c0, sum: 21}\n")
	f.Fuzz(func(t *testing.T, text string) {
		sp, err := specs.Loader{Kinds: constrainttest.Kinds}.Parse("fuzz.yaml", []byte(text))
		if err != nil {
			for _, e := range game.SplitErrors(err) {
				var ge *game.Error
				if !errors.As(e, &ge) || ge.Pos.Line < 1 {
					t.Fatalf("an error without a position: %v", e)
				}
			}
			return
		}
		r := sp.Rules
		if r.NumFields() > 256 {
			return
		}
		// A bounded search, bounded by a count of guesses: the same on
		// every machine.
		e, err := strategy.NewEngine(r, strategy.Options{Limit: 2, MaxGuesses: 5000})
		if err != nil {
			t.Fatal(err)
		}
		res := e.Solve(context.Background(), empty(r))
		if res.Solution != nil {
			if err := r.CheckSolution(res.Solution, nil); err != nil {
				t.Fatalf("a solution that breaks the rules: %v", err)
			}
		}
	})
}
