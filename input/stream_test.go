package input_test

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/iss"
	"github.com/sudoku-rules/sudoku/lzstring"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// tiny is a 4x4 spec with a default puzzle in a literal block whose second
// line holds a bad value at line 7, column 8 of the file.
const tiny = `values: 1-4
groups: [rows, columns, {boxes: 2x2}]
puzzles:
  - name: good
    givens: "1... .... .... ...4"
  - name: bad
    givens: |
      1...
      .x..
      ....
      ....
`

func tinySpec(t *testing.T, dir string) *specs.Spec {
	t.Helper()
	path := filepath.Join(dir, "tiny.yaml")
	require.NoError(t, os.WriteFile(path, []byte(tiny), 0o644))
	sp, err := specs.Load(path)
	require.NoError(t, err)
	return sp
}

// readAll reads s to its end and returns, per puzzle, "POS LINE" or
// "error: POS: MSG".
func readAll(t *testing.T, r *game.Rules, s *input.Stream) []string {
	t.Helper()
	var out []string
	for range 100 {
		p, err := s.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			var perr *game.Error
			require.True(t, errors.As(err, &perr), "%v", err)
			out = append(out, "error: "+perr.Error())
			continue
		}
		out = append(out, p.Pos.String()+" "+puzzle.Line(r, p.Givens))
	}
	t.Fatal("no io.EOF after 100 puzzles")
	return nil
}

func TestStream(t *testing.T) {
	dir := t.TempDir()
	sp := tinySpec(t, dir)
	a := filepath.Join(dir, "a.txt")
	b := filepath.Join(dir, "b.txt")
	require.NoError(t, os.WriteFile(a, []byte("1...............\n# a comment\n.2..............\n"), 0o644))
	require.NoError(t, os.WriteFile(b, []byte("..3.............\n1.1.............\n...4............\n"), 0o644))
	aSize, bSize := int64(46), int64(51)

	tests := []struct {
		name        string
		files       []string
		stdin       string
		want        []string
		size        int64
		interactive bool
	}{
		{"two files in order, a bad puzzle among them", []string{a, b}, "", []string{
			a + ":1:1 1...............",
			a + ":3:1 .2..............",
			b + ":1:1 ..3.............",
			"error: " + b + ":2:3: r1c1 and r1c3 both hold 1 in row 1",
			b + ":3:1 ...4............",
		}, aSize + bSize, false},
		{"standard input between files", []string{a, "-"}, "...3............\n", []string{
			a + ":1:1 1...............",
			a + ":3:1 .2..............",
			"-:1:1 ...3............",
		}, -1, true},
		{"puzzles written out as arguments, between files", []string{"1...............", a, ".2.. .... .... ...x"}, "", []string{
			"argument 1:1:1 1...............",
			a + ":1:1 1...............",
			a + ":3:1 .2..............",
			`error: argument 3:1:19: unknown value "x": the values are 1 2 3 4; . * - _ 0 mark an empty field`,
		}, 16 + aSize + 19, false},
		{"the default puzzle, placed in the spec file", nil, "", []string{
			sp.Source + ":5:14 1..............4",
		}, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := input.Open(sp, tt.files, strings.NewReader(tt.stdin))
			require.NoError(t, err)
			defer s.Close()
			assert.Equal(t, tt.size, s.Size())
			assert.Equal(t, tt.interactive, s.Interactive())
			assert.Equal(t, tt.want, readAll(t, sp.Rules, s))
			if tt.size > 0 {
				assert.Equal(t, tt.size, s.BytesRead(), "every byte read is counted")
			}
		})
	}
}

// BytesRead follows the puzzles read, not what the reader buffered ahead:
// after each puzzle it stands at the end of that puzzle's line.
func TestBytesReadFollowsThePuzzles(t *testing.T) {
	dir := t.TempDir()
	sp := tinySpec(t, dir)
	line := "1...............\n"
	a := filepath.Join(dir, "a.txt")
	require.NoError(t, os.WriteFile(a, []byte(strings.Repeat(line, 1000)), 0o644))
	s, err := input.Open(sp, []string{a}, nil)
	require.NoError(t, err)
	defer s.Close()
	for i := 1; i <= 1000; i++ {
		_, err := s.Next()
		require.NoError(t, err)
		require.Equal(t, int64(i*len(line)), s.BytesRead(), "after puzzle %d", i)
	}
}

func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	sp := tinySpec(t, dir)
	bare, err := specs.Parse("bare.yaml", []byte("values: 1-4\ngroups: [rows, columns]\n"))
	require.NoError(t, err)
	tests := []struct {
		name  string
		sp    *specs.Spec
		files []string
		want  string
	}{
		{"missing file", sp, []string{filepath.Join(dir, "nope.txt")}, "puzzle file " + filepath.Join(dir, "nope.txt") + ": no such file or directory"},
		{"folder", sp, []string{"-", dir}, "puzzle file " + dir + " is a folder: give a file"},
		{"too short for a puzzle", sp, []string{"1..4"}, "puzzle file 1..4: no such file or directory"},
		{"a path is never a puzzle", sp, []string{"./1..............."}, "puzzle file ./1...............: no such file or directory"},
		{"no default puzzle", bare, nil, "spec bare has no default puzzle: give a puzzle file, or - for standard input"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := input.Open(tt.sp, tt.files, nil)
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

// A file that goes away after Open is a bad input, not the end of the
// stream: the files after it are still read.
func TestFileGone(t *testing.T) {
	dir := t.TempDir()
	sp := tinySpec(t, dir)
	gone := filepath.Join(dir, "gone.txt")
	kept := filepath.Join(dir, "kept.txt")
	require.NoError(t, os.WriteFile(gone, []byte("1...............\n"), 0o644))
	require.NoError(t, os.WriteFile(kept, []byte(".2..............\n"), 0o644))
	s, err := input.Open(sp, []string{gone, kept}, nil)
	require.NoError(t, err)
	require.NoError(t, os.Remove(gone))
	_, err = s.Next()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no such file or directory")
	p, err := s.Next()
	require.NoError(t, err)
	assert.Equal(t, kept+":1:1", p.Pos.String())
	_, err = s.Next()
	assert.Equal(t, io.EOF, err)
}

func TestDefaults(t *testing.T) {
	dir := t.TempDir()
	sp := tinySpec(t, dir)
	ps, err := input.Defaults(sp)
	require.Len(t, ps, 1, "the good puzzle is read")
	assert.Equal(t, sp.Source+":5:14", ps[0].Pos.String())
	require.Error(t, err)
	var perr *game.Error
	require.True(t, errors.As(err, &perr))
	assert.Equal(t, sp.Source+`:9:8: default puzzle "bad": unknown value "x": the values are 1 2 3 4; . * - _ 0 mark an empty field`, perr.Error())
	assert.Equal(t, "      .x..", perr.Source, "the spec file's line")

	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	ps, err = input.Defaults(classic)
	require.NoError(t, err)
	assert.Len(t, ps, len(classic.Puzzles))
}

func TestDefault(t *testing.T) {
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	latin, err := specs.Lookup("latin4")
	require.NoError(t, err)
	tests := []struct {
		name    string
		sp      *specs.Spec
		wantPos string
		wantErr string
	}{
		{"the first", classic, "builtin/classic.yaml:", ""},
		{"a bad one among them", tinySpec(t, t.TempDir()), "", `default puzzle "bad": unknown value "x"`},
		{"none", latin, "", "the spec latin4 has no puzzle of its own: name a puzzle file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := input.Default(tt.sp)
			if tt.wantErr != "" {
				assert.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Contains(t, p.Pos.String(), tt.wantPos)
		})
	}
}

// A file that starts with MaxBadStart bad puzzles is no puzzle file: one
// more error says so, and the files after it are read.
func TestNoPuzzleFile(t *testing.T) {
	dir := t.TempDir()
	sp := tinySpec(t, dir)
	yes := filepath.Join(dir, "yes.txt")
	require.NoError(t, os.WriteFile(yes, []byte(strings.Repeat("yyyyyyyyyyyyyyyy\n", 3*input.MaxBadStart)), 0o644))
	good := filepath.Join(dir, "good.txt")
	require.NoError(t, os.WriteFile(good, []byte("1...............\n"), 0o644))
	s, err := input.Open(sp, []string{yes, good}, nil)
	require.NoError(t, err)
	defer s.Close()
	var errs []error
	var puzzles int
	for {
		_, err := s.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		puzzles++
	}
	require.Equal(t, input.MaxBadStart+1, len(errs))
	assert.Equal(t, yes+":1:1: no puzzle among the first 50 entries of the file: it is no puzzle file for this spec, so the rest of it is not read", errs[len(errs)-1].Error())
	assert.Equal(t, 1, puzzles, "the next file is read")
}

// TestSpecFileInput: a spec file given as a puzzle file gives its puzzles,
// each with its rules: a killer's cages.
func TestSpecFileInput(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "killers.yaml")
	require.NoError(t, os.WriteFile(path, []byte(`extends: 4x4
puzzles:
  - givens: "1..............."
  - name: caged
    constraints:
      - killer: {cells: [r1c1, r1c2], sum: 3}
`), 0o644))
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	in, err := input.Open(sp, []string{path}, nil)
	require.NoError(t, err)
	p1, err := in.Next()
	require.NoError(t, err)
	require.NotNil(t, p1.Rules, "the file's rules, not the stream's")
	assert.Equal(t, 16, p1.Rules.NumFields())
	assert.Equal(t, 0, p1.Givens[0])
	p2, err := in.Next()
	require.NoError(t, err)
	require.Len(t, p2.Rules.Constraints, 1)
	assert.Equal(t, "caged", p2.Title)
	_, err = in.Next()
	assert.Equal(t, io.EOF, err)

	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("extends: 4x4\nvalus: 1-4\n"), 0o644))
	in, err = input.Open(sp, []string{bad, path}, nil)
	require.NoError(t, err)
	_, err = in.Next()
	var perr *game.Error
	require.True(t, errors.As(err, &perr), "a spec that does not read is one positioned error: %v", err)
	assert.Equal(t, 2, perr.Pos.Line)
	p, err := in.Next()
	require.NoError(t, err, "and the next file is read")
	assert.NotNil(t, p.Rules)
}

// TestFPuzzlesInput: f-puzzles puzzles come in as a .json file, as a link
// or the compressed text written out as an argument, and on standard
// input, each with the rules of its own board.
func TestFPuzzlesInput(t *testing.T) {
	const js = `{"size": 4, "title": "T", "grid": [[{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]}`
	dir := t.TempDir()
	file := filepath.Join(dir, "p.json")
	require.NoError(t, os.WriteFile(file, []byte(js), 0o644))
	packed := lzstring.Base64.Compress(js)
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	in, err := input.Open(sp, []string{file, "https://f-puzzles.com/?load=" + packed, packed, "-"}, strings.NewReader(packed+"\n"+packed+"\n"))
	require.NoError(t, err)
	n := 0
	for {
		p, err := in.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		assert.Equal(t, "T", p.Title)
		assert.Equal(t, 16, p.Rules.NumFields(), "the puzzle's own 4x4 board")
		assert.Equal(t, 0, p.Givens[0])
		n++
	}
	assert.Equal(t, 5, n, "the file, the link, the text, and two lines of standard input")
}

// TestFPuzzlesListWithComments: a file of links may start with, and hold,
// comment lines, whatever its name; the puzzles and their lines come
// through.
func TestFPuzzlesListWithComments(t *testing.T) {
	const js = `{"size": 4, "title": "T", "grid": [[{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]}`
	packed := lzstring.Base64.Compress(js)
	list := "# my puzzles\n# from the forum\n" + packed + "\n\n# the second\nhttps://sudokupad.app/fpuzzles" + packed + "\n"
	file := filepath.Join(t.TempDir(), "list.txt")
	require.NoError(t, os.WriteFile(file, []byte(list), 0o644))
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	in, err := input.Open(sp, []string{file}, strings.NewReader(""))
	require.NoError(t, err)
	var lines []int
	for {
		p, err := in.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		assert.Equal(t, "T", p.Title)
		lines = append(lines, p.Pos.Line)
	}
	assert.Equal(t, []int{3, 6}, lines)
}

// TestKillerCageMapInput: a killer written as a cage map (killertext)
// comes in from a file, after comments, and on standard input, with the
// cages as its rules; a bad one is an error at its line and column.
func TestKillerCageMapInput(t *testing.T) {
	data, err := os.ReadFile("../killertext/testdata/yak94.txt")
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "killers.txt")
	require.NoError(t, os.WriteFile(file, data, 0o644))
	var line string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "3x3::k:") {
			line = l
		}
	}
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	in, err := input.Open(sp, []string{file, "-"}, strings.NewReader(line+"\n3x3::k:1:2\n"))
	require.NoError(t, err)
	got := each(t, in, func(p *puzzle.Puzzle) {
		assert.Len(t, p.Rules.Constraints, 25, "the cages")
	})
	require.Len(t, got, 3)
	assert.Equal(t, file+":3:1", got[0])
	assert.Equal(t, "-:1:1", got[1])
	assert.Contains(t, got[2], "-:2:8: 2 cells in the cage map")
}

// TestCandidateLineInput: a pencil-mark (Sukaku) puzzle, a line of 729
// characters, comes in from a file after comments and as an argument,
// with its candidates as rules of its own and no givens; a field left no
// candidate is an error at the line.
func TestCandidateLineInput(t *testing.T) {
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	// r1c1 may hold 1 or 2, r1c2 only 3, the others anything.
	line := "12......." + "..3......" + strings.Repeat("123456789", 79)
	file := filepath.Join(t.TempDir(), "sukaku.txt")
	require.NoError(t, os.WriteFile(file, []byte("# pencil marks\n"+line+"\n"+strings.Repeat(".", 9)+strings.Repeat("123456789", 80)+"\n"), 0o644))
	in, err := input.Open(sp, []string{file, line}, strings.NewReader(""))
	require.NoError(t, err)
	got := each(t, in, func(p *puzzle.Puzzle) {
		assert.Equal(t, make([]int, 0), slices.DeleteFunc(slices.Clone(p.Givens), func(v int) bool { return v == game.Empty }), "no givens")
		b := game.NewBoard(p.Rules)
		require.Equal(t, -1, b.Load(p.Givens), "no given clashes")
		e, err := strategy.NewEngine(p.Rules, strategy.Options{NoGuess: true})
		require.NoError(t, err)
		res := e.SolveBoard(context.Background(), b)
		assert.Equal(t, game.Bit(0)|game.Bit(1), res.Board.Candidates(0)&(game.Bit(0)|game.Bit(1)|game.Bit(2)), "r1c1 keeps 1 or 2")
		assert.Equal(t, 2, res.Board.Value(1), "r1c2 holds 3")
	})
	require.Len(t, got, 3)
	assert.Equal(t, file+":2:1", got[0])
	assert.Contains(t, got[1], "r1c1 has no candidate: give each field at least one")
	assert.Equal(t, "argument 2:1:1", got[2])
}

// each reads every puzzle of in, checks each that reads with check (it
// brings its own rules), and returns, in order, each puzzle's position or
// each error's text.
func each(t *testing.T, in *input.Stream, check func(p *puzzle.Puzzle)) []string {
	t.Helper()
	var got []string
	for {
		p, err := in.Next()
		if err == io.EOF {
			return got
		}
		if err != nil {
			got = append(got, err.Error())
			continue
		}
		require.NotNil(t, p.Rules)
		check(p)
		got = append(got, p.Pos.String())
	}
}

// A killer drawn over several lines reads from a file and from standard
// input alike, comments before it and all.
func TestKillerDrawings(t *testing.T) {
	data, err := os.ReadFile("../killertext/testdata/bullseye3.txt")
	require.NoError(t, err)
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	for _, args := range [][]string{{"../killertext/testdata/bullseye3.txt"}, {"-"}} {
		s, err := input.Open(sp, args, strings.NewReader(string(data)))
		require.NoError(t, err)
		p, err := s.Next()
		require.NoError(t, err, "%v", args)
		require.NotNil(t, p.Rules)
		assert.Len(t, p.Rules.Constraints, 26)
		_, err = s.Next()
		assert.Equal(t, io.EOF, err)
		s.Close()
	}
}

// A pencil-mark grid in a file, as HoDoKu and Sudoku Explainer copy one,
// is a puzzle that starts with those candidates; a grid of givens with
// borders is still a puzzle of givens.
func TestPencilGridFile(t *testing.T) {
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	s, err := input.Open(sp, []string{"../pencil/testdata/classic.compact"}, strings.NewReader(""))
	require.NoError(t, err)
	defer s.Close()
	p, err := s.Next()
	require.NoError(t, err)
	require.NotNil(t, p.Rules)
	assert.Len(t, p.Rules.Constraints, 81, "a rule of its candidates per field")
	givens := "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n------+-------+------\n. 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n"
	g, err := input.Open(sp, []string{givens}, strings.NewReader(""))
	require.NoError(t, err)
	defer g.Close()
	q, err := g.Next()
	require.NoError(t, err)
	assert.Nil(t, q.Rules, "givens, by the spec's rules")
}

// A link that carries no puzzle (a SudokuPad short link) says so, and
// what to give instead.
func TestLinkWithoutPuzzle(t *testing.T) {
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	_, err = input.Open(sp, []string{"https://sudokupad.app/abc123"}, strings.NewReader(""))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "argument 1 is a link that carries no puzzle this program reads")
}

// TestOwnFormats: ISS's strings and links and SudokuPad's links, payloads
// and JSON come in as arguments, in a file of one a line after comments
// (an error at its line and column) and on standard input, each with its
// own rules.
func TestOwnFormats(t *testing.T) {
	const scl = `{"cellSize":50,"cells":[[{"value":1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"cages":[{"cells":[[3,0],[3,1]],"value":"7","sum":7,"unique":true}]}`
	const issText = ".Shape~4x4.~R1C1_1.Cage~7~R4C1~R4C2"
	payload := "scl" + lzstring.Base64.Compress(scl)
	list := "# mixed\n" + issText + "\n" + iss.Link(issText) + "\nhttps://sudokupad.app/" + payload + "\n" + payload + "\n.Shape~4x4.Cage~x~R1C1\n"
	file := filepath.Join(t.TempDir(), "list.txt")
	require.NoError(t, os.WriteFile(file, []byte(list), 0o644))
	sclFile := filepath.Join(t.TempDir(), "p.json")
	require.NoError(t, os.WriteFile(sclFile, []byte(scl), 0o644))
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	in, err := input.Open(sp, []string{issText, "https://sudokupad.app/" + payload, file, sclFile, "-"}, strings.NewReader(issText+"\n"))
	require.NoError(t, err)
	got := each(t, in, func(p *puzzle.Puzzle) {
		assert.Equal(t, 16, p.Rules.NumFields(), "the puzzle's own 4x4 board")
		assert.Equal(t, 0, p.Givens[0])
		require.Len(t, p.Rules.Constraints, 1)
		assert.Equal(t, "cage 7 at r4c1 r4c2", p.Rules.Constraints[0].Name())
	})
	require.Len(t, got, 9)
	assert.Equal(t, file+":6:17: \"x\" is no whole number", got[6])
	assert.Equal(t, []string{file + ":2:1", file + ":3:1", file + ":4:1", file + ":5:1"}, got[2:6])
}

// TestLenient: a SudokuPad puzzle with a drawing no rule reads is an
// error, and with Options.Lenient a puzzle whose notes say what was left
// out.
func TestLenient(t *testing.T) {
	const scl = `{"cells":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"lines":[{"wayPoints":[[0.5,0.5],[0.5,2.5]],"color":"#ff0000","thickness":3}]}`
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	for _, lenient := range []bool{false, true} {
		in, err := input.OpenWith(sp, []string{scl}, strings.NewReader(""), input.Options{Lenient: lenient})
		require.NoError(t, err)
		p, err := in.Next()
		if !lenient {
			assert.ErrorContains(t, err, `lines[0]: no rule reads this line (r1c1-r1c3, "#ff0000", width 3)`)
			continue
		}
		require.NoError(t, err)
		require.Len(t, p.Notes, 1)
		assert.Contains(t, p.Notes[0], "lines[0] left out")
	}
}
