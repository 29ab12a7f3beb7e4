package report

import (
	"encoding/json"
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
	limit    int
}

// CountsTo tells p that solutions were counted up to limit (the engine's
// Options.Limit), so that a count that reached it reads "at least". It
// returns p.
func (p *Printer) CountsTo(limit int) *Printer {
	p.limit = limit
	return p
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
	data, err := json.Marshal(NewJSONResult(rulesOf(p.rules, r), r))
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(p.w, "%s\n", data)
	return err
}

// line writes one line per puzzle: the solution (with "# unique" or
// "# multiple: ..." when solutions were counted), the position reached
// with its status when there is no solution, or "# POS: error" for a bad
// puzzle, whose message goes to the diagnostics, not here.
func (p *Printer) line(r *batch.Result) error {
	var err error
	switch {
	case r.Err != nil:
		_, err = fmt.Fprintf(p.w, "# %s: error\n", r.Pos)
	case r.Outcome.Solution != nil && r.Outcome.Status == strategy.Solved:
		_, err = fmt.Fprintln(p.w, puzzle.BoardLine(rulesOf(p.rules, r), r.Outcome.Solution))
	case r.Outcome.Solution != nil:
		_, err = fmt.Fprintf(p.w, "%s # %s\n", puzzle.BoardLine(rulesOf(p.rules, r), r.Outcome.Solution), p.counted(r))
	case r.Outcome.Status == strategy.Stalled && r.Outcome.Board != nil:
		_, err = fmt.Fprintf(p.w, "%s # %s\n", puzzle.BoardLine(rulesOf(p.rules, r), r.Outcome.Board.Grid()), r.Outcome.Status)
	default:
		_, err = fmt.Fprintf(p.w, "%s # %s\n", puzzle.BoardLine(rulesOf(p.rules, r), r.Givens), r.Outcome.Status)
	}
	return err
}

// counted says what the count of solutions found means: "unique", or
// "multiple: 3 solutions, the first shown", or "multiple: at least 2
// solutions, the first shown" when the count reached the limit.
func (p *Printer) counted(r *batch.Result) string {
	o := r.Outcome
	if o.Status != strategy.Multiple {
		return o.Status.String()
	}
	if p.limit <= 0 || o.Count >= p.limit {
		return fmt.Sprintf("multiple: at least %d solutions, the first shown", o.Count)
	}
	return fmt.Sprintf("multiple: %d solutions, the first shown", o.Count)
}

func (p *Printer) grid(r *batch.Result) error {
	if r.Err != nil {
		_, err := fmt.Fprintf(p.w, "puzzle %d at %s: error\n\n", r.N, r.Pos)
		return err
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "puzzle %d at %s: %s\n", r.N, r.Pos, p.counted(r))
	writeAbout(&sb, r)
	if p.trace {
		sb.WriteString(r.Outcome.Trace.String())
		if r.Outcome.TraceCut {
			fmt.Fprintf(&sb, "trace cut after %d steps; the solve went on\n", len(r.Outcome.Trace))
		}
		sb.WriteString(StatsLines(&r.Outcome.Stats))
	}
	style := puzzle.Style{Terminal: p.terminal, Givens: r.Givens}
	switch {
	case r.Outcome.Solution != nil:
		sb.WriteString(puzzle.GridStyled(rulesOf(p.rules, r), r.Outcome.Solution, style))
	case r.Outcome.Status == strategy.Stalled:
		sb.WriteString(puzzle.GridStyled(rulesOf(p.rules, r), r.Outcome.Board.Grid(), style))
		sb.WriteString("candidates left:\n")
		sb.WriteString(pencil.BoardGrid(r.Outcome.Board, p.terminal))
	default:
		sb.WriteString(puzzle.GridStyled(rulesOf(p.rules, r), r.Givens, style))
	}
	sb.WriteByte('\n')
	_, err := io.WriteString(p.w, sb.String())
	return err
}

// writeAbout writes what the puzzle's source says of it (About).
func writeAbout(sb *strings.Builder, r *batch.Result) {
	sb.WriteString(About(r.Title, r.Author, r.Text, r.Notes))
}

// About writes what a puzzle's source says of it, a line each: its
// title and author, its rules text (on one line), and what was left out
// of its rules, each quoted by game.QuoteText, since they come from the
// input; "" when it says nothing.
func About(title, author, text string, notes []string) string {
	var sb strings.Builder
	if title != "" || author != "" {
		t := game.QuoteText(title)
		if t == "" {
			t = "a puzzle"
		}
		if author != "" {
			t += " by " + game.QuoteText(author)
		}
		fmt.Fprintf(&sb, "%s\n", t)
	}
	if text != "" {
		fmt.Fprintf(&sb, "rules: %s\n", game.QuoteText(strings.Join(strings.Fields(text), " ")))
	}
	for _, n := range notes {
		fmt.Fprintf(&sb, "note: %s\n", game.QuoteText(n))
	}
	return sb.String()
}

// rulesOf returns the rules of result r: its own (a puzzle with cages, an
// f-puzzles board), else those the printer was made with.
func rulesOf(rules *game.Rules, r *batch.Result) *game.Rules {
	if r.Rules != nil {
		return r.Rules
	}
	return rules
}
