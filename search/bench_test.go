package search_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/generate"
	"github.com/sudoku-rules/sudoku/search"
	"github.com/sudoku-rules/sudoku/specs"
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

// BenchmarkDefaults proves each built-in spec's default puzzle unique,
// by the kernel alone, by the strategies alone, and by the engine as it
// serves a count (strategies to the first stall, then the kernel), on
// the boards past 9x9 the kernel serves and on two irregular 9x9 ones:
//
//	go test ./search -bench Defaults -count 6 | benchstat -col /by -
func BenchmarkDefaults(b *testing.B) {
	for _, name := range []string{"jigsaw", "hyper", "12x12", "16x16", "samurai"} {
		sp, err := specs.Lookup(name)
		if err != nil {
			b.Fatal(err)
		}
		ps, err := puzzle.ParseString(sp.Rules, name, sp.Puzzles[0].Givens)
		if err != nil {
			b.Fatal(err)
		}
		g := ps[0].Givens
		k, err := search.New(sp.Rules)
		if err != nil {
			b.Fatal(err)
		}
		e, err := strategy.NewEngine(sp.Rules, strategy.Options{Techniques: strategy.Default(), Limit: 2})
		if err != nil {
			b.Fatal(err)
		}
		served, err := strategy.NewEngine(sp.Rules, strategy.Options{Limit: 2})
		if err != nil {
			b.Fatal(err)
		}
		ctx := context.Background()
		b.Run("spec="+name+"/by=engine", func(b *testing.B) {
			for b.Loop() {
				if served.Solve(ctx, g).Count != 1 {
					b.Fatal("not unique")
				}
			}
		})
		b.Run("spec="+name+"/by=kernel", func(b *testing.B) {
			for b.Loop() {
				if k.Solve(ctx, g, search.Options{Limit: 2}).Count != 1 {
					b.Fatal("not unique")
				}
			}
		})
		b.Run("spec="+name+"/by=strategies", func(b *testing.B) {
			for b.Loop() {
				if e.Solve(ctx, g).Count != 1 {
					b.Fatal("not unique")
				}
			}
		})
	}
}

// BenchmarkGenerated proves generated puzzles unique (30 of each spec,
// minimal for their seeds, as `sudoku generate` makes them) by the kernel
// alone, by the strategies alone, and by the engine as it serves a count:
//
//	go test ./search -bench Generated -count 6 | benchstat -col /by -
func BenchmarkGenerated(b *testing.B) {
	for _, name := range []string{"jigsaw", "hyper", "12x12", "16x16", "samurai"} {
		sp, err := specs.Lookup(name)
		if err != nil {
			b.Fatal(err)
		}
		gen, err := generate.New(sp.Rules, generate.Options{})
		if err != nil {
			b.Fatal(err)
		}
		ctx := context.Background()
		var puzzles [][]int
		for seed := uint64(1); seed <= 30; seed++ {
			p, err := gen.Generate(ctx, seed)
			if err != nil {
				b.Fatal(err)
			}
			puzzles = append(puzzles, p.Givens)
		}
		k, err := search.New(sp.Rules)
		if err != nil {
			b.Fatal(err)
		}
		byKernel := func(g []int) int { return k.Solve(ctx, g, search.Options{Limit: 2}).Count }
		solvers := []struct {
			by    string
			count func([]int) int
		}{{"kernel", byKernel}}
		for _, o := range []struct {
			by   string
			opts strategy.Options
		}{{"engine", strategy.Options{Limit: 2}}, {"strategies", strategy.Options{Techniques: strategy.Default(), Limit: 2}}} {
			e, err := strategy.NewEngine(sp.Rules, o.opts)
			if err != nil {
				b.Fatal(err)
			}
			solvers = append(solvers, struct {
				by    string
				count func([]int) int
			}{o.by, func(g []int) int { return e.Solve(ctx, g).Count }})
		}
		for _, s := range solvers {
			b.Run("spec="+name+"/by="+s.by, func(b *testing.B) {
				for i := 0; b.Loop(); i++ {
					if s.count(puzzles[i%len(puzzles)]) != 1 {
						b.Fatal("not unique")
					}
				}
			})
		}
	}
}

// BenchmarkChoice proves puzzles unique by the kernel under each guess
// choice, reporting guesses per puzzle beside the time: classic sets
// (from ../shared/data when there) and the generated sets of
// ../testdata/bench.
//
//	go test ./search -bench Choice -count 6 | benchstat -col /choice -
func BenchmarkChoice(b *testing.B) {
	type set struct {
		name    string
		r       *game.Rules
		puzzles [][]int
	}
	var sets []set
	classic := rulesOf(b, "classic")
	for _, file := range []string{"17_clue.txt", "magictour_top1465.txt", "serg_benchmark.txt"} {
		sets = append(sets, set{strings.TrimSuffix(file, ".txt"), classic, benchPuzzles(b, classic, file, 2000)})
	}
	for _, name := range []string{"jigsaw", "16x16", "samurai"} {
		r := rulesOf(b, name)
		data, err := os.ReadFile(filepath.Join("..", "testdata", "bench", name+".txt"))
		if err != nil {
			b.Fatal(err)
		}
		ps, err := puzzle.ParseString(r, name, string(data))
		if err != nil {
			b.Fatal(err)
		}
		var puzzles [][]int
		for _, p := range ps {
			puzzles = append(puzzles, p.Givens)
		}
		sets = append(sets, set{name, r, puzzles})
	}
	ctx := context.Background()
	for _, s := range sets {
		k, err := search.New(s.r)
		if err != nil {
			b.Fatal(err)
		}
		for _, choice := range []search.Choice{search.MostPeers, search.FirstFewest, search.Conflicts} {
			b.Run("set="+s.name+"/choice="+choice.String(), func(b *testing.B) {
				guesses := 0
				i := 0
				for ; b.Loop(); i++ {
					res := k.Solve(ctx, s.puzzles[i%len(s.puzzles)], search.Options{Limit: 2, Choice: choice})
					if res.Count == 0 {
						b.Fatal("no solution")
					}
					guesses += res.Guesses
				}
				b.ReportMetric(float64(guesses)/float64(i), "guesses/op")
			})
		}
	}
}

// BenchmarkLongChain counts to two the solutions of an empty 36x36 board
// with a kropki dot between every two cells in a row along a snake
// through it: 1,295 constraints that narrow a few cells per round of
// propagation, where asking each constraint at each round would cost the
// square of the chain.
func BenchmarkLongChain(b *testing.B) {
	var cells []string
	for row := 1; row <= 36; row++ {
		for i := 1; i <= 36; i++ {
			col := i
			if row%2 == 0 {
				col = 37 - i
			}
			cells = append(cells, "r"+strconv.Itoa(row)+"c"+strconv.Itoa(col))
		}
	}
	var dots []string
	for i := 1; i < len(cells); i++ {
		dots = append(dots, "["+cells[i-1]+", "+cells[i]+"]")
	}
	spec := "size: 36x36\nvalues: 1-36\ngroups: [rows, columns, boxes: 6x6]\nconstraints:\n  - kropki: {white: [" + strings.Join(dots, ", ") + "]}\n"
	sp, err := specs.Parse("chain.yaml", []byte(spec))
	if err != nil {
		b.Fatal(err)
	}
	k, err := search.New(sp.Rules)
	if err != nil {
		b.Fatal(err)
	}
	empty := game.EmptyGrid(sp.Rules.NumFields())
	for b.Loop() {
		k.Solve(context.Background(), empty, search.Options{Limit: 2})
	}
}
