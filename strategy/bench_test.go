package strategy

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
)

// loadBench reads up to max one-line classic puzzles of a file: from
// ../shared/data when present, else from the shipped test data.
func loadBench(b *testing.B, r *game.Rules, file string, max int) [][]int {
	data, err := os.ReadFile(filepath.Join(sharedData, "classic", file))
	if err != nil {
		data, err = os.ReadFile("../testdata/classic/sound.txt")
		if err != nil {
			b.Fatal(err)
		}
	}
	var out [][]int
	for _, line := range strings.Split(string(data), "\n") {
		if len(line) < r.NumFields() || line[0] == '#' {
			continue
		}
		out = append(out, givens(b, r, line[:r.NumFields()]))
		if max > 0 && len(out) == max {
			break
		}
	}
	return out
}

func benchSolve(b *testing.B, r *game.Rules, puzzles [][]int, limit int) {
	e, err := NewEngine(r, Options{Limit: limit})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res := e.Solve(ctx, puzzles[i%len(puzzles)])
		if res.Count == 0 {
			b.Fatal("no solution")
		}
	}
}

func BenchmarkClassic17Clue(b *testing.B) {
	r := classic(b)
	benchSolve(b, r, loadBench(b, r, "17_clue.txt", 5000), 2)
}

func BenchmarkClassicHardest(b *testing.B) {
	r := classic(b)
	benchSolve(b, r, loadBench(b, r, "forum_hardest_1905_11plus.txt", 1000), 2)
}
