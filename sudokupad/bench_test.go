package sudokupad_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

const benchFile = "../testdata/sudokupad/bench.tsv"

// benchPuzzle is a puzzle of benchFile: one of SakanaAI's Sudoku-Bench,
// with the solution published beside it.
type benchPuzzle struct {
	source, id, title, author, solution, payload string
}

func readBench(t testing.TB) []benchPuzzle {
	var out []benchPuzzle
	for _, c := range readTable(t, benchFile, 6) {
		out = append(out, benchPuzzle{c[0], c[1], c[2], c[3], c[4], c[5]})
	}
	return out
}

// readTable reads the rows of a tab-separated file of test data: after
// its comments ('#') and the line that names its columns, each row of
// cols columns; there must be some.
func readTable(t testing.TB, file string, cols int) [][]string {
	t.Helper()
	f, err := os.Open(file)
	require.NoError(t, err)
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	header := true
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if header { // the names of the columns
			header = false
			continue
		}
		row := strings.Split(line, "\t")
		require.Len(t, row, cols, "%s: line %q", file, line)
		out = append(out, row)
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, out)
	return out
}

// whereRE finds the drawing an error of the reader names first:
// "lines[3]", "overlays[12]", "metadata.bgimage", "solution".
var whereRE = regexp.MustCompile(`(?m)^bench: ([a-zA-Z]+(\[\d+\]|\.[a-z]+)?): (.*)$`)

// fpuzzlesReason is the reason of the puzzles of benchFile that are
// f-puzzles payloads (fpuz...), which package fpuzzles reads.
const fpuzzlesReason = "an f-puzzles payload, for package fpuzzles"

// refusedBench counts the puzzles of benchFile this reader refuses, by
// the reason of the first error (see reason). Most are rules no kind of
// this library has (region-subset, Fibonacci, index and "differences
// count" lines, sunburn, loops and snakes to draw, values changed by
// shading); a few are kinds drawn in a way not read: a renban or region
// sum line that passes a cell twice, branching lines.
var refusedBench = map[string]int{
	fpuzzlesReason:                                    15,
	"no rule reads this line":                         12,
	"no rule reads this underlay circle":              5,
	"no rule reads this arrow":                        4,
	"no rule reads this overlay circle":               2,
	"no rule reads this underlay rectangle":           1,
	"no rule reads this cage":                         1,
	"a line passes a cell twice":                      2,
	"the solution given breaks the rules read":        2,
	"a rule read can never hold on this board":        2,
	"drawn on a background image":                     1,
	"the solution given has values the board has not": 1,
}

// textOnlyBench are the puzzles of benchFile that read, keep their
// solution, and yet have more than one solution as read: their rules
// text states a rule that nothing drawn shows, which no reader of the
// drawings can see.
var textOnlyBench = map[string]string{
	"sxsm_yanggang_d30f349cab7611471c67d16e617d57e4": "a snake to draw, made of the cells whose digit is not 'friendly'",
	"sxsm_Lulero_64d38aa33c0cc962c7d6e6c7ff3ffe01":   "no three digits in a row of a row or column all even or all odd",
}

// TestBench reads each puzzle of benchFile. Each read must keep its
// published solution, and solving it must give that solution and no
// other (a solve that times out is skipped, not the check), but for the
// few of textOnlyBench. Each that does not read must fail at a drawing;
// the refusals are counted by reason in refusedBench. The f-puzzles
// payloads among them are read by package fpuzzles and checked the same.
func TestBench(t *testing.T) {
	puzzles := readBench(t)
	read, solved, timedOut, fpRead, fpSolved := 0, 0, 0, 0, 0
	refused := map[string][]string{}
	for _, bp := range puzzles {
		t.Run(bp.id, func(t *testing.T) {
			p, err := sudokupad.Read("bench", bp.payload)
			if err != nil && strings.HasPrefix(bp.payload, "fpuz") {
				assert.ErrorContains(t, err, "f-puzzles")
				refused[fpuzzlesReason] = append(refused[fpuzzlesReason], bp.id)
				fp, err := fpuzzles.Read("bench", strings.TrimPrefix(bp.payload, "fpuz"))
				if err != nil {
					t.Logf("f-puzzles: %v", err)
					return
				}
				// Package fpuzzles is not this test's: what it makes of
				// these is logged, not checked.
				fpRead++
				if fpuzzlesSolves(bp, fp.Rules, fp.Givens) {
					fpSolved++
				} else {
					t.Logf("f-puzzles: read, but does not solve to the published solution alone")
				}
				return
			}
			if err != nil {
				m := whereRE.FindStringSubmatch(err.Error())
				require.NotNil(t, m, "the error names no drawing: %v", err)
				r := reason(m[3])
				refused[r] = append(refused[r], bp.id)
				t.Logf("%s", err)
				return
			}
			read++
			switch checkBench(t, bp, p.Rules, p.Givens) {
			case strategy.Timeout:
				timedOut++
			case strategy.Unique:
				solved++
			}
		})
	}
	var lines []string
	got := map[string]int{}
	for r, ids := range refused {
		got[r] = len(ids)
		lines = append(lines, fmt.Sprintf("%3d %s: %s", len(ids), r, strings.Join(ids, " ")))
	}
	slices.Sort(lines)
	t.Logf("%d of %d read; %d of them solve to the published solution, unique; %d time out; %d have rules only the text states; "+
		"%d refused (%d of them f-puzzles payloads, %d of which package fpuzzles reads, %d to the published solution alone):\n%s",
		read, len(puzzles), solved, timedOut, len(textOnlyBench), len(puzzles)-read, len(refused[fpuzzlesReason]), fpRead, fpSolved, strings.Join(lines, "\n"))
	assert.Equal(t, refusedBench, got, "the refusals by reason: a change in what reads shows here")
}

// checkBench checks a puzzle read against its published solution: the
// rules accept it, and solving gives it and no other, but for a puzzle
// of textOnlyBench, which must have another. It returns how the solve
// ended.
func checkBench(t *testing.T, bp benchPuzzle, rules *game.Rules, givens []int) strategy.Status {
	t.Helper()
	require.Len(t, bp.solution, len(givens))
	sol := make([]int, len(bp.solution))
	for k := range len(bp.solution) {
		sol[k] = int(bp.solution[k] - '1')
	}
	require.NoError(t, rules.CheckSolution(sol, givens), "the rules read break the published solution")

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	e, err := strategy.NewEngine(rules, strategy.Options{Limit: 2})
	require.NoError(t, err)
	res := e.Solve(ctx, givens)
	if res.Status == strategy.Timeout {
		t.Logf("the solve timed out")
		return res.Status
	}
	if why, ok := textOnlyBench[bp.id]; ok {
		assert.NotEqual(t, strategy.Unique, res.Status, "listed as having a rule only the text states (%s), but it solves unique", why)
		return res.Status
	}
	require.Equal(t, strategy.Unique, res.Status, "%d solutions", res.Count)
	require.Equal(t, sol, res.Solution)
	return res.Status
}

// fpuzzlesSolves reports whether a puzzle package fpuzzles read keeps
// its published solution and solves to it alone in a few seconds.
func fpuzzlesSolves(bp benchPuzzle, rules *game.Rules, givens []int) bool {
	if len(bp.solution) != len(givens) {
		return false
	}
	sol := make([]int, len(bp.solution))
	for k := range len(bp.solution) {
		sol[k] = int(bp.solution[k] - '1')
	}
	if rules.CheckSolution(sol, givens) != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	e, err := strategy.NewEngine(rules, strategy.Options{Limit: 2})
	if err != nil {
		return false
	}
	res := e.Solve(ctx, givens)
	return res.Status == strategy.Unique && slices.Equal(sol, res.Solution)
}

// reason is the reason of an error, without what names its drawing
// (cells, colours, sizes, the rules quoted).
func reason(msg string) string {
	switch {
	case strings.HasPrefix(msg, "no rule reads this "):
		msg, _, _ = strings.Cut(msg, " (")
		return msg
	case strings.Contains(msg, "is listed twice"):
		return "a line passes a cell twice"
	case strings.Contains(msg, "breaks its rules as read"):
		return "the solution given breaks the rules read"
	case strings.Contains(msg, "background image"):
		return "drawn on a background image"
	case strings.Contains(msg, "the rules text may choose other values"):
		return "the solution given has values the board has not"
	case strings.Contains(msg, "could never be filled"), strings.Contains(msg, "can add up to"):
		return "a rule read can never hold on this board"
	}
	return msg
}
