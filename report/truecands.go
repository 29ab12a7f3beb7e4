package report

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/truecands"
)

// JSONTrueCandidates is the object WriteTrueCandidates writes per puzzle
// in JSON.
type JSONTrueCandidates struct {
	Puzzle string `json:"puzzle"`
	Source string `json:"source"`
	// Count is the number of solutions; with CountCut, at least that many.
	Count    int  `json:"count"`
	CountCut bool `json:"countCut,omitempty"`
	// Candidates are the true candidates of every field without a given.
	Candidates []FieldCandidates `json:"candidates"`
}

// WriteTrueCandidates writes the true candidates of puzzle p, number n,
// played by rules: as a grid of candidates after a line that says how many
// solutions there are, or as one JSON object.
func WriteTrueCandidates(w io.Writer, rules *game.Rules, format Format, n int, p *puzzle.Puzzle, res truecands.Result) error {
	if format == JSON {
		j := JSONTrueCandidates{Puzzle: puzzle.Line(rules, p.Givens), Source: p.Pos.String(), Count: res.Count, CountCut: res.Cut, Candidates: []FieldCandidates{}}
		for f, v := range p.Givens {
			if v == game.Empty {
				j.Candidates = append(j.Candidates, FieldCandidates{rules.FieldName(f), res.Cands[f].Format(rules.Values)})
			}
		}
		data, err := json.Marshal(j)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", data)
		return err
	}
	count := fmt.Sprintf("%d %s", res.Count, plural(res.Count, "solution", "solutions"))
	if res.Cut {
		count = fmt.Sprintf("at least %d solutions (the limit of the count)", res.Count)
	}
	placed := make([]bool, len(p.Givens))
	for f, v := range p.Givens {
		placed[f] = v != game.Empty
	}
	_, err := fmt.Fprintf(w, "puzzle %d at %s: %s; the values each field holds in some solution:\n%s\n", n, p.Pos, count, pencil.Grid(rules, res.Cands, placed))
	return err
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
