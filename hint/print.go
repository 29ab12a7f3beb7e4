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
	pr.head(&sb, n, p, b)
	if err != nil {
		fmt.Fprintf(&sb, "no hint: %v\n\n", err)
	} else {
		fmt.Fprintf(&sb, "hint: %s\n", h.Text(pr.Level))
	}
	_, werr := io.WriteString(w, sb.String())
	return werr
}

// PrintAll writes the outcome of Hinter.All on position number n, p,
// whose board is b: every step, a line each, easiest first (its rating,
// technique, placements and eliminations, and why), or err, why there is
// none. In JSON each step is an object of its own, as Print writes a
// hint at level 3, and a position without a step one object with its
// status. Its error is w's.
func (pr Printer) PrintAll(w io.Writer, n int, p *pencil.Position, b *game.Board, hints []*Hint, err error) error {
	if pr.JSON {
		var sb strings.Builder
		if err != nil {
			hints = []*Hint{nil}
		}
		for _, h := range hints {
			data, jerr := json.Marshal(NewJSON(p.Pos.String(), 3, h, err))
			if jerr != nil {
				return jerr
			}
			sb.Write(data)
			sb.WriteByte('\n')
		}
		_, werr := io.WriteString(w, sb.String())
		return werr
	}
	var sb strings.Builder
	pr.head(&sb, n, p, b)
	if err != nil {
		fmt.Fprintf(&sb, "no step: %v\n\n", err)
	} else {
		width := 0
		for _, h := range hints {
			width = max(width, len(h.Technique.Name))
		}
		fmt.Fprintf(&sb, "%d steps:\n", len(hints))
		for _, h := range hints {
			fmt.Fprintf(&sb, "[%.1f] %-*s %s\n", h.Difficulty, width, h.Technique.Name, stepLine(h.Step))
		}
		sb.WriteByte('\n')
	}
	_, werr := io.WriteString(w, sb.String())
	return werr
}

// head writes the line that names position n, p, and with Pencil its
// candidates on board b.
func (pr Printer) head(sb *strings.Builder, n int, p *pencil.Position, b *game.Board) {
	fmt.Fprintf(sb, "position %d at %s\n", n, p.Pos)
	if pr.Pencil {
		if r := b.Rules(); len(r.Constraints) > 0 {
			// The candidates alone lose the cages and dots: the rules
			// first, with the values placed.
			fmt.Fprintf(sb, "%s\n", puzzle.RulesGrid(r, b.Grid()))
		}
		fmt.Fprintf(sb, "%s\n", pencil.BoardGrid(b, pr.Terminal))
	}
}
