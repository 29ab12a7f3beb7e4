package report_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/report"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// TestStalledRating: a puzzle on which the rating's techniques stall (here
// the hidden singles alone) is rated rate.Beyond and said to stall in
// every rating format, and its path ends with the candidates left.
func TestStalledRating(t *testing.T) {
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	r := sp.Rules
	opts := rate.Options{Techniques: []*strategy.Technique{strategy.PossibleFieldForValueInGroup}}
	rating := func(emit func(*batch.Result) error) {
		b := &batch.Runner{Rules: r, Threads: 1, Check: true,
			NewRater: func(r *game.Rules) (*rate.Rater, error) { return rate.New(r, opts) },
			Emit:     emit}
		// One solution, far beyond hidden singles.
		text := "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
		_, err := b.Run(context.Background(), puzzle.NewReader(strings.NewReader(text), "stalls.txt", r))
		require.NoError(t, err)
	}
	for _, tt := range []struct {
		format report.RatingFormat
		want   string
	}{
		{report.RatingLine, " 12.0/1.2/1.2 extreme beyond the techniques (they stall)"},
		{report.RatingJSON, `"er":12,"ep":1.2,"ed":1.2,"level":"extreme"`},
		{report.RatingCSV, ",12.0,1.2,1.2,extreme,,PossibleFieldForValueInGroup,PossibleFieldForValueInGroup,true,"},
	} {
		var out bytes.Buffer
		p := report.NewRatingPrinter(&out, r, tt.format)
		rating(p.Print)
		assert.Contains(t, out.String(), tt.want, tt.format.String())
		if tt.format == report.RatingJSON {
			assert.Contains(t, out.String(), `"stalled":true`)
		}
	}
	opts.Trace = true
	var out bytes.Buffer
	rating(report.NewPathPrinter(&out, r, false, false).Print)
	assert.Contains(t, out.String(), "the techniques stall here:")
}

// TestRatingTitle: a puzzle whose file names it (here a spec file's
// puzzle of cages, whose givens are all empty) carries its name in the
// line and JSON ratings; one without a name carries none.
func TestRatingTitle(t *testing.T) {
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	r := sp.Rules
	for _, tt := range []struct {
		title  string
		format report.RatingFormat
		want   string
	}{
		{"Cages #1", report.RatingLine, " # Cages #1\n"},
		{"Cages #1", report.RatingJSON, `"title":"Cages #1"`},
		{"", report.RatingLine, "NishioForcingChain\n"},
		{"", report.RatingJSON, `"source":"a.txt:1:1","status"`},
	} {
		res := &batch.Result{Pos: game.Position{File: "a.txt", Line: 1, Col: 1}, Title: tt.title,
			Givens: make([]int, r.NumFields()), Rating: &rate.Rating{ER: 8.7, EP: 1.7, ED: 1.5, Technique: "NishioForcingChain", EPTechnique: "x", EDTechnique: "y", Status: strategy.Unique}}
		res.Outcome.Status = strategy.Unique
		var out bytes.Buffer
		require.NoError(t, report.NewRatingPrinter(&out, r, tt.format).Print(res))
		assert.Contains(t, out.String(), tt.want, "%q %s", tt.title, tt.format)
	}
}
