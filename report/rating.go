package report

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// RatingFormat is how a RatingPrinter writes a rating.
type RatingFormat uint8

// The rating formats.
const (
	// RatingLine writes the puzzle and "ER/EP/ED level technique" on one
	// line, as Sudoku Explainer's serate writes its numbers.
	RatingLine RatingFormat = iota
	// RatingJSON writes one JSONRating object per line.
	RatingJSON
	// RatingCSV writes a header, then one row per puzzle.
	RatingCSV
)

var ratingFormatNames = [...]string{"line", "json", "csv"}

// String returns the format's name: "line", "json" or "csv".
func (f RatingFormat) String() string {
	if int(f) < len(ratingFormatNames) {
		return ratingFormatNames[f]
	}
	return fmt.Sprintf("format(%d)", f)
}

// ParseRatingFormat returns the rating format of a name. Its error names
// the input and the formats, so a caller can put its flag's name before it.
func ParseRatingFormat(name string) (RatingFormat, error) {
	for f, n := range ratingFormatNames {
		if n == name {
			return RatingFormat(f), nil
		}
	}
	return 0, fmt.Errorf("%q: use line, json or csv", name)
}

// JSONRating is the JSON object written per puzzle in the RatingJSON
// format, and the fields of a CSV row.
type JSONRating struct {
	// Puzzle is the givens on one line; empty for a bad puzzle.
	Puzzle string `json:"puzzle"`
	// Source is the puzzle's position, FILE:LINE:COL.
	Source string `json:"source"`
	// Title is the puzzle's name where its file gives one (a spec file's
	// puzzles, f-puzzles): what tells apart puzzles of constraints whose
	// givens alone may all be empty.
	Title string `json:"title,omitempty"`
	// Status is "unique" for a rated puzzle, else why it was not rated:
	// "multiple", "no-solution", "timeout" or "error".
	Status string `json:"status"`
	// ER, EP and ED are the ratings; absent when not rated.
	ER *float64 `json:"er,omitempty"`
	EP *float64 `json:"ep,omitempty"`
	ED *float64 `json:"ed,omitempty"`
	// Level is ER's level name.
	Level string `json:"level,omitempty"`
	// Technique set ER; EPTechnique and EDTechnique set EP and ED.
	Technique   string `json:"technique,omitempty"`
	EPTechnique string `json:"epTechnique,omitempty"`
	EDTechnique string `json:"edTechnique,omitempty"`
	// Stalled says the techniques could not finish: ER is rate.Beyond.
	Stalled bool `json:"stalled,omitempty"`
	// Steps counts the steps of the rating's path.
	Steps int `json:"steps,omitempty"`
	// Error is the input error of a bad puzzle.
	Error string `json:"error,omitempty"`
}

// NewJSONRating returns the JSON object of a rated result r.
func NewJSONRating(rules *game.Rules, r *batch.Result) JSONRating {
	j := JSONRating{Source: r.Pos.String(), Title: r.Title, Status: r.Status()}
	if r.Givens != nil {
		j.Puzzle = puzzle.Line(rules, r.Givens)
	}
	if r.Err != nil {
		j.Error = r.Err.Error()
		return j
	}
	if x := r.Rating; x != nil && x.Rated() {
		j.ER, j.EP, j.ED = &x.ER, &x.EP, &x.ED
		j.Level, j.Technique, j.EPTechnique, j.EDTechnique = x.Level.String(), x.Technique, x.EPTechnique, x.EDTechnique
		j.Stalled, j.Steps = x.Stalled, x.Steps
	}
	return j
}

// RatingPrinter writes ratings in one format. It is for one goroutine at a
// time.
type RatingPrinter struct {
	w      io.Writer
	rules  *game.Rules
	format RatingFormat
	csv    *csv.Writer
}

// NewRatingPrinter returns a RatingPrinter that writes to w the ratings of
// puzzles played by rules.
func NewRatingPrinter(w io.Writer, rules *game.Rules, format RatingFormat) *RatingPrinter {
	return &RatingPrinter{w: w, rules: rules, format: format}
}

// csvHeader names the columns of the CSV format.
var csvHeader = []string{"source", "puzzle", "status", "er", "ep", "ed", "level", "technique", "ep_technique", "ed_technique", "stalled", "steps", "error"}

// Print writes one rated result. Its error is the writer's.
func (p *RatingPrinter) Print(r *batch.Result) error {
	j := NewJSONRating(rulesOf(p.rules, r), r)
	switch p.format {
	case RatingJSON:
		data, err := json.Marshal(j)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(p.w, "%s\n", data)
		return err
	case RatingCSV:
		if p.csv == nil {
			p.csv = csv.NewWriter(p.w)
			if err := p.csv.Write(csvHeader); err != nil {
				return err
			}
		}
		num := func(x *float64) string {
			if x == nil {
				return ""
			}
			return strconv.FormatFloat(*x, 'f', 1, 64)
		}
		steps := ""
		if j.Steps > 0 {
			steps = strconv.Itoa(j.Steps)
		}
		if err := p.csv.Write([]string{j.Source, j.Puzzle, j.Status, num(j.ER), num(j.EP), num(j.ED), j.Level,
			j.Technique, j.EPTechnique, j.EDTechnique, strconv.FormatBool(j.Stalled), steps, j.Error}); err != nil {
			return err
		}
		p.csv.Flush()
		return p.csv.Error()
	}
	title := ""
	if j.Title != "" {
		title = " # " + game.QuoteText(j.Title)
	}
	var err error
	switch {
	case r.Err != nil:
		_, err = fmt.Fprintf(p.w, "# %s: error\n", r.Pos)
	case j.ER == nil:
		_, err = fmt.Fprintf(p.w, "%s # %s: not rated%s\n", j.Puzzle, j.Status, title)
	case j.Stalled:
		_, err = fmt.Fprintf(p.w, "%s %.1f/%.1f/%.1f %s beyond the techniques (they stall)%s\n", j.Puzzle, *j.ER, *j.EP, *j.ED, j.Level, title)
	default:
		tech := j.Technique
		if tech == "" {
			tech = "nothing to deduce"
		}
		_, err = fmt.Fprintf(p.w, "%s %.1f/%.1f/%.1f %s %s%s\n", j.Puzzle, *j.ER, *j.EP, *j.ED, j.Level, tech, title)
	}
	return err
}
