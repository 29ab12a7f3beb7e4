package report

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Printer writes results in one format. It is for one goroutine at a time.
type Printer struct {
	w        io.Writer
	rules    *game.Rules
	format   Format
	trace    bool
	terminal bool
}

// ForTerminal makes the Grid format draw for a terminal: givens in bold,
// the fields of extra groups shaded (puzzle.GridStyled). It returns p.
func (p *Printer) ForTerminal(on bool) *Printer {
	p.terminal = on
	return p
}

// NewPrinter returns a Printer that writes to w the results of puzzles
// played by rules. With trace, the Grid format writes each result's moves
// and statistics before its grid; JSON writes the moves whenever the
// result holds them.
func NewPrinter(w io.Writer, rules *game.Rules, format Format, trace bool) *Printer {
	return &Printer{w: w, rules: rules, format: format, trace: trace}
}

// Print writes one result. Its error is the writer's.
func (p *Printer) Print(r *batch.Result) error {
	switch p.format {
	case JSON:
		return p.json(r)
	case Line:
		return p.line(r)
	}
	return p.grid(r)
}

func (p *Printer) json(r *batch.Result) error {
	data, err := json.Marshal(NewJSONResult(p.rules, r))
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(p.w, "%s\n", data)
	return err
}

func (p *Printer) line(r *batch.Result) error {
	switch {
	case r.Err != nil:
		_, err := fmt.Fprintf(p.w, "# %s: error: %s\n", r.Pos, errorText(r.Err))
		return err
	case r.Outcome.Solution != nil:
		_, err := fmt.Fprintln(p.w, puzzle.BoardLine(p.rules, r.Outcome.Solution))
		return err
	}
	_, err := fmt.Fprintf(p.w, "%s # %s\n", puzzle.BoardLine(p.rules, r.Givens), r.Outcome.Status)
	return err
}

func (p *Printer) grid(r *batch.Result) error {
	if r.Err != nil {
		_, err := fmt.Fprintf(p.w, "puzzle %d at %s: error: %s\n\n", r.N, r.Pos, errorText(r.Err))
		return err
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "puzzle %d at %s: %s\n", r.N, r.Pos, r.Status())
	if p.trace {
		sb.WriteString(r.Outcome.Trace.String())
		sb.WriteString(StatsLines(&r.Outcome.Stats))
	}
	style := puzzle.Style{Terminal: p.terminal, Givens: r.Givens}
	switch {
	case r.Outcome.Solution != nil:
		sb.WriteString(puzzle.GridStyled(p.rules, r.Outcome.Solution, style))
	case r.Outcome.Status == strategy.Stalled:
		sb.WriteString(puzzle.GridStyled(p.rules, r.Outcome.Board.Grid(), style))
		sb.WriteString("candidates left:\n")
		sb.WriteString(pencil.BoardGrid(r.Outcome.Board, p.terminal))
	default:
		sb.WriteString(puzzle.GridStyled(p.rules, r.Givens, style))
	}
	sb.WriteByte('\n')
	_, err := io.WriteString(p.w, sb.String())
	return err
}

// errorText is the first line of err's message, without the position when
// err is positioned: the output names the position already.
func errorText(err error) string {
	var perr *game.Error
	if errors.As(err, &perr) {
		return firstLine(perr.Msg)
	}
	return firstLine(err.Error())
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
