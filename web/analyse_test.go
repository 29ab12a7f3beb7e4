package web

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnalyse: the live analysis of a puzzle being set says no solution,
// one (with the solution as the only true candidates, and the rating), or
// at least two (with every value some solution holds), as a setter adds
// givens.
func TestAnalyse(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle string
		count        int
		rated        bool
	}{
		{"empty", "................", 2, false},
		{"one given", "1...............", 2, false},
		{"unique", "1..4.4..2..3..1.", 1, true},
		{"clash", "12..21..........", 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out := call(t, "POST", "/api/analyse", `{"spec":"4x4","puzzle":"`+tc.puzzle+`"}`)
			if tc.count == 0 {
				// Two equal givens in a row make a bad request, as for
				// every call; givens that merely admit no solution are 0.
				assert.Equal(t, 400, code, "%v", out)
				return
			}
			require.Equal(t, 200, code, "%v", out)
			assert.Equal(t, float64(tc.count), out["count"])
			cands := out["candidates"].([]any)
			require.Len(t, cands, 16)
			rating, rated := out["rating"].(map[string]any)
			assert.Equal(t, tc.rated, rated, "%v", out)
			if rated {
				assert.Equal(t, "unique", rating["status"])
				assert.Positive(t, rating["er"])
				for _, c := range cands {
					assert.Len(t, c, 1, "a unique puzzle's true candidates are its solution")
				}
			}
		})
	}
	code, out := call(t, "POST", "/api/analyse", `{"spec":"4x4","puzzle":"12....34........"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, 0.0, out["count"], "no solution: %v", out)
}

// TestAnalyseUses: asked for the uses of each candidate, the analysis
// counts the solutions holding it: on an empty 4x4 board, each of the 288
// solutions puts one value in each field, a quarter of them each value;
// on an empty classic board the count stops at the cap, and each true
// candidate is held by at least one solution counted.
func TestAnalyseUses(t *testing.T) {
	code, out := call(t, "POST", "/api/analyse", `{"spec":"4x4","puzzle":"................","uses":true}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, 288.0, out["solutions"])
	assert.Nil(t, out["usesCut"])
	uses := out["uses"].([]any)
	require.Len(t, uses, 16)
	for f, u := range uses {
		assert.Equal(t, []any{72.0, 72.0, 72.0, 72.0}, u, "field %d", f)
	}
	code, out = call(t, "POST", "/api/analyse", `{"spec":"4x4","puzzle":"1..4.4..2..3..1.","uses":true}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, 1.0, out["solutions"])
	for f, u := range out["uses"].([]any) {
		assert.Equal(t, []any{1.0}, u, "field %d of a unique puzzle", f)
	}
	code, out = call(t, "POST", "/api/analyse", `{"spec":"classic","puzzle":"`+strings.Repeat(".", 81)+`","uses":true}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, float64(usesCap), out["solutions"])
	assert.Equal(t, true, out["usesCut"])
	for f, u := range out["uses"].([]any) {
		sum := 0.0
		for _, n := range u.([]any) {
			assert.GreaterOrEqual(t, n.(float64), 1.0, "field %d", f)
			sum += n.(float64)
		}
		assert.GreaterOrEqual(t, sum, float64(usesCap), "field %d: each solution counted holds one of its values", f)
	}
	code, out = call(t, "POST", "/api/analyse", `{"spec":"4x4","puzzle":"................"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Nil(t, out["uses"], "not asked for")
}

// BenchmarkAnalyse times the live analysis of a classic puzzle (the
// target: under 100 ms) and of 9x9 killers without givens (under 1 s), as
// the page asks it: the first of ISS's examples, rated at once, and
// tarek's #8, whose rating is cut short at liveRatingTimeout.
func BenchmarkAnalyse(b *testing.B) {
	examples, err := os.ReadFile("../testdata/constraints/killer_examples.yaml")
	require.NoError(b, err)
	tarek, err := os.ReadFile("../testdata/constraints/killer_tarek.yaml")
	require.NoError(b, err)
	for _, bc := range []struct {
		name string
		req  request
		cut  bool // the rating is cut short
	}{
		{"classic", request{Puzzle: classicPuzzle}, false},
		{"killer", request{YAML: string(examples)}, false},
		{"killer-hard", request{YAML: onePuzzle(string(tarek), 8)}, true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			s := New(Limits{}, nil)
			for b.Loop() {
				out, aerr := s.handleAnalyse(context.Background(), &bc.req)
				if aerr != nil {
					b.Fatal(aerr.Error)
				}
				if a := out.(analysis); a.Count != 1 || (a.Rating == nil) != bc.cut || a.RatingCut != bc.cut {
					b.Fatalf("count %d, rating %v, cut %v", a.Count, a.Rating, a.RatingCut)
				}
			}
		})
	}
}

// onePuzzle cuts a spec of many puzzles down to its header and puzzle n
// (from 0), as a setter's page would send it.
func onePuzzle(spec string, n int) string {
	parts := strings.Split(spec, "\n  - name:")
	return parts[0] + "\n  - name:" + parts[n+1]
}

// TestRedundantAPI: a 4x4 puzzle of six givens can spare four of them,
// each alone, named with their fields; a killer without givens names the
// cages it can do without by their index; a puzzle of several solutions
// has nothing to spare and says so.
func TestRedundantAPI(t *testing.T) {
	code, out := call(t, "POST", "/api/redundant", `{"spec":"4x4","puzzle":"1..4.4..2..3..1."}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, 6.0, out["givens"])
	var fields []any
	for _, it := range out["items"].([]any) {
		m := it.(map[string]any)
		assert.Equal(t, "given", m["kind"])
		fields = append(fields, m["field"])
	}
	assert.Equal(t, []any{0.0, 3.0, 8.0, 11.0}, fields, "r1c1, r1c4, r3c1 and r3c4")

	body := `{"yaml":` + jsonString(t, killer4x4) + `}`
	code, out = call(t, "POST", "/api/redundant", body)
	require.Equal(t, 200, code, "%v", out)
	var rules []any
	for _, it := range out["items"].([]any) {
		rules = append(rules, it.(map[string]any)["constraint"])
	}
	assert.Equal(t, []any{0.0, 1.0, 3.0, 4.0, 6.0}, rules, "the cages sudoku redundant lists for it")

	code, out = call(t, "POST", "/api/redundant", `{"spec":"4x4","puzzle":"1..............."}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], "only a puzzle with one solution")
}
