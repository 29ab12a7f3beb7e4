package puzzle_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

const (
	easy     = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
	easySol  = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	hard     = "800000000003600000070090200050007000000045700000100030001000068008500010090000400"
	easyGrid = `5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
`
)

// hodokuGrid is easy as HoDoKu copies its givens.
const hodokuGrid = `.-------.-------.-------.
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
:-------+-------+-------:
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
:-------+-------+-------:
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
'-------'-------'-------'
`

// dots writes a classic puzzle with '.' for empty, as Line does.
func dots(s string) string { return strings.ReplaceAll(s, "0", ".") }

// hexRow1 is a 16x16 puzzle whose first row is "*5** 6**E *F*C *0**"
// and every other field empty.
var hexRow1 = "*5** 6**E *F*C *0**\n" + strings.Repeat("................\n", 15)

// samuraiGrid writes a Samurai puzzle as 21 lines, holes left out: rows of
// 18, 21 and 9 fields. Only r1c1 (5) and r21c21 (9) are given.
func samuraiGrid() string {
	var b strings.Builder
	for r := range 21 {
		n := 18
		switch {
		case r >= 6 && r <= 8, r >= 12 && r <= 14:
			n = 21
		case r >= 9 && r <= 11:
			n = 9
		}
		row := []byte(strings.Repeat(".", n))
		if r == 0 {
			row[0] = '5'
		}
		if r == 20 {
			row[n-1] = '9'
		}
		if n == 18 {
			b.WriteString(string(row[:9]) + "   " + string(row[9:]) + "\n")
		} else {
			b.WriteString(string(row) + "\n")
		}
	}
	return b.String()
}

// samuraiBoard writes the puzzle of samuraiGrid as a board line: 441
// marks, hole at each hole.
func samuraiBoard(hole string) string {
	var b strings.Builder
	for r := range 21 {
		for c := range 21 {
			switch {
			case r == 0 && c == 0:
				b.WriteString("5")
			case r == 20 && c == 20:
				b.WriteString("9")
			case (r < 6 || r > 14) && c >= 9 && c <= 11, (c < 6 || c > 14) && r >= 9 && r <= 11:
				b.WriteString(hole)
			default:
				b.WriteString(".")
			}
		}
	}
	return b.String()
}

// samuraiLine is the puzzle of samuraiGrid as Line writes it.
var samuraiLine = "5" + strings.Repeat(".", 367) + "9"

type readCase struct {
	name  string
	rules func(testing.TB) *game.Rules
	in    string
	want  []string // the puzzles, written with Line
	errs  []string // "line:col message-part", in order
	lines []int    // if set, the line each puzzle starts on
}

var readCases = []readCase{
	{name: "one per line", rules: classic, in: easy + "\n" + hard + "\n", want: []string{dots(easy), dots(hard)}, lines: []int{1, 2}},
	{name: "no final newline", rules: classic, in: easy, want: []string{dots(easy)}},
	{name: "solution", rules: classic, in: easySol, want: []string{easySol}},
	{name: "grid with separators", rules: classic, in: easyGrid, want: []string{dots(easy)}},
	{name: "grids with blank lines", rules: classic, in: "\n\n" + easyGrid + "\n\n" + easyGrid, want: []string{dots(easy), dots(easy)}, lines: []int{3, 16}},
	{name: "plain grid", rules: classic, in: "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n", want: []string{dots(easy)}},
	{name: "pipes and dash lines", rules: classic, in: "53.|.7.|...\n6..|195|...\n.98|...|.6.\n-----------\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n-----------\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n", want: []string{dots(easy)}},
	{name: "framed grid", rules: classic, in: "+=======+=======+=======+\n" + strings.ReplaceAll(strings.ReplaceAll(easyGrid, "------+-------+------", "|-------+-------+-------|"), "\n.", "\n| .") + "+=======+=======+=======+\n", want: []string{dots(easy)}},
	{name: "separator characters that are values", rules: func(t testing.TB) *game.Rules {
		return sudoku(t, "signs", 4, 2, 2, values(t, "-", "+", "|", "="))
	}, in: "-+|=\n|=-+\n....\n....\n", want: []string{"-+|=|=-+........"}},
	{name: "SimpleSudoku's .ss grid", rules: classic, in: "*-----------*\n|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n|---+---+---|\n|8..|.6.|..3|\n|4..|8.3|..1|\n|7..|.2.|..6|\n|---+---+---|\n|.6.|...|28.|\n|...|419|..5|\n|...|.8.|.79|\n*-----------*\n", want: []string{dots(easy)}},
	{name: "HoDoKu's grid of givens", rules: classic, in: hodokuGrid, want: []string{dots(easy)}},
	{name: "row of dashes is empty fields", rules: classic, in: "---------\n" + strings.Repeat(".........\n", 7) + "........1\n", want: []string{strings.Repeat(".", 80) + "1"}},
	{name: "empty marks", rules: classic, in: "1.*-_0" + strings.Repeat(".", 75), want: []string{"1" + strings.Repeat(".", 80)}},
	{name: "free run-on lines", rules: classic, in: easy[:27] + "\n" + easy[27:54] + "\n" + easy[54:] + "\n", want: []string{dots(easy)}},
	{name: "comments", rules: classic, in: "# a file\n" + easy + " # easy\n  # indented comment\n" + hard + "#hard\n", want: []string{dots(easy), dots(hard)}},
	{name: "comment lines inside a grid", rules: classic, in: strings.Replace(easyGrid, "------+-------+------\n", "# middle band\n", 1), want: []string{dots(easy)}},
	{name: "CRLF and BOM", rules: classic, in: "\uFEFF" + strings.ReplaceAll(easyGrid, "\n", "\r\n") + "\r\n" + easy + "\r\n", want: []string{dots(easy), dots(easy)}},
	{name: "CRLF and BOM error column", rules: classic, in: "\uFEFF" + "# x\r\n53x" + easy[3:] + "\r\n", errs: []string{`2:3 unknown value "x"`}},
	{name: "16x16 with spaces", rules: hex, in: hexRow1, want: []string{".5..6..E.F.C...." + strings.Repeat(".", 240)}},
	{name: "16x16 zero is a value", rules: func(t testing.TB) *game.Rules {
		return sudoku(t, "hex0", 16, 4, 4, values(t, strings.Split("0123456789ABCDEF", "")...))
	}, in: "0" + strings.Repeat(".", 255), want: []string{"0" + strings.Repeat(".", 255)}},
	{name: "tokens on one line", rules: numbers, in: "10 . 16 1" + strings.Repeat(" .", 252) + "\n", want: []string{"10 . 16 1" + strings.Repeat(" .", 252)}},
	{name: "tokens as a grid", rules: numbers, in: "10 . 16 | 1" + strings.Repeat(" .", 12) + "\n" + strings.Repeat(strings.Repeat(". ", 16)+"\n", 14) + "---------+--------\n" + strings.Repeat(". ", 15) + "_\n",
		want: []string{"10 . 16 1" + strings.Repeat(" .", 252)}},
	{name: "words", rules: words, in: "red . . gold\n. gold red .\n. . . .\n. . . .\n\nred green blue gold gold blue green red green red gold blue blue gold red green\n",
		want: []string{"red . . gold . gold red . . . . . . . . .", "red green blue gold gold blue green red green red gold blue blue gold red green"}},
	{name: "word typo", rules: words, in: "red . . gold\n. gren red .\n. . . .\n. . . .\n", errs: []string{`2:3 unknown value "gren": the values are red green blue gold`}},
	{name: "a long unknown value is cut", rules: numbers, in: strings.Repeat(".", 4096) + "\n", errs: []string{`1:1 unknown value "` + strings.Repeat(".", game.ExcerptLen) + `"...: the values are`}},
	{name: "samurai rows", rules: samurai, in: samuraiGrid(), want: []string{samuraiLine}},
	{name: "samurai board line", rules: samurai, in: samuraiBoard("#") + "\n" + samuraiBoard("#") + " # unsolved\n" + samuraiBoard("#") + "#no space\n",
		want: []string{samuraiLine, samuraiLine, samuraiLine}},
	{name: "board line with separators", rules: samurai, in: samuraiBoard("#")[:9] + "|" + samuraiBoard("#")[9:],
		want: []string{samuraiLine}},
	{name: "board line between fields-only lines", rules: samurai, in: samuraiLine + " # fields only\n" + samuraiBoard("#") + "\n" + samuraiLine + "\n",
		want: []string{samuraiLine, samuraiLine, samuraiLine}},
	{name: "board line starting with a hole", rules: holedChars, in: "#121233.#\n\n#12 123 3.# # a comment\n",
		want: []string{"121233.", "121233."}},
	{name: "comment as long as a board line", rules: holedChars, in: "# a comment\n#121233.#\n", want: []string{"121233."}},
	{name: "fields-only line starting after a comment", rules: holedChars, in: "121233.\n", want: []string{"121233."}},
	{name: "word board line", rules: holedWords, in: "# red green red green blue blue . # # a comment\n#\tred   green red  green blue blue . #\n",
		want: []string{"red green red green blue blue .", "red green red green blue blue ."}},
	{name: "word glued to '#' starts a comment", rules: holedWords, in: "red green red green blue blue . #x # # #\n", want: []string{"red green red green blue blue ."}},
	{name: "resync after errors", rules: classic,
		in:   easy + "\n" + easy[:80] + "\n" + hard + "\n" + easy + "1\n" + "5x" + easy[2:] + "\n" + hard + "\n",
		want: []string{dots(easy), dots(hard), dots(hard)},
		errs: []string{"2:81 too few fields: the line has 80 fields, the board has 81", "4:82 too many fields: the line has 82 fields, the board has 81", `5:2 unknown value "x"`}},
	{name: "resync in a grid", rules: classic, in: strings.Replace(easyGrid, "4 . . | 8 . 3 | . . 1", "4 . . | 8 . 3 | . 1", 1) + "\n" + easy + "\n",
		want: []string{dots(easy)}, errs: []string{"6:20 too few fields: the line has 8 fields, row 5 of the board has 9"}},
	{name: "grid row too long", rules: classic, in: strings.Replace(easyGrid, "4 . . | 8 . 3 | . . 1", "4 . . | 8 . 3 | . . 1 2", 1),
		errs: []string{"6:23 too many fields: the line has 10 fields, row 5 of the board has 9"}},
	{name: "clash in a row", rules: classic, in: "7...7" + strings.Repeat(".", 76), errs: []string{"1:5 r1c1 and r1c5 both hold 7 in row 1"}},
	{name: "clash in a column", rules: classic, in: "3........\n.........\n.........\n.........\n.........\n.........\n.........\n3........\n.........\n", errs: []string{"8:1 r1c1 and r8c1 both hold 3 in column 1"}},
	{name: "clash in a box", rules: classic, in: "..4......\n.........\n4........\n" + strings.Repeat(".........\n", 6), errs: []string{"3:1 r1c3 and r3c1 both hold 4 in box 1"}},
	{name: "first clash in reading order", rules: classic, in: "1........\n1........\n2.2......\n" + strings.Repeat(".........\n", 6), errs: []string{"2:1 r1c1 and r2c1 both hold 1 in column 1"}},
	{name: "cut off at the end", rules: classic, in: strings.Join(strings.SplitAfter(easyGrid, "\n")[:5], ""), errs: []string{"5:22 puzzle cut off at the end of the file: it has 36 fields, the board has 81"}},
	{name: "cut off by a blank line", rules: classic, in: easy[:27] + "\n" + easy[27:54] + "\n\n" + easy + "\n", want: []string{dots(easy)},
		errs: []string{"2:28 puzzle cut off by a blank line: it has 54 fields, the board has 81"}},
	{name: "empty file", rules: classic, in: "", errs: []string{"1:1 no puzzle in the file"}},
	{name: "only comments", rules: classic, in: "# nothing here\n\n   \n------+------+------\n", errs: []string{"1:1 no puzzle in the file"}},
	{name: "NUL byte", rules: classic, in: easy + "\nab\x00cd\n" + easy, want: []string{dots(easy)}, errs: []string{"2:3 the file holds a NUL byte"}},
	{name: "not UTF-8", rules: classic, in: "# caf\xe9\n" + easy, errs: []string{"1:6 byte 0xe9 is not UTF-8 text"}},
	{name: "unknown non-ASCII value", rules: classic, in: "12é" + strings.Repeat(".", 78), errs: []string{`1:3 unknown value "é"`}},
	{name: "first error of a puzzle only", rules: classic, in: "xy" + strings.Repeat(".", 80), errs: []string{`1:1 unknown value "x"`}},
}

// checkErrs compares err (joined *game.Error values) with want.
func checkErrs(t *testing.T, file string, err error, want []string) {
	t.Helper()
	got := gameErrors(t, err)
	require.Len(t, got, len(want), "errors: %v", err)
	for i, w := range want {
		pos, msg, _ := strings.Cut(w, " ")
		e := got[i]
		assert.Equal(t, file+":"+pos, e.Pos.String(), "position of %q", e.Msg)
		assert.Contains(t, e.Msg, msg)
		assert.NotPanics(t, func() { _ = e.WithSource() })
	}
}

// gameErrors returns the errors that err joins, each a *game.Error.
func gameErrors(t *testing.T, err error) []*game.Error {
	t.Helper()
	var errs []error
	if err != nil {
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			errs = j.Unwrap()
		} else {
			errs = []error{err}
		}
	}
	out := make([]*game.Error, len(errs))
	for i, e := range errs {
		require.True(t, errors.As(e, &out[i]), "error %d is %T, not *game.Error", i, e)
	}
	return out
}

func TestParseString(t *testing.T) {
	for _, tc := range readCases {
		t.Run(tc.name, func(t *testing.T) {
			rules := tc.rules(t)
			ps, err := puzzle.ParseString(rules, "in.txt", tc.in)
			checkErrs(t, "in.txt", err, tc.errs)
			var got []string
			for _, p := range ps {
				got = append(got, puzzle.Line(rules, p.Givens))
				assert.Equal(t, puzzle.NotationOf(rules), p.Notation)
				assert.Equal(t, "in.txt", p.Pos.File)
			}
			assert.Equal(t, tc.want, got)
			if tc.lines != nil {
				var lines []int
				for _, p := range ps {
					lines = append(lines, p.Pos.Line)
				}
				assert.Equal(t, tc.lines, lines)
			}
		})
	}
}

func TestRoundTrip(t *testing.T) {
	writers := []struct {
		name  string
		write func(*game.Rules, []int) string
	}{{"line", puzzle.Line}, {"board line", puzzle.BoardLine}, {"grid", puzzle.Grid}}
	for _, tc := range readCases {
		t.Run(tc.name, func(t *testing.T) {
			rules := tc.rules(t)
			ps, _ := puzzle.ParseString(rules, "in", tc.in)
			for _, w := range writers {
				var all []string
				for _, p := range ps {
					text := w.write(rules, p.Givens)
					all = append(all, text)
					again, err := puzzle.ParseString(rules, w.name, text)
					require.NoError(t, err, "reading back the %s\n%s", w.name, text)
					require.Len(t, again, 1)
					assert.Equal(t, p.Givens, again[0].Givens)
				}
				if w.name == "grid" || len(all) == 0 {
					continue
				}
				// All lines in one file read back in order.
				again, err := puzzle.ParseString(rules, "lines", strings.Join(all, "\n"))
				require.NoError(t, err)
				require.Len(t, again, len(ps))
				for i := range ps {
					assert.Equal(t, ps[i].Givens, again[i].Givens)
				}
			}
		})
	}
}

func TestPuzzlePosition(t *testing.T) {
	rules := classic(t)
	ps, err := puzzle.ParseString(rules, "f", "# head\n\n   "+easy+"\n")
	require.NoError(t, err)
	require.Len(t, ps, 1)
	assert.Equal(t, game.Position{File: "f", Line: 3, Col: 4}, ps[0].Pos)
	assert.Equal(t, puzzle.Chars, ps[0].Notation)
	assert.Equal(t, 5-1, ps[0].Givens[0])
	assert.Equal(t, game.Empty, ps[0].Givens[2])
}

func TestReaderAfterEOF(t *testing.T) {
	rd := puzzle.NewReader(strings.NewReader(easy), "f", classic(t))
	_, err := rd.Next()
	require.NoError(t, err)
	for range 3 {
		_, err = rd.Next()
		assert.Equal(t, io.EOF, err)
	}
}

func TestReaderEmptyThenEOF(t *testing.T) {
	rd := puzzle.NewReader(strings.NewReader(""), "f", classic(t))
	_, err := rd.Next()
	var e *game.Error
	require.ErrorAs(t, err, &e)
	_, err = rd.Next()
	assert.Equal(t, io.EOF, err)
}

type failingReader struct{ n int }

func (f *failingReader) Read(p []byte) (int, error) {
	if f.n == 0 {
		f.n++
		return copy(p, easy+"\n"), nil
	}
	return 0, errors.New("disk on fire")
}

func TestReaderIOError(t *testing.T) {
	rd := puzzle.NewReader(&failingReader{}, "f", classic(t))
	p, err := rd.Next()
	require.NoError(t, err)
	assert.Equal(t, dots(easy), puzzle.Line(classic(t), p.Givens))
	_, err = rd.Next()
	assert.ErrorContains(t, err, "disk on fire")
	_, err = rd.Next()
	assert.Equal(t, io.EOF, err)
}

func TestLongLine(t *testing.T) {
	rules := classic(t)
	for _, tc := range []struct {
		name string
		in   string
		want []string
		errs []string
	}{
		{"a million characters", strings.Repeat("1", 1_000_000), nil, []string{"1:1 the line is longer than 524288 bytes"}},
		{"inside a grid, then a puzzle", "5........\n" + strings.Repeat("1", 1_000_000) + "\n" + easy + "\n", []string{dots(easy)}, []string{"2:1 the line is longer than 524288 bytes"}},
		{"just under the limit", strings.Repeat(" ", puzzle.MaxLineBytes-81) + easy + "\r\n", []string{dots(easy)}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := puzzle.ParseString(rules, "big", tc.in)
			checkErrs(t, "big", err, tc.errs)
			var got []string
			for _, p := range ps {
				got = append(got, puzzle.Line(rules, p.Givens))
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestCheckGivens(t *testing.T) {
	rules := classic(t)
	grid := func(s string) []int {
		g := make([]int, len(s))
		for i, c := range s {
			g[i] = game.Empty
			if c >= '1' && c <= '9' {
				g[i] = int(c - '1')
			}
		}
		return g
	}
	for _, tc := range []struct {
		name   string
		givens []int
		want   []string
	}{
		{"good", grid(easy), nil},
		{"solution", grid(easySol), nil},
		{"row", grid("7...7" + strings.Repeat(".", 76)), []string{"r1c1 and r1c5 both hold 7 in row 1"}},
		{"row and box", grid("77" + strings.Repeat(".", 79)), []string{"r1c1 and r1c2 both hold 7 in row 1", "r1c1 and r1c2 both hold 7 in box 1"}},
		{"three in a column", grid("2" + strings.Repeat(".", 35) + "2" + strings.Repeat(".", 35) + "2........"),
			[]string{"r1c1 and r5c1 both hold 2 in column 1", "r1c1 and r9c1 both hold 2 in column 1"}},
		{"short", []int{1, 2}, []string{"the givens list 2 fields, the board has 81"}},
		{"bad value", append([]int{9, -2}, grid(strings.Repeat(".", 79))...), []string{"r1c1 holds 9", "r1c2 holds -2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := puzzle.CheckGivens(rules, tc.givens)
			if tc.want == nil {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			msgs := strings.Split(err.Error(), "\n")
			require.Len(t, msgs, len(tc.want), err.Error())
			for i, w := range tc.want {
				assert.Contains(t, msgs[i], w)
			}
		})
	}
	var c *puzzle.ClashError
	require.ErrorAs(t, puzzle.CheckGivens(rules, grid("7...7"+strings.Repeat(".", 76))), &c)
	assert.Equal(t, puzzle.ClashError{First: 0, Second: 4, Group: 0, Value: 6}, clashFields(c))
}

// clashFields drops the unexported part of a ClashError for comparison.
func clashFields(c *puzzle.ClashError) puzzle.ClashError {
	return puzzle.ClashError{First: c.First, Second: c.Second, Group: c.Group, Value: c.Value}
}

func TestNotation(t *testing.T) {
	assert.Equal(t, puzzle.Chars, puzzle.NotationOf(classic(t)))
	assert.Equal(t, puzzle.Chars, puzzle.NotationOf(hex(t)))
	assert.Equal(t, puzzle.Tokens, puzzle.NotationOf(words(t)))
	assert.Equal(t, puzzle.Tokens, puzzle.NotationOf(numbers(t)))
	assert.Equal(t, "chars", puzzle.Chars.String())
	assert.Equal(t, "tokens", puzzle.Tokens.String())
}

func BenchmarkReader(b *testing.B) {
	rules := classic(b)
	var in bytes.Buffer
	const n = 10000
	for i := range n {
		if i%2 == 0 {
			in.WriteString(easy + "\n")
		} else {
			in.WriteString(hard + "\n")
		}
	}
	data := in.Bytes()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		rd := puzzle.NewReader(bytes.NewReader(data), "bench", rules)
		count := 0
		for {
			_, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			count++
		}
		if count != n {
			b.Fatalf("read %d puzzles, want %d", count, n)
		}
	}
}

// Offset stands at the end of the lines read, not at what the reader
// buffered ahead, and counts line ends and comments too.
func TestOffset(t *testing.T) {
	r := classic(t)
	text := easy + "\r\n# a comment\n\n" + strings.TrimSuffix(easyGrid, "\n") + "\n\n"
	rd := puzzle.NewReader(strings.NewReader(text), "f", r)
	_, err := rd.Next()
	require.NoError(t, err)
	assert.Equal(t, int64(len(easy)+2), rd.Offset())
	_, err = rd.Next()
	require.NoError(t, err)
	assert.Equal(t, int64(len(text)-1), rd.Offset(), "the blank line after the grid is not read yet")
	_, err = rd.Next()
	assert.Equal(t, io.EOF, err)
	assert.Equal(t, int64(len(text)), rd.Offset())
}

// zeros is /dev/zero: an endless line of NUL bytes.
type zeros struct{ read int64 }

func (z *zeros) Read(p []byte) (int, error) {
	clear(p)
	z.read += int64(len(p))
	return len(p), nil
}

// letters is an endless line of text without a line end.
type letters struct{ read int64 }

func (l *letters) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	l.read += int64(len(p))
	return len(p), nil
}

// An endless line ends the reading: at the first NUL byte, or once the
// line is far past any puzzle's length.
func TestEndlessLine(t *testing.T) {
	r := classic(t)
	z := &zeros{}
	rd := puzzle.NewReader(z, "/dev/zero", r)
	_, err := rd.Next()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "/dev/zero:1:1: the file holds a NUL byte")
	_, err = rd.Next()
	assert.Equal(t, io.EOF, err)
	assert.Less(t, z.read, int64(1<<20), "stops at the first NUL, not at the end of the line")

	l := &letters{}
	rd = puzzle.NewReader(l, "long", r)
	_, err = rd.Next()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "is this a puzzle file?")
	_, err = rd.Next()
	assert.Equal(t, io.EOF, err)
	assert.Less(t, l.read, int64(80<<20))
}

// A short bad line does not swallow the puzzle on the line after it: a
// line that holds a puzzle of its own cuts off a puzzle running on over
// lines, and is read as the next puzzle.
func TestShortLineDoesNotSwallowTheNext(t *testing.T) {
	r := classic(t)
	text := easy + "\n12x\n" + easy + "\n1 2\n3\n" + easy + "\n"
	ps, err := puzzle.ParseString(r, "f", text)
	require.Error(t, err)
	var got []string
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		got = append(got, e.Error())
	}
	assert.Equal(t, []string{
		`f:2:3: unknown value "x": the values are 1 2 3 4 5 6 7 8 9; . * - _ 0 mark an empty field`,
		"f:5:2: puzzle cut off by line 6, which holds a puzzle of its own: it has 3 fields, the board has 81",
	}, got)
	require.Len(t, ps, 3, "every whole puzzle is read")
	for _, p := range ps {
		assert.Equal(t, strings.ReplaceAll(easy, "0", "."), puzzle.Line(r, p.Givens))
	}
	assert.Equal(t, []int{1, 3, 6}, []int{ps[0].Pos.Line, ps[1].Pos.Line, ps[2].Pos.Line})
}

// TestCheckGivensGroupOrder: in a group whose cells are not in reading
// order, three givens of one value clash with the first of them in
// reading order, as the reader's own check (firstClash) says.
func TestCheckGivensGroupOrder(t *testing.T) {
	c := classic(t)
	odd := game.GroupSpec{Name: "odd", Kind: game.GroupList, Cells: []game.Pos{{Row: 8, Col: 8}, {Row: 0, Col: 0}, {Row: 4, Col: 3}}}
	rules, err := game.NewRules("g", 9, 9, nil, c.Values, append(c.GroupSpecs(), odd))
	require.NoError(t, err)
	givens := game.EmptyGrid(81)
	givens[80], givens[0], givens[39] = 4, 4, 4
	err = puzzle.CheckGivens(rules, givens)
	require.Error(t, err)
	assert.Equal(t, "r1c1 and r5c4 both hold 5 in odd\nr1c1 and r9c9 both hold 5 in odd", err.Error())
}
