package strategy

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// cellPointingMost is the most candidates of a cell CellPointing reads.
const cellPointingMost = 4

// CellPointing reads a cell as ConstraintPointing reads a group: every
// candidate of a free cell rules out one candidate elsewhere, through a
// group or a constraint, so that candidate goes whichever value the cell
// takes. Over groups alone it never finds anything (two values of one
// cell rule out nothing in common); with constraints it reads across
// them: under non-consecutive, a cell of 1 or 3 rules out 2 in the cells
// beside it. Rated as a naked pair for a cell of two candidates, 0.2 more
// for each further one, up to four.
var CellPointing = &Technique{
	Name:          "CellPointing",
	Doc:           "every candidate of a cell rules out a candidate elsewhere, through a group or a constraint: it goes",
	Difficulty:    3.0,
	MaxDifficulty: 3.0 + 0.2*(cellPointingMost-2),
	New:           func(r *game.Rules) MoveStrategy { return &cellPointing{rules: r} },
	Links:         true,
	Explain: func(r *game.Rules, m *game.Move) string {
		var from []game.Candidate
		for _, v := range m.Values.Values() {
			from = append(from, game.Candidate{Field: m.Fields[0], Value: v})
		}
		return fmt.Sprintf("%s holds %s, each of which rules out %s%s", r.FieldName(m.Fields[0]), m.Values.Format(r.Values),
			eliminationNames(r, m.Eliminate), whyRuledOut(r, from, m.Eliminate, func(c game.Candidate) string { return r.Values.Name(c.Value) }))
	},
	Rate: func(r *game.Rules, m *game.Move) float64 { return 3.0 + 0.2*float64(m.Values.Len()-2) },
}

// cellPointing scans, when asked, every free cell of two to
// cellPointingMost candidates: it runs only in games with weak links,
// after the easier techniques stall. It keeps no state.
type cellPointing struct {
	rules *game.Rules
	cands []game.Candidate // the cell's candidates
	mb    moveBuf
}

func (s *cellPointing) Reset(*game.Board)                  {}
func (s *cellPointing) NotifyMove(*game.Board, *game.Move) {}

// DoMove returns the eliminations of the first cell whose candidates all
// rule out a candidate.
func (s *cellPointing) DoMove(b *game.Board) *game.Move {
	r := s.rules
	if !r.HasLinks() {
		return nil
	}
	for f := range r.NumFields() {
		cands := b.Candidates(f)
		if b.Value(f) != game.Empty || cands.Len() < 2 || cands.Len() > cellPointingMost {
			continue
		}
		s.mb.start(game.Deduction)
		s.cands = s.cands[:0]
		for _, v := range cands.Values() {
			s.cands = append(s.cands, game.Candidate{Field: f, Value: v})
		}
		if !ruledOutByAll(b, &s.mb, s.cands) {
			continue
		}
		s.mb.fields = append(s.mb.fields, f)
		m := s.mb.done()
		m.Values = cands
		return m
	}
	return nil
}
