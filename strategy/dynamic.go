package strategy

import (
	"fmt"
	"math"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// The forcing chains whose branches follow more than the singles, for the
// positions where NishioForcingChain, CellForcingChain and
// GroupForcingChain stall. Each tries, in order, a contradiction (the
// shortest; through nested chains the shortest in the first field that
// has one), every value of a field, and every place of a value in a
// complete group, as those do. Sudoku Explainer rates such chains 9.0
// (dynamic forcing chains "(+)", whose branches use locked candidates and
// pairs) and 9.5 (nested forcing chains, whose branches use forcing chains
// of their own), each with its bonus for length.
var (
	DynamicForcingChain = dynamicTechnique("DynamicForcingChain",
		"a forcing chain (a value that breaks the board leaves its field; what each value of a field, or each place of a value in a complete group, leads to holds) whose branches follow singles, locked candidates and naked and hidden pairs",
		9.0, byPlus, byPlusFollows, "singles, locked candidates and pairs")
	NestedForcingChain = dynamicTechnique("NestedForcingChain",
		"a dynamic forcing chain whose branches, where singles, locked candidates and pairs stall, take out a candidate whose placement breaks the branch through singles, and go on (a forcing chain within a forcing chain)",
		9.5, byNested, byNestedFollows, "singles, locked candidates, pairs and nested forcing chains")
)

// dynamicTechnique describes the forcing chains that follow level, whose
// branches follow the techniques follows: by names them, for the
// explanation.
func dynamicTechnique(name, doc string, base float64, level followLevel, follows []*Technique, by string) *Technique {
	return &Technique{
		Name:          name,
		Doc:           doc,
		Difficulty:    base,
		MaxDifficulty: base + lengthBonus(maxRatedSteps),
		New:           func(r *game.Rules) MoveStrategy { return newForcing(r, everyKind, level) },
		Follows:       follows,
		Rate:          rateDynamic(base),
		Explain:       explainDynamic(by),
	}
}

// nestedContradiction is what a NestedForcingChain's branches follow
// last, where the others stall: a forcing chain by singles inside the
// branch, which takes out a candidate whose placement breaks the branch.
// It is no technique of its own (All does not list it): its moves are
// steps of a branch, recorded in the outer chain's links.
var nestedContradiction = &Technique{
	Name:       "NestedContradiction",
	Doc:        "inside a forcing chain's branch, a candidate whose placement breaks the branch through singles leaves its field",
	Difficulty: 7.5,
	Unrated:    "it runs only inside the branches of NestedForcingChain",
	New:        func(r *game.Rules) MoveStrategy { return &nestedSearch{forcing: newForcing(r, nishio, bySingles)} },
	Follows:    bySinglesFollows,
}

// maxRatedSteps is the longest chain the ratings tell apart, counting as
// rateDynamic counts.
const maxRatedSteps = 8 * maxRatedPlacements

// nestedBudget, divided by the board's number of fields, is the most
// candidates a NestedForcingChain search places inside its branches (each
// followed through the singles) before it gives up on the branches left:
// 40,000 on a classic board, about 30 ms when all are spent, as at every
// stall of a search for a puzzle with several solutions. The first 2,000
// of forum_hardest_1905_11plus are solved without a guess with 20,000
// (four of them guess with 10,000); a larger board gets fewer, each
// costing more. Where a stall ends the solve rather than leading to a
// guess, a search gets more (forcing.budgetOn).
const nestedBudget = 40_000 * 81

// rateDynamic rates a forcing chain beyond the singles: base, and the
// bonus for the length of its branches, counting each placement twice (an
// "on" reached through an "off") and each elimination once, one by a
// nested chain too; the nested chains' own placements do not count. A
// branch lists every step it made, needed or not, so counting those too
// overrates: ER of the 22 forum puzzles of rate/testdata/se_validation.tsv
// came out about 0.7 above Sudoku Explainer's (10.7 to 11.4 against 10.2
// to 11.1), and within ±0.5 of it for 90% of that sample without them
// (82% with them).
func rateDynamic(base float64) func(r *game.Rules, m *game.Move) float64 {
	return func(r *game.Rules, m *game.Move) float64 {
		n := 0
		ps := m.Premises
		for _, l := range m.Links {
			if !slices.Contains(ps, nodeCandidate(l.From)) {
				continue
			}
			n++
			if l.Implies {
				n++
			}
		}
		return base + lengthBonus(min(n, maxRatedSteps))
	}
}

// explainDynamic writes a forcing chain beyond the singles: a
// contradiction, when it has one assumption, else the agreement of its
// branches; by names what the branches follow.
func explainDynamic(by string) func(r *game.Rules, m *game.Move) string {
	return func(r *game.Rules, m *game.Move) string {
		ps := m.Premises
		if len(ps) < 2 {
			return refutationText(r, m, by)
		}
		scope := "each value of " + r.FieldName(ps[0].Field)
		if ps[1].Field != ps[0].Field {
			scope = fmt.Sprintf("each place of %s in %s", r.Values.Name(ps[0].Value), r.Groups[m.Groups[0]].Name)
		}
		return agreementText(r, m, scope, by)
	}
}

// nestedSearch is the strategy of nestedContradiction: a forcing chain by
// singles (its forcing, which follows the singles through a loop of its
// own) run inside a branch of a NestedForcingChain, on the branch's board,
// where the branch's other strategies stall. It keeps the field its next
// search starts at (a search goes round the board once from there), back
// to the first at the start of each branch, and the follows the present
// search of the outer chain may still make, which that chain sets.
type nestedSearch struct {
	*forcing
	next   int
	budget int
}

// DoMove looks for a candidate whose placement breaks b through singles,
// from the field after the last one found. It returns its elimination,
// with the premise and a link from it to each step of the chain by which
// it broke b, or nil when none breaks, the budget is spent or the engine
// asked to stop.
func (s *nestedSearch) DoMove(b *game.Board) *game.Move {
	n := s.rules.NumFields()
	for i := range n {
		f := (s.next + i) % n
		if b.Value(f) != game.Empty || b.Candidates(f).Len() < 2 {
			continue
		}
		if s.stopped() {
			return nil
		}
		for c := b.Candidates(f); c != 0; c &= c - 1 {
			if s.budget <= 0 {
				return nil
			}
			v := c.Lowest()
			s.budget--
			if s.followFrom(b, 0, f, v, math.MaxInt, true) {
				continue
			}
			e := game.Candidate{Field: f, Value: v}
			s.next = f
			s.mb.start(game.Deduction)
			s.mb.elim = append(s.mb.elim, e)
			s.mb.prem = append(s.mb.prem, e)
			m := s.mb.done()
			m.Links = s.chainLinks(1, s.mb.prem)
			return m
		}
	}
	return nil
}

// Reset starts a branch: the next search starts at the first field.
func (s *nestedSearch) Reset(*game.Board) { s.next = 0 }

// Rewind starts a branch from a stalled position, as Reset does.
func (s *nestedSearch) Rewind(*game.Board) { s.next = 0 }

// NotifyMove keeps nothing: each search looks at the board afresh.
func (s *nestedSearch) NotifyMove(*game.Board, *game.Move) {}
