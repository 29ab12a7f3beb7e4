package hint

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pencil"
)

// Status names the outcome of Hinter.Next: "hint" when err is nil, else
// why the position got none: "solved", "no-solution", "stalled",
// "multiple" (stalled, with more than one solution),
// "timeout", "interrupted", or "error" for any other error.
func Status(err error) string {
	switch {
	case err == nil:
		return "hint"
	case errors.Is(err, ErrSolved):
		return "solved"
	case errors.Is(err, ErrNoSolution):
		return "no-solution"
	case errors.Is(err, ErrStalled):
		return "stalled"
	case errors.Is(err, ErrSeveral):
		return "multiple"
	case errors.Is(err, ErrTimeout):
		return "timeout"
	case errors.Is(err, ErrInterrupted):
		return "interrupted"
	}
	return "error"
}

// JSON is the object a Printer writes per position in JSON: the hint at
// its level, or the status and error of a position without one.
type JSON struct {
	Source     string     `json:"source"`
	Status     string     `json:"status"`
	Level      int        `json:"level"`
	Technique  string     `json:"technique,omitempty"`
	Difficulty float64    `json:"difficulty,omitempty"`
	Rating     string     `json:"rating,omitempty"`
	Area       []string   `json:"area,omitempty"`
	Hint       string     `json:"hint,omitempty"`
	Step       *game.Step `json:"step,omitempty"`
	Error      string     `json:"error,omitempty"`
}

// NewJSON returns the record of the outcome of Hinter.Next on the
// position at source: the hint h at level, or err. The step itself is
// told at level 3 only.
func NewJSON(source string, level int, h *Hint, err error) JSON {
	j := JSON{Source: source, Status: Status(err), Level: level}
	if err != nil {
		j.Error = err.Error()
		return j
	}
	j.Technique, j.Difficulty, j.Rating = h.Technique.Name, h.Difficulty, h.Technique.Level().String()
	j.Hint, j.Area = strings.TrimSpace(h.Text(level)), h.AreaNames()
	if level >= 3 {
		j.Step = &h.Step
	}
	return j
}

// Printer writes the outcomes of Hinter.Next, one position at a time, as
// text or as one JSON object per line.
type Printer struct {
	// Level is how much a hint tells, 1 to 3 (see Hint.Text).
	Level int
	// JSON writes JSON objects instead of text.
	JSON bool
	// Pencil draws the position's candidates before its hint, in text,
	// and the rules of a constraint puzzle before them.
	Pencil bool
	// Terminal draws them for a terminal (see pencil.BoardGrid).
	Terminal bool
}

// Print writes the outcome of Hinter.Next on position number n, p, whose
// board is b: the hint h, or err, why there is none. Its error is w's.
func (pr Printer) Print(w io.Writer, n int, p *pencil.Position, b *game.Board, h *Hint, err error) error {
	if pr.JSON {
		data, jerr := json.Marshal(NewJSON(p.Pos.String(), pr.Level, h, err))
		if jerr != nil {
			return jerr
		}
		_, werr := fmt.Fprintf(w, "%s\n", data)
		return werr
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "position %d at %s\n", n, p.Pos)
	if pr.Pencil {
		if r := b.Rules(); len(r.Constraints) > 0 {
			// The candidates alone lose the cages and dots: the rules
			// first, with the values placed.
			fmt.Fprintf(&sb, "%s\n", puzzle.RulesGrid(r, b.Grid()))
		}
		fmt.Fprintf(&sb, "%s\n", pencil.BoardGrid(b, pr.Terminal))
	}
	if err != nil {
		fmt.Fprintf(&sb, "no hint: %v\n\n", err)
	} else {
		fmt.Fprintf(&sb, "hint: %s\n", h.Text(pr.Level))
	}
	_, werr := io.WriteString(w, sb.String())
	return werr
}
