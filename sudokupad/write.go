package sudokupad

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/lzstring"
)

// LinkPrefix is the start of a SudokuPad link with a puzzle in its own
// format in it.
const LinkPrefix = "https://sudokupad.app/scl"

// Write writes a puzzle as SudokuPad's JSON (SCL): the board (cellSize,
// cells with the givens, regions when they are not the boxes), each rule
// drawn as SudokuPad's f-puzzles converter draws it (drawers), and the
// cages without cells that keep the title, the author, the rules text and
// the solution (one value index per field, or else p's, or nil for none;
// written on boards of up to 9). The rules text is p.Text and, after it, a sentence
// for each kind of rule the puzzle has (its title and doc): SudokuPad
// shows it, and this package's reader reads by it the rules a drawing
// alone leaves open (the kind of the plain lines, of the clues outside
// the board, the rules of the whole board, the marks all given).
//
// A group or rule that SCL cannot carry so that this package reads it
// back is an error that names it: nothing is dropped. Before it returns,
// Write reads the JSON back and checks that it gives the same rules
// (constraint.SameRules; a plain line may come back the other way round,
// as the reader reads it, a mark's two cells and a pill's in any order) and
// givens, and that Zip carries it, so that Link can link it.
func Write(p *puzzle.Puzzle, rules *game.Rules, solution []int) ([]byte, error) {
	kinds, err := allKinds()
	if err != nil {
		return nil, err
	}
	w := &writer{rules: rules, n: rules.Rows, kinds: kinds, doc: &outDoc{CellSize: 50}}
	if err := w.board(p.Givens); err != nil {
		return nil, err
	}
	w.groups()
	items, err := constraint.Items(rules.Constraints)
	w.errs = append(w.errs, err)
	for _, it := range items {
		w.item(it)
	}
	w.rulesText(p.Text)
	if solution == nil {
		solution = p.Solution
	}
	w.meta(p, solution)
	if err := errors.Join(w.errs...); err != nil {
		return nil, err
	}
	out, err := json.Marshal(w.doc)
	if err != nil {
		return nil, err
	}
	if err := w.check(out, p.Givens); err != nil {
		return nil, err
	}
	return out, nil
}

// Link writes a SudokuPad link of a puzzle's JSON (Write's): LinkPrefix
// and lz-string's compressToBase64 of the JSON zipped (Zip). JSON that
// Zip refuses, which Write never returns, is compressed as it is.
func Link(json []byte) string {
	z, err := Zip(json)
	if err != nil {
		z = string(json)
	}
	return LinkPrefix + lzstring.Base64.Compress(z)
}

// The JSON written, its keys in the order SudokuPad's converter writes
// them. Cells are [row, column] from 0; points [row, column] in cells.
type (
	outDoc struct {
		CellSize  int         `json:"cellSize"`
		Cells     [][]outCell `json:"cells"`
		Regions   [][][2]int  `json:"regions,omitempty"`
		Cages     []outCage   `json:"cages,omitempty"`
		Lines     []outLine   `json:"lines,omitempty"`
		Arrows    []outLine   `json:"arrows,omitempty"`
		Overlays  []outShape  `json:"overlays,omitempty"`
		Underlays []outShape  `json:"underlays,omitempty"`
	}
	outCell struct {
		Value int `json:"value,omitempty"`
	}
	outCage struct {
		Cells  [][2]int `json:"cells,omitempty"`
		Value  any      `json:"value,omitempty"`
		Sum    any      `json:"sum,omitempty"`
		Unique bool     `json:"unique,omitempty"`
		Style  string   `json:"style,omitempty"`
	}
	outLine struct {
		Color      string       `json:"color"`
		Thickness  float64      `json:"thickness"`
		HeadLength float64      `json:"headLength,omitempty"`
		Points     [][2]float64 `json:"wayPoints"`
	}
	outShape struct {
		Center     [2]float64 `json:"center"`
		Width      float64    `json:"width"`
		Height     float64    `json:"height"`
		Rounded    bool       `json:"rounded"`
		Background string     `json:"backgroundColor,omitempty"`
		Border     string     `json:"borderColor,omitempty"`
		Color      string     `json:"color,omitempty"`
		Text       any        `json:"text,omitempty"`
		FontSize   int        `json:"fontSize,omitempty"`
	}
)

// writer is a puzzle being written.
type writer struct {
	rules *game.Rules
	n     int
	kinds map[string]*constraint.Kind
	doc   *outDoc
	// What the rules text must say, gathered from the rules written.
	said      []string          // the kinds of rules, by key, in order
	sentences map[string]string // a kind's sentence when not its title and doc
	global    []string          // sentences of the groups and marks of the whole board
	plain     string            // the kind of the plain lines, or ""
	clue      string            // the kind of the clues outside the board, or ""
	bulbs     map[string]bool   // the circles of arrows drawn
	errs      []error
}

func (w *writer) errorf(format string, args ...any) {
	w.errs = append(w.errs, fmt.Errorf(format, args...))
}

// board writes the cells and their givens, after checking that SCL (as
// this package reads it) has the board: square, without holes, of the
// values 1 to its side.
func (w *writer) board(givens []int) error {
	r := w.rules
	switch {
	case r.Rows != r.Cols || w.n > MaxSize:
		return fmt.Errorf("SCL as read here has square boards of up to %d, not %dx%d", MaxSize, r.Rows, r.Cols)
	case r.NumFields() != w.n*w.n:
		return errors.New("SCL as read here has no boards with holes")
	case len(givens) != r.NumFields():
		return fmt.Errorf("%d givens for a board of %d fields", len(givens), r.NumFields())
	}
	for i, name := range r.Values.Names() {
		if name != strconv.Itoa(i+1) || r.Values.Len() != w.n {
			return fmt.Errorf("SCL has the values 1 to %d on a board of %d, not %s", w.n, w.n, excerptWords(r.Values.Names()))
		}
	}
	w.doc.Cells = make([][]outCell, w.n)
	for i := range w.doc.Cells {
		w.doc.Cells[i] = make([]outCell, w.n)
	}
	for f, v := range givens {
		if v != game.Empty {
			p := r.Pos(f)
			w.doc.Cells[p.Row][p.Col].Value = v + 1
		}
	}
	return nil
}

// groups writes the groups: the rows and columns every board has, the
// boxes SudokuPad makes (or else regions), and the rest as diagonals
// (drawn), disjoint groups (said) or extra regions (cages said).
func (w *writer) groups() {
	a := groups.Square(w.n)
	left := &groups.Remaining{Groups: w.rules.GroupSpecs()}
	take := left.Take
	if !take(groups.Rows(a)) || !take(groups.Columns(a)) {
		w.errorf("every SCL board has its rows and columns as groups, and these rules have not")
		return
	}
	h, wd := groups.BoxShape(w.n)
	var boxes []game.GroupSpec
	if h > 0 {
		boxes, _ = groups.Boxes(a, h, wd)
	}
	if !take(boxes) {
		w.regions(left)
	}
	if h > 0 {
		if gs, err := groups.Disjoint(a, h, wd); err == nil && take(gs) {
			w.global = append(w.global, "Disjoint groups: cells in the same place of their boxes hold different values.")
		}
	}
	diagonals := false
	for _, d := range []struct {
		from, to [2]float64
		cell     func(k int) game.Pos
	}{
		{[2]float64{0, 0}, [2]float64{float64(w.n), float64(w.n)}, func(k int) game.Pos { return game.Pos{Row: k, Col: k} }},
		{[2]float64{0, float64(w.n)}, [2]float64{float64(w.n), 0}, func(k int) game.Pos { return game.Pos{Row: w.n - 1 - k, Col: k} }},
	} {
		g := game.GroupSpec{}
		for k := range w.n {
			g.Cells = append(g.Cells, d.cell(k))
		}
		if take([]game.GroupSpec{g}) {
			w.line(diagonal, 2, d.from, d.to)
			diagonals = true
		}
	}
	if diagonals {
		w.global = append(w.global, "Diagonals: the cells along a blue diagonal hold different values.")
	}
	if len(left.Groups) > 0 {
		w.global = append(w.global, "Extra regions: the cells of each grey region hold different values.")
	}
	for _, g := range left.Groups {
		if len(g.Cells) > w.n {
			w.errorf("the group %s of %s: more cells than values", g.Name, cellList(g.Cells))
			continue
		}
		w.doc.Cages = append(w.doc.Cages, outCage{Cells: cellsOut(g.Cells)})
		for _, c := range g.Cells {
			w.doc.Underlays = append(w.doc.Underlays, outShape{Center: centre(c), Width: 1, Height: 1, Background: "#CFCFCF"})
		}
	}
}

// regions writes the regions of the board: the groups of left of n cells
// that tile it, taken out of left; with none, the rows again (SudokuPad
// would make boxes of a board without regions), or nothing on a board of
// a prime side, which has no boxes.
func (w *writer) regions(left *groups.Remaining) {
	region, n := left.TakeTiling(w.n, w.n, w.n, 0)
	if region == nil {
		if h, _ := groups.BoxShape(w.n); h > 0 {
			for r := range w.n {
				var row [][2]int
				for c := range w.n {
					row = append(row, [2]int{r, c})
				}
				w.doc.Regions = append(w.doc.Regions, row)
			}
		}
		return
	}
	w.doc.Regions = make([][][2]int, n)
	for i, reg := range region {
		w.doc.Regions[reg] = append(w.doc.Regions[reg], [2]int{i / w.n, i % w.n})
	}
}

// A drawer draws the rules of one item of its kind, or says through w
// why it cannot.
type drawer func(w *writer, it constraint.Item)

// drawers draw each kind of rule SCL carries, by key, as SudokuPad's
// converter draws it; a plain line by the colour and width setters give
// it (plainLines).
var drawers = map[string]drawer{
	"killer":          (*writer).killer,
	"thermometer":     (*writer).thermometer,
	"slowthermometer": (*writer).thermometer,
	"betweenline":     (*writer).betweenLine,
	"arrow":           (*writer).arrow,
	"littlekiller":    (*writer).littleKiller,
	"sandwich":        (*writer).clueOutside,
	"xsum":            (*writer).clueOutside,
	"skyscraper":      (*writer).clueOutside,
	"difference":      (*writer).dot,
	"ratio":           (*writer).dot,
	"kropki":          (*writer).marks,
	"xv":              (*writer).marks,
	"quadruple":       (*writer).quadruple,
	"even":            (*writer).parity,
	"odd":             (*writer).parity,
	"minimum":         (*writer).minMax,
	"maximum":         (*writer).minMax,
	"rowindexer":      (*writer).indexer,
	"columnindexer":   (*writer).indexer,
	"boxindexer":      (*writer).indexer,
	"antiknight":      (*writer).whole,
	"antiking":        (*writer).whole,
	"nonconsecutive":  (*writer).whole,
}

// plainLines are the colours and widths of the lines that SudokuPad
// draws only as lines, by the kind's key: the reader reads them by the
// rules text, which names the kind.
var plainLines = map[string]struct {
	colour, name string
	width        float64
}{
	"whispers":      {"#67F067", "green", 10},
	"renban":        {"#F067F0", "purple", 10},
	"palindrome":    {"#CFCFCF", "grey", 16}, // as the converter draws it
	"regionsumline": {"#2ECBFF", "blue", 8},
	"entropicline":  {"#FFA050", "orange", 8},
	"modularline":   {"#C8A000", "ochre", 8},
	"zipperline":    {"#C8A0F0", "lavender", 10},
	"nabner":        {"#FFD700", "yellow", 10},
	"parityline":    {"#FF7070", "red", 8},
}

// refused says why SCL, as this package reads it, cannot carry a kind.
var refused = map[string]string{
	"lockout":       "this reader reads no lockout lines (SudokuPad's converter draws none)",
	"lunchbox":      "this reader reads no lunchboxes",
	"allowed":       "SCL's given pencil marks are not read as rules here",
	"clone":         "SudokuPad's converter draws clones as grey cells, which say nothing of which cell is whose clone",
	"samevalues":    "this reader reads no sets of same values",
	"fullrank":      "this reader reads no full rank clues",
	"lookandsay":    "this reader reads no look-and-say clues",
	"containexact":  "this reader reads no contain-exact clues",
	"valueindexing": "this reader reads no value indexing lines",
	"leaper":        "this reader reads no anti-leaper rule",
	"antitaxicab":   "this reader reads no anti-taxicab rule",
	"globalentropy": "this reader reads no global entropy rule",
	"globalmodular": "this reader reads no global modular rule",
}

// item writes one item of a rule by its kind's drawer.
func (w *writer) item(it constraint.Item) {
	if _, ok := plainLines[it.Key]; ok {
		w.plainLine(it)
		return
	}
	d := drawers[it.Key]
	if d == nil {
		why := refused[it.Key]
		if why == "" {
			why = "this package draws no rule of the kind so that its reader reads it back"
		}
		w.errorf("%s: SCL cannot carry a rule of kind %s: %s", itemText(it), it.Key, why)
		return
	}
	d(w, it)
}

// say notes that the rules text must name the kind of key.
func (w *writer) say(key string) {
	if !slices.Contains(w.said, key) {
		w.said = append(w.said, key)
	}
}

// cellsArg returns the cells of key of an item.
func cellsArg(it constraint.Item, key string) []game.Pos {
	cells, _ := it.Arg(key).([]game.Pos)
	return cells
}

func (w *writer) killer(it constraint.Item) {
	c := outCage{Cells: cellsOut(cellsArg(it, "cells")), Unique: true}
	if sum, ok := it.Arg("sum").(int); ok {
		c.Value, c.Sum = sum, sum
	}
	w.doc.Cages = append(w.doc.Cages, c)
	w.say(it.Key)
}

// thermometer draws a grey line with a round bulb at its first cell.
func (w *writer) thermometer(it constraint.Item) {
	cells := cellsArg(it, "cells")
	if len(cells) < 2 {
		w.errorf("%s: SCL draws no thermometer of one cell", itemText(it))
		return
	}
	w.doc.Underlays = append(w.doc.Underlays, outShape{Center: centre(cells[0]), Width: 0.85, Height: 0.85, Rounded: true, Background: "#CFCFCF", Border: "#CFCFCF"})
	w.doc.Lines = append(w.doc.Lines, outLine{Color: "#CFCFCF", Thickness: 21, Points: centres(cells)})
	w.say(it.Key)
}

// betweenLine draws a thin grey line between two circles.
func (w *writer) betweenLine(it constraint.Item) {
	cells := cellsArg(it, "cells")
	if len(cells) < 2 {
		w.errorf("%s: SCL draws no between line of one cell", itemText(it))
		return
	}
	last := len(cells) - 1
	for _, c := range []game.Pos{cells[0], cells[last]} {
		w.doc.Overlays = append(w.doc.Overlays, outShape{Center: centre(c), Width: 0.8, Height: 0.8, Rounded: true, Background: "#FFFFFF", Border: "#CFCFCF", FontSize: 16})
	}
	pts := centres(cells)
	pts[0] = toward(pts[0], pts[1], 0.4)
	pts[last] = toward(pts[last], pts[last-1], 0.4)
	w.doc.Lines = append(w.doc.Lines, outLine{Color: "#CFCFCF", Thickness: 2, Points: pts})
	w.say(it.Key)
}

// arrow draws an arrow from its circle: a round bulb, a pill over a
// circle in one row or column, or a thick line over an L-shaped one; the
// arrow starts off the centre of the circle's cell next to its first.
func (w *writer) arrow(it constraint.Item) {
	circle, cells := cellsArg(it, "circle"), cellsArg(it, "cells")
	if len(circle) == 0 || len(cells) == 0 {
		w.errorf("%s: SCL draws no arrow without a circle or a shaft", itemText(it))
		return
	}
	from := circle[len(circle)-1]
	for _, p := range circle {
		if constraint.Touching(p, cells[0]) {
			from = p
			break
		}
	}
	pts := centres(append([]game.Pos{from}, cells...))
	pts[0] = toward(pts[0], pts[1], 0.3)
	w.doc.Arrows = append(w.doc.Arrows, outLine{Color: "#a1a1a1", Thickness: 5, HeadLength: 0.3, Points: pts})
	key := cellList(readingOrder(circle))
	if w.bulbs[key] {
		w.say(it.Key)
		return // drawn with another arrow from the circle
	}
	if w.bulbs == nil {
		w.bulbs = map[string]bool{}
	}
	w.bulbs[key] = true
	lo, hi := circle[0], circle[0]
	for _, p := range circle {
		lo.Row, lo.Col, hi.Row, hi.Col = min(lo.Row, p.Row), min(lo.Col, p.Col), max(hi.Row, p.Row), max(hi.Col, p.Col)
	}
	if lo.Row == hi.Row || lo.Col == hi.Col {
		mid := [2]float64{float64(lo.Row+hi.Row)/2 + 0.5, float64(lo.Col+hi.Col)/2 + 0.5}
		w.doc.Overlays = append(w.doc.Overlays, outShape{Center: mid, Width: 0.75 + float64(hi.Col-lo.Col), Height: 0.75 + float64(hi.Row-lo.Row),
			Rounded: true, Background: "#FFFFFF", Border: "#a1a1a1", FontSize: 16})
	} else {
		w.doc.Lines = append(w.doc.Lines, outLine{Color: "#a1a1a1", Thickness: 45, Points: centres(circle)},
			outLine{Color: "#FFFFFF", Thickness: 35, Points: centres(circle)})
	}
	w.say(it.Key)
}

// clueCell reads an item's clue, a cell on the board or beside it:
// r0c3.
func clueCell(it constraint.Item) (game.Pos, bool) {
	s, _ := it.Arg("clue").(string)
	var r, c int
	if n, err := fmt.Sscanf(strings.ToLower(s), "r%dc%d", &r, &c); err != nil || n != 2 || fmt.Sprintf("r%dc%d", r, c) != strings.ToLower(s) {
		return game.Pos{}, false
	}
	return game.Pos{Row: r - 1, Col: c - 1}, true
}

// littleKiller draws a short black arrow beside the board along the
// diagonal, and the total in its cell.
func (w *writer) littleKiller(it constraint.Item) {
	clue, ok := clueCell(it)
	word, _ := it.Arg("direction").(string)
	d, okDir := constraint.ParseDiagonal(word)
	sum, okSum := it.Arg("sum").(int)
	if !ok || !okDir || !okSum {
		w.errorf("%s: the little killer has no clue, direction or total SCL can draw", itemText(it))
		return
	}
	var step [2]float64
	for s, name := range littleDirs {
		if name == d.Short() {
			step = [2]float64{float64(s[0]), float64(s[1])}
		}
	}
	c := centre(clue)
	w.doc.Arrows = append(w.doc.Arrows, outLine{Color: "#000000", Thickness: 2,
		Points: [][2]float64{{c[0] + 0.3*step[0], c[1] + 0.3*step[1]}, {c[0] + 0.48*step[0], c[1] + 0.48*step[1]}}})
	w.doc.Overlays = append(w.doc.Overlays, outShape{Center: c, Width: 0.25, Height: 0.25, Background: "#FFFFFF", Border: "#FFFFFF", Text: sum, FontSize: 28})
	w.say(it.Key)
}

// clueOutside writes a number beside the board, as the converter writes a
// sandwich sum; the rules text names its kind.
func (w *writer) clueOutside(it constraint.Item) {
	clue, ok := clueCell(it)
	num, okNum := it.Arg("sum").(int)
	if it.Key == "skyscraper" {
		num, okNum = it.Arg("seen").(int)
	}
	switch {
	case !ok || !okNum:
		w.errorf("%s: the clue has no cell or number SCL can draw", itemText(it))
		return
	case w.onBoard(clue) || clue.Row < -1 || clue.Col < -1 || clue.Row > w.n || clue.Col > w.n:
		w.errorf("%s: SCL draws clues just beside the board, and %s is not", itemText(it), clue)
		return
	case w.clue != "" && w.clue != it.Key:
		w.errorf("%s: this reader reads the clues beside the board as one kind, named by the rules text, and these rules have %s and %s", itemText(it), w.clue, it.Key)
		return
	}
	w.clue = it.Key
	w.doc.Overlays = append(w.doc.Overlays, outShape{Center: centre(clue), Width: 0.25, Height: 0.25, Background: "#FFFFFF", Border: "#FFFFFF", Text: num, FontSize: 32})
	w.say(it.Key)
}

func (w *writer) onBoard(c game.Pos) bool {
	return c.Row >= 0 && c.Col >= 0 && c.Row < w.n && c.Col < w.n
}

// edgeDot draws a small circle on the edge between two cells, white or
// black, with its value when it is not the colour's own (1 white, 2
// black).
func (w *writer) edgeDot(pair []game.Pos, black bool, value string) bool {
	if len(pair) != 2 || abs(pair[0].Row-pair[1].Row)+abs(pair[0].Col-pair[1].Col) != 1 {
		return false
	}
	s := outShape{Center: edge(pair), Width: 0.3, Height: 0.3, Rounded: true, Background: "#FFFFFF", Border: "#000000"}
	def, colour := "1", "#000000"
	if black {
		s.Background, def, colour = "#000000", "2", "#FFFFFF"
	}
	if value != def && value != "" {
		s.Text, s.Color = textValue(value), colour
	}
	w.doc.Overlays = append(w.doc.Overlays, s)
	return true
}

// dot writes a difference or ratio dot of its own value.
func (w *writer) dot(it constraint.Item) {
	value := fmt.Sprint(it.Arg("value"))
	if !w.edgeDot(cellsArg(it, "cells"), it.Key == "ratio", value) {
		w.errorf("%s: SCL draws dots between neighbours that share an edge", itemText(it))
		return
	}
	w.say(it.Key)
}

// marks writes the kropki dots or the X and V of an item, and says which
// are all given.
func (w *writer) marks(it constraint.Item) {
	subs := map[string][2]string{"white": {"", ""}, "black": {"", ""}, "x": {"X", ""}, "v": {"V", ""}}
	for _, sub := range []string{"white", "black", "x", "v"} {
		pairs, _ := it.Arg(sub).([][]game.Pos)
		for _, p := range pairs {
			ok := false
			if it.Key == "kropki" {
				ok = w.edgeDot(p, sub == "black", "")
			} else if len(p) == 2 && abs(p[0].Row-p[1].Row)+abs(p[0].Col-p[1].Col) == 1 {
				w.doc.Overlays = append(w.doc.Overlays, outShape{Center: edge(p), Width: 0.25, Height: 0.25, Background: "#FFFFFF", Border: "#FFFFFF", Text: subs[sub][0], FontSize: 21})
				ok = true
			}
			if !ok {
				w.errorf("%s: SCL draws marks between neighbours that share an edge", itemText(it))
				return
			}
		}
	}
	switch neg := it.Arg("negative").(type) {
	case bool:
		if !neg {
			break
		}
		if it.Key == "kropki" {
			w.global = append(w.global, "All possible white and black dots are given.")
		} else {
			w.global = append(w.global, "All possible X and V are given.")
		}
	case string:
		if it.Key != "kropki" {
			w.errorf("%s: this reader reads every X and V given, not the %ss alone", itemText(it), strings.ToUpper(neg))
			return
		}
		w.global = append(w.global, fmt.Sprintf("All possible %s dots are given.", neg))
	}
	w.say(it.Key)
}

// quadruple writes a white circle with its digits on a corner.
func (w *writer) quadruple(it constraint.Item) {
	cells := cellsArg(it, "cells")
	vals, _ := it.Arg("values").([]string)
	if len(cells) != 4 {
		w.errorf("%s: SCL draws a quadruple on the corner of four cells", itemText(it))
		return
	}
	lo := cells[0]
	for _, c := range cells {
		lo.Row, lo.Col = min(lo.Row, c.Row), min(lo.Col, c.Col)
	}
	w.doc.Overlays = append(w.doc.Overlays, outShape{Center: [2]float64{float64(lo.Row + 1), float64(lo.Col + 1)}, Width: 0.7, Height: 0.7, Rounded: true,
		Background: "#FFFFFF", Border: "#000000", Text: strings.Join(vals, " "), FontSize: 14})
	w.say(it.Key)
}

// parity writes grey squares (even) or circles (odd) in cells.
func (w *writer) parity(it constraint.Item) {
	for _, c := range cellsArg(it, "cells") {
		w.doc.Underlays = append(w.doc.Underlays, outShape{Center: centre(c), Width: 0.7, Height: 0.7, Rounded: it.Key == "odd", Background: "#CFCFCF", Border: "#CFCFCF"})
	}
	w.say(it.Key)
}

// minMax writes the converter's chevrons in cells of minimum (pointing
// in) or maximum (out), one towards each neighbour not marked so, and
// shades the cells.
func (w *writer) minMax(it constraint.Item) {
	cells := cellsArg(it, "cells")
	a, b := 0.44, 0.39
	if it.Key == "maximum" {
		a, b = b, a
	}
	for _, c := range cells {
		ctr := centre(c)
		w.doc.Underlays = append(w.doc.Underlays, outShape{Center: ctr, Width: 1, Height: 1, Background: "#CCCCCC"})
		drawn := false
		for _, d := range [][2]float64{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
			nb := game.Pos{Row: c.Row + int(d[0]), Col: c.Col + int(d[1])}
			if !w.onBoard(nb) || slices.Contains(cells, nb) {
				continue
			}
			drawn = true
			w.doc.Lines = append(w.doc.Lines, outLine{Color: "#000000", Thickness: 1, Points: [][2]float64{
				{ctr[0] + d[0]*a + 0.1*d[1], ctr[1] + d[1]*a + 0.1*d[0]},
				{ctr[0] + d[0]*b, ctr[1] + d[1]*b},
				{ctr[0] + d[0]*a - 0.1*d[1], ctr[1] + d[1]*a - 0.1*d[0]},
			}})
		}
		if !drawn {
			w.errorf("%s: SCL draws a %s cell by its chevrons towards its neighbours not marked so, and %s has none", itemText(it), it.Key, c)
		}
	}
	w.say(it.Key)
}

// indexer writes a cage of the style of f-puzzles' indexers.
func (w *writer) indexer(it constraint.Item) {
	for style, key := range indexerStyles {
		if key == it.Key {
			w.doc.Cages = append(w.doc.Cages, outCage{Cells: cellsOut(cellsArg(it, "cells")), Style: style})
		}
	}
	w.say(it.Key)
}

// whole says a rule of the whole board in the rules text.
func (w *writer) whole(it constraint.Item) { w.say(it.Key) }

// plainLine draws a line of a kind SudokuPad draws only as a line, in the
// colour and width setters give it; the rules text names the kind, and
// the reader reads one kind of plain line.
func (w *writer) plainLine(it constraint.Item) {
	cells := cellsArg(it, "cells")
	style := plainLines[it.Key]
	switch {
	case w.plain != "" && w.plain != it.Key:
		w.errorf("%s: this reader reads the plain lines of a puzzle as one kind, named by the rules text, and these rules have %s and %s", itemText(it), w.plain, it.Key)
		return
	case len(cells) < 2:
		w.errorf("%s: SCL draws no line of one cell", itemText(it))
		return
	}
	w.plain = it.Key
	if it.Key == "whispers" {
		by, _ := it.Arg("by").(int)
		s := map[int]string{5: "German whispers", 4: "Dutch whispers"}[by]
		if s == "" {
			w.errorf("%s: this reader reads whispers of 5 (German) or 4 (Dutch), not of %d", itemText(it), by)
			return
		}
		if w.sentences == nil {
			w.sentences = map[string]string{}
		}
		if old := w.sentences["whispers"]; old != "" && !strings.HasPrefix(old, s) {
			w.errorf("%s: this reader reads the whispers of a puzzle as all German or all Dutch, and these rules have both", itemText(it))
			return
		}
		w.sentences["whispers"] = fmt.Sprintf("%s (%s lines): neighbours on a line differ by at least %d.", s, style.name, by)
	}
	w.doc.Lines = append(w.doc.Lines, outLine{Color: style.colour, Thickness: style.width, Points: centres(cells)})
	w.say(it.Key)
}

// rulesText writes the rules text: the puzzle's own, then a sentence for
// each kind of rule (its title and doc) and for the groups and marks of
// the whole board, each a cage "rules: ...", as SudokuPad keeps each
// paragraph; a sentence the puzzle's text has already is not repeated.
// It checks that the reader reads by the text what the rules drew.
func (w *writer) rulesText(own string) {
	var paras []string
	if own = strings.TrimSpace(own); own != "" {
		paras = append(paras, own)
	}
	thermo := slices.Contains(w.said, "thermometer")
	if thermo && slices.Contains(w.said, "slowthermometer") {
		w.errorf("this reader reads the thermometers of a puzzle as all slow or all not, and these rules have both")
	}
	for _, key := range w.said {
		s := w.sentences[key]
		if s == "" {
			k := w.kinds[key]
			s = k.Rule.Title
			if st, ok := plainLines[key]; ok {
				s += " (" + st.name + " lines)"
			}
			s += ": " + k.Rule.Doc + "."
		}
		paras = append(paras, s)
	}
	paras = append(paras, w.global...)
	var text []string
	for _, p := range paras {
		if p == own || !strings.Contains(own, p) {
			text = append(text, p)
			w.doc.Cages = append(w.doc.Cages, outCage{Value: "rules: " + p})
		}
	}
	t := newRulesText(strings.Join(text, "\n"))
	drawn := map[string]bool{}
	for _, k := range []string{"thermometer", "slowthermometer", "betweenline"} {
		drawn[k] = slices.Contains(w.said, k)
	}
	if w.plain != "" && t.lineKind(drawn) != w.plain {
		w.errorf("the rules have lines of kind %s, which this reader reads only when the rules text names no other kind of line, and it names %s", w.plain, namedLines(t))
	}
	if w.clue != "" && t.clueKind() != w.clue {
		w.errorf("the rules have clues of kind %s beside the board, which this reader reads only when the rules text names no other kind of clue", w.clue)
	}
	if w.plain == "whispers" && t.names["dutch"] != strings.HasPrefix(w.sentences["whispers"], "Dutch") {
		w.errorf("the rules have whispers, and the rules text says Dutch where it should not, or not where it should")
	}
}

// namedLines lists the kinds of line a rules text names.
func namedLines(t rulesText) string {
	var out []string
	for _, k := range lineKinds {
		if t.names[k] {
			out = append(out, k)
		}
	}
	return strings.Join(out, " and ")
}

// meta writes the cages of the title, the author and the solution.
func (w *writer) meta(p *puzzle.Puzzle, solution []int) {
	var cages []outCage
	if p.Title != "" {
		cages = append(cages, outCage{Value: "title: " + p.Title})
	}
	if p.Author != "" {
		cages = append(cages, outCage{Value: "author: " + p.Author})
	}
	w.doc.Cages = append(cages, w.doc.Cages...)
	if solution == nil || w.n > 9 {
		return
	}
	if len(solution) != w.rules.NumFields() {
		w.errorf("a solution of %d fields for a board of %d", len(solution), w.rules.NumFields())
		return
	}
	if !slices.Contains(solution, game.Empty) {
		if err := w.rules.CheckSolution(solution, p.Givens); err != nil {
			w.errorf("the solution breaks the rules: %v", err)
			return
		}
	}
	var b strings.Builder
	for _, v := range solution {
		if v == game.Empty {
			b.WriteByte('.')
		} else {
			b.WriteString(strconv.Itoa(v + 1))
		}
	}
	w.doc.Cages = append(w.doc.Cages, outCage{Value: "solution: " + b.String()})
}

// check reads the JSON written back, zipped and unzipped as a link
// carries it, and checks that it gives the rules and givens written.
func (w *writer) check(out []byte, givens []int) error {
	z, err := Zip(out)
	if err != nil {
		return fmt.Errorf("SCL's links cannot carry the puzzle: %v", err)
	}
	unzipped, err := Unzip("written", z)
	if err != nil || !sameJSON(unzipped, out) {
		return fmt.Errorf("the zipped SCL written does not read back (please report this): %v", err)
	}
	back, err := ParseContext(context.Background(), "written", out, Options{})
	if err != nil {
		return fmt.Errorf("the SCL written does not read back (please report this): %v", err)
	}
	if err := sameRead(w.rules, back.Rules); err != nil {
		return fmt.Errorf("SCL cannot carry these rules as they are: %v", err)
	}
	if !slices.Equal(back.Givens, givens) {
		return errors.New("the SCL written reads back to other givens (please report this)")
	}
	return nil
}

// sameJSON reports whether two JSON texts hold the same value.
func sameJSON(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}

// sameRead says how rules read back (b) differ from those written (a), as
// constraint.SameRules does, but for what the reader reads in an order of
// its own: a plain line, which reads the same either way, from its end
// first in reading order, and a mark's two cells in reading order.
func sameRead(a, b *game.Rules) error {
	err := constraint.SameRules(a, b)
	if err == nil || constraint.SameBoard(a, b) != nil {
		return err
	}
	ia, errA := constraint.Items(a.Constraints)
	ib, errB := constraint.Items(b.Constraints)
	if errA != nil || errB != nil {
		return err
	}
	ta, tb := normalTexts(ia), normalTexts(ib)
	if !slices.Equal(ta, tb) {
		return err
	}
	return nil
}

// normalTexts writes items, sorted, each plain line from its end first in
// reading order and each mark's cells in reading order.
func normalTexts(items []constraint.Item) []string {
	before := func(p, q game.Pos) bool { return p.Row < q.Row || p.Row == q.Row && p.Col < q.Col }
	out := make([]string, len(items))
	for i, it := range items {
		it.Args = slices.Clone(it.Args)
		for j, a := range it.Args {
			switch v := a.Value.(type) {
			case []game.Pos:
				if it.Key == "arrow" && a.Key == "circle" {
					v = readingOrder(v) // a pill reads so, in any order
				}
				if _, plain := plainLines[it.Key]; plain && len(v) > 1 && before(v[len(v)-1], v[0]) {
					v = slices.Clone(v)
					slices.Reverse(v)
				}
				if (it.Key == "difference" || it.Key == "ratio") && len(v) == 2 && before(v[1], v[0]) {
					v = []game.Pos{v[1], v[0]}
				}
				it.Args[j].Value = v
			case [][]game.Pos:
				ls := make([][]game.Pos, len(v))
				for k, l := range v {
					ls[k] = l
					if len(l) == 2 && before(l[1], l[0]) {
						ls[k] = []game.Pos{l[1], l[0]}
					}
				}
				it.Args[j].Value = ls
			}
		}
		out[i] = it.String()
	}
	slices.Sort(out)
	return out
}

// readingOrder returns cells sorted in reading order.
func readingOrder(cells []game.Pos) []game.Pos {
	out := slices.Clone(cells)
	slices.SortFunc(out, func(p, q game.Pos) int {
		if p.Row != q.Row {
			return p.Row - q.Row
		}
		return p.Col - q.Col
	})
	return out
}

// itemText writes an item for a message: its key and first cell.
func itemText(it constraint.Item) string {
	s := it.Key
	if cells, ok := it.Arg("cells").([]game.Pos); ok && len(cells) > 0 {
		s += " at " + cells[0].String()
	} else if clue, ok := it.Arg("clue").(string); ok {
		s += " at " + clue
	} else if cells, ok := it.Arg("circle").([]game.Pos); ok && len(cells) > 0 {
		s += " at " + cells[0].String()
	}
	return s
}

// excerptWords writes values for a message, the first few of many.
func excerptWords(words []string) string {
	if len(words) > 12 {
		return strings.Join(words[:12], " ") + " ..."
	}
	return strings.Join(words, " ")
}

// textValue writes a value as a number when it is one, as SudokuPad's
// zip would.
func textValue(s string) any {
	if n, err := strconv.Atoi(s); err == nil && strconv.Itoa(n) == s {
		return n
	}
	return s
}

func cellsOut(cells []game.Pos) [][2]int {
	out := make([][2]int, len(cells))
	for i, c := range cells {
		out[i] = [2]int{c.Row, c.Col}
	}
	return out
}

// centre returns the centre of a cell, on the board or beside it.
func centre(c game.Pos) [2]float64 { return [2]float64{float64(c.Row) + 0.5, float64(c.Col) + 0.5} }

func centres(cells []game.Pos) [][2]float64 {
	out := make([][2]float64, len(cells))
	for i, c := range cells {
		out[i] = centre(c)
	}
	return out
}

// edge returns the middle of the edge between two neighbours.
func edge(p []game.Pos) [2]float64 {
	a, b := centre(p[0]), centre(p[1])
	return [2]float64{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2}
}

// toward moves p towards q by d in each way it differs, rounded to a
// tenth, as the converter starts arrows and between lines off a centre.
func toward(p, q [2]float64, d float64) [2]float64 {
	dr, dc := q[0]-p[0], q[1]-p[1]
	dist := math.Hypot(dr, dc)
	if dist == 0 {
		return p
	}
	step := func(x float64) float64 { return math.Round(10*d*float64(signf(x))/dist) / 10 }
	return [2]float64{p[0] + step(dr), p[1] + step(dc)}
}

// line draws a line between two points.
func (w *writer) line(colour string, width float64, from, to [2]float64) {
	w.doc.Lines = append(w.doc.Lines, outLine{Color: strings.ToUpper(colour), Thickness: width, Points: [][2]float64{from, to}})
}
