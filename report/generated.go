package report

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/generate"
)

// GeneratedJSON is the object WriteGenerated writes in JSON: a puzzle
// with its solution and rating, or the error of a seed that gave none.
type GeneratedJSON struct {
	N        int     `json:"n"`
	Seed     uint64  `json:"seed"`
	Puzzle   string  `json:"puzzle,omitempty"`
	Solution string  `json:"solution,omitempty"`
	Givens   int     `json:"givens,omitempty"`
	Tries    int     `json:"tries,omitempty"`
	ER       float64 `json:"er,omitempty"`
	EP       float64 `json:"ep,omitempty"`
	ED       float64 `json:"ed,omitempty"`
	Level    string  `json:"level,omitempty"`
	Hardest  string  `json:"technique,omitempty"`
	Error    string  `json:"error,omitempty"`
	Duration int64   `json:"durationNs"`
}

// NewGeneratedJSON returns the JSON record of x, a generator's result of
// rules r.
func NewGeneratedJSON(r *game.Rules, x *generate.Result) GeneratedJSON {
	j := GeneratedJSON{N: x.N, Seed: x.Seed, Duration: int64(x.Duration)}
	if x.Err != nil {
		j.Error = x.Err.Error()
		return j
	}
	p := x.Puzzle
	j.Puzzle, j.Solution, j.Givens, j.Tries = puzzle.Line(r, p.Givens), puzzle.Line(r, p.Solution), p.Count(), p.Tries
	if q := p.Rating; q != nil {
		j.ER, j.EP, j.ED, j.Level, j.Hardest = q.ER, q.EP, q.ED, q.Level.String(), q.Technique
	}
	return j
}

// WriteGenerated writes x, a generator's result of rules r, in format f:
// Line writes the puzzle on one line and a # comment with its seed,
// givens and rating (the output is a puzzle file), Grid draws it after
// such a comment, and JSON writes a GeneratedJSON on a line. A seed that
// gave no puzzle is written as a # comment with its error (in JSON, the
// error field). Its error is w's.
func WriteGenerated(w io.Writer, r *game.Rules, f Format, x *generate.Result) error {
	if f == JSON {
		data, err := json.Marshal(NewGeneratedJSON(r, x))
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", data)
		return err
	}
	if x.Err != nil {
		_, err := fmt.Fprintf(w, "# puzzle %d, seed %d: not made: %v\n", x.N, x.Seed, x.Err)
		return err
	}
	p := x.Puzzle
	note := fmt.Sprintf("seed %d, %d givens", x.Seed, p.Count())
	if q := p.Rating; q != nil {
		note += fmt.Sprintf(", rated %.1f/%.1f/%.1f %s %s", q.ER, q.EP, q.ED, q.Level, q.Technique)
	}
	if f == Grid {
		_, err := fmt.Fprintf(w, "# puzzle %d: %s\n%s\n", x.N, note, puzzle.Grid(r, p.Givens))
		return err
	}
	_, err := fmt.Fprintf(w, "%s # %s\n", puzzle.Line(r, p.Givens), note)
	return err
}
