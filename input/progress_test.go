package input_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/internal/errmark"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestBadCandidates reads the default puzzles of each spec of
// testdata/bad, whose candidates are wrong: the errors must be those its
// markers expect (package errmark), at their places in the spec, each
// with its line as Source.
func TestBadCandidates(t *testing.T) {
	files, err := filepath.Glob("testdata/bad/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			want, _, err := errmark.Read(path)
			require.NoError(t, err)
			require.NotEmpty(t, want)
			sp, err := specs.Load(path)
			require.NoError(t, err, "the spec reads; its candidates do not")
			ps, derr := input.Defaults(sp)
			require.Error(t, derr)
			for _, p := range ps {
				assert.Nil(t, p.Progress, "a puzzle of bad candidates is left out")
			}
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			lines := strings.Split(string(src), "\n")
			var got []*game.Error
			for _, e := range game.SplitErrors(derr) {
				var ge *game.Error
				require.True(t, errors.As(e, &ge), "%T: %v", e, e)
				assert.Equal(t, path, ge.Pos.File)
				if ge.Pos.Line >= 1 && ge.Pos.Line <= len(lines) {
					assert.Equal(t, lines[ge.Pos.Line-1], ge.Source, "%v", ge)
				}
				got = append(got, ge)
			}
			errmark.Check(t, want, errmark.FromGame(got))
		})
	}
}

// set returns the set of values, by index.
func set(vs ...int) game.ValueSet {
	var s game.ValueSet
	for _, v := range vs {
		s |= game.Bit(v)
	}
	return s
}

// The candidates and placed fields of a spec's puzzle are its position
// in progress, in each notation: a candidate line, a grid of words, a
// puzzle; a spec read from standard input is found by how it starts.
func TestDefaultsProgress(t *testing.T) {
	all4 := set(0, 1, 2, 3)
	tests := []struct {
		name, spec string
		cands      map[int]game.ValueSet // the fields whose candidates are not all4
		placed     []int
	}{
		{"a candidate line", `name: line
extends: 4x4
puzzles:
  - givens: "1..............."
    candidates: "1....2....3....4` + strings.Repeat("1234", 12) + `"
    placed: [r1c2]
`, map[int]game.ValueSet{0: set(0), 1: set(1), 2: set(2), 3: set(3)}, []int{1}},
		{"a grid of words", `name: words
size: 2x2
values: [ten, twenty]
groups: [rows, columns]
puzzles:
  - givens: ". twenty . ."
    candidates: |2
      ten,twenty twenty
      twenty     ten
    placed: [r2c2]
`, map[int]game.ValueSet{0: set(0, 1), 1: set(1), 2: set(1), 3: set(0)}, []int{3}},
		{"a grid with borders, of a killer without givens", `name: killer
extends: 4x4
puzzles:
  - candidates: |
      12 12 | 34 34
      .  .  | .  .
      ------+------
      .  .  | .  .
      .  .  | .  .
    constraints:
      - killer: {cells: [r1c1, r1c2], sum: 3}
`, map[int]game.ValueSet{0: set(0, 1), 1: set(0, 1), 2: set(2, 3), 3: set(2, 3)}, nil},
		{"a puzzle", `name: puzzle
extends: 4x4
puzzles:
  - givens: "1..............."
    candidates: "12.............."
`, map[int]game.ValueSet{0: set(0), 1: set(1)}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, name := range []string{"spec.yaml", "-"} {
				ps, err, whole := input.Whole(name, []byte(tt.spec))
				require.True(t, whole, name)
				require.NoError(t, err, name)
				require.Len(t, ps, 1)
				p := ps[0]
				require.NotNil(t, p.Progress)
				for f, c := range p.Progress.Cands {
					want, ok := tt.cands[f]
					if !ok {
						want = p.RulesOr(nil).Values.All()
						if p.RulesOr(nil).NumValues() == 4 {
							want = all4
						}
					}
					assert.Equal(t, want, c, "%s: field %d", name, f)
				}
				var placed []int
				for f, on := range p.Progress.Placed {
					if on {
						placed = append(placed, f)
					}
				}
				assert.Equal(t, tt.placed, placed, name)
			}
		})
	}
}

// LooksSpec: a spec's first line (after comments) starts with one of its
// keys and a colon; puzzles, pencil marks and f-puzzles do not.
func TestLooksSpec(t *testing.T) {
	tests := []struct {
		head string
		want bool
	}{
		{"name: \"hint --apply\"\nextends: classic\n", true},
		{"# saved\n\nextends: classic\n", true},
		{"\ufeffvalues: 1-4\n", true},
		{"puzzles:\n", true},
		{"size: 9x9", true},
		{"names: x\n", false},
		{"  name: indented\n", false},
		{"1..4.4..2..3..1.\n", false},
		{"# givens: 1..4\n# placed: r1c2\n12 34 | 34 34\n", false},
		{`{"size":9}`, false},
		{"N4IgzglgXgpiBcBOA", false},
		{"3x3::k:4609:4098", false},
		{"", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, input.LooksSpec(tt.head), "%q", tt.head)
	}
}

// The guide's example (docs/variants.md) of a position in progress reads, its placed
// fields placed.
func TestReadmeProgressExample(t *testing.T) {
	data, err := os.ReadFile("../docs/variants.md")
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(data), "A puzzle entry may hold a position in progress")
	require.True(t, ok, "the guide's example of candidates and placed")
	_, rest, ok = strings.Cut(rest, "```yaml\n")
	require.True(t, ok)
	block, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	ps, err, whole := input.Whole("docs/variants.md", []byte("name: saved\n"+block))
	require.True(t, whole)
	require.NoError(t, err, "%s", block)
	require.Len(t, ps, 1)
	require.NotNil(t, ps[0].Progress)
	assert.Equal(t, []bool{false, true, true, true}, ps[0].Progress.Placed[:4])
}
