package iss

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/kinddef"
)

// LinkPrefix is the start of a link of ISS's page with a puzzle in it.
const LinkPrefix = "https://sigh.github.io/Interactive-Sudoku-Solver/?q="

// Write writes a puzzle as ISS writes one: its constraint string, rules
// (the board, values, groups and constraints) with givens, one value
// index or game.Empty per field. The board is of up to 16x16 without
// holes, its values the numbers 1 to n or 0 to n-1. A group or rule ISS
// cannot say is an error that names it: nothing is dropped. Before it
// returns, Write reads the string back and checks that it gives the same
// rules and givens.
func Write(p *puzzle.Puzzle, rules *game.Rules) (string, error) {
	w := &writer{rules: rules, defined: map[string]*constraint.Kind{}}
	for _, c := range rules.Constraints {
		if k := constraint.DefinedKind(c); k != nil {
			w.defined[k.Key] = k
		}
	}
	if !w.board() {
		return "", errors.Join(w.errs...)
	}
	w.groups()
	w.givens(p.Givens)
	items, err := constraint.Items(rules.Constraints)
	w.errs = append(w.errs, err)
	for _, it := range items {
		w.item(it)
	}
	if err := errors.Join(w.errs...); err != nil {
		return "", err
	}
	out := w.sb.String()
	if out == "" {
		out = "." // an empty classic board
	}
	back, err := ReadContext(context.Background(), "written", out)
	if err != nil {
		return "", fmt.Errorf("the ISS string written does not read back (please report this): %v", err)
	}
	if err := constraint.SameRules(rules, back.Rules); err != nil {
		return "", fmt.Errorf("ISS cannot say these rules as they are: %v", err)
	}
	if !slices.Equal(back.Givens, p.Givens) {
		return "", errors.New("the ISS string written reads back to other givens (please report this)")
	}
	return out, nil
}

// Link writes a puzzle's constraint string as a link of ISS's page.
func Link(s string) string { return LinkPrefix + s }

// writer is a puzzle being written.
type writer struct {
	rules   *game.Rules
	defined map[string]*constraint.Kind // the kinds of the rules a spec defined, by key
	sb      strings.Builder
	zero    bool // the values are 0 to n-1
	ties    string
	errs    []error
}

func (w *writer) errorf(format string, args ...any) {
	w.errs = append(w.errs, fmt.Errorf(format, args...))
}

// put writes an item: its type, then each argument after a tilde.
func (w *writer) put(typ string, args ...string) {
	w.sb.WriteString("." + typ)
	for _, a := range args {
		w.sb.WriteString("~" + a)
	}
}

// board writes the board's shape when it is not classic's; it reports
// whether ISS has such a board.
func (w *writer) board() bool {
	r := w.rules
	n := r.NumValues()
	switch {
	case r.Rows > MaxSize || r.Cols > MaxSize:
		w.errorf("ISS has boards of up to %dx%d, not %dx%d", MaxSize, MaxSize, r.Rows, r.Cols)
		return false
	case r.NumFields() != r.Rows*r.Cols:
		w.errorf("ISS has no boards with holes")
		return false
	}
	from := -1
	for i, name := range r.Values.Names() {
		v, err := strconv.Atoi(name)
		if i == 0 && err == nil && (v == 0 || v == 1) {
			from = v
		}
		if err != nil || v != from+i {
			w.errorf("ISS has the values 1 to n or 0 to n-1, not %s", strings.Join(r.Values.Names(), " "))
			return false
		}
	}
	w.zero = from == 0
	spec := fmt.Sprintf("%dx%d", r.Rows, r.Cols)
	switch {
	case w.zero:
		spec += fmt.Sprintf("~0-%d", n-1)
	case n != max(r.Rows, r.Cols):
		spec += fmt.Sprintf("~%d", n)
	}
	if spec != "9x9" {
		w.put("Shape", spec)
	}
	return true
}

// cell writes a cell as ISS names it: R1C1, RaCa for row and column 10.
func cell(p game.Pos) string {
	return "R" + string(cellChars[p.Row]) + "C" + string(cellChars[p.Col])
}

// cells writes cells as arguments.
func cells(ps []game.Pos) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = cell(p)
	}
	return out
}

// groups writes the groups: rows and columns, which ISS's Sudoku grid
// has, its boxes or else NoBoxes and the regions of a jigsaw, and the
// rest as disjoint sets, windows, diagonals or sets of cells that differ.
func (w *writer) groups() {
	r := w.rules
	a := groups.Area{Rows: r.Rows, Cols: r.Cols}
	left := &groups.Remaining{Groups: r.GroupSpecs()}
	take := left.Take
	if !take(groups.Rows(a)) || !take(groups.Columns(a)) {
		w.errorf("ISS's boards have their rows and columns as groups, and these rules have not")
		return
	}
	h, wd := boxDims(r.Rows, r.Cols, max(r.Rows, r.Cols))
	var boxes []game.GroupSpec
	if h > 0 {
		boxes, _ = groups.Boxes(a, h, wd)
	}
	if !take(boxes) {
		w.put("NoBoxes")
		w.jigsaw(left)
	}
	if h > 0 {
		if gs, err := groups.Disjoint(a, h, wd); err == nil && take(gs) {
			w.put("DisjointSets")
		}
		var corners []game.Pos
		for c := 1; c+wd < r.Cols; c += wd + 1 {
			for rr := 1; rr+h < r.Rows; rr += h + 1 {
				corners = append(corners, game.Pos{Row: rr, Col: c})
			}
		}
		if r.Rows == r.Cols && take(groups.Windows(corners, h, wd)) {
			w.put("Windoku")
		}
	}
	if r.Rows == r.Cols {
		var main, anti []game.Pos
		for i := range r.Rows {
			main, anti = append(main, game.Pos{Row: i, Col: i}), append(anti, game.Pos{Row: r.Rows - 1 - i, Col: i})
		}
		if take([]game.GroupSpec{{Cells: main}}) {
			w.put("Diagonal", "-1")
		}
		if take([]game.GroupSpec{{Cells: anti}}) {
			w.put("Diagonal", "1")
		}
	}
	for _, g := range left.Groups {
		w.put("AllDifferent", cells(g.Cells)...)
	}
}

// jigsaw writes the regions that tile the board, of as many cells as it
// has values, when some do; they leave left.
func (w *writer) jigsaw(left *groups.Remaining) {
	r := w.rules
	region, _ := left.TakeTiling(r.Rows, r.Cols, r.NumValues(), len(cellChars))
	if region == nil {
		return
	}
	var sb strings.Builder
	for _, id := range region {
		sb.WriteByte("0123456789abcdefghijklmnopqrstuvwxyz"[id])
	}
	w.put("Jigsaw", sb.String())
}

// givens writes the givens, each cell with its value.
func (w *writer) givens(givens []int) {
	var args []string
	for f, v := range givens {
		if v != game.Empty {
			args = append(args, cell(w.rules.Pos(f))+"_"+w.rules.Values.Name(v))
		}
	}
	if len(args) > 0 {
		w.put("", args...)
	}
}

// lineTypes are the kinds written as ISS's types of a list of cells.
var lineTypes = map[string]string{
	"thermometer": "Thermo", "renban": "Renban", "entropicline": "Entropic",
	"regionsumline": "RegionSumLine", "betweenline": "Between", "palindrome": "Palindrome",
	"zipperline": "Zipper", "greaterthan": "GreaterThan", "doublearrow": "DoubleArrow",
	"equalitycage": "EqualityCage", "countingcircles": "CountingCircles",
	"valueindexing": "ValueIndexing", "countdistinct": "CountDistinct",
}

// wholeTypes are the kinds of rules of the whole board written as ISS's
// types of no argument.
var wholeTypes = map[string]string{
	"antiknight": "AntiKnight", "antiking": "AntiKing", "nonconsecutive": "AntiConsecutive",
	"antitaxicab": "AntiTaxicab", "globalentropy": "GlobalEntropy", "globalmodular": "GlobalMod",
	"dutchflatmates": "DutchFlatmates",
}

// numberedTypes are the kinds written as ISS's types of a number and
// then cells: the type and the number's key.
var numberedTypes = map[string][2]string{
	"whispers": {"Whisper", "by"}, "lockout": {"Lockout", "by"},
	"rellik": {"RellikCage", "total"}, "lunchbox": {"Lunchbox", "sum"},
	"killer": {"Cage", "sum"}, "sumline": {"SumLine", "total"},
	"sum": {"Sum", "total"},
}

// item writes one rule as ISS's constraints, or says why it cannot.
func (w *writer) item(it constraint.Item) {
	cs, _ := it.Arg("cells").([]game.Pos)
	num := func(key string) string {
		if n, ok := it.Arg(key).(int); ok {
			return strconv.Itoa(n)
		}
		return ""
	}
	if typ, ok := lineTypes[it.Key]; ok && len(it.Args) == 1 && cs != nil {
		w.put(typ, cells(cs)...)
		return
	}
	if typ, ok := wholeTypes[it.Key]; ok && len(it.Args) == 0 {
		w.put(typ)
		return
	}
	if t, ok := numberedTypes[it.Key]; ok && cs != nil {
		if t[0] == "SumLine" && len(cs) > 2 && cs[0] == cs[len(cs)-1] {
			w.put(t[0], append([]string{num(t[1])}, append(cells(cs[:len(cs)-1]), "LOOP")...)...)
			return
		}
		w.put(t[0], append([]string{num(t[1])}, cells(cs)...)...)
		return
	}
	if w.pairs(it, cs) {
		return
	}
	switch it.Key {
	case "arrow":
		circle, _ := it.Arg("circle").([]game.Pos)
		if len(circle) == 1 {
			w.put("Arrow", cells(append(slices.Clone(circle), cs...))...)
		} else {
			w.put("PillArrow", append([]string{strconv.Itoa(len(circle))}, cells(append(slices.Clone(circle), cs...))...)...)
		}
	case "parityline", "modularline":
		w.put("Modular", append([]string{map[string]string{"parityline": "2", "modularline": "3"}[it.Key]}, cells(cs)...)...)
	case "rowindexer", "columnindexer":
		w.put("Indexing", append([]string{strings.ToUpper(it.Key[:1])}, cells(cs)...)...)
	case "containexact", "quadruple":
		values, _ := it.Arg("values").([]string)
		if it.Key == "quadruple" && isSquare(cs) {
			top := slices.MinFunc(cs, func(a, b game.Pos) int { return (a.Row-b.Row)*MaxSize + a.Col - b.Col })
			w.put("Quad", append([]string{cell(top)}, values...)...)
			return
		}
		typ := map[string]string{"containexact": "ContainExact", "quadruple": "ContainAtLeast"}[it.Key]
		w.put(typ, append([]string{strings.Join(values, "_")}, cells(cs)...)...)
	case "lookandsay":
		clue, _ := it.Arg("clue").(string)
		if clue == "" {
			clue = num("clue")
		}
		w.put("LookAndSay", append([]string{clue}, cells(cs)...)...)
	case "samevalues":
		sets, _ := it.Arg("sets").([][]game.Pos)
		var all []game.Pos
		for _, s := range sets {
			if len(s) != len(sets[0]) {
				w.errorf("ISS's SameValues has sets of one size, and %s has not", it.Key)
				return
			}
			all = append(all, s...)
		}
		w.put("SameValues", append([]string{strconv.Itoa(len(sets))}, cells(all)...)...)
	case "allowed":
		values, _ := it.Arg("values").([]string)
		var args []string
		for _, c := range cs {
			args = append(args, cell(c)+"_"+strings.Join(values, "_"))
		}
		w.put("", args...)
	case "kropki", "xv":
		w.marks(it)
	case "littlekiller":
		w.littleKiller(it)
	case "sandwich", "xsum", "skyscraper", "fullrank", "hiddenskyscraper", "numberedroom":
		w.outside(it)
	default:
		w.errorf("ISS has no constraint for the rule kind %s", it.Key)
	}
}

// isSquare reports whether cells are the four of a 2x2 square.
func isSquare(cs []game.Pos) bool {
	if len(cs) != 4 {
		return false
	}
	top := slices.MinFunc(cs, func(a, b game.Pos) int { return (a.Row-b.Row)*MaxSize + a.Col - b.Col })
	for _, d := range []game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 1, Col: 0}, {Row: 1, Col: 1}} {
		if !slices.Contains(cs, game.Pos{Row: top.Row + d.Row, Col: top.Col + d.Col}) {
			return false
		}
	}
	return true
}

// marks writes the dots or letters of a kropki or XV item, each
// between two cells, and their negative rule.
func (w *writer) marks(it constraint.Item) {
	types := map[string]string{"white": "WhiteDot", "black": "BlackDot", "x": "X", "v": "V"}
	for _, a := range it.Args {
		if a.Key == "negative" {
			if on, _ := a.Value.(bool); on {
				w.put(map[string]string{"kropki": "StrictKropki", "xv": "StrictXV"}[it.Key])
			} else if a.Value != false {
				w.errorf("ISS's strict marks are all given, of every sort, not only %v", a.Value)
			}
			continue
		}
		typ, ok := types[a.Key]
		pairs, _ := a.Value.([][]game.Pos)
		if !ok {
			w.errorf("ISS has no %s mark %s", it.Key, a.Key)
			continue
		}
		for _, p := range pairs {
			w.put(typ, cells(p)...)
		}
	}
}

// clueOf reads the clue cell of an item, outside the board.
func clueOf(it constraint.Item) (game.Pos, bool) {
	s, _ := it.Arg("clue").(string)
	p, err := constraint.ParseClue(s)
	return p, err == nil
}

// littleKiller writes a little killer by the first cell of its diagonal
// in ISS's order of diagonals (littleKillerID).
func (w *writer) littleKiller(it constraint.Item) {
	clue, ok := clueOf(it)
	dir, _ := it.Arg("direction").(string)
	v, h, _ := strings.Cut(dir, "-")
	d := game.Pos{Row: map[string]int{"down": 1, "up": -1}[v], Col: map[string]int{"right": 1, "left": -1}[h]}
	if !ok || d.Row == 0 || d.Col == 0 {
		w.errorf("a little killer at %v heading %q has no diagonal", it.Arg("clue"), dir)
		return
	}
	var line []game.Pos
	for p := (game.Pos{Row: clue.Row + d.Row, Col: clue.Col + d.Col}); p.Row >= 0 && p.Col >= 0 && p.Row < w.rules.Rows && p.Col < w.rules.Cols; p = (game.Pos{Row: p.Row + d.Row, Col: p.Col + d.Col}) {
		line = append(line, p)
	}
	id, ok := littleKillerID(w.rules.Rows, w.rules.Cols, line)
	if !ok {
		w.errorf("ISS has no little killer over %s", strings.Join(cells(line), " "))
		return
	}
	w.put("LittleKiller", strconv.Itoa(it.Arg("sum").(int)), cell(id))
}

// littleKillerID returns the cell ISS names the diagonal of cells by:
// the first cell of the first of its diagonals, in its order (from the
// left edge down and right, from the right edge up and left, from the top
// edge down and left, from the bottom edge up and right), that covers
// the same cells.
func littleKillerID(rows, cols int, line []game.Pos) (game.Pos, bool) {
	var starts []game.Pos
	for r := 0; r < rows-1; r++ {
		starts = append(starts, game.Pos{Row: r, Col: 0})
	}
	for r := 1; r < rows-1; r++ {
		starts = append(starts, game.Pos{Row: r, Col: cols - 1})
	}
	for c := 1; c < cols; c++ {
		starts = append(starts, game.Pos{Row: 0, Col: c})
	}
	for c := 1; c < cols-1; c++ {
		starts = append(starts, game.Pos{Row: rows - 1, Col: c})
	}
	b := &builder{shape: shape{rows: rows, cols: cols}}
	for _, s := range starts {
		d, _ := b.diagonalOf(s)
		var diag []game.Pos
		for p := s; p.Row >= 0 && p.Col >= 0 && p.Row < rows && p.Col < cols; p = (game.Pos{Row: p.Row + d.Row, Col: p.Col + d.Col}) {
			diag = append(diag, p)
		}
		if len(diag) == len(line) && !slices.ContainsFunc(line, func(p game.Pos) bool { return !slices.Contains(diag, p) }) {
			return s, true
		}
	}
	return game.Pos{}, false
}

// outside writes a clue outside a row or a column: a sandwich by its row
// or column, the others ISS reads from either end by the row or column
// and the clue at its start or its end.
func (w *writer) outside(it constraint.Item) {
	if ties, _ := it.Arg("ties").(string); it.Key == "fullrank" && ties != "" && w.ties == "" {
		w.ties = ties
		w.put("FullRankTies", ties)
	}
	if it.Key == "fullrank" && it.Arg("clue") == nil {
		return // the ties alone
	}
	rows, cols := w.rules.Rows, w.rules.Cols
	var house string
	start := true
	if cs, ok := it.Arg("cells").([]game.Pos); ok {
		// A line of the library's, listed from its clue: a whole row or
		// column from one end.
		switch {
		case len(cs) == cols && cs[0].Row == cs[len(cs)-1].Row:
			house, start = "R"+strconv.Itoa(cs[0].Row+1), cs[0].Col == 0
		case len(cs) == rows && cs[0].Col == cs[len(cs)-1].Col:
			house, start = "C"+strconv.Itoa(cs[0].Col+1), cs[0].Row == 0
		}
		if house == "" || !slices.Equal(cs, w.lineOf(house, start)) {
			w.errorf("ISS's %s is of a whole row or column, not of %s", it.Key, strings.Join(cells(cs), " "))
			return
		}
	} else if n, ok := it.Arg("row").(int); ok {
		house = "R" + strconv.Itoa(n)
	} else if n, ok := it.Arg("column").(int); ok {
		house = "C" + strconv.Itoa(n)
	} else if clue, ok := clueOf(it); ok {
		switch {
		case clue.Col == -1 || clue.Col == cols:
			house, start = "R"+strconv.Itoa(clue.Row+1), clue.Col == -1
		case clue.Row == -1 || clue.Row == rows:
			house, start = "C"+strconv.Itoa(clue.Col+1), clue.Row == -1
		}
	}
	if house == "" {
		w.errorf("ISS has no %s clue at %v", it.Key, it.Arg("clue"))
		return
	}
	types := map[string][2]string{"sandwich": {"Sandwich", "sum"}, "xsum": {"XSum", "sum"},
		"skyscraper": {"Skyscraper", "seen"}, "fullrank": {"FullRank", "rank"},
		"hiddenskyscraper": {"HiddenSkyscraper", "clue"}, "numberedroom": {"NumberedRoom", "clue"}}
	t := types[it.Key]
	n := it.Arg(t[1]).(int)
	switch {
	case it.Key == "sandwich":
		w.put(t[0], strconv.Itoa(n), house)
	case start:
		w.put(t[0], house, strconv.Itoa(n), "")
	default:
		w.put(t[0], house, "", strconv.Itoa(n))
	}
}

// lineOf returns the cells of a row or column, R3 or C3, from its start
// or its end.
func (w *writer) lineOf(house string, start bool) []game.Pos {
	n, _ := strconv.Atoi(house[1:])
	kind := map[byte]string{'R': "row", 'C': "column"}[house[0]]
	b := &builder{shape: shape{rows: w.rules.Rows, cols: w.rules.Cols}}
	cs, _ := b.lineFrom(kind, n, start)
	return cs
}

// pairs writes a rule that ISS says as a pair table or a regular
// expression, when it is one: a nabner line (every two of its cells), a
// rule of a kind defined by a pair rule with no arguments (each two
// consecutive cells, or every two), or by a regular expression (on a
// board of digits); it reports whether it wrote it.
func (w *writer) pairs(it constraint.Item, cs []game.Pos) bool {
	nums := make([]int, w.rules.NumValues())
	for i := range nums {
		nums[i] = w.rules.Values.Number(i)
	}
	if it.Key == "nabner" && cs != nil {
		w.put("PairX", append([]string{encodeKey(nabnerTable(nums))}, cells(cs)...)...)
		return true
	}
	k := w.defined[it.Key]
	d, ok := kinddef.DefOf(k)
	if !ok || cs == nil || len(it.Args) != 1 || d.NeighbourPair != "" {
		return false
	}
	if d.Regex != "" && !d.Apart && w.rules.NumValues() < 10 {
		w.put("Regex", append([]string{base64.RawURLEncoding.EncodeToString([]byte(d.Regex))}, cells(cs)...)...)
		return true
	}
	allowed, ok, err := kinddef.PairTable(d, nums, nil)
	if !ok {
		return false
	}
	if err != nil {
		w.errorf("the pairs of %s: %v", it.Key, err)
		return true
	}
	typ := "Pair"
	if d.EveryPair != "" {
		typ = "PairX"
	}
	w.put(typ, append([]string{encodeKey(allowed)}, cells(cs)...)...)
	return true
}
