package sudokupad_test

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

// refusedKinds are the kinds of rule (and "values", a board of other
// values) whose puzzles of the constraint specs Write refuses, and why.
var refusedKinds = map[string]string{
	"values":           "SCL's cells hold the numbers 1 to the board's side",
	"allowed":          "given pencil marks are not read as rules",
	"clone":            "SudokuPad's converter draws clones as grey cells that do not say whose clone a cell is",
	"containexact":     "the reader reads no contain-exact clues",
	"fullrank":         "the reader reads no full rank clues",
	"lockout":          "the reader reads no lockout lines",
	"lookandsay":       "the reader reads no look-and-say clues",
	"lunchbox":         "the reader reads no lunchboxes",
	"samevalues":       "the reader reads no sets of same values",
	"valueindexing":    "the reader reads no value indexing lines",
	"countdistinct":    "a kind of the library, which no SCL drawing reads",
	"countingcircles":  "a kind of the library, which no SCL drawing reads",
	"doublearrow":      "a kind of the library, which no SCL drawing reads",
	"dutchflatmates":   "a kind of the library, which no SCL drawing reads",
	"equalitycage":     "a kind of the library, which no SCL drawing reads",
	"greaterthan":      "a kind of the library; the reader reads inequality signs, but the writer draws none",
	"hiddenskyscraper": "a kind of the library, which no SCL drawing reads",
	"numberedroom":     "a kind of the library, which no SCL drawing reads",
	"rellik":           "a kind of the library, which no SCL drawing reads",
	"sum":              "a kind of the library, which no SCL drawing reads",
	"roomorxsum":       "a kind of the library, which no SCL drawing reads",
	"sumline":          "a kind of the library, which no SCL drawing reads",
	// The reader reads plain lines only when the rules text names one
	// kind of line, and a thermometer is one: with thermometers, the
	// rules text names two.
	"nabner":   "plain lines with thermometers",
	"renban":   "plain lines with thermometers",
	"whispers": "plain lines with thermometers",
}

var kindRE = regexp.MustCompile(`(?:kind|lines of kind) (\w+)|(the values) 1 to`)

// TestWriteSpecs writes every puzzle of the constraint specs: each
// writes and reads back to the same rules and givens (Write checks it;
// here through its link), or fails with an error that names a kind of
// refusedKinds.
func TestWriteSpecs(t *testing.T) {
	files, err := filepath.Glob("../testdata/constraints/*.yaml")
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skip("no ../testdata/constraints/*.yaml: nothing to write")
	}
	written, refused := 0, map[string]int{}
	for _, file := range files {
		sp, err := specs.Load(file)
		require.NoError(t, err, file)
		ps, err := input.Defaults(sp)
		require.NoError(t, err, file)
		for _, p := range ps {
			name := filepath.Base(file) + ": " + p.Title
			rules := p.RulesOr(sp.Rules)
			out, err := sudokupad.Write(p, rules, nil)
			if err != nil {
				m := kindRE.FindStringSubmatch(err.Error())
				require.NotNil(t, m, "%s: the error names no kind: %v", name, err)
				kind := m[1]
				if m[2] != "" {
					kind = "values"
				}
				assert.Contains(t, refusedKinds, kind, "%s: %v", name, err)
				refused[kind]++
				continue
			}
			written++
			back, err := sudokupad.Read("written", sudokupad.Link(out))
			require.NoError(t, err, name)
			require.NoError(t, constraint.SameBoard(rules, back.Rules), name)
			assert.Equal(t, p.Givens, back.Givens, name)
			assert.Equal(t, p.Title, back.Title, name)
		}
	}
	var kinds []string
	for k := range refused {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		t.Logf("%3d refused for %s: %s", refused[k], k, refusedKinds[k])
	}
	t.Logf("%d puzzles written", written)
	assert.Positive(t, written)
}

// handMade are small puzzles of the kinds SudokuPad draws, each with
// what its JSON must hold.
var handMade = []struct {
	name, spec string
	want       []string // texts the JSON holds
}{
	{"killer", `killer: {cells: [r1c1, r1c2, r2c1], sum: 12}`, []string{`"unique":true`, `"sum":12`, `Killer cage: `}},
	{"thermometer", `thermometer: {cells: [r2c2, r3c3, r4c4, r4c5]}`, []string{`"thickness":21`, `"width":0.85`}},
	{"arrow with a pill", `arrow: {circle: [r1c1, r1c2], cells: [r2c3, r3c4, r4c5]}`, []string{`"headLength":0.3`, `"width":1.75`}},
	{"little killer", `littlekiller: {clue: r0c1, direction: down-right, sum: 23}`, []string{`"text":23`, `[-0.2,0.8]`}},
	{"sandwich", "sandwich: {row: 3, sum: 15}\n      - sandwich: {column: 9, sum: 0}", []string{`"text":15`, `"text":0`, `Sandwich: `}},
	{"dots with the negative rule", `kropki: {white: [[r1c1, r1c2]], black: [[r5c5, r6c5]], negative: true}`, []string{`All possible white and black dots are given.`}},
	{"whispers", `whispers: {cells: [r1c1, r2c2, r3c3, r3c4], by: 5}`, []string{`German whispers (green lines)`, `#67F067`}},
	{"renban and anti-knight", "renban: {cells: [r9c9, r9c8, r9c7]}\n      - antiknight", []string{`Renban (purple lines)`, `Anti-knight: `}},
	{"xv", `xv: {x: [[r1c1, r1c2]], v: [[r2c2, r3c2]], negative: true}`, []string{`"text":"X"`, `All possible X and V are given.`}},
	{"quadruple, even and odd", "quadruple: {cells: [r1c1, r1c2, r2c1, r2c2], values: [1, 2]}\n      - even: {cells: [r5c5]}\n      - odd: {cells: [r6c6]}", []string{`"text":"1 2"`}},
	{"minimum and maximum", "minimum: {cells: [r1c1]}\n      - maximum: {cells: [r9c9, r9c8]}", []string{`"thickness":1`}},
	{"between line", `betweenline: {cells: [r1c1, r1c2, r1c3, r1c4]}`, []string{`[0.5,0.9]`}},
}

// TestWriteHandMade writes small puzzles, each read back by Write, and
// opens their links.
func TestWriteHandMade(t *testing.T) {
	for _, tc := range handMade {
		t.Run(tc.name, func(t *testing.T) {
			p, rules := handPuzzle(t, tc.spec)
			out, err := sudokupad.Write(p, rules, nil)
			require.NoError(t, err)
			for _, w := range tc.want {
				assert.Contains(t, string(out), w)
			}
			link := sudokupad.Link(out)
			require.True(t, strings.HasPrefix(link, sudokupad.LinkPrefix))
			data, err := sudokupad.Decode("link", link)
			require.NoError(t, err)
			assert.JSONEq(t, string(out), string(data))
			back, err := sudokupad.Read("link", link)
			require.NoError(t, err)
			require.NoError(t, constraint.SameBoard(rules, back.Rules))
			assert.Equal(t, p.Givens, back.Givens)
			assert.Equal(t, "Hand made", back.Title)
			assert.Equal(t, "Tester", back.Author)
			assert.True(t, strings.HasPrefix(back.Text, "Normal sudoku rules apply."), back.Text)
		})
	}
}

// handPuzzle makes a classic puzzle with one given and the rules of a
// spec's constraints.
func handPuzzle(t *testing.T, items string) (*puzzle.Puzzle, *game.Rules) {
	spec := "name: t\nextends: classic\npuzzles:\n  - name: p\n    givens: \"5" + strings.Repeat(".", 80) + "\"\n    constraints:\n      - " + items + "\n"
	sp, err := specs.Parse("t.yaml", []byte(spec))
	require.NoError(t, err, spec)
	ps, err := input.Defaults(sp)
	require.NoError(t, err)
	require.Len(t, ps, 1)
	p := ps[0]
	p.Title, p.Author, p.Text = "Hand made", "Tester", "Normal sudoku rules apply."
	return p, p.RulesOr(sp.Rules)
}

// TestWriteSolution writes the solution as SudokuPad keeps it, reads it
// back, and refuses a solution that breaks the rules.
func TestWriteSolution(t *testing.T) {
	const grid = "167584329985362417342719856718293645253647198694158732571936284829471563436825971"
	p, rules := handPuzzle(t, `killer: {cells: [r1c1, r1c2], sum: 7}`)
	p.Givens[0] = 0 // r1c1 holds 1
	sol := make([]int, len(grid))
	for i := range grid {
		sol[i] = int(grid[i] - '1')
	}
	out, err := sudokupad.Write(p, rules, sol)
	require.NoError(t, err)
	assert.Contains(t, string(out), `"value":"solution: `+grid+`"`)
	back, err := sudokupad.Read("written", sudokupad.Link(out))
	require.NoError(t, err)
	assert.Equal(t, sol, back.Solution)
	sol[0], sol[1] = sol[1], sol[0]
	_, err = sudokupad.Write(p, rules, sol)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the solution breaks the rules")
}

// TestWriteErrors checks what SCL cannot carry is an error that names it.
func TestWriteErrors(t *testing.T) {
	for _, tc := range []struct{ name, spec, want string }{
		{"two kinds of lines", "renban: {cells: [r1c1, r1c2]}\n      - whispers: {cells: [r3c1, r3c2], by: 5}", "this reader reads the plain lines of a puzzle as one kind, named by the rules text, and these rules have renban and whispers"},
		{"whispers of 3", `whispers: {cells: [r1c1, r1c2], by: 3}`, "whispers at r1c1: this reader reads whispers of 5 (German) or 4 (Dutch), not of 3"},
		{"lunchbox", `lunchbox: {cells: [r1c1, r1c2, r1c3], sum: 0}`, "lunchbox at r1c1: SCL cannot carry a rule of kind lunchbox"},
		{"two kinds of clues", "sandwich: {row: 1, sum: 5}\n      - xsum: {clue: r0c3, sum: 10}", "these rules have sandwich and xsum"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, rules := handPuzzle(t, tc.spec)
			_, err := sudokupad.Write(p, rules, nil)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// TestZip checks that Zip is the inverse of Unzip over what SudokuPad's
// zip wrote (unzip.jsonl) and the converted puzzles.
func TestZip(t *testing.T) {
	var inputs [][]byte
	for _, c := range readUnzipCases(t) {
		inputs = append(inputs, []byte(c.Unzipped))
	}
	for _, c := range readConverted(t) {
		data, err := sudokupad.Decode("scl", c.scl)
		require.NoError(t, err)
		inputs = append(inputs, data)
	}
	zipped := 0
	for i, in := range inputs {
		z, err := sudokupad.Zip(in)
		if err != nil {
			t.Logf("input %d: %v", i, err)
			continue
		}
		zipped++
		back, err := sudokupad.Unzip("zipped", z)
		require.NoError(t, err, "input %d zipped as %s", i, z)
		assert.Equal(t, withoutEmptyLists(t, in), withoutEmptyLists(t, back), "input %d", i)
	}
	t.Logf("%d of %d zipped", zipped, len(inputs))
	assert.Greater(t, zipped, len(inputs)*9/10)
}

// withoutEmptyLists reads JSON and leaves out the keys whose value is an
// empty list, as PuzzleZipper does.
func withoutEmptyLists(t *testing.T, data []byte) any {
	var v any
	require.NoError(t, json.Unmarshal(data, &v))
	var clean func(v any)
	clean = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if l, ok := x.([]any); ok && len(l) == 0 {
					delete(v, k)
					continue
				}
				clean(x)
			}
		case []any:
			for _, x := range v {
				clean(x)
			}
		}
	}
	clean(v)
	return v
}

// TestZipTexts zips texts with what SudokuPad's unzip would misread, and
// checks they come back.
func TestZipTexts(t *testing.T) {
	for _, s := range []string{
		`it's "quoted"`, `a\b`, `ends in \`, "curly ’ quote", "line\nbreak", `[Note: x]`, `a,b:c`, `x:#0,`, `time:abcdef]`,
		`:false,`, `[{},{}]`, "colour: #CFCFCF", "title: Hé ★",
	} {
		in, err := json.Marshal(map[string]any{"cages": []any{map[string]any{"value": s}, map[string]any{}}})
		require.NoError(t, err)
		z, err := sudokupad.Zip(in)
		require.NoError(t, err, s)
		back, err := sudokupad.Unzip("z", z)
		require.NoError(t, err, z)
		assert.JSONEq(t, string(in), string(back), "%q zipped as %s", s, z)
	}
	for _, tc := range []struct{ in, want string }{
		{`{"cages":[{"value":"a:f,"}]}`, "zip: cages[0].value: the text \"a:f,\", which SudokuPad's unzip reads otherwise"},
		{`{"title":"abcdef"}`, "zip: title: the text \"abcdef\", six hex digits"},
		{`{"c":1}`, "zip: c: the key \"c\" is PuzzleZipper's short form of color"},
		{`{"lines":[[]]}`, "zip: lines[0]: an empty list in a list"},
		{`{"a":`, "zip: not JSON"},
	} {
		_, err := sudokupad.Zip([]byte(tc.in))
		require.Error(t, err, tc.in)
		assert.Contains(t, err.Error(), tc.want)
	}
	z, err := sudokupad.Zip([]byte(`{"cells":[[{},{"value":1}]],"lines":[{"color":"#000000","thickness":2,"wayPoints":[]}],"overlays":[{"rounded":false,"backgroundColor":"#FFFFFF","borderColor":"#a1a1a1"}],"regions":[]}`))
	require.NoError(t, err)
	assert.Equal(t, `{ce:[[,{v:1}]],l:[{c:#0,th:2}],o:[{r:f,c2:#F,c1:a1a1a1}]}`, z)
	assert.False(t, slices.Contains([]byte(z), '"'))
}

// TestWriteBuiltins: every built-in spec's default puzzle writes, or is
// an error (a board with holes, values that are not 1 to n): never a
// panic, givens and all.
func TestWriteBuiltins(t *testing.T) {
	for _, name := range specs.Names() {
		sp, err := specs.Builtin(name)
		require.NoError(t, err)
		ps, err := input.Defaults(sp)
		require.NoError(t, err)
		givens := game.EmptyGrid(sp.Rules.NumFields())
		if len(ps) > 0 {
			givens = ps[0].Givens
		}
		data, err := sudokupad.Write(&puzzle.Puzzle{Givens: givens}, sp.Rules, nil)
		if err != nil {
			t.Logf("%s: %v", name, err)
			continue
		}
		back, err := sudokupad.Read(name, sudokupad.Link(data))
		require.NoError(t, err, name)
		assert.Equal(t, givens, back.Givens, name)
	}
}
