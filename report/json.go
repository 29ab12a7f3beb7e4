package report

import (
	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/strategy"
)

// JSONResult is the JSON object written per puzzle in the JSON format.
type JSONResult struct {
	// Puzzle is the givens on one line; empty for a bad puzzle.
	Puzzle string `json:"puzzle"`
	// Source is the puzzle's position, FILE:LINE:COL.
	Source string `json:"source"`
	// Status is batch.Result.Status: "unique", "stalled", "error", ...
	Status string `json:"status"`
	// Solution is the first solution on one line, when there is one.
	Solution string `json:"solution,omitempty"`
	// Count is the number of solutions found.
	Count int `json:"count"`
	// Error is the input error of a bad puzzle.
	Error string `json:"error,omitempty"`
	// Candidates are the values left in each empty field of a stalled
	// search.
	Candidates []FieldCandidates `json:"candidates,omitempty"`
	// Stats are the solve's statistics, as strategy.Stats marshals itself.
	Stats *strategy.Stats `json:"stats,omitempty"`
	// Moves is the trace, when one was recorded.
	Moves game.Trace `json:"moves,omitempty"`
	// TraceCut says Moves stops at the trace's bound
	// (strategy.Options.MaxTrace) while the solve went on.
	TraceCut bool `json:"traceCut,omitempty"`
	// Title, Author, Text and Notes are what the puzzle's source says of
	// it (batch.Result).
	Title  string   `json:"title,omitempty"`
	Author string   `json:"author,omitempty"`
	Text   string   `json:"text,omitempty"`
	Notes  []string `json:"notes,omitempty"`
	// Rules are the puzzle's constraints, when it has any.
	Rules []JSONRule `json:"rules,omitempty"`
}

// JSONRule is a constraint: its kind, name and cells.
type JSONRule struct {
	Kind  string   `json:"kind"`
	Name  string   `json:"name"`
	Cells []string `json:"cells"`
}

// jsonRules lists the constraints of r.
func jsonRules(r *game.Rules) []JSONRule {
	var out []JSONRule
	for i, c := range r.Constraints {
		j := JSONRule{Kind: c.Kind().Name, Name: c.Name()}
		for _, f := range r.ConstraintFields(i) {
			j.Cells = append(j.Cells, r.FieldName(f))
		}
		out = append(out, j)
	}
	return out
}

// FieldCandidates are the values still possible in one empty field.
type FieldCandidates struct {
	// Field is the field's name, e.g. "r1c2".
	Field string `json:"field"`
	// Values are the candidates, written by game.ValueSet.Format.
	Values string `json:"values"`
}

// NewJSONResult returns the JSON object of r, whose puzzles are played by
// rules.
func NewJSONResult(rules *game.Rules, r *batch.Result) JSONResult {
	j := JSONResult{Source: r.Pos.String(), Status: r.Status(), Title: r.Title, Author: r.Author, Text: r.Text, Notes: r.Notes}
	if r.Givens != nil {
		j.Puzzle = puzzle.Line(rules, r.Givens)
	}
	if r.Rules != nil {
		j.Rules = jsonRules(r.Rules)
	}
	if r.Err != nil {
		j.Error = r.Err.Error()
		return j
	}
	j.Count = r.Outcome.Count
	j.Stats = &r.Outcome.Stats
	j.Moves, j.TraceCut = r.Outcome.Trace, r.Outcome.TraceCut
	if r.Outcome.Solution != nil {
		j.Solution = puzzle.Line(rules, r.Outcome.Solution)
	}
	if r.Outcome.Status == strategy.Stalled {
		j.Candidates = Candidates(r.Outcome.Board)
	}
	return j
}

// Candidates returns the candidates of every empty field of b, in field
// order; nil for a nil board.
func Candidates(b *game.Board) []FieldCandidates {
	if b == nil {
		return nil
	}
	var out []FieldCandidates
	r := b.Rules()
	for f := range r.NumFields() {
		if b.Value(f) == game.Empty {
			out = append(out, FieldCandidates{r.FieldName(f), b.Candidates(f).Format(r.Values)})
		}
	}
	return out
}
