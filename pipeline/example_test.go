package pipeline_test

import (
	"context"
	"fmt"
	"time"

	"github.com/sudoku-rules/sudoku/pipeline"
)

// Square numbers on three workers; the later a number, the sooner its
// square is done, and still the squares come out in order.
func Example() {
	n := 0
	p := &pipeline.Pipeline[int, string]{
		Workers: 3,
		Next: func(context.Context) (int, bool) {
			n++
			return n, n <= 6
		},
		Work: func(_ context.Context, _ int, x int) string {
			time.Sleep(time.Duration(6-x) * time.Millisecond)
			return fmt.Sprintf("%d²=%d", x, x*x)
		},
		Emit: func(s string) error {
			fmt.Println(s)
			return nil
		},
	}
	if err := p.Run(context.Background()); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 1²=1
	// 2²=4
	// 3²=9
	// 4²=16
	// 5²=25
	// 6²=36
}
