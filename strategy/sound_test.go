package strategy

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

var soundAll = flag.Bool("sound.all", false, "also check every puzzle of the forum hardest list in ../shared/data (minutes)")

// soundChecker checks every move of a solve against the puzzle's known
// unique solution while the board still agrees with it: a strategy must
// then place only the solution's values, eliminate only other values and
// never report a contradiction, and the search must not eliminate the
// solution's value (it stops at the first solution, so a guess of the right
// value is never undone).
type soundChecker struct {
	t        *testing.T
	rules    *game.Rules
	sol      []int
	puzzle   string
	checked  int
	failures int
}

func (c *soundChecker) agrees(b *game.Board) bool {
	for f, v := range c.sol {
		if !b.Candidates(f).Has(v) {
			return false
		}
	}
	return true
}

func (c *soundChecker) observe(b *game.Board, m *game.Move, depth int) {
	if c.failures > 0 || m.Kind == game.Guess || m.Kind == game.Undo || !c.agrees(b) {
		return
	}
	c.checked++
	bad := ""
	if m.Kind == game.Contradiction {
		bad = "reported a contradiction"
	}
	for _, p := range m.Place {
		if p.Value != c.sol[p.Field] {
			bad = "placed a value the solution does not have"
		}
	}
	for _, e := range m.Eliminate {
		if e.Value == c.sol[e.Field] {
			bad = "eliminated the solution's value"
		}
	}
	if bad != "" {
		c.failures++
		c.t.Errorf("%s: %s %s (%s) at depth %d on a board that agrees with the solution", c.puzzle, m.Strategy, bad, moveString(c.rules, m), depth)
	}
}

// checkSound solves each puzzle with the techniques (nil: the default
// ones), every move checked, and checks the returned solution against the
// known one.
func checkSound(t *testing.T, r *game.Rules, techs []*Technique, unique bool, puzzles []known) (moves int) {
	t.Helper()
	c := &soundChecker{t: t, rules: r}
	e, err := NewEngine(r, Options{Techniques: techs, AssumeUnique: unique, Observe: c.observe})
	require.NoError(t, err)
	for _, k := range puzzles {
		c.sol, c.puzzle = givens(t, r, k.solution), k.puzzle
		res := e.Solve(context.Background(), givens(t, r, k.puzzle))
		require.Equal(t, Solved, res.Status, k.puzzle)
		require.Equal(t, c.sol, res.Solution, k.puzzle)
		if c.failures > 0 {
			t.FailNow()
		}
	}
	return c.checked
}

// soundLists are the technique lists whose every move is checked: the
// default one, and every technique, the uniqueness ones included (every
// puzzle checked has one solution).
var soundLists = []struct {
	name   string
	techs  []*Technique
	unique bool // the puzzles have one solution: run the uniqueness techniques too
}{{"default", nil, false}, {"all", All(), true}}

// TestSoundness checks every move of the engine, with the default
// techniques and with all of them, on at least 2,000 classic puzzles with
// known unique solutions, and on the whole 17-clue list and the forum's
// hardest when ../shared/data is present.
func TestSoundness(t *testing.T) {
	r := classic(t)
	for _, list := range soundLists {
		t.Run(list.name+"/testdata", func(t *testing.T) {
			puzzles := readKnown(t, "../testdata/classic/sound.txt", 0)
			require.GreaterOrEqual(t, len(puzzles), 2000)
			moves := checkSound(t, r, list.techs, list.unique, puzzles)
			t.Logf("%d puzzles, %d moves checked", len(puzzles), moves)
		})
		t.Run(list.name+"/17_clue", func(t *testing.T) {
			puzzles := readUnique(t, r, filepath.Join(sharedData, "classic/17_clue.txt"), 0)
			moves := checkSound(t, r, list.techs, list.unique, puzzles)
			t.Logf("%d puzzles, %d moves checked", len(puzzles), moves)
		})
		t.Run(list.name+"/forum_hardest_1905_11plus", func(t *testing.T) {
			n := 300 // a sample in the default run, which is to stay under five minutes
			if *soundAll {
				n = 0
			}
			puzzles := readUnique(t, r, filepath.Join(sharedData, "classic/forum_hardest_1905_11plus.txt"), n)
			moves := checkSound(t, r, list.techs, list.unique, puzzles)
			t.Logf("%d puzzles, %d moves checked (-sound.all for all of them)", len(puzzles), moves)
		})
	}
}

// readUnique reads up to max puzzles of one line each from a file of
// ../shared/data, skipping the test when the folder is missing, and gives
// each its solution, proven unique by the engine and checked against every
// group by requireSolves.
func readUnique(t *testing.T, r *game.Rules, path string, max int) []known {
	t.Helper()
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		t.Skipf("%s is missing: the large checks need ../shared/data beside the repository", path)
	}
	require.NoError(t, err)
	e, err := NewEngine(r, Options{Limit: 2})
	require.NoError(t, err)
	var out []known
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		if max > 0 && len(out) >= max {
			break
		}
		res := e.Solve(context.Background(), givens(t, r, line[:r.NumFields()]))
		require.Equal(t, Unique, res.Status, line)
		sol := ""
		for _, v := range res.Solution {
			sol += r.Values.Name(v)
		}
		requireSolves(t, r, line[:r.NumFields()], sol)
		out = append(out, known{line[:r.NumFields()], sol})
	}
	return out
}

// TestCounting counts solutions, up to 1,000, of the puzzles whose counts
// are known (0 to 847).
func TestCounting(t *testing.T) {
	r := classic(t)
	data, err := os.ReadFile("../testdata/classic/solution_counts.txt")
	require.NoError(t, err)
	exact, err := NewEngine(r, Options{Limit: 1000})
	require.NoError(t, err)
	two, err := NewEngine(r, Options{Limit: 2})
	require.NoError(t, err)
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		parts := strings.Split(line, ":")
		want, err := strconv.Atoi(parts[1])
		require.NoError(t, err)
		t.Run(fmt.Sprintf("%d/%s", want, parts[0][:20]), func(t *testing.T) {
			g := givens(t, r, parts[0])
			res := exact.Solve(context.Background(), g)
			assert.Equal(t, want, res.Count)
			wantStatus := map[bool]Status{true: Multiple, false: Unique}[want > 1]
			if want == 0 {
				wantStatus = NoSolution
			}
			res = two.Solve(context.Background(), g)
			assert.Equal(t, wantStatus, res.Status)
			assert.Equal(t, min(want, 2), res.Count)
			if want > 0 {
				sol := ""
				for _, v := range res.Solution {
					sol += r.Values.Name(v)
				}
				requireSolves(t, r, parts[0], sol)
				if len(parts) > 2 && want == 1 {
					assert.Equal(t, parts[2], sol)
				}
			}
		})
		n++
	}
	assert.Equal(t, 43, n)
}
