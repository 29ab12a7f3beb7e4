package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// These tests run the command through run, as main does, and judge its
// output with code of their own: solutions are checked group by group with
// plain loops, never with the solver's or the command's check.

// cmdOutput is what one run of the command gave.
type cmdOutput struct {
	code   int
	stdout string
	stderr string
}

// sudoku runs the command with args and no standard input.
func sudoku(t *testing.T, args ...string) cmdOutput {
	t.Helper()
	return sudokuCtx(t, context.Background(), args...)
}

func sudokuCtx(t *testing.T, ctx context.Context, args ...string) cmdOutput {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(ctx, args, strings.NewReader(""), &out, &errOut)
	return cmdOutput{code, out.String(), errOut.String()}
}

// solveJSON is one line of 'solve --format json', declared here so that a
// renamed field in the command fails these tests.
type solveJSON struct {
	Puzzle     string `json:"puzzle"`
	Source     string `json:"source"`
	Status     string `json:"status"`
	Solution   string `json:"solution"`
	Count      int    `json:"count"`
	Error      string `json:"error"`
	Candidates []struct {
		Field  string `json:"field"`
		Values string `json:"values"`
	} `json:"candidates"`
	Stats *struct {
		Moves []struct {
			Strategy string `json:"strategy"`
			Count    int    `json:"count"`
		} `json:"moves"`
		Free        int `json:"free"`
		BeforeGuess int `json:"beforeGuess"`
		Guesses     int `json:"guesses"`
	} `json:"stats"`
	Moves []map[string]any `json:"moves"`
}

// decodeLines reads one JSON object per line of out.
func decodeLines(t *testing.T, out string) []solveJSON {
	t.Helper()
	var res []solveJSON
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var j solveJSON
		require.NoError(t, json.Unmarshal([]byte(line), &j), "line %q", line)
		res = append(res, j)
	}
	return res
}

// parseOne reads text holding exactly one puzzle or solution of r.
func parseOne(t *testing.T, r *game.Rules, text string) []int {
	t.Helper()
	ps, err := puzzle.ParseString(r, "text", text)
	require.NoError(t, err, "%s", text)
	require.Len(t, ps, 1, "%s", text)
	return ps[0].Givens
}

// groupProblems checks a filled grid against every group of r with plain
// loops: every field holds a value, no group repeats one, a complete group
// holds every value, and every given is kept. It returns what is wrong.
func groupProblems(r *game.Rules, grid, givens []int) []string {
	var bad []string
	if len(grid) != r.NumFields() {
		return []string{fmt.Sprintf("%d fields, the board has %d", len(grid), r.NumFields())}
	}
	for f, v := range grid {
		if v < 0 || v >= r.NumValues() {
			bad = append(bad, fmt.Sprintf("field %d holds no value", f))
		}
		if givens != nil && givens[f] >= 0 && givens[f] != v {
			bad = append(bad, fmt.Sprintf("field %d lost its given", f))
		}
	}
	if len(bad) > 0 {
		return bad
	}
	for _, g := range r.Groups {
		count := make([]int, r.NumValues())
		for _, f := range g.Fields {
			count[grid[f]]++
		}
		distinct := 0
		for v, n := range count {
			if n > 1 {
				bad = append(bad, fmt.Sprintf("%s holds %s %d times", g.Name, r.Values.Name(v), n))
			}
			if n > 0 {
				distinct++
			}
		}
		if len(g.Fields) == r.NumValues() && distinct != r.NumValues() {
			bad = append(bad, fmt.Sprintf("%s misses a value", g.Name))
		}
	}
	return bad
}

// recordedSolutions reads testdata/defaults/<spec>.txt: "# name" headers,
// each followed by the solution of that default puzzle.
func recordedSolutions(t *testing.T, spec string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "defaults", spec+".txt"))
	require.NoError(t, err)
	var out []string
	for _, block := range strings.Split("\n"+string(data), "\n# ")[1:] {
		_, body, _ := strings.Cut(block, "\n")
		out = append(out, body)
	}
	return out
}

func TestGroupProblemsCatchesBadSolutions(t *testing.T) {
	sp, err := specs.Builtin("hyper")
	require.NoError(t, err)
	r := sp.Rules
	sol := parseOne(t, r, recordedSolutions(t, "hyper")[0])
	giv := parseOne(t, r, sp.Puzzles[0].Givens)
	require.Empty(t, groupProblems(r, sol, giv))

	swapped := append([]int(nil), sol...)
	swapped[0], swapped[1] = swapped[1], swapped[0] // columns 1 and 2 now repeat
	assert.NotEmpty(t, groupProblems(r, swapped, nil))

	// A Sudoku that breaks only a window: rows, columns and boxes are fine.
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	plain := parseOne(t, classic.Rules, "123456789456789123789123456214365897365897214897214365531642978642978531978531642")
	require.Empty(t, groupProblems(classic.Rules, plain, nil))
	assert.NotEmpty(t, groupProblems(r, plain, nil), "window 1 repeats")

	lost := append([]int(nil), sol...)
	lost[1] = (lost[1] + 1) % 9 // r1c2 is a given of the hyper default
	assert.NotEmpty(t, groupProblems(r, lost, giv))
	assert.NotEmpty(t, groupProblems(r, sol[1:], nil))
	hole := append([]int(nil), sol...)
	hole[5] = game.Empty
	assert.NotEmpty(t, groupProblems(r, hole, nil))
}

// firstGiven returns the first character of the givens that is no space.
func firstGiven(givens string) string {
	return strings.TrimSpace(givens)[:1]
}

// charAt returns the character at a position of a built-in spec file.
func charAt(t *testing.T, pos game.Position) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "specs", pos.File))
	require.NoError(t, err)
	lines := strings.Split(string(data), "\n")
	require.Less(t, pos.Line-1, len(lines), "%s", pos)
	line := []rune(lines[pos.Line-1])
	require.Less(t, pos.Col-1, len(line), "%s", pos)
	return string(line[pos.Col-1])
}

// TestDefaultPuzzles solves the default puzzle of every built-in spec
// through the command, in each output format.
func TestDefaultPuzzles(t *testing.T) {
	infos := specs.List()
	require.NotEmpty(t, infos)
	for _, info := range infos {
		t.Run(info.Name, func(t *testing.T) {
			sp, err := specs.Builtin(info.Name)
			require.NoError(t, err)
			r := sp.Rules
			require.NotEmpty(t, sp.Puzzles)
			giv := parseOne(t, r, sp.Puzzles[0].Givens)
			want := parseOne(t, r, recordedSolutions(t, info.Name)[0])

			out := sudoku(t, "solve", "--spec", info.Name, "--format", "json", "--count", "2")
			assert.Equal(t, exitOK, out.code, out.stderr)
			res := decodeLines(t, out.stdout)
			require.Len(t, res, 1)
			assert.Equal(t, "unique", res[0].Status)
			assert.Equal(t, 1, res[0].Count)
			assert.Equal(t, sp.Puzzles[0].Pos.String(), res[0].Source)
			assert.Equal(t, firstGiven(sp.Puzzles[0].Givens), charAt(t, sp.Puzzles[0].Pos), "the source points at the first given")
			require.NotEmpty(t, res[0].Solution)
			got := parseOne(t, r, res[0].Solution)
			assert.Empty(t, groupProblems(r, got, giv))
			assert.Equal(t, want, got, "the recorded solution")

			out = sudoku(t, "solve", "--spec", info.Name, "--quiet")
			assert.Equal(t, exitOK, out.code, out.stderr)
			head, grid, ok := strings.Cut(out.stdout, "\n")
			require.True(t, ok)
			assert.Equal(t, "puzzle 1 at "+sp.Puzzles[0].Pos.String()+": solved", head)
			assert.Greater(t, strings.Count(grid, "\n"), r.Rows-1, "a grid of %d rows", r.Rows)
			assert.Equal(t, want, parseOne(t, r, grid), "the grid reads back as the solution")
			assert.Empty(t, out.stderr, "--quiet")

			out = sudoku(t, "solve", "--spec", info.Name, "--format", "line")
			assert.Equal(t, exitOK, out.code, out.stderr)
			assert.Equal(t, 1, strings.Count(out.stdout, "\n"), "one line")
			assert.Equal(t, want, parseOne(t, r, out.stdout))
			assert.Contains(t, out.stderr, "1 puzzle: 1 solved")
		})
	}
}

// TestTraceText checks --trace in the grid format: the moves with their
// strategy and reason, then the statistics, then the grid.
func TestTraceText(t *testing.T) {
	sp, err := specs.Builtin("hyper")
	require.NoError(t, err)
	out := sudoku(t, "solve", "--trace", "--spec", "hyper")
	require.Equal(t, exitOK, out.code, out.stderr)
	lines := strings.Split(out.stdout, "\n")
	require.Greater(t, len(lines), 3)
	assert.Equal(t, "puzzle 1 at "+sp.Puzzles[0].Pos.String()+": solved", lines[0])

	free := strings.Count(sp.Puzzles[0].Givens, ".")
	strategies := map[string]int{}
	placed := 0
	i := 1
	for ; i < len(lines); i++ {
		f := strings.Fields(lines[i])
		if len(f) < 3 || f[0] != strconv.Itoa(i) {
			break
		}
		strategies[f[1]]++
		assert.Regexp(t, `^\d+ \w+ r\dc\d[=-]\d \(.+\)$`, lines[i])
		if strings.Contains(f[2], "=") {
			placed++
		}
	}
	assert.Equal(t, free, placed, "one placement per free field, the moves numbered from 1")
	for _, s := range []string{"LastValue", "PossibleValueForField", "PossibleFieldForValueInGroup"} {
		assert.Positive(t, strategies[s], "moves by %s", s)
	}
	rest := strings.Join(lines[i:], "\n")
	movesLine, _, _ := strings.Cut(rest, "\n")
	require.True(t, strings.HasPrefix(movesLine, "moves: "), "the statistics follow the moves:\n%s", rest)
	counted := map[string]int{}
	for _, part := range strings.Split(strings.TrimPrefix(movesLine, "moves: "), ", ") {
		name, n, ok := strings.Cut(part, " ")
		require.True(t, ok, "%q", part)
		counted[name], err = strconv.Atoi(n)
		require.NoError(t, err, "%q", part)
	}
	for name, n := range strategies {
		assert.Equal(t, n, counted[name], "moves of %s", name)
	}
	for name, n := range counted {
		assert.Equal(t, strategies[name], n, "moves of %s", name)
	}
	assert.Contains(t, rest, fmt.Sprintf("search: 0 guesses, 0 undos, 0 contradictions, max depth 0; %d of %d free fields filled by the strategies before the first guess, 0 needed guessing\n", free, free))
	assert.Regexp(t, `\ntime: \S+\n`, rest)
	grid := rest[strings.Index(rest, "\ntime: "):]
	grid = grid[strings.Index(grid[1:], "\n")+2:]
	assert.Equal(t, parseOne(t, sp.Rules, recordedSolutions(t, "hyper")[0]), parseOne(t, sp.Rules, grid), "the grid after the statistics")

	// A puzzle that needs guessing counts its guesses and guessed fields.
	dir := t.TempDir()
	file := filepath.Join(dir, "p.txt")
	require.NoError(t, os.WriteFile(file, []byte(stalls[0].puzzle+"\n"), 0o644))
	out = sudoku(t, "solve", "--trace", "--quiet", file)
	require.Equal(t, exitOK, out.code, out.stderr)
	assert.Regexp(t, `\n\d+ guess r\dc\d=\d \(fewest candidates: [\d ]+\) \[depth 1\]\n`, out.stdout)
	m := strings.Index(out.stdout, "\nsearch: ")
	require.Positive(t, m)
	var guesses, undos, contra, depth, before, free2, needed int
	_, err = fmt.Sscanf(out.stdout[m+1:], "search: %d guesses, %d undos, %d contradictions, max depth %d; %d of %d free fields filled by the strategies before the first guess, %d needed guessing",
		&guesses, &undos, &contra, &depth, &before, &free2, &needed)
	require.NoError(t, err)
	assert.Positive(t, guesses)
	assert.Equal(t, strings.Count(out.stdout, " guess r"), guesses)
	assert.Equal(t, strings.Count(stalls[0].puzzle, "."), free2)
	assert.Equal(t, free2-before, needed)
	assert.Positive(t, needed)
}

func TestTraceJSON(t *testing.T) {
	sp, err := specs.Builtin("hyper")
	require.NoError(t, err)
	out := sudoku(t, "solve", "--trace", "--spec", "hyper", "--format", "json")
	require.Equal(t, exitOK, out.code, out.stderr)
	res := decodeLines(t, out.stdout)
	require.Len(t, res, 1)
	moves := res[0].Moves
	require.NotEmpty(t, moves)
	strategies := map[string]bool{}
	grid := parseOne(t, sp.Rules, sp.Puzzles[0].Givens)
	for i, m := range moves {
		for _, key := range []string{"n", "kind", "strategy", "place", "fields", "values", "depth", "reason"} {
			assert.Contains(t, m, key, "move %d", i+1)
		}
		assert.Equal(t, float64(i+1), m["n"])
		assert.Equal(t, float64(0), m["depth"])
		assert.Equal(t, "deduction", m["kind"], "move %d without guessing", i+1)
		assert.NotEmpty(t, m["reason"])
		s, _ := m["strategy"].(string)
		strategies[s] = true
		place, _ := m["place"].([]any)
		require.Len(t, place, 1, "move %d: a single places one value", i+1)
		c := place[0].(map[string]any)
		p, err := game.ParsePos(fmt.Sprint(c["field"]))
		require.NoError(t, err)
		v, ok := sp.Rules.Values.Index(fmt.Sprint(c["value"]))
		require.True(t, ok, "move %d: value %v", i+1, c["value"])
		f := sp.Rules.FieldAt(p)
		require.GreaterOrEqual(t, f, 0)
		assert.Equal(t, float64(f), c["fieldIndex"], "move %d: the field by name and by index", i+1)
		assert.Equal(t, float64(v), c["valueIndex"], "move %d: the value by name and by index", i+1)
		assert.Equal(t, game.Empty, grid[f], "move %d is about a free field", i+1)
		grid[f] = v
	}
	for _, s := range []string{"LastValue", "PossibleValueForField", "PossibleFieldForValueInGroup"} {
		assert.True(t, strategies[s], "moves by %s", s)
	}
	assert.Equal(t, parseOne(t, sp.Rules, res[0].Solution), grid, "the moves fill in the solution")

	out = sudoku(t, "solve", "--spec", "hyper", "--format", "json")
	assert.NotContains(t, out.stdout, `"moves":[{"n"`, "no trace without --trace")
}

// stalls are classic puzzles (from testdata/classic/sound.txt) on which the
// strategies stall, with their solutions.
var stalls = []struct{ puzzle, solution string }{
	{".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", "953168742862734951417952836746893125281645397395271468138529674574386219629417583"},
}

func TestNoGuess(t *testing.T) {
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	r := classic.Rules
	for _, tt := range stalls {
		t.Run(tt.puzzle[:20], func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "p.txt")
			require.NoError(t, os.WriteFile(file, []byte(tt.puzzle+"\n"), 0o644))
			sol := parseOne(t, r, tt.solution)

			out := sudoku(t, "solve", "--no-guess", "--format", "json", file)
			assert.Equal(t, exitUnsolved, out.code, out.stderr)
			res := decodeLines(t, out.stdout)
			require.Len(t, res, 1)
			assert.Equal(t, "stalled", res[0].Status)
			assert.Empty(t, res[0].Solution)
			require.NotEmpty(t, res[0].Candidates)
			for _, c := range res[0].Candidates {
				p, err := game.ParsePos(c.Field)
				require.NoError(t, err)
				f := r.FieldAt(p)
				require.GreaterOrEqual(t, f, 0)
				assert.Contains(t, strings.Fields(c.Values), r.Values.Name(sol[f]), "%s keeps its solution value", c.Field)
				assert.Greater(t, len(strings.Fields(c.Values)), 1, "%s is undecided", c.Field)
			}
			assert.Equal(t, 0, res[0].Stats.Guesses)

			out = sudoku(t, "solve", "--no-guess", file)
			assert.Equal(t, exitUnsolved, out.code)
			assert.Contains(t, out.stdout, ": stalled\n")
			assert.Contains(t, out.stdout, "candidates left:\n")
			// The candidates are drawn as 3x3 mini-grids: nine rows of three
			// lines, six spacer lines and two borders.
			_, grid, _ := strings.Cut(out.stdout, "candidates left:\n")
			assert.Len(t, strings.Split(strings.TrimSpace(grid), "\n"), 9*3+6+2, grid)

			out = sudoku(t, "solve", "--format", "json", file)
			assert.Equal(t, exitOK, out.code)
			assert.Equal(t, "solved", decodeLines(t, out.stdout)[0].Status, "guessing solves it")
		})
	}
}

// TestCount counts the solutions of the puzzles of
// testdata/classic/solution_counts.txt through the command.
func TestCount(t *testing.T) {
	data, err := os.ReadFile("../../testdata/classic/solution_counts.txt")
	require.NoError(t, err)
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	dir := t.TempDir()
	n := 0
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		parts := strings.Split(line, ":")
		want, err := strconv.Atoi(parts[1])
		require.NoError(t, err)
		if want == 1 && i > 3 {
			continue // the unique ones are many; a few suffice here
		}
		n++
		t.Run(fmt.Sprintf("%d/%s", want, parts[0][:20]), func(t *testing.T) {
			file := filepath.Join(dir, fmt.Sprintf("p%d.txt", i))
			require.NoError(t, os.WriteFile(file, []byte(parts[0]+"\n"), 0o644))
			out := sudoku(t, "solve", "--count", "1000", "--format", "json", file)
			res := decodeLines(t, out.stdout)
			require.Len(t, res, 1)
			assert.Equal(t, want, res[0].Count)
			switch {
			case want == 0:
				assert.Equal(t, "no-solution", res[0].Status)
				assert.Equal(t, exitUnsolved, out.code)
				assert.Empty(t, res[0].Solution)
			case want == 1:
				assert.Equal(t, "unique", res[0].Status)
				assert.Equal(t, exitOK, out.code)
			default:
				assert.Equal(t, "multiple", res[0].Status)
				assert.Equal(t, exitOK, out.code)
			}
			if want > 0 {
				assert.Empty(t, groupProblems(classic.Rules, parseOne(t, classic.Rules, res[0].Solution), parseOne(t, classic.Rules, parts[0])))
			}
		})
	}
	assert.Greater(t, n, 10)
}

func TestStrategiesFlag(t *testing.T) {
	tests := []struct {
		name     string
		flag     string
		code     int
		status   string
		counted  []string
		inStderr []string
	}{
		{"one", "LastValue", exitOK, "solved", []string{"LastValue"}, nil},
		{"case and order", "possiblevalueforfield,LastValue", exitOK, "solved", []string{"PossibleValueForField", "LastValue"}, nil},
		{"unknown", "Nope", exitBad, "", nil, []string{`unknown strategy "Nope"`, "LastValue, PossibleFieldForValueInGroup, DirectPointing, DirectClaiming"}},
		{"twice", "LastValue,LastValue", exitBad, "", nil, []string{"LastValue is listed twice"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := sudoku(t, "solve", "--strategies", tt.flag, "--format", "json", "--spec", "hyper")
			assert.Equal(t, tt.code, out.code, out.stderr)
			for _, s := range tt.inStderr {
				assert.Contains(t, out.stderr, s)
			}
			if tt.status == "" {
				assert.Empty(t, out.stdout)
				return
			}
			res := decodeLines(t, out.stdout)
			require.Len(t, res, 1)
			assert.Equal(t, tt.status, res[0].Status)
			require.NotNil(t, res[0].Stats)
			var names []string
			for _, m := range res[0].Stats.Moves {
				names = append(names, m.Strategy)
			}
			assert.Equal(t, tt.counted, names)
		})
	}
}

// TestThreadsKeepOrder solves the 2,000 puzzles of sound.txt from one file
// with one and with several threads: the output is in input order, the same
// either way, and each line is its puzzle's known solution.
func TestThreadsKeepOrder(t *testing.T) {
	file, solutions := manyPuzzles(t, t.TempDir(), 1)
	require.GreaterOrEqual(t, len(solutions), 2000)

	var first string
	for _, threads := range []string{"1", "2", "5"} {
		t.Run(threads, func(t *testing.T) {
			out := sudoku(t, "solve", "--threads", threads, "--format", "line", file)
			require.Equal(t, exitOK, out.code, out.stderr)
			assert.Equal(t, strings.Join(solutions, "\n")+"\n", out.stdout)
			assert.Contains(t, out.stderr, fmt.Sprintf("%d puzzles: %d solved", len(solutions), len(solutions)))
			if first == "" {
				first = out.stdout
			}
			assert.Equal(t, first, out.stdout)
		})
	}
}

func TestOtherCommands(t *testing.T) {
	names := specs.Names()
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout []string
		stderr []string
	}{
		{"specs", []string{"specs"}, exitOK, append([]string{"NxN", "latinN", "latin7"}, names...), nil},
		{"spec hyper", []string{"spec", "hyper"}, exitOK, []string{"hyper", "window 1", "r2c2", "box 9", "row 1", "column 9"}, []string{"hyper: valid"}},
		{"spec NxN", []string{"spec", "10x10"}, exitOK, []string{"row 10"}, nil},
		{"spec unknown", []string{"spec", "hyperr"}, exitBad, nil, []string{`unknown spec "hyperr"`}},
		{"spec no name", []string{"spec"}, exitBad, nil, []string{"give one spec name or file", "sudoku spec --help"}},
		{"strategies", []string{"strategies"}, exitOK, []string{"LastValue", "PossibleValueForField", "PossibleFieldForValueInGroup", "hidden single", "NakedPair", "HiddenQuad"}, nil},
		{"show", []string{"show", "--spec", "x"}, exitOK, []string{"puzzle 1 at builtin/x.yaml:", "2 . . | . . . | . . ."}, nil},
		{"help", []string{"help"}, exitOK, []string{"Usage:", "Exit codes"}, nil},
		{"no command", nil, exitBad, nil, []string{"Usage:"}},
		{"unknown command", []string{"solv"}, exitBad, nil, []string{`unknown command "solv"`, "Did you mean this?\n\tsolve", "Run 'sudoku --help' for usage."}},
		{"bad format", []string{"solve", "--format", "xml"}, exitBad, nil, []string{`--format "xml"`}},
		{"bad count", []string{"solve", "--count", "0"}, exitBad, nil, []string{"--count 0"}},
		{"bad flag", []string{"solve", "--nope"}, exitBad, nil, []string{"-nope"}},
		{"missing file", []string{"solve", "no-such-file.txt"}, exitBad, nil, []string{"no-such-file.txt"}},
		{"solve help", []string{"solve", "-h"}, exitOK, []string{"Usage:\n  sudoku solve [flags]", "--spec"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := sudoku(t, tt.args...)
			assert.Equal(t, tt.code, out.code, out.stderr)
			for _, s := range tt.stdout {
				assert.Contains(t, out.stdout, s)
			}
			if tt.name == "strategies" {
				// name, difficulty, level, when it runs: in difficulty order.
				assert.Regexp(t, `(?m)^PossibleFieldForValueInGroup +1\.2-1\.5 +easy +default +`, out.stdout)
				assert.Regexp(t, `(?m)^LockedCandidates +2\.6-2\.8 +medium +on request +`, out.stdout)
				assert.Regexp(t, `(?s)LastValue.*PossibleValueForField.*NakedPair.*HiddenPair.*NakedQuad`, out.stdout)
			}
			for _, s := range tt.stderr {
				assert.Contains(t, out.stderr, s)
			}
			if tt.code != exitOK {
				assert.Empty(t, out.stdout)
			}
		})
	}
}

// TestSolveTrueCandidates: --true-candidates says how many solutions a
// puzzle has and which values each field holds in some solution; a puzzle
// with none exits 1.
func TestSolveTrueCandidates(t *testing.T) {
	out := sudoku(t, "solve", "--spec", "4x4", "--true-candidates", "1...............")
	require.Equal(t, 0, out.code, out.stderr)
	assert.Contains(t, out.stdout, "puzzle 1 at argument 1:1:1: 72 solutions; the values each field holds in some solution:\n1    234  | 234  234\n")
	out = sudoku(t, "solve", "--spec", "4x4", "--true-candidates", "--count", "3", "--format", "json", "1...............")
	require.Equal(t, 0, out.code, out.stderr)
	var j struct {
		Count      int  `json:"count"`
		CountCut   bool `json:"countCut"`
		Candidates []struct {
			Field  string `json:"field"`
			Values string `json:"values"`
		} `json:"candidates"`
	}
	require.NoError(t, json.Unmarshal([]byte(out.stdout), &j))
	assert.Equal(t, 3, j.Count)
	assert.True(t, j.CountCut, "the count stopped at its limit")
	require.Len(t, j.Candidates, 15)
	assert.Equal(t, "2 3 4", j.Candidates[0].Values, "exact past the limit")
	out = sudoku(t, "solve", "--spec", "4x4", "--true-candidates", "11..............")
	assert.Equal(t, 2, out.code, "givens that clash are bad input")
	out = sudoku(t, "solve", "--spec", "4x4", "--true-candidates", "12....34........")
	assert.Equal(t, 1, out.code, "no solution: %s", out.stdout)
	assert.Contains(t, out.stdout, "0 solutions")
}

// TestSolveTrueCandidatesStops: a puzzle past its time limit is reported
// with how far its search got, and the next follows; an interrupt ends
// the run, saying what the puzzle under way had reached and that the
// ones before it are printed. Neither says the context's own words.
func TestSolveTrueCandidatesStops(t *testing.T) {
	empty := strings.Repeat(".", 625)
	out := sudoku(t, "solve", "--spec", "25x25", "--true-candidates", "--timeout", "200ms", empty, empty)
	assert.Equal(t, exitUnsolved, out.code, out.stderr)
	assert.Empty(t, out.stdout)
	for n := 1; n <= 2; n++ {
		assert.Contains(t, out.stderr, fmt.Sprintf("sudoku: puzzle %d at argument %d:1:1: the time limit of 200ms ran out: stopped ", n, n))
	}
	assert.Contains(t, out.stderr, "the true candidates are not all known, so none are printed\n")
	assert.NotContains(t, out.stderr, "deadline exceeded")

	data, err := os.ReadFile("../../testdata/bench/25x25.txt")
	require.NoError(t, err)
	unique, _, _ := strings.Cut(string(data), "\n")
	// Cancelled once the first puzzle's result is written: the second,
	// an empty board, takes seconds.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stdout, stderr := newLineWatch(), newLineWatch()
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"solve", "--spec", "25x25", "--true-candidates", unique, empty}, strings.NewReader(""), stdout, stderr)
	}()
	select {
	case <-stdout.first:
	case code := <-done:
		t.Fatalf("ended (exit %d) before it wrote the first puzzle's result; stderr: %s", code, stderr)
	}
	cancel()
	assert.Equal(t, exitInterrupted, <-done, stderr.String())
	assert.Contains(t, stdout.String(), "puzzle 1 at argument 1:1:1: 1 solution;")
	assert.NotContains(t, stdout.String(), "puzzle 2")
	assert.Regexp(t, `^sudoku: interrupted: puzzle 2 at argument 2:1:1: stopped .*: the true candidates are not (all )?known, so none are printed; the 1 puzzle before it is printed\n$`, stderr.String())
	assert.NotContains(t, stderr.String(), "context canceled")
}
