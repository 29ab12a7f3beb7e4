package report_test

import (
	"context"
	"fmt"
	"os"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/report"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Print the results of a batch as lines, then the same puzzle as a grid.
func Example() {
	sp, err := specs.Parse("tiny.yaml", []byte("values: 1-4\ngroups: [rows, columns, {boxes: 2x2}]\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	ps, _ := puzzle.ParseString(sp.Rules, "puzzles.txt", "1..4.4..2..3..1.\n12........3...4.\n")
	e, _ := strategy.NewEngine(sp.Rules, strategy.Options{Limit: 2})
	for _, format := range []report.Format{report.Line, report.Grid} {
		p := report.NewPrinter(os.Stdout, sp.Rules, format, false).CountsTo(2)
		for i, pz := range ps {
			res := e.Solve(context.Background(), pz.Givens)
			res.Board = nil
			p.Print(&batch.Result{N: i + 1, Pos: pz.Pos, Givens: pz.Givens, Outcome: res})
		}
	}
	// Output:
	// 1234342121434312 # unique
	// 12........3...4. # no-solution
	// puzzle 1 at puzzles.txt:1:1: unique
	// 1 2 | 3 4
	// 3 4 | 2 1
	// ----+----
	// 2 1 | 4 3
	// 4 3 | 1 2
	//
	// puzzle 2 at puzzles.txt:2:1: no-solution
	// 1 2 | . .
	// . . | . .
	// ----+----
	// . . | 3 .
	// . . | 4 .
}
