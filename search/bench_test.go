package search_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/search"
	"github.com/sudoku-rules/sudoku/strategy"
)

// benchPuzzles reads up to max puzzles, one a line, of a file of
// ../shared/data/classic, or of the shipped sample when it is not there.
func benchPuzzles(b *testing.B, r *game.Rules, file string, max int) [][]int {
	data, err := os.ReadFile(filepath.Join("..", "..", "shared", "data", "classic", file))
	if err != nil {
		if data, err = os.ReadFile("../testdata/classic/sound.txt"); err != nil {
			b.Fatal(err)
		}
	}
	var out [][]int
	for _, line := range strings.Split(string(data), "\n") {
		if len(line) < 81 || line[0] == '#' {
			continue
		}
		ps, err := puzzle.ParseString(r, file, line[:81])
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, ps[0].Givens)
		if len(out) == max {
			break
		}
	}
	return out
}

// BenchmarkProve proves each puzzle unique (a limit of 2), by the kernel
// and by the strategy engine's brute-force path before it, on classic
// sets (from ../shared/data when there) and generated irregular ones:
//
//	go test ./search -bench Prove -count 6 | benchstat -col /by -
func BenchmarkProve(b *testing.B) {
	sets := []struct{ spec, file string }{
		{"classic", "17_clue.txt"}, {"classic", "magictour_top1465.txt"}, {"classic", "serg_benchmark.txt"},
	}
	for _, set := range sets {
		r := rulesOf(b, set.spec)
		puzzles := benchPuzzles(b, r, set.file, 2000)
		k, err := search.New(r)
		if err != nil {
			b.Fatal(err)
		}
		e, err := strategy.NewEngine(r, strategy.Options{Techniques: strategy.Default(), Limit: 2})
		if err != nil {
			b.Fatal(err)
		}
		ctx := context.Background()
		name := strings.TrimSuffix(set.file, ".txt")
		b.Run("set="+name+"/by=kernel", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if k.Solve(ctx, puzzles[i%len(puzzles)], search.Options{Limit: 2}).Count == 0 {
					b.Fatal("no solution")
				}
			}
		})
		b.Run("set="+name+"/by=strategies", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if e.Solve(ctx, puzzles[i%len(puzzles)]).Count == 0 {
					b.Fatal("no solution")
				}
			}
		})
	}
}
