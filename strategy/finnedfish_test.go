package strategy

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestFinnedFishSound checks every move of the finned fish, run before
// every other technique but the singles, and that each size makes moves,
// on variants too.
func TestFinnedFishSound(t *testing.T) {
	moves, variants := soundRightAfterSingles(t, FinnedXWing, FinnedSwordfish, FinnedJellyfish)
	for _, tech := range []*Technique{FinnedXWing, FinnedSwordfish, FinnedJellyfish} {
		assert.Positive(t, moves[tech.Name], "%s made no move", tech.Name)
	}
	assert.GreaterOrEqual(t, len(variants), 3, "variants with finned fish")
}

// soundRightAfterSingles runs techs right after the singles, so that they
// make many moves, on boards where the human preset would have found
// easier ones first: on the classic puzzles of testdata, every variant
// puzzle (Hyper, X, jigsaw, Samurai, larger boards) and, when
// ../shared/data is present, 300 of the forum's hardest. Every move is
// checked against the known solution. It returns how many moves each of
// techs made on boards that agree with the solution, and how many per
// variant spec; chains that close into a loop count also as "NAME loop",
// those with a grouped node as "NAME grouped".
func soundRightAfterSingles(t *testing.T, techs ...*Technique) (moves, variants map[string]int) {
	t.Helper()
	r := classic(t)
	puzzles := readKnown(t, "../testdata/classic/sound.txt", 0)
	require.GreaterOrEqual(t, len(puzzles), 2000)
	cases := make([]soundCase, 0, len(puzzles))
	for i, k := range puzzles {
		cases = append(cases, soundCase{fmt.Sprintf("sound.txt:%d", i+1), r, givens(t, r, k.puzzle), givens(t, r, k.solution)})
	}
	solvable, _ := variantCases(t)
	cases = append(append(cases, defaultCases(t)...), solvable...)
	if _, err := os.Stat(filepath.Join(sharedData, "classic")); err == nil {
		for i, k := range readUnique(t, r, filepath.Join(sharedData, "classic/forum_hardest_1905_11plus.txt"), 300) {
			cases = append(cases, soundCase{fmt.Sprintf("forum_hardest:%d", i+1), r, givens(t, r, k.puzzle), givens(t, r, k.solution)})
		}
	}
	list := append([]*Technique{LastValue, PossibleFieldForValueInGroup, PossibleValueForField}, techs...)
	counted := map[string]bool{}
	for _, tech := range techs {
		counted[tech.Name] = true
	}
	moves, variants = map[string]int{}, map[string]int{}
	engines := map[*game.Rules]*Engine{}
	var sc *soundChecker // the current puzzle's
	observe := func(b *game.Board, m *game.Move, depth int) {
		sc.observe(b, m, depth)
		if counted[m.Strategy] && sc.agrees(b) {
			moves[m.Strategy]++
			if isLoop(m.Links) {
				moves[m.Strategy+" loop"]++
			}
			if slices.ContainsFunc(m.Links, func(l game.Link) bool { return len(l.From.Fields) > 1 || len(l.To.Fields) > 1 }) {
				moves[m.Strategy+" grouped"]++
			}
			if sc.rules != r {
				variants[sc.rules.Name]++
			}
		}
	}
	for _, c := range cases {
		sc = &soundChecker{t: t, rules: c.rules, sol: c.solution, puzzle: c.name}
		e := engines[c.rules]
		if e == nil {
			var err error
			e, err = NewEngine(c.rules, Options{Techniques: list, Observe: observe})
			require.NoError(t, err)
			engines[c.rules] = e
		}
		res := e.Solve(context.Background(), c.givens)
		require.Equal(t, Solved, res.Status, c.name)
		require.Equal(t, c.solution, res.Solution, c.name)
		require.Zero(t, sc.failures, c.name)
	}
	t.Logf("%d puzzles; moves checked on boards that agree with the solution: %v; on variants: %v", len(cases), moves, variants)
	return moves, variants
}

// TestFinnedFishRate: a finned fish rates its technique's Difficulty, a
// sashimi one (a base set keeps one place in the cover sets) a tenth more,
// its MaxDifficulty.
func TestFinnedFishRate(t *testing.T) {
	for _, tt := range []struct {
		file string
		want float64
	}{
		{"finned-x-wing.txt", 3.4},
		{"sashimi-x-wing.txt", 3.5},
		{"finned-swordfish.txt", 4.0},
		{"finned-jellyfish.txt", 5.4},
	} {
		t.Run(tt.file, func(t *testing.T) {
			p := readPosition(t, filepath.Join("testdata/positions", tt.file))
			sp, err := specs.Lookup(p.spec)
			require.NoError(t, err)
			tech := Lookup(p.technique)
			s := strategyOf(t, sp.Rules, tech)
			b := pencilBoard(t, sp.Rules, p.board)
			s.Reset(b)
			m := s.DoMove(b)
			require.NotNil(t, m)
			assert.Equal(t, tt.want, tech.RateMove(sp.Rules, m))
			assert.InDelta(t, tech.Difficulty+0.1, tech.Max(), 1e-9)
		})
	}
}
