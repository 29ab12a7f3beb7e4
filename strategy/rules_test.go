package strategy

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

// The rules of the three strategies, written again as plain scans of the
// board. Each says whether the strategy must have a move (a contradiction
// counts as one), sharing no code with the strategies.

func lastValueApplies(b *game.Board) bool {
	r := b.Rules()
	for _, g := range r.Groups {
		free := 0
		for _, f := range g.Fields {
			if b.Value(f) == game.Empty {
				free++
			}
		}
		if g.Complete && free == 1 {
			return true
		}
	}
	return false
}

func possibleValueApplies(b *game.Board) bool {
	for f := range b.Rules().NumFields() {
		if b.Value(f) == game.Empty && b.Candidates(f).Len() <= 1 {
			return true
		}
	}
	return false
}

func possibleFieldApplies(b *game.Board) bool {
	r := b.Rules()
	for _, g := range r.Groups {
		if !g.Complete {
			continue
		}
		for v := range r.NumValues() {
			placed, where := false, 0
			for _, f := range g.Fields {
				if b.Value(f) == v {
					placed = true
				}
				if b.Value(f) == game.Empty && b.Candidates(f).Has(v) {
					where++
				}
			}
			if !placed && where <= 1 {
				return true
			}
		}
	}
	return false
}

// runAlone plays a puzzle to its solution with one strategy s notified of
// every move. Before each step it asks s for a move and checks that s has
// one exactly when the rule says so and that the move agrees with the
// solution; when s stalls, the step places a random field's solution value
// instead, as another strategy would.
func runAlone(t *testing.T, r *game.Rules, puzzle, solution string, tech *Technique, applies func(*game.Board) bool, rng *rand.Rand) (fired int) {
	t.Helper()
	b := board(t, r, puzzle)
	sol := givens(t, r, solution)
	s := strategyOf(t, r, tech)
	s.Reset(b)
	for !b.Solved() {
		want := applies(b)
		m := s.DoMove(b)
		require.Equal(t, want, m != nil, "%s on\n%v: rule applies=%v, strategy moved=%v", tech.Name, gridString(b), want, m != nil)
		if m == nil {
			var free []int
			for f := range r.NumFields() {
				if b.Value(f) == game.Empty {
					free = append(free, f)
				}
			}
			f := free[rng.IntN(len(free))]
			m = placeMove(f, sol[f])
		} else {
			fired++
			require.Equal(t, game.Deduction, m.Kind, "%s: %s on a board that agrees with the solution", tech.Name, moveString(r, m))
			require.Len(t, m.Place, 1, "%s: %s", tech.Name, moveString(r, m))
			c := m.Place[0]
			require.Equal(t, sol[c.Field], c.Value, "%s placed %s, the solution has %s", tech.Name, moveString(r, m), r.Values.Name(sol[c.Field]))
		}
		require.True(t, b.Apply(m))
		s.NotifyMove(b, m)
	}
	return fired
}

func gridString(b *game.Board) string {
	r := b.Rules()
	out := []byte{}
	for f := range r.NumFields() {
		if v := b.Value(f); v == game.Empty {
			out = append(out, '.')
		} else {
			out = append(out, r.Values.Name(v)...)
		}
		if r.Pos(f).Col == r.Cols-1 {
			out = append(out, '\n')
		}
	}
	return string(out)
}

// TestStrategiesFireExactlyWhenTheirRuleApplies runs each strategy alone
// over latin3, 4x4 and classic games and compares it, at every position,
// with the plain scan of its rule.
func TestStrategiesFireExactlyWhenTheirRuleApplies(t *testing.T) {
	games := []struct {
		name  string
		rules *game.Rules
		known []known
	}{
		{"latin3", latin3(t), []known{{".........", ""}, {"1...2....", ""}, {"..3......", ""}, {"....1..2.", ""}}},
		{"4x4", four(t), []known{{"1...........4..3", ""}, {"................", ""}, {".2..3......4..1.", ""}, {"..3.....1......4", ""}}},
		{"classic", classic(t), readKnown(t, "../testdata/classic/sound.txt", 150)},
	}
	strategies := []struct {
		tech    *Technique
		applies func(*game.Board) bool
	}{
		{LastValue, lastValueApplies},
		{PossibleValueForField, possibleValueApplies},
		{PossibleFieldForValueInGroup, possibleFieldApplies},
	}
	for _, st := range strategies {
		for _, g := range games {
			t.Run(st.tech.Name+"/"+g.name, func(t *testing.T) {
				require.NotEmpty(t, g.known)
				fired := 0
				for i, k := range g.known {
					if k.solution == "" {
						k.solution = firstSolution(t, g.rules, k.puzzle)
					}
					requireSolves(t, g.rules, k.puzzle, k.solution)
					rng := rand.New(rand.NewPCG(uint64(i), 7))
					fired += runAlone(t, g.rules, k.puzzle, k.solution, st.tech, st.applies, rng)
				}
				assert.Positive(t, fired, "the strategy never fired")
			})
		}
	}
}

// firstSolution solves a puzzle with the default engine and writes the
// solution one character per field.
func firstSolution(t *testing.T, r *game.Rules, puzzle string) string {
	t.Helper()
	e, err := NewEngine(r, Options{})
	require.NoError(t, err)
	res := e.Solve(context.Background(), givens(t, r, puzzle))
	require.Equal(t, Solved, res.Status, puzzle)
	out := ""
	for _, v := range res.Solution {
		out += r.Values.Name(v)
	}
	return out
}

// requireSolves checks, with no help from the engine, that solution fills
// every field, keeps every given of puzzle, and repeats no value in a group.
func requireSolves(t *testing.T, r *game.Rules, puzzle, solution string) {
	t.Helper()
	p, s := givens(t, r, puzzle), givens(t, r, solution)
	for f := range s {
		require.NotEqual(t, game.Empty, s[f], "solution %s leaves %s empty", solution, r.FieldName(f))
		if p[f] != game.Empty {
			require.Equal(t, p[f], s[f], "solution %s changes the given at %s", solution, r.FieldName(f))
		}
	}
	for _, g := range r.Groups {
		seen := map[int]int{}
		for _, f := range g.Fields {
			if o, dup := seen[s[f]]; dup {
				t.Fatalf("solution %s repeats %s in %s at %s and %s", solution, r.Values.Name(s[f]), g.Name, r.FieldName(o), r.FieldName(f))
			}
			seen[s[f]] = f
		}
	}
}
