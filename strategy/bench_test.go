package strategy

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
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
	benchSolveWith(b, r, puzzles, Options{Limit: limit})
}

// benchSolveWith times solving the puzzles in turn with opts.
func benchSolveWith(b *testing.B, r *game.Rules, puzzles [][]int, opts Options) {
	e, err := NewEngine(r, opts)
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res := e.Solve(ctx, puzzles[i%len(puzzles)])
		if res.Count == 0 && !opts.NoGuess {
			b.Fatal("no solution")
		}
	}
}

func BenchmarkClassic17Clue(b *testing.B) {
	r := classic(b)
	benchSolve(b, r, loadBench(b, r, "17_clue.txt", 5000), 2)
}

// BenchmarkClassicSerg and BenchmarkClassicSergFirst time puzzles of a
// few µs each, in which what every puzzle pays (loading the givens, the
// first scan of every group, a board copy per guess) weighs most.
func BenchmarkClassicSerg(b *testing.B) {
	r := classic(b)
	benchSolve(b, r, loadBench(b, r, "serg_benchmark.txt", 0), 2)
}

func BenchmarkClassicSergFirst(b *testing.B) {
	r := classic(b)
	benchSolve(b, r, loadBench(b, r, "serg_benchmark.txt", 0), 1)
}

func BenchmarkClassicHardest(b *testing.B) {
	r := classic(b)
	benchSolve(b, r, loadBench(b, r, "forum_hardest_1905_11plus.txt", 1000), 2)
}

// BenchmarkHuman17Clue and BenchmarkHumanMagictour time every technique,
// easiest first and without a guess, as a person would reason: the time
// to reason a puzzle through.
func BenchmarkHuman17Clue(b *testing.B) {
	r := classic(b)
	benchSolveWith(b, r, loadBench(b, r, "17_clue.txt", 2000), Options{Techniques: All(), NoGuess: true})
}

func BenchmarkHumanMagictour(b *testing.B) {
	r := classic(b)
	benchSolveWith(b, r, loadBench(b, r, "magictour_top1465.txt", 200), Options{Techniques: All(), NoGuess: true})
}

// benchDefaults benchmarks the default puzzles of a built-in spec.
func benchDefaults(b *testing.B, name string) {
	sp, err := specs.Builtin(name)
	if err != nil {
		b.Fatal(err)
	}
	var puzzles [][]int
	for _, p := range sp.Puzzles {
		ps, err := puzzle.ParseString(sp.Rules, p.Pos.File, p.Givens)
		if err != nil {
			b.Fatal(err)
		}
		puzzles = append(puzzles, ps[0].Givens)
	}
	benchSolve(b, sp.Rules, puzzles, 2)
}

func BenchmarkHyper(b *testing.B)           { benchDefaults(b, "hyper") }
func BenchmarkSixteen(b *testing.B)         { benchDefaults(b, "16x16") }
func BenchmarkSamurai(b *testing.B)         { benchDefaults(b, "samurai") }
func BenchmarkClassicDefaults(b *testing.B) { benchDefaults(b, "classic") }
