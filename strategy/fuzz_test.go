package strategy_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/strategy"
)

// fuzzShapes are the small games FuzzSolve plays: small enough for a plain
// brute-force count to check every answer of the engine.
var fuzzShapes = []struct {
	name string
	n    int
	h, w int // box size; 0 for a Latin square (rows and columns only)
}{
	{"4x4", 4, 2, 2},
	{"6x6", 6, 2, 3},
	{"latin3", 3, 0, 0},
	{"latin4", 4, 0, 0},
	{"latin5", 5, 0, 0},
}

// fuzzRules builds the rules of every shape once.
func fuzzRules(t testing.TB) []*game.Rules {
	t.Helper()
	var out []*game.Rules
	for _, s := range fuzzShapes {
		vals, err := game.NewValues(strings.Split("123456789"[:s.n], ""))
		if err != nil {
			t.Fatal(err)
		}
		a := groups.Square(s.n)
		gs := append(groups.Rows(a), groups.Columns(a)...)
		if s.h > 0 {
			boxes, err := groups.Boxes(a, s.h, s.w)
			if err != nil {
				t.Fatal(err)
			}
			gs = append(gs, boxes...)
		}
		r, err := game.NewRules(s.name, s.n, s.n, nil, vals, gs)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// fuzzGame reads a game from fuzz input. Byte 0 picks the shape; byte 1
// holds flags: bit 0 a subset of the strategies (bits 2-7 pick which and in
// what order), bit 1 a trace. Each further byte is one field's given, in
// reading order: b % (n+1) - 1, so 0 is an empty field; missing bytes are
// empty fields.
func fuzzGame(rules []*game.Rules, data []byte) (r *game.Rules, givens []int, names []string, trace bool) {
	var shape, flags byte
	if len(data) > 0 {
		shape = data[0]
	}
	if len(data) > 1 {
		flags = data[1]
	}
	r = rules[int(shape)%len(rules)]
	givens = make([]int, r.NumFields())
	for f := range givens {
		givens[f] = game.Empty
		if 2+f < len(data) {
			givens[f] = int(data[2+f])%(r.NumValues()+1) - 1
		}
	}
	if flags&1 != 0 {
		all := strategy.All()
		pick := int(flags >> 2)
		for len(all) > 0 {
			i := pick % len(all)
			pick /= len(all)
			if pick%2 == 1 || len(names) == 0 {
				names = append(names, all[i].Name)
			}
			pick /= 2
			all = append(all[:i], all[i+1:]...)
		}
	}
	return r, givens, names, flags&2 != 0
}

// fuzzGuesses is how many guesses FuzzSolve lets a solve make before it
// skips the input.
const fuzzGuesses = 5000

// FuzzSolve checks the engine against a plain brute-force count on small
// games: the status must agree with the count, and a solution returned must
// keep every given and hold every value once in every group.
func FuzzSolve(f *testing.F) {
	// shape, flags, givens
	f.Add([]byte{0, 0})                                     // empty 4x4: multiple
	f.Add([]byte{0, 0, 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3}) // 4x4, 12 givens: unique
	f.Add([]byte{0, 0, 1, 1})                               // 4x4, two 1s in row 1: no solution
	f.Add([]byte{0, 1 | 0b100100, 1, 0, 0, 0, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 4})
	f.Add([]byte{1, 2, 1, 2, 3, 0, 0, 0, 0, 0, 0, 4, 5, 6}) // 6x6 with a trace
	f.Add([]byte{1, 0, 1, 0, 0, 0, 0, 0, 0, 1})             // 6x6: two 1s in a box only
	f.Add([]byte{2, 0, 1, 2, 0, 0, 0, 0, 0, 0, 3})          // latin3: r1c3 needs the 3 of r3c3: no solution
	f.Add([]byte{3, 1 | 0b11111100, 1, 2, 0, 0, 2, 0, 0, 0})
	f.Add([]byte{4, 0, 1, 2, 3, 4, 5})
	f.Add([]byte{4, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3})
	rules := fuzzRules(f)
	engines := map[string]*strategy.Engine{}
	engine := func(t *testing.T, r *game.Rules, names []string, trace, unique bool) *strategy.Engine {
		key := fmt.Sprint(r.Name, names, trace, unique)
		e := engines[key]
		if e == nil {
			opts := strategy.Options{Limit: 2, Trace: trace, MaxGuesses: fuzzGuesses}
			if unique {
				opts.Limit, opts.AssumeUnique = 1, true
			}
			if names != nil {
				ss, err := strategy.ByNames(names)
				if err != nil {
					t.Fatalf("ByNames(%v): %v", names, err)
				}
				if !unique && !slices.ContainsFunc(ss, func(x *strategy.Technique) bool { return !x.AssumesUnique }) {
					// Counting leaves the uniqueness techniques out: keep one other.
					ss = append(ss, strategy.PossibleValueForField)
				}
				opts.Techniques = ss
			}
			var err error
			if e, err = strategy.NewEngine(r, opts); err != nil {
				t.Fatalf("NewEngine: %v", err)
			}
			engines[key] = e // reused, as the command reuses its engines
		}
		return e
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, givens, names, trace := fuzzGame(rules, data)
		e := engine(t, r, names, trace, false)
		want, first := bruteCount(r, givens, 2)
		// A few technique lists are slow without the singles (a jellyfish
		// alone searched at every node of a guessing search on 6x6 takes
		// seconds): such an input is skipped past a count of guesses, the
		// same on every machine, rather than left to look hung.
		ctx := context.Background()
		solve := func(e *strategy.Engine) strategy.Result {
			res := e.Solve(ctx, givens)
			if res.Status == strategy.Timeout {
				t.Skipf("over %d guesses with %v", fuzzGuesses, names)
			}
			return res
		}
		res := solve(e)
		desc := fmt.Sprintf("%s, strategies %v, givens %v", r.Name, names, givens)

		var clash []*puzzle.ClashError
		if err := puzzle.CheckGivens(r, givens); err != nil {
			for _, x := range err.(interface{ Unwrap() []error }).Unwrap() {
				var c *puzzle.ClashError
				if !errors.As(x, &c) {
					t.Fatalf("%s: CheckGivens: %v", desc, x)
				}
				clash = append(clash, c)
			}
		}
		if len(clash) > 0 && want != 0 {
			t.Fatalf("%s: the brute force solves clashing givens (%v)", desc, clash[0])
		}

		wantStatus := map[int]strategy.Status{0: strategy.NoSolution, 1: strategy.Unique, 2: strategy.Multiple}[want]
		if res.Status != wantStatus || res.Count != want {
			t.Fatalf("%s: engine says %s with %d solutions; brute force counts %d", desc, res.Status, res.Count, want)
		}
		if want == 0 {
			if res.Solution != nil {
				t.Fatalf("%s: no solution exists, yet the engine returned %v", desc, res.Solution)
			}
			return
		}
		if err := checkSolution(r, givens, res.Solution); err != nil {
			t.Fatalf("%s: the engine's solution %v: %v", desc, res.Solution, err)
		}
		if want == 1 && fmt.Sprint(res.Solution) != fmt.Sprint(first) {
			t.Fatalf("%s: the engine found %v, the only solution is %v", desc, res.Solution, first)
		}
		if want == 1 {
			// One solution: the uniqueness techniques may run too, and must
			// find the same one.
			u := solve(engine(t, r, names, trace, true))
			if u.Status != strategy.Solved || fmt.Sprint(u.Solution) != fmt.Sprint(first) {
				t.Fatalf("%s: assuming one solution, the engine says %s %v; the only solution is %v", desc, u.Status, u.Solution, first)
			}
		}

		// The engine is reused: the same puzzle again gives the same answer.
		again := solve(e)
		if again.Status != res.Status || fmt.Sprint(again.Solution) != fmt.Sprint(res.Solution) {
			t.Fatalf("%s: solved again: %s %v, first time %s %v", desc, again.Status, again.Solution, res.Status, res.Solution)
		}
	})
}

// groupFields lists, for the checker and the brute force, the fields of
// each group of a fuzz shape, worked out from the shape alone and not from
// the compiled rules: field r*n+c is at row r, column c.
func groupFields(r *game.Rules) [][]int {
	var s struct{ n, h, w int }
	for _, x := range fuzzShapes {
		if x.name == r.Name {
			s.n, s.h, s.w = x.n, x.h, x.w
		}
	}
	var out [][]int
	for i := range s.n {
		var row, col []int
		for j := range s.n {
			row = append(row, i*s.n+j)
			col = append(col, j*s.n+i)
		}
		out = append(out, row, col)
	}
	if s.h > 0 {
		for br := 0; br < s.n; br += s.h {
			for bc := 0; bc < s.n; bc += s.w {
				var box []int
				for i := br; i < br+s.h; i++ {
					for j := bc; j < bc+s.w; j++ {
						box = append(box, i*s.n+j)
					}
				}
				out = append(out, box)
			}
		}
	}
	return out
}

// checkSolution checks a full grid on its own: one value per field in range,
// every given kept, no value twice in a group and, in a group with as many
// fields as values, every value once.
func checkSolution(r *game.Rules, givens, sol []int) error {
	if len(sol) != len(givens) {
		return fmt.Errorf("%d fields, the board has %d", len(sol), len(givens))
	}
	n := r.NumValues()
	for f, v := range sol {
		if v < 0 || v >= n {
			return fmt.Errorf("field %d holds %d", f, v)
		}
		if givens[f] != game.Empty && givens[f] != v {
			return fmt.Errorf("field %d holds %d, its given is %d", f, v, givens[f])
		}
	}
	for gi, fields := range groupFields(r) {
		seen := make([]bool, n)
		for _, f := range fields {
			if seen[sol[f]] {
				return fmt.Errorf("value %d twice in group %d", sol[f], gi)
			}
			seen[sol[f]] = true
		}
	}
	return nil
}

// bruteCount counts the solutions of givens up to limit by plain recursion
// — at each step the free field with the fewest values that fit its groups,
// each of those values in turn — and returns the first solution found.
func bruteCount(r *game.Rules, givens []int, limit int) (int, []int) {
	gf := groupFields(r)
	of := make([][]int, len(givens)) // the groups of each field
	for gi, fields := range gf {
		for _, f := range fields {
			of[f] = append(of[f], gi)
		}
	}
	grid := append([]int(nil), givens...)
	fits := func(f, v int) bool {
		for _, gi := range of[f] {
			for _, g := range gf[gi] {
				if g != f && grid[g] == v {
					return false
				}
			}
		}
		return true
	}
	for f, v := range grid {
		if v != game.Empty && !fits(f, v) {
			return 0, nil
		}
	}
	count := 0
	var first []int
	var rec func()
	rec = func() {
		best, bestN := -1, r.NumValues()+1
		for f, v := range grid {
			if v != game.Empty {
				continue
			}
			n := 0
			for v := range r.NumValues() {
				if fits(f, v) {
					n++
				}
			}
			if n < bestN {
				best, bestN = f, n
			}
		}
		if best < 0 {
			if count == 0 {
				first = append([]int(nil), grid...)
			}
			count++
			return
		}
		for v := range r.NumValues() {
			if fits(best, v) {
				grid[best] = v
				rec()
				grid[best] = game.Empty
				if count >= limit {
					return
				}
			}
		}
	}
	rec()
	return count, first
}

// The checker and the brute force must be able to fail: a wrong grid is
// refused, and known counts come out.
func TestFuzzHelpers(t *testing.T) {
	rules := fuzzRules(t)
	four := rules[0]
	sol := []int{0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0}
	empty := make([]int, 16)
	for i := range empty {
		empty[i] = game.Empty
	}
	if err := checkSolution(four, empty, sol); err != nil {
		t.Fatalf("a valid grid is refused: %v", err)
	}
	bad := append([]int(nil), sol...)
	bad[0], bad[1] = bad[1], bad[0]
	if checkSolution(four, empty, bad) == nil {
		t.Fatal("a grid with a value twice in a column passes")
	}
	withGiven := append([]int(nil), empty...)
	withGiven[0] = 3
	if checkSolution(four, withGiven, sol) == nil {
		t.Fatal("a grid that drops a given passes")
	}
	for _, tc := range []struct {
		name   string
		rules  *game.Rules
		givens []int
		want   int
	}{
		{"empty 4x4", four, empty, 2},
		{"4x4 solution less one", four, append([]int{game.Empty}, sol[1:]...), 1},
		{"4x4 clash", four, append([]int{0, 0}, empty[2:]...), 0},
		{"latin3 dead end", rules[2], []int{0, 1, game.Empty, game.Empty, game.Empty, 2, game.Empty, game.Empty, game.Empty}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := bruteCount(tc.rules, tc.givens, 2); got != tc.want {
				t.Fatalf("bruteCount = %d, want %d", got, tc.want)
			}
		})
	}
}
