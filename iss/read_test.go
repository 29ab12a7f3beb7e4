package iss_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/iss"
	"github.com/sudoku-rules/sudoku/specs"
)

func TestLooks(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{".Cage~15~R1C1~R1C2", true},
		{"  .~R1C1_5", true},
		{".AntiKnight", true},
		{".Shape~6x6.Thermo~R1C1~R1C2", true},
		{iss.Link(".Thermo~R1C1~R1C2"), true},
		{"https://sigh.github.io/Interactive-Sudoku-Solver/?q=.Cage~3~R1C1~R1C2&mode=all", true},
		{"..3.4.5..", false}, // a puzzle line
		{".A.B.C.D", false},  // a line of letters
		{".X.V", false},      // one-letter types need their arguments
		{".Foo~1", false},    // no type of ISS's
		{"https://f-puzzles.com/?load=N4Ig", false},
		{"", false},
	} {
		assert.Equal(t, tc.want, iss.Looks(tc.text), "%q", tc.text)
	}
}

// TestReadErrors: each bad text gets its errors at the line and column
// of the constraint or argument.
func TestReadErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Cage~3~R1C1", []string{"t:1:1: not an ISS constraint string"}},
		{".Cage~x~R1C1~R1C2", []string{`t:1:7: "x" is no whole number`}},
		{".Thermo~R1C1~R10C1", []string{`t:1:14: "R10C1" is no cell`}},
		{".Shape~6x6.Thermo~R1C1~R7C1", []string{"t:1:24: R7C1 is off the 6x6 board"}},
		{".Thermo~R1C1~R1C2\n  .Frob~1", []string{`t:2:3: "Frob" is no constraint of ISS's`}},
		{".Doppelganger", []string{`t:1:1: ISS's Doppelganger has no rule here: ".Doppelganger"`}},
		{".Sum~3_=_1_2~R1C1~R1C2", []string{"t:1:6: ISS's Sum with coefficients"}},
		{".Sum~3~R1C1~R1C1", []string{"t:1:13: ISS's Sum over a cell twice (R1C1, counted twice) has no rule here"}},
		{".Or.Thermo~R1C1~R1C2.End", []string{"t:1:1: ISS's Or (a rule made of others) has no rule here yet"}},
		{".Shape~20x20", []string{"t:1:8: the board 20x20 is not from 1x1 to 16x16"}},
		{".Shape~9x9~2-10", []string{`t:1:8: the values "2-10" are no range`}},
		{".~R1C1_5~R1C1_6", []string{`t:1:10: "R1C1" is given twice, 5 and 6`}},
		{".~R1C1_0", []string{`t:1:3: "0" is no value of this board (1 to 9)`}},
		{".~R1C1", []string{`t:1:3: "R1C1" gives no value`}},
		{".Modular~4~R1C1~R1C2", []string{"t:1:10: a modular line of 4 has no rule here"}},
		{".WhiteDot~R1C1~R3C3", []string{"t:1:1: WhiteDot marks no two cells that share an edge"}},
		{".LittleKiller~10~R5C5", []string{"t:1:18: no little killer's diagonal starts at R5C5"}},
		{".Diagonal~2", []string{"t:1:11: a diagonal is 1 (╱) or -1 (╲), not 2"}},
		{".Cage~45~R1C1~R1C2", []string{"t:1:1: no 2 different values add up to 45"}},
		{".End", []string{"t:1:1: .End closes no .And or .Or"}},
		{".~R1C1_5~R1C2_5", []string{"t:1:1: r1c1 and r1c2 both hold 5 in row 1"}},
	} {
		_, err := iss.Read("t", tc.text)
		require.Error(t, err, tc.text)
		errs := game.SplitErrors(err)
		require.Len(t, errs, len(tc.want), "%q: %v", tc.text, err)
		for i, want := range tc.want {
			assert.Contains(t, errs[i].Error(), want, tc.text)
		}
	}
}

// TestReadOptions: the board's shape, values, groups and givens as ISS
// gives them.
func TestReadOptions(t *testing.T) {
	for _, tc := range []struct {
		text                string
		rows, cols, values  int
		first               string
		groups              int // beyond rows and columns
		givens, constraints int
	}{
		{".", 9, 9, 9, "1", 9, 0, 0},
		{".Shape~6x6.~R1C1_5", 6, 6, 6, "1", 6, 1, 0},
		{".Shape~9x9~0-8.~R1C1_0", 9, 9, 9, "0", 9, 1, 0},
		{".Shape~7x7~9.NoBoxes", 7, 7, 9, "1", 0, 0, 0},
		{".Shape~9x9~~Raw", 9, 9, 9, "1", -18, 0, 0},
		{".Shape~16x16.~RgCg_16", 16, 16, 16, "1", 16, 1, 0},
		{".DisjointSets.Windoku.Diagonal~1.Diagonal~-1", 9, 9, 9, "1", 9 + 9 + 4 + 2, 0, 0},
		{".~R1C1_1_3_5", 9, 9, 9, "1", 9, 0, 1},
		{".AllDifferent~R1C1~R5C5~R9C9.AntiKnight", 9, 9, 9, "1", 10, 0, 1},
	} {
		p, err := iss.Read("t", tc.text)
		require.NoError(t, err, tc.text)
		r := p.Rules
		assert.Equal(t, []int{tc.rows, tc.cols, tc.values}, []int{r.Rows, r.Cols, r.NumValues()}, tc.text)
		assert.Equal(t, tc.first, r.Values.Name(0), tc.text)
		assert.Equal(t, tc.rows+tc.cols+tc.groups, len(r.GroupSpecs()), tc.text)
		given := 0
		for _, v := range p.Givens {
			if v != game.Empty {
				given++
			}
		}
		assert.Equal(t, tc.givens, given, tc.text)
		assert.Len(t, r.Constraints, tc.constraints, tc.text)
	}
}

// TestWriteSpecs writes every puzzle of the constraint sets as ISS's
// string, which Write reads back to the same rules and givens, or says
// which rule ISS cannot say.
func TestWriteSpecs(t *testing.T) {
	files, err := filepath.Glob("../testdata/constraints/*.yaml")
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skip("no ../testdata/constraints/*.yaml: nothing to write")
	}
	written := 0
	for _, file := range files {
		sp, err := specs.Load(file)
		require.NoError(t, err, file)
		ps, err := input.Defaults(sp)
		require.NoError(t, err, file)
		for _, p := range ps {
			rules := p.RulesOr(sp.Rules)
			s, err := iss.Write(p, rules)
			if err != nil {
				assert.Regexp(t, "^ISS (has no|cannot|has the values|has boards|'s)", err.Error(), "%s: %s", file, p.Title)
				continue
			}
			written++
			back, err := iss.Read("written", s)
			require.NoError(t, err)
			assert.Equal(t, puzzle.Line(rules, p.Givens), puzzle.Line(back.Rules, back.Givens), "%s: %s", file, p.Title)
		}
	}
	assert.Positive(t, written)
	t.Logf("%d puzzles written", written)
}

func FuzzRead(f *testing.F) {
	data, err := os.ReadFile("testdata/puzzles.tsv")
	if err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if cols := strings.Split(line, "\t"); len(cols) == 5 && len(cols[4]) < 2000 {
				f.Add(cols[4])
			}
		}
	}
	for _, s := range []string{".", ".~", ".Cage~", ".Shape~0x0", ".Shape~16x16~0-15", ".Jigsaw~~", ".LittleKiller~1~R1C1", ".Sandwich~0~C9", ".FullRankTies~none", ".And.End.End"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := iss.Read("fuzz", text)
		if err != nil {
			_ = err.Error()
			return
		}
		if s, err := iss.Write(p, p.Rules); err == nil {
			if _, err := iss.Read("written", s); err != nil {
				t.Fatalf("%q written as %q does not read back: %v", text, s, err)
			}
		}
	})
}

func ExampleRead() {
	p, err := iss.Read("example", ".Shape~4x4.~R1C1_1~R2C3_4.Cage~7~R4C1~R4C2.Thermo~R1C4~R2C4~R3C4")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Rules.Rows, "x", p.Rules.Cols)
	for _, c := range p.Rules.Constraints {
		fmt.Println(c.Name())
	}
	s, _ := iss.Write(p, p.Rules)
	fmt.Println(s)
	// Output:
	// 4 x 4
	// cage 7 at r4c1 r4c2
	// thermometer r1c4-r3c4
	// .Shape~4x4.~R1C1_1~R2C3_4.Cage~7~R4C1~R4C2.Thermo~R1C4~R2C4~R3C4
}

// TestPairs: ISS's pair tables, by their keys: the nabner's reads as
// the nabner kind and writes back as its key; another as a kind defined
// for the table, one kind for each table, which writes back as its key.
func TestPairs(t *testing.T) {
	nabner := ".PairX~8H_xf8H_xf8H_B~_Nabner~R1C1~R1C2~R1C3~~R5C5~R6C5"
	p, err := iss.Read("t", nabner)
	require.NoError(t, err)
	require.Len(t, p.Rules.Constraints, 2)
	assert.Equal(t, "Nabner", p.Rules.Constraints[0].Kind().Name)
	s, err := iss.Write(p, p.Rules)
	require.NoError(t, err)
	assert.Equal(t, ".PairX~8H_xf8H_xf8H_B~R1C1~R1C2~R1C3.PairX~8H_xf8H_xf8H_B~R5C5~R6C5", s)
	legacy, err := iss.Read("t", ".BinaryX~8H-xf8H-xf8H-B~~R1C1~R1C2~R1C3")
	require.NoError(t, err)
	assert.Equal(t, "Nabner", legacy.Rules.Constraints[0].Kind().Name, "the older type swaps - and _")

	// a < b along the line: 1 before 2 to 9, 2 before 3 to 9, ...
	less := ".Pair~-_7_9f_-_Hv_Dw~R1C1~R1C2~R1C3.Pair~-_7_9f_-_Hv_Dw~R2C1~R2C2"
	p, err = iss.Read("t", less)
	require.NoError(t, err)
	require.Len(t, p.Rules.Constraints, 2)
	assert.Equal(t, p.Rules.Constraints[0].Kind(), p.Rules.Constraints[1].Kind(), "one kind for one table")
	s, err = iss.Write(p, p.Rules)
	require.NoError(t, err)
	back, err := iss.Read("t", s)
	require.NoError(t, err)
	assert.Equal(t, len(p.Rules.Constraints), len(back.Rules.Constraints))
	_, err = iss.Read("t", ".Pair~-_7_9f_-_Hv_Dw~R1C1~R3C3")
	assert.ErrorContains(t, err, "ISS's Pair over cells that make no line has no rule here")
}

// TestRegex: ISS's regular expression lines read as a kind defined by
// the pattern, one for each pattern, and write back as it; the older
// URL-escaped pattern reads too.
func TestRegex(t *testing.T) {
	for _, text := range []string{
		".Regex~KDEyfDIuM3wzLi40fDQuLi41fDUuLi4uNikuKg~R1C5~R1C4~R1C3~~R2C6~R2C5",
		".Regex~(12%7C2%2E3%7C3%2E%2E4%7C4%2E%2E%2E5%7C5%2E%2E%2E%2E6)%2E*~R1C5~R1C4~R1C3~~R2C6~R2C5",
	} {
		p, err := iss.Read("t", text)
		require.NoError(t, err, text)
		require.Len(t, p.Rules.Constraints, 2)
		assert.Equal(t, p.Rules.Constraints[0].Kind(), p.Rules.Constraints[1].Kind())
		s, err := iss.Write(p, p.Rules)
		require.NoError(t, err)
		assert.Equal(t, ".Regex~KDEyfDIuM3wzLi40fDQuLi41fDUuLi4uNikuKg~R1C5~R1C4~R1C3.Regex~KDEyfDIuM3wzLi40fDQuLi41fDUuLi4uNikuKg~R2C6~R2C5", s)
	}
	_, err := iss.Read("t", ".Regex~KF4xKQ~R1C1~R1C2")
	assert.ErrorContains(t, err, `ISS's Regex "(^1)" has no rule here`)
}

// TestWriteRefuses: a board ISS has not is an error, givens and all.
func TestWriteRefuses(t *testing.T) {
	for name, want := range map[string]string{"samurai": "ISS has boards of up to 16x16, not 21x21", "25x25": "not 25x25", "colors": "ISS has the values 1 to n or 0 to n-1"} {
		sp, err := specs.Builtin(name)
		require.NoError(t, err)
		ps, err := input.Defaults(sp)
		require.NoError(t, err)
		givens := game.EmptyGrid(sp.Rules.NumFields())
		if len(ps) > 0 {
			givens = ps[0].Givens
		}
		_, err = iss.Write(&puzzle.Puzzle{Givens: givens}, sp.Rules)
		assert.ErrorContains(t, err, want, name)
	}
}
