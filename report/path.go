package report

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/strategy"
)

// single reports whether the step is a single's (strategy.Technique's
// Single), whose runs a path shows as one line.
func single(st game.Step) bool {
	t := strategy.Lookup(st.Strategy)
	return t != nil && t.Single && st.Kind == game.Deduction
}

// singlesPerLine is how many placements a line of singles holds.
const singlesPerLine = 12

// PathPrinter writes the solution paths of rated results (rate.Options
// Trace set): every step with its technique and rating, runs of singles
// as one entry, and a summary of the techniques used. It is for one
// goroutine at a time.
type PathPrinter struct {
	w        io.Writer
	rules    *game.Rules
	json     bool
	pencil   bool
	terminal bool
}

// ForTerminal makes the text draw the solution for a terminal, as
// Printer.ForTerminal does. It returns p.
func (p *PathPrinter) ForTerminal(on bool) *PathPrinter {
	p.terminal = on
	return p
}

// NewPathPrinter returns a PathPrinter writing to w as text, or as one
// JSON object per puzzle. With pencil, the text draws the candidates
// before every step that is not a single, and where the techniques stall.
func NewPathPrinter(w io.Writer, rules *game.Rules, asJSON, pencil bool) *PathPrinter {
	return &PathPrinter{w: w, rules: rules, json: asJSON, pencil: pencil}
}

// JSONPath is the object a PathPrinter writes per puzzle in JSON.
type JSONPath struct {
	JSONRating
	// Solution is the solution on one line, when the puzzle was rated.
	Solution string `json:"solution,omitempty"`
	// Steps are the steps of the path, each with its rating.
	Steps []JSONPathStep `json:"steps,omitempty"`
	// Used counts the steps of each technique, easiest first.
	Used []TechniqueCount `json:"used,omitempty"`
}

// JSONPathStep is a step of a path and its rating.
type JSONPathStep struct {
	game.Step
	Rating float64 `json:"rating"`
}

// TechniqueCount is how many steps of a path a technique made.
type TechniqueCount struct {
	Technique string `json:"technique"`
	Steps     int    `json:"steps"`
}

// Print writes one result's path. Its error is the writer's.
func (p *PathPrinter) Print(r *batch.Result) error {
	j := JSONPath{JSONRating: NewJSONRating(rulesOf(p.rules, r), r)}
	if x := r.Rating; x != nil && x.Rated() {
		for i, st := range x.Trace {
			j.Steps = append(j.Steps, JSONPathStep{Step: st, Rating: x.StepRatings[i]})
		}
		j.Used = used(x.Trace)
		if !x.Stalled {
			j.Solution = puzzle.Line(rulesOf(p.rules, r), x.Solution)
		}
	}
	if p.json {
		data, err := json.Marshal(j)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(p.w, "%s\n", data)
		return err
	}
	_, err := io.WriteString(p.w, p.text(r, j))
	return err
}

// used counts the steps of each technique, in the order of the rating's
// scale (easiest first), then by name.
func used(t game.Trace) []TechniqueCount {
	var out []TechniqueCount
	for _, st := range t {
		i := slices.IndexFunc(out, func(c TechniqueCount) bool { return c.Technique == st.Strategy })
		if i < 0 {
			out = append(out, TechniqueCount{Technique: st.Strategy})
			i = len(out) - 1
		}
		out[i].Steps++
	}
	rank := func(name string) float64 {
		if t := strategy.Lookup(name); t != nil {
			return t.Difficulty
		}
		return 99
	}
	slices.SortStableFunc(out, func(a, b TechniqueCount) int {
		if d := rank(a.Technique) - rank(b.Technique); d != 0 {
			if d < 0 {
				return -1
			}
			return 1
		}
		return strings.Compare(a.Technique, b.Technique)
	})
	return out
}

func (p *PathPrinter) text(r *batch.Result, j JSONPath) string {
	var sb strings.Builder
	if r.Err != nil {
		fmt.Fprintf(&sb, "puzzle %d at %s: error\n\n", r.N, r.Pos)
		return sb.String()
	}
	x := r.Rating
	if x == nil || !x.Rated() {
		fmt.Fprintf(&sb, "puzzle %d at %s: %s: not rated, no path\n\n", r.N, r.Pos, r.Status())
		return sb.String()
	}
	fmt.Fprintf(&sb, "puzzle %d at %s: rated %.1f/%.1f/%.1f %s", r.N, r.Pos, x.ER, x.EP, x.ED, x.Level)
	if x.Technique != "" {
		fmt.Fprintf(&sb, " (%s)", x.Technique)
	}
	sb.WriteString("\n")
	b := game.NewBoard(rulesOf(p.rules, r))
	b.Load(r.Givens)
	width := len(strconv.Itoa(len(x.Trace)))*2 + 1
	for i := 0; i < len(x.Trace); {
		st := x.Trace[i]
		if single(st) {
			k := i
			var places []string
			for ; k < len(x.Trace) && single(x.Trace[k]); k++ {
				for _, c := range x.Trace[k].Place {
					places = append(places, c.Placement())
				}
				replay(b, x.Trace[k])
			}
			span := strconv.Itoa(i + 1)
			if k-i > 1 {
				span += "-" + strconv.Itoa(k)
			}
			for n := 0; n < len(places); n += singlesPerLine {
				label := ""
				if n == 0 {
					label = fmt.Sprintf("%s singles:", span)
				}
				fmt.Fprintf(&sb, "%-*s %s\n", width+9, label, strings.Join(places[n:min(n+singlesPerLine, len(places))], " "))
			}
			i = k
			continue
		}
		if p.pencil {
			sb.WriteString(pencil.BoardGrid(b, p.terminal))
		}
		line := st.String()
		_, rest, _ := strings.Cut(line, " ")
		fmt.Fprintf(&sb, "%-*s [%.1f] %s\n", width, strconv.Itoa(st.N), x.StepRatings[i], rest)
		replay(b, st)
		i++
	}
	var counts []string
	for _, c := range j.Used {
		counts = append(counts, fmt.Sprintf("%s %d", c.Technique, c.Steps))
	}
	fmt.Fprintf(&sb, "techniques: %s\n", strings.Join(counts, ", "))
	if x.Stalled {
		sb.WriteString("the techniques stall here:\n")
		sb.WriteString(pencil.BoardGrid(b, p.terminal))
		sb.WriteString("\n")
		return sb.String()
	}
	sb.WriteString(puzzle.GridStyled(rulesOf(p.rules, r), x.Solution, puzzle.Style{Terminal: p.terminal, Givens: r.Givens}))
	sb.WriteString("\n")
	return sb.String()
}

// replay makes a traced step on b.
func replay(b *game.Board, st game.Step) {
	for _, c := range st.Place {
		b.Place(c.FieldIndex, c.ValueIndex)
	}
	for _, c := range st.Eliminate {
		b.Eliminate(c.FieldIndex, c.ValueIndex)
	}
}
